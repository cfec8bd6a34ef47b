#include "support/PrivateEngine.h"

#include "runtime/EngineTypes.h"
#include "runtime/StarterImage.h"
#include "runtime/Transport.h"
#include "support/TestSupport.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QThread>

#include <algorithm>

#include <csignal>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace shadowbox::test {

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Mount points in /proc/<pid>/mountinfo are the fifth field, with blanks escaped as octal.
QString mountPoint(const QByteArray &line)
{
    const QList<QByteArray> fields = line.split(' ');
    if (fields.size() < 5)
        return QString();
    QByteArray p = fields.at(4);
    p.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\");
    return QString::fromLocal8Bit(p);
}

bool isUnder(const QString &path, const QString &dir)
{
    return path == dir || path.startsWith(dir + u'/');
}

QString tail(const QString &path, int lines)
{
    const QList<QByteArray> all = readAll(path).trimmed().split('\n');
    return QString::fromLocal8Bit(all.mid(qMax<qsizetype>(0, all.size() - lines)).join('\n'));
}

} // namespace

Result<PrivateEngine::Kind> PrivateEngine::kindFromEnvironment()
{
    const QString name = qEnvironmentVariable("SHADOWBOX_TEST_ENGINE");
    if (name == QLatin1String("podman"))
        return Kind::Podman;
    if (name == QLatin1String("docker"))
        return Kind::Docker;
    return Error::make(Error::Kind::InvalidInput,
                       QStringLiteral("SHADOWBOX_TEST_ENGINE is \"%1\"; set it to podman or docker (CTest registers "
                                      "this test once per engine).")
                           .arg(name));
}

QString PrivateEngine::kindName(Kind kind)
{
    return kind == Kind::Podman ? QStringLiteral("podman") : QStringLiteral("docker");
}

PrivateEngine::PrivateEngine(Kind kind, Users users)
    : m_kind(kind)
    , m_users(users)
    , m_root(QStringLiteral("/tmp/sbx-%1-XXXXXX").arg(kindName(kind)))
{
    // Removed by hand once nothing is mounted below it any more.
    m_root.setAutoRemove(false);
    // A remapped root must pass through it to the engine's folders for its containers.
    if (users == Users::RemapUsers)
        QFile::setPermissions(m_root.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                                 QFileDevice::ExeGroup | QFileDevice::ExeOther);
}

PrivateEngine::~PrivateEngine()
{
    if (!m_root.isValid())
        return;
    stop();
    if (m_kind == Kind::Podman)
        removePrivatePodmanStorage(root());
    killLeftovers();
    if (!unmountAll()) {
        qWarning("could not unmount everything under %s; leaving the folder", qPrintable(root()));
        return;
    }
    // --one-file-system: never into anything that is still mounted below the folder.
    QProcess::execute(QStringLiteral("rm"), {QStringLiteral("-rf"), QStringLiteral("--one-file-system"), root()});
}

