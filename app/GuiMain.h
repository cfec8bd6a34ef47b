#pragma once

class QApplication;

namespace shadowbox {

class Session;

// The GUI entry point: shows the main window at once, opens `session` in the background and runs
// the event loop; once the window has closed, closes the session without blocking (see
// Session::closeAsync). Returns the application's exit code. `session` must outlive the call.
int runGui(QApplication &app, Session &session);

} // namespace shadowbox
