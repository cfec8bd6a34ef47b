#include "runtime/EngineConnector.h"

#include "runtime/PodmanService.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace shadowbox {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("EngineConnector", text);
}
constexpr int kProbeTimeoutMs = 3000;
constexpr int kEmbeddedStartTimeoutMs = 30000;
}  // namespace

Result<EngineInfo> waitForEngine(const EngineClient &client, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    Result<EngineInfo> last = Error::make(Error::Kind::Timeout, QString());
    while (timer.elapsed() < timeoutMs) {
        last = client.identify(CallOptions::withTimeout(kProbeTimeoutMs));
        if (last)
            return last;
        QThread::msleep(100);
    }
    return last;
}

EngineConnector::EngineConnector(QString configDir, QString socketDir, QThreadPool *pool, QObject *parent)
    : QObject(parent), m_pool(pool), m_service(new PodmanService(std::move(configDir), std::move(socketDir), this))
{
}

EngineConnector::~EngineConnector() = default;

void EngineConnector::stopEmbedded()
{
    m_service->stop();
}

QFuture<Result<ConnectedEngine>> EngineConnector::connectEngine(const QString &explicitSetting, bool allowEmbedded)
{
    const DiscoveryEnvironment env = DiscoveryEnvironment::fromSystem(explicitSetting);
    return QtConcurrent::run(m_pool, [this, env, allowEmbedded] { return connectBlocking(env, allowEmbedded); });
}

Status EngineConnector::runOnOwnerThread(const std::function<Status()> &fn)
{
    if (QThread::currentThread() == thread())
        return fn();
    Status result;
    QMetaObject::invokeMethod(
        this, [&] { result = fn(); }, Qt::BlockingQueuedConnection);
    return result;
}

Result<ConnectedEngine> EngineConnector::connectBlocking(const DiscoveryEnvironment &env, bool allowEmbedded)
{
    // "embedded" as the engine setting: always Shadowbox's own Podman service, no discovery.
    if (env.explicitSetting == QLatin1String(kEmbeddedEngineSetting))
        return startEmbeddedBlocking();
    // An address the user gave is used or refused, never silently replaced by another engine.
    if (!env.explicitSetting.isEmpty()) {
        if (auto parsed = EngineEndpoint::parse(env.explicitSetting); !parsed)
            return Error::make(Error::Kind::InvalidInput,
                               parsed.error().message + u' '
                                   + tr("Correct the address chosen in File ▸ Settings (or in SHADOWBOX_ENGINE), or "
                                        "leave it empty to let Shadowbox find an engine."));
    }
    const QList<EngineCandidate> candidates = discoverEngineCandidates(env);
    QStringList tried;
    std::optional<Error> permission;
    for (const EngineCandidate &candidate : candidates) {
        Q_EMIT progress(tr("Trying %1 (%2)…").arg(candidate.endpoint.toString(), candidate.source));
        auto client = std::make_shared<EngineClient>(Transport::forEndpoint(candidate.endpoint));
        auto info = client->identify(CallOptions::withTimeout(kProbeTimeoutMs));
        if (info)
            return ConnectedEngine{client, *info, candidate.source, false};
        if (info.error().kind == Error::Kind::PermissionDenied && !permission)
            permission = info.error();
        tried.append(QStringLiteral("%1 (%2): %3").arg(candidate.endpoint.toString(), candidate.source,
                                                     info.error().message));
        // An address the user chose explicitly is not silently replaced by another engine.
        if (candidate.source == QLatin1String("setting"))
            return Error::make(info.error().kind,
                               tr("The engine chosen in File ▸ Settings (or with SHADOWBOX_ENGINE) does not answer. %1")
                                   .arg(info.error().message));
    }

    if (allowEmbedded && !PodmanService::podmanProgram().isEmpty())
        return startEmbeddedBlocking();

    if (permission)
        return *permission;
    QString message = tr("No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install "
                         "podman` or `brew install podman`) or start Docker, then try again.");
    if (!tried.isEmpty())
        message += u' ' + tr("Tried: %1.").arg(tried.join(QStringLiteral("; ")));
    return Error::make(Error::Kind::EngineUnreachable, message);
}

Result<ConnectedEngine> EngineConnector::startEmbeddedBlocking()
{
    Q_EMIT progress(tr("Starting Shadowbox's own Podman service…"));
    if (Status s = runOnOwnerThread([this] { return m_service->start(); }); !s)
        return s.error();
    auto client = std::make_shared<EngineClient>(Transport::forEndpoint(m_service->endpoint()));
    auto info = waitForEngine(*client, kEmbeddedStartTimeoutMs);
    if (!info) {
        QString log;
        (void)runOnOwnerThread([&] {
            log = m_service->logTail();
            m_service->stop();
            return Status();
        });
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("Shadowbox started `podman system service` but it did not answer within %1 seconds. "
                              "Run `podman info` in a terminal to see what Podman reports. Service output: %2")
                               .arg(kEmbeddedStartTimeoutMs / 1000)
                               .arg(log.trimmed().isEmpty() ? tr("(none)") : log.trimmed()));
    }
    return ConnectedEngine{client, *info, QStringLiteral("embedded Podman service"), true};
}

Result<ConnectedEngine> EngineConnector::restartEmbeddedBlocking()
{
    (void)runOnOwnerThread([this] {
        m_service->stop();
        return Status();
    });
    return startEmbeddedBlocking();
}

}  // namespace shadowbox
