#include "sandbox/SandboxCreator.h"

#include "git/GitRepository.h"
#include "runtime/ImageReference.h"
#include "sandbox/Teardown.h"
#include "sandbox/WorkspaceCopier.h"
#include "sandbox/WorkspaceUsage.h"
#include "snapshot/ContainerSnapshots.h"
#include "store/Store.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QUuid>

#include <future>

namespace shadowbox {

namespace {
template <typename F> auto timed(QList<StepTiming> &steps, const QString &step, F &&fn)
{
    QElapsedTimer t;
    t.start();
    auto result = fn();
    steps.append({step, t.elapsed(), bool(result), result ? QString() : result.error().message});
    return result;
}

QString deriveBaseName(const QString &repository)
{
    QString base = QFileInfo(repository).fileName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9_.-]+")), QStringLiteral("-"));
    while (base.startsWith(u'-') || base.startsWith(u'.') || base.startsWith(u'_'))
        base.remove(0, 1);
    base.truncate(40);
    return base.isEmpty() ? QStringLiteral("sandbox") : base;
}
} // namespace

QString SandboxCreator::validateName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$"));
    if (!valid.match(name).hasMatch())
        return tr("The name \"%1\" cannot be used: use 1 to 63 letters, digits, '.', '_' or '-', starting with a "
                  "letter or digit.")
            .arg(name);
    return {};
}

QString SandboxCreator::networkModeProblem(NetworkMode mode)
{
    if (mode == NetworkMode::None)
        return {};
    return tr("The internal network mode is no longer offered: on Docker a sandbox on an internal network still "
              "reaches services on the host through the bridge address, and Podman's DNS may forward its queries "
              "outside. Sandboxes have no network until controlled egress arrives; create the sandbox without a "
              "network.");
}

Status SandboxCreator::applyWorkspaceLimit(SandboxRecord &record, qint64 requested)
{
    auto used = WorkspaceUsage::measure(record.workspace);
    if (!used)
        return used.error();
    if (requested == 0) {
        auto free = WorkspaceUsage::freeSpace(record.workspace);
        if (!free)
            return free.error();
        record.limits.workspaceBytes = WorkspaceUsage::automaticLimit(*used, *free);
        return {};
    }
    if (*used > requested)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The copy of the repository already takes %1 on the disk, more than the workspace "
                              "limit of %2. Choose a larger workspace limit.")
                               .arg(QLocale::c().formattedDataSize(*used, 1, QLocale::DataSizeIecFormat),
                                    QLocale::c().formattedDataSize(requested, 1, QLocale::DataSizeIecFormat)));
    record.limits.workspaceBytes = requested;
    return {};
}

