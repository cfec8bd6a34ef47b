#include "core/SandboxTypes.h"

#include <QSet>
#include <QTest>

using namespace shadowbox;

namespace {

constexpr SandboxState kAll[] = {SandboxState::Creating,  SandboxState::Running,   SandboxState::Stopped,
                                 SandboxState::Failed,    SandboxState::Destroyed, SandboxState::Lost,
                                 SandboxState::Destroying};
constexpr int kCount = int(std::size(kAll));

// The lifecycle, written out in full. Row = from, column = to, in the order of kAll:
//                 Creating Running Stopped Failed Destroyed Lost Destroying
constexpr bool kAllowed[kCount][kCount] = {
    /* Creating   */ {false, true, false, true, true, false, true},     // created, failed or undone; never lost mid-way
    /* Running    */ {false, true, true, true, true, true, true},       // start again is a no-op
    /* Stopped    */ {false, true, true, true, true, true, true},       // stop again is a no-op
    /* Failed     */ {false, true, true, false, true, false, true},     // can be retried or cleaned up
    /* Destroyed  */ {false, false, false, false, false, false, false}, // final
    /* Lost       */ {false, true, false, false, true, false, true},    // container gone: restore or clean up
    /* Destroying */ {false, false, false, false, true, false, true},   // only forward; a cut-short teardown resumes
};

const char *debugName(SandboxState s)
{
    switch (s) {
    case SandboxState::Creating:
        return "Creating";
    case SandboxState::Running:
        return "Running";
    case SandboxState::Stopped:
        return "Stopped";
    case SandboxState::Failed:
        return "Failed";
    case SandboxState::Destroyed:
        return "Destroyed";
    case SandboxState::Lost:
        return "Lost";
    case SandboxState::Destroying:
        return "Destroying";
    }
    return "?";
}

} // namespace

Q_DECLARE_METATYPE(shadowbox::SandboxState)
Q_DECLARE_METATYPE(shadowbox::NetworkMode)

class TestSandboxState : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void transitions_data()
    {
        QTest::addColumn<SandboxState>("from");
        QTest::addColumn<SandboxState>("to");
        QTest::addColumn<bool>("allowed");
        for (int f = 0; f < kCount; ++f) {
            for (int t = 0; t < kCount; ++t) {
                QTest::addRow("%s -> %s", debugName(kAll[f]), debugName(kAll[t]))
                    << kAll[f] << kAll[t] << kAllowed[f][t];
            }
        }
    }
    void transitions()
    {
        QFETCH(SandboxState, from);
        QFETCH(SandboxState, to);
        QFETCH(bool, allowed);
        QCOMPARE(canTransition(from, to), allowed);
    }

    void lifecycleInvariants()
    {
        for (SandboxState s : kAll) {
            // Nothing ever goes back to Creating, and Destroyed is final.
            QVERIFY2(!canTransition(s, SandboxState::Creating), debugName(s));
            QVERIFY2(!canTransition(SandboxState::Destroyed, s), debugName(s));
            // Whatever happened, a sandbox that still exists can be cleaned up.
            if (s != SandboxState::Destroyed)
                QVERIFY2(canTransition(s, SandboxState::Destroyed), debugName(s));
            // ...and its teardown can be journalled first.
            if (s != SandboxState::Destroyed)
                QVERIFY2(canTransition(s, SandboxState::Destroying), debugName(s));
        }
    }

    void stateNameRoundTrip()
    {
        QSet<QString> names;
        QSet<QString> labels;
        for (SandboxState s : kAll) {
            const QString name = stateName(s);
            QVERIFY(!name.isEmpty());
            QCOMPARE(name, name.toLower()); // stored in the database: stable, lower-case identifiers
            names.insert(name);
            const std::optional<SandboxState> back = stateFromName(name);
            QVERIFY2(back.has_value(), qPrintable(name));
            QCOMPARE(*back, s);
            QVERIFY(!stateLabel(s).isEmpty());
            labels.insert(stateLabel(s));
        }
        QCOMPARE(names.size(), kCount);
        QCOMPARE(labels.size(), kCount);
    }

    void storedNamesAreStable()
    {
        // Written to the database (and used in the schema's partial index): never rename them.
        QCOMPARE(stateName(SandboxState::Creating), QStringLiteral("creating"));
        QCOMPARE(stateName(SandboxState::Running), QStringLiteral("running"));
        QCOMPARE(stateName(SandboxState::Stopped), QStringLiteral("stopped"));
        QCOMPARE(stateName(SandboxState::Failed), QStringLiteral("failed"));
        QCOMPARE(stateName(SandboxState::Destroyed), QStringLiteral("destroyed"));
        QCOMPARE(stateName(SandboxState::Lost), QStringLiteral("lost"));
        QCOMPARE(stateName(SandboxState::Destroying), QStringLiteral("destroying"));
    }

    void unknownStateNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << QString();
        QTest::newRow("capitalised") << QStringLiteral("Running");
        QTest::newRow("label-like") << QStringLiteral("RUNNING");
        QTest::newRow("padded") << QStringLiteral(" running");
        QTest::newRow("typo") << QStringLiteral("runing");
        QTest::newRow("other word") << QStringLiteral("paused");
    }
    void unknownStateNames()
    {
        QFETCH(QString, name);
        QVERIFY(!stateFromName(name).has_value());
    }

    void networkModeNames()
    {
        QCOMPARE(networkModeName(NetworkMode::None), QStringLiteral("none"));
        QCOMPARE(networkModeName(NetworkMode::Internal), QStringLiteral("internal"));
        for (NetworkMode m : {NetworkMode::None, NetworkMode::Internal}) {
            const std::optional<NetworkMode> back = networkModeFromName(networkModeName(m));
            QVERIFY(back.has_value());
            QCOMPARE(*back, m);
        }
        for (const QString &bad : {QString(), QStringLiteral("None"), QStringLiteral("bridge"), QStringLiteral("host"),
                                   QStringLiteral("internal ")})
            QVERIFY2(!networkModeFromName(bad).has_value(), qPrintable(bad));
    }

    void recordHelpers()
    {
        SandboxRecord r;
        r.id = QStringLiteral("abc123");
        QCOMPARE(r.containerName(), QStringLiteral("shadowbox-abc123"));
        const QList<SandboxState> active{SandboxState::Creating, SandboxState::Running, SandboxState::Stopped};
        for (SandboxState s : kAll) {
            r.state = s;
            QCOMPARE(r.isActive(), active.contains(s));
        }
    }
};

QTEST_GUILESS_MAIN(TestSandboxState)
#include "tst_sandboxstate.moc"
