#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineEndpoint.h"
#include "runtime/EngineTypes.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>

namespace shadowbox {

// The embedded default engine: when Podman is installed but no engine answers, Shadowbox runs
// `podman system service` itself. There is one such service per user and runtime folder, shared by
// every Shadowbox process (the window, the command line, an agent's server):
//
// - whoever finds it answering uses it and does not own it;
// - starting it is serialised by a lock file next to its socket, and a socket is only removed under
//   that lock after it failed to answer, so nobody removes a socket another process is using;
// - it is started detached (its own session, no parent-death signal) with an idle timeout
//   (`--time`), so it ends by itself once no process has used it for a while instead of being
//   killed by whichever process happened to start it;
// - its process id is kept in a pid file so that a process can tell it died and the doctor can
//   restart it after a fix.
//
// Its configuration is Shadowbox's own containers.conf (passed with CONTAINERS_CONF), which the
// doctor may extend with fixes; the user's and the system's files are never edited.
//
// Every function here may be called from any thread; the blocking ones only from workers.
class PodmanService {
    Q_DECLARE_TR_FUNCTIONS(PodmanService)
public:
    // `configDir` keeps containers.conf across restarts (app data); `socketDir` holds the socket,
    // its lock and pid files and the service's log (a short runtime path: Unix socket paths are
    // limited to about 100 bytes).
    PodmanService(QString configDir, QString socketDir);

    static QString podmanProgram(); // empty if Podman is not installed
    // Seconds without a client after which the service ends by itself: SHADOWBOX_PODMAN_IDLE_SECONDS
    // or 300.
    static int idleSeconds();

    QString socketPath() const;
    QString configPath() const;
    QString lockPath() const;
    QString pidPath() const;
    QString logPath() const;
    EngineEndpoint endpoint() const;

    // The service's process id if it is running (read from the pid file and checked), else 0.
    qint64 processId() const;
    bool isRunning() const { return processId() > 0; }

    // Blocking. Uses the service if it answers; otherwise, under the lock, starts it (removing a
    // socket that no live service owns) and waits until it answers or `deadline` passes.
    Result<EngineInfo> ensureRunning(QDeadlineTimer deadline, const CancelToken &cancel = {}) const;
    // Blocking. Under the lock: stops the running service, whoever started it, and starts a fresh
    // one (after the doctor changed its configuration).
    Result<EngineInfo> restart(QDeadlineTimer deadline) const;
    // Blocking. Under the lock: stops the running service and removes its socket and pid file. For
    // tests and for cleaning up; the product lets the service end by itself.
    Status stop(QDeadlineTimer deadline) const;

    // Adds `key = value` under [section] in Shadowbox's own containers.conf; returns true if it
    // changed the file.
    Result<bool> applyConfigFix(const QString &section, const QString &key, const QString &value) const;
    QString logTail() const;

private:
    Status ensureConfig() const;
    // Under the lock: starts the process and waits for it to answer.
    Result<EngineInfo> startLocked(QDeadlineTimer deadline) const;
    // Under the lock: ends the recorded service process, if any, and removes its files.
    void stopLocked() const;
    Result<EngineInfo> probe(int timeoutMs) const;

    QString m_configDir;
    QString m_socketDir;
};

} // namespace shadowbox
