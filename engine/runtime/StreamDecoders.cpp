#include "runtime/StreamDecoders.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

namespace shadowbox {

namespace {
constexpr int kFrameHeader = 8;
constexpr quint32 kMaxFrame = 64u << 20;
} // namespace

Status MultiplexedStreamDecoder::feed(const char *data, size_t size)
{
    m_buffer.append(data, qsizetype(size));
    qsizetype offset = 0;
    while (m_buffer.size() - offset >= kFrameHeader) {
        const auto *h = reinterpret_cast<const uchar *>(m_buffer.constData() + offset);
        const quint8 channel = h[0];
        const quint32 length = (quint32(h[4]) << 24) | (quint32(h[5]) << 16) | (quint32(h[6]) << 8) | quint32(h[7]);
        if (channel > 3 || h[1] != 0 || h[2] != 0 || h[3] != 0 || length > kMaxFrame) {
            m_buffer.clear();
            return Error::make(Error::Kind::Protocol,
                               QCoreApplication::translate("MultiplexedStreamDecoder",
                                                           "The command's output stream is not in the expected "
                                                           "multiplexed format (bad frame header)."));
        }
        if (m_buffer.size() - offset - kFrameHeader < qsizetype(length))
            break;
        m_sink(OutputChannel(channel), m_buffer.mid(offset + kFrameHeader, qsizetype(length)));
        offset += kFrameHeader + qsizetype(length);
    }
    m_buffer.remove(0, offset);
    return {};
}

Status JsonLinesDecoder::feed(const char *data, size_t size)
{
    m_buffer.append(data, qsizetype(size));
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', start);
        if (nl < 0)
            break;
        if (Status s = emitLine(m_buffer.mid(start, nl - start)); !s)
            return s;
        start = nl + 1;
    }
    m_buffer.remove(0, start);
    return {};
}

Status JsonLinesDecoder::finish()
{
    QByteArray rest;
    rest.swap(m_buffer);
    return emitLine(rest);
}

Status JsonLinesDecoder::emitLine(const QByteArray &raw)
{
    const QByteArray line = raw.trimmed();
    if (line.isEmpty())
        return {};
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error::make(
            Error::Kind::Protocol,
            QCoreApplication::translate("JsonLinesDecoder", "The engine sent a progress line that is not JSON: %1")
                .arg(QString::fromUtf8(line.left(200))));
    }
    m_sink(doc.object());
    return {};
}

ProgressEvent ProgressEvent::fromJson(const QJsonObject &line)
{
    ProgressEvent e;
    e.id = line.value(QLatin1String("id")).toString();
    e.status = line.value(QLatin1String("status")).toString();
    if (e.status.isEmpty())
        e.status = line.value(QLatin1String("stream")).toString().trimmed();
    const QJsonObject detail = line.value(QLatin1String("progressDetail")).toObject();
    e.current = qint64(detail.value(QLatin1String("current")).toDouble());
    e.total = qint64(detail.value(QLatin1String("total")).toDouble());
    e.error = line.value(QLatin1String("error")).toString();
    if (e.error.isEmpty())
        e.error = line.value(QLatin1String("errorDetail")).toObject().value(QLatin1String("message")).toString();
    // An error body ({"message": ...}) read through the same decoder.
    if (e.error.isEmpty() && e.status.isEmpty() && line.contains(QLatin1String("message")))
        e.error = line.value(QLatin1String("message")).toString();
    return e;
}

} // namespace shadowbox
