#include "cli/CliSupport.h"

#include "secrets/SecretStore.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cstdio>

#include <termios.h>
#include <unistd.h>

namespace shadowbox::cli {

namespace {

// The secret's value from stdin: typed without echo at a terminal, else read whole (a pipe), with
// one trailing newline removed.
QByteArray readValue()
{
    const bool terminal = ::isatty(STDIN_FILENO);
    termios saved{};
    if (terminal) {
        err(CliText::tr("Value (not shown): "));
        ::tcgetattr(STDIN_FILENO, &saved);
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    QByteArray value;
    char buffer[4096];
    while (true) {
        const size_t n = std::fread(buffer, 1, sizeof buffer, stdin);
        value.append(buffer, qsizetype(n));
        if (n < sizeof buffer || (terminal && value.contains('\n')))
            break;
    }
    if (terminal) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        err(QStringLiteral("\n"));
        value = value.left(value.indexOf('\n') < 0 ? value.size() : value.indexOf('\n'));
    } else if (value.endsWith('\n')) {
        value.chop(value.endsWith("\r\n") ? 2 : 1);
    }
    return value;
}

// `shadowbox secret set|list|remove`.
class SecretCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args)
    {
        const QString sub = args.value(1);
        const QStringList rest = args.mid(1);
        QCommandLineParser p;
        p.addOption(jsonOption());
        int code = Ok;
        if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ||
            sub == QLatin1String("help")) {
            const QString text = tr("Usage: shadowbox secret <command>\n"
                                    "\n"
                                    "  set NAME       Keep a secret in the system keychain (the value is read from "
                                    "stdin)\n"
                                    "  list           The names of the secrets kept (never their values)\n"
                                    "  remove NAME    Remove a secret from the keychain\n"
                                    "\n"
                                    "A review refuses to apply changes that hold a kept secret's value, as it is or "
                                    "encoded, until acknowledged.\n");
            if (sub.isEmpty()) {
                err(text);
                return Usage;
            }
            out(text);
            return Ok;
        }
        if (sub != QLatin1String("set") && sub != QLatin1String("list") && sub != QLatin1String("remove"))
            return usage(tr("unknown secret command \"%1\"; use set, list or remove.").arg(sub));
        if (!parse(p, rest,
                   QStringLiteral("secret %1").arg(sub == QLatin1String("list") ? sub : sub + QStringLiteral(" NAME")),
                   tr("Secrets live in the system keychain; Shadowbox's database holds their names only."), &code))
            return code;
        const QStringList names = p.positionalArguments();
        if (sub != QLatin1String("list") && names.size() != 1)
            return usage(tr("name one secret: `shadowbox secret %1 NAME`.").arg(sub));
        QByteArray value;
        if (sub == QLatin1String("set")) {
            if (const QString why = SecretStore::nameProblem(names.first()); !why.isEmpty())
                return usage(why);
            value = readValue();
        }
        Runner runner(false);
        return runner.exec([&] {
            const SecretStore secrets(*runner.session().store());
            if (sub == QLatin1String("set")) {
                if (Status s = secrets.set(names.first(), value); !s)
                    return fail(s.error());
                out(tr("Secret %1 kept in the system keychain.\n").arg(names.first()));
                return int(Ok);
            }
            if (sub == QLatin1String("remove")) {
                if (Status s = secrets.remove(names.first()); !s)
                    return fail(s.error());
                out(tr("Secret %1 removed.\n").arg(names.first()));
                return int(Ok);
            }
            auto listed = secrets.names();
            if (!listed)
                return fail(listed.error());
            if (p.isSet(jsonOption()))
                printJson(QJsonArray::fromStringList(*listed));
            else if (listed->isEmpty())
                out(tr("No secrets are kept.\n"));
            else
                out(listed->join(u'\n') + u'\n');
            return int(Ok);
        });
    }
};

} // namespace

int runSecret(const QStringList &args)
{
    return SecretCommands::run(args);
}

} // namespace shadowbox::cli
