#include "core/UniqueFd.h"

#include <cerrno>

#include <cstdio>
#include <cstring>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

namespace shadowbox {

std::optional<QList<QByteArray>> readDirectoryNames(int dirFd)
{
    const int copy = ::fcntl(dirFd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0)
        return std::nullopt;
    DIR *dir = ::fdopendir(copy);
    if (!dir) {
        const int err = errno;
        ::close(copy);
        errno = err;
        return std::nullopt;
    }
    // The duplicate shares the original's position: start from the top every time.
    ::rewinddir(dir);
    QList<QByteArray> names;
    errno = 0;
    while (const dirent *e = ::readdir(dir)) {
        const char *n = e->d_name;
        if (!(n[0] == '.' && (n[1] == '\0' || (n[1] == '.' && n[2] == '\0'))))
            names.append(QByteArray(n));
        errno = 0;
    }
    const int err = errno;
    ::closedir(dir);
    if (err != 0) {
        errno = err;
        return std::nullopt;
    }
    return names;
}

UniqueFd openDirectoryPath(int dirFd, const char *name)
{
    return UniqueFd(::openat(dirFd, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
}

int chmodFd(int fd, unsigned mode)
{
    if (::fchmod(fd, mode_t(mode)) == 0)
        return 0;
    if (errno != EBADF)
        return -1;
    char path[40];
    std::snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    return ::chmod(path, mode_t(mode));
}

QByteArray readLinkAt(int dirFd, const QByteArray &name, off_t size)
{
    QByteArray target(qMax<qsizetype>(qsizetype(size), 4095) + 1, Qt::Uninitialized);
    const ssize_t n = ::readlinkat(dirFd, name.constData(), target.data(), size_t(target.size()));
    return n < 0 ? QByteArray() : target.left(qsizetype(n));
}

QString systemErrorText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

} // namespace shadowbox
