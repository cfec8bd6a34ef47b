// How the engine client behaves when the engine misbehaves: silence, a connection cut in the middle
// of an answer, error bodies from both engines, a stream that reports failure with HTTP 200, a
// missing socket, a socket the user may not open, and cancellation. The peer is a scripted fake
// engine on a private Unix socket.

#include "runtime/EngineClient.h"
#include "runtime/EngineDoctor.h"
#include "support/FakeEngine.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

#include <sys/fsuid.h>
#include <unistd.h>

using namespace shadowbox;
using shadowbox::test::answer;
using shadowbox::test::FakeEngine;

namespace {

HttpRequest get(const QByteArray &target)
{
    HttpRequest r;
    r.target = target;
    return r;
}

} // namespace

class EngineFaultsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void silentEngineTimesOut()
    {
        FakeEngine engine([](QLocalSocket *) { /* never answers */ });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QElapsedTimer t;
        t.start();
        auto r = client.send(get("/version"), CallOptions::withTimeout(700));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Timeout);
        QVERIFY2(r.errorMessage().contains(QLatin1String("did not answer within")), qPrintable(r.errorMessage()));
        QVERIFY2(t.elapsed() >= 650 && t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
    }

    void aTimeoutNamesTheLimitThatEnded_data()
    {
        QTest::addColumn<int>("ownMs");
        QTest::addColumn<int>("budgetMs");
        QTest::addColumn<QString>("stated");
        // The call's own limit comes first: when it is up, less is left of the operation than the
        // call's own limit, and the message used to name the operation's (a destroy that waited
        // 60 s said "within 90 seconds").
        QTest::newRow("own limit first") << 600 << 900 << QStringLiteral("within 0.6 seconds");
        QTest::newRow("operation ends first") << 900 << 600 << QStringLiteral("within 0.6 seconds");
    }

    void aTimeoutNamesTheLimitThatEnded()
    {
        QFETCH(int, ownMs);
        QFETCH(int, budgetMs);
        QFETCH(QString, stated);
        FakeEngine engine([](QLocalSocket *) { /* never answers */ });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QElapsedTimer t;
        t.start();
        auto r = client.send(get("/version"), CallOptions::withTimeout(ownMs).withBudget(budgetMs));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Timeout);
        QVERIFY2(r.errorMessage().contains(stated), qPrintable(r.errorMessage()));
        QVERIFY2(t.elapsed() >= 550 && t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
    }

    void silentStreamTimesOutOnIdle()
    {
        FakeEngine engine([](QLocalSocket *s) {
            answer(s, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n", false);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        CallOptions o = CallOptions::withTimeout(5000);
        o.idleTimeoutMs = 500;
        QByteArray got;
        QElapsedTimer t;
        t.start();
        auto r = client.send(get("/events"), o, [&](const char *d, size_t n) { got.append(d, qsizetype(n)); });
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Timeout);
        QCOMPARE(got, QByteArray("hello"));
        QVERIFY(t.elapsed() < 3000);
    }

    void connectionCutMidBody()
    {
        FakeEngine engine(
            [](QLocalSocket *s) { answer(s, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"Version\":"); });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto r = client.send(get("/version"), CallOptions::withTimeout(5000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::EngineUnreachable);
        QVERIFY2(r.errorMessage().contains(QLatin1String("in the middle")), qPrintable(r.errorMessage()));
    }

    void connectionClosedWithoutAnswer()
    {
        FakeEngine engine([](QLocalSocket *s) { s->disconnectFromServer(); });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto r = client.identify(CallOptions::withTimeout(5000));
        QVERIFY(!r);
        QVERIFY2(r.error().kind == Error::Kind::EngineUnreachable, qPrintable(r.errorMessage()));
        QVERIFY2(r.errorMessage().contains(QLatin1String("without answering")), qPrintable(r.errorMessage()));
    }

    void dockerErrorBodyBecomesSentence()
    {
        FakeEngine engine([](QLocalSocket *s) {
            const QByteArray body = "{\"message\":\"No such image: nope:latest\"}";
            answer(s, "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto r = client.inspectContainer(QStringLiteral("x"), CallOptions::withTimeout(5000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::NotFound);
        QCOMPARE(r.error().httpStatus, 404);
        QCOMPARE(r.errorMessage(),
                 QStringLiteral("Inspecting the container failed: the engine said \"No such image: nope:latest\"."));
    }

    void podmanErrorBodyBecomesSentence()
    {
        FakeEngine engine([](QLocalSocket *s) {
            const QByteArray body = "{\"cause\":\"that name is already in use\",\"message\":\"creating container "
                                    "storage: the container name \\\"a\\\" is already in use\",\"response\":500}";
            answer(s, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        ContainerSpec spec;
        spec.image = QStringLiteral("x");
        auto r = client.createContainer(spec, CallOptions::withTimeout(5000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Engine);
        QVERIFY2(r.errorMessage().contains(QLatin1String("is already in use")), qPrintable(r.errorMessage()));
        QVERIFY(r.errorMessage().startsWith(QLatin1String("Creating the container failed")));
    }

    // Podman's answer when the container's process ends during the inspection is asked again; any
    // other failure is not, and the race is given up after a few tries.
    void inspectAsksAgainWhenTheProcessEndsMeanwhile_data()
    {
        QTest::addColumn<int>("raced");
        QTest::addColumn<QByteArray>("cause");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("asked");
        QTest::newRow("once") << 1 << QByteArray("read /proc/20206/cgroup: no such process") << true << 2;
        QTest::newRow("every time") << 1000 << QByteArray("read /proc/20206/cgroup: no such process") << false << 5;
        QTest::newRow("another failure") << 1 << QByteArray("something else") << false << 1;
    }
    void inspectAsksAgainWhenTheProcessEndsMeanwhile()
    {
        QFETCH(int, raced);
        QFETCH(QByteArray, cause);
        QFETCH(bool, ok);
        QFETCH(int, asked);
        std::atomic_int calls{0};
        FakeEngine engine([&](QLocalSocket *s) {
            if (calls.fetch_add(1) < raced) {
                const QByteArray body = "{\"cause\":\"" + cause + "\",\"message\":\"" + cause + "\",\"response\":500}";
                answer(s, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: " + QByteArray::number(body.size()) +
                              "\r\n\r\n" + body);
                return;
            }
            const QByteArray body =
                R"({"Id":"c1","Name":"/c","State":{"Status":"exited","Running":false,"ExitCode":127}})";
            answer(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto info = client.inspectContainer(QStringLiteral("c1"), CallOptions::withTimeout(5000));
        QCOMPARE(bool(info), ok);
        if (ok) {
            QVERIFY(!info->running);
            QCOMPARE(info->exitCode, 127);
        } else {
            QVERIFY2(info.errorMessage().contains(QString::fromUtf8(cause)), qPrintable(info.errorMessage()));
        }
        QCOMPARE(calls.load(), asked);
    }

    void everyContainerIsHardened()
    {
        // The doctor's one-off test container goes through the same request as a sandbox: whatever
        // Shadowbox creates drops the capabilities a build does not need, gains no privileges, keeps
        // the default seccomp profile and gets no swap beyond its memory limit.
        std::mutex mutex;
        QByteArray createBody;
        FakeEngine engine([&](QLocalSocket *s) {
            QByteArray request = s->property("head").toByteArray();
            const qsizetype headEnd = request.indexOf("\r\n\r\n") + 4;
            const QByteArray head = request.left(headEnd);
            qsizetype length = 0;
            for (const QByteArray &line : head.split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            while (request.size() < headEnd + length && s->waitForReadyRead(2000))
                request += s->readAll();
            QByteArray reply = "{}";
            int status = 200;
            if (head.startsWith("POST /v1.41/containers/create")) {
                std::lock_guard lock(mutex);
                createBody = request.mid(headEnd, length);
                reply = "{\"Id\":\"c0ffee\"}";
                status = 201;
            } else if (head.contains("/wait")) {
                reply = "{\"StatusCode\":0}";
            }
            answer(s, "HTTP/1.1 " + QByteArray::number(status) +
                          " OK\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(reply.size()) + "\r\n\r\n" + reply);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        const Status ran =
            EngineDoctor::runTrivialContainer(client, QStringLiteral("img"), CallOptions::withTimeout(5000));
        QVERIFY2(ran, qPrintable(ran.errorMessage()));

        QJsonObject body;
        {
            std::lock_guard lock(mutex);
            body = QJsonDocument::fromJson(createBody).object();
        }
        const QJsonObject host = body.value(QStringLiteral("HostConfig")).toObject();
        QVERIFY2(!host.isEmpty(), createBody.constData());
        QStringList dropped;
        for (const QJsonValue &v : host.value(QStringLiteral("CapDrop")).toArray())
            dropped << v.toString();
        for (const char *cap : {"MKNOD", "NET_RAW", "AUDIT_WRITE", "SETFCAP", "SETPCAP"})
            QVERIFY2(dropped.contains(QLatin1String(cap)), cap);
        QCOMPARE(host.value(QStringLiteral("SecurityOpt")).toArray(), QJsonArray{QStringLiteral("no-new-privileges")});
        QCOMPARE(host.value(QStringLiteral("Privileged")).toBool(true), false);
        QVERIFY(!host.contains(QStringLiteral("CapAdd")));
        QVERIFY(host.value(QStringLiteral("Memory")).toDouble() > 0);
        QCOMPARE(host.value(QStringLiteral("MemorySwap")).toDouble(), host.value(QStringLiteral("Memory")).toDouble());

        // Swap is what the sandbox asks for on top of memory, and nothing when it asks for none.
        ContainerSpec spec;
        spec.memoryBytes = 512LL << 20;
        spec.swapBytes = 256LL << 20;
        QCOMPARE(EngineClient::createContainerBody(spec)
                     .value(QStringLiteral("HostConfig"))
                     .toObject()
                     .value(QStringLiteral("MemorySwap"))
                     .toDouble(),
                 double(768LL << 20));
        spec.swapBytes = 0;
        QCOMPARE(EngineClient::createContainerBody(spec)
                     .value(QStringLiteral("HostConfig"))
                     .toObject()
                     .value(QStringLiteral("MemorySwap"))
                     .toDouble(),
                 double(512LL << 20));

        // A mock server's image runs its own entry point as its own user, hardened all the same.
        spec.cmd = {QStringLiteral("--port"), QStringLiteral("8080")};
        QJsonObject own = EngineClient::createContainerBody(spec);
        QCOMPARE(own.value(QStringLiteral("Entrypoint")).toArray(), QJsonArray{QString()});
        QCOMPARE(own.value(QStringLiteral("User")).toString(), QStringLiteral("0:0"));
        spec.imageEntrypoint = true;
        own = EngineClient::createContainerBody(spec);
        QVERIFY(!own.contains(QStringLiteral("Entrypoint")) && !own.contains(QStringLiteral("User")));
        QCOMPARE(own.value(QStringLiteral("Cmd")).toArray(), QJsonArray::fromStringList(spec.cmd));
        QCOMPARE(own.value(QStringLiteral("HostConfig")).toObject().value(QStringLiteral("SecurityOpt")).toArray(),
                 QJsonArray{QStringLiteral("no-new-privileges")});
        QCOMPARE(own.value(QStringLiteral("HostConfig")).toObject().value(QStringLiteral("Privileged")).toBool(true),
                 false);
        spec.cmd.clear();
        QVERIFY(!EngineClient::createContainerBody(spec).contains(QStringLiteral("Cmd")));
    }

    void userNamespaceFromInfo_data()
    {
        QTest::addColumn<QByteArray>("info");
        QTest::addColumn<int>("expected");
        // As the engines on the test machines answer GET /info.
        QTest::newRow("rootful docker") << QByteArray(R"({"SecurityOptions":["name=seccomp,profile=default"]})")
                                        << int(UserNamespace::None);
        QTest::newRow("rootful podman")
            << QByteArray(R"({"SecurityOptions":["name=seccomp,profile=default"],"Rootless":false})")
            << int(UserNamespace::None);
        QTest::newRow("docker userns-remap")
            << QByteArray(R"({"SecurityOptions":["name=seccomp,profile=default","name=userns"]})")
            << int(UserNamespace::Remapped);
        QTest::newRow("rootless docker")
            << QByteArray(R"({"SecurityOptions":["name=seccomp,profile=default","name=rootless","name=cgroupns"]})")
            << int(UserNamespace::Rootless);
        // Podman 4.3's compat API says it only through the Rootless field.
        QTest::newRow("rootless podman")
            << QByteArray(R"({"SecurityOptions":["name=seccomp,profile=default"],"Rootless":true})")
            << int(UserNamespace::Rootless);
        QTest::newRow("engine that does not say") << QByteArray(R"({"ID":"x"})") << int(UserNamespace::Unknown);
    }

    void userNamespaceFromInfo()
    {
        QFETCH(QByteArray, info);
        QFETCH(int, expected);
        QCOMPARE(int(EngineClient::userNamespaceFromInfo(QJsonDocument::fromJson(info).object())), expected);
    }

    // GET /info answered with `body` by a fake engine, as EngineClient::hostInfo reads it.
    static Result<EngineHostInfo> hostInfoAnswering(const QByteArray &body)
    {
        FakeEngine engine([&](QLocalSocket *s) {
            answer(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        return EngineClient(Transport::forEndpoint(engine.endpoint())).hostInfo(CallOptions::withTimeout(5000));
    }

    void hostInfoSaysWhetherRootIsRemapped()
    {
        // dockerd 20.10 started with --userns-remap=default, as it answers.
        auto info = hostInfoAnswering(R"({"NCPU":2,"SecurityOptions":["name=seccomp,profile=default","name=userns"],)"
                                      R"("DockerRootDir":"/var/lib/docker/231072.231073"})");
        QVERIFY2(info, qPrintable(info.errorMessage()));
        QCOMPARE(info->userNamespace, UserNamespace::Remapped);
        // Who root in a container is on the host: the ids its root folder ends in.
        QCOMPARE(info->remappedRootUid, std::optional<uint>(231072));
        QCOMPARE(info->remappedRootGid, std::optional<uint>(231073));
    }

    void hostInfoOfAnEngineThatIsNotRemappedNamesNoRoot()
    {
        // Not remapped: a root folder that happens to end in digits says nothing.
        auto info = hostInfoAnswering(R"({"NCPU":2,"SecurityOptions":["name=seccomp,profile=default"],)"
                                      R"("DockerRootDir":"/srv/docker/1.2"})");
        QVERIFY2(info, qPrintable(info.errorMessage()));
        QCOMPARE(info->userNamespace, UserNamespace::None);
        QVERIFY(!info->remappedRootUid.has_value());
    }

    void streamReportsFailureWithStatus200()
    {
        FakeEngine engine([](QLocalSocket *s) {
            auto chunk = [](const QByteArray &data) {
                return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
            };
            answer(s, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" +
                          chunk("{\"status\":\"Loading layer\"}\n") +
                          chunk("{\"errorDetail\":{\"message\":\"disk quota\"},\"error\":\"disk quota\"}\n") +
                          "0\r\n\r\n");
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QStringList statuses;
        auto r = client.importImage(
            "tar", QStringLiteral("repo"), QStringLiteral("tag"),
            [&](const ProgressEvent &e) { statuses << (e.error.isEmpty() ? e.status : e.error); },
            CallOptions::withTimeout(5000));
        QVERIFY(!r);
        QCOMPARE(statuses, (QStringList{QStringLiteral("Loading layer"), QStringLiteral("disk quota")}));
        QVERIFY2(r.errorMessage().contains(QLatin1String("disk quota")), qPrintable(r.errorMessage()));
    }

    void pullReportsProgressAndSucceeds()
    {
        FakeEngine engine([](QLocalSocket *s) {
            auto chunk = [](const QByteArray &data) {
                return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
            };
            answer(s, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" +
                          chunk("{\"status\":\"Pulling from library/alpine\",\"id\":\"3.19\"}\n"
                                "{\"status\":\"Downloading\",\"progressDetail\":{\"current\":1024,\"total\":4096},"
                                "\"id\":\"abc\"}\n") +
                          chunk("{\"status\":\"Pull complete\",\"id\":\"abc\"}\n") + "0\r\n\r\n");
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QList<ProgressEvent> events;
        Status s = client.pullImage(
            QStringLiteral("alpine:3.19"), [&](const ProgressEvent &e) { events << e; },
            CallOptions::withTimeout(5000));
        QVERIFY2(s, qPrintable(s.errorMessage()));
        QCOMPARE(events.size(), 3);
        QCOMPARE(events.at(1).id, QStringLiteral("abc"));
        QCOMPARE(events.at(1).current, 1024);
        QCOMPARE(events.at(1).total, 4096);
        QCOMPARE(events.at(2).status, QStringLiteral("Pull complete"));
    }

    void pullErrorBodyWithStatus500()
    {
        FakeEngine engine([](QLocalSocket *s) {
            const QByteArray body = "{\"message\":\"Get \\\"https://registry-1.docker.io/v2/\\\": dial tcp: lookup "
                                    "registry-1.docker.io: no such host\"}";
            answer(s, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        Status s = client.pullImage(QStringLiteral("alpine"), {}, CallOptions::withTimeout(5000));
        QVERIFY(!s);
        QCOMPARE(s.error().httpStatus, 500);
        QVERIFY2(s.errorMessage().contains(QLatin1String("no such host")), qPrintable(s.errorMessage()));
        QVERIFY(s.errorMessage().contains(QLatin1String("No registry can be reached")));
    }

    void cancelStopsAWaitingCall()
    {
        FakeEngine engine([](QLocalSocket *) {});
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        CancelToken token;
        std::thread canceler([token]() mutable {
            QThread::msleep(300);
            token.cancel();
        });
        QElapsedTimer t;
        t.start();
        auto r = client.send(get("/version"), CallOptions::withTimeout(30000).withCancel(token));
        canceler.join();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Canceled);
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
    }

    void missingSocket()
    {
        EngineEndpoint e;
        e.path = QStringLiteral("/nonexistent/shadowbox/engine.sock");
        EngineClient client(Transport::forEndpoint(e));
        auto r = client.identify(CallOptions::withTimeout(2000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::EngineUnreachable);
        QVERIFY2(r.errorMessage().contains(QLatin1String("does not exist")), qPrintable(r.errorMessage()));
        QVERIFY(r.errorMessage().contains(QLatin1String("Start Podman or Docker")));
    }

    void socketPermissionDenied()
    {
        FakeEngine engine([](QLocalSocket *s) { answer(s, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nOK"); });
        QVERIFY(QFile::setPermissions(engine.path(), QFile::ReadOwner | QFile::WriteOwner));
        Result<EngineInfo> r = Error::make(Error::Kind::Generic, QString());
        // Connect as an unprivileged user. Linux file-system credentials are per thread, so only this
        // thread gives up root's override of file permissions.
        std::thread unprivileged([&] {
            if (::geteuid() == 0)
                ::setfsuid(65534);
            EngineClient client(Transport::forEndpoint(engine.endpoint()));
            r = client.identify(CallOptions::withTimeout(2000));
        });
        unprivileged.join();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::PermissionDenied);
        QVERIFY2(r.errorMessage().contains(QLatin1String("Permission denied")), qPrintable(r.errorMessage()));
        QVERIFY(r.errorMessage().contains(QLatin1String("usermod")));
    }

    void podmanIsRecognisedByHeader()
    {
        FakeEngine engine([](QLocalSocket *s) {
            const QByteArray body =
                "{\"Version\":\"4.3.1\",\"ApiVersion\":\"1.41\",\"Os\":\"linux\",\"Arch\":\"amd64\"}";
            answer(s, "HTTP/1.1 200 OK\r\nLibpod-Api-Version: 4.3.1\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto r = client.identify(CallOptions::withTimeout(2000));
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QCOMPARE(r->kind, EngineKind::Podman);
        QCOMPARE(r->displayName(), QStringLiteral("Podman 4.3.1"));
        QCOMPARE(r->libpodApiVersion, QStringLiteral("4.3.1"));
    }

    // Identifying the engine is part of every CLI start. /_ping's headers name the engine and its
    // version; /version (half a second on Podman) must not be asked when they do. Here /version
    // never answers, so asking it would time out.
    void identifyUsesPingHeaders_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("version");
        QTest::newRow("podman") << QByteArray("Api-Version: 1.41\r\nLibpod-Api-Version: 4.3.1\r\n"
                                              "Server: Libpod/4.3.1 (linux)\r\n")
                                << int(EngineKind::Podman) << QStringLiteral("4.3.1");
        QTest::newRow("docker") << QByteArray("Api-Version: 1.41\r\nOstype: linux\r\n"
                                              "Server: Docker/20.10.24+dfsg1 (linux)\r\n")
                                << int(EngineKind::Docker) << QStringLiteral("20.10.24+dfsg1");
    }
    void identifyUsesPingHeaders()
    {
        QFETCH(QByteArray, headers);
        QFETCH(int, kind);
        QFETCH(QString, version);
        std::atomic_int versionAsked{0};
        FakeEngine engine([&, headers](QLocalSocket *s) {
            const QByteArray head = s->property("head").toByteArray();
            if (head.contains("/_ping "))
                answer(s, "HTTP/1.1 200 OK\r\n" + headers + "Content-Length: 2\r\n\r\nOK");
            else
                ++versionAsked; // and never answered
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QElapsedTimer timer;
        timer.start();
        auto r = client.identify(CallOptions::withTimeout(3000));
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(int(r->kind), kind);
        QCOMPARE(r->version, version);
        QCOMPARE(r->apiVersion, QStringLiteral("1.41"));
        QCOMPARE(r->os, QStringLiteral("linux"));
        QCOMPARE(versionAsked.load(), 0);
    }

    void dockerIsRecognisedWithoutHeader()
    {
        FakeEngine engine([](QLocalSocket *s) {
            const QByteArray body =
                "{\"Version\":\"20.10.24\",\"ApiVersion\":\"1.41\",\"Components\":[{\"Name\":\"Engine\"}]}";
            answer(s, "HTTP/1.1 200 OK\r\nApi-Version: 1.41\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\n\r\n" + body);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        auto r = client.identify(CallOptions::withTimeout(2000));
        QVERIFY2(r, qPrintable(r.errorMessage()));
        QCOMPARE(r->kind, EngineKind::Docker);
        QCOMPARE(r->apiVersion, QStringLiteral("1.41"));
    }

    void execStreamIsDemultiplexed()
    {
        FakeEngine engine([](QLocalSocket *s) {
            QByteArray frames;
            auto frame = [&](char channel, const QByteArray &payload) {
                const quint32 n = quint32(payload.size());
                frames += QByteArray(1, channel) + QByteArray(3, '\0');
                frames += char(n >> 24);
                frames += char(n >> 16);
                frames += char(n >> 8);
                frames += char(n);
                frames += payload;
            };
            frame(1, "out\n");
            frame(2, "err\n");
            frame(1, "more");
            answer(s,
                   "HTTP/1.1 101 UPGRADED\r\nContent-Type: application/vnd.docker.raw-stream\r\nConnection: Upgrade\r\n"
                   "Upgrade: tcp\r\n\r\n" +
                       frames);
        });
        EngineClient client(Transport::forEndpoint(engine.endpoint()));
        QByteArray out, err;
        Status s = client.startExec(
            QStringLiteral("abc"),
            [&](OutputChannel c, const QByteArray &d) { (c == OutputChannel::Stderr ? err : out) += d; },
            CallOptions::withTimeout(5000));
        QVERIFY2(s, qPrintable(s.errorMessage()));
        QCOMPARE(out, QByteArray("out\nmore"));
        QCOMPARE(err, QByteArray("err\n"));
    }
};

QTEST_GUILESS_MAIN(EngineFaultsTest)
#include "tst_engine_faults.moc"
