// The smaller models of the widget layer: run history and doctor checks.
#include "WidgetTestMain.h"
#include "engine/DoctorCheckModel.h"
#include "sandbox/RunHistoryModel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QIcon>
#include <QTest>

using namespace shadowbox;

class TestWidgetModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runHistory();
    void doctorChecks();
};

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
