#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QProcess>

#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace shadowbox::test {

ScratchRepo::ScratchRepo()
{
    git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
    git({QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("test@example.invalid")});
    git({QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Shadowbox Test")});
    write(QStringLiteral("README.md"), "# scratch\n");
    commitAll(QStringLiteral("initial"));
}

void ScratchRepo::write(const QString &relativePath, const QByteArray &content)
{
    const QString full = m_dir.path() + u'/' + relativePath;
    QDir().mkpath(QFileInfo(full).absolutePath());
    QFile f(full);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(full));
    f.write(content);
}

bool ScratchRepo::git(const QStringList &args, QByteArray *output)
{
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("git"), args);
    if (!p.waitForFinished(60'000))
        return false;
    if (output)
        *output = p.readAll();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

bool ScratchRepo::commitAll(const QString &message)
{
    return git({QStringLiteral("add"), QStringLiteral("-A")}) &&
           git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), message});
}

void CreationPause::attach(SandboxManager *manager)
{
    QObject::connect(
        manager, &SandboxManager::createProgress, manager,
        [this](const QString &id, const QString &, int percent) {
            if (percent != m_percent || m_reached)
                return;
            m_id = id;
            m_reached = true;
            m_release.acquire();
        },
        Qt::DirectConnection);
}

QString CreationPause::sandboxId() const
{
    return m_reached ? m_id : QString();
}

void CreationPause::release()
{
    if (!m_released.exchange(true))
        m_release.release();
}

QString testEngineName()
{
    return qEnvironmentVariable("SHADOWBOX_TEST_ENGINE", QStringLiteral("unknown"));
}

Result<ConnectedEngine> connectTestEngine()
{
    const QString address = qEnvironmentVariable("SHADOWBOX_ENGINE");
    if (address.isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           QStringLiteral("SHADOWBOX_ENGINE is not set; run this test through ctest, which starts "
                                          "the engines (tests/scripts/engines.sh)."));
    auto endpoint = EngineEndpoint::parse(address);
    if (!endpoint)
        return endpoint.error();
    auto client = std::make_shared<EngineClient>(Transport::forEndpoint(*endpoint));
    auto info = waitForEngine(*client, 20'000);
    if (!info)
        return info.error();
    if (Status s = starter::ensureImage(*client, {}, CallOptions::withTimeout(120'000)); !s)
        return s.error();
    qInfo("engine under test: %s at %s", qPrintable(info->displayName()), qPrintable(info->endpoint));
    return ConnectedEngine{client, *info, QStringLiteral("test"), false};
}

CliOutcome runCli(const QString &program, const QStringList &args, const QProcessEnvironment &env, int timeoutMs)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    CliOutcome o;
    if (!p.waitForStarted()) {
        o.err = "could not start: " + p.errorString().toUtf8();
        return o;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        o.err = "timed out";
        return o;
    }
    o.ms = t.elapsed();
    o.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    o.out = p.readAllStandardOutput();
    o.err = p.readAllStandardError();
    return o;
}

void removePrivatePodmanStorage(const QString &root)
{
    QProcess::execute(
        QStringLiteral("sh"),
        {QStringLiteral("-c"),
         QStringLiteral("podman --root %1/storage/root --runroot %1/storage/run rm -af >/dev/null 2>&1; "
                        "podman --root %1/storage/root --runroot %1/storage/run system reset -f >/dev/null 2>&1; "
                        "umount -R %1/storage 2>/dev/null; true")
             .arg(root)});
}

} // namespace shadowbox::test
