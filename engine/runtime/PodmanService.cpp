#include "runtime/PodmanService.h"

#include "core/FileLock.h"
#include "runtime/EngineClient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace shadowbox {

namespace {
// A healthy service answers /_ping in about a millisecond; these leave room for a loaded machine.
constexpr int kQuickProbeMs = 1000;
constexpr int kLockedProbeMs = 2000;
constexpr int kStopGraceMs = 5000;
constexpr int kDefaultIdleSeconds = 300;

bool isOwnerOnlyFolder(const QString &dir)
{
    return QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}
} // namespace

PodmanService::PodmanService(QString configDir, QString socketDir)
    : m_configDir(std::move(configDir))
    , m_socketDir(std::move(socketDir))
{
}

QString PodmanService::podmanProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("podman"));
}

int PodmanService::idleSeconds()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("SHADOWBOX_PODMAN_IDLE_SECONDS", &ok);
    return ok && seconds > 0 ? seconds : kDefaultIdleSeconds;
}

QString PodmanService::socketPath() const
{
    return m_socketDir + QStringLiteral("/podman.sock");
}

QString PodmanService::configPath() const
{
    return m_configDir + QStringLiteral("/containers.conf");
}

QString PodmanService::lockPath() const
{
    return m_socketDir + QStringLiteral("/podman.lock");
}

QString PodmanService::pidPath() const
{
    return m_socketDir + QStringLiteral("/podman.pid");
}

QString PodmanService::logPath() const
{
    return m_socketDir + QStringLiteral("/podman.log");
}

EngineEndpoint PodmanService::endpoint() const
{
    EngineEndpoint e;
    e.scheme = EngineEndpoint::Scheme::Unix;
    e.path = socketPath();
    return e;
}

qint64 PodmanService::processId() const
{
    QFile file(pidPath());
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const qint64 pid = file.readAll().trimmed().toLongLong();
    if (pid <= 0)
        return 0;
#ifdef Q_OS_LINUX
    // The pid may have been reused since the service ended: it counts only if that process is a
    // Podman service on this socket. A zombie's command line is empty, so it counts as ended too.
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!cmdline.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray args = cmdline.readAll();
    return args.contains("podman") && args.contains(QFile::encodeName(socketPath())) ? pid : 0;
#elif defined(Q_OS_UNIX)
    return ::kill(pid_t(pid), 0) == 0 ? pid : 0;
#else
    return 0;
#endif
}

Result<EngineInfo> PodmanService::probe(int timeoutMs) const
{
    return EngineClient(Transport::forEndpoint(endpoint())).identify(CallOptions::withTimeout(timeoutMs));
}

Status PodmanService::ensureConfig() const
{
    for (const QString &dir : {m_configDir, m_socketDir}) {
        if (!QDir().mkpath(dir))
            return Error::make(
                Error::Kind::Io,
                tr("Cannot create %1 for the Podman service. Check the permissions of the folder.").arg(dir));
    }
    // The socket folder holds a socket that runs containers as this user: nobody else may open it.
    isOwnerOnlyFolder(m_socketDir);
    if (!QFile::exists(configPath())) {
        QSaveFile conf(configPath());
        if (!conf.open(QIODevice::WriteOnly))
            return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), conf.errorString()));
        conf.write("# Shadowbox's own settings for the Podman service it starts. Fixes found by\n"
                   "# Shadowbox's doctor are added here; your own containers.conf is not read.\n");
        if (!conf.commit())
            return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), conf.errorString()));
    }
    return {};
}

