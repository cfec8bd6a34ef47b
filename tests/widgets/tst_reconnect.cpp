// Switching engines from File ▸ Settings without restarting: the window connects to the test
// engine, the user picks an address where nothing listens (the banner says so, the list keeps the
// store's sandboxes, the old manager goes once idle), then picks the test engine again.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/Prompter.h"
#include "engine/EngineSettingsDialog.h"
#include "sandbox/SandboxListModel.h"
#include "session/EngineSetting.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

namespace {
// Radio buttons fill their row; a click in the middle of the row misses the label, so click
// where the indicator is, as a user would.
void clickChoice(QRadioButton *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(8, button->height() / 2));
}
constexpr int kEngineTimeoutMs = 60'000;
} // namespace

class TestReconnect : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void reconnectFromSettings();

private:
    // Picks "Use this address" in File ▸ Settings and presses OK, as a user would.
    static void chooseAddress(MainWindow &window, const QString &address);

    QString m_engineAddress;
    QString m_engineKind;
};

void TestReconnect::initTestCase()
{
    QSettings().clear();
    auto engine = test::connectTestEngine();
    QVERIFY2(engine, qPrintable(engine.errorMessage()));
    m_engineAddress = qEnvironmentVariable(kEngineEnvironmentVariable);
    m_engineKind = engine->info.kindName();
    // CTest names the engine in SHADOWBOX_ENGINE, which would override the choice made in Settings
    // (and disable it there). The session below is given the address explicitly instead.
    qunsetenv(kEngineEnvironmentVariable);
}

void TestReconnect::chooseAddress(MainWindow &window, const QString &address)
{
    window.findChild<QAction *>(QStringLiteral("settingsAction"))->trigger();
    EngineSettingsDialog *dialog = window.findChild<EngineSettingsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    clickChoice(dialog->findChild<QRadioButton *>(QStringLiteral("addressRadio")));
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("addressEdit"));
    edit->clear();
    QTest::keyClicks(edit, address);
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok);
    QVERIFY2(ok->isEnabled(), qPrintable(dialog->problem()));
    QTest::mouseClick(ok, Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
}

void TestReconnect::reconnectFromSettings()
{
    QTemporaryDir data;
    QTemporaryDir runtime;
    QVERIFY(data.isValid() && runtime.isValid());
    {
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxRecord r;
        r.id = QStringLiteral("def456abc123");
        r.name = QStringLiteral("kept-across-engines");
        r.state = SandboxState::Stopped;
        r.image = QStringLiteral("shadowbox-starter:1");
        r.engineKind = m_engineKind;
        r.repository = data.path();
        r.workspace = data.path() + QStringLiteral("/workspaces/def456abc123");
        r.createdAt = QDateTime::currentDateTimeUtc();
        r.updatedAt = r.createdAt;
        Status saved = (*store)->saveSandbox(r).result();
        QVERIFY2(saved, qPrintable(saved.errorMessage()));
    }

    SessionConfig config;
    config.dataDir = data.path();
    config.runtimeDir = runtime.path();
    config.engineSetting = m_engineAddress;
    config.allowEmbedded = false;
    Session session(config);
    PresetPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startSession();

    SessionController *controller = window.controller();
    QTRY_VERIFY_WITH_TIMEOUT(controller->engineState() == SessionController::EngineState::Connected, kEngineTimeoutMs);
    QTRY_COMPARE(window.sandboxModel()->rowCount(), 1);
    QPointer<SandboxManager> first = session.manager();
    QVERIFY(first);
    auto *banner = window.findChild<Banner *>(QStringLiteral("engineBanner"));

    // What the window shows the moment a reconnection starts (the attempt itself may be quick).
    struct Moment {
        QString status;
        bool manager;
        bool newSandbox;
        int rows;
    };
    QList<Moment> connecting;
    connect(controller, &SessionController::engineConnecting, this, [&] {
        connecting.append({window.engineStatusText(), session.manager() != nullptr,
                           window.findChild<QAction *>(QStringLiteral("newSandboxAction"))->isEnabled(),
                           window.sandboxModel()->rowCount()});
    });

    // An address where nothing listens: "Connecting…" at once, then the banner says why.
    const QString nobody = QStringLiteral("unix://") + runtime.path() + QStringLiteral("/nobody-listens.sock");
    chooseAddress(window, nobody);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(savedEngineSetting(), nobody);
    QCOMPARE(session.config().engineSetting, nobody);
    QVERIFY(!connecting.isEmpty());
    QCOMPARE(connecting.first().status, QStringLiteral("Connecting…"));
    QVERIFY(!connecting.first().manager);
    QVERIFY(!connecting.first().newSandbox);
    QCOMPARE(connecting.first().rows, 1);

    QTRY_VERIFY_WITH_TIMEOUT(controller->engineState() == SessionController::EngineState::Unavailable,
                             kEngineTimeoutMs);
    QCOMPARE(window.engineStatusText(), QStringLiteral("No engine"));
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->kind(), Banner::Kind::Error);
    QVERIFY2(banner->text().contains(QStringLiteral("does not answer")), qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(QStringLiteral("File ▸ Settings")), qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(nobody), qPrintable(banner->text()));
    QCOMPARE(window.sandboxModel()->rowCount(), 1);
    QCOMPARE(window.sandboxModel()->recordAt(0).name, QStringLiteral("kept-across-engines"));
    // The replaced manager is deleted once the work it started has finished.
    QTRY_VERIFY_WITH_TIMEOUT(first.isNull(), kEngineTimeoutMs);

    // Back to the test engine: connected again, with a new manager whose signals reach the window.
    connecting.clear();
    chooseAddress(window, m_engineAddress);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!connecting.isEmpty());
    QCOMPARE(connecting.first().status, QStringLiteral("Connecting…"));
    QTRY_VERIFY_WITH_TIMEOUT(controller->engineState() == SessionController::EngineState::Connected, kEngineTimeoutMs);
    QVERIFY2(window.engineStatusText().contains(m_engineKind), qPrintable(window.engineStatusText()));
    QVERIFY(!banner->isVisible());
    QVERIFY(session.manager());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("newSandboxAction"))->isEnabled());
    QCOMPARE(window.sandboxModel()->rowCount(), 1);

    SandboxRecord renamed = window.sandboxModel()->recordAt(0);
    renamed.name = QStringLiteral("seen-through-the-new-manager");
    Q_EMIT session.manager()->sandboxChanged(renamed);
    QTRY_COMPARE(window.sandboxModel()->recordAt(0).name, QStringLiteral("seen-through-the-new-manager"));
    QCOMPARE(prompter.shown().size(), 0);
    QTRY_VERIFY(!window.findChild<EngineSettingsDialog *>()); // each dialog deleted itself on close
}

SHADOWBOX_GUI_TEST_MAIN(TestReconnect)
#include "tst_reconnect.moc"
