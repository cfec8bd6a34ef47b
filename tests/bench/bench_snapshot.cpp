// Snapshots and rollback of a 10,000-file workspace (headers from /usr/include) with 10 files
// edited, each beside the same work done with the reference tools in the same run:
//   capture   WorkspaceSnapshots::capture, cache warm       vs  git add -A && git commit -q
//             (a metadata scan, as the command line does; then guided by a WorkspaceWatcher, as
//             the window does)
//   restore   WorkspaceSnapshots::restore to the snapshot   vs  git checkout -f base -- . && git clean -fdx
//             taken before the edits                            (base: the commit before the edits)
//   rollback  `shadowbox rollback NAME SNAPSHOT` (the CLI)  vs  docker commit + docker run -d
//             per engine                                        (podman commit + podman run -d)
//             (the replaced container's removal, which the CLI leaves to a process in the background,
//             is over before the reference starts)
// Capture and restore run in this process on a copy of the tree; git works on a second copy. The
// rollback runs the CLI as a user would; its own report of the time spent in the engine
// (Snapshotter::restore) is printed beside it.
//
// Prints each engine's medians and the ratios (Shadowbox / by hand; targets: capture and restore
// at most 0.5, rollback at most 1.0 and under 1.5 s).
// Usage: bench_snapshot [--runs N] [--files N] [ENGINE=unix:///path/to/socket...]
// where ENGINE is podman or docker; tests/bench/run.sh starts both engines and runs this.
//
// bench_snapshot --xfs [--runs N] [--files N] (root, mkfs.xfs; tests/bench/run.sh clones) times
// copy-on-write clones instead, on an XFS image with reflinks loop-mounted in a mount namespace of
// this process's own, each beside the same work on the disk of the temporary folder (no reflinks):
//   copy      WorkspaceCopier (a sandbox's creation copy)   vs  cp -a --reflink=always
//   restore   WorkspaceSnapshots::restore of 4 large files  vs  cp -a --reflink=always of the tree
//             rewritten and 10 headers edited                    saved before the edits
// with the capture that precedes each restore (it fills the store's pool of clones) shown apart.

#include "runtime/StarterImage.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/WorkspaceCopier.h"
#include "snapshot/WorkspaceSnapshots.h"
#include "snapshot/WorkspaceWatcher.h"
#include "support/TestSupport.h"

#include "BenchSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace shadowbox;

using shadowbox::bench::median;

