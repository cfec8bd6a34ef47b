#include "snapshot/WorkspaceWatcher.h"

#include "sandbox/WorkspaceHazards.h"
#include "snapshot/ContainerSnapshots.h"

#include <QFile>

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <ctime>
#include <fcntl.h>

namespace shadowbox {

namespace {
constexpr int kScanIntervalMs = 2'000;
// As deep as a snapshot goes: a deeper folder makes the scan take over rather than go unwatched.
constexpr int kMaxDepth = WorkspaceHazards::kMaxDepth;
// Watches are added through /proc/self/fd/N, which names the folder opened without following a
// link: no IN_DONT_FOLLOW, which would refuse to follow that name itself.
constexpr uint32_t kMask = IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO |
                           IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK;

enum class Woken { Timeout, Readable, Stop };

// Waits until `fd` (when there is one) is readable, the wake-up is signalled, or `timeoutMs`
// pass (-1: no limit).
Woken waitFor(int fd, int wake, int timeoutMs)
{
    pollfd fds[2] = {{wake, POLLIN, 0}, {fd, POLLIN, 0}};
    const nfds_t count = fd >= 0 ? 2 : 1;
    int n = 0;
    do {
        n = ::poll(fds, count, timeoutMs);
    } while (n < 0 && errno == EINTR);
    if (n <= 0)
        return Woken::Timeout;
    if (fds[0].revents & POLLIN)
        return Woken::Stop;
    return Woken::Readable;
}

qint64 steadyMs()
{
    timespec t{};
    ::clock_gettime(CLOCK_MONOTONIC, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1'000'000;
}

QByteArray join(const QByteArray &folder, const QByteArray &name)
{
    return folder.isEmpty() ? name : folder + '/' + name;
}

QByteArray parentOf(const QByteArray &path)
{
    const qsizetype slash = path.lastIndexOf('/');
    return slash < 0 ? QByteArray() : path.left(slash);
}

// The folder `path` below the one open at `rootFd`, opened one name at a time without following a
// link; invalid when any step is not a folder (anymore).
UniqueFd openFolder(int rootFd, const QByteArray &path)
{
    UniqueFd at(::fcntl(rootFd, F_DUPFD_CLOEXEC, 0));
    for (const QByteArray &name : path.split('/')) {
        if (!at || name.isEmpty())
            break;
        at = UniqueFd(::openat(at.get(), name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    }
    return at;
}
} // namespace

WorkspaceWatcher::WorkspaceWatcher(QString workspace, int quietMs, std::function<void()> onQuiet)
    : m_workspace(std::move(workspace))
    , m_quietMs(quietMs)
    , m_onQuiet(std::move(onQuiet))
    , m_wake(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK))
{
    m_thread = std::thread([this] { run(); });
}

WorkspaceWatcher::~WorkspaceWatcher()
{
    stop();
    if (m_wake >= 0)
        ::close(m_wake);
}

void WorkspaceWatcher::stop()
{
    m_stop = true;
    const uint64_t one = 1;
    if (m_wake >= 0)
        (void)!::write(m_wake, &one, sizeof one);
    if (m_thread.joinable())
        m_thread.join();
    const std::lock_guard lock(m_lock);
    m_notified = false;
}

WorkspaceChanges WorkspaceWatcher::take()
{
    const std::lock_guard lock(m_lock);
    WorkspaceChanges out;
    // What waits in the kernel's queue happened before this call: it belongs to these changes.
    if (m_notified && !m_stop)
        (void)drainLocked();
    if (!m_notified || m_stop) {
        m_settled.clear();
        m_changed.clear();
        return out;
    }
    out.complete = m_complete;
    out.since = std::exchange(m_settled, QByteArray());
    out.folders = std::exchange(m_changed, QSet<QByteArray>());
    m_complete = true;
    return out;
}

void WorkspaceWatcher::settle(const QByteArray &key)
{
    const std::lock_guard lock(m_lock);
    m_settled = key;
}

void WorkspaceWatcher::run()
{
    if (!setUp()) {
        if (!m_stop)
            scan();
        return;
    }
    while (!m_stop) {
        int timeout = -1;
        {
            const std::lock_guard lock(m_lock);
            if (m_active)
                timeout = int(qMax<qint64>(0, m_quietMs - (steadyMs() - m_lastChangeMs)));
        }
        const Woken woken = waitFor(m_inotify.get(), m_wake, timeout);
        if (m_stop || woken == Woken::Stop)
            return;
        bool quiet = false;
        {
            const std::lock_guard lock(m_lock);
            if (woken == Woken::Readable && !drainLocked())
                break; // too many folders: the scan takes over
            if (m_active && steadyMs() - m_lastChangeMs >= m_quietMs) {
                m_active = false;
                quiet = true;
            }
        }
        if (quiet && m_reportQuiet && m_onQuiet)
            m_onQuiet();
    }
    if (!m_stop)
        scan();
}

bool WorkspaceWatcher::setUp()
{
    // Without the lock: take() leaves everything alone until m_notified is set, and a capture need
    // not wait for a large workspace's watches.
    m_inotify = UniqueFd(::inotify_init1(IN_CLOEXEC | IN_NONBLOCK));
    m_root =
        UniqueFd(::open(QFile::encodeName(m_workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!m_inotify || !m_root || !watchTree(m_root.get(), QByteArray(), 0))
        return false;
    const std::lock_guard lock(m_lock);
    m_notified = !m_stop;
    return m_notified;
}

bool WorkspaceWatcher::watchTree(int dirFd, const QByteArray &path, int depth)
{
    if (m_stop || depth > kMaxDepth || m_watches.size() >= kMaxWatches)
        return false;
    const QByteArray self = "/proc/self/fd/" + QByteArray::number(dirFd);
    const int wd = ::inotify_add_watch(m_inotify.get(), self.constData(), kMask);
    if (wd < 0)
        return false; // out of watches, or no /proc: the scan does the work
    m_watches.insert(wd, path);
    const auto names = readDirectoryNames(dirFd);
    if (!names)
        return true; // gone meanwhile: its parent's events say so
    for (const QByteArray &name : *names) {
        if (m_stop)
            return false;
        struct stat st {};
        if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(st.st_mode))
            continue;
        const UniqueFd sub(::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (sub && !watchTree(sub.get(), join(path, name), depth + 1))
            return false;
    }
    return true;
}

bool WorkspaceWatcher::drainLocked()
{
    alignas(inotify_event) char buffer[16 * 1024];
    for (;;) {
        const ssize_t n = ::read(m_inotify.get(), buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at < n;) {
            const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
            at += ssize_t(sizeof(inotify_event) + event->len);
            absorbLocked(event->wd, event->mask, event->len > 0 ? QByteArray(event->name) : QByteArray());
            if (!m_notified)
                return false;
        }
    }
    return true;
}

void WorkspaceWatcher::absorbLocked(int wd, uint32_t mask, const QByteArray &name)
{
    m_active = true;
    m_lastChangeMs = steadyMs();
    if (mask & IN_Q_OVERFLOW) {
        m_complete = false; // events were lost
        return;
    }
    const auto at = m_watches.constFind(wd);
    if (at == m_watches.constEnd()) {
        m_complete = false;
        return;
    }
    const QByteArray folder = *at;
    if (mask & IN_IGNORED) {
        m_watches.erase(at);
        m_changed.insert(folder);
        return;
    }
    if (name.isEmpty()) {
        // The folder itself: its parent lists it.
        m_changed.insert(folder);
        if (!folder.isEmpty())
            m_changed.insert(parentOf(folder));
        if (mask & IN_MOVE_SELF)
            m_complete = false;
        return;
    }
    m_changed.insert(folder);
    if (!(mask & IN_ISDIR))
        return;
    const QByteArray child = join(folder, name);
    m_changed.insert(child);
    // The watches of a folder moved within the workspace name it by its old path until they are
    // renewed: until then, what changes below it cannot be placed.
    if (mask & (IN_MOVED_FROM | IN_MOVED_TO))
        m_complete = false;
    if (mask & (IN_CREATE | IN_MOVED_TO)) {
        // A new folder is watched too, with what is already in it.
        const UniqueFd opened = openFolder(m_root.get(), child);
        if (opened && !watchTree(opened.get(), child, int(child.count('/')) + 1)) {
            m_notified = false;
            m_complete = false;
        }
    }
}

void WorkspaceWatcher::scan()
{
    // The walk stops halfway when the watcher is told to stop.
    const auto stopped = [this] { return m_stop.load(); };
    QByteArray previous = ContainerSnapshots::layerDigest(m_workspace, {}, stopped);
    bool dirty = false;
    qint64 changedAt = 0;
    while (!m_stop) {
        if (waitFor(-1, m_wake, kScanIntervalMs) == Woken::Stop || m_stop)
            break;
        const QByteArray now = ContainerSnapshots::layerDigest(m_workspace, {}, stopped);
        if (m_stop)
            break;
        if (now != previous) {
            previous = now;
            dirty = true;
            changedAt = steadyMs();
        } else if (dirty && steadyMs() - changedAt >= m_quietMs) {
            dirty = false;
            if (m_reportQuiet && m_onQuiet)
                m_onQuiet();
        }
    }
}

} // namespace shadowbox
