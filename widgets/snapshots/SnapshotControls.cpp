#include "snapshots/SnapshotControls.h"

#include "common/Banner.h"
#include "common/Icons.h"
#include "common/TaskProgressWidget.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshots/SnapshotActions.h"
#include "snapshots/SnapshotTimeline.h"

#include <QAction>
#include <QPushButton>

namespace shadowbox {

namespace {
// What a command that takes its container down ends with: SIGKILL (the OOM killer among others).
constexpr int kKilledExitCode = 137;
// A snapshot or restore that is over within this long shows no progress: only its messages.
constexpr int kProgressDelayMs = 300;
} // namespace

SnapshotControls::SnapshotControls(Session &session, Prompter &prompter, CommandPanel &commands, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_commands(commands)
    , m_actions(new SnapshotActions(session, prompter, window,
                                    [this](const QString &id) { return m_commands.isRunning(id); }))
    , m_timeline(new SnapshotTimeline(session, prompter, *m_actions))
    , m_crashBanner(new Banner)
    , m_undo(new QAction(appIcon(QStringLiteral("edit-undo")), tr("&Undo Last Command"), this))
    , m_take(new QAction(appIcon(QStringLiteral("camera-photo")), tr("Take S&napshot…"), this))
    , m_knownGood(new QAction(tr("Roll Back to Last &Known Good"), this))
    , m_watchTimer(new QTimer(this))
    , m_progress(new TaskProgressWidget)
    , m_progressDelay(new QTimer(this))
{
    m_progress->setObjectName(QStringLiteral("snapshotProgress"));
    m_progressDelay->setSingleShot(true);
    m_progressDelay->setInterval(kProgressDelayMs);
    connect(m_progressDelay, &QTimer::timeout, this, [this] {
        if (m_tasks.isEmpty())
            return;
        // Neither step can be cut short safely half way (a restore is journaled and finished
        // instead), so there is no Cancel; the busy bar says that the window is still working.
        m_progress->begin(m_tasks.constLast().second, false);
        m_progress->setProgress(m_tasks.constLast().second, -1);
    });
    // Changes to the list come in bursts (a reconcile, a refresh): the watched set follows once.
    m_watchTimer->setSingleShot(true);
    m_watchTimer->setInterval(200);
    connect(m_watchTimer, &QTimer::timeout, this, &SnapshotControls::updateWatched);
    connect(m_timeline, &SnapshotTimeline::whenQuietToggled, m_watchTimer, qOverload<>(&QTimer::start));
    m_timeline->setObjectName(QStringLiteral("snapshotPage"));
    m_crashBanner->setObjectName(QStringLiteral("crashBanner"));
    QPushButton *rollBack = m_crashBanner->addButton(tr("Roll Back to Last Known Good"));
    rollBack->setObjectName(QStringLiteral("rollBackButton"));
    connect(rollBack, &QPushButton::clicked, this, [this] {
        if (m_crashed)
            m_actions->rollBackToKnownGood(*m_crashed);
    });

    m_undo->setObjectName(QStringLiteral("undoLastCommandAction"));
    m_undo->setShortcut(QKeySequence(tr("Ctrl+Alt+Z")));
    m_undo->setStatusTip(tr("Put the workspace and the container's system back as they were before the last command"));
    m_take->setObjectName(QStringLiteral("takeSnapshotAction"));
    m_take->setShortcut(QKeySequence(tr("Ctrl+Alt+S")));
    m_take->setStatusTip(tr("Take a snapshot of the workspace and the container's system now, with a label"));
    m_knownGood->setObjectName(QStringLiteral("knownGoodAction"));
    m_knownGood->setStatusTip(tr("Go back to the last state a command that exited 0 left"));

    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_record)
            m_actions->undoLastCommand(*m_record);
    });
    connect(m_take, &QAction::triggered, this, [this] {
        if (m_record)
            m_actions->askAndTake(*m_record);
    });
    connect(m_knownGood, &QAction::triggered, this, [this] {
        if (m_record)
            m_actions->rollBackToKnownGood(*m_record);
    });
    connect(m_actions, &SnapshotActions::busyChanged, this, &SnapshotControls::updateActions);
    connect(m_actions, &SnapshotActions::statusMessage, this, &SnapshotControls::statusMessage);
    connect(m_actions, &SnapshotActions::forkRequested, this, &SnapshotControls::forkRequested);
    connect(m_actions, &SnapshotActions::taskStarted, this, [this](const QString &task, const QString &text) {
        m_tasks.append({task, text});
        if (m_progress->isActive())
            m_progress->setProgress(text, -1);
        else if (!m_progressDelay->isActive())
            m_progressDelay->start();
    });
    connect(m_actions, &SnapshotActions::taskEnded, this, [this](const QString &task) {
        m_tasks.removeIf([&task](const std::pair<QString, QString> &t) { return t.first == task; });
        if (!m_tasks.isEmpty()) {
            if (m_progress->isActive())
                m_progress->setProgress(m_tasks.constLast().second, -1);
            return;
        }
        m_progressDelay->stop();
        m_progress->finish();
    });
    connect(m_actions, &SnapshotActions::snapshotTaken, m_timeline, &SnapshotTimeline::reload);
    connect(m_actions, &SnapshotActions::snapshotRestored, this, [this](const QString &sandboxId) {
        if (m_crashed && sandboxId == m_crashed->id) {
            m_crashBanner->hide();
            m_crashed.reset();
        }
        m_timeline->reload();
    });
    connect(&m_commands, &CommandPanel::runFinished, this, &SnapshotControls::checkAfterRun);
    updateActions();
}

