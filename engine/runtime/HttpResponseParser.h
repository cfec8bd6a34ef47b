#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QPair>

#include <functional>
#include <memory>

namespace shadowbox {

// Incremental HTTP/1.1 response parser. Framing (status line, headers, Content-Length, chunked
// transfer coding, body-until-close) is done by Boost.Beast's parser; this class adapts it to byte
// chunks arriving from a socket and hands body bytes to a sink as they are decoded.
//
// A 101 Switching Protocols answer (a hijacked exec/attach stream) ends the HTTP part: every byte
// after the header block goes to the sink untouched until the peer closes.
class HttpResponseParser {
public:
    using BodySink = std::function<void(const char *data, size_t size)>;

    // Without a sink the body is collected and available from body().
    explicit HttpResponseParser(BodySink sink = {});
    ~HttpResponseParser();
    HttpResponseParser(const HttpResponseParser &) = delete;
    HttpResponseParser &operator=(const HttpResponseParser &) = delete;

    // Feeds bytes in arrival order. Keeps bytes it cannot use yet (an incomplete header line).
    Status feed(const char *data, size_t size);
    Status feed(const QByteArray &bytes) { return feed(bytes.constData(), size_t(bytes.size())); }
    // The peer closed the connection. Completes a body that runs until close; otherwise an error
    // unless the message was already complete.
    Status finish();

    bool headerDone() const;
    bool done() const;
    int status() const { return m_status; }
    QByteArray reason() const { return m_reason; }
    QByteArray header(const QByteArray &name) const; // case-insensitive; empty if absent
    const QList<QPair<QByteArray, QByteArray>> &headers() const { return m_headers; }
    const QByteArray &body() const { return m_body; }

private:
    void deliver(const char *data, size_t size);

    class Impl;
    friend class Impl;
    std::unique_ptr<Impl> m_impl;
    BodySink m_sink;
    QByteArray m_pending;
    QByteArray m_body;
    QByteArray m_reason;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    int m_status = 0;
    bool m_raw = false; // after 101: pass-through
    bool m_rawClosed = false;
};

} // namespace shadowbox
