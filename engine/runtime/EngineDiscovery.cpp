#include "runtime/EngineDiscovery.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <unistd.h>

namespace shadowbox {

DiscoveryEnvironment DiscoveryEnvironment::fromSystem(const QString &explicitSetting)
{
    DiscoveryEnvironment env;
    env.explicitSetting = explicitSetting;
    env.dockerHost = qEnvironmentVariable("DOCKER_HOST");
    env.containerHost = qEnvironmentVariable("CONTAINER_HOST");
    env.runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (env.runtimeDir.isEmpty())
        env.runtimeDir = QStringLiteral("/run/user/%1").arg(::getuid());
    env.home = QDir::homePath();
    env.tempDir = QDir::tempPath();
#ifdef Q_OS_WIN
    env.windows = true;
#endif
    env.socketExists = [](const QString &path) {
        const QFileInfo info(path);
        return info.exists() && !info.isDir();
    };
    return env;
}

QList<EngineCandidate> discoverEngineCandidates(const DiscoveryEnvironment &env)
{
    QList<EngineCandidate> out;
    // The first rule that names an address wins; later rules naming it again are skipped.
    auto add = [&](const EngineEndpoint &e, const QString &source) {
        for (const EngineCandidate &c : std::as_const(out))
            if (c.endpoint == e)
                return;
        out.append({e, source});
    };
    auto addGiven = [&](const QString &address, const QString &source) {
        if (address.isEmpty())
            return;
        if (auto endpoint = EngineEndpoint::parse(address))
            add(*endpoint, source);
    };
    auto addSocket = [&](const QString &path, const QString &source) {
        if (path.isEmpty() || !env.socketExists || !env.socketExists(path))
            return;
        EngineEndpoint e;
        e.scheme = EngineEndpoint::Scheme::Unix;
        e.path = path;
        add(e, source);
    };
    auto addPipe = [&](const QString &pipe, const QString &source) {
        EngineEndpoint e;
        e.scheme = EngineEndpoint::Scheme::NamedPipe;
        e.path = pipe;
        add(e, source);
    };

    if (env.explicitSetting != QLatin1String("embedded"))
        addGiven(env.explicitSetting, QStringLiteral("setting"));
    addGiven(env.dockerHost, QStringLiteral("DOCKER_HOST"));
    addGiven(env.containerHost, QStringLiteral("CONTAINER_HOST"));

    if (env.windows) {
        addPipe(QStringLiteral("\\\\.\\pipe\\podman-machine-default"), QStringLiteral("podman machine"));
        addPipe(QStringLiteral("\\\\.\\pipe\\docker_engine"), QStringLiteral("Docker Desktop"));
        return out;
    }

    addSocket(env.runtimeDir + QStringLiteral("/podman/podman.sock"), QStringLiteral("rootless Podman socket"));
    addSocket(QStringLiteral("/run/podman/podman.sock"), QStringLiteral("rootful Podman socket"));
    addSocket(QStringLiteral("/var/run/docker.sock"), QStringLiteral("Docker socket"));
    addSocket(env.home + QStringLiteral("/.docker/run/docker.sock"), QStringLiteral("Docker Desktop"));
    addSocket(env.home + QStringLiteral("/.docker/desktop/docker.sock"), QStringLiteral("Docker Desktop"));
    addSocket(env.home + QStringLiteral("/.local/share/containers/podman/machine/podman.sock"),
              QStringLiteral("podman machine"));
    addSocket(env.home + QStringLiteral("/.local/share/containers/podman/machine/qemu/podman.sock"),
              QStringLiteral("podman machine"));
    addSocket(env.tempDir + QStringLiteral("/podman/podman-machine-default-api.sock"),
              QStringLiteral("podman machine"));
    return out;
}

} // namespace shadowbox
