#include "sandbox/RunOutputLog.h"

#include <QDir>
#include <QUuid>
#include <QtEndian>

namespace shadowbox {

namespace {
constexpr char kMagic[] = "shadowbox-output 1\n";
constexpr QFileDevice::Permissions kPrivate = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions kPrivateDir = kPrivate | QFileDevice::ExeOwner;

bool makePrivateFolder(const QString &path)
{
    if (!QDir().mkpath(path))
        return false;
    // The runs folder and each sandbox's folder: what a command printed may hold secrets.
    return QFile::setPermissions(path, kPrivateDir) && QFile::setPermissions(QFileInfo(path).path(), kPrivateDir);
}
} // namespace

QString RunOutputLog::folder(const QString &dataDir, const QString &sandboxId)
{
    return dataDir + QStringLiteral("/runs/") + sandboxId;
}

QString RunOutputLog::path(const QString &dataDir, const QString &sandboxId, qint64 runId)
{
    return folder(dataDir, sandboxId) + QStringLiteral("/%1.log").arg(runId);
}

RunOutputLog::RunOutputLog(const QString &dataDir, const QString &sandboxId, qint64 limitBytes)
    : m_dataDir(dataDir)
    , m_sandboxId(sandboxId)
    , m_limit(limitBytes)
{
    const QString dir = folder(dataDir, sandboxId);
    if (!makePrivateFolder(dir))
        return;
    m_file.setFileName(dir + QStringLiteral("/running-%1.part").arg(QUuid::createUuid().toString(QUuid::Id128)));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return;
    m_file.setPermissions(kPrivate);
    if (m_file.write(kMagic, qint64(sizeof kMagic - 1)) < 0)
        m_file.close();
}

RunOutputLog::~RunOutputLog()
{
    if (m_file.isOpen()) {
        m_file.close();
        m_file.remove();
    }
}

bool RunOutputLog::writeFrame(char kind, const QByteArray &data)
{
    char head[5];
    head[0] = kind;
    qToLittleEndian<quint32>(quint32(data.size()), head + 1);
    return m_file.write(head, 5) == 5 && m_file.write(data) == data.size();
}

void RunOutputLog::append(OutputChannel channel, const QByteArray &data)
{
    if (!m_file.isOpen() || data.isEmpty())
        return;
    const qint64 room = qMax<qint64>(0, m_limit - m_kept);
    const QByteArray kept = data.left(qsizetype(qMin<qint64>(room, data.size())));
    m_cut += data.size() - kept.size();
    if (kept.isEmpty())
        return;
    // A disk that fills up ends the log, not the command.
    if (!writeFrame(channel == OutputChannel::Stderr ? 'e' : 'o', kept)) {
        m_file.close();
        m_file.remove();
        return;
    }
    m_kept += kept.size();
}

Status RunOutputLog::finish(qint64 runId)
{
    if (!m_file.isOpen())
        return Error::make(Error::Kind::Io, tr("The output of this command could not be kept on disk."));
    if (m_cut > 0)
        writeFrame('c', QByteArray::number(m_cut));
    const QString target = path(m_dataDir, m_sandboxId, runId);
    const bool flushed = m_file.flush();
    m_file.close();
    QFile::remove(target);
    if (!flushed || !m_file.rename(target)) {
        m_file.remove();
        return Error::make(Error::Kind::Io, tr("The output of this command could not be kept at %1.").arg(target));
    }
    return {};
}

Result<RunOutput> RunOutputLog::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::NotFound,
                           tr("The output of this command was not kept (%1).").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    const qsizetype magic = qsizetype(sizeof kMagic - 1);
    if (!bytes.startsWith(QByteArray(kMagic, magic)))
        return Error::make(Error::Kind::Protocol, tr("%1 is not a kept command output.").arg(path));
    RunOutput out;
    for (qsizetype at = magic; at + 5 <= bytes.size();) {
        const char kind = bytes.at(at);
        const quint32 size = qFromLittleEndian<quint32>(bytes.constData() + at + 1);
        if (at + 5 + qsizetype(size) > bytes.size())
            break; // a log cut short by a crash: keep what is whole
        const QByteArray data = bytes.mid(at + 5, qsizetype(size));
        at += 5 + qsizetype(size);
        if (kind == 'c') {
            out.cutBytes = data.toLongLong();
            continue;
        }
        out.chunks.append({kind == 'e' ? OutputChannel::Stderr : OutputChannel::Stdout, data});
        out.keptBytes += data.size();
    }
    return out;
}

} // namespace shadowbox
