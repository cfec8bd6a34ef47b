#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

#include <optional>

#include <sys/stat.h>

namespace shadowbox {

// Something a sandbox left in its workspace that the host side must never execute, open or follow.
// With a rootful engine the sandbox's root user is root on these files: a setuid-root program works
// for anyone on the host who can reach it, a device node is the host's device, a fifo blocks
// whoever opens it, and a link can lead a host-side reader to the host's own files.
struct WorkspaceHazard {
    enum class Kind {
        SetIdFile,  // a regular file with the setuid or setgid bit
        DeviceNode, // character or block device
        Fifo,
        Socket,
        LinkOutside, // a symlink whose target is absolute or climbs out of the workspace
    };
    Kind kind = Kind::SetIdFile;
    QByteArray path;       // relative to the workspace, '/'-separated, bytes as on disk
    uint mode = 0;         // st_mode as lstat saw it
    QByteArray linkTarget; // LinkOutside: the target, verbatim
};

struct HazardCounts {
    Q_DECLARE_TR_FUNCTIONS(HazardCounts)
public:
    int setIdFiles = 0;
    int deviceNodes = 0;
    int fifos = 0;
    int sockets = 0;
    int linksOutside = 0;

    void add(WorkspaceHazard::Kind kind);
    HazardCounts &operator+=(const HazardCounts &other);
    int total() const { return setIdFiles + deviceNodes + fifos + sockets + linksOutside; }
    // "setuid or setgid files: 1, fifos: 2", or empty when there are none.
    QString summary() const;
};

struct HazardScan {
    QList<WorkspaceHazard> hazards;
    // Folders the scan could not enter (no permission, or nested deeper than it follows). A reader
    // that needs the whole workspace treats a scan with any as incomplete.
    QList<QByteArray> unreadable;
    qint64 entries = 0;

    bool complete() const { return unreadable.isEmpty(); }
    HazardCounts counts() const;
};

// Finds hazards without trusting anything in the workspace. Everything that reads a workspace after
// the sandbox has run (snapshots, review, apply, teardown) uses this: either scan() for a list, or
// classify() on each entry it lstat()s itself. Such a reader refuses or strips what is named here:
// it never preserves setuid or setgid bits, never recreates or opens device nodes, fifos or
// sockets, and never follows a link.
class WorkspaceHazards {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceHazards)
public:
    // What an entry is, from its lstat() and (for links) its target; nullopt when it is harmless.
    // `path` is the entry's path relative to the workspace.
    static std::optional<WorkspaceHazard::Kind> classify(const struct stat &st, const QByteArray &path,
                                                         const QByteArray &linkTarget);
    // Whether a link at `path` (relative to the workspace) with this target leads outside it, judged
    // from the text alone: an absolute target, or more ".." than the link is deep. A chain through
    // another link is caught at that other link.
    static bool linkLeavesWorkspace(const QByteArray &path, const QByteArray &target);

    // Walks the workspace with descriptors only (openat with O_NOFOLLOW | O_DIRECTORY, fstatat with
    // AT_SYMLINK_NOFOLLOW, readlinkat); never opens anything that is not a directory.
    static Result<HazardScan> scan(const QString &workspace, const CallOptions &options = {});

    // How deep scan() and the teardown descend; each level holds one descriptor.
    static constexpr int kMaxDepth = 256;
};

} // namespace shadowbox
