#include "cli/CliSupport.h"

#include "core/Formatting.h"

#include "runtime/ImageReference.h"
#include "runtime/StarterImage.h"
#include "sandbox/RunOutputLog.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

namespace shadowbox::cli {

namespace {
// `shadowbox sandbox create|list|show|exec|start|stop|destroy|reconcile`.
class SandboxCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args);

private:
    // Listings show states as the engine reports them, not only as last recorded.
    static void followEngine(Runner &runner)
    {
        if (SandboxManager *m = runner.session().manager()) {
            if (auto synced = m->syncStatesBlocking(); !synced)
                err(tr("shadowbox: could not compare with the engine: %1\n").arg(synced.error().message));
        }
    }
    static void warnIfStatesAreOld(const Runner &runner)
    {
        if (!runner.engineProblem().isEmpty())
            err(tr("shadowbox: states are as last recorded; the engine was not asked: %1\n")
                    .arg(runner.engineProblem()));
    }
};
} // namespace

int SandboxCommands::run(const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    QCommandLineParser p;
    p.addOption(jsonOption());
    int code = Ok;

    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        const QString text = tr("Usage: shadowbox sandbox <command> [options]\n"
                                "\n"
                                "  create --repo PATH [options]  Copy a repository into a new sandbox and start it\n"
                                "  list [--all]                  List sandboxes and their states\n"
                                "  show NAME                     Details, step timings and recent commands\n"
                                "  exec NAME -- CMD...           Run a command in /workspace, streaming its output\n"
                                "                                (a snapshot first, unless --no-snapshot)\n"
                                "  shell NAME [-- CMD...]        An interactive terminal in the sandbox\n"
                                "  output NAME [RUN]             Print what a past command printed\n"
                                "  activity [NAME]               Commands, agents' file operations, terminal sessions\n"
                                "  start NAME, stop NAME         Start or stop a sandbox's container\n"
                                "  destroy NAME                  Remove the sandbox and prove that nothing is left\n"
                                "  reconcile [--cleanup]         Compare the database with the engine\n"
                                "\n"
                                "`shadowbox sandbox <command> --help` describes one command.\n");
        if (sub.isEmpty()) {
            err(text);
            return Usage;
        }
        out(text);
        return Ok;
    }

    if (sub == QLatin1String("create")) {
        const QCommandLineOption repo(QStringLiteral("repo"), tr("The git repository to copy."), tr("path"));
        const QCommandLineOption image(QStringLiteral("image"),
                                       tr("The image to run (default %1).").arg(starter::reference()), tr("image"),
                                       starter::reference());
        const QCommandLineOption name(QStringLiteral("name"), tr("A unique name (default: from the folder)."),
                                      tr("name"));
        const QCommandLineOption memory(QStringLiteral("memory"), tr("Memory limit, e.g. 512m or 2g (default 2g)."),
                                        tr("size"), QStringLiteral("2g"));
        const QCommandLineOption swap(QStringLiteral("swap"),
                                      tr("Swap on top of the memory limit, e.g. 1g (default 0: no swap)."), tr("size"),
                                      QStringLiteral("0"));
        const QCommandLineOption workspaceLimit(QStringLiteral("workspace-limit"),
                                                tr("What the workspace may take on the disk, e.g. 20g (default auto: "
                                                   "10 GiB, less when the disk has less room)."),
                                                tr("size"), QStringLiteral("auto"));
        const QCommandLineOption cpus(QStringLiteral("cpus"), tr("CPU limit (default 2)."), tr("n"),
                                      QStringLiteral("2"));
        const QCommandLineOption pids(QStringLiteral("pids"), tr("Process limit (default 1024)."), tr("n"),
                                      QStringLiteral("1024"));
        const QCommandLineOption stopTimeout(QStringLiteral("stop-timeout"),
                                             tr("Seconds to wait on stop before killing (default 10)."), tr("s"),
                                             QStringLiteral("10"));
        const QCommandLineOption network(
            QStringLiteral("network"),
            tr("gateway (default): the sandbox sees only its own loopback, shared with a gateway that answers the "
               "hosts it mocks (shadowbox mocks); none: nothing answers at all."),
            tr("mode"), QStringLiteral("gateway"));
        const QCommandLineOption historyDepth(QStringLiteral("history-depth"),
                                              tr("Commits of history in the sandbox's /workspace/.git, counted from "
                                                 "HEAD (default 0: all of it)."),
                                              tr("n"), QStringLiteral("0"));
        const QCommandLineOption mocks(QStringLiteral("mocks"),
                                       tr("Stubs the sandbox starts with: a WireMock mappings file ({\"mappings\": "
                                          "[...]}, as `shadowbox mocks export` writes) or a HAR recording. They are "
                                          "part of its baseline."),
                                       tr("file"));
        p.addOptions(
            {repo, image, name, memory, swap, workspaceLimit, cpus, pids, stopTimeout, network, historyDepth, mocks});
        if (!parse(p, rest, QStringLiteral("sandbox create --repo PATH [options]"),
                   tr("Copies the repository (HEAD, uncommitted and untracked files, and its history as a "
                      "repository of the sandbox's own in /workspace/.git) into a private workspace and starts a "
                      "container with it at /workspace, root inside, with no network but its gateway."),
                   &code))
            return code;
        if (!p.isSet(repo))
            return usage(tr("--repo is required: the path of the git repository to copy."));
        CreateRequest request;
        request.repository = p.value(repo);
        request.image = p.value(image);
        request.name = p.value(name);
        const auto mem = parseSize(p.value(memory));
        const auto swapSize = parseSize(p.value(swap));
        if (!swapSize)
            return usage(tr("--swap must be a size such as 512m or 1g, or 0 for no swap."));
        request.limits.swapBytes = *swapSize;
        if (p.value(workspaceLimit) != QLatin1String("auto")) {
            const auto limit = parseSize(p.value(workspaceLimit));
            if (!limit || *limit <= 0)
                return usage(tr("--workspace-limit must be a size such as 20g, or auto."));
            request.limits.workspaceBytes = *limit;
        }
        bool depthOk = false;
        request.historyDepth = p.value(historyDepth).toInt(&depthOk);
        if (!depthOk || request.historyDepth < 0)
            return usage(tr("--history-depth %1 is not a number of commits: use 0 for all of the history, or a "
                            "positive whole number.")
                             .arg(p.value(historyDepth)));
        bool cpuOk = false, pidsOk = false, stopOk = false;
        request.limits.cpus = p.value(cpus).toDouble(&cpuOk);
        request.limits.pids = p.value(pids).toInt(&pidsOk);
        request.limits.stopTimeoutSeconds = p.value(stopTimeout).toInt(&stopOk);
        if (!mem)
            return usage(tr("--memory %1 is not a size: use a number with k, m, g or t, such as 512m or 2g.")
                             .arg(p.value(memory)));
        if (!cpuOk)
            return usage(tr("--cpus %1 is not a number: use a number of CPUs, such as 0.5 or 2.").arg(p.value(cpus)));
        if (!pidsOk)
            return usage(tr("--pids %1 is not a whole number.").arg(p.value(pids)));
        if (!stopOk)
            return usage(tr("--stop-timeout %1 is not a whole number of seconds.").arg(p.value(stopTimeout)));
        request.limits.memoryBytes = *mem;
        // The ranges that need no engine are checked here; the engine's host bounds memory and
        // CPUs when the sandbox is created.
        if (const QString why = request.limits.check(); !why.isEmpty())
            return usage(why);
        if (const QString why = ImageReference::problem(request.image); !why.isEmpty())
            return usage(why);
        const auto mode = networkModeFromName(p.value(network));
        if (!mode)
            return usage(tr("--network must be gateway or none."));
        if (const QString why = SandboxCreator::networkModeProblem(*mode); !why.isEmpty())
            return usage(why);
        request.networkMode = *mode;
        if (p.isSet(mocks)) {
            QFile file(p.value(mocks));
            if (!file.open(QIODevice::ReadOnly))
                return usage(tr("cannot read the mocks file %1: %2.").arg(p.value(mocks), file.errorString()));
            request.mocks = file.readAll();
            request.mocksFile = p.value(mocks);
            if (request.mocks.trimmed().isEmpty())
                return usage(tr("the mocks file %1 is empty.").arg(p.value(mocks)));
        }
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            printCreateProgress(m);
            auto created = m->createBlocking(request, Runner::interrupt());
            if (!created)
                return fail(created.error());
            printCreated(*created, p.isSet(jsonOption()));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("list")) {
        const QCommandLineOption all(QStringLiteral("all"), tr("Include destroyed sandboxes."));
        p.addOption(all);
        if (!parse(p, rest, QStringLiteral("sandbox list [--all] [--json]"),
                   tr("Lists sandboxes with their states as the engine reports them."), &code))
            return code;
        Runner runner(Runner::EngineIfRunning{});
        return runner.exec([&] {
            followEngine(runner);
            auto list = runner.session().store()->sandboxes(p.isSet(all)).result();
            if (!list)
                return fail(list.error());
            if (!list->isEmpty())
                warnIfStatesAreOld(runner);
            QJsonArray json;
            QList<QStringList> rows{
                {tr("NAME"), tr("ID"), tr("STATE"), tr("NETWORK"), tr("IMAGE"), tr("ENGINE"), tr("CREATED")}};
            for (const SandboxRecord &r : std::as_const(*list)) {
                json.append(toJson(r));
                rows.append({r.name, r.id, stateLabel(r.state), networkPolicyName(r.networkPolicy), r.image,
                             r.engineKind + u' ' + r.engineVersion, Format::time(r.createdAt)});
            }
            if (p.isSet(jsonOption()))
                printJson(json);
            else
                out(table(rows));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("show")) {
        if (!parse(p, rest, QStringLiteral("sandbox show NAME [--json]"),
                   tr("Shows one sandbox, its step timings and its recent commands."), &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox sandbox show NAME`."));
        const QString target = p.positionalArguments().first();
        Runner runner(Runner::EngineIfRunning{});
        return runner.exec([&] {
            if (SandboxManager *m = runner.session().manager())
                (void)m->syncState(target).result();
            auto found = runner.session().store()->findSandbox(target).result();
            if (!found)
                return fail(found.error());
            if (!found->has_value())
                return fail(Error::make(Error::Kind::NotFound, tr("No sandbox is called \"%1\".").arg(target))
                                .withCliHint(QStringLiteral("shadowbox sandbox list")));
            warnIfStatesAreOld(runner);
            const SandboxRecord &r = **found;
            auto runs = runner.session().store()->runs(r.id, 20).result();
            if (!runs)
                return fail(runs.error());
            // The disk its snapshots take: the store here, the images on the engine (when it answers).
            auto snapshots = runner.session().store()->snapshots(r.id).result();
            if (!snapshots)
                return fail(snapshots.error());
            std::optional<SnapshotUsage> usage;
            if (SandboxManager *m = runner.session().manager()) {
                if (auto measured = m->snapshotter().usage(r.id))
                    usage = *measured;
            }
            if (p.isSet(jsonOption())) {
                QJsonObject o = toJson(r);
                QJsonObject disk{{QStringLiteral("snapshots"), int(snapshots->size())}};
                if (usage) {
                    disk.insert(QStringLiteral("storeBytes"), double(usage->storeBytes));
                    disk.insert(QStringLiteral("images"), usage->images);
                    disk.insert(QStringLiteral("imageBytes"), double(usage->imageBytes));
                }
                o.insert(QStringLiteral("snapshotUsage"), disk);
                QJsonArray history;
                for (const RunRecord &run : std::as_const(*runs))
                    history.append(QJsonObject{{QStringLiteral("command"), run.command},
                                               {QStringLiteral("exitCode"), run.exitCode},
                                               {QStringLiteral("durationMs"), double(run.durationMs)},
                                               {QStringLiteral("canceled"), run.canceled},
                                               {QStringLiteral("workspaceLimitReached"), run.workspaceLimitReached},
                                               {QStringLiteral("startedAt"), Format::isoTime(run.startedAt)}});
                o.insert(QStringLiteral("runs"), history);
                printJson(o);
                return int(Ok);
            }
            QList<QStringList> rows{
                {tr("Name"), r.name},
                {tr("Id"), r.id},
                {tr("State"), stateLabel(r.state)},
                {tr("Engine"), QStringLiteral("%1 %2 (%3)").arg(r.engineKind, r.engineVersion, r.engineEndpoint)},
                {tr("Image"), r.image},
                {tr("Repository"), r.repository},
                {tr("Baseline"), tr("%1 + %2 uncommitted, %3 untracked")
                                     .arg(r.baselineCommit.isEmpty() ? tr("(no commit)") : r.baselineCommit.left(12))
                                     .arg(r.baselineModified)
                                     .arg(r.baselineUntracked)},
                {tr("Workspace"),
                 tr("%1 (%2 files, %3)").arg(r.workspace).arg(r.fileCount).arg(Format::bytes(r.byteCount))},
                {tr("Workspace limit"), r.limits.workspaceBytes > 0 ? Format::bytes(r.limits.workspaceBytes)
                                                                    : tr("none (made before workspace limits)")},
                {tr("Network"), r.networkMode == NetworkMode::Gateway
                                    ? tr("gateway, policy %1").arg(networkPolicyName(r.networkPolicy))
                                    : networkModeName(r.networkMode)},
                {tr("Root inside"), userNamespaceDescription(r.userNamespace)},
                {tr("Limits"),
                 tr("%1 memory, %2 CPUs, %3 processes, stop timeout %4 s")
                     .arg(r.limits.swapBytes > 0
                              ? tr("%1 (+ %2 swap)")
                                    .arg(Format::bytes(r.limits.memoryBytes), Format::bytes(r.limits.swapBytes))
                              : tr("%1 (no swap)").arg(Format::bytes(r.limits.memoryBytes)))
                     .arg(r.limits.cpus)
                     .arg(r.limits.pids)
                     .arg(r.limits.stopTimeoutSeconds)},
                {tr("Created"), Format::time(r.createdAt)},
                {tr("Snapshots"),
                 usage ? tr("%1, taking %2 in the snapshot store and %3 on the engine in %4 container images")
                             .arg(snapshots->size())
                             .arg(Format::bytes(usage->storeBytes), Format::bytes(usage->imageBytes))
                             .arg(usage->images)
                       : tr("%1 (their disk use is known once the engine answers)").arg(snapshots->size())},
            };
            if (r.isFork())
                rows.insert(6, {tr("Forked from"), tr("%1 snapshot %2 (sandbox %3)")
                                                       .arg(r.forkedFromName)
                                                       .arg(r.forkedFromSnapshot)
                                                       .arg(r.forkedFrom)});
            if (!r.lastError.isEmpty())
                rows.append({tr("Last error"), r.lastError});
            QStringList timings;
            for (const StepTiming &s : r.steps)
                timings << QStringLiteral("%1 %2").arg(s.step, Format::duration(s.durationMs));
            if (!timings.isEmpty())
                rows.append({tr("Steps"), timings.join(QStringLiteral(", "))});
            out(table(rows));
            if (!runs->isEmpty()) {
                out(tr("\nRecent commands:\n"));
                QList<QStringList> history{{tr("STARTED"), tr("EXIT"), tr("DURATION"), tr("COMMAND")}};
                for (const RunRecord &run : std::as_const(*runs))
                    history.append({Format::time(run.startedAt),
                                    run.workspaceLimitReached ? tr("workspace limit")
                                    : run.canceled            ? tr("canceled")
                                                              : QString::number(run.exitCode),
                                    Format::duration(run.durationMs), run.command});
                out(table(history));
            }
            return int(Ok);
        });
    }

    if (sub == QLatin1String("exec")) {
        const QCommandLineOption noSnapshot(QStringLiteral("no-snapshot"),
                                            tr("Run the command without taking a snapshot before it."));
        p.addOption(noSnapshot);
        if (!parse(p, rest, QStringLiteral("sandbox exec [--no-snapshot] NAME -- COMMAND [ARGS...]"),
                   tr("Runs a command with /bin/sh -c in the sandbox's /workspace, streaming stdout and stderr. Exits "
                      "with the command's exit code. A single argument is taken as a shell command line; several are "
                      "quoted and joined. A snapshot is taken first, so that `shadowbox rollback NAME` undoes it."),
                   &code))
            return code;
        const QStringList positional = p.positionalArguments();
        if (positional.size() < 2)
            return usage(tr("name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`."));
        QString command;
        if (positional.size() == 2) {
            command = positional.at(1);
        } else {
            QStringList quoted;
            for (const QString &a : positional.mid(1))
                quoted << shellQuote(a);
            command = quoted.join(u' ');
        }
        Runner runner(true);
        const CancelToken interrupt = Runner::interrupt();
        return runner.exec([&] {
            auto run = runner.session().manager()->execBlocking(
                positional.first(), command,
                [](OutputChannel channel, const QByteArray &data) {
                    std::FILE *stream = channel == OutputChannel::Stderr ? stderr : stdout;
                    std::fwrite(data.constData(), 1, size_t(data.size()), stream);
                    std::fflush(stream);
                },
                interrupt, ExecOptions{!p.isSet(noSnapshot), QString(), kOriginCli});
            if (!run) {
                fail(run.error());
                return int(run.error().kind == Error::Kind::Canceled ? Canceled : ExecFailed);
            }
            if (run->canceled)
                return int(Canceled);
            return run->exitCode;
        });
    }

    if (sub == QLatin1String("output")) {
        if (!parse(p, rest, QStringLiteral("sandbox output NAME [RUN]"),
                   tr("Prints what a past command printed, as kept by Shadowbox: standard output to stdout, standard "
                      "error to stderr. RUN is a run id from `sandbox show`; without it, the latest run."),
                   &code))
            return code;
        const QStringList args = p.positionalArguments();
        if (args.isEmpty() || args.size() > 2)
            return usage(tr("name a sandbox and optionally a run: `shadowbox sandbox output NAME [RUN]`."));
        bool runOk = true;
        const qint64 wanted = args.size() == 2 ? args.at(1).toLongLong(&runOk) : 0;
        if (!runOk)
            return usage(tr("RUN must be a run id, as `shadowbox sandbox show NAME` lists them."));
        Runner runner(false);
        return runner.exec([&] {
            auto found = runner.session().store()->findSandbox(args.first()).result();
            if (!found)
                return fail(found.error());
            if (!found->has_value())
                return fail(Error::make(Error::Kind::NotFound, tr("No sandbox is called \"%1\".").arg(args.first())));
            auto runs = runner.session().store()->runs((*found)->id, wanted > 0 ? 100000 : 1).result();
            if (!runs)
                return fail(runs.error());
            const RunRecord *run = nullptr;
            for (const RunRecord &r : std::as_const(*runs)) {
                if (wanted == 0 || r.id == wanted) {
                    run = &r;
                    break;
                }
            }
            if (!run)
                return fail(Error::make(Error::Kind::NotFound,
                                        wanted > 0
                                            ? tr("Sandbox \"%1\" has no run %2.").arg(args.first()).arg(wanted)
                                            : tr("No command has run in sandbox \"%1\" yet.").arg(args.first())));
            auto output =
                RunOutputLog::read(RunOutputLog::path(runner.session().config().dataDir, (*found)->id, run->id));
            if (!output)
                return fail(output.error());
            for (const RunOutput::Chunk &chunk : std::as_const(output->chunks)) {
                std::FILE *stream = chunk.channel == OutputChannel::Stderr ? stderr : stdout;
                std::fwrite(chunk.data.constData(), 1, size_t(chunk.data.size()), stream);
            }
            std::fflush(stdout);
            if (output->cutBytes > 0)
                err(tr("\n[output cut here: %1 more were printed and not kept]\n")
                        .arg(Format::bytes(output->cutBytes)));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("shell"))
        return runShell(rest, p);

    if (sub == QLatin1String("activity")) {
        const QCommandLineOption limit(QStringLiteral("limit"), tr("Show at most N entries (default 50)."),
                                       QStringLiteral("N"), QStringLiteral("50"));
        p.addOption(limit);
        if (!parse(p, rest, QStringLiteral("sandbox activity [NAME] [--limit N] [--json]"),
                   tr("The activity log, newest first: every command (run from the window, the command line or an "
                      "agent through `shadowbox mcp`), every file an agent read or changed through MCP, and "
                      "terminal sessions. Without NAME, every sandbox's."),
                   &code))
            return code;
        const QStringList args = p.positionalArguments();
        bool limitOk = false;
        const int count = p.value(limit).toInt(&limitOk);
        if (args.size() > 1 || !limitOk || count < 1)
            return usage(tr("name at most one sandbox, and a positive --limit: `shadowbox sandbox activity NAME`."));
        Runner runner(false);
        return runner.exec([&] {
            QString sandboxId;
            if (!args.isEmpty()) {
                auto found = runner.session().store()->findSandbox(args.first()).result();
                if (!found)
                    return fail(found.error());
                if (!found->has_value())
                    return fail(
                        Error::make(Error::Kind::NotFound, tr("No sandbox is called \"%1\".").arg(args.first())));
                sandboxId = (*found)->id;
            }
            auto entries = runner.session().store()->activity(sandboxId, count).result();
            if (!entries)
                return fail(entries.error());
            if (p.isSet(jsonOption())) {
                QJsonArray list;
                for (const ActivityRecord &e : std::as_const(*entries)) {
                    QJsonObject o{{QStringLiteral("id"), e.id},
                                  {QStringLiteral("sandboxId"), e.sandboxId},
                                  {QStringLiteral("startedAt"), e.startedAt.toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("origin"), e.origin},
                                  {QStringLiteral("kind"), e.kind},
                                  {QStringLiteral("target"), QString::fromUtf8(e.target)},
                                  {QStringLiteral("durationMs"), e.durationMs},
                                  {QStringLiteral("bytes"), e.bytes},
                                  {QStringLiteral("ok"), e.ok},
                                  {QStringLiteral("ended"), e.ended},
                                  {QStringLiteral("detail"), e.detail}};
                    if (e.exitCode)
                        o.insert(QStringLiteral("exitCode"), *e.exitCode);
                    if (e.runId > 0)
                        o.insert(QStringLiteral("runId"), e.runId);
                    list.append(o);
                }
                printJson(list);
                return int(Ok);
            }
            QList<QStringList> rows{
                {tr("STARTED"), tr("BY"), tr("WHAT"), tr("RESULT"), tr("DURATION"), tr("SIZE"), tr("TARGET")}};
            for (const ActivityRecord &e : std::as_const(*entries)) {
                const QString result = !e.ended             ? tr("running")
                                       : e.exitCode         ? QString::number(*e.exitCode)
                                       : e.ok               ? tr("ok")
                                       : e.detail.isEmpty() ? tr("failed")
                                                            : e.detail.section(u'.', 0, 0);
                rows.append({Format::time(e.startedAt), e.origin.isEmpty() ? QStringLiteral("-") : e.origin, e.kind,
                             result, e.ended ? Format::duration(e.durationMs) : QStringLiteral("-"),
                             Format::bytes(e.bytes), QFile::decodeName(e.target).simplified().left(80)});
            }
            out(table(rows));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("start") || sub == QLatin1String("stop") || sub == QLatin1String("destroy")) {
        const QString synopsis =
            QStringLiteral("sandbox %1 NAME%2")
                .arg(sub, sub == QLatin1String("destroy") ? QStringLiteral(" [--json]") : QString());
        const QString description =
            sub == QLatin1String("start") ? tr("Starts a stopped sandbox.")
            : sub == QLatin1String("stop")
                ? tr("Stops a running sandbox (its workspace is kept).")
                : tr("Removes the sandbox's container, network, volumes and workspace copy, then checks "
                     "that nothing labelled with it remains on the engine.");
        if (!parse(p, rest, synopsis, description, &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox %1`.").arg(synopsis));
        const QString target = p.positionalArguments().first();
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            if (sub == QLatin1String("destroy")) {
                auto proof = m->destroyBlocking(target);
                if (!proof)
                    return fail(proof.error());
                if (p.isSet(jsonOption()))
                    printJson(toJson(*proof));
                else
                    out(tr("Destroyed %1.\n").arg(target) + proof->report().join(u'\n') + u'\n');
                return int(Ok);
            }
            auto r = sub == QLatin1String("start") ? m->startBlocking(target) : m->stopBlocking(target);
            if (!r)
                return fail(r.error());
            out(tr("%1 is %2.\n").arg(r->name, stateLabel(r->state).toLower()));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("reconcile")) {
        const QCommandLineOption cleanup(QStringLiteral("cleanup"),
                                         tr("Remove orphaned containers, networks and workspace folders."));
        p.addOption(cleanup);
        if (!parse(
                p, rest, QStringLiteral("sandbox reconcile [--cleanup] [--json]"),
                tr("Compares Shadowbox's database with the engine: marks sandboxes whose container vanished as lost, "
                   "finishes creations and teardowns that a crash interrupted, and lists orphaned resources "
                   "(labelled but unknown, and workspace folders no sandbox owns). Sandboxes another window or "
                   "command is working on are left alone."),
                &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            auto report = m->reconcileBlocking();
            if (!report)
                return fail(report.error());
            QList<OrphanOutcome> outcomes;
            if (p.isSet(cleanup))
                outcomes = m->cleanupOrphansBlocking(report->orphans);
            auto outcomeOf = [&](const OrphanGroup &o) -> const OrphanOutcome * {
                for (const OrphanOutcome &outcome : std::as_const(outcomes))
                    if (outcome.group.sandboxId == o.sandboxId)
                        return &outcome;
                return nullptr;
            };
            QJsonArray changed;
            for (const StateChange &c : std::as_const(report->changes))
                changed.append(QJsonObject{{QStringLiteral("sandboxId"), c.sandboxId},
                                           {QStringLiteral("name"), c.name},
                                           {QStringLiteral("from"), stateName(c.from)},
                                           {QStringLiteral("to"), stateName(c.to)}});
            if (p.isSet(jsonOption())) {
                QJsonArray orphans;
                for (const OrphanGroup &o : std::as_const(report->orphans)) {
                    QJsonObject entry{{QStringLiteral("sandboxId"), o.sandboxId},
                                      {QStringLiteral("containers"), QJsonArray::fromStringList(o.containers)},
                                      {QStringLiteral("networks"), QJsonArray::fromStringList(o.networks)},
                                      {QStringLiteral("workspace"), o.workspace},
                                      {QStringLiteral("images"), o.images},
                                      {QStringLiteral("snapshotStore"), o.snapshotStore},
                                      {QStringLiteral("description"), o.description()}};
                    if (const OrphanOutcome *outcome = outcomeOf(o)) {
                        entry.insert(QStringLiteral("removed"), outcome->removed);
                        entry.insert(QStringLiteral("detail"), outcome->detail);
                    }
                    orphans.append(entry);
                }
                printJson(QJsonObject{{QStringLiteral("orphans"), orphans},
                                      {QStringLiteral("lost"), QJsonArray::fromStringList(report->lost)},
                                      {QStringLiteral("interrupted"), QJsonArray::fromStringList(report->interrupted)},
                                      {QStringLiteral("changed"), changed},
                                      {QStringLiteral("destroyed"), QJsonArray::fromStringList(report->destroyed)},
                                      {QStringLiteral("busy"), QJsonArray::fromStringList(report->busy)},
                                      {QStringLiteral("restored"), QJsonArray::fromStringList(report->restored)},
                                      {QStringLiteral("leftovers"), QJsonArray::fromStringList(report->leftovers)},
                                      {QStringLiteral("migrated"), QJsonArray::fromStringList(report->migrated)},
                                      {QStringLiteral("policies"), QJsonArray::fromStringList(report->policies)},
                                      {QStringLiteral("problems"), QJsonArray::fromStringList(report->problems)}});
            } else {
                for (const OrphanGroup &o : std::as_const(report->orphans)) {
                    const OrphanOutcome *outcome = outcomeOf(o);
                    out(tr("orphan %1: %2%3\n")
                            .arg(o.sandboxId, o.description(),
                                 !outcome           ? QString()
                                 : outcome->removed ? tr(" (removed)")
                                                    : tr(" (not removed: %1)").arg(outcome->detail)));
                }
                for (const StateChange &c : std::as_const(report->changes)) {
                    if (c.to == SandboxState::Lost)
                        out(tr("lost     %1 (%2): its container no longer exists\n").arg(c.name, c.sandboxId));
                    else
                        out(tr("changed  %1 (%2): %3 → %4, as the engine reports it\n")
                                .arg(c.name, c.sandboxId, stateLabel(c.from), stateLabel(c.to)));
                }
                for (const QString &id : std::as_const(report->interrupted))
                    out(tr("interrupted creation of %1 cleaned up\n").arg(id));
                for (const QString &id : std::as_const(report->destroyed))
                    out(tr("interrupted destroy of %1 finished\n").arg(id));
                for (const QString &restored : std::as_const(report->restored))
                    out(tr("restored: %1\n").arg(restored));
                for (const QString &name : std::as_const(report->leftovers))
                    out(tr("removed  container %1, left by a restore cut short\n").arg(name));
                for (const QString &id : std::as_const(report->migrated))
                    out(tr("migrated %1: moved off the internal network an earlier Shadowbox made; it has no network "
                           "now, its files and system are kept\n")
                            .arg(id));
                for (const QString &id : std::as_const(report->policies))
                    out(tr("network  %1: a change of its network had been cut short; its gateway enforces the policy "
                           "Shadowbox shows again\n")
                            .arg(id));
                for (const QString &id : std::as_const(report->busy))
                    out(tr("busy     %1: another window or command is working on it; left alone\n").arg(id));
                for (const QString &problem : std::as_const(report->problems))
                    out(tr("problem: %1\n").arg(problem));
                if (report->orphans.isEmpty() && !report->changedAnything() && report->busy.isEmpty() &&
                    report->problems.isEmpty())
                    out(tr("Everything matches: no orphans, nothing lost, no state changed.\n"));
            }
            bool allRemoved = true;
            for (const OrphanOutcome &outcome : std::as_const(outcomes))
                allRemoved = allRemoved && outcome.removed;
            return int(allRemoved && report->problems.isEmpty() ? Ok : Failure);
        });
    }

    return usage(tr("unknown sandbox command \"%1\". See `shadowbox --help`.").arg(sub));
}

int runSandbox(const QStringList &args)
{
    return SandboxCommands::run(args);
}

} // namespace shadowbox::cli
