#pragma once

#include "Outcome.h"

#include <boost/asio/io_context.hpp>

#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace shadowbox::gateway {

// Previews: the way in to a server the sandbox runs, for Shadowbox only. The gateway shares the
// sandbox's network namespace, so the sandbox's loopback is its own; Shadowbox, on the host,
// connects to a Unix socket in the gateway's folder (owner only, like the admin socket) and asks
// for a port. One line each way, then the connection's raw bytes:
//
//   Shadowbox → gateway   {"port": 3000}\n
//   gateway → Shadowbox   {"ok": true}\n
//                         {"ok": false, "error": "nothing in the sandbox listens on port 3000"}\n
//
// A server on a loopback address of its own (a mock server on 127.0.1.1) is asked for by it:
// {"port": 8080, "address": "127.0.1.1"}; only loopback addresses are taken. Without one,
// 127.0.0.1 is tried, then ::1.
//
// Nothing is routed: the sandbox still has no way out, and the host opens no port of its own
// unless Shadowbox (PreviewForwarder) listens on its loopback for the user.
struct PreviewOptions {
    std::string socket;
    std::optional<std::pair<unsigned, unsigned>> owner; // the socket is given to this UID:GID
};

class PreviewServer {
public:
    PreviewServer(boost::asio::io_context &io, PreviewOptions options);
    ~PreviewServer();

    Outcome<bool> start();
    void stop();

    struct Impl;

private:
    std::shared_ptr<Impl> m_impl;
};

} // namespace shadowbox::gateway
