#pragma once

#include <QLineEdit>
#include <QStringList>

namespace shadowbox {

// A command line with shell-like history: Up and Down walk through earlier commands, and the
// line being typed is kept while browsing.
class HistoryLineEdit : public QLineEdit {
    Q_OBJECT
public:
    explicit HistoryLineEdit(QWidget *parent = nullptr);

    void addToHistory(const QString &command);
    void setHistory(const QStringList &history);
    const QStringList &history() const { return m_history; }

    static constexpr int kMaxHistory = 200;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QStringList m_history; // oldest first
    int m_position = 0;    // == size(): not browsing
    QString m_draft;
};

} // namespace shadowbox
