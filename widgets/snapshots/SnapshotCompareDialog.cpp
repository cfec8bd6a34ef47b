#include "snapshots/SnapshotCompareDialog.h"

#include "core/Formatting.h"

#include "common/DiffView.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshots/SnapshotDifferenceModel.h"
#include "snapshots/SnapshotTimelineModel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QSplitter>
#include <QVBoxLayout>

namespace shadowbox {

SnapshotCompareDialog::SnapshotCompareDialog(Session &session, const SandboxRecord &sandbox,
                                             const QList<SnapshotRecord> &snapshots, qint64 from, qint64 to,
                                             QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_sandbox(sandbox)
    , m_from(new QComboBox)
    , m_to(new QComboBox)
    , m_summary(new QLabel)
    , m_model(new SnapshotDifferenceModel(this))
    , m_files(new QListView)
    , m_diff(new DiffView)
{
    setWindowTitle(tr("Compare Snapshots of \"%1\"").arg(sandbox.name));
    for (const SnapshotRecord &s : snapshots) {
        const QString text =
            tr("%1 — %2 — %3").arg(s.id).arg(Format::time(s.createdAt), SnapshotTimelineModel::describe(s));
        m_from->addItem(text, s.id);
        m_to->addItem(text, s.id);
    }
    m_from->setObjectName(QStringLiteral("compareFrom"));
    m_to->setObjectName(QStringLiteral("compareTo"));
    m_from->setCurrentIndex(qMax(0, m_from->findData(from)));
    m_to->setCurrentIndex(qMax(0, m_to->findData(to)));
    m_files->setObjectName(QStringLiteral("compareFiles"));
    m_files->setModel(m_model);
    m_files->setUniformItemSizes(true);
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_diff->setMessage(tr("Select a file to see how it changed."));

    auto *form = new QFormLayout;
    form->addRow(tr("From:"), m_from);
    form->addRow(tr("To:"), m_to);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_files);
    split->addWidget(m_diff);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(1000, 640);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_from, &QComboBox::currentIndexChanged, this, &SnapshotCompareDialog::compare);
    connect(m_to, &QComboBox::currentIndexChanged, this, &SnapshotCompareDialog::compare);
    connect(m_files->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showFile(current.row()); });
    compare();
}

qint64 SnapshotCompareDialog::chosen(const QComboBox *box) const
{
    return box->currentData().toLongLong();
}

QString SnapshotCompareDialog::summary() const
{
    return m_summary->text();
}

void SnapshotCompareDialog::compare()
{
    SandboxManager *manager = m_session.manager();
    m_model->clear();
    m_diff->setMessage(tr("Select a file to see how it changed."));
    if (!manager)
        return;
    const quint64 request = ++m_request;
    const qint64 from = chosen(m_from);
    const qint64 to = chosen(m_to);
    m_summary->setText(tr("Comparing snapshot %1 with snapshot %2…").arg(from).arg(to));
    manager->compareSnapshots(m_sandbox.id, from, to)
        .then(this, [this, request, from, to](const Result<QList<SnapshotDifference>> &differences) {
            if (request != m_request)
                return;
            if (!differences) {
                m_summary->setText(differences.error().message);
            } else {
                m_model->setDifferences(*differences);
                m_summary->setText(differences->isEmpty()
                                       ? tr("The workspace is the same in snapshots %1 and %2.").arg(from).arg(to)
                                       : tr("Files that differ from snapshot %1 to snapshot %2: %3.")
                                             .arg(from)
                                             .arg(to)
                                             .arg(differences->size()));
                if (!differences->isEmpty())
                    m_files->setCurrentIndex(m_model->index(0));
            }
            Q_EMIT differencesLoaded();
        });
}

void SnapshotCompareDialog::showFile(int row)
{
    SandboxManager *manager = m_session.manager();
    if (!manager || row < 0 || row >= m_model->rowCount())
        return;
    const SnapshotDifference difference = m_model->differenceAt(row);
    if (difference.kind == SnapshotDifference::Kind::ModeChanged) {
        m_diff->setMessage(tr("Only the permissions of this file changed."));
        Q_EMIT diffShown();
        return;
    }
    if (difference.binary) {
        m_diff->setMessage(tr("This file is binary; its bytes differ."));
        Q_EMIT diffShown();
        return;
    }
    const quint64 request = ++m_request;
    manager->snapshotFileDiff(m_sandbox.id, chosen(m_from), chosen(m_to), difference.path)
        .then(this, [this, request](const Result<QByteArray> &diff) {
            if (request != m_request)
                return;
            if (!diff)
                m_diff->setMessage(diff.error().message);
            else if (diff->isEmpty())
                m_diff->setMessage(tr("No line of this file differs (a link or a folder changed)."));
            else
                m_diff->setDiff(*diff);
            Q_EMIT diffShown();
        });
}

} // namespace shadowbox
