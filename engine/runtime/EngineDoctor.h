#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineConnector.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace shadowbox {

// A setting Shadowbox can add to its own containers.conf to repair the Podman service it runs.
struct ConfigFix {
    QString section;
    QString key;
    QString value;
    bool operator==(const ConfigFix &) const = default;
};

// Why a trivial container could not run, recognised from the engine's message.
struct Diagnosis {
    enum class Cause {
        Unknown,
        RuntimeCgroupMode,     // crun refuses the cgroup mode (hybrid)
        Ulimits,               // default ulimits cannot be raised
        NoRuntime,             // no OCI runtime installed
        CommandMissingInImage, // the test command is not in the image (not an engine fault)
        SubordinateIds,        // rootless without /etc/subuid entries
        PermissionDenied,
        ImageMissing,
    };
    // A fix that is one of Shadowbox's own actions: the window offers its menu item, the command
    // line names its command.
    enum class Action { None, BuildStarterImage };

    Cause cause = Cause::Unknown;
    QString explanation; // a sentence naming the cause and the fix
    QString fixCommand;  // a shell command the user can run, if any (never a Shadowbox command)
    Action action = Action::None;
    std::optional<ConfigFix> ownFix;
};

Diagnosis diagnoseRunFailure(const QString &engineMessage);

struct DoctorCheck {
    // What is checked, to branch on (names are translated and are for showing only).
    enum class Id { Engine, ApiVersion, Images, RunContainer };

    Id id = Id::Engine;
    QString name;
    bool ok = false;
    QString detail;
    QString fix; // a shell command, if any
    Diagnosis::Action action = Diagnosis::Action::None;
};

// How the command line says a Shadowbox action: the command that does it.
QString actionCommand(Diagnosis::Action action);

struct DoctorReport {
    QList<DoctorCheck> checks;
    QStringList appliedFixes;
    std::optional<ConnectedEngine> engine; // the engine that passed, possibly after a restart
    bool starterImageMissing = false;
    bool ok() const
    {
        for (const DoctorCheck &c : checks)
            if (!c.ok)
                return false;
        return !checks.isEmpty();
    }
};

// Runs the checks behind `shadowbox doctor` and the first-run screen: the engine answers, an image
// is available, and a trivial container runs. For the embedded Podman service it applies the fixes
// it knows and retries. Blocking: call on a worker thread.
class EngineDoctor {
    Q_DECLARE_TR_FUNCTIONS(EngineDoctor)
public:
    explicit EngineDoctor(EngineConnector *connector)
        : m_connector(connector)
    {
    }

    DoctorReport run(const Result<ConnectedEngine> &engine, const CallOptions &options);

    // Creates, starts, waits for and removes a container running `true`; returns the engine's
    // message on failure.
    static Status runTrivialContainer(const EngineClient &client, const QString &image, const CallOptions &options);

private:
    EngineConnector *m_connector;
};

} // namespace shadowbox
