#pragma once

#include "runtime/EngineEndpoint.h"

#include <QList>
#include <QString>

#include <functional>

namespace shadowbox {

// What discovery looks at, gathered once so the order can be tested without touching the machine.
struct DiscoveryEnvironment {
    QString explicitSetting; // the user's choice in Settings or --engine
    QString dockerHost;      // DOCKER_HOST
    QString containerHost;   // CONTAINER_HOST
    QString runtimeDir;      // XDG_RUNTIME_DIR
    QString home;
    QString tempDir;
    bool windows = false;
    std::function<bool(const QString &)> socketExists;

    static DiscoveryEnvironment fromSystem(const QString &explicitSetting);
};

// Why an address was tried: the discovery rule that named it.
enum class EngineOrigin {
    Setting, // File ▸ Settings or SHADOWBOX_ENGINE
    DockerHost,
    ContainerHost,
    RootlessPodman,
    RootfulPodman,
    DockerSocket,
    DockerDesktop,
    PodmanMachine,
    Embedded, // Shadowbox's own Podman service
};
// A fixed English word for scripts (`engines --json`): "setting", "DOCKER_HOST", "rootless-podman"…
QString engineOriginKey(EngineOrigin origin);
// The same in the user's language, for the window and the command line's text.
QString engineOriginLabel(EngineOrigin origin);

struct EngineCandidate {
    EngineEndpoint endpoint;
    EngineOrigin origin = EngineOrigin::Setting;
    QString source() const { return engineOriginLabel(origin); }
};

// The addresses to try, best first: explicit setting, DOCKER_HOST, CONTAINER_HOST, rootless Podman,
// rootful Podman, /var/run/docker.sock, Docker Desktop, podman machine. Well-known sockets that do
// not exist are left out; addresses the user gave are always kept so their failure is reported.
QList<EngineCandidate> discoverEngineCandidates(const DiscoveryEnvironment &env);

} // namespace shadowbox
