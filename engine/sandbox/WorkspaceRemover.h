#pragma once

#include "sandbox/WorkspaceHazards.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace shadowbox {

struct WorkspaceRemoval {
    bool removed = false; // the workspace folder is gone (or was never there)
    HazardCounts hazards; // what was removed that the host must never open, execute or follow
    qint64 entries = 0;   // files, links and folders removed inside the workspace
    QString failure;      // why it is not gone: a sentence naming the entry and the reason
};

// Deletes a workspace and everything in it as the sandbox left it, without ever following a link
// or opening anything but a directory: every step is relative to a directory descriptor opened
// with O_NOFOLLOW (unlinkat, fstatat). A folder its owner may not enter or change (chmod 000 by the
// sandbox, or a read-only folder from the repository) is made usable through that descriptor, never
// through a path. QDir::removeRecursively is not used because it calls chmod on paths when a
// removal fails, which follows a link the sandbox swapped in.
//
// Files the sandbox's root user made belong to root; an ordinary user cannot remove them and gets
// `removed == false` (the teardown then clears them from a short-lived container).
class WorkspaceRemover {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceRemover)
public:
    // Removes `name` from the folder `parentDir` (the workspaces folder).
    static WorkspaceRemoval remove(const QString &parentDir, const QByteArray &name);
    // Removes the entry `name` of the folder `dirFd` inside the workspace open at `rootFd`, the same
    // way; `path` is the entry's path in the workspace and `depth` its folder's depth (the top is 0).
    // `removed` is true when the entry is gone (or was never there).
    static WorkspaceRemoval removeWithin(int rootFd, int dirFd, const QByteArray &name, const QByteArray &path,
                                         int depth);
};

} // namespace shadowbox
