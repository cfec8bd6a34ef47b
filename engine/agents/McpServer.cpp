#include "agents/McpServer.h"

#include "agents/JsonRpc.h"
#include "agents/ToolSchema.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

namespace shadowbox {

namespace {
const QString kNewestVersion = QStringLiteral("2025-06-18");
} // namespace

const QStringList &McpServer::supportedVersions()
{
    static const QStringList versions{kNewestVersion, QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
    return versions;
}

McpServer::McpServer(QList<McpTool> tools, Writer writer, QJsonObject serverInfo, QString instructions,
                     int maxParallelCalls)
    : m_tools(std::move(tools))
    , m_writer(std::move(writer))
    , m_serverInfo(std::move(serverInfo))
    , m_instructions(std::move(instructions))
    , m_version(kNewestVersion)
{
    m_pool.setMaxThreadCount(maxParallelCalls);
    // A command may wait for its sandbox for minutes; a thread of the pool is never retired under it.
    m_pool.setExpiryTimeout(-1);
}

McpServer::~McpServer()
{
    stop(0);
    m_pool.waitForDone();
}

QString McpServer::protocolVersion() const
{
    const QMutexLocker lock(&m_mutex);
    return m_version;
}

int McpServer::runningCalls() const
{
    const QMutexLocker lock(&m_mutex);
    return int(m_running.size());
}

bool McpServer::structuredResults() const
{
    return protocolVersion() >= kNewestVersion; // the revisions are dates, so they sort as text
}

void McpServer::write(const QJsonValue &message)
{
    const QByteArray line = jsonrpc::encode(message);
    const QMutexLocker lock(&m_writeMutex);
    m_writer(line);
}

void McpServer::receive(const QByteArray &line)
{
    const jsonrpc::Parsed parsed = jsonrpc::parse(line);
    if (parsed.parseError) {
        write(jsonrpc::error(QJsonValue(), jsonrpc::ParseError, parsed.problem));
        return;
    }
    if (parsed.messages.isEmpty())
        return;

    // Every request of a batch is answered in one array once the last of them has its answer.
    struct Batch {
        QMutex mutex;
        QJsonArray answers;
        int pending = 0;
    };
    std::shared_ptr<Batch> batch;
    if (parsed.batch) {
        batch = std::make_shared<Batch>();
        for (const jsonrpc::Message &m : parsed.messages) {
            if (m.kind == jsonrpc::Message::Kind::Request || m.kind == jsonrpc::Message::Kind::Invalid)
                ++batch->pending;
        }
    }
    const auto answerFor = [this, batch](const QJsonObject &answer) {
        if (!batch) {
            if (!answer.isEmpty())
                write(answer);
            return;
        }
        QJsonArray complete;
        {
            const QMutexLocker lock(&batch->mutex);
            if (!answer.isEmpty())
                batch->answers.append(answer);
            if (--batch->pending > 0)
                return;
            complete = batch->answers;
        }
        if (!complete.isEmpty())
            write(complete);
    };

    for (const jsonrpc::Message &m : parsed.messages) {
        switch (m.kind) {
        case jsonrpc::Message::Kind::Invalid:
            answerFor(jsonrpc::error(m.id, jsonrpc::InvalidRequest, m.problem));
            break;
        case jsonrpc::Message::Kind::Notification:
            handleNotification(m.method, m.params.toObject());
            break;
        case jsonrpc::Message::Kind::Response:
            break; // this server sends no requests, so no answer is awaited
        case jsonrpc::Message::Kind::Request:
            handleRequest(m.method, m.id, m.params.toObject(), answerFor);
            break;
        }
    }
}

void McpServer::handleRequest(const QString &method, const QJsonValue &id, const QJsonObject &params,
                              const Answer &answer)
{
    if (method == QLatin1String("initialize"))
        return answer(initialize(id, params));
    if (method == QLatin1String("ping"))
        return answer(jsonrpc::result(id, QJsonObject()));
    if (method == QLatin1String("tools/list"))
        return answer(listTools(id));
    if (method == QLatin1String("tools/call"))
        return callTool(id, params, answer);
    answer(jsonrpc::error(id, jsonrpc::MethodNotFound,
                          tr("Shadowbox's MCP server has no method \"%1\"; it offers tools (tools/list, tools/call) "
                             "and ping.")
                              .arg(method)));
}

QJsonObject McpServer::initialize(const QJsonValue &id, const QJsonObject &params)
{
    const QString asked = params.value(QLatin1String("protocolVersion")).toString();
    if (asked.isEmpty())
        return jsonrpc::error(id, jsonrpc::InvalidParams,
                              tr("initialize needs \"protocolVersion\": the newest MCP revision the client speaks."));
    // The client's revision when this server speaks it; otherwise the newest this server speaks,
    // and the client decides whether it can work with that.
    const QString agreed = supportedVersions().contains(asked) ? asked : kNewestVersion;
    {
        const QMutexLocker lock(&m_mutex);
        m_version = agreed;
    }
    QJsonObject info = m_serverInfo;
    if (agreed < kNewestVersion)
        info.remove(QStringLiteral("title"));
    QJsonObject result{
        {QStringLiteral("protocolVersion"), agreed},
        {QStringLiteral("capabilities"),
         QJsonObject{{QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}}}},
        {QStringLiteral("serverInfo"), info},
    };
    if (!m_instructions.isEmpty())
        result.insert(QStringLiteral("instructions"), m_instructions);
    return jsonrpc::result(id, result);
}

QJsonObject McpServer::listTools(const QJsonValue &id) const
{
    const bool structured = structuredResults();
    QJsonArray tools;
    for (const McpTool &t : m_tools) {
        QJsonObject tool{{QStringLiteral("name"), t.name},
                         {QStringLiteral("description"), t.description},
                         {QStringLiteral("inputSchema"), t.inputSchema}};
        if (structured && !t.title.isEmpty())
            tool.insert(QStringLiteral("title"), t.title);
        if (structured && !t.outputSchema.isEmpty())
            tool.insert(QStringLiteral("outputSchema"), t.outputSchema);
        if (!t.annotations.isEmpty()) {
            QJsonObject annotations = t.annotations;
            if (structured && !t.title.isEmpty())
                annotations.insert(QStringLiteral("title"), t.title);
            tool.insert(QStringLiteral("annotations"), annotations);
        }
        tools.append(tool);
    }
    return jsonrpc::result(id, QJsonObject{{QStringLiteral("tools"), tools}});
}

QJsonObject McpServer::toolResult(const ToolResult &result) const
{
    const bool structured = structuredResults() && !result.structured.isEmpty();
    QString text = result.text;
    if (text.isEmpty() && !result.structured.isEmpty())
        text = QString::fromUtf8(QJsonDocument(result.structured).toJson(QJsonDocument::Indented));
    QJsonObject out{
        {QStringLiteral("content"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}}},
        {QStringLiteral("isError"), result.isError},
    };
    if (structured)
        out.insert(QStringLiteral("structuredContent"), result.structured);
    return out;
}

