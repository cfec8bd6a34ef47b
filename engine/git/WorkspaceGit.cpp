#include "git/WorkspaceGit.h"

#include "core/FileClone.h"
#include "core/UniqueFd.h"
#include "git/GitPtr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <git2.h>

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox {

namespace {

using namespace gitptr;
using Odb = GitPtr<git_odb, git_odb_free>;
using Index = GitPtr<git_index, git_index_free>;
using PackBuilder = GitPtr<git_packbuilder, git_packbuilder_free>;
using Config = GitPtr<git_config, git_config_free>;
using ReferenceIterator = GitPtr<git_reference_iterator, git_reference_iterator_free>;

// git follows alternates of alternates this deep, and no deeper.
constexpr int kMaxAlternateDepth = 5;
// Rounds of listing an object folder again after a file vanished under the copy (the user's git
// repacked meanwhile: the objects moved to a pack the next listing finds).
constexpr int kListingRounds = 3;

Error gitFailure(const QString &what)
{
    return Error::make(Error::Kind::Io, QStringLiteral("%1: %2.").arg(what, lastGitError()));
}

Error canceled()
{
    return Error::make(Error::Kind::Canceled, WorkspaceGit::tr("Copying the repository's history was canceled."));
}

bool isHex(const QByteArray &name, qsizetype length)
{
    if (name.size() != length)
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// Removes `path` and everything below it without following a link: for the .git this file made,
// when making it failed.
void removeTree(const QByteArray &path)
{
    ::nftw(
        path.constData(),
        [](const char *entry, const struct stat *, int type, FTW *) {
            (type == FTW_DP || type == FTW_D) ? ::rmdir(entry) : ::unlink(entry);
            return 0;
        },
        16, FTW_DEPTH | FTW_PHYS);
}

int writeFile(const QByteArray &path, const QByteArray &content, mode_t mode)
{
    const UniqueFd fd(::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode));
    if (!fd)
        return errno;
    for (qsizetype done = 0; done < content.size();) {
        const ssize_t n = ::write(fd.get(), content.constData() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        done += n;
    }
    return 0;
}

// The whole of a small file of the user's repository (its ignore list, its shallow or alternates
// file); nullopt when it is not there or not a regular file. A link is followed, as git follows it:
// these files are the user's own and are only read. O_NONBLOCK: a FIFO must not hang the creation.
std::optional<QByteArray> readSmallFile(const QByteArray &path)
{
    const UniqueFd fd(::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    struct stat st {};
    if (!fd || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > 64 * 1024 * 1024)
        return std::nullopt;
    QByteArray out;
    char buffer[64 * 1024];
    while (true) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return std::nullopt;
        if (n == 0)
            return out;
        out.append(buffer, n);
    }
}

// Object folders the user's repository reads from: its own, then those its alternates name (and
// theirs), each once. Relative entries are relative to the folder whose alternates file names
// them, as git reads them.
QStringList objectFolders(const QString &primary)
{
    const QString top = QFileInfo(primary).canonicalFilePath();
    if (top.isEmpty())
        return {};
    QStringList out{top};
    QList<int> depths{0};
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (depths.at(i) >= kMaxAlternateDepth)
            continue;
        const auto text = readSmallFile(QFile::encodeName(out.at(i) + QStringLiteral("/info/alternates")));
        if (!text)
            continue;
        for (QByteArray line : text->split('\n')) {
            line = line.trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            if (line.size() >= 2 && line.startsWith('"') && line.endsWith('"'))
                line = line.mid(1, line.size() - 2);
            const QString named = QFile::decodeName(line);
            const QString folder = QFileInfo(QDir(out.at(i)), named).canonicalFilePath();
            if (!folder.isEmpty() && !out.contains(folder)) {
                out.append(folder);
                depths.append(depths.at(i) + 1);
            }
        }
    }
    return out;
}

// Builds one sandbox's .git; see WorkspaceGit::create. Every step returns a Status; the caller
// removes the .git when one fails.
class Builder {
public:
    Builder(git_repository *user, const QString &workspace, const Baseline &baseline,
            const WorkspaceGitOptions &options, const CallOptions &call)
        : m_user(user)
        , m_workspace(workspace)
        , m_gitDir(QFile::encodeName(workspace) + "/.git")
        , m_baseline(baseline)
        , m_options(options)
        , m_call(call)
    {
    }

    const WorkspaceGitStats &stats() const { return m_stats; }

    Status readUserHead()
    {
        Reference head;
        if (git_reference_lookup(head.out(), m_user, "HEAD") != 0)
            return gitFailure(WorkspaceGit::tr("Cannot read the repository's HEAD"));
        if (git_reference_type(head.get()) == GIT_REFERENCE_SYMBOLIC) {
            const QByteArray target(git_reference_symbolic_target(head.get()));
            if (target.startsWith("refs/heads/"))
                m_branch = target;
        }
        if (m_baseline.commitId.isEmpty()) {
            m_stats.unborn = true;
            if (m_branch.isEmpty())
                m_branch = "refs/heads/main";
        } else if (git_oid_fromstr(&m_commit, m_baseline.commitId.toLatin1().constData()) != 0) {
            return Error::make(
                Error::Kind::InvalidInput,
                WorkspaceGit::tr("The baseline commit \"%1\" is not a commit id.").arg(m_baseline.commitId));
        }
        m_stats.branch = QString::fromUtf8(m_branch.mid(qsizetype(qstrlen("refs/heads/"))));
        return {};
    }

    // A new repository in the workspace: libgit2's own minimal template (no hooks, nothing from
    // init.templateDir, which could bring the user's hooks along), HEAD on the user's branch.
    Status init()
    {
        struct stat st {};
        if (::lstat(m_gitDir.constData(), &st) == 0)
            return Error::make(Error::Kind::Conflict,
                               WorkspaceGit::tr("The workspace %1 already has a .git, so its history was not copied. "
                                                "Create the sandbox again.")
                                   .arg(m_workspace));
        git_repository_init_options opts;
        git_repository_init_options_init(&opts, GIT_REPOSITORY_INIT_OPTIONS_VERSION);
        opts.flags = GIT_REPOSITORY_INIT_NO_REINIT;
        opts.initial_head = m_branch.isEmpty() ? "main" : m_branch.constData();
        m_made = true;
        if (git_repository_init_ext(m_repo.out(), QFile::encodeName(m_workspace).constData(), &opts) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot create the repository in the workspace %1").arg(m_workspace));
        // The template's sample hook is no hook, but a hooks folder with nothing in it says so plainly.
        (void)::unlink((m_gitDir + "/hooks/README.sample").constData());
        return {};
    }

    // Settings that decide whether a file in the working tree differs from its blob. The
    // baseline's modified files are those the user's git found with the user's settings; the same
    // ones make the sandbox's `git status` find the same files. And the user's name and email (from
    // any level of the user's configuration), so that a commit made in the sandbox works and reads
    // like the user's own; the sandbox's history never flows back. Nothing else of the user's
    // configuration is read: remotes, URLs, credential helpers, includes and hooks stay behind.
    Status writeConfig()
    {
        Config user;
        if (git_repository_config_snapshot(user.out(), m_user) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot read the repository's configuration"));
        Config local;
        if (git_config_open_ondisk(local.out(), (m_gitDir + "/config").constData()) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot open the new repository's configuration"));
        for (const char *key : {"core.autocrlf", "core.eol", "user.name", "user.email"}) {
            git_buf value = GIT_BUF_INIT;
            if (git_config_get_string_buf(&value, user.get(), key) == 0) {
                const int rc = git_config_set_string(local.get(), key, value.ptr);
                git_buf_dispose(&value);
                if (rc != 0)
                    return gitFailure(WorkspaceGit::tr("Cannot write the new repository's configuration"));
            }
        }
        // A file system without executable bits (the user's git was told not to trust them): the
        // copied files' modes mean nothing either.
        int fileMode = 1;
        if (git_config_get_bool(&fileMode, user.get(), "core.filemode") == 0 && !fileMode &&
            git_config_set_bool(local.get(), "core.filemode", 0) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot write the new repository's configuration"));
        git_error_clear();
        return {};
    }

    Status copyObjects()
    {
        const QString common = QFile::decodeName(git_repository_commondir(m_user));
        const QStringList folders = objectFolders(common + QStringLiteral("/objects"));
        if (folders.isEmpty())
            return Error::make(Error::Kind::Io,
                               WorkspaceGit::tr("The repository %1 has no objects folder.").arg(common));
        const QByteArray to = m_gitDir + "/objects";
        for (const QString &folder : folders) {
            if (Status s = copyObjectFolder(QFile::encodeName(folder), to); !s)
                return s;
        }
        // A shallow clone's own cut: without it git would look for the parents it never had.
        if (const auto shallow = readSmallFile(QFile::encodeName(common) + "/shallow")) {
            if (const int err = writeFile(m_gitDir + "/shallow", *shallow, 0644); err != 0)
                return ioFailure(WorkspaceGit::tr("Cannot write %1"), m_gitDir + "/shallow", err);
            m_stats.shallow = true;
        }
        return {};
    }

    // The commits within the depth, found breadth first from the baseline commit so that each
    // commit's distance is its shortest (as `git clone --depth` counts). A commit whose parents
    // are not all kept is listed in .git/shallow: git then treats it as having none, the way it
    // reads a shallow clone. Where the user's repository is a shallow clone itself, its own cut
    // stays a cut (and a parent it lacks is not looked for).
    Status packObjects()
    {
        PackBuilder pack;
        if (git_packbuilder_new(pack.out(), m_user) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot start packing the history"));
        git_packbuilder_set_threads(pack.get(), 0);
        git_packbuilder_set_callbacks(
            pack.get(),
            [](int, uint32_t, uint32_t, void *payload) {
                return static_cast<const CallOptions *>(payload)->canceled() ? GIT_EUSER : 0;
            },
            const_cast<CallOptions *>(&m_call));
        Odb odb;
        if (git_repository_odb(odb.out(), m_user) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot open the repository's objects"));

        QSet<QByteArray> userCut;
        const QByteArray common = QFile::encodeName(QFile::decodeName(git_repository_commondir(m_user)));
        for (const QByteArray &line : readSmallFile(common + "/shallow").value_or(QByteArray()).split('\n')) {
            const QByteArray hex = line.trimmed();
            git_oid cutAt;
            if (hex.size() == GIT_OID_HEXSZ && git_oid_fromstr(&cutAt, hex.constData()) == 0)
                userCut.insert(rawId(cutAt));
        }

        QHash<QByteArray, int> distance; // raw oid bytes → generations from the baseline
        QList<git_oid> queue{m_commit};
        distance.insert(rawId(m_commit), 0);
        QList<QByteArray> boundary;
        for (qsizetype i = 0; i < queue.size(); ++i) {
            if ((i & 63) == 0 && m_call.canceled())
                return canceled();
            const git_oid id = queue.at(i);
            const int d = distance.value(rawId(id));
            Commit commit;
            if (git_commit_lookup(commit.out(), m_user, &id) != 0)
                return gitFailure(WorkspaceGit::tr("Cannot read the commit %1").arg(oidHex(id)));
            if (git_packbuilder_insert(pack.get(), &id, nullptr) != 0)
                return packFailure();
            if (Status s = insertTree(pack.get(), *git_commit_tree_id(commit.get()), QByteArray()); !s)
                return s;
            const unsigned parents = userCut.contains(rawId(id)) ? 0 : git_commit_parentcount(commit.get());
            bool cut = parents < git_commit_parentcount(commit.get());
            for (unsigned p = 0; p < parents; ++p) {
                const git_oid *parent = git_commit_parent_id(commit.get(), p);
                if (distance.contains(rawId(*parent)))
                    continue;
                if (d + 1 >= m_options.historyDepth || !git_odb_exists(odb.get(), parent)) {
                    cut = true;
                    continue;
                }
                distance.insert(rawId(*parent), d + 1);
                queue.append(*parent);
            }
            if (cut)
                boundary.append(oidHex(id).toLatin1());
        }
        // Breadth first, a parent left out for the depth is never kept later: whatever else leads
        // to it is at least as far from the baseline. So every commit marked is a cut.
        m_stats.commits = queue.size();

        const QByteArray packDir = m_gitDir + "/objects/pack";
        if (git_packbuilder_write(
                pack.get(), packDir.constData(), 0,
                [](const git_indexer_progress *, void *payload) {
                    return static_cast<const CallOptions *>(payload)->canceled() ? GIT_EUSER : 0;
                },
                const_cast<CallOptions *>(&m_call)) != 0) {
            if (m_call.canceled())
                return canceled();
            return gitFailure(WorkspaceGit::tr("Cannot write the pack of the history"));
        }
        for (const char *suffix : {".pack", ".idx"}) {
            struct stat st {};
            const QByteArray file = packDir + "/pack-" + git_packbuilder_name(pack.get()) + suffix;
            if (::stat(file.constData(), &st) == 0) {
                ++m_stats.files;
                m_stats.bytes += st.st_size;
            }
        }
        if (!boundary.isEmpty()) {
            std::sort(boundary.begin(), boundary.end());
            if (const int err = writeFile(m_gitDir + "/shallow", boundary.join('\n') + '\n', 0644); err != 0)
                return ioFailure(WorkspaceGit::tr("Cannot write %1"), m_gitDir + "/shallow", err);
            m_stats.shallow = true;
        }
        return {};
    }

    // HEAD on the baseline commit; with the whole history, the user's other branches and tags too
    // (as one packed-refs file: a repository with thousands of tags would otherwise get thousands
    // of files). Remote-tracking refs, notes and the stash stay behind.
    Status writeRefs()
    {
        if (git_repository_open_ext(m_repo.out(), m_gitDir.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot open the new repository"));
        if (m_stats.unborn)
            return {};
        // Everything HEAD needs must have come along; a copy made while the user's git repacked
        // could lack it, and is refused rather than left broken.
        Commit commit;
        Tree tree;
        if (git_commit_lookup(commit.out(), m_repo.get(), &m_commit) != 0 ||
            git_tree_lookup(tree.out(), m_repo.get(), git_commit_tree_id(commit.get())) != 0)
            return Error::make(Error::Kind::Io,
                               WorkspaceGit::tr("The copy of the history lacks the baseline commit %1 (%2). Was the "
                                                "repository being repacked? Create the sandbox again.")
                                   .arg(m_baseline.commitId, lastGitError()));

        if (m_options.historyDepth == 0) {
            Odb odb;
            if (git_repository_odb(odb.out(), m_repo.get()) != 0)
                return gitFailure(WorkspaceGit::tr("Cannot open the new repository's objects"));
            ReferenceIterator it;
            if (git_reference_iterator_new(it.out(), m_user) != 0)
                return gitFailure(WorkspaceGit::tr("Cannot list the repository's branches and tags"));
            // A ref libgit2 cannot read ends the listing early: the branches and tags read so far
            // are kept. They are a convenience; HEAD is what the sandbox needs.
            QList<QByteArray> lines;
            git_reference *raw = nullptr;
            while (git_reference_next(&raw, it.get()) == 0) {
                Reference ref;
                *ref.out() = raw;
                const QByteArray name(git_reference_name(ref.get()));
                int valid = 0;
                if (git_reference_type(ref.get()) != GIT_REFERENCE_DIRECT || name == m_branch ||
                    !(name.startsWith("refs/heads/") || name.startsWith("refs/tags/")) ||
                    git_reference_name_is_valid(&valid, name.constData()) != 0 || !valid)
                    continue;
                const git_oid *target = git_reference_target(ref.get());
                if (!git_odb_exists(odb.get(), target))
                    continue;
                lines.append(oidHex(*target).toLatin1() + ' ' + name);
            }
            git_error_clear();
            std::sort(lines.begin(), lines.end(),
                      [](const QByteArray &a, const QByteArray &b) { return a.mid(41) < b.mid(41); });
            if (!lines.isEmpty()) {
                const QByteArray text = "# pack-refs with: sorted \n" + lines.join('\n') + '\n';
                if (const int err = writeFile(m_gitDir + "/packed-refs", text, 0644); err != 0)
                    return ioFailure(WorkspaceGit::tr("Cannot write %1"), m_gitDir + "/packed-refs", err);
            }
            m_stats.refs = lines.size();
        }

        const char *message = "shadowbox: the sandbox's baseline";
        if (m_branch.isEmpty()) {
            if (git_repository_set_head_detached(m_repo.get(), &m_commit) != 0)
                return gitFailure(WorkspaceGit::tr("Cannot set HEAD of the new repository"));
            return {};
        }
        Reference branch;
        if (git_reference_create(branch.out(), m_repo.get(), m_branch.constData(), &m_commit, 1, message) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot create the branch %1").arg(m_stats.branch));
        ++m_stats.refs;
        return {};
    }

    // The index is the baseline commit's tree, with no stat data: git compares each file's content
    // once, on the first `git status` (which then stores the stat data it read). Filling it in here
    // would mean reading every file on the host at creation, to save the sandbox about as much
    // (on 5,000 files, 3.5 MB, the first `git status` took some 20 ms more than the second), and
    // often in vain: files copied within the second the index is written are "racily clean" to git
    // and compared anyway, and with a user namespace the container sees other owners for them.
    //
    // The user's index is not copied, so what the user had staged shows as unstaged in the
    // sandbox: the baseline is HEAD plus the working tree, which is what the review later compares
    // with, and the user's index may hold content that neither has (part of a file staged), stat
    // data of another file system and entries for files that were not copied.
    Status writeIndex()
    {
        if (m_stats.unborn)
            return {};
        Commit commit;
        Tree tree;
        Index index;
        if (git_commit_lookup(commit.out(), m_repo.get(), &m_commit) != 0 ||
            git_commit_tree(tree.out(), commit.get()) != 0 || git_repository_index(index.out(), m_repo.get()) != 0 ||
            git_index_read_tree(index.get(), tree.get()) != 0 || git_index_write(index.get()) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot write the index of the new repository"));
        return {};
    }

    // The user's own ignore list for this repository, so that what was ignored stays ignored.
    Status copyExclude()
    {
        const QByteArray from =
            QFile::encodeName(QFile::decodeName(git_repository_commondir(m_user))) + "/info/exclude";
        if (const auto text = readSmallFile(from)) {
            if (const int err = writeFile(m_gitDir + "/info/exclude", *text, 0644); err != 0)
                return ioFailure(WorkspaceGit::tr("Cannot write %1"), m_gitDir + "/info/exclude", err);
        }
        return {};
    }

    bool made() const { return m_made; }
    void close() { m_repo = Repository(); }

private:
    static QByteArray rawId(const git_oid &id)
    {
        return QByteArray(reinterpret_cast<const char *>(id.id), GIT_OID_RAWSZ);
    }

    // Adds a tree and what it holds, skipping trees already added (with everything below them):
    // the commits of a history share most of their trees.
    Status insertTree(git_packbuilder *pack, const git_oid &id, const QByteArray &name)
    {
        if (m_packed.contains(rawId(id)))
            return {};
        m_packed.insert(rawId(id));
        if (git_packbuilder_insert(pack, &id, name.isEmpty() ? nullptr : name.constData()) != 0)
            return packFailure();
        Tree tree;
        if (git_tree_lookup(tree.out(), m_user, &id) != 0)
            return gitFailure(WorkspaceGit::tr("Cannot read the tree %1").arg(oidHex(id)));
        for (size_t i = 0; i < git_tree_entrycount(tree.get()); ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(tree.get(), i);
            const git_oid *entryId = git_tree_entry_id(e);
            switch (git_tree_entry_type(e)) {
            case GIT_OBJECT_TREE:
                if (Status s = insertTree(pack, *entryId, git_tree_entry_name(e)); !s)
                    return s;
                break;
            case GIT_OBJECT_BLOB:
                if (!m_packed.contains(rawId(*entryId))) {
                    m_packed.insert(rawId(*entryId));
                    if (git_packbuilder_insert(pack, entryId, git_tree_entry_name(e)) != 0)
                        return packFailure();
                }
                break;
            default: // a submodule's commit belongs to another repository
                break;
            }
        }
        return {};
    }

    Error packFailure() const
    {
        if (m_call.canceled())
            return canceled();
        return gitFailure(WorkspaceGit::tr("Cannot pack the history"));
    }

    static Error ioFailure(const QString &what, const QByteArray &path, int err)
    {
        if (err == ENOSPC || err == EDQUOT)
            return Error::make(Error::Kind::Io,
                               WorkspaceGit::tr("The disk is full, so the repository's history could not be copied "
                                                "into the workspace. Free some space, or keep less of the "
                                                "history (a history depth), and create the sandbox again."));
        return Error::make(Error::Kind::Io,
                           what.arg(QFile::decodeName(path)) + QStringLiteral(": ") + systemErrorText(err) + u'.');
    }

    // Copies one object file as it is, read-only like git's own. 0 when copied (or when the
    // destination already has a file of that name: object files are named after their content),
    // ENOENT when the source is gone, another errno value on failure (ELOOP for a symbolic link,
    // EINVAL for what is not a regular file: neither is copied or followed). Never a link of any kind.
    int copyObjectFile(const QByteArray &from, const QByteArray &to)
    {
        const UniqueFd in(::open(from.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        if (!in)
            return errno;
        struct stat st {};
        if (::fstat(in.get(), &st) != 0)
            return errno;
        if (!S_ISREG(st.st_mode))
            return EINVAL;
        const UniqueFd out(::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0444));
        if (!out)
            return errno == EEXIST ? 0 : errno;
        int err = EOPNOTSUPP;
        if (m_cloning) {
            err = fileclone::clone(in.get(), out.get());
            if (fileclone::unsupported(err))
                m_cloning = false;
            else if (err != 0 && ::ftruncate(out.get(), 0) != 0)
                err = errno;
        }
        if (err == 0) {
            ++m_stats.cloned;
        } else {
            err = fileclone::copyBytes(in.get(), out.get(), st);
            if (err != 0) {
                ::unlink(to.constData());
                return err;
            }
        }
        ++m_stats.files;
        m_stats.bytes += st.st_size;
        return 0;
    }

    // Packs (with their indexes; the indexes' companions, bitmaps and reverse indexes, and the
    // commit-graph are caches git rebuilds, left behind so that the copy never holds one that
    // disagrees with the packs copied) and loose objects.
    Status copyObjectFolder(const QByteArray &from, const QByteArray &to)
    {
        QSet<QByteArray> done;
        for (int round = 0; round < kListingRounds; ++round) {
            bool vanished = false;
            const auto copy = [&](const QByteArray &relative) -> Status {
                if (done.contains(relative))
                    return {};
                if (m_call.canceled())
                    return canceled();
                const int err = copyObjectFile(from + '/' + relative, to + '/' + relative);
                if (err == ENOENT) {
                    vanished = true;
                    return {};
                }
                if (err == ELOOP || err == EINVAL)
                    return Error::make(
                        Error::Kind::InvalidInput,
                        WorkspaceGit::tr("The object file %1 of the repository is not a regular file (a symbolic "
                                         "link, perhaps). Its history is copied file by file, and a link is never "
                                         "followed into a sandbox. Create the sandbox with a history depth, which "
                                         "packs the objects afresh instead.")
                            .arg(QFile::decodeName(from + '/' + relative)));
                if (err != 0)
                    return ioFailure(WorkspaceGit::tr("Cannot copy %1"), from + '/' + relative, err);
                done.insert(relative);
                return {};
            };

            const UniqueFd packDir(::open((from + "/pack").constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
            const auto packs = packDir ? readDirectoryNames(packDir.get()) : std::nullopt;
            for (const QByteArray &name : packs.value_or(QList<QByteArray>())) {
                if (!name.startsWith("pack-") || !name.endsWith(".pack"))
                    continue;
                const QByteArray base = "pack/" + name.chopped(5);
                if (!packs->contains(name.chopped(5) + ".idx"))
                    continue; // still being written, or being removed
                // The pack before its index: git takes a pack to be there when its index is.
                if (Status s = copy(base + ".pack"); !s)
                    return s;
                if (Status s = copy(base + ".idx"); !s)
                    return s;
            }

            const UniqueFd top(::open(from.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
            const auto folders = top ? readDirectoryNames(top.get()) : std::nullopt;
            for (const QByteArray &folder : folders.value_or(QList<QByteArray>())) {
                if (!isHex(folder, 2))
                    continue;
                const UniqueFd dir(::open((from + '/' + folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
                const auto names = dir ? readDirectoryNames(dir.get()) : std::nullopt;
                bool madeFolder = false;
                for (const QByteArray &name : names.value_or(QList<QByteArray>())) {
                    if (!isHex(name, GIT_OID_HEXSZ - 2))
                        continue;
                    if (!madeFolder) {
                        if (::mkdir((to + '/' + folder).constData(), 0755) != 0 && errno != EEXIST)
                            return ioFailure(WorkspaceGit::tr("Cannot create %1"), to + '/' + folder, errno);
                        madeFolder = true;
                    }
                    if (Status s = copy(folder + '/' + name); !s)
                        return s;
                }
            }
            if (!vanished)
                break;
        }
        return {};
    }

    git_repository *m_user;
    QString m_workspace;
    QByteArray m_gitDir;
    const Baseline &m_baseline;
    const WorkspaceGitOptions &m_options;
    const CallOptions &m_call;
    QByteArray m_branch; // "refs/heads/…", empty for a detached HEAD
    git_oid m_commit{};
    Repository m_repo;
    WorkspaceGitStats m_stats;
    QSet<QByteArray> m_packed; // raw ids of the trees and blobs given to the pack builder
    bool m_cloning = true;
    bool m_made = false;
};

} // namespace

Result<WorkspaceGitStats> WorkspaceGit::create(const QString &userRepository, const QString &workspace,
                                               const Baseline &baseline, const WorkspaceGitOptions &options,
                                               const CallOptions &call)
{
    ensureLibgit2();
    if (options.historyDepth < 0)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The history depth %1 is not a number of commits: use 0 for all of the history, or a "
                              "positive number.")
                               .arg(options.historyDepth));
    Repository user;
    if (git_repository_open_ext(user.out(), QFile::encodeName(userRepository).constData(),
                                GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) != 0)
        return gitFailure(tr("Cannot open the git repository at %1").arg(userRepository));

    Builder builder(user.get(), workspace, baseline, options, call);
    const auto run = [&]() -> Status {
        if (Status s = builder.readUserHead(); !s)
            return s;
        if (Status s = builder.init(); !s)
            return s;
        if (Status s = builder.writeConfig(); !s)
            return s;
        if (Status s = builder.copyExclude(); !s)
            return s;
        if (!baseline.commitId.isEmpty()) {
            if (Status s = options.historyDepth > 0 ? builder.packObjects() : builder.copyObjects(); !s)
                return s;
        }
        if (call.canceled())
            return canceled();
        if (Status s = builder.writeRefs(); !s)
            return s;
        return builder.writeIndex();
    };
    const Status done = run();
    builder.close();
    if (!done) {
        if (builder.made())
            removeTree(QFile::encodeName(workspace) + "/.git");
        return done.error();
    }
    return builder.stats();
}

} // namespace shadowbox
