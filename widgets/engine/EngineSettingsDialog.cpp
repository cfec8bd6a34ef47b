#include "engine/EngineSettingsDialog.h"

#include "common/StateAppearance.h"
#include "common/TabOrder.h"
#include "engine/EngineCandidateModel.h"
#include "runtime/EngineClient.h"
#include "runtime/EngineConnector.h"
#include "runtime/PodmanService.h"
#include "session/EngineSetting.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace shadowbox {

namespace {
// What the first worker finds: the addresses to probe and whether the embedded fallback exists.
// Both touch the file system, so neither is looked up on the GUI thread.
struct Discovery {
    QList<EngineCandidate> candidates;
    QString podmanProgram;
};

QLabel *wrappedLabel(const QString &text = {})
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    return label;
}
} // namespace

EngineSettingsDialog::EngineSettingsDialog(QThreadPool *pool, QWidget *parent)
    : QDialog(parent)
    , m_pool(pool)
    , m_environment(DiscoveryEnvironment::fromSystem(QString()))
    , m_model(new EngineCandidateModel(this))
    , m_choices(new QButtonGroup(this))
    , m_automatic(new QRadioButton(tr("Find an engine &automatically (recommended)")))
    , m_embedded(new QRadioButton(tr("Always use Shadowbox's own &Podman service")))
    , m_address(new QRadioButton(tr("Use this a&ddress:")))
    , m_addressEdit(new QLineEdit)
    , m_addressProblem(wrappedLabel())
    , m_overrideNote(wrappedLabel())
    , m_probeStatus(new QLabel)
    , m_fallbackNote(wrappedLabel())
    , m_refresh(new QPushButton(tr("&Refresh")))
    , m_view(new QTableView)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("engineSettingsDialog"));

    m_automatic->setObjectName(QStringLiteral("automaticRadio"));
    m_automatic->setToolTip(tr("Try the addresses listed below in order and use the first that answers; if none "
                               "does, start Shadowbox's own Podman service."));
    m_embedded->setObjectName(QStringLiteral("embeddedRadio"));
    m_embedded->setToolTip(tr("Run `podman system service` on a private socket, with Shadowbox's own settings, and "
                              "stop it when Shadowbox exits."));
    m_address->setObjectName(QStringLiteral("addressRadio"));
    m_choices->addButton(m_automatic);
    m_choices->addButton(m_embedded);
    m_choices->addButton(m_address);

    m_addressEdit->setObjectName(QStringLiteral("addressEdit"));
    m_addressEdit->setPlaceholderText(tr("unix:///run/podman/podman.sock or tcp://host:2375"));
    m_addressEdit->setClearButtonEnabled(true);
    m_addressProblem->setObjectName(QStringLiteral("addressProblem"));
    m_addressProblem->setStyleSheet(QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()));
    m_addressProblem->hide();
    m_overrideNote->setObjectName(QStringLiteral("environmentNote"));
    m_overrideNote->setFrameShape(QFrame::StyledPanel);
    m_overrideNote->setMargin(6);
    m_overrideNote->hide();

    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_address);
    addressRow->addWidget(m_addressEdit, 1);
    auto *engineBox = new QGroupBox(tr("Container engine"));
    auto *engineLayout = new QVBoxLayout(engineBox);
    engineLayout->addWidget(m_automatic);
    engineLayout->addWidget(m_embedded);
    engineLayout->addLayout(addressRow);
    engineLayout->addWidget(m_addressProblem);

    m_probeStatus->setObjectName(QStringLiteral("probeStatus"));
    m_refresh->setObjectName(QStringLiteral("refreshButton"));
    m_refresh->setAutoDefault(false);
    m_refresh->setToolTip(tr("Look for engines again and ask each one whether it answers"));
    auto *candidatesHeader = new QHBoxLayout;
    candidatesHeader->addWidget(new QLabel(tr("Automatic discovery tries these addresses, in order:")), 1);
    candidatesHeader->addWidget(m_probeStatus);
    candidatesHeader->addWidget(m_refresh);

    m_view->setObjectName(QStringLiteral("candidatesView"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    // The error sentences are the point of the list: rows grow to show them whole.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_view->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(EngineCandidateModel::AddressColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(EngineCandidateModel::SourceColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EngineCandidateModel::StatusColumn, QHeaderView::Stretch);
    header->resizeSection(EngineCandidateModel::AddressColumn, 340);
    m_fallbackNote->setObjectName(QStringLiteral("fallbackNote"));
    m_fallbackNote->setEnabled(false);

    m_buttons->setObjectName(QStringLiteral("buttons"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_overrideNote);
    layout->addWidget(engineBox);
    layout->addSpacing(6);
    layout->addLayout(candidatesHeader);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_fallbackNote);
    layout->addWidget(m_buttons);
    setTabOrderChain({m_automatic, m_embedded, m_address, m_addressEdit, m_refresh, m_buttons});
    resize(900, 480);

    connect(m_choices, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *button, bool checked) {
        updateState();
        if (button == m_address && checked)
            m_addressEdit->setFocus();
    });
    connect(m_addressEdit, &QLineEdit::textChanged, this, &EngineSettingsDialog::updateState);
    connect(m_refresh, &QPushButton::clicked, this, &EngineSettingsDialog::refreshCandidates);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EngineSettingsDialog::reject);

    m_initialSetting = savedEngineSetting();
    setSetting(m_initialSetting);
    setEnvironmentOverride(engineEnvironmentOverride());
    refreshCandidates();
}

