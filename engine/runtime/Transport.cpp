#include "runtime/Transport.h"

#include <QCoreApplication>
#include <QLocalSocket>
#include <QTcpSocket>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 // macOS: SO_NOSIGPIPE on the descriptor instead
#endif
#endif

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

    std::unique_ptr<Connection> detachFromThread() override;

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

#ifdef Q_OS_UNIX
// A connected stream socket used through its descriptor alone: no Qt object, so no thread of its own.
class DescriptorConnection final : public Connection {
public:
    DescriptorConnection(int fd, QString where)
        : m_fd(fd)
        , m_where(std::move(where))
    {
    }
    ~DescriptorConnection() override { ::close(m_fd); }
    DescriptorConnection(const DescriptorConnection &) = delete;
    DescriptorConnection &operator=(const DescriptorConnection &) = delete;

    Status write(const QByteArray &data, QDeadlineTimer deadline) override
    {
        qsizetype offset = 0;
        while (offset < data.size()) {
            const ssize_t n = ::send(m_fd, data.constData() + offset, size_t(data.size() - offset), MSG_NOSIGNAL);
            if (n > 0) {
                offset += n;
                continue;
            }
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
                return lost(errno);
            if (deadline.hasExpired())
                return Error::make(
                    Error::Kind::Timeout,
                    TransportText::tr("The container engine at %1 stopped accepting data.").arg(m_where));
            if (!wait(POLLOUT, deadline))
                return lost(errno);
        }
        return {};
    }

    Result<QByteArray> read(QDeadlineTimer deadline, bool *eof) override
    {
        *eof = false;
        QByteArray data;
        for (;;) {
            char buffer[64 * 1024];
            const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
            if (n > 0) {
                data.append(buffer, n);
                // What is there, up to 1 MiB a call: a fast writer is read in turns, not all at once.
                if (size_t(n) < sizeof buffer || data.size() >= 1024 * 1024)
                    return data;
                continue;
            }
            if (n == 0) {
                *eof = true;
                return data;
            }
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                return lost(errno);
            if (!data.isEmpty() || deadline.hasExpired())
                return data;
            if (!wait(POLLIN, deadline))
                return lost(errno);
            if (deadline.hasExpired())
                return data;
        }
    }

private:
    // Waits for `events` until the deadline; false on an error of poll itself.
    bool wait(short events, QDeadlineTimer deadline) const
    {
        pollfd p{m_fd, events, 0};
        const qint64 left = deadline.isForever() ? -1 : qMax<qint64>(0, deadline.remainingTime());
        const int r = ::poll(&p, 1, int(qMin<qint64>(left, std::numeric_limits<int>::max())));
        return r >= 0 || errno == EINTR;
    }
    Error lost(int error) const
    {
        return Error::make(Error::Kind::EngineUnreachable,
                           TransportText::tr("The connection to the container engine at %1 was lost (%2). "
                                             "Check that the engine is still running.")
                               .arg(m_where, QString::fromLocal8Bit(::strerror(error))));
    }

    int m_fd;
    QString m_where;
};

template <typename Socket> std::unique_ptr<Connection> SocketConnection<Socket>::detachFromThread()
{
    // Bytes Qt already read would be lost with the socket; read() hands everything over, so there
    // are none unless a caller stopped halfway.
    if (!isOpen() || m_socket->bytesAvailable() > 0)
        return nullptr;
    const int fd = ::fcntl(int(m_socket->socketDescriptor()), F_DUPFD_CLOEXEC, 0);
    if (fd < 0)
        return nullptr;
    // Closing Qt's descriptor does not shut the stream down: the duplicate keeps it open.
    m_socket->abort();
#ifdef SO_NOSIGPIPE
    const int one = 1;
    (void)::setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) {
        ::close(fd);
        return nullptr;
    }
    return std::make_unique<DescriptorConnection>(fd, m_where);
}
#else
template <typename Socket> std::unique_ptr<Connection> SocketConnection<Socket>::detachFromThread()
{
    return nullptr;
}
#endif

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
