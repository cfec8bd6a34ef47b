#pragma once

#include "core/CallOptions.h"
#include "runtime/EngineDoctor.h"
#include "sandbox/SandboxManager.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>

namespace shadowbox {

class EngineEventWatcher;
class Session;
template <typename T> class Mailbox;

// The GUI's side of a Session: opens it without blocking, falls back to the store alone when no
// engine answers, reconciles with the engine, and relays the manager's signals so the window can
// connect once even though the manager is created (and re-created) only after a connection.
// Knows no widgets; MainWindow turns its signals into banners, lists and dialogs.
class SessionController : public QObject {
    Q_OBJECT
public:
    enum class EngineState { Idle, Connecting, Connected, Unavailable };
    Q_ENUM(EngineState)

    explicit SessionController(Session &session, QObject *parent = nullptr);
    ~SessionController() override;

    Session &session() const { return m_session; }
    SandboxManager *manager() const;
    EngineState engineState() const { return m_state; }
    QString engineError() const { return m_engineError; }
    bool isBuildingStarterImage() const { return m_imageTask == ImageTask::Starter; }
    bool isPullingImage() const { return m_imageTask == ImageTask::Pull; }
    bool isImageTaskRunning() const { return m_imageTask != ImageTask::None; }
    // A health check may restart the embedded Podman service to repair it, and its socket is gone
    // meanwhile: the window holds back "New sandbox" until the check has finished.
    bool isCheckingHealth() const { return m_checkingHealth; }

    // Connects (store + engine); on success loads the sandboxes and reconciles, on failure loads
    // the sandboxes from the store alone. Calling it again retries.
    void open();
    // Switches to the engine chosen in File ▸ Settings without restarting. The list keeps showing
    // the store's sandboxes meanwhile; the outcome arrives like open()'s, as engineConnected or
    // engineUnavailable. A reconnect asked for during another connection attempt supersedes it.
    void reconnect(const QString &engineSetting);
    // Reloads the list, reconciles with the engine and checks the images; retries the connection
    // when there is none.
    void refresh();
    void cleanupOrphans(const QList<OrphanGroup> &orphans);
    void buildStarterImage();
    // Pulls `reference` from its registry with per-layer progress (one image task at a time).
    void pullImage(const QString &reference);
    void cancelImageTask();
    // Runs the doctor's checks on a worker, against the connected engine or a fresh discovery.
    QFuture<DoctorReport> runDoctor();
    // Runs the doctor in the background and reports only what matters: fixes it applied to the
    // embedded Podman service, or the first check that failed. Done after connecting to the
    // embedded service or to an engine not yet checked on this machine, and after the starter
    // image is built, so that the first "New sandbox" works. Asked for while a check runs, it runs
    // again once that one ends (an image built meanwhile is then tested too), and only the last
    // outcome is reported.
    void checkHealth();

Q_SIGNALS:
    void engineConnecting(const QString &message);
    void engineConnected(const shadowbox::EngineInfo &info);
    void engineUnavailable(const QString &message);
    void storeUnavailable(const QString &message);
    void sandboxesLoaded(const QList<shadowbox::SandboxRecord> &records);
    void sandboxChanged(const shadowbox::SandboxRecord &record);
    void sandboxRemoved(const QString &sandboxId);
    void createProgress(const QString &sandboxId, const QString &step, int percent);
    void reconciled(const shadowbox::ReconcileReport &report);
    void orphansCleaned(const QStringList &results, bool allClean);
    void imagesChecked(int count);
    void imageTaskProgress(const QString &message, int percent);            // starter image or pull; percent < 0: busy
    void starterImageFinished(const QString &error);                        // empty on success
    void imagePullFinished(const QString &reference, const QString &error); // error empty on success
    void problem(const QString &message);
    // Opening the store found the data folder readable by others and made it private (or could
    // not: `problems`). Said once per run.
    void dataFolderChecked(const QString &summary, bool problems);
    void healthCheckStarted(); // also when it waits for the check already running
    void healthChecked(const QStringList &appliedFixes, const QString &problem); // problem empty if healthy

private:
    struct Progress {
        QString message;
        int percent = 0;
    };

    quint64 beginConnecting();
    void finishConnecting(const Status &status);
    void attachManager();
    // Follows the engine's events for this database's sandboxes (see EngineEventWatcher).
    void watchEvents();
    void syncPendingSandboxes();
    void loadSandboxes();
    void reportDataFolder();
    void checkImages();
    void drainImageProgress();

    Session &m_session;
    EngineState m_state = EngineState::Idle;
    QString m_engineError;
    quint64 m_connectAttempt = 0; // only the latest attempt's outcome is shown
    QPointer<SandboxManager> m_attached;
    enum class ImageTask { None, Starter, Pull };
    using ProgressFn = std::function<void(const QString &message, int percent)>;
    // Runs one image task on a worker; progress goes through a mailbox drained by m_progressTimer.
    void runImageTask(ImageTask task, std::function<Status(const ProgressFn &, const CallOptions &)> work,
                      std::function<void(const Status &)> done);
    ImageTask m_imageTask = ImageTask::None;
    bool m_checkingHealth = false;
    bool m_checkHealthAgain = false;
    QStringList m_healthFixes; // applied by checks whose outcome was superseded by a later one
    bool m_dataFolderReported = false;
    CancelToken m_imageCancel;
    std::shared_ptr<Mailbox<Progress>> m_imageProgress;
    QTimer m_progressTimer;
    EngineEventWatcher *m_events = nullptr;
    QSet<QString> m_pendingSync; // sandboxes with engine events not yet looked at
    QTimer m_syncTimer;
    // Changes other processes make to the records (a policy set from the command line) come with
    // no engine event: the store's stamp is read every second, and the list again when it moved.
    void watchStore();
    QTimer m_storeTimer;
    QString m_storeStamp;
    bool m_readingStamp = false;
};

} // namespace shadowbox
