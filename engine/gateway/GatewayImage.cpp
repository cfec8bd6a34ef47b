#include "gateway/GatewayImage.h"

#include "runtime/EngineClient.h"
#include "runtime/ImageArchive.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace shadowbox::gatewayimage {

class GatewayImageText {
    Q_DECLARE_TR_FUNCTIONS(GatewayImage)
};

QString findBinary()
{
    QStringList candidates;
    if (const QString set = qEnvironmentVariable("SHADOWBOX_GATEWAY_BINARY"); !set.isEmpty())
        return QFileInfo(set).isExecutable() ? set : QString();
    if (QCoreApplication::instance()) {
        const QString dir = QCoreApplication::applicationDirPath();
        candidates << dir + QStringLiteral("/shadowbox-gateway")
                   << dir + QStringLiteral("/../libexec/shadowbox/shadowbox-gateway");
    }
#ifdef SHADOWBOX_GATEWAY_BUILD_PATH
    candidates << QStringLiteral(SHADOWBOX_GATEWAY_BUILD_PATH);
#endif
    for (const QString &c : std::as_const(candidates)) {
        if (QFileInfo(c).isExecutable())
            return QFileInfo(c).canonicalFilePath();
    }
    return {};
}

namespace {

// "localhost/shadowbox-gateway:1a2b" (Podman) and "shadowbox-gateway:1a2b" (Docker) alike.
QString bareReference(const QString &reference)
{
    const qsizetype slash = reference.lastIndexOf(u'/');
    return slash < 0 ? reference : reference.mid(slash + 1);
}

} // namespace

void removeEarlierBuilds(const EngineClient &client, const QString &current, const CallOptions &options)
{
    auto images = client.listImages(options);
    auto containers = client.listContainers(QLatin1String(kSandboxLabel), options);
    if (!images || !containers)
        return; // tidying only: the next creation tries again
    QSet<QString> used;
    for (const ContainerInfo &c : std::as_const(*containers))
        used << bareReference(c.image) << c.image;
    const QString prefix = QLatin1String(kRepository) + u':';
    for (const ImageInfo &image : std::as_const(*images)) {
        if (used.contains(image.id))
            continue;
        for (const QString &tag : image.tags) {
            const QString bare = bareReference(tag);
            if (!bare.startsWith(prefix) || bare == bareReference(current) || used.contains(bare))
                continue;
            // Not forced: a container this listing missed (made a moment ago) keeps its image.
            (void)client.removeImage(tag, options, false);
        }
    }
}

Result<QString> ensureImage(const EngineClient &client, const CallOptions &options)
{
    const QString binary = findBinary();
    if (binary.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           GatewayImageText::tr("The network gateway program (shadowbox-gateway) is missing: it "
                                                "belongs beside the shadowbox executable. Reinstall Shadowbox, or "
                                                "build it with scripts/build.sh."));
    QFile file(binary);
    if (!file.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io,
                           GatewayImageText::tr("Cannot read %1: %2.").arg(binary, file.errorString()));
    const QByteArray content = file.readAll();
    const QString tag =
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(16));
    const QString reference = QLatin1String(kRepository) + u':' + tag;
    auto exists = client.imageExists(reference, options);
    if (!exists)
        return exists.error();
    if (*exists)
        return reference;

    ImageArchive tar;
    tar.addFile(QByteArray(kBinaryInImage).mid(1), content, 0755);
    tar.addFolder("run", 0755);
    tar.addFolder("tmp", 01777);
    auto bytes = tar.finish();
    if (!bytes)
        return bytes.error();
    auto imported = client.importImage(*bytes, QLatin1String(kRepository), tag, {}, options);
    if (!imported)
        return imported.error();
    // A new build: the images of earlier ones go once no sandbox's gateway uses them.
    removeEarlierBuilds(client, reference, options);
    return reference;
}

} // namespace shadowbox::gatewayimage
