// The activity half of the Store: what agents and people did in sandboxes besides commands (file
// operations through the MCP server, terminal sessions), and the log that merges it with the runs.

#include "store/StoreInternal.h"

#include "core/DataFolder.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QUuid>

namespace shadowbox {

using storeinternal::isoTime;
using storeinternal::sqlError;
using storeinternal::text;

namespace {

QString liveFolder(const QString &databasePath)
{
    return QFileInfo(databasePath).absolutePath() + QStringLiteral("/live");
}

bool isOwnerToken(const QString &owner)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-f]{32}$"));
    return pattern.match(owner).hasMatch();
}

// Marks ended ("interrupted") the entries whose process is gone: its lock on live/<owner>.lock can
// be taken. `self` is this process's own token, never checked (its lock is held by this process).
Status reapInterrupted(QSqlDatabase &db, const QString &folder, const QString &self)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT owner FROM activity WHERE ended = 0")))
        return sqlError(Store::tr("Reading the activity log"), q.lastError());
    QStringList gone;
    while (q.next()) {
        const QString owner = q.value(0).toString();
        if (owner == self && !self.isEmpty())
            continue;
        if (!isOwnerToken(owner)) {
            gone << owner;
            continue;
        }
        if (auto lock = FileLock::tryLock(folder + u'/' + owner + QStringLiteral(".lock")); lock) {
            gone << owner;
            lock->unlockAndRemove();
        }
    }
    for (const QString &owner : std::as_const(gone)) {
        QSqlQuery mark(db);
        mark.prepare(QStringLiteral("UPDATE activity SET ended = 1, ok = 0, detail = 'interrupted'"
                                    " WHERE ended = 0 AND owner = ?"));
        mark.addBindValue(owner);
        if (!mark.exec())
            return sqlError(Store::tr("Recording the activity"), mark.lastError());
    }
    return {};
}

} // namespace

Result<QString> Store::liveOwner()
{
    const QMutexLocker lock(&m_live->mutex);
    if (m_live->token.isEmpty()) {
        const QString folder = liveFolder(m_path);
        if (Status made = DataFolder::makePrivateDir(folder); !made)
            return made.error();
        const QString token = QUuid::createUuid().toString(QUuid::Id128);
        auto held = FileLock::tryLock(folder + u'/' + token + QStringLiteral(".lock"));
        if (!held)
            return held.error();
        m_live->lock = std::move(*held);
        m_live->token = token;
    }
    return m_live->token;
}

QString Store::currentLiveOwner() const
{
    const QMutexLocker lock(&m_live->mutex);
    return m_live->token;
}

QFuture<Result<qint64>> Store::addActivity(const ActivityRecord &entry)
{
    QString owner;
    if (!entry.ended) {
        auto mine = liveOwner();
        if (!mine)
            return QtFuture::makeReadyFuture(Result<qint64>(mine.error()));
        owner = *mine;
    }
    return post<Result<qint64>>([entry, owner](QSqlDatabase &db) -> Result<qint64> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO activity (sandbox_id, started_at, origin, kind, target, duration_ms,"
                                 " exit_code, bytes, ok, ended, detail, owner) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"));
        q.addBindValue(entry.sandboxId);
        q.addBindValue(isoTime(entry.startedAt.isValid() ? entry.startedAt : QDateTime::currentDateTimeUtc()));
        q.addBindValue(text(entry.origin));
        q.addBindValue(text(entry.kind));
        q.addBindValue(entry.target.isNull() ? QByteArray("") : entry.target);
        q.addBindValue(entry.durationMs);
        q.addBindValue(entry.exitCode ? QVariant(*entry.exitCode) : QVariant());
        q.addBindValue(entry.bytes);
        q.addBindValue(entry.ok ? 1 : 0);
        q.addBindValue(entry.ended ? 1 : 0);
        q.addBindValue(text(entry.detail));
        q.addBindValue(text(owner));
        if (!q.exec())
            return sqlError(Store::tr("Recording the activity"), q.lastError());
        return q.lastInsertId().toLongLong();
    });
}

