#pragma once

#include "core/Result.h"
#include "runtime/EngineEndpoint.h"

#include <QObject>
#include <QProcess>
#include <QString>

namespace shadowbox {

// The embedded default engine: when Podman is installed but no engine answers, Shadowbox runs
// `podman system service` itself on a private socket and stops it when Shadowbox exits.
//
// Its configuration is Shadowbox's own containers.conf (passed with CONTAINERS_CONF), which the
// doctor may extend with fixes; the user's and the system's files are never edited.
class PodmanService : public QObject {
    Q_OBJECT
public:
    // `configDir` keeps containers.conf across restarts (app data); `socketDir` holds the socket
    // (a short runtime path: Unix socket paths are limited to about 100 bytes).
    PodmanService(QString configDir, QString socketDir, QObject *parent = nullptr);
    ~PodmanService() override;

    static QString podmanProgram();  // empty if Podman is not installed
    QString socketPath() const;
    QString configPath() const;
    EngineEndpoint endpoint() const;
    bool isRunning() const;
    qint64 processId() const;

    // Must be called on the thread that owns this object. Returns once the process is spawned;
    // the caller waits for the socket to answer.
    Status start();
    void stop();

    // Adds `key = value` under [section] in Shadowbox's own containers.conf; returns true if it
    // changed the file.
    Result<bool> applyConfigFix(const QString &section, const QString &key, const QString &value);
    QString logTail() const;

Q_SIGNALS:
    void exited(int exitCode);

private:
    QString m_configDir;
    QString m_socketDir;
    QProcess *m_process = nullptr;
    QByteArray m_log;
};

}  // namespace shadowbox