void McpServer::callTool(const QJsonValue &id, const QJsonObject &params, const Answer &answer)
{
    const QJsonValue nameValue = params.value(QLatin1String("name"));
    if (!nameValue.isString())
        return answer(jsonrpc::error(id, jsonrpc::InvalidParams,
                                     tr("tools/call needs \"name\": one of the tools tools/list returns.")));
    const QString name = nameValue.toString();
    const McpTool *tool = nullptr;
    for (const McpTool &t : m_tools) {
        if (t.name == name)
            tool = &t;
    }
    if (!tool)
        return answer(
            jsonrpc::error(id, jsonrpc::InvalidParams,
                           tr("There is no tool \"%1\". Call tools/list for the tools Shadowbox offers.").arg(name)));
    const QJsonValue arguments = params.value(QLatin1String("arguments"));
    const QString problem = ToolSchema::validate(tool->inputSchema, arguments);
    if (!problem.isEmpty())
        return answer(jsonrpc::error(id, jsonrpc::InvalidParams, problem, QJsonObject{{QStringLiteral("tool"), name}}));

    const QString key = jsonrpc::idKey(id);
    ToolCall call;
    call.arguments = arguments.toObject();
    {
        const QMutexLocker lock(&m_mutex);
        if (m_running.contains(key))
            return answer(jsonrpc::error(
                id, jsonrpc::InvalidRequest,
                tr("A request with the id %1 is still running; every request needs an id of its own.").arg(key)));
        m_running.insert(key, Running{call.cancel, false});
    }
    const QJsonValue progressToken =
        params.value(QLatin1String("_meta")).toObject().value(QLatin1String("progressToken"));
    if (progressToken.isString() || progressToken.isDouble()) {
        // Progress must only grow; a call reporting the same figure twice sends it once.
        auto last = std::make_shared<std::pair<QMutex, double>>();
        last->second = -1;
        call.progress = [this, progressToken, last](double progress, double total, const QString &message) {
            {
                const QMutexLocker lock(&last->first);
                if (progress <= last->second)
                    return;
                last->second = progress;
            }
            QJsonObject p{{QStringLiteral("progressToken"), progressToken}, {QStringLiteral("progress"), progress}};
            if (total > 0)
                p.insert(QStringLiteral("total"), total);
            if (!message.isEmpty())
                p.insert(QStringLiteral("message"), message);
            write(jsonrpc::notification(QStringLiteral("notifications/progress"), p));
        };
    } else {
        call.progress = [](double, double, const QString &) {};
    }

    const McpTool &chosen = *tool;
    m_pool.start([this, id, key, call, &chosen, answer] {
        if (m_observer)
            m_observer(QStringLiteral("call %1 %2").arg(key, chosen.name));
        QElapsedTimer timer;
        timer.start();
        const ToolResult result = chosen.handler(call);
        bool drop = false;
        {
            const QMutexLocker lock(&m_mutex);
            drop = m_running.value(key).dropAnswer;
            m_running.remove(key);
            if (m_running.isEmpty())
                m_idle.wakeAll();
        }
        if (m_observer)
            m_observer(QStringLiteral("end %1 %2 %3 ms%4%5")
                           .arg(key, chosen.name)
                           .arg(timer.elapsed())
                           .arg(result.isError ? QStringLiteral(" error") : QString(),
                                drop ? QStringLiteral(" canceled") : QString()));
        // A request the client canceled gets no answer (MCP: the receiver should not answer it).
        answer(drop ? QJsonObject() : jsonrpc::result(id, toolResult(result)));
    });
}

void McpServer::handleNotification(const QString &method, const QJsonObject &params)
{
    if (method == QLatin1String("notifications/cancelled")) {
        const QJsonValue requestId = params.value(QLatin1String("requestId"));
        if (!requestId.isString() && !requestId.isDouble())
            return;
        const QMutexLocker lock(&m_mutex);
        const auto it = m_running.find(jsonrpc::idKey(requestId));
        if (it == m_running.end())
            return; // already answered: a cancellation may cross the answer
        it->dropAnswer = true;
        it->cancel.cancel();
    }
    // notifications/initialized and anything else a client announces need nothing from this server.
}

bool McpServer::stop(int graceMs)
{
    QMutexLocker lock(&m_mutex);
    for (Running &r : m_running)
        r.cancel.cancel();
    const QDeadlineTimer deadline(graceMs);
    while (!m_running.isEmpty()) {
        if (!m_idle.wait(&m_mutex, deadline))
            return m_running.isEmpty();
    }
    return true;
}

} // namespace shadowbox
