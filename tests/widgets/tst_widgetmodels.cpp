// The smaller models of the widget layer: run history, doctor checks, the snapshot timeline and a
// comparison's files.
#include "WidgetTestMain.h"
#include "engine/DoctorCheckModel.h"
#include "sandbox/RunHistoryModel.h"
#include "snapshots/SnapshotDifferenceModel.h"
#include "snapshots/SnapshotTimelineModel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QTest>

using namespace shadowbox;

class TestWidgetModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runHistory();
    void doctorChecks();
    void snapshotTimeline();
    void snapshotDifferences();
};

void TestWidgetModels::snapshotTimeline()
{
    SnapshotTimelineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(SnapshotTimelineModel::ColumnCount));

    SnapshotRecord failed;
    failed.id = 7;
    failed.trigger = SnapshotTrigger::Command;
    failed.command = QStringLiteral("make\n  test");
    failed.exitCode = 2;
    failed.filesChanged = 3;
    failed.files = 40;
    failed.bytes = 2048;
    failed.systemChanged = true;
    failed.createdAt = QDateTime::fromMSecsSinceEpoch(1717750000000, Qt::UTC);
    failed.leftOut.setIdFiles = 1;
    failed.leftOut.deviceNodes = 2;
    SnapshotRecord good;
    good.id = 5;
    good.trigger = SnapshotTrigger::Manual;
    good.label = QStringLiteral("tests pass");
    good.knownGood = true;
    good.filesChanged = 1;
    model.setSnapshots({failed, good});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(5), 1);
    QCOMPARE(model.rowOf(99), -1);

    auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, SnapshotTimelineModel::IdColumn), QStringLiteral("7"));
    QCOMPARE(text(1, SnapshotTimelineModel::IdColumn), QStringLiteral("5 ✓"));
    QCOMPARE(text(0, SnapshotTimelineModel::TriggerColumn), QStringLiteral("Before command: make test (exit 2)"));
    QCOMPARE(text(1, SnapshotTimelineModel::TriggerColumn), QStringLiteral("“tests pass” — Manual"));
    // What the capture did not keep as it found it is flagged, and named in the tooltip.
    QCOMPARE(text(0, SnapshotTimelineModel::ChangedColumn), QStringLiteral("⚠ 3"));
    QCOMPARE(text(1, SnapshotTimelineModel::ChangedColumn), QStringLiteral("1"));
    const QString tip = model.index(0, SnapshotTimelineModel::ChangedColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("setuid or setgid files: 1, device nodes: 2")), qPrintable(tip));
    QVERIFY(!model.index(1, SnapshotTimelineModel::ChangedColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("never restored")));
    QCOMPARE(text(0, SnapshotTimelineModel::SizeColumn), QStringLiteral("2.0 KiB"));
    QCOMPARE(text(0, SnapshotTimelineModel::SystemColumn), QStringLiteral("saved"));
    QCOMPARE(text(1, SnapshotTimelineModel::SystemColumn), QStringLiteral("as its image"));
    QVERIFY(text(0, SnapshotTimelineModel::TimeColumn).startsWith(QStringLiteral("2024-06-07")));
    QCOMPARE(model.index(0, 0).data(SnapshotTimelineModel::SnapshotIdRole).toLongLong(), 7);
    QCOMPARE(model.index(1, 0).data(SnapshotTimelineModel::KnownGoodRole).toBool(), true);
    // A failed command's exit code is red.
    QCOMPARE(model.index(0, SnapshotTimelineModel::TriggerColumn).data(Qt::ForegroundRole).value<QColor>(),
             QColor(0xd0, 0x38, 0x3e));
    QVERIFY(!model.index(1, SnapshotTimelineModel::TriggerColumn).data(Qt::ForegroundRole).isValid());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestWidgetModels::snapshotDifferences()
{
    SnapshotDifferenceModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDifferences({{SnapshotDifference::Kind::Added, QByteArrayLiteral("src/new.c"), false},
                          {SnapshotDifference::Kind::Deleted, QByteArrayLiteral("old.txt"), false},
                          {SnapshotDifference::Kind::Modified, QByteArrayLiteral("logo.png"), true},
                          {SnapshotDifference::Kind::ModeChanged, QByteArrayLiteral("run.sh"), false}});
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("src/new.c (added)"));
    QCOMPARE(model.index(2).data().toString(), QStringLiteral("logo.png (modified, binary)"));
    QCOMPARE(model.index(3).data().toString(), QStringLiteral("run.sh (permissions changed)"));
    QCOMPARE(model.index(1).data(SnapshotDifferenceModel::PathRole).toByteArray(), QByteArray("old.txt"));
    QCOMPARE(model.index(2).data(SnapshotDifferenceModel::BinaryRole).toBool(), true);
    QCOMPARE(model.index(0).data(Qt::ForegroundRole).value<QColor>(), QColor(0x2e, 0x8b, 0x57));
    QCOMPARE(model.index(1).data(Qt::ForegroundRole).value<QColor>(), QColor(0xd0, 0x38, 0x3e));
}

