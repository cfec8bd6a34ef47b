// The review's widgets without an engine: the file model (a real item model, checked by
// QAbstractItemModelTester), the diff view (lexer by name and first line, whole files on both
// sides, changed lines and words marked, unchanged regions folded with a note, removed lines as
// notes in the unified layout, a dark palette), and the Apply dialog's choices.
#include "WidgetTestMain.h"
#include "common/Scintilla.h"
#include "review/ApplyDialog.h"
#include "review/CodeLexers.h"
#include "review/ReviewDiffView.h"
#include "review/ReviewFileModel.h"

#include <Qsci/qscilexer.h>

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTest>

using namespace shadowbox;

namespace {

QByteArray lines(int count, const QByteArray &prefix = "x = ")
{
    QByteArray out;
    for (int i = 1; i <= count; ++i)
        out += prefix + QByteArray::number(i) + "\n";
    return out;
}

// A file and its diff as the engine computes it.
ReviewFile fileOf(const QByteArray &path, const QByteArray &oldText, const QByteArray &newText)
{
    ReviewFile f;
    f.path = f.oldPath = path;
    f.status = oldText.isEmpty() ? ReviewFile::Status::Added : ReviewFile::Status::Modified;
    f.oldMode = oldText.isEmpty() ? 0 : 0100644;
    f.newMode = 0100644;
    auto diff = HunkSelection::diff(oldText, newText);
    if (diff) {
        f.hunks = diff->hunks;
        f.added = diff->added;
        f.removed = diff->removed;
        f.hunkKeys = ReviewDiff::hunkKeys(path, f.hunks, oldText, newText);
    }
    f.group = ReviewGroups::classify(path);
    return f;
}

int indicatorRuns(QsciScintilla *e, int indicator)
{
    int runs = 0;
    const long length = e->SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    long at = 0;
    while (at < length) {
        const long end = e->SendScintilla(QsciScintillaBase::SCI_INDICATOREND, indicator, at);
        if (e->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, indicator, at))
            ++runs;
        if (end <= at)
            break;
        at = end;
    }
    return runs;
}

} // namespace

