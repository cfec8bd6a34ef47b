#pragma once

#include <QString>

#include <atomic>
#include <functional>
#include <thread>

namespace shadowbox {

// Tells when a workspace changed and then stayed quiet for a while: the moment to snapshot work
// that Shadowbox does not run itself (an agent inside the sandbox, a terminal). Uses inotify on
// Linux, every folder watched with IN_DONT_FOLLOW | IN_ONLYDIR so that a link planted by the
// sandbox leads nowhere; where inotify is missing, or the workspace has more folders than watches
// may be spent on it, a metadata scan every two seconds stands in.
//
// The events are only a hint that something changed: what a snapshot then captures is read from
// the workspace itself. Runs on a thread of its own; `onQuiet` is called there.
class WorkspaceWatcher {
public:
    static constexpr int kDefaultQuietMs = 5'000;
    static constexpr int kMaxWatches = 8'192; // per workspace; beyond, the scan takes over

    WorkspaceWatcher(QString workspace, int quietMs, std::function<void()> onQuiet);
    // Stops the thread, within milliseconds even while it walks a large workspace; `onQuiet` is
    // not called after it returns.
    ~WorkspaceWatcher();
    WorkspaceWatcher(const WorkspaceWatcher &) = delete;
    WorkspaceWatcher &operator=(const WorkspaceWatcher &) = delete;

    QString workspace() const { return m_workspace; }
    // True while inotify is doing the watching (false: the scan).
    bool notified() const { return m_notified; }

private:
    void run();
    bool watchWithInotify();
    void scan();

    QString m_workspace;
    int m_quietMs;
    std::function<void()> m_onQuiet;
    std::atomic_bool m_stop = false;
    std::atomic_bool m_notified = false;
    int m_wake = -1; // an eventfd that ends the thread's wait
    std::thread m_thread;
};

} // namespace shadowbox
