#pragma once

#include "core/CallOptions.h"
#include "runtime/EngineClient.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace shadowbox {

// Asks the engine now and then whether it is still there while a long call that may be silent (a
// command's output stream) runs on another thread. Silence alone cannot tell a quiet command from
// a hung engine: a stopped engine still accepts connections and never answers. An engine that does
// not answer a ping for `silenceMs` is taken for lost; the caller stops waiting and says so.
//
// The first question is asked only after `intervalMs`, so short calls cost nothing.
class EngineWatchdog {
public:
    EngineWatchdog(const EngineClient &client, int silenceMs, int intervalMs = 2000);
    // Stops asking; returns within one ping's timeout at most.
    ~EngineWatchdog();
    EngineWatchdog(const EngineWatchdog &) = delete;
    EngineWatchdog &operator=(const EngineWatchdog &) = delete;

    bool engineLost() const { return m_lost.load(); }
    int silenceMs() const { return m_silenceMs; }

private:
    void run();

    const EngineClient &m_client;
    const int m_silenceMs;
    const int m_intervalMs;
    std::atomic_bool m_lost = false;
    CancelToken m_stop;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::thread m_thread;
};

} // namespace shadowbox
