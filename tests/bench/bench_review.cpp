// The review's consolidated diff of a change of 1,000 files and 50,000 changed lines (each file of
// 100 lines has 25 lines replaced, in 5 places far enough apart to be 5 hunks), beside git
// computing the same diff in the same run:
//   diff    ReviewDiff::compute, baseline to final snapshot    vs  git diff -M -C base final
//           (its wall time, opening the store included)            (the whole patch, read and discarded)
//   memory  this process's peak RSS over the computes, and     vs  git's peak RSS, from
//           the growth of the RSS across one compute               /usr/bin/time -f %M
// The baseline and the final state are snapshots in a store of their own (WorkspaceSnapshots),
// taken of a workspace copied from a git repository that holds the same two states as two commits.
// Before anything is timed, the counts ReviewDiff reports are checked against the change made (and
// git's --shortstat against them): a run that did not measure that change fails.
//
// Then the time to first paint of the review window on the same change (target: 300 ms), off
// screen when there is no display.
//
// Prints the medians and the ratios (Shadowbox / git; targets: time at most 1.2, peak RSS at most
// 200 MB).
// Usage: bench_review [--runs N] [--files N]   (no engines; tests/bench/run.sh review runs this)

#include "review/ReviewDiff.h"
#include "review/ReviewWindow.h"
#include "session/Session.h"
#include "snapshot/WorkspaceSnapshots.h"

#include "BenchSupport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace shadowbox;

using shadowbox::bench::median;

