#pragma once

#include "core/Result.h"
#include "runtime/EngineDiscovery.h"
#include "runtime/EngineTypes.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace shadowbox {

// What automatic discovery would try, in order, and what each address answered: "Probing…" until
// its probe comes back, then "answers: Podman 4.3.1" or the error sentence. Read-only.
class EngineCandidateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { AddressColumn, SourceColumn, StatusColumn, ColumnCount };
    enum Role {
        AnswersRole = Qt::UserRole + 1, // invalid while probing, then true or false
    };

    explicit EngineCandidateModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Replaces the rows; each one is being probed until setProbeResult reaches it.
    void setCandidates(const QList<EngineCandidate> &candidates);
    void setProbeResult(int row, const Result<EngineInfo> &answer);
    void clear() { setCandidates({}); }

    const EngineCandidate &candidateAt(int row) const { return m_rows.at(row).candidate; }
    bool isProbing() const;

private:
    struct Row {
        EngineCandidate candidate;
        std::optional<bool> answers; // empty while probing
        QString status;
    };
    QList<Row> m_rows;
};

} // namespace shadowbox
