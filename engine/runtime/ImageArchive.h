#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>

#include <memory>

struct archive;

namespace shadowbox {

// An uncompressed tar stream (libarchive, pax) for `POST /images/create?fromSrc=-`: the root
// filesystem of an image Shadowbox makes offline (the starter image, the gateway's). Every entry
// belongs to root and carries the time the archive was started.
class ImageArchive {
    Q_DECLARE_TR_FUNCTIONS(ImageArchive)
public:
    ImageArchive();
    ~ImageArchive();
    ImageArchive(const ImageArchive &) = delete;
    ImageArchive &operator=(const ImageArchive &) = delete;

    void addFolder(const QByteArray &path, int permissions = 0755);
    void addFile(const QByteArray &path, const QByteArray &content, int permissions = 0644);
    void addSymlink(const QByteArray &path, const QByteArray &target);
    // The stream, or what went wrong with the first entry that failed.
    Result<QByteArray> finish();

private:
    bool add(const QByteArray &path, unsigned type, int permissions, const QByteArray &content,
             const QByteArray &target);

    std::unique_ptr<archive, void (*)(archive *)> m_archive;
    QByteArray m_tar;
    QString m_error;
    long long m_time = 0;
};

} // namespace shadowbox
