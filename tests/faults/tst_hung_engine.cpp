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
#include <QRegularExpression>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <csignal>
#include <limits>
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
    // What `shadowbox sandbox list` costs from start to exit with the engine answering, alone and
    // eight at once: the program's own time (loading, the database), which a deadline does not
    // cover. Measured in this run, because a sanitized build spends seconds where a release build
    // spends a fraction of one.
    qint64 m_ownCostMs = 0;
    qint64 m_ownCostOf8Ms = 0;

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

    // Waits until the process catches SIGINT: before that, a Ctrl+C ends it by the signal's default
    // action, before it has done anything (slow under the sanitizers, where loading takes long).
    static bool waitForInterruptHandler(QProcess *p)
    {
        QElapsedTimer t;
        t.start();
        while (p->state() == QProcess::Running && t.elapsed() < 30'000) {
            QFile status(QStringLiteral("/proc/%1/status").arg(p->processId()));
            if (status.open(QIODevice::ReadOnly)) {
                for (const QByteArray &line : status.readAll().split('\n')) {
                    bool ok = false;
                    if (line.startsWith("SigCgt:") &&
                        (line.mid(7).trimmed().toULongLong(&ok, 16) & (1ULL << (SIGINT - 1))) && ok)
                        return true;
                }
            }
            QThread::msleep(5);
        }
        return false;
    }

    // The slowest of `copies` `shadowbox sandbox list` started at once, in milliseconds.
    qint64 listingCost(int copies)
    {
        QElapsedTimer t;
        t.start();
        QList<QProcess *> running;
        for (int i = 0; i < copies; ++i)
            running << start({QStringLiteral("sandbox"), QStringLiteral("list")});
        qint64 slowest = 0;
        for (QProcess *p : std::as_const(running)) {
            const Outcome o = finish(p, t);
            if (o.code != 0)
                return -1;
            slowest = std::max(slowest, o.ms);
        }
        return slowest;
    }

    // How long a command may take in all when its message says it waited `seconds`: those seconds,
    // the program's own cost measured above, and one second for the machine's noise.
    static qint64 allowedMs(int seconds, qint64 ownCostMs) { return seconds * 1000 + ownCostMs + 1000; }

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

        // The best of three, so that one slow moment is not taken for the program's cost.
        m_ownCostMs = m_ownCostOf8Ms = std::numeric_limits<qint64>::max();
        for (int i = 0; i < 3; ++i) {
            const qint64 alone = listingCost(1);
            const qint64 eight = listingCost(8);
            QVERIFY2(alone >= 0 && eight >= 0, "sandbox list failed with the engine answering");
            m_ownCostMs = std::min(m_ownCostMs, alone);
            m_ownCostOf8Ms = std::min(m_ownCostOf8Ms, eight);
        }
        qInfo("sandbox list with the engine answering: %lld ms alone, %lld ms eight at once", m_ownCostMs,
              m_ownCostOf8Ms);
    }

    // A check that failed halfway must not leave a command running into the next case (a destroy
    // left waiting on the stopped engine went on once it answered and removed "hung").
    void cleanup()
    {
        for (QProcess *p : findChildren<QProcess *>()) {
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished();
            }
        }
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
        // Every pooled thread ends here, before the process exits: one of Qt's global pool that
        // ended after OpenSSL's exit handler (libgit2 loads it) freed OpenSSL's per-thread state a
        // second time, which AddressSanitizer reported as a double free once the test had passed.
        m_pool.waitForDone();
        QThreadPool::globalInstance()->waitForDone();
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
        QVERIFY2(o.ms < allowedMs(3, m_ownCostMs),
                 qPrintable(QStringLiteral("%1 ms; allowed %2").arg(o.ms).arg(allowedMs(3, m_ownCostMs))));
    }

    // The number of seconds a message says it waited ("within 30 seconds", "for 30 seconds"), 0 if
    // it names none.
    static int statedSeconds(const QString &message)
    {
        static const QRegularExpression stated(QStringLiteral("within (\\d+) seconds|for (\\d+) seconds"));
        const QRegularExpressionMatch m = stated.match(message);
        return m.hasMatch() ? (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toInt() : 0;
    }

    void everyCommandKeepsItsStatedDeadline()
    {
        // Whatever the command, a stopped engine ends it with a sentence that says how long it
        // waited, and it waited no longer than that. The commands run side by side.
        const QList<QStringList> commands{
            {QStringLiteral("sandbox"), QStringLiteral("list")},
            {QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("hung")},
            {QStringLiteral("sandbox"), QStringLiteral("stop"), QStringLiteral("hung")},
            {QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("hung")},
            {QStringLiteral("sandbox"), QStringLiteral("reconcile")},
            {QStringLiteral("snapshot"), QStringLiteral("create"), QStringLiteral("hung")},
            {QStringLiteral("image"), QStringLiteral("list")},
            {QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("hung")},
        };
        auto resume = hang();
        QElapsedTimer t;
        t.start();
        QList<QProcess *> running;
        for (const QStringList &args : commands)
            running << start(args);
        // Every command ends (or is killed) before any is judged and before the engine resumes:
        // one still waiting would otherwise carry on once the engine answers.
        QList<Outcome> outcomes;
        for (QProcess *p : std::as_const(running))
            outcomes << finish(p, t);
        for (qsizetype i = 0; i < commands.size(); ++i) {
            const Outcome &o = outcomes.at(i);
            const QString name = commands.at(i).join(u' ');
            qInfo("%s with the engine stopped: exit %d after %lld ms: %s", qPrintable(name), o.code, o.ms,
                  o.err.trimmed().constData());
        }
        for (qsizetype i = 0; i < commands.size(); ++i) {
            const Outcome &o = outcomes.at(i);
            const QString name = commands.at(i).join(u' ');
            // Listings show what was last recorded and say the engine was not asked.
            if (o.code == 0)
                QVERIFY2(o.err.contains("the engine was not asked"), qPrintable(name + u':' + o.err));
            else
                QVERIFY2(o.code == 1 || o.code == 3, qPrintable(name + u':' + o.err));
            const int seconds = statedSeconds(QString::fromUtf8(o.err));
            QVERIFY2(seconds > 0, qPrintable(name + u':' + o.err));
            QVERIFY2(o.ms < allowedMs(seconds, m_ownCostOf8Ms),
                     qPrintable(QStringLiteral("%1: %2 ms, but the message says %3 s (allowed: %4 ms)")
                                    .arg(name)
                                    .arg(o.ms)
                                    .arg(seconds)
                                    .arg(allowedMs(seconds, m_ownCostOf8Ms))));
        }
    }

    void callsOnAConnectedEngineKeepTheirDeadline()
    {
        // The engine stops answering after the connection was made, halfway through the work: each
        // call still ends within the time its message states. The calls run side by side.
        auto store = Store::open(dataDir() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxManager manager(*m_engine, *store, dataDir(), &m_pool);
        const QStringList calls{QStringLiteral("stop"), QStringLiteral("snapshot"), QStringLiteral("reconcile"),
                                QStringLiteral("destroy")};
        QStringList ids;
        for (qsizetype i = 0; i < calls.size(); ++i) {
            ScratchRepo repo;
            CreateRequest request;
            request.repository = repo.path();
            request.image = starter::reference();
            auto created = manager.createBlocking(request, CancelToken());
            QVERIFY2(created, qPrintable(created.errorMessage()));
            ids << created->id;
        }

        struct Ended {
            QString message;
            qint64 ms = 0;
        };
        auto resume = hang();
        QList<QFuture<Ended>> ended;
        for (qsizetype i = 0; i < calls.size(); ++i) {
            const QString call = calls.at(i);
            const QString id = ids.at(i);
            ended << QtConcurrent::run(&m_pool, [&manager, call, id] {
                QElapsedTimer t;
                t.start();
                QString message;
                if (call == QLatin1String("stop"))
                    message = manager.stopBlocking(id).errorMessage();
                else if (call == QLatin1String("snapshot"))
                    message = manager.snapshotter().take(id, {}).errorMessage();
                else if (call == QLatin1String("reconcile"))
                    message = manager.reconcileBlocking().errorMessage();
                else
                    message = manager.destroyBlocking(id).errorMessage();
                return Ended{message, t.elapsed()};
            });
        }
        for (qsizetype i = 0; i < calls.size(); ++i) {
            const Ended e = await(ended.at(i), 150'000);
            qInfo("%s with the engine stopped: %lld ms: %s", qPrintable(calls.at(i)), e.ms, qPrintable(e.message));
            QVERIFY2(!e.message.isEmpty(),
                     qPrintable(calls.at(i) + QStringLiteral(" succeeded with the engine stopped")));
            const int seconds = statedSeconds(e.message);
            QVERIFY2(seconds > 0, qPrintable(e.message));
            QVERIFY2(
                e.ms < seconds * 1000 + 1500,
                qPrintable(
                    QStringLiteral("%1: %2 ms, but the message says %3 s").arg(calls.at(i)).arg(e.ms).arg(seconds)));
        }
        m_private->sendSignal(SIGCONT);

        // Once the engine answers again, every sandbox can be destroyed: nothing was left half done.
        for (const QString &id : std::as_const(ids)) {
            auto proof = manager.destroyBlocking(id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        }
    }

    void nothingWasLostWhileTheEngineHung()
    {
        // The sandbox those commands could not reach is still there once the engine answers.
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("hung")});
        qInfo("start: exit %d: %s %s", o.code, o.out.constData(), o.err.constData());
        const Outcome shown = shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("hung")});
        QVERIFY2(shown.code == 0, shown.err.constData());
        const Outcome ran = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("hung"),
                                       QStringLiteral("--"), QStringLiteral("echo"), QStringLiteral("back")});
        QVERIFY2(ran.code == 0 && ran.out.contains("back"), qPrintable(QString::fromUtf8(o.err + ran.err)));
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
        signalProcess(*p, SIGINT);
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
        signalProcess(*p, SIGINT);
        QThread::msleep(50);
        signalProcess(*p, SIGINT);
        const Outcome o = finish(p, t);
        qInfo("two Ctrl+C with the engine stopped: exit %d after %lld ms", o.code, o.ms);
        QCOMPARE(o.code, 130);
        QVERIFY2(o.ms < 500, qPrintable(QString::number(o.ms)));
    }

    void ctrlCDuringCreateAndDestroy()
    {
        // Ctrl+C ends a creation and a teardown at once too (130), and the next reconcile finishes
        // what it cut short: nothing half made or half removed stays.
        ScratchRepo repo;
        for (int i = 0; i < 300; ++i)
            repo.write(QStringLiteral("src/f%1.txt").arg(i), QByteArray(20'000, 'x'));
        QVERIFY(repo.commitAll());
        QProcess *creating = start({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                                    repo.path(), QStringLiteral("--name"), QStringLiteral("interrupted")});
        // The progress goes to stderr; interrupt once the copy has begun.
        QByteArray progress;
        QElapsedTimer waited;
        waited.start();
        while (!progress.contains("Copying") && creating->state() == QProcess::Running && waited.elapsed() < 30'000) {
            creating->waitForReadyRead(20);
            progress += creating->readAllStandardError();
        }
        QVERIFY2(progress.contains("Copying"), progress.constData());
        QElapsedTimer t;
        t.start();
        signalProcess(*creating, SIGINT);
        const Outcome created = finish(creating, t);
        qInfo("Ctrl+C during create: exit %d after %lld ms", created.code, created.ms);
        if (created.code != 0) { // a creation that finished before the signal arrived is fine too
            QCOMPARE(created.code, 130);
            QVERIFY2(created.ms < 1'500, qPrintable(QString::number(created.ms)));
        }
        const Outcome reconciled = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"),
                                              QStringLiteral("--cleanup"), QStringLiteral("--json")});
        QVERIFY2(reconciled.code == 0, reconciled.err.constData());

        // Whatever the reconcile left, make it a running sandbox, then interrupt its teardown.
        const Outcome shown =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("interrupted")});
        if (shown.code != 0) {
            const Outcome again =
                shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                           QStringLiteral("--name"), QStringLiteral("interrupted")});
            QVERIFY2(again.code == 0, again.err.constData());
        }
        QProcess *destroying =
            start({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("interrupted")});
        QVERIFY(waitForInterruptHandler(destroying));
        QThread::msleep(150);
        t.restart();
        signalProcess(*destroying, SIGINT);
        const Outcome destroyed = finish(destroying, t);
        qInfo("Ctrl+C during destroy: exit %d after %lld ms", destroyed.code, destroyed.ms);
        if (destroyed.code != 0) {
            QCOMPARE(destroyed.code, 130);
            QVERIFY2(destroyed.ms < 1'500, qPrintable(QString::number(destroyed.ms)));
        }
        const Outcome finished =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--cleanup")});
        QVERIFY2(finished.code == 0, finished.err.constData());
        // Gone, or (when the signal came before anything was removed) still whole and destroyable.
        if (shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("interrupted")}).code == 0) {
            const Outcome last =
                shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("interrupted")});
            QVERIFY2(last.code == 0, last.err.constData());
        }
        const QStringList folders =
            QDir(dataDir() + QStringLiteral("/workspaces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(folders.size() == 1, qPrintable(folders.join(u' '))); // "hung"'s workspace only
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
        signalProcess(*p, SIGINT);
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
