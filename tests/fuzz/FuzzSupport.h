#pragma once

// What the gateway's fuzz targets share: a request that exercises every matcher, and the serving
// path a request from the sandbox takes (match, template, journal, explanation, admin listing).

#include "AdminApi.h"
#include "ResponseTemplate.h"
#include "StubStore.h"

#include <string>

namespace shadowbox::gateway::fuzz {

inline HttpRequest sampleRequest()
{
    HttpRequest r;
    r.method = "POST";
    r.url = "/v1/charges/ch_1?limit=3&expand[]=customer&q=%E2%9C%93";
    r.scheme = "https";
    r.host = "api.stripe.com";
    r.port = 443;
    r.clientIp = "127.0.0.1";
    r.headers = {{"Content-Type", "application/json"},
                 {"Authorization", "Basic dXNlcjpwYXNz"},
                 {"Cookie", "session=abc; theme=dark"},
                 {"X-Trace", "1"}};
    r.body = R"({"amount":2000,"currency":"usd","items":[{"id":1},{"id":2}],"meta":{"a":null}})";
    return r;
}

// Everything the gateway does with a request once it has read it.
inline void serveAndJournal(StubStore &store, AdminApi &admin, const HttpRequest &request)
{
    Served served = store.serve(request);
    JournalEntry entry;
    entry.request = request;
    entry.bodySize = request.body.size();
    if (served.stub) {
        entry.outcome = "matched";
        entry.stubId = served.stub->id;
        if (served.stub->response.templated) {
            const PathValues path{served.stub->request.urlKind == RequestPattern::UrlKind::UrlPathTemplate,
                                  served.pathParameters};
            (void)renderTemplate(served.stub->response.body, request, path);
            for (const Header &h : served.stub->response.headers)
                (void)renderTemplate(h.value, request, path);
        }
    } else {
        entry.outcome = "unmatched";
        entry.nearMisses = served.nearMisses;
        (void)unmatchedExplanation(request, served.nearMisses, !store.ordered().empty());
    }
    store.record(std::move(entry));
    (void)admin.handle("GET", "/__admin/requests?limit=5", "");
    (void)admin.handle("GET", "/__admin/requests/unmatched/near-misses", "");
}

} // namespace shadowbox::gateway::fuzz
