#include "sandbox/Teardown.h"

#include "core/Formatting.h"
#include "gateway/SandboxGateway.h"
#include "sandbox/RunOutputLog.h"
#include "sandbox/WorkspaceUsage.h"
#include "snapshot/ContainerSnapshots.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>

namespace shadowbox {

namespace {
constexpr int kTeardownBudgetMs = 90'000;
} // namespace

QString TeardownProof::summary() const
{
    // Named even when all is well: the user learns what the sandbox had planted in its workspace.
    const QString hazards = hazardsRemoved.total() > 0
                                ? u' ' + tr("Removed without opening them: %1.").arg(hazardsRemoved.summary())
                                : QString();
    if (clean())
        return tr("Nothing labelled with this sandbox remains on the engine, and its workspace is gone.") + hazards;
    QStringList left;
    if (containersLeft)
        left << tr("containers: %1").arg(containersLeft);
    if (networksLeft)
        left << tr("networks: %1").arg(networksLeft);
    if (volumesLeft)
        left << tr("volumes: %1").arg(volumesLeft);
    if (imagesLeft)
        left << tr("snapshot images: %1").arg(imagesLeft);
    if (!workspaceRemoved)
        left << tr("the workspace folder");
    if (!snapshotStoreRemoved)
        left << tr("the snapshot store");
    return tr("Still present after teardown: %1.").arg(left.join(QStringLiteral(", "))) + hazards;
}

QStringList TeardownProof::report() const
{
    QStringList lines;
    if (!containers.isEmpty())
        lines << tr("Container removed: %1").arg(containers.join(QStringLiteral(", ")));
    if (!networks.isEmpty())
        lines << tr("Network removed: %1").arg(networks.join(QStringLiteral(", ")));
    if (!volumes.isEmpty())
        lines << tr("Volume removed: %1").arg(volumes.join(QStringLiteral(", ")));
    if (!images.isEmpty())
        lines << tr("Snapshot images removed: %1").arg(images.size());
    if (!imagesUnderForks.isEmpty())
        lines << tr("Snapshot images untagged, kept as layers of a fork's image until that fork goes: %1")
                     .arg(imagesUnderForks.size());
    if (snapshots > 0)
        lines << tr("Snapshots forgotten: %1").arg(snapshots);
    if (!workspace.isEmpty())
        lines << tr("Workspace removed: %1 (%2 freed)").arg(workspace, Format::bytes(freedBytes));
    if (runOutputs > 0)
        lines << tr("Kept command outputs removed: %1").arg(runOutputs);
    lines << summary();
    return lines;
}

Result<TeardownProof> Teardown::destroy(const QString &idOrName) const
{
    auto found = m_context.find(idOrName);
    if (!found)
        return found.error();
    if (found->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is already destroyed.").arg(found->name));
    auto lease = m_context.takeLease(found->id, found->name);
    if (!lease)
        return lease.error();
    // Read again under the lease: whoever held it a moment ago may have changed the record.
    auto record = m_context.find(found->id);
    if (!record)
        return record.error();
    if (record->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is already destroyed.").arg(record->name));
    return finishDestroy(*record, *lease);
}

Result<TeardownProof> Teardown::finishDestroy(SandboxRecord &record, FileLock &lease) const
{
    // The journal: saved before anything is removed, so that a teardown cut short by a crash or
    // kill -9 is finished by the next reconcile instead of looking like a lost sandbox.
    if (record.state != SandboxState::Destroying) {
        if (Status s = m_context.save(record, SandboxState::Destroying); !s)
            return s.error();
    }
    auto proof = removeResources(record.id, record.containerId, record.networkId, record.workspace, record.image);
    if (!proof) {
        record.lastError = proof.error().message;
        (void)m_context.save(record, SandboxState::Destroying);
        return proof.error();
    }
    if (!proof->clean()) {
        record.lastError = proof->summary();
        (void)m_context.save(record, SandboxState::Destroying);
        return Error::make(Error::Kind::Engine, tr("Sandbox \"%1\" was not fully removed. %2 Try Destroy again; if "
                                                   "it persists, run the doctor to check the engine.")
                                                    .arg(record.name, proof->summary()));
    }
    record.lastError.clear();
    if (Status s = m_context.save(record, SandboxState::Destroyed); !s)
        return s.error();
    lease.unlockAndRemove();
    return proof;
}

Result<TeardownProof> Teardown::removeResources(const QString &sandboxId, const QString &containerId,
                                                const QString &networkId, const QString &workspace,
                                                const QString &image) const
{
    const EngineClient &client = m_context.client();
    // One call may take a minute (a container that is slow to die); the whole teardown, proof
    // included, keeps to kTeardownBudgetMs rather than a minute for each of its calls.
    const CallOptions options = m_context.callOptions(60'000).withBudget(kTeardownBudgetMs);
    const QString label = sandboxLabelFilter(sandboxId);

    QStringList removedContainers, removedNetworks, removedVolumes, removedImages, untaggedImages;
    auto removeLabelled = [&]() -> Status {
        QMap<QString, QString> containers; // id -> name
        if (!containerId.isEmpty())
            containers.insert(containerId, QStringLiteral("shadowbox-") + sandboxId);
        auto labelled = client.listContainers(label, options);
        if (!labelled)
            return labelled.error();
        for (const ContainerInfo &c : std::as_const(*labelled))
            containers.insert(c.id, c.name);
        // The gateway last: the sandbox's container lives in its network namespace.
        QList<std::pair<QString, QString>> ordered;
        for (auto it = containers.cbegin(); it != containers.cend(); ++it) {
            const bool gateway = it.value().endsWith(QLatin1String("-gateway"));
            ordered.insert(gateway ? ordered.size() : 0, {it.key(), it.value()});
        }
        for (const auto &[id, name] : std::as_const(ordered)) {
            auto existed = client.inspectContainer(id, options);
            if (Status s = client.removeContainer(id, options); !s)
                return s.error();
            if (existed && !removedContainers.contains(name))
                removedContainers << name;
        }

        QMap<QString, QString> networks;
        if (!networkId.isEmpty())
            networks.insert(networkId, networkId.left(12));
        auto labelledNetworks = client.listNetworks(label, options);
        if (!labelledNetworks)
            return labelledNetworks.error();
        for (const NetworkInfo &n : std::as_const(*labelledNetworks))
            networks.insert(n.id, n.name);
        for (auto it = networks.cbegin(); it != networks.cend(); ++it) {
            if (Status s = client.removeNetwork(it.key(), options); !s)
                return s.error();
            if (!removedNetworks.contains(it.value()))
                removedNetworks << it.value();
        }

        auto volumes = client.listVolumes(label, options);
        if (!volumes)
            return volumes.error();
        for (const QString &v : std::as_const(*volumes)) {
            if (Status s = client.removeVolume(v, options); !s)
                return s.error();
            removedVolumes << v;
        }

        // The container snapshots' images, once no container uses them any more.
        auto images = client.listImages(label, options);
        if (!images)
            return images.error();
        const ContainerSnapshots snapshots(client);
        for (const ImageInfo &image : std::as_const(*images)) {
            auto gone = snapshots.removeImage(image, options);
            if (!gone)
                return gone.error();
            QStringList &list = *gone ? removedImages : untaggedImages;
            if (!list.contains(image.id))
                list << image.id;
        }
        return {};
    };
    if (Status s = removeLabelled(); !s)
        return s.error();
    if (Status s = SandboxGateway(m_context).removeFolder(sandboxId); !s)
        return s.error();

    const bool hadWorkspace = !workspace.isEmpty() && QFileInfo::exists(workspace);
    const Result<qint64> used = hadWorkspace ? WorkspaceUsage::measure(workspace) : Result<qint64>(0);
    const qint64 freed = used ? *used : 0;

    HazardCounts hazards;
    if (!workspace.isEmpty()) {
        const WorkspaceRemoval removal = removeWorkspace(workspace);
        hazards = removal.hazards;
        if (!removal.removed && !image.isEmpty()) {
            // Files made inside the sandbox belong to its root user. With a rootful engine and a
            // non-root Shadowbox they cannot be deleted from here, so a short-lived container with
            // the same image deletes them, and the empty folder goes after it. What is left is
            // counted first (a read-only walk that opens only folders).
            if (const auto left = WorkspaceHazards::scan(workspace))
                hazards += left->counts();
            clearWorkspaceInContainer(sandboxId, image, workspace, options);
            (void)removeWorkspace(workspace);
        }
    }
    // The kept outputs of the sandbox's commands go with it.
    const QString outputs = RunOutputLog::folder(m_context.dataDir(), sandboxId);
    const int outputCount = int(QDir(outputs).entryList(QDir::Files).size());
    if (QFileInfo::exists(outputs))
        QDir(outputs).removeRecursively();

    // The snapshot store and the snapshots' rows.
    const int snapshotCount = [&] {
        auto rows = m_context.store().snapshots(sandboxId).result();
        return rows ? int(rows->size()) : 0;
    }();
    const Status forgotten = Snapshotter(m_context).forget(sandboxId);

    auto proof = proveGone(sandboxId, workspace, options);
    // An engine that was hung may finish a request it had accepted (a container create) only now,
    // after the listing above: one more pass removes what appeared meanwhile.
    if (proof &&
        (proof->containersLeft > 0 || proof->networksLeft > 0 || proof->volumesLeft > 0 || proof->imagesLeft > 0)) {
        if (Status s = removeLabelled(); !s)
            return s.error();
        proof = proveGone(sandboxId, workspace, options);
    }
    if (!proof)
        return proof;
    proof->containers = removedContainers;
    proof->networks = removedNetworks;
    proof->volumes = removedVolumes;
    proof->images = removedImages;
    proof->imagesUnderForks = untaggedImages;
    proof->snapshots = forgotten ? snapshotCount : 0;
    if (hadWorkspace && proof->workspaceRemoved) {
        proof->workspace = workspace;
        proof->freedBytes = freed;
    }
    proof->runOutputs = outputCount;
    proof->hazardsRemoved = hazards;
    return proof;
}

WorkspaceRemoval Teardown::removeWorkspace(const QString &workspace) const
{
    // Only ever a folder directly inside Shadowbox's own workspaces folder, whatever the database says.
    const QFileInfo target(workspace);
    if (target.absolutePath() != QFileInfo(m_context.workspacesDir()).absoluteFilePath() ||
        target.fileName().isEmpty()) {
        WorkspaceRemoval refused;
        refused.failure = tr("%1 is not inside Shadowbox's workspaces folder").arg(workspace);
        return refused;
    }
    return WorkspaceRemover::remove(target.absolutePath(), QFile::encodeName(target.fileName()));
}

void Teardown::clearWorkspaceInContainer(const QString &sandboxId, const QString &image, const QString &workspace,
                                         const CallOptions &options) const
{
    ContainerSpec spec;
    spec.name = QStringLiteral("shadowbox-%1-cleanup").arg(sandboxId);
    spec.image = image;
    spec.cmd = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                QStringLiteral("chmod -R u+rwx /workspace 2>/dev/null; rm -rf /workspace/* /workspace/.[!.]* "
                               "/workspace/..?*; true")};
    spec.labels = {{QLatin1String(kSandboxLabel), sandboxId},
                   {QLatin1String(kStoreLabel), m_context.store().storeId()}};
    spec.binds = {workspace + QStringLiteral(":/workspace")};
    spec.stopTimeoutSeconds = 1;
    spec.memoryBytes = kHelperContainerMemory;
    spec.pidsLimit = kHelperContainerPids;
    // Its outcome shows in the teardown proof (the workspace is gone or it is not).
    (void)m_context.client().runToCompletion(spec, options);
}

Result<TeardownProof> Teardown::proveGone(const QString &sandboxId, const QString &workspace) const
{
    return proveGone(sandboxId, workspace, m_context.callOptions());
}

Result<TeardownProof> Teardown::proveGone(const QString &sandboxId, const QString &workspace,
                                          const CallOptions &options) const
{
    const EngineClient &client = m_context.client();
    const QString label = sandboxLabelFilter(sandboxId);
    TeardownProof proof;
    auto containers = client.listContainers(label, options);
    if (!containers)
        return containers.error();
    proof.containersLeft = int(containers->size());
    auto networks = client.listNetworks(label, options);
    if (!networks)
        return networks.error();
    proof.networksLeft = int(networks->size());
    auto volumes = client.listVolumes(label, options);
    if (!volumes)
        return volumes.error();
    proof.volumesLeft = int(volumes->size());
    auto images = client.listImages(label, options);
    if (!images)
        return images.error();
    proof.imagesLeft = int(images->size());
    proof.snapshotStoreRemoved = !QFileInfo::exists(m_context.snapshotStoreOf(sandboxId));
    proof.workspaceRemoved = workspace.isEmpty() || !QFileInfo::exists(workspace);
    return proof;
}

} // namespace shadowbox
