// The differential test of the gateway: one corpus of WireMock stub mappings
// (tests/gateway/corpus/mappings) and one ordered list of requests (corpus/requests.json), replayed
// in order against the real WireMock (the standalone jar that tests/gateway/wiremock pins, installed
// by scripts/setup.sh) and against shadowbox-gateway, both started on their own copy of the corpus
// with --root-dir. No answer is written down anywhere: WireMock is the reference. For every request
// both must give the same status; when WireMock matched a stub (it says which in Matched-Stub-Id),
// also the same reason phrase, body and headers (all but those that only frame the message or name
// the server), and neither may answer before the stub's fixed delay. An unmatched request is only
// compared by status: the gateway's 404 explains itself differently by design.
//
// With SHADOWBOX_DIFFERENTIAL_PEER=wiremock the other side is a second WireMock instead of the
// gateway: a check of the harness, and of the corpus, which must not depend on anything two
// WireMocks may disagree on (such as the order in which a directory lists its files).
//
// A missing java or jar fails the test: it is an integration test, and those fail, not skip.

#include "Curl.h"
#include "ServerProcess.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxCa.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkInterface>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <thread>

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

// QTest cuts a failure message after about a thousand characters: the long part goes to the log.
#define VERIFY_OR_LOG(condition, message, details)                                                                     \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            qWarning().noquote() << (details);                                                                         \
            QFAIL(qPrintable(message));                                                                                \
        }                                                                                                              \
    } while (false)

namespace {

// Header values by lower-case name, in the order sent, without the headers that only frame
// the message, name the server or (Matched-Stub-*) are WireMock's own diagnostics.
QMap<QByteArray, QByteArrayList> comparableHeaders(const Answer &answer)
{
    static const QSet<QByteArray> ignored = {"date",       "server",          "transfer-encoding",
                                             "connection", "keep-alive",      "content-length",
                                             "vary",       "matched-stub-id", "matched-stub-name"};
    QMap<QByteArray, QByteArrayList> out;
    for (const auto &[n, v] : answer.headers) {
        const QByteArray name = n.toLower();
        if (!ignored.contains(name))
            out[name].append(v);
    }
    return out;
}

// Bytes as one readable line: control bytes and non-ASCII escaped, cut after `max` bytes.
QString printable(const QByteArray &bytes, qsizetype max = 100)
{
    QString out;
    for (qsizetype i = 0; i < bytes.size() && i < max; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c == '\n')
            out += QLatin1String("\\n");
        else if (c == '\r')
            out += QLatin1String("\\r");
        else if (c == '"' || c == '\\')
            out += QStringLiteral("\\%1").arg(QLatin1Char(char(c)));
        else if (c < 0x20 || c >= 0x7f)
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
        else
            out += QLatin1Char(char(c));
    }
    if (bytes.size() > max)
        out += QStringLiteral("… (%1 bytes)").arg(bytes.size());
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString describe(const Answer &a, qsizetype maxBody)
{
    if (!a.error.isEmpty())
        return QStringLiteral("no answer: %1").arg(a.error);
    // One arg() for all: a chained one would replace a %N the body brings along (a URL's %20).
    return QStringLiteral("%1 %2 %3 (%4 ms)")
        .arg(QString::number(a.status), QString::fromLatin1(a.reason), printable(a.body, maxBody),
             QString::number(a.ms));
}

QString describeHeaders(const Answer &a)
{
    QStringList lines;
    for (const auto &[n, v] : a.headers)
        lines << QString::fromLatin1(n) + QLatin1String(": ") + QString::fromLatin1(v);
    return lines.join(QLatin1String(" | "));
}

Result<QList<RawRequest>> loadRequests(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io, QStringLiteral("Cannot read %1: %2").arg(path, file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isArray())
        return Error::make(
            Error::Kind::InvalidInput,
            QStringLiteral("%1 is not a JSON array of requests: %2").arg(path, parseError.errorString()));
    QList<RawRequest> requests;
    QSet<QString> names;
    for (const QJsonValue &item : doc.array()) {
        const QJsonObject o = item.toObject();
        RawRequest r;
        r.name = o.value(QLatin1String("name")).toString();
        r.method = o.value(QLatin1String("method")).toString().toLatin1();
        r.target = o.value(QLatin1String("path")).toString().toUtf8();
        if (r.name.isEmpty() || r.method.isEmpty() || !r.target.startsWith('/'))
            return Error::make(Error::Kind::InvalidInput,
                               QStringLiteral("%1: request %2 needs a name, a method and a path starting with /")
                                   .arg(path)
                                   .arg(requests.size() + 1));
        if (names.contains(r.name))
            return Error::make(Error::Kind::InvalidInput,
                               QStringLiteral("%1: two requests are named \"%2\"").arg(path, r.name));
        names.insert(r.name);
        const QJsonObject headers = o.value(QLatin1String("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it) {
            // An array sends the header once per value, each on its own line.
            const QJsonArray values = it.value().isArray() ? it.value().toArray() : QJsonArray{it.value()};
            for (const QJsonValue &v : values)
                r.headers.append({it.key().toLatin1(), v.toString().toUtf8()});
        }
        const QJsonValue body = o.value(QLatin1String("body"));
        if (!body.isUndefined() && !body.isString())
            return Error::make(Error::Kind::InvalidInput,
                               QStringLiteral("%1: the body of \"%2\" must be a string").arg(path, r.name));
        r.body = body.toString().toUtf8();
        requests.append(r);
    }
    return requests;
}

// The fixed delay of every stub that has one, by the stub's id: a delayed stub must carry an id so
// that WireMock's Matched-Stub-Id tells which answers must not come early.
Result<QMap<QByteArray, int>> loadDelays(const QString &mappingsDir)
{
    QMap<QByteArray, int> delays;
    const QDir dir(mappingsDir);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return Error::make(Error::Kind::Io, QStringLiteral("Cannot read %1").arg(file.fileName()));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray stubs = root.contains(QLatin1String("mappings"))
                                     ? root.value(QLatin1String("mappings")).toArray()
                                     : QJsonArray{root};
        for (const QJsonValue &stub : stubs) {
            // The shortest delay the stub allows: the fixed one, plus a uniform distribution's
            // lower end, or a lognormal's median·e^(-6·sigma), below which no draw comes.
            const QJsonValue response = stub[QLatin1String("response")];
            const QJsonValue distribution = response[QLatin1String("delayDistribution")];
            double delay = response[QLatin1String("fixedDelayMilliseconds")].toDouble();
            if (distribution[QLatin1String("type")] == QLatin1String("uniform"))
                delay += distribution[QLatin1String("lower")].toDouble();
            else if (distribution[QLatin1String("type")] == QLatin1String("lognormal"))
                delay += distribution[QLatin1String("median")].toDouble() *
                         std::exp(-6 * distribution[QLatin1String("sigma")].toDouble());
            if (delay < 1)
                continue;
            const QString id = stub[QLatin1String("id")].toString();
            if (id.isEmpty())
                return Error::make(Error::Kind::InvalidInput,
                                   QStringLiteral("%1: a stub with a delay needs an \"id\" (a UUID), so that the "
                                                  "test can tell its answers")
                                       .arg(file.fileName()));
            delays.insert(id.toLatin1(), int(delay));
        }
    }
    return delays;
}

bool copyJsonFiles(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    const QDir source(from);
    for (const QString &name : source.entryList({QStringLiteral("*.json")}, QDir::Files))
        if (!QFile::copy(source.filePath(name), QDir(to).filePath(name)))
            return false;
    return true;
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

// What differs between WireMock's answer and the peer's, in a few words each; empty when they agree.
QStringList differences(const Answer &expected, const Answer &actual, const QMap<QByteArray, int> &delays,
                        const QString &peerName)
{
    QStringList out;
    if (!expected.error.isEmpty())
        out << QStringLiteral("WireMock gave no answer");
    if (!actual.error.isEmpty())
        out << QStringLiteral("the %1 gave no answer").arg(peerName);
    if (!out.isEmpty())
        return out;
    if (expected.status != actual.status)
        return {QStringLiteral("status")}; // the rest would differ as a consequence
    if (!expected.matchedStub())
        return out; // only the status counts: each server explains a miss its own way
    if (expected.reason != actual.reason)
        out << QStringLiteral("reason phrase");
    if (expected.body != actual.body)
        out << QStringLiteral("body");
    const auto expectedHeaders = comparableHeaders(expected);
    const auto actualHeaders = comparableHeaders(actual);
    QByteArrayList names = expectedHeaders.keys() + actualHeaders.keys();
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    QByteArrayList differentHeaders;
    for (const QByteArray &n : names)
        if (expectedHeaders.value(n) != actualHeaders.value(n))
            differentHeaders << n;
    if (!differentHeaders.isEmpty())
        out << QStringLiteral("headers %1").arg(QString::fromLatin1(differentHeaders.join(", ")));
    if (const int delay = delays.value(expected.header("Matched-Stub-Id")); delay > 0 && actual.ms < delay)
        out << QStringLiteral("answered after %1 ms, before the stub's %2 ms delay").arg(actual.ms).arg(delay);
    return out;
}

// How a connection ended, read with plain sockets: QTcpSocket says "remote host closed" both for a
// close and for a reset, which a fault must tell apart.
enum class Ending { Answer, Reset, ClosedEmpty, HeadThenGarbage, Broken, NotHttp, TimedOut, NoConnection };

QString endingName(Ending e)
{
    switch (e) {
    case Ending::Answer:
        return QStringLiteral("a whole answer");
    case Ending::Reset:
        return QStringLiteral("reset by peer");
    case Ending::ClosedEmpty:
        return QStringLiteral("closed with nothing sent");
    case Ending::HeadThenGarbage:
        return QStringLiteral("a bare OK head, then bytes until closed");
    case Ending::Broken:
        return QStringLiteral("an HTTP head, then a body that breaks its framing");
    case Ending::NotHttp:
        return QStringLiteral("bytes that are not HTTP, then closed");
    case Ending::TimedOut:
        return QStringLiteral("no end within 10 s");
    case Ending::NoConnection:
        return QStringLiteral("no connection");
    }
    return {};
}

Ending endingOf(quint16 port, const QByteArray &path, QByteArray *received)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return Ending::NoConnection;
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
        return Ending::NoConnection;
    const QByteArray request = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    if (::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL) != request.size())
        return Ending::NoConnection;
    QElapsedTimer timer;
    timer.start();
    bool reset = false;
    for (;;) {
        pollfd p{fd, POLLIN, 0};
        const int left = int(10'000 - timer.elapsed());
        if (left <= 0 || ::poll(&p, 1, left) <= 0)
            return Ending::TimedOut;
        char buffer[4096];
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n > 0) {
            received->append(buffer, n);
            continue;
        }
        reset = n < 0 && errno == ECONNRESET;
        if (n < 0 && !reset)
            return Ending::NoConnection;
        break;
    }
    if (received->isEmpty())
        return reset ? Ending::Reset : Ending::ClosedEmpty;
    if (!received->startsWith("HTTP/"))
        return Ending::NotHttp;
    HttpResponseParser parser;
    if (!parser.feed(*received) || (!parser.done() && !parser.finish()))
        return parser.headerDone() ? Ending::Broken : Ending::NotHttp;
    // A stub's answer names it; a bare OK head with bytes after it (until the close, as both
    // servers frame an answer on a connection the client closes) does not.
    if (parser.status() == 200 && parser.header("Matched-Stub-Id").isEmpty() && !parser.body().isEmpty())
        return Ending::HeadThenGarbage;
    return Ending::Answer;
}

