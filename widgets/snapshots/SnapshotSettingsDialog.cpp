#include "snapshots/SnapshotSettingsDialog.h"

#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshot/Snapshotter.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shadowbox {

SnapshotSettingsDialog::SnapshotSettingsDialog(Session &session, const SandboxRecord &sandbox, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_sandbox(sandbox)
    , m_keep(new QSpinBox)
    , m_excluded(new QPlainTextEdit)
    , m_addFolder(new QPushButton(tr("Add Folder…")))
    , m_status(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("snapshotSettingsDialog"));
    setWindowTitle(tr("Snapshot Settings of %1").arg(sandbox.name));
    m_keep->setObjectName(QStringLiteral("snapshotKeep"));
    m_keep->setRange(1, SnapshotPolicy::kMaxKeep);
    m_keep->setValue(SnapshotPolicy::kDefaultKeep);
    m_keep->setSuffix(tr(" automatic snapshots"));
    m_keep->setToolTip(tr("Older automatic snapshots are forgotten, with what only they used. Labelled and manual "
                          "snapshots and the latest known good one are always kept."));
    m_excluded->setObjectName(QStringLiteral("snapshotExcluded"));
    m_excluded->setPlaceholderText(tr("node_modules\n.cache/pip"));
    m_excluded->setTabChangesFocus(true);
    m_excluded->setToolTip(tr("One path per line, relative to the workspace: a file, or a folder with everything in "
                              "it. Snapshots leave them out and a restore leaves them as they are."));
    m_addFolder->setToolTip(tr("Choose a folder of the workspace to leave out."));
    m_status->setObjectName(QStringLiteral("snapshotSettingsStatus"));
    m_status->setWordWrap(true);

    auto *note = new QLabel(tr("Leaving out a heavy folder that the sandbox can make again (dependencies, build "
                               "output, caches) makes snapshots faster and smaller. Snapshots already taken keep what "
                               "they hold."));
    note->setWordWrap(true);
    note->setEnabled(false);
    auto *excludedRow = new QVBoxLayout;
    excludedRow->addWidget(m_excluded);
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_addFolder);
    addRow->addStretch(1);
    excludedRow->addLayout(addRow);
    auto *form = new QFormLayout;
    form->addRow(tr("&Keep the newest:"), m_keep);
    auto *excludedLabel = new QLabel(tr("&Leave out:"));
    excludedLabel->setBuddy(m_excluded);
    form->addRow(excludedLabel, excludedRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(560, 420);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &SnapshotSettingsDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_addFolder, &QPushButton::clicked, this, &SnapshotSettingsDialog::addFolder);

    SandboxManager *manager = m_session.manager();
    if (!manager) {
        setBusy(true, tr("The engine is not connected: the settings cannot be read now."));
        return;
    }
    setBusy(true, tr("Reading the settings…"));
    manager->snapshotPolicy(sandbox.id).then(this, [this](const Result<SnapshotPolicy> &policy) {
        if (!policy) {
            m_status->setText(policy.error().message);
            m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(true);
            return;
        }
        m_keep->setValue(policy->keepAutomatic);
        m_excluded->setPlainText(policy->excluded.join(u'\n'));
        setBusy(false);
        Q_EMIT loaded();
    });
}

QString SnapshotSettingsDialog::problem() const
{
    return m_status->text();
}

SnapshotPolicy SnapshotSettingsDialog::wanted() const
{
    SnapshotPolicy policy;
    policy.keepAutomatic = m_keep->value();
    for (const QString &line : m_excluded->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        if (const QString path = line.trimmed(); !path.isEmpty())
            policy.excluded << path;
    }
    return policy;
}

void SnapshotSettingsDialog::setBusy(bool busy, const QString &status)
{
    m_keep->setEnabled(!busy);
    m_excluded->setEnabled(!busy);
    m_addFolder->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!busy);
    m_status->setText(status);
}

void SnapshotSettingsDialog::save()
{
    // Checked here first, so that a path that cannot be used is named at once.
    auto checked = Snapshotter::checkPolicy(wanted());
    if (!checked) {
        m_status->setText(checked.error().message);
        Q_EMIT refused(checked.error().message);
        return;
    }
    SandboxManager *manager = m_session.manager();
    if (!manager) {
        m_status->setText(tr("The engine is not connected: the settings cannot be saved now."));
        return;
    }
    setBusy(true, tr("Saving… (waits for a snapshot under way to finish)"));
    manager->setSnapshotPolicy(m_sandbox.id, *checked).then(this, [this](const Result<SnapshotPolicy> &saved) {
        if (!saved) {
            setBusy(false, saved.error().message);
            Q_EMIT refused(saved.error().message);
            return;
        }
        Q_EMIT this->saved(*saved);
        accept();
    });
}

void SnapshotSettingsDialog::addFolder()
{
    auto *dialog = new QFileDialog(this, tr("Folder to Leave Out"), m_sandbox.workspace);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &folder) {
        const QString relative = QDir(m_sandbox.workspace).relativeFilePath(folder);
        if (relative.isEmpty() || relative == QLatin1String(".") || relative.startsWith(QLatin1String(".."))) {
            m_status->setText(tr("%1 is not inside the sandbox's workspace %2.").arg(folder, m_sandbox.workspace));
            return;
        }
        m_excluded->appendPlainText(relative);
    });
    dialog->open();
}

} // namespace shadowbox
