#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineClient.h"
#include "runtime/EngineDiscovery.h"
#include "runtime/PodmanService.h"

#include <QFuture>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

class QSocketNotifier;
class QThreadPool;

namespace shadowbox {

// The engine setting that selects Shadowbox's own Podman service without trying anything else.
inline constexpr char kEmbeddedEngineSetting[] = "embedded";

// How long one "is an engine there?" question may take: discovery, the settings dialog, `shadowbox
// engines` and the watchers all ask it the same way.
inline constexpr int kEngineProbeTimeoutMs = 3000;
Result<EngineInfo> probeEngine(const EngineEndpoint &endpoint, int timeoutMs = kEngineProbeTimeoutMs,
                               const CancelToken &cancel = {});

struct ProbedCandidate {
    EngineCandidate candidate;
    Result<EngineInfo> answer;
};
// Asks every candidate at once, so one that hangs until its timeout does not hold up the others.
// Blocking: the whole takes one probe's timeout at most.
QList<ProbedCandidate> probeCandidates(const QList<EngineCandidate> &candidates, const CancelToken &cancel = {});

struct ConnectedEngine {
    std::shared_ptr<EngineClient> client;
    EngineInfo info;
    EngineOrigin origin = EngineOrigin::Setting; // which discovery rule found it
    bool embedded = false;                       // Shadowbox's own Podman service (started by this process or another)
};

// Finds a working engine: discovery order first, then (if Podman is installed and nothing
// answered) Shadowbox's own Podman service, which is shared with every other Shadowbox process.
// Lives on the GUI or CLI main thread; connecting runs on a worker and never waits for that thread.
class EngineConnector : public QObject {
    Q_OBJECT
public:
    // The embedded Podman service keeps containers.conf in `configDir` and its socket in `socketDir`.
    EngineConnector(QString configDir, QString socketDir, QThreadPool *pool, QObject *parent = nullptr);
    ~EngineConnector() override;

    QFuture<Result<ConnectedEngine>> connectEngine(const QString &explicitSetting, bool allowEmbedded = true,
                                                   const CancelToken &cancel = {});

    // Worker-thread version used by connectEngine and by the doctor.
    Result<ConnectedEngine> connectBlocking(const DiscoveryEnvironment &env, bool allowEmbedded,
                                            const CancelToken &cancel = {});
    // After the doctor changed its configuration: stops the shared service, whoever started it, and
    // starts a fresh one. Worker threads only.
    Result<ConnectedEngine> restartEmbeddedBlocking();

    const PodmanService *embeddedService() const { return &m_service; }

    // While this process uses the embedded service it follows it: embeddedServiceExited says at once
    // when the service's process ends, and a ping now and then keeps the service from ending for
    // idleness meanwhile. connectBlocking starts following when it connects to the service;
    // unfollowEmbedded stops (after switching to another engine). Both may be called from any thread.
    void unfollowEmbedded();
    qint64 followedServicePid() const { return m_followed.load(); }
    // The session is closing: stops following and ends pings in flight. On this object's thread.
    void shutdown();

Q_SIGNALS:
    void progress(const QString &message);
    void embeddedServiceExited();

private:
    Result<ConnectedEngine> useEmbedded(Result<EngineInfo> info);
    void followEmbedded(qint64 pid);
    void watch(qint64 pid); // on this object's thread
    void stopWatching();
    void keepAlive();

    QThreadPool *m_pool;
    PodmanService m_service;
    std::atomic<qint64> m_followed{0};
    QSocketNotifier *m_exitNotifier = nullptr;
    int m_pidfd = -1;
    QTimer m_exitPoll; // where there is no pidfd
    QTimer m_keepAlive;
    CancelToken m_stopPings;
};

// Waits until the endpoint answers or the deadline passes; no single probe outlasts it.
Result<EngineInfo> waitForEngine(const EngineClient &client, int timeoutMs);

} // namespace shadowbox
