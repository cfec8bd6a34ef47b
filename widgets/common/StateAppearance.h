#pragma once

#include "core/SandboxTypes.h"

#include <QColor>
#include <QIcon>

namespace shadowbox {

// How a sandbox state looks wherever it is shown: one colour per state and a round dot icon in that
// colour, so the list, the details panel and the status bar agree.
QColor stateColor(SandboxState state);
QIcon stateIcon(SandboxState state);

} // namespace shadowbox
