#pragma once

#include <QIcon>
#include <QString>

namespace shadowbox {

// An action icon by its freedesktop icon name ("list-add", "media-playback-start", …): the system
// theme's icon when the theme has one, so Shadowbox looks native where a theme is installed, and
// else the icon bundled in resources/icons/actions/, so the toolbar is never empty (Windows, macOS,
// bare Linux desktops).
QIcon appIcon(const QString &freedesktopName);

// Shadowbox's own application icon (the hicolor PNGs), from the bundled files only: the window
// icon must be the same wherever the app runs, installed or not.
QIcon shadowboxIcon();

} // namespace shadowbox
