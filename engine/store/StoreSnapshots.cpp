// The snapshot half of the Store: the timeline's rows, the snapshot settings and the restore's journal.

#include "store/StoreInternal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace shadowbox {

using storeinternal::execOrFail;
using storeinternal::isoTime;
using storeinternal::sqlError;
using storeinternal::text;

namespace {

const char kSnapshotColumns[] =
    "s.id, s.sandbox_id, s.created_at, s.trigger, s.label, s.command, s.run_id, s.workspace_commit,"
    " s.container_image, s.system_changed, s.system_changes, s.system_signature, s.files, s.bytes, s.files_read,"
    " s.capture_ms, r.exit_code, r.canceled, s.files_changed, s.known_good, s.left_out, s.mock_set";

const char *const kLeftOutKeys[] = {"setId", "devices", "fifos", "sockets", "tooDeep"};

QString leftOutText(const SnapshotLeftOut &l)
{
    if (l.total() == 0)
        return QString();
    const int values[] = {l.setIdFiles, l.deviceNodes, l.fifos, l.sockets, l.tooDeep};
    QJsonObject o;
    for (int i = 0; i < 5; ++i)
        o.insert(QLatin1String(kLeftOutKeys[i]), values[i]);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

SnapshotLeftOut leftOutFrom(const QString &text)
{
    SnapshotLeftOut l;
    if (text.isEmpty())
        return l;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    int *fields[] = {&l.setIdFiles, &l.deviceNodes, &l.fifos, &l.sockets, &l.tooDeep};
    for (int i = 0; i < 5; ++i)
        *fields[i] = qMax(0, o.value(QLatin1String(kLeftOutKeys[i])).toInt());
    return l;
}

SnapshotRecord snapshotFrom(const QSqlQuery &q)
{
    SnapshotRecord s;
    s.id = q.value(0).toLongLong();
    s.sandboxId = q.value(1).toString();
    s.createdAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
    s.trigger = snapshotTriggerFromName(q.value(3).toString()).value_or(SnapshotTrigger::Manual);
    s.label = q.value(4).toString();
    s.command = q.value(5).toString();
    s.runId = q.value(6).toLongLong();
    s.workspaceCommit = q.value(7).toString();
    s.containerImage = q.value(8).toString();
    s.systemChanged = q.value(9).toBool();
    s.systemChanges = q.value(10).toInt();
    s.systemSignature = q.value(11).toString();
    s.files = q.value(12).toLongLong();
    s.bytes = q.value(13).toLongLong();
    s.filesRead = q.value(14).toLongLong();
    s.captureMs = q.value(15).toLongLong();
    if (!q.value(16).isNull())
        s.exitCode = q.value(16).toInt();
    s.filesChanged = q.value(18).toLongLong();
    s.knownGood = q.value(19).toBool();
    s.leftOut = leftOutFrom(q.value(20).toString());
    if (!q.value(21).isNull())
        s.mockSet = q.value(21).toLongLong();
    return s;
}

// The sandbox's kept mocks that neither are its newest nor a snapshot names.
Status pruneMockSets(QSqlDatabase &db, const QString &sandboxId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "DELETE FROM mock_sets WHERE sandbox_id = ?"
        " AND id < (SELECT MAX(id) FROM mock_sets WHERE sandbox_id = ?)"
        " AND id NOT IN (SELECT mock_set FROM snapshots WHERE sandbox_id = ? AND mock_set IS NOT NULL)"));
    q.addBindValue(sandboxId);
    q.addBindValue(sandboxId);
    q.addBindValue(sandboxId);
    return execOrFail(q, Store::tr("Forgetting mocks no snapshot needs"));
}

QString selectSnapshots(const QString &where)
{
    return QStringLiteral("SELECT %1 FROM snapshots s LEFT JOIN runs r ON r.id = s.run_id WHERE %2")
        .arg(QLatin1String(kSnapshotColumns), where);
}

} // namespace

