#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/UniqueFd.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtEndian>

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

// Opening the store, the metadata cache and capture. The walk that capture and restore share is in
// WorkspaceWalk.cpp; restore, comparison and the store's upkeep live in WorkspaceRestore.cpp and
// WorkspaceSnapshotQueries.cpp.

namespace shadowbox {

using namespace snapshotstore;

namespace {

// The cache file: the magic line, its generation (u64), the number of folders, then each folder:
// its path (u32 length, bytes), its tree id, its flags (u32), the number of its entries and the
// entries in listing order. An entry: name (u32 length, bytes), git mode (u32), id, then device,
// inode, size, mtime, ctime (u64 each), st_mode and st_nlink (u32 each). Little-endian; read and
// written whole. The format before it (magic "2") had no generation, no flags and no link counts;
// it is still read.
constexpr qsizetype kFolderRecord = 4 + GIT_OID_RAWSZ + 4 + 4;
constexpr qsizetype kEntryRecord = 4 + 4 + GIT_OID_RAWSZ + 5 * 8 + 4 + 4;

// Writes into a buffer sized beforehand: the cache of a large workspace is a megabyte or more.
class CacheWriter {
public:
    explicit CacheWriter(qsizetype size)
        : m_data(size, Qt::Uninitialized)
        , m_at(m_data.data())
    {
    }
    template <typename T> void number(T value)
    {
        qToLittleEndian(value, m_at);
        m_at += sizeof(T);
    }
    void raw(const void *p, qsizetype n)
    {
        std::memcpy(m_at, p, size_t(n));
        m_at += n;
    }
    void bytes(const QByteArray &b) { raw(b.constData(), b.size()); }
    const QByteArray &data() const
    {
        Q_ASSERT(m_at == m_data.constData() + m_data.size());
        return m_data;
    }

private:
    QByteArray m_data;
    char *m_at;
};

class CacheReader {
public:
    CacheReader(const QByteArray &data, qsizetype from)
        : m_data(data)
        , m_at(from)
    {
    }
    template <typename T> bool number(T &value)
    {
        if (m_data.size() - m_at < qsizetype(sizeof(T)))
            return false;
        value = qFromLittleEndian<T>(m_data.constData() + m_at);
        m_at += qsizetype(sizeof(T));
        return true;
    }
    bool bytes(QByteArray &out, qsizetype n)
    {
        if (n < 0 || m_data.size() - m_at < n)
            return false;
        out = m_data.mid(m_at, n);
        m_at += n;
        return true;
    }
    bool raw(void *out, qsizetype n)
    {
        if (m_data.size() - m_at < n)
            return false;
        std::memcpy(out, m_data.constData() + m_at, size_t(n));
        m_at += n;
        return true;
    }
    bool atEnd() const { return m_at == m_data.size(); }

private:
    const QByteArray &m_data;
    qsizetype m_at;
};

} // namespace

void WorkspaceSnapshots::Private::loadCache()
{
    QFile file(path + QLatin1String(kCacheFile));
    if (cacheLoaded) {
        // What this object holds is newer than the file, or the file is still the one it read
        // (only the header is read to tell).
        if (cacheUnsaved)
            return;
        quint64 onDisk = 0;
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray head = file.read(kCacheMagic.size() + 8);
            if (head.size() == kCacheMagic.size() + 8 && head.startsWith(kCacheMagic))
                onDisk = qFromLittleEndian<quint64>(head.constData() + kCacheMagic.size());
            file.close();
        }
        if (onDisk == generation)
            return;
    }
    cacheLoaded = true;
    cache.clear();
    generation = 0;
    if (!file.isOpen() && !file.open(QIODevice::ReadOnly))
        return;
    const QByteArray data = file.readAll();
    const bool v2 = data.startsWith(kCacheMagicV2);
    if (!v2 && !data.startsWith(kCacheMagic))
        return;
    // A damaged cache is ignored: everything is read once more.
    CacheReader in(data, kCacheMagic.size());
    quint64 loadedGeneration = 0;
    if (!v2 && !in.number(loadedGeneration))
        return;
    QHash<QByteArray, CachedFolder> loaded;
    quint32 folderCount = 0;
    if (!in.number(folderCount) || quint64(folderCount) * kFolderRecord > quint64(data.size()))
        return;
    loaded.reserve(qsizetype(folderCount));
    for (quint32 i = 0; i < folderCount; ++i) {
        quint32 length = 0, entryCount = 0;
        QByteArray folderPath;
        CachedFolder folder;
        if (!in.number(length) || !in.bytes(folderPath, qsizetype(length)) || !in.raw(folder.tree.id, GIT_OID_RAWSZ) ||
            (!v2 && !in.number(folder.flags)) || !in.number(entryCount) ||
            quint64(entryCount) * kEntryRecord > quint64(data.size()))
            return;
        // The old format does not say what a folder holds: each is listed until a walk has.
        if (v2)
            folder.flags = CachedFolder::kListAlways;
        folder.entries.reserve(qsizetype(entryCount));
        for (quint32 j = 0; j < entryCount; ++j) {
            CachedEntry e;
            quint64 size = 0, mtime = 0, ctime = 0;
            if (!in.number(length) || !in.bytes(e.name, qsizetype(length)) || !in.number(e.gitMode) ||
                !in.raw(e.oid.id, GIT_OID_RAWSZ) || !in.number(e.device) || !in.number(e.inode) || !in.number(size) ||
                !in.number(mtime) || !in.number(ctime) || !in.number(e.mode) || (!v2 && !in.number(e.links)))
                return;
            e.size = qint64(size);
            e.mtimeNs = qint64(mtime);
            e.ctimeNs = qint64(ctime);
            folder.entries.append(std::move(e));
        }
        loaded.insert(folderPath, std::move(folder));
    }
    // The same folder twice is damage too.
    if (!in.atEnd() || quint32(loaded.size()) != folderCount)
        return;
    cache = std::move(loaded);
    generation = loadedGeneration;
}

