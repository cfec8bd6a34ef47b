#pragma once

#include "Translations.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>

// Every widget test gets a QApplication, test-mode QSettings (no user configuration is read or
// written) and the English plural forms the program installs ("3 stubs", not "3 stub(s)"), whatever
// the machine's language. Unit tests also need no display: they use the offscreen platform unless the
// environment picks another one; GUI tests run on the display xvfb-run provides.
#define SHADOWBOX_WIDGET_TEST_MAIN_IMPL(TestClass, offscreen)                                                          \
    int main(int argc, char **argv)                                                                                    \
    {                                                                                                                  \
        if (offscreen && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))                                                \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QStandardPaths::setTestModeEnabled(true);                                                                      \
        QApplication app(argc, argv);                                                                                  \
        QApplication::setOrganizationName(QStringLiteral("ShadowboxTests"));                                           \
        QApplication::setApplicationName(QStringLiteral(#TestClass));                                                  \
        if (!shadowbox::installEnglishPlurals(app))                                                                    \
            qFatal("The English plural forms are not in :/i18n");                                                      \
        TestClass test;                                                                                                \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }

#define SHADOWBOX_OFFSCREEN_TEST_MAIN(TestClass) SHADOWBOX_WIDGET_TEST_MAIN_IMPL(TestClass, true)
#define SHADOWBOX_GUI_TEST_MAIN(TestClass) SHADOWBOX_WIDGET_TEST_MAIN_IMPL(TestClass, false)
