#pragma once

#include "core/SandboxTypes.h"

#include <QJsonArray>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QsciScintilla;

namespace shadowbox {

class GatewayMocks;
class Prompter;
class RequestLogModel;
class Session;
class StubListModel;

// The Network page of the selected sandbox: its policy, its stubs (the gateway's, in the order it
// tries them) with the selected one's JSON, and the live request log — matched, unmatched with the
// nearest stubs, passed through, refused — filtered by outcome. Stubs are imported from WireMock
// mappings or a HAR recording, exported as WireMock mappings, removed, or made from a request in
// the log. Every call to the gateway runs off the GUI thread; the log is read again every second
// while the page shows a running sandbox.
class NetworkPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 1000;
    static constexpr int kLogEntries = 500;

    NetworkPanel(Session &session, Prompter &prompter, QWidget *window, QWidget *parent = nullptr);

    void setSandbox(const std::optional<SandboxRecord> &record);
    StubListModel *stubs() const { return m_stubs; }
    RequestLogModel *log() const { return m_log; }
    QTableView *stubTable() const { return m_stubTable; }
    QTableView *logTable() const { return m_logTable; }
    QComboBox *outcomeFilter() const { return m_outcome; }
    QsciScintilla *stubView() const { return m_json; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *fromRequestButton() const { return m_fromRequest; }

    // Reads the stubs and the log again now.
    void refresh();
    // What Import… and Export… do once a file is chosen.
    void importFile(const QString &path);
    void exportTo(const QString &path);
    // Removes the selected stub (after asking); makes a stub from the selected request.
    void removeSelected();
    void stubFromSelectedRequest();

Q_SIGNALS:
    // The stubs and the log were read again and shown.
    void refreshed();
    void statusMessage(const QString &text, int timeoutMs);

private:
    void poll();
    void showSelectedStub();
    void updateState();
    // Runs `work` (a gateway call) on the manager's pool for the sandbox shown now; what it returns
    // (a problem, or nothing) is said on the GUI thread, and the page is read again.
    void change(const QString &busy, std::function<QString(const GatewayMocks &, const SandboxRecord &)> work);

    Session &m_session;
    Prompter &m_prompter;
    QWidget *m_window;
    std::optional<SandboxRecord> m_record;
    quint64 m_generation = 0;
    bool m_polling = false;
    bool m_changing = false;
    StubListModel *m_stubs;
    RequestLogModel *m_log;
    QSortFilterProxyModel *m_logFilter;
    QLabel *m_state;
    QPushButton *m_import;
    QPushButton *m_export;
    QPushButton *m_remove;
    QPushButton *m_fromRequest;
    QTableView *m_stubTable;
    QsciScintilla *m_json;
    QComboBox *m_outcome;
    QTableView *m_logTable;
    QTimer *m_timer;
};

} // namespace shadowbox
