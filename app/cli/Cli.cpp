#include "Cli.h"

#include "runtime/EngineDoctor.h"
#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <csignal>
#include <cstdio>

namespace shadowbox::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

void out(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void err(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

void printJson(const QJsonValue &value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)));
}

int codeFor(const Error &e)
{
    switch (e.kind) {
    case Error::Kind::EngineUnreachable:
    case Error::Kind::PermissionDenied:
    case Error::Kind::Timeout:
        return EngineUnavailable;
    case Error::Kind::NotFound:
        return NotFound;
    case Error::Kind::Conflict:
        return Conflict;
    case Error::Kind::InvalidInput:
        return Usage;
    case Error::Kind::Canceled:
        return Canceled;
    default:
        return Failure;
    }
}

int fail(const Error &e)
{
    err(tr("shadowbox: %1").arg(e.message) + u'\n');
    return codeFor(e);
}

int usage(const QString &message)
{
    err(tr("shadowbox: %1").arg(message) + u'\n');
    return Usage;
}

QString humanBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

QJsonObject toJson(const SandboxRecord &r)
{
    QJsonArray steps;
    for (const StepTiming &s : r.steps)
        steps.append(QJsonObject{{QStringLiteral("step"), s.step},
                                 {QStringLiteral("ms"), double(s.durationMs)},
                                 {QStringLiteral("ok"), s.ok}});
    return QJsonObject{
        {QStringLiteral("id"), r.id},
        {QStringLiteral("name"), r.name},
        {QStringLiteral("state"), stateName(r.state)},
        {QStringLiteral("repository"), r.repository},
        {QStringLiteral("image"), r.image},
        {QStringLiteral("engine"), QJsonObject{{QStringLiteral("kind"), r.engineKind},
                                               {QStringLiteral("version"), r.engineVersion},
                                               {QStringLiteral("endpoint"), r.engineEndpoint}}},
        {QStringLiteral("workspace"), r.workspace},
        {QStringLiteral("baselineCommit"), r.baselineCommit},
        {QStringLiteral("baselineModified"), r.baselineModified},
        {QStringLiteral("baselineUntracked"), r.baselineUntracked},
        {QStringLiteral("files"), double(r.fileCount)},
        {QStringLiteral("bytes"), double(r.byteCount)},
        {QStringLiteral("containerId"), r.containerId},
        {QStringLiteral("network"), networkModeName(r.networkMode)},
        {QStringLiteral("limits"), QJsonObject{{QStringLiteral("memoryBytes"), double(r.limits.memoryBytes)},
                                               {QStringLiteral("cpus"), r.limits.cpus},
                                               {QStringLiteral("pids"), r.limits.pids},
                                               {QStringLiteral("stopTimeoutSeconds"), r.limits.stopTimeoutSeconds}}},
        {QStringLiteral("createdAt"), r.createdAt.toString(Qt::ISODate)},
        {QStringLiteral("lastError"), r.lastError},
        {QStringLiteral("steps"), steps},
    };
}

QJsonObject toJson(const TeardownProof &p)
{
    return QJsonObject{{QStringLiteral("clean"), p.clean()},
                       {QStringLiteral("containersLeft"), p.containersLeft},
                       {QStringLiteral("networksLeft"), p.networksLeft},
                       {QStringLiteral("volumesLeft"), p.volumesLeft},
                       {QStringLiteral("workspaceRemoved"), p.workspaceRemoved}};
}

QString table(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = qMax(widths[i], row[i].size());
        }
    QString text;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        text += line.trimmed() + u'\n';
    }
    return text;
}

// Parses a size like 512m, 2g or 1073741824.
std::optional<qint64> parseSize(const QString &text)
{
    QString t = text.trimmed().toLower();
    qint64 factor = 1;
    if (t.endsWith(u'b'))
        t.chop(1);
    if (t.endsWith(u'k'))
        factor = 1024;
    else if (t.endsWith(u'm'))
        factor = 1024 * 1024;
    else if (t.endsWith(u'g'))
        factor = 1024LL * 1024 * 1024;
    if (factor != 1)
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return qint64(v * double(factor));
}

QString shellQuote(const QString &arg)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    if (!arg.isEmpty() && safe.match(arg).hasMatch())
        return arg;
    QString q = arg;
    q.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + q + u'\'';
}

