#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "review/ChangeScreening.h"
#include "review/HunkSelection.h"
#include "review/ReviewGroups.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace shadowbox {

// One file of a review: how the sandbox's final state differs from the baseline at one path.
struct ReviewFile {
    enum class Status { Added, Modified, Deleted, Renamed, Copied, TypeChanged };
    Status status = Status::Modified;
    QByteArray path;     // in the final state; the baseline's path for a deleted file
    QByteArray oldPath;  // in the baseline: differs from `path` for a renamed or copied file
    quint32 oldMode = 0; // git modes (0100644, 0100755, 0120000); 0 on the side that has no file
    quint32 newMode = 0;
    QString oldId; // blob ids in the sandbox's snapshot store; empty on the side that has no file
    QString newId;
    qint64 oldSize = 0;
    qint64 newSize = 0;
    int similarity = 0; // renamed or copied: percent of the content kept
    bool binary = false;
    bool large = false; // too big to show line by line: shown collapsed with its size
    int added = 0;
    int removed = 0;
    ReviewGroup group = ReviewGroup::Other;
    PathHazards hazards; // of either path, and of a link's target
    // Hunks for a text file; none for a binary, large, link, type or mode-only change, which is
    // decided as a whole.
    QList<Hunk> hunks;
    QStringList hunkKeys; // one per hunk (ReviewDiff::hunkKey)

    bool isLink() const { return oldMode == 0120000 || newMode == 0120000; }
    bool modeChanged() const { return oldMode != 0 && newMode != 0 && oldMode != newMode; }
    // Forbidden entries (ScreenedEntry::forbidden) are never applied, whatever the decision.
    bool forbidden() const
    {
        return hazards &
               (PathHazard::Absolute | PathHazard::ParentReference | PathHazard::GitFolder | PathHazard::ThroughLink);
    }
    bool flagged() const { return hazards != PathHazards(); }
};

struct ReviewChanges {
    QString baselineSnapshot;
    QString finalSnapshot;
    QList<ReviewFile> files; // by group, then by path
    // New files the repository's ignore rules leave out (build output, caches), not reviewed.
    qint64 ignored = 0;
    QList<QByteArray> ignoredSample; // the first few of them, for showing
    qint64 elapsedMs = 0;

    int hunkCount() const;
    int added() const;
    int removed() const;
    // -1 when no file has that path.
    qsizetype indexOf(const QByteArray &path) const;
};

// The consolidated difference between a sandbox's baseline (the workspace as copied from the
// user's repository) and its final state, both snapshots in the sandbox's private store, computed
// with libgit2 as `git diff --find-renames --find-copies` would, without the workspace's own `.git`
// and without new files the user's repository ignores.
class ReviewDiff {
    Q_DECLARE_TR_FUNCTIONS(ReviewDiff)
public:
    // Files over this size on either side are shown collapsed and decided as a whole.
    static constexpr qint64 kLargeBytes = 2 * 1024 * 1024;

    // `repository`: the user's repository, only read (its ignore rules and links). It may be gone:
    // then nothing is left out as ignored.
    static Result<ReviewChanges> compute(const QString &storePath, const QString &baselineSnapshot,
                                         const QString &finalSnapshot, const QString &repository,
                                         const TextDiffOptions &options = {}, const CancelToken &cancel = {});
    // Each hunk's key: the same for the same change at the same place of the baseline's file.
    static QStringList hunkKeys(const QByteArray &path, const QList<Hunk> &hunks, const QByteArray &oldText,
                                const QByteArray &newText);
    // The blob `id` of the store, for showing and applying.
    static Result<QByteArray> blob(const QString &storePath, const QString &id);
    static QString statusName(ReviewFile::Status status);  // stable identifier: "added", "renamed", …
    static QString statusLabel(ReviewFile::Status status); // translated
};

} // namespace shadowbox
