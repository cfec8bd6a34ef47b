#include "sandbox/TerminalSession.h"

#include "runtime/EngineClient.h"
#include "sandbox/CommandRunner.h"
#include "sandbox/SandboxContext.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QElapsedTimer>
#include <QThread>
#include <QUuid>

namespace shadowbox {

namespace {
constexpr int kQuickCallMs = 15'000;
// How long the loop waits for output before it looks at what other threads handed it: the
// delay a keystroke can have at most.
constexpr int kSliceMs = 10;
// A size the engine refused (the exec not running yet) is tried again this often, this many times.
constexpr int kResizeRetryMs = 50;
constexpr int kResizeAttempts = 60;
} // namespace

QStringList TerminalSession::loginShell()
{
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("cd /workspace 2>/dev/null; if command -v bash >/dev/null 2>&1; then exec bash -l; "
                           "else exec sh -l; fi")};
}

TerminalSession::TerminalSession(const SandboxContext &context, SandboxRecord record, QString execId,
                                 TerminalOptions options)
    : m_context(context)
    , m_record(std::move(record))
    , m_execId(std::move(execId))
    , m_options(std::move(options))
{
}

TerminalSession::~TerminalSession() = default;

Result<std::unique_ptr<TerminalSession>> TerminalSession::open(const SandboxContext &context, const QString &idOrName,
                                                               const TerminalOptions &options,
                                                               const CancelToken &cancel)
{
    auto record = context.find(idOrName);
    if (!record)
        return record.error();
    if (record->state != SandboxState::Running)
        return Error::make(
                   Error::Kind::Conflict,
                   tr("Sandbox \"%1\" is %2. Start it first.").arg(record->name, stateLabel(record->state).toLower()))
            .withCliHint(QStringLiteral("shadowbox sandbox start %1").arg(record->name));
    const QStringList command = options.command.isEmpty() ? loginShell() : options.command;
    if (options.snapshotFirst) {
        auto taken = Snapshotter(context).takeOf(
            *record, {SnapshotTrigger::Command, QString(), tr("terminal: %1").arg(command.join(u' '))}, cancel);
        if (!taken)
            return Error::make(taken.error().kind, tr("The terminal did not open: the snapshot that comes before it "
                                                      "could not be taken. %1")
                                                       .arg(taken.error().message));
        context.notifySnapshotsChanged(record->id);
    }
    const QString workingDir = options.workingDir.isEmpty() ? QStringLiteral("/workspace")
                                                            : QStringLiteral("/workspace/") + options.workingDir;
    // The program records its pid, so that closing the terminal can stop it and what it started:
    // engines leave a TTY exec running when its connection goes.
    const QString token = QUuid::createUuid().toString(QUuid::Id128).left(10);
    const QStringList wrapped =
        QStringList{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    CommandRunner::pidFileScript(token) + QStringLiteral("echo $$ > $f 2>/dev/null; exec \"$@\""),
                    QStringLiteral("shadowbox")} +
        command;
    auto execId = context.client().createAttachedExec(record->containerId, wrapped, workingDir, options.env,
                                                      EngineClient::ExecIo::Terminal,
                                                      context.callOptions(kQuickCallMs).withCancel(cancel));
    if (!execId)
        return execId.error();
    auto session = std::unique_ptr<TerminalSession>(new TerminalSession(context, *record, *execId, options));
    session->m_token = token;
    return session;
}

void TerminalSession::write(const QByteArray &bytes)
{
    const QMutexLocker lock(&m_mutex);
    m_input += bytes;
}

void TerminalSession::resize(int columns, int rows)
{
    const QMutexLocker lock(&m_mutex);
    m_size = std::make_pair(qMax(1, columns), qMax(1, rows));
}

