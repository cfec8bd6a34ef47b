#include "snapshot/Snapshotter.h"

#include "snapshot/ContainerSnapshots.h"
#include "snapshot/SnapshotterInternal.h"
#include "store/Store.h"

#include <QFileInfo>

#include <algorithm>

// What a fork reads from its source: the workspace of one snapshot, written into the new
// sandbox's empty workspace, and the image to make the new container from. The flow of the fork
// itself is SandboxCreator::fork.

namespace shadowbox {

using snapshotinternal::imageKey;

namespace {
constexpr int kCopyImageMs = 120'000;
} // namespace

Result<WorkspaceRestore> Snapshotter::materialize(const SandboxRecord &source, const SnapshotRecord &snapshot,
                                                  const QString &folder, const CancelToken &cancel) const
{
    // Opened, never made: a missing store is a damaged source, not one to start afresh.
    if (!QFileInfo(m_context.snapshotStoreOf(source.id)).isDir())
        return Error::make(Error::Kind::NotFound,
                           tr("Sandbox \"%1\" has no snapshot store, so snapshot %2 cannot be read.")
                               .arg(source.name)
                               .arg(snapshot.id));
    auto repo = openStore(source.id);
    if (!repo)
        return repo.error();
    return repo->materialize(snapshot.workspaceCommit, folder, cancel);
}

Result<QString> Snapshotter::contentId(const QString &sandboxId, const QString &workspaceCommit) const
{
    auto repo = openStore(sandboxId);
    if (!repo)
        return repo.error();
    return repo->contentId(workspaceCommit);
}

Result<std::optional<SnapshotRecord>> Snapshotter::baseline(const QString &sandboxId) const
{
    auto rows = m_context.store().snapshots(sandboxId).result();
    if (!rows)
        return rows.error();
    // Newest first: the baseline is the oldest, and there is one.
    for (auto it = rows->crbegin(); it != rows->crend(); ++it) {
        if (it->trigger == SnapshotTrigger::Baseline)
            return std::optional<SnapshotRecord>(*it);
    }
    return std::optional<SnapshotRecord>();
}

Status Snapshotter::inheritBaseline(const SandboxRecord &source, const SandboxRecord &fork) const
{
    auto found = baseline(source.id);
    if (!found)
        return found.error();
    if (!found->has_value())
        return {};
    auto from = openStore(source.id);
    if (!from)
        return from.error();
    auto to = openStore(fork.id, nullptr, nullptr, Missing::Create);
    if (!to)
        return to.error();
    const SnapshotRecord &original = **found;
    if (Status imported = to->importSnapshot(*from, original.workspaceCommit); !imported)
        return imported;
    SnapshotRecord copy = original;
    copy.id = 0;
    copy.sandboxId = fork.id;
    copy.runId = 0;
    copy.containerImage = fork.image; // the image the user chose: no sandbox owns it
    auto added = m_context.store().addSnapshot(copy).result();
    return added ? Status() : Status(added.error());
}

Result<QString> Snapshotter::imageForFork(const SandboxRecord &source, const SnapshotRecord &snapshot,
                                          const SandboxRecord &fork, const CancelToken &cancel) const
{
    const EngineClient &client = m_context.client();
    const CallOptions options = m_context.callOptions(kCopyImageMs).withCancel(cancel);
    const QString image = snapshot.containerImage.isEmpty() ? source.image : snapshot.containerImage;
    // A sandbox owns the images that carry this installation's label (every image a snapshot
    // commits does); any other one is an image the user chose, shared as it is, never removed.
    auto owned = client.listImages(QLatin1String(kStoreLabel) + u'=' + m_context.store().storeId(), options);
    if (!owned)
        return owned.error();
    const auto isImage = [&image](const ImageInfo &info) {
        if (imageKey(info.id) == imageKey(image))
            return true;
        for (const QString &tag : info.tags) {
            if (tag == image || tag.endsWith(u'/' + image))
                return true;
        }
        return false;
    };
    if (std::none_of(owned->cbegin(), owned->cend(), isImage))
        return image;
    ContainerSpec spec = m_context.containerSpec(fork, image);
    spec.name = fork.containerName() + QStringLiteral("-image");
    // A commit never holds what is mounted, and the container is never started: it needs neither
    // the mounts nor a network (the fork's gateway is made after it).
    spec.binds.clear();
    spec.networkMode = QStringLiteral("none");
    const QString tag = QStringLiteral("forked-%1-%2").arg(source.id.toLower()).arg(snapshot.id);
    return ContainerSnapshots(client).copyImage(spec, imageRepository(fork.id), tag, options);
}

} // namespace shadowbox
