// Quitting the window takes under half a second, with a command running and with the engine hung
// in the middle of it: closing never waits for the engine. Quitting as the application does (the
// window goes, then the session closes with the event loop running) never stalls the GUI thread.
// The engine is Shadowbox's own Podman service on storage of this test's own, so the test may stop
// it with SIGSTOP.

#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <csignal>
#include <mutex>

using namespace shadowbox;

namespace {
// "Never stalls" on a machine that others load as well: a frame's worth, with room.
constexpr qint64 kStallMs = 100;
} // namespace

class QuitTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-quit-XXXXXX")};
    QString m_sandboxId;

    SessionConfig config() const
    {
        SessionConfig c;
        c.dataDir = m_root.path() + QStringLiteral("/data");
        c.runtimeDir = m_root.path() + QStringLiteral("/run");
        c.engineSetting = QLatin1String(kEmbeddedEngineSetting);
        return c;
    }
    PodmanService service() const
    {
        return PodmanService(config().dataDir + QStringLiteral("/podman"), config().runtimeDir);
    }

    struct Open {
        std::unique_ptr<Session> session;
        std::unique_ptr<PresetPrompter> prompter;
        std::unique_ptr<MainWindow> window;
    };

    // A window on the sandbox with `command` running in its console (its output begins with
    // "started").
    bool openWithCommand(Open &open, const QString &command)
    {
        open.session = std::make_unique<Session>(config());
        open.prompter = std::make_unique<PresetPrompter>();
        open.window = std::make_unique<MainWindow>(*open.session, *open.prompter);
        open.window->resize(1100, 700);
        open.window->show();
        if (!QTest::qWaitForWindowExposed(open.window.get()))
            return false;
        open.window->startSession();
        if (!QTest::qWaitFor(
                [&] { return open.window->controller()->engineState() == SessionController::EngineState::Connected; },
                60'000))
            return false;
        SandboxListModel *model = open.window->sandboxModel();
        if (!QTest::qWaitFor([&] { return model->rowOf(m_sandboxId) >= 0; }, 30'000))
            return false;
        open.window->selectSandbox(m_sandboxId);
        CommandPanel *panel = open.window->commandPanel();
        if (!QTest::qWaitFor([&] { return panel->commandEdit()->isEnabled(); }, 30'000))
            return false;
        QTest::keyClicks(panel->commandEdit(), command);
        QTest::keyClick(panel->commandEdit(), Qt::Key_Return);
        return QTest::qWaitFor([&] { return panel->outputText().contains(QStringLiteral("started")); }, 30'000);
    }

    // Closes the window as the user does and lets the session go, as main() does after the event
    // loop returns; returns how long that took.
    static qint64 quit(Open &open)
    {
        QElapsedTimer t;
        t.start();
        open.window->close();
        open.window.reset();
        open.session.reset();
        return t.elapsed();
    }

    // As runGui does: the window closes and goes, then the session closes without blocking (see
    // Session::closeAsync), then it is destroyed. Returns the longest the GUI thread went without
    // getting back to its event loop from the window's going to the session's end.
    static qint64 quitAsTheApplicationDoes(Open &open)
    {
        open.window->close();
        open.window.reset();
        QElapsedTimer sinceTick;
        qint64 longest = 0;
        QTimer ticker;
        ticker.setInterval(1);
        QObject::connect(&ticker, &QTimer::timeout, [&] { longest = qMax(longest, sinceTick.restart()); });
        sinceTick.start();
        ticker.start();
        QElapsedTimer t;
        t.start();
        QFuture<bool> closed = open.session->closeAsync();
        if (!QTest::qWaitFor([&] { return closed.isFinished(); }, 5'000))
            return -1;
        ticker.stop();
        qInfo("the session closed in %lld ms (workers done: %s)", t.elapsed(), closed.result() ? "yes" : "no");
        t.restart();
        open.session.reset();
        qInfo("and was destroyed in %lld ms", t.elapsed());
        return qMax(longest, t.elapsed());
    }

    int sleepersLeft()
    {
        Session probe(config());
        if (!test::await(probe.open(), 60'000))
            return -1;
        std::mutex mutex;
        QByteArray out;
        auto run = test::await(probe.manager()->exec(m_sandboxId, QStringLiteral("ps | grep -c '[s]leep 600' || true"),
                                                     [&](OutputChannel, const QByteArray &d) {
                                                         std::lock_guard lock(mutex);
                                                         out += d;
                                                     }),
                               60'000);
        return run ? out.trimmed().toInt() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        if (PodmanService::podmanProgram().isEmpty())
            QFAIL("podman is not installed; run scripts/setup.sh");
        qputenv("SHADOWBOX_PODMAN_STORAGE", (m_root.path() + QStringLiteral("/storage")).toLocal8Bit());
        // What the doctor writes into Shadowbox's own containers.conf on this machine.
        QVERIFY(QDir().mkpath(config().dataDir + QStringLiteral("/podman")));
        QFile conf(config().dataDir + QStringLiteral("/podman/containers.conf"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = \"runc\"\n");
        conf.close();

        Session session(config());
        Status opened = test::await(session.open(), 60'000);
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        Status image = test::await(QtConcurrent::run(session.pool(), [&] {
            return starter::ensureImage(*session.manager()->engine().client, {}, CallOptions::withTimeout(120'000));
        }));
        QVERIFY2(image, qPrintable(image.errorMessage()));
        test::ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        auto created = test::await(session.manager()->create(request), 120'000);
        QVERIFY2(created, qPrintable(created.errorMessage()));
        m_sandboxId = created->id;
    }

    void cleanupTestCase()
    {
        if (const qint64 pid = service().processId(); pid > 0)
            ::kill(pid_t(pid), SIGCONT);
        if (!m_sandboxId.isEmpty()) {
            Session session(config());
            if (test::await(session.open(), 60'000))
                (void)test::await(session.manager()->destroy(m_sandboxId), 120'000);
        }
        (void)service().stop(QDeadlineTimer(15'000));
        test::removePrivatePodmanStorage(m_root.path());
    }

    void quitWithACommandRunning()
    {
        Open open;
        QVERIFY(openWithCommand(open, QStringLiteral("echo started; sleep 600")));
        const qint64 ms = quit(open);
        qInfo("quit with a command running: %lld ms", ms);
        QVERIFY2(ms < 500, qPrintable(QString::number(ms)));
        // The command did not outlive the window.
        QTRY_COMPARE_WITH_TIMEOUT(sleepersLeft(), 0, 10'000);
    }

    void quitWithTheEngineHung()
    {
        Open open;
        QVERIFY(openWithCommand(open, QStringLiteral("echo started; sleep 600")));
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QVERIFY(test::stopProcess(pid));
        auto resume = qScopeGuard([pid] { ::kill(pid_t(pid), SIGCONT); });
        // Something else is waiting on the hung engine too: a refresh (reconcile, images).
        open.window->findChild<QAction *>(QStringLiteral("refreshAction"))->trigger();
        QTest::qWait(300);
        const qint64 ms = quit(open);
        qInfo("quit with the engine hung: %lld ms", ms);
        QVERIFY2(ms < 500, qPrintable(QString::number(ms)));
    }

    void appQuitWithACommandRunning()
    {
        Open open;
        QVERIFY(openWithCommand(open, QStringLiteral("echo started; sleep 600")));
        const qint64 stall = quitAsTheApplicationDoes(open);
        qInfo("the GUI thread stalled %lld ms at most", stall);
        QVERIFY2(stall >= 0 && stall < kStallMs, qPrintable(QString::number(stall)));
        QTRY_COMPARE_WITH_TIMEOUT(sleepersLeft(), 0, 10'000);
    }

    void appQuitWithTheEngineHung()
    {
        Open open;
        QVERIFY(openWithCommand(open, QStringLiteral("echo started; sleep 600")));
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        ::kill(pid_t(pid), SIGSTOP);
        auto resume = qScopeGuard([pid] { ::kill(pid_t(pid), SIGCONT); });
        open.window->findChild<QAction *>(QStringLiteral("refreshAction"))->trigger();
        QTest::qWait(300);
        const qint64 stall = quitAsTheApplicationDoes(open);
        qInfo("the GUI thread stalled %lld ms at most", stall);
        QVERIFY2(stall >= 0 && stall < kStallMs, qPrintable(QString::number(stall)));
    }
};

SHADOWBOX_GUI_TEST_MAIN(QuitTest)
#include "tst_quit.moc"
