#include "GatewayTls.h"

#include <openssl/ssl.h>

namespace shadowbox::gateway {

namespace asio = boost::asio;

namespace {

// Sessions a client may resume without a full handshake; the sandbox could otherwise fill the
// server's cache with as many as it likes (OpenSSL's default is 20,000).
constexpr long kSessionCacheSize = 1024;

int tlsNameIndex()
{
    static const int index = SSL_get_ex_new_index(0, nullptr, nullptr, nullptr, nullptr);
    return index;
}

// OpenSSL (1.1.1 and later) calls this for every ClientHello, with or without SNI, before it
// chooses the certificate: the moment to mint one for the name the client wants.
int pickCertificate(SSL *connection, int *alert, void *argument)
{
    auto *authority = static_cast<CertificateAuthority *>(argument);
    auto *name = static_cast<TlsName *>(SSL_get_ex_data(connection, tlsNameIndex()));
    if (!name) {
        *alert = SSL_AD_INTERNAL_ERROR;
        return SSL_TLSEXT_ERR_ALERT_FATAL;
    }
    const char *sni = SSL_get_servername(connection, TLSEXT_NAMETYPE_host_name);
    name->wanted = sni ? std::string(sni) : name->fallback;
    auto leaf = authority->certificateFor(name->wanted);
    if (!leaf) {
        name->failure = leaf.error();
        *alert = SSL_AD_UNRECOGNIZED_NAME;
        return SSL_TLSEXT_ERR_ALERT_FATAL;
    }
    if (!leaf->presentOn(connection)) {
        name->failure = "OpenSSL did not take the certificate minted for " + leaf->name();
        *alert = SSL_AD_INTERNAL_ERROR;
        return SSL_TLSEXT_ERR_ALERT_FATAL;
    }
    name->chosen = leaf->name();
    return SSL_TLSEXT_ERR_OK;
}

// The gateway speaks HTTP/1.1 only: a client that offers it over ALPN gets it; one that offers
// only h2 gets no ALPN answer and may fall back or give up.
int chooseHttp11(SSL *, const unsigned char **out, unsigned char *outLength, const unsigned char *offered,
                 unsigned int offeredLength, void *)
{
    static const unsigned char http11[] = {8, 'h', 't', 't', 'p', '/', '1', '.', '1'};
    unsigned char *selected = nullptr;
    if (SSL_select_next_proto(&selected, outLength, http11, sizeof http11, offered, offeredLength) !=
        OPENSSL_NPN_NEGOTIATED)
        return SSL_TLSEXT_ERR_NOACK;
    *out = selected;
    return SSL_TLSEXT_ERR_OK;
}

} // namespace

std::unique_ptr<asio::ssl::context> makeTlsContext(CertificateAuthority &authority)
{
    auto context = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_server);
    SSL_CTX *raw = context->native_handle();
    SSL_CTX_set_min_proto_version(raw, TLS1_2_VERSION);
    // A renegotiation costs the server a full handshake each time the client asks for one.
    SSL_CTX_set_options(raw, SSL_OP_NO_RENEGOTIATION | SSL_OP_CIPHER_SERVER_PREFERENCE);
    SSL_CTX_sess_set_cache_size(raw, kSessionCacheSize);
    SSL_CTX_set_tlsext_servername_callback(raw, pickCertificate);
    SSL_CTX_set_tlsext_servername_arg(raw, &authority);
    SSL_CTX_set_alpn_select_cb(raw, chooseHttp11, nullptr);
    return context;
}

void attachTlsName(ssl_st *connection, TlsName *name)
{
    SSL_set_ex_data(connection, tlsNameIndex(), name);
}

} // namespace shadowbox::gateway
