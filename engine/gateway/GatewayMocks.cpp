#include "gateway/GatewayMocks.h"

#include "core/FileLock.h"
#include "core/Formatting.h"
#include "gateway/AllowList.h"
#include "gateway/HarImport.h"
#include "gateway/SandboxGateway.h"
#include "preview/PreviewForwarder.h"
#include "runtime/HttpResponseParser.h"
#include "runtime/Transport.h"
#include "sandbox/SandboxContext.h"
#include "store/Store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QLocale>
#include <QScopeGuard>
#include <QThread>
#include <QUrl>

#include <algorithm>

namespace shadowbox {

namespace {

// An empty file whose presence says a change is under way (SandboxGateway::mocksUnsavedOf,
// policyUnsavedOf): found by another process, it was cut short.
Status markUnderWay(const QString &path)
{
    QFile mark(path);
    if (!mark.open(QIODevice::WriteOnly))
        return Error::make(Error::Kind::Io,
                           GatewayMocks::tr("Cannot write %1: %2.").arg(mark.fileName(), mark.errorString()));
    return {};
}
constexpr int kAdminTimeoutMs = 10'000;
// The gateway's own answers: its journal (5,000 entries, 8 MiB of bodies) and its stubs.
constexpr qsizetype kAdminAnswerLimit = 256 * 1024 * 1024;
// The gateway reads its policy file ten times a second.
constexpr int kPolicyTimeoutMs = 5'000;

// A mock server's answer is the sandbox's word: it is read up to this size, and no further.
constexpr qsizetype kMockServerAnswerLimit = 8 * 1024 * 1024;
// How long a mock server of the user's gets to say which hosts its stubs name.
constexpr int kMockServerTimeoutMs = 3'000;
// The most host names taken from a mock server's own stubs.
constexpr qsizetype kMockServerHosts = 64;

// The hosts the stubs name, each once.
QStringList hostsOf(const QJsonArray &stubs)
{
    QStringList hosts;
    for (const QJsonValue &stub : stubs) {
        if (const QString host = SandboxGateway::stubHost(stub.toObject()); !host.isEmpty() && !hosts.contains(host))
            hosts << host;
    }
    return hosts;
}

struct Answer {
    int status = 0;
    QByteArray body;
};

// Sends one HTTP/1.1 request on `connection` and reads the whole answer, its body up to `limit`
// bytes, until `deadline` (`timeoutMs` after the call began). Why not, as a clause for a sentence
// of the caller's.
Result<Answer> exchange(Connection &connection, const QByteArray &method, const QByteArray &target,
                        const QByteArray &body, QDeadlineTimer deadline, int timeoutMs, qsizetype limit)
{
    QByteArray wire = method + ' ' + target + " HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n";
    if (!body.isEmpty() || method == "POST" || method == "PUT")
        wire += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
    wire += "\r\n" + body;
    if (Status s = connection.write(wire, deadline); !s)
        return s.error();
    Answer answer;
    bool tooLarge = false;
    HttpResponseParser parser([&](const char *data, size_t size) {
        if (answer.body.size() + qsizetype(size) > limit)
            tooLarge = true;
        else
            answer.body.append(data, qsizetype(size));
    });
    while (!parser.done()) {
        if (deadline.hasExpired())
            return Error::make(Error::Kind::Engine,
                               GatewayMocks::tr("no answer within %1 seconds").arg(timeoutMs / 1000.0));
        bool eof = false;
        auto data = connection.read(deadline, &eof);
        if (!data)
            return data.error();
        if (Status s = parser.feed(*data); !s)
            return s.error();
        if (tooLarge)
            return Error::make(Error::Kind::Engine,
                               GatewayMocks::tr("an answer larger than %1 MiB").arg(limit / (1024 * 1024)));
        if (eof) {
            if (Status s = parser.finish(); !s)
                return s.error();
            break;
        }
    }
    answer.status = parser.status();
    return answer;
}
} // namespace

GatewayMocks::GatewayMocks(const SandboxContext &context)
    : m_context(context)
{
}

Status GatewayMocks::usable(const SandboxRecord &record) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return Error::make(Error::Kind::InvalidInput,
                           tr("Sandbox \"%1\" has no network gateway (it was made with no network, or by an "
                              "earlier Shadowbox), so it cannot have mocks. Create a new sandbox with the gateway "
                              "(its forks have no gateway either).")
                               .arg(record.name));
    // Creating: the mocks file it is made with, loaded once its gateway runs.
    if (record.state != SandboxState::Running && record.state != SandboxState::Creating)
        return Error::make(Error::Kind::InvalidInput, tr("Sandbox \"%1\" is %2: start it to change or read its mocks.")
                                                          .arg(record.name, stateLabel(record.state)));
    return {};
}

