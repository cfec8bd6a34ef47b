#include "GuiMain.h"

#include "MainWindow.h"
#include "common/Icons.h"
#include "common/Prompter.h"
#include "session/Session.h"

#include <QApplication>
#include <QFuture>

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
    int code = 0;
    {
        MainWindow window(session, prompter);
        window.show();
        window.startSession();
        code = app.exec();
    }
    // The window is gone, and with it every callback it still waited for. What it started winds
    // down (a canceled command is stopped in its sandbox, its run recorded) with the event loop
    // running, so that not even quitting waits on this thread; the session's grace bounds it.
    // Queued: a continuation of a future that has already finished runs at once, before exec(),
    // where quit() does nothing.
    session.closeAsync().then(
        &app, [&app](bool) { QMetaObject::invokeMethod(&app, &QCoreApplication::quit, Qt::QueuedConnection); });
    app.exec();
    return code;
}

} // namespace shadowbox
