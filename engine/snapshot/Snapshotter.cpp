#include "snapshot/Snapshotter.h"

#include "core/DataFolder.h"
#include "snapshot/ContainerSnapshots.h"
#include "snapshot/SnapshotterInternal.h"
#include "store/Store.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QUuid>

#include <algorithm>
#include <future>

// Taking snapshots, reading them, and keeping the store tidy. Restores are in SnapshotRestore.cpp.

namespace shadowbox {

using snapshotinternal::imageKey;
using snapshotinternal::kQuickCallMs;

namespace {
// How long a snapshot waits for another one of the same sandbox (another process's) to finish.
constexpr int kSnapshotLockWaitMs = 30'000;
// Pruning runs once this many automatic snapshots beyond the kept number have gathered, so that
// the walk it needs is not paid for at every command.
constexpr int kPruneSlack = 10;
// How many of the latest snapshots a snapshot taken only if something changed compares with.
constexpr qsizetype kRecentForChanges = 5;
constexpr int kCommitMs = 120'000;
} // namespace

QString Snapshotter::imageRepository(const QString &sandboxId)
{
    return QStringLiteral("shadowbox-snapshot-") + sandboxId.toLower();
}

Result<FileLock> Snapshotter::lockSnapshots(const SandboxRecord &record, const CancelToken &cancel) const
{
    auto lock = FileLock::lock(m_context.snapshotLockPath(record.id), QDeadlineTimer(kSnapshotLockWaitMs),
                               [cancel] { return cancel.isCanceled(); });
    if (!lock && lock.error().kind == Error::Kind::Timeout)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is busy: another Shadowbox window or command has been taking or "
                              "restoring a snapshot of it for %2 seconds. Try again when it has finished.")
                               .arg(record.name)
                               .arg(kSnapshotLockWaitMs / 1000));
    return lock;
}

Result<WorkspaceSnapshots> Snapshotter::openStore(const QString &sandboxId, SnapshotPolicy *policy, WarmStore *warm,
                                                  Missing missing) const
{
    if (missing == Missing::Refuse && !QFileInfo(m_context.snapshotStoreOf(sandboxId)).isDir())
        return Error::make(Error::Kind::NotFound,
                           tr("The sandbox has no snapshot store (%1): it has no snapshots, or it was destroyed.")
                               .arg(m_context.snapshotStoreOf(sandboxId)));
    if (Status s = DataFolder::makePrivateDir(DataFolder::snapshotsPath(m_context.dataDir())); !s)
        return s.error();
    auto saved = m_context.store().snapshotPolicy(sandboxId).result();
    if (!saved)
        return saved.error();
    QList<QByteArray> excluded;
    for (const QString &path : std::as_const(saved->excluded))
        excluded << QFile::encodeName(path);
    if (policy)
        *policy = *saved;
    if (warm && warm->store && warm->excluded == excluded)
        return *warm->store;
    auto opened = WorkspaceSnapshots::open(m_context.snapshotStoreOf(sandboxId), excluded, missing == Missing::Create);
    if (opened && warm) {
        warm->store = *opened;
        warm->excluded = excluded;
    }
    return opened;
}

