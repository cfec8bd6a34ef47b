#include "review/CodeLexers.h"

#define signals Q_SIGNALS
#define slots Q_SLOTS
#include <Qsci/qscilexerbash.h>
#include <Qsci/qscilexerbatch.h>
#include <Qsci/qscilexercmake.h>
#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexercsharp.h>
#include <Qsci/qscilexercss.h>
#include <Qsci/qscilexerdiff.h>
#include <Qsci/qscilexerhtml.h>
#include <Qsci/qscilexerjava.h>
#include <Qsci/qscilexerjavascript.h>
#include <Qsci/qscilexerjson.h>
#include <Qsci/qscilexerlua.h>
#include <Qsci/qscilexermakefile.h>
#include <Qsci/qscilexermarkdown.h>
#include <Qsci/qscilexerperl.h>
#include <Qsci/qscilexerproperties.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscilexerruby.h>
#include <Qsci/qscilexersql.h>
#include <Qsci/qscilexerxml.h>
#include <Qsci/qscilexeryaml.h>
#undef signals
#undef slots

#include <QFileInfo>
#include <QFontDatabase>

namespace shadowbox {

namespace {

QsciLexer *byExtension(const QString &name, const QString &suffix, QObject *parent, QString *language)
{
    const auto make = [&](QsciLexer *lexer, const char *what) {
        if (language)
            *language = QLatin1String(what);
        return lexer;
    };
    static const QStringList cpp{QStringLiteral("c"),     QStringLiteral("cc"),    QStringLiteral("cpp"),
                                 QStringLiteral("cxx"),   QStringLiteral("h"),     QStringLiteral("hh"),
                                 QStringLiteral("hpp"),   QStringLiteral("hxx"),   QStringLiteral("m"),
                                 QStringLiteral("mm"),    QStringLiteral("ino"),   QStringLiteral("go"),
                                 QStringLiteral("rs"),    QStringLiteral("swift"), QStringLiteral("kt"),
                                 QStringLiteral("scala"), QStringLiteral("dart"),  QStringLiteral("proto")};
    if (cpp.contains(suffix))
        return make(new QsciLexerCPP(parent), "C/C++");
    if (suffix == QLatin1String("py") || suffix == QLatin1String("pyi"))
        return make(new QsciLexerPython(parent), "Python");
    if (QStringList{QStringLiteral("js"), QStringLiteral("jsx"), QStringLiteral("mjs"), QStringLiteral("cjs"),
                    QStringLiteral("ts"), QStringLiteral("tsx")}
            .contains(suffix))
        return make(new QsciLexerJavaScript(parent), "JavaScript");
    if (suffix == QLatin1String("java"))
        return make(new QsciLexerJava(parent), "Java");
    if (suffix == QLatin1String("cs"))
        return make(new QsciLexerCSharp(parent), "C#");
    if (QStringList{QStringLiteral("sh"), QStringLiteral("bash"), QStringLiteral("zsh")}.contains(suffix) ||
        name == QLatin1String(".bashrc") || name == QLatin1String(".profile"))
        return make(new QsciLexerBash(parent), "Shell");
    if (suffix == QLatin1String("bat") || suffix == QLatin1String("cmd"))
        return make(new QsciLexerBatch(parent), "Batch");
    if (QStringList{QStringLiteral("html"), QStringLiteral("htm"), QStringLiteral("vue"), QStringLiteral("svelte"),
                    QStringLiteral("php")}
            .contains(suffix))
        return make(new QsciLexerHTML(parent), "HTML");
    if (QStringList{QStringLiteral("css"), QStringLiteral("scss"), QStringLiteral("less")}.contains(suffix))
        return make(new QsciLexerCSS(parent), "CSS");
    if (suffix == QLatin1String("json") || suffix == QLatin1String("jsonc"))
        return make(new QsciLexerJSON(parent), "JSON");
    if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"))
        return make(new QsciLexerYAML(parent), "YAML");
    if (QStringList{QStringLiteral("xml"), QStringLiteral("svg"), QStringLiteral("xsd"), QStringLiteral("ui"),
                    QStringLiteral("qrc"), QStringLiteral("ts")}
            .contains(suffix))
        return make(new QsciLexerXML(parent), "XML");
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return make(new QsciLexerMarkdown(parent), "Markdown");
    if (suffix == QLatin1String("sql"))
        return make(new QsciLexerSQL(parent), "SQL");
    if (suffix == QLatin1String("rb") || name == QLatin1String("Gemfile") || name == QLatin1String("Rakefile"))
        return make(new QsciLexerRuby(parent), "Ruby");
    if (suffix == QLatin1String("pl") || suffix == QLatin1String("pm"))
        return make(new QsciLexerPerl(parent), "Perl");
    if (suffix == QLatin1String("lua"))
        return make(new QsciLexerLua(parent), "Lua");
    if (suffix == QLatin1String("cmake") || name == QLatin1String("CMakeLists.txt"))
        return make(new QsciLexerCMake(parent), "CMake");
    if (name == QLatin1String("Makefile") || name == QLatin1String("GNUmakefile") || suffix == QLatin1String("mk"))
        return make(new QsciLexerMakefile(parent), "Makefile");
    if (QStringList{QStringLiteral("ini"), QStringLiteral("cfg"), QStringLiteral("conf"), QStringLiteral("toml"),
                    QStringLiteral("properties"), QStringLiteral("env"), QStringLiteral("editorconfig")}
            .contains(suffix) ||
        name.startsWith(QLatin1String(".env")) || name == QLatin1String(".gitignore"))
        return make(new QsciLexerProperties(parent), "Properties");
    if (suffix == QLatin1String("diff") || suffix == QLatin1String("patch"))
        return make(new QsciLexerDiff(parent), "Diff");
    if (name.startsWith(QLatin1String("Dockerfile")) || name.startsWith(QLatin1String("Containerfile")))
        return make(new QsciLexerBash(parent), "Dockerfile");
    return nullptr;
}

double luminance(const QColor &c)
{
    return 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
}

} // namespace

QsciLexer *CodeLexers::forFile(const QByteArray &path, const QByteArray &content, QObject *parent, QString *language)
{
    const QString name = QFileInfo(QString::fromUtf8(path)).fileName();
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (QsciLexer *lexer = byExtension(name, suffix, parent, language))
        return lexer;
    const QByteArray first = content.left(content.indexOf('\n'));
    if (first.startsWith("#!")) {
        if (first.contains("python"))
            return byExtension(name, QStringLiteral("py"), parent, language);
        if (first.contains("node"))
            return byExtension(name, QStringLiteral("js"), parent, language);
        if (first.contains("ruby"))
            return byExtension(name, QStringLiteral("rb"), parent, language);
        if (first.contains("perl"))
            return byExtension(name, QStringLiteral("pl"), parent, language);
        return byExtension(name, QStringLiteral("sh"), parent, language);
    }
    if (first.startsWith("<?xml"))
        return byExtension(name, QStringLiteral("xml"), parent, language);
    if (content.startsWith("<!DOCTYPE html") || content.startsWith("<html"))
        return byExtension(name, QStringLiteral("html"), parent, language);
    if (language)
        *language = QStringLiteral("Text");
    return nullptr;
}

bool CodeLexers::isDark(const QPalette &palette)
{
    return luminance(palette.color(QPalette::Base)) < 0.5;
}

void CodeLexers::applyPalette(QsciLexer *lexer, const QPalette &palette)
{
    if (!lexer)
        return;
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QColor paper = palette.color(QPalette::Base);
    const bool dark = isDark(palette);
    lexer->setDefaultPaper(paper);
    lexer->setDefaultColor(palette.color(QPalette::Text));
    lexer->setDefaultFont(mono);
    for (int style = 0; style <= 127; ++style) {
        if (lexer->description(style).isEmpty())
            continue;
        lexer->setPaper(paper, style);
        QFont f = lexer->font(style);
        f.setFamily(mono.family());
        f.setPointSize(mono.pointSize());
        lexer->setFont(f, style);
        QColor c = lexer->color(style);
        if (dark) {
            // Lighter until it stands out from the paper as much as the palette's own text does.
            for (int i = 0; i < 6 && luminance(c) < 0.55; ++i)
                c = c.lightness() < 40 ? QColor::fromHsl(c.hslHue(), c.hslSaturation(), 140) : c.lighter(140);
            lexer->setColor(c, style);
        }
    }
}

} // namespace shadowbox
