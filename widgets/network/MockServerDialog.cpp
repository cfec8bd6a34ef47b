#include "network/MockServerDialog.h"

#include "common/StateAppearance.h"
#include "gateway/AllowList.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
// The arguments as a shell would have them typed, so that splitArguments gives them back.
QString joinArguments(const QStringList &arguments)
{
    QStringList quoted;
    for (QString argument : arguments) {
        if (argument.isEmpty() || argument.contains(QRegularExpression(QStringLiteral(R"([\s"])"))))
            argument = u'"' + argument.replace(u'"', QStringLiteral("\"\"\"")) + u'"';
        quoted << argument;
    }
    return quoted.join(u' ');
}

// The arguments typed, split as QProcess::splitCommand does (whitespace outside double quotes
// separates, a tripled quote is a literal one), except that quotes with nothing between them are
// an empty argument, which splitCommand drops.
QStringList splitArguments(const QString &line)
{
    QStringList arguments;
    QString current;
    bool quoted = false; // the argument being read had quotes: it counts even when empty
    bool inQuotes = false;
    int quotes = 0; // quotes in a row, not yet taken
    for (const QChar c : line) {
        if (c == u'"') {
            quoted = true;
            if (++quotes == 3) {
                quotes = 0;
                current += c;
            }
            continue;
        }
        if (quotes == 1)
            inQuotes = !inQuotes;
        quotes = 0;
        if (!inQuotes && c.isSpace()) {
            if (!current.isEmpty() || quoted)
                arguments << current;
            current.clear();
            quoted = false;
        } else {
            current += c;
        }
    }
    if (!current.isEmpty() || quoted)
        arguments << current;
    return arguments;
}
} // namespace

MockServerDialog::MockServerDialog(const SandboxRecord &record, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("mockServerDialog"));
    setWindowTitle(tr("Mock Server of \"%1\"").arg(record.name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The gateway answers the mocked hosts from the stubs on the Network page. A mock "
                                "server of your own (a WireMock, a LocalStack) that runs beside the sandbox and "
                                "listens on a loopback address of its network can answer them instead: the "
                                "gateway still ends their HTTPS, then hands it each request."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_use = new QGroupBox(tr("&Answer the mocked hosts with a mock server of my own"), this);
    m_use->setObjectName(QStringLiteral("mockServerUse"));
    m_use->setCheckable(true);
    m_use->setChecked(record.networkMockServer.has_value());
    auto *form = new QFormLayout(m_use);
    m_address = new QLineEdit(m_use);
    m_address->setObjectName(QStringLiteral("mockServerAddress"));
    m_address->setPlaceholderText(QStringLiteral("127.0.1.1:8080"));
    m_address->setToolTip(tr("A loopback address of the sandbox's network and a port: 127.0.1.1:8080, [::1]:4566"));
    m_name = new QLineEdit(m_use);
    m_name->setObjectName(QStringLiteral("mockServerName"));
    m_name->setPlaceholderText(QStringLiteral("WireMock"));
    m_name->setMaxLength(64);
    m_name->setToolTip(tr("What the request log calls the server"));
    m_hosts = new QPlainTextEdit(m_use);
    m_hosts->setObjectName(QStringLiteral("mockServerHosts"));
    m_hosts->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_hosts->setTabChangesFocus(true);
    m_hosts->setPlaceholderText(QStringLiteral("s3.amazonaws.com"));
    m_hosts->setToolTip(tr("Hosts the server has stubs for and the sandbox has none, one a line: they resolve to "
                           "the gateway too"));
    m_image = new QLineEdit(m_use);
    m_image->setObjectName(QStringLiteral("mockServerImage"));
    m_image->setPlaceholderText(tr("none: I run it myself"));
    m_image->setToolTip(tr("Shadowbox runs the server from this image (wiremock/wiremock:3.13.2, "
                           "localstack/localstack), in the sandbox's network, with the sandbox"));
    m_arguments = new QLineEdit(m_use);
    m_arguments->setObjectName(QStringLiteral("mockServerArguments"));
    m_arguments->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_arguments->setPlaceholderText(tr("what suits the image"));
    m_arguments->setToolTip(tr("What the image's entry point gets, as a shell would split it. Empty: a WireMock "
                               "image gets --bind-address and --port, a LocalStack image GATEWAY_LISTEN."));
    if (record.networkMockServer) {
        m_address->setText(record.networkMockServer->where());
        m_name->setText(record.networkMockServer->name);
        m_hosts->setPlainText(record.networkMockServer->hosts.join(u'\n'));
        m_image->setText(record.networkMockServer->image);
        m_arguments->setText(joinArguments(record.networkMockServer->arguments));
    }
    form->addRow(tr("A&ddress:"), m_address);
    form->addRow(tr("&Name:"), m_name);
    m_hosts->setMaximumHeight(m_hosts->fontMetrics().lineSpacing() * 5);
    form->addRow(tr("Also &hosts:"), m_hosts);
    auto *hostsNote = new QLabel(tr("Host names the server has stubs for and no stub of the sandbox names, one a "
                                    "line. A server that answers as WireMock's admin API does is asked for them "
                                    "too, each time this is saved. They resolve to the gateway from now on."),
                                 m_use);
    hostsNote->setWordWrap(true);
    hostsNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), hostsNote);
    form->addRow(tr("Run from &image:"), m_image);
    form->addRow(tr("A&rguments:"), m_arguments);
    auto *imageNote = new QLabel(tr("With an image, Shadowbox runs the server in a container of its own, in the "
                                    "sandbox's network only, started, stopped and removed with the sandbox. It must "
                                    "listen on the address above ($SHADOWBOX_MOCK_PORT says the port)."),
                                 m_use);
    imageNote->setWordWrap(true);
    imageNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), imageNote);
    layout->addWidget(m_use);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("mockServerProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()));
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_use, &QGroupBox::toggled, this, &MockServerDialog::validate);
    connect(m_address, &QLineEdit::textChanged, this, &MockServerDialog::validate);
    connect(m_name, &QLineEdit::textChanged, this, &MockServerDialog::validate);
    connect(m_hosts, &QPlainTextEdit::textChanged, this, &MockServerDialog::validate);
    connect(m_image, &QLineEdit::textChanged, this, &MockServerDialog::validate);
    connect(m_arguments, &QLineEdit::textChanged, this, &MockServerDialog::validate);
    validate();
    // Tall enough for the wrapped notes at this width (sizeHint() measures them unwrapped).
    constexpr int kWidth = 520;
    resize(kWidth, layout->hasHeightForWidth() ? layout->totalHeightForWidth(kWidth) : sizeHint().height());
}

Result<std::optional<MockServer>> MockServerDialog::server() const
{
    if (!m_use->isChecked())
        return std::optional<MockServer>();
    QStringList hosts;
    const QStringList lines = m_hosts->toPlainText().split(u'\n');
    for (const QString &line : lines) {
        if (!line.trimmed().isEmpty())
            hosts << line.trimmed();
    }
    auto parsed = AllowList::parseMockServer(m_address->text().trimmed(), m_name->text(), hosts,
                                             m_image->text().trimmed(), splitArguments(m_arguments->text()));
    if (!parsed)
        return parsed.error();
    return std::optional<MockServer>(*parsed);
}

void MockServerDialog::validate()
{
    // Nothing typed yet is not an error to shout about, but it cannot be saved either.
    const bool empty = m_use->isChecked() && m_address->text().trimmed().isEmpty();
    const auto chosen = server();
    const QString why = empty || chosen ? QString() : chosen.errorMessage();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!empty && chosen);
}

} // namespace shadowbox
