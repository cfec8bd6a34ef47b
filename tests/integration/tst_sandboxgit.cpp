// The sandbox's own /workspace/.git, used by real git inside a container on a real engine (Podman
// or Docker, chosen by CTest through SHADOWBOX_ENGINE): `git status` shows exactly the baseline's
// uncommitted and untracked files, the history and branch are the user's, no remote is left, git
// accepts the repository as root in the container (rootful Docker maps no user namespace), and
// whatever the sandbox does to its history leaves the user's .git byte for byte as it was and
// never shows in the review.

#include "review/Reviewer.h"
#include "runtime/EngineClient.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

// Every file under `folder`: path, mode and SHA-256 of the bytes.
QStringList fingerprint(const QString &folder)
{
    QStringList lines;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        QString line = info.filePath().mid(folder.size()) + u' ' + QString::number(int(info.permissions()), 16);
        if (info.isFile() && !info.isSymLink()) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly))
                line += u' ' +
                        QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
        }
        lines << line;
    }
    lines.sort();
    return lines;
}

bool run(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("%s %s: %s", qPrintable(program), qPrintable(args.join(u' ')), p.readAllStandardError().constData());
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

} // namespace

class SandboxGitTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-git-XXXXXX")};
    std::unique_ptr<Session> m_session;
    QString m_image;

    SandboxManager &manager() { return *m_session->manager(); }

    QByteArray exec(const QString &sandbox, const QString &command, int *exitCode)
    {
        Output o;
        ExecOptions options;
        options.snapshotFirst = false;
        auto ran = manager().execBlocking(sandbox, command, o.sink(), CancelToken(), options);
        *exitCode = ran ? ran->exitCode : -1;
        std::lock_guard lock(o.mutex);
        return ran ? o.out + o.err : ran.errorMessage().toUtf8();
    }

    // An image with busybox and the host's own git (and the libraries it needs), made offline.
    bool buildGitImage()
    {
        const QString rootfs = m_root.filePath(QStringLiteral("rootfs"));
        const QString busybox = starterBusybox();
        if (busybox.isEmpty())
            return false;
        QByteArray applets;
        if (!run(busybox, {QStringLiteral("--list")}, &applets))
            return false;
        QDir().mkpath(rootfs + QStringLiteral("/bin"));
        QDir().mkpath(rootfs + QStringLiteral("/usr/bin"));
        QDir().mkpath(rootfs + QStringLiteral("/tmp"));
        QDir().mkpath(rootfs + QStringLiteral("/etc"));
        QDir().mkpath(rootfs + QStringLiteral("/workspace"));
        if (!QFile::copy(busybox, rootfs + QStringLiteral("/bin/busybox")))
            return false;
        for (const QByteArray &applet : applets.split('\n')) {
            if (!applet.isEmpty() && applet != "busybox")
                QFile::link(QStringLiteral("busybox"), rootfs + QStringLiteral("/bin/") + QString::fromUtf8(applet));
        }
        QByteArray libraries;
        if (!run(QStringLiteral("ldd"), {QStringLiteral("/usr/bin/git")}, &libraries))
            return false;
        QStringList files{QStringLiteral("/usr/bin/git")};
        for (const QByteArray &line : libraries.split('\n')) {
            for (const QByteArray &word : line.simplified().split(' ')) {
                if (word.startsWith('/'))
                    files << QString::fromUtf8(word.trimmed());
            }
        }
        for (const QString &file : std::as_const(files)) {
            QDir().mkpath(rootfs + QFileInfo(file).path());
            if (!run(QStringLiteral("cp"), {QStringLiteral("-L"), file, rootfs + file}))
                return false;
        }
        QFile passwd(rootfs + QStringLiteral("/etc/passwd"));
        if (!passwd.open(QIODevice::WriteOnly) || passwd.write("root:x:0:0:root:/root:/bin/sh\n") < 0)
            return false;
        passwd.close();
        QByteArray tar;
        if (!run(QStringLiteral("tar"),
                 {QStringLiteral("-C"), rootfs, QStringLiteral("-cf"), QStringLiteral("-"), QStringLiteral(".")}, &tar))
            return false;
        auto imported = manager().context().client().importImage(
            tar, QStringLiteral("shadowbox-test-git"), QStringLiteral("1"), {}, CallOptions::withTimeout(120'000));
        if (!imported) {
            qWarning("%s", qPrintable(imported.errorMessage()));
            return false;
        }
        m_image = QStringLiteral("shadowbox-test-git:1");
        return true;
    }

    static QString starterBusybox()
    {
        for (const char *path : {"/bin/busybox", "/usr/bin/busybox"}) {
            if (QFileInfo(QString::fromLatin1(path)).isExecutable())
                return QString::fromLatin1(path);
        }
        return QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        SessionConfig config;
        config.dataDir = m_root.filePath(QStringLiteral("data"));
        config.runtimeDir = m_root.filePath(QStringLiteral("run"));
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        m_session = std::make_unique<Session>(config);
        const Status opened = await(m_session->open());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QVERIFY(buildGitImage());
    }

    void cleanupTestCase()
    {
        if (m_session && m_session->manager()) {
            auto all = await(m_session->store()->sandboxes(false));
            if (all)
                for (const SandboxRecord &r : std::as_const(*all))
                    (void)manager().destroyBlocking(r.id);
        }
        m_session.reset();
    }

    void gitInsideShowsTheBaseline()
    {
        ScratchRepo repo;
        QVERIFY(repo.git(
            {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("feature/x")}));
        repo.write(QStringLiteral("a.txt"), "one\n");
        repo.write(QStringLiteral("gone.txt"), "bye\n");
        repo.write(QStringLiteral("src/b.c"), "int b;\n");
        QVERIFY(repo.commitAll(QStringLiteral("first")));
        repo.write(QStringLiteral("a.txt"), "one\ntwo\n");
        QVERIFY(repo.commitAll(QStringLiteral("second")));
        QVERIFY(repo.git({QStringLiteral("remote"), QStringLiteral("add"), QStringLiteral("origin"),
                          QStringLiteral("https://user:token@example.com/repo.git")}));
        // The baseline: a modified file, a staged one, a deleted one, an untracked one, an ignored one.
        repo.write(QStringLiteral("a.txt"), "one\ntwo\nthree\n");
        repo.write(QStringLiteral("src/b.c"), "int b = 2;\n");
        QVERIFY(repo.git({QStringLiteral("add"), QStringLiteral("src/b.c")}));
        QVERIFY(QFile::remove(repo.path() + QStringLiteral("/gone.txt")));
        repo.write(QStringLiteral("new file.txt"), "new\n");
        repo.write(QStringLiteral(".gitignore"), "*.log\n");
        repo.write(QStringLiteral("build.log"), "noise\n");
        const QStringList userGitBefore = fingerprint(repo.path() + QStringLiteral("/.git"));

        CreateRequest request;
        request.repository = repo.path();
        request.image = m_image;
        request.limits.memoryBytes = 256LL * 1024 * 1024;
        request.limits.stopTimeoutSeconds = 2;
        auto created = manager().createBlocking(request, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));

        int code = -1;
        const QByteArray status = exec(created->id, QStringLiteral("git status --porcelain=v1 -uall"), &code);
        QVERIFY2(code == 0, status.constData());
        QList<QByteArray> lines = status.split('\n');
        lines.removeAll(QByteArray());
        std::sort(lines.begin(), lines.end());
        // Staged or not in the user's repository, every change is an unstaged one here.
        QCOMPARE(lines,
                 (QList<QByteArray>{" D gone.txt", " M a.txt", " M src/b.c", "?? \"new file.txt\"", "?? .gitignore"}));
        QByteArray userLog;
        QVERIFY(repo.git({QStringLiteral("log"), QStringLiteral("--format=%H %s")}, &userLog));
        QVERIFY(userLog.contains(" second\n") && userLog.contains(" first\n"));
        QCOMPARE(exec(created->id, QStringLiteral("git log --format='%H %s'"), &code), userLog);
        QCOMPARE(exec(created->id, QStringLiteral("git rev-parse --abbrev-ref HEAD"), &code),
                 QByteArray("feature/x\n"));
        QCOMPARE(exec(created->id, QStringLiteral("git remote -v"), &code), QByteArray());
        QCOMPARE(code, 0);
        const QByteArray diff = exec(created->id, QStringLiteral("git diff -- a.txt"), &code);
        QVERIFY2(diff.contains("+three"), diff.constData());

        // The sandbox rewrites its own history every way it can.
        const QByteArray rewrite = exec(
            created->id,
            QStringLiteral("git add -A && git -c user.name=agent -c user.email=agent@example.com commit -qm agent && "
                           "git reset -q --hard HEAD~2 && git tag -f v0 && git reflog expire --expire=now --all && "
                           "git gc -q --prune=now && git status --porcelain"),
            &code);
        QVERIFY2(code == 0, rewrite.constData());
        QCOMPARE(fingerprint(repo.path() + QStringLiteral("/.git")), userGitBefore);

        // The review never shows the sandbox's .git.
        auto changes = Reviewer(manager().context()).changesNow(created->id);
        QVERIFY2(changes, qPrintable(changes.errorMessage()));
        for (const ReviewFile &f : std::as_const(changes->changes.files))
            QVERIFY2(!f.path.startsWith(".git/") && !f.oldPath.startsWith(".git/"), f.path.constData());
        QVERIFY(!changes->changes.files.isEmpty()); // the reset put a.txt back to "one"
        QVERIFY(manager().destroyBlocking(created->id));
    }
};

QTEST_GUILESS_MAIN(SandboxGitTest)
#include "tst_sandboxgit.moc"
