#include "snapshot/WorkspaceSnapshots.h"

#include "core/UniqueFd.h"
#include "git/GitRepository.h"
#include "sandbox/WorkspaceRemover.h"

#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QSet>

#include <git2.h>

#include <algorithm>
#include <cerrno>
#include <ctime>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

// Layout of a snapshot in the private repository: a commit (no parents; kept alive by
// refs/snapshots/<id>) whose tree holds "files", the workspace's tree, and, when any entry's
// permission bits are not what the git mode implies (0644, 0755 for executables and folders),
// "modes": records of "<octal bits> <path>\0". Trees are written by this file, not by libgit2's
// tree builder, so any name a file system allows (".git" included) is kept byte for byte.

namespace shadowbox {

namespace {

constexpr quint32 kModeTree = 040000;
constexpr quint32 kModeBlob = 0100644;
constexpr quint32 kModeExec = 0100755;
constexpr quint32 kModeLink = 0120000;
constexpr qint64 kWholeReadLimit = 8 * 1024 * 1024; // larger files are streamed into the store
constexpr qint64 kRacyMarginNs = 20'000'000;        // file times come from a clock that lags by a tick
const QByteArray kCacheMagic("shadowbox-snapshot-cache 1\n");
const char kCacheFile[] = "/shadowbox-cache";
const char kSnapshotRefs[] = "refs/snapshots/";

qint64 nanoseconds(const timespec &t)
{
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

qint64 nowNanoseconds()
{
    timespec t{};
    ::clock_gettime(CLOCK_REALTIME, &t);
    return nanoseconds(t);
}

QByteArray join(const QByteArray &folder, const QByteArray &name)
{
    return folder.isEmpty() ? name : folder + '/' + name;
}

QString displayPath(const QByteArray &path)
{
    return path.isEmpty() ? QStringLiteral("/workspace") : QStringLiteral("/workspace/") + QFile::decodeName(path);
}

// The permission bits a git mode implies; anything else is recorded in "modes".
quint32 impliedBits(quint32 gitMode)
{
    return gitMode == kModeBlob ? 0644 : 0755;
}

// Bits a snapshot keeps: never setuid or setgid; the sticky bit only on folders.
quint32 keptBits(const struct stat &st)
{
    return S_ISDIR(st.st_mode) ? (st.st_mode & 01777) : (st.st_mode & 0777);
}

struct CachedFile {
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0; // -1: written too recently to be trusted; read again next time
    quint32 mode = 0;
    git_oid oid{};
};

bool unchanged(const CachedFile &c, const struct stat &st)
{
    return c.ctimeNs >= 0 && c.device == quint64(st.st_dev) && c.inode == quint64(st.st_ino) &&
           c.size == qint64(st.st_size) && c.mtimeNs == nanoseconds(st.st_mtim) &&
           c.ctimeNs == nanoseconds(st.st_ctim) && c.mode == quint32(st.st_mode);
}

struct TreeEntry {
    QByteArray name;
    quint32 mode = 0;
    git_oid oid{};
};

// git's order: bytes, with a tree's name compared as if it ended in '/'.
bool gitOrder(const TreeEntry &a, const TreeEntry &b)
{
    const QByteArray ka = a.mode == kModeTree ? a.name + '/' : a.name;
    const QByteArray kb = b.mode == kModeTree ? b.name + '/' : b.name;
    return ka < kb;
}

QByteArray serializeTree(QList<TreeEntry> &entries)
{
    std::sort(entries.begin(), entries.end(), gitOrder);
    QByteArray out;
    for (const TreeEntry &e : entries) {
        out += QByteArray::number(e.mode, 8);
        out += ' ';
        out += e.name;
        out += '\0';
        out.append(reinterpret_cast<const char *>(e.oid.id), GIT_OID_RAWSZ);
    }
    return out;
}

QString hex(const git_oid &oid)
{
    char buf[GIT_OID_HEXSZ + 1];
    git_oid_tostr(buf, sizeof buf, &oid);
    return QString::fromLatin1(buf);
}

template <typename T, void (*Free)(T *)> struct GitPtr {
    T *p = nullptr;
    GitPtr() = default;
    GitPtr(const GitPtr &) = delete;
    GitPtr &operator=(const GitPtr &) = delete;
    ~GitPtr() { Free(p); }
    T **out() { return &p; }
    T *get() const { return p; }
};
using Tree = GitPtr<git_tree, git_tree_free>;
using Blob = GitPtr<git_blob, git_blob_free>;
using Commit = GitPtr<git_commit, git_commit_free>;
using TreeEntryPtr = GitPtr<git_tree_entry, git_tree_entry_free>;

using ModeMap = QHash<QByteArray, quint32>; // path -> bits, only where not implied

QByteArray serializeModes(QList<std::pair<QByteArray, quint32>> &modes)
{
    std::sort(modes.begin(), modes.end());
    QByteArray out;
    for (const auto &[path, bits] : modes) {
        out += QByteArray::number(bits, 8);
        out += ' ';
        out += path;
        out += '\0';
    }
    return out;
}

ModeMap parseModes(const QByteArray &data)
{
    ModeMap modes;
    for (const QByteArray &record : data.split('\0')) {
        const qsizetype space = record.indexOf(' ');
        if (space <= 0)
            continue;
        bool ok = false;
        const quint32 bits = record.left(space).toUInt(&ok, 8);
        if (ok)
            modes.insert(record.mid(space + 1), bits & 01777);
    }
    return modes;
}

} // namespace

struct WorkspaceSnapshots::Private {
    QString path;
    QList<QByteArray> excluded;
    git_repository *repo = nullptr;
    git_odb *odb = nullptr;
    QHash<QByteArray, CachedFile> cache;
    bool cacheLoaded = false;

