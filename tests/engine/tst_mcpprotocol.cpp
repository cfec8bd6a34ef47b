// The Model Context Protocol server's framing and dispatch (McpServer, JsonRpc) with tools of the
// test's own, and the input checks of every tool `shadowbox mcp` offers (ToolSchema): a bad or
// missing argument is a JSON-RPC error with a sentence, and the tool itself never runs.

#include "agents/JsonRpc.h"
#include "agents/McpServer.h"
#include "agents/SandboxTools.h"
#include "agents/ToolSchema.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QSemaphore>
#include <QTest>

using namespace shadowbox;

namespace {

QByteArray line(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject request(const QJsonValue &id, const QString &method, const QJsonObject &params = {})
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        o.insert(QStringLiteral("params"), params);
    return o;
}

QJsonObject call(const QJsonValue &id, const QString &tool, const QJsonObject &arguments, const QJsonValue &token = {})
{
    QJsonObject params{{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}};
    if (!token.isUndefined())
        params.insert(QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), token}});
    return request(id, QStringLiteral("tools/call"), params);
}

// A server with tools of the test's own, and every line it writes.
class Harness {
public:
    Harness()
    {
        McpTool echo{QStringLiteral("echo"),
                     QStringLiteral("Echo"),
                     QStringLiteral("Returns its text."),
                     QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                 {QStringLiteral("properties"),
                                  QJsonObject{{QStringLiteral("text"),
                                               QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                                           {QStringLiteral("minLength"), 1}}},
                                              {QStringLiteral("fail"),
                                               QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")}}}}},
                                 {QStringLiteral("required"), QJsonArray{QStringLiteral("text")}},
                                 {QStringLiteral("additionalProperties"), false}},
                     QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}},
                     QJsonObject{{QStringLiteral("readOnlyHint"), true}},
                     [](const ToolCall &c) {
                         ToolResult r;
                         r.structured = QJsonObject{{QStringLiteral("text"), c.arguments.value(QLatin1String("text"))}};
                         r.isError = c.arguments.value(QLatin1String("fail")).toBool();
                         return r;
                     }};
        McpTool wait{QStringLiteral("wait"),
                     QString(),
                     QStringLiteral("Waits until canceled, reporting progress."),
                     QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}},
                     QJsonObject(),
                     QJsonObject(),
                     [this](const ToolCall &c) {
                         for (int i = 1; !c.cancel.isCanceled(); ++i) {
                             c.progress(i, 0, QStringLiteral("step %1").arg(i));
                             c.progress(i, 0, QStringLiteral("again")); // not growing: not sent
                             QThread::msleep(20);
                         }
                         m_canceledCalls.release();
                         return ToolResult::failure(QStringLiteral("canceled"));
                     }};
        server = std::make_unique<McpServer>(
            QList<McpTool>{echo, wait},
            [this](const QByteArray &l) {
                const QMutexLocker lock(&m_mutex);
                QVERIFY2(!l.contains('\n'), l.constData());
                m_lines.append(l);
            },
            QJsonObject{{QStringLiteral("name"), QStringLiteral("test")},
                        {QStringLiteral("title"), QStringLiteral("Test")},
                        {QStringLiteral("version"), QStringLiteral("1")}});
    }

    // The server goes first: a call still finishing on its pool writes through this harness.
    ~Harness() { server.reset(); }

    QList<QJsonValue> lines()
    {
        const QMutexLocker lock(&m_mutex);
        QList<QJsonValue> out;
        for (const QByteArray &l : std::as_const(m_lines)) {
            const QJsonDocument d = QJsonDocument::fromJson(l);
            out.append(d.isArray() ? QJsonValue(d.array()) : QJsonValue(d.object()));
        }
        return out;
    }
    // The answer to request `id`, waiting for it.
    QJsonObject answer(const QJsonValue &id)
    {
        QJsonObject found;
        const auto look = [&] {
            for (const QJsonValue &v : lines()) {
                if (v.isObject() && v.toObject().contains(QLatin1String("id")) && v.toObject().value("id") == id)
                    found = v.toObject();
            }
            return !found.isEmpty();
        };
        QElapsedTimer waited;
        waited.start();
        while (!look() && waited.elapsed() < 5000)
            QTest::qWait(10);
        return found;
    }
    QList<QJsonObject> notifications(const QString &method)
    {
        QList<QJsonObject> out;
        for (const QJsonValue &v : lines()) {
            if (v.toObject().value(QLatin1String("method")).toString() == method)
                out.append(v.toObject());
        }
        return out;
    }
    QJsonObject roundTrip(const QJsonObject &message)
    {
        server->receive(line(message));
        return answer(message.value(QLatin1String("id")));
    }

    std::unique_ptr<McpServer> server;
    QSemaphore m_canceledCalls;

