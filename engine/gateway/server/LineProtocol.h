#pragma once

#include <boost/asio/buffers_iterator.hpp>
#include <boost/asio/streambuf.hpp>

#include <nlohmann/json.hpp>

#include <string>

// The one-line JSON handshakes on the gateway's Unix sockets (the egress socket, Egress.h, and
// the preview socket, Preview.h): a line each way, then the connection's raw bytes.
namespace shadowbox::gateway::lineprotocol {

// `value` as one line; text that is not valid UTF-8 is replaced rather than refused.
inline std::string line(const nlohmann::json &value)
{
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

// The first `size` bytes of `buffer` (a line as async_read_until found it), without its newline.
inline std::string takeLine(boost::asio::streambuf &buffer, size_t size)
{
    std::string text(boost::asio::buffers_begin(buffer.data()),
                     boost::asio::buffers_begin(buffer.data()) + std::ptrdiff_t(size));
    buffer.consume(size);
    if (!text.empty() && text.back() == '\n')
        text.pop_back();
    return text;
}

// What remains in `buffer` after the line: bytes that belong to the connection itself.
inline std::string rest(boost::asio::streambuf &buffer)
{
    std::string bytes(boost::asio::buffers_begin(buffer.data()), boost::asio::buffers_end(buffer.data()));
    buffer.consume(buffer.size());
    return bytes;
}

} // namespace shadowbox::gateway::lineprotocol
