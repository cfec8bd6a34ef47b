// The review's engine on real git repositories, without a container engine: a baseline and a final
// state captured into a snapshot store as a sandbox's would be, the consolidated diff between them,
// decisions turned into a selection, and the three ways of applying it, each checked with git
// itself (the branch's trees, `git am` of the patch, the working tree's bytes) and against a
// hostile workspace (links out of the repository, .git, names that would climb out).

#include "review/ReviewApply.h"
#include "review/ReviewDiff.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {

QString git(const QString &dir, const QStringList &args, int *exitCode = nullptr)
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
    p.waitForFinished(60'000);
    if (exitCode)
        *exitCode = p.exitCode();
    if (p.exitCode() != 0)
        qWarning().noquote() << "git" << args.join(u' ') << "failed:" << p.readAllStandardError();
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(content);
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

QByteArray numbered(int from, int to, const QByteArray &prefix = "line ")
{
    QByteArray out;
    for (int i = from; i <= to; ++i)
        out += prefix + QByteArray::number(i) + '\n';
    return out;
}

// `path` in `text` with lines `first`..`last` (1-based) replaced by `replacement`.
QByteArray replaced(const QByteArray &text, int first, int last, const QByteArray &replacement)
{
    QList<QByteArray> lines = text.split('\n');
    QByteArray out;
    for (int i = 0; i < lines.size() - 1; ++i) {
        if (i + 1 == first)
            out += replacement;
        if (i + 1 >= first && i + 1 <= last)
            continue;
        out += lines.at(i) + '\n';
    }
    return out;
}

const QByteArray kApp = numbered(1, 40);

} // namespace

