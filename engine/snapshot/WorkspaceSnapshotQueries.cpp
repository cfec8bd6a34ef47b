#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "git/GitObjects.h"

#include <QDir>
#include <QMap>
#include <QSet>

#include <sys/stat.h>
#include <unistd.h>

// Reading snapshots without touching a workspace: comparison, file contents and diffs, and the
// store's upkeep (verify, prune, disk use).

namespace shadowbox {

using namespace snapshotstore;

namespace {

struct Side {
    const git_tree *tree = nullptr;
    const ModeMap *modes = nullptr;
};

class Comparer {
public:
    Comparer(git_repository *repo, bool detectBinary)
        : m_repo(repo)
        , m_detectBinary(detectBinary)
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
        if (m_detectBinary && shown && git_tree_entry_filemode(shown) != GIT_FILEMODE_LINK) {
            Blob blob;
            if (git_blob_lookup(blob.out(), m_repo, git_tree_entry_id(shown)) == 0)
                difference.binary = git_blob_is_binary(blob.get()) != 0;
        }
        out.append(difference);
    }

    git_repository *m_repo;
    bool m_detectBinary;
};

} // namespace

Result<QList<SnapshotDifference>> WorkspaceSnapshots::compare(const QString &from, const QString &to,
                                                              bool detectBinary) const
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
    Comparer comparer(d->repo, detectBinary);
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
    Private::ModeReader modesA(*d, a->files);
    Private::ModeReader modesB(*d, b->files);
    for (const QByteArray &path : moded) {
        if (listed.contains(path))
            continue;
        const quint32 modeA = modesA.at(path);
        const quint32 modeB = modesB.at(path);
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

} // namespace

Status WorkspaceSnapshots::discard(const QString &snapshotId) const
{
    const QByteArray ref = QByteArray(kSnapshotRefs) + snapshotId.toLatin1();
    if (git_reference_remove(d->repo, ref.constData()) != 0)
        return d->gitError(tr("Cannot forget the snapshot %1").arg(snapshotId));
    return {};
}

Status WorkspaceSnapshots::importSnapshot(const WorkspaceSnapshots &source, const QString &snapshotId) const
{
    git_oid oid;
    if (git_oid_fromstr(&oid, snapshotId.toLatin1().constData()) != 0)
        return Error::make(Error::Kind::InvalidInput, tr("%1 is not a snapshot id.").arg(snapshotId));
    if (auto copied = GitObjects::copy(source.d->repo, d->repo, oid); !copied)
        return copied.error();
    git_reference *ref = nullptr;
    const QByteArray refName = QByteArray(kSnapshotRefs) + snapshotId.toLatin1();
    if (git_reference_create(&ref, d->repo, refName.constData(), &oid, 1, nullptr) != 0)
        return d->gitError(tr("Cannot record the snapshot %1").arg(snapshotId));
    git_reference_free(ref);
    return {};
}

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
    if (Status pool = d->verifyPool(out, cancel); !pool)
        return pool.error();
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
    for (const CachedFolder &folder : std::as_const(d->cache)) {
        for (const CachedEntry &e : folder.entries) {
            if (e.gitMode != kModeTree)
                reachable.insert(QByteArray(reinterpret_cast<const char *>(e.oid.id), GIT_OID_RAWSZ));
        }
        // Trees with everything below them: the next capture reuses them without writing them.
        if (!git_oid_is_zero(&folder.tree))
            collect(d->repo, folder.tree, reachable, nullptr);
    }
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
        const QByteArray file = d->loosePath(oid);
        struct stat st {};
        if (::lstat(file.constData(), &st) == 0 && S_ISREG(st.st_mode) && ::unlink(file.constData()) == 0)
            freed += qint64(st.st_blocks) * 512;
    }
    return freed + d->prunePool(reachable);
}

qint64 WorkspaceSnapshots::diskUsage() const
{
    // The pool of clones counts only the blocks it does not share.
    qint64 total = d->poolUsage();
    const QString pool = d->path + QLatin1String(kClonesFolder);
    QList<QString> folders{d->path};
    while (!folders.isEmpty()) {
        const QString folder = folders.takeLast();
        QDir dir(folder);
        const QFileInfoList entries =
            dir.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot | QDir::NoSymLinks);
        for (const QFileInfo &info : entries) {
            if (info.filePath() == pool)
                continue;
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
