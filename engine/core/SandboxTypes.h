#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace shadowbox {

// Destroying is the teardown's journal: saved before anything is removed, so that a teardown cut
// short (a crash, kill -9, an engine that went away) is finished by the next reconcile instead of
// leaving a half-removed sandbox that looks lost.
enum class SandboxState { Creating, Running, Stopped, Failed, Destroyed, Lost, Destroying };

QString stateName(SandboxState state);  // stable identifier stored in the database
QString stateLabel(SandboxState state); // translated, for display
std::optional<SandboxState> stateFromName(const QString &name);
// The lifecycle's allowed moves; anything else is a bug or a race and is refused.
bool canTransition(SandboxState from, SandboxState to);

// None: only `lo`, nothing answers. Gateway: only `lo`, shared with the sandbox's gateway, which
// answers mocked hosts (engine/gateway/SandboxGateway.h). Internal: no longer made (see
// SandboxCreator::networkModeProblem); kept so that old records still read.
enum class NetworkMode { None, Internal, Gateway };
QString networkModeName(NetworkMode mode);
std::optional<NetworkMode> networkModeFromName(const QString &name);

// What a sandbox's gateway lets it reach, changed while it runs. `none`: nothing answers;
// `mocks-only`: the hosts it mocks answer from their stubs; `allowlist`: those, and the hosts its
// allow rules name pass through to the network; `open`: every host that is not mocked passes (but
// never to loopback, link-local or the machine's own addresses). A sandbox with no gateway has `none`.
enum class NetworkPolicy { None, MocksOnly, Allowlist, Open };
QString networkPolicyName(NetworkPolicy policy);
std::optional<NetworkPolicy> networkPolicyFromName(const QString &name);

// A host the allowlist lets through: a name, or every name under a domain ("*.example.com"), on
// one port or (0) on any; `preset` names the preset that brought it in (gateway/AllowList.h).
struct AllowRule {
    QString host;
    int port = 0;
    QString preset;
    // What passes to this host is recorded by the gateway, to become stubs (GatewayMocks::
    // stubsFromRecordings); HTTPS to it is then answered with the sandbox's CA, not passed unopened.
    bool record = false;

    // "pypi.org:443", "*.pythonhosted.org", "[2001:db8::1]:443": as AllowList::parseRule reads it.
    QString text() const
    {
        const QString shown = host.contains(u':') ? u'[' + host + u']' : host;
        return port ? shown + u':' + QString::number(port) : shown;
    }
    friend bool operator==(const AllowRule &, const AllowRule &) = default;
};
// As the gateway's policy file and Shadowbox's database keep them: [{"host", "port", "preset",
// "record"}].
QJsonArray allowRulesToJson(const QList<AllowRule> &rules);
QList<AllowRule> allowRulesFromJson(const QJsonArray &array);

// A mock server of the user's (a WireMock, a LocalStack) listening on a loopback address of the
// network namespace the sandbox shares with its gateway: the gateway hands it the mocked hosts'
// requests in place of its own stubs. As the policy file and the database keep it: {"name",
// "address", "port", "hosts", "image", "arguments"}.
struct MockServer {
    QString name;    // "WireMock"
    QString address; // a loopback address: "127.0.1.1", "::1"
    int port = 0;
    // Host names it answers that no stub of the sandbox names (its own stubs are not Shadowbox's):
    // they too resolve to the gateway and are handed to it. Lower case, each once.
    QStringList hosts;
    // An image Shadowbox runs the server from, as a container of its own in the sandbox's network
    // namespace (SandboxGateway::mockServerName): started and stopped with the sandbox, removed
    // with it. Empty: the server is the user's to run (in the sandbox, or in a container of theirs).
    QString image;
    // What that container runs after the image's entry point; empty: what suits the image, so that
    // it listens on `address` and `port` (SandboxGateway::mockServerSpec).
    QStringList arguments;

