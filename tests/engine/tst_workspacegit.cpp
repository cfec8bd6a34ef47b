// The sandbox's own repository at /workspace/.git, made from real git repositories and checked with
// the real git: the baseline's uncommitted and untracked files as `git status` shows them, the
// user's history and branch, nothing that leads back to the user's repository (no remote, URL,
// credential helper, hook, alternates, shared inode or hard link), a cut history that git accepts
// as shallow, detached and unborn heads, linked worktrees, alternates and submodules as sources,
// cancel and failure leaving no .git behind; and the user's .git byte-identical after the sandbox
// rewrote, collected and damaged its own.

#include "core/CallOptions.h"
#include "git/GitRepository.h"
#include "git/WorkspaceGit.h"
#include "review/ReviewDiff.h"
#include "sandbox/WorkspaceCopier.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {

struct GitRun {
    int exitCode = -1;
    QString out;
    QString err;
};

GitRun runGit(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_AUTHOR_NAME"), QStringLiteral("Test"));
    env.insert(QStringLiteral("GIT_AUTHOR_EMAIL"), QStringLiteral("test@example.com"));
    env.insert(QStringLiteral("GIT_COMMITTER_NAME"), QStringLiteral("Test"));
    env.insert(QStringLiteral("GIT_COMMITTER_EMAIL"), QStringLiteral("test@example.com"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("git"), args);
    p.waitForFinished(120'000);
    GitRun r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    // Only the end is trimmed: a status line starts with a space for a change not staged.
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    while (r.out.endsWith(u'\n'))
        r.out.chop(1);
    r.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    return r;
}

// Runs git and expects it to succeed; its standard output, trimmed.
QString git(const QString &dir, const QStringList &args)
{
    const GitRun r = runGit(dir, args);
    if (r.exitCode != 0)
        qWarning().noquote() << "git" << args.join(u' ') << "in" << dir << "failed:" << r.err;
    return r.out;
}

bool write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(content) == content.size();
}

QStringList sortedLines(const QString &text)
{
    QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}

// Every entry under `root` as a line: path, type, permission bits and, for a file, the SHA-256 of
// its bytes (for a link, its target). Never follows a link.
QMap<QString, QString> fingerprint(const QString &root)
{
    QMap<QString, QString> out;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
            out.insert(path, QStringLiteral("unreadable"));
            continue;
        }
        QString line = QStringLiteral("%1 %2").arg(st.st_mode & S_IFMT, 0, 8).arg(st.st_mode & 07777, 0, 8);
        if (S_ISREG(st.st_mode)) {
            QFile f(path);
            QCryptographicHash hash(QCryptographicHash::Sha256);
            if (f.open(QIODevice::ReadOnly))
                hash.addData(&f);
            line += u' ' + QString::fromLatin1(hash.result().toHex()) + u' ' + QString::number(st.st_size);
        } else if (S_ISLNK(st.st_mode)) {
            line += u' ' + QFile::symLinkTarget(path);
        }
        out.insert(path.mid(root.size()), line);
    }
    return out;
}

struct Inode {
    dev_t dev;
    ino_t ino;
    bool operator==(const Inode &o) const { return dev == o.dev && ino == o.ino; }
};
size_t qHash(const Inode &i, size_t seed = 0)
{
    return ::qHash(quint64(i.ino), seed) ^ quint64(i.dev);
}

QSet<Inode> inodes(const QString &root)
{
    QSet<Inode> out;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        struct stat st {};
        if (::lstat(QFile::encodeName(it.next()).constData(), &st) == 0)
            out.insert({st.st_dev, st.st_ino});
    }
    return out;
}

} // namespace

