#pragma once

#include <QByteArray>
#include <QSet>

namespace shadowbox {

// What changed in a workspace since the previous capture, as change notification saw it.
struct WorkspaceChanges {
    // True when every change since the previous take() is in `folders`: the notification ran the
    // whole time and missed nothing (no overflow, no folder moved, no watch refused).
    bool complete = false;
    // The key the capture that made the previous take() settled (WorkspaceChangeFeed::settle);
    // empty when that capture failed or there was none.
    QByteArray since;
    // Workspace-relative paths ('/' between names, "" for the top) of the folders in which an entry
    // was made, removed, renamed, written or had its metadata changed. A superset: some may no
    // longer exist.
    QSet<QByteArray> folders;
};

// A source of WorkspaceChanges for one workspace (WorkspaceWatcher on Linux). A capture takes the
// changes before it walks the workspace and settles them once its snapshot is stored, so that the
// next capture lists only the folders changed since; a capture that fails settles nothing, and
// the next one reads the whole workspace's metadata again. Thread-safe.
class WorkspaceChangeFeed {
public:
    virtual ~WorkspaceChangeFeed() = default;
    // The changes since the previous call, which starts counting anew; forgets the settled key.
    virtual WorkspaceChanges take() = 0;
    // The capture that took the latest changes is stored and left the walk's cache as `key` names.
    virtual void settle(const QByteArray &key) = 0;
};

} // namespace shadowbox
