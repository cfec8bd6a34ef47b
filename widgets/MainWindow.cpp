#include "MainWindow.h"

#include "activity/ActivityPanel.h"
#include "network/NetworkPanel.h"
#include "preview/PreviewActions.h"
#include "terminal/TerminalActions.h"

#include "SessionController.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Icons.h"
#include "common/Prompter.h"
#include "common/StateAppearance.h"
#include "common/TabOrder.h"
#include "common/TaskProgressWidget.h"
#include "engine/DoctorDialog.h"
#include "engine/EngineSettingsDialog.h"
#include "review/ReviewWindow.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/ReconcileBanners.h"
#include "sandbox/SandboxActions.h"
#include "sandbox/SandboxDetailsPanel.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "snapshots/SnapshotControls.h"
#include "snapshots/SnapshotTimeline.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
constexpr int kMessageTimeoutMs = 15'000;

class TailElidingDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideLeft;
    }
};

} // namespace

MainWindow::MainWindow(Session &session, Prompter &prompter, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_prompter(prompter)
    , m_controller(new SessionController(session, this))
    , m_model(new SandboxListModel(this))
    , m_actions(new SandboxActions(session, prompter, this))
{
    setWindowTitle(tr("Shadowbox"));
    setObjectName(QStringLiteral("mainWindow"));
    setMinimumSize(900, 560);
    resize(1280, 800);

    createPanels();
    createActions();
    createMenus();
    createToolBar();
    createCentralWidget();
    createStatusBar();
    connectController();
    connectSandboxActions();
    readSettings();
    showSelection();
}

MainWindow::~MainWindow() = default;

void MainWindow::startSession()
{
    m_controller->open();
}

void MainWindow::createPanels()
{
    m_details = new SandboxDetailsPanel;
    m_details->setObjectName(QStringLiteral("detailsPanel"));
    m_commandPanel = new CommandPanel(m_session);
    m_commandPanel->setObjectName(QStringLiteral("commandPanel"));
    connect(m_commandPanel, &CommandPanel::runFinished, this, [this] { updateActions(); });
    m_snapshots = new SnapshotControls(m_session, m_prompter, *m_commandPanel, this);
    m_commandPanel->addPage(m_snapshots->timeline(), tr("Snapshots"));
    m_snapshots->followSandboxes(m_model);
    m_activity = new ActivityPanel(m_session);
    m_activity->setObjectName(QStringLiteral("activityPanel"));
    m_commandPanel->addPage(m_activity, tr("Activity"));
    connect(m_activity, &ActivityPanel::runActivated, m_commandPanel, &CommandPanel::showRun);
    m_network = new NetworkPanel(m_session, m_prompter, this);
    m_network->setObjectName(QStringLiteral("networkPanel"));
    m_commandPanel->addPage(m_network, tr("Network"));
    connect(m_network, &NetworkPanel::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_terminals = new TerminalActions(
        m_session, m_prompter, *m_commandPanel, [this] { return selectedSandbox(); }, this);
    connect(m_terminals, &TerminalActions::sandboxUpdated, this, &MainWindow::applySandboxChange);
    connect(m_terminals, &TerminalActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_previews = new PreviewActions(
        m_session, m_prompter, [this] { return selectedSandbox(); }, this);
    connect(m_previews, &PreviewActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_previews, &PreviewActions::previewsChanged, this, &MainWindow::showPreviews);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(appIcon(QStringLiteral("list-add")), tr("&New Sandbox…"), this);
    m_newAction->setObjectName(QStringLiteral("newSandboxAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Copy a repository into a new network-isolated sandbox"));
    connect(m_newAction, &QAction::triggered, m_actions, &SandboxActions::newSandbox);

    m_startAction = new QAction(appIcon(QStringLiteral("media-playback-start")), tr("&Start"), this);
    m_startAction->setObjectName(QStringLiteral("startAction"));
    m_startAction->setShortcut(QKeySequence(tr("Ctrl+R")));
    m_startAction->setStatusTip(tr("Start the selected sandbox's container"));
    connect(m_startAction, &QAction::triggered, this, &MainWindow::startSelected);

    m_stopAction = new QAction(appIcon(QStringLiteral("media-playback-stop")), tr("S&top"), this);
    m_stopAction->setObjectName(QStringLiteral("stopAction"));
    m_stopAction->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    m_stopAction->setStatusTip(tr("Stop the selected sandbox's container; its workspace is kept"));
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopSelected);

    // The network policy of the selected sandbox, changed while it runs: one of four, checked.
    m_networkMenu = new QMenu(tr("Net&work Policy"), this);
    m_networkMenu->setObjectName(QStringLiteral("networkPolicyMenu"));
    auto *policies = new QActionGroup(this);
    policies->setExclusive(true);
    const QList<std::pair<NetworkPolicy, QString>> choices{
        {NetworkPolicy::MocksOnly, tr("&Mocks Only: Mocked Hosts Answer")},
        {NetworkPolicy::Allowlist, tr("&Allowlist: Mocked and Listed Hosts")},
        {NetworkPolicy::Open, tr("&Open: Every Host…")},
        {NetworkPolicy::None, tr("&None: Nothing Answers")}};
    for (const auto &[policy, label] : choices) {
        QAction *choice = m_networkMenu->addAction(label);
        choice->setObjectName(QStringLiteral("networkPolicy-") + networkPolicyName(policy));
        choice->setCheckable(true);
        choice->setData(int(policy));
        policies->addAction(choice);
        m_policyActions.append(choice);
        connect(choice, &QAction::triggered, this, [this, policy] {
            const std::optional<SandboxRecord> r = selectedSandbox();
            if (r && r->networkPolicy != policy)
                m_actions->setNetworkPolicy(*r, policy);
            // The check mark shows the policy in force until the change lands (or Open is declined).
            updateActions();
        });
    }
    m_networkMenu->addSeparator();
    QAction *editAllowlist = m_networkMenu->addAction(tr("&Edit Allowlist…"));
    editAllowlist->setObjectName(QStringLiteral("editAllowlistAction"));
    editAllowlist->setStatusTip(tr("Choose the hosts and package registries the allowlist lets through"));
    connect(editAllowlist, &QAction::triggered, this, [this] {
        if (const std::optional<SandboxRecord> r = selectedSandbox())
            m_actions->editAllowlist(*r);
    });
    QAction *mockServer = m_networkMenu->addAction(tr("Mock &Server…"));
    mockServer->setObjectName(QStringLiteral("mockServerAction"));
    mockServer->setStatusTip(tr("Let a WireMock or LocalStack of your own answer the mocked hosts"));
    connect(mockServer, &QAction::triggered, this, [this] {
        if (const std::optional<SandboxRecord> r = selectedSandbox())
            m_actions->editMockServer(*r);
    });
    m_network->setPolicyMenu(m_networkMenu);

    m_destroyAction = new QAction(appIcon(QStringLiteral("edit-delete")), tr("&Destroy…"), this);
    m_destroyAction->setObjectName(QStringLiteral("destroyAction"));
    m_destroyAction->setShortcut(QKeySequence::Delete);
    // Delete must not fire while typing a command: it only applies where the action is added
    // (the sandbox list, the menu and the toolbar).
    m_destroyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_destroyAction->setStatusTip(tr("Remove the sandbox's container, network and workspace copy"));
    connect(m_destroyAction, &QAction::triggered, this, &MainWindow::destroySelected);

    m_refreshAction = new QAction(appIcon(QStringLiteral("view-refresh")), tr("&Refresh"), this);
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    // Not QKeySequence::Refresh: on X11 that also binds Ctrl+R, which is Start here.
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setStatusTip(tr("Reload the sandboxes and compare them with the engine"));
    connect(m_refreshAction, &QAction::triggered, m_controller, &SessionController::refresh);

    m_reviewAction = new QAction(appIcon(QStringLiteral("document-preview")), tr("Re&view Changes…"), this);
    m_reviewAction->setObjectName(QStringLiteral("reviewAction"));
    m_reviewAction->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    m_reviewAction->setStatusTip(tr("Review everything the sandbox changed since its baseline, and apply what you "
                                    "approve to the repository"));
    connect(m_reviewAction, &QAction::triggered, this, &MainWindow::reviewSelected);

    m_commandLineAction = new QAction(tr("Go to &Command Line"), this);
    m_commandLineAction->setObjectName(QStringLiteral("commandLineAction"));
    m_commandLineAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(m_commandLineAction, &QAction::triggered, this, [this] {
        m_commandPanel->commandEdit()->setFocus();
        m_commandPanel->commandEdit()->selectAll();
    });

    m_doctorAction = new QAction(appIcon(QStringLiteral("help-faq")), tr("Run &Doctor"), this);
    m_doctorAction->setObjectName(QStringLiteral("doctorAction"));
    m_doctorAction->setStatusTip(tr("Check that the engine answers, has an image and can run a container"));
    connect(m_doctorAction, &QAction::triggered, this, &MainWindow::runDoctor);

    m_starterAction = new QAction(appIcon(QStringLiteral("document-new")), tr("&Build Starter Image"), this);
    m_starterAction->setObjectName(QStringLiteral("buildStarterImageAction"));
    m_starterAction->setStatusTip(tr("Build a small busybox image offline, so sandboxes can start without a registry"));
    connect(m_starterAction, &QAction::triggered, this, &MainWindow::buildStarterImage);

    m_pullAction = new QAction(appIcon(QStringLiteral("download")), tr("&Pull Image…"), this);
    m_pullAction->setObjectName(QStringLiteral("pullImageAction"));
    m_pullAction->setStatusTip(tr("Download an image from its registry, showing the progress of each layer"));
    connect(m_pullAction, &QAction::triggered, this, &MainWindow::pullImage);

    m_settingsAction = new QAction(appIcon(QStringLiteral("preferences-system")), tr("&Settings…"), this);
    m_settingsAction->setObjectName(QStringLiteral("settingsAction"));
    // Most Linux desktops define no Preferences shortcut; Ctrl+, is what users expect there.
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (settingsKeys.isEmpty())
        settingsKeys << QKeySequence(tr("Ctrl+,"));
    m_settingsAction->setShortcuts(settingsKeys);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    m_settingsAction->setStatusTip(tr("Choose the container engine Shadowbox uses"));
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::openSettings);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcut(QKeySequence(tr("Ctrl+Q")));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_aboutAction = new QAction(tr("&About Shadowbox"), this);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addSeparator();
    file->addAction(m_settingsAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *sandbox = menuBar()->addMenu(tr("&Sandbox"));
    sandbox->addAction(m_startAction);
    sandbox->addAction(m_stopAction);
    sandbox->addAction(m_destroyAction);
    sandbox->addSeparator();
    sandbox->addMenu(m_networkMenu);
    sandbox->addSeparator();
    sandbox->addAction(m_snapshots->undoAction());
    sandbox->addAction(m_snapshots->knownGoodAction());
    sandbox->addAction(m_snapshots->takeAction());
    sandbox->addSeparator();
    sandbox->addAction(m_reviewAction);
    sandbox->addAction(m_commandLineAction);
    sandbox->addSeparator();
    sandbox->addAction(m_terminals->openAction());
    sandbox->addMenu(m_terminals->agentMenu());
    sandbox->addAction(m_terminals->closeAction());
    sandbox->addMenu(m_previews->menu());
    sandbox->addSeparator();
    sandbox->addAction(m_refreshAction);

    QMenu *engine = menuBar()->addMenu(tr("&Engine"));
    engine->addAction(m_doctorAction);
    engine->addAction(m_starterAction);
    engine->addAction(m_pullAction);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Sandbox"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_newAction);
    bar->addSeparator();
    bar->addAction(m_startAction);
    bar->addAction(m_stopAction);
    bar->addAction(m_destroyAction);
    bar->addSeparator();
    bar->addAction(m_snapshots->undoAction());
    bar->addAction(m_snapshots->takeAction());
    bar->addAction(m_reviewAction);
    bar->addAction(m_terminals->openAction());
    bar->addSeparator();
    bar->addAction(m_refreshAction);
    bar->addAction(m_doctorAction);
}

void MainWindow::createCentralWidget()
{
    m_engineBanner = new Banner;
    m_engineBanner->setObjectName(QStringLiteral("engineBanner"));
    connect(m_engineBanner->addButton(tr("Retry")), &QPushButton::clicked, m_controller, &SessionController::refresh);
    connect(m_engineBanner->addButton(tr("Run Doctor")), &QPushButton::clicked, this, &MainWindow::runDoctor);
    connect(m_engineBanner->addButton(tr("Settings…")), &QPushButton::clicked, m_settingsAction, &QAction::trigger);

    m_reconcile = new ReconcileBanners(*m_controller, m_prompter, this);

    m_teardownBanner = new Banner;
    m_teardownBanner->setObjectName(QStringLiteral("teardownBanner"));

    m_imageBanner = new Banner;
    m_imageBanner->setObjectName(QStringLiteral("imageBanner"));
    connect(m_imageBanner->addButton(tr("Build Starter Image")), &QPushButton::clicked, this,
            &MainWindow::buildStarterImage);

    m_list = new QTableView;
    m_list->setObjectName(QStringLiteral("sandboxList"));
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setShowGrid(false);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->verticalHeader()->hide();
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_list->horizontalHeader();
    header->setHighlightSections(false);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(SandboxListModel::ImageColumn, QHeaderView::Stretch);
    // An image's tail (name and tag) tells images apart; its registry prefix rarely does.
    m_list->setItemDelegateForColumn(SandboxListModel::ImageColumn, new TailElidingDelegate(m_list));
    header->resizeSection(SandboxListModel::NameColumn, 150);
    header->resizeSection(SandboxListModel::StateColumn, 100);
    header->resizeSection(SandboxListModel::NetworkColumn, 100);
    header->resizeSection(SandboxListModel::EngineColumn, 110);
    header->setSectionResizeMode(SandboxListModel::CreatedColumn, QHeaderView::ResizeToContents);
    // Usually every sandbox is on the one connected engine; the column is there when wanted.
    header->hideSection(SandboxListModel::EngineColumn);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        for (int column = 0; column < SandboxListModel::ColumnCount; ++column) {
            QAction *toggle = menu->addAction(m_model->headerData(column, Qt::Horizontal).toString());
            toggle->setCheckable(true);
            toggle->setChecked(!header->isSectionHidden(column));
            toggle->setEnabled(column != SandboxListModel::NameColumn);
            connect(toggle, &QAction::toggled, header,
                    [header, column](bool on) { header->setSectionHidden(column, !on); });
        }
        menu->popup(header->viewport()->mapToGlobal(pos));
    });
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({m_startAction, m_stopAction, m_networkMenu->menuAction(), m_destroyAction});
    m_list->setMinimumWidth(300);

    // Before the first sandbox exists, the left side says how to make one instead of showing an
    // empty table.
    auto *placeholder = new QWidget;
    placeholder->setObjectName(QStringLiteral("listPlaceholder"));
    auto *placeholderLayout = new QVBoxLayout(placeholder);
    auto *placeholderText = new QLabel(tr("No sandboxes yet.\nA sandbox is a private copy of a repository in a "
                                          "network-isolated container."));
    placeholderText->setAlignment(Qt::AlignCenter);
    placeholderText->setWordWrap(true);
    placeholderText->setEnabled(false);
    auto *placeholderButton = new QPushButton(m_newAction->icon(), m_newAction->text());
    connect(placeholderButton, &QPushButton::clicked, m_newAction, &QAction::trigger);
    connect(m_newAction, &QAction::changed, placeholderButton,
            [this, placeholderButton] { placeholderButton->setEnabled(m_newAction->isEnabled()); });
    placeholderLayout->addStretch(1);
    placeholderLayout->addWidget(placeholderText);
    placeholderLayout->addWidget(placeholderButton, 0, Qt::AlignHCenter);
    placeholderLayout->addStretch(2);
    auto *listStack = new QStackedWidget;
    listStack->addWidget(placeholder);
    listStack->addWidget(m_list);
    listStack->setMinimumWidth(300);
    auto showListOrPlaceholder = [this, listStack] { listStack->setCurrentIndex(m_model->rowCount() > 0 ? 1 : 0); };
    connect(m_model, &QAbstractItemModel::rowsInserted, listStack, showListOrPlaceholder);
    connect(m_model, &QAbstractItemModel::rowsRemoved, listStack, showListOrPlaceholder);
    connect(m_model, &QAbstractItemModel::modelReset, listStack, showListOrPlaceholder);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::showSelection);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                const QModelIndexList rows = m_list->selectionModel()->selectedRows();
                if (!rows.isEmpty() && rows.first().row() >= topLeft.row() && rows.first().row() <= bottomRight.row())
                    showSelection();
            });
    connect(m_list, &QTableView::doubleClicked, this, [this] { m_commandLineAction->trigger(); });

    m_rightSplitter = new QSplitter(Qt::Vertical);
    m_rightSplitter->setObjectName(QStringLiteral("rightSplitter"));
    m_rightSplitter->addWidget(m_details);
    m_rightSplitter->addWidget(m_commandPanel);
    // The pages below (output, snapshots, network) are where the work is seen; the details scroll.
    m_rightSplitter->setStretchFactor(0, 2);
    m_rightSplitter->setStretchFactor(1, 3);
    m_rightSplitter->setChildrenCollapsible(false);

    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(listStack);
    m_mainSplitter->addWidget(m_rightSplitter);
    m_mainSplitter->setStretchFactor(0, 2);
    m_mainSplitter->setStretchFactor(1, 3);
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->setSizes({560, 720});
    m_rightSplitter->setSizes({300, 460});

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->setSpacing(6);
    layout->addWidget(m_engineBanner);
    layout->addWidget(m_reconcile->orphanBanner());
    layout->addWidget(m_reconcile->reportBanner());
    layout->addWidget(m_imageBanner);
    layout->addWidget(m_teardownBanner);
    layout->addWidget(m_snapshots->crashBanner());
    layout->addWidget(m_mainSplitter, 1);
    setCentralWidget(central);
    setTabOrderChain({m_list, m_commandPanel->commandEdit()});
}

