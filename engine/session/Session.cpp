#include "session/Session.h"

#include "core/DataFolder.h"
#include "sandbox/SandboxManager.h"
#include "session/EngineSetting.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <unistd.h>

#include <utility>

namespace shadowbox {

SessionConfig SessionConfig::fromEnvironment()
{
    SessionConfig c;
    c.dataDir = qEnvironmentVariable("SHADOWBOX_DATA_DIR");
    if (c.dataDir.isEmpty())
        c.dataDir =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/shadowbox");
    QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (runtime.isEmpty() || !QFileInfo(runtime).isWritable())
        runtime = QDir::tempPath() + QStringLiteral("/shadowbox-%1").arg(::getuid());
    else
        runtime += QStringLiteral("/shadowbox");
    c.runtimeDir = qEnvironmentVariable("SHADOWBOX_RUNTIME_DIR", runtime);
    c.engineSetting = effectiveEngineSetting();
    return c;
}

namespace {
constexpr int kDoctorTimeoutMs = 60'000;
constexpr int kClosePollMs = 5;

// What sessions closed with work still running left for the process's end (abandonRunningWork).
// Kept reachable from here, never freed: a static destructor would pull it from under a worker,
// and LeakSanitizer counts what is reachable as kept, not lost.
struct Abandoned {
    std::shared_ptr<Store> store;
    QObject *connector = nullptr;
    QList<SandboxManager *> managers;
    QThreadPool *pool = nullptr;
};
void keepForTheProcessEnd(Abandoned what)
{
    static QMutex mutex;
    static auto *kept = new QList<Abandoned>;
    const QMutexLocker lock(&mutex);
    kept->append(std::move(what));
}
} // namespace

Session::Session(SessionConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_pool(new QThreadPool)
    , m_connector(new EngineConnector(m_config.dataDir + QStringLiteral("/podman"), m_config.runtimeDir, m_pool, this))
{
    // Engine calls block a worker for their duration (a running command holds one), so allow many.
    m_pool->setMaxThreadCount(32);
    connect(m_connector, &EngineConnector::progress, this, &Session::progress);
}

Session::~Session()
{
    if (!close()) {
        abandonRunningWork();
        return;
    }
    delete m_manager;
    m_manager = nullptr;
    delete m_pool;
}

void Session::beginClosing(int graceMs)
{
    m_closing.cancel();
    m_connector->shutdown();
    if (!m_closeDeadline)
        m_closeDeadline = QDeadlineTimer(graceMs);
}

bool Session::close(int graceMs)
{
    beginClosing(graceMs);
    const bool workersDone = m_pool->waitForDone(int(qMax<qint64>(0, m_closeDeadline->remainingTime())));
    // The database thread may still run a call made from this thread (the window's reads) or wait
    // for another process's transaction; destroying the store would wait for it, up to SQLite's
    // busy timeout, so a store that is not idle counts as work still running.
    return (!m_store || m_store->waitUntilIdle(*m_closeDeadline)) && workersDone;
}

bool Session::idleNow() const
{
    return m_pool->waitForDone(0) && (!m_store || m_store->waitUntilIdle(QDeadlineTimer(0)));
}

QFuture<bool> Session::closeAsync(int graceMs)
{
    beginClosing(graceMs);
    auto promise = std::make_shared<QPromise<bool>>();
    promise->start();
    // Polled rather than waited for: nothing may block this thread, and neither the pool nor the
    // store says when it falls idle.
    auto *poll = new QTimer(this);
    poll->setInterval(kClosePollMs);
    const auto check = [this, poll, promise] {
        const bool idle = idleNow();
        if (!idle && !m_closeDeadline->hasExpired())
            return;
        poll->stop();
        poll->deleteLater();
        promise->addResult(idle);
        promise->finish();
    };
    connect(poll, &QTimer::timeout, this, check);
    poll->start();
    return promise->future();
}

void Session::abandonRunningWork()
{
    // Workers still use the manager (and through it the store and the engine client), the
    // connector and the pool itself; deleting any of them now would pull them from under a running
    // worker, and QThreadPool's destructor would wait for it. This only happens as the window or
    // command closes, so they are left for the process's end to reclaim.
    qWarning("Shadowbox is closing while background work still runs; it ends with the process.");
    Abandoned left;
    m_connector->setParent(nullptr);
    left.connector = m_connector;
    for (SandboxManager *retired : findChildren<SandboxManager *>(QString(), Qt::FindDirectChildrenOnly)) {
        retired->setParent(nullptr);
        left.managers << retired;
    }
    if (m_manager)
        left.managers << m_manager;
    m_manager = nullptr;
    left.store = std::move(m_store);
    left.pool = m_pool;
    m_pool = nullptr;
    keepForTheProcessEnd(std::move(left));
}

QFuture<Status> Session::openStore()
{
    if (m_store)
        return QtFuture::makeReadyFuture(Status());
    struct Opened {
        Result<DataFolder::Report> folder = DataFolder::Report();
        Result<std::shared_ptr<Store>> store = std::shared_ptr<Store>();
    };
    const QString dataDir = m_config.dataDir;
    return QtConcurrent::run(m_pool,
                             [dataDir] {
                                 // Whatever made the data folder readable to others (an older Shadowbox,
                                 // a copy, a sandbox's chmod of its /workspace) is undone before use.
                                 Opened opened;
                                 opened.folder = DataFolder::secure(dataDir);
                                 if (opened.folder)
                                     opened.store = Store::open(DataFolder::databasePath(dataDir));
                                 return opened;
                             })
        .then(this, [this](const Opened &opened) -> Status {
            if (!opened.folder)
                return opened.folder.error();
            if (!opened.store)
                return opened.store.error();
            m_dataFolderReport = *opened.folder;
            m_store = *opened.store;
            return {};
        });
}

QFuture<Status> Session::open()
{
    return serialized([this] { return connectOnce(m_config.engineSetting, false); });
}

QFuture<Status> Session::reconnect(const QString &engineSetting)
{
    m_config.engineSetting = engineSetting;
    // Nothing new may start on the old engine from now on, even if an earlier attempt is still
    // under way; that attempt's manager, if it makes one, is retired when this one starts.
    retireManager();
    return serialized([this, engineSetting] {
        retireManager();
        return connectOnce(engineSetting, true);
    });
}

QFuture<Status> Session::serialized(std::function<QFuture<Status>()> attempt)
{
    // One connection attempt at a time, so two never race for m_manager or for the embedded Podman
    // service. An attempt asked for during another waits for it; if yet another comes meanwhile,
    // the waiting one is dropped (it resolves with a Canceled error): only the latest choice matters.
    // The caller gets a promise's future rather than the attempt's own: a QFuture holds a single
    // continuation, and the caller's .then() and this queue both need one.
    if (m_waiting) {
        finishAttempt(*m_waiting, Error::make(Error::Kind::Canceled,
                                              tr("A newer engine choice replaced this connection attempt.")));
    }
    auto promise = std::make_shared<QPromise<Status>>();
    promise->start();
    m_waiting = Waiting{promise, std::move(attempt)};
    startWaitingAttempt();
    return promise->future();
}

void Session::startWaitingAttempt()
{
    if (m_attemptRunning || !m_waiting)
        return;
    const Waiting next = *std::exchange(m_waiting, std::nullopt);
    m_attemptRunning = true;
    next.attempt().then(this, [this, next](const Status &status) {
        m_attemptRunning = false;
        finishAttempt(next, status);
        startWaitingAttempt();
    });
}

void Session::finishAttempt(const Waiting &attempt, const Status &status)
{
    attempt.promise->addResult(status);
    attempt.promise->finish();
}

QFuture<Status> Session::connectOnce(const QString &engineSetting, bool replacing)
{
    auto storeFuture = openStore();
    auto engineFuture = m_connector->connectEngine(engineSetting, m_config.allowEmbedded, m_closing);
    return storeFuture
        .then(this,
              [this, engineFuture, replacing](Status storeStatus) mutable {
                  return engineFuture.then(
                      this, [this, storeStatus, replacing](Result<ConnectedEngine> engine) -> Status {
                          // After a change of engine, this process stops following Shadowbox's own Podman service
                          // unless the new connection is to it. The service itself is shared with other Shadowbox
                          // processes and ends by itself once nobody uses it.
                          if (replacing && (!engine || !engine->embedded))
                              m_connector->unfollowEmbedded();
                          if (!storeStatus)
                              return storeStatus;
                          if (!engine)
                              return engine.error();
                          if (m_manager) // already open: keep the manager that callers may be using
                              return {};
                          m_manager =
                              new SandboxManager(*engine, m_store, m_config.dataDir, m_pool, nullptr, m_closing);
                          Q_EMIT engineConnected(engine->info);
                          return {};
                      });
              })
        .unwrap();
}

QFuture<DoctorReport> Session::runDoctor()
{
    std::optional<ConnectedEngine> engine;
    if (m_manager)
        engine = m_manager->engine();
    EngineConnector *connector = m_connector;
    const SessionConfig config = m_config;
    const CancelToken closing = m_closing;
    return QtConcurrent::run(m_pool, [connector, engine, config, closing] {
        const Result<ConnectedEngine> connected =
            engine ? Result<ConnectedEngine>(*engine)
                   : connector->connectBlocking(DiscoveryEnvironment::fromSystem(config.engineSetting),
                                                config.allowEmbedded, closing);
        return EngineDoctor(connector).run(connected, CallOptions::withTimeout(kDoctorTimeoutMs).withCancel(closing));
    });
}

void Session::retireManager()
{
    SandboxManager *old = std::exchange(m_manager, nullptr);
    if (!old)
        return;
    // Workers may still be inside the old manager: its asynchronous calls capture it as `this`, and
    // a running command holds a worker for as long as it runs. So it cannot be deleted now. Keeping
    // every retired manager until exit would be simpler but grows with each change of engine; instead
    // it goes once the work it started has finished (whenIdle), on this thread. As a child of the
    // session it is also deleted with it, after ~Session has drained the pool, if that comes first.
    old->setParent(this);
    // Its own source of work, the quiet trigger's watchers, stops first: a snapshot they started
    // between the idle moment and the deletion would run on a deleted manager.
    old->watchWorkspaces({});
    old->guardWorkspaceLimits({});
    old->whenIdle().then(old, [old] { old->deleteLater(); });
}

} // namespace shadowbox
