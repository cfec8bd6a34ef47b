// The window follows the engine: a sandbox stopped, started or removed outside Shadowbox — through
// the engine's API as `docker stop` would, or by another Shadowbox process (the CLI) — shows its
// true state within a second, without F5; a sandbox another process creates or destroys appears
// or goes away. What the reconcile at the start found and did is shown in full, and what the engine
// refuses is told without pointing to the command line.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "core/DataFolder.h"
#include "runtime/StarterImage.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshots/SnapshotControls.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;
// The promise is "within a second"; the stop itself is not counted (the timer starts once the
// engine has answered the stop), but a loaded CI machine gets some room.
constexpr int kFollowMs = 1'500;
} // namespace

class TestGuiLiveState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_client = engine->client;
    }

    void followsChangesMadeOutside()
    {
        QTemporaryDir data;
        QTemporaryDir runtime;
        SessionConfig config;
        config.dataDir = data.path();
        config.runtimeDir = runtime.path();
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        Session session(config);
        PresetPrompter prompter;
        MainWindow window(session, prompter);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.startSession();
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);

        test::ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = QStringLiteral("shadowbox-starter:1");
        request.name = QStringLiteral("live");
        request.limits.stopTimeoutSeconds = 1;
        auto created = test::await(session.manager()->create(request));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        SandboxListModel *model = window.sandboxModel();
        auto stateOf = [&](const QString &id) {
            const int row = model->rowOf(id);
            return row < 0 ? std::optional<SandboxState>() : std::optional<SandboxState>(model->recordAt(row).state);
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Running), 5'000);

        // Stopped and started through the engine's API.
        QVERIFY(m_client->stopContainer(created->containerId, 1, CallOptions::withTimeout(30'000)));
        QElapsedTimer followed;
        followed.start();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Stopped), kFollowMs);
        qInfo("stop shown after %lld ms", followed.elapsed());
        QVERIFY(m_client->startContainer(created->containerId, CallOptions::withTimeout(30'000)));
        followed.restart();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Running), kFollowMs);
        qInfo("start shown after %lld ms", followed.elapsed());

        // Another Shadowbox process (the CLI) on the same data folder.
        auto cli = [&](const QStringList &args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), data.path());
            env.insert(QStringLiteral("SHADOWBOX_RUNTIME_DIR"), runtime.path());
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(SHADOWBOX_BINARY), args);
            return p.waitForFinished(120'000) && p.exitCode() == 0;
        };
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("stop"), QStringLiteral("live")}));
        followed.restart();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Stopped), kFollowMs);
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                     QStringLiteral("--name"), QStringLiteral("made-elsewhere")}));
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 2, kFollowMs);
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("made-elsewhere")}));
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1, kFollowMs);

        // Removed outside Shadowbox: lost.
        QVERIFY(m_client->removeContainer(created->containerId, CallOptions::withTimeout(30'000)));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Lost), kFollowMs);
        auto proof = test::await(session.manager()->destroy(created->id));
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

    void reconcileIsShownInFull();
    void refusalsNeverPointToTheCommandLine();

private:
    SessionConfig configFor(const QTemporaryDir &data, const QTemporaryDir &runtime) const
    {
        SessionConfig config;
        config.dataDir = data.path();
        config.runtimeDir = runtime.path();
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        return config;
    }

    // Every text the window shows: banners (with their details), the status bar, the console and
    // its status line, and what the prompter was asked to show.
    static QString shownTexts(const MainWindow &window, const PresetPrompter &prompter)
    {
        QStringList texts;
        for (const Banner *banner : window.findChildren<Banner *>()) {
            if (banner->isVisible())
                texts << banner->text() << banner->details();
        }
        texts << window.statusBar()->currentMessage() << window.commandPanel()->outputText()
              << window.commandPanel()->statusText();
        for (const PresetPrompter::Shown &shown : prompter.shown())
            texts << shown.title << shown.text;
        return texts.join(u'\n');
    }

    std::shared_ptr<EngineClient> m_client;
};

// Before the window opens, a crash is simulated three ways: a sandbox whose container, workspace
// and record went but whose snapshots (their store, the image of its system) stayed; a creation
// and a destroy cut short. The window's reconcile names the snapshots it found (not just containers
// and folders), says what it finished, and Clean Up removes the snapshots.
void TestGuiLiveState::reconcileIsShownInFull()
{
    QTemporaryDir data;
    QTemporaryDir runtime;
    const SessionConfig config = configFor(data, runtime);
    test::ScratchRepo repo;
    CreateRequest request;
    request.repository = repo.path();
    request.image = starter::reference();
    request.limits.stopTimeoutSeconds = 1;
    QString leftSnapshots;
    {
        Session before(config);
        Status opened = test::await(before.open(), kEngineTimeoutMs);
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        SandboxManager *m = before.manager();
        request.name = QStringLiteral("left-snapshots");
        auto made = m->createBlocking(request, {});
        QVERIFY2(made, qPrintable(made.errorMessage()));
        test::Output output;
        auto changed =
            m->execBlocking(made->id, QStringLiteral("mkdir -p /opt/tool && echo 1 > /opt/tool/v"), output.sink(), {});
        QVERIFY2(changed && changed->exitCode == 0, qPrintable(changed.errorMessage()));
        auto taken = test::await(m->takeSnapshot(made->id, {SnapshotTrigger::Manual, QString(), QString()}));
        QVERIFY2(taken, qPrintable(taken.errorMessage()));
        QVERIFY(taken->systemChanged);
        QVERIFY(m_client->removeContainer(made->containerId, CallOptions::withTimeout(30'000)));
        if (!made->networkId.isEmpty())
            QVERIFY(m_client->removeNetwork(made->networkId, CallOptions::withTimeout(30'000)));
        QVERIFY(QDir(made->workspace).removeRecursively());
        SandboxRecord gone = *made;
        gone.state = SandboxState::Destroyed;
        QVERIFY(test::await(before.store()->saveSandbox(gone)));
        leftSnapshots = made->id;

        for (const auto &[name, state] : {std::pair{QStringLiteral("half-made"), SandboxState::Creating},
                                          std::pair{QStringLiteral("half-destroyed"), SandboxState::Destroying}}) {
            request.name = name;
            auto half = m->createBlocking(request, {});
            QVERIFY2(half, qPrintable(half.errorMessage()));
            half->state = state;
            QVERIFY(test::await(before.store()->saveSandbox(*half)));
        }
    }
    const QString snapshotStore = DataFolder::snapshotsPath(data.path()) + u'/' + leftSnapshots;
    QVERIFY(QFileInfo::exists(snapshotStore));

    Session session(config);
    PresetPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startSession();
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                             kEngineTimeoutMs);

    auto *orphans = window.findChild<Banner *>(QStringLiteral("orphanBanner"));
    QTRY_VERIFY_WITH_TIMEOUT(orphans->isVisible(), kEngineTimeoutMs);
    QVERIFY2(orphans->text().contains(snapshotStore), qPrintable(orphans->text()));
    QVERIFY2(orphans->text().contains(QStringLiteral("snapshot images of %1").arg(leftSnapshots)),
             qPrintable(orphans->text()));
    auto *report = window.findChild<Banner *>(QStringLiteral("reconcileBanner"));
    QTRY_VERIFY(report->isVisible());
    QVERIFY2(report->text().contains(QStringLiteral("\"half-made\"")) &&
                 report->text().contains(QStringLiteral("\"half-destroyed\"")),
             qPrintable(report->text()));
    QVERIFY2(report->text().contains(QStringLiteral("cut short")), qPrintable(report->text()));
    QCOMPARE(window.sandboxModel()->rowCount(), 0); // both finished: one undone, one destroyed

    // Details… has every sentence of the report.
    QTest::mouseClick(report->findChild<QPushButton *>(QStringLiteral("reconcileDetailsButton")), Qt::LeftButton);
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Information), 1);
    const QString details = prompter.lastText(PresetPrompter::Shown::Kind::Information);
    QVERIFY2(details.contains(QStringLiteral("\"half-made\"")) &&
                 details.contains(QStringLiteral("\"half-destroyed\"")),
             qPrintable(details));

    // Clean Up removes the snapshots too.
    QTest::mouseClick(orphans->findChild<QPushButton *>(QStringLiteral("cleanUpButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(prompter.count(PresetPrompter::Shown::Kind::Information) == 2, kEngineTimeoutMs);
    QCOMPARE(prompter.shown().last().title, QStringLiteral("Orphans Removed"));
    QVERIFY(!orphans->isVisible());
    QVERIFY(!QFileInfo::exists(snapshotStore));
    auto images = m_client->listImages(QLatin1String(kSandboxLabel) + u'=' + leftSnapshots, CallOptions());
    QVERIFY2(images && images->isEmpty(), qPrintable(images.errorMessage()));
}

// The engine refuses to run a command in a sandbox stopped behind the window's back, and refuses a
// restore while another process's command runs in it: the window tells why in a sentence and
// never names a `shadowbox …` command (those hints are the command line's).
void TestGuiLiveState::refusalsNeverPointToTheCommandLine()
{
    QTemporaryDir data;
    QTemporaryDir runtime;
    Session session(configFor(data, runtime));
    PresetPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startSession();
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                             kEngineTimeoutMs);
    test::ScratchRepo repo;
    CreateRequest request;
    request.repository = repo.path();
    request.image = starter::reference();
    request.name = QStringLiteral("refused");
    request.limits.stopTimeoutSeconds = 1;
    auto created = test::await(session.manager()->create(request));
    QVERIFY2(created, qPrintable(created.errorMessage()));
    auto destroy = qScopeGuard([&] { (void)session.manager()->destroyBlocking(created->id); });
    QTRY_VERIFY(window.sandboxModel()->rowOf(created->id) >= 0);
    window.selectSandbox(created->id);
    CommandPanel *panel = window.commandPanel();
    QTRY_VERIFY(panel->commandEdit()->isEnabled());
    static const QRegularExpression cliHint(QStringLiteral("\\bshadowbox [a-z]"));

    // Stopped through the engine's API, and the command sent before the window hears of it.
    QVERIFY(m_client->stopContainer(created->containerId, 1, CallOptions::withTimeout(30'000)));
    QTest::keyClicks(panel->commandEdit(), QStringLiteral("echo never"));
    QTest::keyClick(panel->commandEdit(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(panel->outputText().contains(QStringLiteral("[failed: ")), kEngineTimeoutMs);
    QString shown = shownTexts(window, prompter);
    QVERIFY2(shown.contains(QStringLiteral("Start it")), qPrintable(shown));
    QVERIFY2(!cliHint.match(shown).hasMatch(), qPrintable(shown));

    // A command of another process runs in it: Undo Last Command is refused until it is stopped,
    // and the window asks about stopping it.
    QVERIFY(session.manager()->startBlocking(created->id));
    test::Output output;
    CancelToken stopSleeping;
    auto sleeping =
        session.manager()->exec(created->id, QStringLiteral("echo started; sleep 60"), output.sink(), stopSleeping);
    auto stop = qScopeGuard([&] {
        stopSleeping.cancel();
        (void)test::await(sleeping, kEngineTimeoutMs);
    });
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 std::lock_guard lock(output.mutex);
                                 return output.out.contains("started");
                             })(),
                             kEngineTimeoutMs);
    QTRY_VERIFY(window.selectedSandbox() && window.selectedSandbox()->state == SandboxState::Running);
    QAction *undo = window.snapshotControls()->undoAction();
    QTRY_VERIFY(undo->isEnabled());
    prompter.clear();
    prompter.setNextAnswer(true);  // restore
    prompter.setNextAnswer(false); // but do not stop the command
    undo->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(prompter.count(PresetPrompter::Shown::Kind::Question) == 2, kEngineTimeoutMs);
    shown = shownTexts(window, prompter);
    QVERIFY2(shown.contains(QStringLiteral("A command is still running")), qPrintable(shown));
    QVERIFY2(!cliHint.match(shown).hasMatch(), qPrintable(shown));
}

SHADOWBOX_GUI_TEST_MAIN(TestGuiLiveState)
#include "tst_gui_livestate.moc"
