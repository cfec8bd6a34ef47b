// The embedded default engine, for real: with no engine socket anywhere, Shadowbox starts
// `podman system service` itself, the doctor repairs what stops a container from running on this
// machine (in Shadowbox's own containers.conf only), a sandbox works, and when the engine is killed
// or hangs in the middle of an operation the call ends within its timeout with a clear sentence and
// the state recovers at the next start.

#include "runtime/EngineDoctor.h"
#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

#include <csignal>

using namespace shadowbox;
using namespace shadowbox::test;

class EmbeddedPodmanTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-embedded-XXXXXX")};
    QThreadPool m_pool;
    std::unique_ptr<EngineConnector> m_connector;

    DiscoveryEnvironment nothingInstalled() const
    {
        DiscoveryEnvironment env;
        env.home = m_root.path() + QStringLiteral("/home");
        env.runtimeDir = m_root.path() + QStringLiteral("/run");
        env.tempDir = m_root.path();
        env.socketExists = [](const QString &) { return false; };
        return env;
    }

    // Runs blocking connector work on a worker while this thread keeps serving the connector's
    // event queue (it starts and stops the Podman process on its own thread).
    template <typename F> auto onWorker(F &&fn)
    {
        return await(QtConcurrent::run(&m_pool, std::forward<F>(fn)), 180'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        if (PodmanService::podmanProgram().isEmpty())
            QFAIL("podman is not installed; run scripts/setup.sh");
        m_pool.setMaxThreadCount(8);
        qputenv("SHADOWBOX_PODMAN_STORAGE", (m_root.path() + QStringLiteral("/storage")).toLocal8Bit());
        m_connector = std::make_unique<EngineConnector>(m_root.path() + QStringLiteral("/config"),
                                                        m_root.path() + QStringLiteral("/sock"), &m_pool);
    }

    void cleanupTestCase()
    {
        // The service outlives the processes that use it; stop it before its storage is removed.
        if (m_connector)
            (void)m_connector->embeddedService()->stop(QDeadlineTimer(15'000));
        // Remove what the private Podman storage mounted, then the files.
        test::removePrivatePodmanStorage(m_root.path());
    }

    void startsItsOwnServiceAndRepairsIt()
    {
        auto engine = onWorker([this] { return m_connector->connectBlocking(nothingInstalled(), true); });
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        QVERIFY(engine->embedded);
        QCOMPARE(engine->info.kind, EngineKind::Podman);
        QVERIFY(m_connector->embeddedService()->isRunning());

        Status image =
            onWorker([&] { return starter::ensureImage(*engine->client, {}, CallOptions::withTimeout(120'000)); });
        QVERIFY2(image, qPrintable(image.errorMessage()));

        {
            // Before the doctor has run, a sandbox may fail to start on this machine; if it does, the
            // sentence must send the user to the doctor, and nothing may be left behind.
            QTemporaryDir data;
            auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
            QVERIFY(store);
            SandboxManager manager(*engine, *store, data.path(), &m_pool);
            ScratchRepo repo;
            CreateRequest request;
            request.repository = repo.path();
            request.image = starter::reference();
            auto created = onWorker([&] { return manager.createBlocking(request, CancelToken()); });
            if (created) {
                auto proof = onWorker([&] { return manager.destroyBlocking(created->id); });
                QVERIFY(proof && proof->clean());
            } else {
                qInfo("before the doctor: %s", qPrintable(created.errorMessage()));
                QVERIFY2(created.errorMessage().contains(QLatin1String("run the doctor")),
                         qPrintable(created.errorMessage()));
                auto left = engine->client->listContainers(QLatin1String(kStoreLabel) + u'=' + (*store)->storeId(),
                                                           CallOptions());
                QVERIFY(left && left->isEmpty());
            }
        }

        DoctorReport report =
            onWorker([&] { return EngineDoctor(m_connector.get()).run(engine, CallOptions::withTimeout(60'000)); });
        for (const DoctorCheck &c : report.checks)
            qInfo("doctor: %s %s: %s", c.ok ? "ok  " : "FAIL", qPrintable(c.name), qPrintable(c.detail));
        for (const QString &f : report.appliedFixes)
            qInfo("doctor fixed: %s", qPrintable(f));
        QVERIFY(report.ok());
        // Whatever was fixed went into Shadowbox's own file, nowhere else.
        QFile conf(m_connector->embeddedService()->configPath());
        QVERIFY(conf.open(QIODevice::ReadOnly));
        const QByteArray text = conf.readAll();
        for (const QString &f : report.appliedFixes)
            QVERIFY(f.contains(m_connector->embeddedService()->configPath()));
        if (!report.appliedFixes.isEmpty())
            QVERIFY(text.contains('['));

        // A second doctor run needs no fixes: they were persisted.
        DoctorReport again = onWorker(
            [&] { return EngineDoctor(m_connector.get()).run(*report.engine, CallOptions::withTimeout(60'000)); });
        QVERIFY(again.ok());
        QVERIFY(again.appliedFixes.isEmpty());
    }

    void killedAndHungEngine()
    {
        auto engine = onWorker([this] { return m_connector->connectBlocking(nothingInstalled(), true); });
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        QTemporaryDir data;
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY(store);
        auto manager = std::make_unique<SandboxManager>(*engine, *store, data.path(), &m_pool);
        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        auto created = onWorker([&] { return manager->createBlocking(request, CancelToken()); });
        QVERIFY2(created, qPrintable(created.errorMessage()));

        // A hung engine: calls end at their timeout with a sentence, not a hang.
        const qint64 pid = m_connector->embeddedService()->processId();
        QVERIFY(pid > 0);
        QVERIFY(stopProcess(pid));
        QElapsedTimer t;
        t.start();
        auto hung = onWorker(
            [&] { return engine->client->inspectContainer(created->containerId, CallOptions::withTimeout(1500)); });
        const qint64 hungMs = t.elapsed();
        const qint64 pidNow = m_connector->embeddedService()->processId();
        ::kill(pid_t(pid), SIGCONT);
        QVERIFY2(!hung,
                 qPrintable(QStringLiteral("a stopped service (process %1; the pid file names %2) answered in %3 ms")
                                .arg(pid)
                                .arg(pidNow)
                                .arg(hungMs)));
        QCOMPARE(hung.error().kind, Error::Kind::Timeout);
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
        qInfo("hung engine: %s", qPrintable(hung.errorMessage()));

        // Killed in the middle of a running command: the call returns promptly with a sentence.
        std::mutex mutex;
        QByteArray out;
        auto running =
            manager->exec(created->id, QStringLiteral("echo go; sleep 60"), [&](OutputChannel, const QByteArray &d) {
                std::lock_guard l(mutex);
                out += d;
            });
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     std::lock_guard l(mutex);
                                     return out.contains("go");
                                 })(),
                                 30'000);
        t.restart();
        ::kill(pid_t(pid), SIGKILL);
        auto result = await(running, 60'000);
        QVERIFY(!result);
        QVERIFY2(t.elapsed() < 35'000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(result.error().kind, Error::Kind::EngineUnreachable);
        qInfo("killed engine: %s", qPrintable(result.errorMessage()));

        // Next start: the service comes back and reconcile finds the sandbox as it really is.
        auto back = onWorker([this] { return m_connector->connectBlocking(nothingInstalled(), true); });
        QVERIFY2(back, qPrintable(back.errorMessage()));
        manager = std::make_unique<SandboxManager>(*back, *store, data.path(), &m_pool);
        auto report = onWorker([&] { return manager->reconcileBlocking(); });
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QVERIFY(report->orphans.isEmpty());
        QVERIFY(report->lost.isEmpty());
        auto record = await((*store)->findSandbox(created->id));
        QVERIFY(record && record->has_value());
        QCOMPARE((*record)->state, SandboxState::Running);
        auto proof = onWorker([&] { return manager->destroyBlocking(created->id); });
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

    void engineKilledDuringCreateLeavesARecord()
    {
        // The engine dies after the workspace is copied: the undo cannot reach it, so whatever was
        // made must stay attached to a record (failed, with the reason), never a bare folder.
        auto engine = onWorker([this] { return m_connector->connectBlocking(nothingInstalled(), true); });
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        Status image =
            onWorker([&] { return starter::ensureImage(*engine->client, {}, CallOptions::withTimeout(120'000)); });
        QVERIFY2(image, qPrintable(image.errorMessage()));
        QTemporaryDir data;
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY(store);
        auto manager = std::make_unique<SandboxManager>(*engine, *store, data.path(), &m_pool);
        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        CreationPause pause(80); // "Creating the container": the workspace is there
        pause.attach(manager.get());
        auto creating = manager->create(request);
        QTRY_VERIFY_WITH_TIMEOUT(pause.reached(), 60'000);
        const qint64 pid = m_connector->embeddedService()->processId();
        QVERIFY(pid > 0);
        ::kill(pid_t(pid), SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(m_connector->embeddedService()->processId() == 0, 10'000);
        QElapsedTimer t;
        t.start();
        pause.release();
        auto created = await(creating, 60'000);
        QVERIFY(!created);
        QVERIFY2(t.elapsed() < 10'000, qPrintable(QString::number(t.elapsed())));
        qInfo("create with the engine gone: %s", qPrintable(created.errorMessage()));
        QVERIFY2(created.errorMessage().contains(QLatin1String("destroy the sandbox")),
                 qPrintable(created.errorMessage()));

        auto records = await((*store)->sandboxes(true));
        QVERIFY(records);
        QCOMPARE(records->size(), 1);
        const SandboxRecord failed = records->first();
        QCOMPARE(failed.state, SandboxState::Failed);
        QVERIFY(!failed.lastError.isEmpty());
        QVERIFY(QFile::exists(failed.workspace));

        // With the engine back, the leftovers belong to that record (no orphans), and destroy
        // removes everything.
        auto back = onWorker([this] { return m_connector->connectBlocking(nothingInstalled(), true); });
        QVERIFY2(back, qPrintable(back.errorMessage()));
        manager = std::make_unique<SandboxManager>(*back, *store, data.path(), &m_pool);
        auto report = onWorker([&] { return manager->reconcileBlocking(); });
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QVERIFY(report->orphans.isEmpty());
        auto proof = onWorker([&] { return manager->destroyBlocking(failed.id); });
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QVERIFY(!QFile::exists(failed.workspace));
    }
};

QTEST_GUILESS_MAIN(EmbeddedPodmanTest)
#include "tst_embedded_podman.moc"
