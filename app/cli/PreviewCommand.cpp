// `shadowbox preview SANDBOX PORT [--listen PORT]`: a server the sandbox runs, at a URL on this
// machine's loopback, until Ctrl+C.

#include "cli/CliSupport.h"
#include "preview/PreviewForwarder.h"
#include "sandbox/SandboxManager.h"

#include <QEventLoop>
#include <QJsonObject>
#include <QTimer>

namespace shadowbox::cli {

namespace {

std::optional<quint16> portFrom(const QString &text, bool zeroAllowed)
{
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port > 65535 || (port == 0 && !zeroAllowed))
        return std::nullopt;
    return quint16(port);
}

} // namespace

int runPreview(const QStringList &args)
{
    const QString text =
        CliText::tr("Usage: shadowbox preview SANDBOX PORT [--listen PORT] [--json]\n"
                    "\n"
                    "Serves what the sandbox serves on PORT (on its own loopback) at http://127.0.0.1:LISTEN/ on\n"
                    "this machine, until Ctrl+C. The sandbox still has no route anywhere: each connection is\n"
                    "carried to it by its gateway. LISTEN is a free port unless --listen names one. While\n"
                    "nothing in the sandbox listens on PORT, the page says so (502).\n");
    QCommandLineParser p;
    p.addOption(jsonOption());
    const QCommandLineOption listenOption(QStringLiteral("listen"),
                                          CliText::tr("The port on this machine's 127.0.0.1 (default: any free one)."),
                                          CliText::tr("port"), QStringLiteral("0"));
    p.addOption(listenOption);
    int code = Ok;
    if (!parse(p, args, QStringLiteral("preview SANDBOX PORT"), text, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional.size() != 2)
        return usage(CliText::tr("`shadowbox preview` takes a sandbox and the port its server listens on."));
    const auto sandboxPort = portFrom(positional.at(1), false);
    if (!sandboxPort)
        return usage(CliText::tr("\"%1\" is not a port: use a number from 1 to 65535.").arg(positional.at(1)));
    const auto hostPort = portFrom(p.value(listenOption), true);
    if (!hostPort)
        return usage(CliText::tr("--listen takes a port from 0 (any free one) to 65535, not \"%1\".")
                         .arg(p.value(listenOption)));
    Runner runner(true);
    const CancelToken interrupt = Runner::interrupt();
    return runner.exec([&] {
        const SandboxContext &context = runner.session().manager()->context();
        auto record = context.find(positional.first());
        if (!record)
            return fail(record.error());
        auto socket = PreviewForwarder::socketOf(context, *record);
        if (!socket)
            return fail(socket.error());
        // The forwarder lives on this worker thread, in an event loop of its own.
        PreviewForwarder forwarder(record->name, *socket, *sandboxPort);
        if (Status listening = forwarder.listen(*hostPort); !listening)
            return fail(listening.error().withCliHint(
                QStringLiteral("shadowbox preview %1 %2 --listen 0").arg(shellQuote(record->name)).arg(*sandboxPort)));
        const Status answering = PreviewForwarder::probe(*socket, *sandboxPort);
        if (p.isSet(jsonOption())) {
            printJson(QJsonObject{{QStringLiteral("sandbox"), record->name},
                                  {QStringLiteral("port"), int(*sandboxPort)},
                                  {QStringLiteral("url"), forwarder.url().toString()},
                                  {QStringLiteral("listening"), answering.ok()}});
        } else {
            out(CliText::tr("Sandbox %1, port %2: %3\n")
                    .arg(record->name)
                    .arg(*sandboxPort)
                    .arg(forwarder.url().toString()));
            if (!answering)
                err(CliText::tr("Not answering yet: %1. The preview answers once something in the sandbox listens "
                                "there.\n")
                        .arg(answering.error().message));
            err(CliText::tr("Ctrl+C stops the preview.\n"));
        }
        QObject::connect(&forwarder, &PreviewForwarder::connectionFailed, &forwarder,
                         [](const QString &why) { err(why + u'\n'); });
        QEventLoop loop;
        QTimer watch;
        QObject::connect(&watch, &QTimer::timeout, &loop, [&] {
            if (interrupt.isCanceled())
                loop.quit();
        });
        watch.start(100);
        loop.exec();
        forwarder.close();
        return int(Ok);
    });
}

} // namespace shadowbox::cli
