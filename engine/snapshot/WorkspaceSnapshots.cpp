#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/UniqueFd.h"

#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

// Opening the store, the metadata cache and capture. Restore, comparison and the store's upkeep
// live in WorkspaceRestore.cpp and WorkspaceSnapshotQueries.cpp.

namespace shadowbox {

using namespace snapshotstore;

void WorkspaceSnapshots::Private::loadCache()
{
    if (cacheLoaded)
        return;
    cacheLoaded = true;
    QFile file(path + QLatin1String(kCacheFile));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray data = file.readAll();
    if (!data.startsWith(kCacheMagic))
        return;
    QDataStream in(data.mid(kCacheMagic.size()));
    QHash<QByteArray, CachedFile> loaded;
    quint32 count = 0;
    in >> count;
    for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        QByteArray key;
        CachedFile c;
        QByteArray raw;
        in >> key >> c.device >> c.inode >> c.size >> c.mtimeNs >> c.ctimeNs >> c.mode >> raw;
        if (raw.size() != GIT_OID_RAWSZ)
            return;
        git_oid_fromraw(&c.oid, reinterpret_cast<const unsigned char *>(raw.constData()));
        loaded.insert(key, c);
    }
    // A damaged cache is ignored: everything is read once more.
    if (in.status() == QDataStream::Ok && quint32(loaded.size()) == count)
        cache = std::move(loaded);
}

void WorkspaceSnapshots::Private::saveCache() const
{
    QByteArray data = kCacheMagic;
    {
        QDataStream out(&data, QIODevice::Append);
        out << quint32(cache.size());
        for (auto it = cache.begin(); it != cache.end(); ++it) {
            const CachedFile &c = it.value();
            out << it.key() << c.device << c.inode << c.size << c.mtimeNs << c.ctimeNs << c.mode
                << QByteArray(reinterpret_cast<const char *>(c.oid.id), GIT_OID_RAWSZ);
        }
    }
    // Only a hint: written to a new file and renamed over the old one, without waiting for the disk.
    const QString target = path + QLatin1String(kCacheFile);
    QFile file(target + QStringLiteral(".new"));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        file.remove();
        QFile::remove(target);
        return;
    }
    file.close();
    if (::rename(QFile::encodeName(file.fileName()).constData(), QFile::encodeName(target).constData()) != 0)
        QFile::remove(target);
}

Result<WorkspaceSnapshots::Private::Snapshot> WorkspaceSnapshots::Private::snapshot(const QString &id) const
{
    git_oid oid;
    if (id.size() != GIT_OID_HEXSZ || git_oid_fromstr(&oid, id.toLatin1().constData()) != 0)
        return Error::make(Error::Kind::InvalidInput,
                           WorkspaceSnapshots::tr("%1 is not a snapshot id (40 hexadecimal digits).").arg(id));
    Commit commit;
    if (git_commit_lookup(commit.out(), repo, &oid) != 0)
        return Error::make(Error::Kind::NotFound,
                           WorkspaceSnapshots::tr("The snapshot %1 is not in the snapshot store %2 (%3).")
                               .arg(id, path, lastGitError()));
    Tree top;
    if (git_commit_tree(top.out(), commit.get()) != 0)
        return gitError(WorkspaceSnapshots::tr("Cannot read the snapshot %1").arg(id));
    Snapshot s;
    const git_tree_entry *files = git_tree_entry_byname(top.get(), "files");
    if (!files || git_tree_entry_type(files) != GIT_OBJECT_TREE)
        return Error::make(Error::Kind::Io,
                           WorkspaceSnapshots::tr("The snapshot %1 is damaged: it has no files.").arg(id));
    s.files = *git_tree_entry_id(files);
    if (const git_tree_entry *modes = git_tree_entry_byname(top.get(), "modes")) {
        auto content = blobContent(*git_tree_entry_id(modes));
        if (!content)
            return content.error();
        s.modes = parseModes(*content);
    }
    return s;
}

Result<QByteArray> WorkspaceSnapshots::Private::blobContent(const git_oid &oid) const
{
    Blob blob;
    if (git_blob_lookup(blob.out(), repo, &oid) != 0)
        return gitError(WorkspaceSnapshots::tr("Cannot read the object %1").arg(hex(oid)));
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())),
                      qsizetype(git_blob_rawsize(blob.get())));
}

