#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace shadowbox {

enum class ReviewVerdict { Undecided, Approved, Rejected };
QString reviewVerdictName(ReviewVerdict verdict); // stable identifier stored in the database
std::optional<ReviewVerdict> reviewVerdictFromName(const QString &name);

// A reviewer's decision on one file (hunkKey empty) or one hunk of it, with a comment. Decisions
// are kept per review; a hunk is known by its key (ReviewHunkKey), which stays the same while the
// hunk does, so reopening a review after more work in the sandbox keeps every decision on what did
// not change.
struct ReviewDecision {
    QByteArray path; // the file's path in the sandbox's final state (raw bytes)
    QString hunkKey;
    ReviewVerdict verdict = ReviewVerdict::Undecided;
    QString comment;
    QDateTime decidedAt;
};

// One review of a sandbox: opened on a state of it, then applied (to a branch, the working tree or
// a patch) or discarded. Kept as the audit record after the sandbox is gone.
struct ReviewRecord {
    enum class State { Open, Applied, Discarded };
    qint64 id = 0;
    QString sandboxId;
    QString sandboxName;
    State state = State::Open;
    QDateTime createdAt;
    QDateTime updatedAt;
    QString baselineCommit;   // the user's HEAD when the sandbox was made
    QString baselineSnapshot; // workspace commits in the sandbox's snapshot store
    QString finalSnapshot;
    // How it ended: "branch", "worktree" or "patch", where to ("refs/heads/x at <commit>", a patch's
    // path) and what was written, as JSON (ApplyReport::toJson).
    QString outcomeKind;
    QString outcomeTarget;
    QString outcomeDetail;
};
QString reviewStateName(ReviewRecord::State state);
std::optional<ReviewRecord::State> reviewStateFromName(const QString &name);

} // namespace shadowbox
