#include "sandbox/Reconciler.h"

#include "store/Store.h"

#include <QHash>
#include <QMap>

namespace shadowbox {

Result<TeardownProof> Reconciler::cleanupOrphan(const QString &sandboxId) const
{
    return m_teardown.removeResources(sandboxId, QString(), QString(), QString());
}

Result<ReconcileReport> Reconciler::reconcile() const
{
    ReconcileReport report;
    const EngineClient &client = m_context.client();
    Store &store = m_context.store();
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

    QHash<QString, SandboxRecord> live;  // not destroyed, on this engine
    for (const SandboxRecord &r : std::as_const(*records)) {
        if (r.state != SandboxState::Destroyed && r.engineEndpoint == m_context.engine().info.endpoint)
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
    report.orphans = orphans.values();

    for (SandboxRecord r : std::as_const(live)) {
        if (r.state == SandboxState::Creating) {
            // Shadowbox stopped in the middle of creating this sandbox: finish the undo now.
            auto proof = m_teardown.removeResources(r.id, r.containerId, r.networkId, r.workspace, r.image);
            if (proof && proof->clean()) {
                (void)store.deleteSandbox(r.id).result();
                m_context.notifyRemoved(r.id);
            } else {
                r.lastError = tr("Creation was interrupted and its cleanup is incomplete.");
                (void)m_context.save(r, SandboxState::Failed);
            }
            report.interrupted << r.id;
        }
    }
    for (const StateChange &change : StateSync(m_context).apply(live.values(), *containers)) {
        report.changes << change;
        report.updated << change.sandboxId;
        if (change.to == SandboxState::Lost)
            report.lost << change.sandboxId;
    }
    return report;
}

}  // namespace shadowbox
