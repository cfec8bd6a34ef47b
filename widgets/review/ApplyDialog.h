#pragma once

#include "review/ReviewApply.h"

#include <QDialog>
#include <QSet>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QRadioButton;

namespace shadowbox {

// Where the approved changes of a review go: a new branch (the default, with an editable message),
// the working tree (merged onto what the user changed meanwhile), or a patch file. Says what will be
// applied and what is left out, and lets the reviewer include flagged files one by one (never the
// forbidden ones).
class ApplyDialog : public QDialog {
    Q_OBJECT
public:
    ApplyDialog(const ReviewChanges &changes, const Selection &selection, const QString &defaultBranch,
                const QString &defaultMessage, QWidget *parent = nullptr);

    ApplyOptions options() const;
    QSet<QByteArray> includedFlagged() const;

    QRadioButton *branchChoice() const { return m_branch; }
    QRadioButton *worktreeChoice() const { return m_worktree; }
    QRadioButton *patchChoice() const { return m_patch; }
    QLineEdit *branchName() const { return m_branchName; }
    QLineEdit *patchPath() const { return m_patchPath; }
    QPlainTextEdit *message() const { return m_message; }

private:
    void updateState();

    QRadioButton *m_branch;
    QRadioButton *m_worktree;
    QRadioButton *m_patch;
    QLineEdit *m_branchName;
    QPlainTextEdit *m_message;
    QCheckBox *m_conflicts;
    QLineEdit *m_patchPath;
    QListWidget *m_flagged;
    QLabel *m_problem;
};

} // namespace shadowbox
