#pragma once

#include <QByteArray>
#include <QPalette>
#include <QString>

class QObject;
class QsciLexer;

namespace shadowbox {

// QScintilla lexers for the review's code views: chosen by the file's name, else by its first
// line (a shebang, an XML declaration), and coloured for the palette in use, light or dark.
class CodeLexers {
public:
    // A new lexer owned by `parent`, or nullptr for plain text. `language` receives its name.
    static QsciLexer *forFile(const QByteArray &path, const QByteArray &content, QObject *parent,
                              QString *language = nullptr);
    // Paper and default colours from the palette; on a dark palette every style's colour is lifted
    // until it reads on the dark paper.
    static void applyPalette(QsciLexer *lexer, const QPalette &palette);
    static bool isDark(const QPalette &palette);
};

} // namespace shadowbox
