#include "ValuePattern.h"

#include "HttpRequest.h"
#include "JsonPath.h"
#include "Regex.h"

#include <algorithm>
#include <functional>

namespace shadowbox::gateway {

struct ValuePattern::Impl {
    enum class Kind {
        EqualTo,
        Contains,
        DoesNotContain,
        Matches,
        DoesNotMatch,
        Absent,
        Anything,
        EqualToJson,
        MatchesJsonPath,
        BinaryEqualTo,
        And,
        Or,
        HasExactly, // every value met by one of the patterns, as many values as patterns
        Includes    // every pattern met by some value
    };
    Kind kind = Kind::Anything;
    std::string text;
    bool caseInsensitive = false;
    std::optional<Regex> regex;
    Json json;
    bool ignoreArrayOrder = false;
    bool ignoreExtraElements = false;
    std::optional<JsonPath> path;
    std::vector<ValuePattern> parts; // and / or, or the pattern a JSONPath's value must meet
};

namespace {

using Kind = ValuePattern::Impl::Kind;

std::string quote(std::string_view s)
{
    std::string out = "\"";
    out.append(s.substr(0, 200));
    if (s.size() > 200)
        out += "…";
    return out + "\"";
}

bool flag(const Json &spec, const char *name)
{
    auto it = spec.find(name);
    return it != spec.end() && it->is_boolean() && it->get<bool>();
}

} // namespace

Outcome<ValuePattern> ValuePattern::fromJson(const Json &spec, const std::string &where)
{
    using Fail = Outcome<ValuePattern>;
    if (!spec.is_object())
        return Fail::failure(where + ": a value pattern is an object such as {\"equalTo\": \"…\"}");
    auto impl = std::make_shared<Impl>();
    auto text = [&](const char *key) -> std::optional<std::string> {
        auto it = spec.find(key);
        if (it == spec.end())
            return std::nullopt;
        if (it->is_string())
            return it->get<std::string>();
        if (it->is_number() || it->is_boolean())
            return it->dump();
        return std::nullopt;
    };
    auto regex = [&](const std::string &pattern) -> std::optional<std::string> {
        auto re = Regex::compile(pattern);
        if (!re)
            return where + ": " + re.error();
        impl->regex = std::move(*re);
        return std::nullopt;
    };
    if (auto v = text("equalTo")) {
        impl->kind = Kind::EqualTo;
        impl->text = *v;
        impl->caseInsensitive = flag(spec, "caseInsensitive");
    } else if (auto v = text("contains")) {
        impl->kind = Kind::Contains;
        impl->text = *v;
    } else if (auto v = text("doesNotContain")) {
        impl->kind = Kind::DoesNotContain;
        impl->text = *v;
    } else if (auto v = text("matches")) {
        impl->kind = Kind::Matches;
        if (auto why = regex(*v))
            return Fail::failure(*why);
    } else if (auto v = text("doesNotMatch")) {
        impl->kind = Kind::DoesNotMatch;
        if (auto why = regex(*v))
            return Fail::failure(*why);
    } else if (spec.contains("absent")) {
        impl->kind = flag(spec, "absent") ? Kind::Absent : Kind::Anything;
    } else if (spec.contains("anything")) {
        impl->kind = Kind::Anything;
    } else if (spec.contains("equalToJson")) {
        impl->kind = Kind::EqualToJson;
        const Json &expected = spec["equalToJson"];
        if (expected.is_string()) {
            impl->json = Json::parse(expected.get<std::string>(), nullptr, false);
            if (impl->json.is_discarded())
                return Fail::failure(where + ": equalToJson holds a string that is not JSON");
        } else {
            impl->json = expected;
        }
        impl->ignoreArrayOrder = flag(spec, "ignoreArrayOrder");
        impl->ignoreExtraElements = flag(spec, "ignoreExtraElements");
    } else if (spec.contains("matchesJsonPath")) {
        impl->kind = Kind::MatchesJsonPath;
        const Json &p = spec["matchesJsonPath"];
        std::string expression;
        if (p.is_string()) {
            expression = p.get<std::string>();
        } else if (p.is_object() && p.contains("expression") && p["expression"].is_string()) {
            expression = p["expression"].get<std::string>();
            Json rest = p;
            rest.erase("expression");
            auto inner = fromJson(rest, where + ".matchesJsonPath");
            if (!inner)
                return Fail::failure(inner.error());
            impl->parts.push_back(std::move(*inner));
        } else {
            return Fail::failure(where +
                                 ": matchesJsonPath is an expression or {\"expression\": \"$.…\", \"equalTo\": …}");
        }
        auto path = JsonPath::compile(expression);
        if (!path)
            return Fail::failure(where + ": " + path.error());
        impl->path = std::move(*path);
    } else if (auto v = text("binaryEqualTo")) {
        impl->kind = Kind::BinaryEqualTo;
        auto bytes = base64Decode(*v);
        if (!bytes)
            return Fail::failure(where + ": binaryEqualTo holds text that is not base64");
        impl->text = std::move(*bytes);
    } else if (spec.contains("hasExactly") || spec.contains("includes")) {
        // WireMock's multi-value patterns, for a header or query parameter that repeats.
        const bool exactly = spec.contains("hasExactly");
        impl->kind = exactly ? Kind::HasExactly : Kind::Includes;
        const Json &list = spec[exactly ? "hasExactly" : "includes"];
        if (!list.is_array() || list.empty())
            return Fail::failure(where + ": \"hasExactly\"/\"includes\" hold a list of value patterns");
        for (const Json &item : list) {
            auto inner = fromJson(item, where);
            if (!inner)
                return Fail::failure(inner.error());
            impl->parts.push_back(std::move(*inner));
        }
    } else if (spec.contains("and") || spec.contains("or")) {
        const bool isAnd = spec.contains("and");
        impl->kind = isAnd ? Kind::And : Kind::Or;
        const Json &list = spec[isAnd ? "and" : "or"];
        if (!list.is_array() || list.empty())
            return Fail::failure(where + ": \"and\"/\"or\" hold a list of value patterns");
        for (const Json &item : list) {
            auto inner = fromJson(item, where);
            if (!inner)
                return Fail::failure(inner.error());
            impl->parts.push_back(std::move(*inner));
        }
    } else {
        const std::string key = spec.empty() ? std::string("(nothing)") : spec.begin().key();
        return Fail::failure(where + ": the value pattern \"" + key +
                             "\" is not one the gateway knows (equalTo, contains, doesNotContain, matches, "
                             "doesNotMatch, absent, equalToJson, matchesJsonPath, binaryEqualTo, and, or, hasExactly, "
                             "includes)");
    }
    ValuePattern p;
    p.m_impl = std::move(impl);
    p.m_spec = spec;
    return p;
}

bool ValuePattern::isAbsent() const
{
    return m_impl && m_impl->kind == Kind::Absent;
}

namespace {

bool contains(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

// What a JSONPath selected, as text, the way WireMock hands it to the value's pattern: a string
// as itself, anything else as JSON.
std::string selectedText(const std::vector<const Json *> &nodes, bool definite)
{
    if (definite && nodes.size() == 1)
        return nodes.front()->is_string() ? nodes.front()->get<std::string>() : nodes.front()->dump();
    Json list = Json::array();
    for (const Json *n : nodes)
        list.push_back(*n);
    return list.dump();
}

} // namespace

MatchScore ValuePattern::match(std::optional<std::string_view> value, bool withDistance) const
{
    const Impl &p = *m_impl;
    if (p.kind == Kind::Absent)
        return MatchScore::of(!value);
    if (p.kind == Kind::Anything)
        return MatchScore::of(true);
    if (!value) // as WireMock: a value that is not there does not contain or match anything
        return MatchScore::of(p.kind == Kind::DoesNotContain || p.kind == Kind::DoesNotMatch);
    const std::string_view v = *value;
    switch (p.kind) {
    case Kind::EqualTo:
        if (p.caseInsensitive ? equalsIgnoringCase(v, p.text) : v == p.text)
            return MatchScore::of(true);
        if (!withDistance)
            return MatchScore::of(false);
        return {false, p.caseInsensitive ? stringDistance(toLower(v), toLower(p.text)) : stringDistance(v, p.text)};
    case Kind::Contains:
        return MatchScore::of(contains(v, p.text));
    case Kind::DoesNotContain:
        return MatchScore::of(!contains(v, p.text));
    case Kind::Matches:
        return MatchScore::of(p.regex->matchesWhole(v));
    case Kind::DoesNotMatch:
        return MatchScore::of(!p.regex->matchesWhole(v));
    case Kind::BinaryEqualTo:
        return MatchScore::of(v == p.text);
    case Kind::EqualToJson: {
        const Json actual = Json::parse(v, nullptr, false);
        if (actual.is_discarded())
            return MatchScore::of(false);
        return MatchScore::of(jsonEquivalent(p.json, actual, p.ignoreArrayOrder, p.ignoreExtraElements));
    }
    case Kind::MatchesJsonPath: {
        const Json document = Json::parse(v, nullptr, false);
        if (document.is_discarded())
            return MatchScore::of(false);
        const auto nodes = p.path->select(document);
        const bool definite = p.path->definite();
        if (p.parts.empty()) {
            if (nodes.empty())
                return MatchScore::of(false);
            if (definite) {
                const Json &node = *nodes.front();
                return MatchScore::of(!node.is_null() && !(node.is_array() && node.empty()));
            }
            return MatchScore::of(true);
        }
        if (nodes.empty())
            return p.parts.front().match(std::nullopt);
        return p.parts.front().match(selectedText(nodes, definite));
    }
    case Kind::HasExactly:
    case Kind::Includes:
        return matchAny({v}, withDistance);
    case Kind::And: {
        double total = 0;
        bool all = true;
        for (const ValuePattern &part : p.parts) {
            const MatchScore s = part.match(value, withDistance);
            all = all && s.matched;
            total += s.distance;
        }
        return {all, all ? 0.0 : total / double(p.parts.size())};
    }
    case Kind::Or: {
        double best = 1.0;
        for (const ValuePattern &part : p.parts) {
            const MatchScore s = part.match(value, withDistance);
            if (s.matched)
                return MatchScore::of(true);
            best = std::min(best, s.distance);
        }
        return {false, best};
    }
    case Kind::Absent:
    case Kind::Anything:
        break;
    }
    return MatchScore::of(false);
}

MatchScore ValuePattern::matchAny(const std::vector<std::string_view> &values, bool withDistance) const
{
    const Impl &p = *m_impl;
    if (p.kind == Kind::HasExactly || p.kind == Kind::Includes) {
        if (values.empty() || (p.kind == Kind::HasExactly && values.size() != p.parts.size()))
            return MatchScore::of(false);
        // Each pattern takes a value no other pattern took (for includes, any value will do).
        std::vector<bool> taken(values.size(), false);
        for (const ValuePattern &part : p.parts) {
            bool found = false;
            for (size_t i = 0; i < values.size() && !found; ++i) {
                if ((p.kind == Kind::Includes || !taken[i]) && part.match(values[i], false).matched) {
                    taken[i] = true;
                    found = true;
                }
            }
            if (!found)
                return MatchScore::of(false);
        }
        return MatchScore::of(true);
    }
    if (values.empty())
        return match(std::nullopt, withDistance);
    if (isAbsent())
        return MatchScore::of(false);
    MatchScore best;
    for (std::string_view v : values) {
        const MatchScore s = match(v, withDistance);
        if (s.matched)
            return s;
        if (s.distance < best.distance)
            best = s;
    }
    return best;
}

std::string ValuePattern::describe() const
{
    const Impl &p = *m_impl;
    switch (p.kind) {
    case Kind::EqualTo:
        return std::string(p.caseInsensitive ? "equalTo (any case) " : "equalTo ") + quote(p.text);
    case Kind::Contains:
        return "contains " + quote(p.text);
    case Kind::DoesNotContain:
        return "doesNotContain " + quote(p.text);
    case Kind::Matches:
        return "matches " + quote(p.regex->pattern());
    case Kind::DoesNotMatch:
        return "doesNotMatch " + quote(p.regex->pattern());
    case Kind::Absent:
        return "absent";
    case Kind::Anything:
        return "anything";
    case Kind::EqualToJson:
        return "equalToJson " + quote(p.json.dump());
    case Kind::MatchesJsonPath:
        return "matchesJsonPath " + quote(p.path->expression()) +
               (p.parts.empty() ? std::string() : " " + p.parts.front().describe());
    case Kind::BinaryEqualTo:
        return "binaryEqualTo (" + std::to_string(p.text.size()) + " bytes)";
    case Kind::HasExactly:
    case Kind::Includes: {
        std::string out = p.kind == Kind::HasExactly ? "has exactly [" : "includes [";
        for (size_t i = 0; i < p.parts.size(); ++i)
            out += (i ? ", " : "") + p.parts[i].describe();
        return out + "]";
    }
    case Kind::And:
    case Kind::Or: {
        std::string out;
        for (const ValuePattern &part : p.parts) {
            if (!out.empty())
                out += p.kind == Kind::And ? " and " : " or ";
            out += part.describe();
        }
        return out;
    }
    }
    return {};
}

bool jsonEquivalent(const Json &expected, const Json &actual, bool ignoreArrayOrder, bool ignoreExtraElements)
{
    if (expected.is_object()) {
        if (!actual.is_object())
            return false;
        if (!ignoreExtraElements && expected.size() != actual.size())
            return false;
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            auto found = actual.find(it.key());
            if (found == actual.end() || !jsonEquivalent(it.value(), *found, ignoreArrayOrder, ignoreExtraElements))
                return false;
        }
        return true;
    }
    if (expected.is_array()) {
        if (!actual.is_array())
            return false;
        if (ignoreExtraElements ? actual.size() < expected.size() : actual.size() != expected.size())
            return false;
        if (!ignoreArrayOrder) {
            for (size_t i = 0; i < expected.size(); ++i) {
                if (!jsonEquivalent(expected[i], actual[i], ignoreArrayOrder, ignoreExtraElements))
                    return false;
            }
            return true;
        }
        // Every expected element needs its own actual element: a matching found by trying each
        // free element in turn, backing out of a choice that leaves a later element without one.
        // The tries are bounded: the actual array came from the sandbox, and a crafted one could
        // otherwise make this search exponential. Running out of tries is no match.
        std::vector<bool> used(actual.size(), false);
        size_t tries = 0;
        std::function<bool(size_t)> place = [&](size_t i) {
            if (i == expected.size())
                return true;
            for (size_t j = 0; j < actual.size(); ++j) {
                if (used[j])
                    continue;
                if (++tries > 100'000)
                    return false;
                if (!jsonEquivalent(expected[i], actual[j], ignoreArrayOrder, ignoreExtraElements))
                    continue;
                used[j] = true;
                if (place(i + 1))
                    return true;
                used[j] = false;
            }
            return false;
        };
        return place(0);
    }
    if (expected.is_number() && actual.is_number())
        return expected.get<double>() == actual.get<double>();
    return expected == actual;
}

double stringDistance(std::string_view a, std::string_view b)
{
    if (a == b)
        return 0.0;
    const size_t longest = std::max(a.size(), b.size());
    if (a.empty() || b.empty() || a.size() * b.size() > 250'000)
        return 1.0;
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return double(row[b.size()]) / double(longest);
}

} // namespace shadowbox::gateway
