// What makes snapshots and rollback fast, checked on a real engine (Podman or Docker, chosen by
// CTest through SHADOWBOX_ENGINE), because each shortcut would be a bug if it were wrong:
// - a container snapshot pauses the container for the commit (the engine's own event stream says
//   so, in order), since Podman's compat commit does not pause by itself;
// - the container a rollback replaced is removed after the rollback returns (by the window's
//   thread pool, or by a process of its own for the command line), and nothing else is ever
//   removed that way;
// - an image's own entry point never runs in a sandbox: the replacement a restore starts early
//   touches nothing, and neither does a new sandbox;
// - captures guided by the window's change notification see what commands inside the container
//   wrote, exactly as a capture that lists every folder does.

#include "gateway/SandboxGateway.h"
#include "runtime/EngineClient.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <mutex>
#include <thread>

using namespace shadowbox;
using namespace shadowbox::test;

class RollbackDetailsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-rollback-XXXXXX")};
    QString m_data;
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;

    SandboxManager &manager() { return *m_session->manager(); }
    const Snapshotter &snapshots() { return m_session->manager()->snapshotter(); }

    CreateRequest request(const ScratchRepo &repo, const QString &image = starter::reference())
    {
        CreateRequest r;
        r.repository = repo.path();
        r.image = image;
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.cpus = 1;
        r.limits.pids = 128;
        r.limits.stopTimeoutSeconds = 2;
        return r;
    }

    QByteArray exec(const QString &sandbox, const QString &command, int *exitCode, bool snapshotFirst = true)
    {
        Output o;
        ExecOptions options;
        options.snapshotFirst = snapshotFirst;
        auto run = manager().execBlocking(sandbox, command, o.sink(), CancelToken(), options);
        *exitCode = run ? run->exitCode : -1;
        std::lock_guard lock(o.mutex);
        return run ? o.out + o.err : run.errorMessage().toUtf8();
    }

    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data);
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), qEnvironmentVariable("SHADOWBOX_ENGINE"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return env;
    }
    CliOutcome cli(const QStringList &args, int timeoutMs = 120'000)
    {
        return runCli(QStringLiteral(SHADOWBOX_BINARY), args, cliEnvironment(), timeoutMs);
    }

    QStringList labelledContainers(const QString &sandboxId)
    {
        auto list = m_engine->client->listContainers(QStringLiteral("io.shadowbox.sandbox=") + sandboxId, {});
        QStringList names;
        if (list) {
            for (const ContainerInfo &c : std::as_const(*list))
                names << c.name + u' ' + c.state;
        }
        names.sort();
        return names;
    }

    QString containerOf(const QString &sandboxId)
    {
        auto record = await(m_session->store()->findSandbox(sandboxId));
        return record && record->has_value() ? (*record)->containerId : QString();
    }

    // A sandbox whose system changed after its first snapshot: restoring that snapshot replaces
    // its container.
    std::optional<SandboxRecord> sandboxWithTwoSystems(const ScratchRepo &repo, qint64 *firstSnapshot)
    {
        auto created = manager().createBlocking(request(repo), CancelToken());
        if (!created) {
            qWarning("%s", qPrintable(created.errorMessage()));
            return std::nullopt;
        }
        int code = -1;
        exec(created->id, QStringLiteral("echo one > file"), &code);
        auto first = snapshots().beforeLastCommand(created->id);
        exec(created->id, QStringLiteral("mkdir -p /opt && echo two > /opt/marker"), &code);
        exec(created->id, QStringLiteral("true"), &code); // the snapshot with /opt/marker in it
        if (!first || code != 0)
            return std::nullopt;
        *firstSnapshot = first->id;
        return *created;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        QCOMPARE(engine->info.kindName().toLower(), testEngineName());
        m_data = m_root.filePath(QStringLiteral("data"));
        SessionConfig config;
        config.dataDir = m_data;
        config.runtimeDir = m_root.filePath(QStringLiteral("run"));
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        m_session = std::make_unique<Session>(config);
        const Status opened = await(m_session->open());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QVERIFY(m_session->manager());
    }

    void cleanupTestCase()
    {
        if (m_session && m_session->manager()) {
            manager().watchWorkspaces({}, false);
            auto all = await(m_session->store()->sandboxes(false));
            if (all)
                for (const SandboxRecord &r : std::as_const(*all))
                    (void)manager().destroyBlocking(r.id);
        }
        m_session.reset();
    }

    void theCommitPausesTheContainer()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "zero\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("mkdir -p /opt && echo changed > /opt/marker"), &code);
        QCOMPARE(code, 0);

        // The engine's own account of what happened to the container, in its order.
        std::mutex seenLock;
        QStringList seen;
        const auto events = [&] {
            std::lock_guard lock(seenLock);
            return seen;
        };
        CancelToken stop;
        std::thread follower([&] {
            CallOptions options = CallOptions::withTimeout(10'000).withCancel(stop);
            options.idleTimeoutMs = 0;
            (void)m_engine->client->streamEvents(
                {QStringLiteral("io.shadowbox.sandbox=") + created->id},
                [&](const EngineEvent &event) {
                    std::lock_guard lock(seenLock);
                    seen << event.action.section(u':', 0, 0);
                },
                options);
        });
        const auto stopFollowing = qScopeGuard([&] {
            stop.cancel();
            follower.join();
        });
        // A pause and an unpause of the test's own mark a point in the stream: everything the
        // engine did before is in it once the mark's unpause is. `earlier` unpauses the engine made
        // since the last mark may still be on their way; they are waited for too, or one of them
        // arriving late would pass for the mark's.
        qsizetype unpauses = 0;
        const auto mark = [&](qsizetype earlier) {
            if (!m_engine->client->pauseContainer(created->containerId, {}) ||
                !m_engine->client->unpauseContainer(created->containerId, {}))
                return false;
            unpauses += earlier + 1;
            return QTest::qWaitFor([&] { return events().count(QStringLiteral("unpause")) >= unpauses; }, 10'000);
        };
        // The stream answers once it is set up, which a first mark waits for.
        QVERIFY(QTest::qWaitFor(
            [&] {
                unpauses = events().count(QStringLiteral("unpause"));
                return mark(0);
            },
            20'000));
        const qsizetype start = events().size();

        SnapshotRequest manual;
        manual.label = QStringLiteral("with the system");
        auto taken = snapshots().take(created->id, manual);
        QVERIFY2(taken, qPrintable(taken.errorMessage()));
        QVERIFY(taken->systemChanged);
        QVERIFY(!taken->containerImage.isEmpty());
        QVERIFY(mark(1)); // the snapshot's own unpause comes first
        // dockerd may report a pause a second time, after its unpause: it logs containerd's own
        // "paused" event when that arrives late and finds the container no longer paused, and
        // then the matching "resumed" one. Such an echo is a pause directly followed by an
        // unpause; a snapshot's pause has its commit between the two.
        const auto withoutEchoes = [](QStringList actions) {
            if (testEngineName() != QLatin1String("docker"))
                return actions;
            for (qsizetype i = 0; i + 1 < actions.size();) {
                if (actions.at(i) == QLatin1String("pause") && actions.at(i + 1) == QLatin1String("unpause")) {
                    qInfo("docker: a pause and unpause reported again, left out: %s",
                          qPrintable(actions.join(QStringLiteral(", "))));
                    actions.remove(i, 2);
                } else {
                    ++i;
                }
            }
            return actions;
        };
        QStringList during = events().mid(start);
        during.resize(during.size() - 2); // the mark
        during = withoutEchoes(during);
        qInfo("%s: container events during the snapshot: %s", qPrintable(testEngineName()),
              qPrintable(during.join(QStringLiteral(", "))));
        const qsizetype paused = during.indexOf(QStringLiteral("pause"));
        const qsizetype committed = during.indexOf(QStringLiteral("commit"));
        const qsizetype resumed = during.indexOf(QStringLiteral("unpause"));
        QVERIFY2(paused >= 0 && paused < committed && committed < resumed, qPrintable(during.join(u',')));
        QCOMPARE(during.count(QStringLiteral("pause")), 1);
        QCOMPARE(during.count(QStringLiteral("commit")), 1);

        // A snapshot with nothing new outside /workspace neither pauses nor commits.
        const qsizetype again = events().size();
        auto same = snapshots().take(created->id, manual);
        QVERIFY2(same, qPrintable(same.errorMessage()));
        QVERIFY(mark(0));
        during = events().mid(again);
        during.resize(during.size() - 2);
        during = withoutEchoes(during);
        QVERIFY2(during.isEmpty(), qPrintable(during.join(u',')));
        QCOMPARE(same->containerImage, taken->containerImage);
    }

    void theReplacedContainerGoesAfterTheRollback()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "zero\n");
        QVERIFY(repo.commitAll());
        qint64 first = 0;
        const std::optional<SandboxRecord> sandbox = sandboxWithTwoSystems(repo, &first);
        QVERIFY(sandbox);

        // The command line: it returns with the sandbox running, a process of its own removes the
        // container it replaced.
        const QString before = containerOf(sandbox->id);
        const CliOutcome rolled =
            cli({QStringLiteral("rollback"), sandbox->name, QString::number(first), QStringLiteral("--json")});
        QVERIFY2(rolled.code == 0, rolled.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(rolled.out).object();
        QVERIFY2(!report.isEmpty(), rolled.out.constData());
        const QString after = containerOf(sandbox->id);
        QVERIFY(!after.isEmpty() && after != before);
        auto running = m_engine->client->inspectContainer(after, {});
        QVERIFY(running && running->running);
        const QStringList expected{sandbox->containerName() + QStringLiteral(" running"),
                                   SandboxGateway::gatewayName(*sandbox) + QStringLiteral(" running")};
        QTRY_COMPARE_WITH_TIMEOUT(labelledContainers(sandbox->id), expected, 20'000);
        int code = -1;
        const QByteArray gone = exec(sandbox->id, QStringLiteral("cat file; ls /opt 2>&1"), &code, false);
        QVERIFY2(gone.contains("zero") && !gone.contains("marker"), gone.constData());

        // The window: the same through the manager's thread pool.
        exec(sandbox->id, QStringLiteral("mkdir -p /srv && echo three > /srv/marker"), &code);
        exec(sandbox->id, QStringLiteral("true"), &code);
        auto restored = await(manager().restoreSnapshot(sandbox->id, first, RestoreOptions()));
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QVERIFY(!restored->replacedContainer.isEmpty());
        QVERIFY(restored->replacedContainer != containerOf(sandbox->id));
        QTRY_COMPARE_WITH_TIMEOUT(labelledContainers(sandbox->id), expected, 20'000);
        const QByteArray back = exec(sandbox->id, QStringLiteral("ls /srv 2>&1; cat file"), &code, false);
        QVERIFY2(!back.contains("marker") && back.contains("zero"), back.constData());
        auto verified = snapshots().verify(sandbox->id);
        QVERIFY2(verified && verified->ok(),
                 verified ? qPrintable(verified->problems.join(u'\n')) : qPrintable(verified.errorMessage()));
    }

    void onlyAReplacedContainerIsRemovedThatWay()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "zero\n");
        QVERIFY(repo.commitAll());
        auto one = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(one, qPrintable(one.errorMessage()));
        auto two = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(two, qPrintable(two.errorMessage()));

        // The sandbox's own running container, and another sandbox's: refused, with a sentence.
        for (const auto &[sandbox, container] :
             {std::pair{one->id, one->containerId}, std::pair{two->id, one->containerId}}) {
            const CliOutcome refused =
                cli({QStringLiteral("snapshot"), QStringLiteral("remove-replaced"), sandbox, container});
            QVERIFY2(refused.code != 0, refused.out.constData());
            QVERIFY2(refused.err.contains("left alone"), refused.err.constData());
        }
        const Status direct = snapshots().removeReplaced(two->id, two->containerId);
        QVERIFY(!direct);
        QVERIFY2(direct.errorMessage().contains(QStringLiteral("left alone")), qPrintable(direct.errorMessage()));
        for (const auto &record : {*one, *two}) {
            auto info = m_engine->client->inspectContainer(record.containerId, {});
            QVERIFY2(info && info->running, "still there and running");
        }
        // One that is gone already is no failure.
        const CliOutcome gone = cli({QStringLiteral("snapshot"), QStringLiteral("remove-replaced"), one->id,
                                     QStringLiteral("0123456789ab0123456789ab")});
        QVERIFY2(gone.code == 0, gone.err.constData());
        // It is not a command users are shown.
        const CliOutcome help = cli({QStringLiteral("snapshot"), QStringLiteral("--help")});
        QVERIFY(help.code == 0 && !help.out.isEmpty());
        QVERIFY2(!help.out.contains("remove-replaced"), help.out.constData());
    }

    void theImagesEntryPointNeverRuns()
    {
        // An image whose entry point leaves a mark at every start.
        ContainerSpec spec;
        spec.image = starter::reference();
        spec.cmd = {QStringLiteral("true")};
        spec.name = QStringLiteral("sbx-test-entrypoint-%1")
                        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
        auto made = m_engine->client->createContainer(spec, {});
        QVERIFY2(made, qPrintable(made.errorMessage()));
        const QString image = QStringLiteral("localhost/shadowbox-test-entrypoint:%1").arg(spec.name.right(8));
        const QString change = QStringLiteral(
            "ENTRYPOINT [\"/bin/sh\", \"-c\", \"echo ran >> /entrypoint-ran; exec \\\"$@\\\"\", \"entry\"]");
        HttpRequest commit =
            jsonRequest("POST",
                        "/commit?container=" + urlEncode(*made) + "&repo=" + urlEncode(image.section(u':', 0, 0)) +
                            "&tag=" + urlEncode(image.section(u':', 1)) + "&changes=" + urlEncode(change),
                        QJsonObject());
        auto committed = m_engine->client->callJson(commit, {}, QStringLiteral("commit"));
        (void)m_engine->client->removeContainer(*made, {});
        QVERIFY2(committed, qPrintable(committed.errorMessage()));
        const auto cleanup = qScopeGuard([&] { (void)m_engine->client->removeImage(image, {}); });
        HttpRequest inspectImage = plainRequest("GET", "/images/" + urlEncode(image) + "/json");
        auto described = m_engine->client->callJson(inspectImage, {}, QStringLiteral("inspect"));
        QVERIFY2(described, qPrintable(described.errorMessage()));
        const QJsonArray entry = described->object()
                                     .value(QStringLiteral("Config"))
                                     .toObject()
                                     .value(QStringLiteral("Entrypoint"))
                                     .toArray();
        QVERIFY2(entry.size() == 4, QJsonDocument(described->object()).toJson().constData());

        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "zero\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo, image), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        const auto marked = [&] {
            return exec(created->id, QStringLiteral("cat /entrypoint-ran 2>/dev/null || echo clean"), &code, false)
                .trimmed();
        };
        QCOMPARE(marked(), QByteArray("clean"));
        exec(created->id, QStringLiteral("echo one > file"), &code);
        auto first = snapshots().beforeLastCommand(created->id);
        QVERIFY(first);
        qInfo("the snapshot restored is made from %s",
              first->containerImage.isEmpty() ? "the sandbox's image" : "an image of its own");
        exec(created->id, QStringLiteral("mkdir -p /opt && echo two > /opt/marker"), &code);
        exec(created->id, QStringLiteral("true"), &code);
        auto restored = snapshots().restore(created->id, first->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QCOMPARE(marked(), QByteArray("clean"));
        QCOMPARE(QString::fromUtf8(exec(created->id,
                                        QStringLiteral("cat file; test -e /opt/marker && echo marker || echo none"),
                                        &code, false)
                                       .simplified()),
                 QStringLiteral("zero none"));
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

    void guidedCapturesSeeWhatCommandsWrote()
    {
        ScratchRepo repo;
        for (int i = 0; i < 20; ++i)
            repo.write(QStringLiteral("src/d%1/f.txt").arg(i % 5) + QString::number(i), "v0\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        manager().watchWorkspaces({*created}, false);
        QCOMPARE(manager().watchedWorkspaces(), QStringList{created->id});
        int code = -1;
        const QStringList commands{
            QStringLiteral("echo v1 > src/d1/f.txt1"),
            QStringLiteral("mkdir -p src/d9/deeper && echo new > src/d9/deeper/n.txt"),
            QStringLiteral("mv src/d2 src/moved && rm src/d3/f.txt3"),
            QStringLiteral("chmod 755 src/d4/f.txt4 && ln -s ../d0 src/moved/link"),
            QStringLiteral("rm -rf src/d9 && touch -d 2001-01-01 src/d0/f.txt0 && echo same > src/d0/f.txt5"),
        };
        for (const QString &command : commands) {
            exec(created->id, command, &code);
            QCOMPARE(code, 0);
            SnapshotRequest guided;
            guided.label = command;
            auto mine = snapshots().take(created->id, guided);
            QVERIFY2(mine, qPrintable(mine.errorMessage()));
            // Another process lists every folder; it must find the same workspace.
            const CliOutcome listed =
                cli({QStringLiteral("snapshot"), QStringLiteral("create"), created->name, QStringLiteral("--label"),
                     QStringLiteral("listed"), QStringLiteral("--json")});
            QVERIFY2(listed.code == 0, listed.err.constData());
            const qint64 theirs = QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("id")).toInteger();
            QVERIFY2(theirs > mine->id, listed.out.constData());
            auto differences = snapshots().compare(created->id, mine->id, theirs);
            QVERIFY2(differences, qPrintable(differences.errorMessage()));
            QStringList paths;
            for (const SnapshotDifference &d : std::as_const(*differences))
                paths << QFile::decodeName(d.path);
            QVERIFY2(paths.isEmpty(), qPrintable(command + QStringLiteral(": ") + paths.join(u',')));
        }
        manager().watchWorkspaces({}, false);
        QVERIFY(manager().watchedWorkspaces().isEmpty());
    }
};

QTEST_MAIN(RollbackDetailsTest)
#include "tst_rollbackdetails.moc"
