#include "preview/PreviewForwarder.h"

#include "gateway/SandboxGateway.h"
#include "sandbox/SandboxContext.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace shadowbox {

namespace {

// How much may wait to be written to one side before reading from the other pauses: a fast
// server and a slow browser (or the other way round) do not fill this process's memory.
constexpr qint64 kHighWater = 1024 * 1024;
constexpr qint64 kChunk = 64 * 1024;
constexpr qsizetype kLineLimit = 4096;
constexpr int kHandshakeMs = 15'000;

// One browser connection and the gateway connection that carries it to the sandbox.
class PreviewConnection : public QObject {
public:
    PreviewConnection(QTcpSocket *client, const QString &socketPath, quint16 port, PreviewForwarder *forwarder)
        : QObject(forwarder)
        , m_client(client)
        , m_gateway(new QLocalSocket(this))
        , m_port(port)
        , m_forwarder(forwarder)
    {
        m_client->setParent(this);
        m_client->setReadBufferSize(kHighWater);
        m_gateway->setReadBufferSize(kHighWater);
        connect(m_gateway, &QLocalSocket::connected, this,
                [this] { m_gateway->write(PreviewForwarder::handshake(m_port)); });
        connect(m_gateway, &QLocalSocket::readyRead, this, [this] {
            if (m_joined)
                pump(m_gateway, m_client);
            else
                readAnswer();
        });
        connect(m_gateway, &QLocalSocket::errorOccurred, this, [this](QLocalSocket::LocalSocketError error) {
            if (m_joined || m_failed)
                return;
            fail(error == QLocalSocket::ServerNotFoundError || error == QLocalSocket::ConnectionRefusedError
                     ? PreviewForwarder::tr("the sandbox's gateway is not running (start the sandbox)")
                     : m_gateway->errorString());
        });
        connect(m_gateway, &QLocalSocket::bytesWritten, this, [this] {
            if (m_joined)
                pump(m_client, m_gateway);
        });
        connect(m_client, &QTcpSocket::readyRead, this, [this] {
            if (m_joined)
                pump(m_client, m_gateway);
        });
        connect(m_client, &QTcpSocket::bytesWritten, this, [this] {
            if (m_joined)
                pump(m_gateway, m_client);
        });
        connect(m_gateway, &QLocalSocket::disconnected, this, [this] { ended(); });
        connect(m_client, &QTcpSocket::disconnected, this, [this] { ended(); });
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (!m_joined)
                fail(PreviewForwarder::tr("the sandbox's gateway did not answer in time"));
        });
        m_timer.start(kHandshakeMs);
        m_gateway->connectToServer(socketPath);
    }

private:
    void readAnswer()
    {
        m_line += m_gateway->readAll();
        const qsizetype newline = m_line.indexOf('\n');
        if (newline < 0) {
            if (m_line.size() > kLineLimit)
                fail(PreviewForwarder::tr("the gateway answered something Shadowbox cannot read"));
            return;
        }
        const QString why = PreviewForwarder::refusal(m_line.left(newline));
        const QByteArray early = m_line.mid(newline + 1);
        m_line.clear();
        if (!why.isEmpty()) {
            fail(why);
            return;
        }
        m_timer.stop();
        m_joined = true;
        if (!early.isEmpty())
            m_client->write(early);
        pump(m_client, m_gateway);
        pump(m_gateway, m_client);
    }

    // Moves what `from` has to `to`, as long as `to` is not holding too much already.
    void pump(QIODevice *from, QIODevice *to)
    {
        while (from->bytesAvailable() > 0 && to->bytesToWrite() < kHighWater) {
            const QByteArray chunk = from->read(kChunk);
            if (chunk.isEmpty() || to->write(chunk) != chunk.size())
                break;
        }
        if (m_ending)
            ended();
    }

    // One side hung up: what the other still has to say is passed on, then it is closed too.
    void ended()
    {
        m_ending = true;
        if (!m_joined) {
            if (m_client->state() != QAbstractSocket::ConnectedState) {
                deleteLater();
                return;
            }
            if (!m_failed && m_gateway->state() == QLocalSocket::UnconnectedState)
                fail(PreviewForwarder::tr("the sandbox's gateway closed the connection"));
            return;
        }
        if (m_gateway->bytesAvailable() > 0 && m_client->state() == QAbstractSocket::ConnectedState)
            return; // the rest still goes to the browser; this runs again once it is written
        if (m_client->bytesAvailable() > 0 && m_gateway->state() == QLocalSocket::ConnectedState)
            return;
        m_client->disconnectFromHost();
        m_gateway->disconnectFromServer();
        if (m_client->state() == QAbstractSocket::UnconnectedState &&
            m_gateway->state() == QLocalSocket::UnconnectedState)
            deleteLater();
    }

    // The browser gets a page that says why, rather than a cut connection.
    void fail(const QString &why)
    {
        if (std::exchange(m_failed, true))
            return;
        m_timer.stop();
        m_gateway->abort();
        const QString sentence = PreviewForwarder::tr("Shadowbox: sandbox \"%1\", port %2: %3.")
                                     .arg(m_forwarder->sandboxName())
                                     .arg(m_port)
                                     .arg(why);
        Q_EMIT m_forwarder->connectionFailed(sentence);
        const QByteArray body = sentence.toUtf8() + '\n';
        m_client->write("HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain; charset=utf-8\r\nCache-Control: "
                        "no-store\r\nConnection: close\r\nContent-Length: " +
                        QByteArray::number(body.size()) + "\r\n\r\n" + body);
        m_client->disconnectFromHost();
        if (m_client->state() == QAbstractSocket::UnconnectedState)
            deleteLater();
    }

    QTcpSocket *m_client;
    QLocalSocket *m_gateway;
    quint16 m_port;
    PreviewForwarder *m_forwarder;
    QTimer m_timer;
    QByteArray m_line;
    bool m_joined = false;
    bool m_failed = false;
    bool m_ending = false;
};

} // namespace