Result<SnapshotPolicy> Snapshotter::checkPolicy(const SnapshotPolicy &policy)
{
    if (policy.keepAutomatic < 1 || policy.keepAutomatic > SnapshotPolicy::kMaxKeep)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The number of automatic snapshots to keep must be between 1 and %1, not %2.")
                               .arg(SnapshotPolicy::kMaxKeep)
                               .arg(policy.keepAutomatic));
    SnapshotPolicy out;
    out.keepAutomatic = policy.keepAutomatic;
    for (const QString &given : policy.excluded) {
        const auto refuse = [&given](const QString &why) {
            return Error::make(Error::Kind::InvalidInput,
                               tr("The excluded path \"%1\" cannot be used: %2").arg(given, why));
        };
        if (given.startsWith(u'/'))
            return refuse(tr("it is absolute. Give it relative to the workspace, for example node_modules or "
                             ".cache/pip."));
        for (const QChar c : given) {
            if (c.category() == QChar::Other_Control)
                return refuse(tr("it holds a control character."));
        }
        QStringList names;
        for (const QString &name : given.split(u'/', Qt::SkipEmptyParts)) {
            if (name == QLatin1String(".."))
                return refuse(tr("\"..\" would leave the workspace."));
            if (name != QLatin1String("."))
                names << name;
        }
        if (names.isEmpty())
            return refuse(tr("it names the whole workspace. Name a file or folder inside it."));
        const QString path = names.join(u'/');
        if (!out.excluded.contains(path))
            out.excluded << path;
    }
    if (out.excluded.size() > SnapshotPolicy::kMaxExcluded)
        return Error::make(Error::Kind::InvalidInput,
                           tr("At most %1 paths can be excluded from snapshots; %2 were given. Exclude the folders "
                              "that hold them instead.")
                               .arg(SnapshotPolicy::kMaxExcluded)
                               .arg(out.excluded.size()));
    std::sort(out.excluded.begin(), out.excluded.end());
    return out;
}

QString Snapshotter::describe(const SnapshotLeftOut &leftOut)
{
    HazardCounts counts;
    counts.setIdFiles = leftOut.setIdFiles;
    counts.deviceNodes = leftOut.deviceNodes;
    counts.fifos = leftOut.fifos;
    counts.sockets = leftOut.sockets;
    QStringList parts{counts.summary()};
    if (leftOut.tooDeep > 0)
        parts << tr("folders nested too deep: %1").arg(leftOut.tooDeep);
    parts.removeAll(QString());
    return parts.join(QStringLiteral(", "));
}

Result<SnapshotPolicy> Snapshotter::policy(const QString &idOrName) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    return m_context.store().snapshotPolicy(record->id).result();
}

Result<SnapshotPolicy> Snapshotter::setPolicy(const QString &idOrName, const SnapshotPolicy &policy,
                                              const CancelToken &cancel) const
{
    return updatePolicy(
        idOrName, [&policy](SnapshotPolicy &p) { p = policy; }, cancel);
}

Result<SnapshotPolicy> Snapshotter::updatePolicy(const QString &idOrName,
                                                 const std::function<void(SnapshotPolicy &)> &change,
                                                 const CancelToken &cancel) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    auto lock = lockSnapshots(*record, cancel);
    if (!lock)
        return lock.error();
    auto current = m_context.store().snapshotPolicy(record->id).result();
    if (!current)
        return current.error();
    SnapshotPolicy wanted = *current;
    change(wanted);
    auto checked = checkPolicy(wanted);
    if (!checked)
        return checked.error();
    if (Status s = m_context.store().setSnapshotPolicy(record->id, *checked).result(); !s)
        return s.error();
    return *checked;
}

Result<SnapshotRecord> Snapshotter::take(const QString &idOrName, const SnapshotRequest &request,
                                         const CancelToken &cancel) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    if (record->state != SandboxState::Running && record->state != SandboxState::Stopped)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is %2: only a running or stopped sandbox has "
                                                     "a snapshot to take.")
                                                      .arg(record->name, stateLabel(record->state).toLower()));
    return takeOf(*record, request, cancel);
}