Result<SandboxRecord> SandboxCreator::create(const CreateRequest &request, const CancelToken &cancel) const
{
    QElapsedTimer total;
    total.start();
    const EngineClient &client = m_context.client();
    const ConnectedEngine &engine = m_context.engine();
    Store &store = m_context.store();
    CallOptions options = m_context.callOptions().withCancel(cancel);

    SandboxRecord record;
    record.id = QUuid::createUuid().toString(QUuid::Id128).left(12);
    record.image = request.image.trimmed();
    record.networkMode = request.networkMode;
    record.limits = request.limits;
    record.engineEndpoint = engine.info.endpoint;
    record.engineKind = engine.info.kindName();
    record.engineVersion = engine.info.version;
    record.createdAt = QDateTime::currentDateTimeUtc();
    record.workspace = m_context.workspacesDir() + u'/' + record.id;

    auto progress = [&](const QString &step, int percent) { m_context.notifyCreateProgress(record.id, step, percent); };

    // 1. Check everything that can be checked before anything is made.
    progress(tr("Checking the repository"), 2);
    if (record.image.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("No image was chosen. Pick an image, or build the starter "
                                                         "image."))
            .withCliHint(QStringLiteral("shadowbox image starter"));
    if (const QString why = networkModeProblem(request.networkMode); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (const QString why = ImageReference::problem(record.image); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (const QString why = request.limits.check(); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    auto repo = GitRepository::open(request.repository);
    if (!repo)
        return repo.error();
    record.repository = repo->workdir();

    if (!request.name.isEmpty()) {
        if (const QString why = validateName(request.name); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
        auto used = store.nameInUse(request.name).result();
        if (!used)
            return used.error();
        if (*used)
            return Error::make(Error::Kind::Conflict,
                               tr("A sandbox named \"%1\" already exists. Choose another name or destroy that sandbox "
                                  "first.")
                                   .arg(request.name));
        record.name = request.name;
    } else {
        const QString base = deriveBaseName(record.repository);
        for (int n = 1; record.name.isEmpty(); ++n) {
            const QString candidate = n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n);
            auto used = store.nameInUse(candidate).result();
            if (!used)
                return used.error();
            if (!*used)
                record.name = candidate;
        }
    }

    // What the engine's host has decides the largest limits. Podman takes a quarter of a second to
    // answer /info, so it is asked while the repository is scanned.
    auto hostInfo = std::async(std::launch::async, [&client, options] { return client.hostInfo(options); });
    auto baseline = timed(record.steps, QStringLiteral("scan"), [&] { return repo->baseline(); });
    if (!baseline)
        return baseline.error();
    const Result<EngineHostInfo> host = hostInfo.get();
    if (!host)
        return host.error();
    if (const QString why = request.limits.check(HostCapacity{host->cpus, host->memoryBytes}); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    // Whether root inside will be root on the host's files, recorded with the sandbox.
    record.userNamespace = host->userNamespace;
    record.baselineCommit = baseline->commitId;
    record.baselineModified = baseline->modifiedCount;
    record.baselineUntracked = baseline->untrackedCount;
    // Said with the scan step, so the window's details and the command line's report show it.
    QStringList submoduleNotes;
    if (!baseline->submodulesCopied.isEmpty())
        submoduleNotes << tr("Submodules copied from their working trees, without their .git files: %1.")
                              .arg(baseline->submodulesCopied.join(QStringLiteral(", ")));
    if (!baseline->submodulesNotCheckedOut.isEmpty())
        submoduleNotes << tr("Submodules not copied because they are not checked out: %1.")
                              .arg(baseline->submodulesNotCheckedOut.join(QStringLiteral(", ")));
    record.steps.last().detail = submoduleNotes.join(u' ');

    auto imageOk =
        timed(record.steps, QStringLiteral("image"), [&] { return client.resolveImage(record.image, options); });
    if (!imageOk)
        return imageOk.error();
    if (!imageOk->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("The image \"%1\" is not available on %2. Pick one of the local images, build the "
                              "starter image, or pull it.")
                               .arg(record.image, engine.info.displayName()))
            .withCliHint(QStringLiteral("shadowbox image starter  or  shadowbox image pull %1").arg(record.image));

    record.image = **imageOk; // one name for it everywhere: the engine's

    // 2. From here on, every step is undone if a later one fails. The lease is taken before the
    // record is saved and held to the end, so a reconcile in another process (or a refresh in this
    // one) sees a creation in progress, not an interrupted one; if this process dies, the lease
    // goes with it and the record in `creating` tells the next reconcile what to finish.
    auto lease = m_context.takeLease(record.id, record.name);
    if (!lease)
        return lease.error();
    if (Status s = m_context.save(record, SandboxState::Creating); !s)
        return s.error();
    const Teardown teardown(m_context);
    auto undo = [&](const Error &error) -> Error {
        progress(tr("Undoing the partial sandbox"), 100);
        // An engine that is gone or hung would only make the undo wait for it as long again.
        const bool engineAnswers = error.kind != Error::Kind::EngineUnreachable && error.kind != Error::Kind::Timeout;
        Result<TeardownProof> proof = error;
        if (engineAnswers)
            proof = teardown.removeResources(record.id, record.containerId, record.networkId, record.workspace,
                                             record.image);
        if (proof && proof->clean()) {
            (void)store.deleteSandbox(record.id).result();
            lease->unlockAndRemove();
            m_context.notifyRemoved(record.id);
            return error;
        }
        // The record stays, marked failed with the reason, so that what is left (container,
        // network, workspace) stays attached to a sandbox the user can see and destroy.
        Error e = error;
        e.message +=
            u' ' + (engineAnswers ? tr("Shadowbox could not remove everything it had made (%1); destroy the sandbox to "
                                       "remove the rest.")
                                        .arg(proof ? proof->summary() : proof.error().message)
                                  : tr("The engine did not answer, so Shadowbox could not remove what it had made; "
                                       "destroy the sandbox once the engine answers again."));
        record.lastError = e.message;
        (void)m_context.save(record, SandboxState::Failed);
        return e;
    };

    progress(tr("Copying files (0 of %1)").arg(baseline->files.size()), 10);
    WorkspaceCopier copier(record.repository, record.workspace);
    auto copied = timed(record.steps, QStringLiteral("copy"), [&]() -> Result<CopyStats> {
        auto stats = copier.copy(
            baseline->files,
            [&](qint64 done, qint64 totalFiles) {
                progress(tr("Copying files (%1 of %2)").arg(done).arg(totalFiles),
                         10 + int(60 * done / qMax<qint64>(1, totalFiles)));
            },
            options);
        if (!stats)
            return stats;
        if (Status limited = applyWorkspaceLimit(record, request.limits.workspaceBytes); !limited)
            return limited.error();
        return stats;
    });
    if (!copied)
        return undo(copied.error());
    record.fileCount = copied->files + copied->symlinks;
    record.byteCount = copied->bytes;

    progress(tr("Creating the container"), 80);
    const ContainerSpec spec = m_context.containerSpec(record, record.image);
    auto container =
        timed(record.steps, QStringLiteral("container"), [&] { return client.createContainer(spec, options); });
    if (!container)
        return undo(m_context.explainRunFailure(container.error()));
    record.containerId = *container;

    progress(tr("Starting the container"), 90);
    auto started = timed(record.steps, QStringLiteral("start"),
                         [&] { return client.startContainer(record.containerId, options); });
    if (!started)
        return undo(m_context.explainRunFailure(started.error()));
    // A container whose first process ends at once (a process limit too small for its shell, an
    // image whose /bin/sh is not a shell) is "started" as far as the engine is concerned.
    auto running = client.inspectContainer(record.containerId, options);
    if (!running)
        return undo(running.error());
    if (!running->running)
        return undo(Error::make(Error::Kind::Engine,
                                tr("The container stopped as soon as it started (state %1, exit code %2). Check that "
                                   "the image has /bin/sh and that the process limit leaves room for a shell and its "
                                   "commands.")
                                    .arg(running->state)
                                    .arg(running->exitCode)));

    // What the container's system looks like as its image made it: a snapshot commits the
    // container only once it differs. Not knowing it only makes snapshots more careful.
    if (auto fresh = ContainerSnapshots(client).inspect(record.containerId, options))
        record.systemBaseline = fresh->signature;

    record.steps.append({QStringLiteral("total"), total.elapsed(), true, QString()});
    record.lastError.clear();
    if (Status s = m_context.save(record, SandboxState::Running); !s)
        return undo(s.error());
    progress(tr("Ready"), 100);
    return record;
}

} // namespace shadowbox
