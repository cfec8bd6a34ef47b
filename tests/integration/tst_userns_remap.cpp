// Docker with userns-remap: root in a sandbox is a subordinate user of this machine (the ids of
// "dockremap"), not root. A dockerd of the test's own, started with --userns-remap=default, runs a
// sandbox from creation to destroy through the command line: the workspace and the gateway's
// folder are that user's, whatever root inside writes is that user's on the host (never root's), a
// mocked host answers over HTTPS that the sandbox trusts, a dev server binds a low port, a rollback
// brings files back that root inside can change again, and destroy leaves nothing behind.

#include "runtime/EngineClient.h"
#include "support/PrivateEngine.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <memory>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

// The first id of `user`'s subordinate range in /etc/subuid or /etc/subgid ("user:start:count").
std::optional<uint> subordinateStart(const QString &file, const QString &user)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split(':');
        bool ok = false;
        const uint start = fields.size() == 3 && fields.at(0) == user.toUtf8() ? fields.at(1).toUInt(&ok) : 0;
        if (ok)
            return start;
    }
    return std::nullopt;
}

// The owner of `path` (not followed) as "uid:gid", or why it cannot be read.
QString ownerOf(const QString &path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QStringLiteral("(%1: %2)").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
    return QStringLiteral("%1:%2").arg(st.st_uid).arg(st.st_gid);
}

} // namespace

class UsernsRemapTest : public QObject {
    Q_OBJECT

    std::unique_ptr<PrivateEngine> m_engine;
    QString m_endpoint;
    std::shared_ptr<EngineClient> m_client;
    QString m_image;
    QString m_remapped; // "uid:gid" of root in a container, as /etc/subuid and /etc/subgid say
    QTemporaryDir m_root;

