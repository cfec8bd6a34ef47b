#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineClient.h"

#include <QCoreApplication>
#include <QString>

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

    // The digest of a writable layer's folder: empty when it cannot be read here (another host,
    // a rootless engine's folder this user may not enter, a layer too large to walk quickly).
    // `skipTop` names top-level entries left out (the workspace's mount point). Public for tests.
    static QByteArray layerDigest(const QString &upperDir, const QList<QByteArray> &skipTop = {});

private:
    const EngineClient &m_client;
};

} // namespace shadowbox
