#pragma once

#include "runtime/EngineDoctor.h"

#include <QAbstractTableModel>
#include <QList>

namespace shadowbox {

// The doctor's checks, one row each: name (with a pass/fail icon), what was found, and the fix.
class DoctorCheckModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // How to fix a failed check, in the window\'s words: a menu item for Shadowbox\'s own actions.
    static QString fixText(const DoctorCheck &check);
    enum Column { CheckColumn, DetailColumn, FixColumn, ColumnCount };
    enum Role { OkRole = Qt::UserRole + 1 };

    explicit DoctorCheckModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setChecks(const QList<DoctorCheck> &checks);
    const QList<DoctorCheck> &checks() const { return m_checks; }

private:
    QList<DoctorCheck> m_checks;
};

} // namespace shadowbox
