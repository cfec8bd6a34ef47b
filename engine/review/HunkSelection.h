#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSet>

namespace shadowbox {

// How two versions of a text file are compared for review.
struct TextDiffOptions {
    enum class Whitespace {
        Exact,        // every byte counts
        IgnoreAtEnd,  // changes at the ends of lines do not count (git diff --ignore-space-at-eol)
        IgnoreChange, // changes in the amount of whitespace do not count (git diff -b)
        IgnoreAll,    // whitespace does not count at all (git diff -w)
    };
    int contextLines = 3;
    Whitespace whitespace = Whitespace::Exact;
};

// One line of a hunk. Its bytes are not copied here: they are the line `oldLine` of the old text
// (context and removed lines) or `newLine` of the new text (added lines), terminator included, so
// a CRLF or a last line without a newline is carried exactly.
struct DiffLine {
    enum class Kind { Context, Added, Removed };
    Kind kind = Kind::Context;
    int oldLine = 0; // 1-based; 0 for an added line
    int newLine = 0; // 1-based; 0 for a removed line
};

// A hunk as in "@@ -oldStart,oldCount +newStart,newCount @@": with oldCount 0, oldStart is the line
// after which the new lines go (0: at the top), and likewise for newCount 0.
struct Hunk {
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    QByteArray section; // what follows the second "@@" (the enclosing function, when git finds one)
    QList<DiffLine> lines;
    int added = 0;
    int removed = 0;
};

struct TextDiff {
    bool binary = false; // no hunks: such a file is decided as a whole
    QList<Hunk> hunks;
    int added = 0;
    int removed = 0;
};

// The hunks of one file's change, and the file rebuilt from its old version plus exactly the
// hunks a reviewer approved. A rejected hunk keeps the old lines; lines outside every hunk stay
// the old ones too (under a whitespace option, whitespace changes that no hunk shows are not
// applied). The diff comes from libgit2, as `git diff` computes it.
class HunkSelection {
    Q_DECLARE_TR_FUNCTIONS(HunkSelection)
public:
    static Result<TextDiff> diff(const QByteArray &oldText, const QByteArray &newText,
                                 const TextDiffOptions &options = {});
    // The old text with the hunks whose indices are in `approved` applied. Fails for a binary
    // file, and for texts the diff was not computed from.
    static Result<QByteArray> apply(const QByteArray &oldText, const QByteArray &newText, const TextDiff &diff,
                                    const QSet<int> &approved);
    // The approved hunks as the body of a unified diff (from the first "@@" on), for a patch that
    // `git apply` and `git am` accept: the new line numbers count only the approved hunks.
    static Result<QByteArray> patchBody(const QByteArray &oldText, const QByteArray &newText, const TextDiff &diff,
                                        const QSet<int> &approved);

    // The text's lines, each with its terminator ("\n", or "\r\n" as part of the line); the last
    // one may have none.
    static QList<QByteArray> splitLines(const QByteArray &text);

private:
    struct Lines {
        QList<QByteArray> oldLines;
        QList<QByteArray> newLines;
    };
    // Both texts' lines, once every hunk of `diff` is known to fit them, in order; refuses a binary
    // file's diff.
    static Result<Lines> checkedLines(const QByteArray &oldText, const QByteArray &newText, const TextDiff &diff);
};

} // namespace shadowbox