void MainWindow::createStatusBar()
{
    m_createProgress = new TaskProgressWidget;
    m_createProgress->setObjectName(QStringLiteral("createProgress"));
    connect(m_createProgress, &TaskProgressWidget::cancelRequested, m_actions, &SandboxActions::cancelCreate);
    m_imageProgress = new TaskProgressWidget;
    m_imageProgress->setObjectName(QStringLiteral("imageProgress"));
    connect(m_imageProgress, &TaskProgressWidget::cancelRequested, m_controller, &SessionController::cancelImageTask);

    m_engineDot = new QLabel;
    m_engineDot->setObjectName(QStringLiteral("engineDot"));
    m_engineLabel = new QLabel;
    m_engineLabel->setObjectName(QStringLiteral("engineStatus"));
    m_engineLabel->setContentsMargins(0, 0, 6, 0);
    m_engineLabel->setText(tr("Not connected"));
    statusBar()->addPermanentWidget(m_createProgress);
    statusBar()->addPermanentWidget(m_imageProgress);
    statusBar()->addPermanentWidget(m_snapshots->progress());
    statusBar()->addPermanentWidget(m_engineDot);
    statusBar()->addPermanentWidget(m_engineLabel);
}

void MainWindow::connectController()
{
    SessionController *c = m_controller;
    connect(c, &SessionController::engineConnecting, this, &MainWindow::showEngineConnecting);
    connect(c, &SessionController::engineConnected, this, &MainWindow::showEngineConnected);
    connect(c, &SessionController::engineUnavailable, this, &MainWindow::showEngineUnavailable);
    connect(c, &SessionController::storeUnavailable, this, [this](const QString &message) {
        m_engineBanner->showMessage(Banner::Kind::Error, tr("Shadowbox cannot open its database. %1").arg(message));
    });
    connect(c, &SessionController::problem, this,
            [this](const QString &message) { m_engineBanner->showMessage(Banner::Kind::Warning, message); });
    connect(c, &SessionController::dataFolderChecked, this, [this](const QString &summary, bool problems) {
        if (problems)
            m_engineBanner->showMessage(Banner::Kind::Warning, summary);
        else
            statusBar()->showMessage(summary, kMessageTimeoutMs);
    });
    connect(c, &SessionController::sandboxesLoaded, this, [this](const QList<SandboxRecord> &records) {
        const QString selected = selectedSandbox() ? selectedSandbox()->id : QString();
        m_model->setSandboxes(records);
        if (selected.isEmpty() && m_model->rowCount() > 0)
            selectSandbox(m_model->recordAt(0).id);
        updateActions();
    });
    connect(c, &SessionController::sandboxChanged, this, &MainWindow::applySandboxChange);
    connect(c, &SessionController::sandboxRemoved, this, [this](const QString &id) {
        m_model->remove(id);
        m_commandPanel->forgetSandbox(id);
    });
    connect(c, &SessionController::createProgress, this, [this](const QString &, const QString &step, int percent) {
        if (m_actions->isCreating())
            m_createProgress->setProgress(step, percent);
    });
    connect(c, &SessionController::imagesChecked, this, [this](int count) {
        if (count > 0) {
            m_imageBanner->hide();
            return;
        }
        m_imageBanner->showMessage(Banner::Kind::Information,
                                   tr("The engine has no images yet, so no sandbox can start. Shadowbox can build a "
                                      "small starter image offline from this machine's busybox."));
    });
    connect(c, &SessionController::healthCheckStarted, this, [this] {
        updateActions();
        if (checkingEmbeddedEngine())
            statusBar()->showMessage(checkingMessage());
    });
    connect(c, &SessionController::healthChecked, this, [this](const QStringList &fixes, const QString &problem) {
        updateActions();
        if (statusBar()->currentMessage() == checkingMessage())
            statusBar()->clearMessage();
        if (!problem.isEmpty()) {
            m_engineBanner->showMessage(Banner::Kind::Warning,
                                        tr("The engine cannot run containers yet. %1").arg(problem));
            return;
        }
        if (!fixes.isEmpty())
            statusBar()->showMessage(tr("Shadowbox repaired its Podman service: %1").arg(fixes.join(u' ')),
                                     kMessageTimeoutMs);
    });
    connect(c, &SessionController::imageTaskProgress, this, [this](const QString &message, int percent) {
        if (!m_imageProgress->isActive())
            m_imageProgress->begin(message);
        m_imageProgress->setProgress(message, percent);
    });
    connect(c, &SessionController::starterImageFinished, this, [this](const QString &error) {
        m_imageProgress->finish();
        updateActions();
        if (!error.isEmpty()) {
            m_prompter.warn(this, tr("Could Not Build the Starter Image"), error);
            return;
        }
        statusBar()->showMessage(tr("The starter image is ready."), kMessageTimeoutMs);
    });
    connect(c, &SessionController::imagePullFinished, this, [this](const QString &reference, const QString &error) {
        m_imageProgress->finish();
        updateActions();
        if (!error.isEmpty()) {
            m_prompter.warn(this, tr("Could Not Pull the Image"), error);
            return;
        }
        statusBar()->showMessage(tr("%1 is ready.").arg(reference), kMessageTimeoutMs);
    });
}

