#include "cli/CliSupport.h"

#include "core/Formatting.h"
#include "sandbox/SandboxManager.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

#include <cstdio>

namespace shadowbox::cli {

namespace {

QString kindText(SnapshotDifference::Kind kind)
{
    switch (kind) {
    case SnapshotDifference::Kind::Added:
        return QStringLiteral("A");
    case SnapshotDifference::Kind::Deleted:
        return QStringLiteral("D");
    case SnapshotDifference::Kind::Modified:
        return QStringLiteral("M");
    case SnapshotDifference::Kind::TypeChanged:
        return QStringLiteral("T");
    case SnapshotDifference::Kind::ModeChanged:
        return QStringLiteral("P");
    }
    return QStringLiteral("?");
}

QJsonObject toJson(const SnapshotRecord &s)
{
    QJsonObject o{{QStringLiteral("id"), double(s.id)},
                  {QStringLiteral("createdAt"), Format::isoTime(s.createdAt)},
                  {QStringLiteral("trigger"), snapshotTriggerName(s.trigger)},
                  {QStringLiteral("label"), s.label},
                  {QStringLiteral("command"), s.command},
                  {QStringLiteral("workspace"), s.workspaceCommit},
                  {QStringLiteral("containerImage"), s.containerImage},
                  {QStringLiteral("systemChanged"), s.systemChanged},
                  {QStringLiteral("systemChanges"), s.systemChanges},
                  {QStringLiteral("files"), double(s.files)},
                  {QStringLiteral("bytes"), double(s.bytes)},
                  {QStringLiteral("filesChanged"), double(s.filesChanged)},
                  {QStringLiteral("knownGood"), s.knownGood},
                  {QStringLiteral("captureMs"), double(s.captureMs)}};
    o.insert(QStringLiteral("leftOut"), QJsonObject{{QStringLiteral("setIdFiles"), s.leftOut.setIdFiles},
                                                    {QStringLiteral("deviceNodes"), s.leftOut.deviceNodes},
                                                    {QStringLiteral("fifos"), s.leftOut.fifos},
                                                    {QStringLiteral("sockets"), s.leftOut.sockets},
                                                    {QStringLiteral("tooDeep"), s.leftOut.tooDeep}});
    if (s.runId > 0)
        o.insert(QStringLiteral("runId"), double(s.runId));
    if (s.exitCode)
        o.insert(QStringLiteral("exitCode"), *s.exitCode);
    return o;
}

// `shadowbox snapshot create|list|diff|restore|verify|prune|label` and `shadowbox rollback`.
class SnapshotCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args);
    static int rollback(const QStringList &args);

private:
    // A snapshot number as `snapshot list` shows it; nullopt (after printing) when it is not one.
    static std::optional<qint64> snapshotNumber(const QString &text, int *code)
    {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        if (!ok || id <= 0) {
            *code =
                usage(tr("%1 is not a snapshot number: use a number from `shadowbox snapshot list NAME`.").arg(text));
            return std::nullopt;
        }
        return id;
    }
    static int restore(Runner &runner, const QString &sandbox, qint64 snapshotId, bool stopCommands, bool json);
    static int fork(QCommandLineParser &p, const QStringList &args);
    static int settings(QCommandLineParser &p, const QStringList &rest);
    static QString triggerText(const SnapshotRecord &s)
    {
        QString text = snapshotTriggerLabel(s.trigger);
        if (!s.command.isEmpty())
            text += QStringLiteral(": ") + s.command;
        if (s.exitCode)
            text += tr(" (exit %1)").arg(*s.exitCode);
        return text;
    }
};

