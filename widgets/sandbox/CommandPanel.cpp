#include "sandbox/CommandPanel.h"

#include "terminal/TerminalTab.h"

#include "core/Formatting.h"

#include "common/HistoryLineEdit.h"
#include "common/Icons.h"
#include "common/Mailbox.h"
#include "common/StateAppearance.h"
#include "common/TabOrder.h"
#include "sandbox/ConsoleText.h"
#include "sandbox/RunHistoryModel.h"
#include "sandbox/RunHistoryView.h"
#include "session/Session.h"
#include "snapshots/SnapshotTimeline.h"
#include "store/Store.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollBar>
#include <QSettings>
#include <QStringDecoder>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
const QString kHistoryKey = QStringLiteral("commandPanel/history");
constexpr int kMaxBlocks = 20'000;
constexpr int kDrainIntervalMs = 40;
constexpr qint64 kMaxBytesPerDrain = 256 * 1024;

} // namespace

struct CommandPanel::Chunk {
    OutputChannel channel;
    QByteArray data;
};

struct CommandPanel::Console {
    QTextDocument *document = nullptr;
    bool running = false;
    CancelToken cancel;
    std::shared_ptr<Mailbox<Chunk>> mailbox;
    QStringDecoder stdoutDecoder{QStringDecoder::Utf8};
    QStringDecoder stderrDecoder{QStringDecoder::Utf8};
    QString status;
    bool statusIsError = false;
    bool trimmed = false; // the oldest lines have left the view
    qint64 skipped = 0;   // bytes of the running command's output that the view left out
};

CommandPanel::CommandPanel(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_hint(new QLabel)
    , m_command(new HistoryLineEdit)
    , m_run(new QPushButton(tr("&Run")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_tabs(new QTabWidget)
    , m_output(new QPlainTextEdit)
    , m_emptyDocument(new QTextDocument(this))
    , m_history(new RunHistoryView(session))
    , m_trimmedNote(new QLabel)
    , m_find(new QLineEdit)
    , m_status(new QLabel)
{
    m_hint->setObjectName(QStringLiteral("commandHint"));
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);

    m_command->setObjectName(QStringLiteral("commandEdit"));
    m_command->setPlaceholderText(tr("Command to run in /workspace, e.g. ls -la"));
    m_command->setClearButtonEnabled(true);
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->setHistory(QSettings().value(kHistoryKey).toStringList());
    m_command->setToolTip(tr("Runs with /bin/sh -c in /workspace. Enter runs; Up and Down recall earlier commands."));
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_run->setAutoDefault(false);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_MediaStop));
    m_cancel->setAutoDefault(false);

    m_output->setObjectName(QStringLiteral("outputView"));
    m_output->setReadOnly(true);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_output->setPlaceholderText(tr("Output of the commands you run appears here."));
    m_emptyDocument->setDocumentLayout(new QPlainTextDocumentLayout(m_emptyDocument));
    m_output->setDocument(m_emptyDocument);

    m_trimmedNote->setObjectName(QStringLiteral("trimmedNote"));
    m_trimmedNote->setText(tr("The view keeps the newest %1 lines, so earlier lines are no longer shown here. "
                              "Each command's whole output is kept: see History.")
                               .arg(QLocale().toString(kMaxBlocks)));
    m_trimmedNote->setWordWrap(true);
    m_trimmedNote->setEnabled(false);
    m_trimmedNote->hide();

    m_find->setObjectName(QStringLiteral("findEdit"));
    m_find->setPlaceholderText(tr("Find in the output (Enter: next, Shift+Enter: previous, Esc: close)"));
    m_find->setClearButtonEnabled(true);
    m_find->hide();
    m_find->installEventFilter(this);

    auto *outputPage = new QWidget;
    auto *outputLayout = new QVBoxLayout(outputPage);
    outputLayout->setContentsMargins(0, 0, 0, 0);
    outputLayout->setSpacing(2);
    outputLayout->addWidget(m_trimmedNote);
    outputLayout->addWidget(m_output, 1);

    auto *tools = new QWidget;
    auto *toolsLayout = new QHBoxLayout(tools);
    toolsLayout->setContentsMargins(0, 0, 0, 0);
    for (QAction *action : createOutputActions()) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        toolsLayout->addWidget(button);
    }

    m_tabs->setObjectName(QStringLiteral("consoleTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    addPage(outputPage, tr("Output"));
    addPage(m_history, tr("History"));
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (auto *terminal = qobject_cast<TerminalTab *>(m_tabs->widget(index)))
            delete terminal;
    });
    m_tabs->setCornerWidget(tools);

    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);

    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(m_run);
    commandRow->addWidget(m_cancel);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addLayout(commandRow);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_find);
    layout->addWidget(m_status);
    setTabOrderChain({m_command, m_run, m_cancel, m_tabs, m_output});

    m_drainTimer.setInterval(kDrainIntervalMs);
    connect(&m_drainTimer, &QTimer::timeout, this, &CommandPanel::drain);
    connect(m_command, &QLineEdit::returnPressed, this, &CommandPanel::run);
    connect(m_command, &QLineEdit::textChanged, this, &CommandPanel::updateState);
    connect(m_run, &QPushButton::clicked, this, &CommandPanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &CommandPanel::cancel);
    connect(m_history, &RunHistoryView::commandChosen, this, [this](const QString &command) {
        m_command->setText(command);
        m_command->setFocus();
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(false); });
    updateState();
}

