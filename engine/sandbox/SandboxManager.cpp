#include "sandbox/SandboxManager.h"

#include "git/GitRepository.h"
#include "runtime/EngineDoctor.h"
#include "sandbox/WorkspaceCopier.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPromise>
#include <QRegularExpression>
#include <QThread>
#include <QThreadPool>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>

namespace shadowbox {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("SandboxManager", text);
}

QString sandboxLabel(const QString &id)
{
    return QLatin1String(kSandboxLabel) + u'=' + id;
}

// Keeps the container's PID 1 alive and lets it stop at once on SIGTERM.
const QStringList kKeepAliveCommand{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                    QStringLiteral("trap 'exit 0' TERM INT; while :; do sleep 3600 & wait $!; done")};

// Records its pid so that a canceled command can be stopped from a second exec.
QStringList wrapCommand(const QString &command, const QString &token)
{
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("echo $$ > /tmp/.shadowbox-run-%1.pid 2>/dev/null; exec /bin/sh -c \"$1\"").arg(token),
            QStringLiteral("shadowbox"), command};
}

template <typename F>
auto timed(QList<StepTiming> &steps, const QString &step, F &&fn)
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
}  // namespace

QString TeardownProof::summary() const
{
    if (clean())
        return tr("Nothing labelled with this sandbox remains on the engine, and its workspace is gone.");
    QStringList left;
    if (containersLeft)
        left << tr("containers: %1").arg(containersLeft);
    if (networksLeft)
        left << tr("networks: %1").arg(networksLeft);
    if (volumesLeft)
        left << tr("volumes: %1").arg(volumesLeft);
    if (!workspaceRemoved)
        left << tr("the workspace folder");
    return tr("Still present after teardown: %1.").arg(left.join(QStringLiteral(", ")));
}

SandboxManager::SandboxManager(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir, QThreadPool *pool,
                               QObject *parent)
    : QObject(parent), m_engine(std::move(engine)), m_store(std::move(store)), m_dataDir(std::move(dataDir)), m_pool(pool)
{
    qRegisterMetaType<SandboxRecord>();
}

SandboxManager::~SandboxManager() = default;

QString SandboxManager::workspacesDir() const
{
    return m_dataDir + QStringLiteral("/workspaces");
}

CallOptions SandboxManager::callOptions(int timeoutMs) const
{
    return CallOptions::withTimeout(timeoutMs);
}

QString SandboxManager::validateName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$"));
    if (!valid.match(name).hasMatch())
        return tr("The name \"%1\" cannot be used: use 1 to 63 letters, digits, '.', '_' or '-', starting with a "
                  "letter or digit.")
            .arg(name);
    return {};
}

Result<SandboxRecord> SandboxManager::find(const QString &idOrName) const
{
    auto found = m_store->findSandbox(idOrName).result();
    if (!found)
        return found.error();
    if (!found->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("No sandbox is called \"%1\". Run `shadowbox sandbox list` to see the sandboxes.").arg(idOrName));
    return **found;
}

Status SandboxManager::save(SandboxRecord &record, SandboxState state)
{
    record.state = state;
    record.updatedAt = QDateTime::currentDateTimeUtc();
    Status s = m_store->saveSandbox(record).result();
    if (s)
        Q_EMIT sandboxChanged(record);
    return s;
}

QFuture<Result<SandboxRecord>> SandboxManager::create(const CreateRequest &request, const CancelToken &cancel)
{
    return runTracked([this, request, cancel] { return createBlocking(request, cancel); });
}

QFuture<Result<SandboxRecord>> SandboxManager::start(const QString &idOrName)
{
    return runTracked([this, idOrName] { return startBlocking(idOrName); });
}

QFuture<Result<SandboxRecord>> SandboxManager::stop(const QString &idOrName)
{
    return runTracked([this, idOrName] { return stopBlocking(idOrName); });
}

