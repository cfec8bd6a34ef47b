#pragma once

#include "core/ReviewRecords.h"
#include "review/ReviewDiff.h"

#include <QByteArray>
#include <QList>
#include <QWidget>

class QLabel;
class QsciLexer;
class QsciScintilla;
class QStackedWidget;

namespace shadowbox {

// One file of a review, drawn by QScintilla. Each side is its whole file, highlighted by a lexer
// chosen for it (so a hunk inside a comment or a string is coloured as what it is), with the
// changed lines marked, the changed words inside them marked more strongly, and the unchanged
// regions folded away (a note says how many lines each hides). Side by side: the baseline left,
// the sandbox's version right, scrolled together. Unified: the sandbox's version, with the lines it
// removed shown where they were. Binary files and large ones are described instead; images are
// shown side by side.
class ReviewDiffView : public QWidget {
    Q_OBJECT
public:
    enum class Layout { Unified, SideBySide };
    static constexpr int kContextLines = 3;

    explicit ReviewDiffView(QWidget *parent = nullptr);

    void setFile(const ReviewFile &file, const QByteArray &oldText, const QByteArray &newText);
    void setMessage(const QString &message);
    void setHunkVerdicts(const QList<ReviewVerdict> &verdicts);
    void setCurrentHunk(int hunk);
    int currentHunk() const { return m_current; }
    void setDiffLayout(Layout layout);
    Layout diffLayout() const { return m_layout; }
    void setFoldUnchanged(bool fold);
    bool foldUnchanged() const { return m_fold; }
    void setImages(const QByteArray &oldImage, const QByteArray &newImage);

    QsciScintilla *oldEditor() const { return m_old; }
    QsciScintilla *newEditor() const { return m_new; }
    QsciScintilla *unifiedEditor() const { return m_unified; }
    QString message() const;
    QString language() const { return m_language; }
    // Lines hidden as unchanged in the side-by-side new side (for tests).
    int hiddenLines() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    void renderSideBySide();
    void renderUnified();
    void prepare(QsciScintilla *editor);
    void fold(QsciScintilla *editor, const QList<std::pair<int, int>> &changed, int lines);
    void scrollToHunk();
    QsciLexer *lexerFor(const QByteArray &text);

    QStackedWidget *m_stack;
    QLabel *m_messageLabel;
    QWidget *m_sideBySide;
    QsciScintilla *m_old;
    QsciScintilla *m_new;
    QsciScintilla *m_unified;
    QWidget *m_imagePage;
    QLabel *m_oldImage;
    QLabel *m_newImage;

    ReviewFile m_file;
    QByteArray m_oldText;
    QByteArray m_newText;
    QList<ReviewVerdict> m_verdicts;
    int m_current = -1;
    Layout m_layout = Layout::SideBySide;
    bool m_fold = true;
    bool m_syncing = false;
    QString m_language;
};

} // namespace shadowbox
