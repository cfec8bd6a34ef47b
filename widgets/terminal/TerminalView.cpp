#include "terminal/TerminalView.h"

#include <vterm.h>

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QHash>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QtMath>

#include <algorithm>
#include <climits>
#include <cstring>
#include <deque>
#include <utility>
#include <vector>

namespace shadowbox {

namespace {

constexpr int kMargin = 2;                 // pixels between the widget's edge and the grid
constexpr int kRepaintInterval = 16;       // ms: at most about 60 frames a second
constexpr int kResizeDebounce = 60;        // ms: one resize for the program per drag pause
constexpr int kBellInterval = 200;         // ms: `cat` of a binary file rings once, not a thousand times
constexpr char32_t kWideTail = 0xFFFFFFFF; // libvterm's marker for the right half of a wide character

// Tango-like: readable on light and dark backgrounds alike.
constexpr QRgb kAnsiColours[16] = {0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf,
                                   0x555753, 0xef2929, 0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec};

enum CellFlag : quint8 {
    Bold = 1,
    Italic = 2,
    Underline = 4,
    Inverse = 8,
    Strike = 16,
    DefaultFg = 32,
    DefaultBg = 64,
    Wide = 128,
};

// A cell in our own compact form (libvterm's takes 40 bytes): the scrollback holds many of them.
struct Cell {
    char32_t ch = 0; // 0: blank; kWideTail: covered by the wide character to its left
    QRgb fg = 0;
    QRgb bg = 0;
    quint8 flags = DefaultFg | DefaultBg;
};

struct Line {
    std::vector<Cell> cells;                        // scrollback lines drop their trailing blanks
    std::vector<std::pair<int, QString>> combining; // marks on a column's character; rarely any
    // Text reached the right edge, so the line probably continues on the next one (libvterm 0.1
    // does not record soft wraps); copied text joins such lines.
    bool wrapped = false;
};

// Where in the whole history: `line` counts from the first line the terminal ever had, so that a
// selection stays on its text while lines scroll and old ones are dropped.
struct Position {
    qint64 line = 0;
    int column = 0;
    auto operator<=>(const Position &) const = default;
};

struct VTermFree {
    void operator()(VTerm *vt) const { vterm_free(vt); } // frees its state and screen too
};

VTermModifier modifiersOf(Qt::KeyboardModifiers modifiers)
{
    int mod = VTERM_MOD_NONE;
    if (modifiers & Qt::ShiftModifier)
        mod |= VTERM_MOD_SHIFT;
    if (modifiers & Qt::AltModifier)
        mod |= VTERM_MOD_ALT;
    if (modifiers & Qt::ControlModifier)
        mod |= VTERM_MOD_CTRL;
    return VTermModifier(mod);
}

VTermKey keyOf(int key)
{
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return VTERM_KEY_ENTER;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return VTERM_KEY_TAB;
    case Qt::Key_Backspace:
        return VTERM_KEY_BACKSPACE;
    case Qt::Key_Escape:
        return VTERM_KEY_ESCAPE;
    case Qt::Key_Up:
        return VTERM_KEY_UP;
    case Qt::Key_Down:
        return VTERM_KEY_DOWN;
    case Qt::Key_Left:
        return VTERM_KEY_LEFT;
    case Qt::Key_Right:
        return VTERM_KEY_RIGHT;
    case Qt::Key_Insert:
        return VTERM_KEY_INS;
    case Qt::Key_Delete:
        return VTERM_KEY_DEL;
    case Qt::Key_Home:
        return VTERM_KEY_HOME;
    case Qt::Key_End:
        return VTERM_KEY_END;
    case Qt::Key_PageUp:
        return VTERM_KEY_PAGEUP;
    case Qt::Key_PageDown:
        return VTERM_KEY_PAGEDOWN;
    default:
        if (key >= Qt::Key_F1 && key <= Qt::Key_F12)
            return VTermKey(VTERM_KEY_FUNCTION(key - Qt::Key_F1 + 1));
        return VTERM_KEY_NONE;
    }
}

// The C0 byte of Ctrl+key as xterm sends it, or -1. libvterm would send Ctrl+I/J/M/[ as CSI-u
// sequences that shells do not read, so control characters are made here.
int controlByte(int key)
{
    if (key >= Qt::Key_A && key <= Qt::Key_Z)
        return key - Qt::Key_A + 1;
    switch (key) {
    case Qt::Key_At:
    case Qt::Key_Space:
    case Qt::Key_2:
        return 0x00;
    case Qt::Key_BracketLeft:
    case Qt::Key_3:
        return 0x1b;
    case Qt::Key_Backslash:
    case Qt::Key_4:
        return 0x1c;
    case Qt::Key_BracketRight:
    case Qt::Key_5:
        return 0x1d;
    case Qt::Key_AsciiCircum:
    case Qt::Key_6:
        return 0x1e;
    case Qt::Key_Underscore:
    case Qt::Key_Slash:
    case Qt::Key_7:
        return 0x1f;
    case Qt::Key_Question:
    case Qt::Key_8:
        return 0x7f;
    default:
        return -1;
    }
}

bool isWordCharacter(char32_t c)
{
    return QChar::isLetterOrNumber(c) || (c != 0 && c < 0x80 && std::strchr("_-./~@:+%#?=&", int(c)));
}

QString rightTrimmed(QString text)
{
    qsizetype end = text.size();
    while (end > 0 && text.at(end - 1) == u' ')
        --end;
    text.truncate(end);
    return text;
}

} // namespace

struct TerminalView::Private {
    explicit Private(TerminalView *view);

    TerminalView *q;
    int rows = 24;
    int cols = 80;
    std::unique_ptr<VTerm, VTermFree> vt;
    VTermScreen *screen = nullptr; // owned by vt
    VTermState *state = nullptr;   // owned by vt

    std::deque<Line> scrollback;
    int scrollbackLimit = kDefaultScrollbackLimit;
    qint64 firstLine = 0; // Position::line of scrollback.front()
    int offset = 0;       // how many lines the view is scrolled up from the bottom
    bool newOutputBelow = false;
    bool syncingScrollBar = false;

    // Damage since the last repaint, in screen rows.
    int dirtyTop = INT_MAX;
    int dirtyBottom = -1;
    bool dirtyAll = false;
    QTimer repaintTimer;
    QTimer resizeTimer;
    QSize announcedGrid{80, 24};

    VTermPos cursor{0, 0};
    bool cursorVisible = true;
    int cursorShape = VTERM_PROP_CURSORSHAPE_BLOCK;
    bool altScreen = false;
    int mouseMode = VTERM_PROP_MOUSE_NONE;
    bool ended = false;
    QByteArray output; // for the program, sent once libvterm has returned (no re-entrance)
    QString pendingTitle;
    bool titlePending = false;
    bool bellPending = false;
    QElapsedTimer lastBell;

    QFont baseFont;
    int zoom = 0;
    QFont fonts[4]; // regular, bold, italic, bold italic
    qreal cellWidth = 8;
    int cellHeight = 16;
    qreal ascent = 12;
    QHash<char32_t, bool> fitsCell;

