#pragma once

// What the files implementing WorkspaceSnapshots share: the store's layout, the metadata cache and
// small wrappers of libgit2's handles. Not for use outside engine/snapshot.
//
// Layout of a snapshot in the private repository: a commit (no parents; kept alive by
// refs/snapshots/<id>) whose tree holds "files", the workspace's tree, and, when any entry's
// permission bits are not what the git mode implies (0644, 0755 for executables and folders),
// "modes": records of "<octal bits> <path>\0". Trees are written by these files, not by libgit2's
// tree builder, so any name a file system allows (".git" included) is kept byte for byte.
//
// On a file system with reflinks the store also keeps a pool of clones, "clones/<blob id>": for
// each large file a capture reads, a copy-on-write clone of it, which restores clone from instead of
// writing the blob's bytes (WorkspaceClones.cpp).

#include "snapshot/WorkspaceSnapshots.h"

#include "core/UniqueFd.h"
#include "git/GitPtr.h"
#include "git/GitRepository.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <git2.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <ctime>
#include <map>

#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox::snapshotstore {

inline constexpr quint32 kModeTree = 040000;
inline constexpr quint32 kModeBlob = 0100644;
inline constexpr quint32 kModeExec = 0100755;
inline constexpr quint32 kModeLink = 0120000;
inline constexpr qint64 kWholeReadLimit = 8 * 1024 * 1024; // larger files are streamed into the store
inline constexpr qint64 kRacyMarginNs = 20'000'000;        // file times come from a clock that lags by a tick
inline const QByteArray kCacheMagic("shadowbox-snapshot-cache 3\n");
// The format before folders had flags and the cache a generation; still read.
inline const QByteArray kCacheMagicV2("shadowbox-snapshot-cache 2\n");
inline constexpr char kCacheFile[] = "/shadowbox-cache";
inline constexpr char kSnapshotRefs[] = "refs/snapshots/";
inline constexpr int kMaxWalkHelpers = 3; // threads besides the walk's own; the walk is bound by the kernel
// Smaller files are not pooled: written from their blobs they take about as long as a clone does,
// and the pool stays at one entry per large file.
inline constexpr qint64 kCloneMinimumSize = 64 * 1024;
inline constexpr char kClonesFolder[] = "/clones";
inline constexpr char kNoClonesFile[] = "/shadowbox-no-clones";
// A walk guided by change notification still lists every folder at least this often by default: a
// file written through a shared memory mapping, or through a hard link made and removed again
// between two captures, changes without an event in its folder (see WorkspaceChangeFeed).
inline constexpr int kFullListingIntervalMs = 60'000;

