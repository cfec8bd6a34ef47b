// The shadow audit on a real engine (Podman or Docker, chosen by CTest through SHADOWBOX_ENGINE),
// driven through the command line as a user would: a sandbox whose commands edit, add, delete,
// rename, chmod, make ignored build output, and attack (links out of the repository, a write
// through the repository's own link, hooks in .git folders, control characters, a case collision,
// a token, a kept secret's value encoded), then `shadowbox review` and `shadowbox apply` into the real repository as a
// branch, a patch that `git am` takes, and working-tree changes. Nothing outside the repository is touched, nothing
// under .git lands, and the user's working tree changes only when asked.

#include "review/Reviewer.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

QByteArray numbered(int from, int to)
{
    QByteArray out;
    for (int i = from; i <= to; ++i)
        out += "int line" + QByteArray::number(i) + " = " + QByteArray::number(i) + ";\n";
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

QJsonObject fileEntry(const QJsonDocument &review, const QString &path)
{
    for (const QJsonValue &v : review.object().value(QStringLiteral("files")).toArray())
        if (v.toObject().value(QStringLiteral("path")).toString() == path)
            return v.toObject();
    return {};
}

} // namespace

class ReviewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-review-XXXXXX")};
    QString m_data;
    QString m_victim; // outside every repository: must stay empty
    std::unique_ptr<ScratchRepo> m_repo;
    QString m_token;

    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data);
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), qEnvironmentVariable("SHADOWBOX_ENGINE"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("GIT_AUTHOR_NAME"), QStringLiteral("Reviewer"));
        env.insert(QStringLiteral("GIT_AUTHOR_EMAIL"), QStringLiteral("reviewer@example.com"));
        env.insert(QStringLiteral("GIT_COMMITTER_NAME"), QStringLiteral("Reviewer"));
        env.insert(QStringLiteral("GIT_COMMITTER_EMAIL"), QStringLiteral("reviewer@example.com"));
        return env;
    }
    CliOutcome cli(const QStringList &args, int timeoutMs = 180'000)
    {
        return runCli(QStringLiteral(SHADOWBOX_BINARY), args, cliEnvironment(), timeoutMs);
    }
    QByteArray git(const QStringList &args, const QString &dir = {})
    {
        QProcess p;
        p.setWorkingDirectory(dir.isEmpty() ? m_repo->path() : dir);
        p.setProcessEnvironment(cliEnvironment());
        p.start(QStringLiteral("git"), args);
        p.waitForFinished(60'000);
        if (p.exitCode() != 0)
            qWarning().noquote() << "git" << args.join(u' ') << "failed:" << p.readAllStandardError();
        return p.exitCode() == 0 ? p.readAllStandardOutput() : QByteArray("<git failed>");
    }
    int exec(const QString &sandbox, const QString &command)
    {
        return cli({QStringLiteral("sandbox"), QStringLiteral("exec"), sandbox, QStringLiteral("--"), command}).code;
    }
    QStringList victimEntries() const
    {
        return QDir(m_victim).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System);
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_data = m_root.filePath(QStringLiteral("data"));
        m_victim = m_root.filePath(QStringLiteral("victim"));
        QVERIFY(QDir().mkpath(m_victim));
        m_repo = std::make_unique<ScratchRepo>();
        m_repo->write(QStringLiteral("src/app.c"), numbered(1, 40));
        m_repo->write(QStringLiteral("README.md"), "# App\n");
        m_repo->write(QStringLiteral("old.txt"), "to be deleted\n");
        m_repo->write(QStringLiteral("run.sh"), "#!/bin/sh\necho run\n");
        m_repo->write(QStringLiteral(".gitignore"), "build/\n");
        QVERIFY(::symlink(m_victim.toLocal8Bit().constData(),
                          (m_repo->path() + QStringLiteral("/linkdir")).toLocal8Bit().constData()) == 0);
        QVERIFY(m_repo->commitAll(QStringLiteral("start")));
        // The user's uncommitted and untracked work, copied with the rest.
        m_repo->write(QStringLiteral("README.md"), "# App\nuncommitted line\n");
        m_repo->write(QStringLiteral("notes.txt"), "untracked\n");
        // A token shaped like GitHub's, made here so no scanner mistakes this file for a leak.
        m_token = QStringLiteral("ghp_") + QStringLiteral("Qw7Rt2Yp9Lk4Zx8Vn3Bm6Hj1Gf5Ds0Ae7Cu4");

        CliOutcome created =
            cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), m_repo->path(),
                 QStringLiteral("--image"), starter::reference(), QStringLiteral("--name"), QStringLiteral("rv"),
                 QStringLiteral("--memory"), QStringLiteral("256m"), QStringLiteral("--cpus"), QStringLiteral("1")});
        QVERIFY2(created.code == 0, created.err.constData());

        // The agent's work.
        QCOMPARE(
            exec(QStringLiteral("rv"), QStringLiteral("sed -i -e 's/line3 = 3/line3 = 30/' -e 's/line35 = 35/line35 "
                                                      "= 350/' src/app.c")),
            0);
        QCOMPARE(
            exec(QStringLiteral("rv"), QStringLiteral("printf 'int added;\\n' > src/new.c && rm old.txt && "
                                                      "chmod +x run.sh && mkdir -p build && echo o > build/out.o")),
            0);
        // The attacks.
        QCOMPARE(exec(QStringLiteral("rv"),
                      QStringLiteral("ln -s /etc/passwd passwd-link && rm linkdir && mkdir linkdir && echo x > "
                                     "linkdir/planted && mkdir -p .git/hooks vendor/x/.git/hooks && echo evil > "
                                     ".git/hooks/pre-commit && echo evil > vendor/x/.git/hooks/post-checkout && "
                                     "echo c > \"$(printf 'ctl\\001name')\" && echo clash > readme.MD")),
                 0);
        QCOMPARE(exec(QStringLiteral("rv"), QStringLiteral("echo 'TOKEN = \"%1\"' > config.py").arg(m_token)), 0);
        QCOMPARE(exec(QStringLiteral("rv"), QStringLiteral("test -f src/new.c")), 0); // "the tests", for the evidence
    }

    void reviewShowsEveryChangeAndFlagsTheHostileOnes()
    {
        CliOutcome shown = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--json")});
        QVERIFY2(shown.code == 0, shown.err.constData());
        const QJsonDocument doc = shown.json();
        const QJsonObject app = fileEntry(doc, QStringLiteral("src/app.c"));
        QCOMPARE(app.value(QStringLiteral("status")).toString(), QStringLiteral("modified"));
        QCOMPARE(app.value(QStringLiteral("hunks")).toArray().size(), 2);
        QCOMPARE(app.value(QStringLiteral("group")).toString(), QStringLiteral("source"));
        QCOMPARE(fileEntry(doc, QStringLiteral("src/new.c")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("added"));
        QCOMPARE(fileEntry(doc, QStringLiteral("old.txt")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("deleted"));
        QCOMPARE(fileEntry(doc, QStringLiteral("run.sh")).value(QStringLiteral("newMode")).toString(),
                 QStringLiteral("100755"));
        // The user's own uncommitted and untracked files are the baseline, not changes.
        QVERIFY(fileEntry(doc, QStringLiteral("README.md")).isEmpty());
        QVERIFY(fileEntry(doc, QStringLiteral("notes.txt")).isEmpty());
        // Build output the repository ignores, and the workspace's own .git, are not reviewed.
        QCOMPARE(doc.object().value(QStringLiteral("ignored")).toInt(), 1);
        for (const QJsonValue &v : doc.object().value(QStringLiteral("files")).toArray())
            QVERIFY2(!v.toObject().value(QStringLiteral("path")).toString().startsWith(QStringLiteral(".git/")),
                     shown.out.constData());
        // Hostile entries are flagged; those that would write through a link or into .git forbidden.
        const QJsonObject link = fileEntry(doc, QStringLiteral("passwd-link"));
        QVERIFY(link.value(QStringLiteral("hazards")).toString().contains(QStringLiteral("link-leaves-repository")));
        QVERIFY(!link.value(QStringLiteral("forbidden")).toBool());
        QVERIFY(fileEntry(doc, QStringLiteral("linkdir/planted")).value(QStringLiteral("forbidden")).toBool());
        QVERIFY(fileEntry(doc, QStringLiteral("vendor/x/.git/hooks/post-checkout"))
                    .value(QStringLiteral("forbidden"))
                    .toBool());
        QVERIFY(fileEntry(doc, QStringLiteral("ctl\001name"))
                    .value(QStringLiteral("hazards"))
                    .toString()
                    .contains(QStringLiteral("control-character")));
        QVERIFY(fileEntry(doc, QStringLiteral("readme.MD"))
                    .value(QStringLiteral("hazards"))
                    .toString()
                    .contains(QStringLiteral("case-collision")));
        // The evidence: the commands that ran, with their exit codes.
        const QJsonArray runs = doc.object().value(QStringLiteral("runs")).toArray();
        QVERIFY(runs.size() >= 5);
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("command")).toString(),
                 QStringLiteral("test -f src/new.c"));
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("exitCode")).toInt(), 0);

        // The summary names the groups and the flags; the patch is what git diff would print.
        CliOutcome summary = cli({QStringLiteral("review"), QStringLiteral("rv")});
        QVERIFY2(summary.code == 0 && summary.out.contains("NEVER APPLIED") && summary.out.contains("Source"),
                 summary.out.constData());
        CliOutcome patch = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--patch")});
        QVERIFY2(patch.code == 0, patch.err.constData());
        QVERIFY(patch.out.contains("diff --git a/src/app.c b/src/app.c\n"));
        QVERIFY(patch.out.contains("-int line35 = 35;\n+int line35 = 350;\n"));
        QVERIFY(patch.out.contains("old mode 100644\nnew mode 100755\n"));
    }

    void decisionsFromTwoProcessesAtOnceAreBothKept()
    {
        QProcess a;
        QProcess b;
        a.setProcessEnvironment(cliEnvironment());
        b.setProcessEnvironment(cliEnvironment());
        a.start(QStringLiteral(SHADOWBOX_BINARY),
                {QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--approve"),
                 QStringLiteral("src/app.c#1"), QStringLiteral("--reject"), QStringLiteral("src/app.c#2"),
                 QStringLiteral("--comment"), QStringLiteral("not this one")});
        b.start(QStringLiteral(SHADOWBOX_BINARY),
                {QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--approve"),
                 QStringLiteral("src/new.c"), QStringLiteral("--approve"), QStringLiteral("old.txt"),
                 QStringLiteral("--approve"), QStringLiteral("run.sh")});
        QVERIFY(a.waitForFinished(180'000));
        QVERIFY(b.waitForFinished(180'000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        CliOutcome shown = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--json")});
        const QJsonDocument doc = shown.json();
        const QJsonArray hunks = fileEntry(doc, QStringLiteral("src/app.c")).value(QStringLiteral("hunks")).toArray();
        QCOMPARE(hunks.at(0).toObject().value(QStringLiteral("decision")).toString(), QStringLiteral("approved"));
        QCOMPARE(hunks.at(1).toObject().value(QStringLiteral("decision")).toString(), QStringLiteral("rejected"));
        QCOMPARE(hunks.at(1).toObject().value(QStringLiteral("comment")).toString(), QStringLiteral("not this one"));
        QCOMPARE(fileEntry(doc, QStringLiteral("src/new.c")).value(QStringLiteral("decision")).toString(),
                 QStringLiteral("approved"));
        QCOMPARE(fileEntry(doc, QStringLiteral("run.sh")).value(QStringLiteral("decision")).toString(),
                 QStringLiteral("approved"));
        // One open review, whichever process opened it.
        QCOMPARE(doc.object().value(QStringLiteral("review")).toInt(), 1);
    }

    void applyAsBranchWritesExactlyTheApprovedChanges()
    {
        // Hostile entries approved too: they are left out all the same.
        CliOutcome decided =
            cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--approve"),
                 QStringLiteral("passwd-link"), QStringLiteral("--approve"), QStringLiteral("linkdir/planted"),
                 QStringLiteral("--approve"), QStringLiteral("vendor/x/.git/hooks/post-checkout")});
        QVERIFY2(decided.code == 0, decided.err.constData());
        const QByteArray statusBefore = git({QStringLiteral("status"), QStringLiteral("--porcelain")});
        const QByteArray readmeBefore = readFile(m_repo->path() + QStringLiteral("/README.md"));
        CliOutcome applied = cli({QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--branch"),
                                  QStringLiteral("agent-work"), QStringLiteral("--message"),
                                  QStringLiteral("Work from the sandbox"), QStringLiteral("--json")});
        QVERIFY2(applied.code == 0, applied.err.constData());
        QVERIFY2(applied.err.contains("Left out passwd-link"), applied.err.constData());
        const QJsonObject report = applied.json().object();
        QCOMPARE(report.value(QStringLiteral("branch")).toString(), QStringLiteral("refs/heads/agent-work"));

        // The branch: the baseline commit, the copied baseline, then exactly the approved changes.
        const QByteArray base = git({QStringLiteral("rev-parse"), QStringLiteral("HEAD")}).trimmed();
        QCOMPARE(git({QStringLiteral("rev-parse"), QStringLiteral("agent-work~2")}).trimmed(), base);
        QCOMPARE(git({QStringLiteral("diff"), QStringLiteral("--name-status"), QStringLiteral("agent-work~1"),
                      QStringLiteral("agent-work")}),
                 QByteArray("D\told.txt\nM\trun.sh\nM\tsrc/app.c\nA\tsrc/new.c\n"));
        const QByteArray app = git({QStringLiteral("show"), QStringLiteral("agent-work:src/app.c")});
        QVERIFY(app.contains("int line3 = 30;"));
        QVERIFY(app.contains("int line35 = 35;")); // the rejected hunk is not there
        QCOMPARE(git({QStringLiteral("show"), QStringLiteral("agent-work:README.md")}),
                 QByteArray("# App\nuncommitted line\n"));
        QVERIFY(git({QStringLiteral("ls-tree"), QStringLiteral("-r"), QStringLiteral("--name-only"),
                     QStringLiteral("agent-work")})
                    .contains("notes.txt"));
        QCOMPARE(git({QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s%n%an"),
                      QStringLiteral("agent-work")}),
                 QByteArray("Work from the sandbox\nReviewer\n"));
        // Nothing else: the user's working tree, HEAD, and everything outside the repository.
        QCOMPARE(git({QStringLiteral("status"), QStringLiteral("--porcelain")}), statusBefore);
        QCOMPARE(readFile(m_repo->path() + QStringLiteral("/README.md")), readmeBefore);
        QVERIFY(!QFile::exists(m_repo->path() + QStringLiteral("/src/new.c")));
        QVERIFY2(victimEntries().isEmpty(), qPrintable(victimEntries().join(u' ')));
        QVERIFY(!QFile::exists(m_repo->path() + QStringLiteral("/.git/hooks/pre-commit")));
        QVERIFY(!QFile::exists(m_repo->path() + QStringLiteral("/vendor")));
        QVERIFY(git({QStringLiteral("fsck"), QStringLiteral("--strict")}) != "<git failed>");

        // The review is over; the next one starts afresh.
        CliOutcome next = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--json")});
        QVERIFY2(next.code == 0, next.err.constData());
        QCOMPARE(next.json().object().value(QStringLiteral("review")).toInt(), 2);
        QCOMPARE(fileEntry(next.json(), QStringLiteral("src/new.c")).value(QStringLiteral("decision")).toString(),
                 QStringLiteral("undecided"));
    }

    void secretsBlockUntilAcknowledgedAndThePatchTakesGitAm()
    {
        const QString patch = m_root.filePath(QStringLiteral("work.patch"));
        CliOutcome refused = cli({QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--patch"), patch,
                                  QStringLiteral("--only"), QStringLiteral("config.py"), QStringLiteral("--only"),
                                  QStringLiteral("src/new.c")});
        QCOMPARE(refused.code, 5);
        QVERIFY2(refused.err.contains("GitHub") && !refused.err.contains(m_token.toUtf8()), refused.err.constData());
        QVERIFY(!QFile::exists(patch));
        CliOutcome written = cli({QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--patch"), patch,
                                  QStringLiteral("--only"), QStringLiteral("config.py"), QStringLiteral("--only"),
                                  QStringLiteral("src/new.c"), QStringLiteral("--acknowledge-secrets")});
        QVERIFY2(written.code == 0, written.err.constData());
        const QString clone = m_root.filePath(QStringLiteral("clone"));
        git({QStringLiteral("clone"), QStringLiteral("-q"), m_repo->path(), clone}, m_root.path());
        git({QStringLiteral("am"), QStringLiteral("-q"), patch}, clone);
        QCOMPARE(readFile(clone + QStringLiteral("/src/new.c")), QByteArray("int added;\n"));
        QVERIFY(readFile(clone + QStringLiteral("/config.py")).contains(m_token.toUtf8()));
        QCOMPARE(readFile(clone + QStringLiteral("/README.md")), QByteArray("# App\nuncommitted line\n"));
        QCOMPARE(git({QStringLiteral("log"), QStringLiteral("--format=%s"), QStringLiteral("-2")}, clone),
                 QByteArray("Changes reviewed in sandbox rv\nBaseline of sandbox rv as copied\n"));
    }

    void aKeptSecretBlocksEvenEncoded()
    {
        // A token kept in the system keychain (a real Secret Service in this test's own D-Bus
        // session), handed to the sandbox, written back base64-encoded by the agent.
        const QByteArray token("xoxq-kept-in-the-keychain-7Hd93kLq");
        QProcess set;
        set.setProcessEnvironment(cliEnvironment());
        set.start(QStringLiteral(SHADOWBOX_BINARY),
                  {QStringLiteral("secret"), QStringLiteral("set"), QStringLiteral("deploy-token")});
        QVERIFY(set.waitForStarted());
        set.write(token + '\n');
        set.closeWriteChannel();
        QVERIFY(set.waitForFinished(60'000));
        QVERIFY2(set.exitCode() == 0, set.readAllStandardError().constData());
        CliOutcome listed = cli({QStringLiteral("secret"), QStringLiteral("list")});
        QCOMPARE(listed.out, QByteArray("deploy-token\n"));
        QCOMPARE(exec(QStringLiteral("rv"),
                      QStringLiteral("echo 'cfg: %1' > deploy.yaml").arg(QString::fromLatin1(token.toBase64()))),
                 0);
        CliOutcome refused =
            cli({QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--branch"),
                 QStringLiteral("with-secret"), QStringLiteral("--only"), QStringLiteral("deploy.yaml")});
        QCOMPARE(refused.code, 5);
        QVERIFY2(refused.err.contains("deploy-token") && !refused.err.contains(token), refused.err.constData());
        QVERIFY(git({QStringLiteral("branch"), QStringLiteral("--list"), QStringLiteral("with-secret")}).isEmpty());
        // A keychain that cannot be reached refuses too: a kept secret is never taken as absent.
        QProcessEnvironment noKeychain = cliEnvironment();
        noKeychain.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
        CliOutcome unchecked =
            runCli(QStringLiteral(SHADOWBOX_BINARY),
                   {QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--branch"),
                    QStringLiteral("with-secret"), QStringLiteral("--only"), QStringLiteral("src/new.c")},
                   noKeychain);
        QVERIFY2(unchecked.code != 0 && unchecked.err.contains("keychain"), unchecked.err.constData());
        QVERIFY(git({QStringLiteral("branch"), QStringLiteral("--list"), QStringLiteral("with-secret")}).isEmpty());
        QCOMPARE(cli({QStringLiteral("secret"), QStringLiteral("remove"), QStringLiteral("deploy-token")}).code, 0);
        QCOMPARE(exec(QStringLiteral("rv"), QStringLiteral("rm deploy.yaml")), 0);
    }

    void applyToTheWorkingTreeMergesOntoTheUsersEdits()
    {
        // The user went on meanwhile: a line far from the sandbox's approved hunk.
        QByteArray app = numbered(1, 40);
        app.replace("int line20 = 20;", "int line20 = 200; // the user's");
        m_repo->write(QStringLiteral("src/app.c"), app);
        CliOutcome decided = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--approve"),
                                  QStringLiteral("src/app.c#1"), QStringLiteral("--approve"),
                                  QStringLiteral("src/new.c"), QStringLiteral("--approve"), QStringLiteral("old.txt")});
        QVERIFY2(decided.code == 0, decided.err.constData());
        CliOutcome applied = cli({QStringLiteral("apply"), QStringLiteral("rv"), QStringLiteral("--worktree")});
        QVERIFY2(applied.code == 0, applied.err.constData());
        const QByteArray now = readFile(m_repo->path() + QStringLiteral("/src/app.c"));
        QVERIFY(now.contains("int line3 = 30;"));
        QVERIFY(now.contains("int line20 = 200; // the user's"));
        QVERIFY(now.contains("int line35 = 35;"));
        QCOMPARE(readFile(m_repo->path() + QStringLiteral("/src/new.c")), QByteArray("int added;\n"));
        QVERIFY(!QFile::exists(m_repo->path() + QStringLiteral("/old.txt")));
        QCOMPARE(readFile(m_repo->path() + QStringLiteral("/README.md")), QByteArray("# App\nuncommitted line\n"));
        QVERIFY(!QFile::exists(m_repo->path() + QStringLiteral("/config.py")));
        QVERIFY2(victimEntries().isEmpty(), qPrintable(victimEntries().join(u' ')));
        QVERIFY(QFileInfo(m_repo->path() + QStringLiteral("/linkdir")).isSymLink());
    }

    void theAuditRecordIsKept()
    {
        const QString md = m_root.filePath(QStringLiteral("audit.md"));
        const QString html = m_root.filePath(QStringLiteral("audit.html"));
        QCOMPARE(cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--report"), md}).code, 0);
        QCOMPARE(cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--report"), html}).code, 0);
        const QByteArray text = readFile(md);
        QVERIFY2(text.contains("# Review") && text.contains("`test -f src/new.c` | 0 |"), text.constData());
        QVERIFY(readFile(html).startsWith("<!DOCTYPE html>"));
        // Rejecting everything ends the review without a write, and discards the sandbox.
        const QByteArray branches = git({QStringLiteral("branch"), QStringLiteral("--list")});
        CliOutcome discarded = cli({QStringLiteral("review"), QStringLiteral("rv"), QStringLiteral("--discard")});
        QVERIFY2(discarded.code == 0 && discarded.out.contains("discarded") && discarded.out.contains("Destroyed rv"),
                 discarded.out.constData());
        QCOMPARE(git({QStringLiteral("branch"), QStringLiteral("--list")}), branches);
        CliOutcome gone = cli({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("rv")});
        QCOMPARE(gone.code, 4);
    }
};

QTEST_GUILESS_MAIN(ReviewTest)
#include "tst_review.moc"
