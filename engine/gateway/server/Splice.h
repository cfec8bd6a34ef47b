#pragma once

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>

#include <array>
#include <chrono>
#include <functional>
#include <memory>

namespace shadowbox::gateway {

// Two connected sockets joined byte for byte until both sides are done: what one sends the other
// receives, an end of stream is passed on as a half close, and a connection idle for `idle` in
// both directions is cut. `finished` is told how many bytes went each way.
template <typename A, typename B> class Splice : public std::enable_shared_from_this<Splice<A, B>> {
public:
    using Finished = std::function<void(size_t aToB, size_t bToA)>;

    Splice(A a, B b, std::chrono::seconds idle, Finished finished = {})
        : m_a(std::move(a))
        , m_b(std::move(b))
        , m_idle(idle)
        , m_timer(m_a.get_executor())
        , m_finished(std::move(finished))
    {
    }

    void start()
    {
        armTimer();
        pump(m_a, m_b, m_aToB, 0);
        pump(m_b, m_a, m_bToA, 1);
    }
    // Cuts both sides now (on the sockets' executor).
    void stop()
    {
        boost::asio::post(m_a.get_executor(), [self = this->shared_from_this()] { self->cut(); });
    }

private:
    template <typename From, typename To>
    void pump(From &from, To &to, std::array<char, 16 * 1024> &buffer, int direction)
    {
        from.async_read_some(boost::asio::buffer(buffer), [self = this->shared_from_this(), &from, &to, &buffer,
                                                           direction](boost::system::error_code ec, size_t n) {
            if (ec || n == 0) {
                self->endOf(to, direction);
                return;
            }
            self->m_active = true;
            self->m_bytes[direction] += n;
            boost::asio::async_write(to, boost::asio::buffer(buffer.data(), n),
                                     [self, &from, &to, &buffer, direction](boost::system::error_code ec, size_t) {
                                         if (ec) {
                                             self->cut();
                                             return;
                                         }
                                         self->pump(from, to, buffer, direction);
                                     });
        });
    }

    // One side said all it will say: the other side hears the end, and reads on from it go on.
    template <typename To> void endOf(To &to, int direction)
    {
        boost::system::error_code ignored;
        to.shutdown(To::shutdown_send, ignored);
        m_done[direction] = true;
        if (m_done[0] && m_done[1])
            cut();
    }

    void armTimer()
    {
        m_timer.expires_after(m_idle);
        m_timer.async_wait([weak = std::weak_ptr(this->shared_from_this())](boost::system::error_code ec) {
            auto self = weak.lock();
            if (!self || ec)
                return;
            if (std::exchange(self->m_active, false))
                self->armTimer();
            else
                self->cut();
        });
    }

    void cut()
    {
        if (std::exchange(m_cut, true))
            return;
        boost::system::error_code ignored;
        m_timer.cancel();
        m_a.close(ignored);
        m_b.close(ignored);
        if (m_finished)
            m_finished(m_bytes[0], m_bytes[1]);
    }

    A m_a;
    B m_b;
    std::chrono::seconds m_idle;
    boost::asio::steady_timer m_timer;
    Finished m_finished;
    std::array<char, 16 * 1024> m_aToB{};
    std::array<char, 16 * 1024> m_bToA{};
    size_t m_bytes[2] = {0, 0};
    bool m_done[2] = {false, false};
    bool m_active = false;
    bool m_cut = false;
};

// The splice, for whoever may have to stop it; it keeps itself alive until both sides are done.
template <typename A, typename B>
std::weak_ptr<Splice<A, B>> splice(A a, B b, std::chrono::seconds idle, typename Splice<A, B>::Finished finished = {})
{
    auto joined = std::make_shared<Splice<A, B>>(std::move(a), std::move(b), idle, std::move(finished));
    joined->start();
    return joined;
}

} // namespace shadowbox::gateway
