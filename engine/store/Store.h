#pragma once

#include <QCoreApplication>

#include "core/Result.h"
#include "core/ReviewRecords.h"
#include "core/SandboxTypes.h"

#include <QDeadlineTimer>
#include <QFuture>
#include <QMutex>
#include <QString>
#include <QWaitCondition>

#include <functional>
#include <memory>

class QSqlDatabase;
class QThread;
class QObject;

namespace shadowbox {

// Shadowbox's SQLite database (Qt Sql). One worker thread owns the connection; every public call
// queues work there and returns a QFuture, so neither the GUI nor the engine workers ever touch
// SQLite directly. WAL journal with synchronous=FULL: a killed app loses nothing it was told was
// saved.
class Store {
    Q_DECLARE_TR_FUNCTIONS(Store)
public:
    ~Store();
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    // Opens (creating if needed) and migrates the database. Blocking; call off the GUI thread or
    // through openAsync.
    static Result<std::shared_ptr<Store>> open(const QString &path);

    QString path() const { return m_path; }
    // Whether every call made so far has run; waits for that until `deadline` (for closing: the
    // destructor waits for the calls still queued, and one of them may be waiting for another
    // process's transaction).
    bool waitUntilIdle(QDeadlineTimer deadline) const;
    // A random id made when the database was created; labels this installation's resources.
    QString storeId() const { return m_storeId; }

    QFuture<Status> saveSandbox(const SandboxRecord &record); // insert or update, steps included
    QFuture<Status> deleteSandbox(const QString &id);
    // The one field saveSandbox leaves alone once the sandbox is there (a change from another
    // process must not be undone by a record read before it).
    QFuture<Status> setNetworkPolicy(const QString &id, NetworkPolicy policy, const QList<AllowRule> &allow,
                                     const std::optional<MockServer> &mockServer);
    QFuture<Result<QList<SandboxRecord>>> sandboxes(bool includeDestroyed = false);
    // Changes whenever a sandbox's record is saved, by any process (each save sets its
    // updated_at): cheap to ask every second, to follow changes made by other processes.
    QFuture<Result<QString>> sandboxesStamp();
    // By id, or by name among sandboxes that are not destroyed.
    QFuture<Result<std::optional<SandboxRecord>>> findSandbox(const QString &idOrName);
    QFuture<Result<bool>> nameInUse(const QString &name);
    // Records a run; when run.snapshotId is set, also that the snapshot preceded it, and when
    // `liveEntry` is set, removes the activity entry that showed the command while it ran (one write).
    QFuture<Result<qint64>> addRun(const RunRecord &run, qint64 liveEntry = 0);
    QFuture<Result<QList<RunRecord>>> runs(const QString &sandboxId, int limit = 200);

    // The activity log (StoreActivity.cpp): entries besides ended commands, and everything together.
    // An entry added with ended = false (a command or a terminal session going on) belongs to this
    // process: should the process die first, the next reader marks it ended, "interrupted".
    QFuture<Result<qint64>> addActivity(const ActivityRecord &entry);
    // Records the end of an entry added with ended = false (by its id).
    QFuture<Status> finishActivity(const ActivityRecord &entry);
    // Ended commands (kind "command", runId set) and the other entries of one sandbox (every
    // sandbox when `sandboxId` is empty), newest first.
    QFuture<Result<QList<ActivityRecord>>> activity(const QString &sandboxId, int limit = 500);
    // Changes whenever the log does, whichever process wrote it (or died with an entry going on):
    // a cheap question for watching it.
    QFuture<Result<QString>> activityStamp();