class TestReviewViews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lexersByNameAndFirstLine()
    {
        QObject owner;
        QString language;
        QVERIFY(CodeLexers::forFile("src/a.cpp", {}, &owner, &language));
        QCOMPARE(language, QStringLiteral("C/C++"));
        QVERIFY(CodeLexers::forFile("tools/run", "#!/usr/bin/env python3\nprint(1)\n", &owner, &language));
        QCOMPARE(language, QStringLiteral("Python"));
        QVERIFY(CodeLexers::forFile("bin/start", "#!/bin/sh\necho\n", &owner, &language));
        QCOMPARE(language, QStringLiteral("Shell"));
        QVERIFY(CodeLexers::forFile("CMakeLists.txt", {}, &owner, &language));
        QCOMPARE(language, QStringLiteral("CMake"));
        QVERIFY(CodeLexers::forFile("data.bin", "<?xml version=\"1.0\"?>\n<a/>", &owner, &language));
        QCOMPARE(language, QStringLiteral("XML"));
        QVERIFY(!CodeLexers::forFile("NOTES", "just words\n", &owner, &language));
        QCOMPARE(language, QStringLiteral("Text"));
    }

    void darkPaletteLiftsTheColours()
    {
        QObject owner;
        QsciLexer *lexer = CodeLexers::forFile("a.py", {}, &owner);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        QVERIFY(CodeLexers::isDark(dark));
        CodeLexers::applyPalette(lexer, dark);
        QCOMPARE(lexer->defaultPaper(), QColor(0x1e, 0x1e, 0x1e));
        for (int style = 0; style < 20; ++style) {
            if (lexer->description(style).isEmpty())
                continue;
            const QColor c = lexer->color(style);
            const double luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
            QVERIFY2(luminance >= 0.3, qPrintable(QStringLiteral("style %1 %2").arg(style).arg(c.name())));
            QCOMPARE(lexer->paper(style), QColor(0x1e, 0x1e, 0x1e));
        }
    }

    void sideBySideMarksFoldsAndScrolls()
    {
        const QByteArray oldText = lines(60);
        QByteArray newText = oldText;
        newText.replace("x = 5\n", "x = 500\n");
        newText.replace("x = 50\n", "x = fifty\n");
        const ReviewFile f = fileOf("calc.py", oldText, newText);
        QCOMPARE(f.hunks.size(), 2);
        ReviewDiffView view;
        view.resize(900, 500);
        view.show();
        view.setFile(f, oldText, newText);
        QCOMPARE(view.language(), QStringLiteral("Python"));
        QCOMPARE(view.oldEditor()->text(), QString::fromUtf8(oldText)); // the whole file, each side
        QCOMPARE(view.newEditor()->text(), QString::fromUtf8(newText));
        QCOMPARE(view.currentHunk(), 0);
        // 61 lines (the last one empty). Kept: the three lines around each change (1-7 around line 4,
        // 46-52 around line 49, 0-based) and line 0 (a single line is not worth a fold); folded:
        // 8-45 and 53-60.
        QCOMPARE(view.newEditor()->lines(), 61);
        QCOMPARE(view.hiddenLines(), 38 + 8);
        bool noted = false;
        for (int line = 0; line < view.newEditor()->lines(); ++line)
            noted = noted || view.newEditor()->annotation(line).contains(QStringLiteral("unchanged"));
        QVERIFY(noted);
        // Changed words: one run per changed line on each side.
        QCOMPARE(indicatorRuns(view.newEditor(), 8), 2);
        QCOMPARE(indicatorRuns(view.oldEditor(), 8), 2);
        view.setFoldUnchanged(false);
        QCOMPARE(view.hiddenLines(), 0);
        view.setCurrentHunk(1);
        QCOMPARE(view.currentHunk(), 1);
        // The second change (line 49, 0-based) is on screen, where it was not before.
        const int first = view.newEditor()->firstVisibleLine();
        const long onScreen = view.newEditor()->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN);
        QVERIFY2(first > 0 && first <= 49 && 49 < first + onScreen, qPrintable(QString::number(first)));
    }

    void unifiedShowsRemovedLinesWhereTheyWere()
    {
        const QByteArray oldText = lines(20);
        QByteArray newText = oldText;
        newText.replace("x = 10\n", "");
        const ReviewFile f = fileOf("calc.py", oldText, newText);
        ReviewDiffView view;
        view.setDiffLayout(ReviewDiffView::Layout::Unified);
        view.setFile(f, oldText, newText);
        QCOMPARE(view.unifiedEditor()->text(), QString::fromUtf8(newText));
        // Below line 9 (0-based 8), where line 10 was.
        QVERIFY2(view.unifiedEditor()->annotation(8).contains(QStringLiteral("x = 10")),
                 qPrintable(view.unifiedEditor()->annotation(8)));
    }

    void fileModelGroupsAndCounts()
    {
        ReviewChanges changes;
        changes.files << fileOf("src/a.cpp", lines(10), lines(10).replace("x = 2\n", "x = 20\n"))
                      << fileOf("tests/test_a.py", {}, "def test(): pass\n")
                      << fileOf("package.json", "{}\n", "{\"a\": 1}\n");
        std::stable_sort(changes.files.begin(), changes.files.end(),
                         [](const ReviewFile &a, const ReviewFile &b) { return int(a.group) < int(b.group); });
        ReviewFileModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setChanges(changes, {});
        QCOMPARE(model.rowCount(), 3); // Source, Tests, Dependencies
        QVERIFY(model.index(0, 0).data().toString().startsWith(ReviewGroups::label(ReviewGroup::Source)));
        const QModelIndex a = model.indexOfFile(changes.indexOf("src/a.cpp"));
        QCOMPARE(a.data(ReviewFileModel::FileIndexRole).toLongLong(), changes.indexOf("src/a.cpp"));
        QCOMPARE(a.siblingAtColumn(ReviewFileModel::ChangesColumn).data().toString(), QStringLiteral("+1 −1"));
        const ReviewFile &file = changes.files.at(changes.indexOf("src/a.cpp"));
        model.setDecisions({{file.path, file.hunkKeys.at(0), ReviewVerdict::Approved, QString(), {}}});
        QCOMPARE(a.siblingAtColumn(ReviewFileModel::DecisionColumn).data().toString(), QStringLiteral("1 ✓ 0 ✗ of 1"));
        QCOMPARE(ReviewFileModel::decided(file, {{file.path, QString(), ReviewVerdict::Rejected, QString(), {}}}),
                 std::make_pair(1, 1));
        QCOMPARE(model.order().size(), 3);
    }

    void applyDialogChoices()
    {
        ReviewChanges changes;
        ReviewFile link = fileOf("out-link", {}, "/etc/passwd");
        link.newMode = 0120000;
        link.hazards = PathHazard::LinkLeavesRepository;
        changes.files << link;
        Selection selection;
        selection.leftOut << LeftOut{"out-link", QStringLiteral("flagged")};
        ApplyDialog dialog(changes, selection, QStringLiteral("shadowbox/box-review-1"), QStringLiteral("Message"));
        ApplyOptions o = dialog.options();
        QCOMPARE(o.target, ApplyOptions::Target::Branch);
        QCOMPARE(o.branch, QStringLiteral("shadowbox/box-review-1"));
        QCOMPARE(o.message, QStringLiteral("Message"));
        dialog.patchChoice()->setChecked(true);
        dialog.patchPath()->setText(QStringLiteral("/tmp/x.patch"));
        o = dialog.options();
        QCOMPARE(o.target, ApplyOptions::Target::Patch);
        QCOMPARE(o.patchPath, QStringLiteral("/tmp/x.patch"));
        dialog.worktreeChoice()->setChecked(true);
        QCOMPARE(dialog.options().target, ApplyOptions::Target::Worktree);
        QVERIFY(!dialog.branchName()->isEnabled());
        QVERIFY(dialog.includedFlagged().isEmpty());
        auto *list = dialog.findChild<QListWidget *>();
        QVERIFY(list && list->count() == 1);
        list->item(0)->setCheckState(Qt::Checked);
        QCOMPARE(dialog.includedFlagged(), QSet<QByteArray>{"out-link"});
    }
};

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestReviewViews)
#include "tst_reviewviews.moc"
