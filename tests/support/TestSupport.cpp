#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QProcess>

#include "runtime/ImageArchive.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QNetworkInterface>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

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

QString machineAddress()
{
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            return a.toString();
    }
    return {};
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
    return ConnectedEngine{client, *info, EngineOrigin::Setting, false};
}

namespace {

// The libraries `binaries` load, as ldd names them: "libz.so.1 => /lib/x86_64-linux-gnu/libz.so.1
// (0x…)" and "/lib64/ld-linux-x86-64.so.2 (0x…)".
Result<QStringList> loadedLibraries(const QStringList &binaries)
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), binaries);
    if (!ldd.waitForFinished(60'000) || ldd.exitStatus() != QProcess::NormalExit)
        return Error::make(Error::Kind::Io, QStringLiteral("`ldd` did not finish: %1").arg(ldd.errorString()));
    QStringList files;
    static const QRegularExpression loaded(QStringLiteral(R"((/\S+) \(0x)"));
    for (auto it = loaded.globalMatch(QString::fromLocal8Bit(ldd.readAllStandardOutput())); it.hasNext();) {
        const QString library = it.next().captured(1);
        if (!files.contains(library))
            files << library;
    }
    if (files.isEmpty())
        return Error::make(
            Error::Kind::Io,
            QStringLiteral("`ldd %1` named no library: %2").arg(binaries.join(u' '), ldd.readAllStandardError()));
    return files;
}

// `content` as the file `name` in `folder`: its path, for an image's files.
Result<QString> writeInto(const QTemporaryDir &folder, const QString &name, const QByteArray &content)
{
    QFile written(folder.filePath(name));
    if (!written.open(QIODevice::WriteOnly) || written.write(content) != content.size())
        return Error::make(Error::Kind::Io, QStringLiteral("Cannot write %1.").arg(written.fileName()));
    return written.fileName();
}

// An image made offline (no registry is reachable in CI) and imported as `reference` once per
// engine: the starter's busybox and `files`, each this machine's file (its content, through
// symlinks) at the image's path, executable when it is here; and `links`, symlinks (path, target).
Result<QString> ensureOfflineImage(const EngineClient &client, const QString &reference,
                                   const QList<std::pair<QString, QByteArray>> &files,
                                   const QList<std::pair<QByteArray, QByteArray>> &links = {})
{
    const CallOptions options = CallOptions::withTimeout(300'000);
    auto exists = client.imageExists(reference, options);
    if (!exists)
        return exists.error();
    if (*exists)
        return reference;
    const QString busybox = starter::findStaticBusybox();
    if (busybox.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           QStringLiteral("The test image %1 needs a static busybox on this machine: run "
                                          "scripts/setup.sh.")
                               .arg(reference));
    auto applets = starter::listApplets(busybox);
    if (!applets)
        return applets.error();
    QString unreadable;
    auto tar = starter::buildRootfsTar(busybox, *applets, [&](ImageArchive &archive) {
        QSet<QByteArray> folders{"bin", "etc", "usr", "usr/bin", "tmp", "workspace"};
        for (const auto &[from, to] : files) {
            QFile file(from); // a library's name is often a symlink: its content goes in under that name
            if (!file.open(QIODevice::ReadOnly)) {
                unreadable = from;
                return;
            }
            for (qsizetype slash = to.indexOf('/'); slash > 0; slash = to.indexOf('/', slash + 1)) {
                if (!folders.contains(to.left(slash))) {
                    folders.insert(to.left(slash));
                    archive.addFolder(to.left(slash));
                }
            }
            archive.addFile(to, file.readAll(), QFileInfo(from).isExecutable() ? 0755 : 0644);
        }
        for (const auto &[path, target] : links)
            archive.addSymlink(path, target);
    });
    if (!unreadable.isEmpty())
        return Error::make(Error::Kind::Io,
                           QStringLiteral("Cannot read %1 for the test image %2.").arg(unreadable, reference));
    if (!tar)
        return tar.error();
    auto imported = client.importImage(*tar, reference.section(u':', 0, 0), reference.section(u':', 1), {}, options);
    if (!imported)
        return imported.error();
    return reference;
}

} // namespace

Result<QString> ensureTlsClientImage(const EngineClient &client)
{
    // curl (OpenSSL) and wget (GnuTLS, at /usr/bin/wget, before busybox's on the PATH): TLS clients
    // that find their roots in different ways. No roots where either looks by default.
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    const QString wget = QStandardPaths::findExecutable(QStringLiteral("wget"));
    if (curl.isEmpty() || wget.isEmpty())
        return Error::make(Error::Kind::NotFound, QStringLiteral("The TLS test image needs curl and wget on this "
                                                                 "machine: run scripts/setup.sh."));
    auto libraries = loadedLibraries({curl, wget});
    if (!libraries)
        return libraries.error();
    QList<std::pair<QString, QByteArray>> files;
    for (const QString &path : QStringList{curl} + *libraries)
        files.append({path, path.mid(1).toUtf8()});
    files.append({wget, "usr/bin/wget"});
    files.append({QStringLiteral("/etc/ssl/certs/ca-certificates.crt"), "etc/ssl/public-roots.pem"});
    return ensureOfflineImage(client, QStringLiteral("shadowbox-test-tls:2"), files);
}

Result<QString> ensureTrustStoreImage(const EngineClient &client, bool withTools)
{
    // A system trust store laid out the way Debian's ca-certificates lays it out, with its own
    // update-ca-certificates (a shell script: busybox and openssl run it), and curl, which looks
    // there by default.
    QStringList binaries;
    for (const char *name : {"curl", "openssl"}) {
        const QString found = QStandardPaths::findExecutable(QLatin1String(name));
        if (found.isEmpty())
            return Error::make(Error::Kind::NotFound, QStringLiteral("The trust store test image needs %1 on this "
                                                                     "machine: run scripts/setup.sh.")
                                                          .arg(QLatin1String(name)));
        binaries << found;
    }
    const QString update = QStringLiteral("/usr/sbin/update-ca-certificates");
    if (!QFileInfo(update).isExecutable())
        return Error::make(Error::Kind::NotFound, QStringLiteral("The trust store test image needs Debian's "
                                                                 "ca-certificates on this machine: run "
                                                                 "scripts/setup.sh."));
    auto libraries = loadedLibraries(binaries);
    if (!libraries)
        return libraries.error();
    QList<std::pair<QString, QByteArray>> files;
    for (const QString &path : binaries + *libraries)
        files.append({path, path.mid(1).toUtf8()});
    // The bundle as update-ca-certificates makes it from the list (this machine's own may hold
    // more), so that it is the same before and after the tool runs.
    QFile list(QStringLiteral("/etc/ca-certificates.conf"));
    if (!list.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io, QStringLiteral("Cannot read %1.").arg(list.fileName()));
    QByteArray bundle;
    for (const QByteArray &line : list.readAll().split('\n')) {
        if (line.isEmpty() || line.startsWith('#') || line.startsWith('!'))
            continue;
        const QString path = QStringLiteral("/usr/share/ca-certificates/") + QString::fromUtf8(line);
        QFile certificate(path);
        if (!certificate.open(QIODevice::ReadOnly))
            return Error::make(Error::Kind::Io, QStringLiteral("Cannot read %1.").arg(path));
        bundle += certificate.readAll();
        if (!bundle.endsWith('\n'))
            bundle += '\n';
        if (withTools)
            files.append({path, path.mid(1).toUtf8()});
    }
    if (withTools) {
        files.append({update, "usr/sbin/update-ca-certificates"});
        files.append({list.fileName(), "etc/ca-certificates.conf"});
    }
    QTemporaryDir folder;
    auto written = writeInto(folder, QStringLiteral("ca-certificates.crt"), bundle);
    if (!written)
        return written.error();
    files.append({*written, "etc/ssl/certs/ca-certificates.crt"});
    files.append({*written, "etc/ssl/public-roots.pem"});
    return ensureOfflineImage(client,
                              withTools ? QStringLiteral("shadowbox-test-truststore:2")
                                        : QStringLiteral("shadowbox-test-truststore:bare-2"),
                              files);
}

namespace {
// The folder of a runtime's bin/java.
QString javaHome(const QString &java)
{
    return QFileInfo(java).dir().absolutePath().section(u'/', 0, -2);
}

// This machine's Java runtime at its own path, the way it has it (bin/java, lib, conf, release and
// every library they load), without what only a JDK needs (its sources, headers, jmods and
// ct.sym); with the `tools` beside java in its bin.
Result<QList<std::pair<QString, QByteArray>>> javaRuntimeFiles(const QString &java, const QStringList &tools = {})
{
    const QString home = javaHome(java);
    QList<std::pair<QString, QByteArray>> files;
    QStringList programs{java};
    for (const QString &tool : tools)
        programs << home + QStringLiteral("/bin/") + tool;
    QStringList binaries = programs; // and the runtime's libraries, for the libraries they load
    for (const QString &part : {QStringLiteral("/lib"), QStringLiteral("/conf"), QStringLiteral("/release")}) {
        if (QFileInfo(home + part).isFile()) {
            files.append({home + part, (home + part).mid(1).toUtf8()});
            continue;
        }
        QDirIterator it(home + part, QDir::Files, QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString name = it.fileName();
            if (name == QLatin1String("src.zip") || name == QLatin1String("ct.sym") || !QFileInfo(path).exists())
                continue;
            files.append({path, path.mid(1).toUtf8()});
            if (name.endsWith(QLatin1String(".so")))
                binaries << path;
        }
    }
    auto libraries = loadedLibraries(binaries);
    if (!libraries)
        return libraries.error();
    for (const QString &path : std::as_const(*libraries)) {
        if (!path.startsWith(home))
            files.append({path, path.mid(1).toUtf8()});
    }
    for (const QString &path : std::as_const(programs))
        files.append({path, path.mid(1).toUtf8()});
    return files;
}

QString machineJava()
{
    return QFileInfo(QStandardPaths::findExecutable(QStringLiteral("java"))).canonicalFilePath();
}
} // namespace

Result<QString> ensureWireMockImage(const EngineClient &client, const QString &jar, const QByteArray &mapping)
{
    const QString java = machineJava();
    if (java.isEmpty() || !QFileInfo::exists(jar))
        return Error::make(Error::Kind::NotFound,
                           QStringLiteral("The WireMock test image needs java and the WireMock jar (%1) on this "
                                          "machine: run scripts/setup.sh.")
                               .arg(jar));
    auto runtime = javaRuntimeFiles(java);
    if (!runtime)
        return runtime.error();
    QList<std::pair<QString, QByteArray>> files = *runtime;
    files.append({jar, "opt/wiremock/wiremock.jar"});
    QTemporaryDir folder;
    auto written = writeInto(folder, QStringLiteral("mapping.json"), mapping);
    if (!written)
        return written.error();
    files.append({*written, "opt/wiremock/mappings/mapping.json"});
    // Named for what it holds: the mapping is part of it.
    const QByteArray tag = QCryptographicHash::hash(mapping, QCryptographicHash::Sha256).toHex().left(12);
    return ensureOfflineImage(client, QStringLiteral("shadowbox-test-wiremock:") + QString::fromLatin1(tag), files);
}

Result<QString> ensureJavaImage(const EngineClient &client)
{
    const QString java = machineJava();
    if (java.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           QStringLiteral("The Java test image needs java on this machine: run scripts/setup.sh."));
    auto runtime = javaRuntimeFiles(java, {QStringLiteral("keytool")});
    if (!runtime)
        return runtime.error();
    // Laid out as Debian lays it out: the runtime's keystore is a link to /etc/ssl/certs/java/cacerts,
    // and java and keytool are on the PATH through links.
    const QString home = javaHome(java);
    const QByteArray keystore = (home + QStringLiteral("/lib/security/cacerts")).mid(1).toUtf8();
    QList<std::pair<QString, QByteArray>> files;
    QString roots;
    for (const auto &file : std::as_const(*runtime)) {
        if (file.second == keystore)
            roots = file.first;
        else
            files.append(file);
    }
    if (roots.isEmpty())
        return Error::make(Error::Kind::NotFound, QStringLiteral("This machine's Java has no %1.").arg(keystore));
    files.append({roots, "etc/ssl/certs/java/cacerts"});
    files.append({roots, "opt/java/public-cacerts"});
    // Fetch URL: the body of a GET, through Java's own TLS and trust.
    QTemporaryDir folder;
    auto written = writeInto(folder, QStringLiteral("Fetch.java"),
                             "public class Fetch {\n"
                             "    public static void main(String[] args) throws Exception {\n"
                             "        try (var in = new java.net.URL(args[0]).openStream()) {\n"
                             "            System.out.write(in.readAllBytes());\n"
                             "            System.out.flush();\n"
                             "        }\n"
                             "    }\n"
                             "}\n");
    if (!written)
        return written.error();
    files.append({*written, "opt/java/Fetch.java"});
    return ensureOfflineImage(client, QStringLiteral("shadowbox-test-java:1"), files,
                              {{keystore, "/etc/ssl/certs/java/cacerts"},
                               {"usr/bin/java", java.toUtf8()},
                               {"usr/bin/keytool", (home + QStringLiteral("/bin/keytool")).toUtf8()}});
}

QString wireMockJar(const QString &packageDir)
{
    const QDir jars(packageDir + QStringLiteral("/node_modules/wiremock/build"));
    const QStringList found = jars.entryList({QStringLiteral("wiremock-standalone-*.jar")}, QDir::Files, QDir::Name);
    return found.isEmpty() ? QString() : jars.filePath(found.last());
}

QStringList wireMockCommand(const QString &address, int port)
{
    return {machineJava(),
            QStringLiteral("-jar"),
            QStringLiteral("/opt/wiremock/wiremock.jar"),
            QStringLiteral("--root-dir"),
            QStringLiteral("/opt/wiremock"),
            QStringLiteral("--bind-address"),
            address,
            QStringLiteral("--port"),
            QString::number(port),
            QStringLiteral("--disable-banner")};
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

bool signalProcess(const QProcess &p, int signal)
{
    const qint64 pid = p.processId();
    return p.state() != QProcess::NotRunning && pid > 0 && ::kill(pid_t(pid), signal) == 0;
}

bool stopProcess(qint64 pid, int timeoutMs)
{
    if (pid <= 0 || ::kill(pid_t(pid), SIGSTOP) != 0)
        return false;
    // /proc/PID/task/TID/stat: "TID (comm) STATE ..."; the comm may hold spaces and parentheses.
    const auto allStopped = [pid] {
        const QStringList threads =
            QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        if (threads.isEmpty())
            return false;
        for (const QString &tid : threads) {
            QFile stat(QStringLiteral("/proc/%1/task/%2/stat").arg(pid).arg(tid));
            if (!stat.open(QIODevice::ReadOnly))
                continue; // the thread ended
            const QByteArray line = stat.readAll();
            const qsizetype close = line.lastIndexOf(')');
            if (close < 0 || close + 2 >= line.size() || line.at(close + 2) != 'T')
                return false;
        }
        return true;
    };
    QElapsedTimer waited;
    waited.start();
    while (!allStopped()) {
        if (waited.elapsed() > timeoutMs)
            return false;
        QThread::msleep(2);
    }
    return true;
}

namespace {
void describe(const QByteArray &folder, const QByteArray &relative, QMap<QByteArray, QByteArray> &out)
{
    DIR *dir = ::opendir(folder.constData());
    if (!dir) {
        out.insert(relative, "unreadable");
        return;
    }
    while (dirent *e = ::readdir(dir)) {
        const QByteArray name(e->d_name);
        if (name == "." || name == "..")
            continue;
        const QByteArray path = folder + '/' + name;
        const QByteArray key = relative.isEmpty() ? name : relative + '/' + name;
        struct stat st {};
        if (::lstat(path.constData(), &st) != 0)
            continue;
        const QByteArray bits = QByteArray::number(st.st_mode & 07777, 8);
        if (S_ISDIR(st.st_mode)) {
            out.insert(key, "dir " + bits);
            describe(path, key, out);
        } else if (S_ISLNK(st.st_mode)) {
            char target[4096];
            const ssize_t n = ::readlink(path.constData(), target, sizeof target);
            out.insert(key, "link " + QByteArray(target, n > 0 ? int(n) : 0));
        } else if (S_ISREG(st.st_mode)) {
            QFile f(QFile::decodeName(path));
            out.insert(key, "file " + bits + ' ' + (f.open(QIODevice::ReadOnly) ? f.readAll().toHex() : "?"));
        } else {
            out.insert(key, "other " + QByteArray::number(st.st_mode, 8));
        }
    }
    ::closedir(dir);
}
} // namespace

QMap<QByteArray, QByteArray> describeWorkspace(const QString &workspace)
{
    QMap<QByteArray, QByteArray> out;
    describe(QFile::encodeName(workspace), QByteArray(), out);
    return out;
}

QString workspaceDifferences(const QMap<QByteArray, QByteArray> &a, const QMap<QByteArray, QByteArray> &b)
{
    QStringList lines;
    for (auto it = a.begin(); it != a.end(); ++it)
        if (b.value(it.key()) != it.value())
            lines << QStringLiteral("%1: %2 -> %3")
                         .arg(QString::fromUtf8(it.key()), QString::fromUtf8(it.value().left(60)),
                              QString::fromUtf8(b.value(it.key(), "(missing)").left(60)));
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key()))
            lines << QStringLiteral("%1: (missing) -> %2")
                         .arg(QString::fromUtf8(it.key()), QString::fromUtf8(it.value().left(60)));
    return lines.join(u'\n');
}

} // namespace shadowbox::test