QFuture<Result<SnapshotRecord>> Store::addSnapshot(const SnapshotRecord &snapshot)
{
    return post<Result<SnapshotRecord>>([snapshot](QSqlDatabase &db) -> Result<SnapshotRecord> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral(
            "INSERT INTO snapshots (sandbox_id, created_at, trigger, label, command, run_id, workspace_commit,"
            " container_image, system_changed, system_changes, system_signature, files, bytes, files_read, capture_ms,"
            " files_changed, known_good, left_out, mock_set)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,"
            " COALESCE((SELECT MAX(id) FROM mock_sets WHERE sandbox_id = ?), 0))"));
        q.addBindValue(snapshot.sandboxId);
        q.addBindValue(isoTime(snapshot.createdAt.isValid() ? snapshot.createdAt : QDateTime::currentDateTimeUtc()));
        q.addBindValue(snapshotTriggerName(snapshot.trigger));
        q.addBindValue(text(snapshot.label));
        q.addBindValue(text(snapshot.command));
        q.addBindValue(snapshot.runId > 0 ? QVariant(snapshot.runId) : QVariant(QMetaType::fromType<qint64>()));
        q.addBindValue(snapshot.workspaceCommit);
        q.addBindValue(text(snapshot.containerImage));
        q.addBindValue(snapshot.systemChanged ? 1 : 0);
        q.addBindValue(snapshot.systemChanges);
        q.addBindValue(text(snapshot.systemSignature));
        q.addBindValue(snapshot.files);
        q.addBindValue(snapshot.bytes);
        q.addBindValue(snapshot.filesRead);
        q.addBindValue(snapshot.captureMs);
        q.addBindValue(snapshot.filesChanged);
        q.addBindValue(snapshot.knownGood ? 1 : 0);
        q.addBindValue(text(leftOutText(snapshot.leftOut)));
        // The mocks as kept last, read in the same statement: a change another process makes
        // meanwhile is either in it or after it.
        q.addBindValue(snapshot.sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Recording the snapshot"), q.lastError());
        SnapshotRecord stored = snapshot;
        stored.id = q.lastInsertId().toLongLong();
        q.prepare(QStringLiteral("SELECT mock_set FROM snapshots WHERE id = ?"));
        q.addBindValue(stored.id);
        if (!q.exec() || !q.next())
            return sqlError(Store::tr("Recording the snapshot"), q.lastError());
        stored.mockSet = q.value(0).toLongLong();
        return stored;
    });
}

