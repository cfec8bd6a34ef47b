#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "git/GitRepository.h"

#include <QCoreApplication>
#include <QString>

namespace shadowbox {

struct WorkspaceGitOptions {
    // How much history the sandbox gets, in commits counted from the baseline commit the way
    // `git clone --depth` counts them (along every parent, so a merge brings the commits of both
    // sides that are that close); 0 keeps all of it.
    int historyDepth = 0;
};

struct WorkspaceGitStats {
    QString branch;       // the branch HEAD is on; empty when HEAD is detached
    bool unborn = false;  // the repository had no commits: HEAD names a branch that does not exist yet
    bool shallow = false; // .git/shallow lists cuts: at historyDepth, or the user's clone was shallow
    qint64 commits = 0;   // commits packed when the history was cut; 0 when it was copied whole
    qint64 files = 0;     // object files written (packs, their indexes, loose objects)
    qint64 bytes = 0;     // their size
    qint64 cloned = 0;    // of those, files cloned (sharing the user's blocks) rather than copied
    qint64 refs = 0;      // branches and tags in the new repository
};

// Makes `workspace`/.git: a repository of its own holding the user's history, for the sandbox's
// tools (and agents) to use as they like. HEAD is the baseline commit, on a branch named like the
// user's (or detached when the user's is); the index is the baseline commit's tree, so `git status`
// in the workspace shows the baseline's uncommitted and untracked files as they are in the user's
// repository, except that nothing is staged. Nothing in it leads back to the user's repository:
//
// - objects are copied file by file (a copy-on-write clone where the file system offers one, which
//   is a copy as far as writing goes), never hard-linked and never reached through
//   objects/info/alternates, so nothing the sandbox's root does to its objects changes the user's;
//   objects the user's repository borrows from alternates are copied too;
// - the configuration is new: core settings only (with the user's core.autocrlf, core.eol and a
//   false core.filemode, which decide what counts as changed), no remote, no URL, no credential
//   helper, no hook, no include of another file; branches and tags are copied, remote-tracking
//   refs are not; the user's info/exclude is;
// - no path in it names a host folder, since the workspace is /workspace in the container.
//
// With a history depth, only the commits that close to the baseline are written (one pack, made by
// libgit2 from the user's objects) and the commits at the cut are listed in .git/shallow, as git
// does for a shallow clone; the new repository then has only the baseline's branch.
//
// The workspace must hold the baseline's files already (see WorkspaceCopier) and no .git. On any
// failure or cancel, the .git made so far is removed. A linked worktree works: its objects are in
// the common folder of its repository. Submodules are not repositories in the sandbox: the
// baseline copies their files without their .git, and the sandbox's git sees each as a submodule
// that is not checked out (`git status` says nothing of it, `git submodule status` marks it "-").
class WorkspaceGit {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceGit)
public:
    // `userRepository` is the top folder of the user's working tree (GitRepository::workdir()),
    // `baseline` what GitRepository::baseline() made of it.
    static Result<WorkspaceGitStats> create(const QString &userRepository, const QString &workspace,
                                            const Baseline &baseline, const WorkspaceGitOptions &options,
                                            const CallOptions &call);
};

} // namespace shadowbox
