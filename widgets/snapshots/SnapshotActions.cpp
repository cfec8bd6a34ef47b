#include "snapshots/SnapshotActions.h"

#include "core/Formatting.h"

#include "common/Prompter.h"
#include "session/Session.h"
#include "snapshots/SnapshotTimelineModel.h"

#include <QInputDialog>

namespace shadowbox {

namespace {
constexpr int kMessageTimeoutMs = 15'000;
} // namespace

SnapshotActions::SnapshotActions(Session &session, Prompter &prompter, QWidget *window,
                                 std::function<bool(const QString &)> commandRunning)
    : QObject(window)
    , m_session(session)
    , m_prompter(prompter)
    , m_window(window)
    , m_commandRunning(std::move(commandRunning))
{
}

void SnapshotActions::askAndTake(const SandboxRecord &record)
{
    auto *dialog = new QInputDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Take Snapshot"));
    dialog->setLabelText(
        tr("A label for the snapshot of \"%1\" (optional; labelled snapshots are always kept):").arg(record.name));
    dialog->setOkButtonText(tr("Take Snapshot"));
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, record](const QString &label) { take(record, label); });
    dialog->open();
}

void SnapshotActions::take(const SandboxRecord &record, const QString &label)
{
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    const QString task = QStringLiteral("take %1").arg(++m_tasks);
    Q_EMIT statusMessage(tr("Taking a snapshot of \"%1\"…").arg(record.name), 0);
    Q_EMIT taskStarted(task, tr("Taking a snapshot of \"%1\"…").arg(record.name));
    manager->takeSnapshot(record.id, {SnapshotTrigger::Manual, label, QString()})
        .then(this, [this, task, name = record.name](const Result<SnapshotRecord> &taken) {
            Q_EMIT taskEnded(task);
            if (!taken) {
                Q_EMIT statusMessage(QString(), 1);
                m_prompter.warn(m_window, tr("Could Not Take the Snapshot"), taken.error().message);
                return;
            }
            Q_EMIT snapshotTaken(*taken);
            Q_EMIT statusMessage(tr("Snapshot %1 of \"%2\" taken in %3 (files changed: %4).")
                                     .arg(taken->id)
                                     .arg(name, Format::duration(taken->captureMs))
                                     .arg(taken->filesChanged),
                                 kMessageTimeoutMs);
        });
}

