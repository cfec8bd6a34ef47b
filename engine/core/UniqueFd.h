#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

#include <unistd.h>

namespace shadowbox {

// Owns a POSIX file descriptor and closes it when it goes away. The workspace walkers hold one per
// open directory, so a failed step never leaks a descriptor.
class UniqueFd {
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd)
        : m_fd(fd)
    {
    }
    ~UniqueFd() { reset(); }
    UniqueFd(UniqueFd &&other) noexcept
        : m_fd(std::exchange(other.m_fd, -1))
    {
    }
    UniqueFd &operator=(UniqueFd &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_fd = std::exchange(other.m_fd, -1);
        }
        return *this;
    }
    UniqueFd(const UniqueFd &) = delete;
    UniqueFd &operator=(const UniqueFd &) = delete;

    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }
    explicit operator bool() const { return valid(); }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd = -1;
};

// The names in an open directory, without "." and "..". Reads through a duplicate of `dirFd`, which
// stays open for the caller's *at() calls. nullopt with errno set when the directory cannot be read.
std::optional<QList<QByteArray>> readDirectoryNames(int dirFd);

// Opens `name` in `dirFd` as a directory without following a link, even when its mode denies the
// owner reading it (O_PATH): enough for fstat, for *at() calls after a chmodFd and for chmodFd.
UniqueFd openDirectoryPath(int dirFd, const char *name);
// fchmod that also works on an O_PATH descriptor (through /proc/self/fd, which names the very inode
// the descriptor holds, never a path that could have been swapped for a link). 0 or -1 with errno.
int chmodFd(int fd, unsigned mode);
// The target of the link `name` in `dirFd`, as raw bytes (never followed); `size` is its lstat
// size, a hint only. Empty when it cannot be read.
QByteArray readLinkAt(int dirFd, const QByteArray &name, off_t size);
// strerror(err) as text.
QString systemErrorText(int err);

} // namespace shadowbox
