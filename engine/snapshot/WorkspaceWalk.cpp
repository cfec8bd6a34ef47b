#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/UniqueFd.h"

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

// The walk of a workspace that capture and restore share: reads what changed into the store and
// makes the workspace's tree, through directory descriptors that never follow a link.

namespace shadowbox {

using namespace snapshotstore;

namespace {

// One walk of the workspace: writes what changed into the store and returns the workspace's tree.
class Capturer {
public:
    Capturer(WorkspaceSnapshots::Private &d, const CancelToken &cancel, WorkspaceCapture &out)
        : m_d(d)
        , m_cancel(cancel)
        , m_out(out)
        , m_racyFrom(nowNanoseconds() - kRacyMarginNs)
    {
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
                    m_out.tooDeep.append(child);
                    continue;
                }
                const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                if (!sub) {
                    if (errno == ENOENT)
                        continue;
                    return unreadable(child, errno);
                }
                auto tree = folder(sub.get(), child, depth + 1);
                if (!tree)
                    return tree.error();
                entry.gitMode = kModeTree;
                entry.oid = *tree;
                ++m_out.folders;
            } else if (S_ISLNK(st.st_mode)) {
                const QByteArray child = join(path, name);
                errno = 0;
                const QByteArray target = readLinkAt(fd, name, st.st_size);
                if (target.isEmpty() && errno != 0) {
                    if (errno == ENOENT)
                        continue;
                    return unreadable(child, errno);
                }
                auto oid = m_d.writeIfMissing(target, GIT_OBJECT_BLOB);
                if (!oid)
                    return oid.error();
                entry.gitMode = kModeLink;
                entry.oid = *oid;
                bits = 0;
                ++m_out.files;
                m_out.bytes += target.size();
                if (WorkspaceHazards::linkLeavesWorkspace(child, target))
                    m_out.hazards.append({WorkspaceHazard::Kind::LinkOutside, child, quint32(st.st_mode), target});
            } else if (S_ISREG(st.st_mode)) {
                if (st.st_mode & (S_ISUID | S_ISGID))
                    m_out.hazards.append({WorkspaceHazard::Kind::SetIdFile, join(path, name), quint32(st.st_mode), {}});
                entry.gitMode = (st.st_mode & 0111) ? kModeExec : kModeBlob;
                if (was && unchanged(*was, st)) {
                    entry = *was;
                } else if (Status read = file(fd, path, st, entry); !read) {
                    return read.error();
                }
                ++m_out.files;
                m_out.bytes += st.st_size;
            } else {
                // Device nodes, fifos and sockets: reported, never captured, never opened.
                const QByteArray child = join(path, name);
                if (const auto kind = WorkspaceHazards::classify(st, child, {}))
                    m_out.hazards.append({*kind, child, quint32(st.st_mode), {}});
                continue;
            }
            if (entry.gitMode != kModeLink && bits != impliedBits(entry.gitMode))
                modes.append({join(path, name), bits});
            now.entries.append(std::move(entry));
        }
        // A folder that lists what it listed last time has the tree it had.
        if (known.entries && sameTree(*known.entries, now.entries)) {
            now.tree = knownAt->tree;
        } else {
            QList<TreeEntry> entries;
            entries.reserve(now.entries.size());
            for (const CachedEntry &e : std::as_const(now.entries))
                entries.append({e.name, e.gitMode, e.oid});
            auto written = m_d.writeIfMissing(serializeTree(entries), GIT_OBJECT_TREE);
            if (!written)
                return written;
            now.tree = *written;
            cacheChanged = true;
        }
        const git_oid tree = now.tree;
        folders.insert(path, std::move(now));
        return tree;
    }

    QHash<QByteArray, CachedFolder> folders; // what this walk met, to replace Private::cache
    QList<std::pair<QByteArray, quint32>> modes;
    bool cacheChanged = false;

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

    Error unreadable(const QByteArray &path, int err) const
    {
        return Error::make(err == EACCES || err == EPERM ? Error::Kind::PermissionDenied : Error::Kind::Io,
                           WorkspaceSnapshots::tr("Cannot read %1 for the snapshot (%2).")
                               .arg(displayPath(path), systemErrorText(err)));
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
        const qint64 size = opened.st_size;
        git_oid oid;
        qint64 read = 0;
        if (size <= kWholeReadLimit) {
            QByteArray data(size, Qt::Uninitialized);
            while (read < size) {
                const ssize_t n = ::read(fd.get(), data.data() + read, size_t(size - read));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n < 0)
                    return unreadable(path, errno);
                if (n == 0)
                    break;
                read += n;
            }
            data.truncate(read);
            auto written = m_d.write(data, GIT_OBJECT_BLOB);
            if (!written)
                return written.error();
            oid = *written;
        } else {
            git_odb_stream *stream = nullptr;
            if (git_odb_open_wstream(&stream, m_d.odb, git_object_size_t(size), GIT_OBJECT_BLOB) != 0)
                return m_d.gitError(WorkspaceSnapshots::tr("Cannot store %1").arg(displayPath(path)));
            QByteArray chunk(1024 * 1024, Qt::Uninitialized);
            bool failed = false;
            while (read < size && !failed) {
                const ssize_t n = ::read(fd.get(), chunk.data(), size_t(qMin<qint64>(chunk.size(), size - read)));
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
        ++m_out.filesRead;
        m_out.bytesRead += read;
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

    WorkspaceSnapshots::Private &m_d;
    const CancelToken &m_cancel;
    WorkspaceCapture &m_out;
    qint64 m_racyFrom;
};

} // namespace

Result<git_oid> WorkspaceSnapshots::Private::walk(int rootFd, const CancelToken &cancel, WorkspaceCapture &out,
                                                  QList<std::pair<QByteArray, quint32>> *modes)
{
    loadCache();
    Capturer capturer(*this, cancel, out);
    auto files = capturer.folder(rootFd, QByteArray(), 0);
    if (!files)
        return files.error();
    // Folders gone since the last walk are forgotten with their files.
    const bool changed = capturer.cacheChanged || capturer.folders.size() != cache.size();
    cache = std::move(capturer.folders);
    if (changed)
        saveCache();
    if (modes)
        *modes = std::move(capturer.modes);
    return files;
}

} // namespace shadowbox
