#include "sandbox/Reconciler.h"

#include "core/DataFolder.h"
#include "core/FileLock.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace shadowbox {

namespace {
// Ids come from labels and folder names; only ever use ones Shadowbox itself could have made in a
// path, so that no label can point a cleanup outside the data folder.
bool isPlainId(const QString &id)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"));
    return plain.match(id).hasMatch();
}
} // namespace

QString OrphanGroup::description() const
{
    QStringList parts = containers + networks;
    if (images > 0)
        parts << tr("snapshot images of %1: %2").arg(sandboxId).arg(images);
    if (!workspace.isEmpty())
        parts << tr("workspace folder %1").arg(workspace);
    if (!snapshotStore.isEmpty())
        parts << tr("snapshot store %1").arg(snapshotStore);
    return parts.isEmpty() ? sandboxId : parts.join(QStringLiteral(", "));
}

QStringList ReconcileReport::describe() const
{
    QStringList sentences = restored + notes;
    for (const StateChange &change : changes) {
        if (change.to != SandboxState::Lost)
            sentences << tr("Sandbox \"%1\" is %2 now, as the engine reports it (it was %3).")
                             .arg(change.name, stateLabel(change.to).toLower(), stateLabel(change.from).toLower());
    }
    return sentences + problems;
}

Result<ReconcileReport> Reconciler::reconcile() const
{
    ReconcileReport report;
    const EngineClient &client = m_context.client();
    Store &store = m_context.store();
    // Restores cut short first: they make the container that the comparison below looks for.
    for (const RestoreRecovery &recovery : Snapshotter(m_context).finishInterruptedRestores()) {
        if (recovery.finished)
            report.restored << recovery.detail;
        else
            report.problems << recovery.detail;
    }
    auto records = store.sandboxes(true).result();
    if (!records)
        return records.error();
    // Only this database's resources: other installations may share the engine.
    const QString ours = QLatin1String(kStoreLabel) + u'=' + store.storeId();
    auto containers = client.listContainers(ours, m_context.callOptions());
    if (!containers)
        return containers.error();
    auto networks = client.listNetworks(ours, m_context.callOptions());
    if (!networks)
        return networks.error();

    QHash<QString, SandboxRecord> live; // not destroyed, on this engine
    QSet<QString> known;                // not destroyed, on any engine: each owns its workspace folder
    for (const SandboxRecord &r : std::as_const(*records)) {
        if (r.state == SandboxState::Destroyed)
            continue;
        known.insert(r.id);
        if (r.engineEndpoint == m_context.engine().info.endpoint)
            live.insert(r.id, r);
    }

    QMap<QString, OrphanGroup> orphans;
    for (const ContainerInfo &c : std::as_const(*containers)) {
        const QString id = c.labels.value(QLatin1String(kSandboxLabel));
        if (!live.contains(id)) {
            orphans[id].sandboxId = id;
            orphans[id].containers << c.name;
        }
    }
    for (const NetworkInfo &n : std::as_const(*networks)) {
        const QString id = n.labels.value(QLatin1String(kSandboxLabel));
        if (!live.contains(id)) {
            orphans[id].sandboxId = id;
            orphans[id].networks << n.name;
        }
    }
    auto images = client.listImages(ours, m_context.callOptions());
    if (!images)
        return images.error();
    for (const ImageInfo &image : std::as_const(*images)) {
        const QString id = image.labels.value(QLatin1String(kSandboxLabel));
        if (!id.isEmpty() && !live.contains(id)) {
            orphans[id].sandboxId = id;
            ++orphans[id].images;
        }
    }
    // A workspace folder that no sandbox owns: left by a creation whose record went before its
    // files (older versions), or by anything else that was cut short.
    const QStringList folders =
        QDir(m_context.workspacesDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QString &id : folders) {
        if (!known.contains(id)) {
            orphans[id].sandboxId = id;
            orphans[id].workspace = m_context.workspaceOf(id);
        }
    }
    const QStringList stores = QDir(DataFolder::snapshotsPath(m_context.dataDir()))
                                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QString &id : stores) {
        if (!known.contains(id) && isPlainId(id)) {
            orphans[id].sandboxId = id;
            orphans[id].snapshotStore = m_context.snapshotStoreOf(id);
        }
    }
    // The listings above are a snapshot. Whatever carries a lease that someone holds is a creation
    // (or a cleanup) in progress in another process or window, not an orphan.
    for (auto it = orphans.begin(); it != orphans.end();) {
        if (isPlainId(it.key()) && !FileLock::tryLock(m_context.leasePath(it.key()))) {
            report.busy << it.key();
            it = orphans.erase(it);
        } else {
            ++it;
        }
    }
    report.orphans = orphans.values();

    for (const SandboxRecord &snapshot : std::as_const(live)) {
        if (snapshot.state != SandboxState::Creating && snapshot.state != SandboxState::Destroying)
            continue;
        // A creation or teardown in `creating`/`destroying`: finished only when its lease is free,
        // which means the process that was doing it is gone (the lease dies with its holder).
        auto lease = m_context.takeLease(snapshot.id, snapshot.name);
        if (!lease) {
            report.busy << snapshot.id;
            continue;
        }
        auto fresh = m_context.find(snapshot.id);
        if (!fresh || fresh->id != snapshot.id)
            continue; // gone meanwhile
        SandboxRecord r = *fresh;
        if (r.state == SandboxState::Destroying) {
            auto proof = m_teardown.finishDestroy(r, *lease);
            if (proof) {
                report.destroyed << r.id;
                report.notes << tr("Destroying sandbox \"%1\" had been cut short; it is finished now.").arg(r.name);
            } else
                report.problems
                    << tr("Could not finish destroying sandbox \"%1\": %2").arg(r.name, proof.error().message);
        } else if (r.state == SandboxState::Creating) {
            auto proof = m_teardown.removeResources(r.id, r.containerId, r.networkId, r.workspace, r.image);
            if (proof && proof->clean()) {
                (void)store.deleteSandbox(r.id).result();
                lease->unlockAndRemove();
                m_context.notifyRemoved(r.id);
                report.notes
                    << tr("Creating sandbox \"%1\" had been cut short; what it had made is removed.").arg(r.name);
            } else {
                r.lastError = tr("Creation was interrupted and its cleanup is incomplete (%1). Destroy the sandbox "
                                 "to remove the rest.")
                                  .arg(proof ? proof->summary() : proof.error().message);
                (void)m_context.save(r, SandboxState::Failed);
                report.notes << tr("Sandbox \"%1\" failed: %2").arg(r.name, r.lastError);
            }
            report.interrupted << r.id;
        }
    }
    // Only a snapshot's commit and a restore pause a sandbox, and both hold its snapshot lock: one
    // paused while nobody holds that lock was left so by a process that died in the middle of it.
    // So was a container under the names a restore swaps containers by that the sandbox does not
    // use (the replacement a restore had made before it was cut short, or the container a restore
    // replaced and could not remove).
    for (const ContainerInfo &c : std::as_const(*containers)) {
        const QString id = c.labels.value(QLatin1String(kSandboxLabel));
        if (!live.contains(id) || !isPlainId(id))
            continue;
        const SandboxRecord &owner = live[id];
        const bool leftByRestore = c.id != owner.containerId &&
                                   (c.name == owner.nextContainerName() || c.name == owner.replacedContainerName());
        if (c.state != QLatin1String("paused") && !leftByRestore)
            continue;
        auto free = FileLock::tryLock(m_context.snapshotLockPath(id));
        if (!free)
            continue;
        if (leftByRestore) {
            if (Status removed = client.removeContainer(c.id, m_context.callOptions()); !removed)
                report.problems << tr("Sandbox \"%1\": the container %2 that a restore left could not be removed: %3")
                                       .arg(owner.name, c.name, removed.error().message);
            else {
                report.leftovers << c.name;
                report.notes
                    << tr("Sandbox \"%1\": the container %2 that a restore left is removed.").arg(owner.name, c.name);
            }
        } else if (Status resumed = client.unpauseContainer(c.id, m_context.callOptions()); !resumed) {
            report.problems << tr("Sandbox \"%1\" was left paused and could not be resumed: %2")
                                   .arg(owner.name, resumed.error().message);
        }
    }
    // Running, stopped, failed and lost sandboxes follow what the engine says (under their leases).
    for (const StateChange &change : StateSync(m_context).apply(live.values(), *containers, &report.busy)) {
        report.changes << change;
        report.updated << change.sandboxId;
        if (change.to == SandboxState::Lost) {
            report.lost << change.sandboxId;
            report.notes << tr("Sandbox \"%1\" is lost: its container was removed outside Shadowbox. Destroy it to "
                               "clean up its workspace.")
                                .arg(change.name);
        }
    }
    for (const SandboxRecord &listed : std::as_const(live)) {
        if (listed.networkMode != NetworkMode::Internal)
            continue;
        // Read again: the state may have followed the engine just above.
        auto r = m_context.find(listed.id);
        if (r && r->networkMode == NetworkMode::Internal &&
            (r->state == SandboxState::Running || r->state == SandboxState::Stopped))
            leaveInternalNetwork(*r, report);
    }
    const SandboxGateway gateway(m_context);
    for (const SandboxRecord &listed : std::as_const(live)) {
        if (listed.networkMode == NetworkMode::Gateway && QFile::exists(gateway.policyUnsavedOf(listed.id)))
            putPolicyBack(listed, report);
    }
    report.busy.removeDuplicates();
    for (const QString &id : std::as_const(report.busy)) {
        if (live.contains(id))
            report.notes << tr("Sandbox \"%1\" was left as it is: a window or command is working on it right now.")
                                .arg(live.value(id).name);
        else
            report.notes << tr("What Shadowbox keeps under %1 was left as it is: a window or command is making or "
                               "removing it right now.")
                                .arg(id);
    }
    removeStaleLeases(known);
    return report;
}

