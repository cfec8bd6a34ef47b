// The gateway's HTTPS, end to end: the real shadowbox-gateway with a CA from createSandboxCa, and
// curl (a real TLS client, verifying the chain itself) asking for https://api.stripe.com directly
// (--resolve, as the sandbox's /etc/hosts would send it) and through the gateway as a proxy
// (CONNECT). Without the CA curl refuses the certificate; a name the gateway will not certify
// fails the handshake; the admin API's journal shows every request as https to its host. The
// policy file switches it to `none` and back while it runs: nothing answers, then the stub does. No
// container engine is needed. A missing curl or gateway fails the test: integration tests fail,
// not skip.

#include "Curl.h"
#include "ServerProcess.h"
#include "gateway/SandboxCa.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <tuple>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

const char kStub[] = R"({
  "request": { "method": "GET", "urlPath": "/v1/charges", "scheme": "https",
               "host": { "equalTo": "api.stripe.com" } },
  "response": { "status": 200, "body": "charges of {{request.baseUrl}}",
                "transformers": ["response-template"] }
})";

} // namespace

class GatewayHttpsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp{QStringLiteral("/tmp/sbx-gateway-https-XXXXXX")};
    QString m_curl;
    SandboxCaFiles m_ca;
    quint16 m_httpPort = 0;
    quint16 m_httpsPort = 0;
    QString m_adminSocket;
    QString m_policyFile;
    std::unique_ptr<ServerProcess> m_gateway;

    // Writes the policy file as Shadowbox does (a new file renamed over the old one) and waits for
    // the gateway to say that `expected` is in force; what it says in the end.
    QJsonObject setPolicy(const QByteArray &text, const QString &expected)
    {
        QSaveFile file(m_policyFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
            return {};
        QJsonObject said;
        QElapsedTimer waited;
        waited.start();
        do {
            const CurlRun run = curl(
                {QStringLiteral("--unix-socket"), m_adminSocket, QStringLiteral("http://gateway/__shadowbox/policy")});
            said = QJsonDocument::fromJson(run.out).object();
            if (said.value(QLatin1String("policy")).toString() == expected)
                break;
            QTest::qWait(20);
        } while (waited.elapsed() < 5'000);
        qInfo("policy %s in force after %lld ms", qPrintable(said.value(QLatin1String("policy")).toString()),
              waited.elapsed());
        return said;
    }

    CurlRun curl(const QStringList &args) const { return runCurl(m_curl, args); }

    QString resolveStripe() const { return QStringLiteral("api.stripe.com:%1:127.0.0.1").arg(m_httpsPort); }
    QString directUrl() const { return QStringLiteral("https://api.stripe.com:%1/v1/charges").arg(m_httpsPort); }
    QString proxy() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_httpPort); }

    // The journal's entries (newest first, as WireMock lists them).
    QJsonArray journal()
    {
        const CurlRun run =
            curl({QStringLiteral("--unix-socket"), m_adminSocket, QStringLiteral("http://gateway/__admin/requests")});
        if (run.exitCode != 0) {
            qWarning().noquote() << run.report();
            return {};
        }
        return QJsonDocument::fromJson(run.out).object().value(QLatin1String("requests")).toArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
        m_curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
        QVERIFY2(!m_curl.isEmpty(), "curl is not installed: the test drives it as a real TLS client. Run "
                                    "scripts/setup.sh.");
        QString gateway;
#ifdef SHADOWBOX_GATEWAY_BINARY
        gateway = QStringLiteral(SHADOWBOX_GATEWAY_BINARY);
#endif
        QVERIFY2(QFileInfo(gateway).isExecutable(),
                 qPrintable(QStringLiteral("The gateway is not built: \"%1\" is missing.").arg(gateway)));

        const auto ca = createSandboxCa(m_tmp.filePath(QStringLiteral("ca")), QStringLiteral("https test"));
        QVERIFY2(ca.ok(), qPrintable(ca.errorMessage()));
        m_ca = *ca;
        const QString root = m_tmp.filePath(QStringLiteral("root"));
        QVERIFY(QDir().mkpath(root + QLatin1String("/mappings")));
        QFile stub(root + QLatin1String("/mappings/stripe.json"));
        QVERIFY(stub.open(QIODevice::WriteOnly));
        stub.write(kStub);
        stub.close();

        std::tie(m_httpPort, m_httpsPort) = twoFreePorts();
        QVERIFY2(m_httpPort && m_httpsPort, "Found no free local port");
        m_adminSocket = m_tmp.filePath(QStringLiteral("admin.sock"));
        m_policyFile = m_tmp.filePath(QStringLiteral("policy.json"));
        QFile policy(m_policyFile);
        QVERIFY(policy.open(QIODevice::WriteOnly) && policy.write(R"({"policy": "mocks-only"})") > 0);
        policy.close();
        m_gateway = std::make_unique<ServerProcess>(QStringLiteral("gateway"), m_tmp.path());
        m_gateway->start(gateway, {QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(m_httpPort),
                                   QStringLiteral("--https"), QStringLiteral("127.0.0.1:%1").arg(m_httpsPort),
                                   QStringLiteral("--ca-cert"), m_ca.certificatePath, QStringLiteral("--ca-key"),
                                   m_ca.keyPath, QStringLiteral("--root-dir"), root, QStringLiteral("--admin-socket"),
                                   m_adminSocket, QStringLiteral("--policy-file"), m_policyFile});
        const bool answering = m_gateway->waitUntilAnswering(m_httpPort) == ServerProcess::Readiness::Answering;
        if (!answering)
            qWarning().noquote() << m_gateway->report();
        QVERIFY2(answering, "The gateway did not answer (its output is above)");
    }

    void cleanupTestCase()
    {
        m_gateway.reset();
    }

    void directHttpsIsAnsweredFromTheStub()
    {
        const CurlRun run = curl({QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--resolve"),
                                  resolveStripe(), directUrl()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.report()));
        QCOMPARE(run.out, QStringLiteral("charges of https://api.stripe.com:%1").arg(m_httpsPort).toUtf8());
    }

    void httpsThroughTheProxyIsAnsweredFromTheStub()
    {
        const CurlRun run = curl({QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--proxy"), proxy(),
                                  QStringLiteral("https://api.stripe.com/v1/charges")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.report()));
        // CONNECT api.stripe.com:443, so the request inside is for port 443.
        QCOMPARE(run.out, QByteArray("charges of https://api.stripe.com"));
    }

    void withoutTheCaCurlRefusesTheCertificate()
    {
        const CurlRun direct = curl({QStringLiteral("--resolve"), resolveStripe(), directUrl()});
        QVERIFY2(direct.exitCode == kCurlVerificationFailed, qPrintable(direct.report()));
        const CurlRun proxied =
            curl({QStringLiteral("--proxy"), proxy(), QStringLiteral("https://api.stripe.com/v1/charges")});
        QVERIFY2(proxied.exitCode == kCurlVerificationFailed, qPrintable(proxied.report()));
    }

    // curl sends no SNI for an IP address: the gateway certifies the address it was reached on.
    void anAddressWithoutSniGetsACertificateForTheAddress()
    {
        const CurlRun run = curl({QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--write-out"),
                                  QStringLiteral("\n%{http_code}"),
                                  QStringLiteral("https://127.0.0.1:%1/v1/charges").arg(m_httpsPort)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.report()));
        // The stub is for api.stripe.com: this one is unmatched, but served over verified TLS.
        QVERIFY2(run.out.endsWith("\n404"), qPrintable(run.report()));
    }

    void aNameTooLongToCertifyFailsTheHandshake()
    {
        const QString name = QString(63, QLatin1Char('a')) + QLatin1Char('.') + QString(63, QLatin1Char('b')) +
                             QLatin1Char('.') + QString(63, QLatin1Char('c')) + QLatin1Char('.') +
                             QString(62, QLatin1Char('d'));
        QCOMPARE(name.size(), 254);
        const CurlRun run = curl({QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--resolve"),
                                  QStringLiteral("%1:%2:127.0.0.1").arg(name).arg(m_httpsPort),
                                  QStringLiteral("https://%1:%2/").arg(name).arg(m_httpsPort)});
        QVERIFY2(run.exitCode != 0 && run.exitCode != kCurlVerificationFailed, qPrintable(run.report()));
        bool refused = false;
        for (const QJsonValue &entry : journal()) {
            const QJsonObject shadowbox = entry[QLatin1String("shadowbox")].toObject();
            refused = refused ||
                      (shadowbox.value(QLatin1String("outcome")).toString() == QLatin1String("refused") &&
                       entry[QLatin1String("request")][QLatin1String("method")].toString() == QLatin1String("TLS") &&
                       shadowbox.value(QLatin1String("host")).toString() == name);
        }
        QVERIFY2(refused, "The journal does not show the refused handshake");
        // The gateway is still there for the next client.
        QCOMPARE(curl({QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--resolve"), resolveStripe(),
                       directUrl()})
                     .exitCode,
                 0);
    }

    void theJournalShowsTheHttpsRequests()
    {
        // The requests of the tests above, direct and proxied, matched, with scheme and host.
        QSet<int> ports;
        for (const QJsonValue &entry : journal()) {
            const QJsonObject request = entry[QLatin1String("request")].toObject();
            const QJsonObject shadowbox = entry[QLatin1String("shadowbox")].toObject();
            if (request.value(QLatin1String("url")).toString() != QLatin1String("/v1/charges") ||
                shadowbox.value(QLatin1String("host")).toString() != QLatin1String("api.stripe.com"))
                continue;
            QCOMPARE(shadowbox.value(QLatin1String("scheme")).toString(), QStringLiteral("https"));
            QCOMPARE(request.value(QLatin1String("method")).toString(), QStringLiteral("GET"));
            QCOMPARE(shadowbox.value(QLatin1String("outcome")).toString(), QStringLiteral("matched"));
            QVERIFY(entry[QLatin1String("wasMatched")].toBool());
            ports.insert(shadowbox.value(QLatin1String("port")).toInt());
            const QString absolute = request.value(QLatin1String("absoluteUrl")).toString();
            QVERIFY2(absolute.startsWith(QLatin1String("https://api.stripe.com")), qPrintable(absolute));
        }
        QCOMPARE(ports, QSet<int>({int(m_httpsPort), 443}));
    }

    void policyNoneCutsEverythingUntilMocksOnlyIsBack()
    {
        const QStringList https{QStringLiteral("--cacert"), m_ca.certificatePath, QStringLiteral("--resolve"),
                                resolveStripe(), directUrl()};
        const RawRequest plain{QStringLiteral("plain"), "GET", "/v1/charges", {}, {}};
        QCOMPARE(exchange(m_httpPort, plain).status, 404); // answered: the stub wants https

        // A connection opened before the change, kept alive across it.
        QTcpSocket kept;
        kept.connectToHost(QHostAddress::LocalHost, m_httpPort);
        QVERIFY(kept.waitForConnected(5'000));
        kept.write("GET /kept HTTP/1.1\r\nHost: api.stripe.com\r\n\r\n");
        QVERIFY(kept.waitForReadyRead(5'000));
        QByteArray first = kept.readAll();
        while (kept.waitForReadyRead(200)) // the rest of the answer, so that nothing is left unread
            first += kept.readAll();
        QVERIFY2(first.startsWith("HTTP/1.1 404"), first.constData());

        QCOMPARE(setPolicy(R"({"policy": "none"})", QStringLiteral("none")).value(QLatin1String("policy")).toString(),
                 QStringLiteral("none"));
        // Nothing answers: not HTTPS (cut before the handshake), not HTTP, not the proxy, not the
        // kept connection's next request.
        CurlRun run = curl(https);
        QVERIFY2(run.exitCode != 0 && run.out.isEmpty(), qPrintable(run.report()));
        const Answer cut = exchange(m_httpPort, plain, 5'000);
        QVERIFY2(cut.status == 0 && !cut.error.isEmpty(), qPrintable(cut.error));
        run = curl({QStringLiteral("--proxy"), proxy(), QStringLiteral("--cacert"), m_ca.certificatePath,
                    QStringLiteral("https://api.stripe.com/v1/charges")});
        QVERIFY2(run.exitCode != 0 && run.out.isEmpty(), qPrintable(run.report()));
        kept.write("GET /kept-again HTTP/1.1\r\nHost: api.stripe.com\r\n\r\n");
        kept.waitForReadyRead(2'000);
        QCOMPARE(kept.readAll(), QByteArray());
        QTRY_COMPARE(kept.state(), QAbstractSocket::UnconnectedState);

        // Each attempt is in the journal as refused, with the policy as the reason.
        int refused = 0;
        bool keptSeen = false;
        for (const QJsonValue &entry : journal()) {
            const QJsonObject shadowbox = entry[QLatin1String("shadowbox")].toObject();
            if (shadowbox.value(QLatin1String("outcome")).toString() != QLatin1String("refused") ||
                !shadowbox.value(QLatin1String("detail")).toString().contains(QLatin1String("policy is none")))
                continue;
            ++refused;
            keptSeen = keptSeen || entry[QLatin1String("request")][QLatin1String("url")].toString() == u"/kept-again";
        }
        QVERIFY2(refused >= 4, qPrintable(QString::number(refused)));
        QVERIFY(keptSeen);

        // Back to mocks-only, without a restart: the stub answers again.
        QCOMPARE(setPolicy(R"({"policy": "mocks-only"})", QStringLiteral("mocks-only"))
                     .value(QLatin1String("policy"))
                     .toString(),
                 QStringLiteral("mocks-only"));
        run = curl(https);
        QVERIFY2(run.exitCode == 0 && run.out.startsWith("charges of https://api.stripe.com"),
                 qPrintable(run.report()));

        // A policy file the gateway cannot read means none, and it says why.
        const QJsonObject garbled = setPolicy("{\"policy\": \"everything\"}", QStringLiteral("none"));
        QCOMPARE(garbled.value(QLatin1String("policy")).toString(), QStringLiteral("none"));
        QVERIFY2(garbled.value(QLatin1String("problem")).toString().contains(QLatin1String("everything")),
                 qPrintable(QJsonDocument(garbled).toJson()));
        QVERIFY(curl(https).exitCode != 0);
        QVERIFY(QFile::remove(m_policyFile));
        QElapsedTimer waited;
        waited.start();
        QJsonObject missing;
        while (waited.elapsed() < 5'000 &&
               !missing.value(QLatin1String("problem")).toString().contains(QLatin1String("missing"))) {
            missing = QJsonDocument::fromJson(curl({QStringLiteral("--unix-socket"), m_adminSocket,
                                                    QStringLiteral("http://gateway/__shadowbox/policy")})
                                                  .out)
                          .object();
        }
        QCOMPARE(missing.value(QLatin1String("policy")).toString(), QStringLiteral("none"));
        QVERIFY2(missing.value(QLatin1String("problem")).toString().contains(QLatin1String("missing")),
                 qPrintable(QJsonDocument(missing).toJson()));
        QCOMPARE(setPolicy(R"({"policy": "mocks-only"})", QStringLiteral("mocks-only"))
                     .value(QLatin1String("policy"))
                     .toString(),
                 QStringLiteral("mocks-only"));
    }
};

QTEST_GUILESS_MAIN(GatewayHttpsTest)
#include "tst_gatewayhttps.moc"
