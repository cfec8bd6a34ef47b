// File ▸ Settings: the three engine choices map to the saved value (which SessionConfig, and with
// it the CLI, then uses), a wrong address keeps OK disabled and says why, SHADOWBOX_ENGINE
// overrides the choice, and the list shows what discovery would try and what each address answered.
#include "WidgetTestMain.h"
#include "engine/EngineCandidateModel.h"
#include "engine/EngineSettingsDialog.h"
#include "runtime/EngineConnector.h"
#include "session/EngineSetting.h"
#include "session/Session.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QLocalServer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace shadowbox;

namespace {
// Radio buttons fill their row; a click in the middle of the row misses the label, so click
// where the indicator is, as a user would.
void clickChoice(QRadioButton *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(8, button->height() / 2));
}
constexpr int kProbeWaitMs = 30'000;

struct Parts {
    QRadioButton *automatic;
    QRadioButton *embedded;
    QRadioButton *address;
    QLineEdit *addressEdit;
    QLabel *problem;
    QLabel *environmentNote;
    QPushButton *ok;
    QPushButton *refresh;
    QLabel *probeStatus;
};

Parts partsOf(EngineSettingsDialog &dialog)
{
    return {dialog.findChild<QRadioButton *>(QStringLiteral("automaticRadio")),
            dialog.findChild<QRadioButton *>(QStringLiteral("embeddedRadio")),
            dialog.findChild<QRadioButton *>(QStringLiteral("addressRadio")),
            dialog.findChild<QLineEdit *>(QStringLiteral("addressEdit")),
            dialog.findChild<QLabel *>(QStringLiteral("addressProblem")),
            dialog.findChild<QLabel *>(QStringLiteral("environmentNote")),
            dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok),
            dialog.findChild<QPushButton *>(QStringLiteral("refreshButton")),
            dialog.findChild<QLabel *>(QStringLiteral("probeStatus"))};
}

// Nothing of this machine: only the addresses given here, and no well-known socket "exists".
DiscoveryEnvironment fixedEnvironment(const QString &dockerHost)
{
    DiscoveryEnvironment env;
    env.dockerHost = dockerHost;
    env.runtimeDir = QDir::tempPath();
    env.home = QDir::tempPath();
    env.tempDir = QDir::tempPath();
    env.socketExists = [](const QString &) { return false; };
    return env;
}

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}

QString savedValue()
{
    return QSettings().value(QLatin1String(kEngineSettingKey)).toString();
}
} // namespace

class TestEngineSettingsDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void choicesMapToTheSavedValue();
    void invalidAddressDisablesOk();
    void environmentOverrides();
    void listsWhatDiscoveryTries();
    void screenshot();

private:
    QThreadPool m_pool;
};

void TestEngineSettingsDialog::init()
{
    QSettings().clear();
    qunsetenv(kEngineEnvironmentVariable);
}

void TestEngineSettingsDialog::cleanup()
{
    // Probes still running hold nothing of a dialog that is gone, but finish them between tests.
    m_pool.waitForDone();
}

