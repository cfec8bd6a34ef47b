#include "gateway/SandboxGateway.h"

#include "core/FileLock.h"
#include "gateway/GatewayImage.h"
#include "gateway/SandboxCa.h"
#include "runtime/EngineClient.h"
#include "runtime/Transport.h"
#include "sandbox/SandboxContext.h"
#include "store/Store.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QThread>

#include <unistd.h>

namespace shadowbox {

namespace {

constexpr qint64 kGatewayMemory = 64LL * 1024 * 1024;
constexpr int kGatewayPids = 64;
constexpr char kLoopbackPrefix[] = "127.0.0.";
constexpr int kReadyTimeoutMs = 10'000;

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

QString SandboxGateway::policyFileOf(const QString &sandboxId) const
{
    return folderOf(sandboxId) + QStringLiteral("/policy.json");
}

Status SandboxGateway::writePolicy(const SandboxRecord &record, NetworkPolicy policy) const
{
    QSaveFile file(policyFileOf(record.id));
    const QByteArray text = QJsonDocument(QJsonObject{{QStringLiteral("policy"), networkPolicyName(policy)}})
                                .toJson(QJsonDocument::Compact);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return Error::make(Error::Kind::Io,
                           tr("Cannot write the network policy to %1: %2.").arg(file.fileName(), file.errorString()));
    return {};
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
                inside + QStringLiteral("/ca-key.pem")};
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
    spec.labels = {{QLatin1String(kSandboxLabel), record.id},
                   {QLatin1String(kStoreLabel), m_context.store().storeId()},
                   {QStringLiteral("io.shadowbox.name"), record.name},
                   {QStringLiteral("io.shadowbox.role"), QStringLiteral("gateway")}};
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
    }
    if (Status written = writePolicy(record, record.networkPolicy); !written)
        return written.error();
    if (!QDir().mkpath(folder + QStringLiteral("/mappings")))
        return Error::make(Error::Kind::Io, tr("Cannot make the folder %1/mappings.").arg(folder));
    if (Status trusted = writeTrust(record); !trusted)
        return trusted.error();
    auto image = gatewayimage::ensureImage(m_context.client(), options);
    if (!image)
        return image.error();
    const EngineClient &client = m_context.client();
    auto id = client.createContainer(gatewaySpec(record, *image), options);
    if (!id)
        return m_context.explainRunFailure(id.error());
    if (Status started = client.startContainer(*id, options); !started)
        return m_context.explainRunFailure(started.error());
    if (Status ready = waitUntilAnswering(record, *id, options); !ready)
        return ready.error();
    return *id;
}

Status SandboxGateway::waitUntilAnswering(const SandboxRecord &record, const QString &containerId,
                                          const CallOptions &options) const
{
    // The admin socket takes connections once every listener is bound: from then on the sandbox
    // can join. A socket file left from the last run refuses them until then.
    auto endpoint = EngineEndpoint::parse(QStringLiteral("unix://") + adminSocketOf(record.id));
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
                                   .arg(record.name, adminSocketOf(record.id))
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
    if (info->running)
        return {};
    if (Status started = client.startContainer(info->id, options); !started)
        return started;
    return waitUntilAnswering(record, info->id, options);
}

Status SandboxGateway::stop(const SandboxRecord &record, const CallOptions &options) const
{
    if (record.networkMode != NetworkMode::Gateway)
        return {};
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
    // host's public roots too), and the proxy for the programs that use one.
    const QString trust = QLatin1String(kTrustInSandbox);
    spec.env << QStringLiteral("SSL_CERT_FILE=") + trust + QStringLiteral("/bundle.pem")
             << QStringLiteral("CURL_CA_BUNDLE=") + trust + QStringLiteral("/bundle.pem")
             << QStringLiteral("REQUESTS_CA_BUNDLE=") + trust + QStringLiteral("/bundle.pem")
             << QStringLiteral("NODE_EXTRA_CA_CERTS=") + trust + QStringLiteral("/ca.pem");
    for (const char *name : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY"})
        spec.env << QLatin1String(name) + QStringLiteral("=http://127.0.0.2:3128");
    for (const char *name : {"no_proxy", "NO_PROXY"})
        spec.env << QLatin1String(name) + QStringLiteral("=localhost,127.0.0.1,::1");
    // Docker refuses a host name with a joined network (the gateway carries it); Podman takes it.
    if (m_context.engine().info.kind != EngineKind::Podman)
        spec.hostname.clear();
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
    QByteArray bundle = pem;
    // The host's public roots as well, so that a host the policy lets through later still verifies.
    for (const char *roots :
         {"/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem"}) {
        QFile file(QString::fromLatin1(roots));
        if (file.open(QIODevice::ReadOnly)) {
            bundle += '\n' + file.readAll();
            break;
        }
    }
    for (const auto &[name, content] :
         {std::pair{QStringLiteral("/ca.pem"), pem}, {QStringLiteral("/bundle.pem"), bundle}}) {
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

Result<QMap<QString, QString>> SandboxGateway::addMockedHosts(const SandboxRecord &record,
                                                              const QStringList &names) const
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
    bool changed = false;
    for (const QString &name : names) {
        const QString lower = name.toLower();
        if (hosts->contains(lower))
            continue;
        QString free;
        for (int i = 0; i < kHostAddresses && free.isEmpty(); ++i) {
            const QString candidate = QLatin1String(kLoopbackPrefix) + QString::number(kFirstHostAddress + i);
            if (!used.contains(candidate))
                free = candidate;
        }
        if (free.isEmpty())
            return Error::make(Error::Kind::InvalidInput,
                               tr("Sandbox \"%1\" already mocks %2 hosts, as many as its gateway has addresses for. "
                                  "Remove stubs of hosts it no longer needs.")
                                   .arg(record.name)
                                   .arg(kHostAddresses));
        used.insert(free);
        hosts->insert(lower, free);
        changed = true;
    }
    if (changed) {
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
