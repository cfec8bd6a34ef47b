#pragma once

// What the files implementing Snapshotter share. Not for use outside engine/snapshot.

#include <QString>

namespace shadowbox::snapshotinternal {

// An image id as both engines can be compared by: Docker says "sha256:<hex>", Podman's commit
// answers with the bare hex and its listing with the prefix.
inline QString imageKey(const QString &image)
{
    return image.startsWith(QLatin1String("sha256:")) ? image.mid(7) : image;
}

// How long a call that answers in milliseconds (inspect, pause, rename) may take.
inline constexpr int kQuickCallMs = 15'000;

} // namespace shadowbox::snapshotinternal
