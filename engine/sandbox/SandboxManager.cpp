#include "sandbox/SandboxManager.h"

#include "core/Formatting.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "store/Store.h"

#include <QFileInfo>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <thread>

namespace shadowbox {

SandboxManager::SandboxManager(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir, QThreadPool *pool,
                               QObject *parent, CancelToken closing)
    : QObject(parent)
    , m_context(std::move(engine), std::move(store), std::move(dataDir),
                SandboxContext::Notifications{[this](const SandboxRecord &r) { Q_EMIT sandboxChanged(r); },
                                              [this](const QString &id) { Q_EMIT sandboxRemoved(id); },
                                              [this](const QString &id, const QString &step, int percent) {
                                                  Q_EMIT createProgress(id, step, percent);
                                              },
                                              [this](const QString &id) { Q_EMIT snapshotsChanged(id); }},
                std::move(closing))
    , m_teardown(m_context)
    , m_creator(m_context)
    , m_runner(m_context)
    , m_snapshotter(m_context)
    , m_reconciler(m_context, m_teardown)
    , m_pool(pool)
{
    qRegisterMetaType<SandboxRecord>();
}

SandboxManager::~SandboxManager()
{
    // The watchers' threads end here, before anything they call into goes (a capture on a worker
    // may still hold one as its change feed: stopped, it calls nothing).
    watchWorkspaces({});
    m_limitGuards.clear();
}

void SandboxManager::watchWorkspaces(const QList<SandboxRecord> &sandboxes, bool snapshotWhenQuiet, int quietMs)
{
    QSet<QString> wanted;
    for (const SandboxRecord &r : sandboxes) {
        if (r.workspace.isEmpty())
            continue;
        wanted.insert(r.id);
        if (const auto it = m_watchers.find(r.id); it != m_watchers.end()) {
            it->second->setReportQuiet(snapshotWhenQuiet);
            continue;
        }
        const QString id = r.id;
        auto watcher = std::make_shared<WorkspaceWatcher>(r.workspace, quietMs, [this, id] {
            // On the watcher's thread: the snapshot is taken on the pool, like any other call.
            QMetaObject::invokeMethod(
                this,
                [this, id] {
                    const auto it = m_watchers.find(id);
                    if (it == m_watchers.end() || !it->second->reportsQuiet())
                        return;
                    (void)runTracked([this, id] {
                        auto taken = m_snapshotter.take(id, {SnapshotTrigger::Quiet, QString(), QString(), true});
                        if (taken && taken->id > 0)
                            m_context.notifySnapshotsChanged(id);
                        return taken;
                    });
                },
                Qt::QueuedConnection);
        });
        watcher->setReportQuiet(snapshotWhenQuiet);
        m_context.setWarmStore(id, std::make_shared<WarmStore>(watcher));
        m_watchers[id] = std::move(watcher);
    }
    for (auto it = m_watchers.begin(); it != m_watchers.end();) {
        if (wanted.contains(it->first)) {
            ++it;
            continue;
        }
        m_context.setWarmStore(it->first, nullptr);
        it->second->stop();
        it = m_watchers.erase(it);
    }
}

QStringList SandboxManager::watchedWorkspaces() const
{
    QStringList ids;
    for (const auto &[id, watcher] : m_watchers)
        ids << id;
    return ids;
}

void SandboxManager::guardWorkspaceLimits(const QList<SandboxRecord> &running)
{
    QSet<QString> wanted;
    for (const SandboxRecord &r : running) {
        if (r.state != SandboxState::Running || r.workspace.isEmpty() || r.limits.workspaceBytes <= 0)
            continue;
        wanted.insert(r.id);
        if (m_limitGuards.count(r.id))
            continue;
        const QString id = r.id;
        m_limitGuards[id] =
            std::make_unique<WorkspaceUsageMonitor>(r.workspace, r.limits.workspaceBytes, 0, [this, id](qint64 used) {
                // On the monitor's thread, which ends after this call: the stop runs on the pool.
                QMetaObject::invokeMethod(
                    this,
                    [this, id, used] {
                        if (!m_limitGuards.count(id))
                            return;
                        m_limitGuards.erase(id);
                        (void)runTracked([this, id, used] { return stopOverLimit(id, used); });
                    },
                    Qt::QueuedConnection);
            });
    }
    for (auto it = m_limitGuards.begin(); it != m_limitGuards.end();) {
        if (wanted.contains(it->first))
            ++it;
        else
            it = m_limitGuards.erase(it);
    }
}

QStringList SandboxManager::guardedWorkspaces() const
{
    QStringList ids;
    for (const auto &[id, guard] : m_limitGuards)
        ids << id;
    return ids;
}

Result<SandboxRecord> SandboxManager::stopOverLimit(const QString &sandboxId, qint64 used)
{
    auto found = m_context.find(sandboxId);
    if (!found)
        return found;
    if (found->state != SandboxState::Running)
        return found; // stopped meanwhile, by someone else
    const QString message =
        tr("Sandbox \"%1\" was stopped: its workspace grew to %2, past its limit of %3, while no command of "
           "Shadowbox was running in it (a process left running in the background, or a program inside, kept "
           "writing).")
            .arg(found->name, Format::bytes(used), Format::bytes(found->limits.workspaceBytes)) +
        u' ' +
        tr("Roll it back to a snapshot, or delete what it no longer needs from its workspace (%1), then start it "
           "again.")
            .arg(found->workspace);
    auto stopped = stopBlocking(sandboxId);
    if (!stopped)
        return stopped;
    stopped->lastError = message;
    if (Status saved = m_context.save(*stopped, SandboxState::Stopped); !saved)
        return saved.error();
    Q_EMIT workspaceLimitReached(sandboxId, message);
    return stopped;
}

QStringList SandboxManager::watchedWhenQuiet() const
{
    QStringList ids;
    for (const auto &[id, watcher] : m_watchers) {
        if (watcher->reportsQuiet())
            ids << id;
    }
    return ids;
}

QFuture<Result<SandboxRecord>> SandboxManager::create(const CreateRequest &request, const CancelToken &cancel)
{
    return runTracked([this, request, cancel] { return createBlocking(request, cancel); });
}

QFuture<Result<SandboxRecord>> SandboxManager::fork(const ForkRequest &request, const CancelToken &cancel)
{
    return runTracked([this, request, cancel] { return forkBlocking(request, cancel); });
}

QFuture<Result<QString>> SandboxManager::forkName(const QString &idOrName)
{
    return runTracked([this, idOrName] { return forkNameBlocking(idOrName); });
}

QFuture<Result<SandboxRecord>> SandboxManager::start(const QString &idOrName)
{
    return runTracked([this, idOrName] { return startBlocking(idOrName); });
}

QFuture<Result<SandboxRecord>> SandboxManager::stop(const QString &idOrName)
{
    return runTracked([this, idOrName] { return stopBlocking(idOrName); });
}

QFuture<Result<SandboxRecord>> SandboxManager::setNetworkPolicy(const QString &idOrName, NetworkPolicy policy)
{
    return runTracked([this, idOrName, policy]() -> Result<SandboxRecord> {
        auto record = m_context.find(idOrName);
        if (!record)
            return record.error();
        return GatewayMocks(m_context).setPolicy(*record, policy);
    });
}

QFuture<std::any> SandboxManager::background(std::function<std::any(const SandboxContext &)> work)
{
    return runTracked([this, work = std::move(work)] { return work(m_context); });
}

QFuture<Result<SandboxRecord>> SandboxManager::changeNetworkPolicy(const QString &idOrName,
                                                                   std::optional<NetworkPolicy> policy,
                                                                   const QList<AllowRule> &add,
                                                                   const QList<AllowRule> &remove)
{
    return runTracked([this, idOrName, policy, add, remove]() -> Result<SandboxRecord> {
        auto record = m_context.find(idOrName);
        if (!record)
            return record.error();
        GatewayMocks::PolicyChange change;
        change.policy = policy;
        change.add = add;
        change.remove = remove;
        return GatewayMocks(m_context).changePolicy(*record, change);
    });
}

QFuture<Result<SandboxRecord>> SandboxManager::setMockServer(const QString &idOrName,
                                                             const std::optional<MockServer> &server,
                                                             std::shared_ptr<QStringList> notes)
{
    return runTracked([this, idOrName, server, notes]() -> Result<SandboxRecord> {
        auto record = m_context.find(idOrName);
        if (!record)
            return record.error();
        GatewayMocks::PolicyChange change;
        change.mockServer = server;
        return GatewayMocks(m_context).changePolicy(*record, change, notes.get());
    });
}

QFuture<Result<TeardownProof>> SandboxManager::destroy(const QString &idOrName)
{
    return runTracked([this, idOrName] { return destroyBlocking(idOrName); });
}

QFuture<Result<RunRecord>> SandboxManager::exec(const QString &idOrName, const QString &command, OutputSink sink,
                                                const CancelToken &cancel, const ExecOptions &options)
{
    return runTracked([this, idOrName, command, sink = std::move(sink), cancel, options] {
        return execBlocking(idOrName, command, sink, cancel, options);
    });
}

QFuture<Result<SnapshotRecord>> SandboxManager::takeSnapshot(const QString &idOrName, const SnapshotRequest &request)
{
    return runTracked([this, idOrName, request] {
        auto taken = m_snapshotter.take(idOrName, request);
        if (taken)
            m_context.notifySnapshotsChanged(taken->sandboxId);
        return taken;
    });
}

QFuture<Result<QList<SnapshotRecord>>> SandboxManager::snapshots(const QString &idOrName)
{
    return runTracked([this, idOrName] { return m_snapshotter.list(idOrName); });
}

QFuture<Result<RestoreReport>> SandboxManager::restoreSnapshot(const QString &idOrName, qint64 snapshotId,
                                                               const RestoreOptions &options)
{
    // The window has the sandbox back as soon as the new container runs; the old one goes after.
    RestoreOptions later = options;
    later.removeReplacedLater = true;
    return runTracked([this, idOrName, snapshotId, later] {
        auto restored = m_snapshotter.restore(idOrName, snapshotId, later);
        if (auto record = m_context.find(idOrName))
            m_context.notifySnapshotsChanged(record->id);
        if (restored && !restored->replacedContainer.isEmpty()) {
            (void)runTracked([this, sandboxId = restored->restored.sandboxId, old = restored->replacedContainer] {
                return m_snapshotter.removeReplaced(sandboxId, old);
            });
        }
        return restored;
    });
}

QFuture<Result<QList<SnapshotDifference>>> SandboxManager::compareSnapshots(const QString &idOrName, qint64 from,
                                                                            qint64 to)
{
    return runTracked([this, idOrName, from, to] { return m_snapshotter.compare(idOrName, from, to); });
}

QFuture<Result<QByteArray>> SandboxManager::snapshotFileDiff(const QString &idOrName, qint64 from, qint64 to,
                                                             const QByteArray &path)
{
    return runTracked([this, idOrName, from, to, path] { return m_snapshotter.fileDiff(idOrName, from, to, path); });
}

QFuture<Result<ReviewSession>> SandboxManager::openReview(const QString &idOrName, const ReviewOpenOptions &options,
                                                          const CancelToken &cancel)
{
    return runTracked(
        [this, idOrName, options, cancel] { return Reviewer(m_context).open(idOrName, options, cancel); });
}

QFuture<Result<QList<SecretFinding>>> SandboxManager::scanReviewSecrets(const ReviewSession &session,
                                                                        const Selection &selection)
{
    return runTracked([this, session, selection] { return Reviewer(m_context).scanSecrets(session, selection); });
}

QFuture<Result<std::pair<ReviewSession, ApplyReport>>>
SandboxManager::applyReview(const ReviewSession &session, const Selection &selection, const ApplyOptions &options,
                            bool secretsAcknowledged, const CancelToken &cancel)
{
    return runTracked([this, session, selection, options, secretsAcknowledged,
                       cancel]() -> Result<std::pair<ReviewSession, ApplyReport>> {
        ReviewSession applied = session;
        auto report = Reviewer(m_context).apply(applied, selection, options, secretsAcknowledged, cancel);
        if (!report)
            return report.error();
        return std::pair{applied, *report};
    });
}

QFuture<Result<SnapshotVerification>> SandboxManager::verifySnapshots(const QString &idOrName,
                                                                      const CancelToken &cancel)
{
    return runTracked([this, idOrName, cancel] { return m_snapshotter.verify(idOrName, cancel); });
}

QFuture<Result<PruneReport>> SandboxManager::pruneSnapshots(const QString &idOrName, int keepAutomatic)
{
    return runTracked([this, idOrName, keepAutomatic] {
        auto pruned = m_snapshotter.prune(idOrName, keepAutomatic);
        if (auto record = m_context.find(idOrName))
            m_context.notifySnapshotsChanged(record->id);
        return pruned;
    });
}

QFuture<Result<SnapshotPolicy>> SandboxManager::snapshotPolicy(const QString &idOrName)
{
    return runTracked([this, idOrName] { return m_snapshotter.policy(idOrName); });
}

QFuture<Result<SnapshotPolicy>> SandboxManager::setSnapshotPolicy(const QString &idOrName, const SnapshotPolicy &policy)
{
    return runTracked([this, idOrName, policy] {
        auto saved = m_snapshotter.setPolicy(idOrName, policy);
        if (auto record = m_context.find(idOrName))
            m_context.notifySnapshotsChanged(record->id);
        return saved;
    });
}

QFuture<Status> SandboxManager::labelSnapshot(const QString &idOrName, qint64 snapshotId, const QString &label)
{
    return runTracked([this, idOrName, snapshotId, label] {
        Status s = m_snapshotter.setLabel(idOrName, snapshotId, label);
        if (auto record = m_context.find(idOrName))
            m_context.notifySnapshotsChanged(record->id);
        return s;
    });
}

QFuture<Result<SnapshotUsage>> SandboxManager::snapshotUsage(const QString &idOrName)
{
    return runTracked([this, idOrName] { return m_snapshotter.usage(idOrName); });
}

QFuture<Result<SnapshotRecord>> SandboxManager::snapshotBeforeLastCommand(const QString &idOrName)
{
    return runTracked([this, idOrName] { return m_snapshotter.beforeLastCommand(idOrName); });
}

QFuture<Result<SnapshotRecord>> SandboxManager::lastKnownGoodSnapshot(const QString &idOrName)
{
    return runTracked([this, idOrName] { return m_snapshotter.lastKnownGood(idOrName); });
}

QFuture<Result<SandboxCheck>> SandboxManager::checkSandbox(const QString &sandboxId)
{
    return runTracked([this, sandboxId]() -> Result<SandboxCheck> {
        SandboxCheck check;
        if (auto change = StateSync(m_context).syncOne(sandboxId); change && change->has_value())
            check.change = **change;
        auto record = m_context.find(sandboxId);
        if (!record)
            return record.error();
        check.record = *record;
        check.workspaceMissing = !QFileInfo::exists(record->workspace);
        return check;
    });
}

QFuture<Result<ReconcileReport>> SandboxManager::reconcile()
{
    return runTracked([this] { return reconcileBlocking(); });
}

QFuture<Result<QList<ImageInfo>>> SandboxManager::images()
{
    return runTracked([this] { return m_context.client().listImages(m_context.callOptions()); });
}

QFuture<Result<QList<StateChange>>> SandboxManager::syncStates()
{
    return runTracked([this] { return syncStatesBlocking(); });
}

QFuture<Result<std::optional<StateChange>>> SandboxManager::syncState(const QString &sandboxId)
{
    return runTracked([this, sandboxId] { return StateSync(m_context).syncOne(sandboxId); });
}

QFuture<Result<RunOutput>> SandboxManager::runOutput(const QString &sandboxId, qint64 runId)
{
    const QString path = RunOutputLog::path(m_context.dataDir(), sandboxId, runId);
    return runTracked([path] { return RunOutputLog::read(path); });
}

QFuture<Result<TeardownProof>> SandboxManager::cleanupOrphan(const QString &sandboxId)
{
    return runTracked([this, sandboxId] { return cleanupOrphanBlocking(sandboxId); });
}

QFuture<QList<OrphanOutcome>> SandboxManager::cleanupOrphans(const QList<OrphanGroup> &orphans)
{
    return runTracked([this, orphans] { return cleanupOrphansBlocking(orphans); });
}

// The count is kept inside the work itself rather than by attaching continuations to the returned
// futures: a QFuture holds a single continuation, and the caller's .then() must not be replaced.
template <typename Work> auto SandboxManager::runTracked(Work work) -> QFuture<std::invoke_result_t<Work>>
{
    {
        QMutexLocker lock(&m_workMutex);
        ++m_running;
    }
    return QtConcurrent::run(m_pool, [this, work = std::move(work)]() mutable {
        auto result = work();
        // Nothing may touch `this` after this call: a retired manager can be deleted from here on.
        finishTrackedWork();
        return result;
    });
}

QFuture<Result<TerminalSession::Ended>>
SandboxManager::runTerminal(const QString &idOrName, const TerminalOptions &options,
                            std::function<void(const std::shared_ptr<TerminalSession> &)> opened,
                            std::function<void(const QByteArray &)> output, const CancelToken &stop)
{
    {
        QMutexLocker lock(&m_workMutex);
        ++m_running;
    }
    auto promise = std::make_shared<QPromise<Result<TerminalSession::Ended>>>();
    promise->start();
    QFuture<Result<TerminalSession::Ended>> future = promise->future();
    std::thread([this, promise, idOrName, options, opened = std::move(opened), output = std::move(output), stop] {
        Result<TerminalSession::Ended> result = [&]() -> Result<TerminalSession::Ended> {
            auto session = TerminalSession::open(m_context, idOrName, options, stop);
            if (!session)
                return session.error();
            std::shared_ptr<TerminalSession> shared(std::move(*session));
            opened(shared);
            return shared->run(output, stop);
        }();
        promise->addResult(result);
        promise->finish();
        // Nothing may touch `this` after this call: a retired manager can be deleted from here on.
        finishTrackedWork();
    }).detach();
    return future;
}

void SandboxManager::finishTrackedWork()
{
    QList<std::shared_ptr<QPromise<void>>> idle;
    {
        QMutexLocker lock(&m_workMutex);
        if (--m_running == 0)
            idle.swap(m_idleWaiters);
    }
    for (const std::shared_ptr<QPromise<void>> &promise : std::as_const(idle))
        promise->finish();
}

QFuture<void> SandboxManager::whenIdle()
{
    QMutexLocker lock(&m_workMutex);
    if (m_running == 0)
        return QtFuture::makeReadyFuture();
    auto promise = std::make_shared<QPromise<void>>();
    promise->start();
    m_idleWaiters.append(promise);
    return promise->future();
}

Result<SandboxRecord> SandboxManager::createBlocking(const CreateRequest &request, const CancelToken &cancel)
{
    return m_creator.create(request, cancel);
}

Result<SandboxRecord> SandboxManager::forkBlocking(const ForkRequest &request, const CancelToken &cancel)
{
    auto forked = m_creator.fork(request, cancel);
    // It has a snapshot of its own already: a timeline showing it reads it.
    if (forked)
        m_context.notifySnapshotsChanged(forked->id);
    return forked;
}

Result<SandboxRecord> SandboxManager::startBlocking(const QString &idOrName)
{
    return changeState(idOrName, SandboxState::Running, tr("Sandbox \"%1\" is %2 and cannot be started."),
                       [this](const SandboxRecord &r) -> Status {
                           // The gateway first: the sandbox's container joins its network namespace.
                           if (Status gateway = SandboxGateway(m_context).start(r, m_context.callOptions()); !gateway)
                               return gateway;
                           return m_context.client().startContainer(r.containerId, m_context.callOptions());
                       });
}

Result<SandboxRecord> SandboxManager::stopBlocking(const QString &idOrName)
{
    return changeState(idOrName, SandboxState::Stopped, tr("Sandbox \"%1\" is %2 and cannot be stopped."),
                       [this](const SandboxRecord &r) -> Status {
                           if (Status s = m_context.client().stopContainer(r.containerId, r.limits.stopTimeoutSeconds,
                                                                           m_context.callOptions());
                               !s)
                               return s;
                           return SandboxGateway(m_context).stop(r, m_context.callOptions());
                       });
}

Result<SandboxRecord> SandboxManager::changeState(const QString &idOrName, SandboxState target, const QString &refused,
                                                  const std::function<Status(const SandboxRecord &)> &engineCall)
{
    auto found = m_context.find(idOrName);
    if (!found)
        return found;
    // Held until the engine has answered and the new state is saved, so that a destroy or a
    // reconcile elsewhere waits for this change instead of racing it.
    auto lease = m_context.takeLease(found->id, found->name);
    if (!lease)
        return lease.error();
    auto record = m_context.find(found->id);
    if (!record)
        return record;
    if (!canTransition(record->state, target))
        return Error::make(Error::Kind::Conflict, refused.arg(record->name, stateLabel(record->state).toLower()));
    if (Status s = engineCall(*record); !s) {
        if (s.error().kind != Error::Kind::NotFound)
            return s.error();
        record->lastError = tr("Its container no longer exists on the engine.");
        (void)m_context.save(*record, SandboxState::Lost);
        return Error::make(Error::Kind::NotFound, tr("Sandbox \"%1\" is lost: its container was removed outside "
                                                     "Shadowbox. Destroy it to clean up its workspace.")
                                                      .arg(record->name));
    }
    record->lastError.clear();
    if (Status saved = m_context.save(*record, target); !saved)
        return saved.error();
    return record;
}

Result<TeardownProof> SandboxManager::destroyBlocking(const QString &idOrName)
{
    return m_teardown.destroy(idOrName);
}

Result<RunRecord> SandboxManager::execBlocking(const QString &idOrName, const QString &command, const OutputSink &sink,
                                               const CancelToken &cancel, const ExecOptions &options)
{
    return m_runner.run(idOrName, command, sink, cancel, options);
}

Result<ReconcileReport> SandboxManager::reconcileBlocking()
{
    return m_reconciler.reconcile();
}

Result<TeardownProof> SandboxManager::cleanupOrphanBlocking(const QString &sandboxId)
{
    return m_reconciler.cleanupOrphan(sandboxId);
}

QList<OrphanOutcome> SandboxManager::cleanupOrphansBlocking(const QList<OrphanGroup> &orphans)
{
    return m_reconciler.cleanupOrphans(orphans);
}

} // namespace shadowbox