Result<QJsonDocument> GatewayMocks::call(const SandboxRecord &record, const QByteArray &method,
                                         const QByteArray &target, const QByteArray &body) const
{
    if (Status ok = usable(record); !ok)
        return ok.error();
    const QString socket = SandboxGateway(m_context).adminSocketOf(record.id);
    auto endpoint = EngineEndpoint::parse(QStringLiteral("unix://") + socket);
    if (!endpoint)
        return endpoint.error();
    const QDeadlineTimer deadline(kAdminTimeoutMs);
    auto connection = Transport::forEndpoint(*endpoint)->open(deadline);
    auto unreachable = [&](const QString &why) {
        return Error::make(Error::Kind::Engine,
                           tr("The network gateway of sandbox \"%1\" does not answer on %2 (%3). Restart the "
                              "sandbox.")
                               .arg(record.name, socket, why));
    };
    if (!connection)
        return unreachable(connection.error().message);
    auto exchanged = exchange(**connection, method, target, body, deadline, kAdminTimeoutMs, kAdminAnswerLimit);
    if (!exchanged)
        return unreachable(exchanged.error().message);
    const QJsonDocument answer = QJsonDocument::fromJson(exchanged->body);
    if (exchanged->status / 100 != 2) {
        // The gateway's own sentence: {"errors": [{"title": "…"}]}.
        const QString why = answer.object()
                                .value(QLatin1String("errors"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QLatin1String("title"))
                                .toString();
        return Error::make(exchanged->status == 404 ? Error::Kind::NotFound : Error::Kind::InvalidInput,
                           why.isEmpty() ? tr("The gateway refused %1 %2 (HTTP %3).")
                                               .arg(QString::fromLatin1(method), QString::fromUtf8(target))
                                               .arg(exchanged->status)
                                         : why);
    }
    return answer;
}

Result<QJsonDocument> GatewayMocks::callMockServer(const QString &socket, const MockServer &server,
                                                   const QByteArray &method, const QByteArray &target,
                                                   const QByteArray &body)
{
    auto unreachable = [&](const QString &why) {
        return Error::make(Error::Kind::Engine,
                           tr("%1 does not answer as WireMock's admin API does (%2).").arg(server.text(), why));
    };
    if (!QFileInfo::exists(socket))
        return unreachable(tr("the sandbox's gateway was made by an earlier Shadowbox, which cannot reach it"));
    auto endpoint = EngineEndpoint::parse(QStringLiteral("unix://") + socket);
    if (!endpoint)
        return endpoint.error();
    const QDeadlineTimer deadline(kMockServerTimeoutMs);
    auto connection = Transport::forEndpoint(*endpoint)->open(deadline);
    if (!connection)
        return unreachable(connection.error().message);
    // The preview socket's handshake: a line naming the address and port, a line in answer.
    if (Status s = (*connection)->write(PreviewForwarder::handshake(quint16(server.port), server.address), deadline);
        !s)
        return unreachable(s.error().message);
    QByteArray line;
    while (!line.contains('\n')) {
        bool eof = false;
        auto data = (*connection)->read(deadline, &eof);
        if (!data)
            return unreachable(data.error().message);
        line += *data;
        if (line.size() > 4096 || (eof && !line.contains('\n')) || deadline.hasExpired())
            return unreachable(tr("the gateway did not say whether it reached it"));
    }
    if (const QString why = PreviewForwarder::refusal(line.left(line.indexOf('\n'))); !why.isEmpty())
        return unreachable(why);
    auto exchanged =
        exchange(**connection, method, target, body, deadline, kMockServerTimeoutMs, kMockServerAnswerLimit);
    if (!exchanged)
        return unreachable(exchanged.error().message);
    QJsonParseError error;
    const QJsonDocument answer = QJsonDocument::fromJson(exchanged->body, &error);
    const QString call = QString::fromLatin1(method) + u' ' + QString::fromUtf8(target);
    if (exchanged->status / 100 == 4 && method != "GET") {
        // WireMock says why it refused a stub: {"errors": [{"title": "...", "detail": "..."}]}.
        // Its words are the sandbox's: shown without control characters, and not at length.
        const QJsonObject first = answer.object().value(QLatin1String("errors")).toArray().first().toObject();
        QString why = first.value(QLatin1String("title")).toString();
        if (const QString detail = first.value(QLatin1String("detail")).toString(); !detail.isEmpty())
            why += QStringLiteral(": ") + detail;
        if (why.isEmpty())
            why =
                exchanged->status == 404 ? tr("it has no such stub (HTTP 404)") : tr("HTTP %1").arg(exchanged->status);
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 refused %2: %3.").arg(server.text(), call, Format::visible(why.left(300))));
    }
    if (exchanged->status / 100 != 2)
        return unreachable(tr("HTTP %1 to %2").arg(exchanged->status).arg(call));
    // A stub removed is answered with nothing at all.
    if (method == "DELETE" && exchanged->body.trimmed().isEmpty())
        return QJsonDocument();
    if (error.error != QJsonParseError::NoError)
        return unreachable(tr("its answer to %1 is not JSON").arg(QString::fromUtf8(target)));
    return answer;
}

Result<QStringList> GatewayMocks::mockServerHosts(const QString &socket, const MockServer &server)
{
    auto answer = callMockServer(socket, server, "GET", "/__admin/mappings");
    if (!answer)
        return answer.error();
    // What the server says is the sandbox's word: only names that can be mocked, and not too many.
    QStringList hosts;
    const QStringList named = hostsOf(answer->object().value(QLatin1String("mappings")).toArray());
    for (const QString &host : named) {
        if (SandboxGateway::hostNameProblem(host).isEmpty() && hosts.size() < kMockServerHosts)
            hosts << host;
    }
    return hosts;
}

Result<QJsonDocument> GatewayMocks::callServer(const SandboxRecord &record, const QByteArray &method,
                                               const QByteArray &target, const QByteArray &body) const
{
    if (!record.networkMockServer)
        return Error::make(Error::Kind::InvalidInput,
                           tr("Sandbox \"%1\" has no mock server of its own: its gateway answers the mocked hosts "
                              "from the stubs Shadowbox keeps (shadowbox mocks list %1).")
                               .arg(record.name));
    if (record.state != SandboxState::Running)
        return Error::make(Error::Kind::InvalidInput,
                           tr("Sandbox \"%1\" is %2: start it to reach %3 and its stubs.")
                               .arg(record.name, stateLabel(record.state).toLower(), record.networkMockServer->text()));
    return callMockServer(SandboxGateway(m_context).previewSocketOf(record.id), *record.networkMockServer, method,
                          target, body);
}

Result<QJsonArray> GatewayMocks::serverStubs(const SandboxRecord &record) const
{
    auto answer = callServer(record, "GET", "/__admin/mappings");
    if (!answer)
        return answer.error();
    return answer->object().value(QLatin1String("mappings")).toArray();
}

Result<QJsonObject> GatewayMocks::exportServerMappings(const SandboxRecord &record) const
{
    auto stubs = serverStubs(record);
    if (!stubs)
        return stubs.error();
    return QJsonObject{{QStringLiteral("mappings"), *stubs}};
}

Result<QJsonArray> GatewayMocks::addServerStubs(const SandboxRecord &record, const QByteArray &json,
                                                QStringList *notes) const
{
    auto read = stubsIn(json, notes);
    if (!read)
        return read.error();
    for (qsizetype i = 0; i < read->stubs.size(); ++i) {
        if (!read->stubs.at(i).isObject())
            return Error::make(Error::Kind::InvalidInput,
                               tr("Stub %1 of %2 is not a JSON object.").arg(i + 1).arg(read->stubs.size()));
    }
    // One stub at a time, as WireMock's own import is no promise of all or nothing; one refused
    // takes back those added before it.
    QJsonArray added;
    for (const QJsonValue &stub : std::as_const(read->stubs)) {
        auto answer = callServer(record, "POST", "/__admin/mappings",
                                 QJsonDocument(stub.toObject()).toJson(QJsonDocument::Compact));
        if (!answer || !answer->isObject()) {
            for (const QJsonValue &undo : std::as_const(added))
                (void)callServer(record, "DELETE",
                                 serverStubTarget(undo.toObject().value(QLatin1String("id")).toString()));
            if (!answer)
                return answer.error();
            return Error::make(Error::Kind::Engine,
                               tr("%1 did not answer the stub it was given.").arg(record.networkMockServer->text()));
        }
        added.append(answer->object());
    }
    if (Status widened = widenServerHosts(record, added, notes); !widened)
        return widened.error();
    return added;
}

Result<QJsonObject> GatewayMocks::updateServerStub(const SandboxRecord &record, const QString &stubId,
                                                   const QByteArray &json, QStringList *notes) const
{
    if (Status id = stubIdProblem(stubId); !id)
        return id.error();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return Error::make(
            Error::Kind::InvalidInput,
            tr("A stub is one JSON object: %1 at byte %2.").arg(parseError.errorString()).arg(parseError.offset));
    QJsonObject stub = doc.object();
    stub.insert(QLatin1String("id"), stubId);
    stub.remove(QLatin1String("uuid"));
    auto answer =
        callServer(record, "PUT", serverStubTarget(stubId), QJsonDocument(stub).toJson(QJsonDocument::Compact));
    if (!answer)
        return answer.error();
    if (Status widened = widenServerHosts(record, QJsonArray{answer->object()}, notes); !widened)
        return widened.error();
    return answer->object();
}

Status GatewayMocks::removeServerStub(const SandboxRecord &record, const QString &stubId) const
{
    if (Status id = stubIdProblem(stubId); !id)
        return id;
    auto answer = callServer(record, "DELETE", serverStubTarget(stubId));
    return answer ? Status() : Status(answer.error());
}

QByteArray GatewayMocks::serverStubTarget(const QString &stubId)
{
    // The id may come from the server's own list: it goes into the request line encoded.
    return "/__admin/mappings/" + QUrl::toPercentEncoding(stubId);
}

Status GatewayMocks::widenServerHosts(const SandboxRecord &record, const QJsonArray &stubs, QStringList *notes) const
{
    auto now = m_context.find(record.id);
    if (!now)
        return now.error();
    if (!now->networkMockServer)
        return {};
    bool unknown = false;
    for (const QString &host : hostsOf(stubs))
        unknown = unknown ||
                  (SandboxGateway::hostNameProblem(host).isEmpty() && !now->networkMockServer->hosts.contains(host));
    if (!unknown)
        return {};
    // Asked for its stubs' hosts, as when it was set: the server the stubs went to, if it is still
    // the sandbox's once the policy is this process's to change.
    PolicyChange change;
    change.askServerAgain = record.networkMockServer;
    auto changed = changePolicy(*now, change, notes);
    return changed ? Status() : Status(changed.error());
}

Result<QJsonArray> GatewayMocks::list(const SandboxRecord &record) const
{
    // A stopped sandbox's mocks are read from the database, where its gateway loads them from.
    if (record.networkMode == NetworkMode::Gateway && record.state == SandboxState::Stopped) {
        auto kept = m_context.store().currentMockSet(record.id).result();
        if (!kept)
            return kept.error();
        if (kept->id > 0)
            return QJsonDocument::fromJson(kept->mappings).object().value(QLatin1String("mappings")).toArray();
    }
    auto answer = call(record, "GET", "/__admin/mappings");
    if (!answer)
        return answer.error();
    return answer->object().value(QLatin1String("mappings")).toArray();
}

Status GatewayMocks::giveHosts(const SandboxRecord &record, const QStringList &hosts, const QJsonArray *stubsNow,
                               bool onlyCheck) const
{
    if (hosts.isEmpty())
        return {};
    // Asked only when every address is taken: the hosts of the stubs (those the gateway answers
    // with, or `stubsNow`) and the names the sandbox's mock server answers.
    const auto inUse = [this, &record, stubsNow]() -> Result<QSet<QString>> {
        auto stubs = stubsNow ? Result<QJsonArray>(*stubsNow) : list(record);
        if (!stubs)
            return stubs.error();
        const QStringList named = hostsOf(*stubs);
        QSet<QString> names(named.cbegin(), named.cend());
        auto now = m_context.find(record.id);
        if (!now)
            return now.error();
        if (now->networkMockServer) {
            for (const QString &host : std::as_const(now->networkMockServer->hosts))
                names.insert(host.toLower());
        }
        return names;
    };
    auto given = SandboxGateway(m_context).addMockedHosts(record, hosts, inUse, onlyCheck);
    return given ? Status() : Status(given.error());
}

Result<FileLock> GatewayMocks::lockMocks(const SandboxRecord &record) const
{
    return FileLock::lock(SandboxGateway(m_context).mocksLockOf(record.id), QDeadlineTimer(kAdminTimeoutMs));
}

Status GatewayMocks::remember(const SandboxRecord &record) const
{
    auto stubs = list(record);
    if (!stubs)
        return stubs.error();
    const QByteArray mappings =
        QJsonDocument(QJsonObject{{QStringLiteral("mappings"), *stubs}}).toJson(QJsonDocument::Compact);
    auto current = m_context.store().currentMockSet(record.id).result();
    if (!current)
        return current.error();
    if (current->id > 0 && current->mappings == mappings)
        return {}; // kept already
    if (auto kept = m_context.store().addMockSet(record.id, mappings).result(); !kept)
        return kept.error();
    return {};
}

Status GatewayMocks::changeKept(const SandboxRecord &record, const std::function<Status()> &change) const
{
    if (Status ok = usable(record); !ok)
        return ok;
    // Changed and kept as one step: two processes changing them at once keep what both did.
    auto lock = lockMocks(record);
    if (!lock)
        return lock.error();
    if (Status marked = markUnderWay(SandboxGateway(m_context).mocksUnsavedOf(record.id)); !marked)
        return marked;
    const Status changed = change();
    // Kept whether it worked or not: the database follows the gateway (which may have changed
    // before an error), and catches up with a change an earlier process was killed in.
    const Status kept = keepAndClear(record);
    return changed ? kept : changed;
}

Status GatewayMocks::keepAndClear(const SandboxRecord &record) const
{
    if (Status kept = remember(record); !kept)
        return kept; // the mark stays: the next change, or the gateway's next start, keeps them
    const QString mark = SandboxGateway(m_context).mocksUnsavedOf(record.id);
    if (QFile::exists(mark) && !QFile::remove(mark))
        return Error::make(Error::Kind::Io, tr("Cannot remove %1.").arg(mark));
    return {};
}

Status GatewayMocks::catchUp(const SandboxRecord &record) const
{
    if (!QFile::exists(SandboxGateway(m_context).mocksUnsavedOf(record.id)))
        return {};
    if (Status ok = usable(record); !ok)
        return ok;
    auto lock = lockMocks(record);
    if (!lock)
        return lock.error();
    return keepAndClear(record);
}

Result<QJsonArray> GatewayMocks::add(const SandboxRecord &record, const QByteArray &json, QStringList *notes) const
{
    QJsonArray added;
    const Status done = changeKept(record, [&]() -> Status {
        auto stored = addLocked(record, json, notes);
        if (!stored)
            return stored.error();
        added = *stored;
        return {};
    });
    if (!done)
        return done.error();
    return added;
}

Result<GatewayMocks::Stubs> GatewayMocks::stubsIn(const QByteArray &json, QStringList *notes)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return Error::make(
            Error::Kind::InvalidInput,
            tr("The mocks are not valid JSON: %1 at byte %2.").arg(parseError.errorString()).arg(parseError.offset));
    Stubs read;
    if (doc.isObject() && HarImport::isHar(doc.object())) {
        auto fromHar = HarImport::stubs(doc.object(), notes);
        if (!fromHar)
            return fromHar.error();
        read.stubs = *fromHar;
        read.form = Stubs::Har;
    } else if (doc.isArray()) {
        read.stubs = doc.array();
        read.form = Stubs::List;
    } else if (doc.object().contains(QLatin1String("mappings"))) {
        // (Not a list: the receiver names what is wrong.)
        const QJsonValue mappings = doc.object().value(QLatin1String("mappings"));
        read.stubs = mappings.isArray() ? mappings.toArray() : QJsonArray{doc.object()};
        read.form = Stubs::Mappings;
    } else {
        read.stubs.append(doc.object());
    }
    if (read.stubs.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("The file holds no stubs."));
    return read;
}