Result<SnapshotRecord> Snapshotter::takeOf(const SandboxRecord &record, const SnapshotRequest &request,
                                           const CancelToken &cancel) const
{
    auto lock = lockSnapshots(record, cancel);
    if (!lock)
        return lock.error();
    // A teardown forgets the store under this lock: a snapshot that waited for it must not make the
    // store again for a sandbox being destroyed (one the window's watcher asked for, say).
    auto current = m_context.store().findSandbox(record.id).result();
    if (!current)
        return current.error();
    if (!current->has_value() || (*current)->state == SandboxState::Destroying ||
        (*current)->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is being destroyed: no snapshot is taken of it.").arg(record.name));
    // In a process that watches the workspace, its store stays open and only what changed is read.
    const std::shared_ptr<WarmStore> warm = m_context.warmStore(record.id);
    std::unique_lock<std::mutex> warmLock;
    if (warm)
        warmLock = std::unique_lock(warm->lock);
    SnapshotPolicy policy;
    auto repo = openStore(record.id, &policy, warm.get(), Missing::Create);
    if (!repo)
        return repo.error();
    int automatic = 0;
    auto snapshot =
        takeLocked(record, request, cancel, {&*repo, false, nullptr, &automatic, warm ? warm->feed.get() : nullptr});
    if (warmLock.owns_lock())
        warmLock.unlock();
    lock->unlock();
    if (snapshot && snapshot->id > 0 && snapshot->automatic() && automatic > policy.keepAutomatic + kPruneSlack)
        (void)prune(record.id, policy.keepAutomatic);
    return snapshot;
}

Result<SnapshotRecord> Snapshotter::takeLocked(const SandboxRecord &record, const SnapshotRequest &request,
                                               const CancelToken &cancel, const Taking &how) const
{
    QElapsedTimer timer;
    timer.start();
    Store &store = m_context.store();
    WorkspaceSnapshots &repo = *how.repo;
    auto existing = store.snapshots(record.id).result();
    if (!existing)
        return existing.error();
    const std::optional<SnapshotRecord> previous =
        existing->isEmpty() ? std::nullopt : std::optional<SnapshotRecord>(existing->first());

    SnapshotRecord snapshot;
    snapshot.sandboxId = record.id;
    snapshot.createdAt = QDateTime::currentDateTimeUtc();
    snapshot.trigger = request.trigger;
    snapshot.label = request.label.trimmed();
    snapshot.command = request.command;

    // The container's system: committed only when it differs from what the container was made
    // from and from the previous snapshot's image. It is asked (and committed) while the workspace
    // is read: the two are independent, and a snapshot precedes every command.
    struct System {
        QString image;
        int changes = 0;
        QString signature;
    };
    const auto system = [&]() -> Result<System> {
        System out{record.currentImage(), 0, QString()};
        if (record.containerId.isEmpty())
            return out;
        // Asking answers in milliseconds; a commit reads the whole layer and may take longer.
        const CallOptions options = m_context.callOptions(kQuickCallMs).withCancel(cancel);
        const CallOptions commitOptions = m_context.callOptions(kCommitMs).withCancel(cancel);
        const ContainerSnapshots containers(m_context.client());
        auto state = containers.inspect(record.containerId, options);
        if (!state && state.error().kind != Error::Kind::NotFound)
            return state.error();
        if (!state)
            return out;
        if (state->paused && !how.frozen) {
            // Only a snapshot or a restore pauses a sandbox, and this one holds the snapshot lock:
            // a paused container was left so by a process that died during its commit or restore,
            // which may have left the container it was making too.
            if (Status resumed = m_context.client().unpauseContainer(record.containerId, options); !resumed)
                return resumed.error();
            (void)m_context.client().removeContainer(record.nextContainerName(), options);
        }
        out.changes = state->changes;
        out.signature = state->signature;
        if (!record.systemBaseline.isEmpty() && state->signature == record.systemBaseline)
            return out;
        if (previous && state->exact && previous->systemSignature == state->signature &&
            !previous->containerImage.isEmpty()) {
            out.image = previous->containerImage;
            return out;
        }
        if (record.systemBaseline.isEmpty() && state->changes == 0)
            return out;
        const QString tag = QDateTime::currentDateTimeUtc().toString(QStringLiteral("'s'yyyyMMdd'-'hhmmsszzz")) + u'-' +
                            QUuid::createUuid().toString(QUuid::Id128).left(6);
        // A frozen container stays so: whoever froze it resumes it.
        auto image = containers.commit(record.containerId, (state->running || state->paused) && !how.frozen,
                                       imageRepository(record.id), tag, commitOptions);
        if (!image)
            return image.error();
        out.image = *image;
        return out;
    };
    // Only when the workspace changed, for a snapshot taken only then: asked after the capture.
    std::future<Result<System>> asked;
    if (!request.onlyIfChanged)
        asked = std::async(std::launch::async, system);

    const QString message =
        request.command.isEmpty() ? snapshotTriggerLabel(request.trigger) : tr("Before: %1").arg(request.command);
    auto capture = repo.capture(record.workspace, message, cancel, how.changes);
    if (!capture)
        return capture.error(); // `asked` is waited for on the way out
    if (request.onlyIfChanged) {
        // The latest few: a restore makes an older state current again.
        for (qsizetype i = 0; i < qMin<qsizetype>(existing->size(), kRecentForChanges); ++i) {
            auto differences = repo.compare(existing->at(i).workspaceCommit, capture->id, false);
            if (differences && differences->isEmpty()) {
                (void)repo.discard(capture->id);
                return request.reuseUnchanged ? existing->at(i) : SnapshotRecord{};
            }
        }
    }
    snapshot.workspaceCommit = capture->id;
    snapshot.files = capture->files;
    snapshot.bytes = capture->bytes;
    snapshot.filesRead = capture->filesRead;
    HazardCounts found;
    for (const WorkspaceHazard &h : std::as_const(capture->hazards))
        found.add(h.kind);
    snapshot.leftOut = {found.setIdFiles, found.deviceNodes, found.fifos, found.sockets, int(capture->tooDeep.size())};
    if (previous) {
        auto differences = repo.compare(previous->workspaceCommit, capture->id, false);
        snapshot.filesChanged = differences ? differences->size() : capture->filesRead;
    } else {
        snapshot.filesChanged = capture->files;
    }
    if (how.capture)
        *how.capture = *capture;

    auto saved = asked.valid() ? asked.get() : system();
    if (!saved) {
        (void)repo.discard(capture->id);
        return saved.error();
    }
    snapshot.containerImage = saved->image;
    snapshot.systemChanges = saved->changes;
    snapshot.systemSignature = saved->signature;
    snapshot.systemChanged = imageKey(snapshot.containerImage) != imageKey(record.image);

    // Known good: the first snapshot since the sandbox's latest command ended with exit code 0.
    auto runs = store.runs(record.id, 1).result();
    if (runs && !runs->isEmpty()) {
        const RunRecord &last = runs->first();
        const QDateTime ended = last.startedAt.addMSecs(last.durationMs);
        snapshot.knownGood =
            last.exitCode == 0 && !last.canceled && (!previous || previous->createdAt <= ended.addMSecs(1));
    }
    snapshot.captureMs = timer.elapsed();
    auto added = store.addSnapshot(snapshot).result();
    if (!added)
        return added.error();
    snapshot = *added;
    if (how.automaticCount) {
        *how.automaticCount = snapshot.automatic() ? 1 : 0;
        for (const SnapshotRecord &s : std::as_const(*existing))
            *how.automaticCount += s.automatic() ? 1 : 0;
    }
    return snapshot;
}

Result<QList<SnapshotRecord>> Snapshotter::list(const QString &idOrName) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    return m_context.store().snapshots(record->id).result();
}

