// The window under a German locale, with the German translation loaded the way app/main.cpp loads
// it (from ":/i18n", which shadowbox_widgets carries). Without an engine the window shows its menus,
// toolbar, banner, status bar, sandbox details and console hint; the New Sandbox dialog shows its
// form. Every one of those texts must be the German one from translations/shadowbox_de.ts, and no
// English sentence from the sources may be left in them.
#include "MainWindow.h"
#include "SessionController.h"
#include "Translations.h"
#include "WidgetTestMain.h"
#include "common/Banner.h"
#include "common/HistoryLineEdit.h"
#include "common/Prompter.h"
#include "engine/EngineCandidateModel.h"
#include "engine/EngineSettingsDialog.h"
#include "sandbox/CommandPanel.h"
#include "sandbox/NewSandboxDialog.h"
#include "sandbox/SandboxListModel.h"
#include "session/Session.h"
#include "store/Store.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QXmlStreamReader>

using namespace shadowbox;

namespace {

QString de(const char *context, const char *source)
{
    return QCoreApplication::translate(context, source);
}

// The text as a user reads it: without the accelerator marker and a trailing ellipsis (tool
// buttons drop both).
QString readable(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    else if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) != u'&')
            return text.at(i + 1).toLower();
        ++i;
    }
    return {};
}

// What the .ts says about English: every source text whose German differs from it, and the
// English phrases between its placeholders that the German does not contain. A phrase found in a
// composite text (a banner, a tooltip) means an English message slipped through.
class EnglishSources {
public:
    bool load(const QString &tsFile)
    {
        QFile file(tsFile);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString source;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                // Plural forms are read as one text; enough to tell that they differ.
                const QString german = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (german.isEmpty() || german == source)
                    continue;
                m_texts.insert(readable(source));
                static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)|\\n"));
                for (const QString &part : source.split(placeholder)) {
                    const QString phrase = part.trimmed();
                    if (phrase.size() >= 20 && !german.contains(phrase))
                        m_phrases << phrase;
                }
            }
        }
        return !xml.hasError() && !m_texts.isEmpty();
    }

    // Empty if `text` reads as German; otherwise the English it still contains.
    QString englishIn(const QString &text) const
    {
        if (text.isEmpty())
            return {};
        if (m_texts.contains(readable(text)))
            return text;
        for (const QString &phrase : m_phrases) {
            if (text.contains(phrase))
                return phrase;
        }
        return {};
    }

private:
    QSet<QString> m_texts;
    QStringList m_phrases;
};

// Every text a user can see in `root`: button and label texts, actions (text, tooltip, status
// tip), group box titles, placeholders, combo box items, tab titles, table headers and tooltips.
QStringList englishLeftIn(const QWidget *root, const EnglishSources &english, const QSet<const QObject *> &skip = {})
{
    QStringList found;
    auto check = [&](const QObject *where, const QString &what, const QString &text) {
        if (const QString left = english.englishIn(text); !left.isEmpty())
            found << QStringLiteral("%1 %2 (%3): \"%4\"")
                         .arg(QString::fromLatin1(where->metaObject()->className()), where->objectName(), what, left);
    };
    check(root, QStringLiteral("window title"), root->windowTitle());
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || skip.contains(w))
            continue;
        check(w, QStringLiteral("tooltip"), w->toolTip());
        if (auto *button = qobject_cast<const QAbstractButton *>(w))
            check(w, QStringLiteral("text"), button->text());
        if (auto *label = qobject_cast<const QLabel *>(w))
            check(w, QStringLiteral("text"), label->text());
        if (auto *box = qobject_cast<const QGroupBox *>(w))
            check(w, QStringLiteral("title"), box->title());
        if (auto *edit = qobject_cast<const QLineEdit *>(w))
            check(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto *edit = qobject_cast<const QPlainTextEdit *>(w))
            check(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto *combo = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                check(w, QStringLiteral("item"), combo->itemText(i));
        }
        if (auto *tabs = qobject_cast<const QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                check(w, QStringLiteral("tab"), tabs->tabText(i));
        }
        if (auto *header = qobject_cast<const QHeaderView *>(w); header && header->model()) {
            for (int i = 0; i < header->count(); ++i) {
                if (!header->isSectionHidden(i))
                    check(w, QStringLiteral("header"),
                          header->model()->headerData(i, header->orientation()).toString());
            }
        }
    }
    for (const QAction *action : root->findChildren<QAction *>()) {
        if (!action->isVisible() || action->isSeparator() || skip.contains(action))
            continue;
        check(action, QStringLiteral("text"), action->text());
        check(action, QStringLiteral("tooltip"), action->toolTip());
        check(action, QStringLiteral("status tip"), action->statusTip());
    }
    return found;
}

