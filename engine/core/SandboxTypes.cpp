#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <limits>

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
    case SandboxState::Destroying:
        return QStringLiteral("destroying");
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
    case SandboxState::Destroying:
        return QCoreApplication::translate("SandboxState", "Destroying");
    }
    return {};
}

std::optional<SandboxState> stateFromName(const QString &name)
{
    for (SandboxState s : {SandboxState::Creating, SandboxState::Running, SandboxState::Stopped, SandboxState::Failed,
                           SandboxState::Destroyed, SandboxState::Lost, SandboxState::Destroying}) {
        if (stateName(s) == name)
            return s;
    }
    return std::nullopt;
}

bool canTransition(SandboxState from, SandboxState to)
{
    using S = SandboxState;
    // Idempotent start and stop; a teardown that was cut short is taken up again.
    if (from == to)
        return from == S::Running || from == S::Stopped || from == S::Destroying;
    // Whatever happened, a sandbox that still exists can be torn down.
    if (to == S::Destroying)
        return from != S::Destroyed;
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
        // Restoring a snapshot makes the container again.
        return to == S::Destroyed || to == S::Running;
    case S::Destroying:
        // Only forward: a half-removed sandbox is never taken for lost, failed or running again.
        return to == S::Destroyed;
    case S::Destroyed:
        return false;
    }
    return false;
}

QString networkModeName(NetworkMode mode)
{
    switch (mode) {
    case NetworkMode::Internal:
        return QStringLiteral("internal");
    case NetworkMode::Gateway:
        return QStringLiteral("gateway");
    case NetworkMode::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<NetworkMode> networkModeFromName(const QString &name)
{
    if (name == QLatin1String("none"))
        return NetworkMode::None;
    if (name == QLatin1String("internal"))
        return NetworkMode::Internal;
    if (name == QLatin1String("gateway"))
        return NetworkMode::Gateway;
    return std::nullopt;
}

QString networkPolicyName(NetworkPolicy policy)
{
    switch (policy) {
    case NetworkPolicy::MocksOnly:
        return QStringLiteral("mocks-only");
    case NetworkPolicy::Allowlist:
        return QStringLiteral("allowlist");
    case NetworkPolicy::Open:
        return QStringLiteral("open");
    case NetworkPolicy::None:
        break;
    }
    return QStringLiteral("none");
}

QJsonArray allowRulesToJson(const QList<AllowRule> &rules)
{
    QJsonArray array;
    for (const AllowRule &rule : rules) {
        QJsonObject o{{QStringLiteral("host"), rule.host}};
        if (rule.port)
            o.insert(QStringLiteral("port"), rule.port);
        if (!rule.preset.isEmpty())
            o.insert(QStringLiteral("preset"), rule.preset);
        if (rule.record)
            o.insert(QStringLiteral("record"), true);
        array.append(o);
    }
    return array;
}

QList<AllowRule> allowRulesFromJson(const QJsonArray &array)
{
    QList<AllowRule> rules;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        rules.append({o.value(QLatin1String("host")).toString(), o.value(QLatin1String("port")).toInt(),
                      o.value(QLatin1String("preset")).toString(), o.value(QLatin1String("record")).toBool()});
    }
    return rules;
}

QString MockServer::text() const
{
    return name.isEmpty() ? where()
                          : QCoreApplication::translate("MockServer", "%1 at %2", "a mock server's name and address")
                                .arg(name, where());
}

QString MockServer::where() const
{
    return (address.contains(u':') ? u'[' + address + u']' : address) + u':' + QString::number(port);
}

QJsonObject MockServer::toJson() const
{
    QJsonObject o{{QStringLiteral("address"), address}, {QStringLiteral("port"), port}};
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    if (!hosts.isEmpty())
        o.insert(QStringLiteral("hosts"), QJsonArray::fromStringList(hosts));
    if (!image.isEmpty())
        o.insert(QStringLiteral("image"), image);
    if (!arguments.isEmpty())
        o.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(arguments));
    return o;
}

std::optional<MockServer> MockServer::fromJson(const QJsonObject &o)
{
    MockServer server{o.value(QLatin1String("name")).toString(),  o.value(QLatin1String("address")).toString(),
                      o.value(QLatin1String("port")).toInt(),     {},
                      o.value(QLatin1String("image")).toString(), {}};
    if (server.address.isEmpty() || server.port < 1 || server.port > 65535)
        return std::nullopt;
    const QJsonArray hosts = o.value(QLatin1String("hosts")).toArray();
    for (const QJsonValue &host : hosts) {
        if (const QString name = host.toString().toLower(); !name.isEmpty() && !server.hosts.contains(name))
            server.hosts << name;
    }
    for (const QJsonValue &argument : o.value(QLatin1String("arguments")).toArray())
        server.arguments << argument.toString();
    return server;
}

std::optional<NetworkPolicy> networkPolicyFromName(const QString &name)
{
    for (NetworkPolicy policy :
         {NetworkPolicy::None, NetworkPolicy::MocksOnly, NetworkPolicy::Allowlist, NetworkPolicy::Open}) {
        if (name == networkPolicyName(policy))
            return policy;
    }
    return std::nullopt;
}

namespace {
QString iec(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}
} // namespace