    ~Private()
    {
        git_odb_free(odb);
        git_repository_free(repo);
    }

    Error gitError(const QString &what) const
    {
        return Error::make(Error::Kind::Io,
                           WorkspaceSnapshots::tr("%1 in the snapshot store %2: %3.").arg(what, path, lastGitError()));
    }

    Result<git_oid> write(const QByteArray &data, git_object_t type)
    {
        git_oid oid;
        if (git_odb_write(&oid, odb, data.constData(), size_t(data.size()), type) != 0)
            return gitError(WorkspaceSnapshots::tr("Cannot write an object"));
        return oid;
    }

    void loadCache();
    void saveCache() const;

    // The "files" tree and the modes of a snapshot.
    struct Snapshot {
        git_oid files{};
        ModeMap modes;
    };
    Result<Snapshot> snapshot(const QString &id) const;
    Result<QByteArray> blobContent(const git_oid &oid) const;
};

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
    d->loadCache();
    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return Error::make(Error::Kind::NotFound,
                           tr("Cannot open the workspace %1 (%2).").arg(workspace, systemErrorText(errno)));
    WorkspaceCapture out;
    Capturer capturer(*d, cancel, out);
    auto files = capturer.folder(root.get(), QByteArray(), 0);
    if (!files)
        return files.error();

    QList<TreeEntry> top{{QByteArrayLiteral("files"), kModeTree, *files}};
    if (!capturer.modes.isEmpty()) {
        auto modes = d->write(serializeModes(capturer.modes), GIT_OBJECT_BLOB);
        if (!modes)
            return modes.error();
        top.append({QByteArrayLiteral("modes"), kModeBlob, *modes});
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

    if (capturer.cacheChanged || capturer.cache.size() != d->cache.size()) {
        d->cache = std::move(capturer.cache);
        d->saveCache();
    }
    out.elapsedMs = timer.elapsed();
    return out;
}

namespace {

// Applies the difference between two "files" trees to the workspace, folder by folder.
class Restorer {
public:
    Restorer(WorkspaceSnapshots::Private &d, int rootFd, const ModeMap &targetModes, WorkspaceRestore &out)
        : m_d(d)
        , m_rootFd(rootFd)
        , m_targetModes(targetModes)
        , m_out(out)
    {
    }

