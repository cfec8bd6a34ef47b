#include "cli/Cli.h"
#include "GuiMain.h"

#include "session/Session.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHADOWBOX_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    auto installTranslator = [](QCoreApplication &app) {
        auto *translator = new QTranslator(&app);
        if (translator->load(QLocale(), QStringLiteral("shadowbox"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(translator);
    };

    // A subcommand runs headless: no display is touched.
    if (shadowbox::cli::wantsCli(arguments)) {
        QCoreApplication app(argc, argv);
        installTranslator(app);
        return shadowbox::cli::run(arguments);
    }

    QApplication app(argc, argv);
    installTranslator(app);
    shadowbox::Session session(shadowbox::SessionConfig::fromEnvironment());
    return runGui(app, session);
}
