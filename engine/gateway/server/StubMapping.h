#pragma once

#include "GatewayJson.h"
#include "HttpRequest.h"
#include "Outcome.h"
#include "Regex.h"
#include "ValuePattern.h"

#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace shadowbox::gateway {

struct NamedPattern {
    std::string name;
    ValuePattern pattern;
};

// The request half of a WireMock stub mapping.
struct RequestPattern {
    enum class UrlKind { Any, Url, UrlPath, UrlPattern, UrlPathPattern, UrlPathTemplate };
    std::string method = "ANY";
    UrlKind urlKind = UrlKind::Any;
    std::string url;
    std::optional<Regex> urlRegex;
    std::vector<std::string> templateSegments; // "{name}" for a parameter
    std::optional<ValuePattern> host;
    std::optional<ValuePattern> scheme;
    std::optional<int> port;
    std::vector<NamedPattern> headers;
    std::vector<NamedPattern> queryParameters;
    std::vector<NamedPattern> cookies;
    std::vector<NamedPattern> pathParameters;
    std::vector<ValuePattern> bodyPatterns;
    std::optional<std::pair<std::string, std::string>> basicAuth;
};

// How a request met (or missed) a request pattern.
struct RequestMatch {
    bool matched = false;
    double distance = 1.0;
    std::vector<std::string> misses; // one sentence per part that missed
    std::map<std::string, std::string> pathParameters;
};

// With `detailed`, every part is checked and each miss explained (for near misses); without, the
// check stops at the first miss.
RequestMatch matchRequest(const RequestPattern &pattern, const HttpRequest &request, bool detailed = false);

struct DelaySpec {
    enum class Kind { None, Uniform, LogNormal };
    Kind kind = Kind::None;
    double first = 0;               // lower, or median
    double second = 0;              // upper, or sigma
    std::optional<double> maxValue; // lognormal only: where WireMock cuts its long tail
};

// The response half.
struct ResponseDefinition {
    int status = 200;
    std::string statusMessage;
    std::vector<Header> headers;
    std::string body;
    bool templated = false;
    int fixedDelayMs = 0;
    DelaySpec delay;
    std::string fault; // CONNECTION_RESET_BY_PEER, EMPTY_RESPONSE, MALFORMED_RESPONSE_CHUNK, RANDOM_DATA_THEN_CLOSE
    std::string proxyBaseUrl;
};

// How long to wait before answering, in milliseconds, drawn as WireMock 3 draws it: the fixed delay
// plus, for "uniform", a whole number from lower to upper, both included; for "lognormal",
// median·e^(sigma·N(0,1)) rounded, drawn again (up to ten times) while above maxValue and then
// cut to it.
long long sampleDelayMs(const ResponseDefinition &response, std::mt19937 &random);

struct StubMapping {
    std::string id;
    std::string name;
    int priority = 5; // WireMock's default when a stub names none
    bool priorityGiven = false;
    RequestPattern request;
    ResponseDefinition response;
    std::string scenarioName;
    std::string requiredScenarioState;
    std::string newScenarioState;
    Json json;             // the stub as written, with its id
    uint64_t sequence = 0; // order of arrival: among equal priorities the newest wins
};

// Reads one stub in WireMock's JSON format. Accepts "uuid" for "id" and writes "id"; a stub
// without one gets a random one. `where` names the source for the error message.
Outcome<StubMapping> parseStubMapping(const Json &json, const std::string &where);

std::string newUuid();

} // namespace shadowbox::gateway
