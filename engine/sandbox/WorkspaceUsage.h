#pragma once

#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace shadowbox {

// How much a workspace takes on the disk, and its limit. A workspace is a bind-mounted folder: no
// engine quota applies to it, so without a limit a sandbox can fill the disk that holds the user's
// data folder. Shadowbox enforces the limit itself: before each command, and while it runs.
class WorkspaceUsage {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceUsage)
public:
    static constexpr qint64 kDefaultLimit = 10LL * 1024 * 1024 * 1024;
    static constexpr qint64 kFreeSpaceMargin = 1LL * 1024 * 1024 * 1024;

    // Bytes allocated on the disk (st_blocks × 512, so sparse files count what they hold) by
    // everything in the workspace, folders included, hard links once. lstat only: links are not
    // followed and nothing is opened but folders.
    // `stop`, when given and set, ends the walk early (a Canceled error).
    static Result<qint64> measure(const QString &workspace, const std::atomic_bool *stop = nullptr);
    // Free bytes for an unprivileged user on the disk that holds `path`.
    static Result<qint64> freeSpace(const QString &path);
    // The limit a sandbox gets when none was asked for: 10 GiB, or less when the disk has less
    // room: what the copy uses plus the free space minus 1 GiB kept for everything else (and never
    // more than half of the free space when less than 2 GiB is free).
    static qint64 automaticLimit(qint64 used, qint64 freeBytes);

    // Refuses a command when the workspace has reached its limit (records without one pass).
    // `measuredMs` receives how long the measurement took, for the monitor's pace.
    static Status checkBeforeCommand(const SandboxRecord &record, qint64 *measuredMs = nullptr);
    // The sentence for a workspace of `used` bytes over its `limit`.
    static Error limitReached(const SandboxRecord &record, qint64 used, bool whileRunning);
};

// Watches a workspace and says when it has grown past its limit: while a command runs, and, in the
// window, while a sandbox runs at all (what a command left running in the background, or an agent
// inside, writes too). Measures on its own thread, pausing max(1 s, 20 × the last measurement's
// duration) between measurements so a big workspace costs at most about 5 % of one core. Stops
// when destroyed, within one directory entry of a measurement in progress.
class WorkspaceUsageMonitor {
public:
    // `limit` 0: watches nothing. `firstScanMs`: how long the check before the command took.
    // `onExceeded` is called once, on the monitor's thread, with the size that went past the limit.
    WorkspaceUsageMonitor(QString workspace, qint64 limit, qint64 firstScanMs = 0,
                          std::function<void(qint64 used)> onExceeded = {});
    ~WorkspaceUsageMonitor();
    WorkspaceUsageMonitor(const WorkspaceUsageMonitor &) = delete;
    WorkspaceUsageMonitor &operator=(const WorkspaceUsageMonitor &) = delete;

    bool exceeded() const { return m_exceeded.load(); }
    qint64 lastUsage() const { return m_lastUsage.load(); }
    int measurements() const { return m_measurements.load(); }

    static qint64 pauseAfter(qint64 scanMs) { return qMax<qint64>(1000, 20 * scanMs); }

private:
    void watch(qint64 firstScanMs);

    QString m_workspace;
    qint64 m_limit;
    std::function<void(qint64)> m_onExceeded;
    std::atomic_bool m_stop{false};
    std::atomic_bool m_exceeded{false};
    std::atomic<qint64> m_lastUsage{0};
    std::atomic_int m_measurements{0};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::thread m_thread;
};

} // namespace shadowbox
