// Two Shadowbox processes on one data folder and one engine, as a window and a command line (or an
// agent's server) are in practice: work in progress in one is owned by its lease and left alone by
// the other; leftovers of work whose process is gone are finished or reported, never lost.
//
// This test process plays the window (a SandboxManager on the data folder); the real `shadowbox`
// binary plays the command line.

#include "core/FileLock.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <csignal>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
using Outcome = test::CliOutcome;

} // namespace

class CrossProcessTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QTemporaryDir m_config;
    QThreadPool m_pool;
    std::optional<ConnectedEngine> m_engine;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<SandboxManager> m_manager;

    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), m_engine->info.endpoint);
        env.remove(QStringLiteral("DISPLAY"));
        return env;
    }
    // SHADOWBOX_BINARY in the environment runs another build (e.g. an older one) as the command line.
    static QString cliBinary() { return qEnvironmentVariable("SHADOWBOX_BINARY", QStringLiteral(SHADOWBOX_BINARY)); }

    Outcome shadowbox(const QStringList &args) { return test::runCli(cliBinary(), args, cliEnvironment(), 120'000); }

    // The command entries of a sandbox's activity log whose command line is `command`.
    QList<ActivityRecord> commandEntries(const QString &sandboxId, const QByteArray &command)
    {
        QList<ActivityRecord> found;
        auto log = await(m_store->activity(sandboxId));
        for (const ActivityRecord &e : log ? *log : QList<ActivityRecord>{}) {
            if (e.kind == kActivityCommand && e.target == command)
                found << e;
        }
        return found;
    }

    CreateRequest request(const ScratchRepo &repo)
    {
        CreateRequest r;
        r.repository = repo.path();
        r.image = starter::reference();
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.stopTimeoutSeconds = 2;
        return r;
    }

    int labelled()
    {
        auto list =
            m_engine->client->listContainers(QLatin1String(kStoreLabel) + u'=' + m_store->storeId(), CallOptions());
        return list ? int(list->size()) : -1;
    }

    std::optional<SandboxRecord> record(const QString &id)
    {
        auto found = await(m_store->findSandbox(id));
        return found ? *found : std::nullopt;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_pool.setMaxThreadCount(8);
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        auto store = Store::open(m_data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        m_store = *store;
        m_manager = std::make_unique<SandboxManager>(*m_engine, m_store, m_data.path(), &m_pool);
    }

    void cleanupTestCase()
    {
        m_manager.reset();
        m_pool.waitForDone();
    }

    void reconcileLeavesACreationInProgressAlone()
    {
        // The window creates; while it waits for the engine to start the container, the command
        // line reconciles (with and without --cleanup) and tries to destroy the new sandbox.
        ScratchRepo repo;
        repo.write(QStringLiteral("work.txt"), "mine\n");
        CreationPause pause(90); // "Starting the container": workspace copied, container made
        pause.attach(m_manager.get());
        auto creating = m_manager->create(request(repo));
        QTRY_VERIFY_WITH_TIMEOUT(pause.reached(), 60'000);
        const QString id = pause.sandboxId();

        Outcome reconcile =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")});
        Outcome cleanup = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"),
                                     QStringLiteral("--cleanup"), QStringLiteral("--json")});
        Outcome destroy = shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), id});
        pause.release();
        auto created = await(creating, 120'000);

        QVERIFY2(reconcile.code == 0, reconcile.err.constData());
        QVERIFY2(reconcile.json().object().value(QStringLiteral("interrupted")).toArray().isEmpty(),
                 reconcile.out.constData());
        QVERIFY2(reconcile.json().object().value(QStringLiteral("busy")).toArray().contains(id),
                 reconcile.out.constData());
        QVERIFY2(cleanup.code == 0, cleanup.err.constData());
        QVERIFY2(cleanup.json().object().value(QStringLiteral("interrupted")).toArray().isEmpty(),
                 cleanup.out.constData());
        QVERIFY2(cleanup.json().object().value(QStringLiteral("orphans")).toArray().isEmpty(), cleanup.out.constData());
        QCOMPARE(destroy.code, 5); // conflict: someone else holds the sandbox
        QVERIFY2(destroy.err.contains("is busy"), destroy.err.constData());

        QVERIFY2(created, qPrintable(created.errorMessage()));
        QCOMPARE(created->state, SandboxState::Running);
        QVERIFY(QFile::exists(created->workspace + QStringLiteral("/work.txt")));
        auto stored = record(id);
        QVERIFY(stored);
        QCOMPARE(stored->state, SandboxState::Running);
        auto inspected = m_engine->client->inspectContainer(created->containerId, CallOptions());
        QVERIFY2(inspected && inspected->running, qPrintable(inspected ? inspected->state : inspected.errorMessage()));

        // Once the creation is over, the command line may destroy it.
        destroy = shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), id});
        QVERIFY2(destroy.code == 0, destroy.err.constData());
        QCOMPARE(labelled(), 0);
        QVERIFY(!QFile::exists(created->workspace));
    }

    void leasedTeardownIsLeftAloneThenFinished()
    {
        // A teardown another process is doing (its lease held, its journal says destroying) is not
        // touched; once its process is gone, the next reconcile finishes it and never calls it lost.
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        SandboxRecord half = *created;
        half.state = SandboxState::Destroying;
        QVERIFY(await(m_store->saveSandbox(half)));
        QVERIFY(m_engine->client->removeContainer(half.containerId, CallOptions())); // half done
        {
            auto lease =
                FileLock::tryLock(m_data.path() + QStringLiteral("/locks/") + half.id + QStringLiteral(".lock"));
            QVERIFY2(lease, qPrintable(lease.errorMessage()));
            Outcome busy =
                shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")});
            QVERIFY2(busy.code == 0, busy.err.constData());
            QVERIFY2(busy.json().object().value(QStringLiteral("busy")).toArray().contains(half.id),
                     busy.out.constData());
            QCOMPARE(record(half.id)->state, SandboxState::Destroying);
            QVERIFY(QFile::exists(half.workspace));
        }
        Outcome finish = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")});
        QVERIFY2(finish.code == 0, finish.err.constData());
        QCOMPARE(finish.json().object().value(QStringLiteral("destroyed")).toArray(), QJsonArray{half.id});
        QVERIFY(finish.json().object().value(QStringLiteral("lost")).toArray().isEmpty());
        QCOMPARE(record(half.id)->state, SandboxState::Destroyed);
        QVERIFY(!QFile::exists(half.workspace));
        QCOMPARE(labelled(), 0);
    }

    // A command run from the command line shows in the window's activity log while it runs, and
    // once as its run when it ends; when its process is killed, the entry ends as interrupted.
    void aCommandShowsWhileItRunsAndEndsWithItsProcess()
    {
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        const QString id = created->id;

        Outcome quick = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), id, QStringLiteral("--"),
                                   QStringLiteral("echo quick")});
        QVERIFY2(quick.code == 0, quick.err.constData());
        const QList<ActivityRecord> ran = commandEntries(id, "echo quick");
        QCOMPARE(ran.size(), 1); // the run replaced the entry that showed it running
        QVERIFY(ran.first().runId > 0);
        QVERIFY(ran.first().ended);

        QProcess exec;
        exec.setProcessEnvironment(cliEnvironment());
        exec.start(cliBinary(), {QStringLiteral("sandbox"), QStringLiteral("exec"), id, QStringLiteral("--"),
                                 QStringLiteral("echo begun; sleep 30")});
        QVERIFY(exec.waitForStarted(10'000));
        // The window's own reader sees it while the command line runs it.
        QTRY_VERIFY_WITH_TIMEOUT(!commandEntries(id, "echo begun; sleep 30").isEmpty(), 30'000);
        QList<ActivityRecord> running = commandEntries(id, "echo begun; sleep 30");
        QCOMPARE(running.size(), 1);
        QCOMPARE(running.first().ended, false);
        QCOMPARE(running.first().origin, kOriginCli);
        QCOMPARE(running.first().runId, qint64(0));
        QVERIFY(signalProcess(exec, SIGKILL));
        QVERIFY(exec.waitForFinished(10'000));
        QTRY_VERIFY_WITH_TIMEOUT(commandEntries(id, "echo begun; sleep 30").value(0).ended, 10'000);
        const ActivityRecord interrupted = commandEntries(id, "echo begun; sleep 30").value(0);
        QCOMPARE(interrupted.ok, false);
        QCOMPARE(interrupted.detail, QStringLiteral("interrupted"));

        auto destroyed = m_manager->destroyBlocking(id);
        QVERIFY2(destroyed, qPrintable(destroyed.errorMessage()));
    }

    void workspaceWithoutRecordIsAnOrphan()
    {
        // Left by a creation whose record went before its files: reported, and removed on request.
        const QString folder = m_data.path() + QStringLiteral("/workspaces/0rphan0000ws");
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/src")));
        QFile f(folder + QStringLiteral("/src/left.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("left behind\n");
        f.close();

        Outcome report = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")});
        QVERIFY2(report.code == 0, report.err.constData());
        const QJsonArray orphans = report.json().object().value(QStringLiteral("orphans")).toArray();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.first().toObject().value(QStringLiteral("sandboxId")).toString(),
                 QStringLiteral("0rphan0000ws"));
        QCOMPARE(orphans.first().toObject().value(QStringLiteral("workspace")).toString(), folder);
        QVERIFY(QFile::exists(folder));

        Outcome cleaned =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--cleanup")});
        QVERIFY2(cleaned.code == 0, cleaned.err.constData());
        QVERIFY2(cleaned.out.contains("(removed)"), cleaned.out.constData());
        QVERIFY(!QFile::exists(folder));
        report = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")});
        QVERIFY(report.json().object().value(QStringLiteral("orphans")).toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(CrossProcessTest)
#include "tst_crossprocess.moc"
