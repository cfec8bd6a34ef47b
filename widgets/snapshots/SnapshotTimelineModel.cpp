#include "snapshots/SnapshotTimelineModel.h"

#include "core/Formatting.h"
#include "snapshot/Snapshotter.h"

#include <QColor>

namespace shadowbox {

SnapshotTimelineModel::SnapshotTimelineModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int SnapshotTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_snapshots.size());
}

int SnapshotTimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SnapshotTimelineModel::describe(const SnapshotRecord &s)
{
    QString text = snapshotTriggerLabel(s.trigger);
    if (!s.command.isEmpty())
        text += QStringLiteral(": ") + s.command.simplified();
    if (s.exitCode)
        text += u' ' + tr("(exit %1)").arg(*s.exitCode);
    if (!s.label.isEmpty())
        text = QStringLiteral("“%1” — ").arg(s.label) + text;
    return text;
}

QVariant SnapshotTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SnapshotRecord &s = m_snapshots.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return s.knownGood ? QStringLiteral("%1 ✓").arg(s.id) : QString::number(s.id);
        case TimeColumn:
            return Format::time(s.createdAt);
        case TriggerColumn:
            return describe(s);
        case ChangedColumn:
            return s.leftOut.total() > 0 ? QStringLiteral("⚠ %1").arg(s.filesChanged) : QString::number(s.filesChanged);
        case SizeColumn:
            return Format::bytes(s.bytes);
        case SystemColumn:
            return s.systemChanged ? tr("saved") : tr("as its image");
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case IdColumn:
            return s.knownGood ? tr("Known good: the state a command that exited 0 left.") : QVariant();
        case TriggerColumn:
            return describe(s);
        case ChangedColumn: {
            QString tip = tr("Files that differ from the previous snapshot (files in all: %1).").arg(s.files);
            if (s.leftOut.total() > 0)
                tip += u'\n' + tr("Not kept as found, and never restored: %1. Something in the sandbox made them; "
                                  "nothing on the host opens them.")
                                   .arg(Snapshotter::describe(s.leftOut));
            return tip;
        }
        case SystemColumn:
            return s.systemChanged ? tr("The container's system (outside /workspace) differed from the sandbox's "
                                        "image and is saved with this snapshot.")
                                   : tr("The container's system was as the sandbox's image made it.");
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == TriggerColumn && s.exitCode && *s.exitCode != 0)
            return QColor(0xd0, 0x38, 0x3e);
        if (index.column() == IdColumn && s.knownGood)
            return QColor(0x2e, 0x8b, 0x57);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ChangedColumn || index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SnapshotIdRole:
        return s.id;
    case KnownGoodRole:
        return s.knownGood;
    default:
        break;
    }
    return {};
}

QVariant SnapshotTimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Snapshot");
    case TimeColumn:
        return tr("Taken");
    case TriggerColumn:
        return tr("Why");
    case ChangedColumn:
        return tr("Changed");
    case SizeColumn:
        return tr("Workspace");
    case SystemColumn:
        return tr("System");
    }
    return {};
}

void SnapshotTimelineModel::setSnapshots(const QList<SnapshotRecord> &snapshots)
{
    beginResetModel();
    m_snapshots = snapshots;
    endResetModel();
}

int SnapshotTimelineModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_snapshots.size(); ++row)
        if (m_snapshots.at(row).id == id)
            return row;
    return -1;
}

} // namespace shadowbox
