#pragma once

#include "core/Result.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/StateSync.h"
#include "sandbox/Teardown.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace shadowbox {

// Resources on the engine labelled with this database's id (io.shadowbox.store) and a sandbox id the
// database does not know: left behind by a crash or an interrupted cleanup.
struct OrphanGroup {
    QString sandboxId;
    QStringList containers;  // names
    QStringList networks;
};

struct ReconcileReport {
    QList<OrphanGroup> orphans;  // labelled on the engine, unknown to the store
    QStringList lost;            // ids whose container vanished
    QStringList interrupted;     // ids left in "creating" by a crash, now cleaned up
    QStringList updated;         // ids whose state changed to match the engine
    QList<StateChange> changes;  // the same, with the names and both states
};

// Compares the store with the engine: corrects states, marks sandboxes whose container vanished as
// lost, finishes interrupted creations and finds orphaned resources.
class Reconciler {
    Q_DECLARE_TR_FUNCTIONS(Reconciler)
public:
    Reconciler(const SandboxContext &context, const Teardown &teardown) : m_context(context), m_teardown(teardown) {}

    Result<ReconcileReport> reconcile() const;
    Result<TeardownProof> cleanupOrphan(const QString &sandboxId) const;

private:
    const SandboxContext &m_context;
    const Teardown &m_teardown;
};

}  // namespace shadowbox
