#pragma once

#include "core/Result.h"
#include "runtime/EngineConnector.h"

#include <QFuture>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace shadowbox {

class SandboxManager;
class Store;

struct SessionConfig {
    QString dataDir;        // database, workspaces, Podman config
    QString runtimeDir;     // short-lived sockets
    QString engineSetting;  // explicit engine address, empty for discovery
    bool allowEmbedded = true;

    // SHADOWBOX_DATA_DIR / SHADOWBOX_ENGINE override the platform defaults (tests and power users).
    static SessionConfig fromEnvironment();
};

// Everything one run of Shadowbox (GUI or CLI) works with: the worker pool, the store, the engine
// connection and the sandbox manager. Created on the main thread; opening happens on workers.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(SessionConfig config, QObject *parent = nullptr);
    ~Session() override;

    const SessionConfig &config() const { return m_config; }
    QThreadPool *pool() { return &m_pool; }
    EngineConnector *connector() const { return m_connector; }
    std::shared_ptr<Store> store() const { return m_store; }
    SandboxManager *manager() const { return m_manager; }

    // Opens the database and connects to an engine (in parallel), then creates the manager on this
    // object's thread. The future resolves on this object's thread.
    QFuture<Status> open();
    // Opens only the database: enough for listing sandboxes when no engine is reachable.
    QFuture<Status> openStore();

Q_SIGNALS:
    void progress(const QString &message);
    void engineConnected(const shadowbox::EngineInfo &info);

private:
    SessionConfig m_config;
    QThreadPool m_pool;
    EngineConnector *m_connector;
    std::shared_ptr<Store> m_store;
    SandboxManager *m_manager = nullptr;
};

}  // namespace shadowbox