class TestReviewApply : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_workspace;
    QString m_store;
    QString m_baselineCommit;
    QString m_baselineSnapshot;
    QString m_finalSnapshot;
    QString m_outside;

    // Copies the repository's files (not .git) into the workspace, as a sandbox's creation does.
    void copyBaseline()
    {
        QProcess cp;
        cp.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("cd '%1' && tar --exclude=./.git -cf - . "
                                                                             "| (cd '%2' && tar -xf -)")
                                                                  .arg(m_repo, m_workspace)});
        QVERIFY(cp.waitForFinished(60'000));
        QCOMPARE(cp.exitCode(), 0);
    }

    ReviewChanges changes()
    {
        auto c = ReviewDiff::compute(m_store, m_baselineSnapshot, m_finalSnapshot, m_repo);
        if (!c)
            qWarning().noquote() << c.error().message;
        return c ? *c : ReviewChanges();
    }

    const ReviewFile *file(const ReviewChanges &c, const QByteArray &path)
    {
        const qsizetype i = c.indexOf(path);
        return i < 0 ? nullptr : &c.files.at(i);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_repo = m_tmp.filePath(QStringLiteral("repo"));
        m_workspace = m_tmp.filePath(QStringLiteral("workspace"));
        m_store = m_tmp.filePath(QStringLiteral("store"));
        m_outside = m_tmp.filePath(QStringLiteral("outside"));
        QDir().mkpath(m_repo);
        QDir().mkpath(m_workspace);
        QDir().mkpath(m_outside);
        git(m_repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        write(m_repo + QStringLiteral("/src/app.cpp"), kApp);
        write(m_repo + QStringLiteral("/src/old_name.py"), numbered(1, 30, "print "));
        write(m_repo + QStringLiteral("/docs/gone.md"), "# Gone\n");
        write(m_repo + QStringLiteral("/run.sh"), "#!/bin/sh\necho run\n");
        write(m_repo + QStringLiteral("/.gitignore"), "build/\n");
        write(m_repo + QStringLiteral("/crlf.txt"), "one\r\ntwo\r\nthree\r\n");
        write(m_repo + QStringLiteral("/image.bin"), QByteArray("\x89PNG\0\0\x01", 7));
        QVERIFY(::symlink((m_outside + QStringLiteral("/")).toLocal8Bit().constData(),
                          (m_repo + QStringLiteral("/linkdir")).toLocal8Bit().constData()) == 0);
        git(m_repo, {QStringLiteral("add"), QStringLiteral("-A")});
        git(m_repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("start")});
        m_baselineCommit = git(m_repo, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        // The user's uncommitted and untracked work, copied into the sandbox with the rest.
        write(m_repo + QStringLiteral("/notes.txt"), "untracked notes\n");
        write(m_repo + QStringLiteral("/docs/readme.md"), "# Read me\nuncommitted\n");

        copyBaseline();
        auto store = WorkspaceSnapshots::open(m_store);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().message));
        auto base = store->capture(m_workspace, QStringLiteral("baseline"));
        QVERIFY2(base, qPrintable(base ? QString() : base.error().message));
        m_baselineSnapshot = base->id;

        // What the sandbox did.
        const QString ws = m_workspace;
        write(ws + QStringLiteral("/src/app.cpp"),
              replaced(replaced(kApp, 35, 35, "line 35 changed\n"), 3, 3, "line 3 changed\n"));
        QFile::remove(ws + QStringLiteral("/src/old_name.py"));
        write(ws + QStringLiteral("/src/new_name.py"), replaced(numbered(1, 30, "print "), 30, 30, "print 30!\n"));
        QFile::remove(ws + QStringLiteral("/docs/gone.md"));
        write(ws + QStringLiteral("/src/added.cpp"), "int added() { return 1; }\n");
        write(ws + QStringLiteral("/tests/test_app.py"), "def test_x():\n    assert True\n");
        write(ws + QStringLiteral("/build/out.o"), "ignored output\n");
        QVERIFY(::chmod((ws + QStringLiteral("/run.sh")).toLocal8Bit().constData(), 0755) == 0);
        write(ws + QStringLiteral("/crlf.txt"), "one\r\nTWO\r\nthree\r\n");
        write(ws + QStringLiteral("/image.bin"), QByteArray("\x89PNG\0\0\x02", 7));
        // Hostile: a link out of the repository, a write through the repository's own link, a hook
        // in a nested .git, the workspace's own .git.
        QVERIFY(::symlink("/etc/passwd", (ws + QStringLiteral("/passwd-link")).toLocal8Bit().constData()) == 0);
        QFile::remove(ws + QStringLiteral("/linkdir"));
        write(ws + QStringLiteral("/linkdir/planted.txt"), "planted\n");
        write(ws + QStringLiteral("/vendor/lib/.git/hooks/post-checkout"), "#!/bin/sh\ntouch /tmp/pwned\n");
        write(ws + QStringLiteral("/.git/config"), "[core]\n\thooksPath = /tmp\n");
        auto final = store->capture(m_workspace, QStringLiteral("final"));
        QVERIFY2(final, qPrintable(final ? QString() : final.error().message));
        m_finalSnapshot = final->id;
    }

    void consolidatedDiff()
    {
        const ReviewChanges c = changes();
        QVERIFY(!c.files.isEmpty());
        QCOMPARE(c.ignored, 1); // build/out.o
        QCOMPARE(c.ignoredSample, QList<QByteArray>{"build/out.o"});
        QVERIFY(!file(c, ".git/config"));
        const ReviewFile *app = file(c, "src/app.cpp");
        QVERIFY(app);
        QCOMPARE(app->status, ReviewFile::Status::Modified);
        QCOMPARE(app->hunks.size(), 2);
        QCOMPARE(app->hunkKeys.size(), 2);
        QVERIFY(app->hunkKeys.at(0) != app->hunkKeys.at(1));
        QCOMPARE(app->added, 2);
        QCOMPARE(app->removed, 2);
        QCOMPARE(app->group, ReviewGroup::Source);
        const ReviewFile *renamed = file(c, "src/new_name.py");
        QVERIFY(renamed);
        QCOMPARE(renamed->status, ReviewFile::Status::Renamed);
        QCOMPARE(renamed->oldPath, QByteArray("src/old_name.py"));
        QCOMPARE(renamed->hunks.size(), 1);
        QCOMPARE(file(c, "docs/gone.md")->status, ReviewFile::Status::Deleted);
        QCOMPARE(file(c, "src/added.cpp")->status, ReviewFile::Status::Added);
        QCOMPARE(file(c, "tests/test_app.py")->group, ReviewGroup::Tests);
        const ReviewFile *run = file(c, "run.sh");
        QVERIFY(run);
        QVERIFY(run->modeChanged());
        QCOMPARE(run->newMode, 0100755u);
        QVERIFY(run->hunks.isEmpty());
        QVERIFY(file(c, "image.bin")->binary);
        QCOMPARE(file(c, "crlf.txt")->hunks.size(), 1);
        // The user's uncommitted and untracked files are part of the baseline, not changes.
        QVERIFY(!file(c, "notes.txt"));
        QVERIFY(!file(c, "docs/readme.md"));
        // Hostile entries: flagged, and the dangerous ones forbidden.
        QVERIFY(file(c, "passwd-link")->hazards & PathHazard::LinkLeavesRepository);
        QVERIFY(!file(c, "passwd-link")->forbidden());
        QVERIFY(file(c, "linkdir/planted.txt")->forbidden());
        QVERIFY(file(c, "vendor/lib/.git/hooks/post-checkout")->forbidden());
        // Groups come in order.
        for (qsizetype i = 1; i < c.files.size(); ++i)
            QVERIFY(int(c.files.at(i - 1).group) <= int(c.files.at(i).group));
    }

    void selectionFollowsDecisions()
    {
        const ReviewChanges c = changes();
        const ReviewFile *app = file(c, "src/app.cpp");
        QList<ReviewDecision> decisions{
            {"src/app.cpp", app->hunkKeys.at(0), ReviewVerdict::Approved, QString(), {}},
            {"src/app.cpp", app->hunkKeys.at(1), ReviewVerdict::Rejected, QStringLiteral("not this"), {}},
            {"src/added.cpp", QString(), ReviewVerdict::Approved, QString(), {}},
            {"passwd-link", QString(), ReviewVerdict::Approved, QString(), {}},
            {"vendor/lib/.git/hooks/post-checkout", QString(), ReviewVerdict::Approved, QString(), {}},
        };
        Selection s = ReviewApply::select(c, decisions);
        QCOMPARE(s.files.size(), 2);
        QCOMPARE(s.leftOut.size(), 2);
        const FileSelection &appSel = s.files.at(0).file == c.indexOf("src/app.cpp") ? s.files.at(0) : s.files.at(1);
        QVERIFY(!appSel.whole);
        QCOMPARE(appSel.hunks, QSet<int>{0});
        QCOMPARE(s.hunks, 2);
        // Flagged: included when asked; forbidden: never.
        SelectOptions include;
        include.includeFlagged = {"passwd-link", "vendor/lib/.git/hooks/post-checkout"};
        s = ReviewApply::select(c, decisions, include);
        QCOMPARE(s.files.size(), 3);
        QCOMPARE(s.leftOut.size(), 1);
        QCOMPARE(s.leftOut.at(0).path, QByteArray("vendor/lib/.git/hooks/post-checkout"));
        // Everything, whole: all but the flagged.
        SelectOptions every;
        every.all = true;
        s = ReviewApply::select(c, {}, every);
        for (const FileSelection &f : std::as_const(s.files)) {
            QVERIFY(f.whole);
            QVERIFY(!c.files.at(f.file).flagged());
        }
    }

    void applyAsBranch()
    {
        const ReviewChanges c = changes();
        const ReviewFile *app = file(c, "src/app.cpp");
        const QList<ReviewDecision> decisions{
            {"src/app.cpp", app->hunkKeys.at(0), ReviewVerdict::Approved, QString(), {}},
            {"src/app.cpp", app->hunkKeys.at(1), ReviewVerdict::Rejected, QString(), {}},
            {"src/new_name.py", QString(), ReviewVerdict::Approved, QString(), {}},
            {"docs/gone.md", QString(), ReviewVerdict::Approved, QString(), {}},
            {"run.sh", QString(), ReviewVerdict::Approved, QString(), {}},
            {"image.bin", QString(), ReviewVerdict::Approved, QString(), {}},
            {"crlf.txt", QString(), ReviewVerdict::Approved, QString(), {}},
            {"linkdir/planted.txt", QString(), ReviewVerdict::Approved, QString(), {}},
        };
        const QString statusBefore = git(m_repo, {QStringLiteral("status"), QStringLiteral("--porcelain")});
        const QByteArray appBefore = read(m_repo + QStringLiteral("/src/app.cpp"));
        ApplyOptions options;
        options.branch = QStringLiteral("review/one");
        options.message = QStringLiteral("Approved work");
        auto report = ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c,
                                         ReviewApply::select(c, decisions), options);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().message));
        QCOMPARE(report->branch, QStringLiteral("refs/heads/review/one"));
        QVERIFY(!report->baselineCommit.isEmpty()); // the baseline held uncommitted files
        QCOMPARE(report->leftOut.size(), 1);        // linkdir/planted.txt

        // Nothing but the branch changed in the repository.
        QCOMPARE(git(m_repo, {QStringLiteral("status"), QStringLiteral("--porcelain")}), statusBefore);
        QCOMPARE(read(m_repo + QStringLiteral("/src/app.cpp")), appBefore);
        QCOMPARE(git(m_repo, {QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"), QStringLiteral("HEAD")}),
                 QStringLiteral("main"));
        QVERIFY(!QFileInfo::exists(m_outside + QStringLiteral("/planted.txt")));

        // Two commits on the baseline commit: the copied baseline, then exactly the approved change.
        QCOMPARE(git(m_repo, {QStringLiteral("rev-parse"), QStringLiteral("review/one~2")}), m_baselineCommit);
        QCOMPARE(git(m_repo, {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s"),
                              QStringLiteral("review/one")}),
                 QStringLiteral("Approved work"));
        QCOMPARE(git(m_repo, {QStringLiteral("diff"), QStringLiteral("--name-status"), QStringLiteral("review/one~2"),
                              QStringLiteral("review/one~1")}),
                 QStringLiteral("A\tdocs/readme.md\nA\tnotes.txt"));
        QCOMPARE(git(m_repo, {QStringLiteral("show"), QStringLiteral("review/one:src/app.cpp")}).toUtf8() + '\n',
                 replaced(kApp, 3, 3, "line 3 changed\n"));
        QCOMPARE(git(m_repo, {QStringLiteral("diff"), QStringLiteral("-M"), QStringLiteral("--name-status"),
                              QStringLiteral("review/one~1"), QStringLiteral("review/one")}),
                 QStringLiteral("M\tcrlf.txt\nD\tdocs/gone.md\nM\timage.bin\nM\trun.sh\nM\tsrc/app.cpp\n"
                                "R096\tsrc/old_name.py\tsrc/new_name.py"));
        QCOMPARE(
            git(m_repo, {QStringLiteral("ls-tree"), QStringLiteral("review/one"), QStringLiteral("run.sh")}).left(6),
            QStringLiteral("100755"));
        QProcess show;
        show.setWorkingDirectory(m_repo);
        show.start(QStringLiteral("git"), {QStringLiteral("show"), QStringLiteral("review/one:crlf.txt")});
        show.waitForFinished();
        QCOMPARE(show.readAllStandardOutput(), QByteArray("one\r\nTWO\r\nthree\r\n"));
        int fsck = -1;
        git(m_repo, {QStringLiteral("fsck"), QStringLiteral("--strict")}, &fsck);
        QCOMPARE(fsck, 0);

        // The same name again is refused, and nothing is written.
        auto again = ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c,
                                        ReviewApply::select(c, decisions), options);
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::Conflict);
    }

    void applyAsPatchThatGitAmAccepts()
    {
        const ReviewChanges c = changes();
        SelectOptions every;
        every.all = true;
        const Selection s = ReviewApply::select(c, {}, every);
        ApplyOptions branch;
        branch.branch = QStringLiteral("review/all");
        auto viaBranch = ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c, s, branch);
        QVERIFY2(viaBranch, qPrintable(viaBranch ? QString() : viaBranch.error().message));
        ApplyOptions patch;
        patch.target = ApplyOptions::Target::Patch;
        patch.patchPath = m_tmp.filePath(QStringLiteral("review.patch"));
        auto viaPatch = ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c, s, patch);
        QVERIFY2(viaPatch, qPrintable(viaPatch ? QString() : viaPatch.error().message));
        QVERIFY(QFileInfo::exists(patch.patchPath));
        // An existing file is never overwritten.
        QVERIFY(!ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c, s, patch));

        const QString clone = m_tmp.filePath(QStringLiteral("clone"));
        git(m_tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), m_repo, clone});
        git(clone, {QStringLiteral("checkout"), QStringLiteral("-q"), m_baselineCommit});
        int am = -1;
        // CRLF lines survive a mail only with --keep-cr, as with `git format-patch`; the report says so.
        QVERIFY(viaPatch->keepCr);
        git(clone, {QStringLiteral("am"), QStringLiteral("-q"), QStringLiteral("--keep-cr"), patch.patchPath}, &am);
        QCOMPARE(am, 0);
        QCOMPARE(git(clone, {QStringLiteral("rev-parse"), QStringLiteral("HEAD^{tree}")}),
                 git(m_repo, {QStringLiteral("rev-parse"), QStringLiteral("review/all^{tree}")}));
    }

    void applyToWorkingTree()
    {
        // A repository of its own, so the user's edits meanwhile do not disturb the other cases.
        const QString repo = m_tmp.filePath(QStringLiteral("worktree-repo"));
        git(m_tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), m_repo, repo});
        git(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), m_baselineCommit});
        write(repo + QStringLiteral("/notes.txt"), "untracked notes\n");
        write(repo + QStringLiteral("/docs/readme.md"), "# Read me\nuncommitted\n");
        // The user's own edit meanwhile, far from the sandbox's first hunk, on top of line 35's.
        write(repo + QStringLiteral("/src/app.cpp"), replaced(kApp, 35, 35, "line 35 by the user\n"));

        const ReviewChanges c = changes();
        const ReviewFile *app = file(c, "src/app.cpp");
        QList<ReviewDecision> decisions{
            {"src/app.cpp", app->hunkKeys.at(0), ReviewVerdict::Approved, QString(), {}},
            {"src/app.cpp", app->hunkKeys.at(1), ReviewVerdict::Approved, QString(), {}},
            {"src/added.cpp", QString(), ReviewVerdict::Approved, QString(), {}},
        };
        ApplyOptions options;
        options.target = ApplyOptions::Target::Worktree;
        // Line 35 conflicts: nothing at all is written.
        auto refused = ReviewApply::apply(m_store, repo, m_baselineCommit, QStringLiteral("box"), c,
                                          ReviewApply::select(c, decisions), options);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        QVERIFY(refused.error().message.contains(QStringLiteral("src/app.cpp")));
        QVERIFY(!QFileInfo::exists(repo + QStringLiteral("/src/added.cpp")));
        QCOMPARE(read(repo + QStringLiteral("/src/app.cpp")), replaced(kApp, 35, 35, "line 35 by the user\n"));

        // Without the conflicting hunk: merged with the user's edit.
        decisions[1].verdict = ReviewVerdict::Rejected;
        auto merged = ReviewApply::apply(m_store, repo, m_baselineCommit, QStringLiteral("box"), c,
                                         ReviewApply::select(c, decisions), options);
        QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().message));
        QCOMPARE(read(repo + QStringLiteral("/src/app.cpp")),
                 replaced(replaced(kApp, 35, 35, "line 35 by the user\n"), 3, 3, "line 3 changed\n"));
        QCOMPARE(read(repo + QStringLiteral("/src/added.cpp")), QByteArray("int added() { return 1; }\n"));
        QStringList leftovers =
            QDir(repo + QStringLiteral("/src")).entryList({QStringLiteral(".shadowbox-*")}, QDir::Hidden | QDir::Files);
        QVERIFY(leftovers.isEmpty());

        // With conflict markers, when asked.
        write(repo + QStringLiteral("/src/app.cpp"), replaced(kApp, 35, 35, "line 35 by the user\n"));
        decisions[1].verdict = ReviewVerdict::Approved;
        options.writeConflicts = true;
        auto marked = ReviewApply::apply(m_store, repo, m_baselineCommit, QStringLiteral("box"), c,
                                         ReviewApply::select(c, decisions), options);
        QVERIFY2(marked, qPrintable(marked ? QString() : marked.error().message));
        QCOMPARE(marked->conflicts, QList<QByteArray>{"src/app.cpp"});
        const QByteArray text = read(repo + QStringLiteral("/src/app.cpp"));
        QVERIFY(text.contains("<<<<<<< repository"));
        QVERIFY(text.contains(">>>>>>> sandbox"));
    }

    void workingTreeNeverFollowsLinks()
    {
        // The user's repository has a link to a folder outside; an approved change under it (flagged
        // as forbidden) is never selected, and the working-tree writer refuses the path anyway.
        const ReviewChanges c = changes();
        SelectOptions forced;
        forced.only = {"linkdir/planted.txt"};
        forced.includeFlagged = {"linkdir/planted.txt"};
        const Selection s = ReviewApply::select(c, {}, forced);
        QVERIFY(s.isEmpty());
        QCOMPARE(s.leftOut.size(), 1);
        // Past the screening (as if it had missed it): the write through the link is refused.
        Selection bypass;
        bypass.files.append({c.indexOf("linkdir/planted.txt"), true, {}});
        ApplyOptions options;
        options.target = ApplyOptions::Target::Worktree;
        auto report = ReviewApply::apply(m_store, m_repo, m_baselineCommit, QStringLiteral("box"), c, bypass, options);
        QVERIFY(!report);
        QVERIFY(!QFileInfo::exists(m_outside + QStringLiteral("/planted.txt")));
    }
};

QTEST_GUILESS_MAIN(TestReviewApply)
#include "tst_reviewapply.moc"
