#include "snapshots/SnapshotDifferenceModel.h"

#include <QColor>
#include <QFile>

namespace shadowbox {

SnapshotDifferenceModel::SnapshotDifferenceModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int SnapshotDifferenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_differences.size());
}

QString SnapshotDifferenceModel::kindLabel(SnapshotDifference::Kind kind)
{
    switch (kind) {
    case SnapshotDifference::Kind::Added:
        return tr("added");
    case SnapshotDifference::Kind::Deleted:
        return tr("deleted");
    case SnapshotDifference::Kind::Modified:
        return tr("modified");
    case SnapshotDifference::Kind::TypeChanged:
        return tr("type changed");
    case SnapshotDifference::Kind::ModeChanged:
        return tr("permissions changed");
    }
    return {};
}

QVariant SnapshotDifferenceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SnapshotDifference &d = m_differences.at(index.row());
    // Names are raw bytes; shown as the file system's encoding decodes them.
    const QString path = QFile::decodeName(d.path);
    switch (role) {
    case Qt::DisplayRole:
        return d.binary ? tr("%1 (%2, binary)").arg(path, kindLabel(d.kind))
                        : tr("%1 (%2)").arg(path, kindLabel(d.kind));
    case Qt::ForegroundRole:
        switch (d.kind) {
        case SnapshotDifference::Kind::Added:
            return QColor(0x2e, 0x8b, 0x57);
        case SnapshotDifference::Kind::Deleted:
            return QColor(0xd0, 0x38, 0x3e);
        default:
            return {};
        }
    case PathRole:
        return d.path;
    case KindRole:
        return int(d.kind);
    case BinaryRole:
        return d.binary;
    default:
        break;
    }
    return {};
}

void SnapshotDifferenceModel::setDifferences(const QList<SnapshotDifference> &differences)
{
    beginResetModel();
    m_differences = differences;
    endResetModel();
}

} // namespace shadowbox
