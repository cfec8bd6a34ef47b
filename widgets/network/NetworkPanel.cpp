#include "network/NetworkPanel.h"

#include "common/Prompter.h"
#include "common/Scintilla.h"
#include "gateway/GatewayMocks.h"
#include "network/MockModels.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace shadowbox {

namespace {

QTableView *makeTable(const QString &name, QAbstractItemModel *model)
{
    auto *table = new QTableView;
    table->setObjectName(name);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

// A bar of buttons above `main`, which takes the room left; `below`, if given, under it.
QWidget *underBar(QLayout *bar, QWidget *main, QWidget *below = nullptr)
{
    auto *part = new QWidget;
    auto *layout = new QVBoxLayout(part);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(main, 1);
    if (below)
        layout->addWidget(below);
    return part;
}

// What New Stub starts from, in WireMock's own form (a mock server of the user's takes it too): the
// host is selected, ready to be typed over.
constexpr char kTemplateHost[] = "api.example.com";
const QString kStubTemplate = QStringLiteral(R"({
    "name": "new stub",
    "request": {
        "method": "GET",
        "host": {
            "equalTo": "api.example.com"
        },
        "urlPath": "/v1/things"
    },
    "response": {
        "status": 200,
        "headers": {
            "Content-Type": "application/json"
        },
        "jsonBody": {
            "things": []
        }
    }
}
)");

struct Read {
    Result<QJsonArray> stubs = QJsonArray();
    Result<QJsonArray> log = QJsonArray();
    Result<QJsonArray> recorded = QJsonArray();
};

} // namespace

