#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "review/Reviewer.h"
#include "runtime/EngineConnector.h"
#include "sandbox/CommandRunner.h"
#include "sandbox/Reconciler.h"
#include "sandbox/RunOutputLog.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/SandboxCreator.h"
#include "sandbox/StateSync.h"
#include "sandbox/Teardown.h"
#include "sandbox/TerminalSession.h"
#include "sandbox/WorkspaceUsage.h"
#include "snapshot/Snapshotter.h"
#include "snapshot/WorkspaceWatcher.h"

#include <QFuture>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPromise>

#include <any>
#include <functional>
#include <map>
#include <memory>
#include <type_traits>

class QThreadPool;

namespace shadowbox {

class Store;

// A sandbox looked at again after a command: did its container or its workspace go with it?
struct SandboxCheck {
    std::optional<StateChange> change; // when the recorded state had to follow the engine
    SandboxRecord record;              // as recorded now
    bool workspaceMissing = false;     // only whether the folder is there is asked, never what is in it
};

// The sandbox lifecycle's public face: create, start, stop, exec, destroy with teardown proof, and
// reconcile with the engine. The work itself lives in SandboxCreator, CommandRunner, Teardown and
// Reconciler; this class runs it on workers, returns QFutures and turns progress and changes into
// signals (queued to the receiver's thread).
class SandboxManager : public QObject {
    Q_OBJECT
public:
    // `closing` ends every engine call in progress when canceled (the session is closing).
    SandboxManager(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir, QThreadPool *pool,
                   QObject *parent = nullptr, CancelToken closing = {});
    ~SandboxManager() override;

    const ConnectedEngine &engine() const { return m_context.engine(); }
    std::shared_ptr<Store> store() const { return m_context.storePtr(); }
    QString workspacesDir() const { return m_context.workspacesDir(); }

