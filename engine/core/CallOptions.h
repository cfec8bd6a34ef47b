#pragma once

#include <QDeadlineTimer>

#include <atomic>
#include <functional>
#include <memory>

namespace shadowbox {

// A cancellation flag shared between the caller (often the GUI) and a worker doing blocking I/O.
class CancelToken {
public:
    CancelToken()
        : m_flag(std::make_shared<std::atomic_bool>(false))
    {
    }
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
    // The end of a whole operation made of several calls (a teardown, a one-off container): no call
    // runs past it, whatever its own timeout, so the operation as a whole keeps the time it states.
    // `budgetMs` is that operation's length, for the message when it runs out.
    QDeadlineTimer deadline{QDeadlineTimer::Forever};
    int budgetMs = 0;

    bool canceled() const { return isCanceled && isCanceled(); }

    static CallOptions withTimeout(int ms)
    {
        CallOptions o;
        o.timeoutMs = ms;
        return o;
    }
    // Adds a way to stop early; an earlier one still counts.
    CallOptions withCancel(const CancelToken &token) const
    {
        CallOptions o = *this;
        if (isCanceled)
            o.isCanceled = [token, earlier = isCanceled] { return token.isCanceled() || earlier(); };
        else
            o.isCanceled = [token] { return token.isCanceled(); };
        return o;
    }
    // Every call made with the result ends within `ms` from now, together.
    CallOptions withBudget(int ms) const
    {
        CallOptions o = *this;
        o.deadline = QDeadlineTimer(ms);
        o.budgetMs = ms;
        return o;
    }
    // When one call must end: its own timeout or the operation's end, whichever comes first; and
    // which of the two that is, in seconds, for the message. Decided once, when the call starts:
    // asked again when the time is up, the operation's end would always look the nearer one.
    struct Limit {
        QDeadlineTimer deadline;
        double statedSeconds = 0;
    };
    Limit callLimit(int ownMs) const
    {
        const QDeadlineTimer own = ownMs > 0 ? QDeadlineTimer(ownMs) : QDeadlineTimer(QDeadlineTimer::Forever);
        if (deadline < own)
            return {deadline, budgetMs / 1000.0};
        return {own, ownMs / 1000.0};
    }
};

} // namespace shadowbox
