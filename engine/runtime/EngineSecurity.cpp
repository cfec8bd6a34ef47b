#include "runtime/EngineClient.h"

#include <QJsonArray>

// The parts of the Docker API that Shadowbox's security rests on and that need no connection: the
// body every container is created with, and what GET /info says about user namespaces.

namespace shadowbox {

QJsonObject EngineClient::labelsJson(const QMap<QString, QString> &labels)
{
    QJsonObject o;
    for (auto it = labels.begin(); it != labels.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject EngineClient::createContainerBody(const ContainerSpec &spec)
{
    // The hardening every container gets, whatever made it (sandbox, doctor, cleanup): never
    // privileged, never an added capability, the capabilities a build does not need dropped, no
    // privilege gained through setuid files or file capabilities, and the engine's default seccomp
    // profile (no SecurityOpt ever turns it off).
    QJsonArray dropped;
    for (const char *capability : kDroppedCapabilities)
        dropped.append(QString::fromLatin1(capability));
    QJsonObject host{
        {QStringLiteral("NetworkMode"), spec.networkMode},
        {QStringLiteral("Binds"), QJsonArray::fromStringList(spec.binds)},
        {QStringLiteral("Privileged"), false},
        {QStringLiteral("CapDrop"), dropped},
        {QStringLiteral("SecurityOpt"), QJsonArray{QStringLiteral("no-new-privileges")}},
    };
    if (spec.memoryBytes > 0) {
        host.insert(QStringLiteral("Memory"), double(spec.memoryBytes));
        // Unset, both engines allow as much swap again as memory: the limit would be twice what it says.
        host.insert(QStringLiteral("MemorySwap"), double(spec.memoryBytes + qMax<qint64>(0, spec.swapBytes)));
    }
    if (spec.nanoCpus > 0)
        host.insert(QStringLiteral("NanoCpus"), double(spec.nanoCpus));
    if (spec.pidsLimit > 0)
        host.insert(QStringLiteral("PidsLimit"), double(spec.pidsLimit));

    QJsonObject body{
        {QStringLiteral("Image"), spec.image},
        {QStringLiteral("Labels"), labelsJson(spec.labels)},
        {QStringLiteral("StopTimeout"), spec.stopTimeoutSeconds},
        {QStringLiteral("HostConfig"), host},
    };
    if (spec.imageEntrypoint) {
        if (!spec.cmd.isEmpty())
            body.insert(QStringLiteral("Cmd"), QJsonArray::fromStringList(spec.cmd));
    } else {
        // The image's own entry point does not run: the container runs `cmd` and nothing else, so
        // that starting it touches nothing (a restore starts the replacement while the workspace
        // is still being put back).
        body.insert(QStringLiteral("Entrypoint"), QJsonArray{QString()});
        body.insert(QStringLiteral("Cmd"), QJsonArray::fromStringList(spec.cmd));
        body.insert(QStringLiteral("User"), QStringLiteral("0:0"));
    }
    if (!spec.env.isEmpty())
        body.insert(QStringLiteral("Env"), QJsonArray::fromStringList(spec.env));
    if (!spec.workingDir.isEmpty())
        body.insert(QStringLiteral("WorkingDir"), spec.workingDir);
    if (!spec.hostname.isEmpty())
        body.insert(QStringLiteral("Hostname"), spec.hostname);
    return body;
}

UserNamespace EngineClient::userNamespaceFromInfo(const QJsonObject &info)
{
    const QJsonValue options = info.value(QLatin1String("SecurityOptions"));
    if (!options.isArray() && !info.contains(QLatin1String("Rootless")))
        return UserNamespace::Unknown;
    bool rootless = info.value(QLatin1String("Rootless")).toBool();
    bool remapped = false;
    for (const QJsonValue &v : options.toArray()) {
        // Each entry is "name=seccomp,profile=default" and the like.
        const QStringList fields = v.toString().split(u',');
        if (fields.contains(QLatin1String("name=rootless")))
            rootless = true;
        if (fields.contains(QLatin1String("name=userns")))
            remapped = true;
    }
    if (rootless)
        return UserNamespace::Rootless;
    return remapped ? UserNamespace::Remapped : UserNamespace::None;
}

} // namespace shadowbox