    Status apply(int fd, const git_oid &current, const git_oid &target, const QByteArray &path, int depth)
    {
        if (git_oid_equal(&current, &target))
            return {};
        Tree cur;
        Tree tgt;
        if (git_tree_lookup(cur.out(), m_d.repo, &current) != 0 || git_tree_lookup(tgt.out(), m_d.repo, &target) != 0)
            return m_d.gitError(WorkspaceSnapshots::tr("Cannot read a folder of the snapshot"));
        QMap<QByteArray, const git_tree_entry *> names;
        QSet<QByteArray> inTarget;
        const size_t curCount = git_tree_entrycount(cur.get());
        const size_t tgtCount = git_tree_entrycount(tgt.get());
        for (size_t i = 0; i < curCount; ++i)
            names.insert(QByteArray(git_tree_entry_name(git_tree_entry_byindex(cur.get(), i))), nullptr);
        for (size_t i = 0; i < tgtCount; ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(tgt.get(), i);
            names.insert(QByteArray(git_tree_entry_name(e)), e);
        }
        for (auto it = names.begin(); it != names.end(); ++it) {
            const QByteArray &name = it.key();
            const QByteArray child = join(path, name);
            const git_tree_entry *c = git_tree_entry_byname(cur.get(), name.constData());
            const git_tree_entry *t = it.value();
            Status s;
            if (!t) {
                s = remove(fd, name, child, depth);
            } else if (!c) {
                s = create(fd, name, child, t, depth);
            } else if (git_tree_entry_filemode(c) == git_tree_entry_filemode(t) &&
                       git_oid_equal(git_tree_entry_id(c), git_tree_entry_id(t))) {
                continue;
            } else if (git_tree_entry_type(c) == GIT_OBJECT_TREE && git_tree_entry_type(t) == GIT_OBJECT_TREE) {
                const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                if (!sub)
                    return failed(child, errno);
                s = apply(sub.get(), *git_tree_entry_id(c), *git_tree_entry_id(t), child, depth + 1);
            } else {
                if (git_tree_entry_type(c) == GIT_OBJECT_TREE || git_tree_entry_type(t) == GIT_OBJECT_TREE)
                    s = remove(fd, name, child, depth);
                if (s)
                    s = create(fd, name, child, t, depth);
            }
            if (!s)
                return s;
        }
        return {};
    }

    // Folders made by this restore, deepest last; their modes are set once they are filled.
    QList<QByteArray> createdFolders;

private:
    Error failed(const QByteArray &path, int err) const
    {
        return Error::make(
            Error::Kind::Io,
            WorkspaceSnapshots::tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(err)));
    }

    Status remove(int fd, const QByteArray &name, const QByteArray &path, int depth)
    {
        const WorkspaceRemoval removal = WorkspaceRemover::removeWithin(m_rootFd, fd, name, path, depth);
        m_out.removed += removal.entries;
        m_out.hazards += removal.hazards;
        if (!removal.removed)
            return Error::make(Error::Kind::Io,
                               WorkspaceSnapshots::tr("Cannot restore the workspace: %1.").arg(removal.failure));
        return {};
    }

    QByteArray temporaryName()
    {
        return ".shadowbox-restore-" + QByteArray::number(::getpid()) + '-' + QByteArray::number(++m_temporary);
    }

