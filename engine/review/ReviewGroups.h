#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace shadowbox {

// The groups a review's file tree sorts changed files into, so that a change to a lockfile or a CI
// workflow is not lost among a hundred source files.
enum class ReviewGroup { Source, Tests, Configuration, Dependencies, Other };

// Sorts a changed file by its path alone (no contents: a review may show thousands). When several
// groups fit, Dependencies wins over Tests, Tests over Configuration, Configuration over Source: a
// package.json under tests/ still changes what gets installed, and a YAML file under .github/ is
// configuration even though YAML can be anything.
class ReviewGroups {
    Q_DECLARE_TR_FUNCTIONS(ReviewGroups)
public:
    // `path`: relative, '/'-separated, raw bytes as the sandbox named the file.
    static ReviewGroup classify(const QByteArray &path);
    // For people: "Source", "Tests", "Configuration", "Dependency manifests and lockfiles", "Other".
    static QString label(ReviewGroup group);
    // For JSON: "source", "tests", "configuration", "dependencies", "other"; never translated.
    static QString name(ReviewGroup group);
};

} // namespace shadowbox
