// Snapshots and rollback on a real engine (Podman or Docker, chosen by CTest through
// SHADOWBOX_ENGINE): a command's every kind of change to the workspace undone exactly, a
// destroyed system brought back to life, a restore killed at any moment finished by the next
// start, restores and commands from two processes that never interleave, the store and the engine
// in agreement after every step, and nothing of a destroyed sandbox's snapshots left.

#include "gateway/SandboxGateway.h"
#include "runtime/EngineClient.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <mutex>
#include <vector>

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}
} // namespace

class SnapshotsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-snapshots-XXXXXX")};
    QString m_data;
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;

    SandboxManager &manager() { return *m_session->manager(); }
    const Snapshotter &snapshots() { return m_session->manager()->snapshotter(); }

    CreateRequest request(const ScratchRepo &repo)
    {
        CreateRequest r;
        r.repository = repo.path();
        r.image = starter::reference();
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

    QList<ContainerInfo> labelledContainers(const QString &sandboxId)
    {
        auto list = m_engine->client->listContainers(QStringLiteral("io.shadowbox.sandbox=") + sandboxId, {});
        return list ? *list : QList<ContainerInfo>();
    }
    int labelledImages(const QString &sandboxId)
    {
        auto list = m_engine->client->listImages(QStringLiteral("io.shadowbox.sandbox=") + sandboxId, {});
        return list ? int(list->size()) : -1;
    }

    // The store and the engine tell the same story: two containers, the recorded one and its
    // gateway, running; no restore half done; every snapshot's tree and image there.
    void checkAgreement(const QString &sandboxId)
    {
        auto record = await(m_session->store()->findSandbox(sandboxId));
        QVERIFY(record && record->has_value());
        const SandboxRecord &r = **record;
        QCOMPARE(r.state, SandboxState::Running);
        QList<ContainerInfo> containers = labelledContainers(sandboxId);
        QStringList seen;
        for (const ContainerInfo &c : containers)
            seen << c.name + u' ' + c.state;
        QVERIFY2(containers.size() == 2, qPrintable(seen.join(QStringLiteral(", "))));
        if (containers.first().name == SandboxGateway::gatewayName(r))
            std::swap(containers[0], containers[1]);
        QCOMPARE(containers.first().id, r.containerId);
        QVERIFY(containers.first().running);
        QCOMPARE(containers.last().name, SandboxGateway::gatewayName(r));
        QVERIFY(containers.last().running);
        auto journals = await(m_session->store()->unfinishedRestores());
        QVERIFY(journals);
        for (const RestoreJournal &j : std::as_const(*journals))
            QVERIFY2(j.sandboxId != sandboxId, "no restore of this sandbox is left half done");
        auto verified = snapshots().verify(sandboxId);
        QVERIFY2(verified, qPrintable(verified.errorMessage()));
        QVERIFY2(verified->ok(), qPrintable(verified->problems.join(u'\n')));
    }

    // A kill that lands while the engine is still making or starting the replacement container
    // leaves that request running on the engine side: the container can appear after the reconcile
    // that followed has looked. Nothing but Shadowbox's idle process runs in it (no command reaches
    // a container before its restore has renamed it), and the next reconcile removes it.
    void settleReplacement(const SandboxRecord &sandbox, int *settled)
    {
        const auto stray = [&]() -> std::optional<QString> {
            for (const ContainerInfo &c : labelledContainers(sandbox.id)) {
                if (c.name == sandbox.nextContainerName())
                    return c.state;
            }
            return std::nullopt;
        };
        const std::optional<QString> state = stray();
        if (!state)
            return;
        QVERIFY2(*state == QStringLiteral("created") || *state == QStringLiteral("running"), qPrintable(*state));
        ++*settled;
        QTest::qWait(1000);
        CliOutcome again = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY2(!stray(), "the next reconcile removes a replacement that a killed restore left");
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
            auto all = await(m_session->store()->sandboxes(false));
            if (all)
                for (const SandboxRecord &r : std::as_const(*all))
                    (void)manager().destroyBlocking(r.id);
        }
        m_session.reset();
    }

    void everyKindOfChangeIsUndoneExactly()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("src/main.c"), "int main(void) { return 0; }\n");
        repo.write(QStringLiteral("build.sh"), "#!/bin/sh\necho build\n");
        repo.write(QStringLiteral("docs/old.txt"), "to be deleted\n");
        repo.write(QStringLiteral("empty"), "");
        QVERIFY(repo.git({QStringLiteral("update-index"), QStringLiteral("--add"), QStringLiteral("--chmod=+x"),
                          QStringLiteral("build.sh")}));
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        // A first command, so that "the last command" below is the one that breaks things.
        exec(created->id,
             QStringLiteral("chmod 640 docs/old.txt; ln -s src/main.c main-link; mkdir -p .git/objects; "
                            "echo 'ref: refs/heads/main' > .git/HEAD; echo '[core]' > .git/config"),
             &code);
        QCOMPARE(code, 0);
        const QMap<QByteArray, QByteArray> before = describeWorkspace(created->workspace);
        QVERIFY(before.contains("main-link"));
        QVERIFY(before.contains(".git/HEAD"));

        const QString vandal = QStringLiteral(
            "set -e; echo changed >> src/main.c; printf 'new\\n' > added.txt; : > empty-new; "
            "printf '\\000\\001\\002\\377binary' > blob.bin; rm docs/old.txt; rmdir docs 2>/dev/null || true; "
            "chmod 600 src/main.c; chmod 700 build.sh; chmod 755 empty; ln -s /etc/passwd abs-link; "
            "ln -s does-not-exist dangling; rm main-link; ln -s added.txt main-link; mkdir -p deep/er/est; "
            "echo x > deep/er/est/file; echo '[core] vandal = yes' >> .git/config; rm -f .git/HEAD; "
            "mkfifo pipe 2>/dev/null || true; exit 3");
        QByteArray output = exec(created->id, vandal, &code);
        QCOMPARE(code, 3);
        const QMap<QByteArray, QByteArray> broken = describeWorkspace(created->workspace);
        QVERIFY2(broken != before, output.constData());
        QVERIFY(broken.contains("blob.bin"));

        auto target = snapshots().beforeLastCommand(created->id);
        QVERIFY2(target, qPrintable(target.errorMessage()));
        QCOMPARE(target->command, vandal);
        QCOMPARE(target->exitCode.value_or(-1), 3);
        auto restored = snapshots().restore(created->id, target->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QVERIFY(restored->workspace.written > 0);
        QVERIFY(restored->workspace.removed > 0);
        QVERIFY(restored->workspace.modesSet > 0);
        const QMap<QByteArray, QByteArray> after = describeWorkspace(created->workspace);
        QVERIFY2(after == before, qPrintable(workspaceDifferences(before, after)));

        // The state that was replaced is kept, and so is the history of what went wrong.
        auto kept = snapshots().find(created->id, restored->before.id);
        QVERIFY(kept);
        QCOMPARE(kept->trigger, SnapshotTrigger::BeforeRestore);
        auto replaced = snapshots().compare(created->id, target->id, kept->id);
        QVERIFY(replaced);
        QStringList paths;
        for (const SnapshotDifference &d : std::as_const(*replaced))
            paths << QFile::decodeName(d.path);
        QVERIFY2(paths.contains(QStringLiteral("blob.bin")) && paths.contains(QStringLiteral("src/main.c")),
                 qPrintable(paths.join(u',')));
        auto diff = snapshots().fileDiff(created->id, target->id, kept->id, "src/main.c");
        QVERIFY(diff);
        QVERIFY2(diff->contains("+changed"), diff->constData());
        auto runs = await(m_session->store()->runs(created->id));
        QVERIFY(runs && runs->size() >= 2);
        QCOMPARE(runs->first().command, vandal);
        QCOMPARE(runs->first().exitCode, 3);

        // The sandbox works: a command runs in the restored workspace.
        output =
            exec(created->id, QStringLiteral("cat added.txt 2>&1; ls docs; test -L main-link && echo link"), &code);
        QCOMPARE(code, 0);
        QVERIFY2(output.contains("old.txt") && output.contains("link") && !output.contains("\nnew"),
                 output.constData());
        checkAgreement(created->id);
    }

    void aDestroyedSystemIsBroughtBack()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("README"), "hello\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        // Commands that change nothing outside /workspace never make an image.
        for (int i = 0; i < 3; ++i) {
            exec(created->id, QStringLiteral("true"), &code);
            QCOMPARE(code, 0);
        }
        QCOMPARE(labelledImages(created->id), 0);
        // A "package" installed: the next snapshot saves the system once, and reuses it after.
        exec(created->id, QStringLiteral("mkdir -p /opt/tool && echo v1 > /opt/tool/version"), &code);
        QCOMPARE(code, 0);
        exec(created->id, QStringLiteral("cat /opt/tool/version"), &code);
        QCOMPARE(code, 0);
        QCOMPARE(labelledImages(created->id), 1);
        exec(created->id, QStringLiteral("true"), &code);
        QCOMPARE(labelledImages(created->id), 1);
        auto good = snapshots().list(created->id);
        QVERIFY(good && !good->isEmpty());
        const qint64 goodId = good->first().id;
        QVERIFY(good->first().systemChanged);
        QVERIFY(good->first().knownGood);

        // Most of the system goes: every later command fails.
        exec(created->id, QStringLiteral("/bin/busybox rm -rf /etc /usr /sbin /opt /bin"), &code);
        const QByteArray failed = exec(created->id, QStringLiteral("echo alive"), &code, false);
        QVERIFY2(code != 0 && !failed.contains("alive"), failed.constData());

        QElapsedTimer timer;
        timer.start();
        auto restored = snapshots().restore(created->id, goodId);
        const qint64 ms = timer.elapsed();
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        qInfo("rollback of the system on %s took %lld ms", qPrintable(testEngineName()), ms);
        const QByteArray alive =
            exec(created->id, QStringLiteral("cat /opt/tool/version /etc/passwd; ls /bin | wc -l"), &code);
        QCOMPARE(code, 0);
        QVERIFY2(alive.contains("v1") && alive.contains("root:"), alive.constData());
        QVERIFY2(alive.trimmed().split('\n').last().trimmed().toInt() > 10, alive.constData());
        checkAgreement(created->id);

        // The broken state was kept (its own image) and can be compared with, not lost.
        QVERIFY(restored->before.systemChanged);
        QVERIFY(restored->before.containerImage != good->first().containerImage);
    }

    void aCommandAndARestoreNeverInterleave()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "one\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("echo two > file"), &code);
        auto first = snapshots().beforeLastCommand(created->id);
        QVERIFY(first);

        // Another process runs a long command; a restore without leave to stop it refuses.
        QProcess other;
        other.setProcessEnvironment(cliEnvironment());
        other.start(QStringLiteral(SHADOWBOX_BINARY),
                    {QStringLiteral("sandbox"), QStringLiteral("exec"), created->id, QStringLiteral("--"),
                     QStringLiteral("echo started; sleep 30; echo finished > file")});
        QVERIFY(other.waitForStarted());
        QVERIFY(QTest::qWaitFor(
            [&] { return other.readAllStandardOutput().contains("started") || other.state() != QProcess::Running; },
            30'000));
        QCOMPARE(other.state(), QProcess::Running);
        auto refused = snapshots().restore(created->id, first->id);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::CommandRunning);

        // With leave to stop it, the command goes with its container and the restore holds.
        RestoreOptions stop;
        stop.stopRunningCommands = true;
        auto restored = snapshots().restore(created->id, first->id, stop);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QVERIFY(restored->stoppedCommands);
        QVERIFY(other.waitForFinished(30'000));
        QVERIFY(other.exitCode() != 0);
        QFile file(created->workspace + QStringLiteral("/file"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("one\n"));
        checkAgreement(created->id);

        // A command started by another process while a restore holds the sandbox waits for it.
        auto activity =
            FileLock::tryLock(m_data + QStringLiteral("/locks/") + created->id + QStringLiteral(".activity"));
        QVERIFY2(activity, qPrintable(activity.errorMessage()));
        QProcess waiting;
        waiting.setProcessEnvironment(cliEnvironment());
        QElapsedTimer timer;
        timer.start();
        waiting.start(QStringLiteral(SHADOWBOX_BINARY), {QStringLiteral("sandbox"), QStringLiteral("exec"), created->id,
                                                         QStringLiteral("--"), QStringLiteral("cat file")});
        QVERIFY(waiting.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(waiting.state(), QProcess::Running);
        activity->unlock();
        QVERIFY(waiting.waitForFinished(30'000));
        QCOMPARE(waiting.exitCode(), 0);
        QVERIFY(timer.elapsed() >= 1500);
        QCOMPARE(waiting.readAllStandardOutput(), QByteArray("one\n"));

        // A command that takes no snapshot of its own still waits for one another process is
        // taking, so that it never changes the workspace halfway through that capture.
        auto snapshotting =
            FileLock::tryLock(m_data + QStringLiteral("/locks/") + created->id + QStringLiteral(".snapshot"));
        QVERIFY2(snapshotting, qPrintable(snapshotting.errorMessage()));
        QProcess unsnapshotted;
        unsnapshotted.setProcessEnvironment(cliEnvironment());
        timer.restart();
        unsnapshotted.start(QStringLiteral(SHADOWBOX_BINARY),
                            {QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"),
                             created->id, QStringLiteral("--"), QStringLiteral("echo three > file")});
        QVERIFY(unsnapshotted.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(unsnapshotted.state(), QProcess::Running);
        QCOMPARE(readFile(created->workspace + QStringLiteral("/file")), QByteArray("one\n"));
        snapshotting->unlock();
        QVERIFY(unsnapshotted.waitForFinished(30'000));
        QVERIFY2(unsnapshotted.exitCode() == 0, unsnapshotted.readAllStandardError().constData());
        QVERIFY(timer.elapsed() >= 1500);
        QCOMPARE(readFile(created->workspace + QStringLiteral("/file")), QByteArray("three\n"));
    }

    // The container a restore makes is the one the sandbox had, but for its image: the same limits,
    // capabilities, security options, network, mounts, labels, command, environment and name, as
    // the engine itself reports them.
    void theRestoredContainerIsConfiguredAsTheOldOne()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "v0\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        const auto inspect = [this](const QString &id) {
            HttpRequest r;
            r.target = "/containers/" + urlEncode(id) + "/json";
            auto doc = m_engine->client->callJson(r, CallOptions(), QStringLiteral("inspect"));
            return doc ? doc->object() : QJsonObject();
        };
        // What must not change, as one object, lists in a stable order.
        const auto configuration = [](const QJsonObject &c) {
            const QJsonObject host = c.value(QStringLiteral("HostConfig")).toObject();
            const QJsonObject config = c.value(QStringLiteral("Config")).toObject();
            const auto sorted = [](const QJsonValue &v) {
                QStringList items;
                for (const QJsonValue &item : v.toArray())
                    items << (item.isString()
                                  ? item.toString()
                                  : QString::fromUtf8(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact)));
                items.sort();
                return QJsonArray::fromStringList(items);
            };
            QJsonArray mounts;
            for (const QJsonValue &m : c.value(QStringLiteral("Mounts")).toArray()) {
                const QJsonObject o = m.toObject();
                mounts.append(QJsonObject{{QStringLiteral("Source"), o.value(QStringLiteral("Source"))},
                                          {QStringLiteral("Destination"), o.value(QStringLiteral("Destination"))},
                                          {QStringLiteral("RW"), o.value(QStringLiteral("RW"))}});
            }
            QJsonObject out{{QStringLiteral("Name"), c.value(QStringLiteral("Name"))},
                            {QStringLiteral("Mounts"), sorted(mounts)},
                            {QStringLiteral("CapAdd"), sorted(host.value(QStringLiteral("CapAdd")))},
                            {QStringLiteral("CapDrop"), sorted(host.value(QStringLiteral("CapDrop")))},
                            {QStringLiteral("SecurityOpt"), sorted(host.value(QStringLiteral("SecurityOpt")))},
                            {QStringLiteral("Env"), sorted(config.value(QStringLiteral("Env")))},
                            {QStringLiteral("Labels"), config.value(QStringLiteral("Labels"))}};
            for (const char *key : {"Memory", "MemorySwap", "NanoCpus", "PidsLimit", "NetworkMode", "Privileged",
                                    "ReadonlyRootfs", "Init"})
                out.insert(QLatin1String(key), host.value(QLatin1String(key)));
            for (const char *key :
                 {"Cmd", "Entrypoint", "WorkingDir", "User", "StopTimeout", "Tty", "OpenStdin", "Hostname"})
                out.insert(QLatin1String(key), config.value(QLatin1String(key)));
            return out;
        };
        const QJsonObject before = inspect(created->containerId);
        QVERIFY(!before.isEmpty());
        const QJsonObject expected = configuration(before);
        QCOMPARE(expected.value(QStringLiteral("Memory")).toDouble(), 256.0 * 1024 * 1024);
        QVERIFY2(!expected.value(QStringLiteral("Hostname")).toString().isEmpty(),
                 QJsonDocument(expected).toJson().constData());
        QVERIFY2(expected.value(QStringLiteral("CapDrop")).toArray().size() > 0,
                 QJsonDocument(expected).toJson().constData());

        int code = -1;
        exec(created->id, QStringLiteral("mkdir -p /opt && echo sys > /opt/marker"), &code);
        QCOMPARE(code, 0);
        exec(created->id, QStringLiteral("true"), &code); // the snapshot with /opt/marker saved
        auto list = snapshots().list(created->id);
        QVERIFY(list && !list->isEmpty() && list->first().systemChanged);
        exec(created->id, QStringLiteral("rm -rf /opt"), &code);
        auto restored = snapshots().restore(created->id, list->first().id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        auto record = await(m_session->store()->findSandbox(created->id));
        QVERIFY(record && record->has_value());
        const QString now = (*record)->containerId;
        QVERIFY(now != created->containerId);
        const QJsonObject after = inspect(now);
        QVERIFY(!after.isEmpty());
        QVERIFY2(after.value(QStringLiteral("Config")).toObject().value(QStringLiteral("Image")) !=
                     before.value(QStringLiteral("Config")).toObject().value(QStringLiteral("Image")),
                 "made from the snapshot's image");
        const QJsonObject got = configuration(after);
        QStringList differences;
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            if (got.value(it.key()) != it.value())
                differences << QStringLiteral("%1: %2 became %3")
                                   .arg(it.key(),
                                        QString::fromUtf8(QJsonDocument(QJsonObject{{it.key(), it.value()}})
                                                              .toJson(QJsonDocument::Compact)),
                                        QString::fromUtf8(QJsonDocument(QJsonObject{{it.key(), got.value(it.key())}})
                                                              .toJson(QJsonDocument::Compact)));
        }
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
        // Inside too: the host name is the sandbox's, before and after.
        const QByteArray hostname = exec(created->id, QStringLiteral("hostname"), &code, false);
        QCOMPARE(code, 0);
        QCOMPARE(QString::fromUtf8(hostname.trimmed()), expected.value(QStringLiteral("Hostname")).toString());
        checkAgreement(created->id);
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

    void aKilledRestoreIsFinishedAtTheNextStart()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "original\n");
        // Every trial's command rewrites these, so that putting the workspace back takes a while:
        // a rollback is otherwise over within a few milliseconds of its journal.
        for (int i = 0; i < 2000; ++i)
            repo.write(QStringLiteral("many/%1").arg(i), "original\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("mkdir -p /opt && echo sys > /opt/marker"), &code);
        QCOMPARE(code, 0);
        exec(created->id, QStringLiteral("true"), &code); // the snapshot with /opt/marker saved
        auto good = snapshots().list(created->id);
        QVERIFY(good && !good->isEmpty());
        const SnapshotRecord goal = good->first();
        QVERIFY(goal.systemChanged);
        const QMap<QByteArray, QByteArray> expected = describeWorkspace(created->workspace);

        // How long a whole rollback takes here, to spread the kills over it.
        exec(created->id, QStringLiteral("echo bad > file; for f in many/*; do echo bad > $f; done; rm -rf /opt"),
             &code);
        CliOutcome timing =
            cli({QStringLiteral("snapshot"), QStringLiteral("restore"), created->id, QString::number(goal.id)});
        QCOMPARE(timing.code, 0);
        const qint64 whole = qMax<qint64>(timing.ms, 50);

        int cutShort = 0;
        int settled = 0;
        const int trials = 12;
        for (int trial = 0; trial < trials; ++trial) {
            exec(created->id,
                 QStringLiteral("echo bad-%1 > file; echo extra > extra-%1; for f in many/*; do echo bad > $f; done; "
                                "rm -rf /opt")
                     .arg(trial),
                 &code);
            QCOMPARE(code, 0);
            QProcess p;
            p.setProcessEnvironment(cliEnvironment());
            p.start(QStringLiteral(SHADOWBOX_BINARY),
                    {QStringLiteral("snapshot"), QStringLiteral("restore"), created->id, QString::number(goal.id)});
            QVERIFY(p.waitForStarted());
            // Every other kill is spread over the whole rollback (most land before anything
            // changed, or after the end); the others land 0, 4, 8, … ms after the journal appeared,
            // in the short stretch where the swap and the workspace are being put back.
            int delay = 0;
            if (trial % 2 == 0) {
                delay = int(whole * (trial / 2 + 1) / (trials / 2 + 1));
                QTest::qWait(delay);
            } else {
                delay = (trial / 2) * 4;
                bool journaled = false;
                QElapsedTimer waiting;
                waiting.start();
                while (!journaled && p.state() == QProcess::Running && waiting.elapsed() < 30'000) {
                    auto open = await(m_session->store()->unfinishedRestores());
                    for (const RestoreJournal &j : open ? *open : QList<RestoreJournal>())
                        journaled = journaled || j.sandboxId == created->id;
                }
                QThread::msleep(delay);
            }
            // A restore that was over already is not signalled (nor waited for: it has ended).
            signalProcess(p, SIGKILL);
            QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10'000));
            auto journals = await(m_session->store()->unfinishedRestores());
            QVERIFY(journals);
            for (const RestoreJournal &j : std::as_const(*journals))
                cutShort += j.sandboxId == created->id ? 1 : 0;

            // The next start (a reconcile, as the window and `sandbox reconcile` run it) finishes it.
            CliOutcome next = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
            QVERIFY2(next.code == 0, next.err.constData());
            settleReplacement(*created, &settled);
            const QMap<QByteArray, QByteArray> now = describeWorkspace(created->workspace);
            const bool atGoal = now == expected;
            const bool untouched = now.contains(QByteArrayLiteral("extra-") + QByteArray::number(trial));
            QVERIFY2(atGoal || untouched, qPrintable(QStringLiteral("trial %1 after %2 ms: half applied:\n%3")
                                                         .arg(trial)
                                                         .arg(delay)
                                                         .arg(workspaceDifferences(expected, now))));
            const QByteArray out = exec(created->id, QStringLiteral("cat /opt/marker 2>&1; cat file"), &code);
            QVERIFY2(code == 0, qPrintable(QStringLiteral("trial %1 after %2 ms: %3 (reconcile said: %4 %5)")
                                               .arg(trial)
                                               .arg(delay)
                                               .arg(QString::fromUtf8(out), QString::fromUtf8(next.out),
                                                    QString::fromUtf8(next.err))));
            if (atGoal)
                QVERIFY2(out.startsWith("sys\noriginal"), out.constData());
            else
                QVERIFY2(out.contains("bad-" + QByteArray::number(trial)), out.constData());
            checkAgreement(created->id);
        }
        qInfo("%d of %d kills landed while the restore was under way (whole restore: %lld ms); %d replacements "
              "the engine finished after the kill were removed by the next reconcile",
              cutShort, trials, whole, settled);
        QVERIFY2(cutShort > 0, "no kill landed in the middle of a restore: the trials proved nothing");
    }

    void quietWorkIsSnapshottedOnce()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "a\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto quietCount = [&] {
            auto rows = await(m_session->store()->snapshots(created->id));
            int n = 0;
            for (const SnapshotRecord &r : rows ? *rows : QList<SnapshotRecord>())
                n += r.trigger == SnapshotTrigger::Quiet ? 1 : 0;
            return n;
        };
        manager().watchWorkspaces({*created}, true, 500);
        QCOMPARE(manager().watchedWhenQuiet(), QStringList{created->id});
        // Work that Shadowbox did not run through a snapshot of its own.
        int code = -1;
        exec(created->id, QStringLiteral("echo b > file; sleep 0.2; echo c > other"), &code, false);
        QCOMPARE(code, 0);
        QTRY_COMPARE_WITH_TIMEOUT(quietCount(), 1, 15'000);
        auto rows = await(m_session->store()->snapshots(created->id));
        QVERIFY(rows && !rows->isEmpty());
        const SnapshotRecord quiet = rows->first();
        QCOMPARE(quiet.trigger, SnapshotTrigger::Quiet);
        auto content = snapshots().compare(created->id, quiet.id, quiet.id);
        QVERIFY(content && content->isEmpty());
        // Quiet and unchanged: nothing more. Touched but the same: nothing more either.
        QTest::qWait(1500);
        exec(created->id, QStringLiteral("touch file"), &code, false);
        QTest::qWait(2000);
        QCOMPARE(quietCount(), 1);
        // A restore brings back an earlier state, which a snapshot already holds.
        exec(created->id, QStringLiteral("echo d > file"), &code);
        QTRY_COMPARE_WITH_TIMEOUT(quietCount(), 2, 15'000);
        auto back = snapshots().restore(created->id, quiet.id);
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QTest::qWait(2000);
        QCOMPARE(quietCount(), 2);
        manager().watchWorkspaces({});
        QVERIFY(manager().watchedWhenQuiet().isEmpty());
        checkAgreement(created->id);
    }

    void destroyLeavesNothingOfTheSnapshots()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "x\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("mkdir -p /opt && echo 1 > /opt/a"), &code);
        exec(created->id, QStringLiteral("echo 2 > /opt/a"), &code);
        exec(created->id, QStringLiteral("true"), &code);
        QVERIFY(labelledImages(created->id) >= 2);
        const QString store = m_data + QStringLiteral("/snapshots/") + created->id;
        QVERIFY(QFileInfo::exists(store));
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QVERIFY(proof->images.size() >= 2);
        QVERIFY(proof->snapshots >= 3);
        QCOMPARE(labelledImages(created->id), 0);
        QVERIFY(!QFileInfo::exists(store));
        auto rows = await(m_session->store()->snapshots(created->id));
        QVERIFY(rows);
        QVERIFY(rows->isEmpty());
        QVERIFY(labelledContainers(created->id).isEmpty());
    }

    void theCommandLineTakesListsAndRollsBack()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "v0\n");
        QVERIFY(repo.commitAll());
        CliOutcome made = cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                               repo.path(), QStringLiteral("--image"), starter::reference(), QStringLiteral("--name"),
                               QStringLiteral("cli-snap"), QStringLiteral("--memory"), QStringLiteral("256m")});
        QVERIFY2(made.code == 0, made.err.constData());
        QCOMPARE(cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("cli-snap"),
                      QStringLiteral("--"), QStringLiteral("echo v1 > file")})
                     .code,
                 0);
        CliOutcome manual = cli({QStringLiteral("snapshot"), QStringLiteral("create"), QStringLiteral("cli-snap"),
                                 QStringLiteral("--label"), QStringLiteral("v1 works"), QStringLiteral("--json")});
        QVERIFY2(manual.code == 0, manual.err.constData());
        const qint64 labelled = qint64(manual.json().object().value(QStringLiteral("id")).toDouble());
        QVERIFY(labelled > 0);
        QCOMPARE(cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"),
                      QStringLiteral("cli-snap"), QStringLiteral("--"), QStringLiteral("echo v2 > file")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("cli-snap"),
                      QStringLiteral("--"), QStringLiteral("echo v3 > file")})
                     .code,
                 0);
        CliOutcome listed = cli(
            {QStringLiteral("snapshot"), QStringLiteral("list"), QStringLiteral("cli-snap"), QStringLiteral("--json")});
        QVERIFY2(listed.code == 0, listed.err.constData());
        const QJsonArray rows = listed.json().array();
        // Before v1, the labelled one, before v3 (v2 asked for none), and the baseline recorded at creation.
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(3).toObject().value(QStringLiteral("trigger")).toString(), QStringLiteral("baseline"));
        QCOMPARE(rows.at(1).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("v1 works"));
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("command")).toString(), QStringLiteral("echo v3 > file"));

        CliOutcome diff = cli({QStringLiteral("snapshot"), QStringLiteral("diff"), QStringLiteral("cli-snap"),
                               QString::number(labelled),
                               QString::number(qint64(rows.at(0).toObject().value(QStringLiteral("id")).toDouble())),
                               QStringLiteral("file")});
        QVERIFY2(diff.code == 0 && diff.out.contains("-v1") && diff.out.contains("+v2"), diff.out.constData());

        // Undo the last command (v3): back to v2, which no snapshot holds on its own.
        CliOutcome undo = cli({QStringLiteral("rollback"), QStringLiteral("cli-snap")});
        QVERIFY2(undo.code == 0, undo.err.constData());
        CliOutcome now = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"),
                              QStringLiteral("cli-snap"), QStringLiteral("--"), QStringLiteral("cat file")});
        QCOMPARE(now.out, QByteArray("v2\n"));
        CliOutcome back = cli({QStringLiteral("rollback"), QStringLiteral("cli-snap"), QString::number(labelled)});
        QVERIFY2(back.code == 0, back.err.constData());
        now = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"),
                   QStringLiteral("cli-snap"), QStringLiteral("--"), QStringLiteral("cat file")});
        QCOMPARE(now.out, QByteArray("v1\n"));

        CliOutcome verified = cli({QStringLiteral("snapshot"), QStringLiteral("verify"), QStringLiteral("cli-snap")});
        QVERIFY2(verified.code == 0, verified.err.constData());
        CliOutcome missing = cli({QStringLiteral("rollback"), QStringLiteral("cli-snap"), QStringLiteral("9999")});
        QCOMPARE(missing.code, 4);
        QVERIFY2(missing.err.contains("no snapshot 9999"), missing.err.constData());
        CliOutcome bad = cli({QStringLiteral("rollback"), QStringLiteral("cli-snap"), QStringLiteral("latest")});
        QCOMPARE(bad.code, 2);
        CliOutcome pruned = cli({QStringLiteral("snapshot"), QStringLiteral("prune"), QStringLiteral("cli-snap"),
                                 QStringLiteral("--keep"), QStringLiteral("0")});
        QVERIFY2(pruned.code == 0, pruned.err.constData());
        listed = cli(
            {QStringLiteral("snapshot"), QStringLiteral("list"), QStringLiteral("cli-snap"), QStringLiteral("--json")});
        bool labelKept = false;
        for (const QJsonValue &v : listed.json().array())
            labelKept = labelKept || qint64(v.toObject().value(QStringLiteral("id")).toDouble()) == labelled;
        QVERIFY2(labelKept, listed.out.constData());
        QCOMPARE(cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("cli-snap")}).code, 0);
    }

    // The snapshot settings, set from the command line: an excluded folder is in no snapshot and a
    // rollback leaves it as it is; prune keeps as many automatic snapshots as the settings say; and
    // what cannot be used is refused with the reason.
    void settingsKeepAndExclude()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "v0\n");
        QVERIFY(repo.commitAll());
        const QString name = QStringLiteral("cli-settings");
        CliOutcome made = cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                               repo.path(), QStringLiteral("--image"), starter::reference(), QStringLiteral("--name"),
                               name, QStringLiteral("--memory"), QStringLiteral("256m")});
        QVERIFY2(made.code == 0, made.err.constData());
        const auto run = [&](const QString &command) {
            return cli({QStringLiteral("sandbox"), QStringLiteral("exec"), name, QStringLiteral("--"), command});
        };
        const auto settings = [&](QStringList options) {
            return cli(
                QStringList{QStringLiteral("snapshot"), QStringLiteral("settings"), name, QStringLiteral("--json")} +
                options);
        };

        CliOutcome defaults = settings({});
        QVERIFY2(defaults.code == 0, defaults.err.constData());
        QCOMPARE(defaults.json().object().value(QStringLiteral("keepAutomatic")).toInt(), 50);
        QVERIFY(defaults.json().object().value(QStringLiteral("excluded")).toArray().isEmpty());
        CliOutcome set = settings({QStringLiteral("--keep"), QStringLiteral("2"), QStringLiteral("--exclude"),
                                   QStringLiteral("./cache/"), QStringLiteral("--exclude"), QStringLiteral("tmp")});
        QVERIFY2(set.code == 0, set.err.constData());
        QCOMPARE(set.json().object().value(QStringLiteral("excluded")).toArray(),
                 QJsonArray({QStringLiteral("cache"), QStringLiteral("tmp")}));
        CliOutcome fewer = settings({QStringLiteral("--include"), QStringLiteral("tmp")});
        QCOMPARE(fewer.json().object().value(QStringLiteral("excluded")).toArray(),
                 QJsonArray({QStringLiteral("cache")}));
        QCOMPARE(fewer.json().object().value(QStringLiteral("keepAutomatic")).toInt(), 2);
        for (const QString &bad : {QStringLiteral("/etc"), QStringLiteral("a/../.."), QStringLiteral(".")}) {
            CliOutcome refused = settings({QStringLiteral("--exclude"), bad});
            QCOMPARE(refused.code, 2);
            QVERIFY2(refused.err.contains("cannot be used"), refused.err.constData());
        }
        CliOutcome zero = settings({QStringLiteral("--keep"), QStringLiteral("0")});
        QCOMPARE(zero.code, 2);
        // Two processes changing different paths at once: both changes are kept.
        QStringList together;
        for (int round = 0; round < 4; ++round) {
            std::vector<std::unique_ptr<QProcess>> both;
            for (const QChar who : {u'a', u'b'}) {
                const QString path = QStringLiteral("together-%1-%2").arg(who).arg(round);
                together << path;
                auto process = std::make_unique<QProcess>();
                process->setProcessEnvironment(cliEnvironment());
                process->start(
                    QStringLiteral(SHADOWBOX_BINARY),
                    {QStringLiteral("snapshot"), QStringLiteral("settings"), name, QStringLiteral("--exclude"), path});
                both.push_back(std::move(process));
            }
            for (const auto &process : both) {
                QVERIFY(process->waitForFinished(60'000));
                QCOMPARE(process->exitCode(), 0);
            }
        }
        CliOutcome gathered = settings({});
        QStringList excluded;
        for (const QJsonValue &v : gathered.json().object().value(QStringLiteral("excluded")).toArray())
            excluded << v.toString();
        for (const QString &path : std::as_const(together))
            QVERIFY2(excluded.contains(path), qPrintable(excluded.join(u' ')));
        CliOutcome reset =
            settings({QStringLiteral("--no-exclusions"), QStringLiteral("--exclude"), QStringLiteral("cache")});
        QCOMPARE(reset.json().object().value(QStringLiteral("excluded")).toArray(),
                 QJsonArray({QStringLiteral("cache")}));

        QCOMPARE(run(QStringLiteral("mkdir -p cache && echo 1 > cache/blob && echo v1 > file")).code, 0);
        // What the sandbox made that no snapshot keeps as found is named.
        QCOMPARE(run(QStringLiteral("cp /bin/busybox suid && chmod 4755 suid && mkfifo pipe")).code, 0);
        CliOutcome hazardous = cli({QStringLiteral("snapshot"), QStringLiteral("create"), name});
        QVERIFY2(hazardous.code == 0, hazardous.err.constData());
        QVERIFY2(hazardous.out.contains("never restored: setuid or setgid files: 1, fifos: 1."),
                 hazardous.out.constData());
        CliOutcome flagged = cli({QStringLiteral("snapshot"), QStringLiteral("list"), name, QStringLiteral("--json")});
        const QJsonObject leftOut =
            flagged.json().array().first().toObject().value(QStringLiteral("leftOut")).toObject();
        QCOMPARE(leftOut.value(QStringLiteral("setIdFiles")).toInt(), 1);
        QCOMPARE(leftOut.value(QStringLiteral("fifos")).toInt(), 1);
        QCOMPARE(leftOut.value(QStringLiteral("deviceNodes")).toInt(), 0);
        QCOMPARE(run(QStringLiteral("rm -f suid pipe")).code, 0);
        CliOutcome taken = cli({QStringLiteral("snapshot"), QStringLiteral("create"), name, QStringLiteral("--json")});
        QVERIFY2(taken.code == 0, taken.err.constData());
        const QJsonObject snapshot = taken.json().object();
        // As many files as before cache/blob was made (the snapshot before that command).
        CliOutcome before = cli({QStringLiteral("snapshot"), QStringLiteral("list"), name, QStringLiteral("--json")});
        const QJsonArray beforeRows = before.json().array();
        QCOMPARE(beforeRows.size(), 6); // the baseline recorded at creation is the oldest
        QCOMPARE(snapshot.value(QStringLiteral("files")).toInt(),
                 beforeRows.last().toObject().value(QStringLiteral("files")).toInt());
        QCOMPARE(run(QStringLiteral("echo 2 > cache/blob && echo v2 > file")).code, 0);
        CliOutcome back = cli({QStringLiteral("rollback"), name,
                               QString::number(qint64(snapshot.value(QStringLiteral("id")).toDouble()))});
        QVERIFY2(back.code == 0, back.err.constData());
        CliOutcome now = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("--no-snapshot"), name,
                              QStringLiteral("--"), QStringLiteral("cat file cache/blob")});
        QCOMPARE(now.out, QByteArray("v1\n2\n"));

        for (int i = 0; i < 4; ++i)
            QCOMPARE(run(QStringLiteral("echo %1 > file").arg(i)).code, 0);
        CliOutcome pruned = cli({QStringLiteral("snapshot"), QStringLiteral("prune"), name});
        QVERIFY2(pruned.code == 0, pruned.err.constData());
        CliOutcome listed = cli({QStringLiteral("snapshot"), QStringLiteral("list"), name, QStringLiteral("--json")});
        int automatic = 0;
        bool manualKept = false;
        bool baselineKept = false;
        for (const QJsonValue &v : listed.json().array()) {
            const QJsonObject o = v.toObject();
            const QString trigger = o.value(QStringLiteral("trigger")).toString();
            const bool manual = trigger == QLatin1String("manual");
            baselineKept = baselineKept || trigger == QLatin1String("baseline");
            automatic +=
                o.value(QStringLiteral("label")).toString().isEmpty() && !manual && trigger != QLatin1String("baseline")
                    ? 1
                    : 0;
            manualKept = manualKept || manual;
        }
        // Nine automatic ones were taken; the newest two are kept, and the latest known good one
        // when it is not among them.
        QVERIFY2(automatic == 2 || automatic == 3, listed.out.constData());
        QVERIFY2(manualKept, listed.out.constData());
        QVERIFY2(baselineKept, listed.out.constData()); // a baseline is never pruned
        // The disk the snapshots take, per sandbox.
        CliOutcome shown = cli({QStringLiteral("sandbox"), QStringLiteral("show"), name, QStringLiteral("--json")});
        QVERIFY2(shown.code == 0, shown.err.constData());
        const QJsonObject disk = shown.json().object().value(QStringLiteral("snapshotUsage")).toObject();
        QCOMPARE(disk.value(QStringLiteral("snapshots")).toInt(), int(listed.json().array().size()));
        QVERIFY2(disk.value(QStringLiteral("storeBytes")).toDouble() > 0, shown.out.constData());
        QVERIFY2(disk.contains(QStringLiteral("images")), shown.out.constData());
        CliOutcome text = cli({QStringLiteral("sandbox"), QStringLiteral("show"), name});
        QVERIFY2(text.out.contains("in the snapshot store"), text.out.constData());
        QCOMPARE(cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), name}).code, 0);
    }
};

QTEST_GUILESS_MAIN(SnapshotsTest)
#include "tst_snapshots.moc"
