#pragma once

#include <QPalette>
#include <QString>
#include <QTextCharFormat>

class QTextDocument;

namespace shadowbox {

// How command output looks in the console and in History's preview: standard error in red, the
// command line in bold blue, Shadowbox's own notes in grey italics.
enum class ConsoleTextKind { Stdout, Stderr, Command, Info };

QTextCharFormat consoleFormat(ConsoleTextKind kind, const QPalette &palette);
// Terminal colour and cursor sequences mean nothing in a text view; they are dropped.
QString cleanTerminalText(QString text);
// A document for console text: plain layout, fixed font, no undo, at most `maxBlocks` lines.
void setUpConsoleDocument(QTextDocument *document, int maxBlocks = 0);
void appendConsoleText(QTextDocument *document, const QString &text, ConsoleTextKind kind, const QPalette &palette);

} // namespace shadowbox