QFuture<Result<QList<SnapshotRecord>>> Store::snapshots(const QString &sandboxId)
{
    return post<Result<QList<SnapshotRecord>>>([sandboxId](QSqlDatabase &db) -> Result<QList<SnapshotRecord>> {
        QSqlQuery q(db);
        q.prepare(selectSnapshots(QStringLiteral("s.sandbox_id = ? ORDER BY s.id DESC")));
        q.addBindValue(sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Reading the snapshots"), q.lastError());
        QList<SnapshotRecord> list;
        while (q.next())
            list.append(snapshotFrom(q));
        return list;
    });
}

QFuture<Result<std::optional<SnapshotRecord>>> Store::findSnapshot(const QString &sandboxId, qint64 snapshotId)
{
    return post<Result<std::optional<SnapshotRecord>>>(
        [sandboxId, snapshotId](QSqlDatabase &db) -> Result<std::optional<SnapshotRecord>> {
            QSqlQuery q(db);
            q.prepare(selectSnapshots(QStringLiteral("s.sandbox_id = ? AND s.id = ?")));
            q.addBindValue(sandboxId);
            q.addBindValue(snapshotId);
            if (!q.exec())
                return sqlError(Store::tr("Reading the snapshots"), q.lastError());
            if (!q.next())
                return std::optional<SnapshotRecord>();
            return std::optional<SnapshotRecord>(snapshotFrom(q));
        });
}

QFuture<Status> Store::setSnapshotRun(qint64 snapshotId, qint64 runId)
{
    return post<Status>([snapshotId, runId](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE snapshots SET run_id = ? WHERE id = ?"));
        q.addBindValue(runId);
        q.addBindValue(snapshotId);
        return execOrFail(q, Store::tr("Recording the snapshot's command"));
    });
}

QFuture<Status> Store::setSnapshotLabel(qint64 snapshotId, const QString &label)
{
    return post<Status>([snapshotId, label](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE snapshots SET label = ? WHERE id = ?"));
        q.addBindValue(text(label));
        q.addBindValue(snapshotId);
        return execOrFail(q, Store::tr("Labelling the snapshot"));
    });
}

QFuture<Status> Store::deleteSnapshots(const QString &sandboxId, const QList<qint64> &snapshotIds)
{
    return post<Status>([sandboxId, snapshotIds](QSqlDatabase &db) -> Status {
        if (!db.transaction())
            return sqlError(Store::tr("Forgetting snapshots"), db.lastError());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM snapshots WHERE sandbox_id = ? AND id = ?"));
        for (qint64 id : snapshotIds) {
            q.addBindValue(sandboxId);
            q.addBindValue(id);
            if (!q.exec()) {
                const QSqlError error = q.lastError();
                db.rollback();
                return sqlError(Store::tr("Forgetting snapshots"), error);
            }
        }
        if (Status pruned = pruneMockSets(db, sandboxId); !pruned) {
            db.rollback();
            return pruned;
        }
        if (!db.commit())
            return sqlError(Store::tr("Forgetting snapshots"), db.lastError());
        return {};
    });
}

QFuture<Status> Store::deleteAllSnapshots(const QString &sandboxId)
{
    return post<Status>([sandboxId](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM snapshots WHERE sandbox_id = ?"));
        q.addBindValue(sandboxId);
        if (Status s = execOrFail(q, Store::tr("Forgetting snapshots")); !s)
            return s;
        q.prepare(QStringLiteral("DELETE FROM restores WHERE sandbox_id = ?"));
        q.addBindValue(sandboxId);
        if (Status s = execOrFail(q, Store::tr("Forgetting snapshots")); !s)
            return s;
        return pruneMockSets(db, sandboxId);
    });
}

QFuture<Result<qint64>> Store::addMockSet(const QString &sandboxId, const QByteArray &mappings)
{
    return post<Result<qint64>>([sandboxId, mappings](QSqlDatabase &db) -> Result<qint64> {
        if (!db.transaction())
            return sqlError(Store::tr("Keeping the mocks"), db.lastError());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO mock_sets (sandbox_id, created_at, mappings) VALUES (?,?,?)"));
        q.addBindValue(sandboxId);
        q.addBindValue(isoTime(QDateTime::currentDateTimeUtc()));
        q.addBindValue(QString::fromUtf8(mappings));
        if (!q.exec()) {
            const QSqlError error = q.lastError();
            db.rollback();
            return sqlError(Store::tr("Keeping the mocks"), error);
        }
        const qint64 id = q.lastInsertId().toLongLong();
        if (Status pruned = pruneMockSets(db, sandboxId); !pruned) {
            db.rollback();
            return pruned.error();
        }
        if (!db.commit())
            return sqlError(Store::tr("Keeping the mocks"), db.lastError());
        return id;
    });
}

QFuture<Status> Store::setSnapshotMockSet(qint64 snapshotId, qint64 mockSet)
{
    return post<Status>([snapshotId, mockSet](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE snapshots SET mock_set = ? WHERE id = ?"));
        q.addBindValue(mockSet);
        q.addBindValue(snapshotId);
        return execOrFail(q, Store::tr("Keeping the mocks"));
    });
}

QFuture<Result<MockSet>> Store::currentMockSet(const QString &sandboxId)
{
    return post<Result<MockSet>>([sandboxId](QSqlDatabase &db) -> Result<MockSet> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT id, mappings FROM mock_sets WHERE sandbox_id = ? ORDER BY id DESC LIMIT 1"));
        q.addBindValue(sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Reading the mocks"), q.lastError());
        if (!q.next())
            return MockSet{0, QByteArrayLiteral("{\"mappings\":[]}")};
        return MockSet{q.value(0).toLongLong(), q.value(1).toString().toUtf8()};
    });
}

QFuture<Result<MockSet>> Store::mockSet(const QString &sandboxId, qint64 id)
{
    return post<Result<MockSet>>([sandboxId, id](QSqlDatabase &db) -> Result<MockSet> {
        if (id == 0)
            return MockSet{0, QByteArrayLiteral("{\"mappings\":[]}")};
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT mappings FROM mock_sets WHERE sandbox_id = ? AND id = ?"));
        q.addBindValue(sandboxId);
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(Store::tr("Reading the mocks"), q.lastError());
        if (!q.next())
            return Error::make(
                Error::Kind::NotFound,
                Store::tr("The mocks kept as state %1 of the sandbox are gone from the database.").arg(id));
        return MockSet{id, q.value(0).toString().toUtf8()};
    });
}

QFuture<Result<SnapshotPolicy>> Store::snapshotPolicy(const QString &sandboxId)
{
    return post<Result<SnapshotPolicy>>([sandboxId](QSqlDatabase &db) -> Result<SnapshotPolicy> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT keep_automatic, excluded FROM snapshot_policies WHERE sandbox_id = ?"));
        q.addBindValue(sandboxId);
        if (!q.exec())
            return sqlError(Store::tr("Reading the snapshot settings"), q.lastError());
        SnapshotPolicy policy;
        if (q.next()) {
            policy.keepAutomatic = q.value(0).toInt();
            const QJsonArray excluded = QJsonDocument::fromJson(q.value(1).toByteArray()).array();
            for (const QJsonValue &v : excluded)
                policy.excluded << v.toString();
        }
        return policy;
    });
}

