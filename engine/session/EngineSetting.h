#pragma once

#include <QString>

namespace shadowbox {

// Where the engine choice comes from. File ▸ Settings saves it in the application's QSettings; the
// SHADOWBOX_ENGINE environment variable, when set, overrides it for one run (tests, scripts, power
// users). The value is empty (find an engine automatically), kEmbeddedEngineSetting, or an address
// that EngineEndpoint::parse accepts.
inline constexpr char kEngineSettingKey[] = "engine/address";
inline constexpr char kEngineEnvironmentVariable[] = "SHADOWBOX_ENGINE";

// The saved choice. The window and the command line share it: both build their Session from
// SessionConfig::fromEnvironment(), which calls this, so a choice made in the window also holds for
// `shadowbox sandbox …`. Reading QSettings here is fine for the engine library (it is QtCore), but
// only once main() has named the application: before that QSettings would read a stray
// "Unknown Organization" file and the CLI would silently ignore the user's choice. So without an
// organisation name this returns empty (automatic) instead of guessing. Call it on the main thread.
QString savedEngineSetting();
// Saves the choice; an empty value removes the key, so "automatic" is also what a fresh install has.
void saveEngineSetting(const QString &setting);

// SHADOWBOX_ENGINE if it is set and not empty, otherwise empty.
QString engineEnvironmentOverride();
// What this run uses: the environment's override if any, otherwise the saved choice.
QString effectiveEngineSetting();

} // namespace shadowbox
