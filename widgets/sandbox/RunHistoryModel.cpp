#include "sandbox/RunHistoryModel.h"

#include "core/Formatting.h"

#include "common/StateAppearance.h"

#include <QColor>
#include <QLocale>

namespace shadowbox {

RunHistoryModel::RunHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int RunHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunRecord &run = m_runs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CommandColumn:
            return run.command.simplified();
        case ResultColumn:
            return run.workspaceLimitReached ? tr("stopped: workspace limit")
                   : run.canceled            ? tr("canceled")
                                             : tr("exit %1").arg(run.exitCode);
        case DurationColumn:
            return Format::duration(run.durationMs);
        case StartedColumn:
            return Format::time(run.startedAt);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == CommandColumn)
            return run.command;
        break;
    case Qt::ForegroundRole:
        if (index.column() == ResultColumn && (run.canceled || run.workspaceLimitReached || run.exitCode != 0))
            return QColor(0xd0, 0x38, 0x3e);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case CommandRole:
        return run.command;
    default:
        break;
    }
    return {};
}

QVariant RunHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CommandColumn:
        return tr("Command");
    case ResultColumn:
        return tr("Result");
    case DurationColumn:
        return tr("Duration");
    case StartedColumn:
        return tr("Started");
    }
    return {};
}

void RunHistoryModel::setRuns(const QList<RunRecord> &runs)
{
    beginResetModel();
    m_runs = runs;
    endResetModel();
}

} // namespace shadowbox
