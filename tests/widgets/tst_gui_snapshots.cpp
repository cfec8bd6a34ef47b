// Snapshots in the window against a real engine: commands run from the console are preceded by
// snapshots the timeline shows, Undo Last Command puts the workspace and the system back after
// asking, two snapshots are compared down to a file's diff, and a command that takes its container
// down is met with an offer to roll back to the last known good state.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/DiffView.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "runtime/StarterImage.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "snapshots/SnapshotActions.h"
#include "snapshots/SnapshotCompareDialog.h"
#include "snapshots/SnapshotControls.h"
#include "snapshots/SnapshotDifferenceModel.h"
#include "snapshots/SnapshotTimeline.h"
#include "snapshots/SnapshotTimelineModel.h"
#include "support/TestSupport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;
constexpr int kCommandTimeoutMs = 60'000;

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}
} // namespace

class TestGuiSnapshots : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QSettings().clear(); }
    void undoCompareAndRollBackAfterACrash();

private:
    // Types a command into the console, runs it and waits for it to end.
    void run(MainWindow &window, const QString &command)
    {
        CommandPanel *panel = window.commandPanel();
        QSignalSpy finished(panel, &CommandPanel::runFinished);
        QTRY_VERIFY(panel->commandEdit()->isEnabled());
        panel->commandEdit()->clear();
        QTest::keyClicks(panel->commandEdit(), command);
        QTest::keyClick(panel->commandEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, kCommandTimeoutMs);
    }
};

