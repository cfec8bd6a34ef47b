// Snapshots in the window against a real engine: commands run from the console are preceded by
// snapshots the timeline shows, Undo Last Command puts the workspace and the system back after
// asking, two snapshots are compared down to a file's diff, a command that takes its container
// down is met with an offer to roll back to the last known good state, and a new sandbox is made
// from an older snapshot from the timeline, with the keyboard alone. A change of engine never
// deletes the manager under the work the window still has running on it.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/DiffView.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "common/TaskProgressWidget.h"
#include "runtime/StarterImage.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxActions.h"
#include "sandbox/SandboxDetailsPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "snapshots/SnapshotActions.h"
#include "snapshots/SnapshotCompareDialog.h"
#include "snapshots/SnapshotControls.h"
#include "snapshots/SnapshotDifferenceModel.h"
#include "snapshots/SnapshotSettingsDialog.h"
#include "snapshots/SnapshotTimeline.h"
#include "snapshots/SnapshotTimelineModel.h"
#include "support/TestSupport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTreeView>
#include <QtConcurrent/QtConcurrentRun>

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
    void initTestCase()
    {
        QSettings().clear();
        // The engine and the starter image must be there: a missing engine fails, never skips.
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
    }
    void undoCompareAndRollBackAfterACrash();
    void replacedManagerOutlivesTheWindowsWork();
    void aNewSandboxFromASnapshotOfTheTimeline();
    void settingsFromTheTimeline();

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
    // And the baseline, recorded when the sandbox was made.
    QTRY_COMPARE_WITH_TIMEOUT(timeline->model()->rowCount(), 3, kCommandTimeoutMs);
    QCOMPARE(timeline->model()->snapshotAt(2).trigger, SnapshotTrigger::Baseline);
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
    QSignalSpy tasks(controls->actions(), &SnapshotActions::taskStarted);
    QSignalSpy tasksEnded(controls->actions(), &SnapshotActions::taskEnded);
    prompter.clear();
    undo->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(restored.count() == 1, kCommandTimeoutMs);
    // The restore was announced to the status bar's busy indicator, and its end too.
    QCOMPARE(tasks.count(), 1);
    QVERIFY2(tasks.first().at(1).toString().startsWith(QStringLiteral("Restoring snapshot")),
             qPrintable(tasks.first().at(1).toString()));
    QCOMPARE(tasksEnded.count(), 1);
    QCOMPARE(tasksEnded.first().at(0), tasks.first().at(0));
    auto *progress = window->findChild<TaskProgressWidget *>(QStringLiteral("snapshotProgress"));
    QVERIFY(progress);
    QVERIFY(!progress->isVisible());
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

