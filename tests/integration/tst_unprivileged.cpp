// Shadowbox run by an ordinary user against a rootful engine (the common Docker setup: the user is
// in the docker group). Files the sandbox's root user makes in the workspace then belong to root on
// the host, and Shadowbox cannot delete them itself; destroy must still leave nothing behind.
//
// The test runs as root (CI does), opens the engine's socket to everyone for the duration, and
// re-runs itself as `nobody` through setpriv for the scenario. A second scenario starts Shadowbox's
// own Podman service as `nobody` and checks that it is rootless.

#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {
constexpr char kChildFlag[] = "SHADOWBOX_UNPRIVILEGED_CHILD";
}

class UnprivilegedTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void destroyRemovesRootOwnedFiles()
    {
        if (qEnvironmentVariableIsSet(kChildFlag)) {
            runAsUnprivilegedUser();
            return;
        }
        auto engine = connectTestEngine(); // also makes sure the starter image is there
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        // The engine socket, opened to everyone for the length of the test.
        const QString socket = EngineEndpoint::parse(engine->info.endpoint)->path;
        const QFile::Permissions before = QFile::permissions(socket);
        QVERIFY(QFile::setPermissions(socket, before | QFileDevice::ReadOther | QFileDevice::WriteOther));
        auto restore = qScopeGuard([&] { QFile::setPermissions(socket, before); });
        const QByteArray output = runChildAsNobody(QStringLiteral("destroyRemovesRootOwnedFiles"));
        QVERIFY2(output.contains("destroyed as nobody"), output.constData());
    }

    void embeddedPodmanIsRootlessForAnOrdinaryUser()
    {
        // Shadowbox's own Podman service runs as the user who runs Shadowbox: for anyone but root
        // that is rootless Podman, where root in a sandbox is that user on the host.
        if (qEnvironmentVariableIsSet(kChildFlag)) {
            startEmbeddedPodmanAsUnprivilegedUser();
            return;
        }
        if (PodmanService::podmanProgram().isEmpty())
            QFAIL("podman is not installed; run scripts/setup.sh");
        const QByteArray output = runChildAsNobody(QStringLiteral("embeddedPodmanIsRootlessForAnOrdinaryUser"));
        QVERIFY2(output.contains("embedded Podman as nobody: rootless"), output.constData());
    }

