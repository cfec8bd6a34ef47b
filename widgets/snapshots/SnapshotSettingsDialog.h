#pragma once

#include "core/SandboxTypes.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace shadowbox {

class Session;

// How many automatic snapshots of one sandbox are kept and which workspace paths they leave out.
// The settings are read and saved off the GUI thread; a path that cannot be used is named in the
// dialog, which stays open until the settings are saved or the user cancels.
class SnapshotSettingsDialog : public QDialog {
    Q_OBJECT
public:
    SnapshotSettingsDialog(Session &session, const SandboxRecord &sandbox, QWidget *parent = nullptr);

    QSpinBox *keepBox() const { return m_keep; }
    QPlainTextEdit *excludedEdit() const { return m_excluded; }
    QString problem() const;

Q_SIGNALS:
    void loaded();
    void saved(const shadowbox::SnapshotPolicy &policy);
    void refused(const QString &why);

private:
    SnapshotPolicy wanted() const;
    void save();
    void addFolder();
    void setBusy(bool busy, const QString &status = {});

    Session &m_session;
    SandboxRecord m_sandbox;
    QSpinBox *m_keep;
    QPlainTextEdit *m_excluded;
    QPushButton *m_addFolder;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace shadowbox
