#pragma once

class QCoreApplication;

namespace shadowbox {

// Installs Shadowbox's translation for the current locale (built into the translations library under
// :/i18n) and Qt's own (standard buttons, file dialogs, key names) where the system has it.
// Returns whether Shadowbox's own was found; English needs none.
bool installTranslations(QCoreApplication &app);

} // namespace shadowbox
