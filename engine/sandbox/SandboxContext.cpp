#include "sandbox/SandboxContext.h"

#include "core/DataFolder.h"
#include "runtime/EngineDoctor.h"
#include "store/Store.h"

namespace shadowbox {

QString sandboxLabelFilter(const QString &sandboxId)
{
    return QLatin1String(kSandboxLabel) + u'=' + sandboxId;
}

SandboxContext::SandboxContext(ConnectedEngine engine, std::shared_ptr<Store> store, QString dataDir,
                               Notifications notify)
    : m_engine(std::move(engine)), m_store(std::move(store)), m_dataDir(std::move(dataDir)), m_notify(std::move(notify))
{
}

QString SandboxContext::workspacesDir() const
{
    return DataFolder::workspacesPath(m_dataDir);
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

Error SandboxContext::explainRunFailure(const Error &error) const
{
    // The engine's words are kept; a known cause adds what to do about it.
    const Diagnosis d = diagnoseRunFailure(error.message);
    if (d.cause == Diagnosis::Cause::Unknown || d.cause == Diagnosis::Cause::ImageMissing)
        return error;
    QString message = error.message + u' ';
    if (m_engine.embedded && d.ownFix) {
        // Advice about ~/.config would be wrong here: this service reads only Shadowbox's own file.
        message += tr("Shadowbox's own Podman service needs a setting that Shadowbox can add itself: run the "
                      "doctor and try again.");
    } else {
        message += d.explanation;
        if (!d.fixCommand.isEmpty())
            message += u' ' + tr("Fix: %1").arg(d.fixCommand);
    }
    return Error::make(error.kind, message, error.httpStatus);
}

}  // namespace shadowbox
