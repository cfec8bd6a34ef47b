#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/ReviewRecords.h"
#include "core/SandboxTypes.h"
#include "review/ReviewApply.h"
#include "review/ReviewDiff.h"
#include "review/SecretScan.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace shadowbox {

class SandboxContext;

// A review as the window and the command line work with it: the sandbox, its open review record,
// the consolidated changes, the decisions made so far and the commands that ran (the evidence).
struct ReviewSession {
    SandboxRecord sandbox;
    ReviewRecord record;
    ReviewChanges changes;
    QList<ReviewDecision> decisions;
    QList<RunRecord> runs; // newest first
    QString storePath;
    QStringList notes; // sentences about how the review was made (e.g. no baseline was recorded)
};

struct ReviewOpenOptions {
    TextDiffOptions diff;
};

// A secret in what an apply would write.
struct SecretFinding {
    QByteArray path;
    SecretHit hit;
};

// The shadow audit, end to end: opens a sandbox's review on its current state (a snapshot is taken
// so that the state reviewed stays restorable), records decisions as they are made (one row each,
// so a crash loses nothing and the review can be resumed from any process), scans what would be
// written for secrets, applies, and keeps the record of how the review ended.
class Reviewer {
    Q_DECLARE_TR_FUNCTIONS(Reviewer)
public:
    explicit Reviewer(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<ReviewSession> open(const QString &idOrName, const ReviewOpenOptions &options = {},
                               const CancelToken &cancel = {}) const;
    // What changed since the baseline, now, without opening a review: the session has the sandbox,
    // the changes, the store and the notes, and no review record, decisions or runs.
    Result<ReviewSession> changesNow(const QString &idOrName, const ReviewOpenOptions &options = {},
                                     const CancelToken &cancel = {}) const;
    // Saves one decision into the session's review and into `session.decisions`.
    Status decide(ReviewSession &session, const ReviewDecision &decision) const;
    // Secrets in what `selection` would write that the baseline did not hold already: the values
    // kept in the system keychain (SecretStore; a keychain that cannot give one is an error), as they
    // are or encoded, and well-known token formats.
    Result<QList<SecretFinding>> scanSecrets(const ReviewSession &session, const Selection &selection) const;
    // Applies `selection`. Secrets found in it refuse the apply unless `secretsAcknowledged`. Holds
    // the sandbox's snapshot lock, so no prune removes what is being built and no two applies of one
    // sandbox interleave; ends the review as applied.
    Result<ApplyReport> apply(ReviewSession &session, const Selection &selection, const ApplyOptions &options,
                              bool secretsAcknowledged, const CancelToken &cancel = {}) const;
    // Ends the review without applying anything.
    Status discard(ReviewSession &session) const;

private:
    Status checkHasWorkspace(const SandboxRecord &record) const;
    // What open() and changesNow() share: the sandbox, its store and notes in `session`, and the two
    // states compared (the baseline's and the current snapshot's workspace commits).
    Result<std::pair<QString, QString>> beginSession(const QString &idOrName, ReviewSession *session,
                                                     const CancelToken &cancel) const;
    // The snapshot a review compares with (see open()); `notes` says when it is not the baseline.
    Result<QString> baselineOf(const SandboxRecord &record, QStringList *notes) const;
    // The workspace as it is now, kept as a snapshot (the one already holding it when unchanged).
    Result<SnapshotRecord> stateNow(const SandboxRecord &record, const CancelToken &cancel) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