namespace {

constexpr int kEdited = 10;

struct Timed {
    bool ok = false;
    double ms = 0;
    QByteArray out;
};

Timed timedRun(const QString &program, const QStringList &args, const QString &dir = {},
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    const bool finished = p.waitForFinished(600'000);
    Timed r;
    r.ms = double(t.nsecsElapsed()) / 1e6;
    r.ok = finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.out = p.readAllStandardOutput();
    if (!r.ok)
        std::fprintf(stderr, "bench: %s %s failed: %s\n", qPrintable(program), qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return r;
}

// git with an identity and no hooks or user configuration that could change what it does.
Timed git(const QString &dir, const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    return timedRun(QStringLiteral("git"),
                    QStringList{QStringLiteral("-c"), QStringLiteral("user.name=bench"), QStringLiteral("-c"),
                                QStringLiteral("user.email=bench@invalid")} +
                        args,
                    dir, env);
}

// Each side starts with no dirty pages left by the other (writeback would be charged to it).
void settle()
{
    timedRun(QStringLiteral("sync"), {});
}

// Copies `count` headers from /usr/include into `tree`; their relative paths go to `files`.
bool makeTree(const QString &tree, int count, QStringList *files, qint64 *bytes)
{
    const QDir include(QStringLiteral("/usr/include"));
    QDirIterator it(include.path(), QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    *bytes = 0;
    while (it.hasNext() && files->size() < count) {
        const QString src = it.next();
        const QString rel = include.relativeFilePath(src);
        const QString dst = tree + u'/' + rel;
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst))
            continue;
        *bytes += QFileInfo(dst).size();
        files->append(rel);
    }
    if (files->size() < count) {
        std::fprintf(stderr, "bench: only %lld files found under /usr/include\n", qlonglong(files->size()));
        return false;
    }
    return true;
}

// The files a run edits: spread over the tree, so that they sit in different folders.
QStringList editedFiles(const QStringList &files)
{
    QStringList out;
    for (int i = 0; i < kEdited; ++i)
        out.append(files.at((qsizetype(i) * files.size() / kEdited + 7) % files.size()));
    return out;
}

// Appends a line naming the run to each file, so that every run's edits differ from the last.
bool edit(const QString &tree, const QStringList &files, int run)
{
    for (const QString &rel : files) {
        QFile f(tree + u'/' + rel);
        if (!f.open(QIODevice::Append) || f.write("/* edited in run " + QByteArray::number(run) + " */\n") < 0) {
            std::fprintf(stderr, "bench: cannot edit %s\n", qPrintable(f.fileName()));
            return false;
        }
    }
    return true;
}

// The workspace half, in this process: capture after 10 edits and restore of those 10 files.
bool benchWorkspace(const QString &work, const QString &tree, const QString &reference, const QStringList &files,
                    int runs)
{
    auto store = WorkspaceSnapshots::open(work + QStringLiteral("/store"));
    if (!store) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(store.errorMessage()));
        return false;
    }
    settle();
    auto first = store->capture(tree, QStringLiteral("first"));
    if (!first) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(first.errorMessage()));
        return false;
    }
    // The git side's first commit, for scale.
    settle();
    Timed gitInit = git(reference, {QStringLiteral("init"), QStringLiteral("-q")});
    Timed gitAdd = git(reference, {QStringLiteral("add"), QStringLiteral("-A")});
    Timed gitCommit = git(reference, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("base")});
    if (!gitInit.ok || !gitAdd.ok || !gitCommit.ok ||
        !git(reference, {QStringLiteral("tag"), QStringLiteral("base")}).ok)
        return false;
    std::printf("first snapshot (cold, %lld files read): shadowbox %.1f ms, git add -A && git commit %.1f ms\n",
                qlonglong(first->filesRead), double(first->elapsedMs), gitAdd.ms + gitCommit.ms);

    // Warm both sides: the cache of each settles once the files' times are older than a tick.
    QThread::msleep(50);
    auto warm = store->capture(tree, QStringLiteral("warm"));
    if (!warm || !git(reference, {QStringLiteral("status"), QStringLiteral("--porcelain")}).ok)
        return false;
    auto idle = store->capture(tree, QStringLiteral("idle"));
    if (!idle)
        return false;
    std::printf("snapshot with nothing changed: shadowbox %.1f ms (%lld files read)\n\n", double(idle->elapsedMs),
                qlonglong(idle->filesRead));
    const QString base = idle->id;

    const QStringList edited = editedFiles(files);
    QList<double> capture, commit, restore, checkout;
    std::printf("%-4s %13s %13s %13s %13s %6s %6s\n", "run", "capture ms", "git commit ms", "restore ms", "checkout ms",
                "read", "wrote");
    for (int i = 1; i <= runs; ++i) {
        if (!edit(tree, edited, i) || !edit(reference, edited, i))
            return false;
        settle();
        QElapsedTimer t;
        t.start();
        auto taken = store->capture(tree, QStringLiteral("run %1").arg(i));
        const double captureMs = double(t.nsecsElapsed()) / 1e6;
        if (!taken) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(taken.errorMessage()));
            return false;
        }
        Timed add = git(reference, {QStringLiteral("add"), QStringLiteral("-A")});
        Timed committed = git(reference, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("run")});
        if (!add.ok || !committed.ok)
            return false;

        settle();
        t.restart();
        auto restored = store->restore(tree, base);
        const double restoreMs = double(t.nsecsElapsed()) / 1e6;
        if (!restored) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(restored.errorMessage()));
            return false;
        }
        Timed checkedOut = git(reference, {QStringLiteral("checkout"), QStringLiteral("-f"), QStringLiteral("base"),
                                           QStringLiteral("--"), QStringLiteral(".")});
        Timed cleaned = git(reference, {QStringLiteral("clean"), QStringLiteral("-fdxq")});
        if (!checkedOut.ok || !cleaned.ok)
            return false;

        capture << captureMs;
        commit << add.ms + committed.ms;
        restore << restoreMs;
        checkout << checkedOut.ms + cleaned.ms;
        std::printf("%-4d %13.1f %13.1f %13.1f %13.1f %6lld %6lld\n", i, captureMs, add.ms + committed.ms, restoreMs,
                    checkedOut.ms + cleaned.ms, qlonglong(taken->filesRead), qlonglong(restored->written));
        std::fflush(stdout);
    }
    const double a = median(capture), b = median(commit), c = median(restore), d = median(checkout);
    std::printf("\nmedian capture after %d edits (metadata scan, the command line): shadowbox %6.1f ms, git add -A "
                "&& git commit %6.1f ms, ratio %.2f (target <= 0.5)\n",
                kEdited, a, b, a / b);
    std::printf("median restore of %d files: shadowbox %6.1f ms, git checkout -f && git clean %6.1f ms, ratio "
                "%.2f (target <= 0.5)\n\n",
                kEdited, c, d, c / d);
    std::fflush(stdout);

    // The same edits, captured as the window does: the workspace watched, only what changed listed.
    WorkspaceWatcher watcher(tree, WorkspaceWatcher::kDefaultQuietMs, {});
    QElapsedTimer waited;
    waited.start();
    while (!watcher.notified() && waited.elapsed() < 30'000)
        QThread::msleep(10);
    if (!watcher.notified()) {
        std::fprintf(stderr, "bench: inotify is not watching the workspace\n");
        return false;
    }
    // The first capture with the watcher lists every folder; from the second on it is guided.
    if (!store->capture(tree, QStringLiteral("watched"), {}, &watcher) ||
        !store->capture(tree, QStringLiteral("guided"), {}, &watcher))
        return false;
    QList<double> guided, guidedCommit;
    std::printf("%-4s %13s %13s %6s %8s\n", "run", "guided ms", "git commit ms", "read", "listed");
    for (int i = 1; i <= runs; ++i) {
        if (!edit(tree, edited, runs + i) || !edit(reference, edited, runs + i))
            return false;
        settle();
        QElapsedTimer t;
        t.start();
        auto taken = store->capture(tree, QStringLiteral("guided run %1").arg(i), {}, &watcher);
        const double captureMs = double(t.nsecsElapsed()) / 1e6;
        if (!taken || !taken->incremental) {
            std::fprintf(stderr, "bench: %s\n",
                         taken ? "the capture was not guided by the watcher" : qPrintable(taken.errorMessage()));
            return false;
        }
        Timed add = git(reference, {QStringLiteral("add"), QStringLiteral("-A")});
        Timed committed = git(reference, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("run")});
        if (!add.ok || !committed.ok)
            return false;
        guided << captureMs;
        guidedCommit << add.ms + committed.ms;
        std::printf("%-4d %13.1f %13.1f %6lld %8lld\n", i, captureMs, add.ms + committed.ms,
                    qlonglong(taken->filesRead), qlonglong(taken->foldersListed));
        std::fflush(stdout);
    }
    const double g = median(guided), h = median(guidedCommit);
    std::printf("\nmedian capture after %d edits (change notification, the window): shadowbox %6.1f ms, git add -A "
                "&& git commit %6.1f ms, ratio %.2f (target <= 0.5, aim 10 ms)\n\n",
                kEdited, g, h, g / h);
    std::fflush(stdout);
    return true;
}

