#include "session/EngineSetting.h"

#include <QCoreApplication>
#include <QSettings>

namespace shadowbox {

QString savedEngineSetting()
{
    if (QCoreApplication::organizationName().isEmpty())
        return {};
    return QSettings().value(QLatin1String(kEngineSettingKey)).toString().trimmed();
}

void saveEngineSetting(const QString &setting)
{
    QSettings settings;
    const QString value = setting.trimmed();
    if (value.isEmpty())
        settings.remove(QLatin1String(kEngineSettingKey));
    else
        settings.setValue(QLatin1String(kEngineSettingKey), value);
}

QString engineEnvironmentOverride()
{
    return qEnvironmentVariable(kEngineEnvironmentVariable).trimmed();
}

QString effectiveEngineSetting()
{
    const QString override = engineEnvironmentOverride();
    return override.isEmpty() ? savedEngineSetting() : override;
}

} // namespace shadowbox
