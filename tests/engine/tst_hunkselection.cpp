// Hunk selection: a file rebuilt from its old version plus exactly the approved hunks, checked by
// hand on the cases that break line arithmetic (first and last lines, adjacent hunks, no newline at
// the end, CRLF, added and deleted files, binary), and against git itself: the patch of the
// approved hunks, applied by `git apply`, gives the same bytes, for random texts and choices.

#include "review/HunkSelection.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

namespace {

QByteArray lines(std::initializer_list<const char *> items, const char *eol = "\n", bool lastEol = true)
{
    QByteArray out;
    qsizetype n = 0;
    for (const char *item : items) {
        out += item;
        if (++n < qsizetype(items.size()) || lastEol)
            out += eol;
    }
    return out;
}

QSet<int> all(const TextDiff &d)
{
    QSet<int> s;
    for (int i = 0; i < d.hunks.size(); ++i)
        s.insert(i);
    return s;
}

} // namespace

class TestHunkSelection : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // `git apply` of the approved hunks onto the old text, in a scratch repository.
    QByteArray gitApply(const QByteArray &oldText, const QByteArray &body)
    {
        const QString file = m_dir.filePath(QStringLiteral("f"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(oldText) != oldText.size())
            return "(unwritable)";
        f.close();
        QFile p(m_dir.filePath(QStringLiteral("p.diff")));
        if (!p.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return "(unwritable)";
        p.write("diff --git a/f b/f\n--- a/f\n+++ b/f\n" + body);
        p.close();
        QProcess git;
        git.setWorkingDirectory(m_dir.path());
        git.start(QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("--unidiff-zero"),
                                          QStringLiteral("--whitespace=nowarn"), QStringLiteral("p.diff")});
        if (!git.waitForFinished(10'000) || git.exitCode() != 0)
            return "(git apply failed: " + git.readAllStandardError() + ")";
        QFile r(file);
        return r.open(QIODevice::ReadOnly) ? r.readAll() : QByteArray("(unreadable)");
    }

    // Every subset of the hunks (up to 6 of them) applied both ways gives the same bytes.
    void checkAgainstGit(const QByteArray &oldText, const QByteArray &newText, const TextDiffOptions &options = {})
    {
        auto d = HunkSelection::diff(oldText, newText, options);
        QVERIFY2(d, qPrintable(d.errorMessage()));
        const int n = int(qMin<qsizetype>(d->hunks.size(), 6));
        for (int mask = 0; mask < (1 << n); ++mask) {
            QSet<int> approved;
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i))
                    approved.insert(i);
            auto ours = HunkSelection::apply(oldText, newText, *d, approved);
            QVERIFY2(ours, qPrintable(ours.errorMessage()));
            auto body = HunkSelection::patchBody(oldText, newText, *d, approved);
            QVERIFY2(body, qPrintable(body.errorMessage()));
            const QByteArray theirs = approved.isEmpty() ? oldText : gitApply(oldText, *body);
            QVERIFY2(*ours == theirs, qPrintable(QStringLiteral("hunks %1 of %2:\nours:\n%3\ngit:\n%4\npatch:\n%5")
                                                     .arg(mask)
                                                     .arg(n)
                                                     .arg(QString::fromUtf8(*ours), QString::fromUtf8(theirs),
                                                          QString::fromUtf8(*body))));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(QProcess::execute(QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q"), m_dir.path()}),
                 0);
    }

    void twoHunksEachAloneOrTogether()
    {
        const QByteArray before = lines({"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14"});
        const QByteArray after =
            lines({"1", "two", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "thirteen", "14", "15"});
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        QCOMPARE(d->hunks.size(), 2);
        QCOMPARE(d->added, 3);
        QCOMPARE(d->removed, 2);
        QCOMPARE(*HunkSelection::apply(before, after, *d, {}), before);
        QCOMPARE(*HunkSelection::apply(before, after, *d, all(*d)), after);
        QCOMPARE(*HunkSelection::apply(before, after, *d, {0}),
                 lines({"1", "two", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14"}));
        QCOMPARE(*HunkSelection::apply(before, after, *d, {1}),
                 lines({"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "thirteen", "14", "15"}));
        checkAgainstGit(before, after);
    }

    void adjacentHunksWithoutContext()
    {
        // With no context lines, changes one line apart are hunks of their own.
        const QByteArray before = lines({"a", "b", "c", "d", "e"});
        const QByteArray after = lines({"A", "b", "C", "d", "E"});
        TextDiffOptions tight;
        tight.contextLines = 0;
        auto d = HunkSelection::diff(before, after, tight);
        QVERIFY(d);
        QCOMPARE(d->hunks.size(), 3);
        QCOMPARE(*HunkSelection::apply(before, after, *d, {1}), lines({"a", "b", "C", "d", "e"}));
        QCOMPARE(*HunkSelection::apply(before, after, *d, {0, 2}), lines({"A", "b", "c", "d", "E"}));
        checkAgainstGit(before, after, tight);
        // Insertions and deletions next to each other, with no context.
        checkAgainstGit(lines({"a", "b", "c", "d"}), lines({"new", "a", "c", "x", "y", "d"}), tight);
    }

    void firstAndLastLines()
    {
        const QByteArray before = lines({"first", "2", "3", "4", "5", "6", "7", "8", "9", "last"});
        const QByteArray after = lines({"FIRST", "2", "3", "4", "5", "6", "7", "8", "9", "LAST"});
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        QCOMPARE(d->hunks.size(), 2);
        QCOMPARE(*HunkSelection::apply(before, after, *d, {1}),
                 lines({"first", "2", "3", "4", "5", "6", "7", "8", "9", "LAST"}));
        checkAgainstGit(before, after);
        checkAgainstGit(lines({"only"}), lines({"new top", "only", "new bottom"}));
    }

    void noNewlineAtTheEnd()
    {
        // Added, removed, and kept missing, with and without a change to the last line.
        checkAgainstGit(lines({"a", "b"}, "\n", false), lines({"a", "b"}));
        checkAgainstGit(lines({"a", "b"}), lines({"a", "b"}, "\n", false));
        checkAgainstGit(lines({"a", "b"}, "\n", false), lines({"a", "c"}, "\n", false));
        checkAgainstGit(lines({"1", "2", "3", "4", "5", "6", "7", "8", "9", "end"}, "\n", false),
                        lines({"one", "2", "3", "4", "5", "6", "7", "8", "9", "END"}));
        const QByteArray before = lines({"a", "b"}, "\n", false);
        const QByteArray after = lines({"a", "b", "c"}, "\n", false);
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        QCOMPARE(*HunkSelection::apply(before, after, *d, all(*d)), after);
        QCOMPARE(*HunkSelection::apply(before, after, *d, {}), before);
    }

    void crlfLinesKeepTheirEnds()
    {
        const QByteArray before = lines({"one", "two", "three"}, "\r\n");
        const QByteArray after = lines({"one", "TWO", "three", "four"}, "\r\n");
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        QCOMPARE(*HunkSelection::apply(before, after, *d, all(*d)), after);
        checkAgainstGit(before, after);
        // A file whose line ends change from LF to CRLF: every line differs.
        const QByteArray unix = lines({"a", "b"});
        const QByteArray dos = lines({"a", "b"}, "\r\n");
        auto ends = HunkSelection::diff(unix, dos);
        QVERIFY(ends);
        QCOMPARE(ends->added, 2);
        QCOMPARE(*HunkSelection::apply(unix, dos, *ends, all(*ends)), dos);
        // Ignoring whitespace at the ends of lines hides exactly that.
        TextDiffOptions eol;
        eol.whitespace = TextDiffOptions::Whitespace::IgnoreAtEnd;
        auto hidden = HunkSelection::diff(unix, dos, eol);
        QVERIFY(hidden);
        QCOMPARE(hidden->hunks.size(), 0);
        QCOMPARE(*HunkSelection::apply(unix, dos, *hidden, {}), unix);
    }

    void addedAndDeletedFiles()
    {
        const QByteArray text = lines({"a", "b", "c"});
        auto added = HunkSelection::diff(QByteArray(), text);
        QVERIFY(added);
        QCOMPARE(added->hunks.size(), 1);
        QCOMPARE(added->added, 3);
        QCOMPARE(*HunkSelection::apply(QByteArray(), text, *added, {0}), text);
        QCOMPARE(*HunkSelection::apply(QByteArray(), text, *added, {}), QByteArray());
        auto deleted = HunkSelection::diff(text, QByteArray());
        QVERIFY(deleted);
        QCOMPARE(deleted->removed, 3);
        QCOMPARE(*HunkSelection::apply(text, QByteArray(), *deleted, {0}), QByteArray());
        checkAgainstGit(QByteArray(), text);
        checkAgainstGit(text, QByteArray());
    }

    void binaryFilesAreDecidedWhole()
    {
        const QByteArray before("PNG\0\1\2\3", 7);
        const QByteArray after("PNG\0\1\2\4", 7);
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        QVERIFY(d->binary);
        QVERIFY(d->hunks.isEmpty());
        auto applied = HunkSelection::apply(before, after, *d, {0});
        QVERIFY(!applied);
        QVERIFY2(applied.errorMessage().contains(QStringLiteral("as a whole")), qPrintable(applied.errorMessage()));
    }

    void whitespaceOptions()
    {
        const QByteArray before = lines({"int  x = 1;", "if (x) {", "  y();", "}"});
        const QByteArray after = lines({"int x = 1;", "if (x) {", "    y();", "}", "z();"});
        TextDiffOptions ignore;
        ignore.whitespace = TextDiffOptions::Whitespace::IgnoreAll;
        auto d = HunkSelection::diff(before, after, ignore);
        QVERIFY(d);
        QCOMPARE(d->added, 1); // only z(); counts
        QCOMPARE(d->removed, 0);
        // Approved, it brings z() and nothing of the whitespace it did not show.
        QCOMPARE(*HunkSelection::apply(before, after, *d, all(*d)),
                 lines({"int  x = 1;", "if (x) {", "  y();", "}", "z();"}));
        TextDiffOptions change;
        change.whitespace = TextDiffOptions::Whitespace::IgnoreChange;
        auto amount = HunkSelection::diff(before, after, change);
        QVERIFY(amount);
        QCOMPARE(amount->added, 1);
    }

    void aDiffOfOtherTextsIsRefused()
    {
        const QByteArray before = lines({"a", "b", "c"});
        const QByteArray after = lines({"a", "B", "c", "d", "e"});
        auto d = HunkSelection::diff(before, after);
        QVERIFY(d);
        auto wrong = HunkSelection::apply(lines({"a"}), after, *d, all(*d));
        QVERIFY(!wrong);
        QVERIFY(!HunkSelection::apply(before, lines({"a"}), *d, all(*d)));
    }

    void randomChangesAgreeWithGit()
    {
        const quint32 seed = qEnvironmentVariableIsSet("SHADOWBOX_TEST_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("SHADOWBOX_TEST_SEED"))
                                 : QRandomGenerator::global()->generate();
        qInfo("seed %u (SHADOWBOX_TEST_SEED=%u repeats this run)", seed, seed);
        QRandomGenerator random(seed);
        const char *words[] = {"alpha", "beta", "gamma", "", "  indented", "delta\r", "x"};
        for (int round = 0; round < 40; ++round) {
            QList<QByteArray> base;
            const int count = random.bounded(0, 30);
            for (int i = 0; i < count; ++i)
                base << QByteArray(words[random.bounded(7)]) + QByteArray::number(random.bounded(5));
            QList<QByteArray> edited = base;
            const int edits = random.bounded(1, 6);
            for (int e = 0; e < edits; ++e) {
                const int at = edited.isEmpty() ? 0 : int(random.bounded(edited.size() + 1));
                switch (random.bounded(3)) {
                case 0:
                    edited.insert(at, "inserted" + QByteArray::number(e));
                    break;
                case 1:
                    if (at < edited.size())
                        edited.removeAt(at);
                    break;
                default:
                    if (at < edited.size())
                        edited[at] = "changed" + QByteArray::number(e);
                }
            }
            const auto join = [&random](const QList<QByteArray> &items) {
                QByteArray out = items.join('\n');
                if (!items.isEmpty() && random.bounded(4) != 0)
                    out += '\n';
                return out;
            };
            TextDiffOptions options;
            options.contextLines = int(random.bounded(4));
            const QByteArray before = join(base);
            const QByteArray after = join(edited);
            if (options.contextLines > 0) {
                checkAgainstGit(before, after, options);
            } else {
                // Without context, `git apply --unidiff-zero` also takes the newline from the line
                // before a removed last line that had none, a change no hunk shows; here every
                // hunk stands alone, so only the whole and nothing are compared.
                auto d = HunkSelection::diff(before, after, options);
                QVERIFY(d);
                QCOMPARE(*HunkSelection::apply(before, after, *d, all(*d)), after);
                QCOMPARE(*HunkSelection::apply(before, after, *d, {}), before);
            }
            if (QTest::currentTestFailed()) {
                qWarning("round %d (context %d)", round, options.contextLines);
                return;
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHunkSelection)
#include "tst_hunkselection.moc"