quint32 WorkspaceSnapshots::Private::modeAt(const git_oid &files, const QByteArray &path) const
{
    Tree tree;
    if (git_tree_lookup(tree.out(), repo, &files) != 0)
        return 0;
    TreeEntryPtr entry;
    if (git_tree_entry_bypath(entry.out(), tree.get(), path.constData()) != 0)
        return 0;
    return quint32(git_tree_entry_filemode(entry.get()));
}

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
        QList<TreeEntry> entries;
        entries.reserve(names->size());
        for (const QByteArray &name : *names) {
            const QByteArray child = join(path, name);
            if (m_d.excluded.contains(child))
                continue;
            struct stat st {};
            if (::fstatat(fd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
                if (errno == ENOENT)
                    continue; // gone since the listing: not part of this snapshot
                return unreadable(child, errno);
            }
            TreeEntry entry{name, 0, {}};
            quint32 bits = keptBits(st);
            if (S_ISDIR(st.st_mode)) {
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
                entry.mode = kModeTree;
                entry.oid = *tree;
                ++m_out.folders;
            } else if (S_ISLNK(st.st_mode)) {
                errno = 0;
                const QByteArray target = readLinkAt(fd, name, st.st_size);
                if (target.isEmpty() && errno != 0) {
                    if (errno == ENOENT)
                        continue;
                    return unreadable(child, errno);
                }
                auto oid = m_d.write(target, GIT_OBJECT_BLOB);
                if (!oid)
                    return oid.error();
                entry.mode = kModeLink;
                entry.oid = *oid;
                bits = 0;
                ++m_out.files;
                m_out.bytes += target.size();
                if (WorkspaceHazards::linkLeavesWorkspace(child, target))
                    m_out.hazards.append({WorkspaceHazard::Kind::LinkOutside, child, quint32(st.st_mode), target});
            } else if (S_ISREG(st.st_mode)) {
                if (st.st_mode & (S_ISUID | S_ISGID))
                    m_out.hazards.append({WorkspaceHazard::Kind::SetIdFile, child, quint32(st.st_mode), {}});
                auto oid = file(fd, name, child, st);
                if (!oid)
                    return oid.error();
                entry.mode = (st.st_mode & 0111) ? kModeExec : kModeBlob;
                entry.oid = *oid;
                ++m_out.files;
                m_out.bytes += st.st_size;
            } else {
                // Device nodes, fifos and sockets: reported, never captured, never opened.
                if (const auto kind = WorkspaceHazards::classify(st, child, {}))
                    m_out.hazards.append({*kind, child, quint32(st.st_mode), {}});
                continue;
            }
            if (entry.mode != kModeLink && bits != impliedBits(entry.mode))
                modes.append({child, bits});
            entries.append(std::move(entry));
        }
        return m_d.write(serializeTree(entries), GIT_OBJECT_TREE);
    }

    QHash<QByteArray, CachedFile> cache;
    QList<std::pair<QByteArray, quint32>> modes;
    bool cacheChanged = false;

private:
    Error unreadable(const QByteArray &path, int err) const
    {
        return Error::make(err == EACCES || err == EPERM ? Error::Kind::PermissionDenied : Error::Kind::Io,
                           WorkspaceSnapshots::tr("Cannot read %1 for the snapshot (%2).")
                               .arg(displayPath(path), systemErrorText(err)));
    }

    Result<git_oid> file(int dirFd, const QByteArray &name, const QByteArray &path, const struct stat &st)
    {
        const auto cached = m_d.cache.constFind(path);
        if (cached != m_d.cache.constEnd() && unchanged(*cached, st)) {
            cache.insert(path, *cached);
            return cached->oid;
        }
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
        CachedFile entry{quint64(st.st_dev),
                         quint64(st.st_ino),
                         qint64(st.st_size),
                         nanoseconds(st.st_mtim),
                         nanoseconds(st.st_ctim),
                         quint32(st.st_mode),
                         oid};
        // Written during or just before this walk: the same times could hide a later change.
        if (!steady || qMax(entry.mtimeNs, entry.ctimeNs) >= m_racyFrom || !unchanged(entry, opened))
            entry.ctimeNs = -1;
        cache.insert(path, entry);
        return oid;
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
    if (capturer.cacheChanged || capturer.cache.size() != cache.size()) {
        cache = std::move(capturer.cache);
        saveCache();
    }
    if (modes)
        *modes = std::move(capturer.modes);
    return files;
}

WorkspaceSnapshots::WorkspaceSnapshots(std::shared_ptr<Private> d)
    : d(std::move(d))
{
}