PreviewForwarder::PreviewForwarder(QString sandboxName, QString socketPath, quint16 sandboxPort, QObject *parent)
    : QObject(parent)
    , m_sandboxName(std::move(sandboxName))
    , m_socketPath(std::move(socketPath))
    , m_sandboxPort(sandboxPort)
{
}

PreviewForwarder::~PreviewForwarder() = default;

Result<QString> PreviewForwarder::socketOf(const SandboxContext &context, const SandboxRecord &record)
{
    if (record.networkMode != NetworkMode::Gateway)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" has no network gateway, and previews come through it. Create the "
                              "sandbox again to preview it.")
                               .arg(record.name));
    if (record.state != SandboxState::Running)
        return Error::make(Error::Kind::Conflict,
                           tr("Sandbox \"%1\" is not running: start it to preview its servers.").arg(record.name))
            .withCliHint(QStringLiteral("shadowbox sandbox start %1").arg(record.name));
    const QString socket = SandboxGateway(context).previewSocketOf(record.id);
    if (!QFileInfo::exists(socket))
        return Error::make(Error::Kind::Conflict,
                           tr("The gateway of sandbox \"%1\" was made by an earlier Shadowbox, which had no "
                              "previews. Fork the sandbox (or create it again) to preview its servers.")
                               .arg(record.name));
    return socket;
}

Status PreviewForwarder::listen(quint16 hostPort)
{
    close();
    m_server = new QTcpServer(this);
    // Loopback only: a preview is for the user at this machine, not for its network.
    if (!m_server->listen(QHostAddress::LocalHost, hostPort)) {
        const QString why = m_server->errorString();
        const bool taken = m_server->serverError() == QAbstractSocket::AddressInUseError;
        delete m_server;
        return Error::make(taken ? Error::Kind::Conflict : Error::Kind::Io,
                           taken ? tr("Port %1 on this machine is already in use. Choose another port, or let "
                                      "Shadowbox pick a free one.")
                                       .arg(hostPort)
                                 : tr("Cannot listen on 127.0.0.1:%1: %2.").arg(hostPort).arg(why));
    }
    connect(m_server, &QTcpServer::newConnection, this, &PreviewForwarder::accept);
    return {};
}

void PreviewForwarder::close()
{
    if (m_server)
        delete m_server;
}

quint16 PreviewForwarder::hostPort() const
{
    return m_server ? m_server->serverPort() : 0;
}

QUrl PreviewForwarder::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(hostPort()));
}

void PreviewForwarder::accept()
{
    while (QTcpSocket *client = m_server ? m_server->nextPendingConnection() : nullptr)
        new PreviewConnection(client, m_socketPath, m_sandboxPort, this); // deletes itself when done
}

QByteArray PreviewForwarder::handshake(quint16 port, const QString &address)
{
    QJsonObject ask{{QStringLiteral("port"), int(port)}};
    if (!address.isEmpty())
        ask.insert(QStringLiteral("address"), address);
    return QJsonDocument(ask).toJson(QJsonDocument::Compact) + '\n';
}

QString PreviewForwarder::refusal(const QByteArray &line)
{
    const QJsonObject answer = QJsonDocument::fromJson(line).object();
    if (answer.value(QStringLiteral("ok")).toBool())
        return {};
    const QString why = answer.value(QStringLiteral("error")).toString();
    return why.isEmpty() ? tr("the gateway answered something Shadowbox cannot read") : why;
}

Status PreviewForwarder::probe(const QString &socketPath, quint16 sandboxPort, int timeoutMs, const QString &address)
{
    QLocalSocket socket;
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(timeoutMs))
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("The sandbox's gateway is not running (%1).").arg(socket.errorString()));
    socket.write(handshake(sandboxPort, address));
    QByteArray line;
    QDeadlineTimer deadline(timeoutMs);
    while (!line.contains('\n') && line.size() <= kLineLimit) {
        if (!socket.waitForReadyRead(int(deadline.remainingTime())))
            return Error::make(Error::Kind::Timeout, tr("The sandbox's gateway did not answer in time."));
        line += socket.readAll();
    }
    const QString why = refusal(line.left(line.indexOf('\n')));
    if (!why.isEmpty())
        return Error::make(Error::Kind::NotFound, why);
    return {};
}

} // namespace shadowbox
