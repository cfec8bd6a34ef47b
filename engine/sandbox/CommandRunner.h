#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/StreamDecoders.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>

#include <functional>

namespace shadowbox {

using OutputSink = std::function<void(OutputChannel channel, const QByteArray &data)>;

// Runs a command in a sandbox's /workspace with /bin/sh -c, streaming its output, and records the
// run. Canceling stops the command and everything it started inside the container.
class CommandRunner {
    Q_DECLARE_TR_FUNCTIONS(CommandRunner)
public:
    explicit CommandRunner(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<RunRecord> run(const QString &idOrName, const QString &command, const OutputSink &sink,
                          const CancelToken &cancel) const;

private:
    // Why the engine refused to start a command in the sandbox, in terms of the sandbox's state.
    Error explainRefusal(const SandboxRecord &record, const Error &refusal) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
