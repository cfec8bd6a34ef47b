#include "sandbox/NewSandboxDialog.h"

#include "common/StateAppearance.h"
#include "common/TabOrder.h"
#include "runtime/ImageReference.h"
#include "runtime/StarterImage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
const QString kLastRepositoryKey = QStringLiteral("newSandbox/lastRepository");
const QString kLastImageKey = QStringLiteral("newSandbox/lastImage");
constexpr qint64 kMiB = 1024 * 1024;
constexpr qint64 kGiB = 1024 * kMiB;
} // namespace

NewSandboxDialog::NewSandboxDialog(QWidget *parent)
    : QDialog(parent)
    , m_repository(new QLineEdit)
    , m_image(new QComboBox)
    , m_name(new QLineEdit)
    , m_network(new QComboBox)
    , m_memory(new QSpinBox)
    , m_cpus(new QDoubleSpinBox)
    , m_pids(new QSpinBox)
    , m_stopTimeout(new QSpinBox)
    , m_history(new QSpinBox)
    , m_workspaceLimit(new QDoubleSpinBox)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("New Sandbox"));
    setObjectName(QStringLiteral("newSandboxDialog"));

    m_repository->setObjectName(QStringLiteral("repositoryEdit"));
    m_repository->setPlaceholderText(tr("A folder inside a git repository"));
    m_repository->setClearButtonEnabled(true);
    auto *browse = new QPushButton(tr("Browse…"));
    browse->setObjectName(QStringLiteral("browseButton"));
    browse->setAutoDefault(false);
    auto *repositoryRow = new QHBoxLayout;
    repositoryRow->addWidget(m_repository, 1);
    repositoryRow->addWidget(browse);

    m_image->setObjectName(QStringLiteral("imageCombo"));
    m_image->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_image->setMinimumContentsLength(28);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("Optional: derived from the repository folder"));
    // Both modes keep the sandbox to its own loopback; the gateway answers the hosts it mocks.
    m_network->setObjectName(QStringLiteral("networkCombo"));
    m_network->addItem(tr("Mocked hosts only (gateway)"), int(NetworkMode::Gateway));
    m_network->addItem(tr("None (nothing answers)"), int(NetworkMode::None));
    m_network->setToolTip(tr("Either way the sandbox sees only its own loopback, with no route to the host or the "
                             "internet. With the gateway, the hosts you mock answer (over HTTP and HTTPS that the "
                             "sandbox trusts); every other name fails to resolve."));

    // The sandbox's own /workspace/.git: the whole history, or the last commits of a huge one.
    m_history->setObjectName(QStringLiteral("historySpin"));
    m_history->setRange(0, 1'000'000);
    m_history->setSpecialValueText(tr("All of it"));
    m_history->setSuffix(tr(" commits"));
    m_history->setValue(0);
    m_history->setToolTip(tr("How much of the repository's history /workspace/.git holds, counted from HEAD. All "
                             "of it is copied quickly; for a very large history, keep only the last commits."));

    auto *source = new QGroupBox(tr("Sandbox"));
    auto *form = new QFormLayout(source);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Repository:"), repositoryRow);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Ne&twork:"), m_network);
    form->addRow(tr("&History:"), m_history);
    // The repository row is a layout; give its label a buddy so the mnemonic reaches the edit.
    if (auto *label = qobject_cast<QLabel *>(form->itemAt(0, QFormLayout::LabelRole)->widget()))
        label->setBuddy(m_repository);

    const SandboxLimits defaults;
    m_memory->setObjectName(QStringLiteral("memorySpin"));
    m_memory->setRange(64, 1024 * 1024);
    m_memory->setSingleStep(256);
    m_memory->setSuffix(tr(" MiB"));
    m_memory->setValue(int(defaults.memoryBytes / kMiB));
    m_memory->setToolTip(tr("Memory limit of the sandbox container"));
    m_cpus->setObjectName(QStringLiteral("cpuSpin"));
    m_cpus->setRange(0.1, 512);
    m_cpus->setDecimals(1);
    m_cpus->setSingleStep(0.5);
    m_cpus->setValue(defaults.cpus);
    m_cpus->setToolTip(tr("How many CPUs the sandbox may use at once"));
    m_pids->setObjectName(QStringLiteral("pidsSpin"));
    m_pids->setRange(16, 4'194'304);
    m_pids->setSingleStep(256);
    m_pids->setValue(defaults.pids);
    m_pids->setToolTip(tr("Maximum number of processes inside the sandbox"));
    m_stopTimeout->setObjectName(QStringLiteral("stopTimeoutSpin"));
    m_stopTimeout->setRange(0, 3600);
    m_stopTimeout->setSuffix(tr(" s"));
    m_stopTimeout->setValue(defaults.stopTimeoutSeconds);
    m_stopTimeout->setToolTip(tr("How long Stop waits for the sandbox to exit before killing it"));

    m_workspaceLimit->setObjectName(QStringLiteral("workspaceLimitSpin"));
    m_workspaceLimit->setRange(0, 16 * 1024);
    m_workspaceLimit->setDecimals(1);
    m_workspaceLimit->setSingleStep(1);
    m_workspaceLimit->setSuffix(tr(" GiB"));
    m_workspaceLimit->setSpecialValueText(tr("Automatic"));
    m_workspaceLimit->setValue(double(defaults.workspaceBytes) / double(kGiB));
    m_workspaceLimit->setToolTip(tr("What the sandbox's workspace may take on the disk. Automatic: 10 GiB, or less "
                                    "when the disk holding Shadowbox's data has less room."));

    auto *limits = new QGroupBox(tr("Limits"));
    auto *limitsForm = new QFormLayout(limits);
    limitsForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (QAbstractSpinBox *spin :
         {static_cast<QAbstractSpinBox *>(m_memory), static_cast<QAbstractSpinBox *>(m_cpus),
          static_cast<QAbstractSpinBox *>(m_pids), static_cast<QAbstractSpinBox *>(m_stopTimeout),
          static_cast<QAbstractSpinBox *>(m_workspaceLimit)})
        spin->setMinimumWidth(140);
    limitsForm->addRow(tr("&Memory:"), m_memory);
    limitsForm->addRow(tr("&CPUs:"), m_cpus);
    limitsForm->addRow(tr("&Processes:"), m_pids);
    limitsForm->addRow(tr("&Stop timeout:"), m_stopTimeout);
    limitsForm->addRow(tr("&Workspace:"), m_workspaceLimit);

    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()));

    m_buttons->setObjectName(QStringLiteral("buttons"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(source);
    layout->addWidget(limits);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    setTabOrderChain({m_repository, browse, m_image, m_name, m_network, m_history, m_memory, m_cpus, m_pids,
                      m_stopTimeout, m_workspaceLimit, m_buttons});

    connect(browse, &QPushButton::clicked, this, &NewSandboxDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewSandboxDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NewSandboxDialog::reject);
    connect(m_repository, &QLineEdit::textChanged, this, &NewSandboxDialog::updateState);
    connect(m_name, &QLineEdit::textChanged, this, &NewSandboxDialog::updateState);
    connect(m_image, &QComboBox::currentIndexChanged, this, &NewSandboxDialog::updateState);

    m_image->addItem(tr("Loading images…"));
    m_image->setEnabled(false);
    m_repository->setText(QSettings().value(kLastRepositoryKey).toString());
    setMinimumWidth(560);
    updateState();
}

void NewSandboxDialog::loadImages(QFuture<Result<QList<ImageInfo>>> images)
{
    images.then(this, [this](const Result<QList<ImageInfo>> &result) { setImages(result); });
}

bool NewSandboxDialog::isStarterImage(const QString &tag)
{
    const QString reference = starter::reference();
    return tag == reference || tag.endsWith(u'/' + reference);
}

void NewSandboxDialog::setImages(const Result<QList<ImageInfo>> &images)
{
    m_image->clear();
    m_imagesLoaded = true;
    m_imagesError.clear();
    if (!images) {
        m_image->addItem(tr("No images available"));
        m_image->setEnabled(false);
        m_image->setToolTip(images.error().message);
        m_imagesError = images.error().message;
        updateState();
        return;
    }
    QStringList tags;
    for (const ImageInfo &image : *images) {
        for (const QString &tag : image.tags) {
            if (!tag.contains(QLatin1String("<none>")) && !tags.contains(tag))
                tags << tag;
        }
    }
    tags.sort(Qt::CaseInsensitive);
    if (tags.isEmpty()) {
        m_image->addItem(tr("No images: build the starter image first"));
        m_image->setEnabled(false);
        updateState();
        return;
    }
    m_image->setEnabled(true);
    m_image->setToolTip({});
    for (const QString &tag : std::as_const(tags))
        m_image->addItem(tag, tag);

    const QString last = QSettings().value(kLastImageKey).toString();
    int preferred = m_image->findData(last);
    for (int i = 0; preferred < 0 && i < tags.size(); ++i) {
        if (isStarterImage(tags.at(i)))
            preferred = i;
    }
    m_image->setCurrentIndex(qMax(0, preferred));
    updateState();
}

void NewSandboxDialog::setRepository(const QString &path)
{
    m_repository->setText(QDir::toNativeSeparators(path));
}

void NewSandboxDialog::browse()
{
    const QString start = m_repository->text().isEmpty() ? QDir::homePath() : m_repository->text();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Repository"), start);
    if (!dir.isEmpty())
        setRepository(dir);
}

CreateRequest NewSandboxDialog::request() const
{
    CreateRequest r;
    r.repository = QDir::cleanPath(QDir::fromNativeSeparators(m_repository->text().trimmed()));
    if (r.repository.startsWith(QLatin1String("~/")))
        r.repository = QDir::homePath() + r.repository.mid(1);
    r.image = m_image->currentData().toString();
    r.name = m_name->text().trimmed();
    r.networkMode = NetworkMode(m_network->currentData().toInt());
    r.limits.memoryBytes = qint64(m_memory->value()) * kMiB;
    r.limits.cpus = m_cpus->value();
    r.limits.pids = m_pids->value();
    r.limits.stopTimeoutSeconds = m_stopTimeout->value();
    r.limits.workspaceBytes = qint64(m_workspaceLimit->value() * double(kGiB)); // 0: automatic
    r.historyDepth = m_history->value();
    return r;
}

void NewSandboxDialog::setHeldBack(const QString &why)
{
    m_heldBack = why;
    updateState();
}

QString NewSandboxDialog::problem() const
{
    if (!m_heldBack.isEmpty())
        return m_heldBack;
    const CreateRequest r = request();
    if (m_repository->text().trimmed().isEmpty())
        return tr("Choose the repository to copy into the sandbox.");
    if (!QFileInfo(r.repository).isDir())
        return tr("The folder \"%1\" does not exist.").arg(r.repository);
    if (!r.name.isEmpty()) {
        if (QString why = SandboxManager::validateName(r.name); !why.isEmpty())
            return why;
    }
    if (!m_imagesLoaded)
        return tr("Waiting for the engine's list of images…");
    if (!m_imagesError.isEmpty())
        return m_imagesError;
    if (r.image.isEmpty())
        return tr("The engine has no images. Close this dialog and use Engine ▸ Build Starter Image first.");
    if (QString why = ImageReference::problem(r.image); !why.isEmpty())
        return why;
    return r.limits.check();
}

void NewSandboxDialog::updateState()
{
    const QString why = problem();
    // An empty form or a list still loading is not an error worth showing in red.
    const bool quiet = m_heldBack.isEmpty() && (m_repository->text().trimmed().isEmpty() || !m_imagesLoaded);
    m_problem->setText(quiet ? QString() : why);
    m_problem->setVisible(!m_problem->text().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void NewSandboxDialog::accept()
{
    if (!problem().isEmpty())
        return;
    const CreateRequest r = request();
    QSettings settings;
    settings.setValue(kLastRepositoryKey, r.repository);
    settings.setValue(kLastImageKey, r.image);
    QDialog::accept();
}

} // namespace shadowbox
