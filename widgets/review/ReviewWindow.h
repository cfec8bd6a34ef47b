#pragma once

#include "core/CallOptions.h"
#include "review/Reviewer.h"

#include <QMainWindow>
#include <QSet>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeView;
class QTreeWidget;

namespace shadowbox {

class ReviewDiffView;
class ReviewFileModel;
class Session;

// The shadow audit of one sandbox: every change since the baseline in one window, a file tree
// grouped by kind on the left, the highlighted diff of the file chosen in the middle, the commands
// that ran (the evidence) below. Keyboard first: J/K next and previous hunk, Shift+J/K file, A and
// R approve and reject the hunk (Shift: the whole file), U undecide, C comment, V layout, ? help.
// Every decision is saved as it is made. The review opens and applies on workers; the window never
// waits for the engine.
class ReviewWindow : public QMainWindow {
    Q_OBJECT
public:
    ReviewWindow(Session &session, const SandboxRecord &sandbox, QWidget *parent = nullptr);
    // A review already opened (ReviewSession): shown at once, nothing asked of the engine.
    ReviewWindow(Session &session, const ReviewSession &review, QWidget *parent = nullptr);
    ~ReviewWindow() override;

    bool isLoaded() const { return m_loaded; }
    const ReviewSession &review() const { return m_review; }
    ReviewDiffView *diffView() const { return m_diff; }
    QTreeView *fileTree() const { return m_tree; }
    QTreeWidget *evidence() const { return m_runs; }
    QString progressText() const;
    QString statusText() const;
    qsizetype currentFile() const { return m_file; }
    int currentHunk() const;
    QAction *action(const QString &objectName) const;
    bool isApplied() const { return m_applied; }
    bool helpVisible() const;

    void selectFile(qsizetype file);
    // Applies without asking (the Apply dialog and the secrets prompt are the window's own way).
    void applyWith(const ApplyOptions &options, const QSet<QByteArray> &includeFlagged, bool acknowledgeSecrets);

Q_SIGNALS:
    void loaded();
    void fileShown();
    void decisionSaved();
    void applied(const QString &summary);
    void applyFailed(const QString &message);
    void secretsFound(const QStringList &findings);

private:
    ReviewWindow(Session &session, const SandboxRecord &sandbox, bool openNow, QWidget *parent);
    void createActions();
    void build();
    void open();
    void showLoaded();
    void showFile();
    void decide(ReviewVerdict verdict, bool wholeFile, const QString &comment = {}, bool keepComment = true);
    void comment();
    void moveHunk(int step);
    void moveFile(int step);
    void apply();
    void exportReport();
    void toggleHelp();
    void updateCounts();
    void setBusy(const QString &text);
    ReviewVerdict verdictOf(const QByteArray &path, const QString &key) const;
    QList<ReviewVerdict> hunkVerdicts(const ReviewFile &file) const;
    void runApply(const Selection &selection, const ApplyOptions &options, bool acknowledged);

    Session &m_session;
    SandboxRecord m_sandbox;
    ReviewSession m_review;
    bool m_loaded = false;
    bool m_applied = false;
    qsizetype m_file = -1;
    qsizetype m_shownFile = -1; // the file the diff view shows; decisions wait until it is m_file
    quint64 m_request = 0;
    CancelToken m_cancel;

    ReviewFileModel *m_model;
    QTreeView *m_tree;
    ReviewDiffView *m_diff;
    QTreeWidget *m_runs;
    QLabel *m_header;
    QLabel *m_counts;
    QLabel *m_busyText;
    QProgressBar *m_busy;
    QPushButton *m_cancelButton;
    QComboBox *m_whitespace;
    QLabel *m_help;
    QList<QAction *> m_decisionActions;
};

} // namespace shadowbox
