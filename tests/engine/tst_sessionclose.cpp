// Closing a session never waits on SQLite: a database call that waits for another process's
// transaction (up to the five-second busy timeout) counts as work still running, so the session is
// let go after its grace instead of its destructor waiting out the timeout on the GUI thread; and
// closeAsync() closes without blocking the thread at all.

#include "core/DataFolder.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

using namespace shadowbox;

namespace {
constexpr int kPromptMs = 1'000; // well under the busy timeout, well over the grace
// "Never blocks" on a machine that others load as well: a frame's worth, with room.
constexpr qint64 kStallMs = 100;
} // namespace

class TestSessionClose : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QTemporaryDir m_runtime;

    std::unique_ptr<Session> openSession()
    {
        SessionConfig config;
        config.dataDir = m_data.path();
        config.runtimeDir = m_runtime.path();
        auto session = std::make_unique<Session>(config);
        Status opened = test::await(session->openStore());
        if (!opened)
            qWarning("%s", qPrintable(opened.errorMessage()));
        return opened ? std::move(session) : nullptr;
    }

    // Another process's write transaction on the database, here a connection of the test's own.
    class OtherWriter {
    public:
        explicit OtherWriter(const QString &dataDir)
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(DataFolder::databasePath(dataDir));
            m_holding = db.open() && QSqlQuery(db).exec(QStringLiteral("BEGIN IMMEDIATE"));
        }
        ~OtherWriter()
        {
            {
                QSqlDatabase db = QSqlDatabase::database(QStringLiteral("other"));
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("other"));
        }
        bool holding() const { return m_holding; }

    private:
        bool m_holding = false;
    };

    // A write from this thread, which now waits for the other writer.
    static void queueWrite(Session &session)
    {
        SandboxRecord r;
        r.id = QStringLiteral("waiting");
        r.name = QStringLiteral("waiting");
        r.createdAt = QDateTime::currentDateTimeUtc();
        r.updatedAt = r.createdAt;
        (void)session.store()->saveSandbox(r);
        QThread::msleep(50); // under way on the database thread
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_data.isValid() && m_runtime.isValid()); }

    void destroyedWhileTheDatabaseWaits()
    {
        auto session = openSession();
        QVERIFY(session);
        OtherWriter other(m_data.path());
        QVERIFY(other.holding());
        queueWrite(*session);
        QElapsedTimer t;
        t.start();
        session.reset();
        qInfo("session destroyed in %lld ms while a database call waited", t.elapsed());
        QVERIFY2(t.elapsed() < kPromptMs, qPrintable(QString::number(t.elapsed())));
    }

    void closeAsyncNeverBlocks()
    {
        auto session = openSession();
        QVERIFY(session);
        OtherWriter other(m_data.path());
        QVERIFY(other.holding());
        queueWrite(*session);

        // The longest this thread goes without getting back to its event loop.
        QElapsedTimer sinceTick;
        qint64 longestStall = 0;
        QTimer ticker;
        ticker.setInterval(1);
        connect(&ticker, &QTimer::timeout, this, [&] { longestStall = qMax(longestStall, sinceTick.restart()); });
        QElapsedTimer t;
        t.start();
        sinceTick.start();
        ticker.start();
        QFuture<bool> closed = session->closeAsync();
        QTRY_VERIFY_WITH_TIMEOUT(closed.isFinished(), kPromptMs);
        ticker.stop();
        QVERIFY(!closed.result()); // the database call still waits
        qInfo("closed in %lld ms; the thread stalled %lld ms at most", t.elapsed(), longestStall);
        QVERIFY2(longestStall < kStallMs, qPrintable(QString::number(longestStall)));

        // The grace is spent: the destructor does not wait for it again.
        t.restart();
        session.reset();
        qInfo("then destroyed in %lld ms", t.elapsed());
        QVERIFY2(t.elapsed() < kStallMs, qPrintable(QString::number(t.elapsed())));
    }

    void closeAsyncWhenIdle()
    {
        auto session = openSession();
        QVERIFY(session);
        QFuture<bool> closed = session->closeAsync();
        QTRY_VERIFY_WITH_TIMEOUT(closed.isFinished(), kPromptMs);
        QVERIFY(closed.result());
        QVERIFY(session->close());
    }
};

// Two of these sessions are let go with a database call still running, which ends with the process,
// as the application's does (GuiEntry.cpp): a normal exit would tear Qt down under the running
// thread. Leaks are still checked first: what was let go is kept reachable, not lost.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    TestSessionClose test;
    const int failed = QTest::qExec(&test, argc, argv);
#if defined(__SANITIZE_ADDRESS__)
    if (__lsan_do_recoverable_leak_check() != 0)
        std::_Exit(1);
#endif
    std::fflush(nullptr);
    std::_Exit(failed);
}
#include "tst_sessionclose.moc"
