#include "agents/JsonRpc.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace shadowbox::jsonrpc {

namespace {

bool validId(const QJsonValue &id)
{
    if (id.isString())
        return true;
    // JSON-RPC allows fractions; MCP asks for strings or integers, and an id must be echoed exactly.
    if (id.isDouble()) {
        const double d = id.toDouble();
        return std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= 9007199254740991.0;
    }
    return false;
}

Message read(const QJsonValue &value)
{
    Message m;
    if (!value.isObject()) {
        m.problem = JsonRpcText::tr("A JSON-RPC message must be a JSON object.");
        return m;
    }
    const QJsonObject o = value.toObject();
    if (o.contains(QLatin1String("id")) && validId(o.value(QLatin1String("id"))))
        m.id = o.value(QLatin1String("id"));
    if (o.value(QLatin1String("jsonrpc")).toString() != QLatin1String("2.0")) {
        m.problem = JsonRpcText::tr("The message lacks \"jsonrpc\": \"2.0\".");
        return m;
    }
    const bool hasMethod = o.contains(QLatin1String("method"));
    if (!hasMethod) {
        if (o.contains(QLatin1String("result")) || o.contains(QLatin1String("error"))) {
            m.kind = Message::Kind::Response;
            return m;
        }
        m.problem = JsonRpcText::tr("The message has neither a \"method\" nor a \"result\" or \"error\".");
        return m;
    }
    if (!o.value(QLatin1String("method")).isString() || o.value(QLatin1String("method")).toString().isEmpty()) {
        m.problem = JsonRpcText::tr("\"method\" must be a non-empty string.");
        return m;
    }
    m.method = o.value(QLatin1String("method")).toString();
    if (o.contains(QLatin1String("params"))) {
        const QJsonValue params = o.value(QLatin1String("params"));
        if (!params.isObject()) {
            m.problem = JsonRpcText::tr("\"params\" must be a JSON object.");
            return m;
        }
        m.params = params;
    }
    if (!o.contains(QLatin1String("id"))) {
        m.kind = Message::Kind::Notification;
        return m;
    }
    if (!validId(o.value(QLatin1String("id")))) {
        m.problem = JsonRpcText::tr("\"id\" must be a string or an integer (never null).");
        return m;
    }
    m.kind = Message::Kind::Request;
    return m;
}

} // namespace

Parsed parse(const QByteArray &line)
{
    Parsed parsed;
    if (line.trimmed().isEmpty())
        return parsed;
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        parsed.parseError = true;
        parsed.problem = JsonRpcText::tr("The line is not valid JSON (%1 at byte %2).")
                             .arg(jsonError.errorString())
                             .arg(jsonError.offset);
        return parsed;
    }
    if (doc.isArray()) {
        parsed.batch = true;
        const QJsonArray items = doc.array();
        if (items.isEmpty()) {
            Message m;
            m.problem = JsonRpcText::tr("An empty batch holds no request.");
            parsed.batch = false; // answered with one error, not an empty array
            parsed.messages.append(m);
            return parsed;
        }
        for (const QJsonValue &item : items)
            parsed.messages.append(read(item));
        return parsed;
    }
    parsed.messages.append(read(doc.object()));
    return parsed;
}

QByteArray encode(const QJsonValue &message)
{
    if (message.isArray())
        return QJsonDocument(message.toArray()).toJson(QJsonDocument::Compact);
    return QJsonDocument(message.toObject()).toJson(QJsonDocument::Compact);
}

QJsonObject result(const QJsonValue &id, const QJsonValue &value)
{
    return QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("result"), value}};
}

QJsonObject error(const QJsonValue &id, int code, const QString &message, const QJsonValue &data)
{
    QJsonObject e{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined())
        e.insert(QStringLiteral("data"), data);
    return QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("id"), id.isUndefined() ? QJsonValue(QJsonValue::Null) : id},
                       {QStringLiteral("error"), e}};
}

QJsonObject notification(const QString &method, const QJsonObject &params)
{
    return QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("method"), method},
                       {QStringLiteral("params"), params}};
}

QString idKey(const QJsonValue &id)
{
    return QString::fromUtf8(encode(QJsonArray{id}));
}

} // namespace shadowbox::jsonrpc
