// Which group of a review's file tree a changed path falls into: several paths for each group, at
// the top and nested, in any case, and the ones two groups claim (a package.json under tests/ is a
// dependency manifest, a test under .github/ is a test), or that only look like they belong
// ("latest/x.py", "contest.py", "Contest.java").

#include "review/ReviewGroups.h"

#include <QSet>
#include <QTest>

using namespace shadowbox;

Q_DECLARE_METATYPE(ReviewGroup)

class TestReviewGroups : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void classify_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<ReviewGroup>("group");
        const auto row = [](const char *path, ReviewGroup group) { QTest::newRow(path) << QByteArray(path) << group; };

        for (const char *path :
             {"package.json", "web/package-lock.json", "yarn.lock", "apps/site/pnpm-lock.yaml", "Cargo.toml",
              "crates/core/Cargo.lock", "go.mod", "go.sum", "requirements.txt", "requirements-dev.txt",
              "requirements/test.txt", "Pipfile", "Pipfile.lock", "pyproject.toml", "poetry.lock", "uv.lock", "Gemfile",
              "Gemfile.lock", "composer.json", "composer.lock", "pom.xml", "app/build.gradle", "build.gradle.kts",
              "gradle.lockfile", "src/App/App.csproj", "packages.lock.json", "vcpkg.json", "conanfile.txt",
              "conanfile.py", "mix.exs", "mix.lock", "pubspec.yaml", "pubspec.lock", "ios/Podfile", "ios/Podfile.lock",
              "Package.swift", "Package.resolved", "PACKAGE.JSON", "gradle/libs.versions.toml",
              // Claimed by other groups too, but what gets installed matters more.
              "tests/package.json", "tests/fixtures/requirements.txt", ".github/package.json", "spec/Gemfile"})
            row(path, ReviewGroup::Dependencies);

        for (const char *path :
             {"tests/tst_store.cpp", "test/helpers.js", "src/__tests__/App.jsx", "spec/models/user_spec.rb",
              "specs/a.md", "src/testing/fakes.go", "test_parser.py", "pkg/tests/test_parser.py", "parser_test.py",
              "server/handler_test.go", "ui/button.test.tsx", "ui/button.test.ts", "lib/util.test.js",
              "lib/util.test.jsx", "src/app.spec.ts", "app/models/user.spec.rb", "tst_formatting.cpp",
              "src/main/java/com/acme/ParserTest.java", "Acme.Core/ParserTests.cs", "conftest.py", "TESTS/README",
              "Test_Parser.PY", "ParserTest.JAVA", "net/url_unittest.cc",
              // A test under .github is still a test: tests come before configuration.
              ".github/tests/workflow.yml", "tests/.eslintrc.json"})
            row(path, ReviewGroup::Tests);

        for (const char *path : {".gitignore",
                                 "sub/dir/.gitignore",
                                 ".editorconfig",
                                 ".eslintrc",
                                 ".eslintrc.json",
                                 ".prettierrc.yaml",
                                 ".github/workflows/ci.yml",
                                 ".github/CODEOWNERS",
                                 ".gitlab-ci.yml",
                                 "Dockerfile",
                                 "Dockerfile.dev",
                                 "docker/app.dockerfile",
                                 "docker-compose.yml",
                                 "docker-compose.override.yaml",
                                 "config/app.yaml",
                                 "settings.toml",
                                 "setup.cfg",
                                 "tox.ini",
                                 "nginx/site.conf",
                                 "deploy/prod.env",
                                 ".env",
                                 "CMakeLists.txt",
                                 "engine/CMakeLists.txt",
                                 "Makefile",
                                 "cmake/Warnings.cmake",
                                 "tsconfig.json",
                                 "tsconfig.build.json",
                                 ".devcontainer/devcontainer.json",
                                 ".devcontainer/setup.sh",
                                 ".shadowbox/agents/default.json",
                                 ".vscode/settings.json",
                                 "DOCKERFILE",
                                 "CONFIG/APP.YML",
                                 "app/src/main/resources/application.properties",
                                 ".cargo/config.toml"})
            row(path, ReviewGroup::Configuration);

        for (const char *path :
             {"main.c", "src/lib.rs", "engine/review/SecretScan.cpp", "engine/review/SecretScan.h", "app/main.py",
              "web/src/App.tsx", "web/src/index.js", "cmd/server/main.go", "src/main/java/com/acme/Parser.java",
              "Acme.Core/Parser.cs", "lib/x.rb", "scripts/build.sh", "db/schema.sql", "site/index.html",
              "site/style.scss", "ui/Widget.vue", "ui/Panel.svelte", "proto/api.proto", "qml/Main.qml",
              "widgets/Dialog.ui", "src/Module.HPP", "Main.KT", "lib/mod.ex", "src/App.swift",
              // Look like tests, but are not.
              "latest/x.py", "contest.py", "src/contest/solve.cpp", "Contest.java", "Latest.cs", "attest.go",
              "protest.rb", "testament.py", "src/specification.ts"})
            row(path, ReviewGroup::Source);

        for (const char *path : {"README.md", "docs/guide.md", "LICENSE", "assets/logo.png", "data/fixtures.json",
                                 "notes.txt", "bin/tool", "archive.tar.gz", "", "/", "a/b/", "src/"})
            row(path, ReviewGroup::Other);
    }

    void classify()
    {
        QFETCH(QByteArray, path);
        QFETCH(ReviewGroup, group);
        QCOMPARE(ReviewGroups::name(ReviewGroups::classify(path)), ReviewGroups::name(group));
    }

    void rawBytes()
    {
        // Names that are not UTF-8, or hold control characters, are still sorted by what they end in.
        QCOMPARE(ReviewGroups::classify("src/caf\xe9.py"), ReviewGroup::Source);
        QCOMPARE(ReviewGroups::classify("tests/\xff\xfe.bin"), ReviewGroup::Tests);
        QCOMPARE(ReviewGroups::classify("odd\nname.yml"), ReviewGroup::Configuration);
        QCOMPARE(ReviewGroups::classify("no-extension."), ReviewGroup::Other);
    }

    void namesAndLabels()
    {
        const QList<ReviewGroup> groups{ReviewGroup::Source, ReviewGroup::Tests, ReviewGroup::Configuration,
                                        ReviewGroup::Dependencies, ReviewGroup::Other};
        const QStringList names{QStringLiteral("source"), QStringLiteral("tests"), QStringLiteral("configuration"),
                                QStringLiteral("dependencies"), QStringLiteral("other")};
        QSet<QString> labels;
        for (qsizetype i = 0; i < groups.size(); ++i) {
            QCOMPARE(ReviewGroups::name(groups.at(i)), names.at(i));
            labels.insert(ReviewGroups::label(groups.at(i)));
        }
        QCOMPARE(labels.size(), groups.size());
        QVERIFY(!labels.contains(QString()));
    }
};

QTEST_GUILESS_MAIN(TestReviewGroups)
#include "tst_reviewgroups.moc"
