#include "StubMapping.h"

#include <cmath>
#include <cstdio>
#include <random>

namespace shadowbox::gateway {

std::string newUuid()
{
    static thread_local std::mt19937_64 generator{std::random_device{}()};
    const uint64_t hi = generator();
    const uint64_t lo = generator();
    char text[37];
    snprintf(text, sizeof text, "%08x-%04x-4%03x-%04x-%012llx", unsigned(hi >> 32), unsigned(hi >> 16 & 0xffff),
             unsigned(hi & 0x0fff), unsigned((lo >> 48 & 0x3fff) | 0x8000),
             static_cast<unsigned long long>(lo & 0xffffffffffffULL));
    return text;
}

namespace {

using Fail = Outcome<StubMapping>;

// 300, or 2.5: a number from a stub, as a message names it.
std::string numberText(double value)
{
    char text[32];
    snprintf(text, sizeof text, "%g", value);
    return text;
}

std::vector<std::string> splitPath(std::string_view path)
{
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= path.size()) {
        const size_t slash = path.find('/', start);
        out.emplace_back(path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    return out;
}

std::optional<std::string> namedPatterns(const Json &request, const char *key, const std::string &where,
                                         std::vector<NamedPattern> &out)
{
    auto it = request.find(key);
    if (it == request.end())
        return std::nullopt;
    if (!it->is_object())
        return where + "." + key + " is an object of name → value pattern";
    for (auto entry = it->begin(); entry != it->end(); ++entry) {
        auto pattern = ValuePattern::fromJson(entry.value(), where + "." + key + "." + entry.key());
        if (!pattern)
            return pattern.error();
        out.push_back({entry.key(), std::move(*pattern)});
    }
    return std::nullopt;
}

std::optional<std::string> parseRequest(const Json &r, const std::string &where, RequestPattern &out)
{
    if (!r.is_object())
        return where + ": \"request\" is an object";
    for (const char *unsupported : {"formParameters", "multipartPatterns", "customMatcher"}) {
        if (r.contains(unsupported))
            return where + ": request." + unsupported +
                   " is not supported by the gateway; use a real WireMock container for this stub";
    }
    if (auto m = r.find("method"); m != r.end()) {
        if (!m->is_string() || m->get<std::string>().empty())
            return where + ": request.method is a string such as \"GET\" or \"ANY\"";
        out.method = m->get<std::string>();
    }
    struct UrlKey {
        const char *key;
        RequestPattern::UrlKind kind;
    };
    int urlKeys = 0;
    for (const UrlKey &u : {UrlKey{"url", RequestPattern::UrlKind::Url},
                            {"urlPath", RequestPattern::UrlKind::UrlPath},
                            {"urlPattern", RequestPattern::UrlKind::UrlPattern},
                            {"urlPathPattern", RequestPattern::UrlKind::UrlPathPattern},
                            {"urlPathTemplate", RequestPattern::UrlKind::UrlPathTemplate}}) {
        auto it = r.find(u.key);
        if (it == r.end())
            continue;
        if (!it->is_string())
            return where + ": request." + u.key + " is a string";
        ++urlKeys;
        out.urlKind = u.kind;
        out.url = it->get<std::string>();
    }
    if (urlKeys > 1)
        return where + ": a request names one of url, urlPath, urlPattern, urlPathPattern and urlPathTemplate";
    if (out.urlKind == RequestPattern::UrlKind::UrlPattern || out.urlKind == RequestPattern::UrlKind::UrlPathPattern) {
        auto re = Regex::compile(out.url);
        if (!re)
            return where + ": " + re.error();
        out.urlRegex = std::move(*re);
    }
    if (out.urlKind == RequestPattern::UrlKind::UrlPathTemplate)
        out.templateSegments = splitPath(out.url);
    for (const char *key : {"host", "scheme"}) {
        if (auto it = r.find(key); it != r.end()) {
            auto pattern = it->is_string() ? ValuePattern::fromJson(Json{{"equalTo", *it}}, where + ".request." + key)
                                           : ValuePattern::fromJson(*it, where + ".request." + key);
            if (!pattern)
                return pattern.error();
            (std::string(key) == "host" ? out.host : out.scheme) = std::move(*pattern);
        }
    }
    if (auto it = r.find("port"); it != r.end()) {
        if (!it->is_number_integer())
            return where + ": request.port is a number";
        out.port = it->get<int>();
    }
    if (auto why = namedPatterns(r, "headers", where + ".request", out.headers))
        return why;
    if (auto why = namedPatterns(r, "queryParameters", where + ".request", out.queryParameters))
        return why;
    if (auto why = namedPatterns(r, "cookies", where + ".request", out.cookies))
        return why;
    if (auto why = namedPatterns(r, "pathParameters", where + ".request", out.pathParameters))
        return why;
    if (!out.pathParameters.empty() && out.urlKind != RequestPattern::UrlKind::UrlPathTemplate)
        return where + ": request.pathParameters need a urlPathTemplate such as \"/contacts/{id}\"";
    if (auto it = r.find("bodyPatterns"); it != r.end()) {
        if (!it->is_array())
            return where + ": request.bodyPatterns is a list of value patterns";
        for (const Json &p : *it) {
            auto pattern = ValuePattern::fromJson(p, where + ".request.bodyPatterns");
            if (!pattern)
                return pattern.error();
            out.bodyPatterns.push_back(std::move(*pattern));
        }
    }
    for (const char *key : {"basicAuthCredentials", "basicAuth"}) {
        if (auto it = r.find(key); it != r.end()) {
            if (!it->is_object() || !it->contains("username") || !it->contains("password") ||
                !(*it)["username"].is_string() || !(*it)["password"].is_string())
                return where + ": request." + key + " is {\"username\": \"…\", \"password\": \"…\"}";
            out.basicAuth = std::make_pair((*it)["username"].get<std::string>(), (*it)["password"].get<std::string>());
        }
    }
    return std::nullopt;
}

std::optional<std::string> parseResponse(const Json &r, const std::string &where, ResponseDefinition &out)
{
    if (!r.is_object())
        return where + ": \"response\" is an object";
    if (auto it = r.find("status"); it != r.end()) {
        if (!it->is_number_integer() || it->get<int>() < 100 || it->get<int>() > 999)
            return where + ": response.status is a number from 100 to 999";
        out.status = it->get<int>();
    }
    if (auto it = r.find("statusMessage"); it != r.end() && it->is_string())
        out.statusMessage = it->get<std::string>();
    if (auto it = r.find("headers"); it != r.end()) {
        if (!it->is_object())
            return where + ": response.headers is an object of name → value (or a list of values)";
        for (auto h = it->begin(); h != it->end(); ++h) {
            const Json &v = h.value();
            if (v.is_array()) {
                for (const Json &item : v)
                    out.headers.push_back({h.key(), item.is_string() ? item.get<std::string>() : item.dump()});
            } else {
                out.headers.push_back({h.key(), v.is_string() ? v.get<std::string>() : v.dump()});
            }
        }
    }
    int bodies = 0;
    if (auto it = r.find("body"); it != r.end()) {
        ++bodies;
        out.body = it->is_string() ? it->get<std::string>() : it->dump();
    }
    if (auto it = r.find("jsonBody"); it != r.end()) {
        ++bodies;
        out.body = it->dump();
    }
    if (auto it = r.find("base64Body"); it != r.end()) {
        ++bodies;
        auto bytes = it->is_string() ? base64Decode(it->get<std::string>()) : std::nullopt;
        if (!bytes)
            return where + ": response.base64Body is not base64";
        out.body = std::move(*bytes);
    }
    if (bodies > 1)
        return where + ": a response has one of body, jsonBody and base64Body";
    if (r.contains("bodyFileName"))
        return where + ": response.bodyFileName is not supported by the gateway; put the body in the stub";
    if (auto it = r.find("fixedDelayMilliseconds"); it != r.end()) {
        if (!it->is_number() || it->get<double>() < 0)
            return where + ": response.fixedDelayMilliseconds is a number of milliseconds";
        out.fixedDelayMs = int(it->get<double>());
    }
    if (auto it = r.find("delayDistribution"); it != r.end()) {
        const std::string type = it->is_object() ? it->value("type", std::string()) : std::string();
        // A number of milliseconds (or sigma) the distribution names, 0 or more; `given` says
        // whether it was there at all.
        const auto number = [&](const char *key, double &value, bool *given = nullptr) {
            const auto field = it->find(key);
            if (given)
                *given = field != it->end();
            if (field == it->end())
                return given != nullptr; // required unless the caller asks whether it was given
            if (!field->is_number() || field->get<double>() < 0)
                return false;
            value = field->get<double>();
            return true;
        };
        const std::string at = where + ": response.delayDistribution";
        if (type == "uniform") {
            DelaySpec d{DelaySpec::Kind::Uniform, 0, 0, std::nullopt};
            if (!number("lower", d.first) || !number("upper", d.second))
                return at + " of type uniform has \"lower\" and \"upper\", each a number of milliseconds";
            // WireMock takes such a stub and then fails each request it matches.
            if (d.second < d.first)
                return at + ": upper (" + numberText(d.second) + ") is below lower (" + numberText(d.first) + ")";
            out.delay = d;
        } else if (type == "lognormal") {
            DelaySpec d{DelaySpec::Kind::LogNormal, 0, 0, std::nullopt};
            double max = 0;
            bool hasMax = false;
            if (!number("median", d.first) || !number("sigma", d.second))
                return at + " of type lognormal has \"median\" (milliseconds) and \"sigma\", each a number, 0 or "
                            "more";
            if (!number("maxValue", max, &hasMax))
                return at + ".maxValue is a number of milliseconds, 0 or more";
            if (hasMax)
                d.maxValue = max;
            out.delay = d;
        } else {
            return where + ": response.delayDistribution.type is \"uniform\" or \"lognormal\"";
        }
    }
    if (auto it = r.find("fault"); it != r.end()) {
        const std::string fault = it->is_string() ? it->get<std::string>() : std::string();
        if (fault != "CONNECTION_RESET_BY_PEER" && fault != "EMPTY_RESPONSE" && fault != "MALFORMED_RESPONSE_CHUNK" &&
            fault != "RANDOM_DATA_THEN_CLOSE")
            return where + ": response.fault is one of CONNECTION_RESET_BY_PEER, EMPTY_RESPONSE, "
                           "MALFORMED_RESPONSE_CHUNK, RANDOM_DATA_THEN_CLOSE";
        out.fault = fault;
    }
    if (auto it = r.find("transformers"); it != r.end() && it->is_array()) {
        for (const Json &t : *it)
            out.templated = out.templated || (t.is_string() && t.get<std::string>() == "response-template");
    }
    if (auto it = r.find("proxyBaseUrl"); it != r.end() && it->is_string())
        out.proxyBaseUrl = it->get<std::string>();
    return std::nullopt;
}

} // namespace

long long sampleDelayMs(const ResponseDefinition &response, std::mt19937 &random)
{
    long long ms = response.fixedDelayMs;
    const DelaySpec &d = response.delay;
    if (d.kind == DelaySpec::Kind::Uniform) {
        ms += std::uniform_int_distribution<long long>(std::llround(d.first), std::llround(d.second))(random);
    } else if (d.kind == DelaySpec::Kind::LogNormal) {
        std::normal_distribution<double> normal;
        const auto draw = [&] { return std::llround(d.first * std::exp(normal(random) * d.second)); };
        long long drawn = draw();
        for (int again = 0; d.maxValue && double(drawn) > *d.maxValue && again < 10; ++again)
            drawn = draw();
        if (d.maxValue)
            drawn = std::llround(std::min(*d.maxValue, double(drawn)));
        ms += drawn;
    }
    return ms;
}

Outcome<StubMapping> parseStubMapping(const Json &json, const std::string &where)
{
    if (!json.is_object())
        return Fail::failure(where + ": a stub mapping is a JSON object with \"request\" and \"response\"");
    StubMapping stub;
    stub.json = json;
    for (const char *key : {"id", "uuid"}) {
        if (auto it = json.find(key); it != json.end() && it->is_string() && !it->get<std::string>().empty())
            stub.id = it->get<std::string>();
    }
    if (stub.id.empty())
        stub.id = newUuid();
    stub.json.erase("uuid");
    // "id" first, the way WireMock writes it.
    Json ordered = Json::object();
    ordered["id"] = stub.id;
    for (auto it = stub.json.begin(); it != stub.json.end(); ++it) {
        if (it.key() != "id")
            ordered[it.key()] = it.value();
    }
    stub.json = std::move(ordered);
    if (auto it = json.find("name"); it != json.end() && it->is_string())
        stub.name = it->get<std::string>();
    if (auto it = json.find("priority"); it != json.end()) {
        if (!it->is_number_integer())
            return Fail::failure(where + ": priority is a whole number (1 is the highest)");
        stub.priority = it->get<int>();
        stub.priorityGiven = true;
    }
    const std::string label = stub.name.empty() ? where : where + " (\"" + stub.name + "\")";
    if (auto it = json.find("request"); it != json.end()) {
        if (auto why = parseRequest(*it, label, stub.request))
            return Fail::failure(*why);
    }
    if (auto it = json.find("response"); it != json.end()) {
        if (auto why = parseResponse(*it, label, stub.response))
            return Fail::failure(*why);
    }
    for (auto [key, field] : {std::pair{"scenarioName", &stub.scenarioName},
                              {"requiredScenarioState", &stub.requiredScenarioState},
                              {"newScenarioState", &stub.newScenarioState}}) {
        if (auto it = json.find(key); it != json.end() && it->is_string())
            *field = it->get<std::string>();
    }
    if (stub.scenarioName.empty() && (!stub.requiredScenarioState.empty() || !stub.newScenarioState.empty()))
        return Fail::failure(label + ": requiredScenarioState and newScenarioState need a scenarioName");
    return stub;
}

namespace {

// Weights as WireMock gives them when it ranks near misses: the URL counts most.
constexpr double kUrlWeight = 10.0;
constexpr double kMethodWeight = 3.0;

struct Tally {
    RequestMatch &result;
    bool detailed;
    double weighted = 0;
    double weights = 0;
    // `miss` makes the sentence, only when it is wanted.
    template <typename Sentence> bool add(double weight, const MatchScore &score, Sentence miss)
    {
        weights += weight;
        weighted += weight * score.distance;
        if (!score.matched) {
            result.matched = false;
            if (detailed)
                result.misses.push_back(miss());
        }
        return score.matched || detailed;
    }
};

std::string shown(std::optional<std::string_view> v)
{
    if (!v)
        return "none";
    std::string out = "\"";
    out.append(v->substr(0, 120));
    if (v->size() > 120)
        out += "…";
    return out + "\"";
}

MatchScore matchUrl(const RequestPattern &p, const HttpRequest &r, RequestMatch &result, bool withDistance)
{
    auto missed = [&](std::string_view got) {
        return withDistance ? MatchScore{false, stringDistance(got, p.url)} : MatchScore::of(false);
    };
    switch (p.urlKind) {
    case RequestPattern::UrlKind::Any:
        return MatchScore::of(true);
    case RequestPattern::UrlKind::Url:
        return r.url == p.url ? MatchScore::of(true) : missed(r.url);
    case RequestPattern::UrlKind::UrlPath:
        return r.path() == p.url ? MatchScore::of(true) : missed(r.path());
    case RequestPattern::UrlKind::UrlPattern:
        return MatchScore::of(p.urlRegex->matchesWhole(r.url));
    case RequestPattern::UrlKind::UrlPathPattern:
        return MatchScore::of(p.urlRegex->matchesWhole(r.path()));
    case RequestPattern::UrlKind::UrlPathTemplate: {
        const std::vector<std::string> segments = splitPath(r.path());
        if (segments.size() != p.templateSegments.size())
            return missed(r.path());
        for (size_t i = 0; i < segments.size(); ++i) {
            const std::string &t = p.templateSegments[i];
            // As WireMock 3 has them, for its matchers and its templates alike: the segment as
            // sent, percent-encoding and all.
            if (t.size() > 2 && t.front() == '{' && t.back() == '}')
                result.pathParameters[t.substr(1, t.size() - 2)] = segments[i];
            else if (t != segments[i])
                return missed(r.path());
        }
        return MatchScore::of(true);
    }
    }
    return MatchScore::of(false);
}

const char *urlKindName(RequestPattern::UrlKind kind)
{
    switch (kind) {
    case RequestPattern::UrlKind::Url:
        return "url";
    case RequestPattern::UrlKind::UrlPath:
        return "urlPath";
    case RequestPattern::UrlKind::UrlPattern:
        return "urlPattern";
    case RequestPattern::UrlKind::UrlPathPattern:
        return "urlPathPattern";
    case RequestPattern::UrlKind::UrlPathTemplate:
        return "urlPathTemplate";
    case RequestPattern::UrlKind::Any:
        break;
    }
    return "url";
}

std::vector<std::string_view> views(const std::vector<std::string> &values)
{
    return {values.begin(), values.end()};
}

} // namespace

RequestMatch matchRequest(const RequestPattern &p, const HttpRequest &r, bool detailed)
{
    RequestMatch result;
    result.matched = true;
    Tally tally{result, detailed};
    const bool methodOk = p.method == "ANY" || p.method == r.method;
    if (!tally.add(kMethodWeight, MatchScore::of(methodOk),
                   [&] { return "method: expected " + p.method + ", got " + r.method; }))
        return result;
    if (!tally.add(kUrlWeight, matchUrl(p, r, result, detailed), [&] {
            return std::string(urlKindName(p.urlKind)) + ": expected \"" + p.url + "\", got " +
                   shown(p.urlKind == RequestPattern::UrlKind::Url || p.urlKind == RequestPattern::UrlKind::UrlPattern
                             ? std::string_view(r.url)
                             : r.path());
        }))
        return result;
    if (p.host && !tally.add(1, p.host->match(r.host, detailed),
                             [&] { return "host: expected " + p.host->describe() + ", got " + shown(r.host); }))
        return result;
    if (p.scheme && !tally.add(1, p.scheme->match(r.scheme, detailed),
                               [&] { return "scheme: expected " + p.scheme->describe() + ", got " + shown(r.scheme); }))
        return result;
    if (p.port && !tally.add(1, MatchScore::of(*p.port == r.port), [&] {
            return "port: expected " + std::to_string(*p.port) + ", got " + std::to_string(r.port);
        }))
        return result;
    for (const NamedPattern &pp : p.pathParameters) {
        auto it = result.pathParameters.find(pp.name);
        const std::optional<std::string_view> value =
            it == result.pathParameters.end() ? std::nullopt : std::optional<std::string_view>(it->second);
        if (!tally.add(1, pp.pattern.match(value, detailed), [&] {
                return "path parameter " + pp.name + ": expected " + pp.pattern.describe() + ", got " + shown(value);
            }))
            return result;
    }
    for (const NamedPattern &h : p.headers) {
        const auto values = r.headerValues(h.name);
        if (!tally.add(1, h.pattern.matchAny(values, detailed), [&] {
                return "header " + h.name + ": expected " + h.pattern.describe() + ", got " +
                       shown(values.empty() ? std::nullopt : std::optional(values.front()));
            }))
            return result;
    }
    if (p.basicAuth) {
        // The scheme's name is compared without case (RFC 7235), the credentials exactly.
        const std::string expected = base64Encode(p.basicAuth->first + ":" + p.basicAuth->second);
        const auto got = r.header("Authorization");
        const bool ok = got && got->size() == 6 + expected.size() && equalsIgnoringCase(got->substr(0, 6), "Basic ") &&
                        got->substr(6) == expected;
        if (!tally.add(1, MatchScore::of(ok), [&] {
                return "basic authentication: expected user \"" + p.basicAuth->first + "\" and its password";
            }))
            return result;
    }
    for (const NamedPattern &q : p.queryParameters) {
        const auto values = r.queryValues(q.name);
        if (!tally.add(1, q.pattern.matchAny(views(values), detailed), [&] {
                return "query parameter " + q.name + ": expected " + q.pattern.describe() + ", got " +
                       shown(values.empty() ? std::nullopt : std::optional<std::string_view>(values.front()));
            }))
            return result;
    }
    for (const NamedPattern &c : p.cookies) {
        const auto values = r.cookieValues(c.name);
        if (!tally.add(1, c.pattern.matchAny(views(values), detailed), [&] {
                return "cookie " + c.name + ": expected " + c.pattern.describe() + ", got " +
                       shown(values.empty() ? std::nullopt : std::optional<std::string_view>(values.front()));
            }))
            return result;
    }
    for (const ValuePattern &b : p.bodyPatterns) {
        if (!tally.add(1, b.match(std::string_view(r.body), detailed),
                       [&] { return "body: expected " + b.describe() + ", got " + shown(std::string_view(r.body)); }))
            return result;
    }
    result.distance = result.matched || tally.weights == 0 ? 0.0 : tally.weighted / tally.weights;
    return result;
}

} // namespace shadowbox::gateway