Result<SnapshotRecord> Snapshotter::findIn(const SandboxRecord &record, qint64 snapshotId) const
{
    if (snapshotId == 0) {
        auto all = m_context.store().snapshots(record.id).result();
        if (!all)
            return all.error();
        if (all->isEmpty())
            return Error::make(Error::Kind::NotFound, tr("Sandbox \"%1\" has no snapshots yet.").arg(record.name));
        return all->first();
    }
    auto found = m_context.store().findSnapshot(record.id, snapshotId).result();
    if (!found)
        return found.error();
    if (!found->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("Sandbox \"%1\" has no snapshot %2.").arg(record.name).arg(snapshotId))
            .withCliHint(QStringLiteral("shadowbox snapshot list %1").arg(record.name));
    return **found;
}

Result<SnapshotRecord> Snapshotter::find(const QString &idOrName, qint64 snapshotId) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    return findIn(*record, snapshotId);
}

Result<SnapshotRecord> Snapshotter::newest(const QString &idOrName,
                                           const std::function<bool(const SnapshotRecord &)> &matches,
                                           const QString &noneMessage) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    auto all = m_context.store().snapshots(record->id).result();
    if (!all)
        return all.error();
    for (const SnapshotRecord &s : std::as_const(*all)) {
        if (matches(s))
            return s;
    }
    return Error::make(Error::Kind::NotFound, noneMessage.arg(record->name));
}

