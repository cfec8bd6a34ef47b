#pragma once

#include "core/SandboxTypes.h"

#include <QWidget>

#include <optional>

class QAction;
class QCheckBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace shadowbox {

class Prompter;
class Session;
class SnapshotActions;
class SnapshotTimelineModel;

// The snapshot timeline of the selected sandbox: every snapshot with its time, trigger (the
// command and its exit code), files changed, size and whether the system was saved; take, restore,
// compare, label, verify and prune, and a new sandbox from a snapshot; the disk the snapshots take; and whether a
// snapshot is taken before every command.
class SnapshotTimeline : public QWidget {
    Q_OBJECT
public:
    // The settings key of "Snapshot before every command" (on unless turned off).
    static constexpr char kBeforeCommandsKey[] = "snapshots/beforeCommands";
    static bool snapshotBeforeCommands();
    // "Snapshot when the workspace falls quiet" (on unless turned off).
    static constexpr char kWhenQuietKey[] = "snapshots/whenQuiet";
    static bool snapshotWhenQuiet();

    SnapshotTimeline(Session &session, Prompter &prompter, SnapshotActions &actions, QWidget *parent = nullptr);

    SnapshotTimelineModel *model() const { return m_model; }
    QTreeView *list() const { return m_list; }
    QString usageText() const;
    std::optional<SnapshotRecord> selectedSnapshot() const;

    void setSandbox(const std::optional<SandboxRecord> &record);
    // Reads the snapshots again (they changed in this or another process).
    void reload();

Q_SIGNALS:
    // The list on screen is up to date with the store.
    void loaded();
    void whenQuietToggled(bool on);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateButtons();
    void restoreSelected();
    void forkSelected();
    void compareSelected();
    void labelSelected();
    void verify();
    void prune();
    void openSettings();

    Session &m_session;
    Prompter &m_prompter;
    SnapshotActions &m_actions;
    std::optional<SandboxRecord> m_record;
    SnapshotTimelineModel *m_model;
    QTreeView *m_list;
    QLabel *m_usage;
    QCheckBox *m_beforeCommands;
    QCheckBox *m_whenQuiet;
    QPushButton *m_take;
    QPushButton *m_restore;
    QPushButton *m_compare;
    QPushButton *m_label;
    QPushButton *m_verify;
    QPushButton *m_prune;
    QPushButton *m_settings;
    QPushButton *m_fork;
    // The list's context menu (also the Menu key); Ctrl+Shift+N makes a new sandbox from the
    // selected snapshot while the timeline has the focus.
    QAction *m_restoreAction;
    QAction *m_forkAction;
    QAction *m_compareAction;
    QAction *m_labelAction;
    quint64 m_loading = 0; // only the latest request's answer is shown
};

} // namespace shadowbox
