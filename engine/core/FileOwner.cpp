#include "core/FileOwner.h"

#include "core/UniqueFd.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>

#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox::fileowner {

namespace {

class FileOwnerText {
    Q_DECLARE_TR_FUNCTIONS(FileOwner)
};

std::optional<Owner> fromStat(const struct stat &st)
{
    if (::geteuid() != 0 || st.st_uid == ::geteuid())
        return std::nullopt;
    return Owner{uint(st.st_uid), uint(st.st_gid)};
}

// nftw's callback has no context: the owner of the walk under way (one walk at a time per thread).
thread_local Owner t_treeOwner;
thread_local int t_treeErrno = 0;
thread_local QByteArray t_treeFailed;

int giveEntry(const char *path, const struct stat *, int type, struct FTW *)
{
    if (type == FTW_DNR || type == FTW_NS) {
        t_treeErrno = EACCES;
        t_treeFailed = path;
        return 1;
    }
    if (::lchown(path, t_treeOwner.uid, t_treeOwner.gid) != 0) {
        t_treeErrno = errno;
        t_treeFailed = path;
        return 1;
    }
    return 0;
}

} // namespace

std::optional<Owner> toGiveIn(int dirFd)
{
    struct stat st {};
    if (::fstat(dirFd, &st) != 0)
        return std::nullopt;
    return fromStat(st);
}

std::optional<Owner> toGiveIn(const QString &folder)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(folder).constData(), &st) != 0 || !S_ISDIR(st.st_mode))
        return std::nullopt;
    return fromStat(st);
}

int give(int dirFd, const QByteArray &name, Owner owner)
{
    return ::fchownat(dirFd, name.constData(), owner.uid, owner.gid, AT_SYMLINK_NOFOLLOW) == 0 ? 0 : errno;
}

Status likeItsFolder(const QString &path)
{
    const QFileInfo info(path);
    const UniqueFd folder(
        ::open(QFile::encodeName(info.path()).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!folder)
        return Error::make(Error::Kind::Io,
                           FileOwnerText::tr("Cannot open %1: %2.").arg(info.path(), systemErrorText(errno)));
    const std::optional<Owner> owner = toGiveIn(folder.get());
    if (!owner)
        return {};
    if (const int err = give(folder.get(), QFile::encodeName(info.fileName()), *owner); err != 0)
        return Error::make(
            Error::Kind::Io,
            FileOwnerText::tr("Cannot give %1 to user %2: %3.").arg(path).arg(owner->uid).arg(systemErrorText(err)));
    return {};
}

Status giveTree(const QString &root, Owner owner)
{
    t_treeOwner = owner;
    t_treeErrno = 0;
    t_treeFailed.clear();
    if (::nftw(QFile::encodeName(root).constData(), giveEntry, 32, FTW_PHYS) != 0)
        return Error::make(Error::Kind::Io, FileOwnerText::tr("Cannot give %1 to user %2: %3.")
                                                .arg(t_treeFailed.isEmpty() ? root : QFile::decodeName(t_treeFailed))
                                                .arg(owner.uid)
                                                .arg(systemErrorText(t_treeErrno ? t_treeErrno : errno)));
    return {};
}

} // namespace shadowbox::fileowner
