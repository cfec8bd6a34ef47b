#include "snapshots/SnapshotTimeline.h"

#include "core/Formatting.h"

#include "common/Prompter.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshots/SnapshotActions.h"
#include "snapshots/SnapshotCompareDialog.h"
#include "snapshots/SnapshotSettingsDialog.h"
#include "snapshots/SnapshotTimelineModel.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTreeView>
#include <QVBoxLayout>

namespace shadowbox {

bool SnapshotTimeline::snapshotBeforeCommands()
{
    return QSettings().value(QLatin1String(kBeforeCommandsKey), true).toBool();
}

bool SnapshotTimeline::snapshotWhenQuiet()
{
    return QSettings().value(QLatin1String(kWhenQuietKey), true).toBool();
}

SnapshotTimeline::SnapshotTimeline(Session &session, Prompter &prompter, SnapshotActions &actions, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_prompter(prompter)
    , m_actions(actions)
    , m_model(new SnapshotTimelineModel(this))
    , m_list(new QTreeView)
    , m_usage(new QLabel)
    , m_beforeCommands(new QCheckBox(tr("Before every command")))
    , m_whenQuiet(new QCheckBox(tr("When the workspace falls quiet")))
    , m_take(new QPushButton(tr("Take Snapshot…")))
    , m_restore(new QPushButton(tr("Restore…")))
    , m_compare(new QPushButton(tr("Compare…")))
    , m_label(new QPushButton(tr("Label…")))
    , m_verify(new QPushButton(tr("Verify")))
    , m_prune(new QPushButton(tr("Prune…")))
    , m_settings(new QPushButton(tr("Settings…")))
    , m_fork(new QPushButton(tr("New Sandbox from This Snapshot…")))
    , m_restoreAction(new QAction(tr("Restore…"), this))
    , m_forkAction(new QAction(tr("New Sandbox from This Snapshot…"), this))
    , m_compareAction(new QAction(tr("Compare…"), this))
    , m_labelAction(new QAction(tr("Label…"), this))
{
    m_list->setObjectName(QStringLiteral("snapshotTimeline"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->header()->setStretchLastSection(false);
    for (int c = 0; c < SnapshotTimelineModel::ColumnCount; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(SnapshotTimelineModel::TriggerColumn, QHeaderView::Stretch);
    m_list->setToolTip(tr("Double-click a snapshot to restore it; select two to compare them."));

    m_usage->setObjectName(QStringLiteral("snapshotUsage"));
    m_usage->setEnabled(false);
    m_usage->setWordWrap(true);
    m_beforeCommands->setObjectName(QStringLiteral("snapshotBeforeCommands"));
    m_beforeCommands->setChecked(snapshotBeforeCommands());
    m_beforeCommands->setToolTip(tr("Every command run from this window is preceded by a snapshot, so that Undo Last "
                                    "Command can take it back."));
    m_whenQuiet->setObjectName(QStringLiteral("snapshotWhenQuiet"));
    m_whenQuiet->setChecked(snapshotWhenQuiet());
    m_whenQuiet->setToolTip(tr("A snapshot is taken when a running sandbox's workspace changed and then stayed "
                               "unchanged for a few seconds: work this window does not run itself (an agent inside "
                               "the sandbox, another program) is kept too."));
    m_take->setObjectName(QStringLiteral("takeSnapshot"));
    m_restore->setObjectName(QStringLiteral("restoreSnapshot"));
    m_compare->setObjectName(QStringLiteral("compareSnapshots"));
    m_take->setToolTip(tr("Take a snapshot of the workspace and the container's system now, with a label."));
    m_restore->setToolTip(tr("Put the workspace and the container's system back as the selected snapshot holds "
                             "them."));
    m_compare->setToolTip(tr("Which files differ between two snapshots, and how."));
    m_verify->setToolTip(tr("Read every stored object and check it, and check that every snapshot's image is there."));
    m_prune->setToolTip(tr("Forget old automatic snapshots (labelled ones are kept)."));
    m_prune->setObjectName(QStringLiteral("pruneSnapshots"));
    m_settings->setObjectName(QStringLiteral("snapshotSettings"));
    m_settings->setToolTip(tr("How many automatic snapshots are kept, and which workspace paths snapshots leave "
                              "out."));
    m_fork->setObjectName(QStringLiteral("forkSnapshot"));
    m_fork->setToolTip(tr("Make a second sandbox from the selected snapshot: its own workspace and container as "
                          "they were then, to try another approach beside this one (Ctrl+Shift+N)."));
    m_forkAction->setObjectName(QStringLiteral("forkSnapshotAction"));
    m_forkAction->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    m_forkAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({m_restoreAction, m_forkAction, m_compareAction, m_labelAction});
    addAction(m_forkAction); // its shortcut, anywhere in the timeline

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_take, m_restore, m_fork, m_compare, m_label, m_verify, m_prune, m_settings})
        buttons->addWidget(b);
    buttons->addStretch(1);
    // The triggers go below the list, beside the disk use: the buttons need the whole row.
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_usage, 1);
    footer->addWidget(new QLabel(tr("Snapshot automatically:")));
    footer->addWidget(m_beforeCommands);
    footer->addWidget(m_whenQuiet);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_list, 1);
    layout->addLayout(footer);

    connect(m_beforeCommands, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(kBeforeCommandsKey), on); });
    connect(m_whenQuiet, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(kWhenQuietKey), on);
        Q_EMIT whenQuietToggled(on);
    });
    connect(m_take, &QPushButton::clicked, this, [this] {
        if (m_record)
            m_actions.askAndTake(*m_record);
    });
    connect(m_restore, &QPushButton::clicked, this, &SnapshotTimeline::restoreSelected);
    connect(m_compare, &QPushButton::clicked, this, &SnapshotTimeline::compareSelected);
    connect(m_label, &QPushButton::clicked, this, &SnapshotTimeline::labelSelected);
    connect(m_verify, &QPushButton::clicked, this, &SnapshotTimeline::verify);
    connect(m_prune, &QPushButton::clicked, this, &SnapshotTimeline::prune);
    connect(m_settings, &QPushButton::clicked, this, &SnapshotTimeline::openSettings);
    connect(m_fork, &QPushButton::clicked, this, &SnapshotTimeline::forkSelected);
    connect(m_restoreAction, &QAction::triggered, this, &SnapshotTimeline::restoreSelected);
    connect(m_forkAction, &QAction::triggered, this, &SnapshotTimeline::forkSelected);
    connect(m_compareAction, &QAction::triggered, this, &SnapshotTimeline::compareSelected);
    connect(m_labelAction, &QAction::triggered, this, &SnapshotTimeline::labelSelected);
    connect(m_list, &QTreeView::doubleClicked, this, &SnapshotTimeline::restoreSelected);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SnapshotTimeline::updateButtons);
    connect(&m_actions, &SnapshotActions::busyChanged, this, &SnapshotTimeline::updateButtons);
    updateButtons();
}