QFuture<Result<TeardownProof>> SandboxManager::destroy(const QString &idOrName)
{
    return runTracked([this, idOrName] { return destroyBlocking(idOrName); });
}

QFuture<Result<RunRecord>> SandboxManager::exec(const QString &idOrName, const QString &command, OutputSink sink,
                                                const CancelToken &cancel)
{
    return runTracked([this, idOrName, command, sink = std::move(sink), cancel] {
        return execBlocking(idOrName, command, sink, cancel);
    });
}

QFuture<Result<ReconcileReport>> SandboxManager::reconcile()
{
    return runTracked([this] { return reconcileBlocking(); });
}

QFuture<Result<QList<ImageInfo>>> SandboxManager::images()
{
    return runTracked([this] { return m_engine.client->listImages(callOptions()); });
}

QFuture<Result<TeardownProof>> SandboxManager::cleanupOrphan(const QString &sandboxId)
{
    return runTracked([this, sandboxId] { return removeResources(sandboxId, QString(), QString(), QString()); });
}

// The count is kept inside the work itself rather than by attaching continuations to the returned
// futures: a QFuture holds a single continuation, and the caller's .then() must not be replaced.
template <typename Work>
auto SandboxManager::runTracked(Work work) -> QFuture<std::invoke_result_t<Work>>
{
    {
        QMutexLocker lock(&m_workMutex);
        ++m_running;
    }
    return QtConcurrent::run(m_pool, [this, work = std::move(work)]() mutable {
        auto result = work();
        // Nothing may touch `this` after this call: a retired manager can be deleted from here on.
        finishTrackedWork();
        return result;
    });
}

void SandboxManager::finishTrackedWork()
{
    QList<std::shared_ptr<QPromise<void>>> idle;
    {
        QMutexLocker lock(&m_workMutex);
        if (--m_running == 0)
            idle.swap(m_idleWaiters);
    }
    for (const std::shared_ptr<QPromise<void>> &promise : std::as_const(idle))
        promise->finish();
}

QFuture<void> SandboxManager::whenIdle()
{
    QMutexLocker lock(&m_workMutex);
    if (m_running == 0)
        return QtFuture::makeReadyFuture();
    auto promise = std::make_shared<QPromise<void>>();
    promise->start();
    m_idleWaiters.append(promise);
    return promise->future();
}