// --xfs: an XFS image with reflinks loop-mounted on a folder, unmounted when this goes (lazily if
// busy; the mount namespace takes it with the process in any case).
class XfsMount {
public:
    explicit XfsMount(const QString &work)
        : m_folder(work + QStringLiteral("/xfs"))
    {
        const QString image = work + QStringLiteral("/xfs.img");
        QDir().mkpath(m_folder);
        QString mkfs = QStandardPaths::findExecutable(QStringLiteral("mkfs.xfs"));
        if (mkfs.isEmpty())
            mkfs = QStandardPaths::findExecutable(QStringLiteral("mkfs.xfs"), {QStringLiteral("/usr/sbin")});
        mounted = !mkfs.isEmpty() &&
                  timedRun(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("8G"), image}).ok &&
                  timedRun(mkfs, {QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("reflink=1"), image}).ok &&
                  timedRun(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("loop"), image, m_folder}).ok;
    }
    ~XfsMount()
    {
        if (mounted && !timedRun(QStringLiteral("umount"), {m_folder}).ok)
            timedRun(QStringLiteral("umount"), {QStringLiteral("-l"), m_folder});
    }
    QString path() const { return m_folder; }
    bool mounted = false;

private:
    QString m_folder;
};

constexpr int kLargeFiles = 4;
constexpr qint64 kLargeSize = 32 * 1024 * 1024;

