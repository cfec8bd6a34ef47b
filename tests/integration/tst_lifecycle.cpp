// The sandbox lifecycle against a real engine (Podman or Docker, chosen by CTest through
// SHADOWBOX_ENGINE). Every test leaves the engine as it found it: nothing labelled remains.

#include "gateway/SandboxGateway.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <mutex>

#include <fcntl.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
int countEntries(const QString &dir)
{
    return int(QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size());
}
} // namespace

class LifecycleTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_data;
    QThreadPool m_pool;
    std::optional<ConnectedEngine> m_engine;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<SandboxManager> m_manager;

    int labelledContainers()
    {
        // This test's database only: other tests may share the engine.
        auto list =
            m_engine->client->listContainers(QLatin1String(kStoreLabel) + u'=' + m_store->storeId(), CallOptions());
        return list ? int(list->size()) : -1;
    }
    QJsonObject inspect(const QString &id)
    {
        HttpRequest r;
        r.target = "/containers/" + urlEncode(id) + "/json";
        auto doc = m_engine->client->callJson(r, CallOptions(), QStringLiteral("inspect"));
        return doc ? doc->object() : QJsonObject();
    }
    CreateRequest request(const ScratchRepo &repo, const QString &name = {})
    {
        CreateRequest r;
        r.repository = repo.path();
        r.image = starter::reference();
        r.name = name;
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.cpus = 1;
        r.limits.pids = 128;
        r.limits.stopTimeoutSeconds = 3;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_pool.setMaxThreadCount(16);
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        const QString expected = testEngineName();
        QCOMPARE(engine->info.kindName().toLower(), expected);
        auto store = Store::open(m_data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        m_store = *store;
        m_manager = std::make_unique<SandboxManager>(*m_engine, m_store, m_data.path(), &m_pool);
        QCOMPARE(labelledContainers(), 0);
    }

    void cleanupTestCase()
    {
        m_manager.reset();
        m_store.reset();
        m_pool.waitForDone();
    }

    void fullLifecycle()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("src/main.c"), "int main(void) { return 0; }\n");
        repo.commitAll();
        repo.write(QStringLiteral("README.md"), "# changed but not committed\n");
        repo.write(QStringLiteral("notes/untracked.txt"), "untracked content\n");
        repo.write(QStringLiteral(".gitignore"), "build/\n");
        repo.write(QStringLiteral("build/ignored.o"), "ignored\n");
        QByteArray head;
        QVERIFY(repo.git({QStringLiteral("rev-parse"), QStringLiteral("HEAD")}, &head));

        QElapsedTimer timer;
        timer.start();
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        qInfo("[%s] create took %lld ms", qPrintable(testEngineName()), timer.elapsed());
        const SandboxRecord sandbox = *created;
        QCOMPARE(sandbox.state, SandboxState::Running);
        QCOMPARE(sandbox.baselineCommit, QString::fromLatin1(head.trimmed()));
        QCOMPARE(sandbox.baselineUntracked, 2); // notes/untracked.txt and .gitignore
        QCOMPARE(sandbox.baselineModified, 1);  // README.md
        QVERIFY(QFile::exists(sandbox.workspace + QStringLiteral("/notes/untracked.txt")));
        QVERIFY(!QFile::exists(sandbox.workspace + QStringLiteral("/build/ignored.o")));
        // The sandbox's own repository, standalone (tst_workspacegit checks it in depth).
        QVERIFY(QFileInfo(sandbox.workspace + QStringLiteral("/.git")).isDir());
        QVERIFY(!QFile::exists(sandbox.workspace + QStringLiteral("/.git/objects/info/alternates")));
        QStringList stepNames;
        for (const StepTiming &s : sandbox.steps)
            stepNames << s.step;
        QCOMPARE(stepNames, (QStringList{QStringLiteral("scan"), QStringLiteral("image"), QStringLiteral("copy"),
                                         QStringLiteral("history"), QStringLiteral("baseline"),
                                         QStringLiteral("gateway"), QStringLiteral("container"),
                                         QStringLiteral("start"), QStringLiteral("trust"), QStringLiteral("total")}));

        // The container is what the issue promises: labelled, isolated, limited, never privileged.
        const QJsonObject info = inspect(sandbox.containerId);
        const QJsonObject host = info.value(QStringLiteral("HostConfig")).toObject();
        QCOMPARE(info.value(QStringLiteral("Config"))
                     .toObject()
                     .value(QStringLiteral("Labels"))
                     .toObject()
                     .value(QLatin1String(kSandboxLabel))
                     .toString(),
                 sandbox.id);
        // By default the sandbox joins its gateway's namespace, which holds only lo.
        const QString gateway = SandboxGateway::gatewayName(sandbox);
        QVERIFY(gateway.startsWith(sandbox.containerName()));
        const QJsonObject gatewayInfo = inspect(gateway);
        QCOMPARE(host.value(QStringLiteral("NetworkMode")).toString(),
                 QStringLiteral("container:") + gatewayInfo.value(QStringLiteral("Id")).toString());
        QCOMPARE(
            gatewayInfo.value(QStringLiteral("HostConfig")).toObject().value(QStringLiteral("NetworkMode")).toString(),
            QStringLiteral("none"));
        QCOMPARE(labelledContainers(), 2);
        QCOMPARE(host.value(QStringLiteral("Privileged")).toBool(), false);
        QCOMPARE(qint64(host.value(QStringLiteral("Memory")).toDouble()), 256LL * 1024 * 1024);
        QCOMPARE(qint64(host.value(QStringLiteral("NanoCpus")).toDouble()), 1'000'000'000LL);
        QCOMPARE(host.value(QStringLiteral("PidsLimit")).toInt(), 128);
        // The workspace read-write; the gateway's hosts, resolv.conf and public CA read-only; no socket.
        const QJsonArray mounts = info.value(QStringLiteral("Mounts")).toArray();
        QStringList destinations;
        for (const QJsonValue &m : mounts) {
            const QJsonObject mount = m.toObject();
            const QString destination = mount.value(QStringLiteral("Destination")).toString();
            destinations << destination;
            QVERIFY(!mount.value(QStringLiteral("Source")).toString().contains(QLatin1String(".sock")));
            QVERIFY(!mount.value(QStringLiteral("Source")).toString().contains(QLatin1String("ca-key")));
            QCOMPARE(mount.value(QStringLiteral("RW")).toBool(), destination == QLatin1String("/workspace"));
        }
        destinations.sort();
        QCOMPARE(destinations, (QStringList{QStringLiteral("/etc/hosts"), QStringLiteral("/etc/resolv.conf"),
                                            QStringLiteral("/etc/shadowbox-trust"), QStringLiteral("/workspace")}));

        // Commands: output streams per channel, exit codes, root inside, no network, workspace.
        Output o1;
        auto run = m_manager->execBlocking(sandbox.name,
                                           QStringLiteral("cat notes/untracked.txt; id -u; echo oops >&2; exit 3"),
                                           o1.sink(), CancelToken());
        QVERIFY2(run, qPrintable(run.errorMessage()));
        QCOMPARE(run->exitCode, 3);
        QCOMPARE(o1.out, QByteArray("untracked content\n0\n"));
        QCOMPARE(o1.err, QByteArray("oops\n"));

        Output o2;
        run = m_manager->execBlocking(sandbox.id, QStringLiteral("ls /sys/class/net | sort | tr '\\n' ' '"), o2.sink(),
                                      CancelToken());
        QVERIFY2(run, qPrintable(run.errorMessage()));
        QCOMPARE(o2.out.trimmed(), QByteArray("lo"));

        // Writes land in the private workspace, never in the user's repository.
        Output o3;
        run = m_manager->execBlocking(sandbox.id, QStringLiteral("echo agent > created.txt && rm README.md"), o3.sink(),
                                      CancelToken());
        QVERIFY2(run && run->exitCode == 0, qPrintable(run ? QString::fromUtf8(o3.err) : run.errorMessage()));
        QVERIFY(QFile::exists(sandbox.workspace + QStringLiteral("/created.txt")));
        QVERIFY(!QFile::exists(repo.path() + QStringLiteral("/created.txt")));
        QVERIFY(QFile::exists(repo.path() + QStringLiteral("/README.md")));

        auto history = await(m_store->runs(sandbox.id));
        QVERIFY(history);
        QCOMPARE(history->size(), 3);
        QCOMPARE(history->last().exitCode, 3);

        // Stop and start.
        auto stopped = m_manager->stopBlocking(sandbox.name);
        QVERIFY2(stopped, qPrintable(stopped.errorMessage()));
        QCOMPARE(stopped->state, SandboxState::Stopped);
        QCOMPARE(inspect(sandbox.containerId)
                     .value(QStringLiteral("State"))
                     .toObject()
                     .value(QStringLiteral("Running"))
                     .toBool(),
                 false);
        Output o4;
        auto refused = m_manager->execBlocking(sandbox.id, QStringLiteral("true"), o4.sink(), CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        QVERIFY(refused.errorMessage().contains(QLatin1String("Start it")));
        auto started = m_manager->startBlocking(sandbox.name);
        QVERIFY2(started, qPrintable(started.errorMessage()));

        // Stopped behind Shadowbox's back while another holder of the lease (a window recording the
        // same change) keeps the record from being corrected: the refusal still says why.
        {
            auto lease = m_manager->context().takeLease(sandbox.id, sandbox.name);
            QVERIFY2(lease, qPrintable(lease.errorMessage()));
            QVERIFY(m_engine->client->stopContainer(sandbox.containerId, 1, CallOptions::withTimeout(30'000)));
            Output outside;
            auto refusedOutside =
                m_manager->execBlocking(sandbox.id, QStringLiteral("true"), outside.sink(), CancelToken());
            QVERIFY(!refusedOutside);
            QVERIFY2(refusedOutside.errorMessage().contains(QLatin1String("stopped outside Shadowbox. Start it")),
                     qPrintable(refusedOutside.errorMessage()));
        }
        started = m_manager->startBlocking(sandbox.name);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        QCOMPARE(inspect(sandbox.containerId)
                     .value(QStringLiteral("State"))
                     .toObject()
                     .value(QStringLiteral("Running"))
                     .toBool(),
                 true);
        Output o5;
        run = m_manager->execBlocking(sandbox.id, QStringLiteral("cat created.txt"), o5.sink(), CancelToken());
        QVERIFY(run && run->exitCode == 0);
        QCOMPARE(o5.out, QByteArray("agent\n"));

        // Destroy with teardown proof.
        auto proof = m_manager->destroyBlocking(sandbox.name);
        QVERIFY2(proof, qPrintable(proof.errorMessage()));
        QVERIFY2(proof->clean(), qPrintable(proof->summary()));
        QVERIFY(!QFile::exists(sandbox.workspace));
        QCOMPARE(labelledContainers(), 0);
        auto after = await(m_store->findSandbox(sandbox.id));
        QVERIFY(after && after->has_value());
        QCOMPARE((*after)->state, SandboxState::Destroyed);
        QVERIFY(!m_manager->destroyBlocking(sandbox.id));
    }

    void hostileWorkspaceDoesNotEscapeOnDestroy()
    {
        // The sandbox is untrusted: links it plants in the workspace must not lead teardown (which
        // runs on the host) outside the workspace.
        QTemporaryDir outside;
        const QString canary = outside.path() + QStringLiteral("/canary.txt");
        QFile f(canary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("still here\n");
        f.close();
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        Output o;
        const QString plant = QStringLiteral("ln -s %1 escape-dir && ln -s %2 escape-file && mkdir -p deep/er && "
                                             "ln -s %1 deep/er/up && chmod 000 deep")
                                  .arg(outside.path(), canary);
        auto run = m_manager->execBlocking(created->id, plant, o.sink(), CancelToken());
        QVERIFY2(run && run->exitCode == 0, qPrintable(run ? QString::fromUtf8(o.err) : run.errorMessage()));
        QVERIFY(QFileInfo(created->workspace + QStringLiteral("/escape-dir")).isSymLink());
        auto proof = m_manager->destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QVERIFY(QFile::exists(canary));
        QVERIFY(QFile(canary).open(QIODevice::ReadOnly));
        QCOMPARE(QDir(outside.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 1);
    }

    void internalNetworkIsRefused()
    {
        // On Docker an internal network reaches the host's services through the bridge address:
        // the mode is not offered, and asking for it leaves nothing behind.
        ScratchRepo repo;
        CreateRequest r = request(repo);
        r.networkMode = NetworkMode::Internal;
        const int workspacesBefore = countEntries(m_manager->workspacesDir());
        auto created = m_manager->createBlocking(r, CancelToken());
        QVERIFY(!created);
        QCOMPARE(created.error().kind, Error::Kind::InvalidInput);
        QVERIFY2(created.errorMessage().contains(QLatin1String("no longer offered")) &&
                     created.errorMessage().contains(QLatin1String("--network gateway")),
                 qPrintable(created.errorMessage()));
        QCOMPARE(labelledContainers(), 0);
        QCOMPARE(countEntries(m_manager->workspacesDir()), workspacesBefore);
        auto networks =
            m_engine->client->listNetworks(QLatin1String(kStoreLabel) + u'=' + m_store->storeId(), CallOptions());
        QVERIFY(networks && networks->isEmpty());
    }

    void sandboxFromBeforeLeavesItsInternalNetwork()
    {
        // Sandboxes an earlier Shadowbox made on an internal network of their own (which on Docker
        // reaches the host's services): the reconcile moves each off it, running or stopped, with
        // its files and system kept, and removes the network. A second reconcile has nothing to do.
        ScratchRepo repo;
        QList<SandboxRecord> old;
        for (const QString &name : {QStringLiteral("old-running"), QStringLiteral("old-stopped")}) {
            auto created = m_manager->createBlocking(request(repo, name), CancelToken());
            QVERIFY2(created, qPrintable(created.errorMessage()));
            // Its container made again as the earlier Shadowbox made it: on the network.
            const QMap<QString, QString> labels{{QLatin1String(kSandboxLabel), created->id},
                                                {QLatin1String(kStoreLabel), m_store->storeId()}};
            auto network = m_engine->client->createNetwork(created->containerName(), true, labels, CallOptions());
            QVERIFY2(network, qPrintable(network.errorMessage()));
            QVERIFY(m_engine->client->removeContainer(created->containerId, CallOptions()));
            ContainerSpec spec = m_manager->context().containerSpec(*created, created->image);
            spec.networkMode = created->containerName();
            auto container = m_engine->client->createContainer(spec, CallOptions());
            QVERIFY2(container, qPrintable(container.errorMessage()));
            QVERIFY(m_engine->client->startContainer(*container, CallOptions()));
            SandboxRecord r = *created;
            r.containerId = *container;
            r.networkMode = NetworkMode::Internal;
            r.networkId = *network;
            QVERIFY(await(m_store->saveSandbox(r)));
            Output o;
            auto run = m_manager->execBlocking(
                r.id,
                QStringLiteral("echo kept > /root/system-file; echo kept > workspace-file; grep -c : /proc/net/dev"),
                o.sink(), CancelToken());
            QVERIFY2(run && run->exitCode == 0, o.err.constData());
            QCOMPARE(o.out, QByteArray("2\n")); // lo and the network's interface
            old << r;
        }
        auto stopped = m_manager->stopBlocking(old[1].id);
        QVERIFY2(stopped, qPrintable(stopped.errorMessage()));
        // A fork of one not yet moved is made as every sandbox is now: with no network, and says so.
        ForkRequest fork;
        fork.source = old[0].id;
        auto forked = m_manager->forkBlocking(fork, CancelToken());
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        QCOMPARE(forked->networkMode, NetworkMode::None);
        auto reread = m_manager->context().find(forked->id);
        QVERIFY(reread && reread->networkMode == NetworkMode::None);

        const auto snapshotsOf = [&](const QString &id) {
            auto list = m_manager->snapshotter().list(id);
            return list ? *list : QList<SnapshotRecord>();
        };
        const QString label = QStringLiteral("Before leaving the internal network");
        const auto labelled = [&](const QString &id) {
            const QList<SnapshotRecord> list = snapshotsOf(id);
            return std::count_if(list.cbegin(), list.cend(), [&](const SnapshotRecord &s) { return s.label == label; });
        };

        // A command running in one keeps it where it is, however often the reconcile runs, and no
        // snapshot is taken of it meanwhile.
        CancelToken token;
        Output held;
        auto command = m_manager->exec(old[0].id, QStringLiteral("echo started; sleep 60"), held.sink(), token);
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     std::lock_guard l(held.mutex);
                                     return held.out.contains("started");
                                 })(),
                                 20000);
        const qsizetype snapshotsBefore = snapshotsOf(old[0].id).size();
        for (int round = 0; round < 2; ++round) {
            auto busy = m_manager->reconcileBlocking();
            QVERIFY2(busy, qPrintable(busy.errorMessage()));
            QVERIFY2(busy->busy.contains(old[0].id) && !busy->migrated.contains(old[0].id),
                     qPrintable(busy->describe().join(u'\n')));
            QVERIFY2(busy->problems.isEmpty(), qPrintable(busy->problems.join(u'\n')));
            QCOMPARE(busy->migrated, round == 0 ? QStringList{old[1].id} : QStringList());
            QCOMPARE(snapshotsOf(old[0].id).size(), snapshotsBefore);
        }
        token.cancel();
        QVERIFY(await(command, 30000));

        auto report = m_manager->reconcileBlocking();
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QCOMPARE(report->migrated, QStringList{old[0].id});
        QVERIFY2(report->problems.isEmpty(), qPrintable(report->problems.join(u'\n')));
        const QString notes = report->describe().join(u'\n');
        QVERIFY2(notes.contains(QStringLiteral("\"old-running\" was on an internal network")) &&
                     notes.contains(QStringLiteral("It now has no network at all")),
                 qPrintable(notes));
        // Each keeps its state from before under a label, so pruning leaves it.
        for (const SandboxRecord &r : std::as_const(old))
            QCOMPARE(labelled(r.id), 1);

        for (const SandboxRecord &before : std::as_const(old)) {
            auto now = m_manager->context().find(before.id);
            QVERIFY2(now, qPrintable(now.errorMessage()));
            QCOMPARE(now->networkMode, NetworkMode::None);
            QVERIFY(now->networkId.isEmpty());
            QVERIFY(now->containerId != before.containerId);
            QCOMPARE(now->state, before.id == old[1].id ? SandboxState::Stopped : SandboxState::Running);
            auto networks =
                m_engine->client->listNetworks(QLatin1String(kSandboxLabel) + u'=' + before.id, CallOptions());
            QVERIFY(networks && networks->isEmpty());
            QVERIFY(!m_engine->client->inspectContainer(before.containerId, CallOptions()));
            if (now->state == SandboxState::Stopped)
                QVERIFY(m_manager->startBlocking(before.id));
            Output o;
            auto run = m_manager->execBlocking(
                before.id, QStringLiteral("cat /root/system-file workspace-file; grep -c : /proc/net/dev"), o.sink(),
                CancelToken());
            QVERIFY2(run && run->exitCode == 0, o.err.constData());
            QCOMPARE(o.out, QByteArray("kept\nkept\n1\n")); // only lo
        }
        auto again = m_manager->reconcileBlocking();
        QVERIFY2(again && again->migrated.isEmpty(),
                 qPrintable(again ? again->describe().join(u'\n') : again.errorMessage()));

        for (const SandboxRecord &r : std::as_const(old) + QList<SandboxRecord>{*forked}) {
            auto proof = m_manager->destroyBlocking(r.id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        }
    }

    void oddNamesAndSubmodulesAreCopiedAndReported()
    {
        // A name that is not UTF-8 reaches the sandbox byte for byte; a checked-out submodule is
        // copied and one that is not checked out is named in the create report.
        ScratchRepo library;
        ScratchRepo other;
        ScratchRepo repo;
        const QByteArray odd("caf\xe9.txt"); // Latin-1
        {
            const int fd = ::open((QFile::encodeName(repo.path()) + '/' + odd).constData(), O_WRONLY | O_CREAT, 0644);
            QVERIFY(fd >= 0);
            QVERIFY(::write(fd, "odd name\n", 9) == 9);
            ::close(fd);
        }
        QByteArray out;
        QVERIFY2(
            repo.git({QStringLiteral("-c"), QStringLiteral("protocol.file.allow=always"), QStringLiteral("submodule"),
                      QStringLiteral("add"), QStringLiteral("-q"), library.path(), QStringLiteral("lib")},
                     &out),
            out.constData());
        QVERIFY2(
            repo.git({QStringLiteral("-c"), QStringLiteral("protocol.file.allow=always"), QStringLiteral("submodule"),
                      QStringLiteral("add"), QStringLiteral("-q"), other.path(), QStringLiteral("other")},
                     &out),
            out.constData());
        QVERIFY(repo.commitAll());
        QVERIFY(repo.git({QStringLiteral("submodule"), QStringLiteral("deinit"), QStringLiteral("-q"),
                          QStringLiteral("-f"), QStringLiteral("other")}));

        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        QCOMPARE(created->fileCount, qint64(4)); // README.md, .gitmodules, the odd name, lib/README.md
        QVERIFY(::access((QFile::encodeName(created->workspace) + '/' + odd).constData(), R_OK) == 0);
        const QString scanNote = created->steps.first().detail;
        QVERIFY2(scanNote.contains(QStringLiteral("without their .git files: lib.")) &&
                     scanNote.contains(QStringLiteral("not checked out: other.")),
                 qPrintable(scanNote));
        Output o;
        auto run = m_manager->execBlocking(
            created->id, QStringLiteral("cat \"$(printf 'caf\\351.txt')\"; ls lib; ls -a lib | grep -c '^.git$'"),
            o.sink(), CancelToken());
        QVERIFY(run);
        QCOMPARE(o.out, QByteArray("odd name\nREADME.md\n0\n"));
        auto proof = m_manager->destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

    void badInputLeavesNothing_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing image") << "image" << int(Error::Kind::NotFound) << "is not available";
        QTest::newRow("not a repository") << "norepo" << int(Error::Kind::InvalidInput) << "not a git repository";
        QTest::newRow("bad name") << "badname" << int(Error::Kind::InvalidInput) << "cannot be used";
        QTest::newRow("duplicate name") << "duplicate" << int(Error::Kind::Conflict) << "already exists";
    }

    void badInputLeavesNothing()
    {
        QFETCH(QString, what);
        QFETCH(int, kind);
        QFETCH(QString, phrase);
        ScratchRepo repo;
        QTemporaryDir plain;
        std::optional<SandboxRecord> first;
        CreateRequest r = request(repo);
        if (what == QLatin1String("image"))
            r.image = QStringLiteral("shadowbox-no-such-image:404");
        else if (what == QLatin1String("norepo"))
            r.repository = plain.path();
        else if (what == QLatin1String("badname"))
            r.name = QStringLiteral("../escape");
        else if (what == QLatin1String("duplicate")) {
            auto made = m_manager->createBlocking(request(repo, QStringLiteral("twin")), CancelToken());
            QVERIFY2(made, qPrintable(made.errorMessage()));
            first = *made;
            r.name = QStringLiteral("twin");
        }
        const int containersBefore = labelledContainers();
        const int workspacesBefore = countEntries(m_manager->workspacesDir());
        auto result = m_manager->createBlocking(r, CancelToken());
        QVERIFY(!result);
        QCOMPARE(int(result.error().kind), kind);
        QVERIFY2(result.errorMessage().contains(phrase), qPrintable(result.errorMessage()));
        QCOMPARE(labelledContainers(), containersBefore);
        QCOMPARE(countEntries(m_manager->workspacesDir()), workspacesBefore);
        if (first) {
            auto proof = m_manager->destroyBlocking(first->id);
            QVERIFY(proof && proof->clean());
        }
        QCOMPARE(labelledContainers(), 0);
    }

    void failureAfterCopyIsUndone()
    {
        // A container name taken outside Shadowbox makes the create step fail after the copy:
        // the workspace and the record must be rolled back.
        ScratchRepo repo;
        auto list = await(m_store->sandboxes(true));
        QVERIFY(list);
        const int recordsBefore = int(list->size());
        const int workspacesBefore = countEntries(m_manager->workspacesDir());
        // Provoke failure: limits the engine refuses (1 KiB memory is below every engine's minimum).
        CreateRequest r = request(repo);
        r.limits.memoryBytes = 1024;
        auto result = m_manager->createBlocking(r, CancelToken());
        QVERIFY(!result);
        qInfo("engine refused as expected: %s", qPrintable(result.errorMessage()));
        QCOMPARE(countEntries(m_manager->workspacesDir()), workspacesBefore);
        list = await(m_store->sandboxes(true));
        QCOMPARE(int(list->size()), recordsBefore);
        QCOMPARE(labelledContainers(), 0);
    }

    void diskFullDuringCopyIsUndone()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root (CI runs as root)");
        // Shadowbox's data folder on a 1 MiB disk; the repository holds 3 MiB.
        QTemporaryDir small;
        QVERIFY(QProcess::execute(QStringLiteral("mount"),
                                  {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                   QStringLiteral("size=1m"), QStringLiteral("tmpfs"), small.path()}) == 0);
        auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {small.path()}); });
        SandboxManager manager(*m_engine, m_store, small.path(), &m_pool);
        ScratchRepo repo;
        repo.write(QStringLiteral("big.bin"), QByteArray(3 * 1024 * 1024, 'x'));
        QVERIFY(repo.commitAll());
        auto result = manager.createBlocking(request(repo), CancelToken());
        QVERIFY(!result);
        QCOMPARE(result.error().kind, Error::Kind::Io);
        QVERIFY2(result.errorMessage().contains(QLatin1String("is full")), qPrintable(result.errorMessage()));
        QCOMPARE(countEntries(manager.workspacesDir()), 0);
        QCOMPARE(labelledContainers(), 0);
        auto list = await(m_store->sandboxes(true));
        QVERIFY(list);
        for (const SandboxRecord &r : *list)
            QVERIFY(r.state == SandboxState::Destroyed);
    }

    void cancelRunningCommand()
    {
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        CancelToken token;
        Output o;
        QElapsedTimer t;
        t.start();
        auto future =
            m_manager->exec(created->id, QStringLiteral("echo started; sleep 60; echo never"), o.sink(), token);
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     std::lock_guard l(o.mutex);
                                     return o.out.contains("started");
                                 })(),
                                 20000);
        token.cancel();
        auto run = await(future, 30000);
        QVERIFY2(run, qPrintable(run.errorMessage()));
        QVERIFY(run->canceled);
        QVERIFY2(t.elapsed() < 20000, "cancel must not wait for the command to finish");
        // The command was really stopped: no sleep 60 left in the container.
        Output ps;
        auto check = m_manager->execBlocking(created->id, QStringLiteral("ps | grep -c '[s]leep 60' || true"),
                                             ps.sink(), CancelToken());
        QVERIFY(check);
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     Output again;
                                     auto c = m_manager->execBlocking(
                                         created->id, QStringLiteral("ps | grep -c '[s]leep 60' || true"), again.sink(),
                                         CancelToken());
                                     return c && again.out.trimmed() == "0";
                                 })(),
                                 10000);
        QVERIFY(!o.out.contains("never"));
        auto proof = m_manager->destroyBlocking(created->id);
        QVERIFY(proof && proof->clean());
    }

    // One exec per command: the wrapper that lets a command be canceled tidies up after itself, so
    // neither a finished nor a canceled command leaves its pid record in the container, and the
    // command's exit code comes through the wrapper unchanged.
    void commandLeavesNothingBehind()
    {
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto cleanup = qScopeGuard([&] { (void)m_manager->destroyBlocking(created->id); });
        Output o;
        auto run = m_manager->execBlocking(created->id, QStringLiteral("echo hi; exit 7"), o.sink(), CancelToken());
        QVERIFY2(run, qPrintable(run.errorMessage()));
        QCOMPARE(run->exitCode, 7);
        CancelToken token;
        Output slow;
        auto future = m_manager->exec(created->id, QStringLiteral("echo started; sleep 60"), slow.sink(), token);
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     std::lock_guard l(slow.mutex);
                                     return slow.out.contains("started");
                                 })(),
                                 20000);
        token.cancel();
        QVERIFY(await(future, 30000));
        // Every pid record except the one of the command doing the looking (its wrapper is $PPID).
        Output left;
        auto look =
            m_manager->execBlocking(created->id,
                                    QStringLiteral("for f in /tmp/.shadowbox-run-*.pid; do [ -e \"$f\" ] && "
                                                   "[ \"$(cat \"$f\")\" != \"$PPID\" ] && echo \"$f\"; done; true"),
                                    left.sink(), CancelToken());
        QVERIFY2(look, qPrintable(look.errorMessage()));
        QCOMPARE(left.out, QByteArray());
    }

    void reconcileFindsOrphansAndLost()
    {
        // An orphan: a labelled container the store has never heard of.
        ContainerSpec spec;
        spec.name = QStringLiteral("shadowbox-orphan-test");
        spec.image = starter::reference();
        spec.cmd = {QStringLiteral("sleep"), QStringLiteral("300")};
        spec.labels.insert(QLatin1String(kSandboxLabel), QStringLiteral("orphan0000001"));
        spec.labels.insert(QLatin1String(kStoreLabel), m_store->storeId());
        auto orphanId = m_engine->client->createContainer(spec, CallOptions());
        QVERIFY2(orphanId, qPrintable(orphanId.errorMessage()));
        // Another installation's sandbox on the same engine is not ours to report or remove.
        ContainerSpec foreign = spec;
        foreign.name = QStringLiteral("shadowbox-foreign-test");
        foreign.labels.insert(QLatin1String(kSandboxLabel), QStringLiteral("foreign00001"));
        foreign.labels.insert(QLatin1String(kStoreLabel), QStringLiteral("another-store"));
        auto foreignId = m_engine->client->createContainer(foreign, CallOptions());
        QVERIFY2(foreignId, qPrintable(foreignId.errorMessage()));
        auto removeForeign = qScopeGuard([&] { (void)m_engine->client->removeContainer(*foreignId, CallOptions()); });

        // A lost sandbox: its container is removed behind Shadowbox's back.
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        QVERIFY(m_engine->client->removeContainer(created->containerId, CallOptions()));

        auto report = m_manager->reconcileBlocking();
        QVERIFY2(report, qPrintable(report.errorMessage()));
        const auto orphan = std::find_if(report->orphans.cbegin(), report->orphans.cend(), [](const OrphanGroup &g) {
            return g.sandboxId == QLatin1String("orphan0000001");
        });
        QVERIFY(orphan != report->orphans.cend());
        QCOMPARE(orphan->containers, QStringList{QStringLiteral("shadowbox-orphan-test")});
        QCOMPARE(report->orphans.size(), 1);
        QCOMPARE(report->lost, QStringList{created->id});
        auto lost = await(m_store->findSandbox(created->id));
        QCOMPARE((*lost)->state, SandboxState::Lost);

        auto cleaned = await(m_manager->cleanupOrphan(QStringLiteral("orphan0000001")));
        QVERIFY2(cleaned && cleaned->clean(), qPrintable(cleaned ? cleaned->summary() : cleaned.errorMessage()));
        auto proof = m_manager->destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QCOMPARE(labelledContainers(), 0);
        report = m_manager->reconcileBlocking();
        QVERIFY(report && report->orphans.isEmpty() && report->lost.isEmpty());
    }

    void interruptedCreateIsCleanedAtStart()
    {
        // Simulate a crash mid-create: a record left in "creating" with a workspace and a container.
        ScratchRepo repo;
        auto created = m_manager->createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        SandboxRecord half = *created;
        half.state = SandboxState::Creating;
        QVERIFY(await(m_store->saveSandbox(half)));
        auto report = m_manager->reconcileBlocking();
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QCOMPARE(report->interrupted, QStringList{half.id});
        QVERIFY(report->orphans.isEmpty());
        QVERIFY(!QFile::exists(half.workspace));
        auto gone = await(m_store->findSandbox(half.id));
        QVERIFY(gone && !gone->has_value());
        QCOMPARE(labelledContainers(), 0);
    }
};

QTEST_GUILESS_MAIN(LifecycleTest)
#include "tst_lifecycle.moc"
