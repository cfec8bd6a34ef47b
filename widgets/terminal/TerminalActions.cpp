#include "terminal/TerminalActions.h"

#include "common/Icons.h"
#include "common/Prompter.h"
#include "sandbox/CommandPanel.h"
#include "terminal/TerminalTab.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>

namespace shadowbox {

TerminalActions::TerminalActions(Session &session, Prompter &prompter, CommandPanel &panel, SelectedSandbox selected,
                                 QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_prompter(prompter)
    , m_panel(panel)
    , m_selected(std::move(selected))
    , m_window(window)
    , m_open(new QAction(appIcon(QStringLiteral("utilities-terminal")), tr("&Open Terminal"), this))
    , m_close(new QAction(tr("Close Terminal"), this))
    , m_agents(new QMenu(tr("Run &Agent"), window))
{
    m_open->setObjectName(QStringLiteral("openTerminalAction"));
    m_open->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
    m_open->setStatusTip(tr("Open an interactive shell in the selected sandbox, in /workspace"));
    connect(m_open, &QAction::triggered, this, [this] { openTerminal(); });
    m_close->setObjectName(QStringLiteral("closeTerminalAction"));
    m_close->setShortcut(QKeySequence(tr("Ctrl+Shift+W")));
    m_close->setStatusTip(tr("Close the terminal shown; its program ends"));
    connect(m_close, &QAction::triggered, this, [this] { m_panel.closeCurrentTerminal(); });

    m_agents->setObjectName(QStringLiteral("runAgentMenu"));
    for (const AgentPreset &preset : presets()) {
        QAction *action = m_agents->addAction(preset.name);
        action->setStatusTip(tr("Run %1 in a terminal in the selected sandbox").arg(preset.name));
        connect(action, &QAction::triggered, this, [this, preset] { runAgent(preset); });
    }
    m_agents->addSeparator();
    QAction *custom = m_agents->addAction(tr("Custom Command…"));
    custom->setObjectName(QStringLiteral("runCustomAgentAction"));
    connect(custom, &QAction::triggered, this, &TerminalActions::chooseCustomCommand);
}

QList<AgentPreset> TerminalActions::presets()
{
    return {
        {QStringLiteral("Claude Code"), QStringLiteral("claude"), QStringLiteral("api.anthropic.com")},
        {QStringLiteral("Codex"), QStringLiteral("codex"), QStringLiteral("api.openai.com")},
        {QStringLiteral("aider"), QStringLiteral("aider"), tr("your model provider's API")},
    };
}

QString TerminalActions::mcpSetup(const SandboxRecord &sandbox)
{
    return QStringLiteral("claude mcp add shadowbox -- shadowbox mcp --sandbox %1").arg(sandbox.name);
}

void TerminalActions::updateActions(bool engineConnected)
{
    const std::optional<SandboxRecord> r = m_selected();
    const bool running = engineConnected && r && r->state == SandboxState::Running;
    m_open->setEnabled(running);
    m_agents->setEnabled(running);
}

void TerminalActions::openTerminal(const QStringList &command)
{
    const std::optional<SandboxRecord> r = m_selected();
    if (!r || r->state != SandboxState::Running)
        return;
    TerminalOptions options;
    options.command = command;
    options.origin = kOriginWindow;
    m_panel.addTerminal(new TerminalTab(m_session, *r, options));
}

void TerminalActions::runAgent(const AgentPreset &preset)
{
    const std::optional<SandboxRecord> r = m_selected();
    if (!r || r->state != SandboxState::Running)
        return;
    const QStringList command{QStringLiteral("/bin/sh"), QStringLiteral("-lc"),
                              QStringLiteral("cd /workspace && %1").arg(preset.command)};
    if (r->networkMode == NetworkMode::Internal) {
        openTerminal(command);
        return;
    }
    // The sandbox has no network: an agent inside starts, then cannot reach its model. Say so, and
    // offer the route that needs no network: the agent on the host, working through MCP.
    Question question;
    question.title = tr("Run %1").arg(preset.name);
    question.text =
        tr("%1 runs inside the sandbox and needs to reach %2, but sandbox \"%3\" has no network at all, so it "
           "will start and then fail to answer.\n\nTo let an agent work in this sandbox now, run it on your "
           "computer and connect it through MCP: every command and file change still happens only inside the "
           "sandbox. The command is under Show Details.")
            .arg(preset.name, preset.modelApi, r->name);
    question.details =
        tr("Claude Code:\n  %1\n\nOther agents: add an MCP server that runs\n  shadowbox mcp --sandbox %2")
            .arg(mcpSetup(*r), r->name);
    question.acceptLabel = tr("Open Terminal Anyway");
    m_prompter.confirm(m_window, question, [this, command](bool accepted) {
        if (accepted)
            openTerminal(command);
    });
}

void TerminalActions::chooseCustomCommand()
{
    const std::optional<SandboxRecord> r = m_selected();
    if (!r || r->state != SandboxState::Running)
        return;
    auto *dialog = new QInputDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Run Agent"));
    dialog->setLabelText(tr("Command to run in a terminal in /workspace of \"%1\":").arg(r->name));
    dialog->setOkButtonText(tr("Run"));
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString &text) {
        if (!text.trimmed().isEmpty())
            openTerminal(
                {QStringLiteral("/bin/sh"), QStringLiteral("-lc"), QStringLiteral("cd /workspace && ") + text});
    });
    dialog->open();
}

} // namespace shadowbox
