// Every icon Shadowbox names exists and draws: the bundled action icons (the fallback when the
// system theme has none), the application icon, the resource file's entries, and the hicolor icons
// that the desktop file's Icon= resolves to once installed.
#include "common/Icons.h"
#include "widgets/WidgetTestMain.h"

#include <QDir>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QSettings>
#include <QTest>
#include <QXmlStreamReader>

using namespace shadowbox;

namespace {

const QString kSourceDir = QStringLiteral(SHADOWBOX_SOURCE_DIR);
const QString kIconName = QStringLiteral("io.shadowbox.Shadowbox");

// The toolbar and menu actions of the main window, the console and the review window (and the
// review's file flags), by freedesktop icon name.
const QStringList kActionIcons = {
    QStringLiteral("list-add"),
    QStringLiteral("edit-undo"),
    QStringLiteral("camera-photo"),
    QStringLiteral("media-playback-start"),
    QStringLiteral("media-playback-stop"),
    QStringLiteral("utilities-terminal"),
    QStringLiteral("internet-web-browser"),
    QStringLiteral("edit-delete"),
    QStringLiteral("view-refresh"),
    QStringLiteral("help-faq"),
    QStringLiteral("document-new"),
    QStringLiteral("download"),
    QStringLiteral("preferences-system"),
    QStringLiteral("edit-find"),
    QStringLiteral("document-save"),
    QStringLiteral("edit-clear"),
    QStringLiteral("document-preview"),
    QStringLiteral("dialog-ok-apply"),
    QStringLiteral("dialog-cancel"),
    QStringLiteral("go-down"),
    QStringLiteral("go-up"),
    QStringLiteral("document-export"),
    QStringLiteral("help-contents"),
    QStringLiteral("dialog-warning"),
    QStringLiteral("dialog-error"),
};

// How many pixels are not fully transparent: an icon that failed to render is empty.
int paintedPixels(const QPixmap &pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    int painted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            painted += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
    return painted;
}

} // namespace

class TestBundledIcons : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void actionIcon_data();
    void actionIcon();
    void everyBundledActionIconIsTested();
    void resourceFileEntriesResolve();
    void applicationIcon();
    void desktopFileIconIsInstalled();
};

void TestBundledIcons::initTestCase()
{
    // No icon theme at all, so appIcon() has to fall back to the bundled icons (the case on
    // Windows, macOS and bare Linux desktops) and the test does not depend on this machine's theme.
    QIcon::setThemeSearchPaths({});
    QIcon::setFallbackSearchPaths({});
    QIcon::setThemeName(QStringLiteral("shadowbox-test-no-theme"));
    QIcon::setFallbackThemeName(QString());
    // The resources are registered on first use of the icon functions.
    QVERIFY(!shadowboxIcon().isNull());
}

void TestBundledIcons::actionIcon_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : kActionIcons)
        QTest::newRow(qPrintable(name)) << name;
}

void TestBundledIcons::actionIcon()
{
    QFETCH(QString, name);
    const QString path = QStringLiteral(":/icons/actions/%1.svg").arg(name);
    QVERIFY2(QFile::exists(path), qPrintable(path));

    for (const QIcon &icon : {QIcon(path), appIcon(name)}) {
        QVERIFY(!icon.isNull());
        for (const int size : {16, 32}) {
            const QPixmap pixmap = icon.pixmap(size, size);
            QVERIFY2(!pixmap.isNull(), qPrintable(QStringLiteral("%1 at %2 px").arg(name).arg(size)));
            QCOMPARE(pixmap.size(), QSize(size, size));
            // A real drawing, not a stray pixel: at least a tenth of the square.
            QVERIFY2(paintedPixels(pixmap) >= size * size / 10,
                     qPrintable(QStringLiteral("%1 at %2 px is empty").arg(name).arg(size)));
        }
    }
}

void TestBundledIcons::everyBundledActionIconIsTested()
{
    QStringList bundled = QDir(QStringLiteral(":/icons/actions")).entryList(QDir::Files, QDir::Name);
    for (QString &file : bundled)
        file.chop(int(qstrlen(".svg")));
    QStringList expected = kActionIcons;
    expected.sort();
    QCOMPARE(bundled, expected);
}

void TestBundledIcons::resourceFileEntriesResolve()
{
    QFile qrc(kSourceDir + QStringLiteral("/resources/shadowbox.qrc"));
    QVERIFY2(qrc.open(QIODevice::ReadOnly), qPrintable(qrc.fileName()));
    const QString qrcDir = QFileInfo(qrc).absolutePath();

    int entries = 0;
    QXmlStreamReader xml(&qrc);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("file"))
            continue;
        const QString alias = xml.attributes().value(QStringLiteral("alias")).toString();
        const QString source = xml.readElementText().trimmed();
        const QString resource = QStringLiteral(":/") + (alias.isEmpty() ? source : alias);
        QVERIFY2(QFileInfo::exists(qrcDir + QLatin1Char('/') + source), qPrintable(source));
        QVERIFY2(QFile::exists(resource), qPrintable(resource));
        ++entries;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(entries >= kActionIcons.size());
}

void TestBundledIcons::applicationIcon()
{
    const QIcon icon = shadowboxIcon();
    QVERIFY(!icon.isNull());
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512})
        QVERIFY2(icon.availableSizes().contains(QSize(size, size)), qPrintable(QString::number(size)));
    for (const int size : {16, 32}) {
        const QPixmap pixmap = icon.pixmap(size, size);
        QCOMPARE(pixmap.size(), QSize(size, size));
        QVERIFY(paintedPixels(pixmap) >= size * size / 2);
    }
}

void TestBundledIcons::desktopFileIconIsInstalled()
{
    // QSettings reads the desktop file's key=value groups well enough for one plain key.
    const QSettings desktop(kSourceDir + QStringLiteral("/packaging/linux/io.shadowbox.Shadowbox.desktop"),
                            QSettings::IniFormat);
    QCOMPARE(desktop.value(QStringLiteral("Desktop Entry/Icon")).toString(), kIconName);

    // Packaging.cmake installs these into share/icons/hicolor/.
    const QString hicolor = kSourceDir + QStringLiteral("/resources/icons/hicolor");
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        const QString png = QStringLiteral("%1/%2x%2/apps/%3.png").arg(hicolor).arg(size).arg(kIconName);
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(png));
        QCOMPARE(image.size(), QSize(size, size));
    }

    // The scalable icon is the drawing the PNGs are rendered from (resources/icons/README.md).
    QFile scalable(QStringLiteral("%1/scalable/apps/%2.svg").arg(hicolor, kIconName));
    QFile drawing(kSourceDir + QStringLiteral("/resources/icons/shadowbox.svg"));
    QVERIFY(scalable.open(QIODevice::ReadOnly));
    QVERIFY(drawing.open(QIODevice::ReadOnly));
    QVERIFY2(
        scalable.readAll() == drawing.readAll(),
        "resources/icons/hicolor/scalable/apps/io.shadowbox.Shadowbox.svg differs from resources/icons/shadowbox.svg");
}

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestBundledIcons)
#include "tst_bundledicons.moc"