QString SandboxLimits::check(const HostCapacity &host) const
{
    const qint64 maxMemory = host.memoryBytes > 0 ? host.memoryBytes : std::numeric_limits<qint64>::max();
    if (memoryBytes < kMinMemoryBytes || memoryBytes > maxMemory) {
        return host.memoryBytes > 0
                   ? tr("The memory limit %1 is out of range: use between %2 and %3, the memory of the engine's host.")
                         .arg(iec(memoryBytes), iec(kMinMemoryBytes), iec(host.memoryBytes))
                   : tr("The memory limit %1 is out of range: use at least %2.")
                         .arg(iec(memoryBytes), iec(kMinMemoryBytes));
    }
    const double maxCpus = host.cpus > 0 ? double(host.cpus) : 1e6;
    if (!std::isfinite(cpus) || cpus < kMinCpus || cpus > maxCpus) {
        const QString given = std::isfinite(cpus) ? QString::number(cpus) : QStringLiteral("%1").arg(cpus);
        return host.cpus > 0
                   ? tr("The CPU limit %1 is out of range: use a number between %2 and %3, the CPUs of the engine's "
                        "host.")
                         .arg(given)
                         .arg(kMinCpus)
                         .arg(host.cpus)
                   : tr("The CPU limit %1 is out of range: use a number of at least %2.").arg(given).arg(kMinCpus);
    }
    if (pids < kMinPids || pids > kMaxPids)
        return tr("The process limit %1 is out of range: use between %2 and %3.").arg(pids).arg(kMinPids).arg(kMaxPids);
    if (stopTimeoutSeconds < 0 || stopTimeoutSeconds > kMaxStopTimeoutSeconds)
        return tr("The stop timeout %1 s is out of range: use between 0 and %2 seconds.")
            .arg(stopTimeoutSeconds)
            .arg(kMaxStopTimeoutSeconds);
    if (swapBytes < 0)
        return tr("The swap %1 is out of range: use 0 (no swap) or more.").arg(iec(swapBytes));
    if (workspaceBytes < 0)
        return tr("The workspace limit %1 is out of range: use a size, or automatic.").arg(iec(workspaceBytes));
    return {};
}

QString userNamespaceName(UserNamespace ns)
{
    switch (ns) {
    case UserNamespace::None:
        return QStringLiteral("none");
    case UserNamespace::Rootless:
        return QStringLiteral("rootless");
    case UserNamespace::Remapped:
        return QStringLiteral("remapped");
    case UserNamespace::Unknown:
        break;
    }
    return {};
}

UserNamespace userNamespaceFromName(const QString &name)
{
    for (UserNamespace ns : {UserNamespace::None, UserNamespace::Rootless, UserNamespace::Remapped}) {
        if (userNamespaceName(ns) == name)
            return ns;
    }
    return UserNamespace::Unknown;
}

QString userNamespaceDescription(UserNamespace ns)
{
    switch (ns) {
    case UserNamespace::Rootless:
    case UserNamespace::Remapped:
        return QCoreApplication::translate("UserNamespace",
                                           "Root in the sandbox is mapped to an unprivileged user on the host.");
    case UserNamespace::None:
        return QCoreApplication::translate("UserNamespace",
                                           "No user namespace: root in the sandbox is root on the host's files in the "
                                           "workspace (the workspace is private to you, 0700).");
    case UserNamespace::Unknown:
        break;
    }
    return QCoreApplication::translate("UserNamespace", "Not recorded: the sandbox was made before Shadowbox asked the "
                                                        "engine about user namespaces.");
}

QString snapshotTriggerName(SnapshotTrigger trigger)
{
    switch (trigger) {
    case SnapshotTrigger::Command:
        return QStringLiteral("command");
    case SnapshotTrigger::Manual:
        return QStringLiteral("manual");
    case SnapshotTrigger::Quiet:
        return QStringLiteral("quiet");
    case SnapshotTrigger::BeforeRestore:
        return QStringLiteral("before-restore");
    case SnapshotTrigger::Baseline:
        return QStringLiteral("baseline");
    case SnapshotTrigger::Review:
        return QStringLiteral("review");
    }
    return {};
}

std::optional<SnapshotTrigger> snapshotTriggerFromName(const QString &name)
{
    for (SnapshotTrigger t : {SnapshotTrigger::Command, SnapshotTrigger::Manual, SnapshotTrigger::Quiet,
                              SnapshotTrigger::BeforeRestore, SnapshotTrigger::Baseline, SnapshotTrigger::Review})
        if (snapshotTriggerName(t) == name)
            return t;
    return std::nullopt;
}

QString snapshotTriggerLabel(SnapshotTrigger trigger)
{
    switch (trigger) {
    case SnapshotTrigger::Command:
        return QCoreApplication::translate("SnapshotTrigger", "Before command");
    case SnapshotTrigger::Manual:
        return QCoreApplication::translate("SnapshotTrigger", "Manual");
    case SnapshotTrigger::Quiet:
        return QCoreApplication::translate("SnapshotTrigger", "Quiet");
    case SnapshotTrigger::BeforeRestore:
        return QCoreApplication::translate("SnapshotTrigger", "Before restore");
    case SnapshotTrigger::Baseline:
        return QCoreApplication::translate("SnapshotTrigger", "Baseline");
    case SnapshotTrigger::Review:
        return QCoreApplication::translate("SnapshotTrigger", "Review");
    }
    return {};
}

} // namespace shadowbox
