#include "sandbox/Teardown.h"

#include "store/Store.h"

#include <QDir>
#include <QFileInfo>

namespace shadowbox {

QString TeardownProof::summary() const
{
    if (clean())
        return tr("Nothing labelled with this sandbox remains on the engine, and its workspace is gone.");
    QStringList left;
    if (containersLeft)
        left << tr("containers: %1").arg(containersLeft);
    if (networksLeft)
        left << tr("networks: %1").arg(networksLeft);
    if (volumesLeft)
        left << tr("volumes: %1").arg(volumesLeft);
    if (!workspaceRemoved)
        left << tr("the workspace folder");
    return tr("Still present after teardown: %1.").arg(left.join(QStringLiteral(", ")));
}

Result<TeardownProof> Teardown::destroy(const QString &idOrName) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    if (record->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is already destroyed.").arg(record->name));
    auto proof = removeResources(record->id, record->containerId, record->networkId, record->workspace, record->image);
    if (!proof) {
        record->lastError = proof.error().message;
        (void)m_context.save(*record, record->state);
        return proof.error();
    }
    if (!proof->clean()) {
        record->lastError = proof->summary();
        (void)m_context.save(*record, record->state == SandboxState::Lost ? SandboxState::Lost : SandboxState::Failed);
        return Error::make(Error::Kind::Engine, tr("Sandbox \"%1\" was not fully removed. %2 Try Destroy again; if "
                                                   "it persists, run the doctor to check the engine.")
                                                    .arg(record->name, proof->summary()));
    }
    record->lastError.clear();
    if (Status s = m_context.save(*record, SandboxState::Destroyed); !s)
        return s.error();
    return proof;
}

Result<TeardownProof> Teardown::removeResources(const QString &sandboxId, const QString &containerId,
                                                const QString &networkId, const QString &workspace,
                                                const QString &image) const
{
    const EngineClient &client = m_context.client();
    const CallOptions options = m_context.callOptions(60'000);
    const QString label = sandboxLabelFilter(sandboxId);

    QStringList containers;
    if (!containerId.isEmpty())
        containers << containerId;
    auto labelled = client.listContainers(label, options);
    if (!labelled)
        return labelled.error();
    for (const ContainerInfo &c : std::as_const(*labelled))
        if (!containers.contains(c.id))
            containers << c.id;
    for (const QString &c : std::as_const(containers)) {
        if (Status s = client.removeContainer(c, options); !s)
            return s.error();
    }

    QStringList networks;
    if (!networkId.isEmpty())
        networks << networkId;
    auto labelledNetworks = client.listNetworks(label, options);
    if (!labelledNetworks)
        return labelledNetworks.error();
    for (const NetworkInfo &n : std::as_const(*labelledNetworks))
        if (!networks.contains(n.id))
            networks << n.id;
    for (const QString &n : std::as_const(networks)) {
        if (Status s = client.removeNetwork(n, options); !s)
            return s.error();
    }

    auto volumes = client.listVolumes(label, options);
    if (!volumes)
        return volumes.error();
    for (const QString &v : std::as_const(*volumes)) {
        if (Status s = client.removeVolume(v, options); !s)
            return s.error();
    }

    if (!workspace.isEmpty() && !removeWorkspace(workspace) && !image.isEmpty()) {
        // Files made inside the sandbox belong to its root user. With a rootful engine and a
        // non-root Shadowbox they cannot be deleted from here, so a short-lived container with the
        // same image deletes them, and the empty folder goes after it.
        clearWorkspaceInContainer(sandboxId, image, workspace);
        removeWorkspace(workspace);
    }
    return proveGone(sandboxId, workspace);
}

bool Teardown::removeWorkspace(const QString &workspace) const
{
    // Only ever delete inside Shadowbox's own workspaces folder, whatever the database says.
    const QString root = QFileInfo(m_context.workspacesDir()).absoluteFilePath() + u'/';
    const QString target = QFileInfo(workspace).absoluteFilePath();
    if (!target.startsWith(root) || target.size() <= root.size())
        return false;
    if (!QFileInfo::exists(target))
        return true;
    // Links are removed, never followed (QDir::removeRecursively does not descend into them).
    QDir(target).removeRecursively();
    return !QFileInfo::exists(target);
}

void Teardown::clearWorkspaceInContainer(const QString &sandboxId, const QString &image,
                                         const QString &workspace) const
{
    ContainerSpec spec;
    spec.name = QStringLiteral("shadowbox-%1-cleanup").arg(sandboxId);
    spec.image = image;
    spec.cmd = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                QStringLiteral("chmod -R u+rwx /workspace 2>/dev/null; rm -rf /workspace/* /workspace/.[!.]* "
                               "/workspace/..?*; true")};
    spec.labels = {{QLatin1String(kSandboxLabel), sandboxId}, {QLatin1String(kStoreLabel), m_context.store().storeId()}};
    spec.binds = {workspace + QStringLiteral(":/workspace")};
    spec.stopTimeoutSeconds = 1;
    // Its outcome shows in the teardown proof (the workspace is gone or it is not).
    (void)m_context.client().runToCompletion(spec, m_context.callOptions(60'000));
}

Result<TeardownProof> Teardown::proveGone(const QString &sandboxId, const QString &workspace) const
{
    const EngineClient &client = m_context.client();
    const CallOptions options = m_context.callOptions();
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
    proof.workspaceRemoved = workspace.isEmpty() || !QFileInfo::exists(workspace);
    return proof;
}

}  // namespace shadowbox
