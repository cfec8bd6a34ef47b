// `shadowbox mcp`: the Model Context Protocol server an agent on the host starts over stdio.

#include "agents/McpServer.h"
#include "agents/SandboxTools.h"
#include "cli/CliSupport.h"
#include "sandbox/SandboxManager.h"

#include <QFile>
#include <QJsonObject>

#include <cerrno>
#include <cstdio>

#include <poll.h>
#include <unistd.h>

namespace shadowbox::cli {

namespace {

// How long the calls still running get once the client has gone (stdin closed) or Ctrl+C came:
// long enough for a command's stop inside the container (a second exec) to be sent.
constexpr int kStopGraceMs = 3'000;

QString instructions()
{
    return CliText::tr(
        "Shadowbox gives you a disposable sandbox: a private copy of the user's repository at /workspace in a "
        "container with no network, where you are root. Work only through these tools: every path is inside "
        "/workspace, every command runs in the container, and a snapshot is taken before each command and file "
        "change, so `rollback` undoes mistakes in about a second. Nothing reaches the user's repository until they "
        "review and approve the changes (see `changes`). Start with sandbox_list, then sandbox_select or "
        "sandbox_create.");
}

// Reads stdin line by line without holding a line back, and wakes up now and then to see whether
// the process was asked to stop.
class LineReader {
public:
    enum class Status { Line, End, Interrupted };
    Status next(QByteArray *line, const CancelToken &interrupt)
    {
        for (;;) {
            if (const qsizetype newline = m_buffer.indexOf('\n'); newline >= 0) {
                *line = m_buffer.left(newline);
                if (line->endsWith('\r'))
                    line->chop(1);
                m_buffer.remove(0, newline + 1);
                return Status::Line;
            }
            if (m_ended) {
                if (m_buffer.isEmpty())
                    return Status::End;
                *line = std::exchange(m_buffer, QByteArray());
                return Status::Line;
            }
            if (interrupt.isCanceled())
                return Status::Interrupted;
            pollfd fd{STDIN_FILENO, POLLIN, 0};
            const int ready = ::poll(&fd, 1, 200);
            if (ready < 0 && errno != EINTR)
                m_ended = true;
            if (ready <= 0)
                continue;
            char chunk[65536];
            const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
            if (n < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (n <= 0)
                m_ended = true;
            else
                m_buffer.append(chunk, n);
        }
    }

private:
    QByteArray m_buffer;
    bool m_ended = false;
};

} // namespace

int runMcp(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption sandboxOption(QStringLiteral("sandbox"),
                                           CliText::tr("Work in this sandbox unless a call names another."),
                                           QStringLiteral("NAME"));
    const QCommandLineOption logOption(
        QStringLiteral("log"), CliText::tr("Append a line per call to FILE (without it, no line per call is written)."),
        QStringLiteral("FILE"));
    p.addOption(sandboxOption);
    p.addOption(logOption);
    int code = Ok;
    if (!parse(p, args, QStringLiteral("mcp [--sandbox NAME] [--log FILE]"),
               CliText::tr("Serves the Model Context Protocol over stdin and stdout (JSON-RPC, one message a line), "
                           "for an agent on the host: tools to make or pick a sandbox, run commands in it, read and "
                           "change its files, see its changes and roll back. Register it with the agent, e.g. `claude "
                           "mcp add shadowbox -- shadowbox mcp`. Stdout carries only the protocol; messages go to "
                           "stderr."),
               &code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return usage(CliText::tr("`shadowbox mcp` takes no arguments besides its options."));

    Runner runner(true);
    const CancelToken interrupt = Runner::interrupt();
    return runner.exec([&] {
        SandboxManager *manager = runner.session().manager();
        const QString sandbox = p.value(sandboxOption);
        if (!sandbox.isEmpty()) {
            if (auto found = manager->context().find(sandbox); !found)
                return fail(found.error());
        }
        std::unique_ptr<QFile> log;
        if (p.isSet(logOption)) {
            log = std::make_unique<QFile>(p.value(logOption));
            if (!log->open(QIODevice::Append | QIODevice::Text))
                return fail(Error::make(
                    Error::Kind::Io,
                    CliText::tr("Cannot open the log file %1: %2.").arg(p.value(logOption), log->errorString())));
        }
        QMutex logMutex;
        SandboxTools tools(manager, sandbox);
        McpServer server(
            tools.tools(),
            [](const QByteArray &line) {
                // The only writer of stdout: one whole line per message, flushed at once.
                std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
                std::fputc('\n', stdout);
                std::fflush(stdout);
            },
            QJsonObject{{QStringLiteral("name"), QStringLiteral("shadowbox")},
                        {QStringLiteral("title"), QStringLiteral("Shadowbox")},
                        {QStringLiteral("version"), QCoreApplication::applicationVersion()}},
            instructions());
        if (log) {
            server.setObserver([&](const QString &event) {
                const QMutexLocker lock(&logMutex);
                log->write(
                    (QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) + u' ' + event + u'\n').toUtf8());
                log->flush();
            });
        }
        LineReader reader;
        QByteArray line;
        LineReader::Status status;
        while ((status = reader.next(&line, interrupt)) == LineReader::Status::Line)
            server.receive(line);
        // The client has gone (or Ctrl+C): commands still running are stopped inside the container.
        server.stop(kStopGraceMs);
        return int(status == LineReader::Status::Interrupted ? Canceled : Ok);
    });
}

} // namespace shadowbox::cli
