#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineConnector.h"
#include "runtime/StreamDecoders.h"
#include "sandbox/SandboxTypes.h"

#include <QFuture>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPromise>

#include <memory>
#include <type_traits>

class QThreadPool;

namespace shadowbox {

class Store;

struct CreateRequest {
    QString repository;  // a folder inside a git working tree
    QString image;
    QString name;        // empty: derived from the repository's folder name
    NetworkMode networkMode = NetworkMode::None;
    SandboxLimits limits;
};

struct TeardownProof {
    int containersLeft = 0;
    int networksLeft = 0;
    int volumesLeft = 0;
    bool workspaceRemoved = false;
    bool clean() const { return containersLeft == 0 && networksLeft == 0 && volumesLeft == 0 && workspaceRemoved; }
    QString summary() const;
};

// Resources on the engine labelled with this database's id (io.shadowbox.store) and a sandbox id the
// database does not know: left behind by a crash or an interrupted cleanup.
struct OrphanGroup {
    QString sandboxId;
    QStringList containers;  // names
    QStringList networks;
};

struct ReconcileReport {
    QList<OrphanGroup> orphans;  // labelled on the engine, unknown to the store
    QStringList lost;            // ids whose container vanished
    QStringList interrupted;     // ids left in "creating" by a crash, now cleaned up
    QStringList updated;         // ids whose state changed to match the engine
};

using OutputSink = std::function<void(OutputChannel channel, const QByteArray &data)>;

// The sandbox lifecycle: create (copy, network, container, start), start, stop, exec, destroy with
// teardown proof, and reconcile with the engine at startup. Every operation runs on a worker and
// returns a QFuture; progress is reported through signals (queued to the receiver's thread).
class SandboxManager : public QObject {
    Q_OBJECT
public:
    SandboxManager(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir, QThreadPool *pool,
                   QObject *parent = nullptr);
    ~SandboxManager() override;

    const ConnectedEngine &engine() const { return m_engine; }
    std::shared_ptr<Store> store() const { return m_store; }
    QString workspacesDir() const;

    QFuture<Result<SandboxRecord>> create(const CreateRequest &request, const CancelToken &cancel = {});
    QFuture<Result<SandboxRecord>> start(const QString &idOrName);
    QFuture<Result<SandboxRecord>> stop(const QString &idOrName);
    QFuture<Result<TeardownProof>> destroy(const QString &idOrName);
    // Runs `command` with /bin/sh -c in /workspace, streaming output to `sink` on the worker thread.
    QFuture<Result<RunRecord>> exec(const QString &idOrName, const QString &command, OutputSink sink,
                                    const CancelToken &cancel = {});
    QFuture<Result<ReconcileReport>> reconcile();
    QFuture<Result<TeardownProof>> cleanupOrphan(const QString &sandboxId);
    QFuture<Result<QList<ImageInfo>>> images();
    // Finishes once no call made through the asynchronous functions above is still running (at
    // once if none is). A manager replaced by Session::reconnect is deleted only then, since those
    // calls run on workers that use it. The blocking forms are not counted.
    QFuture<void> whenIdle();

    // Blocking forms, for worker threads and the CLI's worker.
    Result<SandboxRecord> createBlocking(const CreateRequest &request, const CancelToken &cancel);
    Result<SandboxRecord> startBlocking(const QString &idOrName);
    Result<SandboxRecord> stopBlocking(const QString &idOrName);
    Result<TeardownProof> destroyBlocking(const QString &idOrName);
    Result<RunRecord> execBlocking(const QString &idOrName, const QString &command, const OutputSink &sink,
                                   const CancelToken &cancel);
    Result<ReconcileReport> reconcileBlocking();
    Result<TeardownProof> proveGone(const QString &sandboxId, const QString &workspace) const;

    static QString validateName(const QString &name);  // empty if fine, else the reason

Q_SIGNALS:
    void createProgress(const QString &sandboxId, const QString &step, int percent);
    void sandboxChanged(const shadowbox::SandboxRecord &record);
    void sandboxRemoved(const QString &sandboxId);

private:
    Result<SandboxRecord> find(const QString &idOrName) const;
    // Start and stop: check the move is allowed, ask the engine, mark a vanished container lost.
    Result<SandboxRecord> changeState(const QString &idOrName, SandboxState target, const QString &refused,
                                      const std::function<Status(const SandboxRecord &)> &engineCall);
    Status save(SandboxRecord &record, SandboxState state);
    Result<TeardownProof> removeResources(const QString &sandboxId, const QString &containerId,
                                          const QString &networkId, const QString &workspace,
                                          const QString &image = {});
    bool removeWorkspace(const QString &workspace) const;  // true when it is gone
    void clearWorkspaceInContainer(const QString &sandboxId, const QString &image, const QString &workspace) const;
    CallOptions callOptions(int timeoutMs = 30'000) const;
    // Adds the doctor's diagnosis (cause and fix) to an engine's refusal to create or start a container.
    Error explainRunFailure(const Error &error) const;
    // Runs `work` on the pool, counted until it returns (see whenIdle).
    template <typename Work>
    auto runTracked(Work work) -> QFuture<std::invoke_result_t<Work>>;
    void finishTrackedWork();

    ConnectedEngine m_engine;
    std::shared_ptr<Store> m_store;
    QString m_dataDir;
    QThreadPool *m_pool;
    QMutex m_workMutex;
    int m_running = 0;  // asynchronous calls not finished yet
    QList<std::shared_ptr<QPromise<void>>> m_idleWaiters;
};

}  // namespace shadowbox
