#include "runtime/StarterImage.h"

#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

using namespace shadowbox;

namespace {

struct ArchiveReadDeleter {
    void operator()(archive *a) const { archive_read_free(a); }
};

struct TarEntry {
    QByteArray path;
    mode_t type = 0;
    int perm = 0;
    qint64 size = 0;
    qint64 uid = -1;
    qint64 gid = -1;
    QByteArray symlink;
    QByteArray content;
};

// Reads the tar back with libarchive, the same library a container engine's importer resembles.
// Returns an empty list and sets *error when the stream is not a valid tar.
QList<TarEntry> readTar(const QByteArray &tar, QString *error)
{
    std::unique_ptr<archive, ArchiveReadDeleter> a(archive_read_new());
    archive_read_support_format_tar(a.get());
    archive_read_support_filter_none(a.get());
    if (archive_read_open_memory(a.get(), tar.constData(), size_t(tar.size())) != ARCHIVE_OK) {
        *error = QString::fromUtf8(archive_error_string(a.get()));
        return {};
    }
    QList<TarEntry> entries;
    archive_entry *e = nullptr;
    int rc = ARCHIVE_OK;
    while ((rc = archive_read_next_header(a.get(), &e)) == ARCHIVE_OK) {
        TarEntry t;
        t.path = archive_entry_pathname(e);
        t.type = archive_entry_filetype(e);
        t.perm = int(archive_entry_perm(e));
        t.size = archive_entry_size(e);
        t.uid = archive_entry_uid(e);
        t.gid = archive_entry_gid(e);
        if (const char *target = archive_entry_symlink(e))
            t.symlink = target;
        if (t.type == AE_IFREG && t.size > 0) {
            t.content.resize(t.size);
            const la_ssize_t n = archive_read_data(a.get(), t.content.data(), size_t(t.size));
            if (n != t.size) {
                *error = QStringLiteral("short read for %1").arg(QString::fromUtf8(t.path));
                return {};
            }
        }
        entries.append(t);
    }
    if (rc != ARCHIVE_EOF) {
        *error = QString::fromUtf8(archive_error_string(a.get()));
        return {};
    }
    return entries;
}

// Directory entries may be written as "bin" or "bin/"; compare without the trailing slash.
QByteArray normalised(QByteArray path)
{
    while (path.endsWith('/'))
        path.chop(1);
    return path;
}

} // namespace

class TestStarterImage : public QObject {
    Q_OBJECT

private:
    QString m_busybox;
    QStringList m_applets;
    QMap<QByteArray, TarEntry> m_entries;
    QList<TarEntry> m_list;
    QByteArray m_tar;

private Q_SLOTS:
    // Builds the archive once; the test functions below look at different parts of it.
    void initTestCase()
    {
        if (!QFileInfo::exists(QStringLiteral("/bin/busybox")) &&
            !QFileInfo::exists(QStringLiteral("/usr/bin/busybox")))
            QSKIP("busybox is not installed; install busybox-static (scripts/setup.sh does).");
        m_busybox = starter::findStaticBusybox();
        QVERIFY2(!m_busybox.isEmpty(), "busybox is installed but was not recognised as a static binary");
        auto applets = starter::listApplets(m_busybox);
        QVERIFY2(applets.ok(), qPrintable(applets.errorMessage()));
        m_applets = *applets;
        auto tar = starter::buildRootfsTar(m_busybox, m_applets);
        QVERIFY2(tar.ok(), qPrintable(tar.errorMessage()));
        m_tar = *tar;
        QString error;
        m_list = readTar(m_tar, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const TarEntry &e : std::as_const(m_list))
            m_entries.insert(normalised(e.path), e);
    }

    void findsStaticBusybox()
    {
        const QString found = starter::findStaticBusybox();
        QVERIFY(!found.isEmpty());
        // The executable in PATH wins over the fixed locations; all are resolved to the real file.
        QString expected = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        if (expected.isEmpty())
            expected = QStringLiteral("/bin/busybox");
        QCOMPARE(found, QFileInfo(expected).canonicalFilePath());
        QCOMPARE(QFileInfo(found).canonicalFilePath(), found);
    }

    void listsApplets()
    {
        for (const char *needed : {"sh", "ls", "cat", "true", "env"})
            QVERIFY2(m_applets.contains(QString::fromLatin1(needed)), needed);
        QVERIFY(m_applets.size() > 50);
        for (const QString &a : std::as_const(m_applets)) {
            QVERIFY2(!a.isEmpty() && !a.contains(u'/') && !a.contains(u' ') && a != QLatin1String("..") &&
                         a != QLatin1String("."),
                     qPrintable(a));
        }
        QCOMPARE(QSet<QString>(m_applets.cbegin(), m_applets.cend()).size(), m_applets.size());
    }

