#include "sandbox/WorkspaceUsage.h"

#include "core/UniqueFd.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QSet>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

namespace shadowbox {

namespace {

QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

QString size(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

class Measure {
public:
    explicit Measure(const std::atomic_bool *stop)
        : m_stop(stop)
    {
    }

    void walk(int dirFd, int depth)
    {
        if (m_stop && m_stop->load())
            return;
        const auto names = readDirectoryNames(dirFd);
        if (!names)
            return; // a folder it cannot read counts as empty: a limit check must not fail a command
        for (const QByteArray &name : *names) {
            if (m_stop && m_stop->load())
                return;
            struct stat st {};
            if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            if (st.st_nlink > 1 && !S_ISDIR(st.st_mode)) {
                const QPair<quint64, quint64> id{quint64(st.st_dev), quint64(st.st_ino)};
                if (m_linked.contains(id))
                    continue;
                m_linked.insert(id);
            }
            bytes += qint64(st.st_blocks) * 512;
            if (S_ISDIR(st.st_mode) && depth < 4096) {
                const UniqueFd child(
                    ::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
                if (child)
                    walk(child.get(), depth + 1);
            }
        }
    }

    qint64 bytes = 0;

private:
    const std::atomic_bool *m_stop;
    QSet<QPair<quint64, quint64>> m_linked;
};

} // namespace

Result<qint64> WorkspaceUsage::measure(const QString &workspace, const std::atomic_bool *stop)
{
    const UniqueFd root(
        ::open(QFile::encodeName(workspace).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (!root)
        return Error::make(Error::Kind::Io,
                           tr("Cannot measure the workspace %1: %2.").arg(workspace, errnoText(errno)));
    Measure m(stop);
    m.walk(root.get(), 1);
    if (stop && stop->load())
        return Error::make(Error::Kind::Canceled,
                           tr("The measurement of the workspace %1 was stopped.").arg(workspace));
    return m.bytes;
}

Result<qint64> WorkspaceUsage::freeSpace(const QString &path)
{
    struct statvfs vfs {};
    if (::statvfs(QFile::encodeName(path).constData(), &vfs) != 0)
        return Error::make(Error::Kind::Io,
                           tr("Cannot ask how much room is left on the disk of %1: %2.").arg(path, errnoText(errno)));
    return qint64(vfs.f_bavail) * qint64(vfs.f_frsize);
}

qint64 WorkspaceUsage::automaticLimit(qint64 used, qint64 freeBytes)
{
    const qint64 room = qMax(freeBytes - kFreeSpaceMargin, freeBytes / 2);
    return qMin(kDefaultLimit, used + qMax<qint64>(0, room));
}

Error WorkspaceUsage::limitReached(const SandboxRecord &record, qint64 used, bool whileRunning)
{
    const QString what =
        whileRunning ? tr("The command was stopped: the workspace of sandbox \"%1\" grew to %2, past its limit of %3.")
                     : tr("Sandbox \"%1\" runs no more commands for now: its workspace takes %2, and its limit is %3.");
    return Error::make(Error::Kind::Io,
                       what.arg(record.name, size(used), size(record.limits.workspaceBytes)) + u' ' +
                           tr("Delete what the sandbox no longer needs from its workspace (%1), or destroy the "
                              "sandbox and create it again with a larger workspace limit.")
                               .arg(record.workspace));
}

Status WorkspaceUsage::checkBeforeCommand(const SandboxRecord &record, qint64 *measuredMs)
{
    if (measuredMs)
        *measuredMs = 0;
    if (record.limits.workspaceBytes <= 0)
        return {};
    QElapsedTimer timer;
    timer.start();
    auto used = measure(record.workspace);
    if (measuredMs)
        *measuredMs = timer.elapsed();
    if (!used)
        return used.error();
    if (*used > record.limits.workspaceBytes)
        return limitReached(record, *used, false);
    return {};
}

WorkspaceUsageMonitor::WorkspaceUsageMonitor(QString workspace, qint64 limit, qint64 firstScanMs,
                                             std::function<void(qint64)> onExceeded)
    : m_workspace(std::move(workspace))
    , m_limit(limit)
    , m_onExceeded(std::move(onExceeded))
{
    if (m_limit > 0)
        m_thread = std::thread([this, firstScanMs] { watch(firstScanMs); });
}

WorkspaceUsageMonitor::~WorkspaceUsageMonitor()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_stop = true; // a measurement in progress ends at its next entry
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void WorkspaceUsageMonitor::watch(qint64 firstScanMs)
{
    qint64 lastScanMs = firstScanMs;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            if (m_wake.wait_for(lock, std::chrono::milliseconds(pauseAfter(lastScanMs)), [this] { return m_stopping; }))
                return;
        }
        QElapsedTimer timer;
        timer.start();
        const auto used = WorkspaceUsage::measure(m_workspace, &m_stop);
        lastScanMs = timer.elapsed();
        ++m_measurements;
        if (!used)
            continue;
        m_lastUsage = *used;
        if (*used > m_limit) {
            m_exceeded = true;
            if (m_onExceeded)
                m_onExceeded(*used);
            return;
        }
    }
}

} // namespace shadowbox
