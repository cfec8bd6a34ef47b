#include "sandbox/ResidentShell.h"

#include "runtime/EngineClient.h"
#include "runtime/Transport.h"
#include "sandbox/CommandRunner.h"

#include <QMutexLocker>
#include <QRegularExpression>

namespace shadowbox {

namespace {

constexpr int kSliceMs = 50;
constexpr char kMarkerEdge = '\x1e'; // ASCII record separator: never part of ordinary text output

// How many bytes at the end of `data` could be the beginning of `marker`.
qsizetype partialTail(const QByteArray &data, const QByteArray &marker)
{
    const qsizetype from = qMax<qsizetype>(0, data.size() - (marker.size() - 1));
    for (qsizetype p = data.indexOf(kMarkerEdge, from); p >= 0; p = data.indexOf(kMarkerEdge, p + 1)) {
        if (marker.startsWith(QByteArrayView(data).sliced(p)))
            return data.size() - p;
    }
    return 0;
}

// The longest exit code the end marker carries ("-2147483648").
constexpr qsizetype kMaxCodeLength = 11;

} // namespace

ShellStreamScan::ShellStreamScan(const QString &token)
    : m_start(startMarker(token))
    , m_end(endMarkerPrefix(token))
{
}

QByteArray ShellStreamScan::startMarker(const QString &token)
{
    return kMarkerEdge + QByteArrayLiteral("shadowbox:") + token.toLatin1() + QByteArrayLiteral(":run") + kMarkerEdge;
}

QByteArray ShellStreamScan::endMarkerPrefix(const QString &token)
{
    return kMarkerEdge + QByteArrayLiteral("shadowbox:") + token.toLatin1() + QByteArrayLiteral(":exit:");
}

QByteArray ShellStreamScan::feed(const QByteArray &data)
{
    if (m_ended)
        return {};
    m_held += data;
    if (!m_started) {
        const qsizetype at = m_held.indexOf(m_start);
        if (at < 0) {
            m_held = m_held.right(partialTail(m_held, m_start));
            return {};
        }
        m_held.remove(0, at + m_start.size());
        m_started = true;
    }
    // Something that looks like the end marker but is not (no number, or no closing edge where one
    // should be) is output like any other.
    qsizetype searchFrom = 0;
    for (;;) {
        const qsizetype at = m_held.indexOf(m_end, searchFrom);
        if (at < 0)
            break;
        const qsizetype codeAt = at + m_end.size();
        const qsizetype close = m_held.indexOf(kMarkerEdge, codeAt);
        if (close < 0 && m_held.size() - codeAt <= kMaxCodeLength) {
            // The code has not arrived yet: give out what comes before and wait.
            QByteArray out = m_held.left(at);
            m_held.remove(0, at);
            return out;
        }
        bool ok = false;
        const int code = close < 0 ? 0 : m_held.mid(codeAt, close - codeAt).toInt(&ok);
        if (ok && close - codeAt <= kMaxCodeLength) {
            QByteArray out = m_held.left(at);
            m_held.clear();
            m_ended = true;
            m_exitCode = code;
            return out;
        }
        searchFrom = at + 1;
    }
    const qsizetype keep = partialTail(m_held, m_end);
    QByteArray out = m_held.left(m_held.size() - keep);
    m_held.remove(0, m_held.size() - keep);
    return out;
}

QStringList ResidentShell::program()
{
    // Reads frames of lines: the token, the working directory, the number of lines of the command,
    // then the command's lines. Every name it sets starts with _sbx_, and it exports none of them.
    const QString marker = QStringLiteral("printf '\\036shadowbox:%s:");
    const QString script =
        QStringLiteral("while IFS= read -r _sbx_t && IFS= read -r _sbx_d && IFS= read -r _sbx_n; do "
                       "_sbx_c=; _sbx_i=0; "
                       "while [ \"$_sbx_i\" -lt \"$_sbx_n\" ]; do "
                       "IFS= read -r _sbx_l || exit 0; "
                       "if [ \"$_sbx_i\" -eq 0 ]; then _sbx_c=$_sbx_l; else _sbx_c=\"$_sbx_c\n$_sbx_l\"; fi; "
                       "_sbx_i=$((_sbx_i + 1)); "
                       "done; ") +
        CommandRunner::pidFileScript(QStringLiteral("$_sbx_t"), QStringLiteral("_sbx_f")) + marker +
        QStringLiteral("run\\036' \"$_sbx_t\"; ") + marker + QStringLiteral("run\\036' \"$_sbx_t\" >&2; ") +
        QStringLiteral("/bin/sh -c 'echo $$ > \"$1\" 2>/dev/null; cd \"$2\" || exit 126; exec /bin/sh -c \"$3\"' "
                       "shadowbox \"$_sbx_f\" \"$_sbx_d\" \"$_sbx_c\" < /dev/null; "
                       "_sbx_s=$?; rm -f \"$_sbx_f\"; ") +
        marker + QStringLiteral("exit:%d\\036' \"$_sbx_t\" \"$_sbx_s\"; ") + marker +
        QStringLiteral("exit:%d\\036' \"$_sbx_t\" \"$_sbx_s\" >&2; done");
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("shadowbox-shell")};
}

