#include "review/ReviewWindow.h"

#include "common/Icons.h"
#include "core/Formatting.h"
#include "review/ApplyDialog.h"
#include "review/ReviewDiffView.h"
#include "review/ReviewFileModel.h"
#include "review/ReviewReport.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "store/Store.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace shadowbox {

namespace {

bool isImage(const QByteArray &path)
{
    const QString suffix = QFileInfo(QString::fromUtf8(path)).suffix().toLower();
    return QStringList{QStringLiteral("png"), QStringLiteral("jpg"),  QStringLiteral("jpeg"), QStringLiteral("gif"),
                       QStringLiteral("bmp"), QStringLiteral("webp"), QStringLiteral("ico"),  QStringLiteral("svg")}
        .contains(suffix);
}

struct FileTexts {
    quint64 request = 0;
    QByteArray oldText;
    QByteArray newText;
    QString error;
};

} // namespace

ReviewWindow::ReviewWindow(Session &session, const SandboxRecord &sandbox, QWidget *parent)
    : ReviewWindow(session, sandbox, true, parent)
{
}

ReviewWindow::ReviewWindow(Session &session, const ReviewSession &review, QWidget *parent)
    : ReviewWindow(session, review.sandbox, false, parent)
{
    m_review = review;
    setBusy(QString());
    showLoaded();
}

