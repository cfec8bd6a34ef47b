#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace shadowbox::fileowner {

// A user and group of this machine, as numbers.
struct Owner {
    uint uid = 0;
    uint gid = 0;
    bool operator==(const Owner &) const = default;
};

// Where an engine maps a sandbox's root to another user of this machine (Docker with userns-remap:
// root inside is a subordinate id such as 100000), that user owns the sandbox's workspace and
// gateway folders, and everything Shadowbox writes into them must be that user's too, or root
// inside could not change it. Shadowbox can give files away only when it runs as root.
//
// The owner a file made in the folder open at `dirFd` is to get: the folder's owner and group, when
// the owner is not this process's user and this process runs as root; nullopt otherwise (nothing to do).
std::optional<Owner> toGiveIn(int dirFd);
std::optional<Owner> toGiveIn(const QString &folder);

// Gives `name` in `dirFd` (never followed) to `owner`: 0, or an errno value.
int give(int dirFd, const QByteArray &name, Owner owner);

// Gives the file `path` the owner of the folder it is in, as toGiveIn says (a file Shadowbox
// rewrote in a folder the sandbox's root owns).
Status likeItsFolder(const QString &path);

// Gives `root` and everything under it to `owner`, never following a link. Only for a tree that
// Shadowbox has just made and no container has seen yet: it walks by path.
Status giveTree(const QString &root, Owner owner);

} // namespace shadowbox::fileowner
