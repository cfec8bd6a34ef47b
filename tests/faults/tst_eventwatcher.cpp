// The window's view of the engine's events: container events reach it as sandbox events, an engine
// that goes away is reported once, and the watcher reconnects by itself when the engine is back.
// The peer is a scripted fake engine.

#include "runtime/EngineClient.h"
#include "session/EngineEventWatcher.h"
#include "support/FakeEngine.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>

using namespace shadowbox;
using shadowbox::test::answer;
using shadowbox::test::FakeEngine;

namespace {
// Answers /_ping like Podman does and streams `events` on /events, keeping the stream open.
FakeEngine::Script engineWithEvents(QList<QByteArray> events)
{
    return [events](QLocalSocket *s) {
        const QByteArray head = s->property("head").toByteArray();
        if (head.contains("/_ping ")) {
            answer(s, "HTTP/1.1 200 OK\r\nLibpod-Api-Version: 4.3.1\r\nServer: Libpod/4.3.1 (linux)\r\n"
                      "Content-Length: 2\r\n\r\nOK");
            return;
        }
        if (head.contains("/events?")) {
            // Both label filter values must reach the engine as key=value.
            if (!head.contains("io.shadowbox.store%3Dstore1")) {
                answer(s, "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                return;
            }
            QByteArray body;
            for (const QByteArray &e : events)
                body += e + '\n';
            answer(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n" + body, false);
        }
    };
}

QByteArray eventLine(const char *action, const char *sandbox)
{
    return QByteArray("{\"Type\":\"container\",\"Action\":\"") + action +
           "\",\"Actor\":{\"ID\":\"c1\",\"Attributes\":{\"io.shadowbox.sandbox\":\"" + sandbox +
           "\",\"io.shadowbox.store\":\"store1\"}},\"timeNano\":1}";
}
} // namespace

class EventWatcherTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eventsBecomeSandboxEvents()
    {
        FakeEngine engine(engineWithEvents(
            {eventLine("die", "sbx1"), eventLine("exec_start: sh -c true ", "sbx1"), eventLine("start", "sbx2")}));
        EngineEventWatcher watcher(std::make_shared<EngineClient>(Transport::forEndpoint(engine.endpoint())),
                                   QStringLiteral("store1"));
        QSignalSpy events(&watcher, &EngineEventWatcher::sandboxEvent);
        QSignalSpy lost(&watcher, &EngineEventWatcher::engineLost);
        watcher.start();
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 2, 5000);
        QCOMPARE(events.at(0).at(0).toString(), QStringLiteral("sbx1"));
        QCOMPARE(events.at(0).at(1).toString(), QStringLiteral("die"));
        QCOMPARE(events.at(1).at(0).toString(), QStringLiteral("sbx2"));
        QCOMPARE(lost.size(), 0); // the exec event was not passed on
    }

    void lostOnceThenBack()
    {
        QTemporaryDir dir;
        const QString socket = dir.path() + QStringLiteral("/engine.sock");
        EngineEndpoint endpoint;
        endpoint.path = socket;
        auto client = std::make_shared<EngineClient>(Transport::forEndpoint(endpoint));
        auto engine = std::make_unique<FakeEngine>(engineWithEvents({}), socket);
        EngineEventWatcher watcher(client, QStringLiteral("store1"));
        QSignalSpy lost(&watcher, &EngineEventWatcher::engineLost);
        QSignalSpy back(&watcher, &EngineEventWatcher::engineBack);
        QSignalSpy events(&watcher, &EngineEventWatcher::sandboxEvent);
        watcher.start();
        QTest::qWait(300);
        QCOMPARE(lost.size(), 0);

        engine.reset(); // the engine goes away: its stream ends and its socket is gone
        QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, 5000);
        QTest::qWait(1500); // several retries: still reported once
        QCOMPARE(lost.size(), 1);

        engine = std::make_unique<FakeEngine>(engineWithEvents({eventLine("start", "sbx3")}), socket);
        QTRY_COMPARE_WITH_TIMEOUT(back.size(), 1, 8000);
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 1, 5000);
        QCOMPARE(events.at(0).at(0).toString(), QStringLiteral("sbx3"));
    }

    // A stopped engine (SIGSTOP) still accepts connections and never answers, and an idle event
    // stream is silent anyway: the watcher asks now and then and says the engine is lost.
    void hungEngineIsNoticed()
    {
        auto answered = std::make_shared<std::atomic_int>(0);
        FakeEngine engine([answered](QLocalSocket *s) {
            const QByteArray head = s->property("head").toByteArray();
            if (head.contains("/_ping ") && answered->fetch_add(1) == 0) {
                answer(s, "HTTP/1.1 200 OK\r\nLibpod-Api-Version: 4.3.1\r\nServer: Libpod/4.3.1 (linux)\r\n"
                          "Content-Length: 2\r\n\r\nOK");
            } else if (head.contains("/events?")) {
                answer(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n", false);
            }
            // Anything else: accepted, never answered.
        });
        EngineEventWatcher watcher(std::make_shared<EngineClient>(Transport::forEndpoint(engine.endpoint())),
                                   QStringLiteral("store1"));
        QSignalSpy lost(&watcher, &EngineEventWatcher::engineLost);
        QElapsedTimer timer;
        timer.start();
        watcher.start();
        QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, 20'000);
        qInfo("hung engine noticed after %lld ms", timer.elapsed());
    }

    void stopsPromptly()
    {
        FakeEngine engine(engineWithEvents({}));
        QElapsedTimer timer;
        {
            EngineEventWatcher watcher(std::make_shared<EngineClient>(Transport::forEndpoint(engine.endpoint())),
                                       QStringLiteral("store1"));
            watcher.start();
            QTest::qWait(300); // inside a silent stream now
            timer.start();
        }
        QVERIFY2(timer.elapsed() < 300, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(EventWatcherTest)
#include "tst_eventwatcher.moc"
