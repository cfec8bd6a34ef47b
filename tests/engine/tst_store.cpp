#include "store/Migrations.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include <unistd.h>

using namespace shadowbox;
using shadowbox::test::await;

namespace {

// The kill-safety test re-runs this executable as a child that writes and is then SIGKILLed.
constexpr char kChildModeVariable[] = "SHADOWBOX_TST_STORE_CHILD";
constexpr char kChildDatabaseVariable[] = "SHADOWBOX_TST_STORE_DB";
constexpr char kChildStartAtVariable[] = "SHADOWBOX_TST_STORE_START_AT";

// A connection of the test's own on the database file, to look at what the Store wrote.
class RawDatabase {
public:
    explicit RawDatabase(const QString &path)
        : m_name(QStringLiteral("tst-raw-") + QUuid::createUuid().toString(QUuid::Id128))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawDatabase()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    bool isOpen() const { return m_open; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    // First column of the first row, or an invalid QVariant (with a warning) if the query fails.
    QVariant scalar(const QString &sql) const
    {
        QSqlQuery q(db());
        if (!q.exec(sql) || !q.next()) {
            qWarning("query failed: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return {};
        }
        return q.value(0);
    }
    bool exec(const QString &sql) const
    {
        QSqlQuery q(db());
        if (!q.exec(sql)) {
            qWarning("query failed: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    }

private:
    QString m_name;
    bool m_open = false;
};

QDateTime utcMs(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

SandboxRecord makeRecord(const QString &id, const QString &name, SandboxState state = SandboxState::Running)
{
    SandboxRecord r;
    r.id = id;
    r.name = name;
    r.state = state;
    r.repository = QStringLiteral("/home/ada/src/") + name;
    r.image = QStringLiteral("debian:bookworm");
    r.engineEndpoint = QStringLiteral("unix:///run/podman/podman.sock");
    r.engineKind = QStringLiteral("podman");
    r.engineVersion = QStringLiteral("4.3.1");
    r.workspace = QStringLiteral("/home/ada/.local/share/shadowbox/workspaces/") + id;
    r.baselineCommit = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    r.baselineModified = 3;
    r.baselineUntracked = 7;
    r.fileCount = 1234;
    r.byteCount = 9876543210LL;
    r.containerId = QStringLiteral("c0ffee") + id;
    r.networkId = QStringLiteral("net-") + id;
    r.networkMode = NetworkMode::Internal;
    r.limits.memoryBytes = 3LL * 1024 * 1024 * 1024;
    r.limits.swapBytes = 512LL * 1024 * 1024;
    r.userNamespace = UserNamespace::Rootless;
    r.limits.workspaceBytes = 7LL * 1024 * 1024 * 1024;
    r.limits.cpus = 1.5;
    r.limits.pids = 512;
    r.limits.stopTimeoutSeconds = 4;
    r.createdAt = utcMs(1717750000123);
    r.lastError = QStringLiteral("ünïcode ✓ and 'quotes'");
    r.steps = {{QStringLiteral("scan"), 12, true, QString()},
               {QStringLiteral("copy"), 345, true, QStringLiteral("1234 files")},
               {QStringLiteral("start"), 67, false, QStringLiteral("crun: oops")}};
    return r;
}

// QCOMPARE-based; callers check QTest::currentTestFailed() afterwards.
void compareRecords(const SandboxRecord &got, const SandboxRecord &want)
{
    QCOMPARE(got.id, want.id);
    QCOMPARE(got.name, want.name);
    QCOMPARE(got.state, want.state);
    QCOMPARE(got.repository, want.repository);
    QCOMPARE(got.image, want.image);
    QCOMPARE(got.engineEndpoint, want.engineEndpoint);
    QCOMPARE(got.engineKind, want.engineKind);
    QCOMPARE(got.engineVersion, want.engineVersion);
    QCOMPARE(got.workspace, want.workspace);
    QCOMPARE(got.baselineCommit, want.baselineCommit);
    QCOMPARE(got.baselineModified, want.baselineModified);
    QCOMPARE(got.baselineUntracked, want.baselineUntracked);
    QCOMPARE(got.fileCount, want.fileCount);
    QCOMPARE(got.byteCount, want.byteCount);
    QCOMPARE(got.containerId, want.containerId);
    QCOMPARE(got.networkId, want.networkId);
    QCOMPARE(got.networkMode, want.networkMode);
    QCOMPARE(got.limits.memoryBytes, want.limits.memoryBytes);
    QCOMPARE(got.limits.swapBytes, want.limits.swapBytes);
    QCOMPARE(got.userNamespace, want.userNamespace);
    QCOMPARE(got.limits.workspaceBytes, want.limits.workspaceBytes);
    QCOMPARE(got.limits.cpus, want.limits.cpus);
    QCOMPARE(got.limits.pids, want.limits.pids);
    QCOMPARE(got.limits.stopTimeoutSeconds, want.limits.stopTimeoutSeconds);
    QCOMPARE(got.createdAt.toMSecsSinceEpoch(), want.createdAt.toMSecsSinceEpoch());
    QVERIFY(got.updatedAt.isValid());
    QCOMPARE(got.lastError, want.lastError);
    QCOMPARE(got.steps.size(), want.steps.size());
    for (qsizetype i = 0; i < want.steps.size(); ++i) {
        QCOMPARE(got.steps.at(i).step, want.steps.at(i).step);
        QCOMPARE(got.steps.at(i).durationMs, want.steps.at(i).durationMs);
        QCOMPARE(got.steps.at(i).ok, want.steps.at(i).ok);
        QCOMPARE(got.steps.at(i).detail, want.steps.at(i).detail);
    }
}

std::shared_ptr<Store> openStore(const QString &path)
{
    auto store = Store::open(path);
    if (!store) {
        qWarning("Store::open failed: %s", qPrintable(store.errorMessage()));
        return {};
    }
    return *store;
}

void writeLine(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// The child side of the kill test: save, say so, then wait to be killed.
int runChild(const QByteArray &mode, const QString &path)
{
    if (mode == "open") {
        // Start at the moment the parent named, so that every child opens the fresh file at once.
        const qint64 startAt = qEnvironmentVariable(kChildStartAtVariable).toLongLong();
        while (QDateTime::currentMSecsSinceEpoch() < startAt)
            QThread::usleep(200);
        auto store = Store::open(path);
        if (!store) {
            writeLine("failed " + store.errorMessage().toUtf8());
            return 1;
        }
        writeLine("opened " + (*store)->storeId().toUtf8());
        return 0;
    }
    auto store = openStore(path);
    if (!store)
        return 2;
    if (mode == "once") {
        Status s = await(store->saveSandbox(makeRecord(QStringLiteral("killed-1"), QStringLiteral("survivor"))));
        if (!s) {
            qWarning("save failed: %s", qPrintable(s.errorMessage()));
            return 3;
        }
        writeLine("saved");
    } else {
        // Keep writing until killed; report each write the Store confirmed.
        for (int i = 0;; ++i) {
            Status s =
                await(store->saveSandbox(makeRecord(QStringLiteral("stream-%1").arg(i), QStringLiteral("s%1").arg(i))));
            if (!s) {
                qWarning("save failed: %s", qPrintable(s.errorMessage()));
                return 3;
            }
            writeLine("saved " + QByteArray::number(i));
        }
    }
    for (;;)
        ::pause();
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("shadowbox.db")); }
    std::unique_ptr<QTemporaryDir> m_dir;

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }
    void cleanup() { m_dir.reset(); }

    void freshDatabase_latestSchemaAndWal()
    {
        {
            auto store = openStore(dbPath());
            QVERIFY(store);
            QCOMPARE(store->path(), QFileInfo(dbPath()).absoluteFilePath());
        }
        QVERIFY(QFile::exists(dbPath()));
        RawDatabase raw(dbPath());
        QVERIFY(raw.isOpen());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), latestSchemaVersion());
        QVERIFY(latestSchemaVersion() >= 2);
        // WAL is a property of the file, so a separate connection sees it.
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(
            raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'sandboxes_live_name'")).toInt(),
            1);
    }

    void openCreatesMissingFolder()
    {
        const QString nested = m_dir->filePath(QStringLiteral("a/b/c/shadowbox.db"));
        auto store = openStore(nested);
        QVERIFY(store);
        QVERIFY(QFile::exists(nested));
    }

    void openUnwritableLocationFails()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("file"));
        {
            QFile f(blocker);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        // The "folder" of the database is a regular file.
        auto store = Store::open(blocker + QStringLiteral("/shadowbox.db"));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().kind, Error::Kind::Io);
        QVERIFY(!store.errorMessage().isEmpty());
    }

