#include "runtime/EngineDoctor.h"
#include "runtime/PodmanService.h"

#include <QFile>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

using Cause = Diagnosis::Cause;

Q_DECLARE_METATYPE(shadowbox::Diagnosis::Cause)
Q_DECLARE_METATYPE(std::optional<shadowbox::ConfigFix>)

namespace {

std::optional<ConfigFix> fix(const char *section, const char *key, const char *value)
{
    return ConfigFix{QString::fromLatin1(section), QString::fromLatin1(key), QString::fromLatin1(value)};
}

// A minimal reader for the containers.conf subset we write: [section] headers and key = value lines.
// Reports a repeated section or a repeated key in a section, which TOML rejects.
struct Conf {
    QMap<QString, QMap<QString, QString>> sections;
    QStringList problems;
};
Conf parseConf(const QByteArray &content)
{
    Conf conf;
    QString section;
    QSet<QString> seenSections;
    for (const QString &raw : QString::fromUtf8(content).split(u'\n')) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'[')) {
            section = line.mid(1, line.size() - 2).trimmed();
            if (seenSections.contains(section))
                conf.problems << QStringLiteral("section [%1] appears twice").arg(section);
            seenSections.insert(section);
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (eq < 0) {
            conf.problems << QStringLiteral("not a setting: %1").arg(line);
            continue;
        }
        const QString key = line.left(eq).trimmed();
        if (conf.sections[section].contains(key))
            conf.problems << QStringLiteral("%1 set twice in [%2]").arg(key, section);
        conf.sections[section].insert(key, line.mid(eq + 1).trimmed());
    }
    return conf;
}

} // namespace

