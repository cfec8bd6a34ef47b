// Copy-on-write clones, on real file systems: an XFS made with reflink=1 and one made with
// reflink=0, each loop-mounted from an image of its own. On the first, a workspace copy and a restore
// of large files share their blocks (seen in the file's extent map and in the disk's free space);
// on the second the same operations work and clone nothing. Either way the copy keeps modes
// (never a setuid bit), copies links as links and keeps sparse files sparse, and a restore gives
// back exactly what the snapshot holds.
//
// Needs root and mkfs.xfs (scripts/setup.sh installs xfsprogs): it fails without them, it does not
// skip. The mounts live in a mount namespace of the test's own, so they go with the process
// however it ends; the guard unmounts them before that on every normal way out.

#include "core/FileClone.h"
#include "sandbox/WorkspaceCopier.h"
#include "sandbox/WorkspaceRemover.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace shadowbox;

namespace {

constexpr qint64 kMiB = 1024 * 1024;

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

bool run(const QString &program, const QStringList &args, QString *error)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (p.waitForFinished(60'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
        return true;
    if (error)
        *error = QStringLiteral("%1 %2: %3").arg(program, args.join(u' '), QString::fromLocal8Bit(p.readAll()));
    return false;
}

QString findTool(const QString &name)
{
    const QString found = QStandardPaths::findExecutable(name);
    if (!found.isEmpty())
        return found;
    return QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
}

// An XFS image loop-mounted on a folder; unmounted when the guard goes (lazily if it is busy).
class LoopMount {
public:
    LoopMount(const QString &image, const QString &folder, bool reflink)
        : m_folder(folder)
    {
        QDir().mkpath(folder);
        QFile file(image);
        // 300 MiB is the smallest XFS mkfs.xfs makes; the image is sparse, so it takes what is written.
        if (!file.open(QIODevice::WriteOnly) || !file.resize(300 * kMiB)) {
            error = QStringLiteral("cannot make the image %1").arg(image);
            return;
        }
        file.close();
        const QString mkfs = findTool(QStringLiteral("mkfs.xfs"));
        if (mkfs.isEmpty()) {
            error = QStringLiteral("mkfs.xfs is not installed (xfsprogs; scripts/setup.sh installs it)");
            return;
        }
        if (!run(mkfs,
                 {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-m"),
                  QStringLiteral("reflink=%1").arg(reflink ? 1 : 0), image},
                 &error) ||
            !run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("loop"), image, folder}, &error))
            return;
        mounted = true;
        // The workspaces' parent folder, as private as Shadowbox's data folder.
        ::chmod(native(folder).constData(), 0700);
    }
    ~LoopMount()
    {
        if (!mounted)
            return;
        if (!run(QStringLiteral("umount"), {m_folder}, nullptr))
            run(QStringLiteral("umount"), {QStringLiteral("-l"), m_folder}, nullptr);
    }
    LoopMount(const LoopMount &) = delete;
    LoopMount &operator=(const LoopMount &) = delete;

    QString path() const { return m_folder; }
    bool mounted = false;
    QString error;

private:
    QString m_folder;
};

QByteArray randomBytes(qint64 size)
{
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(data.data()), size_t(size / 4));
    return data;
}

bool writeFile(const QString &path, const QByteArray &content, mode_t mode)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const int fd = ::open(native(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, content.constData(), size_t(content.size())) == content.size();
    ::close(fd);
    return ok && ::chmod(native(path).constData(), mode) == 0;
}