// The snapshot flows that look something up first (Undo Last Command, the check after a command)
// while the engine is switched: the manager the session lets go of is deleted only once that work
// has run. Every worker is held busy meanwhile, so the work is still waiting when the switch
// happens, as it would be on a busy machine.
void TestGuiSnapshots::replacedManagerOutlivesTheWindowsWork()
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
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startSession();
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                             kEngineTimeoutMs);
    SnapshotControls *controls = window.snapshotControls();
    controls->timeline()->findChild<QCheckBox *>(QStringLiteral("snapshotWhenQuiet"))->setChecked(false);

    test::ScratchRepo repo;
    CreateRequest request;
    request.repository = repo.path();
    request.image = starter::reference();
    request.name = QStringLiteral("gui-retire-%1").arg(test::testEngineName());
    request.limits.stopTimeoutSeconds = 1;
    auto created = test::await(session.manager()->create(request));
    QVERIFY2(created, qPrintable(created.errorMessage()));
    auto destroy = qScopeGuard([&] {
        if (session.manager())
            (void)session.manager()->destroyBlocking(created->id);
    });
    QTRY_VERIFY(window.sandboxModel()->rowOf(created->id) >= 0);
    window.selectSandbox(created->id);
    QTRY_VERIFY(controls->undoAction()->isEnabled());

    QThreadPool *pool = session.pool();
    // Switches the engine (to the same one) while `start` waits for a worker, and checks that the
    // manager let go of lives until the work is done.
    auto switchWhileQueued = [&](const std::function<void()> &start, const std::function<bool()> &done) {
        QPointer<SandboxManager> old = session.manager();
        QVERIFY(old);
        QTRY_VERIFY_WITH_TIMEOUT(old->whenIdle().isFinished(), kEngineTimeoutMs);
        QSemaphore hold;
        const int workers = pool->maxThreadCount();
        for (int i = 0; i < workers; ++i)
            (void)QtConcurrent::run(pool, [&hold] { hold.acquire(); });
        auto release = qScopeGuard([&] { hold.release(workers); });
        QTRY_COMPARE(pool->activeThreadCount(), workers);
        start();
        window.controller()->reconnect(config.engineSetting);
        QVERIFY(session.manager() != old);
        QTest::qWait(500);
        QVERIFY2(old, "the replaced manager was deleted while the window's work on it still waited");
        release.dismiss();
        hold.release(workers);
        QTRY_VERIFY_WITH_TIMEOUT(done(), kEngineTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!old, kEngineTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);
    };

    // Undo Last Command looks for the snapshot before the last command (there is none yet).
    prompter.clear();
    switchWhileQueued([&] { controls->undoAction()->trigger(); },
                      [&] { return prompter.count(PresetPrompter::Shown::Kind::Information) == 1; });
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(prompter.shown().first().title == QStringLiteral("Nothing to Undo"),
             qPrintable(prompter.shown().first().title));

    // After a command the window asks whether the container went down with it. Nothing selected,
    // so that the timeline, whose reload is one of the manager's calls anyway, stays out of it.
    window.sandboxView()->clearSelection();
    QTRY_VERIFY(!window.selectedSandbox());
    RunRecord run;
    run.sandboxId = created->id;
    run.command = QStringLiteral("kill 1");
    run.exitCode = 137;
    switchWhileQueued([&] { Q_EMIT window.commandPanel()->runFinished(created->id, run); },
                      [&] { return controls->crashBanner()->isVisible(); });
}

