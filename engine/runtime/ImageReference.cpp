#include "runtime/ImageReference.h"

#include <QRegularExpression>
#include <QStringList>

namespace shadowbox {

QString ImageReference::problem(const QString &reference)
{
    auto invalid = [&](const QString &why) {
        return tr("The image name \"%1\" is not valid: %2. Image names look like debian:bookworm, "
                  "ghcr.io/owner/name:1.2 or name@sha256:….")
            .arg(reference, why);
    };
    if (reference.isEmpty())
        return invalid(tr("it is empty"));
    static const QRegularExpression forbidden(QStringLiteral("[\\s\\x00-\\x1f\\x7f]"));
    if (reference.contains(forbidden))
        return invalid(tr("it contains spaces or control characters"));

    QString rest = reference;
    if (const qsizetype at = rest.indexOf(u'@'); at >= 0) {
        static const QRegularExpression digest(
            QStringLiteral("^[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$"));
        if (!digest.match(rest.mid(at + 1)).hasMatch())
            return invalid(tr("the digest after '@' must be an algorithm and a hexadecimal hash, such as sha256:…"));
        rest.truncate(at);
    }
    // A tag follows the last ':' that comes after the last '/' (an earlier ':' is a registry port).
    const qsizetype slash = rest.lastIndexOf(u'/');
    if (const qsizetype colon = rest.lastIndexOf(u':'); colon > slash) {
        static const QRegularExpression tag(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"));
        if (!tag.match(rest.mid(colon + 1)).hasMatch())
            return invalid(tr("the tag after ':' must be 1 to 128 letters, digits, '_', '.' or '-', not starting "
                              "with '.' or '-'"));
        rest.truncate(colon);
    }
    if (rest.isEmpty())
        return invalid(tr("the repository name is missing"));
    if (rest.size() > 255)
        return invalid(tr("the repository name is longer than 255 characters"));

    QStringList parts = rest.split(u'/');
    const QString first = parts.first();
    if (parts.size() > 1 && (first.contains(u'.') || first.contains(u':') || first == QLatin1String("localhost"))) {
        static const QRegularExpression domain(QStringLiteral(
            "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*"
            "|\\[[0-9A-Fa-f:]+\\])(?::[0-9]+)?$"));
        if (!domain.match(first).hasMatch())
            return invalid(tr("the registry \"%1\" is not a host name with an optional port").arg(first));
        parts.removeFirst();
    }
    static const QRegularExpression component(QStringLiteral("^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$"));
    for (const QString &part : std::as_const(parts)) {
        if (component.match(part).hasMatch())
            continue;
        static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9._-]+$"));
        if (allowed.match(part).hasMatch() && part != part.toLower())
            return invalid(tr("the repository path must be lowercase"));
        return invalid(tr("\"%1\" is not a valid path component (lowercase letters and digits, separated by '.', "
                          "'_', '__' or '-')")
                           .arg(part));
    }
    return {};
}

} // namespace shadowbox
