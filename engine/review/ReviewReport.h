#pragma once

#include "review/Reviewer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace shadowbox {

// A review as text: the consolidated diff as one patch, and the audit record (who reviewed what,
// which hunks were approved or rejected with which comments, what ran in the sandbox, how it ended)
// as Markdown or as one self-contained HTML file.
class ReviewReport {
    Q_DECLARE_TR_FUNCTIONS(ReviewReport)
public:
    // Every change as `git diff` prints it (a/ and b/ paths, renames, modes, binary files named).
    static Result<QByteArray> patch(const ReviewSession &session);
    // The decision on a file (hunkKey empty) or one hunk; Undecided when none was made.
    static ReviewVerdict verdict(const ReviewSession &session, const QByteArray &path, const QString &hunkKey = {});
    static QString comment(const ReviewSession &session, const QByteArray &path, const QString &hunkKey = {});
    static QString markdown(const ReviewSession &session);
    static QString html(const ReviewSession &session);
};

} // namespace shadowbox
