#include "common/Icons.h"

// The resources are compiled into the static shadowbox_widgets library; a static library's
// self-registering object is dropped by the linker unless something refers to it, so register them
// explicitly. Q_INIT_RESOURCE must be used outside any namespace.
static void registerBundledResources()
{
    static const bool registered = [] {
        Q_INIT_RESOURCE(shadowbox);
        return true;
    }();
    Q_UNUSED(registered);
}

namespace shadowbox {

QIcon appIcon(const QString &freedesktopName)
{
    registerBundledResources();
    return QIcon::fromTheme(freedesktopName, QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(freedesktopName)));
}

QIcon shadowboxIcon()
{
    registerBundledResources();
    // Pixel-exact renderings at every size packaging installs, so the window icon needs no SVG
    // support and looks the same as the installed one.
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512})
        icon.addFile(QStringLiteral(":/icons/shadowbox-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace shadowbox
