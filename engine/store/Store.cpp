#include "store/Store.h"

#include "core/DataFolder.h"
#include "store/Migrations.h"
#include "store/StoreInternal.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QPromise>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>

namespace shadowbox {

using storeinternal::execOrFail;
using storeinternal::isoTime;
using storeinternal::sqlError;
using storeinternal::text;

namespace {

// The column's text: the server as JSON, or empty (not NULL) for none.
QString mockServerText(const std::optional<MockServer> &server)
{
    return text(server ? QString::fromUtf8(QJsonDocument(server->toJson()).toJson(QJsonDocument::Compact)) : QString());
}
// How long a statement waits for another process's transaction before it gives up.
constexpr int kBusyTimeoutMs = 5000;

SandboxRecord recordFrom(const QSqlQuery &q)
{
    SandboxRecord r;
    r.id = q.value(QStringLiteral("id")).toString();
    r.name = q.value(QStringLiteral("name")).toString();
    r.state = stateFromName(q.value(QStringLiteral("state")).toString()).value_or(SandboxState::Failed);
    r.repository = q.value(QStringLiteral("repository")).toString();
    r.image = q.value(QStringLiteral("image")).toString();
    r.engineEndpoint = q.value(QStringLiteral("engine_endpoint")).toString();
    r.engineKind = q.value(QStringLiteral("engine_kind")).toString();
    r.engineVersion = q.value(QStringLiteral("engine_version")).toString();
    r.workspace = q.value(QStringLiteral("workspace")).toString();
    r.baselineCommit = q.value(QStringLiteral("baseline_commit")).toString();
    r.baselineModified = q.value(QStringLiteral("baseline_modified")).toInt();
    r.baselineUntracked = q.value(QStringLiteral("baseline_untracked")).toInt();
    r.fileCount = q.value(QStringLiteral("file_count")).toLongLong();
    r.byteCount = q.value(QStringLiteral("byte_count")).toLongLong();
    r.containerId = q.value(QStringLiteral("container_id")).toString();
    r.networkId = q.value(QStringLiteral("network_id")).toString();
    r.containerImage = q.value(QStringLiteral("container_image")).toString();
    r.systemBaseline = q.value(QStringLiteral("system_baseline")).toString();
    r.networkMode = networkModeFromName(q.value(QStringLiteral("network_mode")).toString()).value_or(NetworkMode::None);
    r.networkPolicy = r.networkMode != NetworkMode::Gateway
                          ? NetworkPolicy::None
                          : networkPolicyFromName(q.value(QStringLiteral("network_policy")).toString())
                                .value_or(NetworkPolicy::MocksOnly);
    r.networkAllow = allowRulesFromJson(
        QJsonDocument::fromJson(q.value(QStringLiteral("network_allow")).toString().toUtf8()).array());
    r.networkMockServer = MockServer::fromJson(
        QJsonDocument::fromJson(q.value(QStringLiteral("network_mock_server")).toString().toUtf8()).object());
    r.limits.memoryBytes = q.value(QStringLiteral("memory_bytes")).toLongLong();
    r.limits.swapBytes = q.value(QStringLiteral("swap_bytes")).toLongLong();
    r.userNamespace = userNamespaceFromName(q.value(QStringLiteral("user_namespace")).toString());
    r.limits.workspaceBytes = q.value(QStringLiteral("workspace_bytes")).toLongLong();
    r.limits.cpus = q.value(QStringLiteral("cpus")).toDouble();
    r.limits.pids = q.value(QStringLiteral("pids_limit")).toInt();
    r.limits.stopTimeoutSeconds = q.value(QStringLiteral("stop_timeout")).toInt();
    r.createdAt = QDateTime::fromString(q.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs);
    r.updatedAt = QDateTime::fromString(q.value(QStringLiteral("updated_at")).toString(), Qt::ISODateWithMs);
    r.lastError = q.value(QStringLiteral("last_error")).toString();
    r.forkedFrom = q.value(QStringLiteral("forked_from")).toString();
    r.forkedFromName = q.value(QStringLiteral("forked_from_name")).toString();
    r.forkedFromSnapshot = q.value(QStringLiteral("forked_from_snapshot")).toLongLong();
    return r;
}

Status loadSteps(QSqlDatabase &db, SandboxRecord &r)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT step, duration_ms, ok, detail FROM sandbox_steps WHERE sandbox_id = ? ORDER BY seq"));
    q.addBindValue(r.id);
    if (!q.exec())
        return sqlError(Store::tr("Reading sandbox steps"), q.lastError());
    while (q.next())
        r.steps.append({q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toBool(), q.value(3).toString()});
    return {};
}
} // namespace