void MainWindow::readSettings()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("mainWindow"));
    if (const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray(); !geometry.isEmpty())
        restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_mainSplitter->restoreState(settings.value(QStringLiteral("mainSplitter")).toByteArray());
    m_rightSplitter->restoreState(settings.value(QStringLiteral("rightSplitter")).toByteArray());
    // listHeader2: since the Network column; an older layout would give its widths to the wrong columns.
    m_list->horizontalHeader()->restoreState(settings.value(QStringLiteral("listHeader2")).toByteArray());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("mainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("rightSplitter"), m_rightSplitter->saveState());
    settings.setValue(QStringLiteral("listHeader2"), m_list->horizontalHeader()->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Quitting stops the commands that run and undoes a creation under way: ask first.
    QStringList busy;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const SandboxRecord &r = m_model->recordAt(row);
        if (m_commandPanel->isRunning(r.id))
            busy << r.name;
    }
    if (!m_quitConfirmed && (!busy.isEmpty() || m_actions->isCreating())) {
        event->ignore();
        Question q;
        q.title = tr("Quit Shadowbox");
        q.text = busy.isEmpty() ? tr("A sandbox is being created. Quit anyway?")
                                : tr("Commands are still running in: %1. Quit anyway?").arg(busy.join(tr(", ")));
        q.details = tr("Quitting stops the running commands and undoes a creation under way. The sandboxes "
                       "themselves keep running.");
        q.acceptLabel = tr("Stop and Quit");
        q.destructive = true;
        m_prompter.confirm(this, q, [this](bool accepted) {
            if (!accepted)
                return;
            m_quitConfirmed = true;
            close();
        });
        return;
    }
    writeSettings();
    // Let every worker finish promptly: a canceled command is stopped in its sandbox, and the session
    // ends every engine call in flight when it closes, without waiting for the engine.
    m_commandPanel->cancelAll();
    m_actions->cancelCreate();
    m_controller->cancelImageTask();
    event->accept();
}

