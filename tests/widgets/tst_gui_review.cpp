// The review window against a real engine, as a user drives it: a sandbox whose command changed one
// file in two places and added another, opened from the main window with its shortcut; one hunk
// approved and the other rejected with the keyboard, the new file approved whole; the decisions kept
// across a reopened window; then applied as a new branch, which must hold exactly the approved
// change (checked with git). Also: the help overlay, the layouts, the evidence, the screenshot.
#include "MainWindow.h"
#include "SessionController.h"
#include "WidgetTestMain.h"
#include "common/Prompter.h"
#include "common/Scintilla.h"
#include "review/ReviewDiffView.h"
#include "review/ReviewFileModel.h"
#include "review/ReviewWindow.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "support/TestSupport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace shadowbox;

namespace {

constexpr int kEngineTimeoutMs = 60'000;
constexpr int kCommandTimeoutMs = 120'000;

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}

QByteArray numbered(int from, int to)
{
    QByteArray out;
    for (int i = from; i <= to; ++i)
        out += "    value_" + QByteArray::number(i) + " = compute(" + QByteArray::number(i) + ");  // step\n";
    return out;
}

QByteArray gitOutput(const QString &repo, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(repo);
    p.start(QStringLiteral("git"), args);
    p.waitForFinished(60'000);
    return p.exitCode() == 0 ? p.readAllStandardOutput() : QByteArray("<git failed>");
}

} // namespace