// The container a restore set aside is removed by a process of its own, in the background (as `git
// gc --auto` works), so that the command returns as soon as the sandbox runs again. That process
// writes nothing anywhere: this one's output ends when it does. Should it not start, the container
// is removed here; should it die, the next restore or reconcile removes it.
void removeInBackground(const Snapshotter &snapshotter, const QString &sandboxId, const QString &container)
{
    if (container.isEmpty())
        return;
    QProcess helper;
    helper.setProgram(QCoreApplication::applicationFilePath());
    helper.setArguments({QStringLiteral("snapshot"), QStringLiteral("remove-replaced"), sandboxId, container});
    helper.setStandardInputFile(QProcess::nullDevice());
    helper.setStandardOutputFile(QProcess::nullDevice());
    helper.setStandardErrorFile(QProcess::nullDevice());
    if (!helper.startDetached())
        (void)snapshotter.removeReplaced(sandboxId, container);
}

int SnapshotCommands::restore(Runner &runner, const QString &sandbox, qint64 snapshotId, bool stopCommands, bool json)
{
    SandboxManager *m = runner.session().manager();
    RestoreOptions options;
    options.stopRunningCommands = stopCommands;
    // The command returns once the sandbox runs again; the container it replaced goes after.
    options.removeReplacedLater = true;
    auto report = m->snapshotter().restore(sandbox, snapshotId, options, Runner::interrupt());
    if (!report)
        return fail(report.error());
    removeInBackground(m->snapshotter(), report->restored.sandboxId, report->replacedContainer);
    if (json) {
        printJson(QJsonObject{{QStringLiteral("restored"), toJson(report->restored)},
                              {QStringLiteral("before"), toJson(report->before)},
                              {QStringLiteral("written"), double(report->workspace.written)},
                              {QStringLiteral("removed"), double(report->workspace.removed)},
                              {QStringLiteral("modesSet"), double(report->workspace.modesSet)},
                              {QStringLiteral("cloned"), double(report->workspace.cloned)},
                              {QStringLiteral("stoppedCommands"), report->stoppedCommands},
                              {QStringLiteral("image"), report->image},
                              {QStringLiteral("mocks"), report->mocks},
                              {QStringLiteral("mocksProblem"), report->mocksProblem},
                              {QStringLiteral("steps"), stepsJson(report->steps)},
                              {QStringLiteral("elapsedMs"), double(report->elapsedMs)}});
        return Ok;
    }
    out(tr("Restored snapshot %1 of %2 in %3: %4 files written, %5 removed, %6 modes set; the container was made "
           "again from %7 and is running.\n")
            .arg(report->restored.id)
            .arg(sandbox, Format::duration(report->elapsedMs))
            .arg(report->workspace.written)
            .arg(report->workspace.removed)
            .arg(report->workspace.modesSet)
            .arg(report->restored.systemChanged ? tr("the snapshot's image") : tr("the sandbox's image")));
    if (report->workspace.cloned > 0)
        out(tr("Cloned from the snapshot store, sharing its blocks on the disk: %L1 of them (%2).\n")
                .arg(report->workspace.cloned)
                .arg(Format::bytes(report->workspace.clonedBytes)));
    if (report->stoppedCommands)
        out(tr("The commands that were running were stopped.\n"));
    if (report->mocks >= 0)
        out(tr("The mocks are as the snapshot had them: %n stub(s).\n", nullptr, report->mocks));
    if (!report->mocksProblem.isEmpty())
        err(report->mocksProblem + u'\n');
    // A step that failed without failing the restore (the trust store's).
    for (const StepTiming &t : std::as_const(report->steps)) {
        if (!t.ok && !t.detail.isEmpty())
            err(tr("Warning: %1\n").arg(t.detail));
    }
    if (report->workspace.hazards.total() > 0)
        out(tr("Removed without opening them: %1.\n").arg(report->workspace.hazards.summary()));
    out(tr("The state it replaced is kept as snapshot %1; the run history and its output are kept too.\n")
            .arg(report->before.id));
    return Ok;
}

