#include "cli/CliSupport.h"

#include "gateway/GatewayMocks.h"
#include "sandbox/SandboxManager.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace shadowbox::cli {

namespace {

// `shadowbox network policy SANDBOX [POLICY]`.
class NetworkCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args)
    {
        const QString sub = args.value(1);
        const QString text =
            tr("Usage: shadowbox network policy SANDBOX [none|mocks-only] [--json]\n"
               "\n"
               "What the sandbox's gateway lets it reach, shown or changed while the sandbox runs (no\n"
               "restart; the command returns once the gateway enforces it):\n"
               "  mocks-only   the hosts it mocks answer from their stubs (shadowbox mocks); every other\n"
               "               name is unknown (the default)\n"
               "  none         nothing answers: every connection is cut, every name is unknown\n"
               "Either way the sandbox sees only its own loopback, with no route to the host or beyond.\n");
        if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ||
            sub == QLatin1String("help")) {
            (sub.isEmpty() ? err(text) : out(text));
            return sub.isEmpty() ? int(Usage) : int(Ok);
        }
        if (sub != QLatin1String("policy"))
            return usage(tr("unknown network command \"%1\"; use policy.").arg(sub));
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
                return usage(tr("\"%1\" is not a policy: use none or mocks-only.").arg(positional.at(1)));
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
            if (p.isSet(jsonOption())) {
                printJson(QJsonObject{{QStringLiteral("sandbox"), now.name},
                                      {QStringLiteral("network"), networkModeName(now.networkMode)},
                                      {QStringLiteral("policy"), networkPolicyName(now.networkPolicy)}});
            } else if (wanted && record->networkPolicy != *wanted) {
                out(tr("Sandbox %1: network policy %2 (was %3).\n")
                        .arg(now.name, networkPolicyName(now.networkPolicy), networkPolicyName(record->networkPolicy)));
            } else {
                out(tr("Sandbox %1: network policy %2.\n").arg(now.name, networkPolicyName(now.networkPolicy)));
            }
            return int(Ok);
        });
    }
};

} // namespace

int runNetwork(const QStringList &args)
{
    return NetworkCommands::run(args);
}

} // namespace shadowbox::cli
