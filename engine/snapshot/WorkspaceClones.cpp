#include "snapshot/WorkspaceSnapshotsPrivate.h"

#include "core/FileClone.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

// The pool of clones: on a file system with reflinks, "clones/<blob id>" in the store is a
// copy-on-write clone of a large file a capture read, and a restore clones it back instead of
// writing the blob's bytes. Why a pool of its own beside the blobs: git keeps its objects
// compressed, and compressed bytes cannot be cloned into a workspace. Why by blob id and not by
// snapshot: a file that stays the same through a hundred snapshots is one clone.
//
// A capture clones first and reads the clone, never the workspace file: the sandbox may change its
// files at any time, and the clone is beyond its reach, so a pool file always holds the bytes of
// the id it is named after. The pool costs no space for content the workspace still holds (the
// clone shares its blocks); an old version costs its size until prune drops the snapshots that
// need it. On a file system without reflinks no pool is made: a probe says so once, and the
// answer is kept in the store (with the device it was given for, so a store moved to another disk
// is probed again).

namespace shadowbox {

using namespace snapshotstore;

namespace {

// Two files in the store's folder, one cloned into the other.
bool probeClones(const QByteArray &folder)
{
    const QByteArray base = folder + "/.shadowbox-clone-probe-" + QByteArray::number(::getpid());
    const QByteArray from = base + "-a";
    const QByteArray to = base + "-b";
    const UniqueFd a(::open(from.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!a)
        return false;
    const UniqueFd b(::open(to.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    const QByteArray block(4096, 'x');
    const bool cloned = b && ::write(a.get(), block.constData(), size_t(block.size())) == block.size() &&
                        fileclone::clone(a.get(), b.get()) == 0;
    ::unlink(from.constData());
    if (b)
        ::unlink(to.constData());
    return cloned;
}

QByteArray deviceOf(const QByteArray &folder)
{
    struct stat st {};
    return ::stat(folder.constData(), &st) == 0 ? QByteArray::number(quint64(st.st_dev)) : QByteArray();
}

// Writes `data` into the empty file open at `fd`; 0 or an errno value. Whole blocks of zeros are
// left as holes, so a sparse file stays sparse (a 1 GiB file holding 4 KiB takes 4 KiB, not 1 GiB)
// and costs no writes for them.
int writeSparse(int fd, const QByteArray &data)
{
    constexpr qint64 kBlock = 4096;
    static const char zeros[kBlock] = {};
    const char *bytes = data.constData();
    const qint64 size = data.size();
    const auto zeroBlock = [&](qint64 at) {
        return size - at >= kBlock && std::memcmp(bytes + at, zeros, size_t(kBlock)) == 0;
    };
    qint64 at = 0;
    while (at < size) {
        while (zeroBlock(at))
            at += kBlock;
        qint64 end = at;
        while (end < size && !zeroBlock(end))
            end += qMin(kBlock, size - end);
        while (at < end) {
            const ssize_t n = ::pwrite(fd, bytes + at, size_t(end - at), off_t(at));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return n < 0 ? errno : ENOSPC;
            at += n;
        }
    }
    return ::ftruncate(fd, off_t(size)) == 0 ? 0 : errno;
}

bool isBlobId(const QByteArray &name, git_oid *oid)
{
    return name.size() == GIT_OID_HEXSZ && git_oid_fromstrn(oid, name.constData(), size_t(name.size())) == 0 &&
           hex(*oid).toLatin1() == name;
}

} // namespace

int WorkspaceSnapshots::Private::clonePool()
{
    if (clonePoolProbed)
        return clonePoolFd.get();
    clonePoolProbed = true;
    clonePoolFd = existingClonePool();
    if (clonePoolFd)
        return clonePoolFd.get();
    const QByteArray store = QFile::encodeName(path);
    const QByteArray device = deviceOf(store);
    QFile noClones(path + QLatin1String(kNoClonesFile));
    if (noClones.open(QIODevice::ReadOnly) && noClones.readAll().trimmed() == device)
        return -1;
    noClones.close();
    if (!probeClones(store)) {
        // Remembered for this device: a store moved to another disk is probed again.
        if (noClones.open(QIODevice::WriteOnly | QIODevice::Truncate))
            noClones.write(device + '\n');
        return -1;
    }
    noClones.remove();
    const QByteArray folder = store + kClonesFolder;
    if (::mkdir(folder.constData(), 0700) != 0 && errno != EEXIST)
        return -1;
    clonePoolFd = existingClonePool();
    return clonePoolFd.get();
}

UniqueFd WorkspaceSnapshots::Private::existingClonePool() const
{
    const QByteArray folder = QFile::encodeName(path) + kClonesFolder;
    return UniqueFd(::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
}

PendingClone PendingClone::make(WorkspaceSnapshots::Private &d, int source, int *err)
{
    PendingClone clone;
    *err = EOPNOTSUPP;
    if (!d.clonePoolFd)
        return clone;
    clone.m_pool = d.clonePoolFd.get();
    clone.m_poolPath = QFile::encodeName(d.path) + kClonesFolder;
    clone.m_name = ".capture-" + QByteArray::number(::getpid()) + '-' + QByteArray::number(++d.cloneSerial);
    // Read-only from the start: nothing but a capture ever writes a pool file, and only by cloning.
    UniqueFd fd(
        ::openat(clone.m_pool, clone.m_name.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0400));
    if (!fd) {
        *err = errno;
        return clone;
    }
    struct stat st {};
    *err = fileclone::clone(source, fd.get());
    if (*err == 0 && ::fstat(fd.get(), &st) != 0)
        *err = errno;
    if (*err != 0) {
        ::unlinkat(clone.m_pool, clone.m_name.constData(), 0);
        return clone;
    }
    clone.m_fd = std::move(fd);
    clone.m_size = qint64(st.st_size);
    return clone;
}

PendingClone::~PendingClone()
{
    if (m_fd)
        ::unlinkat(m_pool, m_name.constData(), 0);
}

PendingClone::PendingClone(PendingClone &&other) noexcept
    : m_pool(other.m_pool)
    , m_poolPath(std::move(other.m_poolPath))
    , m_name(std::move(other.m_name))
    , m_fd(std::move(other.m_fd))
    , m_size(other.m_size)
{
}

PendingClone &PendingClone::operator=(PendingClone &&other) noexcept
{
    if (this != &other) {
        if (m_fd)
            ::unlinkat(m_pool, m_name.constData(), 0);
        m_pool = other.m_pool;
        m_poolPath = std::move(other.m_poolPath);
        m_name = std::move(other.m_name);
        m_fd = std::move(other.m_fd);
        m_size = other.m_size;
    }
    return *this;
}

void PendingClone::keep(const git_oid &oid)
{
    if (!m_fd)
        return;
    const QByteArray id = hex(oid).toLatin1();
    struct stat st {};
    if (::fstatat(m_pool, id.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0 &&
        ::renameat(m_pool, m_name.constData(), m_pool, id.constData()) == 0) {
        m_fd.reset();
        return;
    }
    ::unlinkat(m_pool, m_name.constData(), 0);
    m_fd.reset();
}

Status WorkspaceSnapshots::Private::writeEntry(int dirFd, const QByteArray &name, const QByteArray &path,
                                               const git_oid &oid, quint32 gitMode, quint32 bits, qint64 *clonedBytes)
{
    if (clonedBytes)
        *clonedBytes = -1;
    const auto failed = [&](int err) {
        return Error::make(
            Error::Kind::Io,
            WorkspaceSnapshots::tr("Cannot restore %1 (%2).").arg(displayPath(path), systemErrorText(err)));
    };
    const int pool = gitMode == kModeLink ? -1 : clonePool();
    if (pool >= 0 && cloningInto.load(std::memory_order_relaxed)) {
        // The pool's clone, when it has one of the blob's size (a clone cut short never gets an id).
        const UniqueFd from(::openat(pool, hex(oid).toLatin1().constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
        struct stat st {};
        size_t size = 0;
        git_object_t type = GIT_OBJECT_INVALID;
        if (from && ::fstat(from.get(), &st) == 0 && S_ISREG(st.st_mode) &&
            git_odb_read_header(&size, &type, odb, &oid) == 0 && type == GIT_OBJECT_BLOB &&
            qint64(size) == qint64(st.st_size)) {
            const UniqueFd file(
                ::openat(dirFd, name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
            if (!file)
                return failed(errno);
            const int err = fileclone::clone(from.get(), file.get());
            if (err == 0 && ::fchmod(file.get(), mode_t(bits)) == 0) {
                if (clonedBytes)
                    *clonedBytes = qint64(st.st_size);
                return {};
            }
            const int fchmodErr = err == 0 ? errno : 0;
            ::unlinkat(dirFd, name.constData(), 0);
            if (fchmodErr != 0)
                return failed(fchmodErr);
            if (fileclone::unsupported(err))
                cloningInto = false; // another file system: the blob it is, for this one and the rest
        }
    }

    auto content = blobContent(oid);
    if (!content)
        return content.error();
    if (gitMode == kModeLink) {
        if (::symlinkat(content->constData(), dirFd, name.constData()) != 0)
            return failed(errno);
        return {};
    }
    const UniqueFd file(::openat(dirFd, name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!file)
        return failed(errno);
    if (const int err = writeSparse(file.get(), *content); err != 0) {
        ::unlinkat(dirFd, name.constData(), 0);
        return failed(err);
    }
    if (::fchmod(file.get(), mode_t(bits)) != 0) {
        const int err = errno;
        ::unlinkat(dirFd, name.constData(), 0);
        return failed(err);
    }
    return {};
}

qint64 WorkspaceSnapshots::Private::prunePool(const QSet<QByteArray> &reachable) const
{
    const UniqueFd pool = existingClonePool();
    if (!pool)
        return 0;
    const auto names = readDirectoryNames(pool.get());
    if (!names)
        return 0;
    qint64 freed = 0;
    for (const QByteArray &name : *names) {
        git_oid oid;
        if (isBlobId(name, &oid) &&
            reachable.contains(QByteArray(reinterpret_cast<const char *>(oid.id), GIT_OID_RAWSZ)))
            continue;
        struct stat st {};
        if (::fstatat(pool.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0 || S_ISDIR(st.st_mode))
            continue;
        // What deleting it frees: the blocks no other file shares.
        qint64 own = qint64(st.st_blocks) * 512;
        if (S_ISREG(st.st_mode)) {
            const UniqueFd fd(::openat(pool.get(), name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
            if (const auto use = fd ? fileclone::extentUse(fd.get()) : std::nullopt)
                own = use->total - use->shared;
        }
        if (::unlinkat(pool.get(), name.constData(), 0) == 0)
            freed += own;
    }
    return freed;
}

Status WorkspaceSnapshots::Private::verifyPool(SnapshotVerification &out, const CancelToken &cancel) const
{
    const UniqueFd pool = existingClonePool();
    if (!pool)
        return {};
    const auto names = readDirectoryNames(pool.get());
    if (!names)
        return Error::make(Error::Kind::Io,
                           WorkspaceSnapshots::tr("Cannot read the clones of the snapshot store %1 (%2).")
                               .arg(path, systemErrorText(errno)));
    const QByteArray folder = QFile::encodeName(path) + kClonesFolder + '/';
    for (const QByteArray &name : *names) {
        if (cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, WorkspaceSnapshots::tr("The verification was canceled."));
        git_oid oid;
        if (!isBlobId(name, &oid))
            continue; // what a capture cut short left: prune removes it
        struct stat st {};
        git_oid actual;
        const bool regular =
            ::fstatat(pool.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
        ++out.clones;
        if (regular && git_odb_hashfile(&actual, (folder + name).constData(), GIT_OBJECT_BLOB) == 0 &&
            git_oid_equal(&actual, &oid))
            continue;
        ::unlinkat(pool.get(), name.constData(), 0);
        out.problems.append(WorkspaceSnapshots::tr("The clone of object %1 did not match its id and was removed; "
                                                   "restores write that file from the object instead.")
                                .arg(QString::fromLatin1(name)));
    }
    return {};
}

qint64 WorkspaceSnapshots::Private::poolUsage() const
{
    const UniqueFd pool = existingClonePool();
    if (!pool)
        return 0;
    const auto names = readDirectoryNames(pool.get());
    if (!names)
        return 0;
    qint64 total = 0;
    struct stat folder {};
    if (::fstat(pool.get(), &folder) == 0)
        total += qint64(folder.st_blocks) * 512;
    for (const QByteArray &name : *names) {
        const UniqueFd fd(::openat(pool.get(), name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat st {};
        if (!fd || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        const auto use = fileclone::extentUse(fd.get());
        total += use ? use->total - use->shared : qint64(st.st_blocks) * 512;
    }
    return total;
}

} // namespace shadowbox
