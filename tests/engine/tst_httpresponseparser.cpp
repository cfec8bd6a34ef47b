#include "runtime/HttpResponseParser.h"

#include <QRandomGenerator>
#include <QTest>

using namespace shadowbox;

namespace {

// The transport hands the parser whatever the socket returned; these helpers replay one answer cut
// at chosen offsets and report the first failing feed.
struct Collected {
    QByteArray bytes;
    int calls = 0;
};

HttpResponseParser::BodySink collectInto(Collected &c)
{
    return [&c](const char *data, size_t size) {
        QVERIFY2(size > 0, "the sink must not be called with empty chunks");
        c.bytes.append(data, qsizetype(size));
        ++c.calls;
    };
}

// Feeds `wire` cut at the given ascending offsets; returns the first error, if any.
Status feedCut(HttpResponseParser &parser, const QByteArray &wire, const QList<qsizetype> &cuts)
{
    qsizetype from = 0;
    QList<qsizetype> ends = cuts;
    ends.append(wire.size());
    for (qsizetype to : std::as_const(ends)) {
        if (Status s = parser.feed(wire.mid(from, to - from)); !s)
            return s;
        from = to;
    }
    return {};
}

Status feedByteByByte(HttpResponseParser &parser, const QByteArray &wire)
{
    for (qsizetype i = 0; i < wire.size(); ++i) {
        if (Status s = parser.feed(wire.constData() + i, 1); !s)
            return s;
    }
    return {};
}

QList<qsizetype> randomCuts(QRandomGenerator &rng, qsizetype size)
{
    QList<qsizetype> cuts;
    for (qsizetype at = 0;;) {
        at += 1 + rng.bounded(qMax<int>(1, int(qMin<qsizetype>(size, 4096) / 3)));
        if (at >= size)
            break;
        cuts.append(at);
    }
    return cuts;
}

const QByteArray kJsonBody = R"({"Id":"4f2c","Names":["/shadowbox-1"],"State":"running"})";

QByteArray contentLengthAnswer()
{
    return "HTTP/1.1 200 OK\r\n"
           "Api-Version: 1.43\r\n"
           "Content-Type: application/json\r\n"
           "Content-Length: " +
           QByteArray::number(kJsonBody.size()) +
           "\r\n"
           "\r\n" +
           kJsonBody;
}

// Chunk extensions (token and quoted-string values), an upper-case hex size and trailer fields.
const QByteArray kChunkedBody = "hello, chunked world: 0123456789abcdefghijklmnopqrstuvwxyz";
QByteArray chunkedAnswer()
{
    return "HTTP/1.1 200 OK\r\n"
           "Content-Type: application/json\r\n"
           "Transfer-Encoding: chunked\r\n"
           "\r\n"
           "5;name=value\r\n"
           "hello\r\n"
           "10;quoted=\"a b; c\";flag\r\n"
           ", chunked world:\r\n"
           "1A\r\n"
           " 0123456789abcdefghijklmno\r\n"
           "b\r\n"
           "pqrstuvwxyz\r\n"
           "0;last=1\r\n"
           "X-Trailer-One: yes\r\n"
           "X-Trailer-Two: 2\r\n"
           "\r\n";
}

const QByteArray kUpgradeHeader = "HTTP/1.1 101 UPGRADED\r\n"
                                  "Content-Type: application/vnd.docker.multiplexed-stream\r\n"
                                  "Connection: Upgrade\r\n"
                                  "Upgrade: tcp\r\n"
                                  "\r\n";
// Raw stream bytes that look like HTTP framing must still pass through untouched.
const QByteArray kRawTail = QByteArray("\x01\x00\x00\x00\x00\x00\x00\x05hello", 13) +
                            "\r\n\r\nHTTP/1.1 200 OK\r\n0\r\n\r\n" + QByteArray("\x02\x00\x00\x00\x00\x00\x00\x00", 8);

} // namespace

class TestHttpResponseParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void contentLength_everySingleSplit()
    {
        const QByteArray wire = contentLengthAnswer();
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            HttpResponseParser p;
            Status s = feedCut(p, wire, {cut});
            QVERIFY2(s.ok(), qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(s.errorMessage())));
            QVERIFY2(p.done(), qPrintable(QStringLiteral("cut at %1").arg(cut)));
            QCOMPARE(p.status(), 200);
            QCOMPARE(p.reason(), QByteArray("OK"));
            QCOMPARE(p.body(), kJsonBody);
        }
    }

    void contentLength_everyTwoCutSplit()
    {
        const QByteArray wire = contentLengthAnswer();
        for (qsizetype a = 1; a < wire.size(); ++a) {
            for (qsizetype b = a; b < wire.size(); ++b) {
                HttpResponseParser p;
                Status s = feedCut(p, wire, {a, b});
                QVERIFY2(s.ok(), qPrintable(QStringLiteral("cuts %1,%2: %3").arg(a).arg(b).arg(s.errorMessage())));
                QVERIFY2(p.done(), qPrintable(QStringLiteral("cuts %1,%2").arg(a).arg(b)));
                QCOMPARE(p.body(), kJsonBody);
            }
        }
    }

    void contentLength_byteByByte()
    {
        const QByteArray wire = contentLengthAnswer();
        HttpResponseParser p;
        for (qsizetype i = 0; i < wire.size(); ++i) {
            QVERIFY2(!p.done(), qPrintable(QStringLiteral("done after only %1 of %2 bytes").arg(i).arg(wire.size())));
            QVERIFY(p.feed(wire.constData() + i, 1).ok());
            const bool headerComplete = i + 1 >= wire.size() - kJsonBody.size();
            QCOMPARE(p.headerDone(), headerComplete);
        }
        QVERIFY(p.done());
        QCOMPARE(p.body(), kJsonBody);
        QCOMPARE(p.header("Api-Version"), QByteArray("1.43"));
        // A complete answer is not spoilt by the peer closing afterwards.
        QVERIFY(p.finish().ok());
        QVERIFY(p.done());
    }

    void contentLength_largeBodyRandomSplits()
    {
        QByteArray body(1 << 20, Qt::Uninitialized);
        QRandomGenerator rng(20240607); // fixed seed: a failure replays exactly
        for (char &c : body)
            c = char(rng.bounded(256));
        const QByteArray wire =
            "HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        for (int round = 0; round < 5; ++round) {
            Collected got;
            HttpResponseParser p(collectInto(got));
            QVERIFY(feedCut(p, wire, randomCuts(rng, wire.size())).ok());
            QVERIFY(p.done());
            QVERIFY(got.bytes == body);
            QVERIFY(p.body().isEmpty());
        }
    }

    void contentLength_extraBytesAfterBodyAreNotBody()
    {
        // Bytes past Content-Length belong to whatever follows on the connection, never to this body.
        const QByteArray wire = contentLengthAnswer() + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nXX";
        HttpResponseParser p;
        QVERIFY(p.feed(wire).ok());
        QVERIFY(p.done());
        QCOMPARE(p.body(), kJsonBody);
    }

    void contentLength_zero()
    {
        HttpResponseParser p;
        QVERIFY(p.feed(QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")).ok());
        QVERIFY(p.done());
        QVERIFY(p.body().isEmpty());
    }

    void chunked_everySingleSplit()
    {
        const QByteArray wire = chunkedAnswer();
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            HttpResponseParser p;
            Status s = feedCut(p, wire, {cut});
            QVERIFY2(s.ok(), qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(s.errorMessage())));
            QVERIFY2(p.done(), qPrintable(QStringLiteral("cut at %1").arg(cut)));
            QCOMPARE(p.body(), kChunkedBody);
        }
    }

    void chunked_everyTwoCutSplit()
    {
        const QByteArray wire = chunkedAnswer();
        for (qsizetype a = 1; a < wire.size(); ++a) {
            for (qsizetype b = a; b < wire.size(); ++b) {
                Collected got;
                HttpResponseParser p(collectInto(got));
                Status s = feedCut(p, wire, {a, b});
                QVERIFY2(s.ok(), qPrintable(QStringLiteral("cuts %1,%2: %3").arg(a).arg(b).arg(s.errorMessage())));
                QVERIFY2(p.done(), qPrintable(QStringLiteral("cuts %1,%2").arg(a).arg(b)));
                QCOMPARE(got.bytes, kChunkedBody);
            }
        }
    }

    void chunked_byteByByte()
    {
        const QByteArray wire = chunkedAnswer();
        Collected got;
        HttpResponseParser p(collectInto(got));
        for (qsizetype i = 0; i < wire.size(); ++i) {
            QVERIFY2(!p.done(), qPrintable(QStringLiteral("done after only %1 of %2 bytes").arg(i).arg(wire.size())));
            QVERIFY(p.feed(wire.constData() + i, 1).ok());
        }
        QVERIFY(p.done());
        QCOMPARE(got.bytes, kChunkedBody);
        QVERIFY(p.body().isEmpty());
        // Extensions and trailers are framing, not data.
        QVERIFY(!got.bytes.contains("name=value"));
        QVERIFY(!got.bytes.contains("X-Trailer"));
    }

    void chunked_randomSplits()
    {
        // Many small chunks (as a log stream sends them), cut at random places.
        QRandomGenerator rng(77);
        QByteArray expected;
        QByteArray wire = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
        for (int i = 0; i < 300; ++i) {
            QByteArray chunk(1 + rng.bounded(700), Qt::Uninitialized);
            for (char &c : chunk)
                c = char(rng.bounded(256));
            expected += chunk;
            wire += QByteArray::number(chunk.size(), 16) + (i % 7 == 0 ? ";ext=\"x\"" : "") + "\r\n" + chunk + "\r\n";
        }
        wire += "0\r\nTrailer: t\r\n\r\n";
        for (int round = 0; round < 20; ++round) {
            Collected got;
            HttpResponseParser p(collectInto(got));
            Status s = feedCut(p, wire, randomCuts(rng, wire.size()));
            QVERIFY2(s.ok(), qPrintable(s.errorMessage()));
            QVERIFY(p.done());
            QVERIFY(got.bytes == expected);
        }
    }

    void bodyUntilClose()
    {
        const QByteArray body = "2024-06-07T10:00:00Z line one\n2024-06-07T10:00:01Z line two\n";
        const QByteArray wire = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n" + body;
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            HttpResponseParser p;
            QVERIFY(feedCut(p, wire, {cut}).ok());
            QVERIFY(p.headerDone());
            QVERIFY2(!p.done(), "a body without length or chunking ends only when the peer closes");
            QVERIFY(p.finish().ok());
            QVERIFY(p.done());
            QCOMPARE(p.body(), body);
        }
    }

    void bodyUntilClose_emptyBody()
    {
        HttpResponseParser p;
        QVERIFY(p.feed(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n")).ok());
        QVERIFY(!p.done());
        QVERIFY(p.finish().ok());
        QVERIFY(p.done());
        QVERIFY(p.body().isEmpty());
    }

    void noBody_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<int>("status");
        QTest::newRow("204") << QByteArray("HTTP/1.1 204 No Content\r\nApi-Version: 1.43\r\n\r\n") << 204;
        // A Content-Length on 304 describes the representation, not this message.
        QTest::newRow("304 with Content-Length")
            << QByteArray("HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n") << 304;
        QTest::newRow("204 with trailing bytes") << QByteArray("HTTP/1.1 204 No Content\r\n\r\nnot-a-body") << 204;
    }
    void noBody()
    {
        QFETCH(QByteArray, wire);
        QFETCH(int, status);
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            Collected got;
            HttpResponseParser p(collectInto(got));
            QVERIFY(feedCut(p, wire, {cut}).ok());
            QVERIFY2(p.done(), "no body follows: done right after the header, without waiting for close");
            QCOMPARE(p.status(), status);
            QVERIFY(got.bytes.isEmpty());
            QVERIFY(p.finish().ok());
        }
    }

    void headersAreCaseInsensitive()
    {
        HttpResponseParser p;
        QVERIFY(p.feed(QByteArray("HTTP/1.1 200 OK\r\n"
                                  "content-TYPE: application/json\r\n"
                                  "Docker-Experimental: false\r\n"
                                  "CONTENT-LENGTH: 2\r\n"
                                  "\r\n{}"))
                    .ok());
        QVERIFY(p.done());
        QCOMPARE(p.header("Content-Type"), QByteArray("application/json"));
        QCOMPARE(p.header("content-type"), QByteArray("application/json"));
        QCOMPARE(p.header("DOCKER-EXPERIMENTAL"), QByteArray("false"));
        QCOMPARE(p.header("content-length"), QByteArray("2"));
        QVERIFY(p.header("X-Absent").isEmpty());
        QCOMPARE(p.headers().size(), 3);
        // Names keep their original spelling in the list.
        QCOMPARE(p.headers().at(0).first, QByteArray("content-TYPE"));
        QCOMPARE(p.body(), QByteArray("{}"));
    }

    void switchingProtocols_rawBytesInSamePacketAndLater()
    {
        Collected got;
        HttpResponseParser p(collectInto(got));
        const QByteArray later1 = QByteArray("\x01\x00\x00\x00\x00\x00\x00\x03"
                                             "abc",
                                             11);
        const QByteArray later2 = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"; // still just bytes
        QVERIFY(p.feed(kUpgradeHeader + kRawTail).ok());
        QCOMPARE(p.status(), 101);
        QVERIFY(p.headerDone());
        QCOMPARE(p.header("upgrade"), QByteArray("tcp"));
        QCOMPARE(got.bytes, kRawTail);
        QVERIFY(p.feed(later1).ok());
        QVERIFY(p.feed(later2).ok());
        QCOMPARE(got.bytes, kRawTail + later1 + later2);
        QVERIFY2(!p.done(), "a hijacked stream lasts until the peer closes");
        QVERIFY(p.finish().ok());
        QVERIFY(p.done());
        QVERIFY(p.body().isEmpty());
    }

    void switchingProtocols_everySplit()
    {
        const QByteArray wire = kUpgradeHeader + kRawTail;
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            Collected got;
            HttpResponseParser p(collectInto(got));
            QVERIFY(feedCut(p, wire, {cut}).ok());
            QCOMPARE(p.status(), 101);
            QVERIFY2(got.bytes == kRawTail, qPrintable(QStringLiteral("cut at %1").arg(cut)));
        }
    }

    void switchingProtocols_byteByByte()
    {
        Collected got;
        HttpResponseParser p(collectInto(got));
        QVERIFY(feedByteByByte(p, kUpgradeHeader + kRawTail).ok());
        QCOMPARE(got.bytes, kRawTail);
    }

    void switchingProtocols_withoutSinkCollectsBody()
    {
        HttpResponseParser p;
        QVERIFY(p.feed(kUpgradeHeader + kRawTail).ok());
        QVERIFY(p.feed(QByteArray("tail")).ok());
        QVERIFY(p.finish().ok());
        QCOMPARE(p.body(), kRawTail + "tail");
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::newRow("not HTTP") << QByteArray("garbage\r\n\r\n");
        QTest::newRow("bad version") << QByteArray("HTTX/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
        QTest::newRow("non-numeric status") << QByteArray("HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n");
        QTest::newRow("a request, not an answer") << QByteArray("GET /version HTTP/1.1\r\nHost: x\r\n\r\n");
        QTest::newRow("bad chunk size") << QByteArray(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n");
        QTest::newRow("bad content length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: twelve\r\n\r\n");
    }
    void malformed()
    {
        QFETCH(QByteArray, wire);
        {
            HttpResponseParser p;
            Status s = p.feed(wire);
            QVERIFY(!s.ok());
            QCOMPARE(s.error().kind, Error::Kind::Protocol);
            QVERIFY2(s.errorMessage().contains(QLatin1String("malformed HTTP")), qPrintable(s.errorMessage()));
        }
        {
            // Cut into single bytes the error still surfaces, from one of the feeds.
            HttpResponseParser p;
            Status s = feedByteByByte(p, wire);
            QVERIFY(!s.ok());
            QCOMPARE(s.error().kind, Error::Kind::Protocol);
        }
    }

    void closedMidBody_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::newRow("content-length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789");
        QTest::newRow("chunked, inside a chunk")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\na\r\n01234");
        QTest::newRow("chunked, before the last chunk")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n");
        QTest::newRow("inside the header") << QByteArray("HTTP/1.1 200 OK\r\nContent-Le");
        QTest::newRow("inside the status line") << QByteArray("HTTP/1.");
    }
    void closedMidBody()
    {
        QFETCH(QByteArray, wire);
        HttpResponseParser p;
        QVERIFY(p.feed(wire).ok());
        QVERIFY(!p.done());
        Status s = p.finish();
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, Error::Kind::EngineUnreachable);
        QVERIFY2(s.errorMessage().contains(QLatin1String("engine")), qPrintable(s.errorMessage()));
        QVERIFY2(s.errorMessage().contains(QLatin1String("middle")), qPrintable(s.errorMessage()));
        QVERIFY(!p.done());
    }

    void closedBeforeAnyByte()
    {
        // The engine accepted the connection and closed it without a word (e.g. it crashed).
        HttpResponseParser p;
        Status s = p.finish();
        QVERIFY2(!s.ok(), "closing without an answer must be an error, not an empty success");
        QCOMPARE(s.error().kind, Error::Kind::EngineUnreachable);
        QVERIFY2(s.errorMessage().contains(QLatin1String("without answering")), qPrintable(s.errorMessage()));
        QVERIFY(!p.done());
    }

    void sinkGetsBytesInOrderAndBodyStaysEmpty()
    {
        const QByteArray wire = contentLengthAnswer();
        Collected got;
        HttpResponseParser p(collectInto(got));
        QVERIFY(feedByteByByte(p, wire).ok());
        QVERIFY(p.done());
        QVERIFY(p.body().isEmpty());
        QCOMPARE(got.bytes, kJsonBody);
        QCOMPARE(got.calls, int(kJsonBody.size())); // one call per byte fed: streamed, not held back
    }
};

QTEST_GUILESS_MAIN(TestHttpResponseParser)
#include "tst_httpresponseparser.moc"
