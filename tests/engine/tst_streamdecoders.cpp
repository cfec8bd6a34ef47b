#include "runtime/StreamDecoders.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QTest>

using namespace shadowbox;

namespace {

using Frame = QPair<OutputChannel, QByteArray>;

QByteArray frame(quint8 channel, const QByteArray &payload)
{
    const quint32 n = quint32(payload.size());
    QByteArray header(8, '\0');
    header[0] = char(channel);
    header[4] = char((n >> 24) & 0xff);
    header[5] = char((n >> 16) & 0xff);
    header[6] = char((n >> 8) & 0xff);
    header[7] = char(n & 0xff);
    return header + payload;
}

// What a sink saw, merged per channel as a terminal would show it, plus the raw frame list.
struct Seen {
    QList<Frame> frames;
    QByteArray out;
    QByteArray err;
};

MultiplexedStreamDecoder::Sink recordInto(Seen &seen)
{
    return [&seen](OutputChannel channel, const QByteArray &data) {
        seen.frames.append({channel, data});
        if (channel == OutputChannel::Stdout)
            seen.out += data;
        else if (channel == OutputChannel::Stderr)
            seen.err += data;
    };
}

QByteArray interleavedStream()
{
    return frame(1, "compiling main.c\n") + frame(2, "warning: unused variable 'x'\n") + frame(1, "linking\n") +
           frame(2, QByteArray("\x00\xff\r\n binary-safe", 15)) + frame(1, "done\n");
}

} // namespace