    Position anchor;
    Position head;
    enum class Unit { Character, Word, Line } unit = Unit::Character;
    bool selecting = false;
    QElapsedTimer sinceDoubleClick;
    int heldButton = 0; // for mouse reports
    int wheelDelta = 0;
    QString preedit;

    QFrame *findBar = nullptr;
    QLineEdit *findEdit = nullptr;
    QLabel *findStatus = nullptr;

    qint64 lineCount() const { return qint64(scrollback.size()) + rows; }
    qint64 viewTop() const { return qint64(scrollback.size()) - offset; }
    const Line &lineAt(qint64 index, Line &buffer) const;
    Cell toCell(const VTermScreenCell &c) const;
    void append(Line &line, const VTermScreenCell &c) const;
    QRgb rgb(VTermColor colour) const;
    void fromCell(const Cell &cell, VTermScreenCell *out) const;
    void touch(int top, int bottom, bool changesText = true);
    std::pair<Position, Position> selection() const;
    bool hasSelection() const
    {
        const auto [start, end] = selection();
        return start < end;
    }
    void clearSelection()
    {
        anchor = head = Position{};
        unit = Unit::Character;
    }
    QString textBetween(Position start, Position end) const;
    Position positionAt(const QPoint &pixel, bool boundary) const;
    int wordEdge(const Position &at, int direction) const;
    bool fits(char32_t c);
};

// libvterm's C callbacks; `user` is the Private.
struct TerminalView::Callbacks {
    static Private *of(void *user) { return static_cast<Private *>(user); }

    static void output(const char *bytes, size_t length, void *user)
    {
        of(user)->output.append(bytes, qsizetype(length));
    }
    static int damage(VTermRect rect, void *user)
    {
        of(user)->touch(rect.start_row, rect.end_row - 1);
        return 1;
    }
    static int moverect(VTermRect dest, VTermRect src, void *user)
    {
        Private *d = of(user);
        // A whole-screen scroll keeps the selection on its text (its lines are numbered globally);
        // a region moving inside the screen does not.
        const bool scroll = dest.start_row == 0 && dest.start_col == 0 && dest.end_col == d->cols && !d->altScreen;
        d->touch(std::min(dest.start_row, src.start_row), std::max(dest.end_row, src.end_row) - 1, !scroll);
        return 1;
    }
    static int movecursor(VTermPos pos, VTermPos oldpos, int visible, void *user)
    {
        Private *d = of(user);
        d->cursor = pos;
        d->cursorVisible = visible;
        d->dirtyTop = std::min({d->dirtyTop, pos.row, oldpos.row});
        d->dirtyBottom = std::max({d->dirtyBottom, pos.row, oldpos.row});
        return 1;
    }
    static int settermprop(VTermProp prop, VTermValue *value, void *user)
    {
        Private *d = of(user);
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            d->cursorVisible = value->boolean;
            break;
        case VTERM_PROP_CURSORSHAPE:
            d->cursorShape = value->number;
            break;
        case VTERM_PROP_ALTSCREEN:
            d->altScreen = value->boolean;
            d->offset = 0;
            d->newOutputBelow = false;
            d->clearSelection();
            break;
        case VTERM_PROP_TITLE:
            d->pendingTitle = QString::fromUtf8(value->string);
            d->titlePending = true;
            break;
        case VTERM_PROP_MOUSE:
            d->mouseMode = value->number;
            d->q->viewport()->setMouseTracking(d->mouseMode == VTERM_PROP_MOUSE_MOVE);
            d->q->viewport()->setCursor(d->mouseMode == VTERM_PROP_MOUSE_NONE ? Qt::IBeamCursor : Qt::ArrowCursor);
            break;
        default:
            break;
        }
        d->dirtyAll = true;
        return 1;
    }
    static int bell(void *user)
    {
        of(user)->bellPending = true;
        return 1;
    }
    static int resize(int, int, void *user)
    {
        of(user)->dirtyAll = true;
        return 1;
    }
    static int pushline(int cols, const VTermScreenCell *cells, void *user)
    {
        Private *d = of(user);
        int used = cols;
        while (used > 0 && cells[used - 1].chars[0] == 0 && !cells[used - 1].attrs.reverse &&
               VTERM_COLOR_IS_DEFAULT_BG(&cells[used - 1].bg))
            --used;
        Line line;
        line.cells.reserve(size_t(used));
        for (int c = 0; c < used; ++c)
            d->append(line, cells[c]);
        line.wrapped = cols > 0 && cells[cols - 1].chars[0] != 0;
        d->scrollback.push_back(std::move(line));
        if (d->offset > 0) {
            ++d->offset; // the user scrolled up to read: keep what they read in place
            d->newOutputBelow = true;
        }
        while (int(d->scrollback.size()) > d->scrollbackLimit) {
            d->scrollback.pop_front();
            ++d->firstLine;
        }
        d->offset = std::min(d->offset, int(d->scrollback.size()));
        d->dirtyAll = d->dirtyAll || d->offset > 0;
        return 1;
    }
    static int popline(int cols, VTermScreenCell *cells, void *user)
    {
        Private *d = of(user);
        if (d->scrollback.empty())
            return 0;
        const Line &line = d->scrollback.back();
        for (int c = 0; c < cols; ++c)
            d->fromCell(c < int(line.cells.size()) ? line.cells[size_t(c)] : Cell{}, &cells[c]);
        for (const auto &[column, marks] : line.combining) {
            if (column >= cols)
                continue;
            const QList<uint> extra = marks.toUcs4();
            for (int i = 0; i < extra.size() && i + 1 < VTERM_MAX_CHARS_PER_CELL; ++i) {
                cells[column].chars[i + 1] = extra[i];
                if (i + 2 < VTERM_MAX_CHARS_PER_CELL)
                    cells[column].chars[i + 2] = 0;
            }
        }
        d->scrollback.pop_back();
        d->offset = std::min(d->offset, int(d->scrollback.size()));
        d->dirtyAll = true;
        return 1;
    }

    static constexpr VTermScreenCallbacks screen{&damage, &moverect, &movecursor, &settermprop,
                                                 &bell,   &resize,   &pushline,   &popline};
};

TerminalView::Private::Private(TerminalView *view)
    : q(view)
    , vt(vterm_new(rows, cols))
{
    vterm_set_utf8(vt.get(), 1);
    state = vterm_obtain_state(vt.get());
    screen = vterm_obtain_screen(vt.get());
    vterm_output_set_callback(vt.get(), &Callbacks::output, this);
    vterm_screen_set_callbacks(screen, &Callbacks::screen, this);
    vterm_screen_enable_altscreen(screen, 1);
    vterm_screen_reset(screen, 1);
    vterm_state_set_bold_highbright(state, 1);
    for (int i = 0; i < 16; ++i) {
        VTermColor colour;
        vterm_color_rgb(&colour, quint8(qRed(kAnsiColours[i])), quint8(qGreen(kAnsiColours[i])),
                        quint8(qBlue(kAnsiColours[i])));
        vterm_state_set_palette_color(state, i, &colour);
    }
}

QRgb TerminalView::Private::rgb(VTermColor colour) const
{
    vterm_screen_convert_color_to_rgb(screen, &colour);
    return qRgb(colour.rgb.red, colour.rgb.green, colour.rgb.blue);
}