private:
    // Re-runs one test function of this program as `nobody` with a home of its own; returns its
    // output after checking that it passed.
    QByteArray runChildAsNobody(const QString &testFunction)
    {
        if (::geteuid() != 0) {
            QTest::qFail("this test switches to the user nobody and needs to start as root (CI runs as root)", __FILE__,
                         __LINE__);
            return {};
        }
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty()) {
            QTest::qFail("setpriv (util-linux) is missing", __FILE__, __LINE__);
            return {};
        }
        // A world-readable copy of this program (the build folder may be private) and a home for nobody.
        QTemporaryDir home(QStringLiteral("/tmp/sbx-nobody-XXXXXX"));
        QFile::setPermissions(home.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                               QFileDevice::ReadOther | QFileDevice::WriteOther |
                                               QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                               QFileDevice::WriteGroup | QFileDevice::ExeGroup);
        const QString self = home.path() + QStringLiteral("/tst_unprivileged");
        QFile::copy(QCoreApplication::applicationFilePath(), self);
        QFile::setPermissions(self, QFile::permissions(self) | QFileDevice::ExeOther | QFileDevice::ReadOther);
        if (::chown(QFile::encodeName(home.path()).constData(), 65534, 65534) != 0) {
            QTest::qFail("cannot give the scratch home to nobody", __FILE__, __LINE__);
            return {};
        }

        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QLatin1String(kChildFlag), QStringLiteral("1"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("TMPDIR"), home.path());
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.remove(QStringLiteral("XDG_CONFIG_HOME"));
        child.setProcessEnvironment(env);
        child.setWorkingDirectory(home.path());
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                              QStringLiteral("--clear-groups"), self, testFunction});
        if (!child.waitForFinished(300'000)) {
            child.kill();
            child.waitForFinished();
        }
        const QByteArray output = child.readAll();
        if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
            QTest::qFail(output.constData(), __FILE__, __LINE__);
        return output;
    }

    void startEmbeddedPodmanAsUnprivilegedUser()
    {
        QCOMPARE(::geteuid(), uid_t(65534));
        const QString home = QDir::homePath();
        // Podman needs a runtime folder of the user's own; a desktop session provides one.
        QVERIFY(QDir().mkpath(home + QStringLiteral("/run")));
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(home + QStringLiteral("/run")));
        qputenv("SHADOWBOX_PODMAN_STORAGE", QFile::encodeName(home + QStringLiteral("/storage")));
        PodmanService service(home + QStringLiteral("/config"), home + QStringLiteral("/sock"));
        auto info = service.ensureRunning(QDeadlineTimer(60'000));
        auto stop = qScopeGuard([&] { (void)service.stop(QDeadlineTimer(30'000)); });
        QVERIFY2(info, qPrintable(info.errorMessage()));
        QCOMPARE(info->kind, EngineKind::Podman);
        EngineClient client(Transport::forEndpoint(service.endpoint()));
        auto host = client.hostInfo(CallOptions::withTimeout(30'000));
        QVERIFY2(host, qPrintable(host.errorMessage()));
        QCOMPARE(host->userNamespace, UserNamespace::Rootless);
        qInfo("embedded Podman as nobody: rootless");
    }

    void runAsUnprivilegedUser()
    {
        QCOMPARE(::geteuid(), uid_t(65534));
        auto engine = connectTestEngine();
        QVERIFY2(engine, qPrintable(engine.errorMessage()));
        QTemporaryDir data;
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        QThreadPool pool;
        SandboxManager manager(*engine, *store, data.path(), &pool);
        ScratchRepo repo;
        CreateRequest request;
        request.repository = repo.path();
        request.image = starter::reference();
        auto created = manager.createBlocking(request, CancelToken());
        QVERIFY2(created, qPrintable(created.errorMessage()));

        // A read-only file of this user's, and a link to it that the sandbox's root plants in a
        // folder of its own: the host side cannot remove the link, and must not "fix" that by
        // changing permissions through it (QDir::removeRecursively would chmod the file to 0600).
        const QString readOnly = QDir::homePath() + QStringLiteral("/read-only.txt");
        {
            QFile f(readOnly);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mine\n");
        }
        QVERIFY(::chmod(QFile::encodeName(readOnly).constData(), 0400) == 0);

        QByteArray err;
        auto run = manager.execBlocking(
            created->id,
            QStringLiteral("mkdir -p build/deep && echo x > build/deep/out.o && "
                           "mkdir trap && ln -s %1 trap/key && "
                           "touch .hidden && chmod 000 build && stat -c %u build/deep/out.o")
                .arg(readOnly),
            [&](OutputChannel c, const QByteArray &d) {
                if (c == OutputChannel::Stderr)
                    err += d;
            },
            CancelToken());
        QVERIFY2(run && run->exitCode == 0, run ? err.constData() : qPrintable(run.errorMessage()));
        // As nobody, this folder cannot be emptied from the host.
        QVERIFY(!QDir(created->workspace + QStringLiteral("/build")).removeRecursively());

        auto proof = manager.destroyBlocking(created->id);
        QVERIFY2(proof, qPrintable(proof.errorMessage()));
        QVERIFY2(proof->clean(), qPrintable(proof->summary()));
        QVERIFY(!QFileInfo::exists(created->workspace));
        QCOMPARE(proof->hazardsRemoved.linksOutside, 1);
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(readOnly).constData(), &st), 0);
        QCOMPARE(uint(st.st_mode & 07777), 0400u);
        qInfo("destroyed as nobody");
    }
};

QTEST_GUILESS_MAIN(UnprivilegedTest)
#include "tst_unprivileged.moc"
