// The `shadowbox` command line, run as a user would run it, against a real engine: a full
// create/exec/stop/start/destroy round trip, JSON output, exit codes and error sentences.

#include "core/DataFolder.h"
#include "runtime/EngineClient.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
using Outcome = test::CliOutcome;
} // namespace

class CliTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QTemporaryDir m_config;
    std::optional<ConnectedEngine> m_engine;

    Outcome shadowbox(const QStringList &args, const QString &engine = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data.path());
        // The CLI honours the saved engine choice; keep the user's settings out of the test.
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        if (!engine.isEmpty())
            env.insert(QStringLiteral("SHADOWBOX_ENGINE"), engine);
        env.remove(QStringLiteral("DISPLAY")); // the CLI must not need one
        return test::runCli(QStringLiteral(SHADOWBOX_BINARY), args, env, 120'000);
    }

    int labelled()
    {
        auto list = m_engine->client->listContainers(QLatin1String(kSandboxLabel), CallOptions());
        return list ? int(list->size()) : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_engine = *engine;
    }

    void helpEverywhere_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("top") << QStringList{QStringLiteral("--help")};
        QTest::newRow("engines") << QStringList{QStringLiteral("engines"), QStringLiteral("--help")};
        QTest::newRow("doctor") << QStringList{QStringLiteral("doctor"), QStringLiteral("--help")};
        QTest::newRow("image list") << QStringList{QStringLiteral("image"), QStringLiteral("list"),
                                                   QStringLiteral("--help")};
        QTest::newRow("image starter") << QStringList{QStringLiteral("image"), QStringLiteral("starter"),
                                                      QStringLiteral("--help")};
        QTest::newRow("image pull") << QStringList{QStringLiteral("image"), QStringLiteral("pull"),
                                                   QStringLiteral("--help")};
        QTest::newRow("sandbox") << QStringList{QStringLiteral("sandbox"), QStringLiteral("--help")};
        QTest::newRow("image") << QStringList{QStringLiteral("image"), QStringLiteral("--help")};
        for (const char *sub : {"create", "list", "show", "exec", "start", "stop", "destroy", "reconcile"})
            QTest::newRow(sub) << QStringList{QStringLiteral("sandbox"), QString::fromLatin1(sub),
                                              QStringLiteral("--help")};
    }
    void helpEverywhere()
    {
        QFETCH(QStringList, args);
        const Outcome o = shadowbox(args);
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.startsWith("Usage: shadowbox"), o.out.constData());
    }

    void usageErrors()
    {
        const int before = labelled();
        Outcome o = shadowbox({QStringLiteral("frobnicate")});
        QCOMPARE(o.code, 2);
        QVERIFY(o.err.contains("unknown command"));
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create")});
        QCOMPARE(o.code, 2);
        QVERIFY(o.err.contains("--repo is required"));
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                       QStringLiteral("."), QStringLiteral("--network"), QStringLiteral("bridge")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("--network must be gateway or none"), o.err.constData());
        // The internal mode reached the host on Docker: it is refused, with the reason.
        ScratchRepo repo;
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--network"), QStringLiteral("internal")},
                      m_engine->info.endpoint);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("no longer offered") && o.err.contains("bridge address") &&
                     o.err.contains("--network gateway"),
                 o.err.constData());
        QCOMPARE(labelled(), before);
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--help")});
        QVERIFY2(!o.out.contains("internal") && o.out.contains("gateway (default)"), o.out.constData());
        o = shadowbox({QStringLiteral("--help")});
        QVERIFY2(!o.out.contains("internal"), o.out.constData());
    }

    void roundTrip()
    {
        const QString engine = m_engine->info.endpoint;
        ScratchRepo repo;
        repo.write(QStringLiteral("hello.txt"), "hello from the repository\n");
        const int before = labelled();

        Outcome o =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--name"), QStringLiteral("cli-trip"), QStringLiteral("--memory"),
                       QStringLiteral("256m"), QStringLiteral("--swap"), QStringLiteral("128m"),
                       QStringLiteral("--workspace-limit"), QStringLiteral("1g"), QStringLiteral("--json")},
                      engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const QJsonObject created = o.json().object();
        QCOMPARE(created.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        QCOMPARE(created.value(QStringLiteral("name")).toString(), QStringLiteral("cli-trip"));
        QCOMPARE(created.value(QStringLiteral("limits")).toObject().value(QStringLiteral("memoryBytes")).toDouble(),
                 256.0 * 1024 * 1024);
        QCOMPARE(created.value(QStringLiteral("limits")).toObject().value(QStringLiteral("swapBytes")).toDouble(),
                 128.0 * 1024 * 1024);
        QCOMPARE(created.value(QStringLiteral("limits")).toObject().value(QStringLiteral("workspaceBytes")).toDouble(),
                 1024.0 * 1024 * 1024);
        // The engines under test run as root without remapping.
        QCOMPARE(created.value(QStringLiteral("userNamespace")).toString(), QStringLiteral("none"));
        // The sandbox and its gateway.
        QCOMPARE(created.value(QStringLiteral("network")).toString(), QStringLiteral("gateway"));
        QCOMPARE(labelled(), before + 2);

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("cli-trip"),
                       QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                       QStringLiteral("cat hello.txt; echo to-stderr >&2; exit 7")},
                      engine);
        QCOMPARE(o.code, 7);
        QCOMPARE(o.out, QByteArray("hello from the repository\n"));
        QCOMPARE(o.err, QByteArray("to-stderr\n"));

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--json")}, engine);
        QCOMPARE(o.code, 0);
        bool listed = false;
        for (const QJsonValue &v : o.json().array())
            listed = listed || v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("cli-trip");
        QVERIFY(listed);

        o = shadowbox(
            {QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("cli-trip"), QStringLiteral("--json")},
            engine);
        QCOMPARE(o.code, 0);
        const QJsonArray runs = o.json().object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().toObject().value(QStringLiteral("exitCode")).toInt(), 7);

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("cli-trip")}, engine);
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains("No user namespace: root in the sandbox is root on the host's files in the workspace"),
                 o.out.constData());
        QVERIFY2(o.out.contains("256.0 MiB (+ 128.0 MiB swap) memory"), o.out.constData());
        QVERIFY2(o.out.contains("Workspace limit") && o.out.contains("1.0 GiB"), o.out.constData());

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("stop"), QStringLiteral("cli-trip")}, engine);
        QVERIFY2(o.code == 0, o.err.constData());
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("cli-trip"),
                       QStringLiteral("--"), QStringLiteral("true")},
                      engine);
        QCOMPARE(o.code, 125);
        QVERIFY(o.err.contains("Start it first"));
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("cli-trip")}, engine);
        QVERIFY2(o.code == 0, o.err.constData());

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--name"), QStringLiteral("cli-trip")},
                      engine);
        QCOMPARE(o.code, 5);
        QVERIFY(o.err.contains("already exists"));

        // What the command printed is kept, each stream on its own channel.
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("output"), QStringLiteral("cli-trip")}, engine);
        QCOMPARE(o.code, 0);
        QCOMPARE(o.out, QByteArray("hello from the repository\n"));
        QCOMPARE(o.err, QByteArray("to-stderr\n"));

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("cli-trip"),
                       QStringLiteral("--json")},
                      engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const QJsonObject proof = o.json().object();
        QCOMPARE(proof.value(QStringLiteral("clean")).toBool(), true);
        // The proof lists what went: the container and its gateway by name (the gateway last), the
        // workspace and what it took, the kept output of the one command.
        const QJsonObject removed = proof.value(QStringLiteral("removed")).toObject();
        const QString container = QStringLiteral("shadowbox-") + created.value(QStringLiteral("id")).toString();
        QCOMPARE(removed.value(QStringLiteral("containers")).toArray(),
                 (QJsonArray{container, container + QStringLiteral("-gateway")}));
        QCOMPARE(removed.value(QStringLiteral("workspace")).toString(),
                 created.value(QStringLiteral("workspace")).toString());
        QVERIFY(removed.value(QStringLiteral("freedBytes")).toDouble() > 0);
        QCOMPARE(removed.value(QStringLiteral("runOutputs")).toInt(), 1);
        QCOMPARE(labelled(), before);

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("cli-trip")}, engine);
        QCOMPARE(o.code, 4);
    }

    void badInput()
    {
        const QString engine = m_engine->info.endpoint;
        QTemporaryDir notRepo;
        Outcome o = shadowbox(
            {QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), notRepo.path()}, engine);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("is not a git repository"), o.err.constData());

        ScratchRepo repo;
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--image"), QStringLiteral("no-such-image:1")},
                      engine);
        QCOMPARE(o.code, 4);
        QVERIFY2(o.err.contains("is not available"), o.err.constData());

        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("nobody-here"),
                       QStringLiteral("--"), QStringLiteral("true")},
                      engine);
        QCOMPARE(o.code, 125);
        QVERIFY(o.err.contains("No sandbox is called"));
    }

    // Limits that would switch a limit off (0, infinity), that the engine would read as unlimited
    // (Podman takes --cpus 0.000001 and 1000), that are not numbers, that overflow, or that leave
    // no room for the container's shell: each is a usage error with a sentence that names the
    // accepted range, and nothing is created.
    void limitsAreRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("memory 0") << QStringList{QStringLiteral("--memory"), QStringLiteral("0")}
                                  << QByteArray("at least 6.0 MiB");
        QTest::newRow("memory overflow") << QStringList{QStringLiteral("--memory"), QStringLiteral("99999999999g")}
                                         << QByteArray("the memory of the engine's host");
        QTest::newRow("memory word") << QStringList{QStringLiteral("--memory"), QStringLiteral("lots")}
                                     << QByteArray("is not a size");
        QTest::newRow("cpus inf") << QStringList{QStringLiteral("--cpus"), QStringLiteral("inf")}
                                  << QByteArray("out of range");
        QTest::newRow("cpus nan") << QStringList{QStringLiteral("--cpus"), QStringLiteral("nan")}
                                  << QByteArray("out of range");
        QTest::newRow("cpus tiny") << QStringList{QStringLiteral("--cpus"), QStringLiteral("0.000001")}
                                   << QByteArray("at least 0.01");
        QTest::newRow("cpus 1000") << QStringList{QStringLiteral("--cpus"), QStringLiteral("1000")}
                                   << QByteArray("the CPUs of the engine's host");
        QTest::newRow("pids 1") << QStringList{QStringLiteral("--pids"), QStringLiteral("1")}
                                << QByteArray("between 16 and");
        QTest::newRow("bad image") << QStringList{QStringLiteral("--image"), QStringLiteral("Bad Image!!")}
                                   << QByteArray("is not valid");
        QTest::newRow("uppercase image") << QStringList{QStringLiteral("--image"), QStringLiteral("UPPER/case")}
                                         << QByteArray("must be lowercase");
    }
    void limitsAreRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, expected);
        ScratchRepo repo;
        const int before = labelled();
        const Outcome o = shadowbox(
            QStringList{QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path()} +
                options,
            m_engine->info.endpoint);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(expected), o.err.constData());
        QCOMPARE(labelled(), before);
        const Outcome list = shadowbox({QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(list.json().array().size(), 0);
    }

    void badImageToPullIsAUsageError()
    {
        const Outcome o = shadowbox({QStringLiteral("image"), QStringLiteral("pull"), QStringLiteral("UPPER/case")},
                                    m_engine->info.endpoint);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("must be lowercase"), o.err.constData());
    }

    // An engine address that cannot be parsed is refused with a sentence, never silently replaced
    // by Shadowbox's own Podman service.
    void malformedEngineAddressIsRefused_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("unknown scheme") << QStringLiteral("garbage://x");
        QTest::newRow("empty unix path") << QStringLiteral("unix://");
    }
    void malformedEngineAddressIsRefused()
    {
        QFETCH(QString, address);
        const Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("x"),
                                     QStringLiteral("--"), QStringLiteral("true")},
                                    address);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("cannot be used"), o.err.constData());
        QVERIFY2(o.err.contains(address.toUtf8()), o.err.constData());
    }

    void malformedEngineVariableIsRefused_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("address");
        QTest::newRow("DOCKER_HOST, unknown scheme") << QStringLiteral("DOCKER_HOST") << QStringLiteral("garbage://x");
        QTest::newRow("DOCKER_HOST, ssh") << QStringLiteral("DOCKER_HOST") << QStringLiteral("ssh://me@build-box");
        QTest::newRow("CONTAINER_HOST, relative")
            << QStringLiteral("CONTAINER_HOST") << QStringLiteral("unix://x.sock");
    }
    void malformedEngineVariableIsRefused()
    {
        // Was: skipped without a word, and the embedded Podman service used instead.
        QFETCH(QString, variable);
        QFETCH(QString, address);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_data.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        env.remove(QStringLiteral("SHADOWBOX_ENGINE"));
        env.remove(QStringLiteral("DOCKER_HOST"));
        env.remove(QStringLiteral("CONTAINER_HOST"));
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(variable, address);
        const QStringList exec{QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("x"),
                               QStringLiteral("--"), QStringLiteral("true")};
        const Outcome o = test::runCli(QStringLiteral(SHADOWBOX_BINARY), exec, env, 120'000);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(address.toUtf8()) && o.err.contains(variable.toUtf8()), o.err.constData());
        QVERIFY2(o.err.contains("unset it"), o.err.constData());

        // An engine chosen explicitly comes first, and the variable is then not in the way.
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), m_engine->info.endpoint);
        const Outcome chosen = test::runCli(QStringLiteral(SHADOWBOX_BINARY), exec, env, 120'000);
        // The engine answered, and there is no sandbox "x" (exec's own failures are 125).
        QCOMPARE(chosen.code, 125);
        QVERIFY2(chosen.err.contains("\"x\""), chosen.err.constData());
        QVERIFY2(!chosen.err.contains(variable.toUtf8()), chosen.err.constData());
    }

    // One form for each thing: the image as the engine lists it, the same state word in list and
    // show, times with their offset from UTC, durations in one style.
    void oneFormEverywhere()
    {
        const QString engine = m_engine->info.endpoint;
        ScratchRepo repo;
        Outcome o =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                       QStringLiteral("--name"), QStringLiteral("cli-forms"), QStringLiteral("--json")},
                      engine);
        QVERIFY2(o.code == 0, o.err.constData());
        auto cleanup = qScopeGuard([&] {
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("cli-forms")}, engine);
        });
        const QString image = o.json().object().value(QStringLiteral("image")).toString();
        const Outcome images =
            shadowbox({QStringLiteral("image"), QStringLiteral("list"), QStringLiteral("--json")}, engine);
        QStringList tags;
        for (const QJsonValue &i : images.json().array())
            tags << i.toObject().value(QStringLiteral("tags")).toVariant().toStringList();
        QVERIFY2(tags.contains(image), qPrintable(image + QStringLiteral(" not in ") + tags.join(u' ')));

        const Outcome list = shadowbox({QStringLiteral("sandbox"), QStringLiteral("list")}, engine);
        const Outcome show =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("cli-forms")}, engine);
        QVERIFY(list.out.contains("Running"));
        QVERIFY(show.out.contains("Running"));
        QVERIFY2(list.out.contains(image.toUtf8()), list.out.constData());
        static const QRegularExpression time(
            QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d [+-]\\d\\d:\\d\\d"));
        QVERIFY2(time.match(QString::fromUtf8(list.out)).hasMatch(), list.out.constData());
        QVERIFY2(time.match(QString::fromUtf8(show.out)).hasMatch(), show.out.constData());
        QVERIFY2(!show.out.contains(" ms,") || show.out.contains("Steps"), show.out.constData());
    }

    // A sandbox stopped, started or removed outside Shadowbox (here through the engine's API, as
    // `docker stop` would) is listed as it is; exec says it is stopped and how to start it; and
    // reconcile reports the change instead of "Everything matches".
    void statesFollowTheEngine()
    {
        const QString engine = m_engine->info.endpoint;
        ScratchRepo repo;
        Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                               repo.path(), QStringLiteral("--name"), QStringLiteral("cli-outside"),
                               QStringLiteral("--stop-timeout"), QStringLiteral("1"), QStringLiteral("--json")},
                              engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const QString id = o.json().object().value(QStringLiteral("containerId")).toString();
        auto cleanup = qScopeGuard([&] {
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("cli-outside")}, engine);
        });
        auto stateIn = [&](const QStringList &args) {
            const Outcome listed = shadowbox(args, engine);
            for (const QJsonValue &v : listed.json().array())
                if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("cli-outside"))
                    return v.toObject().value(QStringLiteral("state")).toString();
            return listed.json().object().value(QStringLiteral("state")).toString();
        };
        const QStringList list{QStringLiteral("sandbox"), QStringLiteral("list"), QStringLiteral("--json")};
        const QStringList show{QStringLiteral("sandbox"), QStringLiteral("show"), QStringLiteral("cli-outside"),
                               QStringLiteral("--json")};

        QVERIFY(m_engine->client->stopContainer(id, 1, CallOptions::withTimeout(30'000)));
        QCOMPARE(stateIn(list), QStringLiteral("stopped"));
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("exec"), QStringLiteral("cli-outside"),
                       QStringLiteral("--"), QStringLiteral("true")},
                      engine);
        QCOMPARE(o.code, 125);
        QVERIFY2(o.err.contains("is stopped"), o.err.constData());
        QVERIFY2(o.err.contains("shadowbox sandbox start cli-outside"), o.err.constData());

        QVERIFY(m_engine->client->startContainer(id, CallOptions::withTimeout(30'000)));
        QCOMPARE(stateIn(show), QStringLiteral("running"));

        QVERIFY(m_engine->client->stopContainer(id, 1, CallOptions::withTimeout(30'000)));
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")}, engine);
        QCOMPARE(o.code, 0);
        QVERIFY2(!o.out.contains("Everything matches"), o.out.constData());
        QVERIFY2(o.out.contains("cli-outside") && o.out.contains("Stopped"), o.out.constData());

        QVERIFY(m_engine->client->removeContainer(id, CallOptions::withTimeout(30'000)));
        QCOMPARE(stateIn(list), QStringLiteral("lost"));
    }

    // A restore cut short (its process killed: only its journal is left) is finished by the next
    // reconcile, which says so in text and in JSON.
    void reconcileSaysWhatItRestored()
    {
        const QString engine = m_engine->info.endpoint;
        ScratchRepo repo;
        Outcome o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"),
                               repo.path(), QStringLiteral("--name"), QStringLiteral("cli-restored"),
                               QStringLiteral("--stop-timeout"), QStringLiteral("1"), QStringLiteral("--json")},
                              engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const QString sandboxId = o.json().object().value(QStringLiteral("id")).toString();
        auto cleanup = qScopeGuard([&] {
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("destroy"), QStringLiteral("cli-restored")}, engine);
        });
        o = shadowbox({QStringLiteral("snapshot"), QStringLiteral("create"), QStringLiteral("cli-restored"),
                       QStringLiteral("--json")},
                      engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const qint64 snapshotId = qint64(o.json().object().value(QStringLiteral("id")).toDouble());
        QVERIFY(snapshotId > 0);
        auto cutShort = [&] {
            auto store = Store::open(DataFolder::databasePath(m_data.path()));
            QVERIFY2(store, qPrintable(store.errorMessage()));
            Status begun = (*store)->beginRestore({sandboxId, snapshotId, QDateTime::currentDateTimeUtc()}).result();
            QVERIFY2(begun, qPrintable(begun.errorMessage()));
        };

        cutShort();
        if (QTest::currentTestFailed())
            return;
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile")}, engine);
        QVERIFY2(o.code == 0, o.err.constData());
        QVERIFY2(o.out.contains("restored: ") &&
                     o.out.contains("\"cli-restored\" to snapshot " + QByteArray::number(snapshotId)),
                 o.out.constData());
        QVERIFY2(!o.out.contains("Everything matches"), o.out.constData());

        cutShort();
        if (QTest::currentTestFailed())
            return;
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")}, engine);
        QVERIFY2(o.code == 0, o.err.constData());
        const QJsonArray restored = o.json().object().value(QStringLiteral("restored")).toArray();
        QCOMPARE(restored.size(), 1);
        QVERIFY2(restored.first().toString().contains(QStringLiteral("\"cli-restored\"")),
                 qPrintable(restored.first().toString()));

        // Nothing is left to finish.
        o = shadowbox({QStringLiteral("sandbox"), QStringLiteral("reconcile"), QStringLiteral("--json")}, engine);
        QVERIFY2(o.code == 0, o.err.constData());
        QVERIFY(o.json().object().value(QStringLiteral("restored")).toArray().isEmpty());
    }

    void pullWithoutRegistry()
    {
        // No registry answers here: Podman reports it inside an HTTP 200 stream, Docker with a 500.
        const Outcome o = shadowbox({QStringLiteral("image"), QStringLiteral("pull"), QStringLiteral("alpine:3.19")},
                                    m_engine->info.endpoint);
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains("Pulling alpine:3.19 failed"), o.err.constData());
        QVERIFY2(o.err.contains("No registry can be reached"), o.err.constData());
        QVERIFY(o.err.contains("shadowbox image starter"));
    }

    void noEngine()
    {
        ScratchRepo repo;
        const Outcome o =
            shadowbox({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path()},
                      QStringLiteral("unix:///nonexistent/engine.sock"));
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("does not exist"), o.err.constData());
        // The store still answers without an engine.
        const Outcome list = shadowbox({QStringLiteral("sandbox"), QStringLiteral("list")},
                                       QStringLiteral("unix:///nonexistent/engine.sock"));
        QCOMPARE(list.code, 0);
    }

    void enginesAndDoctor()
    {
        const QString engine = m_engine->info.endpoint;
        Outcome o = shadowbox({QStringLiteral("engines"), QStringLiteral("--json")}, engine);
        QCOMPARE(o.code, 0);
        const QJsonObject first = o.json().object().value(QStringLiteral("candidates")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("address")).toString(), engine);
        QCOMPARE(first.value(QStringLiteral("source")).toString(), QStringLiteral("setting"));
        QCOMPARE(first.value(QStringLiteral("answers")).toBool(), true);
        QCOMPARE(first.value(QStringLiteral("kind")).toString().toLower(), testEngineName());

        o = shadowbox({QStringLiteral("doctor")}, engine);
        QVERIFY2(o.code == 0, o.out.constData());
        QVERIFY(o.out.contains("Run a container"));
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
