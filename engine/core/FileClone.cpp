#include "core/FileClone.h"

#include <algorithm>
#include <cerrno>
#include <vector>

#include <unistd.h>

#ifdef __linux__
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#endif

namespace shadowbox::fileclone {

namespace {
// Copies the bytes [from, to) of one file into another at the same offsets; 0 or an errno value.
// Uses the kernel's in-place copy where it exists.
int copyRange(int in, int out, off_t from, off_t to)
{
    off_t inOffset = from;
    off_t outOffset = from;
#ifdef __linux__
    while (inOffset < to) {
        const ssize_t n = ::copy_file_range(in, &inOffset, out, &outOffset, size_t(to - inOffset), 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP)
                break; // copy the rest by hand
            return errno;
        }
        if (n == 0)
            return 0; // the file shrank while copying
    }
#endif
    char buffer[128 * 1024];
    while (inOffset < to) {
        const ssize_t n = ::pread(in, buffer, size_t(qMin<off_t>(off_t(sizeof buffer), to - inOffset)), inOffset);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return 0;
        for (ssize_t done = 0; done < n;) {
            const ssize_t w = ::pwrite(out, buffer + done, size_t(n - done), outOffset);
            if (w < 0) {
                if (errno == EINTR)
                    continue;
                return errno;
            }
            done += w;
            outOffset += w;
        }
        inOffset += n;
    }
    return 0;
}
} // namespace

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

int copyBytes(int in, int out, const struct stat &st)
{
    const off_t size = st.st_size;
    if (qint64(st.st_blocks) * 512 >= qint64(size))
        return copyRange(in, out, 0, size);
    for (off_t position = 0; position < size;) {
        const off_t data = ::lseek(in, position, SEEK_DATA);
        if (data < 0) {
            if (errno == ENXIO)
                break; // only a hole is left
            if (errno == EINVAL || errno == EOPNOTSUPP)
                return copyRange(in, out, position, size); // no map of the extents here
            return errno;
        }
        const off_t hole = ::lseek(in, data, SEEK_HOLE);
        if (hole < 0)
            return errno;
        if (const int err = copyRange(in, out, data, qMin(hole, size)); err != 0)
            return err;
        position = hole;
    }
    return ::ftruncate(out, size) == 0 ? 0 : errno;
}

} // namespace shadowbox::fileclone
