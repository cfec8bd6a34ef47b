// FileLock, the lease behind "this sandbox is being worked on" and "the Podman service is being
// started": exclusive within a process and across processes, released by the operating system when
// its holder dies (kill -9 included), never inherited by child processes, and still exclusive when
// its file is removed while someone waits for it.

#include "core/FileLock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cstdio>
#include <thread>

#include <unistd.h>

using namespace shadowbox;

namespace {
constexpr char kChildVariable[] = "SHADOWBOX_FILELOCK_CHILD";

// The child side: take the lock, say so, then hold it until killed (or for the given time).
int runChild(const QString &path)
{
    auto lock = FileLock::tryLock(path);
    if (!lock) {
        std::fprintf(stdout, "refused %s\n", qPrintable(lock.errorMessage()));
        std::fflush(stdout);
        return 3;
    }
    std::fputs("locked\n", stdout);
    std::fflush(stdout);
    const int holdMs = qEnvironmentVariableIntValue("SHADOWBOX_FILELOCK_HOLD_MS");
    if (holdMs > 0) {
        QThread::msleep(holdMs);
        return 0;
    }
    for (;;)
        ::pause();
}
} // namespace

class TestFileLock : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString lockPath(const QString &name = QStringLiteral("a.lock")) const { return m_dir.filePath(name); }

    // Starts a child that holds `path`; returns once it says it holds it.
    bool startHolder(QProcess &child, const QString &path, int holdMs = 0)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildVariable), path);
        if (holdMs > 0)
            env.insert(QStringLiteral("SHADOWBOX_FILELOCK_HOLD_MS"), QString::number(holdMs));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        if (!child.waitForStarted(10'000))
            return false;
        QByteArray out;
        while (!out.contains("\n")) {
            if (!child.waitForReadyRead(10'000))
                return false;
            out += child.readAllStandardOutput();
        }
        return out.startsWith("locked");
    }

private Q_SLOTS:
    void exclusiveWithinOneProcess()
    {
        auto first = FileLock::tryLock(lockPath());
        QVERIFY2(first, qPrintable(first.errorMessage()));
        QVERIFY(first->isLocked());
        auto second = FileLock::tryLock(lockPath());
        QVERIFY(!second);
        QCOMPARE(second.error().kind, Error::Kind::Conflict);
        first->unlock();
        QVERIFY(!first->isLocked());
        auto third = FileLock::tryLock(lockPath());
        QVERIFY2(third, qPrintable(third.errorMessage()));
    }

    void sharedHoldersExcludeAnExclusiveOne()
    {
        const QString path = lockPath(QStringLiteral("shared.lock"));
        auto a = FileLock::tryLockShared(path);
        auto b = FileLock::tryLockShared(path);
        QVERIFY2(a && b, "two shared holders at once");
        auto exclusive = FileLock::tryLock(path);
        QVERIFY(!exclusive);
        QCOMPARE(exclusive.error().kind, Error::Kind::Conflict);
        a->unlock();
        QVERIFY(!FileLock::tryLock(path)); // one shared holder is enough to keep it out
        b->unlock();
        auto alone = FileLock::tryLock(path);
        QVERIFY2(alone, qPrintable(alone.errorMessage()));
        auto refused = FileLock::tryLockShared(path);
        QVERIFY(!refused);
        // A waiting shared lock gets it once the exclusive holder lets go.
        std::thread release([&] {
            QThread::msleep(100);
            alone->unlock();
        });
        auto waited = FileLock::lockShared(path, QDeadlineTimer(5000));
        release.join();
        QVERIFY2(waited, qPrintable(waited.errorMessage()));
    }

    void movedLockStaysHeld()
    {
        FileLock outer;
        {
            auto taken = FileLock::tryLock(lockPath());
            QVERIFY(taken);
            outer = std::move(*taken);
        }
        QVERIFY(outer.isLocked());
        QVERIFY(!FileLock::tryLock(lockPath()));
    }

    void makesItsFolder()
    {
        auto lock = FileLock::tryLock(m_dir.filePath(QStringLiteral("locks/deeper/x.lock")));
        QVERIFY2(lock, qPrintable(lock.errorMessage()));
    }

    void anotherProcessHoldsItUntilKilled()
    {
        QProcess child;
        QVERIFY(startHolder(child, lockPath(QStringLiteral("killed.lock"))));
        auto refused = FileLock::tryLock(lockPath(QStringLiteral("killed.lock")));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);

        child.kill(); // SIGKILL: no destructor runs, the kernel lets go of the lock
        QVERIFY(child.waitForFinished(10'000));
        auto taken = FileLock::tryLock(lockPath(QStringLiteral("killed.lock")));
        QVERIFY2(taken, qPrintable(taken.errorMessage()));
    }

    void lockWaitsForTheHolderAndTimesOut()
    {
        QProcess child;
        QVERIFY(startHolder(child, lockPath(QStringLiteral("wait.lock")), 600));
        QElapsedTimer t;
        t.start();
        auto timedOut = FileLock::lock(lockPath(QStringLiteral("wait.lock")), QDeadlineTimer(150));
        QVERIFY(!timedOut);
        QCOMPARE(timedOut.error().kind, Error::Kind::Timeout);
        QVERIFY2(t.elapsed() < 500, qPrintable(QString::number(t.elapsed())));

        auto waited = FileLock::lock(lockPath(QStringLiteral("wait.lock")), QDeadlineTimer(10'000));
        QVERIFY2(waited, qPrintable(waited.errorMessage()));
        QVERIFY(child.waitForFinished(10'000));
    }

    void waitingCanBeCanceled()
    {
        auto held = FileLock::tryLock(lockPath(QStringLiteral("cancel.lock")));
        QVERIFY(held);
        std::atomic_bool cancel = false;
        std::thread canceler([&] {
            QThread::msleep(100);
            cancel = true;
        });
        QElapsedTimer t;
        t.start();
        auto r = FileLock::lock(lockPath(QStringLiteral("cancel.lock")), QDeadlineTimer(10'000),
                                [&] { return cancel.load(); });
        canceler.join();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Canceled);
        QVERIFY(t.elapsed() < 2000);
    }

    void childProcessesDoNotInheritIt()
    {
        // A program started while the lock is held (as the Podman service is) must not keep it.
        QProcess sleeper;
        {
            auto held = FileLock::tryLock(lockPath(QStringLiteral("inherit.lock")));
            QVERIFY(held);
            sleeper.start(QStringLiteral("sleep"), {QStringLiteral("30")});
            QVERIFY(sleeper.waitForStarted());
        }
        auto taken = FileLock::tryLock(lockPath(QStringLiteral("inherit.lock")));
        QVERIFY2(taken, "a child process kept the lock after its holder let go");
        sleeper.kill();
        sleeper.waitForFinished();
    }

    void removedWhileAnotherWaits()
    {
        // The holder removes the file as it lets go; a waiter that had opened the old file must end
        // up holding the file at the path, so that a third comer is still refused.
        const QString path = lockPath(QStringLiteral("removed.lock"));
        auto holder = FileLock::tryLock(path);
        QVERIFY(holder);
        Result<FileLock> waiter = Error::make(Error::Kind::Generic, QString());
        std::atomic_bool started = false;
        std::thread waiting([&] {
            started = true;
            waiter = FileLock::lock(path, QDeadlineTimer(10'000));
        });
        while (!started)
            QThread::msleep(1);
        QThread::msleep(100); // the waiter has opened the file and polls it
        holder->unlockAndRemove();
        waiting.join();
        QVERIFY2(waiter, qPrintable(waiter.errorMessage()));
        QVERIFY(QFile::exists(path));
        auto third = FileLock::tryLock(path);
        QVERIFY2(!third, "two holders at once: the waiter locked the removed file");
    }

    void unopenableFileIsAnIoError()
    {
        auto r = FileLock::tryLock(QStringLiteral("/proc/shadowbox-cannot-be-here/x.lock"));
        QVERIFY(!r);
        QVERIFY(r.error().kind == Error::Kind::Io || r.error().kind == Error::Kind::PermissionDenied);
        QVERIFY2(r.errorMessage().contains(QLatin1String("Cannot open the lock file")), qPrintable(r.errorMessage()));
    }
};

int main(int argc, char **argv)
{
    const QString childPath = qEnvironmentVariable(kChildVariable);
    QCoreApplication app(argc, argv);
    if (!childPath.isEmpty())
        return runChild(childPath);
    TestFileLock test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_filelock.moc"
