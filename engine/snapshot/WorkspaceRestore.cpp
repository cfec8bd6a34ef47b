#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/FileOwner.h"
#include "core/UniqueFd.h"
#include "sandbox/WorkspaceRemover.h"

#include <QElapsedTimer>
#include <QMap>
#include <QSet>

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

// Restore: puts a workspace back as a snapshot holds it, changing only what differs, through
// directory descriptors that never follow a link.

namespace shadowbox {

using namespace snapshotstore;

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
            if (leaveExcluded && m_d.excluded.contains(child))
                continue; // left as it is, whatever a snapshot from before the exclusion holds
            const git_tree_entry *c = git_tree_entry_byname(cur.get(), name.constData());
            const git_tree_entry *t = it.value();
            const bool bothFolders =
                c && t && git_tree_entry_type(c) == GIT_OBJECT_TREE && git_tree_entry_type(t) == GIT_OBJECT_TREE;
            const bool same = c && t && git_tree_entry_filemode(c) == git_tree_entry_filemode(t) &&
                              git_oid_equal(git_tree_entry_id(c), git_tree_entry_id(t));
            if (!same && !bothFolders)
                changed.insert(child); // replaced, made or removed: what the cache knew of it is stale
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

    // Writes every entry of the tree `target` into the empty folder `fd`: a restore into nothing.
    Status fill(int fd, const git_oid &target, const QByteArray &path, int depth)
    {
        Tree tree;
        if (git_tree_lookup(tree.out(), m_d.repo, &target) != 0)
            return m_d.gitError(WorkspaceSnapshots::tr("Cannot read a folder of the snapshot"));
        for (size_t i = 0; i < git_tree_entrycount(tree.get()); ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(tree.get(), i);
            const QByteArray name(git_tree_entry_name(e));
            if (Status s = create(fd, name, join(path, name), e, depth); !s)
                return s;
        }
        return {};
    }

    // Folders made by this restore, deepest last; their modes are set once they are filled.
    QList<QByteArray> createdFolders;
    // The entries apply() replaced, made or removed (a folder counts with what was in it).
    QSet<QByteArray> changed;
    // A restore leaves the store's excluded paths alone; writing a snapshot out (a fork) does not.
    bool leaveExcluded = false;
    // Checked between folders: a long restore into nothing stops when asked.
    const CancelToken *cancel = nullptr;
    // Who what the restore makes is given to: root in the sandbox, where that is another user of
    // this machine (the workspace folder's owner; fileowner::toGiveIn).
    std::optional<fileowner::Owner> owner;

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
            if (cancel && cancel->isCanceled())
                return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The restore was canceled."));
            if (::mkdirat(fd, name.constData(), 0700) != 0)
                return failed(path, errno);
            const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (!sub)
                return failed(path, errno);
            if (owner && ::fchown(sub.get(), owner->uid, owner->gid) != 0)
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
        const QByteArray temporary = temporaryName();
        const quint32 bits = mode == GIT_FILEMODE_LINK ? 0 : m_targetModes.value(path, impliedBits(quint32(mode)));
        qint64 cloned = -1;
        if (Status s = m_d.writeEntry(fd, temporary, path, *git_tree_entry_id(entry), quint32(mode), bits, &cloned); !s)
            return s;
        if (owner) {
            if (const int err = fileowner::give(fd, temporary, *owner); err != 0) {
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
        m_d.restoredPaths.insert(path);
        if (cloned >= 0) {
            ++m_out.cloned;
            m_out.clonedBytes += cloned;
        }
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

// Gives every path in `paths` the bits `target` holds (children before their folders, so a folder
// without write permission is filled first).
Status setModes(const WorkspaceSnapshots::Private &d, int rootFd, const WorkspaceSnapshots::Private::Snapshot &target,
                const QSet<QByteArray> &paths, WorkspaceRestore &out)
{
    QList<QByteArray> ordered(paths.begin(), paths.end());
    std::sort(ordered.begin(), ordered.end(), std::greater<>()); // children before their folders
    WorkspaceSnapshots::Private::ModeReader modes(d, target.files);
    for (const QByteArray &path : ordered) {
        const quint32 gitMode = modes.at(path);
        if (gitMode == 0 || gitMode == kModeLink)
            continue;
        const quint32 wanted = target.modes.value(path, impliedBits(gitMode));
        ++out.modesChecked;
        const UniqueFd entry = openEntry(rootFd, path);
        struct stat st {};
        if (!entry || ::fstat(entry.get(), &st) != 0)
            return Error::make(
                Error::Kind::Io,
                WorkspaceSnapshots::tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(errno)));
        if (quint32(st.st_mode & 07777) == wanted)
            continue;
        if (chmodFd(entry.get(), wanted) != 0)
            return Error::make(
                Error::Kind::Io,
                WorkspaceSnapshots::tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(errno)));
        ++out.modesSet;
    }
    return {};
}

} // namespace

