#pragma once

#include "core/SandboxTypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace shadowbox {

// The commands run in one sandbox, newest first, as recorded by the store.
class RunHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CommandColumn, ResultColumn, DurationColumn, StartedColumn, ColumnCount };
    enum Role { CommandRole = Qt::UserRole + 1 };

    explicit RunHistoryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRuns(const QList<RunRecord> &runs);
    void clear() { setRuns({}); }
    const RunRecord &runAt(int row) const { return m_runs.at(row); }

private:
    QList<RunRecord> m_runs;
};

} // namespace shadowbox