    // Snapshots (StoreSnapshots.cpp). Listed newest first, with the exit code of the command each
    // one preceded once that command has ended.
    // The snapshot as recorded: its id, and the mocks it names (those kept last, read as it is added).
    QFuture<Result<SnapshotRecord>> addSnapshot(const SnapshotRecord &snapshot);
    QFuture<Result<QList<SnapshotRecord>>> snapshots(const QString &sandboxId);
    QFuture<Result<std::optional<SnapshotRecord>>> findSnapshot(const QString &sandboxId, qint64 snapshotId);
    // The command a snapshot preceded has ended as run `runId`.
    QFuture<Status> setSnapshotRun(qint64 snapshotId, qint64 runId);
    QFuture<Status> setSnapshotLabel(qint64 snapshotId, const QString &label);
    QFuture<Status> deleteSnapshots(const QString &sandboxId, const QList<qint64> &snapshotIds);
    QFuture<Status> deleteAllSnapshots(const QString &sandboxId);
    // The sandbox's snapshot policy; the defaults when none was set.
    QFuture<Result<SnapshotPolicy>> snapshotPolicy(const QString &sandboxId);
    QFuture<Status> setSnapshotPolicy(const QString &sandboxId, const SnapshotPolicy &policy);
    QFuture<Status> beginRestore(const RestoreJournal &journal);
    QFuture<Status> endRestore(const QString &sandboxId);
    QFuture<Result<QList<RestoreJournal>>> unfinishedRestores();
    // Mocks (StoreSnapshots.cpp). A new state of the sandbox's mocks, which snapshots taken from now
    // on name; states no snapshot names go.
    QFuture<Result<qint64>> addMockSet(const QString &sandboxId, const QByteArray &mappings);
    // The sandbox's mocks as kept last; id 0 when none were ever kept.
    QFuture<Result<MockSet>> currentMockSet(const QString &sandboxId);
    // The mocks a snapshot names (the baseline of a sandbox made with a mocks file).
    QFuture<Status> setSnapshotMockSet(qint64 snapshotId, qint64 mockSet);
    // One kept state (0: no mocks at all).
    QFuture<Result<MockSet>> mockSet(const QString &sandboxId, qint64 id);

    // Reviews (StoreReviews.cpp). The sandbox's open review, made from `candidate` when it has none,
    // with its final snapshot set to the candidate's either way.
    QFuture<Result<ReviewRecord>> openReview(const ReviewRecord &candidate);
    QFuture<Result<std::optional<ReviewRecord>>> findReview(qint64 reviewId);
    QFuture<Result<QList<ReviewRecord>>> reviews(const QString &sandboxId); // newest first
    // Ends an open review (Conflict when another process ended it first).
    QFuture<Status> finishReview(const ReviewRecord &review);
    // Saves one decision; an undecided one without a comment is forgotten.
    QFuture<Status> setDecision(qint64 reviewId, const ReviewDecision &decision);
    QFuture<Result<QList<ReviewDecision>>> decisions(qint64 reviewId);

    // The names of the secrets in the system keychain (SecretStore), sorted.
    QFuture<Status> addSecretName(const QString &name);
    QFuture<Status> removeSecretName(const QString &name);
    QFuture<Result<QStringList>> secretNames();

private:
    explicit Store(QString path);
    template <typename T> QFuture<T> post(std::function<T(QSqlDatabase &)> job);

    QString m_path;
    QString m_storeId;
    QString m_connectionName;
    // A dedicated thread rather than a pool: QFuture::result() may run a pool task on the waiting
    // thread, which would move the SQLite connection between threads.
    std::unique_ptr<QThread> m_thread;
    QObject *m_context = nullptr; // lives in m_thread; jobs are queued to it
    // Calls queued or running, shared with the jobs (which may outlive no one, but need no `this`).
    struct Pending {
        QMutex mutex;
        QWaitCondition idle;
        int count = 0;
    };
    std::shared_ptr<Pending> m_pending = std::make_shared<Pending>();
    // This process's mark on the activity entries that go on (see addActivity): a token, and the
    // lock on live/<token>.lock beside the database that says the process is still there.
    struct LiveOwner;
    std::shared_ptr<LiveOwner> m_live;
    Result<QString> liveOwner();      // made on first use
    QString currentLiveOwner() const; // empty when not made yet
};

} // namespace shadowbox
