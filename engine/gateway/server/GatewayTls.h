#pragma once

#include "CertificateAuthority.h"

#include <boost/asio/ssl/context.hpp>

#include <memory>
#include <string>

namespace shadowbox::gateway {

// What one TLS connection knows of the name it is for; the handshake fills it in.
struct TlsName {
    std::string fallback; // for a client that sends no SNI: the CONNECT host, or the listener's address
    std::string wanted;   // the SNI, or else the fallback
    std::string chosen;   // the name of the certificate presented, once there is one
    std::string failure;  // why there is none
};

// The server side of TLS, for the --https listeners and the CONNECT tunnels alike: TLS 1.2 and
// 1.3, HTTP/1.1 over ALPN, and for each connection a certificate for the name its client asks for
// in the ServerName extension (SNI), minted by `authority` when the hello arrives. A name the
// authority refuses fails the handshake with an unrecognized_name alert. `authority` must outlive
// the context.
std::unique_ptr<boost::asio::ssl::context> makeTlsContext(CertificateAuthority &authority);

// Ties a connection to the TlsName its handshake fills in; `name` must outlive the handshake.
void attachTlsName(ssl_st *connection, TlsName *name);

} // namespace shadowbox::gateway
