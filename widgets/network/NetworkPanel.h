#pragma once

#include "core/SandboxTypes.h"

#include <QJsonArray>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QToolButton;
class QTableView;
class QTimer;
class QsciScintilla;

namespace shadowbox {

class GatewayMocks;
class ServerNearMisses;
class Prompter;
class RequestLogFilter;
class RequestLogModel;
class Session;
class StubListModel;

// The Network page of the selected sandbox: its policy, its stubs (the gateway's, in the order it
// tries them) with the selected one's JSON, and the live request log — matched, unmatched with the
// nearest stubs, passed through, refused — filtered by outcome and by words it contains. Stubs are imported from
// WireMock mappings or a HAR recording, exported as WireMock mappings, removed, or made from a request in the log. The
// JSON view is the stub editor: while the sandbox runs, the selected stub (or a new one) is edited there, checked as it
// is typed (the place of a JSON error is marked and named), and saved with Save Stub (Ctrl+S), in its place in the try
// order; while there are unsaved changes the stub list keeps its selection and the poll leaves the editor alone. Every
// call to the gateway runs off the GUI thread; the log is read again every second while the page shows a running
// sandbox. What the hosts the allowlist records answered is counted there, and Keep Recorded makes stubs of it.
// A sandbox whose mocked hosts a mock server of the user's answers (network mock-server) shows that server's stubs
// instead, read and changed through its admin API (WireMock's), with the same list, editor, import, export and
// removal; "Stubs of" switches to the ones Shadowbox keeps for when the server is turned off.
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
    QLineEdit *textFilter() const { return m_text; }
    QToolButton *policyButton() const { return m_policy; }
    // Whose stubs the page shows when the sandbox has a mock server: the server's (the first
    // entry, the default) or Shadowbox's. Hidden otherwise.
    QComboBox *stubSource() const { return m_source; }
    bool showsServerStubs() const;
    // The window's Network Policy menu, offered on the page too (the same actions, checked and
    // enabled as in the menu bar).
    void setPolicyMenu(QMenu *menu);
    QsciScintilla *stubView() const { return m_json; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *fromRequestButton() const { return m_fromRequest; }
    QPushButton *newStubButton() const { return m_new; }
    QPushButton *saveStubButton() const { return m_save; }
    QPushButton *revertStubButton() const { return m_revert; }
    QPushButton *keepRecordedButton() const { return m_keepRecorded; }
    // How many exchanges with recorded hosts wait to become stubs.
    int recordedCount() const { return m_recorded; }
    QLabel *stubProblemLabel() const { return m_problem; }
    bool hasUnsavedStub() const { return m_dirty; }

    // Reads the stubs and the log again now.
    void refresh();
    // What Import… and Export… do once a file is chosen.
    void importFile(const QString &path);
    void exportTo(const QString &path);
    // Removes the selected stub (after asking); makes a stub from the selected request.
    void removeSelected();
    void stubFromSelectedRequest();
    // The stub editor: a new stub from a template; the edited stub saved (added when new, replaced
    // in place otherwise); the edits dropped.
    void newStub();
    void saveStub();
    void revertStub();
    // Makes stubs of everything recorded (GatewayMocks::stubsFromRecordings) and adds them.
    void keepRecorded();

Q_SIGNALS:
    // The stubs and the log were read again and shown.
    void refreshed();
    void statusMessage(const QString &text, int timeoutMs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void poll();
    // Puts `text` in the editor as saved (no unsaved changes).
    void load(const QString &text);
    // What is wrong with the editor's stub ("" when it can be saved), its place marked.
    QString checkStub();
    void showSelectedStub();
    void updateState();
    // Runs `work` (a gateway call) on the manager's pool for the sandbox shown now; what it returns
    // (a problem, or nothing) is said on the GUI thread, and the page is read again.
    // `done`, if given, is called on the GUI thread with the problem ("" when it worked).
    // `work` may leave notes for the user (what a mock server said, what an import left out):
    // they are shown on the status line, or given to `done`, which then shows them.
    using Work = std::function<QString(const GatewayMocks &, const SandboxRecord &, QStringList *notes)>;
    void change(const QString &busy, Work work,
                std::function<void(const QString &problem, const QStringList &notes)> done = {});
    void setSource(int index);

    Session &m_session;
    Prompter &m_prompter;
    QWidget *m_window;
    std::optional<SandboxRecord> m_record;
    quint64 m_generation = 0;
    bool m_polling = false;
    // What the sandbox's mock server said of its unanswered requests (a new one for each sandbox).
    std::shared_ptr<ServerNearMisses> m_serverNearMisses;
    bool m_changing = false;
    bool m_dirty = false;   // the editor holds changes not saved
    bool m_loading = false; // the editor's text is being set, not typed
    QString m_editingId;    // the stub in the editor; empty for a new one
    QString m_stubProblem;
    QString m_readProblem; // why the mock server's stubs could not be read
    QString m_selectAfterRefresh;
    int m_errorIndicator = -1;
    StubListModel *m_stubs;
    RequestLogModel *m_log;
    RequestLogFilter *m_logFilter;
    QToolButton *m_policy;
    QComboBox *m_source;
    QWidget *m_sourcePart;
    QLabel *m_state;
    QPushButton *m_import;
    QPushButton *m_export;
    QPushButton *m_remove;
    QPushButton *m_fromRequest;
    QPushButton *m_new;
    QPushButton *m_save;
    QPushButton *m_revert;
    QPushButton *m_keepRecorded;
    int m_recorded = 0;
    QLabel *m_problem;
    QTableView *m_stubTable;
    QsciScintilla *m_json;
    QComboBox *m_outcome;
    QLineEdit *m_text;
    QTableView *m_logTable;
    QTimer *m_timer;
};

} // namespace shadowbox