Result<SandboxRecord> SandboxManager::createBlocking(const CreateRequest &request, const CancelToken &cancel)
{
    QElapsedTimer total;
    total.start();
    const EngineClient &client = *m_engine.client;
    CallOptions options = callOptions().withCancel(cancel);

    SandboxRecord record;
    record.id = QUuid::createUuid().toString(QUuid::Id128).left(12);
    record.image = request.image.trimmed();
    record.networkMode = request.networkMode;
    record.limits = request.limits;
    record.engineEndpoint = m_engine.info.endpoint;
    record.engineKind = m_engine.info.kindName();
    record.engineVersion = m_engine.info.version;
    record.createdAt = QDateTime::currentDateTimeUtc();
    record.workspace = workspacesDir() + u'/' + record.id;

    auto progress = [&](const QString &step, int percent) { Q_EMIT createProgress(record.id, step, percent); };

    // 1. Check everything that can be checked before anything is made.
    progress(tr("Checking the repository"), 2);
    if (record.image.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("No image was chosen. Pick an image, or build the starter "
                                                         "image with `shadowbox image starter`."));
    if (request.limits.memoryBytes < 0 || request.limits.cpus < 0 || request.limits.pids < 0
        || request.limits.stopTimeoutSeconds < 0)
        return Error::make(Error::Kind::InvalidInput, tr("Limits cannot be negative."));
    auto repo = GitRepository::open(request.repository);
    if (!repo)
        return repo.error();
    record.repository = repo->workdir();

    if (!request.name.isEmpty()) {
        if (const QString why = validateName(request.name); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
        auto used = m_store->nameInUse(request.name).result();
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
            auto used = m_store->nameInUse(candidate).result();
            if (!used)
                return used.error();
            if (!*used)
                record.name = candidate;
        }
    }

    auto baseline = timed(record.steps, QStringLiteral("scan"), [&] { return repo->baseline(); });
    if (!baseline)
        return baseline.error();
    record.baselineCommit = baseline->commitId;
    record.baselineModified = baseline->modifiedCount;
    record.baselineUntracked = baseline->untrackedCount;

    auto imageOk = timed(record.steps, QStringLiteral("image"), [&] { return client.imageExists(record.image, options); });
    if (!imageOk)
        return imageOk.error();
    if (!*imageOk)
        return Error::make(Error::Kind::NotFound,
                           tr("The image \"%1\" is not available on %2. Pick one of the local images, build the "
                              "starter image (`shadowbox image starter`), or pull it (`shadowbox image pull %1`).")
                               .arg(record.image, m_engine.info.displayName()));

    // 2. From here on, every step is undone if a later one fails.
    if (Status s = save(record, SandboxState::Creating); !s)
        return s.error();
    auto undo = [&](const Error &error) -> Error {
        progress(tr("Undoing the partial sandbox"), 100);
        auto proof = removeResources(record.id, record.containerId, record.networkId, record.workspace, record.image);
        (void)m_store->deleteSandbox(record.id).result();
        Q_EMIT sandboxRemoved(record.id);
        if (!proof || !proof->clean()) {
            return Error::make(error.kind,
                               error.message + u' '
                                   + tr("Shadowbox could not remove everything it had made; the leftovers appear as "
                                        "orphans at the next start and can be cleaned up there."),
                               error.httpStatus);
        }
        return error;
    };

    progress(tr("Copying files (0 of %1)").arg(baseline->files.size()), 10);
    WorkspaceCopier copier(record.repository, record.workspace);
    auto copied = timed(record.steps, QStringLiteral("copy"), [&] {
        return copier.copy(
            baseline->files,
            [&](qint64 done, qint64 totalFiles) {
                progress(tr("Copying files (%1 of %2)").arg(done).arg(totalFiles), 10 + int(60 * done / qMax<qint64>(1, totalFiles)));
            },
            options);
    });
    if (!copied)
        return undo(copied.error());
    record.fileCount = copied->files + copied->symlinks;
    record.byteCount = copied->bytes;

    QMap<QString, QString> labels{{QLatin1String(kSandboxLabel), record.id},
                                  {QLatin1String(kStoreLabel), m_store->storeId()},
                                  {QStringLiteral("io.shadowbox.name"), record.name}};
    QString networkMode = QStringLiteral("none");
    if (record.networkMode == NetworkMode::Internal) {
        progress(tr("Creating the private network"), 72);
        auto network = timed(record.steps, QStringLiteral("network"), [&] {
            return client.createNetwork(record.containerName(), true, labels, options);
        });
        if (!network)
            return undo(network.error());
        record.networkId = *network;
        networkMode = record.containerName();
    }

    progress(tr("Creating the container"), 80);
    ContainerSpec spec;
    spec.name = record.containerName();
    spec.image = record.image;
    spec.cmd = kKeepAliveCommand;
    spec.workingDir = QStringLiteral("/workspace");
    spec.labels = labels;
    spec.binds = {record.workspace + QStringLiteral(":/workspace")};
    spec.networkMode = networkMode;
    spec.memoryBytes = record.limits.memoryBytes;
    spec.nanoCpus = qint64(record.limits.cpus * 1e9);
    spec.pidsLimit = record.limits.pids;
    spec.stopTimeoutSeconds = record.limits.stopTimeoutSeconds;
    spec.env = {QStringLiteral("SHADOWBOX=1"), QStringLiteral("SHADOWBOX_SANDBOX=") + record.id};
    auto container = timed(record.steps, QStringLiteral("container"), [&] { return client.createContainer(spec, options); });
    if (!container)
        return undo(explainRunFailure(container.error()));
    record.containerId = *container;

    progress(tr("Starting the container"), 90);
    auto started = timed(record.steps, QStringLiteral("start"), [&] { return client.startContainer(record.containerId, options); });
    if (!started)
        return undo(explainRunFailure(started.error()));

    record.steps.append({QStringLiteral("total"), total.elapsed(), true, QString()});
    record.lastError.clear();
    if (Status s = save(record, SandboxState::Running); !s)
        return undo(s.error());
    progress(tr("Ready"), 100);
    return record;
}

