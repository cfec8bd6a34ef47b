#pragma once

#include <boost/asio/ip/address.hpp>

#include <string>

namespace shadowbox::gateway {

// Why the sandbox may not reach `address`, or empty when it may. Never: loopback, link-local (the
// cloud metadata services live there), multicast, unspecified and reserved addresses; private
// ones (RFC 1918, shared 100.64/10, unique-local fc00::/7: the host's own bridges among them) only
// for a host an allow rule names exactly, never through a wildcard rule or the open policy.
std::string destinationProblem(const boost::asio::ip::address &address, bool namedExactly);

} // namespace shadowbox::gateway
