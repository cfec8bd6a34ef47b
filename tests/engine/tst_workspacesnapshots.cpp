// Workspace snapshots: a capture and a restore give back exactly what was there (content, modes,
// links, empty files and folders, names that are not UTF-8, a .git folder), only changed files are
// read again, hazards are reported and never restored, links are never followed, and the store can
// be compared, verified and pruned.

#include "sandbox/WorkspaceRemover.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace shadowbox;

namespace {

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

bool writeBytes(const QByteArray &path, const QByteArray &content, mode_t mode)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, content.constData(), size_t(content.size())) == content.size();
    ::close(fd);
    return ok && ::chmod(path.constData(), mode) == 0;
}

// Everything a workspace holds, in one comparable form: path -> "type mode content-or-target".
QMap<QByteArray, QByteArray> dump(const QByteArray &root, const QByteArray &relative = {})
{
    QMap<QByteArray, QByteArray> out;
    const QByteArray folder = relative.isEmpty() ? root : root + '/' + relative;
    QDir dir(QFile::decodeName(folder));
    const QStringList names = dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString &decoded : names) {
        const QByteArray name = QFile::encodeName(decoded);
        const QByteArray path = relative.isEmpty() ? name : relative + '/' + name;
        struct stat st {};
        if (::lstat((root + '/' + path).constData(), &st) != 0)
            continue;
        const QByteArray mode = QByteArray::number(st.st_mode & 07777, 8);
        if (S_ISDIR(st.st_mode)) {
            out.insert(path, "dir " + mode);
            out.insert(dump(root, path));
        } else if (S_ISLNK(st.st_mode)) {
            char target[4096];
            const ssize_t n = ::readlink((root + '/' + path).constData(), target, sizeof target);
            out.insert(path, "link " + QByteArray(target, int(qMax<ssize_t>(n, 0))));
        } else if (S_ISREG(st.st_mode)) {
            QFile f(QFile::decodeName(root + '/' + path));
            f.open(QIODevice::ReadOnly);
            out.insert(path, "file " + mode + ' ' + f.readAll());
        } else {
            out.insert(path, "special " + QByteArray::number(st.st_mode, 8));
        }
    }
    return out;
}

// git itself, on a snapshot store (a bare repository); nullopt when it fails.
std::optional<QByteArray> gitIn(const QString &store, const QStringList &args)
{
    QProcess git;
    git.start(QStringLiteral("git"), QStringList{QStringLiteral("--git-dir"), store} + args);
    if (!git.waitForFinished(60'000) || git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0) {
        qWarning("git %s: %s", qPrintable(args.join(u' ')), git.readAllStandardError().constData());
        return std::nullopt;
    }
    return git.readAllStandardOutput().trimmed();
}

QString describeDifference(const QMap<QByteArray, QByteArray> &want, const QMap<QByteArray, QByteArray> &got)
{
    QStringList lines;
    for (auto it = want.begin(); it != want.end(); ++it)
        if (got.value(it.key()) != it.value())
            lines << QStringLiteral("%1: want %2, got %3")
                         .arg(QString::fromLatin1(it.key().toPercentEncoding("/")),
                              QString::fromLatin1(it.value().left(40).toPercentEncoding(" ")),
                              QString::fromLatin1(got.value(it.key(), "(missing)").left(40).toPercentEncoding(" ")));
    for (auto it = got.begin(); it != got.end(); ++it)
        if (!want.contains(it.key()))
            lines << QStringLiteral("%1: unexpected").arg(QString::fromLatin1(it.key().toPercentEncoding("/")));
    return lines.join(u'\n');
}

} // namespace

class TestWorkspaceSnapshots : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_temp;
    QByteArray m_workspace;
    QString m_store;
    int m_round = 0;

    QByteArray at(const QByteArray &relative) const { return m_workspace + '/' + relative; }

    WorkspaceSnapshots openStore(const QList<QByteArray> &excluded = {})
    {
        auto store = WorkspaceSnapshots::open(m_store, excluded);
        if (!store)
            qFatal("%s", qPrintable(store.error().message));
        return *store;
    }

