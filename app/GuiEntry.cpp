#include "GuiEntry.h"
#include "GuiMain.h"
#include "Translations.h"

#include "session/Session.h"

#include <QApplication>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>

extern "C" Q_DECL_EXPORT int shadowbox_gui_main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    shadowbox::installTranslations(app);
    shadowbox::Session session(shadowbox::SessionConfig::fromEnvironment());
    const int code = shadowbox::runGui(app, session);
    // runGui has closed the session already; work that did not stop within its grace ends with the
    // process now, instead of keeping the user waiting or racing the static destructors.
    if (!session.close()) {
        std::fflush(nullptr);
        std::_Exit(code);
    }
    return code;
}