void TestGuiSnapshots::undoCompareAndRollBackAfterACrash()
{
    QTemporaryDir data;
    QTemporaryDir runtime;
    QVERIFY(data.isValid() && runtime.isValid());
    SessionConfig config;
    config.dataDir = data.path();
    config.runtimeDir = runtime.path();
    config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
    config.allowEmbedded = false;
    Session session(config);
    PresetPrompter prompter;
    prompter.setDefaultAnswer(true);

    auto window = std::make_unique<MainWindow>(session, prompter);
    window->resize(1280, 800);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->startSession();
    QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                             kEngineTimeoutMs);

    test::ScratchRepo repo;
    repo.write(QStringLiteral("notes.txt"), "v0\n");
    QVERIFY(repo.commitAll());
    CreateRequest request;
    request.repository = repo.path();
    request.image = starter::reference();
    request.name = QStringLiteral("gui-snapshots-%1").arg(test::testEngineName());
    request.limits.memoryBytes = 256LL * 1024 * 1024;
    request.limits.stopTimeoutSeconds = 2;
    auto created = test::await(session.manager()->create(request));
    QVERIFY2(created, qPrintable(created.errorMessage()));
    QTRY_VERIFY(window->sandboxModel()->rowCount() == 1);
    window->selectSandbox(created->id);
    QTRY_VERIFY(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Running);

    SnapshotControls *controls = window->snapshotControls();
    SnapshotTimeline *timeline = controls->timeline();
    QAbstractItemModelTester tester(timeline->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(SnapshotTimeline::snapshotBeforeCommands());
    QVERIFY(SnapshotTimeline::snapshotWhenQuiet());
    // Running sandboxes are watched for the quiet trigger.
    QTRY_VERIFY(session.manager()->watchedWhenQuiet().contains(created->id));
    // Turned off for the rest of the test, whose counts of snapshots it would otherwise upset.
    timeline->findChild<QCheckBox *>(QStringLiteral("snapshotWhenQuiet"))->setChecked(false);
    QTRY_VERIFY(session.manager()->watchedWhenQuiet().isEmpty());
    QVERIFY(!SnapshotTimeline::snapshotWhenQuiet());

    // Two commands from the console, each preceded by a snapshot the timeline shows.
    run(*window, QStringLiteral("echo v1 > notes.txt"));
    run(*window, QStringLiteral("echo v2 > notes.txt; echo new > added.txt; mkdir -p /opt/tool; echo 1 > /opt/tool/v"));
    auto *tabs = window->commandPanel()->findChild<QTabWidget *>(QStringLiteral("consoleTabs"));
    tabs->setCurrentWidget(timeline);
    QTRY_COMPARE_WITH_TIMEOUT(timeline->model()->rowCount(), 2, kCommandTimeoutMs);
    const SnapshotRecord newest = timeline->model()->snapshotAt(0);
    QVERIFY2(newest.command.startsWith(QStringLiteral("echo v2")), qPrintable(newest.command));
    QCOMPARE(newest.exitCode.value_or(-1), 0);
    QVERIFY(newest.knownGood); // the first command exited 0
    QTRY_VERIFY(timeline->usageText().contains(QStringLiteral("snapshot store")));
    QCOMPARE(readFile(created->workspace + QStringLiteral("/notes.txt")), QByteArray("v2\n"));

    // Undo Last Command, after the question (answered yes): v1 again, the "package" gone.
    QAction *undo = controls->undoAction();
    QTRY_VERIFY(undo->isEnabled());
    QSignalSpy restored(controls->actions(), &SnapshotActions::snapshotRestored);
    prompter.clear();
    undo->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(restored.count() == 1, kCommandTimeoutMs);
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), 1);
    QVERIFY2(prompter.shown().first().text.contains(QString::number(newest.id)),
             qPrintable(prompter.shown().first().text));
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Warning), 0);
    QCOMPARE(readFile(created->workspace + QStringLiteral("/notes.txt")), QByteArray("v1\n"));
    QVERIFY(!QFile::exists(created->workspace + QStringLiteral("/added.txt")));
    run(*window, QStringLiteral("test -e /opt/tool/v && echo still-there || echo gone"));
    QVERIFY2(window->commandPanel()->outputText().contains(QStringLiteral("gone")),
             qPrintable(window->commandPanel()->outputText().right(200)));
    // The restore kept what it replaced: a "Before restore" snapshot sits in the timeline.
    tabs->setCurrentWidget(timeline);
    QTRY_VERIFY_WITH_TIMEOUT(timeline->model()->rowCount() >= 4, kCommandTimeoutMs);
    bool keptBefore = false;
    for (const SnapshotRecord &s : timeline->model()->snapshots())
        keptBefore = keptBefore || s.trigger == SnapshotTrigger::BeforeRestore;
    QVERIFY(keptBefore);

    // Compare the state the restore replaced (v2) with the snapshot before the v2 command (v1):
    // both rows selected in the timeline, then Compare, then the file.
    int beforeRow = -1;
    for (int row = 0; row < timeline->model()->rowCount(); ++row)
        if (timeline->model()->snapshotAt(row).trigger == SnapshotTrigger::BeforeRestore)
            beforeRow = row;
    const int v1Row = timeline->model()->rowOf(newest.id);
    QVERIFY(beforeRow >= 0 && v1Row >= 0);
    QItemSelectionModel *selection = timeline->list()->selectionModel();
    selection->select(timeline->model()->index(beforeRow, 0),
                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection->select(timeline->model()->index(v1Row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    auto *compare = timeline->findChild<QPushButton *>(QStringLiteral("compareSnapshots"));
    QVERIFY(compare->isEnabled());
    QTest::mouseClick(compare, Qt::LeftButton);
    SnapshotCompareDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window->findChild<SnapshotCompareDialog *>()) != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->differences()->rowCount() == 2, kCommandTimeoutMs);
    QVERIFY2(dialog->summary().contains(QStringLiteral("from snapshot %1").arg(newest.id)),
             qPrintable(dialog->summary()));
    QCOMPARE(dialog->differences()->index(0).data(SnapshotDifferenceModel::PathRole).toByteArray(),
             QByteArray("added.txt"));
    QCOMPARE(dialog->differences()->index(1).data(SnapshotDifferenceModel::PathRole).toByteArray(),
             QByteArray("notes.txt"));
    dialog->fileList()->setCurrentIndex(dialog->differences()->index(1));
    QTRY_VERIFY_WITH_TIMEOUT(dialog->diffView()->text().contains(QStringLiteral("+v2")), kCommandTimeoutMs);
    QVERIFY2(dialog->diffView()->text().contains(QStringLiteral("-v1")), qPrintable(dialog->diffView()->text()));
    QVERIFY(
        dialog->grab().save(screenshotDir() + QStringLiteral("/snapshot-compare-%1.png").arg(test::testEngineName())));
    QVERIFY(
        window->grab().save(screenshotDir() + QStringLiteral("/snapshot-timeline-%1.png").arg(test::testEngineName())));
    dialog->close();

    // A command that takes the container down (its first process told to end): the window offers
    // the last known good state, and one click brings the sandbox back running.
    run(*window, QStringLiteral("echo v3 > notes.txt; kill 1; sleep 10"));
    Banner *crash = controls->crashBanner();
    QTRY_VERIFY_WITH_TIMEOUT(crash->isVisible(), kCommandTimeoutMs);
    QVERIFY2(crash->text().contains(QStringLiteral("kill 1")), qPrintable(crash->text()));
    prompter.clear();
    auto *rollBack = crash->findChild<QPushButton *>(QStringLiteral("rollBackButton"));
    QTest::mouseClick(rollBack, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(restored.count() == 2, kCommandTimeoutMs);
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Warning), 0);
    QVERIFY(!crash->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Running,
                             kCommandTimeoutMs);
    QVERIFY(readFile(created->workspace + QStringLiteral("/notes.txt")) != QByteArray("v3\n"));
    run(*window, QStringLiteral("echo alive-again"));
    QVERIFY(window->commandPanel()->outputText().contains(QStringLiteral("alive-again")));

    window.reset();
    auto proof = session.manager()->destroyBlocking(created->id);
    QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
}

SHADOWBOX_GUI_TEST_MAIN(TestGuiSnapshots)
#include "tst_gui_snapshots.moc"