ReviewWindow::ReviewWindow(Session &session, const SandboxRecord &sandbox, bool openNow, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_sandbox(sandbox)
    , m_model(new ReviewFileModel(this))
    , m_tree(new QTreeView)
    , m_diff(new ReviewDiffView)
    , m_runs(new QTreeWidget)
    , m_header(new QLabel)
    , m_counts(new QLabel)
    , m_busyText(new QLabel)
    , m_busy(new QProgressBar)
    , m_cancelButton(new QPushButton(tr("Cancel")))
    , m_whitespace(new QComboBox)
    , m_help(new QLabel)
{
    build();
    if (openNow)
        open();
}

void ReviewWindow::build()
{
    setObjectName(QStringLiteral("reviewWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Review of \"%1\"").arg(m_sandbox.name));
    m_tree->setObjectName(QStringLiteral("reviewFiles"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->header()->setSectionResizeMode(ReviewFileModel::FileColumn, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_runs->setObjectName(QStringLiteral("reviewEvidence"));
    m_runs->setHeaderLabels({tr("Command"), tr("Exit code"), tr("Duration"), tr("Started")});
    m_runs->setRootIsDecorated(false);
    m_runs->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_runs->header()->setStretchLastSection(false);
    m_header->setObjectName(QStringLiteral("reviewHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counts->setObjectName(QStringLiteral("reviewCounts"));
    m_busyText->setObjectName(QStringLiteral("reviewProgress"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    m_whitespace->setObjectName(QStringLiteral("reviewWhitespace"));
    m_whitespace->addItem(tr("Whitespace counts"), int(TextDiffOptions::Whitespace::Exact));
    m_whitespace->addItem(tr("Ignore at line ends"), int(TextDiffOptions::Whitespace::IgnoreAtEnd));
    m_whitespace->addItem(tr("Ignore amount"), int(TextDiffOptions::Whitespace::IgnoreChange));
    m_whitespace->addItem(tr("Ignore all"), int(TextDiffOptions::Whitespace::IgnoreAll));
    m_whitespace->setToolTip(tr("Whitespace changes that do not count are neither shown nor applied"));

    auto *evidenceBox = new QWidget;
    auto *evidenceLayout = new QVBoxLayout(evidenceBox);
    evidenceLayout->setContentsMargins(0, 0, 0, 0);
    evidenceLayout->addWidget(new QLabel(tr("Commands that ran in the sandbox (newest first):")));
    evidenceLayout->addWidget(m_runs);
    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_diff);
    right->addWidget(evidenceBox);
    right->setStretchFactor(0, 5);
    right->setStretchFactor(1, 1);
    right->setSizes({620, 130});
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_tree);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    split->setSizes({380, 900});
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_header);
    layout->addWidget(split, 1);
    setCentralWidget(central);

    // The help overlay: every shortcut, over the window until ? or Esc.
    m_help->setParent(central);
    m_help->setObjectName(QStringLiteral("reviewHelp"));
    m_help->setAutoFillBackground(true);
    m_help->setFrameShape(QFrame::Box);
    m_help->setMargin(16);
    m_help->setTextFormat(Qt::RichText);
    m_help->setText(tr("<h3>Review shortcuts</h3><table cellspacing=6>"
                       "<tr><td><b>J</b> / <b>K</b></td><td>Next / previous hunk</td></tr>"
                       "<tr><td><b>Shift+J</b> / <b>Shift+K</b></td><td>Next / previous file</td></tr>"
                       "<tr><td><b>A</b> / <b>R</b></td><td>Approve / reject the hunk</td></tr>"
                       "<tr><td><b>Shift+A</b> / <b>Shift+R</b></td><td>Approve / reject the whole file</td></tr>"
                       "<tr><td><b>U</b></td><td>Forget the decision</td></tr>"
                       "<tr><td><b>C</b></td><td>Comment on the hunk or file</td></tr>"
                       "<tr><td><b>V</b></td><td>Side by side or unified</td></tr>"
                       "<tr><td><b>F</b></td><td>Fold or show unchanged lines</td></tr>"
                       "<tr><td><b>Ctrl+Return</b></td><td>Apply the approved changes</td></tr>"
                       "<tr><td><b>Ctrl+E</b></td><td>Export the audit record</td></tr>"
                       "<tr><td><b>?</b> / <b>Esc</b></td><td>Show / hide this help</td></tr></table>"));
    m_help->hide();

    statusBar()->addWidget(m_counts, 1);
    statusBar()->addPermanentWidget(m_busyText);
    statusBar()->addPermanentWidget(m_busy);
    statusBar()->addPermanentWidget(m_cancelButton);
    createActions();
    resize(1280, 820);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &index) {
        const qsizetype file = index.data(ReviewFileModel::FileIndexRole).toLongLong();
        if (file >= 0 && file != m_file) {
            m_file = file;
            showFile();
        }
    });
    connect(m_cancelButton, &QPushButton::clicked, this, [this] { m_cancel.cancel(); });
    connect(m_whitespace, &QComboBox::currentIndexChanged, this, &ReviewWindow::open);
}

ReviewWindow::~ReviewWindow()
{
    m_cancel.cancel();
}

void ReviewWindow::createActions()
{
    QToolBar *bar = addToolBar(tr("Review"));
    bar->setObjectName(QStringLiteral("reviewToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const auto make = [this](const QString &name, const QString &text, const QKeySequence &key, const QString &icon,
                             auto slot) {
        auto *a = new QAction(icon.isEmpty() ? QIcon() : appIcon(icon), text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(
            QStringLiteral("%1 (%2)").arg(QString(text).remove(u'&'), key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    QAction *approve = make(QStringLiteral("approveHunk"), tr("&Approve"), QKeySequence(Qt::Key_A),
                            QStringLiteral("dialog-ok-apply"), [this] { decide(ReviewVerdict::Approved, false); });
    QAction *reject = make(QStringLiteral("rejectHunk"), tr("&Reject"), QKeySequence(Qt::Key_R),
                           QStringLiteral("dialog-cancel"), [this] { decide(ReviewVerdict::Rejected, false); });
    QAction *approveFile = make(QStringLiteral("approveFile"), tr("Approve File"), QKeySequence(Qt::SHIFT | Qt::Key_A),
                                QString(), [this] { decide(ReviewVerdict::Approved, true); });
    QAction *rejectFile = make(QStringLiteral("rejectFile"), tr("Reject File"), QKeySequence(Qt::SHIFT | Qt::Key_R),
                               QString(), [this] { decide(ReviewVerdict::Rejected, true); });
    QAction *undecide = make(QStringLiteral("undecide"), tr("Undecide"), QKeySequence(Qt::Key_U), QString(),
                             [this] { decide(ReviewVerdict::Undecided, false); });
    QAction *commentAction =
        make(QStringLiteral("comment"), tr("&Comment…"), QKeySequence(Qt::Key_C), QString(), [this] { comment(); });
    m_decisionActions = {approve, reject, approveFile, rejectFile, undecide, commentAction};
    QAction *next = make(QStringLiteral("nextHunk"), tr("Next Hunk"), QKeySequence(Qt::Key_J),
                         QStringLiteral("go-down"), [this] { moveHunk(1); });
    QAction *previous = make(QStringLiteral("previousHunk"), tr("Previous Hunk"), QKeySequence(Qt::Key_K),
                             QStringLiteral("go-up"), [this] { moveHunk(-1); });
    make(QStringLiteral("nextFile"), tr("Next File"), QKeySequence(Qt::SHIFT | Qt::Key_J), QString(),
         [this] { moveFile(1); });
    make(QStringLiteral("previousFile"), tr("Previous File"), QKeySequence(Qt::SHIFT | Qt::Key_K), QString(),
         [this] { moveFile(-1); });
    QAction *layout =
        make(QStringLiteral("toggleLayout"), tr("Side by Side"), QKeySequence(Qt::Key_V), QString(), [] {});
    layout->setCheckable(true);
    layout->setChecked(true);
    connect(layout, &QAction::toggled, this, [this](bool on) {
        m_diff->setDiffLayout(on ? ReviewDiffView::Layout::SideBySide : ReviewDiffView::Layout::Unified);
    });
    QAction *fold = make(QStringLiteral("toggleFold"), tr("Fold Unchanged"), QKeySequence(Qt::Key_F), QString(), [] {});
    fold->setCheckable(true);
    fold->setChecked(true);
    connect(fold, &QAction::toggled, m_diff, &ReviewDiffView::setFoldUnchanged);
    QAction *applyAction = make(QStringLiteral("applyReview"), tr("A&pply…"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                                QStringLiteral("document-save"), [this] { apply(); });
    QAction *exportAction =
        make(QStringLiteral("exportReport"), tr("&Export Record…"), QKeySequence(Qt::CTRL | Qt::Key_E),
             QStringLiteral("document-export"), [this] { exportReport(); });
    QAction *help = make(QStringLiteral("reviewHelpAction"), tr("&Help"), QKeySequence(Qt::Key_Question),
                         QStringLiteral("help-contents"), [this] { toggleHelp(); });
    help->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(Qt::SHIFT | Qt::Key_Question),
                        QKeySequence(QKeySequence::HelpContents)});
    make(QStringLiteral("closeHelp"), tr("Hide Help"), QKeySequence(Qt::Key_Escape), QString(),
         [this] { m_help->hide(); });
    // Every action in the menus; the most used on the toolbar.
    QMenu *reviewMenu = menuBar()->addMenu(tr("&Review"));
    reviewMenu->addActions({applyAction, exportAction});
    QMenu *decideMenu = menuBar()->addMenu(tr("&Decide"));
    decideMenu->addActions({approve, reject, approveFile, rejectFile, undecide, commentAction});
    QMenu *goMenu = menuBar()->addMenu(tr("&Go"));
    goMenu->addActions({next, previous, action(QStringLiteral("nextFile")), action(QStringLiteral("previousFile"))});
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addActions({layout, fold});
    menuBar()->addMenu(tr("&Help"))->addAction(help);
    bar->addActions({previous, next});
    bar->addSeparator();
    bar->addActions({approve, reject, commentAction});
    bar->addSeparator();
    bar->addAction(layout);
    bar->addWidget(m_whitespace);
    bar->addSeparator();
    bar->addActions({applyAction, help});
}

QAction *ReviewWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

QString ReviewWindow::progressText() const
{
    return m_busyText->isVisible() ? m_busyText->text() : QString();
}

QString ReviewWindow::statusText() const
{
    return m_counts->text();
}

bool ReviewWindow::helpVisible() const
{
    return m_help->isVisible();
}

int ReviewWindow::currentHunk() const
{
    return m_diff->currentHunk();
}

void ReviewWindow::setBusy(const QString &text)
{
    m_busyText->setText(text);
    m_busyText->setVisible(!text.isEmpty());
    m_busy->setVisible(!text.isEmpty());
    m_cancelButton->setVisible(!text.isEmpty());
}

void ReviewWindow::open()
{
    SandboxManager *manager = m_session.manager();
    if (!manager) {
        m_diff->setMessage(tr("No engine is connected: the review needs the sandbox's current state."));
        return;
    }
    m_loaded = false;
    m_cancel = CancelToken();
    setBusy(tr("Opening the review: recording the sandbox's state and comparing it with the baseline…"));
    ReviewOpenOptions options;
    options.diff.whitespace = TextDiffOptions::Whitespace(m_whitespace->currentData().toInt());
    const quint64 request = ++m_request;
    manager->openReview(m_sandbox.id, options, m_cancel)
        .then(this, [this, request](const Result<ReviewSession> &opened) {
            if (request != m_request)
                return;
            setBusy(QString());
            if (!opened) {
                m_header->setText(opened.error().message);
                m_diff->setMessage(opened.error().message);
                return;
            }
            m_review = *opened;
            showLoaded();
        });
}

void ReviewWindow::showLoaded()
{
    m_loaded = true;
    m_model->setChanges(m_review.changes, m_review.decisions);
    m_tree->expandAll();
    m_tree->resizeColumnToContents(ReviewFileModel::StatusColumn);
    m_tree->resizeColumnToContents(ReviewFileModel::ChangesColumn);
    m_tree->resizeColumnToContents(ReviewFileModel::DecisionColumn);
    QStringList header{
        tr("<b>%1</b> since the baseline %2: %n file(s), +%3 −%4.", nullptr, int(m_review.changes.files.size()))
            .arg(m_sandbox.name.toHtmlEscaped(),
                 m_review.record.baselineCommit.isEmpty() ? tr("(no commit)") : m_review.record.baselineCommit.left(12))
            .arg(m_review.changes.added())
            .arg(m_review.changes.removed())};
    if (m_review.changes.ignored > 0)
        header << tr("%n new file(s) the repository ignores are left out.", nullptr, int(m_review.changes.ignored));
    for (const QString &note : std::as_const(m_review.notes))
        header << note.toHtmlEscaped();
    m_header->setText(header.join(QStringLiteral(" ")));
    m_runs->clear();
    for (const RunRecord &r : std::as_const(m_review.runs)) {
        auto *item = new QTreeWidgetItem(m_runs, {r.command, r.canceled ? tr("canceled") : QString::number(r.exitCode),
                                                  Format::duration(r.durationMs), Format::time(r.startedAt)});
        if (r.canceled || r.exitCode != 0)
            item->setForeground(1, QColor(0xcf, 0x22, 0x2e));
    }
    updateCounts();
    m_file = -1;
    if (m_review.changes.files.isEmpty()) {
        m_diff->setMessage(tr("The sandbox changed nothing since the baseline."));
    } else {
        const QList<qsizetype> order = m_model->order();
        m_tree->setCurrentIndex(m_model->indexOfFile(order.value(0)));
    }
    Q_EMIT loaded();
}

void ReviewWindow::selectFile(qsizetype file)
{
    const QModelIndex index = m_model->indexOfFile(file);
    if (index.isValid())
        m_tree->setCurrentIndex(index);
}

ReviewVerdict ReviewWindow::verdictOf(const QByteArray &path, const QString &key) const
{
    return ReviewReport::verdict(m_review, path, key);
}

QList<ReviewVerdict> ReviewWindow::hunkVerdicts(const ReviewFile &file) const
{
    const ReviewVerdict whole = verdictOf(file.path, QString());
    QList<ReviewVerdict> out;
    for (const QString &key : file.hunkKeys) {
        const ReviewVerdict v = verdictOf(file.path, key);
        out << (v == ReviewVerdict::Undecided ? whole : v);
    }
    return out;
}

void ReviewWindow::showFile()
{
    if (m_file < 0 || m_file >= m_review.changes.files.size())
        return;
    const ReviewFile f = m_review.changes.files.at(m_file);
    // Any read still under way is for a file no longer chosen.
    const quint64 request = ++m_request;
    if (f.large) {
        m_diff->setMessage(tr("%1 is too large to show line by line (%2 before, %3 after). Decide it as a whole.")
                               .arg(QFile::decodeName(f.path), Format::bytes(f.oldSize), Format::bytes(f.newSize)));
        m_shownFile = m_file;
        Q_EMIT fileShown();
        return;
    }
    if (f.hunks.isEmpty() && f.modeChanged() && f.oldId == f.newId) {
        m_diff->setMessage(tr("Only the mode changed: %1 → %2 (%3).")
                               .arg(QString::number(f.oldMode, 8), QString::number(f.newMode, 8),
                                    (f.newMode & 0111) ? tr("now executable") : tr("no longer executable")));
        m_shownFile = m_file;
        Q_EMIT fileShown();
        return;
    }
    const QString store = m_review.storePath;
    QtConcurrent::run([store, f, request] {
        FileTexts t;
        t.request = request;
        if (!f.oldId.isEmpty()) {
            auto bytes = ReviewDiff::blob(store, f.oldId);
            t.oldText = bytes ? *bytes : QByteArray();
            t.error = bytes ? QString() : bytes.error().message;
        }
        if (!f.newId.isEmpty()) {
            auto bytes = ReviewDiff::blob(store, f.newId);
            t.newText = bytes ? *bytes : QByteArray();
            t.error = bytes ? t.error : bytes.error().message;
        }
        return t;
    }).then(this, [this, f](const FileTexts &t) {
        if (t.request != m_request)
            return;
        if (!t.error.isEmpty())
            m_diff->setMessage(t.error);
        else if (f.binary && isImage(f.path))
            m_diff->setImages(t.oldText, t.newText);
        else if (f.binary)
            m_diff->setMessage(tr("%1 is binary: %2 before, %3 after. Decide it as a whole.")
                                   .arg(QFile::decodeName(f.path),
                                        f.oldId.isEmpty() ? tr("absent") : Format::bytes(f.oldSize),
                                        f.newId.isEmpty() ? tr("absent") : Format::bytes(f.newSize)));
        else {
            m_diff->setFile(f, t.oldText, t.newText);
            m_diff->setHunkVerdicts(hunkVerdicts(f));
        }
        m_shownFile = m_file;
        Q_EMIT fileShown();
    });
}

void ReviewWindow::updateCounts()
{
    int done = 0;
    int total = 0;
    for (const ReviewFile &f : std::as_const(m_review.changes.files)) {
        if (f.forbidden())
            continue;
        const auto [d, t] = ReviewFileModel::decided(f, m_review.decisions);
        done += d;
        total += t;
    }
    m_counts->setText(m_applied ? tr("Applied: %1").arg(m_review.record.outcomeTarget)
                                : tr("%1 of %2 hunks decided").arg(done).arg(total));
}

void ReviewWindow::decide(ReviewVerdict verdict, bool wholeFile, const QString &comment, bool keepComment)
{
    // Not while the file chosen is still being read: the view's hunk would be another file's.
    if (!m_loaded || m_applied || m_file < 0 || m_file >= m_review.changes.files.size() || m_shownFile != m_file)
        return;
    const ReviewFile &f = m_review.changes.files.at(m_file);
    const int hunk = m_diff->currentHunk();
    const bool onFile = wholeFile || f.hunks.isEmpty() || hunk < 0;
    ReviewDecision d;
    d.path = f.path;
    d.hunkKey = onFile ? QString() : f.hunkKeys.value(hunk);
    d.verdict = verdict;
    d.comment = keepComment ? ReviewReport::comment(m_review, d.path, d.hunkKey) : comment;
    d.decidedAt = QDateTime::currentDateTimeUtc();
    QList<ReviewDecision> changed{d};
    // Deciding the whole file replaces the decisions on its hunks.
    if (onFile && wholeFile) {
        for (const QString &key : f.hunkKeys)
            changed.append(
                {f.path, key, ReviewVerdict::Undecided, ReviewReport::comment(m_review, f.path, key), d.decidedAt});
    }
    // decisionSaved once all rows of this decision are written.
    auto remaining = std::make_shared<qsizetype>(changed.size());
    for (const ReviewDecision &c : std::as_const(changed)) {
        m_review.decisions.removeIf(
            [&c](const ReviewDecision &x) { return x.path == c.path && x.hunkKey == c.hunkKey; });
        if (c.verdict != ReviewVerdict::Undecided || !c.comment.isEmpty())
            m_review.decisions.append(c);
        const qint64 review = m_review.record.id;
        const std::shared_ptr<Store> store = m_session.store();
        if (!store)
            continue;
        store->setDecision(review, c).then(this, [this, remaining](const Status &saved) {
            if (!saved)
                statusBar()->showMessage(saved.error().message, 10'000);
            if (--*remaining == 0)
                Q_EMIT decisionSaved();
        });
    }
    m_model->setDecisions(m_review.decisions);
    m_diff->setHunkVerdicts(hunkVerdicts(f));
    updateCounts();
    // On to the next undecided hunk, as a reviewer clicking through expects.
    if (!onFile && verdict != ReviewVerdict::Undecided && hunk + 1 < f.hunks.size())
        m_diff->setCurrentHunk(hunk + 1);
}

void ReviewWindow::comment()
{
    if (!m_loaded || m_applied || m_file < 0 || m_shownFile != m_file)
        return;
    const ReviewFile &f = m_review.changes.files.at(m_file);
    const int hunk = m_diff->currentHunk();
    const QString key = f.hunks.isEmpty() || hunk < 0 ? QString() : f.hunkKeys.value(hunk);
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("Comment"),
        key.isEmpty() ? tr("Comment on %1:").arg(QFile::decodeName(f.path))
                      : tr("Comment on hunk %1 of %2:").arg(hunk + 1).arg(QFile::decodeName(f.path)),
        ReviewReport::comment(m_review, f.path, key), &ok);
    if (!ok)
        return;
    const ReviewVerdict v = verdictOf(f.path, key);
    decide(v, key.isEmpty() && !f.hunks.isEmpty(), text.trimmed(), false);
}

void ReviewWindow::moveHunk(int step)
{
    if (m_file < 0)
        return;
    const ReviewFile &f = m_review.changes.files.at(m_file);
    const int next = m_diff->currentHunk() + step;
    if (next >= 0 && next < f.hunks.size()) {
        m_diff->setCurrentHunk(next);
        return;
    }
    moveFile(step);
}

void ReviewWindow::moveFile(int step)
{
    const QList<qsizetype> order = m_model->order();
    if (order.isEmpty())
        return;
    const qsizetype at = order.indexOf(m_file);
    const qsizetype next = at < 0 ? 0 : at + step;
    if (next < 0 || next >= order.size())
        return;
    selectFile(order.at(next));
}

void ReviewWindow::toggleHelp()
{
    if (m_help->isVisible()) {
        m_help->hide();
        return;
    }
    m_help->adjustSize();
    const QSize area = centralWidget()->size();
    m_help->move((area.width() - m_help->width()) / 2, (area.height() - m_help->height()) / 3);
    m_help->raise();
    m_help->show();
}

void ReviewWindow::apply()
{
    if (!m_loaded || m_applied)
        return;
    Selection selection = ReviewApply::select(m_review.changes, m_review.decisions);
    if (selection.isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Nothing Approved"),
                        tr("Nothing in this review is approved, so nothing would be written. Discard the sandbox "
                           "instead?"),
                        QMessageBox::Cancel, this);
        QPushButton *discard = box.addButton(tr("&Discard Sandbox"), QMessageBox::DestructiveRole);
        box.exec();
        if (box.clickedButton() != discard)
            return;
        ReviewRecord ended = m_review.record;
        ended.state = ReviewRecord::State::Discarded;
        if (!m_session.store())
            return;
        m_session.store()->finishReview(ended).then(this, [this](const Status &s) {
            if (!s) {
                QMessageBox::warning(this, tr("Discard"), s.error().message);
                return;
            }
            if (SandboxManager *manager = m_session.manager())
                manager->destroy(m_sandbox.id);
            close();
        });
        return;
    }
    ApplyDialog dialog(m_review.changes, selection,
                       QStringLiteral("shadowbox/%1-review-%2").arg(m_sandbox.name).arg(m_review.record.id),
                       tr("Changes reviewed in sandbox %1").arg(m_sandbox.name), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyWith(dialog.options(), dialog.includedFlagged(), false);
}

void ReviewWindow::applyWith(const ApplyOptions &options, const QSet<QByteArray> &includeFlagged,
                             bool acknowledgeSecrets)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || !m_loaded || m_applied)
        return;
    SelectOptions select;
    select.includeFlagged = includeFlagged;
    const Selection selection = ReviewApply::select(m_review.changes, m_review.decisions, select);
    if (acknowledgeSecrets) {
        runApply(selection, options, true);
        return;
    }
    setBusy(tr("Looking for secrets in what would be applied…"));
    manager->scanReviewSecrets(m_review, selection)
        .then(this, [this, selection, options](const Result<QList<SecretFinding>> &found) {
            setBusy(QString());
            if (!found) {
                Q_EMIT applyFailed(found.error().message);
                QMessageBox::warning(this, tr("Apply"), found.error().message);
                return;
            }
            if (!found->isEmpty()) {
                QStringList lines;
                for (const SecretFinding &s : std::as_const(*found))
                    lines << QStringLiteral("%1: %2").arg(QFile::decodeName(s.path), SecretScan::describe(s.hit));
                Q_EMIT secretsFound(lines);
                QMessageBox box(QMessageBox::Warning, tr("Possible Secrets"),
                                tr("What would be applied looks like it holds secrets:\n\n%1\n\nReject those changes, "
                                   "or apply anyway.")
                                    .arg(lines.join(u'\n')),
                                QMessageBox::Cancel, this);
                box.setObjectName(QStringLiteral("secretsPrompt"));
                QPushButton *anyway = box.addButton(tr("Apply &Anyway"), QMessageBox::AcceptRole);
                box.exec();
                if (box.clickedButton() != anyway)
                    return;
            }
            runApply(selection, options, true);
        });
}

void ReviewWindow::runApply(const Selection &selection, const ApplyOptions &options, bool acknowledged)
{
    SandboxManager *manager = m_session.manager();
    if (!manager)
        return;
    setBusy(tr("Applying the approved changes…"));
    for (QAction *a : std::as_const(m_decisionActions))
        a->setEnabled(false);
    manager->applyReview(m_review, selection, options, acknowledged, m_cancel)
        .then(this, [this](const Result<std::pair<ReviewSession, ApplyReport>> &done) {
            setBusy(QString());
            if (!done) {
                for (QAction *a : std::as_const(m_decisionActions))
                    a->setEnabled(true);
                Q_EMIT applyFailed(done.error().message);
                QMessageBox::warning(this, tr("Apply"), done.error().message);
                return;
            }
            m_review = done->first;
            m_applied = true;
            updateCounts();
            const QString summary = done->second.summary();
            QStringList lines{QStringLiteral("<b>%1</b>").arg(summary.toHtmlEscaped())};
            for (const LeftOut &l : done->second.leftOut)
                lines << tr("Left out %1: %2").arg(QFile::decodeName(l.path), l.reason).toHtmlEscaped();
            m_header->setText(lines.join(QStringLiteral("<br>")));
            statusBar()->showMessage(summary);
            Q_EMIT applied(summary);
        });
}

void ReviewWindow::exportReport()
{
    if (!m_loaded)
        return;
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Export the Audit Record"),
                                     QStringLiteral("review-%1-%2.html").arg(m_sandbox.name).arg(m_review.record.id),
                                     tr("HTML (*.html);;Markdown (*.md)"));
    if (file.isEmpty())
        return;
    const ReviewSession review = m_review;
    setBusy(tr("Writing the audit record…"));
    QtConcurrent::run([review, file]() -> QString {
        QSaveFile out(file);
        const QString text = file.endsWith(QLatin1String(".md"), Qt::CaseInsensitive) ? ReviewReport::markdown(review)
                                                                                      : ReviewReport::html(review);
        if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit())
            return out.errorString();
        return {};
    }).then(this, [this, file](const QString &error) {
        setBusy(QString());
        statusBar()->showMessage(error.isEmpty() ? tr("Audit record written to %1").arg(file)
                                                 : tr("Cannot write %1: %2").arg(file, error),
                                 10'000);
    });
}

} // namespace shadowbox
