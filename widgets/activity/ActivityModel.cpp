#include "activity/ActivityModel.h"

#include "core/Formatting.h"

#include <QFile>
#include <QGuiApplication>
#include <QPalette>
#include <QSet>

namespace shadowbox {

namespace {
QString resultText(const ActivityRecord &e)
{
    if (!e.ended)
        return ActivityModel::tr("running");
    if (e.detail == QLatin1String("interrupted") && !e.ok)
        return ActivityModel::tr("interrupted");
    if (e.kind == kActivityCommand) {
        if (e.detail == QLatin1String("canceled"))
            return ActivityModel::tr("canceled");
        if (e.detail == QLatin1String("workspace-limit"))
            return ActivityModel::tr("workspace limit");
    }
    if (e.exitCode)
        return ActivityModel::tr("exit %1").arg(*e.exitCode);
    return e.ok ? ActivityModel::tr("ok") : ActivityModel::tr("failed");
}

// Identity across refreshes: the table an entry comes from and its id there.
QPair<bool, qint64> keyOf(const ActivityRecord &e)
{
    return {e.runId > 0, e.runId > 0 ? e.runId : e.id};
}
} // namespace

ActivityModel::ActivityModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int ActivityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ActivityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ActivityModel::originLabel(const QString &origin)
{
    if (origin == kOriginWindow)
        return tr("Window");
    if (origin == kOriginCli)
        return tr("Command line");
    if (origin == kOriginMcp)
        return tr("Agent (MCP)");
    return tr("Unknown");
}

QString ActivityModel::kindLabel(const QString &kind)
{
    if (kind == kActivityCommand)
        return tr("Command");
    if (kind == kActivityRead)
        return tr("Read file");
    if (kind == kActivityWrite)
        return tr("Write file");
    if (kind == kActivityEdit)
        return tr("Edit file");
    if (kind == kActivityList)
        return tr("List files");
    if (kind == kActivityDelete)
        return tr("Delete file");
    if (kind == kActivityTerminal)
        return tr("Terminal");
    return kind;
}

QVariant ActivityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const ActivityRecord &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return Format::time(e.startedAt);
        case OriginColumn:
            return originLabel(e.origin);
        case KindColumn:
            return kindLabel(e.kind);
        case TargetColumn:
            return QFile::decodeName(e.target).simplified();
        case ResultColumn:
            return resultText(e);
        case DurationColumn:
            return e.ended ? Format::duration(e.durationMs) : QString();
        case SizeColumn:
            return e.bytes > 0 ? Format::bytes(e.bytes) : QString();
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == TargetColumn || index.column() == ResultColumn) {
            QString tip = QFile::decodeName(e.target);
            // A command that ran, or runs, has its folder there; one that could not end, the reason.
            const bool folder = e.kind == kActivityCommand && (e.runId > 0 || !e.ended);
            if (folder && !e.detail.isEmpty() && e.detail != QLatin1String("canceled") &&
                e.detail != QLatin1String("workspace-limit"))
                tip += u'\n' + tr("in /workspace/%1").arg(e.detail);
            else if (!folder && !e.detail.isEmpty())
                tip += u'\n' + e.detail;
            return tip;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == ResultColumn && e.ended && !e.ok)
            return QColor(QGuiApplication::palette().color(QPalette::Base).lightness() < 128 ? 0xff7b72 : 0xb42318);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn || index.column() == SizeColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KindRole:
        return e.kind;
    case OriginRole:
        return e.origin;
    case OkRole:
        return e.ok || !e.ended;
    case RunIdRole:
        return e.runId;
    default:
        return {};
    }
}

QVariant ActivityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case OriginColumn:
        return tr("By");
    case KindColumn:
        return tr("What");
    case TargetColumn:
        return tr("Command or file");
    case ResultColumn:
        return tr("Result");
    case DurationColumn:
        return tr("Duration");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

void ActivityModel::setEntries(const QList<ActivityRecord> &entries)
{
    // The usual refresh adds a few entries on top and finishes one that was going on: rows that
    // are still there are updated in place and the new ones inserted, so the view keeps its
    // selection and scroll position. Anything else is a reset.
    const qsizetype keep = [&] {
        if (m_entries.isEmpty())
            return qsizetype(-1);
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (keyOf(entries.at(i)) == keyOf(m_entries.constFirst()))
                return i;
        }
        return qsizetype(-1);
    }();
    bool sameTail = keep >= 0 && entries.size() - keep == m_entries.size();
    for (qsizetype i = 0; sameTail && i < m_entries.size(); ++i)
        sameTail = keyOf(entries.at(keep + i)) == keyOf(m_entries.at(i));
    if (!sameTail) {
        beginResetModel();
        m_entries = entries;
        endResetModel();
        return;
    }
    if (keep > 0) {
        beginInsertRows(QModelIndex(), 0, int(keep) - 1);
        m_entries = entries.mid(0, keep) + m_entries;
        endInsertRows();
    }
    for (qsizetype i = keep; i < entries.size(); ++i)
        m_entries[i] = entries.at(i);
    if (!m_entries.isEmpty())
        Q_EMIT dataChanged(index(int(keep), 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
}

ActivityFilter::ActivityFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void ActivityFilter::setOrigin(const QString &origin)
{
    m_origin = origin;
    invalidateFilter();
}

void ActivityFilter::setKinds(Kinds kinds)
{
    m_kinds = kinds;
    invalidateFilter();
}

void ActivityFilter::setFailuresOnly(bool only)
{
    m_failuresOnly = only;
    invalidateFilter();
}

void ActivityFilter::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

bool ActivityFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_origin.isEmpty() && first.data(ActivityModel::OriginRole).toString() != m_origin)
        return false;
    const QString kind = first.data(ActivityModel::KindRole).toString();
    static const QSet<QString> files{kActivityRead, kActivityWrite, kActivityEdit, kActivityList, kActivityDelete};
    switch (m_kinds) {
    case Kinds::All:
        break;
    case Kinds::Commands:
        if (kind != kActivityCommand)
            return false;
        break;
    case Kinds::Files:
        if (!files.contains(kind))
            return false;
        break;
    case Kinds::Terminals:
        if (kind != kActivityTerminal)
            return false;
        break;
    }
    if (m_failuresOnly && first.data(ActivityModel::OkRole).toBool())
        return false;
    if (!m_text.isEmpty()) {
        const QString target =
            sourceModel()->index(sourceRow, ActivityModel::TargetColumn, sourceParent).data().toString();
        if (!target.contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace shadowbox
