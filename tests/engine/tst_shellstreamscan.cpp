// How a resident shell's stream is cut into one command's output and exit code: leftovers from
// earlier commands dropped, markers found wherever the transport cuts them, and anything that
// only looks like a marker passed on as output.

#include "sandbox/ResidentShell.h"

#include <QTest>

using namespace shadowbox;

namespace {

const QString kToken = QStringLiteral("a1B2c3D4e5");

QByteArray endMarker(int code)
{
    return ShellStreamScan::endMarkerPrefix(kToken) + QByteArray::number(code) + '\x1e';
}

// Feeds `stream` to a fresh scan in pieces of `piece` bytes; returns the output it gave out.
QByteArray scanInPieces(const QByteArray &stream, int piece, ShellStreamScan *scan)
{
    QByteArray out;
    for (qsizetype at = 0; at < stream.size(); at += piece)
        out += scan->feed(stream.mid(at, piece));
    return out;
}

} // namespace

class ShellStreamScanTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void outputBetweenTheMarkersAtEveryCut_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<int>("code");
        QByteArray everyByte;
        for (int b = 0; b < 256; ++b)
            everyByte += char(b);
        QTest::newRow("plain") << QByteArray() << QByteArray("hello\nworld\n") << 0;
        QTest::newRow("nothing printed") << QByteArray() << QByteArray() << 3;
        QTest::newRow("leftovers before")
            << QByteArray("late output of a background job\n") << QByteArray("mine\n") << 1;
        QTest::newRow("every byte value") << QByteArray("\x1e\x1e") << everyByte + everyByte << 255;
        QTest::newRow("record separators")
            << QByteArray() << QByteArray("\x1e\x1eshadowbox:\x1eshadowbox:a1B2\x1e") << 0;
        QTest::newRow("another command's markers")
            << ShellStreamScan::startMarker(QStringLiteral("zzzzzzzzzz"))
            << ShellStreamScan::endMarkerPrefix(QStringLiteral("zzzzzzzzzz")) + "7\x1e" << 2;
        QTest::newRow("killed") << QByteArray() << QByteArray("x") << 143;
        QTest::newRow("negative") << QByteArray() << QByteArray("y") << -1;
    }

    void outputBetweenTheMarkersAtEveryCut()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, output);
        QFETCH(int, code);
        const QByteArray stream = before + ShellStreamScan::startMarker(kToken) + output + endMarker(code) +
                                  QByteArray("after the end, never output");
        for (int piece = 1; piece <= stream.size(); ++piece) {
            ShellStreamScan scan(kToken);
            const QByteArray out = scanInPieces(stream, piece, &scan);
            QVERIFY2(scan.started() && scan.ended(), qPrintable(QStringLiteral("cut every %1 bytes").arg(piece)));
            QCOMPARE(out, output);
            QCOMPARE(scan.exitCode(), code);
        }
    }

    void nothingBeforeTheStartIsOutput()
    {
        ShellStreamScan scan(kToken);
        QCOMPARE(scan.feed("from an earlier command"), QByteArray());
        // A start marker cut in two: its first half is held, not given out, not lost.
        const QByteArray start = ShellStreamScan::startMarker(kToken);
        QCOMPARE(scan.feed(start.left(7)), QByteArray());
        QVERIFY(!scan.started());
        QCOMPARE(scan.feed(start.mid(7) + "abc"), QByteArray("abc"));
        QVERIFY(scan.started());
        QVERIFY(!scan.ended());
    }

    void aPossibleMarkerIsHeldUntilRuledOut()
    {
        ShellStreamScan scan(kToken);
        scan.feed(ShellStreamScan::startMarker(kToken));
        const QByteArray prefix = ShellStreamScan::endMarkerPrefix(kToken);
        // What could be the start of the end marker waits for the next bytes...
        QCOMPARE(scan.feed("text" + prefix.left(5)), QByteArray("text"));
        // ...and is output once they show it is not.
        QCOMPARE(scan.feed("!"), prefix.left(5) + "!");
        // The whole prefix followed by something that is not a number is output too.
        QCOMPARE(scan.feed(prefix + "abc\x1e" + "more"), prefix + "abc\x1e" + "more");
        // So is a prefix with more digits than any exit code has.
        QCOMPARE(scan.feed(prefix + "123456789012345"), prefix + "123456789012345");
        QVERIFY(!scan.ended());
        QCOMPARE(scan.feed(endMarker(9)), QByteArray());
        QVERIFY(scan.ended());
        QCOMPARE(scan.exitCode(), 9);
        QCOMPARE(scan.feed("later"), QByteArray());
    }

    void aCommandCanCarryOnlyWhatTheFramingCarries()
    {
        QVERIFY(ResidentShell::canCarry({kToken, QStringLiteral("echo 'a\nb'\n"), QStringLiteral("/workspace")}));
        QVERIFY(ResidentShell::canCarry({kToken, QStringLiteral("printf '\\0'"), QStringLiteral("/workspace/sp ace")}));
        QVERIFY(!ResidentShell::canCarry({kToken, QStringLiteral("a") + QChar(0), QStringLiteral("/workspace")}));
        QVERIFY(!ResidentShell::canCarry({kToken, QStringLiteral("true"), QStringLiteral("/workspace/a\nb")}));
        QVERIFY(!ResidentShell::canCarry({kToken, QStringLiteral("true"), QString()}));
        QVERIFY(
            !ResidentShell::canCarry({QStringLiteral("a b"), QStringLiteral("true"), QStringLiteral("/workspace")}));
        QVERIFY(!ResidentShell::canCarry({QString(), QStringLiteral("true"), QStringLiteral("/workspace")}));
    }
};

QTEST_GUILESS_MAIN(ShellStreamScanTest)
#include "tst_shellstreamscan.moc"