private Q_SLOTS:
    void init()
    {
        ++m_round;
        m_workspace = native(m_temp.path()) + "/workspace-" + QByteArray::number(m_round);
        m_store = m_temp.path() + QStringLiteral("/store-%1").arg(m_round);
        QVERIFY(::mkdir(m_workspace.constData(), 0700) == 0);
    }

    void cleanup()
    {
        // QTemporaryDir cannot remove names that are not UTF-8.
        const WorkspaceRemoval removal =
            WorkspaceRemover::remove(m_temp.path(), "workspace-" + QByteArray::number(m_round));
        QVERIFY2(removal.removed, qPrintable(removal.failure));
    }

    void everythingComesBackExactly()
    {
        // A repository-like tree with every kind of entry a snapshot keeps.
        QVERIFY(::mkdir(at("src").constData(), 0755) == 0);
        QVERIFY(::mkdir(at("src/deep").constData(), 0750) == 0);
        QVERIFY(::mkdir(at("empty").constData(), 0700) == 0);
        QVERIFY(::mkdir(at(".git").constData(), 0755) == 0);
        QVERIFY(::mkdir(at(".git/objects").constData(), 0755) == 0);
        QVERIFY(writeBytes(at(".git/HEAD"), "ref: refs/heads/main\n", 0644));
        QVERIFY(writeBytes(at(".git/objects/pack"), QByteArray(300, '\x01'), 0444));
        QVERIFY(writeBytes(at("src/main.c"), "int main(void) { return 0; }\n", 0644));
        QVERIFY(writeBytes(at("src/deep/secret.env"), "TOKEN=1\n", 0600));
        QVERIFY(writeBytes(at("run.sh"), "#!/bin/sh\necho hi\n", 0755));
        QVERIFY(writeBytes(at("group.txt"), "g\n", 0640));
        QVERIFY(writeBytes(at("empty.txt"), "", 0644));
        QByteArray binary(70'000, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 7919) & 0xff);
        QVERIFY(writeBytes(at("blob.bin"), binary, 0644));
        QByteArray big(9 * 1024 * 1024, 'x'); // above the size read in one piece
        big[5] = '\0';
        QVERIFY(writeBytes(at("big.dat"), big, 0644));
        QVERIFY(writeBytes(at("bad\xff\xfename.txt"), "not utf-8\n", 0644));
        QVERIFY(::symlink("src/main.c", at("link-in").constData()) == 0);
        QVERIFY(::symlink("/etc/passwd", at("link-out").constData()) == 0);
        QVERIFY(::symlink("nowhere", at("dangling").constData()) == 0);

        WorkspaceSnapshots store = openStore();
        const auto first = store.capture(QFile::decodeName(m_workspace), QStringLiteral("first"));
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        const auto original = dump(m_workspace);
        QCOMPARE(first->files, qint64(13));
        QCOMPARE(first->folders, qint64(5));
        QCOMPARE(first->hazards.size(), 1); // the link out of the workspace, kept as a link
        QCOMPARE(first->hazards.first().kind, WorkspaceHazard::Kind::LinkOutside);

        // What a command does: edits, adds, deletes, chmods, links, type changes.
        QVERIFY(writeBytes(at("src/main.c"), "int main(void) { return 1; }\n", 0644));
        QVERIFY(writeBytes(at("new.txt"), "new\n", 0644));
        QVERIFY(::unlink(at("run.sh").constData()) == 0);
        QVERIFY(::chmod(at("group.txt").constData(), 0666) == 0);
        QVERIFY(::chmod(at("src/deep").constData(), 0700) == 0);
        QVERIFY(::unlink(at("empty.txt").constData()) == 0);
        QVERIFY(::mkdir(at("empty.txt").constData(), 0755) == 0); // a file became a folder
        QVERIFY(::unlink(at(".git/HEAD").constData()) == 0);
        QVERIFY(::rmdir(at("empty").constData()) == 0);
        QVERIFY(writeBytes(at("empty"), "now a file", 0644)); // a folder became a file
        QVERIFY(::unlink(at("link-in").constData()) == 0);
        QVERIFY(::symlink("run.sh", at("link-in").constData()) == 0);
        QVERIFY(::unlink(at("blob.bin").constData()) == 0);
        QVERIFY(::symlink("big.dat", at("blob.bin").constData()) == 0); // a file became a link
        QVERIFY(::mkdir(at("added").constData(), 0755) == 0);
        QVERIFY(::mkdir(at("added/inner").constData(), 0711) == 0);
        QVERIFY(writeBytes(at("added/inner/x"), QByteArray("\0\1\2", 3), 0700));
        const auto second = store.capture(QFile::decodeName(m_workspace), QStringLiteral("second"));
        QVERIFY(second);
        const auto changed = dump(m_workspace);
        QVERIFY(changed != original);

        const auto back = store.restore(QFile::decodeName(m_workspace), first->id);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QVERIFY2(dump(m_workspace) == original, qPrintable(describeDifference(original, dump(m_workspace))));
        QVERIFY(back->written > 0);
        QVERIFY(back->removed > 0);
        QVERIFY(back->modesSet > 0);
        QVERIFY(!back->before.isEmpty());

        // And forward again: nothing a restore replaced is lost.
        const auto forward = store.restore(QFile::decodeName(m_workspace), second->id);
        QVERIFY2(forward, qPrintable(forward ? QString() : forward.error().message));
        QVERIFY2(dump(m_workspace) == changed, qPrintable(describeDifference(changed, dump(m_workspace))));

        // Restoring what is already there changes nothing.
        const auto again = store.restore(QFile::decodeName(m_workspace), second->id);
        QVERIFY(again);
        QCOMPARE(again->written, qint64(0));
        QCOMPARE(again->removed, qint64(0));
        QCOMPARE(again->modesSet, qint64(0));

        // The store is private and outside the workspace.
        struct stat st {};
        QVERIFY(::stat(native(m_store).constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, 0700u);
    }

    // A .git holds thousands of read-only objects: a restore reads the mode of those it leaves
    // alone only when their bits changed, and still puts back every bit that did.
    void bitsTheRestoreLeavesAloneAreReadOnlyWhenTheyChanged()
    {
        QVERIFY(::mkdir(at(".git").constData(), 0755) == 0);
        QVERIFY(::mkdir(at(".git/objects").constData(), 0755) == 0);
        constexpr int kObjects = 400;
        for (int i = 0; i < kObjects; ++i)
            QVERIFY(writeBytes(at(".git/objects/" + QByteArray::number(i)), QByteArray::number(i), 0444));
        QVERIFY(writeBytes(at("tool"), "#!/bin/sh\n", 0700));
        WorkspaceSnapshots store = openStore();
        const auto first = store.capture(QFile::decodeName(m_workspace), QStringLiteral("first"));
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        const auto original = dump(m_workspace);

        // A command makes one object writable, another group-readable only, a new read-only one,
        // and edits the tool (written again with its bits).
        QVERIFY(::chmod(at(".git/objects/7").constData(), 0644) == 0);
        QVERIFY(::chmod(at(".git/objects/8").constData(), 0440) == 0);
        QVERIFY(writeBytes(at(".git/objects/new"), "n", 0444));
        QVERIFY(writeBytes(at("tool"), "#!/bin/sh\necho\n", 0755));

        const auto back = store.restore(QFile::decodeName(m_workspace), first->id);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QVERIFY2(dump(m_workspace) == original, qPrintable(describeDifference(original, dump(m_workspace))));
        QCOMPARE(back->modesSet, qint64(2));
        // The two changed objects, and what the restore wrote or removed (the tool, "new").
        QVERIFY2(back->modesChecked <= 4, qPrintable(QString::number(back->modesChecked)));

        // Bits changed again behind the capture's back (its cache is not fooled: a chmod changes
        // the entry's ctime) come back too.
        QVERIFY(::chmod(at(".git/objects/9").constData(), 0600) == 0);
        const auto again = store.restore(QFile::decodeName(m_workspace), first->id);
        QVERIFY2(again, qPrintable(again ? QString() : again.error().message));
        QVERIFY2(dump(m_workspace) == original, qPrintable(describeDifference(original, dump(m_workspace))));
        QCOMPARE(again->modesSet, qint64(1));
    }

    // A fork's workspace: an older snapshot written into an empty folder holds exactly what the
    // snapshot holds, and the store it is read from gains nothing (no capture, no cache write).
    void aSnapshotIsWrittenIntoAnEmptyFolderExactly()
    {
        QVERIFY(::mkdir(at("src").constData(), 0755) == 0);
        QVERIFY(::mkdir(at("empty").constData(), 0700) == 0);
        QVERIFY(::mkdir(at("shared").constData(), 01777) == 0);
        QVERIFY(::chmod(at("shared").constData(), 01777) == 0);
        QVERIFY(::mkdir(at("sealed").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("sealed/inside.txt"), "inside\n", 0400));
        QVERIFY(::chmod(at("sealed").constData(), 0555) == 0); // filled before its mode is set
        QVERIFY(writeBytes(at("src/main.c"), "int main(void) { return 0; }\n", 0644));
        QVERIFY(writeBytes(at("run.sh"), "#!/bin/sh\n", 0750));
        QVERIFY(writeBytes(at("secret.env"), "TOKEN=1\n", 0600));
        QVERIFY(writeBytes(at("empty.txt"), "", 0644));
        QVERIFY(writeBytes(at("bad\xff\xfename.txt"), "not utf-8\n", 0644));
        QVERIFY(::symlink("src/main.c", at("link-in").constData()) == 0);
        QVERIFY(::symlink("/etc/passwd", at("link-out").constData()) == 0);
        QVERIFY(::symlink("nowhere", at("dangling").constData()) == 0);
        WorkspaceSnapshots store = openStore();
        const auto older = store.capture(QFile::decodeName(m_workspace), QStringLiteral("older"));
        QVERIFY2(older, qPrintable(older.errorMessage()));
        const auto expected = dump(m_workspace);

        // The workspace moves on; the fork is made from the older snapshot.
        QVERIFY(writeBytes(at("src/main.c"), "int main(void) { return 1; }\n", 0644));
        QVERIFY(::unlink(at("link-in").constData()) == 0);
        QVERIFY(writeBytes(at("later.txt"), "later\n", 0644));
        const auto newer = store.capture(QFile::decodeName(m_workspace), QStringLiteral("newer"));
        QVERIFY(newer);
        const auto refsBefore = store.snapshots();
        QVERIFY(refsBefore);
        QFile cache(m_store + QStringLiteral("/shadowbox-cache"));
        QVERIFY(cache.open(QIODevice::ReadOnly));
        const QByteArray cacheBefore = cache.readAll();
        cache.close();
        const auto objectsBefore = gitIn(m_store, {QStringLiteral("count-objects"), QStringLiteral("-v")});
        QVERIFY(objectsBefore);

        const QByteArray forkName = "fork-" + QByteArray::number(m_round);
        const QByteArray fork = native(m_temp.path()) + '/' + forkName;
        QVERIFY(::mkdir(fork.constData(), 0700) == 0);
        const auto written = store.materialize(older->id, QFile::decodeName(fork));
        QVERIFY2(written, qPrintable(written.errorMessage()));
        const auto got = dump(fork);
        const bool same = got == expected;
        const QString why = describeDifference(expected, got);
        QCOMPARE(written->written, qint64(9)); // files and links; folders are made, not written

        // Nothing was captured into the store it was read from, and its cache is as it was.
        const auto refsAfter = store.snapshots();
        QVERIFY(refsAfter);
        QCOMPARE(QSet<QString>(refsAfter->begin(), refsAfter->end()),
                 QSet<QString>(refsBefore->begin(), refsBefore->end()));
        QVERIFY(cache.open(QIODevice::ReadOnly));
        QCOMPARE(cache.readAll(), cacheBefore);
        cache.close();
        QCOMPARE(gitIn(m_store, {QStringLiteral("count-objects"), QStringLiteral("-v")}), objectsBefore);

        // A store of its own captures the fork: the same content id as the snapshot it came from.
        auto forkStore = WorkspaceSnapshots::open(m_store + QStringLiteral("-fork"));
        QVERIFY(forkStore);
        const auto captured = forkStore->capture(QFile::decodeName(fork), QStringLiteral("forked"));
        QVERIFY2(captured, qPrintable(captured.errorMessage()));
        const auto forkId = forkStore->contentId(captured->id);
        const auto olderId = store.contentId(older->id);
        const auto newerId = store.contentId(newer->id);
        QVERIFY(forkId && olderId && newerId);
        QCOMPARE(*forkId, *olderId);
        QVERIFY(*newerId != *olderId);

        // Only into an empty folder.
        const auto refused = store.materialize(older->id, QFile::decodeName(fork));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);

        QVERIFY(::chmod((fork + "/sealed").constData(), 0700) == 0);
        const WorkspaceRemoval removal = WorkspaceRemover::remove(m_temp.path(), forkName);
        QVERIFY2(removal.removed, qPrintable(removal.failure));
        QVERIFY2(same, qPrintable(why));
    }

    void onlyChangedFilesAreReadAgain()
    {
        for (int i = 0; i < 200; ++i)
            QVERIFY(writeBytes(at("f" + QByteArray::number(i)), "content " + QByteArray::number(i), 0644));
        QThread::msleep(50); // older than the capture's margin for coarse file times
        {
            WorkspaceSnapshots store = openStore();
            const auto full = store.capture(QFile::decodeName(m_workspace), QStringLiteral("full"));
            QVERIFY(full);
            QCOMPARE(full->filesRead, qint64(200));
            const auto same = store.capture(QFile::decodeName(m_workspace), QStringLiteral("same"));
            QVERIFY(same);
            QCOMPARE(same->filesRead, qint64(0));
            QCOMPARE(same->files, qint64(200));
            const auto differences = store.compare(full->id, same->id);
            QVERIFY(differences);
            QVERIFY(differences->isEmpty());
        }
        for (int i = 0; i < 3; ++i)
            QVERIFY(writeBytes(at("f" + QByteArray::number(i * 50)), "edited " + QByteArray::number(i), 0644));
        // A new process (a new object) uses what the last one left.
        WorkspaceSnapshots reopened = openStore();
        const auto incremental = reopened.capture(QFile::decodeName(m_workspace), QStringLiteral("three edits"));
        QVERIFY(incremental);
        QCOMPARE(incremental->filesRead, qint64(3));
        QCOMPARE(incremental->files, qint64(200));
    }

    void hazardsAreReportedAndNeverRestored()
    {
        QVERIFY(writeBytes(at("tool"), "#!/bin/sh\n", 0755));
        WorkspaceSnapshots store = openStore();
        const auto clean = store.capture(QFile::decodeName(m_workspace), QStringLiteral("clean"));
        QVERIFY(clean);

        QVERIFY(::chmod(at("tool").constData(), 04755) == 0);
        QVERIFY(writeBytes(at("rootme"), "binary", 0755));
        QVERIFY(::chmod(at("rootme").constData(), 06755) == 0);
        QVERIFY(::mkfifo(at("pipe").constData(), 0666) == 0);
        const bool root = ::geteuid() == 0;
        if (root)
            QVERIFY(::mknod(at("kmsg").constData(), S_IFCHR | 0666, makedev(1, 11)) == 0);
        const auto hostile = store.capture(QFile::decodeName(m_workspace), QStringLiteral("hostile"));
        QVERIFY(hostile);
        int setId = 0, fifos = 0, devices = 0;
        for (const WorkspaceHazard &h : hostile->hazards) {
            setId += h.kind == WorkspaceHazard::Kind::SetIdFile;
            fifos += h.kind == WorkspaceHazard::Kind::Fifo;
            devices += h.kind == WorkspaceHazard::Kind::DeviceNode;
        }
        QCOMPARE(setId, 2);
        QCOMPARE(fifos, 1);
        QCOMPARE(devices, root ? 1 : 0);
        QCOMPARE(hostile->files, qint64(2)); // the fifo and the device node are not in it

        // Restoring the hostile snapshot itself brings back the files, never the bits or the nodes.
        const auto restored = store.restore(QFile::decodeName(m_workspace), hostile->id);
        QVERIFY2(restored, qPrintable(restored ? QString() : restored.error().message));
        struct stat st {};
        QVERIFY(::lstat(at("tool").constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, 0755u);
        QVERIFY(::lstat(at("rootme").constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, 0755u);
        QVERIFY(::lstat(at("pipe").constData(), &st) != 0);
        QVERIFY(::lstat(at("kmsg").constData(), &st) != 0);
        QCOMPARE(restored->hazards.setIdFiles, 2);
        QCOMPARE(restored->hazards.fifos, 1);
        QCOMPARE(restored->hazards.deviceNodes, root ? 1 : 0);

        const auto back = store.restore(QFile::decodeName(m_workspace), clean->id);
        QVERIFY(back);
        QVERIFY(::lstat(at("rootme").constData(), &st) != 0);
    }

    void linksPlantedByTheSandboxAreNeverFollowed()
    {
        const QByteArray outside = native(m_temp.path()) + "/outside-" + QByteArray::number(m_round);
        QVERIFY(::mkdir(outside.constData(), 0700) == 0);
        QVERIFY(writeBytes(outside + "/host.txt", "host file\n", 0600));
        QVERIFY(::mkdir(at("dir").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("dir/kept.txt"), "kept\n", 0644));
        QVERIFY(writeBytes(at("config"), "setting=1\n", 0644));
        WorkspaceSnapshots store = openStore();
        const auto good = store.capture(QFile::decodeName(m_workspace), QStringLiteral("good"));
        QVERIFY(good);
        const auto original = dump(m_workspace);

        // The sandbox swaps a file and a folder for links to the host's files.
        QVERIFY(::unlink(at("config").constData()) == 0);
        QVERIFY(::symlink((outside + "/host.txt").constData(), at("config").constData()) == 0);
        QVERIFY(::unlink(at("dir/kept.txt").constData()) == 0);
        QVERIFY(::rmdir(at("dir").constData()) == 0);
        QVERIFY(::symlink(outside.constData(), at("dir").constData()) == 0);

        const auto back = store.restore(QFile::decodeName(m_workspace), good->id);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QVERIFY2(dump(m_workspace) == original, qPrintable(describeDifference(original, dump(m_workspace))));
        QFile host(QFile::decodeName(outside + "/host.txt"));
        QVERIFY(host.open(QIODevice::ReadOnly));
        QCOMPARE(host.readAll(), QByteArray("host file\n"));
        QCOMPARE(QDir(QFile::decodeName(outside)).entryList(QDir::Files | QDir::Hidden), QStringList{"host.txt"});
    }

    void whatARestoreMakesBelongsToTheWorkspacesOwner()
    {
        // Docker with userns-remap: the workspace belongs to root in the sandbox, a subordinate id of
        // this machine, and a restore (run as root) makes every file and folder that user's, or root
        // inside could not change them. Files the restore does not touch keep their owner.
        if (::geteuid() != 0)
            QSKIP("giving files to another user needs root (CI runs the unit tests as root)");
        const uid_t remapped = 100000;
        QVERIFY(::mkdir(at("src").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("src/app.txt"), "one\n", 0644));
        QVERIFY(writeBytes(at("README.md"), "# readme\n", 0644));
        QVERIFY(writeBytes(at("same.txt"), "unchanged\n", 0644));
        QVERIFY(::symlink("src/app.txt", at("link").constData()) == 0);
        WorkspaceSnapshots store = openStore();
        const auto good = store.capture(QFile::decodeName(m_workspace), QStringLiteral("good"));
        QVERIFY(good);

        QVERIFY(::chown(m_workspace.constData(), remapped, remapped) == 0);
        QVERIFY(::lchown(at("same.txt").constData(), remapped + 5, remapped + 5) == 0);
        QVERIFY(::unlink(at("src/app.txt").constData()) == 0);
        QVERIFY(::rmdir(at("src").constData()) == 0);
        QVERIFY(::unlink(at("link").constData()) == 0);
        QVERIFY(writeBytes(at("README.md"), "# changed\n", 0644));

        const auto back = store.restore(QFile::decodeName(m_workspace), good->id);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        const auto ownerOf = [this](const QByteArray &relative) {
            struct stat st {};
            return ::lstat(at(relative).constData(), &st) == 0 ? QPair<uint, uint>(st.st_uid, st.st_gid)
                                                               : QPair<uint, uint>(~0u, ~0u);
        };
        const QPair<uint, uint> sandboxRoot(remapped, remapped);
        QCOMPARE(ownerOf("src"), sandboxRoot);
        QCOMPARE(ownerOf("src/app.txt"), sandboxRoot);
        QCOMPARE(ownerOf("README.md"), sandboxRoot);
        QCOMPARE(ownerOf("link"), sandboxRoot);
        const QPair<uint, uint> untouched(remapped + 5, remapped + 5);
        QCOMPARE(ownerOf("same.txt"), untouched);
        QFile readme(QFile::decodeName(at("README.md")));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QCOMPARE(readme.readAll(), QByteArray("# readme\n"));
    }

    void foldersTooDeepAreLeftOutAndRemovedByARestore()
    {
        QVERIFY(writeBytes(at("a.txt"), "a", 0644));
        WorkspaceSnapshots store = openStore();
        const auto good = store.capture(QFile::decodeName(m_workspace), QStringLiteral("good"));
        QVERIFY(good);
        // 300 nested folders, made through descriptors (the path is longer than PATH_MAX).
        int fd = ::open(m_workspace.constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(fd >= 0);
        for (int i = 0; i < 300; ++i) {
            QVERIFY(::mkdirat(fd, "d", 0755) == 0);
            const int next = ::openat(fd, "d", O_RDONLY | O_DIRECTORY);
            ::close(fd);
            QVERIFY(next >= 0);
            fd = next;
        }
        ::close(fd);
        const auto deep = store.capture(QFile::decodeName(m_workspace), QStringLiteral("deep"));
        QVERIFY(deep);
        QCOMPARE(deep->tooDeep.size(), 1);
        const auto back = store.restore(QFile::decodeName(m_workspace), good->id);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QCOMPARE(dump(m_workspace).keys(), QList<QByteArray>{"a.txt"});
    }

    void snapshotsCanBeComparedAndRead()
    {
        QVERIFY(writeBytes(at("text.txt"), "one\ntwo\nthree\n", 0644));
        QVERIFY(writeBytes(at("gone.txt"), "bye\n", 0644));
        QVERIFY(writeBytes(at("tool"), "x", 0644));
        WorkspaceSnapshots store = openStore();
        const auto a = store.capture(QFile::decodeName(m_workspace), QStringLiteral("a"));
        QVERIFY(a);
        QVERIFY(writeBytes(at("text.txt"), "one\n2\nthree\n", 0644));
        QVERIFY(::unlink(at("gone.txt").constData()) == 0);
        QVERIFY(writeBytes(at("bin.dat"), QByteArray("\0\0\1", 3), 0644));
        QVERIFY(::chmod(at("tool").constData(), 0600) == 0);
        const auto b = store.capture(QFile::decodeName(m_workspace), QStringLiteral("b"));
        QVERIFY(b);

        const auto differences = store.compare(a->id, b->id);
        QVERIFY(differences);
        QCOMPARE(differences->size(), 4);
        QCOMPARE(differences->at(0).path, QByteArray("bin.dat"));
        QCOMPARE(differences->at(0).kind, SnapshotDifference::Kind::Added);
        QVERIFY(differences->at(0).binary);
        QCOMPARE(differences->at(1).path, QByteArray("gone.txt"));
        QCOMPARE(differences->at(1).kind, SnapshotDifference::Kind::Deleted);
        QCOMPARE(differences->at(2).path, QByteArray("text.txt"));
        QCOMPARE(differences->at(2).kind, SnapshotDifference::Kind::Modified);
        QVERIFY(!differences->at(2).binary);
        QCOMPARE(differences->at(3).path, QByteArray("tool"));
        QCOMPARE(differences->at(3).kind, SnapshotDifference::Kind::ModeChanged);

        const auto diff = store.fileDiff(a->id, b->id, "text.txt");
        QVERIFY(diff);
        QVERIFY2(diff->contains("-two\n") && diff->contains("+2\n"), diff->constData());
        const auto content = store.fileContent(a->id, "gone.txt");
        QVERIFY(content);
        QCOMPARE(*content, QByteArray("bye\n"));
        QVERIFY(!store.fileContent(b->id, "gone.txt"));
        const auto wrong = store.restore(QFile::decodeName(m_workspace), QStringLiteral("not-a-snapshot"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().kind, Error::Kind::InvalidInput);
    }

    void verifyFindsADamagedObject()
    {
        QVERIFY(writeBytes(at("precious.txt"), "precious content that matters\n", 0644));
        WorkspaceSnapshots store = openStore();
        const auto s = store.capture(QFile::decodeName(m_workspace), QStringLiteral("s"));
        QVERIFY(s);
        const auto good = store.verify();
        QVERIFY(good);
        QVERIFY2(good->ok(), qPrintable(good->problems.join(u'\n')));
        QCOMPARE(good->snapshots, qint64(1));
        QVERIFY(good->objects >= 4); // blob, files tree, top tree, commit

        // Damage the one blob: overwrite the loose object with other valid zlib data.
        const auto differences = store.compare(s->id, s->id);
        QVERIFY(differences && differences->isEmpty());
        QDir objects(m_store + QStringLiteral("/objects"));
        int damaged = 0;
        for (const QString &sub : objects.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            for (const QString &name : QDir(objects.filePath(sub)).entryList(QDir::Files)) {
                const QString file = objects.filePath(sub) + u'/' + name;
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray data = qUncompress(QByteArray("\0\0\0\0", 4) + f.readAll());
                f.close();
                if (!data.startsWith("blob ") || !data.contains("precious"))
                    continue;
                QByteArray bad = data;
                bad.replace("precious", "tampered");
                const QByteArray compressed = qCompress(bad).mid(4);
                QVERIFY(::chmod(QFile::encodeName(file).constData(), 0644) == 0);
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                QCOMPARE(f.write(compressed), compressed.size());
                f.close();
                ++damaged;
            }
        }
        QCOMPARE(damaged, 1);
        WorkspaceSnapshots fresh = openStore();
        const auto checked = fresh.verify();
        QVERIFY(checked);
        QVERIFY(!checked->ok());
    }

    void pruneForgetsAndFrees()
    {
        QVERIFY(writeBytes(at("large.bin"), QByteArray(2 * 1024 * 1024, 'L') + QByteArray::number(m_round), 0644));
        QVERIFY(writeBytes(at("small.txt"), "small\n", 0644));
        WorkspaceSnapshots store = openStore();
        const auto withLarge = store.capture(QFile::decodeName(m_workspace), QStringLiteral("with"));
        QVERIFY(withLarge);
        QVERIFY(::unlink(at("large.bin").constData()) == 0);
        const auto without = store.capture(QFile::decodeName(m_workspace), QStringLiteral("without"));
        QVERIFY(without);
        const qint64 before = store.diskUsage();
        const auto freed = store.prune({without->id});
        QVERIFY(freed);
        QVERIFY2(*freed > 0, qPrintable(QString::number(*freed)));
        QVERIFY(store.diskUsage() < before);
        const auto left = store.snapshots();
        QVERIFY(left);
        QCOMPARE(*left, QStringList{without->id});
        const auto checked = store.verify();
        QVERIFY(checked && checked->ok());
        QVERIFY(!store.restore(QFile::decodeName(m_workspace), withLarge->id));
        QVERIFY(store.restore(QFile::decodeName(m_workspace), without->id));
    }

    // A capture reuses the trees of folders that list the same entries as last time, across
    // processes too: whatever changed, it must give the tree a fresh store gives, in git's order.
    void incrementalSnapshotsMatchFreshOnes()
    {
        // Names around git's order, where a folder sorts as if its name ended in '/'.
        for (const char *folder : {"a", "a/deep", "a/deep/er", "b", "b/c"})
            QVERIFY(::mkdir(at(folder).constData(), 0755) == 0);
        for (const char *file : {"a.c", "a-b", "a0", "a/deep/er/x", "a/deep/y", "a/z", "b/c/one", "b/two", "top"})
            QVERIFY(writeBytes(at(file), QByteArray("content of ") + file, 0644));
        QThread::msleep(50);
        const QString workspace = QFile::decodeName(m_workspace);
        {
            WorkspaceSnapshots store = openStore();
            QVERIFY(store.capture(workspace, QStringLiteral("first")));
        }
        const auto changes = QList<std::function<bool()>>{
            [&] { return writeBytes(at("a/deep/er/x"), "edited deep down", 0644); },
            [&] { return ::unlink(at("a/z").constData()) == 0; },
            [&] { return writeBytes(at("a/deep/new"), "new", 0644); },
            [&] { return ::rename(at("b/c").constData(), at("b/c.d").constData()) == 0; },
            [&] { return ::chmod(at("top").constData(), 0755) == 0; },
            [&] { return ::unlink(at("a0").constData()) == 0 && ::mkdir(at("a0").constData(), 0755) == 0; },
            [&] { return ::mkdir(at("b/empty").constData(), 0755) == 0; },
            [&] { return WorkspaceRemover::remove(QFile::decodeName(at("a")), "deep").removed; },
        };
        for (int i = 0; i < changes.size(); ++i) {
            QVERIFY2(changes.at(i)(), qPrintable(QStringLiteral("change %1").arg(i)));
            QThread::msleep(50);
            // A new object each time, as a new process would be: the cache comes from the disk.
            WorkspaceSnapshots incremental = openStore();
            const auto taken = incremental.capture(workspace, QStringLiteral("change %1").arg(i));
            QVERIFY(taken);
            const QString freshPath = m_store + QStringLiteral("-fresh-%1").arg(i);
            auto fresh = WorkspaceSnapshots::open(freshPath);
            QVERIFY(fresh);
            const auto reference = fresh->capture(workspace, QStringLiteral("fresh"));
            QVERIFY(reference);
            const auto got = gitIn(m_store, {QStringLiteral("rev-parse"), taken->id + QStringLiteral(":files")});
            const auto want = gitIn(freshPath, {QStringLiteral("rev-parse"), reference->id + QStringLiteral(":files")});
            QVERIFY(got && want && !want->isEmpty());
            QCOMPARE(*got, *want);
            QVERIFY(taken->filesRead <= 1);
        }
        // Every tree is well formed and sorted as git sorts.
        QVERIFY(gitIn(m_store, {QStringLiteral("fsck"), QStringLiteral("--strict"), QStringLiteral("--no-dangling")}));
    }

    // A restore saves the cache once, at its end, even when it wrote nothing: the next process
    // reads nothing again.
    void aRestoreLeavesItsCacheToTheNextProcess()
    {
        for (int i = 0; i < 20; ++i)
            QVERIFY(writeBytes(at("f" + QByteArray::number(i)), "content " + QByteArray::number(i), 0644));
        QThread::msleep(50);
        const QString workspace = QFile::decodeName(m_workspace);
        QString id;
        {
            QVERIFY(writeBytes(at("f0"), "edited just now", 0644));
            WorkspaceSnapshots store = openStore();
            const auto taken = store.capture(workspace, QStringLiteral("f0 too new to be trusted"));
            QVERIFY(taken);
            id = taken->id;
        }
        QThread::msleep(50);
        {
            WorkspaceSnapshots store = openStore();
            const auto restored = store.restore(workspace, id);
            QVERIFY(restored);
            QCOMPARE(restored->written, qint64(0));
        }
        WorkspaceSnapshots next = openStore();
        const auto again = next.capture(workspace, QStringLiteral("again"));
        QVERIFY(again);
        QCOMPARE(again->filesRead, qint64(0));
    }

    // A restore does not walk the workspace again: the cache forgets what the restore changed, so
    // the next capture (another process's) reads exactly that again and gets the restored tree,
    // and a prune right after the restore keeps nothing for the cache that the workspace no
    // longer holds, and loses nothing it needs. A refresh then reads the rest back.
    void aRestoreForgetsWhatItChangedInTheCache()
    {
        for (const char *folder : {"src", "src/lib", "docs", "gone"})
            QVERIFY(::mkdir(at(folder).constData(), 0755) == 0);
        for (int i = 0; i < 30; ++i)
            QVERIFY(writeBytes(at("src/f" + QByteArray::number(i)), "source " + QByteArray::number(i), 0644));
        for (const char *file : {"src/lib/a", "src/lib/b", "docs/readme", "gone/x", "top"})
            QVERIFY(writeBytes(at(file), QByteArray("content of ") + file, 0644));
        QThread::msleep(50);
        const QString workspace = QFile::decodeName(m_workspace);
        QString base;
        {
            WorkspaceSnapshots store = openStore();
            const auto taken = store.capture(workspace, QStringLiteral("base"));
            QVERIFY(taken);
            base = taken->id;
        }
        // A command: a file edited, a folder removed, one made, a file replaced by a folder.
        QVERIFY(writeBytes(at("src/lib/a"), "edited", 0644));
        QVERIFY(WorkspaceRemover::remove(workspace, "gone").removed);
        QVERIFY(::mkdir(at("made").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("made/new"), "new", 0644));
        QVERIFY(::unlink(at("top").constData()) == 0 && ::mkdir(at("top").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("top/inside"), "inside", 0644));
        QThread::msleep(50);
        {
            WorkspaceSnapshots store = openStore();
            const auto restored = store.restore(workspace, base);
            QVERIFY2(restored, qPrintable(restored.errorMessage()));
            QCOMPARE(restored->written, qint64(3)); // src/lib/a, gone/x, top
        }
        {
            // Only the base is kept: the objects of the command's state go, the base's stay.
            WorkspaceSnapshots store = openStore();
            const auto freed = store.prune({base});
            QVERIFY2(freed, qPrintable(freed.errorMessage()));
        }
        QThread::msleep(50);
        WorkspaceSnapshots next = openStore();
        const auto again = next.capture(workspace, QStringLiteral("after the restore"));
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QCOMPARE(again->filesRead, qint64(3)); // what the restore wrote, nothing else
        const auto got = gitIn(m_store, {QStringLiteral("rev-parse"), again->id + QStringLiteral(":files")});
        const auto want = gitIn(m_store, {QStringLiteral("rev-parse"), base + QStringLiteral(":files")});
        QVERIFY(got && want && !want->isEmpty());
        QCOMPARE(*got, *want);
        // No object a kept snapshot needs was pruned, and none of the command's state was kept.
        QVERIFY(gitIn(m_store, {QStringLiteral("fsck"), QStringLiteral("--strict"), QStringLiteral("--no-dangling")}));
        const QByteArray edited =
            QCryptographicHash::hash(QByteArrayLiteral("blob 6") + '\0' + "edited", QCryptographicHash::Sha1).toHex();
        QVERIFY2(!gitIn(m_store, {QStringLiteral("cat-file"), QStringLiteral("-e"), QString::fromLatin1(edited)}),
                 "the pruned state's file is still in the store");

        // After a restore, the next process reads what the restore wrote and nothing else.
        QVERIFY(writeBytes(at("src/lib/b"), "edited again", 0644));
        QThread::msleep(50);
        const auto edit = next.capture(workspace, QStringLiteral("edit"));
        QVERIFY(edit);
        QVERIFY(next.restore(workspace, base));
        QThread::msleep(50);
        WorkspaceSnapshots last = openStore();
        const auto restoredRead = last.capture(workspace, QStringLiteral("after the second restore"));
        QVERIFY(restoredRead);
        QCOMPARE(restoredRead->filesRead, qint64(1));
        const auto quiet = last.capture(workspace, QStringLiteral("quiet"));
        QVERIFY(quiet);
        QCOMPARE(quiet->filesRead, qint64(0));
    }

    void excludedFoldersAreLeftAlone()
    {
        QVERIFY(::mkdir(at("node_modules").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("node_modules/heavy.js"), "heavy", 0644));
        QVERIFY(writeBytes(at("app.js"), "app", 0644));
        WorkspaceSnapshots store = openStore({QByteArray("node_modules")});
        const auto s = store.capture(QFile::decodeName(m_workspace), QStringLiteral("s"));
        QVERIFY(s);
        QCOMPARE(s->files, qint64(1));
        QVERIFY(writeBytes(at("node_modules/more.js"), "more", 0644));
        QVERIFY(writeBytes(at("app.js"), "changed", 0644));
        QVERIFY(store.restore(QFile::decodeName(m_workspace), s->id));
        QVERIFY(QFile::exists(QFile::decodeName(at("node_modules/more.js"))));
        QFile app(QFile::decodeName(at("app.js")));
        QVERIFY(app.open(QIODevice::ReadOnly));
        QCOMPARE(app.readAll(), QByteArray("app"));
    }

    // The metadata cache would reuse the trees of folders that did not change: a walk under other
    // exclusions must not, or a path newly excluded (or taken in again) would not be noticed.
    void aChangedExclusionIsNeverHiddenByTheCache()
    {
        QVERIFY(::mkdir(at("src").constData(), 0755) == 0);
        QVERIFY(::mkdir(at("src/gen").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("src/gen/big.bin"), "generated", 0644));
        QVERIFY(writeBytes(at("src/main.c"), "int main;", 0644));
        const QString workspace = QFile::decodeName(m_workspace);
        {
            WorkspaceSnapshots all = openStore();
            auto first = all.capture(workspace, QStringLiteral("all"));
            QVERIFY(first);
            QCOMPARE(first->files, qint64(2));
        }
        {
            WorkspaceSnapshots some = openStore({QByteArray("src/gen")});
            auto second = some.capture(workspace, QStringLiteral("some"));
            QVERIFY(second);
            QCOMPARE(second->files, qint64(1));
        }
        WorkspaceSnapshots again = openStore();
        auto third = again.capture(workspace, QStringLiteral("all again"));
        QVERIFY(third);
        QCOMPARE(third->files, qint64(2));
    }

    // A snapshot taken before a path was excluded holds it; restoring that snapshot under the
    // exclusion leaves the path as it is now, as the exclusion promises.
    void anOlderSnapshotDoesNotPutBackWhatIsNowExcluded()
    {
        QVERIFY(::mkdir(at("cache").constData(), 0755) == 0);
        QVERIFY(writeBytes(at("cache/blob"), "old", 0644));
        QVERIFY(writeBytes(at("file"), "old", 0644));
        const QString workspace = QFile::decodeName(m_workspace);
        QString before;
        {
            WorkspaceSnapshots all = openStore();
            auto taken = all.capture(workspace, QStringLiteral("before the exclusion"));
            QVERIFY(taken);
            before = taken->id;
        }
        QVERIFY(writeBytes(at("cache/blob"), "new", 0644));
        QVERIFY(writeBytes(at("cache/more"), "more", 0644));
        QVERIFY(writeBytes(at("file"), "new", 0644));
        WorkspaceSnapshots excluding = openStore({QByteArray("cache")});
        auto restored = excluding.restore(workspace, before);
        QVERIFY2(restored, qPrintable(restored ? QString() : restored.error().message));
        const auto read = [this](const QByteArray &path) {
            QFile f(QFile::decodeName(at(path)));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
        };
        QCOMPARE(read("file"), QByteArray("old"));
        QCOMPARE(read("cache/blob"), QByteArray("new"));
        QCOMPARE(read("cache/more"), QByteArray("more"));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceSnapshots)
#include "tst_workspacesnapshots.moc"
