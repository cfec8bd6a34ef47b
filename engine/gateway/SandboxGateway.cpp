#include "gateway/SandboxGateway.h"

#include "core/FileLock.h"
#include "core/FileOwner.h"
#include "gateway/GatewayImage.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxCa.h"
#include "preview/PreviewForwarder.h"
#include "runtime/EngineClient.h"
#include "runtime/Transport.h"
#include "sandbox/SandboxContext.h"
#include "store/Store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QThread>

#include <unistd.h>

namespace shadowbox {

namespace {

constexpr qint64 kGatewayMemory = 128LL * 1024 * 1024;
constexpr int kGatewayPids = 64;
constexpr char kLoopbackPrefix[] = "127.0.0.";
constexpr int kReadyTimeoutMs = 10'000;
constexpr qint64 kEgressMemory = 64LL * 1024 * 1024;
// Inside the egress container: its socket's folder, and its read-only copy of the policy.
constexpr char kEgressFolder[] = "/run/shadowbox-egress";
constexpr char kEgressPolicyFolder[] = "/run/shadowbox-egress-policy";
// A mock server's container: a JVM's (WireMock) or a Python's (LocalStack) worth of memory, and
// what it runs, so that a change of it makes the container again.
constexpr qint64 kMockServerMemory = 1024LL * 1024 * 1024;
constexpr int kMockServerPids = 512;
constexpr char kMockServerRunsLabel[] = "io.shadowbox.mock-server";

QString hostsPath(const QString &folder)
{
    return folder + QStringLiteral("/hosts");
}

} // namespace

SandboxGateway::SandboxGateway(const SandboxContext &context)
    : m_context(context)
{
}

QString SandboxGateway::folderOf(const QString &sandboxId) const
{
    return m_context.dataDir() + QStringLiteral("/gateways/") + sandboxId;
}

QString SandboxGateway::adminSocketOf(const QString &sandboxId) const
{
    return folderOf(sandboxId) + QStringLiteral("/admin.sock");
}

QString SandboxGateway::previewSocketOf(const QString &sandboxId) const
{
    return folderOf(sandboxId) + QStringLiteral("/preview.sock");
}

QString SandboxGateway::policyFileOf(const QString &sandboxId) const
{
    return folderOf(sandboxId) + QStringLiteral("/policy.json");
}

Status SandboxGateway::writePolicy(const SandboxRecord &record, NetworkPolicy policy, const QList<AllowRule> &allow,
                                   const std::optional<MockServer> &mockServer) const
{
    QJsonObject said{{QStringLiteral("policy"), networkPolicyName(policy)}};
    if (!allow.isEmpty())
        said.insert(QStringLiteral("allow"), allowRulesToJson(allow));
    if (mockServer)
        said.insert(QStringLiteral("mockServer"), mockServer->toJson());
    const QByteArray text = QJsonDocument(said).toJson(QJsonDocument::Compact);
    const QString egressCopy = folderOf(record.id) + QStringLiteral("/egress-policy");
    if (!QDir().mkpath(egressCopy))
        return Error::make(Error::Kind::Io, tr("Cannot make the folder %1.").arg(egressCopy));
    // Both replaced whole; each side reads its own again within a tenth of a second, and the egress
    // side refuses whatever its copy does not let through.
    for (const QString &path : {egressCopy + QStringLiteral("/policy.json"), policyFileOf(record.id)}) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
            return Error::make(
                Error::Kind::Io,
                tr("Cannot write the network policy to %1: %2.").arg(file.fileName(), file.errorString()));
        if (Status given = fileowner::likeItsFolder(path); !given)
            return given;
    }
    return {};
}

