#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace shadowbox::gateway {

struct DnsQuestion {
    std::string name; // lower case, without the final dot
    unsigned type = 0;
};

// Reads the question of a DNS query packet (RFC 1035); nullopt for anything that is not a
// well-formed single-question query. The packet came from the sandbox.
std::optional<DnsQuestion> readDnsQuestion(std::string_view packet);

// The answer to a query: an A record for a mocked host name (its loopback address), no record for
// other types of a mocked name, and NXDOMAIN for every other name, so that nothing is looked up
// anywhere else. Empty when the packet is not a query worth answering.
std::string dnsAnswer(std::string_view packet, const std::map<std::string, std::string> &hosts);

} // namespace shadowbox::gateway
