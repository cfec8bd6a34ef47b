#pragma once

#include "Outcome.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/local/stream_protocol.hpp>

#include <memory>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox::gateway {

// Listens on a Unix socket at `path` (a file left there by an earlier run is replaced) that only
// its owner may connect to: the gateway's admin socket and the egress socket are ways in for
// Shadowbox and for the gateway, never for anyone else. `what` names it in the error.
inline Outcome<std::unique_ptr<boost::asio::local::stream_protocol::acceptor>>
listenOwnerOnly(boost::asio::io_context &io, const std::string &path, const std::string &what)
{
    using local = boost::asio::local::stream_protocol;
    using Result = Outcome<std::unique_ptr<local::acceptor>>;
    ::unlink(path.c_str());
    boost::system::error_code ec;
    auto acceptor = std::make_unique<local::acceptor>(io);
    const mode_t before = ::umask(077);
    acceptor->open(local(), ec);
    if (!ec)
        acceptor->bind(local::endpoint(path), ec);
    ::umask(before);
    if (!ec)
        acceptor->listen(boost::asio::socket_base::max_listen_connections, ec);
    if (ec)
        return Result::failure("cannot listen on the " + what + " " + path + ": " + ec.message());
    return acceptor;
}

} // namespace shadowbox::gateway
