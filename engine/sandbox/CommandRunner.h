#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/StreamDecoders.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>

#include <functional>

namespace shadowbox {

class EngineClient;
class WorkspaceUsageMonitor;

using OutputSink = std::function<void(OutputChannel channel, const QByteArray &data)>;

struct ExecOptions {
    // A snapshot of the workspace and the container's system just before the command, so that it
    // can be undone. Off only when asked for.
    bool snapshotFirst = true;
    // Where the command starts, relative to /workspace ('/'-separated, no ".." or links leading out:
    // the caller checks it); empty for /workspace itself.
    QString workingDir;
    // Who runs it, for the activity log (kOriginWindow, kOriginCli, kOriginMcp).
    QString origin;
};

// Runs a command in a sandbox's /workspace with /bin/sh -c, streaming its output, and records the
// run. Canceling stops the command and everything it started inside the container. A snapshot is
// taken first, and the command holds the sandbox's activity lock shared while it runs, so that a
// restore from any Shadowbox process waits for it (or stops it) and never interleaves with it.
class CommandRunner {
    Q_DECLARE_TR_FUNCTIONS(CommandRunner)
public:
    explicit CommandRunner(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<RunRecord> run(const QString &idOrName, const QString &command, const OutputSink &sink,
                          const CancelToken &cancel, const ExecOptions &options = {}) const;

    // Shell text that sets $variable to the file a command started with `token` records its pid in.
    static QString pidFileScript(const QString &token, const QString &variable = QStringLiteral("f"));
    // Stops the process recorded under `token` and everything it started, from an exec of its own
    // that carries on in the container whatever happens to this process.
    static void stopRemote(const EngineClient &client, const QString &containerId, const QString &token);

private:
    // Runs the command of `run` (filled in up to its start) once the sandbox is ready for it, and
    // records it, replacing the activity entry `liveEntry` that showed it running.
    Result<RunRecord> execute(const SandboxRecord &record, RunRecord run, const OutputSink &sink,
                              const CancelToken &cancel, const WorkspaceUsageMonitor &usage, qint64 liveEntry) const;
    // Why the engine refused to start a command in the sandbox, in terms of the sandbox's state.
    Error explainRefusal(const SandboxRecord &record, const Error &refusal) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
