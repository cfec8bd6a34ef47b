#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "sandbox/WorkspaceHazards.h"
#include "snapshot/WorkspaceChangeFeed.h"

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
    qint64 filesCloned = 0; // of those, files cloned into the store's pool (file systems with reflinks)
    // Hazards found and left out: setuid and setgid bits are stripped (the file is kept), device
    // nodes, fifos and sockets are not captured at all. Links are kept as links.
    QList<WorkspaceHazard> hazards;
    // Folders nested deeper than WorkspaceHazards::kMaxDepth: left out (no sane build makes them);
    // a restore removes them.
    QList<QByteArray> tooDeep;
    // Folders whose entries were listed and their metadata read; with change notification, only
    // those in which something changed (`incremental`), else all of them.
    qint64 foldersListed = 0;
    bool incremental = false;
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
    QString before;          // the snapshot of the workspace as it was just before the restore
    qint64 written = 0;      // files and links written (new or replaced)
    qint64 removed = 0;      // entries removed (a folder counts with what was in it)
    qint64 modesSet = 0;     // entries whose mode alone was put back
    qint64 modesChecked = 0; // entries whose mode was read to see whether it must be put back
    qint64 cloned = 0;       // of the files written, those cloned from the store's pool
    qint64 clonedBytes = 0;
    HazardCounts hazards; // hazards removed or stripped on the way
    qint64 elapsedMs = 0;
};

struct SnapshotVerification {
    qint64 objects = 0; // objects read and checked against their ids
    qint64 clones = 0;  // clones in the store's pool read and checked against their ids
    qint64 snapshots = 0;
    QStringList problems; // one sentence per missing or damaged object; empty when all is well
    bool ok() const { return problems.isEmpty(); }
};

// The workspace half of a sandbox's snapshots: a private bare git repository per sandbox, outside
// the workspace (the sandbox cannot reach it), driven by libgit2. Content-addressed and
// incremental: a file whose metadata (inode, size, mtime, ctime, mode) has not changed since the
// last capture is not read again. With change notification (a WorkspaceChangeFeed) a capture does
// not even read the metadata of folders in which nothing changed: its cost follows what changed,
// not the workspace's size.
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
// On a file system with reflinks (XFS made with reflink=1, Btrfs) the store keeps a copy-on-write
// clone of each large file (64 KiB or more) a capture reads, and a restore clones those instead of
// writing their bytes: a large file comes back in about the time of an empty one. A clone shares
// its blocks with the workspace file it was made from, so it takes space only once the workspace
// no longer holds that content. Elsewhere no clone is made and restores write every file.
//
// Not thread-safe: one object per sandbox per thread; callers serialise captures and restores of
// one sandbox with its lock.
class WorkspaceSnapshots {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceSnapshots)
public:
    // Opens the repository at `repositoryPath`, creating it (mode 0700) if missing. `excluded`
    // holds workspace-relative paths of files or folders not to capture (a heavy cache, for
    // example; '/' between names); a restore leaves them as they are, even when the snapshot it
    // restores (taken before they were excluded) holds them.
    // With `create` false, a store that is not there (or not a repository) is NotFound and nothing
    // is made: for readers, which must never make one again while a teardown removes it.
    static Result<WorkspaceSnapshots> open(const QString &repositoryPath, const QList<QByteArray> &excluded = {},
                                           bool create = true);

    QString path() const;

    // How often a capture guided by change notification lists every folder anyway (a minute unless
    // set; 0: always). Change notification says nothing of a file written through a shared memory
    // mapping while it stays open, or through a hard link removed again before the capture: such a
    // change is in the first snapshot after the next full listing.
    void setFullListingInterval(int ms);

    // With `changes`, only the folders it names as changed since the previous capture it settled are
    // listed (see WorkspaceChangeFeed); every folder is when it cannot vouch for that, and at least
    // once a minute.
    Result<WorkspaceCapture> capture(const QString &workspace, const QString &message, const CancelToken &cancel = {},
                                     WorkspaceChangeFeed *changes = nullptr);
    // Makes the workspace what `snapshotId` holds, changing only what differs. Takes a snapshot of
    // the current state first (WorkspaceRestore::before), so nothing is lost by restoring; or, with
    // `current`, uses that one: a capture this object has just made of the workspace, with nothing
    // running in the sandbox since. Nothing may change the workspace while it is restored (the
    // caller has frozen or removed the container).
    Result<WorkspaceRestore> restore(const QString &workspace, const QString &snapshotId,
                                     const CancelToken &cancel = {}, const WorkspaceCapture *current = nullptr);
    // Writes what `snapshotId` holds into `folder`, which must exist and be empty: every entry
    // exactly as the snapshot holds it (permission bits, links as links, empty folders, names as
    // raw bytes), through descriptors that never follow a link. Only reads this store: nothing is
    // captured into it and its metadata cache is not touched. For a fork, whose own store then
    // captures the result (see contentId).
    Result<WorkspaceRestore> materialize(const QString &snapshotId, const QString &folder,
                                         const CancelToken &cancel = {}) const;
    // What a snapshot holds, its files and their modes, as one id: two snapshots, in this store or
    // another, hold the same workspace exactly when their ids are equal.
    Result<QString> contentId(const QString &snapshotId) const;
    // Paths that differ from `from` to `to`, sorted by path. `detectBinary` false leaves every
    // difference's `binary` false and reads no file's content: for counting.
    Result<QList<SnapshotDifference>> compare(const QString &from, const QString &to, bool detectBinary = true) const;
    // A unified diff of one file between two snapshots (either side may lack it).
    Result<QByteArray> fileDiff(const QString &from, const QString &to, const QByteArray &path) const;
    // The bytes of one file in a snapshot (a link's target for a link).
    Result<QByteArray> fileContent(const QString &snapshotId, const QByteArray &path) const;
    // Reads every object of the repository and checks it against its id, and checks that every
    // snapshot's objects are all there. A clone in the pool that does not match its id is removed
    // (restores then write that file from its object) and named among the problems.
    Result<SnapshotVerification> verify(const CancelToken &cancel = {}) const;
    // Forgets every snapshot not in `keep` and deletes the objects and clones only they used.
    // Returns the bytes freed (a clone frees only the blocks no other file shares).
    Result<qint64> prune(const QStringList &keep) const;
    // Forgets one snapshot just taken (its objects go at the next prune).
    Status discard(const QString &snapshotId) const;
    // Makes `snapshotId` of `source` (another sandbox's store) a snapshot of this store too, under
    // the same id, copying only the objects this store lacks: a fork's baseline is its source's.
    Status importSnapshot(const WorkspaceSnapshots &source, const QString &snapshotId) const;
    // Snapshots this repository holds, in no particular order.
    Result<QStringList> snapshots() const;
    // Bytes the repository takes on disk; its clones count only the blocks they do not share.
    qint64 diskUsage() const;

    struct Private; // opaque; named here for the helpers in the .cpp

private:
    explicit WorkspaceSnapshots(std::shared_ptr<Private> d);
    std::shared_ptr<Private> d;
};

} // namespace shadowbox
