#include "cli/CliSupport.h"

#include "core/Formatting.h"

#include "sandbox/SandboxManager.h"
#include "sandbox/Teardown.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>

#include <limits>
#include <unistd.h>

namespace shadowbox::cli {

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
    case Error::Kind::CommandRunning:
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
    QString text = CliText::tr("shadowbox: %1").arg(e.message);
    if (!e.cliHint.isEmpty())
        text += u' ' + CliText::tr("Try: %1").arg(e.cliHint);
    err(text + u'\n');
    return codeFor(e);
}

int usage(const QString &message)
{
    err(CliText::tr("shadowbox: %1").arg(message) + u'\n');
    return Usage;
}

QJsonArray stepsJson(const QList<StepTiming> &steps)
{
    QJsonArray array;
    for (const StepTiming &s : steps)
        array.append(QJsonObject{{QStringLiteral("step"), s.step},
                                 {QStringLiteral("ms"), double(s.durationMs)},
                                 {QStringLiteral("ok"), s.ok},
                                 {QStringLiteral("detail"), s.detail}});
    return array;
}

QJsonObject toJson(const SandboxRecord &r)
{
    const QJsonArray steps = stepsJson(r.steps);
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
        {QStringLiteral("networkPolicy"), networkPolicyName(r.networkPolicy)},
        {QStringLiteral("userNamespace"),
         r.userNamespace == UserNamespace::Unknown ? QStringLiteral("unknown") : userNamespaceName(r.userNamespace)},
        {QStringLiteral("limits"), QJsonObject{{QStringLiteral("memoryBytes"), double(r.limits.memoryBytes)},
                                               {QStringLiteral("swapBytes"), double(r.limits.swapBytes)},
                                               {QStringLiteral("workspaceBytes"), double(r.limits.workspaceBytes)},
                                               {QStringLiteral("cpus"), r.limits.cpus},
                                               {QStringLiteral("pids"), r.limits.pids},
                                               {QStringLiteral("stopTimeoutSeconds"), r.limits.stopTimeoutSeconds}}},
        {QStringLiteral("createdAt"), Format::isoTime(r.createdAt)},
        {QStringLiteral("lastError"), r.lastError},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("forkedFrom"),
         r.isFork() ? QJsonValue(QJsonObject{{QStringLiteral("sandbox"), r.forkedFrom},
                                             {QStringLiteral("name"), r.forkedFromName},
                                             {QStringLiteral("snapshot"), double(r.forkedFromSnapshot)}})
                    : QJsonValue()},
    };
}

void printCreateProgress(SandboxManager *manager)
{
    QObject::connect(
        manager, &SandboxManager::createProgress, manager,
        [](const QString &, const QString &step, int percent) {
            err(QStringLiteral("[%1%] %2\n").arg(percent, 3).arg(step));
        },
        Qt::DirectConnection);
}

void printCreated(const SandboxRecord &r, bool json)
{
    if (json) {
        printJson(toJson(r));
        return;
    }
    const QString took = Format::duration(r.steps.isEmpty() ? 0 : r.steps.constLast().durationMs);
    if (r.isFork())
        out(CliText::tr("Created sandbox %1 (%2) from snapshot %3 of %4 in %5; its baseline is %4's (%6).\n")
                .arg(r.name, r.id)
                .arg(r.forkedFromSnapshot)
                .arg(r.forkedFromName, took,
                     r.baselineCommit.isEmpty() ? CliText::tr("no commit") : r.baselineCommit.left(12)));
    else
        out(CliText::tr("Created sandbox %1 (%2) from %3 at %4 in %5.\n")
                .arg(r.name, r.id, r.repository,
                     r.baselineCommit.isEmpty() ? CliText::tr("no commit") : r.baselineCommit.left(12), took));
    // A step that failed without failing the creation (the trust store's) says so on standard error.
    for (const StepTiming &s : r.steps) {
        if (s.detail.isEmpty())
            continue;
        if (s.ok)
            out(s.detail + u'\n');
        else
            err(CliText::tr("Warning: %1\n").arg(s.detail));
    }
}

QJsonObject toJson(const TeardownProof &p)
{
    return QJsonObject{
        {QStringLiteral("clean"), p.clean()},
        {QStringLiteral("removed"),
         QJsonObject{{QStringLiteral("containers"), QJsonArray::fromStringList(p.containers)},
                     {QStringLiteral("networks"), QJsonArray::fromStringList(p.networks)},
                     {QStringLiteral("volumes"), QJsonArray::fromStringList(p.volumes)},
                     {QStringLiteral("images"), QJsonArray::fromStringList(p.images)},
                     {QStringLiteral("imagesUnderForks"), QJsonArray::fromStringList(p.imagesUnderForks)},
                     {QStringLiteral("snapshots"), p.snapshots},
                     {QStringLiteral("workspace"), p.workspace},
                     {QStringLiteral("freedBytes"), double(p.freedBytes)},
                     {QStringLiteral("runOutputs"), p.runOutputs}}},
        {QStringLiteral("containersLeft"), p.containersLeft},
        {QStringLiteral("networksLeft"), p.networksLeft},
        {QStringLiteral("volumesLeft"), p.volumesLeft},
        {QStringLiteral("imagesLeft"), p.imagesLeft},
        {QStringLiteral("workspaceRemoved"), p.workspaceRemoved},
        {QStringLiteral("hazardsRemoved"),
         QJsonObject{{QStringLiteral("setIdFiles"), p.hazardsRemoved.setIdFiles},
                     {QStringLiteral("deviceNodes"), p.hazardsRemoved.deviceNodes},
                     {QStringLiteral("fifos"), p.hazardsRemoved.fifos},
                     {QStringLiteral("sockets"), p.hazardsRemoved.sockets},
                     {QStringLiteral("linksOutside"), p.hazardsRemoved.linksOutside}}}};
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
    else if (t.endsWith(u't'))
        factor = 1024LL * 1024 * 1024 * 1024;
    if (factor != 1)
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || std::isnan(v))
        return std::nullopt;
    // Out-of-range values saturate, so that the range check names them instead of a wrapped number.
    const double bytes = v * double(factor);
    if (bytes >= 9.2e18)
        return std::numeric_limits<qint64>::max();
    if (bytes <= -9.2e18)
        return std::numeric_limits<qint64>::min();
    return qint64(bytes);
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