QString MainWindow::engineStatusText() const
{
    return m_engineLabel->text();
}

std::optional<SandboxRecord> MainWindow::selectedSandbox() const
{
    const QModelIndexList rows = m_list->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->recordAt(rows.first().row());
}

void MainWindow::selectSandbox(const QString &sandboxId)
{
    const int row = m_model->rowOf(sandboxId);
    if (row < 0)
        return;
    m_list->selectRow(row);
    m_list->scrollTo(m_model->index(row, 0));
}

void MainWindow::showSelection()
{
    const std::optional<SandboxRecord> record = selectedSandbox();
    const bool engine = m_controller->engineState() == SessionController::EngineState::Connected;
    m_details->setStateNote(engine ? QString() : tr("last recorded; no engine connected"));
    m_details->setRecord(record);
    m_commandPanel->setSandbox(record);
    m_snapshots->setSandbox(record);
    m_activity->setSandbox(record ? record->id : QString());
    m_network->setSandbox(record);
    showPreviews();
    updateActions();
}

void MainWindow::showPreviews()
{
    if (!m_previews)
        return;
    const std::optional<SandboxRecord> record = selectedSandbox();
    QList<QPair<quint16, QUrl>> shown;
    for (const PreviewActions::Running &preview : m_previews->previews(record ? record->id : QString()))
        shown << qMakePair(preview.port, preview.url);
    m_details->setPreviews(shown);
}

