#pragma once

#include "core/SandboxTypes.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QListView;

namespace shadowbox {

class DiffView;
class Session;
class SnapshotDifferenceModel;

// Two snapshots of one sandbox side by side: the files that differ, then the highlighted diff of
// the file chosen. Everything is read off the GUI thread; the dialog is not modal to the window.
class SnapshotCompareDialog : public QDialog {
    Q_OBJECT
public:
    SnapshotCompareDialog(Session &session, const SandboxRecord &sandbox, const QList<SnapshotRecord> &snapshots,
                          qint64 from, qint64 to, QWidget *parent = nullptr);

    SnapshotDifferenceModel *differences() const { return m_model; }
    QListView *fileList() const { return m_files; }
    DiffView *diffView() const { return m_diff; }
    QString summary() const;

Q_SIGNALS:
    void differencesLoaded();
    void diffShown();

private:
    qint64 chosen(const QComboBox *box) const;
    void compare();
    void showFile(int row);

    Session &m_session;
    SandboxRecord m_sandbox;
    QComboBox *m_from;
    QComboBox *m_to;
    QLabel *m_summary;
    SnapshotDifferenceModel *m_model;
    QListView *m_files;
    DiffView *m_diff;
    quint64 m_request = 0;
};

} // namespace shadowbox
