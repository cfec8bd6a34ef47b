#include "sandbox/WorkspaceRemover.h"

#include "core/UniqueFd.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox {

namespace {

// Makes a directory its owner may not fully use (no read, write or search permission) usable
// again. `fd` was opened by this file with O_NOFOLLOW, so the mode changes on that very folder.
// Someone else's folder refuses (EPERM) and stays as it is.
void makeUsable(int fd)
{
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & 0700) != 0700)
        (void)chmodFd(fd, (st.st_mode & 07777) | 0700);
}

// Opens a directory entry for listing and removing what is in it, never through a link.
UniqueFd openDirectory(int parentFd, const QByteArray &name)
{
    // O_PATH first: it opens even a folder whose mode denies its owner reading it.
    const UniqueFd handle(::openat(parentFd, name.constData(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!handle)
        return UniqueFd();
    makeUsable(handle.get());
    return UniqueFd(::openat(handle.get(), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
}

class Remover {
public:
    explicit Remover(int rootFd)
        : m_rootFd(rootFd)
    {
    }

    // Removes one entry of the directory `dirFd`; `path` is relative to the workspace.
    bool removeEntry(int dirFd, const QByteArray &name, const QByteArray &path, int depth)
    {
        struct stat st {};
        if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
            return errno == ENOENT || fail(path, errno);
        if (!S_ISDIR(st.st_mode)) {
            const QByteArray target = S_ISLNK(st.st_mode) ? readLinkAt(dirFd, name, st.st_size) : QByteArray();
            const auto hazard = WorkspaceHazards::classify(st, path, target);
            if (!unlinkIn(dirFd, name, 0))
                return fail(path, errno);
            if (hazard)
                hazards.add(*hazard);
            ++entries;
            return true;
        }
        if (depth >= WorkspaceHazards::kMaxDepth) {
            // One descriptor per level: a deeper tree is moved up to the workspace's top (a rename
            // within the workspace, never out of it) and removed from there in a later pass.
            // RENAME_NOREPLACE: an entry of that name the sandbox made is never replaced.
            for (;;) {
                const QByteArray moved = ".shadowbox-deep-" + QByteArray::number(++m_moved);
                if (::renameat2(dirFd, name.constData(), m_rootFd, moved.constData(), RENAME_NOREPLACE) == 0) {
                    movedUp.append(moved);
                    return true;
                }
                if (errno != EEXIST)
                    return fail(path, errno);
            }
        }
        const UniqueFd fd = openDirectory(dirFd, name);
        if (!fd)
            return fail(path, errno);
        if (!emptyDirectory(fd.get(), path, depth + 1))
            return false;
        if (!unlinkIn(dirFd, name, AT_REMOVEDIR))
            return fail(path, errno);
        ++entries;
        return true;
    }

    bool emptyDirectory(int fd, const QByteArray &path, int depth)
    {
        const auto names = readDirectoryNames(fd);
        if (!names)
            return fail(path, errno);
        // Everything that can go goes, even when one entry cannot (it is named in `failure`).
        bool ok = true;
        for (const QByteArray &name : *names)
            ok = removeEntry(fd, name, path.isEmpty() ? name : path + '/' + name, depth) && ok;
        return ok;
    }

    bool fail(const QByteArray &path, int err)
    {
        if (failure.isEmpty())
            failure = WorkspaceRemover::tr("%1 could not be removed (%2)")
                          .arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(err)));
        return false;
    }

    HazardCounts hazards;
    qint64 entries = 0;
    QString failure;
    QList<QByteArray> movedUp; // names at the workspace's top of trees moved up for a later pass

private:
    // unlinkat, and once more after making the folder writable when its mode was the obstacle.
    static bool unlinkIn(int dirFd, const QByteArray &name, int flags)
    {
        if (::unlinkat(dirFd, name.constData(), flags) == 0)
            return true;
        if (errno != EACCES)
            return false;
        makeUsable(dirFd);
        if (::unlinkat(dirFd, name.constData(), flags) == 0)
            return true;
        errno = EACCES;
        return false;
    }

    int m_rootFd;
    int m_moved = 0;
};

} // namespace

WorkspaceRemoval WorkspaceRemover::removeWithin(int rootFd, int dirFd, const QByteArray &name, const QByteArray &path,
                                                int depth)
{
    WorkspaceRemoval result;
    Remover remover(rootFd);
    bool ok = remover.removeEntry(dirFd, name, path, depth + 1);
    // Trees deeper than one descriptor per level allows were moved up to the top; they go too.
    for (int pass = 0; ok && !remover.movedUp.isEmpty(); ++pass) {
        if (pass > 100'000) {
            ok = remover.fail(path, ELOOP);
            break;
        }
        const QList<QByteArray> moved = std::exchange(remover.movedUp, {});
        for (const QByteArray &entry : moved)
            ok = remover.removeEntry(rootFd, entry, path, 1) && ok;
    }
    result.removed = ok;
    result.hazards = remover.hazards;
    result.entries = remover.entries;
    result.failure = remover.failure;
    return result;
}

WorkspaceRemoval WorkspaceRemover::remove(const QString &parentDir, const QByteArray &name)
{
    WorkspaceRemoval result;
    if (name.isEmpty() || name.contains('/') || name == "." || name == "..") {
        result.failure = tr("%1 is not the name of a workspace").arg(QFile::decodeName(name));
        return result;
    }
    const UniqueFd parent(::open(QFile::encodeName(parentDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!parent) {
        if (errno == ENOENT) {
            result.removed = true;
            return result;
        }
        result.failure = tr("%1 could not be opened (%2)").arg(parentDir, QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }
    struct stat st {};
    if (::fstatat(parent.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
        result.removed = errno == ENOENT;
        if (!result.removed)
            result.failure = tr("%1 could not be examined (%2)")
                                 .arg(QFile::decodeName(name), QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }
    if (!S_ISDIR(st.st_mode)) {
        // Not a folder (nothing Shadowbox made): the entry itself goes, whatever it points at stays.
        result.removed = ::unlinkat(parent.get(), name.constData(), 0) == 0 || errno == ENOENT;
        if (!result.removed)
            result.failure = tr("%1 could not be removed (%2)")
                                 .arg(QFile::decodeName(name), QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }

    const UniqueFd root = openDirectory(parent.get(), name);
    if (!root) {
        result.failure =
            tr("the workspace %1 could not be opened (%2)")
                .arg(parentDir + u'/' + QFile::decodeName(name), QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }
    Remover remover(root.get());
    bool ok = true;
    // Several passes only when a tree deeper than kMaxDepth was moved up to the top; a pass with a
    // failure is the last.
    for (int pass = 0; ok; ++pass) {
        const auto names = readDirectoryNames(root.get());
        if (!names) {
            ok = remover.fail(QByteArray("."), errno);
            break;
        }
        if (names->isEmpty())
            break;
        if (pass > 100'000) {
            ok = remover.fail(QByteArray("."), ELOOP);
            break;
        }
        for (const QByteArray &entry : *names)
            ok = remover.removeEntry(root.get(), entry, entry, 1) && ok;
    }
    remover.movedUp.clear();
    result.hazards = remover.hazards;
    result.entries = remover.entries;
    if (ok && ::unlinkat(parent.get(), name.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT)
        ok = remover.fail(QByteArray("."), errno);
    result.removed = ok;
    result.failure = remover.failure;
    return result;
}

} // namespace shadowbox