// A 64 MiB file holding 64 KiB of data at its middle.
bool writeSparse(const QString &path, const QByteArray &data)
{
    const int fd = ::open(native(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    const bool ok = ::ftruncate(fd, 64 * kMiB) == 0 &&
                    ::pwrite(fd, data.constData(), size_t(data.size()), 32 * kMiB) == data.size();
    ::close(fd);
    return ok;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

QByteArray linkTarget(const QString &path)
{
    char target[4096];
    const ssize_t n = ::readlink(native(path).constData(), target, sizeof target);
    return n < 0 ? QByteArray("(not a link)") : QByteArray(target, qsizetype(n));
}

struct stat statOf(const QString &path)
{
    struct stat st {};
    ::lstat(native(path).constData(), &st);
    return st;
}

// Bytes of a file's extents and how many of them are shared with another file, read with FIEMAP
// here rather than through the engine's own helper, so that a mistake there cannot hide one in the
// code under test.
struct Extents {
    qint64 total = -1;
    qint64 shared = 0;
};

Extents extentsOf(const QString &path)
{
    Extents out;
    const int fd = ::open(native(path).constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return out;
    ::fsync(fd);
    alignas(fiemap) char buffer[sizeof(fiemap) + 512 * sizeof(fiemap_extent)] = {};
    auto *map = reinterpret_cast<fiemap *>(buffer);
    map->fm_length = FIEMAP_MAX_OFFSET;
    map->fm_flags = FIEMAP_FLAG_SYNC;
    map->fm_extent_count = 512;
    if (::ioctl(fd, FS_IOC_FIEMAP, map) == 0) {
        out.total = 0;
        for (unsigned i = 0; i < map->fm_mapped_extents; ++i) {
            out.total += qint64(map->fm_extents[i].fe_length);
            if (map->fm_extents[i].fe_flags & FIEMAP_EXTENT_SHARED)
                out.shared += qint64(map->fm_extents[i].fe_length);
        }
    }
    ::close(fd);
    return out;
}

// Free bytes on the disk holding `path`, once everything written has reached it.
qint64 freeBytes(const QString &path)
{
    ::sync();
    struct statvfs vfs {};
    if (::statvfs(native(path).constData(), &vfs) != 0)
        return -1;
    return qint64(vfs.f_bfree) * qint64(vfs.f_frsize);
}

// Everything a tree holds, comparable: path -> "type mode content-or-target".
QMap<QString, QByteArray> dump(const QString &root, const QString &relative = {})
{
    QMap<QString, QByteArray> out;
    const QDir dir(relative.isEmpty() ? root : root + u'/' + relative);
    for (const QString &name : dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        const QString path = relative.isEmpty() ? name : relative + u'/' + name;
        const struct stat st = statOf(root + u'/' + path);
        const QByteArray mode = QByteArray::number(st.st_mode & 07777, 8);
        if (S_ISDIR(st.st_mode)) {
            out.insert(path, "dir " + mode);
            out.insert(dump(root, path));
        } else if (S_ISLNK(st.st_mode)) {
            out.insert(path, "link " + linkTarget(root + u'/' + path));
        } else {
            out.insert(path, "file " + mode + ' ' + readAll(root + u'/' + path));
        }
    }
    return out;
}

// The files of a repository as the copier is given them.
QList<QByteArray> listFiles(const QString &root)
{
    QList<QByteArray> out;
    const QMap<QString, QByteArray> all = dump(root);
    for (auto it = all.begin(); it != all.end(); ++it)
        if (!it.value().startsWith("dir "))
            out.append(QFile::encodeName(it.key()));
    return out;
}

} // namespace

class TestWorkspaceClones : public QObject {
    Q_OBJECT

public:
    explicit TestWorkspaceClones(bool ownNamespace)
        : m_ownNamespace(ownNamespace)
    {
    }

private:
    bool m_ownNamespace;
    QTemporaryDir m_temp;
    std::unique_ptr<LoopMount> m_reflink;   // XFS, reflink=1
    std::unique_ptr<LoopMount> m_noReflink; // XFS, reflink=0
    int m_round = 0;

    QString folderOn(const LoopMount &mount, const QString &what)
    {
        return mount.path() + QStringLiteral("/%1-%2").arg(what).arg(++m_round);
    }

    // A repository with what the copier must get right: large files, a private one, a setuid one,
    // a sparse one, a link pointing outside, a folder with its own mode.
    void makeRepository(const QString &root, QByteArray *big)
    {
        *big = randomBytes(8 * kMiB);
        QVERIFY(writeFile(root + QStringLiteral("/big.bin"), *big, 0644));
        QVERIFY(writeFile(root + QStringLiteral("/secret.key"), randomBytes(100 * 1024), 0600));
        QVERIFY(writeFile(root + QStringLiteral("/tool"), randomBytes(70 * 1024), 04755));
        QVERIFY(writeFile(root + QStringLiteral("/small.txt"), "hello\n", 0644));
        QVERIFY(writeFile(root + QStringLiteral("/sub/dir/nested.bin"), randomBytes(200 * 1024), 0640));
        QVERIFY(::chmod(native(root + QStringLiteral("/sub")).constData(), 0750) == 0);
        QVERIFY(writeSparse(root + QStringLiteral("/sparse.img"), randomBytes(64 * 1024)));
        QVERIFY(::symlink("../../etc/passwd", native(root + QStringLiteral("/link")).constData()) == 0);
    }

    // What every copy must keep, cloned or not.
    void checkCopy(const QString &repo, const QString &copy)
    {
        QCOMPARE(readAll(copy + QStringLiteral("/big.bin")), readAll(repo + QStringLiteral("/big.bin")));
        QCOMPARE(readAll(copy + QStringLiteral("/secret.key")), readAll(repo + QStringLiteral("/secret.key")));
        QCOMPARE(readAll(copy + QStringLiteral("/sub/dir/nested.bin")),
                 readAll(repo + QStringLiteral("/sub/dir/nested.bin")));
        QCOMPARE(readAll(copy + QStringLiteral("/sparse.img")), readAll(repo + QStringLiteral("/sparse.img")));
        QCOMPARE(statOf(copy + QStringLiteral("/secret.key")).st_mode & 07777, mode_t(0600));
        QCOMPARE(statOf(copy + QStringLiteral("/tool")).st_mode & 07777, mode_t(0755)); // no setuid bit
        QCOMPARE(statOf(copy + QStringLiteral("/sub")).st_mode & 07777, mode_t(0750));
        QCOMPARE(statOf(copy + QStringLiteral("/sub/dir/nested.bin")).st_mode & 07777, mode_t(0640));
        QVERIFY(S_ISLNK(statOf(copy + QStringLiteral("/link")).st_mode));
        QCOMPARE(linkTarget(copy + QStringLiteral("/link")), QByteArray("../../etc/passwd"));
        QCOMPARE(statOf(copy + QStringLiteral("/sparse.img")).st_size, off_t(64 * kMiB));
        QVERIFY2(qint64(statOf(copy + QStringLiteral("/sparse.img")).st_blocks) * 512 <= kMiB,
                 "the sparse file is no longer sparse");
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QFAIL("this test loop-mounts XFS images and needs root (CI runs the unit tests as root)");
        QVERIFY2(m_ownNamespace, "cannot make a mount namespace of the test's own (unshare)");
        QVERIFY(m_temp.isValid());
        m_reflink = std::make_unique<LoopMount>(m_temp.filePath(QStringLiteral("reflink.img")),
                                                m_temp.filePath(QStringLiteral("reflink")), true);
        QVERIFY2(m_reflink->mounted, qPrintable(m_reflink->error));
        m_noReflink = std::make_unique<LoopMount>(m_temp.filePath(QStringLiteral("plain.img")),
                                                  m_temp.filePath(QStringLiteral("plain")), false);
        QVERIFY2(m_noReflink->mounted, qPrintable(m_noReflink->error));
    }

    void cleanupTestCase()
    {
        m_reflink.reset();
        m_noReflink.reset();
    }

    void copy_data()
    {
        QTest::addColumn<bool>("reflink");
        QTest::newRow("xfs reflink=1") << true;
        QTest::newRow("xfs reflink=0") << false;
    }

    void copy()
    {
        QFETCH(bool, reflink);
        const LoopMount &mount = reflink ? *m_reflink : *m_noReflink;
        const QString repo = folderOn(mount, QStringLiteral("repo"));
        const QString workspace = folderOn(mount, QStringLiteral("workspace"));
        QByteArray big;
        makeRepository(repo, &big);
        if (QTest::currentTestFailed())
            return;
        const QList<QByteArray> files = listFiles(repo);

        const qint64 before = freeBytes(mount.path());
        auto stats = WorkspaceCopier(repo, workspace).copy(files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        const qint64 used = before - freeBytes(mount.path());

        QCOMPARE(stats->files, qint64(6));
        QCOMPARE(stats->symlinks, qint64(1));
        checkCopy(repo, workspace);
        const Extents extents = extentsOf(workspace + QStringLiteral("/big.bin"));
        QVERIFY(extents.total >= 8 * kMiB);
        if (reflink) {
            QCOMPARE(stats->cloned, qint64(6));
            QCOMPARE(stats->clonedBytes, stats->bytes);
            QCOMPARE(extents.shared, extents.total);
            QVERIFY2(used < 2 * kMiB, qPrintable(QStringLiteral("the clones took %1 bytes").arg(used)));
        } else {
            QCOMPARE(stats->cloned, qint64(0));
            QCOMPARE(stats->clonedBytes, qint64(0));
            QCOMPARE(extents.shared, qint64(0));
            QVERIFY2(used >= 8 * kMiB, qPrintable(QStringLiteral("the copy took only %1 bytes").arg(used)));
        }
    }

    // A repository on another file system than the workspace: nothing can be cloned, all is copied.
    void copyAcrossFileSystems()
    {
        const QString repo = folderOn(*m_noReflink, QStringLiteral("repo"));
        const QString workspace = folderOn(*m_reflink, QStringLiteral("workspace"));
        QByteArray big;
        makeRepository(repo, &big);
        if (QTest::currentTestFailed())
            return;
        auto stats = WorkspaceCopier(repo, workspace).copy(listFiles(repo), {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QCOMPARE(stats->cloned, qint64(0));
        QCOMPARE(stats->files, qint64(6));
        checkCopy(repo, workspace);
    }

    void restore_data()
    {
        QTest::addColumn<bool>("reflink");
        QTest::newRow("xfs reflink=1") << true;
        QTest::newRow("xfs reflink=0") << false;
    }

    // Large files come back as clones of the store's pool, which costs the disk nothing while the
    // workspace holds the same content; a version the workspace no longer holds is what prune frees.
    void restore()
    {
        QFETCH(bool, reflink);
        const LoopMount &mount = reflink ? *m_reflink : *m_noReflink;
        const QString workspace = folderOn(mount, QStringLiteral("workspace"));
        const QString storePath = folderOn(mount, QStringLiteral("store"));
        const QByteArray first = randomBytes(8 * kMiB);
        QVERIFY(writeFile(workspace + QStringLiteral("/big.bin"), first, 0640));
        QVERIFY(writeSparse(workspace + QStringLiteral("/sparse.img"), randomBytes(64 * 1024)));
        QVERIFY(writeFile(workspace + QStringLiteral("/src/small.c"), "int main() { return 0; }\n", 0644));
        QVERIFY(writeFile(workspace + QStringLiteral("/run.sh"), "#!/bin/sh\n", 0750));
        QVERIFY(::symlink("src/small.c", native(workspace + QStringLiteral("/link")).constData()) == 0);
        const auto original = dump(workspace);

        auto store = WorkspaceSnapshots::open(storePath);
        QVERIFY2(store.ok(), qPrintable(store.errorMessage()));
        auto base = store->capture(workspace, QStringLiteral("base"));
        QVERIFY2(base.ok(), qPrintable(base.errorMessage()));
        QCOMPARE(base->filesCloned, qint64(reflink ? 2 : 0)); // big.bin and sparse.img, not the small ones
        // The pool exists only where it can share blocks; elsewhere the probe's answer is kept.
        QCOMPARE(QFileInfo(storePath + QStringLiteral("/clones")).isDir(), reflink);
        QCOMPARE(QFileInfo::exists(storePath + QStringLiteral("/shadowbox-no-clones")), !reflink);
        if (!reflink)
            QCOMPARE(readAll(storePath + QStringLiteral("/shadowbox-no-clones")).trimmed(),
                     QByteArray::number(quint64(statOf(storePath).st_dev)));

        // The command: big.bin rewritten in place and made private, the sparse file gone.
        QVERIFY(writeFile(workspace + QStringLiteral("/big.bin"), randomBytes(8 * kMiB), 0600));
        QVERIFY(::unlink(native(workspace + QStringLiteral("/sparse.img")).constData()) == 0);
        QVERIFY(writeFile(workspace + QStringLiteral("/src/small.c"), "int main() { return 1; }\n", 0644));
        auto after = store->capture(workspace, QStringLiteral("after"));
        QVERIFY2(after.ok(), qPrintable(after.errorMessage()));
        QCOMPARE(after->filesCloned, qint64(reflink ? 1 : 0));

        // Held by a second name, the replaced big.bin frees nothing when the restore renames over
        // it: what the disk loses is then what the restore wrote.
        const QString held = folderOn(mount, QStringLiteral("held"));
        QVERIFY(::link(native(workspace + QStringLiteral("/big.bin")).constData(), native(held).constData()) == 0);
        const qint64 freeBefore = freeBytes(mount.path());
        auto restored = store->restore(workspace, base->id);
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        const qint64 used = freeBefore - freeBytes(mount.path());
        QCOMPARE(dump(workspace), original);
        QCOMPARE(restored->written, qint64(3));
        QCOMPARE(restored->cloned, qint64(reflink ? 2 : 0));
        QVERIFY2(qint64(statOf(workspace + QStringLiteral("/sparse.img")).st_blocks) * 512 <= kMiB,
                 "the restored sparse file is no longer sparse");
        const Extents extents = extentsOf(workspace + QStringLiteral("/big.bin"));
        QVERIFY(extents.total >= 8 * kMiB);
        if (reflink) {
            QCOMPARE(restored->clonedBytes, 8 * kMiB + 64 * kMiB);
            QCOMPARE(extents.shared, extents.total);
            QVERIFY2(used < 2 * kMiB, qPrintable(QStringLiteral("the restore took %1 bytes").arg(used)));
        } else {
            QCOMPARE(extents.shared, qint64(0));
            QVERIFY2(used >= 8 * kMiB, qPrintable(QStringLiteral("the restore took only %1 bytes").arg(used)));
        }

        auto verification = store->verify();
        QVERIFY2(verification.ok(), qPrintable(verification.errorMessage()));
        QVERIFY2(verification->ok(), qPrintable(verification->problems.join(u'\n')));
        QCOMPARE(verification->clones, qint64(reflink ? 3 : 0)); // big.bin twice, sparse.img once

        // Only the first snapshot is kept (the workspace holds it again): the second big.bin goes,
        // and with it the 8 MiB that only its clone still holds once its second name is gone too
        // (XFS frees an unlinked file's blocks in the background; sync and statfs wait for that).
        QVERIFY(::unlink(native(held).constData()) == 0);
        freeBytes(mount.path());
        auto freed = store->prune({base->id});
        QVERIFY2(freed.ok(), qPrintable(freed.errorMessage()));
        // Its object (8 MiB of random bytes do not compress) and, with reflinks, its clone.
        const qint64 expected = reflink ? 16 * kMiB : 8 * kMiB;
        QVERIFY2(*freed >= expected, qPrintable(QStringLiteral("prune freed %1 bytes").arg(*freed)));
        if (reflink)
            QCOMPARE(QDir(storePath + QStringLiteral("/clones")).entryList(QDir::Files | QDir::Hidden).size(), 2);
        // What is left still restores.
        QVERIFY(writeFile(workspace + QStringLiteral("/big.bin"), "changed", 0644));
        auto again = store->restore(workspace, base->id);
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(dump(workspace), original);
        QCOMPARE(again->cloned, qint64(reflink ? 1 : 0));
    }

    void fork_data() { restore_data(); }

    // A new sandbox from a snapshot (Snapshotter::fork writes its workspace with materialize):
    // its large files are clones of the source store's pool too, when both are on one disk.
    void fork()
    {
        QFETCH(bool, reflink);
        const LoopMount &mount = reflink ? *m_reflink : *m_noReflink;
        const QString workspace = folderOn(mount, QStringLiteral("source"));
        QVERIFY(writeFile(workspace + QStringLiteral("/big.bin"), randomBytes(8 * kMiB), 0600));
        QVERIFY(writeFile(workspace + QStringLiteral("/src/small.c"), "int main() { return 0; }\n", 0644));
        QVERIFY(::symlink("src/small.c", native(workspace + QStringLiteral("/link")).constData()) == 0);
        const auto original = dump(workspace);
        auto store = WorkspaceSnapshots::open(folderOn(mount, QStringLiteral("store")));
        QVERIFY2(store.ok(), qPrintable(store.errorMessage()));
        auto base = store->capture(workspace, QStringLiteral("base"));
        QVERIFY2(base.ok(), qPrintable(base.errorMessage()));
        // The source goes on and rewrites the file: the fork still gets the snapshot's bytes.
        QVERIFY(writeFile(workspace + QStringLiteral("/big.bin"), randomBytes(8 * kMiB), 0600));

        const QString copy = folderOn(mount, QStringLiteral("fork"));
        QVERIFY(QDir().mkpath(copy));
        const qint64 freeBefore = freeBytes(mount.path());
        auto made = store->materialize(base->id, copy);
        QVERIFY2(made.ok(), qPrintable(made.errorMessage()));
        const qint64 used = freeBefore - freeBytes(mount.path());
        QCOMPARE(dump(copy), original);
        QCOMPARE(made->cloned, qint64(reflink ? 1 : 0));
        const Extents extents = extentsOf(copy + QStringLiteral("/big.bin"));
        QVERIFY(extents.total >= 8 * kMiB);
        if (reflink) {
            QCOMPARE(extents.shared, extents.total);
            QVERIFY2(used < 2 * kMiB, qPrintable(QStringLiteral("the fork took %1 bytes").arg(used)));
        } else {
            QCOMPARE(extents.shared, qint64(0));
            QVERIFY2(used >= 8 * kMiB, qPrintable(QStringLiteral("the fork took only %1 bytes").arg(used)));
        }
    }

    // A clone that no longer matches its id is found by verify and removed; restores then write
    // that file from its object.
    void verifyRemovesDamagedClone()
    {
        const QString workspace = folderOn(*m_reflink, QStringLiteral("workspace"));
        const QString storePath = folderOn(*m_reflink, QStringLiteral("store"));
        const QByteArray content = randomBytes(kMiB);
        QVERIFY(writeFile(workspace + QStringLiteral("/data.bin"), content, 0644));
        auto store = WorkspaceSnapshots::open(storePath);
        QVERIFY(store.ok());
        auto base = store->capture(workspace, QStringLiteral("base"));
        QVERIFY2(base.ok(), qPrintable(base.errorMessage()));
        const QStringList clones = QDir(storePath + QStringLiteral("/clones")).entryList(QDir::Files);
        QCOMPARE(clones.size(), 1);
        {
            QFile clone(storePath + QStringLiteral("/clones/") + clones.first());
            QVERIFY(clone.open(QIODevice::ReadWrite));
            QVERIFY(clone.seek(1000));
            QVERIFY(clone.write("damage") == 6);
        }
        auto verification = store->verify();
        QVERIFY(verification.ok());
        QCOMPARE(verification->problems.size(), 1);
        QVERIFY(verification->problems.first().contains(clones.first()));
        QVERIFY(!QFileInfo::exists(storePath + QStringLiteral("/clones/") + clones.first()));

        QVERIFY(writeFile(workspace + QStringLiteral("/data.bin"), "other", 0644));
        auto restored = store->restore(workspace, base->id);
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        QCOMPARE(restored->cloned, qint64(0));
        QCOMPARE(readAll(workspace + QStringLiteral("/data.bin")), content);
        auto clean = store->verify();
        QVERIFY(clean.ok());
        QVERIFY2(clean->ok(), qPrintable(clean->problems.join(u'\n')));
    }

    // The store on a file system with reflinks, the workspace on another one: the first clone says
    // it cannot be done, and the capture reads the files as it always did.
    void workspaceOnAnotherFileSystem()
    {
        const QString workspace = folderOn(*m_noReflink, QStringLiteral("workspace"));
        const QString storePath = folderOn(*m_reflink, QStringLiteral("store"));
        QVERIFY(writeFile(workspace + QStringLiteral("/a.bin"), randomBytes(kMiB), 0644));
        QVERIFY(writeFile(workspace + QStringLiteral("/b.bin"), randomBytes(kMiB), 0600));
        const auto original = dump(workspace);
        auto store = WorkspaceSnapshots::open(storePath);
        QVERIFY(store.ok());
        auto base = store->capture(workspace, QStringLiteral("base"));
        QVERIFY2(base.ok(), qPrintable(base.errorMessage()));
        QCOMPARE(base->filesCloned, qint64(0));
        QCOMPARE(base->filesRead, qint64(2));
        QVERIFY(QDir(storePath + QStringLiteral("/clones")).entryList(QDir::Files | QDir::Hidden).isEmpty());
        QVERIFY(writeFile(workspace + QStringLiteral("/a.bin"), "changed", 0644));
        auto restored = store->restore(workspace, base->id);
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        QCOMPARE(restored->cloned, qint64(0));
        QCOMPARE(dump(workspace), original);
    }
};

int main(int argc, char *argv[])
{
    // A mount namespace of the test's own, made before any thread starts: its mounts are seen by
    // no other process and go with this one, even if it crashes.
    const bool ownNamespace = ::geteuid() == 0 && ::unshare(CLONE_NEWNS) == 0 &&
                              ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
    QCoreApplication app(argc, argv);
    TestWorkspaceClones test(ownNamespace);
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workspaceclones.moc"
