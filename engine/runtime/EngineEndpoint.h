#pragma once

#include "core/Result.h"

#include <QString>

namespace shadowbox {

// Where an engine's API listens: a Unix socket, a Windows named pipe or a TCP address.
struct EngineEndpoint {
    enum class Scheme { Unix, NamedPipe, Tcp };

    Scheme scheme = Scheme::Unix;
    QString path; // socket path or pipe name
    QString host; // for Tcp
    quint16 port = 0;

    // Accepts unix:///path, /path, npipe:////./pipe/name, tcp://host:port (DOCKER_HOST syntax).
    static Result<EngineEndpoint> parse(const QString &text);
    QString toString() const;
    bool operator==(const EngineEndpoint &) const = default;
};

} // namespace shadowbox
