// New sandboxes from snapshots (forks) on a real engine (Podman or Docker, chosen by CTest through
// SHADOWBOX_ENGINE): a fork of an older snapshot holds exactly that snapshot's workspace and
// system, the two sandboxes never change each other, either can be destroyed first without
// breaking the other, and once both are gone nothing labelled with either is left on the engine
// and no folder of theirs on the disk. A refused fork and a fork killed with SIGKILL leave nothing
// behind, and the command line forks too.

#include "runtime/EngineClient.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

#include <signal.h>

using namespace shadowbox;
using namespace shadowbox::test;

class ForkTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-fork-XXXXXX")};
    QString m_data;
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;

    SandboxManager &manager() { return *m_session->manager(); }
    const Snapshotter &snapshots() { return m_session->manager()->snapshotter(); }

    CreateRequest request(const ScratchRepo &repo, const QString &name)
    {
        CreateRequest r;
        r.repository = repo.path();
        r.image = starter::reference();
        r.name = name;
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.cpus = 1;
        r.limits.pids = 128;
        r.limits.stopTimeoutSeconds = 2;
        return r;
    }

    QByteArray exec(const QString &sandbox, const QString &command, int *exitCode)
    {
        Output o;
        auto run = manager().execBlocking(sandbox, command, o.sink(), CancelToken());
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
    CliOutcome cli(const QStringList &args) { return runCli(QStringLiteral(SHADOWBOX_BINARY), args, cliEnvironment()); }

    // Everything on the engine labelled with the sandbox, intermediate images included (Docker
    // hides an untagged image another one was committed on top of unless asked for all).
    QStringList labelled(const QString &sandboxId)
    {
        const QByteArray filter = labelFilter(QLatin1String(kSandboxLabel) + u'=' + sandboxId);
        QStringList found;
        for (const QByteArray &target :
             {QByteArray("/containers/json?all=1&filters=") + filter,
              QByteArray("/images/json?all=1&filters=") + filter, QByteArray("/networks?filters=") + filter}) {
            HttpRequest request;
            request.target = target;
            auto doc = m_engine->client->callJson(request, CallOptions(), QStringLiteral("listing"));
            if (!doc) {
                found << doc.errorMessage();
                continue;
            }
            for (const QJsonValue &v : doc->array())
                found << QString::fromLatin1(target.left(target.indexOf('?'))) + u' ' +
                             v.toObject().value(QStringLiteral("Id")).toString().left(19);
        }
        return found;
    }
    int labelledImages(const QString &sandboxId)
    {
        auto list = m_engine->client->listImages(QLatin1String(kSandboxLabel) + u'=' + sandboxId, {});
        return list ? int(list->size()) : -1;
    }

    // Gone for good: nothing on the engine, no workspace, no snapshot store, no kept outputs.
    void checkNothingLeft(const SandboxRecord &r)
    {
        const QStringList left = labelled(r.id);
        QVERIFY2(left.isEmpty(), qPrintable(r.name + QStringLiteral(": ") + left.join(QStringLiteral(", "))));
        QVERIFY2(!QFileInfo::exists(r.workspace), qPrintable(r.workspace));
        QVERIFY(!QFileInfo::exists(m_data + QStringLiteral("/snapshots/") + r.id));
        QVERIFY(!QFileInfo::exists(m_data + QStringLiteral("/workspaces/") + r.id));
    }

    // A source with history: a command that changes the workspace and the system, then one that
    // changes both again. Returns the snapshot taken before the second command (which holds
    // what the first one left), and what the workspace held at that moment.
    struct Source {
        SandboxRecord record;
        SnapshotRecord middle;
        QMap<QByteArray, QByteArray> middleWorkspace;
    };
    Source makeSource(const QString &name)
    {
        Source out;
        ScratchRepo repo;
        repo.write(QStringLiteral("src/main.c"), "int main(void) { return 0; }\n");
        repo.write(QStringLiteral("notes.txt"), "v0\n");
        [&] { QVERIFY(repo.commitAll()); }();
        repo.write(QStringLiteral("uncommitted.txt"), "not committed\n");
        auto created = manager().createBlocking(request(repo, name), CancelToken());
        if (!created) {
            qWarning("%s", qPrintable(created.errorMessage()));
            return out;
        }
        out.record = *created;
        int code = -1;
        exec(created->id,
             QStringLiteral("set -e; echo v1 > notes.txt; chmod 640 notes.txt; mkdir -p empty/inner tools; "
                            "printf '#!/bin/sh\\necho tool\\n' > tools/run; chmod 750 tools/run; "
                            "ln -s src/main.c main-link; ln -s /etc/passwd outside-link; "
                            "touch \"$(printf 'raw\\377name')\"; echo before > /etc/marker-before"),
             &code);
        if (code != 0)
            return out;
        out.middleWorkspace = describeWorkspace(created->workspace);
        exec(created->id,
             QStringLiteral("set -e; echo v2 > notes.txt; rm main-link; rm -r empty; echo later > later.txt; "
                            "echo after > /etc/marker-after; rm /etc/marker-before"),
             &code);
        if (code != 0)
            return out;
        auto middle = snapshots().beforeLastCommand(created->id);
        if (middle)
            out.middle = *middle;
        return out;
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

    void aForkOfAnOlderSnapshotHoldsExactlyItsState()
    {
        const Source source = makeSource(QStringLiteral("fork-src-%1").arg(testEngineName()));
        QVERIFY(!source.record.id.isEmpty());
        QVERIFY(source.middle.id > 0);
        QVERIFY2(source.middle.systemChanged, "the first command changed /etc, so the snapshot saved the system");
        const int sourceSnapshots = int(snapshots().list(source.record.id)->size());

        ForkRequest fork;
        fork.source = source.record.name;
        fork.snapshotId = source.middle.id;
        auto forked = manager().forkBlocking(fork, CancelToken());
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        QCOMPARE(forked->state, SandboxState::Running);
        QCOMPARE(forked->name, source.record.name + QStringLiteral("-fork"));
        QCOMPARE(forked->forkedFrom, source.record.id);
        QCOMPARE(forked->forkedFromName, source.record.name);
        QCOMPARE(forked->forkedFromSnapshot, source.middle.id);
        // The source's baseline and limits: a review of the fork compares with the user's repository.
        QCOMPARE(forked->repository, source.record.repository);
        QCOMPARE(forked->baselineCommit, source.record.baselineCommit);
        QCOMPARE(forked->baselineUntracked, source.record.baselineUntracked);
        QCOMPARE(forked->image, source.record.image);
        QCOMPARE(forked->limits.memoryBytes, source.record.limits.memoryBytes);
        QCOMPARE(forked->limits.pids, source.record.limits.pids);
        QVERIFY(forked->workspace != source.record.workspace);
        QStringList steps;
        for (const StepTiming &t : forked->steps)
            steps << t.step;
        // The source has a gateway, and so has the fork (with the source's policy).
        QCOMPARE(forked->networkMode, NetworkMode::Gateway);
        QCOMPARE(forked->networkPolicy, source.record.networkPolicy);
        QCOMPARE(steps, QStringList({QStringLiteral("copy"), QStringLiteral("image"), QStringLiteral("gateway"),
                                     QStringLiteral("container"), QStringLiteral("start"), QStringLiteral("trust"),
                                     QStringLiteral("baseline"), QStringLiteral("snapshot"), QStringLiteral("total")}));
        // The source's baseline is the fork's: the same workspace commit, readable in the fork's store.
        auto sourceBaseline = manager().snapshotter().baseline(source.record.id);
        auto forkBaseline = manager().snapshotter().baseline(forked->id);
        QVERIFY(sourceBaseline && sourceBaseline->has_value());
        QVERIFY(forkBaseline && forkBaseline->has_value());
        QCOMPARE((*forkBaseline)->workspaceCommit, (*sourceBaseline)->workspaceCommit);
        QCOMPARE((*forkBaseline)->trigger, SnapshotTrigger::Baseline);
        auto forkBaselineContent = manager().snapshotter().contentId(forked->id, (*forkBaseline)->workspaceCommit);
        QVERIFY2(forkBaselineContent, qPrintable(forkBaselineContent.errorMessage()));
        // Saved as such, and read back the same.
        auto stored = await(m_session->store()->findSandbox(forked->id));
        QVERIFY(stored && stored->has_value());
        QCOMPARE((*stored)->forkedFrom, source.record.id);
        QCOMPARE((*stored)->forkedFromSnapshot, source.middle.id);

        // The workspace is exactly the snapshot's: contents, modes, links, empty folders, raw names.
        const QMap<QByteArray, QByteArray> got = describeWorkspace(forked->workspace);
        QVERIFY2(got == source.middleWorkspace, qPrintable(workspaceDifferences(source.middleWorkspace, got)));
        QVERIFY(got.value("main-link").startsWith("link "));
        QVERIFY(got.contains("empty/inner"));
        QVERIFY(got.contains("raw\xffname"));

        // The system too: what was written outside /workspace before the snapshot is there, what
        // was written after is not.
        int code = -1;
        QByteArray output =
            exec(forked->id, QStringLiteral("cat /etc/marker-before; test ! -e /etc/marker-after"), &code);
        QVERIFY2(code == 0 && output.contains("before"), output.constData());

        // Its container's image is its own; the source's images are still only the source's.
        QVERIFY(labelledImages(forked->id) >= 1);
        const QList<SnapshotRecord> own = *snapshots().list(forked->id);
        // Oldest first from the end: the inherited baseline, then the fork's own first snapshot.
        QVERIFY(own.size() >= 2);
        QCOMPARE(own.last().trigger, SnapshotTrigger::Baseline);
        const SnapshotRecord first = own.at(own.size() - 2);
        QCOMPARE(first.trigger, SnapshotTrigger::Manual);
        QCOMPARE(first.label, QStringLiteral("Forked from %1 #%2").arg(source.record.name).arg(source.middle.id));
        QCOMPARE(int(snapshots().list(source.record.id)->size()), sourceSnapshots);

        // The two never change each other.
        exec(forked->id, QStringLiteral("echo fork > notes.txt; echo fork > /etc/only-fork"), &code);
        QCOMPARE(code, 0);
        exec(source.record.id, QStringLiteral("echo source > source-only.txt; echo source > /etc/only-source"), &code);
        QCOMPARE(code, 0);
        output = exec(source.record.id,
                      QStringLiteral("cat notes.txt; test ! -e /etc/only-fork && test ! -e /etc/marker-before && "
                                     "echo separate"),
                      &code);
        QVERIFY2(code == 0 && output.contains("v2") && output.contains("separate"), output.constData());
        output = exec(forked->id,
                      QStringLiteral("cat notes.txt; test ! -e source-only.txt && "
                                     "test ! -e /etc/only-source && echo separate"),
                      &code);
        QVERIFY2(code == 0 && output.contains("fork") && output.contains("separate"), output.constData());

        // The source goes first: the fork keeps running commands and can still undo.
        auto sourceProof = manager().destroyBlocking(source.record.id);
        QVERIFY2(sourceProof && sourceProof->clean(),
                 qPrintable(sourceProof ? sourceProof->summary() : sourceProof.errorMessage()));
        if (testEngineName() == QLatin1String("docker"))
            QVERIFY2(!sourceProof->imagesUnderForks.isEmpty(),
                     "Docker keeps the source's image the fork's copy was committed on, untagged");
        output = exec(forked->id, QStringLiteral("cat /etc/marker-before notes.txt; echo gone > notes.txt"), &code);
        QVERIFY2(code == 0 && output.contains("before") && output.contains("fork"), output.constData());
        auto undo = snapshots().beforeLastCommand(forked->id);
        QVERIFY(undo);
        auto restored = snapshots().restore(forked->id, undo->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        output = exec(forked->id, QStringLiteral("cat notes.txt /etc/marker-before"), &code);
        QVERIFY2(code == 0 && output.contains("fork") && output.contains("before"), output.constData());
        // Back to the fork point itself: its first snapshot.
        restored = snapshots().restore(forked->id, first.id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QVERIFY2(describeWorkspace(forked->workspace) == source.middleWorkspace,
                 qPrintable(workspaceDifferences(source.middleWorkspace, describeWorkspace(forked->workspace))));
        auto verified = snapshots().verify(forked->id);
        QVERIFY2(verified && verified->ok(),
                 qPrintable(verified ? verified->problems.join(u'\n') : verified.errorMessage()));

        auto forkProof = manager().destroyBlocking(forked->id);
        QVERIFY2(forkProof && forkProof->clean(),
                 qPrintable(forkProof ? forkProof->summary() : forkProof.errorMessage()));
        checkNothingLeft(source.record);
        checkNothingLeft(*forked);
    }

    void theForkCanGoFirst()
    {
        const Source source = makeSource(QStringLiteral("fork-first-%1").arg(testEngineName()));
        QVERIFY(!source.record.id.isEmpty());
        QVERIFY(source.middle.systemChanged);
        // The source's snapshot settings go with the fork.
        SnapshotPolicy policy;
        policy.keepAutomatic = 9;
        policy.excluded = {QStringLiteral("cache")};
        QVERIFY(snapshots().setPolicy(source.record.id, policy));
        ForkRequest fork;
        fork.source = source.record.id;
        fork.snapshotId = source.middle.id;
        fork.name = QStringLiteral("fork-first-copy");
        auto forked = manager().forkBlocking(fork, CancelToken());
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        QCOMPARE(forked->name, fork.name);
        auto inherited = snapshots().policy(forked->id);
        QVERIFY2(inherited, qPrintable(inherited.errorMessage()));
        QCOMPARE(*inherited, policy);
        auto forkProof = manager().destroyBlocking(forked->id);
        QVERIFY2(forkProof && forkProof->clean(),
                 qPrintable(forkProof ? forkProof->summary() : forkProof.errorMessage()));
        QVERIFY(forkProof->imagesUnderForks.isEmpty());
        checkNothingLeft(*forked);

        // The source is untouched: its snapshot's image is there, and restoring it works.
        int code = -1;
        QByteArray output = exec(source.record.id, QStringLiteral("cat /etc/marker-after notes.txt"), &code);
        QVERIFY2(code == 0 && output.contains("after") && output.contains("v2"), output.constData());
        auto restored = snapshots().restore(source.record.id, source.middle.id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        output = exec(source.record.id, QStringLiteral("cat /etc/marker-before"), &code);
        QVERIFY2(code == 0 && output.contains("before"), output.constData());
        auto sourceProof = manager().destroyBlocking(source.record.id);
        QVERIFY2(sourceProof && sourceProof->clean(),
                 qPrintable(sourceProof ? sourceProof->summary() : sourceProof.errorMessage()));
        QVERIFY(sourceProof->imagesUnderForks.isEmpty());
        checkNothingLeft(source.record);
    }

    // The source destroyed right after the fork, before the fork committed anything of its own:
    // the image the fork's container is made from must be the fork's alone.
    void theSourceCanGoAtOnce()
    {
        const Source source = makeSource(QStringLiteral("fork-at-once-%1").arg(testEngineName()));
        QVERIFY(!source.record.id.isEmpty());
        QVERIFY(source.middle.systemChanged);
        ForkRequest fork;
        fork.source = source.record.id;
        fork.snapshotId = source.middle.id;
        auto forked = manager().forkBlocking(fork, CancelToken());
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        auto sourceProof = manager().destroyBlocking(source.record.id);
        QVERIFY2(sourceProof && sourceProof->clean(),
                 qPrintable(sourceProof ? sourceProof->summary() : sourceProof.errorMessage()));
        if (testEngineName() == QLatin1String("docker"))
            QCOMPARE(sourceProof->imagesUnderForks.size(), 1);
        QVERIFY(sourceProof->report().join(u'\n').contains(QStringLiteral("Snapshot images")));
        int code = -1;
        const QByteArray output = exec(forked->id, QStringLiteral("cat /etc/marker-before notes.txt"), &code);
        QVERIFY2(code == 0 && output.contains("before") && output.contains("v1"), output.constData());
        auto forkProof = manager().destroyBlocking(forked->id);
        QVERIFY2(forkProof && forkProof->clean(),
                 qPrintable(forkProof ? forkProof->summary() : forkProof.errorMessage()));
        checkNothingLeft(source.record);
        checkNothingLeft(*forked);
    }

    void aSnapshotWithoutASavedSystemUsesTheSourcesImage()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "one\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo, QStringLiteral("fork-plain")), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("echo two > file"), &code);
        QCOMPARE(code, 0);
        QCOMPARE(labelledImages(created->id), 0);

        ForkRequest fork;
        fork.source = created->name;
        auto forked = manager().forkBlocking(fork, CancelToken()); // the newest snapshot
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        auto newest = snapshots().find(created->id, 0);
        QVERIFY(newest);
        QCOMPARE(forked->forkedFromSnapshot, newest->id);
        QVERIFY(forked->containerImage.isEmpty()); // made from the image the source was made from
        QCOMPARE(labelledImages(forked->id), 0);
        QByteArray output = exec(forked->id, QStringLiteral("cat file"), &code);
        QVERIFY2(code == 0 && output.contains("one"), output.constData()); // taken before "echo two"

        // A second fork of the same sandbox gets the next free name.
        auto second = manager().forkBlocking(fork, CancelToken());
        QVERIFY2(second, qPrintable(second.errorMessage()));
        QCOMPARE(second->name, QStringLiteral("fork-plain-fork-2"));
        for (const QString &id : {second->id, forked->id, created->id}) {
            auto proof = manager().destroyBlocking(id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        }
        checkNothingLeft(*created);
        checkNothingLeft(*forked);
    }

    void aRefusedForkLeavesNothingBehind()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "one\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo, QStringLiteral("fork-refused")), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("true"), &code);

        const auto before = await(m_session->store()->sandboxes(true));
        QVERIFY(before);
        const QStringList workspaces =
            QDir(m_data + QStringLiteral("/workspaces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        const QStringList stores =
            QDir(m_data + QStringLiteral("/snapshots")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        const QString store = QLatin1String(kStoreLabel) + u'=' + m_session->store()->storeId();
        const int containers = int(m_engine->client->listContainers(store, {})->size());
        const int images = int(m_engine->client->listImages(store, {})->size());

        ForkRequest bad;
        bad.source = created->name;
        bad.snapshotId = 99999;
        auto refused = manager().forkBlocking(bad, CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::NotFound);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("99999")), qPrintable(refused.errorMessage()));
        bad.snapshotId = 0;
        bad.name = created->name; // taken
        refused = manager().forkBlocking(bad, CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        bad.name = QStringLiteral("-bad name");
        refused = manager().forkBlocking(bad, CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::InvalidInput);
        bad.source = QStringLiteral("no-such-sandbox");
        bad.name.clear();
        refused = manager().forkBlocking(bad, CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::NotFound);

        const auto after = await(m_session->store()->sandboxes(true));
        QVERIFY(after);
        QCOMPARE(after->size(), before->size());
        QCOMPARE(QDir(m_data + QStringLiteral("/workspaces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot), workspaces);
        QCOMPARE(QDir(m_data + QStringLiteral("/snapshots")).entryList(QDir::Dirs | QDir::NoDotAndDotDot), stores);
        QCOMPARE(int(m_engine->client->listContainers(store, {})->size()), containers);
        QCOMPARE(int(m_engine->client->listImages(store, {})->size()), images);

        // A destroyed sandbox has no snapshots to fork.
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY(proof && proof->clean());
        bad.source = created->id;
        refused = manager().forkBlocking(bad, CancelToken());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
    }

    void aKilledForkIsFinishedOffByReconcile()
    {
        ScratchRepo repo;
        for (int i = 0; i < 400; ++i)
            repo.write(QStringLiteral("src/f%1.txt").arg(i), QByteArray(4000, char('a' + i % 26)));
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo, QStringLiteral("fork-killed")), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("echo sys > /etc/marker"), &code);
        exec(created->id, QStringLiteral("true"), &code); // a snapshot with the system saved
        QCOMPARE(code, 0);

        // The fork runs in another process, killed once its record says `creating`; then reconcile
        // (as the next start would) removes everything it had made.
        int killedMidway = 0;
        for (int trial = 0; trial < 6 && killedMidway < 2; ++trial) {
            const QString name = QStringLiteral("fork-killed-%1").arg(trial);
            QProcess p;
            p.setProcessEnvironment(cliEnvironment());
            p.start(QStringLiteral(SHADOWBOX_BINARY), {QStringLiteral("snapshot"), QStringLiteral("fork"),
                                                       created->name, QStringLiteral("--name"), name});
            QVERIFY(p.waitForStarted());
            std::optional<SandboxRecord> seen;
            // Later in each trial: the first kills land early, the next ones during the copy or after.
            const int afterSeenMs = trial * 60;
            QVERIFY(QTest::qWaitFor(
                [&] {
                    auto found = await(m_session->store()->findSandbox(name));
                    if (found && found->has_value() && (*found)->state == SandboxState::Creating)
                        seen = **found;
                    return seen.has_value() || p.state() != QProcess::Running;
                },
                60'000));
            if (seen && afterSeenMs > 0)
                p.waitForFinished(afterSeenMs);
            if (p.state() == QProcess::Running) {
                signalProcess(p, SIGKILL);
                QVERIFY(p.waitForFinished(10'000));
                ++killedMidway;
            }
            auto report = manager().reconcileBlocking();
            QVERIFY2(report, qPrintable(report.errorMessage()));
            QVERIFY2(report->busy.isEmpty(), qPrintable(report->busy.join(u',')));
            auto left = await(m_session->store()->findSandbox(name));
            QVERIFY(left);
            if (left->has_value()) {
                // It finished before the kill: a whole sandbox, destroyed like any other.
                QCOMPARE((*left)->state, SandboxState::Running);
                auto proof = manager().destroyBlocking((*left)->id);
                QVERIFY(proof && proof->clean());
            }
            if (seen)
                checkNothingLeft(*seen);
        }
        qInfo("[%s] %d forks killed while under way", qPrintable(testEngineName()), killedMidway);
        QVERIFY2(killedMidway > 0, "no kill landed while the fork was under way");
        // The source never noticed.
        QByteArray output = exec(created->id, QStringLiteral("cat /etc/marker"), &code);
        QVERIFY2(code == 0 && output.contains("sys"), output.constData());
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        checkNothingLeft(*created);
    }

    void theCommandLineForks()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("file"), "one\n");
        QVERIFY(repo.commitAll());
        auto created = manager().createBlocking(request(repo, QStringLiteral("fork-cli")), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id, QStringLiteral("echo two > file"), &code);
        exec(created->id, QStringLiteral("echo three > file"), &code);
        auto list = snapshots().list(created->id);
        QVERIFY(list && list->size() >= 2);
        const qint64 older = list->last().id; // before "echo two"

        CliOutcome help = cli({QStringLiteral("snapshot"), QStringLiteral("fork"), QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains("snapshot fork NAME [SNAPSHOT]"), help.out.constData());
        CliOutcome usage = cli({QStringLiteral("snapshot"), QStringLiteral("fork")});
        QCOMPARE(usage.code, 2);
        usage = cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name, QStringLiteral("x")});
        QCOMPARE(usage.code, 2);
        usage = cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name, QStringLiteral("--name"),
                     QStringLiteral("bad name")});
        QCOMPARE(usage.code, 2);
        CliOutcome missing =
            cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name, QStringLiteral("99999")});
        QCOMPARE(missing.code, 4);
        QVERIFY2(missing.err.contains("99999"), missing.err.constData());

        CliOutcome forked =
            cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name, QString::number(older),
                 QStringLiteral("--name"), QStringLiteral("fork-cli-b"), QStringLiteral("--json")});
        QVERIFY2(forked.code == 0, forked.err.constData());
        const QJsonObject record = forked.json().object();
        QCOMPARE(record.value(QStringLiteral("name")).toString(), QStringLiteral("fork-cli-b"));
        QCOMPARE(record.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        const QJsonObject from = record.value(QStringLiteral("forkedFrom")).toObject();
        QCOMPARE(from.value(QStringLiteral("sandbox")).toString(), created->id);
        QCOMPARE(from.value(QStringLiteral("name")).toString(), created->name);
        QCOMPARE(qint64(from.value(QStringLiteral("snapshot")).toDouble()), older);
        QVERIFY2(forked.err.contains("%] "), forked.err.constData()); // progress on stderr

        CliOutcome ran = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("fork-cli-b"),
                              QStringLiteral("--"), QStringLiteral("cat file")});
        QCOMPARE(ran.code, 0);
        QCOMPARE(ran.out, QByteArray("one\n"));
        CliOutcome show = cli({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("fork-cli-b")});
        QCOMPARE(show.code, 0);
        QVERIFY2(show.out.contains("Forked from") &&
                     show.out.contains(QStringLiteral("%1 snapshot %2").arg(created->name).arg(older).toUtf8()),
                 show.out.constData());
        CliOutcome shown = cli({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("fork-cli-b"),
                                QStringLiteral("--json")});
        QCOMPARE(shown.code, 0);
        QCOMPARE(shown.json()
                     .object()
                     .value(QStringLiteral("forkedFrom"))
                     .toObject()
                     .value(QStringLiteral("sandbox"))
                     .toString(),
                 created->id);
        CliOutcome plain =
            cli({QStringLiteral("sandbox"), QStringLiteral("show"), created->name, QStringLiteral("--json")});
        QVERIFY(plain.json().object().value(QStringLiteral("forkedFrom")).isNull());
        CliOutcome snapshotsOfFork =
            cli({QStringLiteral("snapshot"), QStringLiteral("list"), QStringLiteral("fork-cli-b")});
        QVERIFY2(
            snapshotsOfFork.out.contains(QStringLiteral("Forked from %1 #%2").arg(created->name).arg(older).toUtf8()),
            snapshotsOfFork.out.constData());

        // Without a snapshot and a name: the newest, and NAME-fork. Text output this time.
        CliOutcome newest = cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name});
        QVERIFY2(newest.code == 0, newest.err.constData());
        QVERIFY2(newest.out.contains("Created sandbox fork-cli-fork"), newest.out.constData());
        ran = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("fork-cli-fork"),
                   QStringLiteral("--"), QStringLiteral("cat file")});
        QCOMPARE(ran.out, QByteArray("two\n"));

        for (const QString &name : {QStringLiteral("fork-cli-b"), QStringLiteral("fork-cli-fork"), created->name}) {
            CliOutcome destroyed = cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), name});
            QVERIFY2(destroyed.code == 0, destroyed.err.constData());
        }
        checkNothingLeft(*created);
    }
};

QTEST_GUILESS_MAIN(ForkTest)
#include "tst_fork.moc"
