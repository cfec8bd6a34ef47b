#include "runtime/EngineDoctor.h"

#include "runtime/PodmanService.h"
#include "runtime/StarterImage.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUuid>
#include <QVersionNumber>

namespace shadowbox {

namespace {
// "OCI runtime "crun" not found", "default OCI runtime "runc" not found", or the runtime binary
// itself missing — but not a command missing from the image, which runtimes report with similar words.
bool isMissingRuntime(const QString &m)
{
    static const QRegularExpression runtimeNotFound(QStringLiteral("oci runtime \"[^\"]+\" not found"));
    static const QRegularExpression binaryMissing(QStringLiteral(
        "(runc|crun|kata-runtime|youki)[^a-z]*(: )?(executable file not found|no such file or directory)"));
    return runtimeNotFound.match(m).hasMatch() || binaryMissing.match(m).hasMatch();
}
} // namespace

QString actionCommand(Diagnosis::Action action)
{
    switch (action) {
    case Diagnosis::Action::BuildStarterImage:
        return QStringLiteral("shadowbox image starter");
    case Diagnosis::Action::None:
        break;
    }
    return {};
}

Diagnosis diagnoseRunFailure(const QString &message)
{
    Diagnosis d;
    const QString m = message.toLower();
    if (m.contains(QLatin1String("cgroups in hybrid mode")) ||
        (m.contains(QLatin1String("crun")) && m.contains(QLatin1String("cgroup")))) {
        d.cause = Diagnosis::Cause::RuntimeCgroupMode;
        d.explanation =
            EngineDoctor::tr("Podman's default runtime crun cannot run containers on this machine's cgroup setup. "
                             "Use runc instead: install it and set `runtime = \"runc\"` in the [engine] section of "
                             "~/.config/containers/containers.conf.");
        d.fixCommand = QStringLiteral("sudo apt install runc && mkdir -p ~/.config/containers && printf "
                                      "'[engine]\\nruntime = \"runc\"\\n' >> ~/.config/containers/containers.conf");
        d.ownFix = ConfigFix{QStringLiteral("engine"), QStringLiteral("runtime"), QStringLiteral("\"runc\"")};
    } else if (m.contains(QLatin1String("ulimit")) || m.contains(QLatin1String("rlimit"))) {
        d.cause = Diagnosis::Cause::Ulimits;
        d.explanation =
            EngineDoctor::tr("The engine's default ulimits cannot be raised here (missing CAP_SYS_RESOURCE). Clear "
                             "them: set `default_ulimits = []` in the [containers] section of "
                             "~/.config/containers/containers.conf.");
        d.fixCommand = QStringLiteral("mkdir -p ~/.config/containers && printf '[containers]\\ndefault_ulimits = "
                                      "[]\\n' >> ~/.config/containers/containers.conf");
        d.ownFix = ConfigFix{QStringLiteral("containers"), QStringLiteral("default_ulimits"), QStringLiteral("[]")};
    } else if (m.contains(QLatin1String("newuidmap")) || m.contains(QLatin1String("subuid")) ||
               m.contains(QLatin1String("not enough ids")) || m.contains(QLatin1String("cannot find uid/gid"))) {
        d.cause = Diagnosis::Cause::SubordinateIds;
        d.explanation =
            EngineDoctor::tr("Rootless Podman needs subordinate user and group ids for your user. Add them and "
                             "migrate Podman's storage.");
        d.fixCommand = QStringLiteral(
            "sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 $USER && podman system migrate");
    } else if (isMissingRuntime(m)) {
        d.cause = Diagnosis::Cause::NoRuntime;
        d.explanation =
            EngineDoctor::tr("No OCI runtime is installed, so the engine cannot start containers. Install runc "
                             "(or crun).");
        d.fixCommand = QStringLiteral("sudo apt install runc");
    } else if (m.contains(QLatin1String("executable file")) && m.contains(QLatin1String("not found"))) {
        d.cause = Diagnosis::Cause::CommandMissingInImage;
        d.explanation = EngineDoctor::tr("The image does not contain the command the test runs, so it cannot show "
                                         "whether containers work. Build the starter image and run the doctor again. "
                                         "(Engine message: %1)")
                            .arg(message);
        d.action = Diagnosis::Action::BuildStarterImage;
    } else if (m.contains(QLatin1String("permission denied"))) {
        d.cause = Diagnosis::Cause::PermissionDenied;
        d.explanation =
            EngineDoctor::tr("The engine was denied a permission it needs to start a container: %1").arg(message);
    } else if (m.contains(QLatin1String("no such image")) || m.contains(QLatin1String("image not known"))) {
        d.cause = Diagnosis::Cause::ImageMissing;
        d.explanation =
            EngineDoctor::tr("The image is not available locally. Build the starter image, or pull the image.");
        d.action = Diagnosis::Action::BuildStarterImage;
    } else {
        d.explanation = EngineDoctor::tr("The engine could not run a trivial container: %1").arg(message);
    }
    return d;
}

Status EngineDoctor::runTrivialContainer(const EngineClient &client, const QString &image, const CallOptions &options)
{
    ContainerSpec spec;
    spec.name = QStringLiteral("shadowbox-doctor-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    spec.image = image;
    spec.cmd = {QStringLiteral("true")};
    spec.labels.insert(QStringLiteral("io.shadowbox.doctor"), QStringLiteral("1"));
    spec.stopTimeoutSeconds = 1;
    // Limited like a sandbox, so the test shows that limits work here too.
    spec.memoryBytes = kHelperContainerMemory;
    spec.pidsLimit = kHelperContainerPids;
    auto code = client.runToCompletion(spec, options);
    if (!code)
        return code.error();
    if (*code != 0)
        return Error::make(Error::Kind::Engine,
                           tr("The test container exited with status %1 instead of 0.").arg(*code));
    return {};
}

DoctorReport EngineDoctor::run(const Result<ConnectedEngine> &initial, const CallOptions &options)
{
    DoctorReport report;
    if (!initial) {
        report.checks.append({DoctorCheck::Id::Engine, tr("Engine"), false, initial.error().message, QString()});
        return report;
    }
    ConnectedEngine engine = *initial;
    report.checks.append({DoctorCheck::Id::Engine, tr("Engine"), true,
                          tr("%1 at %2 (API %3, found via %4)")
                              .arg(engine.info.displayName(), engine.info.endpoint, engine.info.apiVersion,
                                   engineOriginLabel(engine.origin)),
                          QString()});

    const bool apiOk =
        engine.info.apiVersion.isEmpty() || QVersionNumber::fromString(engine.info.apiVersion) >= QVersionNumber(1, 41);
    report.checks.append({DoctorCheck::Id::ApiVersion, tr("API version"), apiOk,
                          apiOk ? tr("%1 (Shadowbox needs 1.41 or newer)").arg(engine.info.apiVersion)
                                : tr("The engine speaks API %1 but Shadowbox needs 1.41 or newer (Docker 20.10+, "
                                     "Podman 3+).")
                                      .arg(engine.info.apiVersion),
                          apiOk ? QString() : tr("Upgrade the engine.")});

    auto images = engine.client->listImages(options);
    QString image;
    if (!images) {
        report.checks.append({DoctorCheck::Id::Images, tr("Images"), false, images.error().message, QString()});
        return report;
    }
    for (const ImageInfo &i : std::as_const(*images)) {
        for (const QString &tag : i.tags) {
            if (tag.endsWith(starter::reference()))
                image = tag;
        }
    }
    if (image.isEmpty() && !images->isEmpty() && !images->first().tags.isEmpty())
        image = images->first().tags.first();
    if (image.isEmpty()) {
        report.starterImageMissing = true;
        report.checks.append({DoctorCheck::Id::Images, tr("Images"), false,
                              tr("The engine has no images, so no sandbox can start. Shadowbox can build a small "
                                 "starter image offline from this machine's busybox."),
                              QString(), Diagnosis::Action::BuildStarterImage});
        report.engine = engine;
        return report;
    }
    report.checks.append({DoctorCheck::Id::Images, tr("Images"), true,
                          tr("local images: %1; testing with %2").arg(images->size()).arg(image), QString()});

    // Try a trivial container; on the embedded service apply known fixes and try again.
    for (int attempt = 0; attempt < 4; ++attempt) {
        Status run = runTrivialContainer(*engine.client, image, options);
        if (run) {
            report.checks.append({DoctorCheck::Id::RunContainer, tr("Run a container"), true,
                                  tr("`true` ran in %1 and exited 0").arg(image), QString()});
            report.engine = engine;
            return report;
        }
        const Diagnosis d = diagnoseRunFailure(run.error().message);
        if (engine.embedded && d.ownFix && m_connector) {
            auto changed =
                m_connector->embeddedService()->applyConfigFix(d.ownFix->section, d.ownFix->key, d.ownFix->value);
            if (changed && *changed) {
                report.appliedFixes.append(
                    tr("Set %1 = %2 in Shadowbox's own containers.conf (%3).")
                        .arg(d.ownFix->key, d.ownFix->value, m_connector->embeddedService()->configPath()));
                auto restarted = m_connector->restartEmbeddedBlocking();
                if (!restarted) {
                    report.checks.append({DoctorCheck::Id::RunContainer, tr("Run a container"), false,
                                          restarted.error().message, QString()});
                    return report;
                }
                engine = *restarted;
                continue;
            }
        }
        report.checks.append({DoctorCheck::Id::RunContainer, tr("Run a container"), false,
                              d.explanation + u' ' + tr("(Engine message: %1)").arg(run.error().message), d.fixCommand,
                              d.action});
        report.engine = engine;
        return report;
    }
    report.checks.append({DoctorCheck::Id::RunContainer, tr("Run a container"), false,
                          tr("The container still fails after applying fixes."), QString()});
    return report;
}

} // namespace shadowbox
