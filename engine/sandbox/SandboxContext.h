#pragma once

#include "core/CallOptions.h"
#include "core/FileLock.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "runtime/EngineConnector.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace shadowbox {

class ResidentShells;
class Store;
struct WarmStore;

// Keeps a sandbox container's PID 1 alive and lets it stop at once on SIGTERM.
inline const QStringList kSandboxKeepAliveCommand{
    QStringLiteral("/bin/sh"), QStringLiteral("-c"),
    QStringLiteral("trap 'exit 0' TERM INT; while :; do sleep 3600 & wait $!; done")};

// What every part of the sandbox lifecycle (creation, commands, teardown, reconcile) works with:
// the engine, the store and the data folder, plus the notifications the manager turns into
// signals. The parts are plain classes that run on workers; this is the one place they share.
class SandboxContext {
    Q_DECLARE_TR_FUNCTIONS(SandboxContext)
public:
    struct Notifications {
        std::function<void(const SandboxRecord &)> changed;
        std::function<void(const QString &sandboxId)> removed;
        std::function<void(const QString &sandboxId, const QString &step, int percent)> createProgress;
        std::function<void(const QString &sandboxId)> snapshotsChanged;
    };

    // `closing` is canceled when the session ends: every engine call made through callOptions() then
    // stops within a read slice instead of running to its timeout.
    SandboxContext(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir, Notifications notify,
                   CancelToken closing = {});

    const ConnectedEngine &engine() const { return m_engine; }
    const EngineClient &client() const { return *m_engine.client; }
    Store &store() const { return *m_store; }
    const std::shared_ptr<Store> &storePtr() const { return m_store; }
    QString dataDir() const { return m_dataDir; }
    QString workspacesDir() const;
    QString workspaceOf(const QString &sandboxId) const;

    // A sandbox's lease: held by whoever creates, starts, stops or destroys it, in this process or
    // another, and let go by the operating system when its holder dies. Reconcile touches only
    // sandboxes whose lease it can take, so it never undoes work that is still going on.
    QString leasePath(const QString &sandboxId) const;
    // Takes the lease or says, as a sentence naming the sandbox, that someone else holds it.
    Result<FileLock> takeLease(const QString &sandboxId, const QString &name) const;
    // Commands and restores: every command run through Shadowbox holds this lock shared while it
    // runs, a restore holds it alone, so a command never runs in a half-restored sandbox.
    QString activityLockPath(const QString &sandboxId) const;
    // Held by whoever reads the workspace into the snapshot store or writes it back, one at a time.
    QString snapshotLockPath(const QString &sandboxId) const;
    // The sandbox's private snapshot repository, outside the workspace.
    QString snapshotStoreOf(const QString &sandboxId) const;

    // The container a sandbox runs in, made from `image`: the same for a new sandbox and for one
    // recreated from a snapshot's image.
    ContainerSpec containerSpec(const SandboxRecord &record, const QString &image) const;
    // The sandbox's name as a host name, the same for every container it gets.
    static QString hostnameOf(const SandboxRecord &record);

    CallOptions callOptions(int timeoutMs = 30'000) const
    {
        return CallOptions::withTimeout(timeoutMs).withCancel(m_closing);
    }

    // By id, or by name among live sandboxes; NotFound with a sentence otherwise.
    Result<SandboxRecord> find(const QString &idOrName) const;
    // Stores the record in `state` and announces the change.
    Status save(SandboxRecord &record, SandboxState state) const;

    void notifyRemoved(const QString &sandboxId) const;
    void notifyCreateProgress(const QString &sandboxId, const QString &step, int percent) const;
    void notifySnapshotsChanged(const QString &sandboxId) const;

    // Adds the doctor's diagnosis (cause and fix) to an engine's refusal to create or start a container.
    Error explainRunFailure(const Error &error) const;

    // The sandbox's snapshot store as a long-lived process keeps it between captures (see WarmStore);
    // null when there is none. Shared by the copies of this context; thread-safe.
    std::shared_ptr<WarmStore> warmStore(const QString &sandboxId) const;
    // Registers one (null: forgets it).
    void setWarmStore(const QString &sandboxId, std::shared_ptr<WarmStore> warm) const;

    // The shells this process keeps open in sandboxes' containers to run commands in (see
    // ResidentShell). Shared by the copies of this context; thread-safe.
    ResidentShells &residentShells() const { return *m_shells; }

private:
    struct WarmStores;
    ConnectedEngine m_engine;
    std::shared_ptr<Store> m_store;
    QString m_dataDir;
    Notifications m_notify;
    CancelToken m_closing;
    std::shared_ptr<WarmStores> m_warm;
    std::shared_ptr<ResidentShells> m_shells;
};

// The label filter `key=value` that selects one sandbox's resources on the engine.
QString sandboxLabelFilter(const QString &sandboxId);

} // namespace shadowbox
