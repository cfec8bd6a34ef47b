#include "AdminApi.h"

#include <algorithm>

namespace shadowbox::gateway {

namespace {

AdminReply json(int status, const Json &body)
{
    // Whatever reaches the journal from the sandbox is made valid UTF-8 there; should a byte slip
    // through, it becomes U+FFFD here rather than an exception that ends the gateway.
    return {status, body.dump(2, ' ', false, Json::error_handler_t::replace)};
}

AdminReply error(int status, const std::string &message)
{
    return json(status, Json{{"errors", Json::array({Json{{"code", status}, {"title", message}}})}});
}

std::string queryValue(const std::string &query, const std::string &name)
{
    HttpRequest r;
    r.url = "/?" + query;
    const auto values = r.queryValues(name);
    return values.empty() ? std::string() : values.front();
}

std::optional<uint64_t> number(const std::string &text)
{
    if (text.empty() || text.size() > 19 || !std::all_of(text.begin(), text.end(), ::isdigit))
        return std::nullopt;
    return std::stoull(text);
}

Json mappingsList(const StubStore &store)
{
    Json list = Json::array();
    for (const auto &stub : store.ordered())
        list.push_back(stub->json);
    return Json{{"mappings", list}, {"meta", Json{{"total", list.size()}}}};
}

} // namespace

AdminApi::AdminApi(StubStore &store, std::function<void()> shutdown)
    : m_store(store)
    , m_shutdown(std::move(shutdown))
    , m_started(std::chrono::steady_clock::now())
{
}

AdminReply AdminApi::handle(const std::string &method, const std::string &target, const std::string &body)
{
    const size_t q = target.find('?');
    std::string path = target.substr(0, q);
    const std::string query = q == std::string::npos ? std::string() : target.substr(q + 1);
    while (path.size() > 1 && path.back() == '/')
        path.pop_back();
    const std::string prefix = "/__admin";
    if (path.compare(0, prefix.size(), prefix) != 0)
        return error(404, "the admin API is under /__admin");
    const std::string rest = path.substr(prefix.size());
    auto under = [&](const std::string &p) { return rest == p || rest.compare(0, p.size() + 1, p + "/") == 0; };
    if (under("/mappings"))
        return mappings(method, rest.substr(std::string("/mappings").size()), body);
    if (under("/requests"))
        return requests(method, rest.substr(std::string("/requests").size()), query, body);
    if (under("/scenarios"))
        return scenarios(method, rest.substr(std::string("/scenarios").size()), body);
    if (under("/recordings"))
        return recordings(method, rest.substr(std::string("/recordings").size()), body);
    if (rest == "/reset" && method == "POST") {
        m_store.resetToDefaults();
        m_store.clearJournal();
        return json(200, Json::object());
    }
    if (rest == "/health" && method == "GET") {
        const auto up = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - m_started);
        return json(200, Json{{"status", "healthy"},
                              {"message", "Shadowbox gateway is ok"},
                              {"version", SHADOWBOX_VERSION},
                              {"uptimeInSeconds", up.count()},
                              {"stubs", m_store.ordered().size()}});
    }
    if (rest == "/shutdown" && method == "POST") {
        if (m_shutdown)
            m_shutdown();
        return json(200, Json::object());
    }
    return error(404, "no admin resource " + method + " " + path);
}

