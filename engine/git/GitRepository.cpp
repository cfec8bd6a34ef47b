#include "git/GitRepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <git2.h>

#include <pwd.h>
#include <sys/stat.h>

#include <mutex>

namespace shadowbox {

void ensureLibgit2()
{
    static std::once_flag once;
    std::call_once(once, [] { git_libgit2_init(); });
}

namespace {

struct StatusListDeleter {
    void operator()(git_status_list *l) const { git_status_list_free(l); }
};
struct ReferenceDeleter {
    void operator()(git_reference *r) const { git_reference_free(r); }
};

struct SubmoduleDeleter {
    void operator()(git_submodule *m) const { git_submodule_free(m); }
};

// Paths come from the index and the working tree; a path that could leave the workspace is refused.
// Bytes, not text: git names files with whatever bytes the file system has.
bool isSafeRelativePath(const QByteArray &path)
{
    if (path.isEmpty() || path.startsWith('/') || path.contains('\\'))
        return false;
    const QList<QByteArray> parts = path.split('/');
    for (const QByteArray &part : parts) {
        if (part.isEmpty() || part == ".." || part == ".")
            return false;
    }
    return parts.first() != ".git";
}

QString userName(uid_t uid)
{
    if (const passwd *pw = ::getpwuid(uid))
        return QString::fromLocal8Bit(pw->pw_name);
    return QString::number(uid);
}

// Whether git's ownership rule (safe.directory, CVE-2022-24765) is why `folder` did not open: it
// has a .git, and the folder or its .git belongs to another user. Decided here rather than from
// the return code: libgit2 1.5.1 answers GIT_ENOTFOUND ("config value 'safe.directory' was not
// found") instead of GIT_EOWNER. Returns the owner's name, or empty when ownership is not the cause.
QString foreignOwner(const QString &folder)
{
    struct stat dir {};
    struct stat dotGit {};
    if (::stat(QFile::encodeName(folder).constData(), &dir) != 0 ||
        ::lstat(QFile::encodeName(folder + QStringLiteral("/.git")).constData(), &dotGit) != 0)
        return {};
    const uid_t me = ::geteuid();
    if (dir.st_uid != me)
        return userName(dir.st_uid);
    if (dotGit.st_uid != me)
        return userName(dotGit.st_uid);
    return {};
}
} // namespace

QString lastGitError()
{
    const git_error *e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : GitRepository::tr("unknown libgit2 error");
}

Result<GitRepository> GitRepository::open(const QString &path)
{
    ensureLibgit2();
    const QFileInfo info(path);
    if (!info.exists())
        return Error::make(
            Error::Kind::InvalidInput,
            GitRepository::tr("The folder %1 does not exist. Pick an existing git repository.").arg(path));
    if (!info.isDir())
        return Error::make(
            Error::Kind::InvalidInput,
            GitRepository::tr("%1 is a file, not a folder. Pick the folder of a git repository.").arg(path));

    git_repository *raw = nullptr;
    const QByteArray native = QFile::encodeName(info.absoluteFilePath());
    const int rc = git_repository_open_ext(&raw, native.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr);
    if (const QString owner = rc < 0 ? foreignOwner(info.absoluteFilePath()) : QString();
        rc == GIT_EOWNER || !owner.isEmpty()) {
        return Error::make(
            Error::Kind::InvalidInput,
            GitRepository::tr("Git refuses to open the repository %1 because it belongs to another user (%2), and "
                              "git opens other users' repositories only when they are marked as safe. If you trust "
                              "it, mark it with `git config --global --add safe.directory %1` and try again.")
                .arg(info.absoluteFilePath(), owner.isEmpty() ? GitRepository::tr("unknown") : owner));
    }
    if (rc == GIT_ENOTFOUND) {
        // Inside a repository but not at its top: name the folder to pick instead.
        git_buf found = {nullptr, 0, 0};
        if (git_repository_discover(&found, native.constData(), 0, nullptr) == 0) {
            git_repository *outer = nullptr;
            QString top;
            if (git_repository_open(&outer, found.ptr) == 0) {
                if (const char *wd = git_repository_workdir(outer))
                    top = QFile::decodeName(wd);
                git_repository_free(outer);
            }
            git_buf_dispose(&found);
            if (!top.isEmpty()) {
                while (top.size() > 1 && top.endsWith(u'/'))
                    top.chop(1);
                return Error::make(
                    Error::Kind::InvalidInput,
                    GitRepository::tr("%1 is a folder inside the git repository %2. Pick the repository's top folder, "
                                      "%2.")
                        .arg(info.absoluteFilePath(), top));
            }
        }
        return Error::make(
            Error::Kind::InvalidInput,
            GitRepository::tr("%1 is not a git repository (it has no .git). Pick the top folder of a repository, or "
                              "run `git init && git add -A && git commit -m initial` there first.")
                .arg(info.absoluteFilePath()));
    }
    if (rc < 0)
        return Error::make(Error::Kind::InvalidInput, GitRepository::tr("Cannot open the git repository at %1: %2.")
                                                          .arg(info.absoluteFilePath(), lastGitError()));
    std::shared_ptr<git_repository> repo(raw, git_repository_free);
    if (git_repository_is_bare(raw))
        return Error::make(
            Error::Kind::InvalidInput,
            GitRepository::tr("%1 is a bare repository without a working tree. Pick a clone with checked-out files.")
                .arg(info.absoluteFilePath()));
    return GitRepository(std::move(repo));
}

QString GitRepository::workdir() const
{
    QString dir = QFile::decodeName(git_repository_workdir(m_repo.get()));
    while (dir.size() > 1 && dir.endsWith(u'/'))
        dir.chop(1);
    return dir;
}

Result<QString> GitRepository::headCommitId() const
{
    git_oid oid;
    const int rc = git_reference_name_to_id(&oid, m_repo.get(), "HEAD");
    if (rc == GIT_ENOTFOUND || rc == GIT_EUNBORNBRANCH)
        return QString();
    if (rc < 0)
        return Error::make(Error::Kind::Generic, GitRepository::tr("Cannot read HEAD: %1.").arg(lastGitError()));
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &oid);
    return QString::fromLatin1(hex);
}

