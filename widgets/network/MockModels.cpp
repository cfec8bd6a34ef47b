#include "network/MockModels.h"

#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"

#include <QColor>
#include <QDateTime>
#include <QLocale>
#include <QUrl>

namespace shadowbox {

namespace {
constexpr const char *kUrlKeys[] = {"url", "urlPath", "urlPattern", "urlPathPattern", "urlPathTemplate"};

// A tooltip of text that came from the sandbox or a stub: shown as written, never as the rich
// text Qt would guess.
QString plainTip(const QString &text)
{
    return QStringLiteral("<p style='white-space:pre'>%1</p>").arg(text.toHtmlEscaped());
}
} // namespace

void JsonRowsModel::setRows(const QJsonArray &rows)
{
    QList<QJsonObject> next;
    next.reserve(rows.size());
    for (const QJsonValue &v : rows)
        next.append(v.toObject());
    if (next == m_rows)
        return;
    beginResetModel();
    m_rows = std::move(next);
    endResetModel();
}

QJsonObject JsonRowsModel::objectAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : QJsonObject();
}

int JsonRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StubListModel::rowOfId(const QString &id) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).value(QLatin1String("id")).toString() == id)
            return row;
    }
    return -1;
}

int StubListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StubListModel::urlMatcher(const QJsonObject &request)
{
    for (const char *key : kUrlKeys) {
        if (request.contains(QLatin1String(key)))
            return QLatin1String(key) + u' ' + request.value(QLatin1String(key)).toString();
    }
    return QString();
}

QVariant StubListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const QJsonObject &stub = m_rows.at(index.row());
    if (role == IdRole)
        return stub.value(QLatin1String("id")).toString();
    const QJsonObject request = stub.value(QLatin1String("request")).toObject();
    const QJsonObject response = stub.value(QLatin1String("response")).toObject();
    if (role == Qt::ToolTipRole) {
        // The columns that may be cut short, whole; the name with the stub's id.
        if (index.column() == NameColumn)
            return plainTip(
                tr("%1\nid %2")
                    .arg(stub.value(QLatin1String("name")).toString(), stub.value(QLatin1String("id")).toString()));
        if (index.column() == HostColumn || index.column() == UrlColumn)
            return plainTip(data(index, Qt::DisplayRole).toString());
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return stub.value(QLatin1String("name")).toString();
    case MethodColumn:
        return request.value(QLatin1String("method")).toString(QStringLiteral("ANY"));
    case HostColumn: {
        const QString host = SandboxGateway::stubHost(stub);
        return host.isEmpty() ? tr("any host") : host;
    }
    case UrlColumn: {
        const QString url = urlMatcher(request);
        return url.isEmpty() ? tr("any URL") : url;
    }
    case StatusColumn:
        return response.value(QLatin1String("fault")).isString()
                   ? response.value(QLatin1String("fault")).toString()
                   : QString::number(response.value(QLatin1String("status")).toInt(200));
    default:
        return {};
    }
}

QVariant StubListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case MethodColumn:
        return tr("Method");
    case HostColumn:
        return tr("Host");
    case UrlColumn:
        return tr("URL");
    case StatusColumn:
        return tr("Answer");
    default:
        return {};
    }
}

int RequestLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RequestLogModel::outcomeLabel(const QString &outcome)
{
    if (outcome == QLatin1String("matched"))
        return tr("Matched");
    if (outcome == QLatin1String("unmatched"))
        return tr("Unmatched");
    if (outcome == QLatin1String("passed"))
        return tr("Passed through");
    if (outcome == QLatin1String("refused"))
        return tr("Refused");
    return outcome;
}

