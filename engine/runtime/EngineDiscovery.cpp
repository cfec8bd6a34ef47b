#include "runtime/EngineDiscovery.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <unistd.h>

namespace shadowbox {

namespace {
// Gives the labels below a translation context of their own.
struct EngineOrigins {
    Q_DECLARE_TR_FUNCTIONS(EngineOrigins)
public:
    static QString label(EngineOrigin origin)
    {
        switch (origin) {
        case EngineOrigin::Setting:
            return tr("setting");
        case EngineOrigin::DockerHost:
            return QStringLiteral("DOCKER_HOST");
        case EngineOrigin::ContainerHost:
            return QStringLiteral("CONTAINER_HOST");
        case EngineOrigin::RootlessPodman:
            return tr("rootless Podman socket");
        case EngineOrigin::RootfulPodman:
            return tr("rootful Podman socket");
        case EngineOrigin::DockerSocket:
            return tr("Docker socket");
        case EngineOrigin::DockerDesktop:
            return tr("Docker Desktop");
        case EngineOrigin::PodmanMachine:
            return tr("podman machine");
        case EngineOrigin::Embedded:
            return tr("embedded Podman service");
        }
        return {};
    }
};
} // namespace

QString engineOriginKey(EngineOrigin origin)
{
    switch (origin) {
    case EngineOrigin::Setting:
        return QStringLiteral("setting");
    case EngineOrigin::DockerHost:
        return QStringLiteral("DOCKER_HOST");
    case EngineOrigin::ContainerHost:
        return QStringLiteral("CONTAINER_HOST");
    case EngineOrigin::RootlessPodman:
        return QStringLiteral("rootless-podman");
    case EngineOrigin::RootfulPodman:
        return QStringLiteral("rootful-podman");
    case EngineOrigin::DockerSocket:
        return QStringLiteral("docker-socket");
    case EngineOrigin::DockerDesktop:
        return QStringLiteral("docker-desktop");
    case EngineOrigin::PodmanMachine:
        return QStringLiteral("podman-machine");
    case EngineOrigin::Embedded:
        return QStringLiteral("embedded");
    }
    return {};
}

QString engineOriginLabel(EngineOrigin origin)
{
    return EngineOrigins::label(origin);
}

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
    auto add = [&](const EngineEndpoint &e, EngineOrigin source) {
        for (const EngineCandidate &c : std::as_const(out))
            if (c.endpoint == e)
                return;
        out.append({e, source});
    };
    auto addGiven = [&](const QString &address, EngineOrigin source) {
        if (address.isEmpty())
            return;
        if (auto endpoint = EngineEndpoint::parse(address))
            add(*endpoint, source);
    };
    auto addSocket = [&](const QString &path, EngineOrigin source) {
        if (path.isEmpty() || !env.socketExists || !env.socketExists(path))
            return;
        EngineEndpoint e;
        e.scheme = EngineEndpoint::Scheme::Unix;
        e.path = path;
        add(e, source);
    };
    auto addPipe = [&](const QString &pipe, EngineOrigin source) {
        EngineEndpoint e;
        e.scheme = EngineEndpoint::Scheme::NamedPipe;
        e.path = pipe;
        add(e, source);
    };

    if (env.explicitSetting != QLatin1String("embedded"))
        addGiven(env.explicitSetting, EngineOrigin::Setting);
    addGiven(env.dockerHost, EngineOrigin::DockerHost);
    addGiven(env.containerHost, EngineOrigin::ContainerHost);

    if (env.windows) {
        addPipe(QStringLiteral("\\\\.\\pipe\\podman-machine-default"), EngineOrigin::PodmanMachine);
        addPipe(QStringLiteral("\\\\.\\pipe\\docker_engine"), EngineOrigin::DockerDesktop);
        return out;
    }

    addSocket(env.runtimeDir + QStringLiteral("/podman/podman.sock"), EngineOrigin::RootlessPodman);
    addSocket(QStringLiteral("/run/podman/podman.sock"), EngineOrigin::RootfulPodman);
    addSocket(QStringLiteral("/var/run/docker.sock"), EngineOrigin::DockerSocket);
    addSocket(env.home + QStringLiteral("/.docker/run/docker.sock"), EngineOrigin::DockerDesktop);
    addSocket(env.home + QStringLiteral("/.docker/desktop/docker.sock"), EngineOrigin::DockerDesktop);
    addSocket(env.home + QStringLiteral("/.local/share/containers/podman/machine/podman.sock"),
              EngineOrigin::PodmanMachine);
    addSocket(env.home + QStringLiteral("/.local/share/containers/podman/machine/qemu/podman.sock"),
              EngineOrigin::PodmanMachine);
    addSocket(env.tempDir + QStringLiteral("/podman/podman-machine-default-api.sock"), EngineOrigin::PodmanMachine);
    return out;
}

} // namespace shadowbox