Result<ConnectedEngine> PrivateEngine::start(int timeoutMs)
{
    if (!m_root.isValid())
        return Error::make(Error::Kind::Io, QStringLiteral("Could not create a temporary folder for the engine."));
    auto started = m_kind == Kind::Podman ? startPodman(timeoutMs) : startDocker(timeoutMs);
    if (!started)
        return started;
    if (Status s = starter::ensureImage(*started->client, {}, CallOptions::withTimeout(120'000)); !s)
        return s.error();
    return started;
}

Result<ConnectedEngine> PrivateEngine::startPodman(int timeoutMs)
{
    if (PodmanService::podmanProgram().isEmpty())
        return Error::make(Error::Kind::EngineUnreachable, QStringLiteral("Podman is not installed; run "
                                                                          "scripts/setup.sh."));
    // Read by PodmanService when it starts the service (and inherited by the command lines the test
    // runs, which use the service's socket and never start one).
    qputenv("SHADOWBOX_PODMAN_STORAGE", (root() + QStringLiteral("/storage")).toLocal8Bit());
    if (!m_podman) {
        const QString config = root() + QStringLiteral("/podman");
        QDir().mkpath(config);
        QFile conf(config + QStringLiteral("/containers.conf"));
        if (!conf.open(QIODevice::WriteOnly))
            return Error::make(Error::Kind::Io, QStringLiteral("Cannot write %1.").arg(conf.fileName()));
        // What this machine needs (crun fails on hybrid cgroups; default ulimits cannot be raised).
        conf.write("[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = \"runc\"\n");
        conf.close();
        m_podman.emplace(config, root() + QStringLiteral("/run"));
    }
    auto info = m_podman->ensureRunning(QDeadlineTimer(timeoutMs));
    if (!info)
        return info.error();
    m_endpoint = m_podman->endpoint().toString();
    auto client = std::make_shared<EngineClient>(Transport::forEndpoint(m_podman->endpoint()));
    return ConnectedEngine{client, *info, EngineOrigin::Setting, false};
}

Result<ConnectedEngine> PrivateEngine::startDocker(int timeoutMs)
{
    const QString dir = root() + QStringLiteral("/docker");
    const QString socket = dir + QStringLiteral("/docker.sock");
    auto endpoint = EngineEndpoint::parse(QStringLiteral("unix://") + socket);
    if (!endpoint)
        return endpoint.error();
    m_endpoint = endpoint->toString();
    auto connect = [&](const EngineInfo &info) {
        return ConnectedEngine{std::make_shared<EngineClient>(Transport::forEndpoint(*endpoint)), info,
                               EngineOrigin::Setting, false};
    };
    if (processId() > 0) {
        auto info = probeEngine(*endpoint, 5000);
        if (!info)
            return info.error();
        return connect(*info);
    }

    QDir().mkpath(dir);
    {
        // Our own (empty) daemon.json, so that /etc/docker/daemon.json is never read.
        QFile conf(dir + QStringLiteral("/daemon.json"));
        if (!conf.open(QIODevice::WriteOnly))
            return Error::make(Error::Kind::Io, QStringLiteral("Cannot write %1.").arg(conf.fileName()));
        conf.write("{}\n");
    }
    // Left by a dockerd that was killed: a containerd pid that may by now belong to another process.
    QFile::remove(dir + QStringLiteral("/exec/containerd/containerd.pid"));
    QFile::remove(socket);

    m_dockerd = std::make_unique<QProcess>();
    m_dockerd->setProgram(QStringLiteral("dockerd"));
    m_dockerd->setArguments({
        QStringLiteral("--host"),
        QStringLiteral("unix://") + socket,
        QStringLiteral("--data-root"),
        dir + QStringLiteral("/data"),
        QStringLiteral("--exec-root"),
        dir + QStringLiteral("/exec"),
        QStringLiteral("--pidfile"),
        dir + QStringLiteral("/docker.pid"),
        QStringLiteral("--config-file"),
        dir + QStringLiteral("/daemon.json"),
        // Its own containerd namespaces, in case a system containerd is shared with another dockerd.
        QStringLiteral("--containerd-namespace"),
        QStringLiteral("shadowbox-private"),
        QStringLiteral("--containerd-plugins-namespace"),
        QStringLiteral("shadowbox-private-plugins"),
        // docker0 and the iptables rules belong to the machine's (or the fixture's) dockerd.
        QStringLiteral("--bridge=none"),
        QStringLiteral("--iptables=false"),
        QStringLiteral("--ip-masq=false"),
    });
    if (m_users == Users::RemapUsers)
        m_dockerd->setArguments(m_dockerd->arguments() << QStringLiteral("--userns-remap=default"));
    m_dockerd->setStandardInputFile(QProcess::nullDevice());
    m_dockerd->setStandardOutputFile(dir + QStringLiteral("/docker.log"), QIODevice::Append);
    m_dockerd->setStandardErrorFile(dir + QStringLiteral("/docker.log"), QIODevice::Append);
    m_dockerd->setChildProcessModifier([] {
        // Its own session (a terminal's Ctrl+C is for the test), and it stops when the test dies
        // without its destructor (a crash, or CTest's timeout).
        ::setsid();
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        // Its own network namespace: a dockerd started with --bridge=none deletes any docker0 it
        // finds, and the host's docker0 is the fixture's dockerd's (its egress containers use it).
        if (::unshare(CLONE_NEWNET) != 0) {
            static const char why[] = "shadowbox test: cannot give dockerd a network namespace of its own\n";
            (void)!::write(STDERR_FILENO, why, sizeof why - 1);
            ::_exit(126);
        }
    });
    m_dockerd->start();
    if (!m_dockerd->waitForStarted())
        return Error::make(Error::Kind::EngineUnreachable,
                           QStringLiteral("Could not start dockerd: %1. Install docker.io (scripts/setup.sh).")
                               .arg(m_dockerd->errorString()));

    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (auto info = probeEngine(*endpoint, 1000))
            return connect(*info);
        if (m_dockerd->state() == QProcess::NotRunning || deadline.hasExpired())
            return Error::make(Error::Kind::EngineUnreachable,
                               QStringLiteral("The private dockerd %1 within %2 ms. Its last lines:\n%3")
                                   .arg(m_dockerd->state() == QProcess::NotRunning ? QStringLiteral("ended")
                                                                                   : QStringLiteral("did not answer"))
                                   .arg(timeoutMs)
                                   .arg(tail(dir + QStringLiteral("/docker.log"), 20)));
        QThread::msleep(100);
    }
}

qint64 PrivateEngine::processId() const
{
    if (m_kind == Kind::Podman)
        return m_podman ? m_podman->processId() : 0;
    return m_dockerd && m_dockerd->state() != QProcess::NotRunning ? m_dockerd->processId() : 0;
}

void PrivateEngine::sendSignal(int signal) const
{
    if (const qint64 pid = processId(); pid > 0)
        ::kill(pid_t(pid), signal);
}

void PrivateEngine::stopAndWait() const
{
    if (const qint64 pid = processId(); pid > 0 && !stopProcess(pid))
        qWarning("the private engine (process %lld) did not stop within 5 s", pid);
}

bool PrivateEngine::kill()
{
    const qint64 pid = processId();
    if (pid <= 0)
        return false;
    // The containerd that dockerd started (it dies with dockerd: a parent-death signal).
    const qint64 containerd =
        m_kind == Kind::Docker
            ? readAll(root() + QStringLiteral("/docker/exec/containerd/containerd.pid")).trimmed().toLongLong()
            : 0;
    ::kill(pid_t(pid), SIGKILL);
    if (m_kind == Kind::Docker) {
        if (!m_dockerd->waitForFinished(10'000))
            return false;
        QDeadlineTimer gone(10'000);
        while (containerd > 0 && ::kill(pid_t(containerd), 0) == 0 &&
               !readAll(QStringLiteral("/proc/%1/cmdline").arg(containerd)).isEmpty() && !gone.hasExpired())
            QThread::msleep(20);
        return !gone.hasExpired();
    }
    QDeadlineTimer gone(10'000);
    while (m_podman->processId() == pid && !gone.hasExpired())
        QThread::msleep(20);
    return m_podman->processId() == 0;
}

void PrivateEngine::removeSandboxContainers()
{
    auto endpoint = EngineEndpoint::parse(m_endpoint);
    if (!endpoint)
        return;
    const EngineClient client(Transport::forEndpoint(*endpoint));
    auto containers = client.listContainers(QLatin1String(kSandboxLabel), CallOptions::withTimeout(5000));
    if (!containers)
        return;
    for (const ContainerInfo &c : *containers)
        (void)client.removeContainer(c.id, CallOptions::withTimeout(15'000));
}

void PrivateEngine::stop()
{
    sendSignal(SIGCONT);
    if (m_kind == Kind::Podman) {
        if (m_podman)
            (void)m_podman->stop(QDeadlineTimer(15'000));
        return;
    }
    if (processId() == 0)
        return;
    // A sandbox's container would hold dockerd's shutdown for its stop timeout.
    removeSandboxContainers();
    ::kill(pid_t(m_dockerd->processId()), SIGTERM);
    if (!m_dockerd->waitForFinished(20'000)) {
        qWarning("the private dockerd did not stop within 20 s; killing it");
        m_dockerd->kill();
        m_dockerd->waitForFinished(5000);
    }
}

void PrivateEngine::killLeftovers() const
{
    // containerd and its shims name the folder on their command lines; a container's processes have
    // their root file system there.
    const QString dir = root();
    const QString self = QString::number(::getpid());
    for (int round = 0; round < 20; ++round) {
        QList<pid_t> left;
        QMap<QString, int> programs;
        const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &pid : pids) {
            bool numeric = false;
            const pid_t p = pid_t(pid.toInt(&numeric));
            if (!numeric || pid == self)
                continue;
            const QByteArray cmdline = readAll(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (cmdline.isEmpty()) // kernel threads and zombies
                continue;
            bool found = QString::fromLocal8Bit(cmdline).replace(QChar(0), u' ').contains(dir + u'/');
            if (!found) {
                const QList<QByteArray> mounts = readAll(QStringLiteral("/proc/%1/mountinfo").arg(pid)).split('\n');
                found = std::any_of(mounts.begin(), mounts.end(), [&](const QByteArray &line) {
                    return mountPoint(line) == QLatin1String("/") && line.contains(dir.toLocal8Bit() + '/');
                });
            }
            if (found) {
                left << p;
                ++programs[QString::fromLocal8Bit(readAll(QStringLiteral("/proc/%1/comm").arg(pid)).trimmed())];
            }
        }
        if (left.isEmpty())
            return;
        if (round == 0) {
            QStringList counts;
            for (auto it = programs.cbegin(); it != programs.cend(); ++it)
                counts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
            // Podman's exec monitors linger for minutes after their command ended (exit_command_delay).
            qInfo("processes of the private %s left behind (%s); killing them", qPrintable(name()),
                  qPrintable(counts.join(QStringLiteral(", "))));
        }
        for (pid_t p : left)
            ::kill(p, SIGKILL);
        QThread::msleep(250);
    }
    qWarning("processes of the private %s are still running", qPrintable(name()));
}

QStringList PrivateEngine::mountsUnder() const
{
    QStringList mounted;
    const QList<QByteArray> lines = readAll(QStringLiteral("/proc/self/mountinfo")).split('\n');
    for (const QByteArray &line : lines) {
        const QString target = mountPoint(line);
        if (!target.isEmpty() && isUnder(target, root()))
            mounted << target;
    }
    // The deepest first.
    std::sort(mounted.begin(), mounted.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return mounted;
}

bool PrivateEngine::unmountAll() const
{
    for (int round = 0; round < 3; ++round) {
        const QStringList mounted = mountsUnder();
        if (mounted.isEmpty())
            return true;
        for (const QString &target : mounted) {
            const QByteArray path = target.toLocal8Bit();
            if (::umount2(path.constData(), 0) != 0)
                ::umount2(path.constData(), MNT_DETACH);
        }
    }
    return mountsUnder().isEmpty();
}

} // namespace shadowbox::test