Result<EngineInfo> PodmanService::ensureRunning(QDeadlineTimer deadline, const CancelToken &cancel) const
{
    // The common case, for every process after the first: it answers, so use it.
    if (auto info = probe(int(qMin<qint64>(kQuickProbeMs, qMax<qint64>(1, deadline.remainingTime())))))
        return info;
    if (podmanProgram().isEmpty())
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("Podman is not installed. Install it (`sudo apt install podman`, `sudo dnf install "
                              "podman` or `brew install podman`) or start Docker."));
    if (Status s = ensureConfig(); !s)
        return s.error();
    auto lock = FileLock::lock(lockPath(), deadline, [cancel] { return cancel.isCanceled(); });
    if (!lock) {
        if (lock.error().kind == Error::Kind::Timeout)
            return Error::make(Error::Kind::Timeout,
                               tr("Another Shadowbox process is starting Shadowbox's own Podman service, and it did "
                                  "not answer in time. Try again in a moment."));
        return lock.error();
    }
    // Whoever held the lock before may have started it meanwhile.
    auto info = probe(kLockedProbeMs);
    if (info)
        return info;
    if (const qint64 pid = processId(); pid > 0 && info.error().kind != Error::Kind::Timeout) {
        // Refused rather than unanswered: the service is ending (its idle time ran out and it has
        // closed its socket) and will be gone in a moment. Nobody starts one while we hold the
        // lock, so wait for it to go, then start a new one.
        QDeadlineTimer ending(qMin<qint64>(kStopGraceMs, qMax<qint64>(0, deadline.remainingTime())));
        while (processId() == pid && !ending.hasExpired())
            QThread::msleep(20);
    }
    if (const qint64 pid = processId(); pid > 0) {
        if (QFileInfo::exists(socketPath()))
            return Error::make(info.error().kind == Error::Kind::Timeout ? Error::Kind::Timeout
                                                                         : Error::Kind::EngineUnreachable,
                               tr("Shadowbox's own Podman service (process %1) is running but does not answer: %2 "
                                  "It may be stopped or overloaded; if it does not recover, end that process and "
                                  "try again.")
                                   .arg(pid)
                                   .arg(info.error().message));
        // Running without its socket, nobody can reach it: replace it.
        stopLocked();
    }
    return startLocked(deadline);
}

Result<EngineInfo> PodmanService::restart(QDeadlineTimer deadline) const
{
    if (Status s = ensureConfig(); !s)
        return s.error();
    auto lock = FileLock::lock(lockPath(), deadline);
    if (!lock)
        return lock.error();
    stopLocked();
    return startLocked(deadline);
}

Status PodmanService::stop(QDeadlineTimer deadline) const
{
    auto lock = FileLock::lock(lockPath(), deadline);
    if (!lock)
        return lock.error();
    stopLocked();
    return {};
}

Result<EngineInfo> PodmanService::startLocked(QDeadlineTimer deadline) const
{
    const QString program = podmanProgram();
    if (program.isEmpty())
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("Podman is not installed. Install it (`sudo apt install podman`, `sudo dnf install "
                              "podman` or `brew install podman`) or start Docker."));
    // Under the lock, after it failed to answer and with no live service behind it, the socket is
    // stale (its service was killed): remove it so the new service can listen there.
    QFile::remove(socketPath());
    QFile::remove(pidPath());
    QFile::remove(logPath());

    QStringList arguments;
    // SHADOWBOX_PODMAN_STORAGE keeps the service's images and containers in a folder of their own
    // (tests use it so they never touch the machine's Podman storage).
    if (const QString storage = qEnvironmentVariable("SHADOWBOX_PODMAN_STORAGE"); !storage.isEmpty())
        arguments << QStringLiteral("--root") << storage + QStringLiteral("/root") << QStringLiteral("--runroot")
                  << storage + QStringLiteral("/run");
    arguments << QStringLiteral("system") << QStringLiteral("service") << QStringLiteral("--time=%1").arg(idleSeconds())
              << QLatin1String("unix://") + socketPath();

    // Detached: a session of its own and no parent-death signal, so it outlives the process that
    // started it (other processes may be using it) and ends by itself when idle.
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CONTAINERS_CONF"), configPath());
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(m_socketDir);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(logPath(), QIODevice::Append);
    process.setStandardErrorFile(logPath(), QIODevice::Append);
    qint64 pid = 0;
    if (!process.startDetached(&pid))
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("Could not start `podman system service`: %1.").arg(process.errorString()));
    {
        QSaveFile file(pidPath());
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QByteArray::number(pid) + '\n');
            file.commit();
        }
    }

    QDeadlineTimer waited(deadline);
    Result<EngineInfo> last = Error::make(Error::Kind::Timeout, QString());
    for (;;) {
        last = probe(int(qBound<qint64>(1, waited.remainingTime(), qint64(kQuickProbeMs))));
        if (last)
            return last;
        if (processId() != pid) {
            const QString log = logTail().trimmed();
            QFile::remove(pidPath());
            return Error::make(Error::Kind::EngineUnreachable,
                               tr("Shadowbox started `podman system service`, but it ended before answering. Run "
                                  "`podman info` in a terminal to see what Podman reports. Service output: %1")
                                   .arg(log.isEmpty() ? tr("(none)") : log));
        }
        if (waited.hasExpired())
            break;
        QThread::msleep(100);
    }
    const QString log = logTail().trimmed();
    stopLocked();
    return Error::make(Error::Kind::EngineUnreachable,
                       tr("Shadowbox started `podman system service` but it did not answer in time. Run `podman info` "
                          "in a terminal to see what Podman reports. Service output: %1")
                           .arg(log.isEmpty() ? tr("(none)") : log));
}

