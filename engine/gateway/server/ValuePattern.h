#pragma once

#include "GatewayJson.h"
#include "Outcome.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shadowbox::gateway {

// How well a value met a pattern: WireMock ranks near misses by distance (0 is a match, 1 is as
// far as it gets).
struct MatchScore {
    bool matched = false;
    double distance = 1.0;
    static MatchScore of(bool matched) { return {matched, matched ? 0.0 : 1.0}; }
};

// One of WireMock's string value patterns: equalTo (caseInsensitive), contains, doesNotContain,
// matches, doesNotMatch, absent, anything, equalToJson (ignoreArrayOrder, ignoreExtraElements),
// matchesJsonPath (with an optional pattern for the value it selects), binaryEqualTo, and, or;
// and for a value that repeats, hasExactly and includes.
class ValuePattern {
public:
    // `where` names the place in the stub for the error ("request.headers.Accept").
    static Outcome<ValuePattern> fromJson(const Json &spec, const std::string &where);

    // Without `withDistance` a miss is 1 away: the edit distance costs time that only a near-miss
    // report needs.
    MatchScore match(std::optional<std::string_view> value, bool withDistance = true) const;
    // A header, query parameter or cookie that may repeat: any value matching is a match, and only
    // `absent` matches when there is none.
    MatchScore matchAny(const std::vector<std::string_view> &values, bool withDistance = true) const;
    bool isAbsent() const;
    // "equalTo \"application/json\"" — for the 404 body and the near-miss report.
    std::string describe() const;
    const Json &json() const { return m_spec; }

    struct Impl;

private:
    std::shared_ptr<const Impl> m_impl;
    Json m_spec;
};

// Compares JSON as WireMock's equalToJson does.
bool jsonEquivalent(const Json &expected, const Json &actual, bool ignoreArrayOrder, bool ignoreExtraElements);
// Normalized edit distance of two strings (0 equal … 1 nothing alike); long inputs are compared
// only for equality, so a hostile body costs linear time.
double stringDistance(std::string_view a, std::string_view b);

} // namespace shadowbox::gateway