int SnapshotCommands::fork(QCommandLineParser &p, const QStringList &args)
{
    const QCommandLineOption name(QStringLiteral("name"), tr("A unique name (default: NAME-fork)."), tr("name"));
    p.addOption(name);
    int code = Ok;
    if (!parse(p, args, QStringLiteral("snapshot fork NAME [SNAPSHOT] [--name NEW] [--json]"),
               tr("Makes a new sandbox from one of the sandbox's snapshots (the newest without SNAPSHOT): its own "
                  "workspace as the snapshot holds it and its own container from the snapshot's system, so that two "
                  "approaches can be tried side by side from the same point. It keeps the sandbox's baseline and "
                  "limits and starts with a snapshot of its own; the sandbox it came from is not changed."),
               &code))
        return code;
    const QStringList a = p.positionalArguments();
    if (a.isEmpty() || a.size() > 2)
        return usage(tr("name a sandbox, and optionally a snapshot: `shadowbox snapshot fork NAME [SNAPSHOT]`."));
    ForkRequest request;
    request.source = a.first();
    if (a.size() == 2) {
        const auto id = snapshotNumber(a.at(1), &code);
        if (!id)
            return code;
        request.snapshotId = *id;
    }
    request.name = p.value(name);
    if (!request.name.isEmpty()) {
        if (const QString why = SandboxCreator::validateName(request.name); !why.isEmpty())
            return usage(why);
    }
    Runner runner(true);
    return runner.exec([&] {
        SandboxManager *m = runner.session().manager();
        printCreateProgress(m);
        auto forked = m->forkBlocking(request, Runner::interrupt());
        if (!forked)
            return fail(forked.error());
        printCreated(*forked, p.isSet(jsonOption()));
        return int(Ok);
    });
}