ResidentShell::ResidentShell(QString containerId, QString execId, std::unique_ptr<Connection> connection)
    : m_containerId(std::move(containerId))
    , m_execId(std::move(execId))
    , m_connection(std::move(connection))
    , m_decoder([this](OutputChannel channel, const QByteArray &data) {
        if (m_route)
            m_route(channel, data);
    })
{
}

ResidentShell::~ResidentShell() = default;

Result<std::unique_ptr<ResidentShell>> ResidentShell::start(const EngineClient &client, const QString &containerId,
                                                            const CallOptions &options)
{
    auto execId = client.createAttachedExec(containerId, program(), QStringLiteral("/workspace"), {},
                                            EngineClient::ExecIo::Pipes, options);
    if (!execId)
        return execId.error();
    auto stream = client.attachExec(*execId, EngineClient::ExecIo::Pipes, options);
    if (!stream)
        return stream.error();
    auto connection = stream->connection->detachFromThread();
    if (!connection)
        return Error::make(Error::Kind::Generic,
                           tr("The engine connection cannot be handed between threads on this system."));
    std::unique_ptr<ResidentShell> shell(new ResidentShell(containerId, *execId, std::move(connection)));
    if (Status fed = shell->m_decoder.feed(stream->pending.constData(), size_t(stream->pending.size())); !fed)
        return fed.error();
    return shell;
}

bool ResidentShell::canCarry(const ShellCommand &command)
{
    static const QRegularExpression tokenPattern(QStringLiteral("^[A-Za-z0-9]{1,32}$"));
    return tokenPattern.match(command.token).hasMatch() && !command.command.contains(QChar(0)) &&
           !command.workingDir.isEmpty() && !command.workingDir.contains(QChar(0)) &&
           !command.workingDir.contains(u'\n') && !command.workingDir.contains(u'\r');
}

bool ResidentShell::pump(int waitMs, std::optional<Error> *failure)
{
    if (!m_connection)
        return false;
    bool eof = false;
    auto data = m_connection->read(QDeadlineTimer(waitMs), &eof);
    if (!data) {
        *failure = data.error();
        m_connection.reset();
        return false;
    }
    if (!data->isEmpty()) {
        if (Status fed = m_decoder.feed(data->constData(), size_t(data->size())); !fed) {
            *failure = fed.error();
            m_connection.reset();
            return false;
        }
    }
    if (eof) {
        m_connection.reset();
        return false;
    }
    return true;
}

bool ResidentShell::idleAndAlive()
{
    if (m_busy)
        return false;
    m_route = nullptr;
    std::optional<Error> failure;
    return pump(0, &failure);
}

