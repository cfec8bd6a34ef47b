#include "review/ReviewDiff.h"

#include "git/GitPtr.h"
#include "git/GitRepository.h"
#include "review/ReviewStore.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QSet>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace shadowbox {

using namespace gitptr;
using reviewstore::gitFailure;
using reviewstore::workspaceTree;

namespace {

constexpr qsizetype kIgnoredSample = 20;
constexpr qsizetype kBinaryProbe = 8000; // git's own: a NUL byte in the first 8000 bytes

bool looksBinary(const QByteArray &content)
{
    return content.left(kBinaryProbe).contains('\0');
}

ReviewFile::Status statusOf(git_delta_t status)
{
    switch (status) {
    case GIT_DELTA_ADDED:
        return ReviewFile::Status::Added;
    case GIT_DELTA_DELETED:
        return ReviewFile::Status::Deleted;
    case GIT_DELTA_RENAMED:
        return ReviewFile::Status::Renamed;
    case GIT_DELTA_COPIED:
        return ReviewFile::Status::Copied;
    case GIT_DELTA_TYPECHANGE:
        return ReviewFile::Status::TypeChanged;
    default:
        return ReviewFile::Status::Modified;
    }
}

bool hasGitComponent(const QByteArray &path)
{
    for (const QByteArray &part : path.split('/'))
        if (part.compare(".git", Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool inWorkspaceGit(const char *path)
{
    return path && (qstrcmp(path, ".git") == 0 || qstrncmp(path, ".git/", 5) == 0);
}

} // namespace

int ReviewChanges::hunkCount() const
{
    int n = 0;
    for (const ReviewFile &f : files)
        n += f.hunks.isEmpty() ? 1 : int(f.hunks.size());
    return n;
}

int ReviewChanges::added() const
{
    int n = 0;
    for (const ReviewFile &f : files)
        n += f.added;
    return n;
}

int ReviewChanges::removed() const
{
    int n = 0;
    for (const ReviewFile &f : files)
        n += f.removed;
    return n;
}

qsizetype ReviewChanges::indexOf(const QByteArray &path) const
{
    for (qsizetype i = 0; i < files.size(); ++i)
        if (files.at(i).path == path)
            return i;
    return -1;
}

namespace {
// Where each line of a text starts, and one past its end: line n (from 1) is [at(n - 1), at(n)).
QList<qsizetype> lineStarts(const QByteArray &text)
{
    QList<qsizetype> starts{0};
    const char *data = text.constData();
    qsizetype from = 0;
    while (from < text.size()) {
        const void *nl = std::memchr(data + from, '\n', size_t(text.size() - from));
        from = nl ? static_cast<const char *>(nl) - data + 1 : text.size();
        starts.append(from);
    }
    return starts;
}

QByteArrayView lineOf(const QByteArray &text, const QList<qsizetype> &starts, int oneBased)
{
    if (oneBased < 1 || oneBased >= starts.size())
        return {};
    return QByteArrayView(text.constData() + starts.at(oneBased - 1), starts.at(oneBased) - starts.at(oneBased - 1));
}
} // namespace

QStringList ReviewDiff::hunkKeys(const QByteArray &path, const QList<Hunk> &hunks, const QByteArray &oldText,
                                 const QByteArray &newText)
{
    const QList<qsizetype> oldStarts = lineStarts(oldText);
    const QList<qsizetype> newStarts = lineStarts(newText);
    QStringList keys;
    keys.reserve(hunks.size());
    QCryptographicHash h(QCryptographicHash::Sha1);
    for (const Hunk &hunk : hunks) {
        h.reset();
        h.addData(path);
        char header[48];
        const int n = std::snprintf(header, sizeof header, "%c%d,%d%c", 0, hunk.oldStart, hunk.oldCount, 0);
        h.addData(QByteArrayView(header, n));
        for (const DiffLine &l : hunk.lines) {
            if (l.kind == DiffLine::Kind::Context)
                continue;
            const bool added = l.kind == DiffLine::Kind::Added;
            h.addData(added ? QByteArrayView("+") : QByteArrayView("-"));
            h.addData(added ? lineOf(newText, newStarts, l.newLine) : lineOf(oldText, oldStarts, l.oldLine));
        }
        keys.append(QString::fromLatin1(h.resultView().toByteArray().toHex().left(20)));
    }
    return keys;
}

Result<QByteArray> ReviewDiff::blob(const QString &storePath, const QString &id)
{
    ensureLibgit2();
    Repository repo;
    if (git_repository_open_bare(repo.out(), QFile::encodeName(storePath).constData()) != 0)
        return gitFailure(tr("Cannot open the snapshot store %1").arg(storePath));
    git_oid oid;
    Blob b;
    if (git_oid_fromstr(&oid, id.toLatin1().constData()) != 0 || git_blob_lookup(b.out(), repo.get(), &oid) != 0)
        return gitFailure(tr("Cannot read the object %1").arg(id));
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(b.get())), qsizetype(git_blob_rawsize(b.get())));
}

QString ReviewDiff::statusName(ReviewFile::Status status)
{
    switch (status) {
    case ReviewFile::Status::Added:
        return QStringLiteral("added");
    case ReviewFile::Status::Modified:
        return QStringLiteral("modified");
    case ReviewFile::Status::Deleted:
        return QStringLiteral("deleted");
    case ReviewFile::Status::Renamed:
        return QStringLiteral("renamed");
    case ReviewFile::Status::Copied:
        return QStringLiteral("copied");
    case ReviewFile::Status::TypeChanged:
        return QStringLiteral("type-changed");
    }
    return {};
}

QString ReviewDiff::statusLabel(ReviewFile::Status status)
{
    switch (status) {
    case ReviewFile::Status::Added:
        return tr("Added");
    case ReviewFile::Status::Modified:
        return tr("Modified");
    case ReviewFile::Status::Deleted:
        return tr("Deleted");
    case ReviewFile::Status::Renamed:
        return tr("Renamed");
    case ReviewFile::Status::Copied:
        return tr("Copied");
    case ReviewFile::Status::TypeChanged:
        return tr("Type changed");
    }
    return {};
}

namespace {

struct RepositoryView {
    Repository repo; // the user's, read only; empty when it cannot be opened
    QList<QByteArray> paths;
    QSet<QByteArray> links;
};

void collectPaths(git_repository *store, const git_tree *tree, const QByteArray &prefix, RepositoryView &view)
{
    for (size_t i = 0; i < git_tree_entrycount(tree); ++i) {
        const git_tree_entry *e = git_tree_entry_byindex(tree, i);
        const QByteArray path =
            prefix.isEmpty() ? QByteArray(git_tree_entry_name(e)) : prefix + '/' + git_tree_entry_name(e);
        if (git_tree_entry_type(e) == GIT_OBJECT_TREE) {
            Tree sub;
            if (git_tree_lookup(sub.out(), store, git_tree_entry_id(e)) == 0)
                collectPaths(store, sub.get(), path, view);
            continue;
        }
        view.paths.append(path);
        if (git_tree_entry_filemode(e) == GIT_FILEMODE_LINK)
            view.links.insert(path);
    }
}

} // namespace

Result<ReviewChanges> ReviewDiff::compute(const QString &storePath, const QString &baselineSnapshot,
                                          const QString &finalSnapshot, const QString &repository,
                                          const TextDiffOptions &options, const CancelToken &cancel)
{
    QElapsedTimer timer;
    timer.start();
    ensureLibgit2();
    Repository store;
    if (git_repository_open_bare(store.out(), QFile::encodeName(storePath).constData()) != 0)
        return gitFailure(tr("Cannot open the snapshot store %1").arg(storePath));
    auto baseId = workspaceTree(store.get(), baselineSnapshot);
    if (!baseId)
        return baseId.error();
    auto finalId = workspaceTree(store.get(), finalSnapshot);
    if (!finalId)
        return finalId.error();
    Tree base;
    Tree final;
    if (git_tree_lookup(base.out(), store.get(), &*baseId) != 0 ||
        git_tree_lookup(final.out(), store.get(), &*finalId) != 0)
        return gitFailure(tr("Cannot read the snapshots"));

    // What the user's repository holds (the baseline, as copied from it): case collisions with it
    // and paths through its links are hazards.
    RepositoryView view;
    collectPaths(store.get(), base.get(), QByteArray(), view);
    if (!repository.isEmpty())
        (void)git_repository_open_ext(view.repo.out(), QFile::encodeName(repository).constData(),
                                      GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr);

    git_diff_options diffOptions;
    git_diff_options_init(&diffOptions, GIT_DIFF_OPTIONS_VERSION);
    diffOptions.flags = GIT_DIFF_INCLUDE_TYPECHANGE;
    diffOptions.context_lines = 0;
    Diff diff;
    if (git_diff_tree_to_tree(diff.out(), store.get(), base.get(), final.get(), &diffOptions) != 0)
        return gitFailure(tr("Cannot compare the baseline with the sandbox"));
    git_diff_find_options find;
    git_diff_find_options_init(&find, GIT_DIFF_FIND_OPTIONS_VERSION);
    find.flags = GIT_DIFF_FIND_RENAMES | GIT_DIFF_FIND_COPIES;
    if (git_diff_find_similar(diff.get(), &find) != 0)
        return gitFailure(tr("Cannot look for renamed files"));

    ReviewChanges out;
    out.baselineSnapshot = baselineSnapshot;
    out.finalSnapshot = finalSnapshot;
    QList<ChangedEntry> entries;
    QList<QList<qsizetype>> entriesOf; // per file: its entries in `entries`
    const size_t count = git_diff_num_deltas(diff.get());
    for (size_t i = 0; i < count; ++i) {
        if (cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, tr("The review was canceled."));
        const git_diff_delta *d = git_diff_get_delta(diff.get(), i);
        if (inWorkspaceGit(d->new_file.path))
            continue;
        ReviewFile f;
        f.status = statusOf(d->status);
        const bool hasOld = f.status != ReviewFile::Status::Added;
        const bool hasNew = f.status != ReviewFile::Status::Deleted;
        f.oldPath = QByteArray(d->old_file.path);
        f.path = hasNew ? QByteArray(d->new_file.path) : f.oldPath;
        // libgit2 counts anything inside a .git folder as ignored; such a path is shown instead, as
        // never applied, so a hook planted in a nested repository does not go unseen.
        if (!hasOld && view.repo.get() && !hasGitComponent(f.path)) {
            int ignored = 0;
            if (git_ignore_path_is_ignored(&ignored, view.repo.get(), f.path.constData()) == 0 && ignored) {
                if (out.ignoredSample.size() < kIgnoredSample)
                    out.ignoredSample.append(f.path);
                ++out.ignored;
                continue;
            }
        }
        f.oldMode = hasOld ? d->old_file.mode : 0;
        f.newMode = hasNew ? d->new_file.mode : 0;
        f.similarity = (f.status == ReviewFile::Status::Renamed || f.status == ReviewFile::Status::Copied)
                           ? int(d->similarity)
                           : 0;
        QByteArray oldText;
        QByteArray newText;
        if (hasOld) {
            f.oldId = oidHex(d->old_file.id);
            Blob b;
            if (git_blob_lookup(b.out(), store.get(), &d->old_file.id) != 0)
                return gitFailure(tr("Cannot read the baseline's %1").arg(QFile::decodeName(f.oldPath)));
            f.oldSize = qint64(git_blob_rawsize(b.get()));
            if (f.oldSize <= kLargeBytes)
                oldText = QByteArray(static_cast<const char *>(git_blob_rawcontent(b.get())), f.oldSize);
        }
        if (hasNew) {
            f.newId = oidHex(d->new_file.id);
            Blob b;
            if (git_blob_lookup(b.out(), store.get(), &d->new_file.id) != 0)
                return gitFailure(tr("Cannot read the sandbox's %1").arg(QFile::decodeName(f.path)));
            f.newSize = qint64(git_blob_rawsize(b.get()));
            if (f.newSize <= kLargeBytes)
                newText = QByteArray(static_cast<const char *>(git_blob_rawcontent(b.get())), f.newSize);
        }
        f.large = f.oldSize > kLargeBytes || f.newSize > kLargeBytes;
        f.binary = !f.large && (looksBinary(oldText) || looksBinary(newText));
        const bool textual = !f.large && !f.binary && !f.isLink() && f.status != ReviewFile::Status::TypeChanged;
        if (textual && oldText != newText) {
            auto textDiff = HunkSelection::diff(oldText, newText, options);
            if (!textDiff)
                return textDiff.error();
            f.hunks = textDiff->hunks;
            f.added = textDiff->added;
            f.removed = textDiff->removed;
            if (!f.hunks.isEmpty())
                f.hunkKeys = hunkKeys(f.path, f.hunks, oldText, newText);
        } else if (f.isLink() && oldText != newText) {
            f.added = hasNew ? 1 : 0;
            f.removed = hasOld ? 1 : 0;
        }
        f.group = ReviewGroups::classify(f.path);

        QList<qsizetype> mine;
        if (hasNew) {
            mine.append(entries.size());
            entries.append({f.path,
                            f.newMode == GIT_FILEMODE_LINK ? ChangedEntry::Type::Symlink : ChangedEntry::Type::File,
                            f.newMode == GIT_FILEMODE_LINK ? newText : QByteArray()});
        }
        if (f.status == ReviewFile::Status::Renamed || f.status == ReviewFile::Status::Deleted) {
            mine.append(entries.size());
            entries.append({f.oldPath, ChangedEntry::Type::Deleted, QByteArray()});
        }
        entriesOf.append(mine);
        out.files.append(std::move(f));
    }

    const QList<ScreenedEntry> screened = ChangeScreening::screen(entries, view.paths, view.links);
    for (qsizetype i = 0; i < out.files.size(); ++i) {
        ReviewFile &f = out.files[i];
        for (qsizetype e : entriesOf.at(i))
            f.hazards |= screened.at(e).hazards;
        // A reviewer approves files one by one: a path below a link of the repository stays a path
        // through that link even when the change also removes the link, since that removal may be
        // rejected.
        for (qsizetype slash = f.path.indexOf('/'); slash > 0; slash = f.path.indexOf('/', slash + 1)) {
            if (view.links.contains(f.path.left(slash))) {
                f.hazards |= PathHazard::ThroughLink;
                break;
            }
        }
    }

    std::stable_sort(out.files.begin(), out.files.end(), [](const ReviewFile &a, const ReviewFile &b) {
        if (a.group != b.group)
            return int(a.group) < int(b.group);
        return a.path < b.path;
    });
    out.elapsedMs = timer.elapsed();
    return out;
}

} // namespace shadowbox
