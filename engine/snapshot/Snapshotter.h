#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "sandbox/SandboxContext.h"
#include "snapshot/WarmStore.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <functional>

namespace shadowbox {

struct SnapshotRequest {
    SnapshotTrigger trigger = SnapshotTrigger::Manual;
    QString label;
    QString command; // the command it precedes, for SnapshotTrigger::Command
    // Records nothing (the result's id is 0) when the workspace is as one of the latest snapshots
    // holds it: for snapshots taken because the workspace fell quiet.
    bool onlyIfChanged = false;
    // With onlyIfChanged: the snapshot that holds the workspace as it is, instead of nothing.
    bool reuseUnchanged = false;
};

struct RestoreOptions {
    // A command still running in the sandbox (from any Shadowbox process) is stopped: its
    // container goes. Without it, such a command makes the restore refuse with a sentence.
    bool stopRunningCommands = false;
    // The container the restore replaces is left, frozen and renamed out of the way, for the caller
    // to remove once the restore has returned (removeReplaced; RestoreReport::replacedContainer):
    // the sandbox runs again without waiting for the engine to take the old one apart. Whatever is
    // left is removed by the next restore or reconcile.
    bool removeReplacedLater = false;
};

struct RestoreReport {
    SnapshotRecord restored;
    SnapshotRecord before; // the state the restore replaced, kept as a snapshot of its own
    WorkspaceRestore workspace;
    QString image; // the image the container was recreated from
    bool stoppedCommands = false;
    // With RestoreOptions::removeReplacedLater: the id of the container the restore replaced, for
    // removeReplaced(); empty when there is none left.
    QString replacedContainer;
    // The stubs the sandbox's gateway has now, put back from the snapshot; -1 when the snapshot has
    // none recorded (taken by an earlier Shadowbox, or the sandbox has no gateway).
    int mocks = -1;
    QString mocksProblem;    // why the mocks could not be put back, if they could not
    QList<StepTiming> steps; // freeze, before, container, swap, workspace, start, mocks, remove (as they ran)
    qint64 elapsedMs = 0;
};

struct PruneReport {
    int snapshots = 0;     // forgotten
    int images = 0;        // removed from the engine
    qint64 bytesFreed = 0; // objects deleted from the snapshot store
};

struct SnapshotUsage {
    qint64 storeBytes = 0; // the private repository on disk
    int images = 0;        // the container snapshots' images on the engine
    qint64 imageBytes = 0; // as the engine counts them (layers shared with the sandbox's image included)
};

// A restore that a crash or kill -9 had cut short, finished (or not) at the next start.
struct RestoreRecovery {
    QString sandboxId;
    qint64 snapshotId = 0;
    bool finished = false;
    QString detail; // a sentence: what was done, or why it could not be
};

// A sandbox's snapshots: each one the pair (workspace tree in the sandbox's private repository,
// image to recreate the container from) plus its row in the store. Taking one holds the sandbox's
// snapshot lock; restoring holds the sandbox's lease and its activity lock alone, so no command
// from any Shadowbox process interleaves with it (CommandRunner holds the activity lock shared).
class Snapshotter {
    Q_DECLARE_TR_FUNCTIONS(Snapshotter)
public:
    // Automatic snapshots kept by default, newest first; labelled and manual ones are always kept.
    static constexpr int kKeepAutomatic = SnapshotPolicy::kDefaultKeep;

