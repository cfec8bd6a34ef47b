#include "runtime/EngineDiscovery.h"
#include "runtime/EngineEndpoint.h"

#include <QScopeGuard>
#include <QSet>
#include <QTest>

#include <unistd.h>

Q_DECLARE_METATYPE(shadowbox::EngineEndpoint)

using namespace shadowbox;

using Scheme = EngineEndpoint::Scheme;

namespace {

EngineEndpoint unixSocket(const QString &path)
{
    EngineEndpoint e;
    e.scheme = Scheme::Unix;
    e.path = path;
    return e;
}

EngineEndpoint tcp(const QString &host, quint16 port)
{
    EngineEndpoint e;
    e.scheme = Scheme::Tcp;
    e.host = host;
    e.port = port;
    return e;
}

EngineEndpoint pipe(const QString &name)
{
    EngineEndpoint e;
    e.scheme = Scheme::NamedPipe;
    e.path = name;
    return e;
}

const QString kRuntime = QStringLiteral("/run/user/1000");
const QString kHome = QStringLiteral("/home/ada");
const QString kTemp = QStringLiteral("/tmp");

// Every well-known socket, in the documented order, with a word its source must mention.
struct WellKnown {
    QString path;
    QString sourceWord;
};
QList<WellKnown> wellKnownSockets()
{
    return {
        {kRuntime + QStringLiteral("/podman/podman.sock"), QStringLiteral("rootless")},
        {QStringLiteral("/run/podman/podman.sock"), QStringLiteral("rootful")},
        {QStringLiteral("/var/run/docker.sock"), QStringLiteral("Docker")},
        {kHome + QStringLiteral("/.docker/run/docker.sock"), QStringLiteral("Docker Desktop")},
        {kHome + QStringLiteral("/.docker/desktop/docker.sock"), QStringLiteral("Docker Desktop")},
        {kHome + QStringLiteral("/.local/share/containers/podman/machine/podman.sock"),
         QStringLiteral("podman machine")},
        {kHome + QStringLiteral("/.local/share/containers/podman/machine/qemu/podman.sock"),
         QStringLiteral("podman machine")},
        {kTemp + QStringLiteral("/podman/podman-machine-default-api.sock"), QStringLiteral("podman machine")},
    };
}

DiscoveryEnvironment fakeEnvironment(const QSet<QString> &existing)
{
    DiscoveryEnvironment env;
    env.runtimeDir = kRuntime;
    env.home = kHome;
    env.tempDir = kTemp;
    env.socketExists = [existing](const QString &path) { return existing.contains(path); };
    return env;
}

QSet<QString> allWellKnown()
{
    QSet<QString> s;
    for (const WellKnown &w : wellKnownSockets())
        s.insert(w.path);
    return s;
}

QString describe(const QList<EngineCandidate> &list)
{
    QStringList parts;
    for (const EngineCandidate &c : list)
        parts << c.endpoint.toString() + QStringLiteral(" (") + c.source() + u')';
    return parts.join(QStringLiteral(", "));
}

} // namespace

