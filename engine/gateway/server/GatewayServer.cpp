#include "GatewayServer.h"

#include "ClientHello.h"
#include "DnsAnswer.h"
#include "Egress.h"
#include "GatewayTls.h"
#include "HostsFile.h"
#include "ResponseTemplate.h"
#include "Splice.h"
#include "UnixSocket.h"
#include "Upstream.h"
#include "WatchedFile.h"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <random>
#include <sstream>
#include <unistd.h>

namespace shadowbox::gateway {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using udp = asio::ip::udp;
using local = asio::local::stream_protocol;
using TlsStream = beast::ssl_stream<tcp::socket>;

namespace {
constexpr size_t kHeaderLimit = 64 * 1024;
constexpr size_t kSandboxBodyLimit = 32 * 1024 * 1024;
constexpr size_t kAdminBodyLimit = 64 * 1024 * 1024;
constexpr auto kIdle = std::chrono::seconds(120);
constexpr auto kHandshakeTimeout = std::chrono::seconds(10);
// How long a TLS session waits for the client's close_notify after sending its own.
constexpr auto kTlsGoodbye = std::chrono::seconds(2);
constexpr int kLongestDelayMs = 10 * 60 * 1000;
constexpr auto kPolicyPoll = std::chrono::milliseconds(100);
constexpr char kPolicyNoneRefusal[] = "the network policy is none: nothing answers";
// A connection passed through to the network may be idle a while (a paused download, a kept-alive
// connection): cut after ten minutes of silence both ways.
constexpr auto kPassThroughIdle = std::chrono::seconds(600);
} // namespace

struct GatewayServer::Impl : std::enable_shared_from_this<GatewayServer::Impl> {
    Impl(asio::io_context &io, GatewayOptions options, StubStore &store)
        : io(io)
        , options(std::move(options))
        , store(store)
        , admin(store, [this] { stop(); })
        , hosts(this->options.hostsFile)
        , policyFile(this->options.policyFile)
    {
        hosts.setFixed(this->options.hosts);
    }

    // What a sandbox listener does with a connection: HTTP, HTTPS, or routing by server name.
    enum class Listener { Http, Https, PassThrough };
    void acceptSandbox(tcp::acceptor &acceptor, Listener kind);
    void acceptAdmin();
    void receiveDns();
    void stop();
    int delayFor(const ResponseDefinition &r);
    // Reads the policy file again if it changed; then every tenth of a second.
    void refreshPolicy();
    void watchPolicy();
    // Cuts a connection the policy does not allow, before reading anything from it.
    template <typename Socket> void refuseConnection(Socket &socket, const std::string &scheme);
    // Journals what the gateway would not do for the sandbox.
    void recordRefusal(const std::string &method, const std::string &scheme, const std::string &host, int port,
                       const std::string &clientIp, const std::string &why, const std::string &url = "/");
    // Journals a connection handed to the network (`passed`), or one the egress side could not open.
    void recordPassage(HttpRequest seen, const std::string &outcome, const std::string &detail);
    bool isMocked(const std::string &host) { return hosts.current().count(host) > 0; }
    bool isNone() const { return policy.policy == NetworkPolicy::None; }