// Writes the large files of a tree, with content of the given seed (the same on both disks).
bool writeLarge(const QString &tree, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray data(kLargeSize, Qt::Uninitialized);
    for (int i = 0; i < kLargeFiles; ++i) {
        random.fillRange(reinterpret_cast<quint32 *>(data.data()), size_t(kLargeSize / 4));
        QFile f(tree + QStringLiteral("/large/data-%1.bin").arg(i));
        QDir().mkpath(QFileInfo(f).absolutePath());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size()) {
            std::fprintf(stderr, "bench: cannot write %s\n", qPrintable(f.fileName()));
            return false;
        }
    }
    return true;
}

QList<QByteArray> encoded(const QStringList &files)
{
    QList<QByteArray> out;
    for (const QString &f : files)
        out.append(QFile::encodeName(f));
    for (int i = 0; i < kLargeFiles; ++i)
        out.append("large/data-" + QByteArray::number(i) + ".bin");
    return out;
}

bool removeTree(const QString &path)
{
    return timedRun(QStringLiteral("rm"), {QStringLiteral("-rf"), path}).ok;
}

// The creation copy and the restore of large files on XFS with reflinks, beside cp -a
// --reflink=always there and beside both on the temporary folder's disk.
bool benchClones(const QString &xfs, const QString &plain, const QStringList &files, int runs)
{
    const QString xfsTree = xfs + QStringLiteral("/tree");
    const QString plainTree = plain + QStringLiteral("/tree");
    const QList<QByteArray> paths = encoded(files);

    QList<double> copyXfs, cpXfs, copyPlain, cpPlain;
    qint64 cloned = 0;
    std::printf("creation copy of the tree\n%-4s %16s %16s %16s %16s\n", "run", "xfs copier ms", "xfs cp -a --rl ms",
                "plain copier ms", "plain cp -a ms");
    for (int i = 1; i <= runs; ++i) {
        const QString name = QStringLiteral("/copy-%1").arg(i);
        const QString reference = QStringLiteral("/cp-%1").arg(i);
        settle();
        QElapsedTimer t;
        t.start();
        auto a = WorkspaceCopier(xfsTree, xfs + name).copy(paths, {}, CallOptions());
        const double aMs = double(t.nsecsElapsed()) / 1e6;
        settle();
        const Timed b = timedRun(QStringLiteral("cp"),
                                 {QStringLiteral("-a"), QStringLiteral("--reflink=always"), xfsTree, xfs + reference});
        settle();
        t.restart();
        auto c = WorkspaceCopier(plainTree, plain + name).copy(paths, {}, CallOptions());
        const double cMs = double(t.nsecsElapsed()) / 1e6;
        settle();
        const Timed d = timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), plainTree, plain + reference});
        if (!a || !c || !b.ok || !d.ok) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(!a ? a.errorMessage() : c.errorMessage()));
            return false;
        }
        cloned = a->cloned;
        copyXfs << aMs;
        cpXfs << b.ms;
        copyPlain << cMs;
        cpPlain << d.ms;
        std::printf("%-4d %16.1f %16.1f %16.1f %16.1f\n", i, aMs, b.ms, cMs, d.ms);
        std::fflush(stdout);
        if (!removeTree(xfs + name) || !removeTree(xfs + reference) || !removeTree(plain + name) ||
            !removeTree(plain + reference))
            return false;
    }
    std::printf("\nmedian copy, xfs reflink=1: copier %.1f ms (%lld of %lld files cloned), cp -a --reflink=always "
                "%.1f ms, ratio %.2f\n",
                median(copyXfs), qlonglong(cloned), qlonglong(paths.size()), median(cpXfs),
                median(copyXfs) / median(cpXfs));
    std::printf("median copy, no reflinks:   copier %.1f ms, cp -a %.1f ms, ratio %.2f\n\n", median(copyPlain),
                median(cpPlain), median(copyPlain) / median(cpPlain));
    std::fflush(stdout);

    // The restores: one workspace and store on each disk, made alike.
    struct Side {
        QString workspace;
        std::unique_ptr<WorkspaceSnapshots> store;
        QString base;
        QList<double> capture, restore;
        qint64 cloned = 0;
    };
    Side sides[2];
    const QString roots[2] = {xfs, plain};
    for (int k = 0; k < 2; ++k) {
        Side &side = sides[k];
        side.workspace = roots[k] + QStringLiteral("/workspace");
        if (!timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), QStringLiteral("--reflink=auto"),
                                             k == 0 ? xfsTree : plainTree, side.workspace})
                 .ok)
            return false;
        auto store = WorkspaceSnapshots::open(roots[k] + QStringLiteral("/store"));
        if (!store) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(store.errorMessage()));
            return false;
        }
        side.store = std::make_unique<WorkspaceSnapshots>(*store);
        settle();
        auto first = side.store->capture(side.workspace, QStringLiteral("first"));
        QThread::msleep(50);
        auto base = first ? side.store->capture(side.workspace, QStringLiteral("base")) : first;
        if (!base) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(base.errorMessage()));
            return false;
        }
        side.base = base->id;
        std::printf("%s: first snapshot %lld ms, %lld files read, %lld cloned into the pool\n",
                    k == 0 ? "xfs reflink=1" : "no reflinks  ", qlonglong(first->elapsedMs),
                    qlonglong(first->filesRead), qlonglong(first->filesCloned));
    }
    const QStringList edited = editedFiles(files);
    QList<double> reference;
    std::printf("\nrestore of %d files of %lld MiB rewritten and %d headers edited\n%-4s %14s %14s %14s %14s %16s\n",
                kLargeFiles, qlonglong(kLargeSize >> 20), kEdited, "run", "xfs capture ms", "xfs restore ms",
                "plain capture", "plain restore", "cp -a --rl ms");
    for (int i = 1; i <= runs; ++i) {
        double row[4] = {};
        for (int k = 0; k < 2; ++k) {
            Side &side = sides[k];
            if (!writeLarge(side.workspace, quint32(1000 + i)) || !edit(side.workspace, edited, i))
                return false;
            settle();
            QElapsedTimer t;
            t.start();
            auto taken = side.store->capture(side.workspace, QStringLiteral("run %1").arg(i));
            row[2 * k] = double(t.nsecsElapsed()) / 1e6;
            settle();
            t.restart();
            auto restored =
                taken ? side.store->restore(side.workspace, side.base) : Result<WorkspaceRestore>(taken.error());
            row[2 * k + 1] = double(t.nsecsElapsed()) / 1e6;
            if (!restored) {
                std::fprintf(stderr, "bench: %s\n", qPrintable(restored.errorMessage()));
                return false;
            }
            side.capture << row[2 * k];
            side.restore << row[2 * k + 1];
            side.cloned = restored->cloned;
        }
        settle();
        const Timed byHand = timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), QStringLiteral("--reflink=always"),
                                                             xfsTree, xfs + QStringLiteral("/restored")});
        if (!byHand.ok || !removeTree(xfs + QStringLiteral("/restored")))
            return false;
        reference << byHand.ms;
        std::printf("%-4d %14.1f %14.1f %14.1f %14.1f %16.1f\n", i, row[0], row[1], row[2], row[3], byHand.ms);
        std::fflush(stdout);
    }
    const double a = median(sides[0].restore), b = median(reference);
    std::printf("\nmedian restore, xfs reflink=1: %.1f ms (%lld files cloned), cp -a --reflink=always of the tree "
                "%.1f ms, ratio %.2f\n",
                a, qlonglong(sides[0].cloned), b, a / b);
    std::printf("median restore, no reflinks:   %.1f ms (written from the objects)\n", median(sides[1].restore));
    std::printf("median capture before it:      xfs %.1f ms (fills the pool), no reflinks %.1f ms\n",
                median(sides[0].capture), median(sides[1].capture));
    std::printf("snapshot store on xfs: %.1f MiB on the disk (its clones count the blocks they do not share)\n\n",
                double(sides[0].store->diskUsage()) / (1 << 20));
    std::fflush(stdout);
    return true;
}

