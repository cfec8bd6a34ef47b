#include "review/Reviewer.h"

#include "sandbox/SandboxContext.h"
#include "secrets/SecretStore.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>

namespace shadowbox {

namespace {
QString shown(const QByteArray &path)
{
    return QFile::decodeName(path);
}
} // namespace

Result<QString> Reviewer::baselineOf(const SandboxRecord &record, QStringList *notes) const
{
    // The baseline: recorded when the sandbox was made. A sandbox made before that was recorded
    // compares with its oldest snapshot, which may already hold some of the sandbox's work.
    const Snapshotter snapshotter(m_context);
    auto baseline = snapshotter.baseline(record.id);
    if (!baseline)
        return baseline.error();
    if (baseline->has_value())
        return (*baseline)->workspaceCommit;
    auto all = snapshotter.list(record.id);
    if (!all)
        return all.error();
    if (all->isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("Sandbox \"%1\" has no recorded baseline and no snapshot to compare with. Take a "
                              "snapshot, or make a new sandbox from the repository.")
                               .arg(record.name));
    *notes << tr("This sandbox was made before Shadowbox recorded baselines: the review compares with its "
                 "oldest snapshot (#%1), so what ran before it is not shown.")
                  .arg(all->constLast().id);
    return all->constLast().workspaceCommit;
}

Status Reviewer::checkHasWorkspace(const SandboxRecord &record) const
{
    if (record.state != SandboxState::Running && record.state != SandboxState::Stopped)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is %2: only a running or stopped sandbox has a workspace to review.")
                               .arg(record.name, stateLabel(record.state).toLower()));
    return {};
}

Result<SnapshotRecord> Reviewer::stateNow(const SandboxRecord &record, const CancelToken &cancel) const
{
    // The state compared, kept as a snapshot (the one that holds it already, when nothing changed).
    SnapshotRequest request{SnapshotTrigger::Review, QString(), QString()};
    request.onlyIfChanged = true;
    request.reuseUnchanged = true;
    return Snapshotter(m_context).takeOf(record, request, cancel);
}

Result<std::pair<QString, QString>> Reviewer::beginSession(const QString &idOrName, ReviewSession *session,
                                                           const CancelToken &cancel) const
{
    auto record = m_context.find(idOrName);
    if (!record)
        return record.error();
    session->sandbox = *record;
    session->storePath = m_context.snapshotStoreOf(record->id);
    if (Status live = checkHasWorkspace(*record); !live)
        return live.error();
    // The baseline first: for a sandbox without one, the oldest snapshot before the one taken now.
    auto baselineCommit = baselineOf(*record, &session->notes);
    if (!baselineCommit)
        return baselineCommit.error();
    auto current = stateNow(*record, cancel);
    if (!current)
        return current.error();
    return std::make_pair(*baselineCommit, current->workspaceCommit);
}

Result<ReviewSession> Reviewer::open(const QString &idOrName, const ReviewOpenOptions &options,
                                     const CancelToken &cancel) const
{
    ReviewSession session;
    auto states = beginSession(idOrName, &session, cancel);
    if (!states)
        return states.error();
    const SandboxRecord *record = &session.sandbox;

    ReviewRecord candidate;
    candidate.sandboxId = record->id;
    candidate.sandboxName = record->name;
    candidate.baselineCommit = record->baselineCommit;
    candidate.baselineSnapshot = states->first;
    candidate.finalSnapshot = states->second;
    auto opened = m_context.store().openReview(candidate).result();
    if (!opened)
        return opened.error();
    session.record = *opened;

    auto changes = ReviewDiff::compute(session.storePath, session.record.baselineSnapshot, session.record.finalSnapshot,
                                       record->repository, options.diff, cancel);
    if (!changes)
        return changes.error();
    session.changes = *changes;
    auto decisions = m_context.store().decisions(session.record.id).result();
    if (!decisions)
        return decisions.error();
    session.decisions = *decisions;
    auto runs = m_context.store().runs(record->id).result();
    if (!runs)
        return runs.error();
    session.runs = *runs;
    return session;
}

Result<ReviewSession> Reviewer::changesNow(const QString &idOrName, const ReviewOpenOptions &options,
                                           const CancelToken &cancel) const
{
    ReviewSession session;
    auto states = beginSession(idOrName, &session, cancel);
    if (!states)
        return states.error();
    const SandboxRecord *record = &session.sandbox;
    auto changes =
        ReviewDiff::compute(session.storePath, states->first, states->second, record->repository, options.diff, cancel);
    if (!changes)
        return changes.error();
    session.changes = *changes;
    return session;
}