void MainWindow::updateActions()
{
    const bool engine = m_controller->engineState() == SessionController::EngineState::Connected;
    const std::optional<SandboxRecord> r = selectedSandbox();
    const bool idle = r && !m_actions->isBusy(r->id);
    m_newAction->setEnabled(engine && !m_actions->isCreating() && !checkingEmbeddedEngine());
    m_actions->holdBackCreation(checkingEmbeddedEngine() ? checkingMessage() : QString());
    m_startAction->setEnabled(engine && idle &&
                              (r->state == SandboxState::Stopped || r->state == SandboxState::Failed));
    m_stopAction->setEnabled(engine && idle && r->state == SandboxState::Running);
    m_destroyAction->setEnabled(engine && idle && r->state != SandboxState::Creating &&
                                r->state != SandboxState::Destroyed);
    m_reviewAction->setEnabled(engine && idle &&
                               (r->state == SandboxState::Running || r->state == SandboxState::Stopped));
    // Only a sandbox with a gateway has a policy to change; a stopped one takes it when it starts.
    const bool gateway = r && r->networkMode == NetworkMode::Gateway;
    m_networkMenu->setEnabled(engine && idle && gateway &&
                              (r->state == SandboxState::Running || r->state == SandboxState::Stopped));
    m_network->policyButton()->setEnabled(m_networkMenu->isEnabled());
    for (QAction *choice : std::as_const(m_policyActions))
        choice->setChecked(r && NetworkPolicy(choice->data().toInt()) == r->networkPolicy);
    m_starterAction->setEnabled(engine && !m_controller->isImageTaskRunning());
    m_pullAction->setEnabled(engine && !m_controller->isImageTaskRunning());
    m_snapshots->setEngineConnected(engine);
    m_terminals->updateActions(engine);
    m_previews->updateActions(engine);
}

