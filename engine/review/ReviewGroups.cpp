#include "review/ReviewGroups.h"

#include <QList>
#include <QSet>

#include <initializer_list>

namespace shadowbox {

namespace {

// A file's name taken apart once: as written (for the CamelCase test suffixes, where "FooTest"
// is a test and "Contest" is not) and in lower case (for everything else).
struct FileName {
    QByteArray stem;      // without the last extension, as written
    QByteArray lower;     // the whole name, in lower case
    QByteArray lowerStem; // without the last extension, in lower case
    QByteArray extension; // the last extension, in lower case, without its dot; none for ".bashrc"
};

FileName splitName(const QByteArray &name)
{
    FileName f;
    f.lower = name.toLower();
    const qsizetype dot = name.lastIndexOf('.');
    f.stem = dot > 0 ? name.left(dot) : name;
    f.lowerStem = f.stem.toLower();
    f.extension = dot > 0 ? f.lower.mid(dot + 1) : QByteArray();
    return f;
}

bool endsWithAny(const QByteArray &text, std::initializer_list<const char *> suffixes)
{
    for (const char *suffix : suffixes) {
        if (text.endsWith(suffix))
            return true;
    }
    return false;
}

// Manifests and lockfiles of the package managers: what decides which third-party code gets
// installed and run.
bool isDependencies(const FileName &f, const QByteArray &lowerFolder)
{
    static const QSet<QByteArray> names{
        // JavaScript
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock",
        "bun.lockb", "deno.lock",
        // Rust, Go
        "cargo.toml", "cargo.lock", "go.mod", "go.sum", "go.work", "go.work.sum",
        // Python
        "pipfile", "pipfile.lock", "pyproject.toml", "poetry.lock", "uv.lock", "pdm.lock", "environment.yml",
        // Ruby, PHP
        "gemfile", "gemfile.lock", "composer.json", "composer.lock",
        // JVM
        "pom.xml", "build.gradle", "build.gradle.kts", "gradle.lockfile", "libs.versions.toml", "build.sbt",
        // .NET
        "packages.lock.json", "packages.config", "directory.packages.props", "paket.dependencies", "paket.lock",
        // C and C++
        "vcpkg.json", "conanfile.txt", "conanfile.py",
        // Elixir, Erlang, Dart, Swift and Objective-C, Julia, R, Haskell
        "mix.exs", "mix.lock", "rebar.config", "rebar.lock", "pubspec.yaml", "pubspec.lock", "podfile", "podfile.lock",
        "cartfile", "cartfile.resolved", "package.swift", "package.resolved", "project.toml", "manifest.toml",
        "renv.lock", "cabal.project", "stack.yaml"};
    static const QSet<QByteArray> extensions{"csproj", "fsproj", "vbproj", "gemspec", "cabal"};
    if (names.contains(f.lower) || extensions.contains(f.extension))
        return true;
    // requirements.txt, requirements-dev.txt, requirements/test.txt, and pip-tools' .in sources.
    return (f.extension == "txt" || f.extension == "in") &&
           (f.lower.startsWith("requirements") || lowerFolder == "requirements");
}

bool isTests(const FileName &f, const QList<QByteArray> &lowerComponents)
{
    static const QSet<QByteArray> folders{"test", "tests", "__tests__", "spec", "specs", "testing"};
    for (const QByteArray &component : lowerComponents) {
        if (folders.contains(component))
            return true;
    }
    const QByteArray &ext = f.extension;
    // "foo.spec.ts", "foo.spec.rb", "foo.test.jsx": the middle part names a test whatever the language.
    if (f.lower.indexOf(".spec.") > 0)
        return true;
    static const QSet<QByteArray> scripts{"js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts"};
    if (scripts.contains(ext) && f.lowerStem.endsWith(".test"))
        return true;
    if (ext == "py")
        return f.lowerStem.startsWith("test_") || f.lowerStem.endsWith("_test") || f.lowerStem == "conftest";
    if (ext == "cpp" || ext == "cc" || ext == "cxx")
        return f.lowerStem.startsWith("tst_") || endsWithAny(f.lowerStem, {"_test", "_unittest"});
    if (ext == "go" || ext == "rs" || ext == "dart" || ext == "exs")
        return f.lowerStem.endsWith("_test");
    if (ext == "rb")
        return endsWithAny(f.lowerStem, {"_spec", "_test"});
    // CamelCase conventions (JUnit, NUnit, XCTest, PHPUnit): "FooTest", "FooTests", but not "Latest".
    static const QSet<QByteArray> camel{"java", "kt", "scala", "groovy", "cs", "fs", "vb", "swift", "php"};
    return camel.contains(ext) && endsWithAny(f.stem, {"Test", "Tests"});
}

bool isConfiguration(const FileName &f, const QList<QByteArray> &lowerComponents)
{
    // Dotfiles and dot-folders at any level: .gitignore, .eslintrc.json, .github/**, .devcontainer/**,
    // .shadowbox/**, .vscode/**.
    for (const QByteArray &component : lowerComponents) {
        if (component.startsWith('.') && component != "." && component != "..")
            return true;
    }
    static const QSet<QByteArray> names{
        "cmakelists.txt", "cmakepresets.json", "cmakeuserpresets.json", "makefile",
        "gnumakefile",    "meson.build",       "meson.options",         "meson_options.txt",
        "build.bazel",    "module.bazel",      "workspace.bazel",       "containerfile",
        "jenkinsfile",    "procfile",          "vagrantfile",           "justfile"};
    static const QSet<QByteArray> extensions{"yaml", "yml",   "toml", "ini",        "cfg",       "conf",
                                             "env",  "cmake", "mk",   "properties", "dockerfile"};
    if (names.contains(f.lower) || extensions.contains(f.extension) || f.lower.startsWith("dockerfile"))
        return true;
    return f.extension == "json" && (f.lower.startsWith("tsconfig") || f.lower.startsWith("jsconfig"));
}

bool isSource(const FileName &f)
{
    static const QSet<QByteArray> extensions{
        "c",    "cc",   "cpp",    "cxx",     "c++",    "h",     "hh",  "hpp", "hxx",  "h++", "ipp", "inl",  "m",
        "mm",   "rs",   "go",     "py",      "pyi",    "js",    "jsx", "ts",  "tsx",  "mjs", "cjs", "mts",  "cts",
        "java", "kt",   "kts",    "scala",   "groovy", "swift", "cs",  "fs",  "fsx",  "vb",  "rb",  "php",  "pl",
        "pm",   "sh",   "bash",   "zsh",     "fish",   "ps1",   "lua", "sql", "html", "htm", "css", "scss", "sass",
        "less", "vue",  "svelte", "dart",    "ex",     "exs",   "erl", "hrl", "hs",   "ml",  "mli", "r",    "jl",
        "zig",  "nim",  "proto",  "graphql", "gql",    "qml",   "ui",  "clj", "cljs", "elm", "cu",  "cuh",  "glsl",
        "hlsl", "wgsl", "sol",    "asm",     "s",      "v",     "sv",  "vhd"};
    return extensions.contains(f.extension);
}

} // namespace

ReviewGroup ReviewGroups::classify(const QByteArray &path)
{
    QList<QByteArray> lowerComponents;
    for (const QByteArray &component : path.split('/')) {
        if (!component.isEmpty())
            lowerComponents.append(component.toLower());
    }
    if (lowerComponents.isEmpty())
        return ReviewGroup::Other;
    const QByteArray name = path.mid(path.lastIndexOf('/') + 1);
    if (name.isEmpty()) // "a/b/": a folder, not a file
        return ReviewGroup::Other;
    const FileName f = splitName(name);
    const QByteArray folder =
        lowerComponents.size() > 1 ? lowerComponents.at(lowerComponents.size() - 2) : QByteArray();
    if (isDependencies(f, folder))
        return ReviewGroup::Dependencies;
    if (isTests(f, lowerComponents))
        return ReviewGroup::Tests;
    if (isConfiguration(f, lowerComponents))
        return ReviewGroup::Configuration;
    if (isSource(f))
        return ReviewGroup::Source;
    return ReviewGroup::Other;
}

QString ReviewGroups::label(ReviewGroup group)
{
    switch (group) {
    case ReviewGroup::Source:
        return tr("Source");
    case ReviewGroup::Tests:
        return tr("Tests");
    case ReviewGroup::Configuration:
        return tr("Configuration");
    case ReviewGroup::Dependencies:
        return tr("Dependency manifests and lockfiles");
    case ReviewGroup::Other:
        break;
    }
    return tr("Other");
}

QString ReviewGroups::name(ReviewGroup group)
{
    switch (group) {
    case ReviewGroup::Source:
        return QStringLiteral("source");
    case ReviewGroup::Tests:
        return QStringLiteral("tests");
    case ReviewGroup::Configuration:
        return QStringLiteral("configuration");
    case ReviewGroup::Dependencies:
        return QStringLiteral("dependencies");
    case ReviewGroup::Other:
        break;
    }
    return QStringLiteral("other");
}

} // namespace shadowbox