int SnapshotCommands::run(const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    QCommandLineParser p;
    p.addOption(jsonOption());
    int code = Ok;
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        const QString text = tr("Usage: shadowbox snapshot <command> [options]\n"
                                "\n"
                                "  create NAME [--label TEXT]     Take a snapshot of the workspace and the container\n"
                                "  list NAME                      List a sandbox's snapshots, newest first\n"
                                "  diff NAME FROM TO [PATH]       Files that differ, or one file's diff\n"
                                "  restore NAME SNAPSHOT          Put the workspace and the container back\n"
                                "  label NAME SNAPSHOT TEXT       Label a snapshot (labelled ones are always kept)\n"
                                "  verify NAME                    Check every stored object and image\n"
                                "  prune NAME [--keep N]          Forget old automatic snapshots\n"
                                "  settings NAME [--keep N] [--exclude PATH]... [--include PATH]...\n"
                                "                                 How many automatic snapshots are kept, and what "
                                "they leave out\n"
                                "  fork NAME [SNAPSHOT] [--name NEW]\n"
                                "                                 Make a new sandbox from a snapshot (default: the "
                                "newest)\n"
                                "\n"
                                "`shadowbox rollback NAME` undoes the last command. "
                                "`shadowbox snapshot <command> --help` describes one command.\n");
        if (sub.isEmpty()) {
            err(text);
            return Usage;
        }
        out(text);
        return Ok;
    }
    const auto json = [&p] { return p.isSet(jsonOption()); };

    if (sub == QLatin1String("create")) {
        const QCommandLineOption label(QStringLiteral("label"), tr("A label; labelled snapshots are always kept."),
                                       tr("text"));
        p.addOption(label);
        if (!parse(p, rest, QStringLiteral("snapshot create NAME [--label TEXT]"),
                   tr("Takes a snapshot of the sandbox's workspace and, when it changed, of its container's system."),
                   &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox snapshot create NAME`."));
        Runner runner(true);
        return runner.exec([&] {
            auto taken = runner.session().manager()->snapshotter().take(
                p.positionalArguments().first(), {SnapshotTrigger::Manual, p.value(label), QString()},
                Runner::interrupt());
            if (!taken)
                return fail(taken.error());
            if (json()) {
                printJson(toJson(*taken));
                return int(Ok);
            }
            out(tr("Snapshot %1 taken in %2: %3 files (%4), %5 changed since the previous one; the container's "
                   "system %6.\n")
                    .arg(taken->id)
                    .arg(Format::duration(taken->captureMs))
                    .arg(taken->files)
                    .arg(Format::bytes(taken->bytes))
                    .arg(taken->filesChanged)
                    .arg(taken->systemChanged ? tr("is saved with it") : tr("is as its image made it")));
            if (taken->leftOut.total() > 0)
                out(tr("Not kept as found, and never restored: %1.\n").arg(Snapshotter::describe(taken->leftOut)));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("list")) {
        if (!parse(p, rest, QStringLiteral("snapshot list NAME [--json]"),
                   tr("Lists a sandbox's snapshots, newest first: when, why, what changed and the container's state."),
                   &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox snapshot list NAME`."));
        Runner runner(true);
        return runner.exec([&] {
            SandboxManager *m = runner.session().manager();
            auto list = m->snapshotter().list(p.positionalArguments().first());
            if (!list)
                return fail(list.error());
            if (json()) {
                QJsonArray array;
                for (const SnapshotRecord &s : std::as_const(*list))
                    array.append(toJson(s));
                printJson(array);
                return int(Ok);
            }
            QList<QStringList> rows{
                {tr("ID"), tr("TIME"), tr("TRIGGER"), tr("LABEL"), tr("CHANGED"), tr("SIZE"), tr("SYSTEM")}};
            for (const SnapshotRecord &s : std::as_const(*list))
                rows.append(
                    {QString::number(s.id) + (s.knownGood ? QStringLiteral(" ✓") : QString()),
                     Format::time(s.createdAt), triggerText(s), s.label,
                     (s.leftOut.total() > 0 ? QStringLiteral("⚠ ") : QString()) + QString::number(s.filesChanged),
                     Format::bytes(s.bytes), s.systemChanged ? tr("saved") : tr("as image")});
            out(table(rows));
            if (!list->isEmpty())
                out(tr("✓ known good: the state a command that exited 0 left.\n"));
            for (const SnapshotRecord &s : std::as_const(*list)) {
                if (s.leftOut.total() > 0)
                    out(tr("⚠ %1: not kept as found, and never restored: %2.\n")
                            .arg(s.id)
                            .arg(Snapshotter::describe(s.leftOut)));
            }
            return int(Ok);
        });
    }

    if (sub == QLatin1String("diff")) {
        if (!parse(p, rest, QStringLiteral("snapshot diff NAME FROM TO [PATH]"),
                   tr("Lists the files that differ between two snapshots (A added, D deleted, M modified, T type "
                      "changed, P permissions changed), or prints one file's diff."),
                   &code))
            return code;
        const QStringList a = p.positionalArguments();
        if (a.size() != 3 && a.size() != 4)
            return usage(tr("name a sandbox and two snapshots: `shadowbox snapshot diff NAME 3 7 [PATH]`."));
        const auto from = snapshotNumber(a.at(1), &code);
        if (!from)
            return code;
        const auto to = snapshotNumber(a.at(2), &code);
        if (!to)
            return code;
        Runner runner(true);
        return runner.exec([&] {
            const Snapshotter &snapshots = runner.session().manager()->snapshotter();
            if (a.size() == 4) {
                QByteArray path = QFile::encodeName(a.at(3));
                if (path.startsWith("/workspace/"))
                    path = path.mid(11);
                auto diff = snapshots.fileDiff(a.first(), *from, *to, path);
                if (!diff)
                    return fail(diff.error());
                std::fwrite(diff->constData(), 1, size_t(diff->size()), stdout);
                return int(Ok);
            }
            auto differences = snapshots.compare(a.first(), *from, *to);
            if (!differences)
                return fail(differences.error());
            if (json()) {
                QJsonArray array;
                for (const SnapshotDifference &d : std::as_const(*differences))
                    array.append(QJsonObject{{QStringLiteral("kind"), kindText(d.kind)},
                                             {QStringLiteral("path"), QFile::decodeName(d.path)},
                                             {QStringLiteral("binary"), d.binary}});
                printJson(array);
                return int(Ok);
            }
            for (const SnapshotDifference &d : std::as_const(*differences))
                out(kindText(d.kind) + u' ' + QFile::decodeName(d.path) + (d.binary ? tr(" (binary)") : QString()) +
                    u'\n');
            if (differences->isEmpty())
                out(tr("The workspace is the same in both snapshots.\n"));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("restore")) {
        const QCommandLineOption stop(QStringLiteral("stop-commands"),
                                      tr("Stop commands still running in the sandbox instead of refusing."));
        p.addOption(stop);
        if (!parse(p, rest, QStringLiteral("snapshot restore NAME SNAPSHOT [--stop-commands]"),
                   tr("Puts the workspace and the container's system back as the snapshot holds them, and starts the "
                      "sandbox. The current state is kept as a snapshot first; the run history is kept."),
                   &code))
            return code;
        const QStringList a = p.positionalArguments();
        if (a.size() != 2)
            return usage(tr("name a sandbox and a snapshot: `shadowbox snapshot restore NAME 4`."));
        const auto id = snapshotNumber(a.at(1), &code);
        if (!id)
            return code;
        Runner runner(true);
        return runner.exec([&] { return restore(runner, a.first(), *id, p.isSet(stop), json()); });
    }

    if (sub == QLatin1String("label")) {
        if (!parse(p, rest, QStringLiteral("snapshot label NAME SNAPSHOT TEXT"),
                   tr("Labels a snapshot; an empty TEXT removes the label. Labelled snapshots are never pruned."),
                   &code))
            return code;
        const QStringList a = p.positionalArguments();
        if (a.size() != 3)
            return usage(
                tr("name a sandbox, a snapshot and a label: `shadowbox snapshot label NAME 4 \"tests pass\"`."));
        const auto id = snapshotNumber(a.at(1), &code);
        if (!id)
            return code;
        Runner runner(true);
        return runner.exec([&] {
            Status s = runner.session().manager()->snapshotter().setLabel(a.first(), *id, a.at(2));
            if (!s)
                return fail(s.error());
            out(a.at(2).trimmed().isEmpty() ? tr("Snapshot %1 has no label now.\n").arg(*id)
                                            : tr("Snapshot %1 is labelled \"%2\".\n").arg(*id).arg(a.at(2).trimmed()));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("verify")) {
        if (!parse(p, rest, QStringLiteral("snapshot verify NAME"),
                   tr("Reads every object in the sandbox's snapshot store and checks it against its id, and checks "
                      "that every snapshot's files and container image are there."),
                   &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox snapshot verify NAME`."));
        Runner runner(true);
        return runner.exec([&] {
            auto result =
                runner.session().manager()->snapshotter().verify(p.positionalArguments().first(), Runner::interrupt());
            if (!result)
                return fail(result.error());
            for (const QString &problem : std::as_const(result->problems))
                err(problem + u'\n');
            if (!result->ok())
                return fail(Error::make(Error::Kind::Io,
                                        tr("Problems found in the snapshots: %1.").arg(result->problems.size())));
            if (result->clones > 0)
                out(tr("All %1 objects of %2 snapshots and the %3 clones of their large files are intact.\n")
                        .arg(result->objects)
                        .arg(result->snapshots)
                        .arg(result->clones));
            else
                out(tr("All %1 objects of %2 snapshots are intact.\n").arg(result->objects).arg(result->snapshots));
            return int(Ok);
        });
    }

    if (sub == QLatin1String("prune")) {
        const QCommandLineOption keep(
            QStringLiteral("keep"),
            tr("Automatic snapshots to keep, newest first (default: as many as `snapshot settings` keeps, %1 unless "
               "changed).")
                .arg(Snapshotter::kKeepAutomatic),
            tr("n"));
        p.addOption(keep);
        if (!parse(p, rest, QStringLiteral("snapshot prune NAME [--keep N]"),
                   tr("Forgets automatic snapshots beyond the newest N, with the objects and images only they used. "
                      "Labelled and manual snapshots and the latest known good one are kept."),
                   &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one sandbox: `shadowbox snapshot prune NAME`."));
        bool ok = true;
        const int n = p.isSet(keep) ? p.value(keep).toInt(&ok) : -1;
        if (!ok || (p.isSet(keep) && n < 0))
            return usage(tr("--keep must be a whole number of snapshots, 0 or more."));
        Runner runner(true);
        return runner.exec([&] {
            auto report = runner.session().manager()->snapshotter().prune(p.positionalArguments().first(), n);
            if (!report)
                return fail(report.error());
            out(tr("Forgot %1 snapshots; removed %2 images and freed %3 in the snapshot store.\n")
                    .arg(report->snapshots)
                    .arg(report->images)
                    .arg(Format::bytes(report->bytesFreed)));
            return int(Ok);
        });
    }
    if (sub == QLatin1String("settings"))
        return settings(p, rest);
    if (sub == QLatin1String("remove-replaced")) {
        // Not listed: what a restore starts in the background (removeInBackground).
        if (rest.size() != 3)
            return usage(tr("`shadowbox snapshot remove-replaced` takes a sandbox id and a container id."));
        Runner runner(true);
        return runner.exec([&] {
            const Status removed = runner.session().manager()->snapshotter().removeReplaced(rest.at(1), rest.at(2));
            return removed ? int(Ok) : fail(removed.error());
        });
    }
    if (sub == QLatin1String("fork"))
        return fork(p, rest);
    return usage(tr("unknown snapshot command \"%1\"; `shadowbox snapshot --help` lists them.").arg(sub));
}

int SnapshotCommands::settings(QCommandLineParser &p, const QStringList &rest)
{
    const QCommandLineOption keep(QStringLiteral("keep"),
                                  tr("Keep the newest N automatic snapshots (1 to %1); labelled ones are always kept.")
                                      .arg(SnapshotPolicy::kMaxKeep),
                                  tr("n"));
    const QCommandLineOption exclude(QStringLiteral("exclude"),
                                     tr("Leave PATH (a file or folder, relative to the workspace) out of the snapshots "
                                        "from now on; a restore leaves "
                                        "it as it is. Repeatable."),
                                     tr("path"));
    const QCommandLineOption include(QStringLiteral("include"), tr("Take PATH into the snapshots again. Repeatable."),
                                     tr("path"));
    const QCommandLineOption none(QStringLiteral("no-exclusions"), tr("Take everything into the snapshots again."));
    p.addOptions({keep, exclude, include, none});
    int code = 0;
    if (!parse(p, rest, QStringLiteral("snapshot settings NAME [--keep N] [--exclude PATH]... [--include PATH]..."),
               tr("Shows, or with options changes, how many automatic snapshots of the sandbox are kept and which "
                  "workspace paths they leave out (a heavy cache, for example). Snapshots taken before stay as "
                  "they are."),
               &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usage(tr("name one sandbox: `shadowbox snapshot settings NAME`."));
    bool ok = true;
    const int n = p.isSet(keep) ? p.value(keep).toInt(&ok) : 0;
    if (!ok)
        return usage(tr("--keep must be a whole number of snapshots, 1 to %1.").arg(SnapshotPolicy::kMaxKeep));
    const bool changing = p.isSet(keep) || p.isSet(exclude) || p.isSet(include) || p.isSet(none);
    const QString name = p.positionalArguments().first();
    const bool json = p.isSet(jsonOption());
    Runner runner(true);
    return runner.exec([&] {
        const Snapshotter &snapshotter = runner.session().manager()->snapshotter();
        auto policy = snapshotter.policy(name);
        if (!policy)
            return fail(policy.error());
        if (changing) {
            // Compared as the policy keeps them, so that "--include ./cache/" undoes "--exclude cache".
            const auto normalised = [](const QStringList &paths) -> Result<QStringList> {
                SnapshotPolicy probe;
                probe.excluded = paths;
                auto checked = Snapshotter::checkPolicy(probe);
                if (!checked)
                    return checked.error();
                return checked->excluded;
            };
            auto added = normalised(p.values(exclude));
            if (!added)
                return usage(added.error().message);
            auto removed = normalised(p.values(include));
            if (!removed)
                return usage(removed.error().message);
            if (p.isSet(keep) && (n < 1 || n > SnapshotPolicy::kMaxKeep))
                return usage(tr("--keep must be a whole number of snapshots, 1 to %1.").arg(SnapshotPolicy::kMaxKeep));
            // Applied to the settings as saved, under the sandbox's lock: another process's change
            // made meanwhile is kept.
            auto saved = snapshotter.updatePolicy(name, [&](SnapshotPolicy &wanted) {
                if (p.isSet(keep))
                    wanted.keepAutomatic = n;
                if (p.isSet(none))
                    wanted.excluded.clear();
                wanted.excluded += *added;
                for (const QString &path : std::as_const(*removed))
                    wanted.excluded.removeAll(path);
            });
            if (!saved)
                return saved.error().kind == Error::Kind::InvalidInput ? usage(saved.error().message)
                                                                       : fail(saved.error());
            policy = saved;
        }
        if (json) {
            printJson(QJsonObject{{QStringLiteral("keepAutomatic"), policy->keepAutomatic},
                                  {QStringLiteral("excluded"), QJsonArray::fromStringList(policy->excluded)}});
            return int(Ok);
        }
        out(tr("Keeps the newest %1 automatic snapshots; labelled ones are always kept.\n").arg(policy->keepAutomatic));
        if (policy->excluded.isEmpty())
            out(tr("Leaves nothing out: every file in the workspace is in its snapshots.\n"));
        else
            out(tr("Leaves out of its snapshots: %1\n").arg(policy->excluded.join(QStringLiteral(", "))));
        return int(Ok);
    });
}

int SnapshotCommands::rollback(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(jsonOption());
    const QCommandLineOption stop(QStringLiteral("stop-commands"),
                                  tr("Stop commands still running in the sandbox instead of refusing."));
    const QCommandLineOption knownGood(QStringLiteral("known-good"),
                                       tr("Go back to the last known good snapshot instead."));
    p.addOptions({stop, knownGood});
    int code = Ok;
    if (!parse(p, args, QStringLiteral("rollback NAME [SNAPSHOT] [--known-good] [--stop-commands]"),
               tr("Undoes the last command: puts the workspace and the container's system back as they were just "
                  "before it. With SNAPSHOT, goes back to that snapshot; with --known-good, to the last state a "
                  "command that exited 0 left. The current state is kept as a snapshot first."),
               &code))
        return code;
    const QStringList a = p.positionalArguments();
    if (a.isEmpty() || a.size() > 2 || (a.size() == 2 && p.isSet(knownGood)))
        return usage(tr("name a sandbox, and optionally a snapshot: `shadowbox rollback NAME [SNAPSHOT]`."));
    std::optional<qint64> explicitId;
    if (a.size() == 2) {
        explicitId = snapshotNumber(a.at(1), &code);
        if (!explicitId)
            return code;
    }
    Runner runner(true);
    return runner.exec([&] {
        const Snapshotter &snapshots = runner.session().manager()->snapshotter();
        qint64 id = explicitId.value_or(0);
        if (!explicitId) {
            auto target =
                p.isSet(knownGood) ? snapshots.lastKnownGood(a.first()) : snapshots.beforeLastCommand(a.first());
            if (!target)
                return fail(target.error());
            id = target->id;
        }
        return restore(runner, a.first(), id, p.isSet(stop), p.isSet(jsonOption()));
    });
}

} // namespace

int runSnapshot(const QStringList &args)
{
    return SnapshotCommands::run(args);
}

int runRollback(const QStringList &args)
{
    return SnapshotCommands::rollback(args);
}

} // namespace shadowbox::cli
