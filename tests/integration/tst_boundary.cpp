// The sandbox boundary, attacked from inside on a real engine (Podman or Docker, chosen by CTest
// through SHADOWBOX_ENGINE). The engines here run as root without user namespaces, so root in the
// sandbox is root on the workspace's files: what it makes there must not give anyone on the host
// more rights. The test runs as root and plays the other local user with `setpriv` as nobody.

#include "core/DataFolder.h"
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
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
struct HostRun {
    int exitCode = -1;
    QByteArray output;
};

// Runs a program on the host as the unprivileged user nobody, like any other local user would.
// setpriv keeps root's capabilities until its own execve (it changes the groups after the user), so
// it starts a shell, which has none, and the shell starts the program as nobody really would.
HostRun runAsNobody(const QStringList &command)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setWorkingDirectory(QStringLiteral("/"));
    p.start(QStringLiteral("setpriv"), QStringList{QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                                                   QStringLiteral("--clear-groups"), QStringLiteral("/bin/sh"),
                                                   QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\"")} +
                                           command);
    if (!p.waitForFinished(30'000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}

uint modeOf(const QString &path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? uint(st.st_mode & 07777) : 0xFFFFu;
}

// CapEff, NoNewPrivs and Seccomp of a /proc/<pid>/status text.
QMap<QByteArray, QByteArray> statusFields(const QByteArray &status)
{
    QMap<QByteArray, QByteArray> fields;
    for (const QByteArray &line : status.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            fields.insert(line.left(colon), line.mid(colon + 1).trimmed());
    }
    return fields;
}
} // namespace

class BoundaryTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-boundary-XXXXXX")};
    QString m_data;
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;

    SandboxManager &manager() { return *m_session->manager(); }
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
    QJsonObject inspect(const QString &id)
    {
        HttpRequest r;
        r.target = "/containers/" + urlEncode(id) + "/json";
        auto doc = m_engine->client->callJson(r, CallOptions(), QStringLiteral("inspect"));
        return doc ? doc->object() : QJsonObject();
    }
    struct Ran {
        QByteArray out;
        QByteArray err;
    };
    Ran exec(const QString &sandbox, const QString &command, int *exitCode)
    {
        Output o;
        auto run = manager().execBlocking(sandbox, command, o.sink(), CancelToken());
        *exitCode = run ? run->exitCode : -1;
        std::lock_guard lock(o.mutex);
        return {o.out, run ? o.err : o.err + run.errorMessage().toUtf8()};
    }
    void destroy(const QString &id)
    {
        auto proof = manager().destroyBlocking(id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QFAIL("this test plays another local user with setpriv and needs to run as root (CI runs as root)");
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty(),
                 "setpriv (util-linux) is missing");
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        QCOMPARE(engine->info.kindName().toLower(), testEngineName());

        // Everything above the data folder is open to every local user, as a home folder often is:
        // only Shadowbox's own modes may stand between another user and the workspaces.
        QVERIFY(::chmod(QFile::encodeName(m_root.path()).constData(), 0755) == 0);
        m_data = m_root.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(m_data));
        QVERIFY(::chmod(QFile::encodeName(m_data).constData(), 0755) == 0);

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

    void cleanupTestCase() { m_session.reset(); }

    void containerIsHardened()
    {
        ScratchRepo repo;
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));

        // The engines here run as root without remapping, and the record says what that means.
        QCOMPARE(created->userNamespace, UserNamespace::None);
        auto stored = await(m_session->store()->findSandbox(created->id));
        QVERIFY(stored && stored->has_value());
        QCOMPARE((*stored)->userNamespace, UserNamespace::None);

        // As the engine recorded it. Podman stores capability names sorted and without the CAP_
        // prefix, Docker as they were sent.
        const QJsonObject host = inspect(created->containerId).value(QStringLiteral("HostConfig")).toObject();
        QStringList dropped;
        for (const QJsonValue &v : host.value(QStringLiteral("CapDrop")).toArray())
            dropped << v.toString().toUpper().remove(QStringLiteral("CAP_"));
        for (const char *cap : {"MKNOD", "NET_RAW", "AUDIT_WRITE", "SETFCAP", "SETPCAP"})
            QVERIFY2(dropped.contains(QLatin1String(cap)),
                     qPrintable(dropped.join(u',') + QStringLiteral(" lacks ") + QLatin1String(cap)));
        QVERIFY(host.value(QStringLiteral("CapAdd")).toArray().isEmpty());
        QCOMPARE(host.value(QStringLiteral("Privileged")).toBool(true), false);
        QStringList securityOptions;
        for (const QJsonValue &v : host.value(QStringLiteral("SecurityOpt")).toArray())
            securityOptions << v.toString();
        QVERIFY2(securityOptions.filter(QStringLiteral("no-new-privileges")).size() == 1,
                 qPrintable(securityOptions.join(u',')));
        QVERIFY2(securityOptions.filter(QStringLiteral("unconfined")).isEmpty(),
                 qPrintable(securityOptions.join(u',')));
        QCOMPARE(qint64(host.value(QStringLiteral("Memory")).toDouble()), 256LL * 1024 * 1024);
        QCOMPARE(qint64(host.value(QStringLiteral("MemorySwap")).toDouble()), 256LL * 1024 * 1024);

        // As the kernel applies it, to the container's first process and to a command run in it.
        int code = -1;
        Ran o = exec(created->id, QStringLiteral("cat /proc/1/status; echo ---; cat /proc/self/status"), &code);
        QCOMPARE(code, 0);
        for (const QByteArray &status : {o.out.left(o.out.indexOf("---")), o.out.mid(o.out.indexOf("---") + 3)}) {
            const auto fields = statusFields(status);
            bool ok = false;
            const quint64 caps = fields.value("CapEff").toULongLong(&ok, 16);
            QVERIFY2(ok, status.constData());
            qInfo("[%s] CapEff %s NoNewPrivs %s Seccomp %s", qPrintable(testEngineName()),
                  fields.value("CapEff").constData(), fields.value("NoNewPrivs").constData(),
                  fields.value("Seccomp").constData());
            QVERIFY2(!(caps & (1ULL << 27)), "CAP_MKNOD is effective");
            QVERIFY2(!(caps & (1ULL << 13)), "CAP_NET_RAW is effective");
            QVERIFY2(!(caps & (1ULL << 21)), "CAP_SYS_ADMIN is effective");
            QVERIFY2(!(caps & (1ULL << 31)), "CAP_SETFCAP is effective");
            QCOMPARE(fields.value("NoNewPrivs"), QByteArray("1"));
            QCOMPARE(fields.value("Seccomp"), QByteArray("2"));
        }
        destroy(created->id);
    }

    void mknodFailsInside()
    {
        ScratchRepo repo;
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        Ran o = exec(created->id, QStringLiteral("mknod /workspace/kmsg c 1 11 && chmod 666 /workspace/kmsg"), &code);
        QVERIFY2(code != 0, "mknod of the kernel log device succeeded inside the sandbox");
        QVERIFY2(o.err.contains("not permitted"), o.err.constData());
        QVERIFY(!QFileInfo::exists(created->workspace + QStringLiteral("/kmsg")));
        o = exec(created->id, QStringLiteral("mknod /tmp/disk b 254 0"), &code);
        QVERIFY2(code != 0, "mknod of a block device succeeded inside the sandbox");
        destroy(created->id);
    }

    void setuidFileMadeInsideIsUselessToOtherUsers()
    {
        // A static program that becomes root if it can, built on the host into the repository.
        ScratchRepo repo;
        repo.write(QStringLiteral("rootme.c"), "#include <unistd.h>\nint main(void) { if (setuid(0) != 0) return 1; "
                                               "execl(\"/usr/bin/id\", \"id\", (char *)0); return 2; }\n");
        QProcess cc;
        cc.setProcessChannelMode(QProcess::MergedChannels);
        cc.start(QStringLiteral("cc"),
                 {QStringLiteral("-static"), QStringLiteral("-o"), repo.path() + QStringLiteral("/rootme"),
                  repo.path() + QStringLiteral("/rootme.c")});
        QVERIFY2(cc.waitForFinished(60'000) && cc.exitCode() == 0, cc.readAll().constData());

        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        Ran o = exec(created->id, QStringLiteral("chown 0:0 rootme && chmod 4755 rootme && ls -ln rootme"), &code);
        QVERIFY2(code == 0, o.err.constData());

        // On the host the file is setuid root: only the workspace's mode keeps others away from it.
        const QString rootme = created->workspace + QStringLiteral("/rootme");
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(rootme).constData(), &st), 0);
        QCOMPARE(uint(st.st_uid), 0u);
        QCOMPARE(uint(st.st_mode & 07777), 04755u);

        QCOMPARE(runAsNobody({QStringLiteral("id"), QStringLiteral("-u")}).output.trimmed(), QByteArray("65534"));
        const HostRun run = runAsNobody({rootme});
        qInfo("[%s] nobody running %s: exit %d, %s", qPrintable(testEngineName()), qPrintable(rootme), run.exitCode,
              run.output.trimmed().constData());
        QVERIFY2(!run.output.contains("uid=0"), run.output.constData());
        QVERIFY2(run.exitCode != 0, run.output.constData());
        QVERIFY2(run.output.contains("Permission denied"), run.output.constData());
        destroy(created->id);
    }

    void modesSurviveTheCopy()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral(".env"), "API_TOKEN=do-not-share\n");
        QVERIFY(::chmod(QFile::encodeName(repo.path() + QStringLiteral("/.env")).constData(), 0600) == 0);
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        QCOMPARE(modeOf(created->workspace + QStringLiteral("/.env")), 0600u);
        QCOMPARE(modeOf(created->workspace), 0700u);
        int code = -1;
        Ran o = exec(created->id, QStringLiteral("stat -c %a /workspace/.env"), &code);
        QCOMPARE(o.out.trimmed(), QByteArray("600"));
        destroy(created->id);
    }

    void otherUsersCannotListOrReadWorkspaces()
    {
        ScratchRepo repo;
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        QCOMPARE(modeOf(m_data), 0700u);
        QCOMPARE(modeOf(DataFolder::workspacesPath(m_data)), 0700u);
        QCOMPARE(modeOf(DataFolder::databasePath(m_data)), 0600u);
        for (const QStringList &attempt :
             {QStringList{QStringLiteral("ls"), m_data}, QStringList{QStringLiteral("ls"), created->workspace},
              QStringList{QStringLiteral("cat"), created->workspace + QStringLiteral("/README.md")},
              QStringList{QStringLiteral("cat"), DataFolder::databasePath(m_data)}}) {
            const HostRun run = runAsNobody(attempt);
            QVERIFY2(run.exitCode != 0 && run.output.contains("Permission denied"),
                     qPrintable(attempt.join(u' ') + QStringLiteral(": ") + QString::fromLocal8Bit(run.output)));
        }
        destroy(created->id);
    }

    void destroyRemovesPlantedHazardsWithoutTouchingTheHost()
    {
        // A file of the host's that the sandbox links to from its workspace.
        QTemporaryDir outside;
        const QString hostFile = outside.filePath(QStringLiteral("host.txt"));
        {
            QFile f(hostFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("belongs to the host\n");
        }
        QVERIFY(::chmod(QFile::encodeName(hostFile).constData(), 0440) == 0);
        ScratchRepo repo;
        auto created = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        const Ran o = exec(created->id,
                           QStringLiteral("cp /bin/busybox suid && chmod 4755 suid && ln -s %1 link && mkfifo pipe && "
                                          "mkdir -p nest/deep && ln -s ../../.. nest/deep/up && chmod 000 nest")
                               .arg(hostFile),
                           &code);
        QVERIFY2(code == 0, o.err.constData());

        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof, qPrintable(proof.errorMessage()));
        QVERIFY2(proof->clean(), qPrintable(proof->summary()));
        QVERIFY(!QFileInfo::exists(created->workspace));
        QCOMPARE(proof->hazardsRemoved.setIdFiles, 1);
        QCOMPARE(proof->hazardsRemoved.fifos, 1);
        QCOMPARE(proof->hazardsRemoved.linksOutside, 2);
        QCOMPARE(proof->hazardsRemoved.deviceNodes, 0);
        qInfo("[%s] %s", qPrintable(testEngineName()), qPrintable(proof->summary()));
        QVERIFY2(proof->summary().contains(QStringLiteral("Removed without opening them: setuid or setgid files: 1, "
                                                          "fifos: 1, links pointing outside the workspace: 2.")),
                 qPrintable(proof->summary()));

        // The host's file: same content, same mode, and nothing else appeared next to it.
        QFile f(hostFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("belongs to the host\n"));
        QCOMPARE(modeOf(hostFile), 0440u);
        QCOMPARE(QDir(outside.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System),
                 QStringList{QStringLiteral("host.txt")});
    }

    void workspaceLimitStopsACommandAndRefusesTheNext()
    {
        constexpr qint64 kMiB = 1024 * 1024;
        ScratchRepo repo;
        // Without asking, a sandbox gets the automatic limit: at most 10 GiB.
        auto automatic = manager().createBlocking(request(repo), CancelToken());
        QVERIFY2(automatic, qPrintable(automatic.errorMessage()));
        QVERIFY(automatic->limits.workspaceBytes > 0 && automatic->limits.workspaceBytes <= 10 * 1024 * kMiB);
        destroy(automatic->id);

        // A limit smaller than the copy itself is refused, and nothing is left behind.
        CreateRequest tooSmall = request(repo);
        tooSmall.limits.workspaceBytes = 1024;
        auto refused = manager().createBlocking(tooSmall, CancelToken());
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("more than the workspace limit of 1.0 KiB")),
                 qPrintable(refused.errorMessage()));
        QVERIFY(QDir(DataFolder::workspacesPath(m_data)).isEmpty());

        CreateRequest limited = request(repo);
        limited.limits.workspaceBytes = 8 * kMiB;
        auto created = manager().createBlocking(limited, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        QCOMPARE(created->limits.workspaceBytes, 8 * kMiB);

        // 1 MiB every tenth of a second for half a minute: stopped once past 8 MiB.
        QElapsedTimer timer;
        timer.start();
        int code = -1;
        const Ran o =
            exec(created->id,
                 QStringLiteral("i=0; while [ $i -lt 300 ]; do dd if=/dev/zero of=f$i bs=1M count=1 2>/dev/null; "
                                "i=$((i+1)); sleep 0.1; done; echo finished"),
                 &code);
        qInfo("[%s] stopped after %lld ms: %s", qPrintable(testEngineName()), timer.elapsed(), o.err.constData());
        QVERIFY2(timer.elapsed() < 15'000, "the command ran on past the limit");
        QVERIFY(!o.out.contains("finished"));
        QVERIFY2(o.err.contains("The command was stopped") && o.err.contains("past its limit of 8.0 MiB"),
                 o.err.constData());
        QVERIFY(!QFileInfo::exists(created->workspace + QStringLiteral("/f299")));
        auto runs = await(m_session->store()->runs(created->id));
        QVERIFY(runs && !runs->isEmpty());
        QVERIFY(runs->first().workspaceLimitReached);
        QVERIFY(!runs->first().canceled);

        // Over the limit now: the next command is refused before it starts.
        Output next;
        auto run = manager().execBlocking(created->id, QStringLiteral("true"), next.sink(), CancelToken());
        QVERIFY(!run);
        QVERIFY2(run.errorMessage().contains(QStringLiteral("runs no more commands")) &&
                     run.errorMessage().contains(QStringLiteral("its limit is 8.0 MiB")),
                 qPrintable(run.errorMessage()));
        destroy(created->id);
    }

    void workspaceLimitHoldsForWhatACommandLeavesBehind()
    {
        // A command that returns at once but leaves a writer running in the background: the command
        // itself was within the limit, so only the guard the window keeps over running sandboxes
        // catches the writer. It stops the sandbox and says why.
        constexpr qint64 kMiB = 1024 * 1024;
        ScratchRepo repo;
        CreateRequest limited = request(repo);
        limited.limits.workspaceBytes = 8 * kMiB;
        auto created = manager().createBlocking(limited, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        exec(created->id,
             QStringLiteral("setsid sh -c 'i=0; while [ $i -lt 300 ]; do dd if=/dev/zero of=bg$i bs=1M count=1 "
                            "2>/dev/null; i=$((i+1)); sleep 0.1; done' </dev/null >/dev/null 2>&1 &"),
             &code);
        QCOMPARE(code, 0);
        QSignalSpy reached(&manager(), &SandboxManager::workspaceLimitReached);
        auto current = await(m_session->store()->findSandbox(created->id));
        QVERIFY(current && current->has_value());
        QElapsedTimer timer;
        timer.start();
        manager().guardWorkspaceLimits({**current});
        QCOMPARE(manager().guardedWorkspaces(), QStringList{created->id});
        QTRY_VERIFY_WITH_TIMEOUT(reached.count() == 1, 30'000);
        qInfo("[%s] stopped after %lld ms: %s", qPrintable(testEngineName()), timer.elapsed(),
              qPrintable(reached.first().at(1).toString()));
        QCOMPARE(reached.first().at(0).toString(), created->id);
        const QString message = reached.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("past its limit of 8.0 MiB")) &&
                     message.contains(QStringLiteral("while no command of Shadowbox was running")),
                 qPrintable(message));
        QVERIFY(timer.elapsed() < 20'000);
        // The writer went with the container: nothing grows any more.
        auto after = await(m_session->store()->findSandbox(created->id));
        QVERIFY(after && after->has_value());
        QCOMPARE((*after)->state, SandboxState::Stopped);
        QCOMPARE((*after)->lastError, message);
        auto info = m_session->manager()->engine().client->inspectContainer(created->containerId, CallOptions());
        QVERIFY2(info && !info->running, qPrintable(info.errorMessage()));
        QVERIFY(!QFileInfo::exists(created->workspace + QStringLiteral("/bg299")));
        QVERIFY(manager().guardedWorkspaces().isEmpty());
        manager().guardWorkspaceLimits({});
        destroy(created->id);
    }
};

QTEST_GUILESS_MAIN(BoundaryTest)
#include "tst_boundary.moc"
