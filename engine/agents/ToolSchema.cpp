#include "agents/ToolSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace shadowbox {

namespace {

QString typeOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return ToolSchema::tr("null");
    case QJsonValue::Bool:
        return ToolSchema::tr("a boolean");
    case QJsonValue::Double:
        return ToolSchema::tr("a number");
    case QJsonValue::String:
        return ToolSchema::tr("a string");
    case QJsonValue::Array:
        return ToolSchema::tr("an array");
    case QJsonValue::Object:
        return ToolSchema::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return ToolSchema::tr("nothing");
}

QString expected(const QString &type)
{
    if (type == QLatin1String("string"))
        return ToolSchema::tr("a string");
    if (type == QLatin1String("integer"))
        return ToolSchema::tr("an integer");
    if (type == QLatin1String("number"))
        return ToolSchema::tr("a number");
    if (type == QLatin1String("boolean"))
        return ToolSchema::tr("true or false");
    if (type == QLatin1String("array"))
        return ToolSchema::tr("an array");
    return ToolSchema::tr("an object");
}

bool hasType(const QJsonValue &v, const QString &type)
{
    if (type == QLatin1String("string"))
        return v.isString();
    if (type == QLatin1String("number"))
        return v.isDouble() && std::isfinite(v.toDouble());
    if (type == QLatin1String("integer"))
        return v.isDouble() && std::isfinite(v.toDouble()) && std::floor(v.toDouble()) == v.toDouble();
    if (type == QLatin1String("boolean"))
        return v.isBool();
    if (type == QLatin1String("array"))
        return v.isArray();
    if (type == QLatin1String("object"))
        return v.isObject();
    return false;
}

QString number(double d)
{
    return std::floor(d) == d ? QString::number(qint64(d)) : QString::number(d);
}

QString check(const QJsonObject &schema, const QJsonValue &value, const QString &name)
{
    const QString type = schema.value(QLatin1String("type")).toString();
    if (!type.isEmpty() && !hasType(value, type))
        return ToolSchema::tr("The argument \"%1\" must be %2, not %3.").arg(name, expected(type), typeOf(value));
    if (schema.contains(QLatin1String("enum"))) {
        const QJsonArray allowed = schema.value(QLatin1String("enum")).toArray();
        if (!allowed.contains(value)) {
            QStringList names;
            for (const QJsonValue &a : allowed)
                names
                    << QString::fromUtf8(QJsonDocument(QJsonArray{a}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
            return ToolSchema::tr("The argument \"%1\" must be one of %2.").arg(name, names.join(QStringLiteral(", ")));
        }
    }
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (schema.contains(QLatin1String("minimum")) && d < schema.value(QLatin1String("minimum")).toDouble())
            return ToolSchema::tr("The argument \"%1\" must be at least %2; it is %3.")
                .arg(name, number(schema.value(QLatin1String("minimum")).toDouble()), number(d));
        if (schema.contains(QLatin1String("maximum")) && d > schema.value(QLatin1String("maximum")).toDouble())
            return ToolSchema::tr("The argument \"%1\" must be at most %2; it is %3.")
                .arg(name, number(schema.value(QLatin1String("maximum")).toDouble()), number(d));
    }
    if (value.isString()) {
        // JSON Schema counts characters (code points), not UTF-16 units.
        const qsizetype length = value.toString().toUcs4().size();
        const int minLength = schema.value(QLatin1String("minLength")).toInt(0);
        if (length < minLength)
            return minLength == 1 ? ToolSchema::tr("The argument \"%1\" must not be empty.").arg(name)
                                  : ToolSchema::tr("The argument \"%1\" must be at least %2 characters long.")
                                        .arg(name)
                                        .arg(minLength);
        if (schema.contains(QLatin1String("maxLength")) && length > schema.value(QLatin1String("maxLength")).toInt())
            return ToolSchema::tr("The argument \"%1\" must be at most %2 characters long; it has %3.")
                .arg(name)
                .arg(schema.value(QLatin1String("maxLength")).toInt())
                .arg(length);
    }
    if (value.isArray()) {
        const QJsonArray items = value.toArray();
        if (items.size() < schema.value(QLatin1String("minItems")).toInt(0))
            return ToolSchema::tr("The argument \"%1\" must hold at least %2 items.")
                .arg(name)
                .arg(schema.value(QLatin1String("minItems")).toInt());
        if (schema.contains(QLatin1String("maxItems")) &&
            items.size() > schema.value(QLatin1String("maxItems")).toInt())
            return ToolSchema::tr("The argument \"%1\" must hold at most %2 items.")
                .arg(name)
                .arg(schema.value(QLatin1String("maxItems")).toInt());
        const QJsonObject itemSchema = schema.value(QLatin1String("items")).toObject();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString problem = check(itemSchema, items.at(i), QStringLiteral("%1[%2]").arg(name).arg(i));
            if (!problem.isEmpty())
                return problem;
        }
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        const QString prefix = name.isEmpty() ? QString() : name + u'.';
        for (const QJsonValue &required : schema.value(QLatin1String("required")).toArray()) {
            const QString key = required.toString();
            if (!object.contains(key)) {
                const QString description =
                    properties.value(key).toObject().value(QLatin1String("description")).toString();
                return description.isEmpty()
                           ? ToolSchema::tr("The argument \"%1\" is missing.").arg(prefix + key)
                           : ToolSchema::tr("The argument \"%1\" is missing: %2").arg(prefix + key, description);
            }
        }
        if (schema.value(QLatin1String("additionalProperties")) == QJsonValue(false)) {
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (!properties.contains(it.key())) {
                    QStringList known = properties.keys();
                    return known.isEmpty() ? ToolSchema::tr("There is no argument \"%1\": this tool takes none.")
                                                 .arg(prefix + it.key())
                                           : ToolSchema::tr("There is no argument \"%1\". This tool takes: %2.")
                                                 .arg(prefix + it.key(), known.join(QStringLiteral(", ")));
                }
            }
        }
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            if (!object.contains(it.key()))
                continue;
            const QString problem = check(it.value().toObject(), object.value(it.key()), prefix + it.key());
            if (!problem.isEmpty())
                return problem;
        }
    }
    return QString();
}

