#include "review/ReviewDiffView.h"

#include "common/Scintilla.h"
#include "review/CodeLexers.h"

#include <Qsci/qscilexer.h>

#include <QEvent>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace shadowbox {

namespace {

enum Marker {
    RemovedLine = 0,
    AddedLine = 1,
    CurrentHunk = 2,
    ApprovedHunk = 3,
    RejectedHunk = 4,
};
constexpr int kWordIndicator = 8;
constexpr int kAnnotationRemoved = 200; // extended styles for annotations
constexpr int kAnnotationFolded = 201;

QString lineText(const QList<QByteArray> &lines, int oneBased)
{
    QByteArray l = lines.value(oneBased - 1);
    while (l.endsWith('\n') || l.endsWith('\r'))
        l.chop(1);
    return QString::fromUtf8(l);
}

// Where `a` and `b` differ: the span between their common prefix and common suffix, each as
// (first, end) character offsets of its own string.
std::pair<std::pair<int, int>, std::pair<int, int>> changedSpan(const QString &a, const QString &b)
{
    int prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.at(prefix) == b.at(prefix))
        ++prefix;
    int suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           a.at(a.size() - 1 - suffix) == b.at(b.size() - 1 - suffix))
        ++suffix;
    // Whole words: widen to the word boundaries so "foo" → "fob" marks the word, not one letter.
    const auto isWord = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
    while (prefix > 0 && isWord(a.at(prefix - 1)) && (prefix >= b.size() || isWord(b.at(prefix - 1))))
        --prefix;
    return {{prefix, int(a.size()) - suffix}, {prefix, int(b.size()) - suffix}};
}

// The 0-based lines a hunk changes on one side, first and last (context lines not counted); on a
// side where it changes nothing, the line after which the other side's change happens.
std::pair<int, int> changedLines(const Hunk &h, bool oldSide)
{
    int first = -1;
    int last = -1;
    int context = -1;
    for (const DiffLine &l : h.lines) {
        const int line = (oldSide ? l.oldLine : l.newLine) - 1;
        if (l.kind == DiffLine::Kind::Context) {
            if (first < 0)
                context = line;
        } else if ((l.kind == DiffLine::Kind::Removed) == oldSide) {
            first = first < 0 ? line : first;
            last = line;
        }
    }
    if (first >= 0)
        return {first, last};
    const int position = qMax(0, context);
    return {position, position};
}

int utf8Offset(const QString &line, int characters)
{
    return int(line.left(characters).toUtf8().size());
}

} // namespace

ReviewDiffView::ReviewDiffView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget)
    , m_messageLabel(new QLabel)
    , m_sideBySide(new QWidget)
    , m_old(new QsciScintilla)
    , m_new(new QsciScintilla)
    , m_unified(new QsciScintilla)
    , m_imagePage(new QWidget)
    , m_oldImage(new QLabel)
    , m_newImage(new QLabel)
{
    m_old->setObjectName(QStringLiteral("reviewOldSide"));
    m_new->setObjectName(QStringLiteral("reviewNewSide"));
    m_unified->setObjectName(QStringLiteral("reviewUnified"));
    m_messageLabel->setObjectName(QStringLiteral("reviewDiffMessage"));
    m_messageLabel->setAlignment(Qt::AlignCenter);
    m_messageLabel->setWordWrap(true);
    for (QsciScintilla *e : {m_old, m_new, m_unified})
        prepare(e);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_old);
    split->addWidget(m_new);
    split->setChildrenCollapsible(false);
    auto *sideLayout = new QHBoxLayout(m_sideBySide);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(split);
    auto *imageLayout = new QHBoxLayout(m_imagePage);
    for (QLabel *l : {m_oldImage, m_newImage}) {
        l->setAlignment(Qt::AlignCenter);
        l->setFrameShape(QFrame::StyledPanel);
        imageLayout->addWidget(l);
    }
    m_stack->addWidget(m_messageLabel);
    m_stack->addWidget(m_sideBySide);
    m_stack->addWidget(m_unified);
    m_stack->addWidget(m_imagePage);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    // The two sides scroll together.
    const auto sync = [this](QsciScintilla *from, QsciScintilla *to) {
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, to](int value) {
            if (m_syncing)
                return;
            m_syncing = true;
            to->verticalScrollBar()->setValue(value);
            m_syncing = false;
        });
    };
    sync(m_old, m_new);
    sync(m_new, m_old);
    setMessage(tr("Select a file to see how it changed."));
}

