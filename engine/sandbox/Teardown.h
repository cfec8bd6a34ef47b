#pragma once

#include "core/Result.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/WorkspaceHazards.h"
#include "sandbox/WorkspaceRemover.h"

#include <QCoreApplication>
#include <QStringList>

namespace shadowbox {

// What teardown removed, and what it found still there afterwards (the proof).
struct TeardownProof {
    Q_DECLARE_TR_FUNCTIONS(TeardownProof)
public:
    // Removed.
    QStringList containers; // names
    QStringList networks;
    QStringList volumes;
    QStringList images; // the container snapshots' images
    // Images of this sandbox a fork's copy was committed on top of (Docker): their tags were
    // removed, and what is left of them is that copy's layer, removed with the fork.
    QStringList imagesUnderForks;
    int snapshots = 0;     // snapshots forgotten with the sandbox's snapshot store
    QString workspace;     // the folder, when there was one to remove
    qint64 freedBytes = 0; // what the workspace took on disk
    int runOutputs = 0;    // kept outputs of the sandbox's commands

    // Still there afterwards.
    int containersLeft = 0;
    int networksLeft = 0;
    int volumesLeft = 0;
    int imagesLeft = 0;
    bool workspaceRemoved = false;
    bool snapshotStoreRemoved = true;
    // What the sandbox left in its workspace that the host must never open, execute or follow, and
    // that teardown removed without doing so.
    HazardCounts hazardsRemoved;

    bool clean() const
    {
        return containersLeft == 0 && networksLeft == 0 && volumesLeft == 0 && imagesLeft == 0 && workspaceRemoved &&
               snapshotStoreRemoved;
    }
    // One sentence: what is left, or that nothing is.
    QString summary() const;
    // One line per kind of thing removed, then the summary.
    QStringList report() const;
};

// Removes a sandbox's resources — containers, networks, volumes and snapshot images carrying its
// label, its workspace folder and its snapshot store — and proves that nothing labelled with it
// remains. Used by destroy, by the undo
// of a failed creation and by reconcile's orphan cleanup.
class Teardown {
    Q_DECLARE_TR_FUNCTIONS(Teardown)
public:
    explicit Teardown(const SandboxContext &context)
        : m_context(context)
    {
    }

    // Takes the sandbox's lease (Conflict if another process holds it) and tears it down.
    Result<TeardownProof> destroy(const QString &idOrName) const;
    // Tears down a sandbox whose lease the caller holds: journals `destroying`, removes everything,
    // then records `destroyed` and removes the lease's file. Also how reconcile finishes a teardown
    // that was cut short. Left in `destroying` (with the reason) if anything remains.
    Result<TeardownProof> finishDestroy(SandboxRecord &record, FileLock &lease) const;
    Result<TeardownProof> removeResources(const QString &sandboxId, const QString &containerId,
                                          const QString &networkId, const QString &workspace,
                                          const QString &image = {}) const;
    Result<TeardownProof> proveGone(const QString &sandboxId, const QString &workspace) const;
    Result<TeardownProof> proveGone(const QString &sandboxId, const QString &workspace,
                                    const CallOptions &options) const;

private:
    WorkspaceRemoval removeWorkspace(const QString &workspace) const;
    void clearWorkspaceInContainer(const QString &sandboxId, const QString &image, const QString &workspace,
                                   const CallOptions &options) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
