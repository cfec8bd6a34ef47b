// HAR recordings made into stubs (HarImport), then loaded into the gateway's own store and asked
// the recorded requests again: each is answered as it was recorded, and what could not become a
// stub is said. The HAR (har/recording.har) follows the HTTP Archive 1.2 format as browsers write it.

#include "StubStore.h"
#include "gateway/HarImport.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace shadowbox;
using namespace shadowbox::gateway;

namespace {

// Read from a file: moc misreads raw strings that hold escaped quotes.
QByteArray recording()
{
    QFile file(QStringLiteral(SHADOWBOX_HAR_DIR "/recording.har"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Json toGateway(const QJsonObject &stub)
{
    return Json::parse(QJsonDocument(stub).toJson(QJsonDocument::Compact).toStdString());
}

} // namespace

class HarImportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recordedRequestsAreAnsweredAsRecorded()
    {
        const QJsonDocument doc = QJsonDocument::fromJson(recording());
        QVERIFY(doc.isObject());
        QVERIFY(HarImport::isHar(doc.object()));
        QStringList notes;
        auto stubs = HarImport::stubs(doc.object(), &notes);
        QVERIFY2(stubs, qPrintable(stubs.errorMessage()));
        QCOMPARE(stubs->size(), 4);
        // The websocket, the unanswered request and the second recording of the first request.
        QCOMPARE(notes.size(), 3);
        QVERIFY2(notes.at(0).contains(QLatin1String("Entry 5")) && notes.at(0).contains(QLatin1String("http or https")),
                 qPrintable(notes.at(0)));
        QVERIFY2(notes.at(1).contains(QLatin1String("Entry 6")) && notes.at(1).contains(QLatin1String("status 0")),
                 qPrintable(notes.at(1)));
        QVERIFY2(notes.at(2).contains(QLatin1String("Entry 7")) && notes.at(2).contains(QLatin1String("first answer")),
                 qPrintable(notes.at(2)));

        StubStore store;
        for (const QJsonValue &stub : std::as_const(*stubs)) {
            auto put = store.put(toGateway(stub.toObject()), "har");
            QVERIFY2(put, put ? "" : put.error().c_str());
        }
        // The JSON list, with the headers that describe the recorded connection left out and the
        // header given twice kept twice.
        HttpRequest list;
        list.method = "GET";
        list.scheme = "https";
        list.host = "api.stripe.com";
        list.port = 443;
        list.url = "/v1/charges?expand%5B%5D=customer&limit=3";
        Served served = store.serve(list);
        QVERIFY(served.stub);
        QCOMPARE(served.stub->response.status, 200);
        QCOMPARE(QJsonDocument::fromJson(QByteArray::fromStdString(served.stub->response.body)).object(),
                 QJsonDocument::fromJson("{\"object\":\"list\",\"data\":[]}").object());
        std::vector<std::string> names;
        for (const Header &h : served.stub->response.headers)
            names.push_back(toLower(h.name));
        QCOMPARE(std::count(names.begin(), names.end(), "set-cookie"), 2);
        QCOMPARE(std::count(names.begin(), names.end(), "content-type"), 1);
        for (const char *gone : {"content-length", "content-encoding", "date", ":authority"})
            QVERIFY2(std::count(names.begin(), names.end(), gone) == 0, gone);
        list.url = "/v1/charges?limit=4&expand%5B%5D=customer";
        QVERIFY(!store.serve(list).stub);

        // A JSON body matches whatever the order of its arrays and extra members.
        HttpRequest create = list;
        create.method = "POST";
        create.url = "/v1/charges";
        create.headers = {{"Content-Type", "application/json"}};
        create.body = "{\"items\":[2,1],\"amount\":2000,\"idempotent\":true}";
        served = store.serve(create);
        QVERIFY(served.stub);
        QCOMPARE(served.stub->response.status, 201);
        QCOMPARE(served.stub->response.statusMessage, std::string("Created"));
        QCOMPARE(served.stub->response.body, std::string("{\"id\":\"ch_1\"}"));
        create.body = "{\"items\":[1,2],\"amount\":1}";
        QVERIFY(!store.serve(create).stub);

        // Binary content comes back byte for byte; a form body must be the same text.
        HttpRequest logo;
        logo.method = "GET";
        logo.scheme = "https";
        logo.host = "cdn.example.com";
        logo.port = 443;
        logo.url = "/logo.png";
        served = store.serve(logo);
        QVERIFY(served.stub);
        QCOMPARE(served.stub->response.body, std::string("\x89PNG", 4));
        HttpRequest form;
        form.method = "POST";
        form.host = "forms.example.com";
        form.url = "/submit?x=1";
        form.body = "a=b&c=d";
        served = store.serve(form);
        QVERIFY(served.stub);
        QCOMPARE(served.stub->response.status, 302);
        form.body = "a=b";
        QVERIFY(!store.serve(form).stub);
    }

    void whatIsNotAHarIsSaidSo()
    {
        QVERIFY(!HarImport::isHar(QJsonObject{{QStringLiteral("mappings"), QJsonArray()}}));
        auto none = HarImport::stubs(QJsonObject{{QStringLiteral("log"), QJsonObject{}}});
        QVERIFY(!none);
        QVERIFY(none.errorMessage().contains(QLatin1String("log.entries")));
        const QByteArray unanswered = "{\"log\":{\"entries\":[{\"request\":{\"method\":\"GET\",\"url\":"
                                      "\"https://a.example/\"},\"response\":{\"status\":0}}]}}";
        const QJsonObject onlyUnanswered = QJsonDocument::fromJson(unanswered).object();
        QStringList notes;
        auto empty = HarImport::stubs(onlyUnanswered, &notes);
        QVERIFY(!empty);
        QVERIFY2(empty.errorMessage().contains(QLatin1String("no request with an answer")),
                 qPrintable(empty.errorMessage()));
        QCOMPARE(notes.size(), 1);
    }
};

QTEST_GUILESS_MAIN(HarImportTest)
#include "tst_harimport.moc"
