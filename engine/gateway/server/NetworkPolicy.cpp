#include "NetworkPolicy.h"

#include <nlohmann/json.hpp>

#include <arpa/inet.h>

namespace shadowbox::gateway {

namespace {

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool equalNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

bool validLabel(std::string_view label)
{
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-')
        return false;
    for (char c : label) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

std::string_view policyName(NetworkPolicy policy)
{
    switch (policy) {
    case NetworkPolicy::MocksOnly:
        return "mocks-only";
    case NetworkPolicy::Allowlist:
        return "allowlist";
    case NetworkPolicy::Open:
        return "open";
    case NetworkPolicy::None:
        break;
    }
    return "none";
}

std::string canonicalIpv6(std::string_view host)
{
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    // The longest text form ("ffff:...:255.255.255.255") is 45 characters; inet_pton accepts no zone.
    if (host.empty() || host.size() > 45 || host.find(':') == std::string_view::npos)
        return {};
    const std::string text(host);
    in6_addr address{};
    if (inet_pton(AF_INET6, text.c_str(), &address) != 1)
        return {};
    char canonical[INET6_ADDRSTRLEN] = {};
    if (!inet_ntop(AF_INET6, &address, canonical, sizeof canonical))
        return {};
    return canonical;
}

std::string hostAndPort(std::string_view host, int port)
{
    const bool v6 = !host.empty() && host.front() != '[' && host.find(':') != std::string_view::npos;
    return (v6 ? "[" + std::string(host) + "]" : std::string(host)) + ":" + std::to_string(port);
}

bool acceptableRuleHost(std::string_view host)
{
    if (host.find(':') != std::string_view::npos)
        return host.front() != '[' && !canonicalIpv6(host).empty();
    if (host.size() > 2 && host.substr(0, 2) == "*.")
        host.remove_prefix(2);
    if (host.empty() || host.size() > 253)
        return false;
    while (!host.empty()) {
        const size_t dot = host.find('.');
        if (!validLabel(host.substr(0, dot)))
            return false;
        if (dot == std::string_view::npos)
            break;
        host.remove_prefix(dot + 1);
        if (host.empty())
            return false; // a trailing dot
    }
    return true;
}

bool AllowRule::matches(std::string_view name, int wantedPort) const
{
    if (port != 0 && wantedPort != 0 && port != wantedPort)
        return false;
    if (host.size() > 2 && host.compare(0, 2, "*.") == 0) {
        // Every name under the domain, not the domain itself.
        const std::string_view domain = std::string_view(host).substr(1); // ".example.com"
        return name.size() > domain.size() && equalNoCase(name.substr(name.size() - domain.size()), domain);
    }
    if (host.find(':') != std::string::npos) // an IPv6 address, however the name writes it
        return canonicalIpv6(name) == host;
    return equalNoCase(name, host);
}

const AllowRule *Policy::ruleFor(std::string_view name, int port) const
{
    if (policy != NetworkPolicy::Allowlist && policy != NetworkPolicy::Open)
        return nullptr;
    for (const AllowRule &rule : allow) {
        if (rule.matches(name, port))
            return &rule;
    }
    return nullptr;
}

bool Policy::passes(std::string_view name, int port) const
{
    if (policy == NetworkPolicy::Open)
        return !name.empty();
    return ruleFor(name, port) != nullptr;
}

bool Policy::records(std::string_view name, int port) const
{
    if (!passes(name, port))
        return false;
    for (const AllowRule &rule : allow) {
        if (rule.record && rule.matches(name, port))
            return true;
    }
    return false;
}

std::string Policy::reasonFor(std::string_view name, int port) const
{
    if (const AllowRule *rule = ruleFor(name, port)) {
        const std::string what = rule->port ? hostAndPort(rule->host, rule->port) : rule->host;
        return rule->preset.empty() ? "allowed by the rule " + what
                                    : "allowed by the preset " + rule->preset + " (" + what + ")";
    }
    if (policy == NetworkPolicy::Open)
        return "the network policy is open";
    return {};
}

std::string loopbackAddress(std::string_view text)
{
    const std::string written(text);
    in_addr v4{};
    if (inet_pton(AF_INET, written.c_str(), &v4) == 1) {
        if ((ntohl(v4.s_addr) >> 24) != 127)
            return {};
        char shown[INET_ADDRSTRLEN] = {};
        return inet_ntop(AF_INET, &v4, shown, sizeof shown) ? std::string(shown) : std::string();
    }
    const std::string v6 = canonicalIpv6(text);
    return v6 == "::1" ? v6 : std::string();
}

Policy parsePolicyFile(std::string_view text)
{
    Policy out;
    const nlohmann::json parsed = nlohmann::json::parse(text, nullptr, false);
    const auto fail = [&](const std::string &why) {
        Policy refused;
        refused.problem = why;
        return refused;
    };
    if (parsed.is_discarded() || !parsed.is_object())
        return fail("the policy file is not a JSON object");
    const auto policy = parsed.find("policy");
    if (policy == parsed.end() || !policy->is_string())
        return fail("the policy file names no policy");
    const std::string &name = policy->get_ref<const std::string &>();
    if (name == "mocks-only")
        out.policy = NetworkPolicy::MocksOnly;
    else if (name == "allowlist")
        out.policy = NetworkPolicy::Allowlist;
    else if (name == "open")
        out.policy = NetworkPolicy::Open;
    else if (name == "none")
        out.policy = NetworkPolicy::None;
    else
        return fail("the policy file names an unknown policy \"" + name + "\"");
    if (const auto server = parsed.find("mockServer"); server != parsed.end() && !server->is_null()) {
        if (!server->is_object())
            return fail("the policy file's \"mockServer\" is not an object");
        MockServer mock;
        mock.name = server->value("name", std::string("the mock server")).substr(0, 64);
        const auto address = server->find("address");
        if (address == server->end() || !address->is_string())
            return fail("the policy file's \"mockServer\" names no address");
        mock.address = loopbackAddress(address->get<std::string>());
        if (mock.address.empty())
            return fail("the policy file's \"mockServer\" is not on a loopback address (127.x.x.x or ::1): " +
                        address->get<std::string>().substr(0, 64));
        const auto port = server->find("port");
        if (port == server->end() || !port->is_number_integer() || port->get<long long>() < 1 ||
            port->get<long long>() > 65535)
            return fail("the policy file's \"mockServer\" has no port from 1 to 65535");
        mock.port = int(port->get<long long>());
        out.mockServer = std::move(mock);
    }
    const auto allow = parsed.find("allow");
    if (allow == parsed.end())
        return out;
    if (!allow->is_array())
        return fail("the policy file's \"allow\" is not a list of rules");
    for (const nlohmann::json &entry : *allow) {
        if (!entry.is_object() || !entry.contains("host") || !entry["host"].is_string())
            return fail("a rule of the policy file's \"allow\" names no host");
        AllowRule rule;
        rule.host = entry["host"].get<std::string>();
        if (!acceptableRuleHost(rule.host))
            return fail("the allow rule \"" + rule.host.substr(0, 255) +
                        "\" is not a host name (letters, digits, '-' and '.', optionally starting with \"*.\") "
                        "or an IP address");
        if (std::string v6 = canonicalIpv6(rule.host); !v6.empty())
            rule.host = std::move(v6);
        if (const auto port = entry.find("port"); port != entry.end()) {
            if (!port->is_number_integer() || port->get<long long>() < 1 || port->get<long long>() > 65535)
                return fail("the allow rule for " + rule.host + " has a port that is not a number from 1 to 65535");
            rule.port = int(port->get<long long>());
        }
        if (const auto preset = entry.find("preset"); preset != entry.end() && preset->is_string())
            rule.preset = preset->get<std::string>().substr(0, 64);
        if (const auto record = entry.find("record"); record != entry.end()) {
            if (!record->is_boolean())
                return fail("the allow rule for " + rule.host + " has a \"record\" that is not true or false");
            rule.record = record->get<bool>();
        }
        out.allow.push_back(std::move(rule));
    }
    return out;
}

} // namespace shadowbox::gateway
