#include "StubStore.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <set>

namespace shadowbox::gateway {

namespace {
constexpr const char *kStarted = "Started";
}

StubStore::StubStore(size_t journalEntries, size_t journalBytes)
    : m_journalEntries(journalEntries)
    , m_journalBytes(journalBytes)
{
}

Outcome<std::shared_ptr<const StubMapping>> StubStore::put(const Json &json, const std::string &where)
{
    auto parsed = parseStubMapping(json, where);
    if (!parsed)
        return Outcome<std::shared_ptr<const StubMapping>>::failure(parsed.error());
    parsed->sequence = ++m_stubSequence;
    auto stub = std::make_shared<const StubMapping>(std::move(*parsed));
    std::erase_if(m_ordered, [&](const auto &s) { return s->id == stub->id; });
    m_ordered.push_back(stub);
    reorder();
    save();
    return stub;
}

bool StubStore::remove(const std::string &id)
{
    const auto before = m_ordered.size();
    std::erase_if(m_ordered, [&](const auto &s) { return s->id == id; });
    if (m_ordered.size() == before)
        return false;
    save();
    return true;
}

void StubStore::clear()
{
    m_ordered.clear();
    m_scenarios.clear();
    save();
}

void StubStore::keepAsDefaults()
{
    m_defaults = m_ordered;
    std::sort(m_defaults.begin(), m_defaults.end(),
              [](const auto &a, const auto &b) { return a->sequence < b->sequence; });
}

void StubStore::resetToDefaults()
{
    m_scenarios.clear();
    // WireMock loads its mapping files again. A store that saves every change (a sandbox's
    // gateway, whose stubs the database keeps too) has its file up to date: its stubs stay.
    if (!m_saveTo.empty())
        return;
    m_ordered.clear();
    // Stored anew, so that each is newer than any stub stored before the reset had been.
    for (const auto &stub : m_defaults) {
        auto again = std::make_shared<StubMapping>(*stub);
        again->sequence = ++m_stubSequence;
        m_ordered.push_back(std::move(again));
    }
    reorder();
    save();
}

void StubStore::saveTo(std::string path)
{
    m_saveTo = std::move(path);
}

void StubStore::save() const
{
    if (m_saveTo.empty())
        return;
    std::vector<std::shared_ptr<const StubMapping>> oldestFirst = m_ordered;
    std::sort(oldestFirst.begin(), oldestFirst.end(),
              [](const auto &a, const auto &b) { return a->sequence < b->sequence; });
    Json list = Json::array();
    for (const auto &stub : oldestFirst)
        list.push_back(stub->json);
    const std::string temporary = m_saveTo + ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << Json{{"mappings", list}}.dump(2) << '\n';
        if (!out.flush())
            return;
    }
    std::rename(temporary.c_str(), m_saveTo.c_str());
}

std::shared_ptr<const StubMapping> StubStore::find(const std::string &id) const
{
    for (const auto &s : m_ordered) {
        if (s->id == id)
            return s;
    }
    return nullptr;
}

void StubStore::reorder()
{
    std::stable_sort(m_ordered.begin(), m_ordered.end(), [](const auto &a, const auto &b) {
        if (a->priority != b->priority)
            return a->priority < b->priority;
        return a->sequence > b->sequence;
    });
}

std::string StubStore::scenarioState(const std::string &name) const
{
    auto it = m_scenarios.find(name);
    return it == m_scenarios.end() ? std::string(kStarted) : it->second;
}

bool StubStore::setScenarioState(const std::string &name, const std::string &state)
{
    const bool known =
        std::any_of(m_ordered.begin(), m_ordered.end(), [&](const auto &s) { return s->scenarioName == name; });
    if (!known)
        return false;
    m_scenarios[name] = state;
    return true;
}

void StubStore::resetScenarios()
{
    m_scenarios.clear();
}

Json StubStore::scenariosJson() const
{
    std::map<std::string, std::set<std::string>> possible;
    for (const auto &s : m_ordered) {
        if (s->scenarioName.empty())
            continue;
        auto &states = possible[s->scenarioName];
        states.insert(kStarted);
        if (!s->requiredScenarioState.empty())
            states.insert(s->requiredScenarioState);
        if (!s->newScenarioState.empty())
            states.insert(s->newScenarioState);
    }
    Json list = Json::array();
    for (const auto &[name, states] : possible) {
        list.push_back(Json{{"id", name},
                            {"name", name},
                            {"state", scenarioState(name)},
                            {"possibleStates", Json(std::vector<std::string>(states.begin(), states.end()))}});
    }
    return Json{{"scenarios", list}};
}

Served StubStore::serve(const HttpRequest &request)
{
    Served served;
    for (const auto &stub : m_ordered) {
        if (!stub->scenarioName.empty() && !stub->requiredScenarioState.empty() &&
            scenarioState(stub->scenarioName) != stub->requiredScenarioState)
            continue;
        RequestMatch match = matchRequest(stub->request, request);
        if (!match.matched)
            continue;
        if (!stub->scenarioName.empty() && !stub->newScenarioState.empty())
            m_scenarios[stub->scenarioName] = stub->newScenarioState;
        served.stub = stub;
        served.pathParameters = std::move(match.pathParameters);
        return served;
    }
    served.nearMisses = nearMisses(request, 3);
    return served;
}