Result<WorkspaceSnapshots> WorkspaceSnapshots::open(const QString &repositoryPath, const QList<QByteArray> &excluded)
{
    ensureLibgit2();
    auto d = std::make_shared<Private>();
    d->path = QDir::cleanPath(repositoryPath);
    d->excluded = excluded;
    const QByteArray encoded = QFile::encodeName(d->path);
    if (::mkdir(encoded.constData(), 0700) != 0 && errno != EEXIST)
        return Error::make(Error::Kind::Io,
                           tr("Cannot create the snapshot store %1 (%2).").arg(d->path, systemErrorText(errno)));
    struct stat st {};
    if (::lstat(encoded.constData(), &st) != 0 || !S_ISDIR(st.st_mode))
        return Error::make(Error::Kind::Io, tr("The snapshot store %1 is not a folder.").arg(d->path));
    if ((st.st_mode & 07777) != 0700)
        (void)::chmod(encoded.constData(), 0700);
    if (git_repository_open_bare(&d->repo, encoded.constData()) != 0) {
        git_repository_init_options options = GIT_REPOSITORY_INIT_OPTIONS_INIT;
        options.flags = GIT_REPOSITORY_INIT_BARE | GIT_REPOSITORY_INIT_NO_REINIT;
        if (git_repository_init_ext(&d->repo, encoded.constData(), &options) != 0)
            return d->gitError(tr("Cannot create the repository"));
    }
    if (git_repository_odb(&d->odb, d->repo) != 0)
        return d->gitError(tr("Cannot open the object database"));
    return WorkspaceSnapshots(std::move(d));
}

QString WorkspaceSnapshots::path() const
{
    return d->path;
}

Result<WorkspaceCapture> WorkspaceSnapshots::capture(const QString &workspace, const QString &message,
                                                     const CancelToken &cancel)
{
    QElapsedTimer timer;
    timer.start();
    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return Error::make(Error::Kind::NotFound,
                           tr("Cannot open the workspace %1 (%2).").arg(workspace, systemErrorText(errno)));
    WorkspaceCapture out;
    QList<std::pair<QByteArray, quint32>> modes;
    auto files = d->walk(root.get(), cancel, out, &modes);
    if (!files)
        return files.error();

    QList<TreeEntry> top{{QByteArrayLiteral("files"), kModeTree, *files}};
    if (!modes.isEmpty()) {
        auto modesBlob = d->write(serializeModes(modes), GIT_OBJECT_BLOB);
        if (!modesBlob)
            return modesBlob.error();
        top.append({QByteArrayLiteral("modes"), kModeBlob, *modesBlob});
    }
    auto tree = d->write(serializeTree(top), GIT_OBJECT_TREE);
    if (!tree)
        return tree.error();
    const QByteArray signature =
        "Shadowbox <snapshots@shadowbox.invalid> " + QByteArray::number(QDateTime::currentSecsSinceEpoch()) + " +0000";
    QByteArray text = message.toUtf8();
    text.replace('\0', ' ');
    const QByteArray commitText =
        "tree " + hex(*tree).toLatin1() + "\nauthor " + signature + "\ncommitter " + signature + "\n\n" + text + '\n';
    auto commit = d->write(commitText, GIT_OBJECT_COMMIT);
    if (!commit)
        return commit.error();
    out.id = hex(*commit);
    git_reference *ref = nullptr;
    const QByteArray refName = QByteArray(kSnapshotRefs) + out.id.toLatin1();
    if (git_reference_create(&ref, d->repo, refName.constData(), &*commit, 1, nullptr) != 0)
        return d->gitError(tr("Cannot record the snapshot"));
    git_reference_free(ref);

    out.elapsedMs = timer.elapsed();
    return out;
}

Result<QStringList> WorkspaceSnapshots::snapshots() const
{
    QStringList ids;
    git_reference_iterator *it = nullptr;
    const QByteArray glob = QByteArray(kSnapshotRefs) + '*';
    if (git_reference_iterator_glob_new(&it, d->repo, glob.constData()) != 0)
        return d->gitError(tr("Cannot list the snapshots"));
    const char *name = nullptr;
    while (git_reference_next_name(&name, it) == 0)
        ids.append(QString::fromLatin1(name + qstrlen(kSnapshotRefs)));
    git_reference_iterator_free(it);
    return ids;
}

} // namespace shadowbox
