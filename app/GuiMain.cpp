#include "GuiMain.h"

#include "MainWindow.h"
#include "common/Icons.h"
#include "common/Prompter.h"
#include "session/Session.h"

#include <QApplication>

namespace shadowbox {

int runGui(QApplication &app, Session &session)
{
    // QSettings (window geometry, last repository, command history) needs these.
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("Shadowbox"));
    if (QCoreApplication::applicationName().isEmpty())
        QCoreApplication::setApplicationName(QStringLiteral("shadowbox"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.shadowbox.Shadowbox"));
    QApplication::setWindowIcon(shadowboxIcon());

    MessageBoxPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    window.startSession();
    return app.exec();
}

} // namespace shadowbox
