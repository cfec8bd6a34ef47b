#pragma once

#include "core/CallOptions.h"
#include "sandbox/SandboxManager.h"

#include <QMainWindow>
#include <QSet>

#include <optional>

class QAction;
class QMenu;
class QLabel;
class QSplitter;
class QTableView;

namespace shadowbox {

class ActivityPanel;
class NetworkPanel;
class PreviewActions;
class TerminalActions;

class Banner;
class CommandPanel;
class Prompter;
class ReconcileBanners;
class SandboxDetailsPanel;
class SandboxActions;
class SandboxListModel;
class ReviewWindow;
class Session;
class SessionController;
class SnapshotControls;
class TaskProgressWidget;

// The main window assembles the panels (sandbox list, details, command console), the actions
// that act on the selected sandbox, the banners and the status bar. The session's connection and
// reconciliation live in SessionController; the window only shows their outcome.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `session` and `prompter` must outlive the window.
    MainWindow(Session &session, Prompter &prompter, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens the session in the background; call once, after show(). Never blocks.
    void startSession();

    SessionController *controller() const { return m_controller; }
    SandboxListModel *sandboxModel() const { return m_model; }
    SandboxActions *sandboxActions() const { return m_actions; }
    QTableView *sandboxView() const { return m_list; }
    SandboxDetailsPanel *detailsPanel() const { return m_details; }
    CommandPanel *commandPanel() const { return m_commandPanel; }
    ActivityPanel *activityPanel() const { return m_activity; }
    NetworkPanel *networkPanel() const { return m_network; }
    TerminalActions *terminalActions() const { return m_terminals; }
    PreviewActions *previewActions() const { return m_previews; }
    SnapshotControls *snapshotControls() const { return m_snapshots; }
    QString engineStatusText() const;
    // Version, licence and the engine in use, as About shows them.
    QString aboutText() const;
    // The status line while Shadowbox's own Podman service is checked (New Sandbox waits for it).
    static QString checkingMessage();

    std::optional<SandboxRecord> selectedSandbox() const;
    void selectSandbox(const QString &sandboxId);
    // Opens (or brings forward) the review of the selected sandbox; nullptr when it has none.
    ReviewWindow *reviewSelected();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createPanels();
    void createActions();
    void createMenus();
    void createToolBar();
    void createCentralWidget();
    void createStatusBar();
    void connectController();
    void readSettings();
    void writeSettings() const;

    void showSelection();
    void showPreviews();
    void updateActions();
    // A health check of Shadowbox's own Podman service is running (it may restart the service).
    bool checkingEmbeddedEngine() const;
    void applySandboxChange(const SandboxRecord &record);

    void connectSandboxActions();
    void startSelected();
    void stopSelected();
    void destroySelected();
    void runDoctor();
    void openSettings();
    void buildStarterImage();
    void pullImage();
    void about();

    void setEngineDot(SandboxState look);
    void showEngineConnecting(const QString &message);
    void showEngineConnected(const EngineInfo &info);
    void showEngineUnavailable(const QString &message);

    Session &m_session;
    Prompter &m_prompter;
    SessionController *m_controller;
    SandboxListModel *m_model;
    SandboxActions *m_actions;

    QTableView *m_list = nullptr;
    ActivityPanel *m_activity = nullptr;
    NetworkPanel *m_network = nullptr;
    TerminalActions *m_terminals = nullptr;
    PreviewActions *m_previews = nullptr;
    SandboxDetailsPanel *m_details = nullptr;
    CommandPanel *m_commandPanel = nullptr;
    SnapshotControls *m_snapshots = nullptr;
    ReconcileBanners *m_reconcile = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    Banner *m_engineBanner = nullptr;
    Banner *m_imageBanner = nullptr;
    Banner *m_teardownBanner = nullptr;
    QLabel *m_engineDot = nullptr;
    QLabel *m_engineLabel = nullptr;
    TaskProgressWidget *m_createProgress = nullptr;
    TaskProgressWidget *m_imageProgress = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_destroyAction = nullptr;
    QMenu *m_networkMenu = nullptr;
    QList<QAction *> m_policyActions;
    QAction *m_refreshAction = nullptr;
    QAction *m_commandLineAction = nullptr;
    QAction *m_reviewAction = nullptr;
    QAction *m_doctorAction = nullptr;
    QAction *m_starterAction = nullptr;
    QAction *m_pullAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;

    bool m_quitConfirmed = false;
};

} // namespace shadowbox
