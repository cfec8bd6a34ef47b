#pragma once

#include "core/CallOptions.h"
#include "core/FileLock.h"
#include "core/FileOwner.h"
#include "core/Result.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <optional>

namespace shadowbox {

class Store;

// One creation under way, a new sandbox or a fork, from its first check to its end: the record it
// fills in, its progress and timed steps, the lease and the `creating` record saved before
// anything is made, the container made and started, and the undo of everything made when a step
// fails (no half-created sandbox is ever left). A creation cut short by kill -9 leaves its record
// in `creating`, which the next reconcile finishes off the same way, whichever flow made it.
// SandboxCreator::create and SandboxCreator::fork are the two flows; only their own steps differ.
class SandboxCreation {
    // The messages are the creator's: one context for everything a creation says.
    Q_DECLARE_TR_FUNCTIONS(SandboxCreator)
public:
    // Starts the clock and gives the record its id, engine, creation time and workspace folder.
    SandboxCreation(const SandboxContext &context, const CancelToken &cancel);
    SandboxCreation(const SandboxCreation &) = delete;
    SandboxCreation &operator=(const SandboxCreation &) = delete;

    SandboxRecord &record() { return m_record; }
    const CallOptions &options() const { return m_options; }
    void progress(const QString &step, int percent) const;

    // Runs `fn` (returning a Result or Status) as the step `step` of the record's timings.
    template <typename F> auto timed(const QString &step, F &&fn)
    {
        QElapsedTimer t;
        t.start();
        auto result = fn();
        m_record.steps.append({step, t.elapsed(), bool(result), result ? QString() : result.error().message});
        return result;
    }

    // `requested` when it is a valid name no live sandbox has (Conflict or InvalidInput otherwise);
    // for an empty one, the first free name of `base`, `base-2`, `base-3`, …
    Status chooseName(const QString &requested, const QString &base);
    // The first of `base`, `base-2`, `base-3`, … that no live sandbox is called.
    static Result<QString> freeName(Store &store, const QString &base);
    // Takes the lease, then saves the record as `creating`. From here on, everything made is undone
    // by undo(), and a process that dies leaves the record for reconcile to finish.
    Status begin();
    // Removes what was made and the record, and returns `error`; when something could not be
    // removed, the record stays as failed and the error says what to do.
    Error undo(const Error &error);
    // Who root in the sandbox is on this machine, from the engine's facts about its host: a user
    // to give the workspace and the gateway's folder to (Docker with userns-remap), or nullopt
    // when root inside can use them as they are. Refused, with the cause and what to do, when this
    // process (effective user `euid`) cannot give them away.
    static Result<std::optional<fileowner::Owner>> sandboxRoot(const EngineHostInfo &host, uint euid);
    // Checks the above for this process and keeps the answer for runContainer.
    Status useEngineHost(const EngineHostInfo &host);
    // Makes the container from `image`, starts it, checks that it keeps running and records its
    // system as `image` made it (with the sandbox's CA). Timed as the steps "container", "start" and
    // "trust".
    Status runContainer(const QString &image, int createPercent, int startPercent);
    // Sets the record's workspace limit once its workspace is in place: `requested` (refused when
    // the workspace alone takes more), or the automatic one for 0.
    Status applyWorkspaceLimit(qint64 requested);
    // Records the total and saves the sandbox as running.
    Result<SandboxRecord> finish();

private:
    // Adds the sandbox's CA to the container's own trust store (SandboxGateway::trustStep); a
    // failure is recorded in the step and the creation goes on.
    void trustInSystem(int percent);

    const SandboxContext &m_context;
    CallOptions m_options;
    SandboxRecord m_record;
    std::optional<FileLock> m_lease;
    std::optional<fileowner::Owner> m_sandboxRoot;
    QElapsedTimer m_total;
};

} // namespace shadowbox
