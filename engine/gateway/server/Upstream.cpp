#include "Upstream.h"

#include "Egress.h"
#include "NetworkPolicy.h"
#include "Recording.h"

#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

namespace shadowbox::gateway {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using local = asio::local::stream_protocol;
using tcp = asio::ip::tcp;

namespace {

constexpr auto kExchangeTimeout = std::chrono::seconds(120);
constexpr size_t kHeaderLimit = 64 * 1024;

// One request and its answer on a connection the egress side opened: plain (local::socket) or
// over TLS (an ssl_stream over it); or on one to a mock server on loopback (tcp::socket).
template <typename Stream> class Exchanger : public std::enable_shared_from_this<Exchanger<Stream>> {
    static constexpr bool kTls = !std::is_same_v<Stream, local::socket> && !std::is_same_v<Stream, tcp::socket>;

public:
    Exchanger(Stream stream, std::string host, std::string address, std::string request, std::string early, bool head,
              UpstreamDone done)
        : m_stream(std::move(stream))
        , m_timer(m_stream.get_executor())
        , m_host(std::move(host))
        , m_request(std::move(request))
        , m_head(head)
        , m_done(std::move(done))
    {
        m_answer.address = std::move(address);
        // What the host sent before it was asked (nothing, for a well-behaved one) is its answer's start.
        auto space = m_buffer.prepare(early.size());
        asio::buffer_copy(space, asio::buffer(early));
        m_buffer.commit(early.size());
    }

    void start()
    {
        m_timer.expires_after(kExchangeTimeout);
        m_timer.async_wait([weak = std::weak_ptr(this->shared_from_this())](beast::error_code ec) {
            if (auto self = weak.lock(); self && !ec) {
                self->m_timedOut = true;
                boost::system::error_code ignored;
                beast::get_lowest_layer(self->m_stream).close(ignored);
            }
        });
        if constexpr (kTls) {
            if (Outcome<bool> named = nameTheHost(); !named) {
                finish(Outcome<UpstreamAnswer>::failure(named.error()));
                return;
            }
            m_stream.async_handshake(
                asio::ssl::stream_base::client, [self = this->shared_from_this()](beast::error_code ec) {
                    if (ec)
                        self->fail("the TLS handshake with " + self->m_host + " failed: " + self->tlsFailure(ec));
                    else
                        self->send();
                });
        } else {
            send();
        }
    }

private:
    // The name the client hello asks for (SNI) and the one the certificate must carry.
    Outcome<bool> nameTheHost()
    {
        SSL *ssl = m_stream.native_handle();
        boost::system::error_code ec;
        (void)asio::ip::make_address(m_host, ec);
        if (!ec) {
            if (X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), m_host.c_str()) != 1)
                return Outcome<bool>::failure("cannot check a certificate for the address " + m_host);
            return true;
        }
        if (SSL_set_tlsext_host_name(ssl, m_host.c_str()) != 1 || SSL_set1_host(ssl, m_host.c_str()) != 1)
            return Outcome<bool>::failure("cannot ask for a certificate for " + m_host);
        return true;
    }

    std::string tlsFailure(const beast::error_code &ec) const
    {
        const long verified = SSL_get_verify_result(const_cast<Stream &>(m_stream).native_handle());
        if (verified != X509_V_OK)
            return std::string("its certificate is not trusted (") + X509_verify_cert_error_string(verified) + ")";
        return ec.message();
    }

    void send()
    {
        asio::async_write(m_stream, asio::buffer(m_request),
                          [self = this->shared_from_this()](beast::error_code ec, size_t) {
                              if (ec)
                                  self->fail(self->m_host + " hung up before it had the request: " + ec.message());
                              else
                                  self->read();
                          });
    }

    void read()
    {
        m_parser.header_limit(kHeaderLimit);
        m_parser.body_limit(RecordingLog::kBodyLimit);
        if (m_head)
            m_parser.skip(true);
        // The header first, and the body only once its length is known to fit: Boost 1.74's parser,
        // reading eagerly, loses its own body-limit error when body bytes came with the header, and
        // reads the whole body (an answer of any size would then be held in memory).
        http::async_read_header(m_stream, m_buffer, m_parser,
                                [self = this->shared_from_this()](beast::error_code ec, size_t) {
                                    if (!ec && !self->m_head) {
                                        const auto length = self->m_parser.content_length();
                                        if (length && *length > RecordingLog::kBodyLimit)
                                            ec = http::error::body_limit;
                                    }
                                    if (ec || self->m_parser.is_done()) {
                                        self->onRead(ec);
                                        return;
                                    }
                                    http::async_read(self->m_stream, self->m_buffer, self->m_parser,
                                                     [self](beast::error_code ec, size_t) { self->onRead(ec); });
                                });
    }