Result<SnapshotRecord> Snapshotter::beforeLastCommand(const QString &idOrName) const
{
    return newest(
        idOrName, [](const SnapshotRecord &s) { return s.trigger == SnapshotTrigger::Command; },
        tr("Sandbox \"%1\" has no snapshot taken before a command, so there is no command to undo."));
}

Result<SnapshotRecord> Snapshotter::lastKnownGood(const QString &idOrName) const
{
    return newest(
        idOrName, [](const SnapshotRecord &s) { return s.knownGood; },
        tr("Sandbox \"%1\" has no known good snapshot yet: one is marked after a command exits with code 0."));
}

Result<Snapshotter::Pair> Snapshotter::pair(const QString &idOrName, qint64 from, qint64 to) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    auto a = findIn(*record, from);
    if (!a)
        return a.error();
    auto b = findIn(*record, to);
    if (!b)
        return b.error();
    auto repo = openStore(record->id);
    if (!repo)
        return repo.error();
    return Pair{*repo, a->workspaceCommit, b->workspaceCommit};
}

Result<QList<SnapshotDifference>> Snapshotter::compare(const QString &idOrName, qint64 from, qint64 to) const
{
    auto p = pair(idOrName, from, to);
    if (!p)
        return p.error();
    return p->repo.compare(p->from, p->to);
}

Result<QByteArray> Snapshotter::fileDiff(const QString &idOrName, qint64 from, qint64 to, const QByteArray &path) const
{
    auto p = pair(idOrName, from, to);
    if (!p)
        return p.error();
    return p->repo.fileDiff(p->from, p->to, path);
}

Result<SnapshotVerification> Snapshotter::verify(const QString &idOrName, const CancelToken &cancel) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    auto rows = m_context.store().snapshots(record->id).result();
    if (!rows)
        return rows.error();
    auto repo = openStore(record->id);
    if (!repo)
        return repo.error();
    auto lock = lockSnapshots(*record, cancel);
    if (!lock)
        return lock.error();
    auto verification = repo->verify(cancel);
    if (!verification)
        return verification.error();
    auto stored = repo->snapshots();
    if (!stored)
        return stored.error();
    const QSet<QString> present(stored->begin(), stored->end());
    QSet<QString> imagesChecked;
    const CallOptions options = m_context.callOptions();
    for (const SnapshotRecord &s : std::as_const(*rows)) {
        if (!present.contains(s.workspaceCommit))
            verification->problems << tr("Snapshot %1's workspace (%2) is not in the snapshot store.")
                                          .arg(s.id)
                                          .arg(s.workspaceCommit.left(12));
        const QString image = s.containerImage.isEmpty() ? record->image : s.containerImage;
        if (imagesChecked.contains(image))
            continue;
        imagesChecked.insert(image);
        auto resolved = m_context.client().resolveImage(image, options);
        if (!resolved)
            return resolved.error();
        if (!resolved->has_value())
            verification->problems << tr("Snapshot %1's container image %2 is no longer on the engine.")
                                          .arg(s.id)
                                          .arg(imageKey(image).left(12));
    }
    return verification;
}