Result<WorkspaceRestore> WorkspaceSnapshots::restore(const QString &workspace, const QString &snapshotId,
                                                     const CancelToken &cancel, const WorkspaceCapture *given)
{
    QElapsedTimer timer;
    timer.start();
    auto target = d->snapshot(snapshotId);
    if (!target)
        return target.error();
    d->restoredPaths.clear(); // what a restore cut short left
    Result<WorkspaceCapture> before =
        given ? Result<WorkspaceCapture>(*given)
              : d->capture(workspace, tr("Before restoring %1").arg(snapshotId), cancel, true);
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
    restorer.leaveExcluded = true;
    restorer.cancel = &cancel;
    restorer.owner = fileowner::toGiveIn(root.get());
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

    // Permission bits: every folder made above, and every path either snapshot records bits for,
    // except those whose entry the restore left alone and whose bits the capture just taken found
    // as the target records them (a workspace's .git alone holds thousands of read-only objects).
    // An entry recorded in both is in both trees; if the restore did not write it, it is the same
    // entry, or one written fresh with its bits under a folder the restore made.
    QSet<QByteArray> paths(restorer.createdFolders.begin(), restorer.createdFolders.end());
    for (auto it = current->modes.begin(); it != current->modes.end(); ++it) {
        const auto wanted = target->modes.constFind(it.key());
        if (wanted == target->modes.cend() || wanted.value() != it.value() || restorer.changed.contains(it.key()))
            paths.insert(it.key());
    }
    for (auto it = target->modes.begin(); it != target->modes.end(); ++it) {
        if (!current->modes.contains(it.key()))
            paths.insert(it.key());
    }
    if (Status s = setModes(*d, root.get(), *target, paths, out); !s)
        return s.error();

    // The cache described the workspace before the restore: it forgets what the restore changed,
    // which the next capture reads again (and only that).
    d->forget(restorer.changed);
    out.elapsedMs = timer.elapsed();
    return out;
}

Result<WorkspaceRestore> WorkspaceSnapshots::materialize(const QString &snapshotId, const QString &folder,
                                                         const CancelToken &cancel) const
{
    QElapsedTimer timer;
    timer.start();
    auto target = d->snapshot(snapshotId);
    if (!target)
        return target.error();
    const UniqueFd root(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return Error::make(Error::Kind::NotFound,
                           tr("Cannot open the workspace %1 (%2).").arg(folder, systemErrorText(errno)));
    // Into nothing only: whatever is there would stay beside the snapshot's entries.
    auto present = readDirectoryNames(root.get());
    if (!present)
        return Error::make(Error::Kind::Io,
                           tr("Cannot read the workspace %1 (%2).").arg(folder, systemErrorText(errno)));
    if (!present->isEmpty())
        return Error::make(Error::Kind::Conflict,
                           tr("The folder %1 is not empty, so a snapshot cannot be written into it.").arg(folder));
    WorkspaceRestore out;
    // Only reads the store; the Private object is shared by the copies of this one and not
    // changed by a fill (the walk's cache is not touched).
    Restorer restorer(*d, root.get(), target->modes, out);
    restorer.cancel = &cancel;
    Status filled = restorer.fill(root.get(), target->files, QByteArray(), 0);
    // What the fill wrote is another folder's: nothing for this store's next capture to trust.
    d->restoredPaths.clear();
    if (!filled)
        return filled.error();
    // Every folder made, and every path the snapshot records bits for.
    QSet<QByteArray> paths(restorer.createdFolders.begin(), restorer.createdFolders.end());
    for (auto it = target->modes.begin(); it != target->modes.end(); ++it)
        paths.insert(it.key());
    if (Status s = setModes(*d, root.get(), *target, paths, out); !s)
        return s.error();
    out.elapsedMs = timer.elapsed();
    return out;
}

Result<QString> WorkspaceSnapshots::contentId(const QString &snapshotId) const
{
    git_oid oid;
    if (snapshotId.size() != GIT_OID_HEXSZ || git_oid_fromstr(&oid, snapshotId.toLatin1().constData()) != 0)
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is not a snapshot id (40 hexadecimal digits).").arg(snapshotId));
    Commit commit;
    if (git_commit_lookup(commit.out(), d->repo, &oid) != 0)
        return Error::make(
            Error::Kind::NotFound,
            tr("The snapshot %1 is not in the snapshot store %2 (%3).").arg(snapshotId, d->path, lastGitError()));
    return hex(*git_commit_tree_id(commit.get()));
}

} // namespace shadowbox
