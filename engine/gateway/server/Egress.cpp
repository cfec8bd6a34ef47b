#include "Egress.h"

#include "LineProtocol.h"
#include "Splice.h"
#include "UnixSocket.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/write.hpp>

#include <ares.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include <netinet/in.h>
#include <poll.h>
#include <unistd.h>

namespace shadowbox::gateway {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using local = asio::local::stream_protocol;

using namespace lineprotocol;

namespace {

constexpr size_t kLineLimit = 4096;
constexpr auto kAnswerTimeout = std::chrono::seconds(20);
constexpr auto kRequestTimeout = std::chrono::seconds(10);
// A passed-through connection may sit idle for a while (a long download pauses, a keep-alive
// waits): cut after ten minutes of silence both ways.
constexpr auto kRelayIdle = std::chrono::seconds(600);

// Looks a name up with c-ares: /etc/hosts, then the servers in /etc/resolv.conf. The static
// gateway has no NSS modules for getaddrinfo to load (StaticLinking.cpp), and c-ares needs none.
// Blocking: it runs on the egress side's lookup threads.
Outcome<std::vector<asio::ip::address>> lookUp(const std::string &host)
{
    using Addresses = std::vector<asio::ip::address>;
    ares_channel channel = nullptr;
    ares_options settings{};
    settings.timeout = 3000;
    settings.tries = 2;
    if (const int status = ares_init_options(&channel, &settings, ARES_OPT_TIMEOUTMS | ARES_OPT_TRIES);
        status != ARES_SUCCESS)
        return Outcome<Addresses>::failure(std::string("cannot start a DNS lookup: ") + ares_strerror(status));
    struct Found {
        int status = -1;
        Addresses addresses;
    } found;
    ares_addrinfo_hints hints{};
    hints.ai_family = AF_UNSPEC;
    ares_getaddrinfo(
        channel, host.c_str(), nullptr, &hints,
        [](void *arg, int status, int, ares_addrinfo *info) {
            auto *out = static_cast<Found *>(arg);
            out->status = status;
            for (ares_addrinfo_node *node = info ? info->nodes : nullptr; node; node = node->ai_next) {
                if (node->ai_family == AF_INET && node->ai_addrlen >= sizeof(sockaddr_in)) {
                    const auto *v4 = reinterpret_cast<const sockaddr_in *>(node->ai_addr);
                    out->addresses.push_back(asio::ip::address_v4(ntohl(v4->sin_addr.s_addr)));
                } else if (node->ai_family == AF_INET6 && node->ai_addrlen >= sizeof(sockaddr_in6)) {
                    const auto *v6 = reinterpret_cast<const sockaddr_in6 *>(node->ai_addr);
                    asio::ip::address_v6::bytes_type bytes;
                    std::copy(std::begin(v6->sin6_addr.s6_addr), std::end(v6->sin6_addr.s6_addr), bytes.begin());
                    out->addresses.push_back(asio::ip::address_v6(bytes));
                }
            }
            if (info)
                ares_freeaddrinfo(info);
        },
        &found);
    while (found.status < 0) {
        ares_socket_t sockets[ARES_GETSOCK_MAXNUM];
        const int mask = ares_getsock(channel, sockets, ARES_GETSOCK_MAXNUM);
        std::vector<pollfd> polled;
        for (int i = 0; i < ARES_GETSOCK_MAXNUM; ++i) {
            short events = 0;
            if (ARES_GETSOCK_READABLE(mask, i))
                events |= POLLIN;
            if (ARES_GETSOCK_WRITABLE(mask, i))
                events |= POLLOUT;
            if (events)
                polled.push_back({sockets[i], events, 0});
        }
        if (polled.empty())
            break;
        timeval longest{1, 0};
        timeval wait{};
        const timeval *next = ares_timeout(channel, &longest, &wait);
        ::poll(polled.data(), polled.size(), int(next->tv_sec * 1000 + next->tv_usec / 1000));
        bool any = false;
        for (const pollfd &p : polled) {
            if (p.revents == 0)
                continue;
            any = true;
            ares_process_fd(channel, (p.revents & (POLLIN | POLLERR | POLLHUP)) ? p.fd : ARES_SOCKET_BAD,
                            (p.revents & POLLOUT) ? p.fd : ARES_SOCKET_BAD);
        }
        if (!any)
            ares_process_fd(channel, ARES_SOCKET_BAD, ARES_SOCKET_BAD); // time-outs and retries
    }
    ares_destroy(channel);
    if (found.status != ARES_SUCCESS)
        return Outcome<Addresses>::failure(
            "cannot resolve " + host + ": " +
            (found.status < 0 ? "the lookup did not finish" : ares_strerror(found.status)));
    if (found.addresses.empty())
        return Outcome<Addresses>::failure("cannot resolve " + host + ": it has no address");
    return found.addresses;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The egress side.

struct EgressServer::Impl : std::enable_shared_from_this<EgressServer::Impl> {
    Impl(asio::io_context &io, EgressOptions options)
        : io(io)
        , options(std::move(options))
        , policyFile(this->options.policyFile)
    {
    }

    void accept();
    const Policy &currentPolicy()
    {
        std::string text;
        bool present = false;
        if (policyFile.changed(text, present)) {
            policy = present ? parsePolicyFile(text) : Policy{};
            if (!present)
                policy.problem = "the policy file " + options.policyFile + " is missing";
            cutWhatNoLongerPasses();
        }
        return policy;
    }

    // A connection that passed, for as long as it lasts.
    struct Passed {
        std::string host;
        int port = 0;
        std::weak_ptr<Splice<local::socket, tcp::socket>> splice;
    };
    std::vector<Passed> passed;

    // When the policy changes, the connections it no longer lets through are cut: a narrower
    // allowlist (or none at all) takes effect on what is already open too, not only on what comes.
    void cutWhatNoLongerPasses()
    {
        std::erase_if(passed, [&](const Passed &p) {
            auto splice = p.splice.lock();
            if (!splice)
                return true;
            if (policy.passes(p.host, p.port))
                return false;
            splice->stop();
            return true;
        });
    }
    // The policy file is looked at ten times a second while connections are open.
    void watchPolicy()
    {
        watch.expires_after(std::chrono::milliseconds(100));
        watch.async_wait([weak = std::weak_ptr(shared_from_this())](boost::system::error_code ec) {
            auto self = weak.lock();
            if (!self || ec)
                return;
            if (!self->passed.empty())
                self->currentPolicy();
            self->watchPolicy();
        });
    }

    asio::io_context &io;
    EgressOptions options;
    WatchedFile policyFile;
    Policy policy;
    std::unique_ptr<local::acceptor> acceptor;
    asio::steady_timer watch{io};
    asio::thread_pool lookups{2}; // name lookups block; the event loop does not wait for them
};

namespace {

class EgressSession : public std::enable_shared_from_this<EgressSession> {
public:
    EgressSession(local::socket socket, std::shared_ptr<EgressServer::Impl> server)
        : m_socket(std::move(socket))
        , m_server(std::move(server))
        , m_timer(m_socket.get_executor())
        , m_upstream(m_socket.get_executor())
        , m_buffer(kLineLimit)
    {
    }

    void start()
    {
        m_timer.expires_after(kRequestTimeout);
        m_timer.async_wait([weak = std::weak_ptr(shared_from_this())](boost::system::error_code ec) {
            if (auto self = weak.lock(); self && !ec)
                self->fail("the connection was not opened in time");
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
        if (!request.is_object() || !request.contains("host") || !request["host"].is_string() ||
            !request.contains("port") || !request["port"].is_number_integer()) {
            fail("the request is not {\"host\": NAME, \"port\": NUMBER}");
            return;
        }
        m_host = request["host"].get<std::string>();
        const long long port = request["port"].get<long long>();
        if (port < 1 || port > 65535 || !acceptableRuleHost(m_host)) {
            fail("not a host name and port");
            return;
        }
        m_port = int(port);
        const Policy &policy = m_server->currentPolicy();
        if (!policy.passes(m_host, m_port)) {
            fail("the network policy (" + std::string(policyName(policy.policy)) + ") does not let " +
                 hostAndPort(m_host, m_port) + " through" + (policy.problem.empty() ? "" : ": " + policy.problem));
            return;
        }
        const AllowRule *rule = policy.ruleFor(m_host, m_port);
        m_namedExactly = rule && rule->host.compare(0, 2, "*.") != 0;
        boost::system::error_code notAnAddress;
        std::string fixed = m_host;
        for (char &c : fixed)
            c = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
        if (const auto it = m_server->options.hosts.find(fixed); it != m_server->options.hosts.end())
            fixed = it->second;
        if (const auto literal = asio::ip::make_address(fixed, notAnAddress); !notAnAddress) {
            onResolved({literal});
            return;
        }
        asio::post(m_server->lookups, [self = shared_from_this()] {
            auto addresses = lookUp(self->m_host);
            asio::post(self->m_socket.get_executor(), [self, addresses = std::move(addresses)] {
                if (!addresses)
                    self->fail(addresses.error());
                else
                    self->onResolved(*addresses);
            });
        });
    }

    void onResolved(const std::vector<asio::ip::address> &addresses)
    {
        if (m_failed)
            return; // the time ran out while the name was looked up
        std::vector<tcp::endpoint> reachable;
        std::string refused;
        for (const asio::ip::address &address : addresses) {
            std::string problem = destinationProblem(address, m_namedExactly);
            const auto &own = m_server->options.hostAddresses;
            if (problem.empty() && !m_namedExactly && std::find(own.begin(), own.end(), address) != own.end())
                problem = "an address of the machine Shadowbox runs on (allowed only for a host an allow rule names "
                          "exactly)";
            if (problem.empty())
                reachable.emplace_back(address, static_cast<unsigned short>(m_port));
            else if (refused.empty())
                refused = address.to_string() + " is " + problem;
        }
        if (reachable.empty()) {
            fail(m_host + " has no address the sandbox may reach: " + refused);
            return;
        }
        asio::async_connect(m_upstream, reachable,
                            [self = shared_from_this()](boost::system::error_code ec, const tcp::endpoint &reached) {
                                if (ec)
                                    self->fail("cannot connect to " + hostAndPort(self->m_host, self->m_port) + ": " +
                                               ec.message());
                                else
                                    self->onConnected(reached);
                            });
    }

    void onConnected(const tcp::endpoint &reached)
    {
        if (m_failed)
            return;
        boost::system::error_code ignored;
        m_upstream.set_option(tcp::no_delay(true), ignored);
        m_reply = line({{"ok", true}, {"address", reached.address().to_string()}});
        asio::async_write(
            m_socket, asio::buffer(m_reply), [self = shared_from_this()](boost::system::error_code ec, size_t) {
                self->m_timer.cancel();
                if (ec) {
                    self->close();
                    return;
                }
                // Bytes the gateway sent after its line go to the host first.
                auto early = std::make_shared<std::string>(rest(self->m_buffer));
                asio::async_write(self->m_upstream, asio::buffer(*early),
                                  [self, early](boost::system::error_code ec, size_t) {
                                      if (ec) {
                                          self->close();
                                          return;
                                      }
                                      self->m_server->passed.push_back(
                                          {self->m_host, self->m_port,
                                           splice(std::move(self->m_socket), std::move(self->m_upstream), kRelayIdle)});
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
        m_upstream.close(ignored);
    }

    local::socket m_socket;
    std::shared_ptr<EgressServer::Impl> m_server;
    asio::steady_timer m_timer;
    tcp::socket m_upstream;
    asio::streambuf m_buffer;
    std::string m_reply;
    std::string m_host;
    int m_port = 0;
    bool m_namedExactly = false;
    bool m_failed = false;
};

} // namespace

void EgressServer::Impl::accept()
{
    acceptor->async_accept([self = shared_from_this()](boost::system::error_code ec, local::socket socket) {
        if (ec == asio::error::operation_aborted || !self->acceptor->is_open())
            return;
        if (!ec)
            std::make_shared<EgressSession>(std::move(socket), self)->start();
        self->accept();
    });
}

EgressServer::EgressServer(asio::io_context &io, EgressOptions options)
    : m_impl(std::make_shared<Impl>(io, std::move(options)))
{
}

EgressServer::~EgressServer() = default;

Outcome<bool> EgressServer::start()
{
    Impl &e = *m_impl;
    if (const int status = ares_library_init(ARES_LIB_INIT_ALL); status != ARES_SUCCESS)
        return Outcome<bool>::failure(std::string("cannot start the DNS library: ") + ares_strerror(status));
    // Only its owner (the gateway runs as the same user) may connect.
    auto acceptor = listenOwnerOnly(e.io, e.options.listen, "egress socket");
    if (!acceptor)
        return Outcome<bool>::failure(acceptor.error());
    e.acceptor = std::move(*acceptor);
    e.accept();
    e.watchPolicy();
    return true;
}

void EgressServer::stop()
{
    boost::system::error_code ignored;
    if (m_impl->acceptor)
        m_impl->acceptor->close(ignored);
    m_impl->watch.cancel();
    m_impl->io.stop();
}

// ---------------------------------------------------------------------------------------------
// The gateway's half.

namespace {

struct EgressRequest : std::enable_shared_from_this<EgressRequest> {
    EgressRequest(asio::io_context &io, std::string path, EgressAnswer answer)
        : socket(io)
        , timer(io)
        , buffer(kLineLimit)
        , path(std::move(path))
        , answer(std::move(answer))
    {
    }

    void finish(Outcome<std::string> outcome)
    {
        timer.cancel();
        if (!answer)
            return;
        auto told = std::exchange(answer, {});
        if (!outcome) {
            boost::system::error_code ignored;
            socket.close(ignored);
        }
        std::string early = outcome ? rest(buffer) : std::string();
        told(std::move(outcome), std::move(socket), std::move(early));
    }

    local::socket socket;
    asio::steady_timer timer;
    asio::streambuf buffer;
    std::string path;
    std::string line;
    EgressAnswer answer;
};

} // namespace

void openThroughEgress(asio::io_context &io, const std::string &socketPath, const std::string &host, int port,
                       EgressAnswer answer)
{
    auto request = std::make_shared<EgressRequest>(io, socketPath, std::move(answer));
    if (socketPath.empty()) {
        request->finish(Outcome<std::string>::failure("the gateway was started without an egress socket"));
        return;
    }
    request->line = line({{"host", host}, {"port", port}});
    request->timer.expires_after(kAnswerTimeout);
    request->timer.async_wait([weak = std::weak_ptr(request)](boost::system::error_code ec) {
        if (auto self = weak.lock(); self && !ec)
            self->finish(Outcome<std::string>::failure("the egress side did not answer within 20 seconds"));
    });
    request->socket.async_connect(local::endpoint(socketPath), [request](boost::system::error_code ec) {
        if (ec) {
            request->finish(Outcome<std::string>::failure("the egress side does not answer on " + request->path + ": " +
                                                          ec.message()));
            return;
        }
        asio::async_write(
            request->socket, asio::buffer(request->line), [request](boost::system::error_code ec, size_t) {
                if (ec) {
                    request->finish(Outcome<std::string>::failure("the egress side hung up: " + ec.message()));
                    return;
                }
                asio::async_read_until(
                    request->socket, request->buffer, '\n', [request](boost::system::error_code ec, size_t size) {
                        if (ec) {
                            request->finish(Outcome<std::string>::failure("the egress side hung up: " + ec.message()));
                            return;
                        }
                        const nlohmann::json said =
                            nlohmann::json::parse(takeLine(request->buffer, size), nullptr, false);
                        if (!said.is_object() || !said.contains("ok") || !said["ok"].is_boolean()) {
                            request->finish(
                                Outcome<std::string>::failure("the egress side's answer is not understood"));
                        } else if (!said["ok"].get<bool>()) {
                            request->finish(Outcome<std::string>::failure(
                                said.contains("error") && said["error"].is_string() ? said["error"].get<std::string>()
                                                                                    : "the egress side said no"));
                        } else {
                            request->finish(said.contains("address") && said["address"].is_string()
                                                ? said["address"].get<std::string>()
                                                : std::string());
                        }
                    });
            });
    });
}

} // namespace shadowbox::gateway
