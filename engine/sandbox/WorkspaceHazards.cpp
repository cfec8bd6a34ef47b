#include "sandbox/WorkspaceHazards.h"

#include "core/UniqueFd.h"

#include <QFile>
#include <QStringList>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace shadowbox {

namespace {

class Scanner {
public:
    explicit Scanner(const CallOptions &options)
        : m_options(options)
    {
    }

    void walk(int dirFd, const QByteArray &prefix, int depth)
    {
        const auto names = readDirectoryNames(dirFd);
        if (!names) {
            result.unreadable << (prefix.isEmpty() ? QByteArray(".") : prefix);
            return;
        }
        for (const QByteArray &name : *names) {
            if (canceled || (++m_sinceCheck % 256 == 0 && m_options.canceled())) {
                canceled = true;
                return;
            }
            const QByteArray path = prefix.isEmpty() ? name : prefix + '/' + name;
            struct stat st {};
            if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue; // gone since the listing
            ++result.entries;
            const QByteArray target = S_ISLNK(st.st_mode) ? readLinkAt(dirFd, name, st.st_size) : QByteArray();
            if (const auto kind = WorkspaceHazards::classify(st, path, target))
                result.hazards.append({*kind, path, uint(st.st_mode), target});
            if (!S_ISDIR(st.st_mode))
                continue;
            // Only ever a directory, and never through a link: a swapped-in link or fifo fails here.
            const UniqueFd child(
                depth < WorkspaceHazards::kMaxDepth
                    ? ::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                    : -1);
            if (!child)
                result.unreadable << path;
            else
                walk(child.get(), path, depth + 1);
        }
    }

    HazardScan result;
    bool canceled = false;

private:
    const CallOptions &m_options;
    int m_sinceCheck = 0;
};

} // namespace

void HazardCounts::add(WorkspaceHazard::Kind kind)
{
    switch (kind) {
    case WorkspaceHazard::Kind::SetIdFile:
        ++setIdFiles;
        break;
    case WorkspaceHazard::Kind::DeviceNode:
        ++deviceNodes;
        break;
    case WorkspaceHazard::Kind::Fifo:
        ++fifos;
        break;
    case WorkspaceHazard::Kind::Socket:
        ++sockets;
        break;
    case WorkspaceHazard::Kind::LinkOutside:
        ++linksOutside;
        break;
    }
}

HazardCounts &HazardCounts::operator+=(const HazardCounts &other)
{
    setIdFiles += other.setIdFiles;
    deviceNodes += other.deviceNodes;
    fifos += other.fifos;
    sockets += other.sockets;
    linksOutside += other.linksOutside;
    return *this;
}

QString HazardCounts::summary() const
{
    QStringList parts;
    if (setIdFiles)
        parts << tr("setuid or setgid files: %1").arg(setIdFiles);
    if (deviceNodes)
        parts << tr("device nodes: %1").arg(deviceNodes);
    if (fifos)
        parts << tr("fifos: %1").arg(fifos);
    if (sockets)
        parts << tr("sockets: %1").arg(sockets);
    if (linksOutside)
        parts << tr("links pointing outside the workspace: %1").arg(linksOutside);
    return parts.join(QStringLiteral(", "));
}

HazardCounts HazardScan::counts() const
{
    HazardCounts c;
    for (const WorkspaceHazard &h : hazards)
        c.add(h.kind);
    return c;
}

bool WorkspaceHazards::linkLeavesWorkspace(const QByteArray &path, const QByteArray &target)
{
    if (target.isEmpty())
        return false; // points nowhere
    if (target.startsWith('/'))
        return true;                   // on the host, an absolute target is the host's file, whatever it meant inside
    qsizetype depth = path.count('/'); // folders between the workspace and the link
    for (const QByteArray &part : target.split('/')) {
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..") {
            if (--depth < 0)
                return true;
        } else {
            ++depth;
        }
    }
    return false;
}

std::optional<WorkspaceHazard::Kind> WorkspaceHazards::classify(const struct stat &st, const QByteArray &path,
                                                                const QByteArray &linkTarget)
{
    if (S_ISREG(st.st_mode))
        return (st.st_mode & (S_ISUID | S_ISGID)) ? std::optional(WorkspaceHazard::Kind::SetIdFile) : std::nullopt;
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return WorkspaceHazard::Kind::DeviceNode;
    if (S_ISFIFO(st.st_mode))
        return WorkspaceHazard::Kind::Fifo;
    if (S_ISSOCK(st.st_mode))
        return WorkspaceHazard::Kind::Socket;
    if (S_ISLNK(st.st_mode) && linkLeavesWorkspace(path, linkTarget))
        return WorkspaceHazard::Kind::LinkOutside;
    return std::nullopt;
}

Result<HazardScan> WorkspaceHazards::scan(const QString &workspace, const CallOptions &options)
{
    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (!root)
        return Error::make(
            Error::Kind::Io,
            tr("Cannot read the workspace %1: %2.").arg(workspace, QString::fromLocal8Bit(std::strerror(errno))));
    Scanner scanner(options);
    scanner.walk(root.get(), QByteArray(), 1);
    if (scanner.canceled)
        return Error::make(Error::Kind::Canceled, tr("The workspace scan was canceled."));
    return scanner.result;
}

} // namespace shadowbox