std::vector<NearMiss> StubStore::nearMisses(const HttpRequest &request, size_t count) const
{
    std::vector<NearMiss> all;
    for (const auto &stub : m_ordered) {
        RequestMatch match = matchRequest(stub->request, request, true);
        if (!stub->scenarioName.empty() && !stub->requiredScenarioState.empty() &&
            scenarioState(stub->scenarioName) != stub->requiredScenarioState) {
            match.misses.push_back("scenario " + stub->scenarioName + ": needs state \"" + stub->requiredScenarioState +
                                   "\", it is \"" + scenarioState(stub->scenarioName) + "\"");
            match.distance = std::max(match.distance, 0.01);
        }
        all.push_back({stub->id, stub->name, match.distance, std::move(match.misses)});
    }
    std::stable_sort(all.begin(), all.end(),
                     [](const NearMiss &a, const NearMiss &b) { return a.distance < b.distance; });
    if (all.size() > count)
        all.resize(count);
    return all;
}

namespace {

size_t entryBytes(const JournalEntry &e)
{
    size_t n =
        sizeof(JournalEntry) + e.request.url.size() + e.request.body.size() + e.request.host.size() + e.detail.size();
    for (const Header &h : e.request.headers)
        n += h.name.size() + h.value.size() + sizeof(Header);
    for (const NearMiss &m : e.nearMisses) {
        for (const std::string &s : m.misses)
            n += s.size();
    }
    return n;
}

} // namespace

void StubStore::record(JournalEntry entry)
{
    entry.sequence = ++m_sequence;
    if (entry.id.empty())
        entry.id = newUuid();
    if (entry.request.body.size() > kJournalBodyLimit)
        entry.request.body.resize(kJournalBodyLimit);
    m_journalUsed += entryBytes(entry);
    m_journal.push_back(std::move(entry));
    while (!m_journal.empty() && (m_journal.size() > m_journalEntries || m_journalUsed > m_journalBytes)) {
        m_journalUsed -= entryBytes(m_journal.front());
        m_journal.pop_front();
    }
}

void StubStore::clearJournal()
{
    m_journal.clear();
    m_journalUsed = 0;
}

namespace {

std::string isoTime(std::chrono::system_clock::time_point t)
{
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
    const std::time_t seconds = std::time_t(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char text[64];
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                  tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, int(ms % 1000));
    return text;
}

} // namespace

Json journalEntryJson(const JournalEntry &e)
{
    Json headers = Json::object();
    for (const Header &h : e.request.headers) {
        const std::string name = printable(h.name);
        if (headers.contains(name))
            headers[name] = headers[name].get<std::string>() + ", " + printable(h.value);
        else
            headers[name] = printable(h.value);
    }
    Json query = Json::object();
    for (const auto &[name, value] : e.request.queryParameters()) {
        Json &entry = query[printable(name)];
        if (entry.is_null())
            entry = Json{{"key", printable(name)}, {"values", Json::array()}};
        entry["values"].push_back(printable(value));
    }
    const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(e.when.time_since_epoch()).count();
    Json request{{"url", printable(e.request.url)},
                 {"absoluteUrl", printable(e.request.absoluteUrl())},
                 {"method", printable(e.request.method)},
                 {"clientIp", e.request.clientIp},
                 {"headers", headers},
                 {"queryParams", query},
                 {"body", printable(e.request.body)},
                 {"bodyAsBase64", base64Encode(e.request.body)},
                 {"browserProxyRequest", false},
                 {"loggedDate", millis},
                 {"loggedDateString", isoTime(e.when)}};
    Json misses = Json::array();
    for (const NearMiss &m : e.nearMisses) {
        Json reasons = Json::array();
        for (const std::string &s : m.misses)
            reasons.push_back(printable(s));
        misses.push_back(
            Json{{"stubId", m.stubId}, {"name", printable(m.stubName)}, {"distance", m.distance}, {"misses", reasons}});
    }
    Json out{{"id", e.id},
             {"request", request},
             {"responseDefinition", Json{{"status", e.status}}},
             {"wasMatched", e.outcome == "matched"},
             {"timing", Json{{"totalTime", e.milliseconds}}},
             {"shadowbox", Json{{"sequence", e.sequence},
                                {"outcome", e.outcome},
                                {"detail", printable(e.detail)},
                                {"host", printable(e.request.host)},
                                {"port", e.request.port},
                                {"scheme", e.request.scheme},
                                {"bodySize", e.bodySize},
                                {"nearMisses", misses}}}};
    if (!e.stubId.empty())
        out["stubMapping"] = Json{{"id", e.stubId}};
    return out;
}

std::string unmatchedExplanation(const HttpRequest &request, const std::vector<NearMiss> &nearMisses, bool anyStubs)
{
    std::string out = "Shadowbox gateway: no stub matched " + printable(request.method) + " " +
                      printable(request.absoluteUrl()) + "\n";
    if (!anyStubs)
        return out + "\nThere are no stubs for this sandbox yet: add one in the Network panel or with "
                     "`shadowbox mocks add`.\n";
    out += "\nNearest stubs:\n";
    int n = 0;
    for (const NearMiss &m : nearMisses) {
        char distance[16];
        std::snprintf(distance, sizeof distance, "%.2f", m.distance);
        out += std::to_string(++n) + ". " +
               (m.stubName.empty() ? m.stubId : "\"" + printable(m.stubName) + "\" (" + m.stubId + ")") +
               ", distance " + distance + "\n";
        for (const std::string &miss : m.misses)
            out += "   - " + printable(miss) + "\n";
    }
    return out;
}

} // namespace shadowbox::gateway
