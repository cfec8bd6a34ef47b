#include "sandbox/CommandRunner.h"

#include "runtime/EngineWatchdog.h"
#include "sandbox/ResidentShell.h"
#include "sandbox/RunOutputLog.h"
#include "sandbox/StateSync.h"
#include "sandbox/WorkspaceUsage.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QElapsedTimer>
#include <QThread>
#include <QUuid>

namespace shadowbox {

namespace {
// Calls that only read or register something (exec create and inspect) answer in milliseconds.
constexpr int kQuickCallMs = 15'000;
// How long an engine may leave a running command's stream without answering a ping.
constexpr int kEngineSilenceMs = 10'000;
// Stopping a canceled command, and reading an exit code: never longer than this, whatever the engine.
constexpr int kCancelBudgetMs = 5'000;
constexpr int kExitCodeBudgetMs = 5'000;

// The pid file lives in /dev/shm, a tmpfs of the container's own: a file made and removed in /tmp
// would leave the container's writable layer changed after every command, and every snapshot
// would then commit the container.
const char kPidFile[] = "%2=/dev/shm/.shadowbox-run-%1.pid; [ -d /dev/shm ] || %2=/tmp/.shadowbox-run-%1.pid; ";

// Records its pid so that a canceled command can be stopped from a second exec, and removes the
// record itself when the command ends: a second exec after every command to tidy up would cost
// as much as the command's own exec.
QStringList wrapCommand(const QString &command, const QString &token)
{
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            CommandRunner::pidFileScript(token) +
                QStringLiteral("trap 'rm -f $f; exit 143' TERM; echo $$ > $f 2>/dev/null; "
                               "/bin/sh -c \"$1\"; s=$?; rm -f $f; exit $s"),
            QStringLiteral("shadowbox"), command};
}

} // namespace

QString CommandRunner::pidFileScript(const QString &token, const QString &variable)
{
    return QString::fromLatin1(kPidFile).arg(token, variable);
}

void CommandRunner::stopRemote(const EngineClient &client, const QString &containerId, const QString &token)
{
    // Stop the command and everything it started, from a second exec; PID 1 is never touched.
    // Each process is frozen before its children are signalled so it cannot react in between.
    // Walks /proc, so any image with a POSIX shell works (no ps or pgrep needed). Started
    // detached, so it finishes in the container even if this process ends now (a second
    // Ctrl+C, the window closing); the wait for the command to end is the caller's, bounded.
    const QString kill =
        QStringLiteral("killtree() { local p=$1 sig=$2 s l r; kill -STOP \"$p\" 2>/dev/null; "
                       "for s in /proc/[0-9]*/stat; do read -r l < \"$s\" || continue; r=${l##*) }; set -- $r; "
                       "[ \"$2\" = \"$p\" ] && killtree \"${l%% *}\" $sig; done 2>/dev/null; "
                       "kill -$sig \"$p\" 2>/dev/null; kill -CONT \"$p\" 2>/dev/null; }; "
                       "%1p=$(cat $f 2>/dev/null) || exit 0; "
                       "killtree $p TERM; sleep 1; killtree $p KILL; rm -f $f; true")
            .arg(pidFileScript(token));
    // Not ended by the session closing: this is what stops the command when the window closes.
    const CallOptions killOptions = CallOptions::withTimeout(kQuickCallMs).withBudget(kCancelBudgetMs);
    if (auto killId = client.createExec(containerId, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), kill}, QString(),
                                        killOptions))
        (void)client.startExecDetached(*killId, killOptions);
}

namespace {

// How long a command waits for a restore of its sandbox (by another process) to finish.
constexpr int kRestoreWaitMs = 60'000;
} // namespace

Error CommandRunner::explainRefusal(const SandboxRecord &record, const Error &refusal) const
{
    if (refusal.kind == Error::Kind::Timeout || refusal.kind == Error::Kind::EngineUnreachable ||
        refusal.kind == Error::Kind::Canceled || refusal.kind == Error::Kind::PermissionDenied)
        return refusal;
    // The engine's words differ (Docker: 409 "is not running"; Podman: 500 "container state
    // improper"); what the user needs is the sandbox's real state and what to do about it. The
    // state is read back after the sync: another one (the window following the engine's events)
    // may have recorded the change first, and then this one finds nothing to change.
    // When another process holds the sandbox's lease right then (it is recording the same change),
    // the record still says running: the container itself decides.
    (void)StateSync(m_context).syncOne(record.id);
    const auto current = m_context.find(record.id);
    SandboxState now = current ? current->state : record.state;
    if (now == SandboxState::Running) {
        auto container = m_context.client().inspectContainer(record.containerId, m_context.callOptions());
        if (!container && container.error().kind == Error::Kind::NotFound)
            now = SandboxState::Lost;
        else if (container && !container->running)
            now = SandboxState::Stopped;
    }
    if (now == SandboxState::Stopped)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is stopped: its container was stopped outside "
                                                     "Shadowbox. Start it, then run the command again.")
                                                      .arg(record.name))
            .withCliHint(QStringLiteral("shadowbox sandbox start %1").arg(record.name));
    if (now == SandboxState::Lost)
        return Error::make(Error::Kind::NotFound, tr("Sandbox \"%1\" is lost: its container was removed outside "
                                                     "Shadowbox. Destroy it to clean up its workspace.")
                                                      .arg(record.name))
            .withCliHint(QStringLiteral("shadowbox sandbox destroy %1").arg(record.name));
    return refusal;
}

