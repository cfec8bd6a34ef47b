#include "WidgetTestMain.h"
#include "sandbox/NewSandboxDialog.h"
#include "support/TestSupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

using namespace shadowbox;

namespace {
QList<ImageInfo> someImages()
{
    ImageInfo debian;
    debian.id = QStringLiteral("sha256:1");
    debian.tags = {QStringLiteral("debian:12")};
    ImageInfo starter;
    starter.id = QStringLiteral("sha256:2");
    starter.tags = {QStringLiteral("localhost/shadowbox-starter:1")};
    ImageInfo dangling;
    dangling.id = QStringLiteral("sha256:3");
    dangling.tags = {QStringLiteral("<none>:<none>")};
    ImageInfo alpine;
    alpine.id = QStringLiteral("sha256:4");
    alpine.tags = {QStringLiteral("alpine:3"), QStringLiteral("alpine:latest")};
    return {debian, starter, dangling, alpine};
}

template <typename T> T *child(QWidget &dialog, const char *name)
{
    T *w = dialog.findChild<T *>(QLatin1String(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

QPushButton *okButton(QWidget &dialog)
{
    return child<QDialogButtonBox>(dialog, "buttons")->button(QDialogButtonBox::Ok);
}
} // namespace

class TestNewSandboxDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QSettings().clear(); }
    void startsWaitingForImages();
    void fillsImagesAndPreselectsStarter();
    void dockerStyleStarterTag();
    void returnsTheRequest();
    void invalidNameDisablesOk();
    void heldBackDisablesOk();
    void missingFolderDisablesOk();
    void imageErrorIsShown();
    void noImages();
    void loadsImagesFromFuture();
    void remembersRepositoryAndImage();
};

void TestNewSandboxDialog::startsWaitingForImages()
{
    NewSandboxDialog dialog;
    auto *images = child<QComboBox>(dialog, "imageCombo");
    QCOMPARE(images->currentText(), QStringLiteral("Loading images…"));
    QVERIFY(!images->isEnabled());
    QVERIFY(!okButton(dialog)->isEnabled());
    QCOMPARE(okButton(dialog)->text(), QStringLiteral("Create"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New Sandbox"));
    // Defaults come from SandboxLimits.
    const CreateRequest r = dialog.request();
    const SandboxLimits defaults;
    QCOMPARE(r.limits.memoryBytes, defaults.memoryBytes);
    QCOMPARE(r.limits.cpus, defaults.cpus);
    QCOMPARE(r.limits.pids, defaults.pids);
    QCOMPARE(r.limits.stopTimeoutSeconds, defaults.stopTimeoutSeconds);
    QCOMPARE(r.limits.workspaceBytes, 0); // automatic
    QCOMPARE(child<QDoubleSpinBox>(dialog, "workspaceLimitSpin")->text(), QStringLiteral("Automatic"));
    QCOMPARE(r.networkMode, NetworkMode::Gateway);
    // The whole history unless a number of commits is asked for.
    auto *history = child<QSpinBox>(dialog, "historySpin");
    QCOMPARE(r.historyDepth, 0);
    QCOMPARE(history->text(), QStringLiteral("All of it"));
    history->setValue(50);
    QCOMPARE(dialog.request().historyDepth, 50);
}

void TestNewSandboxDialog::fillsImagesAndPreselectsStarter()
{
    NewSandboxDialog dialog;
    dialog.setImages(someImages());
    auto *images = child<QComboBox>(dialog, "imageCombo");
    QVERIFY(images->isEnabled());
    QCOMPARE(images->count(), 4); // the dangling image is left out, both alpine tags are listed
    QCOMPARE(images->currentText(), QStringLiteral("localhost/shadowbox-starter:1"));
    QCOMPARE(dialog.request().image, QStringLiteral("localhost/shadowbox-starter:1"));
}

void TestNewSandboxDialog::dockerStyleStarterTag()
{
    ImageInfo starter;
    starter.tags = {QStringLiteral("shadowbox-starter:1")};
    ImageInfo other;
    other.tags = {QStringLiteral("aaa:1")};
    NewSandboxDialog dialog;
    dialog.setImages(QList<ImageInfo>{other, starter});
    QCOMPARE(dialog.request().image, QStringLiteral("shadowbox-starter:1"));
    QVERIFY(NewSandboxDialog::isStarterImage(QStringLiteral("localhost/shadowbox-starter:1")));
    QVERIFY(!NewSandboxDialog::isStarterImage(QStringLiteral("my-shadowbox-starter:1")));
}

void TestNewSandboxDialog::returnsTheRequest()
{
    test::ScratchRepo repo;
    NewSandboxDialog dialog;
    dialog.setImages(someImages());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    auto *repository = child<QLineEdit>(dialog, "repositoryEdit");
    repository->setFocus();
    QTest::keyClicks(repository, repo.path());
    QVERIFY(okButton(dialog)->isEnabled());

    child<QComboBox>(dialog, "imageCombo")->setCurrentText(QStringLiteral("debian:12"));
    QTest::keyClicks(child<QLineEdit>(dialog, "nameEdit"), QStringLiteral("my-box_1.0"));
    // The gateway by default; "none" is the other choice.
    auto *network = child<QComboBox>(dialog, "networkCombo");
    QCOMPARE(network->count(), 2);
    QCOMPARE(NetworkMode(network->currentData().toInt()), NetworkMode::Gateway);
    network->setCurrentIndex(1);
    child<QSpinBox>(dialog, "memorySpin")->setValue(512);
    child<QDoubleSpinBox>(dialog, "cpuSpin")->setValue(1.5);
    child<QSpinBox>(dialog, "pidsSpin")->setValue(256);
    child<QSpinBox>(dialog, "stopTimeoutSpin")->setValue(3);
    child<QDoubleSpinBox>(dialog, "workspaceLimitSpin")->setValue(2.5);
    QVERIFY(okButton(dialog)->isEnabled());

    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const CreateRequest r = dialog.request();
    QCOMPARE(r.repository, QDir::cleanPath(repo.path()));
    QCOMPARE(r.image, QStringLiteral("debian:12"));
    QCOMPARE(r.name, QStringLiteral("my-box_1.0"));
    QCOMPARE(r.networkMode, NetworkMode::None);
    QCOMPARE(r.limits.memoryBytes, 512LL * 1024 * 1024);
    QCOMPARE(r.limits.cpus, 1.5);
    QCOMPARE(r.limits.pids, 256);
    QCOMPARE(r.limits.stopTimeoutSeconds, 3);
    QCOMPARE(r.limits.workspaceBytes, 2560LL * 1024 * 1024);
}

void TestNewSandboxDialog::invalidNameDisablesOk()
{
    test::ScratchRepo repo;
    NewSandboxDialog dialog;
    dialog.setImages(someImages());
    dialog.setRepository(repo.path());
    QVERIFY(okButton(dialog)->isEnabled());

    auto *name = child<QLineEdit>(dialog, "nameEdit");
    name->setText(QStringLiteral("-starts with a dash"));
    QVERIFY(!okButton(dialog)->isEnabled());
    auto *problem = child<QLabel>(dialog, "problemLabel");
    QCOMPARE(problem->text(), SandboxManager::validateName(name->text()));
    QVERIFY(!problem->text().isEmpty());

    // Accepting anyway (e.g. by a stray Enter) does nothing.
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);

    name->setText(QStringLiteral("fine-name"));
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(problem->text().isEmpty());
    name->clear(); // empty: derived from the repository
    QVERIFY(okButton(dialog)->isEnabled());
}

void TestNewSandboxDialog::heldBackDisablesOk()
{
    test::ScratchRepo repo;
    NewSandboxDialog dialog;
    dialog.setImages(someImages());
    dialog.setRepository(repo.path());
    QVERIFY(okButton(dialog)->isEnabled());
    const QString why = QStringLiteral("Checking that the engine can run containers…");
    dialog.setHeldBack(why);
    QVERIFY(!okButton(dialog)->isEnabled());
    QCOMPARE(dialog.problem(), why);
    QCOMPARE(child<QLabel>(dialog, "problemLabel")->text(), why);
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);
    // Shown even before the form is filled in, where other problems are not.
    NewSandboxDialog empty;
    empty.setHeldBack(why);
    QCOMPARE(child<QLabel>(empty, "problemLabel")->text(), why);
    dialog.setHeldBack(QString());
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(child<QLabel>(dialog, "problemLabel")->text().isEmpty());
}

void TestNewSandboxDialog::missingFolderDisablesOk()
{
    NewSandboxDialog dialog;
    dialog.setImages(someImages());
    QVERIFY(!okButton(dialog)->isEnabled());
    dialog.setRepository(QStringLiteral("/nonexistent/shadowbox/repo"));
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(child<QLabel>(dialog, "problemLabel")->text().contains(QStringLiteral("does not exist")));
}

void TestNewSandboxDialog::imageErrorIsShown()
{
    test::ScratchRepo repo;
    NewSandboxDialog dialog;
    dialog.setRepository(repo.path());
    const QString message = QStringLiteral("The engine at unix:///x.sock does not answer. Start it and retry.");
    dialog.setImages(Error::make(Error::Kind::EngineUnreachable, message));
    QVERIFY(!okButton(dialog)->isEnabled());
    QCOMPARE(child<QLabel>(dialog, "problemLabel")->text(), message);
    QVERIFY(!child<QComboBox>(dialog, "imageCombo")->isEnabled());
}

void TestNewSandboxDialog::noImages()
{
    test::ScratchRepo repo;
    NewSandboxDialog dialog;
    dialog.setRepository(repo.path());
    dialog.setImages(QList<ImageInfo>{});
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(child<QLabel>(dialog, "problemLabel")->text().contains(QStringLiteral("Build Starter Image")));
}

void TestNewSandboxDialog::loadsImagesFromFuture()
{
    NewSandboxDialog dialog;
    QPromise<Result<QList<ImageInfo>>> promise;
    dialog.loadImages(promise.future());
    promise.start();
    QCOMPARE(child<QComboBox>(dialog, "imageCombo")->currentText(), QStringLiteral("Loading images…"));
    promise.addResult(someImages());
    promise.finish();
    QTRY_COMPARE(child<QComboBox>(dialog, "imageCombo")->currentText(),
                 QStringLiteral("localhost/shadowbox-starter:1"));
}

void TestNewSandboxDialog::remembersRepositoryAndImage()
{
    test::ScratchRepo repo;
    {
        NewSandboxDialog dialog;
        dialog.setImages(someImages());
        dialog.setRepository(repo.path());
        child<QComboBox>(dialog, "imageCombo")->setCurrentText(QStringLiteral("alpine:3"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    NewSandboxDialog again;
    QCOMPARE(child<QLineEdit>(again, "repositoryEdit")->text(), QDir::cleanPath(repo.path()));
    again.setImages(someImages());
    QCOMPARE(again.request().image, QStringLiteral("alpine:3"));
}

SHADOWBOX_GUI_TEST_MAIN(TestNewSandboxDialog)
#include "tst_newsandboxdialog.moc"
