#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/ReviewRecords.h"
#include "review/ReviewDiff.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace shadowbox {

// What of one file of a review is applied: all of it, or its baseline plus some hunks.
struct FileSelection {
    qsizetype file = -1; // index in ReviewChanges::files
    bool whole = false;
    QSet<int> hunks; // when not whole: the approved hunks (indices)
};

// A file of the review left out of what is applied, and why (a sentence).
struct LeftOut {
    QByteArray path;
    QString reason;
};

struct SelectOptions {
    // Only these files, whole (matched against either path of a file). Empty: as decided.
    QList<QByteArray> only;
    // Every file, whole, whatever was decided (flagged ones still need `includeFlagged`).
    bool all = false;
    // Flagged files (a hazard that is not forbidden) the reviewer explicitly includes.
    QSet<QByteArray> includeFlagged;
};

struct Selection {
    QList<FileSelection> files;
    QList<LeftOut> leftOut; // forbidden or flagged files that were approved (or asked for)
    int hunks = 0;          // hunks applied, a file decided as a whole counting as one
    bool isEmpty() const { return files.isEmpty(); }
};

struct ApplyOptions {
    enum class Target { Branch, Worktree, Patch };
    Target target = Target::Branch;
    QString branch;    // Branch: the new branch's name (refused when it exists)
    QString patchPath; // Patch: the file to write (refused when it exists)
    // The approved changes' commit message (Branch, Patch); a default names the sandbox.
    QString message;
    // Worktree: a file the user changed meanwhile whose changes overlap the approved ones gets
    // conflict markers, as `git merge` writes them. Without it, any such conflict refuses the whole
    // apply and nothing is written.
    bool writeConflicts = false;
};

struct AppliedFile {
    enum class Action { Written, Deleted, Merged, Conflicted, Unchanged };
    QByteArray path;
    QByteArray oldPath; // a rename's source, removed
    Action action = Action::Written;
    int hunks = 0; // hunks applied (0 for a file applied whole)
    bool whole = false;
    quint32 mode = 0; // the git mode written (0 for a deletion)
};

struct ApplyReport {
    ApplyOptions::Target target = ApplyOptions::Target::Branch;
    QString branch;         // refs/heads/... made
    QString commit;         // the approved changes' commit (Branch, Patch)
    QString baselineCommit; // the commit of the baseline's own uncommitted files, when there were any
    QString patchPath;
    // Patch: a line of it ends in CR LF, which `git am` keeps only when given --keep-cr.
    bool keepCr = false;
    QList<AppliedFile> files;
    QList<LeftOut> leftOut;
    QList<QByteArray> conflicts; // Worktree: files whose merge conflicted
    int hunks = 0;

    QJsonObject toJson() const;
    QString summary() const; // one or two sentences of what was written
};

// Applies a review: the baseline plus exactly the approved hunks and files, built in the
// sandbox's snapshot store, then written to the user's repository as a new branch (its only write:
// the objects and the branch), merged three-way into its working tree, or written as a patch
// series that `git am` accepts. Nothing is ever written outside the repository (save the patch
// file the user names), into its .git folder (save objects and the new branch), or through a link.
//
// When the baseline held uncommitted or untracked files, a branch (and a patch) gets two commits:
// the first records the baseline as it was copied ("Baseline of sandbox …"), the second the
// approved changes; with a clean baseline there is only the second. The working-tree target merges
// onto the files as they are now, with the baseline as copied as the merge base.
class ReviewApply {
    Q_DECLARE_TR_FUNCTIONS(ReviewApply)
public:
    // Which files and hunks the decisions (or the options) approve. A hunk without a decision of
    // its own takes its file's; a file is applied when it is approved or any of its hunks is, with
    // its final path, type and mode. Forbidden files are never selected; flagged ones only when
    // included explicitly.
    static Selection select(const ReviewChanges &changes, const QList<ReviewDecision> &decisions,
                            const SelectOptions &options = {});
    // The selected content of one file: its final bytes, or its baseline's plus the approved hunks.
    static Result<QByteArray> content(const QString &storePath, const ReviewFile &file, const FileSelection &selection);

    static Result<ApplyReport> apply(const QString &storePath, const QString &repository, const QString &baselineCommit,
                                     const QString &sandboxName, const ReviewChanges &changes,
                                     const Selection &selection, const ApplyOptions &options,
                                     const CancelToken &cancel = {});
};

} // namespace shadowbox
