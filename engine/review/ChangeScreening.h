#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QSet>
#include <QStringList>

namespace shadowbox {

// One entry a review would write into the user's repository, as the sandbox left it. Everything
// here came out of the sandbox and is hostile input: names are raw bytes, link targets too.
struct ChangedEntry {
    enum class Type { File, Symlink, Deleted };
    QByteArray path; // relative, '/'-separated, as the sandbox named it
    Type type = Type::File;
    QByteArray linkTarget; // Symlink only
};

// Why an entry must not be applied as it stands.
enum class PathHazard : quint32 {
    Absolute = 1u << 0,             // starts at a root: "/etc/passwd", "C:\\x", "\\\\server\\share"
    ParentReference = 1u << 1,      // a ".." or "." component, or an empty one ("a//b")
    GitFolder = 1u << 2,            // inside a .git folder, under any spelling a file system takes for it
    ThroughLink = 1u << 3,          // a folder on its way is a symbolic link (in the change, or in the repository)
    LinkLeavesRepository = 1u << 4, // a link whose target is absolute, climbs out, or points into .git
    ControlCharacter = 1u << 5,     // a byte below 0x20, or 0x7f, in the name or the link's target
    CaseCollision = 1u << 6,        // another file (in the change or already there) differs from it only in case
    // A name Windows or macOS cannot hold: reserved, a trailing dot or space, a backslash or one of :*?"<>|, not UTF-8.
    NotPortable = 1u << 7,
};
Q_DECLARE_FLAGS(PathHazards, PathHazard)
Q_DECLARE_OPERATORS_FOR_FLAGS(PathHazards)

struct ScreenedEntry {
    QByteArray path;
    PathHazards hazards;
    // Never applied, whatever the reviewer says: they would write outside the repository, through a
    // link, or into .git.
    bool forbidden() const
    {
        return hazards &
               (PathHazard::Absolute | PathHazard::ParentReference | PathHazard::GitFolder | PathHazard::ThroughLink);
    }
    // Left out unless the reviewer includes it explicitly.
    bool excludedByDefault() const { return hazards != PathHazards(); }
};

// Screens what a review would apply before anything is written: the checks need no file system,
// only the entries and what the repository holds (`repositoryPaths`: its files and links, for case
// collisions; `repositoryLinks`: those that are symbolic links, for paths that would pass through
// one).
class ChangeScreening {
    Q_DECLARE_TR_FUNCTIONS(ChangeScreening)
public:
    static QList<ScreenedEntry> screen(const QList<ChangedEntry> &changes,
                                       const QList<QByteArray> &repositoryPaths = {},
                                       const QSet<QByteArray> &repositoryLinks = {});
    // One sentence per hazard, for the review's flags and the command line.
    static QStringList describe(PathHazards hazards);
};

} // namespace shadowbox
