#pragma once

// QScintilla's headers use Qt's `signals` and `slots` keywords, which this project turns off
// (QT_NO_KEYWORDS); they are defined for the length of the includes only.

#define signals Q_SIGNALS
#define slots Q_SLOTS
#include <Qsci/qscilexerdiff.h>
#include <Qsci/qscilexerjson.h>
#include <Qsci/qsciscintilla.h>
#undef signals
#undef slots
