#include "session/Session.h"

#include "sandbox/SandboxManager.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <unistd.h>

namespace shadowbox {

SessionConfig SessionConfig::fromEnvironment()
{
    SessionConfig c;
    c.dataDir = qEnvironmentVariable("SHADOWBOX_DATA_DIR");
    if (c.dataDir.isEmpty())
        c.dataDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/shadowbox");
    QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (runtime.isEmpty() || !QFileInfo(runtime).isWritable())
        runtime = QDir::tempPath() + QStringLiteral("/shadowbox-%1").arg(::getuid());
    else
        runtime += QStringLiteral("/shadowbox");
    c.runtimeDir = qEnvironmentVariable("SHADOWBOX_RUNTIME_DIR", runtime);
    c.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
    return c;
}

Session::Session(SessionConfig config, QObject *parent)
    : QObject(parent),
      m_config(std::move(config)),
      m_connector(new EngineConnector(m_config.dataDir + QStringLiteral("/podman"), m_config.runtimeDir, &m_pool, this))
{
    // Engine calls block a worker for their duration (a running command holds one), so allow many.
    m_pool.setMaxThreadCount(32);
    connect(m_connector, &EngineConnector::progress, this, &Session::progress);
}

Session::~Session()
{
    m_pool.waitForDone(10'000);
    delete m_manager;
    m_manager = nullptr;
}

QFuture<Status> Session::openStore()
{
    if (m_store)
        return QtFuture::makeReadyFuture(Status());
    const QString path = m_config.dataDir + QStringLiteral("/shadowbox.db");
    return QtConcurrent::run(&m_pool, [path] { return Store::open(path); })
        .then(this, [this](Result<std::shared_ptr<Store>> store) -> Status {
            if (!store)
                return store.error();
            m_store = *store;
            return {};
        });
}

QFuture<Status> Session::open()
{
    auto storeFuture = openStore();
    auto engineFuture = m_connector->connectEngine(m_config.engineSetting, m_config.allowEmbedded);
    return storeFuture.then(this, [this, engineFuture](Status storeStatus) mutable {
        return engineFuture.then(this, [this, storeStatus](Result<ConnectedEngine> engine) -> Status {
            if (!storeStatus)
                return storeStatus;
            if (!engine)
                return engine.error();
            if (m_manager)  // already open: keep the manager that callers may be using
                return {};
            m_manager = new SandboxManager(*engine, m_store, m_config.dataDir, &m_pool);
            Q_EMIT engineConnected(engine->info);
            return {};
        });
    }).unwrap();
}

}  // namespace shadowbox
