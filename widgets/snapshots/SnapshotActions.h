#pragma once

#include "sandbox/SandboxManager.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

class QWidget;

namespace shadowbox {

class Prompter;
class Session;

// The window's snapshot flows: take one (with a label), restore one after asking, undo the last
// command, roll back to the last known good state, ask for a new sandbox from one. A command running in the sandbox is
// stopped only after the user said so. Knows which sandboxes have a restore in flight, so the window can disable what
// would collide; failures go through the Prompter, the rest out as signals.
class SnapshotActions : public QObject {
    Q_OBJECT
public:
    // `commandRunning` says whether this window runs a command in a sandbox right now.
    SnapshotActions(Session &session, Prompter &prompter, QWidget *window,
                    std::function<bool(const QString &sandboxId)> commandRunning);

    bool isRestoring(const QString &sandboxId) const { return m_restoring.contains(sandboxId); }

    // Asks for a label (optional), then takes the snapshot.
    void askAndTake(const SandboxRecord &record);
    void take(const SandboxRecord &record, const QString &label);
    // Asks first; the question says what is kept and what a running command becomes.
    void restore(const SandboxRecord &record, const SnapshotRecord &snapshot);
    // Asks for the new sandbox's name (prefilled with a free one), then asks for the fork
    // (forkRequested): the window's sandbox flows make it, with their progress.
    void askAndFork(const SandboxRecord &record, const SnapshotRecord &snapshot);
    void undoLastCommand(const SandboxRecord &record);
    void rollBackToKnownGood(const SandboxRecord &record);

Q_SIGNALS:
    void busyChanged();
    void snapshotTaken(const shadowbox::SnapshotRecord &snapshot);
    void snapshotRestored(const QString &sandboxId, const shadowbox::RestoreReport &report);
    // A new sandbox from a snapshot, named and confirmed.
    void forkRequested(const shadowbox::ForkRequest &request);
    // timeoutMs 0: until the next message.
    void statusMessage(const QString &text, int timeoutMs);
    // A snapshot or restore in flight (`task` names it until it ends), for a progress indicator.
    void taskStarted(const QString &task, const QString &text);
    void taskEnded(const QString &task);

private:
    // Finds the snapshot `find` names (one of the manager's calls), then asks to restore it.
    void restoreFound(const SandboxRecord &record,
                      const std::function<QFuture<Result<SnapshotRecord>>(SandboxManager &)> &find,
                      const QString &failureTitle);
    void restoreConfirmed(const SandboxRecord &record, const SnapshotRecord &snapshot, bool stopCommands);

    Session &m_session;
    Prompter &m_prompter;
    QPointer<QWidget> m_window;
    std::function<bool(const QString &)> m_commandRunning;
    QSet<QString> m_restoring;
    quint64 m_tasks = 0; // numbers the snapshots taken, which may overlap
};

} // namespace shadowbox