void TestGuiSnapshots::aNewSandboxFromASnapshotOfTheTimeline()
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
    request.name = QStringLiteral("gui-fork-%1").arg(test::testEngineName());
    request.limits.memoryBytes = 256LL * 1024 * 1024;
    request.limits.stopTimeoutSeconds = 2;
    auto created = test::await(session.manager()->create(request));
    QVERIFY2(created, qPrintable(created.errorMessage()));
    QTRY_VERIFY(window->sandboxModel()->rowCount() == 1);
    window->selectSandbox(created->id);
    SnapshotTimeline *timeline = window->snapshotControls()->timeline();
    timeline->findChild<QCheckBox *>(QStringLiteral("snapshotWhenQuiet"))->setChecked(false);
    run(*window, QStringLiteral("echo v1 > notes.txt; mkdir -p /opt/tool; echo 1 > /opt/tool/v"));
    run(*window, QStringLiteral("echo v2 > notes.txt; rm -r /opt/tool"));
    auto *tabs = window->commandPanel()->findChild<QTabWidget *>(QStringLiteral("consoleTabs"));
    tabs->setCurrentWidget(timeline);
    QTRY_COMPARE_WITH_TIMEOUT(timeline->model()->rowCount(), 3, kCommandTimeoutMs); // the baseline is the third
    // The snapshot before the second command: notes.txt at v1, /opt/tool there.
    const SnapshotRecord older = timeline->model()->snapshotAt(0);
    QVERIFY2(older.command.startsWith(QStringLiteral("echo v2")), qPrintable(older.command));

    // With the keyboard: the row chosen in the list, then Ctrl+Shift+N, then Return in the dialog.
    auto *fork = timeline->findChild<QPushButton *>(QStringLiteral("forkSnapshot"));
    QVERIFY(fork);
    // Also in the list's context menu (the Menu key opens it).
    QCOMPARE(timeline->list()->contextMenuPolicy(), Qt::ActionsContextMenu);
    bool inMenu = false;
    for (const QAction *action : timeline->list()->actions())
        inMenu = inMenu || action->objectName() == QLatin1String("forkSnapshotAction");
    QVERIFY(inMenu);
    timeline->list()->setFocus();
    timeline->list()->setCurrentIndex(timeline->model()->index(0, 0));
    QTRY_VERIFY(fork->isEnabled());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    timeline->list()->setFocus();
    QTRY_VERIFY(timeline->list()->hasFocus());
    QSignalSpy progress(session.manager(), &SandboxManager::createProgress);
    QSignalSpy made(window->sandboxActions(), &SandboxActions::sandboxCreated);
    QTest::keyClick(timeline->list(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QInputDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window->findChild<QInputDialog *>(QStringLiteral("forkDialog"))) != nullptr);
    QTRY_COMPARE(dialog->textValue(), created->name + QStringLiteral("-fork"));
    QVERIFY2(dialog->labelText().contains(QString::number(older.id)), qPrintable(dialog->labelText()));
    dialog->setTextValue(QStringLiteral("gui-fork-b"));
    auto *edit = dialog->findChild<QLineEdit *>();
    QVERIFY(edit);
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(made.count() == 1, kCommandTimeoutMs);
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Warning), 0);
    const SandboxRecord forked = made.first().first().value<SandboxRecord>();
    QCOMPARE(forked.name, QStringLiteral("gui-fork-b"));
    QCOMPARE(forked.forkedFromSnapshot, older.id);
    bool progressShown = false;
    for (const QList<QVariant> &step : std::as_const(progress))
        progressShown = progressShown || step.first().toString() == forked.id;
    QVERIFY(progressShown);

    // The new sandbox is selected, and the details say where it came from.
    QTRY_VERIFY(window->selectedSandbox() && window->selectedSandbox()->id == forked.id);
    QCOMPARE(window->sandboxModel()->rowCount(), 2);
    const QString from = window->detailsPanel()->fieldText(QStringLiteral("forkedFromValue"));
    QVERIFY2(from.contains(QString::number(older.id)) && from.contains(created->name), qPrintable(from));
    QVERIFY(window->detailsPanel()->fieldText(QStringLiteral("snapshotStepValue")) != QStringLiteral("—"));
    QCOMPARE(readFile(forked.workspace + QStringLiteral("/notes.txt")), QByteArray("v1\n"));
    run(*window, QStringLiteral("cat /opt/tool/v && echo fork-has-tool"));
    QVERIFY2(window->commandPanel()->outputText().contains(QStringLiteral("fork-has-tool")),
             qPrintable(window->commandPanel()->outputText().right(200)));
    // Its timeline starts with the source's baseline, then its own snapshot, named after where it
    // came from.
    tabs->setCurrentWidget(timeline);
    QTRY_VERIFY_WITH_TIMEOUT(timeline->model()->rowCount() >= 2, kCommandTimeoutMs);
    QCOMPARE(timeline->model()->snapshotAt(timeline->model()->rowCount() - 1).trigger, SnapshotTrigger::Baseline);
    const SnapshotRecord first = timeline->model()->snapshotAt(timeline->model()->rowCount() - 2);
    QCOMPARE(first.label, QStringLiteral("Forked from %1 #%2").arg(created->name).arg(older.id));
    QVERIFY(window->grab().save(screenshotDir() + QStringLiteral("/snapshot-fork-%1.png").arg(test::testEngineName())));
    // The source selected again: its files are as it left them.
    window->selectSandbox(created->id);
    QTRY_VERIFY(timeline->model()->rowCount() >= 2);
    QCOMPARE(readFile(created->workspace + QStringLiteral("/notes.txt")), QByteArray("v2\n"));

    window.reset();
    for (const QString &id : {created->id, forked.id}) {
        auto proof = session.manager()->destroyBlocking(id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }
}

