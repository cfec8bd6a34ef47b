#include "GuiEntry.h"
#include "Translations.h"
#include "cli/Cli.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

#include <cstdio>

#if defined(Q_OS_MACOS)
#include <mach-o/dyld.h>
#elif defined(Q_OS_WIN)
#include <windows.h>
#endif

namespace {

// The folder of this executable, before any QCoreApplication exists (the window makes its own
// QApplication, and there can be only one).
QString executableDir()
{
#if defined(Q_OS_LINUX)
    return QFileInfo(QFile::decodeName("/proc/self/exe")).canonicalFilePath().section(u'/', 0, -2);
#elif defined(Q_OS_MACOS)
    char path[4096];
    uint32_t size = sizeof(path);
    if (_NSGetExecutablePath(path, &size) != 0)
        return {};
    return QFileInfo(QFile::decodeName(path)).canonicalPath();
#elif defined(Q_OS_WIN)
    wchar_t path[MAX_PATH];
    const DWORD n = GetModuleFileNameW(nullptr, path, MAX_PATH);
    return QFileInfo(QString::fromWCharArray(path, int(n))).absolutePath();
#else
    return {};
#endif
}

// Loads the window's module: beside the executable in a build, in the library folder once
// installed (SHADOWBOX_GUI_MODULE_DIR, relative to the executable's folder).
int runWindow(int argc, char *argv[])
{
    const QString dir = executableDir();
    QStringList tried;
    QString lastError;
    for (const QString &candidate : {dir, QDir(dir).filePath(QStringLiteral(SHADOWBOX_GUI_MODULE_DIR))}) {
        QLibrary module(QDir(candidate).filePath(QStringLiteral("shadowbox_gui")));
        tried << module.fileName();
        if (!module.load()) {
            lastError = module.errorString();
            continue;
        }
        auto entry = reinterpret_cast<ShadowboxGuiMain>(module.resolve(SHADOWBOX_GUI_ENTRY));
        if (!entry) {
            lastError = module.errorString();
            continue;
        }
        // The module stays loaded until the process ends.
        return entry(argc, argv);
    }
    std::fprintf(stderr,
                 "shadowbox: the window could not be opened: its module could not be loaded (%s; last error: %s). "
                 "Reinstall Shadowbox; the command line works without it (shadowbox --help).\n",
                 qPrintable(tried.join(QStringLiteral(", "))), qPrintable(lastError));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationName(QStringLiteral("Shadowbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHADOWBOX_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    // A subcommand runs headless: no display is touched, and no display library is loaded.
    if (shadowbox::cli::wantsCli(arguments)) {
        QCoreApplication app(argc, argv);
        shadowbox::installTranslations(app);
        return shadowbox::cli::run(arguments);
    }
    return runWindow(argc, argv);
}
