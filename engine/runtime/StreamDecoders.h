#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QJsonObject>

#include <functional>

namespace shadowbox {

enum class OutputChannel { Stdin = 0, Stdout = 1, Stderr = 2, System = 3 };

// Splits the multiplexed stream of exec and logs (no TTY): frames of an 8-byte header
// [channel, 0, 0, 0, size as big-endian uint32] followed by `size` payload bytes. Frames may be
// cut anywhere by the transport; partial frames are kept until complete.
class MultiplexedStreamDecoder {
public:
    using Sink = std::function<void(OutputChannel, const QByteArray &)>;
    explicit MultiplexedStreamDecoder(Sink sink)
        : m_sink(std::move(sink))
    {
    }

    Status feed(const char *data, size_t size);
    // True when bytes of an unfinished frame are still buffered.
    bool hasPartialFrame() const { return !m_buffer.isEmpty(); }

private:
    Sink m_sink;
    QByteArray m_buffer;
};

// One JSON object per line, as streamed by image pull/import/build. Blank lines are skipped.
class JsonLinesDecoder {
public:
    using Sink = std::function<void(const QJsonObject &)>;
    explicit JsonLinesDecoder(Sink sink)
        : m_sink(std::move(sink))
    {
    }

    Status feed(const char *data, size_t size);
    Status finish(); // a final line without a newline

private:
    Status emitLine(const QByteArray &line);
    Sink m_sink;
    QByteArray m_buffer;
};

// A progress line from the engine, normalised. Pull can fail with HTTP 200 and an `error` field.
struct ProgressEvent {
    QString id;
    QString status;
    qint64 current = 0;
    qint64 total = 0;
    QString error;

    static ProgressEvent fromJson(const QJsonObject &line);
};

} // namespace shadowbox
