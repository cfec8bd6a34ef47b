// The translations the program installs: in English, a "%n stub(s)" message reads "1 stub" and
// "3 stubs" (the plural forms of shadowbox_en.ts, installed whatever the language); in German the
// German forms win over them.
#include "Translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

using namespace shadowbox;

namespace {
const char kContext[] = "shadowbox::NetworkPanel";
const char kMade[] = "%n stub(s) made from what was recorded.";
} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void englishHasItsPluralsAndGermanWinsOverThem()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(!installTranslations(*qApp), "English needs no translation beyond its plurals");
        QCOMPARE(QCoreApplication::translate(kContext, kMade, nullptr, 1),
                 QStringLiteral("1 stub made from what was recorded."));
        QCOMPARE(QCoreApplication::translate(kContext, kMade, nullptr, 3),
                 QStringLiteral("3 stubs made from what was recorded."));
        // A sentence with two numbers counts each on its own.
        QCOMPARE(applySummary(1, 1), QStringLiteral("1 file and 1 hunk will be applied."));
        QCOMPARE(applySummary(2, 5), QStringLiteral("2 files and 5 hunks will be applied."));
        // A message without a number is left as it is.
        QCOMPARE(QCoreApplication::translate(kContext, "Remove Stub"), QStringLiteral("Remove Stub"));

        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(installTranslations(*qApp));
        QCOMPARE(QCoreApplication::translate(kContext, kMade, nullptr, 1),
                 QStringLiteral("1 Stub aus dem Aufgezeichneten gemacht."));
        QCOMPARE(QCoreApplication::translate(kContext, kMade, nullptr, 3),
                 QStringLiteral("3 Stubs aus dem Aufgezeichneten gemacht."));
        QCOMPARE(applySummary(1, 3), QStringLiteral("1 Datei und 3 Abschnitte werden übernommen."));
        QCOMPARE(applySummary(2, 1), QStringLiteral("2 Dateien und 1 Abschnitt werden übernommen."));
    }

private:
    // The review's Apply dialog says how much it applies (its words, put together as it does).
    static QString applySummary(int files, int hunks)
    {
        const char context[] = "shadowbox::ApplyDialog";
        return QCoreApplication::translate(context, "%1 and %2 will be applied.")
            .arg(QCoreApplication::translate(context, "%n file(s)", nullptr, files),
                 QCoreApplication::translate(context, "%n hunk(s)", nullptr, hunks));
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_translations.moc"
