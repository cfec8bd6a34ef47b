#pragma once

#include "core/CallOptions.h"
#include "sandbox/SandboxManager.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

class QWidget;

namespace shadowbox {

class NewSandboxDialog;
class Prompter;
class Session;

// The window's sandbox flows: New Sandbox (dialog, creation with progress and cancel), a new
// sandbox from a snapshot (the same progress and cancel), start, stop and destroy (after asking). Knows which sandboxes
// have an operation in flight so the window can disable what would collide. Shows failures through the Prompter;
// reports everything else as signals that MainWindow turns into list updates and status-bar messages.
class SandboxActions : public QObject {
    Q_OBJECT
public:
    // `session` and `prompter` must outlive this object; dialogs are parented to `window`.
    SandboxActions(Session &session, Prompter &prompter, QWidget *window);

    bool isCreating() const { return m_creating; }
    bool isBusy(const QString &sandboxId) const { return m_busy.contains(sandboxId); }

    void newSandbox();
    // While `why` is not empty, nothing is created or forked (the status line says why): the New
    // Sandbox dialog, open or opened later, shows it and keeps its Create button disabled.
    void holdBackCreation(const QString &why);
    void create(const CreateRequest &request);
    // A new sandbox from a snapshot: shown, canceled and selected when done like a creation.
    void fork(const ForkRequest &request);
    void cancelCreate() { m_createCancel.cancel(); }
    void start(const SandboxRecord &record);
    void stop(const SandboxRecord &record);
    // Asks first; the answer's default is No.
    void destroy(const SandboxRecord &record);
    // Changes what the sandbox's gateway lets it reach, while it runs.
    // Open asks first (the answer's default is No).
    void setNetworkPolicy(const SandboxRecord &record, NetworkPolicy policy);
    // The Edit Allowlist dialog; on OK the rules (and, if asked, the allowlist policy) change.
    void editAllowlist(const SandboxRecord &record);
    // Opens the Mock Server dialog; on Save, hands the mocked hosts to the server chosen (or back to
    // the gateway).
    void editMockServer(const SandboxRecord &record);

Q_SIGNALS:
    void busyChanged();
    void createStarted();
    void createFinished();
    void sandboxCreated(const shadowbox::SandboxRecord &record);
    void sandboxUpdated(const shadowbox::SandboxRecord &record);
    // Before teardown begins: nothing may run in it any more.
    void sandboxLeaving(const QString &sandboxId);
    void sandboxDestroyed(const QString &sandboxId);
    // What teardown removed and what it found left (the proof), one line each.
    void teardownReported(const QString &name, const QStringList &report, bool clean);
    // timeoutMs 0: until the next message or clearStatus.
    void statusMessage(const QString &text, int timeoutMs);
    void clearStatus();

private:
    // Runs a creation (or a fork) with the window's progress, and reports how it ended.
    void runCreation(const std::function<QFuture<Result<SandboxRecord>>(SandboxManager *, const CancelToken &)> &start);
    // `done`, if given, runs once the change succeeded (after the status line is cleared).
    void changeState(const std::function<QFuture<Result<SandboxRecord>>(SandboxManager *)> &action,
                     const SandboxRecord &record, const QString &busyText, const QString &failureTitle,
                     const std::function<void()> &done = {});
    void destroyConfirmed(const QString &sandboxId, const QString &name);

    Session &m_session;
    Prompter &m_prompter;
    QPointer<QWidget> m_window;
    QSet<QString> m_busy; // sandboxes with a start, stop or destroy in flight
    bool m_creating = false;
    CancelToken m_createCancel;
    QString m_heldBack;
    QPointer<NewSandboxDialog> m_newDialog;
};

} // namespace shadowbox
