#include "gateway/HarImport.h"

#include <QJsonDocument>
#include <QSet>
#include <QUrl>
#include <QUrlQuery>

namespace shadowbox {

namespace {

bool isJsonType(const QString &mimeType)
{
    const QString type = mimeType.section(u';', 0, 0).trimmed().toLower();
    return type == QLatin1String("application/json") || type.endsWith(QLatin1String("+json"));
}

// The text as JSON, if it is a JSON object or array (a bare number or string is matched as text).
std::optional<QJsonValue> asJson(const QString &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    if (doc.isObject())
        return QJsonValue(doc.object());
    if (doc.isArray())
        return QJsonValue(doc.array());
    return std::nullopt;
}

bool recordedConnectionHeader(const QString &name)
{
    static const QSet<QString> left{QStringLiteral("content-length"),    QStringLiteral("content-encoding"),
                                    QStringLiteral("transfer-encoding"), QStringLiteral("connection"),
                                    QStringLiteral("keep-alive"),        QStringLiteral("date")};
    return left.contains(name.toLower()) || name.startsWith(u':'); // HTTP/2 pseudo-headers
}

} // namespace

bool HarImport::isHar(const QJsonObject &document)
{
    return document.value(QLatin1String("log")).toObject().value(QLatin1String("entries")).isArray();
}

Result<QJsonArray> HarImport::stubs(const QJsonObject &har, QStringList *notes)
{
    if (!isHar(har))
        return Error::make(Error::Kind::InvalidInput,
                           tr("The file is not a HAR recording: it has no log.entries list."));
    const QJsonArray entries = har.value(QLatin1String("log")).toObject().value(QLatin1String("entries")).toArray();
    QJsonArray out;
    QSet<QString> seen;
    int index = 0;
    for (const QJsonValue &value : entries) {
        ++index;
        const QJsonObject entry = value.toObject();
        const QJsonObject request = entry.value(QLatin1String("request")).toObject();
        const QJsonObject response = entry.value(QLatin1String("response")).toObject();
        const QUrl url(request.value(QLatin1String("url")).toString(), QUrl::StrictMode);
        const QString method = request.value(QLatin1String("method")).toString().toUpper();
        const int status = response.value(QLatin1String("status")).toInt();
        auto skip = [&](const QString &why) {
            if (notes)
                *notes << tr("Entry %1 (%2 %3) is left out: %4.")
                              .arg(index)
                              .arg(method, request.value(QLatin1String("url")).toString().left(200), why);
        };
        if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
            url.host().isEmpty()) {
            skip(tr("its URL is not an http or https URL with a host"));
            continue;
        }
        if (method.isEmpty()) {
            skip(tr("it has no method"));
            continue;
        }
        if (status < 100 || status > 599) {
            skip(tr("it got no answer (status %1)").arg(status));
            continue;
        }

        QJsonObject match{{QStringLiteral("method"), method},
                          {QStringLiteral("host"), QJsonObject{{QStringLiteral("equalTo"), url.host().toLower()}}},
                          {QStringLiteral("urlPath"), url.path(QUrl::FullyEncoded).isEmpty()
                                                          ? QStringLiteral("/")
                                                          : url.path(QUrl::FullyEncoded)}};
        QJsonObject query;
        for (const auto &[name, v] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
            if (!query.contains(name)) // a name given twice: its first value
                query.insert(name, QJsonObject{{QStringLiteral("equalTo"), v}});
        }
        if (!query.isEmpty())
            match.insert(QStringLiteral("queryParameters"), query);
        const QJsonObject post = request.value(QLatin1String("postData")).toObject();
        const QString postText = post.value(QLatin1String("text")).toString();
        if (!postText.isEmpty()) {
            const auto json =
                isJsonType(post.value(QLatin1String("mimeType")).toString()) ? asJson(postText) : std::nullopt;
            match.insert(QStringLiteral("bodyPatterns"),
                         QJsonArray{json ? QJsonObject{{QStringLiteral("equalToJson"), *json},
                                                       {QStringLiteral("ignoreArrayOrder"), true},
                                                       {QStringLiteral("ignoreExtraElements"), true}}
                                         : QJsonObject{{QStringLiteral("equalTo"), postText}}});
        }
        const QString key = QString::fromUtf8(QJsonDocument(match).toJson(QJsonDocument::Compact));
        if (seen.contains(key)) {
            skip(tr("the same request was recorded before, and the first answer is kept"));
            continue;
        }
        seen.insert(key);

        QJsonObject answer{{QStringLiteral("status"), status}};
        if (const QString text = response.value(QLatin1String("statusText")).toString(); !text.isEmpty())
            answer.insert(QStringLiteral("statusMessage"), text);
        QJsonObject headers;
        for (const QJsonValue &h : response.value(QLatin1String("headers")).toArray()) {
            const QString name = h.toObject().value(QLatin1String("name")).toString();
            const QString v = h.toObject().value(QLatin1String("value")).toString();
            if (name.isEmpty() || recordedConnectionHeader(name))
                continue;
            if (headers.contains(name)) // WireMock's form for a header given twice: a list
                headers.insert(name, QJsonArray(headers.value(name).isArray() ? headers.value(name).toArray()
                                                                              : QJsonArray{headers.value(name)})
                                         << v);
            else
                headers.insert(name, v);
        }
        if (!headers.isEmpty())
            answer.insert(QStringLiteral("headers"), headers);
        const QJsonObject content = response.value(QLatin1String("content")).toObject();
        const QString text = content.value(QLatin1String("text")).toString();
        if (!text.isEmpty()) {
            if (content.value(QLatin1String("encoding")).toString() == QLatin1String("base64"))
                answer.insert(QStringLiteral("base64Body"), text);
            else if (const auto json =
                         isJsonType(content.value(QLatin1String("mimeType")).toString()) ? asJson(text) : std::nullopt)
                answer.insert(QStringLiteral("jsonBody"), *json);
            else
                answer.insert(QStringLiteral("body"), text);
        }
        out.append(QJsonObject{{QStringLiteral("name"), tr("HAR: %1 %2").arg(method, url.toString(QUrl::RemoveQuery))},
                               {QStringLiteral("request"), match},
                               {QStringLiteral("response"), answer}});
    }
    if (out.isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           tr("The HAR recording holds no request with an answer to make a stub of (%1 entries).")
                               .arg(entries.size()));
    return out;
}

} // namespace shadowbox
