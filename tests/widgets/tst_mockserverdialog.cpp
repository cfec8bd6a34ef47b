// The Mock Server dialog shows a sandbox's mock server as it is set, and what it shows gives back
// the same server: the arguments of a server Shadowbox runs, whatever quotes, spaces and empty
// arguments they hold, survive being shown as one line and read back.

#include "WidgetTestMain.h"
#include "network/MockServerDialog.h"

#include <QGroupBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QTest>

using namespace shadowbox;

class TestMockServerDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void argumentsSurviveTheRoundTrip_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("none") << QStringList();
        QTest::newRow("plain") << QStringList{QStringLiteral("--port"), QStringLiteral("8080")};
        QTest::newRow("a shell line") << QStringList{
            QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral("trap 'exit 0' TERM; echo \"from $SHADOWBOX_MOCK_ADDRESS\" > /tmp/x & wait")};
        QTest::newRow("empty and quoted")
            << QStringList{QStringLiteral(""), QStringLiteral("a\"b"), QStringLiteral("\"\""),
                           QStringLiteral("tab\there"), QStringLiteral("new\nline")};
        QTest::newRow("backslashes and unicode")
            << QStringList{QStringLiteral("C:\\path\\"), QStringLiteral("\\\""), QStringLiteral("grüße ✓")};
    }

    void argumentsSurviveTheRoundTrip()
    {
        QFETCH(QStringList, arguments);
        SandboxRecord record;
        record.name = QStringLiteral("round-trip");
        record.networkMode = NetworkMode::Gateway;
        record.networkMockServer = MockServer{QStringLiteral("WireMock"),
                                              QStringLiteral("127.0.1.2"),
                                              8080,
                                              {QStringLiteral("api.example.test")},
                                              QStringLiteral("wiremock/wiremock:3.13.2"),
                                              arguments};
        MockServerDialog dialog(record);
        const auto shown = dialog.server();
        QVERIFY2(shown, qPrintable(shown.errorMessage()));
        QVERIFY(shown->has_value());
        QCOMPARE((*shown)->arguments, arguments);
        QCOMPARE(**shown, *record.networkMockServer);
    }

    void typedArgumentsSplitAsQtSplitsACommand()
    {
        SandboxRecord record;
        record.name = QStringLiteral("typed");
        record.networkMode = NetworkMode::Gateway;
        MockServerDialog dialog(record);
        dialog.serverBox()->setChecked(true);
        dialog.addressEdit()->setText(QStringLiteral("127.0.1.2:8080"));
        dialog.imageEdit()->setText(QStringLiteral("wiremock/wiremock:3.13.2"));
        const auto typed = [&dialog](const QString &line) {
            dialog.argumentsEdit()->setText(line);
            const auto server = dialog.server();
            return server && server->has_value() ? (*server)->arguments : QStringList{QStringLiteral("(refused)")};
        };
        // As QProcess::splitCommand splits them...
        for (const QString &line : {QStringLiteral("--port 8080  --verbose"), QStringLiteral("sh -c \"echo a  b\""),
                                    QStringLiteral("say \"\"\"quoted\"\"\" words"), QStringLiteral("  ")})
            QCOMPARE(typed(line), QProcess::splitCommand(line));
        // ...but quotes with nothing between them are an empty argument, not none.
        QCOMPARE(typed(QStringLiteral("--root-dir \"\" --verbose")),
                 (QStringList{QStringLiteral("--root-dir"), QString(), QStringLiteral("--verbose")}));
        QCOMPARE(typed(QStringLiteral("\"\"")), QStringList{QString()});
    }
};

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestMockServerDialog)
#include "tst_mockserverdialog.moc"