Store::Store(QString path)
    : m_path(std::move(path))
    , m_connectionName(QStringLiteral("shadowbox-store-") + QUuid::createUuid().toString(QUuid::Id128))
    , m_thread(std::make_unique<QThread>())
    , m_context(new QObject)
    , m_live(std::make_shared<LiveOwner>())
{
    m_thread->setObjectName(QStringLiteral("shadowbox-store"));
    m_context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

Store::~Store()
{
    const QString name = m_connectionName;
    post<bool>([name](QSqlDatabase &db) {
        db.close();
        return true;
    }).waitForFinished();
    m_thread->quit();
    m_thread->wait();
    QSqlDatabase::removeDatabase(name);
}

bool Store::waitUntilIdle(QDeadlineTimer deadline) const
{
    QMutexLocker lock(&m_pending->mutex);
    while (m_pending->count > 0) {
        if (!m_pending->idle.wait(&m_pending->mutex, deadline))
            return m_pending->count == 0;
    }
    return true;
}

Result<std::shared_ptr<Store>> Store::open(const QString &path)
{
    const QFileInfo info(path);
    if (Status s = DataFolder::makePrivateDir(info.absolutePath()); !s)
        return s.error();
    // SQLite would create the file with the umask's mode (0644): made here first, it is private, and
    // SQLite gives the -wal and -shm files the database file's mode.
    if (Status s = DataFolder::createPrivateFile(info.absoluteFilePath()); !s)
        return s.error();
    std::shared_ptr<Store> store(new Store(info.absoluteFilePath()));
    const QString name = store->m_connectionName;
    const QString file = store->m_path;
    Status opened =
        store
            ->post<Status>([name, file](QSqlDatabase &) -> Status {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(file);
                db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
                if (!db.open())
                    return Error::make(Error::Kind::Io,
                                       Store::tr("Cannot open the database %1: %2.").arg(file, db.lastError().text()));
                QSqlQuery q(db);
                // Turning a fresh file to WAL needs it to itself for a moment, and SQLite says
                // "locked" at once instead of waiting when another process is opening it too
                // (the window and the command line starting together): so wait here.
                const QDeadlineTimer walDeadline(kBusyTimeoutMs);
                while (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
                    const QString code = q.lastError().nativeErrorCode();
                    const bool busy = code == QLatin1String("5") || code == QLatin1String("6");
                    if (!busy || walDeadline.hasExpired())
                        return sqlError(QStringLiteral("PRAGMA journal_mode=WAL"), q.lastError());
                    QThread::msleep(10);
                }
                for (const char *pragma : {"PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON"}) {
                    if (!q.exec(QString::fromLatin1(pragma)))
                        return sqlError(QString::fromLatin1(pragma), q.lastError());
                }
                return migrate(db);
            })
            .result();
    if (!opened)
        return opened.error();
    auto id = store
                  ->post<Result<QString>>([](QSqlDatabase &db) -> Result<QString> {
                      QSqlQuery q(db);
                      if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'store_id'")) || !q.next())
                          return sqlError(Store::tr("Reading the database id"), q.lastError());
                      return q.value(0).toString();
                  })
                  .result();
    if (!id)
        return id.error();
    store->m_storeId = *id;
    return store;
}

QFuture<Status> Store::saveSandbox(const SandboxRecord &record)
{
    return post<Status>([r = record](QSqlDatabase &db) -> Status {
        if (!db.transaction())
            return sqlError(Store::tr("Saving the sandbox"), db.lastError());
        QSqlQuery q(db);
        q.prepare(QStringLiteral(
            "INSERT INTO sandboxes (id, name, state, repository, image, engine_endpoint, engine_kind, engine_version,"
            " workspace, baseline_commit, baseline_modified, baseline_untracked, file_count, byte_count, container_id,"
            " network_id, network_mode, memory_bytes, cpus, pids_limit, stop_timeout, created_at, updated_at, "
            "last_error,"
            " swap_bytes, user_namespace, workspace_bytes, container_image, system_baseline, forked_from,"
            " forked_from_name, forked_from_snapshot, network_policy, network_allow, network_mock_server)"
            " VALUES (:id, :name, :state, :repository, :image, :endpoint, :kind, :version, :workspace, :baseline,"
            " :modified, :untracked, :files, :bytes, :container, :network, :mode, :memory, :cpus, :pids, :stop,"
            " :created, :updated, :error, :swap, :userns, :workspaceBytes, :containerImage, :systemBaseline,"
            " :forkedFrom, :forkedFromName, :forkedFromSnapshot, :policy, :allow, :mockServer)"
            // Not the network's policy, rules and mock server: setNetworkPolicy alone changes them
            // (a fork starts with its source's).
            " ON CONFLICT(id) DO UPDATE SET name=excluded.name, state=excluded.state, repository=excluded.repository,"
            " image=excluded.image, engine_endpoint=excluded.engine_endpoint, engine_kind=excluded.engine_kind,"
            " engine_version=excluded.engine_version, workspace=excluded.workspace,"
            " baseline_commit=excluded.baseline_commit, baseline_modified=excluded.baseline_modified,"
            " baseline_untracked=excluded.baseline_untracked, file_count=excluded.file_count,"
            " byte_count=excluded.byte_count, container_id=excluded.container_id, network_id=excluded.network_id,"
            " network_mode=excluded.network_mode, memory_bytes=excluded.memory_bytes, cpus=excluded.cpus,"
            " pids_limit=excluded.pids_limit, stop_timeout=excluded.stop_timeout, updated_at=excluded.updated_at,"
            " last_error=excluded.last_error, swap_bytes=excluded.swap_bytes,"
            " user_namespace=excluded.user_namespace, workspace_bytes=excluded.workspace_bytes,"
            " container_image=excluded.container_image, system_baseline=excluded.system_baseline,"
            " forked_from=excluded.forked_from, forked_from_name=excluded.forked_from_name,"
            " forked_from_snapshot=excluded.forked_from_snapshot"));
        q.bindValue(QStringLiteral(":id"), text(r.id));
        q.bindValue(QStringLiteral(":name"), text(r.name));
        q.bindValue(QStringLiteral(":state"), stateName(r.state));
        q.bindValue(QStringLiteral(":repository"), text(r.repository));
        q.bindValue(QStringLiteral(":image"), text(r.image));
        q.bindValue(QStringLiteral(":endpoint"), text(r.engineEndpoint));
        q.bindValue(QStringLiteral(":kind"), text(r.engineKind));
        q.bindValue(QStringLiteral(":version"), text(r.engineVersion));
        q.bindValue(QStringLiteral(":workspace"), text(r.workspace));
        q.bindValue(QStringLiteral(":baseline"), text(r.baselineCommit));
        q.bindValue(QStringLiteral(":modified"), r.baselineModified);
        q.bindValue(QStringLiteral(":untracked"), r.baselineUntracked);
        q.bindValue(QStringLiteral(":files"), r.fileCount);
        q.bindValue(QStringLiteral(":bytes"), r.byteCount);
        q.bindValue(QStringLiteral(":container"), text(r.containerId));
        q.bindValue(QStringLiteral(":network"), text(r.networkId));
        q.bindValue(QStringLiteral(":containerImage"), text(r.containerImage));
        q.bindValue(QStringLiteral(":systemBaseline"), text(r.systemBaseline));
        q.bindValue(QStringLiteral(":forkedFrom"), text(r.forkedFrom));
        q.bindValue(QStringLiteral(":forkedFromName"), text(r.forkedFromName));
        q.bindValue(QStringLiteral(":forkedFromSnapshot"), r.forkedFromSnapshot);
        q.bindValue(QStringLiteral(":mode"), networkModeName(r.networkMode));
        q.bindValue(QStringLiteral(":policy"), networkPolicyName(r.networkPolicy));
        q.bindValue(QStringLiteral(":allow"),
                    QString::fromUtf8(QJsonDocument(allowRulesToJson(r.networkAllow)).toJson(QJsonDocument::Compact)));
        q.bindValue(QStringLiteral(":mockServer"), mockServerText(r.networkMockServer));
        q.bindValue(QStringLiteral(":memory"), r.limits.memoryBytes);
        q.bindValue(QStringLiteral(":swap"), r.limits.swapBytes);
        q.bindValue(QStringLiteral(":userns"), text(userNamespaceName(r.userNamespace)));
        q.bindValue(QStringLiteral(":workspaceBytes"), r.limits.workspaceBytes);
        q.bindValue(QStringLiteral(":cpus"), r.limits.cpus);
        q.bindValue(QStringLiteral(":pids"), r.limits.pids);
        q.bindValue(QStringLiteral(":stop"), r.limits.stopTimeoutSeconds);
        q.bindValue(QStringLiteral(":created"),
                    isoTime(r.createdAt.isValid() ? r.createdAt : QDateTime::currentDateTimeUtc()));
        q.bindValue(QStringLiteral(":updated"), isoTime(QDateTime::currentDateTimeUtc()));
        q.bindValue(QStringLiteral(":error"), text(r.lastError));
        if (!q.exec()) {
            const QSqlError e = q.lastError();
            db.rollback();
            if (e.text().contains(QLatin1String("UNIQUE"), Qt::CaseInsensitive))
                return Error::make(
                    Error::Kind::Conflict,
                    Store::tr("A sandbox named \"%1\" already exists. Choose another name or destroy that "
                              "sandbox first.")
                        .arg(r.name));
            return sqlError(Store::tr("Saving the sandbox"), e);
        }
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM sandbox_steps WHERE sandbox_id = ?"));
        del.addBindValue(r.id);
        if (!del.exec()) {
            db.rollback();
            return sqlError(Store::tr("Saving the sandbox steps"), del.lastError());
        }
        QSqlQuery ins(db);
        ins.prepare(QStringLiteral(
            "INSERT INTO sandbox_steps (sandbox_id, seq, step, duration_ms, ok, detail) VALUES (?,?,?,?,?,?)"));
        for (qsizetype i = 0; i < r.steps.size(); ++i) {
            const StepTiming &s = r.steps.at(i);
            ins.addBindValue(r.id);
            ins.addBindValue(int(i));
            ins.addBindValue(s.step);
            ins.addBindValue(s.durationMs);
            ins.addBindValue(s.ok ? 1 : 0);
            ins.addBindValue(text(s.detail));
            if (!ins.exec()) {
                db.rollback();
                return sqlError(Store::tr("Saving the sandbox steps"), ins.lastError());
            }
        }
        if (!db.commit())
            return sqlError(Store::tr("Saving the sandbox"), db.lastError());
        return {};
    });
}

QFuture<Status> Store::setNetworkPolicy(const QString &id, NetworkPolicy policy, const QList<AllowRule> &allow,
                                        const std::optional<MockServer> &mockServer)
{
    return post<Status>([id, policy, allow, mockServer](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE sandboxes SET network_policy = ?, network_allow = ?, network_mock_server = ?, "
                                 "updated_at = ? WHERE id = ?"));
        q.addBindValue(networkPolicyName(policy));
        q.addBindValue(QString::fromUtf8(QJsonDocument(allowRulesToJson(allow)).toJson(QJsonDocument::Compact)));
        q.addBindValue(mockServerText(mockServer));
        q.addBindValue(isoTime(QDateTime::currentDateTimeUtc()));
        q.addBindValue(text(id));
        return execOrFail(q, Store::tr("Saving the network policy"));
    });
}

