#include "store/Migrations.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace shadowbox {

// The translation context of this file's messages, as lupdate and the runtime both see it.
class MigrationsText {
    Q_DECLARE_TR_FUNCTIONS(Migrations)
};

const QList<Migration> &schemaMigrations()
{
    static const QList<Migration> migrations{
        {1,
         {
             QStringLiteral("CREATE TABLE IF NOT EXISTS sandboxes ("
                            " id TEXT PRIMARY KEY,"
                            " name TEXT NOT NULL,"
                            " state TEXT NOT NULL,"
                            " repository TEXT NOT NULL,"
                            " image TEXT NOT NULL,"
                            " engine_endpoint TEXT NOT NULL,"
                            " engine_kind TEXT NOT NULL DEFAULT '',"
                            " engine_version TEXT NOT NULL DEFAULT '',"
                            " workspace TEXT NOT NULL,"
                            " baseline_commit TEXT NOT NULL DEFAULT '',"
                            " container_id TEXT NOT NULL DEFAULT '',"
                            " network_id TEXT NOT NULL DEFAULT '',"
                            " network_mode TEXT NOT NULL DEFAULT 'none',"
                            " memory_bytes INTEGER NOT NULL,"
                            " cpus REAL NOT NULL,"
                            " pids_limit INTEGER NOT NULL,"
                            " stop_timeout INTEGER NOT NULL,"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL,"
                            " last_error TEXT NOT NULL DEFAULT '')"),
             QStringLiteral("CREATE TABLE IF NOT EXISTS sandbox_steps ("
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL,"
                            " step TEXT NOT NULL,"
                            " duration_ms INTEGER NOT NULL,"
                            " ok INTEGER NOT NULL,"
                            " detail TEXT NOT NULL DEFAULT '',"
                            " PRIMARY KEY (sandbox_id, seq))"),
             QStringLiteral("CREATE TABLE IF NOT EXISTS runs ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " command TEXT NOT NULL,"
                            " started_at TEXT NOT NULL,"
                            " duration_ms INTEGER NOT NULL,"
                            " exit_code INTEGER NOT NULL,"
                            " canceled INTEGER NOT NULL DEFAULT 0)"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS runs_by_sandbox ON runs(sandbox_id, id)"),
         }},
        {2,
         {
             // Names identify live sandboxes; a destroyed sandbox's name may be reused.
             QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS sandboxes_live_name ON sandboxes(name)"
                            " WHERE state IN ('creating','running','stopped','failed','lost')"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN baseline_modified INTEGER NOT NULL DEFAULT 0"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN baseline_untracked INTEGER NOT NULL DEFAULT 0"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN file_count INTEGER NOT NULL DEFAULT 0"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN byte_count INTEGER NOT NULL DEFAULT 0"),
         }},
        {3,
         {
             // Identifies this database's resources on a shared engine (label io.shadowbox.store), so
             // reconcile never claims another installation's sandboxes as orphans.
             QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
             QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES ('store_id', lower(hex(randomblob(8))))"),
         }},
        {4,
         {
             // The sandbox boundary. Swap on top of the memory limit (0: none). Sandboxes made before
             // asked for no swap limit, which both engines turn into as much swap as memory.
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN swap_bytes INTEGER NOT NULL DEFAULT 0"),
             QStringLiteral("UPDATE sandboxes SET swap_bytes = memory_bytes"),
             // Whether root in the sandbox is root on the host ('': not recorded).
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN user_namespace TEXT NOT NULL DEFAULT ''"),
             // What the workspace may take on the disk (0: no limit, sandboxes made before), and the
             // runs stopped because it outgrew that.
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN workspace_bytes INTEGER NOT NULL DEFAULT 0"),
             QStringLiteral("ALTER TABLE runs ADD COLUMN workspace_limit_reached INTEGER NOT NULL DEFAULT 0"),
         }},
        {5,
         {
             // A sandbox being torn down ('destroying', the teardown's journal) still holds its name
             // until the teardown is finished. Written as "not destroyed" so that a state added later
             // holds its name too unless it is meant not to.
             QStringLiteral("DROP INDEX IF EXISTS sandboxes_live_name"),
             QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS sandboxes_live_name ON sandboxes(name)"
                            " WHERE state <> 'destroyed'"),
         }},
        {6,
         {
             // Snapshots: the workspace's tree in the sandbox's private repository and the image the
             // container is recreated from. A snapshot outlives nothing of its sandbox: the teardown
             // deletes these rows with the repository and the images.
             QStringLiteral("CREATE TABLE IF NOT EXISTS snapshots ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " created_at TEXT NOT NULL,"
                            " trigger TEXT NOT NULL,"
                            " label TEXT NOT NULL DEFAULT '',"
                            " command TEXT NOT NULL DEFAULT '',"
                            " run_id INTEGER,"
                            " workspace_commit TEXT NOT NULL,"
                            " container_image TEXT NOT NULL DEFAULT '',"
                            " system_changed INTEGER NOT NULL DEFAULT 0,"
                            " system_changes INTEGER NOT NULL DEFAULT 0,"
                            " system_signature TEXT NOT NULL DEFAULT '',"
                            " files INTEGER NOT NULL DEFAULT 0,"
                            " bytes INTEGER NOT NULL DEFAULT 0,"
                            " files_read INTEGER NOT NULL DEFAULT 0,"
                            " files_changed INTEGER NOT NULL DEFAULT 0,"
                            " known_good INTEGER NOT NULL DEFAULT 0,"
                            " capture_ms INTEGER NOT NULL DEFAULT 0)"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS snapshots_by_sandbox ON snapshots(sandbox_id, id)"),
             // The image the sandbox's container was made from ('': the sandbox's image) and what its
             // system looked like right after ('': not known), so that a snapshot commits the
             // container only when its system really changed.
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN container_image TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN system_baseline TEXT NOT NULL DEFAULT ''"),
             // The restore's journal: one row while a restore of the sandbox is under way.
             QStringLiteral("CREATE TABLE IF NOT EXISTS restores ("
                            " sandbox_id TEXT PRIMARY KEY REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " snapshot_id INTEGER NOT NULL,"
                            " started_at TEXT NOT NULL)"),
         }},
        {7,
         {
             // Forks: the sandbox and the snapshot of it a sandbox was made from ('' and 0: made
             // from a repository), and the source's name then, for when the source is gone.
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN forked_from TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN forked_from_name TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN forked_from_snapshot INTEGER NOT NULL DEFAULT 0"),
         }},
        {8,
         {
             // How a sandbox's snapshots are kept and what they leave out (no row: the defaults). A
             // table of its own, so that saving a sandbox's record never overwrites a policy another
             // process has just set.
             QStringLiteral("CREATE TABLE IF NOT EXISTS snapshot_policies ("
                            " sandbox_id TEXT PRIMARY KEY REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " keep_automatic INTEGER NOT NULL,"
                            " excluded TEXT NOT NULL DEFAULT '[]')"),
             // What each snapshot's capture left out of it (hazards: setuid bits, device nodes, ...),
             // as {"setId": n, "devices": n, "fifos": n, "sockets": n, "tooDeep": n}; '' for none.
             QStringLiteral("ALTER TABLE snapshots ADD COLUMN left_out TEXT NOT NULL DEFAULT ''"),
         }},
        {9,
         {
             // Reviews and the decisions made in them: the audit record, kept after the sandbox is
             // destroyed. At most one open review per sandbox, whichever process opens it.
             QStringLiteral("CREATE TABLE IF NOT EXISTS reviews ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " sandbox_name TEXT NOT NULL DEFAULT '',"
                            " state TEXT NOT NULL,"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL,"
                            " baseline_commit TEXT NOT NULL DEFAULT '',"
                            " baseline_snapshot TEXT NOT NULL DEFAULT '',"
                            " final_snapshot TEXT NOT NULL DEFAULT '',"
                            " outcome_kind TEXT NOT NULL DEFAULT '',"
                            " outcome_target TEXT NOT NULL DEFAULT '',"
                            " outcome_detail TEXT NOT NULL DEFAULT '')"),
             QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS reviews_open ON reviews(sandbox_id)"
                            " WHERE state = 'open'"),
             QStringLiteral("CREATE TABLE IF NOT EXISTS review_decisions ("
                            " review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,"
                            " path BLOB NOT NULL,"
                            " hunk_key TEXT NOT NULL DEFAULT '',"
                            " verdict TEXT NOT NULL,"
                            " comment TEXT NOT NULL DEFAULT '',"
                            " decided_at TEXT NOT NULL,"
                            " PRIMARY KEY (review_id, path, hunk_key))"),
         }},
        {10,
         {
             // The names of the secrets kept in the system keychain; never a value.
             QStringLiteral("CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, created_at TEXT NOT NULL)"),
         }},
        {11,
         {
             // The activity log. Who ran each command ('window', 'cli', 'mcp'; '' before this was
             // recorded), in which folder, and how much it printed.
             QStringLiteral("ALTER TABLE runs ADD COLUMN origin TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE runs ADD COLUMN working_dir TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE runs ADD COLUMN output_bytes INTEGER NOT NULL DEFAULT 0"),
             // What happened in a sandbox besides commands: an agent's file operations through the
             // MCP server, terminal sessions. `target` is a path (bytes) or a command line; `ended`
             // is 0 while the operation (a terminal session) still goes on.
             QStringLiteral("CREATE TABLE IF NOT EXISTS activity ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " started_at TEXT NOT NULL,"
                            " origin TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " target BLOB NOT NULL DEFAULT x'',"
                            " duration_ms INTEGER NOT NULL DEFAULT 0,"
                            " exit_code INTEGER,"
                            " bytes INTEGER NOT NULL DEFAULT 0,"
                            " ok INTEGER NOT NULL DEFAULT 1,"
                            " ended INTEGER NOT NULL DEFAULT 1,"
                            " detail TEXT NOT NULL DEFAULT '')"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS activity_by_sandbox ON activity(sandbox_id, id)"),
         }},
        {12,
         {
             // Commands show in the activity log while they run. An entry that goes on names the
             // process that keeps it (`owner`, whose lock file under live/ that process holds), so
             // that one left by a process that died is found and marked interrupted.
             QStringLiteral("ALTER TABLE activity ADD COLUMN owner TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS activity_live ON activity(owner) WHERE ended = 0"),
         }},
        {13,
         {
             // The gateway's policy, changed while a sandbox runs. Empty for the sandboxes made
             // before: theirs follows from the network mode (a gateway's is mocks-only).
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN network_policy TEXT NOT NULL DEFAULT ''"),
         }},
        {14,
         {
             // The allowlist's rules, as JSON: [{"host": "pypi.org", "port": 443, "preset": "pypi"}].
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN network_allow TEXT NOT NULL DEFAULT ''"),
         }},
        {15,
         {
             // A sandbox's mocks, one row for each state they were in ({"mappings": [...]}, in the
             // order the gateway tries them); the newest is the sandbox's. Rows no snapshot names
             // go when a newer one comes.
             QStringLiteral("CREATE TABLE IF NOT EXISTS mock_sets ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,"
                            " created_at TEXT NOT NULL,"
                            " mappings TEXT NOT NULL)"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS mock_sets_by_sandbox ON mock_sets(sandbox_id, id)"),
             // The mocks a snapshot was taken with: 0 for none, NULL when it was taken before
             // Shadowbox kept them (a restore then leaves the mocks as they are).
             QStringLiteral("ALTER TABLE snapshots ADD COLUMN mock_set INTEGER"),
         }},
        {16,
         {
             // A mock server of the user's that answers the mocked hosts, as JSON ({"name",
             // "address", "port"}); empty when the gateway answers them itself.
             QStringLiteral("ALTER TABLE sandboxes ADD COLUMN network_mock_server TEXT NOT NULL DEFAULT ''"),
         }},
    };
    return migrations;
}

int latestSchemaVersion()
{
    return schemaMigrations().constLast().version;
}

Result<int> schemaVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return Error::make(Error::Kind::Io,
                           MigrationsText::tr("Cannot read the database version: %1.").arg(q.lastError().text()));
    return q.value(0).toInt();
}

