#include "git/GitRepository.h"
#include "sandbox/WorkspaceCopier.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;
using shadowbox::test::ScratchRepo;

namespace {

// One entry of a folder tree as lstat sees it: links are never followed.
struct TreeEntry {
    enum class Kind { File, Dir, Link, Other } kind = Kind::Other;
    QByteArray content;    // files
    QByteArray linkTarget; // links, verbatim
    bool executable = false;
    bool operator==(const TreeEntry &) const = default;
};
using Tree = QMap<QString, TreeEntry>;

QByteArray readLinkTarget(const QString &path)
{
    QByteArray buffer(4096, '\0');
    const ssize_t n = ::readlink(QFile::encodeName(path).constData(), buffer.data(), size_t(buffer.size()));
    return n < 0 ? QByteArray() : buffer.left(n);
}

TreeEntry entryAt(const QString &path)
{
    TreeEntry e;
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return e;
    if (S_ISLNK(st.st_mode)) {
        e.kind = TreeEntry::Kind::Link;
        e.linkTarget = readLinkTarget(path);
    } else if (S_ISDIR(st.st_mode)) {
        e.kind = TreeEntry::Kind::Dir;
    } else if (S_ISREG(st.st_mode)) {
        e.kind = TreeEntry::Kind::File;
        e.executable = (st.st_mode & S_IXUSR) != 0;
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            e.content = f.readAll();
    }
    return e;
}

// Every entry under root, relative, '/'-separated; symlinked folders are not entered.
Tree readTree(const QString &root)
{
    Tree tree;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        tree.insert(QDir(root).relativeFilePath(path), entryAt(path));
    }
    return tree;
}

TreeEntry file(const QByteArray &content, bool executable = false)
{
    return {TreeEntry::Kind::File, content, {}, executable};
}
TreeEntry folder()
{
    return {TreeEntry::Kind::Dir, {}, {}, false};
}
TreeEntry symlinkTo(const QByteArray &target)
{
    return {TreeEntry::Kind::Link, {}, target, false};
}

QString describe(const TreeEntry &e)
{
    switch (e.kind) {
    case TreeEntry::Kind::File:
        return QStringLiteral("file%1 \"%2\"")
            .arg(e.executable ? QStringLiteral(" (x)") : QString(), QString::fromUtf8(e.content.left(40)));
    case TreeEntry::Kind::Dir:
        return QStringLiteral("dir");
    case TreeEntry::Kind::Link:
        return QStringLiteral("link -> ") + QString::fromUtf8(e.linkTarget);
    case TreeEntry::Kind::Other:
        return QStringLiteral("other/missing");
    }
    return {};
}