void ReviewDiffView::prepare(QsciScintilla *e)
{
    e->setReadOnly(true);
    e->setUtf8(true);
    e->setMarginLineNumbers(0, true);
    e->setMarginWidth(0, QStringLiteral("00000"));
    e->setMarginWidth(1, 16);
    e->setMarginSensitivity(1, false);
    e->setWrapMode(QsciScintilla::WrapNone);
    e->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    e->markerDefine(QsciScintilla::Background, RemovedLine);
    e->markerDefine(QsciScintilla::Background, AddedLine);
    e->markerDefine(QsciScintilla::RightArrow, CurrentHunk);
    e->markerDefine(QsciScintilla::Plus, ApprovedHunk);
    e->markerDefine(QsciScintilla::Minus, RejectedHunk);
    e->indicatorDefine(QsciScintilla::FullBoxIndicator, kWordIndicator);
    e->setIndicatorDrawUnder(true, kWordIndicator);
    e->SendScintilla(QsciScintillaBase::SCI_SETMARGINMASKN, 1,
                     (1 << CurrentHunk) | (1 << ApprovedHunk) | (1 << RejectedHunk));
}

QsciLexer *ReviewDiffView::lexerFor(const QByteArray &text)
{
    QsciLexer *lexer = CodeLexers::forFile(m_file.path, text, this, &m_language);
    CodeLexers::applyPalette(lexer, palette());
    return lexer;
}

void ReviewDiffView::setMessage(const QString &message)
{
    m_messageLabel->setText(message);
    m_stack->setCurrentWidget(m_messageLabel);
    m_current = -1;
}

QString ReviewDiffView::message() const
{
    return m_stack->currentWidget() == m_messageLabel ? m_messageLabel->text() : QString();
}

void ReviewDiffView::setImages(const QByteArray &oldImage, const QByteArray &newImage)
{
    const auto show = [](QLabel *label, const QByteArray &bytes, const QString &none) {
        QImage image;
        if (bytes.isEmpty() || !image.loadFromData(bytes)) {
            label->setPixmap({});
            label->setText(none);
            return;
        }
        label->setPixmap(QPixmap::fromImage(image.width() > 600 ? image.scaledToWidth(600) : image));
        label->setToolTip(tr("%1 × %2 pixels").arg(image.width()).arg(image.height()));
    };
    show(m_oldImage, oldImage, tr("No image in the baseline"));
    show(m_newImage, newImage, tr("No image in the sandbox"));
    m_stack->setCurrentWidget(m_imagePage);
}

void ReviewDiffView::setFile(const ReviewFile &file, const QByteArray &oldText, const QByteArray &newText)
{
    m_file = file;
    m_oldText = oldText;
    m_newText = newText;
    m_verdicts = QList<ReviewVerdict>(file.hunks.size(), ReviewVerdict::Undecided);
    m_current = file.hunks.isEmpty() ? -1 : 0;
    render();
}

void ReviewDiffView::setHunkVerdicts(const QList<ReviewVerdict> &verdicts)
{
    m_verdicts = verdicts;
    for (QsciScintilla *e : {m_old, m_new, m_unified}) {
        e->markerDeleteAll(ApprovedHunk);
        e->markerDeleteAll(RejectedHunk);
    }
    for (qsizetype i = 0; i < m_file.hunks.size() && i < m_verdicts.size(); ++i) {
        if (m_verdicts.at(i) == ReviewVerdict::Undecided)
            continue;
        const Marker m = m_verdicts.at(i) == ReviewVerdict::Approved ? ApprovedHunk : RejectedHunk;
        const Hunk &h = m_file.hunks.at(i);
        const int newLine = changedLines(h, false).first;
        const int oldLine = changedLines(h, true).first;
        m_old->markerAdd(oldLine, m);
        m_new->markerAdd(newLine, m);
        m_unified->markerAdd(m_file.status == ReviewFile::Status::Deleted ? oldLine : newLine, m);
    }
}

void ReviewDiffView::setCurrentHunk(int hunk)
{
    if (hunk < 0 || hunk >= m_file.hunks.size())
        return;
    m_current = hunk;
    scrollToHunk();
}

void ReviewDiffView::setDiffLayout(Layout layout)
{
    if (m_layout == layout)
        return;
    m_layout = layout;
    if (m_stack->currentWidget() == m_sideBySide || m_stack->currentWidget() == m_unified)
        render();
}

void ReviewDiffView::setFoldUnchanged(bool fold)
{
    if (m_fold == fold)
        return;
    m_fold = fold;
    if (m_stack->currentWidget() == m_sideBySide || m_stack->currentWidget() == m_unified)
        render();
}

int ReviewDiffView::hiddenLines() const
{
    int hidden = 0;
    for (int line = 0; line < m_new->lines(); ++line)
        hidden += m_new->SendScintilla(QsciScintillaBase::SCI_GETLINEVISIBLE, line) ? 0 : 1;
    return hidden;
}

void ReviewDiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange &&
        (m_stack->currentWidget() == m_sideBySide || m_stack->currentWidget() == m_unified))
        render();
}

void ReviewDiffView::render()
{
    const QColor base = palette().color(QPalette::Base);
    const bool dark = CodeLexers::isDark(palette());
    const QColor removed = dark ? QColor(0x5a, 0x1e, 0x24) : QColor(0xff, 0xeb, 0xe9);
    const QColor added = dark ? QColor(0x1b, 0x4a, 0x2b) : QColor(0xe6, 0xff, 0xec);
    const QColor removedWord = dark ? QColor(0x8e, 0x2a, 0x33) : QColor(0xff, 0xc0, 0xc0);
    const QColor addedWord = dark ? QColor(0x2b, 0x74, 0x43) : QColor(0xab, 0xf2, 0xbc);
    for (QsciScintilla *e : {m_old, m_new, m_unified}) {
        e->setMarkerBackgroundColor(removed, RemovedLine);
        e->setMarkerBackgroundColor(added, AddedLine);
        e->setMarkerBackgroundColor(QColor(0x1a, 0x7f, 0x37), ApprovedHunk);
        e->setMarkerForegroundColor(QColor(0x1a, 0x7f, 0x37), ApprovedHunk);
        e->setMarkerBackgroundColor(QColor(0xcf, 0x22, 0x2e), RejectedHunk);
        e->setMarkerForegroundColor(QColor(0xcf, 0x22, 0x2e), RejectedHunk);
        e->setIndicatorForegroundColor(e == m_old ? removedWord : addedWord, kWordIndicator);
        e->setPaper(base);
        e->setColor(palette().color(QPalette::Text));
        e->setMarginsBackgroundColor(palette().color(QPalette::Window));
        e->setMarginsForegroundColor(palette().color(QPalette::PlaceholderText));
        e->SendScintilla(QsciScintillaBase::SCI_STYLESETBACK, kAnnotationRemoved, removed);
        e->SendScintilla(QsciScintillaBase::SCI_STYLESETFORE, kAnnotationRemoved, palette().color(QPalette::Text));
        e->SendScintilla(QsciScintillaBase::SCI_STYLESETBACK, kAnnotationFolded, palette().color(QPalette::Window));
        e->SendScintilla(QsciScintillaBase::SCI_STYLESETFORE, kAnnotationFolded,
                         palette().color(QPalette::PlaceholderText));
        e->SendScintilla(QsciScintillaBase::SCI_STYLESETITALIC, kAnnotationFolded, 1L);
    }
    if (m_layout == Layout::SideBySide)
        renderSideBySide();
    else
        renderUnified();
    setHunkVerdicts(m_verdicts);
    scrollToHunk();
}

void ReviewDiffView::renderSideBySide()
{
    const QList<QByteArray> oldLines = HunkSelection::splitLines(m_oldText);
    const QList<QByteArray> newLines = HunkSelection::splitLines(m_newText);
    m_old->setLexer(lexerFor(m_oldText.isEmpty() ? m_newText : m_oldText));
    m_new->setLexer(lexerFor(m_newText.isEmpty() ? m_oldText : m_newText));
    m_old->setText(QString::fromUtf8(m_oldText));
    m_new->setText(QString::fromUtf8(m_newText));
    QList<std::pair<int, int>> oldChanged;
    QList<std::pair<int, int>> newChanged;
    for (QsciScintilla *e : {m_old, m_new}) {
        e->markerDeleteAll();
        e->clearAnnotations();
        e->clearIndicatorRange(0, 0, qMax(0, e->lines() - 1), e->lineLength(qMax(0, e->lines() - 1)), kWordIndicator);
    }
    for (const Hunk &h : std::as_const(m_file.hunks)) {
        QList<int> removed;
        QList<int> added;
        for (const DiffLine &l : h.lines) {
            if (l.kind == DiffLine::Kind::Removed) {
                m_old->markerAdd(l.oldLine - 1, RemovedLine);
                removed << l.oldLine;
            } else if (l.kind == DiffLine::Kind::Added) {
                m_new->markerAdd(l.newLine - 1, AddedLine);
                added << l.newLine;
            }
        }
        oldChanged.append(changedLines(h, true));
        newChanged.append(changedLines(h, false));
        // Changed words: removed and added lines paired in order.
        for (qsizetype i = 0; i < qMin(removed.size(), added.size()); ++i) {
            const QString a = lineText(oldLines, removed.at(i));
            const QString b = lineText(newLines, added.at(i));
            const auto [spanA, spanB] = changedSpan(a, b);
            if (spanA.second > spanA.first && spanA.second - spanA.first < a.size())
                m_old->fillIndicatorRange(removed.at(i) - 1, utf8Offset(a, spanA.first), removed.at(i) - 1,
                                          utf8Offset(a, spanA.second), kWordIndicator);
            if (spanB.second > spanB.first && spanB.second - spanB.first < b.size())
                m_new->fillIndicatorRange(added.at(i) - 1, utf8Offset(b, spanB.first), added.at(i) - 1,
                                          utf8Offset(b, spanB.second), kWordIndicator);
        }
    }
    fold(m_old, oldChanged, m_old->lines());
    fold(m_new, newChanged, m_new->lines());
    m_stack->setCurrentWidget(m_sideBySide);
}

