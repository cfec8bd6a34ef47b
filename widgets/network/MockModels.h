#pragma once

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QSortFilterProxyModel>

namespace shadowbox {

// A table of JSON objects, one a row, replaced whole; replaced with the same rows it does not reset
// (views keep their selection).
class JsonRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    QJsonObject objectAt(int row) const; // empty past the end
    int rowCount(const QModelIndex &parent = {}) const override;

protected:
    void setRows(const QJsonArray &rows);

    QList<QJsonObject> m_rows;
};

// A sandbox's stubs (WireMock mappings), one row each, in the order its gateway tries them.
class StubListModel : public JsonRowsModel {
    Q_OBJECT
public:
    enum Column { NameColumn, MethodColumn, HostColumn, UrlColumn, StatusColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1 };

    using JsonRowsModel::JsonRowsModel;

    void setStubs(const QJsonArray &stubs) { setRows(stubs); }
    QJsonObject stub(int row) const { return objectAt(row); }
    int rowOfId(const QString &id) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The URL matcher as one line: "urlPath /v1/charges"; empty for any URL.
    static QString urlMatcher(const QJsonObject &request);
};

// The requests a sandbox made, newest first, as its gateway's journal has them (WireMock's entries
// with Shadowbox's "shadowbox" part: outcome, detail, near misses).
class RequestLogModel : public JsonRowsModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, OutcomeColumn, MethodColumn, UrlColumn, StatusColumn, DetailColumn, ColumnCount };
    enum Role { OutcomeRole = Qt::UserRole + 1 };

    using JsonRowsModel::JsonRowsModel;

    void setEntries(const QJsonArray &entries) { setRows(entries); }
    QJsonObject entry(int row) const { return objectAt(row); }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A stub that answers requests like this one (its method, host and path) with 200, for the
    // user to fill in: "stub from this request".
    static QJsonObject stubFor(const QJsonObject &entry);
    static QString outcomeLabel(const QString &outcome);
};

// The request log as the page shows it: one outcome or every one, and only the requests whose
// method, URL, status or explanation contain every word of a text (in any case).
class RequestLogFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setOutcome(const QString &outcome); // "" for every outcome
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_outcome;
    QStringList m_words;
};

} // namespace shadowbox
