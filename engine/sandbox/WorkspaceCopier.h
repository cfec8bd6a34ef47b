#pragma once

#include <QCoreApplication>

#include "core/CallOptions.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace shadowbox {

struct CopyStats {
    qint64 files = 0; // regular files
    qint64 bytes = 0;
    qint64 symlinks = 0;
    qint64 cloned = 0; // regular files cloned (sharing the original's blocks) rather than copied
    qint64 clonedBytes = 0;
};

// Copies the listed files of a working tree into a private workspace, in parallel. The workspace
// folder is made 0700; files and folders keep their own permission bits (a 0600 file stays 0600)
// but never setuid, setgid or sticky bits; symlinks are copied as links, never followed. Where the
// repository and the workspace are on one file system with reflinks (XFS, Btrfs), each file is
// cloned: it shares the original's blocks until either side writes to them, so the copy takes
// almost no time and no space. Elsewhere it uses the kernel's in-place copy where it exists, and
// keeps sparse files sparse. On any failure the caller removes the destination. The progress
// callback is called from the copy threads, possibly several at once.
class WorkspaceCopier {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceCopier)
public:
    using Progress = std::function<void(qint64 filesDone, qint64 filesTotal)>;

    WorkspaceCopier(QString sourceRoot, QString destinationRoot);

    // `relativePaths` are '/'-separated bytes as the file system names them (see Baseline::files).
    Result<CopyStats> copy(const QList<QByteArray> &relativePaths, const Progress &progress,
                           const CallOptions &options) const;

private:
    QString m_source;
    QString m_destination;
};

} // namespace shadowbox
