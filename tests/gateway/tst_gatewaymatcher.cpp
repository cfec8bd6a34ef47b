// The gateway's matcher table, without a network: each of WireMock's request matchers and value
// patterns, priorities and scenarios, response templating, the admin API's stub and journal
// handling, DNS answers, and hostile input (bodies built to make a regex or a JSON comparison
// explode, bytes that are not UTF-8).

#include "AdminApi.h"
#include "Destination.h"
#include "DnsAnswer.h"
#include "JsonPath.h"
#include "NetworkPolicy.h"
#include "ResponseTemplate.h"
#include "StubStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox::gateway;

namespace {

HttpRequest request(const std::string &method, const std::string &url, std::vector<Header> headers = {},
                    std::string body = {})
{
    HttpRequest r;
    r.method = method;
    r.url = url;
    r.host = "api.example.com";
    r.headers = std::move(headers);
    r.body = std::move(body);
    return r;
}

// Whether a stub whose request part is `requestJson` matches `r`.
bool matches(const std::string &requestJson, const HttpRequest &r)
{
    const Json stub{{"request", Json::parse(requestJson)}, {"response", Json{{"status", 200}}}};
    auto parsed = parseStubMapping(stub, "test");
    if (!parsed)
        qFatal("%s", parsed.error().c_str());
    const RequestMatch quick = matchRequest(parsed->request, r);
    const RequestMatch detailed = matchRequest(parsed->request, r, true);
    // Both ways of checking agree, and a detailed miss says why.
    if (quick.matched != detailed.matched || (!detailed.matched && detailed.misses.empty()))
        qFatal("quick and detailed matching disagree for %s", requestJson.c_str());
    return quick.matched;
}

std::string served(StubStore &store, const HttpRequest &r)
{
    const Served s = store.serve(r);
    return s.stub ? s.stub->name : std::string("404");
}

} // namespace

class GatewayMatcherTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // (Rows whose JSON holds \" are plain strings: moc misreads that inside a raw string.)
    void requestMatchers_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("header"); // "Name: value" or empty
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("expected");
        auto row = [](const char *name, const char *pattern, const char *method, const char *url, const char *header,
                      const char *body, bool expected) {
            QTest::newRow(name) << QString::fromUtf8(pattern) << QString::fromUtf8(method) << QString::fromUtf8(url)
                                << QString::fromUtf8(header) << QString::fromUtf8(body) << expected;
        };
        row("ANY method", R"({"method":"ANY","url":"/a"})", "DELETE", "/a", "", "", true);
        row("method differs", R"({"method":"POST","url":"/a"})", "GET", "/a", "", "", false);
        row("url is exact with query", R"({"url":"/a?x=1"})", "GET", "/a?x=1", "", "", true);
        row("url without its query", R"({"url":"/a"})", "GET", "/a?x=1", "", "", false);
        row("urlPath ignores query", R"({"urlPath":"/a"})", "GET", "/a?x=1", "", "", true);
        row("urlPattern is whole", R"({"urlPattern":"/a/[0-9]+"})", "GET", "/a/12", "", "", true);
        row("urlPattern not partial", R"({"urlPattern":"/a/[0-9]+"})", "GET", "/a/12/b", "", "", false);
        row("urlPattern sees query", R"({"urlPattern":"/a\\?x=.*"})", "GET", "/a?x=9", "", "", true);
        row("urlPathPattern", R"({"urlPathPattern":"/users/[a-z]+"})", "GET", "/users/bob?x=1", "", "", true);
        row("urlPathTemplate", R"({"urlPathTemplate":"/c/{id}/a/{aid}"})", "GET", "/c/7/a/9", "", "", true);
        row("urlPathTemplate length", R"({"urlPathTemplate":"/c/{id}"})", "GET", "/c/7/a", "", "", false);
        row("path parameter matcher", R"({"urlPathTemplate":"/c/{id}","pathParameters":{"id":{"matches":"[0-9]+"}}})",
            "GET", "/c/x", "", "", false);
        row("no url matches all", R"({"method":"GET"})", "GET", "/anything/at/all", "", "", true);
        row("header equalTo", R"({"headers":{"Accept":{"equalTo":"text/plain"}}})", "GET", "/", "accept: text/plain",
            "", true);
        row("header equalTo case", R"({"headers":{"Accept":{"equalTo":"TEXT/plain"}}})", "GET", "/",
            "Accept: text/plain", "", false);
        row("header caseInsensitive", R"({"headers":{"Accept":{"equalTo":"TEXT/plain","caseInsensitive":true}}})",
            "GET", "/", "Accept: text/plain", "", true);
        row("header contains", R"({"headers":{"Accept":{"contains":"json"}}})", "GET", "/", "Accept: application/json",
            "", true);
        row("header doesNotContain", R"({"headers":{"Accept":{"doesNotContain":"json"}}})", "GET", "/",
            "Accept: application/json", "", false);
        row("header matches", R"({"headers":{"X-Id":{"matches":"[a-f0-9]{4}"}}})", "GET", "/", "X-Id: beef", "", true);
        row("header doesNotMatch", R"({"headers":{"X-Id":{"doesNotMatch":"[a-f0-9]{4}"}}})", "GET", "/", "X-Id: beef",
            "", false);
        row("header absent", R"({"headers":{"X-Debug":{"absent":true}}})", "GET", "/", "", "", true);
        row("header absent but there", R"({"headers":{"X-Debug":{"absent":true}}})", "GET", "/", "X-Debug: 1", "",
            false);
        row("header missing", R"({"headers":{"X-Debug":{"equalTo":"1"}}})", "GET", "/", "", "", false);
        row("doesNotMatch without the header", R"({"headers":{"X-Debug":{"doesNotMatch":"1"}}})", "GET", "/", "", "",
            true);
        row("doesNotContain without the query", R"({"queryParameters":{"q":{"doesNotContain":"1"}}})", "GET", "/", "",
            "", true);
        row("query equalTo", R"({"queryParameters":{"q":{"equalTo":"a b"}}})", "GET", "/s?q=a%20b", "", "", true);
        row("query plus is space", R"({"queryParameters":{"q":{"equalTo":"a b"}}})", "GET", "/s?q=a+b", "", "", true);
        row("query any value", R"({"queryParameters":{"t":{"equalTo":"2"}}})", "GET", "/s?t=1&t=2", "", "", true);
        row("query absent", R"({"queryParameters":{"t":{"absent":true}}})", "GET", "/s?u=1", "", "", true);
        // WireMock's multi-value patterns (its recorder writes hasExactly).
        row("hasExactly, same values in another order",
            R"({"queryParameters":{"t":{"hasExactly":[{"equalTo":"2"},{"equalTo":"1"}]}}})", "GET", "/s?t=1&t=2", "",
            "", true);
        row("hasExactly, one value more", R"({"queryParameters":{"t":{"hasExactly":[{"equalTo":"1"}]}}})", "GET",
            "/s?t=1&t=2", "", "", false);
        row("hasExactly, a value twice for one pattern",
            R"({"queryParameters":{"t":{"hasExactly":[{"equalTo":"1"},{"equalTo":"2"}]}}})", "GET", "/s?t=1&t=1", "",
            "", false);
        row("hasExactly, absent", R"({"queryParameters":{"t":{"hasExactly":[{"equalTo":"1"}]}}})", "GET", "/s", "", "",
            false);
        row("includes, among others", R"({"queryParameters":{"t":{"includes":[{"contains":"b"}]}}})", "GET",
            "/s?t=a&t=abc", "", "", true);
        row("includes, none", R"({"queryParameters":{"t":{"includes":[{"equalTo":"z"}]}}})", "GET", "/s?t=a", "", "",
            false);
        row("header hasExactly", R"({"headers":{"Accept":{"hasExactly":[{"equalTo":"text/plain"}]}}})", "GET", "/",
            "Accept: text/plain", "", true);
        row("cookie", R"({"cookies":{"session":{"equalTo":"abc"}}})", "GET", "/", "Cookie: a=1; session=abc", "", true);
        row("cookie differs", R"({"cookies":{"session":{"equalTo":"abc"}}})", "GET", "/", "Cookie: session=abd", "",
            false);
        row("basicAuthCredentials", R"({"basicAuthCredentials":{"username":"u","password":"p"}})", "GET", "/",
            "Authorization: Basic dTpw", "", true);
        row("basic scheme in any case", R"({"basicAuthCredentials":{"username":"u","password":"p"}})", "GET", "/",
            "Authorization: basic dTpw", "", true);
        row("basicAuth wrong", R"({"basicAuth":{"username":"u","password":"p"}})", "GET", "/",
            "Authorization: Basic dTpx", "", false);
        row("basicAuth, WireMock's older name", R"({"basicAuth":{"username":"u","password":"p"}})", "GET", "/",
            "Authorization: Basic dTpw", "", true);
        // (Every request here is for api.example.com.)
        row("host equalTo", R"({"host":{"equalTo":"api.example.com"}})", "GET", "/", "", "", true);
        row("host differs", R"({"host":{"equalTo":"api.example.org"}})", "GET", "/", "", "", false);
        row("host matches", R"({"host":{"matches":"[a-z]+\\.example\\.com"}})", "GET", "/", "", "", true);
        row("host doesNotMatch", R"({"host":{"doesNotMatch":".*\\.example\\.com"}})", "GET", "/", "", "", false);
        row("body equalTo", R"({"bodyPatterns":[{"equalTo":"hello"}]})", "POST", "/", "", "hello", true);
        row("body contains", R"({"bodyPatterns":[{"contains":"ell"}]})", "POST", "/", "", "hello", true);
        row("body matches", R"({"bodyPatterns":[{"matches":"h.*o"}]})", "POST", "/", "", "hello", true);
        row("body all patterns", R"({"bodyPatterns":[{"contains":"he"},{"contains":"xx"}]})", "POST", "/", "", "hello",
            false);
        row("equalToJson", R"({"bodyPatterns":[{"equalToJson":{"a":1,"b":[1,2]}}]})", "POST", "/", "",
            R"({"b":[1,2],"a":1})", true);
        row("equalToJson as text", "{\"bodyPatterns\":[{\"equalToJson\":\"{\\\"a\\\":1}\"}]}", "POST", "/", "",
            R"({ "a" : 1 })", true);
        row("equalToJson array order", R"({"bodyPatterns":[{"equalToJson":{"b":[1,2]}}]})", "POST", "/", "",
            R"({"b":[2,1]})", false);
        row("equalToJson ignoreArrayOrder", R"({"bodyPatterns":[{"equalToJson":{"b":[1,2]},"ignoreArrayOrder":true}]})",
            "POST", "/", "", R"({"b":[2,1]})", true);
        row("equalToJson extra field", R"({"bodyPatterns":[{"equalToJson":{"a":1}}]})", "POST", "/", "",
            R"({"a":1,"z":2})", false);
        row("equalToJson ignoreExtraElements",
            R"({"bodyPatterns":[{"equalToJson":{"a":{"b":1}},"ignoreExtraElements":true}]})", "POST", "/", "",
            R"({"a":{"b":1,"c":2},"z":2})", true);
        row("equalToJson not JSON", R"({"bodyPatterns":[{"equalToJson":{"a":1}}]})", "POST", "/", "", "a=1", false);
        row("matchesJsonPath present", R"({"bodyPatterns":[{"matchesJsonPath":"$.user.name"}]})", "POST", "/", "",
            R"({"user":{"name":"ada"}})", true);
        row("matchesJsonPath missing", R"({"bodyPatterns":[{"matchesJsonPath":"$.user.email"}]})", "POST", "/", "",
            R"({"user":{"name":"ada"}})", false);
        row("matchesJsonPath empty list", R"({"bodyPatterns":[{"matchesJsonPath":"$.items"}]})", "POST", "/", "",
            R"({"items":[]})", false);
        row("matchesJsonPath filter", R"({"bodyPatterns":[{"matchesJsonPath":"$.items[?(@.price > 10)]"}]})", "POST",
            "/", "", R"({"items":[{"price":5},{"price":11}]})", true);
        row("matchesJsonPath filter none", R"({"bodyPatterns":[{"matchesJsonPath":"$.items[?(@.price > 10)]"}]})",
            "POST", "/", "", R"({"items":[{"price":5}]})", false);
        row("matchesJsonPath recursive", R"({"bodyPatterns":[{"matchesJsonPath":"$..id"}]})", "POST", "/", "",
            R"({"a":[{"b":{"id":3}}]})", true);
        row("matchesJsonPath with equalTo",
            R"({"bodyPatterns":[{"matchesJsonPath":{"expression":"$.items[0].id","equalTo":"42"}}]})", "POST", "/", "",
            R"({"items":[{"id":42}]})", true);
        row("matchesJsonPath with contains",
            R"({"bodyPatterns":[{"matchesJsonPath":{"expression":"$.name","contains":"lov"}}]})", "POST", "/", "",
            R"({"name":"lovelace"})", true);
        row("and", R"({"headers":{"X":{"and":[{"contains":"a"},{"contains":"b"}]}}})", "GET", "/", "X: ab", "", true);
        row("or", R"({"headers":{"X":{"or":[{"equalTo":"a"},{"equalTo":"b"}]}}})", "GET", "/", "X: c", "", false);
    }

    void requestMatchers()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, method);
        QFETCH(QString, url);
        QFETCH(QString, header);
        QFETCH(QString, body);
        QFETCH(bool, expected);
        std::vector<Header> headers;
        if (!header.isEmpty()) {
            const int colon = header.indexOf(QLatin1Char(':'));
            headers.push_back({header.left(colon).toStdString(), header.mid(colon + 2).toStdString()});
        }
        QCOMPARE(matches(pattern.toStdString(),
                         request(method.toStdString(), url.toStdString(), headers, body.toStdString())),
                 expected);
    }

    void badStubsAreRefusedWithTheirCause_data()
    {
        QTest::addColumn<QString>("stub");
        QTest::addColumn<QString>("cause");
        QTest::newRow("bad regex") << "{\"request\":{\"urlPattern\":\"/a/([\"}}"
                                   << "regular expression";
        QTest::newRow("unknown pattern") << R"({"request":{"headers":{"A":{"equalsTo":"x"}}}})"
                                         << "equalsTo";
        QTest::newRow("two urls") << R"({"request":{"url":"/a","urlPath":"/a"}})"
                                  << "one of url";
        QTest::newRow("bad JSONPath") << "{\"request\":{\"bodyPatterns\":[{\"matchesJsonPath\":\"$.a[?(@.b\"}]}}"
                                      << "JSONPath";
        QTest::newRow("two bodies") << R"({"response":{"body":"a","jsonBody":{}}})"
                                    << "one of body";
        QTest::newRow("unknown fault") << R"({"response":{"fault":"SLOW"}})"
                                       << "fault";
        QTest::newRow("form parameters") << R"({"request":{"formParameters":{}}})"
                                         << "real WireMock";
        QTest::newRow("scenario state without name") << R"({"requiredScenarioState":"x"})"
                                                     << "scenarioName";
        QTest::newRow("status") << R"({"response":{"status":"200"}})"
                                << "status";
        QTest::newRow("uniform upside down")
            << R"({"response":{"delayDistribution":{"type":"uniform","lower":300,"upper":200}}})"
            << "upper (200) is below lower (300)";
        QTest::newRow("uniform without upper") << R"({"response":{"delayDistribution":{"type":"uniform","lower":3}}})"
                                               << "\"lower\" and \"upper\"";
        QTest::newRow("lognormal negative median")
            << R"({"response":{"delayDistribution":{"type":"lognormal","median":-5,"sigma":0.1}}})"
            << "\"median\" (milliseconds) and \"sigma\"";
        QTest::newRow("lognormal text maxValue")
            << R"({"response":{"delayDistribution":{"type":"lognormal","median":5,"sigma":0.1,"maxValue":"9"}}})"
            << "maxValue";
        QTest::newRow("unknown distribution") << R"({"response":{"delayDistribution":{"type":"gauss"}}})"
                                              << "\"uniform\" or \"lognormal\"";
    }

    // The delays a stub asks for, drawn as WireMock draws them (its UniformDistribution and
    // LogNormal): enough draws that a distribution ignored or misread shows.
    void delaysFollowTheirDistribution()
    {
        std::mt19937 random(20261206);
        const auto response = [](const char *json) {
            auto stub = parseStubMapping(Json::parse(json), "t");
            return stub ? stub->response : ResponseDefinition();
        };
        constexpr int kDraws = 4000;

        // Uniform: whole milliseconds from lower to upper, both ends included, each about as often,
        // on top of the fixed delay.
        const ResponseDefinition uniform = response(
            R"({"response":{"fixedDelayMilliseconds":100,"delayDistribution":{"type":"uniform","lower":10,"upper":13}}})");
        QCOMPARE(int(uniform.delay.kind), int(DelaySpec::Kind::Uniform));
        std::map<long long, int> seen;
        for (int i = 0; i < kDraws; ++i)
            ++seen[sampleDelayMs(uniform, random)];
        QCOMPARE(seen.size(), size_t(4));
        QCOMPARE(seen.begin()->first, 110LL);
        QCOMPARE(seen.rbegin()->first, 113LL);
        for (const auto &[ms, count] : seen)
            QVERIFY2(count > kDraws / 4 * 0.8 && count < kDraws / 4 * 1.2, qPrintable(QString::number(ms)));

        // Lognormal: the median is the median, and sigma sets how far the tail reaches.
        const ResponseDefinition logNormal =
            response(R"({"response":{"delayDistribution":{"type":"lognormal","median":90,"sigma":0.4}}})");
        QCOMPARE(int(logNormal.delay.kind), int(DelaySpec::Kind::LogNormal));
        std::vector<long long> draws;
        for (int i = 0; i < kDraws; ++i)
            draws.push_back(sampleDelayMs(logNormal, random));
        std::sort(draws.begin(), draws.end());
        const long long median = draws[draws.size() / 2];
        QVERIFY2(median >= 85 && median <= 95, qPrintable(QString::number(median)));
        // e^(0.4·1.645) = 1.93: the 95th percentile is near 174 ms.
        const long long p95 = draws[draws.size() * 95 / 100];
        QVERIFY2(p95 >= 155 && p95 <= 195, qPrintable(QString::number(p95)));
        QVERIFY(draws.front() > 0);

        // maxValue cuts the tail: nothing above it, and what was drawn below it keeps its spread.
        const ResponseDefinition cut = response(
            R"({"response":{"delayDistribution":{"type":"lognormal","median":90,"sigma":0.4,"maxValue":120}}})");
        QVERIFY(cut.delay.maxValue && *cut.delay.maxValue == 120);
        long long highest = 0;
        int atMax = 0;
        for (int i = 0; i < kDraws; ++i) {
            const long long ms = sampleDelayMs(cut, random);
            highest = std::max(highest, ms);
            atMax += ms == 120;
        }
        QCOMPARE(highest, 120LL);
        // A quarter of the draws are above 120: cut at once, about a thousand would be 120.
        QVERIFY2(atMax < kDraws / 50, qPrintable(QString::number(atMax)));

        // Median 0: no delay at all, as in WireMock.
        const ResponseDefinition zero =
            response(R"({"response":{"delayDistribution":{"type":"lognormal","median":0,"sigma":1}}})");
        QCOMPARE(sampleDelayMs(zero, random), 0LL);
    }

    void badStubsAreRefusedWithTheirCause()
    {
        QFETCH(QString, stub);
        QFETCH(QString, cause);
        auto parsed = parseStubMapping(Json::parse(stub.toStdString()), "stubs.json");
        QVERIFY(!parsed);
        QVERIFY2(QString::fromStdString(parsed.error()).contains(cause), parsed.error().c_str());
        QVERIFY2(QString::fromStdString(parsed.error()).contains(QStringLiteral("stubs.json")), parsed.error().c_str());
    }

    void idIsWrittenAndUuidAccepted()
    {
        auto withUuid = parseStubMapping(Json::parse(R"({"uuid":"8c5db8b0-2db4-4ad7-a99f-38c9b00da3f7"})"), "t");
        QVERIFY(withUuid);
        QCOMPARE(withUuid->id, std::string("8c5db8b0-2db4-4ad7-a99f-38c9b00da3f7"));
        QCOMPARE(withUuid->json["id"].get<std::string>(), withUuid->id);
        QVERIFY(!withUuid->json.contains("uuid"));
        auto fresh = parseStubMapping(Json::parse(R"({"request":{}})"), "t");
        QVERIFY(fresh);
        QCOMPARE(fresh->id.size(), size_t(36));
        QCOMPARE(fresh->json.begin().key(), std::string("id"));
    }

    void priorityThenNewestWins()
    {
        StubStore store;
        store.put(Json::parse(R"({"name":"old","request":{"urlPath":"/p"}})"), "t");
        store.put(Json::parse(R"({"name":"new","request":{"urlPath":"/p"}})"), "t");
        QCOMPARE(served(store, request("GET", "/p")), std::string("new"));
        store.put(Json::parse(R"({"name":"low","priority":9,"request":{"urlPathPattern":"/.*"}})"), "t");
        store.put(Json::parse(R"({"name":"high","priority":1,"request":{"urlPathPattern":"/p.*"}})"), "t");
        QCOMPARE(served(store, request("GET", "/p")), std::string("high"));
        QCOMPARE(served(store, request("GET", "/q")), std::string("low"));
        // Replacing a stub by id keeps one copy.
        const std::string id = store.ordered().front()->id;
        Json again = store.ordered().front()->json;
        again["name"] = "high2";
        store.put(again, "t");
        QCOMPARE(store.ordered().size(), size_t(4));
        QCOMPARE(store.find(id)->name, std::string("high2"));
    }

    void scenariosMoveThroughTheirStates()
    {
        StubStore store;
        store.put(Json::parse(R"({"name":"empty","scenarioName":"cart","requiredScenarioState":"Started",
                                  "request":{"urlPath":"/cart"}})"),
                  "t");
        store.put(Json::parse(R"({"name":"add","scenarioName":"cart","requiredScenarioState":"Started",
                                  "newScenarioState":"one","request":{"method":"POST","urlPath":"/cart"}})"),
                  "t");
        store.put(Json::parse(R"({"name":"full","scenarioName":"cart","requiredScenarioState":"one",
                                  "request":{"urlPath":"/cart","method":"GET"}})"),
                  "t");
        QCOMPARE(served(store, request("GET", "/cart")), std::string("empty"));
        QCOMPARE(served(store, request("POST", "/cart")), std::string("add"));
        QCOMPARE(store.scenarioState("cart"), std::string("one"));
        QCOMPARE(served(store, request("GET", "/cart")), std::string("full"));
        QCOMPARE(served(store, request("POST", "/cart")), std::string("404"));
        const Json scenarios = store.scenariosJson();
        QCOMPARE(scenarios["scenarios"][0]["state"].get<std::string>(), std::string("one"));
        QCOMPARE(scenarios["scenarios"][0]["possibleStates"].size(), size_t(2));
        store.resetScenarios();
        QCOMPARE(served(store, request("GET", "/cart")), std::string("empty"));
    }

    void nearMissesNameTheClosestStubAndWhy()
    {
        StubStore store;
        store.put(Json::parse(R"({"name":"charges","request":{"method":"GET","urlPath":"/v1/charges",
                                  "headers":{"Authorization":{"matches":"Bearer .+"}}}})"),
                  "t");
        store.put(Json::parse(R"({"name":"far","request":{"method":"POST","urlPath":"/zzz/yyy/xxx"}})"), "t");
        const Served s = store.serve(request("GET", "/v1/charges"));
        QVERIFY(!s.stub);
        QCOMPARE(s.nearMisses.size(), size_t(2));
        QCOMPARE(s.nearMisses.front().stubName, std::string("charges"));
        QVERIFY(s.nearMisses.front().distance < s.nearMisses.back().distance);
        QCOMPARE(s.nearMisses.front().misses.size(), size_t(1));
        QVERIFY(s.nearMisses.front().misses.front().find("header Authorization") != std::string::npos);
        const std::string text = unmatchedExplanation(request("GET", "/v1/charges"), s.nearMisses, true);
        QVERIFY(text.find("\"charges\"") != std::string::npos);
        QVERIFY(text.find("header Authorization: expected matches") != std::string::npos);
    }

    void responseTemplating()
    {
        HttpRequest r = request("POST", "/users/42/posts?sort=new&tag=a&tag=b",
                                {{"X-Trace", "<t1>"}, {"Cookie", "sid=s1"}}, R"({"title":"Hi & bye","n":[1,2]})");
        const PathValues params{true, {{"userId", "42"}}};
        auto render = [&](const std::string &t) { return renderTemplate(t, r, params); };
        QCOMPARE(render("{{request.path}}"), std::string("/users/42/posts"));
        QCOMPARE(render("{{request.url}}"), std::string("/users/42/posts?sort=new&tag=a&tag=b"));
        QCOMPARE(render("{{{request.url}}}"), std::string("/users/42/posts?sort=new&tag=a&tag=b"));
        QCOMPARE(render("{{request.pathSegments.[1]}}"), std::string("42"));
        HttpRequest spaced = request("GET", "/tpl/a%20b/c");
        QCOMPARE(renderTemplate("{{request.path}}|{{request.pathSegments.[1]}}", spaced, {}),
                 std::string("/tpl/a b/c|a b"));
        // A stub with a urlPathTemplate sees the path as sent (WireMock 3 does so).
        QCOMPARE(renderTemplate("{{request.path}}|{{request.pathSegments.[1]}}|{{request.path.name}}", spaced,
                                PathValues{true, {{"name", "a%20b"}}}),
                 std::string("/tpl/a%20b/c|a%20b|a%20b"));
        QCOMPARE(render("{{request.path.userId}}"), std::string("42"));
        QCOMPARE(render("{{request.query.sort}}"), std::string("new"));
        QCOMPARE(render("{{request.query.tag.[1]}}"), std::string("b"));
        QCOMPARE(render("{{request.headers.x-trace}}"), std::string("<t1>")); // WireMock 3 escapes nothing
        QCOMPARE(render("{{request.cookies.sid}}"), std::string("s1"));
        QCOMPARE(render("{{request.method}} {{request.nothing}}!"), std::string("POST !"));
        QCOMPARE(render("{{jsonPath request.body '$.title'}}"), std::string("Hi & bye"));
        QCOMPARE(render("{{{jsonPath request.body '$.n'}}}"), std::string("[1,2]"));
        QCOMPARE(render("unclosed {{request.path"), std::string("unclosed {{request.path"));
    }

    void jsonPathSelections()
    {
        const Json doc = Json::parse(R"({"store":{"book":[{"t":"a","p":8,"tags":["x"]},{"t":"b","p":12},
                                        {"t":"c","p":30,"isbn":"1"}],"bike":{"p":19}}})");
        auto count = [&](const char *expression) {
            auto path = JsonPath::compile(expression);
            if (!path)
                qFatal("%s", path.error().c_str());
            return int(path->select(doc).size());
        };
        QCOMPARE(count("$.store.book[*].t"), 3);
        QCOMPARE(count("$..p"), 4);
        QCOMPARE(count("$.store.book[-1].t"), 1);
        QCOMPARE(count("$.store.book[0,2]"), 2);
        QCOMPARE(count("$.store.book[1:]"), 2);
        QCOMPARE(count("$.store.book[?(@.isbn)]"), 1);
        QCOMPARE(count("$.store.book[?(@.p < 10 || @.p >= 30)]"), 2);
        QCOMPARE(count("$.store.book[?(@.t == 'b' && @.p == 12)]"), 1);
        QCOMPARE(count("$.store.book[?(@.t =~ /[ab]/)]"), 2);
        QCOMPARE(count("$.store.book[?(@.t in ['a','c'])]"), 2);
        QCOMPARE(count("$.store.book[?(!(@.p > 10))]"), 1);
        QCOMPARE(count("$['store']['bike'].p"), 1);
        QCOMPARE(count("$.nothing.here"), 0);
        QVERIFY(!JsonPath::compile("store.book"));
        QVERIFY(!JsonPath::compile("$.a[?(@.b =~ /x)]"));
    }

    void adminApiKeepsStubsAndJournal()
    {
        StubStore store;
        bool stopped = false;
        AdminApi admin(store, [&] { stopped = true; });
        AdminReply created = admin.handle("POST", "/__admin/mappings",
                                          R"({"name":"a","request":{"urlPath":"/a"},"response":{"status":204}})");
        QCOMPARE(created.status, 201);
        const std::string id = Json::parse(created.body)["id"].get<std::string>();
        QCOMPARE(Json::parse(admin.handle("GET", "/__admin/mappings", "").body)["meta"]["total"].get<int>(), 1);
        QCOMPARE(admin.handle("GET", "/__admin/mappings/" + id, "").status, 200);
        QCOMPARE(admin
                     .handle("PUT", "/__admin/mappings/" + id,
                             R"({"name":"b","request":{"urlPath":"/b"},"response":{"status":200}})")
                     .status,
                 200);
        QCOMPARE(store.find(id)->name, std::string("b"));
        // An import with one bad stub changes nothing.
        QCOMPARE(
            admin
                .handle("POST", "/__admin/mappings/import",
                        "{\"mappings\":[{\"request\":{\"urlPath\":\"/c\"}},{\"request\":{\"urlPattern\":\"((\"}}]}")
                .status,
            422);
        QCOMPARE(store.ordered().size(), size_t(1));
        QCOMPARE(admin
                     .handle("POST", "/__admin/mappings/import",
                             R"({"mappings":[{"request":{"urlPath":"/c"}},{"request":{"urlPath":"/d"}}],
                                  "importOptions":{"deleteAllNotInImport":true}})")
                     .status,
                 200);
        QCOMPARE(store.ordered().size(), size_t(2));
        QVERIFY(!store.find(id));

        for (int i = 0; i < 3; ++i) {
            JournalEntry e;
            e.request = request("GET", "/x" + std::to_string(i));
            e.outcome = i == 1 ? "unmatched" : "matched";
            store.record(std::move(e));
        }
        const Json all = Json::parse(admin.handle("GET", "/__admin/requests", "").body);
        QCOMPARE(all["requests"].size(), size_t(3));
        QCOMPARE(all["requests"][0]["request"]["url"].get<std::string>(), std::string("/x2")); // newest first
        QCOMPARE(Json::parse(admin.handle("GET", "/__admin/requests?after=2", "").body)["requests"].size(), size_t(1));
        QCOMPARE(Json::parse(admin.handle("GET", "/__admin/requests/unmatched", "").body)["requests"].size(),
                 size_t(1));
        QCOMPARE(
            Json::parse(admin.handle("POST", "/__admin/requests/count", R"({"urlPathPattern":"/x[12]"})").body)["count"]
                .get<int>(),
            2);
        QCOMPARE(admin.handle("GET", "/__admin/health", "").status, 200);
        QCOMPARE(admin.handle("GET", "/__admin/nothing", "").status, 404);
        QCOMPARE(admin.handle("POST", "/__admin/reset", "").status, 200);
        QVERIFY(store.ordered().empty() && store.journal().empty());
        admin.handle("POST", "/__admin/shutdown", "");
        QVERIFY(stopped);
    }

    void aResetBringsBackTheDefaultsOrKeepsWhatIsSaved()
    {
        const auto stub = [](const char *path) {
            return Json{{"scenarioName", "s"},
                        {"newScenarioState", "on"},
                        {"request", Json{{"urlPath", path}}},
                        {"response", Json{{"status", 200}}}};
        };
        // As WireMock with its mapping files: the stubs loaded at the start come back, alone.
        {
            StubStore store;
            AdminApi admin(store, [] {});
            QVERIFY(store.put(stub("/loaded"), "a file"));
            store.keepAsDefaults();
            QVERIFY(store.put(stub("/added"), "the admin API"));
            QVERIFY(store.serve(request("GET", "/added")).stub);
            QCOMPARE(store.scenarioState("s"), std::string("on"));
            store.record(JournalEntry{});
            QCOMPARE(admin.handle("POST", "/__admin/reset", "").status, 200);
            QCOMPARE(store.ordered().size(), size_t(1));
            QCOMPARE(store.ordered().front()->json["request"]["urlPath"].get<std::string>(), std::string("/loaded"));
            QCOMPARE(store.scenarioState("s"), std::string("Started"));
            QVERIFY(store.journal().empty());
        }
        // A store that saves every change: its file would give the same stubs again.
        {
            QTemporaryDir dir;
            StubStore store;
            AdminApi admin(store, [] {});
            store.keepAsDefaults();
            store.saveTo(dir.filePath(QStringLiteral("stubs.json")).toStdString());
            QVERIFY(store.put(stub("/added"), "the admin API"));
            QVERIFY(store.serve(request("GET", "/added")).stub);
            QCOMPARE(admin.handle("POST", "/__admin/mappings/reset", "").status, 200);
            QCOMPARE(store.ordered().size(), size_t(1));
            QCOMPARE(store.scenarioState("s"), std::string("Started"));
            QFile saved(dir.filePath(QStringLiteral("stubs.json")));
            QVERIFY(saved.open(QIODevice::ReadOnly));
            QCOMPARE(Json::parse(saved.readAll().toStdString())["mappings"].size(), size_t(1));
        }
    }

    void journalIsBoundedAndTakesAnyBytes()
    {
        StubStore store(100, 256 * 1024);
        for (int i = 0; i < 1000; ++i) {
            JournalEntry e;
            e.request = request("POST", "/\xff\xfe" + std::to_string(i), {{"X-\x80", "\xc3\x28"}},
                                std::string(100 * 1024, '\xff'));
            e.outcome = "unmatched";
            store.record(std::move(e));
        }
        QVERIFY(store.journal().size() <= 100);
        QVERIFY(store.journal().size() >= 2);
        QCOMPARE(store.journalTotal(), uint64_t(1000));
        QCOMPARE(store.journal().back().request.body.size(), StubStore::kJournalBodyLimit);
        // Bytes that are not UTF-8 still make valid JSON (nlohmann throws on invalid UTF-8).
        const std::string text = journalEntryJson(store.journal().back()).dump();
        QVERIFY(!Json::parse(text, nullptr, false).is_discarded());

        // Sequences that look like UTF-8 but are not (found by the fuzz target: an overlong form
        // in a percent-encoded query value): overlong, surrogate, above U+10FFFF, cut short.
        for (const char *bytes : {"\xe0\x9c\x93", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf0\x8f\xbf\xbf",
                                  "\xf5\x80\x80\x80", "\xe2\x82", "ok \xe2\x9c\x93"}) {
            JournalEntry e;
            e.request = request("GET", std::string("/?q=") + bytes, {{std::string("X-") + bytes, bytes}}, bytes);
            e.request.host = bytes;
            e.nearMisses.push_back(NearMiss{"id", bytes, 0.5, {bytes}});
            const std::string json = journalEntryJson(e).dump();
            const Json parsed = Json::parse(json, nullptr, false);
            QVERIFY2(!parsed.is_discarded(), bytes);
            // Valid text stays as it was.
            if (std::string_view(bytes).rfind("ok", 0) == 0)
                QCOMPARE(parsed["shadowbox"]["host"].get<std::string>(), std::string(bytes));
        }
        // And the admin API answers with the journal, whatever is in it.
        AdminApi admin(store, [] {});
        JournalEntry e;
        e.request = request("GET", "/?q=%E0%9C%93", {}, "");
        store.record(std::move(e));
        QCOMPARE(admin.handle("GET", "/__admin/requests?limit=5", "").status, 200);
    }

    void hostileBodiesCostBoundedTime()
    {
        // A catastrophic-backtracking pattern meets a body built for it; PCRE2's match limit ends it.
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!matches(R"({"bodyPatterns":[{"matches":"(a+)+$"}]})",
                         request("POST", "/", {}, std::string(5000, 'a') + "!")));
        // equalToJson with ignoreArrayOrder over a large array of near-identical elements.
        std::string array = "[";
        for (int i = 0; i < 2000; ++i)
            array += std::string(i ? "," : "") + "{\"a\":1}";
        array += "]";
        const std::string expected = R"({"bodyPatterns":[{"equalToJson":)" + array.substr(0, array.size() - 1) +
                                     R"(,{"a":2}],"ignoreArrayOrder":true}]})";
        QVERIFY(!matches(expected, request("POST", "/", {}, array.substr(0, array.size() - 1) + ",{\"a\":3}]")));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }

    void dnsAnswersOnlyMockedNames()
    {
        auto query = [](const std::string &name, unsigned type) {
            std::string q("\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00", 12);
            size_t start = 0;
            while (start <= name.size()) {
                const size_t dot = name.find('.', start);
                const std::string label =
                    name.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
                q += char(label.size());
                q += label;
                if (dot == std::string::npos)
                    break;
                start = dot + 1;
            }
            q += std::string("\0", 1);
            q += char(0);
            q += char(type);
            q += std::string("\0\x01", 2);
            return q;
        };
        const std::map<std::string, std::string> hosts{{"api.stripe.com", "127.0.0.2"}};
        const std::string a = dnsAnswer(query("API.Stripe.com", 1), hosts);
        QCOMPARE(a.substr(0, 2), std::string("\x12\x34"));
        QCOMPARE(int(a[3] & 0xf), 0); // no error
        QCOMPARE(int(a[7]), 1);       // one answer
        QCOMPARE(a.substr(a.size() - 4), std::string("\x7f\x00\x00\x02", 4));
        const std::string aaaa = dnsAnswer(query("api.stripe.com", 28), hosts);
        QCOMPARE(int(aaaa[3] & 0xf), 0);
        QCOMPARE(int(aaaa[7]), 0);
        const std::string other = dnsAnswer(query("example.org", 1), hosts);
        QCOMPARE(int(other[3] & 0xf), 3); // NXDOMAIN
        // Malformed packets get no answer at all.
        QVERIFY(dnsAnswer(std::string("\x12\x34", 2), hosts).empty());
        QVERIFY(dnsAnswer(query("a", 1).substr(0, 14), hosts).empty());
        std::string looped = query("abc", 1);
        looped[12] = char(0xc0); // a compression pointer in the question
        QVERIFY(dnsAnswer(looped, hosts).empty());
    }

    void policyFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected"); // the policy in force
        QTest::addColumn<int>("rules");
        QTest::addColumn<QByteArray>("problem");
        QTest::newRow("mocks-only") << QByteArray("{\"policy\": \"mocks-only\"}") << "mocks-only" << 0 << QByteArray();
        QTest::newRow("none") << QByteArray("{\"policy\": \"none\", \"since\": 3}") << "none" << 0 << QByteArray();
        QTest::newRow("open") << QByteArray("{\"policy\": \"open\"}") << "open" << 0 << QByteArray();
        QTest::newRow("allowlist")
            << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": \"pypi.org\", \"port\": 443, "
                          "\"preset\": \"pypi\"}, {\"host\": \"*.pythonhosted.org\"}]}")
            << "allowlist" << 2 << QByteArray();
        // Whatever the gateway cannot read lets nothing through.
        QTest::newRow("unknown word") << QByteArray("{\"policy\": \"wide-open\"}") << "none" << 0
                                      << QByteArray("\"wide-open\"");
        QTest::newRow("not a string") << QByteArray("{\"policy\": 1}") << "none" << 0 << QByteArray("names no policy");
        QTest::newRow("no policy") << QByteArray("{}") << "none" << 0 << QByteArray("names no policy");
        QTest::newRow("a list") << QByteArray("[\"mocks-only\"]") << "none" << 0 << QByteArray("not a JSON object");
        QTest::newRow("cut short") << QByteArray("{\"policy\": \"mocks-on") << "none" << 0
                                   << QByteArray("not a JSON object");
        QTest::newRow("empty") << QByteArray() << "none" << 0 << QByteArray("not a JSON object");
        QTest::newRow("case matters") << QByteArray("{\"policy\": \"Mocks-Only\"}") << "none" << 0
                                      << QByteArray("unknown policy");
        QTest::newRow("allow not a list")
            << QByteArray("{\"policy\": \"allowlist\", \"allow\": {}}") << "none" << 0 << QByteArray("not a list");
        QTest::newRow("rule without host") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"port\": 1}]}")
                                           << "none" << 0 << QByteArray("names no host");
        QTest::newRow("rule with a URL") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                       "\"https://pypi.org/\"}]}")
                                         << "none" << 0 << QByteArray("is not a host name");
        QTest::newRow("wildcard in the middle") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                              "\"a.*.org\"}]}")
                                                << "none" << 0 << QByteArray("is not a host name");
        QTest::newRow("port out of range") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                         "\"pypi.org\", \"port\": 70000}]}")
                                           << "none" << 0 << QByteArray("port");
        QTest::newRow("an IPv6 address") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                       "\"2001:db8::1\", \"port\": 443}]}")
                                         << "allowlist" << 1 << QByteArray();
        QTest::newRow("an IPv6 address in brackets")
            << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": \"[2001:db8::1]\"}]}") << "none" << 0
            << QByteArray("is not a host name");
        QTest::newRow("an IPv6 address with a zone")
            << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": \"fe80::1%eth0\"}]}") << "none" << 0
            << QByteArray("is not a host name");
        QTest::newRow("a recorded rule") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                       "\"api.example.com\", \"record\": true}]}")
                                         << "allowlist" << 1 << QByteArray();
        QTest::newRow("record not a boolean") << QByteArray("{\"policy\": \"allowlist\", \"allow\": [{\"host\": "
                                                            "\"api.example.com\", \"record\": \"yes\"}]}")
                                              << "none" << 0 << QByteArray("\"record\" that is not true or false");
        // A mock server of the user's: only ever on loopback, or the gateway could be sent anywhere.
        QTest::newRow("a mock server")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"name": "WireMock", "address": "127.0.1.1", )"
                          R"("port": 8080}})")
            << "mocks-only" << 0 << QByteArray();
        QTest::newRow("a mock server on ::1")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "::1", "port": 4566}})") << "mocks-only"
            << 0 << QByteArray();
        QTest::newRow("a mock server elsewhere")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "10.0.0.1", "port": 8080}})") << "none"
            << 0 << QByteArray("not on a loopback address");
        QTest::newRow("a mock server on every address")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "0.0.0.0", "port": 8080}})") << "none"
            << 0 << QByteArray("not on a loopback address");
        QTest::newRow("a mock server by name")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "localhost", "port": 8080}})") << "none"
            << 0 << QByteArray("not on a loopback address");
        QTest::newRow("a mock server mapped")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "::ffff:127.0.0.1", "port": 1}})")
            << "none" << 0 << QByteArray("not on a loopback address");
        QTest::newRow("a mock server without a port")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "127.0.0.1"}})") << "none" << 0
            << QByteArray("no port from 1 to 65535");
        QTest::newRow("a mock server on port 0")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": {"address": "127.0.0.1", "port": 0}})") << "none"
            << 0 << QByteArray("no port from 1 to 65535");
        QTest::newRow("a mock server that is a string")
            << QByteArray(R"({"policy": "mocks-only", "mockServer": "127.0.0.1:8080"})") << "none" << 0
            << QByteArray("is not an object");
    }

    void aMockServerIsReadAsWritten()
    {
        const Policy policy = parsePolicyFile(
            R"({"policy": "allowlist", "mockServer": {"name": "LocalStack", "address": "127.0.1.2", "port": 4566}})");
        QVERIFY2(policy.problem.empty(), policy.problem.c_str());
        QVERIFY(policy.mockServer);
        QCOMPARE(QString::fromStdString(policy.mockServer->name), QStringLiteral("LocalStack"));
        QCOMPARE(QString::fromStdString(policy.mockServer->address), QStringLiteral("127.0.1.2"));
        QCOMPARE(policy.mockServer->port, 4566);
        QVERIFY(!parsePolicyFile(R"({"policy": "allowlist"})").mockServer);
        QCOMPARE(
            QString::fromStdString(
                parsePolicyFile(R"({"policy": "none", "mockServer": {"address": "::1", "port": 1}})").mockServer->name),
            QStringLiteral("the mock server"));
    }
    void policyFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QFETCH(int, rules);
        QFETCH(QByteArray, problem);
        const Policy policy = parsePolicyFile(std::string_view(text.constData(), size_t(text.size())));
        QCOMPARE(QString::fromStdString(std::string(policyName(policy.policy))), expected);
        QCOMPARE(int(policy.allow.size()), rules);
        QVERIFY2(problem.isEmpty() ? policy.problem.empty()
                                   : policy.problem.find(problem.toStdString()) != std::string::npos,
                 policy.problem.c_str());
    }

    void allowRules_data()
    {
        QTest::addColumn<QString>("policyName");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<bool>("passes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("exact name, its port") << "allowlist"
                                              << "pypi.org" << 443 << true << "preset pypi";
        QTest::newRow("exact name, other case") << "allowlist"
                                                << "PyPI.org" << 443 << true << "preset pypi";
        QTest::newRow("exact name, another port") << "allowlist"
                                                  << "pypi.org" << 80 << false << "";
        QTest::newRow("exact name, any port (DNS)") << "allowlist"
                                                    << "pypi.org" << 0 << true << "preset pypi";
        QTest::newRow("a name under it is not it") << "allowlist"
                                                   << "evil.pypi.org" << 443 << false << "";
        QTest::newRow("a name ending like it") << "allowlist"
                                               << "notpypi.org" << 443 << false << "";
        QTest::newRow("wildcard, one level")
            << "allowlist"
            << "files.pythonhosted.org" << 8443 << true << "the rule *.pythonhosted.org";
        QTest::newRow("wildcard, two levels") << "allowlist"
                                              << "a.b.pythonhosted.org" << 443 << true << "the rule *.pythonhosted.org";
        QTest::newRow("wildcard, not the domain") << "allowlist"
                                                  << "pythonhosted.org" << 443 << false << "";
        QTest::newRow("wildcard, suffix trick") << "allowlist"
                                                << "evilpythonhosted.org" << 443 << false << "";
        QTest::newRow("open lets anything") << "open"
                                            << "example.com" << 22 << true << "policy is open";
        QTest::newRow("mocks-only lets nothing") << "mocks-only"
                                                 << "pypi.org" << 443 << false << "";
        QTest::newRow("none lets nothing") << "none"
                                           << "pypi.org" << 443 << false << "";
        // The rule says "2001:DB8:0::1" on 8443; requests write the address in any of its forms.
        QTest::newRow("IPv6, as the rule keeps it") << "allowlist"
                                                    << "2001:db8::1" << 8443 << true << "the rule [2001:db8::1]:8443";
        QTest::newRow("IPv6 in brackets, written out")
            << "allowlist"
            << "[2001:0DB8:0000:0000:0000:0000:0000:0001]" << 8443 << true << "the rule [2001:db8::1]:8443";
        QTest::newRow("IPv6, another port") << "allowlist"
                                            << "2001:db8::1" << 443 << false << "";
        QTest::newRow("IPv6, another address") << "allowlist"
                                               << "2001:db8::2" << 8443 << false << "";
        QTest::newRow("IPv6, not an address") << "allowlist"
                                              << "[2001:db8::1" << 8443 << false << "";
    }
    void allowRules()
    {
        QFETCH(QString, policyName);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(bool, passes);
        QFETCH(QString, reason);
        const std::string text = "{\"policy\": \"" + policyName.toStdString() +
                                 "\", \"allow\": [{\"host\": \"pypi.org\", \"port\": 443, \"preset\": \"pypi\"}, "
                                 "{\"host\": \"*.pythonhosted.org\"}, {\"host\": \"2001:DB8:0::1\", \"port\": 8443}]}";
        const Policy policy = parsePolicyFile(text);
        QVERIFY2(policy.problem.empty(), policy.problem.c_str());
        QCOMPARE(policy.passes(host.toStdString(), port), passes);
        const QString said = QString::fromStdString(policy.reasonFor(host.toStdString(), port));
        QVERIFY2(reason.isEmpty() ? said.isEmpty() : said.contains(reason), qPrintable(said));
    }

    // A host is recorded when a rule asks for it and the policy lets it through at all.
    void recordedHosts()
    {
        const std::string rules = "\"allow\": [{\"host\": \"api.example.com\", \"port\": 443, \"record\": true}, "
                                  "{\"host\": \"pypi.org\"}, {\"host\": \"*.example.com\"}]}";
        const Policy allowlist = parsePolicyFile("{\"policy\": \"allowlist\", " + rules);
        QVERIFY2(allowlist.problem.empty(), allowlist.problem.c_str());
        QVERIFY(allowlist.records("api.example.com", 443));
        QVERIFY(allowlist.records("API.example.com", 443));
        QVERIFY(!allowlist.records("api.example.com", 80)); // passes by the wildcard, not recorded there
        QVERIFY(allowlist.passes("api.example.com", 80));
        QVERIFY(!allowlist.records("pypi.org", 443));
        QVERIFY(!allowlist.records("other.example.com", 443));
        QVERIFY(parsePolicyFile("{\"policy\": \"open\", " + rules).records("api.example.com", 443));
        QVERIFY(!parsePolicyFile("{\"policy\": \"mocks-only\", " + rules).records("api.example.com", 443));
        QVERIFY(!parsePolicyFile("{\"policy\": \"none\", " + rules).records("api.example.com", 443));
    }

    // Recorded exchanges become stubs as WireMock's snapshot makes them: the host, method and URL,
    // a JSON body as equalToJson with both ignore flags, the answer without its framing; a request
    // repeated with different answers becomes a scenario that gives them in turn.
    void snapshotsMakeStubsOfRecordedExchanges()
    {
        StubStore store;
        AdminApi admin(store, [] {});
        auto exchange = [&](const std::string &method, const std::string &url, const std::string &body, int status,
                            std::vector<Header> headers, const std::string &answer) {
            Exchange e;
            e.request = request(method, url, {{"Accept", "application/json"}, {"X-Trace", "t1"}}, body);
            e.request.scheme = "https";
            e.request.port = 443;
            e.status = status;
            e.headers = std::move(headers);
            e.body = answer;
            store.recordings().add(std::move(e));
        };
        exchange("POST", "/v1/charges", R"({"amount": 100, "tags": ["a", "b"]})", 201,
                 {{"Content-Type", "application/json"},
                  {"Content-Length", "12"},
                  {"Connection", "close"},
                  {"Set-Cookie", "a=1"},
                  {"Set-Cookie", "b=2"}},
                 R"({"id": "ch_1"})");
        exchange("GET", "/v1/balance?currency=eur", "", 200, {{"Transfer-Encoding", "chunked"}}, "first");
        exchange("GET", "/v1/balance?currency=eur", "", 200, {}, "second");
        exchange("GET", "/logo.png", "", 200, {{"Content-Type", "image/png"}},
                 std::string("\x89PNG\r\n\x1a\n\0\xff", 10));
        QCOMPARE(Json::parse(admin.handle("GET", "/__admin/recordings", "").body)["recordings"].size(), size_t(4));

        // Options WireMock has that the gateway does not take are named, not ignored.
        const AdminReply refused = admin.handle("POST", "/__admin/recordings/snapshot", R"({"transformers": []})");
        QCOMPARE(refused.status, 422);
        QVERIFY2(refused.body.find("transformers") != std::string::npos, refused.body.c_str());
        QCOMPARE(admin.handle("POST", "/__admin/recordings/start", "{}").status, 422);

        // Not kept: the stubs are only shown, and the recordings stay.
        const AdminReply preview = admin.handle(
            "POST", "/__admin/recordings/snapshot",
            R"({"persist": false, "filters": {"urlPathPattern": "/v1/.*"}, "captureHeaders": {"Accept": {}}})");
        QCOMPARE(preview.status, 200);
        const Json shown = Json::parse(preview.body)["mappings"];
        QCOMPARE(shown.size(), size_t(3));
        QVERIFY(store.ordered().empty());
        const Json charge = shown[0];
        QCOMPARE(charge["request"]["method"].get<std::string>(), std::string("POST"));
        QCOMPARE(charge["request"]["url"].get<std::string>(), std::string("/v1/charges"));
        QCOMPARE(charge["request"]["host"]["equalTo"].get<std::string>(), std::string("api.example.com"));
        QCOMPARE(charge["request"]["headers"]["Accept"]["equalTo"].get<std::string>(), std::string("application/json"));
        QVERIFY(!charge["request"]["headers"].contains("X-Trace"));
        const Json body = charge["request"]["bodyPatterns"][0];
        QCOMPARE(body["equalToJson"]["amount"].get<int>(), 100);
        QVERIFY(body["ignoreArrayOrder"].get<bool>() && body["ignoreExtraElements"].get<bool>());
        QCOMPARE(charge["response"]["status"].get<int>(), 201);
        QCOMPARE(charge["response"]["body"].get<std::string>(), std::string(R"({"id": "ch_1"})"));
        QVERIFY(!charge["response"]["headers"].contains("Content-Length"));
        QVERIFY(!charge["response"]["headers"].contains("Connection"));
        QCOMPARE(charge["response"]["headers"]["Set-Cookie"].size(), size_t(2));
        QVERIFY(shown[1]["scenarioName"].is_string() && shown[1]["scenarioName"] == shown[2]["scenarioName"]);
        QCOMPARE(shown[1]["requiredScenarioState"].get<std::string>(), std::string("Started"));
        QVERIFY(shown[1]["newScenarioState"] == shown[2]["requiredScenarioState"]);
        QVERIFY(!shown[2].contains("newScenarioState"));
        QVERIFY(!shown[1]["response"].contains("headers")); // Transfer-Encoding was all it had

        // Kept: the stubs answer as the host did, in turn for the repeated request, and the
        // recordings they came from are taken.
        const AdminReply kept = admin.handle("POST", "/__admin/recordings/snapshot", "");
        QCOMPARE(kept.status, 200);
        QCOMPARE(Json::parse(kept.body)["mappings"].size(), size_t(4));
        QCOMPARE(store.ordered().size(), size_t(4));
        QVERIFY(store.recordings().exchanges().empty());
        HttpRequest charge2 = request("POST", "/v1/charges", {}, R"({"tags": ["b", "a"], "amount": 100, "extra": 1})");
        QVERIFY(store.serve(charge2).stub);
        QVERIFY(!store.serve(request("POST", "/v1/charges", {}, R"({"amount": 101})")).stub);
        QCOMPARE(store.serve(request("GET", "/v1/balance?currency=eur")).stub->response.body, std::string("first"));
        QCOMPARE(store.serve(request("GET", "/v1/balance?currency=eur")).stub->response.body, std::string("second"));
        QCOMPARE(store.serve(request("GET", "/v1/balance?currency=eur")).stub->response.body, std::string("second"));
        QVERIFY(!store.serve(request("GET", "/v1/balance?currency=usd")).stub);
        const auto logo = store.serve(request("GET", "/logo.png")).stub;
        QVERIFY(logo);
        QCOMPARE(logo->response.body, std::string("\x89PNG\r\n\x1a\n\0\xff", 10));
        HttpRequest elsewhere = request("GET", "/logo.png");
        elsewhere.host = "other.example.com";
        QVERIFY(!store.serve(elsewhere).stub);
        // Nothing left to take: an empty snapshot.
        QCOMPARE(
            Json::parse(admin.handle("POST", "/__admin/recordings/snapshot", "{\"outputFormat\": \"IDS\"}").body)["ids"]
                .size(),
            size_t(0));
    }

    void destinations_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("namedExactly");
        QTest::addColumn<QString>("problem"); // empty: reachable
        QTest::newRow("public") << "151.101.0.223" << false << "";
        QTest::newRow("public v6") << "2a04:4e42::223" << false << "";
        QTest::newRow("loopback") << "127.0.0.1" << true << "loopback";
        QTest::newRow("loopback, elsewhere in 127/8") << "127.1.2.3" << true << "loopback";
        QTest::newRow("v6 loopback") << "::1" << true << "loopback";
        QTest::newRow("v4-mapped loopback") << "::ffff:127.0.0.1" << true << "loopback";
        QTest::newRow("metadata") << "169.254.169.254" << true << "link-local";
        QTest::newRow("v6 link-local") << "fe80::1" << true << "link-local";
        QTest::newRow("unspecified") << "0.0.0.0" << true << "unspecified";
        QTest::newRow("this network") << "0.1.2.3" << true << "unspecified";
        QTest::newRow("multicast") << "224.0.0.251" << true << "multicast";
        QTest::newRow("reserved") << "240.0.0.1" << true << "reserved";
        QTest::newRow("broadcast") << "255.255.255.255" << true << "reserved";
        QTest::newRow("docker bridge, by a wildcard") << "172.17.0.1" << false << "private";
        QTest::newRow("docker bridge, named exactly") << "172.17.0.1" << true << "";
        QTest::newRow("10/8, by a wildcard") << "10.0.0.5" << false << "private";
        QTest::newRow("192.168/16, by a wildcard") << "192.168.1.1" << false << "private";
        QTest::newRow("v4-mapped private") << "::ffff:192.168.1.1" << false << "private";
        QTest::newRow("shared 100.64/10") << "100.100.100.200" << false << "private";
        QTest::newRow("unique-local v6") << "fd00::2" << false << "private";
        QTest::newRow("unique-local v6, named exactly") << "fd00::2" << true << "";
        QTest::newRow("just outside 172.16/12") << "172.32.0.1" << false << "";
    }
    void destinations()
    {
        QFETCH(QString, address);
        QFETCH(bool, namedExactly);
        QFETCH(QString, problem);
        const QString said = QString::fromStdString(
            destinationProblem(boost::asio::ip::make_address(address.toStdString()), namedExactly));
        QVERIFY2(problem.isEmpty() ? said.isEmpty() : said.contains(problem), qPrintable(said));
    }
};

QTEST_GUILESS_MAIN(GatewayMatcherTest)
#include "tst_gatewaymatcher.moc"
