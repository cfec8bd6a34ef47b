// An agent's file operations on a workspace that a hostile container filled: links out of it
// (relative, absolute, through /workspace/.., chained, in loops), FIFOs, devices, hard links,
// setuid files, names that are not UTF-8. Each workspace has a sibling folder "victim" whose bytes
// are checked after every attack: nothing in it may be read, changed, made or removed.

#include "agents/WorkspaceFiles.h"
#include "sandbox/WorkspaceRemover.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <functional>
#include <thread>

#include <fcntl.h>
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

bool writeFile(const QString &path, const QByteArray &content, mode_t mode = 0644)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size() && (f.close(), true) &&
           ::chmod(native(path).constData(), mode) == 0;
}

// By the path's bytes: QFile cannot open a name that is not UTF-8.
QByteArray readBytes(const QByteArray &path)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return QByteArray("<missing>");
    QByteArray content;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        content.append(buffer, qsizetype(n));
    ::close(fd);
    return content;
}

QByteArray readFile(const QString &path)
{
    return readBytes(native(path));
}

bool writeBytes(const QByteArray &path, const QByteArray &content)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, content.constData(), size_t(content.size())) == ssize_t(content.size());
    return ::close(fd) == 0 && ok;
}

bool makeLink(const QByteArray &target, const QString &at)
{
    QDir().mkpath(QFileInfo(at).absolutePath());
    return ::symlink(target.constData(), native(at).constData()) == 0;
}

QByteArray linkTarget(const QString &path)
{
    char buffer[4096];
    const ssize_t n = ::readlink(native(path).constData(), buffer, sizeof buffer);
    return n < 0 ? QByteArray() : QByteArray(buffer, qsizetype(n));
}

struct stat lstatOf(const QString &path)
{
    struct stat st {};
    if (::lstat(native(path).constData(), &st) != 0)
        st.st_mode = 0;
    return st;
}

uint modeOf(const QString &path)
{
    return uint(lstatOf(path).st_mode & 07777);
}

bool exists(const QString &path)
{
    struct stat st {};
    return ::lstat(native(path).constData(), &st) == 0;
}

QStringList namesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
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

QList<QByteArray> pathsOf(const WorkspaceFiles::Listing &listing)
{
    QList<QByteArray> paths;
    for (const WorkspaceFiles::Entry &e : listing.entries)
        paths.append(e.path);
    return paths;
}

const WorkspaceFiles::Entry *entryAt(const WorkspaceFiles::Listing &listing, const QByteArray &path)
{
    for (const WorkspaceFiles::Entry &e : listing.entries) {
        if (e.path == path)
            return &e;
    }
    return nullptr;
}

// What a call on another thread returned, as a value QFuture can hold.
struct Outcome {
    bool ok = false;
    Error::Kind kind = Error::Kind::Generic;
    QString message;
};

template <typename T> Outcome outcome(const Result<T> &r)
{
    return Outcome{r.ok(), r.ok() ? Error::Kind::Generic : r.error().kind, r.errorMessage()};
}

// True when the call ends within five seconds. Otherwise it is stuck on the FIFO: both ends are
// opened once to release it (so the test ends rather than hangs), and false tells the test to fail.
bool finishesQuickly(QFuture<Outcome> &future, const QString &fifo)
{
    if (QTest::qWaitFor([&] { return future.isFinished(); }, 5000))
        return true;
    while (!future.isFinished()) {
        for (int flags : {O_WRONLY | O_NONBLOCK, O_RDONLY | O_NONBLOCK}) {
            const int fd = ::open(native(fifo).constData(), flags);
            if (fd >= 0)
                ::close(fd);
        }
        QThread::msleep(20);
    }
    return false;
}

constexpr char kSecret[] = "victim bytes\n";
constexpr char kTrap[] = "int trap;\n";

// A workspace folder next to the victim folder it must never reach, both in a scratch folder that
// goes away with the test.
struct Scene {
    QTemporaryDir dir{QStringLiteral("/tmp/sbx-wf-XXXXXX")};
    QString ws = dir.filePath(QStringLiteral("workspace"));
    QString victim = dir.filePath(QStringLiteral("victim"));
    WorkspaceFiles files{ws};

    // QTemporaryDir cannot remove a name that is not UTF-8; the engine's remover can.
    ~Scene() { WorkspaceRemover::remove(dir.path(), "workspace"); }

    QString w(const QString &relative) const { return ws + u'/' + relative; }
    QByteArray n(const QByteArray &relative) const { return native(ws) + '/' + relative; }

    bool build()
    {
        return dir.isValid() && QDir().mkpath(ws) && writeFile(victim + QStringLiteral("/secret.txt"), kSecret) &&
               writeFile(victim + QStringLiteral("/trap.c"), kTrap);
    }

    // An ordinary tree, as a repository copied in leaves it.
    bool addTree()
    {
        return writeFile(w(QStringLiteral("README.md")), "readme\n") &&
               writeFile(w(QStringLiteral("a.c")), "int top;\n") &&
               writeFile(w(QStringLiteral("src/a.c")), "int a;\n") &&
               writeFile(w(QStringLiteral("src/b.h")), "int b;\n") &&
               writeFile(w(QStringLiteral("src/lib/c.c")), "int c;\n") &&
               writeFile(w(QStringLiteral("src/lib/deep/d.c")), "int d;\n") &&
               writeFile(w(QStringLiteral("src/inner/i.c")), "int i;\n") &&
               writeFile(w(QStringLiteral(".git/config")), "[core]\n") &&
               writeFile(w(QStringLiteral(".git/objects/x")), "x") && writeFile(w(QStringLiteral(".hidden")), "h");
    }

