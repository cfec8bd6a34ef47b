#include "sandbox/SandboxCreator.h"

#include "core/DataFolder.h"
#include "core/UniqueFd.h"
#include "gateway/GatewayMocks.h"
#include "sandbox/SandboxCreation.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QFile>

#include <cerrno>

#include <sys/stat.h>

// A fork: a new sandbox from a snapshot of another one. It goes the way a creation goes
// (SandboxCreation): every check first, then the lease and the `creating` record, then steps that
// are undone together when one fails; only the workspace and the image come from the snapshot.

namespace shadowbox {

namespace {
// "<source>-fork", short enough that "-NN" still makes a valid name (at most 63 characters).
QString forkBase(const QString &sourceName)
{
    return sourceName.left(63 - 5 - 4) + QStringLiteral("-fork");
}
} // namespace

Result<QString> SandboxCreator::forkName(const QString &source) const
{
    auto found = m_context.find(source);
    if (!found)
        return found.error();
    return SandboxCreation::freeName(m_context.store(), forkBase(found->name));
}

Result<SandboxRecord> SandboxCreator::fork(const ForkRequest &request, const CancelToken &cancel) const
{
    const EngineClient &client = m_context.client();
    const Snapshotter snapshotter(m_context);
    SandboxCreation creation(m_context, cancel);
    SandboxRecord &record = creation.record();
    const CallOptions &options = creation.options();

    // 1. Check everything that can be checked before anything is made: a fork refused here
    // leaves nothing behind.
    creation.progress(tr("Reading the snapshot"), 2);
    auto source = m_context.find(request.source);
    if (!source)
        return source.error();
    if (source->state == SandboxState::Creating || source->state == SandboxState::Destroying ||
        source->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is %2, so no new sandbox can be made from its "
                                                     "snapshots.")
                                                      .arg(source->name, stateLabel(source->state).toLower()));
    if (source->engineEndpoint != m_context.engine().info.endpoint)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" lives on another engine (%2): its snapshots' images are there. Connect "
                              "to that engine to make a new sandbox from it.")
                               .arg(source->name, source->engineEndpoint));
    auto snapshot = snapshotter.find(source->id, request.snapshotId);
    if (!snapshot)
        return snapshot.error();
    const SandboxLimits limits = request.limits.value_or(source->limits);
    if (const QString why = limits.check(); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (Status named = creation.chooseName(request.name, forkBase(source->name)); !named)
        return named.error();
    auto host = client.hostInfo(options);
    if (!host)
        return host.error();
    if (const QString why = limits.check(HostCapacity{host->cpus, host->memoryBytes}); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    const QString image = snapshot->containerImage.isEmpty() ? source->image : snapshot->containerImage;
    auto present = client.resolveImage(image, options);
    if (!present)
        return present.error();
    if (!present->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("Snapshot %1 of \"%2\" cannot be used: its container image %3 is no longer on the engine "
                              "(it was removed outside Shadowbox). Choose another snapshot.")
                               .arg(snapshot->id)
                               .arg(source->name, image.left(19)));

    // The source's baseline: a review of the fork compares with the user's repository as it was
    // when the source was made, not with the snapshot.
    record.repository = source->repository;
    record.baselineCommit = source->baselineCommit;
    record.baselineModified = source->baselineModified;
    record.baselineUntracked = source->baselineUntracked;
    record.image = source->image;
    // The source's network: its gateway's policy, allowlist and mock server (a sandbox made before the gateway
    // keeps having none); the snapshot's mocks come in once the fork's gateway runs. A fork of a sandbox
    // still on an earlier Shadowbox's internal network gets none, as its container is made now.
    record.networkMode = source->networkMode == NetworkMode::Internal ? NetworkMode::None : source->networkMode;
    record.networkPolicy = source->networkPolicy;
    record.networkAllow = source->networkAllow;
    record.networkMockServer = source->networkMockServer;
    record.limits = limits;
    record.userNamespace = host->userNamespace;
    if (Status root = creation.useEngineHost(*host); !root)
        return root.error();
    record.forkedFrom = source->id;
    record.forkedFromName = source->name;
    record.forkedFromSnapshot = snapshot->id;
    record.fileCount = snapshot->files;
    record.byteCount = snapshot->bytes;

    // 2. From here on, every step is undone if a later one fails.
    if (Status begun = creation.begin(); !begun)
        return begun.error();

    // What is read from the source, under its snapshot lock: no prune, capture or restore of the
    // source changes its store or its images meanwhile.
    auto sourceLock = snapshotter.lockSnapshots(*source, cancel);
    if (!sourceLock)
        return creation.undo(sourceLock.error());
    QString expected; // what the snapshot holds, to compare the fork's first snapshot with
    creation.progress(tr("Writing the workspace of snapshot %1 (%2 files)").arg(snapshot->id).arg(snapshot->files), 10);
    auto written = creation.timed(QStringLiteral("copy"), [&]() -> Result<WorkspaceRestore> {
        if (Status s = DataFolder::makePrivateDir(m_context.workspacesDir()); !s)
            return s.error();
        if (::mkdir(QFile::encodeName(record.workspace).constData(), 0700) != 0)
            return Error::make(
                Error::Kind::Io,
                tr("Cannot create the workspace %1 (%2).").arg(record.workspace, systemErrorText(errno)));
        auto content = snapshotter.contentId(source->id, snapshot->workspaceCommit);
        if (!content)
            return content.error();
        expected = *content;
        auto out = snapshotter.materialize(*source, *snapshot, record.workspace, cancel);
        if (!out)
            return out;
        // The source's limit, unless the snapshot already takes more (it was taken over the limit):
        // then the automatic one, so that the fork can be made at all.
        Status limited = creation.applyWorkspaceLimit(limits.workspaceBytes);
        if (!limited && !request.limits && limited.error().kind == Error::Kind::InvalidInput)
            limited = creation.applyWorkspaceLimit(0);
        if (!limited)
            return limited.error();
        return out;
    });
    if (!written)
        return creation.undo(written.error());

    creation.progress(tr("Preparing the container image"), 60);
    auto forkImage = creation.timed(QStringLiteral("image"),
                                    [&] { return snapshotter.imageForFork(*source, *snapshot, record, cancel); });
    if (!forkImage)
        return creation.undo(forkImage.error());
    sourceLock->unlock();
    record.containerImage = *forkImage == record.image ? QString() : *forkImage;

    if (Status running = creation.runContainer(*forkImage, 80, 90); !running)
        return creation.undo(running.error());

    // The mocks the snapshot was taken with (none for a snapshot taken before mocks were kept).
    if (record.networkMode == NetworkMode::Gateway && snapshot->mockSet.value_or(0) > 0) {
        creation.progress(tr("Loading the snapshot's mocks"), 92);
        auto loaded = creation.timed(QStringLiteral("mocks"), [&]() -> Status {
            auto set = m_context.store().mockSet(source->id, *snapshot->mockSet).result();
            if (!set)
                return set.error();
            auto restored = GatewayMocks(m_context).restore(record, *set);
            return restored ? Status() : Status(restored.error());
        });
        if (!loaded)
            return creation.undo(loaded.error());
    }

    // The source's baseline becomes the fork's: a review of the fork compares with what the user
    // had, not with the fork point.
    if (Status inherited =
            creation.timed(QStringLiteral("baseline"), [&] { return snapshotter.inheritBaseline(*source, record); });
        !inherited)
        return creation.undo(inherited.error());

    // The fork's own first snapshot: Undo works from the fork point, and comparing it with the
    // source's snapshot proves that the workspace was written exactly.
    creation.progress(tr("Taking the first snapshot"), 95);
    auto first = creation.timed(QStringLiteral("snapshot"), [&]() -> Result<SnapshotRecord> {
        auto taken = snapshotter.takeOf(
            record, {SnapshotTrigger::Manual, tr("Forked from %1 #%2").arg(source->name).arg(snapshot->id), QString()},
            cancel);
        if (!taken)
            return taken;
        auto content = snapshotter.contentId(record.id, taken->workspaceCommit);
        if (!content)
            return content.error();
        if (*content != expected)
            return Error::make(Error::Kind::Io,
                               tr("The new workspace does not hold what snapshot %1 of \"%2\" holds; the fork was "
                                  "undone. Verify the source's snapshots and try again.")
                                   .arg(snapshot->id)
                                   .arg(source->name));
        return taken;
    });
    if (!first)
        return creation.undo(first.error());
    // The source's snapshot settings, from the fork's next snapshot on (the first one holds all that
    // the source's snapshot held, to be compared with it).
    auto policy = snapshotter.policy(source->id);
    if (!policy)
        return creation.undo(policy.error());
    if (Status s = m_context.store().setSnapshotPolicy(record.id, *policy).result(); !s)
        return creation.undo(s.error());
    return creation.finish();
}

} // namespace shadowbox
