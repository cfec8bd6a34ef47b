#pragma once

#include "core/Result.h"
#include "runtime/EngineConnector.h"
#include "runtime/PodmanService.h"

#include <QProcess>
#include <QScopeGuard>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <optional>

#include <csignal>

namespace shadowbox::test {

// A container engine of a test's own, which the test may stop (SIGSTOP), kill and start again
// without touching the fixture's engines or the machine's: a Podman service on private storage, or
// a dockerd with its own data and exec roots, its own containerd namespaces, a network
// namespace of its own, and no bridge, iptables or masquerading rules (those belong to whichever
// dockerd owns docker0).
//
// Everything lives in one short temporary folder (Unix socket paths are limited to about 100 bytes
// and dockerd puts containerd's sockets under its exec root). The destructor stops the engine and
// removes its containers, its orphaned processes, its mounts and the folder.
class PrivateEngine {
public:
    enum class Kind { Podman, Docker };

    // The engine SHADOWBOX_TEST_ENGINE names ("podman" or "docker"); an error sentence otherwise.
    static Result<Kind> kindFromEnvironment();
    static QString kindName(Kind kind);

    // With RemapUsers, a dockerd started with --userns-remap=default: root in its containers is the
    // subordinate ids of the user "dockremap", which dockerd adds to /etc/passwd and /etc/subuid
    // on its first such start. (Podman takes no such option here.)
    enum class Users { AsTheyAre, RemapUsers };
    explicit PrivateEngine(Kind kind, Users users = Users::AsTheyAre);
    ~PrivateEngine();
    PrivateEngine(const PrivateEngine &) = delete;
    PrivateEngine &operator=(const PrivateEngine &) = delete;

    Kind kind() const { return m_kind; }
    QString name() const { return kindName(m_kind); }
    // The private folder: the engine's state, and room for the test's own files.
    QString root() const { return m_root.path(); }

    // Starts the engine (again, after kill()) and waits until it answers; on the same state, so a
    // restarted engine finds what the killed one had made.
    Result<ConnectedEngine> start(int timeoutMs = 60'000);
    // The engine's main process (podman system service, dockerd), 0 when it is not running.
    qint64 processId() const;
    // SIGKILL, as a crash or the OOM killer would; returns once the process is gone.
    bool kill();
    // Stops the engine with SIGSTOP (it still accepts connections and never answers) until the
    // returned guard goes, so that a failing check does not leave it stopped.
    [[nodiscard]] auto hang()
    {
        stopAndWait();
        return qScopeGuard([this] { sendSignal(SIGCONT); });
    }
    void sendSignal(int signal) const;
    // SIGSTOP, returning once every thread of the engine is stopped.
    void stopAndWait() const;

private:
    Result<ConnectedEngine> startPodman(int timeoutMs);
    Result<ConnectedEngine> startDocker(int timeoutMs);
    void stop();
    void removeSandboxContainers();
    // Processes the engine left behind (containerd, shims, container processes) and mounts.
    void killLeftovers() const;
    QStringList mountsUnder() const;
    bool unmountAll() const;

    Kind m_kind;
    Users m_users = Users::AsTheyAre;
    QTemporaryDir m_root;
    std::optional<PodmanService> m_podman;
    std::unique_ptr<QProcess> m_dockerd;
    QString m_endpoint;
};

} // namespace shadowbox::test
