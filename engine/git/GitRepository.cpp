#include "git/GitRepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <git2.h>

#include <mutex>

namespace shadowbox {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("GitRepository", text);
}

void ensureInitialized()
{
    static std::once_flag once;
    std::call_once(once, [] { git_libgit2_init(); });
}

struct StatusListDeleter {
    void operator()(git_status_list *l) const { git_status_list_free(l); }
};
struct ReferenceDeleter {
    void operator()(git_reference *r) const { git_reference_free(r); }
};

// Paths come from the index and the working tree; a path that could leave the workspace is refused.
bool isSafeRelativePath(const char *path)
{
    const QString p = QString::fromUtf8(path);
    if (p.isEmpty() || p.startsWith(u'/') || p.contains(u'\\') || p.contains(QChar(0)))
        return false;
    const QStringList parts = p.split(u'/');
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String("..") || part == QLatin1String("."))
            return false;
    }
    return parts.first() != QLatin1String(".git");
}
}  // namespace

QString lastGitError()
{
    const git_error *e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : tr("unknown libgit2 error");
}

Result<GitRepository> GitRepository::open(const QString &path)
{
    ensureInitialized();
    const QFileInfo info(path);
    if (!info.exists())
        return Error::make(Error::Kind::InvalidInput, tr("The folder %1 does not exist. Pick an existing git repository.").arg(path));
    if (!info.isDir())
        return Error::make(Error::Kind::InvalidInput, tr("%1 is a file, not a folder. Pick the folder of a git repository.").arg(path));

    git_repository *raw = nullptr;
    const QByteArray native = QFile::encodeName(info.absoluteFilePath());
    const int rc = git_repository_open_ext(&raw, native.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr);
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
                return Error::make(Error::Kind::InvalidInput,
                                   tr("%1 is a folder inside the git repository %2. Pick the repository's top folder, "
                                      "%2.")
                                       .arg(info.absoluteFilePath(), top));
            }
        }
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is not a git repository (it has no .git). Pick the top folder of a repository, or "
                              "run `git init && git add -A && git commit -m initial` there first.")
                               .arg(info.absoluteFilePath()));
    }
    if (rc < 0)
        return Error::make(Error::Kind::InvalidInput,
                           tr("Cannot open the git repository at %1: %2.").arg(info.absoluteFilePath(), lastGitError()));
    std::shared_ptr<git_repository> repo(raw, git_repository_free);
    if (git_repository_is_bare(raw))
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is a bare repository without a working tree. Pick a clone with checked-out files.")
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
        return Error::make(Error::Kind::Generic, tr("Cannot read HEAD: %1.").arg(lastGitError()));
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

    git_status_options opts = GIT_STATUS_OPTIONS_INIT;
    opts.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR;
    opts.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS
        | GIT_STATUS_OPT_INCLUDE_UNMODIFIED | GIT_STATUS_OPT_EXCLUDE_SUBMODULES;
    git_status_list *raw = nullptr;
    if (git_status_list_new(&raw, m_repo.get(), &opts) < 0)
        return Error::make(Error::Kind::Generic, tr("Cannot read the repository's status: %1.").arg(lastGitError()));
    std::unique_ptr<git_status_list, StatusListDeleter> list(raw);

    const size_t count = git_status_list_entrycount(list.get());
    b.files.reserve(qsizetype(count));
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
        if (!delta || !delta->new_file.path || !isSafeRelativePath(delta->new_file.path))
            continue;
        if (e->status & GIT_STATUS_WT_NEW)
            ++b.untrackedCount;
        else if (e->status != GIT_STATUS_CURRENT)
            ++b.modifiedCount;
        b.files.append(QString::fromUtf8(delta->new_file.path));
    }
    return b;
}

}  // namespace shadowbox
