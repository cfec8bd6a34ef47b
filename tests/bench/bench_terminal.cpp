// A flood through a Terminal tab: `cat` of a 50 MB text file in a sandbox, through the engine's TTY
// exec, libvterm and the terminal widget, beside the same file through a pseudo-terminal by hand
// (`script -q -c "cat FILE" /dev/null` to a file, no rendering) in the same run. Prints both times
// and the longest stall of the window's event loop while the tab drew (target: none over 100 ms;
// a 10 ms timer measures how late it fires).
//
// Usage (under a display, e.g. xvfb-run): bench_terminal [--megabytes N] ENGINE=unix:///…socket
// (tests/bench/run.sh terminal starts the engines and Xvfb).

#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"
#include "terminal/TerminalTab.h"
#include "terminal/TerminalView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace shadowbox;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption sizeOption(QStringLiteral("megabytes"), QStringLiteral("Size of the file (default 50)."),
                                        QStringLiteral("n"), QStringLiteral("50"));
    parser.addOption(sizeOption);
    parser.addPositionalArgument(QStringLiteral("engine"), QStringLiteral("podman=unix:///…/podman.sock"));
    parser.process(app);
    const qint64 bytes = parser.value(sizeOption).toLongLong() * 1000 * 1000;
    const QString engine = parser.positionalArguments().value(0).section(u'=', 1);

    QTemporaryDir root(QDir::tempPath() + QStringLiteral("/sbx-bench-term-XXXXXX"));
    SessionConfig config;
    config.dataDir = root.filePath(QStringLiteral("data"));
    config.runtimeDir = root.filePath(QStringLiteral("run"));
    config.engineSetting = engine;
    config.allowEmbedded = false;
    Session session(config);
    if (Status opened = test::await(session.open()); !opened) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(opened.errorMessage()));
        return 1;
    }
    (void)starter::ensureImage(session.manager()->context().client(), {}, CallOptions::withTimeout(120'000));
    test::ScratchRepo repo;
    repo.write(QStringLiteral("README"), "bench\n");
    if (!repo.commitAll())
        return 1;
    CreateRequest request;
    request.repository = repo.path();
    request.image = starter::reference();
    request.name = QStringLiteral("bench-terminal");
    auto created = test::await(session.manager()->create(request));
    if (!created) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(created.errorMessage()));
        return 1;
    }
    // Lines of 79 characters, as a log or a listing would have.
    test::Output made;
    ExecOptions quiet;
    quiet.snapshotFirst = false;
    auto wrote = session.manager()->execBlocking(
        created->id,
        QStringLiteral("yes 'The quick brown fox jumps over the lazy dog, again and again, line after line.' | "
                       "head -c %1 > big.txt")
            .arg(bytes),
        made.sink(), CancelToken(), quiet);
    if (!wrote || wrote->exitCode != 0)
        return 1;
    const QString file = created->workspace + QStringLiteral("/big.txt");

    // By hand: the same bytes through a pseudo-terminal into a file.
    QElapsedTimer timer;
    timer.start();
    QProcess script;
    script.setStandardOutputFile(root.filePath(QStringLiteral("script.out")));
    script.start(QStringLiteral("script"), {QStringLiteral("-q"), QStringLiteral("-c"), QStringLiteral("cat ") + file,
                                            QStringLiteral("/dev/null")});
    script.waitForFinished(600'000);
    const qint64 byHandMs = timer.elapsed();

    // Through a Terminal tab.
    TerminalOptions options;
    options.command = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                       QStringLiteral("sleep 0.5; cat big.txt; echo; echo END-OF-FLOOD; sleep 600")};
    options.snapshotFirst = false;
    auto *tab = new TerminalTab(session, *created, options);
    tab->resize(1000, 700);
    tab->show();
    qint64 longestStall = 0;
    QElapsedTimer tick;
    tick.start();
    QTimer probe;
    probe.setInterval(10);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        longestStall = qMax(longestStall, tick.elapsed() - 10);
        tick.restart();
    });
    probe.start();
    timer.restart();
    bool done = false;
    QTimer check;
    check.setInterval(50);
    QObject::connect(&check, &QTimer::timeout, [&] {
        if (tab->view()->screenText().contains(QLatin1String("END-OF-FLOOD")))
            done = true;
    });
    check.start();
    while (!done && timer.elapsed() < 600'000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    const qint64 ourMs = timer.elapsed() - 500; // the program's own half-second wait
    probe.stop();
    delete tab;
    (void)test::await(session.manager()->destroy(created->id));
    if (!done) {
        std::fprintf(stderr, "bench: the end of the flood never showed\n");
        return 1;
    }
    std::printf("cat of %.0f MB: terminal tab %lld ms (%.1f MB/s), script to a file %lld ms (%.1f MB/s), ratio %.1f\n",
                double(bytes) / 1e6, ourMs, double(bytes) / 1e3 / double(ourMs), byHandMs,
                double(bytes) / 1e3 / double(qMax<qint64>(1, byHandMs)),
                double(ourMs) / double(qMax<qint64>(1, byHandMs)));
    std::printf("longest event-loop stall while drawing: %lld ms (target: under 100 ms)\n", longestStall);
    return longestStall < 100 ? 0 : 1;
}
