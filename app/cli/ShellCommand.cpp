// `shadowbox sandbox shell`: an interactive terminal in a sandbox from the host's own terminal, as
// `docker exec -it` gives one.

#include "cli/CliSupport.h"
#include "sandbox/SandboxManager.h"
#include "sandbox/TerminalSession.h"

#include <QSize>

#include <atomic>
#include <csignal>
#include <thread>

#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace shadowbox::cli {

namespace {

// The host terminal's settings before raw mode, put back on every way out: the normal end, an
// error, and the signals that end the process (the handlers do only what is allowed there).
termios g_saved{};
std::atomic_bool g_raw{false};
std::atomic_bool g_resized{false};

void restoreTerminal()
{
    if (g_raw.exchange(false))
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &g_saved);
}

extern "C" void onEndingSignal(int signal)
{
    restoreTerminal();
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

extern "C" void onWindowChange(int)
{
    g_resized = true;
}

// Raw mode for as long as it lives.
class RawTerminal {
public:
    RawTerminal()
    {
        if (::tcgetattr(STDIN_FILENO, &g_saved) != 0)
            return;
        std::atexit(restoreTerminal);
        struct sigaction action {};
        action.sa_handler = onEndingSignal;
        for (int s : {SIGTERM, SIGHUP, SIGQUIT})
            ::sigaction(s, &action, nullptr);
        action.sa_handler = onWindowChange;
        ::sigaction(SIGWINCH, &action, nullptr);
        termios raw = g_saved;
        ::cfmakeraw(&raw);
        if (::tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0)
            g_raw = true;
    }
    ~RawTerminal() { restoreTerminal(); }
    RawTerminal(const RawTerminal &) = delete;
    RawTerminal &operator=(const RawTerminal &) = delete;
};

QSize windowSize()
{
    winsize size{};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0)
        return QSize(size.ws_col, size.ws_row);
    if (::ioctl(STDIN_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0)
        return QSize(size.ws_col, size.ws_row);
    return QSize(80, 24);
}

} // namespace

int runShell(const QStringList &rest, QCommandLineParser &p)
{
    int code = Ok;
    const QCommandLineOption noSnapshot(QStringLiteral("no-snapshot"),
                                        CliText::tr("Open the terminal without taking a snapshot first."));
    const QCommandLineOption workdir(
        QStringLiteral("workdir"), CliText::tr("Start in this folder, relative to /workspace."), QStringLiteral("DIR"));
    p.addOption(noSnapshot);
    p.addOption(workdir);
    if (!parse(p, rest, QStringLiteral("sandbox shell [--no-snapshot] [--workdir DIR] NAME [-- COMMAND [ARGS...]]"),
               CliText::tr("Opens an interactive terminal in the sandbox, in /workspace: its login shell, or "
                           "COMMAND. Colours, full-screen programs and resizing work as in `docker exec -it`; the "
                           "host terminal is put back as it was however the session ends. Exits with the "
                           "program's exit code."),
               &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional.isEmpty())
        return usage(CliText::tr("name a sandbox: `shadowbox sandbox shell NAME`."));
    if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO))
        return usage(CliText::tr("`sandbox shell` needs a terminal on stdin and stdout. For scripts, use `shadowbox "
                                 "sandbox exec NAME -- COMMAND`."));
    TerminalOptions options;
    options.command = positional.mid(1);
    options.workingDir = p.value(workdir);
    options.snapshotFirst = !p.isSet(noSnapshot);
    options.origin = kOriginCli;
    const QSize size = windowSize();
    options.columns = size.width();
    options.rows = size.height();

    Runner runner(true);
    return runner.exec([&] {
        SandboxManager *manager = runner.session().manager();
        auto session = TerminalSession::open(manager->context(), positional.first(), options, Runner::interrupt());
        if (!session)
            return fail(session.error());
        Result<TerminalSession::Ended> ended = Error::make(Error::Kind::Generic, QString());
        {
            const RawTerminal raw;
            std::atomic_bool done{false};
            // Keys go to the program as typed; a resize of the host's window follows it there.
            std::thread input([&] {
                char buffer[4096];
                while (!done) {
                    if (g_resized.exchange(false)) {
                        const QSize now = windowSize();
                        (*session)->resize(now.width(), now.height());
                    }
                    pollfd fd{STDIN_FILENO, POLLIN, 0};
                    if (::poll(&fd, 1, 50) <= 0)
                        continue;
                    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
                    if (n <= 0)
                        break;
                    (*session)->write(QByteArray(buffer, n));
                }
            });
            ended = (*session)->run(
                [](const QByteArray &bytes) {
                    qsizetype written = 0;
                    while (written < bytes.size()) {
                        const ssize_t n =
                            ::write(STDOUT_FILENO, bytes.constData() + written, size_t(bytes.size() - written));
                        if (n <= 0)
                            break;
                        written += n;
                    }
                },
                Runner::interrupt());
            done = true;
            input.join();
        }
        if (!ended)
            return fail(ended.error());
        if (!ended->exitCode) {
            err(CliText::tr("shadowbox: the terminal ended without an exit code (the sandbox stopped or was "
                            "restored).\n"));
            return int(Failure);
        }
        return *ended->exitCode;
    });
}

} // namespace shadowbox::cli
