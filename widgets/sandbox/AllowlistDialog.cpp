#include "sandbox/AllowlistDialog.h"

#include "common/StateAppearance.h"
#include "gateway/AllowList.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
const QLatin1String kRecordWord(" record");

// A line of the hosts editor: a rule, with " record" after it for a host that is recorded.
Result<AllowRule> ruleOfLine(const QString &line)
{
    QString text = line.trimmed();
    const bool record = text.endsWith(kRecordWord);
    if (record)
        text.chop(kRecordWord.size());
    auto rule = AllowList::parseRule(text);
    if (rule && record) {
        if (rule->host.startsWith(QLatin1String("*.")))
            return Error::make(Error::Kind::InvalidInput,
                               AllowlistDialog::tr("Recording names one host, not every name under a domain."));
        rule->record = true;
    }
    return rule;
}
} // namespace

AllowlistDialog::AllowlistDialog(const SandboxRecord &record, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("allowlistDialog"));
    setWindowTitle(tr("Allowlist of \"%1\"").arg(record.name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Under the allowlist policy these hosts pass through to the network; mocked hosts "
           "still answer from their stubs and every other host is refused. HTTPS that passes "
           "is not decrypted on the way, unless the host is recorded (the gateway answers it, and keeps what it "
           "answered to make stubs of)."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *presetsLabel = new QLabel(tr("&Presets:"), this);
    layout->addWidget(presetsLabel);
    m_presets = new QListWidget(this);
    m_presets->setObjectName(QStringLiteral("allowlistPresets"));
    presetsLabel->setBuddy(m_presets);
    m_before = record.networkAllow;
    QSet<QString> presetsOn;
    for (const AllowRule &rule : record.networkAllow) {
        if (!rule.preset.isEmpty())
            presetsOn.insert(rule.preset);
    }
    for (const AllowList::Preset &preset : AllowList::presets()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(preset.name, preset.description), m_presets);
        QStringList hosts;
        for (const AllowRule &rule : preset.rules)
            hosts << rule.text();
        item->setToolTip(hosts.join(u'\n'));
        item->setData(Qt::UserRole, preset.name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(presetsOn.contains(preset.name) ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(m_presets);

    auto *hostsLabel = new QLabel(tr("Other &hosts, one a line (pypi.org, pypi.org:443, *.example.com); "
                                     "\"api.example.com record\" records what passes, to make stubs of:"),
                                  this);
    hostsLabel->setWordWrap(true);
    layout->addWidget(hostsLabel);
    m_hosts = new QPlainTextEdit(this);
    m_hosts->setObjectName(QStringLiteral("allowlistHosts"));
    m_hosts->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_hosts->setTabChangesFocus(true);
    hostsLabel->setBuddy(m_hosts);
    QStringList own;
    for (const AllowRule &rule : record.networkAllow) {
        if (rule.preset.isEmpty())
            own << rule.text() + (rule.record ? QString(kRecordWord) : QString());
    }
    m_hosts->setPlainText(own.join(u'\n'));
    layout->addWidget(m_hosts);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("allowlistProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()));
    layout->addWidget(m_problem);

    m_usePolicy = new QCheckBox(
        tr("&Use the allowlist policy now (it is %1)").arg(networkPolicyName(record.networkPolicy)), this);
    m_usePolicy->setObjectName(QStringLiteral("allowlistUsePolicy"));
    m_usePolicy->setChecked(record.networkPolicy != NetworkPolicy::Allowlist);
    m_usePolicy->setVisible(record.networkPolicy != NetworkPolicy::Allowlist);
    layout->addWidget(m_usePolicy);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_hosts, &QPlainTextEdit::textChanged, this, &AllowlistDialog::validate);
    validate();
    resize(560, 520);
}

QList<AllowRule> AllowlistDialog::rules() const
{
    QList<AllowRule> rules;
    for (int i = 0; i < m_presets->count(); ++i) {
        const QListWidgetItem *item = m_presets->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        for (AllowRule rule : AllowList::preset(item->data(Qt::UserRole).toString())->rules) {
            // A preset's host recorded (shadowbox network record) stays recorded.
            rule.record = std::any_of(m_before.cbegin(), m_before.cend(), [&](const AllowRule &r) {
                return r.record && r.preset == rule.preset && r.host == rule.host && r.port == rule.port;
            });
            rules << rule;
        }
    }
    const QStringList lines = m_hosts->toPlainText().split(u'\n');
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        if (auto rule = ruleOfLine(line))
            rules << *rule;
    }
    return AllowList::edited({}, rules, {});
}

bool AllowlistDialog::usePolicy() const
{
    // isHidden, not isVisible: the dialog is hidden already when it says it was accepted.
    return !m_usePolicy->isHidden() && m_usePolicy->isChecked();
}

QString AllowlistDialog::problem() const
{
    const QStringList lines = m_hosts->toPlainText().split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        if (auto rule = ruleOfLine(lines[i]); !rule)
            return tr("Line %1: %2").arg(i + 1).arg(rule.errorMessage());
    }
    return {};
}

void AllowlistDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace shadowbox