void WorkspaceSnapshots::Private::forget(const QSet<QByteArray> &paths)
{
    if (paths.isEmpty())
        return;
    loadCache();
    const auto parentOf = [](const QByteArray &path) {
        const qsizetype slash = path.lastIndexOf('/');
        return slash < 0 ? QByteArray() : path.left(slash);
    };
    QSet<QByteArray> unknownTrees; // the folders holding what changed, up to the top
    for (const QByteArray &path : paths) {
        const QByteArray parent = parentOf(path);
        const QByteArray name = path.mid(parent.isEmpty() ? 0 : parent.size() + 1);
        if (auto it = cache.find(parent); it != cache.end())
            it->entries.removeIf([&name](const CachedEntry &e) { return e.name == name; });
        for (QByteArray folder = parent; !unknownTrees.contains(folder); folder = parentOf(folder)) {
            unknownTrees.insert(folder);
            if (folder.isEmpty())
                break;
        }
    }
    // A folder replaced or removed goes with everything the cache knew below it.
    for (auto it = cache.begin(); it != cache.end();) {
        bool gone = false;
        for (QByteArray folder = it.key(); !folder.isEmpty() && !gone; folder = parentOf(folder))
            gone = paths.contains(folder);
        if (gone)
            it = cache.erase(it);
        else
            ++it;
    }
    for (const QByteArray &folder : std::as_const(unknownTrees)) {
        if (auto it = cache.find(folder); it != cache.end())
            it->tree = git_oid{};
    }
    saveCache();
}

void WorkspaceSnapshots::Private::saveCache()
{
    qsizetype size = kCacheMagic.size() + 8 + 4;
    for (auto it = cache.begin(); it != cache.end(); ++it) {
        size += kFolderRecord + it.key().size();
        for (const CachedEntry &e : it.value().entries)
            size += kEntryRecord + e.name.size();
    }
    do {
        generation = QRandomGenerator::global()->generate64();
    } while (generation == 0);
    CacheWriter out(size);
    out.bytes(kCacheMagic);
    out.number(generation);
    out.number(quint32(cache.size()));
    for (auto it = cache.begin(); it != cache.end(); ++it) {
        out.number(quint32(it.key().size()));
        out.bytes(it.key());
        out.raw(it.value().tree.id, GIT_OID_RAWSZ);
        out.number(it.value().flags);
        out.number(quint32(it.value().entries.size()));
        for (const CachedEntry &e : it.value().entries) {
            out.number(quint32(e.name.size()));
            out.bytes(e.name);
            out.number(e.gitMode);
            out.raw(e.oid.id, GIT_OID_RAWSZ);
            out.number(e.device);
            out.number(e.inode);
            out.number(quint64(e.size));
            out.number(quint64(e.mtimeNs));
            out.number(quint64(e.ctimeNs));
            out.number(e.mode);
            out.number(e.links);
        }
    }
    const QByteArray &data = out.data();
    // Only a hint: written to a new file and renamed over the old one, without waiting for the disk.
    const QString target = path + QLatin1String(kCacheFile);
    QFile file(target + QStringLiteral(".new"));
    const auto drop = [&] {
        QFile::remove(target);
        generation = 0;
    };
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        file.remove();
        drop();
        return;
    }
    file.close();
    if (::rename(QFile::encodeName(file.fileName()).constData(), QFile::encodeName(target).constData()) != 0)
        drop();
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

quint32 WorkspaceSnapshots::Private::ModeReader::at(const QByteArray &path)
{
    const qsizetype slash = path.lastIndexOf('/');
    const git_tree *parent = folder(slash < 0 ? QByteArray() : path.left(slash));
    const git_tree_entry *entry =
        parent ? git_tree_entry_byname(parent, (slash < 0 ? path : path.mid(slash + 1)).constData()) : nullptr;
    return entry ? quint32(git_tree_entry_filemode(entry)) : 0;
}

