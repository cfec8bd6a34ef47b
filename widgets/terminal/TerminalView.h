#pragma once

#include <QAbstractScrollArea>
#include <QByteArray>
#include <QColor>
#include <QString>
#include <QStringList>

#include <memory>

namespace shadowbox {

// One cell of the terminal's screen as it is drawn (for tests and tools).
struct TerminalCell {
    QString text;      // empty for a blank cell and for the right half of a wide character
    QColor foreground; // resolved: the palette's own for the default colours, before inverse
    QColor background;
    int width = 1; // 2 for a wide (CJK) character, 0 for the cell its right half covers
    bool bold = false;
    bool italic = false;
    bool underline = false;
    bool inverse = false;
    bool strike = false;
};

// A terminal: the bytes a program writes become a rendered screen, the user's keys, mouse and pastes
// become bytes for the program. libvterm keeps the screen and the escape-sequence state machine;
// this widget keeps the scrollback, the selection and the drawing, and repaints at most about 60
// times a second whatever the program writes. Everything happens on the GUI thread: feed() parses
// synchronously, so a caller with a lot of output hands it over in chunks of at most
// kRecommendedChunk bytes, returning to the event loop between them. A 64 KiB chunk of scrolling
// text costs 4–12 ms (more for a bigger grid: libvterm moves the whole screen for every line), so
// the window stays responsive while `cat` pours out 7–14 MiB a second.
class TerminalView : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr int kRecommendedChunk = 64 * 1024;
    static constexpr int kDefaultScrollbackLimit = 10000;

    explicit TerminalView(QWidget *parent = nullptr);
    ~TerminalView() override;

    // The program's output.
    void feed(const QByteArray &bytes);
    // The program ended: shows the message below its output and takes no more input.
    void setEnded(const QString &message);
    bool isEnded() const;

    QSize gridSize() const; // columns × rows
    // The screen (not the scrolled view): rows joined with '\n', each without trailing spaces.
    QString screenText() const;
    QString rowText(int row) const;
    TerminalCell cellAt(int row, int column) const;
    // Where a screen cell is drawn, in viewport coordinates (with the view scrolled to the bottom).
    QRect cellRect(int row, int column) const;
    // Lines scrolled off the top, oldest first; never lines of the alternate screen.
    QStringList scrollbackText() const;
    bool altScreenActive() const;
    void setScrollbackLimit(int lines);
    void clearScrollback();

    // Searches the scrollback and the screen, case-insensitively, from the current match (or the
    // view's bottom going up, its top going down), wrapping around; selects and shows the match.
    // Backwards is towards older output.
    bool findNext(const QString &text, bool backwards = false);
    QString selectedText() const;
    void copySelection();
    // The clipboard's text, bracketed when the program asked for it (ESC[?2004h).
    void paste();
    void zoomIn();
    void zoomOut();
    void resetZoom();

    QSize sizeHint() const override;
    QVariant inputMethodQuery(Qt::InputMethodQuery query) const override;

Q_SIGNALS:
    // Keys, pastes, mouse reports and answers to the program's queries, to write to its input.
    void bytesForProgram(const QByteArray &bytes);
    // The grid changed size (debounced while the widget is being resized).
    void gridResized(int columns, int rows);
    void titleChanged(const QString &title);
    void bell();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Private;   // libvterm's screen, the scrollback, the selection; in the .cpp
    struct Callbacks; // libvterm's C callbacks
    std::unique_ptr<Private> d;

    enum class Shortcut { None, Copy, Paste, Find, ZoomIn, ZoomOut, ResetZoom, PageUp, PageDown };
    Shortcut shortcutFor(const QKeyEvent *event) const;
    void runShortcut(Shortcut shortcut);
    bool sendKey(const QKeyEvent *event);
    bool sendsToProgram(const QKeyEvent *event) const;
    bool findBarHasFocus() const;
    bool reportsMouse(Qt::KeyboardModifiers modifiers) const;
    void reportMouse(const QPoint &position, Qt::KeyboardModifiers modifiers, int button, bool pressed);
    void pasteText(QString text);
    void deliver();
    void repaintDamage();
    void syncScrollBar();
    void scrollToBottom();
    void scrollLines(int lines);
    void revealLine(qint64 index);
    void applyFont();
    void resizeGrid();
    void showFindBar();
    void hideFindBar();
    void placeFindBar();
};

} // namespace shadowbox
