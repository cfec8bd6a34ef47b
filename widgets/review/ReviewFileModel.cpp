#include "review/ReviewFileModel.h"

#include "common/Icons.h"
#include "core/Formatting.h"

#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace shadowbox {

namespace {
// Group rows carry no parent pointer; file rows carry their group's row + 1.
constexpr quintptr kGroupTag = 0;

ReviewVerdict verdictOf(const QList<ReviewDecision> &decisions, const QByteArray &path, const QString &key)
{
    for (const ReviewDecision &d : decisions)
        if (d.path == path && d.hunkKey == key)
            return d.verdict;
    return ReviewVerdict::Undecided;
}
} // namespace

ReviewFileModel::ReviewFileModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

std::pair<int, int> ReviewFileModel::decided(const ReviewFile &file, const QList<ReviewDecision> &decisions)
{
    const ReviewVerdict whole = verdictOf(decisions, file.path, QString());
    if (file.hunks.isEmpty())
        return {whole != ReviewVerdict::Undecided ? 1 : 0, 1};
    int n = 0;
    for (const QString &key : file.hunkKeys)
        n += (whole != ReviewVerdict::Undecided || verdictOf(decisions, file.path, key) != ReviewVerdict::Undecided);
    return {n, int(file.hunks.size())};
}

void ReviewFileModel::setChanges(const ReviewChanges &changes, const QList<ReviewDecision> &decisions)
{
    beginResetModel();
    m_changes = changes;
    m_decisions = decisions;
    m_groups.clear();
    for (qsizetype i = 0; i < m_changes.files.size(); ++i) {
        const ReviewGroup g = m_changes.files.at(i).group;
        if (m_groups.isEmpty() || m_groups.constLast().group != g)
            m_groups.append({g, {}});
        m_groups.last().files.append(i);
    }
    endResetModel();
}

void ReviewFileModel::setDecisions(const QList<ReviewDecision> &decisions)
{
    m_decisions = decisions;
    for (int g = 0; g < m_groups.size(); ++g) {
        const QModelIndex parent = index(g, 0);
        Q_EMIT dataChanged(index(0, DecisionColumn, parent),
                           index(int(m_groups.at(g).files.size()) - 1, DecisionColumn, parent));
        Q_EMIT dataChanged(index(g, DecisionColumn), index(g, DecisionColumn));
    }
}

QModelIndex ReviewFileModel::indexOfFile(qsizetype file) const
{
    for (int g = 0; g < m_groups.size(); ++g) {
        const qsizetype row = m_groups.at(g).files.indexOf(file);
        if (row >= 0)
            return index(int(row), 0, index(g, 0));
    }
    return {};
}

QList<qsizetype> ReviewFileModel::order() const
{
    QList<qsizetype> out;
    for (const Group &g : m_groups)
        out += g.files;
    return out;
}

QModelIndex ReviewFileModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, column, kGroupTag) : QModelIndex();
    if (parent.internalId() != kGroupTag || row >= m_groups.at(parent.row()).files.size())
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ReviewFileModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupTag)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupTag);
}

int ReviewFileModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == kGroupTag && parent.column() == 0)
        return int(m_groups.at(parent.row()).files.size());
    return 0;
}

int ReviewFileModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ReviewFileModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kGroupTag) {
        const Group &g = m_groups.at(index.row());
        if (role == FileIndexRole)
            return -1;
        if (role == Qt::FontRole) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (role != Qt::DisplayRole)
            return {};
        if (index.column() == FileColumn)
            return tr("%1 (%2)").arg(ReviewGroups::label(g.group)).arg(g.files.size());
        if (index.column() == DecisionColumn) {
            int done = 0;
            int total = 0;
            for (qsizetype f : g.files) {
                const auto [d, t] = decided(m_changes.files.at(f), m_decisions);
                done += d;
                total += t;
            }
            return tr("%1 of %2").arg(done).arg(total);
        }
        return {};
    }
    const qsizetype fileIndex = m_groups.at(int(index.internalId() - 1)).files.at(index.row());
    const ReviewFile &f = m_changes.files.at(fileIndex);
    if (role == FileIndexRole)
        return qlonglong(fileIndex);
    if (role == Qt::ToolTipRole) {
        QStringList lines{QFile::decodeName(f.path)};
        if (f.oldPath != f.path)
            lines << tr("from %1").arg(QFile::decodeName(f.oldPath));
        if (f.modeChanged())
            lines << tr("Mode %1 → %2").arg(QString::number(f.oldMode, 8), QString::number(f.newMode, 8));
        lines += ChangeScreening::describe(f.hazards);
        if (f.forbidden())
            lines << tr("Never applied, whatever is decided.");
        return lines.join(u'\n');
    }
    if (role == Qt::DecorationRole && index.column() == FileColumn && f.flagged())
        return appIcon(f.forbidden() ? QStringLiteral("dialog-error") : QStringLiteral("dialog-warning"));
    if (role == Qt::ForegroundRole && f.forbidden())
        return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case FileColumn:
        return f.oldPath != f.path ? tr("%1 ← %2").arg(QFile::decodeName(f.path), QFile::decodeName(f.oldPath))
                                   : QFile::decodeName(f.path);
    case StatusColumn: {
        QStringList parts{ReviewDiff::statusLabel(f.status)};
        if (f.modeChanged())
            parts << ((f.newMode & 0111) ? tr("now executable") : tr("no longer executable"));
        if (f.isLink())
            parts << tr("link");
        if (f.binary)
            parts << tr("binary, %1").arg(Format::bytes(qMax(f.oldSize, f.newSize)));
        if (f.large)
            parts << tr("large, %1").arg(Format::bytes(qMax(f.oldSize, f.newSize)));
        return parts.join(QStringLiteral(", "));
    }
    case ChangesColumn:
        return tr("+%1 −%2").arg(f.added).arg(f.removed);
    case DecisionColumn: {
        const ReviewVerdict whole = verdictOf(m_decisions, f.path, QString());
        if (f.forbidden())
            return tr("never applied");
        if (f.hunks.isEmpty() || whole != ReviewVerdict::Undecided) {
            if (whole == ReviewVerdict::Approved)
                return tr("approved");
            if (whole == ReviewVerdict::Rejected)
                return tr("rejected");
            if (f.hunks.isEmpty())
                return tr("undecided");
        }
        int approved = 0;
        int rejected = 0;
        for (const QString &key : f.hunkKeys) {
            const ReviewVerdict v = verdictOf(m_decisions, f.path, key);
            approved += v == ReviewVerdict::Approved;
            rejected += v == ReviewVerdict::Rejected;
        }
        return tr("%1 ✓ %2 ✗ of %3").arg(approved).arg(rejected).arg(f.hunks.size());
    }
    default:
        return {};
    }
}

QVariant ReviewFileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FileColumn:
        return tr("File");
    case StatusColumn:
        return tr("Status");
    case ChangesColumn:
        return tr("Lines");
    case DecisionColumn:
        return tr("Decision");
    default:
        return {};
    }
}

} // namespace shadowbox
