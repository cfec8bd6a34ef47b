// The Activity page's model and filters: entries in place across refreshes (new ones on top, the
// selection kept), labels, and what each filter lets through; checked by QAbstractItemModelTester.

#include "WidgetTestMain.h"
#include "activity/ActivityModel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>

using namespace shadowbox;

namespace {

ActivityRecord entry(qint64 id, const QString &kind, const QString &origin, const QByteArray &target, bool ok = true)
{
    ActivityRecord e;
    e.id = id;
    e.sandboxId = QStringLiteral("sb");
    e.startedAt = QDateTime::fromMSecsSinceEpoch(1717750000000 + id * 1000, Qt::UTC);
    e.kind = kind;
    e.origin = origin;
    e.target = target;
    e.ok = ok;
    return e;
}

const QString kCommand = QStringLiteral("command");

} // namespace

class TestActivityModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refreshKeepsRowsInPlace()
    {
        ActivityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QItemSelectionModel selection(&model);
        ActivityRecord running = entry(1, kActivityTerminal, kOriginWindow, "shell");
        running.ended = false;
        model.setEntries({entry(2, kActivityWrite, kOriginMcp, "a.txt"), running});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, ActivityModel::ResultColumn).data().toString(), QStringLiteral("running"));
        selection.setCurrentIndex(model.index(1, 0), QItemSelectionModel::SelectCurrent);

        // Two new entries on top, the terminal ended: rows inserted, not a reset.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        ActivityRecord ended = running;
        ended.ended = true;
        ended.exitCode = 130;
        ended.ok = false;
        ActivityRecord command = entry(3, kCommand, kOriginMcp, "make test", false);
        command.exitCode = 2;
        command.runId = 3;
        model.setEntries({command, entry(4, kActivityEdit, kOriginMcp, "b.c"),
                          entry(2, kActivityWrite, kOriginMcp, "a.txt"), ended});
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(selection.currentIndex().row(), 3); // still the terminal's row
        QCOMPARE(model.index(3, ActivityModel::ResultColumn).data().toString(), QStringLiteral("exit 130"));
        QCOMPARE(model.index(0, ActivityModel::ResultColumn).data().toString(), QStringLiteral("exit 2"));
        QCOMPARE(model.index(0, ActivityModel::KindColumn).data().toString(), QStringLiteral("Command"));
        QCOMPARE(model.index(0, ActivityModel::OriginColumn).data().toString(), QStringLiteral("Agent (MCP)"));
        QCOMPARE(model.index(0, 0).data(ActivityModel::RunIdRole).toLongLong(), qint64(3));
        QCOMPARE(model.index(1, 0).data(ActivityModel::RunIdRole).toLongLong(), qint64(0));
        QVERIFY(model.index(0, ActivityModel::ResultColumn).data(Qt::ForegroundRole).isValid()); // a failure stands out

        // A list that does not continue the shown one (another sandbox, a cut tail) is a reset.
        model.setEntries({entry(9, kActivityRead, kOriginCli, "x")});
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        // The same id in the other table is another entry: a command 9 is not the read 9.
        ActivityRecord ran = entry(9, kCommand, kOriginCli, "x");
        ran.runId = 9;
        model.setEntries({ran});
        QCOMPARE(resets.count(), 2);
    }

    // A command shows while it runs (an activity entry, no run yet); one whose process died shows
    // as interrupted, with the reason in its tooltip rather than a folder.
    void runningAndInterruptedCommands()
    {
        ActivityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ActivityRecord running = entry(5, kCommand, kOriginMcp, "sleep 60");
        running.ended = false;
        running.detail = QStringLiteral("src");
        ActivityRecord interrupted = entry(4, kCommand, kOriginCli, "make");
        interrupted.ok = false;
        interrupted.detail = QStringLiteral("interrupted");
        ActivityRecord failed = entry(3, kCommand, kOriginCli, "ls");
        failed.ok = false;
        failed.detail = QStringLiteral("The engine stopped answering.");
        model.setEntries({running, interrupted, failed});
        QCOMPARE(model.index(0, ActivityModel::ResultColumn).data().toString(), QStringLiteral("running"));
        QCOMPARE(model.index(0, ActivityModel::DurationColumn).data().toString(), QString());
        QCOMPARE(model.index(0, 0).data(ActivityModel::RunIdRole).toLongLong(), qint64(0));
        QVERIFY(model.index(0, ActivityModel::TargetColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("in /workspace/src")));
        QCOMPARE(model.index(1, ActivityModel::ResultColumn).data().toString(), QStringLiteral("interrupted"));
        QVERIFY(model.index(1, ActivityModel::ResultColumn).data(Qt::ForegroundRole).isValid());
        QCOMPARE(model.index(2, ActivityModel::ResultColumn).data().toString(), QStringLiteral("failed"));
        QVERIFY(model.index(2, ActivityModel::TargetColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("\nThe engine stopped answering.")));
    }

    void filtersByOriginKindFailureAndText()
    {
        ActivityModel model;
        ActivityFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ActivityRecord failed = entry(5, kCommand, kOriginCli, "make", false);
        failed.exitCode = 1;
        model.setEntries({failed, entry(4, kActivityRead, kOriginMcp, "src/main.c"),
                          entry(3, kActivityDelete, kOriginMcp, "old.txt"),
                          entry(2, kActivityTerminal, kOriginWindow, "shell"),
                          entry(1, kCommand, kOriginWindow, "ls src")});
        QCOMPARE(filter.rowCount(), 5);
        filter.setOrigin(kOriginMcp);
        QCOMPARE(filter.rowCount(), 2);
        filter.setKinds(ActivityFilter::Kinds::Files);
        QCOMPARE(filter.rowCount(), 2);
        filter.setOrigin(QString());
        filter.setKinds(ActivityFilter::Kinds::Commands);
        QCOMPARE(filter.rowCount(), 2);
        filter.setFailuresOnly(true);
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, ActivityModel::TargetColumn).data().toString(), QStringLiteral("make"));
        filter.setFailuresOnly(false);
        filter.setKinds(ActivityFilter::Kinds::All);
        filter.setText(QStringLiteral("SRC"));
        QCOMPARE(filter.rowCount(), 2); // src/main.c and ls src, whatever the case
        filter.setText(QString());
        filter.setKinds(ActivityFilter::Kinds::Terminals);
        QCOMPARE(filter.rowCount(), 1);
    }
};

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestActivityModel)
#include "tst_activitymodel.moc"