class TestStreamDecoders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void multiplexed_interleaved()
    {
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        QVERIFY(d.feed(interleavedStream().constData(), size_t(interleavedStream().size())).ok());
        QVERIFY(!d.hasPartialFrame());
        QCOMPARE(seen.frames.size(), 5);
        QCOMPARE(seen.frames.at(0).first, OutputChannel::Stdout);
        QCOMPARE(seen.frames.at(1).first, OutputChannel::Stderr);
        QCOMPARE(seen.frames.at(2).first, OutputChannel::Stdout);
        QCOMPARE(seen.frames.at(3).first, OutputChannel::Stderr);
        QCOMPARE(seen.frames.at(4).first, OutputChannel::Stdout);
        QCOMPARE(seen.out, QByteArray("compiling main.c\nlinking\ndone\n"));
        QCOMPARE(seen.err, QByteArray("warning: unused variable 'x'\n") + QByteArray("\x00\xff\r\n binary-safe", 15));
    }

    void multiplexed_everySplit()
    {
        const QByteArray wire = interleavedStream();
        Seen whole;
        {
            MultiplexedStreamDecoder d(recordInto(whole));
            QVERIFY(d.feed(wire.constData(), size_t(wire.size())).ok());
        }
        for (qsizetype a = 0; a <= wire.size(); ++a) {
            for (qsizetype b = a; b <= wire.size(); b += 3) {
                Seen seen;
                MultiplexedStreamDecoder d(recordInto(seen));
                QVERIFY(d.feed(wire.constData(), size_t(a)).ok());
                QVERIFY(d.feed(wire.constData() + a, size_t(b - a)).ok());
                QVERIFY(d.feed(wire.constData() + b, size_t(wire.size() - b)).ok());
                QVERIFY2(!d.hasPartialFrame(), qPrintable(QStringLiteral("cuts %1,%2").arg(a).arg(b)));
                // Frames are delivered whole: the same list whatever the cuts.
                QVERIFY2(seen.frames == whole.frames, qPrintable(QStringLiteral("cuts %1,%2").arg(a).arg(b)));
            }
        }
    }

    void multiplexed_byteByByteAndPartialFrame()
    {
        const QByteArray wire = frame(1, "abc") + frame(2, "de");
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        QVERIFY(!d.hasPartialFrame());
        for (qsizetype i = 0; i < wire.size(); ++i) {
            QVERIFY(d.feed(wire.constData() + i, 1).ok());
            const bool frameBoundary = (i + 1 == 11) || (i + 1 == wire.size());
            QCOMPARE(d.hasPartialFrame(), !frameBoundary);
        }
        QCOMPARE(seen.frames.size(), 2);
        QCOMPARE(seen.frames.at(0), Frame(OutputChannel::Stdout, "abc"));
        QCOMPARE(seen.frames.at(1), Frame(OutputChannel::Stderr, "de"));
    }

    void multiplexed_partialHeaderOnly()
    {
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        const QByteArray f = frame(1, "payload");
        QVERIFY(d.feed(f.constData(), 5).ok());
        QVERIFY(d.hasPartialFrame());
        QVERIFY(seen.frames.isEmpty());
        QVERIFY(d.feed(f.constData() + 5, size_t(f.size() - 5)).ok());
        QVERIFY(!d.hasPartialFrame());
        QCOMPARE(seen.out, QByteArray("payload"));
    }

    void multiplexed_zeroLengthFrame()
    {
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        const QByteArray wire = frame(1, "a") + frame(2, {}) + frame(1, "b");
        QVERIFY(d.feed(wire.constData(), size_t(wire.size())).ok());
        QVERIFY(!d.hasPartialFrame());
        QCOMPARE(seen.out, QByteArray("ab"));
        QVERIFY(seen.err.isEmpty());
        // An empty frame is a complete frame, not the start of one.
        Seen alone;
        MultiplexedStreamDecoder d2(recordInto(alone));
        const QByteArray empty = frame(2, {});
        QVERIFY(d2.feed(empty.constData(), size_t(empty.size())).ok());
        QVERIFY(!d2.hasPartialFrame());
        for (const Frame &f : std::as_const(alone.frames))
            QVERIFY(f.second.isEmpty());
    }

    void multiplexed_largeFrame()
    {
        QByteArray big(1 << 20, Qt::Uninitialized);
        for (qsizetype i = 0; i < big.size(); ++i)
            big[i] = char((i * 131) & 0xff);
        const QByteArray wire = frame(1, big) + frame(2, "tail");
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        // 64 KiB reads, as a socket would deliver them.
        for (qsizetype at = 0; at < wire.size(); at += 65536) {
            QVERIFY(d.feed(wire.constData() + at, size_t(qMin<qsizetype>(65536, wire.size() - at))).ok());
            if (at + 65536 < 8 + big.size())
                QVERIFY(seen.frames.isEmpty());
        }
        QVERIFY(!d.hasPartialFrame());
        QCOMPARE(seen.frames.size(), 2);
        QVERIFY(seen.frames.at(0).second == big);
        QCOMPARE(seen.err, QByteArray("tail"));
    }

    void multiplexed_badHeader_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::newRow("channel 7") << frame(7, "x");
        QByteArray padded = frame(1, "x");
        padded[2] = '\x01';
        QTest::newRow("nonzero padding") << padded;
        QByteArray padded3 = frame(2, "x");
        padded3[3] = '\x20';
        QTest::newRow("nonzero last padding byte") << padded3;
        // A TTY stream (plain text) read as multiplexed: 'H' is channel 72.
        QTest::newRow("plain text") << QByteArray("Hello, world\n");
        QTest::newRow("valid frame then bad one") << frame(1, "ok") + frame(9, "bad");
    }
    void multiplexed_badHeader()
    {
        QFETCH(QByteArray, wire);
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        Status s = d.feed(wire.constData(), size_t(wire.size()));
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, Error::Kind::Protocol);
        QVERIFY2(s.errorMessage().contains(QLatin1String("frame header")), qPrintable(s.errorMessage()));
        for (const Frame &f : std::as_const(seen.frames))
            QVERIFY2(f.second != "bad" && f.second != "x", "the payload of a bad frame must not be delivered");
    }

    void multiplexed_systemChannelAccepted()
    {
        Seen seen;
        MultiplexedStreamDecoder d(recordInto(seen));
        const QByteArray wire = frame(3, "system message");
        QVERIFY(d.feed(wire.constData(), size_t(wire.size())).ok());
        QCOMPARE(seen.frames.size(), 1);
        QCOMPARE(seen.frames.at(0).first, OutputChannel::System);
    }

    void jsonLines_splitAcrossFeeds()
    {
        QList<QJsonObject> got;
        JsonLinesDecoder d([&](const QJsonObject &o) { got.append(o); });
        const QByteArray wire = R"({"status":"Pulling fs layer","id":"a1"})"
                                "\n"
                                R"({"status":"Downloading","id":"a1","progressDetail":{"current":10,"total":100}})"
                                "\n"
                                R"({"status":"Pull complete","id":"a1"})"
                                "\n";
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            got.clear();
            JsonLinesDecoder split([&](const QJsonObject &o) { got.append(o); });
            QVERIFY(split.feed(wire.constData(), size_t(cut)).ok());
            QVERIFY(split.feed(wire.constData() + cut, size_t(wire.size() - cut)).ok());
            QVERIFY(split.finish().ok());
            QCOMPARE(got.size(), 3);
            QCOMPARE(got.at(0).value(QLatin1String("status")).toString(), QStringLiteral("Pulling fs layer"));
            QCOMPARE(got.at(2).value(QLatin1String("status")).toString(), QStringLiteral("Pull complete"));
        }
        // Byte by byte: nothing is emitted before its newline arrives.
        got.clear();
        for (qsizetype i = 0; i < wire.size(); ++i) {
            QVERIFY(d.feed(wire.constData() + i, 1).ok());
            QCOMPARE(got.size(), int(wire.left(i + 1).count('\n')));
        }
    }

    void jsonLines_blankLinesAndCrLf()
    {
        QList<QJsonObject> got;
        JsonLinesDecoder d([&](const QJsonObject &o) { got.append(o); });
        const QByteArray wire = "\n\r\n{\"stream\":\"Step 1/2\\n\"}\r\n   \n{\"stream\":\"Step 2/2\\n\"}\r\n\r\n";
        QVERIFY(d.feed(wire.constData(), size_t(wire.size())).ok());
        QVERIFY(d.finish().ok());
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(0).value(QLatin1String("stream")).toString(), QStringLiteral("Step 1/2\n"));
        QCOMPARE(got.at(1).value(QLatin1String("stream")).toString(), QStringLiteral("Step 2/2\n"));
    }

    void jsonLines_finalLineWithoutNewline()
    {
        QList<QJsonObject> got;
        JsonLinesDecoder d([&](const QJsonObject &o) { got.append(o); });
        const QByteArray wire = "{\"a\":1}\n{\"b\":2}";
        QVERIFY(d.feed(wire.constData(), size_t(wire.size())).ok());
        QCOMPARE(got.size(), 1);
        QVERIFY(d.finish().ok());
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(1).value(QLatin1String("b")).toInt(), 2);
        // finish() with nothing left is fine and emits nothing more.
        QVERIFY(d.finish().ok());
        QCOMPARE(got.size(), 2);
    }

    void jsonLines_notJson_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<bool>("viaFinish");
        QTest::newRow("plain text line") << QByteArray("{\"ok\":1}\nError: something broke\n") << false;
        QTest::newRow("truncated object") << QByteArray("{\"status\":\"Downl\n") << false;
        QTest::newRow("array, not object") << QByteArray("[1,2,3]\n") << false;
        QTest::newRow("bad final line") << QByteArray("{\"ok\":1}\nnot json") << true;
    }
    void jsonLines_notJson()
    {
        QFETCH(QByteArray, wire);
        QFETCH(bool, viaFinish);
        int emitted = 0;
        JsonLinesDecoder d([&](const QJsonObject &) { ++emitted; });
        Status s = d.feed(wire.constData(), size_t(wire.size()));
        if (viaFinish) {
            QVERIFY(s.ok());
            s = d.finish();
        }
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, Error::Kind::Protocol);
        QVERIFY2(s.errorMessage().contains(QLatin1String("not JSON")), qPrintable(s.errorMessage()));
        QVERIFY(emitted <= 1);
    }

    void jsonLines_errorQuotesTheLine()
    {
        JsonLinesDecoder d([](const QJsonObject &) {});
        const QByteArray wire = "Error: something broke\n";
        Status s = d.feed(wire.constData(), size_t(wire.size()));
        QVERIFY(!s.ok());
        QVERIFY2(s.errorMessage().contains(QLatin1String("Error: something broke")), qPrintable(s.errorMessage()));
    }

    void progressEvent_pull()
    {
        const QJsonObject line =
            QJsonDocument::fromJson(
                R"({"status":"Downloading","progressDetail":{"current":1048576,"total":5368709120},)"
                R"("progress":"[=>   ] 1MB/5GB","id":"31b3f1ad4ce1"})")
                .object();
        const ProgressEvent e = ProgressEvent::fromJson(line);
        QCOMPARE(e.id, QStringLiteral("31b3f1ad4ce1"));
        QCOMPARE(e.status, QStringLiteral("Downloading"));
        QCOMPARE(e.current, qint64(1048576));
        QCOMPARE(e.total, qint64(5368709120LL)); // beyond 32 bits: layer sizes can be
        QVERIFY(e.error.isEmpty());
    }

    void progressEvent_statusWithoutDetail()
    {
        const ProgressEvent e = ProgressEvent::fromJson(
            QJsonDocument::fromJson(R"({"status":"Pull complete","progressDetail":{},"id":"ab"})").object());
        QCOMPARE(e.status, QStringLiteral("Pull complete"));
        QCOMPARE(e.current, qint64(0));
        QCOMPARE(e.total, qint64(0));
    }

    void progressEvent_error_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("error and errorDetail")
            << QByteArray(
                   R"({"errorDetail":{"message":"manifest for x:latest not found"},"error":"manifest for x:latest not found"})")
            << QStringLiteral("manifest for x:latest not found");
        QTest::newRow("errorDetail only")
            << QByteArray(R"({"errorDetail":{"code":1,"message":"toomanyrequests: rate limit"}})")
            << QStringLiteral("toomanyrequests: rate limit");
        QTest::newRow("error only") << QByteArray(R"({"error":"unauthorized"})") << QStringLiteral("unauthorized");
    }
    void progressEvent_error()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const ProgressEvent e = ProgressEvent::fromJson(QJsonDocument::fromJson(json).object());
        QCOMPARE(e.error, error);
    }

    void progressEvent_stream()
    {
        const ProgressEvent e =
            ProgressEvent::fromJson(QJsonDocument::fromJson(R"({"stream":"Step 1/3 : FROM busybox\n"})").object());
        QCOMPARE(e.status, QStringLiteral("Step 1/3 : FROM busybox"));
        QVERIFY(e.id.isEmpty());
        QVERIFY(e.error.isEmpty());
    }

    void progressEvent_statusWinsOverStream()
    {
        const ProgressEvent e = ProgressEvent::fromJson(
            QJsonDocument::fromJson(R"({"status":"Loaded image","stream":"other\n"})").object());
        QCOMPARE(e.status, QStringLiteral("Loaded image"));
    }
};

QTEST_GUILESS_MAIN(TestStreamDecoders)
#include "tst_streamdecoders.moc"
