#include "sandbox/WorkspaceCopier.h"

#include "core/DataFolder.h"
#include "core/FileClone.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox {

namespace {
struct Fd {
    int fd = -1;
    explicit Fd(int f)
        : fd(f)
    {
    }
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
};

// Permission bits only: setuid, setgid and sticky bits are never carried into a workspace.
mode_t keptMode(mode_t mode)
{
    return mode & 0777;
}

Error copyError(const QByteArray &relativePath, int err, const QString &destination)
{
    const QString path = QFile::decodeName(relativePath);
    if (err == ENOSPC || err == EDQUOT) {
        return Error::make(
            Error::Kind::Io,
            WorkspaceCopier::tr("The disk holding %1 is full, so the workspace copy stopped at %2. Free some space (or "
                                "set SHADOWBOX_DATA_DIR to a larger disk) and create the sandbox again.")
                .arg(destination, path));
    }
    return Error::make(
        Error::Kind::Io,
        WorkspaceCopier::tr("Copying %1 into the workspace failed: %2. Check that the file is readable and that %3 is "
                            "writable.")
            .arg(path, QString::fromLocal8Bit(std::strerror(err)), destination));
}
} // namespace

WorkspaceCopier::WorkspaceCopier(QString sourceRoot, QString destinationRoot)
    : m_source(std::move(sourceRoot))
    , m_destination(std::move(destinationRoot))
{
}

Result<CopyStats> WorkspaceCopier::copy(const QList<QByteArray> &paths, const Progress &progress,
                                        const CallOptions &options) const
{
    // The workspace is private (0700): only its owner on the host may enter it, whatever the
    // sandbox's root user later makes inside (setuid programs, device nodes).
    if (Status s = DataFolder::makePrivateDir(m_destination); !s)
        return s.error();

    // Paths are bytes as the file system has them: a name that is not UTF-8 is copied as it is.
    const QByteArray sourceRoot = QFile::encodeName(m_source) + '/';
    const QByteArray destRoot = QFile::encodeName(m_destination) + '/';

    // Parent folders first, on one thread, so the copy threads never race on mkdir. They are made
    // 0700 so the copy can fill them, and get their own mode once everything is in place.
    QSet<QByteArray> dirs;
    for (const QByteArray &p : paths) {
        for (qsizetype slash = p.indexOf('/'); slash >= 0; slash = p.indexOf('/', slash + 1))
            dirs.insert(p.left(slash));
    }
    QList<QByteArray> sortedDirs(dirs.begin(), dirs.end());
    std::sort(sortedDirs.begin(), sortedDirs.end());
    QList<mode_t> dirModes;
    dirModes.reserve(sortedDirs.size());
    for (const QByteArray &d : std::as_const(sortedDirs)) {
        if (::mkdir((destRoot + d).constData(), 0700) != 0 && errno != EEXIST)
            return copyError(d, errno, m_destination);
        struct stat st {};
        const bool known = ::lstat((sourceRoot + d).constData(), &st) == 0 && S_ISDIR(st.st_mode);
        dirModes.append(known ? keptMode(st.st_mode) : mode_t(0700));
    }

    std::atomic<qsizetype> next{0};
    std::atomic<qint64> done{0}, regular{0}, bytes{0}, links{0}, cloned{0}, clonedBytes{0};
    // Cleared at the first sign that these two file systems cannot share blocks: the other files
    // are then copied without asking again.
    std::atomic_bool cloning{true};
    std::atomic_bool failed{false};
    std::mutex errorMutex;
    std::optional<Error> firstError;

    auto fail = [&](Error e) {
        std::lock_guard lock(errorMutex);
        if (!firstError)
            firstError = std::move(e);
        failed = true;
    };

    auto worker = [&] {
        while (!failed.load(std::memory_order_relaxed)) {
            const qsizetype i = next.fetch_add(1);
            if (i >= paths.size())
                return;
            if ((i & 63) == 0 && options.canceled()) {
                fail(Error::make(Error::Kind::Canceled, WorkspaceCopier::tr("The workspace copy was canceled.")));
                return;
            }
            const QByteArray &rel = paths.at(i);
            const QByteArray src = sourceRoot + rel;
            const QByteArray dst = destRoot + rel;
            struct stat st {};
            if (::lstat(src.constData(), &st) != 0) {
                if (errno == ENOENT) // deleted since the status scan
                    continue;
                fail(copyError(paths.at(i), errno, m_destination));
                return;
            }
            if (S_ISLNK(st.st_mode)) {
                QByteArray target(qsizetype(st.st_size) + 1, Qt::Uninitialized);
                const ssize_t n = ::readlink(src.constData(), target.data(), size_t(target.size()));
                if (n < 0 ||
                    ::symlink(QByteArray(target.constData(), qsizetype(n)).constData(), dst.constData()) != 0) {
                    fail(copyError(paths.at(i), errno, m_destination));
                    return;
                }
                ++links;
            } else if (S_ISREG(st.st_mode)) {
                Fd in(::open(src.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
                if (in.fd < 0) {
                    fail(copyError(paths.at(i), errno, m_destination));
                    return;
                }
                // The file's own mode (a 0600 secret stays 0600), exactly: the umask does not apply.
                const mode_t mode = keptMode(st.st_mode);
                Fd out(::open(dst.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode));
                if (out.fd < 0 || ::fchmod(out.fd, mode) != 0) {
                    fail(copyError(paths.at(i), errno, m_destination));
                    return;
                }
                bool isClone = false;
                if (cloning.load(std::memory_order_relaxed)) {
                    const int err = fileclone::clone(in.fd, out.fd);
                    isClone = err == 0;
                    if (fileclone::unsupported(err)) {
                        cloning = false;
                    } else if (err != 0 && ::ftruncate(out.fd, 0) != 0) { // whatever the failed clone left
                        fail(copyError(paths.at(i), errno, m_destination));
                        return;
                    }
                }
                if (isClone) {
                    ++cloned;
                    clonedBytes += st.st_size;
                } else if (const int err = fileclone::copyBytes(in.fd, out.fd, st); err != 0) {
                    fail(copyError(paths.at(i), err, m_destination));
                    return;
                }
                bytes += st.st_size;
                ++regular;
            }
            // Other kinds (sockets, fifos, devices) are not part of a codebase and are skipped.
            const qint64 n = ++done;
            if (progress && (n % 256 == 0))
                progress(n, paths.size());
        }
    };

    const int threads = int(qBound<qsizetype>(qsizetype(1), paths.size() / 64, qsizetype(8)));
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();

    if (firstError)
        return *firstError;
    // Deepest first: a folder without write or search permission must not stop its children's chmod.
    for (qsizetype i = sortedDirs.size() - 1; i >= 0; --i) {
        if (::chmod((destRoot + sortedDirs.at(i)).constData(), dirModes.at(i)) != 0)
            return copyError(sortedDirs.at(i), errno, m_destination);
    }
    if (progress)
        progress(paths.size(), paths.size());
    return CopyStats{regular.load(), bytes.load(), links.load(), cloned.load(), clonedBytes.load()};
}

} // namespace shadowbox
