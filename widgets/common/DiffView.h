#pragma once

#include <QByteArray>
#include <QWidget>

class QsciScintilla;
class QsciLexerDiff;

namespace shadowbox {

// A unified diff, read-only, highlighted by QScintilla's diff lexer: added lines green, removed
// lines red, hunk headers set apart. The text is shown as the bytes say (UTF-8, or Latin-1 where
// it is not), never executed or interpreted otherwise.
class DiffView : public QWidget {
    Q_OBJECT
public:
    explicit DiffView(QWidget *parent = nullptr);

    void setDiff(const QByteArray &diff);
    // A sentence instead of a diff ("Binary file", "Select a file", an error).
    void setMessage(const QString &message);
    QString text() const;
    QsciScintilla *editor() const { return m_editor; }

private:
    QsciScintilla *m_editor;
    QsciLexerDiff *m_lexer;
};

} // namespace shadowbox