Cell TerminalView::Private::toCell(const VTermScreenCell &c) const
{
    Cell cell;
    cell.ch = c.chars[0];
    cell.flags = (c.attrs.bold ? Bold : 0) | (c.attrs.italic ? Italic : 0) | (c.attrs.underline ? Underline : 0) |
                 (c.attrs.reverse ? Inverse : 0) | (c.attrs.strike ? Strike : 0) | (c.width > 1 ? Wide : 0);
    if (VTERM_COLOR_IS_DEFAULT_FG(&c.fg))
        cell.flags |= DefaultFg;
    else
        cell.fg = rgb(c.fg);
    if (VTERM_COLOR_IS_DEFAULT_BG(&c.bg))
        cell.flags |= DefaultBg;
    else
        cell.bg = rgb(c.bg);
    return cell;
}

void TerminalView::Private::append(Line &line, const VTermScreenCell &c) const
{
    const int column = int(line.cells.size());
    if (c.chars[0] == kWideTail && column > 0) {
        Cell tail = line.cells.back(); // drawn as one with its left half
        tail.ch = kWideTail;
        line.cells.push_back(tail);
        return;
    }
    line.cells.push_back(toCell(c));
    if (c.chars[0] != 0 && c.chars[1] != 0) {
        QString marks;
        for (int i = 1; i < VTERM_MAX_CHARS_PER_CELL && c.chars[i]; ++i) {
            const char32_t mark = c.chars[i];
            marks += QString::fromUcs4(&mark, 1);
        }
        line.combining.emplace_back(column, marks);
    }
}

void TerminalView::Private::fromCell(const Cell &cell, VTermScreenCell *out) const
{
    *out = VTermScreenCell{};
    out->chars[0] = cell.ch;
    // libvterm steps by the width, so never 0; the tail is stepped over.
    out->width = (cell.flags & Wide) && cell.ch != kWideTail ? 2 : 1;
    out->attrs.bold = (cell.flags & Bold) != 0;
    out->attrs.italic = (cell.flags & Italic) != 0;
    out->attrs.underline = (cell.flags & Underline) ? VTERM_UNDERLINE_SINGLE : VTERM_UNDERLINE_OFF;
    out->attrs.reverse = (cell.flags & Inverse) != 0;
    out->attrs.strike = (cell.flags & Strike) != 0;
    VTermColor defaultFg;
    VTermColor defaultBg;
    vterm_state_get_default_colors(state, &defaultFg, &defaultBg);
    out->fg = defaultFg;
    out->bg = defaultBg;
    if (!(cell.flags & DefaultFg))
        vterm_color_rgb(&out->fg, quint8(qRed(cell.fg)), quint8(qGreen(cell.fg)), quint8(qBlue(cell.fg)));
    if (!(cell.flags & DefaultBg))
        vterm_color_rgb(&out->bg, quint8(qRed(cell.bg)), quint8(qGreen(cell.bg)), quint8(qBlue(cell.bg)));
}

// Line `index` of the history (0 is the oldest scrollback line; the screen follows the scrollback).
const Line &TerminalView::Private::lineAt(qint64 index, Line &buffer) const
{
    const qint64 kept = qint64(scrollback.size());
    if (index >= 0 && index < kept)
        return scrollback[size_t(index)];
    buffer.cells.clear();
    buffer.combining.clear();
    buffer.wrapped = false;
    const int row = int(index - kept);
    if (row < 0 || row >= rows) {
        buffer.cells.resize(size_t(cols));
        return buffer;
    }
    buffer.cells.reserve(size_t(cols));
    VTermScreenCell c;
    for (int col = 0; col < cols; ++col) {
        vterm_screen_get_cell(screen, VTermPos{row, col}, &c);
        append(buffer, c);
    }
    buffer.wrapped = buffer.cells.back().ch != 0;
    return buffer;
}

void TerminalView::Private::touch(int top, int bottom, bool changesText)
{
    dirtyTop = std::min(dirtyTop, top);
    dirtyBottom = std::max(dirtyBottom, bottom);
    if (offset > 0)
        newOutputBelow = true;
    // Output over the selected text makes the selection stale. (Only lines compared: this runs for
    // every character written.)
    if (changesText && (anchor != head || unit != Unit::Character)) {
        const qint64 screenTop = firstLine + qint64(scrollback.size());
        if (std::max(anchor.line, head.line) >= screenTop + top &&
            std::min(anchor.line, head.line) <= screenTop + bottom)
            clearSelection();
    }
}

std::pair<Position, Position> TerminalView::Private::selection() const
{
    Position start = std::min(anchor, head);
    Position end = std::max(anchor, head);
    if (unit == Unit::Word && start.line >= firstLine) {
        start.column = wordEdge(start, -1);
        end.column = wordEdge(end, +1);
    } else if (unit == Unit::Line) {
        start.column = 0;
        end.column = INT_MAX;
    }
    return {start, end};
}

// The first column of the word at `at` (direction -1) or the column after it (+1).
int TerminalView::Private::wordEdge(const Position &at, int direction) const
{
    Line buffer;
    const Line &line = lineAt(at.line - firstLine, buffer);
    const int size = int(line.cells.size());
    const auto wordAt = [&](int c) { return c >= 0 && c < size && isWordCharacter(line.cells[size_t(c)].ch); };
    int c = at.column;
    if (direction < 0) {
        while (wordAt(c - 1) && wordAt(c))
            --c;
        return c;
    }
    if (!wordAt(c))
        return std::min(c + 1, cols);
    while (wordAt(c))
        ++c;
    return c;
}

// The text from `start` to `end` (exclusive), trailing spaces trimmed, soft-wrapped lines joined.
QString TerminalView::Private::textBetween(Position start, Position end) const
{
    QString text;
    Line buffer;
    for (qint64 g = std::max(start.line, firstLine); g <= end.line && g - firstLine < lineCount(); ++g) {
        const Line &line = lineAt(g - firstLine, buffer);
        const int from = g == start.line ? start.column : 0;
        const int to = std::min(g == end.line ? end.column : INT_MAX, int(line.cells.size()));
        for (int c = std::max(0, from); c < to; ++c) {
            const char32_t ch = line.cells[size_t(c)].ch;
            if (ch == kWideTail)
                continue;
            text += ch == 0 ? QString(u' ') : QString::fromUcs4(&ch, 1);
            for (const auto &[column, marks] : line.combining)
                if (column == c)
                    text += marks;
        }
        if (g != end.line && !(line.wrapped && to >= cols))
            text = rightTrimmed(text) + u'\n';
    }
    return rightTrimmed(text);
}

Position TerminalView::Private::positionAt(const QPoint &pixel, bool boundary) const
{
    const int row = std::clamp((pixel.y() - kMargin) / cellHeight, 0, rows - 1);
    const qreal x = (pixel.x() - kMargin) / cellWidth;
    const int column = std::clamp(boundary ? int(x + 0.5) : int(x), 0, boundary ? cols : cols - 1);
    return {firstLine + viewTop() + row, column};
}

