// Each run's output is kept on disk, bounded, with the cut marked; History and `sandbox output`
// read it back.

#include "sandbox/RunOutputLog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

class RunOutputTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keepsChannelsAndOrder()
    {
        QTemporaryDir data;
        {
            RunOutputLog log(data.path(), QStringLiteral("sbx1"));
            QVERIFY(log.isOpen());
            log.append(OutputChannel::Stdout, "one\n");
            log.append(OutputChannel::Stderr, "two\n");
            log.append(OutputChannel::Stdout, QByteArray("\xff\x00three\n", 7));
            QVERIFY(log.finish(42));
        }
        const QString path = RunOutputLog::path(data.path(), QStringLiteral("sbx1"), 42);
        auto out = RunOutputLog::read(path);
        QVERIFY2(out, qPrintable(out.errorMessage()));
        QCOMPARE(out->chunks.size(), 3);
        QCOMPARE(out->chunks.at(0).data, QByteArray("one\n"));
        QCOMPARE(out->chunks.at(1).channel, OutputChannel::Stderr);
        QCOMPARE(out->chunks.at(2).data, QByteArray("\xff\x00three\n", 7));
        QCOMPARE(out->cutBytes, 0);
        // What a command printed may hold secrets: private to the user.
        const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                                                QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFileInfo(path).permissions() & others, QFileDevice::Permissions());
        const QFileDevice::Permissions folder =
            QFileInfo(RunOutputLog::folder(data.path(), QStringLiteral("sbx1"))).permissions();
        QCOMPARE(folder & others, QFileDevice::Permissions());
        // Nothing else is left in the folder.
        QCOMPARE(QDir(RunOutputLog::folder(data.path(), QStringLiteral("sbx1"))).entryList(QDir::Files),
                 QStringList{QStringLiteral("42.log")});
    }

    void boundedWithTheCutMarked()
    {
        QTemporaryDir data;
        RunOutputLog log(data.path(), QStringLiteral("sbx"), 10);
        log.append(OutputChannel::Stdout, "0123456");
        log.append(OutputChannel::Stdout, "789abcdef");
        log.append(OutputChannel::Stderr, "more");
        QVERIFY(log.finish(1));
        auto out = RunOutputLog::read(RunOutputLog::path(data.path(), QStringLiteral("sbx"), 1));
        QVERIFY(out);
        QCOMPARE(out->keptBytes, 10);
        QCOMPARE(out->cutBytes, 10);
        QCOMPARE(out->chunks.last().data, QByteArray("789"));
    }

    void unfinishedLogLeavesNothing()
    {
        QTemporaryDir data;
        {
            RunOutputLog log(data.path(), QStringLiteral("sbx"));
            log.append(OutputChannel::Stdout, "never recorded");
        }
        QCOMPARE(QDir(RunOutputLog::folder(data.path(), QStringLiteral("sbx"))).entryList(QDir::Files), QStringList());
    }

    void logCutShortKeepsWhatIsWhole()
    {
        QTemporaryDir data;
        RunOutputLog log(data.path(), QStringLiteral("sbx"));
        log.append(OutputChannel::Stdout, "whole\n");
        log.append(OutputChannel::Stdout, "half of this frame\n");
        QVERIFY(log.finish(3));
        const QString path = RunOutputLog::path(data.path(), QStringLiteral("sbx"), 3);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() - 5));
        f.close();
        auto out = RunOutputLog::read(path);
        QVERIFY(out);
        QCOMPARE(out->chunks.size(), 1);
        QCOMPARE(out->chunks.first().data, QByteArray("whole\n"));
        QVERIFY(!RunOutputLog::read(data.path() + QStringLiteral("/missing.log")));
    }
};

QTEST_GUILESS_MAIN(RunOutputTest)
#include "tst_runoutput.moc"
