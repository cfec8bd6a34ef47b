// When a workspace changed and then stayed quiet: inotify's hint, the scan that stands in for
// it, folders made later, and links planted towards the host that lead the watcher nowhere. Its
// owner never waits for it: destroying it in the middle of walking a large workspace returns at once.

#include "snapshot/ContainerSnapshots.h"
#include "snapshot/WorkspaceWatcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
        // The scan compares with what it saw first; on a loaded machine its first walk may still be
        // under way, and see the change already. A second change, later, is then the one it sees.
        for (int attempt = 0; attempt < 3 && calls.load() == 0; ++attempt) {
            write(m_workspace + QStringLiteral("/src/d7/file"), "changed");
            (void)QTest::qWaitFor([&] { return calls.load() > 0; }, 8'000);
        }
        QCOMPARE(calls.load(), 1);
    }

    // A workspace with more folders than watches, each holding some files: the watcher walks it
    // twice on starting (for inotify, then for the scan's digest), which takes a good while. The
    // watcher is destroyed at moments spread over those walks, as when a sandbox stops or the
    // window closes; the destructor runs on the GUI thread, so it must return within 100 ms.
    void stopsAtOnceWhileWalkingALargeTree()
    {
        // In memory where there is a tmpfs: making and removing the tree on disk takes longer than
        // the test itself. The walks cost the same on either, the entries being cached.
        QTemporaryDir memory(QStringLiteral("/dev/shm/shadowbox-watcher-XXXXXX"));
        const QString workspace = memory.isValid() ? memory.path() : m_workspace;
        const QByteArray root = QFile::encodeName(workspace);
        QVERIFY(QDir().mkpath(workspace + QStringLiteral("/src")));
        const int folders = WorkspaceWatcher::kMaxWatches + 500;
        const int filesPerFolder = 4;
        for (int d = 0; d < folders; ++d) {
            const QByteArray folder = root + "/src/d" + QByteArray::number(d);
            QVERIFY(::mkdir(folder.constData(), 0700) == 0);
            for (int f = 0; f < filesPerFolder; ++f) {
                const QByteArray file = folder + "/f" + QByteArray::number(f);
                const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
                QVERIFY(fd >= 0);
                ::close(fd);
            }
        }
        QElapsedTimer walk;
        walk.start();
        QVERIFY(!ContainerSnapshots::layerDigest(workspace).isEmpty());
        const qint64 digestMs = walk.elapsed();
        qInfo("walking %d folders of %d files each for the digest: %lld ms", folders, filesPerFolder, digestMs);

        qint64 slowest = 0;
        for (const int after : {0, 5, 20, 50, 100, 200, 400, 800, int(digestMs) / 2, int(digestMs)}) {
            auto watcher = std::make_unique<WorkspaceWatcher>(workspace, 60'000, [] {});
            QThread::msleep(after);
            QElapsedTimer destroy;
            destroy.start();
            watcher.reset();
            slowest = qMax(slowest, destroy.elapsed());
            QVERIFY2(destroy.elapsed() < 100, qPrintable(QStringLiteral("destroyed %1 ms after it started, the "
                                                                        "watcher took %2 ms to stop")
                                                             .arg(after)
                                                             .arg(destroy.elapsed())));
        }
        qInfo("the slowest stop took %lld ms", slowest);
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
