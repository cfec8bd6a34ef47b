// One written form for durations, sizes and times, shared by the window and the command line.

#include "core/Formatting.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTimeZone>

using namespace shadowbox;

class FormattingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void durations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0 ms");
        QTest::newRow("below ten seconds") << qint64(9'999) << QStringLiteral("9999 ms");
        QTest::newRow("seconds") << qint64(12'400) << QStringLiteral("12.4 s");
        QTest::newRow("minutes") << qint64(125'000) << QStringLiteral("2 min 5 s");
        QTest::newRow("hours") << qint64(3'720'000) << QStringLiteral("1 h 2 min");
    }
    void durations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(Format::duration(ms), text);
    }

    void sizes()
    {
        QCOMPARE(Format::bytes(1536), QStringLiteral("1.5 KiB"));
        QCOMPARE(Format::memory(2LL << 30), QStringLiteral("2 GiB"));
        QCOMPARE(Format::memory(1536LL << 20), QStringLiteral("1536 MiB"));
    }

    void timesCarryTheirOffset()
    {
        const QDateTime utc(QDate(2026, 12, 1), QTime(6, 22, 7), Qt::UTC);
        const QString text = Format::time(utc);
        static const QRegularExpression form(
            QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d [+-]\\d\\d:\\d\\d$"));
        QVERIFY2(form.match(text).hasMatch(), qPrintable(text));
        // The same instant, whatever the zone it is shown in.
        const int offset = utc.toLocalTime().offsetFromUtc();
        const QDateTime back = QDateTime::fromString(text.left(19), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QCOMPARE(QDateTime(back.date(), back.time(), QTimeZone(offset)).toUTC(), utc);
        QCOMPARE(Format::time(QDateTime()), QString());
    }

    void machineTimesCarryTheirOffset()
    {
        const QDateTime utc(QDate(2026, 12, 1), QTime(6, 22, 7, 345), Qt::UTC);
        const QString text = Format::isoTime(utc);
        static const QRegularExpression form(
            QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}(Z|[+-]\\d\\d:\\d\\d)$"));
        QVERIFY2(form.match(text).hasMatch(), qPrintable(text));
        QCOMPARE(QDateTime::fromString(text, Qt::ISODateWithMs).toUTC(), utc);
        // Read in the same zone as the window's and the command line's text.
        QCOMPARE(text.left(19).replace(u'T', u' '), Format::time(utc).left(19));
        QCOMPARE(Format::isoTime(QDateTime()), QString());
    }

    void sandboxTextLosesItsControls()
    {
        // An escape sequence that retitles a terminal, a bell, a direction override, a zero-width
        // joiner; letters of any script, and U+FFFD itself, stay.
        const QString hostile = QStringLiteral("odd\u001b]0;owned\u0007 \u202Etxt.exe\u200D \u00e9\u4e2d\ufffd");
        const QString shown = Format::visible(hostile);
        QCOMPARE(shown, QStringLiteral("odd\ufffd]0;owned\ufffd \ufffdtxt.exe\ufffd \u00e9\u4e2d\ufffd"));
        QCOMPARE(shown.size(), hostile.size());
        QCOMPARE(Format::visible(QStringLiteral("plain text, tabs\tand lines\n")),
                 QStringLiteral("plain text, tabs\ufffdand lines\ufffd"));
    }
};

QTEST_GUILESS_MAIN(FormattingTest)
#include "tst_formatting.moc"