Result<Baseline> GitRepository::baseline() const
{
    Baseline b;
    auto head = headCommitId();
    if (!head)
        return head.error();
    b.commitId = *head;
    if (Status s = collect(b, QByteArray(), 0); !s)
        return s.error();
    return b;
}

Status GitRepository::collect(Baseline &b, const QByteArray &prefix, int depth) const
{
    git_status_options opts = GIT_STATUS_OPTIONS_INIT;
    opts.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR;
    opts.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS |
                 GIT_STATUS_OPT_INCLUDE_UNMODIFIED | GIT_STATUS_OPT_EXCLUDE_SUBMODULES;
    git_status_list *raw = nullptr;
    if (git_status_list_new(&raw, m_repo.get(), &opts) < 0)
        return Error::make(Error::Kind::Generic,
                           GitRepository::tr("Cannot read the repository's status: %1.").arg(lastGitError()));
    std::unique_ptr<git_status_list, StatusListDeleter> list(raw);

    const size_t count = git_status_list_entrycount(list.get());
    b.files.reserve(b.files.size() + qsizetype(count));
    for (size_t i = 0; i < count; ++i) {
        const git_status_entry *e = git_status_byindex(list.get(), i);
        if (e->status & GIT_STATUS_IGNORED)
            continue;
        if (e->status & (GIT_STATUS_WT_DELETED | GIT_STATUS_INDEX_DELETED)) {
            // Deleted in the working tree (or staged for deletion) and not re-added: nothing to copy.
            if (!(e->status & GIT_STATUS_WT_NEW)) {
                ++b.deletedCount;
                continue;
            }
        }
        const git_diff_delta *delta = e->index_to_workdir ? e->index_to_workdir : e->head_to_index;
        if (!delta || !delta->new_file.path)
            continue;
        const QByteArray path(delta->new_file.path);
        if (!isSafeRelativePath(path))
            continue;
        if (e->status & GIT_STATUS_WT_NEW)
            ++b.untrackedCount;
        else if (e->status != GIT_STATUS_CURRENT)
            ++b.modifiedCount;
        b.files.append(prefix + path);
    }

    // Submodules: the status walk leaves them out. A checked-out one is copied as its own working
    // tree (HEAD plus its changes), without its .git file; one that is not checked out has nothing
    // to copy and is named so the user knows.
    QList<QByteArray> paths;
    git_submodule_foreach(
        m_repo.get(),
        [](git_submodule *sm, const char *, void *payload) {
            if (const char *path = git_submodule_path(sm))
                static_cast<QList<QByteArray> *>(payload)->append(QByteArray(path));
            return 0;
        },
        &paths);
    for (const QByteArray &path : std::as_const(paths)) {
        if (!isSafeRelativePath(path))
            continue;
        const QString shown = QFile::decodeName(prefix + path);
        git_submodule *smRaw = nullptr;
        git_repository *subRaw = nullptr;
        if (git_submodule_lookup(&smRaw, m_repo.get(), path.constData()) != 0) {
            b.submodulesNotCheckedOut << shown;
            continue;
        }
        std::unique_ptr<git_submodule, SubmoduleDeleter> sm(smRaw);
        if (depth >= 8 || git_submodule_open(&subRaw, sm.get()) != 0 || git_repository_is_bare(subRaw)) {
            if (subRaw)
                git_repository_free(subRaw);
            b.submodulesNotCheckedOut << shown;
            continue;
        }
        const GitRepository sub(std::shared_ptr<git_repository>(subRaw, git_repository_free));
        if (Status s = sub.collect(b, prefix + path + '/', depth + 1); !s)
            return s;
        b.submodulesCopied << shown;
    }
    return {};
}

} // namespace shadowbox