class TestGuiReview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        auto engine = test::connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
    }

    void approveOneRejectOneAndApplyAsABranch()
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
        prompter.setDefaultAnswer(true);
        auto window = std::make_unique<MainWindow>(session, prompter);
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->startSession();
        QTRY_VERIFY_WITH_TIMEOUT(window->controller()->engineState() == SessionController::EngineState::Connected,
                                 kEngineTimeoutMs);

        test::ScratchRepo repo;
        repo.write(QStringLiteral("src/app.py"), "def main():\n" + numbered(1, 40));
        QVERIFY(repo.commitAll());
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        request.name = QStringLiteral("gui-review-%1").arg(test::testEngineName());
        request.limits.memoryBytes = 256LL * 1024 * 1024;
        request.limits.stopTimeoutSeconds = 2;
        auto created = test::await(session.manager()->create(request));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        test::Output output;
        auto ran = session.manager()->execBlocking(
            created->id,
            QStringLiteral("sed -i -e 's/compute(3)/compute(300)/' -e 's/compute(36)/compute(3600)/' src/app.py && "
                           "printf 'def helper():\\n    return 1\\n' > src/helper.py"),
            output.sink(), CancelToken());
        QVERIFY2(ran && ran->exitCode == 0, qPrintable(ran ? QString::fromUtf8(output.err) : ran.errorMessage()));

        // Opened from the main window, with its shortcut.
        window->selectSandbox(created->id);
        QTRY_VERIFY(window->findChild<QAction *>(QStringLiteral("reviewAction"))->isEnabled());
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QTest::keySequence(window.get(), QKeySequence(QStringLiteral("Ctrl+Shift+D")));
        ReviewWindow *review = nullptr;
        QTRY_VERIFY((review = window->findChild<ReviewWindow *>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(review));
        QTRY_VERIFY_WITH_TIMEOUT(review->isLoaded(), kCommandTimeoutMs);
        QAbstractItemModelTester tester(review->fileTree()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(review->review().changes.files.size(), 2);
        QCOMPARE(review->statusText(), QStringLiteral("0 of 3 hunks decided"));
        // The evidence: the command that ran, with its exit code.
        QCOMPARE(review->evidence()->topLevelItemCount(), 1);
        QCOMPARE(review->evidence()->topLevelItem(0)->text(1), QStringLiteral("0"));

        // The first file in the tree is src/app.py (Source, by path); its diff is highlighted as Python.
        QTRY_VERIFY(review->currentFile() >= 0);
        const ReviewFile &app = review->review().changes.files.at(review->currentFile());
        QCOMPARE(app.path, QByteArray("src/app.py"));
        QCOMPARE(app.hunks.size(), 2);
        QTRY_COMPARE(review->diffView()->language(), QStringLiteral("Python"));
        QVERIFY(review->diffView()->newEditor()->text().contains(QStringLiteral("compute(3600)")));
        QVERIFY(review->diffView()->oldEditor()->lexer() != nullptr);
        QVERIFY(review->diffView()->hiddenLines() > 20); // unchanged regions folded
        QCOMPARE(review->currentHunk(), 0);

        // Keyboard: A approves hunk 1 and moves on; R rejects hunk 2.
        review->activateWindow();
        QTRY_VERIFY(review->isActiveWindow());
        QSignalSpy saved(review, &ReviewWindow::decisionSaved);
        QTest::keyClick(review, Qt::Key_A);
        QCOMPARE(review->currentHunk(), 1);
        QTest::keyClick(review, Qt::Key_R);
        QTRY_COMPARE(saved.count(), 2);
        QCOMPARE(review->statusText(), QStringLiteral("2 of 3 hunks decided"));
        // Next file, approved whole.
        QSignalSpy shown(review, &ReviewWindow::fileShown);
        QTest::keyClick(review, Qt::Key_J, Qt::ShiftModifier);
        QTRY_VERIFY(shown.count() >= 1);
        QCOMPARE(review->review().changes.files.at(review->currentFile()).path, QByteArray("src/helper.py"));
        QTest::keyClick(review, Qt::Key_A, Qt::ShiftModifier);
        QTRY_COMPARE(saved.count(), 3);
        QCOMPARE(review->statusText(), QStringLiteral("3 of 3 hunks decided"));

        // The help overlay, and the unified layout.
        QTest::keyClick(review, Qt::Key_Question);
        QVERIFY(review->helpVisible());
        QVERIFY(
            review->grab().save(screenshotDir() + QStringLiteral("/review-help-%1.png").arg(test::testEngineName())));
        QTest::keyClick(review, Qt::Key_Escape);
        QVERIFY(!review->helpVisible());
        QSignalSpy appShown(review, &ReviewWindow::fileShown);
        review->selectFile(review->review().changes.indexOf("src/app.py"));
        QTRY_COMPARE(appShown.count(), 1);
        QVERIFY(review->diffView()->newEditor()->text().contains(QStringLiteral("compute(3600)")));
        QVERIFY(review->grab().save(screenshotDir() + QStringLiteral("/review-%1.png").arg(test::testEngineName())));
        QTest::keyClick(review, Qt::Key_V);
        QCOMPARE(review->diffView()->diffLayout(), ReviewDiffView::Layout::Unified);
        // The removed line is shown where it was, as a note in the sandbox's version.
        bool removedShown = false;
        QsciScintilla *unified = review->diffView()->unifiedEditor();
        for (int line = 0; line < unified->lines(); ++line)
            removedShown = removedShown || unified->annotation(line).contains(QStringLiteral("compute(3);"));
        QVERIFY(removedShown);

        // Closed and opened again: every decision is still there.
        review->close();
        QTRY_VERIFY(window->findChild<ReviewWindow *>() == nullptr);
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QTest::keySequence(window.get(), QKeySequence(QStringLiteral("Ctrl+Shift+D")));
        QTRY_VERIFY((review = window->findChild<ReviewWindow *>()) != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(review->isLoaded(), kCommandTimeoutMs);
        QCOMPARE(review->statusText(), QStringLiteral("3 of 3 hunks decided"));

        // Apply as a branch: exactly the approved hunk and the new file.
        QSignalSpy applied(review, &ReviewWindow::applied);
        QSignalSpy failed(review, &ReviewWindow::applyFailed);
        ApplyOptions options;
        options.branch = QStringLiteral("reviewed");
        options.message = QStringLiteral("Approved in the window");
        review->applyWith(options, {}, false);
        QTRY_VERIFY_WITH_TIMEOUT(applied.count() + failed.count() == 1, kCommandTimeoutMs);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QVERIFY(review->isApplied());
        const QByteArray content =
            gitOutput(repo.path(), {QStringLiteral("show"), QStringLiteral("reviewed:src/app.py")});
        QVERIFY(content.contains("compute(300)"));
        QVERIFY(!content.contains("compute(3600)"));
        QVERIFY(content.contains("compute(36)"));
        QCOMPARE(gitOutput(repo.path(), {QStringLiteral("diff"), QStringLiteral("--stat"), QStringLiteral("HEAD"),
                                         QStringLiteral("reviewed")})
                     .trimmed()
                     .split('\n')
                     .size(),
                 3); // two files and the summary line
        QCOMPARE(gitOutput(repo.path(), {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s"),
                                         QStringLiteral("reviewed")}),
                 QByteArray("Approved in the window\n"));
        // The working tree is untouched.
        QCOMPARE(gitOutput(repo.path(), {QStringLiteral("status"), QStringLiteral("--porcelain")}), QByteArray());
        review->close();
        QVERIFY(test::await(session.manager()->destroy(created->id)));
    }
};

SHADOWBOX_GUI_TEST_MAIN(TestGuiReview)
#include "tst_gui_review.moc"
