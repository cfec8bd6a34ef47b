// The one `shadowbox` executable: a subcommand runs without loading any display library (the
// window is a module the executable loads only without a subcommand, so that commands start
// fast), the window still opens from it, and a missing module is explained, not a crash.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString binary()
{
    return QStringLiteral(SHADOWBOX_BINARY);
}

// Window names on the display, as xwininfo lists them.
QString windowsOnDisplay()
{
    QProcess p;
    p.start(QStringLiteral("xwininfo"), {QStringLiteral("-root"), QStringLiteral("-tree")});
    if (!p.waitForFinished(10'000))
        return {};
    return QString::fromLocal8Bit(p.readAllStandardOutput());
}

QProcessEnvironment privateEnvironment(const QTemporaryDir &dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHADOWBOX_DATA_DIR"), dir.path() + QStringLiteral("/data"));
    env.insert(QStringLiteral("SHADOWBOX_RUNTIME_DIR"), dir.path() + QStringLiteral("/run"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path() + QStringLiteral("/config"));
    // An engine that is not there: the window opens and says so.
    env.insert(QStringLiteral("SHADOWBOX_ENGINE"),
               QStringLiteral("unix://") + dir.path() + QStringLiteral("/none.sock"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    return env;
}

} // namespace

class TestAppLaunch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void commandLineLoadsNoDisplayLibrary()
    {
        // What the dynamic loader brings in for the executable itself.
        QProcess ldd;
        ldd.start(QStringLiteral("ldd"), {binary()});
        QVERIFY(ldd.waitForFinished(30'000));
        QCOMPARE(ldd.exitCode(), 0);
        const QString libraries = QString::fromLocal8Bit(ldd.readAllStandardOutput());
        QVERIFY2(libraries.contains(QLatin1String("libQt6Core")), qPrintable(libraries));
        for (const char *display :
             {"libQt6Widgets", "libQt6Gui", "libqscintilla", "libX11", "libxcb", "libGL.", "libEGL"})
            QVERIFY2(
                !libraries.contains(QLatin1String(display), Qt::CaseInsensitive),
                qPrintable(
                    QStringLiteral("%1 is loaded by the command line:\n%2").arg(QLatin1String(display), libraries)));
        // And a command works without a display.
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        cli.setProcessEnvironment(env);
        cli.start(binary(), {QStringLiteral("--version")});
        QVERIFY(cli.waitForFinished(30'000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(cli.readAllStandardOutput().contains(SHADOWBOX_VERSION), "no version printed");
    }

    void windowOpensFromTheExecutable()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DISPLAY"), "run under xvfb-run (the CTest registration does)");
        QTemporaryDir dir;
        QProcess app;
        app.setProcessEnvironment(privateEnvironment(dir));
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(binary(), QStringList{});
        QVERIFY(app.waitForStarted());
        QTRY_VERIFY2_WITH_TIMEOUT(windowsOnDisplay().contains(QLatin1String("\"Shadowbox\"")) ||
                                      app.state() == QProcess::NotRunning,
                                  qPrintable(windowsOnDisplay()), 30'000);
        QVERIFY2(app.state() == QProcess::Running, "the window closed by itself");
        app.terminate();
        QVERIFY(app.waitForFinished(10'000) || (app.kill(), app.waitForFinished(5'000)));
    }

    void missingModuleIsExplained()
    {
        // The executable alone, without its window module beside it or in ../lib/shadowbox.
        QTemporaryDir dir;
        const QString alone = dir.path() + QStringLiteral("/bin/shadowbox");
        QVERIFY(QDir().mkpath(dir.path() + QStringLiteral("/bin")));
        QVERIFY(QFile::copy(binary(), alone));
        QProcess app;
        app.setProcessEnvironment(privateEnvironment(dir));
        app.start(alone, QStringList{});
        QVERIFY(app.waitForFinished(30'000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 1);
        const QByteArray err = app.readAllStandardError();
        QVERIFY2(err.contains("the window could not be opened") && err.contains("shadowbox --help"), err.constData());
        // The command line still works from there.
        QProcess version;
        version.start(alone, {QStringLiteral("--version")});
        QVERIFY(version.waitForFinished(30'000));
        QCOMPARE(version.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestAppLaunch)
#include "tst_applaunch.moc"