    Status create(int fd, const QByteArray &name, const QByteArray &path, const git_tree_entry *entry, int depth)
    {
        const git_filemode_t mode = git_tree_entry_filemode(entry);
        if (mode == GIT_FILEMODE_TREE) {
            if (::mkdirat(fd, name.constData(), 0700) != 0)
                return failed(path, errno);
            const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (!sub)
                return failed(path, errno);
            createdFolders.append(path);
            Tree tree;
            if (git_tree_lookup(tree.out(), m_d.repo, git_tree_entry_id(entry)) != 0)
                return m_d.gitError(WorkspaceSnapshots::tr("Cannot read a folder of the snapshot"));
            for (size_t i = 0; i < git_tree_entrycount(tree.get()); ++i) {
                const git_tree_entry *e = git_tree_entry_byindex(tree.get(), i);
                const QByteArray childName(git_tree_entry_name(e));
                if (Status s = create(sub.get(), childName, join(path, childName), e, depth + 1); !s)
                    return s;
            }
            return {};
        }
        auto content = m_d.blobContent(*git_tree_entry_id(entry));
        if (!content)
            return content.error();
        const QByteArray temporary = temporaryName();
        if (mode == GIT_FILEMODE_LINK) {
            if (::symlinkat(content->constData(), fd, temporary.constData()) != 0)
                return failed(path, errno);
        } else {
            const UniqueFd file(
                ::openat(fd, temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
            if (!file)
                return failed(path, errno);
            qint64 written = 0;
            while (written < content->size()) {
                const ssize_t n =
                    ::write(file.get(), content->constData() + written, size_t(content->size() - written));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0) {
                    const int err = n < 0 ? errno : ENOSPC;
                    ::unlinkat(fd, temporary.constData(), 0);
                    return failed(path, err);
                }
                written += n;
            }
            const quint32 bits = m_targetModes.value(path, impliedBits(quint32(mode)));
            if (::fchmod(file.get(), mode_t(bits)) != 0) {
                const int err = errno;
                ::unlinkat(fd, temporary.constData(), 0);
                return failed(path, err);
            }
        }
        // rename replaces whatever is at `name` (a file, a link, a fifo) without following it.
        if (::renameat(fd, temporary.constData(), fd, name.constData()) != 0) {
            const int err = errno;
            ::unlinkat(fd, temporary.constData(), 0);
            if (err != EISDIR && err != ENOTEMPTY && err != EEXIST)
                return failed(path, err);
            // A folder appeared there since the walk: it goes, then the entry is written again.
            if (Status s = remove(fd, name, path, depth); !s)
                return s;
            return create(fd, name, path, entry, depth);
        }
        ++m_out.written;
        return {};
    }

    WorkspaceSnapshots::Private &m_d;
    int m_rootFd;
    const ModeMap &m_targetModes;
    WorkspaceRestore &m_out;
    int m_temporary = 0;
};

// Opens the entry at `path` (relative to the workspace) without following any link on the way:
// O_PATH, enough for fstat and chmodFd.
UniqueFd openEntry(int rootFd, const QByteArray &path)
{
    const QList<QByteArray> parts = path.split('/');
    UniqueFd current(::fcntl(rootFd, F_DUPFD_CLOEXEC, 0));
    for (qsizetype i = 0; i < parts.size() && current; ++i) {
        const bool last = i == parts.size() - 1;
        const int flags = last ? (O_PATH | O_NOFOLLOW | O_CLOEXEC) : (O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        current = UniqueFd(::openat(current.get(), parts.at(i).constData(), flags));
    }
    return current;
}

// The git mode of `path` in the tree `files`, or 0 when it is not there.
quint32 modeAt(git_repository *repo, const git_oid &files, const QByteArray &path)
{
    Tree tree;
    if (git_tree_lookup(tree.out(), repo, &files) != 0)
        return 0;
    TreeEntryPtr entry;
    if (git_tree_entry_bypath(entry.out(), tree.get(), path.constData()) != 0)
        return 0;
    return quint32(git_tree_entry_filemode(entry.get()));
}

} // namespace

Result<WorkspaceRestore> WorkspaceSnapshots::restore(const QString &workspace, const QString &snapshotId,
                                                     const CancelToken &cancel)
{
    QElapsedTimer timer;
    timer.start();
    auto target = d->snapshot(snapshotId);
    if (!target)
        return target.error();
    auto before = capture(workspace, tr("Before restoring %1").arg(snapshotId), cancel);
    if (!before)
        return before.error();
    auto current = d->snapshot(before->id);
    if (!current)
        return current.error();
    if (cancel.isCanceled())
        return Error::make(Error::Kind::Canceled, tr("The restore was canceled before it changed anything."));

    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return Error::make(Error::Kind::NotFound,
                           tr("Cannot open the workspace %1 (%2).").arg(workspace, systemErrorText(errno)));
    WorkspaceRestore out;
    out.before = before->id;
    Restorer restorer(*d, root.get(), target->modes, out);
    if (Status s = restorer.apply(root.get(), current->files, target->files, QByteArray(), 0); !s)
        return s.error();

    // What the capture left out goes: device nodes, fifos and sockets are never restored, and a
    // setuid or setgid bit never survives a restore.
    for (const WorkspaceHazard &hazard : before->hazards) {
        const UniqueFd entry = openEntry(root.get(), hazard.path);
        struct stat st {};
        if (!entry || ::fstat(entry.get(), &st) != 0)
            continue;
        if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
            const qsizetype slash = hazard.path.lastIndexOf('/');
            const UniqueFd parent = slash < 0 ? UniqueFd(::fcntl(root.get(), F_DUPFD_CLOEXEC, 0))
                                              : openEntry(root.get(), hazard.path.left(slash));
            const QByteArray name = slash < 0 ? hazard.path : hazard.path.mid(slash + 1);
            if (parent && ::unlinkat(parent.get(), name.constData(), 0) == 0) {
                out.hazards.add(hazard.kind);
                ++out.removed;
            }
        } else if (S_ISREG(st.st_mode) && (st.st_mode & (S_ISUID | S_ISGID))) {
            if (chmodFd(entry.get(), st.st_mode & 0777) == 0)
                out.hazards.add(WorkspaceHazard::Kind::SetIdFile);
        }
    }

