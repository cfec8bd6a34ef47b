#pragma once

#include <QtGlobal>

#include <optional>

#include <sys/stat.h>

namespace shadowbox {

// Copy-on-write clones: a file made to share another file's blocks on the disk (FICLONE on Linux;
// XFS made with reflink=1, Btrfs, bcachefs). The clone costs no space and almost no time until
// either file is written, and then only the blocks written are copied. Holes stay holes.
namespace fileclone {

// Makes the file open for writing at `to` a clone of the whole file open at `from`. 0, or the
// errno value: see unsupported().
int clone(int from, int to);

// True for the errors that say these two files' file systems cannot share blocks at all (another
// file system, one without reflinks, no such call here): trying other files of the same pair is
// pointless. Other errors (no space, I/O) concern this file alone.
bool unsupported(int err);

// Bytes in the extents of the open file `fd`, all of them and those shared with another file
// (FIEMAP_EXTENT_SHARED). nullopt where the file system cannot map a file's extents.
struct ExtentUse {
    qint64 total = 0;
    qint64 shared = 0;
};
std::optional<ExtentUse> extentUse(int fd);

// Copies the bytes of the regular file open at `in` (whose fstat is `st`) into the empty file open
// for writing at `out`, for when a clone cannot be made; 0 or an errno value. Uses the kernel's
// in-place copy where it exists. A sparse file (fewer blocks than its size needs) is copied extent
// by extent, so its holes stay holes: a 1 GiB file holding 4 KiB of data takes 4 KiB in the copy
// too, not 1 GiB.
int copyBytes(int in, int out, const struct stat &st);

} // namespace fileclone
} // namespace shadowbox
