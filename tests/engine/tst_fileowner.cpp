// Who owns what Shadowbox writes for a sandbox whose root is another user of this machine (Docker
// with userns-remap): the rule (fileowner), and the check a creation makes before anything is made.

#include "core/FileOwner.h"
#include "runtime/EngineTypes.h"
#include "sandbox/SandboxCreation.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shadowbox;

namespace {

QString ownerOf(const QString &path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QStringLiteral("(missing)");
    return QStringLiteral("%1:%2").arg(st.st_uid).arg(st.st_gid);
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

EngineHostInfo remappedHost(std::optional<uint> uid, std::optional<uint> gid)
{
    EngineHostInfo host;
    host.userNamespace = UserNamespace::Remapped;
    host.remappedRootUid = uid;
    host.remappedRootGid = gid;
    return host;
}

} // namespace

class TestFileOwner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aFolderOfThisUserAsksForNothing()
    {
        QTemporaryDir dir;
        QVERIFY(!fileowner::toGiveIn(dir.path()).has_value());
        QVERIFY(!fileowner::toGiveIn(dir.filePath(QStringLiteral("missing"))).has_value());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("file")), "x"));
        const QString before = ownerOf(dir.filePath(QStringLiteral("file")));
        QVERIFY(fileowner::likeItsFolder(dir.filePath(QStringLiteral("file"))));
        QCOMPARE(ownerOf(dir.filePath(QStringLiteral("file"))), before);
    }

    void aFolderOfAnotherUserGivesItsFilesToThatUser()
    {
        if (::geteuid() != 0)
            QSKIP("giving files to another user needs root (CI runs the unit tests as root)");
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("gateway"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(::chown(QFile::encodeName(folder).constData(), 100000, 100001) == 0);
        const auto owner = fileowner::toGiveIn(folder);
        QVERIFY(owner.has_value());
        QCOMPARE(owner->uid, 100000u);
        QCOMPARE(owner->gid, 100001u);

        // A file Shadowbox rewrote there.
        const QString policy = folder + QStringLiteral("/policy.json");
        QVERIFY(writeFile(policy, "{}"));
        QCOMPARE(ownerOf(policy), QStringLiteral("0:0"));
        QVERIFY(fileowner::likeItsFolder(policy));
        QCOMPARE(ownerOf(policy), QStringLiteral("100000:100001"));

        // A link is given itself; what it points at is not touched.
        const QString outside = dir.filePath(QStringLiteral("outside"));
        QVERIFY(writeFile(outside, "host"));
        QVERIFY(::symlink(QFile::encodeName(outside).constData(),
                          QFile::encodeName(folder + QStringLiteral("/link")).constData()) == 0);
        QVERIFY(fileowner::likeItsFolder(folder + QStringLiteral("/link")));
        QCOMPARE(ownerOf(folder + QStringLiteral("/link")), QStringLiteral("100000:100001"));
        QCOMPARE(ownerOf(outside), QStringLiteral("0:0"));
    }

    void aTreeIsGivenWholeWithoutFollowingLinks()
    {
        if (::geteuid() != 0)
            QSKIP("giving files to another user needs root (CI runs the unit tests as root)");
        QTemporaryDir dir;
        const QString tree = dir.filePath(QStringLiteral("workspace"));
        const QString outside = dir.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(tree + QStringLiteral("/src/deep")));
        QVERIFY(QDir().mkpath(outside));
        QVERIFY(writeFile(tree + QStringLiteral("/src/deep/a.txt"), "a"));
        QVERIFY(writeFile(outside + QStringLiteral("/host.txt"), "host"));
        QVERIFY(::symlink(QFile::encodeName(outside).constData(),
                          QFile::encodeName(tree + QStringLiteral("/out")).constData()) == 0);
        QVERIFY(fileowner::giveTree(tree, {100000, 100000}));
        for (const QString &path : {tree, tree + QStringLiteral("/src"), tree + QStringLiteral("/src/deep/a.txt"),
                                    tree + QStringLiteral("/out")})
            QCOMPARE(ownerOf(path), QStringLiteral("100000:100000"));
        QCOMPARE(ownerOf(outside), QStringLiteral("0:0"));
        QCOMPARE(ownerOf(outside + QStringLiteral("/host.txt")), QStringLiteral("0:0"));

        const auto missing = fileowner::giveTree(dir.filePath(QStringLiteral("none")), {1, 1});
        QVERIFY(!missing);
        QVERIFY2(missing.errorMessage().contains(QStringLiteral("none")), qPrintable(missing.errorMessage()));
    }

    void whoRootInTheSandboxIs()
    {
        EngineHostInfo plain;
        plain.userNamespace = UserNamespace::None;
        auto none = SandboxCreation::sandboxRoot(plain, 0);
        QVERIFY(none);
        QVERIFY(!none->has_value());
        plain.userNamespace = UserNamespace::Rootless;
        auto rootless = SandboxCreation::sandboxRoot(plain, 1000);
        QVERIFY(rootless);
        QVERIFY(!rootless->has_value());

        // Remapped, Shadowbox running as root: the workspace is given to the subordinate ids.
        auto asRoot = SandboxCreation::sandboxRoot(remappedHost(100000, 100000), 0);
        QVERIFY(asRoot);
        QVERIFY(asRoot->has_value());
        QCOMPARE((*asRoot)->uid, 100000u);

        // Running as that very user: nothing to give.
        auto asIt = SandboxCreation::sandboxRoot(remappedHost(100000, 100000), 100000);
        QVERIFY(asIt);
        QVERIFY(!asIt->has_value());

        // Any other user cannot give files away: refused before anything is made, saying why.
        auto asUser = SandboxCreation::sandboxRoot(remappedHost(100000, 100000), 1000);
        QVERIFY(!asUser);
        const QString why = asUser.errorMessage();
        QVERIFY2(why.contains(QStringLiteral("userns-remap")) && why.contains(QStringLiteral("100000")) &&
                     why.contains(QStringLiteral("1000")) && why.contains(QStringLiteral("as root")),
                 qPrintable(why));

        // An engine that does not say who its root is.
        auto unsaid = SandboxCreation::sandboxRoot(remappedHost(std::nullopt, std::nullopt), 0);
        QVERIFY(!unsaid);
        QVERIFY2(unsaid.errorMessage().contains(QStringLiteral("--userns-remap")), qPrintable(unsaid.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestFileOwner)
#include "tst_fileowner.moc"
