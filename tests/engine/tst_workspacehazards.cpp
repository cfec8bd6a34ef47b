// What a sandbox can leave in its workspace for the host to trip over — setuid files, device nodes,
// fifos, sockets, links out of the workspace — is found without opening any of it, and teardown
// removes all of it without following a link or changing anything outside.

#include "sandbox/WorkspaceHazards.h"
#include "sandbox/WorkspaceRemover.h"

#include <QDir>
#include <QFile>
#include <QFuture>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

#include <fcntl.h>
#include <sys/fsuid.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace shadowbox;

namespace {
QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

bool writeFile(const QString &path, const QByteArray &content, mode_t mode)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size() && (f.close(), true) &&
           ::chmod(native(path).constData(), mode) == 0;
}

bool link(const QString &target, const QString &at)
{
    QDir().mkpath(QFileInfo(at).absolutePath());
    return ::symlink(native(target).constData(), native(at).constData()) == 0;
}

bool makeSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray p = native(path);
    if (fd < 0 || p.size() >= qsizetype(sizeof address.sun_path))
        return false;
    std::memcpy(address.sun_path, p.constData(), size_t(p.size()));
    const bool ok = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return ok;
}

uint modeOf(const QString &path)
{
    struct stat st {};
    return ::lstat(native(path).constData(), &st) == 0 ? uint(st.st_mode & 07777) : 0xFFFFu;
}

// A workspace as a hostile sandbox leaves it (as root: mknod needs it), next to a folder outside it
// that must come through everything untouched.
struct HostileWorkspace {
    QTemporaryDir root{QStringLiteral("/tmp/sbx-hz-XXXXXX")};
    QString workspaces;
    QString workspace;
    QString outside;
    QString secret;

    bool build()
    {
        workspaces = root.filePath(QStringLiteral("workspaces"));
        workspace = workspaces + QStringLiteral("/ws");
        outside = root.filePath(QStringLiteral("outside"));
        secret = outside + QStringLiteral("/secret.txt");
        const QString w = workspace + u'/';
        return QDir().mkpath(workspace + QStringLiteral("/dev")) && writeFile(secret, "host secret\n", 0640) &&
               writeFile(w + QStringLiteral("README.md"), "readme\n", 0644) &&
               writeFile(w + QStringLiteral("src/main.c"), "int main(void) { return 0; }\n", 0644) &&
               writeFile(w + QStringLiteral("bin/rootme"),
                         "\x7f"
                         "ELF",
                         04755) &&
               writeFile(w + QStringLiteral("bin/groupme"),
                         "\x7f"
                         "ELF",
                         02755) &&
               ::mknod(native(w + QStringLiteral("dev/kmsg")).constData(), S_IFCHR | 0666, makedev(1, 11)) == 0 &&
               ::mknod(native(w + QStringLiteral("dev/disk")).constData(), S_IFBLK | 0666, makedev(7, 0)) == 0 &&
               ::mkfifo(native(w + QStringLiteral("pipe")).constData(), 0666) == 0 &&
               makeSocket(w + QStringLiteral("sock")) && link(secret, w + QStringLiteral("absolute")) &&
               link(QStringLiteral("../../outside/secret.txt"), w + QStringLiteral("climbs")) &&
               link(QStringLiteral("../../../../outside"), w + QStringLiteral("deep/er/up")) &&
               link(outside, w + QStringLiteral("dir-link")) &&
               link(QStringLiteral("src/main.c"), w + QStringLiteral("inside")) &&
               link(QStringLiteral("../src/./main.c"), w + QStringLiteral("deep/back"))
               // Folders the sandbox locked.
               && writeFile(w + QStringLiteral("locked/inner/file.txt"), "x", 0644) &&
               ::chmod(native(w + QStringLiteral("locked/inner")).constData(), 0) == 0 &&
               ::chmod(native(w + QStringLiteral("locked")).constData(), 0555) == 0;
    }
};

// Fails the test instead of hanging it if something blocks (opening a fifo would).
template <typename T> T withinSeconds(QFuture<T> future, int seconds, const QString &fifo)
{
    if (!QTest::qWaitFor([&] { return future.isFinished(); }, seconds * 1000)) {
        // Release a reader stuck on the fifo, then report.
        const int fd = ::open(native(fifo).constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
        future.waitForFinished();
        QTest::qFail("the walk blocked: it opened something that is not a folder", __FILE__, __LINE__);
    }
    return future.result();
}
} // namespace

