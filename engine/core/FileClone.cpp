#include "core/FileClone.h"

#include <algorithm>
#include <cerrno>
#include <vector>

#ifdef __linux__
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#endif

namespace shadowbox::fileclone {

int clone(int from, int to)
{
#ifdef __linux__
    while (::ioctl(to, FICLONE, from) != 0) {
        if (errno != EINTR)
            return errno;
    }
    return 0;
#else
    Q_UNUSED(from);
    Q_UNUSED(to);
    return EOPNOTSUPP;
#endif
}

bool unsupported(int err)
{
    // EXDEV: another file system (or, before Linux 5.18, another mount of the same one);
    // EOPNOTSUPP: no reflinks there (ext4, XFS made with reflink=0); EINVAL: not for these files
    // (a file system that clones only some kinds of files); ENOTTY and ENOSYS: no such call.
    return err == EXDEV || err == EOPNOTSUPP || err == EINVAL || err == ENOTTY || err == ENOSYS;
}

std::optional<ExtentUse> extentUse(int fd)
{
#ifdef __linux__
    constexpr unsigned kBatch = 256;
    std::vector<char> buffer(sizeof(fiemap) + kBatch * sizeof(fiemap_extent));
    auto *map = reinterpret_cast<fiemap *>(buffer.data());
    ExtentUse use;
    quint64 start = 0;
    while (true) {
        std::fill(buffer.begin(), buffer.end(), 0);
        map->fm_start = start;
        map->fm_length = FIEMAP_MAX_OFFSET - start;
        map->fm_flags = FIEMAP_FLAG_SYNC;
        map->fm_extent_count = kBatch;
        if (::ioctl(fd, FS_IOC_FIEMAP, map) != 0)
            return std::nullopt;
        if (map->fm_mapped_extents == 0)
            return use;
        for (unsigned i = 0; i < map->fm_mapped_extents; ++i) {
            const fiemap_extent &e = map->fm_extents[i];
            use.total += qint64(e.fe_length);
            if (e.fe_flags & FIEMAP_EXTENT_SHARED)
                use.shared += qint64(e.fe_length);
            if (e.fe_flags & FIEMAP_EXTENT_LAST)
                return use;
            start = e.fe_logical + e.fe_length;
        }
    }
#else
    Q_UNUSED(fd);
    return std::nullopt;
#endif
}

} // namespace shadowbox::fileclone