bool TerminalView::Private::fits(char32_t c)
{
    if (c >= 0x20 && c < 0x7f)
        return true;
    auto it = fitsCell.constFind(c);
    if (it == fitsCell.cend()) {
        const qreal advance = QFontMetricsF(fonts[0]).horizontalAdvance(QString::fromUcs4(&c, 1));
        it = fitsCell.insert(c, qAbs(advance - cellWidth) < 0.05);
    }
    return *it;
}

TerminalView::TerminalView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , d(std::make_unique<Private>(this))
{
    setAccessibleName(tr("Terminal"));
    setFrameShape(QFrame::NoFrame);
    // Always shown, so that output never changes the width and with it the grid.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_InputMethodEnabled);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setCursor(Qt::IBeamCursor);
    d->repaintTimer.setSingleShot(true);
    d->repaintTimer.setInterval(kRepaintInterval);
    connect(&d->repaintTimer, &QTimer::timeout, this, &TerminalView::repaintDamage);
    d->resizeTimer.setSingleShot(true);
    d->resizeTimer.setInterval(kResizeDebounce);
    connect(&d->resizeTimer, &QTimer::timeout, this, [this] {
        const QSize grid = gridSize();
        if (grid == d->announcedGrid)
            return;
        d->announcedGrid = grid;
        Q_EMIT gridResized(grid.width(), grid.height());
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (d->syncingScrollBar)
            return;
        d->offset = std::clamp(verticalScrollBar()->maximum() - value, 0, int(d->scrollback.size()));
        if (d->offset == 0)
            d->newOutputBelow = false;
        viewport()->update();
    });
    d->baseFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (d->baseFont.pointSizeF() <= 0) // sized in pixels: zoom steps in points all the same
        d->baseFont.setPointSizeF(QFontInfo(d->baseFont).pointSizeF());
    applyFont();
}

TerminalView::~TerminalView() = default;

void TerminalView::feed(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    vterm_input_write(d->vt.get(), bytes.constData(), size_t(bytes.size()));
    deliver();
}

// Sends what libvterm produced for the program and schedules the repaint; called after every
// libvterm call, never from inside one.
void TerminalView::deliver()
{
    if (!d->output.isEmpty()) {
        const QByteArray bytes = std::exchange(d->output, {});
        if (!d->ended)
            Q_EMIT bytesForProgram(bytes);
    }
    if (d->titlePending) {
        d->titlePending = false;
        Q_EMIT titleChanged(d->pendingTitle);
    }
    if (d->bellPending) {
        d->bellPending = false;
        if (!d->lastBell.isValid() || d->lastBell.elapsed() >= kBellInterval) {
            d->lastBell.start();
            Q_EMIT bell();
        }
    }
    if ((d->dirtyAll || d->dirtyBottom >= 0) && !d->repaintTimer.isActive())
        d->repaintTimer.start();
}

void TerminalView::repaintDamage()
{
    syncScrollBar();
    if (d->dirtyAll || d->offset > 0) {
        viewport()->update();
    } else if (d->dirtyBottom >= d->dirtyTop) {
        const int top = kMargin + d->dirtyTop * d->cellHeight;
        viewport()->update(0, top, viewport()->width(), (d->dirtyBottom - d->dirtyTop + 1) * d->cellHeight);
    }
    d->dirtyAll = false;
    d->dirtyTop = INT_MAX;
    d->dirtyBottom = -1;
}

void TerminalView::syncScrollBar()
{
    const int kept = d->altScreen ? 0 : int(d->scrollback.size());
    d->syncingScrollBar = true;
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, kept);
    bar->setPageStep(d->rows);
    bar->setValue(kept - d->offset);
    d->syncingScrollBar = false;
}

void TerminalView::scrollLines(int lines)
{
    d->offset = std::clamp(d->offset + lines, 0, d->altScreen ? 0 : int(d->scrollback.size()));
    if (d->offset == 0)
        d->newOutputBelow = false;
    syncScrollBar();
    viewport()->update();
}

void TerminalView::scrollToBottom()
{
    if (d->offset != 0)
        scrollLines(-d->offset);
}

void TerminalView::revealLine(qint64 index)
{
    const qint64 top = d->viewTop();
    if (index >= top && index < top + d->rows)
        return;
    const qint64 newTop = std::clamp<qint64>(index - d->rows / 3, 0, qint64(d->scrollback.size()));
    scrollLines(int(d->viewTop() - newTop));
}

void TerminalView::setEnded(const QString &message)
{
    QByteArray closing = "\x1b[0m";
    if (d->altScreen)
        closing += "\x1b[?1049l";
    if (d->cursor.col != 0)
        closing += "\r\n";
    QByteArray text = message.toUtf8();
    std::replace_if(
        text.begin(), text.end(), [](char c) { return uchar(c) < 0x20 || c == 0x7f; }, ' ');
    closing += "\x1b[1m" + text + "\x1b[0m\r\n\x1b[?25l";
    feed(closing);
    d->ended = true;
    d->mouseMode = VTERM_PROP_MOUSE_NONE;
    viewport()->setMouseTracking(false);
    viewport()->setCursor(Qt::IBeamCursor);
    d->preedit.clear();
    scrollToBottom();
    viewport()->update();
}

bool TerminalView::isEnded() const
{
    return d->ended;
}

QSize TerminalView::gridSize() const
{
    return {d->cols, d->rows};
}

QString TerminalView::rowText(int row) const
{
    if (row < 0 || row >= d->rows)
        return {};
    const qint64 line = d->firstLine + qint64(d->scrollback.size()) + row;
    return d->textBetween({line, 0}, {line, INT_MAX});
}

QString TerminalView::screenText() const
{
    QStringList lines;
    for (int row = 0; row < d->rows; ++row)
        lines << rowText(row);
    return lines.join(u'\n');
}

TerminalCell TerminalView::cellAt(int row, int column) const
{
    TerminalCell out;
    if (row < 0 || row >= d->rows || column < 0 || column >= d->cols)
        return out;
    Line buffer;
    const Line &line = d->lineAt(qint64(d->scrollback.size()) + row, buffer);
    const Cell &cell = line.cells[size_t(column)];
    if (cell.ch != 0 && cell.ch != kWideTail)
        out.text = QString::fromUcs4(&cell.ch, 1);
    for (const auto &[c, marks] : line.combining)
        if (c == column)
            out.text += marks;
    out.width = cell.ch == kWideTail ? 0 : (cell.flags & Wide) ? 2 : 1;
    out.foreground = (cell.flags & DefaultFg) ? palette().color(QPalette::Text) : QColor(cell.fg);
    out.background = (cell.flags & DefaultBg) ? palette().color(QPalette::Base) : QColor(cell.bg);
    out.bold = cell.flags & Bold;
    out.italic = cell.flags & Italic;
    out.underline = cell.flags & Underline;
    out.inverse = cell.flags & Inverse;
    out.strike = cell.flags & Strike;
    return out;
}

QRect TerminalView::cellRect(int row, int column) const
{
    const int left = kMargin + qRound(column * d->cellWidth);
    return {left, kMargin + row * d->cellHeight, kMargin + qRound((column + 1) * d->cellWidth) - left, d->cellHeight};
}

