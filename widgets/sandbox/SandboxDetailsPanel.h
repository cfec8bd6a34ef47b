#pragma once

#include "core/SandboxTypes.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QUrl>
#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;
class QStackedWidget;

namespace shadowbox {

// Everything known about the selected sandbox, as selectable text: where it came from, where its
// workspace is, its limits and how long each creation step took.
class SandboxDetailsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SandboxDetailsPanel(QWidget *parent = nullptr);

    void setRecord(const std::optional<SandboxRecord> &record);
    const std::optional<SandboxRecord> &record() const { return m_record; }
    // A remark after the state, e.g. that it is only the last recorded one while no engine answers.
    void setStateNote(const QString &note);
    // The selected sandbox's previews in this window (port inside → URL here); the row is hidden
    // while there are none. Each URL is a link that opens in the browser.
    void setPreviews(const QList<QPair<quint16, QUrl>> &previews);
    // The text shown for one field (by objectName, e.g. "workspaceValue"); for tests and tooling.
    QString fieldText(const QString &field) const;

    // "history": the sandbox's own /workspace/.git; "baseline": the workspace as copied, recorded
    // for review; "snapshot": a fork's first snapshot of its own.
    static inline const QStringList kSteps{
        QStringLiteral("scan"),     QStringLiteral("image"),   QStringLiteral("copy"),      QStringLiteral("history"),
        QStringLiteral("baseline"), QStringLiteral("network"), QStringLiteral("container"), QStringLiteral("start"),
        QStringLiteral("snapshot"), QStringLiteral("total")};

private:
    QLabel *addField(QFormLayout *form, const QString &label, const QString &objectName);
    static QString stepLabel(const QString &step);

    std::optional<SandboxRecord> m_record;
    QString m_stateNote;
    QStackedWidget *m_stack;
    QLabel *m_title;
    QHash<QString, QLabel *> m_fields;
    QFormLayout *m_sandboxForm = nullptr;
    QFormLayout *m_sourceForm = nullptr;
    QFormLayout *m_stepsForm = nullptr;
};

} // namespace shadowbox