Result<RunRecord> CommandRunner::run(const QString &idOrName, const QString &command, const OutputSink &sink,
                                     const CancelToken &cancel, const ExecOptions &options) const
{
    auto found = m_context.find(idOrName);
    if (!found)
        return found.error();
    if (command.trimmed().isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           tr("The command is empty. Type a command to run in the sandbox."));
    // A restore that a crash cut short is finished before anything runs on its half.
    const Snapshotter snapshotter(m_context);
    (void)snapshotter.finishInterruptedRestores(found->id);
    auto activity = FileLock::lockShared(m_context.activityLockPath(found->id), QDeadlineTimer(kRestoreWaitMs),
                                         [cancel] { return cancel.isCanceled(); });
    if (!activity && activity.error().kind == Error::Kind::Timeout)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is being restored to a snapshot by another Shadowbox window or command, "
                              "and it has not finished in %2 seconds. Run the command again once it has.")
                               .arg(found->name)
                               .arg(kRestoreWaitMs / 1000));
    if (!activity)
        return activity.error();
    // Read again under the lock: a restore that just finished made a new container.
    auto record = m_context.find(found->id);
    if (!record)
        return record.error();
    if (record->state != SandboxState::Running)
        return Error::make(
                   Error::Kind::Conflict,
                   tr("Sandbox \"%1\" is %2. Start it first.").arg(record->name, stateLabel(record->state).toLower()))
            .withCliHint(QStringLiteral("shadowbox sandbox start %1").arg(record->name));
    // The workspace may not outgrow its limit: checked now, and watched while the command runs.
    qint64 measuredMs = 0;
    if (Status room = WorkspaceUsage::checkBeforeCommand(*record, &measuredMs); !room)
        return room.error();
    std::optional<SnapshotRecord> snapshot;
    if (options.snapshotFirst) {
        auto taken = snapshotter.takeOf(*record, {SnapshotTrigger::Command, QString(), command}, cancel);
        if (!taken)
            return Error::make(taken.error().kind,
                               tr("The command did not run: Shadowbox could not take the snapshot that comes before "
                                  "it. %1 To run it without a snapshot, turn snapshots before commands off.")
                                   .arg(taken.error().message))
                .withCliHint(QStringLiteral("shadowbox sandbox exec --no-snapshot %1 -- ...").arg(record->name));
        snapshot = *taken;
        m_context.notifySnapshotsChanged(record->id);
    } else if (Status quiet = snapshotter.waitForSnapshots(*record, cancel); !quiet) {
        return quiet.error();
    }
    const WorkspaceUsageMonitor usage(record->workspace, record->limits.workspaceBytes, measuredMs);

    RunRecord run;
    run.sandboxId = record->id;
    run.command = command;
    run.origin = options.origin;
    run.workingDir = options.workingDir;
    run.startedAt = QDateTime::currentDateTimeUtc();
    if (snapshot)
        run.snapshotId = snapshot->id;
    QElapsedTimer timer;
    timer.start();
    // The command shows in the activity log while it runs (any process watching sees it); recording
    // the run replaces that entry. The log is not worth refusing the command for.
    ActivityRecord live;
    live.sandboxId = run.sandboxId;
    live.startedAt = run.startedAt;
    live.origin = run.origin;
    live.kind = kActivityCommand;
    live.target = command.toUtf8();
    live.detail = run.workingDir;
    live.ended = false;
    if (auto added = m_context.store().addActivity(live).result())
        live.id = *added;
    auto result = execute(*record, run, sink, cancel, usage, live.id);
    if (!result && live.id > 0) {
        live.ended = true;
        live.ok = false;
        live.durationMs = timer.elapsed();
        live.detail = result.error().message;
        (void)m_context.store().finishActivity(live).result();
    }
    return result;
}

