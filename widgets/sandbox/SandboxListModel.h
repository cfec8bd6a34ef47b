#pragma once

#include "core/SandboxTypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace shadowbox {

// The sandboxes known to the store, one row each, keyed by sandbox id. Updates arrive as whole
// records (from the store at startup, from SandboxManager signals afterwards) and are merged in
// place so that selections survive a refresh.
class SandboxListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, StateColumn, NetworkColumn, ImageColumn, EngineColumn, CreatedColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // QString
        StateRole,                 // int(SandboxState)
        RecordRole,                // QVariant<SandboxRecord>
    };

    explicit SandboxListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Replaces the contents: rows missing from `records` are removed, the others updated or added.
    void setSandboxes(const QList<SandboxRecord> &records);
    void upsert(const SandboxRecord &record);
    void remove(const QString &id);

    const SandboxRecord &recordAt(int row) const { return m_records.at(row); }
    int rowOf(const QString &id) const;
    bool contains(const QString &id) const { return rowOf(id) >= 0; }

private:
    QList<SandboxRecord> m_records;
};

} // namespace shadowbox
