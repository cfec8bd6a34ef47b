#pragma once

#include "core/SandboxTypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace shadowbox {

// A sandbox's snapshots, newest first: when, why (the command it preceded and that command's exit
// code), how many files changed, the workspace's size, and whether the container's system was
// saved with it. Known good snapshots are marked.
class SnapshotTimelineModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IdColumn, TimeColumn, TriggerColumn, ChangedColumn, SizeColumn, SystemColumn, ColumnCount };
    enum Role { SnapshotIdRole = Qt::UserRole + 1, KnownGoodRole };

    explicit SnapshotTimelineModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setSnapshots(const QList<SnapshotRecord> &snapshots);
    void clear() { setSnapshots({}); }
    const SnapshotRecord &snapshotAt(int row) const { return m_snapshots.at(row); }
    const QList<SnapshotRecord> &snapshots() const { return m_snapshots; }
    // The row of snapshot `id`, or -1.
    int rowOf(qint64 id) const;

    // "Before command: make test (exit 2)", "Manual: tests pass", … as the Trigger column shows it.
    static QString describe(const SnapshotRecord &snapshot);

private:
    QList<SnapshotRecord> m_snapshots;
};

} // namespace shadowbox