class TestWorkspaceHazards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void linksAreJudgedByTheirText_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<bool>("leaves");
        QTest::newRow("absolute") << QByteArray("a") << QByteArray("/etc/passwd") << true;
        QTest::newRow("absolute into /workspace") << QByteArray("a") << QByteArray("/workspace/x") << true;
        QTest::newRow("sibling") << QByteArray("a") << QByteArray("b") << false;
        QTest::newRow("up from the top") << QByteArray("a") << QByteArray("../x") << true;
        QTest::newRow("up within") << QByteArray("d/a") << QByteArray("../x") << false;
        QTest::newRow("up too far") << QByteArray("d/a") << QByteArray("../../x") << true;
        QTest::newRow("down then out") << QByteArray("a") << QByteArray("d/../../x") << true;
        QTest::newRow("dots and slashes") << QByteArray("d/e/a") << QByteArray(".//..//./../x") << false;
        QTest::newRow("empty") << QByteArray("a") << QByteArray() << false;
    }

    void linksAreJudgedByTheirText()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, target);
        QFETCH(bool, leaves);
        QCOMPARE(WorkspaceHazards::linkLeavesWorkspace(path, target), leaves);
    }

    void scanFindsEveryHazardWithoutOpeningIt()
    {
        if (::geteuid() != 0)
            QSKIP("making device nodes needs root (CI runs the unit tests as root)");
        HostileWorkspace ws;
        QVERIFY(ws.build());
        auto scan = withinSeconds(QtConcurrent::run([&] { return WorkspaceHazards::scan(ws.workspace); }), 20,
                                  ws.workspace + QStringLiteral("/pipe"));
        QVERIFY2(scan, qPrintable(scan.errorMessage()));
        QMap<QByteArray, WorkspaceHazard::Kind> found;
        for (const WorkspaceHazard &h : scan->hazards)
            found.insert(h.path, h.kind);
        using K = WorkspaceHazard::Kind;
        const QMap<QByteArray, K> expected{
            {"bin/rootme", K::SetIdFile},
            {"bin/groupme", K::SetIdFile},
            {"dev/kmsg", K::DeviceNode},
            {"dev/disk", K::DeviceNode},
            {"pipe", K::Fifo},
            {"sock", K::Socket},
            {"absolute", K::LinkOutside},
            {"climbs", K::LinkOutside},
            {"deep/er/up", K::LinkOutside},
            {"dir-link", K::LinkOutside},
        };
        QCOMPARE(found, expected);
        QVERIFY(scan->complete()); // root may enter the locked folders
        const HazardCounts counts = scan->counts();
        QCOMPARE(counts.setIdFiles, 2);
        QCOMPARE(counts.deviceNodes, 2);
        QCOMPARE(counts.fifos, 1);
        QCOMPARE(counts.sockets, 1);
        QCOMPARE(counts.linksOutside, 4);
        for (const WorkspaceHazard &h : scan->hazards) {
            if (h.path == "absolute")
                QCOMPARE(h.linkTarget, native(ws.secret));
        }
        QCOMPARE(modeOf(ws.secret), 0640u);
    }

    void scanReportsWhatItCannotEnter()
    {
        QTemporaryDir dir;
        QString path = dir.path();
        for (int i = 0; i < WorkspaceHazards::kMaxDepth + 5; ++i) {
            path += QStringLiteral("/d");
            QVERIFY(::mkdir(native(path).constData(), 0755) == 0);
        }
        auto scan = WorkspaceHazards::scan(dir.path());
        QVERIFY2(scan, qPrintable(scan.errorMessage()));
        QVERIFY(!scan->complete());
        QCOMPARE(scan->unreadable.size(), 1);
        QCOMPARE(scan->unreadable.first().count('/') + 1, WorkspaceHazards::kMaxDepth);
    }

    void teardownRemovesEverythingWithoutFollowing()
    {
        if (::geteuid() != 0)
            QSKIP("making device nodes needs root (CI runs the unit tests as root)");
        HostileWorkspace ws;
        QVERIFY(ws.build());
        const uint outsideMode = modeOf(ws.outside);
        auto removal = withinSeconds(
            QtConcurrent::run([&] { return WorkspaceRemover::remove(ws.workspaces, QByteArrayLiteral("ws")); }), 20,
            ws.workspace + QStringLiteral("/pipe"));
        QVERIFY2(removal.removed, qPrintable(removal.failure));
        QVERIFY(!QFileInfo::exists(ws.workspace));
        QCOMPARE(removal.hazards.setIdFiles, 2);
        QCOMPARE(removal.hazards.deviceNodes, 2);
        QCOMPARE(removal.hazards.fifos, 1);
        QCOMPARE(removal.hazards.sockets, 1);
        QCOMPARE(removal.hazards.linksOutside, 4);
        QVERIFY2(removal.hazards.summary().contains(QStringLiteral("device nodes: 2")),
                 qPrintable(removal.hazards.summary()));
        // Outside: the same folder, the same file, the same mode.
        QCOMPARE(QDir(ws.outside).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{QStringLiteral("secret.txt")});
        QFile secret(ws.secret);
        QVERIFY(secret.open(QIODevice::ReadOnly));
        QCOMPARE(secret.readAll(), QByteArray("host secret\n"));
        QCOMPARE(modeOf(ws.secret), 0640u);
        QCOMPARE(modeOf(ws.outside), outsideMode);
    }

    void ownerRemovesFoldersTheSandboxLocked()
    {
        // Rootless engines map the sandbox's root to the user: its chmod 000 applies to the user's
        // own folders. Played here by switching this thread's file-system identity to nobody.
        if (::geteuid() != 0)
            QSKIP("switching to another user's file-system identity needs root");
        QTemporaryDir root(QStringLiteral("/tmp/sbx-hz-XXXXXX"));
        QVERIFY(::chown(native(root.path()).constData(), 65534, 65534) == 0);
        const QString outside = root.filePath(QStringLiteral("outside.txt"));
        QVERIFY(writeFile(outside, "keep\n", 0644)); // root's file next to nobody's workspace
        const int uid = ::setfsuid(65534);
        const int gid = ::setfsgid(65534);
        const QString ws = root.filePath(QStringLiteral("ws"));
        bool built =
            QDir().mkpath(ws + QStringLiteral("/a/b/c")) && writeFile(ws + QStringLiteral("/a/b/c/f.txt"), "f", 0) &&
            writeFile(ws + QStringLiteral("/a/g.txt"), "g", 0444) && link(outside, ws + QStringLiteral("/a/b/out")) &&
            ::chmod(native(ws + QStringLiteral("/a/b/c")).constData(), 0) == 0 &&
            ::chmod(native(ws + QStringLiteral("/a/b")).constData(), 0) == 0 &&
            ::chmod(native(ws + QStringLiteral("/a")).constData(), 0555) == 0 &&
            ::chmod(native(ws).constData(), 0) == 0;
        struct stat st {};
        const bool blockedBefore = ::stat(native(ws + QStringLiteral("/a/g.txt")).constData(), &st) != 0;
        const WorkspaceRemoval removal = built ? WorkspaceRemover::remove(root.path(), "ws") : WorkspaceRemoval();
        ::setfsuid(uid_t(uid));
        ::setfsgid(gid_t(gid));
        QVERIFY(built);
        QVERIFY(blockedBefore); // the folders really were closed to their owner
        QVERIFY2(removal.removed, qPrintable(removal.failure));
        QVERIFY(!QFileInfo::exists(ws));
        QCOMPARE(removal.hazards.linksOutside, 1);
        QCOMPARE(modeOf(outside), 0644u);
    }

    void deepTreesAreRemoved()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(QStringLiteral("ws"));
        QVERIFY(QDir().mkpath(ws));
        int fd = ::open(native(ws).constData(), O_RDONLY | O_DIRECTORY);
        for (int i = 0; i < 3 * WorkspaceHazards::kMaxDepth && fd >= 0; ++i) {
            QVERIFY(::mkdirat(fd, "d", 0755) == 0);
            const int next = ::openat(fd, "d", O_RDONLY | O_DIRECTORY);
            ::close(fd);
            fd = next;
        }
        QVERIFY(fd >= 0);
        QVERIFY(::mkfifoat(fd, "bottom-pipe", 0600) == 0);
        ::close(fd);
        const WorkspaceRemoval removal = WorkspaceRemover::remove(root.path(), "ws");
        QVERIFY2(removal.removed, qPrintable(removal.failure));
        QVERIFY(!QFileInfo::exists(ws));
        QCOMPARE(removal.hazards.fifos, 1);
    }

    void aWorkspaceThatIsALinkIsOnlyUnlinked()
    {
        QTemporaryDir root;
        QTemporaryDir elsewhere;
        QVERIFY(writeFile(elsewhere.filePath(QStringLiteral("keep.txt")), "keep", 0644));
        QVERIFY(link(elsewhere.path(), root.filePath(QStringLiteral("ws"))));
        const WorkspaceRemoval removal = WorkspaceRemover::remove(root.path(), "ws");
        QVERIFY(removal.removed);
        QVERIFY(!QFileInfo(root.filePath(QStringLiteral("ws"))).isSymLink());
        QVERIFY(QFile::exists(elsewhere.filePath(QStringLiteral("keep.txt"))));
        QVERIFY(!WorkspaceRemover::remove(root.path(), "../x").removed);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceHazards)
#include "tst_workspacehazards.moc"