    // "WireMock at 127.0.1.1:8080", "[::1]:4566" when it has no name.
    QString text() const;
    // "127.0.1.1:8080", "[::1]:4566": as AllowList::parseMockServer reads it.
    QString where() const;
    QJsonObject toJson() const;
    // Null when `o` is not one (no address or port).
    static std::optional<MockServer> fromJson(const QJsonObject &o);
    friend bool operator==(const MockServer &, const MockServer &) = default;
};

// What the engine's host has, as far as limits are concerned; 0 means unknown.
struct HostCapacity {
    int cpus = 0;
    qint64 memoryBytes = 0;
};
// Whether root in a sandbox is root on the host, as the engine that made it reported.
enum class UserNamespace {
    Unknown,  // not recorded (made before Shadowbox asked) or the engine did not say
    None,     // rootful engine without remapping: root inside is root on the workspace's files
    Rootless, // rootless Podman (or Docker): root inside is the user who runs the engine
    Remapped, // Docker with userns-remap: root inside is an unprivileged subordinate id
};
QString userNamespaceName(UserNamespace ns); // stable identifier stored in the database
UserNamespace userNamespaceFromName(const QString &name);
// A sentence about what root in the sandbox can do to the host, for the details and `sandbox show`.
QString userNamespaceDescription(UserNamespace ns);

struct SandboxLimits {
    qint64 memoryBytes = 2LL * 1024 * 1024 * 1024;
    // Swap on top of the memory limit; 0 = none, so the memory limit is what the sandbox gets.
    qint64 swapBytes = 0;
    double cpus = 2.0;
    int pids = 1024;
    int stopTimeoutSeconds = 10;
    // What the workspace may take on the disk. Asking: 0 = automatic (see WorkspaceUsage). In a
    // record: the limit in force, 0 for sandboxes made before there were limits.
    qint64 workspaceBytes = 0;

    // The accepted ranges. Every limit is a real limit: none of them can be switched off, since a
    // zero or an infinite value would mean "unlimited" to the engine.
    static constexpr qint64 kMinMemoryBytes = 6LL * 1024 * 1024; // Docker refuses less
    static constexpr double kMinCpus = 0.01;                     // Podman treats less as unlimited
    static constexpr int kMinPids = 16;                          // a shell, a command and what it starts
    static constexpr int kMaxPids = 4194304;                     // the kernel's largest pid_max
    static constexpr int kMaxStopTimeoutSeconds = 3600;

    // Empty when these limits can be used on a host with `host`, otherwise a sentence naming the
    // limit that is out of range and the range that is accepted.
    QString check(const HostCapacity &host = {}) const;

    Q_DECLARE_TR_FUNCTIONS(SandboxLimits)
};

struct StepTiming {
    QString step;
    qint64 durationMs = 0;
    bool ok = true;
    QString detail;
};

struct SandboxRecord {
    QString id;
    QString name;
    SandboxState state = SandboxState::Creating;
    QString repository;
    QString image;
    QString engineEndpoint;
    QString engineKind;
    QString engineVersion;
    QString workspace;
    QString baselineCommit;
    int baselineModified = 0;
    int baselineUntracked = 0;
    qint64 fileCount = 0;
    qint64 byteCount = 0;
    QString containerId;
    // The image the container was made from when it is not `image` (a restored snapshot's), and
    // the signature of the container's system right after it was made (empty: not known).
    QString containerImage;
    QString systemBaseline;
    QString networkId;
    NetworkMode networkMode = NetworkMode::None;
    // Written at creation; changed later only through Store::setNetworkPolicy, so that saving a
    // record read before a change does not undo it.
    NetworkPolicy networkPolicy = NetworkPolicy::None;
    // The allowlist's rules, kept under every policy (they apply under `allowlist`); changed with
    // the policy, through Store::setNetworkPolicy.
    QList<AllowRule> networkAllow;
    // Who answers the mocked hosts when not the gateway itself; changed with the policy, through
    // Store::setNetworkPolicy.
    std::optional<MockServer> networkMockServer;
    SandboxLimits limits;
    UserNamespace userNamespace = UserNamespace::Unknown;
    QDateTime createdAt;
    QDateTime updatedAt;
    QString lastError;
    QList<StepTiming> steps;
    // A fork: the sandbox and the snapshot of it this one was made from (empty and 0 otherwise).
    // The name is the source's at the time, for showing once the source is gone. The baseline
    // fields above stay the source's, so a review diffs against the user's original baseline.
    QString forkedFrom;
    QString forkedFromName;
    qint64 forkedFromSnapshot = 0;

