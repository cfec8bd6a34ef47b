#include "runtime/PodmanService.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

namespace shadowbox {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("PodmanService", text);
}
}  // namespace

PodmanService::PodmanService(QString configDir, QString socketDir, QObject *parent)
    : QObject(parent), m_configDir(std::move(configDir)), m_socketDir(std::move(socketDir))
{
}

PodmanService::~PodmanService()
{
    stop();
}

QString PodmanService::podmanProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("podman"));
}

QString PodmanService::socketPath() const
{
    return m_socketDir + QStringLiteral("/podman.sock");
}

QString PodmanService::configPath() const
{
    return m_configDir + QStringLiteral("/containers.conf");
}

EngineEndpoint PodmanService::endpoint() const
{
    EngineEndpoint e;
    e.scheme = EngineEndpoint::Scheme::Unix;
    e.path = socketPath();
    return e;
}

bool PodmanService::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 PodmanService::processId() const
{
    return isRunning() ? m_process->processId() : 0;
}

Status PodmanService::start()
{
    if (isRunning())
        return {};
    const QString program = podmanProgram();
    if (program.isEmpty())
        return Error::make(Error::Kind::EngineUnreachable,
                           tr("Podman is not installed. Install it (`sudo apt install podman`, `sudo dnf install "
                              "podman` or `brew install podman`) or start Docker."));
    for (const QString &dir : {m_configDir, m_socketDir}) {
        if (!QDir().mkpath(dir))
            return Error::make(Error::Kind::Io,
                               tr("Cannot create %1 for the Podman service. Check the permissions of the folder.").arg(dir));
    }
    if (!QFile::exists(configPath())) {
        QFile conf(configPath());
        if (!conf.open(QIODevice::WriteOnly))
            return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), conf.errorString()));
        conf.write("# Shadowbox's own settings for the Podman service it starts. Fixes found by\n"
                   "# `shadowbox doctor` are added here; your own containers.conf is not read.\n");
    }
    QFile::remove(socketPath());

    m_log.clear();
    m_process = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CONTAINERS_CONF"), configPath());
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
#ifdef Q_OS_LINUX
    // If Shadowbox is killed, the service goes with it instead of lingering.
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    connect(m_process, &QProcess::readyRead, this, [this] {
        m_log.append(m_process->readAll());
        if (m_log.size() > 64 * 1024)
            m_log = m_log.right(32 * 1024);
    });
    connect(m_process, &QProcess::finished, this, [this](int code) { Q_EMIT exited(code); });
    QStringList arguments;
    // SHADOWBOX_PODMAN_STORAGE keeps the service's images and containers in a folder of their own
    // (tests use it so they never touch the machine's Podman storage).
    if (const QString storage = qEnvironmentVariable("SHADOWBOX_PODMAN_STORAGE"); !storage.isEmpty())
        arguments << QStringLiteral("--root") << storage + QStringLiteral("/root") << QStringLiteral("--runroot")
                  << storage + QStringLiteral("/run");
    arguments << QStringLiteral("system") << QStringLiteral("service") << QStringLiteral("--time=0")
              << QLatin1String("unix://") + socketPath();
    m_process->start(program, arguments);
    if (!m_process->waitForStarted(5000)) {
        const QString why = m_process->errorString();
        delete m_process;
        m_process = nullptr;
        return Error::make(Error::Kind::EngineUnreachable, tr("Could not start `podman system service`: %1.").arg(why));
    }
    return {};
}

void PodmanService::stop()
{
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(5000)) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
    }
    delete m_process;
    m_process = nullptr;
    QFile::remove(socketPath());
}

Result<bool> PodmanService::applyConfigFix(const QString &section, const QString &key, const QString &value)
{
    QFile in(configPath());
    QStringList lines;
    if (in.open(QIODevice::ReadOnly))
        lines = QString::fromUtf8(in.readAll()).split(u'\n');
    in.close();

    const QString header = u'[' + section + u']';
    const QString setting = key + QStringLiteral(" = ") + value;
    qsizetype sectionAt = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t == header) {
            sectionAt = i;
            continue;
        }
        if (sectionAt >= 0 && t.startsWith(u'['))
            break;
        if (sectionAt >= 0 && t.section(u'=', 0, 0).trimmed() == key) {
            if (t == setting)
                return false;
            lines[i] = setting;
            sectionAt = -2;
            break;
        }
    }
    if (sectionAt == -1) {
        if (!lines.isEmpty() && !lines.last().isEmpty())
            lines.append(QString());
        lines.append(header);
        lines.append(setting);
    } else if (sectionAt >= 0) {
        lines.insert(sectionAt + 1, setting);
    }

    QSaveFile out(configPath());
    if (!out.open(QIODevice::WriteOnly))
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), out.errorString()));
    out.write(lines.join(u'\n').toUtf8());
    if (!lines.last().isEmpty())
        out.write("\n");
    if (!out.commit())
        return Error::make(Error::Kind::Io, tr("Cannot write %1: %2.").arg(configPath(), out.errorString()));
    return true;
}

QString PodmanService::logTail() const
{
    return QString::fromUtf8(m_log.right(4000));
}

}  // namespace shadowbox
