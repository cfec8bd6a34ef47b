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
// Sandboxes being created or destroyed are left to their owner, and so is any sandbox whose lease
// someone holds (another window or command starting, stopping or destroying it): its change is
// theirs to record, and a listing read a moment earlier must not overwrite it.
class StateSync {
    Q_DECLARE_TR_FUNCTIONS(StateSync)
public:
    explicit StateSync(const SandboxContext &context)
        : m_context(context)
    {
    }

    // Every live sandbox of this store on this engine, with one call to the engine.
    Result<QList<StateChange>> syncAll() const;
    // One sandbox, by inspecting its container; no value when nothing changed.
    Result<std::optional<StateChange>> syncOne(const QString &idOrName) const;
    // The comparison itself, for callers that already listed the containers. The ids of sandboxes
    // left alone because someone holds their lease go to `busy`, if given.
    QList<StateChange> apply(const QList<SandboxRecord> &records, const QList<ContainerInfo> &containers,
                             QStringList *busy = nullptr) const;

private:
    std::optional<StateChange> correct(const SandboxRecord &seen, const ContainerInfo *container,
                                       QStringList *busy) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
