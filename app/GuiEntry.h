#pragma once

// The window lives in a module of its own (shadowbox_gui), which the `shadowbox` executable loads
// only when it is run without a subcommand: a command line that links no Qt Widgets, QScintilla
// or display libraries starts in a fraction of the time, and scripts and agents call it in loops.

// The name the executable resolves in the module.
#define SHADOWBOX_GUI_ENTRY "shadowbox_gui_main"

extern "C" {
// Runs the window with its own QApplication and returns the process's exit code. The executable
// has set the application's name and version; nothing else of Qt has been constructed.
using ShadowboxGuiMain = int (*)(int argc, char *argv[]);
}
