#pragma once

#include "AdminApi.h"
#include "CertificateAuthority.h"
#include "NetworkPolicy.h"
#include "Outcome.h"
#include "StubStore.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ip/udp.hpp>
#include <boost/asio/local/stream_protocol.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shadowbox::gateway {

struct GatewayOptions {
    std::vector<boost::asio::ip::tcp::endpoint> http;  // where the sandbox's requests arrive
    std::vector<boost::asio::ip::tcp::endpoint> https; // the same, over TLS
    // Mints the certificates of the https listeners and of the CONNECT tunnels; without one the
    // gateway has no https listeners and refuses CONNECT.
    std::shared_ptr<CertificateAuthority> authority;
    std::string adminSocket; // the admin API, for Shadowbox only
    std::optional<std::pair<unsigned, unsigned>> adminOwner;
    std::optional<boost::asio::ip::udp::endpoint> dns;
    std::map<std::string, std::string> hosts; // mocked host name → its loopback address
    std::string hostsFile;                    // more of them, in /etc/hosts format, read on change
    // {"policy": "none" | "mocks-only" | "allowlist" | "open", "allow": [...]}, read again within a
    // tenth of a second of a change; without one the policy is mocks-only, with one that is missing
    // or unreadable it is none.
    std::string policyFile;
    // TLS listeners for the hosts the policy lets through: each connection goes where its
    // ClientHello's server name says (through the egress socket, or to the mocks if the name is
    // mocked). The first one's address is what DNS answers for those hosts.
    std::vector<boost::asio::ip::tcp::endpoint> passthrough;
    std::string egressSocket; // the egress side's Unix socket (see Egress.h)
    // The roots (PEM) that the HTTPS hosts the policy records must have certificates from; without
    // them, recorded HTTPS gets a 502 that says so.
    std::string upstreamRoots;
    size_t journalEntries = 5000;
    size_t journalBytes = 8 * 1024 * 1024;
};

// The gateway's network side on one event-loop thread: HTTP and HTTPS listeners for the sandbox,
// the admin API on a Unix socket, and the DNS answerer. An HTTP listener is a proxy as well: it
// takes absolute URLs, and answers CONNECT host:port with a TLS handshake of its own, whatever the
// port, since all the sandbox can reach through it are mocks. Everything it reads from the sandbox
// is hostile: headers and bodies are bounded, idle connections and slow handshakes are closed, and
// nothing a request says can reach the admin API. A host that is not mocked and that the policy
// lets through (plain HTTP by its Host header, CONNECT by its target, TLS by its server name) is
// joined to the network through the egress side instead, byte for byte; one the policy records
// is answered by the gateway itself (over TLS with a certificate it makes), which sends each
// request on, answers with what came back and keeps both (Recording.h).
class GatewayServer {
public:
    GatewayServer(boost::asio::io_context &io, GatewayOptions options, StubStore &store);
    ~GatewayServer();

    // Binds every listener; the error names the address that could not be had.
    Outcome<bool> start();
    void stop();

    struct Impl;

private:
    std::shared_ptr<Impl> m_impl;
};

} // namespace shadowbox::gateway