AdminReply AdminApi::mappings(const std::string &method, const std::string &rest, const std::string &body)
{
    if (rest.empty() || rest == "/") {
        if (method == "GET")
            return json(200, mappingsList(m_store));
        if (method == "DELETE") {
            m_store.clear();
            return json(200, Json::object());
        }
        if (method == "POST") {
            const Json parsed = Json::parse(body, nullptr, false);
            if (parsed.is_discarded())
                return error(422, "the stub is not valid JSON");
            auto stub = m_store.put(parsed, "the stub");
            if (!stub)
                return error(422, stub.error());
            return json(201, (*stub)->json);
        }
        return error(405, "use GET, POST or DELETE on /__admin/mappings");
    }
    if (rest == "/reset" && method == "POST") {
        // As WireMock 3 does it: the journal goes too.
        m_store.resetToDefaults();
        m_store.clearJournal();
        return json(200, Json::object());
    }
    if (rest == "/import" && method == "POST") {
        const Json parsed = Json::parse(body, nullptr, false);
        if (parsed.is_discarded() || !parsed.is_object() || !parsed.contains("mappings") ||
            !parsed["mappings"].is_array())
            return error(422, "an import is {\"mappings\": [ … ]} with optional \"importOptions\"");
        const Json options = parsed.value("importOptions", Json::object());
        const bool ignoreDuplicates = options.value("duplicatePolicy", std::string()) == "IGNORE";
        const bool deleteOthers = options.value("deleteAllNotInImport", false);
        // Every stub is read before any is stored: an import with one bad stub changes nothing.
        std::vector<StubMapping> incoming;
        size_t index = 0;
        for (const Json &item : parsed["mappings"]) {
            auto stub = parseStubMapping(item, "mappings[" + std::to_string(index++) + "]");
            if (!stub)
                return error(422, stub.error());
            incoming.push_back(std::move(*stub));
        }
        if (deleteOthers) {
            std::vector<std::string> keep;
            for (const StubMapping &s : incoming)
                keep.push_back(s.id);
            std::vector<std::string> drop;
            for (const auto &s : m_store.ordered()) {
                if (std::find(keep.begin(), keep.end(), s->id) == keep.end())
                    drop.push_back(s->id);
            }
            for (const std::string &id : drop)
                m_store.remove(id);
        }
        // WireMock stores an import's stubs last-first, so the first in the file wins a tie.
        for (auto it = incoming.rbegin(); it != incoming.rend(); ++it) {
            if (ignoreDuplicates && m_store.find(it->id))
                continue;
            m_store.put(it->json, "import");
        }
        // Beyond WireMock's empty answer: the stubs as stored, in the import's order.
        Json stored = Json::array();
        for (const StubMapping &s : incoming) {
            if (auto kept = m_store.find(s.id))
                stored.push_back(kept->json);
        }
        return json(200, Json{{"mappings", stored}});
    }
    const std::string id = rest.substr(1);
    if (id.find('/') != std::string::npos)
        return error(404, "no admin resource /__admin/mappings" + rest);
    auto existing = m_store.find(id);
    if (method == "GET") {
        if (!existing)
            return error(404, "no stub with id " + id);
        return json(200, existing->json);
    }
    if (method == "DELETE") {
        if (!m_store.remove(id))
            return error(404, "no stub with id " + id);
        return json(200, Json::object());
    }
    if (method == "PUT") {
        if (!existing)
            return error(404, "no stub with id " + id);
        Json parsed = Json::parse(body, nullptr, false);
        if (parsed.is_discarded() || !parsed.is_object())
            return error(422, "the stub is not valid JSON");
        parsed.erase("uuid");
        parsed["id"] = id;
        auto stub = m_store.put(parsed, "the stub");
        if (!stub)
            return error(422, stub.error());
        return json(200, (*stub)->json);
    }
    return error(405, "use GET, PUT or DELETE on /__admin/mappings/{id}");
}

AdminReply AdminApi::requests(const std::string &method, const std::string &rest, const std::string &query,
                              const std::string &body)
{
    const auto &journal = m_store.journal();
    if ((rest.empty() || rest == "/") && method == "DELETE") {
        m_store.clearJournal();
        return json(200, Json::object());
    }
    if ((rest.empty() || rest == "/" || rest == "/unmatched") && method == "GET") {
        const bool unmatchedOnly = rest == "/unmatched";
        const auto after = number(queryValue(query, "after"));
        const auto limit = number(queryValue(query, "limit"));
        const std::string since = queryValue(query, "since");
        Json list = Json::array();
        // Newest first, as WireMock lists them.
        for (auto it = journal.rbegin(); it != journal.rend(); ++it) {
            if (after && it->sequence <= *after)
                break;
            if (unmatchedOnly && it->outcome != "unmatched")
                continue;
            Json entry = journalEntryJson(*it);
            if (!since.empty() && entry["request"]["loggedDateString"].get<std::string>() < since)
                break;
            list.push_back(std::move(entry));
            if (limit && list.size() >= *limit)
                break;
        }
        if (unmatchedOnly)
            return json(200, Json{{"requests", list}});
        return json(200, Json{{"requests", list},
                              {"meta", Json{{"total", journal.size()}}},
                              {"requestJournalDisabled", false},
                              {"shadowbox", Json{{"lastSequence", m_store.journalTotal()}}}});
    }
    if (rest == "/unmatched/near-misses" && method == "GET") {
        Json list = Json::array();
        for (auto it = journal.rbegin(); it != journal.rend(); ++it) {
            if (it->outcome != "unmatched")
                continue;
            const Json entry = journalEntryJson(*it);
            for (const Json &miss : entry["shadowbox"]["nearMisses"])
                list.push_back(Json{{"request", entry["request"]},
                                    {"stubMapping", Json{{"id", miss["stubId"]}, {"name", miss["name"]}}},
                                    {"matchResult", Json{{"distance", miss["distance"]}}},
                                    {"misses", miss["misses"]}});
        }
        return json(200, Json{{"nearMisses", list}});
    }
    if (rest == "/count" && method == "POST") {
        const Json parsed = Json::parse(body, nullptr, false);
        auto stub = parseStubMapping(Json{{"request", parsed.is_discarded() ? Json::object() : parsed}}, "the pattern");
        if (!stub)
            return error(422, stub.error());
        size_t count = 0;
        for (const JournalEntry &e : journal)
            count += matchRequest(stub->request, e.request).matched ? 1 : 0;
        return json(200, Json{{"count", count}});
    }
    return error(404, "no admin resource " + method + " /__admin/requests" + rest);
}

