#pragma once

#include "core/SandboxTypes.h"

#include <QList>
#include <QObject>
#include <QThread>
#include <QUrl>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace shadowbox {

class PreviewForwarder;
class Prompter;
class Session;

// Sandbox ▸ Preview: a server the selected sandbox runs (on its own loopback), opened in the
// browser at a URL on this machine's 127.0.0.1. Each preview is a PreviewForwarder on a thread
// of its own, so a busy page never slows the window; it lasts until it is stopped or the window
// closes, and keeps working across a restart of the sandbox (the gateway's socket comes back at
// the same place).
class PreviewActions : public QObject {
    Q_OBJECT
public:
    using SelectedSandbox = std::function<std::optional<SandboxRecord>()>;
    PreviewActions(Session &session, Prompter &prompter, SelectedSandbox selected, QWidget *window);
    ~PreviewActions() override;

    QMenu *menu() const { return m_menu; }
    QAction *openAction() const { return m_open; }
    void updateActions(bool engineConnected);

    // Asks for the port (a dialog that returns at once) and opens the preview.
    void choosePort();
    // Opens the preview of `port` in `sandbox`, or the one already running, in the browser.
    void openPreview(const SandboxRecord &sandbox, quint16 port);
    // Stops the previews of a sandbox (`announce`: says so in the status bar).
    void stopPreviews(const QString &sandboxId, bool announce = true);

    struct Running {
        QString sandboxId;
        QString sandboxName;
        quint16 port = 0;
        QUrl url;
        PreviewForwarder *forwarder = nullptr; // lives on the preview thread
    };
    QList<Running> previews(const QString &sandboxId) const;

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);
    void previewsChanged();

private:
    void rebuildMenu();
    void opened(const Running &preview);

    Session &m_session;
    Prompter &m_prompter;
    SelectedSandbox m_selected;
    QWidget *m_window;
    QMenu *m_menu;
    QAction *m_open;
    QThread m_thread;
    QList<Running> m_previews;
    QList<QPair<QString, quint16>> m_opening; // asked for, not listening yet
    int m_lastPort = 3000;
};

} // namespace shadowbox