void SnapshotActions::askAndFork(const SandboxRecord &record, const SnapshotRecord &snapshot)
{
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    // A free name first (off the GUI thread: it asks the store), so that OK alone makes the fork.
    manager->forkName(record.id).then(this, [this, record, snapshot](const Result<QString> &suggested) {
        auto *dialog = new QInputDialog(m_window);
        dialog->setObjectName(QStringLiteral("forkDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("New Sandbox from Snapshot"));
        dialog->setLabelText(tr("A new sandbox from snapshot %1 of \"%2\" (%3): its own copy of the workspace and "
                                "the container's system as they were then, with the same baseline and limits. "
                                "\"%2\" is not changed.\n\nName of the new sandbox:")
                                 .arg(snapshot.id)
                                 .arg(record.name, SnapshotTimelineModel::describe(snapshot)));
        dialog->setTextValue(suggested ? *suggested : QString());
        dialog->setOkButtonText(tr("Create Sandbox"));
        const ForkRequest base{record.id, snapshot.id, QString(), std::nullopt};
        connect(dialog, &QInputDialog::textValueSelected, this, [this, base](const QString &name) {
            ForkRequest request = base;
            request.name = name.trimmed();
            Q_EMIT forkRequested(request);
        });
        dialog->open();
    });
}

void SnapshotActions::undoLastCommand(const SandboxRecord &record)
{
    restoreFound(
        record, [id = record.id](SandboxManager &m) { return m.snapshotBeforeLastCommand(id); }, tr("Nothing to Undo"));
}

void SnapshotActions::rollBackToKnownGood(const SandboxRecord &record)
{
    restoreFound(
        record, [id = record.id](SandboxManager &m) { return m.lastKnownGoodSnapshot(id); },
        tr("No Known Good Snapshot"));
}

void SnapshotActions::restoreFound(const SandboxRecord &record,
                                   const std::function<QFuture<Result<SnapshotRecord>>(SandboxManager &)> &find,
                                   const QString &failureTitle)
{
    // Through the manager's own calls, never a worker of ours holding it: a manager replaced by a
    // change of engine is deleted once the calls it counts have ended (SandboxManager::whenIdle).
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    find(*manager).then(this, [this, record, failureTitle](const Result<SnapshotRecord> &found) {
        if (!found)
            m_prompter.inform(m_window, failureTitle, found.error().message);
        else
            restore(record, *found);
    });
}

void SnapshotActions::restore(const SandboxRecord &record, const SnapshotRecord &snapshot)
{
    if (isRestoring(record.id))
        return;
    const bool running = m_commandRunning && m_commandRunning(record.id);
    Question q;
    q.title = tr("Restore Snapshot");
    q.text = tr("Restore snapshot %1 of \"%2\"?").arg(snapshot.id).arg(record.name);
    q.details = tr("The workspace and the container's system go back to how they were at %1 (%2). The current "
                   "state is kept as a snapshot first, and the run history with every command's output is kept.")
                    .arg(Format::time(snapshot.createdAt), SnapshotTimelineModel::describe(snapshot));
    if (running)
        q.details += u' ' + tr("The command running in it now is stopped.");
    q.acceptLabel = tr("Restore");
    m_prompter.confirm(m_window, q, [this, record, snapshot, running](bool yes) {
        if (yes)
            restoreConfirmed(record, snapshot, running);
    });
}

void SnapshotActions::restoreConfirmed(const SandboxRecord &record, const SnapshotRecord &snapshot, bool stopCommands)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || isRestoring(record.id))
        return;
    m_restoring.insert(record.id);
    Q_EMIT busyChanged();
    const QString restoring = tr("Restoring snapshot %1 of \"%2\"…").arg(snapshot.id).arg(record.name);
    Q_EMIT statusMessage(restoring, 0);
    Q_EMIT taskStarted(QStringLiteral("restore ") + record.id, restoring);
    RestoreOptions options;
    options.stopRunningCommands = stopCommands;
    manager->restoreSnapshot(record.id, snapshot.id, options)
        .then(this, [this, record, snapshot, stopCommands](const Result<RestoreReport> &report) {
            m_restoring.remove(record.id);
            Q_EMIT taskEnded(QStringLiteral("restore ") + record.id);
            Q_EMIT busyChanged();
            if (report) {
                Q_EMIT snapshotRestored(record.id, *report);
                Q_EMIT statusMessage(tr("Restored snapshot %1 of \"%2\" in %3; the state it replaced is snapshot %4.")
                                         .arg(snapshot.id)
                                         .arg(record.name, Format::duration(report->elapsedMs))
                                         .arg(report->before.id),
                                     kMessageTimeoutMs);
                if (!report->mocksProblem.isEmpty())
                    m_prompter.warn(m_window, tr("The Mocks Were Not Restored"), report->mocksProblem);
                return;
            }
            Q_EMIT statusMessage(QString(), 1);
            // Another window or the command line runs a command in it: ask before stopping that.
            if (report.error().kind == Error::Kind::CommandRunning && !stopCommands) {
                Question q;
                q.title = tr("Stop the Running Command?");
                q.text = report.error().message;
                q.details = tr("Restoring stops it: its container is made anew from the snapshot.");
                q.acceptLabel = tr("Stop It and Restore");
                q.destructive = true;
                m_prompter.confirm(m_window, q, [this, record, snapshot](bool yes) {
                    if (yes)
                        restoreConfirmed(record, snapshot, true);
                });
                return;
            }
            m_prompter.warn(m_window, tr("Could Not Restore the Snapshot"), report.error().message);
        });
}

} // namespace shadowbox
