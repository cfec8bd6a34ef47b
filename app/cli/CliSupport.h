#pragma once

#include "cli/Cli.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "session/Session.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace shadowbox {
class SandboxManager;
struct TeardownProof;
} // namespace shadowbox

// What every command group of the command-line interface shares: output, errors and their exit
// codes, tables, option parsing, and the Runner that opens a session around a command's work.
namespace shadowbox::cli {

// The translation context of the shared command-line texts.
class CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void out(const QString &text);
void err(const QString &text);
void printJson(const QJsonValue &value);

int codeFor(const Error &e);
// Prints the error (and its command-line hint) to stderr; returns the matching exit code.
int fail(const Error &e);
int usage(const QString &message);

QString table(const QList<QStringList> &rows);
// A size like 512m, 2g or 1073741824; nullopt when it is not one.
std::optional<qint64> parseSize(const QString &text);
QString shellQuote(const QString &arg);

QJsonArray stepsJson(const QList<StepTiming> &steps); // step, ms, ok, detail
QJsonObject toJson(const SandboxRecord &r);
// A creation's (or a fork's) progress, one line each on stderr: "[ 40%] Copying files …".
void printCreateProgress(SandboxManager *manager);
// What `sandbox create` and `snapshot fork` print about the sandbox they made (or its JSON).
void printCreated(const SandboxRecord &r, bool json);
QJsonObject toJson(const TeardownProof &p);

// Sets up a parser for one subcommand; returns false (after printing) on --help or bad options.
bool parse(QCommandLineParser &parser, const QStringList &args, const QString &synopsis, const QString &description,
           int *code);
QCommandLineOption jsonOption();

// The running CLI: a Session on the main thread (its event loop serves the engine connector and
// the store's continuations) and the subcommand's blocking work on a worker.
class Runner {
public:
    // Ctrl+C, for every command: the first asks the running work to stop (this token) and gives it
    // about a second; then, or at a second Ctrl+C, the process exits with 130 at once. Cutting work
    // short is safe: a sandbox's lease dies with the process, and its record (creating, destroying)
    // tells the next reconcile what to finish.
    static CancelToken interrupt();

    explicit Runner(bool needEngine)
        : m_session(SessionConfig::fromEnvironment())
        , m_needEngine(needEngine)
    {
    }
    // For listings: the engine is asked when one answers (Shadowbox's own Podman service is not
    // started for it); without one the work runs on the store alone and engineProblem() says why.
    struct EngineIfRunning {};
    explicit Runner(EngineIfRunning);

    Session &session() { return m_session; }
    int exec(std::function<int()> work);
    QString engineProblem() const { return m_engineProblem; }

private:
    Session m_session;
    bool m_needEngine;
    bool m_engineOptional = false;
    QString m_engineProblem;
};

// Command groups; `args` starts with the group's name.
int runEngines(const QStringList &args);
int runMocks(const QStringList &args);
int runNetwork(const QStringList &args);
int runDoctor(const QStringList &args);
int runImage(const QStringList &args);
int runSandbox(const QStringList &args);
int runSnapshot(const QStringList &args);
int runRollback(const QStringList &args);
int runReview(const QStringList &args);
int runApply(const QStringList &args);
int runSecret(const QStringList &args);
int runMcp(const QStringList &args);
int runPreview(const QStringList &args);
// `sandbox shell`, with the sandbox group's parser.
int runShell(const QStringList &rest, QCommandLineParser &parser);

} // namespace shadowbox::cli
