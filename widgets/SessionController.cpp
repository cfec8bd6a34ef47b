#include "SessionController.h"

#include "engine/DoctorCheckModel.h"

#include "common/Mailbox.h"
#include "runtime/EngineDiscovery.h"
#include "runtime/StarterImage.h"
#include "session/EngineEventWatcher.h"
#include "session/Session.h"
#include "store/Store.h"

#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace shadowbox {

namespace {
constexpr int kStarterImageTimeoutMs = 300'000;
} // namespace

SessionController::SessionController(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&m_session, &Session::progress, this, [this](const QString &message) {
        if (m_state == EngineState::Connecting)
            Q_EMIT engineConnecting(message);
    });
    m_progressTimer.setInterval(50);
    // Events come in bursts (die, stop, cleanup for one stop); they are looked at together.
    m_syncTimer.setSingleShot(true);
    m_syncTimer.setInterval(100);
    connect(&m_syncTimer, &QTimer::timeout, this, &SessionController::syncPendingSandboxes);
    connect(&m_progressTimer, &QTimer::timeout, this, &SessionController::drainImageProgress);
    m_storeTimer.setInterval(1000);
    connect(&m_storeTimer, &QTimer::timeout, this, &SessionController::watchStore);
    // Shadowbox's own Podman service dying (killed, crashed) is an engine outage like any other:
    // say so at once instead of letting the next action time out. Retry starts it again. The event
    // watcher may have said "the engine stopped answering" a moment earlier; this says why.
    connect(m_session.connector(), &EngineConnector::embeddedServiceExited, this, [this] {
        SandboxManager *m = manager();
        if (m_state == EngineState::Connecting || !m || !m->engine().embedded)
            return;
        m_state = EngineState::Unavailable;
        m_engineError = tr("Shadowbox's own Podman service stopped unexpectedly. Your sandboxes' containers keep "
                           "running; Retry starts the service again.");
        Q_EMIT engineUnavailable(m_engineError);
    });
}

SessionController::~SessionController()
{
    m_imageCancel.cancel();
}

SandboxManager *SessionController::manager() const
{
    return m_session.manager();
}

