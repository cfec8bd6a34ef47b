// A hung engine (a Podman service or a dockerd of this test's own, as SHADOWBOX_TEST_ENGINE says,
// stopped with SIGSTOP: it still accepts connections and never answers) must not hold anyone longer
// than the deadline they were told, and Ctrl+C in the command line ends it at once with 130. Times
// are the wall time of the real `shadowbox` process.

#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/PrivateEngine.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTest>
#include <QThreadPool>

#include <csignal>
#include <memory>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
struct Outcome {
    int code = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};
} // namespace

class HungEngineTest : public QObject {
    Q_OBJECT

    QThreadPool m_pool;
    std::unique_ptr<PrivateEngine> m_private;
    std::optional<ConnectedEngine> m_engine;

    QString dataDir() const { return m_private->root() + QStringLiteral("/data"); }

    // Stops the engine until the returned guard goes (a failing check must not leave it stopped).
    auto hang() { return m_private->hang(); }

    QProcess *start(const QStringList &args)
    {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dataDir());
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), m_engine->info.endpoint);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_private->root() + QStringLiteral("/config"));
        env.remove(QStringLiteral("DISPLAY"));
        p->setProcessEnvironment(env);
        p->start(qEnvironmentVariable("SHADOWBOX_BINARY", QStringLiteral(SHADOWBOX_BINARY)), args);
        p->waitForStarted();
        return p;
    }

    // Waits for the process (killing it after `limitMs`) and reports how long it took from `since`.
    static Outcome finish(QProcess *p, const QElapsedTimer &since, int limitMs = 90'000)
    {
        Outcome o;
        if (!p->waitForFinished(limitMs)) {
            p->kill();
            p->waitForFinished();
            o.err = "still running after the test's limit; killed";
        }
        o.ms = since.elapsed();
        o.code = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
        o.out += p->readAllStandardOutput();
        o.err += p->readAllStandardError();
        p->deleteLater();
        return o;
    }

    Outcome shadowbox(const QStringList &args)
    {
        QElapsedTimer t;
        t.start();
        return finish(start(args), t);
    }

    // Waits until the process has printed `text` on stdout (the command inside has started).
    static bool waitForOutput(QProcess *p, const QByteArray &text)
    {
        QByteArray seen;
        QElapsedTimer t;
        t.start();
        while (!seen.contains(text) && t.elapsed() < 30'000) {
            p->waitForReadyRead(100);
            seen += p->readAllStandardOutput();
        }
        return seen.contains(text);
    }

    int sleepersLeft()
    {
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"),
                                     QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                     QStringLiteral("ps | grep -c '[s]leep 3[01]' || true")});
        return o.code == 0 ? o.out.trimmed().toInt() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto kind = PrivateEngine::kindFromEnvironment();
        QVERIFY2(kind, qPrintable(kind.errorMessage()));
        m_pool.setMaxThreadCount(8);
        m_private = std::make_unique<PrivateEngine>(*kind);
        auto engine = m_private->start();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        QVERIFY(m_private->processId() > 0);
        m_engine = *engine;
        qInfo("engine under test: a private %s", qPrintable(m_engine->info.displayName()));

        ScratchRepo repo;
        const Outcome created =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--name"), QStringLiteral("hung")});
        QVERIFY2(created.code == 0, created.err.constData());
    }

    void cleanupTestCase()
    {
        if (!m_private)
            return;
        m_private->sendSignal(SIGCONT);
        if (m_engine)
            (void)shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("hung")});
        m_engine.reset();
        m_private.reset(); // stops the engine and removes everything it made
    }

    void quietCommandOnAnsweringEngineRunsOn()
    {
        // The engine is asked whether it is there; a command that is merely silent is left alone.
        const Outcome o =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"), QStringLiteral("--"),
                       QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 12; echo done")});
        QVERIFY2(o.code == 0, o.err.constData());
        QCOMPARE(o.out, QByteArray("done\n"));
    }

    void engineHungDuringCommand()
    {
        // Was: `sandbox exec … -- sleep 5` waited 45 s and more (forever, measured here).
        QElapsedTimer t;
        t.start();
        QProcess *p =
            start({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"), QStringLiteral("--"),
                   QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo started; sleep 5")});
        QVERIFY(waitForOutput(p, "started"));
        auto resume = hang();
        const Outcome o = finish(p, t);
        qInfo("exec with the engine stopped mid-command: exit %d after %lld ms: %s", o.code, o.ms, o.err.constData());
        QCOMPARE(o.code, 125);
        QVERIFY2(o.err.contains("stopped answering") && o.err.contains("10 seconds"), o.err.constData());
        QVERIFY2(o.ms >= 9'000 && o.ms < 13'000, qPrintable(QString::number(o.ms)));
    }

    void engineHungBeforeCommand()
    {
        auto resume = hang();
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"),
                                     QStringLiteral("--"), QStringLiteral("true")});
        qInfo("exec with the engine stopped before: exit %d after %lld ms", o.code, o.ms);
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("within 3 seconds"), o.err.constData());
        QVERIFY2(o.ms < 4'500, qPrintable(QString::number(o.ms)));
    }

    void ctrlCWithTheEngineHung()
    {
        // Was: SIGINT took 60 s and the exit code was 125.
        QProcess *p =
            start({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"), QStringLiteral("--"),
                   QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo started; sleep 30")});
        QVERIFY(waitForOutput(p, "started"));
        auto resume = hang();
        QThread::msleep(300);
        QElapsedTimer t;
        t.start();
        ::kill(pid_t(p->processId()), SIGINT);
        const Outcome o = finish(p, t);
        qInfo("Ctrl+C with the engine stopped: exit %d after %lld ms", o.code, o.ms);
        QCOMPARE(o.code, 130);
        QVERIFY2(o.ms < 1'600, qPrintable(QString::number(o.ms)));
        QVERIFY2(o.err.contains("canceled"), o.err.constData());
    }

    void secondCtrlCExitsAtOnce()
    {
        QProcess *p =
            start({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"), QStringLiteral("--"),
                   QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo started; sleep 30")});
        QVERIFY(waitForOutput(p, "started"));
        auto resume = hang();
        QThread::msleep(300);
        QElapsedTimer t;
        t.start();
        ::kill(pid_t(p->processId()), SIGINT);
        QThread::msleep(50);
        ::kill(pid_t(p->processId()), SIGINT);
        const Outcome o = finish(p, t);
        qInfo("two Ctrl+C with the engine stopped: exit %d after %lld ms", o.code, o.ms);
        QCOMPARE(o.code, 130);
        QVERIFY2(o.ms < 500, qPrintable(QString::number(o.ms)));
    }

    void ctrlCStopsTheCommand()
    {
        // With the engine answering, Ctrl+C stops the command in the sandbox too, at once.
        QTRY_COMPARE_WITH_TIMEOUT(sleepersLeft(), 0, 20'000); // what the hung cases left behind
        QProcess *p =
            start({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"), QStringLiteral("--"),
                   QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo started; sleep 31")});
        QVERIFY(waitForOutput(p, "started"));
        QElapsedTimer t;
        t.start();
        ::kill(pid_t(p->processId()), SIGINT);
        const Outcome o = finish(p, t);
        qInfo("Ctrl+C with the engine answering: exit %d after %lld ms", o.code, o.ms);
        QCOMPARE(o.code, 130);
        QVERIFY2(o.ms < 1'000, qPrintable(QString::number(o.ms)));
        QTRY_COMPARE_WITH_TIMEOUT(sleepersLeft(), 0, 5'000);
    }

    void createKeepsItsStatedDeadline()
    {
        // Was: create gave up after 90 s while its message said 30.
        auto store = Store::open(dataDir() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxManager manager(*m_engine, *store, dataDir(), &m_pool);
        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        CreationPause pause(80); // "Creating the container"
        pause.attach(&manager);
        auto creating = manager.create(request);
        QTRY_VERIFY_WITH_TIMEOUT(pause.reached(), 60'000);
        auto resume = hang();
        QElapsedTimer t;
        t.start();
        pause.release();
        auto created = await(creating, 120'000);
        const qint64 ms = t.elapsed();
        qInfo("create with the engine stopped: %lld ms: %s", ms, qPrintable(created.errorMessage()));
        QVERIFY(!created);
        QCOMPARE(created.error().kind, Error::Kind::Timeout);
        QVERIFY2(created.errorMessage().contains(QLatin1String("within 30 seconds")),
                 qPrintable(created.errorMessage()));
        QVERIFY2(ms >= 29'000 && ms < 32'000, qPrintable(QString::number(ms)));
        m_private->sendSignal(SIGCONT);

        // What it made is attached to a failed record, which destroy removes once the engine answers.
        auto record = await((*store)->findSandbox(pause.sandboxId()));
        QVERIFY(record && record->has_value());
        QCOMPARE((*record)->state, SandboxState::Failed);
        auto proof = await(manager.destroy(pause.sandboxId()), 120'000);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(HungEngineTest)
#include "tst_hung_engine.moc"
