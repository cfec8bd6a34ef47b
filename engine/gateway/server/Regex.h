#pragma once

#include "Outcome.h"

#include <memory>
#include <string>
#include <string_view>

namespace shadowbox::gateway {

// A compiled regular expression with WireMock's meaning of "matches": the whole value, as Java's
// Matcher.matches() does. PCRE2 (JIT where the CPU has it) with a match limit, so that a stub's
// pattern and a hostile request body together cannot stall the gateway; a match that hits the
// limit counts as no match. Invalid UTF-8 in the subject is allowed.
class Regex {
public:
    static Outcome<Regex> compile(const std::string &pattern);

    bool matchesWhole(std::string_view subject) const;
    bool findsIn(std::string_view subject) const;
    const std::string &pattern() const { return m_pattern; }

private:
    struct Code;
    std::shared_ptr<Code> m_code;
    std::string m_pattern;
};

} // namespace shadowbox::gateway
