// An agent's loop through `shadowbox mcp`: run_command("true") and read_file of a 1 MB file, each
// a JSON-RPC round trip over stdio to a server that keeps its engine connection open, beside
// `podman exec CONTAINER true` and `podman exec CONTAINER cat FILE` by hand (or docker), alternated
// in the same run, each timed from the request written to the whole answer read. run_command takes
// its snapshot first, as every command does.
//
// Prints the medians and the ratios (Shadowbox / by hand; target: at most 0.5). Usage:
// bench_mcp [--runs N] ENGINE=unix:///path/to/socket... (tests/bench/run.sh mcp starts the engines).

#include "BenchSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using shadowbox::bench::median;

namespace {

bool run(const QString &program, const QStringList &args, const QProcessEnvironment &env, double *ms = nullptr,
         QByteArray *out = nullptr)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    const bool ok = p.waitForFinished(120'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (ms)
        *ms = double(t.nsecsElapsed()) / 1e6;
    if (out)
        *out = p.readAllStandardOutput();
    if (!ok)
        std::fprintf(stderr, "bench: %s %s failed: %s\n", qPrintable(program), qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return ok;
}

// A client of its own: one request at a time, one line each way.
class Client {
public:
    bool start(const QString &shadowbox, const QString &sandbox, const QProcessEnvironment &env)
    {
        m_server.setProcessEnvironment(env);
        m_server.start(shadowbox, {QStringLiteral("mcp"), QStringLiteral("--sandbox"), sandbox});
        if (!m_server.waitForStarted(10'000))
            return false;
        const QJsonObject init =
            call(QStringLiteral("initialize"), {{"protocolVersion", "2025-06-18"},
                                                {"capabilities", QJsonObject()},
                                                {"clientInfo", QJsonObject{{"name", "bench"}, {"version", "1"}}}});
        send(QJsonObject{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
        return init.contains(QLatin1String("result"));
    }
    ~Client()
    {
        m_server.closeWriteChannel();
        if (!m_server.waitForFinished(10'000))
            m_server.kill();
    }
    QJsonObject tool(const QString &name, const QJsonObject &arguments, double *ms)
    {
        const QJsonObject answer = call(QStringLiteral("tools/call"), {{"name", name}, {"arguments", arguments}}, ms);
        return answer.value(QLatin1String("result")).toObject();
    }

private:
    void send(const QJsonObject &message)
    {
        m_server.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    }
    // `ms`: from the request's first byte written to the answer's last byte read. Reading the
    // answer's JSON is the client's own work and is left out: Qt's parser takes longer over a
    // string full of escaped line breaks than Shadowbox takes to read and send the file.
    QJsonObject call(const QString &method, const QJsonObject &params, double *ms = nullptr)
    {
        QElapsedTimer t;
        t.start();
        const int id = ++m_id;
        send(QJsonObject{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
        for (;;) {
            // Each new piece is searched once: an answer of a few hundred KiB comes in many pieces.
            qsizetype end = -1;
            while ((end = m_received.indexOf('\n', m_searched)) < 0) {
                m_searched = m_received.size();
                if (!m_server.waitForReadyRead(60'000))
                    return {};
                m_received += m_server.readAllStandardOutput();
            }
            if (ms)
                *ms = double(t.nsecsElapsed()) / 1e6;
            const QJsonObject answer = QJsonDocument::fromJson(m_received.left(end)).object();
            m_received.remove(0, end + 1);
            m_searched = 0;
            if (answer.value(QLatin1String("id")).toInt() == id)
                return answer;
        }
    }
    QProcess m_server;
    QByteArray m_received;
    qsizetype m_searched = 0;
    int m_id = 0;
};

bool benchEngine(const QString &kind, const QString &address, int runs, const QString &repo, const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHADOWBOX_ENGINE"), address);
    env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir);
    const QString shadowbox = QStringLiteral(SHADOWBOX_BINARY);
    const QString name = QStringLiteral("bench-mcp-") + kind;
    if (!run(shadowbox, {"sandbox", "create", "--repo", repo, "--name", name}, env))
        return false;
    QByteArray shown;
    if (!run(shadowbox, {"sandbox", "show", name, "--json"}, env, nullptr, &shown))
        return false;
    const QString container = QStringLiteral("shadowbox-") +
                              QString::fromUtf8(shown).section(QLatin1String("\"id\": \""), 1).section(u'"', 0, 0);
    const QString tool = kind == QLatin1String("podman") ? QStringLiteral("podman") : QStringLiteral("docker");
    const QStringList prefix = kind == QLatin1String("podman")
                                   ? QStringList{QStringLiteral("--remote"), QStringLiteral("--url"), address}
                                   : QStringList{QStringLiteral("-H"), address};
    if (QStandardPaths::findExecutable(tool).isEmpty()) {
        std::fprintf(stderr, "bench: the reference command %s is not installed\n", qPrintable(tool));
        return false;
    }

    Client client;
    if (!client.start(shadowbox, name, env)) {
        std::fprintf(stderr, "bench: shadowbox mcp did not initialize\n");
        return false;
    }
    double ms = 0;
    client.tool(QStringLiteral("run_command"), {{"command", "true"}}, &ms); // warm-up
    run(tool, prefix + QStringList{"exec", container, "true"}, env);
    QList<double> ours, byHand, readOurs, readByHand;
    for (int i = 0; i < runs; ++i) {
        const QJsonObject r = client.tool(QStringLiteral("run_command"), {{"command", "true"}}, &ms);
        if (r.value(QLatin1String("structuredContent")).toObject().value(QLatin1String("exitCode")).toInt(-1) != 0) {
            std::fprintf(stderr, "bench: run_command failed: %s\n", QJsonDocument(r).toJson().constData());
            return false;
        }
        ours << ms;
        if (!run(tool, prefix + QStringList{"exec", container, "true"}, env, &ms))
            return false;
        byHand << ms;
    }
    // 1 MiB of text in lines of 76 characters (base64 wraps them).
    client.tool(QStringLiteral("run_command"),
                {{"command", "head -c 786432 /dev/urandom | base64 > big.txt && wc -c big.txt"}}, &ms);
    for (int i = 0; i < runs; ++i) {
        // read_file returns at most 256 KiB a call: the whole file takes several calls, all counted,
        // each asking for the lines after the last one returned.
        double total = 0;
        qint64 got = 0;
        int calls = 0;
        for (qint64 first = 1;; ++calls) {
            const QJsonObject r =
                client.tool(QStringLiteral("read_file"), {{"path", "big.txt"}, {"first_line", first}}, &ms);
            total += ms;
            const QJsonObject content = r.value(QLatin1String("structuredContent")).toObject();
            got += content.value(QLatin1String("content")).toString().toUtf8().size();
            if (!content.value(QLatin1String("truncated")).toBool() || calls > 64)
                break;
            first = content.value(QLatin1String("lastLine")).toInteger() + 1;
        }
        readOurs << total;
        QByteArray out;
        if (!run(tool, prefix + QStringList{"exec", container, "cat", "/workspace/big.txt"}, env, &ms, &out))
            return false;
        readByHand << ms;
        if (got != out.size()) {
            std::fprintf(stderr, "bench: read_file returned %lld bytes, cat %lld\n", got, qint64(out.size()));
            return false;
        }
        if (i == 0)
            std::printf("%-7s read_file: %lld bytes in %d calls of at most 256 KiB\n", qPrintable(kind), got,
                        calls + 1);
    }
    run(shadowbox, {"sandbox", "destroy", name}, env);
    std::printf("%-7s run_command(true): mcp %6.1f ms, %s exec %6.1f ms, ratio %.2f (target <= 0.5)\n",
                qPrintable(kind), median(ours), qPrintable(tool), median(byHand), median(ours) / median(byHand));
    std::printf("%-7s read_file 1 MB:    mcp %6.1f ms, %s exec cat %6.1f ms, ratio %.2f (target <= 0.5)\n",
                qPrintable(kind), median(readOurs), qPrintable(tool), median(readByHand),
                median(readOurs) / median(readByHand));
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times MCP tool calls against the engine's own CLI."));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions (median is reported)."),
                                        QStringLiteral("n"), QStringLiteral("100"));
    parser.addOption(runsOption);
    parser.addPositionalArgument(QStringLiteral("engines"), QStringLiteral("podman=unix:///…/podman.sock docker=…"));
    parser.addHelpOption();
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();
    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/sbx-bench-mcp-XXXXXX"));
    const QString repo = work.path() + QStringLiteral("/repo");
    QDir().mkpath(repo);
    QFile readme(repo + QStringLiteral("/README"));
    if (!readme.open(QIODevice::WriteOnly) || readme.write("bench\n") < 0)
        return 1;
    readme.close();
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString gitUser = QStringLiteral("user.name=bench");
    const QString gitMail = QStringLiteral("user.email=bench@invalid");
    if (!run(QStringLiteral("git"), {"-C", repo, "init", "-q"}, env) ||
        !run(QStringLiteral("git"), {"-C", repo, "add", "-A"}, env) ||
        !run(QStringLiteral("git"), {"-C", repo, "-c", gitUser, "-c", gitMail, "commit", "-qm", "bench"}, env))
        return 1;
    std::printf("median of %d calls each, alternating with the reference\n", runs);
    bool ok = true;
    for (const QString &arg : parser.positionalArguments())
        ok = benchEngine(arg.section(u'=', 0, 0), arg.section(u'=', 1), runs, repo,
                         work.path() + QStringLiteral("/data-") + arg.section(u'=', 0, 0)) &&
             ok;
    return ok ? 0 : 1;
}