    CliOutcome cli(const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), m_root.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("SHADOWBOX_ENGINE"), m_endpoint);
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return runCli(QStringLiteral(SHADOWBOX_BINARY), args, env);
    }

    QByteArray exec(const QString &sandbox, const QString &command, int *code)
    {
        const CliOutcome run = cli({QStringLiteral("sandbox"), QStringLiteral("exec"), sandbox, QStringLiteral("--"),
                                    QStringLiteral("sh"), QStringLiteral("-c"), command});
        *code = run.code;
        return run.out + run.err;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        if (::geteuid() != 0)
            QFAIL("This test starts a dockerd of its own: run it as root (the CTest suite does).");
        m_engine = std::make_unique<PrivateEngine>(PrivateEngine::Kind::Docker, PrivateEngine::Users::RemapUsers);
        auto engine = m_engine->start(120'000);
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        m_endpoint = engine->info.endpoint;
        m_client = engine->client;
        QVERIFY(!m_endpoint.isEmpty());

        // What the engine says about its root, beside what the system's files say.
        auto host = engine->client->hostInfo(CallOptions::withTimeout(30'000));
        QVERIFY2(host, qPrintable(host.errorMessage()));
        QCOMPARE(host->userNamespace, UserNamespace::Remapped);
        const auto uid = subordinateStart(QStringLiteral("/etc/subuid"), QStringLiteral("dockremap"));
        const auto gid = subordinateStart(QStringLiteral("/etc/subgid"), QStringLiteral("dockremap"));
        QVERIFY2(uid && gid, "dockerd --userns-remap=default did not give dockremap subordinate ids");
        QVERIFY(*uid != 0);
        QCOMPARE(host->remappedRootUid, std::optional<uint>(*uid));
        QCOMPARE(host->remappedRootGid, std::optional<uint>(*gid));
        m_remapped = QStringLiteral("%1:%2").arg(*uid).arg(*gid);

        auto image = ensureTlsClientImage(*engine->client);
        QVERIFY2(image, qPrintable(image.errorMessage()));
        m_image = *image;
        qInfo("engine under test: a private %s with userns-remap; root inside is %s on this machine",
              qPrintable(engine->info.displayName()), qPrintable(m_remapped));
    }

    void cleanupTestCase() { m_engine.reset(); }

    void aSandboxRunsWithItsRootRemapped()
    {
        ScratchRepo repo;
        repo.write(QStringLiteral("README.md"), "# remapped\n");
        repo.write(QStringLiteral("src/app.txt"), "one\n");
        QVERIFY(repo.commitAll());

        const QString name = QStringLiteral("remapped");
        const CliOutcome created =
            cli({QStringLiteral("sandbox"), QStringLiteral("create"), QStringLiteral("--repo"), repo.path(),
                 QStringLiteral("--image"), m_image, QStringLiteral("--name"), name, QStringLiteral("--json")});
        QVERIFY2(created.code == 0, created.err.constData());
        const QJsonObject sandbox = created.json().object();
        QCOMPARE(sandbox.value(QLatin1String("userNamespace")).toString(), QStringLiteral("remapped"));
        const QString workspace = sandbox.value(QLatin1String("workspace")).toString();
        const QString gateway =
            m_root.filePath(QStringLiteral("data/gateways/")) + sandbox.value(QLatin1String("id")).toString();
        QVERIFY(QFileInfo(workspace).isDir());

        // Made as root-in-the-sandbox's, before any container saw them.
        QCOMPARE(ownerOf(workspace), m_remapped);
        QCOMPARE(ownerOf(workspace + QStringLiteral("/README.md")), m_remapped);
        QCOMPARE(ownerOf(workspace + QStringLiteral("/.git/HEAD")), m_remapped);
        QCOMPARE(ownerOf(gateway), m_remapped);
        QCOMPARE(ownerOf(gateway + QStringLiteral("/ca-key.pem")), m_remapped);
        QCOMPARE(ownerOf(gateway + QStringLiteral("/admin.sock")), m_remapped);
        // Still private: nobody else on this machine reaches into them.
        QCOMPARE(QFileInfo(workspace).permissions() & (QFileDevice::ReadOther | QFileDevice::ExeOther),
                 QFileDevice::Permissions());

        // Root inside writes: on the host, what it made is the remapped user's, not root's.
        int code = -1;
        QByteArray out = exec(name,
                              QStringLiteral("id -u && echo more >> README.md && rm src/app.txt && "
                                             "mkdir -p made/deep && echo new > made/deep/new.txt && echo written"),
                              &code);
        QVERIFY2(code == 0, out.constData());
        QVERIFY2(out.startsWith("0\n") && out.contains("written"), out.constData());
        QCOMPARE(ownerOf(workspace + QStringLiteral("/made/deep/new.txt")), m_remapped);
        QCOMPARE(ownerOf(workspace + QStringLiteral("/made")), m_remapped);

        // The gateway runs as that user too: a mocked host answers over HTTPS the sandbox trusts.
        const CliOutcome added =
            cli({QStringLiteral("mocks"), QStringLiteral("add"), name,
                 QStringLiteral(R"({"request":{"host":{"equalTo":"api.remapped.test"},"urlPath":"/hello"},)"
                                R"("response":{"status":200,"body":"hello from the mock"}})")});
        QVERIFY2(added.code == 0, added.err.constData());
        out = exec(name, QStringLiteral("curl -sS https://api.remapped.test/hello"), &code);
        QVERIFY2(code == 0 && out.contains("hello from the mock"), out.constData());
        // Its policy, rewritten by Shadowbox, stays readable to it.
        const CliOutcome policy =
            cli({QStringLiteral("network"), QStringLiteral("policy"), name, QStringLiteral("allowlist")});
        QVERIFY2(policy.code == 0, policy.err.constData());
        QCOMPARE(ownerOf(gateway + QStringLiteral("/policy.json")), m_remapped);
        out = exec(name, QStringLiteral("curl -sS https://api.remapped.test/hello"), &code);
        QVERIFY2(code == 0 && out.contains("hello from the mock"), out.constData());

        // A dev server on a low port, in the network namespace it shares with the gateway (whose
        // root is another user namespace's): root inside may still bind it.
        out = exec(name,
                   QStringLiteral("mkdir -p /tmp/www && echo served > /tmp/www/index.html && "
                                  "(httpd -f -p 127.0.0.1:80 -h /tmp/www &) && sleep 1 && "
                                  "wget -Y off -qO- http://127.0.0.1:80/; status=$?; pkill httpd; exit $status"),
                   &code);
        QVERIFY2(code == 0 && out.contains("served"), out.constData());

        // Back to the baseline: README.md and src/app.txt come back, made again by Shadowbox, and
        // root inside can change them as before.
        const CliOutcome snapshots =
            cli({QStringLiteral("snapshot"), QStringLiteral("list"), name, QStringLiteral("--json")});
        QVERIFY2(snapshots.code == 0, snapshots.err.constData());
        const QJsonArray list = snapshots.json().isArray()
                                    ? snapshots.json().array()
                                    : snapshots.json().object().value(QLatin1String("snapshots")).toArray();
        QString baseline;
        for (const QJsonValue &s : list) {
            if (s.toObject().value(QLatin1String("trigger")).toString() == QLatin1String("baseline"))
                baseline = QString::number(s.toObject().value(QLatin1String("id")).toInteger());
        }
        QVERIFY2(!baseline.isEmpty(), snapshots.out.constData());
        const CliOutcome rolledBack = cli({QStringLiteral("rollback"), name, baseline});
        QVERIFY2(rolledBack.code == 0, rolledBack.err.constData());
        QFile readme(workspace + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QCOMPARE(readme.readAll(), QByteArray("# remapped\n"));
        QCOMPARE(ownerOf(workspace + QStringLiteral("/src/app.txt")), m_remapped);
        QCOMPARE(ownerOf(workspace + QStringLiteral("/README.md")), m_remapped);
        QVERIFY(!QFileInfo::exists(workspace + QStringLiteral("/made")));
        out =
            exec(name, QStringLiteral("echo two >> src/app.txt && echo again >> README.md && cat src/app.txt"), &code);
        QVERIFY2(code == 0 && out.contains("one\ntwo"), out.constData());

        // The review sees what root inside changed.
        const CliOutcome review = cli({QStringLiteral("review"), name, QStringLiteral("--summary")});
        QVERIFY2(review.code == 0, review.err.constData());
        QVERIFY2(review.out.contains("README.md") && review.out.contains("src/app.txt"), review.out.constData());

        // Destroy removes everything, the remapped user's files included.
        const CliOutcome destroyed = cli({QStringLiteral("sandbox"), QStringLiteral("destroy"), name});
        QVERIFY2(destroyed.code == 0, destroyed.err.constData());
        QVERIFY(!QFileInfo::exists(workspace));
        QVERIFY(!QFileInfo::exists(gateway));
        const QString id = sandbox.value(QLatin1String("id")).toString();
        auto left =
            m_client->listContainers(QLatin1String(kSandboxLabel) + u'=' + id, CallOptions::withTimeout(30'000));
        QVERIFY2(left, qPrintable(left.errorMessage()));
        QVERIFY2(left->isEmpty(), qPrintable(left->isEmpty() ? QString() : left->first().name));
    }
};

QTEST_GUILESS_MAIN(UsernsRemapTest)
#include "tst_userns_remap.moc"
