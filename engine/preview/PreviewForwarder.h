#pragma once

#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

class QTcpServer;

namespace shadowbox {

class SandboxContext;

// A preview: a port on this machine's loopback that leads to a port of a sandbox's own server.
// The sandbox has no route to anywhere and publishes nothing; each connection the user's browser
// opens here is carried to the sandbox by its gateway, over the gateway's preview socket
// (gateway/server/Preview.h), which only Shadowbox can reach. What comes back from the sandbox is
// passed on as it is: it is the sandbox's answer to the user's own request.
//
// Lives on one thread (the window's preview thread, or the command line's worker) and never
// blocks it. When the sandbox answers nothing on that port, the browser gets a 502 page that
// says so instead of a cut connection.
class PreviewForwarder : public QObject {
    Q_OBJECT
public:
    PreviewForwarder(QString sandboxName, QString socketPath, quint16 sandboxPort, QObject *parent = nullptr);
    ~PreviewForwarder() override;

    // The gateway's preview socket of a sandbox that can have previews (running, with a gateway
    // new enough), or why it cannot.
    static Result<QString> socketOf(const SandboxContext &context, const SandboxRecord &record);

    // Listens on 127.0.0.1:hostPort (0: any free port).
    Status listen(quint16 hostPort = 0);
    void close();
    quint16 hostPort() const;
    QString sandboxName() const { return m_sandboxName; }
    QUrl url() const;

    // Asks the gateway once for the port and hangs up: whether something in the sandbox listens
    // there now. Blocks up to `timeoutMs`; for worker threads.
    // On `address` (a loopback address) when given, 127.0.0.1 else.
    static Status probe(const QString &socketPath, quint16 sandboxPort, int timeoutMs = 5'000,
                        const QString &address = {});
    // The preview socket's handshake (gateway/server/Preview.h): the line that asks the gateway
    // for a port of the sandbox (on `address`, a loopback address, when given; 127.0.0.1 else),
    // and, from the line it answers, why it did not join the connection (empty when it did).
    static QByteArray handshake(quint16 port, const QString &address = {});
    static QString refusal(const QByteArray &line);

Q_SIGNALS:
    // A connection the sandbox could not take (nothing listens there yet, the gateway stopped).
    void connectionFailed(const QString &why);

private:
    void accept();

    QString m_sandboxName;
    QString m_socketPath;
    quint16 m_sandboxPort;
    QPointer<QTcpServer> m_server;
};

} // namespace shadowbox
