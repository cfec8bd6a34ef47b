#pragma once

#include "core/Result.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace shadowbox {

// A sandbox whose recorded state did not match its container on the engine, and what it is now.
struct StateChange {
    QString sandboxId;
    QString name;
    SandboxState from = SandboxState::Running;
    SandboxState to = SandboxState::Running;
};

// Brings recorded states in line with the engine: a container stopped, started or removed outside
// Shadowbox (by `docker stop`, another Shadowbox process, an OOM kill) is shown as it is. Used by
// reconcile, by the listings, when a command finds its container gone, and on engine events.
// Sandboxes being created or destroyed are left to their owner.
class StateSync {
    Q_DECLARE_TR_FUNCTIONS(StateSync)
public:
    explicit StateSync(const SandboxContext &context) : m_context(context) {}

    // Every live sandbox of this store on this engine, with one call to the engine.
    Result<QList<StateChange>> syncAll() const;
    // One sandbox, by inspecting its container; no value when nothing changed.
    Result<std::optional<StateChange>> syncOne(const QString &idOrName) const;
    // The comparison itself, for callers that already listed the containers.
    QList<StateChange> apply(const QList<SandboxRecord> &records, const QList<ContainerInfo> &containers) const;

private:
    std::optional<StateChange> correct(SandboxRecord record, const ContainerInfo *container) const;

    const SandboxContext &m_context;
};

}  // namespace shadowbox
