// kill -9 at random moments of `shadowbox sandbox create` and `sandbox destroy`, each followed by
// `sandbox reconcile --cleanup`: whatever moment the process dies at, reconcile leaves no workspace
// without a record and no record half created or half destroyed, and at the end nothing labelled
// with this database remains on the engine and the database is intact.
//
// Runs the real command line (SHADOWBOX_BINARY) against the engine CTest names. Labelled `slow`.

#include "core/SandboxTypes.h"
#include "runtime/EngineClient.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
constexpr int kTrials = 50;
constexpr int kLongestDelayMs = 1500;
// Trials that must have left something for reconcile to finish (a creation or teardown cut short,
// or an orphan), so that the trials prove something: with the kills spread over the whole
// operation, about half land while its record exists.
constexpr int kLeastCutShort = 3;

using Outcome = test::CliOutcome;

struct Tally {
    int killedMidway = 0; // the process was still running when the kill came
    int finishedFirst = 0;
    int finishedByReconcile = 0; // reconcile found a creation or teardown cut short and finished it
    int orphansRemoved = 0;      // reconcile --cleanup removed leftovers without a record
};
} // namespace

class KillTrialsTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QTemporaryDir m_config;
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<ScratchRepo> m_repo;
    QRandomGenerator m_random;
    int m_typicalCreateMs = 500;
    int m_typicalDestroyMs = 500;
    int m_serial = 0;

    // SHADOWBOX_BINARY in the environment runs another build (e.g. an older one) instead.
    static QString binary() { return qEnvironmentVariable("SHADOWBOX_BINARY", QStringLiteral(SHADOWBOX_BINARY)); }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), m_engine->info.endpoint);
        env.remove(QStringLiteral("DISPLAY"));
        return env;
    }

    Outcome shadowbox(const QStringList &args) { return test::runCli(binary(), args, environment(), 180'000); }

    // Starts the command, kills it with SIGKILL after a random delay unless it finished first.
    void killAtRandom(const QStringList &args, int typicalMs, Tally &tally)
    {
        // Spread the kills over the whole operation, and a little past it.
        const int longest = qBound(100, typicalMs * 3 / 2, kLongestDelayMs);
        const int delay = int(m_random.bounded(longest + 1));
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(binary(), args);
        QVERIFY(p.waitForStarted());
        if (p.waitForFinished(delay)) {
            ++tally.finishedFirst;
        } else {
            p.kill();
            p.waitForFinished();
            ++tally.killedMidway;
        }
    }

    QList<SandboxRecord> records()
    {
        const Outcome o = shadowbox(
            {QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--all"), QStringLiteral("--json")});
        QList<SandboxRecord> list;
        if (o.code != 0) {
            // A check that saw no records would pass without checking anything.
            QTest::qFail(qPrintable(QStringLiteral("sandbox list failed (exit %1): %2 %3")
                                        .arg(o.code)
                                        .arg(QString::fromUtf8(o.err), QString::fromUtf8(o.out))),
                         __FILE__, __LINE__);
            return list;
        }
        for (const QJsonValue &v : QJsonDocument::fromJson(o.out).array()) {
            const QJsonObject r = v.toObject();
            SandboxRecord record;
            record.id = r.value(QStringLiteral("id")).toString();
            record.name = r.value(QStringLiteral("name")).toString();
            record.state = stateFromName(r.value(QStringLiteral("state")).toString()).value_or(SandboxState::Failed);
            list << record;
        }
        return list;
    }

    // After reconcile: nothing is half made or half removed, and every workspace has its sandbox.
    void checkReconciled(const QString &trial, Tally *tally = nullptr)
    {
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"),
                                     QStringLiteral("--cleanup"), QStringLiteral("--json")});
        QVERIFY2(o.code == 0,
                 qPrintable(trial + QStringLiteral(": reconcile failed: ") + QString::fromUtf8(o.err + o.out)));
        const QJsonObject report = QJsonDocument::fromJson(o.out).object();
        QVERIFY2(report.value(QStringLiteral("busy")).toArray().isEmpty(),
                 qPrintable(trial + QStringLiteral(": a lease outlived its process: ") + QString::fromUtf8(o.out)));
        if (tally) {
            tally->finishedByReconcile += int(report.value(QStringLiteral("interrupted")).toArray().size() +
                                              report.value(QStringLiteral("destroyed")).toArray().size());
            tally->orphansRemoved += int(report.value(QStringLiteral("orphans")).toArray().size());
        }
        QSet<QString> live;
        for (const SandboxRecord &r : records()) {
            QVERIFY2(r.state != SandboxState::Creating && r.state != SandboxState::Destroying,
                     qPrintable(trial + QStringLiteral(": %1 left %2").arg(r.name, stateName(r.state))));
            QVERIFY2(r.state != SandboxState::Lost,
                     qPrintable(trial + QStringLiteral(": %1 was marked lost").arg(r.name)));
            if (r.state != SandboxState::Destroyed)
                live.insert(r.id);
        }
        for (const QString &folder :
             QDir(m_data.path() + QStringLiteral("/workspaces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(live.contains(folder),
                     qPrintable(trial + QStringLiteral(": workspace %1 has no sandbox").arg(folder)));
    }

    QString labelled(const QString &what)
    {
        HttpRequest request;
        const QByteArray filter = labelFilter(QLatin1String(kStoreLabel) + u'=' + storeId());
        request.target = what == QLatin1String("volumes")    ? "/volumes?filters=" + filter
                         : what == QLatin1String("networks") ? "/networks?filters=" + filter
                                                             : "/containers/json?all=1&filters=" + filter;
        auto doc = m_engine->client->callJson(request, CallOptions(), what);
        if (!doc)
            return doc.errorMessage();
        const QJsonArray list =
            what == QLatin1String("volumes") ? doc->object().value(QStringLiteral("Volumes")).toArray() : doc->array();
        return list.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
    }

    QString storeId()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("killtrials-id"));
        db.setDatabaseName(m_data.path() + QStringLiteral("/shadowbox.db"));
        QString id;
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'store_id'")) && q.next())
                id = q.value(0).toString();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("killtrials-id"));
        return id;
    }

    QString nextName(const char *kind) { return QStringLiteral("kt-%1-%2").arg(QLatin1String(kind)).arg(++m_serial); }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        const quint32 seed = qEnvironmentVariableIsSet("SHADOWBOX_KILL_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("SHADOWBOX_KILL_SEED"))
                                 : quint32(QDateTime::currentMSecsSinceEpoch());
        m_random.seed(seed);
        qInfo("random seed %u (set SHADOWBOX_KILL_SEED to repeat)", seed);
        m_repo = std::make_unique<ScratchRepo>();
        for (int i = 0; i < 40; ++i)
            m_repo->write(QStringLiteral("src/file%1.txt").arg(i), QByteArray(2000, 'x'));
        QVERIFY(m_repo->commitAll());
        m_repo->write(QStringLiteral("untracked.txt"), "not committed\n");

        // How long each operation takes here, so the kills spread over it.
        const Outcome created =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), m_repo->path(),
                       QStringLiteral("--name"), QStringLiteral("kt-timing")});
        QVERIFY2(created.code == 0, created.err.constData());
        const Outcome destroyed =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("kt-timing")});
        QVERIFY2(destroyed.code == 0, destroyed.err.constData());
        m_typicalCreateMs = int(created.ms);
        m_typicalDestroyMs = int(destroyed.ms);
        qInfo("[%s] create takes %d ms, destroy %d ms (CLI wall time)", qPrintable(testEngineName()), m_typicalCreateMs,
              m_typicalDestroyMs);
    }

    void killedCreates()
    {
        Tally tally;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < kTrials; ++i) {
            killAtRandom({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), m_repo->path(),
                          QStringLiteral("--name"), nextName("c"), QStringLiteral("--memory"), QStringLiteral("256m")},
                         m_typicalCreateMs, tally);
            checkReconciled(QStringLiteral("create trial %1").arg(i), &tally);
            if (QTest::currentTestFailed())
                return;
        }
        int running = 0;
        for (const SandboxRecord &r : records())
            running += r.state == SandboxState::Running ? 1 : 0;
        qInfo("[%s] %d creates: %d killed midway, %d finished before the kill; reconcile finished %d cut short and "
              "removed %d orphan groups; %d sandboxes running; %lld s",
              qPrintable(testEngineName()), kTrials, tally.killedMidway, tally.finishedFirst, tally.finishedByReconcile,
              tally.orphansRemoved, running, t.elapsed() / 1000);
        QVERIFY2(tally.finishedByReconcile + tally.orphansRemoved >= kLeastCutShort,
                 qPrintable(QStringLiteral("only %1 of %2 kills cut a creation short")
                                .arg(tally.finishedByReconcile + tally.orphansRemoved)
                                .arg(kTrials)));
    }

    void killedDestroys()
    {
        Tally tally;
        QElapsedTimer t;
        t.start();
        int created = 0;
        for (int i = 0; i < kTrials; ++i) {
            QString target;
            for (const SandboxRecord &r : records()) {
                if (r.state == SandboxState::Running || r.state == SandboxState::Stopped ||
                    r.state == SandboxState::Failed)
                    target = r.name;
            }
            if (target.isEmpty()) {
                target = nextName("d");
                const Outcome o =
                    shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                               m_repo->path(), QStringLiteral("--name"), target});
                QVERIFY2(o.code == 0, o.err.constData());
                ++created;
            }
            killAtRandom({QStringLiteral("sandbox"), QStringLiteral("destroy"), target}, m_typicalDestroyMs, tally);
            checkReconciled(QStringLiteral("destroy trial %1 (%2)").arg(i).arg(target), &tally);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("[%s] %d destroys: %d killed midway, %d finished before the kill; reconcile finished %d cut short and "
              "removed %d orphan groups (%d sandboxes made for them); %lld s",
              qPrintable(testEngineName()), kTrials, tally.killedMidway, tally.finishedFirst, tally.finishedByReconcile,
              tally.orphansRemoved, created, t.elapsed() / 1000);
        QVERIFY2(tally.finishedByReconcile + tally.orphansRemoved >= kLeastCutShort,
                 qPrintable(QStringLiteral("only %1 of %2 kills cut a teardown short")
                                .arg(tally.finishedByReconcile + tally.orphansRemoved)
                                .arg(kTrials)));
    }

    void nothingLeftAndDatabaseIntact()
    {
        for (const SandboxRecord &r : records()) {
            if (r.state != SandboxState::Destroyed) {
                const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), r.id});
                QVERIFY2(o.code == 0, qPrintable(r.name + QStringLiteral(": ") + QString::fromUtf8(o.err)));
            }
        }
        // An engine may finish a request whose client was killed only after the reconcile that
        // followed; one more reconcile removes such late leftovers as orphans.
        checkReconciled(QStringLiteral("final"));
        for (const char *what : {"containers", "networks", "volumes"})
            QVERIFY2(labelled(QLatin1String(what)).isEmpty(), qPrintable(labelled(QLatin1String(what))));
        const QStringList folders =
            QDir(m_data.path() + QStringLiteral("/workspaces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(folders.isEmpty(), qPrintable(folders.join(u' ')));

        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("killtrials"));
        db.setDatabaseName(m_data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY(db.open());
        {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
            QVERIFY2(!q.next(), "a row points at a sandbox that is gone");
            QVERIFY(q.exec(QStringLiteral("SELECT id, state FROM sandboxes")));
            int rows = 0;
            while (q.next()) {
                ++rows;
                const auto state = stateFromName(q.value(1).toString());
                QVERIFY2(state.has_value(), qPrintable(q.value(1).toString()));
                QCOMPARE(*state, SandboxState::Destroyed);
            }
            qInfo("[%s] %d sandbox records, all destroyed; integrity ok", qPrintable(testEngineName()), rows);
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("killtrials"));
    }
};

QTEST_GUILESS_MAIN(KillTrialsTest)
#include "tst_killtrials.moc"