    // Folders too deep to be captured are not in any snapshot, so they go.
    for (const QByteArray &path : before->tooDeep) {
        const qsizetype slash = path.lastIndexOf('/');
        const UniqueFd parent =
            slash < 0 ? UniqueFd(::fcntl(root.get(), F_DUPFD_CLOEXEC, 0)) : openEntry(root.get(), path.left(slash));
        if (!parent)
            continue;
        const WorkspaceRemoval removal = WorkspaceRemover::removeWithin(
            root.get(), parent.get(), slash < 0 ? path : path.mid(slash + 1), path, int(path.count('/')));
        out.removed += removal.entries;
        out.hazards += removal.hazards;
        if (!removal.removed)
            return Error::make(Error::Kind::Io, tr("Cannot restore the workspace: %1.").arg(removal.failure));
    }

    // Permission bits: every path either snapshot names, and every folder made above.
    QSet<QByteArray> paths(restorer.createdFolders.begin(), restorer.createdFolders.end());
    for (auto it = target->modes.begin(); it != target->modes.end(); ++it)
        paths.insert(it.key());
    for (auto it = current->modes.begin(); it != current->modes.end(); ++it)
        paths.insert(it.key());
    QList<QByteArray> ordered(paths.begin(), paths.end());
    std::sort(ordered.begin(), ordered.end(), std::greater<>()); // children before their folders
    for (const QByteArray &path : ordered) {
        const quint32 gitMode = modeAt(d->repo, target->files, path);
        if (gitMode == 0 || gitMode == kModeLink)
            continue;
        const quint32 wanted = target->modes.value(path, impliedBits(gitMode));
        const UniqueFd entry = openEntry(root.get(), path);
        struct stat st {};
        if (!entry || ::fstat(entry.get(), &st) != 0)
            return Error::make(Error::Kind::Io,
                               tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(errno)));
        if (quint32(st.st_mode & 07777) == wanted)
            continue;
        if (chmodFd(entry.get(), wanted) != 0)
            return Error::make(Error::Kind::Io,
                               tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(errno)));
        ++out.modesSet;
    }

    // The workspace is read once more: it brings the cache up to date and proves the result.
    WorkspaceCapture check;
    Capturer verifier(*d, cancel, check);
    auto now = verifier.folder(root.get(), QByteArray(), 0);
    if (!now)
        return now.error();
    d->cache = std::move(verifier.cache);
    d->saveCache();
    if (!git_oid_equal(&*now, &target->files))
        return Error::make(Error::Kind::Conflict,
                           tr("The workspace changed while it was being restored; restore %1 again once nothing "
                              "runs in the sandbox.")
                               .arg(snapshotId.left(12)));
    out.elapsedMs = timer.elapsed();
    return out;
}

namespace {

struct Side {
    const git_tree *tree = nullptr;
    const ModeMap *modes = nullptr;
};

class Comparer {
public:
    explicit Comparer(git_repository *repo)
        : m_repo(repo)
    {
    }

