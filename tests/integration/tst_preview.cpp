// Previews on a real engine (Podman or Docker, chosen by CTest through SHADOWBOX_ENGINE): a server
// that listens only on a sandbox's own loopback is reached from this machine through
// `shadowbox preview`, carried by the sandbox's gateway over its preview socket; the sandbox still
// has no route anywhere. Before the server listens the page says why (502); a large answer arrives
// intact; two previews of one port run in two processes at once; Ctrl+C closes the port; a
// stopped sandbox and a port already in use are refused with what to do.

#include "gateway/SandboxGateway.h"
#include "preview/PreviewForwarder.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <mutex>

#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
constexpr quint16 kPort = 8080;
} // namespace

class PreviewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-preview-XXXXXX")};
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<ScratchRepo> m_repo;
    SandboxRecord m_sandbox;
    QString m_curl;

    SandboxManager &manager() { return *m_session->manager(); }
    const SandboxContext &context() { return manager().context(); }
    QByteArray exec(const QString &command, int *exitCode)
    {
        Output o;
        auto run = manager().execBlocking(m_sandbox.id, command, o.sink(), CancelToken());
        *exitCode = run ? run->exitCode : -1;
        std::lock_guard lock(o.mutex);
        return o.out + o.err + (run ? QByteArray() : run.errorMessage().toUtf8());
    }
    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_root.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), qEnvironmentVariable("SHADOWBOX_ENGINE"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return env;
    }
    CliOutcome cli(const QStringList &args) { return runCli(QStringLiteral(SHADOWBOX_BINARY), args, cliEnvironment()); }

    // `shadowbox preview … --json`, running: its process and the URL it printed.
    struct Running {
        std::unique_ptr<QProcess> process;
        QJsonObject said;
    };
    Running startPreview(const QStringList &extra = {}, quint16 port = kPort)
    {
        Running r;
        r.process = std::make_unique<QProcess>();
        r.process->setProcessEnvironment(cliEnvironment());
        r.process->start(
            QStringLiteral(SHADOWBOX_BINARY),
            QStringList{QStringLiteral("preview"), m_sandbox.name, QString::number(port), QStringLiteral("--json")} +
                extra);
        QByteArray line;
        (void)QTest::qWaitFor(
            [&] {
                line += r.process->readAllStandardOutput();
                return line.contains('\n') || r.process->state() == QProcess::NotRunning;
            },
            60'000);
        r.said = QJsonDocument::fromJson(line).object();
        return r;
    }
    struct Fetched {
        int code = -1;
        QByteArray body;
        QByteArray err;
        int status() const { return code; }
    };
    // curl on this machine: the HTTP status and the body.
    Fetched fetch(const QString &url)
    {
        QProcess curl;
        curl.start(m_curl, {QStringLiteral("-sS"), QStringLiteral("--max-time"), QStringLiteral("30"),
                            QStringLiteral("-w"), QStringLiteral("\n%{http_code}"), url});
        Fetched f;
        if (!curl.waitForFinished(40'000))
            return f;
        QByteArray out = curl.readAllStandardOutput();
        const qsizetype newline = out.lastIndexOf('\n');
        f.code = out.mid(newline + 1).toInt();
        f.body = out.left(newline);
        f.err = curl.readAllStandardError();
        return f;
    }
    static bool stop(QProcess &preview)
    {
        if (!signalProcess(preview, SIGINT))
            return false;
        return preview.waitForFinished(10'000) && preview.exitStatus() == QProcess::NormalExit &&
               preview.exitCode() == 0;
    }
    static bool portAnswers(quint16 port)
    {
        QTcpSocket socket;
        socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        return socket.waitForConnected(2'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
        QVERIFY2(!m_curl.isEmpty(), "curl is the test's browser: run scripts/setup.sh.");
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        SessionConfig config;
        config.dataDir = m_root.filePath(QStringLiteral("data"));
        config.runtimeDir = m_root.filePath(QStringLiteral("run"));
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        m_session = std::make_unique<Session>(config);
        const Status opened = await(m_session->open());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QVERIFY(starter::ensureImage(*m_engine->client, {}, CallOptions::withTimeout(120'000)));
        m_repo = std::make_unique<ScratchRepo>();
        CreateRequest r;
        r.repository = m_repo->path();
        r.image = starter::reference();
        r.networkMode = NetworkMode::Gateway;
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.cpus = 1;
        r.limits.pids = 128;
        r.limits.stopTimeoutSeconds = 2;
        auto created = manager().createBlocking(r, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        m_sandbox = *created;
    }

    void cleanupTestCase()
    {
        if (!m_sandbox.id.isEmpty() && m_session) {
            auto proof = manager().destroyBlocking(m_sandbox.id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        }
        m_session.reset();
    }

    void onlyShadowboxCanReachThePreviewSocket()
    {
        const QFileInfo socket(SandboxGateway(context()).previewSocketOf(m_sandbox.id));
        QVERIFY2(socket.exists(), qPrintable(socket.filePath()));
        QCOMPARE(socket.ownerId(), ::getuid());
        QCOMPARE(socket.permissions() & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
                 QFile::Permissions());
        // Not in the sandbox: it shares the gateway's network, never its folder.
        int code = -1;
        const QByteArray found = exec(QStringLiteral("find / -xdev -name preview.sock 2>/dev/null | head -1"), &code);
        QVERIFY2(found.trimmed().isEmpty(), found.constData());
    }

    void aServerOnTheSandboxsLoopbackIsPreviewed()
    {
        Running preview = startPreview();
        auto cleanup = qScopeGuard([&] { preview.process->kill(); });
        const QString url = preview.said.value(QStringLiteral("url")).toString();
        QVERIFY2(url.startsWith(QStringLiteral("http://127.0.0.1:")),
                 qPrintable(QString::fromUtf8(preview.process->readAllStandardError())));
        QCOMPARE(preview.said.value(QStringLiteral("listening")).toBool(true), false);

        // Nothing listens yet: the page says so.
        const Fetched early = fetch(url);
        QCOMPARE(early.status(), 502);
        QVERIFY2(early.body.contains("nothing in the sandbox listens on port 8080"), early.body.constData());

        int code = -1;
        const QByteArray started =
            exec(QStringLiteral("mkdir -p /tmp/www && echo 'hello from the sandbox' > /tmp/www/index.html && "
                                "head -c 6000000 /dev/urandom > /tmp/www/big.bin && sha256sum /tmp/www/big.bin && "
                                "busybox httpd -p 127.0.0.1:%1 -h /tmp/www")
                     .arg(kPort),
                 &code);
        QVERIFY2(code == 0, started.constData());
        const QByteArray bigSum = started.left(64);

        QTRY_COMPARE_WITH_TIMEOUT(fetch(url).status(), 200, 15'000);
        const Fetched page = fetch(url);
        QCOMPARE(page.body, QByteArray("hello from the sandbox\n"));
        const Fetched big = fetch(url + QStringLiteral("big.bin"));
        QCOMPARE(big.status(), 200);
        QCOMPARE(big.body.size(), 6'000'000);
        QCOMPARE(QCryptographicHash::hash(big.body, QCryptographicHash::Sha256).toHex(), bigSum);

        // A second process previews the same port at the same time, on a port of its own.
        Running second = startPreview();
        auto cleanupSecond = qScopeGuard([&] { second.process->kill(); });
        QCOMPARE(second.said.value(QStringLiteral("listening")).toBool(), true);
        const QString secondUrl = second.said.value(QStringLiteral("url")).toString();
        QVERIFY(secondUrl != url);
        QCOMPARE(fetch(secondUrl).body, QByteArray("hello from the sandbox\n"));
        QCOMPARE(fetch(url).body, QByteArray("hello from the sandbox\n"));

        // The sandbox gains no way out: this machine's preview port is not on its loopback.
        const quint16 hostPort = quint16(QUrl(url).port());
        const QByteArray reached =
            exec(QStringLiteral("nc -w 2 127.0.0.1 %1 </dev/null && echo reached").arg(hostPort), &code);
        QVERIFY2(!reached.contains("reached") || hostPort == kPort, reached.constData());

        // Ctrl+C ends the preview, and its port with it; the other one goes on.
        QVERIFY2(stop(*preview.process), preview.process->readAllStandardError().constData());
        QVERIFY(!portAnswers(hostPort));
        QCOMPARE(fetch(secondUrl).body, QByteArray("hello from the sandbox\n"));
        QVERIFY2(stop(*second.process), second.process->readAllStandardError().constData());
    }

    // A server that listens only on the sandbox's IPv6 loopback is reached too. (Docker gives a
    // container joined to network `none` no IPv6 at all: there, nothing can listen on ::1.)
    void aServerOnIpv6LoopbackIsPreviewed()
    {
        int code = -1;
        const bool ipv6 = exec(QStringLiteral("cat /proc/net/if_inet6"), &code).contains(" lo\n");
        const QByteArray started = exec(
            QStringLiteral("mkdir -p /tmp/six && echo 'over ipv6' > /tmp/six/index.html && busybox httpd -p '[::1]:%1' "
                           "-h /tmp/six && sleep 0.5 && netstat -ltn | grep ':%1 '")
                .arg(kPort + 1),
            &code);
        if (!ipv6) {
            QVERIFY2(code != 0 && started.contains("Cannot assign requested address"), started.constData());
            return;
        }
        QVERIFY2(code == 0 && started.contains("::1:8081"), started.constData());
        Running preview = startPreview({QStringLiteral("--listen"), QStringLiteral("0")}, kPort + 1);
        auto cleanup = qScopeGuard([&] { preview.process->kill(); });
        QCOMPARE(preview.said.value(QStringLiteral("listening")).toBool(), true);
        const Fetched page = fetch(preview.said.value(QStringLiteral("url")).toString());
        QCOMPARE(page.status(), 200);
        QCOMPARE(page.body, QByteArray("over ipv6\n"));
        QVERIFY(stop(*preview.process));
    }

    void aPortInUseIsRefusedWithWhatToDo()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        const CliOutcome run = cli({QStringLiteral("preview"), m_sandbox.name, QString::number(kPort),
                                    QStringLiteral("--listen"), QString::number(taken.serverPort())});
        QVERIFY2(run.code != 0 && run.err.contains("already in use") && run.err.contains("--listen 0"),
                 run.err.constData());
        const CliOutcome bad = cli({QStringLiteral("preview"), m_sandbox.name, QStringLiteral("http")});
        QVERIFY2(bad.code == 2 && bad.err.contains("not a port"), bad.err.constData());
    }

    void aStoppedSandboxIsRefusedWithWhatToDo()
    {
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        const CliOutcome run = cli({QStringLiteral("preview"), m_sandbox.name, QString::number(kPort)});
        QVERIFY2(run.code != 0 && run.err.contains("is not running") &&
                     run.err.contains("shadowbox sandbox start " + m_sandbox.name.toUtf8()),
                 run.err.constData());
    }
};

QTEST_GUILESS_MAIN(PreviewTest)
#include "tst_preview.moc"
