// The data folder is private to its user: the folder, its workspaces folder and every workspace are
// 0700, the database and SQLite's files next to it 0600. Opening the store checks and repairs that,
// and says what it repaired.

#include "core/DataFolder.h"
#include "session/Session.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {
uint modeOf(const QString &path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return 0xFFFFu; // no such file: matches no mode
    return st.st_mode & 07777;
}

bool setMode(const QString &path, uint mode)
{
    return ::chmod(QFile::encodeName(path).constData(), mode_t(mode)) == 0;
}

bool touch(const QString &path, uint mode)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && setMode(path, mode);
}

// A data folder as an older Shadowbox (mkpath and SQLite under umask 022) or a careless copy left it.
struct OpenDataFolder {
    QTemporaryDir root;
    QString data;
    QTemporaryDir outside;

    bool build()
    {
        data = root.filePath(QStringLiteral("shadowbox"));
        return QDir().mkpath(data + QStringLiteral("/workspaces/aaaa")) &&
               QDir().mkpath(data + QStringLiteral("/workspaces/bbbb")) && setMode(data, 0755) &&
               setMode(data + QStringLiteral("/workspaces"), 0755) &&
               setMode(data + QStringLiteral("/workspaces/aaaa"), 0755)
               // A sandbox ran `chmod 000 /workspace`: its owner cannot even read it any more.
               && setMode(data + QStringLiteral("/workspaces/bbbb"), 0) &&
               touch(data + QStringLiteral("/shadowbox.db"), 0644) &&
               touch(data + QStringLiteral("/shadowbox.db-wal"), 0644) &&
               touch(data + QStringLiteral("/shadowbox.db-shm"), 0666)
               // A link in the workspaces folder is never followed: what it points at keeps its mode.
               && setMode(outside.path(), 0755) &&
               ::symlink(QFile::encodeName(outside.path()).constData(),
                         QFile::encodeName(data + QStringLiteral("/workspaces/link")).constData()) == 0;
    }
};
} // namespace

class TestDataFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void secureRepairsEveryMode()
    {
        OpenDataFolder folder;
        QVERIFY(folder.build());
        auto report = DataFolder::secure(folder.data);
        QVERIFY2(report, qPrintable(report.errorMessage()));
        QVERIFY2(report->problems.isEmpty(), qPrintable(report->problems.join(u'\n')));

        QCOMPARE(modeOf(folder.data), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/workspaces")), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/workspaces/aaaa")), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/workspaces/bbbb")), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db")), 0600u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db-wal")), 0600u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db-shm")), 0600u);
        QCOMPARE(modeOf(folder.outside.path()), 0755u);

        QCOMPARE(report->repaired.size(), 7);
        const ModeRepair &first = report->repaired.first();
        QCOMPARE(first.path, folder.data);
        QCOMPARE(first.before, 0755u);
        QCOMPARE(first.after, 0700u);
        QVERIFY2(report->summary().contains(folder.data + QStringLiteral("/shadowbox.db-shm (0666 → 0600)")),
                 qPrintable(report->summary()));

        // Once repaired, there is nothing more to say.
        auto again = DataFolder::secure(folder.data);
        QVERIFY(again);
        QVERIFY2(again->isEmpty(), qPrintable(again->summary()));
    }

    void openingTheStoreRepairs()
    {
        // What the window and the command line do at start.
        OpenDataFolder folder;
        QVERIFY(folder.build());
        QFile::remove(folder.data + QStringLiteral("/shadowbox.db")); // an empty file is no database
        QFile::remove(folder.data + QStringLiteral("/shadowbox.db-wal"));
        QFile::remove(folder.data + QStringLiteral("/shadowbox.db-shm"));
        {
            auto store = Store::open(folder.data + QStringLiteral("/shadowbox.db"));
            QVERIFY2(store, qPrintable(store.errorMessage()));
        }
        QVERIFY(setMode(folder.data + QStringLiteral("/shadowbox.db"), 0644));

        SessionConfig config;
        config.dataDir = folder.data;
        config.runtimeDir = folder.root.filePath(QStringLiteral("run"));
        config.allowEmbedded = false;
        Session session(config);
        const Status opened = test::await(session.openStore());
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        QCOMPARE(modeOf(folder.data), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/workspaces")), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/workspaces/aaaa")), 0700u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db")), 0600u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db-wal")), 0600u);
        QCOMPARE(modeOf(folder.data + QStringLiteral("/shadowbox.db-shm")), 0600u);
        QVERIFY2(session.dataFolderReport().summary().contains(QStringLiteral("made its data private again")),
                 qPrintable(session.dataFolderReport().summary()));
    }

    void newDataFolderIsPrivate()
    {
        // A first start under the usual umask: nothing is ever readable by others, not even briefly.
        QTemporaryDir root;
        const QString data = root.filePath(QStringLiteral("deep/shadowbox"));
        const mode_t before = ::umask(022);
        auto store = Store::open(data + QStringLiteral("/shadowbox.db"));
        ::umask(before);
        QVERIFY2(store, qPrintable(store.errorMessage()));
        SandboxRecord r;
        r.id = QStringLiteral("abc");
        r.name = QStringLiteral("abc");
        r.repository = r.image = r.engineEndpoint = r.workspace = QStringLiteral("x");
        QVERIFY(test::await((*store)->saveSandbox(r)));
        QCOMPARE(modeOf(data), 0700u);
        QCOMPARE(modeOf(data + QStringLiteral("/shadowbox.db")), 0600u);
        QVERIFY(QFile::exists(data + QStringLiteral("/shadowbox.db-wal")));
        QCOMPARE(modeOf(data + QStringLiteral("/shadowbox.db-wal")), 0600u);
        QCOMPARE(modeOf(data + QStringLiteral("/shadowbox.db-shm")), 0600u);

        auto report = DataFolder::secure(data);
        QVERIFY(report);
        QVERIFY2(report->isEmpty(), qPrintable(report->summary()));
        QCOMPARE(modeOf(data + QStringLiteral("/workspaces")), 0700u);
    }

    void anotherUsersWorkspaceIsMadePrivateByRoot()
    {
        // Under Docker's userns-remap a workspace belongs to root in its sandbox, a subordinate id of
        // this machine: Shadowbox, running as root, keeps it private all the same, and its owner.
        if (::geteuid() != 0)
            QSKIP("giving a folder to another user needs root (CI runs the unit tests as root)");
        QTemporaryDir root;
        const QString data = root.filePath(QStringLiteral("shadowbox"));
        const QString foreign = data + QStringLiteral("/workspaces/foreign");
        QVERIFY(QDir().mkpath(foreign));
        QVERIFY(setMode(foreign, 0755));
        QVERIFY(::chown(QFile::encodeName(foreign).constData(), 100000, 100000) == 0);
        auto report = DataFolder::secure(data);
        QVERIFY(report);
        QVERIFY2(report->problems.isEmpty(), qPrintable(report->summary()));
        QCOMPARE(modeOf(foreign), 0700u);
        QVERIFY2(report->summary().contains(foreign), qPrintable(report->summary()));
        struct stat st {};
        QVERIFY(::lstat(QFile::encodeName(foreign).constData(), &st) == 0);
        QCOMPARE(st.st_uid, uid_t(100000));
    }

    void workspacesFolderThatIsALinkIsNotFollowed()
    {
        QTemporaryDir root;
        QTemporaryDir elsewhere;
        QVERIFY(setMode(elsewhere.path(), 0755));
        const QString data = root.filePath(QStringLiteral("shadowbox"));
        QVERIFY(QDir().mkpath(data));
        QVERIFY(::symlink(QFile::encodeName(elsewhere.path()).constData(),
                          QFile::encodeName(data + QStringLiteral("/workspaces")).constData()) == 0);
        auto report = DataFolder::secure(data);
        QVERIFY(report);
        QCOMPARE(report->problems.size(), 1);
        QVERIFY2(report->problems.first().contains(QStringLiteral("link")), qPrintable(report->problems.first()));
        QCOMPARE(modeOf(elsewhere.path()), 0755u);
    }
};

QTEST_GUILESS_MAIN(TestDataFolder)
#include "tst_datafolder.moc"