    void listAppletsOfSomethingElseFails()
    {
        auto notBusybox = starter::listApplets(QStringLiteral("/bin/false"));
        QVERIFY(!notBusybox.ok());
        QVERIFY(!notBusybox.errorMessage().isEmpty());
        auto missing = starter::listApplets(QStringLiteral("/nonexistent/busybox"));
        QVERIFY(!missing.ok());
    }

    void buildsReadableTar()
    {
        QVERIFY(m_tar.size() % 512 == 0); // whole tar blocks
        QVERIFY(!m_list.isEmpty());
        QSet<QByteArray> seen;
        for (const TarEntry &e : std::as_const(m_list)) {
            const QByteArray key = normalised(e.path);
            QVERIFY2(!seen.contains(key), key.constData()); // no entry written twice
            seen.insert(key);
        }
    }

    void noEscapingPaths()
    {
        QVERIFY(!m_list.isEmpty());
        for (const TarEntry &e : std::as_const(m_list)) {
            QVERIFY2(!e.path.startsWith('/'), e.path.constData());
            QVERIFY2(!e.path.split('/').contains(".."), e.path.constData());
            QVERIFY2(!e.path.isEmpty(), "an entry without a name");
            QCOMPARE(e.uid, qint64(0));
            QCOMPARE(e.gid, qint64(0));
        }
    }

    void busyboxBinary()
    {
        QVERIFY(m_entries.contains("bin/busybox"));
        const TarEntry e = m_entries.value("bin/busybox");
        QCOMPARE(int(e.type), int(AE_IFREG));
        QCOMPARE(e.perm, 0755);
        QCOMPARE(e.size, QFileInfo(m_busybox).size());
        QFile f(m_busybox);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(e.content == f.readAll(), "bin/busybox differs from the host's busybox");
    }

    void appletLinks()
    {
        QVERIFY(m_entries.contains("bin/sh"));
        const TarEntry sh = m_entries.value("bin/sh");
        QCOMPARE(int(sh.type), int(AE_IFLNK));
        QCOMPARE(sh.symlink, QByteArray("busybox"));
        // Every applet has its link, pointing at busybox next to it.
        for (const QString &applet : std::as_const(m_applets)) {
            if (applet == QLatin1String("busybox"))
                continue;
            const QByteArray path = "bin/" + applet.toLatin1();
            QVERIFY2(m_entries.contains(path), path.constData());
            QCOMPARE(int(m_entries.value(path).type), int(AE_IFLNK));
            QCOMPARE(m_entries.value(path).symlink, QByteArray("busybox"));
        }
        QVERIFY(m_entries.contains("usr/bin/env"));
        QCOMPARE(m_entries.value("usr/bin/env").symlink, QByteArray("/bin/busybox"));
    }

    void systemFiles()
    {
        QVERIFY(m_entries.contains("etc/passwd"));
        const TarEntry passwd = m_entries.value("etc/passwd");
        QCOMPARE(int(passwd.type), int(AE_IFREG));
        QCOMPARE(passwd.perm, 0644);
        QVERIFY2(passwd.content.startsWith("root:x:0:0:"), passwd.content.constData());
        QVERIFY(passwd.content.contains(":/root:/bin/sh"));
        QCOMPARE(passwd.size, qint64(passwd.content.size()));
        QVERIFY(m_entries.contains("etc/group"));
        QVERIFY(m_entries.value("etc/group").content.startsWith("root:x:0:"));
    }

    void directories()
    {
        for (const char *dir : {"bin", "etc", "root", "tmp", "workspace", "proc", "sys", "dev", "usr/bin", "var/tmp"}) {
            QVERIFY2(m_entries.contains(dir), dir);
            QCOMPARE(int(m_entries.value(dir).type), int(AE_IFDIR));
        }
        QCOMPARE(m_entries.value("tmp").perm, 01777);
        QCOMPARE(m_entries.value("var/tmp").perm, 01777);
        QCOMPARE(m_entries.value("workspace").perm, 0755);
        QCOMPARE(m_entries.value("bin").perm, 0755);
        // Every entry's parent folder is in the archive, ahead of it.
        QSet<QByteArray> seen;
        for (const TarEntry &e : std::as_const(m_list)) {
            const QByteArray path = normalised(e.path);
            const qsizetype slash = path.lastIndexOf('/');
            if (slash > 0)
                QVERIFY2(seen.contains(path.left(slash)), path.constData());
            seen.insert(path);
        }
    }

    void missingBusyboxIsError()
    {
        auto tar = starter::buildRootfsTar(QStringLiteral("/nonexistent/busybox"), {QStringLiteral("sh")});
        QVERIFY(!tar.ok());
        QCOMPARE(tar.error().kind, Error::Kind::Io);
        QVERIFY2(tar.errorMessage().contains(QLatin1String("/nonexistent/busybox")), qPrintable(tar.errorMessage()));
    }

    void reference() { QCOMPARE(starter::reference(), QStringLiteral("shadowbox-starter:1")); }
};

QTEST_GUILESS_MAIN(TestStarterImage)
#include "tst_starterimage.moc"
