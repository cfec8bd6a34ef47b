// The "history" step of a sandbox's creation (WorkspaceGit::create, the sandbox's own
// /workspace/.git) on a repository of 2,000 commits and 5,000 files made here with
// `git fast-import` and packed by `git gc`, beside what git itself takes for the same history:
//   whole history   WorkspaceGit::create, depth 0          vs  git clone --no-local --no-hardlinks
//   depth 1, 50     WorkspaceGit::create with a depth      vs  git clone --no-local --depth N
// and what the new .git costs afterwards:
//   first `git status` in the workspace (the index has no stat data yet) and the second one;
//   the baseline snapshot (WorkspaceSnapshots::capture) of the workspace with its .git and
//   without it (the .git excluded), since every sandbox's baseline snapshot now reads it.
// No engine is needed. Prints each figure's median.
// Usage: bench_history [--runs N] [--commits N] [--files N]

#include "core/CallOptions.h"
#include "git/GitRepository.h"
#include "git/WorkspaceGit.h"
#include "sandbox/WorkspaceCopier.h"
#include "snapshot/WorkspaceSnapshots.h"

#include "BenchSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace shadowbox;

using shadowbox::bench::median;

namespace {

struct Timed {
    double ms = 0;
    bool ok = false;
    QByteArray out;
};

Timed git(const QString &dir, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral("git"), QStringList{QStringLiteral("-c"), QStringLiteral("user.name=bench"),
                                               QStringLiteral("-c"), QStringLiteral("user.email=bench@invalid")}
                                       << args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    p.waitForFinished(600'000);
    Timed r;
    r.ms = double(t.nsecsElapsed()) / 1e6;
    r.ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.out = p.readAllStandardOutput();
    if (!r.ok)
        std::fprintf(stderr, "bench: git %s failed: %s\n", qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return r;
}

QByteArray fileContent(int file, int version)
{
    QByteArray out;
    for (int line = 0; line < 24; ++line)
        out += "file " + QByteArray::number(file) + " line " + QByteArray::number(line) + " version " +
               QByteArray::number(line % 6 == 0 ? version : 0) + '\n';
    return out;
}

// A fast-import stream: one commit with every file, then commits that each change 5 files.
QByteArray history(int commits, int files)
{
    QRandomGenerator random(42);
    QByteArray out;
    QList<int> versions(files, 0);
    const auto blob = [&](int file) {
        const QByteArray content = fileContent(file, versions.at(file));
        return "M 100644 inline dir" + QByteArray::number(file / 50) + "/file" + QByteArray::number(file) +
               ".txt\ndata " + QByteArray::number(content.size()) + '\n' + content + '\n';
    };
    for (int c = 0; c < commits; ++c) {
        const QByteArray message = "commit " + QByteArray::number(c) + '\n';
        out += "commit refs/heads/main\ncommitter bench <bench@invalid> " + QByteArray::number(1'700'000'000 + c) +
               " +0000\ndata " + QByteArray::number(message.size()) + '\n' + message;
        if (c == 0) {
            for (int f = 0; f < files; ++f)
                out += blob(f);
        } else {
            for (int k = 0; k < 5; ++k) {
                const int f = int(random.bounded(files));
                ++versions[f];
                out += blob(f);
            }
        }
        out += '\n';
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Runs per figure."), QStringLiteral("n"),
                                        QStringLiteral("5"));
    const QCommandLineOption commitsOption(QStringLiteral("commits"), QStringLiteral("Commits."), QStringLiteral("n"),
                                           QStringLiteral("2000"));
    const QCommandLineOption filesOption(QStringLiteral("files"), QStringLiteral("Files."), QStringLiteral("n"),
                                         QStringLiteral("5000"));
    parser.addOptions({runsOption, commitsOption, filesOption});
    parser.addHelpOption();
    parser.process(app);
    const int runs = qMax(1, parser.value(runsOption).toInt());
    const int commits = qMax(2, parser.value(commitsOption).toInt());
    const int files = qMax(10, parser.value(filesOption).toInt());

    QTemporaryDir tmp;
    const QString repo = tmp.filePath(QStringLiteral("repo"));
    QDir().mkpath(repo);
    git(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
    if (!git(repo, {QStringLiteral("fast-import"), QStringLiteral("--quiet")}, history(commits, files)).ok ||
        !git(repo, {QStringLiteral("reset"), QStringLiteral("-q"), QStringLiteral("--hard"), QStringLiteral("main")})
             .ok ||
        !git(repo, {QStringLiteral("gc"), QStringLiteral("-q")}).ok)
        return 1;
    // A user's working tree: a few files changed, a few new.
    for (int f = 0; f < 10; ++f) {
        QFile changed(repo + QStringLiteral("/dir%1/file%2.txt").arg(f * 7 / 50).arg(f * 7));
        if (changed.open(QIODevice::Append))
            changed.write("changed\n");
        QFile added(repo + QStringLiteral("/new%1.txt").arg(f));
        if (added.open(QIODevice::WriteOnly))
            added.write("new\n");
    }
    const QByteArray packed = git(repo, {QStringLiteral("count-objects"), QStringLiteral("-vH")}).out;
    std::printf("repository: %d commits, %d files; %s\n", commits, files,
                packed.simplified().replace("size-pack", "\n  size-pack").constData());

    auto opened = GitRepository::open(repo);
    if (!opened)
        return 1;
    auto baseline = opened->baseline();
    if (!baseline)
        return 1;

    QList<double> whole, depth1, depth50, cloneWhole, clone1, clone50, statusFirst, statusSecond, snapWith, snapWithout;
    int n = 0;
    const auto fresh = [&] {
        const QString ws = tmp.filePath(QStringLiteral("ws%1").arg(++n));
        auto copied = WorkspaceCopier(repo, ws).copy(baseline->files, {}, CallOptions());
        return copied ? ws : QString();
    };
    const auto timedHistory = [&](int depth, QList<double> &into) -> QString {
        const QString ws = fresh();
        QElapsedTimer t;
        t.start();
        auto made = WorkspaceGit::create(repo, ws, *baseline, WorkspaceGitOptions{depth}, CallOptions());
        into.append(double(t.nsecsElapsed()) / 1e6);
        if (!made)
            std::fprintf(stderr, "bench: %s\n", qPrintable(made.errorMessage()));
        return ws;
    };
    const QString url = QStringLiteral("file://") + repo;
    for (int run = 0; run < runs; ++run) {
        const QString ws = timedHistory(0, whole);
        QElapsedTimer t;
        t.start();
        git(ws, {QStringLiteral("status"), QStringLiteral("--porcelain")});
        statusFirst.append(double(t.nsecsElapsed()) / 1e6);
        t.restart();
        git(ws, {QStringLiteral("status"), QStringLiteral("--porcelain")});
        statusSecond.append(double(t.nsecsElapsed()) / 1e6);
        timedHistory(1, depth1);
        timedHistory(50, depth50);

        cloneWhole.append(git(tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--no-local"),
                                           QStringLiteral("--no-hardlinks"), QStringLiteral("--no-checkout"), repo,
                                           tmp.filePath(QStringLiteral("clone%1").arg(++n))})
                              .ms);
        clone1.append(
            git(tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--depth=1"),
                             QStringLiteral("--no-checkout"), url, tmp.filePath(QStringLiteral("clone%1").arg(++n))})
                .ms);
        clone50.append(
            git(tmp.path(), {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--depth=50"),
                             QStringLiteral("--no-checkout"), url, tmp.filePath(QStringLiteral("clone%1").arg(++n))})
                .ms);

        for (const bool withGit : {true, false}) {
            const QString store = tmp.filePath(QStringLiteral("store%1").arg(++n));
            auto snapshots = WorkspaceSnapshots::open(store, withGit ? QList<QByteArray>() : QList<QByteArray>{".git"});
            if (!snapshots)
                return 1;
            t.restart();
            auto captured = snapshots->capture(ws, QStringLiteral("baseline"));
            (withGit ? snapWith : snapWithout).append(double(t.nsecsElapsed()) / 1e6);
            if (!captured)
                std::fprintf(stderr, "bench: %s\n", qPrintable(captured.errorMessage()));
        }
    }
    std::printf("medians of %d runs, ms\n", runs);
    std::printf("  history, whole        %8.1f   git clone --no-local --no-hardlinks --no-checkout  %8.1f\n",
                median(whole), median(cloneWhole));
    std::printf("  history, depth 1      %8.1f   git clone --depth=1 --no-checkout file://           %8.1f\n",
                median(depth1), median(clone1));
    std::printf("  history, depth 50     %8.1f   git clone --depth=50 --no-checkout file://          %8.1f\n",
                median(depth50), median(clone50));
    std::printf("  git status in the workspace: first %.1f, second %.1f\n", median(statusFirst), median(statusSecond));
    std::printf("  baseline snapshot: with .git %.1f, without %.1f\n", median(snapWith), median(snapWithout));
    return 0;
}