QFuture<Status> Store::deleteSandbox(const QString &id)
{
    return post<Status>([id](QSqlDatabase &db) -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM sandboxes WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(Store::tr("Removing the sandbox record"), q.lastError());
        return {};
    });
}

QFuture<Result<QList<SandboxRecord>>> Store::sandboxes(bool includeDestroyed)
{
    return post<Result<QList<SandboxRecord>>>([includeDestroyed](QSqlDatabase &db) -> Result<QList<SandboxRecord>> {
        QSqlQuery q(db);
        const QString sql =
            includeDestroyed ? QStringLiteral("SELECT * FROM sandboxes ORDER BY created_at")
                             : QStringLiteral("SELECT * FROM sandboxes WHERE state <> 'destroyed' ORDER BY created_at");
        if (!q.exec(sql))
            return sqlError(Store::tr("Listing sandboxes"), q.lastError());
        QList<SandboxRecord> list;
        while (q.next())
            list.append(recordFrom(q));
        for (SandboxRecord &r : list) {
            if (Status s = loadSteps(db, r); !s)
                return s.error();
        }
        return list;
    });
}

QFuture<Result<QString>> Store::sandboxesStamp()
{
    return post<Result<QString>>([](QSqlDatabase &db) -> Result<QString> {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT COUNT(*), COALESCE(MAX(updated_at), ''), TOTAL(julianday(updated_at))"
                                   " FROM sandboxes")) ||
            !q.next())
            return sqlError(Store::tr("Listing sandboxes"), q.lastError());
        return QStringLiteral("%1/%2/%3").arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
    });
}

