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

struct EngineCandidate {
    EngineEndpoint endpoint;
    QString source; // why this address was tried, e.g. "DOCKER_HOST" or "rootless Podman socket"
};

// The addresses to try, best first: explicit setting, DOCKER_HOST, CONTAINER_HOST, rootless Podman,
// rootful Podman, /var/run/docker.sock, Docker Desktop, podman machine. Well-known sockets that do
// not exist are left out; addresses the user gave are always kept so their failure is reported.
QList<EngineCandidate> discoverEngineCandidates(const DiscoveryEnvironment &env);

} // namespace shadowbox
