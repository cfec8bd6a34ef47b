#include "engine/EngineCandidateModel.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace shadowbox {

EngineCandidateModel::EngineCandidateModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int EngineCandidateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EngineCandidateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EngineCandidateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case AddressColumn:
            return row.candidate.endpoint.toString();
        case SourceColumn:
            return row.candidate.source();
        case StatusColumn:
            return row.answers ? row.status : tr("Probing…");
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == StatusColumn && row.answers)
            return QApplication::style()->standardIcon(*row.answers ? QStyle::SP_DialogApplyButton
                                                                    : QStyle::SP_MessageBoxCritical);
        break;
    case AnswersRole:
        return row.answers ? QVariant(*row.answers) : QVariant();
    default:
        break;
    }
    return {};
}

QVariant EngineCandidateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AddressColumn:
        return tr("Address");
    case SourceColumn:
        return tr("Found via");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

void EngineCandidateModel::setCandidates(const QList<EngineCandidate> &candidates)
{
    beginResetModel();
    m_rows.clear();
    for (const EngineCandidate &candidate : candidates)
        m_rows.append({candidate, std::nullopt, QString()});
    endResetModel();
}

void EngineCandidateModel::setProbeResult(int row, const Result<EngineInfo> &answer)
{
    if (row < 0 || row >= m_rows.size())
        return;
    Row &r = m_rows[row];
    r.answers = answer.ok();
    r.status = answer ? tr("answers: %1").arg(answer->displayName()) : answer.error().message;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

bool EngineCandidateModel::isProbing() const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return !r.answers.has_value(); });
}

} // namespace shadowbox