// QCOMPARE-style check with a readable difference; callers check QTest::currentTestFailed().
void compareTrees(const Tree &got, const Tree &want)
{
    QStringList problems;
    for (auto it = want.cbegin(); it != want.cend(); ++it) {
        if (!got.contains(it.key()))
            problems << QStringLiteral("missing %1 (%2)").arg(it.key(), describe(it.value()));
        else if (!(got.value(it.key()) == it.value()))
            problems << QStringLiteral("%1: got %2, want %3")
                            .arg(it.key(), describe(got.value(it.key())), describe(it.value()));
    }
    for (auto it = got.cbegin(); it != got.cend(); ++it) {
        if (!want.contains(it.key()))
            problems << QStringLiteral("unexpected %1 (%2)").arg(it.key(), describe(it.value()));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n   "))));
}

// Baseline paths as text, for comparing with the expected names (all UTF-8 in those tests).
QSet<QString> names(const QList<QByteArray> &paths)
{
    QSet<QString> set;
    for (const QByteArray &p : paths)
        set.insert(QFile::decodeName(p));
    return set;
}

bool makeSymlink(const QString &target, const QString &linkPath)
{
    return ::symlink(QFile::encodeName(target).constData(), QFile::encodeName(linkPath).constData()) == 0;
}

bool makeExecutable(const QString &path)
{
    return ::chmod(QFile::encodeName(path).constData(), 0755) == 0;
}

const QString kUnicodeCommitted = QStringLiteral("docs/My Notes ü 日本.txt");
const QString kUnicodeUntracked = QStringLiteral("ünï côdé/naïve file.txt");

// A repository with every kind of working-tree state a sandbox must get right, and a folder
// outside it that must never be copied.
struct SampleRepo {
    ScratchRepo repo;
    QTemporaryDir outside;
    QString secretFile;

    bool build()
    {
        secretFile = outside.filePath(QStringLiteral("secret.txt"));
        {
            QFile f(secretFile);
            if (!f.open(QIODevice::WriteOnly) || f.write("TOP-SECRET outside the repository\n") < 0)
                return false;
        }
        // Second commit: the tracked files.
        repo.write(QStringLiteral(".gitignore"), "*.log\nbuild/\n");
        repo.write(QStringLiteral("src/main.c"), "int main(void) { return 0; }\n");
        repo.write(QStringLiteral("modify-me.txt"), "original\n");
        repo.write(QStringLiteral("delete-me.txt"), "bye\n");
        repo.write(QStringLiteral("git-rm-me.txt"), "rm\n");
        repo.write(QStringLiteral("run.sh"), "#!/bin/sh\necho hi\n");
        repo.write(kUnicodeCommitted, "unicode and spaces\n");
        if (!makeExecutable(repo.path() + QStringLiteral("/run.sh")) ||
            !makeSymlink(QStringLiteral("src/main.c"), repo.path() + QStringLiteral("/link-inside")))
            return false;
        if (!repo.commitAll(QStringLiteral("tracked files")))
            return false;

        // Then the working-tree changes.
        repo.write(QStringLiteral("modify-me.txt"), "changed in the working tree\n");
        repo.write(QStringLiteral("staged.txt"), "staged but never committed\n");
        if (!repo.git({QStringLiteral("add"), QStringLiteral("staged.txt")}))
            return false;
        repo.write(QStringLiteral("untracked.txt"), "untracked\n");
        repo.write(QStringLiteral("new-folder/deep/nested.txt"), "nested untracked\n");
        repo.write(kUnicodeUntracked, "untracked unicode\n");
        repo.write(QStringLiteral("tools/untracked-exec.sh"), "#!/bin/sh\nexit 0\n");
        repo.write(QStringLiteral("debug.log"), "ignored file\n");
        repo.write(QStringLiteral("build/out.bin"), "ignored folder\n");
        repo.write(QStringLiteral("build/sub/x.o"), "ignored nested\n");
        if (!makeExecutable(repo.path() + QStringLiteral("/tools/untracked-exec.sh")))
            return false;
        if (!QFile::remove(repo.path() + QStringLiteral("/delete-me.txt")))
            return false;
        if (!repo.git({QStringLiteral("rm"), QStringLiteral("-q"), QStringLiteral("git-rm-me.txt")}))
            return false;
        return makeSymlink(secretFile, repo.path() + QStringLiteral("/outside-link")) &&
               makeSymlink(outside.path(), repo.path() + QStringLiteral("/outside-dir-link"));
    }

    QSet<QString> expectedFiles() const
    {
        return {QStringLiteral("README.md"),
                QStringLiteral(".gitignore"),
                QStringLiteral("src/main.c"),
                QStringLiteral("modify-me.txt"),
                QStringLiteral("run.sh"),
                QStringLiteral("link-inside"),
                kUnicodeCommitted,
                QStringLiteral("staged.txt"),
                QStringLiteral("untracked.txt"),
                QStringLiteral("new-folder/deep/nested.txt"),
                kUnicodeUntracked,
                QStringLiteral("tools/untracked-exec.sh"),
                QStringLiteral("outside-link"),
                QStringLiteral("outside-dir-link")};
    }

    Tree expectedTree() const
    {
        return {
            {QStringLiteral("README.md"), file("# scratch\n")},
            {QStringLiteral(".gitignore"), file("*.log\nbuild/\n")},
            {QStringLiteral("src"), folder()},
            {QStringLiteral("src/main.c"), file("int main(void) { return 0; }\n")},
            {QStringLiteral("modify-me.txt"), file("changed in the working tree\n")},
            {QStringLiteral("run.sh"), file("#!/bin/sh\necho hi\n", true)},
            {QStringLiteral("link-inside"), symlinkTo("src/main.c")},
            {QStringLiteral("docs"), folder()},
            {kUnicodeCommitted, file("unicode and spaces\n")},
            {QStringLiteral("staged.txt"), file("staged but never committed\n")},
            {QStringLiteral("untracked.txt"), file("untracked\n")},
            {QStringLiteral("new-folder"), folder()},
            {QStringLiteral("new-folder/deep"), folder()},
            {QStringLiteral("new-folder/deep/nested.txt"), file("nested untracked\n")},
            {QStringLiteral("ünï côdé"), folder()},
            {kUnicodeUntracked, file("untracked unicode\n")},
            {QStringLiteral("tools"), folder()},
            {QStringLiteral("tools/untracked-exec.sh"), file("#!/bin/sh\nexit 0\n", true)},
            {QStringLiteral("outside-link"), symlinkTo(QFile::encodeName(secretFile))},
            {QStringLiteral("outside-dir-link"), symlinkTo(QFile::encodeName(outside.path()))},
        };
    }
};

QString headOf(ScratchRepo &repo)
{
    QByteArray out;
    if (!repo.git({QStringLiteral("rev-parse"), QStringLiteral("HEAD")}, &out))
        return {};
    return QString::fromLatin1(out.trimmed());
}

bool runGit(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("git"), args);
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// A size-limited tmpfs on a temporary folder, unmounted when it goes away.
class TmpfsMount {
public:
    explicit TmpfsMount(const QString &size)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=") + size, QStringLiteral("tmpfs"), m_dir.path()});
        const bool finished = p.waitForFinished(30000);
        m_mounted = finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        if (!m_mounted)
            m_error = finished ? QString::fromLocal8Bit(p.readAll()).trimmed() : p.errorString();
    }
    ~TmpfsMount()
    {
        if (!m_mounted)
            return;
        QProcess p;
        p.start(QStringLiteral("umount"), {m_dir.path()});
        if (!p.waitForFinished(30000) || p.exitCode() != 0) {
            QProcess lazy; // something still has a file open: detach it rather than leak the mount
            lazy.start(QStringLiteral("umount"), {QStringLiteral("-l"), m_dir.path()});
            lazy.waitForFinished(30000);
        }
    }
    TmpfsMount(const TmpfsMount &) = delete;
    TmpfsMount &operator=(const TmpfsMount &) = delete;

    bool isMounted() const { return m_mounted; }
    QString error() const { return m_error; }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_error;
};

} // namespace

