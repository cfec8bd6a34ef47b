#include "snapshot/Snapshotter.h"

#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "snapshot/ContainerSnapshots.h"
#include "snapshot/SnapshotterInternal.h"
#include "store/Store.h"

#include <QElapsedTimer>

#include <future>

// Restores: the workspace and the container's system put back as a snapshot holds them, under a
// journal that the next start finishes when a crash or kill -9 cut the restore short.

namespace shadowbox {

using snapshotinternal::imageKey;
using snapshotinternal::kQuickCallMs;

namespace {
// How long a restore that stopped the running commands waits for their processes to let go.
constexpr int kCommandsEndWaitMs = 15'000;

template <typename F> auto timedStep(QList<StepTiming> &steps, const QString &step, F &&fn)
{
    QElapsedTimer t;
    t.start();
    auto result = fn();
    steps.append({step, t.elapsed(), bool(result), result ? QString() : result.error().message});
    return result;
}
} // namespace

Result<RestoreReport> Snapshotter::restore(const QString &idOrName, qint64 snapshotId, const RestoreOptions &options,
                                           const CancelToken &cancel) const
{
    QElapsedTimer total;
    total.start();
    auto found = m_context.find(idOrName);
    if (!found)
        return found.error();
    if (found->state != SandboxState::Running && found->state != SandboxState::Stopped &&
        found->state != SandboxState::Lost)
        return Error::make(
            Error::Kind::Conflict,
            tr("Sandbox \"%1\" is %2 and cannot be restored.").arg(found->name, stateLabel(found->state).toLower()));
    auto target = findIn(*found, snapshotId);
    if (!target)
        return target.error();
    const QString image = target->containerImage.isEmpty() ? found->image : target->containerImage;
    auto present = m_context.client().resolveImage(image, m_context.callOptions());
    if (!present)
        return present.error();
    if (!present->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("Snapshot %1 cannot be restored: its container image %2 is no longer on the engine (it "
                              "was removed outside Shadowbox). Restore another snapshot.")
                               .arg(target->id)
                               .arg(imageKey(image).left(12)));

    // Commands first: each one holds the activity lock shared while it runs.
    auto activity = FileLock::tryLock(m_context.activityLockPath(found->id));
    if (!activity && activity.error().kind != Error::Kind::Conflict)
        return activity.error();
    if (!activity && !options.stopRunningCommands)
        return Error::make(Error::Kind::CommandRunning,
                           tr("A command is still running in sandbox \"%1\" (from this or another Shadowbox window or "
                              "command). Stop it first, or restore with the option that stops it.")
                               .arg(found->name))
            .withCliHint(QStringLiteral("shadowbox rollback %1 %2 --stop-commands").arg(found->name).arg(target->id));
    auto lease = m_context.takeLease(found->id, found->name);
    if (!lease)
        return lease.error();
    auto record = m_context.find(found->id);
    if (!record)
        return record.error();

    RestoreReport report;
    report.restored = *target;
    report.image = image;
    report.steps.append({QStringLiteral("check"), total.elapsed(), true, QString()});
    const EngineClient &client = m_context.client();
    const CallOptions quick = m_context.callOptions(kQuickCallMs);

    // One snapshot lock and one store for the whole restore: the state being replaced is read once
    // and put back from what that read found.
    QElapsedTimer opening;
    opening.start();
    auto snapshotLock = lockSnapshots(*record, cancel);
    if (!snapshotLock)
        return snapshotLock.error();

    // The replacement is made and started meanwhile (under the snapshot lock, which keeps a
    // reconcile from taking it for one a dead restore left), under a name of its own: the old
    // container keeps its name until the journal says what to finish. It starts at once: its only process is
    // Shadowbox's own (no image's entry point runs), which touches nothing, and no command runs in
    // it before the restore is over (it holds the activity lock). Its system's state right after
    // the start is what later snapshots compare with.
    std::future<Result<QString>> made;
    QList<StepTiming> madeSteps; // the other thread's, added once it is done
    QString madeBaseline;
    made = std::async(std::launch::async, [&, spec = m_context.containerSpec(*record, image)]() mutable {
        auto created = timedStep(madeSteps, QStringLiteral("container"), [&]() -> Result<QString> {
            // A restore cut short left it; the one a restore before left to its caller may be there too.
            (void)client.removeContainer(record->nextContainerName(), quick);
            (void)client.removeContainer(record->replacedContainerName(), quick);
            spec.name = record->nextContainerName();
            // The replacement joins the gateway's network namespace: the gateway must be up.
            if (Status gateway = SandboxGateway(m_context).start(*record, m_context.callOptions(60'000)); !gateway)
                return gateway.error();
            return client.createContainer(spec, m_context.callOptions(60'000));
        });
        if (!created)
            return created;
        const Status started = timedStep(madeSteps, QStringLiteral("start"), [&] {
            return client.startContainer(*created, m_context.callOptions(60'000));
        });
        if (!started) {
            (void)client.removeContainer(*created, quick);
            return Result<QString>(m_context.explainRunFailure(started.error()));
        }
        if (auto trust = SandboxGateway(m_context).trustStep(*record, *created, m_context.callOptions(60'000)))
            madeSteps.append(*trust);
        if (auto fresh = ContainerSnapshots(client).inspect(*created, quick))
            madeBaseline = fresh->signature;
        return created;
    });
    // On the way out before anything changed, the replacement goes again.
    const auto discardMade = [&] {
        if (!made.valid())
            return;
        if (auto id = made.get(); id && !id->isEmpty())
            (void)client.removeContainer(*id, quick);
    };

    auto repo = openStore(record->id);
    if (!repo) {
        discardMade();
        return repo.error();
    }
    report.steps.append({QStringLiteral("open"), opening.elapsed(), true, QString()});

    // Frozen first: from here on nothing in the container changes the workspace or its system, so
    // the snapshot of the state being replaced is exact and nothing has to be read twice.
    bool frozen = false;
    bool stillRuns = false; // running, and it could not be frozen
    if (!record->containerId.isEmpty() && record->state == SandboxState::Running) {
        const auto paused = timedStep(report.steps, QStringLiteral("freeze"),
                                      [&] { return client.pauseContainer(record->containerId, quick); });
        frozen = bool(paused);
        if (!frozen) {
            // Stopped or gone meanwhile, nothing runs; or an engine that cannot pause this container.
            auto info = client.inspectContainer(record->containerId, quick);
            stillRuns = info && info->running;
        }
    }
    const auto thaw = [&] {
        if (frozen)
            (void)client.unpauseContainer(record->containerId, CallOptions::withTimeout(15'000));
    };

    // The state being replaced is kept, so that a restore loses nothing. A sandbox whose container
    // is gone (lost) still has a workspace worth keeping.
    WorkspaceCapture current;
    auto before = timedStep(report.steps, QStringLiteral("before"), [&] {
        return takeLocked(*record, {SnapshotTrigger::BeforeRestore, QString(), QString()}, cancel,
                          {&*repo, frozen, &current, nullptr});
    });
    Result<QString> next = made.get();
    report.steps += madeSteps;
    if (stillRuns) {
        // A container that runs and cannot be frozen goes first, and the rest follows one step after
        // the other (apply): the replacement made meanwhile is not used.
        if (next && !next->isEmpty())
            (void)client.removeContainer(*next, quick);
        next = QString();
    }
    const auto undoMade = [&] {
        if (next && !next->isEmpty())
            (void)client.removeContainer(*next, quick);
        thaw();
    };
    if (!before) {
        undoMade();
        return Error::make(before.error().kind, tr("Nothing was restored: the snapshot of the current state, taken "
                                                   "first so that nothing is lost, failed. %1")
                                                    .arg(before.error().message));
    }
    report.before = *before;
    if (!next) {
        undoMade();
        return Error::make(next.error().kind, tr("Nothing was restored: the container that replaces the current one "
                                                 "could not be made. %1")
                                                  .arg(m_context.explainRunFailure(next.error()).message));
    }
    if (cancel.isCanceled()) {
        undoMade();
        return Error::make(Error::Kind::Canceled, tr("The restore was canceled before it changed anything."));
    }

    // From here on the journal says what to finish should this process die.
    if (Status s = timedStep(report.steps, QStringLiteral("journal"),
                             [&] {
                                 return m_context.store()
                                     .beginRestore({record->id, target->id, QDateTime::currentDateTimeUtc()})
                                     .result();
                             });
        !s) {
        undoMade();
        return s.error();
    }
    bool oldGone = false;
    if (!activity) {
        // The running commands end with their container; then their processes let go.
        report.stoppedCommands = true;
        (void)client.removeContainer(record->containerId, m_context.callOptions(30'000));
        oldGone = true;
        activity = FileLock::lock(m_context.activityLockPath(record->id), QDeadlineTimer(kCommandsEndWaitMs));
        if (!activity)
            return Error::make(Error::Kind::Conflict,
                               tr("The commands running in sandbox \"%1\" were stopped, but a Shadowbox process that "
                                  "ran one has not let go after %2 seconds. The restore is finished when that process "
                                  "ends, at the next start.")
                                   .arg(record->name)
                                   .arg(kCommandsEndWaitMs / 1000));
    }
    const Status applied =
        next->isEmpty() ? apply(*record, *target, report, {})
                        : swapIn(*record, *target, *next, madeBaseline, oldGone, *repo, current, options, report, {});
    if (!applied)
        return applied.error();
    restoreMocks(record->id, *target, report);
    (void)m_context.store().endRestore(record->id).result();
    report.elapsedMs = total.elapsed();
    return report;
}

Status Snapshotter::swapIn(SandboxRecord &record, const SnapshotRecord &snapshot, const QString &next,
                           const QString &nextBaseline, bool oldGone, WorkspaceSnapshots &repo,
                           const WorkspaceCapture &current, const RestoreOptions &options, RestoreReport &report,
                           const CancelToken &cancel) const
{
    const EngineClient &client = m_context.client();
    const CallOptions quick = m_context.callOptions(kQuickCallMs);
    const CallOptions slow = m_context.callOptions(60'000);
    const QString image = snapshot.containerImage.isEmpty() ? record.image : snapshot.containerImage;
    const QString old = oldGone ? QString() : record.containerId;

    // The old container steps aside and the new one takes its name; the record names the new one at
    // once, so that should this process die now, the journal's apply() finds both.
    auto renamed = timedStep(report.steps, QStringLiteral("swap"), [&]() -> Status {
        if (!old.isEmpty()) {
            if (Status s = client.renameContainer(old, record.replacedContainerName(), quick);
                !s && s.error().kind != Error::Kind::NotFound)
                return s;
        }
        return client.renameContainer(next, record.containerName(), quick);
    });
    if (!renamed)
        return renamed;
    record.containerId = next;
    record.containerImage = imageKey(image) == imageKey(record.image) ? QString() : image;
    record.systemBaseline.clear();
    if (Status s = m_context.save(record, record.state); !s)
        return s;

    // The old container is frozen or stopped, so it writes nothing meanwhile. It goes while the
    // workspace is put back and the new one starts, or, when the caller asks, after the restore.
    const bool removeNow = !old.isEmpty() && !options.removeReplacedLater;
    QList<StepTiming> removalSteps;
    std::future<Status> removal;
    if (removeNow) {
        removal = std::async(std::launch::async, [&] {
            return timedStep(removalSteps, QStringLiteral("remove"), [&] { return client.removeContainer(old, slow); });
        });
    }
    const auto finishRemoval = [&]() -> Status {
        if (!removal.valid())
            return {};
        const Status removed = removal.get();
        report.steps += removalSteps;
        return removed;
    };
    auto workspace = timedStep(report.steps, QStringLiteral("workspace"), [&] {
        return repo.restore(record.workspace, snapshot.workspaceCommit, cancel, &current);
    });
    if (!workspace) {
        (void)finishRemoval();
        return workspace.error();
    }
    report.workspace = *workspace;
    QElapsedTimer settling;
    settling.start();
    // The new container runs already (restore() started it and read its system's state). The
    // files the restore wrote are left for the next capture to read: it finds them by their
    // metadata, at a cost that follows what the restore wrote, where reading the workspace's
    // metadata again here would cost the whole workspace's.
    record.systemBaseline = nextBaseline;
    // A container that would not go is left to the next restore or reconcile, which remove it by
    // its name; the restore itself is done.
    if (const Status removed = finishRemoval(); !removed)
        record.lastError = tr("The container this restore replaced could not be removed (%1); the next reconcile "
                              "removes it.")
                               .arg(removed.error().message);
    else
        record.lastError.clear();
    if (!old.isEmpty() && options.removeReplacedLater)
        report.replacedContainer = old;
    const Status saved = m_context.save(record, SandboxState::Running);
    report.steps.append({QStringLiteral("settle"), settling.elapsed(), bool(saved), QString()});
    return saved;
}

Status Snapshotter::removeReplaced(const QString &sandboxId, const QString &containerId) const
{
    if (containerId.isEmpty())
        return {};
    // Only what a restore of this sandbox set aside: its label and the name it was given.
    const CallOptions options = m_context.callOptions(kQuickCallMs);
    auto info = m_context.client().inspectContainer(containerId, options);
    if (!info)
        return info.error().kind == Error::Kind::NotFound ? Status() : Status(info.error());
    SandboxRecord owner;
    owner.id = sandboxId;
    if (info->labels.value(QLatin1String(kSandboxLabel)) != sandboxId || info->name != owner.replacedContainerName())
        return Error::make(Error::Kind::InvalidInput,
                           tr("The container %1 is not one a restore of sandbox %2 set aside; it is left alone.")
                               .arg(containerId.left(12), sandboxId));
    const Status removed = m_context.client().removeContainer(containerId, m_context.callOptions(60'000));
    if (removed)
        return removed;
    return Error::make(removed.error().kind,
                       tr("The container a restore of sandbox %1 replaced could not be removed (%2); the next "
                          "reconcile removes it.")
                           .arg(sandboxId, removed.error().message));
}

Status Snapshotter::apply(SandboxRecord &record, const SnapshotRecord &snapshot, RestoreReport &report,
                          const CancelToken &cancel) const
{
    const EngineClient &client = m_context.client();
    const CallOptions options = m_context.callOptions(60'000);
    const QString image = snapshot.containerImage.isEmpty() ? record.image : snapshot.containerImage;

    // Nothing in the container may write to the workspace while it is put back: the container goes
    // first, with those a restore cut short may have left under the names it swaps them by.
    auto removed = timedStep(report.steps, QStringLiteral("remove"), [&]() -> Status {
        if (!record.containerId.isEmpty()) {
            if (Status s = client.removeContainer(record.containerId, options); !s)
                return s;
        }
        for (const QString &name :
             {record.containerName(), record.nextContainerName(), record.replacedContainerName()}) {
            if (Status s = client.removeContainer(name, options); !s)
                return s;
        }
        return Status();
    });
    if (!removed)
        return removed;

    auto repo = openStore(record.id);
    if (!repo)
        return repo.error();
    auto workspace = timedStep(report.steps, QStringLiteral("workspace"),
                               [&] { return repo->restore(record.workspace, snapshot.workspaceCommit, cancel); });
    if (!workspace)
        return workspace.error();
    report.workspace = *workspace;

    auto created = timedStep(report.steps, QStringLiteral("container"), [&]() -> Result<QString> {
        if (Status gateway = SandboxGateway(m_context).start(record, options); !gateway)
            return gateway.error();
        return client.createContainer(m_context.containerSpec(record, image), options);
    });
    if (!created)
        return m_context.explainRunFailure(created.error());
    record.containerId = *created;
    record.containerImage = imageKey(image) == imageKey(record.image) ? QString() : image;
    record.systemBaseline.clear();
    // Saved at once: should this process die now, the record names the container that exists.
    if (Status s = m_context.save(record, record.state); !s)
        return s;
    auto started = timedStep(report.steps, QStringLiteral("start"),
                             [&] { return client.startContainer(record.containerId, options); });
    if (!started)
        return m_context.explainRunFailure(started.error());
    if (auto trust = SandboxGateway(m_context).trustStep(record, record.containerId, options))
        report.steps.append(*trust);
    if (auto fresh = ContainerSnapshots(client).inspect(record.containerId, options))
        record.systemBaseline = fresh->signature;
    record.lastError.clear();
    return m_context.save(record, SandboxState::Running);
}

void Snapshotter::restoreMocks(const QString &sandboxId, const SnapshotRecord &snapshot, RestoreReport &report) const
{
    if (!snapshot.mockSet)
        return;
    auto restored = timedStep(report.steps, QStringLiteral("mocks"), [&]() -> Result<int> {
        auto record = m_context.find(sandboxId); // as the restore left it: running, most likely
        if (!record)
            return record.error();
        if (record->networkMode != NetworkMode::Gateway)
            return -1;
        auto set = m_context.store().mockSet(sandboxId, *snapshot.mockSet).result();
        if (!set)
            return set.error();
        return GatewayMocks(m_context).restore(*record, *set);
    });
    if (restored)
        report.mocks = *restored;
    else
        report.mocksProblem = tr("The files and the system were restored, but the mocks were not put back: %1")
                                  .arg(restored.error().message);
}

QList<RestoreRecovery> Snapshotter::finishInterruptedRestores(const QString &sandboxId) const
{
    QList<RestoreRecovery> out;
    auto journals = m_context.store().unfinishedRestores().result();
    if (!journals)
        return out;
    for (const RestoreJournal &journal : std::as_const(*journals)) {
        if (!sandboxId.isEmpty() && journal.sandboxId != sandboxId)
            continue;
        RestoreRecovery recovery{journal.sandboxId, journal.snapshotId, false, QString()};
        // A lease someone holds is a restore still under way in its process.
        auto lease = FileLock::tryLock(m_context.leasePath(journal.sandboxId));
        if (!lease)
            continue;
        auto record = m_context.find(journal.sandboxId);
        if (!record || record->state == SandboxState::Destroyed || record->state == SandboxState::Destroying) {
            (void)m_context.store().endRestore(journal.sandboxId).result();
            continue;
        }
        auto snapshot = findIn(*record, journal.snapshotId);
        if (!snapshot) {
            recovery.detail = tr("A restore of sandbox \"%1\" was cut short and cannot be finished: %2")
                                  .arg(record->name, snapshot.error().message);
            (void)m_context.store().endRestore(journal.sandboxId).result();
            out << recovery;
            continue;
        }
        auto activity = FileLock::lock(m_context.activityLockPath(record->id), QDeadlineTimer(kCommandsEndWaitMs));
        auto snapshotLock = lockSnapshots(*record, {});
        if (!activity || !snapshotLock) {
            recovery.detail = tr("A restore of sandbox \"%1\" was cut short; it is finished once nothing else runs in "
                                 "the sandbox.")
                                  .arg(record->name);
            out << recovery;
            continue;
        }
        RestoreReport report;
        if (Status applied = apply(*record, *snapshot, report, {}); !applied) {
            recovery.detail = tr("A restore of sandbox \"%1\" to snapshot %2 was cut short, and finishing it failed: "
                                 "%3")
                                  .arg(record->name)
                                  .arg(snapshot->id)
                                  .arg(applied.error().message);
            out << recovery;
            continue;
        }
        restoreMocks(record->id, *snapshot, report);
        (void)m_context.store().endRestore(record->id).result();
        recovery.finished = true;
        recovery.detail = tr("A restore of sandbox \"%1\" to snapshot %2 was cut short; it is finished now.")
                              .arg(record->name)
                              .arg(snapshot->id);
        out << recovery;
    }
    return out;
}

} // namespace shadowbox