Error SandboxManager::explainRunFailure(const Error &error) const
{
    // The engine's words are kept; a known cause adds what to do about it.
    const Diagnosis d = diagnoseRunFailure(error.message);
    if (d.cause == Diagnosis::Cause::Unknown || d.cause == Diagnosis::Cause::ImageMissing)
        return error;
    QString message = error.message + u' ';
    if (m_engine.embedded && d.ownFix) {
        // Advice about ~/.config would be wrong here: this service reads only Shadowbox's own file.
        message += tr("Shadowbox's own Podman service needs a setting that Shadowbox can add itself: run the "
                      "doctor (Engine ▸ Run Doctor, or `shadowbox doctor`) and try again.");
    } else {
        message += d.explanation;
        if (!d.fixCommand.isEmpty())
            message += u' ' + tr("Fix: %1").arg(d.fixCommand);
    }
    return Error::make(error.kind, message, error.httpStatus);
}

Result<SandboxRecord> SandboxManager::startBlocking(const QString &idOrName)
{
    return changeState(idOrName, SandboxState::Running, tr("Sandbox \"%1\" is %2 and cannot be started."),
                       [this](const SandboxRecord &r) { return m_engine.client->startContainer(r.containerId, callOptions()); });
}

Result<SandboxRecord> SandboxManager::stopBlocking(const QString &idOrName)
{
    return changeState(idOrName, SandboxState::Stopped, tr("Sandbox \"%1\" is %2 and cannot be stopped."),
                       [this](const SandboxRecord &r) {
                           return m_engine.client->stopContainer(r.containerId, r.limits.stopTimeoutSeconds, callOptions());
                       });
}

Result<SandboxRecord> SandboxManager::changeState(const QString &idOrName, SandboxState target, const QString &refused,
                                                  const std::function<Status(const SandboxRecord &)> &engineCall)
{
    auto record = find(idOrName);
    if (!record)
        return record;
    if (!canTransition(record->state, target))
        return Error::make(Error::Kind::Conflict, refused.arg(record->name, stateLabel(record->state).toLower()));
    if (Status s = engineCall(*record); !s) {
        if (s.error().kind != Error::Kind::NotFound)
            return s.error();
        record->lastError = tr("Its container no longer exists on the engine.");
        (void)save(*record, SandboxState::Lost);
        return Error::make(Error::Kind::NotFound, tr("Sandbox \"%1\" is lost: its container was removed outside "
                                                     "Shadowbox. Destroy it to clean up its workspace.")
                                                      .arg(record->name));
    }
    record->lastError.clear();
    if (Status saved = save(*record, target); !saved)
        return saved.error();
    return record;
}

Result<TeardownProof> SandboxManager::destroyBlocking(const QString &idOrName)
{
    auto record = find(idOrName);
    if (!record)
        return record.error();
    if (record->state == SandboxState::Destroyed)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is already destroyed.").arg(record->name));
    auto proof = removeResources(record->id, record->containerId, record->networkId, record->workspace, record->image);
    if (!proof) {
        record->lastError = proof.error().message;
        (void)save(*record, record->state);
        return proof.error();
    }
    if (!proof->clean()) {
        record->lastError = proof->summary();
        (void)save(*record, record->state == SandboxState::Lost ? SandboxState::Lost : SandboxState::Failed);
        return Error::make(Error::Kind::Engine,
                           tr("Sandbox \"%1\" was not fully removed. %2 Try Destroy again; if it persists, check the "
                              "engine with `shadowbox doctor`.")
                               .arg(record->name, proof->summary()));
    }
    record->lastError.clear();
    if (Status s = save(*record, SandboxState::Destroyed); !s)
        return s.error();
    return proof;
}