Result<QJsonArray> GatewayMocks::addLocked(const SandboxRecord &record, const QByteArray &json,
                                           QStringList *notes) const
{
    auto read = stubsIn(json, notes);
    if (!read)
        return read.error();
    const QStringList hosts = hostsOf(read->stubs);
    // The text goes to the gateway as written (Qt's JSON would sort every object's keys); it
    // checks every stub before it keeps any, gives each its id, and keeps them in its folder.
    const QByteArray text = json.trimmed();
    const QByteArray import =
        read->form == Stubs::Har
            ? QJsonDocument(QJsonObject{{QStringLiteral("mappings"), read->stubs}}).toJson(QJsonDocument::Compact)
        : read->form == Stubs::List ? "{\"mappings\":" + text + '}'
        : read->form == Stubs::One  ? "{\"mappings\":[" + text + "]}"
                                    : text;
    // A sandbox with no address left for their names gets none of the stubs.
    if (Status room = giveHosts(record, hosts, nullptr, true); !room)
        return room.error();
    auto imported = call(record, "POST", "/__admin/mappings/import", import);
    if (!imported)
        return imported.error();
    if (Status given = giveHosts(record, hosts); !given)
        return given.error();
    return imported->object().value(QLatin1String("mappings")).toArray();
}

Status GatewayMocks::stubIdProblem(const QString &stubId)
{
    if (stubId.isEmpty() || stubId.contains(u'/') || stubId.contains(u'.'))
        return Error::make(Error::Kind::InvalidInput, tr("\"%1\" is not a stub id.").arg(stubId));
    return {};
}

