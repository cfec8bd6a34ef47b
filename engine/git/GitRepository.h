#pragma once

#include <QCoreApplication>

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

struct git_repository;

namespace shadowbox {

// The files a sandbox starts from: HEAD plus uncommitted changes plus untracked files that are not
// ignored, as they are in the working tree now.
struct Baseline {
    QString commitId; // HEAD; empty for a repository without commits
    // Relative paths, '/'-separated, each present in the working tree: bytes as the file system
    // names them, so a name that is not UTF-8 is copied exactly instead of being lost.
    QList<QByteArray> files;
    int modifiedCount = 0; // tracked files that differ from HEAD (staged or not)
    int untrackedCount = 0;
    int deletedCount = 0; // tracked files missing from the working tree (not copied)
    // Checked-out submodules, whose working trees are part of `files` (their own baseline under
    // their path, without their .git file), and submodules that are not checked out, whose
    // contents are not there to copy. Paths for display.
    QStringList submodulesCopied;
    QStringList submodulesNotCheckedOut;
};

// A small RAII wrapper around libgit2's repository handle; the raw handle never leaves this file.
class GitRepository {
    Q_DECLARE_TR_FUNCTIONS(GitRepository)
public:
    // Opens the repository whose top folder is `path`. A folder inside a repository is refused with
    // a message that names the top folder.
    static Result<GitRepository> open(const QString &path);

    QString workdir() const; // absolute, without trailing slash
    Result<QString> headCommitId() const;
    Result<Baseline> baseline() const;

private:
    explicit GitRepository(std::shared_ptr<git_repository> repo)
        : m_repo(std::move(repo))
    {
    }
    // Adds this repository's baseline to `b`, every path under `prefix` (a submodule's path).
    Status collect(Baseline &b, const QByteArray &prefix, int depth) const;
    std::shared_ptr<git_repository> m_repo;
};

// libgit2's last error for this thread as text.
QString lastGitError();
// Initialises libgit2 once per process; every user of libgit2 calls it first.
void ensureLibgit2();

} // namespace shadowbox