// The running CLI: a Session on the main thread (its event loop serves the engine connector and
// the store's continuations) and the subcommand's blocking work on a worker.
class Runner {
public:
    explicit Runner(bool needEngine) : m_session(SessionConfig::fromEnvironment()), m_needEngine(needEngine) {}

    Session &session() { return m_session; }

    int exec(std::function<int()> work)
    {
        int code = Failure;
        QtConcurrent::run(m_session.pool(), [&] {
            Status opened = (m_needEngine ? m_session.open() : m_session.openStore()).result();
            code = opened ? work() : fail(opened.error());
        }).then(qApp, [] { QCoreApplication::exit(0); });
        QCoreApplication::exec();
        m_session.connector()->stopEmbedded();
        return code;
    }

private:
    Session m_session;
    bool m_needEngine;
};

QString helpText()
{
    return tr("Usage: shadowbox [<command> [options]]\n"
              "\n"
              "Without a command, Shadowbox opens its window. Commands run without a display:\n"
              "\n"
              "  engines                      List the container engines Shadowbox can find, in discovery order\n"
              "  doctor                       Check the engine: reachable, images, a trivial container runs\n"
              "  image list                   List the engine's local images\n"
              "  image pull IMAGE             Pull an image from its registry, with progress\n"
              "  image starter                Build the offline starter image from this machine's busybox\n"
              "  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--cpus 2]\n"
              "                 [--pids 1024] [--stop-timeout 10] [--network none|internal]\n"
              "  sandbox list [--all]         List sandboxes (--all includes destroyed ones)\n"
              "  sandbox show NAME            Details, step timings and run history\n"
              "  sandbox exec NAME -- CMD...  Run a command in /workspace, streaming its output\n"
              "  sandbox start|stop NAME      Start or stop a sandbox's container\n"
              "  sandbox destroy NAME         Remove container, network, volumes and workspace, and prove it\n"
              "  sandbox reconcile [--cleanup]  Compare the store with the engine; remove orphans with --cleanup\n"
              "\n"
              "Every listing accepts --json. `shadowbox <command> --help` describes one command.\n"
              "\n"
              "Environment: SHADOWBOX_ENGINE (engine address, e.g. unix:///run/podman/podman.sock),\n"
              "SHADOWBOX_DATA_DIR (database and workspaces), DOCKER_HOST, CONTAINER_HOST.\n"
              "\n"
              "Exit codes: 0 success, 1 failure, 2 usage error, 3 engine unavailable, 4 not found,\n"
              "5 conflict (name taken, wrong state), 130 canceled. `sandbox exec` exits with the\n"
              "command's own code, or 125 if the command could not be started.\n");
}

struct Parsed {
    QCommandLineParser parser;
    bool helpShown = false;
};

// Sets up a parser for one subcommand; returns false (after printing) on --help or bad options.
bool parse(QCommandLineParser &parser, const QStringList &args, const QString &synopsis, const QString &description,
           int *code)
{
    parser.setApplicationDescription(description);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        *code = usage(parser.errorText() + u' ' + tr("See `%1 --help`.").arg(synopsis));
        return false;
    }
    if (parser.isSet(help)) {
        out(tr("Usage: shadowbox %1\n\n%2\n\n").arg(synopsis, description));
        QString options = parser.helpText();
        const qsizetype at = options.indexOf(QLatin1String("Options:"));
        out(at >= 0 ? options.mid(at) : options);
        *code = Ok;
        return false;
    }
    return true;
}

const QCommandLineOption kJson(QStringLiteral("json"), QStringLiteral("Print JSON."));

