// The window without an engine: it still lists the sandboxes from the store, says why nothing can
// run, and offers Retry.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "common/TaskProgressWidget.h"
#include "engine/DoctorCheckModel.h"
#include "engine/DoctorDialog.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "snapshots/SnapshotActions.h"
#include "snapshots/SnapshotControls.h"
#include "store/Store.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

class TestMainWindowOffline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsStoreWithoutEngine();
};

void TestMainWindowOffline::listsStoreWithoutEngine()
{
    QSettings().clear();
    QTemporaryDir data;
    QTemporaryDir runtime;
    {
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxRecord r;
        r.id = QStringLiteral("abc123def456");
        r.name = QStringLiteral("kept-from-before");
        r.state = SandboxState::Running;
        r.image = QStringLiteral("shadowbox-starter:1");
        r.engineKind = QStringLiteral("Podman");
        r.engineVersion = QStringLiteral("4.3.1");
        r.repository = data.path();
        r.workspace = data.path() + QStringLiteral("/workspaces/abc123def456");
        r.createdAt = QDateTime::currentDateTimeUtc();
        r.updatedAt = r.createdAt;
        Status saved = (*store)->saveSandbox(r).result();
        QVERIFY2(saved, qPrintable(saved.errorMessage()));
    }

    SessionConfig config;
    config.dataDir = data.path();
    config.runtimeDir = runtime.path();
    config.engineSetting = QStringLiteral("unix://") + runtime.path() + QStringLiteral("/nobody-listens.sock");
    config.allowEmbedded = false;
    Session session(config);
    PresetPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Shadowbox"));
    window.startSession();

    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Unavailable, 30'000);
    QCOMPARE(window.engineStatusText(), QStringLiteral("No engine"));
    auto *engineLabel = window.findChild<QLabel *>(QStringLiteral("engineStatus"));
    QVERIFY(!engineLabel->toolTip().isEmpty());
    auto *banner = window.findChild<Banner *>(QStringLiteral("engineBanner"));
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->kind(), Banner::Kind::Error);
    QVERIFY2(banner->text().contains(QStringLiteral("does not answer")), qPrintable(banner->text()));

    // The sandbox from the store is listed and selectable, but nothing that needs the engine is on.
    QTRY_COMPARE(window.sandboxModel()->rowCount(), 1);
    window.selectSandbox(QStringLiteral("abc123def456"));
    QVERIFY(window.selectedSandbox());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("newSandboxAction"))->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("stopAction"))->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("destroyAction"))->isEnabled());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("refreshAction"))->isEnabled());
    QVERIFY(!window.commandPanel()->commandEdit()->isEnabled());
    auto *hint = window.commandPanel()->findChild<QLabel *>(QStringLiteral("commandHint"));
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("engine")));

    // Retry tries again (and fails again, the same way).
    QPushButton *retry = nullptr;
    for (QPushButton *b : banner->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Retry"))
            retry = b;
    }
    QVERIFY(retry);
    QTest::mouseClick(retry, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Unavailable &&
                                 banner->isVisible(),
                             30'000);
    QCOMPARE(window.sandboxModel()->rowCount(), 1);
    QCOMPARE(prompter.shown().size(), 0);

    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    QVERIFY(window.grab().save(dir + QStringLiteral("/main-window-offline.png")));

    // The doctor says what is wrong with the engine, as a failed check.
    window.findChild<QAction *>(QStringLiteral("doctorAction"))->trigger();
    DoctorDialog *doctor = nullptr;
    QTRY_VERIFY((doctor = window.findChild<DoctorDialog *>()) != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(doctor->model()->rowCount() > 0, 30'000);
    QVERIFY(!doctor->model()->checks().first().ok);
    QVERIFY(doctor->reportText().contains(QStringLiteral("FAIL")));
    QVERIFY(doctor->grab().save(dir + QStringLiteral("/doctor-offline.png")));
    QCOMPARE(window.controller()->engineState(), SessionController::EngineState::Unavailable);

    // About: the version, the licence and the engine in use (none here).
    window.findChild<QAction *>(QStringLiteral("aboutAction"))->trigger();
    const QString about = prompter.lastText(PresetPrompter::Shown::Kind::Information);
    QVERIFY2(about.contains(QStringLiteral(SHADOWBOX_VERSION)), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("MIT")), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("Engine: none connected")), qPrintable(about));

    // Snapshots and restores slower than a moment show a busy bar in the status bar, the newest
    // one's text, until the last of them ends; quick ones show nothing.
    SnapshotActions *snapshots = window.snapshotControls()->actions();
    auto *progress = window.findChild<TaskProgressWidget *>(QStringLiteral("snapshotProgress"));
    QVERIFY(progress && !progress->isVisible());
    Q_EMIT snapshots->taskStarted(QStringLiteral("quick"), QStringLiteral("Taking a snapshot…"));
    Q_EMIT snapshots->taskEnded(QStringLiteral("quick"));
    QTest::qWait(500);
    QVERIFY(!progress->isVisible());
    Q_EMIT snapshots->taskStarted(QStringLiteral("restore"), QStringLiteral("Restoring snapshot 3…"));
    QVERIFY(!progress->isVisible());
    QTRY_VERIFY(progress->isVisible());
    QCOMPARE(progress->text(), QStringLiteral("Restoring snapshot 3…"));
    QCOMPARE(progress->findChild<QProgressBar *>()->maximum(), 0); // busy: no steps to count
    Q_EMIT snapshots->taskStarted(QStringLiteral("take"), QStringLiteral("Taking a snapshot of \"b\"…"));
    QCOMPARE(progress->text(), QStringLiteral("Taking a snapshot of \"b\"…"));
    Q_EMIT snapshots->taskEnded(QStringLiteral("take"));
    QVERIFY(progress->isVisible());
    QCOMPARE(progress->text(), QStringLiteral("Restoring snapshot 3…"));
    Q_EMIT snapshots->taskEnded(QStringLiteral("restore"));
    QVERIFY(!progress->isVisible());
}

SHADOWBOX_GUI_TEST_MAIN(TestMainWindowOffline)
#include "tst_mainwindow_offline.moc"
