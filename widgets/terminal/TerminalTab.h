#pragma once

#include "core/SandboxTypes.h"
#include "sandbox/TerminalSession.h"

#include <QWidget>

#include <memory>

namespace shadowbox {

class Session;
class TerminalView;

// One terminal in a sandbox: a TerminalView on screen and a TerminalSession pumping on a thread of
// its own (the GUI thread only parses and paints). The program's output is handed over in batches
// and fed in pieces, so a flood never holds the event loop for long. Closing the tab ends the
// program inside the container; a program that ends by itself with 0 asks for its tab to close.
class TerminalTab : public QWidget {
    Q_OBJECT
public:
    TerminalTab(Session &session, const SandboxRecord &sandbox, const TerminalOptions &options,
                QWidget *parent = nullptr);
    ~TerminalTab() override; // stops the program; never waits for the engine

    TerminalView *view() const { return m_view; }
    const SandboxRecord &sandbox() const { return m_sandbox; }
    bool isRunning() const { return m_running; }
    // The program's exit code once it ended (-1: none known).
    int exitCode() const { return m_exitCode; }
    QString title() const { return m_title; }

Q_SIGNALS:
    void titleChanged(const QString &title);
    // The program ended; `closeTab` when it ended by itself with exit code 0.
    void finished(int exitCode, bool closeTab);

private:
    struct Shared;
    void take(); // on the GUI thread: feeds what the worker handed over
    void ended(const QString &error, int exitCode);

    std::shared_ptr<Shared> m_shared;
    SandboxRecord m_sandbox;
    TerminalView *m_view;
    QString m_title;
    bool m_running = true;
    int m_exitCode = -1;
};

} // namespace shadowbox
