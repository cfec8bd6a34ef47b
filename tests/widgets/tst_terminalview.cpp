// The terminal widget over libvterm, driven by real byte sequences and by real programs on a
// pseudo-terminal: text, wrapping, colours and attributes as stored and as drawn, wide characters,
// the alternate screen, scrollback and where the view stays, keys, bracketed paste, mouse reports
// and selection, answers to queries, resizing, search, zoom, the ended state, a shell and vim, and
// the event loop staying responsive while 50 MB of output go through.
#include "WidgetTestMain.h"
#include "terminal/TerminalView.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QImage>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <functional>
#include <utility>

using namespace shadowbox;

namespace {

// Everything the view sent to the program since the last take().
class ProgramInput : public QObject {
public:
    explicit ProgramInput(TerminalView &view)
    {
        connect(&view, &TerminalView::bytesForProgram, this, [this](const QByteArray &bytes) { m_bytes += bytes; });
    }
    QByteArray take() { return std::exchange(m_bytes, {}); }

private:
    QByteArray m_bytes;
};

void mouse(TerminalView &view, QEvent::Type type, const QPoint &at, Qt::MouseButton button,
           Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *viewport = view.viewport();
    const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(button);
    QMouseEvent event(type, at, viewport->mapToGlobal(at), button, held, modifiers);
    QApplication::sendEvent(viewport, &event);
}

QPoint centre(const TerminalView &view, int row, int column)
{
    return view.cellRect(row, column).center();
}

int rowWithText(const TerminalView &view, const QString &text)
{
    for (int row = 0; row < view.gridSize().height(); ++row)
        if (view.rowText(row) == text)
            return row;
    return -1;
}

// The shell waits for a command: its prompt is the last line written. (Typing before it is printed
// would put the prompt after the echoed command.)
bool promptShown(const TerminalView &view)
{
    const QStringList rows = view.screenText().trimmed().split(u'\n');
    return rows.last() == QLatin1String("$");
}

// How many pixels of a cell's area (as drawn) have the colour.
int pixelsOf(const QImage &image, const QRect &cell, const QColor &colour)
{
    int count = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y)
        for (int x = cell.left(); x <= cell.right(); ++x)
            count += image.pixelColor(x, y).rgb() == colour.rgb();
    return count;
}

void showView(TerminalView &view, const QSize &size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.activateWindow();
    view.setFocus();
    QTest::qWait(100); // the debounced grid announcement
}

// A program on a pseudo-terminal wired to the view as the engine's exec connection will be: its
// output fed in, the view's bytes written to it, the grid size set with TIOCSWINSZ. Killed and
// reaped when it goes out of scope.
class PtyProgram : public QObject {
public:
    PtyProgram(TerminalView &view, const QByteArrayList &argv, const QByteArray &home)
    {
        // Everything the child needs is built before fork(): after it only async-signal-safe calls.
        QByteArrayList environment{"TERM=xterm-256color", "HOME=" + home,       "PS1=$ ",
                                   "LANG=C.UTF-8",        "PATH=/usr/bin:/bin", "ENV="};
        std::vector<char *> args;
        for (const QByteArray &a : argv)
            args.push_back(const_cast<char *>(a.constData()));
        args.push_back(nullptr);
        std::vector<char *> env;
        for (const QByteArray &e : environment)
            env.push_back(const_cast<char *>(e.constData()));
        env.push_back(nullptr);
        struct winsize size = {};
        size.ws_row = ushort(view.gridSize().height());
        size.ws_col = ushort(view.gridSize().width());
        m_pid = forkpty(&m_master, nullptr, nullptr, &size);
        if (m_pid == 0) {
            ::chdir(home.constData());
            ::execve(args[0], args.data(), env.data());
            ::_exit(127);
        }
        if (m_pid < 0)
            return;
        ::fcntl(m_master, F_SETFL, ::fcntl(m_master, F_GETFL) | O_NONBLOCK);
        auto *notifier = new QSocketNotifier(m_master, QSocketNotifier::Read, this);
        connect(notifier, &QSocketNotifier::activated, this, [this, notifier, &view] {
            char buffer[65536];
            for (;;) {
                const ssize_t n = ::read(m_master, buffer, sizeof buffer);
                if (n > 0) {
                    view.feed(QByteArray(buffer, n));
                    continue;
                }
                if (n < 0 && errno == EINTR)
                    continue;
                if (n == 0 || errno != EAGAIN)
                    notifier->setEnabled(false); // the program is gone (EIO)
                return;
            }
        });
        connect(&view, &TerminalView::bytesForProgram, this, [this](const QByteArray &bytes) {
            qsizetype done = 0;
            while (done < bytes.size()) {
                const ssize_t n = ::write(m_master, bytes.constData() + done, size_t(bytes.size() - done));
                if (n > 0)
                    done += n;
                else if (errno != EINTR && errno != EAGAIN)
                    return;
            }
        });
        connect(&view, &TerminalView::gridResized, this, [this](int columns, int rows) {
            struct winsize size = {};
            size.ws_row = ushort(rows);
            size.ws_col = ushort(columns);
            ::ioctl(m_master, TIOCSWINSZ, &size);
            ++m_resizes;
        });
    }
    ~PtyProgram() override
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_master >= 0)
            ::close(m_master);
    }
    bool started() const { return m_pid > 0; }
    int resizes() const { return m_resizes; }

private:
    pid_t m_pid = -1;
    int m_master = -1;
    int m_resizes = 0;
};

