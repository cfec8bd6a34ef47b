#pragma once

#include "StubStore.h"

#include <chrono>
#include <functional>
#include <string>

namespace shadowbox::gateway {

struct AdminReply {
    int status = 200;
    std::string body;
    std::string contentType = "application/json";
};

// WireMock 3's admin API, the part Shadowbox and WireMock's own clients use:
//   GET/POST/DELETE /__admin/mappings, GET/PUT/DELETE /__admin/mappings/{id},
//   POST /__admin/mappings/import, POST /__admin/mappings/reset,
//   GET/DELETE /__admin/requests (?limit=, ?since=, and ?after=<sequence>, Shadowbox's own),
//   GET /__admin/requests/unmatched, GET /__admin/requests/unmatched/near-misses,
//   POST /__admin/requests/count, POST /__admin/reset, GET /__admin/scenarios,
//   POST /__admin/scenarios/reset, PUT /__admin/scenarios/{name}/state, GET /__admin/health,
//   POST /__admin/shutdown, POST /__admin/recordings/snapshot (see Recording.h; recording itself is
//   switched on per host by the network policy, so /recordings/start and /stop are refused), and
//   Shadowbox's own GET/DELETE /__admin/recordings (the exchanges no snapshot has taken yet).
// Served only on the gateway's Unix socket: the sandbox never reaches it.
class AdminApi {
public:
    AdminApi(StubStore &store, std::function<void()> shutdown);

    AdminReply handle(const std::string &method, const std::string &target, const std::string &body);

private:
    AdminReply mappings(const std::string &method, const std::string &rest, const std::string &body);
    AdminReply requests(const std::string &method, const std::string &rest, const std::string &query,
                        const std::string &body);
    AdminReply scenarios(const std::string &method, const std::string &rest, const std::string &body);
    AdminReply recordings(const std::string &method, const std::string &rest, const std::string &body);

    StubStore &m_store;
    std::function<void()> m_shutdown;
    std::chrono::steady_clock::time_point m_started;
};

} // namespace shadowbox::gateway
