#pragma once

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace shadowbox {

class ActivityFilter;
class ActivityModel;
class Session;

// The Activity page: everything done in the selected sandbox, live, whoever did it (the window,
// the command line, an agent through MCP, a terminal), with filters. Another process's work shows
// up within a second: the page asks the store whether the log changed (a cheap question) and
// reads it again only then, off the GUI thread.
class ActivityPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 1000;
    static constexpr int kEntries = 500;

    explicit ActivityPanel(Session &session, QWidget *parent = nullptr);

    void setSandbox(const QString &sandboxId); // empty: none
    ActivityModel *model() const { return m_model; }
    ActivityFilter *filter() const { return m_filter; }
    QTableView *table() const { return m_table; }
    // Reads the log again now (also done by itself whenever it changes).
    void refresh();

Q_SIGNALS:
    // A command's row was activated: show its output.
    void runActivated(qint64 runId);
    // The log was read again and shown.
    void refreshed();

private:
    void poll();
    void updateSummary();

    Session &m_session;
    QString m_sandboxId;
    QString m_stamp;
    quint64 m_generation = 0; // only the latest request's answer is shown
    bool m_polling = false;
    ActivityModel *m_model;
    ActivityFilter *m_filter;
    QComboBox *m_origin;
    QComboBox *m_kinds;
    QCheckBox *m_failures;
    QLineEdit *m_search;
    QTableView *m_table;
    QLabel *m_summary;
    QTimer *m_timer;
};

} // namespace shadowbox
