#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace shadowbox {

bool installEnglishPlurals(QCoreApplication &app)
{
    auto *plurals = new QTranslator(&app);
    if (!plurals->load(QStringLiteral("shadowbox_en"), QStringLiteral(":/i18n"))) {
        delete plurals;
        return false;
    }
    return QCoreApplication::installTranslator(plurals);
}

bool installTranslations(QCoreApplication &app)
{
    // English plurals first: a translator installed later (the user's language) is asked first.
    installEnglishPlurals(app);
    auto *own = new QTranslator(&app);
    const bool found =
        own->load(QLocale(), QStringLiteral("shadowbox"), QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        own->language() != QLatin1String("en");
    if (found)
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return found;
}

} // namespace shadowbox