    asio::io_context &io;
    GatewayOptions options;
    StubStore &store;
    AdminApi admin;
    HostsFile hosts;
    WatchedFile policyFile;
    Policy policy = [] {
        Policy mocksOnly;
        mocksOnly.policy = NetworkPolicy::MocksOnly;
        return mocksOnly;
    }();
    std::unique_ptr<asio::steady_timer> policyTimer;
    std::vector<std::unique_ptr<tcp::acceptor>> httpAcceptors;
    std::vector<std::unique_ptr<tcp::acceptor>> httpsAcceptors;
    std::vector<std::unique_ptr<tcp::acceptor>> passThroughAcceptors;
    std::unique_ptr<asio::ssl::context> tls;         // null without a certificate authority
    std::unique_ptr<asio::ssl::context> upstreamTls; // null without --upstream-roots
    std::string upstreamProblem;                     // why it is null
    std::unique_ptr<local::acceptor> adminAcceptor;
    std::unique_ptr<udp::socket> dnsSocket;
    std::array<char, 1500> dnsBuffer{};
    udp::endpoint dnsPeer;
    std::mt19937 random{std::random_device{}()};
};

namespace {

// Joins a sandbox connection to one the egress side opened: first what each side already sent
// that the other must get, then byte for byte.
void relay(tcp::socket client, local::socket upstream, std::string toClient, std::string toUpstream)
{
    struct Pending {
        tcp::socket client;
        local::socket upstream;
        std::string toClient;
        std::string toUpstream;
    };
    auto p = std::make_shared<Pending>(
        Pending{std::move(client), std::move(upstream), std::move(toClient), std::move(toUpstream)});
    asio::async_write(p->upstream, asio::buffer(p->toUpstream), [p](beast::error_code ec, size_t) {
        if (ec)
            return; // the sockets close with `p`
        asio::async_write(p->client, asio::buffer(p->toClient), [p](beast::error_code ec, size_t) {
            if (!ec)
                splice(std::move(p->client), std::move(p->upstream), kPassThroughIdle);
        });
    });
}

// One connection: the admin API on the Unix socket, or the sandbox's requests over plain TCP or
// TLS (an https listener, or a CONNECT tunnel opened on a plain one).
template <typename Stream> class Session : public std::enable_shared_from_this<Session<Stream>> {
    static constexpr bool kTls = std::is_same_v<Stream, TlsStream>;
    static constexpr bool kTcp = !std::is_same_v<Stream, local::socket>;

public:
    Session(Stream stream, std::shared_ptr<GatewayServer::Impl> gateway, bool admin)
        : m_stream(std::move(stream))
        , m_gateway(std::move(gateway))
        , m_admin(admin)
        , m_timer(m_stream.get_executor())
    {
        if constexpr (kTcp) {
            boost::system::error_code ec;
            const auto &socket = beast::get_lowest_layer(m_stream);
            const auto peer = socket.remote_endpoint(ec);
            m_clientIp = ec ? std::string() : peer.address().to_string();
            const auto here = socket.local_endpoint(ec);
            m_port = ec ? 0 : here.port();
            // Without SNI, the certificate is for the address the client connected to.
            if constexpr (kTls)
                m_tlsName.fallback = ec ? std::string() : here.address().to_string();
        }
    }

    // Before start(), for the TLS session of a CONNECT tunnel: the host and port the client asked
    // for, and whatever it already sent after its CONNECT request.
    void enterTunnel(std::string host, int port, std::string early)
    {
        m_tlsName.fallback = std::move(host);
        m_port = port;
        m_raw = std::move(early);
    }

    void start()
    {
        if constexpr (kTls)
            handshake();
        else
            read();
    }

private:
    void handshake()
    {
        attachTlsName(m_stream.native_handle(), &m_tlsName);
        m_timer.expires_after(kHandshakeTimeout);
        m_timer.async_wait([weak = std::weak_ptr(this->shared_from_this())](beast::error_code ec) {
            if (auto self = weak.lock(); self && !ec)
                self->close();
        });
        m_stream.async_handshake(
            asio::ssl::stream_base::server, asio::buffer(m_raw),
            [self = this->shared_from_this()](beast::error_code ec, size_t) { self->onHandshake(ec); });
    }

    void onHandshake(beast::error_code ec)
    {
        m_timer.cancel();
        m_raw.clear();
        if (ec) {
            // Only a name the gateway would not certify is the sandbox's business; a client that
            // gave up on the handshake (or distrusts the CA) has already said why.
            if (!m_tlsName.failure.empty())
                refuse("TLS", m_tlsName.wanted, m_port, "no certificate for this name: " + m_tlsName.failure);
            close();
            return;
        }
        m_handshaken = true;
        read();
    }

    void read()
    {
        m_parser.emplace();
        m_parser->header_limit(kHeaderLimit);
        m_parser->body_limit(m_admin ? kAdminBodyLimit : kSandboxBodyLimit);
        armIdleTimer();
        http::async_read(m_stream, m_buffer, *m_parser,
                         [self = this->shared_from_this()](beast::error_code ec, size_t) { self->onRead(ec); });
    }

    void armIdleTimer()
    {
        if (m_admin)
            return; // Shadowbox keeps its connection as long as it likes
        m_timer.expires_after(kIdle);
        m_timer.async_wait([weak = std::weak_ptr(this->shared_from_this())](beast::error_code ec) {
            if (auto self = weak.lock(); self && !ec)
                self->close();
        });
    }

    void onRead(beast::error_code ec)
    {
        m_timer.cancel();
        if (ec == http::error::body_limit) {
            plainAnswer(413, "The request body is larger than the gateway accepts (32 MiB).\n", true);
            return;
        }
        if (ec == http::error::header_limit) {
            plainAnswer(431, "The request's headers are larger than the gateway accepts (64 KiB).\n", true);
            return;
        }
        if (ec) {
            if (ec != http::error::end_of_stream && ec != asio::error::operation_aborted && !m_admin &&
                m_buffer.size() > 0)
                plainAnswer(400, "The gateway could not read this request as HTTP/1.1: " + ec.message() + "\n", true);
            else
                close();
            return;
        }
        m_request = m_parser->release();
        if (!m_admin && m_gateway->isNone()) {
            // A connection opened before the policy became none gets no more answers.
            const HttpRequest seen = seenRequest();
            m_gateway->recordRefusal(seen.method, seen.scheme, seen.host, seen.port, m_clientIp, kPolicyNoneRefusal,
                                     seen.url);
            reset();
            return;
        }
        if (m_admin)
            answerAdmin();
        else if (m_request.method() == http::verb::connect)
            openTunnel();
        else
            answerSandbox();
    }

    void answerAdmin()
    {
        if (m_request.target() == "/__shadowbox/policy" && m_request.method() == http::verb::get) {
            // What is in force, so that Shadowbox can tell when a policy it wrote took effect.
            const Policy &policy = m_gateway->policy;
            nlohmann::json allow = nlohmann::json::array();
            for (const AllowRule &rule : policy.allow) {
                nlohmann::json r = {{"host", rule.host}, {"port", rule.port}, {"preset", rule.preset}};
                if (rule.record)
                    r["record"] = true;
                allow.push_back(std::move(r));
            }
            nlohmann::json answer = {{"policy", policyName(policy.policy)}, {"allow", allow}};
            // Whether it records the hosts a rule asks it to (earlier gateways pass them unopened),
            // and whether it can check the HTTPS ones.
            answer["record"] = true;
            answer["recordHttps"] = m_gateway->upstreamTls != nullptr;
            // Whether hosts can pass at all: a gateway started without a way out mocks, or refuses.
            answer["egress"] = !m_gateway->options.egressSocket.empty() && !m_gateway->options.passthrough.empty();
            // Whether it hands the mocked hosts to a mock server the policy names (earlier ones
            // answer them from their own stubs whatever the policy says).
            answer["mockServers"] = true;
            if (policy.mockServer)
                answer["mockServer"] = {{"name", policy.mockServer->name},
                                        {"address", policy.mockServer->address},
                                        {"port", policy.mockServer->port}};
            if (!policy.problem.empty())
                answer["problem"] = policy.problem;
            auto &res = m_response.emplace(http::status::ok, m_request.version());
            res.set(http::field::content_type, "application/json");
            res.body() = answer.dump();
            res.keep_alive(m_request.keep_alive());
            res.prepare_payload();
            write(!m_request.keep_alive());
            return;
        }
        const AdminReply reply = m_gateway->admin.handle(std::string(m_request.method_string()),
                                                         std::string(m_request.target()), m_request.body());
        auto &res = m_response.emplace(http::status(reply.status), m_request.version());
        res.set(http::field::content_type, reply.contentType);
        res.body() = reply.body;
        res.keep_alive(m_request.keep_alive());
        res.prepare_payload();
        write(!m_request.keep_alive());
    }

    // CONNECT host:port: the gateway says yes, then shakes hands as `host` itself on the same
    // connection and serves the requests inside as https to host:port. It does so whatever the
    // port: behind the tunnel there is only the gateway, and a client that speaks anything but TLS
    // there fails the handshake.
    void openTunnel()
    {
        HttpRequest target;
        target.port = 443;
        splitAuthority(std::string(m_request.target()), target);
        const std::string host = target.host;
        if constexpr (!std::is_same_v<Stream, tcp::socket>) {
            refuse("CONNECT", host, target.port, "a tunnel inside a tunnel");
            plainAnswer(400, "The gateway does not open a tunnel inside a tunnel.\n", true);
        } else if (!m_gateway->isMocked(host) && m_gateway->policy.passes(host, target.port) &&
                   !m_gateway->policy.records(host, target.port)) {
            // A host the policy lets through: the tunnel leads to the host itself.
            HttpRequest seen;
            seen.method = "CONNECT";
            seen.scheme = "tunnel";
            seen.host = host;
            seen.port = target.port;
            seen.url = "/";
            seen.clientIp = m_clientIp;
            passThrough(seen, beast::buffers_to_string(m_buffer.data()), "HTTP/1.1 200 Connection established\r\n\r\n");
        } else if (!m_gateway->tls) {
            refuse("CONNECT", host, target.port, "the gateway has no certificate authority");
            plainAnswer(501,
                        "The gateway was started without a certificate authority (--ca-cert, --ca-key), so it "
                        "cannot answer HTTPS through a proxy.\n",
                        true);
        } else if (!CertificateAuthority::acceptableName(host) || target.port <= 0 || target.port > 65535) {
            refuse("CONNECT", host, target.port, "not a host name and port the gateway makes certificates for");
            plainAnswer(400, "The gateway opens tunnels only to CONNECT host:port with a DNS name or IP address.\n",
                        true);
        } else {
            m_raw = "HTTP/1.1 200 Connection established\r\n\r\n";
            asio::async_write(
                m_stream, asio::buffer(m_raw),
                [self = this->shared_from_this(), host, port = target.port](beast::error_code ec, size_t) {
                    if (ec)
                        self->close();
                    else
                        self->handOverToTls(host, port);
                });
        }
    }

    void handOverToTls(const std::string &host, int port)
    {
        if constexpr (std::is_same_v<Stream, tcp::socket>) {
            m_timer.cancel();
            std::string early = beast::buffers_to_string(m_buffer.data());
            auto tunnel =
                std::make_shared<Session<TlsStream>>(TlsStream(std::move(m_stream), *m_gateway->tls), m_gateway, false);
            tunnel->enterTunnel(host, port, std::move(early));
            tunnel->start();
        }
    }

    // The host is not mocked and the policy lets it through: the connection goes on to the network
    // through the egress side. `toHost` is what the client sent that the host must get; the client
    // hears `greeting` first. A host that cannot be reached gets the client a 502 saying why.
    void passThrough(const HttpRequest &seen, std::string toHost, std::string greeting)
    {
        if constexpr (std::is_same_v<Stream, tcp::socket>) {
            m_timer.cancel();
            GatewayServer::Impl &g = *m_gateway;
            const std::string reason = g.policy.reasonFor(seen.host, seen.port);
            openThroughEgress(
                g.io, g.options.egressSocket, seen.host, seen.port,
                [self = this->shared_from_this(), seen, toHost = std::move(toHost), greeting = std::move(greeting),
                 reason](Outcome<std::string> address, local::socket upstream, std::string fromHost) {
                    if (!address) {
                        self->m_gateway->recordPassage(seen, "refused", "could not pass through: " + address.error());
                        self->plainAnswer(502,
                                          "Shadowbox gateway: the network policy lets " +
                                              hostAndPort(seen.host, seen.port) +
                                              " through, but it cannot be reached: " + address.error() + "\n",
                                          true);
                        return;
                    }
                    self->m_gateway->recordPassage(seen, "passed", reason + ", reached at " + *address);
                    relay(std::move(self->m_stream), std::move(upstream), greeting + fromHost, toHost);
                });
        }
    }

    void refuse(const std::string &method, const std::string &host, int port, const std::string &why)
    {
        m_gateway->recordRefusal(method, "https", host, port, m_clientIp, why);
    }

    HttpRequest seenRequest() const
    {
        HttpRequest r;
        r.method = std::string(m_request.method_string());
        r.clientIp = m_clientIp;
        r.port = m_port;
        if constexpr (kTls) {
            // The name the client shook hands for, unless the Host header says otherwise.
            r.scheme = "https";
            r.host = m_tlsName.chosen;
        }
        std::string target(m_request.target());
        // A proxy request names the whole URL ("http://host:port/path").
        if (target.rfind("http://", 0) == 0 || target.rfind("https://", 0) == 0) {
            const size_t schemeEnd = target.find("://");
            r.scheme = target.substr(0, schemeEnd);
            const size_t pathStart = target.find('/', schemeEnd + 3);
            std::string authority = target.substr(
                schemeEnd + 3, pathStart == std::string::npos ? std::string::npos : pathStart - schemeEnd - 3);
            target = pathStart == std::string::npos ? "/" : target.substr(pathStart);
            r.port = r.scheme == "https" ? 443 : 80;
            splitAuthority(authority, r);
        } else if (auto host = m_request.find(http::field::host); host != m_request.end()) {
            splitAuthority(std::string(host->value()), r);
        }
        r.url = target;
        for (const auto &field : m_request)
            r.headers.push_back({std::string(field.name_string()), std::string(field.value())});
        r.body = m_request.body();
        return r;
    }

    // "host:port", "host" or "[IPv6]:port" into r.host and r.port (an IPv6 address as the rules
    // keep it, without brackets: canonicalIpv6).
    static void splitAuthority(const std::string &authority, HttpRequest &r)
    {
        const size_t colon = authority.rfind(':');
        const bool bracketed = authority.find(']') != std::string::npos && colon < authority.find(']');
        if (colon != std::string::npos && !bracketed) {
            r.host = toLower(authority.substr(0, colon));
            try {
                r.port = std::stoi(authority.substr(colon + 1));
            } catch (...) {
            }
        } else {
            r.host = toLower(authority);
        }
        if (std::string v6 = canonicalIpv6(r.host); !v6.empty())
            r.host = std::move(v6);
    }

    void answerSandbox()
    {
        const auto started = std::chrono::steady_clock::now();
        HttpRequest request = seenRequest();
        GatewayServer::Impl &g = *m_gateway;
        if constexpr (std::is_same_v<Stream, tcp::socket>) {
            if (!g.isMocked(request.host) && g.policy.passes(request.host, request.port) &&
                !g.policy.records(request.host, request.port)) {
                // The request in origin form, as a proxy sends it on (not every server takes a
                // whole URL), without the headers meant for the proxy, and whatever the client sent
                // after it.
                m_request.target(request.url);
                m_request.erase("Proxy-Connection");
                m_request.erase(http::field::proxy_authorization);
                std::ostringstream wire;
                wire << m_request;
                passThrough(request, wire.str() + beast::buffers_to_string(m_buffer.data()), {});
                return;
            }
        }
        // A host that is recorded keeps to the gateway's own stubs and recording.
        if (g.policy.mockServer && !g.policy.records(request.host, request.port)) {
            relayToMockServer(std::move(request), started);
            return;
        }
        Served served = g.store.serve(request);
        // A host that is recorded answers from its stubs first, and from the host itself otherwise.
        if (!served.stub && g.policy.records(request.host, request.port)) {
            forwardAndRecord(std::move(request), started);
            return;
        }
        JournalEntry entry;
        entry.when = std::chrono::system_clock::now();
        entry.bodySize = request.body.size();
        const bool keepAlive = m_request.keep_alive();
        if (!served.stub) {
            entry.outcome = "unmatched";
            entry.status = 404;
            entry.nearMisses = served.nearMisses;
            auto &res = m_response.emplace(http::status::not_found, m_request.version());
            res.set(http::field::content_type, "text/plain; charset=utf-8");
            res.body() = unmatchedExplanation(request, served.nearMisses, !g.store.ordered().empty());
            res.keep_alive(keepAlive);
            res.prepare_payload();
            finishEntry(std::move(entry), std::move(request), started);
            write(!keepAlive);
            return;
        }
        const StubMapping &stub = *served.stub;
        const ResponseDefinition &def = stub.response;
        entry.outcome = "matched";
        entry.stubId = stub.id;
        entry.status = def.fault.empty() ? def.status : 0;
        entry.detail = def.fault;
        auto &res = m_response.emplace(http::status(def.status), m_request.version());
        if (!def.statusMessage.empty())
            res.reason(def.statusMessage);
        const PathValues path{stub.request.urlKind == RequestPattern::UrlKind::UrlPathTemplate,
                              std::move(served.pathParameters)};
        for (const Header &h : def.headers)
            res.insert(h.name, def.templated ? renderTemplate(h.value, request, path) : h.value);
        res.set("Matched-Stub-Id", stub.id);
        res.body() = def.templated ? renderTemplate(def.body, request, path) : def.body;
        res.keep_alive(keepAlive);
        res.prepare_payload();
        const std::string fault = def.fault;
        const int delay = g.delayFor(def);
        finishEntry(std::move(entry), std::move(request), started);
        auto respond = [self = this->shared_from_this(), fault, keepAlive] {
            if (fault.empty())
                self->write(!keepAlive);
            else
                self->fault(fault);
        };
        if (delay <= 0) {
            respond();
            return;
        }
        m_timer.expires_after(std::chrono::milliseconds(delay));
        m_timer.async_wait([respond](beast::error_code ec) {
            if (!ec)
                respond();
        });
    }

    // Sends the request on to its host (which the policy records) through the egress side,
    // answers the sandbox with what came back, and keeps both.
    void forwardAndRecord(HttpRequest request, std::chrono::steady_clock::time_point started)
    {
        GatewayServer::Impl &g = *m_gateway;
        const bool tls = request.scheme == "https";
        const bool keepAlive = m_request.keep_alive();
        const std::string reason = g.policy.reasonFor(request.host, request.port);
        if (tls && !g.upstreamTls) {
            JournalEntry entry;
            entry.when = std::chrono::system_clock::now();
            entry.outcome = "refused";
            entry.detail = "could not record: " + g.upstreamProblem;
            finishEntry(std::move(entry), std::move(request), started);
            plainAnswer(502, "Shadowbox gateway: this host is recorded, but " + g.upstreamProblem + ".\n", true);
            return;
        }
        const bool head = m_request.method() == http::verb::head;
        exchangeUpstream(g.io, g.options.egressSocket, tls ? g.upstreamTls.get() : nullptr, request.host, request.port,
                         onwardRequest(request), head,
                         [self = this->shared_from_this(), request, started, keepAlive, head,
                          reason](Outcome<UpstreamAnswer> answer) {
                             JournalEntry entry;
                             entry.when = std::chrono::system_clock::now();
                             entry.bodySize = request.body.size();
                             if (!answer) {
                                 entry.outcome = "refused";
                                 entry.detail = "could not record: " + answer.error();
                                 entry.status = 502;
                                 self->finishEntry(std::move(entry), request, started);
                                 self->plainAnswer(502,
                                                   "Shadowbox gateway: this host is recorded, but it did not answer: " +
                                                       answer.error() + "\n",
                                                   true);
                                 return;
                             }
                             entry.outcome = "passed";
                             entry.status = answer->status;
                             entry.detail = "recorded; " + reason + ", reached at " + answer->address;
                             if (request.body.size() <= RecordingLog::kBodyLimit) {
                                 Exchange exchange;
                                 exchange.when = entry.when;
                                 exchange.request = request;
                                 exchange.status = answer->status;
                                 exchange.statusMessage = answer->reason;
                                 exchange.headers = answer->headers;
                                 exchange.body = answer->body;
                                 self->m_gateway->store.recordings().add(std::move(exchange));
                             }
                             self->finishEntry(std::move(entry), request, started);
                             self->answerWith(std::move(*answer), head, keepAlive);
                         });
    }

    // The request as a proxy sends it on: in origin form, without the headers meant for the
    // proxy, for one answer on its own connection.
    std::string onwardRequest(const HttpRequest &request) const
    {
        http::request<http::string_body> onward = m_request;
        onward.target(request.url);
        onward.erase("Proxy-Connection");
        onward.erase(http::field::proxy_authorization);
        // The host the gateway took the request to be for: a proxy replaces the Host header with
        // the URL's (RFC 9112, 3.2.2), and a mock server matches on it.
        onward.set(http::field::host, request.port == (request.scheme == "https" ? 443 : 80)
                                          ? request.host
                                          : hostAndPort(request.host, request.port));
        onward.keep_alive(false);
        onward.prepare_payload();
        std::ostringstream wire;
        wire << onward;
        return wire.str();
    }

    // Answers the sandbox with what a host (or a mock server) answered, framed again here; the
    // answer to a HEAD keeps the length the host gave.
    void answerWith(UpstreamAnswer answer, bool head, bool keepAlive)
    {
        auto &res = m_response.emplace(http::status(answer.status), m_request.version());
        res.reason(answer.reason);
        for (const Header &h : answer.headers) {
            const bool framing = equalsIgnoringCase(h.name, "Connection") || equalsIgnoringCase(h.name, "Keep-Alive") ||
                                 equalsIgnoringCase(h.name, "Transfer-Encoding") ||
                                 (!head && equalsIgnoringCase(h.name, "Content-Length"));
            if (!framing)
                res.insert(h.name, h.value);
        }
        res.body() = std::move(answer.body);
        if (!head)
            res.prepare_payload();
        res.keep_alive(keepAlive);
        write(!keepAlive);
    }

    // A mocked host when the mocks are served by a mock server of the user's (the policy names
    // it): the request goes to it, its answer to the sandbox. The journal tells a stub's answer
    // (WireMock says which stub in Matched-Stub-Id) from an unmatched one.
    void relayToMockServer(HttpRequest request, std::chrono::steady_clock::time_point started)
    {
        const MockServer server = *m_gateway->policy.mockServer;
        const bool keepAlive = m_request.keep_alive();
        const bool head = m_request.method() == http::verb::head;
        exchangeLoopback(m_gateway->io, server.name, server.address, server.port, onwardRequest(request), head,
                         [self = this->shared_from_this(), request, started, keepAlive, head,
                          server](Outcome<UpstreamAnswer> answer) {
                             JournalEntry entry;
                             entry.when = std::chrono::system_clock::now();
                             entry.bodySize = request.body.size();
                             if (!answer) {
                                 entry.outcome = "refused";
                                 entry.status = 502;
                                 entry.detail = answer.error();
                                 self->finishEntry(std::move(entry), request, started);
                                 self->plainAnswer(502,
                                                   "Shadowbox gateway: the mocked hosts are answered by a mock "
                                                   "server of your own, but " +
                                                       answer.error() + ".\n",
                                                   true);
                                 return;
                             }
                             entry.status = answer->status;
                             for (const Header &h : answer->headers) {
                                 // The server may be anything that listens there, the sandbox included.
                                 if (equalsIgnoringCase(h.name, "Matched-Stub-Id"))
                                     entry.stubId = printable(h.value.substr(0, 64));
                             }
                             entry.outcome = entry.stubId.empty() ? "unmatched" : "matched";
                             entry.detail = "answered by " + server.name + " at " + answer->address;
                             self->finishEntry(std::move(entry), request, started);
                             self->answerWith(std::move(*answer), head, keepAlive);
                         });
    }

    void finishEntry(JournalEntry entry, HttpRequest request, std::chrono::steady_clock::time_point started)
    {
        entry.request = std::move(request);
        entry.milliseconds =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        m_gateway->store.record(std::move(entry));
    }

    void plainAnswer(int status, const std::string &text, bool closeAfter)
    {
        auto &res = m_response.emplace(http::status(status), 11);
        res.set(http::field::content_type, "text/plain; charset=utf-8");
        res.body() = text;
        res.keep_alive(!closeAfter);
        res.prepare_payload();
        write(closeAfter);
    }

    void write(bool closeAfter)
    {
        http::async_write(m_stream, *m_response,
                          [self = this->shared_from_this(), closeAfter](beast::error_code ec, size_t) {
                              if (ec)
                                  self->close();
                              else if (closeAfter)
                                  self->finish();
                              else
                                  self->read();
                          });
    }

    void fault(const std::string &kind)
    {
        if (kind == "EMPTY_RESPONSE") {
            close();
            return;
        }
        if (kind == "CONNECTION_RESET_BY_PEER") {
            reset();
            return;
        }
        // As WireMock 3 does: MALFORMED_RESPONSE_CHUNK is "an OK status header, then garbage, then
        // close" (no length, no stub id); RANDOM_DATA_THEN_CLOSE the garbage alone.
        m_raw = kind == "MALFORMED_RESPONSE_CHUNK" ? "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" : "";
        std::uniform_int_distribution<int> byte(0, 255);
        for (int i = 0; i < 32; ++i)
            m_raw += char(byte(m_gateway->random));
        asio::async_write(m_stream, asio::buffer(m_raw),
                          [self = this->shared_from_this()](beast::error_code, size_t) { self->close(); });
    }

    void reset()
    {
        boost::system::error_code ec;
        m_timer.cancel();
        auto &socket = beast::get_lowest_layer(m_stream);
        if constexpr (kTcp)
            socket.set_option(asio::socket_base::linger(true, 0), ec);
        socket.close(ec);
    }

    // The end of a connection after its last answer: over TLS with a close_notify first (bounded:
    // the client need not answer it), so that the client can tell the end from a cut.
    void finish()
    {
        if constexpr (kTls) {
            if (m_handshaken) {
                m_timer.expires_after(kTlsGoodbye);
                m_timer.async_wait([weak = std::weak_ptr(this->shared_from_this())](beast::error_code ec) {
                    if (auto self = weak.lock(); self && !ec)
                        self->close();
                });
                m_stream.async_shutdown([self = this->shared_from_this()](beast::error_code) { self->close(); });
                return;
            }
        }
        close();
    }

    // Any other end, without a goodbye: the peer is gone, idle, or too slow to shake hands.
    void close()
    {
        boost::system::error_code ec;
        m_timer.cancel();
        auto &socket = beast::get_lowest_layer(m_stream);
        socket.shutdown(asio::socket_base::shutdown_both, ec);
        socket.close(ec);
    }

    Stream m_stream;
    std::shared_ptr<GatewayServer::Impl> m_gateway;
    bool m_admin;
    asio::steady_timer m_timer;
    beast::flat_buffer m_buffer;
    std::optional<http::request_parser<http::string_body>> m_parser;
    http::request<http::string_body> m_request;
    std::optional<http::response<http::string_body>> m_response;
    std::string m_raw;
    std::string m_clientIp;
    int m_port = 0;            // the port requests are sent to: the listener's, or the one a CONNECT named
    TlsName m_tlsName;         // TLS only
    bool m_handshaken = false; // TLS only
};

// A connection to a pass-through listener: its ClientHello is read (not answered) for the server
// name, then the connection goes to the mocks if the name is mocked, to the network if the policy
// lets it through, and is cut otherwise.
class ServerNameRouter : public std::enable_shared_from_this<ServerNameRouter> {
public:
    ServerNameRouter(tcp::socket socket, std::shared_ptr<GatewayServer::Impl> gateway)
        : m_socket(std::move(socket))
        , m_gateway(std::move(gateway))
        , m_timer(m_socket.get_executor())
    {
        boost::system::error_code ec;
        const auto peer = m_socket.remote_endpoint(ec);
        m_clientIp = ec ? std::string() : peer.address().to_string();
        const auto here = m_socket.local_endpoint(ec);
        m_port = ec ? 0 : here.port();
    }

