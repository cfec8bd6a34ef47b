#include "runtime/ImageArchive.h"

#include <archive.h>
#include <archive_entry.h>

#include <ctime>

namespace shadowbox {

namespace {

void freeArchive(archive *a)
{
    archive_write_free(a);
}

la_ssize_t appendToBuffer(archive *, void *client, const void *buffer, size_t length)
{
    static_cast<QByteArray *>(client)->append(static_cast<const char *>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

} // namespace

ImageArchive::ImageArchive()
    : m_archive(archive_write_new(), freeArchive)
    , m_time(time(nullptr))
{
    archive *a = m_archive.get();
    archive_write_set_format_pax_restricted(a);
    archive_write_add_filter_none(a);
    archive_write_set_bytes_in_last_block(a, 1);
    if (archive_write_open(a, &m_tar, nullptr, appendToBuffer, nullptr) != ARCHIVE_OK)
        m_error = tr("Cannot start the image archive: %1.").arg(QString::fromUtf8(archive_error_string(a)));
}

ImageArchive::~ImageArchive() = default;

bool ImageArchive::add(const QByteArray &path, unsigned type, int permissions, const QByteArray &content,
                       const QByteArray &target)
{
    if (!m_error.isEmpty())
        return false;
    std::unique_ptr<archive_entry, void (*)(archive_entry *)> e(archive_entry_new(), archive_entry_free);
    archive_entry_set_pathname(e.get(), path.constData());
    archive_entry_set_filetype(e.get(), type);
    archive_entry_set_perm(e.get(), mode_t(permissions));
    archive_entry_set_uid(e.get(), 0);
    archive_entry_set_gid(e.get(), 0);
    archive_entry_set_mtime(e.get(), time_t(m_time), 0);
    if (type == AE_IFLNK)
        archive_entry_set_symlink(e.get(), target.constData());
    if (type == AE_IFREG)
        archive_entry_set_size(e.get(), content.size());
    bool ok = archive_write_header(m_archive.get(), e.get()) == ARCHIVE_OK;
    if (ok && type == AE_IFREG)
        ok = archive_write_data(m_archive.get(), content.constData(), size_t(content.size())) >= 0;
    if (!ok)
        m_error = tr("Cannot write %1 into the image archive: %2.")
                      .arg(QString::fromUtf8(path), QString::fromUtf8(archive_error_string(m_archive.get())));
    return ok;
}

void ImageArchive::addFolder(const QByteArray &path, int permissions)
{
    add(path, AE_IFDIR, permissions, {}, {});
}

void ImageArchive::addFile(const QByteArray &path, const QByteArray &content, int permissions)
{
    add(path, AE_IFREG, permissions, content, {});
}

void ImageArchive::addSymlink(const QByteArray &path, const QByteArray &target)
{
    add(path, AE_IFLNK, 0777, {}, target);
}

Result<QByteArray> ImageArchive::finish()
{
    if (m_error.isEmpty() && archive_write_close(m_archive.get()) != ARCHIVE_OK)
        m_error =
            tr("Cannot write the image archive: %1.").arg(QString::fromUtf8(archive_error_string(m_archive.get())));
    if (!m_error.isEmpty())
        return Error::make(Error::Kind::Generic, m_error);
    return m_tar;
}

} // namespace shadowbox
