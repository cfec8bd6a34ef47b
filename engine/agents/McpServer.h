#pragma once

#include "core/CallOptions.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QString>
#include <QThreadPool>
#include <QWaitCondition>

#include <functional>

namespace shadowbox {

// What a tool call returns: a result the agent reads, successful or not. A failure the agent should
// see and act on (a command that exited with 1, a path outside /workspace) is a result with
// isError, never a protocol error: those are for calls that could not be made at all.
struct ToolResult {
    QJsonObject structured; // structuredContent, matching the tool's output schema; empty for none
    QString text;           // the text content; empty: the structured content as JSON text
    bool isError = false;

    static ToolResult failure(const QString &sentence)
    {
        ToolResult r;
        r.text = sentence;
        r.isError = true;
        return r;
    }
};

struct ToolCall {
    QJsonObject arguments; // already checked against the tool's input schema
    CancelToken cancel;    // canceled by notifications/cancelled, or when the server stops
    // Sends notifications/progress when the client asked for progress (and does nothing otherwise);
    // callable from any thread. `total` <= 0: not known.
    std::function<void(double progress, double total, const QString &message)> progress;
};

struct McpTool {
    QString name;
    QString title;
    QString description;
    QJsonObject inputSchema;  // see ToolSchema for the keywords understood
    QJsonObject outputSchema; // empty: none
    QJsonObject annotations;  // readOnlyHint, destructiveHint, idempotentHint, openWorldHint
    std::function<ToolResult(const ToolCall &)> handler;
};

// The Model Context Protocol's server side over any line transport: initialize with version
// negotiation, ping, tools/list, tools/call (arguments checked against each tool's schema first),
// progress and cancellation. Lines arrive through receive() from the reader's thread and answers
// leave through the writer, one line each, from whichever thread has one; tool calls run on a pool
// of their own so that a long command never holds up a ping or a cancellation.
class McpServer {
    Q_DECLARE_TR_FUNCTIONS(McpServer)
public:
    // Newest first. 2025-06-18 brings structured tool results and titles; older clients get the
    // same results as text.
    static const QStringList &supportedVersions();

    using Writer = std::function<void(const QByteArray &line)>;
    // What happens, for a log: each call's start and end. Called from the pool's threads.
    using Observer = std::function<void(const QString &event)>;

    McpServer(QList<McpTool> tools, Writer writer, QJsonObject serverInfo, QString instructions = QString(),
              int maxParallelCalls = 8);
    ~McpServer(); // stops (see stop()) with no grace
    McpServer(const McpServer &) = delete;
    McpServer &operator=(const McpServer &) = delete;

    void setObserver(Observer observer) { m_observer = std::move(observer); }
    void receive(const QByteArray &line);
    // Cancels every call still running and waits up to `graceMs` for them to end; true if they did.
    // Their answers are still written, so a client that waits gets one.
    bool stop(int graceMs);
    // The protocol revision agreed in initialize (the newest until then).
    QString protocolVersion() const;
    int runningCalls() const;

private:
    // Called exactly once per request, maybe from another thread; an empty object: no answer (the
    // client canceled the request).
    using Answer = std::function<void(const QJsonObject &answer)>;
    void handleRequest(const QString &method, const QJsonValue &id, const QJsonObject &params, const Answer &answer);
    QJsonObject initialize(const QJsonValue &id, const QJsonObject &params);
    QJsonObject listTools(const QJsonValue &id) const;
    void callTool(const QJsonValue &id, const QJsonObject &params, const Answer &answer);
    void handleNotification(const QString &method, const QJsonObject &params);
    QJsonObject toolResult(const ToolResult &result) const;
    void write(const QJsonValue &message);
    bool structuredResults() const;

    QList<McpTool> m_tools;
    Writer m_writer;
    QJsonObject m_serverInfo;
    QString m_instructions;
    Observer m_observer;

    mutable QMutex m_mutex;
    QWaitCondition m_idle;
    QString m_version;
    struct Running {
        CancelToken cancel;
        bool dropAnswer = false; // canceled by the client, who no longer wants it
    };
    QHash<QString, Running> m_running; // by jsonrpc::idKey
    QMutex m_writeMutex;
    QThreadPool m_pool;
};

} // namespace shadowbox
