#pragma once

#include "GatewayJson.h"
#include "HttpRequest.h"
#include "Outcome.h"
#include "Recording.h"
#include "StubMapping.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace shadowbox::gateway {

struct NearMiss {
    std::string stubId;
    std::string stubName;
    double distance = 1.0;
    std::vector<std::string> misses;
};

// What happened to one request the sandbox made.
struct JournalEntry {
    uint64_t sequence = 0;
    std::string id;
    std::chrono::system_clock::time_point when;
    HttpRequest request;
    size_t bodySize = 0; // the body as sent; request.body keeps at most kJournalBodyLimit of it
    std::string outcome; // matched, unmatched, passed, refused
    std::string detail;  // why refused, or the rule that let it pass
    std::string stubId;
    int status = 0;
    std::vector<NearMiss> nearMisses;
    double milliseconds = 0;
};

struct Served {
    std::shared_ptr<const StubMapping> stub; // null: nothing matched
    std::map<std::string, std::string> pathParameters;
    std::vector<NearMiss> nearMisses;
};

// The stubs, the scenarios' states and the request journal of one gateway. Used from the
// gateway's one event-loop thread only.
class StubStore {
public:
    static constexpr size_t kJournalBodyLimit = 64 * 1024;

    explicit StubStore(size_t journalEntries = 5000, size_t journalBytes = 8 * 1024 * 1024);

    // Adds a stub, or replaces the one with the same id. Returns the stub as stored.
    Outcome<std::shared_ptr<const StubMapping>> put(const Json &json, const std::string &where);
    // From now on every change of the stubs is written to `path` ({"mappings": [...]}, oldest
    // first, so that loading it gives the same order), through a temporary file and a rename.
    void saveTo(std::string path);
    bool remove(const std::string &id);
    void clear();
    // The stubs stored now are the ones a reset brings back, as WireMock's reset brings back the
    // stubs of its mapping files.
    void keepAsDefaults();
    // Every scenario is at its start again; every stub goes and the defaults come back, unless
    // the store saves its stubs (saveTo), whose file, loaded again, would give the same ones.
    void resetToDefaults();
    std::shared_ptr<const StubMapping> find(const std::string &id) const;
    // In the order WireMock tries them: priority, then newest first.
    const std::vector<std::shared_ptr<const StubMapping>> &ordered() const { return m_ordered; }

    // Finds the stub that answers the request and moves its scenario on; with no stub, the
    // nearest ones and why they missed.
    Served serve(const HttpRequest &request);
    std::vector<NearMiss> nearMisses(const HttpRequest &request, size_t count) const;

    std::string scenarioState(const std::string &name) const;
    bool setScenarioState(const std::string &name, const std::string &state);
    void resetScenarios();
    Json scenariosJson() const;

    void record(JournalEntry entry);
    const std::deque<JournalEntry> &journal() const { return m_journal; }
    void clearJournal();
    uint64_t journalTotal() const { return m_sequence; }

    // What was sent on to the hosts the policy records, for snapshots (see Recording.h).
    RecordingLog &recordings() { return m_recordings; }

private:
    void reorder();
    void save() const;

    std::string m_saveTo;
    std::vector<std::shared_ptr<const StubMapping>> m_ordered;
    std::vector<std::shared_ptr<const StubMapping>> m_defaults; // oldest first
    std::map<std::string, std::string> m_scenarios;             // name → state, for states that left "Started"
    std::deque<JournalEntry> m_journal;
    RecordingLog m_recordings;
    size_t m_journalEntries;
    size_t m_journalBytes;
    size_t m_journalUsed = 0;
    uint64_t m_sequence = 0;
    uint64_t m_stubSequence = 0;
};

Json journalEntryJson(const JournalEntry &entry);
// The 404 body for a request no stub matched: what was asked and the nearest stubs.
std::string unmatchedExplanation(const HttpRequest &request, const std::vector<NearMiss> &nearMisses, bool anyStubs);

} // namespace shadowbox::gateway
