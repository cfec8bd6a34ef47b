#include "review/ReviewApply.h"

#include "core/UniqueFd.h"
#include "git/GitObjects.h"
#include "git/GitPtr.h"
#include "git/GitRepository.h"
#include "review/ReviewStore.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vector>

namespace shadowbox {

using namespace gitptr;
using reviewstore::gitFailure;
using reviewstore::workspaceTree;

namespace {

QString shown(const QByteArray &path)
{
    return QFile::decodeName(path);
}

bool under(const QByteArray &path, const QByteArray &folder)
{
    return path == folder || path.startsWith(folder + '/');
}

QString targetName(ApplyOptions::Target t)
{
    switch (t) {
    case ApplyOptions::Target::Branch:
        return QStringLiteral("branch");
    case ApplyOptions::Target::Worktree:
        return QStringLiteral("worktree");
    case ApplyOptions::Target::Patch:
        return QStringLiteral("patch");
    }
    return {};
}

QString actionName(AppliedFile::Action a)
{
    switch (a) {
    case AppliedFile::Action::Written:
        return QStringLiteral("written");
    case AppliedFile::Action::Deleted:
        return QStringLiteral("deleted");
    case AppliedFile::Action::Merged:
        return QStringLiteral("merged");
    case AppliedFile::Action::Conflicted:
        return QStringLiteral("conflicted");
    case AppliedFile::Action::Unchanged:
        return QStringLiteral("unchanged");
    }
    return {};
}

// One change to a tree: a path set to a blob, or removed.
struct TreeChange {
    QByteArray path;
    bool remove = false;
    git_oid id{};
    quint32 mode = 0;
};

Result<git_oid> updatedTree(git_repository *repo, const git_oid *base, const QList<TreeChange> &changes)
{
    Tree baseTree;
    if (base && git_tree_lookup(baseTree.out(), repo, base) != 0)
        return gitFailure(ReviewApply::tr("Cannot read a tree"));
    if (!base) {
        // An empty tree to start from (a repository without commits).
        git_treebuilder *b = nullptr;
        git_oid empty;
        if (git_treebuilder_new(&b, repo, nullptr) != 0 || git_treebuilder_write(&empty, b) != 0) {
            git_treebuilder_free(b);
            return gitFailure(ReviewApply::tr("Cannot write a tree"));
        }
        git_treebuilder_free(b);
        if (git_tree_lookup(baseTree.out(), repo, &empty) != 0)
            return gitFailure(ReviewApply::tr("Cannot read a tree"));
    }
    std::vector<git_tree_update> updates;
    updates.reserve(changes.size());
    for (const TreeChange &c : changes) {
        git_tree_update u{};
        u.action = c.remove ? GIT_TREE_UPDATE_REMOVE : GIT_TREE_UPDATE_UPSERT;
        u.id = c.id;
        u.filemode = git_filemode_t(c.mode);
        u.path = c.path.constData();
        updates.push_back(u);
    }
    git_oid out;
    if (git_tree_create_updated(&out, repo, baseTree.get(), updates.size(), updates.data()) != 0)
        return gitFailure(ReviewApply::tr("Cannot build the approved tree"));
    return out;
}

// Submodules of a tree: their paths.
void gitlinks(git_repository *repo, const git_tree *tree, const QByteArray &prefix, QList<QByteArray> &out)
{
    for (size_t i = 0; i < git_tree_entrycount(tree); ++i) {
        const git_tree_entry *e = git_tree_entry_byindex(tree, i);
        const QByteArray path =
            prefix.isEmpty() ? QByteArray(git_tree_entry_name(e)) : prefix + '/' + git_tree_entry_name(e);
        if (git_tree_entry_filemode(e) == GIT_FILEMODE_COMMIT) {
            out.append(path);
        } else if (git_tree_entry_type(e) == GIT_OBJECT_TREE) {
            Tree sub;
            if (git_tree_lookup(sub.out(), repo, git_tree_entry_id(e)) == 0)
                gitlinks(repo, sub.get(), path, out);
        }
    }
}

// Reading and writing the user's working tree: every folder opened without following a link, so
// a link in the repository (or one the sandbox proposed and the user approved) never leads a
// write elsewhere.
class WorkingTree {
public:
    explicit WorkingTree(const QString &root)
        : m_root(::open(QFile::encodeName(root).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC))
        , m_rootPath(root)
    {
    }
    bool isOpen() const { return bool(m_root); }

