#include "cli/CliSupport.h"

#include "gateway/AllowList.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "sandbox/SandboxManager.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace shadowbox::cli {

namespace {

// `shadowbox network policy SANDBOX [POLICY]`, `shadowbox network allow SANDBOX [add|remove
// RULE...]`, `shadowbox network record SANDBOX HOST... [--stop]` and `shadowbox network presets`.
class NetworkCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args)
    {
        const QString sub = args.value(1);
        const QString text =
            tr("Usage: shadowbox network policy SANDBOX [none|mocks-only|allowlist|open] [--json]\n"
               "       shadowbox network allow SANDBOX [add|remove [HOST[:PORT]]... [--preset NAME]...] [--json]\n"
               "       shadowbox network record SANDBOX HOST[:PORT]... [--stop] [--json]\n"
               "       shadowbox network presets [--json]\n"
               "       shadowbox network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]...\n"
               "             [--image IMAGE [-- ARGUMENTS...]] | --off] [--json]\n"
               "\n"
               "What the sandbox's gateway lets it reach, shown or changed while the sandbox runs (no\n"
               "restart; the command returns once the gateway enforces it):\n"
               "  mocks-only   the hosts it mocks answer from their stubs (shadowbox mocks); every other\n"
               "               name is unknown (the default)\n"
               "  allowlist    the mocked hosts answer, and the hosts the allow rules name pass through to\n"
               "               the network; every other host is refused\n"
               "  open         every host that is not mocked passes through (loopback, link-local and this\n"
               "               machine's own addresses never do, nor private ones a rule does not name)\n"
               "  none         nothing answers: every connection is cut, every name is unknown\n"
               "The sandbox sees only its own loopback, with no route to the host or beyond: what passes\n"
               "is carried by the gateway, and HTTPS that passes is not decrypted on the way.\n"
               "\n"
               "Allow rules name a host (pypi.org), every name under a domain (*.pythonhosted.org), an\n"
               "IPv4 address or an IPv6 address in brackets ([2001:db8::1]:443), on one port or on any.\n"
               "A preset adds the hosts of a package registry or of an agent's model API at once;\n"
               "`shadowbox network presets` lists them.\n"
               "\n"
               "Recording a host (allowed by a rule, which record adds if there is none, or by open) has\n"
               "the gateway answer it itself, HTTPS with the sandbox's CA, and send every request on,\n"
               "checking the host's certificate against this machine's roots; what was sent and\n"
               "answered becomes stubs with `shadowbox mocks keep-recorded`. --stop passes it unopened again.\n"
               "\n"
               "A mock server of your own (a WireMock, a LocalStack) that listens on a loopback address of\n"
               "the sandbox's network (127.0.1.1:8080) can answer the mocked hosts in the gateway's place:\n"
               "the gateway still ends their HTTPS, then hands it each request and the sandbox its answer.\n"
               "The mocked hosts are those the sandbox's stubs name, those the server's own stubs name\n"
               "(it is asked, as WireMock's admin API, each time it is set), and those --host names.\n"
               "--off gives them back to the gateway's own stubs.\n"
               "With --image, Shadowbox runs the server itself: a container of the image, in the sandbox's\n"
               "network and nowhere else, started and stopped with the sandbox and removed with it. A\n"
               "WireMock image gets --bind-address ADDRESS --port PORT, a LocalStack image\n"
               "GATEWAY_LISTEN=ADDRESS:PORT; ARGUMENTS after -- replace what the image's entry point gets.\n"
               "Every image gets SHADOWBOX_MOCK_ADDRESS and SHADOWBOX_MOCK_PORT. It must listen there.\n");
        if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ||
            sub == QLatin1String("help")) {
            (sub.isEmpty() ? err(text) : out(text));
            return sub.isEmpty() ? int(Usage) : int(Ok);
        }
        if (sub == QLatin1String("policy"))
            return policy(args, text);
        if (sub == QLatin1String("allow"))
            return allow(args, text);
        if (sub == QLatin1String("presets"))
            return presets(args, text);
        if (sub == QLatin1String("record"))
            return record(args, text);
        if (sub == QLatin1String("mock-server"))
            return mockServer(args, text);
        return usage(tr("unknown network command \"%1\"; use policy, allow, record, presets or mock-server.").arg(sub));
    }

