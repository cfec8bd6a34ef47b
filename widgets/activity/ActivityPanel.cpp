#include "activity/ActivityPanel.h"

#include "activity/ActivityModel.h"
#include "session/Session.h"
#include "store/Store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace shadowbox {

ActivityPanel::ActivityPanel(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new ActivityModel(this))
    , m_filter(new ActivityFilter(this))
    , m_origin(new QComboBox)
    , m_kinds(new QComboBox)
    , m_failures(new QCheckBox(tr("&Failures only")))
    , m_search(new QLineEdit)
    , m_table(new QTableView)
    , m_summary(new QLabel)
    , m_timer(new QTimer(this))
{
    m_filter->setSourceModel(m_model);
    m_origin->setObjectName(QStringLiteral("activityOrigin"));
    m_origin->addItem(tr("Everyone"), QString());
    m_origin->addItem(ActivityModel::originLabel(kOriginMcp), kOriginMcp);
    m_origin->addItem(ActivityModel::originLabel(kOriginWindow), kOriginWindow);
    m_origin->addItem(ActivityModel::originLabel(kOriginCli), kOriginCli);
    m_origin->setToolTip(tr("Whose work to show"));
    m_kinds->setObjectName(QStringLiteral("activityKinds"));
    m_kinds->addItem(tr("Everything"), int(ActivityFilter::Kinds::All));
    m_kinds->addItem(tr("Commands"), int(ActivityFilter::Kinds::Commands));
    m_kinds->addItem(tr("Files"), int(ActivityFilter::Kinds::Files));
    m_kinds->addItem(tr("Terminals"), int(ActivityFilter::Kinds::Terminals));
    m_failures->setObjectName(QStringLiteral("activityFailures"));
    m_search->setObjectName(QStringLiteral("activitySearch"));
    m_search->setPlaceholderText(tr("Filter by command or file"));
    m_search->setClearButtonEnabled(true);
    connect(m_origin, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setOrigin(m_origin->currentData().toString());
        updateSummary();
    });
    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setKinds(ActivityFilter::Kinds(m_kinds->currentData().toInt()));
        updateSummary();
    });
    connect(m_failures, &QCheckBox::toggled, this, [this](bool on) {
        m_filter->setFailuresOnly(on);
        updateSummary();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        updateSummary();
    });

    m_table->setObjectName(QStringLiteral("activityTable"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ActivityModel::TargetColumn, QHeaderView::Stretch);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const qint64 runId = index.data(ActivityModel::RunIdRole).toLongLong();
        if (runId > 0)
            Q_EMIT runActivated(runId);
    });

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_origin);
    filters->addWidget(m_kinds);
    filters->addWidget(m_failures);
    filters->addWidget(m_search, 1);
    m_summary->setObjectName(QStringLiteral("activitySummary"));
    filters->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);

    m_timer->setInterval(kRefreshMs);
    connect(m_timer, &QTimer::timeout, this, &ActivityPanel::poll);
    m_timer->start();
    updateSummary();
}

void ActivityPanel::setSandbox(const QString &sandboxId)
{
    if (sandboxId == m_sandboxId)
        return;
    m_sandboxId = sandboxId;
    m_stamp.clear();
    ++m_generation;
    m_model->setEntries({});
    refresh();
}

void ActivityPanel::poll()
{
    const std::shared_ptr<Store> store = m_session.store();
    if (!store || m_sandboxId.isEmpty() || m_polling)
        return;
    m_polling = true;
    store->activityStamp().then(this, [this](const Result<QString> &stamp) {
        m_polling = false;
        if (stamp && *stamp != m_stamp) {
            m_stamp = *stamp;
            refresh();
        }
    });
}

void ActivityPanel::refresh()
{
    const std::shared_ptr<Store> store = m_session.store();
    if (!store || m_sandboxId.isEmpty()) {
        updateSummary();
        return;
    }
    const quint64 generation = ++m_generation;
    store->activity(m_sandboxId, kEntries).then(this, [this, generation](const Result<QList<ActivityRecord>> &entries) {
        if (generation != m_generation || !entries)
            return;
        m_model->setEntries(*entries);
        updateSummary();
        Q_EMIT refreshed();
    });
}

void ActivityPanel::updateSummary()
{
    const int shown = m_filter->rowCount();
    const int all = m_model->rowCount();
    m_summary->setText(shown == all ? tr("%n entries", nullptr, all) : tr("%1 of %2 shown").arg(shown).arg(all));
}

} // namespace shadowbox
