#pragma once

#include "core/Result.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/StateSync.h"
#include "sandbox/Teardown.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace shadowbox {

// What belongs to a sandbox id that the database does not know (or knows only as destroyed): left
// behind by a crash, an interrupted cleanup or an older Shadowbox. Containers and networks carry
// this database's label (io.shadowbox.store); a workspace folder sits in the data folder.
struct OrphanGroup {
    Q_DECLARE_TR_FUNCTIONS(OrphanGroup)
public:
    QString sandboxId;
    QStringList containers; // names
    QStringList networks;
    int images = 0;        // container snapshots' images
    QString workspace;     // a workspace folder no sandbox owns, or empty
    QString snapshotStore; // a snapshot store no sandbox owns, or empty

    // Names the leftovers for a person: the container and network names, the snapshot images (with
    // the sandbox id they carry), the folders.
    QString description() const;
};

// One orphan group's cleanup.
struct OrphanOutcome {
    OrphanGroup group;
    bool removed = false; // nothing of it remains
    QString detail;       // the teardown proof's summary, or why it could not be removed
};

struct ReconcileReport {
    Q_DECLARE_TR_FUNCTIONS(ReconcileReport)
public:
    QList<OrphanGroup> orphans; // labelled on the engine or in the workspaces folder, unknown to the store
    QStringList lost;           // ids whose container vanished
    QStringList interrupted;    // ids left in "creating" by a process that is gone, now cleaned up
    QStringList destroyed;      // ids left in "destroying" by a process that is gone, now finished
    QStringList busy;           // ids another window or command is working on: left alone
    QStringList updated;        // ids whose state changed to match the engine
    QList<StateChange> changes; // the same, with the names and both states
    QStringList problems;       // sentences: what could not be finished, and why
    QStringList restored;       // sentences: restores cut short by a process that is gone, now finished
    QStringList leftovers;      // names of containers a restore cut short had left, now removed
    QStringList migrated;       // ids moved off an internal network an earlier Shadowbox made (see below)
    QStringList policies;       // ids whose gateway enforces the database's policy again (a change was cut short)
    // Sentences: one for each sandbox in lost, interrupted, destroyed, migrated, policies and busy, naming it and
    // saying what became of it (the lists above hold ids, for scripts).
    QStringList notes;

    // Everything the reconcile did and found apart from the orphans, for people: restores and
    // teardowns finished, creations cleaned up, sandboxes lost or left alone, states that follow
    // the engine, and what could not be finished. Each orphan group has its own description().
    QStringList describe() const;

    bool changedAnything() const
    {
        return !lost.isEmpty() || !interrupted.isEmpty() || !destroyed.isEmpty() || !updated.isEmpty() ||
               !restored.isEmpty() || !leftovers.isEmpty() || !migrated.isEmpty() || !policies.isEmpty();
    }
};

// Compares the store with the engine: corrects states, marks sandboxes whose container vanished as
// lost, finishes creations and teardowns whose process is gone, and finds orphaned resources and
// workspace folders. A sandbox whose lease someone holds is being worked on and is left alone.
// A running or stopped sandbox that an earlier Shadowbox put on an internal network (which on
// Docker reaches the host's services through the bridge address) is moved off it: a snapshot,
// then a restore of that snapshot, which makes its container again with no network at all; then
// the network goes and the record says `none`. Files and the system are as they were.
class Reconciler {
    Q_DECLARE_TR_FUNCTIONS(Reconciler)
public:
    Reconciler(const SandboxContext &context, const Teardown &teardown)
        : m_context(context)
        , m_teardown(teardown)
    {
    }

    Result<ReconcileReport> reconcile() const;
    // Removes one orphan group (under its id's lease, and only if the store still does not know it).
    Result<TeardownProof> cleanupOrphan(const QString &sandboxId) const;
    // Removes each group in turn; the window's Clean Up and `sandbox reconcile --cleanup` both use it.
    QList<OrphanOutcome> cleanupOrphans(const QList<OrphanGroup> &orphans) const;

private:
    void removeStaleLeases(const QSet<QString> &known) const;
    void leaveInternalNetwork(const SandboxRecord &record, ReconcileReport &report) const;
    // A change of a running sandbox's policy, allowlist or mock server that a process killed before
    // the database kept it left the gateway enforcing what no window shows: the database's goes
    // back in force. Left alone while another process holds the policy's lock.
    void putPolicyBack(const SandboxRecord &record, ReconcileReport &report) const;

    const SandboxContext &m_context;
    const Teardown &m_teardown;
};

} // namespace shadowbox
