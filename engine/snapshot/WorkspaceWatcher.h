#pragma once

#include "core/UniqueFd.h"
#include "snapshot/WorkspaceChangeFeed.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace shadowbox {

// Watches a workspace for two purposes:
//  - it tells when the workspace changed and then stayed quiet for a while: the moment to snapshot
//    work that Shadowbox does not run itself (an agent inside the sandbox, a terminal);
//  - it is the workspace's WorkspaceChangeFeed: the folders in which something changed since the
//    last capture, so that the next capture lists only those.
// Uses inotify on Linux, every folder opened with O_NOFOLLOW before it is watched, so that a link
// planted by the sandbox leads nowhere; where inotify is missing, or the workspace has more folders
// than watches may be spent on it, a metadata scan every two seconds stands in for the first
// purpose, and captures list every folder.
//
// The events are only a hint: what a snapshot captures is read from the workspace itself. Two
// kinds of change make no event in the changed file's folder: a write through a shared memory
// mapping (seen when the file is closed) and a write through another hard link of the file; the
// walk lists every folder holding a file with several links, and a capture lists every folder at
// least once a minute whatever the watcher says (WorkspaceSnapshots). Runs on a thread of its
// own; `onQuiet` is called there.
class WorkspaceWatcher final : public WorkspaceChangeFeed {
public:
    static constexpr int kDefaultQuietMs = 5'000;
    static constexpr int kMaxWatches = 8'192; // per workspace; beyond, the scan takes over

    // `onQuiet` may be empty: the watcher then only feeds captures.
    WorkspaceWatcher(QString workspace, int quietMs, std::function<void()> onQuiet);
    // Stops the thread, within milliseconds even while it walks a large workspace.
    ~WorkspaceWatcher() override;
    WorkspaceWatcher(const WorkspaceWatcher &) = delete;
    WorkspaceWatcher &operator=(const WorkspaceWatcher &) = delete;

    QString workspace() const { return m_workspace; }
    // True while inotify is doing the watching (false: the scan, or stopped).
    bool notified() const { return m_notified; }
    // Whether `onQuiet` is called when the workspace falls quiet (it is at first).
    void setReportQuiet(bool report) { m_reportQuiet = report; }
    bool reportsQuiet() const { return m_reportQuiet; }
    // Stops the thread as the destructor does; `onQuiet` is not called after it returns, and take()
    // reports nothing complete from then on. Not from `onQuiet`.
    void stop();

    WorkspaceChanges take() override;
    void settle(const QByteArray &key) override;

private:
    void run();
    // Opens the workspace and watches every folder in it; false when inotify cannot do the work.
    bool setUp();
    // Adds a watch for the folder open at `dirFd` (workspace-relative `path`) and every folder
    // below it, never following a link. False when the watches would exceed the budget or the
    // kernel refuses more, and as soon as the watcher is told to stop.
    bool watchTree(int dirFd, const QByteArray &path, int depth);
    // Reads every event waiting; false when the scan has to take over. Holds m_lock.
    bool drainLocked();
    void absorbLocked(int wd, uint32_t mask, const QByteArray &name);
    void scan();

    QString m_workspace;
    int m_quietMs;
    std::function<void()> m_onQuiet;
    std::atomic_bool m_stop = false;
    std::atomic_bool m_notified = false;
    std::atomic_bool m_reportQuiet = true;
    int m_wake = -1; // an eventfd that ends the thread's wait

    std::mutex m_lock; // what follows, once m_notified is set
    UniqueFd m_root;
    UniqueFd m_inotify;
    QHash<int, QByteArray> m_watches; // watch descriptor -> workspace-relative folder
    QSet<QByteArray> m_changed;
    bool m_complete = false; // nothing missed since the latest take()
    QByteArray m_settled;
    bool m_active = false;     // changed since it last fell quiet
    qint64 m_lastChangeMs = 0; // steady clock

    std::thread m_thread;
};

} // namespace shadowbox
