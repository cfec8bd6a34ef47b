#include "session/EngineEventWatcher.h"

#include "runtime/EngineTypes.h"
#include "runtime/EngineWatchdog.h"

#include <QThread>

namespace shadowbox {

namespace {
constexpr int kFirstRetryMs = 250;
constexpr int kLongestRetryMs = 5000;
constexpr int kPingTimeoutMs = 3000;
constexpr int kEngineSilenceMs = 10'000;

// Events that can change what a sandbox's state is; exec and attach events cannot.
bool changesState(const QString &action)
{
    static const QStringList actions{QStringLiteral("start"),   QStringLiteral("die"),    QStringLiteral("stop"),
                                     QStringLiteral("kill"),    QStringLiteral("oom"),    QStringLiteral("destroy"),
                                     QStringLiteral("remove"),  QStringLiteral("pause"),  QStringLiteral("unpause"),
                                     QStringLiteral("restart"), QStringLiteral("cleanup")};
    return actions.contains(action);
}
} // namespace

EngineEventWatcher::EngineEventWatcher(std::shared_ptr<EngineClient> client, QString storeId, QObject *parent)
    : QObject(parent)
    , m_client(std::move(client))
    , m_storeId(std::move(storeId))
{
}

EngineEventWatcher::~EngineEventWatcher()
{
    m_stop.cancel();
    if (m_thread.joinable())
        m_thread.join();
}

void EngineEventWatcher::start()
{
    if (!m_thread.joinable())
        m_thread = std::thread([this] { run(); });
}

bool EngineEventWatcher::pause(int ms) const
{
    for (int waited = 0; waited < ms; waited += 50) {
        if (m_stop.isCanceled())
            return false;
        QThread::msleep(50);
    }
    return !m_stop.isCanceled();
}

void EngineEventWatcher::run()
{
    const QString label = QLatin1String(kStoreLabel) + u'=' + m_storeId;
    int retryMs = kFirstRetryMs;
    bool lost = false;
    while (!m_stop.isCanceled()) {
        auto answered = m_client->identify(CallOptions::withTimeout(kPingTimeoutMs).withCancel(m_stop));
        if (m_stop.isCanceled())
            return;
        if (!answered) {
            if (!lost) {
                lost = true;
                Q_EMIT engineLost(answered.error().message);
            }
            if (!pause(retryMs))
                return;
            retryMs = qMin(retryMs * 2, kLongestRetryMs);
            continue;
        }
        if (lost) {
            lost = false;
            Q_EMIT engineBack();
        }
        retryMs = kFirstRetryMs;
        // An idle engine sends nothing for as long as it likes, and so does a stopped one (it still
        // accepts connections): the watchdog asks now and then, and a silent engine ends the stream.
        const EngineWatchdog watchdog(*m_client, kEngineSilenceMs);
        CallOptions options = CallOptions::withTimeout(kPingTimeoutMs);
        options.isCanceled = [this, &watchdog] { return m_stop.isCanceled() || watchdog.engineLost(); };
        options.idleTimeoutMs = 0;
        (void)m_client->streamEvents(
            {label},
            [this](const EngineEvent &event) {
                const QString sandbox = event.attributes.value(QLatin1String(kSandboxLabel));
                if (!sandbox.isEmpty() && changesState(event.action))
                    Q_EMIT sandboxEvent(sandbox, event.action);
            },
            options);
        // The stream ended: the engine closed it, restarted or died. A short pause keeps an
        // engine that closes streams at once from being asked in a tight loop.
        if (!pause(kFirstRetryMs))
            return;
    }
}

} // namespace shadowbox
