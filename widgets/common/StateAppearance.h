#pragma once

#include "core/SandboxTypes.h"

#include <QColor>
#include <QIcon>

namespace shadowbox {

// How a sandbox state looks wherever it is shown: one colour per state and a round dot icon in that
// colour, so the list, the details panel and the status bar agree.
QColor stateColor(SandboxState state);
QIcon stateIcon(SandboxState state);

// "2 GiB" when the amount is a whole number of GiB, else "1536 MiB".
QString formatMemory(qint64 bytes);
// "1.2 MiB" style sizes for copied data.
QString formatBytes(qint64 bytes);
// An image reference without the registry prefixes engines add for display
// ("docker.io/library/debian:12" and "localhost/debian:12" both become "debian:12").
QString shortImageName(const QString &reference);
// "840 ms" below ten seconds, "12.4 s" above.
QString formatDuration(qint64 ms);

} // namespace shadowbox
