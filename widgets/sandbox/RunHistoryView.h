#pragma once

#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "sandbox/RunOutputLog.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTreeView;

namespace shadowbox {

class RunHistoryModel;
class Session;

// The commands run in one sandbox, newest first, and what the selected one printed, read back from
// the output Shadowbox kept for it. Double-clicking a command puts it back on the command line.
class RunHistoryView : public QWidget {
    Q_OBJECT
public:
    explicit RunHistoryView(Session &session, QWidget *parent = nullptr);

    RunHistoryModel *model() const { return m_model; }
    QTreeView *list() const { return m_list; }
    QPlainTextEdit *preview() const { return m_preview; }
    QString note() const;

    // The whole kept output of the selected command.
    Result<RunOutput> selectedOutput() const;

    // Shows `runs` of `sandboxId`; the newest is selected and its output shown.
    void setRuns(const QString &sandboxId, const QList<RunRecord> &runs);
    // Selects the run with this id (and shows its output); false when it is not listed.
    bool selectRun(qint64 runId);
    void clear();

Q_SIGNALS:
    void commandChosen(const QString &command);
    // The selected run's output is on screen (or why it is not).
    void outputShown();

private:
    // What the preview shows of a run: its tail, decoded off the GUI thread.
    struct PreviewText {
        static constexpr qint64 kPreviewBytes = 512 * 1024;
        QList<QPair<bool, QString>> parts; // (is standard error, text)
        qint64 keptBytes = 0;
        qint64 cutBytes = 0;
        qint64 shownBytes = 0;
        qint64 skippedBytes = 0;
        static Result<PreviewText> load(const QString &path);
    };
    void showOutputOf(int row);

    Session &m_session;
    QString m_sandboxId;
    RunHistoryModel *m_model;
    QTreeView *m_list;
    QPlainTextEdit *m_preview;
    QLabel *m_note;
    quint64 m_loading = 0; // only the latest request's answer is shown
};

} // namespace shadowbox
