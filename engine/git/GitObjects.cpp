#include "git/GitObjects.h"

#include "git/GitRepository.h"

#include <git2.h>

#include <memory>

namespace shadowbox {

namespace {

struct OdbObjectFree {
    void operator()(git_odb_object *o) const { git_odb_object_free(o); }
};
using OdbObject = std::unique_ptr<git_odb_object, OdbObjectFree>;

class Copier {
public:
    Copier(git_repository *fromRepo, git_odb *from, git_odb *to)
        : m_fromRepo(fromRepo)
        , m_from(from)
        , m_to(to)
    {
    }

    qint64 written() const { return m_written; }

    Status copy(const git_oid &id)
    {
        if (git_odb_exists(m_to, &id))
            return {};
        git_odb_object *raw = nullptr;
        if (git_odb_read(&raw, m_from, &id) != 0)
            return failure(GitObjects::tr("Cannot read the object %1").arg(hex(id)));
        const OdbObject object(raw);
        const git_object_t type = git_odb_object_type(object.get());
        const char *data = static_cast<const char *>(git_odb_object_data(object.get()));
        const size_t size = git_odb_object_size(object.get());
        // What the object needs goes first, so `to` never holds a tree whose entries it lacks: a
        // copy cut short leaves only objects that are complete, and the next one finds them so.
        if (type == GIT_OBJECT_COMMIT) {
            git_commit *commit = nullptr;
            if (git_commit_lookup(&commit, m_fromRepo, &id) != 0)
                return failure(GitObjects::tr("Cannot read the commit %1").arg(hex(id)));
            const git_oid tree = *git_commit_tree_id(commit);
            git_commit_free(commit);
            if (Status s = copy(tree); !s)
                return s;
        } else if (type == GIT_OBJECT_TREE) {
            git_tree *tree = nullptr;
            if (git_tree_lookup(&tree, m_fromRepo, &id) != 0)
                return failure(GitObjects::tr("Cannot read the tree %1").arg(hex(id)));
            const std::unique_ptr<git_tree, void (*)(git_tree *)> owned(tree, git_tree_free);
            for (size_t i = 0; i < git_tree_entrycount(tree); ++i) {
                const git_tree_entry *e = git_tree_entry_byindex(tree, i);
                if (git_tree_entry_filemode(e) == GIT_FILEMODE_COMMIT)
                    continue;
                if (Status s = copy(*git_tree_entry_id(e)); !s)
                    return s;
            }
        }
        git_oid written;
        if (git_odb_write(&written, m_to, data, size, type) != 0)
            return failure(GitObjects::tr("Cannot write the object %1").arg(hex(id)));
        ++m_written;
        return {};
    }

private:
    static QString hex(const git_oid &id)
    {
        char text[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(text, sizeof text, &id);
        return QString::fromLatin1(text);
    }
    static Status failure(const QString &what)
    {
        return Error::make(Error::Kind::Io, QStringLiteral("%1: %2").arg(what, lastGitError()));
    }
    git_repository *m_fromRepo;
    git_odb *m_from;
    git_odb *m_to;
    qint64 m_written = 0;
};

} // namespace

Result<qint64> GitObjects::copy(git_repository *from, git_repository *to, const git_oid &root)
{
    ensureLibgit2();
    git_odb *fromOdb = nullptr;
    git_odb *toOdb = nullptr;
    if (git_repository_odb(&fromOdb, from) != 0 || git_repository_odb(&toOdb, to) != 0) {
        git_odb_free(fromOdb);
        return Error::make(Error::Kind::Io, tr("Cannot open an object database: %1").arg(lastGitError()));
    }
    Copier copier(from, fromOdb, toOdb);
    const Status done = copier.copy(root);
    git_odb_free(fromOdb);
    git_odb_free(toOdb);
    if (!done)
        return done.error();
    return copier.written();
}

} // namespace shadowbox