void ReviewDiffView::renderUnified()
{
    const bool deleted = m_file.status == ReviewFile::Status::Deleted;
    const QByteArray &shown = deleted ? m_oldText : m_newText;
    const QList<QByteArray> oldLines = HunkSelection::splitLines(m_oldText);
    m_unified->setLexer(lexerFor(shown));
    m_unified->setText(QString::fromUtf8(shown));
    m_unified->markerDeleteAll();
    m_unified->clearAnnotations();
    QList<std::pair<int, int>> changed;
    for (const Hunk &h : std::as_const(m_file.hunks)) {
        if (deleted) {
            for (const DiffLine &l : h.lines)
                m_unified->markerAdd(l.oldLine - 1, RemovedLine);
            changed.append(changedLines(h, true));
            continue;
        }
        // Removed lines go in a note below the line before them, where they were.
        QStringList run;
        int anchor = qMax(0, h.newStart - 2);
        const auto flush = [&] {
            if (run.isEmpty())
                return;
            const QString previous = m_unified->annotation(anchor);
            const QString text = run.join(u'\n');
            m_unified->annotate(anchor, previous.isEmpty() ? text : previous + u'\n' + text, kAnnotationRemoved);
            run.clear();
        };
        for (const DiffLine &l : h.lines) {
            if (l.kind == DiffLine::Kind::Removed) {
                run << QStringLiteral("− ") + lineText(oldLines, l.oldLine);
                continue;
            }
            flush();
            anchor = l.newLine - 1;
            if (l.kind == DiffLine::Kind::Added)
                m_unified->markerAdd(l.newLine - 1, AddedLine);
        }
        flush();
        changed.append(changedLines(h, false));
    }
    fold(m_unified, changed, m_unified->lines());
    m_stack->setCurrentWidget(m_unified);
}

void ReviewDiffView::fold(QsciScintilla *editor, const QList<std::pair<int, int>> &changed, int lines)
{
    editor->SendScintilla(QsciScintillaBase::SCI_SHOWLINES, 0L, long(qMax(0, lines - 1)));
    if (!m_fold || changed.isEmpty() || lines == 0)
        return;
    QList<bool> keep(lines, false);
    for (const auto &[first, last] : changed)
        for (int l = qMax(0, first - kContextLines); l <= qMin(lines - 1, qMax(first, last) + kContextLines); ++l)
            keep[l] = true;
    int line = 0;
    while (line < lines) {
        if (keep.at(line)) {
            ++line;
            continue;
        }
        int end = line;
        while (end + 1 < lines && !keep.at(end + 1))
            ++end;
        if (end - line + 1 > 1) {
            // Scintilla keeps line 0 visible; a region at the top is noted on its first line instead.
            const int from = line == 0 ? 1 : line;
            if (from <= end) {
                editor->SendScintilla(QsciScintillaBase::SCI_HIDELINES, long(from), long(end));
                const int noteOn = line == 0 ? 0 : line - 1;
                const QString note = tr("⋯ %n unchanged line(s)", nullptr, end - from + 1);
                const QString previous = editor->annotation(noteOn);
                editor->annotate(noteOn, previous.isEmpty() ? note : previous + u'\n' + note, kAnnotationFolded);
            }
        }
        line = end + 1;
    }
}

void ReviewDiffView::scrollToHunk()
{
    if (m_current < 0 || m_current >= m_file.hunks.size())
        return;
    const Hunk &h = m_file.hunks.at(m_current);
    const auto show = [this](QsciScintilla *e, int line) {
        e->markerDeleteAll(CurrentHunk);
        line = qBound(0, line, qMax(0, e->lines() - 1));
        e->markerAdd(line, CurrentHunk);
        const long visible = e->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, long(line));
        m_syncing = true;
        e->setFirstVisibleLine(int(qMax(0L, visible - kContextLines)));
        m_syncing = false;
    };
    const int oldLine = changedLines(h, true).first;
    const int newLine = changedLines(h, false).first;
    if (m_layout == Layout::SideBySide) {
        show(m_old, oldLine);
        show(m_new, newLine);
    } else {
        show(m_unified, m_file.status == ReviewFile::Status::Deleted ? oldLine : newLine);
    }
}

} // namespace shadowbox