Result<TeardownProof> SandboxManager::removeResources(const QString &sandboxId, const QString &containerId,
                                                      const QString &networkId, const QString &workspace,
                                                      const QString &image)
{
    const EngineClient &client = *m_engine.client;
    const CallOptions options = callOptions(60'000);
    const QString label = sandboxLabel(sandboxId);

    QStringList containers;
    if (!containerId.isEmpty())
        containers << containerId;
    auto labelled = client.listContainers(label, options);
    if (!labelled)
        return labelled.error();
    for (const ContainerInfo &c : std::as_const(*labelled))
        if (!containers.contains(c.id))
            containers << c.id;
    for (const QString &c : std::as_const(containers)) {
        if (Status s = client.removeContainer(c, options); !s)
            return s.error();
    }

    QStringList networks;
    if (!networkId.isEmpty())
        networks << networkId;
    auto labelledNetworks = client.listNetworks(label, options);
    if (!labelledNetworks)
        return labelledNetworks.error();
    for (const NetworkInfo &n : std::as_const(*labelledNetworks))
        if (!networks.contains(n.id))
            networks << n.id;
    for (const QString &n : std::as_const(networks)) {
        if (Status s = client.removeNetwork(n, options); !s)
            return s.error();
    }

    auto volumes = client.listVolumes(label, options);
    if (!volumes)
        return volumes.error();
    for (const QString &v : std::as_const(*volumes)) {
        if (Status s = client.removeVolume(v, options); !s)
            return s.error();
    }

    if (!workspace.isEmpty() && !removeWorkspace(workspace) && !image.isEmpty()) {
        // Files made inside the sandbox belong to its root user. With a rootful engine and a
        // non-root Shadowbox they cannot be deleted from here, so a short-lived container with the
        // same image deletes them, and the empty folder goes after it.
        clearWorkspaceInContainer(sandboxId, image, workspace);
        removeWorkspace(workspace);
    }
    return proveGone(sandboxId, workspace);
}

bool SandboxManager::removeWorkspace(const QString &workspace) const
{
    // Only ever delete inside Shadowbox's own workspaces folder, whatever the database says.
    const QString root = QFileInfo(workspacesDir()).absoluteFilePath() + u'/';
    const QString target = QFileInfo(workspace).absoluteFilePath();
    if (!target.startsWith(root) || target.size() <= root.size())
        return false;
    if (!QFileInfo::exists(target))
        return true;
    // Links are removed, never followed (QDir::removeRecursively does not descend into them).
    QDir(target).removeRecursively();
    return !QFileInfo::exists(target);
}

void SandboxManager::clearWorkspaceInContainer(const QString &sandboxId, const QString &image,
                                               const QString &workspace) const
{
    const EngineClient &client = *m_engine.client;
    const CallOptions options = callOptions(60'000);
    ContainerSpec spec;
    spec.name = QStringLiteral("shadowbox-%1-cleanup").arg(sandboxId);
    spec.image = image;
    spec.cmd = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                QStringLiteral("chmod -R u+rwx /workspace 2>/dev/null; rm -rf /workspace/* /workspace/.[!.]* "
                               "/workspace/..?*; true")};
    spec.labels = {{QLatin1String(kSandboxLabel), sandboxId}, {QLatin1String(kStoreLabel), m_store->storeId()}};
    spec.binds = {workspace + QStringLiteral(":/workspace")};
    spec.stopTimeoutSeconds = 1;
    // Its outcome shows in the teardown proof (the workspace is gone or it is not).
    (void)client.runToCompletion(spec, options);
}

Result<TeardownProof> SandboxManager::proveGone(const QString &sandboxId, const QString &workspace) const
{
    const EngineClient &client = *m_engine.client;
    const CallOptions options = callOptions();
    const QString label = sandboxLabel(sandboxId);
    TeardownProof proof;
    auto containers = client.listContainers(label, options);
    if (!containers)
        return containers.error();
    proof.containersLeft = int(containers->size());
    auto networks = client.listNetworks(label, options);
    if (!networks)
        return networks.error();
    proof.networksLeft = int(networks->size());
    auto volumes = client.listVolumes(label, options);
    if (!volumes)
        return volumes.error();
    proof.volumesLeft = int(volumes->size());
    proof.workspaceRemoved = workspace.isEmpty() || !QFileInfo::exists(workspace);
    return proof;
}

Result<RunRecord> SandboxManager::execBlocking(const QString &idOrName, const QString &command, const OutputSink &sink,
                                               const CancelToken &cancel)
{
    auto record = find(idOrName);
    if (!record)
        return record.error();
    if (command.trimmed().isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("The command is empty. Type a command to run in the sandbox."));
    if (record->state != SandboxState::Running)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is %2. Start it first (`shadowbox sandbox start %1`).")
                                                      .arg(record->name, stateLabel(record->state).toLower()));
    const EngineClient &client = *m_engine.client;
    RunRecord run;
    run.sandboxId = record->id;
    run.command = command;
    run.startedAt = QDateTime::currentDateTimeUtc();
    QElapsedTimer timer;
    timer.start();

    const QString token = QUuid::createUuid().toString(QUuid::Id128).left(10);
    auto execId = client.createExec(record->containerId, wrapCommand(command, token), QStringLiteral("/workspace"),
                                    callOptions());
    if (!execId) {
        if (execId.error().kind == Error::Kind::Conflict || execId.error().kind == Error::Kind::NotFound)
            return Error::make(execId.error().kind,
                               tr("Sandbox \"%1\" cannot run commands: its container is not running (%2). Start it "
                                  "again, or destroy it if it is lost.")
                                   .arg(record->name, execId.error().message));
        return execId.error();
    }

    CallOptions streamOptions = callOptions().withCancel(cancel);
    streamOptions.idleTimeoutMs = 0;  // a command may be silent for as long as it likes
    Status streamed = client.startExec(*execId, sink, streamOptions);
    if (!streamed && streamed.error().kind == Error::Kind::Canceled) {
        run.canceled = true;
        // Stop the command and everything it started, from a second exec; PID 1 is never touched.
        // Each process is frozen before its children are signalled so it cannot react in between.
        // Walks /proc, so any image with a POSIX shell works (no ps or pgrep needed).
        const QString kill = QStringLiteral(
                                 "killtree() { local p=$1 sig=$2 s l r; kill -STOP \"$p\" 2>/dev/null; "
                                 "for s in /proc/[0-9]*/stat; do read -r l < \"$s\" || continue; r=${l##*) }; set -- $r; "
                                 "[ \"$2\" = \"$p\" ] && killtree \"${l%% *}\" $sig; done 2>/dev/null; "
                                 "kill -$sig \"$p\" 2>/dev/null; kill -CONT \"$p\" 2>/dev/null; }; "
                                 "f=/tmp/.shadowbox-run-%1.pid; p=$(cat $f 2>/dev/null) || exit 0; "
                                 "killtree $p TERM; sleep 1; killtree $p KILL; rm -f $f; true")
                                 .arg(token);
        if (auto killId = client.createExec(record->containerId, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), kill},
                                            QString(), callOptions()))
            (void)client.startExec(*killId, [](OutputChannel, const QByteArray &) {}, callOptions(15'000));
    } else if (!streamed) {
        return streamed.error();
    }

    // The stream can end a moment before the engine records the exit code.
    Result<ExecStatus> status = Error::make(Error::Kind::Generic, QString());
    for (int i = 0; i < 50; ++i) {
        status = client.inspectExec(*execId, callOptions());
        if (!status || !status->running)
            break;
        QThread::msleep(100);
    }
    if (!status)
        return status.error();
    run.exitCode = status->exitCode;
    run.durationMs = timer.elapsed();
    if (!run.canceled) {
        // Remove the pid file the wrapper left behind (best effort, not timed).
        if (auto rm = client.createExec(record->containerId,
                                        {QStringLiteral("rm"), QStringLiteral("-f"),
                                         QStringLiteral("/tmp/.shadowbox-run-%1.pid").arg(token)},
                                        QString(), callOptions()))
            (void)client.startExec(*rm, [](OutputChannel, const QByteArray &) {}, callOptions());
    }
    auto id = m_store->addRun(run).result();
    if (!id)
        return id.error();
    run.id = *id;
    return run;
}

