#include "sandbox/ConsoleText.h"

#include <QFontDatabase>
#include <QPlainTextDocumentLayout>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>

namespace shadowbox {

QTextCharFormat consoleFormat(ConsoleTextKind kind, const QPalette &palette)
{
    QTextCharFormat f;
    switch (kind) {
    case ConsoleTextKind::Stderr:
        f.setForeground(QColor(0xc0, 0x39, 0x2b));
        break;
    case ConsoleTextKind::Command:
        f.setForeground(QColor(0x1f, 0x5f, 0xa8));
        f.setFontWeight(QFont::Bold);
        break;
    case ConsoleTextKind::Info:
        f.setForeground(palette.color(QPalette::Disabled, QPalette::Text));
        f.setFontItalic(true);
        break;
    case ConsoleTextKind::Stdout:
        f.setForeground(palette.color(QPalette::Text));
        break;
    }
    return f;
}

QString cleanTerminalText(QString text)
{
    static const QRegularExpression escapes(QStringLiteral("\x1b\\[[0-9;?]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]"));
    text.remove(escapes);
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text;
}

void setUpConsoleDocument(QTextDocument *document, int maxBlocks)
{
    document->setDocumentLayout(new QPlainTextDocumentLayout(document));
    document->setDefaultFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    document->setMaximumBlockCount(maxBlocks);
    document->setUndoRedoEnabled(false);
}

void appendConsoleText(QTextDocument *document, const QString &text, ConsoleTextKind kind, const QPalette &palette)
{
    QTextCursor cursor(document);
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text, consoleFormat(kind, palette));
}

} // namespace shadowbox
