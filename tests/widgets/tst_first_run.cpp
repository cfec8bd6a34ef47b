// First run on a machine with Podman installed and nothing else: the window starts Shadowbox's own
// Podman service, offers the starter image because the engine has none, builds it with progress,
// repairs the service if a container cannot run (its own containers.conf only), and then "New
// sandbox" works and a command's output appears. Podman's storage is kept in a private folder.

#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "runtime/PodmanService.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/NewSandboxDialog.h"
#include "sandbox/SandboxActions.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>

#include <csignal>

using namespace shadowbox;

class FirstRunTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-firstrun-XXXXXX")};

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        if (PodmanService::podmanProgram().isEmpty())
            QFAIL("podman is not installed; run scripts/setup.sh");
        qputenv("SHADOWBOX_PODMAN_STORAGE", (m_root.path() + QStringLiteral("/storage")).toLocal8Bit());
    }

    void cleanupTestCase() { test::removePrivatePodmanStorage(m_root.path()); }

    void newSandboxWorksOnAFreshMachine()
    {
        SessionConfig config;
        config.dataDir = m_root.path() + QStringLiteral("/data");
        config.runtimeDir = m_root.path() + QStringLiteral("/run");
        config.engineSetting = QLatin1String(kEmbeddedEngineSetting);
        config.allowEmbedded = true;
        QElapsedTimer clock;
        clock.start();
        const auto phase = [&](const char *what) { qInfo("%s after %.1f s", what, double(clock.elapsed()) / 1000.0); };
        auto session = std::make_unique<Session>(config);
        PresetPrompter prompter;
        auto window = std::make_unique<MainWindow>(*session, prompter);
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->startSession();

        QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                                 60'000);
        QVERIFY(session->manager()->engine().embedded);
        phase("engine connected");

        // No images: the window offers to build one.
        auto *imageBanner = window->findChild<Banner *>(QStringLiteral("imageBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(imageBanner->isVisible(), 30'000);
        // The check made on connecting may still be running; it says nothing about the image built
        // below, so only an outcome that arrives after the build counts.
        QStringList fixes;
        QString problem = QStringLiteral("(not checked)");
        connect(window->controller(), &SessionController::healthChecked, this,
                [&](const QStringList &f, const QString &p) {
                    if (window->controller()->isBuildingStarterImage())
                        return;
                    fixes += f;
                    problem = p;
                });
        QPushButton *build = nullptr;
        for (QPushButton *b : imageBanner->findChildren<QPushButton *>())
            if (b->text().contains(QStringLiteral("Starter")))
                build = b;
        QVERIFY(build);
        QTest::mouseClick(build, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!window->controller()->isBuildingStarterImage(), 120'000);
        QTRY_VERIFY_WITH_TIMEOUT(!imageBanner->isVisible(), 30'000);
        phase("starter image built");

        // The health check after the build runs a container and repairs the service if needed,
        // which restarts it: until it has finished, no sandbox can be started.
        auto *newSandbox = window->findChild<QAction *>(QStringLiteral("newSandboxAction"));
        QVERIFY(window->controller()->isCheckingHealth());
        QVERIFY(!newSandbox->isEnabled());
        QCOMPARE(window->statusBar()->currentMessage(), MainWindow::checkingMessage());
        // A New Sandbox dialog open already (before the check began) holds back as well: it is
        // opened here without the event loop running, so the check cannot end in between.
        window->findChild<SandboxActions *>()->newSandbox();
        NewSandboxDialog *dialog = window->findChild<NewSandboxDialog *>();
        QVERIFY(dialog);
        QPushButton *create =
            dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok);
        QVERIFY(window->controller()->isCheckingHealth());
        QCOMPARE(dialog->problem(), MainWindow::checkingMessage());
        QVERIFY(!create->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(problem != QStringLiteral("(not checked)"), 120'000);
        QVERIFY(!window->controller()->isCheckingHealth());
        QVERIFY(newSandbox->isEnabled());
        QVERIFY(dialog->problem() != MainWindow::checkingMessage());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        phase("health checked");
        qInfo("fixes applied on first run: %s", qPrintable(fixes.join(QStringLiteral(" | "))));

        test::ScratchRepo repo;
        auto *repositoryEdit = dialog->findChild<QLineEdit *>(QStringLiteral("repositoryEdit"));
        repositoryEdit->clear();
        QTest::keyClicks(repositoryEdit, repo.path());
        auto *images = dialog->findChild<QComboBox *>(QStringLiteral("imageCombo"));
        QTRY_VERIFY_WITH_TIMEOUT(images->isEnabled(), 30'000);
        QVERIFY2(NewSandboxDialog::isStarterImage(images->currentText()), qPrintable(images->currentText()));
        QVERIFY2(create->isEnabled(), qPrintable(dialog->problem()));
        QTest::mouseClick(create, Qt::LeftButton);

        SandboxListModel *model = window->sandboxModel();
        // The first sandbox on fresh storage also loads the gateway's image. A warning ends the
        // wait at once, and a failure says where the sandbox got to.
        const auto running = [&] {
            return model->rowCount() == 1 && model->recordAt(0).state == SandboxState::Running;
        };
        const auto where = [&] {
            QFile log(session->connector()->embeddedService()->logPath());
            const QString tail =
                log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll().right(3000)) : log.errorString();
            return QStringLiteral("%1; status line: %2; the Podman service's log ends:\n%3")
                .arg(model->rowCount() == 0 ? QStringLiteral("no sandbox in the list")
                                            : QStringLiteral("sandbox %1").arg(stateName(model->recordAt(0).state)),
                     window->statusBar()->currentMessage(), tail);
        };
        QTRY_VERIFY2_WITH_TIMEOUT(running() || prompter.count(PresetPrompter::Shown::Kind::Warning) > 0,
                                  qPrintable(where()), 180'000);
        QVERIFY2(prompter.count(PresetPrompter::Shown::Kind::Warning) == 0,
                 qPrintable(prompter.lastText(PresetPrompter::Shown::Kind::Warning)));
        phase("sandbox created");

        CommandPanel *panel = window->commandPanel();
        QTRY_VERIFY(panel->commandEdit()->isEnabled());
        QTest::keyClicks(panel->commandEdit(), QStringLiteral("echo first-run-ok; cat README.md"));
        QTest::keyClick(panel->commandEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("exit 0")), 30'000);
        QVERIFY2(panel->outputText().contains(QStringLiteral("first-run-ok")), qPrintable(panel->outputText()));
        QVERIFY(panel->outputText().contains(QStringLiteral("# scratch")));

        // The service dies behind Shadowbox's back: the window says so at once, and Retry brings
        // it back with the sandbox still running.
        const PodmanService *own = session->connector()->embeddedService();
        QVERIFY(own->processId() > 0);
        ::kill(pid_t(own->processId()), SIGKILL);
        auto *engineBanner = window->findChild<Banner *>(QStringLiteral("engineBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(
            engineBanner->isVisible() && engineBanner->text().contains(QStringLiteral("stopped unexpectedly")), 10'000);
        QCOMPARE(window->controller()->engineState(), SessionController::EngineState::Unavailable);
        QPushButton *retry = nullptr;
        for (QPushButton *b : engineBanner->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Retry"))
                retry = b;
        QVERIFY(retry);
        QTest::mouseClick(retry, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                                 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1 && model->recordAt(0).state == SandboxState::Running, 30'000);
        panel->commandEdit()->clear();
        QTest::keyClicks(panel->commandEdit(), QStringLiteral("echo after-restart"));
        QTest::keyClick(panel->commandEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(panel->outputText().contains(QStringLiteral("after-restart")), 30'000);

        auto proof = test::await(session->manager()->destroy(model->recordAt(0).id));
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));

        // Closing the window leaves the service to other Shadowbox processes; it ends by itself
        // once idle. This test stops it before removing its storage.
        const PodmanService service = *session->connector()->embeddedService();
        QVERIFY(service.isRunning());
        window.reset();
        session.reset();
        QVERIFY(service.isRunning());
        QVERIFY(service.stop(QDeadlineTimer(15'000)));
        QVERIFY(!service.isRunning());
    }
};

SHADOWBOX_GUI_TEST_MAIN(FirstRunTest)
#include "tst_first_run.moc"