QFuture<Result<std::optional<SandboxRecord>>> Store::findSandbox(const QString &idOrName)
{
    using R = Result<std::optional<SandboxRecord>>;
    return post<R>([idOrName](QSqlDatabase &db) -> R {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT * FROM sandboxes WHERE id = :v OR (name = :v AND state <> 'destroyed')"
                                 " ORDER BY (id = :v) DESC LIMIT 1"));
        q.bindValue(QStringLiteral(":v"), idOrName);
        if (!q.exec())
            return sqlError(Store::tr("Looking up the sandbox"), q.lastError());
        if (!q.next())
            return std::optional<SandboxRecord>();
        SandboxRecord r = recordFrom(q);
        if (Status s = loadSteps(db, r); !s)
            return s.error();
        return std::optional<SandboxRecord>(r);
    });
}

QFuture<Result<bool>> Store::nameInUse(const QString &name)
{
    return post<Result<bool>>([name](QSqlDatabase &db) -> Result<bool> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT 1 FROM sandboxes WHERE name = ? AND state <> 'destroyed' LIMIT 1"));
        q.addBindValue(name);
        if (!q.exec())
            return sqlError(Store::tr("Checking the sandbox name"), q.lastError());
        return q.next();
    });
}

QFuture<Result<qint64>> Store::addRun(const RunRecord &run, qint64 liveEntry)
{
    return post<Result<qint64>>([run, liveEntry](QSqlDatabase &db) -> Result<qint64> {
        // One transaction, so one synchronous write, for the run and the snapshot it followed: this
        // is the end of every command, which scripts and agents run in loops.
        if (!db.transaction())
            return sqlError(Store::tr("Recording the command"), db.lastError());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO runs (sandbox_id, command, started_at, duration_ms, exit_code, canceled,"
                                 " workspace_limit_reached, origin, working_dir, output_bytes)"
                                 " VALUES (?,?,?,?,?,?,?,?,?,?)"));
        q.addBindValue(run.sandboxId);
        q.addBindValue(text(run.command));
        q.addBindValue(isoTime(run.startedAt));
        q.addBindValue(run.durationMs);
        q.addBindValue(run.exitCode);
        q.addBindValue(run.canceled ? 1 : 0);
        q.addBindValue(run.workspaceLimitReached ? 1 : 0);
        q.addBindValue(text(run.origin));
        q.addBindValue(text(run.workingDir));
        q.addBindValue(run.outputBytes);
        if (!q.exec()) {
            const QSqlError error = q.lastError();
            db.rollback();
            return sqlError(Store::tr("Recording the command"), error);
        }
        const qint64 id = q.lastInsertId().toLongLong();
        if (run.snapshotId > 0) {
            QSqlQuery link(db);
            link.prepare(QStringLiteral("UPDATE snapshots SET run_id = ? WHERE id = ? AND sandbox_id = ?"));
            link.addBindValue(id);
            link.addBindValue(run.snapshotId);
            link.addBindValue(run.sandboxId);
            if (!link.exec()) {
                const QSqlError error = link.lastError();
                db.rollback();
                return sqlError(Store::tr("Recording the snapshot's command"), error);
            }
        }
        if (liveEntry > 0) {
            QSqlQuery drop(db);
            drop.prepare(QStringLiteral("DELETE FROM activity WHERE id = ?"));
            drop.addBindValue(liveEntry);
            if (!drop.exec()) {
                const QSqlError error = drop.lastError();
                db.rollback();
                return sqlError(Store::tr("Recording the command"), error);
            }
        }
        if (!db.commit()) {
            const QSqlError error = db.lastError();
            db.rollback();
            return sqlError(Store::tr("Recording the command"), error);
        }
        return id;
    });
}

