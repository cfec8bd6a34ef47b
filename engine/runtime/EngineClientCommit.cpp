#include "runtime/EngineClient.h"

#include <QJsonArray>

// The calls a container snapshot is made of: what changed in the writable layer, pause and
// unpause, commit; and the rename a restore swaps containers with.

namespace shadowbox {

Result<QList<ContainerChange>> EngineClient::containerChanges(const QString &id, const CallOptions &options) const
{
    const QString action = EngineClient::tr("Asking the engine what changed in the container");
    auto response = call(plainRequest("GET", "/containers/" + urlEncode(id) + "/changes"), options, action);
    if (!response)
        return response.error();
    // Docker answers null when nothing changed (which QJsonDocument does not take), Podman [].
    QList<ContainerChange> changes;
    if (response->body.trimmed() == "null")
        return changes;
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(response->body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isArray())
        return Error::make(Error::Kind::Protocol,
                           EngineClient::tr("%1 failed: the engine's answer is not a JSON list (%2).")
                               .arg(action, parseError.errorString()));
    const QJsonArray array = doc.array();
    changes.reserve(array.size());
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const int kind = o.value(QLatin1String("Kind")).toInt(-1);
        const QString path = o.value(QLatin1String("Path")).toString();
        if (path.isEmpty() || kind < 0 || kind > 2)
            return Error::make(Error::Kind::Protocol,
                               EngineClient::tr("The engine's list of the container's changes is not understood "
                                                "(an entry without a path or with kind %1).")
                                   .arg(kind));
        changes.append({path, ContainerChange::Kind(kind)});
    }
    return changes;
}

Status EngineClient::pauseContainer(const QString &id, const CallOptions &options) const
{
    auto r = call(plainRequest("POST", "/containers/" + urlEncode(id) + "/pause"), options,
                  EngineClient::tr("Pausing the container"));
    if (!r)
        return r.error();
    return {};
}

Status EngineClient::unpauseContainer(const QString &id, const CallOptions &options) const
{
    auto r = call(plainRequest("POST", "/containers/" + urlEncode(id) + "/unpause"), options,
                  EngineClient::tr("Resuming the container"));
    if (!r)
        return r.error();
    return {};
}

Status EngineClient::renameContainer(const QString &id, const QString &name, const CallOptions &options) const
{
    auto r = call(plainRequest("POST", "/containers/" + urlEncode(id) + "/rename?name=" + urlEncode(name)), options,
                  EngineClient::tr("Renaming the container to %1").arg(name));
    if (!r)
        return r.error();
    return {};
}

Result<QString> EngineClient::commitContainer(const QString &id, const QString &repository, const QString &tag,
                                              const CallOptions &options) const
{
    // Podman 4.3's compat commit wants a JSON body, even an empty one.
    const QByteArray target = "/commit?container=" + urlEncode(id) + "&repo=" + urlEncode(repository) +
                              "&tag=" + urlEncode(tag) + "&pause=false";
    auto doc = callJson(jsonRequest("POST", target, QJsonObject()), options,
                        EngineClient::tr("Saving the container's system as image %1:%2").arg(repository, tag));
    if (!doc)
        return doc.error();
    const QString image = doc->object().value(QLatin1String("Id")).toString();
    if (image.isEmpty())
        return Error::make(Error::Kind::Protocol,
                           EngineClient::tr("Saving the container's system failed: the engine returned no image id."));
    return image;
}

} // namespace shadowbox
