#pragma once

class QCoreApplication;

namespace shadowbox {

// Installs the English plural forms ("1 stub", "2 stubs"), Shadowbox's translation for the
// current locale (built into the translations library under :/i18n) on top of them, and Qt's own
// (standard buttons, file dialogs, key names) where the system has it. Returns whether a
// translation for the locale's language was found; English needs none beyond its plurals.
bool installTranslations(QCoreApplication &app);

// Only the first of those: the English plural forms. Returns whether they were found.
bool installEnglishPlurals(QCoreApplication &app);

} // namespace shadowbox
