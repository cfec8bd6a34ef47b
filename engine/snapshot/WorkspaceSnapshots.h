#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "sandbox/WorkspaceHazards.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

struct git_repository;

namespace shadowbox {

// What one capture read and wrote.
struct WorkspaceCapture {
    QString id;           // the snapshot: a commit in the sandbox's private repository
    qint64 files = 0;     // regular files and links in the snapshot
    qint64 folders = 0;   // folders in the snapshot, the workspace's own top not counted
    qint64 bytes = 0;     // bytes of the files in the snapshot
    qint64 filesRead = 0; // files whose bytes were read because their metadata changed
    qint64 bytesRead = 0;
    // Hazards found and left out: setuid and setgid bits are stripped (the file is kept), device
    // nodes, fifos and sockets are not captured at all. Links are kept as links.
    QList<WorkspaceHazard> hazards;
    // Folders nested deeper than WorkspaceHazards::kMaxDepth: left out (no sane build makes them);
    // a restore removes them.
    QList<QByteArray> tooDeep;
    qint64 elapsedMs = 0;
};

// One path that differs between two snapshots.
struct SnapshotDifference {
    enum class Kind { Added, Deleted, Modified, TypeChanged, ModeChanged };
    Kind kind = Kind::Modified;
    QByteArray path; // relative to the workspace, '/'-separated, bytes as on disk
    bool binary = false;
};

struct WorkspaceRestore {
    QString before;       // the snapshot of the workspace as it was just before the restore
    qint64 written = 0;   // files and links written (new or replaced)
    qint64 removed = 0;   // entries removed (a folder counts with what was in it)
    qint64 modesSet = 0;  // entries whose mode alone was put back
    HazardCounts hazards; // hazards removed or stripped on the way
    qint64 elapsedMs = 0;
};

struct SnapshotVerification {
    qint64 objects = 0; // objects read and checked against their ids
    qint64 snapshots = 0;
    QStringList problems; // one sentence per missing or damaged object; empty when all is well
    bool ok() const { return problems.isEmpty(); }
};

// The workspace half of a sandbox's snapshots: a private bare git repository per sandbox, outside
// the workspace (the sandbox cannot reach it), driven by libgit2. Content-addressed and
// incremental: a file whose metadata (inode, size, mtime, ctime, mode) has not changed since the
// last capture is not read again.
//
// A snapshot captures every entry of the workspace, tracked by the workspace's own git or not,
// including its `.git` folder as plain files: regular files with their exact permission bits (git
// trees only know 644 and 755, so the others are kept in a list beside the tree), links as links
// (never followed), empty files and empty folders, names as raw bytes. Setuid and setgid bits are
// never kept; device nodes, fifos and sockets are never captured; both are reported.
//
// Everything is read and written through directory descriptors opened with O_NOFOLLOW, since the
// sandbox may swap any entry for a link at any time. Restore writes each file under a temporary
// name in its folder and renames it into place, so a link planted where a file goes is replaced,
// never followed.
//
// Not thread-safe: one object per sandbox per thread; callers serialise captures and restores of
// one sandbox with its lock.
class WorkspaceSnapshots {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceSnapshots)
public:
    // Opens the repository at `repositoryPath`, creating it (mode 0700) if missing. `excluded`
    // holds workspace-relative paths of folders not to capture (a heavy cache, for example); a
    // restore leaves them as they are.
    static Result<WorkspaceSnapshots> open(const QString &repositoryPath, const QList<QByteArray> &excluded = {});

    QString path() const;

    Result<WorkspaceCapture> capture(const QString &workspace, const QString &message, const CancelToken &cancel = {});
    // Makes the workspace what `snapshotId` holds, changing only what differs. Takes a snapshot of
    // the current state first (WorkspaceRestore::before), so nothing is lost by restoring.
    Result<WorkspaceRestore> restore(const QString &workspace, const QString &snapshotId,
                                     const CancelToken &cancel = {});
    // Paths that differ from `from` to `to`, sorted by path. `detectBinary` false leaves every
    // difference's `binary` false and reads no file's content: for counting.
    Result<QList<SnapshotDifference>> compare(const QString &from, const QString &to, bool detectBinary = true) const;
    // A unified diff of one file between two snapshots (either side may lack it).
    Result<QByteArray> fileDiff(const QString &from, const QString &to, const QByteArray &path) const;
    // The bytes of one file in a snapshot (a link's target for a link).
    Result<QByteArray> fileContent(const QString &snapshotId, const QByteArray &path) const;
    // Reads every object of the repository and checks it against its id, and checks that every
    // snapshot's objects are all there.
    Result<SnapshotVerification> verify(const CancelToken &cancel = {}) const;
    // Forgets every snapshot not in `keep` and deletes the objects only they used. Returns the
    // bytes freed.
    Result<qint64> prune(const QStringList &keep) const;
    // Forgets one snapshot just taken (its objects go at the next prune).
    Status discard(const QString &snapshotId) const;
    // Snapshots this repository holds, in no particular order.
    Result<QStringList> snapshots() const;
    // Bytes the repository takes on disk.
    qint64 diskUsage() const;

    struct Private; // opaque; named here for the helpers in the .cpp

private:
    explicit WorkspaceSnapshots(std::shared_ptr<Private> d);
    std::shared_ptr<Private> d;
};

} // namespace shadowbox
