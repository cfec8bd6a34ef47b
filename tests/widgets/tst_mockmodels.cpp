// The Network page's models: the stub list and the request log, with entries as a hostile sandbox
// could make them (markup in URLs, names and explanations), the log's filter, and the stub a request
// becomes; checked by QAbstractItemModelTester. And the message boxes that quote such text.

#include "WidgetTestMain.h"
#include "common/Prompter.h"
#include "network/MockModels.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QMessageBox>
#include <QTest>

using namespace shadowbox;

namespace {

QJsonObject entry(const QString &outcome, const QString &method, const QString &host, const QString &url, int status,
                  const QJsonArray &nearMisses = {}, const QString &detail = {})
{
    return QJsonObject{{QStringLiteral("id"), host + url + method},
                       {QStringLiteral("request"),
                        QJsonObject{{QStringLiteral("method"), method},
                                    {QStringLiteral("url"), url},
                                    {QStringLiteral("absoluteUrl"), QStringLiteral("http://") + host + url},
                                    {QStringLiteral("loggedDateString"), QStringLiteral("2026-12-05T00:00:01.250Z")}}},
                       {QStringLiteral("responseDefinition"), QJsonObject{{QStringLiteral("status"), status}}},
                       {QStringLiteral("shadowbox"), QJsonObject{{QStringLiteral("outcome"), outcome},
                                                                 {QStringLiteral("host"), host},
                                                                 {QStringLiteral("detail"), detail},
                                                                 {QStringLiteral("nearMisses"), nearMisses}}}};
}

QStringList shownUrls(const QAbstractItemModel &model)
{
    QStringList urls;
    for (int row = 0; row < model.rowCount(); ++row)
        urls << model.index(row, RequestLogModel::UrlColumn).data().toString();
    return urls;
}

const QString kHostile = QStringLiteral("/<img src=x onerror=alert(1)>?q=<b>x</b>");

} // namespace

class TestMockModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theLogShowsWhatTheSandboxSentAsText()
    {
        RequestLogModel log;
        QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QJsonArray misses{QJsonObject{
            {QStringLiteral("name"), QStringLiteral("<script>steal()</script>")},
            {QStringLiteral("stubId"), QStringLiteral("1")},
            {QStringLiteral("misses"), QJsonArray{QStringLiteral("urlPath: expected \"/a\", got \"<i>b</i>\"")}}}};
        log.setEntries({entry(QStringLiteral("unmatched"), QStringLiteral("GET"), QStringLiteral("api.stripe.com"),
                              kHostile, 404, misses)});
        QCOMPARE(log.rowCount(), 1);
        // Cells are plain text: exactly the bytes the sandbox sent.
        QCOMPARE(log.index(0, RequestLogModel::UrlColumn).data().toString(),
                 QStringLiteral("http://api.stripe.com") + kHostile);
        QCOMPARE(log.index(0, RequestLogModel::DetailColumn).data().toString(),
                 QStringLiteral("nearest: <script>steal()</script>"));
        QCOMPARE(log.index(0, RequestLogModel::StatusColumn).data().toInt(), 404);
        QCOMPARE(log.index(0, RequestLogModel::OutcomeColumn).data().toString(), QStringLiteral("Unmatched"));
        // The tooltip is the one rich-text place: everything in it is escaped.
        const QString tip = log.index(0, RequestLogModel::DetailColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("&lt;script&gt;steal()&lt;/script&gt;")) &&
                     tip.contains(QLatin1String("&lt;i&gt;b&lt;/i&gt;")) && !tip.contains(QLatin1String("<script>")) &&
                     !tip.contains(QLatin1String("<i>")),
                 qPrintable(tip));
        // The same entries again change nothing (no reset that would lose the selection).
        int resets = 0;
        connect(&log, &QAbstractItemModel::modelReset, this, [&] { ++resets; });
        log.setEntries({entry(QStringLiteral("unmatched"), QStringLiteral("GET"), QStringLiteral("api.stripe.com"),
                              kHostile, 404, misses)});
        QCOMPARE(resets, 0);

        // A stub without a name is named by its id's first 8 characters, as `mocks list` shows it.
        const QJsonArray unnamed{
            QJsonObject{{QStringLiteral("name"), QString()},
                        {QStringLiteral("stubId"), QStringLiteral("12b8673d-1c67-404f-8c28-1b774c29c67a")},
                        {QStringLiteral("misses"), QJsonArray{QStringLiteral("method: expected POST, got GET")}}}};
        log.setEntries({entry(QStringLiteral("unmatched"), QStringLiteral("GET"), QStringLiteral("api.stripe.com"),
                              QStringLiteral("/v1/charges"), 404, unnamed)});
        QCOMPARE(log.index(0, RequestLogModel::DetailColumn).data().toString(), QStringLiteral("nearest: 12b8673d"));
        QVERIFY2(log.index(0, RequestLogModel::DetailColumn)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QLatin1String("12b8673d: method: expected POST, got GET")),
                 qPrintable(log.index(0, RequestLogModel::DetailColumn).data(Qt::ToolTipRole).toString()));
    }

    void theFilterTakesAnOutcomeAndEveryWord()
    {
        RequestLogModel log;
        RequestLogFilter filter;
        filter.setSourceModel(&log);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        log.setEntries(
            {entry(QStringLiteral("matched"), QStringLiteral("GET"), QStringLiteral("api.stripe.com"),
                   QStringLiteral("/v1/charges"), 200),
             entry(QStringLiteral("unmatched"), QStringLiteral("POST"), QStringLiteral("api.stripe.com"),
                   QStringLiteral("/v1/refunds"), 404),
             entry(QStringLiteral("refused"), QStringLiteral("CONNECT"), QStringLiteral("evil.example"),
                   QStringLiteral("/"), 0, {}, QStringLiteral("the network policy is mocks-only")),
             entry(QStringLiteral("passed"), QStringLiteral("GET"), QStringLiteral("pypi.org"),
                   QStringLiteral("/simple/requests/"), 200, {}, QStringLiteral("allowed by the preset pypi"))});
        QCOMPARE(filter.rowCount(), 4);
        filter.setOutcome(QStringLiteral("unmatched"));
        QCOMPARE(shownUrls(filter), QStringList{QStringLiteral("http://api.stripe.com/v1/refunds")});
        filter.setOutcome(QString());
        filter.setText(QStringLiteral("  STRIPE   get "));
        QCOMPARE(shownUrls(filter), QStringList{QStringLiteral("http://api.stripe.com/v1/charges")});
        filter.setText(QStringLiteral("200"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("preset pypi")); // the explanation counts too
        QCOMPARE(shownUrls(filter), QStringList{QStringLiteral("http://pypi.org/simple/requests/")});
        filter.setOutcome(QStringLiteral("refused"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setText(QStringLiteral("mocks-only"));
        QCOMPARE(shownUrls(filter), QStringList{QStringLiteral("http://evil.example/")});
        filter.setText(QString());
        filter.setOutcome(QString());
        QCOMPARE(filter.rowCount(), 4);
    }

    // A request to a recorded host passed through the gateway, which kept its answer: it says so.
    void aRecordedRequestSaysSo()
    {
        RequestLogModel log;
        log.setEntries({entry(QStringLiteral("passed"), QStringLiteral("GET"), QStringLiteral("api.example.com"),
                              QStringLiteral("/v1/price"), 200, {},
                              QStringLiteral("recorded; allowed by the rule api.example.com, reached at 192.0.2.1")),
                        entry(QStringLiteral("passed"), QStringLiteral("TLS"), QStringLiteral("pypi.org"),
                              QStringLiteral("/"), 0, {}, QStringLiteral("allowed by the preset pypi"))});
        QCOMPARE(log.index(0, RequestLogModel::OutcomeColumn).data().toString(), QStringLiteral("Recorded"));
        QCOMPARE(log.index(1, RequestLogModel::OutcomeColumn).data().toString(), QStringLiteral("Passed through"));
        QCOMPARE(log.index(0, 0).data(RequestLogModel::OutcomeRole).toString(), QStringLiteral("passed"));
    }

    void aRequestBecomesAStubForItsHostAndPath()
    {
        const QJsonObject stub = RequestLogModel::stubFor(entry(QStringLiteral("unmatched"), QStringLiteral("DELETE"),
                                                                QStringLiteral("api.stripe.com"),
                                                                QStringLiteral("/v1/customers/cus_1?expand[]=x"), 404));
        const QJsonObject request = stub.value(QStringLiteral("request")).toObject();
        QCOMPARE(request.value(QStringLiteral("method")).toString(), QStringLiteral("DELETE"));
        // WireMock's own form, which a mock server of the user's takes too.
        QCOMPARE(request[QStringLiteral("host")][QStringLiteral("equalTo")].toString(),
                 QStringLiteral("api.stripe.com"));
        QCOMPARE(request.value(QStringLiteral("urlPath")).toString(), QStringLiteral("/v1/customers/cus_1"));
        QCOMPARE(stub.value(QStringLiteral("name")).toString(), QStringLiteral("DELETE /v1/customers/cus_1"));
        QCOMPARE(stub[QStringLiteral("response")][QStringLiteral("status")].toInt(), 200);
    }

    void theStubListKeepsTheGatewaysOrder()
    {
        StubListModel stubs;
        QAbstractItemModelTester tester(&stubs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto stub = [](const QString &id, const QJsonObject &request) {
            return QJsonObject{{QStringLiteral("id"), id},
                               {QStringLiteral("name"), id + QStringLiteral(" <b>")},
                               {QStringLiteral("request"), request},
                               {QStringLiteral("response"), QJsonObject{{QStringLiteral("status"), 201}}}};
        };
        stubs.setStubs({stub(QStringLiteral("b"), {{QStringLiteral("method"), QStringLiteral("ANY")},
                                                   {QStringLiteral("urlPathPattern"), QStringLiteral("/v1/.*")}}),
                        stub(QStringLiteral("a"), {{QStringLiteral("method"), QStringLiteral("GET")},
                                                   {QStringLiteral("host"), QStringLiteral("api.stripe.com")},
                                                   {QStringLiteral("url"), QStringLiteral("/v1/x?y=1")}})});
        QCOMPARE(stubs.rowCount(), 2);
        QCOMPARE(stubs.rowOfId(QStringLiteral("a")), 1);
        QCOMPARE(stubs.rowOfId(QStringLiteral("missing")), -1);
        QCOMPARE(stubs.index(0, StubListModel::UrlColumn).data().toString(), QStringLiteral("urlPathPattern /v1/.*"));
        QCOMPARE(stubs.index(1, StubListModel::UrlColumn).data().toString(), QStringLiteral("url /v1/x?y=1"));
        QCOMPARE(stubs.index(1, StubListModel::HostColumn).data().toString(), QStringLiteral("api.stripe.com"));
        QCOMPARE(stubs.index(0, StubListModel::NameColumn).data().toString(), QStringLiteral("b <b>"));
        QCOMPARE(stubs.index(1, 0).data(StubListModel::IdRole).toString(), QStringLiteral("a"));
        // What a narrow column cuts short is whole in its tooltip, shown as text.
        QCOMPARE(stubs.index(0, StubListModel::NameColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p style='white-space:pre'>b &lt;b&gt;\nid b</p>"));
        QCOMPARE(stubs.index(0, StubListModel::UrlColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p style='white-space:pre'>urlPathPattern /v1/.*</p>"));
        QCOMPARE(stubs.index(1, StubListModel::HostColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p style='white-space:pre'>api.stripe.com</p>"));
        QVERIFY(!stubs.index(1, StubListModel::StatusColumn).data(Qt::ToolTipRole).isValid());
        QCOMPARE(stubs.stub(5), QJsonObject());
    }

    void aMessageShowsTheSandboxsMarkupAsWritten()
    {
        // A question or warning quotes a stub's name or a mock server's reason: markup stays text.
        const QString hostile = QStringLiteral("Remove the stub \"<img src=\"file:///etc/passwd\"><b>ok</b>\"?");
        MessageBoxPrompter prompter;
        prompter.warn(nullptr, QStringLiteral("Hostile"), hostile);
        QMessageBox *box = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *b = qobject_cast<QMessageBox *>(w); b && b->windowTitle() == QLatin1String("Hostile"))
                box = b;
        }
        QVERIFY(box);
        QCOMPARE(box->textFormat(), Qt::PlainText);
        QCOMPARE(box->text(), hostile);
        box->close();
    }
};

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestMockModels)
#include "tst_mockmodels.moc"