void TestEngineSettingsDialog::choicesMapToTheSavedValue()
{
    {
        EngineSettingsDialog dialog(&m_pool);
        const Parts p = partsOf(dialog);
        // A fresh install finds an engine by itself.
        QVERIFY(p.automatic->isChecked());
        QCOMPARE(dialog.setting(), QString());
        QVERIFY(!p.addressEdit->isEnabled());
        QVERIFY(p.ok->isEnabled());
        QVERIFY(!p.environmentNote->isVisible());

        QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
        dialog.show();
        clickChoice(p.embedded);
        QCOMPARE(dialog.setting(), QString::fromLatin1(kEmbeddedEngineSetting));
        QTest::mouseClick(p.ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(savedValue(), QStringLiteral("embedded"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().first().toString(), QStringLiteral("embedded"));
    }
    // The window and the CLI start from SessionConfig::fromEnvironment(): it uses the saved choice.
    QCOMPARE(SessionConfig::fromEnvironment().engineSetting, QStringLiteral("embedded"));

    {
        EngineSettingsDialog dialog(&m_pool);
        const Parts p = partsOf(dialog);
        QVERIFY(p.embedded->isChecked());
        QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        clickChoice(p.address);
        QVERIFY(p.addressEdit->isEnabled());
        QTRY_VERIFY(p.addressEdit->hasFocus()); // choosing "address" goes straight to typing it
        QTest::keyClicks(p.addressEdit, QStringLiteral("  unix:///tmp/some-engine.sock "));
        QVERIFY(p.ok->isEnabled());
        QCOMPARE(dialog.setting(), QStringLiteral("unix:///tmp/some-engine.sock"));
        dialog.accept();
        QCOMPARE(savedValue(), QStringLiteral("unix:///tmp/some-engine.sock"));
        QCOMPARE(changed.size(), 1);
    }
    QCOMPARE(SessionConfig::fromEnvironment().engineSetting, QStringLiteral("unix:///tmp/some-engine.sock"));

    {
        EngineSettingsDialog dialog(&m_pool);
        const Parts p = partsOf(dialog);
        QVERIFY(p.address->isChecked());
        QCOMPARE(p.addressEdit->text(), QStringLiteral("unix:///tmp/some-engine.sock"));
        // OK without a change saves nothing new and asks for no reconnection.
        QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
        dialog.accept();
        QCOMPARE(changed.size(), 0);

        // Back to automatic: the key goes away, as on a fresh install.
        dialog.setSetting(QString());
        QVERIFY(p.automatic->isChecked());
        dialog.accept();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().first().toString(), QString());
        QVERIFY(!QSettings().contains(QLatin1String(kEngineSettingKey)));
    }
    QCOMPARE(SessionConfig::fromEnvironment().engineSetting, QString());

    // Cancel keeps what was saved.
    saveEngineSetting(QStringLiteral("embedded"));
    {
        EngineSettingsDialog dialog(&m_pool);
        QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
        dialog.setSetting(QString());
        dialog.reject();
        QCOMPARE(changed.size(), 0);
        QCOMPARE(savedValue(), QStringLiteral("embedded"));
    }
}

void TestEngineSettingsDialog::invalidAddressDisablesOk()
{
    EngineSettingsDialog dialog(&m_pool);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const Parts p = partsOf(dialog);
    clickChoice(p.address);

    // Empty: OK waits for an address, with a hint rather than an error.
    QVERIFY(!p.ok->isEnabled());
    QVERIFY(!p.problem->isVisible());
    QVERIFY(!dialog.problem().isEmpty());

    QTest::keyClicks(p.addressEdit, QStringLiteral("podman.sock"));
    QVERIFY(!p.ok->isEnabled());
    QVERIFY(p.problem->isVisible());
    QCOMPARE(p.problem->text(), EngineEndpoint::parse(QStringLiteral("podman.sock")).error().message);
    QVERIFY2(p.problem->text().contains(QStringLiteral("the scheme is not recognised")), qPrintable(p.problem->text()));

    p.addressEdit->setText(QStringLiteral("ssh://builder"));
    QVERIFY(!p.ok->isEnabled());
    QVERIFY2(p.problem->text().contains(QStringLiteral("ssh:// engines are not supported yet")),
             qPrintable(p.problem->text()));
    QCOMPARE(p.ok->toolTip(), p.problem->text());
    QTest::qWait(50); // let the layout make room for the message before the picture
    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/engine-settings-invalid.png")));

    // accept() refuses too (Enter in the line edit reaches it without the button).
    QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QCOMPARE(changed.size(), 0);
    QVERIFY(!QSettings().contains(QLatin1String(kEngineSettingKey)));

    p.addressEdit->setText(QStringLiteral("tcp://127.0.0.1:2375"));
    QVERIFY(p.ok->isEnabled());
    QVERIFY(!p.problem->isVisible());

    // A wrong address does not matter once another choice is made.
    p.addressEdit->setText(QStringLiteral("podman.sock"));
    QVERIFY(!p.ok->isEnabled());
    clickChoice(p.automatic);
    QVERIFY(p.ok->isEnabled());
    QVERIFY(!p.problem->isVisible());
}

void TestEngineSettingsDialog::environmentOverrides()
{
    saveEngineSetting(QStringLiteral("embedded"));
    qputenv(kEngineEnvironmentVariable, "unix:///tmp/from-the-environment.sock");
    QCOMPARE(SessionConfig::fromEnvironment().engineSetting, QStringLiteral("unix:///tmp/from-the-environment.sock"));

    EngineSettingsDialog dialog(&m_pool);
    dialog.show();
    const Parts p = partsOf(dialog);
    QVERIFY(p.environmentNote->isVisible());
    QVERIFY2(p.environmentNote->text().contains(QStringLiteral("SHADOWBOX_ENGINE")),
             qPrintable(p.environmentNote->text()));
    QVERIFY2(p.environmentNote->text().contains(QStringLiteral("unix:///tmp/from-the-environment.sock")),
             qPrintable(p.environmentNote->text()));
    // The saved choice is shown, but none can be changed while the environment decides.
    QVERIFY(p.embedded->isChecked());
    QVERIFY(!p.automatic->isEnabled());
    QVERIFY(!p.embedded->isEnabled());
    QVERIFY(!p.address->isEnabled());
    QVERIFY(!p.addressEdit->isEnabled());
    QVERIFY(p.ok->isEnabled());
    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/engine-settings-override.png")));

    QSignalSpy changed(&dialog, &EngineSettingsDialog::engineSettingChanged);
    dialog.setSetting(QString()); // even if something changes it, OK switches nothing
    dialog.accept();
    QCOMPARE(changed.size(), 0);
    QCOMPARE(savedValue(), QStringLiteral("embedded"));

    // Without the variable the note goes and the choices come back.
    dialog.setEnvironmentOverride(QString());
    QVERIFY(!p.environmentNote->isVisible());
    QVERIFY(p.address->isEnabled());
    qunsetenv(kEngineEnvironmentVariable);
    QCOMPARE(SessionConfig::fromEnvironment().engineSetting, QStringLiteral("embedded"));
}

void TestEngineSettingsDialog::listsWhatDiscoveryTries()
{
    // One address where nothing listens (fails at once) and one that accepts but never answers
    // (fails at the probe's timeout), so the "Probing…" state can be seen.
    QTemporaryDir dir;
    QLocalServer silent;
    QVERIFY(silent.listen(dir.path() + QStringLiteral("/silent.sock")));
    const QString nobody = QStringLiteral("unix://") + dir.path() + QStringLiteral("/nobody-listens.sock");
    DiscoveryEnvironment env = fixedEnvironment(nobody);
    env.containerHost = QStringLiteral("unix://") + silent.fullServerName();

    EngineSettingsDialog dialog(&m_pool);
    dialog.show();
    const Parts p = partsOf(dialog);
    dialog.setDiscoveryEnvironment(env);
    EngineCandidateModel *model = dialog.candidateModel();
    QTRY_VERIFY(model->rowCount() == 2 && model->index(0, 0).data(EngineCandidateModel::AnswersRole).isValid());
    QVERIFY(dialog.isProbing());
    QCOMPARE(model->index(1, EngineCandidateModel::StatusColumn).data().toString(), QStringLiteral("Probing…"));
    QCOMPARE(p.probeStatus->text(), QStringLiteral("Probing…"));
    QVERIFY(!p.refresh->isEnabled());

    QCOMPARE(model->index(0, EngineCandidateModel::AddressColumn).data().toString(), nobody);
    QCOMPARE(model->index(0, EngineCandidateModel::SourceColumn).data().toString(), QStringLiteral("DOCKER_HOST"));
    QCOMPARE(model->index(1, EngineCandidateModel::SourceColumn).data().toString(), QStringLiteral("CONTAINER_HOST"));
    const QString status = model->index(0, EngineCandidateModel::StatusColumn).data().toString();
    QVERIFY2(status.contains(QStringLiteral("No container engine is listening")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("File ▸ Settings (or with SHADOWBOX_ENGINE)")), qPrintable(status));
    QCOMPARE(model->index(0, 0).data(EngineCandidateModel::AnswersRole), QVariant(false));

    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), kProbeWaitMs);
    QCOMPARE(model->index(1, 0).data(EngineCandidateModel::AnswersRole), QVariant(false));
    QVERIFY(!model->index(1, EngineCandidateModel::StatusColumn).data().toString().isEmpty());
    QCOMPARE(p.probeStatus->text(), QStringLiteral("Answering: 0 of 2"));
    QVERIFY(p.refresh->isEnabled());

    // Refresh asks again; a machine where nothing is found says so.
    dialog.setDiscoveryEnvironment(fixedEnvironment(QString()));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), kProbeWaitMs);
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(p.probeStatus->text(), QStringLiteral("No engine address found on this machine."));
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("fallbackNote"))->text().isEmpty());
    QTest::mouseClick(p.refresh, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing() && p.refresh->isEnabled(), kProbeWaitMs);
}

void TestEngineSettingsDialog::screenshot()
{
    // This machine's own discovery (set DOCKER_HOST or CONTAINER_HOST to see more rows).
    saveEngineSetting(QStringLiteral("unix:///run/podman/podman.sock"));
    EngineSettingsDialog dialog(&m_pool);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), kProbeWaitMs);
    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/engine-settings.png")));
}

SHADOWBOX_GUI_TEST_MAIN(TestEngineSettingsDialog)
#include "tst_enginesettingsdialog.moc"
