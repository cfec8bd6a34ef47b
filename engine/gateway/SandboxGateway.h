#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"
#include "runtime/EngineTypes.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <functional>

namespace shadowbox {

class SandboxContext;

// A sandbox's gateway: a container with network `none` whose network namespace the sandbox
// joins, so the sandbox sees only `lo` and the gateway is the one thing it can talk to. The
// gateway answers mocked hosts from stubs, answers DNS for their names only, and takes orders on
// a Unix socket in its folder (<data>/gateways/<id>/), which the sandbox never mounts. The sandbox
// gets that folder's `hosts` and `resolv.conf` read-only as /etc/hosts and /etc/resolv.conf.
class SandboxGateway {
    Q_DECLARE_TR_FUNCTIONS(SandboxGateway)
public:
    // Mocked host names get their own loopback addresses, from 127.0.0.3 (127.0.0.1 stays the
    // sandbox's own, 127.0.0.2 the gateway's), so a server in the sandbox keeps every port.
    static constexpr int kFirstHostAddress = 3;
    static constexpr int kHostAddresses = 32;
    // Inside the gateway's container.
    static constexpr char kFolderInGateway[] = "/run/shadowbox";
    // Inside the sandbox: the sandbox's CA (ca.pem) and it with the host's public roots (bundle.pem).
    static constexpr char kTrustInSandbox[] = "/etc/shadowbox-trust";
    // In the data folder, if the user puts it there: more roots (PEM) that hosts outside may have
    // certificates from (a company's TLS-inspecting proxy, a private registry's CA). They go in
    // the sandbox's bundle and in the roots recorded hosts are checked against.
    static constexpr char kExtraRootsFile[] = "/trusted-roots.pem";

    explicit SandboxGateway(const SandboxContext &context);

    static QString gatewayName(const SandboxRecord &record)
    {
        return record.containerName() + QStringLiteral("-gateway");
    }
    // The egress side (Egress.h in the gateway program): a container of its own with the engine's
    // normal network, which opens the connections the policy lets through for the gateway, over
    // a Unix socket in the folder's egress/ (the sandbox never sees it). Made when a policy first
    // lets hosts through; stopped whenever the policy lets none through, which cuts every
    // connection that passed.
    static QString egressName(const SandboxRecord &record)
    {
        return record.containerName() + QStringLiteral("-egress");
    }
    // A mock server Shadowbox runs for the sandbox (MockServer::image): a container of its own that
    // joins the gateway's network namespace, as the sandbox does, and listens on the server's
    // loopback address there. It mounts nothing of the host's.
    static QString mockServerName(const SandboxRecord &record)
    {
        return record.containerName() + QStringLiteral("-mockserver");
    }
    // How long a mock server Shadowbox runs gets to take connections once started.
    static constexpr int kMockServerReadyMs = 90'000;
    // How long a change of the sandbox's network waits for another process's to end (policy.lock):
    // as long as that one may wait for a mock server.
    static constexpr int kPolicyLockWaitMs = kMockServerReadyMs + 30'000;
    // Where names that pass resolve to inside the sandbox: the gateway's pass-through address.
    static constexpr char kPassThroughAddress[] = "127.0.1.1";
    QString folderOf(const QString &sandboxId) const;
    QString adminSocketOf(const QString &sandboxId) const;
    // Where Shadowbox asks the gateway for a connection to one of the sandbox's ports (previews).
    QString previewSocketOf(const QString &sandboxId) const;
    QString policyFileOf(const QString &sandboxId) const;
    // Held while the policy, the allowlist or the mock server change, by whichever process changes
    // them: the files, the containers and the database end with the same one.
    QString policyLockOf(const QString &sandboxId) const
    {
        return folderOf(sandboxId) + QStringLiteral("/policy.lock");
    }
    // Present from just before a change of the policy, the allowlist or the mock server touches
    // anything until that change returns: found later with the policy's lock free, it says the
    // process was killed halfway, and the gateway may enforce what Shadowbox does not show.
    QString policyUnsavedOf(const QString &sandboxId) const
    {
        return folderOf(sandboxId) + QStringLiteral("/policy.unsaved");
    }
    // Held while the mocks change: the gateway's and the database's change together.
    QString mocksLockOf(const QString &sandboxId) const { return folderOf(sandboxId) + QStringLiteral("/mocks.lock"); }
    // Present from just before a change goes to the gateway until the database keeps it: found
    // later, it says the process changing them was killed in between, so the gateway's stubs (the
    // ones it saved in its folder) are newer than the database's.
    QString mocksUnsavedOf(const QString &sandboxId) const
    {
        return folderOf(sandboxId) + QStringLiteral("/mocks.unsaved");
    }

