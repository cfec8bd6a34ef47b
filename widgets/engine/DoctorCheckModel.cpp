#include "engine/DoctorCheckModel.h"

#include <QApplication>
#include <QStyle>

namespace shadowbox {

QString DoctorCheckModel::fixText(const DoctorCheck &check)
{
    switch (check.action) {
    case Diagnosis::Action::BuildStarterImage:
        return tr("Engine ▸ Build Starter Image");
    case Diagnosis::Action::None:
        break;
    }
    return check.fix;
}

DoctorCheckModel::DoctorCheckModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int DoctorCheckModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_checks.size());
}

int DoctorCheckModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DoctorCheckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DoctorCheck &check = m_checks.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case CheckColumn:
            return check.name;
        case DetailColumn:
            return check.detail;
        case FixColumn:
            return fixText(check);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == CheckColumn)
            return QApplication::style()->standardIcon(check.ok ? QStyle::SP_DialogApplyButton
                                                                : QStyle::SP_MessageBoxCritical);
        break;
    case OkRole:
        return check.ok;
    default:
        break;
    }
    return {};
}

QVariant DoctorCheckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CheckColumn:
        return tr("Check");
    case DetailColumn:
        return tr("Result");
    case FixColumn:
        return tr("Fix");
    }
    return {};
}

void DoctorCheckModel::setChecks(const QList<DoctorCheck> &checks)
{
    beginResetModel();
    m_checks = checks;
    endResetModel();
}

} // namespace shadowbox