namespace {
SessionConfig withoutEmbedded(SessionConfig config)
{
    config.allowEmbedded = false;
    return config;
}
} // namespace

Runner::Runner(EngineIfRunning)
    : m_session(withoutEmbedded(SessionConfig::fromEnvironment()))
    , m_needEngine(true)
    , m_engineOptional(true)
{
}

namespace {
CancelToken &interruptToken()
{
    static CancelToken token;
    return token;
}

std::atomic_int g_interrupts{0};
// Made before any signal arrives: translating and allocating are not allowed in a signal handler.
QByteArray g_canceledLine;

[[noreturn]] void exitCanceled()
{
    if (::write(STDERR_FILENO, g_canceledLine.constData(), size_t(g_canceledLine.size())) < 0) {
        // Nothing more can be done about stderr here.
    }
    ::_exit(Canceled);
}

extern "C" void onInterrupt(int)
{
    if (g_interrupts.fetch_add(1) == 0) {
        interruptToken().cancel();
        ::alarm(1);
    } else {
        exitCanceled();
    }
}

extern "C" void onAlarm(int)
{
    exitCanceled();
}

void installInterruptHandler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        g_canceledLine = (u'\n' + CliText::tr("shadowbox: canceled.") + u'\n').toLocal8Bit();
        (void)interruptToken();
        struct sigaction action {};
        sigemptyset(&action.sa_mask);
        action.sa_handler = onInterrupt;
        ::sigaction(SIGINT, &action, nullptr);
        action.sa_handler = onAlarm;
        ::sigaction(SIGALRM, &action, nullptr);
    });
}
} // namespace

CancelToken Runner::interrupt()
{
    installInterruptHandler();
    return interruptToken();
}

int Runner::exec(std::function<int()> work)
{
    installInterruptHandler();
    int code = Failure;
    // The session is opened from this thread's event loop, as in the window: its bookkeeping (the
    // connection attempt, the manager) belongs to the thread it lives on, and only its I/O runs on
    // workers. Opening it from a worker raced with its own continuations here and, rarely, crashed.
    auto runWork = [this, &code, work](const Status &opened) {
        QtConcurrent::run(m_session.pool(), [this, &code, work, opened] {
            if (opened && !m_session.dataFolderReport().isEmpty())
                err(CliText::tr("shadowbox: %1").arg(m_session.dataFolderReport().summary()) + u'\n');
            code = opened ? work() : fail(opened.error());
        }).then(qApp, [] { QCoreApplication::exit(0); });
    };
    QTimer::singleShot(0, qApp, [this, runWork] {
        QFuture<Status> opening = m_needEngine ? m_session.open() : m_session.openStore();
        opening.then(qApp, [this, runWork](const Status &opened) {
            if (!opened && m_engineOptional) {
                m_engineProblem = opened.error().message;
                m_session.openStore().then(qApp, runWork);
                return;
            }
            runWork(opened);
        });
    });
    QCoreApplication::exec();
    // Shadowbox's own Podman service, if this command used it, is left running: other processes
    // may be using it, and it ends by itself once idle. Background work that does not stop within
    // the session's grace ends with the process, now.
    if (!m_session.close()) {
        std::fflush(nullptr);
        std::_Exit(code);
    }
    return code;
}

// Sets up a parser for one subcommand; returns false (after printing) on --help or bad options.
bool parse(QCommandLineParser &parser, const QStringList &args, const QString &synopsis, const QString &description,
           int *code)
{
    parser.setApplicationDescription(description);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, CliText::tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        *code = usage(parser.errorText() + u' ' + CliText::tr("See `%1 --help`.").arg(synopsis));
        return false;
    }
    if (parser.isSet(help)) {
        out(CliText::tr("Usage: shadowbox %1\n\n%2\n\n").arg(synopsis, description));
        QString options = parser.helpText();
        const qsizetype at = options.indexOf(QLatin1String("Options:"));
        out(at >= 0 ? options.mid(at) : options);
        *code = Ok;
        return false;
    }
    return true;
}

QCommandLineOption jsonOption()
{
    return QCommandLineOption(QStringLiteral("json"), CliText::tr("Print JSON."));
}

} // namespace shadowbox::cli
