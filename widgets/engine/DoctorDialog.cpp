#include "engine/DoctorDialog.h"

#include "engine/DoctorCheckModel.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shadowbox {

DoctorDialog::DoctorDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new DoctorCheckModel(this))
    , m_summary(new QLabel)
    , m_busy(new QProgressBar)
    , m_view(new QTableView)
    , m_fixes(new QLabel)
    , m_copy(new QPushButton(tr("&Copy Report")))
{
    setWindowTitle(tr("Engine Doctor"));
    setObjectName(QStringLiteral("doctorDialog"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Checking the engine: it answers, it has an image, and it can run a container…"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumHeight(12);
    m_busy->setTextVisible(false);

    m_view->setObjectName(QStringLiteral("checksView"));
    m_view->setModel(m_model);
    m_view->setWordWrap(true);
    m_view->setShowGrid(false);
    m_view->verticalHeader()->hide();
    // Rows grow to show the whole sentence: the details and fixes are the point of this dialog.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(DoctorCheckModel::CheckColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(DoctorCheckModel::DetailColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(DoctorCheckModel::FixColumn, QHeaderView::Interactive);
    m_view->horizontalHeader()->resizeSection(DoctorCheckModel::FixColumn, 220);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);

    m_fixes->setWordWrap(true);
    m_fixes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fixes->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    m_copy->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(reportText()); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_busy);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_fixes);
    layout->addWidget(buttons);
    resize(900, 360);
}

void DoctorDialog::watch(QFuture<DoctorReport> report)
{
    report.then(this, [this](const DoctorReport &r) { setReport(r); });
}

void DoctorDialog::setReport(const DoctorReport &report)
{
    m_busy->hide();
    m_model->setChecks(report.checks);
    const bool anyFix = std::any_of(report.checks.cbegin(), report.checks.cend(),
                                    [](const DoctorCheck &c) { return !DoctorCheckModel::fixText(c).isEmpty(); });
    m_view->setColumnHidden(DoctorCheckModel::FixColumn, !anyFix);
    m_summary->setText(report.ok() ? tr("All checks passed: sandboxes can run on this engine.")
                                   : tr("Some checks failed. Each row says what was found and how to fix it."));
    if (!report.appliedFixes.isEmpty()) {
        m_fixes->setText(tr("Applied automatically: %1").arg(report.appliedFixes.join(u' ')));
        m_fixes->show();
    }
    m_copy->setEnabled(true);
    Q_EMIT reportReady(report);
}

QString DoctorDialog::reportText() const
{
    QStringList lines;
    for (const DoctorCheck &check : m_model->checks()) {
        lines << QStringLiteral("[%1] %2: %3").arg(check.ok ? tr("ok") : tr("FAIL"), check.name, check.detail);
        if (const QString fix = DoctorCheckModel::fixText(check); !fix.isEmpty())
            lines << QStringLiteral("      %1").arg(tr("fix: %1").arg(fix));
    }
    return lines.join(u'\n');
}

} // namespace shadowbox