void TestWidgetModels::runHistory()
{
    RunHistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);

    RunRecord ok;
    ok.id = 2;
    ok.command = QStringLiteral("make\n  test");
    ok.exitCode = 0;
    ok.durationMs = 123;
    ok.startedAt = QDateTime::currentDateTimeUtc();
    RunRecord failed = ok;
    failed.id = 1;
    failed.command = QStringLiteral("false");
    failed.exitCode = 1;
    failed.durationMs = 12'345;
    RunRecord canceled = ok;
    canceled.canceled = true;
    model.setRuns({ok, failed, canceled});

    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, RunHistoryModel::CommandColumn).data().toString(), QStringLiteral("make test"));
    QCOMPARE(model.index(0, RunHistoryModel::CommandColumn).data(RunHistoryModel::CommandRole).toString(), ok.command);
    QCOMPARE(model.index(0, RunHistoryModel::ResultColumn).data().toString(), QStringLiteral("exit 0"));
    QCOMPARE(model.index(0, RunHistoryModel::DurationColumn).data().toString(), QStringLiteral("123 ms"));
    QCOMPARE(model.index(1, RunHistoryModel::ResultColumn).data().toString(), QStringLiteral("exit 1"));
    QCOMPARE(model.index(1, RunHistoryModel::DurationColumn).data().toString(), QStringLiteral("12.3 s"));
    QVERIFY(model.index(1, RunHistoryModel::ResultColumn).data(Qt::ForegroundRole).canConvert<QColor>());
    QVERIFY(!model.index(0, RunHistoryModel::ResultColumn).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(2, RunHistoryModel::ResultColumn).data().toString(), QStringLiteral("canceled"));
    QCOMPARE(model.runAt(1).id, 1);

    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestWidgetModels::doctorChecks()
{
    DoctorCheckModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChecks(
        {{DoctorCheck::Id::Engine, QStringLiteral("Engine"), true, QStringLiteral("Podman 4.3.1"), QString()},
         {DoctorCheck::Id::Images, QStringLiteral("Images"), false, QStringLiteral("The engine has no images."),
          QString(), Diagnosis::Action::BuildStarterImage},
         {DoctorCheck::Id::RunContainer, QStringLiteral("Run a container"), false, QStringLiteral("No OCI runtime."),
          QStringLiteral("sudo apt install runc")}});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, DoctorCheckModel::CheckColumn).data().toString(), QStringLiteral("Images"));
    // The window names its own menu item, never the command line, for Shadowbox's own fixes.
    QCOMPARE(model.index(1, DoctorCheckModel::FixColumn).data().toString(),
             QStringLiteral("Engine ▸ Build Starter Image"));
    QCOMPARE(model.index(2, DoctorCheckModel::FixColumn).data().toString(), QStringLiteral("sudo apt install runc"));
    QCOMPARE(model.index(0, DoctorCheckModel::CheckColumn).data(DoctorCheckModel::OkRole).toBool(), true);
    QCOMPARE(model.index(1, DoctorCheckModel::CheckColumn).data(DoctorCheckModel::OkRole).toBool(), false);
    QVERIFY(model.index(0, DoctorCheckModel::CheckColumn).data(Qt::DecorationRole).canConvert<QIcon>());
    QVERIFY(!model.index(0, DoctorCheckModel::DetailColumn).data(Qt::DecorationRole).isValid());
    model.setChecks({});
    QCOMPARE(model.rowCount(), 0);
}

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestWidgetModels)
#include "tst_widgetmodels.moc"
