#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>

struct git_repository;
struct git_oid;

namespace shadowbox {

// Moving objects between two repositories without a fetch: the sandbox's private store, another
// sandbox's store, and the user's repository (for the one write an approved review makes).
class GitObjects {
    Q_DECLARE_TR_FUNCTIONS(GitObjects)
public:
    // Copies the object `root` from `from` into `to` with everything it needs that `to` lacks: a
    // commit's tree (not its parents), a tree's entries. A tree already in `to` is taken to be
    // complete there, so only what differs is read. Submodule entries (commits of another
    // repository) are not followed. Returns the number of objects written.
    static Result<qint64> copy(git_repository *from, git_repository *to, const git_oid &root);
};

} // namespace shadowbox
