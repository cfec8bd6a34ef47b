// What a review would write into the user's repository, screened as hostile input: each hazard
// the issue names (links out, absolute and ".." paths, control characters, case-only collisions,
// anything under .git in any spelling) and the ones that follow from them (paths through a link,
// names Windows or macOS cannot hold), each alone, and the harmless names that must pass.

#include "review/ChangeScreening.h"

#include <QTest>

using namespace shadowbox;

namespace {

ChangedEntry fileEntry(const QByteArray &path)
{
    return {path, ChangedEntry::Type::File, {}};
}
ChangedEntry linkEntry(const QByteArray &path, const QByteArray &target)
{
    return {path, ChangedEntry::Type::Symlink, target};
}
ChangedEntry deletedEntry(const QByteArray &path)
{
    return {path, ChangedEntry::Type::Deleted, {}};
}

PathHazards hazardsOf(const QList<ScreenedEntry> &screened, const QByteArray &path)
{
    for (const ScreenedEntry &s : screened)
        if (s.path == path)
            return s.hazards;
    return PathHazards(0xffffffff);
}

} // namespace

Q_DECLARE_METATYPE(ChangedEntry)

class TestChangeScreening : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneEntry_data()
    {
        QTest::addColumn<ChangedEntry>("entry");
        QTest::addColumn<int>("expected");
        QTest::addColumn<bool>("forbidden");
        const int none = 0;
        QTest::newRow("plain file") << fileEntry("src/main.c") << none << false;
        QTest::newRow("dot file") << fileEntry(".github/workflows/ci.yml") << none << false;
        QTest::newRow("gitignore") << fileEntry(".gitignore") << none << false;
        QTest::newRow("a name with dots") << fileEntry("a..b/c...d") << none << false;
        QTest::newRow("utf-8") << fileEntry("docs/r\xc3\xa9sum\xc3\xa9.md") << none << false;
        QTest::newRow("link inside") << linkEntry("src/current", "v2/lib") << none << false;
        QTest::newRow("link up and back in") << linkEntry("a/b/l", "../../c/d") << none << false;

        QTest::newRow("absolute") << fileEntry("/etc/passwd") << int(PathHazard::Absolute) << true;
        QTest::newRow("drive letter") << fileEntry("C:/Windows/x")
                                      << int(PathHazard::Absolute | PathHazard::NotPortable) << true;
        QTest::newRow("backslash root") << fileEntry("\\\\server\\share")
                                        << int(PathHazard::Absolute | PathHazard::NotPortable) << true;
        QTest::newRow("dot dot") << fileEntry("../outside") << int(PathHazard::ParentReference) << true;
        QTest::newRow("dot dot inside") << fileEntry("a/../../b") << int(PathHazard::ParentReference) << true;
        QTest::newRow("dot") << fileEntry("./a") << int(PathHazard::ParentReference) << true;
        QTest::newRow("empty component") << fileEntry("a//b") << int(PathHazard::ParentReference) << true;
        QTest::newRow("git hook") << fileEntry(".git/hooks/pre-commit") << int(PathHazard::GitFolder) << true;
        QTest::newRow("git config") << fileEntry(".git/config") << int(PathHazard::GitFolder) << true;
        QTest::newRow("nested git") << fileEntry("vendor/lib/.git/config") << int(PathHazard::GitFolder) << true;
        QTest::newRow("GIT upper case") << fileEntry(".GIT/config") << int(PathHazard::GitFolder) << true;
        QTest::newRow("git trailing dot")
            << fileEntry(".git./hooks/x") << int(PathHazard::GitFolder | PathHazard::NotPortable) << true;
        QTest::newRow("git trailing space")
            << fileEntry(".git /hooks/x") << int(PathHazard::GitFolder | PathHazard::NotPortable) << true;
        QTest::newRow("ntfs short name") << fileEntry("GIT~1/config") << int(PathHazard::GitFolder) << true;
        QTest::newRow("link absolute") << linkEntry("l", "/etc") << int(PathHazard::LinkLeavesRepository) << false;
        QTest::newRow("link climbing out")
            << linkEntry("a/l", "../../x") << int(PathHazard::LinkLeavesRepository) << false;
        QTest::newRow("link into git") << linkEntry("hooks", ".git/hooks") << int(PathHazard::LinkLeavesRepository)
                                       << false;
        QTest::newRow("link into git by way of ..")
            << linkEntry("a/l", "../.GIT") << int(PathHazard::LinkLeavesRepository) << false;
        QTest::newRow("empty link") << linkEntry("l", "") << int(PathHazard::LinkLeavesRepository) << false;
        QTest::newRow("newline in name") << fileEntry("evil\nname") << int(PathHazard::ControlCharacter) << false;
        QTest::newRow("escape in name") << fileEntry("readme\x1b[31m.md") << int(PathHazard::ControlCharacter) << false;
        QTest::newRow("delete in name") << fileEntry("a\x7f") << int(PathHazard::ControlCharacter) << false;
        QTest::newRow("control in link target") << linkEntry("l", "a\rb") << int(PathHazard::ControlCharacter) << false;
        QTest::newRow("reserved name") << fileEntry("src/con.h") << int(PathHazard::NotPortable) << false;
        QTest::newRow("reserved COM1") << fileEntry("LPT1") << int(PathHazard::NotPortable) << false;
        QTest::newRow("not reserved COM10") << fileEntry("COM10.txt") << none << false;
        QTest::newRow("trailing dot") << fileEntry("notes.") << int(PathHazard::NotPortable) << false;
        QTest::newRow("colon") << fileEntry("x/a:b") << int(PathHazard::NotPortable) << false;
        QTest::newRow("drive relative") << fileEntry("a:b") << int(PathHazard::Absolute | PathHazard::NotPortable)
                                        << true;
        QTest::newRow("not utf-8") << fileEntry("caf\xe9") << int(PathHazard::NotPortable) << false;
    }

    void oneEntry()
    {
        QFETCH(ChangedEntry, entry);
        QFETCH(int, expected);
        QFETCH(bool, forbidden);
        const QList<ScreenedEntry> screened = ChangeScreening::screen({entry});
        QCOMPARE(screened.size(), 1);
        QCOMPARE(int(screened.first().hazards), expected);
        QCOMPARE(screened.first().forbidden(), forbidden);
        QCOMPARE(screened.first().excludedByDefault(), expected != 0);
        QCOMPARE(ChangeScreening::describe(screened.first().hazards).size(),
                 qsizetype(qPopulationCount(quint32(expected))));
    }

    void pathsThroughLinks()
    {
        // A link the change makes, then a file "inside" it: applying the file would write where the
        // link points.
        const auto screened = ChangeScreening::screen(
            {linkEntry("escape", "/home/user"), fileEntry("escape/.bashrc"), fileEntry("escaped.txt")});
        QCOMPARE(hazardsOf(screened, "escape"), PathHazards(PathHazard::LinkLeavesRepository));
        QVERIFY(hazardsOf(screened, "escape/.bashrc") & PathHazard::ThroughLink);
        QCOMPARE(hazardsOf(screened, "escaped.txt"), PathHazards());
        // A link already in the repository counts too, unless the change replaces it.
        QVERIFY(ChangeScreening::screen({fileEntry("docs/a.md")}, {"docs"}, {"docs"}).first().hazards &
                PathHazard::ThroughLink);
        const auto replaced =
            ChangeScreening::screen({deletedEntry("docs"), fileEntry("docs/a.md")}, {"docs"}, {"docs"});
        QCOMPARE(hazardsOf(replaced, "docs/a.md"), PathHazards());
        // Deeper: a link several folders up.
        QVERIFY(ChangeScreening::screen({linkEntry("a/b", "../c"), fileEntry("a/b/c/d")}).last().hazards &
                PathHazard::ThroughLink);
    }

    void caseCollisions()
    {
        // Two new files, or a new one beside one already there, that differ only in case.
        const auto two =
            ChangeScreening::screen({fileEntry("README.md"), fileEntry("readme.md"), fileEntry("other.md")});
        QVERIFY(hazardsOf(two, "README.md") & PathHazard::CaseCollision);
        QVERIFY(hazardsOf(two, "readme.md") & PathHazard::CaseCollision);
        QCOMPARE(hazardsOf(two, "other.md"), PathHazards());
        QVERIFY(ChangeScreening::screen({fileEntry("Makefile")}, {"makefile", "src/a.c"}).first().hazards &
                PathHazard::CaseCollision);
        // The same file changed is no collision; one renamed in case only, with the old deleted, is not either.
        QCOMPARE(ChangeScreening::screen({fileEntry("Makefile")}, {"Makefile"}).first().hazards, PathHazards());
        const auto renamed = ChangeScreening::screen({deletedEntry("makefile"), fileEntry("Makefile")}, {"makefile"});
        QCOMPARE(hazardsOf(renamed, "Makefile"), PathHazards());
        // Unicode: composed and decomposed é are one name on macOS.
        const auto unicode = ChangeScreening::screen({fileEntry("caf\xc3\xa9"), fileEntry("cafe\xcc\x81")});
        QVERIFY(hazardsOf(unicode, "caf\xc3\xa9") & PathHazard::CaseCollision);
        QVERIFY(hazardsOf(unicode, "cafe\xcc\x81") & PathHazard::CaseCollision);
        // Names that are not UTF-8 are flagged as such, not as colliding with one another.
        const auto raw = ChangeScreening::screen({fileEntry("a\xff"), fileEntry("b\xfe")});
        QCOMPARE(hazardsOf(raw, "a\xff"), PathHazards(PathHazard::NotPortable));
        QCOMPARE(hazardsOf(raw, "b\xfe"), PathHazards(PathHazard::NotPortable));
        // Folding beyond ASCII.
        QVERIFY(ChangeScreening::screen({fileEntry("\xc3\x84rger"), fileEntry("\xc3\xa4rger")}).first().hazards &
                PathHazard::CaseCollision);
    }

    void everyHazardHasItsSentence()
    {
        const QStringList all = ChangeScreening::describe(PathHazards(0xff));
        QCOMPARE(all.size(), 8);
        for (const QString &sentence : all)
            QVERIFY2(sentence.endsWith(u'.') && sentence.size() > 40, qPrintable(sentence));
        QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), 8);
    }
};

QTEST_GUILESS_MAIN(TestChangeScreening)
#include "tst_changescreening.moc"