private:
    QMutex m_mutex;
    QList<QByteArray> m_lines;
};

int errorCode(const QJsonObject &answer)
{
    return answer.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt();
}

QString errorMessage(const QJsonObject &answer)
{
    return answer.value(QLatin1String("error")).toObject().value(QLatin1String("message")).toString();
}

} // namespace

class TestMcpProtocol : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesMessages()
    {
        using jsonrpc::Message;
        auto one = [](const char *text) {
            const jsonrpc::Parsed p = jsonrpc::parse(text);
            return p.messages.value(0);
        };
        QCOMPARE(one(R"({"jsonrpc":"2.0","id":1,"method":"ping"})").kind, Message::Kind::Request);
        QCOMPARE(one(R"({"jsonrpc":"2.0","id":"a","method":"x","params":{}})").kind, Message::Kind::Request);
        QCOMPARE(one(R"({"jsonrpc":"2.0","method":"notifications/initialized"})").kind, Message::Kind::Notification);
        QCOMPARE(one(R"({"jsonrpc":"2.0","id":3,"result":{}})").kind, Message::Kind::Response);
        // Invalid: no version, a null or fractional id, params that are not an object, no method.
        for (const char *bad : {R"({"id":1,"method":"ping"})", R"({"jsonrpc":"2.0","id":null,"method":"ping"})",
                                R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})",
                                R"({"jsonrpc":"2.0","id":1,"method":"ping","params":[1]})",
                                R"({"jsonrpc":"2.0","id":1})", R"({"jsonrpc":"2.0","id":1,"method":""})", R"([1])"}) {
            const Message m = one(bad);
            QVERIFY2(m.kind == Message::Kind::Invalid, bad);
            QVERIFY2(!m.problem.isEmpty(), bad);
        }
        QVERIFY(jsonrpc::parse("{\"jsonrpc\":").parseError);
        QVERIFY(jsonrpc::parse("   ").messages.isEmpty());
        const jsonrpc::Parsed batch =
            jsonrpc::parse(R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"}])");
        QVERIFY(batch.batch);
        QCOMPARE(batch.messages.size(), 2);
        QCOMPARE(batch.messages.at(1).kind, Message::Kind::Notification);
        // The id comes back exactly, and a message is one line even with newlines in its strings.
        const QByteArray encoded = jsonrpc::encode(
            jsonrpc::result(QJsonValue(qint64(9007199254740991)), QJsonObject{{"t", QStringLiteral("a\nb")}}));
        QVERIFY(!encoded.contains('\n'));
        QVERIFY(encoded.contains("9007199254740991"));
    }

    void answersFramingErrors()
    {
        Harness h;
        h.server->receive("not json");
        h.server->receive(R"({"jsonrpc":"1.0","id":7,"method":"ping"})");
        h.server->receive("[]");
        QTRY_COMPARE(h.lines().size(), 3);
        const QList<QJsonValue> lines = h.lines();
        QCOMPARE(errorCode(lines.at(0).toObject()), int(jsonrpc::ParseError));
        QVERIFY(lines.at(0).toObject().value("id").isNull());
        QCOMPARE(errorCode(lines.at(1).toObject()), int(jsonrpc::InvalidRequest));
        QCOMPARE(lines.at(1).toObject().value("id").toInt(), 7);
        QCOMPARE(errorCode(lines.at(2).toObject()), int(jsonrpc::InvalidRequest));
        // Notifications are never answered, known or not.
        h.server->receive(R"({"jsonrpc":"2.0","method":"notifications/whatever"})");
        h.server->receive(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
        QTest::qWait(50);
        QCOMPARE(h.lines().size(), 3);
        const QJsonObject unknown = h.roundTrip(request(8, QStringLiteral("resources/list")));
        QCOMPARE(errorCode(unknown), int(jsonrpc::MethodNotFound));
        QVERIFY(errorMessage(unknown).contains(QLatin1String("resources/list")));
    }

    void negotiatesTheVersion_data()
    {
        QTest::addColumn<QString>("asked");
        QTest::addColumn<QString>("agreed");
        QTest::addColumn<bool>("structured");
        QTest::newRow("2025-06-18") << "2025-06-18"
                                    << "2025-06-18" << true;
        QTest::newRow("2025-03-26") << "2025-03-26"
                                    << "2025-03-26" << false;
        QTest::newRow("2024-11-05") << "2024-11-05"
                                    << "2024-11-05" << false;
        QTest::newRow("newer") << "2025-11-25"
                               << "2025-06-18" << true;
        QTest::newRow("unknown") << "1999-01-01"
                                 << "2025-06-18" << true;
    }
    void negotiatesTheVersion()
    {
        QFETCH(QString, asked);
        QFETCH(QString, agreed);
        QFETCH(bool, structured);
        Harness h;
        const QJsonObject init =
            h.roundTrip(request(1, QStringLiteral("initialize"),
                                QJsonObject{{"protocolVersion", asked},
                                            {"capabilities", QJsonObject()},
                                            {"clientInfo", QJsonObject{{"name", "t"}, {"version", "0"}}}}));
        const QJsonObject result = init.value("result").toObject();
        QCOMPARE(result.value("protocolVersion").toString(), agreed);
        QVERIFY(result.value("capabilities").toObject().contains("tools"));
        QCOMPARE(result.value("serverInfo").toObject().value("name").toString(), QStringLiteral("test"));
        QCOMPARE(result.value("serverInfo").toObject().contains("title"), structured);

        const QJsonObject list = h.roundTrip(request(2, QStringLiteral("tools/list")));
        const QJsonArray tools = list.value("result").toObject().value("tools").toArray();
        QCOMPARE(tools.size(), 2);
        QCOMPARE(tools.at(0).toObject().value("name").toString(), QStringLiteral("echo"));
        QCOMPARE(tools.at(0).toObject().contains("outputSchema"), structured);
        QCOMPARE(tools.at(0).toObject().contains("title"), structured);
        QVERIFY(tools.at(0).toObject().value("inputSchema").toObject().contains("properties"));

        const QJsonObject echoed = h.roundTrip(call(3, QStringLiteral("echo"), {{"text", "hi"}}));
        const QJsonObject r = echoed.value("result").toObject();
        QCOMPARE(r.value("isError").toBool(), false);
        QCOMPARE(r.contains("structuredContent"), structured);
        // The text content carries the same result for clients that read only text.
        const QJsonObject fromText =
            QJsonDocument::fromJson(r.value("content").toArray().at(0).toObject().value("text").toString().toUtf8())
                .object();
        QCOMPARE(fromText.value("text").toString(), QStringLiteral("hi"));

        QCOMPARE(errorCode(h.roundTrip(request(4, QStringLiteral("initialize")))), int(jsonrpc::InvalidParams));
        QCOMPARE(h.roundTrip(request(QStringLiteral("p"), QStringLiteral("ping"))).value("result").toObject(),
                 QJsonObject());
    }

    void checksToolCalls()
    {
        Harness h;
        const QJsonObject missing = h.roundTrip(call(1, QStringLiteral("echo"), {}));
        QCOMPARE(errorCode(missing), int(jsonrpc::InvalidParams));
        QVERIFY2(errorMessage(missing).contains(QLatin1String("\"text\" is missing")),
                 qPrintable(errorMessage(missing)));
        const QJsonObject wrongType = h.roundTrip(call(2, QStringLiteral("echo"), {{"text", 5}}));
        QVERIFY2(errorMessage(wrongType).contains(QLatin1String("must be a string, not a number")),
                 qPrintable(errorMessage(wrongType)));
        const QJsonObject empty = h.roundTrip(call(3, QStringLiteral("echo"), {{"text", ""}}));
        QVERIFY(errorMessage(empty).contains(QLatin1String("must not be empty")));
        const QJsonObject extra = h.roundTrip(call(4, QStringLiteral("echo"), {{"text", "a"}, {"txt", "b"}}));
        QVERIFY2(errorMessage(extra).contains(QLatin1String("no argument \"txt\"")), qPrintable(errorMessage(extra)));
        const QJsonObject noTool = h.roundTrip(call(5, QStringLiteral("nope"), {}));
        QCOMPARE(errorCode(noTool), int(jsonrpc::InvalidParams));
        QVERIFY(errorMessage(noTool).contains(QLatin1String("tools/list")));
        QJsonObject notObject = call(6, QStringLiteral("echo"), {});
        QJsonObject params = notObject.value("params").toObject();
        params.insert("arguments", QJsonArray{1});
        notObject.insert("params", params);
        QVERIFY(errorMessage(h.roundTrip(notObject)).contains(QLatin1String("must be a JSON object")));
        // A failure the agent should read is a result, not a protocol error.
        const QJsonObject failed = h.roundTrip(call(7, QStringLiteral("echo"), {{"text", "x"}, {"fail", true}}));
        QVERIFY(!failed.contains("error"));
        QCOMPARE(failed.value("result").toObject().value("isError").toBool(), true);
    }

    void reportsProgressAndCancels()
    {
        Harness h;
        h.server->receive(line(call(QStringLiteral("w1"), QStringLiteral("wait"), {}, QStringLiteral("tok"))));
        QTRY_VERIFY(h.notifications(QStringLiteral("notifications/progress")).size() >= 3);
        // The same id again while it runs is refused; ping still answers while the call runs.
        QCOMPARE(errorCode(h.roundTrip(call(QStringLiteral("w1"), QStringLiteral("echo"), {{"text", "a"}}))),
                 int(jsonrpc::InvalidRequest));
        QVERIFY(h.roundTrip(request(9, QStringLiteral("ping"))).contains("result"));
        QCOMPARE(h.server->runningCalls(), 1);
        h.server->receive(line(QJsonObject{{"jsonrpc", "2.0"},
                                           {"method", "notifications/cancelled"},
                                           {"params", QJsonObject{{"requestId", "w1"}, {"reason", "test"}}}}));
        QVERIFY(h.m_canceledCalls.tryAcquire(1, 5000));
        QTRY_COMPARE(h.server->runningCalls(), 0);
        QTest::qWait(50);
        // A canceled request gets no answer at all.
        for (const QJsonValue &v : h.lines())
            QVERIFY(!(v.toObject().value("id") == QJsonValue(QStringLiteral("w1")) && v.toObject().contains("result")));
        const QList<QJsonObject> progress = h.notifications(QStringLiteral("notifications/progress"));
        double last = 0;
        for (const QJsonObject &n : progress) {
            const QJsonObject p = n.value("params").toObject();
            QCOMPARE(p.value("progressToken").toString(), QStringLiteral("tok"));
            QVERIFY(p.value("progress").toDouble() > last); // only ever grows
            last = p.value("progress").toDouble();
            QVERIFY(p.value("message").toString().startsWith(QLatin1String("step ")));
        }
        // Without a progress token, no progress is sent.
        const qsizetype before = progress.size();
        h.server->receive(line(call(QStringLiteral("w2"), QStringLiteral("wait"), {})));
        QTRY_COMPARE(h.server->runningCalls(), 1);
        QTest::qWait(100);
        QVERIFY(h.server->stop(5000)); // stopping cancels what runs, and still answers it
        QCOMPARE(h.notifications(QStringLiteral("notifications/progress")).size(), before);
        QCOMPARE(h.answer(QStringLiteral("w2")).value("result").toObject().value("isError").toBool(), true);
    }

    void answersABatchAsOneArray()
    {
        Harness h;
        h.server->receive(QByteArray("[") + line(call(1, QStringLiteral("echo"), {{"text", "a"}})) + "," +
                          line(request(2, QStringLiteral("ping"))) + "," +
                          R"({"jsonrpc":"2.0","method":"notifications/initialized"})" + "," +
                          line(call(3, QStringLiteral("echo"), {})) + "]");
        QTRY_COMPARE(h.lines().size(), 1);
        const QJsonArray answers = h.lines().constFirst().toArray();
        QCOMPARE(answers.size(), 3);
        QSet<int> ids;
        for (const QJsonValue &a : answers)
            ids.insert(a.toObject().value("id").toInt());
        QCOMPARE(ids, (QSet<int>{1, 2, 3}));
    }

    // Every tool of `shadowbox mcp`: a well-formed schema, and each required argument missing, each
    // argument of the wrong type and an unknown one are refused with a sentence naming it.
    void everyShadowboxToolChecksItsInput()
    {
        SandboxTools sandboxTools(nullptr, QString());
        const QList<McpTool> tools = sandboxTools.tools();
        QStringList names;
        for (const McpTool &t : tools)
            names << t.name;
        for (const char *needed : {"sandbox_list", "sandbox_create", "run_command", "read_file", "write_file",
                                   "edit_file", "list_files", "delete_file", "changes", "snapshot", "rollback"})
            QVERIFY2(names.contains(QLatin1String(needed)), needed);
        // The handlers would need a sandbox manager; none is given, so a call that reached one would
        // crash the test: every call below must be stopped by the input check.
        McpServer server(
            tools, [](const QByteArray &) {}, QJsonObject{{"name", "shadowbox"}, {"version", "0"}});
        for (const McpTool &t : tools) {
            QVERIFY2(ToolSchema::checkSchema(t.inputSchema).isEmpty(),
                     qPrintable(t.name + u':' + ToolSchema::checkSchema(t.inputSchema)));
            QVERIFY2(!t.description.isEmpty() && !t.title.isEmpty(), qPrintable(t.name));
            const QJsonObject properties = t.inputSchema.value("properties").toObject();
            QJsonObject valid;
            for (const QJsonValue &r : t.inputSchema.value("required").toArray()) {
                const QJsonObject p = properties.value(r.toString()).toObject();
                valid.insert(r.toString(), p.value("type") == QJsonValue("integer") ? QJsonValue(1)
                                                                                    : QJsonValue(QStringLiteral("x")));
            }
            QVERIFY2(ToolSchema::validate(t.inputSchema, valid).isEmpty(), qPrintable(t.name));
            for (const QJsonValue &r : t.inputSchema.value("required").toArray()) {
                QJsonObject without = valid;
                without.remove(r.toString());
                const QString problem = ToolSchema::validate(t.inputSchema, without);
                QVERIFY2(problem.contains(u'"' + r.toString() + QStringLiteral("\" is missing")),
                         qPrintable(t.name + u':' + problem));
            }
            for (auto it = properties.begin(); it != properties.end(); ++it) {
                QJsonObject wrong = valid;
                const QString type = it.value().toObject().value("type").toString();
                wrong.insert(it.key(),
                             type == QLatin1String("string") ? QJsonValue(12) : QJsonValue(QStringLiteral("12")));
                const QString problem = ToolSchema::validate(t.inputSchema, wrong);
                QVERIFY2(problem.contains(u'"' + it.key() + u'"') && problem.contains(QLatin1String("must be")),
                         qPrintable(t.name + u'.' + it.key() + u':' + problem));
                if (type == QLatin1String("integer")) {
                    wrong.insert(it.key(), it.value().toObject().value("minimum").toDouble() - 1);
                    QVERIFY2(ToolSchema::validate(t.inputSchema, wrong).contains(QLatin1String("at least")),
                             qPrintable(t.name + u'.' + it.key()));
                }
            }
            QJsonObject unknown = valid;
            unknown.insert(QStringLiteral("no_such_argument"), true);
            QVERIFY2(ToolSchema::validate(t.inputSchema, unknown).contains(QLatin1String("no_such_argument")),
                     qPrintable(t.name));

            // Through the server: the same sentences come back as JSON-RPC errors.
            QJsonObject answer;
            McpServer checking(
                tools, [&](const QByteArray &l) { answer = QJsonDocument::fromJson(l).object(); },
                QJsonObject{{"name", "shadowbox"}, {"version", "0"}});
            checking.receive(line(call(1, t.name, unknown)));
            QCOMPARE(errorCode(answer), int(jsonrpc::InvalidParams));
            QVERIFY(errorMessage(answer).contains(QLatin1String("no_such_argument")));
        }
    }
};

QTEST_GUILESS_MAIN(TestMcpProtocol)
#include "tst_mcpprotocol.moc"