    bool isFork() const { return !forkedFrom.isEmpty(); }
    QString containerName() const { return QStringLiteral("shadowbox-") + id; }
    // The names a restore gives the container it makes and the one it replaces while they swap;
    // one of them left on the engine was left by a restore cut short.
    QString nextContainerName() const { return containerName() + QStringLiteral("-next"); }
    QString replacedContainerName() const { return containerName() + QStringLiteral("-replaced"); }
    QString currentImage() const { return containerImage.isEmpty() ? image : containerImage; }
    bool isActive() const
    {
        return state == SandboxState::Running || state == SandboxState::Stopped || state == SandboxState::Creating;
    }
};

struct RunRecord {
    qint64 id = 0;
    QString sandboxId;
    QString command;
    QDateTime startedAt;
    qint64 durationMs = 0;
    int exitCode = -1;
    bool canceled = false;
    bool workspaceLimitReached = false; // stopped because the workspace outgrew its limit
    qint64 snapshotId = 0;              // the snapshot taken just before it (not stored with the run)
    QString origin;                     // who ran it: kOriginWindow, kOriginCli, kOriginMcp ('' before 11)
    QString workingDir;                 // relative to /workspace; empty for /workspace itself
    qint64 outputBytes = 0;             // stdout and stderr together, as printed (kept or not)
};

// Who did something in a sandbox, for the activity log.
inline const QString kOriginWindow = QStringLiteral("window");
inline const QString kOriginCli = QStringLiteral("cli");
inline const QString kOriginMcp = QStringLiteral("mcp");

// One entry of the activity log that is not a command (commands are RunRecords): an agent's file
// operation through the MCP server, or a terminal session.
struct ActivityRecord {
    qint64 id = 0;
    QString sandboxId;
    QDateTime startedAt;
    QString origin;
    QString kind;      // kActivity* below
    QByteArray target; // the path (bytes as the file system names them) or the terminal's command
    qint64 durationMs = 0;
    std::optional<int> exitCode; // a terminal session's shell
    qint64 bytes = 0;            // read, written, or passed through a terminal
    bool ok = true;
    bool ended = true; // false while a command or a terminal session goes on
    QString detail;    // why it failed, or what was done ("3 replacements"); "interrupted": its process died
    qint64 runId = 0;  // an ended command: its run (History shows its output)
};
inline const QString kActivityCommand = QStringLiteral("command");
inline const QString kActivityRead = QStringLiteral("read");
inline const QString kActivityWrite = QStringLiteral("write");
inline const QString kActivityEdit = QStringLiteral("edit");
inline const QString kActivityList = QStringLiteral("list");
inline const QString kActivityDelete = QStringLiteral("delete");
inline const QString kActivityTerminal = QStringLiteral("terminal");

// Why a snapshot was taken.
enum class SnapshotTrigger {
    Command,       // automatically, before a command run through Shadowbox
    Manual,        // asked for, usually with a label
    Quiet,         // the workspace changed and then stayed quiet (work Shadowbox cannot intercept)
    BeforeRestore, // the state a restore replaced, so that nothing is lost by restoring
    Baseline,      // the workspace as copied, before anything ran: what a review compares with
    Review,        // the state a review was opened on
};
QString snapshotTriggerName(SnapshotTrigger trigger); // stable identifier stored in the database
std::optional<SnapshotTrigger> snapshotTriggerFromName(const QString &name);
QString snapshotTriggerLabel(SnapshotTrigger trigger); // translated, for display

