#pragma once

#include "core/ReviewRecords.h"
#include "review/ReviewDiff.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>

namespace shadowbox {

// A review's files as a tree: one row per group (source, tests, configuration, dependency manifests
// and lockfiles, other) holding its files, with status, +/- counts and how far each is decided.
class ReviewFileModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { FileColumn, StatusColumn, ChangesColumn, DecisionColumn, ColumnCount };
    enum Role { FileIndexRole = Qt::UserRole + 1 }; // the file's index in ReviewChanges::files; -1 for a group

    explicit ReviewFileModel(QObject *parent = nullptr);

    void setChanges(const ReviewChanges &changes, const QList<ReviewDecision> &decisions);
    void setDecisions(const QList<ReviewDecision> &decisions); // repaints the decision column
    QModelIndex indexOfFile(qsizetype file) const;
    // Files in display order (by group, then path): what next and previous file walk through.
    QList<qsizetype> order() const;

    // How many of a file's decisions (its hunks, or the file itself when it has none) are made.
    static std::pair<int, int> decided(const ReviewFile &file, const QList<ReviewDecision> &decisions);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Group {
        ReviewGroup group;
        QList<qsizetype> files;
    };
    ReviewChanges m_changes;
    QList<ReviewDecision> m_decisions;
    QList<Group> m_groups;
};

} // namespace shadowbox