void Reconciler::leaveInternalNetwork(const SandboxRecord &record, ReconcileReport &report) const
{
    const Snapshotter snapshots(m_context);
    const auto failed = [&](const QString &why) {
        report.problems << tr("Sandbox \"%1\" is still on the internal network an earlier Shadowbox made for it, which "
                              "on Docker reaches the host's services: %2 The next reconcile tries again; or destroy "
                              "the sandbox.")
                               .arg(record.name, why);
    };
    const bool wasStopped = record.state == SandboxState::Stopped;
    // A command running in it keeps it where it is until the next reconcile (the restore would
    // refuse); asked first, so that no snapshot is taken for nothing.
    if (auto activity = FileLock::tryLock(m_context.activityLockPath(record.id)); !activity) {
        if (activity.error().kind == Error::Kind::Conflict)
            report.busy << record.id;
        else
            failed(activity.error().message);
        return;
    }
    // Taken unlabelled, so that a restore that keeps failing (or a command that keeps running)
    // leaves automatic snapshots, which pruning takes care of; labelled (and so kept) once it served.
    auto before = snapshots.take(record.id, SnapshotRequest());
    if (!before) {
        failed(before.error().message);
        return;
    }
    // The restore makes the container again from the snapshot, as every container is made now:
    // with no network. A command started meanwhile keeps it where it is until the next reconcile.
    auto restored = snapshots.restore(record.id, before->id);
    if (!restored) {
        if (restored.error().kind == Error::Kind::CommandRunning || restored.error().kind == Error::Kind::Conflict)
            report.busy << record.id;
        else
            failed(restored.error().message);
        return;
    }
    if (Status s = snapshots.setLabel(record.id, before->id, tr("Before leaving the internal network")); !s)
        report.problems << tr("Sandbox \"%1\" was made again without its internal network, but snapshot %2 (its state "
                              "from before) could not be labelled, so pruning may remove it: %3")
                               .arg(record.name)
                               .arg(before->id)
                               .arg(s.error().message);
    auto lease = m_context.takeLease(record.id, record.name);
    if (!lease) {
        report.busy << record.id;
        return;
    }
    auto fresh = m_context.find(record.id);
    if (!fresh || fresh->networkMode != NetworkMode::Internal)
        return;
    SandboxRecord r = *fresh;
    const EngineClient &client = m_context.client();
    if (wasStopped && r.state == SandboxState::Running) {
        if (Status s = client.stopContainer(r.containerId, r.limits.stopTimeoutSeconds, m_context.callOptions()); !s) {
            failed(s.error().message);
            return;
        }
        r.state = SandboxState::Stopped;
    }
    const QString network = std::exchange(r.networkId, QString());
    r.networkMode = NetworkMode::None;
    if (Status s = m_context.save(r, r.state); !s) {
        failed(s.error().message);
        return;
    }
    // Only its own network, found by its labels; no container is on it any more.
    QStringList networks;
    if (!network.isEmpty())
        networks << network;
    if (auto labelled = client.listNetworks(sandboxLabelFilter(r.id), m_context.callOptions()))
        for (const NetworkInfo &n : std::as_const(*labelled))
            if (!networks.contains(n.id))
                networks << n.id;
    for (const QString &id : std::as_const(networks)) {
        if (Status s = client.removeNetwork(id, m_context.callOptions()); !s && s.error().kind != Error::Kind::NotFound)
            report.problems << tr("Sandbox \"%1\" left its internal network, but the network could not be removed: %2")
                                   .arg(r.name, s.error().message);
    }
    report.migrated << r.id;
    report.notes << tr("Sandbox \"%1\" was on an internal network that an earlier Shadowbox made for it, which on "
                       "Docker reaches the host's services. It now has no network at all; its files and system are "
                       "as they were (snapshot %2 holds them from before). For mocked hosts and controlled egress, "
                       "make a new sandbox with the gateway.")
                        .arg(r.name)
                        .arg(before->id);
}

