// The digest that tells one state of a container's writable layer from another: what changes it,
// what does not, and that it never follows a link the sandbox planted.

#include "snapshot/ContainerSnapshots.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {
void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(data), data.size());
}
} // namespace

class TestContainerSnapshots : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_temp;
    QString m_layer;
    QString m_outside;

    QByteArray digest() const { return ContainerSnapshots::layerDigest(m_layer, {QByteArrayLiteral("workspace")}); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_temp.isValid());
        m_layer = m_temp.filePath(QStringLiteral("upper-%1").arg(QTest::currentTestFunction()));
        m_outside = m_temp.filePath(QStringLiteral("outside-%1").arg(QTest::currentTestFunction()));
        QVERIFY(QDir().mkpath(m_layer + QStringLiteral("/etc")));
        QVERIFY(QDir().mkpath(m_layer + QStringLiteral("/tmp")));
        QVERIFY(QDir().mkpath(m_outside));
        write(m_layer + QStringLiteral("/etc/hosts"), "127.0.0.1 localhost\n");
    }

    void sameLayerSameDigest()
    {
        const QByteArray a = digest();
        QVERIFY(!a.isEmpty());
        QCOMPARE(a.size(), 64);
        QCOMPARE(digest(), a);
    }

    void contentChangeOfTheSameSizeChangesIt()
    {
        write(m_layer + QStringLiteral("/etc/motd"), "aaaa");
        const QByteArray before = digest();
        QThread::msleep(20);
        write(m_layer + QStringLiteral("/etc/motd"), "bbbb"); // same size, same path: only the times differ
        QVERIFY(digest() != before);
    }

    void addedDeletedAndModeChangesChangeIt()
    {
        const QByteArray start = digest();
        write(m_layer + QStringLiteral("/etc/new"), "x");
        const QByteArray added = digest();
        QVERIFY(added != start);
        QVERIFY(::chmod(QFile::encodeName(m_layer + QStringLiteral("/etc/new")).constData(), 0600) == 0);
        const QByteArray chmodded = digest();
        QVERIFY(chmodded != added);
        QVERIFY(QFile::remove(m_layer + QStringLiteral("/etc/new")));
        QVERIFY(digest() != chmodded);
    }

    void aFileMadeAndRemovedInAFolderLeavesItAsItWas()
    {
        const QByteArray before = digest();
        write(m_layer + QStringLiteral("/tmp/.pid"), "123");
        QVERIFY(digest() != before);
        QVERIFY(QFile::remove(m_layer + QStringLiteral("/tmp/.pid")));
        QCOMPARE(digest(), before); // the folder's times moved; nothing a snapshot needs did
    }

    void theWorkspaceMountPointIsLeftOut()
    {
        const QByteArray before = digest();
        QVERIFY(QDir().mkpath(m_layer + QStringLiteral("/workspace/sub")));
        write(m_layer + QStringLiteral("/workspace/sub/file"), "anything");
        QCOMPARE(digest(), before);
    }

    void linksAreNeverFollowed()
    {
        // A link planted in the layer pointing at a folder of the host: what happens there is not
        // the layer's business, and the digest never looks.
        QVERIFY(QFile::link(m_outside, m_layer + QStringLiteral("/etc/escape")));
        const QByteArray before = digest();
        write(m_outside + QStringLiteral("/secret"), "host data");
        QCOMPARE(digest(), before);
        // Retargeting the link is a change of the layer, though.
        QVERIFY(QFile::remove(m_layer + QStringLiteral("/etc/escape")));
        QVERIFY(QFile::link(m_temp.path(), m_layer + QStringLiteral("/etc/escape")));
        QVERIFY(digest() != before);
    }

    void anUpperFolderThatIsALinkIsRefused()
    {
        const QString link = m_temp.filePath(QStringLiteral("link-to-layer"));
        QVERIFY(QFile::link(m_layer, link));
        QVERIFY(ContainerSnapshots::layerDigest(link).isEmpty());
    }

    void aLayerThatCannotBeReadHasNoDigest()
    {
        QVERIFY(ContainerSnapshots::layerDigest(QString()).isEmpty());
        QVERIFY(ContainerSnapshots::layerDigest(QStringLiteral("relative/path")).isEmpty());
        QVERIFY(ContainerSnapshots::layerDigest(m_temp.filePath(QStringLiteral("missing"))).isEmpty());
        if (::geteuid() != 0) {
            QVERIFY(::chmod(QFile::encodeName(m_layer + QStringLiteral("/etc")).constData(), 0) == 0);
            QVERIFY2(digest().isEmpty(), "a folder that cannot be entered makes the digest unknown, not partial");
            QVERIFY(::chmod(QFile::encodeName(m_layer + QStringLiteral("/etc")).constData(), 0755) == 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestContainerSnapshots)
#include "tst_containersnapshots.moc"