void type(TerminalView &view, const QString &line)
{
    QTest::keyClicks(&view, line);
    QTest::keyClick(&view, Qt::Key_Return);
}

} // namespace

class TestTerminalView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textWrappingAndWideCharacters()
    {
        TerminalView view;
        QCOMPARE(view.gridSize(), QSize(80, 24));
        view.feed("hello\r\nworld");
        QCOMPARE(view.rowText(0), QStringLiteral("hello"));
        QCOMPARE(view.rowText(1), QStringLiteral("world"));
        // Past the right edge the text goes on at the start of the next row.
        view.feed("\r\n" + QByteArray(85, 'x'));
        QCOMPARE(view.rowText(2), QString(80, u'x'));
        QCOMPARE(view.rowText(3), QString(5, u'x'));
        // A bare LF keeps the column.
        view.feed("\r\nab\ncd");
        QCOMPARE(view.rowText(4), QStringLiteral("ab"));
        QCOMPARE(view.rowText(5), QStringLiteral("  cd"));
        // UTF-8 split between two reads.
        view.feed("\r\n\xc3");
        view.feed("\xa9t\xc3\xa9");
        QCOMPARE(view.rowText(6), QStringLiteral("été"));
        // Wide characters take two cells; a combining mark stays on its letter.
        view.feed("\r\n中文x\r\ne\xcc\x81!");
        QCOMPARE(view.rowText(7), QStringLiteral("中文x"));
        QCOMPARE(view.cellAt(7, 0).text, QStringLiteral("中"));
        QCOMPARE(view.cellAt(7, 0).width, 2);
        QCOMPARE(view.cellAt(7, 1).width, 0);
        QCOMPARE(view.cellAt(7, 2).text, QStringLiteral("文"));
        QCOMPARE(view.cellAt(7, 4).text, QStringLiteral("x"));
        QCOMPARE(view.cellAt(8, 0).text, QStringLiteral("e\u0301"));
        QCOMPARE(view.cellAt(8, 1).text, QStringLiteral("!"));
        const QStringList rows = view.screenText().split(u'\n');
        QCOMPARE(rows.size(), 24);
        QCOMPARE(rows.at(2), QString(80, u'x'));
        QCOMPARE(rows.last(), QString());
    }

    void coloursAndAttributes()
    {
        TerminalView view;
        view.feed("\x1b[31mA\x1b[0m"                        // 0: ANSI red
                  "\x1b[38;5;196mB"                         // 1: 256 colours
                  "\x1b[38;2;1;2;3mC\x1b[0m"                // 2: true colour
                  "\x1b[1mD\x1b[0m"                         // 3: bold
                  "\x1b[4mE\x1b[0m"                         // 4: underline
                  "\x1b[7mF\x1b[0m"                         // 5: inverse
                  "\x1b[3mG\x1b[9mH\x1b[0m"                 // 6: italic, 7: italic and struck through
                  "\x1b[48;5;21mI\x1b[0m"                   // 8: 256-colour background
                  "J"                                       // 9: defaults again
                  "\x1b[1;31mK\x1b[0m"                      // 10: bold red is bright red
                  "\x1b[48;2;200;100;50;38;5;15mL\x1b[0m"); // 11: true-colour background, bright white
        const QPalette palette = view.palette();
        const TerminalCell red = view.cellAt(0, 0);
        QCOMPARE(red.text, QStringLiteral("A"));
        QCOMPARE(red.foreground, QColor(0xcc, 0x00, 0x00));
        QCOMPARE(red.background, palette.color(QPalette::Base));
        QVERIFY(!red.bold && !red.underline && !red.inverse);
        QCOMPARE(view.cellAt(0, 1).foreground, QColor(255, 0, 0));
        QCOMPARE(view.cellAt(0, 2).foreground, QColor(1, 2, 3));
        QVERIFY(view.cellAt(0, 3).bold);
        QCOMPARE(view.cellAt(0, 3).foreground, palette.color(QPalette::Text));
        QVERIFY(view.cellAt(0, 4).underline);
        QVERIFY(!view.cellAt(0, 4).bold);
        QVERIFY(view.cellAt(0, 5).inverse);
        QVERIFY(view.cellAt(0, 6).italic && !view.cellAt(0, 6).strike);
        QVERIFY(view.cellAt(0, 7).italic && view.cellAt(0, 7).strike);
        QCOMPARE(view.cellAt(0, 8).background, QColor(0, 0, 255));
        const TerminalCell plain = view.cellAt(0, 9);
        QVERIFY(!plain.bold && !plain.italic && !plain.underline && !plain.inverse && !plain.strike);
        QCOMPARE(plain.foreground, palette.color(QPalette::Text));
        QCOMPARE(view.cellAt(0, 10).foreground, QColor(0xef, 0x29, 0x29));
        QVERIFY(view.cellAt(0, 10).bold);
        QCOMPARE(view.cellAt(0, 11).background, QColor(200, 100, 50));
        QCOMPARE(view.cellAt(0, 11).foreground, QColor(0xee, 0xee, 0xec));

        // The default colours are the palette's, also a dark one set later.
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xdd));
        view.setPalette(dark);
        QCOMPARE(view.cellAt(0, 9).foreground, QColor(0xdd, 0xdd, 0xdd));
        QCOMPARE(view.cellAt(0, 9).background, QColor(0x1e, 0x1e, 0x1e));
    }

    void drawnColoursAndCursor()
    {
        TerminalView view;
        showView(view, QSize(640, 400));
        const QColor text = view.palette().color(QPalette::Text);
        const QColor base = view.palette().color(QPalette::Base);
        view.feed("\x1b[41m   \x1b[0m \x1b[7mX\x1b[0m \x1b[38;2;0;200;0m\xe2\x96\x88\x1b[0m\r\n");
        QTest::qWait(60);
        QImage image = view.viewport()->grab().toImage();
        const QRect redCell = view.cellRect(0, 1);
        QCOMPARE(pixelsOf(image, redCell, QColor(0xcc, 0, 0)), redCell.width() * redCell.height());
        // Inverse: the cell's background is the text colour.
        QVERIFY(pixelsOf(image, view.cellRect(0, 4), text) > view.cellRect(0, 4).width() * 2);
        // A full block in true-colour green fills most of its cell.
        QVERIFY(pixelsOf(image, view.cellRect(0, 6), QColor(0, 200, 0)) > view.cellRect(0, 6).width() * 4);
        // The cursor (row 1, column 0) is drawn; ESC[?25l hides it.
        const QRect cursor = view.cellRect(1, 0);
        QVERIFY(pixelsOf(image, cursor, text) >= cursor.height());
        view.feed("\x1b[?25l");
        QTest::qWait(60);
        image = view.viewport()->grab().toImage();
        QCOMPARE(pixelsOf(image, cursor, base), cursor.width() * cursor.height());
    }

    void alternateScreen()
    {
        TerminalView view;
        for (int i = 0; i < 30; ++i)
            view.feed("line " + QByteArray::number(i) + "\r\n");
        const QStringList scrollback = view.scrollbackText();
        QCOMPARE(scrollback.size(), 7);
        const QString primary = view.screenText();
        QVERIFY(!view.altScreenActive());

        view.feed("\x1b[?1049h\x1b[H\x1b[2J");
        QVERIFY(view.altScreenActive());
        QVERIFY(!view.screenText().contains(QLatin1String("line")));
        for (int i = 0; i < 50; ++i)
            view.feed("alt " + QByteArray::number(i) + "\r\n");
        QCOMPARE(view.rowText(22), QStringLiteral("alt 49"));
        QCOMPARE(view.scrollbackText(), scrollback); // nothing of the alternate screen kept

        // Without mouse reporting the wheel moves the program's view with the arrow keys, as in xterm.
        ProgramInput input(view);
        const QPoint at = centre(view, 2, 2);
        QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QCOMPARE(input.take(), QByteArray("\x1b[A\x1b[A\x1b[A"));

        view.feed("\x1b[?1049l");
        QVERIFY(!view.altScreenActive());
        QCOMPARE(view.screenText(), primary);
        QCOMPARE(view.scrollbackText(), scrollback);
    }

    void scrollbackKeepsLinesUpToTheLimit()
    {
        TerminalView view;
        for (int i = 1; i <= 200; ++i)
            view.feed("line " + QByteArray::number(i) + "\r\n");
        QStringList lines = view.scrollbackText();
        QCOMPARE(lines.size(), 200 - 23);
        QCOMPARE(lines.first(), QStringLiteral("line 1"));
        QCOMPARE(lines.last(), QStringLiteral("line 177"));
        QCOMPARE(view.rowText(0), QStringLiteral("line 178"));
        view.setScrollbackLimit(50);
        lines = view.scrollbackText();
        QCOMPARE(lines.size(), 50);
        QCOMPARE(lines.first(), QStringLiteral("line 128"));
        for (int i = 201; i <= 210; ++i)
            view.feed("line " + QByteArray::number(i) + "\r\n");
        QCOMPARE(view.scrollbackText().size(), 50);
        QCOMPARE(view.scrollbackText().last(), QStringLiteral("line 187"));
        view.clearScrollback();
        QVERIFY(view.scrollbackText().isEmpty());
        QCOMPARE(view.rowText(0), QStringLiteral("line 188"));
    }

    void resizeMovesLinesBetweenScreenAndScrollback()
    {
        TerminalView view;
        showView(view, QSize(500, 250));
        QStringList written;
        for (int i = 1; i <= 60; ++i) {
            written << QStringLiteral("line %1").arg(i);
            view.feed("line " + QByteArray::number(i) + "\r\n");
        }
        const auto everything = [&view] {
            QStringList lines = view.scrollbackText() + view.screenText().split(u'\n');
            while (!lines.isEmpty() && lines.last().isEmpty())
                lines.removeLast();
            return lines;
        };
        QCOMPARE(everything(), written);
        const int rows = view.gridSize().height();
        const int kept = int(view.scrollbackText().size());
        // Taller: lines come back from the scrollback onto the screen; shorter: they go back.
        view.resize(500, 450);
        QTRY_VERIFY(view.gridSize().height() > rows);
        QCOMPARE(int(view.scrollbackText().size()), kept - (view.gridSize().height() - rows));
        QCOMPARE(everything(), written);
        view.resize(500, 250);
        QTRY_COMPARE(view.gridSize().height(), rows);
        QCOMPARE(int(view.scrollbackText().size()), kept);
        QCOMPARE(everything(), written);
    }

    void selectionAcrossScrollbackAndScreen()
    {
        TerminalView view;
        showView(view, QSize(640, 400));
        for (int i = 1; i <= 100; ++i)
            view.feed("line " + QByteArray::number(i) + "   \r\n");
        QScrollBar *bar = view.verticalScrollBar();
        QTRY_COMPARE(bar->maximum(), int(view.scrollbackText().size()));
        QCOMPARE(bar->value(), bar->maximum());
        bar->setValue(bar->maximum() - 3);
        const QStringList scrollback = view.scrollbackText();
        mouse(view, QEvent::MouseButtonPress, view.cellRect(0, 0).topLeft() + QPoint(1, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseMove, view.cellRect(5, 2).topRight() + QPoint(0, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, view.cellRect(5, 2).topRight() + QPoint(0, 3), Qt::LeftButton);
        const QStringList expected{scrollback.at(scrollback.size() - 3),
                                   scrollback.at(scrollback.size() - 2),
                                   scrollback.last(),
                                   view.rowText(0),
                                   view.rowText(1),
                                   view.rowText(2).left(3)};
        QCOMPARE(view.selectedText(), expected.join(u'\n'));
        QVERIFY(!view.selectedText().contains(QLatin1String(" \n"))); // trailing blanks trimmed
        // Output elsewhere leaves the selection alone.
        view.feed("more\r\n");
        QCOMPARE(view.selectedText(), expected.join(u'\n'));
    }

    void viewFollowsOutputUnlessScrolledUp()
    {
        TerminalView view;
        ProgramInput input(view);
        showView(view, QSize(640, 400));
        const int rows = view.gridSize().height();
        QScrollBar *bar = view.verticalScrollBar();
        for (int i = 1; i <= 100; ++i)
            view.feed("line " + QByteArray::number(i) + "\r\n");
        QTRY_COMPARE(bar->maximum(), int(view.scrollbackText().size()));
        QCOMPARE(bar->value(), bar->maximum());
        // Scrolled up, the view stays on what the user reads while output goes on.
        bar->setValue(5);
        const int maximum = bar->maximum();
        for (int i = 101; i <= 110; ++i)
            view.feed("line " + QByteArray::number(i) + "\r\n");
        QTRY_COMPARE(bar->maximum(), maximum + 10);
        QCOMPARE(bar->value(), 5);
        // Typing goes back to the bottom.
        QTest::keyClick(&view, Qt::Key_A);
        QCOMPARE(input.take(), QByteArray("a"));
        QCOMPARE(bar->value(), bar->maximum());
        // Shift+PgUp/PgDn scroll the view and send nothing.
        QTest::keyClick(&view, Qt::Key_PageUp, Qt::ShiftModifier);
        QCOMPARE(bar->value(), bar->maximum() - (rows - 1));
        QTest::keyClick(&view, Qt::Key_PageDown, Qt::ShiftModifier);
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(input.take().isEmpty());
        // The wheel scrolls the history.
        const QPoint at = centre(view, 2, 2);
        QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QCOMPARE(bar->value(), bar->maximum() - QApplication::wheelScrollLines());
        QVERIFY(input.take().isEmpty());
    }

    void keys()
    {
        TerminalView view;
        ProgramInput input(view);
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(input.take(), QByteArray("\x03"));
        QTest::keyClick(&view, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(input.take(), QByteArray("\x04"));
        QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(input.take(), QByteArray("\x1b[A"));
        view.feed("\x1b[?1h"); // application cursor keys
        QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(input.take(), QByteArray("\x1bOA"));
        view.feed("\x1b[?1l");
        QTest::keyClick(&view, Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(input.take(), QByteArray("\x1b[1;5D"));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(input.take(), QByteArray("\r"));
        QTest::keyClick(&view, Qt::Key_Backspace);
        QCOMPARE(input.take(), QByteArray("\x7f"));
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(input.take(), QByteArray("\x1b"));
        QTest::keyClick(&view, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(input.take(), QByteArray("\x1b[Z"));
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(input.take(), QByteArray("\x1b[H"));
        QTest::keyClick(&view, Qt::Key_Delete);
        QCOMPARE(input.take(), QByteArray("\x1b[3~"));
        QTest::keyClick(&view, Qt::Key_PageUp);
        QCOMPARE(input.take(), QByteArray("\x1b[5~"));
        QTest::keyClick(&view, Qt::Key_F1);
        QCOMPARE(input.take(), QByteArray("\x1bOP"));
        QTest::keyClick(&view, Qt::Key_F5);
        QCOMPARE(input.take(), QByteArray("\x1b[15~"));
        QTest::keyClick(&view, Qt::Key_F12);
        QCOMPARE(input.take(), QByteArray("\x1b[24~"));
        QTest::keyClick(&view, Qt::Key_X, Qt::AltModifier);
        QCOMPARE(input.take(), QByteArray("\x1bx"));
        QTest::keyClick(&view, Qt::Key_BracketLeft, Qt::ControlModifier);
        QCOMPARE(input.take(), QByteArray("\x1b"));
        QTest::keyClick(&view, Qt::Key_Space, Qt::ControlModifier);
        QCOMPARE(input.take(), QByteArray("\0", 1));
        QTest::keyClicks(&view, QStringLiteral("ls -l"));
        QCOMPARE(input.take(), QByteArray("ls -l"));
        QKeyEvent eacute(QEvent::KeyPress, Qt::Key_Eacute, Qt::NoModifier, QStringLiteral("é"));
        QApplication::sendEvent(&view, &eacute);
        QCOMPARE(input.take(), QByteArray("\xc3\xa9"));
        QInputMethodEvent composed;
        composed.setCommitString(QStringLiteral("ü"));
        QApplication::sendEvent(&view, &composed);
        QCOMPARE(input.take(), QByteArray("\xc3\xbc"));
        // The view's own shortcuts send nothing.
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(input.take().isEmpty());
        // Shortcuts of the window do not take the program's keys.
        QKeyEvent override(QEvent::ShortcutOverride, Qt::Key_W, Qt::ControlModifier);
        QApplication::sendEvent(&view, &override);
        QVERIFY(override.isAccepted());
        QKeyEvent tabSwitch(QEvent::ShortcutOverride, Qt::Key_Tab, Qt::ControlModifier);
        tabSwitch.ignore();
        QApplication::sendEvent(&view, &tabSwitch);
        QVERIFY(!tabSwitch.isAccepted());
    }

    void tabGoesToTheProgram()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *view = new TerminalView;
        auto *edit = new QLineEdit;
        layout->addWidget(view);
        layout->addWidget(edit);
        window.resize(600, 400);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ProgramInput input(*view);
        // A click gives the terminal focus.
        edit->setFocus();
        QTRY_VERIFY(edit->hasFocus());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, centre(*view, 1, 1));
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_Tab);
        QCOMPARE(input.take(), QByteArray("\t"));
        QVERIFY(view->hasFocus());
    }

    void bracketedPaste()
    {
        TerminalView view;
        ProgramInput input(view);
        QApplication::clipboard()->setText(QStringLiteral("ls"));
        view.paste();
        QCOMPARE(input.take(), QByteArray("ls"));
        view.feed("\x1b[?2004h");
        view.paste();
        QCOMPARE(input.take(), QByteArray("\x1b[200~ls\x1b[201~"));
        // Lines end in CR as typed; a pasted end marker cannot end the bracket early.
        QApplication::clipboard()->setText(QStringLiteral("a\nb\x1b[201~c"));
        QTest::keyClick(&view, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(input.take(), QByteArray("\x1b[200~a\rbc\x1b[201~"));
        view.feed("\x1b[?2004l");
        QTest::keyClick(&view, Qt::Key_Insert, Qt::ShiftModifier);
        QCOMPARE(input.take(), QByteArray("a\rbc"));
    }

    void mouseReportsAndSelection()
    {
        TerminalView view;
        ProgramInput input(view);
        showView(view, QSize(640, 400));
        view.feed("hello world, again\r\nsecond line");

        // Without reporting, a drag selects and a double-click takes a word.
        mouse(view, QEvent::MouseButtonPress, view.cellRect(0, 0).topLeft() + QPoint(1, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseMove, view.cellRect(0, 4).topRight() + QPoint(0, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, view.cellRect(0, 4).topRight() + QPoint(0, 3), Qt::LeftButton);
        QCOMPARE(view.selectedText(), QStringLiteral("hello"));
        QVERIFY(input.take().isEmpty());
        mouse(view, QEvent::MouseButtonDblClick, centre(view, 0, 8), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, centre(view, 0, 8), Qt::LeftButton);
        QCOMPARE(view.selectedText(), QStringLiteral("world"));
        mouse(view, QEvent::MouseButtonPress, centre(view, 0, 8), Qt::LeftButton); // a third click: the line
        mouse(view, QEvent::MouseButtonRelease, centre(view, 0, 8), Qt::LeftButton);
        QCOMPARE(view.selectedText(), QStringLiteral("hello world, again"));
        // Across lines, trailing blanks left out.
        mouse(view, QEvent::MouseButtonPress, view.cellRect(0, 13).topLeft() + QPoint(1, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseMove, view.cellRect(1, 6).topLeft() + QPoint(1, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, view.cellRect(1, 6).topLeft() + QPoint(1, 3), Qt::LeftButton);
        QCOMPARE(view.selectedText(), QStringLiteral("again\nsecond"));
        view.copySelection();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("again\nsecond"));

        // The program asked for clicks (X10 encoding): press and release at row 3, column 6.
        view.feed("\x1b[?1000h");
        mouse(view, QEvent::MouseButtonPress, centre(view, 2, 5), Qt::LeftButton);
        QCOMPARE(input.take(), QByteArray("\x1b[M") + char(32 + 0) + char(32 + 6) + char(32 + 3));
        mouse(view, QEvent::MouseButtonRelease, centre(view, 2, 5), Qt::LeftButton);
        QCOMPARE(input.take(), QByteArray("\x1b[M") + char(32 + 3) + char(32 + 6) + char(32 + 3));
        // SGR encoding, and the wheel.
        view.feed("\x1b[?1006h");
        mouse(view, QEvent::MouseButtonPress, centre(view, 2, 5), Qt::RightButton);
        QCOMPARE(input.take(), QByteArray("\x1b[<2;6;3M"));
        mouse(view, QEvent::MouseButtonRelease, centre(view, 2, 5), Qt::RightButton);
        QCOMPARE(input.take(), QByteArray("\x1b[<2;6;3m"));
        const QPoint at = centre(view, 0, 0);
        QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QCOMPARE(input.take(), QByteArray("\x1b[<64;1;1M"));
        // Shift overrides the program's reporting: the drag selects.
        mouse(view, QEvent::MouseButtonPress, view.cellRect(1, 0).topLeft() + QPoint(1, 3), Qt::LeftButton,
              Qt::ShiftModifier);
        mouse(view, QEvent::MouseMove, view.cellRect(1, 5).topRight() + QPoint(0, 3), Qt::LeftButton,
              Qt::ShiftModifier);
        mouse(view, QEvent::MouseButtonRelease, view.cellRect(1, 5).topRight() + QPoint(0, 3), Qt::LeftButton,
              Qt::ShiftModifier);
        QCOMPARE(view.selectedText(), QStringLiteral("second"));
        QVERIFY(input.take().isEmpty());
        view.feed("\x1b[?1006l\x1b[?1000l");
        mouse(view, QEvent::MouseButtonPress, centre(view, 2, 5), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, centre(view, 2, 5), Qt::LeftButton);
        QVERIFY(input.take().isEmpty());
    }

    void answersQueries()
    {
        TerminalView view;
        ProgramInput input(view);
        view.feed("\x1b[3;5H\x1b[6n");
        QCOMPARE(input.take(), QByteArray("\x1b[3;5R"));
        view.feed("\x1b[c"); // primary device attributes
        QVERIFY(input.take().startsWith("\x1b[?"));
    }

    void titleAndBell()
    {
        TerminalView view;
        QSignalSpy titles(&view, &TerminalView::titleChanged);
        QSignalSpy bells(&view, &TerminalView::bell);
        view.feed("\x1b]0;my title\x07");
        QCOMPARE(titles.count(), 1);
        QCOMPARE(titles.first().first().toString(), QStringLiteral("my title"));
        QCOMPARE(bells.count(), 0);
        view.feed("\x07\x07\x07");
        view.feed("\x07");
        QCOMPARE(bells.count(), 1); // rung once for a burst
        QTest::qWait(250);
        view.feed("\x07");
        QCOMPARE(bells.count(), 2);
    }

    void resizeAnnouncesTheGrid()
    {
        TerminalView view;
        showView(view, QSize(400, 300));
        const QSize before = view.gridSize();
        QSignalSpy resized(&view, &TerminalView::gridResized);
        view.resize(900, 300);
        QTRY_VERIFY(resized.count() >= 1);
        const QList<QVariant> last = resized.last();
        QVERIFY(last.at(0).toInt() > before.width());
        QCOMPARE(last.at(1).toInt(), before.height());
        QCOMPARE(view.gridSize(), QSize(last.at(0).toInt(), last.at(1).toInt()));
        QTest::qWait(150);
        QCOMPARE(resized.count(), 1); // one announcement per resize, not one per step
    }

    void findCopyAndZoom()
    {
        TerminalView view;
        showView(view, QSize(640, 400));
        QScrollBar *bar = view.verticalScrollBar();
        for (int i = 1; i <= 100; ++i)
            view.feed(i == 42   ? "a NEEDLE in line 42\r\n"
                      : i == 95 ? "another needle\r\n"
                                : "line " + QByteArray::number(i) + "\r\n");
        QTRY_COMPARE(bar->maximum(), int(view.scrollbackText().size()));
        QCOMPARE(bar->value(), bar->maximum());
        // Up from the bottom: the newest match, then the older one (scrolled to), then around again.
        QVERIFY(view.findNext(QStringLiteral("needle"), true));
        QCOMPARE(view.selectedText(), QStringLiteral("needle"));
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(view.findNext(QStringLiteral("needle"), true));
        QCOMPARE(view.selectedText(), QStringLiteral("NEEDLE"));
        QVERIFY(bar->value() < 42);
        QVERIFY(view.findNext(QStringLiteral("needle"), true));
        QCOMPARE(view.selectedText(), QStringLiteral("needle"));
        QVERIFY(view.findNext(QStringLiteral("needle"), false));
        QCOMPARE(view.selectedText(), QStringLiteral("NEEDLE"));
        view.copySelection();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("NEEDLE"));
        QVERIFY(!view.findNext(QStringLiteral("haystack"), true));

        const QSize grid = view.gridSize();
        view.zoomIn();
        QVERIFY(view.gridSize().width() < grid.width());
        view.resetZoom();
        QCOMPARE(view.gridSize(), grid);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view.gridSize().width() > grid.width());
        QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view.gridSize(), grid);
    }

    void findBarByKeyboard()
    {
        TerminalView view;
        ProgramInput input(view);
        showView(view, QSize(640, 400));
        for (int i = 1; i <= 60; ++i)
            view.feed(i % 20 == 0 ? "match " + QByteArray::number(i) + "\r\n" : "line\r\n");
        QTest::keyClick(&view, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        auto *edit = view.findChild<QLineEdit *>(QStringLiteral("terminalFindText"));
        QVERIFY(edit);
        QTRY_VERIFY(edit->hasFocus());
        QTest::keyClicks(edit, QStringLiteral("match"));
        QCOMPARE(view.selectedText(), QStringLiteral("match")); // the newest, found while typing
        const QString newest = view.rowText(view.gridSize().height() - 2);
        QCOMPARE(newest, QStringLiteral("match 60"));
        QTest::keyClick(edit, Qt::Key_Return);                    // older
        QTest::keyClick(edit, Qt::Key_Return);                    // older still
        QTest::keyClick(edit, Qt::Key_Return, Qt::ShiftModifier); // back to newer
        QVERIFY(view.verticalScrollBar()->value() < view.verticalScrollBar()->maximum());
        QTest::keyClick(edit, Qt::Key_Tab);
        QVERIFY(edit->hasFocus());
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(!edit->isVisible());
        QVERIFY(view.hasFocus());
        QVERIFY(input.take().isEmpty()); // nothing typed in the find bar reached the program
    }

    void endedTakesNoInput()
    {
        TerminalView view;
        ProgramInput input(view);
        view.feed("$ exit");
        view.setEnded(QStringLiteral("[shell exited with code 0]"));
        QVERIFY(view.isEnded());
        QCOMPARE(view.rowText(0), QStringLiteral("$ exit"));
        QCOMPARE(view.rowText(1), QStringLiteral("[shell exited with code 0]"));
        QTest::keyClick(&view, Qt::Key_A);
        QApplication::clipboard()->setText(QStringLiteral("ls"));
        view.paste();
        view.feed("\x1b[6n");
        QVERIFY(input.take().isEmpty());
        // Reading and copying still work.
        QVERIFY(view.findNext(QStringLiteral("exited"), true));
        QCOMPARE(view.selectedText(), QStringLiteral("exited"));
    }

    void realShell()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        TerminalView view;
        showView(view, QSize(700, 450));
        PtyProgram shell(view, {"/bin/sh"}, home.path().toUtf8());
        QVERIFY(shell.started());
        QTRY_VERIFY(promptShown(view));

        type(view, QStringLiteral("printf '\\033[1;31mRED\\033[0m\\n'"));
        QTRY_VERIFY(rowWithText(view, QStringLiteral("RED")) >= 0);
        QTRY_VERIFY(promptShown(view));
        const TerminalCell red = view.cellAt(rowWithText(view, QStringLiteral("RED")), 0);
        QVERIFY(red.bold);
        QVERIFY2(red.foreground.red() > 150 && red.foreground.green() < 100 && red.foreground.blue() < 100,
                 qPrintable(red.foreground.name()));

        const QSize grid = view.gridSize();
        type(view, QStringLiteral("stty size"));
        const QString before = QStringLiteral("%1 %2").arg(grid.height()).arg(grid.width());
        QTRY_VERIFY(rowWithText(view, before) >= 0);
        QTRY_VERIFY(promptShown(view));

        view.resize(950, 600);
        QTRY_VERIFY(shell.resizes() >= 1);
        const QSize bigger = view.gridSize();
        QVERIFY(bigger.width() > grid.width() && bigger.height() > grid.height());
        type(view, QStringLiteral("stty size"));
        QTRY_VERIFY(rowWithText(view, QStringLiteral("%1 %2").arg(bigger.height()).arg(bigger.width())) >= 0);
        QTRY_VERIFY(promptShown(view));

        // The echo of a long command wraps; selecting it copies one line again.
        const QString longCommand = QStringLiteral("echo ") + QString(bigger.width(), u'z');
        type(view, longCommand);
        QTRY_VERIFY(rowWithText(view, QString(bigger.width(), u'z')) >= 0);
        const int commandRow = rowWithText(view, (QStringLiteral("$ ") + longCommand).left(bigger.width()));
        QVERIFY2(commandRow >= 0, qPrintable(view.screenText()));
        QCOMPARE(view.rowText(commandRow + 1), QString(7, u'z'));
        mouse(view, QEvent::MouseButtonPress, view.cellRect(commandRow, 0).topLeft() + QPoint(1, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseMove, view.cellRect(commandRow + 1, 12).topRight() + QPoint(0, 3), Qt::LeftButton);
        mouse(view, QEvent::MouseButtonRelease, view.cellRect(commandRow + 1, 12).topRight() + QPoint(0, 3),
              Qt::LeftButton);
        QCOMPARE(view.selectedText(), QStringLiteral("$ ") + longCommand);
    }

    void fullScreenProgram()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QFile script(home.filePath(QStringLiteral("demo.sh")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\n# Greets everyone listed on the command line.\nfor name in \"$@\"; do\n"
                     "    printf 'Hello, %s! 你好\\n' \"$name\"\ndone\nexit 0\n");
        script.close();
        TerminalView view;
        showView(view, QSize(820, 480));
        PtyProgram shell(view, {"/bin/sh"}, home.path().toUtf8());
        QVERIFY(shell.started());
        QTRY_VERIFY(promptShown(view));
        type(view,
             QStringLiteral("printf '\\033[32mgreen\\033[0m \\033[1;34mbold blue\\033[0m \\033[7minverse\\033[0m\\n'"));
        QTRY_VERIFY(rowWithText(view, QStringLiteral("green bold blue inverse")) >= 0);
        QTRY_VERIFY(promptShown(view));
        const QString before = view.screenText();
        const int promptRow = before.split(u'\n').lastIndexOf(QStringLiteral("$"));
        QVERIFY(promptRow > 0);

        type(view, QStringLiteral("vi -u NONE -N -c 'syntax on' demo.sh"));
        QTRY_VERIFY_WITH_TIMEOUT(view.altScreenActive(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(view.screenText().contains(QLatin1String("Greets everyone")), 10000);
        QVERIFY(view.screenText().contains(QLatin1String("\n~")));
        QVERIFY(view.scrollbackText().join(u'\n').indexOf(QLatin1String("Greets")) < 0);
        QTest::qWait(300);
        const QImage shot = view.grab().toImage();
        QVERIFY(shot.save(QStringLiteral("/tmp/terminalview.png")));
        // Syntax colours: the comment is not drawn in the default colour.
        const int commentRow = rowWithText(view, QStringLiteral("# Greets everyone listed on the command line."));
        QVERIFY(commentRow >= 0);
        QVERIFY(view.cellAt(commentRow, 2).foreground != view.palette().color(QPalette::Text));

        type(view, QStringLiteral(":q"));
        QTRY_VERIFY_WITH_TIMEOUT(!view.altScreenActive(), 10000);
        const QStringList restored = view.screenText().split(u'\n');
        const QStringList original = before.split(u'\n');
        for (int row = 0; row < promptRow; ++row)
            QCOMPARE(restored.at(row), original.at(row));
        QVERIFY(restored.at(promptRow).startsWith(QLatin1String("$ vi -u NONE")));
    }

    void colourScreenshot()
    {
        TerminalView view;
        showView(view, QSize(900, 420));
        QByteArray demo = "\x1b[1mShadowbox terminal\x1b[0m  \x1b[3mitalic\x1b[0m \x1b[4munderline\x1b[0m "
                          "\x1b[9mstrike\x1b[0m \x1b[7minverse\x1b[0m \x1b[1;4;3mall three\x1b[0m\r\n\r\n";
        for (int i = 0; i < 16; ++i)
            demo += "\x1b[48;5;" + QByteArray::number(i) + "m  " + (i == 7 ? "\x1b[0m " : "");
        demo += "\x1b[0m\r\n";
        for (int i = 0; i < 8; ++i)
            demo += "\x1b[" + QByteArray::number(30 + i) + "mcolour" + QByteArray::number(i) + " ";
        demo += "\x1b[0m\r\n";
        for (int i = 0; i < 8; ++i)
            demo += "\x1b[1;" + QByteArray::number(30 + i) + "mbright" + QByteArray::number(i) + " ";
        demo += "\x1b[0m\r\n";
        for (int i = 16; i < 232; i += 3)
            demo += "\x1b[48;5;" + QByteArray::number(i) + "m ";
        demo += "\x1b[0m\r\n";
        for (int i = 0; i < 72; ++i)
            demo += "\x1b[48;2;" + QByteArray::number(i * 255 / 71) + ";" + QByteArray::number(128) + ";" +
                    QByteArray::number(255 - i * 255 / 71) + "m ";
        demo += "\x1b[0m\r\n\r\n";
        demo += "Wide: 中文字符 | emoji-free | box: \xe2\x94\x8c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x90 "
                "\xe2\x94\x82ok\xe2\x94\x82 \xe2\x94\x94\xe2\x94\x80\xe2\x94\x80\xe2\x94\x98\r\n";
        demo += "Accents: e\xcc\x81t\xc3\xa9 na\xc3\xafve \xc3\x9f \xce\xbb\xcf\x82\r\n";
        demo += "\x1b[32muser@sandbox\x1b[0m:\x1b[34m~/project\x1b[0m$ ls";
        view.feed(demo);
        QTest::qWait(100);
        QVERIFY(view.grab().toImage().save(QStringLiteral("/tmp/terminalview-colours.png")));
        QCOMPARE(view.rowText(0).left(18), QStringLiteral("Shadowbox terminal"));
    }

    // 50 MB through the event loop in 64 KiB chunks, as the engine's connection will deliver it: the
    // longest stall of a 10 ms timer stays far below what a user notices as a hang, and the view
    // repaints at its own pace, not once per chunk.
    void throughputKeepsTheEventLoopResponsive()
    {
        TerminalView view;
        showView(view, QSize(900, 600));
        struct PaintCounter : QObject {
            int paints = 0;
            bool eventFilter(QObject *, QEvent *event) override
            {
                paints += event->type() == QEvent::Paint;
                return false;
            }
        } counter;
        view.viewport()->installEventFilter(&counter);

        QList<QByteArray> chunks;
        qint64 number = 0;
        for (int c = 0; c < 4; ++c) {
            QByteArray chunk;
            while (chunk.size() < TerminalView::kRecommendedChunk)
                chunk += QByteArray::number(++number).rightJustified(8, '0') +
                         " The quick brown fox jumps over the lazy dog; pack my box with five dozen jugs.\r\n";
            chunk.truncate(TerminalView::kRecommendedChunk);
            chunks << chunk;
        }
        const int total = 50 * 1024 * 1024 / TerminalView::kRecommendedChunk;

        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        qint64 worstStall = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(10);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worstStall = std::max(worstStall, now - last - 10);
            last = now;
        });
        QEventLoop loop;
        int sent = 0;
        qint64 worstFeed = 0;
        std::function<void()> next = [&] {
            QElapsedTimer feedClock;
            feedClock.start();
            view.feed(chunks.at(sent % chunks.size()));
            worstFeed = std::max(worstFeed, feedClock.elapsed());
            if (++sent < total)
                QMetaObject::invokeMethod(&view, next, Qt::QueuedConnection);
            else
                loop.quit();
        };
        QTimer::singleShot(600000, &loop, &QEventLoop::quit);
        probe.start();
        last = clock.elapsed();
        const int paintsBefore = counter.paints;
        QMetaObject::invokeMethod(&view, next, Qt::QueuedConnection);
        loop.exec();
        const qint64 elapsed = clock.elapsed();
        probe.stop();
        QCOMPARE(sent, total);
        QTest::qWait(50);
        const int paints = counter.paints - paintsBefore;
        qInfo("50 MiB in %lld ms (%.1f MiB/s), grid %dx%d; longest event-loop stall %lld ms; slowest 64 KiB "
              "feed %lld ms; %d repaints",
              elapsed, 50.0 * 1000 / double(elapsed), view.gridSize().width(), view.gridSize().height(), worstStall,
              worstFeed, paints);
        QVERIFY2(worstStall < 500, qPrintable(QStringLiteral("stalled %1 ms").arg(worstStall)));
        QVERIFY(paints > 0);
        QVERIFY2(paints <= elapsed / 12 + 5, qPrintable(QStringLiteral("%1 repaints").arg(paints)));
        // All of it went through: the scrollback is full and ends where the data does.
        QCOMPARE(view.scrollbackText().size(), TerminalView::kDefaultScrollbackLimit);
        static const QRegularExpression line(QStringLiteral("^\\d{8} The quick brown fox"));
        QVERIFY(line.match(view.scrollbackText().last()).hasMatch());
    }
};

SHADOWBOX_GUI_TEST_MAIN(TestTerminalView)
#include "tst_terminalview.moc"
