#include "sandbox/SandboxActions.h"

#include "core/Formatting.h"

#include "common/Prompter.h"
#include "common/StateAppearance.h"
#include "network/MockServerDialog.h"
#include "sandbox/AllowlistDialog.h"
#include "sandbox/NewSandboxDialog.h"
#include "session/Session.h"

namespace shadowbox {

namespace {
constexpr int kMessageTimeoutMs = 15'000;
} // namespace

SandboxActions::SandboxActions(Session &session, Prompter &prompter, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_prompter(prompter)
    , m_window(window)
{
}

void SandboxActions::newSandbox()
{
    SandboxManager *manager = m_session.manager();
    if (!manager || m_creating)
        return;
    auto *dialog = new NewSandboxDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->loadImages(manager->images());
    dialog->setHeldBack(m_heldBack);
    m_newDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] { create(dialog->request()); });
    dialog->open();
}

void SandboxActions::holdBackCreation(const QString &why)
{
    m_heldBack = why;
    if (m_newDialog)
        m_newDialog->setHeldBack(why);
}

void SandboxActions::create(const CreateRequest &request)
{
    runCreation([request](SandboxManager *m, const CancelToken &cancel) { return m->create(request, cancel); });
}

void SandboxActions::fork(const ForkRequest &request)
{
    if (m_creating) {
        Q_EMIT statusMessage(tr("A sandbox is being created; make the new one when it is done."), kMessageTimeoutMs);
        return;
    }
    runCreation([request](SandboxManager *m, const CancelToken &cancel) { return m->fork(request, cancel); });
}

void SandboxActions::runCreation(
    const std::function<QFuture<Result<SandboxRecord>>(SandboxManager *, const CancelToken &)> &start)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || m_creating)
        return;
    if (!m_heldBack.isEmpty()) {
        Q_EMIT statusMessage(m_heldBack, kMessageTimeoutMs);
        return;
    }
    m_creating = true;
    m_createCancel = CancelToken();
    Q_EMIT createStarted();
    Q_EMIT busyChanged();
    start(manager, m_createCancel).then(this, [this](const Result<SandboxRecord> &result) {
        m_creating = false;
        Q_EMIT createFinished();
        if (!result) {
            if (result.error().kind == Error::Kind::Canceled)
                Q_EMIT statusMessage(tr("Creation canceled; nothing was left behind."), kMessageTimeoutMs);
            else
                m_prompter.warn(m_window, tr("Could Not Create the Sandbox"), result.error().message);
        } else {
            qint64 total = 0;
            for (const StepTiming &t : result->steps) {
                if (t.step == QLatin1String("total"))
                    total = t.durationMs;
            }
            Q_EMIT sandboxCreated(*result);
            Q_EMIT statusMessage(
                result->isFork()
                    ? tr("Sandbox \"%1\" is running (made from snapshot %2 of \"%3\" in %4).")
                          .arg(result->name)
                          .arg(result->forkedFromSnapshot)
                          .arg(result->forkedFromName, Format::duration(total))
                    : tr("Sandbox \"%1\" is running (created in %2).").arg(result->name, Format::duration(total)),
                kMessageTimeoutMs);
        }
        Q_EMIT busyChanged();
    });
}

void SandboxActions::start(const SandboxRecord &record)
{
    const QString id = record.id;
    changeState([id](SandboxManager *m) { return m->start(id); }, record, tr("Starting \"%1\"…"),
                tr("Could Not Start the Sandbox"));
}

void SandboxActions::stop(const SandboxRecord &record)
{
    const QString id = record.id;
    changeState([id](SandboxManager *m) { return m->stop(id); }, record, tr("Stopping \"%1\"…"),
                tr("Could Not Stop the Sandbox"));
}

void SandboxActions::setNetworkPolicy(const SandboxRecord &record, NetworkPolicy policy)
{
    const QString id = record.id;
    auto change = [this, id, record, policy] {
        changeState([id, policy](SandboxManager *m) { return m->setNetworkPolicy(id, policy); }, record,
                    tr("Changing the network policy of \"%1\"…"), tr("Could Not Change the Network Policy"));
    };
    if (policy != NetworkPolicy::Open) {
        change();
        return;
    }
    Question q;
    q.title = tr("Open the Network");
    q.text = tr("Let sandbox \"%1\" reach every host that is not mocked?").arg(record.name);
    q.details = tr("Whatever runs in the sandbox can then download anything and send what the sandbox holds "
                   "anywhere on the internet. Loopback, link-local and this computer's own addresses stay out of "
                   "reach. The allowlist lets only the hosts you name through.");
    q.acceptLabel = tr("Open");
    q.destructive = true;
    m_prompter.confirm(m_window, q, [change](bool accepted) {
        if (accepted)
            change();
    });
}

