// Shadowbox's own Podman service is one per user, shared by every Shadowbox process. This test
// process plays the window (a Session on a private data and runtime folder, Podman storage of its
// own); the real `shadowbox` binary plays the command line on the same folders.

#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

#include <csignal>
#include <cstring>
#include <memory>
#include <mutex>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
using Outcome = test::CliOutcome;

// Every Podman service process serving `socket`, by its command line.
// Whether process `pid` has a Podman service's command line for `socket`.
bool isServiceOn(qint64 pid, const QString &socket)
{
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!cmdline.open(QIODevice::ReadOnly))
        return false;
    const QByteArray args = cmdline.readAll();
    return args.contains("system") && args.contains("service") && args.contains(QFile::encodeName(socket));
}

QList<qint64> servicesOn(const QString &socket)
{
    QList<qint64> pids;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number)
            continue;
        if (isServiceOn(pid, socket))
            pids << pid;
    }
    return pids;
}
} // namespace

class SharedPodmanTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-shared-XXXXXX")};
    QString dataDir() const { return m_root.path() + QStringLiteral("/data"); }
    QString runtimeDir() const { return m_root.path() + QStringLiteral("/run"); }

    SessionConfig config() const
    {
        SessionConfig c;
        c.dataDir = dataDir();
        c.runtimeDir = runtimeDir();
        c.engineSetting = QLatin1String(kEmbeddedEngineSetting);
        return c;
    }
    PodmanService service() const { return PodmanService(dataDir() + QStringLiteral("/podman"), runtimeDir()); }

    Outcome shadowbox(const QStringList &args, const QMap<QString, QString> &extra = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir());
        env.insert(QStringLiteral("SHADOWBOX_RUNTIME_DIR"), runtimeDir());
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), QLatin1String(kEmbeddedEngineSetting));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_root.path() + QStringLiteral("/config"));
        env.remove(QStringLiteral("DISPLAY"));
        for (auto it = extra.begin(); it != extra.end(); ++it)
            env.insert(it.key(), it.value());
        return test::runCli(qEnvironmentVariable("SHADOWBOX_BINARY", QStringLiteral(SHADOWBOX_BINARY)), args, env,
                            120'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        if (PodmanService::podmanProgram().isEmpty())
            QFAIL("podman is not installed; run scripts/setup.sh");
        qputenv("SHADOWBOX_PODMAN_STORAGE", (m_root.path() + QStringLiteral("/storage")).toLocal8Bit());
        // What the doctor writes into Shadowbox's own containers.conf on this machine (crun and the
        // default ulimits do not work here; see tst_embedded_podman for the doctor doing it).
        QVERIFY(QDir().mkpath(dataDir() + QStringLiteral("/podman")));
        QFile conf(dataDir() + QStringLiteral("/podman/containers.conf"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = \"runc\"\n");
    }

    void cleanupTestCase()
    {
        (void)service().stop(QDeadlineTimer(15'000));
        test::removePrivatePodmanStorage(m_root.path());
    }

    void commandLineUsesTheWindowsService()
    {
        auto session = std::make_unique<Session>(config());
        Status opened = await(session->open(), 60'000);
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QVERIFY(session->manager()->engine().embedded);
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QSignalSpy exited(session->connector(), &EngineConnector::embeddedServiceExited);
        Status image = await(QtConcurrent::run(session->pool(), [&] {
            return starter::ensureImage(*session->manager()->engine().client, {}, CallOptions::withTimeout(120'000));
        }));
        QVERIFY2(image, qPrintable(image.errorMessage()));

        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        request.name = QStringLiteral("shared");
        auto created = await(session->manager()->create(request), 120'000);
        QVERIFY2(created, qPrintable(created.errorMessage()));

        // The command line comes and goes, three times, using the same service.
        const QList<QStringList> commands{
            {QStringLiteral("sandbox"), QStringLiteral("list")},
            {QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("shared"), QStringLiteral("--"),
             QStringLiteral("echo"), QStringLiteral("from-the-cli")},
            {QStringLiteral("sandbox"), QStringLiteral("reconcile")},
        };
        for (const QStringList &args : commands) {
            const Outcome o = shadowbox(args);
            QVERIFY2(o.code == 0, qPrintable(args.join(u' ') + QStringLiteral(": ") + QString::fromUtf8(o.err)));
            QVERIFY2(QFileInfo(service().socketPath()).exists(),
                     qPrintable(args.join(u' ') + QStringLiteral(" removed the socket")));
            QCOMPARE(service().processId(), pid);
            QCOMPARE(servicesOn(service().socketPath()), QList<qint64>{pid});
            if (args.contains(QStringLiteral("exec")))
                QCOMPARE(o.out, QByteArray("from-the-cli\n"));
        }

        // The window keeps working on the same service, and was never told it ended.
        std::mutex mutex;
        QByteArray out;
        auto run = await(session->manager()->exec(QStringLiteral("shared"), QStringLiteral("echo from-the-window"),
                                                  [&](OutputChannel, const QByteArray &d) {
                                                      std::lock_guard lock(mutex);
                                                      out += d;
                                                  }),
                         60'000);
        QVERIFY2(run, qPrintable(run.errorMessage()));
        QCOMPARE(out, QByteArray("from-the-window\n"));
        QCOMPARE(exited.count(), 0);

        // Closing the window leaves the service running for the others.
        auto proof = await(session->manager()->destroy(QStringLiteral("shared")), 60'000);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        session.reset();
        QCOMPARE(service().processId(), pid);
        QVERIFY(QFileInfo(service().socketPath()).exists());
    }

    void killedServiceIsNoticedAndReplaced()
    {
        auto session = std::make_unique<Session>(config());
        QVERIFY(await(session->open(), 60'000));
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QSignalSpy exited(session->connector(), &EngineConnector::embeddedServiceExited);
        QElapsedTimer t;
        t.start();
        ::kill(pid_t(pid), SIGKILL);
        QTRY_COMPARE_WITH_TIMEOUT(exited.count(), 1, 5000);
        qInfo("the end of the service was noticed after %lld ms", t.elapsed());
        // Its socket is stale now; the next process to need it removes it and starts another.
        QVERIFY(QFileInfo(service().socketPath()).exists());
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(o.code == 0, o.err.constData());
        const qint64 replacement = service().processId();
        QVERIFY(replacement > 0 && replacement != pid);
        QCOMPARE(servicesOn(service().socketPath()), QList<qint64>{replacement});
    }

    void processesStartingTogetherShareOneService()
    {
        QVERIFY(service().stop(QDeadlineTimer(15'000)));
        QVERIFY(!service().isRunning());
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int i = 0; i < 4; ++i) {
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir());
            env.insert(QStringLiteral("SHADOWBOX_RUNTIME_DIR"), runtimeDir());
            env.insert(QStringLiteral("SHADOWBOX_ENGINE"), QLatin1String(kEmbeddedEngineSetting));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_root.path() + QStringLiteral("/config"));
            p->setProcessEnvironment(env);
            p->start(qEnvironmentVariable("SHADOWBOX_BINARY", QStringLiteral(SHADOWBOX_BINARY)),
                     {QStringLiteral("sandbox"), QStringLiteral("reconcile")});
            processes.push_back(std::move(p));
        }
        for (auto &p : processes) {
            QVERIFY(p->waitForFinished(120'000));
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        }
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QCOMPARE(servicesOn(service().socketPath()), QList<qint64>{pid});
    }

    void hungServiceIsNeitherReplacedNorWaitedFor()
    {
        // A stopped service still accepts connections and never answers. The command line says so
        // within seconds and leaves the service and its socket alone.
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QVERIFY(stopProcess(pid));
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        ::kill(pid_t(pid), SIGCONT);
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("does not answer"), o.err.constData());
        QVERIFY2(o.ms < 10'000, qPrintable(QString::number(o.ms)));
        QCOMPARE(service().processId(), pid);
        QCOMPARE(servicesOn(service().socketPath()), QList<qint64>{pid});
        const Outcome again = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(again.code == 0, again.err.constData());
    }

    void idleServiceEndsByItself()
    {
        QVERIFY(service().stop(QDeadlineTimer(15'000)));
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")},
                                    {{QStringLiteral("SHADOWBOX_PODMAN_IDLE_SECONDS"), QStringLiteral("3")}});
        QVERIFY2(o.code == 0, o.err.constData());
        const qint64 pid = service().processId();
        QVERIFY(pid > 0); // the command line has ended; its service has not
        QTRY_VERIFY_WITH_TIMEOUT(service().processId() == 0, 20'000);
        QTRY_VERIFY_WITH_TIMEOUT(servicesOn(service().socketPath()).isEmpty(), 5'000);
        QVERIFY(!QFileInfo(service().socketPath()).exists());
    }

    void endingServiceIsWaitedForAndReplaced()
    {
        // A service at the end of its idle time has closed its socket but not yet exited: it
        // refuses connections. Whoever comes then waits for it to go and starts a new one, instead
        // of reporting a service that "does not answer". Played here by a process with a service's
        // command line that ends after four seconds (long enough to be seen on a loaded machine,
        // short of the five the engine waits for an ending service), and a socket file nobody
        // listens on. Its own /proc entry is read, not every process's: in two full test runs the
        // scan did not see it in time, while the test alone passed.
        QVERIFY(service().stop(QDeadlineTimer(15'000)));
        QVERIFY(QDir().mkpath(runtimeDir() + QStringLiteral("/shadowbox")));
        QProcess ending;
        ending.setProgram(QStringLiteral("bash"));
        ending.setArguments(
            {QStringLiteral("-c"),
             QStringLiteral("exec -a 'podman system service unix://%1' sleep 4").arg(service().socketPath())});
        ending.start();
        QVERIFY(ending.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(isServiceOn(ending.processId(), service().socketPath()), 3'500);
        {
            QFile pidFile(service().pidPath());
            QVERIFY(pidFile.open(QIODevice::WriteOnly));
            pidFile.write(QByteArray::number(ending.processId()) + '\n');
        }
        QCOMPARE(service().processId(), ending.processId());
        // A socket file that refuses: bound once, then closed.
        {
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            QVERIFY(fd >= 0);
            sockaddr_un address{};
            address.sun_family = AF_UNIX;
            const QByteArray path = QFile::encodeName(service().socketPath());
            QVERIFY(size_t(path.size()) < sizeof(address.sun_path));
            std::memcpy(address.sun_path, path.constData(), size_t(path.size()));
            const int bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address));
            ::close(fd);
            QCOMPARE(bound, 0);
        }
        QVERIFY(QFileInfo(service().socketPath()).exists());

        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(o.code == 0, o.err.constData());
        QVERIFY(ending.waitForFinished(5'000));
        const qint64 pid = service().processId();
        QVERIFY(pid > 0);
        QVERIFY(pid != ending.processId());
        QCOMPARE(servicesOn(service().socketPath()), QList<qint64>{pid});
    }
};

QTEST_GUILESS_MAIN(SharedPodmanTest)
#include "tst_shared_podman.moc"