    void migratesFromSchemaOne()
    {
        {
            RawDatabase raw(dbPath());
            QVERIFY(raw.isOpen());
            QSqlDatabase db = raw.db();
            Status migrated = migrate(db, 1);
            QVERIFY2(migrated.ok(), qPrintable(migrated.errorMessage()));
            QCOMPARE(schemaVersion(db).value(), 1);
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO sandboxes (id, name, state, repository, image, engine_endpoint, engine_kind, "
                "engine_version,"
                " workspace, baseline_commit, container_id, network_id, network_mode, memory_bytes, cpus, pids_limit,"
                " stop_timeout, created_at, updated_at, last_error) VALUES ('old1', 'legacy', 'stopped', '/src/legacy',"
                " 'alpine:3', 'unix:///var/run/docker.sock', 'docker', '24.0.7', '/ws/old1', 'abc123', 'cid1', '',"
                " 'none', 1073741824, 2.0, 256, 10, '2024-01-02T03:04:05.678Z', '2024-01-02T03:04:05.678Z', '')")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO sandbox_steps (sandbox_id, seq, step, duration_ms, ok, detail)"
                                            " VALUES ('old1', 0, 'copy', 42, 1, 'v1 step')")));
            QVERIFY(
                raw.exec(QStringLiteral("INSERT INTO runs (sandbox_id, command, started_at, duration_ms, exit_code,"
                                        " canceled) VALUES ('old1', 'make', '2024-01-02T03:05:00.000Z', 1500, 0, 0)")));
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto found = await(store->findSandbox(QStringLiteral("old1")));
        QVERIFY2(found.ok(), qPrintable(found.errorMessage()));
        QVERIFY(found->has_value());
        const SandboxRecord r = **found;
        QCOMPARE(r.name, QStringLiteral("legacy"));
        QCOMPARE(r.state, SandboxState::Stopped);
        QCOMPARE(r.image, QStringLiteral("alpine:3"));
        QCOMPARE(r.engineVersion, QStringLiteral("24.0.7"));
        QCOMPARE(r.limits.memoryBytes, 1073741824LL);
        QCOMPARE(r.limits.pids, 256);
        QCOMPARE(
            r.createdAt.toMSecsSinceEpoch(),
            QDateTime::fromString(QStringLiteral("2024-01-02T03:04:05.678Z"), Qt::ISODateWithMs).toMSecsSinceEpoch());
        // Columns added by schema 2 take their defaults.
        QCOMPARE(r.baselineModified, 0);
        QCOMPARE(r.baselineUntracked, 0);
        QCOMPARE(r.fileCount, qint64(0));
        QCOMPARE(r.byteCount, qint64(0));
        QCOMPARE(r.steps.size(), 1);
        QCOMPARE(r.steps.at(0).detail, QStringLiteral("v1 step"));
        auto runs = await(store->runs(QStringLiteral("old1")));
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->at(0).command, QStringLiteral("make"));
        store.reset();

        RawDatabase raw(dbPath());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), latestSchemaVersion());
    }

    void migratesFromSchemaThree()
    {
        // Sandboxes made before schema 4 asked for no swap limit, which the engines turn into as
        // much swap as memory: the record says so. Their internal network is still known, so
        // destroy can remove it.
        {
            RawDatabase raw(dbPath());
            QSqlDatabase db = raw.db();
            QVERIFY(migrate(db, 3).ok());
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO sandboxes (id, name, state, repository, image, engine_endpoint, workspace, network_id,"
                " network_mode, memory_bytes, cpus, pids_limit, stop_timeout, created_at, updated_at) VALUES ('v3',"
                " 'three', 'running', '/src/three', 'alpine:3', 'unix:///x.sock', '/ws/v3', 'net-v3', 'internal',"
                " 536870912, 1.0, 64, 10, '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z')")));
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto found = await(store->findSandbox(QStringLiteral("v3")));
        QVERIFY(found && found->has_value());
        QCOMPARE((*found)->limits.memoryBytes, 536870912LL);
        QCOMPARE((*found)->limits.swapBytes, 536870912LL);
        QCOMPARE((*found)->userNamespace, UserNamespace::Unknown);
        QCOMPARE((*found)->limits.workspaceBytes, 0); // no limit for sandboxes made before
        QCOMPARE((*found)->networkMode, NetworkMode::Internal);
        QCOMPARE((*found)->networkId, QStringLiteral("net-v3"));
    }

    void migrateIsIdempotent()
    {
        RawDatabase raw(dbPath());
        QSqlDatabase db = raw.db();
        QVERIFY(migrate(db).ok());
        QCOMPARE(schemaVersion(db).value(), latestSchemaVersion());
        Status again = migrate(db);
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(schemaVersion(db).value(), latestSchemaVersion());
    }

    void newerDatabaseRefused()
    {
        {
            RawDatabase raw(dbPath());
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE future_table (x INTEGER)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 999")));
        }
        auto store = Store::open(dbPath());
        QVERIFY(!store.ok());
        QCOMPARE(store.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(store.errorMessage().contains(QLatin1String("newer Shadowbox")), qPrintable(store.errorMessage()));
        QVERIFY2(store.errorMessage().contains(QLatin1String("999")), qPrintable(store.errorMessage()));
        // The file is left as it was.
        RawDatabase raw(dbPath());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 999);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'sandboxes'")).toInt(), 0);
    }

    void saveFindListRoundTrip()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        const SandboxRecord a = makeRecord(QStringLiteral("id-a"), QStringLiteral("alpha"));
        SandboxRecord b = makeRecord(QStringLiteral("id-b"), QStringLiteral("beta"), SandboxState::Stopped);
        b.createdAt = a.createdAt.addSecs(60);
        b.networkMode = NetworkMode::None;
        b.steps.clear();
        QVERIFY(await(store->saveSandbox(a)).ok());
        QVERIFY(await(store->saveSandbox(b)).ok());

        auto byId = await(store->findSandbox(QStringLiteral("id-a")));
        QVERIFY2(byId.ok(), qPrintable(byId.errorMessage()));
        QVERIFY(byId->has_value());
        compareRecords(**byId, a);
        if (QTest::currentTestFailed())
            return;

        auto byName = await(store->findSandbox(QStringLiteral("beta")));
        QVERIFY2(byName.ok(), qPrintable(byName.errorMessage()));
        QVERIFY(byName->has_value());
        compareRecords(**byName, b);
        if (QTest::currentTestFailed())
            return;

        auto missing = await(store->findSandbox(QStringLiteral("gamma")));
        QVERIFY(missing.ok());
        QVERIFY(!missing->has_value());

        auto list = await(store->sandboxes());
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 2);
        QCOMPARE(list->at(0).id, QStringLiteral("id-a")); // oldest first
        QCOMPARE(list->at(1).id, QStringLiteral("id-b"));
        QCOMPARE(list->at(0).steps.size(), 3);

        QCOMPARE(await(store->nameInUse(QStringLiteral("alpha"))).value(), true);
        QCOMPARE(await(store->nameInUse(QStringLiteral("Alpha"))).value(), false);
        QCOMPARE(await(store->nameInUse(QStringLiteral("gamma"))).value(), false);
    }

    void saveUpdatesInPlace()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        SandboxRecord r = makeRecord(QStringLiteral("id-u"), QStringLiteral("upd"), SandboxState::Creating);
        QVERIFY(await(store->saveSandbox(r)).ok());
        const QDateTime firstCreated = r.createdAt;
        r.state = SandboxState::Running;
        r.containerId = QStringLiteral("new-container");
        r.steps = {{QStringLiteral("total"), 999, true, QString()}};
        r.createdAt = utcMs(0); // creation time is set once
        QVERIFY(await(store->saveSandbox(r)).ok());

        auto list = await(store->sandboxes(true));
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 1);
        const SandboxRecord got = list->first();
        QCOMPARE(got.state, SandboxState::Running);
        QCOMPARE(got.containerId, QStringLiteral("new-container"));
        QCOMPARE(got.steps.size(), 1); // steps are replaced, not appended
        QCOMPARE(got.steps.at(0).step, QStringLiteral("total"));
        QCOMPARE(got.createdAt.toMSecsSinceEpoch(), firstCreated.toMSecsSinceEpoch());
    }

    void theNetworkIsKeptAtCreationAndChangedOnlyOnPurpose()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        // A fork is saved with its source's policy, rules and mock server: all three are kept.
        SandboxRecord r = makeRecord(QStringLiteral("id-n"), QStringLiteral("net"), SandboxState::Creating);
        r.networkMode = NetworkMode::Gateway;
        r.networkPolicy = NetworkPolicy::Allowlist;
        r.networkAllow = {{QStringLiteral("pypi.org"), 443, QStringLiteral("pypi"), false},
                          {QStringLiteral("api.example.com"), 0, QString(), true}};
        r.networkMockServer =
            MockServer{QStringLiteral("WireMock"),
                       QStringLiteral("127.0.1.1"),
                       8080,
                       {QStringLiteral("s3.example.test"), QStringLiteral("sqs.example.test")},
                       QStringLiteral("wiremock/wiremock:3.13.2"),
                       {QStringLiteral("--verbose"), QStringLiteral("--port"), QStringLiteral("8080")}};
        QVERIFY(await(store->saveSandbox(r)).ok());
        auto found = await(store->findSandbox(r.id));
        QVERIFY(found && found->has_value());
        QCOMPARE((*found)->networkPolicy, NetworkPolicy::Allowlist);
        QCOMPARE((*found)->networkAllow, r.networkAllow);
        QVERIFY((*found)->networkMockServer == r.networkMockServer);

        // Saving a record read before a change does not undo the change.
        const Status changed = await(store->setNetworkPolicy(r.id, NetworkPolicy::MocksOnly, {}, std::nullopt));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        r.state = SandboxState::Running;
        QVERIFY(await(store->saveSandbox(r)).ok());
        found = await(store->findSandbox(r.id));
        QVERIFY(found && found->has_value());
        QCOMPARE((*found)->state, SandboxState::Running);
        QCOMPARE((*found)->networkPolicy, NetworkPolicy::MocksOnly);
        QVERIFY((*found)->networkAllow.isEmpty());
        QVERIFY(!(*found)->networkMockServer);
    }

    void duplicateLiveNameIsConflict()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("one"), QStringLiteral("same")))).ok());
        Status second = await(
            store->saveSandbox(makeRecord(QStringLiteral("two"), QStringLiteral("same"), SandboxState::Creating)));
        QVERIFY(!second.ok());
        QCOMPARE(second.error().kind, Error::Kind::Conflict);
        QVERIFY2(second.errorMessage().contains(QLatin1String("\"same\"")), qPrintable(second.errorMessage()));
        auto two = await(store->findSandbox(QStringLiteral("two")));
        QVERIFY(two.ok());
        QVERIFY2(!two->has_value(), "a refused save must leave nothing behind");

        // Renaming an existing sandbox onto a live name is refused the same way.
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("three"), QStringLiteral("other")))).ok());
        Status rename = await(store->saveSandbox(makeRecord(QStringLiteral("three"), QStringLiteral("same"))));
        QVERIFY(!rename.ok());
        QCOMPARE(rename.error().kind, Error::Kind::Conflict);
        auto three = await(store->findSandbox(QStringLiteral("three")));
        QVERIFY(three.ok() && three->has_value());
        QCOMPARE((*three)->name, QStringLiteral("other"));
    }

    void destroyingHoldsItsName()
    {
        // A teardown cut short is finished later; until then its name is not free.
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(
                          makeRecord(QStringLiteral("going"), QStringLiteral("held"), SandboxState::Destroying)))
                    .ok());
        QCOMPARE(await(store->nameInUse(QStringLiteral("held"))).value(), true);
        Status second = await(store->saveSandbox(makeRecord(QStringLiteral("again"), QStringLiteral("held"))));
        QVERIFY(!second.ok());
        QCOMPARE(second.error().kind, Error::Kind::Conflict);
        auto found = await(store->findSandbox(QStringLiteral("going")));
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE((*found)->state, SandboxState::Destroying);
    }

    void migratesFromSchemaThreeToTheDestroyingJournal()
    {
        {
            RawDatabase raw(dbPath());
            QSqlDatabase db = raw.db();
            QVERIFY(migrate(db, 3).ok());
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(
                          makeRecord(QStringLiteral("going"), QStringLiteral("held"), SandboxState::Destroying)))
                    .ok());
        QCOMPARE(await(store->saveSandbox(makeRecord(QStringLiteral("again"), QStringLiteral("held")))).error().kind,
                 Error::Kind::Conflict);
    }

    void migrationsRunAgainChangeNothing()
    {
        // A database whose objects exist but whose recorded version is older (a step interrupted
        // outside a transaction by an older build, or a copied file) upgrades without an error.
        {
            auto store = openStore(dbPath());
            QVERIFY(store);
            QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("kept"), QStringLiteral("kept")))).ok());
        }
        QString storeId;
        {
            RawDatabase raw(dbPath());
            storeId = raw.scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'store_id'")).toString();
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 0")));
            QSqlDatabase db = raw.db();
            Status again = migrate(db);
            QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
            QCOMPARE(schemaVersion(db).value(), latestSchemaVersion());
            QCOMPARE(raw.scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'store_id'")).toString(), storeId);
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->findSandbox(QStringLiteral("kept")))->has_value());
    }

    void destroyedNameCanBeReused()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(
                          makeRecord(QStringLiteral("old"), QStringLiteral("reuse"), SandboxState::Destroyed)))
                    .ok());
        QCOMPARE(await(store->nameInUse(QStringLiteral("reuse"))).value(), false);
        auto byName = await(store->findSandbox(QStringLiteral("reuse")));
        QVERIFY(byName.ok());
        QVERIFY2(!byName->has_value(), "a destroyed sandbox is not found by name");
        QVERIFY(await(store->findSandbox(QStringLiteral("old")))->has_value()); // but still by id

        Status reuse = await(store->saveSandbox(makeRecord(QStringLiteral("new"), QStringLiteral("reuse"))));
        QVERIFY2(reuse.ok(), qPrintable(reuse.errorMessage()));
        // Several destroyed sandboxes may share a name too.
        QVERIFY(await(store->saveSandbox(
                          makeRecord(QStringLiteral("older"), QStringLiteral("reuse"), SandboxState::Destroyed)))
                    .ok());

        byName = await(store->findSandbox(QStringLiteral("reuse")));
        QVERIFY(byName.ok() && byName->has_value());
        QCOMPARE((*byName)->id, QStringLiteral("new"));
        QCOMPARE(await(store->nameInUse(QStringLiteral("reuse"))).value(), true);

        auto live = await(store->sandboxes(false));
        QVERIFY(live.ok());
        QCOMPARE(live->size(), 1);
        QCOMPARE(live->first().id, QStringLiteral("new"));
        auto all = await(store->sandboxes(true));
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 3);
    }

    void idMatchWinsOverNameMatch()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("alpha"), QStringLiteral("first")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("zzz"), QStringLiteral("alpha")))).ok());
        auto found = await(store->findSandbox(QStringLiteral("alpha")));
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE((*found)->id, QStringLiteral("alpha"));
    }

    void runsNewestFirst()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("runs")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("other"), QStringLiteral("other")))).ok());
        QList<qint64> ids;
        for (int i = 0; i < 5; ++i) {
            RunRecord run;
            run.sandboxId = QStringLiteral("sb");
            run.command = QStringLiteral("make test-%1").arg(i);
            run.startedAt = utcMs(1717750000000 + i * 1000);
            run.durationMs = 100 + i;
            run.exitCode = i == 3 ? 2 : 0;
            run.canceled = i == 4;
            run.workspaceLimitReached = i == 2;
            auto id = await(store->addRun(run));
            QVERIFY2(id.ok(), qPrintable(id.errorMessage()));
            QVERIFY(*id > 0);
            if (!ids.isEmpty())
                QVERIFY(*id > ids.last());
            ids << *id;
        }
        RunRecord foreign;
        foreign.sandboxId = QStringLiteral("other");
        foreign.command = QStringLiteral("ls");
        foreign.startedAt = utcMs(1717750009000);
        QVERIFY(await(store->addRun(foreign)).ok());

        auto runs = await(store->runs(QStringLiteral("sb")));
        QVERIFY2(runs.ok(), qPrintable(runs.errorMessage()));
        QCOMPARE(runs->size(), 5);
        for (int i = 0; i < 5; ++i) {
            const RunRecord &r = runs->at(i);
            const int n = 4 - i; // newest first
            QCOMPARE(r.id, ids.at(n));
            QCOMPARE(r.sandboxId, QStringLiteral("sb"));
            QCOMPARE(r.command, QStringLiteral("make test-%1").arg(n));
            QCOMPARE(r.startedAt.toMSecsSinceEpoch(), 1717750000000 + n * 1000);
            QCOMPARE(r.durationMs, qint64(100 + n));
            QCOMPARE(r.exitCode, n == 3 ? 2 : 0);
            QCOMPARE(r.canceled, n == 4);
            QCOMPARE(r.workspaceLimitReached, n == 2);
        }
        auto limited = await(store->runs(QStringLiteral("sb"), 2));
        QVERIFY(limited.ok());
        QCOMPARE(limited->size(), 2);
        QCOMPARE(limited->at(0).id, ids.at(4));
        QCOMPARE(limited->at(1).id, ids.at(3));
    }

    // The activity log: runs (with who ran them, where, and how much they printed) and the other
    // entries in one list, newest first, per sandbox or all; an entry that goes on (a terminal)
    // is finished later; the stamp moves with every change.
    void activityMergesRunsAndEntries()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("act")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("other"), QStringLiteral("other")))).ok());
        const QString emptyStamp = *await(store->activityStamp());
        RunRecord run;
        run.sandboxId = QStringLiteral("sb");
        run.command = QStringLiteral("make");
        run.startedAt = utcMs(1717750001000);
        run.exitCode = 2;
        run.origin = kOriginMcp;
        run.workingDir = QStringLiteral("src");
        run.outputBytes = 1234;
        auto runId = await(store->addRun(run));
        QVERIFY(runId.ok());
        RunRecord plain; // no origin, no folder: the window's defaults before this was recorded
        plain.sandboxId = QStringLiteral("sb");
        plain.command = QStringLiteral("ls");
        plain.startedAt = utcMs(1717750000000);
        plain.exitCode = 0;
        QVERIFY(await(store->addRun(plain)).ok());
        ActivityRecord write;
        write.sandboxId = QStringLiteral("sb");
        write.startedAt = utcMs(1717750002000);
        write.origin = kOriginMcp;
        write.kind = kActivityWrite;
        write.target = QByteArray("notes/\xff.txt"); // bytes as the file system names them
        write.bytes = 15;
        auto writeId = await(store->addActivity(write));
        QVERIFY2(writeId.ok(), qPrintable(writeId.errorMessage()));
        const QString afterWrite = *await(store->activityStamp());
        QVERIFY(afterWrite != emptyStamp);
        ActivityRecord terminal;
        terminal.sandboxId = QStringLiteral("sb");
        terminal.startedAt = utcMs(1717750003000);
        terminal.origin = kOriginWindow;
        terminal.kind = kActivityTerminal;
        terminal.target = QByteArray("/bin/sh");
        terminal.ended = false;
        auto terminalId = await(store->addActivity(terminal));
        QVERIFY(terminalId.ok());
        ActivityRecord elsewhere = write;
        elsewhere.sandboxId = QStringLiteral("other");
        QVERIFY(await(store->addActivity(elsewhere)).ok());

        auto log = await(store->activity(QStringLiteral("sb")));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        QCOMPARE(log->size(), 4);
        QCOMPARE(log->at(0).kind, kActivityTerminal);
        QCOMPARE(log->at(0).ended, false);
        QCOMPARE(log->at(1).kind, kActivityWrite);
        QCOMPARE(log->at(1).target, QByteArray("notes/\xff.txt"));
        QCOMPARE(log->at(1).bytes, qint64(15));
        QCOMPARE(log->at(2).kind, QStringLiteral("command"));
        QCOMPARE(log->at(2).id, *runId);
        QCOMPARE(log->at(2).runId, *runId);
        QCOMPARE(log->at(1).runId, qint64(0));
        QCOMPARE(log->at(2).origin, kOriginMcp);
        QCOMPARE(log->at(2).exitCode.value_or(-1), 2);
        QCOMPARE(log->at(2).ok, false);
        QCOMPARE(log->at(2).bytes, qint64(1234));
        QCOMPARE(log->at(2).detail, QStringLiteral("src"));
        QCOMPARE(log->at(3).target, QByteArray("ls"));
        QCOMPARE(log->at(3).ok, true);
        auto runs = await(store->runs(QStringLiteral("sb")));
        QCOMPARE(runs->at(1).origin, kOriginMcp);
        QCOMPARE(runs->at(1).workingDir, QStringLiteral("src"));
        QCOMPARE(runs->at(1).outputBytes, qint64(1234));
        QCOMPARE(await(store->activity(QString()))->size(), 5);
        QCOMPARE(await(store->activity(QStringLiteral("sb"), 2))->size(), 2);

        terminal.id = *terminalId;
        terminal.durationMs = 4200;
        terminal.exitCode = 0;
        terminal.bytes = 99;
        QVERIFY(await(store->finishActivity(terminal)).ok());
        QVERIFY(*await(store->activityStamp()) != afterWrite);
        auto finished = await(store->activity(QStringLiteral("sb"), 1));
        QCOMPARE(finished->at(0).ended, true);
        QCOMPARE(finished->at(0).durationMs, qint64(4200));
        QCOMPARE(finished->at(0).exitCode.value_or(-1), 0);
    }

    // A command shows in the log while it runs and its run replaces it in one write; an entry whose
    // process is gone (its lock on live/<owner>.lock free) is marked interrupted by the next reader,
    // and the change stamp moves so that watchers see it.
    void liveEntriesEndWithTheirProcess()
    {
        auto reader = openStore(dbPath());
        QVERIFY(reader);
        QVERIFY(await(reader->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("live")))).ok());
        auto writer = openStore(dbPath());
        QVERIFY(writer);
        ActivityRecord live;
        live.sandboxId = QStringLiteral("sb");
        live.startedAt = utcMs(1717750001000);
        live.origin = kOriginCli;
        live.kind = kActivityCommand;
        live.target = "make test";
        live.detail = QStringLiteral("src");
        live.ended = false;
        auto liveId = await(writer->addActivity(live));
        QVERIFY2(liveId.ok(), qPrintable(liveId.errorMessage()));
        QVERIFY(QFileInfo(QFileInfo(dbPath()).absolutePath() + QStringLiteral("/live")).isDir());

        auto log = await(reader->activity(QStringLiteral("sb")));
        QVERIFY(log.ok());
        QCOMPARE(log->size(), 1);
        QCOMPARE(log->at(0).ended, false); // its process (the writer) is still there
        QCOMPARE(log->at(0).runId, qint64(0));

        RunRecord run;
        run.sandboxId = QStringLiteral("sb");
        run.command = QStringLiteral("make test");
        run.startedAt = live.startedAt;
        run.exitCode = 0;
        auto runId = await(writer->addRun(run, *liveId));
        QVERIFY(runId.ok());
        log = await(reader->activity(QStringLiteral("sb")));
        QCOMPARE(log->size(), 1);
        QCOMPARE(log->at(0).runId, *runId);
        QCOMPARE(log->at(0).ended, true);

        // The writer goes with a command and a terminal session still going on.
        live.startedAt = utcMs(1717750002000);
        QVERIFY(await(writer->addActivity(live)).ok());
        ActivityRecord terminal = live;
        terminal.kind = kActivityTerminal;
        terminal.startedAt = utcMs(1717750003000);
        QVERIFY(await(writer->addActivity(terminal)).ok());
        const QString before = *await(reader->activityStamp());
        QCOMPARE(await(reader->activity(QStringLiteral("sb")))->at(0).ended, false);
        writer.reset();
        const QString after = *await(reader->activityStamp());
        QVERIFY(after != before);
        log = await(reader->activity(QStringLiteral("sb")));
        QCOMPARE(log->size(), 3);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(log->at(i).ended, true);
            QCOMPARE(log->at(i).ok, false);
            QCOMPARE(log->at(i).detail, QStringLiteral("interrupted"));
        }
        QCOMPARE(*await(reader->activityStamp()), after);
        QCOMPARE(QDir(QFileInfo(dbPath()).absolutePath() + QStringLiteral("/live")).entryList(QDir::Files).size(), 0);

        // The reader's own entries going on are never taken for a dead process's.
        live.startedAt = utcMs(1717750004000);
        QVERIFY(await(reader->addActivity(live)).ok());
        QCOMPARE(await(reader->activity(QStringLiteral("sb")))->at(0).ended, false);
    }

    // A sandbox's snapshot settings: the defaults until set, then what was set, for that sandbox
    // alone; gone with the sandbox's row.
    void snapshotPoliciesRoundTrip()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("pol")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("other"), QStringLiteral("other")))).ok());
        auto defaults = await(store->snapshotPolicy(QStringLiteral("sb")));
        QVERIFY2(defaults.ok(), qPrintable(defaults.errorMessage()));
        QCOMPARE(*defaults, SnapshotPolicy{});
        SnapshotPolicy set;
        set.keepAutomatic = 3;
        set.excluded = {QStringLiteral("node_modules"), QStringLiteral("naïve \"quoted\"/dir")};
        QVERIFY(await(store->setSnapshotPolicy(QStringLiteral("sb"), set)).ok());
        // Saving the sandbox's record again leaves its policy alone.
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("pol")))).ok());
        auto read = await(store->snapshotPolicy(QStringLiteral("sb")));
        QVERIFY(read.ok());
        QCOMPARE(*read, set);
        auto other = await(store->snapshotPolicy(QStringLiteral("other")));
        QVERIFY(other.ok());
        QCOMPARE(*other, SnapshotPolicy{});
        QVERIFY(await(store->deleteSandbox(QStringLiteral("sb"))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("pol")))).ok());
        auto fresh = await(store->snapshotPolicy(QStringLiteral("sb")));
        QVERIFY(fresh.ok());
        QCOMPARE(*fresh, SnapshotPolicy{});
    }

    void snapshotsRoundTripNewestFirstWithTheirRuns()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("snaps")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("other"), QStringLiteral("other")))).ok());
        QList<qint64> ids;
        for (int i = 0; i < 3; ++i) {
            SnapshotRecord s;
            s.sandboxId = QStringLiteral("sb");
            s.createdAt = utcMs(1717750000000 + i * 1000);
            s.trigger = i == 2 ? SnapshotTrigger::Manual : SnapshotTrigger::Command;
            s.label = i == 2 ? QStringLiteral("tests pass") : QString();
            s.command = i == 2 ? QString() : QStringLiteral("make step-%1").arg(i);
            s.workspaceCommit = QString(40, QChar(u'a' + i));
            s.containerImage = i == 1 ? QStringLiteral("sha256:feed") : QStringLiteral("starter:1");
            s.systemChanged = i == 1;
            s.systemChanges = i;
            s.systemSignature = QStringLiteral("sig-%1").arg(i);
            s.files = 10 + i;
            s.bytes = 1000 + i;
            s.filesRead = i;
            s.filesChanged = 2 * i;
            s.knownGood = i == 1;
            s.captureMs = 7 + i;
            if (i == 1)
                s.leftOut = {1, 2, 3, 4, 5};
            auto added = await(store->addSnapshot(s));
            QVERIFY2(added.ok(), qPrintable(added.errorMessage()));
            ids << added->id;
        }
        SnapshotRecord foreign;
        foreign.sandboxId = QStringLiteral("other");
        foreign.workspaceCommit = QString(40, u'f');
        auto foreignId = await(store->addSnapshot(foreign));
        QVERIFY(foreignId.ok());

        // The first snapshot's command ends as a run with exit code 3.
        RunRecord run;
        run.sandboxId = QStringLiteral("sb");
        run.command = QStringLiteral("make step-0");
        run.startedAt = utcMs(1717750000500);
        run.exitCode = 3;
        // The run and the snapshot it followed are recorded in one write.
        run.snapshotId = ids.at(0);
        auto runId = await(store->addRun(run));
        QVERIFY(runId.ok());
        // A snapshot of another sandbox is never linked to this one's run.
        RunRecord stray = run;
        stray.snapshotId = foreignId->id;
        QVERIFY(await(store->addRun(stray)).ok());
        auto foreignAfter = await(store->snapshots(QStringLiteral("other")));
        QVERIFY(foreignAfter.ok() && foreignAfter->size() == 1);
        QCOMPARE(foreignAfter->first().runId, qint64(0));

        auto list = await(store->snapshots(QStringLiteral("sb")));
        QVERIFY2(list.ok(), qPrintable(list.errorMessage()));
        QCOMPARE(list->size(), 3);
        for (int n = 0; n < 3; ++n) {
            const SnapshotRecord &s = list->at(2 - n); // newest first
            QCOMPARE(s.id, ids.at(n));
            QCOMPARE(s.sandboxId, QStringLiteral("sb"));
            QCOMPARE(s.createdAt.toMSecsSinceEpoch(), 1717750000000 + n * 1000);
            QCOMPARE(s.trigger, n == 2 ? SnapshotTrigger::Manual : SnapshotTrigger::Command);
            QCOMPARE(s.label, n == 2 ? QStringLiteral("tests pass") : QString());
            QCOMPARE(s.workspaceCommit, QString(40, QChar(u'a' + n)));
            QCOMPARE(s.containerImage, n == 1 ? QStringLiteral("sha256:feed") : QStringLiteral("starter:1"));
            QCOMPARE(s.systemChanged, n == 1);
            QCOMPARE(s.systemChanges, n);
            QCOMPARE(s.systemSignature, QStringLiteral("sig-%1").arg(n));
            QCOMPARE(s.files, qint64(10 + n));
            QCOMPARE(s.bytes, qint64(1000 + n));
            QCOMPARE(s.filesChanged, qint64(2 * n));
            QCOMPARE(s.knownGood, n == 1);
            QCOMPARE(s.captureMs, qint64(7 + n));
            const SnapshotLeftOut expectedLeftOut = n == 1 ? SnapshotLeftOut{1, 2, 3, 4, 5} : SnapshotLeftOut();
            QVERIFY(s.leftOut == expectedLeftOut);
            QCOMPARE(s.automatic(), n != 2);
            QCOMPARE(s.runId, n == 0 ? *runId : 0);
            QCOMPARE(s.exitCode.has_value(), n == 0);
        }
        QCOMPARE(list->last().exitCode.value_or(-1), 3);

        auto one = await(store->findSnapshot(QStringLiteral("sb"), ids.at(1)));
        QVERIFY(one.ok() && one->has_value());
        QCOMPARE((*one)->systemSignature, QStringLiteral("sig-1"));
        auto wrongSandbox = await(store->findSnapshot(QStringLiteral("other"), ids.at(1)));
        QVERIFY(wrongSandbox.ok());
        QVERIFY2(!wrongSandbox->has_value(), "a snapshot is found only under its own sandbox");

        QVERIFY(await(store->setSnapshotLabel(ids.at(0), QStringLiteral("  "))).ok());
        QVERIFY(await(store->deleteSnapshots(QStringLiteral("sb"), {ids.at(1)})).ok());
        list = await(store->snapshots(QStringLiteral("sb")));
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 2);
        QVERIFY(await(store->deleteAllSnapshots(QStringLiteral("sb"))).ok());
        list = await(store->snapshots(QStringLiteral("sb")));
        QVERIFY(list.ok());
        QVERIFY(list->isEmpty());
        auto others = await(store->snapshots(QStringLiteral("other")));
        QVERIFY(others.ok());
        QCOMPARE(others->size(), 1);
    }

    void mockSetsAreNamedBySnapshotsAndPrunedWhenNoneDoes()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        const QString sb = QStringLiteral("mocked");
        QVERIFY(await(store->saveSandbox(makeRecord(sb, sb))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("other"), QStringLiteral("other")))).ok());
        const auto snapshot = [&]() -> SnapshotRecord {
            SnapshotRecord s;
            s.sandboxId = sb;
            s.workspaceCommit = QString(40, u'c');
            auto added = await(store->addSnapshot(s));
            if (!added)
                return {};
            // As recorded, and as read back.
            auto found = await(store->findSnapshot(sb, added->id))->value();
            return found.mockSet == added->mockSet ? found : SnapshotRecord{};
        };
        const auto mappings = [](const char *name) {
            return QByteArray("{\"mappings\":[{\"name\":\"") + name + "\"}]}";
        };

        // No mocks kept yet: an empty set with id 0, and a snapshot that names it.
        auto none = await(store->currentMockSet(sb));
        QVERIFY(none.ok());
        QCOMPARE(none->id, 0);
        QCOMPARE(QJsonDocument::fromJson(none->mappings).object().value(QLatin1String("mappings")).toArray().size(), 0);
        const SnapshotRecord before = snapshot();
        QCOMPARE(before.mockSet, std::optional<qint64>(0));

        auto first = await(store->addMockSet(sb, mappings("first")));
        QVERIFY2(first.ok(), qPrintable(first.errorMessage()));
        QVERIFY(*first > 0);
        const SnapshotRecord withFirst = snapshot();
        QCOMPARE(withFirst.mockSet, std::optional<qint64>(*first));
        auto second = await(store->addMockSet(sb, mappings("second")));
        QVERIFY(second.ok());
        auto third = await(store->addMockSet(sb, mappings("third")));
        QVERIFY(third.ok());
        // Another sandbox's mocks are its own.
        auto foreign = await(store->addMockSet(QStringLiteral("other"), mappings("foreign")));
        QVERIFY(foreign.ok());

        auto current = await(store->currentMockSet(sb));
        QVERIFY(current.ok());
        QCOMPARE(current->id, *third);
        QCOMPARE(current->mappings, mappings("third"));
        // The set a snapshot names stays; one nobody names (second) went when third came.
        QCOMPARE(await(store->mockSet(sb, *first))->mappings, mappings("first"));
        auto gone = await(store->mockSet(sb, *second));
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().kind, Error::Kind::NotFound);
        QVERIFY(!await(store->mockSet(sb, *foreign)).ok()); // not this sandbox's
        QCOMPARE(await(store->mockSet(sb, 0))->mappings, QByteArray("{\"mappings\":[]}"));

        // Forgetting the snapshot lets its set go; the newest stays.
        QVERIFY(await(store->deleteSnapshots(sb, {withFirst.id})).ok());
        QVERIFY(!await(store->mockSet(sb, *first)).ok());
        QCOMPARE(await(store->currentMockSet(sb))->id, *third);
        QCOMPARE(await(store->currentMockSet(QStringLiteral("other")))->mappings, mappings("foreign"));

        // A snapshot taken before Shadowbox kept mocks names none (NULL): restores leave them be.
        RawDatabase raw(dbPath());
        QVERIFY(raw.exec(QStringLiteral("UPDATE snapshots SET mock_set = NULL WHERE id = %1").arg(before.id)));
        QCOMPARE(await(store->findSnapshot(sb, before.id))->value().mockSet, std::nullopt);

        // The sandbox's row going takes its mocks.
        QVERIFY(await(store->deleteSandbox(sb)).ok());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM mock_sets WHERE sandbox_id = 'mocked'")).toInt(), 0);
    }

    void restoreJournalSurvivesReopening()
    {
        {
            auto store = openStore(dbPath());
            QVERIFY(store);
            QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("sb"), QStringLiteral("journal")))).ok());
            QVERIFY(await(store->beginRestore({QStringLiteral("sb"), 42, utcMs(1717750000000)})).ok());
            // Beginning again (a restore started over) replaces the row rather than adding one.
            QVERIFY(await(store->beginRestore({QStringLiteral("sb"), 43, utcMs(1717750001000)})).ok());
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto open = await(store->unfinishedRestores());
        QVERIFY2(open.ok(), qPrintable(open.errorMessage()));
        QCOMPARE(open->size(), 1);
        QCOMPARE(open->first().sandboxId, QStringLiteral("sb"));
        QCOMPARE(open->first().snapshotId, qint64(43));
        QVERIFY(await(store->endRestore(QStringLiteral("sb"))).ok());
        open = await(store->unfinishedRestores());
        QVERIFY(open.ok());
        QVERIFY(open->isEmpty());
    }

    void sandboxKeepsItsContainerImageAndBaseline()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        SandboxRecord r = makeRecord(QStringLiteral("sb"), QStringLiteral("restored"));
        r.containerImage = QStringLiteral("sha256:beef");
        r.systemBaseline = QStringLiteral("abc123");
        QVERIFY(await(store->saveSandbox(r)).ok());
        auto found = await(store->findSandbox(QStringLiteral("sb")));
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE((*found)->containerImage, QStringLiteral("sha256:beef"));
        QCOMPARE((*found)->systemBaseline, QStringLiteral("abc123"));
        QCOMPARE((*found)->currentImage(), QStringLiteral("sha256:beef"));
    }

    void aForkKeepsWhereItCameFrom()
    {
        {
            // A sandbox made before forks (schema 6) is made from a repository.
            RawDatabase raw(dbPath());
            QSqlDatabase db = raw.db();
            QVERIFY(migrate(db, 6).ok());
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO sandboxes (id, name, state, repository, image, engine_endpoint, workspace,"
                " memory_bytes, cpus, pids_limit, stop_timeout, created_at, updated_at) VALUES ('v6', 'six',"
                " 'running', '/src/six', 'alpine:3', 'unix:///x.sock', '/ws/v6', 536870912, 1.0, 64, 10,"
                " '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z')")));
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto old = await(store->findSandbox(QStringLiteral("v6")));
        QVERIFY(old && old->has_value());
        QVERIFY(!(*old)->isFork());
        QCOMPARE((*old)->forkedFromSnapshot, qint64(0));

        SandboxRecord r = makeRecord(QStringLiteral("fk"), QStringLiteral("six-fork"));
        r.forkedFrom = QStringLiteral("v6");
        r.forkedFromName = QStringLiteral("six");
        r.forkedFromSnapshot = 12;
        QVERIFY(await(store->saveSandbox(r)).ok());
        auto found = await(store->findSandbox(QStringLiteral("six-fork")));
        QVERIFY(found.ok() && found->has_value());
        QVERIFY((*found)->isFork());
        QCOMPARE((*found)->forkedFrom, QStringLiteral("v6"));
        QCOMPARE((*found)->forkedFromName, QStringLiteral("six"));
        QCOMPARE((*found)->forkedFromSnapshot, qint64(12));
        // Kept once the source is gone.
        QVERIFY(await(store->deleteSandbox(QStringLiteral("v6"))).ok());
        found = await(store->findSandbox(QStringLiteral("fk")));
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE((*found)->forkedFromName, QStringLiteral("six"));
    }

    void runForUnknownSandboxRefused()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        RunRecord run;
        run.sandboxId = QStringLiteral("no-such-sandbox");
        run.command = QStringLiteral("true");
        run.startedAt = utcMs(0);
        auto id = await(store->addRun(run));
        QVERIFY2(!id.ok(), "foreign keys are enforced");
        QCOMPARE(id.error().kind, Error::Kind::Io);
    }

    void deleteCascades()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("gone"), QStringLiteral("gone")))).ok());
        QVERIFY(await(store->saveSandbox(makeRecord(QStringLiteral("kept"), QStringLiteral("kept")))).ok());
        for (const QString &id : {QStringLiteral("gone"), QStringLiteral("kept")}) {
            RunRecord run;
            run.sandboxId = id;
            run.command = QStringLiteral("echo");
            run.startedAt = utcMs(5);
            QVERIFY(await(store->addRun(run)).ok());
        }
        QVERIFY(await(store->deleteSandbox(QStringLiteral("gone"))).ok());
        QVERIFY(!await(store->findSandbox(QStringLiteral("gone")))->has_value());
        QCOMPARE(await(store->runs(QStringLiteral("gone")))->size(), 0);
        QCOMPARE(await(store->runs(QStringLiteral("kept")))->size(), 1);

        RawDatabase raw(dbPath());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sandbox_steps WHERE sandbox_id = 'gone'")).toInt(), 0);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM runs WHERE sandbox_id = 'gone'")).toInt(), 0);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sandbox_steps WHERE sandbox_id = 'kept'")).toInt(), 3);
        // Deleting what is not there is not an error.
        QVERIFY(await(store->deleteSandbox(QStringLiteral("never-existed"))).ok());
    }

    void blockingResultWhileStoreIsBusy()
    {
        // SandboxManager waits with future.result() on its worker threads. Waiting must not make the
        // job run on the waiting thread: the SQLite connection belongs to the Store's own thread.
        auto store = openStore(dbPath());
        QVERIFY(store);
        SandboxRecord big = makeRecord(QStringLiteral("big"), QStringLiteral("big"));
        big.steps.clear();
        for (int i = 0; i < 20000; ++i)
            big.steps.append({QStringLiteral("step-%1").arg(i), i, true, QString()});
        QFuture<Status> slow = store->saveSandbox(big); // keeps the Store's thread busy for a while
        QFuture<Status> quick = store->saveSandbox(makeRecord(QStringLiteral("small"), QStringLiteral("small")));
        QFuture<Result<bool>> lookup = store->nameInUse(QStringLiteral("big"));
        const Status quickResult = quick.result();
        const Result<bool> lookupResult = lookup.result();
        // Jobs run in the order they were queued, on the Store's thread: the quick ones wait.
        QVERIFY(slow.isFinished());
        QVERIFY2(quickResult.ok(), qPrintable(quickResult.errorMessage()));
        QVERIFY2(lookupResult.ok(), qPrintable(lookupResult.errorMessage()));
        QCOMPARE(*lookupResult, true); // queued after the big save, so it must see it
        QVERIFY(await(slow).ok());
        auto list = await(store->sandboxes());
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 2);
    }

    void minimalRecordSaves()
    {
        // Only what identifies a sandbox: every other field keeps its default.
        auto store = openStore(dbPath());
        QVERIFY(store);
        SandboxRecord r;
        r.id = QStringLiteral("minimal");
        r.name = QStringLiteral("minimal");
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        Status s = await(store->saveSandbox(r));
        if (!s.ok()) {
            // Refusing is acceptable too, but as bad input, not as a database or disk problem.
            QVERIFY2(s.error().kind == Error::Kind::InvalidInput, qPrintable(s.errorMessage()));
            QVERIFY2(!s.errorMessage().contains(QLatin1String("disk")), qPrintable(s.errorMessage()));
            return;
        }
        auto found = await(store->findSandbox(QStringLiteral("minimal")));
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE((*found)->state, SandboxState::Creating);
        QVERIFY((*found)->repository.isEmpty());
        QCOMPARE((*found)->limits.pids, SandboxLimits{}.pids);
        QVERIFY2((*found)->createdAt.isValid() && (*found)->createdAt >= before,
                 "a record saved without a creation time gets the time it was first saved");
    }

    void blockingResultFromManyThreads()
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        std::atomic<int> failures{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 25; ++i) {
                    const QString id = QStringLiteral("t%1-%2").arg(t).arg(i);
                    if (!store->saveSandbox(makeRecord(id, id)).result())
                        ++failures;
                    if (!store->findSandbox(id).result().ok())
                        ++failures;
                }
            });
        }
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(failures.load(), 0);
        auto list = await(store->sandboxes());
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 100);
    }

    void destroyingStoreFinishesQueuedWrites()
    {
        {
            auto store = openStore(dbPath());
            QVERIFY(store);
            for (int i = 0; i < 50; ++i)
                (void)store->saveSandbox(makeRecord(QStringLiteral("late-%1").arg(i), QStringLiteral("late%1").arg(i)));
        } // the Store goes away with writes still queued
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto list = await(store->sandboxes());
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 50);
    }

    void firstOpenByManyProcessesAtOnce()
    {
        // The window, the command line and an agent's MCP server may all open a fresh data folder at
        // the same moment. Every one of them must succeed, and all must agree on one database.
        constexpr int kRounds = 20;
        constexpr int kProcesses = 8;
        QStringList failures;
        for (int round = 0; round < kRounds; ++round) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("data/shadowbox.db"));
            const qint64 startAt = QDateTime::currentMSecsSinceEpoch() + 400;
            std::vector<std::unique_ptr<QProcess>> children;
            for (int i = 0; i < kProcesses; ++i) {
                auto child = std::make_unique<QProcess>();
                QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
                env.insert(QString::fromLatin1(kChildModeVariable), QStringLiteral("open"));
                env.insert(QString::fromLatin1(kChildDatabaseVariable), path);
                env.insert(QString::fromLatin1(kChildStartAtVariable), QString::number(startAt));
                child->setProcessEnvironment(env);
                child->start(QCoreApplication::applicationFilePath(), {});
                children.push_back(std::move(child));
            }
            QSet<QByteArray> storeIds;
            for (auto &child : children) {
                QVERIFY(child->waitForFinished(30'000));
                const QByteArray out = child->readAllStandardOutput().trimmed();
                if (child->exitCode() != 0 || !out.startsWith("opened "))
                    failures << QStringLiteral("round %1: %2").arg(round).arg(QString::fromUtf8(out));
                else
                    storeIds.insert(out.mid(7));
            }
            QVERIFY2(storeIds.size() <= 1, "the processes disagree on the database's id");
            RawDatabase raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), latestSchemaVersion());
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
            QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM meta WHERE key = 'store_id'")).toInt(), 1);
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void killedWriterLosesNothing()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildModeVariable), QStringLiteral("once"));
        env.insert(QString::fromLatin1(kChildDatabaseVariable), dbPath());
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        QByteArray out;
        while (!out.contains("saved\n")) {
            QVERIFY2(child.waitForReadyRead(30000), "the child never said it saved");
            out += child.readAllStandardOutput();
        }
        child.kill(); // SIGKILL: no destructor, no checkpoint, no close
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        // The write sits in the WAL that nobody checkpointed; recovery must replay it.
        QVERIFY2(QFile::exists(dbPath() + QStringLiteral("-wal")), "expected an un-checkpointed WAL after the kill");

        {
            RawDatabase raw(dbPath());
            QVERIFY(raw.isOpen());
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        auto found = await(store->findSandbox(QStringLiteral("killed-1")));
        QVERIFY2(found.ok(), qPrintable(found.errorMessage()));
        QVERIFY2(found->has_value(), "the record the child reported as saved is gone");
        compareRecords(**found, makeRecord(QStringLiteral("killed-1"), QStringLiteral("survivor")));
    }

    void killedDuringWriteStreamLosesNothingConfirmed()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildModeVariable), QStringLiteral("stream"));
        env.insert(QString::fromLatin1(kChildDatabaseVariable), dbPath());
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        QByteArray out;
        while (!out.contains("saved 30\n")) {
            QVERIFY2(child.waitForReadyRead(30000), "the child stopped reporting saves");
            out += child.readAllStandardOutput();
        }
        child.kill(); // most likely in the middle of the next transaction
        QVERIFY(child.waitForFinished(10000));
        out += child.readAllStandardOutput();
        int lastConfirmed = -1;
        for (const QByteArray &line : out.split('\n')) {
            if (line.startsWith("saved "))
                lastConfirmed = qMax(lastConfirmed, line.mid(6).toInt());
        }
        QVERIFY(lastConfirmed >= 30);

        {
            RawDatabase raw(dbPath());
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        }
        auto store = openStore(dbPath());
        QVERIFY(store);
        for (int i = 0; i <= lastConfirmed; ++i) {
            auto found = await(store->findSandbox(QStringLiteral("stream-%1").arg(i)));
            QVERIFY(found.ok());
            QVERIFY2(found->has_value(), qPrintable(QStringLiteral("confirmed record stream-%1 is missing").arg(i)));
            QCOMPARE((*found)->steps.size(), 3); // the steps went in the same transaction
        }
    }
};

int main(int argc, char **argv)
{
    const QByteArray childMode = qgetenv(kChildModeVariable);
    if (!childMode.isEmpty()) {
        QCoreApplication app(argc, argv);
        return runChild(childMode, qEnvironmentVariable(kChildDatabaseVariable));
    }
    QCoreApplication app(argc, argv);
    TestStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_store.moc"