void SnapshotControls::setSandbox(const std::optional<SandboxRecord> &record)
{
    m_record = record;
    m_timeline->setSandbox(record);
    updateActions();
}

void SnapshotControls::setEngineConnected(bool connected)
{
    if (connected && !m_engine)
        m_watchTimer->start(); // a new engine connection comes with a new manager
    m_engine = connected;
    updateActions();
}

void SnapshotControls::followSandboxes(SandboxListModel *model)
{
    m_sandboxes = model;
    connect(model, &QAbstractItemModel::modelReset, m_watchTimer, qOverload<>(&QTimer::start));
    connect(model, &QAbstractItemModel::rowsInserted, m_watchTimer, qOverload<>(&QTimer::start));
    connect(model, &QAbstractItemModel::rowsRemoved, m_watchTimer, qOverload<>(&QTimer::start));
    connect(model, &QAbstractItemModel::dataChanged, m_watchTimer, qOverload<>(&QTimer::start));
    m_watchTimer->start();
}

void SnapshotControls::updateWatched()
{
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    QList<SandboxRecord> running;
    if (m_sandboxes) {
        for (int row = 0; row < m_sandboxes->rowCount(); ++row) {
            const SandboxRecord &r = m_sandboxes->recordAt(row);
            if (r.state == SandboxState::Running && r.engineEndpoint == manager->engine().info.endpoint)
                running << r;
        }
    }
    // Watched whatever the settings: snapshots then read only what changed.
    manager->watchWorkspaces(running, SnapshotTimeline::snapshotWhenQuiet());
    // Whatever the snapshot settings: a sandbox may not fill the disk behind the window's back.
    manager->guardWorkspaceLimits(running);
}

void SnapshotControls::updateActions()
{
    const bool usable = m_engine && m_record && !m_actions->isRestoring(m_record->id);
    const bool restorable =
        usable && (m_record->state == SandboxState::Running || m_record->state == SandboxState::Stopped ||
                   m_record->state == SandboxState::Lost);
    m_undo->setEnabled(restorable);
    m_knownGood->setEnabled(restorable);
    m_take->setEnabled(usable &&
                       (m_record->state == SandboxState::Running || m_record->state == SandboxState::Stopped));
}

void SnapshotControls::checkAfterRun(const QString &sandboxId, const RunRecord &run)
{
    m_timeline->reload();
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    // One of the manager's own calls, so that a manager replaced by a change of engine is not
    // deleted under it (see SandboxManager::whenIdle).
    manager->checkSandbox(sandboxId).then(this, [this, run](const Result<SandboxCheck> &after) {
        if (!after)
            return;
        const std::optional<SandboxState> state =
            after->change ? std::optional<SandboxState>(after->change->to) : std::nullopt;
        QString what;
        if (after->workspaceMissing)
            what = tr("The sandbox's workspace vanished while \"%1\" ran.");
        else if (state == SandboxState::Lost)
            what = tr("The sandbox's container was removed while \"%1\" ran.");
        else if (state == SandboxState::Stopped)
            what = tr("The sandbox's container stopped while \"%1\" ran.");
        else if (run.exitCode == kKilledExitCode)
            what = tr("\"%1\" was killed (exit 137), perhaps for running out of memory.");
        if (what.isEmpty())
            return;
        m_crashed = after->record;
        m_crashBanner->showMessage(Banner::Kind::Warning, what.arg(run.command.simplified().left(80)),
                                   tr("Roll back to the last known good snapshot: the workspace and the "
                                      "container's system as the last command that exited 0 left them, with "
                                      "the container running again."));
    });
}

} // namespace shadowbox