QStringList TerminalView::scrollbackText() const
{
    QStringList lines;
    for (qint64 i = 0; i < qint64(d->scrollback.size()); ++i)
        lines << d->textBetween({d->firstLine + i, 0}, {d->firstLine + i, INT_MAX});
    return lines;
}

bool TerminalView::altScreenActive() const
{
    return d->altScreen;
}

void TerminalView::setScrollbackLimit(int lines)
{
    d->scrollbackLimit = std::max(0, lines);
    while (int(d->scrollback.size()) > d->scrollbackLimit) {
        d->scrollback.pop_front();
        ++d->firstLine;
    }
    scrollLines(0);
}

void TerminalView::clearScrollback()
{
    d->firstLine += qint64(d->scrollback.size());
    d->scrollback.clear();
    scrollLines(0);
}

bool TerminalView::findNext(const QString &text, bool backwards)
{
    if (text.isEmpty())
        return false;
    const qint64 kept = qint64(d->scrollback.size());
    const qint64 first = d->altScreen ? kept : 0; // the alternate screen has no history
    const qint64 count = d->lineCount() - first;
    qint64 startLine;
    int startColumn;
    if (d->hasSelection()) {
        startLine = d->selection().first.line - d->firstLine;
        startColumn = d->selection().first.column;
    } else {
        startLine = backwards ? d->viewTop() + d->rows - 1 : d->viewTop();
        startColumn = backwards ? INT_MAX : -1;
    }
    startLine = std::clamp(startLine, first, first + count - 1);
    Line buffer;
    for (qint64 k = 0; k <= count; ++k) {
        const qint64 index = first + ((startLine - first + (backwards ? -k : k)) % count + count) % count;
        const Line &line = d->lineAt(index, buffer);
        QString lineText;
        std::vector<int> columns; // the column of each UTF-16 unit of lineText
        for (int c = 0; c < int(line.cells.size()); ++c) {
            const char32_t ch = line.cells[size_t(c)].ch;
            if (ch == kWideTail)
                continue;
            const QString s = ch == 0 ? QString(u' ') : QString::fromUcs4(&ch, 1);
            lineText += s;
            columns.insert(columns.end(), size_t(s.size()), c);
        }
        const auto unitAt = [&](int column) {
            return int(std::lower_bound(columns.begin(), columns.end(), column) - columns.begin());
        };
        qsizetype at = -1;
        if (backwards) {
            const qsizetype from = k == 0 && startColumn != INT_MAX ? unitAt(startColumn) - 1 : -1;
            if (!(k == 0 && startColumn != INT_MAX && from < 0))
                at = lineText.lastIndexOf(text, from, Qt::CaseInsensitive);
        } else {
            at = lineText.indexOf(text, k == 0 ? unitAt(startColumn + 1) : 0, Qt::CaseInsensitive);
        }
        if (at < 0)
            continue;
        const int last = columns[size_t(at + text.size() - 1)];
        d->unit = Private::Unit::Character;
        d->anchor = {d->firstLine + index, columns[size_t(at)]};
        d->head = {d->firstLine + index, last + ((line.cells[size_t(last)].flags & Wide) ? 2 : 1)};
        revealLine(index);
        viewport()->update();
        return true;
    }
    return false;
}

QString TerminalView::selectedText() const
{
    const auto [start, end] = d->selection();
    return start < end ? d->textBetween(start, end) : QString();
}

void TerminalView::copySelection()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void TerminalView::paste()
{
    pasteText(QApplication::clipboard()->text());
}

void TerminalView::pasteText(QString text)
{
    if (d->ended || text.isEmpty())
        return;
    text.replace(QLatin1String("\r\n"), QLatin1String("\r"));
    text.replace(u'\n', u'\r');
    // A pasted end marker would close the bracket early and run the rest as typed.
    text.remove(QLatin1String("\x1b[201~"));
    vterm_keyboard_start_paste(d->vt.get()); // ESC[200~ only when the program asked for it
    for (const char32_t c : text.toUcs4())
        vterm_keyboard_unichar(d->vt.get(), c, VTERM_MOD_NONE);
    vterm_keyboard_end_paste(d->vt.get());
    scrollToBottom();
    deliver();
}

void TerminalView::zoomIn()
{
    ++d->zoom;
    applyFont();
}

void TerminalView::zoomOut()
{
    if (d->baseFont.pointSizeF() + d->zoom - 1 >= 4)
        --d->zoom;
    applyFont();
}

void TerminalView::resetZoom()
{
    d->zoom = 0;
    applyFont();
}

void TerminalView::applyFont()
{
    QFont font = d->baseFont;
    font.setPointSizeF(d->baseFont.pointSizeF() + d->zoom);
    font.setKerning(false);
    font.setStyleHint(QFont::TypeWriter);
    for (int i = 0; i < 4; ++i) {
        d->fonts[i] = font;
        d->fonts[i].setBold(i & 1);
        d->fonts[i].setItalic(i & 2);
    }
    const QFontMetricsF metrics(font);
    d->cellWidth = metrics.horizontalAdvance(u'M');
    d->cellHeight = qCeil(metrics.height());
    d->ascent = metrics.ascent();
    d->fitsCell.clear();
    updateGeometry();
    resizeGrid();
    viewport()->update();
}

QSize TerminalView::sizeHint() const
{
    return {int(80 * d->cellWidth) + 2 * kMargin + verticalScrollBar()->sizeHint().width(),
            24 * d->cellHeight + 2 * kMargin};
}

void TerminalView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    resizeGrid();
    placeFindBar();
}

void TerminalView::resizeGrid()
{
    if (!isVisible())
        return; // a hidden widget's size means nothing yet: the grid follows it once shown
    const QSize area = viewport()->size();
    const int cols = std::max(2, int((area.width() - 2 * kMargin) / d->cellWidth));
    const int rows = std::max(1, (area.height() - 2 * kMargin) / d->cellHeight);
    if (cols == d->cols && rows == d->rows)
        return;
    d->cols = cols;
    d->rows = rows;
    vterm_set_size(d->vt.get(), rows, cols);
    d->dirtyAll = true;
    deliver();
    syncScrollBar();
    viewport()->update();
    d->resizeTimer.start();
}

