#include "cli/CliSupport.h"

#include "core/Formatting.h"
#include "review/ReviewReport.h"
#include "review/Reviewer.h"
#include "sandbox/SandboxManager.h"
#include "sandbox/Teardown.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

#include <cstdio>

namespace shadowbox::cli {

namespace {

QString shown(const QByteArray &path)
{
    return QFile::decodeName(path);
}

QString statusLetter(ReviewFile::Status s)
{
    switch (s) {
    case ReviewFile::Status::Added:
        return QStringLiteral("A");
    case ReviewFile::Status::Modified:
        return QStringLiteral("M");
    case ReviewFile::Status::Deleted:
        return QStringLiteral("D");
    case ReviewFile::Status::Renamed:
        return QStringLiteral("R");
    case ReviewFile::Status::Copied:
        return QStringLiteral("C");
    case ReviewFile::Status::TypeChanged:
        return QStringLiteral("T");
    }
    return QStringLiteral("?");
}

QString hazardNames(PathHazards h)
{
    static const std::pair<PathHazard, const char *> names[] = {
        {PathHazard::Absolute, "absolute"},
        {PathHazard::ParentReference, "parent-reference"},
        {PathHazard::GitFolder, "git-folder"},
        {PathHazard::ThroughLink, "through-link"},
        {PathHazard::LinkLeavesRepository, "link-leaves-repository"},
        {PathHazard::ControlCharacter, "control-character"},
        {PathHazard::CaseCollision, "case-collision"},
        {PathHazard::NotPortable, "not-portable"},
    };
    QStringList out;
    for (const auto &[flag, name] : names)
        if (h & flag)
            out << QLatin1String(name);
    return out.join(u',');
}

QJsonObject toJson(const ReviewSession &s)
{
    QJsonArray files;
    for (const ReviewFile &f : s.changes.files) {
        QJsonObject o{{QStringLiteral("path"), shown(f.path)},
                      {QStringLiteral("status"), ReviewDiff::statusName(f.status)},
                      {QStringLiteral("group"), ReviewGroups::name(f.group)},
                      {QStringLiteral("added"), f.added},
                      {QStringLiteral("removed"), f.removed},
                      {QStringLiteral("binary"), f.binary},
                      {QStringLiteral("large"), f.large},
                      {QStringLiteral("link"), f.isLink()},
                      {QStringLiteral("oldMode"), QString::number(f.oldMode, 8)},
                      {QStringLiteral("newMode"), QString::number(f.newMode, 8)},
                      {QStringLiteral("oldSize"), double(f.oldSize)},
                      {QStringLiteral("newSize"), double(f.newSize)},
                      {QStringLiteral("decision"), reviewVerdictName(ReviewReport::verdict(s, f.path))},
                      {QStringLiteral("forbidden"), f.forbidden()}};
        if (f.oldPath != f.path)
            o.insert(QStringLiteral("oldPath"), shown(f.oldPath));
        if (f.similarity)
            o.insert(QStringLiteral("similarity"), f.similarity);
        if (f.flagged()) {
            o.insert(QStringLiteral("hazards"), hazardNames(f.hazards));
            o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(ChangeScreening::describe(f.hazards)));
        }
        QJsonArray hunks;
        for (qsizetype i = 0; i < f.hunks.size(); ++i) {
            const Hunk &h = f.hunks.at(i);
            QJsonObject ho{
                {QStringLiteral("number"), int(i + 1)},
                {QStringLiteral("key"), f.hunkKeys.at(i)},
                {QStringLiteral("oldStart"), h.oldStart},
                {QStringLiteral("oldCount"), h.oldCount},
                {QStringLiteral("newStart"), h.newStart},
                {QStringLiteral("newCount"), h.newCount},
                {QStringLiteral("added"), h.added},
                {QStringLiteral("removed"), h.removed},
                {QStringLiteral("decision"), reviewVerdictName(ReviewReport::verdict(s, f.path, f.hunkKeys.at(i)))}};
            const QString comment = ReviewReport::comment(s, f.path, f.hunkKeys.at(i));
            if (!comment.isEmpty())
                ho.insert(QStringLiteral("comment"), comment);
            hunks.append(ho);
        }
        o.insert(QStringLiteral("hunks"), hunks);
        const QString comment = ReviewReport::comment(s, f.path);
        if (!comment.isEmpty())
            o.insert(QStringLiteral("comment"), comment);
        files.append(o);
    }
    QJsonArray runs;
    for (const RunRecord &r : s.runs)
        runs.append(QJsonObject{{QStringLiteral("command"), r.command},
                                {QStringLiteral("exitCode"), r.exitCode},
                                {QStringLiteral("canceled"), r.canceled},
                                {QStringLiteral("durationMs"), double(r.durationMs)},
                                {QStringLiteral("startedAt"), Format::isoTime(r.startedAt)}});
    QJsonArray ignored;
    for (const QByteArray &p : s.changes.ignoredSample)
        ignored.append(shown(p));
    return QJsonObject{{QStringLiteral("review"), double(s.record.id)},
                       {QStringLiteral("sandbox"), s.sandbox.name},
                       {QStringLiteral("repository"), s.sandbox.repository},
                       {QStringLiteral("baselineCommit"), s.record.baselineCommit},
                       {QStringLiteral("baselineSnapshot"), s.record.baselineSnapshot},
                       {QStringLiteral("finalSnapshot"), s.record.finalSnapshot},
                       {QStringLiteral("state"), reviewStateName(s.record.state)},
                       {QStringLiteral("files"), files},
                       {QStringLiteral("hunks"), s.changes.hunkCount()},
                       {QStringLiteral("ignored"), double(s.changes.ignored)},
                       {QStringLiteral("ignoredSample"), ignored},
                       {QStringLiteral("runs"), runs},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(s.notes)},
                       {QStringLiteral("elapsedMs"), double(s.changes.elapsedMs)}};
}