    void onRead(beast::error_code ec)
    {
        // A host that ends its answer by closing without TLS's goodbye still sent all of it.
        if (ec == asio::ssl::error::stream_truncated && m_parser.is_header_done() && !m_parser.is_done()) {
            beast::error_code eof;
            m_parser.put_eof(eof);
            if (!eof && m_parser.is_done())
                ec = {};
        }
        if (ec == http::error::body_limit) {
            fail(m_host + "'s answer is larger than the gateway records (" +
                 std::to_string(RecordingLog::kBodyLimit / (1024 * 1024)) + " MiB)");
            return;
        }
        if (ec) {
            fail(m_parser.is_header_done() ? m_host + "'s answer ended early: " + ec.message()
                                           : m_host + " gave no HTTP/1.1 answer: " + ec.message());
            return;
        }
        auto response = m_parser.release();
        m_answer.status = int(response.result_int());
        m_answer.reason = std::string(response.reason());
        for (const auto &field : response)
            m_answer.headers.push_back({std::string(field.name_string()), std::string(field.value())});
        m_answer.body = std::move(response.body());
        finish(std::move(m_answer));
    }

    void fail(const std::string &why)
    {
        finish(Outcome<UpstreamAnswer>::failure(m_timedOut ? m_host + " did not answer within " +
                                                                 std::to_string(kExchangeTimeout.count()) + " seconds"
                                                           : why));
    }

    void finish(Outcome<UpstreamAnswer> outcome)
    {
        m_timer.cancel();
        boost::system::error_code ignored;
        beast::get_lowest_layer(m_stream).close(ignored);
        if (auto done = std::exchange(m_done, nullptr))
            done(std::move(outcome));
    }

    Stream m_stream;
    asio::steady_timer m_timer;
    std::string m_host;
    std::string m_request;
    bool m_head;
    UpstreamDone m_done;
    beast::flat_buffer m_buffer;
    http::response_parser<http::string_body> m_parser;
    UpstreamAnswer m_answer;
    bool m_timedOut = false;
};

} // namespace

std::unique_ptr<asio::ssl::context> makeUpstreamTlsContext(const std::string &rootsFile, std::string &why)
{
    auto context = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_client);
    context->set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                         asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 | asio::ssl::context::no_tlsv1_1);
    context->set_verify_mode(asio::ssl::verify_peer);
    boost::system::error_code ec;
    context->load_verify_file(rootsFile, ec);
    if (ec) {
        why = "cannot read the trusted roots " + rootsFile + ": " + ec.message();
        return nullptr;
    }
    static const unsigned char kHttp11[] = {8, 'h', 't', 't', 'p', '/', '1', '.', '1'};
    SSL_CTX_set_alpn_protos(context->native_handle(), kHttp11, sizeof kHttp11);
    return context;
}

void exchangeUpstream(asio::io_context &io, const std::string &egressSocket, asio::ssl::context *tls,
                      const std::string &host, int port, std::string request, bool head, UpstreamDone done)
{
    openThroughEgress(io, egressSocket, host, port,
                      [tls, host, request = std::move(request), head, done = std::move(done)](
                          Outcome<std::string> address, local::socket socket, std::string early) mutable {
                          if (!address) {
                              done(Outcome<UpstreamAnswer>::failure(address.error()));
                              return;
                          }
                          if (tls) {
                              if (!early.empty()) {
                                  done(Outcome<UpstreamAnswer>::failure(
                                      host + " spoke before the TLS handshake: it does not speak TLS there"));
                                  return;
                              }
                              std::make_shared<Exchanger<beast::ssl_stream<local::socket>>>(
                                  beast::ssl_stream<local::socket>(std::move(socket), *tls), host, *address,
                                  std::move(request), std::string(), head, std::move(done))
                                  ->start();
                          } else {
                              std::make_shared<Exchanger<local::socket>>(std::move(socket), host, *address,
                                                                         std::move(request), std::move(early), head,
                                                                         std::move(done))
                                  ->start();
                          }
                      });
}

void exchangeLoopback(asio::io_context &io, const std::string &name, const std::string &address, int port,
                      std::string request, bool head, UpstreamDone done)
{
    boost::system::error_code ec;
    const tcp::endpoint endpoint(asio::ip::make_address(address, ec), static_cast<unsigned short>(port));
    const std::string reached = hostAndPort(address, port);
    const std::string where = name + " at " + reached;
    if (ec) {
        done(Outcome<UpstreamAnswer>::failure(where + " is not an address"));
        return;
    }
    auto socket = std::make_shared<tcp::socket>(io);
    socket->async_connect(endpoint, [socket, where, reached, request = std::move(request), head,
                                     done = std::move(done)](boost::system::error_code ec) mutable {
        if (ec) {
            done(Outcome<UpstreamAnswer>::failure(where + " does not answer: " + ec.message()));
            return;
        }
        std::make_shared<Exchanger<tcp::socket>>(std::move(*socket), where, reached, std::move(request), std::string(),
                                                 head, std::move(done))
            ->start();
    });
}

} // namespace shadowbox::gateway