void Reconciler::putPolicyBack(const SandboxRecord &listed, ReconcileReport &report) const
{
    const SandboxGateway gateway(m_context);
    if (!FileLock::tryLock(gateway.policyLockOf(listed.id))) {
        report.busy << listed.id; // the change is still under way
        return;
    }
    // Read again: the state may have followed the engine above. A stopped sandbox's gateway takes
    // the database's policy when it starts.
    auto r = m_context.find(listed.id);
    if (!r || r->id != listed.id || r->state != SandboxState::Running)
        return;
    // The mock server too: a change cut short may have left another one running in its place
    // (or none), and the one the database names is asked again which hosts its stubs name.
    GatewayMocks::PolicyChange change;
    change.mockServer = r->networkMockServer;
    auto back = GatewayMocks(m_context).changePolicy(*r, change);
    if (!back) {
        report.problems << tr("Sandbox \"%1\": a change of its network was cut short, and its gateway could not be "
                              "given the policy Shadowbox shows (%2) again: %3")
                               .arg(r->name, networkPolicyName(r->networkPolicy), back.error().message);
        return;
    }
    report.policies << r->id;
    report.notes << tr("Sandbox \"%1\": a change of its network had been cut short; its gateway enforces %2 again, "
                       "as Shadowbox shows.")
                        .arg(r->name, networkPolicyName(back->networkPolicy));
}