QFuture<Result<QList<RunRecord>>> Store::runs(const QString &sandboxId, int limit)
{
    return post<Result<QList<RunRecord>>>([sandboxId, limit](QSqlDatabase &db) -> Result<QList<RunRecord>> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT id, sandbox_id, command, started_at, duration_ms, exit_code, canceled,"
                                 " workspace_limit_reached, origin, working_dir, output_bytes FROM runs"
                                 " WHERE sandbox_id = ? ORDER BY id DESC LIMIT ?"));
        q.addBindValue(sandboxId);
        q.addBindValue(limit);
        if (!q.exec())
            return sqlError(Store::tr("Reading the run history"), q.lastError());
        QList<RunRecord> list;
        while (q.next()) {
            RunRecord r;
            r.id = q.value(0).toLongLong();
            r.sandboxId = q.value(1).toString();
            r.command = q.value(2).toString();
            r.startedAt = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
            r.durationMs = q.value(4).toLongLong();
            r.exitCode = q.value(5).toInt();
            r.canceled = q.value(6).toBool();
            r.workspaceLimitReached = q.value(7).toBool();
            r.origin = q.value(8).toString();
            r.workingDir = q.value(9).toString();
            r.outputBytes = q.value(10).toLongLong();
            list.append(r);
        }
        return list;
    });
}

} // namespace shadowbox