void SnapshotTimeline::setSandbox(const std::optional<SandboxRecord> &record)
{
    const bool same = record && m_record && record->id == m_record->id;
    m_record = record;
    if (!same) {
        m_model->clear();
        m_usage->clear();
    }
    reload();
}

void SnapshotTimeline::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    reload(); // another process may have taken some meanwhile
}

void SnapshotTimeline::reload()
{
    SandboxManager *manager = m_session.manager();
    updateButtons();
    if (!manager || !m_record)
        return;
    const quint64 request = ++m_loading;
    const QString id = m_record->id;
    manager->snapshots(id).then(this, [this, request, id](const Result<QList<SnapshotRecord>> &list) {
        if (request != m_loading || !m_record || m_record->id != id)
            return;
        const std::optional<SnapshotRecord> selected = selectedSnapshot();
        m_model->setSnapshots(list ? *list : QList<SnapshotRecord>());
        if (!list)
            m_usage->setText(list.error().message);
        const int row = selected ? m_model->rowOf(selected->id) : -1;
        if (row >= 0)
            m_list->setCurrentIndex(m_model->index(row, 0));
        updateButtons();
        Q_EMIT loaded();
    });
    manager->snapshotUsage(id).then(this, [this, request, id](const Result<SnapshotUsage> &usage) {
        if (request != m_loading || !m_record || m_record->id != id || !usage)
            return;
        m_usage->setText(
            tr("Snapshots: %1. They take %2 in the snapshot store and %3 on the engine in container images.")
                .arg(m_model->rowCount())
                .arg(Format::bytes(usage->storeBytes), Format::bytes(usage->imageBytes)));
    });
}

QString SnapshotTimeline::usageText() const
{
    return m_usage->text();
}

std::optional<SnapshotRecord> SnapshotTimeline::selectedSnapshot() const
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount())
        return std::nullopt;
    return m_model->snapshotAt(current.row());
}

void SnapshotTimeline::updateButtons()
{
    const bool usable = m_record && m_session.manager() &&
                        (m_record->state == SandboxState::Running || m_record->state == SandboxState::Stopped);
    const bool restoring = m_record && m_actions.isRestoring(m_record->id);
    const bool selected = selectedSnapshot().has_value();
    const bool lostToo = m_record && m_record->state == SandboxState::Lost;
    m_take->setEnabled(usable && !restoring);
    m_restore->setEnabled((usable || lostToo) && selected && !restoring);
    m_compare->setEnabled(m_model->rowCount() >= 2);
    m_label->setEnabled(m_record && selected);
    m_verify->setEnabled(usable && m_model->rowCount() > 0);
    m_prune->setEnabled(usable && !restoring && m_model->rowCount() > 0);
    m_settings->setEnabled(usable);
    // Any sandbox that still has its snapshots can be forked, a lost one too.
    m_fork->setEnabled((usable || lostToo) && selected);
    m_restoreAction->setEnabled(m_restore->isEnabled());
    m_forkAction->setEnabled(m_fork->isEnabled());
    m_compareAction->setEnabled(m_compare->isEnabled());
    m_labelAction->setEnabled(m_label->isEnabled());
}