Status GatewayMocks::remove(const SandboxRecord &record, const QString &stubId) const
{
    if (Status id = stubIdProblem(stubId); !id)
        return id;
    return changeKept(record, [&]() -> Status {
        auto removed = call(record, "DELETE", "/__admin/mappings/" + stubId.toUtf8());
        return removed ? Status() : Status(removed.error());
    });
}

Result<QJsonObject> GatewayMocks::update(const SandboxRecord &record, const QString &stubId,
                                         const QByteArray &json) const
{
    if (Status id = stubIdProblem(stubId); !id)
        return id.error();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject() || doc.object().contains(QLatin1String("mappings")))
        return Error::make(
            Error::Kind::InvalidInput,
            doc.isNull()
                ? tr("The stub is not valid JSON: %1 at byte %2.").arg(parseError.errorString()).arg(parseError.offset)
                : tr("A stub is one JSON object with \"request\" and \"response\"."));
    // A sandbox with no address left for its host's name keeps the stub as it was.
    const QStringList hosts = hostsOf(QJsonArray{doc.object()});
    if (Status room = giveHosts(record, hosts, nullptr, true); !room)
        return room.error();
    QJsonObject stored;
    const Status done = changeKept(record, [&]() -> Status {
        auto answer = call(record, "PUT", "/__admin/mappings/" + stubId.toUtf8(), json.trimmed());
        if (!answer)
            return answer.error();
        stored = answer->object();
        return {};
    });
    if (!done)
        return done.error();
    if (Status given = giveHosts(record, hosts); !given)
        return given.error();
    return stored;
}

