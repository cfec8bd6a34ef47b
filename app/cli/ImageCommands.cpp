#include "cli/CliSupport.h"

#include "core/Formatting.h"

#include "runtime/ImageReference.h"
#include "runtime/StarterImage.h"
#include "sandbox/SandboxManager.h"

#include <QJsonArray>
#include <QJsonObject>

namespace shadowbox::cli {

namespace {
// `shadowbox image list|pull|starter`.
class ImageCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int run(const QStringList &args);
};
} // namespace

int ImageCommands::run(const QStringList &args)
{
    const QString sub = args.value(1);
    QCommandLineParser p;
    p.addOption(jsonOption());
    int code = Ok;
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        const QString text = tr("Usage: shadowbox image <command> [options]\n"
                                "\n"
                                "  list [--json]   List the engine's local images\n"
                                "  pull IMAGE      Pull an image from its registry, with progress\n"
                                "  starter         Build the offline starter image from this machine's busybox\n"
                                "\n"
                                "`shadowbox image <command> --help` describes one command.\n");
        if (sub.isEmpty()) {
            err(text);
            return Usage;
        }
        out(text);
        return Ok;
    }
    if (sub == QLatin1String("list")) {
        if (!parse(p, args.mid(1), QStringLiteral("image list [--json]"), tr("Lists the engine's local images."),
                   &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            auto images = runner.session().manager()->images().result();
            if (!images)
                return fail(images.error());
            QJsonArray json;
            QList<QStringList> rows{{tr("IMAGE"), tr("SIZE"), tr("CREATED")}};
            for (const ImageInfo &i : std::as_const(*images)) {
                json.append(QJsonObject{{QStringLiteral("id"), i.id},
                                        {QStringLiteral("tags"), QJsonArray::fromStringList(i.tags)},
                                        {QStringLiteral("size"), double(i.size)}});
                rows.append({i.tags.isEmpty() ? i.id.left(19) : i.tags.join(QStringLiteral(", ")),
                             Format::bytes(i.size), Format::time(i.created)});
            }
            if (p.isSet(jsonOption()))
                printJson(json);
            else
                out(table(rows));
            return int(Ok);
        });
    }
    if (sub == QLatin1String("starter")) {
        if (!parse(p, args.mid(1), QStringLiteral("image starter"),
                   tr("Builds %1 offline from this machine's static busybox and imports it into the engine.")
                       .arg(starter::reference()),
                   &code))
            return code;
        Runner runner(true);
        return runner.exec([&] {
            Status s = starter::ensureImage(
                *runner.session().manager()->engine().client,
                [](const QString &message, int percent) {
                    err(QStringLiteral("[%1%] %2\n").arg(percent, 3).arg(message));
                },
                CallOptions::withTimeout(300'000));
            if (!s)
                return fail(s.error());
            out(tr("%1 is ready.\n").arg(starter::reference()));
            return int(Ok);
        });
    }
    if (sub == QLatin1String("pull")) {
        if (!parse(p, args.mid(1), QStringLiteral("image pull IMAGE"),
                   tr("Pulls an image from its registry, showing the progress of each layer."), &code))
            return code;
        if (p.positionalArguments().size() != 1)
            return usage(tr("name one image: `shadowbox image pull debian:bookworm`."));
        const QString reference = p.positionalArguments().first();
        if (const QString why = ImageReference::problem(reference); !why.isEmpty())
            return usage(why);
        Runner runner(true);
        const CancelToken interrupt = Runner::interrupt();
        return runner.exec([&] {
            CallOptions options = CallOptions::withTimeout(60'000).withCancel(interrupt);
            options.idleTimeoutMs = 120'000; // a slow layer is fine; two silent minutes are not
            Status s = runner.session().manager()->engine().client->pullImage(
                reference,
                [](const ProgressEvent &e) {
                    if (e.status.isEmpty())
                        return;
                    QString line = e.id.isEmpty() ? e.status : e.id + QStringLiteral(": ") + e.status;
                    if (e.total > 0)
                        line += QStringLiteral(" %1 / %2").arg(Format::bytes(e.current), Format::bytes(e.total));
                    err(line + u'\n');
                },
                options);
            if (!s)
                return fail(s.error());
            out(tr("%1 is ready.\n").arg(reference));
            return int(Ok);
        });
    }
    return usage(tr("unknown image command \"%1\". Use `shadowbox image list`, `shadowbox image pull IMAGE` or "
                    "`shadowbox image starter`.")
                     .arg(sub));
}

int runImage(const QStringList &args)
{
    return ImageCommands::run(args);
}

} // namespace shadowbox::cli