void SnapshotTimeline::forkSelected()
{
    const auto snapshot = selectedSnapshot();
    if (m_record && snapshot && m_fork->isEnabled())
        m_actions.askAndFork(*m_record, *snapshot);
}

void SnapshotTimeline::restoreSelected()
{
    const auto snapshot = selectedSnapshot();
    if (m_record && snapshot && m_restore->isEnabled())
        m_actions.restore(*m_record, *snapshot);
}

void SnapshotTimeline::compareSelected()
{
    if (!m_record || m_model->rowCount() < 2)
        return;
    // Two selected rows: those; one: it against the one before it; none: the two newest.
    QList<int> rows;
    for (const QModelIndex &index : m_list->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty())
        rows = {0, 1};
    else if (rows.size() == 1)
        rows = {rows.first(), qMin(rows.first() + 1, m_model->rowCount() - 1)};
    if (rows.first() == rows.last())
        rows.first() = qMax(0, rows.last() - 1);
    auto *dialog =
        new SnapshotCompareDialog(m_session, *m_record, m_model->snapshots(), m_model->snapshotAt(rows.last()).id,
                                  m_model->snapshotAt(rows.first()).id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void SnapshotTimeline::labelSelected()
{
    const auto snapshot = selectedSnapshot();
    SandboxManager *manager = m_session.manager();
    if (!m_record || !snapshot || !manager)
        return;
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Label Snapshot"));
    dialog->setLabelText(
        tr("Label of snapshot %1 (empty removes it; labelled snapshots are never pruned):").arg(snapshot->id));
    dialog->setTextValue(snapshot->label);
    const QString sandbox = m_record->id;
    const qint64 id = snapshot->id;
    connect(dialog, &QInputDialog::textValueSelected, this, [this, sandbox, id](const QString &label) {
        if (SandboxManager *m = m_session.manager())
            m->labelSnapshot(sandbox, id, label).then(this, [this](const Status &s) {
                if (!s)
                    m_prompter.warn(this, tr("Could Not Label the Snapshot"), s.error().message);
                reload();
            });
    });
    dialog->open();
}

void SnapshotTimeline::verify()
{
    SandboxManager *manager = m_session.manager();
    if (!m_record || !manager)
        return;
    m_verify->setEnabled(false);
    m_usage->setText(tr("Verifying every stored object…"));
    manager->verifySnapshots(m_record->id).then(this, [this](const Result<SnapshotVerification> &result) {
        updateButtons();
        reload();
        if (!result)
            m_prompter.warn(this, tr("Could Not Verify the Snapshots"), result.error().message);
        else if (!result->ok())
            m_prompter.warn(this, tr("Snapshots Damaged"), result->problems.join(u'\n'));
        else
            m_prompter.inform(
                this, tr("Snapshots Intact"),
                tr("All %1 objects of %2 snapshots are intact.").arg(result->objects).arg(result->snapshots));
    });
}

void SnapshotTimeline::prune()
{
    SandboxManager *manager = m_session.manager();
    if (!m_record || !manager)
        return;
    const QString id = m_record->id;
    const QString name = m_record->name;
    // As many as the sandbox's settings keep, read first: another process may have changed them.
    manager->snapshotPolicy(id).then(this, [this, id, name](const Result<SnapshotPolicy> &policy) {
        if (!policy) {
            m_prompter.warn(this, tr("Could Not Prune the Snapshots"), policy.error().message);
            return;
        }
        const int keep = policy->keepAutomatic;
        Question q;
        q.title = tr("Prune Snapshots");
        q.text = tr("Forget the automatic snapshots of \"%1\" beyond the newest %2?").arg(name).arg(keep);
        q.details = tr("Labelled and manual snapshots and the latest known good one are kept. The objects and images "
                       "only the forgotten snapshots used are deleted. Settings… changes how many are kept.");
        q.acceptLabel = tr("Prune");
        m_prompter.confirm(this, q, [this, id, keep](bool yes) {
            SandboxManager *m = m_session.manager();
            if (!yes || !m)
                return;
            m->pruneSnapshots(id, keep).then(this, [this](const Result<PruneReport> &r) {
                if (!r)
                    m_prompter.warn(this, tr("Could Not Prune the Snapshots"), r.error().message);
                reload();
            });
        });
    });
}

void SnapshotTimeline::openSettings()
{
    if (!m_record)
        return;
    auto *dialog = new SnapshotSettingsDialog(m_session, *m_record, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SnapshotSettingsDialog::saved, this, &SnapshotTimeline::reload);
    dialog->open();
}

} // namespace shadowbox
