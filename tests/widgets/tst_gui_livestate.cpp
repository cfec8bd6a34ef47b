// The window follows the engine: a sandbox stopped, started or removed outside Shadowbox — through
// the engine's API as `docker stop` would, or by another Shadowbox process (the CLI) — shows its
// true state within a second, without F5; a sandbox another process creates or destroys appears
// or goes away.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Prompter.h"
#include "sandbox/SandboxListModel.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;
// The promise is "within a second"; the stop itself is not counted (the timer starts once the
// engine has answered the stop), but a loaded CI machine gets some room.
constexpr int kFollowMs = 1'500;
} // namespace

class TestGuiLiveState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_client = engine->client;
    }

    void followsChangesMadeOutside()
    {
        QTemporaryDir data;
        QTemporaryDir runtime;
        SessionConfig config;
        config.dataDir = data.path();
        config.runtimeDir = runtime.path();
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        Session session(config);
        PresetPrompter prompter;
        MainWindow window(session, prompter);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.startSession();
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);

        test::ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = QStringLiteral("shadowbox-starter:1");
        request.name = QStringLiteral("live");
        request.limits.stopTimeoutSeconds = 1;
        auto created = test::await(session.manager()->create(request));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        SandboxListModel *model = window.sandboxModel();
        auto stateOf = [&](const QString &id) {
            const int row = model->rowOf(id);
            return row < 0 ? std::optional<SandboxState>() : std::optional<SandboxState>(model->recordAt(row).state);
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Running), 5'000);

        // Stopped and started through the engine's API.
        QVERIFY(m_client->stopContainer(created->containerId, 1, CallOptions::withTimeout(30'000)));
        QElapsedTimer followed;
        followed.start();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Stopped), kFollowMs);
        qInfo("stop shown after %lld ms", followed.elapsed());
        QVERIFY(m_client->startContainer(created->containerId, CallOptions::withTimeout(30'000)));
        followed.restart();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Running), kFollowMs);
        qInfo("start shown after %lld ms", followed.elapsed());

        // Another Shadowbox process (the CLI) on the same data folder.
        auto cli = [&](const QStringList &args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), data.path());
            env.insert(QStringLiteral("SHADOWBOX_RUNTIME_DIR"), runtime.path());
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(SHADOWBOX_BINARY), args);
            return p.waitForFinished(120'000) && p.exitCode() == 0;
        };
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("stop"), QStringLiteral("live")}));
        followed.restart();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Stopped), kFollowMs);
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                     QStringLiteral("--name"), QStringLiteral("made-elsewhere")}));
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 2, kFollowMs);
        QVERIFY(cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("made-elsewhere")}));
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1, kFollowMs);

        // Removed outside Shadowbox: lost.
        QVERIFY(m_client->removeContainer(created->containerId, CallOptions::withTimeout(30'000)));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(created->id), std::optional<SandboxState>(SandboxState::Lost), kFollowMs);
        auto proof = test::await(session.manager()->destroy(created->id));
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

private:
    std::shared_ptr<EngineClient> m_client;
};

SHADOWBOX_GUI_TEST_MAIN(TestGuiLiveState)
#include "tst_gui_livestate.moc"
