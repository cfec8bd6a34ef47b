#include "runtime/StarterImage.h"

#include "runtime/EngineClient.h"
#include "runtime/ImageArchive.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace shadowbox::starter {

// The translation context of this file's messages, as lupdate and the runtime both see it.
class StarterImageText {
    Q_DECLARE_TR_FUNCTIONS(StarterImage)
};

namespace {

// An ELF executable without a PT_INTERP program header needs no dynamic loader.
bool isStaticElf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray data = f.read(1 << 16);
    if (data.size() < 64 ||
        !data.startsWith("\x7f"
                         "ELF") ||
        data.at(4) != 2) // 64-bit only
        return false;
    auto u16 = [&](int off) { return quint16(uchar(data.at(off))) | quint16(uchar(data.at(off + 1))) << 8; };
    auto u64 = [&](int off) {
        quint64 v = 0;
        for (int i = 7; i >= 0; --i)
            v = (v << 8) | uchar(data.at(off + i));
        return v;
    };
    const quint64 phoff = u64(0x20);
    const int phentsize = u16(0x36);
    const int phnum = u16(0x38);
    for (int i = 0; i < phnum; ++i) {
        const quint64 off = phoff + quint64(i) * quint64(phentsize);
        if (off + 4 > quint64(data.size()))
            return false;
        const quint32 type = quint32(uchar(data.at(int(off)))) | quint32(uchar(data.at(int(off) + 1))) << 8;
        if (type == 3) // PT_INTERP
            return false;
    }
    return true;
}
} // namespace

QString reference()
{
    return QStringLiteral("%1:%2").arg(QLatin1String(kRepository), QLatin1String(kTag));
}

QString findStaticBusybox()
{
    QStringList candidates{QStringLiteral("/bin/busybox"), QStringLiteral("/usr/bin/busybox")};
    const QString inPath = QStandardPaths::findExecutable(QStringLiteral("busybox"));
    if (!inPath.isEmpty())
        candidates.prepend(inPath);
    for (const QString &c : std::as_const(candidates)) {
        const QString resolved = QFileInfo(c).canonicalFilePath();
        if (!resolved.isEmpty() && isStaticElf(resolved))
            return resolved;
    }
    return {};
}

Result<QStringList> listApplets(const QString &busyboxPath)
{
    QProcess p;
    p.start(busyboxPath, {QStringLiteral("--list")});
    if (!p.waitForFinished(10000) || p.exitCode() != 0)
        return Error::make(Error::Kind::Generic,
                           StarterImageText::tr("`%1 --list` failed; reinstall busybox-static.").arg(busyboxPath));
    QStringList applets;
    const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        const QByteArray name = line.trimmed();
        // Applet names are plain words; anything else would be a path trick.
        if (!name.isEmpty() && !name.contains('/') && name != "." && name != "..")
            applets.append(QString::fromLatin1(name));
    }
    return applets;
}

Result<QByteArray> buildRootfsTar(const QString &busyboxPath, const QStringList &applets,
                                  const std::function<void(ImageArchive &)> &more)
{
    QFile busybox(busyboxPath);
    if (!busybox.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io,
                           StarterImageText::tr("Cannot read %1: %2.").arg(busyboxPath, busybox.errorString()));
    const QByteArray binary = busybox.readAll();

    ImageArchive tar;
    for (const char *dir : {"bin", "etc", "root", "tmp", "workspace", "proc", "sys", "dev", "run", "usr", "usr/bin",
                            "var", "var/tmp", "home"})
        tar.addFolder(dir, (qstrcmp(dir, "tmp") == 0 || qstrcmp(dir, "var/tmp") == 0) ? 01777 : 0755);
    tar.addFile("bin/busybox", binary, 0755);
    for (const QString &applet : applets) {
        if (applet != QLatin1String("busybox"))
            tar.addSymlink("bin/" + applet.toLatin1(), "busybox");
    }
    tar.addSymlink("usr/bin/env", "/bin/busybox");
    tar.addFile("etc/passwd", "root:x:0:0:root:/root:/bin/sh\n");
    tar.addFile("etc/group", "root:x:0:\n");
    tar.addFile("etc/os-release",
                "NAME=\"Shadowbox starter\"\nID=shadowbox-starter\nPRETTY_NAME=\"Shadowbox starter (busybox)\"\n");
    if (more)
        more(tar);
    return tar.finish();
}

Status ensureImage(const EngineClient &client, const Progress &progress, const CallOptions &options)
{
    auto exists = client.imageExists(reference(), options);
    if (!exists)
        return exists.error();
    if (*exists) {
        if (progress)
            progress(StarterImageText::tr("The starter image is already present."), 100);
        return {};
    }
    if (progress)
        progress(StarterImageText::tr("Looking for a static busybox on this machine…"), 5);
    const QString busybox = findStaticBusybox();
    if (busybox.isEmpty())
        return Error::make(
            Error::Kind::NotFound,
            StarterImageText::tr("Building the starter image needs a static busybox on this machine. Install it with "
                                 "`sudo apt install busybox-static` (Fedora: `sudo dnf install busybox`), or pull an "
                                 "image with `podman pull debian:bookworm`."));
    auto applets = listApplets(busybox);
    if (!applets)
        return applets.error();
    if (progress)
        progress(StarterImageText::tr("Packing the root filesystem (%1 commands)…").arg(applets->size()), 20);
    auto tar = buildRootfsTar(busybox, *applets);
    if (!tar)
        return tar.error();
    if (progress)
        progress(StarterImageText::tr("Importing %1 (%2 KiB)…").arg(reference()).arg(tar->size() / 1024), 50);
    auto imported = client.importImage(
        *tar, QLatin1String(kRepository), QLatin1String(kTag),
        [&](const ProgressEvent &event) {
            if (progress && !event.status.isEmpty())
                progress(event.status, 90);
        },
        options);
    if (!imported)
        return imported.error();
    if (progress)
        progress(StarterImageText::tr("%1 is ready.").arg(reference()), 100);
    return {};
}

} // namespace shadowbox::starter