Status SandboxGateway::writeKeptMocks(const SandboxRecord &record) const
{
    auto lock = FileLock::lock(mocksLockOf(record.id), QDeadlineTimer(10'000));
    if (!lock)
        return lock.error();
    const QString folder = folderOf(record.id) + QStringLiteral("/mappings");
    // A change the gateway took and the database did not keep (the process that made it was
    // killed in between): the gateway's own file has it, and the database catches up once the
    // gateway runs (start()).
    if (QFile::exists(mocksUnsavedOf(record.id)) && QFile::exists(folder + QStringLiteral("/stubs.json")))
        return {};
    auto kept = m_context.store().currentMockSet(record.id).result();
    if (!kept)
        return kept.error();
    if (kept->id == 0)
        return {}; // a sandbox whose mocks were never kept (an earlier Shadowbox's): the file has them
    // The file is loaded one stub after the other, each newer than the last: oldest first, so
    // that the gateway tries them in the order they were kept in.
    const QJsonArray tried =
        QJsonDocument::fromJson(kept->mappings).object().value(QLatin1String("mappings")).toArray();
    QJsonArray oldestFirst;
    for (qsizetype i = tried.size() - 1; i >= 0; --i)
        oldestFirst.append(tried.at(i));
    const QByteArray text =
        QJsonDocument(QJsonObject{{QStringLiteral("mappings"), oldestFirst}}).toJson(QJsonDocument::Compact);
    if (!QDir().mkpath(folder))
        return Error::make(Error::Kind::Io, tr("Cannot make the folder %1.").arg(folder));
    QSaveFile file(folder + QStringLiteral("/stubs.json"));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return Error::make(Error::Kind::Io,
                           tr("Cannot write the sandbox's mocks to %1: %2.").arg(file.fileName(), file.errorString()));
    return fileowner::likeItsFolder(folder + QStringLiteral("/stubs.json"));
}

QMap<QString, QString> SandboxGateway::labelsOf(const SandboxRecord &record, const QString &role) const
{
    return {{QLatin1String(kSandboxLabel), record.id},
            {QLatin1String(kStoreLabel), m_context.store().storeId()},
            {QStringLiteral("io.shadowbox.name"), record.name},
            {QStringLiteral("io.shadowbox.role"), role}};
}

ContainerSpec SandboxGateway::gatewaySpec(const SandboxRecord &record, const QString &image) const
{
    const QString inside = QLatin1String(kFolderInGateway);
    ContainerSpec spec;
    spec.name = gatewayName(record);
    spec.image = image;
    spec.cmd = {QLatin1String(gatewayimage::kBinaryInImage), QStringLiteral("--admin-socket"),
                inside + QStringLiteral("/admin.sock"), QStringLiteral("--hosts-file"),
                inside + QStringLiteral("/hosts"), QStringLiteral("--dns"), QStringLiteral("127.0.0.1:53"),
                // The stubs as Shadowbox keeps them (mappings/), loaded again at every start.
                QStringLiteral("--root-dir"), inside,
                // It keeps its stubs there itself after every change.
                QStringLiteral("--save-to"), inside + QStringLiteral("/mappings/stubs.json"),
                // What it lets through, changed while it runs (missing or unreadable: nothing).
                QStringLiteral("--policy-file"), inside + QStringLiteral("/policy.json"),
                // HTTPS for mocked hosts: certificates minted from the sandbox's own CA, whose key
                // is in this folder and nowhere in the sandbox.
                QStringLiteral("--ca-cert"), inside + QStringLiteral("/ca.pem"), QStringLiteral("--ca-key"),
                inside + QStringLiteral("/ca-key.pem"),
                // The hosts it records are checked against the roots this machine trusts.
                QStringLiteral("--upstream-roots"), inside + QStringLiteral("/upstream-roots.pem"),
                // Previews: Shadowbox's way to the sandbox's own servers (Preview.h).
                QStringLiteral("--preview-socket"), inside + QStringLiteral("/preview.sock")};
    // A rootful engine's root makes the socket root's: it hands it to the user Shadowbox runs as.
    // (Rootless engines map their root to that user already.)
    if (record.userNamespace == UserNamespace::None && ::getuid() != 0)
        spec.cmd << QStringLiteral("--admin-owner") << QStringLiteral("%1:%2").arg(::getuid()).arg(::getgid());
    // Every address a mocked host can get is taken now, before the sandbox runs: root in the
    // sandbox shares this network namespace and could otherwise listen there first.
    for (int i = 0; i < kHostAddresses; ++i) {
        const QString address = QLatin1String(kLoopbackPrefix) + QString::number(kFirstHostAddress + i);
        spec.cmd << QStringLiteral("--http") << address + QStringLiteral(":80") << QStringLiteral("--https")
                 << address + QStringLiteral(":443");
    }
    // The proxy, for programs that honour HTTP(S)_PROXY (CONNECT is answered with the mocked host).
    spec.cmd << QStringLiteral("--http") << QStringLiteral("127.0.0.2:3128");
    // Names the policy lets through resolve here: plain HTTP goes on by its Host header, TLS by
    // its server name (not terminated: the client checks the real host's certificate), over the
    // egress side's socket.
    const QString passThrough = QLatin1String(kPassThroughAddress);
    spec.cmd << QStringLiteral("--http") << passThrough + QStringLiteral(":80") << QStringLiteral("--passthrough")
             << passThrough + QStringLiteral(":443") << QStringLiteral("--egress-socket")
             << inside + QStringLiteral("/egress/egress.sock");
    spec.labels = labelsOf(record, QStringLiteral("gateway"));
    spec.binds = {folderOf(record.id) + u':' + inside};
    spec.networkMode = QStringLiteral("none");
    // Docker refuses a host name on a container that joins another one's network: the sandbox
    // takes this one's.
    spec.hostname = SandboxContext::hostnameOf(record);
    spec.memoryBytes = kGatewayMemory;
    spec.pidsLimit = kGatewayPids;
    spec.nanoCpus = 1'000'000'000;
    spec.stopTimeoutSeconds = 2;
    return spec;
}

Result<QString> SandboxGateway::create(const SandboxRecord &record, const CallOptions &options) const
{
    const QString folder = folderOf(record.id);
    if (!QDir().mkpath(folder) ||
        !QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
        return Error::make(Error::Kind::Io, tr("Cannot make the gateway's folder %1.").arg(folder));
    QFile resolv(folder + QStringLiteral("/resolv.conf"));
    // Names are answered by the gateway alone: there is no other server to ask, nor a way to one.
    if (!resolv.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        resolv.write("nameserver 127.0.0.1\noptions attempts:1 timeout:2\n") < 0 || !resolv.flush())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(resolv.fileName(), resolv.errorString()));
    resolv.close();
    if (!QFile::exists(hostsPath(folder))) {
        if (Status written = writeHostsFile(record, {}); !written)
            return written.error();
        // A fork's mock server answers the names it did for the sandbox forked.
        if (record.networkMockServer && !record.networkMockServer->hosts.isEmpty()) {
            if (auto given = addMockedHosts(record, record.networkMockServer->hosts); !given)
                return given.error();
        }
    }
    if (Status written = writePolicy(record, record.networkPolicy, record.networkAllow, record.networkMockServer);
        !written)
        return written.error();
    for (const char *sub : {"/mappings", "/egress"}) {
        if (!QDir().mkpath(folder + QLatin1String(sub)))
            return Error::make(Error::Kind::Io, tr("Cannot make the folder %1%2.").arg(folder, QLatin1String(sub)));
    }
    if (Status mocks = writeKeptMocks(record); !mocks)
        return mocks.error();
    if (Status trusted = writeTrust(record); !trusted)
        return trusted.error();
    if (Status roots = writeUpstreamRoots(record); !roots)
        return roots.error();
    // Where root in the sandbox is another user of this machine (userns-remap), the gateway's root
    // is that user too: the folder, as made here, becomes that user's, as the workspace did.
    if (const auto owner = fileowner::toGiveIn(record.workspace)) {
        if (Status given = fileowner::giveTree(folder, *owner); !given)
            return given.error();
    }
    auto image = gatewayimage::ensureImage(m_context.client(), options);
    if (!image)
        return image.error();
    const EngineClient &client = m_context.client();
    auto id = client.createContainer(gatewaySpec(record, *image), options);
    if (!id)
        return m_context.explainRunFailure(id.error());
    if (Status started = client.startContainer(*id, options); !started)
        return m_context.explainRunFailure(started.error());
    if (Status ready = waitUntilAnswering(record, *id, adminSocketOf(record.id), options); !ready)
        return ready.error();
    if (letsHostsThrough(record.networkPolicy)) {
        if (Status egress = startEgress(record, options); !egress)
            return egress.error();
    }
    // A fork's mock server runs for it as the source's did.
    if (Status server = applyMockServer(record, record.networkMockServer, options); !server)
        return server.error();
    return *id;
}

ContainerSpec SandboxGateway::egressSpec(const SandboxRecord &record, const QString &image) const
{
    ContainerSpec spec;
    spec.name = egressName(record);
    spec.image = image;
    spec.cmd = {QLatin1String(gatewayimage::kBinaryInImage), QStringLiteral("--egress-listen"),
                QLatin1String(kEgressFolder) + QStringLiteral("/egress.sock"), QStringLiteral("--policy-file"),
                QLatin1String(kEgressPolicyFolder) + QStringLiteral("/policy.json")};
    // The machine's own addresses (its bridges' among them) are reached only for a host a rule
    // names exactly: a name that resolves to one must not open the host's services under `open`.
    for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
        if (!address.isLoopback() && !address.isLinkLocal())
            spec.cmd << QStringLiteral("--host-address") << address.toString();
    }
    spec.labels = labelsOf(record, QStringLiteral("egress"));
    // Only the socket's folder and the policy: not the CA's key, the stubs or the sandbox's files.
    const QString folder = folderOf(record.id);
    spec.binds = {folder + QStringLiteral("/egress:") + QLatin1String(kEgressFolder),
                  folder + QStringLiteral("/egress-policy:") + QLatin1String(kEgressPolicyFolder) +
                      QStringLiteral(":ro")};
    // The engine's usual network, with a route out.
    spec.networkMode = QStringLiteral("bridge");
    spec.memoryBytes = kEgressMemory;
    spec.pidsLimit = kGatewayPids;
    spec.nanoCpus = 1'000'000'000;
    spec.stopTimeoutSeconds = 1;
    return spec;
}

Status SandboxGateway::startEgress(const SandboxRecord &record, const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
    // Two processes letting hosts through at once make one container.
    auto lock = FileLock::lock(folderOf(record.id) + QStringLiteral("/egress.lock"), QDeadlineTimer(30'000));
    if (!lock)
        return lock.error();
    const EngineClient &client = m_context.client();
    auto info = client.inspectContainer(egressName(record), options);
    if (info && info->running)
        return {};
    if (!info && info.error().kind != Error::Kind::NotFound)
        return info.error();
    // A stopped one is made again: its list of this machine's addresses (which it refuses unless a
    // rule names them) is the one the machine has now, not the one it had when the last was made.
    if (info) {
        if (Status removed = client.removeContainer(info->id, options); !removed)
            return removed;
    }
    auto image = gatewayimage::ensureImage(client, options);
    if (!image)
        return image.error();
    auto created = client.createContainer(egressSpec(record, *image), options);
    if (!created)
        return m_context.explainRunFailure(created.error());
    const QString id = *created;
    if (Status started = client.startContainer(id, options); !started)
        return m_context.explainRunFailure(started.error());
    return waitUntilAnswering(record, id, folderOf(record.id) + QStringLiteral("/egress/egress.sock"), options);
}

Status SandboxGateway::stopEgress(const SandboxRecord &record, const CallOptions &options) const
{
    return stopBeside(record, egressName(record), 1, options);
}

Status SandboxGateway::stopBeside(const SandboxRecord &record, const QString &name, int timeoutSeconds,
                                  const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
    Status stopped = m_context.client().stopContainer(name, timeoutSeconds, options);
    if (!stopped && stopped.error().kind == Error::Kind::NotFound)
        return {};
    return stopped;
}

SandboxGateway::Launch SandboxGateway::mockServerLaunch(const MockServer &server)
{
    Launch launch{server.arguments, {}};
    const QString port = QString::number(server.port);
    // The image's own name, without its registry, path, tag or digest: "wiremock", "localstack".
    const QString image = server.image.section(u'@', 0, 0).section(u'/', -1).section(u':', 0, 0).toLower();
    if (launch.arguments.isEmpty() && image == QLatin1String("wiremock"))
        launch.arguments = {QStringLiteral("--bind-address"), server.address, QStringLiteral("--port"), port};
    if (image == QLatin1String("localstack"))
        launch.environment << QStringLiteral("GATEWAY_LISTEN=") + server.where();
    launch.environment << QStringLiteral("SHADOWBOX_MOCK_ADDRESS=") + server.address
                       << QStringLiteral("SHADOWBOX_MOCK_PORT=") + port;
    return launch;
}

ContainerSpec SandboxGateway::mockServerSpec(const SandboxRecord &record, const MockServer &server) const
{
    ContainerSpec spec;
    spec.name = mockServerName(record);
    spec.image = server.image;
    // The image's own entry point, as a user would run it; told where to listen in the namespace
    // it shares with the sandbox (0.0.0.0 would take the port on 127.0.0.1, the sandbox's own).
    spec.imageEntrypoint = true;
    const Launch launch = mockServerLaunch(server);
    spec.cmd = launch.arguments;
    spec.env = launch.environment;
    spec.labels = labelsOf(record, QStringLiteral("mock-server"));
    spec.labels.insert(QLatin1String(kMockServerRunsLabel),
                       QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("image"), server.image},
                                                                   {QStringLiteral("arguments"),
                                                                    QJsonArray::fromStringList(server.arguments)},
                                                                   {QStringLiteral("address"), server.address},
                                                                   {QStringLiteral("port"), server.port}})
                                             .toJson(QJsonDocument::Compact)));
    // The sandbox's network namespace, which holds only `lo`: the server is no way out.
    spec.networkMode = QStringLiteral("container:") + gatewayName(record);
    spec.memoryBytes = kMockServerMemory;
    spec.pidsLimit = kMockServerPids;
    spec.nanoCpus = 2'000'000'000;
    spec.stopTimeoutSeconds = 3;
    return spec;
}

