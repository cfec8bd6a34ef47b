#pragma once

#include "core/SandboxTypes.h"
#include "sandbox/SandboxCreator.h"

#include <QObject>
#include <QTimer>

#include <optional>

class QAction;
class QWidget;

namespace shadowbox {

class Banner;
class CommandPanel;
class Prompter;
class Session;
class SnapshotActions;
class SandboxListModel;
class SnapshotTimeline;
class TaskProgressWidget;

// What the window shows of snapshots, assembled in one place: the timeline page, the actions
// (Undo Last Command, Take Snapshot, Roll Back to Last Known Good) for the menus and the toolbar,
// and the banner that offers a rollback when a command took the container down with it.
class SnapshotControls : public QObject {
    Q_OBJECT
public:
    SnapshotControls(Session &session, Prompter &prompter, CommandPanel &commands, QWidget *window);

    SnapshotActions *actions() const { return m_actions; }
    SnapshotTimeline *timeline() const { return m_timeline; }
    Banner *crashBanner() const { return m_crashBanner; }
    QAction *undoAction() const { return m_undo; }
    QAction *takeAction() const { return m_take; }
    QAction *knownGoodAction() const { return m_knownGood; }
    // A busy indicator for the status bar while a snapshot or restore takes longer than a moment.
    TaskProgressWidget *progress() const { return m_progress; }

    // The selected sandbox (or none), and whenever its record changes.
    void setSandbox(const std::optional<SandboxRecord> &record);
    void setEngineConnected(bool connected);
    // The window's sandboxes: the running ones are watched for the quiet trigger.
    void followSandboxes(SandboxListModel *model);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);
    // "New Sandbox from This Snapshot", named: the window's sandbox flows make it.
    void forkRequested(const shadowbox::ForkRequest &request);

private:
    void updateActions();
    void updateWatched();
    // After a command: did the container go down with it (exited, killed, its workspace gone)?
    void checkAfterRun(const QString &sandboxId, const RunRecord &run);

    Session &m_session;
    CommandPanel &m_commands;
    SnapshotActions *m_actions;
    SnapshotTimeline *m_timeline;
    Banner *m_crashBanner;
    QAction *m_undo;
    QAction *m_take;
    QAction *m_knownGood;
    std::optional<SandboxRecord> m_record;
    std::optional<SandboxRecord> m_crashed; // the sandbox the crash banner speaks of
    bool m_engine = false;
    SandboxListModel *m_sandboxes = nullptr;
    QTimer *m_watchTimer;
    TaskProgressWidget *m_progress;
    QTimer *m_progressDelay;
    QList<std::pair<QString, QString>> m_tasks; // in flight, oldest first: name, text
};

} // namespace shadowbox