void TerminalView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    const QRect clip = event->rect();
    const QRgb defaultFg = palette().color(QPalette::Text).rgb();
    const QRgb defaultBg = palette().color(QPalette::Base).rgb();
    const QRgb selectionFg = palette().color(QPalette::HighlightedText).rgb();
    const QRgb selectionBg = palette().color(QPalette::Highlight).rgb();
    painter.fillRect(clip, QColor(defaultBg));
    const qreal cw = d->cellWidth;
    const int ch = d->cellHeight;
    const auto [selStart, selEnd] = d->selection();
    const int firstRow = std::max(0, (clip.top() - kMargin) / ch);
    const int lastRow = std::min(d->rows - 1, (clip.bottom() - kMargin) / ch);
    Line buffer;
    for (int row = firstRow; row <= lastRow; ++row) {
        const qint64 index = d->viewTop() + row;
        const qint64 global = d->firstLine + index;
        const Line &line = d->lineAt(index, buffer);
        const int y = kMargin + row * ch;
        int selFrom = 0;
        int selTo = 0;
        if (selStart < selEnd && global >= selStart.line && global <= selEnd.line) {
            selFrom = global == selStart.line ? selStart.column : 0;
            selTo = global == selEnd.line ? selEnd.column : INT_MAX;
        }
        const int size = int(line.cells.size());
        const Cell blank;
        const auto cellOf = [&](int c) -> const Cell & { return c < size ? line.cells[size_t(c)] : blank; };
        const auto coloursOf = [&](int c) {
            const Cell &cell = cellOf(c);
            QRgb fg = (cell.flags & DefaultFg) ? defaultFg : cell.fg;
            QRgb bg = (cell.flags & DefaultBg) ? defaultBg : cell.bg;
            if (cell.flags & Inverse)
                std::swap(fg, bg);
            if (c >= selFrom && c < selTo)
                return std::pair{selectionFg, selectionBg};
            return std::pair{fg, bg};
        };
        // Backgrounds, one rectangle per run of a colour.
        for (int c = 0, start = 0; c <= d->cols; ++c) {
            if (c < d->cols && coloursOf(c).second == coloursOf(start).second)
                continue;
            if (const QRgb bg = coloursOf(start).second; bg != defaultBg)
                painter.fillRect(QRectF(kMargin + start * cw, y, (c - start) * cw, ch), QColor(bg));
            start = c;
        }
        // Text, one drawText per run of a style; characters the font cannot fit in a cell alone.
        QString run;
        int runStart = 0;
        QRgb runFg = 0;
        quint8 runFont = 0;
        quint8 runDecoration = 0;
        const auto flush = [&](int end) {
            if (run.isEmpty())
                return;
            painter.setFont(d->fonts[runFont]);
            painter.setPen(QColor(runFg));
            painter.drawText(QPointF(kMargin + runStart * cw, y + d->ascent), run);
            if (runDecoration) {
                const QFontMetricsF metrics(d->fonts[runFont]);
                const qreal width = std::max<qreal>(1, metrics.lineWidth());
                const QRectF span(kMargin + runStart * cw, 0, (end - runStart) * cw, width);
                if (runDecoration & Underline)
                    painter.fillRect(span.translated(0, y + d->ascent + metrics.underlinePos()), QColor(runFg));
                if (runDecoration & Strike)
                    painter.fillRect(span.translated(0, y + d->ascent - metrics.strikeOutPos()), QColor(runFg));
            }
            run.clear();
        };
        for (int c = 0; c < d->cols; ++c) {
            const Cell &cell = cellOf(c);
            if (cell.ch == kWideTail)
                continue;
            const QRgb fg = coloursOf(c).first;
            const quint8 font = ((cell.flags & Bold) ? 1 : 0) | ((cell.flags & Italic) ? 2 : 0);
            const quint8 decoration = cell.flags & (Underline | Strike);
            const bool blank = cell.ch == 0 || cell.ch == ' ';
            if (blank && !decoration) {
                if (!run.isEmpty() && !runDecoration)
                    run += u' ';
                else
                    flush(c);
                continue;
            }
            bool combined = false;
            for (const auto &[column, marks] : line.combining)
                combined = combined || column == c;
            const bool alone = (cell.flags & Wide) || combined || !d->fits(cell.ch);
            if (run.isEmpty() || alone || fg != runFg || font != runFont || decoration != runDecoration) {
                flush(c);
                runStart = c;
                runFg = fg;
                runFont = font;
                runDecoration = decoration;
            }
            run += blank ? QString(u' ') : QString::fromUcs4(&cell.ch, 1);
            if (alone) {
                for (const auto &[column, marks] : line.combining)
                    if (column == c)
                        run += marks;
                flush(c + ((cell.flags & Wide) ? 2 : 1));
            }
        }
        flush(d->cols);
    }

    // The cursor: a block when focused, an outline when not, or the shape the program asked for.
    const int cursorRow = d->cursor.row + d->offset;
    if (!d->ended && d->cursorVisible && cursorRow < d->rows) {
        Line cursorLine;
        const Line &line = d->lineAt(qint64(d->scrollback.size()) + d->cursor.row, cursorLine);
        const Cell &cell = line.cells[size_t(std::clamp(d->cursor.col, 0, d->cols - 1))];
        const int width = (cell.flags & Wide) ? 2 : 1;
        const QRectF rect(kMargin + d->cursor.col * cw, kMargin + cursorRow * ch, width * cw, ch);
        const QColor colour = palette().color(QPalette::Text);
        if (!hasFocus()) {
            painter.setPen(colour);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
        } else if (d->cursorShape == VTERM_PROP_CURSORSHAPE_UNDERLINE) {
            painter.fillRect(QRectF(rect.left(), rect.bottom() - 2, rect.width(), 2), colour);
        } else if (d->cursorShape == VTERM_PROP_CURSORSHAPE_BAR_LEFT) {
            painter.fillRect(QRectF(rect.left(), rect.top(), 2, rect.height()), colour);
        } else {
            painter.fillRect(rect, colour);
            if (cell.ch != 0 && cell.ch != kWideTail) {
                painter.setFont(d->fonts[((cell.flags & Bold) ? 1 : 0) | ((cell.flags & Italic) ? 2 : 0)]);
                painter.setPen(QColor(defaultBg));
                painter.drawText(QPointF(rect.left(), rect.top() + d->ascent), QString::fromUcs4(&cell.ch, 1));
            }
        }
        if (!d->preedit.isEmpty()) {
            painter.setFont(d->fonts[0]);
            const QRectF area(rect.topLeft(), QSizeF(QFontMetricsF(d->fonts[0]).horizontalAdvance(d->preedit), ch));
            painter.fillRect(area, QColor(defaultBg));
            painter.setPen(QColor(defaultFg));
            painter.drawText(QPointF(area.left(), area.top() + d->ascent), d->preedit);
            painter.drawLine(area.bottomLeft(), area.bottomRight());
        }
    }

    if (d->offset > 0 && d->newOutputBelow) {
        painter.setFont(font());
        const QString hint = tr("New output below ↓");
        const QFontMetrics metrics(font());
        QRect box(0, 0, metrics.horizontalAdvance(hint) + 16, metrics.height() + 8);
        box.moveBottomRight(viewport()->rect().bottomRight() - QPoint(8, 8));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::Highlight));
        painter.drawRoundedRect(box, 6, 6);
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(box, Qt::AlignCenter, hint);
    }
}

TerminalView::Shortcut TerminalView::shortcutFor(const QKeyEvent *event) const
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if (mods == (Qt::ControlModifier | Qt::ShiftModifier)) {
        switch (key) {
        case Qt::Key_C:
            return Shortcut::Copy;
        case Qt::Key_V:
            return Shortcut::Paste;
        case Qt::Key_F:
            return Shortcut::Find;
        case Qt::Key_Plus:
            return Shortcut::ZoomIn;
        default:
            break;
        }
    }
    if (mods == Qt::ControlModifier) {
        switch (key) {
        case Qt::Key_Equal:
        case Qt::Key_Plus:
            return Shortcut::ZoomIn;
        case Qt::Key_Minus:
            return Shortcut::ZoomOut;
        case Qt::Key_0:
            return Shortcut::ResetZoom;
        default:
            break;
        }
    }
    if (mods == Qt::ShiftModifier) {
        if (key == Qt::Key_Insert)
            return Shortcut::Paste;
        // The alternate screen has no scrollback: there the program gets the keys.
        if (key == Qt::Key_PageUp && !d->altScreen)
            return Shortcut::PageUp;
        if (key == Qt::Key_PageDown && !d->altScreen)
            return Shortcut::PageDown;
    }
    return Shortcut::None;
}

