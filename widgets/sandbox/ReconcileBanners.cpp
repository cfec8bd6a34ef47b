#include "sandbox/ReconcileBanners.h"

#include "SessionController.h"
#include "common/Banner.h"
#include "common/Prompter.h"

#include <QPushButton>

namespace shadowbox {

namespace {
// A banner is one or two lines; the rest is a click away.
constexpr int kOrphansShown = 3;
constexpr int kSentencesShown = 3;
} // namespace

ReconcileBanners::ReconcileBanners(SessionController &controller, Prompter &prompter, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_prompter(prompter)
    , m_window(window)
    , m_orphanBanner(new Banner(window))
    , m_reportBanner(new Banner(window))
{
    m_orphanBanner->setObjectName(QStringLiteral("orphanBanner"));
    m_cleanUp = m_orphanBanner->addButton(tr("Clean Up"));
    m_cleanUp->setObjectName(QStringLiteral("cleanUpButton"));
    connect(m_cleanUp, &QPushButton::clicked, this, &ReconcileBanners::cleanUp);
    QPushButton *orphanDetails = m_orphanBanner->addButton(tr("Details…"));
    orphanDetails->setObjectName(QStringLiteral("orphanDetailsButton"));
    connect(orphanDetails, &QPushButton::clicked, this,
            [this] { m_prompter.inform(m_window, tr("Left Behind by Earlier Sessions"), m_orphanBanner->details()); });
    connect(&m_controller, &SessionController::orphansCleaned, this, &ReconcileBanners::showCleaned);

    m_reportBanner->setObjectName(QStringLiteral("reconcileBanner"));
    QPushButton *details = m_reportBanner->addButton(tr("Details…"));
    details->setObjectName(QStringLiteral("reconcileDetailsButton"));
    connect(details, &QPushButton::clicked, this,
            [this] { m_prompter.inform(m_window, tr("Compared with the Engine"), m_reported.join(u'\n')); });
    connect(&m_controller, &SessionController::reconciled, this, &ReconcileBanners::show);
}

void ReconcileBanners::show(const ReconcileReport &report)
{
    showOrphans(report.orphans);
    showReport(report);
}

void ReconcileBanners::showOrphans(const QList<OrphanGroup> &orphans)
{
    m_orphans = orphans;
    if (orphans.isEmpty()) {
        m_orphanBanner->hide();
        return;
    }
    QStringList described;
    for (const OrphanGroup &group : orphans)
        described << group.description();
    QString named = described.mid(0, kOrphansShown).join(QStringLiteral("; "));
    if (described.size() > kOrphansShown)
        named += u' ' + tr("(and %1 more: see Details…)").arg(described.size() - kOrphansShown);
    m_orphanBanner->showMessage(
        Banner::Kind::Warning,
        tr("Left behind by earlier sessions: %1. Shadowbox made them but knows no sandbox they belong to; Clean Up "
           "removes them.")
            .arg(named),
        described.join(u'\n'));
}

void ReconcileBanners::showReport(const ReconcileReport &report)
{
    // State changes alone are what the list shows anyway; the banner is for what it cannot show.
    if (report.notes.isEmpty() && report.restored.isEmpty() && report.problems.isEmpty()) {
        m_reported.clear();
        m_reportBanner->hide();
        return;
    }
    m_reported = report.describe();
    QString text = m_reported.mid(0, kSentencesShown).join(u' ');
    if (m_reported.size() > kSentencesShown)
        text += u' ' + tr("Details… shows the other %1.").arg(m_reported.size() - kSentencesShown);
    const bool attention = !report.problems.isEmpty() || !report.lost.isEmpty();
    m_reportBanner->showMessage(attention ? Banner::Kind::Warning : Banner::Kind::Information, text,
                                m_reported.join(u'\n'));
}

void ReconcileBanners::cleanUp()
{
    m_cleanUp->setEnabled(false);
    m_orphanBanner->showMessage(Banner::Kind::Information, tr("Removing what earlier sessions left behind…"),
                                m_orphanBanner->details());
    m_controller.cleanupOrphans(m_orphans);
}

void ReconcileBanners::showCleaned(const QStringList &results, bool allClean)
{
    m_orphans.clear();
    m_orphanBanner->hide();
    m_cleanUp->setEnabled(true);
    const QString text = results.join(u'\n');
    if (allClean)
        m_prompter.inform(m_window, tr("Orphans Removed"), text);
    else
        m_prompter.warn(m_window, tr("Some Orphans Remain"), text);
}

} // namespace shadowbox