Result<ReconcileReport> SandboxManager::reconcileBlocking()
{
    ReconcileReport report;
    const EngineClient &client = *m_engine.client;
    auto records = m_store->sandboxes(true).result();
    if (!records)
        return records.error();
    // Only this database's resources: other installations may share the engine.
    const QString ours = QLatin1String(kStoreLabel) + u'=' + m_store->storeId();
    auto containers = client.listContainers(ours, callOptions());
    if (!containers)
        return containers.error();
    auto networks = client.listNetworks(ours, callOptions());
    if (!networks)
        return networks.error();

    QHash<QString, SandboxRecord> live;  // not destroyed, on this engine
    for (const SandboxRecord &r : std::as_const(*records)) {
        if (r.state != SandboxState::Destroyed && r.engineEndpoint == m_engine.info.endpoint)
            live.insert(r.id, r);
    }

    QMap<QString, OrphanGroup> orphans;
    for (const ContainerInfo &c : std::as_const(*containers)) {
        const QString id = c.labels.value(QLatin1String(kSandboxLabel));
        if (!live.contains(id)) {
            orphans[id].sandboxId = id;
            orphans[id].containers << c.name;
        }
    }
    for (const NetworkInfo &n : std::as_const(*networks)) {
        const QString id = n.labels.value(QLatin1String(kSandboxLabel));
        if (!live.contains(id)) {
            orphans[id].sandboxId = id;
            orphans[id].networks << n.name;
        }
    }
    report.orphans = orphans.values();

    for (SandboxRecord r : std::as_const(live)) {
        if (r.state == SandboxState::Creating) {
            // Shadowbox stopped in the middle of creating this sandbox: finish the undo now.
            auto proof = removeResources(r.id, r.containerId, r.networkId, r.workspace, r.image);
            if (proof && proof->clean()) {
                (void)m_store->deleteSandbox(r.id).result();
                Q_EMIT sandboxRemoved(r.id);
            } else {
                r.lastError = tr("Creation was interrupted and its cleanup is incomplete.");
                (void)save(r, SandboxState::Failed);
            }
            report.interrupted << r.id;
            continue;
        }
        const ContainerInfo *match = nullptr;
        for (const ContainerInfo &c : std::as_const(*containers)) {
            if (c.id == r.containerId)
                match = &c;
        }
        SandboxState actual = r.state;
        if (!match)
            actual = SandboxState::Lost;
        else if (r.state != SandboxState::Failed)
            actual = match->running ? SandboxState::Running : SandboxState::Stopped;
        if (actual != r.state && canTransition(r.state, actual)) {
            if (actual == SandboxState::Lost) {
                r.lastError = tr("Its container no longer exists on the engine.");
                report.lost << r.id;
            }
            (void)save(r, actual);
            report.updated << r.id;
        }
    }
    return report;
}

}  // namespace shadowbox
