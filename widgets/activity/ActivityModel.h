#pragma once

#include "core/SandboxTypes.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSortFilterProxyModel>

namespace shadowbox {

// The activity log of one sandbox, newest first: commands from the window, the command line and
// agents (MCP), the files agents read and changed through MCP, and terminal sessions.
class ActivityModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        OriginColumn,
        KindColumn,
        TargetColumn,
        ResultColumn,
        DurationColumn,
        SizeColumn,
        ColumnCount
    };
    enum Role {
        KindRole = Qt::UserRole + 1, // kActivity*, or "command"
        OriginRole,                  // kOrigin*
        OkRole,                      // bool: succeeded (or still going on)
        RunIdRole,                   // a command's run id; 0 for the other entries
    };

    explicit ActivityModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Replaces the entries; rows that stayed keep their place for the view (new ones come in on
    // top), so a selection survives a refresh.
    void setEntries(const QList<ActivityRecord> &entries);
    const ActivityRecord &entryAt(int row) const { return m_entries.at(row); }

    static QString originLabel(const QString &origin);
    static QString kindLabel(const QString &kind);

private:
    QList<ActivityRecord> m_entries;
};

// What the Activity panel's filters let through.
class ActivityFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Kinds { All, Commands, Files, Terminals };

    explicit ActivityFilter(QObject *parent = nullptr);
    void setOrigin(const QString &origin); // empty: everyone
    void setKinds(Kinds kinds);
    void setFailuresOnly(bool only);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_origin;
    Kinds m_kinds = Kinds::All;
    bool m_failuresOnly = false;
    QString m_text;
};

} // namespace shadowbox
