#include "review/HunkSelection.h"

#include "git/GitRepository.h"

#include <git2.h>

#include <memory>

namespace shadowbox {

namespace {

struct PatchDeleter {
    void operator()(git_patch *p) const { git_patch_free(p); }
};
using Patch = std::unique_ptr<git_patch, PatchDeleter>;

quint32 whitespaceFlags(TextDiffOptions::Whitespace w)
{
    switch (w) {
    case TextDiffOptions::Whitespace::Exact:
        return 0;
    case TextDiffOptions::Whitespace::IgnoreAtEnd:
        return GIT_DIFF_IGNORE_WHITESPACE_EOL;
    case TextDiffOptions::Whitespace::IgnoreChange:
        return GIT_DIFF_IGNORE_WHITESPACE_CHANGE;
    case TextDiffOptions::Whitespace::IgnoreAll:
        return GIT_DIFF_IGNORE_WHITESPACE;
    }
    return 0;
}

// The lines a hunk names, checked against the texts: a diff of other texts is refused rather than
// stitched into something neither side held.
bool inRange(const Hunk &h, qsizetype oldLines, qsizetype newLines)
{
    for (const DiffLine &l : h.lines) {
        if (l.kind != DiffLine::Kind::Added && (l.oldLine < 1 || l.oldLine > oldLines))
            return false;
        if (l.kind == DiffLine::Kind::Added && (l.newLine < 1 || l.newLine > newLines))
            return false;
    }
    const qsizetype begin = h.oldCount == 0 ? h.oldStart : h.oldStart - 1;
    return begin >= 0 && begin + h.oldCount <= oldLines;
}

// Where the hunk's old lines begin, 0-based.
int oldBegin(const Hunk &h)
{
    return h.oldCount == 0 ? h.oldStart : h.oldStart - 1;
}

} // namespace

QList<QByteArray> HunkSelection::splitLines(const QByteArray &text)
{
    QList<QByteArray> lines;
    qsizetype from = 0;
    while (from < text.size()) {
        const qsizetype nl = text.indexOf('\n', from);
        const qsizetype end = nl < 0 ? text.size() : nl + 1;
        lines.append(text.mid(from, end - from));
        from = end;
    }
    return lines;
}

Result<TextDiff> HunkSelection::diff(const QByteArray &oldText, const QByteArray &newText,
                                     const TextDiffOptions &options)
{
    ensureLibgit2();
    git_diff_options opts = GIT_DIFF_OPTIONS_INIT;
    opts.context_lines = quint32(qMax(0, options.contextLines));
    opts.interhunk_lines = 0;
    opts.flags = whitespaceFlags(options.whitespace);
    git_patch *raw = nullptr;
    if (git_patch_from_buffers(&raw, oldText.constData(), size_t(oldText.size()), "a", newText.constData(),
                               size_t(newText.size()), "b", &opts) != 0)
        return Error::make(Error::Kind::Generic, tr("The change could not be compared (%1).").arg(lastGitError()));
    const Patch patch(raw);
    TextDiff out;
    const git_diff_delta *delta = git_patch_get_delta(patch.get());
    if (delta && (delta->flags & GIT_DIFF_FLAG_BINARY)) {
        out.binary = true;
        return out;
    }
    const size_t hunks = git_patch_num_hunks(patch.get());
    for (size_t i = 0; i < hunks; ++i) {
        const git_diff_hunk *gh = nullptr;
        size_t count = 0;
        if (git_patch_get_hunk(&gh, &count, patch.get(), i) != 0)
            return Error::make(Error::Kind::Generic, tr("The change could not be compared (%1).").arg(lastGitError()));
        Hunk h;
        h.oldStart = gh->old_start;
        h.oldCount = gh->old_lines;
        h.newStart = gh->new_start;
        h.newCount = gh->new_lines;
        // "@@ -1,2 +1,3 @@ section\n"
        const QByteArray header(gh->header, qsizetype(gh->header_len));
        const qsizetype close = header.indexOf("@@", 2);
        if (close > 0)
            h.section = header.mid(close + 2).trimmed();
        for (size_t j = 0; j < count; ++j) {
            const git_diff_line *gl = nullptr;
            if (git_patch_get_line_in_hunk(&gl, patch.get(), i, j) != 0)
                return Error::make(Error::Kind::Generic,
                                   tr("The change could not be compared (%1).").arg(lastGitError()));
            DiffLine line;
            switch (gl->origin) {
            case GIT_DIFF_LINE_CONTEXT:
                line.kind = DiffLine::Kind::Context;
                break;
            case GIT_DIFF_LINE_ADDITION:
                line.kind = DiffLine::Kind::Added;
                ++h.added;
                break;
            case GIT_DIFF_LINE_DELETION:
                line.kind = DiffLine::Kind::Removed;
                ++h.removed;
                break;
            default:
                // The "no newline at end of file" markers: the lines' own bytes say it.
                continue;
            }
            line.oldLine = qMax(0, gl->old_lineno);
            line.newLine = qMax(0, gl->new_lineno);
            h.lines.append(line);
        }
        out.added += h.added;
        out.removed += h.removed;
        out.hunks.append(h);
    }
    return out;
}

Result<HunkSelection::Lines> HunkSelection::checkedLines(const QByteArray &oldText, const QByteArray &newText,
                                                         const TextDiff &diff)
{
    if (diff.binary)
        return Error::make(Error::Kind::InvalidInput,
                           tr("A binary file has no hunks: it is approved or rejected as a whole."));
    Lines lines{splitLines(oldText), splitLines(newText)};
    qsizetype cursor = 0;
    for (qsizetype i = 0; i < diff.hunks.size(); ++i) {
        const Hunk &h = diff.hunks.at(i);
        if (!inRange(h, lines.oldLines.size(), lines.newLines.size()) || oldBegin(h) < cursor)
            return Error::make(Error::Kind::InvalidInput,
                               tr("The change does not belong to these versions of the file (hunk %1).").arg(i + 1));
        cursor = oldBegin(h) + h.oldCount;
    }
    return lines;
}

Result<QByteArray> HunkSelection::apply(const QByteArray &oldText, const QByteArray &newText, const TextDiff &diff,
                                        const QSet<int> &approved)
{
    auto lines = checkedLines(oldText, newText, diff);
    if (!lines)
        return lines.error();
    const QList<QByteArray> &oldLines = lines->oldLines;
    const QList<QByteArray> &newLines = lines->newLines;
    QByteArray out;
    out.reserve(qMax(oldText.size(), newText.size()));
    qsizetype cursor = 0;
    for (qsizetype i = 0; i < diff.hunks.size(); ++i) {
        const Hunk &h = diff.hunks.at(i);
        for (; cursor < oldBegin(h); ++cursor)
            out += oldLines.at(cursor);
        if (approved.contains(int(i))) {
            for (const DiffLine &l : h.lines) {
                if (l.kind == DiffLine::Kind::Context)
                    out += oldLines.at(l.oldLine - 1);
                else if (l.kind == DiffLine::Kind::Added)
                    out += newLines.at(l.newLine - 1);
            }
        } else {
            for (qsizetype k = oldBegin(h); k < oldBegin(h) + h.oldCount; ++k)
                out += oldLines.at(k);
        }
        cursor = oldBegin(h) + h.oldCount;
    }
    for (; cursor < oldLines.size(); ++cursor)
        out += oldLines.at(cursor);
    return out;
}

Result<QByteArray> HunkSelection::patchBody(const QByteArray &oldText, const QByteArray &newText, const TextDiff &diff,
                                            const QSet<int> &approved)
{
    auto lines = checkedLines(oldText, newText, diff);
    if (!lines)
        return lines.error();
    const QList<QByteArray> &oldLines = lines->oldLines;
    const QList<QByteArray> &newLines = lines->newLines;
    QByteArray out;
    int shift = 0; // lines the approved hunks before this one added, less those they removed
    for (qsizetype i = 0; i < diff.hunks.size(); ++i) {
        const Hunk &h = diff.hunks.at(i);
        if (!approved.contains(int(i)))
            continue;
        const int newCount = h.oldCount + h.added - h.removed;
        // With no old lines, the hunk goes after line oldStart; with none left, the new side
        // names the line before, as git does.
        const int newStart = newCount == 0 ? h.oldStart + shift - (h.oldCount > 0 ? 1 : 0)
                                           : (h.oldCount == 0 ? h.oldStart + 1 : h.oldStart) + shift;
        out += "@@ -" + QByteArray::number(h.oldStart);
        if (h.oldCount != 1)
            out += ',' + QByteArray::number(h.oldCount);
        out += " +" + QByteArray::number(newStart);
        if (newCount != 1)
            out += ',' + QByteArray::number(newCount);
        out += " @@";
        if (!h.section.isEmpty())
            out += ' ' + h.section;
        out += '\n';
        for (const DiffLine &l : h.lines) {
            const QByteArray &text =
                l.kind == DiffLine::Kind::Added ? newLines.at(l.newLine - 1) : oldLines.at(l.oldLine - 1);
            out += l.kind == DiffLine::Kind::Added ? '+' : l.kind == DiffLine::Kind::Removed ? '-' : ' ';
            out += text;
            if (!text.endsWith('\n'))
                out += "\n\\ No newline at end of file\n";
        }
        shift += h.added - h.removed;
    }
    return out;
}

} // namespace shadowbox