ResidentShell::Outcome ResidentShell::run(const ShellCommand &command,
                                          const std::function<void(OutputChannel, const QByteArray &)> &sink,
                                          const std::function<bool()> &isCanceled, const std::function<bool()> &stop,
                                          int stopBudgetMs)
{
    Outcome outcome;
    if (m_busy || !canCarry(command) || !idleAndAlive()) {
        outcome.end = End::NotStarted;
        return outcome;
    }
    ShellStreamScan out(command.token);
    ShellStreamScan err(command.token);
    m_route = [&](OutputChannel channel, const QByteArray &data) {
        const bool isErr = channel == OutputChannel::Stderr;
        const QByteArray mine = (isErr ? err : out).feed(data);
        if (!mine.isEmpty() && sink)
            sink(isErr ? OutputChannel::Stderr : OutputChannel::Stdout, mine);
    };
    const QStringList lines = command.command.split(u'\n');
    QByteArray frame =
        command.token.toLatin1() + '\n' + command.workingDir.toUtf8() + '\n' + QByteArray::number(lines.size()) + '\n';
    for (const QString &line : lines)
        frame += line.toUtf8() + '\n';
    m_busy = true;
    if (Status written = m_connection->write(frame, QDeadlineTimer(kSliceMs * 100)); !written) {
        // An incomplete frame never runs: the shell reads end of file in the middle of it and exits.
        m_connection.reset();
        m_route = nullptr;
        outcome.end = End::NotStarted;
        outcome.failure = written.error();
        return outcome;
    }
    bool stopped = false;
    QDeadlineTimer stopDeadline(QDeadlineTimer::Forever);
    std::optional<Error> failure;
    while (!(out.ended() && err.ended())) {
        if (!stopped && isCanceled && isCanceled()) {
            stopped = true;
            const bool mayEnd = stop ? stop() : true;
            stopDeadline = QDeadlineTimer(mayEnd ? stopBudgetMs : 0);
        }
        if (stopped && stopDeadline.hasExpired()) {
            // Still running past the budget: this shell is busy for good; closing it lets it go once
            // the command ends.
            m_connection.reset();
            break;
        }
        if (!pump(kSliceMs, &failure))
            break;
    }
    m_route = nullptr;
    if (out.ended() && err.ended()) {
        m_busy = false;
        outcome.end = End::Exited;
        outcome.exitCode = out.exitCode();
        return outcome;
    }
    // The shell prints the start marker before it starts the command, and output keeps its order,
    // so no marker means the command never began.
    outcome.end = out.started() || err.started() ? End::Lost : End::NotStarted;
    outcome.failure = failure;
    return outcome;
}

Result<std::unique_ptr<ResidentShell>> ResidentShells::take(const EngineClient &client, const QString &containerId,
                                                            const CallOptions &options)
{
    std::vector<std::unique_ptr<ResidentShell>> gone; // closed outside the lock
    {
        const QMutexLocker lock(&m_mutex);
        for (auto it = m_idle.begin(); it != m_idle.end();) {
            if (!(*it)->idleAndAlive()) {
                gone.push_back(std::move(*it));
                it = m_idle.erase(it);
                continue;
            }
            if ((*it)->containerId() == containerId) {
                std::unique_ptr<ResidentShell> shell = std::move(*it);
                m_idle.erase(it);
                return shell;
            }
            ++it;
        }
    }
    return ResidentShell::start(client, containerId, options);
}

void ResidentShells::giveBack(std::unique_ptr<ResidentShell> shell)
{
    if (!shell || !shell->idleAndAlive())
        return;
    const QMutexLocker lock(&m_mutex);
    if (idleCountLocked(shell->containerId()) < kIdlePerContainer)
        m_idle.push_back(std::move(shell));
    // Otherwise closed here: the shell reads end of file and exits.
}

int ResidentShells::idleCount(const QString &containerId) const
{
    const QMutexLocker lock(&m_mutex);
    return idleCountLocked(containerId);
}

int ResidentShells::idleCountLocked(const QString &containerId) const
{
    int n = 0;
    for (const auto &shell : m_idle)
        n += shell->containerId() == containerId ? 1 : 0;
    return n;
}

} // namespace shadowbox
