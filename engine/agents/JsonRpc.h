#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

// JSON-RPC 2.0 as the Model Context Protocol's stdio transport carries it: one message (or, before
// MCP 2025-06-18, one batch) per line, UTF-8, no newline inside a message.
namespace shadowbox::jsonrpc {

class JsonRpcText {
    Q_DECLARE_TR_FUNCTIONS(JsonRpc)
};

enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
};

struct Message {
    enum class Kind {
        Request,      // has an id and a method: answered with a result or an error
        Notification, // a method without an id: never answered
        Response,     // a result or an error for a request of ours
        Invalid,      // answered with InvalidRequest (`problem` says why), with the id when one was readable
    };
    Kind kind = Kind::Invalid;
    QJsonValue id; // string or integer; Undefined for notifications and unreadable ids
    QString method;
    QJsonValue params; // object (or Undefined); anything else is Invalid
    QString problem;
};

struct Parsed {
    QList<Message> messages;
    bool batch = false;      // the line held an array: the answers go back as one array
    bool parseError = false; // not JSON at all: answered with ParseError and a null id
    QString problem;         // for a parse error, where it failed
};

// Reads one line. An empty line (or one of whitespace) holds no message.
Parsed parse(const QByteArray &line);

// One line to write, without the trailing newline; compact JSON never holds a raw newline.
QByteArray encode(const QJsonValue &message);

QJsonObject result(const QJsonValue &id, const QJsonValue &value);
// `id` Undefined becomes null, as JSON-RPC asks when the request's id could not be read.
QJsonObject error(const QJsonValue &id, int code, const QString &message, const QJsonValue &data = QJsonValue());
QJsonObject notification(const QString &method, const QJsonObject &params);

// The key a request is known by while it runs (for cancellation): its id as compact JSON.
QString idKey(const QJsonValue &id);

} // namespace shadowbox::jsonrpc
