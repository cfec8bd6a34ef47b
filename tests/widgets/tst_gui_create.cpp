// The whole GUI flow against a real engine: connect, create a sandbox through the New Sandbox
// dialog, run a command in the console, cancel one, destroy the sandbox and prove it is gone.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "engine/DoctorCheckModel.h"
#include "engine/DoctorDialog.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "network/MockServerDialog.h"
#include "runtime/StarterImage.h"
#include "sandbox/AllowlistDialog.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/NewSandboxDialog.h"
#include "sandbox/RunHistoryModel.h"
#include "sandbox/RunHistoryView.h"
#include "sandbox/SandboxDetailsPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;
constexpr int kCreateTimeoutMs = 120'000;

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}
} // namespace

class TestGuiCreate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void createRunDestroy();

private:
    QString m_engineKind;
    std::shared_ptr<EngineClient> m_client;
};

void TestGuiCreate::initTestCase()
{
    QSettings().clear(); // window layout and dialog memory start from the defaults
    // The engine and the starter image must be there: in CI a missing engine fails, never skips.
    auto engine = test::connectTestEngine();
    QVERIFY2(engine, qPrintable(engine.errorMessage()));
    m_engineKind = engine->info.kindName();
    m_client = engine->client;
}

void TestGuiCreate::createRunDestroy()
{
    QTemporaryDir data;
    QTemporaryDir runtime;
    QVERIFY(data.isValid() && runtime.isValid());
    SessionConfig config;
    config.dataDir = data.path();
    config.runtimeDir = runtime.path();
    config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
    config.allowEmbedded = false;
    Session session(config);
    PresetPrompter prompter;

    // A container labelled as a sandbox that no store knows: the window must report it as an orphan.
    const QString orphanId = QStringLiteral("orphan%1").arg(QDateTime::currentMSecsSinceEpoch() % 100'000'000);
    ContainerSpec orphanSpec;
    orphanSpec.name = QStringLiteral("shadowbox-") + orphanId;
    orphanSpec.image = starter::reference();
    orphanSpec.cmd = {QStringLiteral("true")};
    orphanSpec.labels.insert(QLatin1String(kSandboxLabel), orphanId);
    {
        // Orphans are resources of this installation's database; create it first to learn its id.
        auto store = Store::open(config.dataDir + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        orphanSpec.labels.insert(QLatin1String(kStoreLabel), (*store)->storeId());
    }
    auto orphan = m_client->createContainer(orphanSpec, CallOptions::withTimeout(30'000));
    QVERIFY2(orphan, qPrintable(orphan.errorMessage()));

    auto window = std::make_unique<MainWindow>(session, prompter);
    window->resize(1280, 800);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->startSession();

    // Connect.
    QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                             kEngineTimeoutMs);
    QVERIFY2(window->engineStatusText().contains(m_engineKind), qPrintable(window->engineStatusText()));
    QVERIFY2(window->aboutText().contains(QStringLiteral("Engine: ") + m_engineKind), qPrintable(window->aboutText()));
    QVERIFY(session.manager());
    QCOMPARE(window->sandboxModel()->rowCount(), 0);

    // Reconcile found the orphan. Other tests may share this engine, so only ours is cleaned up
    // (the banner's Clean Up button would remove theirs too).
    auto *orphanBanner = window->findChild<Banner *>(QStringLiteral("orphanBanner"));
    QTRY_VERIFY_WITH_TIMEOUT(orphanBanner->isVisible(), kEngineTimeoutMs);
    QVERIFY2(orphanBanner->text().contains(orphanSpec.name), qPrintable(orphanBanner->text()));
    QVERIFY2(orphanBanner->details().contains(orphanSpec.name), qPrintable(orphanBanner->details()));
    auto cleaned = test::await(session.manager()->cleanupOrphan(orphanId));
    QVERIFY2(cleaned && cleaned->clean(), qPrintable(cleaned ? cleaned->summary() : cleaned.errorMessage()));

    // Before the first sandbox the list says how to make one.
    QVERIFY(window->findChild<QWidget *>(QStringLiteral("listPlaceholder"))->isVisible());

    // Building the starter image when it exists already is quick and harmless to others.
    // The check may answer before trigger() returns, so the test waits for the outcome instead of
    // expecting to catch the task running.
    auto *starterAction = window->findChild<QAction *>(QStringLiteral("buildStarterImageAction"));
    QTRY_VERIFY(starterAction->isEnabled());
    QSignalSpy starterFinished(window->controller(), &SessionController::starterImageFinished);
    starterAction->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(starterFinished.count(), 1, kCreateTimeoutMs);
    QVERIFY2(starterFinished.first().first().toString().isEmpty(),
             qPrintable(starterFinished.first().first().toString()));
    QVERIFY(!window->controller()->isBuildingStarterImage());
    QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
             qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("The starter image is ready."));
    QVERIFY(!window->findChild<Banner *>(QStringLiteral("imageBanner"))->isVisible());

    // A repository with a committed README and one untracked file.
    test::ScratchRepo repo;
    repo.write(QStringLiteral("README.md"), "hello from the readme\n");
    QVERIFY(repo.commitAll(QStringLiteral("readme")));
    repo.write(QStringLiteral("notes.txt"), "not committed\n");

    // New Sandbox, through the action the menu, toolbar and Ctrl+N share.
    auto *newAction = window->findChild<QAction *>(QStringLiteral("newSandboxAction"));
    QVERIFY(newAction);
    QTRY_VERIFY(newAction->isEnabled());
    newAction->trigger();
    NewSandboxDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window->findChild<NewSandboxDialog *>()) != nullptr);
    QTRY_VERIFY(dialog->isVisible());
    auto *repositoryEdit = dialog->findChild<QLineEdit *>(QStringLiteral("repositoryEdit"));
    repositoryEdit->clear();
    QTest::keyClicks(repositoryEdit, repo.path());
    auto *images = dialog->findChild<QComboBox *>(QStringLiteral("imageCombo"));
    QTRY_VERIFY_WITH_TIMEOUT(images->isEnabled(), kEngineTimeoutMs);
    QVERIFY2(NewSandboxDialog::isStarterImage(images->currentText()), qPrintable(images->currentText()));
    const QString name = QStringLiteral("gui-test-%1").arg(test::testEngineName());
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit")), name);
    QPushButton *create =
        dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok);
    QVERIFY2(create->isEnabled(), qPrintable(dialog->problem()));
    QVERIFY(dialog->grab().save(screenshotDir() +
                                QStringLiteral("/new-sandbox-dialog-%1.png").arg(test::testEngineName())));
    QTest::mouseClick(create, Qt::LeftButton);
    QTRY_VERIFY(!window->findChild<NewSandboxDialog *>());

    // The sandbox appears, runs and is selected.
    SandboxListModel *model = window->sandboxModel();
    auto runningRow = [&] {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->recordAt(row).name == name && model->recordAt(row).state == SandboxState::Running)
                return row;
        }
        return -1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(runningRow() >= 0, kCreateTimeoutMs);
    QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
             qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));
    const SandboxRecord record = model->recordAt(runningRow());
    QTRY_VERIFY(window->selectedSandbox() && window->selectedSandbox()->id == record.id);
    QVERIFY(!window->findChild<QWidget *>(QStringLiteral("createProgress"))->isVisible());
    SandboxDetailsPanel *details = window->detailsPanel();
    QCOMPARE(details->fieldText(QStringLiteral("workspaceValue")), record.workspace);
    QVERIFY(details->fieldText(QStringLiteral("baselineValue")).contains(QStringLiteral("1 untracked")));
    QVERIFY(details->fieldText(QStringLiteral("stateValue")).contains(QStringLiteral("Running")));
    QVERIFY(details->fieldText(QStringLiteral("totalStepValue")).contains(QStringLiteral("ms")) ||
            details->fieldText(QStringLiteral("totalStepValue")).contains(QStringLiteral(" s")));
    // Behind its gateway, mocks only: the list says so, and the menu changes it while it runs.
    QCOMPARE(record.networkMode, NetworkMode::Gateway);
    const auto networkCell = [&] {
        return model->index(model->rowOf(record.id), SandboxListModel::NetworkColumn).data().toString();
    };
    QCOMPARE(networkCell(), QStringLiteral("Mocks only"));
    auto *toNone = window->findChild<QAction *>(QStringLiteral("networkPolicy-none"));
    auto *toMocks = window->findChild<QAction *>(QStringLiteral("networkPolicy-mocks-only"));
    QVERIFY(toNone && toMocks);
    QTRY_VERIFY(toNone->isEnabled() && toMocks->isChecked());
    toNone->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(networkCell(), QStringLiteral("None"), kEngineTimeoutMs);
    QTRY_VERIFY(toNone->isChecked() && toNone->isEnabled());
    QVERIFY(details->fieldText(QStringLiteral("networkValue")).contains(QStringLiteral("nothing answers")));
    QCOMPARE(test::await(session.store()->findSandbox(record.id)).value()->networkPolicy, NetworkPolicy::None);
    toMocks->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(networkCell(), QStringLiteral("Mocks only"), kEngineTimeoutMs);
    QVERIFY(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0);

    // Open asks first; declined, nothing changes and the check mark stays.
    auto *toOpen = window->findChild<QAction *>(QStringLiteral("networkPolicy-open"));
    QVERIFY(toOpen);
    QTRY_VERIFY(toOpen->isEnabled() && toMocks->isChecked());
    const int openAsked = prompter.count(PresetPrompter::Shown::Kind::Question);
    prompter.setNextAnswer(false);
    toOpen->trigger();
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), openAsked + 1);
    QVERIFY(toMocks->isChecked() && !toOpen->isChecked());
    QCOMPARE(test::await(session.store()->findSandbox(record.id)).value()->networkPolicy, NetworkPolicy::MocksOnly);

    // The allowlist: a preset and a host of one's own; a line that is no host keeps Save disabled.
    auto *editAllowlist = window->findChild<QAction *>(QStringLiteral("editAllowlistAction"));
    QVERIFY(editAllowlist && editAllowlist->isEnabled());
    editAllowlist->trigger();
    AllowlistDialog *allowlist = nullptr;
    QTRY_VERIFY((allowlist = window->findChild<AllowlistDialog *>()) && allowlist->isVisible());
    auto *presets = allowlist->findChild<QListWidget *>(QStringLiteral("allowlistPresets"));
    auto *hosts = allowlist->findChild<QPlainTextEdit *>(QStringLiteral("allowlistHosts"));
    auto *save = allowlist->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(presets && hosts && save && save->isEnabled());
    const QList<QListWidgetItem *> pypi = presets->findItems(QStringLiteral("pypi"), Qt::MatchStartsWith);
    QCOMPARE(pypi.size(), 1);
    pypi.first()->setCheckState(Qt::Checked);
    hosts->setFocus();
    QTest::keyClicks(hosts, QStringLiteral("https://example.org/"));
    QVERIFY(!save->isEnabled());
    QVERIFY(allowlist->problem().contains(QStringLiteral("Line 1")));
    hosts->setPlainText(QStringLiteral("*.example.com record\n"));
    QVERIFY2(!save->isEnabled() && allowlist->problem().contains(QStringLiteral("one host")),
             qPrintable(allowlist->problem()));
    // "record" after a host: what passes to it is recorded, to become stubs.
    hosts->setPlainText(QStringLiteral("example.org:8443\napi.example.com record\n"));
    QVERIFY(save->isEnabled() && allowlist->usePolicy());
    QVERIFY(allowlist->grab().save(screenshotDir() + QStringLiteral("/allowlist-%1.png").arg(test::testEngineName())));
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(networkCell() == QLatin1String("Allowlist"),
                              qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)), kEngineTimeoutMs);
    QTRY_VERIFY(details->fieldText(QStringLiteral("networkValue")).contains(QStringLiteral("example.org:8443")));
    QVERIFY(details->fieldText(QStringLiteral("networkValue")).contains(QStringLiteral("api.example.com (recorded)")));
    const SandboxRecord allowed = test::await(session.store()->findSandbox(record.id)).value().value();
    QCOMPARE(allowed.networkPolicy, NetworkPolicy::Allowlist);
    QCOMPARE(allowed.networkAllow.size(), 4); // pypi's two hosts, example.org:8443 and the recorded host
    QVERIFY(allowed.networkAllow.contains(AllowRule{QStringLiteral("example.org"), 8443, QString()}));
    QVERIFY(allowed.networkAllow.contains(AllowRule{QStringLiteral("api.example.com"), 0, QString(), true}));
    // The gateway enforces the recording too.
    const auto enforced = GatewayMocks(session.manager()->context()).inForce(allowed);
    QVERIFY2(enforced && enforced->records && enforced->allow == allowed.networkAllow,
             qPrintable(enforced ? QString() : enforced.errorMessage()));
    QTRY_VERIFY(window->findChild<QAction *>(QStringLiteral("networkPolicy-allowlist"))->isChecked());
    QVERIFY(window->grab().save(screenshotDir() +
                                QStringLiteral("/main-window-allowlist-%1.png").arg(test::testEngineName())));
    toMocks->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(networkCell(), QStringLiteral("Mocks only"), kEngineTimeoutMs);
    QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
             qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));

    // A mock server of one's own: what is typed is checked as it is typed, Save hands it the mocked
    // hosts (the names it alone answers among them), and unchecking gives them back to the gateway.
    auto *editMockServer = window->findChild<QAction *>(QStringLiteral("mockServerAction"));
    QTRY_VERIFY(editMockServer && editMockServer->isEnabled());
    editMockServer->trigger();
    MockServerDialog *mockServer = nullptr;
    QTRY_VERIFY((mockServer = window->findChild<MockServerDialog *>()) && mockServer->isVisible());
    auto *saveServer = mockServer->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!mockServer->serverBox()->isChecked() && saveServer->isEnabled());
    mockServer->serverBox()->setChecked(true);
    QVERIFY(!saveServer->isEnabled() && mockServer->problemLabel()->isHidden()); // nothing typed yet
    QTest::keyClicks(mockServer->addressEdit(), QStringLiteral("10.0.0.1:8080"));
    QVERIFY(!saveServer->isEnabled());
    QVERIFY2(mockServer->problemLabel()->text().contains(QStringLiteral("loopback address")),
             qPrintable(mockServer->problemLabel()->text()));
    mockServer->addressEdit()->setText(QStringLiteral("127.0.1.1:8080"));
    QVERIFY(saveServer->isEnabled() && mockServer->problemLabel()->isHidden());
    QTest::keyClicks(mockServer->nameEdit(), QStringLiteral("WireMock"));
    mockServer->hostsEdit()->setPlainText(QStringLiteral("s3.example.test\nlocalhost\n"));
    QVERIFY2(!saveServer->isEnabled() && mockServer->problemLabel()->text().contains(QStringLiteral("localhost")),
             qPrintable(mockServer->problemLabel()->text()));
    mockServer->hostsEdit()->setPlainText(QStringLiteral("s3.example.test\n"));
    QVERIFY(saveServer->isEnabled());
    // Arguments are for an image Shadowbox runs, and the image must be one an engine takes.
    mockServer->argumentsEdit()->setText(QStringLiteral("--port 8080"));
    QVERIFY2(!saveServer->isEnabled() && mockServer->problemLabel()->text().contains(QStringLiteral("image")),
             qPrintable(mockServer->problemLabel()->text()));
    mockServer->imageEdit()->setText(QStringLiteral("WireMock/WireMock"));
    QVERIFY2(!saveServer->isEnabled() &&
                 mockServer->problemLabel()->text().contains(QStringLiteral("WireMock/WireMock")),
             qPrintable(mockServer->problemLabel()->text()));
    mockServer->imageEdit()->clear();
    mockServer->argumentsEdit()->clear();
    QVERIFY(saveServer->isEnabled());
    // As the README shows it: a WireMock image Shadowbox would run (not saved so: no registry here).
    mockServer->imageEdit()->setText(QStringLiteral("wiremock/wiremock:3.13.2"));
    QVERIFY(saveServer->isEnabled() && mockServer->problemLabel()->isHidden());
    QVERIFY(
        mockServer->grab().save(screenshotDir() + QStringLiteral("/mock-server-%1.png").arg(test::testEngineName())));
    mockServer->imageEdit()->clear();
    QTest::mouseClick(saveServer, Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(details->fieldText(QStringLiteral("networkValue"))
                                  .contains(QStringLiteral("answered by WireMock at 127.0.1.1:8080")),
                              qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)), kEngineTimeoutMs);
    const SandboxRecord served = test::await(session.store()->findSandbox(record.id)).value().value();
    QVERIFY(served.networkMockServer &&
            served.networkMockServer->hosts == QStringList{QStringLiteral("s3.example.test")});
    const auto serving = GatewayMocks(session.manager()->context()).inForce(served);
    QVERIFY2(serving && serving->mockServer && serving->mockServer->port == 8080 &&
                 serving->mockServer->address == QLatin1String("127.0.1.1"),
             qPrintable(serving ? QString() : serving.errorMessage()));
    const auto named = SandboxGateway(session.manager()->context()).mockedHosts(record.id);
    QVERIFY(named && named->contains(QStringLiteral("s3.example.test")));
    auto *networkState = window->findChild<QLabel *>(QStringLiteral("networkState"));
    QVERIFY(networkState);
    // The Network page shows the server's own stubs, or here why it cannot: nothing listens there.
    QTRY_VERIFY2(networkState->text().contains(QStringLiteral("of WireMock at 127.0.1.1:8080, which keeps them")) &&
                     networkState->text().contains(QStringLiteral(
                         "does not answer as WireMock's admin API does (nothing in the sandbox listens on "
                         "127.0.1.1:8080)")),
                 qPrintable(networkState->text()));
    // Nothing listens there yet: the status line says the server named no hosts of its own, and why.
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Only the names given resolve")),
                 qPrintable(window->statusBar()->currentMessage()));
    // Opened again, the dialog shows it as saved; unchecked, the gateway answers again.
    QTRY_VERIFY(editMockServer->isEnabled());
    editMockServer->trigger();
    QTRY_VERIFY((mockServer = window->findChild<MockServerDialog *>()) && mockServer->isVisible());
    QVERIFY(mockServer->serverBox()->isChecked());
    QCOMPARE(mockServer->addressEdit()->text(), QStringLiteral("127.0.1.1:8080"));
    QCOMPARE(mockServer->nameEdit()->text(), QStringLiteral("WireMock"));
    QCOMPARE(mockServer->hostsEdit()->toPlainText(), QStringLiteral("s3.example.test"));
    mockServer->serverBox()->setChecked(false);
    QTest::mouseClick(mockServer->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        !details->fieldText(QStringLiteral("networkValue")).contains(QStringLiteral("answered by")), kEngineTimeoutMs);
    QVERIFY(!test::await(session.store()->findSandbox(record.id)).value()->networkMockServer);
    const auto unserved = GatewayMocks(session.manager()->context()).inForce(served);
    QVERIFY(unserved && !unserved->mockServer);
    QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
             qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));

    // While it runs, the window keeps its workspace within its limit, whatever runs in it.
    QTRY_VERIFY_WITH_TIMEOUT(session.manager()->guardedWorkspaces().contains(record.id), 5'000);

    // Run a command: output streams into the console, the status line reports the exit code.
    CommandPanel *panel = window->commandPanel();
    HistoryLineEdit *commandEdit = panel->commandEdit();
    QTRY_VERIFY(commandEdit->isEnabled());
    commandEdit->setFocus();
    QTest::keyClicks(commandEdit, QStringLiteral("echo hello-from-sandbox; cat README.md; echo to-stderr >&2"));
    auto *runButton = panel->findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(runButton->isEnabled());
    QTest::mouseClick(runButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->outputText().contains(QStringLiteral("hello-from-sandbox")), kEngineTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("exit 0")), kEngineTimeoutMs);
    QVERIFY2(panel->outputText().contains(QStringLiteral("hello from the readme")), qPrintable(panel->outputText()));
    QVERIFY(panel->outputText().contains(QStringLiteral("to-stderr")));
    QTRY_COMPARE(panel->historyModel()->rowCount(), 1);
    QVERIFY(commandEdit->text().isEmpty());

    // Up recalls the command.
    QTest::keyClick(commandEdit, Qt::Key_Up);
    QCOMPARE(commandEdit->text(), QStringLiteral("echo hello-from-sandbox; cat README.md; echo to-stderr >&2"));
    commandEdit->clear();

    // A failing command reports its exit code.
    QTest::keyClicks(commandEdit, QStringLiteral("exit 3"));
    QTest::keyClick(commandEdit, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("exit 3")), kEngineTimeoutMs);

    // Screenshot of the window in its most telling state.
    QTest::keyClicks(commandEdit, QStringLiteral("ls -la"));
    QTest::keyClick(commandEdit, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("exit 0")), kEngineTimeoutMs);
    QTest::qWait(200);
    const QString shot = screenshotDir() + QStringLiteral("/main-window-%1.png").arg(test::testEngineName());
    QVERIFY2(window->grab().save(shot), qPrintable(shot));
    qInfo("screenshot: %s", qPrintable(shot));

    // The doctor, against the connected engine: every check passes.
    window->findChild<QAction *>(QStringLiteral("doctorAction"))->trigger();
    DoctorDialog *doctor = nullptr;
    QTRY_VERIFY((doctor = window->findChild<DoctorDialog *>()) != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(doctor->model()->rowCount() > 0, kEngineTimeoutMs);
    for (const DoctorCheck &check : doctor->model()->checks())
        QVERIFY2(check.ok, qPrintable(check.name + QStringLiteral(": ") + check.detail));
    QVERIFY(doctor->grab().save(screenshotDir() + QStringLiteral("/doctor-%1.png").arg(test::testEngineName())));
    doctor->close();
    QTRY_VERIFY(!window->findChild<DoctorDialog *>());

    // Cancel a long command.
    QTest::keyClicks(commandEdit, QStringLiteral("echo started; sleep 60"));
    QTest::keyClick(commandEdit, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(panel->outputText().contains(QStringLiteral("started\n")), kEngineTimeoutMs);
    auto *cancelButton = panel->findChild<QPushButton *>(QStringLiteral("cancelButton"));
    QVERIFY(cancelButton->isEnabled());
    QTest::mouseClick(cancelButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("canceled")), 30'000);
    QVERIFY(!panel->isRunning(record.id));

    // Stop: the console is off with a hint; Start brings it back.
    auto *stopAction = window->findChild<QAction *>(QStringLiteral("stopAction"));
    auto *startAction = window->findChild<QAction *>(QStringLiteral("startAction"));
    QVERIFY(stopAction->isEnabled());
    QVERIFY(!startAction->isEnabled());
    stopAction->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Stopped,
                             kEngineTimeoutMs);
    QTRY_VERIFY(startAction->isEnabled());
    QVERIFY(!commandEdit->isEnabled());
    auto *hint = panel->findChild<QLabel *>(QStringLiteral("commandHint"));
    QVERIFY(hint->isVisible());
    QCOMPARE(hint->text(), QStringLiteral("Start the sandbox to run commands."));
    startAction->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Running,
                             kEngineTimeoutMs);
    QTRY_VERIFY(commandEdit->isEnabled());
    QVERIFY(!hint->isVisible());
    QVERIFY(panel->outputText().contains(QStringLiteral("hello-from-sandbox"))); // the console survived

    // A flood of output does not freeze the window: the event loop keeps ticking while 16 MB
    // arrive, and the console says what it left out.
    {
        QElapsedTimer sinceTick;
        sinceTick.start();
        qint64 worstGapMs = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] { worstGapMs = qMax(worstGapMs, sinceTick.restart()); });
        ticker.start(20);
        QTest::keyClicks(commandEdit, QStringLiteral("yes shadowbox-flood | head -c 16000000"));
        QTest::keyClick(commandEdit, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("exit 0")), kEngineTimeoutMs);
        ticker.stop();
        qInfo("flood: longest event-loop gap %lld ms", worstGapMs);
        QVERIFY2(worstGapMs < 1000, qPrintable(QString::number(worstGapMs)));
        // What was left out, in all, at the end (a notice along the way may have left the view).
        QVERIFY2(panel->outputText().contains(QStringLiteral("of output not shown in all")),
                 qPrintable(panel->outputText().right(300)));
        QVERIFY(panel->outputText().contains(QStringLiteral("shadowbox-flood")));
    }
    // The view kept the newest lines only, and says so.
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("trimmedNote"))->isVisible());

    // Find, save and clear the console.
    panel->findChild<QAction *>(QStringLiteral("findAction"))->trigger();
    auto *find = panel->findChild<QLineEdit *>(QStringLiteral("findEdit"));
    QTRY_VERIFY(find->isVisible());
    QTest::keyClicks(find, QStringLiteral("shadowbox-flood"));
    QTest::keyClick(find, Qt::Key_Return);
    QCOMPARE(panel->findChild<QPlainTextEdit *>(QStringLiteral("outputView"))->textCursor().selectedText(),
             QStringLiteral("shadowbox-flood"));
    QTest::keyClick(find, Qt::Key_Escape);
    QVERIFY(!find->isVisible());
    QTemporaryDir saves;
    const QString saved = saves.path() + QStringLiteral("/console.txt");
    QVERIFY(panel->saveShownOutput(saved));
    QFile savedFile(saved);
    QVERIFY(savedFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(savedFile.readAll()), panel->outputText());
    panel->findChild<QAction *>(QStringLiteral("clearOutputAction"))->trigger();
    QVERIFY(panel->outputText().isEmpty());
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("trimmedNote"))->isVisible());

    // History shows what any earlier command printed, read back from what Shadowbox kept.
    auto *tabs = panel->findChild<QTabWidget *>(QStringLiteral("consoleTabs"));
    tabs->setCurrentIndex(1);
    RunHistoryView *history = panel->historyView();
    // echo, exit 3, ls, the canceled sleep and the flood
    QTRY_VERIFY_WITH_TIMEOUT(panel->historyModel()->rowCount() == 5, kEngineTimeoutMs);
    const int oldest = panel->historyModel()->rowCount() - 1;
    QSignalSpy shown(history, &RunHistoryView::outputShown);
    history->list()->setCurrentIndex(panel->historyModel()->index(oldest, 0));
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), kEngineTimeoutMs);
    const QString first = history->preview()->toPlainText();
    QVERIFY2(first.contains(QStringLiteral("hello-from-sandbox")) && first.contains(QStringLiteral("to-stderr")) &&
                 first.contains(QStringLiteral("hello from the readme")),
             qPrintable(first));
    tabs->setCurrentIndex(0);

    // Quitting while a command runs asks first; No keeps the window and the command.
    QTest::keyClicks(commandEdit, QStringLiteral("sleep 60"));
    QTest::keyClick(commandEdit, Qt::Key_Return);
    QTRY_VERIFY(panel->isRunning(record.id));
    const int questions = prompter.count(PresetPrompter::Shown::Kind::Question);
    prompter.setNextAnswer(false);
    QVERIFY(!window->close());
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), questions + 1);
    QVERIFY2(prompter.shown().last().text.contains(name), qPrintable(prompter.shown().last().text));
    QVERIFY(window->isVisible());
    QVERIFY(panel->isRunning(record.id));
    QTest::mouseClick(cancelButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(record.id), 30'000);

    // Destroy, confirming the question; the sandbox leaves the list and nothing of it remains.
    const int questionsBeforeDestroy = prompter.count(PresetPrompter::Shown::Kind::Question);
    prompter.setNextAnswer(true);
    auto *destroyAction = window->findChild<QAction *>(QStringLiteral("destroyAction"));
    QVERIFY(destroyAction->isEnabled());
    destroyAction->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!model->contains(record.id), kEngineTimeoutMs);
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), questionsBeforeDestroy + 1);
    const QString question = prompter.lastText(PresetPrompter::Shown::Kind::Question);
    QVERIFY2(question.contains(name) && question.contains(record.workspace), qPrintable(question));
    QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
             qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Nothing labelled")),
             qPrintable(window->statusBar()->currentMessage()));
    // The teardown proof lists what went.
    auto *teardown = window->findChild<Banner *>(QStringLiteral("teardownBanner"));
    QVERIFY(teardown->isVisible());
    QVERIFY2(teardown->details().contains(QStringLiteral("Container removed: shadowbox-") + record.id),
             qPrintable(teardown->details()));
    QVERIFY2(teardown->details().contains(QStringLiteral("Workspace removed: ") + record.workspace),
             qPrintable(teardown->details()));
    QVERIFY(!window->selectedSandbox());
    auto proof = session.manager()->proveGone(record.id, record.workspace);
    QVERIFY2(proof, qPrintable(proof.errorMessage()));
    QVERIFY2(proof->clean(), qPrintable(proof->summary()));

    // Pull Image asks for a name and pulls with progress; no registry answers here, and the window
    // says so in a sentence that names the way forward.
    const int warningsBefore = prompter.count(PresetPrompter::Shown::Kind::Warning);
    auto *pullAction = window->findChild<QAction *>(QStringLiteral("pullImageAction"));
    QVERIFY(pullAction && pullAction->isEnabled());
    pullAction->trigger();
    QInputDialog *ask = nullptr;
    QTRY_VERIFY((ask = window->findChild<QInputDialog *>(QStringLiteral("pullImageDialog"))) != nullptr);
    ask->setTextValue(QStringLiteral("alpine:3.19"));
    ask->accept();
    QTRY_VERIFY_WITH_TIMEOUT(prompter.count(PresetPrompter::Shown::Kind::Warning) == warningsBefore + 1,
                             kEngineTimeoutMs);
    QVERIFY(!window->controller()->isImageTaskRunning());
    const QString pullError = prompter.lastText(PresetPrompter::Shown::Kind::Warning);
    QVERIFY2(pullError.contains(QStringLiteral("Pulling alpine:3.19 failed")), qPrintable(pullError));
    QVERIFY2(pullError.contains(QStringLiteral("No registry can be reached")), qPrintable(pullError));
    QVERIFY(pullAction->isEnabled());

    // Nothing runs any more: closing does not ask.
    const int asked = prompter.count(PresetPrompter::Shown::Kind::Question);
    QVERIFY(window->close());
    QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), asked);
}

SHADOWBOX_GUI_TEST_MAIN(TestGuiCreate)
#include "tst_gui_create.moc"
