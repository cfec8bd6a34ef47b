#pragma once

#include <QDeadlineTimer>

#include <atomic>
#include <functional>
#include <memory>

namespace shadowbox {

// A cancellation flag shared between the caller (often the GUI) and a worker doing blocking I/O.
class CancelToken {
public:
    CancelToken() : m_flag(std::make_shared<std::atomic_bool>(false)) {}
    void cancel() { m_flag->store(true); }
    bool isCanceled() const { return m_flag->load(); }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

// Limits for one call to the engine: a timeout for the whole call (or for silence on a stream)
// and a way to stop early. Every engine call takes one.
struct CallOptions {
    int timeoutMs = 30'000;
    // For streams (logs, exec, pull): fail only when nothing arrives for this long; 0 = never.
    int idleTimeoutMs = 0;
    std::function<bool()> isCanceled;

    bool canceled() const { return isCanceled && isCanceled(); }

    static CallOptions withTimeout(int ms)
    {
        CallOptions o;
        o.timeoutMs = ms;
        return o;
    }
    CallOptions withCancel(const CancelToken &token) const
    {
        CallOptions o = *this;
        o.isCanceled = [token] { return token.isCanceled(); };
        return o;
    }
};

}  // namespace shadowbox
