#pragma once

// Owning handles for libgit2's objects, for the engine's files that call libgit2 directly.

#include <QString>

#include <git2.h>

namespace shadowbox::gitptr {

template <typename T, void (*Free)(T *)> struct GitPtr {
    T *p = nullptr;
    GitPtr() = default;
    GitPtr(const GitPtr &) = delete;
    GitPtr &operator=(const GitPtr &) = delete;
    GitPtr(GitPtr &&other) noexcept
        : p(other.p)
    {
        other.p = nullptr;
    }
    GitPtr &operator=(GitPtr &&other) noexcept
    {
        std::swap(p, other.p);
        return *this;
    }
    ~GitPtr() { Free(p); }
    // For libgit2 to fill; whatever was held before is freed first.
    T **out()
    {
        Free(p);
        p = nullptr;
        return &p;
    }
    T *get() const { return p; }
};
using Repository = GitPtr<git_repository, git_repository_free>;
using Tree = GitPtr<git_tree, git_tree_free>;
using Blob = GitPtr<git_blob, git_blob_free>;
using Commit = GitPtr<git_commit, git_commit_free>;
using TreeEntryPtr = GitPtr<git_tree_entry, git_tree_entry_free>;
using Diff = GitPtr<git_diff, git_diff_free>;
using Signature = GitPtr<git_signature, git_signature_free>;
using Reference = GitPtr<git_reference, git_reference_free>;

inline QString oidHex(const git_oid &oid)
{
    char buf[GIT_OID_HEXSZ + 1];
    git_oid_tostr(buf, sizeof buf, &oid);
    return QString::fromLatin1(buf);
}

} // namespace shadowbox::gitptr