const git_tree *WorkspaceSnapshots::Private::ModeReader::folder(const QByteArray &path)
{
    if (auto found = m_folders.find(path); found != m_folders.end())
        return found->second.get();
    Tree tree;
    if (path.isEmpty()) {
        (void)git_tree_lookup(tree.out(), m_repo, &m_root);
    } else {
        const qsizetype slash = path.lastIndexOf('/');
        if (const git_tree *parent = folder(slash < 0 ? QByteArray() : path.left(slash))) {
            const git_tree_entry *entry =
                git_tree_entry_byname(parent, (slash < 0 ? path : path.mid(slash + 1)).constData());
            if (entry && git_tree_entry_type(entry) == GIT_OBJECT_TREE)
                (void)git_tree_lookup(tree.out(), m_repo, git_tree_entry_id(entry));
        }
    }
    const git_tree *read = tree.get();
    m_folders.emplace(path, std::move(tree));
    return read;
}

WorkspaceSnapshots::WorkspaceSnapshots(std::shared_ptr<Private> d)
    : d(std::move(d))
{
}

Result<WorkspaceSnapshots> WorkspaceSnapshots::open(const QString &repositoryPath, const QList<QByteArray> &excluded,
                                                    bool create)
{
    ensureLibgit2();
    auto d = std::make_shared<Private>();
    d->path = QDir::cleanPath(repositoryPath);
    QList<QByteArray> sorted = excluded;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    d->excluded = QSet<QByteArray>(sorted.begin(), sorted.end());
    const QByteArray encoded = QFile::encodeName(d->path);
    if (!create) {
        if (git_repository_open_bare(&d->repo, encoded.constData()) != 0)
            return Error::make(Error::Kind::NotFound, tr("There is no snapshot store at %1.").arg(d->path));
        if (git_repository_odb(&d->odb, d->repo) != 0)
            return d->gitError(tr("Cannot open the object database"));
        return WorkspaceSnapshots(std::move(d));
    }
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

void WorkspaceSnapshots::setFullListingInterval(int ms)
{
    d->fullListingIntervalMs = qMax(0, ms);
}

Result<WorkspaceCapture> WorkspaceSnapshots::capture(const QString &workspace, const QString &message,
                                                     const CancelToken &cancel, WorkspaceChangeFeed *changes)
{
    return d->capture(workspace, message, cancel, true, changes);
}

Result<WorkspaceCapture> WorkspaceSnapshots::Private::capture(const QString &workspace, const QString &message,
                                                              const CancelToken &cancel, bool saveWalkCache,
                                                              WorkspaceChangeFeed *feed)
{
    QElapsedTimer timer;
    timer.start();
    // Taken before the walk: what changes while it runs is in the next changes.
    const WorkspaceChanges changes = feed ? feed->take() : WorkspaceChanges();
    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return Error::make(
            Error::Kind::NotFound,
            WorkspaceSnapshots::tr("Cannot open the workspace %1 (%2).").arg(workspace, systemErrorText(errno)));
    WorkspaceCapture out;
    QList<std::pair<QByteArray, quint32>> modes;
    // The changes count from the cache this object made or last read; another process's walk, a
    // restore or a failed capture since, and every folder is listed.
    loadCache();
    const bool guided = feed && changes.complete && !changes.since.isEmpty() && changes.since == cacheKey() &&
                        lastFullWalkMs >= 0 && steadyMilliseconds() - lastFullWalkMs < fullListingIntervalMs;
    auto files = walk(root.get(), cancel, out, &modes, saveWalkCache, guided ? &changes.folders : nullptr);
    if (!files)
        return files.error();

    QList<TreeEntry> top{{QByteArrayLiteral("files"), kModeTree, *files}};
    if (!modes.isEmpty()) {
        auto modesBlob = write(serializeModes(modes), GIT_OBJECT_BLOB);
        if (!modesBlob)
            return modesBlob.error();
        top.append({QByteArrayLiteral("modes"), kModeBlob, *modesBlob});
    }
    auto tree = write(serializeTree(top), GIT_OBJECT_TREE);
    if (!tree)
        return tree.error();
    const QByteArray signature =
        "Shadowbox <snapshots@shadowbox.invalid> " + QByteArray::number(QDateTime::currentSecsSinceEpoch()) + " +0000";
    QByteArray text = message.toUtf8();
    text.replace('\0', ' ');
    const QByteArray commitText =
        "tree " + hex(*tree).toLatin1() + "\nauthor " + signature + "\ncommitter " + signature + "\n\n" + text + '\n';
    auto commit = write(commitText, GIT_OBJECT_COMMIT);
    if (!commit)
        return commit.error();
    out.id = hex(*commit);
    git_reference *ref = nullptr;
    const QByteArray refName = QByteArray(kSnapshotRefs) + out.id.toLatin1();
    if (git_reference_create(&ref, repo, refName.constData(), &*commit, 1, nullptr) != 0)
        return gitError(WorkspaceSnapshots::tr("Cannot record the snapshot"));
    git_reference_free(ref);

    if (feed && !cacheUnsaved)
        feed->settle(cacheKey());
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
