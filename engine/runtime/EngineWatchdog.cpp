#include "runtime/EngineWatchdog.h"

#include <QElapsedTimer>

namespace shadowbox {

EngineWatchdog::EngineWatchdog(const EngineClient &client, int silenceMs, int intervalMs)
    : m_client(client)
    , m_silenceMs(silenceMs)
    , m_intervalMs(intervalMs)
    , m_thread([this] { run(); })
{
}

EngineWatchdog::~EngineWatchdog()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop.cancel();
    }
    m_wake.notify_all();
    m_thread.join();
}

void EngineWatchdog::run()
{
    QElapsedTimer sinceAnswer;
    sinceAnswer.start();
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            if (m_wake.wait_for(lock, std::chrono::milliseconds(m_intervalMs), [this] { return m_stop.isCanceled(); }))
                return;
        }
        // Declared lost when the silence reaches the stated length, not a ping's timeout later.
        const qint64 left = m_silenceMs - sinceAnswer.elapsed();
        if (left > 0 &&
            m_client.identify(CallOptions::withTimeout(int(qMin<qint64>(m_intervalMs, left))).withCancel(m_stop)))
            sinceAnswer.restart();
        else if (m_stop.isCanceled())
            return;
        if (sinceAnswer.elapsed() >= m_silenceMs) {
            m_lost = true;
            return;
        }
    }
}

} // namespace shadowbox