// What a snapshot's capture found in the workspace and did not keep as it was: files whose setuid
// or setgid bit it stripped (the file is kept without it), device nodes, fifos and sockets (not
// kept at all), and folders nested too deep to follow. None of them is ever restored.
struct SnapshotLeftOut {
    int setIdFiles = 0;
    int deviceNodes = 0;
    int fifos = 0;
    int sockets = 0;
    int tooDeep = 0;
    int total() const { return setIdFiles + deviceNodes + fifos + sockets + tooDeep; }
    bool operator==(const SnapshotLeftOut &) const = default;
};

// One snapshot: the workspace's tree (a commit in the sandbox's private repository) and the
// image the container is recreated from, plus what the timeline shows.
struct SnapshotRecord {
    qint64 id = 0; // the number users see and type ("rollback NAME 12")
    QString sandboxId;
    QDateTime createdAt;
    SnapshotTrigger trigger = SnapshotTrigger::Manual;
    QString label;
    QString command;             // Command: the command it precedes
    qint64 runId = 0;            // that command's run, once it has ended
    std::optional<int> exitCode; // the run's exit code, once it has ended
    QString workspaceCommit;
    // The image to recreate the container from; empty when the container's system was as the
    // sandbox's image made it.
    QString containerImage;
    bool systemChanged = false; // the container's system differed from its image (committed)
    int systemChanges = 0;      // paths outside /workspace the engine reported as changed
    QString systemSignature;    // a digest of those changes, to tell the next snapshot apart
    qint64 files = 0;
    qint64 bytes = 0;
    qint64 filesRead = 0;    // files whose bytes were read because their metadata changed
    qint64 filesChanged = 0; // paths that differ from the sandbox's previous snapshot
    // The state a command that exited 0 left behind: what "roll back to the last known good" means.
    bool knownGood = false;
    qint64 captureMs = 0;
    SnapshotLeftOut leftOut;
    // The sandbox's mocks when it was taken (Store::mockSet): 0 for none; unset when it was taken
    // before Shadowbox kept them, and a restore then leaves the mocks as they are.
    std::optional<qint64> mockSet;
    // Pruned once enough newer ones exist. Manual, labelled and baseline snapshots are kept; an open
    // review's state is kept until the review ends (Snapshotter::prune).
    bool automatic() const
    {
        return label.isEmpty() && trigger != SnapshotTrigger::Manual && trigger != SnapshotTrigger::Baseline;
    }
};

// How a sandbox's snapshots are taken and kept: the newest `keepAutomatic` automatic snapshots are
// kept (labelled ones always are), and the workspace paths in `excluded` (relative, '/' between
// names, each a file or a folder with everything in it) are left out of every snapshot, so that a
// restore leaves them as they are.
struct SnapshotPolicy {
    static constexpr int kDefaultKeep = 50;
    static constexpr int kMaxKeep = 10'000;
    static constexpr int kMaxExcluded = 100;
    int keepAutomatic = kDefaultKeep;
    QStringList excluded; // sorted, no duplicates (see Snapshotter::checkPolicy)
    bool operator==(const SnapshotPolicy &) const = default;
};

// A sandbox's mocks at one time: WireMock's {"mappings": [...]}, in the order the gateway tries
// them (which an import keeps).
struct MockSet {
    qint64 id = 0; // 0: none were ever kept
    QByteArray mappings;
};

// A restore in progress: saved before the restore changes anything and removed once it is done,
// so that a restore cut short is finished at the next start.
struct RestoreJournal {
    QString sandboxId;
    qint64 snapshotId = 0;
    QDateTime startedAt;
};

} // namespace shadowbox

Q_DECLARE_METATYPE(shadowbox::SandboxRecord)