    explicit Snapshotter(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<SnapshotRecord> take(const QString &idOrName, const SnapshotRequest &request,
                                const CancelToken &cancel = {}) const;
    // For a sandbox already read from the store (the one about to run a command).
    Result<SnapshotRecord> takeOf(const SandboxRecord &record, const SnapshotRequest &request,
                                  const CancelToken &cancel) const;

    // Returns once no snapshot of the sandbox is being taken by any Shadowbox process, for a command
    // that runs without a snapshot of its own: it never starts halfway through another's capture.
    Status waitForSnapshots(const SandboxRecord &record, const CancelToken &cancel) const
    {
        auto lock = lockSnapshots(record, cancel);
        return lock ? Status() : Status(lock.error());
    }

    // Newest first.
    Result<QList<SnapshotRecord>> list(const QString &idOrName) const;
    // `snapshotId` 0: the newest.
    Result<SnapshotRecord> find(const QString &idOrName, qint64 snapshotId) const;
    // What "Undo last command" restores: the snapshot taken before the sandbox's latest command.
    Result<SnapshotRecord> beforeLastCommand(const QString &idOrName) const;
    Result<SnapshotRecord> lastKnownGood(const QString &idOrName) const;

    // Puts the workspace and the container's system back as `snapshotId` holds them and leaves the
    // sandbox running. The state it replaces is kept as a snapshot first (RestoreReport::before).
    Result<RestoreReport> restore(const QString &idOrName, qint64 snapshotId, const RestoreOptions &options = {},
                                  const CancelToken &cancel = {}) const;
    // Removes the container a restore replaced (RestoreReport::replacedContainer), and only such a
    // container: one labelled for `sandboxId` under its `-replaced` name. Gone already is success; a
    // failure says that the next restore or reconcile removes it.
    Status removeReplaced(const QString &sandboxId, const QString &containerId) const;
    // Restores a crash or kill -9 cut short, for sandboxes whose restoring process is gone; only
    // `sandboxId`'s when it is given.
    QList<RestoreRecovery> finishInterruptedRestores(const QString &sandboxId = {}) const;

    Result<QList<SnapshotDifference>> compare(const QString &idOrName, qint64 from, qint64 to) const;
    Result<QByteArray> fileDiff(const QString &idOrName, qint64 from, qint64 to, const QByteArray &path) const;
    // Every object of the store read and checked, every snapshot's tree and image present.
    Result<SnapshotVerification> verify(const QString &idOrName, const CancelToken &cancel = {}) const;
    // Keeps labelled and manual snapshots, the newest `keepAutomatic` automatic ones (-1: as many
    // as the sandbox's policy keeps) and the latest known good one; forgets the rest with the
    // objects and images only they used.
    Result<PruneReport> prune(const QString &idOrName, int keepAutomatic = -1) const;

    // How the sandbox's snapshots are kept and what they leave out.
    Result<SnapshotPolicy> policy(const QString &idOrName) const;
    // Checks and normalises `policy` (checkPolicy), then saves it under the sandbox's snapshot lock,
    // so that no capture of any Shadowbox process runs halfway under the old one. The next snapshot
    // follows it; returns the policy as saved.
    Result<SnapshotPolicy> setPolicy(const QString &idOrName, const SnapshotPolicy &policy,
                                     const CancelToken &cancel = {}) const;
    // The same for a change to the policy as saved: `change` is applied to it under the lock, so
    // that two processes changing different paths at once both get their way.
    Result<SnapshotPolicy> updatePolicy(const QString &idOrName, const std::function<void(SnapshotPolicy &)> &change,
                                        const CancelToken &cancel = {}) const;
    // The policy with its paths normalised (no empty names, "." or trailing '/'; sorted, each once),
    // or a sentence naming what is wrong: a number kept out of range, an absolute path, "..", a
    // control character, too many paths.
    static Result<SnapshotPolicy> checkPolicy(const SnapshotPolicy &policy);
    // "setuid or setgid files: 1, fifos: 2", or empty when the capture left nothing out.
    static QString describe(const SnapshotLeftOut &leftOut);
    Status setLabel(const QString &idOrName, qint64 snapshotId, const QString &label) const;
    Result<SnapshotUsage> usage(const QString &idOrName) const;

    // Forks (see SandboxCreator::fork). The source's snapshot lock, held while its store and its
    // images are read, so that no prune, capture or restore of it interleaves.
    Result<FileLock> lockSnapshots(const SandboxRecord &record, const CancelToken &cancel) const;
    // Writes the workspace `snapshot` of `source` holds into the empty folder `folder`, reading
    // the source's store only (nothing is captured into it). The caller holds the source's lock.
    Result<WorkspaceRestore> materialize(const SandboxRecord &source, const SnapshotRecord &snapshot,
                                         const QString &folder, const CancelToken &cancel) const;
    // What a snapshot's workspace holds as one id (WorkspaceSnapshots::contentId).
    Result<QString> contentId(const QString &sandboxId, const QString &workspaceCommit) const;
    // The image `fork`'s container is made from: the one `snapshot` of `source` recreates its
    // container from when no sandbox owns it (the image the source was made from), otherwise a
    // copy of it that `fork` owns (ContainerSnapshots::copyImage says why). The caller holds the
    // source's lock.
    Result<QString> imageForFork(const SandboxRecord &source, const SnapshotRecord &snapshot, const SandboxRecord &fork,
                                 const CancelToken &cancel) const;

    // Gives `fork` the baseline snapshot of `source` (the workspace as first copied from the user's
    // repository), so that a review of the fork compares with what the user had. Nothing for a
    // source made before baselines were recorded.
    Status inheritBaseline(const SandboxRecord &source, const SandboxRecord &fork) const;
    // The sandbox's baseline snapshot: the workspace as copied, before anything ran; none for a
    // sandbox made before baselines were recorded.
    Result<std::optional<SnapshotRecord>> baseline(const QString &sandboxId) const;

    // Teardown: removes the sandbox's snapshot store and forgets its snapshots (the images go with
    // the teardown's sweep of everything labelled with the sandbox).
    Status forget(const QString &sandboxId) const;

    // The image repository a sandbox's container snapshots are committed to.
    static QString imageRepository(const QString &sandboxId);

private:
    // The sandbox's store, leaving out what its policy excludes; the policy too, when asked. With
    // `warm`, the one it keeps open when it leaves out the same (its lock held by the caller). Only
    // a capture (and a fork's import) makes a store that is not there: anything else finding none
    // says so, so that nothing makes one again for a sandbox whose teardown has just removed it.
    enum class Missing { Create, Refuse };
    Result<WorkspaceSnapshots> openStore(const QString &sandboxId, SnapshotPolicy *policy = nullptr,
                                         WarmStore *warm = nullptr, Missing missing = Missing::Refuse) const;
    // How a snapshot is taken once its lock is held.
    struct Taking {
        WorkspaceSnapshots *repo = nullptr; // the sandbox's store, open
        // The caller has paused the container (a restore) and resumes it itself: it is committed as
        // it is, without pausing or resuming it.
        bool frozen = false;
        WorkspaceCapture *capture = nullptr;    // receives the capture of the workspace, when given
        int *automaticCount = nullptr;          // receives how many automatic snapshots there are now
        WorkspaceChangeFeed *changes = nullptr; // the workspace's change notification, when watched
    };
    // takeOf's work, with the sandbox's snapshot lock held by the caller.
    Result<SnapshotRecord> takeLocked(const SandboxRecord &record, const SnapshotRequest &request,
                                      const CancelToken &cancel, const Taking &how) const;
    Result<SnapshotRecord> findIn(const SandboxRecord &record, qint64 snapshotId) const;
    // The newest snapshot that `matches`; NotFound with `noneMessage` (%1: the sandbox's name).
    Result<SnapshotRecord> newest(const QString &idOrName, const std::function<bool(const SnapshotRecord &)> &matches,
                                  const QString &noneMessage) const;
    // Two snapshots of one sandbox, as commits of its store.
    struct Pair {
        WorkspaceSnapshots repo;
        QString from;
        QString to;
    };
    Result<Pair> pair(const QString &idOrName, qint64 from, qint64 to) const;
    // Removes the container (and those a restore cut short left), restores the workspace, makes the
    // container again from the snapshot's image and starts it: one step after the other, for a
    // restore a crash cut short and for a container that cannot be frozen. The caller holds the
    // lease, the activity lock and the snapshot lock.
    Status apply(SandboxRecord &record, const SnapshotRecord &snapshot, RestoreReport &report,
                 const CancelToken &cancel) const;
    // The same with the replacement container made and started already (`next`, under the record's
    // nextContainerName(); `nextBaseline` its system's state then) and the workspace captured already (`current`, by
    // `repo`), the old container frozen or stopped: it steps aside, `next` takes its name, and the old one is removed
    // while the workspace is put back (or left to the caller: removeReplacedLater).
    Status swapIn(SandboxRecord &record, const SnapshotRecord &snapshot, const QString &next,
                  const QString &nextBaseline, bool oldGone, WorkspaceSnapshots &repo, const WorkspaceCapture &current,
                  const RestoreOptions &options, RestoreReport &report, const CancelToken &cancel) const;

    // Puts the sandbox's mocks back as the snapshot had them (none recorded: left as they are); a
    // failure is said in the report, since the files and the system are back already.
    void restoreMocks(const QString &sandboxId, const SnapshotRecord &snapshot, RestoreReport &report) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
