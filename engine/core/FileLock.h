#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>

#include <functional>

namespace shadowbox {

// A lock on a file, held for as long as this object holds it. No other process — and no other
// FileLock in this process — can hold the same file's lock at the same time, unless both hold it
// shared.
//
// The operating system lets go of it when the process ends, however it ends (kill -9 included).
// That is what makes it a lease rather than a flag in a database: whoever can take the lock knows
// that the previous holder is gone, without guessing from timestamps or process ids.
//
// POSIX: flock(2) on a descriptor opened with O_CLOEXEC, so that programs Shadowbox starts (the
// Podman service, git) never inherit it and never hold it on Shadowbox's behalf. Windows:
// LockFileEx on a handle that is not inherited.
class FileLock {
    Q_DECLARE_TR_FUNCTIONS(FileLock)
public:
    FileLock() = default;
    ~FileLock();
    FileLock(FileLock &&other) noexcept;
    FileLock &operator=(FileLock &&other) noexcept;
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Takes the lock if nobody holds it: Error::Kind::Conflict if someone does, Io if the file (or
    // its folder, which is made if missing) cannot be opened.
    static Result<FileLock> tryLock(const QString &path);
    // Waits for the lock until `deadline` (Error::Kind::Timeout) or until `canceled` says so
    // (Error::Kind::Canceled).
    static Result<FileLock> lock(const QString &path, QDeadlineTimer deadline,
                                 const std::function<bool()> &canceled = {});
    // A shared lock: any number of holders at once, but never together with an exclusive one
    // (the running commands of a sandbox share one; a restore waits until it can hold it alone).
    static Result<FileLock> tryLockShared(const QString &path);
    static Result<FileLock> lockShared(const QString &path, QDeadlineTimer deadline,
                                       const std::function<bool()> &canceled = {});

    bool isLocked() const;
    QString path() const { return m_path; }
    void unlock();
    // Deletes the file while still holding it, then lets go: for a lease whose subject is gone for
    // good. A process that opened the old file meanwhile notices that it is no longer the one at
    // `path` once it gets the lock, and starts again with the new file.
    void unlockAndRemove();

private:
    static Result<FileLock> acquire(const QString &path, bool wait, QDeadlineTimer deadline,
                                    const std::function<bool()> &canceled, bool shared = false);

    QString m_path;
#ifdef Q_OS_WIN
    void *m_handle = nullptr;
#else
    int m_fd = -1;
#endif
};

} // namespace shadowbox
