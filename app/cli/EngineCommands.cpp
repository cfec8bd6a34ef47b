#include "cli/CliSupport.h"

#include "runtime/EngineConnector.h"
#include "runtime/EngineDiscovery.h"
#include "runtime/EngineDoctor.h"
#include "runtime/PodmanService.h"

#include <QJsonArray>
#include <QJsonObject>

namespace shadowbox::cli {

namespace {
// `shadowbox engines` and `shadowbox doctor`.
class EngineCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int engines(const QStringList &args);
    static int doctor(const QStringList &args);
};
} // namespace

int EngineCommands::engines(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(jsonOption());
    int code = Ok;
    if (!parse(p, args, QStringLiteral("engines [--json]"),
               tr("Lists the engine addresses Shadowbox tries, in order, and whether each answers."), &code))
        return code;
    // The same choice the rest of Shadowbox uses: SHADOWBOX_ENGINE, else the saved setting.
    const DiscoveryEnvironment env = DiscoveryEnvironment::fromSystem(SessionConfig::fromEnvironment().engineSetting);
    QJsonArray json;
    QList<QStringList> rows{{tr("ADDRESS"), tr("FOUND VIA"), tr("STATUS")}};
    int answering = 0;
    for (const ProbedCandidate &probed : probeCandidates(discoverEngineCandidates(env), Runner::interrupt())) {
        const EngineCandidate &c = probed.candidate;
        const Result<EngineInfo> &info = probed.answer;
        if (info)
            ++answering;
        const QString status =
            info ? tr("%1, API %2").arg(info->displayName(), info->apiVersion) : info.error().message;
        rows.append({c.endpoint.toString(), c.source(), status});
        QJsonObject o{{QStringLiteral("address"), c.endpoint.toString()},
                      {QStringLiteral("source"), engineOriginKey(c.origin)},
                      {QStringLiteral("answers"), bool(info)}};
        if (info) {
            o.insert(QStringLiteral("kind"), info->kindName());
            o.insert(QStringLiteral("version"), info->version);
            o.insert(QStringLiteral("apiVersion"), info->apiVersion);
        } else {
            o.insert(QStringLiteral("error"), info.error().message);
        }
        json.append(o);
    }
    const QString podman = PodmanService::podmanProgram();
    const QString embedded =
        podman.isEmpty()
            ? tr("not available (Podman is not installed)")
            : tr("available: Shadowbox starts `%1 system service` itself when no engine answers").arg(podman);
    if (p.isSet(jsonOption())) {
        printJson(
            QJsonObject{{QStringLiteral("candidates"), json}, {QStringLiteral("embeddedPodman"), !podman.isEmpty()}});
    } else {
        if (rows.size() > 1)
            out(table(rows));
        else
            out(tr("No engine address is configured and no well-known engine socket exists.\n"));
        out(tr("Embedded Podman service: %1\n").arg(embedded));
    }
    return answering > 0 || !podman.isEmpty() ? Ok : EngineUnavailable;
}

int EngineCommands::doctor(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(jsonOption());
    int code = Ok;
    if (!parse(p, args, QStringLiteral("doctor [--json]"),
               tr("Checks that the engine answers, that an image is available and that a trivial container runs. "
                  "Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run "
                  "for the rest."),
               &code))
        return code;
    (void)Runner::interrupt(); // Ctrl+C ends the wait (see Runner)
    Session session(SessionConfig::fromEnvironment());
    DoctorReport report;
    session.runDoctor().then(qApp, [&report](const DoctorReport &done) {
        report = done;
        QCoreApplication::exit(0);
    });
    QCoreApplication::exec();

    if (p.isSet(jsonOption())) {
        QJsonArray checks;
        for (const DoctorCheck &c : report.checks)
            checks.append(QJsonObject{{QStringLiteral("name"), c.name},
                                      {QStringLiteral("ok"), c.ok},
                                      {QStringLiteral("detail"), c.detail},
                                      {QStringLiteral("fix"), c.fix.isEmpty() ? actionCommand(c.action) : c.fix}});
        printJson(QJsonObject{{QStringLiteral("ok"), report.ok()},
                              {QStringLiteral("checks"), checks},
                              {QStringLiteral("appliedFixes"), QJsonArray::fromStringList(report.appliedFixes)}});
    } else {
        for (const QString &fix : std::as_const(report.appliedFixes))
            out(tr("fixed  %1\n").arg(fix));
        for (const DoctorCheck &c : std::as_const(report.checks)) {
            out(QStringLiteral("%1  %2: %3\n").arg(c.ok ? tr("ok   ") : tr("FAIL "), c.name, c.detail));
            if (const QString fix = c.fix.isEmpty() ? actionCommand(c.action) : c.fix; !fix.isEmpty())
                out(tr("       fix: %1\n").arg(fix));
        }
    }
    return report.ok() ? Ok : Failure;
}

int runEngines(const QStringList &args)
{
    return EngineCommands::engines(args);
}

int runDoctor(const QStringList &args)
{
    return EngineCommands::doctor(args);
}

} // namespace shadowbox::cli
