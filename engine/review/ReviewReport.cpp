#include "review/ReviewReport.h"

#include "core/Formatting.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace shadowbox {

namespace {

QString shown(const QByteArray &path)
{
    return QFile::decodeName(path);
}

QString verdictLabel(ReviewVerdict v)
{
    switch (v) {
    case ReviewVerdict::Approved:
        return ReviewReport::tr("approved");
    case ReviewVerdict::Rejected:
        return ReviewReport::tr("rejected");
    case ReviewVerdict::Undecided:
        return ReviewReport::tr("undecided");
    }
    return {};
}

QString outcome(const ReviewRecord &r)
{
    switch (r.state) {
    case ReviewRecord::State::Open:
        return ReviewReport::tr("open");
    case ReviewRecord::State::Discarded:
        return ReviewReport::tr("discarded");
    case ReviewRecord::State::Applied:
        return ReviewReport::tr("applied as %1: %2").arg(r.outcomeKind, r.outcomeTarget);
    }
    return {};
}

QString hunkHeader(const Hunk &h)
{
    return QStringLiteral("@@ -%1,%2 +%3,%4 @@").arg(h.oldStart).arg(h.oldCount).arg(h.newStart).arg(h.newCount);
}

// A file's header as `git diff` writes it.
QByteArray fileHeader(const ReviewFile &f)
{
    const QByteArray a = "a/" + f.oldPath;
    const QByteArray b = "b/" + f.path;
    QByteArray out = "diff --git " + a + ' ' + b + '\n';
    const auto mode = [](quint32 m) { return QByteArray::number(m, 8); };
    switch (f.status) {
    case ReviewFile::Status::Added:
        out += "new file mode " + mode(f.newMode) + '\n';
        break;
    case ReviewFile::Status::Deleted:
        out += "deleted file mode " + mode(f.oldMode) + '\n';
        break;
    case ReviewFile::Status::Renamed:
    case ReviewFile::Status::Copied: {
        const QByteArray verb = f.status == ReviewFile::Status::Renamed ? "rename" : "copy";
        out += "similarity index " + QByteArray::number(f.similarity) + "%\n";
        out += verb + " from " + f.oldPath + '\n' + verb + " to " + f.path + '\n';
        if (f.modeChanged())
            out += "old mode " + mode(f.oldMode) + "\nnew mode " + mode(f.newMode) + '\n';
        break;
    }
    default:
        if (f.oldMode != f.newMode)
            out += "old mode " + mode(f.oldMode) + "\nnew mode " + mode(f.newMode) + '\n';
        break;
    }
    return out;
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

ReviewVerdict ReviewReport::verdict(const ReviewSession &session, const QByteArray &path, const QString &hunkKey)
{
    for (const ReviewDecision &d : session.decisions)
        if (d.path == path && d.hunkKey == hunkKey)
            return d.verdict;
    return ReviewVerdict::Undecided;
}

QString ReviewReport::comment(const ReviewSession &session, const QByteArray &path, const QString &hunkKey)
{
    for (const ReviewDecision &d : session.decisions)
        if (d.path == path && d.hunkKey == hunkKey)
            return d.comment;
    return {};
}

Result<QByteArray> ReviewReport::patch(const ReviewSession &session)
{
    QByteArray out;
    for (const ReviewFile &f : session.changes.files) {
        out += fileHeader(f);
        if (f.hunks.isEmpty()) {
            if (f.binary || f.large || (f.isLink() && f.oldId != f.newId))
                out += "Binary files " + (f.oldId.isEmpty() ? QByteArray("/dev/null") : "a/" + f.oldPath) + " and " +
                       (f.newId.isEmpty() ? QByteArray("/dev/null") : "b/" + f.path) + " differ\n";
            continue;
        }
        out += (f.oldId.isEmpty() ? QByteArray("--- /dev/null") : "--- a/" + f.oldPath) + '\n';
        out += (f.newId.isEmpty() ? QByteArray("+++ /dev/null") : "+++ b/" + f.path) + '\n';
        auto oldText =
            f.oldId.isEmpty() ? Result<QByteArray>(QByteArray()) : ReviewDiff::blob(session.storePath, f.oldId);
        if (!oldText)
            return oldText;
        auto newText =
            f.newId.isEmpty() ? Result<QByteArray>(QByteArray()) : ReviewDiff::blob(session.storePath, f.newId);
        if (!newText)
            return newText;
        TextDiff diff;
        diff.hunks = f.hunks;
        QSet<int> all;
        for (int i = 0; i < f.hunks.size(); ++i)
            all.insert(i);
        auto body = HunkSelection::patchBody(*oldText, *newText, diff, all);
        if (!body)
            return body;
        out += *body;
    }
    return out;
}

QString ReviewReport::markdown(const ReviewSession &session)
{
    const ReviewRecord &r = session.record;
    QString md;
    md += tr("# Review %1 of sandbox %2\n\n").arg(r.id).arg(session.sandbox.name);
    md += tr("- Repository: `%1`\n").arg(session.sandbox.repository);
    md += tr("- Baseline commit: `%1`\n").arg(r.baselineCommit.isEmpty() ? tr("none") : r.baselineCommit);
    md += tr("- Opened: %1; last changed: %2\n").arg(Format::isoTime(r.createdAt), Format::isoTime(r.updatedAt));
    md += tr("- State: %1\n").arg(outcome(r));
    md += tr("- Changes: %1 files, +%2 −%3\n\n")
              .arg(session.changes.files.size())
              .arg(session.changes.added())
              .arg(session.changes.removed());
    for (const QString &note : session.notes)
        md += QStringLiteral("> %1\n\n").arg(note);

    md += tr("## Files\n\n");
    md += tr("| File | Status | + | − | Decision | Flags |\n|---|---|---|---|---|---|\n");
    for (const ReviewFile &f : session.changes.files) {
        QString name = shown(f.path);
        if (f.oldPath != f.path)
            name = shown(f.oldPath) + QStringLiteral(" → ") + name;
        QString decision = verdictLabel(verdict(session, f.path));
        int approved = 0;
        int rejected = 0;
        for (const QString &key : f.hunkKeys) {
            const ReviewVerdict v = verdict(session, f.path, key);
            approved += v == ReviewVerdict::Approved;
            rejected += v == ReviewVerdict::Rejected;
        }
        if (approved + rejected > 0)
            decision += tr(" (hunks: %1 approved, %2 rejected of %3)").arg(approved).arg(rejected).arg(f.hunks.size());
        md += QStringLiteral("| `%1` | %2 | %3 | %4 | %5 | %6 |\n")
                  .arg(name.replace(u'|', QStringLiteral("\\|")), ReviewDiff::statusLabel(f.status))
                  .arg(f.added)
                  .arg(f.removed)
                  .arg(decision, ChangeScreening::describe(f.hazards).join(u' '));
    }
    md += u'\n';
    bool anyComment = false;
    for (const ReviewDecision &d : session.decisions) {
        if (d.comment.isEmpty())
            continue;
        if (!anyComment)
            md += tr("## Comments\n\n");
        anyComment = true;
        md += QStringLiteral("- `%1`%2 (%3): %4\n")
                  .arg(shown(d.path), d.hunkKey.isEmpty() ? QString() : tr(", hunk %1").arg(d.hunkKey.left(8)),
                       verdictLabel(d.verdict), d.comment);
    }
    if (anyComment)
        md += u'\n';
    md += tr("## Commands that ran in the sandbox\n\n");
    if (session.runs.isEmpty())
        md += tr("None were run through Shadowbox.\n");
    else
        md += tr("| Started | Command | Exit code | Duration |\n|---|---|---|---|\n");
    for (auto it = session.runs.crbegin(); it != session.runs.crend(); ++it)
        md += QStringLiteral("| %1 | `%2` | %3 | %4 |\n")
                  .arg(Format::isoTime(it->startedAt), QString(it->command).replace(u'|', QStringLiteral("\\|")),
                       it->canceled ? tr("canceled") : QString::number(it->exitCode), Format::duration(it->durationMs));
    if (!r.outcomeDetail.isEmpty())
        md += tr("\n## What was written\n\n```json\n%1\n```\n")
                  .arg(QString::fromUtf8(
                      QJsonDocument::fromJson(r.outcomeDetail.toUtf8()).toJson(QJsonDocument::Indented).trimmed()));
    return md;
}

QString ReviewReport::html(const ReviewSession &session)
{
    const ReviewRecord &r = session.record;
    QString h = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n<style>"
                               "body{font-family:sans-serif;margin:2em;max-width:70em}"
                               "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em}"
                               "pre{background:#f6f8fa;padding:.5em;overflow:auto}"
                               ".add{background:#e6ffec}.del{background:#ffebe9}.hunk{color:#0550ae}"
                               ".approved{color:#1a7f37}.rejected{color:#cf222e}"
                               "</style></head><body>\n")
                    .arg(escaped(tr("Review %1 of sandbox %2").arg(r.id).arg(session.sandbox.name)));
    h +=
        QStringLiteral("<h1>%1</h1>\n").arg(escaped(tr("Review %1 of sandbox %2").arg(r.id).arg(session.sandbox.name)));
    h +=
        QStringLiteral("<ul><li>%1</li><li>%2</li><li>%3</li><li>%4</li></ul>\n")
            .arg(escaped(tr("Repository: %1").arg(session.sandbox.repository)),
                 escaped(tr("Baseline commit: %1").arg(r.baselineCommit)),
                 escaped(tr("Opened: %1").arg(Format::isoTime(r.createdAt))), escaped(tr("State: %1").arg(outcome(r))));
    for (const QString &note : session.notes)
        h += QStringLiteral("<p><em>%1</em></p>\n").arg(escaped(note));
    h += QStringLiteral("<h2>%1</h2>\n").arg(escaped(tr("Commands that ran in the sandbox")));
    h += QStringLiteral("<table><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>\n")
             .arg(escaped(tr("Started")), escaped(tr("Command")), escaped(tr("Exit code")), escaped(tr("Duration")));
    for (auto it = session.runs.crbegin(); it != session.runs.crend(); ++it)
        h += QStringLiteral("<tr><td>%1</td><td><code>%2</code></td><td>%3</td><td>%4</td></tr>\n")
                 .arg(escaped(Format::isoTime(it->startedAt)), escaped(it->command),
                      it->canceled ? escaped(tr("canceled")) : QString::number(it->exitCode),
                      escaped(Format::duration(it->durationMs)));
    h += QStringLiteral("</table>\n<h2>%1</h2>\n").arg(escaped(tr("Changes")));
    for (const ReviewFile &f : session.changes.files) {
        const ReviewVerdict v = verdict(session, f.path);
        h += QStringLiteral("<h3>%1 <small>%2, +%3 −%4, <span class=\"%5\">%6</span></small></h3>\n")
                 .arg(escaped(f.oldPath != f.path ? shown(f.oldPath) + QStringLiteral(" → ") + shown(f.path)
                                                  : shown(f.path)),
                      escaped(ReviewDiff::statusLabel(f.status)))
                 .arg(f.added)
                 .arg(f.removed)
                 .arg(reviewVerdictName(v), escaped(verdictLabel(v)));
        if (f.flagged())
            h += QStringLiteral("<p>%1</p>\n").arg(escaped(ChangeScreening::describe(f.hazards).join(u' ')));
        if (f.hunks.isEmpty())
            continue;
        const auto textOf = [&session](const QString &id) {
            auto bytes = id.isEmpty() ? Result<QByteArray>(QByteArray()) : ReviewDiff::blob(session.storePath, id);
            return bytes ? *bytes : QByteArray();
        };
        const QByteArray oldText = textOf(f.oldId);
        const QByteArray newText = textOf(f.newId);
        const QList<QByteArray> oldLines = HunkSelection::splitLines(oldText);
        const QList<QByteArray> newLines = HunkSelection::splitLines(newText);
        h += QStringLiteral("<pre>");
        for (qsizetype i = 0; i < f.hunks.size(); ++i) {
            const Hunk &hunk = f.hunks.at(i);
            const ReviewVerdict hv = verdict(session, f.path, f.hunkKeys.value(i));
            h += QStringLiteral("<span class=\"hunk\">%1</span> <span class=\"%2\">%3</span>\n")
                     .arg(escaped(hunkHeader(hunk)), reviewVerdictName(hv), escaped(verdictLabel(hv)));
            for (const DiffLine &l : hunk.lines) {
                const bool added = l.kind == DiffLine::Kind::Added;
                const bool removed = l.kind == DiffLine::Kind::Removed;
                QByteArray text = added ? newLines.value(l.newLine - 1) : oldLines.value(l.oldLine - 1);
                while (text.endsWith('\n') || text.endsWith('\r'))
                    text.chop(1);
                const QString line = (added ? u'+' : removed ? u'-' : u' ') + QString::fromUtf8(text);
                h += added || removed
                         ? QStringLiteral("<span class=\"%1\">%2</span>\n").arg(added ? "add" : "del", escaped(line))
                         : escaped(line) + u'\n';
            }
            const QString c = comment(session, f.path, f.hunkKeys.value(i));
            if (!c.isEmpty())
                h += QStringLiteral("<em>%1</em>\n").arg(escaped(tr("Comment: %1").arg(c)));
        }
        h += QStringLiteral("</pre>\n");
    }
    h += QStringLiteral("</body></html>\n");
    return h;
}

} // namespace shadowbox
