// The everyday command: `shadowbox sandbox exec NAME -- true` against `podman exec CONTAINER true`
// (or `docker exec`) on the same engine in the same run, and `shadowbox sandbox list`. Scripts and
// agents call the CLI in loops, so this is the product's heartbeat.
//
// Prints each engine's medians and the ratios (Shadowbox / by hand; target: exec at most 1.5,
// list under 50 ms). Usage: bench_exec [--runs N] ENGINE=unix:///path/to/socket...
// where ENGINE is podman or docker; tests/bench/run.sh starts both engines and runs this.

#include "support/TestSupport.h"

#include "BenchSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace shadowbox;

using shadowbox::bench::median;

namespace {

struct Timed {
    bool ok = false;
    double ms = 0;
    QByteArray out;
};

Timed timedRun(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    const bool finished = p.waitForFinished(120'000);
    Timed r;
    r.ms = double(t.nsecsElapsed()) / 1e6;
    r.ok = finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.out = p.readAllStandardOutput();
    if (!r.ok)
        std::fprintf(stderr, "bench: %s %s failed: %s\n", qPrintable(program), qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return r;
}

bool git(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("git"), QStringList{QStringLiteral("-c"), QStringLiteral("user.name=bench"),
                                               QStringLiteral("-c"), QStringLiteral("user.email=bench@invalid")} +
                                       args);
    return p.waitForFinished(60'000) && p.exitCode() == 0;
}

// One engine: create a sandbox through the CLI, then time the commands alternately so that both
// sides see the same machine load.
bool benchEngine(const QString &kind, const QString &address, int runs, const QString &repo, const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHADOWBOX_ENGINE"), address);
    env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir);
    const QString shadowbox = QStringLiteral(SHADOWBOX_BINARY);
    const QString name = QStringLiteral("bench-") + kind;

    Timed created = timedRun(shadowbox,
                             {QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo,
                              QStringLiteral("--name"), name},
                             env);
    if (!created.ok)
        return false;
    Timed shown =
        timedRun(shadowbox, {QStringLiteral("sandbox"), QStringLiteral("show"), name, QStringLiteral("--json")}, env);
    const QString container = QStringLiteral("shadowbox-") +
                              QString::fromUtf8(shown.out).section(QLatin1String("\"id\": \""), 1).section(u'"', 0, 0);

    QStringList reference;
    QString tool;
    const QString socket = address.mid(int(qstrlen("unix://")));
    if (kind == QLatin1String("podman")) {
        tool = QStringLiteral("podman");
        reference = {QStringLiteral("--remote"), QStringLiteral("--url"), address, QStringLiteral("exec"), container,
                     QStringLiteral("true")};
    } else {
        tool = QStringLiteral("docker");
        reference = {QStringLiteral("-H"), address, QStringLiteral("exec"), container, QStringLiteral("true")};
    }
    if (QStandardPaths::findExecutable(tool).isEmpty()) {
        std::fprintf(stderr, "bench: the reference command %s is not installed\n", qPrintable(tool));
        return false;
    }

    QList<double> ours, byHand, list;
    // One warm-up of each, not counted: the first run pays for page cache and engine caches.
    timedRun(shadowbox,
             {QStringLiteral("sandbox"), QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("true")},
             env);
    timedRun(tool, reference, env);
    for (int i = 0; i < runs; ++i) {
        Timed a = timedRun(
            shadowbox,
            {QStringLiteral("sandbox"), QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("true")},
            env);
        Timed b = timedRun(tool, reference, env);
        Timed c = timedRun(shadowbox, {QStringLiteral("sandbox"), QStringLiteral("list")}, env);
        if (!a.ok || !b.ok || !c.ok)
            return false;
        ours << a.ms;
        byHand << b.ms;
        list << c.ms;
    }
    timedRun(shadowbox, {QStringLiteral("sandbox"), QStringLiteral("destroy"), name}, env);

    const double a = median(ours), b = median(byHand);
    std::printf("%-7s exec -- true: shadowbox %6.1f ms, %s exec %6.1f ms, ratio %.2f (target <= 1.5)\n",
                qPrintable(kind), a, qPrintable(tool), b, a / b);
    std::printf("%-7s sandbox list: %6.1f ms (target < 50 ms)\n", qPrintable(kind), median(list));
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times `shadowbox sandbox exec -- true` against the engine's own "
                                                    "CLI, and `shadowbox sandbox list`."));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions (median is reported)."),
                                        QStringLiteral("n"), QStringLiteral("15"));
    parser.addOption(runsOption);
    parser.addPositionalArgument(QStringLiteral("engines"),
                                 QStringLiteral("podman=unix:///…/podman.sock docker=unix:///…"));
    parser.addHelpOption();
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();

    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/sbx-bench-XXXXXX"));
    const QString repo = work.path() + QStringLiteral("/repo");
    QDir().mkpath(repo);
    QFile readme(repo + QStringLiteral("/README"));
    if (!readme.open(QIODevice::WriteOnly) || readme.write("bench\n") < 0)
        return 1;
    readme.close();
    if (!git(repo, {QStringLiteral("init"), QStringLiteral("-q")}) ||
        !git(repo, {QStringLiteral("add"), QStringLiteral("-A")}) ||
        !git(repo, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("bench")}))
        return 1;

    std::printf("median of %d runs each, alternating\n", runs);
    bool ok = true;
    for (const QString &arg : parser.positionalArguments()) {
        const QString kind = arg.section(u'=', 0, 0);
        const QString address = arg.section(u'=', 1);
        if (kind != QLatin1String("podman") && kind != QLatin1String("docker")) {
            std::fprintf(stderr, "bench: name each engine podman=ADDRESS or docker=ADDRESS\n");
            return 2;
        }
        ok = benchEngine(kind, address, runs, repo, work.path() + QStringLiteral("/data-") + kind) && ok;
    }
    return ok ? 0 : 1;
}