CommandPanel::~CommandPanel()
{
    // Commands still running keep their worker busy; tell them to stop. Their results are dropped
    // because this panel is the context of the continuations.
    cancelAll();
    m_output->setDocument(m_emptyDocument);
}

CommandPanel::Console &CommandPanel::console(const QString &sandboxId)
{
    auto &slot = m_consoles[sandboxId];
    if (!slot) {
        slot = std::make_unique<Console>();
        slot->document = new QTextDocument(this);
        setUpConsoleDocument(slot->document, kMaxBlocks);
    }
    return *slot;
}

CommandPanel::Console *CommandPanel::currentConsole() const
{
    if (!m_record)
        return nullptr;
    auto it = m_consoles.find(m_record->id);
    return it == m_consoles.end() ? nullptr : it->second.get();
}

void CommandPanel::setSandbox(const std::optional<SandboxRecord> &record)
{
    const bool switched = !record || !m_record || record->id != m_record->id;
    m_record = record;
    if (switched) {
        showConsole();
        loadHistory();
    }
    updateState();
}

void CommandPanel::forgetSandbox(const QString &sandboxId)
{
    auto it = m_consoles.find(sandboxId);
    if (it == m_consoles.end())
        return;
    it->second->cancel.cancel();
    if (m_output->document() == it->second->document)
        m_output->setDocument(m_emptyDocument);
    delete it->second->document;
    m_consoles.erase(it);
    if (m_record && m_record->id == sandboxId)
        setSandbox(std::nullopt);
}

void CommandPanel::cancelAll()
{
    for (auto &[id, console] : m_consoles) {
        if (console->running)
            console->cancel.cancel();
    }
}

bool CommandPanel::isRunning(const QString &sandboxId) const
{
    auto it = m_consoles.find(sandboxId);
    return it != m_consoles.end() && it->second->running;
}

bool CommandPanel::hasRunningCommands() const
{
    return std::any_of(m_consoles.cbegin(), m_consoles.cend(), [](const auto &entry) { return entry.second->running; });
}

RunHistoryModel *CommandPanel::historyModel() const
{
    return m_history->model();
}

QString CommandPanel::outputText() const
{
    return m_output->toPlainText();
}

QString CommandPanel::statusText() const
{
    return m_status->text();
}

void CommandPanel::run()
{
    SandboxManager *manager = m_session.manager();
    const QString command = m_command->text().trimmed();
    if (!manager || !m_record || m_record->state != SandboxState::Running || command.isEmpty() ||
        isRunning(m_record->id))
        return;

    const QString id = m_record->id;
    Console &c = console(id);
    c.running = true;
    c.cancel = CancelToken();
    c.mailbox = std::make_shared<Mailbox<Chunk>>();
    c.skipped = 0;
    c.stdoutDecoder = QStringDecoder(QStringDecoder::Utf8);
    c.stderrDecoder = QStringDecoder(QStringDecoder::Utf8);
    if (!c.document->isEmpty())
        appendText(c, QStringLiteral("\n"), ConsoleTextKind::Stdout);
    appendText(c, QStringLiteral("$ %1\n").arg(command), ConsoleTextKind::Command);
    setStatus(c, tr("Running…"), false);

    m_command->addToHistory(command);
    QSettings().setValue(kHistoryKey, m_command->history());
    m_command->clear();
    m_tabs->setCurrentWidget(m_output);

    // The sink runs on the worker: it may only post to the mailbox, never touch this panel.
    std::shared_ptr<Mailbox<Chunk>> mailbox = c.mailbox;
    auto sink = [mailbox](OutputChannel channel, const QByteArray &data) { mailbox->post({channel, data}); };
    const void *runTag = mailbox.get();
    manager
        ->exec(id, command, sink, c.cancel,
               ExecOptions{SnapshotTimeline::snapshotBeforeCommands(), QString(), kOriginWindow})
        .then(this, [this, id, runTag, mailbox](const Result<RunRecord> &result) { finishRun(id, runTag, result); });
    m_drainTimer.start();
    updateState();
}

