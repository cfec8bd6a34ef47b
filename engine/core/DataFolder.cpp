#include "core/DataFolder.h"

#include "core/UniqueFd.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox {

namespace {
constexpr mode_t kPrivateDir = 0700;
constexpr mode_t kPrivateFile = 0600;

QString octal(uint mode)
{
    return QStringLiteral("%1").arg(mode, 4, 8, QLatin1Char('0'));
}

QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

// Checks one entry through a descriptor opened without following links, and gives it `wanted`.
void makePrivate(int fd, const QString &path, mode_t wanted, DataFolder::Report &report)
{
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        report.problems << DataFolder::tr("Cannot check the permissions of %1: %2.").arg(path, errnoText(errno));
        return;
    }
    // Root may set anyone's modes: a workspace belongs to root in its sandbox where that is another
    // user of this machine (Docker's userns-remap), and stays private all the same.
    if (st.st_uid != ::geteuid() && ::geteuid() != 0) {
        report.problems << DataFolder::tr("%1 belongs to user id %2, not to the user running Shadowbox (%3), so its "
                                          "permissions were not changed. Give it to this user (chown) or remove it.")
                               .arg(path)
                               .arg(st.st_uid)
                               .arg(::geteuid());
        return;
    }
    const mode_t current = st.st_mode & 07777;
    if (current == wanted)
        return;
    if (chmodFd(fd, wanted) != 0) {
        report.problems
            << DataFolder::tr("Cannot make %1 private (mode %2): %3.").arg(path, octal(wanted), errnoText(errno));
        return;
    }
    report.repaired.append({path, uint(current), uint(wanted)});
}

} // namespace

QString DataFolder::Report::summary() const
{
    QStringList sentences;
    if (!repaired.isEmpty()) {
        QStringList items;
        for (const ModeRepair &r : repaired)
            items << tr("%1 (%2 → %3)").arg(r.path, octal(r.before), octal(r.after));
        sentences << tr("Shadowbox made its data private again: %1.").arg(items.join(QStringLiteral(", ")));
    }
    sentences << problems;
    return sentences.join(u' ');
}

QString DataFolder::workspacesPath(const QString &dataDir)
{
    return dataDir + QStringLiteral("/workspaces");
}

QString DataFolder::snapshotsPath(const QString &dataDir)
{
    return dataDir + QStringLiteral("/snapshots");
}

QString DataFolder::databasePath(const QString &dataDir)
{
    return dataDir + QStringLiteral("/shadowbox.db");
}

Status DataFolder::makePrivateDir(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QStringList parts = absolute.split(u'/', Qt::SkipEmptyParts);
    QString prefix;
    for (const QString &part : parts) {
        prefix += u'/' + part;
        const QByteArray native = QFile::encodeName(prefix);
        if (::mkdir(native.constData(), kPrivateDir) == 0 || errno == EEXIST)
            continue;
        return Error::make(Error::Kind::Io, tr("Cannot create the folder %1: %2. Check the permissions of its parent "
                                               "folder, or set SHADOWBOX_DATA_DIR to a folder you own.")
                                                .arg(prefix, errnoText(errno)));
    }
    if (!QFileInfo(absolute).isDir())
        return Error::make(Error::Kind::Io, tr("%1 exists but is not a folder. Move it away, or set "
                                               "SHADOWBOX_DATA_DIR to another folder.")
                                                .arg(absolute));
    return {};
}

Status DataFolder::createPrivateFile(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    UniqueFd fd(::open(native.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, kPrivateFile));
    if (!fd)
        return Error::make(
            Error::Kind::Io,
            tr("Cannot create %1: %2. Check that the data folder is writable.").arg(path, errnoText(errno)));
    return {};
}

Result<DataFolder::Report> DataFolder::secure(const QString &dataDir)
{
    if (Status s = makePrivateDir(dataDir); !s)
        return s.error();
    Report report;
    // The data folder itself may be a link the user made (to another disk): that one is followed.
    const UniqueFd data(::open(QFile::encodeName(dataDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!data)
        return Error::make(Error::Kind::Io, tr("Cannot open the data folder %1: %2. Check its permissions or set "
                                               "SHADOWBOX_DATA_DIR to a folder you own.")
                                                .arg(dataDir, errnoText(errno)));
    makePrivate(data.get(), dataDir, kPrivateDir, report);

    const QString workspacesDir = workspacesPath(dataDir);
    if (::mkdirat(data.get(), "workspaces", kPrivateDir) != 0 && errno != EEXIST)
        return Error::make(Error::Kind::Io,
                           tr("Cannot create the workspaces folder %1: %2.").arg(workspacesDir, errnoText(errno)));
    secureWorkspaces(data.get(), workspacesDir, report);

    // The database and the files SQLite keeps next to it. O_PATH: a file whose mode denies even its
    // owner can still be checked and repaired.
    for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
        const QByteArray name = QByteArray("shadowbox.db") + suffix;
        const QString path = dataDir + u'/' + QString::fromLatin1(name);
        const UniqueFd file(::openat(data.get(), name.constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
        struct stat st {};
        if (!file) {
            if (errno != ENOENT)
                report.problems << tr("Cannot check %1: %2.").arg(path, errnoText(errno));
        } else if (::fstat(file.get(), &st) == 0 && S_ISREG(st.st_mode)) {
            makePrivate(file.get(), path, kPrivateFile, report);
        }
    }
    return report;
}

void DataFolder::secureWorkspaces(int dataFd, const QString &workspacesDir, Report &report)
{
    const UniqueFd folder = openDirectoryPath(dataFd, "workspaces");
    if (!folder) {
        report.problems << tr("%1 is not a folder (or is a link, which Shadowbox does not follow), so sandboxes "
                              "cannot be created. Move it away and start Shadowbox again.")
                               .arg(workspacesDir);
        return;
    }
    makePrivate(folder.get(), workspacesDir, kPrivateDir, report);
    const UniqueFd listing(::openat(dataFd, "workspaces", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    const auto names = listing ? readDirectoryNames(listing.get()) : std::nullopt;
    if (!names) {
        report.problems << tr("Cannot list %1: %2.").arg(workspacesDir, errnoText(errno));
        return;
    }
    // Each workspace; anything that is not a folder is not Shadowbox's and is left alone. O_PATH,
    // because a sandbox may have made its workspace unreadable (chmod 000 /workspace).
    for (const QByteArray &name : *names) {
        if (const UniqueFd workspace = openDirectoryPath(listing.get(), name.constData()))
            makePrivate(workspace.get(), workspacesDir + u'/' + QFile::decodeName(name), kPrivateDir, report);
    }
}

} // namespace shadowbox
