// The list of engine addresses in File ▸ Settings: rows in discovery order, "Probing…" until each
// probe answers, then what the engine said or why it did not answer.
#include "WidgetTestMain.h"
#include "engine/EngineCandidateModel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QSignalSpy>
#include <QTest>

using namespace shadowbox;

namespace {
EngineCandidate candidate(const QString &address, EngineOrigin origin)
{
    auto endpoint = EngineEndpoint::parse(address);
    Q_ASSERT(endpoint);
    return {*endpoint, origin};
}
} // namespace

class TestEngineCandidateModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void probingThenAnswers();
};

void TestEngineCandidateModel::probingThenAnswers()
{
    EngineCandidateModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(EngineCandidateModel::ColumnCount));
    QVERIFY(!model.isProbing());
    QCOMPARE(model.headerData(EngineCandidateModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));

    model.setCandidates(
        {candidate(QStringLiteral("unix:///run/user/1000/podman/podman.sock"), EngineOrigin::RootlessPodman),
         candidate(QStringLiteral("/var/run/docker.sock"), EngineOrigin::DockerSocket)});
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.isProbing());
    QCOMPARE(model.index(0, EngineCandidateModel::AddressColumn).data().toString(),
             QStringLiteral("unix:///run/user/1000/podman/podman.sock"));
    QCOMPARE(model.index(1, EngineCandidateModel::AddressColumn).data().toString(),
             QStringLiteral("unix:///var/run/docker.sock"));
    QCOMPARE(model.index(0, EngineCandidateModel::SourceColumn).data().toString(),
             QStringLiteral("rootless Podman socket"));
    QCOMPARE(model.index(0, EngineCandidateModel::StatusColumn).data().toString(), QStringLiteral("Probing…"));
    QVERIFY(!model.index(0, EngineCandidateModel::StatusColumn).data(EngineCandidateModel::AnswersRole).isValid());
    QVERIFY(!model.index(0, EngineCandidateModel::StatusColumn).data(Qt::DecorationRole).isValid());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    EngineInfo podman;
    podman.kind = EngineKind::Podman;
    podman.version = QStringLiteral("4.3.1");
    model.setProbeResult(0, podman);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(0, 0));
    QCOMPARE(changed.first().at(1).toModelIndex(), model.index(0, EngineCandidateModel::ColumnCount - 1));
    QCOMPARE(model.index(0, EngineCandidateModel::StatusColumn).data().toString(),
             QStringLiteral("answers: Podman 4.3.1"));
    QCOMPARE(model.index(0, EngineCandidateModel::StatusColumn).data(EngineCandidateModel::AnswersRole),
             QVariant(true));
    QVERIFY(model.index(0, EngineCandidateModel::StatusColumn).data(Qt::DecorationRole).canConvert<QIcon>());
    QVERIFY(model.isProbing()); // the second row has not answered yet

    const QString refused =
        QStringLiteral("The container engine at unix:///var/run/docker.sock refused the connection.");
    model.setProbeResult(1, Error::make(Error::Kind::EngineUnreachable, refused));
    QCOMPARE(model.index(1, EngineCandidateModel::StatusColumn).data().toString(), refused);
    QCOMPARE(model.index(1, EngineCandidateModel::StatusColumn).data(Qt::ToolTipRole).toString(), refused);
    QCOMPARE(model.index(1, EngineCandidateModel::StatusColumn).data(EngineCandidateModel::AnswersRole),
             QVariant(false));
    QVERIFY(!model.isProbing());

    // Rows that do not exist (a late probe after a refresh) are ignored.
    model.setProbeResult(7, podman);
    model.setProbeResult(-1, podman);
    QCOMPARE(changed.size(), 2);

    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.isProbing());
}

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestEngineCandidateModel)
#include "tst_enginecandidatemodel.moc"