AdminReply AdminApi::scenarios(const std::string &method, const std::string &rest, const std::string &body)
{
    if ((rest.empty() || rest == "/") && method == "GET")
        return json(200, m_store.scenariosJson());
    if (rest == "/reset" && (method == "POST" || method == "PUT")) {
        m_store.resetScenarios();
        return json(200, Json::object());
    }
    const std::string stateSuffix = "/state";
    if (method == "PUT" && rest.size() > stateSuffix.size() + 1 &&
        rest.compare(rest.size() - stateSuffix.size(), stateSuffix.size(), stateSuffix) == 0) {
        const std::string name = percentDecode(rest.substr(1, rest.size() - stateSuffix.size() - 1), false);
        const Json parsed = Json::parse(body, nullptr, false);
        const std::string state = parsed.is_object() ? parsed.value("state", std::string("Started")) : "Started";
        if (!m_store.setScenarioState(name, state))
            return error(404, "no scenario named " + name);
        return json(200, Json::object());
    }
    return error(404, "no admin resource " + method + " /__admin/scenarios" + rest);
}

AdminReply AdminApi::recordings(const std::string &method, const std::string &rest, const std::string &body)
{
    RecordingLog &log = m_store.recordings();
    if (rest.empty() && method == "GET") {
        // What each exchange was, without the bodies (a snapshot has them).
        Json list = Json::array();
        for (const Exchange &e : log.exchanges())
            list.push_back(Json{{"id", e.id},
                                {"method", printable(e.request.method)},
                                {"host", printable(e.request.host)},
                                {"port", e.request.port},
                                {"scheme", e.request.scheme},
                                {"url", printable(e.request.url)},
                                {"status", e.status},
                                {"requestBodySize", e.request.body.size()},
                                {"responseBodySize", e.body.size()}});
        return json(200, Json{{"recordings", list}});
    }
    if (rest.empty() && method == "DELETE") {
        log.clear();
        return json(200, Json::object());
    }
    if (rest == "/snapshot" && method == "POST") {
        Json options = Json::object();
        if (body.find_first_not_of(" \t\r\n") != std::string::npos) {
            options = Json::parse(body, nullptr, false);
            if (options.is_discarded())
                return error(422, "the snapshot's options are not valid JSON");
        }
        auto plan = planSnapshot(log.exchanges(), options);
        if (!plan)
            return error(422, plan.error());
        Json mappings = Json::array();
        Json ids = Json::array();
        for (const Json &stub : plan->stubs) {
            if (plan->persist) {
                auto stored = m_store.put(stub, "the recorded stub");
                if (!stored)
                    return error(500, stored.error()); // a stub made here that the store refuses is a bug
            }
            mappings.push_back(stub);
            ids.push_back(stub["id"]);
        }
        // Taken into stubs, they are not taken again by the next snapshot.
        if (plan->persist)
            log.remove(plan->ids);
        return json(200, plan->idsOnly ? Json{{"ids", ids}} : Json{{"mappings", mappings}});
    }
    if ((rest == "/start" || rest == "/stop") && method == "POST")
        return error(422, "the gateway records the hosts its network policy names for recording (a rule with "
                          "\"record\": true; `shadowbox network record`), so there is nothing to start or stop here");
    return error(404, "no admin resource " + method + " /__admin/recordings" + rest);
}

} // namespace shadowbox::gateway