Result<PruneReport> Snapshotter::prune(const QString &idOrName, int keepAutomatic) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    auto lock = lockSnapshots(*record, {});
    if (!lock)
        return lock.error();
    Store &store = m_context.store();
    if (keepAutomatic < 0) {
        auto policy = store.snapshotPolicy(record->id).result();
        if (!policy)
            return policy.error();
        keepAutomatic = policy->keepAutomatic;
    }
    auto rows = store.snapshots(record->id).result();
    if (!rows)
        return rows.error();
    auto journals = store.unfinishedRestores().result();
    if (!journals)
        return journals.error();
    QSet<qint64> pinned; // a restore cut short still needs its snapshot
    for (const RestoreJournal &j : std::as_const(*journals))
        pinned.insert(j.snapshotId);

    QList<qint64> forgotten;
    QStringList keptCommits;
    QSet<QString> keptImages{imageKey(record->currentImage())};
    int automatic = 0;
    bool knownGoodKept = false;
    for (const SnapshotRecord &s : std::as_const(*rows)) {
        bool keep = !s.automatic() || pinned.contains(s.id);
        if (!keep && automatic < keepAutomatic) {
            keep = true;
            ++automatic;
        }
        if (!keep && s.knownGood && !knownGoodKept)
            keep = true;
        knownGoodKept = knownGoodKept || (keep && s.knownGood);
        if (keep) {
            keptCommits << s.workspaceCommit;
            keptImages.insert(imageKey(s.containerImage));
        } else {
            forgotten << s.id;
        }
    }
    // An open review's state stays readable until the review ends.
    auto reviews = store.reviews(record->id).result();
    if (!reviews)
        return reviews.error();
    for (const ReviewRecord &r : std::as_const(*reviews))
        if (r.state == ReviewRecord::State::Open && !r.finalSnapshot.isEmpty())
            keptCommits << r.finalSnapshot;
    PruneReport report;
    if (!forgotten.isEmpty()) {
        if (Status s = store.deleteSnapshots(record->id, forgotten).result(); !s)
            return s.error();
    }
    report.snapshots = int(forgotten.size());
    auto repo = openStore(record->id);
    if (!repo)
        return repo.error();
    auto freed = repo->prune(keptCommits);
    if (!freed)
        return freed.error();
    report.bytesFreed = *freed;

    // Images only forgotten snapshots used. The container's current image is kept too: it is in use.
    const CallOptions options = m_context.callOptions(60'000);
    auto images = m_context.client().listImages(sandboxLabelFilter(record->id), options);
    if (!images)
        return images.error();
    const ContainerSnapshots containers(m_context.client());
    for (const ImageInfo &image : std::as_const(*images)) {
        if (keptImages.contains(imageKey(image.id)))
            continue;
        // One a fork's image was committed on top of loses its tags and goes with that fork.
        if (containers.removeImage(image, options))
            ++report.images;
    }
    return report;
}

Status Snapshotter::setLabel(const QString &idOrName, qint64 snapshotId, const QString &label) const
{
    auto snapshot = find(idOrName, snapshotId);
    if (!snapshot)
        return snapshot.error();
    return m_context.store().setSnapshotLabel(snapshot->id, label.trimmed()).result();
}

Result<SnapshotUsage> Snapshotter::usage(const QString &idOrName) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    SnapshotUsage usage;
    if (QFileInfo::exists(m_context.snapshotStoreOf(record->id))) {
        auto repo = openStore(record->id);
        if (!repo)
            return repo.error();
        usage.storeBytes = repo->diskUsage();
    }
    auto images = m_context.client().listImages(sandboxLabelFilter(record->id), m_context.callOptions());
    if (!images)
        return images.error();
    usage.images = int(images->size());
    for (const ImageInfo &image : std::as_const(*images))
        usage.imageBytes += image.size;
    return usage;
}

Status Snapshotter::forget(const QString &sandboxId) const
{
    // Only ever a folder directly inside the snapshots folder, whatever the id says.
    const QString folder = m_context.snapshotStoreOf(sandboxId);
    const QFileInfo info(folder);
    if (sandboxId.isEmpty() || sandboxId.contains(u'/') || sandboxId.startsWith(u'.'))
        return Error::make(Error::Kind::InvalidInput, tr("%1 is not a sandbox id.").arg(sandboxId));
    auto lock = FileLock::lock(m_context.snapshotLockPath(sandboxId), QDeadlineTimer(kSnapshotLockWaitMs));
    if (!lock)
        return lock.error();
    if (info.exists() && !info.isSymLink() && !QDir(folder).removeRecursively())
        return Error::make(Error::Kind::Io,
                           tr("Cannot remove the snapshot store %1. Check its permissions.").arg(folder));
    if (info.isSymLink())
        QFile::remove(folder);
    if (Status s = m_context.store().deleteAllSnapshots(sandboxId).result(); !s)
        return s;
    lock->unlockAndRemove();
    return {};
}

} // namespace shadowbox
