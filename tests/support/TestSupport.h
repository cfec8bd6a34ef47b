#pragma once

#include "core/Result.h"
#include "runtime/EngineConnector.h"
#include "sandbox/CommandRunner.h"

#include <QFuture>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSemaphore>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <mutex>

namespace shadowbox {
class SandboxManager;
}

namespace shadowbox::test {

// Holds a creation at one of its progress points (by percent, which does not depend on the
// language) on the worker doing it, until released: lets a test act while a creation is in a known
// state. Attach before starting the creation.
class CreationPause {
public:
    explicit CreationPause(int percent)
        : m_percent(percent)
    {
    }
    ~CreationPause() { release(); }
    void attach(SandboxManager *manager);
    bool reached() const { return m_reached; }
    QString sandboxId() const;
    void release();

private:
    int m_percent;
    std::atomic_bool m_reached = false;
    std::atomic_bool m_released = false;
    QString m_id;
    QSemaphore m_release;
};

// Collects what a command run in a sandbox printed, from the worker that streams it.
struct Output {
    std::mutex mutex;
    QByteArray out;
    QByteArray err;
    OutputSink sink()
    {
        return [this](OutputChannel c, const QByteArray &data) {
            std::lock_guard lock(mutex);
            (c == OutputChannel::Stderr ? err : out).append(data);
        };
    }
};

// A throw-away git repository with a first commit; removed when the object goes away.
class ScratchRepo {
public:
    ScratchRepo();
    QString path() const { return m_dir.path(); }
    void write(const QString &relativePath, const QByteArray &content);
    // Runs git in the repository; QFAIL-style failures are reported through the return value.
    bool git(const QStringList &args, QByteArray *output = nullptr);
    bool commitAll(const QString &message = QStringLiteral("commit"));

private:
    QTemporaryDir m_dir;
};

// The engine the test run was pointed at (SHADOWBOX_ENGINE, set by CTest for integration tests),
// with the starter image present. In CI an engine that cannot be reached is a failure.
Result<ConnectedEngine> connectTestEngine();
QString testEngineName(); // "podman" or "docker", from SHADOWBOX_TEST_ENGINE
// This machine's first IPv4 address that is neither loopback nor link-local (where a test's
// upstream servers listen for a sandbox to reach through its gateway), or empty.
QString machineAddress();

// An image for TLS from inside a sandbox, made offline (no registry is reachable in CI): the
// starter's busybox, this machine's curl with every library it loads (Debian's packages, installed
// by scripts/setup.sh), and this machine's public roots at /etc/ssl/public-roots.pem, which do not
// include a sandbox's CA. Made once per engine; its reference, or why it could not be made.
Result<QString> ensureTlsClientImage(const EngineClient &client);
// Busybox and curl with a Debian-style system trust store (the public roots in
// /etc/ssl/certs/ca-certificates.crt, where curl looks by default) and, `withTools`, the rest of
// Debian's ca-certificates: its list, its certificates and update-ca-certificates (a shell script,
// with openssl to run it). Imported once per engine.
Result<QString> ensureTrustStoreImage(const EngineClient &client, bool withTools);
// A WireMock image made the same way: the starter's busybox, this machine's Java runtime at its
// own path (with every library it loads), the WireMock jar at /opt/wiremock/wiremock.jar and
// `mapping` at /opt/wiremock/mappings/mapping.json. It has no entry point: the container's command
// runs java.
Result<QString> ensureWireMockImage(const EngineClient &client, const QString &jar, const QByteArray &mapping);
// This machine's Java runtime with keytool, made the same way and laid out as Debian lays it out
// (java and keytool linked from /usr/bin, the runtime's keystore a link to
// /etc/ssl/certs/java/cacerts), with a copy of that keystore at /opt/java/public-cacerts and
// /opt/java/Fetch.java, which `java /opt/java/Fetch.java URL` runs: it prints the body of a GET.
Result<QString> ensureJavaImage(const EngineClient &client);
// The WireMock jar of the npm package in `packageDir` (tests/gateway/wiremock); empty if missing.
QString wireMockJar(const QString &packageDir);
// The command that runs WireMock in that image, listening on `address`:`port` (and nowhere else).
QStringList wireMockCommand(const QString &address, int port);

// One run of the `shadowbox` command line, as a user would run it: its exit code (-1 if it crashed
// or timed out), what it printed and how long it took.
struct CliOutcome {
    int code = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};
// Runs `program` (the CLI binary) with `args` in `env`; a run over `timeoutMs` is killed.
CliOutcome runCli(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                  int timeoutMs = 120'000);

// Removes what a private Podman storage under `root`/storage holds, mounts included, so that the
// temporary folder can go (tests that run a Podman service of their own).
void removePrivatePodmanStorage(const QString &root);

// Sends SIGSTOP to `pid` and returns once every one of its threads is stopped (a multi-threaded
// engine stops thread by thread, and a call made in between may still be answered): false if
// that did not happen within `timeoutMs`. SIGCONT resumes it.
bool stopProcess(qint64 pid, int timeoutMs = 5'000);
// Sends `signal` to the process `p` runs, only while it runs: once it has ended, QProcess gives
// its id as 0, and kill(0, …) would signal the whole process group (the test and CTest with it).
bool signalProcess(const QProcess &p, int signal);

// Every entry below `workspace` as the host sees it: type, permission bits, and the content of a
// file or the target of a link, by path. Two equal maps are two identical workspaces.
QMap<QByteArray, QByteArray> describeWorkspace(const QString &workspace);
// One line per path that differs between two descriptions, for a failure message.
QString workspaceDifferences(const QMap<QByteArray, QByteArray> &a, const QMap<QByteArray, QByteArray> &b);

// Spins the event loop until the future finishes (tests only; the product never waits like this).
template <typename T> T await(QFuture<T> future, int timeoutMs = 120'000)
{
    if (!QTest::qWaitFor([&] { return future.isFinished(); }, timeoutMs))
        qFatal("a future did not finish within %d ms", timeoutMs);
    return future.result();
}

} // namespace shadowbox::test
