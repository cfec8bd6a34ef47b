// An engine of this test's own (a Podman service or a dockerd, as SHADOWBOX_TEST_ENGINE says) killed
// with SIGKILL in the middle of a sandbox's creation: the undo cannot reach it, so whatever was made
// must stay attached to a record (failed, with the reason), never a bare folder or a container that
// nobody owns; once the engine is back, reconcile finds no orphans and destroy removes everything.

#include "runtime/EngineTypes.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/PrivateEngine.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

using namespace shadowbox;
using namespace shadowbox::test;

class KilledEngineTest : public QObject {
    Q_OBJECT

    QThreadPool m_pool;
    std::unique_ptr<PrivateEngine> m_private;

    template <typename F> auto onWorker(F &&fn)
    {
        return await(QtConcurrent::run(&m_pool, std::forward<F>(fn)), 180'000);
    }

    static QString sandboxLabel(const QString &id) { return QLatin1String(kSandboxLabel) + u'=' + id; }

private Q_SLOTS:
    void initTestCase()
    {
        auto kind = PrivateEngine::kindFromEnvironment();
        QVERIFY2(kind, qPrintable(kind.errorMessage()));
        m_pool.setMaxThreadCount(8);
        m_private = std::make_unique<PrivateEngine>(*kind);
        auto engine = m_private->start();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        qInfo("engine under test: a private %s", qPrintable(engine->info.displayName()));
    }

    void cleanupTestCase()
    {
        m_private.reset(); // stops the engine and removes everything it made
    }

    void engineKilledDuringCreateLeavesARecord_data()
    {
        QTest::addColumn<int>("percent");
        QTest::addColumn<bool>("containerMade");
        QTest::newRow("before the container is made") << 80 << false; // "Creating the container"
        QTest::newRow("after the container is made") << 90 << true;   // "Starting the container"
    }

    void engineKilledDuringCreateLeavesARecord()
    {
        QFETCH(int, percent);
        QFETCH(bool, containerMade);
        auto engine = m_private->start(); // again, after the previous row killed it
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        QTemporaryDir data;
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        auto manager = std::make_unique<SandboxManager>(*engine, *store, data.path(), &m_pool);
        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        CreationPause pause(percent);
        pause.attach(manager.get());
        auto creating = manager->create(request);
        QTRY_VERIFY_WITH_TIMEOUT(pause.reached(), 60'000);
        QVERIFY(m_private->kill());
        QElapsedTimer t;
        t.start();
        pause.release();
        auto created = await(creating, 60'000);
        QVERIFY(!created);
        qInfo("create with the %s killed at %d%%: %lld ms: %s", qPrintable(m_private->name()), percent, t.elapsed(),
              qPrintable(created.errorMessage()));
        QVERIFY2(t.elapsed() < 10'000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(created.error().kind, Error::Kind::EngineUnreachable);
        QVERIFY2(created.errorMessage().contains(QLatin1String("destroy the sandbox")),
                 qPrintable(created.errorMessage()));

        auto records = await((*store)->sandboxes(true));
        QVERIFY(records);
        QCOMPARE(records->size(), 1);
        const SandboxRecord failed = records->first();
        QCOMPARE(failed.id, pause.sandboxId());
        QCOMPARE(failed.state, SandboxState::Failed);
        QVERIFY(!failed.lastError.isEmpty());
        QVERIFY(QFile::exists(failed.workspace));
        QCOMPARE(!failed.containerId.isEmpty(), containerMade);

        // With the engine back, the leftovers belong to that record (no orphans), and destroy
        // removes everything.
        auto back = m_private->start();
        QVERIFY2(back, qPrintable(back.errorMessage()));
        auto left = back->client->listContainers(sandboxLabel(failed.id), CallOptions::withTimeout(10'000));
        QVERIFY2(left, qPrintable(left.errorMessage()));
        // The sandbox's container and its gateway's (made first, at the same step).
        QCOMPARE(left->size(), containerMade ? 2 : 0);
        manager = std::make_unique<SandboxManager>(*back, *store, data.path(), &m_pool);
        auto report = onWorker([&] { return manager->reconcileBlocking(); });
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QVERIFY(report->orphans.isEmpty());
        QVERIFY2(report->problems.isEmpty(), qPrintable(report->problems.join(u' ')));
        auto proof = onWorker([&] { return manager->destroyBlocking(failed.id); });
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QVERIFY(!QFile::exists(failed.workspace));
        left = back->client->listContainers(sandboxLabel(failed.id), CallOptions::withTimeout(10'000));
        QVERIFY2(left, qPrintable(left.errorMessage()));
        QVERIFY(left->isEmpty());
        auto gone = await((*store)->sandboxes()); // a destroyed record is kept, out of the list
        QVERIFY(gone && gone->isEmpty());
    }
};

QTEST_GUILESS_MAIN(KilledEngineTest)
#include "tst_killed_engine.moc"
