#pragma once

// What the review's files share about the sandbox's snapshot store (see WorkspaceSnapshotsPrivate.h
// for its layout). Not for use outside engine/review.

#include "core/Result.h"
#include "git/GitPtr.h"
#include "git/GitRepository.h"

#include <QCoreApplication>

namespace shadowbox::reviewstore {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ReviewStore)
};

inline Error gitFailure(const QString &what)
{
    return Error::make(Error::Kind::Io, QStringLiteral("%1: %2").arg(what, lastGitError()));
}

// The workspace tree of a snapshot ("files" in its commit's tree), without the workspace's own
// top-level `.git`: that never flows back, and a large one would only slow rename detection.
inline Result<git_oid> workspaceTree(git_repository *repo, const QString &snapshot)
{
    using namespace gitptr;
    git_oid oid;
    Commit commit;
    Tree top;
    if (git_oid_fromstr(&oid, snapshot.toLatin1().constData()) != 0 ||
        git_commit_lookup(commit.out(), repo, &oid) != 0 || git_commit_tree(top.out(), commit.get()) != 0)
        return gitFailure(Text::tr("Cannot read the snapshot %1").arg(snapshot));
    const git_tree_entry *files = git_tree_entry_byname(top.get(), "files");
    if (!files || git_tree_entry_type(files) != GIT_OBJECT_TREE)
        return Error::make(Error::Kind::Io, Text::tr("The snapshot %1 is damaged: it has no files.").arg(snapshot));
    git_oid tree = *git_tree_entry_id(files);
    Tree workspace;
    if (git_tree_lookup(workspace.out(), repo, &tree) != 0)
        return gitFailure(Text::tr("Cannot read the snapshot %1").arg(snapshot));
    if (!git_tree_entry_byname(workspace.get(), ".git"))
        return tree;
    git_treebuilder *builder = nullptr;
    if (git_treebuilder_new(&builder, repo, workspace.get()) != 0)
        return gitFailure(Text::tr("Cannot read the snapshot %1").arg(snapshot));
    const bool ok = git_treebuilder_remove(builder, ".git") == 0 && git_treebuilder_write(&tree, builder) == 0;
    git_treebuilder_free(builder);
    if (!ok)
        return gitFailure(Text::tr("Cannot read the snapshot %1").arg(snapshot));
    return tree;
}

} // namespace shadowbox::reviewstore