void Reconciler::removeStaleLeases(const QSet<QString> &known) const
{
    // A lease file outlives its sandbox only when its holder died before removing it; tidy those
    // whose sandbox and workspace are both gone and that nobody holds.
    const QDir locks(m_context.dataDir() + QStringLiteral("/locks"));
    for (const QString &file : locks.entryList({QStringLiteral("*.lock")}, QDir::Files)) {
        const QString id = file.chopped(5);
        if (known.contains(id) || QFileInfo::exists(m_context.workspaceOf(id)))
            continue;
        if (auto lease = FileLock::tryLock(locks.filePath(file)))
            lease->unlockAndRemove();
    }
}

Result<TeardownProof> Reconciler::cleanupOrphan(const QString &sandboxId) const
{
    if (!isPlainId(sandboxId))
        return m_teardown.removeResources(sandboxId, QString(), QString(), QString());
    auto lease = m_context.takeLease(sandboxId, sandboxId);
    if (!lease)
        return lease.error();
    // Under the lease, the store has the last word: a sandbox made since the reconcile is no orphan.
    auto found = m_context.store().findSandbox(sandboxId).result();
    if (!found)
        return found.error();
    if (found->has_value() && (*found)->id == sandboxId && (*found)->state != SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict,
                           tr("%1 belongs to sandbox \"%2\" now, so it is not an orphan; nothing was removed.")
                               .arg(sandboxId, (*found)->name));
    auto proof = m_teardown.removeResources(sandboxId, QString(), QString(), m_context.workspaceOf(sandboxId));
    if (proof && proof->clean())
        lease->unlockAndRemove();
    return proof;
}

QList<OrphanOutcome> Reconciler::cleanupOrphans(const QList<OrphanGroup> &orphans) const
{
    QList<OrphanOutcome> outcomes;
    for (const OrphanGroup &group : orphans) {
        auto proof = cleanupOrphan(group.sandboxId);
        OrphanOutcome outcome{group, proof && proof->clean(), proof ? proof->summary() : proof.error().message};
        outcomes.append(outcome);
    }
    return outcomes;
}

} // namespace shadowbox
