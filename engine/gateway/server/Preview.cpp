#include "Preview.h"

#include "LineProtocol.h"
#include "NetworkPolicy.h"
#include "Splice.h"
#include "UnixSocket.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/asio/write.hpp>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace shadowbox::gateway {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using local = asio::local::stream_protocol;
using namespace lineprotocol;

namespace {

constexpr size_t kLineLimit = 256;
constexpr auto kRequestTimeout = std::chrono::seconds(10);
// A preview's connection may wait a long time (a browser keeps it alive, a development server
// pushes reloads over it): cut after an hour of silence both ways.
constexpr auto kPreviewIdle = std::chrono::seconds(3600);

class PreviewSession : public std::enable_shared_from_this<PreviewSession> {
public:
    explicit PreviewSession(local::socket socket)
        : m_socket(std::move(socket))
        , m_timer(m_socket.get_executor())
        , m_server(m_socket.get_executor())
        , m_buffer(kLineLimit)
    {
    }

    void start()
    {
        m_timer.expires_after(kRequestTimeout);
        m_timer.async_wait([weak = std::weak_ptr(shared_from_this())](boost::system::error_code ec) {
            if (auto self = weak.lock(); self && !ec)
                self->fail("no port was asked for in time");
        });
        asio::async_read_until(m_socket, m_buffer, '\n',
                               [self = shared_from_this()](boost::system::error_code ec, size_t size) {
                                   if (ec)
                                       self->close();
                                   else
                                       self->onRequest(takeLine(self->m_buffer, size));
                               });
    }

private:
    void onRequest(const std::string &text)
    {
        const nlohmann::json request = nlohmann::json::parse(text, nullptr, false);
        if (!request.is_object() || !request.contains("port") || !request["port"].is_number_integer()) {
            fail("the request is not {\"port\": NUMBER}");
            return;
        }
        const long long port = request["port"].get<long long>();
        if (port < 1 || port > 65535) {
            fail("a port is a number from 1 to 65535");
            return;
        }
        m_port = static_cast<unsigned short>(port);
        // A server that listens on one loopback address of its own (a mock server on 127.0.1.1):
        // that address only, and never one off loopback.
        if (const auto address = request.find("address"); address != request.end()) {
            const std::string chosen = address->is_string() ? loopbackAddress(address->get<std::string>()) : "";
            if (chosen.empty()) {
                fail("an address is a loopback address (127.x.x.x or ::1)");
                return;
            }
            m_where = "on " + hostAndPort(chosen, m_port);
            m_only = true;
            connect(asio::ip::make_address(chosen));
            return;
        }
        m_where = "on port " + std::to_string(m_port);
        connect(asio::ip::address_v4::loopback());
    }

    // The sandbox's servers, wherever on its loopback they listen: 0.0.0.0 and 127.0.0.1 are
    // reached over IPv4, a server on [::] or ::1 only over IPv6 (tried when IPv4 finds nothing).
    void connect(const asio::ip::address &address)
    {
        m_server.async_connect(
            tcp::endpoint(address, m_port), [self = shared_from_this(), address](boost::system::error_code ec) {
                if (!ec) {
                    self->onConnected();
                    return;
                }
                if (!self->m_only && address.is_v4() && ec == asio::error::connection_refused) {
                    boost::system::error_code ignored;
                    self->m_server.close(ignored);
                    self->connect(asio::ip::address_v6::loopback());
                    return;
                }
                // IPv6 refused, or not there at all (an engine may switch it off): IPv4 said enough.
                if (address.is_v6() || ec == asio::error::connection_refused)
                    self->fail("nothing in the sandbox listens " + self->m_where);
                else
                    self->fail("cannot connect " + self->m_where + " in the sandbox: " + ec.message());
            });
    }

    void onConnected()
    {
        if (m_failed)
            return;
        boost::system::error_code ignored;
        m_server.set_option(tcp::no_delay(true), ignored);
        m_reply = line({{"ok", true}});
        asio::async_write(
            m_socket, asio::buffer(m_reply), [self = shared_from_this()](boost::system::error_code ec, size_t) {
                self->m_timer.cancel();
                if (ec) {
                    self->close();
                    return;
                }
                // Whatever Shadowbox sent after its line goes to the sandbox's server first.
                auto early = std::make_shared<std::string>(rest(self->m_buffer));
                asio::async_write(self->m_server, asio::buffer(*early),
                                  [self, early](boost::system::error_code ec, size_t) {
                                      if (ec)
                                          self->close();
                                      else
                                          splice(std::move(self->m_socket), std::move(self->m_server), kPreviewIdle);
                                  });
            });
    }

    void fail(const std::string &why)
    {
        if (std::exchange(m_failed, true))
            return;
        m_timer.cancel();
        m_reply = line({{"ok", false}, {"error", why}});
        asio::async_write(m_socket, asio::buffer(m_reply),
                          [self = shared_from_this()](boost::system::error_code, size_t) { self->close(); });
    }

    void close()
    {
        boost::system::error_code ignored;
        m_timer.cancel();
        m_socket.close(ignored);
        m_server.close(ignored);
    }

    local::socket m_socket;
    asio::steady_timer m_timer;
    tcp::socket m_server;
    asio::streambuf m_buffer;
    std::string m_reply;
    unsigned short m_port = 0;
    std::string m_where; // "on port 3000", "on 127.0.1.1:8080"
    bool m_only = false; // an address was asked for: no other is tried
    bool m_failed = false;
};

} // namespace

struct PreviewServer::Impl : std::enable_shared_from_this<PreviewServer::Impl> {
    Impl(asio::io_context &io, PreviewOptions options)
        : io(io)
        , options(std::move(options))
    {
    }

    void accept()
    {
        acceptor->async_accept([self = shared_from_this()](boost::system::error_code ec, local::socket socket) {
            if (ec == asio::error::operation_aborted || !self->acceptor->is_open())
                return;
            if (!ec)
                std::make_shared<PreviewSession>(std::move(socket))->start();
            self->accept();
        });
    }

    asio::io_context &io;
    PreviewOptions options;
    std::unique_ptr<local::acceptor> acceptor;
};

PreviewServer::PreviewServer(asio::io_context &io, PreviewOptions options)
    : m_impl(std::make_shared<Impl>(io, std::move(options)))
{
}

PreviewServer::~PreviewServer() = default;

Outcome<bool> PreviewServer::start()
{
    Impl &p = *m_impl;
    // The sandbox shares the network namespace, not the file system: it cannot reach this socket.
    auto acceptor = listenOwnerOnly(p.io, p.options.socket, "preview socket");
    if (!acceptor)
        return Outcome<bool>::failure(acceptor.error());
    p.acceptor = std::move(*acceptor);
    if (p.options.owner && ::chown(p.options.socket.c_str(), p.options.owner->first, p.options.owner->second) != 0)
        return Outcome<bool>::failure("cannot give the preview socket " + p.options.socket +
                                      " to its owner: " + std::strerror(errno));
    p.accept();
    return true;
}

void PreviewServer::stop()
{
    boost::system::error_code ignored;
    if (m_impl->acceptor)
        m_impl->acceptor->close(ignored);
}

} // namespace shadowbox::gateway