private:
    static QJsonObject toJsonPolicy(const SandboxRecord &r)
    {
        return {{QStringLiteral("sandbox"), r.name},
                {QStringLiteral("network"), networkModeName(r.networkMode)},
                {QStringLiteral("policy"), networkPolicyName(r.networkPolicy)},
                {QStringLiteral("allow"), allowRulesToJson(r.networkAllow)},
                {QStringLiteral("mockServer"),
                 r.networkMockServer ? QJsonValue(r.networkMockServer->toJson()) : QJsonValue(QJsonValue::Null)}};
    }

    static QString rulesText(const SandboxRecord &r)
    {
        if (r.networkAllow.isEmpty())
            return tr("No allow rules.\n");
        QList<QStringList> rows{{tr("HOST"), tr("PORT"), tr("PRESET"), tr("RECORDED")}};
        for (const AllowRule &rule : r.networkAllow)
            rows.append({rule.host, rule.port ? QString::number(rule.port) : tr("any"), rule.preset,
                         rule.record ? tr("yes") : QString()});
        return table(rows);
    }

    static int policy(const QStringList &args, const QString &text)
    {
        QCommandLineParser p;
        p.addOption(jsonOption());
        int code = Ok;
        if (!parse(p, args.mid(1), QStringLiteral("network policy SANDBOX [POLICY]"), text, &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.isEmpty() || positional.size() > 2)
            return usage(tr("`shadowbox network policy` takes a sandbox and, to change it, a policy."));
        std::optional<NetworkPolicy> wanted;
        if (positional.size() == 2) {
            wanted = networkPolicyFromName(positional.at(1));
            if (!wanted)
                return usage(
                    tr("\"%1\" is not a policy: use none, mocks-only, allowlist or open.").arg(positional.at(1)));
        }
        Runner runner(true);
        return runner.exec([&] {
            const SandboxContext &context = runner.session().manager()->context();
            auto record = context.find(positional.first());
            if (!record)
                return fail(record.error());
            SandboxRecord now = *record;
            if (wanted) {
                auto changed = GatewayMocks(context).setPolicy(*record, *wanted);
                if (!changed)
                    return fail(changed.error());
                now = *changed;
            }
            if (now.networkPolicy == NetworkPolicy::Open && wanted)
                err(tr("Warning: every host that is not mocked can now be reached from sandbox %1, and what the "
                       "sandbox holds can be sent anywhere. Use allowlist to let only named hosts through.\n")
                        .arg(now.name));
            if (p.isSet(jsonOption())) {
                printJson(toJsonPolicy(now));
                return int(Ok);
            }
            if (wanted && record->networkPolicy != *wanted)
                out(tr("Sandbox %1: network policy %2 (was %3).\n")
                        .arg(now.name, networkPolicyName(now.networkPolicy), networkPolicyName(record->networkPolicy)));
            else
                out(tr("Sandbox %1: network policy %2.\n").arg(now.name, networkPolicyName(now.networkPolicy)));
            if (now.networkPolicy == NetworkPolicy::Allowlist)
                out(rulesText(now));
            return int(Ok);
        });
    }

    static int mockServer(const QStringList &args, const QString &text)
    {
        QCommandLineParser p;
        p.addOption(jsonOption());
        const QCommandLineOption nameOption(QStringLiteral("name"),
                                            tr("What the request log calls the mock server (WireMock)."), tr("name"));
        const QCommandLineOption offOption(QStringLiteral("off"),
                                           tr("The gateway answers the mocked hosts from its own stubs again."));
        const QCommandLineOption hostOption(
            QStringLiteral("host"), tr("A host name the mock server answers that no stub of the sandbox names."),
            tr("host"));
        const QCommandLineOption imageOption(
            QStringLiteral("image"),
            tr("Shadowbox runs the mock server from this image, in the sandbox's network, with the sandbox "
               "(a WireMock image is told the address and port; other images get the ARGUMENTS after --)."),
            tr("image"));
        p.addOption(nameOption);
        p.addOption(hostOption);
        p.addOption(imageOption);
        p.addOption(offOption);
        int code = Ok;
        if (!parse(p, args.mid(1),
                   QStringLiteral("network mock-server SANDBOX [ADDRESS:PORT [--image IMAGE [-- ARGUMENTS...]]]"), text,
                   &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.isEmpty() || (positional.size() > 2 && !p.isSet(imageOption)) ||
            (positional.size() >= 2 && p.isSet(offOption)))
            return usage(tr("`shadowbox network mock-server` takes a sandbox and, to change it, ADDRESS:PORT or "
                            "--off; arguments after ADDRESS:PORT go with --image."));
        std::optional<std::optional<MockServer>> wanted;
        if (p.isSet(offOption)) {
            wanted = std::optional<MockServer>();
        } else if (positional.size() >= 2) {
            auto parsed = AllowList::parseMockServer(positional.at(1), p.value(nameOption), p.values(hostOption),
                                                     p.value(imageOption), positional.mid(2));
            if (!parsed)
                return usage(parsed.errorMessage());
            wanted = std::optional<MockServer>(*parsed);
        } else if (p.isSet(nameOption) || p.isSet(hostOption) || p.isSet(imageOption)) {
            return usage(tr("--name, --host and --image go with the mock server's ADDRESS:PORT."));
        }
        Runner runner(true);
        return runner.exec([&] {
            const SandboxContext &context = runner.session().manager()->context();
            auto record = context.find(positional.first());
            if (!record)
                return fail(record.error());
            SandboxRecord now = *record;
            if (wanted) {
                GatewayMocks::PolicyChange change;
                change.mockServer = *wanted;
                QStringList notes;
                auto changed = GatewayMocks(context).changePolicy(*record, change, &notes);
                if (!changed)
                    return fail(changed.error());
                for (const QString &note : std::as_const(notes))
                    err(note + u'\n');
                now = *changed;
            }
            if (p.isSet(jsonOption())) {
                printJson(toJsonPolicy(now));
                return int(Ok);
            }
            if (now.networkMockServer && !now.networkMockServer->image.isEmpty())
                out(tr("Sandbox %1: %2 runs from the image %3, as container %4.\n")
                        .arg(now.name, now.networkMockServer->text(), now.networkMockServer->image,
                             SandboxGateway::mockServerName(now)));
            if (now.networkMockServer && !now.networkMockServer->hosts.isEmpty())
                out(tr("Sandbox %1: the mocked hosts, %3 among them, are answered by %2.\n")
                        .arg(now.name, now.networkMockServer->text(),
                             QLocale().createSeparatedList(now.networkMockServer->hosts)));
            else if (now.networkMockServer)
                out(tr("Sandbox %1: the mocked hosts are answered by %2.\n")
                        .arg(now.name, now.networkMockServer->text()));
            else
                out(tr("Sandbox %1: the mocked hosts are answered by its gateway's own stubs.\n").arg(now.name));
            return int(Ok);
        });
    }

    static int allow(const QStringList &args, const QString &text)
    {
        QCommandLineParser p;
        p.addOption(jsonOption());
        const QCommandLineOption presetOption(
            QStringLiteral("preset"), tr("Adds or removes every host of a preset (see network presets)."), tr("name"));
        p.addOption(presetOption);
        int code = Ok;
        if (!parse(p, args.mid(1), QStringLiteral("network allow SANDBOX [add|remove RULE...]"), text, &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.isEmpty())
            return usage(tr("`shadowbox network allow` takes a sandbox."));
        const QString verb = positional.value(1);
        const bool adding = verb == QLatin1String("add");
        if (!verb.isEmpty() && !adding && verb != QLatin1String("remove"))
            return usage(tr("\"%1\" is not something allow does: use add or remove.").arg(verb));
        if (verb.isEmpty() && (positional.size() > 1 || p.isSet(presetOption)))
            return usage(tr("Say add or remove before the rules."));
        QList<AllowRule> rules;
        for (const QString &written : positional.mid(2)) {
            auto rule = AllowList::parseRule(written);
            if (!rule)
                return usage(rule.errorMessage());
            rules << *rule;
        }
        for (const QString &name : p.values(presetOption)) {
            const AllowList::Preset *preset = AllowList::preset(name);
            if (!preset) {
                QStringList names;
                for (const AllowList::Preset &known : AllowList::presets())
                    names << known.name;
                return usage(
                    tr("There is no preset \"%1\": use one of %2.").arg(name, names.join(QLatin1String(", "))));
            }
            // Removing a preset takes its rules by name, whatever the user did to them since.
            rules << (adding ? preset->rules : QList<AllowRule>{{QString(), 0, preset->name}});
        }
        if (!verb.isEmpty() && rules.isEmpty())
            return usage(tr("Name the hosts (HOST or HOST:PORT) or presets (--preset NAME) to %1.").arg(verb));
        Runner runner(true);
        return runner.exec([&] {
            const SandboxContext &context = runner.session().manager()->context();
            auto record = context.find(positional.first());
            if (!record)
                return fail(record.error());
            SandboxRecord now = *record;
            if (!verb.isEmpty()) {
                GatewayMocks::PolicyChange change;
                (adding ? change.add : change.remove) = rules;
                auto changed = GatewayMocks(context).changePolicy(*record, change);
                if (!changed)
                    return fail(changed.error());
                now = *changed;
            }
            if (now.networkPolicy != NetworkPolicy::Allowlist && !verb.isEmpty())
                err(tr("Sandbox %1's policy is %2: the rules apply under allowlist (shadowbox network policy %1 "
                       "allowlist).\n")
                        .arg(now.name, networkPolicyName(now.networkPolicy)));
            if (p.isSet(jsonOption()))
                printJson(toJsonPolicy(now));
            else
                out(rulesText(now));
            return int(Ok);
        });
    }

    static int record(const QStringList &args, const QString &text)
    {
        QCommandLineParser p;
        p.addOption(jsonOption());
        const QCommandLineOption stop(QStringLiteral("stop"), tr("Stop recording the hosts (their rules stay)."));
        p.addOption(stop);
        int code = Ok;
        if (!parse(p, args.mid(1), QStringLiteral("network record SANDBOX HOST[:PORT]..."), text, &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.size() < 2)
            return usage(tr("`shadowbox network record` takes a sandbox and the hosts (HOST or HOST:PORT) to record."));
        QList<AllowRule> hosts;
        for (const QString &written : positional.mid(1)) {
            auto rule = AllowList::parseRule(written);
            if (!rule)
                return usage(rule.errorMessage());
            if (rule->host.startsWith(QLatin1String("*.")))
                return usage(tr("Record names one host at a time, not \"%1\".").arg(written));
            hosts << *rule;
        }
        Runner runner(true);
        return runner.exec([&] {
            const SandboxContext &context = runner.session().manager()->context();
            auto found = context.find(positional.first());
            if (!found)
                return fail(found.error());
            GatewayMocks::PolicyChange change;
            (p.isSet(stop) ? change.stopRecording : change.record) = hosts;
            auto now = GatewayMocks(context).changePolicy(*found, change);
            if (!now)
                return fail(now.error());
            if (!SandboxGateway::letsHostsThrough(now->networkPolicy) && !p.isSet(stop))
                err(tr("Sandbox %1's policy is %2: nothing passes, so nothing is recorded until it is allowlist "
                       "or open (shadowbox network policy %1 allowlist).\n")
                        .arg(now->name, networkPolicyName(now->networkPolicy)));
            if (p.isSet(jsonOption()))
                printJson(toJsonPolicy(*now));
            else
                out(rulesText(*now));
            return int(Ok);
        });
    }

    static int presets(const QStringList &args, const QString &text)
    {
        QCommandLineParser p;
        p.addOption(jsonOption());
        int code = Ok;
        if (!parse(p, args.mid(1), QStringLiteral("network presets"), text, &code))
            return code;
        if (!p.positionalArguments().isEmpty())
            return usage(tr("`shadowbox network presets` takes no arguments."));
        if (p.isSet(jsonOption())) {
            QJsonArray all;
            for (const AllowList::Preset &preset : AllowList::presets())
                all.append(QJsonObject{{QStringLiteral("name"), preset.name},
                                       {QStringLiteral("description"), preset.description},
                                       {QStringLiteral("allow"), allowRulesToJson(preset.rules)}});
            printJson(all);
            return int(Ok);
        }
        QList<QStringList> rows{{tr("PRESET"), tr("WHAT"), tr("HOSTS")}};
        for (const AllowList::Preset &preset : AllowList::presets()) {
            QStringList hosts;
            for (const AllowRule &rule : preset.rules)
                hosts << rule.text();
            rows.append({preset.name, preset.description, hosts.join(QLatin1String(" "))});
        }
        out(table(rows));
        return int(Ok);
    }
};

} // namespace

int runNetwork(const QStringList &args)
{
    return NetworkCommands::run(args);
}

} // namespace shadowbox::cli