NetworkPanel::NetworkPanel(Session &session, Prompter &prompter, QWidget *window, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_prompter(prompter)
    , m_window(window)
    , m_stubs(new StubListModel(this))
    , m_log(new RequestLogModel(this))
    , m_logFilter(new RequestLogFilter(this))
    , m_policy(new QToolButton)
    , m_source(new QComboBox)
    , m_sourcePart(new QWidget)
    , m_state(new QLabel)
    , m_import(new QPushButton(tr("&Import…")))
    , m_export(new QPushButton(tr("E&xport…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_fromRequest(new QPushButton(tr("&Stub from Request")))
    , m_new(new QPushButton(tr("&New Stub")))
    , m_save(new QPushButton(tr("Sa&ve Stub")))
    , m_revert(new QPushButton(tr("Rever&t")))
    , m_keepRecorded(new QPushButton(tr("&Keep Recorded")))
    , m_problem(new QLabel)
    , m_json(new QsciScintilla)
    , m_outcome(new QComboBox)
    , m_text(new QLineEdit)
    , m_timer(new QTimer(this))
{
    m_state->setObjectName(QStringLiteral("networkState"));
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->setWordWrap(true);
    m_state->setTextFormat(Qt::PlainText); // it quotes a mock server's reason
    m_source->setObjectName(QStringLiteral("networkStubSource"));
    m_source->setToolTip(tr("Whose stubs to show and change: those of the sandbox's mock server, through its "
                            "admin API, or those Shadowbox keeps for when the server is turned off"));
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_source, &QComboBox::currentIndexChanged, this, &NetworkPanel::setSource);
    m_import->setObjectName(QStringLiteral("networkImport"));
    m_import->setToolTip(tr("Add the stubs of a WireMock mappings file, or make stubs from a HAR recording"));
    m_export->setObjectName(QStringLiteral("networkExport"));
    m_export->setToolTip(tr("Save the stubs as a WireMock mappings file (a mocks file for sandbox create --mocks)"));
    m_remove->setObjectName(QStringLiteral("networkRemove"));
    m_remove->setToolTip(tr("Remove the selected stub"));
    m_fromRequest->setObjectName(QStringLiteral("networkFromRequest"));
    m_fromRequest->setToolTip(tr("Add a stub that answers requests like the selected one with 200"));
    m_new->setObjectName(QStringLiteral("networkNewStub"));
    m_new->setToolTip(tr("Write a new stub in the editor"));
    m_save->setObjectName(QStringLiteral("networkSaveStub"));
    m_save->setToolTip(tr("Save the stub in the editor (%1)")
                           .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    m_revert->setObjectName(QStringLiteral("networkRevertStub"));
    m_revert->setToolTip(tr("Drop the changes in the editor"));
    m_keepRecorded->setObjectName(QStringLiteral("networkKeepRecorded"));
    m_keepRecorded->setToolTip(
        tr("Make stubs of what the recorded hosts answered (hosts marked \"record\" in the allowlist)"));
    m_problem->setObjectName(QStringLiteral("networkStubProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_stubTable = makeTable(QStringLiteral("networkStubs"), m_stubs);
    // A long name (a recorded stub's "GET host/path") must not squeeze the URL to "url…": the two
    // share the room the short columns leave, each cut short at its end if it must be.
    m_stubTable->horizontalHeader()->setSectionResizeMode(StubListModel::NameColumn, QHeaderView::Stretch);
    m_stubTable->horizontalHeader()->setSectionResizeMode(StubListModel::UrlColumn, QHeaderView::Stretch);
    auto *lexer = new QsciLexerJSON(m_json);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    lexer->setDefaultFont(mono);
    for (int style = 0; style <= QsciLexerJSON::Error; ++style)
        lexer->setFont(mono, style);
    m_json->setObjectName(QStringLiteral("networkStubJson"));
    m_json->setLexer(lexer);
    m_json->setReadOnly(true);
    m_json->setMarginWidth(1, 0);
    m_json->setWrapMode(QsciScintilla::WrapWord);
    m_json->setAutoIndent(true);
    m_json->setIndentationsUseTabs(false);
    m_json->setIndentationWidth(4);
    m_errorIndicator = m_json->indicatorDefine(QsciScintilla::SquiggleIndicator);
    m_json->setIndicatorForegroundColor(Qt::red, m_errorIndicator);
    m_json->installEventFilter(this);
    connect(m_json, &QsciScintilla::textChanged, this, [this] {
        if (m_loading)
            return;
        m_dirty = true;
        m_stubProblem = checkStub();
        updateState();
    });

    m_logFilter->setSourceModel(m_log);
    m_logTable = makeTable(QStringLiteral("networkLog"), m_logFilter);
    m_logTable->horizontalHeader()->setSectionResizeMode(RequestLogModel::UrlColumn, QHeaderView::Stretch);
    m_outcome->setObjectName(QStringLiteral("networkOutcome"));
    m_outcome->addItem(tr("Every request"), QString());
    for (const char *outcome : {"matched", "unmatched", "passed", "refused"})
        m_outcome->addItem(RequestLogModel::outcomeLabel(QLatin1String(outcome)), QLatin1String(outcome));
    connect(m_outcome, &QComboBox::currentIndexChanged, this,
            [this] { m_logFilter->setOutcome(m_outcome->currentData().toString()); });
    m_text->setObjectName(QStringLiteral("networkLogText"));
    m_text->setPlaceholderText(tr("Filter: host, path, method, status…"));
    m_text->setClearButtonEnabled(true);
    m_text->setToolTip(tr("Show only the requests that contain every word typed here"));
    connect(m_text, &QLineEdit::textChanged, m_logFilter, &RequestLogFilter::setText);
    m_policy->setObjectName(QStringLiteral("networkPolicyButton"));
    m_policy->setText(tr("&Policy"));
    m_policy->setToolTip(tr("Change what the sandbox can reach: mocks only, an allowlist, every host, or nothing"));
    m_policy->setPopupMode(QToolButton::InstantPopup);
    m_policy->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_policy->hide(); // until the window gives it its menu

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    auto *sourceLayout = new QHBoxLayout(m_sourcePart);
    sourceLayout->setContentsMargins(0, 0, 0, 0);
    auto *sourceTitle = new QLabel(tr("St&ubs of:"));
    sourceTitle->setBuddy(m_source);
    sourceLayout->addWidget(sourceTitle);
    sourceLayout->addWidget(m_source);
    m_sourcePart->hide();
    buttons->addWidget(m_sourcePart);
    buttons->addStretch(1);
    buttons->addWidget(m_policy);
    buttons->addWidget(m_keepRecorded);
    buttons->addWidget(m_import);
    buttons->addWidget(m_export);
    buttons->addWidget(m_remove);
    auto *editorBar = new QHBoxLayout;
    editorBar->setContentsMargins(0, 0, 0, 0);
    editorBar->addWidget(m_new);
    editorBar->addStretch(1);
    editorBar->addWidget(m_revert);
    editorBar->addWidget(m_save);
    auto *stubsPart = new QSplitter(Qt::Horizontal);
    stubsPart->addWidget(m_stubTable);
    stubsPart->addWidget(underBar(editorBar, m_json, m_problem));
    // The editor as wide as the list: a stub's JSON needs the room.
    stubsPart->setStretchFactor(0, 1);
    stubsPart->setStretchFactor(1, 1);
    auto *logBar = new QHBoxLayout;
    logBar->setContentsMargins(0, 0, 0, 0);
    auto *logTitle = new QLabel(tr("Requests:"));
    logTitle->setBuddy(m_outcome);
    logBar->addWidget(logTitle);
    logBar->addWidget(m_outcome);
    logBar->addWidget(m_text, 1);
    logBar->addWidget(m_fromRequest);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(stubsPart);
    split->addWidget(underBar(logBar, m_logTable));
    // The log as tall as the stubs: at least a few requests show under the editor.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The state on a line of its own: with a mock server's reason it can be long.
    layout->addWidget(m_state);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(m_stubTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &NetworkPanel::showSelectedStub);
    connect(m_stubs, &QAbstractItemModel::modelReset, this, &NetworkPanel::showSelectedStub);
    connect(m_logTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &NetworkPanel::updateState);
    connect(m_import, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(m_window, tr("Import Mocks"), QString(),
                                       tr("WireMock mappings or HAR recordings (*.json *.har);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        connect(dialog, &QFileDialog::fileSelected, this, &NetworkPanel::importFile);
        dialog->open();
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (!m_record)
            return;
        auto *dialog = new QFileDialog(m_window, tr("Export Mocks"), m_record->name + QStringLiteral("-mocks.json"),
                                       tr("WireMock mappings (*.json)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setDefaultSuffix(QStringLiteral("json"));
        connect(dialog, &QFileDialog::fileSelected, this, &NetworkPanel::exportTo);
        dialog->open();
    });
    connect(m_remove, &QPushButton::clicked, this, &NetworkPanel::removeSelected);
    connect(m_fromRequest, &QPushButton::clicked, this, &NetworkPanel::stubFromSelectedRequest);
    connect(m_new, &QPushButton::clicked, this, &NetworkPanel::newStub);
    connect(m_save, &QPushButton::clicked, this, &NetworkPanel::saveStub);
    connect(m_revert, &QPushButton::clicked, this, &NetworkPanel::revertStub);
    connect(m_keepRecorded, &QPushButton::clicked, this, &NetworkPanel::keepRecorded);

    m_timer->setInterval(kRefreshMs);
    connect(m_timer, &QTimer::timeout, this, &NetworkPanel::poll);
    m_timer->start();
    updateState();
}

void NetworkPanel::setPolicyMenu(QMenu *menu)
{
    m_policy->setMenu(menu);
    m_policy->setVisible(menu != nullptr);
}

void NetworkPanel::setSandbox(const std::optional<SandboxRecord> &record)
{
    const bool same = record && m_record && record->id == m_record->id;
    const auto serverOf = [](const std::optional<SandboxRecord> &r) {
        return r && r->networkMockServer ? r->networkMockServer->text() : QString();
    };
    // Another mock server, or none any more, is another list of stubs.
    const bool sameStubs = same && serverOf(record) == serverOf(m_record);
    const bool wasRunning = m_record && m_record->state == SandboxState::Running;
    m_record = record;
    if (!sameStubs) {
        ++m_generation;
        m_serverNearMisses = std::make_shared<ServerNearMisses>();
        if (m_dirty)
            Q_EMIT statusMessage(tr("The unsaved stub was dropped."), 5000);
        m_dirty = false;
        m_editingId.clear();
        m_readProblem.clear();
        m_stubs->setStubs({});
        if (!same) {
            m_log->setEntries({});
            m_recorded = 0;
        }
        const QSignalBlocker quiet(m_source);
        m_source->clear();
        if (const QString server = serverOf(record); !server.isEmpty())
            m_source->addItems({server, tr("Shadowbox, for when it is off")});
    }
    updateState();
    if (!sameStubs || wasRunning != (record && record->state == SandboxState::Running))
        refresh();
}

bool NetworkPanel::showsServerStubs() const
{
    return m_record && m_record->networkMockServer && m_source->currentIndex() == 0;
}

void NetworkPanel::setSource(int)
{
    ++m_generation;
    m_editingId.clear();
    m_readProblem.clear();
    m_stubs->setStubs({});
    updateState();
    refresh();
}

void NetworkPanel::updateState()
{
    const bool gateway = m_record && m_record->networkMode == NetworkMode::Gateway;
    const bool running = gateway && m_record->state == SandboxState::Running;
    QString text;
    if (!m_record)
        text = tr("No sandbox selected.");
    else if (!gateway)
        text = tr("\"%1\" has no network gateway: nothing answers it, and it has no mocks.").arg(m_record->name);
    else if (showsServerStubs())
        text = tr("Network: %1 · %n stub(s) of %2, which keeps them: a rollback does not bring them back%3", nullptr,
                  m_stubs->rowCount())
                   .arg(networkPolicyName(m_record->networkPolicy), m_record->networkMockServer->text(),
                        !running                   ? tr(" · start the sandbox to see and change them")
                        : !m_readProblem.isEmpty() ? QStringLiteral(" · ") + m_readProblem
                                                   : QString());
    else
        text = tr("Network: %1 · %n stub(s)%2%3", nullptr, m_stubs->rowCount())
                   .arg(networkPolicyName(m_record->networkPolicy),
                        m_record->networkMockServer
                            ? tr(" · answered by %1, not by these").arg(m_record->networkMockServer->text())
                            : QString(),
                        !running         ? tr(" · start the sandbox to change them and to see its requests")
                        : m_recorded > 0 ? tr(" · %n recorded", nullptr, m_recorded)
                                         : QString());
    m_state->setText(text);
    m_import->setEnabled(running && !m_changing);
    m_keepRecorded->setEnabled(running && !m_changing && m_recorded > 0);
    m_keepRecorded->setVisible(
        running && (m_recorded > 0 || std::any_of(m_record->networkAllow.cbegin(), m_record->networkAllow.cend(),
                                                  [](const AllowRule &r) { return r.record; })));
    m_export->setEnabled(gateway && (running || (m_record->state == SandboxState::Stopped && !showsServerStubs())) &&
                         !m_changing);
    m_sourcePart->setVisible(gateway && m_record->networkMockServer);
    m_source->setEnabled(!m_dirty && !m_changing);
    m_remove->setEnabled(running && !m_changing && !m_dirty && m_stubTable->currentIndex().isValid());
    m_fromRequest->setEnabled(running && !m_changing && m_logTable->currentIndex().isValid());
    // The editor: a running sandbox's stubs can be edited; unsaved changes hold the selection.
    const bool editable = running && !m_changing;
    m_json->setReadOnly(!editable);
    m_new->setEnabled(editable && !m_dirty);
    m_save->setEnabled(editable && m_dirty && m_stubProblem.isEmpty());
    m_revert->setEnabled(m_dirty && !m_changing);
    m_stubTable->setEnabled(!m_dirty);
    QString problem = m_stubProblem;
    if (problem.isEmpty() && m_dirty)
        problem = tr("Not saved yet: %1 saves the stub, Revert drops the changes.")
                      .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText,
                     m_stubProblem.isEmpty() ? this->palette().color(QPalette::WindowText) : QColor(Qt::darkRed));
    m_problem->setPalette(palette);
}

bool NetworkPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+S in the editor saves the stub, before any other Save of the window sees it.
    if (watched == m_json && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Save)) {
        if (event->type() == QEvent::ShortcutOverride)
            event->accept();
        else
            saveStub();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void NetworkPanel::load(const QString &text)
{
    m_loading = true;
    const bool readOnly = m_json->isReadOnly();
    m_json->setReadOnly(false);
    m_json->setText(text);
    m_json->setReadOnly(readOnly);
    m_loading = false;
    m_dirty = false;
    m_stubProblem.clear();
    m_json->clearIndicatorRange(0, 0, m_json->lines(), 0, m_errorIndicator);
}

QString NetworkPanel::checkStub()
{
    m_json->clearIndicatorRange(0, 0, m_json->lines(), 0, m_errorIndicator);
    const QByteArray text = m_json->text().toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (doc.isNull()) {
        // Scintilla's positions are bytes of UTF-8 text, as the parser's offset is.
        int line = 0;
        int index = 0;
        m_json->lineIndexFromPosition(error.offset, &line, &index);
        const int end = qMin(int(error.offset) + 1, int(text.size()));
        int endLine = line;
        int endIndex = index;
        m_json->lineIndexFromPosition(end, &endLine, &endIndex);
        if (endLine == line && endIndex == index && index > 0)
            --index; // at the very end: mark the last character
        m_json->fillIndicatorRange(line, index, endLine, endIndex, m_errorIndicator);
        return tr("Line %1, column %2: %3. Fix it to save the stub.")
            .arg(line + 1)
            .arg(index + 1)
            .arg(error.errorString());
    }
    if (!doc.isObject())
        return tr("A stub is one JSON object, with \"request\" (what it matches) and \"response\" (what it answers).");
    const QJsonObject stub = doc.object();
    if (stub.contains(QLatin1String("mappings")))
        return tr("This is a mappings file: import it with Import… instead.");
    if (!stub.value(QLatin1String("request")).isObject())
        return tr("The stub needs a \"request\" object: what it matches.");
    if (stub.contains(QLatin1String("response")) && !stub.value(QLatin1String("response")).isObject())
        return tr("\"response\" must be an object: what the stub answers.");
    return QString();
}

void NetworkPanel::newStub()
{
    if (m_dirty || m_json->isReadOnly())
        return;
    m_stubTable->clearSelection();
    m_stubTable->setCurrentIndex(QModelIndex());
    m_editingId.clear();
    load(kStubTemplate);
    m_dirty = true; // new: not saved until saved
    m_stubProblem = checkStub();
    const qsizetype host = kStubTemplate.indexOf(QLatin1String(kTemplateHost));
    int line = 0;
    int index = 0;
    m_json->lineIndexFromPosition(int(host), &line, &index);
    m_json->setSelection(line, index, line, index + int(qstrlen(kTemplateHost)));
    m_json->setFocus();
    updateState();
}

void NetworkPanel::saveStub()
{
    if (!m_dirty || m_changing || m_json->isReadOnly() || !(m_stubProblem = checkStub()).isEmpty()) {
        updateState();
        return;
    }
    const QByteArray text = m_json->text().toUtf8();
    const QString id = m_editingId;
    const bool server = showsServerStubs();
    auto saved = std::make_shared<QString>();
    change(
        id.isEmpty() ? tr("Adding the stub…") : tr("Saving the stub…"),
        [text, id, saved, server](const GatewayMocks &mocks, const SandboxRecord &record,
                                  QStringList *notes) -> QString {
            if (id.isEmpty()) {
                auto added = server ? mocks.addServerStubs(record, text, notes) : mocks.add(record, text);
                if (!added)
                    return added.error().message;
                *saved = added->first().toObject().value(QLatin1String("id")).toString();
                return QString();
            }
            auto updated = server ? mocks.updateServerStub(record, id, text, notes) : mocks.update(record, id, text);
            if (!updated)
                return updated.error().message;
            *saved = id;
            return QString();
        },
        [this, saved](const QString &problem, const QStringList &notes) {
            if (!problem.isEmpty()) {
                m_stubProblem = problem; // the gateway's reason stays beside the stub until it is changed
                updateState();
                return;
            }
            m_dirty = false;
            m_editingId = *saved;
            m_selectAfterRefresh = *saved;
            Q_EMIT statusMessage(notes.isEmpty() ? tr("The stub was saved.")
                                                 : tr("The stub was saved. %1").arg(notes.join(u' ')),
                                 notes.isEmpty() ? 3000 : 15000);
        });
}

void NetworkPanel::keepRecorded()
{
    if (m_recorded <= 0)
        return;
    auto made = std::make_shared<int>(0);
    change(
        tr("Making stubs of what was recorded…"),
        [made](const GatewayMocks &mocks, const SandboxRecord &record, QStringList *) -> QString {
            auto stubs = mocks.stubsFromRecordings(record, QString(), true);
            if (!stubs)
                return stubs.error().message;
            *made = int(stubs->size());
            return QString();
        },
        [this, made](const QString &problem, const QStringList &) {
            if (problem.isEmpty())
                Q_EMIT statusMessage(tr("%n stub(s) made from what was recorded.", nullptr, *made), 5000);
        });
}

void NetworkPanel::revertStub()
{
    if (!m_dirty || m_changing)
        return;
    m_dirty = false;
    m_stubProblem.clear();
    showSelectedStub();
}

void NetworkPanel::showSelectedStub()
{
    if (!m_dirty) { // unsaved changes stay until saved or reverted
        const QModelIndex current = m_stubTable->currentIndex();
        const QJsonObject stub = m_stubs->stub(current.row());
        m_editingId = current.isValid() ? current.data(StubListModel::IdRole).toString() : QString();
        const QString text =
            stub.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(stub).toJson(QJsonDocument::Indented));
        if (text != m_json->text())
            load(text);
    }
    updateState();
}

void NetworkPanel::poll()
{
    if (!isVisible() || !m_record || m_record->state != SandboxState::Running || m_polling)
        return;
    refresh();
}

void NetworkPanel::refresh()
{
    SandboxManager *manager = m_session.manager();
    if (!manager || !m_record || m_record->networkMode != NetworkMode::Gateway ||
        (m_record->state != SandboxState::Running && m_record->state != SandboxState::Stopped)) {
        updateState();
        return;
    }
    const SandboxRecord record = *m_record;
    const quint64 generation = m_generation;
    const bool server = showsServerStubs();
    m_polling = true;
    manager
        ->background([record, server, nearMisses = m_serverNearMisses](const SandboxContext &context) -> std::any {
            const GatewayMocks mocks(context);
            Read read;
            // A stopped sandbox's mock server has nothing to say: it does not run.
            if (!server)
                read.stubs = mocks.list(record);
            else if (record.state == SandboxState::Running)
                read.stubs = mocks.serverStubs(record);
            if (record.state == SandboxState::Running) {
                // What the mock server says of its unanswered requests is kept between refreshes.
                read.log =
                    mocks.log(record, kLogEntries, nearMisses.get(), server && read.stubs ? &*read.stubs : nullptr);
                read.recorded = mocks.recordings(record);
            }
            return read;
        })
        .then(this, [this, generation](const std::any &answer) {
            m_polling = false;
            const Read read = std::any_cast<Read>(answer);
            if (generation != m_generation)
                return;
            const QString selected = m_selectAfterRefresh.isEmpty()
                                         ? m_stubTable->currentIndex().data(StubListModel::IdRole).toString()
                                         : std::exchange(m_selectAfterRefresh, QString());
            m_readProblem = read.stubs ? QString() : read.stubs.errorMessage();
            if (read.stubs)
                m_stubs->setStubs(*read.stubs);
            else if (showsServerStubs())
                m_stubs->setStubs({}); // what the server said before may be gone
            // A gateway made by an earlier Shadowbox has no recordings to read: none, then.
            m_recorded = read.recorded ? int(read.recorded->size()) : 0;
            if (const int row = m_stubs->rowOfId(selected); row >= 0)
                m_stubTable->selectRow(row);
            if (read.log) {
                // The entry selected stays selected, and the list does not move under the reader:
                // new entries come in on top, and the entry at the top of the view stays there
                // unless the view showed the newest. Selecting it again never scrolls to it.
                const auto idAt = [this](const QModelIndex &index) {
                    return index.isValid()
                               ? m_log->entry(m_logFilter->mapToSource(index).row()).value(QLatin1String("id"))
                               : QJsonValue(QJsonValue::Undefined);
                };
                const QJsonValue selectedId = idAt(m_logTable->currentIndex());
                const bool showsNewest = m_logTable->verticalScrollBar()->value() == 0;
                const QJsonValue topId = idAt(m_logTable->indexAt(QPoint(0, 0)));
                m_log->setEntries(*read.log);
                const auto indexOf = [this](const QJsonValue &id) {
                    for (int row = 0; !id.isUndefined() && row < m_log->rowCount(); ++row) {
                        if (m_log->entry(row).value(QLatin1String("id")) == id)
                            return m_logFilter->mapFromSource(m_log->index(row, 0));
                    }
                    return QModelIndex();
                };
                const bool autoScroll = m_logTable->hasAutoScroll();
                m_logTable->setAutoScroll(false);
                if (const QModelIndex selected = indexOf(selectedId); selected.isValid())
                    m_logTable->selectRow(selected.row());
                m_logTable->setAutoScroll(autoScroll);
                if (const QModelIndex top = indexOf(topId); !showsNewest && top.isValid())
                    m_logTable->scrollTo(top, QAbstractItemView::PositionAtTop);
                else
                    m_logTable->verticalScrollBar()->setValue(0);
            }
            updateState();
            Q_EMIT refreshed();
        });
}

void NetworkPanel::change(const QString &busy, Work work,
                          std::function<void(const QString &problem, const QStringList &notes)> done)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || !m_record || m_changing)
        return;
    m_changing = true;
    updateState();
    Q_EMIT statusMessage(busy, 0);
    manager
        ->background([record = *m_record, work](const SandboxContext &context) -> std::any {
            QStringList notes;
            QString problem = work(GatewayMocks(context), record, &notes);
            return std::pair(problem, notes);
        })
        .then(this, [this, done](const std::any &answer) {
            const auto [problem, notes] = std::any_cast<std::pair<QString, QStringList>>(answer);
            m_changing = false;
            Q_EMIT statusMessage(QString(), 1);
            if (done)
                done(problem, notes);
            else if (problem.isEmpty() && !notes.isEmpty())
                Q_EMIT statusMessage(notes.join(u' '), 15000);
            if (!problem.isEmpty())
                m_prompter.warn(m_window, tr("The Mocks Were Not Changed"), problem);
            refresh();
        });
}

void NetworkPanel::importFile(const QString &path)
{
    const bool server = showsServerStubs();
    auto count = std::make_shared<int>(0);
    change(
        tr("Importing %1…").arg(path),
        [path, server, count](const GatewayMocks &mocks, const SandboxRecord &record, QStringList *notes) -> QString {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return tr("Cannot read %1: %2.").arg(path, file.errorString());
            const QByteArray json = file.readAll();
            auto added = server ? mocks.addServerStubs(record, json, notes) : mocks.add(record, json, notes);
            if (!added)
                return tr("%1 was not imported: %2").arg(path, added.error().message);
            *count = int(added->size());
            return QString();
        },
        [this, path, count](const QString &problem, const QStringList &notes) {
            if (!problem.isEmpty())
                return;
            const QString imported = tr("%n stub(s) imported from %1.", nullptr, *count).arg(path);
            // What an import left out (of a HAR recording) is worth more than a status line.
            if (!notes.isEmpty())
                m_prompter.inform(m_window, tr("Mocks Imported"), imported + u'\n' + notes.join(u'\n'));
            else
                Q_EMIT statusMessage(imported, 5000);
        });
}

void NetworkPanel::exportTo(const QString &path)
{
    const bool server = showsServerStubs();
    change(tr("Exporting the mocks to %1…").arg(path),
           [path, server](const GatewayMocks &mocks, const SandboxRecord &record, QStringList *) -> QString {
               auto exported = server ? mocks.exportServerMappings(record) : mocks.exportMappings(record);
               if (!exported)
                   return exported.error().message;
               QSaveFile file(path);
               const QByteArray text = QJsonDocument(*exported).toJson(QJsonDocument::Indented);
               if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
                   return tr("Cannot write %1: %2.").arg(path, file.errorString());
               return QString();
           });
}

void NetworkPanel::removeSelected()
{
    const QModelIndex current = m_stubTable->currentIndex();
    if (!m_record || !current.isValid())
        return;
    const QString id = current.data(StubListModel::IdRole).toString();
    const QString label = m_stubs->index(current.row(), StubListModel::NameColumn).data().toString();
    const QString named = label.isEmpty() ? id : QStringLiteral("\"%1\"").arg(label);
    const bool server = showsServerStubs();
    Question question;
    question.title = tr("Remove Stub");
    question.text =
        server ? tr("Remove the stub %1 from %2, the mock server of \"%3\"? Requests it answered get the server's "
                    "404 from now on. Shadowbox does not keep the server's stubs: nothing brings it back.")
                     .arg(named, m_record->networkMockServer->text(), m_record->name)
               : tr("Remove the stub %1 from \"%2\"? Requests it answered get a 404 from now on. A rollback to a "
                    "snapshot taken before brings it back.")
                     .arg(named, m_record->name);
    question.acceptLabel = tr("Remove");
    question.destructive = true;
    m_prompter.confirm(m_window, question, [this, id, server](bool yes) {
        if (!yes)
            return;
        change(tr("Removing the stub…"),
               [id, server](const GatewayMocks &mocks, const SandboxRecord &record, QStringList *) -> QString {
                   const Status removed = server ? mocks.removeServerStub(record, id) : mocks.remove(record, id);
                   return removed ? QString() : removed.error().message;
               });
    });
}

void NetworkPanel::stubFromSelectedRequest()
{
    const QModelIndex current = m_logFilter->mapToSource(m_logTable->currentIndex());
    if (!current.isValid())
        return;
    const QByteArray stub = QJsonDocument(RequestLogModel::stubFor(m_log->entry(current.row()))).toJson();
    const bool server = showsServerStubs();
    change(tr("Adding a stub…"),
           [stub, server](const GatewayMocks &mocks, const SandboxRecord &record, QStringList *notes) -> QString {
               auto added = server ? mocks.addServerStubs(record, stub, notes) : mocks.add(record, stub);
               return added ? QString() : added.error().message;
           });
}

} // namespace shadowbox