Result<int> GatewayMocks::restore(const SandboxRecord &record, const MockSet &set) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return 0;
    const QJsonArray stubs = QJsonDocument::fromJson(set.mappings).object().value(QLatin1String("mappings")).toArray();
    auto lock = lockMocks(record);
    if (!lock)
        return lock.error();
    // The database first: a gateway that is not running, or does not answer now, loads them from
    // there when it starts.
    auto current = m_context.store().currentMockSet(record.id).result();
    if (!current)
        return current.error();
    if (current->mappings != set.mappings) {
        if (auto kept = m_context.store().addMockSet(record.id, set.mappings).result(); !kept)
            return kept.error();
    }
    // The database is right now, whatever change was cut short before: the gateway's file must
    // not win over it at the next start.
    QFile::remove(SandboxGateway(m_context).mocksUnsavedOf(record.id));
    // The hosts they name resolve to the gateway (there already, unless the set came from
    // elsewhere or their names gave their addresses back since).
    if (Status given = giveHosts(record, hostsOf(stubs), &stubs); !given)
        return given.error();
    // Creating: a fork, whose gateway runs already.
    if (record.state != SandboxState::Running && record.state != SandboxState::Creating)
        return int(stubs.size());
    const QByteArray import =
        QJsonDocument(QJsonObject{{QStringLiteral("mappings"), stubs},
                                  {QStringLiteral("importOptions"),
                                   QJsonObject{{QStringLiteral("duplicatePolicy"), QStringLiteral("OVERWRITE")},
                                               {QStringLiteral("deleteAllNotInImport"), true}}}})
            .toJson(QJsonDocument::Compact);
    if (auto imported = call(record, "POST", "/__admin/mappings/import", import); !imported)
        return imported.error();
    return int(stubs.size());
}

Result<QJsonObject> GatewayMocks::exportMappings(const SandboxRecord &record) const
{
    auto stubs = list(record);
    if (!stubs)
        return stubs.error();
    return QJsonObject{{QStringLiteral("mappings"), *stubs}};
}

