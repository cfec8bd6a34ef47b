#include "Recording.h"

#include "StubMapping.h"

#include <algorithm>
#include <map>

namespace shadowbox::gateway {

namespace {

size_t exchangeBytes(const Exchange &e)
{
    size_t n = sizeof(Exchange) + e.request.url.size() + e.request.host.size() + e.request.body.size() + e.body.size();
    for (const Header &h : e.request.headers)
        n += h.name.size() + h.value.size() + sizeof(Header);
    for (const Header &h : e.headers)
        n += h.name.size() + h.value.size() + sizeof(Header);
    return n;
}

// Headers that describe one connection or one transfer, not the answer: a stub's answer is
// framed again by the gateway.
bool framingHeader(std::string_view name)
{
    static const char *const kFraming[] = {"connection",        "keep-alive",     "proxy-connection",
                                           "transfer-encoding", "content-length", "te",
                                           "trailer",           "upgrade",        "matched-stub-id"};
    return std::any_of(std::begin(kFraming), std::end(kFraming),
                       [&](const char *f) { return equalsIgnoringCase(name, f); });
}

bool isText(const std::string &bytes)
{
    return printable(bytes) == bytes;
}

// A name for a stub or a scenario, from the request it answers.
std::string describe(const HttpRequest &r)
{
    std::string path(r.path());
    if (path.size() > 120)
        path = path.substr(0, 120) + "…";
    return printable(r.method + " " + r.host + path);
}

// Unique across snapshots too, so that a later one's scenario never shares an earlier one's state.
std::string scenarioName(const HttpRequest &r)
{
    std::string slug;
    for (char c : r.host + std::string(r.path())) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (keep)
            slug += c;
        else if (!slug.empty() && slug.back() != '-')
            slug += '-';
    }
    while (!slug.empty() && slug.back() == '-')
        slug.pop_back();
    return "recorded-" + slug.substr(0, 80) + "-" + newUuid().substr(0, 8);
}

struct BodyRule {
    std::string matcher = "auto"; // auto, equalToJson, equalTo
    bool ignoreArrayOrder = true;
    bool ignoreExtraElements = true;
    bool caseInsensitive = false;
};

Json bodyPattern(const std::string &body, const BodyRule &rule)
{
    const Json parsed = Json::parse(body, nullptr, false);
    const bool json = !parsed.is_discarded() && (parsed.is_object() || parsed.is_array());
    if (json && rule.matcher != "equalTo")
        return Json{{"equalToJson", parsed},
                    {"ignoreArrayOrder", rule.ignoreArrayOrder},
                    {"ignoreExtraElements", rule.ignoreExtraElements}};
    if (!isText(body))
        return Json{{"binaryEqualTo", base64Encode(body)}};
    Json p{{"equalTo", body}};
    if (rule.caseInsensitive)
        p["caseInsensitive"] = true;
    return p;
}

Json requestPattern(const HttpRequest &r, const std::map<std::string, bool> &captureHeaders, const BodyRule &body)
{
    // As WireMock's snapshot writes it: the whole URL when it has no query, else the path and every
    // query parameter with exactly the values it had.
    Json request{{"method", printable(r.method)}, {"host", Json{{"equalTo", printable(r.host)}}}};
    const auto query = r.queryParameters();
    if (query.empty()) {
        request["url"] = printable(r.url);
    } else {
        request["urlPath"] = printable(r.path());
        Json parameters = Json::object();
        for (const auto &[name, value] : query) {
            Json &slot = parameters[printable(name)];
            if (slot.is_null())
                slot = Json{{"hasExactly", Json::array()}};
            slot["hasExactly"].push_back(Json{{"equalTo", printable(value)}});
        }
        request["queryParameters"] = parameters;
    }
    Json headers = Json::object();
    for (const auto &[name, caseInsensitive] : captureHeaders) {
        if (auto value = r.header(name)) {
            Json p{{"equalTo", printable(*value)}};
            if (caseInsensitive)
                p["caseInsensitive"] = true;
            headers[name] = p;
        }
    }
    if (!headers.empty())
        request["headers"] = headers;
    if (!r.body.empty())
        request["bodyPatterns"] = Json::array({bodyPattern(r.body, body)});
    return request;
}

Json responseDefinition(const Exchange &e)
{
    Json response{{"status", e.status}};
    Json headers = Json::object();
    for (const Header &h : e.headers) {
        if (framingHeader(h.name))
            continue;
        const std::string name = printable(h.name);
        Json &slot = headers[name];
        if (slot.is_null())
            slot = printable(h.value);
        else if (slot.is_string())
            slot = Json::array({slot, printable(h.value)});
        else
            slot.push_back(printable(h.value));
    }
    if (!headers.empty())
        response["headers"] = headers;
    if (!e.body.empty()) {
        if (isText(e.body))
            response["body"] = e.body;
        else
            response["base64Body"] = base64Encode(e.body);
    }
    return response;
}

template <typename T> Outcome<T> refusal(const std::string &why)
{
    return Outcome<T>::failure(why);
}

} // namespace

RecordingLog::RecordingLog(size_t entries, size_t bytes)
    : m_entries(entries)
    , m_bytes(bytes)
{
}

void RecordingLog::add(Exchange exchange)
{
    exchange.sequence = ++m_sequence;
    if (exchange.id.empty())
        exchange.id = newUuid();
    m_used += exchangeBytes(exchange);
    m_exchanges.push_back(std::move(exchange));
    while (m_exchanges.size() > 1 && (m_exchanges.size() > m_entries || m_used > m_bytes)) {
        m_used -= exchangeBytes(m_exchanges.front());
        m_exchanges.pop_front();
    }
}

