#include "snapshot/ContainerSnapshots.h"

#include "core/UniqueFd.h"

#include <QCryptographicHash>
#include <QFile>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>

namespace shadowbox {

namespace {

// A layer larger than this is not walked: the engine's list of paths stands in for it, and a
// snapshot then commits whenever that list is not the one it knew.
constexpr qint64 kMaxLayerEntries = 200'000;
constexpr int kMaxLayerDepth = 256;

void addNumber(QCryptographicHash &hash, qint64 value)
{
    hash.addData(QByteArrayView(reinterpret_cast<const char *>(&value), sizeof value));
}

// Adds every entry below `fd` to `hash`, in name order. Folders count by what they hold and by
// their inode, mode and owner, not by their times: a file made and removed again in /tmp leaves
// /tmp as it was for any purpose a snapshot has. False when the layer cannot be read whole, or
// when `canceled` says so (asked at every entry, so that a large layer never holds up its caller).
bool digestFolder(int fd, const QByteArray &path, int depth, const QList<QByteArray> &skipTop, QCryptographicHash &hash,
                  qint64 &entries, const std::function<bool()> &canceled)
{
    if (depth > kMaxLayerDepth)
        return false;
    auto names = readDirectoryNames(fd);
    if (!names)
        return false;
    std::sort(names->begin(), names->end());
    for (const QByteArray &name : std::as_const(*names)) {
        if (depth == 0 && skipTop.contains(name))
            continue;
        if (++entries > kMaxLayerEntries || (canceled && canceled()))
            return false;
        struct stat st {};
        if (::fstatat(fd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
            return false;
        const QByteArray child = path + '/' + name;
        hash.addData(child);
        hash.addData(QByteArrayView("\0", 1));
        addNumber(hash, qint64(st.st_mode));
        addNumber(hash, qint64(st.st_uid));
        addNumber(hash, qint64(st.st_gid));
        addNumber(hash, qint64(st.st_ino));
        if (S_ISDIR(st.st_mode)) {
            const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (!sub || !digestFolder(sub.get(), child, depth + 1, skipTop, hash, entries, canceled))
                return false;
            continue;
        }
        addNumber(hash, qint64(st.st_size));
        addNumber(hash, qint64(st.st_rdev));
        addNumber(hash, qint64(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec);
        addNumber(hash, qint64(st.st_ctim.tv_sec) * 1'000'000'000 + st.st_ctim.tv_nsec);
    }
    return true;
}

bool underWorkspace(const QString &path)
{
    return path == QLatin1String("/workspace") || path.startsWith(QLatin1String("/workspace/"));
}

} // namespace

QByteArray ContainerSnapshots::layerDigest(const QString &upperDir, const QList<QByteArray> &skipTop,
                                           const std::function<bool()> &canceled)
{
    if (upperDir.isEmpty() || !upperDir.startsWith(u'/'))
        return {};
    const UniqueFd root(
        ::open(QFile::encodeName(upperDir).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root)
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 entries = 0;
    if (!digestFolder(root.get(), QByteArray(), 0, skipTop, hash, entries, canceled))
        return {};
    return hash.result().toHex();
}

Result<SystemState> ContainerSnapshots::inspect(const QString &containerId, const CallOptions &options) const
{
    auto info = m_client.inspectContainer(containerId, options);
    if (!info)
        return info.error();
    auto changes = m_client.containerChanges(containerId, options);
    if (!changes)
        return changes.error();
    SystemState state;
    state.baseImage = info->image;
    state.running = info->running;
    state.paused = info->state == QLatin1String("paused");
    QStringList lines;
    for (const ContainerChange &change : std::as_const(*changes)) {
        if (underWorkspace(change.path))
            continue;
        lines.append(QString::number(int(change.kind)) + u' ' + change.path);
    }
    std::sort(lines.begin(), lines.end());
    state.changes = int(lines.size());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(state.baseImage.toUtf8());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(lines.join(u'\n').toUtf8());
    const QByteArray layer = layerDigest(info->upperDir, {QByteArrayLiteral("workspace")});
    state.exact = !layer.isEmpty();
    hash.addData(state.exact ? layer : QByteArrayLiteral("paths only"));
    state.signature = QString::fromLatin1(hash.result().toHex());
    return state;
}

Result<QString> ContainerSnapshots::commit(const QString &containerId, bool running, const QString &repository,
                                           const QString &tag, const CallOptions &options) const
{
    // Paused so that the layer does not change while the engine reads it; Podman's compat commit
    // does not pause by itself.
    if (running) {
        if (Status paused = m_client.pauseContainer(containerId, options); !paused)
            return paused.error();
    }
    auto image = m_client.commitContainer(containerId, repository, tag, options);
    if (running) {
        // Resumed even when the session is closing: a sandbox is never left frozen.
        const CallOptions resume = CallOptions::withTimeout(15'000);
        if (Status resumed = m_client.unpauseContainer(containerId, resume); !resumed && image)
            return Error::make(resumed.error().kind,
                               tr("The container's system was saved, but the container could not be resumed: %1")
                                   .arg(resumed.error().message));
    }
    return image;
}

// Why a fork gets a copy rather than the source's image itself. A snapshot's image is committed
// from the source's container and so carries the source's label (io.shadowbox.sandbox=<source>),
// and a teardown removes everything that carries its sandbox's label, by force:
//  - Podman removes, with an image removed by force, every container made from it: destroying the
//    source would take the fork's container away.
//  - The fork's own teardown would never find the image (it carries the source's label), so
//    after both are gone it would be left on the engine.
// A label cannot be changed on an existing image, and tagging the same image for the fork would
// leave both problems in place. So the fork gets an image with the same content and its own
// labels: a container made (not started) from the snapshot's image with the fork's labels and
// configuration, committed under the fork's repository. Its layer holds next to nothing (the mount
// points the engine makes: 0 bytes on Docker, about a kilobyte on Podman), so the copy costs a
// commit, not the image's size again. Each sandbox then owns exactly its own images:
//  - Podman: removing the source's image by force keeps the layers the copy uses and removes no
//    container (none is made from it), so either sandbox can go first.
//  - Docker records the copy as a child of the source's image and refuses to remove a parent by
//    force ("image has dependent child images"); removeImage() below then removes its tags, Docker
//    no longer lists it (an untagged parent is hidden from /images/json), and it goes with the copy,
//    whose removal prunes untagged parents. Either sandbox can go first here too, and once both
//    are gone nothing labelled with either remains.
Result<QString> ContainerSnapshots::copyImage(const ContainerSpec &spec, const QString &repository, const QString &tag,
                                              const CallOptions &options) const
{
    auto container = m_client.createContainer(spec, options);
    if (!container)
        return container.error();
    auto image = m_client.commitContainer(*container, repository, tag, options);
    // Removed whatever the commit did; if this process dies first, the container carries the new
    // owner's label and goes with its teardown (or a reconcile's undo of the creation).
    const Status removed = m_client.removeContainer(*container, options);
    if (image && !removed)
        return removed.error();
    return image;
}

Result<bool> ContainerSnapshots::removeImage(const ImageInfo &image, const CallOptions &options) const
{
    const Status removed = m_client.removeImage(image.id, options);
    if (removed || removed.error().kind == Error::Kind::NotFound)
        return true;
    // Only this conflict: an image that a container still uses ("being used by running
    // container") is a real problem, and untagging it would only hide it from the proof.
    if (removed.error().kind != Error::Kind::Conflict ||
        !removed.error().message.contains(QLatin1String("dependent child images"), Qt::CaseInsensitive))
        return removed.error();
    // Another sandbox's image was committed on top of it (Docker): what remains of it is that
    // image's layer, not this sandbox's image.
    for (const QString &tag : image.tags) {
        if (Status s = m_client.removeImage(tag, options); !s && s.error().kind != Error::Kind::NotFound)
            return s.error();
    }
    return false;
}

} // namespace shadowbox
