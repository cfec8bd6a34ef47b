#include "runtime/Transport.h"

#include <QCoreApplication>
#include <QLocalSocket>
#include <QTcpSocket>

namespace shadowbox {
// The translation context of this file's messages, as lupdate and the runtime both see it.
class TransportText {
    Q_DECLARE_TR_FUNCTIONS(Transport)
};

namespace {

constexpr int kSliceMs = 50;

// Shared blocking read/write logic for QLocalSocket and QTcpSocket, whose wait APIs match.
template <typename Socket> class SocketConnection final : public Connection {
public:
    explicit SocketConnection(std::unique_ptr<Socket> socket, QString where)
        : m_socket(std::move(socket))
        , m_where(std::move(where))
    {
    }

    Status write(const QByteArray &data, QDeadlineTimer deadline) override
    {
        qint64 offset = 0;
        while (offset < data.size()) {
            const qint64 n = m_socket->write(data.constData() + offset, data.size() - offset);
            if (n < 0)
                return lost();
            offset += n;
            while (m_socket->bytesToWrite() > 0) {
                if (deadline.hasExpired())
                    return Error::make(
                        Error::Kind::Timeout,
                        TransportText::tr("The container engine at %1 stopped accepting data.").arg(m_where));
                if (!m_socket->waitForBytesWritten(int(qMin<qint64>(deadline.remainingTime(), 1000))) && !isOpen())
                    return lost();
            }
        }
        return {};
    }

    Result<QByteArray> read(QDeadlineTimer deadline, bool *eof) override
    {
        *eof = false;
        if (m_socket->bytesAvailable() == 0 && isOpen()) {
            const qint64 wait =
                deadline.isForever() ? kSliceMs : qBound<qint64>(qint64(0), deadline.remainingTime(), qint64(kSliceMs));
            m_socket->waitForReadyRead(int(wait));
        }
        QByteArray data = m_socket->readAll();
        if (data.isEmpty() && !isOpen())
            *eof = true;
        return data;
    }

private:
    bool isOpen() const;
    Error lost() const
    {
        return Error::make(Error::Kind::EngineUnreachable,
                           TransportText::tr("The connection to the container engine at %1 was lost (%2). "
                                             "Check that the engine is still running.")
                               .arg(m_where, m_socket->errorString()));
    }

    std::unique_ptr<Socket> m_socket;
    QString m_where;
};

template <> bool SocketConnection<QLocalSocket>::isOpen() const
{
    return m_socket->state() == QLocalSocket::ConnectedState;
}
template <> bool SocketConnection<QTcpSocket>::isOpen() const
{
    return m_socket->state() == QAbstractSocket::ConnectedState;
}

class LocalTransport final : public Transport {
public:
    explicit LocalTransport(EngineEndpoint endpoint)
        : m_endpoint(std::move(endpoint))
    {
    }

    Result<std::unique_ptr<Connection>> open(QDeadlineTimer deadline) const override
    {
        auto socket = std::make_unique<QLocalSocket>();
        socket->connectToServer(m_endpoint.path);
        if (socket->state() != QLocalSocket::ConnectedState &&
            !socket->waitForConnected(int(qMax<qint64>(1, deadline.remainingTime())))) {
            const QString where = m_endpoint.toString();
            switch (socket->error()) {
            case QLocalSocket::ServerNotFoundError:
                return Error::make(
                    Error::Kind::EngineUnreachable,
                    TransportText::tr("No container engine is listening at %1 (the socket does not exist). "
                                      "Start Podman or Docker, or choose another engine in File ▸ Settings (or with "
                                      "SHADOWBOX_ENGINE).")
                        .arg(where));
            case QLocalSocket::ConnectionRefusedError:
                return Error::make(
                    Error::Kind::EngineUnreachable,
                    TransportText::tr("The container engine at %1 refused the connection; it is probably not "
                                      "running. Start it (for example `systemctl start docker` or "
                                      "`podman system service`) and try again.")
                        .arg(where));
            case QLocalSocket::SocketAccessError:
                return Error::make(
                    Error::Kind::PermissionDenied,
                    TransportText::tr("Permission denied on the engine socket %1. Add your user to the group "
                                      "that owns it (for Docker: `sudo usermod -aG docker $USER`, then log in "
                                      "again) or use rootless Podman.")
                        .arg(m_endpoint.path));
            case QLocalSocket::SocketTimeoutError:
                return Error::make(
                    Error::Kind::Timeout,
                    TransportText::tr("The container engine at %1 did not accept the connection in time.").arg(where));
            default:
                return Error::make(Error::Kind::EngineUnreachable,
                                   TransportText::tr("Cannot connect to the container engine at %1: %2.")
                                       .arg(where, socket->errorString()));
            }
        }
        return std::unique_ptr<Connection>(
            std::make_unique<SocketConnection<QLocalSocket>>(std::move(socket), m_endpoint.toString()));
    }

    EngineEndpoint endpoint() const override { return m_endpoint; }

private:
    EngineEndpoint m_endpoint;
};

class TcpTransport final : public Transport {
public:
    explicit TcpTransport(EngineEndpoint endpoint)
        : m_endpoint(std::move(endpoint))
    {
    }

    Result<std::unique_ptr<Connection>> open(QDeadlineTimer deadline) const override
    {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(m_endpoint.host, m_endpoint.port);
        if (!socket->waitForConnected(int(qMax<qint64>(1, deadline.remainingTime())))) {
            return Error::make(
                socket->error() == QAbstractSocket::SocketTimeoutError ? Error::Kind::Timeout
                                                                       : Error::Kind::EngineUnreachable,
                TransportText::tr("Cannot connect to the container engine at %1: %2. Check the address and "
                                  "that the engine listens on TCP.")
                    .arg(m_endpoint.toString(), socket->errorString()));
        }
        return std::unique_ptr<Connection>(
            std::make_unique<SocketConnection<QTcpSocket>>(std::move(socket), m_endpoint.toString()));
    }

    EngineEndpoint endpoint() const override { return m_endpoint; }

private:
    EngineEndpoint m_endpoint;
};

} // namespace

std::shared_ptr<Transport> Transport::forEndpoint(const EngineEndpoint &endpoint)
{
    if (endpoint.scheme == EngineEndpoint::Scheme::Tcp)
        return std::make_shared<TcpTransport>(endpoint);
    return std::make_shared<LocalTransport>(endpoint);
}

} // namespace shadowbox