Result<QJsonArray> GatewayMocks::log(const SandboxRecord &record, int limit, ServerNearMisses *cache,
                                     const QJsonArray *serverStubs) const
{
    auto answer = call(record, "GET", "/__admin/requests?limit=" + QByteArray::number(qMax(1, limit)));
    if (!answer)
        return answer.error();
    const QJsonArray entries = answer->object().value(QLatin1String("requests")).toArray();
    if (!record.networkMockServer)
        return entries;
    // The server is asked only when it left a request unanswered; one that cannot say (no WireMock)
    // leaves the log as the gateway has it.
    QCryptographicHash key(QCryptographicHash::Sha256);
    bool unanswered = false;
    for (const QJsonValue &entry : entries) {
        if (!servedUnmatched(entry.toObject()))
            continue;
        unanswered = true;
        key.addData(entry[QLatin1String("id")].toString().toUtf8());
        key.addData(QByteArrayView("\n", 1));
    }
    if (!unanswered)
        return entries;
    key.addData((record.networkMockServer->address + u':' + QString::number(record.networkMockServer->port)).toUtf8());
    if (serverStubs)
        key.addData(QJsonDocument(*serverStubs).toJson(QJsonDocument::Compact));
    const QByteArray asked = key.result();
    if (cache) {
        std::lock_guard guard(cache->m_lock);
        if (cache->m_key == asked)
            return withServerNearMisses(entries, cache->m_nearMisses);
    }
    auto misses = callServer(record, "GET", "/__admin/requests/unmatched/near-misses");
    const QJsonArray nearMisses = misses ? misses->object().value(QLatin1String("nearMisses")).toArray() : QJsonArray();
    if (cache) {
        std::lock_guard guard(cache->m_lock);
        ++cache->m_asked;
        // A server that could not say is asked again next time.
        cache->m_key = misses ? asked : QByteArray();
        cache->m_nearMisses = nearMisses;
    }
    return misses ? withServerNearMisses(entries, nearMisses) : entries;
}

bool GatewayMocks::servedUnmatched(const QJsonObject &entry)
{
    const QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
    return ours.value(QLatin1String("outcome")).toString() == QLatin1String("unmatched") &&
           ours.value(QLatin1String("nearMisses")).toArray().isEmpty() &&
           ours.value(QLatin1String("detail")).toString().startsWith(QLatin1String("answered by "));
}

QString GatewayMocks::nearestStubOf(const QJsonObject &entry)
{
    const QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
    if (ours.value(QLatin1String("outcome")).toString() != QLatin1String("unmatched"))
        return QString();
    return nearMissName(ours.value(QLatin1String("nearMisses")).toArray().first().toObject());
}

QString GatewayMocks::nearMissName(const QJsonObject &miss)
{
    const QString name = miss.value(QLatin1String("name")).toString();
    return name.isEmpty() ? miss.value(QLatin1String("stubId")).toString().left(8) : name;
}

QJsonArray GatewayMocks::withServerNearMisses(QJsonArray log, const QJsonArray &nearMisses)
{
    constexpr qsizetype kShown = 3; // as many as the gateway names
    for (qsizetype i = 0; i < log.size(); ++i) {
        QJsonObject entry = log.at(i).toObject();
        if (!servedUnmatched(entry))
            continue;
        QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
        const QJsonObject request = entry.value(QLatin1String("request")).toObject();
        QList<QJsonObject> found;
        for (const QJsonValue &value : nearMisses) {
            const QJsonObject miss = value.toObject();
            const QJsonObject asked = miss.value(QLatin1String("request")).toObject();
            if (asked.value(QLatin1String("method")) != request.value(QLatin1String("method")) ||
                asked.value(QLatin1String("url")) != request.value(QLatin1String("url")) ||
                asked.value(QLatin1String("host"))
                        .toString()
                        .compare(ours.value(QLatin1String("host")).toString(), Qt::CaseInsensitive) != 0)
                continue;
            const QJsonObject stub = miss.value(QLatin1String("stubMapping")).toObject();
            const QString id = Format::visible(stub.value(QLatin1String("id")).toString().left(64));
            if (std::any_of(found.cbegin(), found.cend(),
                            [&id](const QJsonObject &f) { return f.value(QLatin1String("stubId")).toString() == id; }))
                continue;
            const double distance =
                miss.value(QLatin1String("matchResult")).toObject().value(QLatin1String("distance")).toDouble(1.0);
            found << QJsonObject{
                {QStringLiteral("stubId"), id},
                {QStringLiteral("name"), Format::visible(stub.value(QLatin1String("name")).toString().left(200))},
                {QStringLiteral("distance"), distance},
                {QStringLiteral("misses"),
                 QJsonArray{tr("distance %1, as the server measures it").arg(QString::number(distance, 'f', 2))}}};
        }
        if (found.isEmpty())
            continue;
        std::stable_sort(found.begin(), found.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value(QLatin1String("distance")).toDouble() < b.value(QLatin1String("distance")).toDouble();
        });
        QJsonArray nearest;
        for (qsizetype n = 0; n < qMin(kShown, found.size()); ++n)
            nearest.append(found.at(n));
        ours.insert(QLatin1String("nearMisses"), nearest);
        entry.insert(QLatin1String("shadowbox"), ours);
        log.replace(i, entry);
    }
    return log;
}

Result<QJsonArray> GatewayMocks::recordings(const SandboxRecord &record) const
{
    auto answer = call(record, "GET", "/__admin/recordings");
    if (!answer)
        return answer.error();
    return answer->object().value(QLatin1String("recordings")).toArray();
}

