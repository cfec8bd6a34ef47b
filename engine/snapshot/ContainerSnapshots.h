#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineClient.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace shadowbox {

// What the container's system (everything outside /workspace) looks like, as far as telling two
// moments apart goes.
struct SystemState {
    QString baseImage; // the image the container was made from, as the engine names it
    bool running = false;
    bool paused = false;
    int changes = 0; // paths outside /workspace the engine reports as changed since the image
    // A digest of the changes: the paths the engine reports, and, where the writable layer can be
    // read on this host, the metadata of every entry in it (type, mode, owner, size, times, inode).
    QString signature;
    // True when the signature covers the layer's content (the layer was read), false when it holds
    // only the engine's list of paths: a file changed twice then looks the same both times.
    bool exact = false;
};

// The container half of a sandbox's snapshots: the engine's list of changes, a digest of the
// writable layer, and a commit of that layer to an image while the container is paused.
//
// The writable layer is written by the sandbox's root user, so it is read like the workspace:
// lstat only, through directory descriptors opened with O_NOFOLLOW; nothing in it is opened.
class ContainerSnapshots {
    Q_DECLARE_TR_FUNCTIONS(ContainerSnapshots)
public:
    explicit ContainerSnapshots(const EngineClient &client)
        : m_client(client)
    {
    }

    Result<SystemState> inspect(const QString &containerId, const CallOptions &options) const;

    // Commits the container to `repository:tag` and returns the image's id. A running container
    // is paused for the commit and resumed afterwards, whatever happened.
    Result<QString> commit(const QString &containerId, bool running, const QString &repository, const QString &tag,
                           const CallOptions &options) const;

    // An image of its own for another sandbox, with the content of `spec.image`: a container made
    // from it with `spec` (the new owner's name, labels and configuration), never started,
    // committed to `repository:tag` and removed again. Returns the new image's id. Why a copy and
    // not the same image: see the definition.
    Result<QString> copyImage(const ContainerSpec &spec, const QString &repository, const QString &tag,
                              const CallOptions &options) const;
    // Removes one of a sandbox's images (by id, with its tags). On Docker an image that another
    // sandbox's copy was committed on top of cannot go while that copy exists ("dependent child
    // images"): its tags go instead, so that it is no longer listed as this sandbox's, and Docker
    // removes it with the copy built on it. True when the image itself went, false when only its
    // tags did.
    Result<bool> removeImage(const ImageInfo &image, const CallOptions &options) const;

    // The digest of a writable layer's folder: empty when it cannot be read here (another host,
    // a rootless engine's folder this user may not enter, a layer too large to walk quickly).
    // `skipTop` names top-level entries left out (the workspace's mount point). Empty as well once
    // `canceled` says so, which is asked at every entry. Public for tests.
    static QByteArray layerDigest(const QString &upperDir, const QList<QByteArray> &skipTop = {},
                                  const std::function<bool()> &canceled = {});

private:
    const EngineClient &m_client;
};

} // namespace shadowbox