Status SandboxGateway::applyMockServer(const SandboxRecord &record, const std::optional<MockServer> &server,
                                       const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
    // Two processes setting it at once end with one container, the one the later asked for.
    auto lock = FileLock::lock(folderOf(record.id) + QStringLiteral("/mockserver.lock"),
                               QDeadlineTimer(kMockServerReadyMs + 30'000));
    if (!lock)
        return lock.error();
    const EngineClient &client = m_context.client();
    const bool wanted = server && !server->image.isEmpty();
    const ContainerSpec spec = wanted ? mockServerSpec(record, *server) : ContainerSpec();
    auto info = client.inspectContainer(mockServerName(record), options);
    if (!info && info.error().kind != Error::Kind::NotFound)
        return info.error();
    QString id;
    if (info) {
        const QString runs = info->labels.value(QLatin1String(kMockServerRunsLabel));
        if (wanted && runs == spec.labels.value(QLatin1String(kMockServerRunsLabel))) {
            if (info->running)
                return {};
            id = info->id;
        } else if (Status removed = client.removeContainer(info->id, options); !removed) {
            return removed;
        }
    }
    if (!wanted)
        return {};
    if (id.isEmpty()) {
        auto present = client.resolveImage(server->image, options);
        if (!present)
            return present.error();
        if (!present->has_value())
            return Error::make(Error::Kind::NotFound,
                               tr("The mock server's image \"%1\" is not on %2. Pull it (shadowbox image pull %1) "
                                  "and set the mock server again.")
                                   .arg(server->image, m_context.engine().info.displayName()));
        auto created = client.createContainer(spec, options);
        if (!created)
            return m_context.explainRunFailure(created.error());
        id = *created;
    }
    Status ready = client.startContainer(id, options);
    if (ready)
        ready = waitForMockServer(record, *server, id, options);
    // Not left half made: a server that does not answer is no server of the sandbox's.
    if (!ready)
        (void)client.removeContainer(id, CallOptions::withTimeout(30'000));
    return ready;
}

Status SandboxGateway::stopMockServer(const SandboxRecord &record, const CallOptions &options) const
{
    return stopBeside(record, mockServerName(record), 3, options);
}

Status SandboxGateway::waitForMockServer(const SandboxRecord &record, const MockServer &server,
                                         const QString &containerId, const CallOptions &options) const
{
    const QDeadlineTimer deadline(kMockServerReadyMs);
    for (;;) {
        if (PreviewForwarder::probe(previewSocketOf(record.id), quint16(server.port), 1'000, server.address))
            return {};
        auto info = m_context.client().inspectContainer(containerId, options);
        if (!info)
            return info.error();
        if (!info->running)
            return Error::make(Error::Kind::Engine,
                               tr("The mock server of sandbox \"%1\" (%2, image %3) stopped as it started, with "
                                  "exit code %4. `%5 logs %6` says why; fix its arguments and set it again.")
                                   .arg(record.name, server.text(), server.image)
                                   .arg(info->exitCode)
                                   .arg(m_context.engine().info.kind == EngineKind::Docker ? QStringLiteral("docker")
                                                                                           : QStringLiteral("podman"),
                                        mockServerName(record)));
        if (deadline.hasExpired())
            return Error::make(Error::Kind::Timeout,
                               tr("The mock server of sandbox \"%1\" (image %2) runs but takes no connections on %3 "
                                  "after %4 seconds: it must listen on that address and port.")
                                   .arg(record.name, server.image, server.where())
                                   .arg(kMockServerReadyMs / 1000));
        QThread::msleep(100);
    }
}

Status SandboxGateway::waitUntilAnswering(const SandboxRecord &record, const QString &containerId,
                                          const QString &socket, const CallOptions &options) const
{
    // The admin socket takes connections once every listener is bound: from then on the sandbox
    // can join (the egress socket, once the egress side listens). A socket file left from the
    // last run refuses them until then.
    auto endpoint = EngineEndpoint::parse(QStringLiteral("unix://") + socket);
    if (!endpoint)
        return endpoint.error();
    const QDeadlineTimer deadline(kReadyTimeoutMs);
    for (;;) {
        if (auto connection = Transport::forEndpoint(*endpoint)->open(QDeadlineTimer(1'000)); connection)
            return {};
        auto info = m_context.client().inspectContainer(containerId, options);
        if (!info)
            return info.error();
        if (!info->running) {
            const QString program = gatewayimage::findBinary();
            return Error::make(Error::Kind::Engine,
                               tr("The network gateway of sandbox \"%1\" stopped as it started (exit code %2), "
                                  "so the sandbox cannot join it. `shadowbox doctor` checks the engine; the gateway "
                                  "program is %3.")
                                   .arg(record.name)
                                   .arg(info->exitCode)
                                   .arg(program.isEmpty() ? tr("not found") : program));
        }
        if (deadline.hasExpired())
            return Error::make(Error::Kind::Engine,
                               tr("The network gateway of sandbox \"%1\" runs but does not answer on %2 after %3 "
                                  "seconds.")
                                   .arg(record.name, socket)
                                   .arg(kReadyTimeoutMs / 1000));
        QThread::msleep(20);
    }
}

Status SandboxGateway::start(const SandboxRecord &record, const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
    const EngineClient &client = m_context.client();
    auto info = client.inspectContainer(gatewayName(record), options);
    if (!info)
        return info.error().kind == Error::Kind::NotFound
                   ? Error::make(Error::Kind::NotFound,
                                 tr("The network gateway of sandbox \"%1\" is gone (its container %2 was removed "
                                    "outside Shadowbox). Destroy the sandbox and create it again.")
                                     .arg(record.name, gatewayName(record)))
                   : info.error();
    // The database has the last word: a change cut short (a process killed between writing the
    // policy file and saving the record) is undone here rather than enforced unseen. Under the
    // policy's lock, from the record as saved last, so a change in another process is not undone.
    NetworkPolicy policy = record.networkPolicy;
    std::optional<MockServer> mockServer = record.networkMockServer;
    {
        auto lock = FileLock::lock(policyLockOf(record.id), QDeadlineTimer(kPolicyLockWaitMs));
        if (!lock)
            return lock.error();
        auto saved = m_context.find(record.id);
        const SandboxRecord &now = saved ? *saved : record;
        policy = now.networkPolicy;
        mockServer = now.networkMockServer;
        if (Status written = writePolicy(now, now.networkPolicy, now.networkAllow, now.networkMockServer); !written)
            return written;
        QFile::remove(policyUnsavedOf(record.id));
    }
    if (!info->running) {
        // The mocks as the database has them (a restore while it was stopped changed them there).
        if (Status mocks = writeKeptMocks(record); !mocks)
            return mocks;
        // The roots recorded HTTPS hosts are checked against, as this machine has them now.
        if (Status roots = writeUpstreamRoots(record); !roots)
            return roots;
        if (Status started = client.startContainer(info->id, options); !started)
            return started;
        if (Status ready = waitUntilAnswering(record, info->id, adminSocketOf(record.id), options); !ready)
            return ready;
    }
    if (QFile::exists(mocksUnsavedOf(record.id))) {
        // A change cut short: the gateway loaded it from its own file; the database keeps it now.
        SandboxRecord running = record; // its gateway answers, whatever the record says yet
        running.state = SandboxState::Running;
        if (Status caught = GatewayMocks(m_context).catchUp(running); !caught)
            return caught;
    }
    if (letsHostsThrough(policy)) {
        if (Status egress = startEgress(record, options); !egress)
            return egress;
    }
    // The mock server Shadowbox runs, if there is one (and none left from one set while stopped).
    if (Status server = applyMockServer(record, mockServer, options); !server)
        return Error::make(
            server.error().kind,
            tr("%1 Or turn it off: shadowbox network mock-server %2 --off.").arg(server.errorMessage(), record.name));
    return {};
}

Status SandboxGateway::stop(const SandboxRecord &record, const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
    if (Status egress = stopEgress(record, options); !egress)
        return egress;
    if (Status server = stopMockServer(record, options); !server)
        return server;
    return m_context.client().stopContainer(gatewayName(record), 2, options);
}

void SandboxGateway::joinSandbox(ContainerSpec &spec, const SandboxRecord &record) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return;
    spec.networkMode = QStringLiteral("container:") + gatewayName(record);
    const QString folder = folderOf(record.id);
    spec.binds << hostsPath(folder) + QStringLiteral(":/etc/hosts:ro")
               << folder + QStringLiteral("/resolv.conf:/etc/resolv.conf:ro")
               << folder + QStringLiteral("/trust:") + QLatin1String(kTrustInSandbox) + QStringLiteral(":ro");
    // The usual variables that make TLS clients trust the sandbox's CA (the bundle holds the
    // host's public roots too), and the proxy for the programs that use one. SSL_CERT_FILE serves
    // OpenSSL and what reads it (Python, Ruby, Go, rustls, .NET); the others name the CA for tools
    // that do not: curl, requests and pip, Node and npm, git, the AWS tools, Cargo, Deno, and wget
    // (built on GnuTLS, it reads a wgetrc; sandboxes made before it was written go without).
    const QString trust = QLatin1String(kTrustInSandbox);
    const QString bundle = trust + QStringLiteral("/bundle.pem");
    for (const char *name : {"SSL_CERT_FILE", "CURL_CA_BUNDLE", "REQUESTS_CA_BUNDLE", "GIT_SSL_CAINFO", "AWS_CA_BUNDLE",
                             "CARGO_HTTP_CAINFO", "DENO_CERT"})
        spec.env << QLatin1String(name) + u'=' + bundle;
    spec.env << QStringLiteral("NODE_EXTRA_CA_CERTS=") + trust + QStringLiteral("/ca.pem");
    if (QFileInfo::exists(folder + QStringLiteral("/trust/wgetrc")))
        spec.env << QStringLiteral("WGETRC=") + trust + QStringLiteral("/wgetrc");
    for (const char *name : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY"})
        spec.env << QLatin1String(name) + QStringLiteral("=http://127.0.0.2:3128");
    for (const char *name : {"no_proxy", "NO_PROXY"})
        spec.env << QLatin1String(name) + QStringLiteral("=localhost,127.0.0.1,::1");
    // Docker refuses a host name with a joined network (the gateway carries it); Podman takes it.
    if (m_context.engine().info.kind != EngineKind::Podman)
        spec.hostname.clear();
}

namespace {
// Run as root in the sandbox, with its id as $1 (12 hexadecimal digits). POSIX sh and the tools of
// busybox, coreutils or Alpine alike. The CA's first line of base64 names it: it holds the
// certificate's serial number, which is random. Where /etc/ssl/certs is, the script does what
// update-ca-certificates would do for one more local certificate (its file, its link, its hash
// link, its place in the bundle): that tool reads every certificate again and takes seconds. It
// runs the tool itself when the tool has hooks to tell or an earlier sandbox's CA is to go (a
// fork), since the bundle it made then holds that CA among the others.
// Java reads none of that: it trusts its runtime's keystore, lib/security/cacerts (on Debian a
// link to /etc/ssl/certs/java/cacerts), whose password is "changeit" on every common JDK. Each
// runtime found ($JAVA_HOME, java on the PATH) with its keytool gets the CA under this sandbox's
// alias, and loses an earlier sandbox's. Every keytool run starts a JVM (about half a second), so
// a keystore that holds this CA alone costs one run.
constexpr char kTrustScript[] = R"sh(set -u
ca=/etc/shadowbox-trust/ca.pem
name="shadowbox-sandbox-$1"
key=$(sed -n 2p "$ca") && [ -n "$key" ] || { echo "the CA cannot be read"; exit 2; }
bundles="/etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt /etc/ssl/cert.pem"
missing() { for b in $bundles; do [ -f "$b" ] && ! grep -qxF -e "$key" "$b" && return 0; done; return 1; }
system_store() {
  found=0
  for b in $bundles; do [ -f "$b" ] && found=1; done
  [ "$found" = 1 ] || { said=none; return; }
  missing || { said=kept; return; }
  if [ -d /etc/ssl/certs ]; then
    dir=/usr/local/share/ca-certificates
    earlier=$(ls "$dir"/shadowbox-sandbox-*.crt 2>/dev/null | grep -v "/$name.crt$")
    hooks=$(ls /etc/ca-certificates/update.d 2>/dev/null)
    mkdir -p "$dir" && rm -f "$dir"/shadowbox-sandbox-*.crt && cp "$ca" "$dir/$name.crt" || exit 1
    if command -v update-ca-certificates >/dev/null 2>&1 && [ -n "$earlier$hooks" ]; then
      update-ca-certificates >/dev/null 2>&1
    else
      rm -f /etc/ssl/certs/shadowbox-sandbox-*.pem
      ln -s "$dir/$name.crt" "/etc/ssl/certs/$name.pem"
      for link in /etc/ssl/certs/*.[0-9]; do [ -L "$link" ] && [ ! -e "$link" ] && rm -f "$link"; done
      if hash=$(openssl x509 -hash -noout -in "$ca" 2>/dev/null); then
        n=0
        while [ -e "/etc/ssl/certs/$hash.$n" ] && [ "$n" -lt 10 ]; do n=$((n + 1)); done
        ln -s "$name.pem" "/etc/ssl/certs/$hash.$n"
      fi
    fi
  fi
  if [ -d /etc/pki/ca-trust/source/anchors ]; then
    rm -f /etc/pki/ca-trust/source/anchors/shadowbox-sandbox-*.pem &&
      cp "$ca" "/etc/pki/ca-trust/source/anchors/$name.pem" || exit 1
    command -v update-ca-trust >/dev/null 2>&1 && update-ca-trust extract >/dev/null 2>&1
  fi
  for b in $bundles; do
    [ -f "$b" ] && [ ! -L "$b" ] || continue
    grep -qxF -e "$key" "$b" && continue
    sed -i '/^# shadowbox-sandbox-ca$/,/^-----END CERTIFICATE-----$/d' "$b" &&
      { echo '# shadowbox-sandbox-ca'; cat "$ca"; } >> "$b" || exit 1
  done
  missing && { echo "a bundle still lacks it"; exit 1; }
  said=added
}
java_keystores() {
  seen=
  for j in "${JAVA_HOME:-/nonexistent}/bin/java" "$(command -v java 2>/dev/null)"; do
    j=$(readlink -f "$j" 2>/dev/null) && [ -x "$j" ] || continue
    home=${j%/bin/java}
    tool=$home/bin/keytool
    store=$(readlink -f "$home/lib/security/cacerts" 2>/dev/null) && [ -f "$store" ] && [ -x "$tool" ] || continue
    case " $seen " in *" $store "*) continue ;; esac
    seen="$seen $store"
    aliases=$("$tool" -list -keystore "$store" -storepass changeit 2>/dev/null |
      sed -n 's/^\(shadowbox-sandbox-[0-9a-f]*\),.*/\1/p')
    [ "$aliases" = "$name" ] && { said="$said; kept in Java's $store"; continue; }
    for a in $aliases; do
      "$tool" -delete -keystore "$store" -storepass changeit -alias "$a" >/dev/null 2>&1 ||
        { echo "Java's keystore $store kept an earlier CA"; exit 1; }
    done
    "$tool" -importcert -noprompt -keystore "$store" -storepass changeit -alias "$name" -file "$ca" \
      >/dev/null 2>&1 || { echo "Java's keystore $store refused it"; exit 1; }
    said="$said; added to Java's $store"
  done
}
system_store
java_keystores
echo "$said"
)sh";
} // namespace

Result<QString> SandboxGateway::trustInSystem(const SandboxRecord &record, const QString &containerId,
                                              const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return QString();
    const CallOptions bounded =
        QDeadlineTimer(kTrustStepMs) < options.deadline ? options.withBudget(kTrustStepMs) : options;
    auto ran = m_context.client().runExec(containerId,
                                          {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                           QString::fromLatin1(kTrustScript), QStringLiteral("sh"), record.id},
                                          512, bounded);
    const auto refused = [&](Error::Kind kind, const QString &why) {
        return Error::make(kind, tr("The sandbox's own trust store could not take its CA (%1). Programs that read "
                                    "SSL_CERT_FILE or the other variables Shadowbox sets still trust it.")
                                     .arg(why));
    };
    if (!ran)
        return refused(ran.error().kind, ran.error().message);
    // From inside the sandbox: bounded, printable, and only ever shown.
    QString said = QString::fromUtf8(ran->output).simplified().left(200);
    said.removeIf([](QChar c) { return !c.isPrint(); });
    if (ran->exitCode != 0)
        return refused(Error::Kind::Engine, tr("exit code %1: %2").arg(ran->exitCode).arg(said));
    return said;
}

std::optional<StepTiming> SandboxGateway::trustStep(const SandboxRecord &record, const QString &containerId,
                                                    const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return std::nullopt;
    QElapsedTimer t;
    t.start();
    auto trusted = trustInSystem(record, containerId, options);
    return StepTiming{QStringLiteral("trust"), t.elapsed(), bool(trusted),
                      trusted ? trustSaid(*trusted) : trusted.error().message};
}

QString SandboxGateway::trustSaid(const QString &words)
{
    const QStringList parts = words.split(QStringLiteral("; "), Qt::SkipEmptyParts);
    const QLatin1String addedToJava("added to Java's ");
    const QLatin1String keptInJava("kept in Java's ");
    QStringList sentences;
    for (const QString &part : parts) {
        if (part == QLatin1String("added"))
            sentences << tr("The image's trust store trusts the sandbox's CA now.");
        else if (part == QLatin1String("kept"))
            sentences << tr("The image's trust store trusted the sandbox's CA already.");
        else if (part == QLatin1String("none"))
            sentences << tr("The image has no trust store of its own: programs trust the sandbox's CA through "
                            "SSL_CERT_FILE and the other variables Shadowbox sets.");
        else if (part.startsWith(addedToJava))
            sentences << tr("Java's keystore %1 trusts it now.").arg(part.sliced(addedToJava.size()));
        else if (part.startsWith(keptInJava))
            sentences << tr("Java's keystore %1 trusted it already.").arg(part.sliced(keptInJava.size()));
        else
            sentences << tr("The sandbox's shell said: %1.").arg(part);
    }
    return sentences.join(u' ');
}

QByteArray SandboxGateway::rootsOutside() const
{
    QByteArray roots;
    for (const char *path :
         {"/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem"}) {
        QFile file(QString::fromLatin1(path));
        if (file.open(QIODevice::ReadOnly)) {
            roots = file.readAll();
            break;
        }
    }
    // Elsewhere (macOS's keychain, Windows's store): the roots Qt's TLS backend finds.
    if (roots.isEmpty()) {
        for (const QSslCertificate &certificate : QSslConfiguration::systemCaCertificates())
            roots += certificate.toPem();
    }
    QFile extra(m_context.dataDir() + QLatin1String(kExtraRootsFile));
    if (extra.open(QIODevice::ReadOnly))
        roots += '\n' + extra.readAll();
    return roots;
}

Status SandboxGateway::writeUpstreamRoots(const SandboxRecord &record) const
{
    const QByteArray roots = rootsOutside();
    const QString path = folderOf(record.id) + QStringLiteral("/upstream-roots.pem");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(roots) != roots.size() || !file.commit())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(file.fileName(), file.errorString()));
    return fileowner::likeItsFolder(path);
}

Status SandboxGateway::writeTrust(const SandboxRecord &record) const
{
    const QString folder = folderOf(record.id);
    auto ca = createSandboxCa(folder, record.name);
    if (!ca)
        return ca.error();
    const QString trust = folder + QStringLiteral("/trust");
    QFile certificate(ca->certificatePath);
    if (!QDir().mkpath(trust) || !certificate.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io, tr("Cannot make the folder %1 of the sandbox's trusted CA.").arg(trust));
    const QByteArray pem = certificate.readAll();
    // The roots outside as well, so that a host the policy lets through later still verifies.
    const QByteArray bundle = pem + '\n' + rootsOutside();
    // wget reads no variable for its roots, only its wgetrc (WGETRC names it; the system's
    // /etc/wgetrc is still read first).
    const QByteArray wgetrc = "ca_certificate = " + QByteArray(kTrustInSandbox) + "/bundle.pem\n";
    for (const auto &[name, content] : {std::pair{QStringLiteral("/ca.pem"), pem},
                                        {QStringLiteral("/bundle.pem"), bundle},
                                        {QStringLiteral("/wgetrc"), wgetrc}}) {
        QFile out(trust + name);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(content) != content.size())
            return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(out.fileName(), out.errorString()));
    }
    return {};
}

Status SandboxGateway::removeFolder(const QString &sandboxId) const
{
    QDir folder(folderOf(sandboxId));
    if (folder.exists() && !folder.removeRecursively())
        return Error::make(Error::Kind::Io, tr("Cannot remove the gateway's folder %1.").arg(folder.path()));
    return {};
}

Result<QMap<QString, QString>> SandboxGateway::mockedHosts(const QString &sandboxId) const
{
    QMap<QString, QString> hosts;
    QFile file(hostsPath(folderOf(sandboxId)));
    if (!file.open(QIODevice::ReadOnly))
        return file.exists() ? Result<QMap<QString, QString>>(Error::make(
                                   Error::Kind::Io, tr("Cannot read %1: %2.").arg(file.fileName(), file.errorString())))
                             : hosts;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        // Shadowbox's own lines for mocked hosts: one name on an address from the pool.
        if (fields.size() != 2 || !fields[0].startsWith(kLoopbackPrefix))
            continue;
        const int last = fields[0].mid(qsizetype(qstrlen(kLoopbackPrefix))).toInt();
        if (last >= kFirstHostAddress && last < kFirstHostAddress + kHostAddresses)
            hosts.insert(QString::fromLatin1(fields[1]), QString::fromLatin1(fields[0]));
    }
    return hosts;
}

Result<QMap<QString, QString>> SandboxGateway::addMockedHosts(const SandboxRecord &record, const QStringList &names,
                                                              const NamesInUse &inUse, bool onlyCheck) const
{
    for (const QString &name : names) {
        if (const QString why = hostNameProblem(name); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
    }
    // Two Shadowbox processes adding hosts at once must not hand out one address twice.
    auto lock = FileLock::lock(folderOf(record.id) + QStringLiteral("/hosts.lock"), QDeadlineTimer(10'000));
    if (!lock)
        return lock.error();
    auto hosts = mockedHosts(record.id);
    if (!hosts)
        return hosts;
    QSet<QString> used;
    for (const QString &address : std::as_const(*hosts))
        used.insert(address);
    const auto freeAddress = [&used] {
        for (int i = 0; i < kHostAddresses; ++i) {
            const QString candidate = QLatin1String(kLoopbackPrefix) + QString::number(kFirstHostAddress + i);
            if (!used.contains(candidate))
                return candidate;
        }
        return QString();
    };
    QSet<QString> wanted;
    for (const QString &name : names)
        wanted.insert(name.toLower());
    bool changed = false;
    bool reclaimed = false;
    for (const QString &name : names) {
        const QString lower = name.toLower();
        if (hosts->contains(lower))
            continue;
        QString free = freeAddress();
        // Every address is taken: the names nothing needs any more give theirs back, once.
        if (free.isEmpty() && inUse && !reclaimed) {
            reclaimed = true;
            auto needed = inUse();
            if (!needed)
                return needed.error();
            for (auto it = hosts->begin(); it != hosts->end();) {
                if (needed->contains(it.key()) || wanted.contains(it.key())) {
                    ++it;
                } else {
                    used.remove(it.value());
                    it = hosts->erase(it);
                    changed = true;
                }
            }
            free = freeAddress();
        }
        if (free.isEmpty())
            return Error::make(Error::Kind::InvalidInput,
                               tr("Sandbox \"%1\" would mock more than %2 hosts, as many as its gateway has addresses "
                                  "for. Remove the stubs of hosts it no longer needs (their names give their addresses "
                                  "back), or split the mocks between two sandboxes.")
                                   .arg(record.name)
                                   .arg(kHostAddresses));
        used.insert(free);
        hosts->insert(lower, free);
        changed = true;
    }
    if (changed && !onlyCheck) {
        if (Status written = writeHostsFile(record, *hosts); !written)
            return written.error();
    }
    return hosts;
}

Status SandboxGateway::writeHostsFile(const SandboxRecord &record, const QMap<QString, QString> &hosts) const
{
    QByteArray text = "# Written by Shadowbox: mocked hosts answer on their own loopback addresses.\n"
                      "127.0.0.1\tlocalhost " +
                      SandboxContext::hostnameOf(record).toLatin1() +
                      "\n::1\tlocalhost ip6-localhost ip6-loopback\n127.0.0.2\tshadowbox-gateway\n";
    for (auto it = hosts.cbegin(); it != hosts.cend(); ++it)
        text += it.value().toLatin1() + ' ' + it.key().toLatin1() + '\n';
    // In place, never replaced: the sandbox's /etc/hosts is a bind mount of this very file.
    QFile file(hostsPath(folderOf(record.id)));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size() || !file.flush())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(file.fileName(), file.errorString()));
    return {};
}

QString SandboxGateway::stubHost(const QJsonObject &stub)
{
    const QJsonValue host = stub.value(QLatin1String("request")).toObject().value(QLatin1String("host"));
    if (host.isString())
        return host.toString().toLower();
    const QJsonObject pattern = host.toObject();
    if (pattern.contains(QLatin1String("equalTo")))
        return pattern.value(QLatin1String("equalTo")).toString().toLower();
    return {};
}

QString SandboxGateway::hostNameProblem(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)"
                                                         "(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"));
    if (!valid.match(name).hasMatch())
        return tr("\"%1\" is not a host name that can be mocked: use letters, digits, '-' and '.', like "
                  "api.example.com.")
            .arg(name);
    if (name.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 ||
        name.compare(QLatin1String("shadowbox-gateway"), Qt::CaseInsensitive) == 0)
        return tr("\"%1\" belongs to the sandbox itself and cannot be mocked.").arg(name);
    return {};
}

} // namespace shadowbox
