// The allowlist as Shadowbox writes it (AllowList, allowRulesToJson) and as the gateway reads it
// (NetworkPolicy.cpp): a rule Shadowbox accepts is one the gateway accepts and the reverse, so a
// policy file Shadowbox writes never falls back to `none`; every preset's rules let their own
// hosts through and nothing else; rules are edited by host, by host and port, and by preset. And
// what Shadowbox makes of a mock server of the user's: how it is run, and its near misses.

#include "NetworkPolicy.h"
#include "gateway/AllowList.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace shadowbox;

namespace {

std::string policyFile(const QString &policy, const QList<AllowRule> &rules)
{
    const QJsonObject said{{QStringLiteral("policy"), policy}, {QStringLiteral("allow"), allowRulesToJson(rules)}};
    return QJsonDocument(said).toJson(QJsonDocument::Compact).toStdString();
}

} // namespace

class AllowListTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseRule_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("name") << "pypi.org" << true << "pypi.org" << 0;
        QTest::newRow("name and port") << "pypi.org:443" << true << "pypi.org" << 443;
        QTest::newRow("upper case, spaces") << "  PyPI.org:443 " << true << "pypi.org" << 443;
        QTest::newRow("wildcard") << "*.pythonhosted.org" << true << "*.pythonhosted.org" << 0;
        QTest::newRow("IPv4 address and port") << "192.0.2.7:8080" << true << "192.0.2.7" << 8080;
        QTest::newRow("single label") << "registry" << true << "registry" << 0;
        QTest::newRow("IPv6 address and port") << "[2001:db8::1]:443" << true << "2001:db8::1" << 443;
        QTest::newRow("IPv6 address in brackets") << "[2001:DB8:0:0::1]" << true << "2001:db8::1" << 0;
        QTest::newRow("bare IPv6 address") << "2001:0db8::0001" << true << "2001:db8::1" << 0;
        QTest::newRow("IPv6 loopback") << "[::1]:8080" << true << "::1" << 8080;
        QTest::newRow("IPv6 with IPv4 inside") << "[::FFFF:192.0.2.7]:80" << true << "::ffff:192.0.2.7" << 80;
        QTest::newRow("IPv6 bracket not closed") << "[2001:db8::1:443" << false << "" << 0;
        QTest::newRow("IPv6 port without a colon") << "[2001:db8::1]443" << false << "" << 0;
        QTest::newRow("IPv6 port 0") << "[2001:db8::1]:0" << false << "" << 0;
        QTest::newRow("IPv6 port too large") << "[2001:db8::1]:70000" << false << "" << 0;
        QTest::newRow("IPv6 with a zone") << "fe80::1%eth0" << false << "" << 0;
        QTest::newRow("IPv6 with a zone in brackets") << "[fe80::1%eth0]:80" << false << "" << 0;
        QTest::newRow("a name in brackets") << "[pypi.org]:443" << false << "" << 0;
        QTest::newRow("nine groups") << "1:2:3:4:5:6:7:8:9" << false << "" << 0;
        QTest::newRow("wildcard IPv6") << "*.2001:db8::1" << false << "" << 0;
        QTest::newRow("port 0") << "pypi.org:0" << false << "" << 0;
        QTest::newRow("port too large") << "pypi.org:70000" << false << "" << 0;
        QTest::newRow("no port after the colon") << "pypi.org:" << false << "" << 0;
        QTest::newRow("empty") << "" << false << "" << 0;
        QTest::newRow("bare wildcard") << "*" << false << "" << 0;
        QTest::newRow("wildcard inside") << "pypi.*.org" << false << "" << 0;
        QTest::newRow("empty label") << "pypi..org" << false << "" << 0;
        QTest::newRow("label starting with a hyphen") << "-pypi.org" << false << "" << 0;
        QTest::newRow("underscore") << "my_host.example" << false << "" << 0;
        QTest::newRow("URL") << "https://pypi.org/" << false << "" << 0;
        QTest::newRow("label of 64 characters") << QString(64, u'a') + QStringLiteral(".org") << false << "" << 0;
        QTest::newRow("name of 254 characters")
            << (QString(62, u'a') + u'.').repeated(4) + QStringLiteral("ab") << false << "" << 0;
    }
    void parseRule()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(QString, host);
        QFETCH(int, port);
        const auto rule = AllowList::parseRule(text);
        QCOMPARE(rule.ok(), accepted);
        if (accepted) {
            QCOMPARE(rule->host, host);
            QCOMPARE(rule->port, port);
            // What the window and the command line show of a rule reads back as the same rule.
            const auto again = AllowList::parseRule(rule->text());
            QVERIFY2(again.ok(), qPrintable(rule->text()));
            QCOMPARE(again->host, host);
            QCOMPARE(again->port, port);
        } else {
            QVERIFY2(!rule.errorMessage().isEmpty(), "a refusal says why");
        }
    }

    // What one side accepts, the other does too.
    void shadowboxAndTheGatewayAgree_data()
    {
        QTest::addColumn<QString>("host");
        for (const char *host : {"pypi.org",
                                 "*.pythonhosted.org",
                                 "192.0.2.7",
                                 "a",
                                 "x-y.z9",
                                 "*.*.org",
                                 "*",
                                 "",
                                 "pypi..org",
                                 "-a.org",
                                 "a-.org",
                                 "UPPER.org",
                                 "a_b.org",
                                 "a b.org",
                                 "::1",
                                 "[::1]",
                                 "2001:DB8:0::1",
                                 "::ffff:192.0.2.7",
                                 "fe80::1%eth0",
                                 "1:2:3:4:5:6:7:8:9",
                                 ":::",
                                 "*.::1",
                                 "pypi.org.",
                                 ".pypi.org",
                                 "*pypi.org",
                                 "pypi.org:443"})
            QTest::newRow(host) << QString::fromLatin1(host);
    }
    void shadowboxAndTheGatewayAgree()
    {
        QFETCH(QString, host);
        const bool shadowbox = AllowList::ruleProblem({host, 0, QString()}).isEmpty();
        const bool gateway = gateway::acceptableRuleHost(host.toStdString());
        QCOMPARE(shadowbox, gateway);
        // And a file with the rule is the allowlist when accepted, `none` (with a reason) when not.
        const gateway::Policy read = gateway::parsePolicyFile(policyFile(QStringLiteral("allowlist"), {{host, 0, {}}}));
        QCOMPARE(read.policy == gateway::NetworkPolicy::Allowlist, shadowbox);
        QCOMPARE(read.problem.empty(), shadowbox);
    }

    // A mock server: Shadowbox takes what the gateway takes, and writes it in the gateway's form.
    void shadowboxAndTheGatewayAgreeOnMockServers_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("read"); // the address and port as both keep them; empty: refused
        QTest::newRow("127.0.1.1:8080") << "127.0.1.1:8080"
                                        << "127.0.1.1:8080";
        QTest::newRow("127.255.255.254:1") << "127.255.255.254:1"
                                           << "127.255.255.254:1";
        QTest::newRow("[::1]:4566") << "[::1]:4566"
                                    << "[::1]:4566";
        QTest::newRow("[0:0::1]:4566") << "[0:0::1]:4566"
                                       << "[::1]:4566";
        QTest::newRow("no port") << "127.0.1.1" << QString();
        QTest::newRow("port 0") << "127.0.1.1:0" << QString();
        QTest::newRow("port 65536") << "127.0.1.1:65536" << QString();
        QTest::newRow("not loopback") << "10.0.0.1:8080" << QString();
        QTest::newRow("every address") << "0.0.0.0:8080" << QString();
        QTest::newRow("a name") << "localhost:8080" << QString();
        QTest::newRow("mapped") << "[::ffff:127.0.0.1]:8080" << QString();
        QTest::newRow("another IPv6") << "[2001:db8::1]:8080" << QString();
        QTest::newRow("a wildcard") << "*.test:8080" << QString();
        QTest::newRow("bare ::1") << "::1" << QString();
    }
    void shadowboxAndTheGatewayAgreeOnMockServers()
    {
        QFETCH(QString, written);
        QFETCH(QString, read);
        const auto parsed =
            AllowList::parseMockServer(written, QStringLiteral("WireMock"),
                                       {QStringLiteral("S3.Example.Test"), QStringLiteral("s3.example.test")});
        QCOMPARE(parsed ? parsed->text() : QString(),
                 read.isEmpty() ? QString() : QStringLiteral("WireMock at ") + read);
        if (!parsed) {
            QVERIFY2(parsed.errorMessage().contains(QLatin1String("ADDRESS:PORT")), qPrintable(parsed.errorMessage()));
            return;
        }
        const QJsonObject said{{QStringLiteral("policy"), QStringLiteral("mocks-only")},
                               {QStringLiteral("mockServer"), parsed->toJson()}};
        const gateway::Policy policy =
            gateway::parsePolicyFile(QJsonDocument(said).toJson(QJsonDocument::Compact).toStdString());
        QVERIFY2(policy.problem.empty(), policy.problem.c_str());
        QVERIFY(policy.mockServer);
        QCOMPARE(QString::fromStdString(policy.mockServer->address), parsed->address);
        QCOMPARE(policy.mockServer->port, parsed->port);
        QCOMPARE(QString::fromStdString(policy.mockServer->name), QStringLiteral("WireMock"));
        // The hosts it answers, each once and in lower case, which the gateway leaves to Shadowbox.
        QCOMPARE(parsed->hosts, QStringList{QStringLiteral("s3.example.test")});
        // And read back from the JSON it is written as.
        QVERIFY(MockServer::fromJson(parsed->toJson()) == parsed.value());
    }

    void aMockServersHostsAreNamesThatCanBeMocked()
    {
        for (const char *host : {"localhost", "shadowbox-gateway", "*.example.test", "a b", ""}) {
            const auto parsed =
                AllowList::parseMockServer(QStringLiteral("127.0.1.1:8080"), QString(),
                                           {QStringLiteral("ok.example.test"), QString::fromLatin1(host)});
            QVERIFY2(!parsed, host);
            QVERIFY2(parsed.errorMessage().contains(u'"' + QString::fromLatin1(host) + u'"'),
                     qPrintable(parsed.errorMessage()));
        }
    }

    void aMockServerShadowboxRunsNamesAnImage()
    {
        const QStringList arguments{QStringLiteral("--verbose"), QStringLiteral("--port"), QStringLiteral("8080")};
        auto parsed = AllowList::parseMockServer(QStringLiteral("127.0.1.2:8080"), QStringLiteral("WireMock"), {},
                                                 QStringLiteral("wiremock/wiremock:3.13.2"), arguments);
        QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
        QCOMPARE(parsed->image, QStringLiteral("wiremock/wiremock:3.13.2"));
        QCOMPARE(parsed->arguments, arguments);
        QVERIFY(MockServer::fromJson(parsed->toJson()) == parsed.value());
        // The gateway's policy parser takes the file with them in it.
        const QJsonObject said{{QStringLiteral("policy"), QStringLiteral("mocks-only")},
                               {QStringLiteral("mockServer"), parsed->toJson()}};
        const gateway::Policy policy =
            gateway::parsePolicyFile(QJsonDocument(said).toJson(QJsonDocument::Compact).toStdString());
        QVERIFY2(policy.problem.empty(), policy.problem.c_str());
        // A reference no engine takes, and arguments with no image, are refused before anything runs.
        parsed = AllowList::parseMockServer(QStringLiteral("127.0.1.2:8080"), QString(), {},
                                            QStringLiteral("WireMock/WireMock:latest"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.errorMessage().contains(QLatin1String("WireMock/WireMock")), qPrintable(parsed.errorMessage()));
        parsed = AllowList::parseMockServer(QStringLiteral("127.0.1.2:8080"), QString(), {}, QString(), arguments);
        QVERIFY(!parsed);
        QVERIFY2(parsed.errorMessage().contains(QLatin1String("image")), qPrintable(parsed.errorMessage()));
    }

    void aMockServersImageIsToldWhereToListen()
    {
        MockServer server{QStringLiteral("WireMock"), QStringLiteral("127.0.1.2"), 8080, {}, {}, {}};
        const QStringList where{QStringLiteral("SHADOWBOX_MOCK_ADDRESS=127.0.1.2"),
                                QStringLiteral("SHADOWBOX_MOCK_PORT=8080")};
        for (const char *image : {"wiremock/wiremock:3.13.2", "docker.io/wiremock/wiremock", "wiremock",
                                  "registry.example.test:5000/mirror/wiremock@sha256:0123"}) {
            server.image = QString::fromLatin1(image);
            const auto launch = SandboxGateway::mockServerLaunch(server);
            QCOMPARE(launch.arguments, (QStringList{QStringLiteral("--bind-address"), QStringLiteral("127.0.1.2"),
                                                    QStringLiteral("--port"), QStringLiteral("8080")}));
            QCOMPARE(launch.environment, where);
        }
        // Arguments given are what it gets.
        server.arguments = {QStringLiteral("--port"), QStringLiteral("9090")};
        QCOMPARE(SandboxGateway::mockServerLaunch(server).arguments, server.arguments);
        server.arguments.clear();
        server.image = QStringLiteral("localstack/localstack:3");
        server.address = QStringLiteral("::1");
        server.port = 4566;
        auto launch = SandboxGateway::mockServerLaunch(server);
        QVERIFY(launch.arguments.isEmpty());
        QVERIFY2(launch.environment.contains(QStringLiteral("GATEWAY_LISTEN=[::1]:4566")),
                 qPrintable(launch.environment.join(u' ')));
        // Any other image is only told where.
        server.image = QStringLiteral("mockserver/mockserver");
        launch = SandboxGateway::mockServerLaunch(server);
        QVERIFY(launch.arguments.isEmpty());
        QCOMPARE(launch.environment, (QStringList{QStringLiteral("SHADOWBOX_MOCK_ADDRESS=::1"),
                                                  QStringLiteral("SHADOWBOX_MOCK_PORT=4566")}));
    }

    void everyPresetLetsItsHostsThroughAndNothingElse()
    {
        QVERIFY(AllowList::presets().size() >= 10);
        for (const char *name :
             {"npm", "pypi", "crates", "go", "debian", "ubuntu", "alpine", "claude", "codex", "aider"})
            QVERIFY2(AllowList::preset(QString::fromLatin1(name)), name);
        QVERIFY(!AllowList::preset(QStringLiteral("everything")));
        for (const AllowList::Preset &preset : AllowList::presets()) {
            QVERIFY2(!preset.rules.isEmpty() && !preset.description.isEmpty(), qPrintable(preset.name));
            const gateway::Policy read =
                gateway::parsePolicyFile(policyFile(QStringLiteral("allowlist"), preset.rules));
            QVERIFY2(read.problem.empty(), read.problem.c_str());
            QCOMPARE(read.allow.size(), size_t(preset.rules.size()));
            for (const AllowRule &rule : preset.rules) {
                QVERIFY2(AllowList::ruleProblem(rule).isEmpty(), qPrintable(rule.text()));
                QCOMPARE(rule.preset, preset.name);
                QVERIFY2(rule.port == 443 || rule.port == 80, qPrintable(rule.text()));
                QVERIFY(read.passes(rule.host.toStdString(), rule.port));
                // The journal names the preset that let the host through.
                QVERIFY2(read.reasonFor(rule.host.toStdString(), rule.port).find(preset.name.toStdString()) !=
                             std::string::npos,
                         read.reasonFor(rule.host.toStdString(), rule.port).c_str());
                QVERIFY(!read.passes(rule.host.toStdString(), 22));
            }
            QVERIFY(!read.passes("example.com", 443));
            QVERIFY(!read.passes("evil." + preset.rules.first().host.toStdString(), 443));
        }
    }

    void presetsNameTheHostsTheirToolsUse_data()
    {
        // The hosts each tool's documentation names for its registry or API (HTTPS only unless its
        // package archive is served over plain HTTP as well, as apt's and apk's are).
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("rules");
        const auto both = [](std::initializer_list<const char *> hosts) {
            QStringList rules;
            for (const char *host : hosts)
                rules << QString::fromLatin1(host) + QStringLiteral(":80")
                      << QString::fromLatin1(host) + QStringLiteral(":443");
            return rules;
        };
        QTest::newRow("npm") << QStringLiteral("npm")
                             << QStringList{"registry.npmjs.org:443", "registry.yarnpkg.com:443"};
        QTest::newRow("pypi") << QStringLiteral("pypi") << QStringList{"pypi.org:443", "files.pythonhosted.org:443"};
        QTest::newRow("crates") << QStringLiteral("crates")
                                << QStringList{"crates.io:443", "index.crates.io:443", "static.crates.io:443"};
        QTest::newRow("go") << QStringLiteral("go") << QStringList{"proxy.golang.org:443", "sum.golang.org:443"};
        QTest::newRow("debian") << QStringLiteral("debian") << both({"deb.debian.org", "security.debian.org"});
        QTest::newRow("ubuntu") << QStringLiteral("ubuntu")
                                << both({"archive.ubuntu.com", "security.ubuntu.com", "ports.ubuntu.com"});
        QTest::newRow("alpine") << QStringLiteral("alpine") << both({"dl-cdn.alpinelinux.org"});
        QTest::newRow("claude") << QStringLiteral("claude") << QStringList{"api.anthropic.com:443"};
        QTest::newRow("codex") << QStringLiteral("codex") << QStringList{"api.openai.com:443"};
        QTest::newRow("aider") << QStringLiteral("aider") << QStringList{"api.openai.com:443", "api.anthropic.com:443"};
    }

    void presetsNameTheHostsTheirToolsUse()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, rules);
        const AllowList::Preset *found = AllowList::preset(preset);
        QVERIFY(found);
        QStringList actual;
        for (const AllowRule &rule : found->rules)
            actual << rule.text();
        actual.sort();
        rules.sort();
        QCOMPARE(actual, rules);
    }

    void rulesAreEditedByHostPortAndPreset()
    {
        const QList<AllowRule> pypi = AllowList::preset(QStringLiteral("pypi"))->rules;
        const AllowRule anyPort{QStringLiteral("example.com"), 0, {}};
        const AllowRule https{QStringLiteral("example.com"), 443, {}};
        const AllowRule other{QStringLiteral("example.org"), 8080, {}};
        QList<AllowRule> rules = AllowList::edited({}, pypi + QList<AllowRule>{anyPort, https, other}, {});
        QCOMPARE(rules.size(), 5);
        // Added again: not repeated.
        QCOMPARE(AllowList::edited(rules, {https, pypi.first()}, {}), rules);
        // One port of a host, then the host on every port.
        QCOMPARE(AllowList::edited(rules, {}, {https}).size(), 4);
        QVERIFY(AllowList::edited(rules, {}, {https}).contains(anyPort));
        QCOMPARE(AllowList::edited(rules, {}, {{QStringLiteral("example.com"), 0, {}}}).size(), 3);
        // A preset by its name, whatever else is there.
        rules = AllowList::edited(rules, {}, {{QString(), 0, QStringLiteral("pypi")}});
        QCOMPARE(rules, (QList<AllowRule>{anyPort, https, other}));
        // The JSON both sides keep round-trips.
        QCOMPARE(allowRulesFromJson(allowRulesToJson(pypi + rules)), pypi + rules);
    }

    // Recording is turned on and off by host (every port, or one), and on for a host no rule
    // names adds a rule for it; the gateway reads the flag as Shadowbox writes it.
    void recordingIsTurnedOnAndOffByHost()
    {
        const AllowRule anyPort{QStringLiteral("example.com"), 0, {}};
        const AllowRule https{QStringLiteral("example.com"), 443, {}};
        const QList<AllowRule> rules{anyPort, https};
        QList<AllowRule> on = AllowList::recording(rules, {{QStringLiteral("Example.com"), 443, {}}}, true);
        QCOMPARE(on.size(), 2);
        QVERIFY(!on.at(0).record && on.at(1).record);
        on = AllowList::recording(rules, {{QStringLiteral("example.com"), 0, {}}}, true);
        QVERIFY(on.at(0).record && on.at(1).record);
        on = AllowList::recording(on, {{QStringLiteral("api.example.org"), 8443, {}}}, true);
        QCOMPARE(on.size(), 3);
        QCOMPARE(on.last(), (AllowRule{QStringLiteral("api.example.org"), 8443, QString(), true}));
        const QList<AllowRule> off = AllowList::recording(on, {{QStringLiteral("example.com"), 0, {}}}, false);
        QVERIFY(!off.at(0).record && !off.at(1).record && off.at(2).record);
        QCOMPARE(AllowList::recording(off, {{QStringLiteral("nowhere.example"), 0, {}}}, false), off);
        QCOMPARE(allowRulesFromJson(allowRulesToJson(on)), on);
        const gateway::Policy read = gateway::parsePolicyFile(policyFile(QStringLiteral("allowlist"), on));
        QVERIFY(read.problem.empty());
        QVERIFY(read.records("api.example.org", 8443) && read.records("example.com", 80));
        QVERIFY(!gateway::parsePolicyFile(policyFile(QStringLiteral("allowlist"), off)).records("example.com", 443));
    }

    void policiesHaveTheGatewaysNames()
    {
        for (NetworkPolicy policy :
             {NetworkPolicy::None, NetworkPolicy::MocksOnly, NetworkPolicy::Allowlist, NetworkPolicy::Open}) {
            const QString name = networkPolicyName(policy);
            QCOMPARE(networkPolicyFromName(name), std::optional<NetworkPolicy>(policy));
            const gateway::Policy read = gateway::parsePolicyFile(policyFile(name, {}));
            QVERIFY2(read.problem.empty(), read.problem.c_str());
            QCOMPARE(
                QString::fromUtf8(gateway::policyName(read.policy).data(), gateway::policyName(read.policy).size()),
                name);
        }
        QVERIFY(!networkPolicyFromName(QStringLiteral("wide-open")));
    }

    void aMockServersNearMissesJoinTheRequestsItLeftUnanswered()
    {
        // The gateway's log: a request WireMock answered without a stub, one the gateway itself left
        // unmatched (with its own near misses), and one WireMock matched.
        const auto entry = [](const QString &outcome, const QString &url, const QString &detail,
                              const QJsonArray &misses = {}) {
            return QJsonObject{
                {QStringLiteral("request"),
                 QJsonObject{{QStringLiteral("method"), QStringLiteral("GET")}, {QStringLiteral("url"), url}}},
                {QStringLiteral("shadowbox"), QJsonObject{{QStringLiteral("outcome"), outcome},
                                                          {QStringLiteral("host"), QStringLiteral("api.x.test")},
                                                          {QStringLiteral("detail"), detail},
                                                          {QStringLiteral("nearMisses"), misses}}}};
        };
        const QString byWireMock = QStringLiteral("answered by WireMock at 127.0.1.2:8080");
        const QJsonArray ownMisses{QJsonObject{{QStringLiteral("stubId"), QStringLiteral("own")}}};
        const QJsonArray log{entry(QStringLiteral("unmatched"), QStringLiteral("/v1/chargez?x=1"), byWireMock),
                             entry(QStringLiteral("unmatched"), QStringLiteral("/v1/chargez?x=1"),
                                   QStringLiteral("no stub matched"), ownMisses),
                             entry(QStringLiteral("matched"), QStringLiteral("/v1/chargez?x=1"), byWireMock)};
        // WireMock's near misses, as GET /__admin/requests/unmatched/near-misses gives them.
        const auto miss = [](const QString &url, const QString &host, const QString &id, const QString &name,
                             double distance) {
            return QJsonObject{
                {QStringLiteral("request"), QJsonObject{{QStringLiteral("method"), QStringLiteral("GET")},
                                                        {QStringLiteral("url"), url},
                                                        {QStringLiteral("host"), host}}},
                {QStringLiteral("stubMapping"),
                 QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}}},
                {QStringLiteral("matchResult"), QJsonObject{{QStringLiteral("distance"), distance}}}};
        };
        const QJsonArray nearMisses{
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("API.X.TEST"), QStringLiteral("refunds"),
                 QStringLiteral("refunds"), 0.5),
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("api.x.test"), QStringLiteral("charges"),
                 QStringLiteral("charges\u001b]0;owned\u0007"), 0.02),
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("api.x.test"), QStringLiteral("charges"),
                 QStringLiteral("charges"), 0.02), // the same stub for the same request made again
            miss(QStringLiteral("/v1/other"), QStringLiteral("api.x.test"), QStringLiteral("other"),
                 QStringLiteral("other"), 0.01),
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("elsewhere.test"), QStringLiteral("elsewhere"),
                 QStringLiteral("elsewhere"), 0.01),
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("api.x.test"), QStringLiteral("a"),
                 QStringLiteral("a"), 0.7),
            miss(QStringLiteral("/v1/chargez?x=1"), QStringLiteral("api.x.test"), QStringLiteral("b"),
                 QStringLiteral("b"), 0.9)};
        const QJsonArray joined = GatewayMocks::withServerNearMisses(log, nearMisses);
        QCOMPARE(joined.size(), 3);
        const QJsonArray got = joined[0][QStringLiteral("shadowbox")][QStringLiteral("nearMisses")].toArray();
        QStringList ids;
        for (const QJsonValue &m : got)
            ids << m[QStringLiteral("stubId")].toString();
        // Nearest first, each stub once, three at most; another URL or host is another request.
        QCOMPARE(ids, (QStringList{QStringLiteral("charges"), QStringLiteral("refunds"), QStringLiteral("a")}));
        QCOMPARE(got[0][QStringLiteral("name")].toString(), QStringLiteral("charges\ufffd]0;owned\ufffd"));
        QCOMPARE(got[0][QStringLiteral("misses")].toArray().first().toString(),
                 QStringLiteral("distance 0.02, as the server measures it"));
        // The gateway's own near misses and a matched request are left as they were.
        QCOMPARE(joined[1], log[1]);
        QCOMPARE(joined[2], log[2]);
        // Nothing near: nothing added.
        QCOMPARE(GatewayMocks::withServerNearMisses(log, {}), log);
    }
};

QTEST_GUILESS_MAIN(AllowListTest)
#include "tst_allowlist.moc"
