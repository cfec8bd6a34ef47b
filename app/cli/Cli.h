#pragma once

#include <QStringList>

namespace shadowbox::cli {

// Exit codes shared by every subcommand (documented in `shadowbox --help`).
enum ExitCode {
    Ok = 0,
    Failure = 1,
    Usage = 2,
    EngineUnavailable = 3,
    NotFound = 4,
    Conflict = 5,
    Canceled = 130,
    ExecFailed = 125, // `sandbox exec` could not run the command at all
};

// True when argv asks for the CLI (a subcommand, --help or --version) rather than the window.
bool wantsCli(const QStringList &arguments);

// Runs one subcommand with a QCoreApplication already constructed; returns the process exit code.
int run(const QStringList &arguments);

} // namespace shadowbox::cli
