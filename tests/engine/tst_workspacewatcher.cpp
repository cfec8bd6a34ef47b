// When a workspace changed and then stayed quiet: inotify's hint, the scan that stands in for
// it, folders made later, and links planted towards the host that lead the watcher nowhere.

#include "snapshot/WorkspaceWatcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace shadowbox;

namespace {
constexpr int kQuietMs = 300;

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Append));
    QCOMPARE(f.write(data), data.size());
}
} // namespace

class TestWorkspaceWatcher : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_temp;
    QString m_workspace;

private Q_SLOTS:
    void init()
    {
        m_workspace = m_temp.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(QDir().mkpath(m_workspace + QStringLiteral("/src")));
    }

    void quietAfterAChangeOnce()
    {
        std::atomic_int calls = 0;
        WorkspaceWatcher watcher(m_workspace, kQuietMs, [&] { ++calls; });
        QTRY_VERIFY(watcher.notified());
        QTest::qWait(kQuietMs * 2);
        QCOMPARE(calls.load(), 0); // nothing changed, nothing to say
        write(m_workspace + QStringLiteral("/src/a.c"), "int a;\n");
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 1, 5'000);
        QTest::qWait(kQuietMs * 2);
        QCOMPARE(calls.load(), 1);
    }

    void busyMeansNotQuiet()
    {
        std::atomic_int calls = 0;
        WorkspaceWatcher watcher(m_workspace, kQuietMs, [&] { ++calls; });
        QTRY_VERIFY(watcher.notified());
        QElapsedTimer busy;
        busy.start();
        while (busy.elapsed() < kQuietMs * 4) {
            write(m_workspace + QStringLiteral("/src/log"), "line\n");
            QThread::msleep(kQuietMs / 5);
        }
        QCOMPARE(calls.load(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 1, 5'000);
    }

    void foldersMadeLaterAreWatched()
    {
        std::atomic_int calls = 0;
        WorkspaceWatcher watcher(m_workspace, kQuietMs, [&] { ++calls; });
        QTRY_VERIFY(watcher.notified());
        QVERIFY(QDir().mkpath(m_workspace + QStringLiteral("/new/deeper")));
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 1, 5'000);
        write(m_workspace + QStringLiteral("/new/deeper/file"), "x");
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 2, 5'000);
    }

    void aLinkTowardsTheHostLeadsNowhere()
    {
        const QString outside = m_temp.filePath(QStringLiteral("host-folder"));
        QVERIFY(QDir().mkpath(outside));
        QVERIFY(QFile::link(outside, m_workspace + QStringLiteral("/escape")));
        std::atomic_int calls = 0;
        WorkspaceWatcher watcher(m_workspace, kQuietMs, [&] { ++calls; });
        QTRY_VERIFY(watcher.notified());
        write(outside + QStringLiteral("/secret"), "host data");
        QTest::qWait(kQuietMs * 3);
        QCOMPARE(calls.load(), 0);
    }

    void tooManyFoldersFallBackToTheScan()
    {
        for (int i = 0; i <= WorkspaceWatcher::kMaxWatches; ++i)
            QVERIFY(QDir().mkdir(m_workspace + QStringLiteral("/src/d%1").arg(i)));
        std::atomic_int calls = 0;
        WorkspaceWatcher watcher(m_workspace, kQuietMs, [&] { ++calls; });
        QTest::qWait(500);
        QVERIFY2(!watcher.notified(), "more folders than watches: the scan does the watching");
        write(m_workspace + QStringLiteral("/src/d7/file"), "changed");
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 1, 10'000);
    }

    void stopsAtOnce()
    {
        QElapsedTimer t;
        t.start();
        {
            WorkspaceWatcher watcher(m_workspace, 60'000, [] {});
            QTest::qWait(50);
        }
        QVERIFY2(t.elapsed() < 1'000, "destroying a watcher does not wait for its quiet period");
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceWatcher)
#include "tst_workspacewatcher.moc"
