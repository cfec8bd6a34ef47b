#pragma once

// What the files implementing WorkspaceSnapshots share: the store's layout, the metadata cache and
// small wrappers of libgit2's handles. Not for use outside engine/snapshot.
//
// Layout of a snapshot in the private repository: a commit (no parents; kept alive by
// refs/snapshots/<id>) whose tree holds "files", the workspace's tree, and, when any entry's
// permission bits are not what the git mode implies (0644, 0755 for executables and folders),
// "modes": records of "<octal bits> <path>\0". Trees are written by these files, not by libgit2's
// tree builder, so any name a file system allows (".git" included) is kept byte for byte.

#include "snapshot/WorkspaceSnapshots.h"

#include "git/GitRepository.h"

#include <QFile>
#include <QHash>

#include <git2.h>

#include <algorithm>
#include <cstring>
#include <ctime>

#include <sys/stat.h>

namespace shadowbox::snapshotstore {

inline constexpr quint32 kModeTree = 040000;
inline constexpr quint32 kModeBlob = 0100644;
inline constexpr quint32 kModeExec = 0100755;
inline constexpr quint32 kModeLink = 0120000;
inline constexpr qint64 kWholeReadLimit = 8 * 1024 * 1024; // larger files are streamed into the store
inline constexpr qint64 kRacyMarginNs = 20'000'000;        // file times come from a clock that lags by a tick
inline const QByteArray kCacheMagic("shadowbox-snapshot-cache 2\n");
inline constexpr char kCacheFile[] = "/shadowbox-cache";
inline constexpr char kSnapshotRefs[] = "refs/snapshots/";
inline constexpr int kMaxWalkHelpers = 3; // threads besides the walk's own; the walk is bound by the kernel

inline qint64 nanoseconds(const timespec &t)
{
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

inline qint64 nowNanoseconds()
{
    timespec t{};
    ::clock_gettime(CLOCK_REALTIME, &t);
    return nanoseconds(t);
}

inline QByteArray join(const QByteArray &folder, const QByteArray &name)
{
    return folder.isEmpty() ? name : folder + '/' + name;
}

inline QString displayPath(const QByteArray &path)
{
    return path.isEmpty() ? QStringLiteral("/workspace") : QStringLiteral("/workspace/") + QFile::decodeName(path);
}

// The permission bits a git mode implies; anything else is recorded in "modes".
inline quint32 impliedBits(quint32 gitMode)
{
    return gitMode == kModeBlob ? 0644 : 0755;
}

// Bits a snapshot keeps: never setuid or setgid; the sticky bit only on folders.
inline quint32 keptBits(const struct stat &st)
{
    return S_ISDIR(st.st_mode) ? (st.st_mode & 01777) : (st.st_mode & 0777);
}

// One entry of a folder as the last walk met it. For files, the metadata their id was read with.
struct CachedEntry {
    QByteArray name;
    quint32 gitMode = 0; // kModeBlob, kModeExec, kModeLink or kModeTree
    git_oid oid{};
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0; // -1: written too recently to be trusted; read again next time
    quint32 mode = 0;   // st_mode
};

// A folder as the last walk left it: its entries in listing order and its tree. A folder that lists
// the same entries again has the same tree, which is then neither sorted, hashed nor written again;
// its files are matched by name, mostly in the same order as last time.
struct CachedFolder {
    git_oid tree{};
    QList<CachedEntry> entries;
};

inline bool isFile(quint32 gitMode)
{
    return gitMode == kModeBlob || gitMode == kModeExec;
}

inline bool unchanged(const CachedEntry &c, const struct stat &st)
{
    return isFile(c.gitMode) && c.ctimeNs >= 0 && c.device == quint64(st.st_dev) && c.inode == quint64(st.st_ino) &&
           c.size == qint64(st.st_size) && c.mtimeNs == nanoseconds(st.st_mtim) &&
           c.ctimeNs == nanoseconds(st.st_ctim) && c.mode == quint32(st.st_mode);
}

// Same names, kinds and ids in the same order: the same tree.
inline bool sameTree(const QList<CachedEntry> &a, const QList<CachedEntry> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).gitMode != b.at(i).gitMode || !git_oid_equal(&a.at(i).oid, &b.at(i).oid) ||
            a.at(i).name != b.at(i).name)
            return false;
    }
    return true;
}

struct TreeEntry {
    QByteArray name;
    quint32 mode = 0;
    git_oid oid{};
};

// git's order: bytes, with a tree's name compared as if it ended in '/'.
inline bool gitOrder(const TreeEntry &a, const TreeEntry &b)
{
    const qsizetype common = qMin(a.name.size(), b.name.size());
    if (const int c = std::memcmp(a.name.constData(), b.name.constData(), size_t(common)); c != 0)
        return c < 0;
    const auto next = [common](const TreeEntry &e) {
        return common < e.name.size() ? uchar(e.name.at(common)) : e.mode == kModeTree ? uchar('/') : uchar(0);
    };
    return next(a) < next(b);
}

inline QByteArray serializeTree(QList<TreeEntry> &entries)
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

inline QString hex(const git_oid &oid)
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

inline QByteArray serializeModes(QList<std::pair<QByteArray, quint32>> &modes)
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

inline ModeMap parseModes(const QByteArray &data)
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

} // namespace shadowbox::snapshotstore

namespace shadowbox {

struct WorkspaceSnapshots::Private {
    QString path;
    QList<QByteArray> excluded;
    git_repository *repo = nullptr;
    git_odb *odb = nullptr;
    QHash<QByteArray, snapshotstore::CachedFolder> cache; // by folder path, "" for the top
    bool cacheLoaded = false;
    bool cacheUnsaved = false; // a walk left saving the cache to the next one

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

    // For objects that are often there already (trees, link targets): looks first, so that an
    // existing object is not written again (which libgit2 does by touching its file).
    Result<git_oid> writeIfMissing(const QByteArray &data, git_object_t type)
    {
        git_oid oid;
        if (git_odb_hash(&oid, data.constData(), size_t(data.size()), type) == 0 && git_odb_exists(odb, &oid))
            return oid;
        return write(data, type);
    }

    void loadCache();
    void saveCache() const;

    // Reads the workspace open at `rootFd` into the store, reading only files whose metadata
    // changed since the last walk, and returns its "files" tree. Counts, hazards and folders too
    // deep go to `out`; permission bits that are not implied by the git mode to `modes`. The cache
    // is brought up to date, and saved unless `save` is false (a walk that follows at once will).
    Result<git_oid> walk(int rootFd, const CancelToken &cancel, WorkspaceCapture &out,
                         QList<std::pair<QByteArray, quint32>> *modes = nullptr, bool save = true);
    // WorkspaceSnapshots::capture; `saveWalkCache` as walk's `save`.
    Result<WorkspaceCapture> capture(const QString &workspace, const QString &message, const CancelToken &cancel,
                                     bool saveWalkCache);

    // The "files" tree and the modes of a snapshot.
    struct Snapshot {
        git_oid files{};
        snapshotstore::ModeMap modes;
    };
    Result<Snapshot> snapshot(const QString &id) const;
    Result<QByteArray> blobContent(const git_oid &oid) const;
    // The git mode of `path` in the tree `files`, or 0 when it is not there.
    quint32 modeAt(const git_oid &files, const QByteArray &path) const;
};

} // namespace shadowbox
