// Fuzz target: the bytes a sandbox sends to the gateway. Read as HTTP/1.1 the way the gateway
// reads them (Beast's parser, the same limits), matched against stubs that use every matcher,
// journaled, explained and listed; the same bytes also go to the DNS answerer as a query, and to
// the reader of a TLS ClientHello's server name.

#include "ClientHello.h"
#include "DnsAnswer.h"
#include "FuzzSupport.h"

#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>

#include <cstddef>
#include <cstdint>

using namespace shadowbox::gateway;
namespace http = boost::beast::http;

namespace {

// One stub per kind of matcher, with templates; loaded once.
const char kStubs[] = R"({"mappings":[
 {"request":{"method":"POST","urlPathTemplate":"/v1/charges/{id}","host":{"equalTo":"api.stripe.com"},
   "headers":{"Content-Type":{"contains":"json"},"X-Trace":{"matches":"[0-9]+"}},
   "queryParameters":{"limit":{"equalTo":"3"},"q":{"doesNotMatch":"^x"}},
   "cookies":{"session":{"equalTo":"abc","caseInsensitive":true}},
   "basicAuthCredentials":{"username":"user","password":"pass"},
   "bodyPatterns":[{"equalToJson":{"amount":2000,"items":[{"id":2},{"id":1}]},"ignoreArrayOrder":true,
                    "ignoreExtraElements":true},{"matchesJsonPath":"$.items[?(@.id > 1)]"},
                   {"matchesJsonPath":{"expression":"$.currency","equalTo":"usd"}}]},
  "response":{"status":200,"body":"{{request.pathSegments.[2]}} {{request.query.limit}} {{jsonPath request.body '$.amount'}} {{request.headers.X-Trace}} {{request.cookies.session}}",
   "headers":{"X-Id":"{{request.path.id}}"},"transformers":["response-template"]}},
 {"priority":1,"scenarioName":"s","requiredScenarioState":"Started","newScenarioState":"two",
  "request":{"method":"ANY","urlPattern":"/a(b|c)*d.*","headers":{"Accept":{"absent":true}}},
  "response":{"status":201,"jsonBody":{"ok":true}}},
 {"request":{"method":"GET","url":"/exact?x=1","bodyPatterns":[{"contains":"x"},{"doesNotContain":"y"},
   {"matches":"(a+)+$"},{"binaryEqualTo":"AAE="}]},"response":{"status":204,"fixedDelayMilliseconds":0}},
 {"request":{"method":"PUT","urlPathPattern":"/items/[0-9]+","queryParameters":{"v":{"or":[{"equalTo":"1"},{"matches":"2+"}]}}},
  "response":{"status":202,"base64Body":"aGVsbG8=","fault":"EMPTY_RESPONSE"}}
]})";

struct Fixture {
    StubStore store{20, 256 * 1024};
    AdminApi admin{store, [] {}};
    Fixture()
    {
        const AdminReply reply = admin.handle("POST", "/__admin/mappings/import", kStubs);
        if (reply.status / 100 != 2)
            __builtin_trap(); // the fixture itself must load
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Fixture fixture;
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    static const std::map<std::string, std::string> hosts{{"api.stripe.com", "127.0.0.3"}};
    (void)dnsAnswer(bytes, hosts);
    (void)readDnsQuestion(bytes);
    // The first bytes of a connection to a pass-through listener, read for a TLS server name.
    std::string serverName;
    (void)readServerName(bytes, serverName);

    http::request_parser<http::string_body> parser;
    parser.header_limit(64 * 1024);
    parser.body_limit(32 * 1024 * 1024);
    parser.eager(true);
    boost::beast::error_code ec;
    parser.put(boost::asio::buffer(bytes.data(), bytes.size()), ec);
    if (ec || !parser.is_header_done())
        return 0;
    const auto &message = parser.get();
    HttpRequest request;
    request.method = std::string(message.method_string());
    request.url = std::string(message.target());
    request.clientIp = "127.0.0.1";
    for (const auto &field : message) {
        request.headers.push_back({std::string(field.name_string()), std::string(field.value())});
        if (field.name() == http::field::host)
            request.host = toLower(std::string(field.value()));
    }
    request.body = message.body();
    fuzz::serveAndJournal(fixture.store, fixture.admin, request);
    (void)request.queryParameters();
    (void)request.cookies();
    (void)request.absoluteUrl();
    return 0;
}