QString checkDefinition(const QJsonObject &schema, const QString &where)
{
    static const QSet<QString> keywords{
        QStringLiteral("type"),      QStringLiteral("properties"),
        QStringLiteral("required"),  QStringLiteral("enum"),
        QStringLiteral("minimum"),   QStringLiteral("maximum"),
        QStringLiteral("minLength"), QStringLiteral("maxLength"),
        QStringLiteral("items"),     QStringLiteral("minItems"),
        QStringLiteral("maxItems"),  QStringLiteral("description"),
        QStringLiteral("default"),   QStringLiteral("additionalProperties"),
        QStringLiteral("title"),     QStringLiteral("$schema"),
    };
    static const QSet<QString> types{QStringLiteral("object"), QStringLiteral("string"),  QStringLiteral("integer"),
                                     QStringLiteral("number"), QStringLiteral("boolean"), QStringLiteral("array")};
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        if (!keywords.contains(it.key()))
            return QStringLiteral("%1: unsupported keyword \"%2\"").arg(where, it.key());
    }
    const QString type = schema.value(QLatin1String("type")).toString();
    if (!types.contains(type))
        return QStringLiteral("%1: missing or unknown type").arg(where);
    if (schema.contains(QLatin1String("additionalProperties")) &&
        schema.value(QLatin1String("additionalProperties")) != QJsonValue(false))
        return QStringLiteral("%1: additionalProperties may only be false").arg(where);
    const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
    for (const QJsonValue &required : schema.value(QLatin1String("required")).toArray()) {
        if (!properties.contains(required.toString()))
            return QStringLiteral("%1: required \"%2\" is not a property").arg(where, required.toString());
    }
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QString problem = checkDefinition(it.value().toObject(), where + u'.' + it.key());
        if (!problem.isEmpty())
            return problem;
    }
    if (schema.contains(QLatin1String("items")))
        return checkDefinition(schema.value(QLatin1String("items")).toObject(), where + QStringLiteral("[]"));
    return QString();
}

} // namespace

QString ToolSchema::validate(const QJsonObject &schema, const QJsonValue &arguments)
{
    // A call without "arguments" is a call with none.
    const QJsonValue value = arguments.isUndefined() || arguments.isNull() ? QJsonValue(QJsonObject()) : arguments;
    if (!value.isObject())
        return tr("\"arguments\" must be a JSON object, not %1.").arg(typeOf(value));
    return check(schema, value, QString());
}

QString ToolSchema::checkSchema(const QJsonObject &schema)
{
    return checkDefinition(schema, QStringLiteral("schema"));
}

} // namespace shadowbox