void TerminalView::runShortcut(Shortcut shortcut)
{
    switch (shortcut) {
    case Shortcut::None:
        break;
    case Shortcut::Copy:
        copySelection();
        break;
    case Shortcut::Paste:
        paste();
        break;
    case Shortcut::Find:
        showFindBar();
        break;
    case Shortcut::ZoomIn:
        zoomIn();
        break;
    case Shortcut::ZoomOut:
        zoomOut();
        break;
    case Shortcut::ResetZoom:
        resetZoom();
        break;
    case Shortcut::PageUp:
        scrollLines(std::max(1, d->rows - 1));
        break;
    case Shortcut::PageDown:
        scrollLines(-std::max(1, d->rows - 1));
        break;
    }
}

// Keys the program should get even where the window has a shortcut for them (Ctrl+W deletes a word
// in the shell); Ctrl+Tab, Ctrl+PgUp and Ctrl+Shift+letter are left to the window.
bool TerminalView::sendsToProgram(const QKeyEvent *event) const
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~(Qt::KeypadModifier | Qt::GroupSwitchModifier);
    if (!(mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return true;
    if (mods & (Qt::ShiftModifier | Qt::MetaModifier))
        return false;
    if (mods & Qt::ControlModifier)
        return controlByte(event->key()) >= 0 || keyOf(event->key()) == VTERM_KEY_BACKSPACE;
    return !event->text().isEmpty() || keyOf(event->key()) != VTERM_KEY_NONE;
}

bool TerminalView::sendKey(const QKeyEvent *event)
{
    VTerm *vt = d->vt.get();
    const int key = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers();
    int mod = modifiersOf(mods);
    if (const VTermKey k = keyOf(key); k != VTERM_KEY_NONE) {
        if (key == Qt::Key_Backtab)
            mod |= VTERM_MOD_SHIFT;
        const bool literal = k == VTERM_KEY_ENTER || k == VTERM_KEY_BACKSPACE || k == VTERM_KEY_ESCAPE ||
                             (k == VTERM_KEY_TAB && !(mod & VTERM_MOD_SHIFT));
        if (k == VTERM_KEY_BACKSPACE && (mod & VTERM_MOD_CTRL))
            d->output += (mod & VTERM_MOD_ALT) ? "\x1b\x08" : "\x08";
        else if (literal) // with Shift or Ctrl libvterm sends CSI-u, which shells do not read
            vterm_keyboard_key(vt, k, VTermModifier(mod & VTERM_MOD_ALT));
        else
            vterm_keyboard_key(vt, k, VTermModifier(mod));
        return true;
    }
    if (mods & Qt::ControlModifier) {
        const int control = controlByte(key);
        if (control < 0)
            return false;
        if (mods & Qt::AltModifier)
            d->output += '\x1b';
        d->output += char(control);
        return true;
    }
    const QString text = event->text();
    if (text.isEmpty())
        return false;
    const VTermModifier alt = (mods & Qt::AltModifier) ? VTERM_MOD_ALT : VTERM_MOD_NONE;
    for (const char32_t c : text.toUcs4())
        vterm_keyboard_unichar(vt, c, alt);
    return true;
}

bool TerminalView::findBarHasFocus() const
{
    return d->findBar && d->findBar->isVisible() && d->findBar->isAncestorOf(QApplication::focusWidget());
}

bool TerminalView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (shortcutFor(key) != Shortcut::None || (!findBarHasFocus() && !d->ended && sendsToProgram(key))) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool TerminalView::focusNextPrevChild(bool)
{
    return false; // Tab belongs to the program
}

void TerminalView::keyPressEvent(QKeyEvent *event)
{
    if (const Shortcut shortcut = shortcutFor(event); shortcut != Shortcut::None) {
        runShortcut(shortcut);
        return;
    }
    // Keys the find bar's line edit did not take arrive here too; they are not the program's.
    if (d->ended || findBarHasFocus() || !sendKey(event)) {
        event->ignore();
        return;
    }
    scrollToBottom();
    deliver();
}

void TerminalView::inputMethodEvent(QInputMethodEvent *event)
{
    if (!d->ended && !event->commitString().isEmpty()) {
        for (const char32_t c : event->commitString().toUcs4())
            vterm_keyboard_unichar(d->vt.get(), c, VTERM_MOD_NONE);
        scrollToBottom();
        deliver();
    }
    d->preedit = d->ended ? QString() : event->preeditString();
    viewport()->update();
    event->accept();
}

QVariant TerminalView::inputMethodQuery(Qt::InputMethodQuery query) const
{
    switch (query) {
    case Qt::ImEnabled:
        return !d->ended;
    case Qt::ImFont:
        return d->fonts[0];
    case Qt::ImCursorRectangle:
        return cellRect(d->cursor.row + d->offset, d->cursor.col).translated(viewport()->pos());
    default:
        return QAbstractScrollArea::inputMethodQuery(query);
    }
}

bool TerminalView::reportsMouse(Qt::KeyboardModifiers modifiers) const
{
    return d->mouseMode != VTERM_PROP_MOUSE_NONE && !d->ended && !(modifiers & Qt::ShiftModifier);
}

void TerminalView::reportMouse(const QPoint &position, Qt::KeyboardModifiers modifiers, int button, bool pressed)
{
    const int row = std::clamp((position.y() - kMargin) / d->cellHeight, 0, d->rows - 1) - d->offset;
    const int col = std::clamp(int((position.x() - kMargin) / d->cellWidth), 0, d->cols - 1);
    if (row < 0)
        return; // over the scrollback, which the program knows nothing of
    const VTermModifier mod = modifiersOf(modifiers);
    vterm_mouse_move(d->vt.get(), row, col, mod);
    if (button)
        vterm_mouse_button(d->vt.get(), button, pressed, mod);
    deliver();
}

namespace {
int buttonNumber(Qt::MouseButton button)
{
    switch (button) {
    case Qt::LeftButton:
        return 1;
    case Qt::MiddleButton:
        return 2;
    case Qt::RightButton:
        return 3;
    default:
        return 0;
    }
}
} // namespace

void TerminalView::mousePressEvent(QMouseEvent *event)
{
    if (reportsMouse(event->modifiers())) {
        d->heldButton = buttonNumber(event->button());
        reportMouse(event->position().toPoint(), event->modifiers(), d->heldButton, true);
        return;
    }
    if (event->button() == Qt::MiddleButton) {
        if (QApplication::clipboard()->supportsSelection())
            pasteText(QApplication::clipboard()->text(QClipboard::Selection));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const bool tripleClick =
        d->sinceDoubleClick.isValid() && d->sinceDoubleClick.elapsed() < QApplication::doubleClickInterval();
    d->sinceDoubleClick.invalidate();
    d->unit = tripleClick ? Private::Unit::Line : Private::Unit::Character;
    d->anchor = d->head = d->positionAt(event->position().toPoint(), !tripleClick);
    d->selecting = true;
    viewport()->update();
}

void TerminalView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (reportsMouse(event->modifiers())) {
        mousePressEvent(event); // a second press for the program
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    d->unit = Private::Unit::Word;
    d->anchor = d->head = d->positionAt(event->position().toPoint(), false);
    d->selecting = true;
    d->sinceDoubleClick.start();
    viewport()->update();
}

void TerminalView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint position = event->position().toPoint();
    if (reportsMouse(event->modifiers())) {
        reportMouse(position, event->modifiers(), 0, false);
        return;
    }
    if (!d->selecting)
        return;
    // Dragging past an edge scrolls the history along.
    if (position.y() < 0)
        scrollLines(1);
    else if (position.y() > viewport()->height())
        scrollLines(-1);
    d->head = d->positionAt(position, d->unit == Private::Unit::Character);
    viewport()->update();
}

void TerminalView::mouseReleaseEvent(QMouseEvent *event)
{
    if (reportsMouse(event->modifiers()) && d->heldButton) {
        reportMouse(event->position().toPoint(), event->modifiers(), buttonNumber(event->button()), false);
        d->heldButton = 0;
        return;
    }
    d->selecting = false;
    const QString text = selectedText();
    if (!text.isEmpty() && QApplication::clipboard()->supportsSelection())
        QApplication::clipboard()->setText(text, QClipboard::Selection);
}

void TerminalView::wheelEvent(QWheelEvent *event)
{
    event->accept();
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0)
            zoomIn();
        else if (event->angleDelta().y() < 0)
            zoomOut();
        return;
    }
    d->wheelDelta += event->angleDelta().y();
    const int steps = d->wheelDelta / 120;
    d->wheelDelta %= 120;
    if (steps == 0)
        return;
    if (reportsMouse(event->modifiers())) {
        for (int i = 0; i < std::abs(steps); ++i)
            reportMouse(event->position().toPoint(), event->modifiers(), steps > 0 ? 4 : 5, true);
    } else if (d->altScreen && !d->ended) {
        // less, man and vim without mouse support scroll with the arrow keys, as in xterm.
        for (int i = 0; i < std::abs(steps) * 3; ++i)
            vterm_keyboard_key(d->vt.get(), steps > 0 ? VTERM_KEY_UP : VTERM_KEY_DOWN, VTERM_MOD_NONE);
        deliver();
    } else {
        scrollLines(steps * QApplication::wheelScrollLines());
    }
}