// `shadowbox review` and `shadowbox apply`.
class ReviewCommands {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    static int review(const QStringList &args);
    static int apply(const QStringList &args);

private:
    static QList<QCommandLineOption> whitespaceOptions()
    {
        return {QCommandLineOption(QStringLiteral("ignore-space-at-eol"), tr("Ignore whitespace at line ends.")),
                QCommandLineOption({QStringLiteral("b"), QStringLiteral("ignore-space-change")},
                                   tr("Ignore changes in the amount of whitespace.")),
                QCommandLineOption({QStringLiteral("w"), QStringLiteral("ignore-all-space")},
                                   tr("Ignore whitespace altogether."))};
    }
    static ReviewOpenOptions openOptions(const QCommandLineParser &p)
    {
        ReviewOpenOptions o;
        if (p.isSet(QStringLiteral("ignore-all-space")))
            o.diff.whitespace = TextDiffOptions::Whitespace::IgnoreAll;
        else if (p.isSet(QStringLiteral("ignore-space-change")))
            o.diff.whitespace = TextDiffOptions::Whitespace::IgnoreChange;
        else if (p.isSet(QStringLiteral("ignore-space-at-eol")))
            o.diff.whitespace = TextDiffOptions::Whitespace::IgnoreAtEnd;
        return o;
    }
    // "PATH" or "PATH#N" (N: the hunk's number, from 1) of the session; nullopt after printing.
    static std::optional<ReviewDecision> target(const ReviewSession &s, const QString &spec, ReviewVerdict verdict,
                                                int *code)
    {
        QString path = spec;
        int hunk = 0;
        const qsizetype hash = spec.lastIndexOf(u'#');
        if (hash > 0) {
            bool ok = false;
            hunk = spec.mid(hash + 1).toInt(&ok);
            if (ok)
                path = spec.left(hash);
            else
                hunk = 0;
        }
        const qsizetype i = s.changes.indexOf(QFile::encodeName(path));
        if (i < 0) {
            *code =
                usage(tr("%1 is not among the review's files: see `shadowbox review %2`.").arg(path, s.sandbox.name));
            return std::nullopt;
        }
        const ReviewFile &f = s.changes.files.at(i);
        if (hunk < 0 || hunk > f.hunks.size()) {
            *code = usage(tr("%1 has %n hunk(s); number them from 1.", nullptr, int(f.hunks.size())).arg(path));
            return std::nullopt;
        }
        ReviewDecision d;
        d.path = f.path;
        d.hunkKey = hunk > 0 ? f.hunkKeys.at(hunk - 1) : QString();
        d.verdict = verdict;
        return d;
    }
    static void printSummary(const ReviewSession &s)
    {
        out(tr("Review %1 of sandbox %2: %n file(s) changed, +%3 -%4, since the baseline %5.\n", nullptr,
               int(s.changes.files.size()))
                .arg(s.record.id)
                .arg(s.sandbox.name)
                .arg(s.changes.added())
                .arg(s.changes.removed())
                .arg(s.record.baselineCommit.isEmpty() ? tr("(no commit)") : s.record.baselineCommit.left(12)));
        for (const QString &note : s.notes)
            out(note + u'\n');
        int decided = 0;
        int total = 0;
        ReviewGroup group = ReviewGroup::Other;
        bool first = true;
        QList<QStringList> rows;
        const auto flush = [&rows] {
            if (!rows.isEmpty())
                out(table(rows));
            rows.clear();
        };
        for (const ReviewFile &f : s.changes.files) {
            if (first || f.group != group) {
                flush();
                out(u'\n' + ReviewGroups::label(f.group) + u'\n');
                group = f.group;
                first = false;
            }
            const ReviewVerdict fileVerdict = ReviewReport::verdict(s, f.path);
            QString decision = reviewVerdictName(fileVerdict);
            if (f.hunks.isEmpty()) {
                ++total;
                decided += fileVerdict != ReviewVerdict::Undecided;
            } else {
                int mine = 0;
                for (const QString &key : f.hunkKeys) {
                    const ReviewVerdict v = ReviewReport::verdict(s, f.path, key);
                    mine += (v != ReviewVerdict::Undecided || fileVerdict != ReviewVerdict::Undecided) ? 1 : 0;
                }
                total += int(f.hunks.size());
                decided += mine;
                decision = tr("%1/%2 decided").arg(mine).arg(f.hunks.size());
            }
            QString name = shown(f.path);
            if (f.oldPath != f.path)
                name = shown(f.oldPath) + QStringLiteral(" -> ") + name;
            QStringList notes;
            if (f.modeChanged())
                notes << tr("mode %1 -> %2").arg(QString::number(f.oldMode, 8), QString::number(f.newMode, 8));
            if (f.binary)
                notes << tr("binary, %1").arg(Format::bytes(f.newSize ? f.newSize : f.oldSize));
            if (f.large)
                notes << tr("large, %1").arg(Format::bytes(f.newSize ? f.newSize : f.oldSize));
            if (f.isLink())
                notes << tr("link");
            if (f.forbidden())
                notes << tr("NEVER APPLIED: %1").arg(hazardNames(f.hazards));
            else if (f.flagged())
                notes << tr("flagged: %1").arg(hazardNames(f.hazards));
            rows << QStringList{QStringLiteral("  ") + statusLetter(f.status),
                                QStringLiteral("+%1 -%2").arg(f.added).arg(f.removed), name, decision,
                                notes.join(QStringLiteral("; "))};
        }
        flush();
        out(tr("\n%1 of %2 hunks decided.").arg(decided).arg(total));
        if (s.changes.ignored > 0)
            out(tr(" %n new file(s) the repository ignores were left out.", nullptr, int(s.changes.ignored)));
        out(QStringLiteral("\n"));
        if (!s.runs.isEmpty()) {
            out(tr("\nCommands that ran (newest first):\n"));
            QList<QStringList> runRows;
            for (const RunRecord &r : s.runs.mid(0, 10))
                runRows << QStringList{QStringLiteral("  ") +
                                           (r.canceled ? tr("canceled") : tr("exit %1").arg(r.exitCode)),
                                       Format::duration(r.durationMs), r.command};
            out(table(runRows));
        }
    }
};