    void trees(const git_tree *a, const git_tree *b, const QByteArray &path)
    {
        QMap<QByteArray, std::pair<const git_tree_entry *, const git_tree_entry *>> names;
        for (size_t i = 0; a && i < git_tree_entrycount(a); ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(a, i);
            names[QByteArray(git_tree_entry_name(e))].first = e;
        }
        for (size_t i = 0; b && i < git_tree_entrycount(b); ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(b, i);
            names[QByteArray(git_tree_entry_name(e))].second = e;
        }
        for (auto it = names.begin(); it != names.end(); ++it) {
            const auto [ea, eb] = it.value();
            const QByteArray child = join(path, it.key());
            const bool treeA = ea && git_tree_entry_type(ea) == GIT_OBJECT_TREE;
            const bool treeB = eb && git_tree_entry_type(eb) == GIT_OBJECT_TREE;
            if (ea && eb && git_oid_equal(git_tree_entry_id(ea), git_tree_entry_id(eb)) &&
                git_tree_entry_filemode(ea) == git_tree_entry_filemode(eb))
                continue;
            if (treeA || treeB) {
                if (ea && eb && !(treeA && treeB))
                    add(SnapshotDifference::Kind::TypeChanged, child, treeA ? nullptr : ea, treeB ? nullptr : eb);
                else if (!treeA && ea)
                    add(SnapshotDifference::Kind::Deleted, child, ea, nullptr);
                else if (!treeB && eb)
                    add(SnapshotDifference::Kind::Added, child, nullptr, eb);
                Tree ta;
                Tree tb;
                if (treeA)
                    git_tree_lookup(ta.out(), m_repo, git_tree_entry_id(ea));
                if (treeB)
                    git_tree_lookup(tb.out(), m_repo, git_tree_entry_id(eb));
                trees(ta.get(), tb.get(), child);
                continue;
            }
            if (!ea)
                add(SnapshotDifference::Kind::Added, child, nullptr, eb);
            else if (!eb)
                add(SnapshotDifference::Kind::Deleted, child, ea, nullptr);
            else if (git_tree_entry_filemode(ea) == GIT_FILEMODE_LINK ||
                     git_tree_entry_filemode(eb) == GIT_FILEMODE_LINK)
                add(git_tree_entry_filemode(ea) == git_tree_entry_filemode(eb) ? SnapshotDifference::Kind::Modified
                                                                               : SnapshotDifference::Kind::TypeChanged,
                    child, ea, eb);
            else if (git_oid_equal(git_tree_entry_id(ea), git_tree_entry_id(eb)))
                add(SnapshotDifference::Kind::ModeChanged, child, ea, eb);
            else
                add(SnapshotDifference::Kind::Modified, child, ea, eb);
        }
    }

    QList<SnapshotDifference> out;

private:
    void add(SnapshotDifference::Kind kind, const QByteArray &path, const git_tree_entry *a, const git_tree_entry *b)
    {
        SnapshotDifference difference{kind, path, false};
        const git_tree_entry *shown = b ? b : a;
        if (shown && git_tree_entry_filemode(shown) != GIT_FILEMODE_LINK) {
            Blob blob;
            if (git_blob_lookup(blob.out(), m_repo, git_tree_entry_id(shown)) == 0)
                difference.binary = git_blob_is_binary(blob.get()) != 0;
        }
        out.append(difference);
    }

    git_repository *m_repo;
};

} // namespace

Result<QList<SnapshotDifference>> WorkspaceSnapshots::compare(const QString &from, const QString &to) const
{
    auto a = d->snapshot(from);
    if (!a)
        return a.error();
    auto b = d->snapshot(to);
    if (!b)
        return b.error();
    Tree ta;
    Tree tb;
    if (git_tree_lookup(ta.out(), d->repo, &a->files) != 0 || git_tree_lookup(tb.out(), d->repo, &b->files) != 0)
        return d->gitError(tr("Cannot read a snapshot"));
    Comparer comparer(d->repo);
    comparer.trees(ta.get(), tb.get(), QByteArray());
    QList<SnapshotDifference> differences = std::move(comparer.out);
    // Permission bits that changed on entries whose content did not.
    QSet<QByteArray> listed;
    for (const SnapshotDifference &difference : differences)
        listed.insert(difference.path);
    QSet<QByteArray> moded;
    for (auto it = a->modes.begin(); it != a->modes.end(); ++it)
        moded.insert(it.key());
    for (auto it = b->modes.begin(); it != b->modes.end(); ++it)
        moded.insert(it.key());
    for (const QByteArray &path : moded) {
        if (listed.contains(path))
            continue;
        const quint32 modeA = modeAt(d->repo, a->files, path);
        const quint32 modeB = modeAt(d->repo, b->files, path);
        if (modeA == 0 || modeA != modeB)
            continue;
        if (a->modes.value(path, impliedBits(modeA)) != b->modes.value(path, impliedBits(modeB)))
            differences.append({SnapshotDifference::Kind::ModeChanged, path, false});
    }
    std::sort(differences.begin(), differences.end(),
              [](const SnapshotDifference &x, const SnapshotDifference &y) { return x.path < y.path; });
    return differences;
}