Result<QJsonArray> GatewayMocks::stubsFromRecordings(const SandboxRecord &record, const QString &host, bool keep) const
{
    QJsonObject options{{QStringLiteral("persist"), keep}};
    if (!host.isEmpty())
        options.insert(QStringLiteral("filters"),
                       QJsonObject{{QStringLiteral("host"), QJsonObject{{QStringLiteral("equalTo"), host.toLower()}}}});
    const QByteArray body = QJsonDocument(options).toJson(QJsonDocument::Compact);
    if (!keep) {
        auto shown = call(record, "POST", "/__admin/recordings/snapshot", body);
        if (!shown)
            return shown.error();
        return shown->object().value(QLatin1String("mappings")).toArray();
    }
    QJsonArray made;
    const Status changed = changeKept(record, [&]() -> Status {
        auto taken = call(record, "POST", "/__admin/recordings/snapshot", body);
        if (!taken)
            return taken.error();
        made = taken->object().value(QLatin1String("mappings")).toArray();
        // The hosts get their names in the sandbox's /etc/hosts, as any mocked host does.
        return giveHosts(record, hostsOf(made));
    });
    if (!changed)
        return changed.error();
    return made;
}

Result<GatewayMocks::InForce> GatewayMocks::inForce(const SandboxRecord &record) const
{
    auto answer = call(record, "GET", "/__shadowbox/policy");
    if (!answer)
        return answer.error();
    const QJsonObject said = answer->object();
    const auto policy = networkPolicyFromName(said.value(QLatin1String("policy")).toString());
    if (!policy)
        return Error::make(Error::Kind::Engine,
                           tr("The network gateway of sandbox \"%1\" names a policy Shadowbox does not know (\"%2\").")
                               .arg(record.name, said.value(QLatin1String("policy")).toString()));
    return InForce{*policy,
                   allowRulesFromJson(said.value(QLatin1String("allow")).toArray()),
                   said.value(QLatin1String("egress")).toBool(),
                   said.value(QLatin1String("record")).toBool(),
                   said.value(QLatin1String("problem")).toString(),
                   MockServer::fromJson(said.value(QLatin1String("mockServer")).toObject()),
                   said.value(QLatin1String("mockServers")).toBool()};
}

Result<NetworkPolicy> GatewayMocks::policyInForce(const SandboxRecord &record, QString *problem) const
{
    auto now = inForce(record);
    if (!now)
        return now.error();
    if (problem)
        *problem = now->problem;
    return now->policy;
}

Result<SandboxRecord> GatewayMocks::setPolicy(const SandboxRecord &record, NetworkPolicy policy) const
{
    PolicyChange change;
    change.policy = policy;
    return changePolicy(record, change);
}