void RecordingLog::remove(const std::vector<std::string> &ids)
{
    for (auto it = m_exchanges.begin(); it != m_exchanges.end();) {
        if (std::find(ids.begin(), ids.end(), it->id) != ids.end()) {
            m_used -= exchangeBytes(*it);
            it = m_exchanges.erase(it);
        } else {
            ++it;
        }
    }
}

void RecordingLog::clear()
{
    m_exchanges.clear();
    m_used = 0;
}

Outcome<SnapshotPlan> planSnapshot(const std::deque<Exchange> &exchanges, const Json &options)
{
    if (!options.is_object())
        return refusal<SnapshotPlan>("a snapshot's options are a JSON object");
    static const char *const kKnown[] = {"filters", "captureHeaders", "requestBodyPattern", "repeatsAsScenarios",
                                         "persist", "outputFormat"};
    for (const auto &item : options.items()) {
        const std::string &key = item.key();
        if (std::none_of(std::begin(kKnown), std::end(kKnown), [&key](const char *k) { return key == k; }))
            return refusal<SnapshotPlan>("the gateway does not take \"" + key +
                                         "\" in a snapshot (it takes filters, captureHeaders, requestBodyPattern, "
                                         "repeatsAsScenarios, persist and outputFormat)");
    }
    SnapshotPlan plan;
    plan.persist = options.value("persist", true);
    const bool repeatsAsScenarios = options.value("repeatsAsScenarios", true);
    const std::string format = options.value("outputFormat", std::string("FULL"));
    if (format != "FULL" && format != "IDS")
        return refusal<SnapshotPlan>("a snapshot's outputFormat is FULL or IDS");
    plan.idsOnly = format == "IDS";

    // The filters are a request pattern (and ids), matched as a stub's would be.
    std::optional<RequestPattern> filter;
    std::vector<std::string> onlyIds;
    if (auto f = options.find("filters"); f != options.end()) {
        if (!f->is_object())
            return refusal<SnapshotPlan>("a snapshot's filters are a JSON object");
        Json pattern = *f;
        if (auto ids = pattern.find("ids"); ids != pattern.end()) {
            if (!ids->is_array())
                return refusal<SnapshotPlan>("a snapshot's filters.ids is a list of recorded request ids");
            for (const Json &id : *ids)
                onlyIds.push_back(id.is_string() ? id.get<std::string>() : id.dump());
            pattern.erase("ids");
        }
        pattern.erase("allowNonProxied"); // every exchange here went to the host
        auto stub = parseStubMapping(Json{{"request", pattern}}, "the snapshot's filters");
        if (!stub)
            return refusal<SnapshotPlan>(stub.error());
        filter = std::move(stub->request);
    }
    std::map<std::string, bool> captureHeaders;
    if (auto c = options.find("captureHeaders"); c != options.end()) {
        if (!c->is_object())
            return refusal<SnapshotPlan>(
                "a snapshot's captureHeaders is an object of header name → {\"caseInsensitive\": true|false}");
        for (const auto &[name, spec] : c->items())
            captureHeaders[name] = spec.is_object() && spec.value("caseInsensitive", false);
    }
    BodyRule bodyRule;
    if (auto b = options.find("requestBodyPattern"); b != options.end()) {
        if (!b->is_object())
            return refusal<SnapshotPlan>("a snapshot's requestBodyPattern is a JSON object");
        bodyRule.matcher = b->value("matcher", std::string("auto"));
        if (bodyRule.matcher != "auto" && bodyRule.matcher != "equalToJson" && bodyRule.matcher != "equalTo")
            return refusal<SnapshotPlan>("a snapshot's requestBodyPattern.matcher is auto, equalToJson or equalTo");
        bodyRule.ignoreArrayOrder = b->value("ignoreArrayOrder", true);
        bodyRule.ignoreExtraElements = b->value("ignoreExtraElements", true);
        bodyRule.caseInsensitive = b->value("caseInsensitive", false);
    }

    // Exchanges with the same request pattern are one request repeated.
    struct Group {
        Json request;
        std::vector<const Exchange *> exchanges;
    };
    std::vector<Group> groups;
    for (const Exchange &e : exchanges) {
        if (!onlyIds.empty() && std::find(onlyIds.begin(), onlyIds.end(), e.id) == onlyIds.end())
            continue;
        if (filter && !matchRequest(*filter, e.request).matched)
            continue;
        Json request = requestPattern(e.request, captureHeaders, bodyRule);
        auto same = std::find_if(groups.begin(), groups.end(), [&](const Group &g) { return g.request == request; });
        if (same == groups.end())
            groups.push_back(Group{std::move(request), {&e}});
        else
            same->exchanges.push_back(&e);
    }
    for (const Group &g : groups) {
        const size_t answers = repeatsAsScenarios ? g.exchanges.size() : 1;
        const std::string scenario = answers > 1 ? scenarioName(g.exchanges.front()->request) : "";
        for (size_t i = 0; i < answers; ++i) {
            const Exchange &e = *g.exchanges[i];
            Json stub{{"id", newUuid()},
                      {"name", describe(e.request)},
                      {"request", g.request},
                      {"response", responseDefinition(e)}};
            if (answers > 1) {
                // The answers in the order they came; the last one keeps answering.
                stub["scenarioName"] = scenario;
                stub["requiredScenarioState"] =
                    i == 0 ? std::string("Started") : scenario + "-" + std::to_string(i + 1);
                if (i + 1 < answers)
                    stub["newScenarioState"] = scenario + "-" + std::to_string(i + 2);
            }
            plan.stubs.push_back(std::move(stub));
        }
        for (const Exchange *e : g.exchanges)
            plan.ids.push_back(e->id);
    }
    return plan;
}

} // namespace shadowbox::gateway