namespace {
// `ALTER TABLE t ADD COLUMN c …` cannot say IF NOT EXISTS; it is skipped when the column is there.
Result<bool> alreadyApplied(QSqlDatabase &db, const QString &sql)
{
    static const QRegularExpression addColumn(
        QStringLiteral("^\\s*ALTER\\s+TABLE\\s+(\\w+)\\s+ADD\\s+COLUMN\\s+(\\w+)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = addColumn.match(sql);
    if (!m.hasMatch())
        return false;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(m.captured(1))))
        return Error::make(Error::Kind::Io,
                           MigrationsText::tr("Cannot read the database's columns: %1.").arg(q.lastError().text()));
    while (q.next()) {
        if (q.value(1).toString().compare(m.captured(2), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

Error newerDatabase(const QSqlDatabase &db, int found)
{
    return Error::make(
        Error::Kind::InvalidInput,
        MigrationsText::tr("The database %1 was written by a newer Shadowbox (schema %2, this version knows up to "
                           "%3). Update Shadowbox, or point SHADOWBOX_DATA_DIR at another folder.")
            .arg(db.databaseName())
            .arg(found)
            .arg(latestSchemaVersion()));
}
} // namespace

Status migrate(QSqlDatabase &db, int target)
{
    if (target < 0)
        target = latestSchemaVersion();
    // Every start but the first finds the database up to date: one read, no lock.
    auto current = schemaVersion(db);
    if (!current)
        return current.error();
    if (*current > latestSchemaVersion())
        return newerDatabase(db, *current);
    if (*current >= target)
        return {};

    // The window, the command line and an agent's server may open a fresh data folder at the same
    // moment. BEGIN EXCLUSIVE makes them take turns (each waits up to the connection's busy
    // timeout), and the version read again inside the transaction tells the later ones that the
    // work is done. All steps go in this one transaction: a failure leaves the database as it was.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN EXCLUSIVE")))
        return Error::make(
            Error::Kind::Io,
            MigrationsText::tr("Cannot start upgrading the database %1 (%2). If another Shadowbox is upgrading it, "
                               "try again in a moment.")
                .arg(db.databaseName(), q.lastError().text()));
    auto fail = [&](int version, const QString &why) -> Status {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return Error::make(Error::Kind::Io,
                           MigrationsText::tr("Upgrading the database to schema %1 failed (%2); nothing was changed.")
                               .arg(version)
                               .arg(why));
    };
    current = schemaVersion(db);
    if (!current) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return current.error();
    }
    if (*current > latestSchemaVersion()) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return newerDatabase(db, *current);
    }
    int reached = *current;
    for (const Migration &m : schemaMigrations()) {
        if (m.version <= *current || m.version > target)
            continue;
        for (const QString &sql : m.statements) {
            auto skip = alreadyApplied(db, sql);
            if (!skip)
                return fail(m.version, skip.error().message);
            if (*skip)
                continue;
            if (!q.exec(sql))
                return fail(m.version, q.lastError().text());
        }
        reached = m.version;
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(reached)))
        return fail(reached, q.lastError().text());
    if (!q.exec(QStringLiteral("COMMIT")))
        return fail(reached, q.lastError().text());
    return {};
}

} // namespace shadowbox