    // The folder holding `path`; with `make`, missing folders are made. -1 and errno on failure.
    UniqueFd parent(const QByteArray &path, bool make) const
    {
        const QList<QByteArray> parts = path.split('/');
        UniqueFd dir(::fcntl(m_root.get(), F_DUPFD_CLOEXEC, 0));
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
            UniqueFd next(
                ::openat(dir.get(), parts.at(i).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (!next && errno == ENOENT && make) {
                if (::mkdirat(dir.get(), parts.at(i).constData(), 0755) != 0 && errno != EEXIST)
                    return UniqueFd();
                next = UniqueFd(
                    ::openat(dir.get(), parts.at(i).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            }
            if (!next)
                return UniqueFd();
            dir = std::move(next);
        }
        return dir;
    }

    struct Current {
        bool exists = false;
        bool link = false;
        bool other = false; // a folder or anything that is neither a file nor a link
        QByteArray content;
        quint32 mode = 0;
    };
    Result<Current> read(const QByteArray &path) const
    {
        Current c;
        const UniqueFd dir = parent(path, false);
        if (!dir) {
            if (errno == ENOENT)
                return c;
            return Error::make(Error::Kind::Conflict,
                               ReviewApply::tr("Cannot reach the folder of %1 in the repository without passing "
                                               "through a link or something that is not a folder (%2).")
                                   .arg(shown(path), systemErrorText(errno)));
        }
        const QByteArray name = path.mid(path.lastIndexOf('/') + 1);
        struct stat st {};
        if (::fstatat(dir.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT)
                return c;
            return Error::make(
                Error::Kind::Io,
                ReviewApply::tr("Cannot read %1 in the repository (%2).").arg(shown(path), systemErrorText(errno)));
        }
        c.exists = true;
        if (S_ISLNK(st.st_mode)) {
            c.link = true;
            QByteArray target(st.st_size + 1, '\0');
            const ssize_t n = ::readlinkat(dir.get(), name.constData(), target.data(), target.size());
            c.content = n >= 0 ? target.left(n) : QByteArray();
            c.mode = GIT_FILEMODE_LINK;
            return c;
        }
        if (!S_ISREG(st.st_mode)) {
            c.other = true;
            return c;
        }
        c.mode = (st.st_mode & 0111) ? GIT_FILEMODE_BLOB_EXECUTABLE : GIT_FILEMODE_BLOB;
        const UniqueFd fd(::openat(dir.get(), name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
        if (!fd)
            return Error::make(
                Error::Kind::Io,
                ReviewApply::tr("Cannot read %1 in the repository (%2).").arg(shown(path), systemErrorText(errno)));
        QFile f;
        if (!f.open(fd.get(), QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
            return Error::make(Error::Kind::Io, ReviewApply::tr("Cannot read %1 in the repository.").arg(shown(path)));
        c.content = f.readAll();
        return c;
    }

    // Writes `content` under a temporary name beside `path`, for commit() to rename into place.
    Result<QByteArray> stage(const QByteArray &path, const QByteArray &content, quint32 gitMode) const
    {
        const UniqueFd dir = parent(path, true);
        if (!dir)
            return Error::make(Error::Kind::Conflict,
                               ReviewApply::tr("Cannot make the folder of %1 in the repository without passing "
                                               "through a link or something that is not a folder (%2).")
                                   .arg(shown(path), systemErrorText(errno)));
        const QByteArray temp = ".shadowbox-apply-" + QByteArray::number(QRandomGenerator::global()->generate64(), 36);
        if (gitMode == GIT_FILEMODE_LINK) {
            if (::symlinkat(content.constData(), dir.get(), temp.constData()) != 0)
                return writeError(path);
        } else {
            const UniqueFd fd(::openat(dir.get(), temp.constData(),
                                       O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                       gitMode == GIT_FILEMODE_BLOB_EXECUTABLE ? 0755 : 0644));
            if (!fd)
                return writeError(path);
            qsizetype done = 0;
            while (done < content.size()) {
                const ssize_t n = ::write(fd.get(), content.constData() + done, size_t(content.size() - done));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n < 0) {
                    const int err = errno;
                    ::unlinkat(dir.get(), temp.constData(), 0);
                    errno = err;
                    return writeError(path);
                }
                done += n;
            }
        }
        return temp;
    }
    Status commit(const QByteArray &path, const QByteArray &temp) const
    {
        const UniqueFd dir = parent(path, false);
        const QByteArray name = path.mid(path.lastIndexOf('/') + 1);
        if (!dir || ::renameat(dir.get(), temp.constData(), dir.get(), name.constData()) != 0)
            return writeError(path).error();
        return {};
    }
    void discard(const QByteArray &path, const QByteArray &temp) const
    {
        if (const UniqueFd dir = parent(path, false))
            ::unlinkat(dir.get(), temp.constData(), 0);
    }
    Status remove(const QByteArray &path) const
    {
        const UniqueFd dir = parent(path, false);
        const QByteArray name = path.mid(path.lastIndexOf('/') + 1);
        if (!dir || (::unlinkat(dir.get(), name.constData(), 0) != 0 && errno != ENOENT))
            return writeError(path).error();
        return {};
    }

private:
    static Result<QByteArray> writeError(const QByteArray &path)
    {
        return Error::make(
            Error::Kind::Io,
            ReviewApply::tr("Cannot write %1 in the repository (%2).").arg(shown(path), systemErrorText(errno)));
    }
    UniqueFd m_root;
    QString m_rootPath;
};

QByteArray blobBytes(git_repository *repo, const QString &id)
{
    git_oid oid;
    Blob b;
    if (id.isEmpty() || git_oid_fromstr(&oid, id.toLatin1().constData()) != 0 ||
        git_blob_lookup(b.out(), repo, &oid) != 0)
        return {};
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(b.get())), qsizetype(git_blob_rawsize(b.get())));
}

} // namespace

QJsonObject ApplyReport::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("target"), targetName(target));
    if (!branch.isEmpty())
        o.insert(QStringLiteral("branch"), branch);
    if (!commit.isEmpty())
        o.insert(QStringLiteral("commit"), commit);
    if (!baselineCommit.isEmpty())
        o.insert(QStringLiteral("baselineCommit"), baselineCommit);
    if (!patchPath.isEmpty()) {
        o.insert(QStringLiteral("patch"), patchPath);
        o.insert(QStringLiteral("keepCr"), keepCr);
    }
    o.insert(QStringLiteral("hunks"), hunks);
    QJsonArray written;
    for (const AppliedFile &f : files) {
        QJsonObject e{{QStringLiteral("path"), shown(f.path)},
                      {QStringLiteral("action"), actionName(f.action)},
                      {QStringLiteral("whole"), f.whole},
                      {QStringLiteral("hunks"), f.hunks}};
        if (!f.oldPath.isEmpty() && f.oldPath != f.path)
            e.insert(QStringLiteral("from"), shown(f.oldPath));
        if (f.mode)
            e.insert(QStringLiteral("mode"), QString::number(f.mode, 8));
        written.append(e);
    }
    o.insert(QStringLiteral("files"), written);
    QJsonArray left;
    for (const LeftOut &l : leftOut)
        left.append(QJsonObject{{QStringLiteral("path"), shown(l.path)}, {QStringLiteral("reason"), l.reason}});
    o.insert(QStringLiteral("leftOut"), left);
    QJsonArray conflicted;
    for (const QByteArray &c : conflicts)
        conflicted.append(shown(c));
    o.insert(QStringLiteral("conflicts"), conflicted);
    return o;
}

QString ApplyReport::summary() const
{
    const int n = int(files.size());
    switch (target) {
    case ApplyOptions::Target::Branch:
        return ReviewApply::tr("Branch %1 made at %2 with %n file(s) changed.", nullptr, n)
            .arg(branch.mid(QStringLiteral("refs/heads/").size()), commit.left(12));
    case ApplyOptions::Target::Worktree:
        return conflicts.isEmpty()
                   ? ReviewApply::tr("%n file(s) written to the working tree.", nullptr, n)
                   : ReviewApply::tr("%n file(s) written to the working tree, %1 with conflict markers.", nullptr, n)
                         .arg(conflicts.size());
    case ApplyOptions::Target::Patch:
        return keepCr ? ReviewApply::tr("Patch %1 written with %n file(s) changed; some lines end in CR LF, so apply "
                                        "it with git am --keep-cr.",
                                        nullptr, n)
                            .arg(patchPath)
                      : ReviewApply::tr("Patch %1 written with %n file(s) changed.", nullptr, n).arg(patchPath);
    }
    return {};
}

Selection ReviewApply::select(const ReviewChanges &changes, const QList<ReviewDecision> &decisions,
                              const SelectOptions &options)
{
    QHash<QByteArray, QHash<QString, ReviewVerdict>> verdicts;
    for (const ReviewDecision &d : decisions)
        verdicts[d.path].insert(d.hunkKey, d.verdict);
    Selection out;
    for (qsizetype i = 0; i < changes.files.size(); ++i) {
        const ReviewFile &f = changes.files.at(i);
        FileSelection s;
        s.file = i;
        if (!options.only.isEmpty()) {
            s.whole = options.only.contains(f.path) || options.only.contains(f.oldPath);
        } else if (options.all) {
            s.whole = true;
        } else {
            const auto mine = verdicts.value(f.path);
            const ReviewVerdict fileVerdict = mine.value(QString(), ReviewVerdict::Undecided);
            bool anyRejected = false;
            for (qsizetype h = 0; h < f.hunks.size(); ++h) {
                const ReviewVerdict v = mine.value(f.hunkKeys.at(h), ReviewVerdict::Undecided);
                const ReviewVerdict effective = v == ReviewVerdict::Undecided ? fileVerdict : v;
                if (effective == ReviewVerdict::Approved)
                    s.hunks.insert(int(h));
                else
                    anyRejected = true;
            }
            if (f.hunks.isEmpty())
                s.whole = fileVerdict == ReviewVerdict::Approved;
            else if (!anyRejected)
                s.whole = true;
            // An added or deleted file is one change: its hunk decides it whole.
            if (!s.hunks.isEmpty() &&
                (f.status == ReviewFile::Status::Added || f.status == ReviewFile::Status::Deleted))
                s.whole = true;
        }
        if (!s.whole && s.hunks.isEmpty())
            continue;
        if (s.whole)
            s.hunks.clear();
        if (f.forbidden()) {
            out.leftOut.append({f.path, tr("Never applied: %1").arg(ChangeScreening::describe(f.hazards).join(u' '))});
            continue;
        }
        if (f.flagged() && !options.includeFlagged.contains(f.path)) {
            out.leftOut.append(
                {f.path,
                 tr("Left out until included explicitly: %1").arg(ChangeScreening::describe(f.hazards).join(u' '))});
            continue;
        }
        out.hunks += s.whole ? qMax(1, int(f.hunks.size())) : int(s.hunks.size());
        out.files.append(s);
    }
    return out;
}

Result<QByteArray> ReviewApply::content(const QString &storePath, const ReviewFile &file,
                                        const FileSelection &selection)
{
    if (file.status == ReviewFile::Status::Deleted)
        return QByteArray();
    auto newText = ReviewDiff::blob(storePath, file.newId);
    if (!newText)
        return newText;
    if (selection.whole)
        return newText;
    auto oldText = ReviewDiff::blob(storePath, file.oldId);
    if (!oldText)
        return oldText;
    TextDiff diff;
    diff.hunks = file.hunks;
    return HunkSelection::apply(*oldText, *newText, diff, selection.hunks);
}

Result<ApplyReport> ReviewApply::apply(const QString &storePath, const QString &repository,
                                       const QString &baselineCommit, const QString &sandboxName,
                                       const ReviewChanges &changes, const Selection &selection,
                                       const ApplyOptions &options, const CancelToken &cancel)
{
    ensureLibgit2();
    ApplyReport report;
    report.target = options.target;
    report.leftOut = selection.leftOut;
    report.hunks = selection.hunks;
    if (selection.isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           tr("Nothing is approved: approve files or hunks first, or name the files to apply."));
    Repository store;
    if (git_repository_open_bare(store.out(), QFile::encodeName(storePath).constData()) != 0)
        return gitFailure(tr("Cannot open the snapshot store %1").arg(storePath));
    Repository user;
    if (git_repository_open_ext(user.out(), QFile::encodeName(repository).constData(), GIT_REPOSITORY_OPEN_NO_SEARCH,
                                nullptr) != 0)
        return Error::make(Error::Kind::NotFound, tr("The repository %1 cannot be opened (%2). Was it moved or "
                                                     "deleted?")
                                                      .arg(repository, lastGitError()));

    // The approved content of every selected file, as blobs in the store.
    struct Planned {
        const ReviewFile *file;
        FileSelection selection;
        QByteArray content;
        git_oid blob{};
        quint32 mode = 0;
    };
    QList<Planned> planned;
    for (const FileSelection &s : selection.files) {
        if (cancel.isCanceled())
            return Error::make(Error::Kind::Canceled, tr("Applying was canceled; nothing was written."));
        const ReviewFile &f = changes.files.at(s.file);
        Planned p{&f, s, {}, {}, f.newMode};
        if (f.status != ReviewFile::Status::Deleted) {
            auto bytes = content(storePath, f, s);
            if (!bytes)
                return bytes.error();
            p.content = *bytes;
            if (git_blob_create_from_buffer(&p.blob, store.get(), p.content.constData(), size_t(p.content.size())) != 0)
                return gitFailure(tr("Cannot store the approved %1").arg(shown(f.path)));
        }
        planned.append(p);
    }

    const auto fileReport = [](const Planned &p, AppliedFile::Action action) {
        AppliedFile a;
        a.path = p.file->path;
        a.oldPath = p.file->status == ReviewFile::Status::Renamed ? p.file->oldPath : QByteArray();
        a.action = p.file->status == ReviewFile::Status::Deleted ? AppliedFile::Action::Deleted : action;
        a.whole = p.selection.whole;
        a.hunks = p.selection.whole ? 0 : int(p.selection.hunks.size());
        a.mode = p.file->status == ReviewFile::Status::Deleted ? 0 : p.mode;
        return a;
    };

    if (options.target == ApplyOptions::Target::Worktree) {
        const WorkingTree tree(repository);
        if (!tree.isOpen())
            return Error::make(
                Error::Kind::NotFound,
                tr("Cannot open the repository's folder %1 (%2).").arg(repository, systemErrorText(errno)));
        // Everything is decided before anything is written: a conflict refuses the whole apply.
        struct Write {
            QByteArray path;
            QByteArray content;
            quint32 mode = 0;
            bool remove = false;
            QByteArray temp;
        };
        QList<Write> writes;
        for (const Planned &p : std::as_const(planned)) {
            const ReviewFile &f = *p.file;
            const bool hasOld = f.status != ReviewFile::Status::Added;
            const QByteArray base = hasOld ? blobBytes(store.get(), f.oldId) : QByteArray();
            const QByteArray ourPath = f.status == ReviewFile::Status::Deleted ? f.oldPath : f.path;
            auto ours = tree.read(ourPath);
            if (!ours)
                return ours.error();
            if (ours->other)
                return Error::make(Error::Kind::Conflict,
                                   tr("%1 in the repository is a folder or a special file now; the approved change "
                                      "to it was not applied. Nothing was written.")
                                       .arg(shown(ourPath)));
            // A file the sandbox moved: its source goes only when the user left it as it was.
            if (f.status == ReviewFile::Status::Renamed) {
                auto source = tree.read(f.oldPath);
                if (!source)
                    return source.error();
                if (source->exists && source->content != base)
                    report.conflicts.append(f.oldPath);
                else if (source->exists)
                    writes.append({f.oldPath, {}, 0, true, {}});
            }
            const bool oursIsBase = f.status == ReviewFile::Status::Renamed || f.status == ReviewFile::Status::Copied
                                        ? !ours->exists
                                        : (hasOld ? (ours->exists && ours->content == base) : !ours->exists);
            if (f.status == ReviewFile::Status::Deleted) {
                if (!ours->exists) {
                    report.files.append(fileReport(p, AppliedFile::Action::Unchanged));
                } else if (ours->content == base) {
                    writes.append({ourPath, {}, 0, true, {}});
                    report.files.append(fileReport(p, AppliedFile::Action::Deleted));
                } else {
                    report.conflicts.append(ourPath);
                }
                continue;
            }
            if (oursIsBase) {
                writes.append({f.path, p.content, p.mode, false, {}});
                report.files.append(fileReport(p, AppliedFile::Action::Written));
                continue;
            }
            if (ours->exists && ours->content == p.content && ours->mode == p.mode) {
                report.files.append(fileReport(p, AppliedFile::Action::Unchanged));
                continue;
            }
            // Both sides changed the file: merged line by line, with the baseline as the base.
            const bool text = !f.binary && !f.large && !f.isLink() && !ours->link && ours->exists && hasOld;
            if (!text) {
                report.conflicts.append(f.path);
                continue;
            }
            git_merge_file_input ancestor;
            git_merge_file_input mine;
            git_merge_file_input theirs;
            git_merge_file_input_init(&ancestor, GIT_MERGE_FILE_INPUT_VERSION);
            git_merge_file_input_init(&mine, GIT_MERGE_FILE_INPUT_VERSION);
            git_merge_file_input_init(&theirs, GIT_MERGE_FILE_INPUT_VERSION);
            ancestor.ptr = base.constData();
            ancestor.size = size_t(base.size());
            ancestor.path = f.oldPath.constData();
            mine.ptr = ours->content.constData();
            mine.size = size_t(ours->content.size());
            mine.path = f.path.constData();
            theirs.ptr = p.content.constData();
            theirs.size = size_t(p.content.size());
            theirs.path = f.path.constData();
            git_merge_file_options mergeOptions;
            git_merge_file_options_init(&mergeOptions, GIT_MERGE_FILE_OPTIONS_VERSION);
            mergeOptions.ancestor_label = "baseline";
            mergeOptions.our_label = "repository";
            mergeOptions.their_label = "sandbox";
            git_merge_file_result merged{};
            if (git_merge_file(&merged, &ancestor, &mine, &theirs, &mergeOptions) != 0)
                return gitFailure(tr("Cannot merge %1").arg(shown(f.path)));
            const QByteArray result(merged.ptr, qsizetype(merged.len));
            const bool clean = merged.automergeable;
            git_merge_file_result_free(&merged);
            if (!clean) {
                report.conflicts.append(f.path);
                if (!options.writeConflicts)
                    continue;
            }
            writes.append({f.path, result, p.mode, false, {}});
            report.files.append(fileReport(p, clean ? AppliedFile::Action::Merged : AppliedFile::Action::Conflicted));
        }
        if (!report.conflicts.isEmpty() && !options.writeConflicts) {
            QStringList names;
            for (const QByteArray &c : std::as_const(report.conflicts))
                names << shown(c);
            return Error::make(Error::Kind::Conflict,
                               tr("Nothing was written: these files were changed in the repository since the "
                                  "sandbox was made, in the same places as the approved changes: %1. Apply as a "
                                  "branch instead, or write the conflicts with markers and resolve them.")
                                   .arg(names.join(QStringLiteral(", "))))
                .withCliHint(QStringLiteral("shadowbox apply SANDBOX --branch NAME  or  --worktree --conflicts"));
        }
        // Every new file staged beside its place first; renamed into place only when all are.
        for (Write &w : writes) {
            if (w.remove)
                continue;
            auto temp = tree.stage(w.path, w.content, w.mode);
            if (!temp) {
                for (const Write &done : std::as_const(writes))
                    if (!done.temp.isEmpty())
                        tree.discard(done.path, done.temp);
                return Error::make(temp.error().kind, temp.error().message + u' ' + tr("Nothing was written."));
            }
            w.temp = *temp;
        }
        for (const Write &w : std::as_const(writes)) {
            const Status s = w.remove ? tree.remove(w.path) : tree.commit(w.path, w.temp);
            if (!s)
                return s.error();
        }
        return report;
    }

    // A branch or a patch: commits built in the store, on the baseline commit.
    git_oid parentId{};
    const bool hasParent = !baselineCommit.isEmpty();
    git_oid baseTreeId{};
    QList<QByteArray> submodules;
    if (hasParent) {
        if (git_oid_fromstr(&parentId, baselineCommit.toLatin1().constData()) != 0)
            return Error::make(Error::Kind::InvalidInput, tr("%1 is not a commit id.").arg(baselineCommit));
        auto imported = GitObjects::copy(user.get(), store.get(), parentId);
        if (!imported)
            return Error::make(imported.error().kind,
                               tr("The baseline commit %1 cannot be read from the repository: %2")
                                   .arg(baselineCommit, imported.error().message));
        Commit parent;
        if (git_commit_lookup(parent.out(), store.get(), &parentId) != 0)
            return gitFailure(tr("Cannot read the baseline commit"));
        baseTreeId = *git_commit_tree_id(parent.get());
        Tree baseTree;
        if (git_tree_lookup(baseTree.out(), store.get(), &baseTreeId) == 0)
            gitlinks(store.get(), baseTree.get(), QByteArray(), submodules);
    }
    const auto inSubmodule = [&submodules](const QByteArray &path) {
        for (const QByteArray &s : std::as_const(submodules))
            if (under(path, s))
                return true;
        return false;
    };

    // The baseline as copied: the commit plus the uncommitted and untracked files (submodules stay
    // the commits they were; their files were copied from their working trees).
    auto copiedTree = workspaceTree(store.get(), changes.baselineSnapshot);
    if (!copiedTree)
        return copiedTree.error();
    QList<TreeChange> baselineChanges;
    {
        Tree a;
        Tree b;
        if ((hasParent && git_tree_lookup(a.out(), store.get(), &baseTreeId) != 0) ||
            git_tree_lookup(b.out(), store.get(), &*copiedTree) != 0)
            return gitFailure(tr("Cannot read the baseline"));
        git_diff_options o;
        git_diff_options_init(&o, GIT_DIFF_OPTIONS_VERSION);
        o.flags = GIT_DIFF_INCLUDE_TYPECHANGE;
        Diff d;
        if (git_diff_tree_to_tree(d.out(), store.get(), a.get(), b.get(), &o) != 0)
            return gitFailure(tr("Cannot read the baseline"));
        for (size_t i = 0; i < git_diff_num_deltas(d.get()); ++i) {
            const git_diff_delta *delta = git_diff_get_delta(d.get(), i);
            const QByteArray path(delta->status == GIT_DELTA_DELETED ? delta->old_file.path : delta->new_file.path);
            if (inSubmodule(path) || delta->old_file.mode == GIT_FILEMODE_COMMIT)
                continue;
            if (delta->status == GIT_DELTA_DELETED)
                baselineChanges.append({path, true, {}, 0});
            else
                baselineChanges.append({path, false, delta->new_file.id, delta->new_file.mode});
        }
    }
    auto copiedCommitTree = updatedTree(store.get(), hasParent ? &baseTreeId : nullptr, baselineChanges);
    if (!copiedCommitTree)
        return copiedCommitTree.error();

    QList<TreeChange> approved;
    for (const Planned &p : std::as_const(planned)) {
        const ReviewFile &f = *p.file;
        if (inSubmodule(f.path) || inSubmodule(f.oldPath)) {
            report.leftOut.append({f.path, tr("Inside a submodule: apply it in the submodule's own repository.")});
            continue;
        }
        if (f.status == ReviewFile::Status::Renamed)
            approved.append({f.oldPath, true, {}, 0});
        if (f.status == ReviewFile::Status::Deleted)
            approved.append({f.oldPath, true, {}, 0});
        else
            approved.append({f.path, false, p.blob, p.mode});
        report.files.append(fileReport(p, AppliedFile::Action::Written));
    }
    if (report.files.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("Nothing approved can be applied here."));
    // A file whose folder is a file or a link in the baseline needs that one's removal too.
    {
        Tree copied;
        if (git_tree_lookup(copied.out(), store.get(), &*copiedCommitTree) != 0)
            return gitFailure(tr("Cannot read the baseline"));
        QSet<QByteArray> removed;
        for (const TreeChange &c : std::as_const(approved))
            if (c.remove)
                removed.insert(c.path);
        for (const TreeChange &c : std::as_const(approved)) {
            for (qsizetype slash = c.path.indexOf('/'); !c.remove && slash > 0;
                 slash = c.path.indexOf('/', slash + 1)) {
                const QByteArray folder = c.path.left(slash);
                TreeEntryPtr entry;
                if (git_tree_entry_bypath(entry.out(), copied.get(), folder.constData()) == 0 &&
                    git_tree_entry_type(entry.get()) != GIT_OBJECT_TREE && !removed.contains(folder))
                    return Error::make(Error::Kind::InvalidInput,
                                       tr("%1 cannot be applied without the change that removes %2: approve both "
                                          "or neither. Nothing was written.")
                                           .arg(shown(c.path), shown(folder)));
            }
        }
    }
    auto resultTree = updatedTree(store.get(), &*copiedCommitTree, approved);
    if (!resultTree)
        return resultTree.error();

    // Who the commits are by, as git would say: GIT_AUTHOR_* and GIT_COMMITTER_* first, then the
    // repository's configuration (user.name, user.email).
    const auto signatureFor = [&user](const char *nameVariable, const char *emailVariable, Signature &out) {
        const QByteArray name = qgetenv(nameVariable);
        const QByteArray email = qgetenv(emailVariable);
        if (!name.isEmpty() && !email.isEmpty() &&
            git_signature_now(out.out(), name.constData(), email.constData()) == 0)
            return true;
        return git_signature_default(out.out(), user.get()) == 0 ||
               git_signature_now(out.out(), "Shadowbox", "shadowbox@localhost") == 0;
    };
    Signature author;
    Signature committer;
    if (!signatureFor("GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", author) ||
        !signatureFor("GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", committer))
        return gitFailure(tr("Cannot make a commit signature"));
    const auto makeCommit = [&](const git_oid &treeId, const git_oid *parent,
                                const QString &message) -> Result<git_oid> {
        Tree t;
        Commit p;
        if (git_tree_lookup(t.out(), store.get(), &treeId) != 0 ||
            (parent && git_commit_lookup(p.out(), store.get(), parent) != 0))
            return gitFailure(tr("Cannot make the commit"));
        const git_commit *parents[] = {p.get()};
        git_oid id;
        if (git_commit_create(&id, store.get(), nullptr, author.get(), committer.get(), "UTF-8",
                              message.toUtf8().constData(), t.get(), parent ? 1 : 0, parents) != 0)
            return gitFailure(tr("Cannot make the commit"));
        return id;
    };
    std::optional<git_oid> first;
    if (!hasParent || !git_oid_equal(&*copiedCommitTree, &baseTreeId)) {
        auto made = makeCommit(*copiedCommitTree, hasParent ? &parentId : nullptr,
                               tr("Baseline of sandbox %1 as copied\n\nThe uncommitted and untracked files the "
                                  "repository held when sandbox %1 was made.\n")
                                   .arg(sandboxName));
        if (!made)
            return made.error();
        first = *made;
        report.baselineCommit = oidHex(*made);
    }
    const QString message = options.message.trimmed().isEmpty()
                                ? tr("Changes reviewed in sandbox %1\n").arg(sandboxName)
                                : options.message.trimmed() + u'\n';
    auto second = makeCommit(*resultTree, first ? &*first : (hasParent ? &parentId : nullptr), message);
    if (!second)
        return second.error();
    report.commit = oidHex(*second);

    if (options.target == ApplyOptions::Target::Branch) {
        const QByteArray refName = "refs/heads/" + options.branch.toUtf8();
        int valid = 0;
        if (options.branch.isEmpty() || git_reference_name_is_valid(&valid, refName.constData()) != 0 || !valid)
            return Error::make(Error::Kind::InvalidInput,
                               tr("\"%1\" is not a valid branch name. Use letters, digits, '-', '_', '/' and '.', "
                                  "without spaces, \"..\" or a leading '-'.")
                                   .arg(options.branch));
        Reference existing;
        if (git_reference_lookup(existing.out(), user.get(), refName.constData()) == 0)
            return Error::make(Error::Kind::Conflict,
                               tr("The repository already has a branch %1. Choose another name; nothing was "
                                  "written.")
                                   .arg(options.branch));
        if (first) {
            if (auto copied = GitObjects::copy(store.get(), user.get(), *first); !copied)
                return copied.error();
        }
        if (auto copied = GitObjects::copy(store.get(), user.get(), *second); !copied)
            return copied.error();
        Commit tip;
        Reference branch;
        if (git_commit_lookup(tip.out(), user.get(), &*second) != 0 ||
            git_branch_create(branch.out(), user.get(), options.branch.toUtf8().constData(), tip.get(), 0) != 0)
            return gitFailure(tr("Cannot make the branch %1").arg(options.branch));
        report.branch = QString::fromUtf8(refName);
        return report;
    }

    // A patch: one mail per commit, as `git format-patch` writes them.
    const QFileInfo target(options.patchPath);
    if (options.patchPath.isEmpty() || target.exists())
        return Error::make(
            Error::Kind::Conflict,
            tr("The patch file %1 exists already. Name a new file; nothing was written.").arg(options.patchPath));
    QByteArray mbox;
    QList<git_oid> series;
    if (first)
        series.append(*first);
    series.append(*second);
    for (const git_oid &id : std::as_const(series)) {
        Commit c;
        if (git_commit_lookup(c.out(), store.get(), &id) != 0)
            return gitFailure(tr("Cannot read the commit"));
        git_email_create_options emailOptions = GIT_EMAIL_CREATE_OPTIONS_INIT;
        emailOptions.diff_opts.flags |= GIT_DIFF_SHOW_BINARY;
        git_buf buf = GIT_BUF_INIT;
        if (git_email_create_from_commit(&buf, c.get(), &emailOptions) != 0)
            return gitFailure(tr("Cannot write the patch"));
        mbox.append(buf.ptr, qsizetype(buf.size));
        git_buf_dispose(&buf);
    }
    QFile out(options.patchPath + QStringLiteral(".part"));
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly) || out.write(mbox) != mbox.size() || !out.flush()) {
        out.remove();
        return Error::make(Error::Kind::Io,
                           tr("Cannot write the patch file %1 (%2).").arg(options.patchPath, out.errorString()));
    }
    out.close();
    if (::rename(QFile::encodeName(out.fileName()).constData(), QFile::encodeName(options.patchPath).constData()) !=
        0) {
        out.remove();
        return Error::make(Error::Kind::Io,
                           tr("Cannot write the patch file %1 (%2).").arg(options.patchPath, systemErrorText(errno)));
    }
    report.patchPath = target.absoluteFilePath();
    report.keepCr = mbox.contains("\r\n");
    return report;
}

} // namespace shadowbox