void CommandPanel::cancel()
{
    Console *c = currentConsole();
    if (!c || !c->running)
        return;
    c->cancel.cancel();
    setStatus(*c, tr("Canceling…"), false);
    updateState();
}

void CommandPanel::drain()
{
    bool anyRunning = false;
    for (auto &[id, console] : m_consoles) {
        if (console->running) {
            drainConsole(*console);
            anyRunning = true;
        }
    }
    if (!anyRunning)
        m_drainTimer.stop();
}

void CommandPanel::drainConsole(Console &c)
{
    if (!c.mailbox)
        return;
    QList<Chunk> chunks = c.mailbox->take();
    // A flood (`yes`, a runaway log) must not freeze the window: per tick, show at most the newest
    // kMaxBytesPerDrain bytes and say how much was left out.
    qint64 total = 0;
    for (const Chunk &chunk : std::as_const(chunks))
        total += chunk.data.size();
    qint64 skipped = 0;
    while (total > kMaxBytesPerDrain && chunks.size() > 1) {
        total -= chunks.first().data.size();
        skipped += chunks.first().data.size();
        chunks.removeFirst();
    }
    if (skipped > 0) {
        c.skipped += skipped;
        c.stdoutDecoder.resetState();
        c.stderrDecoder.resetState();
        appendText(c, tr("[… %1 of output not shown …]\n").arg(Format::bytes(skipped)), ConsoleTextKind::Command);
    }
    // Consecutive chunks of one channel become one insertion.
    QString pending;
    bool pendingIsError = false;
    auto flush = [&] {
        if (!pending.isEmpty())
            appendText(c, pending, pendingIsError ? ConsoleTextKind::Stderr : ConsoleTextKind::Stdout);
        pending.clear();
    };
    for (const Chunk &chunk : std::as_const(chunks)) {
        const bool isError = chunk.channel == OutputChannel::Stderr;
        QStringDecoder &decoder = isError ? c.stderrDecoder : c.stdoutDecoder;
        const QString text = cleanTerminalText(decoder.decode(chunk.data));
        if (text.isEmpty())
            continue;
        if (isError != pendingIsError)
            flush();
        pendingIsError = isError;
        pending += text;
    }
    flush();
}

void CommandPanel::finishRun(const QString &sandboxId, const void *runTag, const Result<RunRecord> &result)
{
    auto it = m_consoles.find(sandboxId);
    if (it == m_consoles.end() || it->second->mailbox.get() != runTag)
        return; // the console was dropped or reused meanwhile
    Console &c = *it->second;
    drainConsole(c);
    c.running = false;
    if (!c.document->isEmpty() && !c.document->lastBlock().text().isEmpty())
        appendText(c, QStringLiteral("\n"), ConsoleTextKind::Stdout);
    // Each notice along the way may have left the view with the oldest lines: the sum comes last.
    if (c.skipped > 0)
        appendText(c, tr("[… %1 of output not shown in all …]\n").arg(Format::bytes(c.skipped)),
                   ConsoleTextKind::Command);

    if (!result) {
        const bool canceled = result.error().kind == Error::Kind::Canceled;
        appendText(c, (canceled ? tr("[canceled]") : tr("[failed: %1]").arg(result.error().message)) + u'\n',
                   ConsoleTextKind::Info);
        setStatus(c, canceled ? tr("canceled") : result.error().message, !canceled);
    } else {
        const RunRecord &run = *result;
        const QString summary = run.canceled
                                    ? tr("canceled · %1").arg(Format::duration(run.durationMs))
                                    : tr("exit %1 · %2").arg(run.exitCode).arg(Format::duration(run.durationMs));
        appendText(c, QStringLiteral("[%1]\n").arg(summary), ConsoleTextKind::Info);
        setStatus(c, summary, !run.canceled && run.exitCode != 0);
        Q_EMIT runFinished(sandboxId, run);
    }
    if (m_record && m_record->id == sandboxId)
        loadHistory();
    updateState();
}