namespace {
QString healthKey(const QString &endpoint)
{
    return QStringLiteral("engine/healthy/") +
           QString::fromLatin1(endpoint.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
}
} // namespace

void SessionController::open()
{
    if (m_state == EngineState::Connecting)
        return;
    const quint64 attempt = beginConnecting();
    Q_EMIT engineConnecting(tr("Connecting to the engine…"));
    // `this` is the context: if the window (and with it this controller) is gone, nothing runs.
    m_session.open().then(this, [this, attempt](const Status &status) {
        if (attempt == m_connectAttempt)
            finishConnecting(status);
    });
}

void SessionController::reconnect(const QString &engineSetting)
{
    const quint64 attempt = beginConnecting();
    QFuture<Status> connected = m_session.reconnect(engineSetting);
    // Said after the session has let go of the old manager, so the window disables what needs one,
    // and before the continuation is attached: a future that is already finished (an address that
    // fails at once) runs it immediately, and its outcome must be the last word.
    Q_EMIT engineConnecting(tr("Connecting to the engine…"));
    connected.then(this, [this, attempt](const Status &status) {
        if (attempt == m_connectAttempt)
            finishConnecting(status);
    });
}

quint64 SessionController::beginConnecting()
{
    m_state = EngineState::Connecting;
    return ++m_connectAttempt;
}

void SessionController::finishConnecting(const Status &status)
{
    reportDataFolder();
    if (!status) {
        m_state = EngineState::Unavailable;
        m_engineError = status.error().message;
        Q_EMIT engineUnavailable(m_engineError);
        // Without an engine the list still comes from the store, so the user sees their sandboxes.
        m_session.openStore().then(this, [this](const Status &store) {
            if (!store) {
                Q_EMIT storeUnavailable(store.error().message);
                return;
            }
            reportDataFolder();
            loadSandboxes();
        });
        return;
    }
    m_state = EngineState::Connected;
    m_engineError.clear();
    attachManager();
    watchEvents();
    m_storeTimer.start();
    Q_EMIT engineConnected(manager()->engine().info);
    refresh();
    const ConnectedEngine &engine = manager()->engine();
    if (engine.embedded || !QSettings().value(healthKey(engine.info.endpoint)).toBool())
        checkHealth();
}

void SessionController::reportDataFolder()
{
    const DataFolder::Report &report = m_session.dataFolderReport();
    if (m_dataFolderReported || !m_session.store() || report.isEmpty())
        return;
    m_dataFolderReported = true;
    Q_EMIT dataFolderChecked(report.summary(), !report.problems.isEmpty());
}

void SessionController::checkHealth()
{
    if (m_checkingHealth) {
        m_checkHealthAgain = true;
        Q_EMIT healthCheckStarted();
        return;
    }
    m_checkingHealth = true;
    Q_EMIT healthCheckStarted();
    runDoctor().then(this, [this](const DoctorReport &report) {
        m_checkingHealth = false;
        m_healthFixes += report.appliedFixes;
        if (std::exchange(m_checkHealthAgain, false)) {
            checkHealth();
            return;
        }
        QString problem;
        for (const DoctorCheck &check : report.checks) {
            // A missing image has its own banner with a button to build one.
            if (check.ok || (report.starterImageMissing && check.id == DoctorCheck::Id::Images))
                continue;
            problem = check.detail;
            if (const QString fix = DoctorCheckModel::fixText(check); !fix.isEmpty())
                problem += u' ' + tr("Fix: %1").arg(fix);
            break;
        }
        if (report.ok() && report.engine)
            QSettings().setValue(healthKey(report.engine->info.endpoint), true);
        Q_EMIT healthChecked(std::exchange(m_healthFixes, {}), problem);
    });
}

void SessionController::attachManager()
{
    SandboxManager *m = manager();
    if (!m || m_attached == m)
        return;
    m_attached = m;
    // The manager emits from worker threads; it lives on this thread, so these arrive queued.
    connect(m, &SandboxManager::sandboxChanged, this, &SessionController::sandboxChanged);
    connect(m, &SandboxManager::sandboxRemoved, this, &SessionController::sandboxRemoved);
    connect(m, &SandboxManager::createProgress, this, &SessionController::createProgress);
    connect(m, &SandboxManager::workspaceLimitReached, this,
            [this](const QString &, const QString &message) { Q_EMIT problem(message); });
}

void SessionController::watchEvents()
{
    SandboxManager *m = manager();
    delete m_events;
    m_events = nullptr;
    if (!m || !m->store())
        return;
    m_events = new EngineEventWatcher(m->engine().client, m->store()->storeId(), this);
    connect(m_events, &EngineEventWatcher::sandboxEvent, this, [this](const QString &sandboxId) {
        m_pendingSync.insert(sandboxId);
        if (!m_syncTimer.isActive())
            m_syncTimer.start();
    });
    connect(m_events, &EngineEventWatcher::engineLost, this, [this](const QString &message) {
        if (m_state != EngineState::Connected)
            return;
        m_state = EngineState::Unavailable;
        m_engineError = tr("The engine stopped answering. %1").arg(message);
        Q_EMIT engineUnavailable(m_engineError);
    });
    connect(m_events, &EngineEventWatcher::engineBack, this, [this] {
        SandboxManager *current = manager();
        if (m_state != EngineState::Unavailable || !current)
            return;
        m_state = EngineState::Connected;
        m_engineError.clear();
        Q_EMIT engineConnected(current->engine().info);
        refresh();
    });
    m_events->start();
}

void SessionController::syncPendingSandboxes()
{
    SandboxManager *m = manager();
    const QSet<QString> ids = std::exchange(m_pendingSync, {});
    if (!m)
        return;
    auto remaining = std::make_shared<int>(int(ids.size()));
    for (const QString &id : ids) {
        // A change is announced through the manager's sandboxChanged; afterwards the list is
        // reloaded once, which also brings sandboxes made or destroyed by another process.
        m->syncState(id).then(this, [this, remaining](const Result<std::optional<StateChange>> &) {
            if (--*remaining == 0)
                loadSandboxes();
        });
    }
}

void SessionController::refresh()
{
    SandboxManager *m = manager();
    if (!m || m_state != EngineState::Connected) {
        open();
        return;
    }
    loadSandboxes();
    m->reconcile().then(this, [this](const Result<ReconcileReport> &report) {
        if (!report) {
            Q_EMIT problem(report.error().message);
            return;
        }
        // Reconcile corrected states in the store; show the corrected list.
        loadSandboxes();
        Q_EMIT reconciled(*report);
    });
    checkImages();
}

void SessionController::watchStore()
{
    std::shared_ptr<Store> store = m_session.store();
    if (!store || m_readingStamp)
        return;
    m_readingStamp = true;
    store->sandboxesStamp().then(this, [this](const Result<QString> &stamp) {
        m_readingStamp = false;
        if (!stamp || *stamp == m_storeStamp)
            return;
        const bool first = m_storeStamp.isEmpty();
        m_storeStamp = *stamp;
        if (!first)
            loadSandboxes();
    });
}

void SessionController::loadSandboxes()
{
    std::shared_ptr<Store> store = m_session.store();
    if (!store)
        return;
    store->sandboxes().then(this, [this](const Result<QList<SandboxRecord>> &records) {
        if (!records) {
            Q_EMIT problem(records.error().message);
            return;
        }
        Q_EMIT sandboxesLoaded(*records);
    });
}

void SessionController::checkImages()
{
    SandboxManager *m = manager();
    if (!m)
        return;
    m->images().then(this, [this](const Result<QList<ImageInfo>> &images) {
        if (!images) {
            Q_EMIT problem(images.error().message);
            return;
        }
        int tagged = 0;
        for (const ImageInfo &image : *images) {
            if (!image.tags.isEmpty())
                ++tagged;
        }
        Q_EMIT imagesChecked(tagged);
    });
}

void SessionController::cleanupOrphans(const QList<OrphanGroup> &orphans)
{
    SandboxManager *m = manager();
    if (!m || orphans.isEmpty())
        return;
    m->cleanupOrphans(orphans).then(this, [this](const QList<OrphanOutcome> &outcomes) {
        QStringList results;
        bool allClean = true;
        for (const OrphanOutcome &outcome : outcomes) {
            allClean = allClean && outcome.removed;
            results << tr("%1: %2").arg(outcome.group.description(), outcome.detail);
        }
        Q_EMIT orphansCleaned(results, allClean);
    });
}

void SessionController::buildStarterImage()
{
    if (!manager() || isImageTaskRunning())
        return;
    Q_EMIT imageTaskProgress(tr("Building the starter image…"), 0);
    runImageTask(
        ImageTask::Starter,
        [client = manager()->engine().client](const ProgressFn &progress, const CallOptions &options) {
            return starter::ensureImage(*client, progress, options);
        },
        [this](const Status &status) {
            Q_EMIT starterImageFinished(status ? QString() : status.error().message);
            checkImages();
            // Now that there is an image, make sure a container really runs (and repair if needed).
            if (status)
                checkHealth();
        });
}

void SessionController::pullImage(const QString &reference)
{
    if (!manager() || isImageTaskRunning() || reference.trimmed().isEmpty())
        return;
    Q_EMIT imageTaskProgress(tr("Pulling %1…").arg(reference), -1);
    runImageTask(
        ImageTask::Pull,
        [client = manager()->engine().client, reference](const ProgressFn &progress, const CallOptions &options) {
            // Layers report bytes as they go; the bar shows the sum over the layers seen so far.
            QHash<QString, QPair<qint64, qint64>> layers;
            return client->pullImage(
                reference,
                [&](const ProgressEvent &e) {
                    if (!e.id.isEmpty() && e.total > 0)
                        layers[e.id] = {e.current, e.total};
                    qint64 done = 0, total = 0;
                    for (const auto &[current, size] : std::as_const(layers)) {
                        done += current;
                        total += size;
                    }
                    const QString what = e.id.isEmpty() ? e.status : QStringLiteral("%1: %2").arg(e.id, e.status);
                    progress(tr("Pulling %1 — %2").arg(reference, what), total > 0 ? int(100 * done / total) : -1);
                },
                options);
        },
        [this, reference](const Status &status) {
            Q_EMIT imagePullFinished(reference, status ? QString() : status.error().message);
            checkImages();
        });
}

void SessionController::runImageTask(ImageTask task,
                                     std::function<Status(const ProgressFn &, const CallOptions &)> work,
                                     std::function<void(const Status &)> done)
{
    m_imageTask = task;
    m_imageCancel = CancelToken();
    m_imageProgress = std::make_shared<Mailbox<Progress>>();
    std::shared_ptr<Mailbox<Progress>> mailbox = m_imageProgress;
    CallOptions options = CallOptions::withTimeout(kStarterImageTimeoutMs).withCancel(m_imageCancel);
    options.idleTimeoutMs = kStarterImageTimeoutMs; // a pull may take long; silence may not
    m_progressTimer.start();
    QtConcurrent::run(m_session.pool(), [work = std::move(work), mailbox, options] {
        return work([mailbox](const QString &message, int percent) { mailbox->post({message, percent}); }, options);
    }).then(this, [this, mailbox, done = std::move(done)](const Status &status) {
        if (mailbox == m_imageProgress)
            drainImageProgress();
        m_progressTimer.stop();
        m_imageTask = ImageTask::None;
        done(status);
    });
}

void SessionController::cancelImageTask()
{
    m_imageCancel.cancel();
}

void SessionController::drainImageProgress()
{
    if (!m_imageProgress)
        return;
    const QList<Progress> updates = m_imageProgress->take();
    if (!updates.isEmpty())
        Q_EMIT imageTaskProgress(updates.last().message, updates.last().percent);
}

QFuture<DoctorReport> SessionController::runDoctor()
{
    return m_session.runDoctor();
}

} // namespace shadowbox
