#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QMutex>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace shadowbox {

class SandboxContext;
struct HijackedStream;

struct TerminalOptions {
    // Empty: the sandbox's login shell (bash when the image has it, sh otherwise).
    QStringList command;
    QString workingDir; // relative to /workspace; empty for /workspace
    QStringList env;    // KEY=VALUE, besides TERM=xterm-256color
    int columns = 80;
    int rows = 24;
    QString origin; // who opened it, for the activity log (kOriginWindow, kOriginCli)
    // A snapshot before the session, so that rollback undoes what is done in it (what runs inside is
    // not seen command by command: the window's quiet-workspace snapshots cover it as it goes).
    bool snapshotFirst = true;
};

// An interactive program in a sandbox with a real terminal: exec with a TTY and stdin attached,
// over the engine's hijacked connection, as `docker exec -it` does. run() pumps both ways on its
// own thread until the program ends; write() and resize() may be called from any thread and are
// carried out by that loop. The session is written to the activity log (start, end, duration,
// exit code, bytes).
class TerminalSession {
    Q_DECLARE_TR_FUNCTIONS(TerminalSession)
public:
    struct Ended {
        std::optional<int> exitCode; // none when the sandbox went away under the session
        qint64 durationMs = 0;
        qint64 bytesOut = 0; // from the program
        qint64 bytesIn = 0;  // to the program
    };

    // Makes the exec (after the snapshot, if asked) but does not start it.
    static Result<std::unique_ptr<TerminalSession>> open(const SandboxContext &context, const QString &idOrName,
                                                         const TerminalOptions &options, const CancelToken &cancel);
    ~TerminalSession();
    TerminalSession(const TerminalSession &) = delete;
    TerminalSession &operator=(const TerminalSession &) = delete;

    const SandboxRecord &sandbox() const { return m_record; }
    // Starts the program and pumps until it ends or `stop` is canceled (then the connection is
    // closed; the program gets a hangup). `output` is called on this thread.
    Result<Ended> run(const std::function<void(const QByteArray &bytes)> &output, const CancelToken &stop);
    void write(const QByteArray &bytes);
    void resize(int columns, int rows);

    // The command a terminal runs when none is given.
    static QStringList loginShell();

private:
    TerminalSession(const SandboxContext &context, SandboxRecord record, QString execId, TerminalOptions options);

    const SandboxContext &m_context;
    SandboxRecord m_record;
    QString m_execId;
    QString m_token; // names the program's pid file (CommandRunner::pidFileScript)
    TerminalOptions m_options;

    QMutex m_mutex; // guards what other threads hand to the loop
    QByteArray m_input;
    std::optional<std::pair<int, int>> m_size;
};

} // namespace shadowbox