void PodmanService::stopLocked() const
{
#ifdef Q_OS_UNIX
    if (const qint64 pid = processId(); pid > 0) {
        ::kill(pid_t(pid), SIGTERM);
        QDeadlineTimer grace(kStopGraceMs);
        while (processId() == pid && !grace.hasExpired())
            QThread::msleep(20);
        if (processId() == pid) {
            ::kill(pid_t(pid), SIGKILL);
            QDeadlineTimer killed(2000);
            while (processId() == pid && !killed.hasExpired())
                QThread::msleep(20);
        }
    }
#endif
    QFile::remove(pidPath());
    QFile::remove(socketPath());
}

Result<bool> PodmanService::applyConfigFix(const QString &section, const QString &key, const QString &value) const
{
    if (!QDir().mkpath(m_configDir))
        return Error::make(
            Error::Kind::Io,
            tr("Cannot create %1 for the Podman service. Check the permissions of the folder.").arg(m_configDir));
    QFile in(configPath());
    QStringList lines;
    if (in.open(QIODevice::ReadOnly))
        lines = QString::fromUtf8(in.readAll()).split(u'\n');
    in.close();

    const QString header = u'[' + section + u']';
    const QString setting = key + QStringLiteral(" = ") + value;
    qsizetype sectionAt = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t == header) {
            sectionAt = i;
            continue;
        }
        if (sectionAt >= 0 && t.startsWith(u'['))
            break;
        if (sectionAt >= 0 && t.section(u'=', 0, 0).trimmed() == key) {
            if (t == setting)
                return false;
            lines[i] = setting;
            sectionAt = -2;
            break;
        }
    }
    if (sectionAt == -1) {
        if (!lines.isEmpty() && !lines.last().isEmpty())
            lines.append(QString());
        lines.append(header);
        lines.append(setting);
    } else if (sectionAt >= 0) {
        lines.insert(sectionAt + 1, setting);
    }

    QSaveFile out(configPath());
    if (!out.open(QIODevice::WriteOnly))
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), out.errorString()));
    out.write(lines.join(u'\n').toUtf8());
    if (!lines.last().isEmpty())
        out.write("\n");
    if (!out.commit())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), out.errorString()));
    return true;
}

QString PodmanService::logTail() const
{
    QFile log(logPath());
    if (!log.open(QIODevice::ReadOnly))
        return {};
    if (log.size() > 4000)
        log.seek(log.size() - 4000);
    return QString::fromUtf8(log.readAll());
}

} // namespace shadowbox
