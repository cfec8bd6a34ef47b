#pragma once

#include <string>
#include <string_view>

namespace shadowbox::gateway {

// The host name a TLS client asks for (server_name in its ClientHello, RFC 6066), read from the
// first bytes of a connection without taking part in the handshake: what lets the gateway hand a
// connection it does not terminate to the host it is for. The bytes are the sandbox's, so every
// length is checked against what is there.
enum class ClientHelloStatus {
    NeedMore, // the ClientHello is not complete yet: read more and ask again
    Found,    // `name` holds the server name
    NoName,   // a complete ClientHello without a host name
    NotTls,   // not a TLS ClientHello at all (or larger than any the gateway reads)
};

inline constexpr size_t kClientHelloLimit = 64 * 1024;

ClientHelloStatus readServerName(std::string_view bytes, std::string &name);

} // namespace shadowbox::gateway
