#pragma once

#include "snapshot/WorkspaceSnapshots.h"

#include <QAbstractListModel>
#include <QList>

namespace shadowbox {

// The paths that differ between two snapshots, sorted by path, each with how it changed.
class SnapshotDifferenceModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { PathRole = Qt::UserRole + 1, KindRole, BinaryRole };

    explicit SnapshotDifferenceModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void setDifferences(const QList<SnapshotDifference> &differences);
    void clear() { setDifferences({}); }
    const SnapshotDifference &differenceAt(int row) const { return m_differences.at(row); }

    static QString kindLabel(SnapshotDifference::Kind kind);

private:
    QList<SnapshotDifference> m_differences;
};

} // namespace shadowbox