void EngineSettingsDialog::setSetting(const QString &setting)
{
    const QString value = setting.trimmed();
    if (value.isEmpty()) {
        m_automatic->setChecked(true);
    } else if (value == QLatin1String(kEmbeddedEngineSetting)) {
        m_embedded->setChecked(true);
    } else {
        m_address->setChecked(true);
        m_addressEdit->setText(value);
    }
    updateState();
}

QString EngineSettingsDialog::setting() const
{
    if (m_embedded->isChecked())
        return QString::fromLatin1(kEmbeddedEngineSetting);
    if (m_address->isChecked())
        return m_addressEdit->text().trimmed();
    return {};
}

QString EngineSettingsDialog::problem() const
{
    if (!m_address->isChecked())
        return {};
    if (m_addressEdit->text().trimmed().isEmpty())
        return tr("Enter the address of an engine's API, for example unix:///run/podman/podman.sock.");
    const Result<EngineEndpoint> endpoint = EngineEndpoint::parse(m_addressEdit->text());
    return endpoint ? QString() : endpoint.error().message;
}

void EngineSettingsDialog::setEnvironmentOverride(const QString &value)
{
    m_override = value.trimmed();
    m_overrideNote->setText(tr("SHADOWBOX_ENGINE is set to %1 in Shadowbox's environment. It overrides this "
                               "setting, so the choice below cannot be changed while it is set.")
                                .arg(m_override));
    m_overrideNote->setVisible(!m_override.isEmpty());
    updateState();
}

void EngineSettingsDialog::updateState()
{
    const bool choosable = m_override.isEmpty();
    for (QAbstractButton *button : m_choices->buttons())
        button->setEnabled(choosable);
    m_addressEdit->setEnabled(choosable && m_address->isChecked());

    const QString why = problem();
    // An empty address only gets the hint in the placeholder; a wrong one says what is wrong.
    const bool showProblem = !why.isEmpty() && !m_addressEdit->text().trimmed().isEmpty();
    m_addressProblem->setText(why);
    m_addressProblem->setVisible(showProblem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(why);
}

void EngineSettingsDialog::setDiscoveryEnvironment(const DiscoveryEnvironment &env)
{
    m_environment = env;
    refreshCandidates();
}

void EngineSettingsDialog::refreshCandidates()
{
    // Results of an earlier round that arrive late are dropped by comparing the generation.
    const quint64 generation = ++m_probeGeneration;
    m_discovering = true;
    m_model->clear();
    updateProbeStatus();
    const DiscoveryEnvironment env = m_environment;
    QThreadPool *pool = m_pool;
    QtConcurrent::run(pool, [env] {
        return Discovery{discoverEngineCandidates(env), PodmanService::podmanProgram()};
    }).then(this, [this, generation, pool](const Discovery &found) {
        if (generation != m_probeGeneration)
            return;
        m_discovering = false;
        m_model->setCandidates(found.candidates);
        m_fallbackNote->setText(found.podmanProgram.isEmpty()
                                    ? tr("Podman is not installed, so if none of these answers there is no engine.")
                                    : tr("If none of these answers, Shadowbox starts its own Podman service (%1).")
                                          .arg(found.podmanProgram));
        // Every address is asked at once, each on its own worker, so one that hangs until its
        // timeout does not hold up the others.
        for (int row = 0; row < found.candidates.size(); ++row) {
            const EngineEndpoint endpoint = found.candidates.at(row).endpoint;
            QtConcurrent::run(pool, [endpoint] {
                return probeEngine(endpoint);
            }).then(this, [this, generation, row](const Result<EngineInfo> &answer) {
                if (generation != m_probeGeneration)
                    return;
                m_model->setProbeResult(row, answer);
                updateProbeStatus();
            });
        }
        updateProbeStatus();
    });
}

bool EngineSettingsDialog::isProbing() const
{
    return m_discovering || m_model->isProbing();
}

void EngineSettingsDialog::updateProbeStatus()
{
    m_refresh->setEnabled(!isProbing());
    if (isProbing()) {
        m_probeStatus->setText(tr("Probing…"));
        return;
    }
    int answering = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, 0).data(EngineCandidateModel::AnswersRole).toBool())
            ++answering;
    }
    // Worded around the numbers so that it reads well in every language without plural forms.
    m_probeStatus->setText(m_model->rowCount() == 0
                               ? tr("No engine address found on this machine.")
                               : tr("Answering: %1 of %2").arg(answering).arg(m_model->rowCount()));
}

void EngineSettingsDialog::accept()
{
    if (!problem().isEmpty())
        return;
    const QString chosen = setting();
    // While SHADOWBOX_ENGINE overrides the choice there is nothing to save or to switch to.
    if (m_override.isEmpty() && chosen != m_initialSetting) {
        saveEngineSetting(chosen);
        m_initialSetting = chosen;
        Q_EMIT engineSettingChanged(chosen);
    }
    QDialog::accept();
}

} // namespace shadowbox
