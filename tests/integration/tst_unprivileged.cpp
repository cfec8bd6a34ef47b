// Shadowbox run by an ordinary user against a rootful engine (the common Docker setup: the user is
// in the docker group). Files the sandbox's root user makes in the workspace then belong to root on
// the host, and Shadowbox cannot delete them itself; destroy must still leave nothing behind.
//
// The test runs as root (CI does), opens the engine's socket to everyone for the duration, and
// re-runs itself as `nobody` through setpriv for the scenario.

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
        if (::geteuid() != 0)
            QFAIL("this test switches to the user nobody and needs to start as root (CI runs as root)");
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        QVERIFY2(!setpriv.isEmpty(), "setpriv (util-linux) is missing");
        auto engine = connectTestEngine();  // also makes sure the starter image is there
        QVERIFY2(engine, qPrintable(engine.errorMessage()));

        // A world-readable copy of this program (the build folder may be private) and a home for nobody.
        QTemporaryDir home(QStringLiteral("/tmp/sbx-nobody-XXXXXX"));
        QVERIFY(QFile::setPermissions(home.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                                       | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther
                                                       | QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup));
        const QString self = home.path() + QStringLiteral("/tst_unprivileged");
        QVERIFY(QFile::copy(QCoreApplication::applicationFilePath(), self));
        QVERIFY(QFile::setPermissions(self, QFile::permissions(self) | QFileDevice::ExeOther | QFileDevice::ReadOther));
        QVERIFY(::chown(QFile::encodeName(home.path()).constData(), 65534, 65534) == 0);

        // The engine socket, opened to everyone for the length of the test.
        const QString socket = EngineEndpoint::parse(engine->info.endpoint)->path;
        const QFile::Permissions before = QFile::permissions(socket);
        QVERIFY(QFile::setPermissions(socket, before | QFileDevice::ReadOther | QFileDevice::WriteOther));
        auto restore = qScopeGuard([&] { QFile::setPermissions(socket, before); });

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
                              QStringLiteral("--clear-groups"), self});
        QVERIFY(child.waitForFinished(300'000));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0, output.constData());
        QVERIFY2(output.contains("destroyed as nobody"), output.constData());
    }

private:
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

        QByteArray err;
        auto run = manager.execBlocking(created->id,
                                        QStringLiteral("mkdir -p build/deep && echo x > build/deep/out.o && "
                                                       "touch .hidden && chmod 000 build && stat -c %u build/deep/out.o"),
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
        qInfo("destroyed as nobody");
    }
};

QTEST_GUILESS_MAIN(UnprivilegedTest)
#include "tst_unprivileged.moc"
