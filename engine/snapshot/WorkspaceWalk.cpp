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
    WalkShared(WorkspaceSnapshots::Private &p, const CancelToken &c)
        : d(p)
        , cancel(c)
        , racyFrom(nowNanoseconds() - kRacyMarginNs)
        , cloning(p.clonePool() >= 0)
    {
    }
    WorkspaceSnapshots::Private &d;
    const CancelToken &cancel;
    qint64 racyFrom;
    std::atomic_bool cloning; // large files go to the store's pool of clones
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
        out.hazards += std::move(other.out.hazards);
        out.tooDeep += std::move(other.out.tooDeep);
        cacheChanged = cacheChanged || other.cacheChanged;
    }

    Result<git_oid> folder(int fd, const QByteArray &path, int depth)
    {
        if (m_cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The snapshot was canceled."));
        const auto names = readDirectoryNames(fd);
        if (!names)
            return unreadable(path, errno);
        const auto knownAt = m_d.cache.constFind(path);
        Known known(knownAt == m_d.cache.constEnd() ? nullptr : &knownAt->entries);
        CachedFolder now;
        now.entries.reserve(names->size());
        HandedOut handedOut(m_shared);
        QList<std::pair<QByteArray, quint32>> modes;
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
            quint32 bits = keptBits(st);
            if (S_ISDIR(st.st_mode)) {
                const QByteArray child = join(path, name);
                if (depth + 1 >= WorkspaceHazards::kMaxDepth) {
                    out.tooDeep.append(child);
                    continue;
                }
                UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                if (!sub) {
                    if (errno == ENOENT)
                        continue;
                    return unreadable(child, errno);
                }
                entry.gitMode = kModeTree;
                ++out.folders;
                // Handed over, its tree is filled in before this folder's is made.
                if (!handedOut.offer(now.entries.size(), sub, child, depth + 1)) {
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
                bits = 0;
                ++out.files;
                out.bytes += target.size();
                if (WorkspaceHazards::linkLeavesWorkspace(child, target))
                    out.hazards.append({WorkspaceHazard::Kind::LinkOutside, child, quint32(st.st_mode), target});
            } else if (S_ISREG(st.st_mode)) {
                if (st.st_mode & (S_ISUID | S_ISGID))
                    out.hazards.append({WorkspaceHazard::Kind::SetIdFile, join(path, name), quint32(st.st_mode), {}});
                entry.gitMode = (st.st_mode & 0111) ? kModeExec : kModeBlob;
                if (was && unchanged(*was, st)) {
                    entry = *was;
                } else if (Status read = file(fd, path, st, entry); !read) {
                    return read.error();
                }
                ++out.files;
                out.bytes += st.st_size;
            } else {
                // Device nodes, fifos and sockets: reported, never captured, never opened.
                const QByteArray child = join(path, name);
                if (const auto kind = WorkspaceHazards::classify(st, child, {}))
                    out.hazards.append({*kind, child, quint32(st.st_mode), {}});
                continue;
            }
            if (entry.gitMode != kModeLink && bits != impliedBits(entry.gitMode))
                modes.append({join(path, name), bits});
            now.entries.append(std::move(entry));
        }
        if (auto joined = handedOut.join(*this, now.entries); !joined)
            return joined.error();
        // A folder that lists what it listed last time has the tree it had.
        if (known.entries && !git_oid_is_zero(&knownAt->tree) && sameTree(*known.entries, now.entries)) {
            now.tree = knownAt->tree;
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
        const std::lock_guard lock(m_shared.git);
        return git_odb_exists(m_d.odb, &oid) != 0;
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

Result<git_oid> WorkspaceSnapshots::Private::walk(int rootFd, const CancelToken &cancel, WorkspaceCapture &out,
                                                  QList<std::pair<QByteArray, quint32>> *modes, bool save)
{
    loadCache();
    WalkShared shared(*this, cancel);
    std::vector<std::thread> helpers;
    try {
        for (int i = qBound(0, QThread::idealThreadCount() - 1, kMaxWalkHelpers); i > 0; --i)
            helpers.emplace_back([&shared] { shared.help(); });
    } catch (const std::system_error &) {
        // No thread to spare: the walk makes do with those it has (its own at least).
    }
    Capturer capturer(shared);
    auto files = capturer.folder(rootFd, QByteArray(), 0);
    shared.finish();
    for (std::thread &helper : helpers)
        helper.join();
    // The files a restore wrote have been read back (or the walk failed, and the next one reads
    // every file it cannot trust anyway).
    restoredPaths.clear();
    if (!files)
        return files.error();
    // Folders gone since the last walk are forgotten with their files.
    const bool changed = capturer.cacheChanged || shared.folders.size() != cache.size();
    cache = std::move(shared.folders);
    if (changed || cacheUnsaved) {
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
    out.hazards += std::move(capturer.out.hazards);
    out.tooDeep += std::move(capturer.out.tooDeep);
    if (modes)
        *modes = std::move(shared.modes);
    return files;
}

} // namespace shadowbox