QString MainWindow::checkingMessage()
{
    return tr("Checking that Shadowbox's Podman service can run containers…");
}

bool MainWindow::checkingEmbeddedEngine() const
{
    // The check may restart the service to repair it; a sandbox created meanwhile would fail.
    const SandboxManager *m = m_session.manager();
    return m && m->engine().embedded && m_controller->isCheckingHealth();
}

void MainWindow::applySandboxChange(const SandboxRecord &record)
{
    if (record.state == SandboxState::Destroyed) {
        m_model->remove(record.id);
        m_commandPanel->forgetSandbox(record.id);
        m_previews->stopPreviews(record.id, false);
    } else {
        m_model->upsert(record);
    }
    updateActions();
}

void MainWindow::startSelected()
{
    if (const std::optional<SandboxRecord> r = selectedSandbox())
        m_actions->start(*r);
}

void MainWindow::stopSelected()
{
    if (const std::optional<SandboxRecord> r = selectedSandbox())
        m_actions->stop(*r);
}

ReviewWindow *MainWindow::reviewSelected()
{
    const std::optional<SandboxRecord> r = selectedSandbox();
    if (!r || !m_reviewAction->isEnabled())
        return nullptr;
    // One review window per sandbox: asking again brings it forward.
    for (ReviewWindow *open : findChildren<ReviewWindow *>()) {
        if (open->review().sandbox.id == r->id || open->objectName() == QStringLiteral("review-") + r->id) {
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    auto *window = new ReviewWindow(m_session, *r, this);
    window->setObjectName(QStringLiteral("review-") + r->id);
    window->setWindowFlag(Qt::Window);
    window->show();
    return window;
}

void MainWindow::destroySelected()
{
    const std::optional<SandboxRecord> r = selectedSandbox();
    if (r && m_destroyAction->isEnabled())
        m_actions->destroy(*r);
}

void MainWindow::connectSandboxActions()
{
    SandboxActions *a = m_actions;
    connect(a, &SandboxActions::busyChanged, this, &MainWindow::updateActions);
    connect(a, &SandboxActions::createStarted, this, [this] { m_createProgress->begin(tr("Creating the sandbox…")); });
    connect(a, &SandboxActions::createFinished, m_createProgress, &TaskProgressWidget::finish);
    connect(a, &SandboxActions::sandboxCreated, this, [this](const SandboxRecord &record) {
        m_model->upsert(record);
        selectSandbox(record.id);
        m_commandPanel->commandEdit()->setFocus();
    });
    connect(a, &SandboxActions::sandboxUpdated, this, &MainWindow::applySandboxChange);
    connect(a, &SandboxActions::sandboxLeaving, m_commandPanel, &CommandPanel::forgetSandbox);
    connect(a, &SandboxActions::sandboxDestroyed, m_model, &SandboxListModel::remove);
    connect(
        a, &SandboxActions::teardownReported, this, [this](const QString &name, const QStringList &report, bool clean) {
            m_teardownBanner->showMessage(clean ? Banner::Kind::Information : Banner::Kind::Warning,
                                          tr("Destroyed \"%1\". %2").arg(name, report.constLast()), report.join(u'\n'));
        });
    connect(a, &SandboxActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(a, &SandboxActions::clearStatus, statusBar(), &QStatusBar::clearMessage);
    connect(m_snapshots, &SnapshotControls::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_snapshots, &SnapshotControls::forkRequested, a, &SandboxActions::fork);
}

void MainWindow::runDoctor()
{
    auto *dialog = new DoctorDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DoctorDialog::reportReady, this, [this](const DoctorReport &report) {
        if (report.engine && m_controller->engineState() != SessionController::EngineState::Connected)
            m_controller->open(); // the doctor found (or repaired) an engine: use it
    });
    dialog->watch(m_controller->runDoctor());
    dialog->show();
}

void MainWindow::openSettings()
{
    auto *dialog = new EngineSettingsDialog(m_session.pool(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &EngineSettingsDialog::engineSettingChanged, m_controller, &SessionController::reconnect);
    dialog->open();
}

void MainWindow::pullImage()
{
    if (!m_session.manager() || m_controller->isImageTaskRunning())
        return;
    auto *ask = new QInputDialog(this);
    ask->setObjectName(QStringLiteral("pullImageDialog"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("Pull Image"));
    ask->setLabelText(tr("Image to pull from its registry (for example debian:bookworm or ghcr.io/owner/name:tag):"));
    ask->setOkButtonText(tr("Pull"));
    connect(ask, &QInputDialog::textValueSelected, this, [this](const QString &text) {
        const QString reference = text.trimmed();
        if (reference.isEmpty() || !m_session.manager())
            return;
        m_imageProgress->begin(tr("Pulling %1…").arg(reference));
        m_controller->pullImage(reference);
        updateActions();
    });
    ask->open();
}

void MainWindow::buildStarterImage()
{
    if (!m_session.manager() || m_controller->isImageTaskRunning())
        return;
    m_imageBanner->hide();
    m_imageProgress->begin(tr("Building the starter image…"));
    m_controller->buildStarterImage();
    updateActions();
}

QString MainWindow::aboutText() const
{
    QString engine;
    if (const SandboxManager *m = m_session.manager();
        m && m_controller->engineState() == SessionController::EngineState::Connected)
        engine = tr("%1 at %2, API %3%4")
                     .arg(m->engine().info.displayName(), m->engine().info.endpoint, m->engine().info.apiVersion,
                          m->engine().embedded ? tr(" (Shadowbox's own Podman service)") : QString());
    else
        engine = tr("none connected");
    return tr("Shadowbox %1\n\nDisposable, network-isolated sandboxes for prototyping with coding agents.\n\n"
              "Licence: MIT (see LICENSE)\nEngine: %2\nBuilt with Qt %3, running on Qt %4.")
        .arg(QStringLiteral(SHADOWBOX_VERSION), engine, QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(qVersion()));
}

void MainWindow::about()
{
    m_prompter.inform(this, tr("About Shadowbox"), aboutText());
}

void MainWindow::setEngineDot(SandboxState look)
{
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_engineDot->setPixmap(stateIcon(look).pixmap(size, size));
}

void MainWindow::showEngineConnecting(const QString &message)
{
    setEngineDot(SandboxState::Creating);
    m_engineLabel->setText(tr("Connecting…"));
    m_engineLabel->setStyleSheet({});
    m_engineLabel->setToolTip(message);
    statusBar()->showMessage(message);
    m_engineBanner->hide();
    // Also when switching engines: the details and the console stop offering what needs one.
    showSelection();
}

void MainWindow::showEngineConnected(const EngineInfo &info)
{
    const QString endpoint = fontMetrics().elidedText(info.endpoint, Qt::ElideMiddle, 320);
    setEngineDot(SandboxState::Running);
    m_engineLabel->setText(tr("%1 · %2").arg(info.displayName(), endpoint));
    m_engineLabel->setToolTip(tr("%1 at %2, API %3").arg(info.displayName(), info.endpoint, info.apiVersion));
    m_engineLabel->setStyleSheet({});
    statusBar()->showMessage(tr("Connected to %1.").arg(info.displayName()), kMessageTimeoutMs);
    m_engineBanner->hide();
    showSelection();
}

void MainWindow::showEngineUnavailable(const QString &message)
{
    setEngineDot(SandboxState::Failed);
    m_engineLabel->setText(tr("No engine"));
    m_engineLabel->setToolTip(message);
    m_engineLabel->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;").arg(stateColor(SandboxState::Failed).name()));
    statusBar()->clearMessage();
    m_engineBanner->showMessage(
        Banner::Kind::Error,
        tr("No container engine is available, so sandboxes cannot be created, started or used. %1").arg(message));
    showSelection();
}

} // namespace shadowbox
