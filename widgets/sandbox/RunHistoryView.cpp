#include "sandbox/RunHistoryView.h"

#include "core/Formatting.h"
#include "sandbox/ConsoleText.h"
#include "sandbox/RunHistoryModel.h"
#include "sandbox/RunOutputLog.h"
#include "session/Session.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStringDecoder>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace shadowbox {

RunHistoryView::RunHistoryView(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new RunHistoryModel(this))
    , m_list(new QTreeView)
    , m_preview(new QPlainTextEdit)
    , m_note(new QLabel)
{
    m_list->setObjectName(QStringLiteral("historyView"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(RunHistoryModel::CommandColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(RunHistoryModel::ResultColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(RunHistoryModel::DurationColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(RunHistoryModel::StartedColumn, QHeaderView::ResizeToContents);
    m_list->setToolTip(tr("Select a command to see what it printed; double-click to put it back on the command line."));

    m_preview->setObjectName(QStringLiteral("historyOutput"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_preview->setPlaceholderText(tr("Select a command to see what it printed."));
    setUpConsoleDocument(m_preview->document());

    m_note->setObjectName(QStringLiteral("historyOutputNote"));
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_note->hide();

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_list);
    auto *lower = new QWidget;
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_note);
    lowerLayout->addWidget(m_preview, 1);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_list, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT commandChosen(index.data(RunHistoryModel::CommandRole).toString());
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showOutputOf(current.row()); });
}

QString RunHistoryView::note() const
{
    return m_note->isVisible() ? m_note->text() : QString();
}

void RunHistoryView::clear()
{
    setRuns(QString(), {});
}

void RunHistoryView::setRuns(const QString &sandboxId, const QList<RunRecord> &runs)
{
    m_sandboxId = sandboxId;
    m_model->setRuns(runs);
    m_preview->clear();
    m_note->hide();
    if (m_model->rowCount() > 0)
        m_list->setCurrentIndex(m_model->index(0, 0));
}

bool RunHistoryView::selectRun(qint64 runId)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->runAt(row).id == runId) {
            m_list->setCurrentIndex(m_model->index(row, 0));
            m_list->scrollTo(m_list->currentIndex());
            return true;
        }
    }
    return false;
}

void RunHistoryView::showOutputOf(int row)
{
    m_preview->clear();
    m_preview->setPlaceholderText(tr("Select a command to see what it printed."));
    m_note->hide();
    if (row < 0 || row >= m_model->rowCount() || m_sandboxId.isEmpty())
        return;
    const RunRecord run = m_model->runAt(row);
    const QString path = RunOutputLog::path(m_session.config().dataDir, m_sandboxId, run.id);
    const quint64 request = ++m_loading;
    // Decoded on a worker, and only the tail is put on screen: a flood's 16 MiB would freeze the
    // window for seconds. Save… writes the whole kept output.
    QtConcurrent::run(m_session.pool(), [path] {
        return PreviewText::load(path);
    }).then(this, [this, request](const Result<PreviewText> &text) {
        if (request != m_loading)
            return;
        if (!text) {
            m_note->setText(text.error().message);
            m_note->show();
            Q_EMIT outputShown();
            return;
        }
        for (const auto &[isError, part] : text->parts)
            appendConsoleText(m_preview->document(), part, isError ? ConsoleTextKind::Stderr : ConsoleTextKind::Stdout,
                              palette());
        QStringList notes;
        if (text->skippedBytes > 0)
            notes << tr("Showing the last %1 of this command's output; Save… writes all of it.")
                         .arg(Format::bytes(text->shownBytes));
        if (text->cutBytes > 0)
            notes << tr("Only the first %1 of the output was kept; %2 more were printed.")
                         .arg(Format::bytes(text->keptBytes), Format::bytes(text->cutBytes));
        if (text->parts.isEmpty())
            m_preview->setPlaceholderText(tr("This command printed nothing."));
        m_note->setText(notes.join(u' '));
        m_note->setVisible(!notes.isEmpty());
        m_preview->moveCursor(QTextCursor::End);
        Q_EMIT outputShown();
    });
}

Result<RunOutput> RunHistoryView::selectedOutput() const
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || m_sandboxId.isEmpty())
        return Error::make(Error::Kind::NotFound, tr("Select a command in History first."));
    return RunOutputLog::read(
        RunOutputLog::path(m_session.config().dataDir, m_sandboxId, m_model->runAt(current.row()).id));
}

Result<RunHistoryView::PreviewText> RunHistoryView::PreviewText::load(const QString &path)
{
    auto output = RunOutputLog::read(path);
    if (!output)
        return output.error();
    PreviewText text;
    text.keptBytes = output->keptBytes;
    text.cutBytes = output->cutBytes;
    qsizetype first = output->chunks.size();
    qint64 shown = 0;
    while (first > 0 && shown + output->chunks.at(first - 1).data.size() <= kPreviewBytes) {
        --first;
        shown += output->chunks.at(first).data.size();
    }
    text.shownBytes = shown;
    text.skippedBytes = output->keptBytes - shown;
    QStringDecoder out(QStringDecoder::Utf8);
    QStringDecoder err(QStringDecoder::Utf8);
    for (qsizetype i = first; i < output->chunks.size(); ++i) {
        const RunOutput::Chunk &chunk = output->chunks.at(i);
        const bool isError = chunk.channel == OutputChannel::Stderr;
        QString part = cleanTerminalText((isError ? err : out).decode(chunk.data));
        if (!text.parts.isEmpty() && text.parts.last().first == isError)
            text.parts.last().second += part;
        else
            text.parts.append({isError, std::move(part)});
    }
    return text;
}

} // namespace shadowbox