Result<RunRecord> CommandRunner::execute(const SandboxRecord &record, RunRecord run, const OutputSink &sink,
                                         const CancelToken &cancel, const WorkspaceUsageMonitor &usage,
                                         qint64 liveEntry) const
{
    const QString &command = run.command;
    const EngineClient &client = m_context.client();
    QElapsedTimer timer;
    timer.start();

    const QString token = QUuid::createUuid().toString(QUuid::Id128).left(10);
    const QString workingDir =
        run.workingDir.isEmpty() ? QStringLiteral("/workspace") : QStringLiteral("/workspace/") + run.workingDir;
    RunOutputLog log(m_context.dataDir(), record.id);
    const auto collect = [&](OutputChannel channel, const QByteArray &data) {
        run.outputBytes += data.size();
        log.append(channel, data);
        if (sink)
            sink(channel, data);
    };
    // A command may be silent for as long as it likes; the engine may not. The watchdog asks the
    // engine now and then, so a hung engine ends the wait after kEngineSilenceMs.
    std::optional<EngineWatchdog> watchdog;
    watchdog.emplace(client, kEngineSilenceMs);
    CallOptions streamOptions = m_context.callOptions().withCancel(cancel);
    streamOptions.isCanceled = [inner = streamOptions.isCanceled, &watchdog, &usage] {
        return inner() || watchdog->engineLost() || usage.exceeded();
    };
    streamOptions.idleTimeoutMs = 0;

    std::optional<int> exitCode;
    bool stopped = false;
    // Whether the command may still end by itself once asked to: not when the engine is gone.
    const auto stop = [&] {
        stopped = true;
        if (watchdog->engineLost())
            return false;
        stopRemote(client, record.containerId, token);
        return true;
    };
    // In one of this process's resident shells when it can; in an exec of its own otherwise (the
    // shell could not start, or the command cannot travel over its framing).
    const ShellCommand shellCommand{token, command, workingDir};
    bool ranInShell = false;
    if (ResidentShell::canCarry(shellCommand)) {
        ResidentShells &shells = m_context.residentShells();
        auto shell = shells.take(client, record.containerId, m_context.callOptions(kQuickCallMs).withCancel(cancel));
        if (shell) {
            const ResidentShell::Outcome outcome =
                (*shell)->run(shellCommand, collect, streamOptions.isCanceled, stop, kCancelBudgetMs);
            ranInShell = outcome.end != ResidentShell::End::NotStarted;
            if (outcome.end == ResidentShell::End::Exited) {
                exitCode = outcome.exitCode;
                shells.giveBack(std::move(*shell));
            } else if (outcome.end == ResidentShell::End::Lost && !stopped) {
                // The shell ended under the command: the container stopped, or the command ended the
                // shell itself (`kill 0`). The shell's own exit code says how.
                auto status = client.inspectExec((*shell)->execId(), m_context.callOptions(kQuickCallMs));
                if (status && !status->running && status->exitCode >= 0)
                    exitCode = status->exitCode;
                else if (!status && !watchdog->engineLost())
                    return explainRefusal(record, outcome.failure ? *outcome.failure : status.error());
            }
        }
    }
    if (!ranInShell) {
        auto execId = client.createExec(record.containerId, wrapCommand(command, token), workingDir,
                                        m_context.callOptions(kQuickCallMs));
        if (!execId)
            return explainRefusal(record, execId.error());
        const Status streamed = client.startExec(*execId, collect, streamOptions);
        if (!streamed && streamed.error().kind == Error::Kind::Canceled && !watchdog->engineLost())
            stop();
        else if (!streamed && !watchdog->engineLost())
            return streamed.error();
        // Both engines have the exit code by the time the stream ends; the loop covers an engine
        // that records it a moment later, and a canceled command that is still being stopped.
        const CallOptions inspectOptions = m_context.callOptions(kQuickCallMs).withBudget(kExitCodeBudgetMs);
        Result<ExecStatus> status = Error::make(Error::Kind::Generic, QString());
        for (int i = 0; i < 250 && !watchdog->engineLost(); ++i) {
            status = client.inspectExec(*execId, inspectOptions);
            if (!status || !status->running || inspectOptions.deadline.hasExpired())
                break;
            QThread::msleep(20);
        }
        if (!status && !stopped && !watchdog->engineLost())
            return status.error();
        if (status)
            exitCode = status->exitCode;
    }
    if (watchdog->engineLost())
        return Error::make(Error::Kind::Timeout,
                           tr("The container engine at %1 stopped answering while the command ran (no answer for "
                              "%2 seconds). The command may still be running in the sandbox.")
                               .arg(client.endpoint().toString())
                               .arg(kEngineSilenceMs / 1000))
            .withCliHint(QStringLiteral("shadowbox doctor"));
    watchdog.reset();
    if (stopped) {
        run.workspaceLimitReached = usage.exceeded();
        run.canceled = !run.workspaceLimitReached;
    }
    run.exitCode = exitCode.value_or(-1);
    run.durationMs = timer.elapsed();
    auto id = m_context.store().addRun(run, liveEntry).result();
    if (!id)
        return id.error();
    run.id = *id;
    (void)log.finish(run.id); // History says so when a run's output was not kept
    if (run.snapshotId > 0)
        m_context.notifySnapshotsChanged(record.id);
    if (run.workspaceLimitReached)
        return WorkspaceUsage::limitReached(record, usage.lastUsage(), true);
    return run;
}

} // namespace shadowbox