QVariant RequestLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const QJsonObject &entry = m_rows.at(index.row());
    const QJsonObject request = entry.value(QLatin1String("request")).toObject();
    const QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
    const QString outcome = ours.value(QLatin1String("outcome")).toString();
    if (role == OutcomeRole)
        return outcome;
    if (role == Qt::ForegroundRole && index.column() == OutcomeColumn) {
        if (outcome == QLatin1String("refused") || outcome == QLatin1String("unmatched"))
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == DetailColumn) {
        QStringList lines{ours.value(QLatin1String("detail")).toString()};
        for (const QJsonValue &miss : ours.value(QLatin1String("nearMisses")).toArray()) {
            QStringList why;
            for (const QJsonValue &reason : miss.toObject().value(QLatin1String("misses")).toArray())
                why << reason.toString();
            lines << GatewayMocks::nearMissName(miss.toObject()) + QStringLiteral(": ") +
                         why.join(QStringLiteral("; "));
        }
        lines.removeAll(QString());
        // What the sandbox asked for is in it.
        return plainTip(lines.join(u'\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn: {
        const QDateTime when =
            QDateTime::fromString(request.value(QLatin1String("loggedDateString")).toString(), Qt::ISODateWithMs);
        return when.isValid() ? QLocale().toString(when.toLocalTime().time(), QStringLiteral("HH:mm:ss.zzz"))
                              : request.value(QLatin1String("loggedDateString")).toString();
    }
    case OutcomeColumn:
        // A recorded host's answer passed through the gateway, which kept it.
        if (outcome == QLatin1String("passed") &&
            ours.value(QLatin1String("detail")).toString().startsWith(QLatin1String("recorded")))
            return tr("Recorded");
        return outcomeLabel(outcome);
    case MethodColumn:
        return request.value(QLatin1String("method")).toString();
    case UrlColumn:
        return request.value(QLatin1String("absoluteUrl")).toString();
    case StatusColumn: {
        const int status =
            entry.value(QLatin1String("responseDefinition")).toObject().value(QLatin1String("status")).toInt();
        return status > 0 ? QVariant(status) : QVariant();
    }
    case DetailColumn: {
        if (const QString stub = GatewayMocks::nearestStubOf(entry); !stub.isEmpty())
            return tr("nearest: %1").arg(stub);
        return ours.value(QLatin1String("detail")).toString();
    }
    default:
        return {};
    }
}

QVariant RequestLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case OutcomeColumn:
        return tr("Outcome");
    case MethodColumn:
        return tr("Method");
    case UrlColumn:
        return tr("URL");
    case StatusColumn:
        return tr("Status");
    case DetailColumn:
        return tr("Why");
    default:
        return {};
    }
}

QJsonObject RequestLogModel::stubFor(const QJsonObject &entry)
{
    const QJsonObject request = entry.value(QLatin1String("request")).toObject();
    const QJsonObject ours = entry.value(QLatin1String("shadowbox")).toObject();
    const QString path = QUrl(request.value(QLatin1String("url")).toString()).path();
    QJsonObject matcher{{QStringLiteral("method"), request.value(QLatin1String("method")).toString()},
                        {QStringLiteral("urlPath"), path.isEmpty() ? QStringLiteral("/") : path}};
    if (const QString host = ours.value(QLatin1String("host")).toString(); !host.isEmpty())
        matcher.insert(QStringLiteral("host"), QJsonObject{{QStringLiteral("equalTo"), host}}); // WireMock's form
    return QJsonObject{{QStringLiteral("name"), matcher.value(QLatin1String("method")).toString() + u' ' +
                                                    matcher.value(QLatin1String("urlPath")).toString()},
                       {QStringLiteral("request"), matcher},
                       {QStringLiteral("response"),
                        QJsonObject{{QStringLiteral("status"), 200},
                                    {QStringLiteral("headers"),
                                     QJsonObject{{QStringLiteral("Content-Type"), QStringLiteral("application/json")}}},
                                    {QStringLiteral("jsonBody"), QJsonObject()}}}};
}

void RequestLogFilter::setOutcome(const QString &outcome)
{
    if (outcome == m_outcome)
        return;
    m_outcome = outcome;
    invalidateRowsFilter();
}

void RequestLogFilter::setText(const QString &text)
{
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateRowsFilter();
}

bool RequestLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *log = sourceModel();
    if (!m_outcome.isEmpty() &&
        log->index(sourceRow, 0, sourceParent).data(RequestLogModel::OutcomeRole).toString() != m_outcome)
        return false;
    if (m_words.isEmpty())
        return true;
    QString seen;
    for (int column : {RequestLogModel::MethodColumn, RequestLogModel::UrlColumn, RequestLogModel::StatusColumn,
                       RequestLogModel::DetailColumn})
        seen += log->index(sourceRow, column, sourceParent).data().toString() + u'\n';
    for (const QString &word : m_words) {
        if (!seen.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace shadowbox