void CommandPanel::appendText(Console &c, const QString &text, ConsoleTextKind kind)
{
    const bool shown = m_output->document() == c.document;
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool follow = !shown || bar->value() >= bar->maximum() - 4;
    appendConsoleText(c.document, text, kind, palette());
    // The view keeps the newest kMaxBlocks lines; once it starts dropping the oldest, say so.
    if (!c.trimmed && c.document->blockCount() >= kMaxBlocks) {
        c.trimmed = true;
        if (shown)
            m_trimmedNote->show();
    }
    if (shown && follow)
        bar->setValue(bar->maximum());
}

void CommandPanel::setStatus(Console &c, const QString &text, bool error)
{
    c.status = text;
    c.statusIsError = error;
    if (currentConsole() == &c) {
        m_status->setText(text);
        m_status->setStyleSheet(error ? QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name())
                                      : QString());
    }
}

void CommandPanel::showConsole()
{
    Console *c = m_record ? &console(m_record->id) : nullptr;
    m_output->setDocument(c ? c->document : m_emptyDocument);
    m_trimmedNote->setVisible(c && c->trimmed);
    m_output->moveCursor(QTextCursor::End);
    m_output->ensureCursorVisible();
    m_status->setText(c ? c->status : QString());
    m_status->setStyleSheet(
        c && c->statusIsError ? QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()) : QString());
}

void CommandPanel::updateState()
{
    const bool engine = m_session.manager() != nullptr;
    const bool running = m_record && m_record->state == SandboxState::Running;
    const bool busy = m_record && isRunning(m_record->id);
    const bool usable = engine && running;

    QString hint;
    if (!m_record)
        hint = tr("Select a sandbox to run commands in it.");
    else if (!engine)
        hint = tr("Connect to an engine to run commands.");
    else if (!running)
        hint = tr("Start the sandbox to run commands.");
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());

    m_command->setEnabled(usable);
    m_run->setEnabled(usable && !busy && !m_command->text().trimmed().isEmpty());
    m_cancel->setEnabled(busy && !currentConsole()->cancel.isCanceled());
    m_history->setEnabled(m_record.has_value());
    m_clearAction->setEnabled(m_record.has_value() && m_tabs->currentIndex() == 0);
}

void CommandPanel::addPage(QWidget *page, const QString &title)
{
    const int index = m_tabs->addTab(page, title);
    // Only terminals can be closed.
    m_tabs->tabBar()->setTabButton(index, QTabBar::RightSide, nullptr);
}

void CommandPanel::addTerminal(TerminalTab *terminal)
{
    const int index = m_tabs->addTab(terminal, terminal->title());
    m_tabs->setTabToolTip(
        index, tr("A terminal in sandbox \"%1\"; closing it ends its program").arg(terminal->sandbox().name));
    m_tabs->setCurrentIndex(index);
    terminal->setFocus();
    connect(terminal, &TerminalTab::titleChanged, this,
            [this, terminal](const QString &title) { m_tabs->setTabText(m_tabs->indexOf(terminal), title); });
    connect(terminal, &TerminalTab::finished, this, [terminal](int, bool closeTab) {
        if (closeTab)
            terminal->deleteLater();
    });
}

QList<TerminalTab *> CommandPanel::terminals() const
{
    QList<TerminalTab *> list;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *terminal = qobject_cast<TerminalTab *>(m_tabs->widget(i)))
            list << terminal;
    }
    return list;
}

bool CommandPanel::closeCurrentTerminal()
{
    auto *terminal = qobject_cast<TerminalTab *>(m_tabs->currentWidget());
    if (!terminal)
        return false;
    delete terminal;
    return true;
}

void CommandPanel::loadHistory(qint64 selectRun)
{
    m_history->clear();
    std::shared_ptr<Store> store = m_session.store();
    if (!m_record || !store)
        return;
    const QString id = m_record->id;
    store->runs(id, 200).then(this, [this, id, selectRun](const Result<QList<RunRecord>> &runs) {
        if (runs && m_record && m_record->id == id) {
            m_history->setRuns(id, *runs);
            if (selectRun > 0 && m_history->selectRun(selectRun))
                m_tabs->setCurrentWidget(m_history);
        }
        m_tabs->setTabText(1, runs && !runs->isEmpty() ? tr("History (%1)").arg(runs->size()) : tr("History"));
    });
}