QFuture<Status> Store::setSnapshotPolicy(const QString &sandboxId, const SnapshotPolicy &policy)
{
    return post<Status>([sandboxId, policy](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO snapshot_policies (sandbox_id, keep_automatic, excluded) "
                                 "VALUES (?,?,?)"));
        q.addBindValue(sandboxId);
        q.addBindValue(policy.keepAutomatic);
        q.addBindValue(QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(policy.excluded)).toJson(QJsonDocument::Compact)));
        return execOrFail(q, Store::tr("Saving the snapshot settings"));
    });
}

QFuture<Status> Store::beginRestore(const RestoreJournal &journal)
{
    return post<Status>([journal](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO restores (sandbox_id, snapshot_id, started_at) VALUES (?,?,?)"));
        q.addBindValue(journal.sandboxId);
        q.addBindValue(journal.snapshotId);
        q.addBindValue(isoTime(journal.startedAt.isValid() ? journal.startedAt : QDateTime::currentDateTimeUtc()));
        return execOrFail(q, Store::tr("Recording the restore"));
    });
}

QFuture<Status> Store::endRestore(const QString &sandboxId)
{
    return post<Status>([sandboxId](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM restores WHERE sandbox_id = ?"));
        q.addBindValue(sandboxId);
        return execOrFail(q, Store::tr("Recording the restore"));
    });
}

QFuture<Result<QList<RestoreJournal>>> Store::unfinishedRestores()
{
    return post<Result<QList<RestoreJournal>>>([](QSqlDatabase &db) -> Result<QList<RestoreJournal>> {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT sandbox_id, snapshot_id, started_at FROM restores ORDER BY started_at")))
            return sqlError(Store::tr("Reading the restores"), q.lastError());
        QList<RestoreJournal> list;
        while (q.next())
            list.append({q.value(0).toString(), q.value(1).toLongLong(),
                         QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs)});
        return list;
    });
}

} // namespace shadowbox