// Bytes as a message can show them: \r, \n and anything not printable ASCII escaped.
QString visibleBytes(const QByteArray &bytes)
{
    QString out;
    for (const char c : bytes) {
        if (c == '\r')
            out += QLatin1String("\\r");
        else if (c == '\n')
            out += QLatin1String("\\n");
        else if (c >= 0x20 && c < 0x7f && c != '\\')
            out += QLatin1Char(c);
        else
            out += QStringLiteral("\\x%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
    }
    return out;
}

} // namespace

class WireMockDifferentialTest : public QObject {
    Q_OBJECT

private:
    QString m_java;
    QString m_jar;
    bool m_peerIsWireMock = false;
    QString m_gateway;
    QTemporaryDir m_tmp{QStringLiteral("/tmp/sbx-gateway-differential-XXXXXX")};

    QString peerName() const
    {
        return m_peerIsWireMock ? QStringLiteral("second WireMock") : QStringLiteral("gateway");
    }

    void startWireMock(ServerProcess &server, quint16 port, const QString &rootDir)
    {
        server.start(m_java, {QStringLiteral("-jar"), m_jar, QStringLiteral("--disable-banner"),
                              QStringLiteral("--bind-address"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                              QString::number(port), QStringLiteral("--root-dir"), rootDir,
                              // The 3.x default, stated: only stubs naming "response-template" are templates.
                              QStringLiteral("--local-response-templating")});
    }

    // `gatewayArgs` go to the gateway only (a second WireMock serves its admin API on its port).
    void startPeer(ServerProcess &server, quint16 port, const QString &rootDir, const QStringList &gatewayArgs = {})
    {
        if (m_peerIsWireMock)
            startWireMock(server, port, rootDir);
        else
            server.start(m_gateway, QStringList{QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(port),
                                                QStringLiteral("--root-dir"), rootDir} +
                                        gatewayArgs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
        m_java = QStandardPaths::findExecutable(QStringLiteral("java"));
        QVERIFY2(!m_java.isEmpty(), "java is not installed: WireMock needs it. Run scripts/setup.sh "
                                    "(it installs default-jre-headless).");
        const QDir jars(QStringLiteral(SHADOWBOX_WIREMOCK_DIR "/node_modules/wiremock/build"));
        const QStringList found =
            jars.entryList({QStringLiteral("wiremock-standalone-*.jar")}, QDir::Files, QDir::Name);
        QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("The WireMock jar is not in %1. Run scripts/setup.sh "
                                                             "(npm ci in tests/gateway/wiremock).")
                                                  .arg(jars.path())));
        m_jar = jars.filePath(found.last());

        const QString peer = qEnvironmentVariable("SHADOWBOX_DIFFERENTIAL_PEER", QStringLiteral("gateway"));
        QVERIFY2(peer == QLatin1String("gateway") || peer == QLatin1String("wiremock"),
                 "SHADOWBOX_DIFFERENTIAL_PEER is either gateway (the default) or wiremock");
        m_peerIsWireMock = peer == QLatin1String("wiremock");
        if (!m_peerIsWireMock) {
#ifdef SHADOWBOX_GATEWAY_BINARY
            m_gateway = QStringLiteral(SHADOWBOX_GATEWAY_BINARY);
#endif
            QVERIFY2(!m_gateway.isEmpty(), "This build has no shadowbox_gateway target to compare with WireMock "
                                           "(SHADOWBOX_DIFFERENTIAL_PEER=wiremock checks the harness alone).");
            QVERIFY2(QFileInfo(m_gateway).isExecutable(),
                     qPrintable(QStringLiteral("The gateway is not built: %1 is missing.").arg(m_gateway)));
        }
    }

