#pragma once

#include "core/SandboxTypes.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;

namespace shadowbox {

// Edits the hosts a sandbox's allowlist lets through: presets switched on and off as a whole
// (package registries, agents' model APIs), and other hosts one a line (HOST, HOST:PORT or
// *.DOMAIN). A line that is not a rule is named below the editor and keeps OK disabled.
class AllowlistDialog : public QDialog {
    Q_OBJECT
public:
    explicit AllowlistDialog(const SandboxRecord &record, QWidget *parent = nullptr);

    // The rules as the dialog shows them: the checked presets', then the other hosts'.
    QList<AllowRule> rules() const;
    // Whether the sandbox's policy is to become `allowlist` as well.
    bool usePolicy() const;
    // Why the rules cannot be saved, or empty.
    QString problem() const;

private:
    void validate();

    QListWidget *m_presets = nullptr;
    QPlainTextEdit *m_hosts = nullptr;
    QLabel *m_problem = nullptr;
    QCheckBox *m_usePolicy = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<AllowRule> m_before;
};

} // namespace shadowbox
