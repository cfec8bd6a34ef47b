// Create-to-first-exec for a 10,000-file repository: Shadowbox (copy + container + start + first
// command, through the engine API) against the same work done by hand in the same run:
//   cp -a <tree> <dir>; podman run -d -v <dir>:/workspace ...; podman exec <id> true
// Prints each figure, the medians and the ratio (Shadowbox / by hand; lower is better).
//
// Usage: bench_create [--runs N] [--files N]   (SHADOWBOX_ENGINE must point at a Podman service;
// tests/bench/run.sh starts one and runs this.)

#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include "BenchSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThreadPool>

#include <algorithm>
#include <cstdio>

using namespace shadowbox;

using shadowbox::bench::median;

namespace {

bool run(const QString &program, const QStringList &args, QByteArray *out = nullptr, const QString &dir = {})
{
    QProcess p;
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(program, args);
    if (!p.waitForFinished(600'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::fprintf(stderr, "bench: %s %s failed: %s\n", qPrintable(program), qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

// A repository of `count` real source files (headers from /usr/include), committed.
bool makeRepository(const QString &root, int count, qint64 *bytes)
{
    const QString tree = root + QStringLiteral("/include");
    int n = 0;
    *bytes = 0;
    QDirIterator it(QStringLiteral("/usr/include"), QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext() && n < count) {
        const QString src = it.next();
        const QString rel = QDir(QStringLiteral("/usr/include")).relativeFilePath(src);
        const QString dst = tree + u'/' + rel;
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst))
            continue;
        *bytes += QFileInfo(dst).size();
        ++n;
    }
    if (n < count) {
        std::fprintf(stderr, "bench: only %d files found under /usr/include\n", n);
        return false;
    }
    return run(QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q")}, nullptr, root) &&
           run(QStringLiteral("git"), {QStringLiteral("add"), QStringLiteral("-A")}, nullptr, root) &&
           run(QStringLiteral("git"),
               {QStringLiteral("-c"), QStringLiteral("user.name=bench"), QStringLiteral("-c"),
                QStringLiteral("user.email=bench@invalid"), QStringLiteral("commit"), QStringLiteral("-qm"),
                QStringLiteral("bench")},
               nullptr, root);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions (median is reported)."),
                                        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption filesOption(QStringLiteral("files"), QStringLiteral("Files in the repository."),
                                         QStringLiteral("n"), QStringLiteral("10000"));
    parser.addOptions({runsOption, filesOption});
    parser.addHelpOption();
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();
    const int files = parser.value(filesOption).toInt();

    auto engine = test::connectTestEngine();
    if (!engine) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(engine.errorMessage()));
        return 1;
    }
    if (engine->info.kind != EngineKind::Podman) {
        std::fprintf(stderr, "bench: the reference steps use the podman command; point SHADOWBOX_ENGINE at Podman\n");
        return 1;
    }
    const QString url = engine->info.endpoint;
    const QStringList remote{QStringLiteral("--remote"), QStringLiteral("--url"), url};

    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/sbx-bench-XXXXXX"));
    const QString repo = work.path() + QStringLiteral("/repo");
    QDir().mkpath(repo);
    qint64 bytes = 0;
    std::printf("preparing a repository of %d files from /usr/include ...\n", files);
    std::fflush(stdout);
    if (!makeRepository(repo, files, &bytes))
        return 1;
    std::printf("repository: %d files, %.1f MB; engine: %s at %s\n\n", files, bytes / 1e6,
                qPrintable(engine->info.displayName()), qPrintable(url));

    QThreadPool pool;
    pool.setMaxThreadCount(8);
    auto store = Store::open(work.path() + QStringLiteral("/data/shadowbox.db"));
    if (!store) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(store.errorMessage()));
        return 1;
    }
    SandboxManager manager(*engine, *store, work.path() + QStringLiteral("/data"), &pool);

    QList<double> ours, reference, oursCopy, refCopy;
    std::printf("%-4s %14s %14s %12s %12s\n", "run", "shadowbox ms", "by hand ms", "sbx copy ms", "cp -a ms");
    for (int i = 0; i < runs; ++i) {
        // Each side starts with no dirty pages left by the other (writeback would be charged to it).
        run(QStringLiteral("sync"), {});
        // Shadowbox: from the request to the first command's exit.
        QElapsedTimer t;
        t.start();
        CreateRequest request;
        request.repository = repo;
        request.image = starter::reference();
        auto created = manager.createBlocking(request, CancelToken());
        if (!created) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(created.errorMessage()));
            return 1;
        }
        auto first = manager.execBlocking(
            created->id, QStringLiteral("true"), [](OutputChannel, const QByteArray &) {}, CancelToken());
        const double sbx = double(t.nsecsElapsed()) / 1e6;
        if (!first || first->exitCode != 0) {
            std::fprintf(stderr, "bench: first exec failed: %s\n", qPrintable(first.errorMessage()));
            return 1;
        }
        double sbxCopy = 0;
        for (const StepTiming &s : created->steps)
            if (s.step == QLatin1String("copy"))
                sbxCopy = double(s.durationMs);
        (void)manager.destroyBlocking(created->id);

        // By hand, the same steps.
        const QString dest = work.path() + QStringLiteral("/manual-%1").arg(i);
        QDir().mkpath(dest);
        QByteArray id;
        run(QStringLiteral("sync"), {});
        t.restart();
        QElapsedTimer copyTimer;
        copyTimer.start();
        const bool copied = run(QStringLiteral("cp"), {QStringLiteral("-a"), repo + QStringLiteral("/include"), dest});
        const double cpMs = double(copyTimer.nsecsElapsed()) / 1e6;
        const bool started =
            copied &&
            run(QStringLiteral("podman"),
                remote + QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--network"),
                                     QStringLiteral("none"), QStringLiteral("-v"), dest + QStringLiteral(":/workspace"),
                                     starter::reference(), QStringLiteral("sleep"), QStringLiteral("3600")},
                &id);
        const bool execd =
            started && run(QStringLiteral("podman"),
                           remote + QStringList{QStringLiteral("exec"), QString::fromLatin1(id.trimmed()),
                                                QStringLiteral("true")});
        const double manual = double(t.nsecsElapsed()) / 1e6;
        if (!execd)
            return 1;
        run(QStringLiteral("podman"),
            remote + QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"), QStringLiteral("0"),
                                 QString::fromLatin1(id.trimmed())});
        QDir(dest).removeRecursively();
        run(QStringLiteral("sync"), {});

        ours << sbx;
        reference << manual;
        oursCopy << sbxCopy;
        refCopy << cpMs;
        std::printf("%-4d %14.1f %14.1f %12.1f %12.1f\n", i + 1, sbx, manual, sbxCopy, cpMs);
        std::fflush(stdout);
    }
    const double a = median(ours), b = median(reference);
    std::printf("\nmedian create-to-first-exec: shadowbox %.1f ms, by hand %.1f ms, ratio %.2f (target <= 1.0)\n", a, b,
                a / b);
    std::printf("median copy alone:            shadowbox %.1f ms, cp -a %.1f ms, ratio %.2f\n", median(oursCopy),
                median(refCopy), median(oursCopy) / median(refCopy));
    return 0;
}