    void start()
    {
        m_timer.expires_after(kHandshakeTimeout);
        m_timer.async_wait([weak = std::weak_ptr(shared_from_this())](beast::error_code ec) {
            if (auto self = weak.lock(); self && !ec)
                self->cut();
        });
        read();
    }

private:
    void read()
    {
        m_socket.async_read_some(asio::buffer(m_chunk), [self = shared_from_this()](beast::error_code ec, size_t n) {
            if (ec) {
                self->cut();
                return;
            }
            self->m_hello.append(self->m_chunk.data(), n);
            std::string name;
            const ClientHelloStatus status = readServerName(self->m_hello, name);
            if (status == ClientHelloStatus::NeedMore)
                self->read();
            else
                self->route(status, name);
        });
    }

    void route(ClientHelloStatus status, const std::string &name)
    {
        m_timer.cancel();
        GatewayServer::Impl &g = *m_gateway;
        if (status != ClientHelloStatus::Found) {
            g.recordRefusal("TLS", "https", "", m_port, m_clientIp,
                            status == ClientHelloStatus::NoName
                                ? "a TLS connection that names no host (no server name): nothing to pass it to"
                                : "not a TLS ClientHello");
            cut();
            return;
        }
        // A host that is recorded is answered by the gateway, like a mocked one.
        if ((g.isMocked(name) || g.policy.records(name, m_port)) && g.tls) {
            auto session =
                std::make_shared<Session<TlsStream>>(TlsStream(std::move(m_socket), *g.tls), m_gateway, false);
            session->enterTunnel(name, m_port, std::move(m_hello));
            session->start();
            return;
        }
        if (!g.policy.passes(name, m_port)) {
            g.recordRefusal("TLS", "https", name, m_port, m_clientIp,
                            "the network policy (" + std::string(policyName(g.policy.policy)) + ") does not let " +
                                name + ":" + std::to_string(m_port) + " through");
            cut();
            return;
        }
        HttpRequest seen;
        seen.method = "TLS";
        seen.scheme = "https";
        seen.host = name;
        seen.port = m_port;
        seen.url = "/";
        seen.clientIp = m_clientIp;
        const std::string reason = g.policy.reasonFor(name, m_port);
        openThroughEgress(
            g.io, g.options.egressSocket, name, m_port,
            [self = shared_from_this(), seen, reason](Outcome<std::string> address, local::socket upstream,
                                                      std::string fromHost) {
                if (!address) {
                    self->m_gateway->recordPassage(seen, "refused", "could not pass through: " + address.error());
                    self->cut();
                    return;
                }
                self->m_gateway->recordPassage(seen, "passed", reason + ", reached at " + *address);
                relay(std::move(self->m_socket), std::move(upstream), std::move(fromHost), std::move(self->m_hello));
            });
    }

