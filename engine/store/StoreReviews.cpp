// The review half of the Store: reviews, the decisions made in them, how they ended, and the names
// of the secrets a review looks for.

#include "store/StoreInternal.h"

#include <QSqlQuery>

namespace shadowbox {

using storeinternal::isoTime;
using storeinternal::sqlError;
using storeinternal::text;

namespace {

const char kReviewColumns[] = "id, sandbox_id, sandbox_name, state, created_at, updated_at, baseline_commit,"
                              " baseline_snapshot, final_snapshot, outcome_kind, outcome_target, outcome_detail";

ReviewRecord reviewFrom(const QSqlQuery &q)
{
    ReviewRecord r;
    r.id = q.value(0).toLongLong();
    r.sandboxId = q.value(1).toString();
    r.sandboxName = q.value(2).toString();
    r.state = reviewStateFromName(q.value(3).toString()).value_or(ReviewRecord::State::Open);
    r.createdAt = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
    r.updatedAt = QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs);
    r.baselineCommit = q.value(6).toString();
    r.baselineSnapshot = q.value(7).toString();
    r.finalSnapshot = q.value(8).toString();
    r.outcomeKind = q.value(9).toString();
    r.outcomeTarget = q.value(10).toString();
    r.outcomeDetail = q.value(11).toString();
    return r;
}

QString selectReviews(const QString &where)
{
    return QStringLiteral("SELECT %1 FROM reviews WHERE %2").arg(QLatin1String(kReviewColumns), where);
}

} // namespace

QFuture<Result<ReviewRecord>> Store::openReview(const ReviewRecord &candidate)
{
    return post<Result<ReviewRecord>>([candidate](QSqlDatabase &db) -> Result<ReviewRecord> {
        const QString now = isoTime(QDateTime::currentDateTimeUtc());
        // Another process may open the same sandbox's review at the same moment: the unique index
        // on open reviews keeps one, and both then read that one.
        const auto update = [&]() -> Result<int> {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE reviews SET final_snapshot = ?, updated_at = ?"
                                     " WHERE sandbox_id = ? AND state = 'open'"));
            q.addBindValue(text(candidate.finalSnapshot));
            q.addBindValue(now);
            q.addBindValue(candidate.sandboxId);
            if (!q.exec())
                return sqlError(Store::tr("Opening the review"), q.lastError());
            return q.numRowsAffected();
        };
        auto updated = update();
        if (!updated)
            return updated.error();
        if (*updated == 0) {
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO reviews (sandbox_id, sandbox_name, state, created_at,"
                                          " updated_at, baseline_commit, baseline_snapshot, final_snapshot)"
                                          " VALUES (?, ?, 'open', ?, ?, ?, ?, ?)"));
            insert.addBindValue(candidate.sandboxId);
            insert.addBindValue(text(candidate.sandboxName));
            insert.addBindValue(now);
            insert.addBindValue(now);
            insert.addBindValue(text(candidate.baselineCommit));
            insert.addBindValue(text(candidate.baselineSnapshot));
            insert.addBindValue(text(candidate.finalSnapshot));
            // Refused by the unique index: the other process's review is there now.
            if (!insert.exec()) {
                updated = update();
                if (!updated || *updated == 0)
                    return sqlError(Store::tr("Opening the review"), insert.lastError());
            }
        }
        QSqlQuery q(db);
        q.prepare(selectReviews(QStringLiteral("sandbox_id = ? AND state = 'open'")));
        q.addBindValue(candidate.sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Opening the review"), q.lastError());
        if (!q.next())
            return Error::make(Error::Kind::Conflict,
                               Store::tr("The review was ended by another Shadowbox process while it was being "
                                         "opened. Open it again."));
        return reviewFrom(q);
    });
}

QFuture<Result<std::optional<ReviewRecord>>> Store::findReview(qint64 reviewId)
{
    return post<Result<std::optional<ReviewRecord>>>(
        [reviewId](QSqlDatabase &db) -> Result<std::optional<ReviewRecord>> {
            QSqlQuery q(db);
            q.prepare(selectReviews(QStringLiteral("id = ?")));
            q.addBindValue(reviewId);
            if (!q.exec())
                return sqlError(Store::tr("Reading the review"), q.lastError());
            if (!q.next())
                return std::optional<ReviewRecord>();
            return std::optional<ReviewRecord>(reviewFrom(q));
        });
}

