#pragma once

#include <string>
#include <string_view>

namespace shadowbox::gateway {

// What the gateway lets the sandbox reach. `none`: nothing answers (connections are cut as they
// are accepted, every name is unknown); `mocks-only`: the mocked hosts answer from their stubs.
enum class NetworkPolicy { None, MocksOnly };

std::string_view policyName(NetworkPolicy policy);

// The policy a policy file asks for: {"policy": "mocks-only"}. Anything else (not JSON, another
// word, no file) is `none`, with the reason in `problem`: a gateway that cannot tell what it may
// do lets nothing through.
NetworkPolicy parsePolicyFile(std::string_view text, std::string *problem);

} // namespace shadowbox::gateway
