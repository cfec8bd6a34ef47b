#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/FileClone.h"
#include "core/UniqueFd.h"

#include <QThread>

#include <cerrno>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

// The walk of a workspace that capture and restore share: reads what changed into the store and
// makes the workspace's tree, through directory descriptors that never follow a link.

namespace shadowbox {

using namespace snapshotstore;

namespace {

class Capturer;

// A subfolder handed to another thread of the walk.
struct WalkJob {
    std::unique_ptr<Capturer> capturer;
    qsizetype index = 0; // in the parent's entries
    UniqueFd fd;
    QByteArray path;
    int depth = 0;
    Result<git_oid> tree = git_oid{};
    bool done = false;
};

// How deep a thread may go helping others while it waits for its own subfolders.
constexpr int kMaxHelpNesting = 4;
thread_local int t_helping = 0;

// What the threads of one walk share. The walk is bound by the kernel's work for each entry
// (listing, fstatat), so a thread that meets a subfolder while another thread is idle hands it
// over; a thread waiting for the subfolders it handed over walks queued ones meanwhile. Each
// thread only reads the cache; libgit2 is called by one thread at a time.
struct WalkShared {
    WalkShared(WorkspaceSnapshots::Private &p, const CancelToken &c, const QSet<QByteArray> *l,
               const QSet<QByteArray> *w)
        : d(p)
        , cancel(c)
        , racyFrom(nowNanoseconds() - kRacyMarginNs)
        , cloning(p.clonePool() >= 0)
        , listed(l)
        , onTheWay(w)
    {
    }
    WorkspaceSnapshots::Private &d;
    const CancelToken &cancel;
    qint64 racyFrom;
    std::atomic_bool cloning; // large files go to the store's pool of clones
    // A walk guided by change notification (null: every folder is listed): the folders to list,
    // and the folders on the way to them, which are opened but whose entries come from the cache.
    const QSet<QByteArray> *listed;
    const QSet<QByteArray> *onTheWay;
    // The guided walk met what it cannot vouch for: it ends, and every folder is listed instead.
    std::atomic_bool untrusted = false;
    std::mutex git;
    // What every thread adds to, under `results`.
    std::mutex results;
    QHash<QByteArray, CachedFolder> folders; // what this walk met, to replace Private::cache
    QList<std::pair<QByteArray, quint32>> modes;

    // Queued for whichever thread is idle first.
    bool handOff(const std::shared_ptr<WalkJob> &job)
    {
        if (t_helping >= kMaxHelpNesting)
            return false;
        const std::lock_guard lock(m_jobsLock);
        if (m_idle <= qsizetype(m_queue.size()))
            return false;
        m_queue.push_back(job);
        m_jobsChanged.notify_all();
        return true;
    }

    // Until `jobs` are done, walks queued subfolders (its own among them, when nobody took them).
    void waitFor(const QList<std::shared_ptr<WalkJob>> &jobs)
    {
        std::unique_lock lock(m_jobsLock);
        ++m_idle;
        const auto allDone = [&] {
            return std::all_of(jobs.begin(), jobs.end(), [](const auto &j) { return j->done; });
        };
        while (!allDone()) {
            if (!m_queue.empty() && t_helping < kMaxHelpNesting) {
                runNext(lock);
                continue;
            }
            m_jobsChanged.wait(lock);
        }
        --m_idle;
    }

    // A helper thread's life: queued subfolders until the walk is over.
    void help()
    {
        std::unique_lock lock(m_jobsLock);
        ++m_idle;
        while (true) {
            m_jobsChanged.wait(lock, [this] { return m_finished || !m_queue.empty(); });
            if (m_queue.empty())
                break;
            runNext(lock);
        }
        --m_idle;
    }

    void finish()
    {
        const std::lock_guard lock(m_jobsLock);
        m_finished = true;
        m_jobsChanged.notify_all();
    }

private:
    void runNext(std::unique_lock<std::mutex> &lock);

    std::mutex m_jobsLock;
    std::condition_variable m_jobsChanged;
    std::deque<std::shared_ptr<WalkJob>> m_queue;
    qsizetype m_idle = 0; // threads waiting for a subfolder to walk
    bool m_finished = false;
};

// One thread's part of a walk: writes what changed into the store and returns the trees of the
// folders it walks; what it finds is merged into the walk's result by the one that handed it out.
class Capturer {
public:
    explicit Capturer(WalkShared &shared)
        : m_shared(shared)
        , m_d(shared.d)
        , m_cancel(shared.cancel)
        , m_racyFrom(shared.racyFrom)
    {
    }

