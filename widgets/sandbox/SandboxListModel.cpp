#include "sandbox/SandboxListModel.h"

#include "core/Formatting.h"

#include "common/StateAppearance.h"

#include <QLocale>
#include <QSet>

namespace shadowbox {

SandboxListModel::SandboxListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int SandboxListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int SandboxListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SandboxListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SandboxRecord &r = m_records.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return r.name;
        case StateColumn:
            return stateLabel(r.state);
        case NetworkColumn:
            return networkPolicyLabel(r.networkPolicy);
        case ImageColumn:
            return r.image;
        case EngineColumn:
            return r.engineVersion.isEmpty() ? r.engineKind : r.engineKind + u' ' + r.engineVersion;
        case CreatedColumn:
            // Compact and sortable; the tooltip has the long form.
            return Format::time(r.createdAt);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == StateColumn)
            return stateIcon(r.state);
        break;
    case Qt::ToolTipRole:
        if (!r.lastError.isEmpty())
            return r.lastError;
        if (index.column() == EngineColumn)
            return r.engineEndpoint;
        if (index.column() == NetworkColumn)
            return networkDescription(r);
        if (index.column() == ImageColumn)
            return r.image;
        if (index.column() == CreatedColumn)
            return Format::time(r.createdAt);
        return tr("%1 — %2").arg(r.name, r.repository);
    case Qt::ForegroundRole:
        if (index.column() == StateColumn && (r.state == SandboxState::Failed || r.state == SandboxState::Lost))
            return stateColor(r.state);
        break;
    case IdRole:
        return r.id;
    case StateRole:
        return int(r.state);
    case RecordRole:
        return QVariant::fromValue(r);
    default:
        break;
    }
    return {};
}

QVariant SandboxListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case StateColumn:
        return tr("State");
    case NetworkColumn:
        return tr("Network");
    case ImageColumn:
        return tr("Image");
    case EngineColumn:
        return tr("Engine");
    case CreatedColumn:
        return tr("Created");
    }
    return {};
}

void SandboxListModel::setSandboxes(const QList<SandboxRecord> &records)
{
    QSet<QString> keep;
    for (const SandboxRecord &r : records)
        keep.insert(r.id);
    for (int row = int(m_records.size()) - 1; row >= 0; --row) {
        if (!keep.contains(m_records.at(row).id)) {
            beginRemoveRows({}, row, row);
            m_records.removeAt(row);
            endRemoveRows();
        }
    }
    for (const SandboxRecord &r : records)
        upsert(r);
}

void SandboxListModel::upsert(const SandboxRecord &record)
{
    if (record.id.isEmpty())
        return;
    if (const int row = rowOf(record.id); row >= 0) {
        m_records[row] = record;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    const int row = int(m_records.size());
    beginInsertRows({}, row, row);
    m_records.append(record);
    endInsertRows();
}

void SandboxListModel::remove(const QString &id)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_records.removeAt(row);
    endRemoveRows();
}

int SandboxListModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_records.size(); ++row) {
        if (m_records.at(row).id == id)
            return row;
    }
    return -1;
}

} // namespace shadowbox
