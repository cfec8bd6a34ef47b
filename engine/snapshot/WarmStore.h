#pragma once

#include "snapshot/WorkspaceChangeFeed.h"
#include "snapshot/WorkspaceSnapshots.h"

#include <QList>

#include <memory>
#include <mutex>
#include <optional>

namespace shadowbox {

// A running sandbox's snapshot store kept open between captures by a process that lives long (the
// window), with its workspace's change notification: a capture then reads neither the metadata
// cache from disk nor the metadata of folders in which nothing changed. Registered with the
// SandboxContext by whoever watches the workspace (SandboxManager::watchWorkspaces); a process
// without one (the command line) opens the store for each capture and lists every folder.
struct WarmStore {
    explicit WarmStore(std::shared_ptr<WorkspaceChangeFeed> f)
        : feed(std::move(f))
    {
    }
    const std::shared_ptr<WorkspaceChangeFeed> feed;
    // Held while the store below is opened or used (captures also hold the sandbox's snapshot
    // lock, which keeps other processes out).
    std::mutex lock;
    std::optional<WorkspaceSnapshots> store;
    QList<QByteArray> excluded; // what `store` leaves out; another policy opens it anew
};

} // namespace shadowbox