    WorkspaceCapture out; // counts, hazards and folders too deep; the rest is in WalkShared
    bool cacheChanged = false;

    void merge(Capturer &&other)
    {
        out.files += other.out.files;
        out.folders += other.out.folders;
        out.bytes += other.out.bytes;
        out.filesRead += other.out.filesRead;
        out.bytesRead += other.out.bytesRead;
        out.filesCloned += other.out.filesCloned;
        out.foldersListed += other.out.foldersListed;
        out.hazards += std::move(other.out.hazards);
        out.tooDeep += std::move(other.out.tooDeep);
        cacheChanged = cacheChanged || other.cacheChanged;
    }

    // Lists the folder open at `fd` and reads what changed in it.
    Result<git_oid> folder(int fd, const QByteArray &path, int depth)
    {
        if (m_cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The snapshot was canceled."));
        if (m_shared.untrusted)
            return distrust();
        ++out.foldersListed;
        const auto names = readDirectoryNames(fd);
        if (!names)
            return unreadable(path, errno);
        const auto knownAt = m_d.cache.constFind(path);
        const CachedFolder *knownFolder = knownAt == m_d.cache.constEnd() ? nullptr : &*knownAt;
        Known known(knownFolder ? &knownFolder->entries : nullptr);
        CachedFolder now;
        now.entries.reserve(names->size());
        HandedOut handedOut(m_shared);
        QList<std::pair<QByteArray, quint32>> modes;
        const qsizetype hazardsBefore = out.hazards.size();
        for (const QByteArray &name : *names) {
            // The path is made only where it is needed: most files need none.
            if (!m_d.excluded.isEmpty() && m_d.excluded.contains(join(path, name)))
                continue;
            struct stat st {};
            if (::fstatat(fd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
                if (errno == ENOENT)
                    continue; // gone since the listing: not part of this snapshot
                return unreadable(join(path, name), errno);
            }
            // Looked up for every entry, so that the next one is found next in line.
            const CachedEntry *was = known.find(name);
            CachedEntry entry;
            entry.name = name;
            entry.device = quint64(st.st_dev);
            entry.inode = quint64(st.st_ino);
            entry.mtimeNs = nanoseconds(st.st_mtim);
            entry.ctimeNs = nanoseconds(st.st_ctim);
            entry.mode = quint32(st.st_mode);
            entry.links = quint32(st.st_nlink);
            quint32 bits = keptBits(st);
            if (S_ISDIR(st.st_mode)) {
                const QByteArray child = join(path, name);
                if (depth + 1 >= WorkspaceHazards::kMaxDepth) {
                    out.tooDeep.append(child);
                    now.flags |= CachedFolder::kListAlways;
                    continue;
                }
                entry.gitMode = kModeTree;
                ++out.folders;
                // A folder listing what it listed at the last walk (its times say so) in which
                // nothing changed since comes from the cache.
                if (was && (was->mtimeNs != entry.mtimeNs || was->ctimeNs != entry.ctimeNs))
                    cacheChanged = true;
                const CachedFolder *reuse = reusable(child, was, st);
                UniqueFd sub;
                if (!reuse || m_shared.onTheWay->contains(child)) {
                    sub = UniqueFd(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                    if (!sub) {
                        if (errno == ENOENT)
                            continue;
                        return unreadable(child, errno);
                    }
                }
                if (reuse) {
                    if (sub && !sameInode(sub.get(), st))
                        return distrust();
                    auto tree = fromCache(sub ? sub.get() : -1, child, depth + 1, *reuse);
                    if (!tree)
                        return tree.error();
                    entry.oid = *tree;
                } else if (!handedOut.offer(now.entries.size(), sub, child, depth + 1)) {
                    // Handed over, its tree is filled in before this folder's is made.
                    auto tree = folder(sub.get(), child, depth + 1);
                    if (!tree)
                        return tree.error();
                    entry.oid = *tree;
                }
            } else if (S_ISLNK(st.st_mode)) {
                const QByteArray child = join(path, name);
                errno = 0;
                const QByteArray target = readLinkAt(fd, name, st.st_size);
                if (target.isEmpty() && errno != 0) {
                    if (errno == ENOENT)
                        continue;
                    return unreadable(child, errno);
                }
                std::unique_lock lock(m_shared.git);
                auto oid = m_d.writeIfMissing(target, GIT_OBJECT_BLOB);
                lock.unlock();
                if (!oid)
                    return oid.error();
                entry.gitMode = kModeLink;
                entry.oid = *oid;
                entry.size = target.size();
                bits = 0;
                ++out.files;
                out.bytes += target.size();
                if (WorkspaceHazards::linkLeavesWorkspace(child, target))
                    out.hazards.append({WorkspaceHazard::Kind::LinkOutside, child, quint32(st.st_mode), target});
            } else if (S_ISREG(st.st_mode)) {
                if (st.st_mode & (S_ISUID | S_ISGID))
                    out.hazards.append({WorkspaceHazard::Kind::SetIdFile, join(path, name), quint32(st.st_mode), {}});
                if (st.st_nlink > 1) {
                    // It may change through its other names, in folders where nothing else does.
                    now.flags |= CachedFolder::kListAlways;
                    // A link made since the last walk: its other name may be in any folder, which
                    // change notification has not named.
                    if (m_shared.listed && !(was && was->inode == quint64(st.st_ino) && was->links > 1))
                        return distrust();
                }
                entry.gitMode = (st.st_mode & 0111) ? kModeExec : kModeBlob;
                if (was && unchanged(*was, st)) {
                    entry = *was;
                } else if (Status read = file(fd, path, st, entry); !read) {
                    return read.error();
                }
                entry.links = quint32(st.st_nlink);
                ++out.files;
                out.bytes += st.st_size;
            } else {
                // Device nodes, fifos and sockets: reported, never captured, never opened.
                const QByteArray child = join(path, name);
                if (const auto kind = WorkspaceHazards::classify(st, child, {}))
                    out.hazards.append({*kind, child, quint32(st.st_mode), {}});
                now.flags |= CachedFolder::kListAlways;
                continue;
            }
            if (entry.gitMode != kModeLink && bits != impliedBits(entry.gitMode))
                modes.append({join(path, name), bits});
            now.entries.append(std::move(entry));
        }
        if (out.hazards.size() > hazardsBefore)
            now.flags |= CachedFolder::kListAlways;
        if (!knownFolder || knownFolder->flags != now.flags)
            cacheChanged = true;
        if (auto joined = handedOut.join(*this, now.entries); !joined)
            return joined.error();
        return finishFolder(path, knownFolder, std::move(now), std::move(modes));
    }

    // A folder in which nothing changed since the last walk, as change notification says: its
    // entries come from the cache. Open at `fd` when something below it changed, else -1 (then
    // nothing below it is opened either).
    Result<git_oid> fromCache(int fd, const QByteArray &path, int depth, const CachedFolder &cached)
    {
        if (m_cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The snapshot was canceled."));
        if (m_shared.untrusted)
            return distrust();
        CachedFolder now;
        now.flags = cached.flags;
        now.entries = cached.entries;
        HandedOut handedOut(m_shared);
        QList<std::pair<QByteArray, quint32>> modes;
        // Read through a const reference: the list is shared with the cache until an entry differs
        // (a folder below that changed), so that most folders cost no copy.
        const QList<CachedEntry> &entries = std::as_const(now.entries);
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries.at(i).gitMode != kModeTree) {
                ++out.files;
                out.bytes += entries.at(i).size;
            } else {
                const CachedEntry &entry = entries.at(i);
                const QByteArray child = join(path, entry.name);
                ++out.folders;
                const auto childAt = m_d.cache.constFind(child);
                const bool listIt = m_shared.listed->contains(child);
                Result<git_oid> tree = git_oid{};
                if (listIt || m_shared.onTheWay->contains(child)) {
                    UniqueFd sub;
                    if (fd >= 0)
                        sub = UniqueFd(
                            ::openat(fd, entry.name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                    struct stat st {};
                    if (!sub || ::fstat(sub.get(), &st) != 0 || quint64(st.st_ino) != entry.inode ||
                        quint64(st.st_dev) != entry.device || (!listIt && childAt == m_d.cache.constEnd()))
                        return distrust(); // replaced with no word from change notification
                    // The folder's own times change with what it lists; its parent's listing did not.
                    if (entry.mtimeNs != nanoseconds(st.st_mtim) || entry.ctimeNs != nanoseconds(st.st_ctim) ||
                        entry.mode != quint32(st.st_mode)) {
                        CachedEntry &changed = now.entries[i];
                        changed.mtimeNs = nanoseconds(st.st_mtim);
                        changed.ctimeNs = nanoseconds(st.st_ctim);
                        changed.mode = quint32(st.st_mode);
                        cacheChanged = true;
                    }
                    if (!listIt)
                        tree = fromCache(sub.get(), child, depth + 1, *childAt);
                    else if (!handedOut.offer(i, sub, child, depth + 1))
                        tree = folder(sub.get(), child, depth + 1);
                    else
                        tree = entries.at(i).oid; // filled in when the other thread is done
                } else {
                    if (childAt == m_d.cache.constEnd())
                        return distrust();
                    tree = fromCache(-1, child, depth + 1, *childAt);
                }
                if (!tree)
                    return tree.error();
                if (!git_oid_equal(&*tree, &entries.at(i).oid))
                    now.entries[i].oid = *tree;
            }
            const CachedEntry &e = entries.at(i);
            const quint32 bits = e.gitMode == kModeTree ? (e.mode & 01777) : (e.mode & 0777);
            if (e.gitMode != kModeLink && bits != impliedBits(e.gitMode))
                modes.append({join(path, e.name), bits});
        }
        if (auto joined = handedOut.join(*this, now.entries); !joined)
            return joined.error();
        return finishFolder(path, &cached, std::move(now), std::move(modes));
    }

private:
    // The entries a folder had at the last walk, found by name: mostly the next one in line, since
    // a folder lists its entries in the same order until it changes.
    class Known {
    public:
        explicit Known(const QList<CachedEntry> *e)
            : entries(e)
        {
        }
        const CachedEntry *find(const QByteArray &name)
        {
            if (!entries)
                return nullptr;
            if (m_next < entries->size() && entries->at(m_next).name == name)
                return &entries->at(m_next++);
            if (m_byName.isEmpty()) {
                m_byName.reserve(entries->size());
                for (qsizetype i = 0; i < entries->size(); ++i)
                    m_byName.insert(entries->at(i).name, i);
            }
            const auto at = m_byName.constFind(name);
            if (at == m_byName.constEnd())
                return nullptr;
            m_next = *at + 1;
            return &entries->at(*at);
        }
        const QList<CachedEntry> *entries;

    private:
        qsizetype m_next = 0;
        QHash<QByteArray, qsizetype> m_byName;
    };

    // Subfolders of one folder handed to other threads. Whatever happens to the folder, it waits
    // for them before it returns: they use the walk's state.
    class HandedOut {
    public:
        explicit HandedOut(WalkShared &shared)
            : m_shared(shared)
        {
        }
        HandedOut(const HandedOut &) = delete;
        HandedOut &operator=(const HandedOut &) = delete;
        ~HandedOut()
        {
            if (!m_jobs.isEmpty())
                m_shared.waitFor(m_jobs);
        }

        // False when no thread is idle: the caller walks the subfolder itself.
        bool offer(qsizetype index, UniqueFd &fd, const QByteArray &path, int depth)
        {
            auto job = std::make_shared<WalkJob>();
            job->capturer = std::make_unique<Capturer>(m_shared);
            job->index = index;
            job->fd = std::move(fd);
            job->path = path;
            job->depth = depth;
            if (!m_shared.handOff(job)) {
                fd = std::move(job->fd);
                return false;
            }
            m_jobs.append(job);
            return true;
        }

        // Fills in the handed-out folders' trees and takes in what their walks found.
        Status join(Capturer &into, QList<CachedEntry> &entries)
        {
            if (m_jobs.isEmpty())
                return {};
            m_shared.waitFor(m_jobs);
            const auto jobs = std::move(m_jobs);
            m_jobs.clear();
            for (const auto &job : jobs) {
                if (!job->tree)
                    return job->tree.error();
                entries[job->index].oid = *job->tree;
                into.merge(std::move(*job->capturer));
            }
            return {};
        }

    private:
        WalkShared &m_shared;
        QList<std::shared_ptr<WalkJob>> m_jobs;
    };

    // The folder's tree: the one it had when it lists what it listed at the last walk, else
    // written. What it found joins the walk's result.
    Result<git_oid> finishFolder(const QByteArray &path, const CachedFolder *known, CachedFolder &&now,
                                 QList<std::pair<QByteArray, quint32>> &&modes)
    {
        if (known && !git_oid_is_zero(&known->tree) && sameTree(known->entries, now.entries)) {
            now.tree = known->tree;
        } else {
            QList<TreeEntry> entries;
            entries.reserve(now.entries.size());
            for (const CachedEntry &e : std::as_const(now.entries))
                entries.append({e.name, e.gitMode, e.oid});
            const QByteArray data = serializeTree(entries);
            const std::lock_guard lock(m_shared.git);
            auto written = m_d.writeIfMissing(data, GIT_OBJECT_TREE);
            if (!written)
                return written;
            now.tree = *written;
            cacheChanged = true;
        }
        const git_oid tree = now.tree;
        const std::lock_guard lock(m_shared.results);
        m_shared.folders.insert(path, std::move(now));
        if (!modes.isEmpty())
            m_shared.modes += std::move(modes);
        return tree;
    }

    // In a guided walk, the cache's folder `child` when nothing in it changed since the last walk:
    // change notification names it not, it lists what it did (same inode and times), and it holds
    // nothing that must be listed every time.
    const CachedFolder *reusable(const QByteArray &child, const CachedEntry *was, const struct stat &st) const
    {
        if (!m_shared.listed || !was || was->gitMode != kModeTree || m_shared.listed->contains(child) ||
            was->device != quint64(st.st_dev) || was->inode != quint64(st.st_ino) ||
            was->mtimeNs != nanoseconds(st.st_mtim) || was->ctimeNs != nanoseconds(st.st_ctim) ||
            was->mode != quint32(st.st_mode))
            return nullptr;
        const auto at = m_d.cache.constFind(child);
        if (at == m_d.cache.constEnd() || git_oid_is_zero(&at->tree) || (at->flags & CachedFolder::kListAlways))
            return nullptr;
        return &*at;
    }

    static bool sameInode(int fd, const struct stat &st)
    {
        struct stat opened {};
        return ::fstat(fd, &opened) == 0 && opened.st_ino == st.st_ino && opened.st_dev == st.st_dev;
    }

    // The guided walk stops; walk() lists every folder instead. Never shown to anyone.
    Error distrust()
    {
        m_shared.untrusted = true;
        return Error::make(Error::Kind::Conflict, QStringLiteral("the guided walk cannot vouch for the workspace"));
    }

    Error unreadable(const QByteArray &path, int err) const
    {
        return Error::make(err == EACCES || err == EPERM ? Error::Kind::PermissionDenied : Error::Kind::Io,
                           WorkspaceSnapshots::tr("Cannot read %1 for the snapshot (%2).")
                               .arg(displayPath(path), systemErrorText(err)));
    }

    // Whether the store has the content of `clone` already; its id goes to `oid`. Hashing alone
    // is much cheaper than compressing a large file only to find its object there, but it is one
    // more pass over a file whose content is new: only for files a restore has just written.
    bool storedAlready(const PendingClone &clone, git_oid &oid)
    {
        if (git_odb_hashfile(&oid, clone.path().constData(), GIT_OBJECT_BLOB) != 0)
            return false;
        return m_d.hasObject(oid);
    }

    // Reads a file whose metadata changed (or that is new) into the store: its id and the
    // metadata it was read with go to `entry`.
    Status file(int dirFd, const QByteArray &folderPath, const struct stat &st, CachedEntry &entry)
    {
        const QByteArray &name = entry.name;
        const QByteArray path = join(folderPath, name);
        cacheChanged = true;
        // O_NONBLOCK: should the entry have been swapped for a fifo since fstatat, opening it does
        // not hang; the fstat below then refuses it.
        const UniqueFd fd(::openat(dirFd, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        if (!fd)
            return unreadable(path, errno);
        struct stat opened {};
        if (::fstat(fd.get(), &opened) != 0 || !S_ISREG(opened.st_mode) || opened.st_ino != st.st_ino ||
            opened.st_dev != st.st_dev)
            return Error::make(Error::Kind::Conflict,
                               WorkspaceSnapshots::tr("%1 changed while the snapshot read it; take the snapshot again.")
                                   .arg(displayPath(path)));
        qint64 size = opened.st_size;
        // A large file is cloned into the store's pool first (on a file system with reflinks) and
        // read from the clone, which the sandbox cannot change: the pool then holds exactly the
        // bytes of the id the snapshot records.
        PendingClone clone;
        if (size >= kCloneMinimumSize && m_shared.cloning.load(std::memory_order_relaxed)) {
            int err = 0;
            clone = PendingClone::make(m_d, fd.get(), &err);
            if (fileclone::unsupported(err))
                m_shared.cloning = false; // the workspace is on another file system: no clone for the rest
            if (clone)
                size = clone.size();
        }
        const int source = clone ? clone.fd() : fd.get();
        git_oid oid;
        qint64 read = 0;
        if (size <= kWholeReadLimit) {
            QByteArray data(size, Qt::Uninitialized);
            while (read < size) {
                const ssize_t n = ::read(source, data.data() + read, size_t(size - read));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n < 0)
                    return unreadable(path, errno);
                if (n == 0)
                    break;
                read += n;
            }
            data.truncate(read);
            std::unique_lock lock(m_shared.git);
            auto written = m_d.write(data, GIT_OBJECT_BLOB);
            lock.unlock();
            if (!written)
                return written.error();
            oid = *written;
        } else if (clone && m_d.restoredPaths.contains(path) && storedAlready(clone, oid)) {
            // A file a restore has just written: the store has its content, and the clone cannot
            // change, so its id is enough and nothing is compressed again.
            read = size;
        } else {
            // Streamed by one thread at a time: a file this large is rare.
            const std::lock_guard lock(m_shared.git);
            git_odb_stream *stream = nullptr;
            if (git_odb_open_wstream(&stream, m_d.odb, git_object_size_t(size), GIT_OBJECT_BLOB) != 0)
                return m_d.gitError(WorkspaceSnapshots::tr("Cannot store %1").arg(displayPath(path)));
            QByteArray chunk(1024 * 1024, Qt::Uninitialized);
            bool failed = false;
            while (read < size && !failed) {
                const ssize_t n = ::read(source, chunk.data(), size_t(qMin<qint64>(chunk.size(), size - read)));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0 || git_odb_stream_write(stream, chunk.constData(), size_t(n)) != 0)
                    failed = true;
                else
                    read += n;
                if (m_cancel.isCanceled())
                    failed = true;
            }
            const bool finished = !failed && git_odb_stream_finalize_write(&oid, stream) == 0;
            git_odb_stream_free(stream);
            if (m_cancel.isCanceled())
                return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The snapshot was canceled."));
            if (!finished)
                return Error::make(Error::Kind::Conflict,
                                   WorkspaceSnapshots::tr("%1 changed while the snapshot read it; take the snapshot "
                                                          "again.")
                                       .arg(displayPath(path)));
        }
        ++out.filesRead;
        out.bytesRead += read;
        if (clone && read == size) { // else the clone goes with `clone`
            clone.keep(oid);
            ++out.filesCloned;
        }
        struct stat after {};
        const bool steady = ::fstat(fd.get(), &after) == 0 && read == size && after.st_size == opened.st_size &&
                            nanoseconds(after.st_mtim) == nanoseconds(opened.st_mtim) &&
                            nanoseconds(after.st_ctim) == nanoseconds(opened.st_ctim);
        entry.oid = oid;
        entry.device = quint64(st.st_dev);
        entry.inode = quint64(st.st_ino);
        entry.size = qint64(st.st_size);
        entry.mtimeNs = nanoseconds(st.st_mtim);
        entry.ctimeNs = nanoseconds(st.st_ctim);
        entry.mode = quint32(st.st_mode);
        // Written during or just before this walk: the same times could hide a later change.
        if (!steady || qMax(entry.mtimeNs, entry.ctimeNs) >= m_racyFrom || !unchanged(entry, opened))
            entry.ctimeNs = -1;
        return {};
    }

    WalkShared &m_shared;
    WorkspaceSnapshots::Private &m_d;
    const CancelToken &m_cancel;
    qint64 m_racyFrom;
};

void WalkShared::runNext(std::unique_lock<std::mutex> &lock)
{
    const std::shared_ptr<WalkJob> job = m_queue.front();
    m_queue.pop_front();
    --m_idle;
    lock.unlock();
    ++t_helping;
    job->tree = job->capturer->folder(job->fd.get(), job->path, job->depth);
    --t_helping;
    job->fd.reset();
    lock.lock();
    job->done = true;
    ++m_idle;
    m_jobsChanged.notify_all();
}

} // namespace

namespace {

// The plan of a walk guided by `changed`: which folders to list, and which to open on the way to
// them. False when the cache cannot guide a walk (it has no top folder).
bool planGuidedWalk(const QHash<QByteArray, CachedFolder> &cache, const QSet<QByteArray> &changed,
                    QSet<QByteArray> &listed, QSet<QByteArray> &onTheWay)
{
    if (!cache.contains(QByteArray()))
        return false;
    listed = changed;
    for (auto it = cache.cbegin(); it != cache.cend(); ++it) {
        // Those that must always be listed, whose tree a restore left unknown, or whose subfolders
        // the cache lacks.
        if ((it->flags & CachedFolder::kListAlways) || git_oid_is_zero(&it->tree)) {
            listed.insert(it.key());
            continue;
        }
        for (const CachedEntry &e : it->entries) {
            if (e.gitMode == kModeTree && !cache.contains(join(it.key(), e.name))) {
                listed.insert(it.key());
                break;
            }
        }
    }
    for (const QByteArray &path : std::as_const(listed)) {
        QByteArray folder = path;
        while (!folder.isEmpty()) {
            const qsizetype slash = folder.lastIndexOf('/');
            folder = slash < 0 ? QByteArray() : folder.left(slash);
            if (onTheWay.contains(folder))
                break;
            onTheWay.insert(folder);
        }
    }
    return true;
}

} // namespace

Result<git_oid> WorkspaceSnapshots::Private::walk(int rootFd, const CancelToken &cancel, WorkspaceCapture &out,
                                                  QList<std::pair<QByteArray, quint32>> *modes, bool save,
                                                  const QSet<QByteArray> *changed)
{
    loadCache();
    QSet<QByteArray> listed, onTheWay;
    bool guided = changed && planGuidedWalk(cache, *changed, listed, onTheWay);
    for (;;) {
        const qint64 started = steadyMilliseconds();
        WalkShared shared(*this, cancel, guided ? &listed : nullptr, guided ? &onTheWay : nullptr);
        std::vector<std::thread> helpers;
        try {
            for (int i = qBound(0, QThread::idealThreadCount() - 1, kMaxWalkHelpers); i > 0; --i)
                helpers.emplace_back([&shared] { shared.help(); });
        } catch (const std::system_error &) {
            // No thread to spare: the walk makes do with those it has (its own at least).
        }
        Capturer capturer(shared);
        auto files = !guided || listed.contains(QByteArray())
                         ? capturer.folder(rootFd, QByteArray(), 0)
                         : capturer.fromCache(rootFd, QByteArray(), 0, cache.value(QByteArray()));
        shared.finish();
        for (std::thread &helper : helpers)
            helper.join();
        if (guided && shared.untrusted) {
            // Whatever it wrote into the store stays there for the walk that lists everything.
            guided = false;
            continue;
        }
        // The files a restore wrote have been read back (or the walk failed, and the next one reads
        // every file it cannot trust anyway).
        restoredPaths.clear();
        if (!files)
            return files.error();
        if (!guided)
            lastFullWalkMs = started;
        // Folders gone since the last walk are forgotten with their files.
        const bool cacheChanged = capturer.cacheChanged || shared.folders.size() != cache.size();
        cache = std::move(shared.folders);
        if (cacheChanged || cacheUnsaved || generation == 0) {
            cacheUnsaved = !save;
            if (save)
                saveCache();
        }
        // In path order, whichever thread found them.
        const auto byPath = [](const WorkspaceHazard &a, const WorkspaceHazard &b) { return a.path < b.path; };
        std::stable_sort(capturer.out.hazards.begin(), capturer.out.hazards.end(), byPath);
        std::sort(capturer.out.tooDeep.begin(), capturer.out.tooDeep.end());
        out.files += capturer.out.files;
        out.folders += capturer.out.folders;
        out.bytes += capturer.out.bytes;
        out.filesRead += capturer.out.filesRead;
        out.bytesRead += capturer.out.bytesRead;
        out.filesCloned += capturer.out.filesCloned;
        out.foldersListed += capturer.out.foldersListed;
        out.incremental = guided;
        out.hazards += std::move(capturer.out.hazards);
        out.tooDeep += std::move(capturer.out.tooDeep);
        if (modes)
            *modes = std::move(shared.modes);
        return files;
    }
}

} // namespace shadowbox
