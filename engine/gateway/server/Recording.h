#pragma once

#include "GatewayJson.h"
#include "HttpRequest.h"
#include "Outcome.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace shadowbox::gateway {

// One request the gateway sent on to a host it records, and the host's answer, whole (what the
// request journal keeps of a body is cut short; a stub needs all of it).
struct Exchange {
    uint64_t sequence = 0;
    std::string id;
    std::chrono::system_clock::time_point when;
    HttpRequest request;
    int status = 0;
    std::string statusMessage;
    std::vector<Header> headers;
    std::string body;
};

// The exchanges recorded since the last snapshot that took them, oldest first, bounded in count and
// in bytes (the oldest go first). Used from the gateway's one event-loop thread only.
class RecordingLog {
public:
    // A request larger than this is passed on but not recorded; an answer is read with this as
    // its body limit (the gateway holds it whole). With the log's bound, what recording holds stays well inside the
    // gateway container's memory limit (SandboxGateway.cpp).
    static constexpr size_t kBodyLimit = 8 * 1024 * 1024;

    explicit RecordingLog(size_t entries = 2000, size_t bytes = 32 * 1024 * 1024);

    void add(Exchange exchange);
    const std::deque<Exchange> &exchanges() const { return m_exchanges; }
    void remove(const std::vector<std::string> &ids);
    void clear();

private:
    std::deque<Exchange> m_exchanges;
    size_t m_entries;
    size_t m_bytes;
    size_t m_used = 0;
    uint64_t m_sequence = 0;
};

// What POST /__admin/recordings/snapshot makes of the recorded exchanges, in WireMock's terms:
// `filters` (a request pattern the exchanges must match, and `ids`), `captureHeaders` (request
// headers the stubs match on), `requestBodyPattern` (by default a JSON body becomes equalToJson with
// ignoreArrayOrder and ignoreExtraElements, any other body equalTo), `repeatsAsScenarios` (by
// default the answers to one request repeated become a scenario that gives them in turn; without
// it the first answer is kept), `persist` and `outputFormat` (FULL or IDS). Every stub matches its
// exchange's host, method and URL (its path and exactly its query parameters when it has some).
struct SnapshotPlan {
    std::vector<Json> stubs;      // in the order of the exchanges they came from
    std::vector<std::string> ids; // the exchanges they came from (all of a repeated request's)
    bool persist = true;
    bool idsOnly = false;
};
Outcome<SnapshotPlan> planSnapshot(const std::deque<Exchange> &exchanges, const Json &options);

} // namespace shadowbox::gateway
