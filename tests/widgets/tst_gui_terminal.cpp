// Terminals and the activity log in the window, against a real engine: Ctrl+Shift+T opens a
// shell in the sandbox whose typed keys and rendered screen go through the engine's TTY exec;
// colours, a resize reaching `stty size`, a full-screen program (vi) drawn and left; the shell's
// exit closes its tab; Run Agent offers to let the agent's model API through the sandbox's gateway
// (its allowlist preset, nothing else) before it opens a terminal; and
// the Activity page shows, live, a command the command line ran in another process.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "activity/ActivityModel.h"
#include "activity/ActivityPanel.h"
#include "common/Prompter.h"
#include "common/Scintilla.h"
#include "network/MockModels.h"
#include "network/NetworkPanel.h"
#include "runtime/StarterImage.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "support/TestSupport.h"
#include "terminal/TerminalActions.h"
#include "terminal/TerminalTab.h"
#include "terminal/TerminalView.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace shadowbox;

namespace {
constexpr int kEngineTimeoutMs = 60'000;
constexpr int kScreenTimeoutMs = 20'000;

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}

void type(TerminalView *view, const QString &text)
{
    QTest::keyClicks(view, text);
    QTest::keyClick(view, Qt::Key_Return);
}
} // namespace

class TestGuiTerminal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
    }

    void terminalActivityAndAgents()
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
        auto window = std::make_unique<MainWindow>(session, prompter);
        window->resize(1280, 860);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->startSession();
        QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);
        QVERIFY(starter::ensureImage(session.manager()->context().client(), {}, CallOptions::withTimeout(120'000)));

        test::ScratchRepo repo;
        repo.write(QStringLiteral("notes.txt"), "v0\n");
        QVERIFY(repo.commitAll());
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        request.name = QStringLiteral("gui-terminal-%1").arg(test::testEngineName());
        request.limits.memoryBytes = 256LL * 1024 * 1024;
        request.limits.stopTimeoutSeconds = 2;
        auto created = test::await(session.manager()->create(request));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        const auto destroy = qScopeGuard([&] { (void)test::await(session.manager()->destroy(created->id)); });
        QTRY_VERIFY(window->sandboxModel()->rowCount() == 1);
        window->selectSandbox(created->id);
        QTRY_VERIFY(window->selectedSandbox() && window->selectedSandbox()->state == SandboxState::Running);

        // Ctrl+Shift+T: a shell in the sandbox, in a tab of its own.
        CommandPanel *panel = window->commandPanel();
        QTRY_VERIFY(window->terminalActions()->openAction()->isEnabled());
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QTest::keySequence(window.get(), QKeySequence(QStringLiteral("Ctrl+Shift+T")));
        QTRY_COMPARE(panel->terminals().size(), 1);
        TerminalTab *tab = panel->terminals().constFirst();
        TerminalView *view = tab->view();
        QTRY_VERIFY_WITH_TIMEOUT(view->screenText().contains(QLatin1String("/workspace")), kScreenTimeoutMs);
        QVERIFY(view->hasFocus());

        type(view, QStringLiteral("printf '\\033[1;31mRED\\033[0m and plain\\n'"));
        QTRY_VERIFY_WITH_TIMEOUT(view->screenText().contains(QLatin1String("RED and plain")), kScreenTimeoutMs);
        int redRow = -1;
        for (int row = 0; row < view->gridSize().height(); ++row) {
            if (view->rowText(row).startsWith(QLatin1String("RED and plain")))
                redRow = row;
        }
        QVERIFY(redRow >= 0);
        const TerminalCell red = view->cellAt(redRow, 0);
        QVERIFY(red.bold);
        QVERIFY2(red.foreground.red() > 150 && red.foreground.green() < 100, qPrintable(red.foreground.name()));
        QVERIFY(!view->cellAt(redRow, 8).bold);

        // The view's size reaches the program, before and after the window changes size. The window
        // may still settle its layout (the details panel fills in), so the size printed is compared
        // with the view's grid when it is printed, until the two agree.
        const auto programSeesTheGrid = [&](const QString &tag) {
            for (int attempt = 0; attempt < 5; ++attempt) {
                const QString marker = QStringLiteral("%1-%2:").arg(tag).arg(attempt);
                type(view, QStringLiteral("echo \"%1$(stty size)\"").arg(marker));
                QString printed;
                const auto findPrinted = [&] {
                    const QStringList rows = view->screenText().split(u'\n');
                    for (const QString &row : rows) {
                        if (row.startsWith(marker))
                            printed = row.mid(marker.size()).trimmed();
                    }
                    return !printed.isEmpty();
                };
                QElapsedTimer waited;
                waited.start();
                while (!findPrinted() && waited.elapsed() < kScreenTimeoutMs)
                    QTest::qWait(20);
                if (printed.isEmpty()) {
                    qWarning("nothing printed for %s on:\n%s", qPrintable(marker), qPrintable(view->screenText()));
                    return false;
                }
                const QSize grid = view->gridSize();
                if (printed == QStringLiteral("%1 %2").arg(grid.height()).arg(grid.width()))
                    return true;
                qInfo("the program saw %s, the view is %dx%d; asking again", qPrintable(printed), grid.width(),
                      grid.height());
                QTest::qWait(300);
            }
            return false;
        };
        QVERIFY(programSeesTheGrid(QStringLiteral("first")));
        const QSize grid = view->gridSize();
        window->resize(1000, 760);
        QTRY_VERIFY(view->gridSize() != grid);
        QTest::qWait(300);
        type(view, QStringLiteral("clear"));
        QVERIFY(programSeesTheGrid(QStringLiteral("resized")));

        // A full-screen program draws its screen and leaves the shell's as it was.
        type(view, QStringLiteral("echo before-vi; vi /workspace/notes.txt"));
        QTRY_VERIFY_WITH_TIMEOUT(
            view->screenText().contains(QLatin1String("v0")) && view->screenText().count(u'~') >= 5, kScreenTimeoutMs);
        view->grab().save(
            QDir(screenshotDir()).filePath(QStringLiteral("terminal-vi-%1.png").arg(test::testEngineName())));
        QTest::keyClick(view, Qt::Key_Escape);
        QTest::qWait(400); // an Escape followed at once by ':' reads as one key sequence
        type(view, QStringLiteral(":q"));
        // Back at the shell: what is typed now runs (busybox vi draws on the main screen, so its
        // lines stay above the prompt, as in any terminal).
        type(view, QStringLiteral("echo after-$((6*7))"));
        QTRY_VERIFY_WITH_TIMEOUT(view->screenText().contains(QLatin1String("after-42")), kScreenTimeoutMs);
        window->grab().save(
            QDir(screenshotDir()).filePath(QStringLiteral("terminal-%1.png").arg(test::testEngineName())));

        // The shell's exit closes its tab.
        QPointer<TerminalTab> closing = tab;
        type(view, QStringLiteral("exit"));
        QTRY_VERIFY_WITH_TIMEOUT(closing.isNull(), kScreenTimeoutMs);
        QCOMPARE(panel->terminals().size(), 0);

        // Run Agent: the sandbox's gateway answers mocks only, so the window offers the agent's own
        // allowlist preset first; declined, nothing opens and nothing changes.
        prompter.setNextAnswer(false);
        QMenu *agents = window->terminalActions()->agentMenu();
        QVERIFY(agents->isEnabled());
        agents->actions().constFirst()->trigger();
        QTRY_COMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), 1);
        QVERIFY2(prompter.shown().constLast().text.contains(QLatin1String("api.anthropic.com")) &&
                     prompter.shown().constLast().text.contains(QLatin1String("claude preset")),
                 qPrintable(prompter.shown().constLast().text));
        QVERIFY(prompter.shown().constLast().text.contains(QLatin1String("MCP"))); // in the details
        QTest::qWait(200);
        QCOMPARE(panel->terminals().size(), 0);
        const auto saved = [&] { return *session.manager()->context().find(created->id); };
        QCOMPARE(saved().networkPolicy, NetworkPolicy::MocksOnly);
        // Accepted, the sandbox lets the model API through (and nothing else), and the agent's
        // command runs in a terminal; it is not in the image, so its tab stays open with the exit
        // code for the user to read.
        prompter.setNextAnswer(true);
        agents->actions().constFirst()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(panel->terminals().size(), 1, kEngineTimeoutMs);
        QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), 2);
        QCOMPARE(saved().networkPolicy, NetworkPolicy::Allowlist);
        QStringList allowed;
        for (const AllowRule &rule : saved().networkAllow)
            allowed << rule.host + u':' + QString::number(rule.port) + u' ' + rule.preset;
        QCOMPARE(allowed, QStringList{QStringLiteral("api.anthropic.com:443 claude")});
        QTRY_COMPARE(window->selectedSandbox()->networkPolicy, NetworkPolicy::Allowlist);
        TerminalTab *agent = panel->terminals().constFirst();
        QTRY_VERIFY_WITH_TIMEOUT(!agent->isRunning(), kScreenTimeoutMs);
        QCOMPARE(agent->exitCode(), 127);
        QVERIFY(agent->view()->screenText().contains(QLatin1String("exited with code 127")));
        QVERIFY(window->terminalActions()->closeAction()->isEnabled());
        window->terminalActions()->closeAction()->trigger();
        QCOMPARE(panel->terminals().size(), 0);
        // Now it reaches its API: the next run asks nothing.
        agents->actions().constFirst()->trigger();
        QTRY_COMPARE(panel->terminals().size(), 1);
        QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->terminals().constFirst()->isRunning(), kScreenTimeoutMs);
        window->terminalActions()->closeAction()->trigger();
        QCOMPARE(panel->terminals().size(), 0);

        // The Network page: stubs imported from a file, the request log live with its filter, a
        // stub made from an unmatched request, one removed, and the rest exported.
        NetworkPanel *network = window->networkPanel();
        window->commandPanel()->findChild<QTabWidget *>()->setCurrentWidget(network);
        QTRY_VERIFY(network->isVisible());
        QTemporaryDir files;
        const QString mappings = files.filePath(QStringLiteral("stripe.json"));
        {
            QFile f(mappings);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"mappings":[{"name":"charges","request":{"method":"GET","host":"api.stripe.com",)"
                    R"("urlPath":"/v1/charges"},"response":{"status":200,"jsonBody":{"object":"list"}}}]})");
        }
        network->importFile(mappings);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 1, kEngineTimeoutMs);
        QCOMPARE(network->stubs()->index(0, StubListModel::HostColumn).data().toString(),
                 QStringLiteral("api.stripe.com"));
        QCOMPARE(network->stubs()->index(0, StubListModel::UrlColumn).data().toString(),
                 QStringLiteral("urlPath /v1/charges"));
        network->stubTable()->selectRow(0);
        QTRY_VERIFY(network->stubView()->text().contains(QLatin1String("\"api.stripe.com\"")));
        QVERIFY(!network->stubView()->isReadOnly()); // the editor, while the sandbox runs
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), data.path());
        // A command in the sandbox through the command line: another process than the window's.
        const auto cliExec = [&](const QString &command) {
            return test::runCli(
                QStringLiteral(SHADOWBOX_BINARY),
                {QStringLiteral("sandbox"), QStringLiteral("exec"), created->name, QStringLiteral("--"), command}, env);
        };
        // An HTTP/1.0 GET of `path` from `host`, with nc, as a shell line for the sandbox.
        const auto httpGet = [](const QString &host, const QString &path) {
            return QStringLiteral("printf 'GET %1 HTTP/1.0\\r\\nHost: %2\\r\\n\\r\\n' | nc -w 5 %2 80").arg(path, host);
        };
        for (const char *path : {"/v1/charges", "/v1/refunds"}) {
            const test::CliOutcome asked = cliExec(httpGet(QStringLiteral("api.stripe.com"), QLatin1String(path)));
            QCOMPARE(asked.code, 0);
        }
        // The log follows by itself.
        const auto logged = [network](const QString &outcome) {
            for (int row = 0; row < network->log()->rowCount(); ++row) {
                if (network->log()->index(row, 0).data(RequestLogModel::OutcomeRole).toString() == outcome)
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(logged(QStringLiteral("matched")) && logged(QStringLiteral("unmatched")), 10'000);
        network->outcomeFilter()->setCurrentIndex(network->outcomeFilter()->findData(QStringLiteral("unmatched")));
        QCOMPARE(network->logTable()->model()->rowCount(), 1);
        QVERIFY(network->logTable()
                    ->model()
                    ->index(0, RequestLogModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("charges")));
        // Words filter the log too (any case, every word), with the outcome or without it.
        const auto shownUrls = [network] {
            QStringList urls;
            for (int row = 0; row < network->logTable()->model()->rowCount(); ++row)
                urls << network->logTable()->model()->index(row, RequestLogModel::UrlColumn).data().toString() + u' ' +
                            network->logTable()->model()->index(row, RequestLogModel::StatusColumn).data().toString();
            return urls;
        };
        network->outcomeFilter()->setCurrentIndex(0);
        network->textFilter()->setText(QStringLiteral("CHARGES 200"));
        QCOMPARE(shownUrls(), QStringList{QStringLiteral("http://api.stripe.com/v1/charges 200")});
        network->outcomeFilter()->setCurrentIndex(network->outcomeFilter()->findData(QStringLiteral("unmatched")));
        QCOMPARE(shownUrls(), QStringList());
        network->textFilter()->setText(QStringLiteral("refunds"));
        QCOMPARE(shownUrls(), QStringList{QStringLiteral("http://api.stripe.com/v1/refunds 404")});
        network->textFilter()->clear();
        // The policy can be changed from the page: the window's own Network Policy menu.
        QVERIFY(network->policyButton()->isVisible() && network->policyButton()->isEnabled());
        QCOMPARE(network->policyButton()->menu()->objectName(), QStringLiteral("networkPolicyMenu"));
        QVERIFY(network->policyButton()->menu()->actions().size() >= 5);
        network->logTable()->selectRow(0);
        QTRY_VERIFY(network->fromRequestButton()->isEnabled());
        QTest::mouseClick(network->fromRequestButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 2, 10'000);
        QCOMPARE(network->stubs()->index(0, StubListModel::UrlColumn).data().toString(),
                 QStringLiteral("urlPath /v1/refunds"));
        const int before = prompter.count(PresetPrompter::Shown::Kind::Question);
        network->stubTable()->selectRow(1); // charges
        QTRY_VERIFY(network->removeButton()->isEnabled());
        prompter.setNextAnswer(true);
        QTest::mouseClick(network->removeButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 1, 10'000);
        QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), before + 1);
        QCOMPARE(network->stubs()->index(0, StubListModel::UrlColumn).data().toString(),
                 QStringLiteral("urlPath /v1/refunds"));
        const QString exported = files.filePath(QStringLiteral("out.json"));
        network->exportTo(exported);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(exported), 10'000);
        {
            QFile f(exported);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonArray saved =
                QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("mappings")).toArray();
            QCOMPARE(saved.size(), 1);
            QCOMPARE(saved.first()[QStringLiteral("request")][QStringLiteral("urlPath")].toString(),
                     QStringLiteral("/v1/refunds"));
        }

        // A refresh does not move the log under its reader: with the view scrolled down and an
        // entry selected, new entries come in on top and the rows in view stay where they were.
        {
            const int outcome = network->outcomeFilter()->currentIndex();
            network->outcomeFilter()->setCurrentIndex(0); // every entry
            const test::CliOutcome many =
                cliExec(QStringLiteral("for i in $(seq 1 40); do printf 'GET /v1/page/%s HTTP/1.0\\r\\nHost: "
                                       "api.stripe.com\\r\\n\\r\\n' $i | nc -w 5 api.stripe.com 80 >/dev/null; done"));
            QCOMPARE(many.code, 0);
            QAbstractItemModel *shown = network->logTable()->model();
            QTRY_VERIFY_WITH_TIMEOUT(shown->rowCount() >= 42, 10'000);
            const auto urlAt = [shown](const QModelIndex &index) {
                return shown->index(index.row(), RequestLogModel::UrlColumn).data().toString();
            };
            // Room for a dozen rows, so that the selected one stays in view whatever happens.
            network->logTable()->setMinimumHeight(300);
            QTRY_VERIFY(network->logTable()->viewport()->height() >= 250);
            network->logTable()->scrollTo(shown->index(20, 0), QAbstractItemView::PositionAtTop);
            network->logTable()->selectRow(22);
            const QString top = urlAt(network->logTable()->indexAt(QPoint(0, 0)));
            const QString selected = urlAt(network->logTable()->currentIndex());
            QVERIFY2(top.contains(QLatin1String("/v1/page/")) && top != urlAt(shown->index(0, 0)), qPrintable(top));
            const int rows = shown->rowCount();
            const test::CliOutcome more =
                cliExec(httpGet(QStringLiteral("api.stripe.com"), QStringLiteral("/v1/newest")) +
                        QStringLiteral(" >/dev/null"));
            QCOMPARE(more.code, 0);
            QTRY_VERIFY_WITH_TIMEOUT(shown->rowCount() > rows, 10'000);
            QSignalSpy refreshed(network, &NetworkPanel::refreshed);
            QVERIFY(refreshed.wait(10'000)); // and one refresh more, with nothing new
            QCOMPARE(urlAt(network->logTable()->indexAt(QPoint(0, 0))), top);
            QCOMPARE(urlAt(network->logTable()->currentIndex()), selected);
            // Scrolled back to the top, the newest entries show as they come.
            network->logTable()->scrollToTop();
            QTRY_COMPARE_WITH_TIMEOUT(urlAt(network->logTable()->indexAt(QPoint(0, 0))),
                                      QStringLiteral("http://api.stripe.com/v1/newest"), 10'000);
            network->logTable()->setCurrentIndex(QModelIndex());
            network->logTable()->setMinimumHeight(0);
            network->outcomeFilter()->setCurrentIndex(outcome);
        }

        // The stub editor: the selected stub edited in place (a JSON mistake is named and blocks
        // saving), saved with Ctrl+S in its place; a new stub from the template; a stub the gateway
        // refuses keeps the editor's text and says why.
        network->stubTable()->selectRow(0);
        QTRY_VERIFY(network->stubView()->text().contains(QLatin1String("/v1/refunds")));
        QTRY_VERIFY(!network->stubView()->isReadOnly());
        const QString refundsId = network->stubs()->index(0, 0).data(StubListModel::IdRole).toString();
        const QString original = network->stubView()->text();
        QVERIFY2(original.contains(QLatin1String("\"status\": 200")), qPrintable(original));
        {
            // Highlighted as JSON: a key, a number and a string each in the JSON lexer's style.
            QsciScintilla *view = network->stubView();
            QVERIFY(qobject_cast<QsciLexerJSON *>(view->lexer()));
            view->SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0, -1);
            const QByteArray bytes = original.toUtf8();
            const auto styleAt = [&](const QByteArray &what, int offset) {
                const qsizetype at = bytes.indexOf(what);
                return at < 0 ? -1
                              : int(view->SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT,
                                                        static_cast<unsigned long>(at + offset)));
            };
            QCOMPARE(styleAt("\"status\"", 1), int(QsciLexerJSON::Property));
            QCOMPARE(styleAt("\"status\": 200", 11), int(QsciLexerJSON::Number));
            QCOMPARE(styleAt("\"/v1/refunds\"", 1), int(QsciLexerJSON::String));
        }
        QString edited = original;
        network->stubView()->setText(
            edited.replace(QLatin1String("\"status\": 200"), QLatin1String("\"status\": 201 1")));
        QVERIFY(network->hasUnsavedStub());
        QVERIFY(!network->saveStubButton()->isEnabled());
        QVERIFY(!network->stubTable()->isEnabled()); // the selection holds while there are changes
        QVERIFY2(network->stubProblemLabel()->text().startsWith(QLatin1String("Line ")),
                 qPrintable(network->stubProblemLabel()->text()));
        edited = original;
        network->stubView()->setText(
            edited.replace(QLatin1String("\"status\": 200"), QLatin1String("\"status\": 201")));
        QVERIFY(network->saveStubButton()->isEnabled());
        network->stubView()->setFocus();
        QTest::keyClick(network->stubView(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!network->hasUnsavedStub() && network->stubTable()->isEnabled(), 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(
            network->stubs()->stub(0)[QStringLiteral("response")][QStringLiteral("status")].toInt(), 201, 10'000);
        QCOMPARE(network->stubs()->rowCount(), 1);
        QCOMPARE(network->stubs()->index(0, 0).data(StubListModel::IdRole).toString(), refundsId);
        const test::CliOutcome refund =
            cliExec(httpGet(QStringLiteral("api.stripe.com"), QStringLiteral("/v1/refunds")));
        QVERIFY2(refund.code == 0 && refund.out.startsWith("HTTP/1.0 201"), refund.out.constData());

        QTest::mouseClick(network->newStubButton(), Qt::LeftButton);
        QVERIFY(network->hasUnsavedStub());
        QCOMPARE(network->stubView()->selectedText(), QStringLiteral("api.example.com"));
        network->stubView()->replaceSelectedText(QStringLiteral("api.github.com"));
        QVERIFY(network->saveStubButton()->isEnabled());
        QTest::mouseClick(network->saveStubButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 2, 10'000);
        QTRY_VERIFY(!network->hasUnsavedStub());
        QTRY_COMPARE(network->stubTable()->currentIndex().siblingAtColumn(StubListModel::HostColumn).data().toString(),
                     QStringLiteral("api.github.com"));
        const int warnings = prompter.count(PresetPrompter::Shown::Kind::Warning);
        edited = network->stubView()->text();
        network->stubView()->setText(edited.replace(QLatin1String("\"urlPath\": \"/v1/things\""),
                                                    QLatin1String("\"urlPattern\": \"/v1/(things\"")));
        QTest::mouseClick(network->saveStubButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(prompter.count(PresetPrompter::Shown::Kind::Warning), warnings + 1, 10'000);
        QVERIFY(network->hasUnsavedStub());
        QVERIFY2(network->stubProblemLabel()->text().contains(QLatin1String("\"/v1/(things\" is not valid")),
                 qPrintable(network->stubProblemLabel()->text()));
        QTest::mouseClick(network->revertStubButton(), Qt::LeftButton);
        QVERIFY(!network->hasUnsavedStub());
        QVERIFY(network->stubView()->text().contains(QLatin1String("\"urlPath\": \"/v1/things\"")));

        // Recording: a host the allowlist records answers the sandbox through the gateway, the page
        // counts what it answered, and Keep Recorded makes a stub of it.
        const QString address = test::machineAddress();
        QVERIFY2(!address.isEmpty(), "This machine has no IPv4 address but loopback.");
        {
            QFile page(files.filePath(QStringLiteral("price.json")));
            QVERIFY(page.open(QIODevice::WriteOnly) && page.write("{\"price\": 42}\n") > 0);
        }
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress(address)));
            port = probe.serverPort();
        }
        QProcess httpd;
        httpd.start(QStandardPaths::findExecutable(QStringLiteral("busybox")),
                    {QStringLiteral("httpd"), QStringLiteral("-f"), QStringLiteral("-p"),
                     QStringLiteral("%1:%2").arg(address).arg(port), QStringLiteral("-h"), files.path()});
        const auto stopHttpd = qScopeGuard([&] {
            httpd.kill();
            httpd.waitForFinished();
        });
        QVERIFY2(httpd.waitForStarted(), "busybox httpd is the recorded host: run scripts/setup.sh.");
        const QString host = QStringLiteral("%1:%2").arg(address).arg(port);
        QVERIFY(!network->keepRecordedButton()->isVisible()); // nothing is recorded
        for (const QStringList &args :
             {QStringList{QStringLiteral("network"), QStringLiteral("record"), created->name, host},
              QStringList{QStringLiteral("network"), QStringLiteral("policy"), created->name,
                          QStringLiteral("allowlist")}}) {
            const test::CliOutcome set = test::runCli(QStringLiteral(SHADOWBOX_BINARY), args, env);
            QVERIFY2(set.code == 0, set.err.constData());
        }
        QTRY_VERIFY_WITH_TIMEOUT(network->keepRecordedButton()->isVisible(), 10'000);
        QVERIFY(!network->keepRecordedButton()->isEnabled());
        QTRY_VERIFY([&] {
            QTcpSocket s;
            s.connectToHost(address, port);
            return s.waitForConnected(200);
        }());
        const test::CliOutcome fetched = cliExec(QStringLiteral("wget -q -O- http://%1/price.json").arg(host));
        QVERIFY2(fetched.code == 0 && fetched.out.contains("42"), fetched.out.constData());
        QTRY_COMPARE_WITH_TIMEOUT(network->recordedCount(), 1, 10'000);
        QTRY_VERIFY(network->keepRecordedButton()->isEnabled());
        QVERIFY2(
            network->findChild<QLabel *>(QStringLiteral("networkState"))->text().contains(QLatin1String("1 recorded")),
            qPrintable(network->findChild<QLabel *>(QStringLiteral("networkState"))->text()));
        const int stubsBefore = network->stubs()->rowCount();
        QTest::mouseClick(network->keepRecordedButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), stubsBefore + 1, 10'000);
        QTRY_COMPARE(network->recordedCount(), 0);
        QVERIFY(!network->keepRecordedButton()->isEnabled());
        bool recordedStub = false;
        for (int row = 0; row < network->stubs()->rowCount(); ++row)
            recordedStub =
                recordedStub ||
                (network->stubs()->index(row, StubListModel::HostColumn).data().toString() == address &&
                 network->stubs()->stub(row)[QStringLiteral("response")][QStringLiteral("body")].toString().contains(
                     QLatin1String("42")));
        QVERIFY(recordedStub);

        network->outcomeFilter()->setCurrentIndex(0);
        network->stubTable()->selectRow(0);
        QTest::qWait(300);
        window->grab().save(
            QDir(screenshotDir()).filePath(QStringLiteral("network-%1.png").arg(test::testEngineName())));

        // A mock server of the user's, WireMock with a stub of its own, set by the command line: the
        // page shows the server's stubs, read and changed through its admin API, and Shadowbox's own
        // a choice away.
        const QString jar = test::wireMockJar(QStringLiteral(SHADOWBOX_WIREMOCK_DIR));
        QVERIFY2(!jar.isEmpty(), "The WireMock jar is missing: run scripts/setup.sh.");
        auto wiremock = test::ensureWireMockImage(
            session.manager()->context().client(), jar,
            R"({"mappings": [{"name": "balance", "request": {"method": "GET", "urlPath": "/v1/balance",
                "host": {"equalTo": "api.wiremock.test"}}, "response": {"status": 200}}]})");
        QVERIFY2(wiremock, qPrintable(wiremock.errorMessage()));
        const int ownStubs = network->stubs()->rowCount();
        const test::CliOutcome served = test::runCli(
            QStringLiteral(SHADOWBOX_BINARY),
            QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), created->name,
                        QStringLiteral("127.0.1.2:8080"), QStringLiteral("--name"), QStringLiteral("WireMock"),
                        QStringLiteral("--image"), *wiremock, QStringLiteral("--")} +
                test::wireMockCommand(QStringLiteral("127.0.1.2"), 8080),
            env);
        QVERIFY2(served.code == 0, served.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(network->stubSource()->isVisible(), 10'000);
        QCOMPARE(network->stubSource()->currentText(), QStringLiteral("WireMock at 127.0.1.2:8080"));
        QVERIFY(network->showsServerStubs());
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 1, 10'000);
        QCOMPARE(network->stubs()->index(0, StubListModel::HostColumn).data().toString(),
                 QStringLiteral("api.wiremock.test"));
        QLabel *state = network->findChild<QLabel *>(QStringLiteral("networkState"));
        QVERIFY2(state->text().contains(QLatin1String(" of WireMock at 127.0.1.2:8080, which keeps them")),
                 qPrintable(state->text()));
        // A stub written in the editor goes to WireMock, and its host resolves in the sandbox.
        QTest::mouseClick(network->newStubButton(), Qt::LeftButton);
        QCOMPARE(network->stubView()->selectedText(), QStringLiteral("api.example.com"));
        network->stubView()->replaceSelectedText(QStringLiteral("pay.wiremock.test"));
        QTest::mouseClick(network->saveStubButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 2, 10'000);
        QTRY_VERIFY(!network->hasUnsavedStub());
        QTRY_COMPARE(network->stubTable()->currentIndex().siblingAtColumn(StubListModel::HostColumn).data().toString(),
                     QStringLiteral("pay.wiremock.test"));
        const test::CliOutcome things =
            cliExec(httpGet(QStringLiteral("pay.wiremock.test"), QStringLiteral("/v1/things")));
        QVERIFY2(things.code == 0 && things.out.contains(" 200 ") && things.out.contains("\"things\""),
                 things.out.constData());
        // Removed from WireMock after asking, which says that nothing brings it back.
        const int questions = prompter.count(PresetPrompter::Shown::Kind::Question);
        for (int row = 0; row < network->stubs()->rowCount(); ++row) {
            if (network->stubs()->index(row, StubListModel::HostColumn).data().toString() ==
                QLatin1String("api.wiremock.test"))
                network->stubTable()->selectRow(row);
        }
        QCOMPARE(network->stubTable()->currentIndex().siblingAtColumn(StubListModel::HostColumn).data().toString(),
                 QStringLiteral("api.wiremock.test"));
        QTRY_VERIFY(network->removeButton()->isEnabled());
        prompter.setNextAnswer(true);
        QTest::mouseClick(network->removeButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 1, 10'000);
        QCOMPARE(prompter.count(PresetPrompter::Shown::Kind::Question), questions + 1);
        QVERIFY(prompter.shown().constLast().text.contains(QLatin1String("nothing brings it back")));
        QCOMPARE(network->stubs()->index(0, StubListModel::HostColumn).data().toString(),
                 QStringLiteral("pay.wiremock.test"));
        // Shadowbox's own stubs, kept for when the server is off, are one choice away.
        network->stubSource()->setCurrentIndex(1);
        QVERIFY(!network->showsServerStubs());
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), ownStubs, 10'000);
        QVERIFY2(state->text().contains(QLatin1String("answered by WireMock at 127.0.1.2:8080, not by these")),
                 qPrintable(state->text()));
        network->stubSource()->setCurrentIndex(0);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), 1, 10'000);
        network->stubTable()->selectRow(0);
        QTRY_VERIFY(network->stubView()->text().contains(QLatin1String("\"pay.wiremock.test\"")));
        // The newest request first, which WireMock answered.
        network->logTable()->setCurrentIndex(QModelIndex());
        network->logTable()->scrollToTop();
        QVERIFY2(network->logTable()
                     ->model()
                     ->index(0, RequestLogModel::DetailColumn)
                     .data()
                     .toString()
                     .contains(QLatin1String("answered by WireMock at 127.0.1.2")),
                 qPrintable(network->logTable()->model()->index(0, RequestLogModel::DetailColumn).data().toString()));
        QTest::qWait(300);
        window->grab().save(
            QDir(screenshotDir()).filePath(QStringLiteral("network-server-%1.png").arg(test::testEngineName())));
        const test::CliOutcome off = test::runCli(
            QStringLiteral(SHADOWBOX_BINARY),
            {QStringLiteral("network"), QStringLiteral("mock-server"), created->name, QStringLiteral("--off")}, env);
        QVERIFY2(off.code == 0, off.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(!network->stubSource()->isVisible(), 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(network->stubs()->rowCount(), ownStubs, 10'000);

        // The Activity page: the terminals, and a command run by the command line in another process
        // appearing by itself.
        ActivityPanel *activity = window->activityPanel();
        const test::CliOutcome cli = cliExec(QStringLiteral("echo from the cli"));
        QCOMPARE(cli.code, 0);
        const auto hasCliCommand = [activity] {
            for (int row = 0; row < activity->model()->rowCount(); ++row) {
                const QModelIndex index = activity->model()->index(row, 0);
                if (index.data(ActivityModel::OriginRole).toString() == kOriginCli &&
                    activity->model()->index(row, ActivityModel::TargetColumn).data().toString() ==
                        QLatin1String("echo from the cli"))
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasCliCommand(), 10'000);
        int terminals = 0;
        for (int row = 0; row < activity->model()->rowCount(); ++row) {
            const QModelIndex index = activity->model()->index(row, 0);
            if (index.data(ActivityModel::KindRole).toString() == kActivityTerminal) {
                ++terminals;
                QCOMPARE(index.data(ActivityModel::OriginRole).toString(), kOriginWindow);
            }
        }
        QCOMPARE(terminals, 3);
        // The command line ran eight commands: seven requests for the Network page (one to the
        // recorded host, one to WireMock, two that fill the log), and the echo.
        activity->filter()->setOrigin(kOriginCli);
        QCOMPARE(activity->filter()->rowCount(), 8);
        activity->filter()->setOrigin(QString());
    }
};

SHADOWBOX_GUI_TEST_MAIN(TestGuiTerminal)
#include "tst_gui_terminal.moc"
