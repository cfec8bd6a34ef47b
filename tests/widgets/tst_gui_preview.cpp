// Sandbox ▸ Preview in the window, against a real engine: Ctrl+Shift+P asks for the port of the
// sandbox's server and opens its URL (here caught instead of a browser); the page says why while
// nothing listens, then shows what the sandbox serves, carried on the preview thread while this
// (the GUI) thread is blocked; asking again reopens the same URL; the menu lists the preview, and
// Stop Previews closes its port.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Prompter.h"
#include "preview/PreviewActions.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxDetailsPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QInputDialog>
#include <QMenu>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;

// Stands in for the browser: QDesktopServices hands it every http URL.
class UrlCatcher : public QObject {
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls << url; }
};

// One HTTP/1.0 request to this machine's loopback: the whole answer, or empty.
QByteArray get(const QUrl &url)
{
    QTcpSocket socket;
    socket.connectToHost(url.host(), quint16(url.port()));
    if (!socket.waitForConnected(5'000))
        return {};
    socket.write("GET / HTTP/1.0\r\nHost: " + url.authority().toUtf8() + "\r\n\r\n");
    QByteArray answer;
    while (socket.waitForReadyRead(10'000))
        answer += socket.readAll();
    return answer + socket.readAll();
}
} // namespace

class TestGuiPreview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
    }

    void aPreviewOpensTheSandboxsServer()
    {
        UrlCatcher browser;
        QDesktopServices::setUrlHandler(QStringLiteral("http"), &browser, "open");
        const auto unset = qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("http")); });
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
        auto window = std::make_unique<MainWindow>(session, prompter);
        window->resize(1280, 860);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->startSession();
        QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);
        QVERIFY(starter::ensureImage(session.manager()->context().client(), {}, CallOptions::withTimeout(120'000)));

        test::ScratchRepo repo;
        repo.write(QStringLiteral("index.html"), "hello from the sandbox\n");
        QVERIFY(repo.commitAll());
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        request.name = QStringLiteral("gui-preview-%1").arg(test::testEngineName());
        request.limits.memoryBytes = 256LL * 1024 * 1024;
        request.limits.stopTimeoutSeconds = 2;
        auto created = test::await(session.manager()->create(request));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        const auto destroy = qScopeGuard([&] { (void)test::await(session.manager()->destroy(created->id)); });
        QTRY_VERIFY(window->sandboxModel()->rowCount() == 1);
        window->selectSandbox(created->id);
        QTRY_VERIFY(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Running);

        // Ctrl+Shift+P asks for the port; Open opens the URL.
        PreviewActions *previews = window->previewActions();
        QTRY_VERIFY(previews->openAction()->isEnabled());
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QTest::keySequence(window.get(), QKeySequence(QStringLiteral("Ctrl+Shift+P")));
        QInputDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<QInputDialog *>(QStringLiteral("previewPortDialog"))));
        QVERIFY2(dialog->labelText().contains(created->name), qPrintable(dialog->labelText()));
        dialog->setIntValue(8080);
        dialog->accept();
        QTRY_COMPARE(browser.urls.size(), 1);
        const QUrl url = browser.urls.first();
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY2(window->statusBar()->currentMessage().contains(url.toString()),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(previews->previews(created->id).size(), 1);
        // The details list it, as a link.
        QTRY_VERIFY(window->detailsPanel()->fieldText(QStringLiteral("previewsValue")).contains(url.toString()));

        // Nothing listens yet: the page says so.
        const QByteArray early = get(url);
        QVERIFY2(early.startsWith("HTTP/1.1 502") && early.contains("nothing in the sandbox listens on port 8080"),
                 early.constData());

        // A server in the sandbox, on its loopback only: the same URL shows it. (This thread, the
        // window's, waits in the requests; the previews run on their own.)
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), data.path());
        const test::CliOutcome served =
            test::runCli(QStringLiteral(SHADOWBOX_BINARY),
                         {QStringLiteral("sandbox"), QStringLiteral("exec"), created->name, QStringLiteral("--"),
                          QStringLiteral("busybox httpd -p 127.0.0.1:8080 -h /workspace")},
                         env);
        QVERIFY2(served.code == 0, served.err.constData());
        QByteArray page;
        QTRY_VERIFY_WITH_TIMEOUT((page = get(url)).startsWith("HTTP/1.1 200 OK"), 15'000);
        QVERIFY2(page.endsWith("\r\n\r\nhello from the sandbox\n"), page.constData());

        // Asking for the same port again opens the same URL.
        previews->openPreview(*window->selectedSandbox(), 8080);
        QTRY_COMPARE(browser.urls.size(), 2);
        QCOMPARE(browser.urls.last(), url);
        QCOMPARE(previews->previews(created->id).size(), 1);

        // The menu lists it; Stop Previews closes the port.
        Q_EMIT previews->menu()->aboutToShow();
        QAction *listed = previews->menu()->findChild<QAction *>(QStringLiteral("preview-8080"));
        QVERIFY(listed);
        QVERIFY2(listed->text().contains(url.toString()), qPrintable(listed->text()));
        const QString shots = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
        QDir().mkpath(shots);
        window->grab().save(QDir(shots).filePath(QStringLiteral("preview-%1.png").arg(test::testEngineName())));
        previews->menu()->adjustSize();
        previews->menu()->grab().save(
            QDir(shots).filePath(QStringLiteral("preview-menu-%1.png").arg(test::testEngineName())));
        QAction *stop = previews->menu()->findChild<QAction *>(QStringLiteral("stopPreviewsAction"));
        QVERIFY(stop);
        stop->trigger();
        QVERIFY(previews->previews(created->id).isEmpty());
        QVERIFY(window->detailsPanel()->fieldText(QStringLiteral("previewsValue")).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(get(url).isEmpty(), 5'000);
    }
};

SHADOWBOX_GUI_TEST_MAIN(TestGuiPreview)
#include "tst_gui_preview.moc"
