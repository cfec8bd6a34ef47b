#include "terminal/TerminalActions.h"

#include "common/Icons.h"
#include "common/Prompter.h"
#include "gateway/AllowList.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
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
        {QStringLiteral("Claude Code"), QStringLiteral("claude"), QStringLiteral("api.anthropic.com"),
         QStringLiteral("claude")},
        {QStringLiteral("Codex"), QStringLiteral("codex"), QStringLiteral("api.openai.com"), QStringLiteral("codex")},
        {QStringLiteral("aider"), QStringLiteral("aider"), tr("your model provider's API"), QStringLiteral("aider")},
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
    openTerminalIn(*r, command);
}

void TerminalActions::openTerminalIn(const SandboxRecord &sandbox, const QStringList &command)
{
    TerminalOptions options;
    options.command = command;
    options.origin = kOriginWindow;
    m_panel.addTerminal(new TerminalTab(m_session, sandbox, options));
}

bool TerminalActions::reachesModelApi(const SandboxRecord &sandbox, const AgentPreset &preset)
{
    if (sandbox.networkMode != NetworkMode::Gateway)
        return sandbox.networkMode == NetworkMode::Internal;
    if (sandbox.networkPolicy == NetworkPolicy::Open)
        return true;
    if (sandbox.networkPolicy != NetworkPolicy::Allowlist)
        return false;
    const AllowList::Preset *wanted = AllowList::preset(preset.allowPreset);
    if (!wanted)
        return false;
    // Every rule of the preset, as the preset has it (a rule the user removed since is missing).
    for (const AllowRule &rule : wanted->rules) {
        bool found = false;
        for (const AllowRule &have : sandbox.networkAllow)
            found = found || (have.host == rule.host && (have.port == 0 || have.port == rule.port));
        if (!found)
            return false;
    }
    return true;
}

void TerminalActions::allowAndRun(const SandboxRecord &sandbox, const AgentPreset &preset, const QStringList &command)
{
    SandboxManager *manager = m_session.manager();
    const AllowList::Preset *wanted = AllowList::preset(preset.allowPreset);
    if (!manager || !wanted)
        return;
    Q_EMIT statusMessage(tr("Letting %1 reach %2 from \"%3\"…").arg(preset.name, preset.modelApi, sandbox.name), 0);
    manager->changeNetworkPolicy(sandbox.id, NetworkPolicy::Allowlist, wanted->rules, {})
        .then(this, [this, preset, command](const Result<SandboxRecord> &changed) {
            Q_EMIT statusMessage(QString(), 1);
            if (!changed) {
                m_prompter.warn(m_window, tr("Could Not Let %1 Through").arg(preset.name), changed.error().message);
                return;
            }
            Q_EMIT sandboxUpdated(*changed);
            if (changed->state == SandboxState::Running)
                openTerminalIn(*changed, command);
        });
}

void TerminalActions::runAgent(const AgentPreset &preset)
{
    const std::optional<SandboxRecord> r = m_selected();
    if (!r || r->state != SandboxState::Running)
        return;
    const QStringList command{QStringLiteral("/bin/sh"), QStringLiteral("-lc"),
                              QStringLiteral("cd /workspace && %1").arg(preset.command)};
    if (reachesModelApi(*r, preset)) {
        openTerminalIn(*r, command);
        return;
    }
    if (const AllowList::Preset *wanted = AllowList::preset(preset.allowPreset);
        wanted && r->networkMode == NetworkMode::Gateway) {
        // Its gateway answers mocks only (or refuses everything): offer the agent's own preset.
        QStringList hosts;
        for (const AllowRule &rule : wanted->rules)
            hosts << rule.text();
        Question question;
        question.title = tr("Run %1").arg(preset.name);
        question.text =
            tr("%1 runs inside the sandbox and needs to reach %2, which sandbox \"%3\" does not let "
               "through now (network: %4).\n\nLet %1's model API through? The sandbox then uses the "
               "allowlist with the %5 preset: those hosts pass, every other host stays mocked or refused, "
               "and Network Policy changes it back.")
                .arg(preset.name, preset.modelApi, r->name, networkPolicyName(r->networkPolicy), wanted->name);
        question.details = tr("Let through: %1\n\nOr run the agent on your computer and connect it through MCP "
                              "(every command still runs only in the sandbox):\n  %2")
                               .arg(hosts.join(QStringLiteral(", ")), mcpSetup(*r));
        question.acceptLabel = tr("Let It Through and Run");
        m_prompter.confirm(m_window, question, [this, sandbox = *r, preset, command](bool accepted) {
            if (accepted)
                allowAndRun(sandbox, preset, command);
        });
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