void CommandPanel::showRun(qint64 runId)
{
    // Read again: the run may come from another process (an agent through MCP, the command line).
    loadHistory(runId);
}

QList<QAction *> CommandPanel::createOutputActions()
{
    auto *find = new QAction(appIcon(QStringLiteral("edit-find")), tr("Find…"), this);
    find->setObjectName(QStringLiteral("findAction"));
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    find->setToolTip(tr("Find in the output (%1)").arg(find->shortcut().toString(QKeySequence::NativeText)));
    connect(find, &QAction::triggered, this, [this] {
        m_find->show();
        m_find->setFocus();
        m_find->selectAll();
    });

    m_saveAction = new QAction(appIcon(QStringLiteral("document-save")), tr("Save…"), this);
    m_saveAction->setObjectName(QStringLiteral("saveOutputAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_saveAction->setToolTip(
        tr("Save the output shown to a file (%1)").arg(m_saveAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_saveAction, &QAction::triggered, this, &CommandPanel::askWhereToSave);

    m_clearAction = new QAction(appIcon(QStringLiteral("edit-clear")), tr("Clear"), this);
    m_clearAction->setObjectName(QStringLiteral("clearOutputAction"));
    m_clearAction->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
    m_clearAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_clearAction->setToolTip(tr("Clear this sandbox's console; History keeps every command's output (%1)")
                                  .arg(m_clearAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_clearAction, &QAction::triggered, this, &CommandPanel::clearOutput);

    addActions({find, m_saveAction, m_clearAction});
    return {find, m_saveAction, m_clearAction};
}

QPlainTextEdit *CommandPanel::shownText() const
{
    return m_tabs->currentIndex() == 0 ? m_output : m_history->preview();
}

bool CommandPanel::findNext(bool backwards)
{
    const QString text = m_find->text();
    if (text.isEmpty())
        return false;
    QPlainTextEdit *view = shownText();
    const QTextDocument::FindFlags flags = backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = view->find(text, flags);
    if (!found) {
        // Wrap around once.
        view->moveCursor(backwards ? QTextCursor::End : QTextCursor::Start);
        found = view->find(text, flags);
    }
    m_find->setStyleSheet(
        found ? QString()
              : QStringLiteral("background-color: %1;").arg(stateColor(SandboxState::Failed).lighter(180).name()));
    return found;
}

bool CommandPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_find && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            m_find->hide();
            shownText()->setFocus();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && (key->modifiers() & Qt::ShiftModifier)) {
            findNext(true);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CommandPanel::clearOutput()
{
    Console *c = currentConsole();
    if (!c)
        return;
    c->document->clear();
    c->trimmed = false;
    m_trimmedNote->hide();
}

Status CommandPanel::saveShownOutput(const QString &path) const
{
    // In History, the whole output as kept (the preview shows only its tail); in the console,
    // what it shows.
    QByteArray bytes;
    if (m_tabs->currentIndex() == 1) {
        auto output = m_history->selectedOutput();
        if (!output)
            return output.error();
        for (const RunOutput::Chunk &chunk : std::as_const(output->chunks))
            bytes += chunk.data;
    } else {
        bytes = m_output->toPlainText().toUtf8();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(path, file.errorString()));
    file.write(bytes);
    if (!file.commit())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(path, file.errorString()));
    return {};
}

void CommandPanel::askWhereToSave()
{
    auto *dialog =
        new QFileDialog(this, tr("Save Output"), QDir::homePath(), tr("Text files (*.txt *.log);;All files (*)"));
    dialog->setObjectName(QStringLiteral("saveOutputDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("txt"));
    dialog->selectFile(m_record ? QStringLiteral("%1-output.txt").arg(m_record->name) : QStringLiteral("output.txt"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        const Status saved = saveShownOutput(path);
        if (Console *c = currentConsole())
            setStatus(*c, saved ? tr("Saved to %1.").arg(path) : saved.error().message, !saved);
        else
            m_status->setText(saved ? tr("Saved to %1.").arg(path) : saved.error().message);
    });
    dialog->open();
}

} // namespace shadowbox