    // What root in the container can make to lead the host outside, and links that stay inside.
    bool addLinks()
    {
        return makeLink("../victim", w(QStringLiteral("evil"))) && makeLink("/etc", w(QStringLiteral("evil-etc"))) &&
               makeLink("/workspace/../victim", w(QStringLiteral("evil2"))) &&
               makeLink(native(victim), w(QStringLiteral("evil-host"))) &&
               makeLink("chain2", w(QStringLiteral("chain1"))) && makeLink("sub/chain3", w(QStringLiteral("chain2"))) &&
               makeLink("../../victim", w(QStringLiteral("sub/chain3"))) &&
               makeLink("loop-b", w(QStringLiteral("loop-a"))) && makeLink("loop-a", w(QStringLiteral("loop-b"))) &&
               makeLink("../victim/secret.txt", w(QStringLiteral("secret-link"))) &&
               makeLink("/workspace/../victim/secret.txt", w(QStringLiteral("secret-abs"))) &&
               makeLink("..", w(QStringLiteral("sub/up"))) && makeLink("src", w(QStringLiteral("lib"))) &&
               makeLink("/workspace/src", w(QStringLiteral("abs"))) &&
               makeLink("src/a.c", w(QStringLiteral("alias.c"))) && makeLink("src/inner", w(QStringLiteral("deep")));
    }

    // The victim folder holds exactly what it held, byte for byte, with the same modes.
    bool victimIntact() const
    {
        return namesIn(victim) == QStringList{QStringLiteral("secret.txt"), QStringLiteral("trap.c")} &&
               readFile(victim + QStringLiteral("/secret.txt")) == kSecret &&
               readFile(victim + QStringLiteral("/trap.c")) == kTrap &&
               modeOf(victim + QStringLiteral("/secret.txt")) == 0644 &&
               QFileInfo(victim + QStringLiteral("/secret.txt")).isFile() &&
               !QFileInfo(victim + QStringLiteral("/secret.txt")).isSymLink();
    }

    // No ".shadowbox-write-" file was left behind in `folder`.
    bool noTemporaries(const QString &folder) const
    {
        for (const QString &name : namesIn(folder)) {
            if (name.startsWith(QStringLiteral(".shadowbox-write-")))
                return false;
        }
        return true;
    }
};

} // namespace

class TestWorkspaceFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void normalizeKeepsPathsInsideWorkspace_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("empty") << QByteArray() << QByteArray();
        QTest::newRow("dot") << QByteArray(".") << QByteArray();
        QTest::newRow("dot slash") << QByteArray("./") << QByteArray();
        QTest::newRow("workspace") << QByteArray("/workspace") << QByteArray();
        QTest::newRow("workspace slash") << QByteArray("/workspace/") << QByteArray();
        QTest::newRow("relative") << QByteArray("src/a.c") << QByteArray("src/a.c");
        QTest::newRow("dot relative") << QByteArray("./src/a.c") << QByteArray("src/a.c");
        QTest::newRow("absolute") << QByteArray("/workspace/src/a.c") << QByteArray("src/a.c");
        QTest::newRow("doubled slashes") << QByteArray("/workspace//src/./a.c") << QByteArray("src/a.c");
        QTest::newRow("double leading slash") << QByteArray("//workspace/x") << QByteArray("x");
        QTest::newRow("trailing slash") << QByteArray("src/") << QByteArray("src");
        // `..` stays for the walk: after a link it is the link target's parent.
        QTest::newRow("dot dot inside") << QByteArray("a/../b") << QByteArray("a/../b");
        QTest::newRow("not utf-8") << QByteArray("caf\xe9/x") << QByteArray("caf\xe9/x");
    }

    void normalizeKeepsPathsInsideWorkspace()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, expected);
        const Result<QByteArray> normal = WorkspaceFiles::normalize(path);
        QVERIFY2(normal.ok(), qPrintable(normal.errorMessage()));
        QCOMPARE(*normal, expected);
    }

    void normalizeRefusesPathsOutside_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::newRow("etc passwd") << QByteArray("/etc/passwd");
        QTest::newRow("root") << QByteArray("/");
        QTest::newRow("prefix only") << QByteArray("/workspacex/a");
        QTest::newRow("shorter") << QByteArray("/work");
        QTest::newRow("dot dot") << QByteArray("..");
        QTest::newRow("dot dot victim") << QByteArray("../victim/x");
        QTest::newRow("climbs back") << QByteArray("a/../../victim");
        QTest::newRow("workspace dot dot") << QByteArray("/workspace/../victim");
        QTest::newRow("dot then dot dot") << QByteArray("./../x");
        QTest::newRow("nul byte") << QByteArray("src/a\0b", 7);
    }

    void normalizeRefusesPathsOutside()
    {
        QFETCH(QByteArray, path);
        const Result<QByteArray> normal = WorkspaceFiles::normalize(path);
        QVERIFY(!normal.ok());
        QCOMPARE(normal.error().kind, Error::Kind::InvalidInput);
        if (!path.contains('\0'))
            QVERIFY2(normal.errorMessage().contains(QString::fromUtf8(path)), qPrintable(normal.errorMessage()));
    }

    // Every operation through every way out is refused, and the victim folder is as it was.
    void escapesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("folder");    // a path that leads to the victim folder, or to /etc
        QTest::addColumn<bool>("etc");             // it leads to /etc: only harmless names are tried there
        QTest::addColumn<QStringList>("mentions"); // what the refusal must name
        auto row = [](const char *name, const QByteArray &folder, bool etc, const QStringList &mentions) {
            QTest::newRow(name) << folder << etc << mentions;
        };
        row("dot dot", "../victim", false, {QStringLiteral("../victim")});
        row("climb from a name", "a/../../victim", false, {QStringLiteral("a/../../victim")});
        row("workspace dot dot", "/workspace/../victim", false, {QStringLiteral("/workspace/../victim")});
        row("climb from a folder", "src/../../victim", false, {QStringLiteral("src/../../victim")});
        row("relative link", "evil", false, {QStringLiteral("evil"), QStringLiteral("../victim")});
        row("link through workspace", "evil2", false,
            {QStringLiteral("evil2"), QStringLiteral("/workspace/../victim")});
        row("host absolute link", "evil-host", false, {QStringLiteral("evil-host")});
        row("chain of links", "chain1", false, {QStringLiteral("sub/chain3"), QStringLiteral("../../victim")});
        // sub/up is /workspace, so the `..` after it climbs out although it looks harmless.
        row("link to parent then up", "sub/up/../victim", false, {QStringLiteral("sub/up/../victim")});
        row("absolute etc", "/etc", true, {QStringLiteral("/etc")});
        row("link to etc", "evil-etc", true, {QStringLiteral("evil-etc"), QStringLiteral("/etc")});
        row("link to etc, absolute", "/workspace/evil-etc", true, {QStringLiteral("evil-etc"), QStringLiteral("/etc")});
    }

    void escapesAreRefused()
    {
        QFETCH(QByteArray, folder);
        QFETCH(bool, etc);
        QFETCH(QStringList, mentions);
        Scene s;
        QVERIFY(s.build() && s.addTree() && s.addLinks());

        // Empty when `result` is the refusal wanted, else what is wrong with it.
        auto problem = [&](const auto &result, const char *what) -> QString {
            const QString op = QLatin1String(what);
            if (result.ok())
                return op + QStringLiteral(" was allowed");
            if (result.error().kind != Error::Kind::InvalidInput)
                return op + QStringLiteral(": wrong refusal: ") + result.errorMessage();
            for (const QString &m : std::as_const(mentions)) {
                if (!result.errorMessage().contains(m))
                    return op + QStringLiteral(": \"%1\" does not name %2").arg(result.errorMessage(), m);
            }
            return QString();
        };
#define REFUSED(call, what)                                                                                            \
    do {                                                                                                               \
        const QString p = problem(call, what);                                                                         \
        QVERIFY2(p.isEmpty(), qPrintable(p));                                                                          \
    } while (false)

        const QByteArray existing = folder + (etc ? "/passwd" : "/secret.txt");
        const QByteArray fresh = folder + "/shadowbox-never-written.txt";
        const QString etcFresh = QStringLiteral("/etc/shadowbox-never-written.txt");
        const QByteArray passwd = readFile(QStringLiteral("/etc/passwd"));

        REFUSED(s.files.read(existing), "read");
        REFUSED(s.files.list(folder, "**"), "list");
        REFUSED(s.files.write(fresh, "made\n"), "write of a new file");
        REFUSED(s.files.remove(fresh), "remove");
        if (etc) {
            // A text that is nowhere in /etc/passwd: a broken walk would answer "not found", not write.
            REFUSED(s.files.edit(existing, "\x01never\x02", "x"), "edit");
            QVERIFY(!exists(etcFresh));
            QCOMPARE(readFile(QStringLiteral("/etc/passwd")), passwd);
        } else {
            REFUSED(s.files.write(existing, "overwritten\n"), "write");
            REFUSED(s.files.edit(existing, "victim", "HACKED"), "edit");
            REFUSED(s.files.remove(existing), "remove");
            REFUSED(s.files.remove(folder + "/trap.c", true), "recursive remove");
        }
        QVERIFY(s.victimIntact());
        // Nothing leaked into the workspace either (no folder made on the way).
        QVERIFY(!exists(s.w(QStringLiteral("a"))));
#undef REFUSED
    }

    void linkLoopsAndChainsStopAtForty()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree() && s.addLinks());
        const auto loop = s.files.read("loop-a/x");
        QVERIFY(!loop.ok());
        QCOMPARE(loop.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(loop.errorMessage().contains(QStringLiteral("40")), qPrintable(loop.errorMessage()));
        QVERIFY(!s.files.write("loop-b", "x").ok());
        QCOMPARE(linkTarget(s.w(QStringLiteral("loop-b"))), QByteArray("loop-a"));

        // 40 links in a row are followed, 41 are not.
        QVERIFY(makeLink("src", s.w(QStringLiteral("c0"))));
        for (int i = 1; i <= 40; ++i)
            QVERIFY(makeLink("c" + QByteArray::number(i - 1), s.w(QStringLiteral("c%1").arg(i))));
        const auto forty = s.files.read("c39/a.c");
        QVERIFY2(forty.ok(), qPrintable(forty.errorMessage()));
        QCOMPARE(forty->content, QByteArray("int a;\n"));
        QVERIFY(!s.files.read("c40/a.c").ok());
    }

    void finalLinkOutsideIsNeverWrittenThrough()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree() && s.addLinks());
        for (const char *link : {"secret-link", "secret-abs"}) {
            const auto written = s.files.write(link, "overwritten\n");
            QVERIFY(!written.ok());
            QVERIFY2(written.errorMessage().contains(QString::fromUtf8(link)), qPrintable(written.errorMessage()));
            QVERIFY(!s.files.read(link).ok());
            QVERIFY(!s.files.edit(link, "victim", "HACKED").ok());
            QVERIFY(QFileInfo(s.w(QString::fromUtf8(link))).isSymLink());
        }
        // Removing the link removes the link, never what it points to.
        const auto removed = s.files.remove("secret-link");
        QVERIFY2(removed.ok(), qPrintable(removed.errorMessage()));
        QVERIFY(!exists(s.w(QStringLiteral("secret-link"))));
        const auto removedDir = s.files.remove("evil", true);
        QVERIFY2(removedDir.ok(), qPrintable(removedDir.errorMessage()));
        QVERIFY(!exists(s.w(QStringLiteral("evil"))));
        QVERIFY(s.victimIntact());
    }

    void linksInsideAreFollowedLikeTheContainer()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree() && s.addLinks());
        const struct {
            QByteArray path;
            QByteArray resolved;
        } reads[] = {
            {"lib/a.c", "src/a.c"},
            {"abs/a.c", "src/a.c"},
            {"/workspace/abs/a.c", "src/a.c"},
            {"alias.c", "src/a.c"},
            {"sub/up/src/a.c", "src/a.c"},
            {"src/../src/./a.c", "src/a.c"},
            // deep is src/inner, so deep/.. is src (the container's answer), not the workspace.
            {"deep/../a.c", "src/a.c"},
            {"deep/i.c", "src/inner/i.c"},
        };
        for (const auto &r : reads) {
            const auto text = s.files.read(r.path);
            QVERIFY2(text.ok(), qPrintable(QString::fromUtf8(r.path) + QStringLiteral(": ") + text.errorMessage()));
            QCOMPARE(text->path, r.resolved);
            QCOMPARE(text->content, readBytes(s.n(r.resolved)));
        }

        const auto made = s.files.write("abs/new.c", "int n;\n");
        QVERIFY2(made.ok(), qPrintable(made.errorMessage()));
        QCOMPARE(made->path, QByteArray("src/new.c"));
        QVERIFY(made->created);
        QCOMPARE(readFile(s.w(QStringLiteral("src/new.c"))), QByteArray("int n;\n"));

        const auto parents = s.files.write("lib/made/x.c", "int x;\n");
        QVERIFY2(parents.ok(), qPrintable(parents.errorMessage()));
        QCOMPARE(readFile(s.w(QStringLiteral("src/made/x.c"))), QByteArray("int x;\n"));

        // A last component that is a link inside: its target gets the bytes, the link stays a link.
        const auto through = s.files.write("alias.c", "int changed;\n");
        QVERIFY2(through.ok(), qPrintable(through.errorMessage()));
        QCOMPARE(through->path, QByteArray("src/a.c"));
        QVERIFY(!through->created);
        QCOMPARE(readFile(s.w(QStringLiteral("src/a.c"))), QByteArray("int changed;\n"));
        QCOMPARE(linkTarget(s.w(QStringLiteral("alias.c"))), QByteArray("src/a.c"));

        const auto listed = s.files.list("lib", "*.c");
        QVERIFY2(listed.ok(), qPrintable(listed.errorMessage()));
        QCOMPARE(listed->folder, QByteArray("src"));
        QCOMPARE(pathsOf(*listed), (QList<QByteArray>{"src/a.c", "src/new.c"}));
        QVERIFY(s.victimIntact());
    }

    void specialFilesAreRefusedWithoutBlocking()
    {
        Scene s;
        QVERIFY(s.build());
        const QString fifo = s.w(QStringLiteral("pipe"));
        QVERIFY(::mkfifo(native(fifo).constData(), 0666) == 0);
        QVERIFY(makeLink("pipe", s.w(QStringLiteral("pipe-link"))));
        QVERIFY(makeSocket(s.w(QStringLiteral("sock"))));
        const bool root = ::geteuid() == 0;
        if (root)
            QVERIFY(::mknod(native(s.w(QStringLiteral("null"))).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0);

        const WorkspaceFiles files = s.files;
        const QList<std::function<Outcome()>> calls = {
            [files] { return outcome(files.read("pipe")); },
            [files] { return outcome(files.read("pipe-link")); },
            [files] { return outcome(files.edit("pipe", "a", "b")); },
            [files] { return outcome(files.write("pipe", "x")); },
            [files] { return outcome(files.write("pipe-link", "x")); },
            [files] { return outcome(files.read("sock")); },
            [files] { return outcome(files.write("sock", "x")); },
        };
        for (qsizetype i = 0; i < calls.size(); ++i) {
            QFuture<Outcome> future = QtConcurrent::run(calls.at(i));
            QVERIFY2(finishesQuickly(future, fifo), qPrintable(QStringLiteral("call %1 blocked").arg(i)));
            const Outcome o = future.result();
            QVERIFY2(!o.ok, qPrintable(QStringLiteral("call %1 was allowed").arg(i)));
            QCOMPARE(o.kind, Error::Kind::InvalidInput);
        }
        QVERIFY(S_ISFIFO(lstatOf(fifo).st_mode));
        QVERIFY(S_ISSOCK(lstatOf(s.w(QStringLiteral("sock"))).st_mode));
        if (root) {
            QVERIFY(!s.files.read("null").ok());
            QVERIFY(!s.files.write("null", "x").ok());
            QVERIFY(S_ISCHR(lstatOf(s.w(QStringLiteral("null"))).st_mode));
        }
        // A FIFO goes like any file.
        QVERIFY(s.files.remove("pipe").ok());
        QVERIFY(!exists(fifo));
    }

    void hardLinksKeepTheirOldBytes()
    {
        Scene s;
        QVERIFY(s.build());
        QVERIFY(writeFile(s.w(QStringLiteral("a.txt")), "old\n"));
        QVERIFY(::link(native(s.w(QStringLiteral("a.txt"))).constData(),
                       native(s.w(QStringLiteral("b.txt"))).constData()) == 0);
        QVERIFY(s.files.write("a.txt", "new\n").ok());
        QCOMPARE(readFile(s.w(QStringLiteral("a.txt"))), QByteArray("new\n"));
        QCOMPARE(readFile(s.w(QStringLiteral("b.txt"))), QByteArray("old\n"));
        QVERIFY(s.files.edit("b.txt", "old", "edited").ok());
        QCOMPARE(readFile(s.w(QStringLiteral("b.txt"))), QByteArray("edited\n"));
        QCOMPARE(readFile(s.w(QStringLiteral("a.txt"))), QByteArray("new\n"));

        // A hard link to a file outside (made before the workspace was mounted) is not a way out.
        QVERIFY(::link(native(s.victim + QStringLiteral("/secret.txt")).constData(),
                       native(s.w(QStringLiteral("hl.txt"))).constData()) == 0);
        QVERIFY(s.files.write("hl.txt", "overwritten\n").ok());
        QVERIFY(s.files.edit("hl.txt", "overwritten", "edited").ok());
        QCOMPARE(readFile(s.victim + QStringLiteral("/secret.txt")), QByteArray(kSecret));
        QCOMPARE(lstatOf(s.victim + QStringLiteral("/secret.txt")).st_nlink, nlink_t(1));
        QVERIFY(s.victimIntact());
    }

    void newFilesAndFoldersBelongToTheWorkspacesOwner()
    {
        // Docker with userns-remap: the workspace belongs to root in the sandbox, a subordinate id of
        // this machine. What an agent's write makes there is that user's, or root inside could not
        // change it; a file that exists keeps its owner.
        if (::geteuid() != 0)
            QSKIP("giving files to another user needs root (CI runs the unit tests as root)");
        Scene s;
        QVERIFY(s.build());
        QVERIFY(::chown(native(s.w(QString())).constData(), 100000, 100000) == 0);
        QVERIFY(writeFile(s.w(QStringLiteral("kept.txt")), "old\n"));
        QVERIFY(::chown(native(s.w(QStringLiteral("kept.txt"))).constData(), 100007, 100007) == 0);
        QVERIFY(s.files.write("made/deeper/new.c", "int n;\n").ok());
        QVERIFY(s.files.write("kept.txt", "new\n").ok());
        QCOMPARE(lstatOf(s.w(QStringLiteral("made"))).st_uid, uid_t(100000));
        QCOMPARE(lstatOf(s.w(QStringLiteral("made/deeper"))).st_uid, uid_t(100000));
        QCOMPARE(lstatOf(s.w(QStringLiteral("made/deeper/new.c"))).st_uid, uid_t(100000));
        QCOMPARE(lstatOf(s.w(QStringLiteral("made/deeper/new.c"))).st_gid, gid_t(100000));
        QCOMPARE(lstatOf(s.w(QStringLiteral("kept.txt"))).st_uid, uid_t(100007));
    }

    void writesKeepPermissionBitsButNeverSetId()
    {
        Scene s;
        QVERIFY(s.build());
        QVERIFY(writeFile(s.w(QStringLiteral("rootme")),
                          "\x7f"
                          "ELF",
                          04755));
        QVERIFY(writeFile(s.w(QStringLiteral("groupme")), "int g;\n", 02775));
        QVERIFY(writeFile(s.w(QStringLiteral("sticky")), "s", 01777));
        QVERIFY(writeFile(s.w(QStringLiteral("private")), "p", 0600));
        QCOMPARE(modeOf(s.w(QStringLiteral("rootme"))), 04755u);

        QVERIFY(s.files.write("rootme", "#!/bin/sh\n").ok());
        QCOMPARE(modeOf(s.w(QStringLiteral("rootme"))), 0755u);
        QVERIFY(s.files.edit("groupme", "int g", "int h").ok());
        QCOMPARE(modeOf(s.w(QStringLiteral("groupme"))), 0775u);
        QVERIFY(s.files.write("sticky", "t").ok());
        QCOMPARE(modeOf(s.w(QStringLiteral("sticky"))), 0777u);
        QVERIFY(s.files.write("private", "q").ok());
        QCOMPARE(modeOf(s.w(QStringLiteral("private"))), 0600u);
        const mode_t oldMask = ::umask(077); // a strict umask does not change what a new file gets
        const auto made = s.files.write("fresh/new.txt", "n");
        ::umask(oldMask);
        QVERIFY2(made.ok(), qPrintable(made.errorMessage()));
        QCOMPARE(modeOf(s.w(QStringLiteral("fresh/new.txt"))), 0644u);
        QCOMPARE(modeOf(s.w(QStringLiteral("fresh"))), 0755u);
    }

    void writeCreatesParentsAndRefusesFolders()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree());
        const auto made = s.files.write("/workspace/new/deeper/file.txt", "hello\n");
        QVERIFY2(made.ok(), qPrintable(made.errorMessage()));
        QCOMPARE(made->path, QByteArray("new/deeper/file.txt"));
        QCOMPARE(made->bytes, 6);
        QVERIFY(made->created);
        QCOMPARE(readFile(s.w(QStringLiteral("new/deeper/file.txt"))), QByteArray("hello\n"));
        QCOMPARE(modeOf(s.w(QStringLiteral("new"))), 0755u);
        QCOMPARE(modeOf(s.w(QStringLiteral("new/deeper"))), 0755u);

        const auto again = s.files.write("new/deeper/file.txt", "bye\n");
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QVERIFY(!again->created);
        QCOMPARE(again->bytes, 4);
        QCOMPARE(readFile(s.w(QStringLiteral("new/deeper/file.txt"))), QByteArray("bye\n"));
        QVERIFY(s.noTemporaries(s.w(QStringLiteral("new/deeper"))));

        const auto empty = s.files.write("empty.txt", QByteArray());
        QVERIFY(empty.ok());
        QCOMPARE(QFileInfo(s.w(QStringLiteral("empty.txt"))).size(), 0);

        for (const char *folder : {"src", "", "/workspace", "lib"}) {
            if (qstrcmp(folder, "lib") == 0)
                QVERIFY(makeLink("src", s.w(QStringLiteral("lib"))));
            const auto refused = s.files.write(folder, "x");
            QVERIFY2(!refused.ok(), folder);
            QCOMPARE(refused.error().kind, Error::Kind::InvalidInput);
        }
        QVERIFY(QFileInfo(s.w(QStringLiteral("src/a.c"))).isFile());
        // A file in the way of a folder to make is not replaced.
        const auto blocked = s.files.write("a.c/x.txt", "x");
        QVERIFY(!blocked.ok());
        QCOMPARE(readFile(s.w(QStringLiteral("a.c"))), QByteArray("int top;\n"));
        QVERIFY(s.noTemporaries(s.ws));
        QVERIFY(s.noTemporaries(s.w(QStringLiteral("src"))));

        // A name that is not UTF-8 is written and read back by its bytes.
        const QByteArray odd("bin\xff\xfe.txt");
        QVERIFY(s.files.write(odd, "odd\n").ok());
        QCOMPARE(readBytes(s.n(odd)), QByteArray("odd\n"));
        QCOMPARE(s.files.read(odd)->content, QByteArray("odd\n"));
    }

    void editReplacesExactText()
    {
        Scene s;
        QVERIFY(s.build());
        const QString file = s.w(QStringLiteral("src/a.c"));
        const QByteArray original = "alpha\nbeta\ngamma\nbeta\ndelta\n";
        QVERIFY(writeFile(file, original));

        const auto once = s.files.edit("src/a.c", "gamma", "GAMMA");
        QVERIFY2(once.ok(), qPrintable(once.errorMessage()));
        QCOMPARE(once->replacements, 1);
        QCOMPARE(once->firstChangedLine, 3);
        QCOMPARE(once->path, QByteArray("src/a.c"));
        QCOMPARE(readFile(file), QByteArray("alpha\nbeta\nGAMMA\nbeta\ndelta\n"));

        const auto twice = s.files.edit("src/a.c", "beta", "B");
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().kind, Error::Kind::Conflict);
        QVERIFY2(twice.errorMessage().contains(QStringLiteral("2, 4")), qPrintable(twice.errorMessage()));
        QVERIFY2(twice.errorMessage().contains(QStringLiteral("src/a.c")), qPrintable(twice.errorMessage()));
        QCOMPARE(readFile(file), QByteArray("alpha\nbeta\nGAMMA\nbeta\ndelta\n"));

        const auto all = s.files.edit("src/a.c", "beta", "B", true);
        QVERIFY2(all.ok(), qPrintable(all.errorMessage()));
        QCOMPARE(all->replacements, 2);
        QCOMPARE(all->firstChangedLine, 2);
        QCOMPARE(readFile(file), QByteArray("alpha\nB\nGAMMA\nB\ndelta\n"));

        const auto multiline = s.files.edit("src/a.c", "GAMMA\nB\ndel", "g\nd");
        QVERIFY2(multiline.ok(), qPrintable(multiline.errorMessage()));
        QCOMPARE(multiline->firstChangedLine, 3);
        QCOMPARE(readFile(file), QByteArray("alpha\nB\ng\ndta\n"));

        // A replacement holding the text it replaces is not replaced again.
        QVERIFY(s.files.edit("src/a.c", "B", "BB", true).ok());
        QCOMPARE(readFile(file), QByteArray("alpha\nBB\ng\ndta\n"));

        const QByteArray before = readFile(file);
        const auto missing = s.files.edit("src/a.c", "alpha\n  B", "x");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, Error::Kind::NotFound);
        QVERIFY(missing.errorMessage().contains(QStringLiteral("src/a.c")));
        QVERIFY(!s.files.edit("src/a.c", "", "x").ok());
        QVERIFY(!s.files.edit("src/a.c", "g", "g").ok());
        QVERIFY(!s.files.edit("src", "a", "b").ok());
        QVERIFY(!s.files.edit("src/none.c", "a", "b").ok());
        QCOMPARE(readFile(file), before);

        QVERIFY(writeFile(s.w(QStringLiteral("blob.bin")), QByteArray("ab\0cd", 5)));
        const auto binary = s.files.edit("blob.bin", "ab", "xy");
        QVERIFY(!binary.ok());
        QCOMPARE(readFile(s.w(QStringLiteral("blob.bin"))), QByteArray("ab\0cd", 5));
        QVERIFY(s.noTemporaries(s.w(QStringLiteral("src"))));
    }

    void readHonoursLineRangesAndByteCap()
    {
        Scene s;
        QVERIFY(s.build());
        QByteArray ten;
        for (int i = 1; i <= 10; ++i)
            ten += "line " + QByteArray::number(i) + '\n';
        QVERIFY(writeFile(s.w(QStringLiteral("ten.txt")), ten));

        const auto whole = s.files.read("ten.txt");
        QVERIFY2(whole.ok(), qPrintable(whole.errorMessage()));
        QCOMPARE(whole->content, ten);
        QCOMPARE(whole->firstLine, 1);
        QCOMPARE(whole->lastLine, 10);
        QCOMPARE(whole->totalLines, 10);
        QCOMPARE(whole->totalBytes, ten.size());
        QVERIFY(!whole->truncated);
        QVERIFY(!whole->binary);

        auto range = [&](qint64 first, qint64 last, qint64 cap = WorkspaceFiles::kDefaultReadBytes) {
            WorkspaceFiles::ReadOptions o;
            o.firstLine = first;
            o.lastLine = last;
            o.maxBytes = cap;
            return s.files.read("ten.txt", o);
        };
        const auto middle = range(3, 5);
        QVERIFY(middle.ok());
        QCOMPARE(middle->content, QByteArray("line 3\nline 4\nline 5\n"));
        QCOMPARE(middle->firstLine, 3);
        QCOMPARE(middle->lastLine, 5);
        QCOMPARE(middle->totalLines, 10);
        QVERIFY(!middle->truncated);
        const auto toEnd = range(8, 0);
        QVERIFY(toEnd.ok());
        QCOMPARE(toEnd->content, QByteArray("line 8\nline 9\nline 10\n"));
        QCOMPARE(toEnd->lastLine, 10);
        const auto past = range(9, 20);
        QVERIFY(past.ok());
        QCOMPARE(past->content, QByteArray("line 9\nline 10\n"));
        QCOMPARE(past->lastLine, 10);
        QVERIFY(!range(11, 0).ok());
        QVERIFY(!range(0, 0).ok());
        QVERIFY(!range(5, 4).ok());
        QVERIFY(!range(1, 0, 0).ok());

        // The cap cuts after a whole line and says where to go on.
        const auto capped = range(1, 0, 20);
        QVERIFY(capped.ok());
        QCOMPARE(capped->content, QByteArray("line 1\nline 2\n"));
        QVERIFY(capped->truncated);
        QCOMPARE(capped->lastLine, 2);
        QCOMPARE(capped->totalLines, 10);
        const auto exact = range(1, 2, 14);
        QVERIFY(exact.ok());
        QVERIFY(!exact->truncated);
        QCOMPARE(exact->content, QByteArray("line 1\nline 2\n"));

        // One line longer than the cap: its start, never half a UTF-8 character.
        QVERIFY(writeFile(s.w(QStringLiteral("long.txt")), QByteArray(1000, 'x') + "\nend\n"));
        QVERIFY(writeFile(s.w(QStringLiteral("wide.txt")), QString(100, QChar(0xe9)).toUtf8()));
        WorkspaceFiles::ReadOptions small;
        small.maxBytes = 101;
        const auto longLine = s.files.read("long.txt", small);
        QVERIFY(longLine.ok());
        QCOMPARE(longLine->content, QByteArray(101, 'x'));
        QVERIFY(longLine->truncated);
        QCOMPARE(longLine->lastLine, 1);
        QCOMPARE(longLine->totalLines, 2);
        const auto wide = s.files.read("wide.txt", small);
        QVERIFY(wide.ok());
        QCOMPARE(wide->content.size(), 100);
        QCOMPARE(wide->content, QString(50, QChar(0xe9)).toUtf8());
        QCOMPARE(wide->totalLines, 1);

        // The default cap: 256 KiB of a larger file.
        QByteArray big;
        for (int i = 0; big.size() < 300 * 1024; ++i)
            big += "a line of text number " + QByteArray::number(i) + '\n';
        QVERIFY(writeFile(s.w(QStringLiteral("big.txt")), big));
        const auto bigRead = s.files.read("big.txt");
        QVERIFY(bigRead.ok());
        QVERIFY(bigRead->truncated);
        QVERIFY(bigRead->content.size() <= WorkspaceFiles::kDefaultReadBytes);
        QVERIFY(bigRead->content.endsWith('\n'));
        QVERIFY(big.startsWith(bigRead->content));
        QCOMPARE(bigRead->totalBytes, big.size());
        QCOMPARE(bigRead->totalLines, big.count('\n'));
        QCOMPARE(bigRead->lastLine, bigRead->content.count('\n'));

        QVERIFY(writeFile(s.w(QStringLiteral("no-newline.txt")), "a\nb"));
        QCOMPARE(s.files.read("no-newline.txt")->totalLines, 2);
        QVERIFY(writeFile(s.w(QStringLiteral("empty.txt")), ""));
        const auto empty = s.files.read("empty.txt");
        QVERIFY(empty.ok());
        QCOMPARE(empty->totalLines, 0);
        QCOMPARE(empty->lastLine, 0);
        QVERIFY(empty->content.isEmpty());
        QVERIFY(writeFile(s.w(QStringLiteral("blob.bin")), QByteArray("ab\0cd", 5)));
        QVERIFY(s.files.read("blob.bin")->binary);

        QVERIFY(QDir().mkpath(s.w(QStringLiteral("folder"))));
        const auto folder = s.files.read("folder");
        QVERIFY(!folder.ok());
        QCOMPARE(folder.error().kind, Error::Kind::InvalidInput);
        const auto missing = s.files.read("nothing.txt");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, Error::Kind::NotFound);
        QVERIFY(missing.errorMessage().contains(QStringLiteral("nothing.txt")));
    }

    void listMatchesGlobsWithoutFollowingLinks()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree());
        QVERIFY(makeLink("../victim", s.w(QStringLiteral("evil"))));
        QVERIFY(makeLink("src", s.w(QStringLiteral("srclink"))));
        const QByteArray odd("caf\xe9.c");
        QVERIFY(writeBytes(s.n(odd), "int odd;\n"));

        const auto top = s.files.list("");
        QVERIFY2(top.ok(), qPrintable(top.errorMessage()));
        QCOMPARE(pathsOf(*top),
                 (QList<QByteArray>{".git", ".hidden", "README.md", "a.c", odd, "evil", "src", "srclink"}));
        QVERIFY(!top->truncated);
        QCOMPARE(entryAt(*top, "evil")->type, WorkspaceFiles::EntryType::Link);
        QCOMPARE(entryAt(*top, "evil")->linkTarget, QByteArray("../victim"));
        QCOMPARE(entryAt(*top, "src")->type, WorkspaceFiles::EntryType::Folder);
        QCOMPARE(entryAt(*top, "a.c")->type, WorkspaceFiles::EntryType::File);
        QCOMPARE(entryAt(*top, "a.c")->size, 9);

        const auto sources = s.files.list("/workspace", "**/*.c");
        QVERIFY2(sources.ok(), qPrintable(sources.errorMessage()));
        QCOMPARE(pathsOf(*sources),
                 (QList<QByteArray>{"a.c", odd, "src/a.c", "src/inner/i.c", "src/lib/c.c", "src/lib/deep/d.c"}));

        const auto everything = s.files.list(".", "**");
        QVERIFY(everything.ok());
        const QList<QByteArray> all = pathsOf(*everything);
        QVERIFY(all.contains(".git"));
        QVERIFY(!all.contains(".git/config"));
        QVERIFY(all.contains("src/lib/deep"));
        QVERIFY(all.contains("srclink"));
        for (const QByteArray &p : all)
            QVERIFY2(!p.startsWith("evil/") && !p.startsWith("srclink/"), p.constData());

        const auto git = s.files.list("", ".git/**");
        QVERIFY(git.ok());
        QCOMPARE(pathsOf(*git), (QList<QByteArray>{".git/config", ".git/objects", ".git/objects/x"}));

        const auto inSrc = s.files.list("src", "?.[ch]");
        QVERIFY(inSrc.ok());
        QCOMPARE(inSrc->folder, QByteArray("src"));
        QCOMPARE(pathsOf(*inSrc), (QList<QByteArray>{"src/a.c", "src/b.h"}));
        const auto notLower = s.files.list("", "[!a-z]*");
        QVERIFY(notLower.ok());
        QCOMPARE(pathsOf(*notLower), (QList<QByteArray>{".git", ".hidden", "README.md"}));
        const auto middle = s.files.list("", "src/*/*.c");
        QVERIFY(middle.ok());
        QCOMPARE(pathsOf(*middle), (QList<QByteArray>{"src/inner/i.c", "src/lib/c.c"}));

        const auto limited = s.files.list("", "**", 3);
        QVERIFY(limited.ok());
        QCOMPARE(limited->entries.size(), 3);
        QVERIFY(limited->truncated);
        const auto justEnough = s.files.list("", "*", 8);
        QVERIFY(justEnough.ok());
        QCOMPARE(justEnough->entries.size(), 8);
        QVERIFY(!justEnough->truncated);

        // The name that is not UTF-8 is read by the bytes the listing gave.
        const auto oddText = s.files.read(entryAt(*top, odd)->path);
        QVERIFY2(oddText.ok(), qPrintable(oddText.errorMessage()));
        QCOMPARE(oddText->content, QByteArray("int odd;\n"));

        QVERIFY(!s.files.list("a.c").ok());
        QVERIFY(!s.files.list("evil").ok());
        QVERIFY(!s.files.list("", "../victim/*").ok());
        QVERIFY(!s.files.list("", "/etc/*").ok());
        QVERIFY(!s.files.list("", "*", 0).ok());
        QVERIFY(s.victimIntact());
    }

    void removeTakesOnlyWhatItNames()
    {
        Scene s;
        QVERIFY(s.build() && s.addTree());
        QVERIFY(makeLink("src", s.w(QStringLiteral("srclink"))));
        QVERIFY(makeLink("../../victim", s.w(QStringLiteral("src/lib/out"))));
        QVERIFY(makeLink("../victim/secret.txt", s.w(QStringLiteral("secret-link"))));

        const auto file = s.files.remove("src/b.h");
        QVERIFY2(file.ok(), qPrintable(file.errorMessage()));
        QCOMPARE(file->entries, 1);
        QVERIFY(!exists(s.w(QStringLiteral("src/b.h"))));

        QVERIFY(s.files.remove("srclink").ok());
        QVERIFY(!exists(s.w(QStringLiteral("srclink"))));
        QVERIFY(QFileInfo(s.w(QStringLiteral("src/a.c"))).isFile());
        QVERIFY(s.files.remove("secret-link").ok());
        QVERIFY(!exists(s.w(QStringLiteral("secret-link"))));

        const auto folder = s.files.remove("src");
        QVERIFY(!folder.ok());
        QCOMPARE(folder.error().kind, Error::Kind::InvalidInput);
        QVERIFY(QFileInfo(s.w(QStringLiteral("src/a.c"))).isFile());

        for (const char *root : {"", "/workspace", "src/..", "."}) {
            QVERIFY2(!s.files.remove(root, true).ok(), root);
            QVERIFY(QFileInfo(s.w(QStringLiteral("a.c"))).isFile());
        }
        const auto missing = s.files.remove("nothing");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, Error::Kind::NotFound);

        // src holds a.c, lib, lib/c.c, lib/deep, lib/deep/d.c, lib/out, inner, inner/i.c, and itself.
        const auto tree = s.files.remove("src", true);
        QVERIFY2(tree.ok(), qPrintable(tree.errorMessage()));
        QCOMPARE(tree->entries, 9);
        QVERIFY(!exists(s.w(QStringLiteral("src"))));
        QVERIFY(QFileInfo(s.w(QStringLiteral("a.c"))).isFile());
        QVERIFY(s.victimIntact());
    }

    // Root in the container swaps a folder and a link to the victim back and forth while the host
    // writes, reads and removes below it: whatever moment each step sees, nothing lands outside.
    void swappingAFolderForALinkNeverLeadsOutside()
    {
        Scene s;
        QVERIFY(s.build());
        QVERIFY(QDir().mkpath(s.w(QStringLiteral("src/inner"))));
        QVERIFY(makeLink("../victim", s.w(QStringLiteral("swap"))));
        const int root = ::open(native(s.ws).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(root >= 0);
        std::atomic_bool stop{false};
        std::atomic<int> swaps{0};
        std::thread swapper([&] {
            while (!stop) {
                if (::renameat2(root, "src", root, "swap", RENAME_EXCHANGE) == 0)
                    ++swaps;
            }
        });
        QElapsedTimer timer;
        timer.start();
        int writes = 0;
        bool leaked = false;
        while (timer.elapsed() < 1500) {
            writes += s.files.write("src/race.txt", "race\n").ok() ? 1 : 0;
            leaked = leaked || s.files.read("src/secret.txt").ok() || s.files.read("src/trap.c").ok();
            (void)s.files.write("src/inner/deeper.txt", "race\n"); // victimIntact finds victim/inner
            leaked = leaked || s.files.edit("src/trap.c", "trap", "HACKED").ok();
            leaked = leaked || s.files.remove("src/trap.c").ok();
            const auto listed = s.files.list("src", "**");
            leaked = leaked || (listed.ok() && entryAt(*listed, "src/secret.txt"));
        }
        stop = true;
        swapper.join();
        ::close(root);
        QVERIFY(!leaked);
        QVERIFY(swaps > 10);
        QVERIFY(writes > 0);
        QVERIFY(s.victimIntact());
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceFiles)
#include "tst_workspacefiles.moc"
