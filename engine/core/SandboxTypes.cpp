#include "core/SandboxTypes.h"

#include <QCoreApplication>

namespace shadowbox {

QString stateName(SandboxState state)
{
    switch (state) {
    case SandboxState::Creating:
        return QStringLiteral("creating");
    case SandboxState::Running:
        return QStringLiteral("running");
    case SandboxState::Stopped:
        return QStringLiteral("stopped");
    case SandboxState::Failed:
        return QStringLiteral("failed");
    case SandboxState::Destroyed:
        return QStringLiteral("destroyed");
    case SandboxState::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

QString stateLabel(SandboxState state)
{
    switch (state) {
    case SandboxState::Creating:
        return QCoreApplication::translate("SandboxState", "Creating");
    case SandboxState::Running:
        return QCoreApplication::translate("SandboxState", "Running");
    case SandboxState::Stopped:
        return QCoreApplication::translate("SandboxState", "Stopped");
    case SandboxState::Failed:
        return QCoreApplication::translate("SandboxState", "Failed");
    case SandboxState::Destroyed:
        return QCoreApplication::translate("SandboxState", "Destroyed");
    case SandboxState::Lost:
        return QCoreApplication::translate("SandboxState", "Lost");
    }
    return {};
}

std::optional<SandboxState> stateFromName(const QString &name)
{
    for (SandboxState s : {SandboxState::Creating, SandboxState::Running, SandboxState::Stopped, SandboxState::Failed,
                           SandboxState::Destroyed, SandboxState::Lost}) {
        if (stateName(s) == name)
            return s;
    }
    return std::nullopt;
}

bool canTransition(SandboxState from, SandboxState to)
{
    using S = SandboxState;
    if (from == to)
        return from == S::Running || from == S::Stopped;  // idempotent start/stop
    switch (from) {
    case S::Creating:
        return to == S::Running || to == S::Failed || to == S::Destroyed;
    case S::Running:
        return to == S::Stopped || to == S::Failed || to == S::Destroyed || to == S::Lost;
    case S::Stopped:
        return to == S::Running || to == S::Failed || to == S::Destroyed || to == S::Lost;
    case S::Failed:
        return to == S::Destroyed || to == S::Running || to == S::Stopped;
    case S::Lost:
        return to == S::Destroyed;
    case S::Destroyed:
        return false;
    }
    return false;
}

QString networkModeName(NetworkMode mode)
{
    return mode == NetworkMode::Internal ? QStringLiteral("internal") : QStringLiteral("none");
}

std::optional<NetworkMode> networkModeFromName(const QString &name)
{
    if (name == QLatin1String("none"))
        return NetworkMode::None;
    if (name == QLatin1String("internal"))
        return NetworkMode::Internal;
    return std::nullopt;
}

}  // namespace shadowbox
