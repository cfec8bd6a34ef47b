#include "cli/Cli.h"

#include "cli/CliSupport.h"

namespace shadowbox::cli {

namespace {
QString helpText()
{
    return CliText::tr(
        "Usage: shadowbox [<command> [options]]\n"
        "\n"
        "Without a command, Shadowbox opens its window. Commands run without a display:\n"
        "\n"
        "  engines                      List the container engines Shadowbox can find, in discovery order\n"
        "  doctor                       Check the engine: reachable, images, a trivial container runs\n"
        "  image list                   List the engine's local images\n"
        "  image pull IMAGE             Pull an image from its registry, with progress\n"
        "  image starter                Build the offline starter image from this machine's busybox\n"
        "  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--swap 0]\n"
        "                 [--cpus 2] [--pids 1024] [--stop-timeout 10] [--workspace-limit auto]\n"
        "  sandbox list [--all]         List sandboxes (--all includes destroyed ones)\n"
        "  sandbox show NAME            Details, step timings and run history\n"
        "  sandbox exec NAME -- CMD...  Run a command in /workspace, streaming its output\n"
        "  sandbox shell NAME [-- CMD]  An interactive terminal in the sandbox (like docker exec -it)\n"
        "  sandbox output NAME [RUN]    Print what a past command printed (kept per run)\n"
        "  sandbox activity [NAME]      What was done in sandboxes: commands, agents' file operations, terminals\n"
        "  sandbox start|stop NAME      Start or stop a sandbox's container\n"
        "  sandbox destroy NAME         Remove container, network, volumes and workspace, and prove it\n"
        "  sandbox reconcile [--cleanup]  Compare the store with the engine; remove orphans with --cleanup\n"
        "  snapshot create|list|diff|restore|label|verify|prune|settings NAME ...\n"
        "                               Snapshots of a sandbox's workspace and container (taken before\n"
        "                               every command unless `sandbox exec --no-snapshot`)\n"
        "  snapshot fork NAME [SNAPSHOT] [--name NEW]\n"
        "                               A new sandbox from a snapshot, beside the one it came from\n"
        "  rollback NAME [SNAPSHOT]     Undo the last command (or go back to SNAPSHOT) in about a second\n"
        "  review NAME [--summary|--patch|--json] [--approve PATH[#N]] [--reject PATH[#N]]\n"
        "                               Everything the sandbox changed since its baseline, and the decisions\n"
        "  apply NAME [--branch NAME | --worktree | --patch FILE] [--only PATH]... [--all]\n"
        "                               Write what was approved into the repository the sandbox came from\n"
        "  secret set|list|remove NAME  Secrets in the system keychain, which a review refuses to apply\n"
        "  mocks list|add|import|export|remove|log|recorded|keep-recorded SANDBOX ...\n"
        "                               The hosts a sandbox's gateway answers (WireMock stubs), its\n"
        "                               request log, and stubs made of what recorded hosts answered;\n"
        "                               --server: the stubs of its mock server\n"
        "  network policy SANDBOX [none|mocks-only|allowlist|open]\n"
        "                               What a sandbox's gateway lets it reach; changed while it runs\n"
        "  network allow SANDBOX [add|remove HOST[:PORT]... [--preset NAME]...]\n"
        "                               The hosts the allowlist lets through; `network presets` lists presets\n"
        "  network record SANDBOX HOST[:PORT]... [--stop]\n"
        "                               Record what passes to these hosts, to make stubs of it\n"
        "  network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]... [--image IMAGE] | --off]\n"
        "                               A WireMock or LocalStack of your own answers the mocked hosts\n"
        "  preview SANDBOX PORT [--listen PORT]\n"
        "                               A server the sandbox runs, at a URL on this machine, until Ctrl+C\n"
        "  mcp [--sandbox NAME]         Model Context Protocol server on stdio, for an agent on the host\n"
        "\n"
        "Every listing accepts --json. `shadowbox <command> --help` describes one command.\n"
        "\n"
        "Environment: SHADOWBOX_ENGINE (engine address, e.g. unix:///run/podman/podman.sock),\n"
        "SHADOWBOX_DATA_DIR (database and workspaces), DOCKER_HOST, CONTAINER_HOST.\n"
        "\n"
        "Exit codes: 0 success, 1 failure, 2 usage error, 3 engine unavailable, 4 not found,\n"
        "5 conflict (name taken, wrong state), 130 canceled. `sandbox exec` exits with the\n"
        "command's own code, or 125 if the command could not be started.\n");
}

} // namespace

bool wantsCli(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    static const QStringList commands{
        QStringLiteral("engines"),   QStringLiteral("doctor"),   QStringLiteral("image"),  QStringLiteral("sandbox"),
        QStringLiteral("snapshot"),  QStringLiteral("rollback"), QStringLiteral("review"), QStringLiteral("apply"),
        QStringLiteral("secret"),    QStringLiteral("mocks"),    QStringLiteral("mcp"),    QStringLiteral("help"),
        QStringLiteral("network"),   QStringLiteral("preview"),  QStringLiteral("--help"), QStringLiteral("-h"),
        QStringLiteral("--version"), QStringLiteral("-v")};
    return commands.contains(arguments.at(1)) || !arguments.at(1).startsWith(u'-');
}

int run(const QStringList &arguments)
{
    const QStringList args = arguments.mid(1);
    const QString command = args.value(0);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out(helpText());
        return Ok;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out(QStringLiteral("shadowbox %1\n").arg(QCoreApplication::applicationVersion()));
        return Ok;
    }
    if (command == QLatin1String("engines"))
        return runEngines(args);
    if (command == QLatin1String("doctor"))
        return runDoctor(args);
    if (command == QLatin1String("image"))
        return runImage(args);
    if (command == QLatin1String("sandbox"))
        return runSandbox(args);
    if (command == QLatin1String("snapshot"))
        return runSnapshot(args);
    if (command == QLatin1String("rollback"))
        return runRollback(args);
    if (command == QLatin1String("review"))
        return runReview(args);
    if (command == QLatin1String("apply"))
        return runApply(args);
    if (command == QLatin1String("secret"))
        return runSecret(args);
    if (command == QLatin1String("mcp"))
        return runMcp(args);
    if (command == QLatin1String("mocks"))
        return runMocks(args);
    if (command == QLatin1String("network"))
        return runNetwork(args);
    if (command == QLatin1String("preview"))
        return runPreview(args);
    err(helpText());
    return usage(CliText::tr("unknown command \"%1\".").arg(command));
}

} // namespace shadowbox::cli