Result<QByteArray> WorkspaceSnapshots::fileContent(const QString &snapshotId, const QByteArray &path) const
{
    auto s = d->snapshot(snapshotId);
    if (!s)
        return s.error();
    Tree tree;
    TreeEntryPtr entry;
    if (git_tree_lookup(tree.out(), d->repo, &s->files) != 0 ||
        git_tree_entry_bypath(entry.out(), tree.get(), path.constData()) != 0 ||
        git_tree_entry_type(entry.get()) != GIT_OBJECT_BLOB)
        return Error::make(Error::Kind::NotFound,
                           tr("%1 is not a file in the snapshot %2.").arg(displayPath(path), snapshotId.left(12)));
    return d->blobContent(*git_tree_entry_id(entry.get()));
}

Result<QByteArray> WorkspaceSnapshots::fileDiff(const QString &from, const QString &to, const QByteArray &path) const
{
    auto side = [&](const QString &id, Blob &blob) -> Status {
        auto s = d->snapshot(id);
        if (!s)
            return s.error();
        Tree tree;
        TreeEntryPtr entry;
        if (git_tree_lookup(tree.out(), d->repo, &s->files) != 0)
            return d->gitError(tr("Cannot read a snapshot"));
        if (git_tree_entry_bypath(entry.out(), tree.get(), path.constData()) == 0 &&
            git_tree_entry_type(entry.get()) == GIT_OBJECT_BLOB &&
            git_blob_lookup(blob.out(), d->repo, git_tree_entry_id(entry.get())) != 0)
            return d->gitError(tr("Cannot read %1").arg(displayPath(path)));
        return {};
    };
    Blob a;
    Blob b;
    if (Status s = side(from, a); !s)
        return s.error();
    if (Status s = side(to, b); !s)
        return s.error();
    git_patch *patch = nullptr;
    git_diff_options options = GIT_DIFF_OPTIONS_INIT;
    if (git_patch_from_blobs(&patch, a.get(), path.constData(), b.get(), path.constData(), &options) != 0)
        return d->gitError(tr("Cannot compare %1").arg(displayPath(path)));
    git_buf buf = GIT_BUF_INIT;
    const int rc = git_patch_to_buf(&buf, patch);
    git_patch_free(patch);
    if (rc != 0)
        return d->gitError(tr("Cannot compare %1").arg(displayPath(path)));
    QByteArray text(buf.ptr, qsizetype(buf.size));
    git_buf_dispose(&buf);
    return text;
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

namespace {

// Every object a snapshot needs, added to `reachable`; a missing one is named in `missing`.
void collect(git_repository *repo, const git_oid &oid, QSet<QByteArray> &reachable, QStringList *missing)
{
    const QByteArray key(reinterpret_cast<const char *>(oid.id), GIT_OID_RAWSZ);
    if (reachable.contains(key))
        return;
    git_object *object = nullptr;
    if (git_object_lookup(&object, repo, &oid, GIT_OBJECT_ANY) != 0) {
        if (missing)
            missing->append(
                WorkspaceSnapshots::tr("Object %1 is missing or damaged (%2).").arg(hex(oid), lastGitError()));
        return;
    }
    reachable.insert(key);
    switch (git_object_type(object)) {
    case GIT_OBJECT_COMMIT:
        collect(repo, *git_commit_tree_id(reinterpret_cast<git_commit *>(object)), reachable, missing);
        break;
    case GIT_OBJECT_TREE: {
        auto *tree = reinterpret_cast<git_tree *>(object);
        for (size_t i = 0; i < git_tree_entrycount(tree); ++i)
            collect(repo, *git_tree_entry_id(git_tree_entry_byindex(tree, i)), reachable, missing);
        break;
    }
    default:
        break;
    }
    git_object_free(object);
}

QString loosePath(const QString &repository, const git_oid &oid)
{
    const QString h = hex(oid);
    return repository + QStringLiteral("/objects/") + h.left(2) + u'/' + h.mid(2);
}

} // namespace

Result<SnapshotVerification> WorkspaceSnapshots::verify(const CancelToken &cancel) const
{
    SnapshotVerification out;
    QList<git_oid> all;
    auto each = [](const git_oid *oid, void *payload) {
        static_cast<QList<git_oid> *>(payload)->append(*oid);
        return 0;
    };
    if (git_odb_foreach(d->odb, each, &all) != 0)
        return d->gitError(tr("Cannot list the objects"));
    for (const git_oid &oid : all) {
        if (cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, tr("The verification was canceled."));
        git_odb_object *object = nullptr;
        // libgit2 hashes what it reads and refuses an object whose content does not match its id.
        if (git_odb_read(&object, d->odb, &oid) != 0)
            out.problems.append(tr("Object %1 is damaged (%2).").arg(hex(oid), lastGitError()));
        git_odb_object_free(object);
        ++out.objects;
    }
    auto ids = snapshots();
    if (!ids)
        return ids.error();
    QSet<QByteArray> reachable;
    for (const QString &id : *ids) {
        git_oid oid;
        if (git_oid_fromstr(&oid, id.toLatin1().constData()) != 0) {
            out.problems.append(tr("The snapshot reference %1 is not a snapshot id.").arg(id));
            continue;
        }
        collect(d->repo, oid, reachable, &out.problems);
        ++out.snapshots;
    }
    return out;
}

Result<qint64> WorkspaceSnapshots::prune(const QStringList &keep) const
{
    auto ids = snapshots();
    if (!ids)
        return ids.error();
    const QSet<QString> kept(keep.begin(), keep.end());
    QSet<QByteArray> reachable;
    for (const QString &id : *ids) {
        if (kept.contains(id))
            continue;
        const QByteArray ref = QByteArray(kSnapshotRefs) + id.toLatin1();
        if (git_reference_remove(d->repo, ref.constData()) != 0)
            return d->gitError(tr("Cannot forget the snapshot %1").arg(id));
    }
    for (const QString &id : keep) {
        git_oid oid;
        if (git_oid_fromstr(&oid, id.toLatin1().constData()) == 0)
            collect(d->repo, oid, reachable, nullptr);
    }
    // What the next capture reuses without reading stays too.
    d->loadCache();
    for (const CachedFile &c : std::as_const(d->cache))
        reachable.insert(QByteArray(reinterpret_cast<const char *>(c.oid.id), GIT_OID_RAWSZ));
    QList<git_oid> all;
    auto each = [](const git_oid *oid, void *payload) {
        static_cast<QList<git_oid> *>(payload)->append(*oid);
        return 0;
    };
    if (git_odb_foreach(d->odb, each, &all) != 0)
        return d->gitError(tr("Cannot list the objects"));
    qint64 freed = 0;
    for (const git_oid &oid : all) {
        if (reachable.contains(QByteArray(reinterpret_cast<const char *>(oid.id), GIT_OID_RAWSZ)))
            continue;
        const QByteArray file = QFile::encodeName(loosePath(d->path, oid));
        struct stat st {};
        if (::lstat(file.constData(), &st) == 0 && S_ISREG(st.st_mode) && ::unlink(file.constData()) == 0)
            freed += qint64(st.st_blocks) * 512;
    }
    return freed;
}

qint64 WorkspaceSnapshots::diskUsage() const
{
    qint64 total = 0;
    QList<QString> folders{d->path};
    while (!folders.isEmpty()) {
        const QString folder = folders.takeLast();
        QDir dir(folder);
        const QFileInfoList entries =
            dir.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot | QDir::NoSymLinks);
        for (const QFileInfo &info : entries) {
            struct stat st {};
            if (::lstat(QFile::encodeName(info.filePath()).constData(), &st) != 0)
                continue;
            total += qint64(st.st_blocks) * 512;
            if (S_ISDIR(st.st_mode))
                folders.append(info.filePath());
        }
    }
    return total;
}

} // namespace shadowbox
