#include "review/ApplyDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace shadowbox {

ApplyDialog::ApplyDialog(const ReviewChanges &changes, const Selection &selection, const QString &defaultBranch,
                         const QString &defaultMessage, QWidget *parent)
    : QDialog(parent)
    , m_branch(new QRadioButton(tr("As a new &branch (parent: the baseline commit)")))
    , m_worktree(new QRadioButton(tr("Into the &working tree, merged onto what changed there since")))
    , m_patch(new QRadioButton(tr("As a &patch file that git am accepts")))
    , m_branchName(new QLineEdit(defaultBranch))
    , m_message(new QPlainTextEdit(defaultMessage))
    , m_conflicts(new QCheckBox(tr("Write conflicts with markers instead of refusing")))
    , m_patchPath(new QLineEdit)
    , m_flagged(new QListWidget)
    , m_problem(new QLabel)
{
    setWindowTitle(tr("Apply Approved Changes"));
    setObjectName(QStringLiteral("applyDialog"));
    m_branch->setObjectName(QStringLiteral("applyBranch"));
    m_worktree->setObjectName(QStringLiteral("applyWorktree"));
    m_patch->setObjectName(QStringLiteral("applyPatch"));
    m_branchName->setObjectName(QStringLiteral("applyBranchName"));
    m_message->setObjectName(QStringLiteral("applyMessage"));
    m_patchPath->setObjectName(QStringLiteral("applyPatchPath"));
    m_branch->setChecked(true);
    m_message->setTabChangesFocus(true);
    m_message->setMaximumHeight(90);
    m_problem->setObjectName(QStringLiteral("applyProblem"));
    m_problem->setWordWrap(true);

    int files = int(selection.files.size());
    // Two numbers, two plurals: each is counted on its own.
    auto *summary = new QLabel(tr("%1 and %2 will be applied.")
                                   .arg(tr("%n file(s)", nullptr, files), tr("%n hunk(s)", nullptr, selection.hunks)));
    summary->setObjectName(QStringLiteral("applySummary"));
    summary->setWordWrap(true);

    // Approved files that are flagged (not forbidden) can be included one by one.
    for (const LeftOut &l : selection.leftOut) {
        const qsizetype i = changes.indexOf(l.path);
        if (i < 0 || changes.files.at(i).forbidden())
            continue;
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(QFile::decodeName(l.path), l.reason), m_flagged);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setData(Qt::UserRole, l.path);
    }
    int forbidden = 0;
    for (const LeftOut &l : selection.leftOut) {
        const qsizetype i = changes.indexOf(l.path);
        forbidden += i >= 0 && changes.files.at(i).forbidden();
    }

    auto *browse = new QPushButton(tr("Browse…"));
    auto *patchRow = new QHBoxLayout;
    patchRow->addWidget(m_patchPath, 1);
    patchRow->addWidget(browse);
    auto *target = new QGroupBox(tr("Where to"));
    auto *form = new QFormLayout;
    form->addRow(tr("Branch name:"), m_branchName);
    form->addRow(tr("Commit message:"), m_message);
    auto *targetLayout = new QVBoxLayout(target);
    targetLayout->addWidget(m_branch);
    targetLayout->addLayout(form);
    targetLayout->addWidget(m_worktree);
    targetLayout->addWidget(m_conflicts);
    targetLayout->addWidget(m_patch);
    targetLayout->addLayout(patchRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    apply->setObjectName(QStringLiteral("applyButton"));
    apply->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(target);
    if (m_flagged->count() > 0) {
        layout->addWidget(new QLabel(tr("Approved but flagged (left out unless ticked):")));
        layout->addWidget(m_flagged);
    } else {
        m_flagged->hide();
    }
    if (forbidden > 0) {
        auto *never = new QLabel(tr(
            "%n approved file(s) would write into .git or through a link and are never applied.", nullptr, forbidden));
        never->setWordWrap(true);
        layout->addWidget(never);
    }
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Write the patch to"), m_patchPath->text(),
                                                          tr("Patches (*.patch *.mbox);;All files (*)"));
        if (!file.isEmpty()) {
            m_patchPath->setText(file);
            m_patch->setChecked(true);
        }
    });
    for (QRadioButton *b : {m_branch, m_worktree, m_patch})
        connect(b, &QRadioButton::toggled, this, &ApplyDialog::updateState);
    connect(m_branchName, &QLineEdit::textChanged, this, &ApplyDialog::updateState);
    connect(m_patchPath, &QLineEdit::textChanged, this, &ApplyDialog::updateState);
    updateState();
}

void ApplyDialog::updateState()
{
    m_branchName->setEnabled(m_branch->isChecked());
    m_message->setEnabled(m_branch->isChecked() || m_patch->isChecked());
    m_conflicts->setEnabled(m_worktree->isChecked());
    m_patchPath->setEnabled(m_patch->isChecked());
    QString problem;
    if (m_branch->isChecked() && m_branchName->text().trimmed().isEmpty())
        problem = tr("Name the new branch.");
    else if (m_branch->isChecked() && m_branchName->text().contains(u' '))
        problem = tr("A branch name has no spaces.");
    else if (m_patch->isChecked() && m_patchPath->text().trimmed().isEmpty())
        problem = tr("Choose where to write the patch.");
    m_problem->setText(problem);
    if (auto *box = findChild<QDialogButtonBox *>()) {
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
                b->setEnabled(problem.isEmpty());
    }
}

ApplyOptions ApplyDialog::options() const
{
    ApplyOptions o;
    if (m_worktree->isChecked()) {
        o.target = ApplyOptions::Target::Worktree;
        o.writeConflicts = m_conflicts->isChecked();
    } else if (m_patch->isChecked()) {
        o.target = ApplyOptions::Target::Patch;
        o.patchPath = m_patchPath->text().trimmed();
    } else {
        o.branch = m_branchName->text().trimmed();
    }
    o.message = m_message->toPlainText();
    return o;
}

QSet<QByteArray> ApplyDialog::includedFlagged() const
{
    QSet<QByteArray> out;
    for (int i = 0; i < m_flagged->count(); ++i)
        if (m_flagged->item(i)->checkState() == Qt::Checked)
            out.insert(m_flagged->item(i)->data(Qt::UserRole).toByteArray());
    return out;
}

} // namespace shadowbox