class TestWorkspaceGit : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    int m_counter = 0;

    QString newFolder(const QString &name)
    {
        const QString path = m_tmp.filePath(QStringLiteral("%1-%2").arg(name).arg(++m_counter));
        QDir().mkpath(path);
        return path;
    }

    // A repository with history on two branches, tags, a remote with a URL and a credential
    // helper, a hook, an ignore list of its own, packed and loose objects, a commit-graph; and in
    // its working tree every kind of uncommitted change.
    QString makeRichRepository()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        for (int i = 1; i <= 5; ++i) {
            write(repo + QStringLiteral("/history.txt"), QByteArray::number(i) + '\n');
            write(repo + QStringLiteral("/unchanged.txt"), "stays\n");
            write(repo + QStringLiteral("/mod_unstaged.txt"), "a\n");
            write(repo + QStringLiteral("/mod_staged.txt"), "a\n");
            write(repo + QStringLiteral("/both.txt"), "a\n");
            write(repo + QStringLiteral("/del_unstaged.txt"), "a\n");
            write(repo + QStringLiteral("/del_staged.txt"), "a\n");
            write(repo + QStringLiteral("/dir/file with space.txt"), "a\n");
            write(repo + QStringLiteral("/.gitignore"), "*.log\n");
            git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
            git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                       QStringLiteral("commit %1").arg(i)});
            if (i == 2) {
                git(repo, {QStringLiteral("tag"), QStringLiteral("v0.2")});
                git(repo, {QStringLiteral("tag"), QStringLiteral("-a"), QStringLiteral("-m"), QStringLiteral("two"),
                           QStringLiteral("v0.2-annotated")});
                git(repo, {QStringLiteral("branch"), QStringLiteral("feature/x")});
            }
            if (i == 3)
                git(repo, {QStringLiteral("gc"), QStringLiteral("-q")});
        }
        git(repo, {QStringLiteral("commit-graph"), QStringLiteral("write"), QStringLiteral("--reachable")});
        git(repo, {QStringLiteral("remote"), QStringLiteral("add"), QStringLiteral("origin"),
                   QStringLiteral("https://user:secret@example.com/repo.git")});
        git(repo, {QStringLiteral("config"), QStringLiteral("credential.helper"), QStringLiteral("store")});
        git(repo, {QStringLiteral("update-ref"), QStringLiteral("refs/remotes/origin/main"), QStringLiteral("HEAD~1")});
        write(repo + QStringLiteral("/.git/hooks/pre-commit"), "#!/bin/sh\nexit 1\n");
        ::chmod(QFile::encodeName(repo + QStringLiteral("/.git/hooks/pre-commit")).constData(), 0755);
        write(repo + QStringLiteral("/.git/info/exclude"), "secret-notes/\n");

        write(repo + QStringLiteral("/mod_unstaged.txt"), "b\n");
        write(repo + QStringLiteral("/mod_staged.txt"), "b\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("mod_staged.txt")});
        write(repo + QStringLiteral("/both.txt"), "b\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("both.txt")});
        write(repo + QStringLiteral("/both.txt"), "c\n");
        QFile::remove(repo + QStringLiteral("/del_unstaged.txt"));
        git(repo, {QStringLiteral("rm"), QStringLiteral("-q"), QStringLiteral("del_staged.txt")});
        write(repo + QStringLiteral("/untracked.txt"), "new\n");
        write(repo + QStringLiteral("/newdir/deep/untracked.txt"), "new\n");
        write(repo + QStringLiteral("/staged_new.txt"), "new\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("staged_new.txt")});
        write(repo + QStringLiteral("/dir/file with space.txt"), "b\n");
        write(repo + QStringLiteral("/build.log"), "ignored\n");
        write(repo + QStringLiteral("/secret-notes/a.txt"), "ignored through info/exclude\n");
        return repo;
    }

    // What a sandbox's creation does: the baseline, its files copied, then the history.
    Result<WorkspaceGitStats> makeSandbox(const QString &repository, const QString &workspace, int depth = 0,
                                          Baseline *baselineOut = nullptr, const CallOptions &call = CallOptions())
    {
        auto repo = GitRepository::open(repository);
        if (!repo)
            return repo.error();
        auto baseline = repo->baseline();
        if (!baseline)
            return baseline.error();
        if (baselineOut)
            *baselineOut = *baseline;
        auto copied = WorkspaceCopier(repo->workdir(), workspace).copy(baseline->files, {}, CallOptions());
        if (!copied)
            return copied.error();
        return WorkspaceGit::create(repo->workdir(), workspace, *baseline, WorkspaceGitOptions{depth}, call);
    }

    // Nothing in the workspace's .git shares an inode with the user's .git or has a second name,
    // no alternates, no remote, no URL or credential helper, no hook, and no host path (the
    // container sees the workspace elsewhere).
    void verifyStandalone(const QString &userGitDir, const QString &workspace)
    {
        const QString gitDir = workspace + QStringLiteral("/.git");
        QVERIFY(QFileInfo(gitDir).isDir());
        const QSet<Inode> users = inodes(userGitDir);
        QDirIterator it(gitDir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            struct stat st {};
            QCOMPARE(::lstat(QFile::encodeName(path).constData(), &st), 0);
            QVERIFY2(!S_ISLNK(st.st_mode), qPrintable(path));
            QVERIFY2(!users.contains(Inode{st.st_dev, st.st_ino}), qPrintable(path));
            if (S_ISREG(st.st_mode)) {
                ++files;
                QVERIFY2(st.st_nlink == 1, qPrintable(path));
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains(QFile::encodeName(workspace)), qPrintable(path));
            }
        }
        QVERIFY(files > 0);
        QVERIFY(!QFileInfo::exists(gitDir + QStringLiteral("/objects/info/alternates")));
        QVERIFY(!QFileInfo::exists(gitDir + QStringLiteral("/commondir")));
        QVERIFY(QDir(gitDir + QStringLiteral("/hooks")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
        QCOMPARE(git(workspace, {QStringLiteral("remote")}), QString());
        const QString config =
            git(workspace, {QStringLiteral("config"), QStringLiteral("--local"), QStringLiteral("--list")});
        QVERIFY(!config.isEmpty());
        for (const char *forbidden : {"url", "credential", "remote.", "hookspath", "worktree", "include", "fsmonitor"})
            QVERIFY2(!config.toLower().contains(QLatin1String(forbidden)), qPrintable(config));
        QCOMPARE(git(workspace, {QStringLiteral("for-each-ref"), QStringLiteral("refs/remotes")}), QString());
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--git-dir")}), QStringLiteral(".git"));
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}),
                 QFileInfo(workspace).canonicalFilePath());
    }

    void verifyFsck(const QString &workspace)
    {
        const GitRun fsck = runGit(workspace, {QStringLiteral("fsck"), QStringLiteral("--strict")});
        QVERIFY2(fsck.exitCode == 0, qPrintable(fsck.out + u'\n' + fsck.err));
        QVERIFY2(!fsck.err.contains(QLatin1String("error")), qPrintable(fsck.err));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        // Neither the host's git configuration nor libgit2's view of it may decide an outcome.
        const QString home = newFolder(QStringLiteral("home"));
        qputenv("HOME", QFile::encodeName(home));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + QStringLiteral("/.config")));
        qputenv("GIT_CONFIG_NOSYSTEM", "1");
        // The submodule case clones from a local path.
        git(home, {QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("protocol.file.allow"),
                   QStringLiteral("always")});
    }

    void fullHistory()
    {
        const QString repo = makeRichRepository();
        const QString workspace = newFolder(QStringLiteral("workspace"));
        Baseline baseline;
        auto made = makeSandbox(repo, workspace, 0, &baseline);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(made->branch, QStringLiteral("main"));
        QVERIFY(!made->shallow);
        QVERIFY(!made->unborn);
        QVERIFY(made->files >= 3); // a pack, its index, loose objects
        QVERIFY(made->bytes > 0);
        QCOMPARE(made->refs, 4); // main, feature/x, v0.2, v0.2-annotated

        // Staged or not, a change is a change in the worktree column; a file staged as new is untracked.
        const QStringList expected{
            QStringLiteral(" D del_staged.txt"),
            QStringLiteral(" D del_unstaged.txt"),
            QStringLiteral(" M both.txt"),
            QStringLiteral(" M \"dir/file with space.txt\""),
            QStringLiteral(" M mod_staged.txt"),
            QStringLiteral(" M mod_unstaged.txt"),
            QStringLiteral("?? newdir/deep/untracked.txt"),
            QStringLiteral("?? staged_new.txt"),
            QStringLiteral("?? untracked.txt"),
        };
        QStringList sortedExpected = expected;
        sortedExpected.sort();
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 sortedExpected);
        QCOMPARE(baseline.modifiedCount, 5); // the four changed files and the file staged as new
        QCOMPARE(baseline.untrackedCount, 2);
        QCOMPARE(baseline.deletedCount, 2);
        // Nothing is staged: the index is the baseline commit's tree.
        QCOMPARE(git(workspace, {QStringLiteral("diff"), QStringLiteral("--cached"), QStringLiteral("--name-only")}),
                 QString());
        QCOMPARE(git(workspace, {QStringLiteral("diff"), QStringLiteral("both.txt")}).split(u'\n').last(),
                 QStringLiteral("+c"));

        QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%H")}),
                 git(repo, {QStringLiteral("log"), QStringLiteral("--format=%H")}));
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), baseline.commitId);
        QCOMPARE(git(workspace, {QStringLiteral("symbolic-ref"), QStringLiteral("HEAD")}),
                 QStringLiteral("refs/heads/main"));
        QCOMPARE(git(workspace, {QStringLiteral("for-each-ref"), QStringLiteral("--format=%(refname) %(objectname)")}),
                 git(repo, {QStringLiteral("for-each-ref"), QStringLiteral("--format=%(refname) %(objectname)"),
                            QStringLiteral("refs/heads"), QStringLiteral("refs/tags")}));
        QCOMPARE(git(workspace, {QStringLiteral("cat-file"), QStringLiteral("-t"), QStringLiteral("v0.2-annotated")}),
                 QStringLiteral("tag"));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/.git/shallow")));
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--is-shallow-repository")}),
                 QStringLiteral("false"));

        // The user's ignore list came along: ignored files, not copied, stay ignored when made again.
        QFile exclude(workspace + QStringLiteral("/.git/info/exclude"));
        QVERIFY(exclude.open(QIODevice::ReadOnly));
        QCOMPARE(exclude.readAll(), QByteArray("secret-notes/\n"));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/secret-notes")));
        QVERIFY(write(workspace + QStringLiteral("/secret-notes/b.txt"), "x"));
        QVERIFY(write(workspace + QStringLiteral("/other.log"), "x"));
        QCOMPARE(runGit(workspace,
                        {QStringLiteral("check-ignore"), QStringLiteral("-q"), QStringLiteral("secret-notes/b.txt")})
                     .exitCode,
                 0);
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 sortedExpected);

        verifyStandalone(repo + QStringLiteral("/.git"), workspace);
        verifyFsck(workspace);

        // The sandbox's git is usable as it is: a commit on its branch.
        git(workspace, {QStringLiteral("add"), QStringLiteral("-A")});
        QCOMPARE(runGit(workspace, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                                    QStringLiteral("in the sandbox")})
                     .exitCode,
                 0);
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("HEAD~1")}), baseline.commitId);
    }

    // The key promise: whatever the sandbox does to its own repository, the user's .git does not
    // change by one byte (nor does making the sandbox's change it).
    void userRepositoryUntouched()
    {
        const QString repo = makeRichRepository();
        const QString userGit = repo + QStringLiteral("/.git");
        const QMap<QString, QString> before = fingerprint(userGit);
        QVERIFY(before.size() > 20);
        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(fingerprint(userGit), before);

        const QString original = git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        QCOMPARE(runGit(workspace, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("--amend"),
                                    QStringLiteral("-m"), QStringLiteral("rewritten")})
                     .exitCode,
                 0);
        QVERIFY(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}) != original);
        QCOMPARE(runGit(workspace, {QStringLiteral("reset"), QStringLiteral("-q"), QStringLiteral("--hard"),
                                    QStringLiteral("HEAD~1")})
                     .exitCode,
                 0);
        QCOMPARE(runGit(workspace, {QStringLiteral("tag"), QStringLiteral("sandbox-tag")}).exitCode, 0);
        QCOMPARE(
            runGit(workspace, {QStringLiteral("branch"), QStringLiteral("-D"), QStringLiteral("feature/x")}).exitCode,
            0);
        QCOMPARE(runGit(workspace, {QStringLiteral("tag"), QStringLiteral("-d"), QStringLiteral("v0.2")}).exitCode, 0);
        QCOMPARE(runGit(workspace, {QStringLiteral("reflog"), QStringLiteral("expire"), QStringLiteral("--expire=now"),
                                    QStringLiteral("--all")})
                     .exitCode,
                 0);
        QCOMPARE(
            runGit(workspace, {QStringLiteral("gc"), QStringLiteral("-q"), QStringLiteral("--prune=now")}).exitCode, 0);
        QCOMPARE(fingerprint(userGit), before);

        // Root in the sandbox writes over every file of a fresh copy, objects included, in place.
        const QString second = newFolder(QStringLiteral("workspace"));
        auto again = makeSandbox(repo, second);
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QDirIterator it(second + QStringLiteral("/.git"), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int damaged = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadWrite), qPrintable(path));
            const qint64 size = f.size();
            QVERIFY(f.write(QByteArray(int(qMax<qint64>(size, 16)), '\xa5')) > 0);
            ++damaged;
        }
        QVERIFY(damaged > 5);
        QVERIFY(runGit(second, {QStringLiteral("fsck")}).exitCode != 0);
        QCOMPARE(fingerprint(userGit), before);
        QCOMPARE(runGit(repo, {QStringLiteral("fsck"), QStringLiteral("--strict")}).exitCode, 0);
    }

    void historyDepth()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("trunk")});
        for (int i = 1; i <= 10; ++i) {
            write(repo + QStringLiteral("/file.txt"), QByteArray::number(i) + '\n');
            write(repo + QStringLiteral("/f%1.txt").arg(i), "x\n");
            git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
            git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QString::number(i)});
        }
        git(repo, {QStringLiteral("branch"), QStringLiteral("other"), QStringLiteral("HEAD~5")});
        git(repo, {QStringLiteral("tag"), QStringLiteral("v1"), QStringLiteral("HEAD~1")});
        write(repo + QStringLiteral("/file.txt"), "changed\n");
        write(repo + QStringLiteral("/new.txt"), "new\n");
        const QStringList userLog = git(repo, {QStringLiteral("log"), QStringLiteral("--format=%H")}).split(u'\n');
        QCOMPARE(userLog.size(), 10);

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace, 3);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QVERIFY(made->shallow);
        QCOMPARE(made->commits, 3);
        QCOMPARE(made->refs, 1);
        QCOMPARE(made->files, 2); // one pack and its index
        QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%H")}).split(u'\n'),
                 userLog.mid(0, 3));
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--is-shallow-repository")}),
                 QStringLiteral("true"));
        QFile shallow(workspace + QStringLiteral("/.git/shallow"));
        QVERIFY(shallow.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromLatin1(shallow.readAll()), userLog.at(2) + u'\n');
        QCOMPARE(git(workspace, {QStringLiteral("for-each-ref"), QStringLiteral("--format=%(refname)")}),
                 QStringLiteral("refs/heads/trunk"));
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 QStringList({QStringLiteral(" M file.txt"), QStringLiteral("?? new.txt")}));
        // Only what the three commits need: their trees' blobs, not older ones.
        const int objects =
            git(workspace, {QStringLiteral("rev-list"), QStringLiteral("--objects"), QStringLiteral("--all")})
                .split(u'\n')
                .size();
        QCOMPARE(git(workspace, {QStringLiteral("cat-file"), QStringLiteral("--batch-all-objects"),
                                 QStringLiteral("--batch-check=%(objectname)")})
                     .split(u'\n')
                     .size(),
                 objects);
        verifyStandalone(repo + QStringLiteral("/.git"), workspace);
        verifyFsck(workspace);

        // A depth beyond the history keeps all of it, and nothing is cut.
        const QString whole = newFolder(QStringLiteral("workspace"));
        auto all = makeSandbox(repo, whole, 50);
        QVERIFY2(all, qPrintable(all.errorMessage()));
        QVERIFY(!all->shallow);
        QCOMPARE(all->commits, 10);
        QCOMPARE(git(whole, {QStringLiteral("log"), QStringLiteral("--format=%H")}).split(u'\n'), userLog);
        QCOMPARE(git(whole, {QStringLiteral("rev-parse"), QStringLiteral("--is-shallow-repository")}),
                 QStringLiteral("false"));
        verifyFsck(whole);

        // Depth 1: the baseline commit alone.
        const QString one = newFolder(QStringLiteral("workspace"));
        auto single = makeSandbox(repo, one, 1);
        QVERIFY2(single, qPrintable(single.errorMessage()));
        QCOMPARE(git(one, {QStringLiteral("log"), QStringLiteral("--format=%H")}), userLog.first());
        verifyFsck(one);
    }

    // Counted along every parent, as `git clone --depth` does: a merge brings both of its parents.
    void historyDepthThroughMerge()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        const auto commit = [&](const QString &file, const QString &message) {
            write(repo + u'/' + file, message.toUtf8());
            git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
            git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), message});
        };
        commit(QStringLiteral("a"), QStringLiteral("A"));
        commit(QStringLiteral("b"), QStringLiteral("B"));
        git(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("side"),
                   QStringLiteral("HEAD~1")});
        commit(QStringLiteral("d"), QStringLiteral("D"));
        git(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main")});
        commit(QStringLiteral("c"), QStringLiteral("C"));
        git(repo, {QStringLiteral("merge"), QStringLiteral("-q"), QStringLiteral("--no-edit"), QStringLiteral("side")});

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace, 2);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(made->commits, 3);
        QCOMPARE(sortedLines(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%s")})),
                 QStringList({QStringLiteral("C"), QStringLiteral("D"), QStringLiteral("Merge branch 'side'")}));
        QFile shallow(workspace + QStringLiteral("/.git/shallow"));
        QVERIFY(shallow.open(QIODevice::ReadOnly));
        QCOMPARE(
            sortedLines(QString::fromLatin1(shallow.readAll())),
            sortedLines(git(repo, {QStringLiteral("rev-parse"), QStringLiteral("HEAD^1"), QStringLiteral("HEAD^2")})));
        QCOMPARE(git(workspace, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());
        verifyFsck(workspace);
    }

    void detachedHead()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        for (int i = 1; i <= 3; ++i) {
            write(repo + QStringLiteral("/file.txt"), QByteArray::number(i));
            git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
            git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QString::number(i)});
        }
        git(repo,
            {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("--detach"), QStringLiteral("HEAD~1")});
        write(repo + QStringLiteral("/file.txt"), "changed");
        const QString head = git(repo, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});

        for (const int depth : {0, 1}) {
            const QString workspace = newFolder(QStringLiteral("workspace"));
            auto made = makeSandbox(repo, workspace, depth);
            QVERIFY2(made, qPrintable(made.errorMessage()));
            QVERIFY(made->branch.isEmpty());
            QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), head);
            QCOMPARE(runGit(workspace, {QStringLiteral("symbolic-ref"), QStringLiteral("-q"), QStringLiteral("HEAD")})
                         .exitCode,
                     1);
            QCOMPARE(git(workspace, {QStringLiteral("status"), QStringLiteral("--porcelain")}),
                     QStringLiteral(" M file.txt"));
            // With all of the history, main comes along; with a depth, only HEAD.
            QCOMPARE(git(workspace, {QStringLiteral("for-each-ref"), QStringLiteral("--format=%(refname)")}),
                     depth == 0 ? QStringLiteral("refs/heads/main") : QString());
            verifyStandalone(repo + QStringLiteral("/.git"), workspace);
            verifyFsck(workspace);
        }
    }

    void noCommits()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("trunk")});
        write(repo + QStringLiteral("/a.txt"), "a");
        write(repo + QStringLiteral("/sub/b.txt"), "b");
        git(repo, {QStringLiteral("add"), QStringLiteral("a.txt")});

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QVERIFY(made->unborn);
        QCOMPARE(made->branch, QStringLiteral("trunk"));
        QCOMPARE(git(workspace, {QStringLiteral("symbolic-ref"), QStringLiteral("HEAD")}),
                 QStringLiteral("refs/heads/trunk"));
        QVERIFY(runGit(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"),
                                   QStringLiteral("HEAD")})
                    .exitCode != 0);
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 QStringList({QStringLiteral("?? a.txt"), QStringLiteral("?? sub/b.txt")}));
        verifyStandalone(repo + QStringLiteral("/.git"), workspace);
        git(workspace, {QStringLiteral("add"), QStringLiteral("-A")});
        QCOMPARE(runGit(workspace,
                        {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("first")})
                     .exitCode,
                 0);
        verifyFsck(workspace);
    }

    // A linked worktree: its .git is a file, its objects are in the main repository's .git.
    void linkedWorktree()
    {
        const QString main = makeRichRepository();
        const QString worktree = m_tmp.filePath(QStringLiteral("worktree-%1").arg(++m_counter));
        git(main, {QStringLiteral("worktree"), QStringLiteral("add"), QStringLiteral("-q"), QStringLiteral("-b"),
                   QStringLiteral("wt-branch"), worktree, QStringLiteral("HEAD~1")});
        QVERIFY(QFileInfo(worktree + QStringLiteral("/.git")).isFile());
        write(worktree + QStringLiteral("/history.txt"), "changed in the worktree\n");
        write(worktree + QStringLiteral("/wt-new.txt"), "new\n");
        const QMap<QString, QString> before = fingerprint(main + QStringLiteral("/.git"));

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(worktree, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(made->branch, QStringLiteral("wt-branch"));
        QCOMPARE(git(workspace, {QStringLiteral("symbolic-ref"), QStringLiteral("HEAD")}),
                 QStringLiteral("refs/heads/wt-branch"));
        QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%H")}),
                 git(worktree, {QStringLiteral("log"), QStringLiteral("--format=%H")}));
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 QStringList({QStringLiteral(" M history.txt"), QStringLiteral("?? wt-new.txt")}));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/.git/worktrees")));
        // The main repository's branch is there too, at its own commit.
        QCOMPARE(git(workspace, {QStringLiteral("rev-parse"), QStringLiteral("main")}),
                 git(main, {QStringLiteral("rev-parse"), QStringLiteral("main")}));
        verifyStandalone(main + QStringLiteral("/.git"), workspace);
        verifyFsck(workspace);
        QCOMPARE(fingerprint(main + QStringLiteral("/.git")), before);
    }

    // A repository that borrows its objects through alternates: the sandbox gets them as its own,
    // and keeps working when the repository lent from is gone.
    void alternatesSource()
    {
        const QString lender = makeRichRepository();
        const QString borrower = m_tmp.filePath(QStringLiteral("borrower-%1").arg(++m_counter));
        git(m_tmp.path(),
            {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--shared"), lender, borrower});
        QVERIFY(QFileInfo::exists(borrower + QStringLiteral("/.git/objects/info/alternates")));
        write(borrower + QStringLiteral("/own.txt"), "the borrower's own commit\n");
        git(borrower, {QStringLiteral("add"), QStringLiteral("own.txt")});
        git(borrower, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("own")});
        write(borrower + QStringLiteral("/own.txt"), "changed\n");

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(borrower, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        verifyStandalone(borrower + QStringLiteral("/.git"), workspace);
        verifyStandalone(lender + QStringLiteral("/.git"), workspace);
        QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%H")}),
                 git(borrower, {QStringLiteral("log"), QStringLiteral("--format=%H")}));

        // With the lender moved away, the sandbox's repository still has everything.
        const QString moved = lender + QStringLiteral("-moved");
        QVERIFY(QDir().rename(lender, moved));
        QVERIFY(runGit(borrower, {QStringLiteral("fsck")}).exitCode != 0); // the borrower itself is broken now
        verifyFsck(workspace);
        QVERIFY(
            !git(workspace, {QStringLiteral("log"), QStringLiteral("-p"), QStringLiteral("--format=%H")}).isEmpty());
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 QStringList({QStringLiteral(" M own.txt")}));
        QVERIFY(QDir().rename(moved, lender));

        // A cut history is packed from the lender's objects as well.
        const QString cut = newFolder(QStringLiteral("workspace"));
        auto packed = makeSandbox(borrower, cut, 2);
        QVERIFY2(packed, qPrintable(packed.errorMessage()));
        verifyStandalone(lender + QStringLiteral("/.git"), cut);
        QVERIFY(QDir().rename(lender, moved));
        verifyFsck(cut);
        QCOMPARE(git(cut, {QStringLiteral("log"), QStringLiteral("--format=%s")}), QStringLiteral("own\ncommit 5"));
        QVERIFY(QDir().rename(moved, lender));
    }

    // A shallow clone as the source: its own cut comes along, and a depth cuts deeper still.
    void shallowSource()
    {
        const QString origin = makeRichRepository();
        const QString repo = m_tmp.filePath(QStringLiteral("shallow-%1").arg(++m_counter));
        git(m_tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--depth=3"),
                           QStringLiteral("file://") + origin, repo});
        QCOMPARE(git(repo, {QStringLiteral("rev-parse"), QStringLiteral("--is-shallow-repository")}),
                 QStringLiteral("true"));
        write(repo + QStringLiteral("/history.txt"), "changed\n");
        const QString userLog = git(repo, {QStringLiteral("log"), QStringLiteral("--format=%H")});
        QCOMPARE(userLog.split(u'\n').size(), 3);

        for (const int depth : {0, 2, 10}) {
            const QString workspace = newFolder(QStringLiteral("workspace"));
            auto made = makeSandbox(repo, workspace, depth);
            QVERIFY2(made, qPrintable(made.errorMessage()));
            QVERIFY(made->shallow);
            QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("--format=%H")}),
                     depth == 2 ? userLog.section(u'\n', 0, 1) : userLog);
            QCOMPARE(git(workspace, {QStringLiteral("status"), QStringLiteral("--porcelain")}),
                     QStringLiteral(" M history.txt"));
            verifyStandalone(repo + QStringLiteral("/.git"), workspace);
            verifyFsck(workspace);
        }
    }

    // An object file that is a link is never followed into a sandbox: the whole history is refused
    // with a reason and nothing is left, and a history depth (which packs afresh) still works.
    void linkedObjectFile()
    {
        const QString repo = makeRichRepository();
        const QString elsewhere = newFolder(QStringLiteral("elsewhere"));
        QDirIterator loose(repo + QStringLiteral("/.git/objects"), QDir::Files, QDirIterator::Subdirectories);
        QString object;
        while (object.isEmpty() && loose.hasNext()) {
            const QString path = loose.next();
            if (!path.contains(QLatin1String("/pack/")) && !path.contains(QLatin1String("/info/")))
                object = path;
        }
        QVERIFY(!object.isEmpty());
        const QString target = elsewhere + QStringLiteral("/object");
        QVERIFY(QFile::rename(object, target));
        QVERIFY(QFile::link(target, object));
        QCOMPARE(runGit(repo, {QStringLiteral("fsck")}).exitCode, 0);

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        QVERIFY(!made);
        QCOMPARE(made.error().kind, Error::Kind::InvalidInput);
        QVERIFY(made.error().message.contains(QFileInfo(object).fileName()));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/.git")));

        const QString cut = newFolder(QStringLiteral("workspace"));
        auto packed = makeSandbox(repo, cut, 100);
        QVERIFY2(packed, qPrintable(packed.errorMessage()));
        verifyStandalone(repo + QStringLiteral("/.git"), cut);
        verifyFsck(cut);
    }

    // A checked-out submodule's files are copied without its .git: the sandbox's git sees a
    // submodule that is not checked out, and says nothing of it.
    void submodule()
    {
        const QString sub = newFolder(QStringLiteral("sub"));
        git(sub, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        write(sub + QStringLiteral("/lib.txt"), "lib\n");
        git(sub, {QStringLiteral("add"), QStringLiteral("-A")});
        git(sub, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("lib")});
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        write(repo + QStringLiteral("/top.txt"), "top\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
        git(repo, {QStringLiteral("submodule"), QStringLiteral("add"), QStringLiteral("-q"), sub,
                   QStringLiteral("vendor/lib")});
        git(repo,
            {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("with a submodule")});
        write(repo + QStringLiteral("/vendor/lib/lib.txt"), "changed inside the submodule\n");
        write(repo + QStringLiteral("/top.txt"), "changed\n");

        const QString workspace = newFolder(QStringLiteral("workspace"));
        Baseline baseline;
        auto made = makeSandbox(repo, workspace, 0, &baseline);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(baseline.submodulesCopied, QStringList{QStringLiteral("vendor/lib")});
        QVERIFY(QFileInfo::exists(workspace + QStringLiteral("/vendor/lib/lib.txt")));
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/vendor/lib/.git")));
        QCOMPARE(sortedLines(git(
                     workspace, {QStringLiteral("status"), QStringLiteral("--porcelain=v1"), QStringLiteral("-uall")})),
                 QStringList({QStringLiteral(" M top.txt")}));
        QVERIFY(git(workspace, {QStringLiteral("submodule"), QStringLiteral("status")}).startsWith(u'-'));
        verifyStandalone(repo + QStringLiteral("/.git"), workspace);
        verifyFsck(workspace);
    }

    // Settings that decide what counts as changed come along: with core.autocrlf the user's
    // CRLF working tree matches its LF blobs, and the sandbox's git must agree.
    void lineEndingSettings()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        git(repo, {QStringLiteral("config"), QStringLiteral("core.autocrlf"), QStringLiteral("true")});
        write(repo + QStringLiteral("/text.txt"), "one\r\ntwo\r\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
        git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("crlf")});
        QCOMPARE(git(repo, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());

        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(git(workspace, {QStringLiteral("config"), QStringLiteral("--local"), QStringLiteral("core.autocrlf")}),
                 QStringLiteral("true"));
        QCOMPARE(git(workspace, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());
    }

    // The user's name and email come along from the user's global configuration, so that a commit
    // in the sandbox (whose container has no configuration of its own) works.
    void identityComesAlong()
    {
        const QString repo = newFolder(QStringLiteral("user"));
        git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        write(repo + QStringLiteral("/a.txt"), "a\n");
        git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
        git(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("first")});
        git(repo, {QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("user.name"),
                   QStringLiteral("Ada Lovelace")});
        git(repo, {QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("user.email"),
                   QStringLiteral("ada@example.org")});
        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        git(repo, {QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("--unset"),
                   QStringLiteral("user.name")});
        git(repo, {QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("--unset"),
                   QStringLiteral("user.email")});
        QVERIFY2(made, qPrintable(made.errorMessage()));
        QCOMPARE(git(workspace, {QStringLiteral("config"), QStringLiteral("--local"), QStringLiteral("user.name")}),
                 QStringLiteral("Ada Lovelace"));

        // A commit with nothing but the workspace's own configuration, as in the container.
        write(workspace + QStringLiteral("/a.txt"), "b\n");
        QProcess commit;
        commit.setWorkingDirectory(workspace);
        QProcessEnvironment bare;
        bare.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        bare.insert(QStringLiteral("HOME"), newFolder(QStringLiteral("empty-home")));
        bare.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        commit.setProcessEnvironment(bare);
        commit.start(QStringLiteral("git"),
                     {QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("agent")});
        QVERIFY(commit.waitForFinished(60'000));
        QVERIFY2(commit.exitCode() == 0, commit.readAllStandardError().constData());
        QCOMPARE(git(workspace, {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%an <%ae>")}),
                 QStringLiteral("Ada Lovelace <ada@example.org>"));
    }

    // What the sandbox does to its .git never reaches the review, not even as the other side of a
    // rename or a copy: the workspace's .git is left out before renames and copies are looked for.
    void reviewLeavesSandboxHistoryOut()
    {
        const QString repo = makeRichRepository();
        const QString workspace = newFolder(QStringLiteral("workspace"));
        auto made = makeSandbox(repo, workspace);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        const QString storePath = newFolder(QStringLiteral("store"));
        auto store = WorkspaceSnapshots::open(storePath);
        QVERIFY2(store, qPrintable(store.errorMessage()));
        auto base = store->capture(workspace, QStringLiteral("baseline"));
        QVERIFY2(base, qPrintable(base.errorMessage()));

        // The agent commits, moves a file out of .git (an exact rename from .git's point of view)
        // and copies one it changed there (a copy from a modified file).
        write(workspace + QStringLiteral("/unchanged.txt"), "changed by the agent\n");
        git(workspace, {QStringLiteral("add"), QStringLiteral("-A")});
        git(workspace, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("agent")});
        QVERIFY(QFile::rename(workspace + QStringLiteral("/.git/description"),
                              workspace + QStringLiteral("/description.txt")));
        QByteArray exclude;
        for (int i = 0; i < 40; ++i)
            exclude += "pattern-" + QByteArray::number(i) + "/\n";
        QVERIFY(write(workspace + QStringLiteral("/.git/info/exclude"), exclude));
        QVERIFY(write(workspace + QStringLiteral("/exclude-copy.txt"), exclude + "one more/\n"));
        auto final = store->capture(workspace, QStringLiteral("final"));
        QVERIFY2(final, qPrintable(final.errorMessage()));

        auto changes = ReviewDiff::compute(storePath, base->id, final->id, repo);
        QVERIFY2(changes, qPrintable(changes.errorMessage()));
        QStringList seen;
        for (const ReviewFile &f : changes->files) {
            seen << QString::fromUtf8(f.path);
            QVERIFY2(!f.path.startsWith(".git") && !f.oldPath.startsWith(".git"),
                     qPrintable(QString::fromUtf8(f.oldPath + " -> " + f.path)));
            QVERIFY2(!f.forbidden(), qPrintable(QString::fromUtf8(f.path)));
            if (f.path != "unchanged.txt")
                QCOMPARE(f.status, ReviewFile::Status::Added);
        }
        seen.sort();
        QCOMPARE(seen, QStringList({QStringLiteral("description.txt"), QStringLiteral("exclude-copy.txt"),
                                    QStringLiteral("unchanged.txt")}));
    }

    void canceledLeavesNothing()
    {
        const QString repo = makeRichRepository();
        for (const int depth : {0, 2}) {
            const QString workspace = newFolder(QStringLiteral("workspace"));
            CallOptions call;
            call.isCanceled = [] { return true; };
            auto made = makeSandbox(repo, workspace, depth, nullptr, call);
            QVERIFY(!made);
            QCOMPARE(made.error().kind, Error::Kind::Canceled);
            QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/.git")));
            QVERIFY(QFileInfo::exists(workspace + QStringLiteral("/unchanged.txt"))); // the files are the caller's
        }
    }

    void refusesExistingGit()
    {
        const QString repo = makeRichRepository();
        const QString workspace = newFolder(QStringLiteral("workspace"));
        QVERIFY(write(workspace + QStringLiteral("/.git/keep"), "mine"));
        auto repository = GitRepository::open(repo);
        QVERIFY(repository);
        auto baseline = repository->baseline();
        QVERIFY(baseline);
        auto made = WorkspaceGit::create(repo, workspace, *baseline, {}, CallOptions());
        QVERIFY(!made);
        QCOMPARE(made.error().kind, Error::Kind::Conflict);
        QFile kept(workspace + QStringLiteral("/.git/keep"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("mine"));

        auto negative = WorkspaceGit::create(repo, newFolder(QStringLiteral("workspace")), *baseline,
                                             WorkspaceGitOptions{-1}, CallOptions());
        QVERIFY(!negative);
        QCOMPARE(negative.error().kind, Error::Kind::InvalidInput);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceGit)
#include "tst_workspacegit.moc"