// Accelerators that two texts of one scope (a menu, a dialog) share.
QStringList clashingMnemonics(const QStringList &texts)
{
    QHash<QChar, QString> seen;
    QStringList clashes;
    for (const QString &text : texts) {
        const QChar key = mnemonic(text);
        if (key.isNull())
            continue;
        if (seen.contains(key))
            clashes << QStringLiteral("%1 and %2").arg(seen.value(key), text);
        seen.insert(key, text);
    }
    return clashes;
}

QString screenshotDir()
{
    const QString dir = qEnvironmentVariable("SHADOWBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestGuiGerman : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void mainWindowIsGerman();
    void newSandboxDialogIsGerman();
    void engineSettingsDialogIsGerman();

private:
    EnglishSources m_english;
};

void TestGuiGerman::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY2(installTranslations(*qApp), "the German translation is not in :/i18n");
    QVERIFY(m_english.load(QStringLiteral(SHADOWBOX_TS_FILE)));
    QCOMPARE(de("shadowbox::MainWindow", "&File"), QStringLiteral("&Datei"));
}

void TestGuiGerman::mainWindowIsGerman()
{
    QSettings().clear();
    QTemporaryDir data;
    QTemporaryDir runtime;
    {
        auto store = Store::open(data.path() + QStringLiteral("/shadowbox.db"));
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxRecord r;
        r.id = QStringLiteral("abc123def456");
        r.name = QStringLiteral("webapp");
        r.state = SandboxState::Running;
        r.image = QStringLiteral("shadowbox-starter:1");
        r.engineKind = QStringLiteral("Podman");
        r.engineVersion = QStringLiteral("4.3.1");
        r.repository = data.path();
        r.workspace = data.path() + QStringLiteral("/workspaces/abc123def456");
        r.baselineCommit = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
        r.baselineModified = 2;
        r.baselineUntracked = 1;
        r.fileCount = 1234;
        r.byteCount = 5 * 1024 * 1024;
        r.containerId = QStringLiteral("feedfacecafe0000");
        r.networkMode = NetworkMode::Internal;
        for (const auto &[step, ms] :
             {std::pair{"scan", 40}, {"image", 12}, {"copy", 310}, {"network", 95}, {"container", 180}, {"start", 420}})
            r.steps.append({QString::fromLatin1(step), ms, true, QString()});
        r.createdAt = QDateTime::currentDateTimeUtc();
        r.updatedAt = r.createdAt;
        Status saved = (*store)->saveSandbox(r).result();
        QVERIFY2(saved, qPrintable(saved.errorMessage()));
    }

    SessionConfig config;
    config.dataDir = data.path();
    config.runtimeDir = runtime.path();
    config.engineSetting = QStringLiteral("unix://") + runtime.path() + QStringLiteral("/nobody-listens.sock");
    config.allowEmbedded = false;
    Session session(config);
    PresetPrompter prompter;
    MainWindow window(session, prompter);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startSession();
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->engineState() == SessionController::EngineState::Unavailable, 30'000);
    QTRY_COMPARE(window.sandboxModel()->rowCount(), 1);
    window.selectSandbox(QStringLiteral("abc123def456"));
    QVERIFY(window.selectedSandbox());

    // Menu titles, and every action by its English source: German, and not the English.
    struct Expected {
        const char *objectName;
        const char *source;
    };
    QList<QMenu *> menus;
    for (const QAction *action : window.menuBar()->actions()) {
        if (action->menu())
            menus << action->menu();
    }
    QCOMPARE(menus.size(), 4);
    const char *menuSources[] = {"&File", "&Sandbox", "&Engine", "&Help"};
    QStringList menuTitles;
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(menus.at(i)->title(), de("shadowbox::MainWindow", menuSources[i]));
        menuTitles << menus.at(i)->title();
    }
    // "Sandbox" and "Engine" are German words too; File and Help must have changed.
    QVERIFY(menus.at(0)->title() != QLatin1String("&File"));
    QVERIFY(menus.at(3)->title() != QLatin1String("&Help"));
    QVERIFY2(clashingMnemonics(menuTitles).isEmpty(), qPrintable(clashingMnemonics(menuTitles).join(u'\n')));

    const Expected actions[] = {
        {"newSandboxAction", "&New Sandbox…"},
        {"startAction", "&Start"},
        {"stopAction", "S&top"},
        {"destroyAction", "&Destroy…"},
        {"refreshAction", "&Refresh"},
        {"commandLineAction", "Go to &Command Line"},
        {"doctorAction", "Run &Doctor"},
        {"buildStarterImageAction", "&Build Starter Image"},
        {"pullImageAction", "&Pull Image…"},
        {"settingsAction", "&Settings…"},
        {"quitAction", "&Quit"},
        {"aboutAction", "&About Shadowbox"},
    };
    for (const Expected &e : actions) {
        auto *action = window.findChild<QAction *>(QLatin1String(e.objectName));
        QVERIFY2(action, e.objectName);
        QCOMPARE(action->text(), de("shadowbox::MainWindow", e.source));
        QVERIFY2(action->text() != QLatin1String(e.source), e.objectName);
    }
    for (QMenu *menu : menus) {
        QStringList texts;
        for (const QAction *action : menu->actions()) {
            if (!action->isSeparator())
                texts << action->text();
        }
        QVERIFY2(clashingMnemonics(texts).isEmpty(), qPrintable(clashingMnemonics(texts).join(u'\n')));
    }
    // Shortcuts stay what the code parses, whatever the language.
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("startAction"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_R));
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("stopAction"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("commandLineAction"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_L));
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("quitAction"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));

    // The engine banner and the status bar.
    auto *banner = window.findChild<Banner *>(QStringLiteral("engineBanner"));
    QVERIFY(banner->isVisible());
    const QString bannerSource =
        QStringLiteral("No container engine is available, so sandboxes cannot be created, started or used. %1");
    const QString bannerGerman =
        de("shadowbox::MainWindow",
           "No container engine is available, so sandboxes cannot be created, started or used. %1");
    QVERIFY(bannerGerman != bannerSource);
    QVERIFY2(banner->text().startsWith(bannerGerman.section(QStringLiteral("%1"), 0, 0)), qPrintable(banner->text()));
    // Where the banner sends the user is the menu as it is labelled now.
    const QString settingsPath = readable(menus.at(0)->title()) + QStringLiteral(" ▸ ") +
                                 readable(window.findChild<QAction *>(QStringLiteral("settingsAction"))->text());
    QVERIFY2(banner->text().contains(settingsPath), qPrintable(banner->text()));
    QStringList bannerButtons;
    for (const QPushButton *button : banner->findChildren<QPushButton *>())
        bannerButtons << button->text();
    QCOMPARE(bannerButtons,
             (QStringList{de("shadowbox::MainWindow", "Retry"), de("shadowbox::MainWindow", "Run Doctor"),
                          de("shadowbox::MainWindow", "Settings…")}));
    QCOMPARE(window.engineStatusText(), de("shadowbox::MainWindow", "No engine"));
    QVERIFY(window.engineStatusText() != QLatin1String("No engine"));

    // The console: its hint and its placeholder.
    auto *hint = window.commandPanel()->findChild<QLabel *>(QStringLiteral("commandHint"));
    QVERIFY(hint->isVisible());
    QCOMPARE(hint->text(), de("shadowbox::CommandPanel", "Connect to an engine to run commands."));
    QVERIFY(hint->text() != QLatin1String("Connect to an engine to run commands."));
    const QString placeholder = window.commandPanel()->commandEdit()->placeholderText();
    QCOMPARE(placeholder, de("shadowbox::CommandPanel", "Command to run in /workspace, e.g. ls -la"));
    QVERIFY(placeholder != QLatin1String("Command to run in /workspace, e.g. ls -la"));

    // Whatever else is on screen reads German too: the list, the details, the toolbar, the console.
    const QStringList left = englishLeftIn(&window, m_english);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
    QVERIFY2(window.aboutText().contains(QStringLiteral("Lizenz: MIT")), qPrintable(window.aboutText()));

    const QString dir = screenshotDir();
    QVERIFY(window.grab().save(dir + QStringLiteral("/main-window-german.png")));
    for (int i : {1, 2}) {
        QMenu *menu = menus.at(i);
        menu->popup(window.mapToGlobal(QPoint(40, 40)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        QVERIFY(menu->grab().save(dir + QStringLiteral("/menu-%1-german.png").arg(i)));
        menu->hide();
    }
}

void TestGuiGerman::newSandboxDialogIsGerman()
{
    QSettings().clear();
    QTemporaryDir repository;
    NewSandboxDialog dialog;
    dialog.setRepository(repository.path());
    // An engine without images: the dialog says to build the starter image, by its menu path.
    dialog.setImages(QList<ImageInfo>{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QCOMPARE(dialog.windowTitle(), de("shadowbox::NewSandboxDialog", "New Sandbox"));
    QVERIFY(dialog.windowTitle() != QLatin1String("New Sandbox"));

    const char *labelSources[] = {"&Repository:", "&Image:", "&Name:",      "Ne&twork:",      "&History:",
                                  "&Memory:",     "&CPUs:",  "&Processes:", "&Stop timeout:", "&Workspace:"};
    QStringList expectedLabels;
    for (const char *source : labelSources)
        expectedLabels << de("shadowbox::NewSandboxDialog", source);
    QStringList labels;
    for (const QFormLayout *form : dialog.findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole)) {
                if (auto *label = qobject_cast<QLabel *>(item->widget()))
                    labels << label->text();
            }
        }
    }
    QCOMPARE(labels, expectedLabels);
    QVERIFY(labels.at(3) != QLatin1String("Ne&twork:"));
    QVERIFY(labels.at(4) != QLatin1String("&History:"));
    QVERIFY(labels.at(5) != QLatin1String("&Memory:"));
    QVERIFY(labels.at(8) != QLatin1String("&Workspace:"));

    QStringList groups;
    for (const QGroupBox *box : dialog.findChildren<QGroupBox *>())
        groups << box->title();
    QCOMPARE(groups,
             (QStringList{de("shadowbox::NewSandboxDialog", "Sandbox"), de("shadowbox::NewSandboxDialog", "Limits")}));
    QVERIFY(groups.at(1) != QLatin1String("Limits"));

    auto *buttons = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"));
    QCOMPARE(buttons->button(QDialogButtonBox::Ok)->text(), de("shadowbox::NewSandboxDialog", "Create"));
    QVERIFY(buttons->button(QDialogButtonBox::Ok)->text() != QLatin1String("Create"));
    auto *browse = dialog.findChild<QPushButton *>(QStringLiteral("browseButton"));
    QCOMPARE(browse->text(), de("shadowbox::NewSandboxDialog", "Browse…"));
    QVERIFY(browse->text() != QLatin1String("Browse…"));
    auto *network = dialog.findChild<QComboBox *>(QStringLiteral("networkCombo"));
    QCOMPARE(network->itemText(0), de("shadowbox::NewSandboxDialog", "Mocked hosts only (gateway)"));
    QVERIFY(network->itemText(0) != QLatin1String("Mocked hosts only (gateway)"));
    auto *workspace = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("workspaceLimitSpin"));
    QCOMPARE(workspace->text(), de("shadowbox::NewSandboxDialog", "Automatic"));
    QVERIFY(workspace->text() != QLatin1String("Automatic"));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"))->placeholderText(),
             de("shadowbox::NewSandboxDialog", "Optional: derived from the repository folder"));

    // The problem names the starter image action by its German menu path.
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problemLabel"));
    QVERIFY(problem->isVisible());
    QCOMPARE(problem->text(),
             de("shadowbox::NewSandboxDialog",
                "The engine has no images. Close this dialog and use Engine ▸ Build Starter Image first."));
    const QString starterPath = readable(de("shadowbox::MainWindow", "&Engine")) + QStringLiteral(" ▸ ") +
                                readable(de("shadowbox::MainWindow", "&Build Starter Image"));
    QVERIFY2(problem->text().contains(starterPath), qPrintable(problem->text()));

    QStringList mnemonicTexts = labels;
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
        mnemonicTexts << button->text();
    QVERIFY2(clashingMnemonics(mnemonicTexts).isEmpty(), qPrintable(clashingMnemonics(mnemonicTexts).join(u'\n')));

    // Qt's own Cancel comes from Qt's translations (qt6-translations-l10n), not from shadowbox_de.ts.
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    const QStringList left = englishLeftIn(&dialog, m_english, {cancel});
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
    QCOMPARE(cancel->text(), QStringLiteral("Abbrechen"));

    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/new-sandbox-german.png")));
}