Result<SandboxRecord> GatewayMocks::changePolicy(const SandboxRecord &given, const PolicyChange &change,
                                                 QStringList *notes) const
{
    if (given.networkMode != NetworkMode::Gateway) {
        if (change.policy.value_or(NetworkPolicy::None) == NetworkPolicy::None && change.add.isEmpty() &&
            change.record.isEmpty())
            return given;
        return Error::make(
            Error::Kind::InvalidInput,
            tr("Sandbox \"%1\" has no network gateway (it was made with no network, or by an earlier "
               "Shadowbox), so its network stays none. Create a sandbox with the gateway for %2.")
                .arg(given.name, change.policy ? networkPolicyName(*change.policy) : tr("an allowlist")));
    }
    if (!given.isActive())
        return Error::make(
            Error::Kind::InvalidInput,
            tr("Sandbox \"%1\" is %2: it has no network to change.").arg(given.name, stateLabel(given.state)));
    for (const AllowRule &rule : change.add) {
        if (const QString why = AllowList::ruleProblem(rule); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
    }
    const SandboxGateway gateway(m_context);
    // Two processes changing it at once: the files and the database end with the same one, and an
    // edit of the rules starts from the ones the other process saved. The other may be waiting for
    // a mock server it started to take connections.
    auto lock = FileLock::lock(gateway.policyLockOf(given.id), QDeadlineTimer(SandboxGateway::kPolicyLockWaitMs));
    if (!lock)
        return lock.error();
    auto fresh = m_context.find(given.id);
    if (!fresh)
        return fresh.error();
    SandboxRecord record = *fresh;
    const NetworkPolicy policy = change.policy.value_or(record.networkPolicy);
    const QList<AllowRule> allow = AllowList::recording(
        AllowList::recording(AllowList::edited(record.networkAllow, change.add, change.remove), change.record, true),
        change.stopRecording, false);
    const bool recording = std::any_of(allow.cbegin(), allow.cend(), [](const AllowRule &r) { return r.record; });
    std::optional<MockServer> mockServer = change.mockServer.value_or(record.networkMockServer);
    // The gateway keeps the address in one written form and names a server that has no name.
    const auto sameServer = [&mockServer](const std::optional<MockServer> &other) {
        return mockServer.has_value() == other.has_value() &&
               (!mockServer ||
                (QHostAddress(mockServer->address) == QHostAddress(other->address) && mockServer->port == other->port));
    };
    if (change.askServerAgain && !sameServer(change.askServerAgain)) {
        if (notes)
            *notes << (mockServer ? tr("%1 is not asked which hosts its stubs name: the mock server of sandbox "
                                       "\"%2\" is %3 now.")
                                        .arg(change.askServerAgain->text(), record.name, mockServer->text())
                                  : tr("%1 is not asked which hosts its stubs name: sandbox \"%2\" has no mock "
                                       "server of its own any more.")
                                        .arg(change.askServerAgain->text(), record.name));
        return record;
    }
    const bool running = record.state == SandboxState::Running;
    const CallOptions options = m_context.callOptions();
    const bool passing = SandboxGateway::letsHostsThrough(policy);
    // For as long as the change runs: should this process be killed before the database keeps
    // it, the next reconcile puts the database's policy back in force.
    // (The path is kept: `record` is moved into what this returns before the guard runs.)
    const QString unsavedPath = gateway.policyUnsavedOf(record.id);
    if (Status marked = markUnderWay(unsavedPath); !marked)
        return marked.error();
    const auto dropUnsaved = qScopeGuard([&unsavedPath] { QFile::remove(unsavedPath); });
    if (running && (passing || mockServer)) {
        // What the running gateway can do, asked once; everything it cannot is refused before
        // anything changes.
        auto now = inForce(record);
        if (!now)
            return now.error();
        if (passing && !now->egress)
            return Error::make(Error::Kind::InvalidInput,
                               tr("The network gateway of sandbox \"%1\" was made by an earlier Shadowbox and has "
                                  "no way out to the network, so it can only mock (mocks-only) or refuse (none). "
                                  "Fork the sandbox or create a new one for %2.")
                                   .arg(record.name, networkPolicyName(policy)));
        if (passing && recording && !now->records)
            return Error::make(Error::Kind::InvalidInput,
                               tr("The network gateway of sandbox \"%1\" was made by an earlier Shadowbox and "
                                  "cannot record: it passes the hosts it lets through unopened. Fork the sandbox or "
                                  "create a new one to record.")
                                   .arg(record.name));
        if (mockServer && !now->mockServers)
            return Error::make(Error::Kind::InvalidInput,
                               tr("The network gateway of sandbox \"%1\" was made by an earlier Shadowbox and "
                                  "cannot hand the mocked hosts to a mock server of your own. Fork the sandbox or "
                                  "create a new one for that.")
                                   .arg(record.name));
        // The way out first, so that the first connection the new policy lets through finds it.
        if (passing) {
            if (Status egress = gateway.startEgress(record, options); !egress)
                return egress.error();
        }
    }
    // The server Shadowbox runs, when it runs one, answers before the gateway hands it anything;
    // one it ran for the server before goes.
    if (running && change.mockServer) {
        if (Status server = gateway.applyMockServer(record, mockServer, options); !server) {
            // The one before runs again: a change that failed changes nothing.
            (void)gateway.applyMockServer(record, record.networkMockServer, options);
            return server.error();
        }
    }
    // A server set now that answers as WireMock does names the hosts of its own stubs: they are
    // mocked hosts too. One that does not (yet) keeps to the names it was given.
    if (running && ((change.mockServer && *change.mockServer) || change.askServerAgain)) {
        auto theirs = mockServerHosts(gateway.previewSocketOf(record.id), *mockServer);
        if (theirs) {
            for (const QString &host : std::as_const(*theirs)) {
                if (!mockServer->hosts.contains(host))
                    mockServer->hosts << host;
            }
        }
        if (notes)
            *notes << (!theirs ? tr("%1 Only the names given resolve to it; set it again once it runs to ask "
                                    "again.")
                                     .arg(theirs.errorMessage())
                       : theirs->isEmpty() ? tr("%1 says its own stubs name no host.").arg(mockServer->text())
                                           : tr("%1 says its own stubs name %2: they are mocked hosts too.")
                                                 .arg(mockServer->text(), QLocale().createSeparatedList(*theirs)));
    }
    // The names the mock server answers besides the stubs' resolve to the gateway before it
    // hands them to the server (after --off they meet the gateway's stubs, until their addresses
    // are needed for other names).
    if (mockServer) {
        if (Status given = giveHosts(record, mockServer->hosts); !given)
            return given.error();
    }
    if (Status written = gateway.writePolicy(record, policy, allow, mockServer); !written)
        return written.error();
    if (running) {
        QDeadlineTimer deadline(kPolicyTimeoutMs);
        for (;;) {
            auto now = inForce(record);
            if (!now)
                return now.error();
            if (now->policy == policy && now->allow == allow && sameServer(now->mockServer))
                break;
            if (deadline.hasExpired())
                return Error::make(
                    Error::Kind::Engine,
                    tr("The network gateway of sandbox \"%1\" still enforces %2 after %3 seconds%4. "
                       "Restart the sandbox.")
                        .arg(record.name, networkPolicyName(now->policy))
                        .arg(kPolicyTimeoutMs / 1000)
                        .arg(now->problem.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(now->problem)));
            QThread::msleep(20);
        }
    }
    // Nothing passes any more: stopping the egress side cuts the connections that did.
    if (!passing) {
        if (Status stopped = gateway.stopEgress(record, options); !stopped)
            return stopped.error();
    }
    if (Status saved = m_context.store().setNetworkPolicy(record.id, policy, allow, mockServer).result(); !saved)
        return saved.error();
    record.networkPolicy = policy;
    record.networkAllow = allow;
    record.networkMockServer = mockServer;
    return record;
}

} // namespace shadowbox
