#pragma once

#include "core/SandboxTypes.h"

#include <QColor>
#include <QIcon>

namespace shadowbox {

// How a sandbox state looks wherever it is shown: one colour per state and a round dot icon in that
// colour, so the list, the details panel and the status bar agree.
QColor stateColor(SandboxState state);
QIcon stateIcon(SandboxState state);

// A network policy in a word or two ("Mocks only"), and a sandbox's network in a sentence.
QString networkPolicyLabel(NetworkPolicy policy);
QString networkDescription(const SandboxRecord &r);

} // namespace shadowbox
