// Interactive terminals in a sandbox on a real engine (Podman or Docker, chosen by CTest through
// SHADOWBOX_ENGINE): exec with a TTY over the engine's hijacked connection, resizing, the exit
// code, the activity log, and `shadowbox sandbox shell` under a pseudo-terminal (script), whose
// host terminal must come back exactly as it was, however the session ends.

#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "sandbox/TerminalSession.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QFile>
#include <QMutex>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <thread>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

// The program's output as it comes, for waiting on.
struct Screen {
    QMutex mutex;
    QByteArray bytes;
    void append(const QByteArray &b)
    {
        const QMutexLocker lock(&mutex);
        bytes += b;
    }
    bool contains(const QByteArray &text)
    {
        const QMutexLocker lock(&mutex);
        return bytes.contains(text);
    }
};

} // namespace

class TerminalTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-terminal-XXXXXX")};
    QString m_data;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<ScratchRepo> m_repo;
    SandboxRecord m_sandbox;

    SandboxManager &manager() { return *m_session->manager(); }

    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data);
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), qEnvironmentVariable("SHADOWBOX_ENGINE"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return env;
    }

    // Runs `script` so that `command` has a pseudo-terminal of its own, feeding it `keys` slowly.
    QByteArray underPseudoTerminal(const QString &command, const QList<QByteArray> &keys, int *exitCode)
    {
        QProcess p;
        p.setProcessEnvironment(cliEnvironment());
        p.setWorkingDirectory(m_root.path());
        p.start(QStringLiteral("script"), {QStringLiteral("-qfec"), command, QStringLiteral("/dev/null")});
        if (!p.waitForStarted(10'000))
            return "script did not start";
        for (const QByteArray &k : keys) {
            QTest::qWait(k.startsWith("\x01") ? 3000 : 700); // \x01: wait longer before this one
            p.write(k.startsWith("\x01") ? k.mid(1) : k);
        }
        p.waitForFinished(60'000);
        *exitCode = p.exitCode();
        return p.readAllStandardOutput();
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_data = m_root.filePath(QStringLiteral("data"));
        SessionConfig config;
        config.dataDir = m_data;
        config.runtimeDir = m_root.filePath(QStringLiteral("run"));
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        m_session = std::make_unique<Session>(config);
        const Status opened = await(m_session->open());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        const Status image = starter::ensureImage(manager().context().client(), {}, CallOptions::withTimeout(120'000));
        QVERIFY2(image, qPrintable(image.errorMessage()));
        m_repo = std::make_unique<ScratchRepo>();
        m_repo->write(QStringLiteral("README"), "hello\n");
        QVERIFY(m_repo->git({QStringLiteral("add"), QStringLiteral("-A")}));
        QVERIFY(m_repo->git({QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("first")}));
        CreateRequest request;
        request.repository = m_repo->path();
        request.image = starter::reference();
        request.name = QStringLiteral("term");
        request.limits.memoryBytes = 256LL * 1024 * 1024;
        request.limits.stopTimeoutSeconds = 2;
        auto created = manager().createBlocking(request, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        m_sandbox = *created;
    }

    void cleanupTestCase()
    {
        if (m_session && m_session->manager() && !m_sandbox.id.isEmpty())
            (void)manager().destroyBlocking(m_sandbox.id);
        m_session.reset();
    }

    // The engine's side: the program has a terminal of the size asked for, follows a resize, gets
    // what is typed, and its exit code and the session land in the activity log.
    void sessionTypesResizesAndEnds()
    {
        TerminalOptions options;
        options.columns = 91;
        options.rows = 27;
        options.origin = kOriginWindow;
        auto session = TerminalSession::open(manager().context(), m_sandbox.name, options, CancelToken());
        QVERIFY2(session, qPrintable(session.errorMessage()));
        Screen screen;
        Result<TerminalSession::Ended> ended = Error::make(Error::Kind::Generic, QStringLiteral("did not end"));
        std::thread loop(
            [&] { ended = (*session)->run([&](const QByteArray &b) { screen.append(b); }, CancelToken()); });
        (*session)->write("tty; stty size\n");
        QTRY_VERIFY_WITH_TIMEOUT(screen.contains("27 91"), 20'000);
        QVERIFY(screen.contains("/dev/pts/"));
        (*session)->resize(132, 50);
        QTest::qWait(300);
        (*session)->write("stty size; printf '\\033[1;31mRED\\033[0m\\n'\n");
        QTRY_VERIFY_WITH_TIMEOUT(screen.contains("50 132"), 20'000);
        QTRY_VERIFY(screen.contains("\x1b[1;31mRED\x1b[0m"));
        (*session)->write("exit 3\n");
        loop.join();
        QVERIFY2(ended, qPrintable(ended.errorMessage()));
        QCOMPARE(ended->exitCode.value_or(-1), 3);
        QVERIFY(ended->bytesIn > 20);

        auto log = await(m_session->store()->activity(m_sandbox.id, 20));
        QVERIFY(log);
        const auto terminal = std::find_if(log->cbegin(), log->cend(),
                                           [](const ActivityRecord &a) { return a.kind == kActivityTerminal; });
        QVERIFY(terminal != log->cend());
        QCOMPARE(terminal->origin, kOriginWindow);
        QVERIFY(terminal->ended);
        QCOMPARE(terminal->exitCode.value_or(-1), 3);
        QVERIFY(terminal->durationMs > 0);
    }

    // Closing a terminal whose program still runs ends it inside the container too.
    void stoppingHangsUpTheProgram()
    {
        TerminalOptions options;
        options.command = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                           QStringLiteral("echo started; exec sleep 1234")};
        options.snapshotFirst = false;
        auto session = TerminalSession::open(manager().context(), m_sandbox.name, options, CancelToken());
        QVERIFY2(session, qPrintable(session.errorMessage()));
        Screen screen;
        CancelToken stop;
        std::thread loop([&] { (void)(*session)->run([&](const QByteArray &b) { screen.append(b); }, stop); });
        QTRY_VERIFY_WITH_TIMEOUT(screen.contains("started"), 20'000);
        stop.cancel();
        loop.join();
        bool gone = false;
        for (int i = 0; i < 50 && !gone; ++i) {
            Output ps;
            ExecOptions quick;
            quick.snapshotFirst = false;
            auto run =
                manager().execBlocking(m_sandbox.id, QStringLiteral("ps -o args | grep -c '^sleep 1234' || true"),
                                       ps.sink(), CancelToken(), quick);
            QVERIFY(run);
            gone = ps.out.trimmed() == "0";
            if (!gone)
                QTest::qWait(200);
        }
        QVERIFY2(gone, "the program of a closed terminal still runs in the sandbox");
    }

    // `shadowbox sandbox shell` from a real (pseudo-)terminal: the size, a resize of the host's
    // window (SIGWINCH), the exit code, and the host terminal's settings as they were before.
    void cliShellUnderPseudoTerminal()
    {
        const QString shadowbox = QStringLiteral(SHADOWBOX_BINARY);
        const QString command =
            QStringLiteral("stty cols 100 rows 30; stty -g > before; "
                           "(sleep 2; stty cols 120 rows 40 < /dev/tty) & %1 sandbox shell term; echo \"rc=$?\"; "
                           "stty -g > after")
                .arg(shadowbox);
        int code = -1;
        const QByteArray out = underPseudoTerminal(command,
                                                   {"stty size\n",
                                                    "\x01"
                                                    "echo size-now; stty size\n",
                                                    "exit 7\n"},
                                                   &code);
        QVERIFY2(out.contains("30 100"), out.constData());
        QVERIFY2(out.contains("40 120"), out.constData());
        QVERIFY2(out.contains("rc=7"), out.constData());
        QFile before(m_root.filePath(QStringLiteral("before")));
        QFile after(m_root.filePath(QStringLiteral("after")));
        QVERIFY(before.open(QIODevice::ReadOnly) && after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before.readAll());
    }

    // Ended by a signal from outside while in raw mode: the host terminal still comes back.
    void cliShellRestoresTheTerminalWhenKilled()
    {
        const QString shadowbox = QStringLiteral(SHADOWBOX_BINARY);
        const QString command =
            QStringLiteral("stty -g > before2; (sleep 4; pkill -TERM -f '^[^ ]*shadowbox sandbox shell term') & %1 "
                           "sandbox shell "
                           "term; echo \"rc=$?\"; stty -g > after2")
                .arg(shadowbox);
        int code = -1;
        const QByteArray out = underPseudoTerminal(command, {"echo waiting\n"}, &code);
        QVERIFY2(out.contains("rc=143"), out.constData());
        QFile before(m_root.filePath(QStringLiteral("before2")));
        QFile after(m_root.filePath(QStringLiteral("after2")));
        QVERIFY(before.open(QIODevice::ReadOnly) && after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before.readAll());
        // Without a terminal it says so and what to use instead.
        const CliOutcome piped = runCli(
            shadowbox, {QStringLiteral("sandbox"), QStringLiteral("shell"), QStringLiteral("term")}, cliEnvironment());
        QCOMPARE(piped.code, 2);
        QVERIFY2(piped.err.contains("sandbox exec"), piped.err.constData());
    }
};

QTEST_GUILESS_MAIN(TerminalTest)
#include "tst_terminal.moc"
