#pragma once

#include "core/Result.h"
#include "runtime/EngineClient.h"
#include "runtime/EngineDiscovery.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <memory>

class QThreadPool;

namespace shadowbox {

class PodmanService;

// The engine setting that selects Shadowbox's own Podman service without trying anything else.
inline constexpr char kEmbeddedEngineSetting[] = "embedded";

struct ConnectedEngine {
    std::shared_ptr<EngineClient> client;
    EngineInfo info;
    QString source;         // which discovery rule found it
    bool embedded = false;  // Shadowbox started this Podman service itself
};

// Finds a working engine: discovery order first, then (if Podman is installed and nothing
// answered) the embedded Podman service. Lives on the GUI or CLI main thread; the probing runs on
// a worker.
class EngineConnector : public QObject {
    Q_OBJECT
public:
    // The embedded Podman service keeps containers.conf in `configDir` and its socket in `socketDir`.
    EngineConnector(QString configDir, QString socketDir, QThreadPool *pool, QObject *parent = nullptr);
    ~EngineConnector() override;

    QFuture<Result<ConnectedEngine>> connectEngine(const QString &explicitSetting, bool allowEmbedded = true);

    // Worker-thread version used by connectEngine; also used by the doctor after a fix.
    Result<ConnectedEngine> connectBlocking(const DiscoveryEnvironment &env, bool allowEmbedded);
    Result<ConnectedEngine> restartEmbeddedBlocking();

    PodmanService *embeddedService() const { return m_service; }
    void stopEmbedded();

Q_SIGNALS:
    void progress(const QString &message);

private:
    Result<ConnectedEngine> startEmbeddedBlocking();
    Status runOnOwnerThread(const std::function<Status()> &fn);

    QThreadPool *m_pool;
    PodmanService *m_service;
};

// Waits until the endpoint answers /version or the deadline passes.
Result<EngineInfo> waitForEngine(const EngineClient &client, int timeoutMs);

}  // namespace shadowbox