// The snapshot settings from the timeline: read when the dialog opens, a path that cannot be used
// named in the dialog (which stays open), saved off the GUI thread, and followed by Prune.
void TestGuiSnapshots::settingsFromTheTimeline()
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
    prompter.setDefaultAnswer(false);
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
    request.name = QStringLiteral("gui-settings-%1").arg(test::testEngineName());
    request.limits.memoryBytes = 256LL * 1024 * 1024;
    request.limits.stopTimeoutSeconds = 2;
    auto created = test::await(session.manager()->create(request));
    QVERIFY2(created, qPrintable(created.errorMessage()));
    QTRY_VERIFY(window->sandboxModel()->rowCount() == 1);
    window->selectSandbox(created->id);
    SnapshotTimeline *timeline = window->snapshotControls()->timeline();
    timeline->findChild<QCheckBox *>(QStringLiteral("snapshotWhenQuiet"))->setChecked(false);
    run(*window, QStringLiteral("echo v1 > notes.txt"));
    auto *tabs = window->commandPanel()->findChild<QTabWidget *>(QStringLiteral("consoleTabs"));
    tabs->setCurrentWidget(timeline);
    QTRY_COMPARE_WITH_TIMEOUT(timeline->model()->rowCount(), 2, kCommandTimeoutMs); // and the baseline

    auto *open = timeline->findChild<QPushButton *>(QStringLiteral("snapshotSettings"));
    QVERIFY(open);
    QTRY_VERIFY(open->isEnabled());
    open->click();
    SnapshotSettingsDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = timeline->findChild<SnapshotSettingsDialog *>()) != nullptr);
    QTRY_VERIFY(dialog->keepBox()->isEnabled()); // read
    QCOMPARE(dialog->keepBox()->value(), SnapshotPolicy::kDefaultKeep);
    QVERIFY(dialog->excludedEdit()->toPlainText().isEmpty());

    dialog->keepBox()->setValue(7);
    dialog->excludedEdit()->setPlainText(QStringLiteral("build\n/abs/path\n"));
    auto *save = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    QSignalSpy refused(dialog, &SnapshotSettingsDialog::refused);
    save->click();
    QCOMPARE(refused.count(), 1);
    QVERIFY2(dialog->problem().contains(QStringLiteral("/abs/path")) && dialog->problem().contains("absolute"),
             qPrintable(dialog->problem()));
    QVERIFY(dialog->isVisible());
    QTest::qWait(50); // laid out again around the sentence
    QVERIFY(
        dialog->grab().save(screenshotDir() + QStringLiteral("/snapshot-settings-%1.png").arg(test::testEngineName())));

    QPointer<SnapshotSettingsDialog> guard(dialog);
    QSignalSpy saved(dialog, &SnapshotSettingsDialog::saved);
    dialog->excludedEdit()->setPlainText(QStringLiteral("build\n  ./cache/  \n"));
    save->click();
    QTRY_VERIFY_WITH_TIMEOUT(guard.isNull() || !guard->isVisible(), kCommandTimeoutMs);
    QCOMPARE(saved.count(), 1);
    auto policy = session.manager()->snapshotter().policy(created->id);
    QVERIFY2(policy, qPrintable(policy.errorMessage()));
    QCOMPARE(policy->keepAutomatic, 7);
    QCOMPARE(policy->excluded, QStringList({QStringLiteral("build"), QStringLiteral("cache")}));

    // Prune asks about as many as the settings keep.
    prompter.clear();
    auto *prune = timeline->findChild<QPushButton *>(QStringLiteral("pruneSnapshots"));
    QVERIFY(prune);
    QTRY_VERIFY(prune->isEnabled());
    prune->click();
    QTRY_COMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), 1);
    QVERIFY2(prompter.shown().first().text.contains(QStringLiteral("newest 7")),
             qPrintable(prompter.shown().first().text));

    window.reset();
    auto proof = session.manager()->destroyBlocking(created->id);
    QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
}

SHADOWBOX_GUI_TEST_MAIN(TestGuiSnapshots)
#include "tst_gui_snapshots.moc"