int ReviewCommands::review(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(jsonOption());
    const QCommandLineOption summary(QStringLiteral("summary"), tr("The files, grouped, and the decisions (default)."));
    const QCommandLineOption patch(QStringLiteral("patch"), tr("Every change as one patch, as `git diff` prints it."));
    const QCommandLineOption approve(QStringLiteral("approve"), tr("Approve a file, or one hunk of it (PATH#N)."),
                                     tr("path[#n]"));
    const QCommandLineOption reject(QStringLiteral("reject"), tr("Reject a file, or one hunk of it (PATH#N)."),
                                    tr("path[#n]"));
    const QCommandLineOption undecide(QStringLiteral("undecide"), tr("Forget the decision on a file or hunk."),
                                      tr("path[#n]"));
    const QCommandLineOption comment(QStringLiteral("comment"),
                                     tr("A comment for the files and hunks named by --approve, --reject or "
                                        "--undecide."),
                                     tr("text"));
    const QCommandLineOption report(QStringLiteral("report"),
                                    tr("Write the audit record to FILE: HTML when it ends in .html, else Markdown."),
                                    tr("file"));
    const QCommandLineOption discard(QStringLiteral("discard"),
                                     tr("Reject everything: end the review without applying anything and destroy the "
                                        "sandbox (printing the teardown proof)."));
    const QCommandLineOption keep(QStringLiteral("keep-sandbox"), tr("With --discard: keep the sandbox."));
    p.addOptions({summary, patch, approve, reject, undecide, comment, report, discard, keep});
    p.addOptions(whitespaceOptions());
    int code = Ok;
    if (!parse(p, args,
               QStringLiteral("review NAME [--summary|--patch|--json] [--approve PATH[#N]]... [--reject "
                              "PATH[#N]]..."),
               tr("Shows everything the sandbox changed since its baseline (the repository as it was copied), as "
                  "one review; records decisions on files and hunks; writes the audit record."),
               &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usage(tr("name one sandbox: `shadowbox review NAME`."));
    Runner runner(true);
    return runner.exec([&] {
        const Reviewer reviewer(runner.session().manager()->context());
        auto session = reviewer.open(p.positionalArguments().first(), openOptions(p), Runner::interrupt());
        if (!session)
            return fail(session.error());
        for (const auto &[option, verdict] :
             {std::pair{&approve, ReviewVerdict::Approved}, std::pair{&reject, ReviewVerdict::Rejected},
              std::pair{&undecide, ReviewVerdict::Undecided}}) {
            for (const QString &spec : p.values(*option)) {
                int bad = Ok;
                auto decision = target(*session, spec, verdict, &bad);
                if (!decision)
                    return bad;
                decision->comment = p.value(comment);
                if (Status s = reviewer.decide(*session, *decision); !s)
                    return fail(s.error());
            }
        }
        if (p.isSet(discard)) {
            if (Status s = reviewer.discard(*session); !s)
                return fail(s.error());
            if (p.isSet(keep)) {
                out(tr("Review %1 discarded: nothing was applied. The sandbox is kept; `shadowbox sandbox destroy "
                       "%2` removes it.\n")
                        .arg(session->record.id)
                        .arg(session->sandbox.name));
                return int(Ok);
            }
            auto proof = runner.session().manager()->destroyBlocking(session->sandbox.id);
            if (!proof)
                return fail(proof.error());
            out(tr("Review %1 discarded: nothing was applied. Destroyed %2.\n")
                    .arg(session->record.id)
                    .arg(session->sandbox.name) +
                proof->report().join(u'\n') + u'\n');
            return int(Ok);
        }
        if (p.isSet(report)) {
            const QString file = p.value(report);
            QSaveFile f(file);
            const QString text = file.endsWith(QLatin1String(".html"), Qt::CaseInsensitive)
                                     ? ReviewReport::html(*session)
                                     : ReviewReport::markdown(*session);
            if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0 || !f.commit())
                return fail(
                    Error::make(Error::Kind::Io, tr("Cannot write the report %1: %2").arg(file, f.errorString())));
            err(tr("Audit record written to %1.\n").arg(file));
        }
        if (p.isSet(jsonOption())) {
            printJson(toJson(*session));
            return int(Ok);
        }
        if (p.isSet(patch)) {
            auto text = ReviewReport::patch(*session);
            if (!text)
                return fail(text.error());
            std::fwrite(text->constData(), 1, size_t(text->size()), stdout);
            std::fflush(stdout);
            return int(Ok);
        }
        printSummary(*session);
        return int(Ok);
    });
}

int ReviewCommands::apply(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(jsonOption());
    const QCommandLineOption branch(QStringLiteral("branch"),
                                    tr("Commit the approved changes on a new branch NAME (the default target), whose "
                                       "parent is the baseline commit."),
                                    tr("name"));
    const QCommandLineOption worktree(QStringLiteral("worktree"),
                                      tr("Merge the approved changes into the repository's working tree."));
    const QCommandLineOption conflicts(QStringLiteral("conflicts"),
                                       tr("With --worktree: write conflicts with markers instead of refusing."));
    const QCommandLineOption patchFile(QStringLiteral("patch"),
                                       tr("Write the approved changes as a patch that `git am` accepts."), tr("file"));
    const QCommandLineOption only(QStringLiteral("only"), tr("Apply only this file, whole (repeatable)."), tr("path"));
    const QCommandLineOption all(QStringLiteral("all"),
                                 tr("Apply every change, whole, whatever was decided (flagged files excepted)."));
    const QCommandLineOption include(QStringLiteral("include-flagged"),
                                     tr("Include this flagged file (a link leading out, a case collision, a "
                                        "non-portable name); files under .git or behind links are never applied."),
                                     tr("path"));
    const QCommandLineOption message(QStringLiteral("message"), tr("The commit message of the approved changes."),
                                     tr("text"));
    const QCommandLineOption secrets(QStringLiteral("acknowledge-secrets"),
                                     tr("Apply even though what is applied looks like it holds secrets."));
    p.addOptions({branch, worktree, conflicts, patchFile, only, all, include, message, secrets});
    p.addOptions(whitespaceOptions());
    int code = Ok;
    if (!parse(p, args,
               QStringLiteral("apply NAME [--branch NAME | --worktree | --patch FILE] [--only PATH]... [--all]"),
               tr("Writes what was approved in the sandbox's review into the repository it was copied from: as a new "
                  "branch, into the working tree, or as a patch. Without --only or --all, exactly the approved files "
                  "and hunks."),
               &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usage(tr("name one sandbox: `shadowbox apply NAME --branch NAME`."));
    if (int(p.isSet(branch)) + int(p.isSet(worktree)) + int(p.isSet(patchFile)) > 1)
        return usage(tr("choose one of --branch, --worktree and --patch."));
    if (p.isSet(only) && p.isSet(all))
        return usage(tr("--only and --all exclude each other."));
    Runner runner(true);
    return runner.exec([&] {
        const Reviewer reviewer(runner.session().manager()->context());
        auto session = reviewer.open(p.positionalArguments().first(), openOptions(p), Runner::interrupt());
        if (!session)
            return fail(session.error());
        SelectOptions select;
        for (const QString &path : p.values(only))
            select.only << QFile::encodeName(path);
        for (const QString &path : p.values(include))
            select.includeFlagged.insert(QFile::encodeName(path));
        select.all = p.isSet(all);
        for (const QByteArray &path : std::as_const(select.only))
            if (session->changes.indexOf(path) < 0 &&
                std::none_of(session->changes.files.cbegin(), session->changes.files.cend(),
                             [&path](const ReviewFile &f) { return f.oldPath == path; }))
                return usage(tr("%1 is not among the review's files: see `shadowbox review %2`.")
                                 .arg(shown(path), session->sandbox.name));
        const Selection selection = ReviewApply::select(session->changes, session->decisions, select);
        for (const LeftOut &l : selection.leftOut)
            err(tr("Left out %1: %2\n").arg(shown(l.path), l.reason));
        if (selection.isEmpty())
            return fail(
                Error::make(Error::Kind::InvalidInput,
                            tr("Nothing to apply: nothing in the review of %1 is approved.").arg(session->sandbox.name))
                    .withCliHint(QStringLiteral("shadowbox review %1 --approve PATH  or  shadowbox apply %1 "
                                                "--all")
                                     .arg(session->sandbox.name)));
        ApplyOptions options;
        options.message = p.value(message);
        if (p.isSet(worktree)) {
            options.target = ApplyOptions::Target::Worktree;
            options.writeConflicts = p.isSet(conflicts);
        } else if (p.isSet(patchFile)) {
            options.target = ApplyOptions::Target::Patch;
            options.patchPath = p.value(patchFile);
        } else {
            options.branch =
                p.isSet(branch)
                    ? p.value(branch)
                    : QStringLiteral("shadowbox/%1-review-%2").arg(session->sandbox.name).arg(session->record.id);
        }
        auto report = reviewer.apply(*session, selection, options, p.isSet(secrets), Runner::interrupt());
        if (!report)
            return fail(report.error());
        if (p.isSet(jsonOption())) {
            printJson(report->toJson());
            return int(Ok);
        }
        out(report->summary() + u'\n');
        for (const AppliedFile &f : std::as_const(report->files))
            out(QStringLiteral("  %1 %2%3\n")
                    .arg(f.action == AppliedFile::Action::Deleted ? QStringLiteral("D") : QStringLiteral("W"),
                         f.oldPath.isEmpty() ? QString() : shown(f.oldPath) + QStringLiteral(" -> "), shown(f.path)));
        return int(Ok);
    });
}

} // namespace

int runReview(const QStringList &args)
{
    return ReviewCommands::review(args);
}

int runApply(const QStringList &args)
{
    return ReviewCommands::apply(args);
}

} // namespace shadowbox::cli
