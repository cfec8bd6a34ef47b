#include "runtime/HttpResponseParser.h"

#include <QCoreApplication>

#include <boost/beast/http/basic_parser.hpp>
#include <boost/beast/http/error.hpp>

namespace shadowbox {

namespace http = boost::beast::http;

class HttpResponseParser::Impl final : public http::basic_parser<false> {
public:
    explicit Impl(HttpResponseParser &owner)
        : m_owner(owner)
    {
        eager(true);
        // Streams (logs, exec) have no natural bound. Not boost::none: Boost 1.74 compares a
        // Content-Length against an empty optional as "exceeded".
        body_limit(std::uint64_t(1) << 62);
        header_limit(1 << 20);
    }

private:
    void on_request_impl(http::verb, boost::beast::string_view, boost::beast::string_view, int,
                         boost::beast::error_code &ec) override
    {
        ec = http::error::bad_method;
    }
    void on_response_impl(int code, boost::beast::string_view reason, int, boost::beast::error_code &) override
    {
        m_owner.m_status = code;
        m_owner.m_reason = QByteArray(reason.data(), qsizetype(reason.size()));
    }
    void on_field_impl(http::field, boost::beast::string_view name, boost::beast::string_view value,
                       boost::beast::error_code &) override
    {
        m_owner.m_headers.append(
            {QByteArray(name.data(), qsizetype(name.size())), QByteArray(value.data(), qsizetype(value.size()))});
    }
    void on_header_impl(boost::beast::error_code &) override {}
    void on_body_init_impl(const boost::optional<std::uint64_t> &, boost::beast::error_code &) override {}
    std::size_t on_body_impl(boost::beast::string_view body, boost::beast::error_code &) override
    {
        m_owner.deliver(body.data(), body.size());
        return body.size();
    }
    void on_chunk_header_impl(std::uint64_t, boost::beast::string_view, boost::beast::error_code &) override {}
    std::size_t on_chunk_body_impl(std::uint64_t, boost::beast::string_view body, boost::beast::error_code &) override
    {
        m_owner.deliver(body.data(), body.size());
        return body.size();
    }
    void on_finish_impl(boost::beast::error_code &) override {}

    HttpResponseParser &m_owner;
};

namespace {
Error protocolError(const std::string &what)
{
    return Error::make(Error::Kind::Protocol,
                       QCoreApplication::translate("HttpResponseParser",
                                                   "The container engine sent a malformed HTTP answer (%1). "
                                                   "Check that the address points at a Docker-compatible API.")
                           .arg(QString::fromStdString(what)));
}
} // namespace

HttpResponseParser::HttpResponseParser(BodySink sink)
    : m_impl(std::make_unique<Impl>(*this))
    , m_sink(std::move(sink))
{
}

HttpResponseParser::~HttpResponseParser() = default;

void HttpResponseParser::deliver(const char *data, size_t size)
{
    if (size == 0)
        return;
    if (m_sink)
        m_sink(data, size);
    else
        m_body.append(data, qsizetype(size));
}

Status HttpResponseParser::feed(const char *data, size_t size)
{
    if (m_raw) {
        deliver(data, size);
        return {};
    }
    m_pending.append(data, qsizetype(size));
    while (!m_pending.isEmpty() && !m_impl->is_done()) {
        boost::beast::error_code ec;
        const size_t used = m_impl->put(boost::asio::buffer(m_pending.constData(), size_t(m_pending.size())), ec);
        m_pending.remove(0, qsizetype(used));
        if (ec == http::error::need_more)
            break;
        if (ec)
            return protocolError(ec.message());
        if (m_impl->is_header_done() && m_status == 101) {
            // The HTTP exchange is over; the connection is now a raw stream.
            m_raw = true;
            QByteArray rest;
            rest.swap(m_pending);
            deliver(rest.constData(), size_t(rest.size()));
            return {};
        }
        if (used == 0)
            break;
    }
    return {};
}

Status HttpResponseParser::finish()
{
    if (m_raw) {
        m_rawClosed = true;
        return {};
    }
    if (m_impl->is_done())
        return {};
    boost::beast::error_code ec;
    if (m_impl->got_some())
        m_impl->put_eof(ec);
    else
        ec = http::error::partial_message; // Beast requires some input before put_eof
    if (ec) {
        if (!m_impl->got_some() && m_pending.isEmpty())
            return Error::make(Error::Kind::EngineUnreachable,
                               QCoreApplication::translate("HttpResponseParser",
                                                           "The container engine closed the connection without "
                                                           "answering. It may have stopped or crashed."));
        return Error::make(Error::Kind::EngineUnreachable,
                           QCoreApplication::translate("HttpResponseParser",
                                                       "The container engine closed the connection in the middle "
                                                       "of its answer. It may have stopped or crashed."));
    }
    return {};
}

bool HttpResponseParser::headerDone() const
{
    return m_raw || m_impl->is_header_done();
}

bool HttpResponseParser::done() const
{
    return m_raw ? m_rawClosed : m_impl->is_done();
}

QByteArray HttpResponseParser::header(const QByteArray &name) const
{
    for (const auto &[key, value] : m_headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

} // namespace shadowbox
