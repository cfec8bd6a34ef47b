// Secrets in a real system keychain: the test runs in a D-Bus session of its own with an unlocked
// GNOME Keyring (tests/scripts/with-keyring.sh), never the user's. A value goes to the keychain and
// comes back byte for byte; the database holds the name only; names are checked; removing forgets
// both; and all() gives every value for the review's scan.

#include "secrets/SecretStore.h"
#include "store/Store.h"
#include "support/TestSupport.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace shadowbox;

class TestSecretStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;

    // Every byte Shadowbox's database files hold (the database, its journal and WAL).
    QByteArray databaseBytes() const
    {
        QByteArray all;
        QDirIterator it(m_dir.path(), QDir::Files);
        while (it.hasNext()) {
            QFile f(it.next());
            if (f.open(QIODevice::ReadOnly))
                all += f.readAll();
        }
        return all;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
                 "run under tests/scripts/with-keyring.sh: no D-Bus session");
        auto opened = Store::open(m_dir.filePath(QStringLiteral("shadowbox.db")));
        QVERIFY2(opened, qPrintable(opened.errorMessage()));
        m_store = *opened;
    }

    void roundTripThroughTheKeychain()
    {
        const SecretStore secrets(*m_store);
        const QByteArray value("sk_live_51HqA\x01\xff"
                               "binary and text",
                               30);
        QVERIFY2(secrets.set(QStringLiteral("stripe-live"), value), "set");
        auto back = secrets.value(QStringLiteral("stripe-live"));
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QCOMPARE(*back, value);
        QCOMPARE(*secrets.names(), QStringList{QStringLiteral("stripe-live")});
        QVERIFY(m_store->waitUntilIdle(QDeadlineTimer(5'000)));
        const QByteArray db = databaseBytes();
        QVERIFY(db.contains("stripe-live"));
        QVERIFY(!db.contains("sk_live_51HqA"));
        // Set again: replaced, still one name.
        QVERIFY(secrets.set(QStringLiteral("stripe-live"), "second value"));
        QCOMPARE(*secrets.value(QStringLiteral("stripe-live")), QByteArray("second value"));
        QCOMPARE(secrets.names()->size(), 1);
    }

    void allGivesEveryValue()
    {
        const SecretStore secrets(*m_store);
        QVERIFY(secrets.set(QStringLiteral("github"), "ghp_value_for_all"));
        auto all = secrets.all();
        QVERIFY2(all, qPrintable(all.errorMessage()));
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(0).name, QStringLiteral("github"));
        QCOMPARE(all->at(0).value, QByteArray("ghp_value_for_all"));
    }

    void namesAndValuesAreChecked()
    {
        const SecretStore secrets(*m_store);
        for (const QString &bad : {QString(), QStringLiteral("has space"), QStringLiteral("../up"),
                                   QStringLiteral("a/b"), QString(65, u'x')}) {
            const Status s = secrets.set(bad, "value");
            QVERIFY2(!s, qPrintable(bad));
            QCOMPARE(s.error().kind, Error::Kind::InvalidInput);
        }
        QVERIFY(!secrets.set(QStringLiteral("empty"), QByteArray()));
        QVERIFY(!secrets.names()->contains(QStringLiteral("empty")));
    }

    void removeForgetsBoth()
    {
        const SecretStore secrets(*m_store);
        QVERIFY(secrets.remove(QStringLiteral("github")));
        QVERIFY(!secrets.names()->contains(QStringLiteral("github")));
        auto gone = secrets.value(QStringLiteral("github"));
        QVERIFY(!gone);
        QCOMPARE(gone.error().kind, Error::Kind::NotFound);
        QVERIFY(gone.error().message.contains(QStringLiteral("github")));
        // Removing one that is not there is not an error.
        QVERIFY(secrets.remove(QStringLiteral("never-was")));
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