    QFuture<Result<SandboxRecord>> create(const CreateRequest &request, const CancelToken &cancel = {});
    // A new sandbox from one of another's snapshots (see SandboxCreator::fork); its progress comes
    // through createProgress like a creation's.
    QFuture<Result<SandboxRecord>> fork(const ForkRequest &request, const CancelToken &cancel = {});
    // The name a fork of the sandbox gets when none is asked for.
    QFuture<Result<QString>> forkName(const QString &idOrName);
    QFuture<Result<SandboxRecord>> start(const QString &idOrName);
    QFuture<Result<SandboxRecord>> stop(const QString &idOrName);
    QFuture<Result<TeardownProof>> destroy(const QString &idOrName);
    // Runs `work` with this manager's context on its pool, counted like its own calls (a retired
    // manager waits for it): for the window's calls that have no method here (the gateway's mocks).
    QFuture<std::any> background(std::function<std::any(const SandboxContext &)> work);
    // What the sandbox's gateway lets it reach, changed without a restart (GatewayMocks::setPolicy).
    QFuture<Result<SandboxRecord>> setNetworkPolicy(const QString &idOrName, NetworkPolicy policy);
    // The policy and the allowlist at once (GatewayMocks::changePolicy).
    QFuture<Result<SandboxRecord>> changeNetworkPolicy(const QString &idOrName, std::optional<NetworkPolicy> policy,
                                                       const QList<AllowRule> &add, const QList<AllowRule> &remove);
    // Who answers the mocked hosts: a mock server of the user's, or (none) the gateway's own stubs.
    // `notes`, if given, gets what the user should know that is no failure (GatewayMocks::changePolicy).
    QFuture<Result<SandboxRecord>> setMockServer(const QString &idOrName, const std::optional<MockServer> &server,
                                                 std::shared_ptr<QStringList> notes = {});
    // Runs `command` with /bin/sh -c in /workspace, streaming output to `sink` on the worker thread.
    QFuture<Result<RunRecord>> exec(const QString &idOrName, const QString &command, OutputSink sink,
                                    const CancelToken &cancel = {}, const ExecOptions &options = {});
    QFuture<Result<ReconcileReport>> reconcile();
    QFuture<Result<TeardownProof>> cleanupOrphan(const QString &sandboxId);
    // Removes the orphans a reconcile reported, one group after another.
    QFuture<QList<OrphanOutcome>> cleanupOrphans(const QList<OrphanGroup> &orphans);
    QFuture<Result<QList<ImageInfo>>> images();
    // Brings recorded states in line with the engine (see StateSync); changes are also announced
    // through sandboxChanged.
    QFuture<Result<QList<StateChange>>> syncStates();
    QFuture<Result<std::optional<StateChange>>> syncState(const QString &sandboxId);
    // Snapshots (see Snapshotter): the blocking work runs on the pool like everything above.
    const Snapshotter &snapshotter() const { return m_snapshotter; }
    // What the engine's parts share (the store, the engine, the data folder), for those made per call.
    const SandboxContext &context() const { return m_context; }
    QFuture<Result<SnapshotRecord>> takeSnapshot(const QString &idOrName, const SnapshotRequest &request);
    QFuture<Result<QList<SnapshotRecord>>> snapshots(const QString &idOrName);
    QFuture<Result<RestoreReport>> restoreSnapshot(const QString &idOrName, qint64 snapshotId,
                                                   const RestoreOptions &options = {});
    QFuture<Result<QList<SnapshotDifference>>> compareSnapshots(const QString &idOrName, qint64 from, qint64 to);
    QFuture<Result<QByteArray>> snapshotFileDiff(const QString &idOrName, qint64 from, qint64 to,
                                                 const QByteArray &path);
    QFuture<Result<SnapshotVerification>> verifySnapshots(const QString &idOrName, const CancelToken &cancel = {});
    // keepAutomatic -1: as many as the sandbox's snapshot policy keeps.
    QFuture<Result<PruneReport>> pruneSnapshots(const QString &idOrName, int keepAutomatic = -1);
    QFuture<Result<SnapshotPolicy>> snapshotPolicy(const QString &idOrName);
    QFuture<Result<SnapshotPolicy>> setSnapshotPolicy(const QString &idOrName, const SnapshotPolicy &policy);
    QFuture<Status> labelSnapshot(const QString &idOrName, qint64 snapshotId, const QString &label);
    QFuture<Result<SnapshotUsage>> snapshotUsage(const QString &idOrName);
    // What Undo Last Command and Roll Back to Last Known Good would restore (see Snapshotter).
    QFuture<Result<SnapshotRecord>> snapshotBeforeLastCommand(const QString &idOrName);
    QFuture<Result<SnapshotRecord>> lastKnownGoodSnapshot(const QString &idOrName);
    // Reviews (see Reviewer): opened on the sandbox's current state, applied, and the secrets scan
    // before an apply, each on a worker.
    QFuture<Result<ReviewSession>> openReview(const QString &idOrName, const ReviewOpenOptions &options = {},
                                              const CancelToken &cancel = {});
    QFuture<Result<QList<SecretFinding>>> scanReviewSecrets(const ReviewSession &session, const Selection &selection);
    QFuture<Result<std::pair<ReviewSession, ApplyReport>>>
    applyReview(const ReviewSession &session, const Selection &selection, const ApplyOptions &options,
                bool secretsAcknowledged, const CancelToken &cancel = {});
    // Brings the sandbox's recorded state in line with the engine (best effort) and reads it back.
    QFuture<Result<SandboxCheck>> checkSandbox(const QString &sandboxId);
    // Watches these running sandboxes' workspaces (WorkspaceWatcher): a snapshot of one of them then
    // reads only the folders that changed since the last one (see WarmStore), and, with
    // `snapshotWhenQuiet`, one is taken (SnapshotTrigger::Quiet) when a workspace changed and then
    // stayed quiet, for work Shadowbox does not run itself. An empty list stops watching. Call on
    // the manager's thread.
    void watchWorkspaces(const QList<SandboxRecord> &running, bool snapshotWhenQuiet = true,
                         int quietMs = WorkspaceWatcher::kDefaultQuietMs);
    QStringList watchedWorkspaces() const;
    // Those of them that take a snapshot when they fall quiet.
    QStringList watchedWhenQuiet() const;
    // Measures these running sandboxes' workspaces now and then, and stops a sandbox whose workspace
    // grew past its limit while no command of Shadowbox ran in it (a process a command left in the
    // background, an agent inside): commands are checked by themselves. The sandbox's last error
    // and workspaceLimitReached say why. An empty list stops guarding. Call on the manager's thread.
    void guardWorkspaceLimits(const QList<SandboxRecord> &running);
    QStringList guardedWorkspaces() const;