    // The whole corpus, request by request, against WireMock and the peer.
    void corpusAnswersAlike()
    {
        const QString corpus = QStringLiteral(SHADOWBOX_GATEWAY_CORPUS);
        const auto requests = loadRequests(corpus + QLatin1String("/requests.json"));
        QVERIFY2(requests.ok(), qPrintable(requests.errorMessage()));
        const auto delays = loadDelays(corpus + QLatin1String("/mappings"));
        QVERIFY2(delays.ok(), qPrintable(delays.errorMessage()));

        // Each server gets a copy of its own: neither may change what the other reads.
        const QString wireMockRoot = m_tmp.filePath(QStringLiteral("corpus-wiremock"));
        const QString peerRoot = m_tmp.filePath(QStringLiteral("corpus-peer"));
        QVERIFY(copyJsonFiles(corpus + QLatin1String("/mappings"), wireMockRoot + QLatin1String("/mappings")));
        QVERIFY(copyJsonFiles(corpus + QLatin1String("/mappings"), peerRoot + QLatin1String("/mappings")));

        const auto [wireMockPort, peerPort] = twoFreePorts();
        QVERIFY2(wireMockPort && peerPort, "Found no free local port");
        ServerProcess wireMock(QStringLiteral("wiremock"), m_tmp.path());
        ServerProcess peer(m_peerIsWireMock ? QStringLiteral("wiremock-peer") : QStringLiteral("gateway"),
                           m_tmp.path());
        startWireMock(wireMock, wireMockPort, wireMockRoot);
        startPeer(peer, peerPort, peerRoot);
        VERIFY_OR_LOG(wireMock.waitUntilAnswering(wireMockPort) == ServerProcess::Readiness::Answering,
                      QStringLiteral("WireMock did not answer on port %1 (its output is above)").arg(wireMockPort),
                      wireMock.report());
        VERIFY_OR_LOG(
            peer.waitUntilAnswering(peerPort) == ServerProcess::Readiness::Answering,
            QStringLiteral("The %1 did not answer on port %2 (its output is above)").arg(peerName()).arg(peerPort),
            peer.report());
        if (!m_peerIsWireMock) {
            // Scripts wait for this line (stdout is a file here, so an unflushed line never comes).
            VERIFY_OR_LOG(QTest::qWaitFor([&] { return peer.out().contains("shadowbox-gateway: ready"); }, 5'000),
                          QStringLiteral("The gateway answers but never printed \"shadowbox-gateway: ready\" on "
                                         "stdout (is stdout flushed?)"),
                          peer.report());
        }

        QStringList table;
        int differing = 0;
        int matched = 0;
        int unmatched = 0;
        QStringList firstDifferences;
        for (qsizetype i = 0; i < requests->size(); ++i) {
            const RawRequest &r = requests->at(i);
            const Answer expected = exchange(wireMockPort, r);
            const Answer actual = exchange(peerPort, r);
            const QString row = QStringLiteral("%1 %2 %3 (%4)")
                                    .arg(i + 1, 3)
                                    .arg(QString::fromLatin1(r.method), QString::fromUtf8(r.target), r.name);

            const QStringList found = differences(expected, actual, *delays, peerName());
            ++(expected.matchedStub() ? matched : unmatched);
            if (found.isEmpty()) {
                table << QStringLiteral("  same %1: %2").arg(row, describe(expected, 60));
                continue;
            }
            ++differing;
            firstDifferences << r.name;
            table << QStringLiteral("  DIFF %1: %2").arg(row, found.join(QLatin1String(", ")))
                  << QStringLiteral("         WireMock: %1").arg(describe(expected, 400))
                  << QStringLiteral("                   headers: %1").arg(describeHeaders(expected))
                  << QStringLiteral("         %1: %2").arg(peerName(), describe(actual, 400))
                  << QStringLiteral("                   headers: %1").arg(describeHeaders(actual));
        }

        const QString summary = QStringLiteral("%1 requests: %2 matched a stub in WireMock, %3 did not; "
                                               "the %4 answered %5 of them differently")
                                    .arg(requests->size())
                                    .arg(matched)
                                    .arg(unmatched)
                                    .arg(peerName())
                                    .arg(differing);
        qInfo().noquote() << summary;
        VERIFY_OR_LOG(differing == 0,
                      QStringLiteral("%1 (the table above shows both answers): %2")
                          .arg(summary, firstDifferences.join(QLatin1String("; "))),
                      QStringLiteral("Request by request, WireMock and the %1:\n%2")
                          .arg(peerName(), table.join(QLatin1Char('\n'))));
        // Agreement on nothing but 404s would prove nothing: the stubs must have loaded and matched.
        VERIFY_OR_LOG(matched >= requests->size() / 3,
                      QStringLiteral("Only %1 of %2 requests matched a stub in WireMock: did the mappings load?")
                          .arg(matched)
                          .arg(requests->size()),
                      wireMock.report());
        QVERIFY2(unmatched > 0, "The corpus has no near misses: every request matched a stub");
    }

    // Recording, against WireMock's own: the same requests go through WireMock proxying to an
    // upstream (a third WireMock, on this machine's address) and through the gateway recording that
    // upstream (its rule has "record": true; the egress side connects), and both snapshots
    // (POST /__admin/recordings/snapshot, persist false) must make the same stubs: method and URL,
    // the body pattern (a JSON body as equalToJson with the same flags), the answer's status,
    // Content-Type and body, and a repeated request as a scenario of its answers in order. The
    // gateway's stubs also name the host, which WireMock's (one upstream per proxy) need not.
    void recordingsBecomeTheStubsWireMockMakes()
    {
        if (m_peerIsWireMock)
            QSKIP("Recording compares WireMock with the gateway; the harness check has no gateway.");
        QString address;
        for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal()) {
                address = a.toString();
                break;
            }
        }
        QVERIFY2(!address.isEmpty(), "This machine has no IPv4 address but loopback for the upstream.");
        const QString upstreamRoot = m_tmp.filePath(QStringLiteral("record-upstream"));
        const QString recorderRoot = m_tmp.filePath(QStringLiteral("record-wiremock"));
        const QString gatewayRoot = m_tmp.filePath(QStringLiteral("record-gateway"));
        for (const QString &root : {upstreamRoot, recorderRoot, gatewayRoot})
            QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        QVERIFY(writeFile(
            upstreamRoot + QLatin1String("/mappings/upstream.json"),
            "{\"mappings\": [\n"
            "  {\"request\": {\"method\": \"GET\", \"url\": \"/items\"},\n"
            "   \"response\": {\"status\": 200, \"headers\": {\"Content-Type\": \"application/json\"}, \"body\": "
            "\"{\\\"items\\\": [1, 2, 3]}\"}},\n"
            "  {\"request\": {\"method\": \"POST\", \"url\": \"/orders\"},\n"
            "   \"response\": {\"status\": 201, \"headers\": {\"Content-Type\": \"application/json\"}, \"body\": "
            "\"{\\\"id\\\": \\\"o-1\\\"}\"}},\n"
            "  {\"scenarioName\": \"counter\", \"requiredScenarioState\": \"Started\", \"newScenarioState\": \"two\",\n"
            "   \"request\": {\"method\": \"GET\", \"url\": \"/counter\"},\n"
            "   \"response\": {\"status\": 200, \"headers\": {\"Content-Type\": \"text/plain\"}, \"body\": \"one\"}},\n"
            "  {\"scenarioName\": \"counter\", \"requiredScenarioState\": \"two\",\n"
            "   \"request\": {\"method\": \"GET\", \"url\": \"/counter\"},\n"
            "   \"response\": {\"status\": 200, \"headers\": {\"Content-Type\": \"text/plain\"}, \"body\": \"two\"}},\n"
            "  {\"request\": {\"method\": \"GET\", \"url\": \"/text?x=1\"},\n"
            "   \"response\": {\"status\": 203, \"headers\": {\"Content-Type\": \"text/plain; charset=utf-8\"}, "
            "\"body\": \"plain words\"}}\n"
            "]}"));
        quint16 upstreamPort = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::Any));
            upstreamPort = probe.serverPort();
        }
        const auto [recorderPort, gatewayPort] = twoFreePorts();
        QVERIFY2(upstreamPort && recorderPort && gatewayPort, "Found no free local port");
        const QString upstreamUrl = QStringLiteral("http://%1:%2").arg(address).arg(upstreamPort);
        QVERIFY(writeFile(recorderRoot + QLatin1String("/mappings/proxy.json"),
                          QStringLiteral(R"({"request": {"urlPattern": ".*"}, "response": {"proxyBaseUrl": "%1"}})")
                              .arg(upstreamUrl)
                              .toUtf8()));
        const QString policy = m_tmp.filePath(QStringLiteral("record-policy.json"));
        QVERIFY(writeFile(
            policy, QStringLiteral(R"({"policy": "allowlist", "allow": [{"host": "%1", "port": %2, "record": true}]})")
                        .arg(address)
                        .arg(upstreamPort)
                        .toUtf8()));
        const QString egressSocket = m_tmp.filePath(QStringLiteral("record-egress.sock"));
        const QString adminSocket = m_tmp.filePath(QStringLiteral("record-admin.sock"));

        ServerProcess upstream(QStringLiteral("record-upstream"), m_tmp.path());
        upstream.start(m_java, {QStringLiteral("-jar"), m_jar, QStringLiteral("--disable-banner"),
                                QStringLiteral("--bind-address"), QStringLiteral("0.0.0.0"), QStringLiteral("--port"),
                                QString::number(upstreamPort), QStringLiteral("--root-dir"), upstreamRoot});
        ServerProcess recorder(QStringLiteral("record-wiremock"), m_tmp.path());
        startWireMock(recorder, recorderPort, recorderRoot);
        ServerProcess egress(QStringLiteral("record-egress"), m_tmp.path());
        egress.start(m_gateway,
                     {QStringLiteral("--egress-listen"), egressSocket, QStringLiteral("--policy-file"), policy});
        ServerProcess gateway(QStringLiteral("record-gateway"), m_tmp.path());
        gateway.start(m_gateway,
                      {QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(gatewayPort),
                       QStringLiteral("--root-dir"), gatewayRoot, QStringLiteral("--policy-file"), policy,
                       QStringLiteral("--egress-socket"), egressSocket, QStringLiteral("--admin-socket"), adminSocket});
        for (auto [server, port] :
             {std::pair{&upstream, upstreamPort}, std::pair{&recorder, recorderPort}, std::pair{&gateway, gatewayPort}})
            VERIFY_OR_LOG(server->waitUntilAnswering(port) == ServerProcess::Readiness::Answering,
                          QStringLiteral("A server of the recording test did not start (its output is above)"),
                          server->report());
        QTRY_VERIFY2(QFileInfo::exists(egressSocket), qPrintable(egress.report()));

        const QList<RawRequest> requests{{QStringLiteral("items"), "GET", "/items", {}, {}},
                                         {QStringLiteral("order"),
                                          "POST",
                                          "/orders",
                                          {{"Content-Type", "application/json"}},
                                          R"({"sku": "a", "qty": [2, 1]})"},
                                         {QStringLiteral("counter 1"), "GET", "/counter", {}, {}},
                                         {QStringLiteral("counter 2"), "GET", "/counter", {}, {}},
                                         {QStringLiteral("text"), "GET", "/text?x=1", {}, {}}};
        // Through WireMock's proxy; then, from the upstream's first state again, through the gateway
        // as the sandbox's proxy (the whole URL as the target).
        for (const RawRequest &r : requests) {
            const Answer a = exchange(recorderPort, r);
            QVERIFY2(a.error.isEmpty() && a.status >= 200 && a.status < 300, qPrintable(r.name + u' ' + a.error));
        }
        QCOMPARE(exchange(upstreamPort, {QStringLiteral("reset"), "POST", "/__admin/scenarios/reset", {}, {}}).status,
                 200);
        for (RawRequest r : requests) {
            r.target = upstreamUrl.toUtf8() + r.target;
            const Answer a = exchange(gatewayPort, r);
            QVERIFY2(a.error.isEmpty() && a.status >= 200 && a.status < 300,
                     qPrintable(r.name + u' ' + a.error + u' ' + QString::fromUtf8(a.body)));
        }

        const Answer wireMockSnapshot = exchange(recorderPort, {QStringLiteral("snapshot"),
                                                                "POST",
                                                                "/__admin/recordings/snapshot",
                                                                {{"Content-Type", "application/json"}},
                                                                R"({"persist": false})"});
        QCOMPARE(wireMockSnapshot.status, 200);
        // The gateway's admin API is on its Unix socket: curl asks it there.
        QByteArray gatewaySnapshotText;
        {
            QProcess curl;
            curl.start(QStringLiteral("curl"),
                       {QStringLiteral("-q"), QStringLiteral("-sS"), QStringLiteral("--unix-socket"), adminSocket,
                        QStringLiteral("-X"), QStringLiteral("POST"), QStringLiteral("--data-binary"),
                        QStringLiteral(R"({"persist": false})"),
                        QStringLiteral("http://gateway/__admin/recordings/snapshot")});
            QVERIFY(curl.waitForFinished(30'000) && curl.exitCode() == 0);
            gatewaySnapshotText = curl.readAllStandardOutput();
        }
        const QJsonArray expected =
            QJsonDocument::fromJson(wireMockSnapshot.body).object().value(QLatin1String("mappings")).toArray();
        const QJsonArray actual =
            QJsonDocument::fromJson(gatewaySnapshotText).object().value(QLatin1String("mappings")).toArray();
        VERIFY_OR_LOG(actual.size() == requests.size(),
                      QStringLiteral("The gateway made %1 stubs of %2 requests (both snapshots are above)")
                          .arg(actual.size())
                          .arg(requests.size()),
                      QString::fromUtf8(wireMockSnapshot.body) + u'\n' + QString::fromUtf8(gatewaySnapshotText));
        const auto essence = [](const QJsonObject &stub, const QJsonArray &all) {
            const QJsonObject request = stub.value(QLatin1String("request")).toObject();
            const QJsonObject response = stub.value(QLatin1String("response")).toObject();
            QJsonObject headers;
            const QJsonObject given = response.value(QLatin1String("headers")).toObject();
            for (auto it = given.begin(); it != given.end(); ++it) {
                if (it.key().compare(QLatin1String("Content-Type"), Qt::CaseInsensitive) == 0)
                    headers.insert(QStringLiteral("Content-Type"), it.value());
            }
            QString body = response.value(QLatin1String("body")).toString();
            if (response.contains(QLatin1String("jsonBody")))
                body =
                    QString::fromUtf8(QJsonDocument::fromVariant(response.value(QLatin1String("jsonBody")).toVariant())
                                          .toJson(QJsonDocument::Compact));
            if (response.contains(QLatin1String("base64Body")))
                body = QString::fromUtf8(
                    QByteArray::fromBase64(response.value(QLatin1String("base64Body")).toString().toLatin1()));
            // The scenario's shape: the place of this stub's state in the chain, not the names.
            QString scenario;
            if (stub.contains(QLatin1String("scenarioName"))) {
                QString state = stub.value(QLatin1String("requiredScenarioState")).toString();
                int step = 1;
                while (state != QLatin1String("Started") && step < 10) {
                    for (const QJsonValue &other : all) {
                        if (other[QLatin1String("scenarioName")] == stub.value(QLatin1String("scenarioName")) &&
                            other[QLatin1String("newScenarioState")].toString() == state) {
                            state = other[QLatin1String("requiredScenarioState")].toString();
                            break;
                        }
                    }
                    ++step;
                }
                scenario =
                    QStringLiteral("step %1%2")
                        .arg(step)
                        .arg(stub.contains(QLatin1String("newScenarioState")) ? QString() : QStringLiteral(" (last)"));
            }
            QJsonObject bodyPattern = request.value(QLatin1String("bodyPatterns")).toArray().first().toObject();
            if (bodyPattern.value(QLatin1String("equalToJson")).isString())
                bodyPattern.insert(
                    QStringLiteral("equalToJson"),
                    QJsonDocument::fromJson(bodyPattern.value(QLatin1String("equalToJson")).toString().toUtf8())
                        .object());
            return QJsonObject{{QStringLiteral("method"), request.value(QLatin1String("method"))},
                               {QStringLiteral("url"), request.value(QLatin1String("url"))},
                               {QStringLiteral("urlPath"), request.value(QLatin1String("urlPath"))},
                               {QStringLiteral("queryParameters"), request.value(QLatin1String("queryParameters"))},
                               {QStringLiteral("bodyPattern"), bodyPattern},
                               {QStringLiteral("status"), response.value(QLatin1String("status")).toInt(200)},
                               {QStringLiteral("headers"), headers},
                               {QStringLiteral("body"), body},
                               {QStringLiteral("scenario"), scenario}};
        };
        QStringList wanted;
        QStringList got;
        // WireMock's proxy also took the readiness probe (the harness's GET before the requests).
        QJsonArray recordedByWireMock;
        for (const QJsonValue &stub : expected) {
            if (!stub[QLatin1String("request")][QLatin1String("url")].toString().contains(QLatin1String("probe")))
                recordedByWireMock.append(stub);
        }
        for (const QJsonValue &stub : recordedByWireMock)
            wanted << QString::fromUtf8(
                QJsonDocument(essence(stub.toObject(), recordedByWireMock)).toJson(QJsonDocument::Compact));
        for (const QJsonValue &stub : actual) {
            got << QString::fromUtf8(QJsonDocument(essence(stub.toObject(), actual)).toJson(QJsonDocument::Compact));
            QCOMPARE(stub[QLatin1String("request")][QLatin1String("host")][QLatin1String("equalTo")].toString(),
                     address);
        }
        wanted.sort();
        got.sort();
        VERIFY_OR_LOG(wanted == got,
                      QStringLiteral("The gateway's recorded stubs differ from WireMock's (both are above)"),
                      QStringLiteral("WireMock:\n%1\ngateway:\n%2").arg(wanted.join(u'\n'), got.join(u'\n')));
    }

    // A WireMock of the user's answering for the mocked hosts (the policy's "mockServer"): the
    // gateway hands each request to it with the Host header of the host asked for, over HTTP
    // through the proxy and over HTTPS through CONNECT (the certificate from the sandbox's CA, as
    // ever); WireMock's answer comes back whole; the journal says which answers came from a stub;
    // a WireMock that has stopped is a 502 that names it.
    void aWireMockOfTheUsersAnswersForTheMockedHosts()
    {
        if (m_peerIsWireMock)
            QSKIP("This case drives the gateway; the harness check has none.");
        const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
        QVERIFY2(!curl.isEmpty(), "curl is not installed. Run scripts/setup.sh.");
        const QString root = m_tmp.filePath(QStringLiteral("users-wiremock"));
        QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        const QByteArray stubId = "8c5db8b0-2db4-4ad7-a99f-38c9b00da3f7";
        QVERIFY(writeFile(root + QLatin1String("/mappings/stripe.json"), R"({"mappings": [
  {"id": ")" + stubId + R"(",
   "request": {"method": "GET", "urlPath": "/v1/charges", "host": {"equalTo": "api.stripe.com"}},
   "response": {"status": 200, "headers": {"Content-Type": "application/json"},
                "jsonBody": {"object": "list", "data": [{"id": "ch_1"}]}}},
  {"request": {"method": "POST", "url": "/v1/echo", "host": {"equalTo": "api.example.test"}},
   "response": {"status": 201, "body": "echo {{request.body}}", "transformers": ["response-template"]}}
]})"));
        const auto ca = createSandboxCa(m_tmp.filePath(QStringLiteral("users-wiremock-ca")), QStringLiteral("test"));
        QVERIFY2(ca.ok(), qPrintable(ca.errorMessage()));
        const auto [wireMockPort, gatewayPort] = twoFreePorts();
        QVERIFY2(wireMockPort && gatewayPort, "Found no free local port");
        const QString policy = m_tmp.filePath(QStringLiteral("users-wiremock-policy.json"));
        QVERIFY(writeFile(policy, QStringLiteral(R"({"policy": "mocks-only", "mockServer": {"name": "WireMock", )"
                                                 R"("address": "127.0.0.1", "port": %1}})")
                                      .arg(wireMockPort)
                                      .toUtf8()));
        const QString adminSocket = m_tmp.filePath(QStringLiteral("users-wiremock-admin.sock"));
        const QString previewSocket = m_tmp.filePath(QStringLiteral("users-wiremock-preview.sock"));
        ServerProcess wireMock(QStringLiteral("users-wiremock"), m_tmp.path());
        startWireMock(wireMock, wireMockPort, root);
        ServerProcess gateway(QStringLiteral("users-wiremock-gateway"), m_tmp.path());
        gateway.start(m_gateway,
                      {QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(gatewayPort),
                       QStringLiteral("--ca-cert"), ca->certificatePath, QStringLiteral("--ca-key"), ca->keyPath,
                       QStringLiteral("--admin-socket"), adminSocket, QStringLiteral("--policy-file"), policy,
                       QStringLiteral("--preview-socket"), previewSocket});
        for (auto [server, port] : {std::pair{&wireMock, wireMockPort}, std::pair{&gateway, gatewayPort}})
            VERIFY_OR_LOG(server->waitUntilAnswering(port) == ServerProcess::Readiness::Answering,
                          QStringLiteral("A server did not start (its output is above)"), server->report());

        // Through the proxy: the whole URL as the target, the Host header this harness writes
        // (127.0.0.1:port) replaced by the URL's, which WireMock's host matcher reads.
        const Answer charges =
            exchange(gatewayPort, {QStringLiteral("charges"), "GET", "http://api.stripe.com/v1/charges", {}, {}});
        QVERIFY2(charges.error.isEmpty(), qPrintable(charges.error));
        QCOMPARE(charges.status, 200);
        QCOMPARE(charges.header("Matched-Stub-Id"), stubId);
        QCOMPARE(QJsonDocument::fromJson(charges.body).object().value(QLatin1String("object")).toString(),
                 QStringLiteral("list"));
        const Answer otherHost =
            exchange(gatewayPort, {QStringLiteral("other host"), "GET", "http://api.example.test/v1/charges", {}, {}});
        QCOMPARE(otherHost.status, 404);
        QVERIFY(!otherHost.matchedStub());
        const Answer echo = exchange(gatewayPort, {QStringLiteral("echo"),
                                                   "POST",
                                                   "http://api.example.test/v1/echo",
                                                   {{"Content-Type", "text/plain"}},
                                                   "hello there"});
        QCOMPARE(echo.status, 201);
        QCOMPARE(echo.body, QByteArray("echo hello there"));

        // Over HTTPS through CONNECT, curl checking the certificate against the sandbox's CA.
        const CurlRun tls = runCurl(
            curl, {QStringLiteral("--proxy"), QStringLiteral("http://127.0.0.1:%1").arg(gatewayPort),
                   QStringLiteral("--cacert"), ca->certificatePath, QStringLiteral("--write-out"),
                   QStringLiteral("\n%{http_code}"), QStringLiteral("https://api.stripe.com/v1/charges?limit=3")});
        QVERIFY2(tls.exitCode == 0, qPrintable(tls.report()));
        QVERIFY2(tls.out.endsWith("\n200") && tls.out.contains("ch_1"), qPrintable(tls.report()));

        // The journal: three answers from a stub, each saying who gave it, and the one that missed.
        const CurlRun listed = runCurl(
            curl, {QStringLiteral("--unix-socket"), adminSocket, QStringLiteral("http://gateway/__admin/requests")});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.report()));
        const QJsonArray entries =
            QJsonDocument::fromJson(listed.out).object().value(QLatin1String("requests")).toArray();
        const QString by = QStringLiteral("answered by WireMock at 127.0.0.1:%1").arg(wireMockPort);
        int matched = 0, unmatched = 0;
        for (const QJsonValue &e : entries) {
            // The harness's probe while the gateway started is relayed too (and missed).
            if (e.toObject()
                    .value(QLatin1String("request"))
                    .toObject()
                    .value(QLatin1String("url"))
                    .toString()
                    .startsWith(QLatin1String("/__shadowbox-differential-probe")))
                continue;
            const QJsonObject said = e.toObject().value(QLatin1String("shadowbox")).toObject();
            QVERIFY2(said.value(QLatin1String("detail")).toString() == by, qPrintable(QString::fromUtf8(listed.out)));
            const QString outcome = said.value(QLatin1String("outcome")).toString();
            matched += outcome == QLatin1String("matched");
            unmatched += outcome == QLatin1String("unmatched");
            if (outcome == QLatin1String("unmatched"))
                QCOMPARE(said.value(QLatin1String("host")).toString(), QStringLiteral("api.example.test"));
        }
        QCOMPARE(matched, 3);
        QCOMPARE(unmatched, 1);

        // Shadowbox asks WireMock's admin API, through the gateway's preview socket, which hosts its
        // own stubs name: they are to resolve to the gateway in the sandbox.
        const MockServer server{QStringLiteral("WireMock"), QStringLiteral("127.0.0.1"), wireMockPort, {}, {}, {}};
        auto theirs = GatewayMocks::mockServerHosts(previewSocket, server);
        QVERIFY2(theirs, qPrintable(theirs.errorMessage()));
        QCOMPARE(QSet<QString>(theirs->cbegin(), theirs->cend()),
                 (QSet<QString>{QStringLiteral("api.stripe.com"), QStringLiteral("api.example.test")}));

        // WireMock gone: the sandbox is told, and so is the journal.
        wireMock.stop();
        const Answer gone =
            exchange(gatewayPort, {QStringLiteral("gone"), "GET", "http://api.stripe.com/v1/charges", {}, {}});
        QCOMPARE(gone.status, 502);
        VERIFY_OR_LOG(
            gone.body.contains(QStringLiteral("WireMock at 127.0.0.1:%1 does not answer").arg(wireMockPort).toUtf8()),
            QStringLiteral("The 502 does not name WireMock"), QString::fromUtf8(gone.body));
    }

    // The mock server is whatever listens on that address, the sandbox itself included: a stub id
    // that is not text, an answer larger than the gateway holds, one that is not HTTP, and none at
    // all are each contained (a 502 naming the cause, a journal that stays readable JSON), and the
    // gateway goes on answering.
    void aHostileMockServerIsContained()
    {
        if (m_peerIsWireMock)
            QSKIP("This case drives the gateway; the harness check has none.");
        const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
        QVERIFY2(!curl.isEmpty(), "curl is not installed. Run scripts/setup.sh.");
        const QList<QByteArray> answers{
            "HTTP/1.1 200 OK\r\nMatched-Stub-Id: \xff\xfe\xc0\x80" + QByteArray(200, 'A') +
                "\r\nContent-Length: 2\r\n\r\nok",
            "HTTP/1.1 200 OK\r\nContent-Length: 9437184\r\n\r\n" + QByteArray(65536, 'x'),
            "this is not HTTP\r\n\r\n",
            QByteArray(), // closes without a word
            // Then Shadowbox asks it, as WireMock's admin API, for its stubs' hosts: too long an
            // answer, one that is not JSON, and hosts that cannot be mocked.
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9437184\r\n\r\n" +
                QByteArray(9437184, ' '),
            "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nnot json!",
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n"
            R"({"mappings": [{"request": {"host": "localhost"}}, {"request": {"host": "bad name"}},)"
            R"( {"request": {"host": {"equalTo": "Good.Example.Test"}}}, {"request": {"host": "shadowbox-gateway"}},)"
            R"( {"request": {"host": "../../etc"}}, {"request": {"host": {"matches": ".*"}}}]})",
            // And a hundred hosts, of which Shadowbox takes the first 64.
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n" +
                [] {
                    QJsonArray mappings;
                    for (int i = 0; i < 100; ++i)
                        mappings.append(QJsonObject{
                            {QStringLiteral("request"),
                             QJsonObject{{QStringLiteral("host"), QStringLiteral("h%1.example.test").arg(i)}}}});
                    return QJsonDocument(QJsonObject{{QStringLiteral("mappings"), mappings}}).toJson();
                }(),
        };
        const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(listener >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        QVERIFY(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0 &&
                ::listen(listener, 8) == 0 &&
                ::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length) == 0);
        const quint16 hostilePort = ntohs(address.sin_port);
        // One connection for each answer, in order: the request read to its blank line, then the answer.
        std::thread hostile([listener, answers] {
            for (const QByteArray &answer : answers) {
                const int connection = ::accept(listener, nullptr, nullptr);
                if (connection < 0)
                    return;
                QByteArray request;
                char buffer[4096];
                while (!request.contains("\r\n\r\n")) {
                    const ssize_t got = ::read(connection, buffer, sizeof buffer);
                    if (got <= 0)
                        break;
                    request.append(buffer, qsizetype(got));
                }
                for (qsizetype sent = 0; sent < answer.size();) {
                    // (No SIGPIPE when the other side stops reading a long answer.)
                    const ssize_t wrote =
                        ::send(connection, answer.constData() + sent, size_t(answer.size() - sent), MSG_NOSIGNAL);
                    if (wrote <= 0)
                        break;
                    sent += wrote;
                }
                ::close(connection);
            }
        });
        auto joined = qScopeGuard([&] {
            ::shutdown(listener, SHUT_RDWR);
            ::close(listener);
            hostile.join();
        });

        const quint16 gatewayPort = twoFreePorts().first;
        QVERIFY2(gatewayPort, "Found no free local port");
        const QString policy = m_tmp.filePath(QStringLiteral("hostile-policy.json"));
        QVERIFY(writeFile(policy, QStringLiteral(R"({"policy": "mocks-only", "mockServer": {"name": "hostile", )"
                                                 R"("address": "127.0.0.1", "port": %1}})")
                                      .arg(hostilePort)
                                      .toUtf8()));
        const QString adminSocket = m_tmp.filePath(QStringLiteral("hostile-admin.sock"));
        const QString previewSocket = m_tmp.filePath(QStringLiteral("hostile-preview.sock"));
        ServerProcess gateway(QStringLiteral("hostile-gateway"), m_tmp.path());
        gateway.start(m_gateway, {QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(gatewayPort),
                                  QStringLiteral("--admin-socket"), adminSocket, QStringLiteral("--policy-file"),
                                  policy, QStringLiteral("--preview-socket"), previewSocket});
        // (Its readiness is asked through the admin socket: a probe on the port would use an answer.)
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(adminSocket) && QFileInfo::exists(previewSocket), kStartTimeoutMs);
        const auto ask = [&](const QByteArray &path) {
            return exchange(gatewayPort, {QStringLiteral("hostile"), "GET", "http://api.example.test" + path, {}, {}});
        };

        const Answer odd = ask("/odd");
        QVERIFY2(odd.error.isEmpty() && odd.status == 200 && odd.body == "ok", qPrintable(odd.error));
        const Answer large = ask("/large");
        QCOMPARE(large.status, 502);
        QVERIFY2(large.body.contains("larger than"), large.body.constData());
        const Answer notHttp = ask("/not-http");
        QCOMPARE(notHttp.status, 502);
        QVERIFY2(notHttp.body.contains("gave no HTTP/1.1 answer"), notHttp.body.constData());
        const Answer silent = ask("/silent");
        QCOMPARE(silent.status, 502);
        QVERIFY2(silent.body.contains("hostile at 127.0.0.1:"), silent.body.constData());

        const MockServer server{QStringLiteral("hostile"), QStringLiteral("127.0.0.1"), hostilePort, {}, {}, {}};
        auto tooLong = GatewayMocks::mockServerHosts(previewSocket, server);
        QVERIFY2(!tooLong && tooLong.errorMessage().contains(QStringLiteral("larger than 8 MiB")) &&
                     tooLong.errorMessage().contains(QStringLiteral("hostile at 127.0.0.1:")),
                 qPrintable(tooLong ? tooLong->join(u',') : tooLong.errorMessage()));
        auto notJson = GatewayMocks::mockServerHosts(previewSocket, server);
        QVERIFY2(!notJson && notJson.errorMessage().contains(QStringLiteral("not JSON")),
                 qPrintable(notJson ? notJson->join(u',') : notJson.errorMessage()));
        auto named = GatewayMocks::mockServerHosts(previewSocket, server);
        QVERIFY2(named, qPrintable(named.errorMessage()));
        QCOMPARE(*named, QStringList{QStringLiteral("good.example.test")});
        auto many = GatewayMocks::mockServerHosts(previewSocket, server);
        QVERIFY2(many, qPrintable(many.errorMessage()));
        QCOMPARE(many->size(), 64);
        QCOMPARE(many->first(), QStringLiteral("h0.example.test"));
        QCOMPARE(many->last(), QStringLiteral("h63.example.test"));

        // The journal is still JSON, with the stub id made text and kept short.
        const CurlRun listed = runCurl(
            curl, {QStringLiteral("--unix-socket"), adminSocket, QStringLiteral("http://gateway/__admin/requests")});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.report()));
        QJsonParseError parsed;
        const QJsonArray entries =
            QJsonDocument::fromJson(listed.out, &parsed).object().value(QLatin1String("requests")).toArray();
        QVERIFY2(parsed.error == QJsonParseError::NoError, qPrintable(parsed.errorString()));
        QCOMPARE(entries.size(), 4);
        QString oddId;
        for (const QJsonValue &e : entries) {
            if (e.toObject().value(QLatin1String("request")).toObject().value(QLatin1String("url")).toString() ==
                QLatin1String("/odd"))
                oddId =
                    e.toObject().value(QLatin1String("stubMapping")).toObject().value(QLatin1String("id")).toString();
        }
        QVERIFY2(oddId.startsWith(QStringLiteral("\uFFFD\uFFFD")) && oddId.endsWith(u'A') && oddId.size() <= 64,
                 qPrintable(oddId));
    }

    // WireMock refuses to start on a mappings file whose top level is an array (it names the file
    // and exits 1). The gateway may be more lenient, but not silently: it either loads the stubs and
    // says so on stderr, or refuses, naming the file.
    // The scenarios as the admin API has them (GET /__admin/scenarios, PUT .../{name}/state, POST
    // /__admin/scenarios/reset): WireMock on its port, the gateway on its admin socket, on the
    // corpus's checkout scenario. Each scenario's name, state and possible states must agree after
    // every step, and so must what the stubs then answer.
    void scenariosAreTheSameThroughTheAdminApi()
    {
        const QString root = m_tmp.filePath(QStringLiteral("scenarios"));
        QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        QVERIFY(QFile::copy(QStringLiteral(SHADOWBOX_GATEWAY_CORPUS "/mappings/scenario.json"),
                            root + QLatin1String("/mappings/scenario.json")));
        const QString adminSocket = m_tmp.filePath(QStringLiteral("scenarios-admin.sock"));
        const auto [wireMockPort, peerPort] = twoFreePorts();
        QVERIFY2(wireMockPort && peerPort, "Found no free local port");
        ServerProcess wireMock(QStringLiteral("wiremock-scenarios"), m_tmp.path());
        ServerProcess peer(QStringLiteral("peer-scenarios"), m_tmp.path());
        startWireMock(wireMock, wireMockPort, root);
        startPeer(peer, peerPort, root, {QStringLiteral("--admin-socket"), adminSocket});
        VERIFY_OR_LOG(wireMock.waitUntilAnswering(wireMockPort) == ServerProcess::Readiness::Answering,
                      QStringLiteral("WireMock did not answer (its output is above)"), wireMock.report());
        VERIFY_OR_LOG(peer.waitUntilAnswering(peerPort) == ServerProcess::Readiness::Answering,
                      QStringLiteral("The %1 did not answer (its output is above)").arg(peerName()), peer.report());

        // An admin call: WireMock's on its own port, the gateway's through curl on its socket.
        const auto admin = [&](bool reference, const QByteArray &method, const QByteArray &path,
                               const QByteArray &body = {}) -> QPair<int, QByteArray> {
            if (reference || m_peerIsWireMock) {
                const Answer a =
                    exchange(reference ? wireMockPort : peerPort,
                             {QString::fromLatin1(path), method, path, {{"Content-Type", "application/json"}}, body});
                return {a.status, a.body};
            }
            QStringList args{QStringLiteral("--unix-socket"), adminSocket,          QStringLiteral("-X"),
                             QString::fromLatin1(method),     QStringLiteral("-w"), QStringLiteral("\n%{http_code}")};
            if (!body.isEmpty())
                args << QStringLiteral("--data-binary") << QString::fromUtf8(body);
            const CurlRun run =
                runCurl(QStringLiteral("curl"), args << QStringLiteral("http://gateway") + QString::fromLatin1(path));
            const qsizetype cut = run.out.lastIndexOf('\n');
            return {run.out.mid(cut + 1).toInt(), run.out.left(qMax<qsizetype>(cut, 0))};
        };
        // Each scenario as name: state [possible states, sorted].
        const auto scenarios = [&](bool reference) {
            QStringList out;
            const auto [status, body] = admin(reference, "GET", "/__admin/scenarios");
            if (status != 200)
                return QStringList{QStringLiteral("status %1: %2").arg(status).arg(QString::fromUtf8(body))};
            for (const QJsonValue &v :
                 QJsonDocument::fromJson(body).object().value(QLatin1String("scenarios")).toArray()) {
                QStringList possible;
                for (const QJsonValue &state : v[QLatin1String("possibleStates")].toArray())
                    possible << state.toString();
                possible.sort();
                out << QStringLiteral("%1: %2 [%3]")
                           .arg(v[QLatin1String("name")].toString(), v[QLatin1String("state")].toString(),
                                possible.join(QLatin1String(", ")));
            }
            out.sort();
            return out;
        };
        const auto sameScenarios = [&](const char *step) {
            const QStringList expected = scenarios(true);
            const QStringList actual = scenarios(false);
            qInfo("%s: %s", step, qPrintable(expected.join(QLatin1String("; "))));
            return expected == actual && !expected.isEmpty()
                       ? QString()
                       : QStringLiteral("%1: WireMock has %2, the %3 %4")
                             .arg(QString::fromLatin1(step), expected.join(QLatin1String("; ")), peerName(),
                                  actual.join(QLatin1String("; ")));
        };
        // The cart, as both servers answer it now.
        const auto sameCart = [&](const char *step) {
            const RawRequest cart{QStringLiteral("cart"), "GET", "/scenario/cart", {}, {}};
            const Answer expected = exchange(wireMockPort, cart);
            const Answer actual = exchange(peerPort, cart);
            return expected.status == actual.status && expected.body == actual.body
                       ? QString()
                       : QStringLiteral("%1: WireMock answers %2, the %3 %4")
                             .arg(QString::fromLatin1(step), describe(expected, 200), peerName(),
                                  describe(actual, 200));
        };

        QString problem = sameScenarios("at the start");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(scenarios(true).join(QString()).contains(QLatin1String("checkout: Started")));
        for (const quint16 port : {wireMockPort, peerPort})
            QCOMPARE(exchange(port, {QStringLiteral("add"), "POST", "/scenario/cart", {}, "x"}).status, 201);
        problem = sameScenarios("after an item was added");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(scenarios(true).join(QString()).contains(QLatin1String("checkout: Has item")));

        for (const bool reference : {true, false})
            QCOMPARE(admin(reference, "PUT", "/__admin/scenarios/checkout/state", R"({"state": "Paid"})").first, 200);
        problem = sameScenarios("set to Paid");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = sameCart("set to Paid");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(exchange(peerPort, {QStringLiteral("cart"), "GET", "/scenario/cart", {}, {}}).body.contains("paid"));

        // A scenario nobody named: both refuse it.
        for (const bool reference : {true, false})
            QCOMPARE(admin(reference, "PUT", "/__admin/scenarios/nothing/state", R"({"state": "Paid"})").first, 404);

        for (const bool reference : {true, false})
            QCOMPARE(admin(reference, "POST", "/__admin/scenarios/reset").first, 200);
        problem = sameScenarios("after a reset");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(scenarios(false).join(QString()).contains(QLatin1String("checkout: Started")));
        problem = sameCart("after a reset");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // A request no stub answers: both list the stubs nearest to it, for that request (and the
        // readiness probe's, unanswered too), each with its distance.
        for (const quint16 port : {wireMockPort, peerPort})
            QCOMPARE(exchange(port, {QStringLiteral("typo"), "GET", "/scenario/carts", {}, {}}).status, 404);
        for (const bool reference : {true, false}) {
            const auto [status, body] = admin(reference, "GET", "/__admin/requests/unmatched/near-misses");
            QCOMPARE(status, 200);
            int ofTypo = 0;
            for (const QJsonValue &miss :
                 QJsonDocument::fromJson(body).object().value(QLatin1String("nearMisses")).toArray()) {
                QVERIFY2(miss[QLatin1String("matchResult")][QLatin1String("distance")].isDouble(),
                         QJsonDocument(miss.toObject()).toJson(QJsonDocument::Compact).right(600).constData());
                ofTypo +=
                    miss[QLatin1String("request")][QLatin1String("url")].toString() == QLatin1String("/scenario/carts");
            }
            QVERIFY2(ofTypo > 0, body.right(2000).constData());
        }
        for (const bool reference : {true, false}) {
            const auto [status, body] = admin(reference, "GET", "/__admin/health");
            QCOMPARE(status, 200);
            QCOMPARE(QJsonDocument::fromJson(body).object().value(QLatin1String("status")).toString(),
                     QStringLiteral("healthy"));
        }
        // A stub added through the API and a scenario moved on, then a reset of everything: both
        // have what they had at the start, and an empty journal.
        const auto state = [&](bool reference) {
            const QJsonObject stubs =
                QJsonDocument::fromJson(admin(reference, "GET", "/__admin/mappings").second).object();
            const QJsonObject requests =
                QJsonDocument::fromJson(admin(reference, "GET", "/__admin/requests").second).object();
            return QStringLiteral("%1 stubs, %2 requests")
                .arg(stubs.value(QLatin1String("mappings")).toArray().size())
                .arg(requests.value(QLatin1String("requests")).toArray().size());
        };
        const QString before = state(true);
        for (const bool reference : {true, false})
            QCOMPARE(admin(reference, "POST", "/__admin/mappings",
                           R"({"request": {"urlPath": "/added"}, "response": {"status": 200}})")
                         .first,
                     201);
        for (const quint16 port : {wireMockPort, peerPort})
            QCOMPARE(exchange(port, {QStringLiteral("add"), "POST", "/scenario/cart", {}, "x"}).status, 201);
        for (const bool reference : {true, false})
            QCOMPARE(admin(reference, "POST", "/__admin/reset").first, 200);
        const QString afterReset = state(true);
        qInfo("WireMock before: %s; after a reset: %s", qPrintable(before), qPrintable(afterReset));
        QCOMPARE(state(false), afterReset);
        problem = sameScenarios("after a reset of everything");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = sameCart("after a reset of everything");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The stubs' own reset: the same (WireMock empties its journal then too).
        for (const bool reference : {true, false}) {
            QCOMPARE(admin(reference, "POST", "/__admin/mappings",
                           R"({"request": {"urlPath": "/added"}, "response": {"status": 200}})")
                         .first,
                     201);
            QCOMPARE(admin(reference, "POST", "/__admin/mappings/reset").first, 200);
        }
        QCOMPARE(state(false), state(true));
        QVERIFY(state(true).startsWith(afterReset.section(u',', 0, 0)));
    }

    // WireMock's four faults end the connection in four ways (its documentation: a reset; a close
    // with nothing sent; "an OK status header, then garbage", then a close; garbage, then a close);
    // the gateway must end it the same way.
    void faultsEndTheConnectionAsWireMockDoes()
    {
        const QString root = m_tmp.filePath(QStringLiteral("faults"));
        QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        const QList<QPair<QByteArray, Ending>> faults{{"CONNECTION_RESET_BY_PEER", Ending::Reset},
                                                      {"EMPTY_RESPONSE", Ending::ClosedEmpty},
                                                      {"MALFORMED_RESPONSE_CHUNK", Ending::HeadThenGarbage},
                                                      {"RANDOM_DATA_THEN_CLOSE", Ending::NotHttp}};
        // (Plain strings: moc loses its way in raw strings that end inside a JSON string.)
        QByteArray mappings = "{\"mappings\": [{\"request\": {\"method\": \"GET\", \"urlPath\": \"/fault/none\"}, "
                              "\"response\": {\"status\": 200, \"body\": \"fine\"}}";
        for (const auto &[fault, ending] : faults)
            mappings += ", {\"request\": {\"method\": \"GET\", \"urlPath\": \"/fault/" + fault +
                        "\"}, \"response\": {\"status\": 200, \"body\": \"never sent\", \"fault\": \"" + fault + "\"}}";
        QVERIFY(writeFile(root + QLatin1String("/mappings/faults.json"), mappings + "]}"));

        const auto [wireMockPort, peerPort] = twoFreePorts();
        QVERIFY2(wireMockPort && peerPort, "Found no free local port");
        ServerProcess wireMock(QStringLiteral("wiremock-faults"), m_tmp.path());
        ServerProcess peer(QStringLiteral("peer-faults"), m_tmp.path());
        startWireMock(wireMock, wireMockPort, root);
        startPeer(peer, peerPort, root);
        VERIFY_OR_LOG(wireMock.waitUntilAnswering(wireMockPort) == ServerProcess::Readiness::Answering,
                      QStringLiteral("WireMock did not answer (its output is above)"), wireMock.report());
        VERIFY_OR_LOG(peer.waitUntilAnswering(peerPort) == ServerProcess::Readiness::Answering,
                      QStringLiteral("The %1 did not answer (its output is above)").arg(peerName()), peer.report());

        QList<QPair<QByteArray, Ending>> cases{{"none", Ending::Answer}};
        cases += faults;
        for (const auto &[fault, expected] : std::as_const(cases)) {
            QByteArray fromWireMock;
            QByteArray fromPeer;
            const Ending wireMockEnding = endingOf(wireMockPort, "/fault/" + fault, &fromWireMock);
            const Ending peerEnding = endingOf(peerPort, "/fault/" + fault, &fromPeer);
            const QString said = QString::fromLatin1(fault) + QLatin1String(": WireMock gave ") +
                                 endingName(wireMockEnding) + QLatin1String(" (") +
                                 visibleBytes(fromWireMock.left(100)) + QLatin1String("), the ") + peerName() +
                                 QLatin1Char(' ') + endingName(peerEnding) + QLatin1String(" (") +
                                 visibleBytes(fromPeer.left(100)) + QLatin1Char(')');
            qInfo().noquote() << said;
            // WireMock is the reference, and what it does is what its documentation says.
            QVERIFY2(wireMockEnding == expected, qPrintable(said));
            QVERIFY2(peerEnding == wireMockEnding, qPrintable(said));
        }
    }

    void bareTopLevelArray()
    {
        const QString root = m_tmp.filePath(QStringLiteral("bare-array"));
        QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        QVERIFY(writeFile(root + QLatin1String("/mappings/array.json"), R"([
  { "request": { "method": "GET", "urlPath": "/array/one" }, "response": { "status": 200, "body": "one" } },
  { "request": { "method": "GET", "urlPath": "/array/two" }, "response": { "status": 200, "body": "two" } }
])"));
        QVERIFY(
            writeFile(root + QLatin1String("/mappings/object.json"),
                      R"({ "request": { "method": "GET", "urlPath": "/object" }, "response": { "body": "object" } })"));

        const auto [wireMockPort, peerPort] = twoFreePorts();
        QVERIFY2(wireMockPort && peerPort, "Found no free local port");
        ServerProcess wireMock(QStringLiteral("wiremock-bare-array"), m_tmp.path());
        startWireMock(wireMock, wireMockPort, root);
        VERIFY_OR_LOG(wireMock.waitForExit() && wireMock.exitedWithError() && wireMock.err().contains("array.json"),
                      QStringLiteral("WireMock was expected to refuse the file, naming it (its output is above)"),
                      wireMock.report());

        ServerProcess peer(QStringLiteral("peer-bare-array"), m_tmp.path());
        startPeer(peer, peerPort, root);
        const auto readiness = peer.waitUntilAnswering(peerPort);
        VERIFY_OR_LOG(readiness != ServerProcess::Readiness::TimedOut,
                      QStringLiteral("The %1 neither answered nor exited (its output is above)").arg(peerName()),
                      peer.report());
        if (readiness == ServerProcess::Readiness::Exited) {
            VERIFY_OR_LOG(
                peer.exitedWithError() && peer.err().contains("array.json"),
                QStringLiteral("The %1 stopped without an error naming the file (its output is above)").arg(peerName()),
                peer.report());
            return;
        }
        // It took the file: it must have said so, and serve every stub of it.
        static const QRegularExpression said(
            QStringLiteral("^shadowbox-gateway: .*array\\.json: a top-level array is not WireMock's format; "
                           "loaded 2 mappings from it$"),
            QRegularExpression::MultilineOption);
        VERIFY_OR_LOG(
            said.match(QString::fromUtf8(peer.err())).hasMatch(),
            QStringLiteral("The %1 loaded the array without saying so on stderr (its output is above)").arg(peerName()),
            peer.report());
        for (const auto &[path, body] :
             {QPair<QByteArray, QByteArray>{"/array/one", "one"}, QPair<QByteArray, QByteArray>{"/array/two", "two"},
              QPair<QByteArray, QByteArray>{"/object", "object"}}) {
            const Answer a = exchange(peerPort, {QString::fromLatin1(path), "GET", path, {}, {}});
            QVERIFY2(a.status == 200 && a.body == body,
                     qPrintable(QStringLiteral("GET %1: %2").arg(QString::fromLatin1(path), describe(a, 200))));
        }
    }
};

QTEST_GUILESS_MAIN(WireMockDifferentialTest)
#include "tst_wiremock_differential.moc"