int cmdEngines(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(kJson);
    int code = Ok;
    if (!parse(p, args, QStringLiteral("engines [--json]"),
               tr("Lists the engine addresses Shadowbox tries, in order, and whether each answers."), &code))
        return code;
    // The same choice the rest of Shadowbox uses: SHADOWBOX_ENGINE, else the saved setting.
    const DiscoveryEnvironment env = DiscoveryEnvironment::fromSystem(SessionConfig::fromEnvironment().engineSetting);
    QJsonArray json;
    QList<QStringList> rows{{tr("ADDRESS"), tr("FOUND VIA"), tr("STATUS")}};
    int answering = 0;
    for (const EngineCandidate &c : discoverEngineCandidates(env)) {
        EngineClient client(Transport::forEndpoint(c.endpoint));
        auto info = client.identify(CallOptions::withTimeout(3000));
        if (info)
            ++answering;
        const QString status = info ? tr("%1, API %2").arg(info->displayName(), info->apiVersion) : info.error().message;
        rows.append({c.endpoint.toString(), c.source, status});
        QJsonObject o{{QStringLiteral("address"), c.endpoint.toString()},
                      {QStringLiteral("source"), c.source},
                      {QStringLiteral("answers"), bool(info)}};
        if (info) {
            o.insert(QStringLiteral("kind"), info->kindName());
            o.insert(QStringLiteral("version"), info->version);
            o.insert(QStringLiteral("apiVersion"), info->apiVersion);
        } else {
            o.insert(QStringLiteral("error"), info.error().message);
        }
        json.append(o);
    }
    const QString podman = PodmanService::podmanProgram();
    const QString embedded = podman.isEmpty() ? tr("not available (Podman is not installed)")
                                              : tr("available: Shadowbox starts `%1 system service` itself when no engine answers").arg(podman);
    if (p.isSet(kJson)) {
        printJson(QJsonObject{{QStringLiteral("candidates"), json},
                              {QStringLiteral("embeddedPodman"), !podman.isEmpty()}});
    } else {
        if (rows.size() > 1)
            out(table(rows));
        else
            out(tr("No engine address is configured and no well-known engine socket exists.\n"));
        out(tr("Embedded Podman service: %1\n").arg(embedded));
    }
    return answering > 0 || !podman.isEmpty() ? Ok : EngineUnavailable;
}

