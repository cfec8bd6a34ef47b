// Commands run through a process's resident shells on a real engine (Podman or Docker, chosen by
// CTest through SHADOWBOX_ENGINE): each command gets what an exec of its own would give it (exit
// code, separate streams, stdin, working directory, environment, every byte of its output), and
// the shells come and go safely: a canceled command, a command that kills its shell, a stopped
// container, two commands at once, and the host process killed with SIGKILL.

#include "runtime/EngineClient.h"
#include "runtime/StarterImage.h"
#include "sandbox/ResidentShell.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>
#include <thread>

using namespace shadowbox;
using namespace shadowbox::test;

class ResidentShellTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-shell-XXXXXX")};
    QString m_data;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<ScratchRepo> m_repo;
    SandboxRecord m_sandbox;

    SandboxManager &manager() { return *m_session->manager(); }
    ResidentShells &shells() { return manager().context().residentShells(); }
    QString containerId() { return manager().context().find(m_sandbox.id)->containerId; }

    // Runs `command` without a snapshot (these tests are about running, not undoing).
    Result<RunRecord> run(const QString &command, Output *output, const CancelToken &cancel = {},
                          const QString &workingDir = {})
    {
        ExecOptions options;
        options.snapshotFirst = false;
        options.workingDir = workingDir;
        return manager().execBlocking(m_sandbox.id, command, output->sink(), cancel, options);
    }

    // The same command in an exec of its own, straight through the engine, for comparison.
    QByteArray runInExec(const QString &command)
    {
        const EngineClient &client = manager().context().client();
        auto execId = client.createExec(containerId(), {QStringLiteral("/bin/sh"), QStringLiteral("-c"), command},
                                        QStringLiteral("/workspace"), CallOptions::withTimeout(15'000));
        if (!execId)
            return "exec create failed: " + execId.errorMessage().toUtf8();
        QByteArray out;
        const Status s = client.startExec(
            *execId,
            [&](OutputChannel c, const QByteArray &d) {
                if (c == OutputChannel::Stdout)
                    out += d;
            },
            CallOptions::withTimeout(30'000));
        return s ? out : "exec failed: " + s.errorMessage().toUtf8();
    }

    // How many resident shells run in the container, whoever keeps them.
    int shellsInContainer()
    {
        Output ps;
        auto counted = run(QStringLiteral("ps -o args | grep -c '[s]hadowbox-shell$' || true"), &ps);
        if (!counted)
            return -1;
        // The shell that ran the count is one of them.
        return ps.out.trimmed().toInt();
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
        QVERIFY(m_repo->commitAll(QStringLiteral("first")));
        CreateRequest request;
        request.repository = m_repo->path();
        request.image = starter::reference();
        request.name = QStringLiteral("shells");
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

    // Exit codes, the two streams kept apart, every byte of the output, stdin at its end, the
    // command's text exactly as given (lines, trailing newline, quotes), its working directory.
    void aCommandGetsWhatAnExecGives()
    {
        Output o1;
        auto r1 = run(QStringLiteral("echo out; echo err >&2; exit 3"), &o1);
        QVERIFY2(r1, qPrintable(r1.errorMessage()));
        QCOMPARE(r1->exitCode, 3);
        QCOMPARE(o1.out, QByteArray("out\n"));
        QCOMPARE(o1.err, QByteArray("err\n"));
        QCOMPARE(shells().idleCount(containerId()), 1);

        // Every byte value, twice, then 4 MiB: nothing lost, nothing added, markers or not.
        Output o2;
        auto r2 = run(QStringLiteral("i=0; while [ $i -lt 256 ]; do printf \"\\\\$(printf %o $i)\"; i=$((i+1)); done; "
                                     "printf '\\036shadowbox:x:exit:0\\036'; head -c 4194304 /dev/zero | tr '\\0' a"),
                      &o2);
        QVERIFY2(r2, qPrintable(r2.errorMessage()));
        QCOMPARE(r2->exitCode, 0);
        QByteArray everyByte;
        for (int b = 0; b < 256; ++b)
            everyByte += char(b);
        QCOMPARE(o2.out.size(), 256 + 20 + 4194304);
        QVERIFY(o2.out == everyByte + QByteArray("\x1eshadowbox:x:exit:0\x1e") + QByteArray(4194304, 'a'));

        // The text exactly: several lines, quotes, a backslash, a trailing newline; stdin is empty.
        Output o3;
        const QString text = QStringLiteral("printf '%s|' \"a  b\" 'c\\d' \"$0\"\necho\ncat; echo \"[$(cat)]\"\n");
        auto r3 = run(text, &o3);
        QVERIFY2(r3, qPrintable(r3.errorMessage()));
        QCOMPARE(o3.out, QByteArray("a  b|c\\d|/bin/sh|\n[]\n"));

        Output o4;
        QVERIFY(run(QStringLiteral("mkdir -p 'deep/er dir'"), &o4));
        Output o5;
        auto r5 = run(QStringLiteral("pwd"), &o5, {}, QStringLiteral("deep/er dir"));
        QVERIFY2(r5, qPrintable(r5.errorMessage()));
        QCOMPARE(o5.out, QByteArray("/workspace/deep/er dir\n"));
        QCOMPARE(r5->workingDir, QStringLiteral("deep/er dir"));
    }

    // The environment is the container's, as an exec sees it: the shell adds nothing of its own.
    void theEnvironmentIsAnExecs()
    {
        const QString listing = QStringLiteral("env | grep -v -e '^PWD=' -e '^SHLVL=' -e '^_=' -e '^OLDPWD=' | sort");
        Output inShell;
        auto r = run(listing, &inShell);
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QVERIFY(!inShell.out.isEmpty());
        QCOMPARE(inShell.out, runInExec(listing));
        QVERIFY(!inShell.out.contains("_sbx_"));
    }

    // What a command leaves running in the background does not hold it, and what that prints later
    // is not the next command's output.
    void backgroundJobsNeitherHoldNorLeak()
    {
        Output o1;
        QElapsedTimer t;
        t.start();
        auto r1 = run(QStringLiteral("(sleep 2; echo late; echo late >&2) & echo started"), &o1);
        QVERIFY2(r1, qPrintable(r1.errorMessage()));
        QVERIFY2(t.elapsed() < 1500, qPrintable(QStringLiteral("took %1 ms").arg(t.elapsed())));
        QCOMPARE(o1.out, QByteArray("started\n"));
        QTest::qWait(3000);
        Output o2;
        auto r2 = run(QStringLiteral("echo next"), &o2);
        QVERIFY2(r2, qPrintable(r2.errorMessage()));
        QCOMPARE(o2.out, QByteArray("next\n"));
        QCOMPARE(o2.err, QByteArray());
    }

    // A canceled command is stopped with what it started; the shell stays for the next command.
    void cancelStopsTheCommandAndKeepsTheShell()
    {
        CancelToken cancel;
        Output o1;
        Result<RunRecord> r1 = Error::make(Error::Kind::Generic, QStringLiteral("did not run"));
        std::thread worker(
            [&] { r1 = run(QStringLiteral("echo begun; sleep 61 & sleep 62; echo not reached"), &o1, cancel); });
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::lock_guard lock(o1.mutex);
                return o1.out.contains("begun");
            }(),
            20'000);
        QTest::qWait(300);
        QElapsedTimer t;
        t.start();
        cancel.cancel();
        worker.join();
        QVERIFY2(r1, qPrintable(r1.errorMessage()));
        QVERIFY(r1->canceled);
        QVERIFY(!o1.out.contains("not reached"));
        QVERIFY2(t.elapsed() < 5000, qPrintable(QStringLiteral("stopping took %1 ms").arg(t.elapsed())));
        Output ps;
        QVERIFY(run(QStringLiteral("ps -o args | grep -c '^sleep 6[12]' || true"), &ps));
        QCOMPARE(ps.out.trimmed(), QByteArray("0"));
        QCOMPARE(shells().idleCount(containerId()), 1);
    }

    // A command that ends its own shell (`kill 0` signals the shell's process group) gets the exit
    // code of that signal, and the next command gets a new shell.
    void aCommandThatKillsItsShell()
    {
        Output o1;
        auto r1 = run(QStringLiteral("kill 0; sleep 5; echo not reached"), &o1);
        QVERIFY2(r1, qPrintable(r1.errorMessage()));
        QCOMPARE(r1->exitCode, 143);
        QVERIFY(!o1.out.contains("not reached"));
        Output o2;
        auto r2 = run(QStringLiteral("echo alive"), &o2);
        QVERIFY2(r2, qPrintable(r2.errorMessage()));
        QCOMPARE(o2.out, QByteArray("alive\n"));
        QCOMPARE(shells().idleCount(containerId()), 1);
    }

    // Two commands at once run side by side, each in a shell of its own.
    void twoCommandsAtOnce()
    {
        Output a;
        Output b;
        Result<RunRecord> ra = Error::make(Error::Kind::Generic, QString());
        Result<RunRecord> rb = Error::make(Error::Kind::Generic, QString());
        QElapsedTimer t;
        t.start();
        std::thread first([&] { ra = run(QStringLiteral("sleep 2; echo a"), &a); });
        std::thread second([&] { rb = run(QStringLiteral("sleep 2; echo b >&2; exit 4"), &b); });
        first.join();
        second.join();
        QVERIFY2(ra && rb, qPrintable(ra.errorMessage() + rb.errorMessage()));
        QVERIFY2(t.elapsed() < 3800, qPrintable(QStringLiteral("took %1 ms").arg(t.elapsed())));
        QCOMPARE(a.out, QByteArray("a\n"));
        QCOMPARE(b.err, QByteArray("b\n"));
        QCOMPARE(ra->exitCode, 0);
        QCOMPARE(rb->exitCode, 4);
        QCOMPARE(shells().idleCount(containerId()), 2);
    }

    // A stopped container takes its shells with it; after a start the next command finds out and
    // runs in a new one.
    void aRestartedSandbox()
    {
        QVERIFY(shells().idleCount(containerId()) > 0);
        auto stopped = manager().stopBlocking(m_sandbox.id);
        QVERIFY2(stopped, qPrintable(stopped.errorMessage()));
        auto started = manager().startBlocking(m_sandbox.id);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        Output o;
        auto r = run(QStringLiteral("echo after restart"), &o);
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QCOMPARE(o.out, QByteArray("after restart\n"));
        QCOMPARE(shells().idleCount(containerId()), 1);
        QCOMPARE(shellsInContainer(), 1);
    }

    // A working directory the shell's framing cannot carry (a line break in its name) runs in an
    // exec of its own, with the same result.
    void whatTheShellCannotCarryRunsInAnExec()
    {
        Output o1;
        QVERIFY(run(QStringLiteral("mkdir -p \"$(printf 'line\\nbreak')\""), &o1));
        Output o2;
        auto r = run(QStringLiteral("pwd; echo e >&2; exit 5"), &o2, {}, QStringLiteral("line\nbreak"));
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QCOMPARE(r->exitCode, 5);
        QCOMPARE(o2.out, QByteArray("/workspace/line\nbreak\n"));
        QCOMPARE(o2.err, QByteArray("e\n"));

        // Canceled there too: stopped with what it started.
        CancelToken cancel;
        Output o3;
        Result<RunRecord> r3 = Error::make(Error::Kind::Generic, QStringLiteral("did not run"));
        std::thread worker([&] {
            r3 = run(QStringLiteral("echo begun; sleep 63; echo not reached"), &o3, cancel,
                     QStringLiteral("line\nbreak"));
        });
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::lock_guard lock(o3.mutex);
                return o3.out.contains("begun");
            }(),
            20'000);
        cancel.cancel();
        worker.join();
        QVERIFY2(r3, qPrintable(r3.errorMessage()));
        QVERIFY(r3->canceled);
        QVERIFY(!o3.out.contains("not reached"));
        Output ps;
        QVERIFY(run(QStringLiteral("ps -o args | grep -c '^sleep 63' || true"), &ps));
        QCOMPARE(ps.out.trimmed(), QByteArray("0"));
    }

    // The shells of a process killed with SIGKILL end with it: the engine closes their input.
    void theShellsOfAKilledProcessEnd()
    {
        const int before = shellsInContainer();
        QVERIFY(before >= 1);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data);
        QProcess mcp;
        mcp.setProcessEnvironment(env);
        mcp.start(QStringLiteral(SHADOWBOX_BINARY),
                  {QStringLiteral("mcp"), QStringLiteral("--sandbox"), m_sandbox.name});
        QVERIFY(mcp.waitForStarted(10'000));
        const auto send = [&](const QJsonObject &message) {
            mcp.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
        };
        const QJsonObject clientInfo{{"name", "test"}, {"version", "1"}};
        const QJsonObject initialize{
            {"protocolVersion", "2025-06-18"}, {"capabilities", QJsonObject()}, {"clientInfo", clientInfo}};
        send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", initialize}});
        send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
        const QJsonObject call{{"name", "run_command"}, {"arguments", QJsonObject{{"command", "echo via-mcp"}}}};
        send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/call"}, {"params", call}});
        QByteArray received;
        QTRY_VERIFY_WITH_TIMEOUT((received += mcp.readAllStandardOutput()).contains("via-mcp"), 30'000);
        QCOMPARE(shellsInContainer(), before + 1);
        QVERIFY(signalProcess(mcp, SIGKILL));
        QVERIFY(mcp.waitForFinished(10'000));
        QTRY_COMPARE_WITH_TIMEOUT(shellsInContainer(), before, 15'000);
    }
};

QTEST_GUILESS_MAIN(ResidentShellTest)
#include "tst_residentshell.moc"
