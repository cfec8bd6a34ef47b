// A sandbox behind its gateway, on a real engine (Podman or Docker, chosen by CTest through
// SHADOWBOX_ENGINE), attacked from inside: it sees only its loopback; a mocked host answers with
// its stub and is logged; every other name and address fails, including a service on every
// address the host has and the cloud metadata address; the files that say so cannot be changed
// by root inside; stubs survive a restart and a rollback; the policy goes to none and back while
// it runs, from the command line and from this process; under an allowlist a host a rule names
// passes through the egress side, and under open this machine's own address still does not;
// three processes editing the allowlist at once lose none of the edits; destroy removes the
// gateway and the egress side too.

#include "core/DataFolder.h"
#include "core/FileLock.h"
#include "gateway/GatewayImage.h"
#include "gateway/GatewayMocks.h"
#include "gateway/SandboxGateway.h"
#include "runtime/ImageArchive.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <mutex>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
const QByteArray kStub =
    R"({"name":"charges","request":{"host":"api.stripe.com","method":"GET","urlPath":"/v1/charges"},
    "response":{"status":200,"headers":{"Content-Type":"application/json"},"jsonBody":{"object":"list","data":[]}}})";
const QByteArray kSecureStub =
    R"({"name":"whoami","request":{"host":"api.github.com","method":"GET","urlPath":"/user"},
    "response":{"status":200,"jsonBody":{"login":"octocat"}}})";
const QString kAskCharges = QStringLiteral(
    "printf 'GET /v1/charges HTTP/1.0\\r\\nHost: api.stripe.com\\r\\n\\r\\n' | nc -w 5 api.stripe.com 80");
} // namespace

class GatewaySandboxTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_root{QStringLiteral("/tmp/sbx-gateway-XXXXXX")};
    std::optional<ConnectedEngine> m_engine;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<ScratchRepo> m_repo;
    SandboxRecord m_sandbox;
    bool m_egressMade = false;

    SandboxManager &manager() { return *m_session->manager(); }
    const SandboxContext &context() { return manager().context(); }
    SandboxRecord current() { return *context().find(m_sandbox.id); }
    QJsonObject inspect(const QString &id)
    {
        HttpRequest r;
        r.target = "/containers/" + urlEncode(id) + "/json";
        auto doc = m_engine->client->callJson(r, CallOptions(), QStringLiteral("inspect"));
        return doc ? doc->object() : QJsonObject();
    }
    // The port the mock server container `container` was made to listen on, as its label says.
    int mockServerPort(const QString &container)
    {
        const QString runs = inspect(container)[QStringLiteral("Config")][QStringLiteral("Labels")]
                                               [QStringLiteral("io.shadowbox.mock-server")]
                                                   .toString();
        return QJsonDocument::fromJson(runs.toUtf8()).object()[QStringLiteral("port")].toInt();
    }
    QByteArray exec(const QString &command, int *exitCode, const QString &sandbox = {})
    {
        Output o;
        auto run = manager().execBlocking(sandbox.isEmpty() ? m_sandbox.id : sandbox, command, o.sink(), CancelToken());
        *exitCode = run ? run->exitCode : -1;
        std::lock_guard lock(o.mutex);
        return o.out + o.err + (run ? QByteArray() : run.errorMessage().toUtf8());
    }
    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_root.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), qEnvironmentVariable("SHADOWBOX_ENGINE"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return env;
    }
    CliOutcome cli(const QStringList &args) { return runCli(QStringLiteral(SHADOWBOX_BINARY), args, cliEnvironment()); }
    // The refusals in the gateway's log that name the policy, as "METHOD host" lines.
    QStringList policyRefusals()
    {
        auto log = GatewayMocks(context()).log(current(), 200);
        QStringList refusals;
        for (const QJsonValue &entry : log ? *log : QJsonArray()) {
            const QJsonObject ours = entry[QStringLiteral("shadowbox")].toObject();
            if (ours.value(QStringLiteral("outcome")).toString() == QLatin1String("refused") &&
                ours.value(QStringLiteral("detail")).toString().contains(QLatin1String("policy is none")))
                refusals << entry[QStringLiteral("request")][QStringLiteral("method")].toString() + u' ' +
                                ours.value(QStringLiteral("host")).toString();
        }
        return refusals;
    }
    // The names of the sandbox's stubs as the database keeps them, and as its gateway has them.
    QStringList keptStubNames()
    {
        auto kept = context().store().currentMockSet(m_sandbox.id).result();
        QStringList names;
        for (const QJsonValue &stub : QJsonDocument::fromJson(kept ? kept->mappings : QByteArray())
                                          .object()
                                          .value(QStringLiteral("mappings"))
                                          .toArray())
            names << stub[QStringLiteral("name")].toString();
        return names;
    }
    QStringList liveStubNames()
    {
        auto listed = GatewayMocks(context()).list(current());
        QStringList names;
        for (const QJsonValue &stub : listed ? *listed : QJsonArray())
            names << stub[QStringLiteral("name")].toString();
        return names;
    }
    CreateRequest request(NetworkMode mode)
    {
        CreateRequest r;
        r.repository = m_repo->path();
        r.image = starter::reference();
        r.networkMode = mode;
        r.limits.memoryBytes = 256LL * 1024 * 1024;
        r.limits.cpus = 1;
        r.limits.pids = 128;
        r.limits.stopTimeoutSeconds = 2;
        return r;
    }

    // busybox httpd from the starter image, standing in for a WireMock image: it listens where
    // Shadowbox says (the variables every image gets) and serves /v1/charges, which names that
    // address. The arguments after `--` of `network mock-server`.
    static QStringList httpdServer()
    {
        return {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                // (PID 1 ignores SIGTERM unless it says otherwise: the trap keeps each stop short.)
                QStringLiteral("trap 'exit 0' TERM; mkdir -p /tmp/w/v1 && echo \"from the container on "
                               "$SHADOWBOX_MOCK_ADDRESS\" > /tmp/w/v1/charges && httpd -f -p "
                               "\"$SHADOWBOX_MOCK_ADDRESS:$SHADOWBOX_MOCK_PORT\" -h /tmp/w & wait")};
    }

    // What the step "trust" says when the image's trust store takes the CA, or when there is none.
    static inline const QString kTrustAdded = QStringLiteral("ok The image's trust store trusts the sandbox's CA now.");
    static inline const QString kTrustNone =
        QStringLiteral("ok The image has no trust store of its own: programs trust the sandbox's CA through "
                       "SSL_CERT_FILE and the other variables Shadowbox sets.");
    // The step "trust" of a creation's or a restore's timings: "ok <what it found>" or "failed <why>".
    static QString trustStep(const QList<StepTiming> &steps)
    {
        for (const StepTiming &step : steps) {
            if (step.step == QLatin1String("trust")) {
                qInfo("trust step: %lld ms", step.durationMs);
                return (step.ok ? QStringLiteral("ok ") : QStringLiteral("failed ")) + step.detail;
            }
        }
        return QStringLiteral("no trust step");
    }
    // A sandbox of its own from `image` (one with a trust store of its own) and the stub of
    // api.github.com.
    Result<SandboxRecord> trustStoreSandbox(const Result<QString> &image)
    {
        if (!image)
            return image.error();
        CreateRequest made = request(NetworkMode::Gateway);
        made.image = *image;
        auto created = manager().createBlocking(made, CancelToken());
        if (!created)
            return created;
        if (auto added = GatewayMocks(context()).add(*created, kSecureStub); !added) {
            destroyClean(created->id);
            return added.error();
        }
        return created;
    }
    // "answered" when curl in `sandbox`, without any of the variables, gets the stub over HTTPS
    // from the mocked host (its certificate checked against the system's trust store alone).
    QByteArray answersIn(const QString &sandbox)
    {
        int code = -1;
        const QByteArray out = exec(QStringLiteral("env -u SSL_CERT_FILE -u CURL_CA_BUNDLE curl -sS --noproxy '*' "
                                                   "https://api.github.com/user 2>&1"),
                                    &code, sandbox);
        return code == 0 && out.endsWith(R"({"login":"octocat"})") ? QByteArray("answered")
                                                                   : QByteArray::number(code) + ' ' + out;
    }
    Result<SandboxRecord> forkOf(const QString &source, qint64 snapshot)
    {
        ForkRequest fork;
        fork.source = source;
        fork.snapshotId = snapshot;
        return manager().forkBlocking(fork, CancelToken());
    }
    void destroyClean(const QString &id)
    {
        auto proof = manager().destroyBlocking(id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
        QCOMPARE(engine->info.kindName().toLower(), testEngineName());
        SessionConfig config;
        config.dataDir = m_root.filePath(QStringLiteral("data"));
        config.runtimeDir = m_root.filePath(QStringLiteral("run"));
        config.engineSetting = qEnvironmentVariable("SHADOWBOX_ENGINE");
        config.allowEmbedded = false;
        m_session = std::make_unique<Session>(config);
        const Status opened = await(m_session->open());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QVERIFY(starter::ensureImage(*m_engine->client, {}, CallOptions::withTimeout(120'000)));
        // The starter's busybox and curl: a TLS client that checks certificates against the trust store.
        auto tlsImage = ensureTlsClientImage(*m_engine->client);
        QVERIFY2(tlsImage, qPrintable(tlsImage.errorMessage()));
        m_repo = std::make_unique<ScratchRepo>();
        CreateRequest first = request(NetworkMode::Gateway);
        first.image = *tlsImage;
        auto created = manager().createBlocking(first, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        m_sandbox = *created;
        QCOMPARE(m_sandbox.networkMode, NetworkMode::Gateway);
    }

    void cleanupTestCase()
    {
        if (!m_sandbox.id.isEmpty() && m_session) {
            auto proof = manager().destroyBlocking(m_sandbox.id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
            // The gateway went with it: its container and its folder (with the CA's key).
            QVERIFY2(proof->containers.contains(SandboxGateway::gatewayName(m_sandbox)),
                     qPrintable(proof->containers.join(u',')));
            QVERIFY2(!m_egressMade || proof->containers.contains(SandboxGateway::egressName(m_sandbox)),
                     qPrintable(proof->containers.join(u',')));
            QVERIFY(!QDir(SandboxGateway(context()).folderOf(m_sandbox.id)).exists());
        }
        m_session.reset();
    }

    void theSandboxSeesOnlyItsLoopback()
    {
        const QJsonObject sandbox = inspect(m_sandbox.containerId).value(QStringLiteral("HostConfig")).toObject();
        const QJsonObject gateway =
            inspect(SandboxGateway::gatewayName(m_sandbox)).value(QStringLiteral("HostConfig")).toObject();
        QCOMPARE(gateway.value(QStringLiteral("NetworkMode")).toString(), QStringLiteral("none"));
        QVERIFY2(sandbox.value(QStringLiteral("NetworkMode")).toString().startsWith(QStringLiteral("container:")),
                 qPrintable(sandbox.value(QStringLiteral("NetworkMode")).toString()));
        int code = -1;
        const QByteArray interfaces = exec(
            QStringLiteral("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '; cat /proc/net/route | wc -l"), &code);
        QCOMPARE(code, 0);
        // Only lo, and no route at all (the route table is its header line alone).
        QCOMPARE(interfaces.trimmed(), QByteArray("lo\n1"));
        // The gateway's hardening is the sandbox's.
        QCOMPARE(gateway.value(QStringLiteral("Privileged")).toBool(true), false);
        QVERIFY(gateway.value(QStringLiteral("CapAdd")).toArray().isEmpty());
    }

    void aMockedHostAnswersWithItsStub()
    {
        const GatewayMocks mocks(context());
        auto added = mocks.add(current(), kStub);
        QVERIFY2(added, qPrintable(added.errorMessage()));
        const QString id = added->first().toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(id.size(), 36);
        int code = -1;
        const QByteArray hosts = exec(QStringLiteral("cat /etc/hosts"), &code);
        QVERIFY2(hosts.contains("127.0.0.3 api.stripe.com"), hosts.constData());
        const QByteArray answer = exec(kAskCharges, &code);
        QVERIFY2(answer.startsWith("HTTP/1.0 200 OK"), answer.constData());
        QVERIFY2(answer.endsWith(R"({"object":"list","data":[]})"), answer.constData());
        QVERIFY2(answer.contains("Matched-Stub-Id: " + id.toUtf8()), answer.constData());

        // A near miss is answered with why, and both are in the log.
        const QByteArray miss =
            exec(QStringLiteral("printf 'GET /v1/refunds HTTP/1.0\\r\\nHost: api.stripe.com\\r\\n\\r\\n'"
                                " | nc -w 5 api.stripe.com 80"),
                 &code);
        QVERIFY2(miss.startsWith("HTTP/1.0 404") && miss.contains("\"charges\""), miss.constData());
        auto log = mocks.log(current(), 10);
        QVERIFY2(log, qPrintable(log.errorMessage()));
        QStringList outcomes;
        for (const QJsonValue &entry : std::as_const(*log))
            outcomes << entry[QStringLiteral("shadowbox")][QStringLiteral("outcome")].toString() + u' ' +
                            entry[QStringLiteral("request")][QStringLiteral("url")].toString();
        QVERIFY2(outcomes.contains(QStringLiteral("matched /v1/charges")), qPrintable(outcomes.join(u',')));
        QVERIFY2(outcomes.contains(QStringLiteral("unmatched /v1/refunds")), qPrintable(outcomes.join(u',')));

        // The mocks can be listed and exported as WireMock mappings.
        auto exported = mocks.exportMappings(current());
        QVERIFY(exported);
        QCOMPARE(exported->value(QStringLiteral("mappings")).toArray().size(), 1);
    }

    void aMockedHostAnswersOverHttpsTheSandboxTrusts()
    {
        const GatewayMocks mocks(context());
        auto added = mocks.add(current(), kSecureStub);
        QVERIFY2(added, qPrintable(added.errorMessage()));
        const QString id = added->first().toObject().value(QStringLiteral("id")).toString();
        auto removeStub = qScopeGuard([&] { QVERIFY(mocks.remove(current(), id)); });
        int code = -1;
        // Straight to the name's address from /etc/hosts: the gateway presents a certificate it made
        // for that name, and curl verifies it against the trust store the sandbox was given.
        QByteArray out = exec(QStringLiteral("curl -sS -v --noproxy '*' https://api.github.com/user 2>&1"), &code);
        QVERIFY2(code == 0 && out.endsWith(R"({"login":"octocat"})"), out.constData());
        QVERIFY2(out.contains("SSL certificate verify ok") && out.contains("CN=api.github.com") &&
                     out.contains("Shadowbox sandbox"),
                 out.constData());
        // Through the proxy, as the programs that honour https_proxy go (CONNECT, then TLS).
        out = exec(QStringLiteral("curl -sS -v https://api.github.com/user 2>&1"), &code);
        QVERIFY2(code == 0 && out.contains("CONNECT api.github.com:443") && out.endsWith(R"({"login":"octocat"})"),
                 out.constData());
        // wget (GnuTLS) reads no variable for its roots: the wgetrc the sandbox was given names the
        // bundle. Without it the certificate is refused (5: SSL verification failed).
        out = exec(QStringLiteral("/usr/bin/wget -q -O - --no-proxy https://api.github.com/user 2>&1"), &code);
        QVERIFY2(code == 0 && out.endsWith(R"({"login":"octocat"})"), qPrintable(QString::number(code) + u' ' + out));
        out = exec(QStringLiteral("env -u WGETRC /usr/bin/wget -q -O - --no-proxy https://api.github.com/user 2>&1"),
                   &code);
        QVERIFY2(code == 5 && !out.contains("octocat"), qPrintable(QString::number(code) + u' ' + out));
        // What git, the AWS tools, Cargo and Deno read names the same bundle.
        out = exec(QStringLiteral("echo $GIT_SSL_CAINFO $AWS_CA_BUNDLE $CARGO_HTTP_CAINFO $DENO_CERT $SSL_CERT_FILE"),
                   &code);
        QCOMPARE(QString::fromUtf8(out.trimmed()),
                 QStringList(5, QStringLiteral("/etc/shadowbox-trust/bundle.pem")).join(u' '));
        // So does what curl, Python's requests and Node read; Node's adds the sandbox's CA alone to
        // its own roots. Each file verifies the certificate by itself.
        out = exec(QStringLiteral("for v in CURL_CA_BUNDLE REQUESTS_CA_BUNDLE NODE_EXTRA_CA_CERTS; do "
                                  "eval f=\\$$v; curl -sS -o /dev/null --noproxy '*' --cacert \"$f\" "
                                  "https://api.github.com/user && echo \"$v=$f\"; done 2>&1"),
                   &code);
        QCOMPARE(QString::fromUtf8(out.trimmed()), QStringLiteral("CURL_CA_BUNDLE=/etc/shadowbox-trust/bundle.pem\n"
                                                                  "REQUESTS_CA_BUNDLE=/etc/shadowbox-trust/bundle.pem\n"
                                                                  "NODE_EXTRA_CA_CERTS=/etc/shadowbox-trust/ca.pem"));
        // Programs that use a proxy find the gateway's, by either spelling.
        out = exec(QStringLiteral("echo $http_proxy $https_proxy $HTTP_PROXY $HTTPS_PROXY"), &code);
        const QStringList proxies = QString::fromUtf8(out.trimmed()).split(u' ');
        QVERIFY2(proxies.size() == 4 && proxies.first().startsWith(u"http://127.") &&
                     proxies.count(proxies.first()) == 4,
                 out.constData());
        // The sandbox's CA is what makes it trusted: with the public roots alone the certificate is
        // refused (60: the peer's certificate cannot be verified).
        out = exec(QStringLiteral("curl -sS --noproxy '*' --cacert /etc/ssl/public-roots.pem "
                                  "https://api.github.com/user 2>&1"),
                   &code);
        QVERIFY2(code == 60 && !out.contains("octocat"), qPrintable(QString::number(code) + u' ' + out));
        // An unmocked name has no address; through the proxy the mocks answer it (over TLS the
        // sandbox trusts) with why no stub matched, and nothing goes out.
        out = exec(QStringLiteral("curl -sS --noproxy '*' https://example.com/ 2>&1"), &code);
        QVERIFY2(code == 6, qPrintable(QString::number(code) + u' ' + out));
        out = exec(QStringLiteral("curl -sS https://example.com/ 2>&1"), &code);
        QVERIFY2(code == 0 && out.startsWith("Shadowbox gateway: no stub matched GET https://example.com/"),
                 qPrintable(QString::number(code) + u' ' + out));
        // The log has the six answers over TLS (curl directly, through the proxy and with each of
        // the three variables' files, wget).
        auto log = mocks.log(current(), 20);
        QVERIFY2(log, qPrintable(log.errorMessage()));
        int matched = 0;
        for (const QJsonValue &entry : std::as_const(*log))
            matched +=
                entry[QStringLiteral("request")][QStringLiteral("url")].toString() == QLatin1String("/user") &&
                entry[QStringLiteral("shadowbox")][QStringLiteral("outcome")].toString() == QLatin1String("matched");
        QCOMPARE(matched, 6);
    }

    // Programs that read none of the variables (apt, Java, anything on the system's defaults)
    // trust the sandbox's CA too: it is in the image's own trust store, put there the way that
    // system does it, and it stays there through the system's own later runs, a rollback and a fork.
    void theImagesOwnTrustStoreTrustsTheCa()
    {
        auto created = trustStoreSandbox(ensureTrustStoreImage(*m_engine->client, true));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto destroy = qScopeGuard([&] { destroyClean(created->id); });
        QCOMPARE(trustStep(created->steps), kTrustAdded);
        // The CA is part of the system as the sandbox starts: a snapshot commits none of it.
        Snapshotter snapshots(context());
        auto taken = snapshots.take(created->id, {SnapshotTrigger::Manual, QStringLiteral("trusted"), {}});
        QVERIFY2(taken, qPrintable(taken.errorMessage()));
        QVERIFY(!taken->systemChanged);

        // Without the variables, curl finds its roots where Debian keeps them, and the CA is there.
        QCOMPARE(answersIn(created->id), QByteArray("answered"));
        int code = -1;
        // The CA is what makes it trusted: with the public roots alone (and no folder of hashed
        // links, where curl also looks and the CA is too) the certificate is refused.
        QByteArray out = exec(QStringLiteral("mkdir -p /tmp/no-roots && curl -sS --noproxy '*' --cacert "
                                             "/etc/ssl/public-roots.pem --capath /tmp/no-roots "
                                             "https://api.github.com/user 2>&1"),
                              &code, created->id);
        QVERIFY2(code == 60, qPrintable(QString::number(code) + u' ' + out));
        // Debian's way: the certificate in /usr/local/share/ca-certificates, linked from /etc/ssl/certs
        // (and its hash link, as update-ca-certificates makes them), and one more certificate in
        // the bundle than the public roots.
        const QString listing =
            QStringLiteral("ls /usr/local/share/ca-certificates; readlink /etc/ssl/certs/shadowbox-sandbox-*.pem; "
                           "readlink /etc/ssl/certs/$(openssl x509 -hash -noout -in /etc/shadowbox-trust/ca.pem).0; "
                           "echo $(( $(grep -c 'BEGIN CERTIFICATE' /etc/ssl/certs/ca-certificates.crt) - "
                           "$(grep -c 'BEGIN CERTIFICATE' /etc/ssl/public-roots.pem) ))");
        const auto listed = [&](const QString &id) {
            return QStringLiteral(
                       "shadowbox-sandbox-%1.crt\n/usr/local/share/ca-certificates/shadowbox-sandbox-%1.crt\n"
                       "shadowbox-sandbox-%1.pem\n1")
                .arg(id);
        };
        out = exec(listing, &code, created->id);
        QCOMPARE(QString::fromUtf8(out.trimmed()), listed(created->id));
        // The system's own later run (apt runs it when a package brings certificates) keeps it.
        out = exec(QStringLiteral("update-ca-certificates --fresh 2>&1"), &code, created->id);
        QVERIFY2(code == 0, out.constData());
        QCOMPARE(answersIn(created->id), QByteArray("answered"));
        // That run changed the system: a snapshot now commits it, with this sandbox's CA in it.
        auto changed = snapshots.take(created->id, {SnapshotTrigger::Manual, QStringLiteral("changed"), {}});
        QVERIFY2(changed, qPrintable(changed.errorMessage()));
        QVERIFY(changed->systemChanged);

        // A rollback to the snapshot makes the container again from the image: the CA goes in again.
        auto restored = snapshots.restore(created->id, taken->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QCOMPARE(trustStep(restored->steps), kTrustAdded);
        QCOMPARE(answersIn(created->id), QByteArray("answered"));

        // A fork of the committed system has its own CA instead of the one it came with; the
        // command line says what the step did.
        const CliOutcome forking =
            cli({QStringLiteral("snapshot"), QStringLiteral("fork"), created->name, QString::number(changed->id),
                 QStringLiteral("--name"), created->name + QStringLiteral("-fork")});
        QVERIFY2(forking.code == 0, forking.err.constData());
        QVERIFY2(forking.out.contains(QByteArray(kTrustAdded.mid(3).toUtf8() + '\n')), forking.out.constData());
        auto forked = context().find(created->name + QStringLiteral("-fork"));
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        auto destroyFork = qScopeGuard([&] { destroyClean(forked->id); });
        QCOMPARE(trustStep(forked->steps), kTrustAdded);
        out = exec(listing, &code, forked->id);
        QCOMPARE(QString::fromUtf8(out.trimmed()), listed(forked->id));
        QCOMPARE(answersIn(forked->id), QByteArray("answered"));
    }

    // An image with a bundle but without the tools that make it: the CA is added to the bundle, and
    // linked where update-ca-certificates would find it once the image's system has it.
    void aTrustStoreWithoutItsToolsGetsTheCaInItsBundle()
    {
        auto created = trustStoreSandbox(ensureTrustStoreImage(*m_engine->client, false));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto destroy = qScopeGuard([&] { destroyClean(created->id); });
        QCOMPARE(trustStep(created->steps), kTrustAdded);
        QCOMPARE(answersIn(created->id), QByteArray("answered"));
        int code = -1;
        QByteArray out =
            exec(QStringLiteral("readlink /etc/ssl/certs/shadowbox-sandbox-*.pem; "
                                "echo $(( $(grep -c 'BEGIN CERTIFICATE' /etc/ssl/certs/ca-certificates.crt) - "
                                "$(grep -c 'BEGIN CERTIFICATE' /etc/ssl/public-roots.pem) ))"),
                 &code, created->id);
        QCOMPARE(QString::fromUtf8(out.trimmed()),
                 QStringLiteral("/usr/local/share/ca-certificates/shadowbox-sandbox-%1.crt\n1").arg(created->id));

        // A hostile system: its /bin/sh keeps the sandbox alive as PID 1 but answers anything else
        // with 100 kB of random bytes and exit code 3 (or, once /workspace/hang is there, never
        // ends). A fork of it is still made; the step says it failed, with a bounded, printable
        // excerpt of what came out.
        out = exec(QStringLiteral("printf '#!/bin/busybox sh\\ncase \"$2\" in trap*) exec /bin/busybox sh \"$@\";; "
                                  "esac\\n[ -e /workspace/hang ] && exec sleep 1000\\n"
                                  "head -c 100000 /dev/urandom; exit 3\\n' > /tmp/sh && chmod 755 /tmp/sh && "
                                  "mv -f /tmp/sh /bin/sh && echo replaced"),
                   &code, created->id);
        QVERIFY2(out.endsWith("replaced\n"), out.constData());
        Snapshotter snapshots(context());
        auto hostile = snapshots.take(created->id, {SnapshotTrigger::Manual, QStringLiteral("hostile sh"), {}});
        QVERIFY2(hostile, qPrintable(hostile.errorMessage()));
        auto forked = forkOf(created->id, hostile->id);
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        auto destroyFork = qScopeGuard([&] { destroyClean(forked->id); });
        QCOMPARE(forked->state, SandboxState::Running);
        const QString step = trustStep(forked->steps);
        QVERIFY2(step.startsWith(QStringLiteral("failed ")) && step.contains(QStringLiteral("exit code 3")),
                 qPrintable(step));
        QVERIFY2(step.size() < 600, qPrintable(QString::number(step.size())));
        for (const QChar c : step)
            QVERIFY2(c.isPrint(), qPrintable(QString::number(c.unicode(), 16)));
        // The command line says it as a warning, and the sandbox is back all the same.
        const CliOutcome rolledBack =
            cli({QStringLiteral("snapshot"), QStringLiteral("restore"), created->name, QString::number(hostile->id)});
        QVERIFY2(rolledBack.code == 0 && rolledBack.out.startsWith("Restored snapshot ") &&
                     rolledBack.err.contains("Warning: The sandbox's own trust store could not take its CA (exit "
                                             "code 3: "),
                 rolledBack.err.constData());

        // A shell that never ends holds the fork for the step's bound, not for the call's.
        QFile hang(created->workspace + QStringLiteral("/hang"));
        QVERIFY2(hang.open(QIODevice::WriteOnly), qPrintable(hang.errorString()));
        hang.close();
        auto hanging = snapshots.take(created->id, {SnapshotTrigger::Manual, QStringLiteral("hanging sh"), {}});
        QVERIFY2(hanging, qPrintable(hanging.errorMessage()));
        QElapsedTimer forking;
        forking.start();
        auto held = forkOf(created->id, hanging->id);
        QVERIFY2(held, qPrintable(held.errorMessage()));
        auto destroyHeld = qScopeGuard([&] { destroyClean(held->id); });
        qInfo("fork with a shell that never ends: %lld ms", forking.elapsed());
        QCOMPARE(held->state, SandboxState::Running);
        const auto trust = std::find_if(held->steps.cbegin(), held->steps.cend(),
                                        [](const StepTiming &s) { return s.step == QLatin1String("trust"); });
        QVERIFY(trust != held->steps.cend());
        QVERIFY2(!trust->ok, qPrintable(trust->detail));
        QVERIFY2(trust->durationMs >= SandboxGateway::kTrustStepMs - 1'000 &&
                     trust->durationMs < SandboxGateway::kTrustStepMs + 10'000,
                 qPrintable(QString::number(trust->durationMs) + u' ' + trust->detail));
    }

    // Java trusts its runtime's keystore alone, so the CA goes in there as well, under the
    // sandbox's own alias; a fork's keystore holds its own CA and not its source's.
    void javasOwnKeystoreTrustsTheCa()
    {
        auto created = trustStoreSandbox(ensureJavaImage(*m_engine->client));
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto destroy = qScopeGuard([&] { destroyClean(created->id); });
        // No system bundle in this image; Debian's keystore, found through java on the PATH.
        const QString keystore = QStringLiteral("/etc/ssl/certs/java/cacerts");
        QCOMPARE(trustStep(created->steps),
                 kTrustNone + QStringLiteral(" Java's keystore %1 trusts it now.").arg(keystore));
        const auto fetched = [&](const QString &sandbox, const QString &options = {}) {
            int code = -1;
            const QByteArray out =
                exec(QStringLiteral("java %1 /opt/java/Fetch.java https://api.github.com/user 2>&1").arg(options),
                     &code, sandbox);
            return code == 0 && out.endsWith(R"({"login":"octocat"})") ? QByteArray("answered")
                                                                       : QByteArray::number(code) + ' ' + out;
        };
        QCOMPARE(fetched(created->id), QByteArray("answered"));
        // With the keystore the runtime came with, the certificate is refused: the CA made the difference.
        const QByteArray refused =
            fetched(created->id, QStringLiteral("-Djavax.net.ssl.trustStore=/opt/java/public-cacerts"));
        QVERIFY2(refused.contains("PKIX path building failed"), refused.constData());
        const QString aliases = QStringLiteral("keytool -list -keystore %1 -storepass changeit 2>/dev/null | "
                                               "sed -n 's/^\\(shadowbox-[^,]*\\),.*/\\1/p'")
                                    .arg(keystore);
        int code = -1;
        QByteArray out = exec(aliases, &code, created->id);
        QCOMPARE(QString::fromUtf8(out.trimmed()), QStringLiteral("shadowbox-sandbox-") + created->id);

        // A snapshot that commits the system commits the keystore with this sandbox's CA in it.
        out = exec(QStringLiteral("touch /etc/changed && echo changed"), &code, created->id);
        QCOMPARE(out, QByteArray("changed\n"));
        Snapshotter snapshots(context());
        auto changed = snapshots.take(created->id, {SnapshotTrigger::Manual, QStringLiteral("changed"), {}});
        QVERIFY2(changed, qPrintable(changed.errorMessage()));
        QVERIFY(changed->systemChanged);
        // A rollback to it finds the CA there: one keytool run, nothing changed.
        auto restored = snapshots.restore(created->id, changed->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QCOMPARE(trustStep(restored->steps),
                 kTrustNone + QStringLiteral(" Java's keystore %1 trusted it already.").arg(keystore));

        // A fork of it: the source's CA goes, the fork's comes.
        auto forked = forkOf(created->id, changed->id);
        QVERIFY2(forked, qPrintable(forked.errorMessage()));
        auto destroyFork = qScopeGuard([&] { destroyClean(forked->id); });
        QCOMPARE(trustStep(forked->steps),
                 kTrustNone + QStringLiteral(" Java's keystore %1 trusts it now.").arg(keystore));
        out = exec(aliases, &code, forked->id);
        QCOMPARE(QString::fromUtf8(out.trimmed()), QStringLiteral("shadowbox-sandbox-") + forked->id);
        QCOMPARE(fetched(forked->id), QByteArray("answered"));
    }

    void everythingElseFails()
    {
        // A service on the host, listening on every address it has, IPv4 and IPv6.
        QTcpServer service;
        QVERIFY(service.listen(QHostAddress::Any));
        const quint16 port = service.serverPort();
        // The cloud's metadata address, the host's loopback as the sandbox would name it (its own),
        // the names the engines give the host inside their containers, and every address the host
        // has, bridges' included.
        QStringList targets{QStringLiteral("169.254.169.254 80"),
                            QStringLiteral("127.0.0.1 %1").arg(port),
                            QStringLiteral("::1 %1").arg(port),
                            QStringLiteral("host.docker.internal %1").arg(port),
                            QStringLiteral("host.containers.internal %1").arg(port),
                            QStringLiteral("gateway %1").arg(port)};
        for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
            if (!address.isLoopback() && address.scopeId().isEmpty())
                targets << address.toString() + u' ' + QString::number(port);
        }
        QVERIFY2(targets.size() >= 7, qPrintable(targets.join(u',')));
        int code = -1;
        for (const QString &target : std::as_const(targets)) {
            const QByteArray out = exec(QStringLiteral("echo hello | nc -w 3 %1").arg(target), &code);
            QVERIFY2(code != 0, qPrintable(target + QStringLiteral(": ") + QString::fromUtf8(out)));
        }
        QCoreApplication::processEvents();
        QVERIFY2(!service.hasPendingConnections(), "the host's service was reached from the sandbox");

        // Names: an unmocked one does not resolve; a query to a server elsewhere goes nowhere.
        const QByteArray lookup = exec(QStringLiteral("nslookup example.com"), &code);
        QVERIFY2(code != 0 && lookup.contains("NXDOMAIN"), lookup.constData());
        // The log says so, and why.
        {
            auto log = GatewayMocks(context()).log(current(), 50);
            QVERIFY2(log, qPrintable(log.errorMessage()));
            bool refusedName = false;
            for (const QJsonValue &entry : std::as_const(*log)) {
                const QJsonObject ours = entry[QStringLiteral("shadowbox")].toObject();
                refusedName = refusedName ||
                              (entry[QStringLiteral("request")][QStringLiteral("method")].toString() == u"DNS" &&
                               ours.value(QStringLiteral("host")).toString() == u"example.com" &&
                               ours.value(QStringLiteral("outcome")).toString() == u"refused" &&
                               ours.value(QStringLiteral("detail")).toString().contains(u"the name is not mocked"));
            }
            QVERIFY2(refusedName, QJsonDocument(*log).toJson().left(3000).constData());
        }
        exec(QStringLiteral("nslookup example.com 8.8.8.8"), &code);
        QVERIFY(code != 0);
        // The files that say so belong to Shadowbox, not to root inside.
        const QByteArray written =
            exec(QStringLiteral("echo '127.0.0.9 evil' >> /etc/hosts || echo refused; "
                                "echo 'nameserver 8.8.8.8' > /etc/resolv.conf || echo refused; umount /etc/hosts "
                                "|| echo refused; ls /etc/shadowbox-trust; cat /etc/shadowbox-trust/ca-key.pem"),
                 &code);
        QCOMPARE(written.count("refused"), 3);
        QVERIFY2(!written.contains("evil") && written.contains("ca.pem\n") && !written.contains("\nca-key.pem") &&
                     !written.contains("PRIVATE KEY"),
                 written.constData());
        // The gateway's admin socket is nowhere in the sandbox.
        const QByteArray sockets = exec(QStringLiteral("find / -xdev -type s 2>/dev/null | grep -c admin.sock"), &code);
        QCOMPARE(sockets.trimmed(), QByteArray("0"));
    }

    void stubsOutliveARestartAndARollback()
    {
        auto stopped = manager().stopBlocking(m_sandbox.id);
        QVERIFY2(stopped, qPrintable(stopped.errorMessage()));
        QVERIFY(
            !inspect(SandboxGateway::gatewayName(m_sandbox))[QStringLiteral("State")][QStringLiteral("Running")].toBool(
                true));
        auto started = manager().startBlocking(m_sandbox.id);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        int code = -1;
        QByteArray answer = exec(kAskCharges, &code);
        QVERIFY2(answer.startsWith("HTTP/1.0 200 OK"), answer.constData());

        // A command changes the system; rolling it back recreates the container, in the gateway's
        // namespace still.
        exec(QStringLiteral("touch /etc/changed"), &code);
        QCOMPARE(code, 0);
        Snapshotter snapshots(context());
        auto list = snapshots.list(m_sandbox.id);
        QVERIFY2(list && !list->isEmpty(), qPrintable(list ? QStringLiteral("none") : list.errorMessage()));
        qint64 latest = 0; // taken before the latest command, the touch
        for (const SnapshotRecord &snapshot : std::as_const(*list))
            latest = qMax(latest, snapshot.id);
        auto restored = snapshots.restore(m_sandbox.id, latest);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        answer = exec(QStringLiteral("ls /etc/changed; ") + kAskCharges, &code);
        QVERIFY2(answer.contains("HTTP/1.0 200 OK") && !answer.contains("/etc/changed\n"), answer.constData());
        m_sandbox = current();
    }

    void aRollbackPutsTheMocksBack()
    {
        const GatewayMocks mocks(context());
        Store &store = context().store();
        const auto keptStubs = [this] { return keptStubNames(); };
        const auto liveStubs = [this] { return liveStubNames(); };
        const QString askUser = QStringLiteral(
            "printf 'GET /user HTTP/1.0\\r\\nHost: api.github.com\\r\\n\\r\\n' | nc -w 5 api.github.com 80");
        // The stub added earlier is in the database as the gateway has it.
        QCOMPARE(keptStubs(), QStringList{QStringLiteral("charges")});
        QCOMPARE(liveStubs(), keptStubs());
        Snapshotter snapshots(context());
        auto withCharges = snapshots.take(m_sandbox.id, {SnapshotTrigger::Manual, QStringLiteral("charges"), {}});
        QVERIFY2(withCharges, qPrintable(withCharges.errorMessage()));
        QCOMPARE(withCharges->mockSet.value_or(-1) > 0, true);

        // Another process adds a stub; this one removes the first.
        const CliOutcome added =
            cli({QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                 QStringLiteral(R"({"name":"user","request":{"host":"api.github.com",)"
                                R"("urlPath":"/user"},"response":{"status":200,"body":"octocat"}})")});
        QVERIFY2(added.code == 0, (added.out + added.err).constData());
        const QString chargesId = mocks.list(current())->last()[QStringLiteral("id")].toString();
        QVERIFY(mocks.remove(current(), chargesId));
        QCOMPARE(keptStubs(), QStringList{QStringLiteral("user")});
        int code = -1;
        QVERIFY2(exec(askUser, &code).endsWith("octocat"), "the added stub does not answer");
        QVERIFY(exec(kAskCharges, &code).startsWith("HTTP/1.0 404"));

        // The rollback puts the charges stub back, under its own id, and takes the other away (its
        // host still resolves to the gateway, which now has nothing for it).
        auto restored = snapshots.restore(m_sandbox.id, withCharges->id);
        QVERIFY2(restored, qPrintable(restored.errorMessage()));
        QVERIFY2(restored->mocksProblem.isEmpty(), qPrintable(restored->mocksProblem));
        QCOMPARE(restored->mocks, 1);
        QCOMPARE(liveStubs(), QStringList{QStringLiteral("charges")});
        QCOMPARE(keptStubs(), liveStubs());
        QCOMPARE(mocks.list(current())->first()[QStringLiteral("id")].toString(), chargesId);
        QByteArray answer = exec(kAskCharges, &code);
        QVERIFY2(answer.startsWith("HTTP/1.0 200 OK"), answer.constData());
        answer = exec(askUser, &code);
        QVERIFY2(answer.startsWith("HTTP/1.0 404"), answer.constData());

        // The state the rollback replaced is a snapshot too: rolling back to it brings "user" back.
        QVERIFY(restored->before.mockSet.has_value());
        auto undone = snapshots.restore(m_sandbox.id, restored->before.id);
        QVERIFY2(undone, qPrintable(undone.errorMessage()));
        QCOMPARE(liveStubs(), QStringList{QStringLiteral("user")});
        QVERIFY(exec(askUser, &code).endsWith("octocat"));

        // Stopped, the mocks change in the database only; the gateway loads them when it starts.
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        auto both = store.mockSet(m_sandbox.id, *withCharges->mockSet).result();
        QVERIFY(both);
        QJsonObject mappings = QJsonDocument::fromJson(both->mappings).object();
        QJsonArray list = mappings.value(QStringLiteral("mappings")).toArray();
        list.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("user")},
            {QStringLiteral("priority"), 1},
            // A host the sandbox has never asked for: it gets its address in /etc/hosts now.
            {QStringLiteral("request"), QJsonObject{{QStringLiteral("host"), QStringLiteral("api.restored.test")},
                                                    {QStringLiteral("urlPath"), QStringLiteral("/user")}}},
            {QStringLiteral("response"), QJsonObject{{QStringLiteral("status"), 200},
                                                     {QStringLiteral("body"), QStringLiteral("octocat, again")}}}});
        mappings.insert(QStringLiteral("mappings"), list);
        auto put = mocks.restore(current(), {0, QJsonDocument(mappings).toJson(QJsonDocument::Compact)});
        QVERIFY2(put, qPrintable(put.errorMessage()));
        QCOMPARE(*put, 2);
        // Read from the database while it is stopped (as kept), by this process and the command line.
        QCOMPARE(liveStubs(), (QStringList{QStringLiteral("charges"), QStringLiteral("user")}));
        const CliOutcome exported = cli({QStringLiteral("mocks"), QStringLiteral("export"), m_sandbox.name});
        QVERIFY2(exported.code == 0, (exported.out + exported.err).constData());
        QCOMPARE(exported.json().object().value(QStringLiteral("mappings")).toArray().size(), 2);
        QVERIFY(manager().startBlocking(m_sandbox.id));
        // Tried in the kept order: the one with priority 1 first.
        QCOMPARE(liveStubs(), (QStringList{QStringLiteral("user"), QStringLiteral("charges")}));
        QVERIFY(exec(kAskCharges, &code).startsWith("HTTP/1.0 200 OK"));
        answer = exec(QStringLiteral("printf 'GET /user HTTP/1.0\\r\\nHost: api.restored.test\\r\\n\\r\\n' | nc -w 5 "
                                     "api.restored.test 80"),
                      &code);
        QVERIFY2(answer.endsWith("octocat, again"), answer.constData());
        m_sandbox = current();
    }

    void aChangeCutShortByKillIsKeptAtTheNextStart()
    {
        // `mocks add` from the command line, held between the gateway taking the stub and the
        // database keeping it (this process holds the database's write lock), then killed there.
        const QString unsaved = SandboxGateway(context()).mocksUnsavedOf(m_sandbox.id);
        QVERIFY(!QFile::exists(unsaved));
        // (Compared sorted: the set a test restored earlier is kept in its own order, not the try order.)
        const auto sorted = [](QStringList names) {
            names.sort();
            return names;
        };
        const QStringList before = sorted(keptStubNames());
        QCOMPARE(sorted(liveStubNames()), before);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
            auto dropConnection = qScopeGuard([] { QSqlDatabase::removeDatabase(QStringLiteral("holder")); });
            db.setDatabaseName(DataFolder::databasePath(m_root.filePath(QStringLiteral("data"))));
            QVERIFY(db.open());
            QSqlQuery hold(db);
            QVERIFY2(hold.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(hold.lastError().text()));
            QProcess add;
            add.setProcessEnvironment(cliEnvironment());
            add.start(QStringLiteral(SHADOWBOX_BINARY),
                      {QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                       QStringLiteral(R"({"name":"cut short","request":{"host":"api.killed.test",)"
                                      R"("urlPath":"/k"},"response":{"status":202}})")});
            QVERIFY(add.waitForStarted());
            QTRY_VERIFY_WITH_TIMEOUT(liveStubNames().contains(QStringLiteral("cut short")), 4'000);
            QVERIFY2(add.state() == QProcess::Running, add.readAllStandardError().constData());
            add.kill(); // SIGKILL
            QVERIFY(add.waitForFinished());
            QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
            db.close();
        }
        QVERIFY(QFile::exists(unsaved));
        QCOMPARE(sorted(keptStubNames()), before); // one change behind the gateway

        // The gateway's next start answers with what it had, and the database catches up.
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        QVERIFY(manager().startBlocking(m_sandbox.id));
        QVERIFY2(liveStubNames().contains(QStringLiteral("cut short")), qPrintable(liveStubNames().join(u',')));
        QCOMPARE(keptStubNames(), liveStubNames());
        QVERIFY(!QFile::exists(unsaved));
        int code = -1;
        const QByteArray answer =
            exec(QStringLiteral("printf 'GET /k HTTP/1.0\\r\\nHost: api.killed.test\\r\\n\\r\\n' | nc -w 5 "
                                "api.killed.test 80"),
                 &code);
        QVERIFY2(answer.startsWith("HTTP/1.0 202"), answer.constData());

        // Cut short while running, the next change by anyone catches up too.
        auto stubs = GatewayMocks(context()).list(current());
        QVERIFY(stubs);
        QString cutShortId;
        for (const QJsonValue &stub : std::as_const(*stubs))
            if (stub[QStringLiteral("name")].toString() == QLatin1String("cut short"))
                cutShortId = stub[QStringLiteral("id")].toString();
        QFile mark(unsaved); // as a process killed after the gateway took a removal leaves it
        QVERIFY(mark.open(QIODevice::WriteOnly));
        mark.close();
        QVERIFY(GatewayMocks(context()).call(current(), "DELETE", "/__admin/mappings/" + cutShortId.toUtf8()));
        QVERIFY(keptStubNames().contains(QStringLiteral("cut short")));
        const CliOutcome other =
            cli({QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                 QStringLiteral(R"({"name":"after","request":{"host":"api.killed.test","urlPath":"/after"},)"
                                R"("response":{"status":200}})")});
        QVERIFY2(other.code == 0, other.err.constData());
        QVERIFY(!keptStubNames().contains(QStringLiteral("cut short")));
        QVERIFY(keptStubNames().contains(QStringLiteral("after")));
        QCOMPARE(keptStubNames(), liveStubNames());
        QVERIFY(!QFile::exists(unsaved));
        stubs = GatewayMocks(context()).list(current());
        for (const QJsonValue &stub : std::as_const(*stubs))
            if (stub[QStringLiteral("name")].toString() == QLatin1String("after"))
                QVERIFY(GatewayMocks(context()).remove(current(), stub[QStringLiteral("id")].toString()));
        QCOMPARE(sorted(keptStubNames()), before);
        m_sandbox = current();
    }

    void aForkHasItsSnapshotsMocksAndTheSourcesPolicy()
    {
        const GatewayMocks mocks(context());
        auto added = mocks.add(current(), R"({"name":"forked","request":{"host":"api.fork.test","urlPath":"/f"},
            "response":{"status":200,"body":"from the snapshot"}})");
        QVERIFY2(added, qPrintable(added.errorMessage()));
        Snapshotter snapshots(context());
        auto taken = snapshots.take(m_sandbox.id, {SnapshotTrigger::Manual, QStringLiteral("with forked"), {}});
        QVERIFY2(taken, qPrintable(taken.errorMessage()));
        QVERIFY(mocks.remove(current(), added->first()[QStringLiteral("id")].toString()));
        // A mock server of the user's, with a host only it answers: the fork has both.
        GatewayMocks::PolicyChange served;
        served.mockServer = MockServer{
            QStringLiteral("WireMock"), QStringLiteral("127.0.1.1"), 8080, {QStringLiteral("s3.fork.test")}, {}, {}};
        auto serving = mocks.changePolicy(current(), served);
        QVERIFY2(serving, qPrintable(serving.errorMessage()));
        auto unserve = qScopeGuard([&] {
            GatewayMocks::PolicyChange off;
            off.mockServer = std::optional<MockServer>();
            QVERIFY(mocks.changePolicy(current(), off));
        });

        ForkRequest request;
        request.source = m_sandbox.id;
        request.snapshotId = taken->id;
        auto fork = manager().forkBlocking(request, CancelToken());
        QVERIFY2(fork, qPrintable(fork.errorMessage()));
        auto destroyFork = qScopeGuard([&] {
            auto proof = manager().destroyBlocking(fork->id);
            QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
            QVERIFY2(proof->containers.contains(SandboxGateway::gatewayName(*fork)),
                     qPrintable(proof->containers.join(u',')));
        });
        QCOMPARE(fork->networkMode, NetworkMode::Gateway);
        QCOMPARE(fork->networkPolicy, current().networkPolicy);
        QCOMPARE(fork->networkAllow, current().networkAllow);
        QVERIFY(fork->networkMockServer && fork->networkMockServer == current().networkMockServer);
        const auto forkNames = SandboxGateway(context()).mockedHosts(fork->id);
        QVERIFY2(forkNames && forkNames->contains(QStringLiteral("s3.fork.test")),
                 qPrintable(forkNames ? QStringList(forkNames->keys()).join(u',') : forkNames.errorMessage()));
        // Back to the gateway's own stubs, to see the snapshot's answer.
        GatewayMocks::PolicyChange off;
        off.mockServer = std::optional<MockServer>();
        auto unserved = mocks.changePolicy(*fork, off);
        QVERIFY2(unserved, qPrintable(unserved.errorMessage()));
        // The fork's gateway has the snapshot's mocks, and its /etc/hosts their names; the source
        // keeps its own (the stub was removed there after the snapshot).
        auto forked = context().find(fork->id);
        QVERIFY(forked);
        auto listed = mocks.list(*forked);
        QVERIFY2(listed, qPrintable(listed.errorMessage()));
        QStringList names;
        for (const QJsonValue &stub : std::as_const(*listed))
            names << stub[QStringLiteral("name")].toString();
        QVERIFY2(names.contains(QStringLiteral("forked")), qPrintable(names.join(u',')));
        QVERIFY(!liveStubNames().contains(QStringLiteral("forked")));
        const QString ask =
            QStringLiteral("printf 'GET /f HTTP/1.0\\r\\nHost: api.fork.test\\r\\n\\r\\n' | nc -w 5 api.fork.test 80");
        int code = -1;
        QByteArray answer = exec(ask, &code, fork->id);
        QVERIFY2(answer.startsWith("HTTP/1.0 200") && answer.endsWith("from the snapshot"), answer.constData());
        answer = exec(ask, &code);
        QVERIFY2(!answer.contains("from the snapshot"), answer.constData());
        // Its own first snapshot names those mocks: a rollback of the fork keeps them.
        auto forkSnapshots = snapshots.list(fork->id);
        QVERIFY2(forkSnapshots && !forkSnapshots->isEmpty(), qPrintable(forkSnapshots.errorMessage()));
        QVERIFY(forkSnapshots->first().mockSet.value_or(0) > 0);
        m_sandbox = current();
    }

    void threeProcessesChangeTheMocksAtOnce()
    {
        // Each adds its own stub at the same moment while this process removes one; no change is
        // lost, and the database keeps what the gateway has.
        const GatewayMocks mocks(context());
        auto doomed = mocks.add(current(), R"({"name":"doomed","request":{"host":"api.at-once.test","urlPath":"/d"},
            "response":{"status":200}})");
        QVERIFY2(doomed, qPrintable(doomed.errorMessage()));
        const QStringList before = liveStubNames();
        QList<std::shared_ptr<QProcess>> adders;
        for (const char *name : {"one", "two", "three"}) {
            auto adder = std::make_shared<QProcess>();
            adder->setProcessEnvironment(cliEnvironment());
            adder->start(QStringLiteral(SHADOWBOX_BINARY),
                         {QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                          QStringLiteral(R"({"name":"%1","request":{"host":"api.at-once.test","urlPath":"/%1"},)"
                                         R"("response":{"status":200}})")
                              .arg(QLatin1String(name))});
            adders << adder;
        }
        QVERIFY(mocks.remove(current(), doomed->first()[QStringLiteral("id")].toString()));
        for (const auto &adder : std::as_const(adders)) {
            QVERIFY(adder->waitForFinished(60'000));
            QVERIFY2(adder->exitCode() == 0, adder->readAllStandardError().constData());
        }
        const QStringList live = liveStubNames();
        QCOMPARE(live.size(), before.size() + 2);
        for (const char *name : {"one", "two", "three"})
            QVERIFY2(live.contains(QLatin1String(name)), qPrintable(live.join(u',')));
        QVERIFY(!live.contains(QStringLiteral("doomed")));
        QCOMPARE(keptStubNames(), live);
        auto stubs = mocks.list(current());
        QVERIFY(stubs);
        for (const QJsonValue &stub : std::as_const(*stubs)) {
            if (stub[QStringLiteral("request")][QStringLiteral("host")].toString() == QLatin1String("api.at-once.test"))
                QVERIFY(mocks.remove(current(), stub[QStringLiteral("id")].toString()));
        }
        QCOMPARE(keptStubNames(), liveStubNames());
        m_sandbox = current();
    }

    void aSandboxIsMadeWithAMocksFile()
    {
        QTemporaryDir files;
        const QString good = files.filePath(QStringLiteral("mocks.json"));
        const QString bad = files.filePath(QStringLiteral("bad.json"));
        const auto write = [](const QString &path, const QByteArray &text) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write(good, R"({"mappings":[{"name":"contract","request":{"host":"api.contract.test","urlPath":"/v1"},)"
                            R"("response":{"status":200,"body":"from the file"}}]})"));
        // The second stub's pattern does not compile: the gateway refuses the file whole.
        QVERIFY(write(bad, R"({"mappings":[{"request":{"host":"a.test"},"response":{"status":200}},)"
                           "{\"request\":{\"urlPattern\":\"[unclosed\"},\"response\":{\"status\":200}}]}"));
        const QStringList common{QStringLiteral("sandbox"),        QStringLiteral("create"),
                                 QStringLiteral("--repo"),         m_repo->path(),
                                 QStringLiteral("--image"),        starter::reference(),
                                 QStringLiteral("--memory"),       QStringLiteral("256m"),
                                 QStringLiteral("--cpus"),         QStringLiteral("1"),
                                 QStringLiteral("--pids"),         QStringLiteral("128"),
                                 QStringLiteral("--stop-timeout"), QStringLiteral("2")};
        const QString name = m_sandbox.name + QStringLiteral("-file");
        const CliOutcome made =
            cli(common + QStringList{QStringLiteral("--name"), name, QStringLiteral("--mocks"), good});
        QVERIFY2(made.code == 0, (made.out + made.err).constData());
        auto record = context().find(name);
        QVERIFY(record);
        const auto destroy = qScopeGuard([&] { (void)manager().destroyBlocking(record->id); });
        int code = -1;
        const QByteArray answer =
            exec(QStringLiteral("printf 'GET /v1 HTTP/1.0\\r\\nHost: api.contract.test\\r\\n\\r\\n' | nc -w 5 "
                                "api.contract.test 80"),
                 &code, record->id);
        QVERIFY2(answer.startsWith("HTTP/1.0 200") && answer.endsWith("from the file"), answer.constData());
        // The baseline is the sandbox as it was made: with the file's mocks.
        auto kept = context().store().currentMockSet(record->id).result();
        QVERIFY(kept && kept->id > 0);
        auto list = Snapshotter(context()).list(record->id);
        QVERIFY(list && !list->isEmpty());
        QCOMPARE(list->last().trigger, SnapshotTrigger::Baseline);
        QCOMPARE(list->last().mockSet, std::optional<qint64>(kept->id));

        // A file the gateway refuses leaves nothing behind, and says which file.
        const QString badName = m_sandbox.name + QStringLiteral("-bad");
        const CliOutcome refused =
            cli(common + QStringList{QStringLiteral("--name"), badName, QStringLiteral("--mocks"), bad});
        QVERIFY2(refused.code != 0 && refused.err.contains(bad.toUtf8()), (refused.out + refused.err).constData());
        QVERIFY(!context().find(badName));
        const CliOutcome all =
            cli({QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--all"), QStringLiteral("--json")});
        QVERIFY2(!all.out.contains(badName.toUtf8()), all.out.constData());
        // Not JSON at all: refused before anything is made.
        QVERIFY(write(bad, "mappings: []"));
        const CliOutcome notJson =
            cli(common + QStringList{QStringLiteral("--name"), badName, QStringLiteral("--mocks"), bad});
        QVERIFY2(notJson.code != 0 && notJson.err.contains("not valid JSON"), notJson.err.constData());
        QVERIFY(!context().find(badName));
    }

    void thePolicyChangesWhileTheSandboxRuns()
    {
        QCOMPARE(current().networkPolicy, NetworkPolicy::MocksOnly);
        const QString gateway = SandboxGateway::gatewayName(m_sandbox);
        const QString startedAt = inspect(gateway)[QStringLiteral("State")][QStringLiteral("StartedAt")].toString();
        QVERIFY(!startedAt.isEmpty());
        int code = -1;
        exec(QStringLiteral("nslookup api.stripe.com"), &code);
        QCOMPARE(code, 0);

        // From another process, the command line: it returns once the gateway enforces it.
        CliOutcome set = cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name,
                              QStringLiteral("none"), QStringLiteral("--json")});
        QVERIFY2(set.code == 0, set.err.constData());
        QCOMPARE(set.json().object().value(QStringLiteral("policy")).toString(), QStringLiteral("none"));
        QCOMPARE(current().networkPolicy, NetworkPolicy::None);
        // Nothing answers: not the mocked name in DNS, not the mocked host's address.
        QByteArray out = exec(QStringLiteral("nslookup api.stripe.com"), &code);
        QVERIFY2(code != 0, out.constData());
        // (The connection is cut as soon as it is accepted: busybox nc then ends quietly, with 0.)
        out = exec(kAskCharges, &code);
        QVERIFY2(!out.contains("HTTP/1.0"), out.constData());
        const QStringList refusals = policyRefusals();
        QVERIFY2(refusals.contains(QStringLiteral("DNS api.stripe.com")) &&
                     refusals.contains(QStringLiteral("TCP api.stripe.com")),
                 qPrintable(refusals.join(u',')));
        // Every listing shows it.
        const CliOutcome list = cli({QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(list.code == 0, list.err.constData());
        QCOMPARE(list.json().array().first().toObject().value(QStringLiteral("networkPolicy")).toString(),
                 QStringLiteral("none"));

        // A record read before the change, saved again (as a state change does), does not undo it.
        SandboxRecord stale = m_sandbox;
        stale.networkPolicy = NetworkPolicy::MocksOnly;
        QVERIFY(await(m_session->store()->saveSandbox(stale)));
        QCOMPARE(current().networkPolicy, NetworkPolicy::None);
        QCOMPARE(GatewayMocks(context()).policyInForce(current()).value(), NetworkPolicy::None);

        // A restart keeps it.
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        QVERIFY(manager().startBlocking(m_sandbox.id));
        QCOMPARE(GatewayMocks(context()).policyInForce(current()).value(), NetworkPolicy::None);
        out = exec(kAskCharges, &code);
        QVERIFY2(!out.contains("HTTP/1.0"), out.constData());
        const QString restartedAt = inspect(gateway)[QStringLiteral("State")][QStringLiteral("StartedAt")].toString();

        // Back, from this process (as the window does it), without restarting the gateway.
        auto back = await(manager().setNetworkPolicy(m_sandbox.id, NetworkPolicy::MocksOnly));
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QCOMPARE(back->networkPolicy, NetworkPolicy::MocksOnly);
        out = exec(kAskCharges, &code);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK"), out.constData());
        QCOMPARE(inspect(gateway)[QStringLiteral("State")][QStringLiteral("StartedAt")].toString(), restartedAt);
        QVERIFY(restartedAt != startedAt);

        // Words the gateway does not know are refused before anything changes.
        set = cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("wide-open")});
        QCOMPARE(set.code, 2);
        QVERIFY2(set.err.contains("none, mocks-only, allowlist or open"), set.err.constData());
        set = cli({QStringLiteral("network"), QStringLiteral("allow"), m_sandbox.name, QStringLiteral("add"),
                   QStringLiteral("[fe80::1%eth0]:80")});
        QCOMPARE(set.code, 2);
        QCOMPARE(current().networkPolicy, NetworkPolicy::MocksOnly);
        QVERIFY(current().networkAllow.isEmpty());
        m_sandbox = current();
    }

    // A mock server of the user's on a loopback address of the sandbox's network (busybox httpd
    // here, in the sandbox itself, standing for a WireMock beside it): set from the command line,
    // it answers the mocked host; kept across a restart; off, the gateway's own stub answers again.
    void aMockServerOfTheUsersAnswersTheMockedHosts()
    {
        QCOMPARE(current().networkPolicy, NetworkPolicy::MocksOnly);
        int code = -1;
        // busybox httpd stands in for WireMock: its admin API's list of stubs is a file, naming one
        // more host.
        QByteArray out = exec(QStringLiteral("mkdir -p /tmp/mock/v1 /tmp/mock/__admin && echo 'from the mock server' > "
                                             "/tmp/mock/v1/charges && echo '{\"mappings\": [{\"request\": "
                                             "{\"host\": \"files.example.test\"}}]}' > /tmp/mock/__admin/mappings "
                                             "&& busybox httpd -p 127.0.1.1:8080 -h /tmp/mock"),
                              &code);
        QVERIFY2(code == 0, out.constData());
        // A host the server has stubs for and the sandbox has none: unknown until --host names it.
        const QString askStorage = QStringLiteral("printf 'GET /v1/charges HTTP/1.0\\r\\nHost: "
                                                  "storage.example.test\\r\\n\\r\\n' | nc -w 5 "
                                                  "storage.example.test 80");
        out = exec(askStorage, &code);
        QVERIFY2(code != 0 && !out.contains("from the mock server"), out.constData());
        CliOutcome set =
            cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                 QStringLiteral("127.0.1.1:8080"), QStringLiteral("--name"), QStringLiteral("busybox"),
                 QStringLiteral("--host"), QStringLiteral("Storage.Example.Test"), QStringLiteral("--json")});
        QVERIFY2(set.code == 0, set.err.constData());
        // A check that fails below must not leave the later cases a mock server that is gone.
        auto off = qScopeGuard([this] {
            if (current().networkMockServer)
                (void)cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                           QStringLiteral("--off")});
            m_sandbox = current();
        });
        const QJsonObject said = set.json().object().value(QStringLiteral("mockServer")).toObject();
        QCOMPARE(said.value(QStringLiteral("address")).toString(), QStringLiteral("127.0.1.1"));
        QCOMPARE(said.value(QStringLiteral("port")).toInt(), 8080);
        QVERIFY(current().networkMockServer && current().networkMockServer->name == QLatin1String("busybox"));
        out = exec(kAskCharges, &code);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the mock server"), out.constData());
        out = exec(askStorage, &code);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the mock server"), out.constData());
        QVERIFY2(set.err.contains("busybox at 127.0.1.1:8080 says its own stubs name files.example.test"),
                 set.err.constData());
        // The host its own stubs name was asked for through the gateway, and answers too.
        QCOMPARE(current().networkMockServer->hosts,
                 (QStringList{QStringLiteral("storage.example.test"), QStringLiteral("files.example.test")}));
        out = exec(QStringLiteral("printf 'GET /v1/charges HTTP/1.0\\r\\nHost: files.example.test\\r\\n\\r\\n' | "
                                  "nc -w 5 files.example.test 80"),
                   &code);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the mock server"), out.constData());
        // The plain output names the server and the host.
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name});
        QVERIFY2(set.code == 0 && set.out.contains("busybox at 127.0.1.1:8080") &&
                     set.out.contains("storage.example.test"),
                 set.out.constData());

        // Kept across a restart (the server, a process of the sandbox, is not: the gateway says so).
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        QVERIFY(manager().startBlocking(m_sandbox.id));
        out = exec(kAskCharges, &code);
        QVERIFY2(out.startsWith("HTTP/1.1 502") && out.contains("busybox at 127.0.1.1:8080 does not answer"),
                 out.constData());

        // Off: the gateway's own stub again.
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name, QStringLiteral("--off")});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.out.contains("gateway's own stubs"), set.out.constData());
        QVERIFY(!current().networkMockServer);
        out = exec(kAskCharges, &code);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && !out.contains("from the mock server"), out.constData());
        // The name it gave stays while addresses are left: the gateway has no stub for it.
        out = exec(askStorage, &code);
        QVERIFY2(out.startsWith("HTTP/1.0 404") && out.contains("no stub matched"), out.constData());

        // Anything but a loopback address is refused before anything changes.
        for (const QString &elsewhere :
             {QStringLiteral("10.0.0.1:8080"), QStringLiteral("127.0.1.1"), QStringLiteral("localhost:8080")}) {
            set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name, elsewhere});
            QCOMPARE(set.code, 2);
            QVERIFY2(set.err.contains("loopback address"), set.err.constData());
        }
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                   QStringLiteral("127.0.1.1:8080"), QStringLiteral("--host"), QStringLiteral("localhost")});
        QCOMPARE(set.code, 2);
        QVERIFY2(set.err.contains("belongs to the sandbox itself"), set.err.constData());
        QVERIFY(!current().networkMockServer);
    }

    void aMockServerShadowboxRunsComesAndGoesWithTheSandbox()
    {
        ScratchRepo repo;
        CreateRequest r = request(NetworkMode::Gateway);
        r.repository = repo.path();
        auto created = manager().createBlocking(r, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        const SandboxRecord sandbox = *created;
        auto destroy = qScopeGuard([&] { (void)manager().destroyBlocking(sandbox.id); });
        const QString name = SandboxGateway::mockServerName(sandbox);
        const auto running = [&] { return inspect(name)[QStringLiteral("State")][QStringLiteral("Running")].toBool(); };
        const auto mockServerNow = [&] {
            auto found = context().find(sandbox.id);
            return found ? found->networkMockServer : std::optional<MockServer>();
        };
        const QStringList serve = httpdServer();
        const QString ask =
            QStringLiteral("printf 'GET /v1/charges HTTP/1.0\\r\\nHost: run.example.test\\r\\n\\r\\n' | "
                           "nc -w 5 run.example.test 80");
        CliOutcome set =
            cli(QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name,
                            QStringLiteral("127.0.1.2:8081"), QStringLiteral("--name"), QStringLiteral("httpd"),
                            QStringLiteral("--host"), QStringLiteral("run.example.test"), QStringLiteral("--image"),
                            starter::reference()} +
                serve);
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.out.contains("runs from the image " + starter::reference().toUtf8()) &&
                     set.out.contains(name.toUtf8()),
                 set.out.constData());
        QCOMPARE(mockServerNow().value_or(MockServer()).image, starter::reference());
        QCOMPARE(mockServerNow().value_or(MockServer()).arguments, serve.mid(1));
        // Its own container, in the sandbox's network namespace and no other, hardened, with none of
        // the host's folders, and labelled as the sandbox's.
        const QJsonObject server = inspect(name);
        QVERIFY2(running(), "the mock server's container does not run");
        const QJsonObject host = server[QStringLiteral("HostConfig")].toObject();
        QVERIFY2(host[QStringLiteral("NetworkMode")].toString().startsWith(QStringLiteral("container:")),
                 qPrintable(host[QStringLiteral("NetworkMode")].toString()));
        QCOMPARE(host[QStringLiteral("Privileged")].toBool(true), false);
        QVERIFY(host[QStringLiteral("CapAdd")].toArray().isEmpty());
        QVERIFY(host[QStringLiteral("Binds")].toArray().isEmpty());
        QVERIFY2(host[QStringLiteral("SecurityOpt")].toArray().contains(QStringLiteral("no-new-privileges")),
                 QJsonDocument(host[QStringLiteral("SecurityOpt")].toArray()).toJson().constData());
        const QJsonObject labels = server[QStringLiteral("Config")][QStringLiteral("Labels")].toObject();
        QCOMPARE(labels[QLatin1String(kSandboxLabel)].toString(), sandbox.id);
        QCOMPARE(labels[QStringLiteral("io.shadowbox.role")].toString(), QStringLiteral("mock-server"));
        int code = -1;
        QByteArray out = exec(ask, &code, sandbox.id);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the container on 127.0.1.2"), out.constData());
        // It is no WireMock: asked for its stubs, it is named with why.
        CliOutcome listed =
            cli({QStringLiteral("mocks"), QStringLiteral("list"), sandbox.name, QStringLiteral("--server")});
        QVERIFY2(listed.code != 0 &&
                     listed.err.contains("httpd at 127.0.1.2:8081 does not answer as WireMock's admin API"),
                 listed.err.constData());

        // Stopped and started with the sandbox; it answers again after the start.
        QVERIFY(manager().stopBlocking(sandbox.id));
        QVERIFY2(!running(), "the mock server's container runs on with the sandbox stopped");
        auto started = manager().startBlocking(sandbox.id);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        QVERIFY(running());
        out = exec(ask, &code, sandbox.id);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the container"), out.constData());

        // A server that stops as it starts is named with its exit code, and changes nothing: the
        // one before runs and answers again.
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name,
                   QStringLiteral("127.0.1.3:8082"), QStringLiteral("--image"), starter::reference(),
                   QStringLiteral("--"), QStringLiteral("false")});
        QVERIFY2(set.code != 0 && set.err.contains("stopped as it started, with exit code 1"), set.err.constData());
        QCOMPARE(mockServerNow().value_or(MockServer()).address, QStringLiteral("127.0.1.2"));
        out = exec(ask, &code, sandbox.id);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the container"), out.constData());
        // An image the engine does not have is named, with what to do.
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name,
                   QStringLiteral("127.0.1.3:8082"), QStringLiteral("--image"), QStringLiteral("shadowbox-absent:1")});
        QVERIFY2(set.code != 0 && set.err.contains("\"shadowbox-absent:1\" is not on") && set.err.contains("Pull it"),
                 set.err.constData());
        QVERIFY(running());

        // A process killed while it waits for its server to listen: the database keeps the server
        // set before, and the next start runs that one again in place of the container left.
        QProcess setter;
        setter.setProcessEnvironment(cliEnvironment());
        setter.start(QStringLiteral(SHADOWBOX_BINARY),
                     {QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name,
                      QStringLiteral("127.0.1.3:8082"), QStringLiteral("--image"), starter::reference(),
                      QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                      QStringLiteral("trap 'exit 0' TERM; sleep 600 & wait")});
        QTRY_VERIFY_WITH_TIMEOUT(mockServerPort(name) == 8082 && running(), 30'000);
        QCOMPARE(setter.state(), QProcess::Running); // still waiting for it to listen
        setter.kill();
        QVERIFY(setter.waitForFinished(10'000));
        QCOMPARE(mockServerNow().value_or(MockServer()).port, 8081);
        QVERIFY(manager().stopBlocking(sandbox.id));
        started = manager().startBlocking(sandbox.id);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        QCOMPARE(mockServerPort(name), 8081);
        out = exec(ask, &code, sandbox.id);
        QVERIFY2(out.startsWith("HTTP/1.0 200 OK") && out.contains("from the container"), out.constData());

        // Off: the container goes, the gateway answers.
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name, QStringLiteral("--off")});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(inspect(name).isEmpty(), "the mock server's container is left after --off");
        out = exec(ask, &code, sandbox.id);
        QVERIFY2(out.startsWith("HTTP/1.0 404") && out.contains("no stub matched"), out.constData());

        // Set again, it goes with the sandbox: the teardown's proof names it.
        set = cli(QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), sandbox.name,
                              QStringLiteral("127.0.1.2:8081"), QStringLiteral("--image"), starter::reference()} +
                  serve);
        QVERIFY2(set.code == 0 && running(), set.err.constData());
        destroy.dismiss();
        auto proof = manager().destroyBlocking(sandbox.id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
        QVERIFY2(proof->containers.contains(name), qPrintable(proof->containers.join(u',')));
        QVERIFY(inspect(name).isEmpty());
    }

    void aWireMockShadowboxRunsAnswersFromItsOwnStubs()
    {
        // The real WireMock jar, on this machine's Java, in an image made offline with a stub of its
        // own for a host no stub of the sandbox names.
        const QString jar = wireMockJar(QStringLiteral(SHADOWBOX_WIREMOCK_DIR));
        QVERIFY2(!jar.isEmpty(), "The WireMock jar is missing: run scripts/setup.sh.");
        auto image = ensureWireMockImage(*m_engine->client, jar,
                                         R"({"mappings": [{"name": "balance",
                                             "request": {"method": "GET", "urlPath": "/v1/balance",
                                             "host": {"equalTo": "api.wiremock.test"}},
                                             "response": {"status": 200,
                                             "jsonBody": {"object": "balance", "answeredBy": "WireMock"}}}, )"
                                         // (A name with a terminal's escape sequence, a bell and a
                                         // direction override, in JSON's escapes.)
                                         "{\"name\": \"odd\\u001b]0;owned\\u0007\\u202e\","
                                         R"("request": {"method": "GET", "urlPath": "/v1/odd",
                                             "host": {"equalTo": "api.wiremock.test"}},
                                             "response": {"status": 200, "body": "odd"}}]})");
        QVERIFY2(image, qPrintable(image.errorMessage()));
        CliOutcome set =
            cli(QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                            QStringLiteral("127.0.1.2:8080"), QStringLiteral("--name"), QStringLiteral("WireMock"),
                            QStringLiteral("--image"), *image, QStringLiteral("--")} +
                wireMockCommand(QStringLiteral("127.0.1.2"), 8080));
        auto off = qScopeGuard([this] {
            (void)cli(
                {QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name, QStringLiteral("--off")});
            m_sandbox = current();
        });
        QVERIFY2(set.code == 0, set.err.constData());
        // Shadowbox waited for it to start, then asked it which hosts its stubs name.
        QVERIFY2(set.err.contains("WireMock at 127.0.1.2:8080 says its own stubs name api.wiremock.test"),
                 set.err.constData());
        int code = -1;
        // Over HTTPS the sandbox trusts: the gateway ends it and hands the request to WireMock.
        const QByteArray out =
            exec(QStringLiteral("curl -sS -i --noproxy '*' https://api.wiremock.test/v1/balance"), &code);
        QVERIFY2(code == 0 && out.startsWith("HTTP/1.1 200") && out.contains("\"answeredBy\"") &&
                     out.contains("\"WireMock\""),
                 out.constData());
        QVERIFY2(out.contains("Matched-Stub-Id"), out.constData());
        // WireMock names the stub that answered in a header, escape sequence and all: the gateway
        // does not pass such a header on, it says why.
        const QByteArray odd =
            exec(QStringLiteral("curl -sS -i --noproxy '*' https://api.wiremock.test/v1/odd"), &code);
        QVERIFY2(odd.startsWith("HTTP/1.1 502") && odd.contains("bad value") && !odd.contains('\x1b'), odd.constData());
        // A request WireMock matches with no stub: the log names the nearest of its stubs, as it
        // says them.
        const QByteArray typo =
            exec(QStringLiteral("curl -sS -i --noproxy '*' https://api.wiremock.test/v1/balanse"), &code);
        QVERIFY2(typo.startsWith("HTTP/1.1 404"), typo.constData());
        const CliOutcome logged =
            cli({QStringLiteral("mocks"), QStringLiteral("log"), m_sandbox.name, QStringLiteral("--json")});
        QJsonArray nearest;
        for (const QJsonValue &entry : logged.json().array()) {
            if (entry[QStringLiteral("request")][QStringLiteral("url")].toString() == QLatin1String("/v1/balanse"))
                nearest = entry[QStringLiteral("shadowbox")][QStringLiteral("nearMisses")].toArray();
        }
        QVERIFY2(!nearest.isEmpty() && nearest.first()[QStringLiteral("name")].toString() == QLatin1String("balance"),
                 logged.out.constData());
        const CliOutcome lines = cli({QStringLiteral("mocks"), QStringLiteral("log"), m_sandbox.name});
        QVERIFY2(lines.code == 0 && lines.out.contains("unmatched GET https://api.wiremock.test/v1/balanse  404  "
                                                       "(nearest: balance)"),
                 lines.out.constData());
        // The Network page reads the log every second: what WireMock said of its unanswered
        // requests is kept, and it is asked again only when they, or its stubs, change.
        {
            const GatewayMocks mocks(context());
            ServerNearMisses kept;
            const auto nearestOf = [](const QJsonArray &log, const QString &url) {
                for (const QJsonValue &entry : log) {
                    if (entry[QStringLiteral("request")][QStringLiteral("url")].toString() == url)
                        return entry[QStringLiteral("shadowbox")][QStringLiteral("nearMisses")][0]
                                    [QStringLiteral("name")]
                                        .toString();
                }
                return QString();
            };
            auto read = mocks.log(current(), 50, &kept);
            QVERIFY2(read, qPrintable(read.errorMessage()));
            QCOMPARE(kept.asked(), 1);
            QCOMPARE(nearestOf(*read, QStringLiteral("/v1/balanse")), QStringLiteral("balance"));
            read = mocks.log(current(), 50, &kept);
            QVERIFY2(read, qPrintable(read.errorMessage()));
            QCOMPARE(kept.asked(), 1);
            QCOMPARE(nearestOf(*read, QStringLiteral("/v1/balanse")), QStringLiteral("balance"));
            QVERIFY(exec(QStringLiteral("curl -sS -i --noproxy '*' https://api.wiremock.test/v1/balanc"), &code)
                        .startsWith("HTTP/1.1 404"));
            read = mocks.log(current(), 50, &kept);
            QVERIFY2(read, qPrintable(read.errorMessage()));
            QCOMPARE(kept.asked(), 2);
            QCOMPARE(nearestOf(*read, QStringLiteral("/v1/balanc")), QStringLiteral("balance"));
            const QJsonArray otherStubs{QJsonObject{{QStringLiteral("name"), QStringLiteral("changed")}}};
            read = mocks.log(current(), 50, &kept, &otherStubs);
            QCOMPARE(kept.asked(), 3);
            read = mocks.log(current(), 50, &kept, &otherStubs);
            QCOMPARE(kept.asked(), 3);
        }
        // Its stubs, as it says: the sandbox can change them (it shares the server's network), so
        // what they say reaches the terminal without its escape sequences.
        CliOutcome listed =
            cli({QStringLiteral("mocks"), QStringLiteral("list"), m_sandbox.name, QStringLiteral("--server")});
        QVERIFY2(listed.code == 0 &&
                     listed.out.contains("GET api.wiremock.test urlPath /v1/balance → 200  (balance)") &&
                     listed.out.contains("(odd\xef\xbf\xbd]0;owned\xef\xbf\xbd\xef\xbf\xbd)") &&
                     !listed.out.contains('\x1b') && !listed.out.contains('\x07'),
                 listed.out.constData());
        listed = cli({QStringLiteral("mocks"), QStringLiteral("list"), m_sandbox.name, QStringLiteral("--server"),
                      QStringLiteral("--json")});
        QVERIFY2(listed.code == 0 && listed.json().array().size() == 2, listed.out.constData());

        // Its stubs changed through its admin API. A stub for a host nothing named yet: WireMock
        // keeps it, and the name then resolves to the gateway, which hands it to WireMock.
        CliOutcome added = cli({QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                                QStringLiteral(R"({"name": "pay", "request": {"method": "POST", "urlPath": "/v1/pay",
                                    "host": {"equalTo": "pay.wiremock.test"}},
                                    "response": {"status": 201, "jsonBody": {"paid": true}}})"),
                                QStringLiteral("--server")});
        QVERIFY2(added.code == 0 && added.out.contains("1 stub added to WireMock at 127.0.1.2:8080 of sandbox") &&
                     added.out.contains("POST pay.wiremock.test urlPath /v1/pay → 201  (pay)"),
                 added.out.constData());
        // (WireMock lists its newest stub first.)
        QVERIFY2(added.err.contains("WireMock at 127.0.1.2:8080 says its own stubs name pay.wiremock.test, "
                                    "api.wiremock.test: they are mocked hosts too"),
                 added.err.constData());
        QByteArray paid =
            exec(QStringLiteral("curl -sS -i --noproxy '*' -X POST https://pay.wiremock.test/v1/pay"), &code);
        QVERIFY2(code == 0 && paid.startsWith("HTTP/1.1 201") && paid.contains("\"paid\""), paid.constData());
        listed = cli({QStringLiteral("mocks"), QStringLiteral("list"), m_sandbox.name, QStringLiteral("--server"),
                      QStringLiteral("--json")});
        QJsonObject pay;
        for (const QJsonValue &stub : listed.json().array()) {
            if (stub[QStringLiteral("name")].toString() == QLatin1String("pay"))
                pay = stub.toObject();
        }
        const QString payId = pay.value(QStringLiteral("id")).toString();
        QVERIFY2(!payId.isEmpty(), listed.out.constData());
        // Replaced in place, through the engine as the Network page does: the same id, a new answer.
        const GatewayMocks mocks(context());
        pay[QStringLiteral("response")] = QJsonObject{{QStringLiteral("status"), 202}};
        auto updated = mocks.updateServerStub(current(), payId, QJsonDocument(pay).toJson());
        QVERIFY2(updated && updated->value(QStringLiteral("id")).toString() == payId,
                 qPrintable(updated.errorMessage()));
        paid = exec(QStringLiteral("curl -sS -i --noproxy '*' -X POST https://pay.wiremock.test/v1/pay"), &code);
        QVERIFY2(code == 0 && paid.startsWith("HTTP/1.1 202"), paid.constData());
        // All or nothing: of two stubs, WireMock refuses the second, and the first is taken back.
        auto refused = mocks.addServerStubs(
            current(), R"({"mappings": [{"request": {"urlPath": "/v1/first"}, "response": {"status": 200}},
                          {"request": {"urlPath": "/v1/second", "bodyPatterns": [{"nonsense": 1}]}}]})");
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(
                     QLatin1String("WireMock at 127.0.1.2:8080 refused POST /__admin/mappings: Error parsing JSON")) &&
                     refused.errorMessage().contains(QLatin1String("is not a valid match operation")),
                 qPrintable(refused.errorMessage()));
        auto after = mocks.serverStubs(current());
        QVERIFY2(after && after->size() == 3, qPrintable(after.errorMessage()));
        // Removed by the start of its id, as `mocks list` shows it; an id no stub has is named.
        CliOutcome removed = cli({QStringLiteral("mocks"), QStringLiteral("remove"), m_sandbox.name, payId.left(8),
                                  QStringLiteral("--server")});
        QVERIFY2(removed.code == 0 && removed.out.contains(payId.toUtf8()), removed.err.constData());
        removed =
            cli({QStringLiteral("mocks"), QStringLiteral("remove"), m_sandbox.name, payId, QStringLiteral("--server")});
        QVERIFY2(removed.code != 0 && removed.err.contains("No stub of WireMock at 127.0.1.2:8080 has the id"),
                 removed.err.constData());
        CliOutcome exported =
            cli({QStringLiteral("mocks"), QStringLiteral("export"), m_sandbox.name, QStringLiteral("--server")});
        QVERIFY2(exported.code == 0 && exported.json().object().value(QStringLiteral("mappings")).toArray().size() == 2,
                 exported.out.constData());
        paid = exec(QStringLiteral("curl -sS -i --noproxy '*' -X POST https://pay.wiremock.test/v1/pay"), &code);
        QVERIFY2(paid.startsWith("HTTP/1.1 404"), paid.constData()); // WireMock's own answer to no stub
        // A stub for a host nothing named yet makes this process ask the server again which hosts
        // its stubs name, under the policy's lock. Should another process turn the server off
        // before that lock is this one's, the server stays off: it is not set again as it was.
        {
            auto held = FileLock::lock(SandboxGateway(context()).policyLockOf(m_sandbox.id), QDeadlineTimer(10'000));
            QVERIFY2(held, qPrintable(held.errorMessage()));
            QProcess adder;
            adder.setProcessEnvironment(cliEnvironment());
            adder.start(QStringLiteral(SHADOWBOX_BINARY),
                        {QStringLiteral("mocks"), QStringLiteral("add"), m_sandbox.name,
                         QStringLiteral(R"({"name": "late", "request": {"urlPath": "/late",
                             "host": {"equalTo": "late.wiremock.test"}}, "response": {"status": 200}})"),
                         QStringLiteral("--server")});
            // It gives WireMock the stub, reads the sandbox's record, then waits for the lock.
            bool given = false;
            QElapsedTimer waited;
            waited.start();
            while (!given && waited.elapsed() < 30'000) {
                auto stubs = mocks.serverStubs(current());
                for (const QJsonValue &stub : stubs ? *stubs : QJsonArray())
                    given = given || stub[QStringLiteral("name")].toString() == QLatin1String("late");
                if (!given)
                    QThread::msleep(50);
            }
            QVERIFY(given);
            QVERIFY2(!adder.waitForFinished(500), adder.readAllStandardError().constData());
            // What `network mock-server --off` in a third process saves under that lock.
            const SandboxRecord before = current();
            QVERIFY(context()
                        .store()
                        .setNetworkPolicy(before.id, before.networkPolicy, before.networkAllow, std::nullopt)
                        .result());
            held->unlock();
            QVERIFY(adder.waitForFinished(60'000));
            const QByteArray said = adder.readAllStandardError();
            QVERIFY2(adder.exitCode() == 0, said.constData());
            QVERIFY(!current().networkMockServer);
            QVERIFY2(!said.contains("they are mocked hosts too"), said.constData());
            // It says why it did not ask (unless it was so slow that it read the record only after
            // the change, and found no server to ask at all).
            QVERIFY2(
                said.isEmpty() ||
                    said.contains("WireMock at 127.0.1.2:8080 is not asked which hosts its stubs name: sandbox \"" +
                                  m_sandbox.name.toUtf8() + "\" has no mock server of its own any more."),
                said.constData());
        }
        // Off, the container goes (also when the database says so already).
        off.dismiss();
        set = cli({QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name, QStringLiteral("--off")});
        QVERIFY2(set.code == 0, set.err.constData());
        m_sandbox = current();
        QVERIFY(inspect(SandboxGateway::mockServerName(m_sandbox)).isEmpty());
        listed = cli({QStringLiteral("mocks"), QStringLiteral("list"), m_sandbox.name, QStringLiteral("--server")});
        QVERIFY2(listed.code != 0 && listed.err.contains("has no mock server of its own"), listed.err.constData());
    }

    void allowedHostsPassThroughTheEgressSide()
    {
        // Upstream: a web server on this machine's own address, which only a rule naming it exactly
        // lets the sandbox reach (and never under `open`).
        const QString address = machineAddress();
        QVERIFY2(!address.isEmpty(), "This machine has no IPv4 address but loopback.");
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QVERIFY2(!busybox.isEmpty(), "busybox is the test's upstream web server: run scripts/setup.sh.");
        QTemporaryDir www;
        QFile page(www.filePath(QStringLiteral("hello.txt")));
        QVERIFY(page.open(QIODevice::WriteOnly) && page.write("hello from upstream\n") > 0);
        page.close();
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress(address)));
            port = probe.serverPort();
        }
        QProcess httpd;
        httpd.start(busybox, {QStringLiteral("httpd"), QStringLiteral("-f"), QStringLiteral("-p"),
                              QStringLiteral("%1:%2").arg(address).arg(port), QStringLiteral("-h"), www.path()});
        auto stopHttpd = qScopeGuard([&] {
            httpd.kill();
            httpd.waitForFinished();
        });
        QTRY_VERIFY2(
            [&] {
                QTcpSocket s;
                s.connectToHost(address, port);
                return s.waitForConnected(200);
            }(),
            "busybox httpd did not start");
        const QString url = QStringLiteral("http://%1:%2/hello.txt").arg(address).arg(port);
        // busybox wget goes through the gateway's proxy (http_proxy is set in the sandbox).
        const QString fetch = QStringLiteral("wget -q -O- %1").arg(url);
        const QString egress = SandboxGateway::egressName(m_sandbox);
        int code = -1;
        QByteArray out = exec(fetch, &code);
        QVERIFY2(code != 0 && !out.contains("hello from upstream"), out.constData());
        QCOMPARE(inspect(egress).value(QStringLiteral("Id")).toString(), QString()); // not made until needed

        // The rule first (it waits for the allowlist), then the policy, from the command line.
        CliOutcome set = cli({QStringLiteral("network"), QStringLiteral("allow"), m_sandbox.name, QStringLiteral("add"),
                              QStringLiteral("%1:%2").arg(address).arg(port), QStringLiteral("--json")});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.err.contains("allowlist"), set.err.constData());
        QCOMPARE(set.json().object().value(QStringLiteral("allow")).toArray().size(), 1);
        set = cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("allowlist")});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.out.contains(address.toUtf8()), set.out.constData());
        QCOMPARE(current().networkPolicy, NetworkPolicy::Allowlist);
        const QJsonObject made = inspect(egress);
        QVERIFY2(made[QStringLiteral("State")][QStringLiteral("Running")].toBool(), "the egress side does not run");
        // It has a network of its own, and none of the gateway's folder but the socket and the policy.
        QVERIFY(made[QStringLiteral("HostConfig")][QStringLiteral("NetworkMode")].toString() != QLatin1String("none"));
        for (const QJsonValue &mount : made[QStringLiteral("Mounts")].toArray()) {
            const QString source = mount[QStringLiteral("Source")].toString();
            QVERIFY2(source.endsWith(QLatin1String("/egress")) || source.endsWith(QLatin1String("/egress-policy")),
                     qPrintable(source));
        }
        // The sandbox has neither: its only way out is the gateway on its loopback.
        const QJsonObject sandbox = inspect(current().containerId);
        QVERIFY(!sandbox[QStringLiteral("Mounts")].toArray().isEmpty());
        for (const QJsonValue &mount : sandbox[QStringLiteral("Mounts")].toArray()) {
            const QString source = mount[QStringLiteral("Source")].toString();
            QVERIFY2(!source.contains(QLatin1String("/egress")), qPrintable(source));
        }

        out = exec(fetch, &code);
        QVERIFY2(code == 0 && out == "hello from upstream\n", out.constData());
        auto log = GatewayMocks(context()).log(current(), 1);
        QVERIFY2(log && !log->isEmpty(), qPrintable(log.errorMessage()));
        QJsonObject ours = log->first()[QStringLiteral("shadowbox")].toObject();
        QVERIFY2(ours.value(QStringLiteral("outcome")).toString() == QLatin1String("passed") &&
                     ours.value(QStringLiteral("detail")).toString().contains(address),
                 qPrintable(QJsonDocument(ours).toJson()));

        // TLS to a host a rule names passes through untouched: the sandbox sees the upstream's own
        // certificate, not one the gateway made (so it verifies the real host, never the gateway).
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        QVERIFY2(!openssl.isEmpty(), "openssl is the test's TLS upstream: run scripts/setup.sh.");
        QProcess req;
        req.start(openssl,
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                   QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-nodes"),
                   QStringLiteral("-keyout"), www.filePath(QStringLiteral("key.pem")), QStringLiteral("-out"),
                   www.filePath(QStringLiteral("cert.pem")), QStringLiteral("-days"), QStringLiteral("2"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=upstream.shadowbox.test")});
        QVERIFY2(req.waitForFinished(30'000) && req.exitCode() == 0, req.readAllStandardError().constData());
        quint16 tlsPort = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress(address)));
            tlsPort = probe.serverPort();
        }
        QProcess tlsd;
        tlsd.start(openssl,
                   {QStringLiteral("s_server"), QStringLiteral("-accept"),
                    QStringLiteral("%1:%2").arg(address).arg(tlsPort), QStringLiteral("-cert"),
                    www.filePath(QStringLiteral("cert.pem")), QStringLiteral("-key"),
                    www.filePath(QStringLiteral("key.pem")), QStringLiteral("-www"), QStringLiteral("-quiet")});
        auto stopTlsd = qScopeGuard([&] {
            tlsd.kill();
            tlsd.waitForFinished();
        });
        QTRY_VERIFY2(
            [&] {
                QTcpSocket s;
                s.connectToHost(address, tlsPort);
                return s.waitForConnected(200);
            }(),
            "openssl s_server did not start");
        const QString fetchTls = QStringLiteral("curl -sS -k -v https://%1:%2/ 2>&1").arg(address).arg(tlsPort);
        out = exec(fetchTls, &code);
        // No rule names that port yet: the gateway answers from the mocks, with a certificate of its own.
        QVERIFY2(out.contains("no stub matched GET https://" + address.toUtf8()) && out.contains("Shadowbox sandbox") &&
                     !out.contains("s_server"),
                 out.right(900).constData());
        set = cli({QStringLiteral("network"), QStringLiteral("allow"), m_sandbox.name, QStringLiteral("add"),
                   QStringLiteral("%1:%2").arg(address).arg(tlsPort)});
        QVERIFY2(set.code == 0, set.err.constData());
        out = exec(fetchTls, &code);
        QVERIFY2(code == 0 && out.contains("CN=upstream.shadowbox.test") && out.contains("s_server") &&
                     !out.contains("Shadowbox sandbox"),
                 out.constData());
        set = cli({QStringLiteral("network"), QStringLiteral("allow"), m_sandbox.name, QStringLiteral("remove"),
                   QStringLiteral("%1:%2").arg(address).arg(tlsPort)});
        QVERIFY2(set.code == 0, set.err.constData());

        // Another port of that host is not named by the rule: the mocks answer it (no stub there).
        out = exec(QStringLiteral("wget -q -O- http://%1:%2/hello.txt").arg(address).arg(port + 1), &code);
        QVERIFY2(code != 0 && !out.contains("hello from upstream"), out.constData());

        // A preset's names resolve, inside the sandbox, to the gateway's pass-through address.
        set = cli({QStringLiteral("network"), QStringLiteral("allow"), m_sandbox.name, QStringLiteral("add"),
                   QStringLiteral("--preset"), QStringLiteral("pypi")});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.out.contains("files.pythonhosted.org"), set.out.constData());
        out = exec(QStringLiteral("nslookup files.pythonhosted.org"), &code);
        QVERIFY2(code == 0 && out.contains(SandboxGateway::kPassThroughAddress), out.constData());
        out = exec(QStringLiteral("nslookup example.com"), &code);
        QVERIFY2(code != 0, out.constData());

        // A restart brings the egress side back with the gateway, made again with the addresses
        // this machine has now.
        const QString egressBefore = inspect(egress).value(QStringLiteral("Id")).toString();
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        QVERIFY(!inspect(egress)[QStringLiteral("State")][QStringLiteral("Running")].toBool(true));
        QVERIFY(manager().startBlocking(m_sandbox.id));
        const QJsonObject remade = inspect(egress);
        QVERIFY(remade.value(QStringLiteral("Id")).toString() != egressBefore);
        QStringList refused;
        const QJsonArray cmd = remade[QStringLiteral("Config")][QStringLiteral("Cmd")].toArray();
        for (qsizetype i = 0; i + 1 < cmd.size(); ++i)
            if (cmd.at(i).toString() == QLatin1String("--host-address"))
                refused << cmd.at(i + 1).toString();
        QVERIFY2(refused.contains(address), qPrintable(refused.join(u',')));
        out = exec(fetch, &code);
        QVERIFY2(code == 0 && out == "hello from upstream\n", out.constData());

        // Open, with the rule gone: this machine's address is not reached through it.
        auto opened = await(
            manager().changeNetworkPolicy(m_sandbox.id, NetworkPolicy::Open, {}, {AllowRule{address, 0, QString()}}));
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QCOMPARE(opened->networkAllow.size(), 2); // pypi's two hosts
        out = exec(fetch, &code);
        QVERIFY2(code != 0 && !out.contains("hello from upstream"), out.constData());
        log = GatewayMocks(context()).log(current(), 1);
        QVERIFY2(log && !log->isEmpty(), qPrintable(log.errorMessage()));
        ours = log->first()[QStringLiteral("shadowbox")].toObject();
        QVERIFY2(ours.value(QStringLiteral("outcome")).toString() == QLatin1String("refused") &&
                     ours.value(QStringLiteral("detail")).toString().contains(address),
                 qPrintable(QJsonDocument(ours).toJson()));

        // Back to mocks-only: the egress side stops, and nothing passes.
        auto back = await(manager().setNetworkPolicy(m_sandbox.id, NetworkPolicy::MocksOnly));
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QVERIFY(!inspect(egress)[QStringLiteral("State")][QStringLiteral("Running")].toBool(true));
        out = exec(fetch, &code);
        QVERIFY2(code != 0 && !out.contains("hello from upstream"), out.constData());
        m_egressMade = true;
        m_sandbox = current();
    }

    // Recording from inside the sandbox: plain HTTP and HTTPS (through the proxy's CONNECT) to
    // servers on this machine's address pass through the gateway, which checks the HTTPS one
    // against the roots this machine trusts (here the data folder's extra roots) and keeps what
    // they answered; the command line makes stubs of it, and with the servers gone the sandbox
    // gets the same answers from the stubs.
    void aRecordedHostBecomesStubs()
    {
        const QString address = machineAddress();
        QVERIFY2(!address.isEmpty(), "This machine has no IPv4 address but loopback.");
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        QVERIFY2(!busybox.isEmpty() && !openssl.isEmpty(),
                 "busybox and openssl are the upstreams: run scripts/setup.sh.");
        QTemporaryDir www;
        QFile page(www.filePath(QStringLiteral("price.json")));
        QVERIFY(page.open(QIODevice::WriteOnly) && page.write("{\"price\": 42}\n") > 0);
        page.close();
        QProcess req;
        req.start(openssl,
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                   QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-nodes"),
                   QStringLiteral("-keyout"), www.filePath(QStringLiteral("key.pem")), QStringLiteral("-out"),
                   www.filePath(QStringLiteral("cert.pem")), QStringLiteral("-days"), QStringLiteral("2"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=recorded.shadowbox.test"), QStringLiteral("-addext"),
                   QStringLiteral("subjectAltName=IP:") + address});
        QVERIFY2(req.waitForFinished(30'000) && req.exitCode() == 0, req.readAllStandardError().constData());
        // The upstream's certificate is one of the roots hosts outside are checked against.
        QFile::remove(context().dataDir() + QLatin1String(SandboxGateway::kExtraRootsFile));
        QVERIFY(QFile::copy(www.filePath(QStringLiteral("cert.pem")),
                            context().dataDir() + QLatin1String(SandboxGateway::kExtraRootsFile)));
        QVERIFY(manager().stopBlocking(m_sandbox.id));
        QVERIFY(manager().startBlocking(m_sandbox.id));

        quint16 port = 0;
        quint16 tlsPort = 0;
        {
            QTcpServer one;
            QTcpServer two;
            QVERIFY(one.listen(QHostAddress(address)) && two.listen(QHostAddress(address)));
            port = one.serverPort();
            tlsPort = two.serverPort();
        }
        QProcess httpd;
        httpd.start(busybox, {QStringLiteral("httpd"), QStringLiteral("-f"), QStringLiteral("-p"),
                              QStringLiteral("%1:%2").arg(address).arg(port), QStringLiteral("-h"), www.path()});
        QProcess tlsd;
        tlsd.start(openssl,
                   {QStringLiteral("s_server"), QStringLiteral("-accept"),
                    QStringLiteral("%1:%2").arg(address).arg(tlsPort), QStringLiteral("-cert"),
                    www.filePath(QStringLiteral("cert.pem")), QStringLiteral("-key"),
                    www.filePath(QStringLiteral("key.pem")), QStringLiteral("-www"), QStringLiteral("-quiet")});
        auto stopServers = qScopeGuard([&] {
            for (QProcess *p : {&httpd, &tlsd}) {
                p->kill();
                p->waitForFinished();
            }
        });
        for (const quint16 p : {port, tlsPort})
            QTRY_VERIFY2(
                [&] {
                    QTcpSocket s;
                    s.connectToHost(address, p);
                    return s.waitForConnected(200);
                }(),
                "an upstream server did not start");

        const QString plainHost = QStringLiteral("%1:%2").arg(address).arg(port);
        const QString tlsHost = QStringLiteral("%1:%2").arg(address).arg(tlsPort);
        CliOutcome set = cli({QStringLiteral("network"), QStringLiteral("record"), m_sandbox.name, plainHost, tlsHost});
        QVERIFY2(set.code == 0, set.err.constData());
        QVERIFY2(set.err.contains("nothing is recorded"), set.err.constData()); // still mocks-only
        set = cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("allowlist")});
        QVERIFY2(set.code == 0, set.err.constData());
        const QList<AllowRule> rules = current().networkAllow;
        QVERIFY(rules.contains(AllowRule{address, port, QString(), true}));
        QVERIFY(rules.contains(AllowRule{address, tlsPort, QString(), true}));

        const QString fetchPlain = QStringLiteral("wget -q -O- http://%1/price.json").arg(plainHost);
        // Through the proxy's CONNECT; the answer's certificate is the gateway's, which the sandbox trusts.
        const QString fetchTls = QStringLiteral("curl -sS https://%1/ 2>&1").arg(tlsHost);
        int code = -1;
        QByteArray out = exec(fetchPlain, &code);
        QVERIFY2(code == 0 && out == "{\"price\": 42}\n", out.constData());
        out = exec(fetchTls, &code);
        QVERIFY2(code == 0 && out.contains("s_server"), out.constData());
        auto log = GatewayMocks(context()).log(current(), 1);
        QVERIFY2(log && !log->isEmpty(), qPrintable(log.errorMessage()));
        QVERIFY2(log->first()[QStringLiteral("shadowbox")][QStringLiteral("detail")].toString().startsWith(
                     QLatin1String("recorded")),
                 qPrintable(QJsonDocument(log->first().toObject()).toJson()));

        CliOutcome recorded = cli({QStringLiteral("mocks"), QStringLiteral("recorded"), m_sandbox.name});
        QVERIFY2(recorded.code == 0 && recorded.out.contains("/price.json") && recorded.out.contains("https://"),
                 recorded.out.constData());
        const QStringList before = liveStubNames();
        CliOutcome shown = cli({QStringLiteral("mocks"), QStringLiteral("keep-recorded"), m_sandbox.name,
                                QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(shown.code == 0, shown.err.constData());
        QCOMPARE(shown.json().array().size(), 2);
        QCOMPARE(liveStubNames(), before); // only shown
        CliOutcome kept = cli({QStringLiteral("mocks"), QStringLiteral("keep-recorded"), m_sandbox.name});
        QVERIFY2(kept.code == 0 && kept.out.contains("2 stubs made"), kept.out.constData());
        QCOMPARE(liveStubNames().size(), before.size() + 2);
        QCOMPARE(keptStubNames(), liveStubNames()); // the database keeps them
        recorded = cli({QStringLiteral("mocks"), QStringLiteral("recorded"), m_sandbox.name});
        QVERIFY2(recorded.out.contains("Nothing recorded"), recorded.out.constData());

        // The servers gone, the sandbox gets the same answers from the stubs.
        stopServers.dismiss();
        for (QProcess *p : {&httpd, &tlsd}) {
            p->kill();
            p->waitForFinished();
        }
        out = exec(fetchPlain, &code);
        QVERIFY2(code == 0 && out == "{\"price\": 42}\n", out.constData());
        out = exec(fetchTls, &code);
        QVERIFY2(code == 0 && out.contains("s_server"), out.constData());
        log = GatewayMocks(context()).log(current(), 1);
        QVERIFY2(log && !log->isEmpty(), qPrintable(log.errorMessage()));
        QCOMPARE(log->first()[QStringLiteral("shadowbox")][QStringLiteral("outcome")].toString(),
                 QStringLiteral("matched"));

        // Put back as it was: no recorded stubs, no rules for the servers, mocks-only.
        auto listed = GatewayMocks(context()).list(current());
        QVERIFY(listed);
        for (const QJsonValue &stub : std::as_const(*listed)) {
            if (!before.contains(stub[QStringLiteral("name")].toString()))
                QVERIFY(GatewayMocks(context()).remove(current(), stub[QStringLiteral("id")].toString()));
        }
        auto back = await(manager().changeNetworkPolicy(m_sandbox.id, NetworkPolicy::MocksOnly, {},
                                                        {AllowRule{address, 0, QString()}}));
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QVERIFY(QFile::remove(context().dataDir() + QLatin1String(SandboxGateway::kExtraRootsFile)));
        m_sandbox = current();
    }

    void twoProcessesEditTheAllowlistAtOnce()
    {
        // Each adds its own rules at the same moment; neither edit is lost, in the database or in
        // what the gateway enforces.
        const QList<AllowRule> before = current().networkAllow;
        QList<std::shared_ptr<QProcess>> editors;
        for (const QString &host : {QStringLiteral("one.example.com:443"), QStringLiteral("two.example.com:443"),
                                    QStringLiteral("three.example.com:8443")}) {
            auto editor = std::make_shared<QProcess>();
            editor->setProcessEnvironment(cliEnvironment());
            editor->start(QStringLiteral(SHADOWBOX_BINARY), {QStringLiteral("network"), QStringLiteral("allow"),
                                                             m_sandbox.name, QStringLiteral("add"), host});
            editors << editor;
        }
        for (const auto &editor : std::as_const(editors)) {
            QVERIFY(editor->waitForFinished(60'000));
            QVERIFY2(editor->exitCode() == 0, editor->readAllStandardError().constData());
        }
        const SandboxRecord now = current();
        QCOMPARE(now.networkAllow.size(), before.size() + 3);
        for (const AllowRule &rule : {AllowRule{QStringLiteral("one.example.com"), 443, {}},
                                      AllowRule{QStringLiteral("two.example.com"), 443, {}},
                                      AllowRule{QStringLiteral("three.example.com"), 8443, {}}})
            QVERIFY2(now.networkAllow.contains(rule), qPrintable(rule.text()));
        auto inForce = GatewayMocks(context()).inForce(now);
        QVERIFY2(inForce, qPrintable(inForce.errorMessage()));
        QCOMPARE(inForce->allow, now.networkAllow);
        // Taken out again, by host, from this process.
        auto back = await(manager().changeNetworkPolicy(m_sandbox.id, std::nullopt, {},
                                                        {AllowRule{QStringLiteral("one.example.com"), 0, {}},
                                                         AllowRule{QStringLiteral("two.example.com"), 0, {}},
                                                         AllowRule{QStringLiteral("three.example.com"), 0, {}}}));
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QCOMPARE(back->networkAllow, before);
        m_sandbox = current();
    }

    void twoProcessesSetThePolicyAtOnce()
    {
        // One lets hosts through, the other nothing at all: whichever came last is the policy, in
        // the database, in what the gateway enforces and in whether the egress side runs.
        const NetworkPolicy before = current().networkPolicy;
        QList<std::shared_ptr<QProcess>> setters;
        for (const QString &word : {QStringLiteral("allowlist"), QStringLiteral("none")}) {
            auto setter = std::make_shared<QProcess>();
            setter->setProcessEnvironment(cliEnvironment());
            setter->start(QStringLiteral(SHADOWBOX_BINARY),
                          {QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, word});
            setters << setter;
        }
        for (const auto &setter : std::as_const(setters)) {
            QVERIFY(setter->waitForFinished(60'000));
            QVERIFY2(setter->exitCode() == 0, setter->readAllStandardError().constData());
        }
        const SandboxRecord now = current();
        QVERIFY2(now.networkPolicy == NetworkPolicy::Allowlist || now.networkPolicy == NetworkPolicy::None,
                 qPrintable(networkPolicyName(now.networkPolicy)));
        auto inForce = GatewayMocks(context()).inForce(now);
        QVERIFY2(inForce, qPrintable(inForce.errorMessage()));
        QCOMPARE(networkPolicyName(inForce->policy), networkPolicyName(now.networkPolicy));
        const bool egress =
            inspect(SandboxGateway::egressName(now))[QStringLiteral("State")][QStringLiteral("Running")].toBool();
        QCOMPARE(egress, now.networkPolicy == NetworkPolicy::Allowlist);
        auto back = GatewayMocks(context()).setPolicy(now, before);
        QVERIFY2(back, qPrintable(back.errorMessage()));
        m_sandbox = *back;
    }

    void aPolicyChangeCutShortByKillIsUndoneAtTheNextReconcile()
    {
        // As a process killed halfway through `network policy NAME allowlist` leaves it: the gateway
        // enforces allowlist and the egress side runs, while the database, and so every window,
        // still says mocks-only.
        const SandboxRecord before = current();
        QCOMPARE(networkPolicyName(before.networkPolicy), QStringLiteral("mocks-only"));
        const SandboxGateway gateway(context());
        const GatewayMocks mocks(context());
        {
            QFile unsaved(gateway.policyUnsavedOf(before.id));
            QVERIFY(unsaved.open(QIODevice::WriteOnly));
        }
        QVERIFY(gateway.startEgress(before, CallOptions::withTimeout(60'000)));
        QVERIFY(gateway.writePolicy(before, NetworkPolicy::Allowlist, before.networkAllow, before.networkMockServer));
        const auto enforced = [&] {
            auto now = mocks.inForce(current());
            return now ? networkPolicyName(now->policy) : now.errorMessage();
        };
        const auto egressRuns = [&] {
            return inspect(SandboxGateway::egressName(before))[QStringLiteral("State")][QStringLiteral("Running")]
                .toBool();
        };
        QTRY_COMPARE_WITH_TIMEOUT(enforced(), QStringLiteral("allowlist"), 10'000);
        // The next reconcile (as the window's start and `sandbox reconcile` run it) puts the
        // database's policy back in force, and says so.
        CliOutcome reconciled = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(reconciled.code == 0, reconciled.err.constData());
        QVERIFY2(reconciled.out.contains("network  " + before.id.toUtf8() +
                                         ": a change of its network had been cut short; its gateway enforces the "
                                         "policy Shadowbox shows again"),
                 reconciled.out.constData());
        QCOMPARE(enforced(), QStringLiteral("mocks-only"));
        QVERIFY(!egressRuns());
        QVERIFY(!QFile::exists(gateway.policyUnsavedOf(before.id)));
        reconciled = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(!(reconciled.out + reconciled.err).contains("cut short"), reconciled.out.constData());

        // Real kills, spread over a change: whatever each left, the reconcile after it makes the
        // gateway and the database agree.
        QElapsedTimer whole;
        whole.start();
        CliOutcome timing =
            cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("allowlist")});
        QCOMPARE(timing.code, 0);
        const qint64 ms = qMax<qint64>(whole.elapsed(), 100);
        QVERIFY(mocks.setPolicy(current(), NetworkPolicy::MocksOnly));
        const int trials = 8;
        int cutShort = 0;
        for (int trial = 0; trial < trials; ++trial) {
            QProcess p;
            p.setProcessEnvironment(cliEnvironment());
            p.start(QStringLiteral(SHADOWBOX_BINARY),
                    {QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("allowlist")});
            QVERIFY(p.waitForStarted());
            QThread::msleep(ms * (trial + 2) / (trials + 2));
            signalProcess(p, SIGKILL);
            QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10'000));
            const QString shown = networkPolicyName(current().networkPolicy);
            cutShort += enforced() != shown ? 1 : 0;
            reconciled = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
            QVERIFY2(reconciled.code == 0, reconciled.err.constData());
            const SandboxRecord now = current();
            QCOMPARE(enforced(), networkPolicyName(now.networkPolicy));
            QCOMPARE(egressRuns(), now.networkPolicy == NetworkPolicy::Allowlist);
            QVERIFY(mocks.setPolicy(now, NetworkPolicy::MocksOnly));
        }
        qInfo("%d of %d kills over a %lld ms change left the gateway enforcing what the database did not say", cutShort,
              trials, ms);
        m_sandbox = current();
    }

    void twoProcessesSetTheMockServerAtOnce()
    {
        // The last one to set it wins, in the database, in what the gateway enforces and in the
        // container Shadowbox runs it in alike; the names either gave resolve, each on an address
        // of its own.
        QList<std::shared_ptr<QProcess>> setters;
        for (const QString &where : {QStringLiteral("127.0.1.1:8081"), QStringLiteral("127.0.1.2:8082")}) {
            auto setter = std::make_shared<QProcess>();
            setter->setProcessEnvironment(cliEnvironment());
            setter->start(QStringLiteral(SHADOWBOX_BINARY),
                          QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name, where,
                                      QStringLiteral("--host"),
                                      QStringLiteral("port%1.at-once.test").arg(where.right(4)),
                                      QStringLiteral("--image"), starter::reference()} +
                              httpdServer());
            setters << setter;
        }
        for (const auto &setter : std::as_const(setters)) {
            QVERIFY(setter->waitForFinished(60'000));
            const QByteArray said = setter->readAllStandardError();
            QVERIFY2(setter->exitCode() == 0, said.constData());
            // Nothing listens there: that is said, and is no failure.
            QVERIFY2(said.contains("does not answer as WireMock's admin API does") &&
                         said.contains("Only the names given resolve to it"),
                     said.constData());
        }
        const SandboxRecord now = current();
        auto off = qScopeGuard([this] {
            GatewayMocks::PolicyChange change;
            change.mockServer = std::optional<MockServer>();
            QVERIFY(GatewayMocks(context()).changePolicy(current(), change));
            m_sandbox = current();
        });
        QVERIFY(now.networkMockServer);
        QVERIFY2(now.networkMockServer->port == 8081 || now.networkMockServer->port == 8082,
                 qPrintable(now.networkMockServer->text()));
        auto inForce = GatewayMocks(context()).inForce(now);
        QVERIFY2(inForce && inForce->mockServer, qPrintable(inForce ? QString() : inForce.errorMessage()));
        QCOMPARE(inForce->mockServer->port, now.networkMockServer->port);
        QCOMPARE(inForce->mockServer->address, now.networkMockServer->address);
        // One container, running what the database says.
        const QJsonObject server = inspect(SandboxGateway::mockServerName(now));
        QVERIFY(server[QStringLiteral("State")][QStringLiteral("Running")].toBool());
        QCOMPARE(mockServerPort(server[QStringLiteral("Id")].toString()), now.networkMockServer->port);
        int code = -1;
        const QByteArray out = exec(QStringLiteral("printf 'GET /v1/charges HTTP/1.0\\r\\nHost: x\\r\\n\\r\\n' | "
                                                   "nc -w 5 %1 %2")
                                        .arg(now.networkMockServer->address)
                                        .arg(now.networkMockServer->port),
                                    &code);
        QVERIFY2(out.startsWith("HTTP/1.1 200 OK") && out.contains(now.networkMockServer->address.toUtf8()),
                 out.constData());
        const auto names = SandboxGateway(context()).mockedHosts(m_sandbox.id);
        QVERIFY2(names, qPrintable(names.errorMessage()));
        QVERIFY(names->contains(QStringLiteral("port8081.at-once.test")));
        QVERIFY(names->contains(QStringLiteral("port8082.at-once.test")));
        const QList<QString> addresses = names->values();
        QCOMPARE(QSet<QString>(addresses.cbegin(), addresses.cend()).size(), addresses.size());
    }

    void aMockServerChangeCutShortByKillIsUndoneAtTheNextReconcile()
    {
        // The sandbox's mock server answers on 127.0.1.1:8081. A process putting another in its
        // place (127.0.1.2:8082, which takes seconds to answer) is killed while it waits for it: the
        // new one's container has taken the old one's place, while the database and the gateway
        // still send the mocked hosts to 127.0.1.1:8081, where nothing listens any more.
        const CliOutcome first =
            cli(QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                            QStringLiteral("127.0.1.1:8081"), QStringLiteral("--host"),
                            QStringLiteral("first.cut-short.test"), QStringLiteral("--image"), starter::reference()} +
                httpdServer());
        QVERIFY2(first.code == 0, first.err.constData());
        auto off = qScopeGuard([this] {
            GatewayMocks::PolicyChange change;
            change.mockServer = std::optional<MockServer>();
            QVERIFY(GatewayMocks(context()).changePolicy(current(), change));
            m_sandbox = current();
        });
        const SandboxGateway gateway(context());
        const QString server = SandboxGateway::mockServerName(current());
        QStringList slow = httpdServer();
        slow.last().replace(QStringLiteral("trap 'exit 0' TERM; "),
                            QStringLiteral("trap 'exit 0' TERM; sleep 5 & wait; "));
        QProcess second;
        second.setProcessEnvironment(cliEnvironment());
        second.start(QStringLiteral(SHADOWBOX_BINARY),
                     QStringList{QStringLiteral("network"), QStringLiteral("mock-server"), m_sandbox.name,
                                 QStringLiteral("127.0.1.2:8082"), QStringLiteral("--host"),
                                 QStringLiteral("second.cut-short.test"), QStringLiteral("--image"),
                                 starter::reference()} +
                         slow);
        QVERIFY(second.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(inspect(server)[QStringLiteral("State")][QStringLiteral("Running")].toBool() &&
                                     mockServerPort(server) == 8082,
                                 20'000);
        QVERIFY2(second.state() == QProcess::Running, second.readAllStandardError().constData());
        signalProcess(second, SIGKILL);
        QVERIFY(second.waitForFinished(10'000));
        QVERIFY(QFile::exists(gateway.policyUnsavedOf(m_sandbox.id)));
        QCOMPARE(current().networkMockServer->port, 8081);

        // The next reconcile puts the database's server back: its container, answering.
        const CliOutcome reconciled = cli({QStringLiteral("sandbox"), QStringLiteral("reconcile")});
        QVERIFY2(reconciled.code == 0, reconciled.err.constData());
        QVERIFY2(reconciled.out.contains("network  " + m_sandbox.id.toUtf8() +
                                         ": a change of its network had been "
                                         "cut short"),
                 reconciled.out.constData());
        QVERIFY(!QFile::exists(gateway.policyUnsavedOf(m_sandbox.id)));
        const QJsonObject container = inspect(server);
        QVERIFY(container[QStringLiteral("State")][QStringLiteral("Running")].toBool());
        QCOMPARE(mockServerPort(server), 8081);
        auto inForce = GatewayMocks(context()).inForce(current());
        QVERIFY2(inForce && inForce->mockServer, qPrintable(inForce ? QString() : inForce.errorMessage()));
        QCOMPARE(inForce->mockServer->port, 8081);
        int code = -1;
        const QByteArray out =
            exec(QStringLiteral("curl -sS --noproxy '*' http://first.cut-short.test/v1/charges 2>&1"), &code);
        QVERIFY2(code == 0 && out.contains("from the container on 127.0.1.1"), out.constData());
    }

    void imagesOfEarlierGatewayBuildsGoWhenUnused()
    {
        // Two images as earlier builds would have left them: one nothing uses, one a stopped
        // container still does.
        const EngineClient &client = *m_engine->client;
        const CallOptions options = CallOptions::withTimeout(60'000);
        const QString repository = QLatin1String(gatewayimage::kRepository);
        for (const char *tag : {"00000000000000aa", "00000000000000bb"}) {
            ImageArchive tar;
            tar.addFile("shadowbox-gateway", QByteArray("#!/bin/sh\n# build ") + tag + '\n', 0755);
            auto bytes = tar.finish();
            QVERIFY(bytes);
            QVERIFY(client.importImage(*bytes, repository, QString::fromLatin1(tag), {}, options));
        }
        ContainerSpec user;
        user.name = QStringLiteral("shadowbox-test-earlier-gateway");
        user.image = repository + QStringLiteral(":00000000000000bb");
        user.cmd = {QStringLiteral("/shadowbox-gateway")};
        user.labels = {{QLatin1String(kSandboxLabel), QStringLiteral("earlier-gateway-test")}};
        auto made = client.createContainer(user, options);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        auto cleanup = qScopeGuard([&] {
            (void)client.removeContainer(*made, options);
            (void)client.removeImage(repository + QStringLiteral(":00000000000000bb"), options);
            (void)client.removeImage(repository + QStringLiteral(":00000000000000aa"), options);
        });
        auto current = gatewayimage::ensureImage(client, options);
        QVERIFY2(current, qPrintable(current.errorMessage()));
        gatewayimage::removeEarlierBuilds(client, *current, options);
        QCOMPARE(client.imageExists(repository + QStringLiteral(":00000000000000aa"), options).value(), false);
        QCOMPARE(client.imageExists(repository + QStringLiteral(":00000000000000bb"), options).value(), true);
        QCOMPARE(client.imageExists(*current, options).value(), true);
        // The running sandbox's gateway and egress side keep theirs.
        QVERIFY(inspect(SandboxGateway::gatewayName(m_sandbox))[QStringLiteral("State")][QStringLiteral("Running")]
                    .toBool());
    }

    // A sandbox's gateway has an address for each of kHostAddresses mocked hosts. Stubs for one
    // more host than that are refused whole; names whose stubs are gone give their addresses back
    // to new ones, and resolve to nothing from then on.
    void namesNoStubNeedsGiveTheirAddressesBack()
    {
        auto created = manager().createBlocking(request(NetworkMode::Gateway), CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        auto destroy = qScopeGuard([&] { destroyClean(created->id); });
        const GatewayMocks mocks(context());
        const SandboxGateway gateway(context());
        const auto stubsFor = [](const QString &kind, int from, int to) {
            QJsonArray list;
            for (int i = from; i < to; ++i)
                list.append(QJsonObject{{QStringLiteral("request"),
                                         QJsonObject{{QStringLiteral("method"), QStringLiteral("GET")},
                                                     {QStringLiteral("host"),
                                                      QJsonObject{{QStringLiteral("equalTo"),
                                                                   QStringLiteral("h%1.%2.test").arg(i).arg(kind)}}},
                                                     {QStringLiteral("urlPath"), QStringLiteral("/")}}},
                                        {QStringLiteral("response"), QJsonObject{{QStringLiteral("status"), 200},
                                                                                 {QStringLiteral("body"), kind}}}});
            return QJsonDocument(QJsonObject{{QStringLiteral("mappings"), list}}).toJson(QJsonDocument::Compact);
        };
        const auto names = [&] {
            auto hosts = gateway.mockedHosts(created->id);
            return hosts ? hosts->keys() : QStringList{hosts.errorMessage()};
        };
        const auto stubCount = [&] {
            auto listed = mocks.list(*context().find(created->id));
            return listed ? int(listed->size()) : -1;
        };
        const int all = SandboxGateway::kHostAddresses;
        auto first = mocks.add(*context().find(created->id), stubsFor(QStringLiteral("first"), 0, all));
        QVERIFY2(first, qPrintable(first.errorMessage()));
        QCOMPARE(names().size(), all);

        // One host more, while every name is still needed: refused, and nothing changed.
        auto more = mocks.add(*context().find(created->id), stubsFor(QStringLiteral("more"), 0, 1));
        QVERIFY(!more);
        QVERIFY2(more.errorMessage().contains(QStringLiteral("would mock more than %1 hosts").arg(all)),
                 qPrintable(more.errorMessage()));
        QCOMPARE(stubCount(), all);
        QVERIFY(!names().contains(QStringLiteral("h0.more.test")));

        // Ten stubs go: their names make room for ten new hosts.
        for (int i = 0; i < 10; ++i)
            QVERIFY(mocks.remove(*context().find(created->id), first->at(i)[QStringLiteral("id")].toString()));
        auto second = mocks.add(*context().find(created->id), stubsFor(QStringLiteral("second"), 0, 10));
        QVERIFY2(second, qPrintable(second.errorMessage()));
        const QStringList now = names();
        QCOMPARE(now.size(), all);
        QVERIFY(now.contains(QStringLiteral("h9.second.test")) && now.contains(QStringLiteral("h10.first.test")));
        QVERIFY(!now.contains(QStringLiteral("h0.first.test")));
        int code = -1;
        QByteArray out = exec(QStringLiteral("wget -Y off -qO- http://h9.second.test/"), &code, created->id);
        QVERIFY2(code == 0 && out == "second", out.constData());
        out = exec(QStringLiteral("wget -Y off -qO- http://h0.first.test/ 2>&1"), &code, created->id);
        QVERIFY2(code != 0 && out.contains("bad address"), out.constData());
    }

    void aHarRecordingBecomesStubs()
    {
        // The command line imports a browser's recording; inside, the recorded form post is
        // answered as it was, and the left-out entries are named.
        const CliOutcome imported = cli({QStringLiteral("mocks"), QStringLiteral("import"), m_sandbox.name,
                                         QStringLiteral(SHADOWBOX_HAR_DIR "/recording.har")});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QVERIFY2(imported.out.contains("4 stub"), imported.out.constData());
        QVERIFY2(imported.err.contains("Entry 5") && imported.err.contains("Entry 7"), imported.err.constData());
        int code = -1;
        const QByteArray hosts = exec(QStringLiteral("cat /etc/hosts"), &code);
        QVERIFY2(hosts.contains(" forms.example.com") && hosts.contains(" cdn.example.com"), hosts.constData());
        const QByteArray posted =
            exec(QStringLiteral("printf 'POST /submit?x=1 HTTP/1.0\\r\\nHost: forms.example.com\\r\\n"
                                "Content-Length: 7\\r\\n\\r\\na=b&c=d' | nc -w 5 forms.example.com 80"),
                 &code);
        QVERIFY2(posted.startsWith("HTTP/1.0 302") && posted.contains("Location: /done"), posted.constData());
    }

    // The command line with the gateway's own stubs: a WireMock mappings file imported, listed,
    // answering, exported as it was written; a broken file adds nothing and says why; the open
    // policy is set with a warning.
    void theCommandLineKeepsWireMockMappingFiles()
    {
        QTemporaryDir files;
        const QString file = files.filePath(QStringLiteral("stripe.json"));
        const QByteArray mapping = R"({"mappings": [
            {"id": "5b7f0c1e-8a2d-4c3b-9e6f-1d2c3b4a5f60", "name": "refunds",
             "request": {"method": "GET", "host": "files.stripe.test", "urlPath": "/v1/refunds"},
             "response": {"status": 200, "jsonBody": {"object": "list", "data": []}}},
            {"id": "6c8a1d2f-9b3e-4d4c-8f70-2e3d4c5b6a71", "name": "create refund", "priority": 2,
             "request": {"method": "POST", "host": "files.stripe.test", "urlPath": "/v1/refunds",
                         "bodyPatterns": [{"equalToJson": {"charge": "ch_1"}}]},
             "response": {"status": 201, "body": "created"}}]})";
        QFile written(file);
        QVERIFY(written.open(QIODevice::WriteOnly) && written.write(mapping) == mapping.size());
        written.close();
        const QStringList before = liveStubNames();
        const auto removeThem = qScopeGuard([this] {
            const GatewayMocks mocks(context());
            for (const char *id : {"5b7f0c1e-8a2d-4c3b-9e6f-1d2c3b4a5f60", "6c8a1d2f-9b3e-4d4c-8f70-2e3d4c5b6a71"})
                (void)mocks.remove(current(), QString::fromLatin1(id));
        });

        const CliOutcome imported = cli({QStringLiteral("mocks"), QStringLiteral("import"), m_sandbox.name, file});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QVERIFY2(imported.out.contains("2 stubs added to " + m_sandbox.name.toUtf8()) &&
                     imported.out.contains("GET files.stripe.test urlPath /v1/refunds → 200  (refunds)"),
                 imported.out.constData());
        const CliOutcome listed = cli({QStringLiteral("mocks"), QStringLiteral("list"), m_sandbox.name});
        QVERIFY2(listed.code == 0 && listed.out.contains("(refunds)") && listed.out.contains("(create refund)") &&
                     listed.out.contains("POST files.stripe.test urlPath /v1/refunds → 201"),
                 listed.out.constData());
        QCOMPARE(liveStubNames().size(), before.size() + 2);

        int code = -1;
        const QByteArray refund =
            exec(QStringLiteral("printf 'POST /v1/refunds HTTP/1.0\\r\\nHost: files.stripe.test\\r\\n"
                                "Content-Length: 17\\r\\n\\r\\n{\"charge\":\"ch_1\"}' | nc -w 5 files.stripe.test 80"),
                 &code);
        QVERIFY2(refund.startsWith("HTTP/1.0 201") && refund.endsWith("created"), refund.constData());

        // Exported, each stub is as the file had it: same id, request and response.
        const CliOutcome exported = cli({QStringLiteral("mocks"), QStringLiteral("export"), m_sandbox.name});
        QVERIFY2(exported.code == 0, exported.err.constData());
        QJsonObject original;
        for (const QJsonValue &stub :
             QJsonDocument::fromJson(mapping).object().value(QStringLiteral("mappings")).toArray())
            original.insert(stub[QStringLiteral("id")].toString(), stub);
        int found = 0;
        for (const QJsonValue &stub : exported.json().object().value(QStringLiteral("mappings")).toArray()) {
            const QJsonObject wanted = original.value(stub[QStringLiteral("id")].toString()).toObject();
            if (wanted.isEmpty())
                continue;
            ++found;
            QCOMPARE(stub[QStringLiteral("request")].toObject(), wanted.value(QStringLiteral("request")).toObject());
            QCOMPARE(stub[QStringLiteral("response")].toObject(), wanted.value(QStringLiteral("response")).toObject());
        }
        QCOMPARE(found, 2);

        // A file with one broken stub adds none of it, and the message names the file and the cause.
        const QString broken = files.filePath(QStringLiteral("broken.json"));
        QFile bad(broken);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        // (A plain string: moc loses its way in a raw string with "([" in it.)
        bad.write("{\"mappings\": [{\"name\": \"fine\", \"request\": {\"urlPath\": \"/fine\"}, \"response\": {}}, "
                  "{\"name\": \"bad\", \"request\": {\"urlPattern\": \"/a/([\"}, \"response\": {}}]}");
        bad.close();
        const CliOutcome refused = cli({QStringLiteral("mocks"), QStringLiteral("import"), m_sandbox.name, broken});
        QVERIFY2(refused.code != 0 && refused.err.contains("regular expression"), refused.err.constData());
        QCOMPARE(liveStubNames().size(), before.size() + 2);

        // The open policy comes with a warning on stderr; going back says nothing of the kind.
        CliOutcome policy =
            cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("open")});
        const auto back = qScopeGuard([this] {
            (void)cli(
                {QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("mocks-only")});
            m_sandbox = current();
        });
        QVERIFY2(policy.code == 0 && policy.out.contains("network policy open (was mocks-only)") &&
                     policy.err.contains("Warning: every host that is not mocked can now be reached"),
                 (policy.out + policy.err).constData());
        policy =
            cli({QStringLiteral("network"), QStringLiteral("policy"), m_sandbox.name, QStringLiteral("mocks-only")});
        QVERIFY2(policy.code == 0 && !policy.err.contains("Warning"), (policy.out + policy.err).constData());
        QCOMPARE(current().networkPolicy, NetworkPolicy::MocksOnly);
    }

    void aGatewayThatCannotStartLeavesNothing()
    {
        // A program that ends at once in place of the gateway (busybox, called by a name it has no
        // applet for): the creation says so and undoes itself.
        const QString busybox = QStringLiteral("/bin/busybox");
        QVERIFY2(QFileInfo(busybox).isExecutable(), "busybox-static is not installed: run scripts/setup.sh");
        qputenv("SHADOWBOX_GATEWAY_BINARY", busybox.toLocal8Bit());
        const auto restore = qScopeGuard([] { qunsetenv("SHADOWBOX_GATEWAY_BINARY"); });
        ScratchRepo repo;
        CreateRequest r = request(NetworkMode::Gateway);
        r.repository = repo.path();
        r.name = QStringLiteral("gateway-that-fails");
        auto created = manager().createBlocking(r, CancelToken());
        QVERIFY(!created);
        QVERIFY2(created.errorMessage().contains(QLatin1String("stopped as it started")) &&
                     created.errorMessage().contains(busybox),
                 qPrintable(created.errorMessage()));
        auto all = await(m_session->store()->sandboxes(true));
        QVERIFY(all);
        int found = 0;
        for (const SandboxRecord &record : std::as_const(*all)) {
            if (record.name != r.name)
                continue;
            ++found;
            auto left = m_engine->client->listContainers(QStringLiteral("io.shadowbox.sandbox=") + record.id, {});
            QVERIFY(left && left->isEmpty());
            QVERIFY(!QDir(SandboxGateway(context()).folderOf(record.id)).exists());
            QVERIFY(!QFileInfo::exists(record.workspace));
        }
        // The record the creation made, kept as destroyed (or none at all, if it never got one).
        QVERIFY(found <= 1);
        const QStringList gateways =
            QDir(m_root.filePath(QStringLiteral("data/gateways"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(gateways, QStringList{m_sandbox.id});
    }

    void withoutANetworkNothingAnswers()
    {
        ScratchRepo repo;
        CreateRequest r = request(NetworkMode::None);
        r.repository = repo.path();
        auto created = manager().createBlocking(r, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));
        int code = -1;
        const QByteArray out = exec(QStringLiteral("nslookup api.stripe.com; ") + kAskCharges, &code, created->id);
        QVERIFY(code != 0);
        QVERIFY2(!out.contains("HTTP/1.0"), out.constData());
        QVERIFY(inspect(SandboxGateway::gatewayName(*created)).isEmpty());
        const GatewayMocks mocks(context());
        auto refused = mocks.add(*created, kStub);
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("no network gateway")),
                 qPrintable(refused.errorMessage()));
        auto noPolicy = mocks.setPolicy(*created, NetworkPolicy::MocksOnly);
        QVERIFY(!noPolicy);
        QVERIFY2(noPolicy.errorMessage().contains(QStringLiteral("stays none")), qPrintable(noPolicy.errorMessage()));
        QCOMPARE(created->networkPolicy, NetworkPolicy::None);
        auto proof = manager().destroyBlocking(created->id);
        QVERIFY2(proof && proof->clean(), qPrintable(proof ? proof->summary() : proof.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(GatewaySandboxTest)
#include "tst_gateway_sandbox.moc"