QFuture<Status> Store::finishActivity(const ActivityRecord &entry)
{
    return post<Status>([entry](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE activity SET duration_ms = ?, exit_code = ?, bytes = ?, ok = ?, ended = 1,"
                                 " detail = ? WHERE id = ?"));
        q.addBindValue(entry.durationMs);
        q.addBindValue(entry.exitCode ? QVariant(*entry.exitCode) : QVariant());
        q.addBindValue(entry.bytes);
        q.addBindValue(entry.ok ? 1 : 0);
        q.addBindValue(text(entry.detail));
        q.addBindValue(entry.id);
        if (!q.exec())
            return sqlError(Store::tr("Recording the activity"), q.lastError());
        return {};
    });
}

QFuture<Result<QList<ActivityRecord>>> Store::activity(const QString &sandboxId, int limit)
{
    const QString folder = liveFolder(m_path);
    const QString self = currentLiveOwner();
    return post<Result<QList<ActivityRecord>>>([sandboxId, limit, folder,
                                                self](QSqlDatabase &db) -> Result<QList<ActivityRecord>> {
        if (Status reaped = reapInterrupted(db, folder, self); !reaped)
            return reaped.error();
        // Ended commands come from runs, everything else (commands going on included) from
        // activity; one list, newest first. A run that was canceled has no exit code to show, and
        // one that reached the workspace limit says so in its detail.
        const QString where = sandboxId.isEmpty() ? QStringLiteral("1") : QStringLiteral("sandbox_id = :sandbox");
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT id, sandbox_id, started_at, origin, kind, target, duration_ms, exit_code,"
                                 " bytes, ok, ended, detail, run_id FROM ("
                                 " SELECT id, sandbox_id, started_at, origin, 'command' AS kind, CAST(command AS BLOB)"
                                 " AS target, duration_ms, CASE WHEN canceled = 1 THEN NULL ELSE exit_code END AS"
                                 " exit_code, output_bytes AS bytes, CASE WHEN canceled = 0 AND"
                                 " workspace_limit_reached = 0 AND exit_code = 0 THEN 1 ELSE 0 END AS ok, 1 AS ended,"
                                 " CASE WHEN workspace_limit_reached = 1 THEN 'workspace-limit' WHEN canceled = 1"
                                 " THEN 'canceled' ELSE working_dir END AS detail, id AS run_id FROM runs WHERE %1"
                                 " UNION ALL SELECT id, sandbox_id, started_at, origin, kind, target, duration_ms,"
                                 " exit_code, bytes, ok, ended, detail, 0 AS run_id FROM activity WHERE %1)"
                                 " ORDER BY started_at DESC, id DESC LIMIT :limit")
                      .arg(where));
        if (!sandboxId.isEmpty())
            q.bindValue(QStringLiteral(":sandbox"), sandboxId);
        q.bindValue(QStringLiteral(":limit"), limit);
        if (!q.exec())
            return sqlError(Store::tr("Reading the activity log"), q.lastError());
        QList<ActivityRecord> list;
        while (q.next()) {
            ActivityRecord r;
            r.id = q.value(0).toLongLong();
            r.sandboxId = q.value(1).toString();
            r.startedAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
            r.origin = q.value(3).toString();
            r.kind = q.value(4).toString();
            r.target = q.value(5).toByteArray();
            r.durationMs = q.value(6).toLongLong();
            if (!q.value(7).isNull())
                r.exitCode = q.value(7).toInt();
            r.bytes = q.value(8).toLongLong();
            r.ok = q.value(9).toBool();
            r.ended = q.value(10).toBool();
            r.detail = q.value(11).toString();
            r.runId = q.value(12).toLongLong();
            list.append(r);
        }
        return list;
    });
}

QFuture<Result<QString>> Store::activityStamp()
{
    const QString folder = liveFolder(m_path);
    const QString self = currentLiveOwner();
    return post<Result<QString>>([folder, self](QSqlDatabase &db) -> Result<QString> {
        // Changes whenever a run or an activity entry is added or one ends, from any process; an
        // entry whose process died ends here.
        if (Status reaped = reapInterrupted(db, folder, self); !reaped)
            return reaped.error();
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT (SELECT COALESCE(MAX(id), 0) FROM runs), (SELECT COALESCE(MAX(id), 0)"
                                   " FROM activity), (SELECT COUNT(*) FROM activity WHERE ended = 0)")) ||
            !q.next())
            return sqlError(Store::tr("Reading the activity log"), q.lastError());
        return QStringLiteral("%1/%2/%3").arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
    });
}

} // namespace shadowbox