namespace {

constexpr int kFunctions = 8;     // per file; with 3 lines of head and 1 of tail, 100 lines
constexpr int kStatements = 8;    // per function
constexpr int kEditedPerFile = 5; // functions edited per file: one hunk each
constexpr int kReplaced = 5;      // statements replaced per edited function
constexpr int kFilesPerFolder = 50;
constexpr char kTimeProgram[] = "/usr/bin/time";

struct Timed {
    bool ok = false;
    double ms = 0;
    QByteArray out;
    QByteArray err;
    qint64 outBytes = 0;
};

// With `discard`, standard output is read as it comes and thrown away (only its size is kept): a
// patch of several MB would otherwise sit in this process's memory and count in its peak.
Timed timedRun(const QString &program, const QStringList &args, const QString &dir = {},
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(), bool discard = false)
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    Timed r;
    if (discard)
        while (p.waitForReadyRead(600'000))
            r.outBytes += p.readAllStandardOutput().size();
    // waitForFinished() is false for a process already finished.
    const bool finished = p.state() == QProcess::NotRunning || p.waitForFinished(600'000);
    r.ms = double(t.nsecsElapsed()) / 1e6;
    r.ok =
        finished && p.error() != QProcess::FailedToStart && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.out = p.readAllStandardOutput();
    r.outBytes += r.out.size();
    if (discard)
        r.out.clear();
    r.err = p.readAllStandardError();
    if (!r.ok)
        std::fprintf(stderr, "bench: %s %s failed: %s\n", qPrintable(program), qPrintable(args.join(u' ')),
                     r.err.constData());
    return r;
}

// git with an identity and no hooks or user configuration that could change what it does;
// `wrapper` runs it under another program (/usr/bin/time); `discard` as for timedRun.
Timed git(const QString &dir, const QStringList &args, const QStringList &wrapper = {}, bool discard = false)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    QStringList command = wrapper;
    command << QStringLiteral("git") << QStringLiteral("-c") << QStringLiteral("user.name=bench")
            << QStringLiteral("-c") << QStringLiteral("user.email=bench@invalid") << args;
    return timedRun(command.takeFirst(), command, dir, env, discard);
}

// A field of /proc/self/status in MB ("VmHWM", "VmRSS"); -1 if it cannot be read.
double statusMb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

// Makes VmHWM start again from the current RSS (Linux 4.0 on), so that the peak read later is that
// of what follows, not of the setup's captures.
bool resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

// One file of the workspace: 8 functions of 8 statements, every line unique so that the diff of
// an edit is exactly the lines replaced. `edited` replaces statements 1 to 5 of 5 of the functions
// (never the same 5 in neighbouring files); between two edited functions 7 lines stay, more than
// the 6 of context that would join two hunks.
QByteArray fileContent(int index, bool edited)
{
    const QByteArray folder = "dir" + QByteArray::number(index / kFilesPerFolder);
    const QByteArray name = "file" + QByteArray::number(index);
    QByteArray out;
    out += "// src/" + folder + '/' + name + ".cpp: generated for the review benchmark\n";
    out += "#include \"" + folder + '/' + name + ".h\"\n";
    out += "namespace " + folder + " {\n";
    for (int f = 0; f < kFunctions; ++f) {
        const bool skipped = f == index % kFunctions || f == (index + 3) % kFunctions || f == (index + 5) % kFunctions;
        const QByteArray fn = name + "_step" + QByteArray::number(f);
        out += "\nint " + fn + "(int a, int b, const Table &table)\n{\n";
        for (int k = 0; k < kStatements; ++k) {
            const QByteArray n = QByteArray::number(index * 100 + f * 10 + k);
            const QByteArray v = "v" + QByteArray::number(k);
            const QByteArray prev = "v" + QByteArray::number(qMax(0, k - 1));
            if (edited && !skipped && k >= 1 && k <= kReplaced) {
                out +=
                    "    const long " + v + " = mix(" + prev + ", " + n + "L) + table.offset(" + n + ");  // revised\n";
                continue;
            }
            switch (k % 4) {
            case 0:
                out += k == kStatements - 1 ? "    return " + prev + " + " + n + ";\n"
                                            : "    int " + v + " = a * " + n + " + b;\n";
                break;
            case 1:
                out += "    int " + v + " = (" + prev + " << 3) ^ static_cast<int>(b >> " + n + " % 7);\n";
                break;
            case 2:
                out +=
                    "    int " + v + " = " + prev + " > " + n + " ? " + prev + " - table[" + n + "] : " + prev + ";\n";
                break;
            default:
                out += k == kStatements - 1 ? "    return " + prev + " + helper_" + n + "(a, \"" + fn + "\");\n"
                                            : "    int " + v + " = helper_" + n + "(" + prev + ", \"" + fn + "\");\n";
                break;
            }
        }
        out += "}\n";
    }
    out += "} // namespace " + folder + "\n";
    return out;
}

QString relativePath(int index)
{
    return QStringLiteral("src/dir%1/file%2.cpp").arg(index / kFilesPerFolder).arg(index);
}

bool writeTree(const QString &root, int files, bool edited, qint64 *bytes = nullptr)
{
    for (int i = 0; i < files; ++i) {
        const QString path = root + u'/' + relativePath(i);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        const QByteArray content = fileContent(i, edited);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size()) {
            std::fprintf(stderr, "bench: cannot write %s\n", qPrintable(path));
            return false;
        }
        if (bytes)
            *bytes += content.size();
    }
    return true;
}

// `git diff --shortstat`'s three figures.
bool parseShortstat(const QByteArray &text, int *files, int *insertions, int *deletions)
{
    static const QRegularExpression re(
        QStringLiteral(R"((\d+) files? changed(?:, (\d+) insertions?\(\+\))?(?:, (\d+) deletions?\(-\))?)"));
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(text));
    if (!m.hasMatch())
        return false;
    *files = m.captured(1).toInt();
    *insertions = m.captured(2).toInt();
    *deletions = m.captured(3).toInt();
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    // The window part draws off screen when there is no display.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Times the review's consolidated diff of 50 changed lines per file against git diff."));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions (median is reported)."),
                                        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption filesOption(QStringLiteral("files"), QStringLiteral("Files changed, 100 lines each."),
                                         QStringLiteral("n"), QStringLiteral("1000"));
    parser.addOptions({runsOption, filesOption});
    parser.addHelpOption();
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();
    const int files = parser.value(filesOption).toInt();
    if (runs < 1 || files < 1) {
        std::fprintf(stderr, "bench: --runs and --files must be at least 1\n");
        return 2;
    }
    const int changedPerFile = 2 * kEditedPerFile * kReplaced;

