#include "review/ChangeScreening.h"

#include <QHash>
#include <QString>

#include <optional>

namespace shadowbox {

namespace {

bool isControl(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7f;
}

// A name as a case-insensitive, normalising file system (Windows, macOS) sees it, or an empty string
// when it is not UTF-8.
bool isUtf8(const QByteArray &bytes)
{
    // What is not UTF-8 comes back with replacement characters instead, so not as it went in.
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

QString foldedName(const QByteArray &bytes)
{
    if (!isUtf8(bytes))
        return {};
    return QString::fromUtf8(bytes).normalized(QString::NormalizationForm_C).toCaseFolded();
}

// ".git", ".GIT", ".git.", ".git " and NTFS's short name "GIT~1" all reach the same folder somewhere.
bool isGitName(const QByteArray &component)
{
    QByteArray name = component.toLower();
    while (name.endsWith('.') || name.endsWith(' '))
        name.chop(1);
    return name == ".git" || name == "git~1";
}

bool isReservedOnWindows(const QByteArray &component)
{
    const QByteArray stem =
        component.left(component.indexOf('.') < 0 ? component.size() : component.indexOf('.')).trimmed().toUpper();
    static const QSet<QByteArray> reserved{"CON", "PRN", "AUX", "NUL"};
    if (reserved.contains(stem))
        return true;
    return stem.size() == 4 && (stem.startsWith("COM") || stem.startsWith("LPT")) && stem.at(3) >= '0' &&
           stem.at(3) <= '9';
}

bool notPortable(const QByteArray &component)
{
    if (component.endsWith('.') || component.endsWith(' ') || isReservedOnWindows(component))
        return true;
    for (const char c : component) {
        if (c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' || c == '<' || c == '>' || c == '|')
            return true;
    }
    return !isUtf8(component);
}

bool startsAtRoot(const QByteArray &path)
{
    return path.startsWith('/') || path.startsWith('\\') ||
           (path.size() >= 2 && path.at(1) == ':' && QChar::isLetter(uchar(path.at(0))));
}

// Where a link at `linkPath` with `target` leads, relative to the repository's top, as a list of
// components; nullopt when it leaves the repository (absolute, or more ".." than folders).
std::optional<QList<QByteArray>> resolveLink(const QByteArray &linkPath, const QByteArray &target)
{
    if (target.isEmpty() || startsAtRoot(target))
        return std::nullopt;
    QList<QByteArray> parts = linkPath.split('/');
    parts.removeLast(); // the link's own name: its target is relative to its folder
    for (const QByteArray &part : target.split('/')) {
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..") {
            if (parts.isEmpty())
                return std::nullopt;
            parts.removeLast();
        } else {
            parts.append(part);
        }
    }
    return parts;
}

} // namespace

QList<ScreenedEntry> ChangeScreening::screen(const QList<ChangedEntry> &changes,
                                             const QList<QByteArray> &repositoryPaths,
                                             const QSet<QByteArray> &repositoryLinks)
{
    // Links the applied change would leave in place: the repository's, less those it deletes or
    // replaces, plus those it makes.
    QSet<QByteArray> links = repositoryLinks;
    for (const ChangedEntry &c : changes) {
        if (c.type == ChangedEntry::Type::Symlink)
            links.insert(c.path);
        else
            links.remove(c.path);
    }
    // Names as a case-insensitive file system sees them: every spelling that reaches each one.
    QHash<QString, QSet<QByteArray>> spellings;
    for (const QByteArray &path : repositoryPaths)
        spellings[foldedName(path)].insert(path);
    for (const ChangedEntry &c : changes) {
        if (c.type == ChangedEntry::Type::Deleted)
            spellings[foldedName(c.path)].remove(c.path);
        else
            spellings[foldedName(c.path)].insert(c.path);
    }

    QList<ScreenedEntry> out;
    out.reserve(changes.size());
    for (const ChangedEntry &c : changes) {
        ScreenedEntry s;
        s.path = c.path;
        if (startsAtRoot(c.path))
            s.hazards |= PathHazard::Absolute;
        const QList<QByteArray> parts = c.path.split('/');
        QByteArray prefix;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QByteArray &part = parts.at(i);
            if ((part.isEmpty() && !(i == 0 && s.hazards & PathHazard::Absolute)) || part == "." || part == "..")
                s.hazards |= PathHazard::ParentReference;
            if (isGitName(part))
                s.hazards |= PathHazard::GitFolder;
            if (!part.isEmpty() && part != "." && part != ".." && notPortable(part))
                s.hazards |= PathHazard::NotPortable;
            if (i + 1 < parts.size()) {
                prefix += (i == 0 ? QByteArray() : QByteArray("/")) + part;
                if (links.contains(prefix))
                    s.hazards |= PathHazard::ThroughLink;
            }
        }
        for (const char ch : c.path) {
            if (isControl(ch))
                s.hazards |= PathHazard::ControlCharacter;
        }
        if (c.type == ChangedEntry::Type::Symlink) {
            for (const char ch : c.linkTarget) {
                if (isControl(ch))
                    s.hazards |= PathHazard::ControlCharacter;
            }
            const auto resolved = resolveLink(c.path, c.linkTarget);
            bool intoGit = false;
            if (resolved) {
                for (const QByteArray &part : *resolved)
                    intoGit = intoGit || isGitName(part);
            }
            if (!resolved || intoGit)
                s.hazards |= PathHazard::LinkLeavesRepository;
        }
        if (c.type != ChangedEntry::Type::Deleted) {
            const QString folded = foldedName(c.path);
            if (!folded.isEmpty() && spellings.value(folded).size() > 1)
                s.hazards |= PathHazard::CaseCollision;
        }
        out.append(s);
    }
    return out;
}

QStringList ChangeScreening::describe(PathHazards hazards)
{
    QStringList out;
    if (hazards & PathHazard::Absolute)
        out << tr("The path is absolute: it names a place outside the repository. It is never applied.");
    if (hazards & PathHazard::ParentReference)
        out << tr("The path holds \"..\", \".\" or an empty name, which could lead outside the repository. It "
                  "is never applied.");
    if (hazards & PathHazard::GitFolder)
        out << tr("The path is inside a .git folder (hooks and configuration run code on your machine). It is "
                  "never applied.");
    if (hazards & PathHazard::ThroughLink)
        out << tr("A folder on the path is a symbolic link, so writing it would write wherever the link points. "
                  "It is never applied.");
    if (hazards & PathHazard::LinkLeavesRepository)
        out << tr("The symbolic link points outside the repository or into .git. Include it only if you meant "
                  "that.");
    if (hazards & PathHazard::ControlCharacter)
        out << tr("The name holds control characters, which can disguise it in terminals and tools. Include it "
                  "only if you meant that.");
    if (hazards & PathHazard::CaseCollision)
        out << tr("Another file differs from this one only in case or in how an accent is encoded: on macOS "
                  "and Windows one would overwrite the other. Include it only if you meant that.");
    if (hazards & PathHazard::NotPortable)
        out << tr("The name cannot exist on Windows or macOS (a reserved name, a trailing dot or space, one of "
                  "\\ : * ? \" < > |, or bytes that are not UTF-8). Include it only if you meant that.");
    return out;
}

} // namespace shadowbox
