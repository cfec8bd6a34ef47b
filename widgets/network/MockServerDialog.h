#pragma once

#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace shadowbox {

// Chooses who answers a sandbox's mocked hosts: its gateway, from the stubs on the Network page, or
// a mock server of the user's (a WireMock, a LocalStack) listening on a loopback address of the
// sandbox's network, with its name for the request log and the host names it answers that no stub
// names; and, if Shadowbox is to run it, the image and its arguments. What is typed is checked as it is typed
// (AllowList::parseMockServer); while it is wrong the problem is named and Save is disabled.
class MockServerDialog : public QDialog {
    Q_OBJECT
public:
    explicit MockServerDialog(const SandboxRecord &record, QWidget *parent = nullptr);

    // The server as the dialog shows it, or none when the gateway answers; or why it cannot be saved.
    Result<std::optional<MockServer>> server() const;
    QGroupBox *serverBox() const { return m_use; }
    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *hostsEdit() const { return m_hosts; }
    QLineEdit *imageEdit() const { return m_image; }
    QLineEdit *argumentsEdit() const { return m_arguments; }
    QLabel *problemLabel() const { return m_problem; }

private:
    void validate();

    QGroupBox *m_use = nullptr;
    QLineEdit *m_address = nullptr;
    QLineEdit *m_name = nullptr;
    QPlainTextEdit *m_hosts = nullptr;
    QLineEdit *m_image = nullptr;
    QLineEdit *m_arguments = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace shadowbox
