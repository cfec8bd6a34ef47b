#include "runtime/EngineConnector.h"

#include <QDeadlineTimer>
#include <QSocketNotifier>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

#ifdef Q_OS_LINUX
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace shadowbox {

namespace {
// Starting the service takes a few seconds; a machine busy pulling images may need more.
constexpr int kEmbeddedStartTimeoutMs = 30000;
// A restart after the doctor's fix also waits for the old service to end.
constexpr int kEmbeddedRestartTimeoutMs = 40000;
} // namespace

Result<EngineInfo> probeEngine(const EngineEndpoint &endpoint, int timeoutMs, const CancelToken &cancel)
{
    return EngineClient(Transport::forEndpoint(endpoint))
        .identify(CallOptions::withTimeout(timeoutMs).withCancel(cancel));
}

QList<ProbedCandidate> probeCandidates(const QList<EngineCandidate> &candidates, const CancelToken &cancel)
{
    QThreadPool pool;
    pool.setMaxThreadCount(qMax(1, int(candidates.size())));
    QList<QFuture<Result<EngineInfo>>> answers;
    for (const EngineCandidate &c : candidates)
        answers << QtConcurrent::run(
            &pool, [endpoint = c.endpoint, cancel] { return probeEngine(endpoint, kEngineProbeTimeoutMs, cancel); });
    QList<ProbedCandidate> probed;
    for (qsizetype i = 0; i < candidates.size(); ++i)
        probed.append(ProbedCandidate{candidates.at(i), answers[i].result()});
    return probed;
}

Result<EngineInfo> waitForEngine(const EngineClient &client, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    Result<EngineInfo> last = Error::make(Error::Kind::Timeout, QString());
    for (;;) {
        last = client.identify(
            CallOptions::withTimeout(int(qBound<qint64>(1, deadline.remainingTime(), qint64(kEngineProbeTimeoutMs)))));
        if (last || deadline.hasExpired())
            return last;
        QThread::msleep(100);
    }
}

EngineConnector::EngineConnector(QString configDir, QString socketDir, QThreadPool *pool, QObject *parent)
    : QObject(parent)
    , m_pool(pool)
    , m_service(std::move(configDir), std::move(socketDir))
{
    m_exitPoll.setInterval(500);
    connect(&m_exitPoll, &QTimer::timeout, this, [this] {
        const qint64 followed = m_followed.load();
        if (followed > 0 && m_service.processId() != followed) {
            m_followed = 0;
            stopWatching();
            Q_EMIT embeddedServiceExited();
        }
    });
    // Podman ends an idle service after PodmanService::idleSeconds(); a ping well within that keeps
    // it while this process uses it (an open event stream does too, but it may be reconnecting).
    m_keepAlive.setInterval(qMax(1000, PodmanService::idleSeconds() * 1000 / 3));
    connect(&m_keepAlive, &QTimer::timeout, this, &EngineConnector::keepAlive);
}

EngineConnector::~EngineConnector()
{
    m_stopPings.cancel();
    stopWatching();
}

QFuture<Result<ConnectedEngine>> EngineConnector::connectEngine(const QString &explicitSetting, bool allowEmbedded,
                                                                const CancelToken &cancel)
{
    const DiscoveryEnvironment env = DiscoveryEnvironment::fromSystem(explicitSetting);
    return QtConcurrent::run(
        m_pool, [this, env, allowEmbedded, cancel] { return connectBlocking(env, allowEmbedded, cancel); });
}

Result<ConnectedEngine> EngineConnector::connectBlocking(const DiscoveryEnvironment &env, bool allowEmbedded,
                                                         const CancelToken &cancel)
{
    // "embedded" as the engine setting: always Shadowbox's own Podman service, no discovery.
    if (env.explicitSetting == QLatin1String(kEmbeddedEngineSetting)) {
        Q_EMIT progress(tr("Starting Shadowbox's own Podman service…"));
        return useEmbedded(m_service.ensureRunning(QDeadlineTimer(kEmbeddedStartTimeoutMs), cancel));
    }
    // An address the user gave is used or refused, never silently replaced by another engine.
    if (!env.explicitSetting.isEmpty()) {
        if (auto parsed = EngineEndpoint::parse(env.explicitSetting); !parsed)
            return Error::make(Error::Kind::InvalidInput,
                               parsed.error().message + u' ' +
                                   tr("Correct the address chosen in File ▸ Settings (or in SHADOWBOX_ENGINE), or "
                                      "leave it empty to let Shadowbox find an engine."));
    }
    // Nor is an address in DOCKER_HOST or CONTAINER_HOST that cannot be read: the user meant an
    // engine by it, and another one found by itself would be a surprise.
    if (env.explicitSetting.isEmpty()) {
        for (const auto &[variable, address] :
             {std::pair{"DOCKER_HOST", env.dockerHost}, std::pair{"CONTAINER_HOST", env.containerHost}}) {
            if (address.isEmpty())
                continue;
            if (auto parsed = EngineEndpoint::parse(address); !parsed)
                return Error::make(Error::Kind::InvalidInput,
                                   parsed.error().message + u' ' +
                                       tr("It is the value of %1. Correct %1 or unset it, or choose an engine in "
                                          "File ▸ Settings (or with SHADOWBOX_ENGINE), which comes first.")
                                           .arg(QLatin1String(variable)));
        }
    }
    const QList<EngineCandidate> candidates = discoverEngineCandidates(env);
    QStringList tried;
    std::optional<Error> permission;
    for (const EngineCandidate &candidate : candidates) {
        Q_EMIT progress(tr("Trying %1 (%2)…").arg(candidate.endpoint.toString(), candidate.source()));
        if (cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, tr("Connecting to the engine was canceled."));
        auto info = probeEngine(candidate.endpoint, kEngineProbeTimeoutMs, cancel);
        if (info)
            return ConnectedEngine{std::make_shared<EngineClient>(Transport::forEndpoint(candidate.endpoint)), *info,
                                   candidate.origin, false};
        if (info.error().kind == Error::Kind::PermissionDenied && !permission)
            permission = info.error();
        tried.append(
            QStringLiteral("%1 (%2): %3").arg(candidate.endpoint.toString(), candidate.source(), info.error().message));
        // An address the user chose explicitly is not silently replaced by another engine.
        if (candidate.origin == EngineOrigin::Setting)
            return Error::make(info.error().kind,
                               tr("The engine chosen in File ▸ Settings (or with SHADOWBOX_ENGINE) does not answer. %1")
                                   .arg(info.error().message))
                .withCliHint(info.error().cliHint);
    }

    if (allowEmbedded && !PodmanService::podmanProgram().isEmpty()) {
        Q_EMIT progress(tr("Starting Shadowbox's own Podman service…"));
        return useEmbedded(m_service.ensureRunning(QDeadlineTimer(kEmbeddedStartTimeoutMs), cancel));
    }

    if (permission)
        return *permission;
    QString message = tr("No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install "
                         "podman` or `brew install podman`) or start Docker, then try again.");
    if (!tried.isEmpty())
        message += u' ' + tr("Tried: %1.").arg(tried.join(QStringLiteral("; ")));
    return Error::make(Error::Kind::EngineUnreachable, message);
}

Result<ConnectedEngine> EngineConnector::useEmbedded(Result<EngineInfo> info)
{
    if (!info)
        return info.error();
    followEmbedded(m_service.processId());
    return ConnectedEngine{std::make_shared<EngineClient>(Transport::forEndpoint(m_service.endpoint())), *info,
                           EngineOrigin::Embedded, true};
}

Result<ConnectedEngine> EngineConnector::restartEmbeddedBlocking()
{
    // Its end is this process's doing, not news for the window.
    m_followed = 0;
    Q_EMIT progress(tr("Restarting Shadowbox's own Podman service…"));
    return useEmbedded(m_service.restart(QDeadlineTimer(kEmbeddedRestartTimeoutMs)));
}

void EngineConnector::followEmbedded(qint64 pid)
{
    m_followed = pid;
    // Watching needs this object's thread (a socket notifier, timers); it is queued, never waited for.
    QMetaObject::invokeMethod(
        this, [this, pid] { watch(pid); }, Qt::QueuedConnection);
}

void EngineConnector::unfollowEmbedded()
{
    m_followed = 0;
    QMetaObject::invokeMethod(
        this, [this] { stopWatching(); }, Qt::QueuedConnection);
}

void EngineConnector::shutdown()
{
    m_followed = 0;
    m_stopPings.cancel();
    stopWatching();
}

void EngineConnector::watch(qint64 pid)
{
    stopWatching();
    if (pid <= 0 || pid != m_followed.load())
        return;
    m_keepAlive.start();
#if defined(Q_OS_LINUX) && defined(SYS_pidfd_open)
    // A pidfd becomes readable when the process ends, even though it is not this process's child.
    m_pidfd = int(::syscall(SYS_pidfd_open, pid_t(pid), 0));
    if (m_pidfd >= 0) {
        m_exitNotifier = new QSocketNotifier(m_pidfd, QSocketNotifier::Read, this);
        connect(m_exitNotifier, &QSocketNotifier::activated, this, [this, pid] {
            stopWatching();
            if (m_followed.load() != pid)
                return;
            m_followed = 0;
            Q_EMIT embeddedServiceExited();
        });
        // It may have ended between the pid file being read and the pidfd being opened.
        if (m_service.processId() != pid)
            m_exitPoll.start();
        return;
    }
#endif
    m_exitPoll.start();
}

void EngineConnector::stopWatching()
{
    m_exitPoll.stop();
    m_keepAlive.stop();
    delete m_exitNotifier;
    m_exitNotifier = nullptr;
#ifdef Q_OS_LINUX
    if (m_pidfd >= 0)
        ::close(m_pidfd);
#endif
    m_pidfd = -1;
}

void EngineConnector::keepAlive()
{
    if (m_followed.load() <= 0)
        return;
    const EngineEndpoint endpoint = m_service.endpoint();
    (void)QtConcurrent::run(m_pool, [endpoint, stop = m_stopPings] { (void)probeEngine(endpoint, 2000, stop); });
}

} // namespace shadowbox