class TestDoctorDiagnosis : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<PodmanService> m_service;

    QByteArray readConfig() const
    {
        QFile f(m_service->configPath());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    bool writeConfig(const QByteArray &content) const
    {
        QFile f(m_service->configPath());
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        // Only paths: constructing the service starts nothing.
        m_service = std::make_unique<PodmanService>(m_dir->path(), m_dir->filePath(QStringLiteral("run")));
        QVERIFY(!m_service->isRunning());
    }
    void cleanup()
    {
        m_service.reset();
        m_dir.reset();
    }

    void diagnose_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<Cause>("cause");
        QTest::addColumn<std::optional<ConfigFix>>("ownFix");
        QTest::addColumn<QString>("fixWord"); // something the suggested command must mention

        const auto runc = fix("engine", "runtime", "\"runc\"");
        const auto ulimits = fix("containers", "default_ulimits", "[]");
        QTest::newRow("crun hybrid cgroups")
            << QStringLiteral(
                   "crun: cgroups in hybrid mode not supported, drop all controllers from cgroupv2: OCI runtime error")
            << Cause::RuntimeCgroupMode << runc << QStringLiteral("runc");
        QTest::newRow("crun hybrid cgroups, wrapped by podman")
            << QStringLiteral(
                   "Error: OCI runtime error: crun: cgroups in hybrid mode not supported, drop all controllers "
                   "from cgroupv2")
            << Cause::RuntimeCgroupMode << runc << QStringLiteral("runc");
        QTest::newRow("crun setrlimit")
            << QStringLiteral("crun: setrlimit `RLIMIT_NOFILE`: Operation not permitted: OCI permission denied")
            << Cause::Ulimits << ulimits << QStringLiteral("default_ulimits");
        QTest::newRow("runc setrlimit")
            << QStringLiteral("OCI runtime create failed: runc create failed: unable to start container process: error "
                              "during container init: error setting rlimits for ready process: error setting rlimit "
                              "type 7: operation not permitted: unknown")
            << Cause::Ulimits << ulimits << QStringLiteral("default_ulimits");
        QTest::newRow("ulimit word") << QStringLiteral(
                                            "failed to set ulimit nofile=1048576:1048576: operation not permitted")
                                     << Cause::Ulimits << ulimits << QStringLiteral("default_ulimits");
        QTest::newRow("newuidmap")
            << QStringLiteral(
                   "cannot set up namespace using \"/usr/bin/newuidmap\": exit status 1: newuidmap: write to "
                   "uid_map failed: Operation not permitted")
            << Cause::SubordinateIds << std::optional<ConfigFix>() << QStringLiteral("usermod");
        QTest::newRow("no subuid ranges")
            << QStringLiteral(
                   "cannot find UID/GID for user ada: no subuid ranges found for user \"ada\" in /etc/subuid - "
                   "check rootless mode in man pages.")
            << Cause::SubordinateIds << std::optional<ConfigFix>() << QStringLiteral("usermod");
        QTest::newRow("podman runtime missing")
            << QStringLiteral("Error: OCI runtime \"crun\" not found") << Cause::NoRuntime << std::optional<ConfigFix>()
            << QStringLiteral("runc");
        QTest::newRow("podman default runtime missing")
            << QStringLiteral("Error: default OCI runtime \"runc\" not found: invalid argument") << Cause::NoRuntime
            << std::optional<ConfigFix>() << QStringLiteral("runc");
        QTest::newRow("docker runc binary missing")
            << QStringLiteral(
                   "failed to create task for container: failed to create shim task: OCI runtime create "
                   "failed: unable to retrieve OCI runtime error (open /run/containerd/io.containerd.runtime."
                   "v2.task/moby/4f2c/log.json: no such file or directory): exec: \"runc\": executable file "
                   "not found in $PATH: unknown")
            << Cause::NoRuntime << std::optional<ConfigFix>() << QStringLiteral("runc");
        QTest::newRow("permission denied") << QStringLiteral("open /dev/fuse: permission denied")
                                           << Cause::PermissionDenied << std::optional<ConfigFix>() << QString();
        QTest::newRow("image missing") << QStringLiteral("No such image: shadowbox-starter:1") << Cause::ImageMissing
                                       << std::optional<ConfigFix>() << QStringLiteral("shadowbox image starter");
        QTest::newRow("unknown") << QStringLiteral("the flux capacitor refused to engage") << Cause::Unknown
                                 << std::optional<ConfigFix>() << QString();
        QTest::newRow("empty") << QString() << Cause::Unknown << std::optional<ConfigFix>() << QString();
    }
    void diagnose()
    {
        QFETCH(QString, message);
        QFETCH(Cause, cause);
        QFETCH(std::optional<ConfigFix>, ownFix);
        QFETCH(QString, fixWord);

        const Diagnosis d = diagnoseRunFailure(message);
        QCOMPARE(int(d.cause), int(cause));
        QCOMPARE(d.ownFix.has_value(), ownFix.has_value());
        if (ownFix) {
            QCOMPARE(d.ownFix->section, ownFix->section);
            QCOMPARE(d.ownFix->key, ownFix->key);
            QCOMPARE(d.ownFix->value, ownFix->value);
        }
        QVERIFY2(!d.explanation.isEmpty(), "every diagnosis explains itself in a sentence");
        // Shadowbox's own fixes are actions each front end names its own way; the sentence itself
        // never points to the command line, which the window shows too.
        const QString fix = d.fixCommand.isEmpty() ? actionCommand(d.action) : d.fixCommand;
        if (!fixWord.isEmpty())
            QVERIFY2(fix.contains(fixWord), qPrintable(fix));
        QVERIFY2(!d.explanation.contains(QLatin1String("`shadowbox")), qPrintable(d.explanation));
        QVERIFY2(!d.fixCommand.startsWith(QLatin1String("shadowbox")), qPrintable(d.fixCommand));
    }

    void diagnoseIsCaseInsensitive()
    {
        QCOMPARE(int(diagnoseRunFailure(QStringLiteral("CRUN: CGROUPS IN HYBRID MODE NOT SUPPORTED")).cause),
                 int(Cause::RuntimeCgroupMode));
        QCOMPARE(int(diagnoseRunFailure(QStringLiteral("NEWUIDMAP: write to uid_map failed")).cause),
                 int(Cause::SubordinateIds));
    }

    void unknownQuotesTheMessage()
    {
        const QString message = QStringLiteral("the flux capacitor refused to engage (code 88)");
        const Diagnosis d = diagnoseRunFailure(message);
        QCOMPARE(int(d.cause), int(Cause::Unknown));
        QVERIFY2(d.explanation.contains(message), qPrintable(d.explanation));
        QVERIFY(!d.ownFix);
        QVERIFY(d.fixCommand.isEmpty());
    }

    void permissionDeniedQuotesTheMessage()
    {
        const QString message = QStringLiteral("open /dev/net/tun: permission denied");
        QVERIFY(diagnoseRunFailure(message).explanation.contains(message));
    }

    void commandMissingInImageIsNotMissingRuntime_data()
    {
        // The runtime exists and ran: it reports that the image has no such command (the doctor runs
        // `true`, which e.g. distroless or scratch images lack). "Install runc" would be wrong advice.
        QTest::addColumn<QString>("message");
        QTest::newRow("crun") << QStringLiteral(
            "crun: executable file `true` not found in $PATH: No such file or directory: OCI runtime "
            "attempted to invoke a command that was not found");
        QTest::newRow("runc via docker") << QStringLiteral(
            "failed to create task for container: failed to create shim task: OCI runtime create "
            "failed: runc create failed: unable to start container process: exec: \"true\": "
            "executable file not found in $PATH: unknown");
    }
    void commandMissingInImageIsNotMissingRuntime()
    {
        QFETCH(QString, message);
        const Diagnosis d = diagnoseRunFailure(message);
        QVERIFY2(d.cause != Cause::NoRuntime,
                 qPrintable(QStringLiteral("diagnosed as a missing runtime: %1").arg(d.explanation)));
        QVERIFY2(!d.fixCommand.contains(QLatin1String("apt install runc")), qPrintable(d.fixCommand));
    }

    void configFix_createsFile()
    {
        QVERIFY(!QFile::exists(m_service->configPath()));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        QVERIFY(*changed);
        QCOMPARE(readConfig(), QByteArray("[engine]\nruntime = \"runc\"\n"));
    }

    void configFix_addsSection()
    {
        const QByteArray before = "# Shadowbox's own settings for the Podman service it starts.\n"
                                  "# your own containers.conf is not read.\n"
                                  "\n"
                                  "[containers]\n"
                                  "log_driver = \"k8s-file\"\n";
        QVERIFY(writeConfig(before));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        QVERIFY(*changed);
        const QByteArray after = readConfig();
        QVERIFY2(after.startsWith(before), after.constData()); // unrelated lines kept verbatim
        const Conf conf = parseConf(after);
        QVERIFY2(conf.problems.isEmpty(), qPrintable(conf.problems.join(u'\n')));
        QCOMPARE(conf.sections.value(QStringLiteral("engine")).value(QStringLiteral("runtime")),
                 QStringLiteral("\"runc\""));
        QCOMPARE(conf.sections.value(QStringLiteral("containers")).value(QStringLiteral("log_driver")),
                 QStringLiteral("\"k8s-file\""));
        QVERIFY(after.endsWith('\n'));
    }

    void configFix_addsKeyToExistingSection()
    {
        const QByteArray before = "# header comment\n"
                                  "[containers]\n"
                                  "log_driver = \"k8s-file\"\n"
                                  "\n"
                                  "[engine]\n"
                                  "events_logger = \"file\"\n";
        QVERIFY(writeConfig(before));
        auto changed = m_service->applyConfigFix(QStringLiteral("containers"), QStringLiteral("default_ulimits"),
                                                 QStringLiteral("[]"));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        QVERIFY(*changed);
        const QByteArray after = readConfig();
        const Conf conf = parseConf(after);
        QVERIFY2(conf.problems.isEmpty(), qPrintable(conf.problems.join(u'\n')));
        QCOMPARE(conf.sections.value(QStringLiteral("containers")).value(QStringLiteral("default_ulimits")),
                 QStringLiteral("[]"));
        QCOMPARE(conf.sections.value(QStringLiteral("containers")).value(QStringLiteral("log_driver")),
                 QStringLiteral("\"k8s-file\""));
        QCOMPARE(conf.sections.value(QStringLiteral("engine")).value(QStringLiteral("events_logger")),
                 QStringLiteral("\"file\""));
        QVERIFY(!conf.sections.value(QStringLiteral("engine")).contains(QStringLiteral("default_ulimits")));
        QVERIFY(after.contains("# header comment\n"));
        QCOMPARE(after.count("[containers]"), 1);
    }

    void configFix_replacesDifferentValue()
    {
        const QByteArray before = "[engine]\n"
                                  "runtime = \"crun\"\n"
                                  "cgroup_manager = \"cgroupfs\"\n"
                                  "# runtime = \"kata\"\n";
        QVERIFY(writeConfig(before));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        QVERIFY(*changed);
        const QByteArray after = readConfig();
        QCOMPARE(after, QByteArray("[engine]\n"
                                   "runtime = \"runc\"\n"
                                   "cgroup_manager = \"cgroupfs\"\n"
                                   "# runtime = \"kata\"\n"));
    }

    void configFix_replacesDifferentSpelling()
    {
        QVERIFY(writeConfig("[engine]\n  runtime=\"crun\"\n"));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY(changed.ok() && *changed);
        const Conf conf = parseConf(readConfig());
        QVERIFY2(conf.problems.isEmpty(), qPrintable(conf.problems.join(u'\n')));
        QCOMPARE(conf.sections.value(QStringLiteral("engine")).value(QStringLiteral("runtime")),
                 QStringLiteral("\"runc\""));
    }

    void configFix_falseWhenAlreadySet()
    {
        const QByteArray before =
            "# keep me\n[engine]\nruntime = \"runc\"\n\n[containers]\nlog_driver = \"journald\"\n";
        QVERIFY(writeConfig(before));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY2(changed.ok(), qPrintable(changed.errorMessage()));
        QVERIFY2(!*changed, "nothing to change: the doctor must not restart the service for it");
        QCOMPARE(readConfig(), before);
    }

    void configFix_sameKeyInOtherSectionUntouched()
    {
        const QByteArray before = "[network]\nruntime = \"other\"\n";
        QVERIFY(writeConfig(before));
        auto changed =
            m_service->applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        QVERIFY(changed.ok() && *changed);
        const Conf conf = parseConf(readConfig());
        QVERIFY2(conf.problems.isEmpty(), qPrintable(conf.problems.join(u'\n')));
        QCOMPARE(conf.sections.value(QStringLiteral("network")).value(QStringLiteral("runtime")),
                 QStringLiteral("\"other\""));
        QCOMPARE(conf.sections.value(QStringLiteral("engine")).value(QStringLiteral("runtime")),
                 QStringLiteral("\"runc\""));
    }

    void configFix_bothDoctorFixesInTurn()
    {
        // What the doctor does on a machine that needs both: apply, restart, apply the next one.
        for (const Diagnosis &d :
             {diagnoseRunFailure(QStringLiteral("crun: cgroups in hybrid mode not supported")),
              diagnoseRunFailure(QStringLiteral("crun: setrlimit `RLIMIT_NOFILE`: Operation not permitted"))}) {
            QVERIFY(d.ownFix);
            auto changed = m_service->applyConfigFix(d.ownFix->section, d.ownFix->key, d.ownFix->value);
            QVERIFY(changed.ok() && *changed);
            auto again = m_service->applyConfigFix(d.ownFix->section, d.ownFix->key, d.ownFix->value);
            QVERIFY(again.ok() && !*again);
        }
        const Conf conf = parseConf(readConfig());
        QVERIFY2(conf.problems.isEmpty(), qPrintable(conf.problems.join(u'\n')));
        QCOMPARE(conf.sections.value(QStringLiteral("engine")).value(QStringLiteral("runtime")),
                 QStringLiteral("\"runc\""));
        QCOMPARE(conf.sections.value(QStringLiteral("containers")).value(QStringLiteral("default_ulimits")),
                 QStringLiteral("[]"));
    }

    void configFix_unwritableFolderIsError()
    {
        PodmanService broken(m_dir->filePath(QStringLiteral("missing/folder")), m_dir->path());
        auto changed =
            broken.applyConfigFix(QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\""));
        if (changed.ok()) {
            // Creating the folder is a fine answer too, as long as the setting landed.
            QFile f(broken.configPath());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll().contains("runtime = \"runc\""));
            return;
        }
        QCOMPARE(changed.error().kind, Error::Kind::Io);
        QVERIFY2(changed.errorMessage().contains(broken.configPath()), qPrintable(changed.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestDoctorDiagnosis)
#include "tst_doctor_diagnosis.moc"