    // Writes the policy the gateway enforces (policy.json in its folder, replaced whole); a
    // running gateway reads it again within a tenth of a second.
    // The egress side reads its own copy (egress-policy/policy.json), written first.
    Status writePolicy(const SandboxRecord &record, NetworkPolicy policy, const QList<AllowRule> &allow,
                       const std::optional<MockServer> &mockServer) const;
    // Writes the mocks the database keeps for the sandbox where the gateway loads them from when
    // it starts (mappings/stubs.json); leaves the file alone when none were ever kept.
    Status writeKeptMocks(const SandboxRecord &record) const;
    static bool letsHostsThrough(NetworkPolicy policy)
    {
        return policy == NetworkPolicy::Allowlist || policy == NetworkPolicy::Open;
    }
    // Makes the mock server's container what `server` asks for: none when it has no image (one that
    // ran goes), else created (again, when what it runs changed) and started; returns once the
    // server takes connections on its address, and removes a container that does not.
    Status applyMockServer(const SandboxRecord &record, const std::optional<MockServer> &server,
                           const CallOptions &options) const;
    // What the container's entry point gets, and its environment: the server's arguments, or for a
    // WireMock image `--bind-address ADDRESS --port PORT`; GATEWAY_LISTEN for a LocalStack image;
    // SHADOWBOX_MOCK_ADDRESS and SHADOWBOX_MOCK_PORT for every image.
    struct Launch {
        QStringList arguments;
        QStringList environment;
    };
    static Launch mockServerLaunch(const MockServer &server);
    // Stops it, if there is one.
    Status stopMockServer(const SandboxRecord &record, const CallOptions &options) const;
    // Creates the egress container if there is none, and starts it if it is not running; returns
    // once it takes connections.
    Status startEgress(const SandboxRecord &record, const CallOptions &options) const;
    // Stops it, if it runs (a missing one is fine).
    Status stopEgress(const SandboxRecord &record, const CallOptions &options) const;

    // Writes the folder (hosts, resolv.conf), makes sure the image is there, and creates and
    // starts the gateway container. Its container id.
    Result<QString> create(const SandboxRecord &record, const CallOptions &options) const;
    // Starts the gateway if it is not running (before the sandbox's container, which joins it).
    Status start(const SandboxRecord &record, const CallOptions &options) const;
    Status stop(const SandboxRecord &record, const CallOptions &options) const;
    // The sandbox's side: its network mode and the read-only /etc/hosts and /etc/resolv.conf.
    void joinSandbox(ContainerSpec &spec, const SandboxRecord &record) const;
    // Adds the sandbox's CA to the trust store of the image's own system, in the running container
    // `containerId`, for the programs that read no variable (apt, anything built against the
    // system's OpenSSL or GnuTLS defaults): the way the image's system does it (in
    // /usr/local/share/ca-certificates with what update-ca-certificates makes of it, in
    // update-ca-trust's anchors), so that the system's own later runs of those tools keep it, and
    // appended to the bundle where neither is; and into the keystore of each Java runtime it finds.
    // The CA of a sandbox it was forked from goes. What it found: "added", "kept" (trusted
    // already: nothing changed), "none" (the image has no trust store), then what it did with each
    // Java keystore ("; added to Java's <path>"). It runs the sandbox's own /bin/sh, which may be
    // the agent's: it gets kTrustStepMs at most.
    Result<QString> trustInSystem(const SandboxRecord &record, const QString &containerId,
                                  const CallOptions &options) const;
    // The script takes a few seconds at most (update-ca-certificates, Java's keytool); a shell that
    // never ends holds a creation, fork or rollback no longer than this.
    static constexpr int kTrustStepMs = 20'000;
    // The same as the step "trust" of a creation's or a restore's timings, whose detail says what
    // was found (trustSaid) or why it failed: not a reason to give up the sandbox, since the
    // variables name the CA to the programs that read them. Nothing for a sandbox without a gateway.
    std::optional<StepTiming> trustStep(const SandboxRecord &record, const QString &containerId,
                                        const CallOptions &options) const;
    // What trustInSystem found, in sentences for the step's detail ("added" says that the image's
    // trust store trusts the CA now). Words it does not know are quoted as the sandbox's.
    static QString trustSaid(const QString &words);
    // Removes the folder (the gateway's container goes with the sandbox's labelled containers).
    Status removeFolder(const QString &sandboxId) const;