int cmdDoctor(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(kJson);
    int code = Ok;
    if (!parse(p, args, QStringLiteral("doctor [--json]"),
               tr("Checks that the engine answers, that an image is available and that a trivial container runs. "
                  "Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run "
                  "for the rest."),
               &code))
        return code;
    Session session(SessionConfig::fromEnvironment());
    DoctorReport report;
    QtConcurrent::run(session.pool(), [&] {
        const SessionConfig &c = session.config();
        auto engine = session.connector()->connectBlocking(DiscoveryEnvironment::fromSystem(c.engineSetting), c.allowEmbedded);
        report = EngineDoctor(session.connector()).run(engine, CallOptions::withTimeout(60'000));
    }).then(qApp, [] { QCoreApplication::exit(0); });
    QCoreApplication::exec();
    session.connector()->stopEmbedded();

    if (p.isSet(kJson)) {
        QJsonArray checks;
        for (const DoctorCheck &c : report.checks)
            checks.append(QJsonObject{{QStringLiteral("name"), c.name},
                                      {QStringLiteral("ok"), c.ok},
                                      {QStringLiteral("detail"), c.detail},
                                      {QStringLiteral("fix"), c.fix}});
        printJson(QJsonObject{{QStringLiteral("ok"), report.ok()},
                              {QStringLiteral("checks"), checks},
                              {QStringLiteral("appliedFixes"), QJsonArray::fromStringList(report.appliedFixes)}});
    } else {
        for (const QString &fix : std::as_const(report.appliedFixes))
            out(tr("fixed  %1\n").arg(fix));
        for (const DoctorCheck &c : std::as_const(report.checks)) {
            out(QStringLiteral("%1  %2: %3\n").arg(c.ok ? tr("ok   ") : tr("FAIL "), c.name, c.detail));
            if (!c.fix.isEmpty())
                out(tr("       fix: %1\n").arg(c.fix));
        }
    }
    return report.ok() ? Ok : Failure;
}

int cmdImage(const QStringList &args)
{
    const QString sub = args.value(1);
    QCommandLineParser p;
    p.addOption(kJson);
    int code = Ok;
    if (sub == QLatin1String("list")) {
        if (!parse(p, args.mid(1), QStringLiteral("image list [--json]"), tr("Lists the engine's local images."), &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            auto images = runner.session().manager()->images().result();
            if (!images)
                return fail(images.error());
            QJsonArray json;
            QList<QStringList> rows{{tr("IMAGE"), tr("SIZE"), tr("CREATED")}};
            for (const ImageInfo &i : std::as_const(*images)) {
                json.append(QJsonObject{{QStringLiteral("id"), i.id},
                                        {QStringLiteral("tags"), QJsonArray::fromStringList(i.tags)},
                                        {QStringLiteral("size"), double(i.size)}});
                rows.append({i.tags.isEmpty() ? i.id.left(19) : i.tags.join(QStringLiteral(", ")), humanBytes(i.size),
                             i.created.toString(Qt::ISODate)});
            }
            if (p.isSet(kJson))
                printJson(json);
            else
                out(table(rows));
            return int(Ok);
        });
    }
    if (sub == QLatin1String("starter")) {
        if (!parse(p, args.mid(1), QStringLiteral("image starter"),
                   tr("Builds %1 offline from this machine's static busybox and imports it into the engine.")
                       .arg(starter::reference()),
                   &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            Status s = starter::ensureImage(
                *runner.session().manager()->engine().client,
                [](const QString &message, int percent) { err(QStringLiteral("[%1%] %2\n").arg(percent, 3).arg(message)); },
                CallOptions::withTimeout(300'000));
            if (!s)
                return fail(s.error());
            out(tr("%1 is ready.\n").arg(starter::reference()));
            return int(Ok);
        });
    }
    if (sub == QLatin1String("pull")) {
        if (!parse(p, args.mid(1), QStringLiteral("image pull IMAGE"),
                   tr("Pulls an image from its registry, showing the progress of each layer."), &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one image: `shadowbox image pull debian:bookworm`."));
        const QString reference = p.positionalArguments().first();
        Runner runner(true);
        static CancelToken interrupt;
        std::signal(SIGINT, [](int) { interrupt.cancel(); });
        return runner.exec([&] {
            CallOptions options = CallOptions::withTimeout(60'000).withCancel(interrupt);
            options.idleTimeoutMs = 120'000;  // a slow layer is fine; two silent minutes are not
            Status s = runner.session().manager()->engine().client->pullImage(
                reference,
                [](const ProgressEvent &e) {
                    if (e.status.isEmpty())
                        return;
                    QString line = e.id.isEmpty() ? e.status : e.id + QStringLiteral(": ") + e.status;
                    if (e.total > 0)
                        line += QStringLiteral(" %1 / %2").arg(humanBytes(e.current), humanBytes(e.total));
                    err(line + u'\n');
                },
                options);
            if (!s)
                return fail(s.error());
            out(tr("%1 is ready.\n").arg(reference));
            return int(Ok);
        });
    }
    return usage(tr("unknown image command \"%1\". Use `shadowbox image list`, `shadowbox image pull IMAGE` or "
                    "`shadowbox image starter`.")
                     .arg(sub));
}

int cmdSandbox(const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    QCommandLineParser p;
    p.addOption(kJson);
    int code = Ok;

    if (sub == QLatin1String("create")) {
        const QCommandLineOption repo(QStringLiteral("repo"), tr("The git repository to copy."), tr("path"));
        const QCommandLineOption image(QStringLiteral("image"), tr("The image to run (default %1).").arg(starter::reference()),
                                       tr("image"), starter::reference());
        const QCommandLineOption name(QStringLiteral("name"), tr("A unique name (default: from the folder)."), tr("name"));
        const QCommandLineOption memory(QStringLiteral("memory"), tr("Memory limit, e.g. 512m or 2g (default 2g)."), tr("size"), QStringLiteral("2g"));
        const QCommandLineOption cpus(QStringLiteral("cpus"), tr("CPU limit (default 2)."), tr("n"), QStringLiteral("2"));
        const QCommandLineOption pids(QStringLiteral("pids"), tr("Process limit (default 1024)."), tr("n"), QStringLiteral("1024"));
        const QCommandLineOption stopTimeout(QStringLiteral("stop-timeout"), tr("Seconds to wait on stop before killing (default 10)."), tr("s"), QStringLiteral("10"));
        const QCommandLineOption network(QStringLiteral("network"), tr("none (default) or internal (a private network with no route out)."), tr("mode"), QStringLiteral("none"));
        p.addOptions({repo, image, name, memory, cpus, pids, stopTimeout, network});
        if (!parse(p, rest, QStringLiteral("sandbox create --repo PATH [options]"),
                   tr("Copies the repository (HEAD, uncommitted and untracked files) into a private workspace and "
                      "starts a container with it at /workspace, root inside, no network."),
                   &code))
            return code;
        if (!p.isSet(repo))
            return usage(tr("--repo is required: the path of the git repository to copy."));
        CreateRequest request;
        request.repository = p.value(repo);
        request.image = p.value(image);
        request.name = p.value(name);
        const auto mem = parseSize(p.value(memory));
        bool cpuOk = false, pidsOk = false, stopOk = false;
        request.limits.cpus = p.value(cpus).toDouble(&cpuOk);
        request.limits.pids = p.value(pids).toInt(&pidsOk);
        request.limits.stopTimeoutSeconds = p.value(stopTimeout).toInt(&stopOk);
        if (!mem || !cpuOk || !pidsOk || !stopOk || request.limits.cpus <= 0 || request.limits.pids <= 0)
            return usage(tr("a limit is not a positive number; see `shadowbox sandbox create --help`."));
        request.limits.memoryBytes = *mem;
        const auto mode = networkModeFromName(p.value(network));
        if (!mode)
            return usage(tr("--network must be none or internal."));
        request.networkMode = *mode;
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            QObject::connect(m, &SandboxManager::createProgress, m,
                             [](const QString &, const QString &step, int percent) {
                                 err(QStringLiteral("[%1%] %2\n").arg(percent, 3).arg(step));
                             }, Qt::DirectConnection);
            auto created = m->createBlocking(request, CancelToken());
            if (!created)
                return fail(created.error());
            if (p.isSet(kJson))
                printJson(toJson(*created));
            else
                out(tr("Created sandbox %1 (%2) from %3 at %4 in %5 ms.\n")
                        .arg(created->name, created->id, created->repository,
                             created->baselineCommit.isEmpty() ? tr("no commit") : created->baselineCommit.left(12))
                        .arg(created->steps.isEmpty() ? 0 : created->steps.constLast().durationMs));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("list")) {
        const QCommandLineOption all(QStringLiteral("all"), tr("Include destroyed sandboxes."));
        p.addOption(all);
        if (!parse(p, rest, QStringLiteral("sandbox list [--all] [--json]"), tr("Lists sandboxes from Shadowbox's database."), &code))
            return code;
        Runner runner(false);
        return runner.exec([&] {
            auto list = runner.session().store()->sandboxes(p.isSet(all)).result();
            if (!list)
                return fail(list.error());
            QJsonArray json;
            QList<QStringList> rows{{tr("NAME"), tr("ID"), tr("STATE"), tr("IMAGE"), tr("ENGINE"), tr("CREATED")}};
            for (const SandboxRecord &r : std::as_const(*list)) {
                json.append(toJson(r));
                rows.append({r.name, r.id, stateName(r.state), r.image, r.engineKind + u' ' + r.engineVersion,
                             r.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))});
            }
            if (p.isSet(kJson))
                printJson(json);
            else
                out(table(rows));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("show")) {
        if (!parse(p, rest, QStringLiteral("sandbox show NAME [--json]"), tr("Shows one sandbox, its step timings and its recent commands."), &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox sandbox show NAME`."));
        const QString target = p.positionalArguments().first();
        Runner runner(false);
        return runner.exec([&] {
            auto found = runner.session().store()->findSandbox(target).result();
            if (!found)
                return fail(found.error());
            if (!found->has_value())
                return fail(Error::make(Error::Kind::NotFound, tr("No sandbox is called \"%1\".").arg(target)));
            const SandboxRecord &r = **found;
            auto runs = runner.session().store()->runs(r.id, 20).result();
            if (!runs)
                return fail(runs.error());
            if (p.isSet(kJson)) {
                QJsonObject o = toJson(r);
                QJsonArray history;
                for (const RunRecord &run : std::as_const(*runs))
                    history.append(QJsonObject{{QStringLiteral("command"), run.command},
                                               {QStringLiteral("exitCode"), run.exitCode},
                                               {QStringLiteral("durationMs"), double(run.durationMs)},
                                               {QStringLiteral("canceled"), run.canceled},
                                               {QStringLiteral("startedAt"), run.startedAt.toString(Qt::ISODate)}});
                o.insert(QStringLiteral("runs"), history);
                printJson(o);
                return int(Ok);
            }
            QList<QStringList> rows{
                {tr("Name"), r.name},
                {tr("Id"), r.id},
                {tr("State"), stateLabel(r.state)},
                {tr("Engine"), QStringLiteral("%1 %2 (%3)").arg(r.engineKind, r.engineVersion, r.engineEndpoint)},
                {tr("Image"), r.image},
                {tr("Repository"), r.repository},
                {tr("Baseline"), tr("%1 + %2 uncommitted, %3 untracked")
                                     .arg(r.baselineCommit.isEmpty() ? tr("(no commit)") : r.baselineCommit.left(12))
                                     .arg(r.baselineModified)
                                     .arg(r.baselineUntracked)},
                {tr("Workspace"), tr("%1 (%2 files, %3)").arg(r.workspace).arg(r.fileCount).arg(humanBytes(r.byteCount))},
                {tr("Network"), networkModeName(r.networkMode)},
                {tr("Limits"), tr("%1 memory, %2 CPUs, %3 processes, stop timeout %4 s")
                                   .arg(humanBytes(r.limits.memoryBytes))
                                   .arg(r.limits.cpus)
                                   .arg(r.limits.pids)
                                   .arg(r.limits.stopTimeoutSeconds)},
                {tr("Created"), r.createdAt.toLocalTime().toString(Qt::ISODate)},
            };
            if (!r.lastError.isEmpty())
                rows.append({tr("Last error"), r.lastError});
            QStringList timings;
            for (const StepTiming &s : r.steps)
                timings << QStringLiteral("%1 %2 ms").arg(s.step).arg(s.durationMs);
            if (!timings.isEmpty())
                rows.append({tr("Steps"), timings.join(QStringLiteral(", "))});
            out(table(rows));
            if (!runs->isEmpty()) {
                out(tr("\nRecent commands:\n"));
                QList<QStringList> history{{tr("EXIT"), tr("MS"), tr("COMMAND")}};
                for (const RunRecord &run : std::as_const(*runs))
                    history.append({run.canceled ? tr("canceled") : QString::number(run.exitCode),
                                    QString::number(run.durationMs), run.command});
                out(table(history));
            }
            return int(Ok);
        });
    }

    if (sub == QLatin1String("exec")) {
        if (!parse(p, rest, QStringLiteral("sandbox exec NAME -- COMMAND [ARGS...]"),
                   tr("Runs a command with /bin/sh -c in the sandbox's /workspace, streaming stdout and stderr. Exits "
                      "with the command's exit code. A single argument is taken as a shell command line; several are "
                      "quoted and joined."),
                   &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.size() < 2)
            return usage(tr("name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`."));
        QString command;
        if (positional.size() == 2) {
            command = positional.at(1);
        } else {
            QStringList quoted;
            for (const QString &a : positional.mid(1))
                quoted << shellQuote(a);
            command = quoted.join(u' ');
        }
        Runner runner(true);
        static CancelToken interrupt;
        std::signal(SIGINT, [](int) { interrupt.cancel(); });
        return runner.exec([&] {
            auto run = runner.session().manager()->execBlocking(
                positional.first(), command,
                [](OutputChannel channel, const QByteArray &data) {
                    std::FILE *stream = channel == OutputChannel::Stderr ? stderr : stdout;
                    std::fwrite(data.constData(), 1, size_t(data.size()), stream);
                    std::fflush(stream);
                },
                interrupt);
            if (!run) {
                fail(run.error());
                return int(ExecFailed);
            }
            if (run->canceled)
                return int(Canceled);
            return run->exitCode;
        });
    }

    if (sub == QLatin1String("start") || sub == QLatin1String("stop") || sub == QLatin1String("destroy")) {
        const QString synopsis = QStringLiteral("sandbox %1 NAME%2").arg(sub, sub == QLatin1String("destroy") ? QStringLiteral(" [--json]") : QString());
        const QString description = sub == QLatin1String("start") ? tr("Starts a stopped sandbox.")
            : sub == QLatin1String("stop")                        ? tr("Stops a running sandbox (its workspace is kept).")
                                                                  : tr("Removes the sandbox's container, network, volumes and workspace copy, then checks "
                                                                       "that nothing labelled with it remains on the engine.");
        if (!parse(p, rest, synopsis, description, &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox %1`.").arg(synopsis));
        const QString target = p.positionalArguments().first();
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            if (sub == QLatin1String("destroy")) {
                auto proof = m->destroyBlocking(target);
                if (!proof)
                    return fail(proof.error());
                if (p.isSet(kJson))
                    printJson(toJson(*proof));
                else
                    out(tr("Destroyed %1. %2\n").arg(target, proof->summary()));
                return int(Ok);
            }
            auto r = sub == QLatin1String("start") ? m->startBlocking(target) : m->stopBlocking(target);
            if (!r)
                return fail(r.error());
            out(tr("%1 is %2.\n").arg(r->name, stateLabel(r->state).toLower()));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("reconcile")) {
        const QCommandLineOption cleanup(QStringLiteral("cleanup"), tr("Remove orphaned containers and networks."));
        p.addOption(cleanup);
        if (!parse(p, rest, QStringLiteral("sandbox reconcile [--cleanup] [--json]"),
                   tr("Compares Shadowbox's database with the engine: marks sandboxes whose container vanished as lost, "
                      "finishes interrupted creations and lists orphaned resources (labelled but unknown)."),
                   &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            auto report = m->reconcileBlocking();
            if (!report)
                return fail(report.error());
            QJsonArray orphans;
            for (const OrphanGroup &o : std::as_const(report->orphans)) {
                QJsonObject entry{{QStringLiteral("sandboxId"), o.sandboxId},
                                  {QStringLiteral("containers"), QJsonArray::fromStringList(o.containers)},
                                  {QStringLiteral("networks"), QJsonArray::fromStringList(o.networks)}};
                if (p.isSet(cleanup)) {
                    auto proof = m->cleanupOrphan(o.sandboxId).result();
                    entry.insert(QStringLiteral("removed"), proof && proof->clean());
                }
                orphans.append(entry);
            }
            if (p.isSet(kJson)) {
                printJson(QJsonObject{{QStringLiteral("orphans"), orphans},
                                      {QStringLiteral("lost"), QJsonArray::fromStringList(report->lost)},
                                      {QStringLiteral("interrupted"), QJsonArray::fromStringList(report->interrupted)}});
            } else {
                for (const QJsonValue &v : std::as_const(orphans)) {
                    const QJsonObject o = v.toObject();
                    out(tr("orphan %1: %2%3\n")
                            .arg(o.value(QStringLiteral("sandboxId")).toString(),
                                 o.value(QStringLiteral("containers")).toVariant().toStringList().join(QStringLiteral(", ")),
                                 o.contains(QStringLiteral("removed"))
                                     ? (o.value(QStringLiteral("removed")).toBool() ? tr(" (removed)") : tr(" (removal failed)"))
                                     : QString()));
                }
                for (const QString &id : std::as_const(report->lost))
                    out(tr("lost   %1: its container no longer exists\n").arg(id));
                for (const QString &id : std::as_const(report->interrupted))
                    out(tr("interrupted creation of %1 cleaned up\n").arg(id));
                if (orphans.isEmpty() && report->lost.isEmpty() && report->interrupted.isEmpty())
                    out(tr("Everything matches: no orphans, nothing lost.\n"));
            }
            return int(Ok);
        });
    }

    return usage(tr("unknown sandbox command \"%1\". See `shadowbox --help`.").arg(sub));
}

}  // namespace

bool wantsCli(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    static const QStringList commands{QStringLiteral("engines"), QStringLiteral("doctor"), QStringLiteral("image"),
                                      QStringLiteral("sandbox"), QStringLiteral("help"), QStringLiteral("--help"),
                                      QStringLiteral("-h"), QStringLiteral("--version"), QStringLiteral("-v")};
    return commands.contains(arguments.at(1)) || !arguments.at(1).startsWith(u'-');
}

int run(const QStringList &arguments)
{
    const QStringList args = arguments.mid(1);
    const QString command = args.value(0);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out(helpText());
        return Ok;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out(QStringLiteral("shadowbox %1\n").arg(QCoreApplication::applicationVersion()));
        return Ok;
    }
    if (command == QLatin1String("engines"))
        return cmdEngines(args);
    if (command == QLatin1String("doctor"))
        return cmdDoctor(args);
    if (command == QLatin1String("image"))
        return cmdImage(args);
    if (command == QLatin1String("sandbox"))
        return cmdSandbox(args);
    err(helpText());
    return usage(tr("unknown command \"%1\".").arg(command));
}

}  // namespace shadowbox::cli
