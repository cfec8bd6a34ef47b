#pragma once

#include "core/Result.h"
#include "runtime/EngineEndpoint.h"

#include <QByteArray>
#include <QDeadlineTimer>

#include <memory>

namespace shadowbox {

// One open byte stream to the engine. Blocking, with deadlines: it is only ever used on worker
// threads, never on the GUI thread.
class Connection {
public:
    virtual ~Connection() = default;
    virtual Status write(const QByteArray &data, QDeadlineTimer deadline) = 0;
    // Waits up to `deadline` for bytes. Returns what arrived (possibly empty on timeout);
    // sets `eof` when the peer closed the stream.
    virtual Result<QByteArray> read(QDeadlineTimer deadline, bool *eof) = 0;
    // The same open stream as a bare descriptor that any thread may use, one thread at a time
    // (a Qt socket belongs to the thread that made it); this object is left closed. Null where the
    // platform has no such descriptor (Windows' named pipes): keep the stream on its thread then.
    virtual std::unique_ptr<Connection> detachFromThread() { return nullptr; }
};

// Opens connections to one endpoint. Unix sockets and named pipes share QLocalSocket; TCP uses
// QTcpSocket. TLS and ssh:// slot in here as further implementations.
class Transport {
public:
    virtual ~Transport() = default;
    virtual Result<std::unique_ptr<Connection>> open(QDeadlineTimer deadline) const = 0;
    virtual EngineEndpoint endpoint() const = 0;

    static std::shared_ptr<Transport> forEndpoint(const EngineEndpoint &endpoint);
};

} // namespace shadowbox