class TestWorkspace : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void baseline()
    {
        SampleRepo sample;
        QVERIFY(sample.build());
        auto repo = GitRepository::open(sample.repo.path());
        QVERIFY2(repo.ok(), qPrintable(repo.errorMessage()));
        QCOMPARE(QFileInfo(repo->workdir()).canonicalFilePath(), QFileInfo(sample.repo.path()).canonicalFilePath());
        QVERIFY(!repo->workdir().endsWith(u'/'));

        auto b = repo->baseline();
        QVERIFY2(b.ok(), qPrintable(b.errorMessage()));
        const QString head = headOf(sample.repo);
        QVERIFY(!head.isEmpty());
        QCOMPARE(b->commitId, head);
        QCOMPARE(repo->headCommitId().value(), head);

        const QSet<QString> got = names(b->files);
        QCOMPARE(got.size(), b->files.size()); // no duplicates
        const QSet<QString> want = sample.expectedFiles();
        QVERIFY2(got == want, qPrintable(QStringLiteral("unexpected: %1\n   missing: %2")
                                             .arg(QStringList((got - want).values()).join(u','),
                                                  QStringList((want - got).values()).join(u','))));
        for (const QString &f : got)
            QVERIFY2(!f.startsWith(QLatin1String(".git/")) && !f.startsWith(u'/') && !f.contains(QLatin1String("..")),
                     qPrintable(f));

        QCOMPARE(b->modifiedCount, 2);  // modify-me.txt, staged.txt
        QCOMPARE(b->untrackedCount, 6); // untracked, nested, unicode, exec script, two outside links
        QCOMPARE(b->deletedCount, 2);   // deleted on disk, and `git rm`
    }

    void copyGivesExactTree()
    {
        SampleRepo sample;
        QVERIFY(sample.build());
        auto repo = GitRepository::open(sample.repo.path());
        QVERIFY(repo.ok());
        auto b = repo->baseline();
        QVERIFY(b.ok());

        QTemporaryDir target;
        const QString workspace = target.filePath(QStringLiteral("workspaces/sandbox-1"));
        QList<QPair<qint64, qint64>> progress;
        WorkspaceCopier copier(repo->workdir(), workspace);
        auto stats = copier.copy(
            b->files,
            [&](qint64 done, qint64 total) {
                progress.append({done, total});
            },
            CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));

        compareTrees(readTree(workspace), sample.expectedTree());
        if (QTest::currentTestFailed())
            return;

        // Nothing from outside the repository came along, whatever the links point at.
        QDirIterator it(workspace, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("TOP-SECRET"), qPrintable(path));
        }
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/.git")));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/debug.log")));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/build")));

        // Counts: 11 regular files, 3 links, 14 entries in all.
        qint64 regularBytes = 0;
        int regularFiles = 0;
        const Tree want = sample.expectedTree();
        for (const TreeEntry &e : want) {
            if (e.kind == TreeEntry::Kind::File) {
                regularBytes += e.content.size();
                ++regularFiles;
            }
        }
        QCOMPARE(stats->bytes, regularBytes);
        QCOMPARE(stats->symlinks, qint64(3));
        QCOMPARE(stats->files + stats->symlinks, qint64(b->files.size()));
        QCOMPARE(stats->files, qint64(regularFiles));

        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last(), (QPair<qint64, qint64>(b->files.size(), b->files.size())));
    }

    void copiedExecBitsAreExact()
    {
        SampleRepo sample;
        QVERIFY(sample.build());
        auto repo = GitRepository::open(sample.repo.path());
        auto b = repo->baseline();
        QTemporaryDir target;
        QVERIFY(WorkspaceCopier(repo->workdir(), target.path()).copy(b->files, {}, CallOptions()).ok());
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(target.filePath(QStringLiteral("run.sh"))).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0111), 0111);
        QCOMPARE(::stat(QFile::encodeName(target.filePath(QStringLiteral("modify-me.txt"))).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0111), 0);
        QVERIFY(st.st_mode & S_IWUSR); // the sandbox may edit its copy
    }

    void copyKeepsEachModeButNeverSetIdBits()
    {
        // A 0600 secret in a repository must not become 0644 in the workspace, and no setuid,
        // setgid or sticky bit is ever carried over.
        ScratchRepo repo;
        repo.write(QStringLiteral(".env"), "TOKEN=secret\n");
        repo.write(QStringLiteral("group-readable.txt"), "g\n");
        repo.write(QStringLiteral("bin/tool"), "#!/bin/sh\n");
        repo.write(QStringLiteral("bin/suid"), "#!/bin/sh\n");
        repo.write(QStringLiteral("bin/sgid"), "#!/bin/sh\n");
        repo.write(QStringLiteral("private/notes.txt"), "n\n");
        repo.write(QStringLiteral("shared/sticky/file.txt"), "s\n");
        const QMap<QString, mode_t> modes{
            {QStringLiteral(".env"), 0600},      {QStringLiteral("group-readable.txt"), 0640},
            {QStringLiteral("bin/tool"), 0755},  {QStringLiteral("bin/suid"), 04755},
            {QStringLiteral("bin/sgid"), 02750}, {QStringLiteral("private"), 0700},
            {QStringLiteral("shared"), 02775},   {QStringLiteral("shared/sticky"), 01777},
            {QStringLiteral("bin"), 0750},
        };
        for (auto it = modes.cbegin(); it != modes.cend(); ++it)
            QVERIFY(::chmod(QFile::encodeName(repo.path() + u'/' + it.key()).constData(), it.value()) == 0);
        auto opened = GitRepository::open(repo.path());
        QVERIFY(opened.ok());
        auto b = opened->baseline();
        QVERIFY(b.ok());

        QTemporaryDir target;
        QString workspace = target.filePath(QStringLiteral("workspaces/ws"));
        const mode_t umaskBefore = ::umask(022); // the usual one
        auto stats = WorkspaceCopier(opened->workdir(), workspace).copy(b->files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        auto modeOf = [&](const QString &rel) {
            struct stat st {};
            const QString path = rel.isEmpty() ? workspace : workspace + u'/' + rel;
            return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? uint(st.st_mode & 07777) : 0xFFFFu;
        };
        QCOMPARE(modeOf(QString()), 0700u);
        QCOMPARE(modeOf(QStringLiteral(".env")), 0600u);
        QCOMPARE(modeOf(QStringLiteral("group-readable.txt")), 0640u);
        QCOMPARE(modeOf(QStringLiteral("README.md")), 0644u);
        QCOMPARE(modeOf(QStringLiteral("bin/tool")), 0755u);
        QCOMPARE(modeOf(QStringLiteral("bin/suid")), 0755u);
        QCOMPARE(modeOf(QStringLiteral("bin/sgid")), 0750u);
        QCOMPARE(modeOf(QStringLiteral("bin")), 0750u);
        QCOMPARE(modeOf(QStringLiteral("private")), 0700u);
        QCOMPARE(modeOf(QStringLiteral("shared")), 0775u);
        QCOMPARE(modeOf(QStringLiteral("shared/sticky")), 0777u);
        // A strict umask does not take bits away either: the file's own mode decides.
        ::umask(077);
        const QString strict = target.filePath(QStringLiteral("workspaces/strict"));
        stats = WorkspaceCopier(opened->workdir(), strict).copy(b->files, {}, CallOptions());
        ::umask(umaskBefore);
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QCOMPARE(modeOf(QStringLiteral("../strict/group-readable.txt")), 0640u);
        QCOMPARE(modeOf(QStringLiteral("../strict/README.md")), 0644u);
        QCOMPARE(modeOf(QStringLiteral("../strict/bin")), 0750u);
    }

    void manyFilesInParallel()
    {
        // Enough files for the copier to use all its threads.
        ScratchRepo repo;
        for (int i = 0; i < 1500; ++i)
            repo.write(QStringLiteral("pkg%1/mod%2/file%3.txt").arg(i % 15).arg(i % 4).arg(i),
                       QByteArray(i % 97, char('a' + i % 26)) + QByteArray::number(i));
        auto opened = GitRepository::open(repo.path());
        QVERIFY(opened.ok());
        auto b = opened->baseline();
        QVERIFY(b.ok());
        QCOMPARE(b->files.size(), 1501); // with README.md

        std::atomic<qint64> calls{0};
        std::atomic<qint64> highest{0};
        QTemporaryDir target;
        auto stats = WorkspaceCopier(opened->workdir(), target.path())
                         .copy(
                             b->files,
                             [&](qint64 done, qint64 total) {
                                 ++calls;
                                 if (total != 1501)
                                     highest = -1'000'000; // reported below as a wrong total
                                 qint64 seen = highest.load();
                                 while (done > seen && !highest.compare_exchange_weak(seen, done)) {
                                 }
                             },
                             CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QVERIFY(calls.load() >= 1);
        QCOMPARE(highest.load(), qint64(1501));

        Tree source = readTree(repo.path());
        for (auto it = source.begin(); it != source.end();) {
            if (it.key() == QLatin1String(".git") || it.key().startsWith(QLatin1String(".git/")))
                it = source.erase(it);
            else
                ++it;
        }
        compareTrees(readTree(target.path()), source);
    }

    void linkedWorktree()
    {
        // In a linked worktree .git is a file pointing elsewhere; it must not end up in the copy.
        ScratchRepo repo;
        QTemporaryDir parent;
        const QString worktree = parent.filePath(QStringLiteral("wt"));
        QVERIFY(repo.git({QStringLiteral("worktree"), QStringLiteral("add"), QStringLiteral("-q"), QStringLiteral("-b"),
                          QStringLiteral("side"), worktree}));
        QVERIFY(QFileInfo(worktree + QStringLiteral("/.git")).isFile());
        {
            QFile f(worktree + QStringLiteral("/wip.txt"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("work in progress\n");
        }
        auto opened = GitRepository::open(worktree);
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        auto b = opened->baseline();
        QVERIFY2(b.ok(), qPrintable(b.errorMessage()));
        QCOMPARE(b->commitId, headOf(repo));
        QCOMPARE(names(b->files), (QSet<QString>{QStringLiteral("README.md"), QStringLiteral("wip.txt")}));
        QTemporaryDir target;
        QVERIFY(WorkspaceCopier(opened->workdir(), target.path()).copy(b->files, {}, CallOptions()).ok());
        compareTrees(readTree(target.path()), Tree{{QStringLiteral("README.md"), file("# scratch\n")},
                                                   {QStringLiteral("wip.txt"), file("work in progress\n")}});
    }

    void namesThatAreNotUtf8AreCopiedExactly()
    {
        // Git names files with bytes. Names that are not UTF-8 used to vanish from the workspace
        // while the baseline counted them.
        ScratchRepo repo;
        const QByteArray root = QFile::encodeName(repo.path()) + '/';
        const QByteArray tracked("bad\xff\xfename.txt");
        const QByteArray trackedDir("dir\xe9"); // Latin-1 é
        const QByteArray untracked("untracked\xfe.txt");
        auto writeRaw = [&](const QByteArray &rel, const QByteArray &content) {
            const int fd = ::open((root + rel).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const bool ok = fd >= 0 && ::write(fd, content.constData(), size_t(content.size())) == content.size();
            if (fd >= 0)
                ::close(fd);
            return ok;
        };
        QVERIFY(writeRaw(tracked, "tracked\n"));
        QVERIFY(::mkdir((root + trackedDir).constData(), 0755) == 0);
        QVERIFY(writeRaw(trackedDir + "/inner.txt", "inner\n"));
        QVERIFY(repo.commitAll(QStringLiteral("names that are not UTF-8")));
        QVERIFY(writeRaw(tracked, "changed\n"));
        QVERIFY(writeRaw(untracked, "untracked\n"));

        auto opened = GitRepository::open(repo.path());
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        auto b = opened->baseline();
        QVERIFY2(b.ok(), qPrintable(b.errorMessage()));
        const QSet<QByteArray> files(b->files.cbegin(), b->files.cend());
        QCOMPARE(files, (QSet<QByteArray>{"README.md", tracked, trackedDir + "/inner.txt", untracked}));
        QCOMPARE(b->modifiedCount, 1);
        QCOMPARE(b->untrackedCount, 1);

        QTemporaryDir target;
        // QTemporaryDir removes by decoded names and cannot find these; they go by their bytes.
        auto removeRawNames = qScopeGuard([&] {
            for (const QByteArray &dir : {root, QFile::encodeName(target.path()) + '/'}) {
                for (const QByteArray &rel : {tracked, trackedDir + "/inner.txt", untracked})
                    ::unlink((dir + rel).constData());
                ::rmdir((dir + trackedDir).constData());
            }
        });
        auto stats = WorkspaceCopier(opened->workdir(), target.path()).copy(b->files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QCOMPARE(stats->files, qint64(b->files.size()));
        const QByteArray dest = QFile::encodeName(target.path()) + '/';
        for (const auto &[rel, content] : {std::pair<QByteArray, QByteArray>{tracked, "changed\n"},
                                           {trackedDir + "/inner.txt", "inner\n"},
                                           {untracked, "untracked\n"}}) {
            const int fd = ::open((dest + rel).constData(), O_RDONLY);
            QVERIFY2(fd >= 0, rel.toHex().constData());
            QByteArray got(64, '\0');
            got.resize(::read(fd, got.data(), size_t(got.size())));
            ::close(fd);
            QCOMPARE(got, content);
        }
    }

    void submodulesAreCopiedOrNamed()
    {
        // A checked-out submodule is copied as its working tree, without its .git file; one that
        // is not checked out is named.
        ScratchRepo library;
        library.write(QStringLiteral("lib.c"), "int lib(void) { return 1; }\n");
        QVERIFY(library.commitAll(QStringLiteral("library")));
        ScratchRepo other;
        ScratchRepo repo;
        QByteArray out;
        for (const auto &[source, path] : {std::pair<QString, QString>{library.path(), QStringLiteral("libs/lib")},
                                           {other.path(), QStringLiteral("vendor/other")}}) {
            QVERIFY2(repo.git({QStringLiteral("-c"), QStringLiteral("protocol.file.allow=always"),
                               QStringLiteral("submodule"), QStringLiteral("add"), QStringLiteral("-q"), source, path},
                              &out),
                     out.constData());
        }
        QVERIFY(repo.commitAll(QStringLiteral("submodules")));
        QVERIFY2(repo.git({QStringLiteral("submodule"), QStringLiteral("deinit"), QStringLiteral("-q"),
                           QStringLiteral("-f"), QStringLiteral("vendor/other")},
                          &out),
                 out.constData());
        repo.write(QStringLiteral("libs/lib/work-in-progress.c"), "/* untracked in the submodule */\n");
        repo.write(QStringLiteral("libs/lib/lib.c"), "int lib(void) { return 2; }\n");

        auto opened = GitRepository::open(repo.path());
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        auto b = opened->baseline();
        QVERIFY2(b.ok(), qPrintable(b.errorMessage()));
        const QSet<QString> got = names(b->files);
        QCOMPARE(got, (QSet<QString>{QStringLiteral("README.md"), QStringLiteral(".gitmodules"),
                                     QStringLiteral("libs/lib/README.md"), QStringLiteral("libs/lib/lib.c"),
                                     QStringLiteral("libs/lib/work-in-progress.c")}));
        QCOMPARE(b->submodulesCopied, QStringList{QStringLiteral("libs/lib")});
        QCOMPARE(b->submodulesNotCheckedOut, QStringList{QStringLiteral("vendor/other")});

        QTemporaryDir target;
        auto stats = WorkspaceCopier(opened->workdir(), target.path()).copy(b->files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QFile lib(target.filePath(QStringLiteral("libs/lib/lib.c")));
        QVERIFY(lib.open(QIODevice::ReadOnly));
        QCOMPARE(lib.readAll(), QByteArray("int lib(void) { return 2; }\n"));
        QVERIFY(!QFileInfo::exists(target.filePath(QStringLiteral("libs/lib/.git"))));
        QVERIFY(!QFileInfo::exists(target.filePath(QStringLiteral("vendor"))));
    }

    void repositoryOfAnotherUserIsNamedAsSuch()
    {
        if (::geteuid() != 0)
            QSKIP("giving a repository to another user needs root (CI runs the unit tests as root)");
        ScratchRepo repo;
        QProcess chown;
        chown.start(QStringLiteral("chown"), {QStringLiteral("-R"), QStringLiteral("65534:65534"), repo.path()});
        QVERIFY(chown.waitForFinished() && chown.exitCode() == 0);
        auto opened = GitRepository::open(repo.path());
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(!opened.errorMessage().contains(QStringLiteral("not a git repository")),
                 qPrintable(opened.errorMessage()));
        QVERIFY2(opened.errorMessage().contains(QStringLiteral("belongs to another user (nobody)")) &&
                     opened.errorMessage().contains(QStringLiteral("git config --global --add safe.directory %1")
                                                        .arg(QFileInfo(repo.path()).absoluteFilePath())),
                 qPrintable(opened.errorMessage()));
    }

    void fileVanishedSinceScanIsSkipped()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("kept.txt"), "kept\n");
        QTemporaryDir target;
        auto stats =
            WorkspaceCopier(repo.path(), target.path())
                .copy({QByteArrayLiteral("kept.txt"), QByteArrayLiteral("vanished/gone.txt")}, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        QVERIFY(QFile::exists(target.filePath(QStringLiteral("kept.txt"))));
        QVERIFY(!QFile::exists(target.filePath(QStringLiteral("vanished/gone.txt"))));
    }

    void notARepository()
    {
        QTemporaryDir plain;
        QFile f(plain.filePath(QStringLiteral("file.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        auto repo = GitRepository::open(plain.path());
        QVERIFY(!repo.ok());
        QCOMPARE(repo.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(repo.errorMessage().contains(QLatin1String("not a git repository")), qPrintable(repo.errorMessage()));
        QVERIFY2(repo.errorMessage().contains(plain.path()), qPrintable(repo.errorMessage()));
    }

    void fileInsteadOfFolder()
    {
        ScratchRepo repo;
        auto opened = GitRepository::open(repo.path() + QStringLiteral("/README.md"));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(opened.errorMessage().contains(QLatin1String("is a file")), qPrintable(opened.errorMessage()));
    }

    void nonexistentPath()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("no/such/repo"));
        auto opened = GitRepository::open(missing);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(opened.errorMessage().contains(QLatin1String("does not exist")), qPrintable(opened.errorMessage()));
        QVERIFY2(opened.errorMessage().contains(missing), qPrintable(opened.errorMessage()));
    }

    void bareRepositoryRefused()
    {
        QTemporaryDir dir;
        QVERIFY(runGit(dir.path(), {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--bare")}));
        auto opened = GitRepository::open(dir.path());
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(opened.errorMessage().contains(QLatin1String("bare")), qPrintable(opened.errorMessage()));
    }

    void repositoryWithoutCommits()
    {
        QTemporaryDir dir;
        QVERIFY(runGit(dir.path(), {QStringLiteral("init"), QStringLiteral("-q")}));
        QDir(dir.path()).mkpath(QStringLiteral("sub"));
        for (const char *name : {"a.txt", "sub/b.txt"}) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(name);
        }
        auto repo = GitRepository::open(dir.path());
        QVERIFY2(repo.ok(), qPrintable(repo.errorMessage()));
        auto head = repo->headCommitId();
        QVERIFY2(head.ok(), qPrintable(head.errorMessage()));
        QVERIFY(head->isEmpty());
        auto b = repo->baseline();
        QVERIFY2(b.ok(), qPrintable(b.errorMessage()));
        QVERIFY(b->commitId.isEmpty());
        QCOMPARE(names(b->files), (QSet<QString>{QStringLiteral("a.txt"), QStringLiteral("sub/b.txt")}));
        QCOMPARE(b->untrackedCount, 2);
        QCOMPARE(b->modifiedCount, 0);

        QTemporaryDir target;
        auto stats = WorkspaceCopier(repo->workdir(), target.path()).copy(b->files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        compareTrees(readTree(target.path()), Tree{{QStringLiteral("a.txt"), file("a.txt")},
                                                   {QStringLiteral("sub"), folder()},
                                                   {QStringLiteral("sub/b.txt"), file("sub/b.txt")}});
    }

    void diskFull()
    {
        if (::geteuid() != 0)
            QSKIP("Needs root to mount a 256 KiB tmpfs (CI runs the unit tests as root).");
        TmpfsMount small(QStringLiteral("256k"));
        if (!small.isMounted())
            QSKIP(qPrintable(QStringLiteral("Running as root, but mounting a tmpfs was refused (%1); this "
                                            "container lacks CAP_SYS_ADMIN.")
                                 .arg(small.error())));

        ScratchRepo repo;
        QByteArray big(2 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator rng(4);
        for (char &c : big)
            c = char(rng.bounded(256));
        repo.write(QStringLiteral("assets/big.bin"), big);
        QVERIFY(repo.commitAll());
        auto opened = GitRepository::open(repo.path());
        QVERIFY(opened.ok());
        auto b = opened->baseline();
        QVERIFY(b.ok());

        const QString workspace = small.path() + QStringLiteral("/workspace");
        auto stats = WorkspaceCopier(opened->workdir(), workspace).copy(b->files, {}, CallOptions());
        QVERIFY2(!stats.ok(), "copying 2 MiB onto a 256 KiB disk must fail");
        QCOMPARE(stats.error().kind, Error::Kind::Io);
        QVERIFY2(stats.errorMessage().contains(QLatin1String("is full")), qPrintable(stats.errorMessage()));
        QVERIFY2(stats.errorMessage().contains(QLatin1String("assets/big.bin")), qPrintable(stats.errorMessage()));
    }

    void alreadyCanceled()
    {
        SampleRepo sample;
        QVERIFY(sample.build());
        auto repo = GitRepository::open(sample.repo.path());
        auto b = repo->baseline();
        QVERIFY(b.ok());
        CancelToken token;
        token.cancel();
        QTemporaryDir target;
        auto stats = WorkspaceCopier(repo->workdir(), target.filePath(QStringLiteral("ws")))
                         .copy(b->files, {}, CallOptions().withCancel(token));
        QVERIFY(!stats.ok());
        QCOMPARE(stats.error().kind, Error::Kind::Canceled);
        // Nothing was copied.
        QDirIterator it(target.filePath(QStringLiteral("ws")), QDir::Files | QDir::System | QDir::Hidden,
                        QDirIterator::Subdirectories);
        QVERIFY(!it.hasNext());
    }

    void canceledMidway()
    {
        // Enough files for several threads; cancel from the progress callback.
        ScratchRepo repo;
        QList<QByteArray> files;
        for (int i = 0; i < 2000; ++i) {
            const QString name = QStringLiteral("d%1/f%2.txt").arg(i % 10).arg(i);
            repo.write(name, QByteArray::number(i));
            files << QFile::encodeName(name);
        }
        CancelToken token;
        QTemporaryDir target;
        auto stats = WorkspaceCopier(repo.path(), target.path())
                         .copy(
                             files,
                             [&](qint64 done, qint64) {
                                 if (done >= 256)
                                     token.cancel();
                             },
                             CallOptions().withCancel(token));
        QVERIFY(!stats.ok());
        QCOMPARE(stats.error().kind, Error::Kind::Canceled);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
