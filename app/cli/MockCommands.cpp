#include "cli/CliSupport.h"

#include "core/Formatting.h"
#include "gateway/GatewayMocks.h"
#include "sandbox/SandboxManager.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace shadowbox::cli {

namespace {

QByteArray readAllOf(const QString &path, QString *error)
{
    if (path == QLatin1String("-")) {
        QByteArray all;
        char buffer[65536];
        size_t n = 0;
        while ((n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0)
            all.append(buffer, qsizetype(n));
        return all;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    return file.readAll();
}

// One line per stub: id, method, host, URL matcher, status.
QString stubLine(const QJsonObject &stub)
{
    const QJsonObject request = stub.value(QLatin1String("request")).toObject();
    QString url;
    for (const char *key : {"url", "urlPath", "urlPattern", "urlPathPattern", "urlPathTemplate"}) {
        if (request.contains(QLatin1String(key)))
            url = QLatin1String(key) + u' ' + request.value(QLatin1String(key)).toString();
    }
    const QJsonValue host = request.value(QLatin1String("host"));
    const QString hostText =
        host.isString() ? host.toString() : host.toObject().value(QLatin1String("equalTo")).toString();
    const QJsonObject response = stub.value(QLatin1String("response")).toObject();
    return Format::visible(QStringLiteral("%1  %2 %3 %4 → %5%6")
                               .arg(stub.value(QLatin1String("id")).toString().left(8),
                                    request.value(QLatin1String("method")).toString(QStringLiteral("ANY")),
                                    hostText.isEmpty() ? QStringLiteral("any host") : hostText,
                                    url.isEmpty() ? QStringLiteral("any URL") : url)
                               .arg(response.value(QLatin1String("status")).toInt(200))
                               .arg(stub.contains(QLatin1String("name"))
                                        ? QStringLiteral("  (%1)").arg(stub.value(QLatin1String("name")).toString())
                                        : QString())) +
           u'\n';
}

QString logLine(const QJsonObject &entry)
{
    const QJsonObject request = entry.value(QLatin1String("request")).toObject();
    const QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
    // An unmatched request names the stub that came nearest (the gateway's, or its mock server's).
    QString nearest;
    if (const QString stub = GatewayMocks::nearestStubOf(entry); !stub.isEmpty())
        nearest = CliText::tr("  (nearest: %1)").arg(stub);
    return Format::visible(QStringLiteral("%1  %2 %3 %4  %5%6")
                               .arg(request.value(QLatin1String("loggedDateString")).toString(),
                                    ours.value(QLatin1String("outcome")).toString(),
                                    request.value(QLatin1String("method")).toString(),
                                    request.value(QLatin1String("absoluteUrl")).toString())
                               .arg(entry.value(QLatin1String("responseDefinition"))
                                        .toObject()
                                        .value(QLatin1String("status"))
                                        .toInt())
                               .arg(nearest)) +
           u'\n';
}

// One line per recorded exchange: id, method, URL, status, sizes.
QString recordedLine(const QJsonObject &exchange)
{
    const QString scheme = exchange.value(QLatin1String("scheme")).toString();
    const int port = exchange.value(QLatin1String("port")).toInt();
    const bool usualPort =
        (scheme == QLatin1String("https") && port == 443) || (scheme == QLatin1String("http") && port == 80);
    return QStringLiteral("%1  %2 %3://%4%5%6 → %7  (%8 → %9 bytes)\n")
        .arg(exchange.value(QLatin1String("id")).toString().left(8), exchange.value(QLatin1String("method")).toString(),
             scheme, exchange.value(QLatin1String("host")).toString(),
             usualPort ? QString() : u':' + QString::number(port), exchange.value(QLatin1String("url")).toString())
        .arg(exchange.value(QLatin1String("status")).toInt())
        .arg(exchange.value(QLatin1String("requestBodySize")).toInteger())
        .arg(exchange.value(QLatin1String("responseBodySize")).toInteger());
}

// `shadowbox mocks list|add|import|export|remove|log|recorded|keep-recorded`.
class MockCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args)
    {
        const QString sub = args.value(1);
        const QString text =
            tr("Usage: shadowbox mocks <command> SANDBOX ...\n"
               "\n"
               "  list SANDBOX               The stubs its gateway answers with, in the order it tries them\n"
               "  add SANDBOX JSON           Add a stub written in WireMock's format, e.g.\n"
               "                             '{\"request\":{\"host\":\"api.example.com\",\"urlPath\":\"/v1/x\"},\n"
               "                               \"response\":{\"status\":200,\"jsonBody\":{\"ok\":true}}}'\n"
               "  import SANDBOX FILE|-      Add the stubs of a WireMock mappings file ({\"mappings\": [...]}),\n"
               "                             or make them from a HAR recording (a browser's \"Save all as HAR\")\n"
               "  export SANDBOX             Print the stubs as a WireMock mappings file\n"
               "  remove SANDBOX ID          Remove a stub\n"
               "  list, add, import, export and remove take --server: then they are the stubs of the\n"
               "  sandbox's mock server (shadowbox network mock-server), through its admin API (WireMock's).\n"
               "  The server keeps those, not Shadowbox: a rollback does not bring them back, and they are\n"
               "  gone when its container is made again.\n"
               "  log SANDBOX [--limit N]    The requests the sandbox made, newest first: matched, unmatched\n"
               "                             (with the nearest stubs), refused\n"
               "  recorded SANDBOX           What was sent on to the hosts it records (shadowbox network record)\n"
               "                             and how they answered, since it last became stubs\n"
               "  keep-recorded SANDBOX [--host HOST] [--dry-run]\n"
               "                             Make stubs of what was recorded: each request's method, host and\n"
               "                             URL (a JSON body as equalToJson, ignoring array order and extra\n"
               "                             elements), answered as the host answered; a request repeated with\n"
               "                             other answers gives them in turn. --dry-run prints them only\n"
               "\n"
               "A stub that names a host (\"host\": \"api.example.com\") makes that name resolve, inside the\n"
               "sandbox, to an address of its own where the gateway answers HTTP (80) and HTTPS (443) with\n"
               "a certificate the sandbox trusts. Every other name resolves to nothing.\n");
        if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ||
            sub == QLatin1String("help")) {
            (sub.isEmpty() ? err(text) : out(text));
            return sub.isEmpty() ? int(Usage) : int(Ok);
        }
        static const QStringList known{QStringLiteral("list"),     QStringLiteral("add"),
                                       QStringLiteral("import"),   QStringLiteral("export"),
                                       QStringLiteral("remove"),   QStringLiteral("log"),
                                       QStringLiteral("recorded"), QStringLiteral("keep-recorded")};
        if (!known.contains(sub))
            return usage(tr("unknown mocks command \"%1\"; use %2.").arg(sub, known.join(QStringLiteral(", "))));
        QCommandLineParser p;
        p.addOption(jsonOption());
        const QCommandLineOption limit(QStringLiteral("limit"), tr("How many requests to show (default 50)."), tr("n"),
                                       QStringLiteral("50"));
        if (sub == QLatin1String("log"))
            p.addOption(limit);
        const QCommandLineOption hostOption(QStringLiteral("host"), tr("Only what was recorded of this host."),
                                            tr("host"));
        const QCommandLineOption dryRun(QStringLiteral("dry-run"), tr("Print the stubs without adding them."));
        if (sub == QLatin1String("keep-recorded")) {
            p.addOption(hostOption);
            p.addOption(dryRun);
        }
        const QCommandLineOption serverOption(
            QStringLiteral("server"), tr("The stubs of the sandbox's mock server, as it says, not its gateway's."));
        const bool serverCommand = sub == QLatin1String("list") || sub == QLatin1String("add") ||
                                   sub == QLatin1String("import") || sub == QLatin1String("export") ||
                                   sub == QLatin1String("remove");
        if (serverCommand)
            p.addOption(serverOption);
        int code = Ok;
        if (!parse(p, args.mid(1), QStringLiteral("mocks %1 SANDBOX").arg(sub), text, &code))
            return code;
        const QStringList positional = p.positionalArguments();
        const bool needsArgument =
            sub == QLatin1String("add") || sub == QLatin1String("import") || sub == QLatin1String("remove");
        if (positional.size() != (needsArgument ? 2 : 1))
            return usage(needsArgument ? tr("`shadowbox mocks %1` takes a sandbox and one more argument.").arg(sub)
                                       : tr("`shadowbox mocks %1` takes one sandbox.").arg(sub));
        QByteArray input;
        if (sub == QLatin1String("add")) {
            input = positional.at(1).toUtf8();
        } else if (sub == QLatin1String("import")) {
            QString why;
            input = readAllOf(positional.at(1), &why);
            if (!why.isEmpty())
                return usage(tr("cannot read %1: %2.").arg(positional.at(1), why));
        }
        Runner runner(true);
        return runner.exec([&] {
            const SandboxContext &context = runner.session().manager()->context();
            auto record = context.find(positional.first());
            if (!record)
                return fail(record.error());
            const GatewayMocks mocks(context);
            const bool server = serverCommand && p.isSet(serverOption);
            if (sub == QLatin1String("add") || sub == QLatin1String("import")) {
                QStringList notes;
                auto added = server ? mocks.addServerStubs(*record, input, &notes) : mocks.add(*record, input, &notes);
                if (!added)
                    return fail(added.error());
                for (const QString &note : std::as_const(notes))
                    err(note + u'\n');
                if (p.isSet(jsonOption())) {
                    printJson(*added);
                } else {
                    out((server ? tr("%n stub(s) added to %2 of sandbox %1:\n", nullptr, int(added->size()))
                                      .arg(record->name, record->networkMockServer->text())
                                : tr("%n stub(s) added to %1:\n", nullptr, int(added->size())).arg(record->name)));
                    for (const QJsonValue &stub : std::as_const(*added))
                        out(stubLine(stub.toObject()));
                }
                return int(Ok);
            }
            if (sub == QLatin1String("remove")) {
                // `mocks list` shows the start of each id: that is enough when no other starts so.
                const QString given = positional.at(1);
                auto stubs = server ? mocks.serverStubs(*record) : mocks.list(*record);
                if (!stubs)
                    return fail(stubs.error());
                QStringList ids;
                for (const QJsonValue &stub : std::as_const(*stubs)) {
                    const QString id = stub.toObject().value(QLatin1String("id")).toString();
                    if (id == given) {
                        ids = {id};
                        break;
                    }
                    if (!given.isEmpty() && id.startsWith(given))
                        ids << id;
                }
                const QString list = QStringLiteral("shadowbox mocks list %1%2")
                                         .arg(record->name, server ? QStringLiteral(" --server") : QString());
                if (ids.isEmpty())
                    return fail(Error::make(
                        Error::Kind::NotFound,
                        tr("No stub of %1 has the id \"%2\": `%3` shows them.")
                            .arg(server ? record->networkMockServer->text() : tr("sandbox %1").arg(record->name),
                                 Format::visible(given), list)));
                if (ids.size() > 1)
                    return fail(Error::make(Error::Kind::InvalidInput,
                                            tr("%n stub ids start with \"%1\": give more of it (`%2 --json` shows "
                                               "them whole).",
                                               nullptr, int(ids.size()))
                                                .arg(Format::visible(given), list)));
                if (Status s =
                        server ? mocks.removeServerStub(*record, ids.first()) : mocks.remove(*record, ids.first());
                    !s)
                    return fail(s.error());
                out(tr("Stub %1 removed.\n").arg(Format::visible(ids.first())));
                return int(Ok);
            }
            if (sub == QLatin1String("export")) {
                auto exported = server ? mocks.exportServerMappings(*record) : mocks.exportMappings(*record);
                if (!exported)
                    return fail(exported.error());
                printJson(*exported);
                return int(Ok);
            }
            if (sub == QLatin1String("recorded")) {
                auto exchanges = mocks.recordings(*record);
                if (!exchanges)
                    return fail(exchanges.error());
                if (p.isSet(jsonOption())) {
                    printJson(*exchanges);
                } else if (exchanges->isEmpty()) {
                    out(tr("Nothing recorded in sandbox %1 yet: record a host with `shadowbox network record %1 "
                           "HOST`, then let the sandbox use it.\n")
                            .arg(record->name));
                } else {
                    for (const QJsonValue &exchange : std::as_const(*exchanges))
                        out(recordedLine(exchange.toObject()));
                }
                return int(Ok);
            }
            if (sub == QLatin1String("keep-recorded")) {
                const bool keep = !p.isSet(dryRun);
                auto stubs = mocks.stubsFromRecordings(*record, p.value(hostOption), keep);
                if (!stubs)
                    return fail(stubs.error());
                if (p.isSet(jsonOption())) {
                    printJson(*stubs);
                    return int(Ok);
                }
                if (stubs->isEmpty())
                    out(tr("Nothing recorded in sandbox %1 to make stubs of.\n").arg(record->name));
                else if (keep)
                    out(tr("%n stub(s) made from what was recorded, added to %1:\n", nullptr, int(stubs->size()))
                            .arg(record->name));
                else
                    out(tr("%n stub(s) would be made from what was recorded (nothing added):\n", nullptr,
                           int(stubs->size())));
                for (const QJsonValue &stub : std::as_const(*stubs))
                    out(stubLine(stub.toObject()));
                return int(Ok);
            }
            if (sub == QLatin1String("log")) {
                auto entries = mocks.log(*record, p.value(limit).toInt());
                if (!entries)
                    return fail(entries.error());
                if (p.isSet(jsonOption())) {
                    printJson(*entries);
                } else if (entries->isEmpty()) {
                    out(tr("Sandbox %1 has made no requests.\n").arg(record->name));
                } else {
                    for (const QJsonValue &entry : std::as_const(*entries))
                        out(logLine(entry.toObject()));
                }
                return int(Ok);
            }
            auto stubs = server ? mocks.serverStubs(*record) : mocks.list(*record);
            if (!stubs)
                return fail(stubs.error());
            if (p.isSet(jsonOption())) {
                printJson(*stubs);
            } else if (server && stubs->isEmpty()) {
                out(tr("%1 says it has no stubs.\n").arg(record->networkMockServer->text()));
            } else if (stubs->isEmpty()) {
                out(tr("Sandbox %1 has no stubs: every host it asks for is unknown.\n").arg(record->name));
            } else {
                for (const QJsonValue &stub : std::as_const(*stubs))
                    out(stubLine(stub.toObject()));
            }
            return int(Ok);
        });
    }
};

} // namespace

int runMocks(const QStringList &args)
{
    return MockCommands::run(args);
}

} // namespace shadowbox::cli