inline qint64 nanoseconds(const timespec &t)
{
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

inline qint64 steadyMilliseconds()
{
    timespec t{};
    ::clock_gettime(CLOCK_MONOTONIC, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1'000'000;
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

// One entry of a folder as the last walk met it: for files, the metadata their id was read with;
// for links, `size` is the target's length; for folders, the times tell whether the folder's
// listing changed since.
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
    quint32 links = 0;  // st_nlink
};

// A folder as the last walk left it: its entries in listing order and its tree. A folder that lists
// the same entries again has the same tree, which is then neither sorted, hashed nor written again;
// its files are matched by name, mostly in the same order as last time. A zero tree is unknown (a
// restore changed something below the folder): the next walk writes it.
struct CachedFolder {
    // The folder held something a walk guided by change notification cannot vouch for without
    // listing it: a hazard (setuid or setgid file, device node, fifo, socket, link leading out), a
    // folder too deep, or a file with more than one hard link (which can change through a name in
    // another folder). Such a folder is listed at every walk.
    static constexpr quint32 kListAlways = 1;
    git_oid tree{};
    quint32 flags = 0;
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

using gitptr::Blob;
using gitptr::Commit;
using gitptr::GitPtr;
using gitptr::Tree;
using gitptr::TreeEntryPtr;

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
    // Never captured, and left alone by a restore. The cache needs no note of them: a folder's tree
    // is reused only when every entry the walk keeps matches the cache, so a path excluded or taken
    // in again since is always noticed.
    QSet<QByteArray> excluded;
    git_repository *repo = nullptr;
    git_odb *odb = nullptr;
    QHash<QByteArray, snapshotstore::CachedFolder> cache; // by folder path, "" for the top
    bool cacheLoaded = false;
    bool cacheUnsaved = false; // a walk left saving the cache to the next one
    // Changes at every save (random, never 0), so that a process holding the cache in memory sees
    // that another one saved it meanwhile; 0 until the cache is saved or loaded.
    quint64 generation = 0;
    // When this object's latest walk listed every folder (steady clock, ms; -1: never).
    qint64 lastFullWalkMs = -1;
    int fullListingIntervalMs = snapshotstore::kFullListingIntervalMs;

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

    // The file of an object: the store holds loose objects only.
    QByteArray loosePath(const git_oid &oid) const
    {
        char h[GIT_OID_HEXSZ + 1];
        git_oid_tostr(h, sizeof h, &oid);
        return QFile::encodeName(path) + "/objects/" + QByteArray(h, 2) + '/' + QByteArray(h + 2);
    }

    // Whether the object's file is there. Asked of the file system, not of libgit2, whose cache of
    // objects read earlier would still answer yes for one that a prune (of this process or another)
    // has deleted since, in a store kept open between captures.
    bool hasObject(const git_oid &oid) const { return ::access(loosePath(oid).constData(), F_OK) == 0; }

    // For objects that are often there already (trees, link targets): looks first, so that an
    // existing object is not written again (which libgit2 does by touching its file).
    Result<git_oid> writeIfMissing(const QByteArray &data, git_object_t type)
    {
        git_oid oid;
        if (git_odb_hash(&oid, data.constData(), size_t(data.size()), type) == 0 && hasObject(oid))
            return oid;
        return write(data, type);
    }

    // Loads the cache from the store once, and again whenever another process saved it since.
    void loadCache();
    void saveCache();
    // What settles a WorkspaceChangeFeed: the cache as it stands.
    QByteArray cacheKey() const { return generation ? QByteArray::number(generation, 16) : QByteArray(); }
    // Forgets what the cache says of `paths` (entries a restore replaced or removed, with whatever
    // was below them), and the trees of the folders holding them, so that nothing the workspace no
    // longer holds is kept alive by the cache (prune keeps what it names) or reused by a walk. A
    // folder's tree is then unknown (zero) until the next walk writes it. Saves the cache.
    void forget(const QSet<QByteArray> &paths);

    // The pool of clones (WorkspaceClones.cpp). clonePool() is the folder, open, or -1 when the
    // store's file system cannot share blocks; it is made at the first call on a file system that
    // can, and the answer for one that cannot is kept in the store, so each store is probed once.
    // Not thread-safe: the walk asks before its threads start.
    int clonePool();
    // The folder if it exists, without probing: for upkeep.
    UniqueFd existingClonePool() const;
    UniqueFd clonePoolFd;
    bool clonePoolProbed = false;
    std::atomic<quint64> cloneSerial{0}; // temporary names in the pool
    std::atomic_bool cloningInto{true};  // cleared when a destination cannot share the pool's blocks
    // Files a restore wrote, until the next walk (the next capture by this store) has
    // read them back: their content is in the store, so that walk hashes their clones and does not
    // compress them again.
    QSet<QByteArray> restoredPaths;

    // Writes the file or link `oid` (git mode `gitMode`; permission bits `bits` for a file) as the
    // new entry `name` of the folder open at `dirFd`, where nothing may be yet; `path` is where the
    // entry goes in the workspace, for messages. A file the pool holds is cloned from it, others
    // are written from their blob. What a restore writes, and what a folder made from a snapshot
    // writes. Nothing is left at `name` when it fails. `clonedBytes`: the file's size when it was
    // cloned, else -1.
    Status writeEntry(int dirFd, const QByteArray &name, const QByteArray &path, const git_oid &oid, quint32 gitMode,
                      quint32 bits, qint64 *clonedBytes = nullptr);

    // Upkeep of the pool: removes the clones whose ids are not in `reachable` (raw ids) and what a
    // capture cut short left, and returns the bytes freed (blocks no other file shared).
    qint64 prunePool(const QSet<QByteArray> &reachable) const;
    // Checks every clone against its id; a damaged one is removed (restores then write the blob)
    // and named in `out`.
    Status verifyPool(SnapshotVerification &out, const CancelToken &cancel) const;
    // Bytes the pool takes that no other file shares (a clone of a file the workspace still holds
    // takes none).
    qint64 poolUsage() const;

    // Reads the workspace open at `rootFd` into the store, reading only files whose metadata
    // changed since the last walk, and returns its "files" tree. Counts, hazards and folders too
    // deep go to `out`; permission bits that are not implied by the git mode to `modes`. The cache
    // is brought up to date, and saved unless `save` is false (a walk that follows at once will).
    // With `changed` (folders in which something changed since the cache was made, as change
    // notification saw it), only those folders are listed; the others are taken from the cache.
    // A walk guided so that meets what it cannot vouch for lists every folder after all.
    Result<git_oid> walk(int rootFd, const CancelToken &cancel, WorkspaceCapture &out,
                         QList<std::pair<QByteArray, quint32>> *modes = nullptr, bool save = true,
                         const QSet<QByteArray> *changed = nullptr);
    // WorkspaceSnapshots::capture; `saveWalkCache` as walk's `save`.
    Result<WorkspaceCapture> capture(const QString &workspace, const QString &message, const CancelToken &cancel,
                                     bool saveWalkCache, WorkspaceChangeFeed *feed = nullptr);

    // The "files" tree and the modes of a snapshot.
    struct Snapshot {
        git_oid files{};
        snapshotstore::ModeMap modes;
    };
    Result<Snapshot> snapshot(const QString &id) const;
    Result<QByteArray> blobContent(const git_oid &oid) const;

    // The git modes of paths in one "files" tree, each folder's tree read once. A snapshot records
    // the permission bits of every entry whose bits its git mode does not imply (a workspace's
    // .git alone holds thousands of read-only objects), and a restore and a comparison look up the
    // git mode of each: read from the top for each path, that was most of a rollback's time.
    class ModeReader {
    public:
        ModeReader(const Private &d, const git_oid &files)
            : m_repo(d.repo)
            , m_root(files)
        {
        }
        // The git mode of `path`, or 0 when it is not there.
        quint32 at(const QByteArray &path);

    private:
        // The folder's tree ("" is the top), or nullptr when there is no such folder.
        const git_tree *folder(const QByteArray &path);
        git_repository *m_repo;
        git_oid m_root;
        std::map<QByteArray, gitptr::Tree> m_folders; // a path that is no folder holds nullptr
    };
};

} // namespace shadowbox

namespace shadowbox::snapshotstore {

// A clone of a workspace file in the pool under a temporary name (WorkspaceClones.cpp). A capture
// reads it in place of the workspace file: the sandbox cannot change the clone, so the pool holds
// exactly the bytes whose id the snapshot records. Removed when it goes unless kept under its id.
class PendingClone {
public:
    PendingClone() = default;
    // Clones the file open at `source` into the pool; an empty PendingClone with `*err` set when
    // that fails (see fileclone::unsupported).
    static PendingClone make(WorkspaceSnapshots::Private &d, int source, int *err);
    ~PendingClone();
    PendingClone(PendingClone &&other) noexcept;
    PendingClone &operator=(PendingClone &&other) noexcept;

    explicit operator bool() const { return m_fd.valid(); }
    int fd() const { return m_fd.get(); }
    qint64 size() const { return m_size; }
    // Its path, for libgit2's hashing of a file: inside the store, which the sandbox cannot reach.
    QByteArray path() const { return m_poolPath + '/' + m_name; }
    // Names the clone after the id of its content; a clone already there under that id stays.
    void keep(const git_oid &oid);

private:
    int m_pool = -1;
    QByteArray m_poolPath;
    QByteArray m_name;
    UniqueFd m_fd;
    qint64 m_size = 0;
};

} // namespace shadowbox::snapshotstore
