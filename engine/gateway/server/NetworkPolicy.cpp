#include "NetworkPolicy.h"

#include <nlohmann/json.hpp>

namespace shadowbox::gateway {

std::string_view policyName(NetworkPolicy policy)
{
    return policy == NetworkPolicy::MocksOnly ? "mocks-only" : "none";
}

NetworkPolicy parsePolicyFile(std::string_view text, std::string *problem)
{
    const nlohmann::json parsed = nlohmann::json::parse(text, nullptr, false);
    const auto fail = [&](const std::string &why) {
        if (problem)
            *problem = why;
        return NetworkPolicy::None;
    };
    if (parsed.is_discarded() || !parsed.is_object())
        return fail("the policy file is not a JSON object");
    const auto policy = parsed.find("policy");
    if (policy == parsed.end() || !policy->is_string())
        return fail("the policy file names no policy");
    const std::string &name = policy->get_ref<const std::string &>();
    if (name == "mocks-only")
        return NetworkPolicy::MocksOnly;
    if (name == "none")
        return NetworkPolicy::None;
    return fail("the policy file names an unknown policy \"" + name + "\"");
}

} // namespace shadowbox::gateway
