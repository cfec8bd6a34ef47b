#pragma once

#include "runtime/Transport.h"

#include "core/SandboxTypes.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace shadowbox {

inline constexpr char kApiVersion[] = "v1.41";
inline constexpr char kSandboxLabel[] = "io.shadowbox.sandbox";
inline constexpr char kStoreLabel[] = "io.shadowbox.store";

struct HttpRequest {
    QByteArray method = "GET";
    QByteArray target; // path and query, without the API version prefix
    QByteArray body;
    QByteArray contentType;
    QList<QPair<QByteArray, QByteArray>> headers;
};

struct HttpResponse {
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[k, v] : headers)
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        return {};
    }
};

enum class EngineKind { Unknown, Docker, Podman };

struct EngineInfo {
    EngineKind kind = EngineKind::Unknown;
    QString version;    // engine version, e.g. 4.3.1 or 20.10.24
    QString apiVersion; // Docker API version the engine speaks
    QString libpodApiVersion;
    QString os;
    QString arch;
    QString endpoint;

    QString kindName() const
    {
        switch (kind) {
        case EngineKind::Docker:
            return QStringLiteral("Docker");
        case EngineKind::Podman:
            return QStringLiteral("Podman");
        case EngineKind::Unknown:
            break;
        }
        return QStringLiteral("Unknown engine");
    }
    QString displayName() const { return kindName() + u' ' + version; }
};

// Capabilities every Shadowbox container gives up, from the set both engines grant by default
// (CHOWN, DAC_OVERRIDE, FOWNER, FSETID, KILL, SETGID, SETUID, SETPCAP, NET_BIND_SERVICE, NET_RAW,
// SYS_CHROOT, MKNOD, AUDIT_WRITE, SETFCAP). What a build needs stays: file ownership and permission
// overrides for package managers, SETUID/SETGID for su and apt's unprivileged download user,
// KILL, NET_BIND_SERVICE for dev servers on low ports, SYS_CHROOT for chroot-based tools.
//  - MKNOD: a device node in the bind-mounted workspace is the host's device for whoever opens it
//    on the host (c 1 11 is the kernel log, b 254 0 a disk).
//  - NET_RAW: raw and packet sockets (spoofing, sniffing); a sandbox has no network to speak of.
//  - AUDIT_WRITE: writing to the host's kernel audit log.
//  - SETFCAP: file capabilities written into the workspace stay on the host's files.
//  - SETPCAP: changing capability sets; nothing a build does needs it.
inline constexpr const char *kDroppedCapabilities[] = {"MKNOD", "NET_RAW", "AUDIT_WRITE", "SETFCAP", "SETPCAP"};

// Limits of the short-lived containers Shadowbox runs besides sandboxes (the doctor's test, the
// workspace cleanup): enough for `true` and `rm -rf`, and bounded like everything else.
inline constexpr qint64 kHelperContainerMemory = 256LL * 1024 * 1024;
inline constexpr int kHelperContainerPids = 256;

struct ContainerSpec {
    QString name;
    QString image;
    QStringList cmd;
    QStringList env;
    QString workingDir;
    QString hostname; // empty: the engine's (the container's short id, new with every container)
    QMap<QString, QString> labels;
    QStringList binds; // host:container[:options]
    QString networkMode = QStringLiteral("none");
    qint64 memoryBytes = 0; // 0 = engine default
    qint64 swapBytes = 0;   // swap on top of memoryBytes; 0 = none (the engines' default is as much as memory)
    qint64 nanoCpus = 0;
    qint64 pidsLimit = 0;
    int stopTimeoutSeconds = 10;
    // The image's own entry point and user run, with `cmd` (if any) as their arguments: for an
    // image of the user's that is a server (a mock server's). Otherwise `cmd` alone runs, as root.
    bool imageEntrypoint = false;
};

struct ContainerInfo {
    QString id;
    QString name;
    QString image;
    QString state; // created, running, exited, paused, dead, ...
    bool running = false;
    int exitCode = 0;
    QMap<QString, QString> labels;
    // The writable layer's folder on the engine's host (overlay drivers), from inspect only; empty
    // when the engine did not say.
    QString upperDir;
};

// One entry of GET /containers/{id}/changes.
struct ContainerChange {
    enum class Kind { Modified = 0, Added = 1, Deleted = 2 };
    QString path;
    Kind kind = Kind::Modified;
};

struct ImageInfo {
    QString id;
    QStringList tags;
    qint64 size = 0;
    QDateTime created;
    QMap<QString, QString> labels;
};

struct NetworkInfo {
    QString id;
    QString name;
    bool internal = false;
    QMap<QString, QString> labels;
};

// One line of GET /events. Docker names exec events "exec_start: sh -c …"; Podman "exec".
struct EngineEvent {
    QString type;   // container, image, network, …
    QString action; // create, start, die, stop, kill, oom, destroy (Docker), remove (Podman), …
    QString id;
    QMap<QString, QString> attributes; // labels, name, image, exitCode
    qint64 timeNano = 0;
};

// GET /info: what the engine's host has and how the engine isolates containers.
struct EngineHostInfo {
    int cpus = 0;
    qint64 memoryBytes = 0;
    QStringList securityOptions; // e.g. "name=seccomp,profile=default", "name=userns", "name=rootless"
    bool rootless = false;
    UserNamespace userNamespace = UserNamespace::Unknown; // see EngineClient::userNamespaceFromInfo
    // Docker with userns-remap: the user and group of this machine that root in a container is
    // (its root folder, DockerRootDir, ends in "UID.GID" then). Unset otherwise, or when unsaid.
    std::optional<uint> remappedRootUid;
    std::optional<uint> remappedRootGid;
};

struct ExecStatus {
    bool running = false;
    int exitCode = -1;
};

struct ExecOutcome {
    int exitCode = -1;
    QByteArray output;
};

// An exec's connection after the engine switched it to raw bytes (a "hijacked" stream): with a TTY
// the program's output comes as it is, not multiplexed, and what is written goes to its stdin.
struct HijackedStream {
    std::unique_ptr<Connection> connection;
    QByteArray pending; // output that arrived with the response's headers
};

} // namespace shadowbox
