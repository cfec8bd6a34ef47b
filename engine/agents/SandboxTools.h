#pragma once

#include "agents/McpServer.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QMutex>

namespace shadowbox {

class SandboxManager;

// The tools `shadowbox mcp` offers an agent on the host: pick or make a sandbox, run commands in
// it, read and change its files, see what changed since the baseline, take and restore snapshots.
// Nothing reaches the host: every path is confined to /workspace (WorkspaceFiles), every command
// runs in the container, a snapshot precedes every command and every file change, and each call is
// written to the activity log with the caller named "mcp".
class SandboxTools {
    Q_DECLARE_TR_FUNCTIONS(SandboxTools)
public:
    // What run_command returns of each stream before cutting the middle out (the whole output is
    // kept; run_output reads it).
    static constexpr qint64 kOutputHeadBytes = 8 * 1024;
    static constexpr qint64 kOutputTailBytes = 24 * 1024;
    // What read_file returns at most in one call (ask for a line range for the rest).
    static constexpr qint64 kReadLimitBytes = 256 * 1024;
    // The unified diff `changes` returns at most.
    static constexpr qint64 kDiffLimitBytes = 256 * 1024;
    static constexpr int kDefaultTimeoutSeconds = 600;

    // `sandbox`: the one every call works on unless it names another (from `--sandbox NAME`); empty:
    // none until sandbox_create or sandbox_select.
    SandboxTools(SandboxManager *manager, QString sandbox);

    // The definitions with their handlers. `manager` may be null for looking at the definitions
    // (their schemas) only.
    QList<McpTool> tools();
    QString currentSandbox() const;

private:
    Result<SandboxRecord> target(const QJsonObject &arguments) const;
    void remember(const SandboxRecord &record);
    // Records a file operation in the activity log (best effort: the operation stands either way).
    void logActivity(const SandboxRecord &record, const QString &kind, const QByteArray &target, qint64 durationMs,
                     qint64 bytes, bool ok, const QString &detail) const;
    // Runs `change` on the sandbox's workspace as a command would run: holding the sandbox's activity
    // lock shared (a restore never interleaves with it), after a snapshot of the state before it.
    Result<qint64> guardedChange(const SandboxRecord &record, const QString &description, const CancelToken &cancel,
                                 const std::function<Status()> &change) const;

    ToolResult sandboxList(const ToolCall &call);
    ToolResult sandboxCreate(const ToolCall &call);
    ToolResult sandboxSelect(const ToolCall &call);
    ToolResult runCommand(const ToolCall &call);
    ToolResult runOutput(const ToolCall &call);
    ToolResult readFile(const ToolCall &call);
    ToolResult writeFile(const ToolCall &call);
    ToolResult editFile(const ToolCall &call);
    ToolResult listFiles(const ToolCall &call);
    ToolResult deleteFile(const ToolCall &call);
    ToolResult changes(const ToolCall &call);
    ToolResult snapshot(const ToolCall &call);
    ToolResult rollback(const ToolCall &call);

    SandboxManager *m_manager;
    mutable QMutex m_mutex;
    QString m_current; // sandbox id or name
};

} // namespace shadowbox
