#pragma once

#include "Destination.h"
#include "NetworkPolicy.h"
#include "Outcome.h"
#include "WatchedFile.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/local/stream_protocol.hpp>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace shadowbox::gateway {

// The way out of a sandbox for the hosts its policy lets through. The gateway, which shares the
// sandbox's network namespace and has no route anywhere, asks the egress side (the same program,
// in a container of its own with a normal network) over a Unix socket that the sandbox has no
// access to. One line each way, then the connection's raw bytes:
//
//   gateway → egress   {"host": "pypi.org", "port": 443}\n
//   egress → gateway   {"ok": true, "address": "151.101.0.223"}\n
//                      {"ok": false, "error": "pypi.org resolves only to loopback addresses"}\n
//
// The egress side reads the same policy file as the gateway and decides again: a gateway fooled
// into asking for a host the policy does not name gets nothing.

struct EgressOptions {
    std::string listen;     // the Unix socket the gateway connects to
    std::string policyFile; // {"policy": ..., "allow": [...]}, read again at every connection
    // Names answered without a lookup, as lines of /etc/hosts would answer them.
    std::map<std::string, std::string> hosts;
    // The addresses of the machine Shadowbox runs on: reached, like private ones, only for a host
    // an allow rule names exactly (a name that resolves to the host's public address would
    // otherwise reach the host's own services under `open`).
    std::vector<boost::asio::ip::address> hostAddresses;
};

class EgressServer {
public:
    EgressServer(boost::asio::io_context &io, EgressOptions options);
    ~EgressServer();

    Outcome<bool> start();
    void stop();

    struct Impl;

private:
    std::shared_ptr<Impl> m_impl;
};

// The gateway's half: asks the egress socket for host:port, and hands over the connection once
// the egress side has it open (the address it reached, and whatever the host already sent), or
// says why it could not.
using EgressAnswer =
    std::function<void(Outcome<std::string> address, boost::asio::local::stream_protocol::socket, std::string early)>;
void openThroughEgress(boost::asio::io_context &io, const std::string &socketPath, const std::string &host, int port,
                       EgressAnswer answer);

} // namespace shadowbox::gateway