void TestGuiGerman::engineSettingsDialogIsGerman()
{
    QSettings().clear();
    QThreadPool pool;
    EngineSettingsDialog dialog(&pool);
    // Where discovery looks, with every well-known socket present (none answers): each row names
    // the rule that found it, in German.
    DiscoveryEnvironment env;
    QTemporaryDir nowhere;
    env.runtimeDir = nowhere.path() + QStringLiteral("/run");
    env.home = nowhere.path() + QStringLiteral("/home");
    env.tempDir = nowhere.path();
    env.socketExists = [](const QString &) { return true; };
    dialog.setDiscoveryEnvironment(env);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), 30'000);

    QCOMPARE(dialog.windowTitle(), de("shadowbox::EngineSettingsDialog", "Settings"));
    EngineCandidateModel *model = dialog.candidateModel();
    QVERIFY(model->rowCount() >= 4);
    QStringList sources;
    for (int row = 0; row < model->rowCount(); ++row)
        sources << model->index(row, EngineCandidateModel::SourceColumn).data().toString();
    for (const char *english : {"rootless Podman socket", "rootful Podman socket", "Docker socket"}) {
        const QString german = de("EngineOrigins", english);
        QVERIFY2(german != QLatin1String(english), english);
        QVERIFY2(sources.contains(german), qPrintable(sources.join(u',')));
    }
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString status = model->index(row, EngineCandidateModel::StatusColumn).data().toString();
        QVERIFY2(m_english.englishIn(status).isEmpty(), qPrintable(status));
    }

    // OK and Cancel come from Qt's own translations.
    QSet<const QObject *> qtOwn;
    for (const QAbstractButton *button : dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->buttons())
        qtOwn.insert(button);
    const QStringList left = englishLeftIn(&dialog, m_english, qtOwn);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
}

SHADOWBOX_GUI_TEST_MAIN(TestGuiGerman)
#include "tst_gui_german.moc"