QFuture<Result<QList<ReviewRecord>>> Store::reviews(const QString &sandboxId)
{
    return post<Result<QList<ReviewRecord>>>([sandboxId](QSqlDatabase &db) -> Result<QList<ReviewRecord>> {
        QSqlQuery q(db);
        q.prepare(selectReviews(QStringLiteral("sandbox_id = ? ORDER BY id DESC")));
        q.addBindValue(sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Reading the reviews"), q.lastError());
        QList<ReviewRecord> out;
        while (q.next())
            out.append(reviewFrom(q));
        return out;
    });
}

QFuture<Status> Store::finishReview(const ReviewRecord &review)
{
    return post<Status>([review](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE reviews SET state = ?, updated_at = ?, outcome_kind = ?, outcome_target = ?,"
                                 " outcome_detail = ?, final_snapshot = ? WHERE id = ? AND state = 'open'"));
        q.addBindValue(reviewStateName(review.state));
        q.addBindValue(isoTime(QDateTime::currentDateTimeUtc()));
        q.addBindValue(text(review.outcomeKind));
        q.addBindValue(text(review.outcomeTarget));
        q.addBindValue(text(review.outcomeDetail));
        q.addBindValue(text(review.finalSnapshot));
        q.addBindValue(review.id);
        if (!q.exec())
            return sqlError(Store::tr("Recording how the review ended"), q.lastError());
        if (q.numRowsAffected() == 0)
            return Error::make(Error::Kind::Conflict,
                               Store::tr("Review %1 is no longer open: another Shadowbox window or command has "
                                         "applied or discarded it.")
                                   .arg(review.id));
        return {};
    });
}

QFuture<Status> Store::setDecision(qint64 reviewId, const ReviewDecision &decision)
{
    return post<Status>([reviewId, decision](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        if (decision.verdict == ReviewVerdict::Undecided && decision.comment.isEmpty()) {
            q.prepare(QStringLiteral("DELETE FROM review_decisions WHERE review_id = ? AND path = ? AND hunk_key = ?"));
            q.addBindValue(reviewId);
            q.addBindValue(decision.path);
            q.addBindValue(text(decision.hunkKey));
        } else {
            q.prepare(
                QStringLiteral("INSERT INTO review_decisions (review_id, path, hunk_key, verdict, comment,"
                               " decided_at) VALUES (?, ?, ?, ?, ?, ?)"
                               " ON CONFLICT (review_id, path, hunk_key) DO UPDATE SET verdict = excluded.verdict,"
                               " comment = excluded.comment, decided_at = excluded.decided_at"));
            q.addBindValue(reviewId);
            q.addBindValue(decision.path);
            q.addBindValue(text(decision.hunkKey));
            q.addBindValue(reviewVerdictName(decision.verdict));
            q.addBindValue(text(decision.comment));
            q.addBindValue(
                isoTime(decision.decidedAt.isValid() ? decision.decidedAt : QDateTime::currentDateTimeUtc()));
        }
        if (!q.exec())
            return sqlError(Store::tr("Saving the decision"), q.lastError());
        return {};
    });
}

QFuture<Result<QList<ReviewDecision>>> Store::decisions(qint64 reviewId)
{
    return post<Result<QList<ReviewDecision>>>([reviewId](QSqlDatabase &db) -> Result<QList<ReviewDecision>> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT path, hunk_key, verdict, comment, decided_at FROM review_decisions"
                                 " WHERE review_id = ? ORDER BY path, hunk_key"));
        q.addBindValue(reviewId);
        if (!q.exec())
            return sqlError(Store::tr("Reading the decisions"), q.lastError());
        QList<ReviewDecision> out;
        while (q.next()) {
            ReviewDecision d;
            d.path = q.value(0).toByteArray();
            d.hunkKey = q.value(1).toString();
            d.verdict = reviewVerdictFromName(q.value(2).toString()).value_or(ReviewVerdict::Undecided);
            d.comment = q.value(3).toString();
            d.decidedAt = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
            out.append(d);
        }
        return out;
    });
}

QFuture<Status> Store::addSecretName(const QString &name)
{
    return post<Status>([name](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT OR IGNORE INTO secrets (name, created_at) VALUES (?, ?)"));
        q.addBindValue(name);
        q.addBindValue(isoTime(QDateTime::currentDateTimeUtc()));
        if (!q.exec())
            return sqlError(Store::tr("Saving the secret's name"), q.lastError());
        return {};
    });
}

QFuture<Status> Store::removeSecretName(const QString &name)
{
    return post<Status>([name](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM secrets WHERE name = ?"));
        q.addBindValue(name);
        if (!q.exec())
            return sqlError(Store::tr("Forgetting the secret's name"), q.lastError());
        return {};
    });
}

QFuture<Result<QStringList>> Store::secretNames()
{
    return post<Result<QStringList>>([](QSqlDatabase &db) -> Result<QStringList> {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT name FROM secrets ORDER BY name")))
            return sqlError(Store::tr("Reading the secrets' names"), q.lastError());
        QStringList out;
        while (q.next())
            out << q.value(0).toString();
        return out;
    });
}

} // namespace shadowbox