    // Opens a terminal in the sandbox (TerminalSession) and pumps it until the program ends or `stop`
    // is canceled, on a thread of its own: a terminal may stay open for hours, and the pool is for
    // calls that end. `opened` is called (on that thread) with the session once it exists, for
    // input and resizing; `output` with the program's bytes. Counted like the calls above.
    QFuture<Result<TerminalSession::Ended>>
    runTerminal(const QString &idOrName, const TerminalOptions &options,
                std::function<void(const std::shared_ptr<TerminalSession> &)> opened,
                std::function<void(const QByteArray &)> output, const CancelToken &stop);

    // What a past run printed, as kept on disk (see RunOutputLog).
    QFuture<Result<RunOutput>> runOutput(const QString &sandboxId, qint64 runId);
    // Finishes once no call made through the asynchronous functions above is still running (at
    // once if none is). A manager replaced by Session::reconnect is deleted only then, since those
    // calls run on workers that use it. The blocking forms are not counted.
    QFuture<void> whenIdle();

    // Blocking forms, for worker threads and the CLI's worker.
    Result<SandboxRecord> createBlocking(const CreateRequest &request, const CancelToken &cancel);
    Result<SandboxRecord> forkBlocking(const ForkRequest &request, const CancelToken &cancel);
    Result<QString> forkNameBlocking(const QString &idOrName) { return m_creator.forkName(idOrName); }
    Result<SandboxRecord> startBlocking(const QString &idOrName);
    Result<SandboxRecord> stopBlocking(const QString &idOrName);
    Result<TeardownProof> destroyBlocking(const QString &idOrName);
    Result<RunRecord> execBlocking(const QString &idOrName, const QString &command, const OutputSink &sink,
                                   const CancelToken &cancel, const ExecOptions &options = {});
    Result<ReconcileReport> reconcileBlocking();
    Result<TeardownProof> cleanupOrphanBlocking(const QString &sandboxId);
    Result<QList<StateChange>> syncStatesBlocking() { return StateSync(m_context).syncAll(); }
    Result<std::optional<StateChange>> syncStateBlocking(const QString &sandboxId)
    {
        return StateSync(m_context).syncOne(sandboxId);
    }
    QList<OrphanOutcome> cleanupOrphansBlocking(const QList<OrphanGroup> &orphans);
    Result<TeardownProof> proveGone(const QString &sandboxId, const QString &workspace) const
    {
        return m_teardown.proveGone(sandboxId, workspace);
    }

    static QString validateName(const QString &name) { return SandboxCreator::validateName(name); }

Q_SIGNALS:
    void createProgress(const QString &sandboxId, const QString &step, int percent);
    void sandboxChanged(const shadowbox::SandboxRecord &record);
    void sandboxRemoved(const QString &sandboxId);
    // A snapshot of the sandbox was taken, restored, labelled or pruned.
    void snapshotsChanged(const QString &sandboxId);
    // The sandbox was stopped because its workspace grew past its limit; `message` says so.
    void workspaceLimitReached(const QString &sandboxId, const QString &message);

private:
    // Start and stop: check the move is allowed, ask the engine, mark a vanished container lost.
    Result<SandboxRecord> changeState(const QString &idOrName, SandboxState target, const QString &refused,
                                      const std::function<Status(const SandboxRecord &)> &engineCall);
    // Runs `work` on the pool, counted until it returns (see whenIdle).
    template <typename Work> auto runTracked(Work work) -> QFuture<std::invoke_result_t<Work>>;
    void finishTrackedWork();

    SandboxContext m_context;
    Teardown m_teardown;
    SandboxCreator m_creator;
    CommandRunner m_runner;
    Snapshotter m_snapshotter;
    // Stops a sandbox over its workspace limit (guardWorkspaceLimits); on the pool, counted.
    Result<SandboxRecord> stopOverLimit(const QString &sandboxId, qint64 used);

    std::map<QString, std::shared_ptr<WorkspaceWatcher>> m_watchers;         // by sandbox id
    std::map<QString, std::unique_ptr<WorkspaceUsageMonitor>> m_limitGuards; // by sandbox id
    Reconciler m_reconciler;
    QThreadPool *m_pool;
    QMutex m_workMutex;
    int m_running = 0; // asynchronous calls not finished yet
    QList<std::shared_ptr<QPromise<void>>> m_idleWaiters;
};

} // namespace shadowbox
