#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shadowbox::gateway {

// What the gateway lets the sandbox reach. `none`: nothing answers (connections are cut as they
// are accepted, every name is unknown); `mocks-only`: the mocked hosts answer from their stubs;
// `allowlist`: the mocked hosts answer, and the hosts a rule names pass through to the network
// (over the egress socket); `open`: every host that is not mocked passes through.
enum class NetworkPolicy { None, MocksOnly, Allowlist, Open };

std::string_view policyName(NetworkPolicy policy);

// One host (or every name under a domain, "*.example.com", or an IP address, an IPv6 one as
// canonicalIpv6 writes it) that an allowlist lets through, on one port or (0) on any; `preset`
// names the preset that brought it in, if one did. With `record`, the gateway does not carry the
// bytes blindly: it answers the sandbox itself (HTTPS with a certificate it makes, as for a mocked
// host), sends each request on to the host, and keeps request and answer so that they can become
// stubs.
struct AllowRule {
    std::string host;
    int port = 0;
    std::string preset;
    bool record = false;

    bool matches(std::string_view name, int port) const;
};

// A mock server of the user's choosing (a WireMock, a LocalStack) that listens on a loopback
// address of the network namespace the gateway shares with the sandbox. With one, the gateway
// answers the mocked hosts by handing each request to it (HTTPS ended by the gateway, as ever) and
// passing its answer back, rather than from its own stubs. Only a loopback address: the policy
// file never sends the gateway anywhere else.
struct MockServer {
    std::string name; // for the journal and messages: "WireMock"
    std::string address;
    int port = 0;
};

// A policy file as the gateway understands it: {"policy": "allowlist", "allow": [{"host":
// "registry.npmjs.org", "port": 443, "preset": "npm"}, {"host": "api.example.com", "record": true},
// ...], "mockServer": {"name": "WireMock", "address": "127.0.1.1", "port": 8080}}.
struct Policy {
    NetworkPolicy policy = NetworkPolicy::None;
    std::vector<AllowRule> allow;
    std::optional<MockServer> mockServer;
    std::string problem; // why the file was not understood (the policy is then none)

    // The rule that lets `name` through on `port` (0: on some port), or null. Under `open` every
    // name passes, with no rule: `passes` says so.
    const AllowRule *ruleFor(std::string_view name, int port) const;
    bool passes(std::string_view name, int port) const;
    // Whether what passes to `name` on `port` is recorded: a rule that names it asks for that, and
    // the policy lets it through at all.
    bool records(std::string_view name, int port) const;
    // What the journal says let a connection through.
    std::string reasonFor(std::string_view name, int port) const;
};

// The policy a policy file asks for. Anything else (not JSON, another word, no file, a rule that is
// not a host name) is `none`, with the reason in `problem`: a gateway that cannot tell what it may
// do lets nothing through.
Policy parsePolicyFile(std::string_view text);

// Whether a host name may stand in an allow rule: DNS labels of letters, digits and '-', with an
// optional leading "*." for every name under a domain, or an IPv6 address (without brackets or a
// zone: "2001:db8::1"). IPv4 addresses are DNS labels of digits.
bool acceptableRuleHost(std::string_view host);

// An IPv6 address, with or without the brackets of a URL ("[2001:DB8:0::1]"), in the one form
// that rules and the journal use ("2001:db8::1", RFC 5952); empty when `host` is not one.
std::string canonicalIpv6(std::string_view host);

// A loopback address (127.0.0.0/8 or ::1, not an IPv4-mapped one) in the form inet_ntop writes;
// empty when `text` is not one. The only places a policy file or a preview may send the gateway
// to on its own.
std::string loopbackAddress(std::string_view text);

// "host:port", the host in brackets when it is an IPv6 address ("[2001:db8::1]:443").
std::string hostAndPort(std::string_view host, int port);

} // namespace shadowbox::gateway