    // Mocked host names and their addresses, as /etc/hosts says.
    Result<QMap<QString, QString>> mockedHosts(const QString &sandboxId) const;
    // Gives each new name an address and rewrites /etc/hosts in place (the sandbox's bind mount
    // and the gateway's DNS both read that one file). Names already there keep their addresses.
    // When every address is taken, `inUse` (if given) is asked once for the names still needed
    // (the hosts of the stubs, and the names a mock server answers): the others give their
    // addresses back, and resolve to nothing from then on, as any name no stub has. With
    // `onlyCheck`, nothing is written: whether the names would get addresses.
    using NamesInUse = std::function<Result<QSet<QString>>()>;
    Result<QMap<QString, QString>> addMockedHosts(const SandboxRecord &record, const QStringList &names,
                                                  const NamesInUse &inUse = {}, bool onlyCheck = false) const;

    // The host part of a stub's request ("host": {"equalTo": …} or "host": "…"), lower case; empty
    // when the stub names no single host.
    static QString stubHost(const QJsonObject &stub);
    // Whether `name` can be a mocked host name (letters, digits, '-', '.', at most 253).
    static QString hostNameProblem(const QString &name);

private:
    ContainerSpec gatewaySpec(const SandboxRecord &record, const QString &image) const;
    ContainerSpec egressSpec(const SandboxRecord &record, const QString &image) const;
    ContainerSpec mockServerSpec(const SandboxRecord &record, const MockServer &server) const;
    // Stops a container beside the gateway (the egress side, the mock server), if there is one.
    Status stopBeside(const SandboxRecord &record, const QString &name, int timeoutSeconds,
                      const CallOptions &options) const;
    // Until the mock server's container takes connections on the server's address; why not, if it
    // stops or takes too long.
    Status waitForMockServer(const SandboxRecord &record, const MockServer &server, const QString &containerId,
                             const CallOptions &options) const;
    QMap<QString, QString> labelsOf(const SandboxRecord &record, const QString &role) const;
    // A new CA for the sandbox in its folder, and the sandbox's trust files from it.
    Status writeTrust(const SandboxRecord &record) const;
    // The roots hosts outside are checked against: this machine's public ones, and the extra ones
    // the user put in the data folder (kExtraRootsFile).
    QByteArray rootsOutside() const;
    Status writeUpstreamRoots(const SandboxRecord &record) const;
    Status writeHostsFile(const SandboxRecord &record, const QMap<QString, QString> &hosts) const;
    // Until the started gateway takes connections on its admin socket; why not, if it stops.
    Status waitUntilAnswering(const SandboxRecord &record, const QString &containerId, const QString &socket,
                              const CallOptions &options) const;

    const SandboxContext &m_context;
};

} // namespace shadowbox
