#pragma once

#include "core/DataFolder.h"
#include "core/Result.h"
#include "runtime/EngineConnector.h"
#include "runtime/EngineDoctor.h"

#include <QDeadlineTimer>
#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <optional>

namespace shadowbox {

class SandboxManager;
class Store;

struct SessionConfig {
    QString dataDir;       // database, workspaces, Podman config
    QString runtimeDir;    // short-lived sockets
    QString engineSetting; // explicit engine address, kEmbeddedEngineSetting, or empty for discovery
    bool allowEmbedded = true;

    // SHADOWBOX_DATA_DIR overrides the platform default; the engine is the saved choice from
    // File ▸ Settings unless SHADOWBOX_ENGINE overrides it (see session/EngineSetting.h). The GUI
    // and the CLI both start here, so they agree on the engine.
    static SessionConfig fromEnvironment();
};

// Everything one run of Shadowbox (GUI or CLI) works with: the worker pool, the store, the engine
// connection and the sandbox manager. Created on the main thread; opening happens on workers.
//
// Closing never waits for the engine: every engine call made through the session stops within a
// read slice when it closes, and work that still runs after a short grace (a file copy between its
// checks, a database call waiting for another process) is left to end with the process. The grace
// counts from the first request to close, however often closing is asked for.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(SessionConfig config, QObject *parent = nullptr);
    // Closes (see close()) and, if work is still running after the grace, leaves the objects it
    // uses behind instead of waiting for it.
    ~Session() override;

    // Stops everything the session started and waits, blocking, for its workers and the database
    // calls still queued, up to `graceMs` from the first request to close; true if they all
    // finished. For the command line; the window quits through closeAsync().
    bool close(int graceMs = kCloseGraceMs);
    // The same without blocking: resolves on this object's thread once the workers and the
    // database are idle (true) or the grace has passed (false). A close() after it waits no longer.
    QFuture<bool> closeAsync(int graceMs = kCloseGraceMs);
    static constexpr int kCloseGraceMs = 300;

    const SessionConfig &config() const { return m_config; }
    QThreadPool *pool() { return m_pool; }
    EngineConnector *connector() const { return m_connector; }
    std::shared_ptr<Store> store() const { return m_store; }
    SandboxManager *manager() const { return m_manager; }
    // What opening the store found wrong with the data folder's permissions and repaired (or could
    // not); empty until the store is open, and when all was well.
    const DataFolder::Report &dataFolderReport() const { return m_dataFolderReport; }

    // Opens the database and connects to an engine (in parallel), then creates the manager on this
    // object's thread. The future resolves on this object's thread.
    QFuture<Status> open();
    // Opens only the database: enough for listing sandboxes when no engine is reachable. Checks and
    // repairs the data folder's permissions first (see dataFolderReport).
    QFuture<Status> openStore();
    // Switches to another engine without restarting: manager() is null until the new engine
    // answers, then a new manager works with it. The old manager is retired (see retireManager);
    // Shadowbox's own Podman service is no longer followed unless the new connection uses it (it is
    // shared with other processes and ends by itself when idle). Resolves with
    // the connection's outcome on this object's thread.
    QFuture<Status> reconnect(const QString &engineSetting);

    // The doctor, for the window and the command line alike: connects first if there is no engine
    // (discovery, or Shadowbox's own Podman service), then runs EngineDoctor's checks and fixes.
    QFuture<DoctorReport> runDoctor();

Q_SIGNALS:
    void progress(const QString &message);
    void engineConnected(const shadowbox::EngineInfo &info);

private:
    struct Waiting {
        std::shared_ptr<QPromise<Status>> promise;
        std::function<QFuture<Status>()> attempt;
    };

    QFuture<Status> serialized(std::function<QFuture<Status>()> attempt);
    void startWaitingAttempt();
    static void finishAttempt(const Waiting &attempt, const Status &status);
    QFuture<Status> connectOnce(const QString &engineSetting, bool replacing);
    void retireManager();

    // Ends every engine call and connection attempt, and starts the grace (once).
    void beginClosing(int graceMs);
    bool idleNow() const;
    void abandonRunningWork();

    SessionConfig m_config;
    CancelToken m_closing;
    QThreadPool *m_pool;
    EngineConnector *m_connector;
    std::shared_ptr<Store> m_store;
    DataFolder::Report m_dataFolderReport;
    SandboxManager *m_manager = nullptr;
    bool m_attemptRunning = false;
    std::optional<Waiting> m_waiting;              // the next connection attempt, once the running one ends
    std::optional<QDeadlineTimer> m_closeDeadline; // set by the first request to close
};

} // namespace shadowbox
