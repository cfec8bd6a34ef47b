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
    QString name;        // "Claude Code"
    QString command;     // the shell command that starts it, in /workspace
    QString modelApi;    // the host it needs to reach ("api.anthropic.com"); empty for a custom command
    QString allowPreset; // the allowlist preset that lets it reach its model API (AllowList::presets)
};

// Sandbox ▸ Open Terminal and Sandbox ▸ Run Agent: terminal tabs in the selected sandbox, a login
// shell or an agent's own command. Agents inside need their model's API: when the sandbox's gateway
// does not let it through, Run Agent offers to switch on the agent's allowlist preset (and nothing
// else); a sandbox with no network at all is told so, with the MCP route, which needs none.
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
    // Whether the sandbox's network lets the agent reach its model API now.
    static bool reachesModelApi(const SandboxRecord &sandbox, const AgentPreset &preset);

Q_SIGNALS:
    // The agent's preset was switched on: the sandbox as it is now.
    void sandboxUpdated(const shadowbox::SandboxRecord &record);
    void statusMessage(const QString &text, int timeoutMs);

private:
    void chooseCustomCommand();
    void openTerminalIn(const SandboxRecord &sandbox, const QStringList &command);
    void allowAndRun(const SandboxRecord &sandbox, const AgentPreset &preset, const QStringList &command);

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
