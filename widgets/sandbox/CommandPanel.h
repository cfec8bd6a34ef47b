#pragma once

#include "core/CallOptions.h"
#include "sandbox/ConsoleText.h"
#include "sandbox/SandboxManager.h"

#include <QTimer>
#include <QWidget>

#include <map>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace shadowbox {
class TerminalTab;
}
class QTextDocument;
class QTreeView;

namespace shadowbox {

class HistoryLineEdit;
class RunHistoryModel;
class RunHistoryView;
class Session;

// Runs commands in the selected sandbox and shows their output as it arrives. Each sandbox keeps
// its own console (output, running command, status line), so switching the selection never mixes
// outputs; a command keeps running while another sandbox is shown.
class CommandPanel : public QWidget {
    Q_OBJECT
public:
    explicit CommandPanel(Session &session, QWidget *parent = nullptr);
    ~CommandPanel() override;

    // The sandbox whose console is shown, or none; called again when its state changes.
    void setSandbox(const std::optional<SandboxRecord> &record);
    // The sandbox is gone: cancel its command and drop its console.
    void forgetSandbox(const QString &sandboxId);
    void cancelAll();
    bool isRunning(const QString &sandboxId) const;
    bool hasRunningCommands() const;

    QString outputText() const;
    QString statusText() const;
    HistoryLineEdit *commandEdit() const { return m_command; }
    RunHistoryModel *historyModel() const;
    RunHistoryView *historyView() const { return m_history; }
    // Writes the text shown (the console, or in History the selected command's output) to `path`.
    Status saveShownOutput(const QString &path) const;
    bool findNext(bool backwards);
    void clearOutput();
    // Another page beside Output and History (the snapshot timeline, the activity log).
    void addPage(QWidget *page, const QString &title);
    // Shows run `runId` of the current sandbox in History, with what it printed.
    void showRun(qint64 runId);
    // A terminal as a tab of its own, shown at once: closable, titled by its program, closed by
    // itself when its program ends with 0. Deleting the tab ends the program.
    void addTerminal(TerminalTab *terminal);
    QList<TerminalTab *> terminals() const;
    // Closes the terminal tab shown, if one is; false otherwise.
    bool closeCurrentTerminal();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

public Q_SLOTS:
    void run();
    void cancel();

Q_SIGNALS:
    void runFinished(const QString &sandboxId, const shadowbox::RunRecord &run);

private:
    struct Console;
    struct Chunk;

    Console &console(const QString &sandboxId);
    Console *currentConsole() const;
    void drain();
    void drainConsole(Console &console);
    void finishRun(const QString &sandboxId, const void *runTag, const Result<RunRecord> &result);
    void appendText(Console &console, const QString &text, ConsoleTextKind kind);
    QList<QAction *> createOutputActions();
    QPlainTextEdit *shownText() const;
    void askWhereToSave();
    void setStatus(Console &console, const QString &text, bool error);
    void showConsole();
    void updateState();
    void loadHistory(qint64 selectRun = 0);

    Session &m_session;
    std::optional<SandboxRecord> m_record;
    std::map<QString, std::unique_ptr<Console>> m_consoles;
    QTimer m_drainTimer;

    QLabel *m_hint;
    HistoryLineEdit *m_command;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_output;
    QTextDocument *m_emptyDocument;
    RunHistoryView *m_history;
    QLabel *m_trimmedNote;
    QLineEdit *m_find;
    QAction *m_saveAction = nullptr;
    QAction *m_clearAction = nullptr;
    QLabel *m_status;
};

} // namespace shadowbox
