#include "snapshot/WorkspaceWatcher.h"

#include "core/UniqueFd.h"
#include "snapshot/ContainerSnapshots.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <fcntl.h>

namespace shadowbox {

namespace {
constexpr int kScanIntervalMs = 2'000;
constexpr int kMaxDepth = 64;
constexpr uint32_t kMask = IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO |
                           IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW | IN_ONLYDIR |
                           IN_EXCL_UNLINK;

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

// Adds a watch for `path` and every folder below it, never following a link. False when the
// watches would exceed the budget or the kernel refuses more, and as soon as `stop` is set: a
// large workspace takes a while to walk, and the watcher's owner waits for it to end.
bool watchTree(int inotify, const QByteArray &path, int depth, QHash<int, QByteArray> &watches,
               const std::atomic_bool &stop)
{
    if (stop || depth > kMaxDepth || watches.size() >= WorkspaceWatcher::kMaxWatches)
        return false;
    const int wd = ::inotify_add_watch(inotify, path.constData(), kMask);
    if (wd < 0)
        return errno == ENOENT || errno == ENOTDIR; // gone or swapped meanwhile: nothing to watch
    watches.insert(wd, path);
    const UniqueFd dir(::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir)
        return true;
    const auto names = readDirectoryNames(dir.get());
    if (!names)
        return true;
    for (const QByteArray &name : *names) {
        if (stop)
            return false;
        struct stat st {};
        if (::fstatat(dir.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode) &&
            !watchTree(inotify, path + '/' + name, depth + 1, watches, stop))
            return false;
    }
    return true;
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
    m_stop = true;
    const uint64_t one = 1;
    if (m_wake >= 0)
        (void)!::write(m_wake, &one, sizeof one);
    if (m_thread.joinable())
        m_thread.join();
    if (m_wake >= 0)
        ::close(m_wake);
}

void WorkspaceWatcher::run()
{
    if (!watchWithInotify() && !m_stop)
        scan();
}

bool WorkspaceWatcher::watchWithInotify()
{
    const UniqueFd inotify(::inotify_init1(IN_CLOEXEC | IN_NONBLOCK));
    if (!inotify)
        return false;
    QHash<int, QByteArray> watches;
    if (!watchTree(inotify.get(), QFile::encodeName(m_workspace), 0, watches, m_stop))
        return false;
    m_notified = true;
    bool dirty = false;
    QElapsedTimer sinceChange;
    alignas(inotify_event) char buffer[16 * 1024];
    while (!m_stop) {
        const int timeout = dirty ? int(qMax<qint64>(0, m_quietMs - sinceChange.elapsed())) : -1;
        const Woken woken = waitFor(inotify.get(), m_wake, timeout);
        if (m_stop || woken == Woken::Stop)
            break;
        if (woken == Woken::Readable) {
            for (;;) {
                const ssize_t n = ::read(inotify.get(), buffer, sizeof buffer);
                if (n <= 0)
                    break;
                for (ssize_t at = 0; at < n;) {
                    const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                    at += ssize_t(sizeof(inotify_event) + event->len);
                    dirty = true;
                    if (event->mask & IN_IGNORED) {
                        watches.remove(event->wd);
                        continue;
                    }
                    // A new folder (made or moved in) is watched too, with what is already in it.
                    if ((event->mask & IN_ISDIR) && (event->mask & (IN_CREATE | IN_MOVED_TO)) && event->len > 0) {
                        const QByteArray parent = watches.value(event->wd);
                        if (!parent.isEmpty() &&
                            !watchTree(inotify.get(), parent + '/' + QByteArray(event->name), 1, watches, m_stop)) {
                            m_notified = false;
                            return false; // too many folders: the scan takes over
                        }
                    }
                }
            }
            sinceChange.start();
            continue;
        }
        if (dirty && sinceChange.elapsed() >= m_quietMs) {
            dirty = false;
            m_onQuiet();
        }
    }
    return true;
}

void WorkspaceWatcher::scan()
{
    // The walk stops halfway when the watcher is told to stop.
    const auto stopped = [this] { return m_stop.load(); };
    QByteArray previous = ContainerSnapshots::layerDigest(m_workspace, {}, stopped);
    bool dirty = false;
    QElapsedTimer sinceChange;
    while (!m_stop) {
        if (waitFor(-1, m_wake, kScanIntervalMs) == Woken::Stop || m_stop)
            break;
        const QByteArray now = ContainerSnapshots::layerDigest(m_workspace, {}, stopped);
        if (m_stop)
            break;
        if (now != previous) {
            previous = now;
            dirty = true;
            sinceChange.start();
        } else if (dirty && sinceChange.elapsed() >= m_quietMs) {
            dirty = false;
            m_onQuiet();
        }
    }
}

} // namespace shadowbox
