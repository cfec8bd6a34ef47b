#include "sandbox/StateSync.h"

#include "store/Store.h"

namespace shadowbox {

namespace {
bool followsTheEngine(const SandboxRecord &r, const QString &endpoint)
{
    // Creating (and any other transition in flight) belongs to whoever is doing it; destroyed
    // sandboxes have nothing left to compare.
    return r.engineEndpoint == endpoint && (r.state == SandboxState::Running || r.state == SandboxState::Stopped ||
                                            r.state == SandboxState::Failed || r.state == SandboxState::Lost);
}
} // namespace

namespace {
SandboxState actualState(const SandboxRecord &record, const ContainerInfo *container)
{
    if (!container)
        return SandboxState::Lost;
    if (record.state != SandboxState::Failed && record.state != SandboxState::Lost)
        return container->running ? SandboxState::Running : SandboxState::Stopped;
    return record.state;
}
} // namespace

std::optional<StateChange> StateSync::correct(const SandboxRecord &seen, const ContainerInfo *container,
                                              QStringList *busy) const
{
    const SandboxState actual = actualState(seen, container);
    if (actual == seen.state || !canTransition(seen.state, actual))
        return std::nullopt;
    // A change to record. Whoever holds the lease is changing this sandbox right now (a destroy
    // that has removed the container is not "lost"); and the record may have moved on since it
    // was read, so it is read again under the lease and left alone if it did.
    auto lease = m_context.takeLease(seen.id, seen.name);
    if (!lease) {
        if (busy)
            *busy << seen.id;
        return std::nullopt;
    }
    auto current = m_context.find(seen.id);
    if (!current || current->id != seen.id || current->state != seen.state)
        return std::nullopt;
    SandboxRecord record = *current;
    const StateChange change{record.id, record.name, record.state, actual};
    record.lastError = actual == SandboxState::Lost ? tr("Its container no longer exists on the engine.") : QString();
    if (Status s = m_context.save(record, actual); !s)
        return std::nullopt;
    return change;
}

QList<StateChange> StateSync::apply(const QList<SandboxRecord> &records, const QList<ContainerInfo> &containers,
                                    QStringList *busy) const
{
    QList<StateChange> changes;
    const QString endpoint = m_context.engine().info.endpoint;
    for (const SandboxRecord &r : records) {
        if (!followsTheEngine(r, endpoint))
            continue;
        const ContainerInfo *match = nullptr;
        for (const ContainerInfo &c : containers) {
            if (c.id == r.containerId)
                match = &c;
        }
        if (auto change = correct(r, match, busy))
            changes << *change;
    }
    return changes;
}

Result<QList<StateChange>> StateSync::syncAll() const
{
    auto records = m_context.store().sandboxes(false).result();
    if (!records)
        return records.error();
    const QString ours = QLatin1String(kStoreLabel) + u'=' + m_context.store().storeId();
    auto containers = m_context.client().listContainers(ours, m_context.callOptions());
    if (!containers)
        return containers.error();
    return apply(*records, *containers);
}

Result<std::optional<StateChange>> StateSync::syncOne(const QString &idOrName) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    if (!followsTheEngine(*record, m_context.engine().info.endpoint))
        return std::optional<StateChange>();
    auto container = m_context.client().inspectContainer(record->containerId, m_context.callOptions());
    if (!container && container.error().kind != Error::Kind::NotFound)
        return container.error();
    return correct(*record, container ? &*container : nullptr, nullptr);
}

} // namespace shadowbox
