#include "GuiMain.h"
#include "cli/Cli.h"
#include "common/Translations.h"

#include "session/Session.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>

#include <cstdio>
#include <cstdlib>

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHADOWBOX_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    // A subcommand runs headless: no display is touched.
    if (shadowbox::cli::wantsCli(arguments)) {
        QCoreApplication app(argc, argv);
        shadowbox::installTranslations(app);
        return shadowbox::cli::run(arguments);
    }

    QApplication app(argc, argv);
    shadowbox::installTranslations(app);
    shadowbox::Session session(shadowbox::SessionConfig::fromEnvironment());
    const int code = runGui(app, session);
    // Work that did not stop within the session's grace (see Session::close) ends with the process
    // now, instead of keeping the user waiting or racing the static destructors.
    if (!session.close()) {
        std::fflush(nullptr);
        std::_Exit(code);
    }
    return code;
}