    // Setup, not timed: the repository with both states as commits (left at the baseline, as the
    // user's would be), the workspace copied from its baseline, and the two snapshots.
    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/sbx-bench-XXXXXX"));
    const QString repository = work.path() + QStringLiteral("/repository");
    const QString workspace = work.path() + QStringLiteral("/workspace");
    const QString storePath = work.path() + QStringLiteral("/store");
    std::printf("preparing a repository of %d files of 100 lines ...\n", files);
    std::fflush(stdout);
    qint64 bytes = 0;
    QDir().mkpath(repository);
    if (!writeTree(repository, files, false, &bytes))
        return 1;
    const QList<QStringList> commitBase{{QStringLiteral("init"), QStringLiteral("-q")},
                                        {QStringLiteral("add"), QStringLiteral("-A")},
                                        {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("base")},
                                        {QStringLiteral("tag"), QStringLiteral("base")}};
    for (const QStringList &args : commitBase)
        if (!git(repository, args).ok)
            return 1;
    if (!writeTree(repository, files, true))
        return 1;
    const QList<QStringList> commitFinal{
        {QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("final")},
        {QStringLiteral("tag"), QStringLiteral("final")},
        {QStringLiteral("reset"), QStringLiteral("-q"), QStringLiteral("--hard"), QStringLiteral("base")}};
    for (const QStringList &args : commitFinal)
        if (!git(repository, args).ok)
            return 1;
    // The workspace: the repository's files, not its .git.
    if (!QDir().mkpath(workspace) ||
        !timedRun(QStringLiteral("cp"), {QStringLiteral("-a"), repository + QStringLiteral("/src"), workspace}).ok)
        return 1;
    auto store = WorkspaceSnapshots::open(storePath);
    if (!store) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(store.errorMessage()));
        return 1;
    }
    auto baseline = store->capture(workspace, QStringLiteral("baseline"));
    if (!baseline) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(baseline.errorMessage()));
        return 1;
    }
    // The edits must not share a timestamp tick with the capture that read the files before them.
    QThread::msleep(50);
    if (!writeTree(workspace, files, true))
        return 1;
    auto final = store->capture(workspace, QStringLiteral("final"));
    if (!final) {
        std::fprintf(stderr, "bench: %s\n", qPrintable(final.errorMessage()));
        return 1;
    }
    std::printf("repository: %d files, %.1f MB; %d lines replaced in %d places per file (%d changed lines); "
                "median of %d runs\n\n",
                files, double(bytes) / 1e6, changedPerFile / 2, kEditedPerFile, files * changedPerFile, runs);
    std::fflush(stdout);

    const QStringList diffArgs{QStringLiteral("diff"), QStringLiteral("-M"), QStringLiteral("-C"),
                               QStringLiteral("base"), QStringLiteral("final")};
    // The first compute is the one whose memory is measured and whose counts are checked; its result
    // goes before the timed runs, as the window holds one review at a time.
    const bool peakReset = resetPeak();
    const double rssBefore = statusMb("VmRSS");
    double peakOfOne = 0;
    double rssAfter = 0;
    {
        auto checked = ReviewDiff::compute(storePath, baseline->id, final->id, repository);
        peakOfOne = statusMb("VmHWM");
        rssAfter = statusMb("VmRSS");
        if (!checked) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(checked.errorMessage()));
            return 1;
        }
        const int changed = checked->added() + checked->removed();
        std::printf("ReviewDiff reported %lld files, %d hunks, %d added + %d removed = %d changed lines "
                    "(expected %d files, %d changed lines)\n",
                    qlonglong(checked->files.size()), checked->hunkCount(), checked->added(), checked->removed(),
                    changed, files, files * changedPerFile);
        Timed stat = git(repository, QStringList(diffArgs) << QStringLiteral("--shortstat"));
        int gitFiles = 0, gitAdded = 0, gitRemoved = 0;
        if (!stat.ok || !parseShortstat(stat.out, &gitFiles, &gitAdded, &gitRemoved)) {
            std::fprintf(stderr, "bench: cannot read git diff --shortstat: %s\n", stat.out.constData());
            return 1;
        }
        std::printf("git diff -M -C --shortstat: %s\n\n", stat.out.trimmed().constData());
        if (checked->files.size() != files || changed != files * changedPerFile) {
            std::fprintf(stderr, "bench: ReviewDiff did not report the change that was made; nothing measured\n");
            return 1;
        }
        if (gitFiles != files || gitAdded != checked->added() || gitRemoved != checked->removed()) {
            std::fprintf(stderr, "bench: git does not see the change ReviewDiff reports; the reference differs\n");
            return 1;
        }
    }

    QList<double> ours, reference;
    qint64 patchBytes = 0;
    std::printf("%-4s %13s %13s %13s\n", "run", "review ms", "(in engine)", "git diff ms");
    for (int i = 1; i <= runs; ++i) {
        QElapsedTimer t;
        t.start();
        auto computed = ReviewDiff::compute(storePath, baseline->id, final->id, repository);
        const double reviewMs = double(t.nsecsElapsed()) / 1e6;
        if (!computed) {
            std::fprintf(stderr, "bench: %s\n", qPrintable(computed.errorMessage()));
            return 1;
        }
        Timed diffed = git(repository, diffArgs, {}, true);
        if (!diffed.ok)
            return 1;
        patchBytes = diffed.outBytes;
        ours << reviewMs;
        reference << diffed.ms;
        std::printf("%-4d %13.1f %13.1f %13.1f\n", i, reviewMs, double(computed->elapsedMs), diffed.ms);
        std::fflush(stdout);
    }
    const double peak = statusMb("VmHWM");

    // git's peak RSS, in runs of its own: /usr/bin/time would add its own start to the times above.
    QList<double> gitPeak;
    if (QFileInfo(QString::fromLatin1(kTimeProgram)).isExecutable()) {
        for (int i = 0; i < runs; ++i) {
            Timed measured = git(repository, diffArgs,
                                 {QString::fromLatin1(kTimeProgram), QStringLiteral("-f"), QStringLiteral("%M")}, true);
            const QList<QByteArray> lines = measured.err.trimmed().split('\n');
            bool number = false;
            const double kb = lines.constLast().trimmed().toDouble(&number);
            if (measured.ok && number)
                gitPeak << kb / 1024.0;
        }
    }

    const double a = median(ours), b = median(reference);
    std::printf("\nmedian consolidated diff of %d files, %d changed lines: ReviewDiff::compute %.1f ms, git diff -M "
                "-C (%.1f MB of patch) %.1f ms, ratio %.2f (target <= 1.2)\n",
                files, files * changedPerFile, a, double(patchBytes) / 1e6, b, a / b);
    std::printf("peak RSS over the computes%s: shadowbox %.1f MB (target <= 200 MB); across one compute: peak %.1f MB "
                "over the %.1f MB before it (+%.1f MB), %.1f MB after it with its result (+%.1f MB)\n",
                peakReset ? "" : " (and the setup: the peak could not be reset)", peak, peakOfOne, rssBefore,
                peakOfOne - rssBefore, rssAfter, rssAfter - rssBefore);
    if (gitPeak.isEmpty())
        std::printf("git diff -M -C peak RSS: not measured (%s is missing)\n", kTimeProgram);
    else
        std::printf("git diff -M -C peak RSS (median, %s -f %%M): %.1f MB; ratio of peaks %.2f\n", kTimeProgram,
                    median(gitPeak), peak / median(gitPeak));

    // Time to first paint: from the two snapshots to the review window on screen with its first
    // file's diff drawn (the diff computed, the file tree filled, the file's texts read on a worker
    // and highlighted). The capture that records the sandbox's state before it is the snapshot
    // benchmark's (about 25 ms for 10,000 files here).
    {
        QTemporaryDir sessionData;
        SessionConfig config;
        config.dataDir = sessionData.path();
        config.runtimeDir = sessionData.filePath(QStringLiteral("run"));
        config.allowEmbedded = false;
        Session session(config); // never opened: the window only shows what it is given
        QList<double> paints;
        for (int i = 1; i <= runs; ++i) {
            QElapsedTimer t;
            t.start();
            auto computed = ReviewDiff::compute(storePath, baseline->id, final->id, repository);
            if (!computed) {
                std::fprintf(stderr, "bench: %s\n", qPrintable(computed.errorMessage()));
                return 1;
            }
            ReviewSession review;
            review.sandbox.name = QStringLiteral("bench");
            review.sandbox.repository = repository;
            review.storePath = storePath;
            review.record.baselineSnapshot = baseline->id;
            review.record.finalSnapshot = final->id;
            review.changes = *computed;
            ReviewWindow window(session, review);
            bool shown = false;
            QObject::connect(&window, &ReviewWindow::fileShown, [&shown] { shown = true; });
            window.show();
            QDeadlineTimer deadline(30'000);
            while (!shown && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            window.repaint();
            const double ms = double(t.nsecsElapsed()) / 1e6;
            if (!shown) {
                std::fprintf(stderr, "bench: the review window never showed its first file\n");
                return 1;
            }
            paints << ms;
            std::printf("first paint run %d: %.1f ms\n", i, ms);
        }
        std::printf("median time to first paint of the review window (%d files): %.1f ms (target <= 300 ms); "
                    "peak RSS with the window: %.1f MB (target <= 200 MB)\n",
                    files, median(paints), statusMb("VmHWM"));
    }
    return 0;
}
