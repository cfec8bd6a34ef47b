#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/StreamDecoders.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace shadowbox {

class EngineClient;
class ImageArchive;

// A minimal image built offline from the host's static busybox, so the first sandbox works on a
// machine that has no images and no registry.
namespace starter {

inline constexpr char kRepository[] = "shadowbox-starter";
inline constexpr char kTag[] = "1";
QString reference(); // "shadowbox-starter:1"

// The host's busybox if it is a static binary (the image has no libc); empty otherwise.
QString findStaticBusybox();

// The root filesystem as an uncompressed tar stream (built with libarchive): busybox, one symlink
// per applet, /etc/passwd and /etc/group for root, /workspace and /tmp; `more` adds entries of its
// own before the stream is finished (an image that needs a few more programs, such as a test's).
Result<QByteArray> buildRootfsTar(const QString &busyboxPath, const QStringList &applets,
                                  const std::function<void(ImageArchive &)> &more = {});
Result<QStringList> listApplets(const QString &busyboxPath);

using Progress = std::function<void(const QString &message, int percent)>;
// Builds and imports the image; skipped when it already exists.
Status ensureImage(const EngineClient &client, const Progress &progress, const CallOptions &options);

} // namespace starter
} // namespace shadowbox
