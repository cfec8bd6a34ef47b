#include "core/FileLock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace shadowbox {

namespace {
// How often a waiting lock() looks again. Locks here guard operations that take from milliseconds
// (a migration) to seconds (starting the Podman service), so polling costs nothing noticeable and
// keeps the wait cancelable, unlike a blocking flock().
constexpr int kPollMs = 20;
} // namespace

FileLock::~FileLock()
{
    unlock();
}

FileLock::FileLock(FileLock &&other) noexcept
    : m_path(std::move(other.m_path))
{
#ifdef Q_OS_WIN
    m_handle = std::exchange(other.m_handle, nullptr);
#else
    m_fd = std::exchange(other.m_fd, -1);
#endif
}

FileLock &FileLock::operator=(FileLock &&other) noexcept
{
    if (this != &other) {
        unlock();
        m_path = std::move(other.m_path);
#ifdef Q_OS_WIN
        m_handle = std::exchange(other.m_handle, nullptr);
#else
        m_fd = std::exchange(other.m_fd, -1);
#endif
    }
    return *this;
}

Result<FileLock> FileLock::tryLock(const QString &path)
{
    return acquire(path, false, QDeadlineTimer(0), {});
}

Result<FileLock> FileLock::lock(const QString &path, QDeadlineTimer deadline, const std::function<bool()> &canceled)
{
    return acquire(path, true, deadline, canceled);
}

Result<FileLock> FileLock::tryLockShared(const QString &path)
{
    return acquire(path, false, QDeadlineTimer(0), {}, true);
}

Result<FileLock> FileLock::lockShared(const QString &path, QDeadlineTimer deadline,
                                      const std::function<bool()> &canceled)
{
    return acquire(path, true, deadline, canceled, true);
}

bool FileLock::isLocked() const
{
#ifdef Q_OS_WIN
    return m_handle != nullptr;
#else
    return m_fd >= 0;
#endif
}

#ifdef Q_OS_WIN

Result<FileLock> FileLock::acquire(const QString &path, bool wait, QDeadlineTimer deadline,
                                   const std::function<bool()> &canceled, bool shared)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    SECURITY_ATTRIBUTES attributes{sizeof(SECURITY_ATTRIBUTES), nullptr, FALSE}; // not inherited
    for (;;) {
        HANDLE h = CreateFileW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(path).utf16()),
                               GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                               &attributes, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
        // A file being deleted by unlockAndRemove() refuses to open until its last handle closes.
        const bool pendingDelete = h == INVALID_HANDLE_VALUE && GetLastError() == ERROR_ACCESS_DENIED;
        if (h == INVALID_HANDLE_VALUE && !pendingDelete)
            return Error::make(Error::Kind::Io,
                               tr("Cannot open the lock file %1 (error %2). Check the permissions of its folder.")
                                   .arg(path)
                                   .arg(GetLastError()));
        if (!pendingDelete) {
            OVERLAPPED overlapped{};
            if (LockFileEx(h, (shared ? 0 : LOCKFILE_EXCLUSIVE_LOCK) | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0,
                           &overlapped)) {
                FileLock lock;
                lock.m_path = path;
                lock.m_handle = h;
                return lock;
            }
            CloseHandle(h);
        }
        if (!wait)
            return Error::make(Error::Kind::Conflict, tr("%1 is locked by another Shadowbox process.").arg(path));
        if (canceled && canceled())
            return Error::make(Error::Kind::Canceled, tr("Waiting for %1 was canceled.").arg(path));
        if (deadline.hasExpired())
            return Error::make(Error::Kind::Timeout, tr("%1 stayed locked by another Shadowbox process.").arg(path));
        QThread::msleep(kPollMs);
    }
}

void FileLock::unlock()
{
    if (!m_handle)
        return;
    OVERLAPPED overlapped{};
    UnlockFileEx(m_handle, 0, 1, 0, &overlapped);
    CloseHandle(m_handle);
    m_handle = nullptr;
}

void FileLock::unlockAndRemove()
{
    if (!m_handle)
        return;
    // Opened with FILE_SHARE_DELETE: the name goes now, the file with its last handle.
    DeleteFileW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(m_path).utf16()));
    unlock();
}

#else

Result<FileLock> FileLock::acquire(const QString &path, bool wait, QDeadlineTimer deadline,
                                   const std::function<bool()> &canceled, bool shared)
{
    const QByteArray native = QFile::encodeName(path);
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder)) {
        QDir().mkpath(folder);
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    for (;;) {
        const int fd = ::open(native.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            return Error::make(errno == EACCES ? Error::Kind::PermissionDenied : Error::Kind::Io,
                               tr("Cannot open the lock file %1: %2. Check the permissions of its folder.")
                                   .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
        for (;;) {
            if (::flock(fd, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0)
                break;
            const int error = errno;
            if (error == EINTR)
                continue;
            if (error != EWOULDBLOCK) {
                ::close(fd);
                return Error::make(Error::Kind::Io,
                                   tr("Cannot lock %1: %2.").arg(path, QString::fromLocal8Bit(std::strerror(error))));
            }
            if (!wait || deadline.hasExpired() || (canceled && canceled())) {
                ::close(fd);
                if (!wait)
                    return Error::make(Error::Kind::Conflict,
                                       tr("%1 is locked by another Shadowbox process.").arg(path));
                if (canceled && canceled())
                    return Error::make(Error::Kind::Canceled, tr("Waiting for %1 was canceled.").arg(path));
                return Error::make(Error::Kind::Timeout,
                                   tr("%1 stayed locked by another Shadowbox process.").arg(path));
            }
            QThread::msleep(kPollMs);
        }
        // The holder before us may have removed the file (unlockAndRemove) after we opened it: then
        // this lock is on a file nobody else will ever open, and means nothing. Start again.
        struct stat held {};
        struct stat named {};
        if (::fstat(fd, &held) == 0 && ::stat(native.constData(), &named) == 0 && held.st_dev == named.st_dev &&
            held.st_ino == named.st_ino) {
            FileLock lock;
            lock.m_path = path;
            lock.m_fd = fd;
            return lock;
        }
        ::close(fd);
    }
}

void FileLock::unlock()
{
    if (m_fd < 0)
        return;
    // Closing the only descriptor of this open file releases the flock.
    ::close(m_fd);
    m_fd = -1;
}

void FileLock::unlockAndRemove()
{
    if (m_fd < 0)
        return;
    ::unlink(QFile::encodeName(m_path).constData());
    unlock();
}

#endif

} // namespace shadowbox