QJsonObject jsonOf(const Timed &t)
{
    return QJsonDocument::fromJson(t.out).object();
}

// One engine: a sandbox of the same tree through the CLI, a labelled snapshot to go back to, then
// per run: 10 files edited and a file written to the container's system (untimed, for both
// sides), the rollback timed against commit + run -d of a container made by hand alike.
bool benchRollback(const QString &kind, const QString &address, int runs, const QString &repo,
                   const QString &referenceTree, const QStringList &files, const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHADOWBOX_ENGINE"), address);
    env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir);
    const QString shadowbox = QStringLiteral(SHADOWBOX_BINARY);
    const QString name = QStringLiteral("bench-snapshot-") + kind;
    const QString tool = kind;
    if (QStandardPaths::findExecutable(tool).isEmpty()) {
        std::fprintf(stderr, "bench: the reference command %s is not installed\n", qPrintable(tool));
        return false;
    }
    const QStringList remote = kind == QLatin1String("podman")
                                   ? QStringList{QStringLiteral("--remote"), QStringLiteral("--url"), address}
                                   : QStringList{QStringLiteral("-H"), address};
    auto byHand = [&](const QStringList &args) { return timedRun(tool, remote + args); };

    Timed created = timedRun(shadowbox,
                             {QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo,
                              QStringLiteral("--name"), name, QStringLiteral("--json")},
                             {}, env);
    if (!created.ok)
        return false;
    const QString workspace = jsonOf(created).value(QStringLiteral("workspace")).toString();
    Timed base = timedRun(shadowbox,
                          {QStringLiteral("snapshot"), QStringLiteral("create"), name, QStringLiteral("--label"),
                           QStringLiteral("base"), QStringLiteral("--json")},
                          {}, env);
    if (!base.ok || workspace.isEmpty())
        return false;
    const QString baseId = QString::number(jsonOf(base).value(QStringLiteral("id")).toInteger());

    // By hand: the same image, the workspace (the reference tree) bind-mounted, no network.
    const QString image = starter::reference();
    QStringList runArgs{
        QStringLiteral("run"),  QStringLiteral("-d"),         QStringLiteral("--network"),
        QStringLiteral("none"), QStringLiteral("-v"),         referenceTree + QStringLiteral(":/workspace"),
        QStringLiteral("-w"),   QStringLiteral("/workspace"), image};
    runArgs += kSandboxKeepAliveCommand;
    Timed started = byHand(runArgs);
    if (!started.ok)
        return false;
    QString container = QString::fromLatin1(started.out.trimmed());

    const QStringList edited = editedFiles(files);
    auto change = [&](int i) {
        QString script;
        for (const QString &f : edited)
            script += QStringLiteral("echo '/* edited in run %1 */' >> '%2'; ").arg(i).arg(f);
        return script + QStringLiteral("echo %1 > /etc/shadowbox-bench").arg(i);
    };
    QList<double> ours, inEngine, reference, removal;
    QMap<QString, QList<double>> steps;
    std::printf("%s: sandbox %s, snapshot %s to go back to\n", qPrintable(kind), qPrintable(name), qPrintable(baseId));
    std::printf("%-4s %14s %14s %14s %10s  %s\n", "run", "rollback ms", "in engine ms", "by hand ms", "rm -f ms",
                "steps (ms)");
    for (int i = 1; i <= runs; ++i) {
        Timed changed = timedRun(shadowbox,
                                 {QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"),
                                  name, QStringLiteral("--"), change(i)},
                                 {}, env);
        Timed changedByHand =
            byHand({QStringLiteral("exec"), container, QStringLiteral("sh"), QStringLiteral("-c"), change(i)});
        if (!changed.ok || !changedByHand.ok)
            return false;

        settle();
        Timed rolledBack =
            timedRun(shadowbox, {QStringLiteral("rollback"), name, baseId, QStringLiteral("--json")}, {}, env);
        if (!rolledBack.ok)
            return false;
        const QJsonObject report = jsonOf(rolledBack);
        QStringList stepText;
        for (const QJsonValue &v : report.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject s = v.toObject();
            const QString step = s.value(QStringLiteral("step")).toString();
            steps[step] << s.value(QStringLiteral("ms")).toDouble();
            stepText << QStringLiteral("%1 %2").arg(step).arg(s.value(QStringLiteral("ms")).toDouble());
        }

        // The container the rollback replaced is removed in the background after it returns: the
        // reference is timed once that is over, so that it does not share the engine with it.
        QElapsedTimer leftover;
        leftover.start();
        while (leftover.elapsed() < 30'000) {
            Timed left = byHand({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("-q"),
                                 QStringLiteral("--filter"), QStringLiteral("name=-replaced")});
            if (left.ok && left.out.trimmed().isEmpty())
                break;
            QThread::msleep(20);
        }
        settle();
        QElapsedTimer t;
        t.start();
        Timed committed = byHand({QStringLiteral("commit"), container});
        Timed recreated = committed.ok ? byHand(runArgs) : Timed{};
        const double manual = double(t.nsecsElapsed()) / 1e6;
        if (!recreated.ok)
            return false;
        // The old container goes after the timing, as a rollback by hand would leave it for later
        // (a rollback must remove it first); its time is shown apart.
        Timed removed = byHand({QStringLiteral("rm"), QStringLiteral("-f"), container});
        byHand({QStringLiteral("rmi"), QString::fromLatin1(committed.out.trimmed())});
        container = QString::fromLatin1(recreated.out.trimmed());

        ours << rolledBack.ms;
        inEngine << report.value(QStringLiteral("elapsedMs")).toDouble();
        reference << manual;
        removal << removed.ms;
        std::printf("%-4d %14.1f %14.1f %14.1f %10.1f  %s\n", i, rolledBack.ms,
                    report.value(QStringLiteral("elapsedMs")).toDouble(), manual, removed.ms,
                    qPrintable(stepText.join(u' ')));
        std::fflush(stdout);
    }
    byHand({QStringLiteral("rm"), QStringLiteral("-f"), container});
    timedRun(shadowbox, {QStringLiteral("sandbox"), QStringLiteral("destroy"), name}, {}, env);

    QStringList stepMedians;
    for (auto it = steps.begin(); it != steps.end(); ++it)
        stepMedians << QStringLiteral("%1 %2").arg(it.key()).arg(median(it.value()));
    const double a = median(ours), b = median(reference);
    std::printf("\n%-7s median rollback: shadowbox rollback %6.1f ms (in engine %6.1f ms), %s commit + %s run -d "
                "%6.1f ms, ratio %.2f (target <= 1.0, under 1500 ms)\n",
                qPrintable(kind), a, median(inEngine), qPrintable(tool), qPrintable(tool), b, a / b);
    std::printf("%-7s median steps (ms): %s; %s rm -f of the old container (not counted) %.1f ms\n\n", qPrintable(kind),
                qPrintable(stepMedians.join(QStringLiteral(", "))), qPrintable(tool), median(removal));
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    // --xfs mounts an image: in a mount namespace of this process's own, made before any thread
    // starts, so that the mount is seen by no one else and goes with the process.
    bool xfs = false;
    for (int i = 1; i < argc; ++i)
        xfs = xfs || std::strcmp(argv[i], "--xfs") == 0;
    if (xfs && (::geteuid() != 0 || ::unshare(CLONE_NEWNS) != 0 ||
                ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)) {
        std::fprintf(stderr, "bench: --xfs loop-mounts an image and needs root\n");
        return 1;
    }
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times workspace snapshots, restores and rollbacks against git "
                                                    "and the engine's own CLI."));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions (median is reported)."),
                                        QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption filesOption(QStringLiteral("files"), QStringLiteral("Files in the workspace."),
                                         QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption xfsOption(QStringLiteral("xfs"),
                                       QStringLiteral("Copy-on-write clones on an XFS loop mount (root) instead."));
    parser.addOptions({runsOption, filesOption, xfsOption});
    parser.addPositionalArgument(QStringLiteral("engines"),
                                 QStringLiteral("podman=unix:///…/podman.sock docker=unix:///…"));
    parser.addHelpOption();
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();
    const int count = parser.value(filesOption).toInt();
    if (runs < 1 || count < kEdited) {
        std::fprintf(stderr, "bench: --runs must be at least 1 and --files at least %d\n", kEdited);
        return 2;
    }

    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/sbx-bench-XXXXXX"));
    const QString tree = work.path() + QStringLiteral("/workspace");
    const QString reference = work.path() + QStringLiteral("/git");
    QStringList files;
    qint64 bytes = 0;
    std::printf("preparing a workspace of %d files from /usr/include ...\n", count);
    std::fflush(stdout);
    if (!makeTree(tree, count, &files, &bytes) ||
        !timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), tree, reference}).ok)
        return 1;
    std::printf("workspace: %lld files, %.1f MB; %d files edited per run; median of %d runs\n\n",
                qlonglong(files.size()), double(bytes) / 1e6, kEdited, runs);

    if (xfs) {
        XfsMount mount(work.path());
        if (!mount.mounted) {
            std::fprintf(stderr, "bench: cannot make and mount an XFS image with reflinks (is xfsprogs installed?)\n");
            return 1;
        }
        const QString plain = work.path() + QStringLiteral("/plain");
        QDir().mkpath(plain);
        if (!writeLarge(tree, 1) ||
            !timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), tree, mount.path() + QStringLiteral("/tree")}).ok ||
            !timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), tree, plain + QStringLiteral("/tree")}).ok)
            return 1;
        std::printf("xfs reflink=1 on a loop mount at %s, and the disk of %s without reflinks; %d large files of "
                    "%lld MiB added\n\n",
                    qPrintable(mount.path()), qPrintable(plain), kLargeFiles, qlonglong(kLargeSize >> 20));
        return benchClones(mount.path(), plain, files, runs) ? 0 : 1;
    }

    if (!benchWorkspace(work.path(), tree, reference, files, runs))
        return 1;

    bool ok = true;
    for (const QString &arg : parser.positionalArguments()) {
        const QString kind = arg.section(u'=', 0, 0);
        const QString address = arg.section(u'=', 1);
        if (kind != QLatin1String("podman") && kind != QLatin1String("docker")) {
            std::fprintf(stderr, "bench: name each engine podman=ADDRESS or docker=ADDRESS\n");
            return 2;
        }
        // The sandbox copies the git side (HEAD is the last run's edits); the container made by
        // hand mounts a copy of its own.
        const QString byHandTree = work.path() + QStringLiteral("/by-hand-") + kind;
        if (!timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), tree, byHandTree}).ok)
            return 1;
        ok = benchRollback(kind, address, runs, reference, byHandTree, files,
                           work.path() + QStringLiteral("/data-") + kind) &&
             ok;
    }
    return ok ? 0 : 1;
}