class TestEngineDiscovery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<EngineEndpoint>("expected");
        QTest::newRow("unix url") << QStringLiteral("unix:///var/run/docker.sock")
                                  << unixSocket(QStringLiteral("/var/run/docker.sock"));
        QTest::newRow("bare absolute path")
            << QStringLiteral("/run/podman/podman.sock") << unixSocket(QStringLiteral("/run/podman/podman.sock"));
        QTest::newRow("surrounding spaces")
            << QStringLiteral("  unix:///x.sock \n") << unixSocket(QStringLiteral("/x.sock"));
        QTest::newRow("tcp with port") << QStringLiteral("tcp://docker.example.com:2376")
                                       << tcp(QStringLiteral("docker.example.com"), 2376);
        QTest::newRow("tcp default port")
            << QStringLiteral("tcp://docker.example.com") << tcp(QStringLiteral("docker.example.com"), 2375);
        QTest::newRow("tcp ip") << QStringLiteral("tcp://127.0.0.1:2375") << tcp(QStringLiteral("127.0.0.1"), 2375);
        QTest::newRow("http") << QStringLiteral("http://localhost:8080") << tcp(QStringLiteral("localhost"), 8080);
        QTest::newRow("npipe") << QStringLiteral("npipe:////./pipe/docker_engine")
                               << pipe(QStringLiteral("\\\\.\\pipe\\docker_engine"));
        QTest::newRow("npipe podman") << QStringLiteral("npipe:////./pipe/podman-machine-default")
                                      << pipe(QStringLiteral("\\\\.\\pipe\\podman-machine-default"));
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(EngineEndpoint, expected);
        auto parsed = EngineEndpoint::parse(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
        QCOMPARE(int(parsed->scheme), int(expected.scheme));
        QCOMPARE(parsed->path, expected.path);
        QCOMPARE(parsed->host, expected.host);
        QCOMPARE(parsed->port, expected.port);
        QVERIFY(*parsed == expected);
    }

    void parseErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reasonWord");
        QTest::newRow("ssh") << QStringLiteral("ssh://me@build-host") << QStringLiteral("not supported");
        QTest::newRow("garbage") << QStringLiteral("garbage") << QStringLiteral("not recognised");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("only spaces") << QStringLiteral("   ") << QStringLiteral("empty");
        QTest::newRow("relative unix path") << QStringLiteral("unix://run/docker.sock") << QStringLiteral("absolute");
        QTest::newRow("relative bare path") << QStringLiteral("run/docker.sock") << QStringLiteral("not recognised");
        QTest::newRow("tcp without host") << QStringLiteral("tcp://") << QStringLiteral("host");
        QTest::newRow("tcp port only") << QStringLiteral("tcp://:2375") << QStringLiteral("host");
    }
    void parseErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, reasonWord);
        auto parsed = EngineEndpoint::parse(text);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, Error::Kind::InvalidInput);
        const QString message = parsed.errorMessage();
        QVERIFY2(message.contains(reasonWord), qPrintable(message));
        // The sentence quotes what the user typed and shows the accepted forms.
        QVERIFY2(message.contains(QLatin1Char('"') + text + QLatin1Char('"')), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("unix:///")), qPrintable(message));
    }

    void toStringRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("unix") << QStringLiteral("unix:///var/run/docker.sock")
                              << QStringLiteral("unix:///var/run/docker.sock");
        QTest::newRow("bare path") << QStringLiteral("/run/podman/podman.sock")
                                   << QStringLiteral("unix:///run/podman/podman.sock");
        QTest::newRow("tcp") << QStringLiteral("tcp://host:2376") << QStringLiteral("tcp://host:2376");
        QTest::newRow("tcp default port") << QStringLiteral("tcp://host") << QStringLiteral("tcp://host:2375");
        QTest::newRow("npipe") << QStringLiteral("npipe:////./pipe/docker_engine")
                               << QStringLiteral("npipe:////./pipe/docker_engine");
        // DOCKER_HOST accepts bracketed IPv6 literals; the canonical form must parse back.
        QTest::newRow("tcp ipv6") << QStringLiteral("tcp://[::1]:2376") << QStringLiteral("tcp://[::1]:2376");
    }
    void toStringRoundTrip()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        auto parsed = EngineEndpoint::parse(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
        QCOMPARE(parsed->toString(), canonical);
        auto again = EngineEndpoint::parse(parsed->toString());
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QVERIFY(*again == *parsed);
    }

    void discovery_fullOrder()
    {
        DiscoveryEnvironment env = fakeEnvironment(allWellKnown());
        env.explicitSetting = QStringLiteral("unix:///opt/engines/custom.sock");
        env.dockerHost = QStringLiteral("tcp://build-box:2376");
        env.containerHost = QStringLiteral("unix:///srv/podman/api.sock");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);

        const QList<WellKnown> known = wellKnownSockets();
        QCOMPARE(got.size(), 3 + known.size());
        QVERIFY(got.at(0).endpoint == unixSocket(QStringLiteral("/opt/engines/custom.sock")));
        QCOMPARE(got.at(0).origin, EngineOrigin::Setting);
        QVERIFY(got.at(1).endpoint == tcp(QStringLiteral("build-box"), 2376));
        QCOMPARE(got.at(1).origin, EngineOrigin::DockerHost);
        QVERIFY(got.at(2).endpoint == unixSocket(QStringLiteral("/srv/podman/api.sock")));
        QCOMPARE(got.at(2).origin, EngineOrigin::ContainerHost);
        for (qsizetype i = 0; i < known.size(); ++i) {
            const EngineCandidate &c = got.at(3 + i);
            QVERIFY2(c.endpoint == unixSocket(known.at(i).path),
                     qPrintable(QStringLiteral("position %1: expected %2, got %3")
                                    .arg(3 + i)
                                    .arg(known.at(i).path, describe(got))));
            QVERIFY2(c.source().contains(known.at(i).sourceWord, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1 has source \"%2\"").arg(known.at(i).path, c.source())));
        }
    }

    void discovery_missingSocketsLeftOut()
    {
        const QList<WellKnown> known = wellKnownSockets();
        // Only the rootful Podman socket and Docker Desktop's exist.
        const QSet<QString> existing{known.at(1).path, known.at(3).path};
        const QList<EngineCandidate> got = discoverEngineCandidates(fakeEnvironment(existing));
        QCOMPARE(got.size(), 2);
        QVERIFY2(got.at(0).endpoint == unixSocket(known.at(1).path), qPrintable(describe(got)));
        QVERIFY2(got.at(1).endpoint == unixSocket(known.at(3).path), qPrintable(describe(got)));

        QVERIFY(discoverEngineCandidates(fakeEnvironment({})).isEmpty());
    }

    void discovery_asksOnlyAboutWellKnownPaths()
    {
        QStringList asked;
        DiscoveryEnvironment env = fakeEnvironment({});
        env.explicitSetting = QStringLiteral("/does/not/exist.sock");
        env.socketExists = [&asked](const QString &path) {
            asked << path;
            return false;
        };
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        // Given addresses are never checked: their failure is reported when they are tried.
        QVERIFY(!asked.contains(QStringLiteral("/does/not/exist.sock")));
        QCOMPARE(got.size(), 1);
    }

    void discovery_givenAddressesKeptEvenIfMissing()
    {
        DiscoveryEnvironment env = fakeEnvironment({});
        env.explicitSetting = QStringLiteral("unix:///nowhere/setting.sock");
        env.dockerHost = QStringLiteral("/nowhere/docker.sock");
        env.containerHost = QStringLiteral("unix:///nowhere/podman.sock");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QCOMPARE(got.size(), 3);
        QVERIFY(got.at(0).endpoint == unixSocket(QStringLiteral("/nowhere/setting.sock")));
        QVERIFY(got.at(1).endpoint == unixSocket(QStringLiteral("/nowhere/docker.sock")));
        QVERIFY(got.at(2).endpoint == unixSocket(QStringLiteral("/nowhere/podman.sock")));
        QCOMPARE(got.at(0).origin, EngineOrigin::Setting);
        QCOMPARE(got.at(1).origin, EngineOrigin::DockerHost);
        QCOMPARE(got.at(2).origin, EngineOrigin::ContainerHost);
    }

    void discovery_noSocketCheckFunction()
    {
        DiscoveryEnvironment env = fakeEnvironment({});
        env.socketExists = nullptr;
        env.dockerHost = QStringLiteral("unix:///var/run/docker.sock");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QCOMPARE(got.size(), 1);
    }

    void discovery_duplicateOfWellKnownSocket_data()
    {
        QTest::addColumn<QString>("dockerHost");
        QTest::newRow("unix url") << QStringLiteral("unix:///var/run/docker.sock");
        QTest::newRow("bare path") << QStringLiteral("/var/run/docker.sock");
    }
    void discovery_duplicateOfWellKnownSocket()
    {
        QFETCH(QString, dockerHost);
        DiscoveryEnvironment env = fakeEnvironment(allWellKnown());
        env.dockerHost = dockerHost;
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        const EngineEndpoint docker = unixSocket(QStringLiteral("/var/run/docker.sock"));
        int seen = 0;
        for (const EngineCandidate &c : got) {
            if (c.endpoint == docker) {
                ++seen;
                QCOMPARE(c.origin, EngineOrigin::DockerHost);
            }
        }
        QCOMPARE(seen, 1);
        QVERIFY(got.first().endpoint == docker);
        QCOMPARE(got.size(), wellKnownSockets().size());
    }

    void discovery_explicitSettingSameAsEnvironment()
    {
        // The user picked in Settings the same engine DOCKER_HOST names: try it once, as the setting.
        DiscoveryEnvironment env = fakeEnvironment({});
        env.explicitSetting = QStringLiteral("unix:///srv/engine.sock");
        env.dockerHost = QStringLiteral("/srv/engine.sock");
        env.containerHost = QStringLiteral("unix:///srv/engine.sock");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QVERIFY2(got.size() == 1, qPrintable(QStringLiteral("expected one candidate, got: ") + describe(got)));
        QCOMPARE(got.at(0).origin, EngineOrigin::Setting);
    }

    void discovery_invalidGivenAddressSkipped()
    {
        DiscoveryEnvironment env = fakeEnvironment({QStringLiteral("/var/run/docker.sock")});
        env.dockerHost = QStringLiteral("ssh://me@remote");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QCOMPARE(got.size(), 1);
        QVERIFY(got.at(0).endpoint == unixSocket(QStringLiteral("/var/run/docker.sock")));
    }

    void discovery_windowsNamedPipes()
    {
        DiscoveryEnvironment env = fakeEnvironment(allWellKnown());
        env.windows = true;
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QCOMPARE(got.size(), 2);
        for (const EngineCandidate &c : got)
            QCOMPARE(int(c.endpoint.scheme), int(Scheme::NamedPipe));
        QVERIFY2(got.at(0).endpoint == pipe(QStringLiteral("\\\\.\\pipe\\podman-machine-default")),
                 qPrintable(describe(got)));
        QCOMPARE(got.at(0).origin, EngineOrigin::PodmanMachine);
        QVERIFY2(got.at(1).endpoint == pipe(QStringLiteral("\\\\.\\pipe\\docker_engine")), qPrintable(describe(got)));
        QCOMPARE(got.at(1).origin, EngineOrigin::DockerDesktop);
        QCOMPARE(got.at(1).endpoint.toString(), QStringLiteral("npipe:////./pipe/docker_engine"));
    }

    void discovery_windowsGivenAddressFirstAndOnce()
    {
        DiscoveryEnvironment env = fakeEnvironment({});
        env.windows = true;
        env.dockerHost = QStringLiteral("npipe:////./pipe/docker_engine");
        const QList<EngineCandidate> got = discoverEngineCandidates(env);
        QVERIFY2(got.size() == 2, qPrintable(QStringLiteral("expected two candidates, got: ") + describe(got)));
        QVERIFY(got.at(0).endpoint == pipe(QStringLiteral("\\\\.\\pipe\\docker_engine")));
        QCOMPARE(got.at(0).origin, EngineOrigin::DockerHost);
        QVERIFY(got.at(1).endpoint == pipe(QStringLiteral("\\\\.\\pipe\\podman-machine-default")));
    }

    void fromSystem_readsEnvironment()
    {
        const QByteArray oldDocker = qgetenv("DOCKER_HOST");
        const QByteArray oldContainer = qgetenv("CONTAINER_HOST");
        const QByteArray oldRuntime = qgetenv("XDG_RUNTIME_DIR");
        const bool hadRuntime = qEnvironmentVariableIsSet("XDG_RUNTIME_DIR");
        auto restore = qScopeGuard([&] {
            qputenv("DOCKER_HOST", oldDocker);
            qputenv("CONTAINER_HOST", oldContainer);
            if (hadRuntime)
                qputenv("XDG_RUNTIME_DIR", oldRuntime);
            else
                qunsetenv("XDG_RUNTIME_DIR");
        });
        qputenv("DOCKER_HOST", "tcp://from-env:2376");
        qputenv("CONTAINER_HOST", "unix:///from/env.sock");
        qputenv("XDG_RUNTIME_DIR", "/run/user/4242");
        DiscoveryEnvironment env = DiscoveryEnvironment::fromSystem(QStringLiteral("unix:///chosen.sock"));
        QCOMPARE(env.explicitSetting, QStringLiteral("unix:///chosen.sock"));
        QCOMPARE(env.dockerHost, QStringLiteral("tcp://from-env:2376"));
        QCOMPARE(env.containerHost, QStringLiteral("unix:///from/env.sock"));
        QCOMPARE(env.runtimeDir, QStringLiteral("/run/user/4242"));
        QVERIFY(!env.home.isEmpty());
        QVERIFY(env.socketExists);
        QVERIFY(!env.socketExists(QStringLiteral("/"))); // a folder is not a socket
        QVERIFY(!env.socketExists(QStringLiteral("/definitely/not/here.sock")));

        qunsetenv("XDG_RUNTIME_DIR");
        env = DiscoveryEnvironment::fromSystem({});
        QCOMPARE(env.runtimeDir, QStringLiteral("/run/user/%1").arg(::getuid()));
    }
};

QTEST_GUILESS_MAIN(TestEngineDiscovery)
#include "tst_enginediscovery.moc"
