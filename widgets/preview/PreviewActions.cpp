#include "preview/PreviewActions.h"

#include "common/Icons.h"
#include "common/Prompter.h"
#include "preview/PreviewForwarder.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"

#include <QAction>
#include <QDesktopServices>
#include <QInputDialog>
#include <QMenu>

namespace shadowbox {

PreviewActions::PreviewActions(Session &session, Prompter &prompter, SelectedSandbox selected, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_prompter(prompter)
    , m_selected(std::move(selected))
    , m_window(window)
    , m_menu(new QMenu(tr("&Preview"), window))
    , m_open(new QAction(appIcon(QStringLiteral("internet-web-browser")), tr("&Open Preview…"), this))
{
    m_menu->setObjectName(QStringLiteral("previewMenu"));
    m_open->setObjectName(QStringLiteral("openPreviewAction"));
    m_open->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    m_open->setStatusTip(tr("Open a server the selected sandbox runs in your browser, at a URL on this machine"));
    connect(m_open, &QAction::triggered, this, &PreviewActions::choosePort);
    connect(m_menu, &QMenu::aboutToShow, this, &PreviewActions::rebuildMenu);
    m_thread.setObjectName(QStringLiteral("previews"));
    m_thread.start();
    m_menu->addAction(m_open);
}

PreviewActions::~PreviewActions()
{
    for (const Running &preview : std::as_const(m_previews))
        preview.forwarder->deleteLater(); // on its thread, before it ends
    m_thread.quit();
    m_thread.wait();
}

void PreviewActions::updateActions(bool engineConnected)
{
    const std::optional<SandboxRecord> r = m_selected();
    m_open->setEnabled(engineConnected && r && r->state == SandboxState::Running &&
                       r->networkMode == NetworkMode::Gateway);
}

QList<PreviewActions::Running> PreviewActions::previews(const QString &sandboxId) const
{
    QList<Running> found;
    for (const Running &preview : m_previews) {
        if (preview.sandboxId == sandboxId)
            found << preview;
    }
    return found;
}

void PreviewActions::rebuildMenu()
{
    m_menu->clear();
    m_menu->addAction(m_open);
    const std::optional<SandboxRecord> r = m_selected();
    const QList<Running> running = r ? previews(r->id) : QList<Running>();
    if (running.isEmpty())
        return;
    m_menu->addSeparator();
    for (const Running &preview : running) {
        QAction *open = m_menu->addAction(tr("Port %1 at %2").arg(preview.port).arg(preview.url.toString()));
        open->setObjectName(QStringLiteral("preview-%1").arg(preview.port));
        open->setStatusTip(tr("Open it in the browser again"));
        connect(open, &QAction::triggered, this, [url = preview.url] { QDesktopServices::openUrl(url); });
    }
    m_menu->addSeparator();
    QAction *stop = m_menu->addAction(tr("&Stop Previews"));
    stop->setObjectName(QStringLiteral("stopPreviewsAction"));
    stop->setStatusTip(tr("Close the URLs of this sandbox's previews"));
    connect(stop, &QAction::triggered, this, [this, id = r->id] { stopPreviews(id); });
}

void PreviewActions::choosePort()
{
    const std::optional<SandboxRecord> r = m_selected();
    if (!r || r->state != SandboxState::Running)
        return;
    auto *dialog = new QInputDialog(m_window);
    dialog->setObjectName(QStringLiteral("previewPortDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Open Preview"));
    dialog->setLabelText(tr("The port the server in sandbox \"%1\" listens on (inside the sandbox):").arg(r->name));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(1, 65535);
    dialog->setIntValue(m_lastPort);
    dialog->setOkButtonText(tr("Open"));
    connect(dialog, &QInputDialog::intValueSelected, this, [this, sandbox = *r](int port) {
        m_lastPort = port;
        openPreview(sandbox, quint16(port));
    });
    dialog->open();
}

void PreviewActions::openPreview(const SandboxRecord &sandbox, quint16 port)
{
    for (const Running &preview : std::as_const(m_previews)) {
        if (preview.sandboxId == sandbox.id && preview.port == port) {
            QDesktopServices::openUrl(preview.url);
            Q_EMIT statusMessage(tr("Sandbox %1, port %2: %3").arg(sandbox.name).arg(port).arg(preview.url.toString()),
                                 10'000);
            return;
        }
    }
    if (m_opening.contains(qMakePair(sandbox.id, port)) || !m_session.manager())
        return;
    auto socket = PreviewForwarder::socketOf(m_session.manager()->context(), sandbox);
    if (!socket) {
        m_prompter.warn(m_window, tr("Cannot Open Preview"), socket.error().message);
        return;
    }
    m_opening << qMakePair(sandbox.id, port);
    auto *forwarder = new PreviewForwarder(sandbox.name, *socket, port);
    forwarder->moveToThread(&m_thread);
    connect(forwarder, &PreviewForwarder::connectionFailed, this,
            [this](const QString &why) { Q_EMIT statusMessage(why, 10'000); });
    // Listening happens on the preview thread; the answer comes back here.
    QMetaObject::invokeMethod(forwarder, [this, forwarder, sandbox, port] {
        const Status listening = forwarder->listen(0);
        const QUrl url = forwarder->url();
        QMetaObject::invokeMethod(
            this,
            [this, forwarder, sandbox, port, listening, url] {
                m_opening.removeAll(qMakePair(sandbox.id, port));
                if (!listening) {
                    forwarder->deleteLater();
                    m_prompter.warn(m_window, tr("Cannot Open Preview"), listening.error().message);
                    return;
                }
                opened({sandbox.id, sandbox.name, port, url, forwarder});
            },
            Qt::QueuedConnection);
    });
}

void PreviewActions::opened(const Running &preview)
{
    m_previews << preview;
    rebuildMenu();
    Q_EMIT previewsChanged();
    Q_EMIT statusMessage(
        tr("Sandbox %1, port %2: %3").arg(preview.sandboxName).arg(preview.port).arg(preview.url.toString()), 0);
    QDesktopServices::openUrl(preview.url);
}

void PreviewActions::stopPreviews(const QString &sandboxId, bool announce)
{
    const qsizetype before = m_previews.size();
    for (qsizetype i = m_previews.size() - 1; i >= 0; --i) {
        if (m_previews.at(i).sandboxId == sandboxId)
            m_previews.takeAt(i).forwarder->deleteLater();
    }
    if (m_previews.size() == before)
        return;
    rebuildMenu();
    Q_EMIT previewsChanged();
    if (announce)
        Q_EMIT statusMessage(tr("Previews stopped."), 5'000);
}

} // namespace shadowbox