Status Reviewer::decide(ReviewSession &session, const ReviewDecision &decision) const
{
    if (session.changes.indexOf(decision.path) < 0)
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is not among the review's changed files.").arg(shown(decision.path)));
    ReviewDecision d = decision;
    if (!d.decidedAt.isValid())
        d.decidedAt = QDateTime::currentDateTimeUtc();
    if (Status saved = m_context.store().setDecision(session.record.id, d).result(); !saved)
        return saved;
    for (qsizetype i = 0; i < session.decisions.size(); ++i) {
        if (session.decisions.at(i).path == d.path && session.decisions.at(i).hunkKey == d.hunkKey) {
            session.decisions.removeAt(i);
            break;
        }
    }
    if (d.verdict != ReviewVerdict::Undecided || !d.comment.isEmpty())
        session.decisions.append(d);
    return {};
}

Result<QList<SecretFinding>> Reviewer::scanSecrets(const ReviewSession &session, const Selection &selection) const
{
    auto known = SecretStore(m_context.store()).all();
    if (!known)
        return Error::make(known.error().kind,
                           tr("%1 Nothing was applied: the approved changes could not be checked for it.")
                               .arg(known.error().message))
            .withCliHint(QStringLiteral("--acknowledge-secrets"));
    QList<SecretFinding> out;
    for (const FileSelection &s : selection.files) {
        const ReviewFile &f = session.changes.files.at(s.file);
        if (f.status == ReviewFile::Status::Deleted || f.isLink())
            continue;
        auto written = ReviewApply::content(session.storePath, f, s);
        if (!written)
            return written.error();
        // Lines the baseline held already are the user's own, not the sandbox's.
        QSet<QByteArray> before;
        if (!f.oldId.isEmpty()) {
            auto old = ReviewDiff::blob(session.storePath, f.oldId);
            if (!old)
                return old.error();
            for (const QByteArray &line : HunkSelection::splitLines(*old))
                before.insert(line.trimmed());
        }
        const QList<QByteArray> lines = HunkSelection::splitLines(*written);
        for (const SecretHit &hit : SecretScan::scan(*written, *known)) {
            if (hit.line >= 1 && hit.line <= lines.size() && before.contains(lines.at(hit.line - 1).trimmed()))
                continue;
            out.append({f.path, hit});
        }
    }
    return out;
}

Result<ApplyReport> Reviewer::apply(ReviewSession &session, const Selection &selection, const ApplyOptions &options,
                                    bool secretsAcknowledged, const CancelToken &cancel) const
{
    const Snapshotter snapshotter(m_context);
    auto lock = snapshotter.lockSnapshots(session.sandbox, cancel);
    if (!lock)
        return lock.error();
    if (!secretsAcknowledged) {
        auto secrets = scanSecrets(session, selection);
        if (!secrets)
            return secrets.error();
        if (!secrets->isEmpty()) {
            QStringList lines;
            for (const SecretFinding &s : std::as_const(*secrets))
                lines << QStringLiteral("%1: %2").arg(shown(s.path), SecretScan::describe(s.hit));
            return Error::make(Error::Kind::Conflict,
                               tr("What would be applied looks like it holds secrets; nothing was written. %1 "
                                  "Reject those changes, or acknowledge the findings to apply anyway.")
                                   .arg(lines.join(u' ')))
                .withCliHint(QStringLiteral("--acknowledge-secrets"));
        }
    }
    auto report = ReviewApply::apply(session.storePath, session.sandbox.repository, session.sandbox.baselineCommit,
                                     session.sandbox.name, session.changes, selection, options, cancel);
    if (!report)
        return report;
    ReviewRecord ended = session.record;
    ended.state = ReviewRecord::State::Applied;
    switch (options.target) {
    case ApplyOptions::Target::Branch:
        ended.outcomeKind = QStringLiteral("branch");
        ended.outcomeTarget = report->branch + u' ' + report->commit;
        break;
    case ApplyOptions::Target::Worktree:
        ended.outcomeKind = QStringLiteral("worktree");
        ended.outcomeTarget = session.sandbox.repository;
        break;
    case ApplyOptions::Target::Patch:
        ended.outcomeKind = QStringLiteral("patch");
        ended.outcomeTarget = report->patchPath;
        break;
    }
    ended.outcomeDetail = QString::fromUtf8(QJsonDocument(report->toJson()).toJson(QJsonDocument::Compact));
    if (Status s = m_context.store().finishReview(ended).result(); !s)
        return Error::make(
            s.error().kind,
            tr("%1 It was written, but recording the review failed: %2").arg(report->summary(), s.error().message));
    session.record = ended;
    return report;
}

Status Reviewer::discard(ReviewSession &session) const
{
    ReviewRecord ended = session.record;
    ended.state = ReviewRecord::State::Discarded;
    if (Status s = m_context.store().finishReview(ended).result(); !s)
        return s;
    session.record = ended;
    return {};
}

} // namespace shadowbox
