#include "sandbox/SandboxContext.h"

#include "core/DataFolder.h"
#include "gateway/SandboxGateway.h"
#include "runtime/EngineDoctor.h"
#include "sandbox/ResidentShell.h"
#include "snapshot/WarmStore.h"
#include "store/Store.h"

#include <map>
#include <mutex>

namespace shadowbox {

struct SandboxContext::WarmStores {
    std::mutex lock;
    std::map<QString, std::shared_ptr<WarmStore>> bySandbox;
};

QString sandboxLabelFilter(const QString &sandboxId)
{
    return QLatin1String(kSandboxLabel) + u'=' + sandboxId;
}

SandboxContext::SandboxContext(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir,
                               Notifications notify, CancelToken closing)
    : m_engine(std::move(engine))
    , m_store(std::move(store))
    , m_dataDir(std::move(dataDir))
    , m_notify(std::move(notify))
    , m_closing(std::move(closing))
    , m_warm(std::make_shared<WarmStores>())
    , m_shells(std::make_shared<ResidentShells>())
{
}

std::shared_ptr<WarmStore> SandboxContext::warmStore(const QString &sandboxId) const
{
    const std::lock_guard lock(m_warm->lock);
    const auto it = m_warm->bySandbox.find(sandboxId);
    return it == m_warm->bySandbox.end() ? nullptr : it->second;
}

void SandboxContext::setWarmStore(const QString &sandboxId, std::shared_ptr<WarmStore> warm) const
{
    const std::lock_guard lock(m_warm->lock);
    if (warm)
        m_warm->bySandbox[sandboxId] = std::move(warm);
    else
        m_warm->bySandbox.erase(sandboxId);
}

QString SandboxContext::workspacesDir() const
{
    return DataFolder::workspacesPath(m_dataDir);
}

QString SandboxContext::workspaceOf(const QString &sandboxId) const
{
    return workspacesDir() + u'/' + sandboxId;
}

QString SandboxContext::leasePath(const QString &sandboxId) const
{
    return m_dataDir + QStringLiteral("/locks/") + sandboxId + QStringLiteral(".lock");
}

QString SandboxContext::activityLockPath(const QString &sandboxId) const
{
    return m_dataDir + QStringLiteral("/locks/") + sandboxId + QStringLiteral(".activity");
}

QString SandboxContext::snapshotLockPath(const QString &sandboxId) const
{
    return m_dataDir + QStringLiteral("/locks/") + sandboxId + QStringLiteral(".snapshot");
}

QString SandboxContext::snapshotStoreOf(const QString &sandboxId) const
{
    return DataFolder::snapshotsPath(m_dataDir) + u'/' + sandboxId;
}

// RFC 1123: letters, digits and '-', at most 63; the same across restores, so that the prompt,
// and whatever a program keeps of the host name, stays the same.
QString SandboxContext::hostnameOf(const SandboxRecord &record)
{
    QString name;
    for (const QChar c : record.name.toLower()) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        if (plain)
            name += c;
        else if (!name.endsWith(u'-'))
            name += u'-';
    }
    name = name.left(63);
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    while (name.endsWith(u'-'))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("sandbox-") + record.id.left(12) : name;
}

ContainerSpec SandboxContext::containerSpec(const SandboxRecord &record, const QString &image) const
{
    ContainerSpec spec;
    spec.name = record.containerName();
    spec.image = image;
    spec.cmd = kSandboxKeepAliveCommand;
    spec.workingDir = QStringLiteral("/workspace");
    spec.hostname = hostnameOf(record);
    spec.labels = {{QLatin1String(kSandboxLabel), record.id},
                   {QLatin1String(kStoreLabel), m_store->storeId()},
                   {QStringLiteral("io.shadowbox.name"), record.name}};
    spec.binds = {record.workspace + QStringLiteral(":/workspace")};
    spec.networkMode = QStringLiteral("none");
    spec.memoryBytes = record.limits.memoryBytes;
    spec.swapBytes = record.limits.swapBytes;
    spec.nanoCpus = qint64(record.limits.cpus * 1e9);
    spec.pidsLimit = record.limits.pids;
    spec.stopTimeoutSeconds = record.limits.stopTimeoutSeconds;
    // The workspace's files belong to the host's user, which is not root in the container when the
    // engine maps no user namespace (rootful Docker): git (2.35.2 on) would then refuse the
    // sandbox's own /workspace/.git as "dubious ownership". Configuration given in the environment
    // counts as the command line's, which git accepts safe.directory from.
    spec.env = {QStringLiteral("SHADOWBOX=1"), QStringLiteral("SHADOWBOX_SANDBOX=") + record.id,
                QStringLiteral("GIT_CONFIG_COUNT=1"), QStringLiteral("GIT_CONFIG_KEY_0=safe.directory"),
                QStringLiteral("GIT_CONFIG_VALUE_0=/workspace")};
    SandboxGateway(*this).joinSandbox(spec, record);
    return spec;
}

Result<FileLock> SandboxContext::takeLease(const QString &sandboxId, const QString &name) const
{
    auto lease = FileLock::tryLock(leasePath(sandboxId));
    if (!lease && lease.error().kind == Error::Kind::Conflict)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is busy: another Shadowbox window or command is creating, starting, "
                              "stopping or destroying it. Try again when it has finished.")
                               .arg(name.isEmpty() ? sandboxId : name));
    return lease;
}

Result<SandboxRecord> SandboxContext::find(const QString &idOrName) const
{
    auto found = m_store->findSandbox(idOrName).result();
    if (!found)
        return found.error();
    if (!found->has_value())
        return Error::make(Error::Kind::NotFound, tr("No sandbox is called \"%1\".").arg(idOrName));
    return **found;
}

Status SandboxContext::save(SandboxRecord &record, SandboxState state) const
{
    record.state = state;
    record.updatedAt = QDateTime::currentDateTimeUtc();
    Status s = m_store->saveSandbox(record).result();
    if (s && m_notify.changed)
        m_notify.changed(record);
    return s;
}

void SandboxContext::notifyRemoved(const QString &sandboxId) const
{
    if (m_notify.removed)
        m_notify.removed(sandboxId);
}

void SandboxContext::notifyCreateProgress(const QString &sandboxId, const QString &step, int percent) const
{
    if (m_notify.createProgress)
        m_notify.createProgress(sandboxId, step, percent);
}

void SandboxContext::notifySnapshotsChanged(const QString &sandboxId) const
{
    if (m_notify.snapshotsChanged)
        m_notify.snapshotsChanged(sandboxId);
}

Error SandboxContext::explainRunFailure(const Error &error) const
{
    // The engine's words are kept; a known cause adds what to do about it.
    const Diagnosis d = diagnoseRunFailure(error.message);
    if (d.cause == Diagnosis::Cause::Unknown || d.cause == Diagnosis::Cause::ImageMissing)
        return error;
    // Some explanations quote the engine's words themselves: those are not said twice.
    const bool ownWords = m_engine.embedded && d.ownFix;
    QString message = !ownWords && d.explanation.contains(error.message) ? QString() : error.message + u' ';
    if (ownWords) {
        // Advice about ~/.config would be wrong here: this service reads only Shadowbox's own file.
        message += tr("Shadowbox's own Podman service needs a setting that Shadowbox can add itself: run the "
                      "doctor and try again.");
    } else {
        message += d.explanation;
        if (!d.fixCommand.isEmpty())
            message += u' ' + tr("Fix: %1").arg(d.fixCommand);
    }
    return Error::make(error.kind, message, error.httpStatus).withCliHint(actionCommand(d.action));
}

} // namespace shadowbox
