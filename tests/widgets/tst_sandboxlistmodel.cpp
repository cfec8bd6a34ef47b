#include "WidgetTestMain.h"
#include "common/StateAppearance.h"
#include "sandbox/SandboxListModel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QSignalSpy>
#include <QTest>

using namespace shadowbox;

namespace {
SandboxRecord makeRecord(const QString &id, const QString &name, SandboxState state = SandboxState::Running)
{
    SandboxRecord r;
    r.id = id;
    r.name = name;
    r.state = state;
    r.image = QStringLiteral("shadowbox-starter:1");
    r.engineKind = QStringLiteral("Podman");
    r.engineVersion = QStringLiteral("4.3.1");
    r.engineEndpoint = QStringLiteral("unix:///run/podman/podman.sock");
    r.repository = QStringLiteral("/home/user/") + name;
    r.createdAt = QDateTime(QDate(2026, 11, 29), QTime(10, 30), Qt::UTC);
    return r;
}
} // namespace

class TestSandboxListModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void emptyModel();
    void insertUpdateRemove();
    void setSandboxesMerges();
    void dataRoles();
    void tooltipShowsLastError();
    void headers();
    void ignoresRecordsWithoutId();
};

void TestSandboxListModel::emptyModel()
{
    SandboxListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(SandboxListModel::ColumnCount));
    QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);
    model.remove(QStringLiteral("nope"));
    QCOMPARE(model.rowCount(), 0);
}

void TestSandboxListModel::insertUpdateRemove()
{
    SandboxListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

    model.upsert(makeRecord(QStringLiteral("a1"), QStringLiteral("alpha"), SandboxState::Creating));
    model.upsert(makeRecord(QStringLiteral("b2"), QStringLiteral("beta")));
    model.upsert(makeRecord(QStringLiteral("c3"), QStringLiteral("gamma")));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(model.rowOf(QStringLiteral("b2")), 1);

    // Same id: updated in place, not appended.
    SandboxRecord alpha = makeRecord(QStringLiteral("a1"), QStringLiteral("alpha"), SandboxState::Running);
    model.upsert(alpha);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(0, 0));
    QCOMPARE(changed.first().at(1).toModelIndex(), model.index(0, SandboxListModel::ColumnCount - 1));
    QCOMPARE(model.recordAt(0).state, SandboxState::Running);

    model.remove(QStringLiteral("b2"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(model.rowOf(QStringLiteral("c3")), 1);
    QCOMPARE(model.recordAt(1).name, QStringLiteral("gamma"));

    model.remove(QStringLiteral("a1"));
    model.remove(QStringLiteral("c3"));
    QCOMPARE(model.rowCount(), 0);
    model.upsert(makeRecord(QStringLiteral("d4"), QStringLiteral("delta")));
    QCOMPARE(model.rowOf(QStringLiteral("d4")), 0);
}

void TestSandboxListModel::setSandboxesMerges()
{
    SandboxListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSandboxes({makeRecord(QStringLiteral("a"), QStringLiteral("one")),
                        makeRecord(QStringLiteral("b"), QStringLiteral("two")),
                        makeRecord(QStringLiteral("c"), QStringLiteral("three"))});
    QCOMPARE(model.rowCount(), 3);

    // A persistent index on a surviving row stays valid: the list is merged, not reset.
    QPersistentModelIndex three(model.index(2, 0));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setSandboxes({makeRecord(QStringLiteral("c"), QStringLiteral("three"), SandboxState::Stopped),
                        makeRecord(QStringLiteral("d"), QStringLiteral("four"))});
    QCOMPARE(reset.count(), 0);
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(three.isValid());
    QCOMPARE(three.data().toString(), QStringLiteral("three"));
    QCOMPARE(model.recordAt(model.rowOf(QStringLiteral("c"))).state, SandboxState::Stopped);
    QVERIFY(model.contains(QStringLiteral("d")));
    QVERIFY(!model.contains(QStringLiteral("a")));

    model.setSandboxes({});
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!three.isValid());
}

