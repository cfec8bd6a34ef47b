// What a workspace takes on the disk, its automatic limit, the monitor that stops a command when
// the workspace outgrows it, and sparse files that stay sparse in the copy.

#include "git/GitRepository.h"
#include "sandbox/WorkspaceCopier.h"
#include "sandbox/WorkspaceUsage.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {
constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = 1024 * kKiB;
constexpr qint64 kGiB = 1024 * kMiB;

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

qint64 allocated(const QString &path)
{
    struct stat st {};
    return ::lstat(native(path).constData(), &st) == 0 ? qint64(st.st_blocks) * 512 : -1;
}

bool writeAt(const QString &path, qint64 offset, const QByteArray &data)
{
    const int fd = ::open(native(path).constData(), O_WRONLY | O_CREAT, 0644);
    const bool ok = fd >= 0 && ::pwrite(fd, data.constData(), size_t(data.size()), off_t(offset)) == data.size();
    if (fd >= 0)
        ::close(fd);
    return ok;
}

QByteArray readAt(const QString &path, qint64 offset, qint64 length)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(offset))
        return {};
    return f.read(length);
}
} // namespace

class TestWorkspaceUsage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sparseFilesStaySparse()
    {
        // 1 GiB of size, 8 KiB of data: the copy must not write the holes out as zeros.
        shadowbox::test::ScratchRepo repo;
        const QString image = repo.path() + QStringLiteral("/disk.img");
        const QByteArray head(4096, 'h');
        const QByteArray middle(4096, 'm');
        QVERIFY(writeAt(image, 0, head));
        QVERIFY(writeAt(image, 512 * kMiB, middle));
        QVERIFY(::truncate(native(image).constData(), off_t(kGiB)) == 0);
        QVERIFY(allocated(image) < kMiB);
        auto opened = GitRepository::open(repo.path());
        QVERIFY(opened.ok());
        auto baseline = opened->baseline();
        QVERIFY(baseline.ok());

        QTemporaryDir target;
        const QString workspace = target.filePath(QStringLiteral("ws"));
        QElapsedTimer timer;
        timer.start();
        auto stats = WorkspaceCopier(opened->workdir(), workspace).copy(baseline->files, {}, CallOptions());
        QVERIFY2(stats.ok(), qPrintable(stats.errorMessage()));
        const QString copy = workspace + QStringLiteral("/disk.img");
        qInfo("1 GiB sparse file copied in %lld ms; %lld bytes allocated", timer.elapsed(), allocated(copy));
        QCOMPARE(QFileInfo(copy).size(), kGiB);
        QVERIFY2(allocated(copy) < kMiB, qPrintable(QString::number(allocated(copy))));
        QCOMPARE(readAt(copy, 0, 4096), head);
        QCOMPARE(readAt(copy, 512 * kMiB, 4096), middle);
        QCOMPARE(readAt(copy, 256 * kMiB, 16), QByteArray(16, '\0'));
        QCOMPARE(readAt(copy, kGiB - 16, 16), QByteArray(16, '\0'));

        // The workspace's usage counts what is allocated, not the size.
        auto used = WorkspaceUsage::measure(workspace);
        QVERIFY2(used, qPrintable(used.errorMessage()));
        QVERIFY2(*used < 2 * kMiB, qPrintable(QString::number(*used)));
    }

    void measureCountsBlocksOnceAndFollowsNothing()
    {
        QTemporaryDir dir;
        QTemporaryDir outside;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(QDir().mkpath(ws + QStringLiteral("/sub")));
        QVERIFY(writeAt(ws + QStringLiteral("/sub/data.bin"), 0, QByteArray(2 * kMiB, 'x')));
        QVERIFY(::link(native(ws + QStringLiteral("/sub/data.bin")).constData(),
                       native(ws + QStringLiteral("/again.bin")).constData()) == 0);
        QVERIFY(writeAt(outside.filePath(QStringLiteral("big.bin")), 0, QByteArray(8 * kMiB, 'y')));
        QVERIFY(::symlink(native(outside.path()).constData(), native(ws + QStringLiteral("/out")).constData()) == 0);
        auto used = WorkspaceUsage::measure(ws);
        QVERIFY2(used, qPrintable(used.errorMessage()));
        // One copy of 2 MiB plus folders and a link: neither the hard link nor the link's target count again.
        QVERIFY2(*used >= 2 * kMiB && *used < 2 * kMiB + 64 * kKiB, qPrintable(QString::number(*used)));
    }

    void automaticLimit()
    {
        // Plenty of room: 10 GiB.
        QCOMPARE(WorkspaceUsage::automaticLimit(100 * kMiB, 500 * kGiB), 10 * kGiB);
        // Less room: the copy plus the free space minus the 1 GiB margin.
        QCOMPARE(WorkspaceUsage::automaticLimit(100 * kMiB, 5 * kGiB), 100 * kMiB + 4 * kGiB);
        // Very little room: at most half of what is free.
        QCOMPARE(WorkspaceUsage::automaticLimit(100 * kMiB, kGiB), 100 * kMiB + kGiB / 2);
        QCOMPARE(WorkspaceUsage::automaticLimit(100 * kMiB, 0), 100 * kMiB);
    }

    void monitorPace()
    {
        QCOMPARE(WorkspaceUsageMonitor::pauseAfter(0), 1000);
        QCOMPARE(WorkspaceUsageMonitor::pauseAfter(30), 1000);
        QCOMPARE(WorkspaceUsageMonitor::pauseAfter(200), 4000);
    }

    void monitorNoticesGrowth()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(QDir().mkpath(ws));
        QVERIFY(writeAt(ws + QStringLiteral("/start.bin"), 0, QByteArray(kMiB, 's')));
        auto before = WorkspaceUsage::measure(ws);
        QVERIFY(before);
        QElapsedTimer timer;
        timer.start();
        WorkspaceUsageMonitor monitor(ws, *before + 4 * kMiB);
        QTest::qWait(1300);
        QVERIFY(!monitor.exceeded());
        QVERIFY(monitor.measurements() >= 1);
        QVERIFY(writeAt(ws + QStringLiteral("/grown.bin"), 0, QByteArray(8 * kMiB, 'g')));
        QTRY_VERIFY_WITH_TIMEOUT(monitor.exceeded(), 3000);
        qInfo("growth noticed after %lld ms, %d measurements", timer.elapsed(), monitor.measurements());
        QVERIFY(monitor.lastUsage() > *before + 4 * kMiB);
    }

    void monitorCallsBackOnceWhenExceeded()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(QDir().mkpath(ws));
        std::atomic_int calls = 0;
        std::atomic<qint64> reported = 0;
        WorkspaceUsageMonitor monitor(ws, 4 * kMiB, 0, [&](qint64 used) {
            ++calls;
            reported = used;
        });
        QVERIFY(writeAt(ws + QStringLiteral("/grown.bin"), 0, QByteArray(8 * kMiB, 'g')));
        QTRY_COMPARE_WITH_TIMEOUT(calls.load(), 1, 3000);
        QVERIFY(reported.load() > 4 * kMiB);
        QCOMPARE(reported.load(), monitor.lastUsage());
        QTest::qWait(1200);
        QCOMPARE(calls.load(), 1);
    }

    void monitorStopsMidMeasurement()
    {
        // A large workspace takes a while to measure; the monitor's owner may go at any moment (a
        // sandbox stops, the window closes) and must not wait for the walk to end.
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        for (int a = 0; a < 60; ++a) {
            for (int b = 0; b < 60; ++b) {
                const QString folder = ws + QStringLiteral("/%1/%2").arg(a).arg(b);
                QVERIFY(QDir().mkpath(folder));
                for (int f = 0; f < 5; ++f)
                    QVERIFY(writeAt(folder + QStringLiteral("/f%1").arg(f), 0, "x"));
            }
        }
        QElapsedTimer walk;
        walk.start();
        QVERIFY(WorkspaceUsage::measure(ws));
        const qint64 walkMs = walk.elapsed();
        auto monitor = std::make_unique<WorkspaceUsageMonitor>(ws, 1024 * kMiB);
        // The first measurement starts after a second; stop it halfway.
        QTest::qWait(1000 + int(walkMs / 2));
        QElapsedTimer gone;
        gone.start();
        monitor.reset();
        qInfo("a measurement takes %lld ms; the monitor went in %lld ms", walkMs, gone.elapsed());
        QVERIFY2(gone.elapsed() < qMax<qint64>(50, walkMs / 4), qPrintable(QString::number(gone.elapsed())));
    }

    void monitorWithoutLimitDoesNothing()
    {
        QTemporaryDir dir;
        WorkspaceUsageMonitor monitor(dir.path(), 0);
        QTest::qWait(1200);
        QCOMPARE(monitor.measurements(), 0);
        QVERIFY(!monitor.exceeded());
    }

    void checkBeforeCommand()
    {
        QTemporaryDir dir;
        SandboxRecord r;
        r.name = QStringLiteral("full");
        r.workspace = dir.path();
        QVERIFY(writeAt(dir.filePath(QStringLiteral("a.bin")), 0, QByteArray(3 * kMiB, 'a')));
        r.limits.workspaceBytes = 0; // a sandbox from before limits
        QVERIFY(WorkspaceUsage::checkBeforeCommand(r));
        r.limits.workspaceBytes = 8 * kMiB;
        QVERIFY(WorkspaceUsage::checkBeforeCommand(r));
        r.limits.workspaceBytes = 2 * kMiB;
        const Status refused = WorkspaceUsage::checkBeforeCommand(r);
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("its limit is 2.0 MiB")) &&
                     refused.errorMessage().contains(QStringLiteral("takes 3.0 MiB")) &&
                     refused.errorMessage().contains(QStringLiteral("larger workspace limit")),
                 qPrintable(refused.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceUsage)
#include "tst_workspaceusage.moc"
