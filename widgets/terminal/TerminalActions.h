#pragma once

#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace shadowbox {

class CommandPanel;
class Prompter;
class Session;

// An agent that runs inside a sandbox, in a terminal of its own.
struct AgentPreset {
    QString name;     // "Claude Code"
    QString command;  // the shell command that starts it, in /workspace
    QString modelApi; // the host it needs to reach ("api.anthropic.com"); empty for a custom command
};

// Sandbox ▸ Open Terminal and Sandbox ▸ Run Agent: terminal tabs in the selected sandbox, a login
// shell or an agent's own command. Agents inside need their model's API; while a sandbox has no
// network, Run Agent says so first and points to the MCP route, which needs none.
class TerminalActions : public QObject {
    Q_OBJECT
public:
    using SelectedSandbox = std::function<std::optional<SandboxRecord>()>;
    TerminalActions(Session &session, Prompter &prompter, CommandPanel &panel, SelectedSandbox selected,
                    QWidget *window);

    static QList<AgentPreset> presets();
    // What to run to let an agent on the host work in this sandbox through MCP.
    static QString mcpSetup(const SandboxRecord &sandbox);

    QAction *openAction() const { return m_open; }
    QAction *closeAction() const { return m_close; }
    QMenu *agentMenu() const { return m_agents; }
    void updateActions(bool engineConnected);

    // Opens a terminal tab running `command` (empty: the login shell) in the selected sandbox.
    void openTerminal(const QStringList &command = {});
    void runAgent(const AgentPreset &preset);

private:
    void chooseCustomCommand();

    Session &m_session;
    Prompter &m_prompter;
    CommandPanel &m_panel;
    SelectedSandbox m_selected;
    QWidget *m_window;
    QAction *m_open;
    QAction *m_close;
    QMenu *m_agents;
};

} // namespace shadowbox