void SandboxActions::editAllowlist(const SandboxRecord &record)
{
    if (m_busy.contains(record.id))
        return;
    auto *dialog = new AllowlistDialog(record, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString id = record.id;
    // The whole list as the dialog shows it replaces the one it started from.
    const QList<AllowRule> before = record.networkAllow;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id, record, before] {
        const std::optional<NetworkPolicy> policy =
            dialog->usePolicy() ? std::optional(NetworkPolicy::Allowlist) : std::nullopt;
        const QList<AllowRule> after = dialog->rules();
        changeState([id, policy, after,
                     before](SandboxManager *m) { return m->changeNetworkPolicy(id, policy, after, before); },
                    record, tr("Changing the allowlist of \"%1\"…"), tr("Could Not Change the Allowlist"));
    });
    dialog->open();
}

void SandboxActions::editMockServer(const SandboxRecord &record)
{
    if (m_busy.contains(record.id))
        return;
    auto *dialog = new MockServerDialog(record, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString id = record.id;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id, record] {
        const auto server = dialog->server();
        // Saved unchanged, the server is asked again which hosts its own stubs name.
        if (!server)
            return;
        const std::optional<MockServer> chosen = *server;
        // What the server said of its own stubs' hosts, or why it said nothing, on the status line.
        auto notes = std::make_shared<QStringList>();
        changeState([id, chosen, notes](SandboxManager *m) { return m->setMockServer(id, chosen, notes); }, record,
                    chosen && !chosen->image.isEmpty()
                        ? tr("Starting the mock server of \"%1\" from %2…").arg(QStringLiteral("%1"), chosen->image)
                    : chosen ? tr("Handing the mocked hosts of \"%1\" to the mock server…")
                             : tr("Giving the mocked hosts of \"%1\" back to its gateway…"),
                    tr("Could Not Change the Mock Server"),
                    [this, notes] {
                        if (!notes->isEmpty())
                            Q_EMIT statusMessage(notes->join(u' '), 15'000);
                    });
    });
    dialog->open();
}

void SandboxActions::changeState(const std::function<QFuture<Result<SandboxRecord>>(SandboxManager *)> &action,
                                 const SandboxRecord &record, const QString &busyText, const QString &failureTitle,
                                 const std::function<void()> &done)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || m_busy.contains(record.id))
        return;
    const QString id = record.id;
    m_busy.insert(id);
    Q_EMIT busyChanged();
    Q_EMIT statusMessage(busyText.arg(record.name), 0);
    action(manager).then(this, [this, id, failureTitle, done](const Result<SandboxRecord> &result) {
        m_busy.remove(id);
        Q_EMIT clearStatus();
        if (!result)
            m_prompter.warn(m_window, failureTitle, result.error().message);
        else
            Q_EMIT sandboxUpdated(*result);
        Q_EMIT busyChanged();
        if (result && done)
            done();
    });
}

void SandboxActions::destroy(const SandboxRecord &r)
{
    if (m_busy.contains(r.id))
        return;
    Question q;
    q.title = tr("Destroy Sandbox");
    q.text = tr("Destroy the sandbox \"%1\"?").arg(r.name);
    QStringList removed{tr("its container %1").arg(r.containerName())};
    if (r.networkMode == NetworkMode::Internal)
        removed << tr("its private network");
    if (r.networkMode == NetworkMode::Gateway)
        removed << tr("its network gateway with its stubs and request log");
    removed << tr("its workspace copy at %1, with every change made inside the sandbox").arg(r.workspace);
    q.details = tr("This removes %1. The repository at %2 is not touched.").arg(removed.join(tr(", ")), r.repository);
    q.acceptLabel = tr("Destroy");
    q.destructive = true;
    const QString id = r.id;
    const QString name = r.name;
    m_prompter.confirm(m_window, q, [this, id, name](bool accepted) {
        if (accepted)
            destroyConfirmed(id, name);
    });
}

void SandboxActions::destroyConfirmed(const QString &sandboxId, const QString &name)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || m_busy.contains(sandboxId))
        return;
    m_busy.insert(sandboxId);
    Q_EMIT sandboxLeaving(sandboxId);
    Q_EMIT busyChanged();
    Q_EMIT statusMessage(tr("Destroying \"%1\"…").arg(name), 0);
    manager->destroy(sandboxId).then(this, [this, sandboxId, name](const Result<TeardownProof> &proof) {
        m_busy.remove(sandboxId);
        Q_EMIT clearStatus();
        if (!proof) {
            m_prompter.warn(m_window, tr("Could Not Destroy the Sandbox"), proof.error().message);
        } else {
            Q_EMIT sandboxDestroyed(sandboxId);
            Q_EMIT teardownReported(name, proof->report(), proof->clean());
            Q_EMIT statusMessage(tr("Destroyed \"%1\". %2").arg(name, proof->summary()), 2 * kMessageTimeoutMs);
        }
        Q_EMIT busyChanged();
    });
}

} // namespace shadowbox