Result<TerminalSession::Ended> TerminalSession::run(const std::function<void(const QByteArray &)> &output,
                                                    const CancelToken &stop)
{
    const EngineClient &client = m_context.client();
    ActivityRecord entry;
    entry.sandboxId = m_record.id;
    entry.startedAt = QDateTime::currentDateTimeUtc();
    entry.origin = m_options.origin;
    entry.kind = kActivityTerminal;
    entry.target = (m_options.command.isEmpty() ? QStringLiteral("shell") : m_options.command.join(u' ')).toUtf8();
    entry.ended = false;
    auto entryId = m_context.store().addActivity(entry).result();
    QElapsedTimer timer;
    timer.start();
    Ended ended;

    auto stream = client.attachExec(m_execId, EngineClient::ExecIo::Terminal,
                                    m_context.callOptions(kQuickCallMs).withCancel(stop));
    if (!stream) {
        if (entryId) {
            entry.id = *entryId;
            entry.ok = false;
            entry.detail = stream.error().message;
            (void)m_context.store().finishActivity(entry).result();
        }
        return stream.error();
    }
    // The size the program starts with. Engines take a size only once the exec runs, and Podman's
    // may not run yet when the connection switches: a size the engine refuses is tried again on
    // the next turns of the loop, for a while.
    int pendingColumns = m_options.columns;
    int pendingRows = m_options.rows;
    bool sizePending = true;
    QElapsedTimer sinceRefused;
    int refusals = 0;
    if (!stream->pending.isEmpty()) {
        ended.bytesOut += stream->pending.size();
        output(stream->pending);
    }
    Status failure;
    for (;;) {
        if (stop.isCanceled())
            break;
        QByteArray input;
        {
            const QMutexLocker lock(&m_mutex);
            input.swap(m_input);
            if (m_size) {
                pendingColumns = m_size->first;
                pendingRows = m_size->second;
                sizePending = true;
                m_size.reset();
                refusals = 0;
            }
        }
        if (sizePending && (refusals == 0 || sinceRefused.elapsed() >= kResizeRetryMs)) {
            if (client.resizeExec(m_execId, pendingColumns, pendingRows, m_context.callOptions(kQuickCallMs))) {
                sizePending = false;
            } else if (++refusals >= kResizeAttempts) {
                sizePending = false; // the engine will not take it; the program keeps its size
            } else {
                sinceRefused.start();
            }
        }
        if (!input.isEmpty()) {
            ended.bytesIn += input.size();
            if (Status s = stream->connection->write(input, QDeadlineTimer(kQuickCallMs)); !s) {
                failure = s;
                break;
            }
        }
        bool eof = false;
        auto data = stream->connection->read(QDeadlineTimer(kSliceMs), &eof);
        if (!data) {
            failure = Status(data.error());
            break;
        }
        if (!data->isEmpty()) {
            ended.bytesOut += data->size();
            output(*data);
        }
        if (eof)
            break;
    }
    stream->connection.reset();
    ended.durationMs = timer.elapsed();
    if (stop.isCanceled() || !failure.ok())
        CommandRunner::stopRemote(client, m_record.containerId, m_token);
    // The exit code, once the engine has it: at once when the program ended by itself.
    for (int i = 0; i < 50; ++i) {
        auto status = client.inspectExec(m_execId, m_context.callOptions(kQuickCallMs));
        if (!status)
            break;
        if (!status->running) {
            if (status->exitCode >= 0)
                ended.exitCode = status->exitCode;
            break;
        }
        if (stop.isCanceled())
            break;
        QThread::msleep(20);
    }
    if (entryId) {
        entry.id = *entryId;
        entry.durationMs = ended.durationMs;
        entry.exitCode = ended.exitCode;
        entry.bytes = ended.bytesOut + ended.bytesIn;
        entry.ok = failure.ok() && (!ended.exitCode || *ended.exitCode == 0);
        entry.detail = failure.ok() ? QString() : failure.error().message;
        (void)m_context.store().finishActivity(entry).result();
    }
    if (!failure)
        return failure.error();
    return ended;
}

} // namespace shadowbox
