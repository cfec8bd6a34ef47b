#pragma once

#include "HttpRequest.h"
#include "Outcome.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/context.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace shadowbox::gateway {

// A host's whole answer to one request.
struct UpstreamAnswer {
    std::string address; // where the egress side reached the host
    int status = 0;
    std::string reason;
    std::vector<Header> headers;
    std::string body;
};
using UpstreamDone = std::function<void(Outcome<UpstreamAnswer>)>;

// The client side of TLS for the hosts the gateway records: TLS 1.2 and 1.3, HTTP/1.1, each
// host's certificate verified against the roots in `rootsFile` (PEM) and for the host's name. Null,
// with the reason in `why`, if the roots cannot be read.
std::unique_ptr<boost::asio::ssl::context> makeUpstreamTlsContext(const std::string &rootsFile, std::string &why);

// Sends `request` (a whole HTTP/1.1 request, asking to close the connection after it) to
// host:port through the egress side, over TLS when `tls` is given, and reads the whole answer: at
// most RecordingLog::kBodyLimit of body, within two minutes. `head`: the request was a HEAD, so
// the answer has no body whatever its headers say.
void exchangeUpstream(boost::asio::io_context &io, const std::string &egressSocket, boost::asio::ssl::context *tls,
                      const std::string &host, int port, std::string request, bool head, UpstreamDone done);

// Sends `request` to a server on this network namespace's loopback (a mock server: `name` at
// address:port) over plain TCP and reads the whole answer, with the same limits.
void exchangeLoopback(boost::asio::io_context &io, const std::string &name, const std::string &address, int port,
                      std::string request, bool head, UpstreamDone done);

} // namespace shadowbox::gateway
