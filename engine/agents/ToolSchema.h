#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace shadowbox {

// Checks a tool's arguments against the JSON Schema the tool publishes in tools/list, so that what
// an agent is told and what is checked cannot drift apart. Only the part of JSON Schema the tools
// use is understood: type (object, string, integer, number, boolean, array), properties, required,
// additionalProperties: false, enum, minimum, maximum, minLength, maxLength, items, minItems,
// maxItems. A schema keyword outside that set is a programming error, reported by checkSchema().
class ToolSchema {
    Q_DECLARE_TR_FUNCTIONS(ToolSchema)
public:
    // Empty when `arguments` fits `schema`; otherwise one sentence naming the first argument that
    // does not and what it should be, for the agent to correct its call.
    static QString validate(const QJsonObject &schema, const QJsonValue &arguments);

    // Empty when `schema` uses only the keywords above, with known types; otherwise what is wrong.
    static QString checkSchema(const QJsonObject &schema);
};

} // namespace shadowbox
