#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/StreamDecoders.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMutex>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace shadowbox {

class Connection;
class EngineClient;

// One command for a resident shell. `token` names its pid file (CommandRunner::pidFileScript) and
// its markers; `workingDir` is absolute inside the container.
struct ShellCommand {
    QString token;
    QString command;
    QString workingDir;
};

// Finds a command's output in one channel of a resident shell's stream: bytes before the
// command's start marker are left over from earlier commands (something they left running in the
// background) and are dropped; the end marker carries the exit code. Markers may arrive cut
// anywhere, so a possible start of one is held back until it is complete or ruled out.
//
// The sandbox is not trusted: a command that learns its token (the name of its pid file) can print
// the end marker itself and end its run early with an exit code of its choosing. That is no more
// than exiting would give it; its shell then stays busy, and the next command sent there waits for
// it and still drops everything printed before its own start marker.
class ShellStreamScan {
public:
    explicit ShellStreamScan(const QString &token);
    // Feeds the channel's next bytes; returns those that are the command's output.
    QByteArray feed(const QByteArray &data);
    bool started() const { return m_started; }
    bool ended() const { return m_ended; }
    int exitCode() const { return m_exitCode; }

    // The markers, as the shell prints them.
    static QByteArray startMarker(const QString &token);
    static QByteArray endMarkerPrefix(const QString &token);

private:
    QByteArray m_start;
    QByteArray m_end;
    QByteArray m_held;
    bool m_started = false;
    bool m_ended = false;
    int m_exitCode = -1;
};

// A long-lived /bin/sh in a sandbox's container that runs the commands sent to it one at a time,
// so that a command costs a write and a read on an open connection instead of an exec of its own
// (create, start, inspect: 60 to 90 ms on Podman, which starts a conmon for every exec). Each
// command still gets what an exec gives it: a /bin/sh -c of its own in its working directory,
// stdin from /dev/null, separate stdout and stderr, its exit code, a pid file so that it can be
// stopped with everything it started, and the container's environment (the shell exports nothing).
//
// What runs in the container is plain POSIX shell, so any image with /bin/sh works. The
// connection's end is the shell's end: when this process goes (even by kill -9), the shell reads
// end of file and exits. Used by one thread at a time.
class ResidentShell {
    Q_DECLARE_TR_FUNCTIONS(ResidentShell)
public:
    enum class End {
        Exited,     // both channels carried the end marker: exitCode is the command's
        NotStarted, // the shell was gone before the command began: nothing ran
        Lost,       // the command began, then the shell ended or stopped answering
    };
    struct Outcome {
        End end = End::Lost;
        int exitCode = -1;
        std::optional<Error> failure; // for NotStarted and Lost, when the connection said why
    };

    static Result<std::unique_ptr<ResidentShell>> start(const EngineClient &client, const QString &containerId,
                                                        const CallOptions &options);
    ~ResidentShell();
    ResidentShell(const ResidentShell &) = delete;
    ResidentShell &operator=(const ResidentShell &) = delete;

    const QString &containerId() const { return m_containerId; }
    const QString &execId() const { return m_execId; }

    // Whether a command can travel over the shell's line-based framing (no NUL anywhere, no line
    // break in the working directory); the rest runs in an exec of its own.
    static bool canCarry(const ShellCommand &command);

    // Runs one command, passing its output to `sink` on this thread. `isCanceled` is asked at least
    // every 50 ms; once it says yes, `stop` is called (once): when it returns true the command has
    // `stopBudgetMs` more to end, when false (nothing can stop it: the engine is gone) the shell is
    // given up at once.
    Outcome run(const ShellCommand &command, const std::function<void(OutputChannel, const QByteArray &)> &sink,
                const std::function<bool()> &isCanceled, const std::function<bool()> &stop, int stopBudgetMs);

    // True while the shell is there and idle: drops what earlier commands' background processes
    // printed since, without waiting. A shell that left a command running is never reused.
    bool idleAndAlive();

    // The program the exec runs (public for tests).
    static QStringList program();

private:
    ResidentShell(QString containerId, QString execId, std::unique_ptr<Connection> connection);
    // Reads what is there (or waits up to `waitMs`) and decodes it; false when the shell is gone.
    bool pump(int waitMs, std::optional<Error> *failure);

    QString m_containerId;
    QString m_execId;
    std::unique_ptr<Connection> m_connection;
    std::function<void(OutputChannel, const QByteArray &)> m_route; // where decoded frames go now
    MultiplexedStreamDecoder m_decoder;
    bool m_busy = false; // a command was sent and did not end
};

// The resident shells a process keeps between commands, a few per container, shared by every
// thread of the process. Thread-safe. A shell whose container stopped, was restored to a snapshot
// or removed (by any process) has ended with it; it is found out and dropped on the next take.
class ResidentShells {
public:
    // An idle shell in `containerId`, or a new one.
    Result<std::unique_ptr<ResidentShell>> take(const EngineClient &client, const QString &containerId,
                                                const CallOptions &options);
    // Keeps a shell whose last command ended for the next one (or closes it when enough are kept).
    void giveBack(std::unique_ptr<ResidentShell> shell);
    int idleCount(const QString &containerId) const;

    static constexpr int kIdlePerContainer = 2;

private:
    int idleCountLocked(const QString &containerId) const;

    mutable QMutex m_mutex;
    std::vector<std::unique_ptr<ResidentShell>> m_idle;
};

} // namespace shadowbox