void TestSandboxListModel::dataRoles()
{
    SandboxListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.upsert(makeRecord(QStringLiteral("id1"), QStringLiteral("web"), SandboxState::Stopped));

    QCOMPARE(model.index(0, SandboxListModel::NameColumn).data().toString(), QStringLiteral("web"));
    QCOMPARE(model.index(0, SandboxListModel::StateColumn).data().toString(), stateLabel(SandboxState::Stopped));
    QCOMPARE(model.index(0, SandboxListModel::ImageColumn).data().toString(), QStringLiteral("shadowbox-starter:1"));
    QCOMPARE(model.index(0, SandboxListModel::EngineColumn).data().toString(), QStringLiteral("Podman 4.3.1"));
    QVERIFY(!model.index(0, SandboxListModel::CreatedColumn).data().toString().isEmpty());
    // The policy in force, on every row; the sentence in its tooltip.
    QCOMPARE(model.index(0, SandboxListModel::NetworkColumn).data().toString(), QStringLiteral("None"));
    SandboxRecord gateway = makeRecord(QStringLiteral("id2"), QStringLiteral("api"), SandboxState::Running);
    gateway.networkMode = NetworkMode::Gateway;
    gateway.networkPolicy = NetworkPolicy::MocksOnly;
    model.upsert(gateway);
    const QModelIndex network = model.index(model.rowOf(QStringLiteral("id2")), SandboxListModel::NetworkColumn);
    QCOMPARE(network.data().toString(), QStringLiteral("Mocks only"));
    QVERIFY2(network.data(Qt::ToolTipRole).toString().contains(QLatin1String("mocked hosts answer")),
             qPrintable(network.data(Qt::ToolTipRole).toString()));
    // Who answers the mocked hosts, and what Shadowbox runs it from when it runs it.
    gateway.networkMockServer = MockServer{QStringLiteral("WireMock"), QStringLiteral("127.0.1.2"), 8080, {}, {}, {}};
    model.upsert(gateway);
    QVERIFY2(network.data(Qt::ToolTipRole).toString().endsWith(QLatin1String("answered by WireMock at 127.0.1.2:8080")),
             qPrintable(network.data(Qt::ToolTipRole).toString()));
    gateway.networkMockServer->image = QStringLiteral("wiremock/wiremock:3.13.2");
    model.upsert(gateway);
    QVERIFY2(network.data(Qt::ToolTipRole)
                 .toString()
                 .endsWith(QLatin1String("answered by WireMock at 127.0.1.2:8080, which Shadowbox runs from "
                                         "wiremock/wiremock:3.13.2")),
             qPrintable(network.data(Qt::ToolTipRole).toString()));
    gateway.networkMockServer.reset();
    gateway.networkPolicy = NetworkPolicy::None;
    model.upsert(gateway);
    QCOMPARE(network.data().toString(), QStringLiteral("None"));
    QVERIFY(network.data(Qt::ToolTipRole).toString().contains(QLatin1String("nothing answers")));
    QCOMPARE(model.headerData(SandboxListModel::NetworkColumn, Qt::Horizontal).toString(), QStringLiteral("Network"));
    model.remove(QStringLiteral("id2"));

    const QVariant decoration = model.index(0, SandboxListModel::StateColumn).data(Qt::DecorationRole);
    QVERIFY(decoration.canConvert<QIcon>());
    const QImage dot = decoration.value<QIcon>().pixmap(16, 16).toImage();
    QCOMPARE(dot.pixelColor(8, 8).rgb(), stateColor(SandboxState::Stopped).rgb());
    QVERIFY(!model.index(0, SandboxListModel::NameColumn).data(Qt::DecorationRole).isValid());

    QCOMPARE(model.index(0, 3).data(SandboxListModel::IdRole).toString(), QStringLiteral("id1"));
    QCOMPARE(model.index(0, 0).data(SandboxListModel::StateRole).toInt(), int(SandboxState::Stopped));
    const auto record = model.index(0, 0).data(SandboxListModel::RecordRole).value<SandboxRecord>();
    QCOMPARE(record.name, QStringLiteral("web"));

    // Different states get different dots.
    QVERIFY(stateColor(SandboxState::Running) != stateColor(SandboxState::Failed));
}

void TestSandboxListModel::tooltipShowsLastError()
{
    SandboxListModel model;
    SandboxRecord r = makeRecord(QStringLiteral("x"), QStringLiteral("broken"), SandboxState::Lost);
    r.lastError = QStringLiteral("Its container no longer exists on the engine.");
    model.upsert(r);
    for (int column = 0; column < model.columnCount(); ++column)
        QCOMPARE(model.index(0, column).data(Qt::ToolTipRole).toString(), r.lastError);
    QCOMPARE(model.index(0, SandboxListModel::StateColumn).data(Qt::ForegroundRole).value<QColor>(),
             stateColor(SandboxState::Lost));

    r.lastError.clear();
    r.state = SandboxState::Running;
    model.upsert(r);
    QCOMPARE(model.index(0, SandboxListModel::EngineColumn).data(Qt::ToolTipRole).toString(), r.engineEndpoint);
    QVERIFY(!model.index(0, SandboxListModel::StateColumn).data(Qt::ForegroundRole).isValid());
}

void TestSandboxListModel::headers()
{
    SandboxListModel model;
    const QStringList expected{QStringLiteral("Name"),  QStringLiteral("State"),  QStringLiteral("Network"),
                               QStringLiteral("Image"), QStringLiteral("Engine"), QStringLiteral("Created")};
    for (int column = 0; column < expected.size(); ++column)
        QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), expected.at(column));
}

void TestSandboxListModel::ignoresRecordsWithoutId()
{
    SandboxListModel model;
    model.upsert(SandboxRecord{});
    QCOMPARE(model.rowCount(), 0);
}

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestSandboxListModel)
#include "tst_sandboxlistmodel.moc"
