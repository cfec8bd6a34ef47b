#include "sandbox/SandboxCreation.h"

#include "gateway/SandboxGateway.h"
#include "sandbox/SandboxCreator.h"
#include "sandbox/Teardown.h"
#include "sandbox/WorkspaceUsage.h"
#include "snapshot/ContainerSnapshots.h"
#include "store/Store.h"

#include <QLocale>
#include <QUuid>

#include <unistd.h>

namespace shadowbox {

SandboxCreation::SandboxCreation(const SandboxContext &context, const CancelToken &cancel)
    : m_context(context)
    , m_options(context.callOptions().withCancel(cancel))
{
    m_total.start();
    const ConnectedEngine &engine = context.engine();
    m_record.id = QUuid::createUuid().toString(QUuid::Id128).left(12);
    m_record.engineEndpoint = engine.info.endpoint;
    m_record.engineKind = engine.info.kindName();
    m_record.engineVersion = engine.info.version;
    m_record.createdAt = QDateTime::currentDateTimeUtc();
    m_record.workspace = context.workspacesDir() + u'/' + m_record.id;
}

void SandboxCreation::progress(const QString &step, int percent) const
{
    m_context.notifyCreateProgress(m_record.id, step, percent);
}

Status SandboxCreation::chooseName(const QString &requested, const QString &base)
{
    Store &store = m_context.store();
    if (!requested.isEmpty()) {
        if (const QString why = SandboxCreator::validateName(requested); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
        auto used = store.nameInUse(requested).result();
        if (!used)
            return used.error();
        if (*used)
            return Error::make(Error::Kind::Conflict,
                               tr("A sandbox named \"%1\" already exists. Choose another name or destroy that sandbox "
                                  "first.")
                                   .arg(requested));
        m_record.name = requested;
        return {};
    }
    auto free = freeName(store, base);
    if (!free)
        return free.error();
    m_record.name = *free;
    return {};
}

Result<QString> SandboxCreation::freeName(Store &store, const QString &base)
{
    for (int n = 1;; ++n) {
        const QString candidate = n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n);
        auto used = store.nameInUse(candidate).result();
        if (!used)
            return used.error();
        if (!*used)
            return candidate;
    }
}

Status SandboxCreation::begin()
{
    // The lease is taken before the record is saved and held to the end, so a reconcile in another
    // process (or a refresh in this one) sees a creation in progress, not an interrupted one; if
    // this process dies, the lease goes with it and the record in `creating` tells the next
    // reconcile what to finish.
    auto lease = m_context.takeLease(m_record.id, m_record.name);
    if (!lease)
        return lease.error();
    m_lease = std::move(*lease);
    return m_context.save(m_record, SandboxState::Creating);
}

Error SandboxCreation::undo(const Error &error)
{
    progress(tr("Undoing the partial sandbox"), 100);
    // An engine that is gone or hung would only make the undo wait for it as long again.
    const bool engineAnswers = error.kind != Error::Kind::EngineUnreachable && error.kind != Error::Kind::Timeout;
    Result<TeardownProof> proof = error;
    if (engineAnswers)
        proof = Teardown(m_context).removeResources(m_record.id, m_record.containerId, m_record.networkId,
                                                    m_record.workspace, m_record.image);
    if (proof && proof->clean()) {
        (void)m_context.store().deleteSandbox(m_record.id).result();
        if (m_lease)
            m_lease->unlockAndRemove();
        m_context.notifyRemoved(m_record.id);
        return error;
    }
    // The record stays, marked failed with the reason, so that what is left (container, network,
    // workspace) stays attached to a sandbox the user can see and destroy.
    Error e = error;
    e.message +=
        u' ' + (engineAnswers ? tr("Shadowbox could not remove everything it had made (%1); destroy the sandbox to "
                                   "remove the rest.")
                                    .arg(proof ? proof->summary() : proof.error().message)
                              : tr("The engine did not answer, so Shadowbox could not remove what it had made; "
                                   "destroy the sandbox once the engine answers again."));
    m_record.lastError = e.message;
    (void)m_context.save(m_record, SandboxState::Failed);
    return e;
}

Result<std::optional<fileowner::Owner>> SandboxCreation::sandboxRoot(const EngineHostInfo &host, uint euid)
{
    if (host.userNamespace != UserNamespace::Remapped)
        return std::optional<fileowner::Owner>();
    if (!host.remappedRootUid || !host.remappedRootGid)
        return Error::make(Error::Kind::Engine,
                           tr("Docker runs its containers with userns-remap, but does not say which user of this "
                              "machine a container's root is (its root folder does not end in UID.GID), so Shadowbox "
                              "cannot give a sandbox its workspace. Run dockerd without --userns-remap, or use "
                              "Podman."));
    const fileowner::Owner root{*host.remappedRootUid, *host.remappedRootGid};
    if (root.uid == euid)
        return std::optional<fileowner::Owner>();
    if (euid != 0)
        return Error::make(Error::Kind::Engine,
                           tr("Docker runs its containers with userns-remap: a sandbox's root is user %1 of this "
                              "machine, and Shadowbox, running as user %2, cannot give that user the sandbox's "
                              "workspace. Run Shadowbox as root, use rootless Podman, or run dockerd without "
                              "--userns-remap.")
                               .arg(root.uid)
                               .arg(euid));
    return std::optional<fileowner::Owner>(root);
}

Status SandboxCreation::useEngineHost(const EngineHostInfo &host)
{
    auto root = sandboxRoot(host, uint(::geteuid()));
    if (!root)
        return root.error();
    m_sandboxRoot = *root;
    return {};
}

Status SandboxCreation::runContainer(const QString &image, int createPercent, int startPercent)
{
    const EngineClient &client = m_context.client();
    if (m_sandboxRoot) {
        // Before any container sees it: the workspace, as copied, becomes root-in-the-sandbox's.
        // The gateway's folder takes the workspace folder's owner when it is made.
        if (Status given =
                timed(QStringLiteral("owner"), [&] { return fileowner::giveTree(m_record.workspace, *m_sandboxRoot); });
            !given)
            return given;
    }
    if (m_record.networkMode == NetworkMode::Gateway) {
        progress(tr("Starting the network gateway"), createPercent);
        auto gateway =
            timed(QStringLiteral("gateway"), [&] { return SandboxGateway(m_context).create(m_record, m_options); });
        if (!gateway)
            return gateway.error();
    }
    progress(tr("Creating the container"), createPercent);
    const ContainerSpec spec = m_context.containerSpec(m_record, image);
    auto container = timed(QStringLiteral("container"), [&] { return client.createContainer(spec, m_options); });
    if (!container)
        return m_context.explainRunFailure(container.error());
    m_record.containerId = *container;

    progress(tr("Starting the container"), startPercent);
    auto started =
        timed(QStringLiteral("start"), [&] { return client.startContainer(m_record.containerId, m_options); });
    if (!started)
        return m_context.explainRunFailure(started.error());
    // A container whose first process ends at once (a process limit too small for its shell, an
    // image whose /bin/sh is not a shell) is "started" as far as the engine is concerned.
    auto running = client.inspectContainer(m_record.containerId, m_options);
    if (!running)
        return running.error();
    if (!running->running)
        return Error::make(Error::Kind::Engine,
                           tr("The container stopped as soon as it started (state %1, exit code %2). Check that the "
                              "image has /bin/sh and that the process limit leaves room for a shell and its commands.")
                               .arg(running->state)
                               .arg(running->exitCode));

    trustInSystem(startPercent);

    // What the container's system looks like as its image made it (with the sandbox's CA): a
    // snapshot commits the container only once it differs. Not knowing it only makes snapshots
    // more careful.
    if (auto fresh = ContainerSnapshots(client).inspect(m_record.containerId, m_options))
        m_record.systemBaseline = fresh->signature;
    return {};
}

void SandboxCreation::trustInSystem(int percent)
{
    if (m_record.networkMode != NetworkMode::Gateway)
        return;
    progress(tr("Adding the sandbox's CA to its trust store"), percent);
    if (auto step = SandboxGateway(m_context).trustStep(m_record, m_record.containerId, m_options))
        m_record.steps.append(*step);
}

Status SandboxCreation::applyWorkspaceLimit(qint64 requested)
{
    auto used = WorkspaceUsage::measure(m_record.workspace);
    if (!used)
        return used.error();
    if (requested == 0) {
        auto free = WorkspaceUsage::freeSpace(m_record.workspace);
        if (!free)
            return free.error();
        m_record.limits.workspaceBytes = WorkspaceUsage::automaticLimit(*used, *free);
        return {};
    }
    if (*used > requested)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The copy of the repository already takes %1 on the disk, more than the workspace "
                              "limit of %2. Choose a larger workspace limit.")
                               .arg(QLocale::c().formattedDataSize(*used, 1, QLocale::DataSizeIecFormat),
                                    QLocale::c().formattedDataSize(requested, 1, QLocale::DataSizeIecFormat)));
    m_record.limits.workspaceBytes = requested;
    return {};
}

Result<SandboxRecord> SandboxCreation::finish()
{
    m_record.steps.append({QStringLiteral("total"), m_total.elapsed(), true, QString()});
    m_record.lastError.clear();
    if (Status s = m_context.save(m_record, SandboxState::Running); !s)
        return undo(s.error());
    progress(tr("Ready"), 100);
    return m_record;
}

} // namespace shadowbox