void TerminalView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    vterm_state_focus_in(d->state); // reported when the program asked (ESC[?1004h)
    deliver();
    viewport()->update();
}

void TerminalView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    vterm_state_focus_out(d->state);
    deliver();
    viewport()->update();
}

void TerminalView::contextMenuEvent(QContextMenuEvent *event)
{
    if (reportsMouse(event->modifiers()))
        return; // the right button was the program's
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Copy"), this, &TerminalView::copySelection)->setEnabled(!selectedText().isEmpty());
    menu->addAction(tr("Paste"), this, &TerminalView::paste)->setEnabled(!d->ended);
    menu->addSeparator();
    menu->addAction(tr("Find…"), this, &TerminalView::showFindBar);
    menu->addAction(tr("Clear Scrollback"), this, &TerminalView::clearScrollback);
    menu->addSeparator();
    menu->addAction(tr("Zoom In"), this, &TerminalView::zoomIn);
    menu->addAction(tr("Zoom Out"), this, &TerminalView::zoomOut);
    menu->addAction(tr("Reset Zoom"), this, &TerminalView::resetZoom);
    menu->popup(event->globalPos());
}

void TerminalView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        viewport()->update();
}

void TerminalView::showFindBar()
{
    if (!d->findBar) {
        d->findBar = new QFrame(this);
        d->findBar->setObjectName(QStringLiteral("terminalFindBar"));
        d->findBar->setFrameShape(QFrame::StyledPanel);
        d->findBar->setAutoFillBackground(true);
        d->findEdit = new QLineEdit;
        d->findEdit->setObjectName(QStringLiteral("terminalFindText"));
        d->findEdit->setPlaceholderText(tr("Find"));
        d->findEdit->setToolTip(tr("Enter finds older output, Shift+Enter newer, Escape closes"));
        d->findEdit->installEventFilter(this);
        d->findStatus = new QLabel;
        auto *older = new QToolButton;
        older->setArrowType(Qt::UpArrow);
        older->setToolTip(tr("Find older (Enter)"));
        auto *newer = new QToolButton;
        newer->setArrowType(Qt::DownArrow);
        newer->setToolTip(tr("Find newer (Shift+Enter)"));
        auto *close = new QToolButton;
        close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
        close->setToolTip(tr("Close (Escape)"));
        for (QToolButton *button : {older, newer, close}) {
            button->setAutoRaise(true);
            button->setFocusPolicy(Qt::NoFocus);
        }
        auto *layout = new QHBoxLayout(d->findBar);
        layout->setContentsMargins(4, 2, 2, 2);
        layout->setSpacing(2);
        layout->addWidget(d->findEdit);
        layout->addWidget(d->findStatus);
        layout->addWidget(older);
        layout->addWidget(newer);
        layout->addWidget(close);
        const auto find = [this](bool backwards) {
            const bool found = findNext(d->findEdit->text(), backwards);
            d->findStatus->setText(found || d->findEdit->text().isEmpty() ? QString() : tr("Not found"));
        };
        connect(older, &QToolButton::clicked, this, [find] { find(true); });
        connect(newer, &QToolButton::clicked, this, [find] { find(false); });
        connect(close, &QToolButton::clicked, this, &TerminalView::hideFindBar);
        // Typing searches afresh from the bottom, for the most recent match.
        connect(d->findEdit, &QLineEdit::textEdited, this, [this, find] {
            d->clearSelection();
            find(true);
        });
    }
    d->findBar->show();
    d->findBar->raise();
    placeFindBar();
    d->findEdit->setFocus(Qt::ShortcutFocusReason);
    d->findEdit->selectAll();
}

void TerminalView::hideFindBar()
{
    if (d->findBar)
        d->findBar->hide();
    setFocus(Qt::OtherFocusReason);
}

void TerminalView::placeFindBar()
{
    if (!d->findBar || !d->findBar->isVisible())
        return;
    d->findBar->resize(d->findBar->sizeHint().expandedTo(QSize(260, 0)));
    const QRect area = viewport()->geometry();
    d->findBar->move(area.right() - d->findBar->width() - 8, area.top() + 4);
}

bool TerminalView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != d->findEdit)
        return QAbstractScrollArea::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    if (event->type() != QEvent::KeyPress)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    switch (key->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        const bool found = findNext(d->findEdit->text(), !(key->modifiers() & Qt::ShiftModifier));
        d->findStatus->setText(found || d->findEdit->text().isEmpty() ? QString() : tr("Not found"));
        return true;
    }
    case Qt::Key_Escape:
        hideFindBar();
        return true;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return true; // stays in the find bar rather than going to the program
    default:
        return false;
    }
}

} // namespace shadowbox