    // A client that cannot be served hears a reset: the gateway cannot speak TLS as that host.
    void cut()
    {
        boost::system::error_code ec;
        m_timer.cancel();
        m_socket.set_option(asio::socket_base::linger(true, 0), ec);
        m_socket.close(ec);
    }

    tcp::socket m_socket;
    std::shared_ptr<GatewayServer::Impl> m_gateway;
    asio::steady_timer m_timer;
    std::array<char, 4096> m_chunk{};
    std::string m_hello;
    std::string m_clientIp;
    int m_port = 0;
};

} // namespace

void GatewayServer::Impl::recordPassage(HttpRequest seen, const std::string &outcome, const std::string &detail)
{
    JournalEntry entry;
    entry.when = std::chrono::system_clock::now();
    entry.outcome = outcome;
    entry.detail = detail;
    entry.bodySize = seen.body.size();
    entry.request = std::move(seen);
    store.record(std::move(entry));
}

void GatewayServer::Impl::recordRefusal(const std::string &method, const std::string &scheme, const std::string &host,
                                        int port, const std::string &clientIp, const std::string &why,
                                        const std::string &url)
{
    JournalEntry entry;
    entry.when = std::chrono::system_clock::now();
    entry.outcome = "refused";
    entry.detail = why;
    entry.request.method = method;
    entry.request.scheme = scheme;
    entry.request.host = host.substr(0, 255); // as long as SNI allows; a CONNECT line may say more
    entry.request.port = port;
    entry.request.url = url;
    entry.request.clientIp = clientIp;
    store.record(std::move(entry));
}

template <typename Socket> void GatewayServer::Impl::refuseConnection(Socket &socket, const std::string &scheme)
{
    boost::system::error_code ec;
    const auto peer = socket.remote_endpoint(ec);
    const std::string clientIp = ec ? std::string() : peer.address().to_string();
    const auto here = socket.local_endpoint(ec);
    std::string host = ec ? std::string() : here.address().to_string();
    // The mocked name that has this address, if one has.
    for (const auto &[name, address] : hosts.current()) {
        if (address == host) {
            host = name;
            break;
        }
    }
    recordRefusal("TCP", scheme, host, ec ? 0 : here.port(), clientIp, kPolicyNoneRefusal);
    socket.set_option(asio::socket_base::linger(true, 0), ec);
    socket.close(ec);
}

void GatewayServer::Impl::refreshPolicy()
{
    if (options.policyFile.empty())
        return;
    std::string text;
    bool present = false;
    if (!policyFile.changed(text, present))
        return;
    policy = present ? parsePolicyFile(text) : Policy{};
    if (!present)
        policy.problem = "the policy file " + options.policyFile + " is missing";
}

void GatewayServer::Impl::watchPolicy()
{
    if (options.policyFile.empty())
        return;
    policyTimer->expires_after(kPolicyPoll);
    policyTimer->async_wait([self = shared_from_this()](beast::error_code ec) {
        if (ec)
            return;
        self->refreshPolicy();
        self->watchPolicy();
    });
}

int GatewayServer::Impl::delayFor(const ResponseDefinition &r)
{
    return int(std::min<long long>(sampleDelayMs(r, random), kLongestDelayMs));
}

void GatewayServer::Impl::acceptSandbox(tcp::acceptor &acceptor, Listener kind)
{
    acceptor.async_accept([self = shared_from_this(), &acceptor, kind](beast::error_code ec, tcp::socket socket) {
        if (ec == asio::error::operation_aborted || !acceptor.is_open())
            return;
        if (!ec && self->isNone()) {
            self->refuseConnection(socket, kind == Listener::Http ? "http" : "https");
        } else if (!ec) {
            socket.set_option(tcp::no_delay(true), ec);
            switch (kind) {
            case Listener::Http:
                std::make_shared<Session<tcp::socket>>(std::move(socket), self, false)->start();
                break;
            case Listener::Https:
                std::make_shared<Session<TlsStream>>(TlsStream(std::move(socket), *self->tls), self, false)->start();
                break;
            case Listener::PassThrough:
                std::make_shared<ServerNameRouter>(std::move(socket), self)->start();
                break;
            }
        }
        self->acceptSandbox(acceptor, kind);
    });
}

void GatewayServer::Impl::acceptAdmin()
{
    adminAcceptor->async_accept([self = shared_from_this()](beast::error_code ec, local::socket socket) {
        if (ec == asio::error::operation_aborted || !self->adminAcceptor->is_open())
            return;
        if (!ec)
            std::make_shared<Session<local::socket>>(std::move(socket), self, true)->start();
        self->acceptAdmin();
    });
}

void GatewayServer::Impl::receiveDns()
{
    dnsSocket->async_receive_from(
        asio::buffer(dnsBuffer), dnsPeer, [self = shared_from_this()](beast::error_code ec, size_t size) {
            if (ec == asio::error::operation_aborted || !self->dnsSocket->is_open())
                return;
            if (!ec) {
                const std::string_view packet(self->dnsBuffer.data(), size);
                static const std::map<std::string, std::string> kNoHosts;
                const bool none = self->isNone();
                const auto question = readDnsQuestion(packet);
                // A name the policy lets through gets the pass-through address; a mocked name its own.
                std::map<std::string, std::string> passing;
                const bool passes = !none && question && !self->options.passthrough.empty() &&
                                    !self->isMocked(question->name) && self->policy.passes(question->name, 0);
                if (passes)
                    passing[question->name] = self->options.passthrough.front().address().to_string();
                const auto &hosts = none ? kNoHosts : passes ? passing : self->hosts.current();
                const std::string answer = dnsAnswer(packet, hosts);
                if (!answer.empty()) {
                    const bool mocksOnly = self->policy.policy == NetworkPolicy::MocksOnly;
                    if (question && question->type == 1 && !hosts.count(question->name))
                        self->recordRefusal(
                            "DNS", "dns", question->name, 53, self->dnsPeer.address().to_string(),
                            none ? kPolicyNoneRefusal
                            : mocksOnly
                                ? "no such host: the name is not mocked and the policy lets nothing else through"
                                : "no such host: the name is neither mocked nor let through by the network "
                                  "policy (" +
                                      std::string(policyName(self->policy.policy)) + ")");
                    boost::system::error_code ignored;
                    self->dnsSocket->send_to(asio::buffer(answer), self->dnsPeer, 0, ignored);
                }
            }
            self->receiveDns();
        });
}

void GatewayServer::Impl::stop()
{
    boost::system::error_code ec;
    for (auto &a : httpAcceptors)
        a->close(ec);
    for (auto &a : httpsAcceptors)
        a->close(ec);
    for (auto &a : passThroughAcceptors)
        a->close(ec);
    if (adminAcceptor)
        adminAcceptor->close(ec);
    if (dnsSocket)
        dnsSocket->close(ec);
    if (policyTimer)
        policyTimer->cancel();
    io.stop();
}

GatewayServer::GatewayServer(asio::io_context &io, GatewayOptions options, StubStore &store)
    : m_impl(std::make_shared<Impl>(io, std::move(options), store))
{
}

GatewayServer::~GatewayServer() = default;

namespace {

Outcome<bool> listenOn(asio::io_context &io, const std::vector<tcp::endpoint> &endpoints,
                       std::vector<std::unique_ptr<tcp::acceptor>> &acceptors)
{
    for (const tcp::endpoint &endpoint : endpoints) {
        auto acceptor = std::make_unique<tcp::acceptor>(io);
        boost::system::error_code ec;
        acceptor->open(endpoint.protocol(), ec);
        if (!ec)
            acceptor->set_option(tcp::acceptor::reuse_address(true), ec);
        if (!ec)
            acceptor->bind(endpoint, ec);
        if (!ec)
            acceptor->listen(asio::socket_base::max_listen_connections, ec);
        if (ec)
            return Outcome<bool>::failure("cannot listen on " + endpoint.address().to_string() + ":" +
                                          std::to_string(endpoint.port()) + ": " + ec.message());
        acceptors.push_back(std::move(acceptor));
    }
    return true;
}

} // namespace

Outcome<bool> GatewayServer::start()
{
    Impl &g = *m_impl;
    if (!g.options.https.empty() && !g.options.authority)
        return Outcome<bool>::failure("https listeners need a certificate authority (--ca-cert and --ca-key)");
    if (g.options.authority)
        g.tls = makeTlsContext(*g.options.authority);
    // Roots that cannot be read stop recorded HTTPS only (each such request is told why), not the gateway.
    if (!g.options.upstreamRoots.empty())
        g.upstreamTls = makeUpstreamTlsContext(g.options.upstreamRoots, g.upstreamProblem);
    else
        g.upstreamProblem = "the gateway was started without the trusted roots it checks HTTPS hosts against "
                            "(--upstream-roots)";
    // In force before the first connection is accepted.
    g.refreshPolicy();
    g.policyTimer = std::make_unique<asio::steady_timer>(g.io);
    if (auto listening = listenOn(g.io, g.options.http, g.httpAcceptors); !listening)
        return listening;
    if (auto listening = listenOn(g.io, g.options.https, g.httpsAcceptors); !listening)
        return listening;
    if (auto listening = listenOn(g.io, g.options.passthrough, g.passThroughAcceptors); !listening)
        return listening;
    if (!g.options.adminSocket.empty()) {
        // Only the owner may connect: the socket is Shadowbox's way in, never the sandbox's.
        auto acceptor = listenOwnerOnly(g.io, g.options.adminSocket, "admin socket");
        if (!acceptor)
            return Outcome<bool>::failure(acceptor.error());
        g.adminAcceptor = std::move(*acceptor);
        if (g.options.adminOwner &&
            ::chown(g.options.adminSocket.c_str(), g.options.adminOwner->first, g.options.adminOwner->second) != 0)
            return Outcome<bool>::failure("cannot give the admin socket " + g.options.adminSocket +
                                          " to its owner: " + std::strerror(errno));
    }
    if (g.options.dns) {
        boost::system::error_code ec;
        g.dnsSocket = std::make_unique<udp::socket>(g.io);
        g.dnsSocket->open(g.options.dns->protocol(), ec);
        if (!ec)
            g.dnsSocket->bind(*g.options.dns, ec);
        if (ec)
            return Outcome<bool>::failure("cannot answer DNS on " + g.options.dns->address().to_string() + ":" +
                                          std::to_string(g.options.dns->port()) + ": " + ec.message());
    }
    for (auto &a : g.httpAcceptors)
        g.acceptSandbox(*a, Impl::Listener::Http);
    for (auto &a : g.httpsAcceptors)
        g.acceptSandbox(*a, Impl::Listener::Https);
    for (auto &a : g.passThroughAcceptors)
        g.acceptSandbox(*a, Impl::Listener::PassThrough);
    if (g.adminAcceptor)
        g.acceptAdmin();
    if (g.dnsSocket)
        g.receiveDns();
    g.watchPolicy();
    return true;
}

void GatewayServer::stop()
{
    m_impl->stop();
}

} // namespace shadowbox::gateway
