// Secrets in what a review would write: each token format found and its near misses left alone,
// known values as they are, base64-encoded at any offset and URL-encoded, placeholders not taken
// for secrets, masking that never shows more than four characters of a secret, line numbers with
// CRLF, binary text, and a 5 MB text timed.
//
// The tokens are put together at run time from a split prefix and generated characters, so that
// no secret scanner (GitHub's push protection among them) takes this file for a leak.

#include "review/SecretScan.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace shadowbox;

namespace {

const QByteArray upperAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const QByteArray alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const QByteArray base64url = alnum + "-_";

// The same characters on every run: a failure names a row, and the row stays the same.
QByteArray generated(qsizetype size, const QByteArray &alphabet, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray out;
    for (qsizetype i = 0; i < size; ++i)
        out += alphabet.at(random.bounded(int(alphabet.size())));
    return out;
}

QByteArray join(const char *a, const char *b)
{
    return QByteArray(a) + b;
}

QByteArray awsKey()
{
    return join("AK", "IA") + generated(16, upperAlnum, 1);
}
QByteArray githubToken()
{
    return join("gh", "p_") + generated(36, alnum, 2);
}
QByteArray githubPat()
{
    return join("github", "_pat_") + generated(22, alnum, 3) + '_' + generated(59, alnum, 4);
}
QByteArray slackToken()
{
    return join("xo", "xb-") + "123456789012-1234567890123-" + generated(24, alnum, 5);
}
QByteArray stripeKey()
{
    return join("sk", "_live_") + generated(24, alnum, 6);
}
QByteArray googleKey()
{
    return join("AI", "za") + generated(35, base64url, 7);
}
QByteArray openaiKey()
{
    return join("sk", "-") + generated(48, alnum, 8);
}
QByteArray openaiProjectKey()
{
    return join("sk", "-proj-") + generated(100, base64url, 9) + '7';
}
QByteArray anthropicKey()
{
    return join("sk", "-ant-api03-") + generated(93, base64url, 10) + "AA";
}
QByteArray jwt()
{
    // {"alg":"HS256","typ":"JWT"} . {"sub":"1234567890"} . a signature
    return join("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", ".eyJzdWIiOiIxMjM0NTY3ODkwIn0.") + generated(43, base64url, 11);
}
QByteArray password()
{
    return generated(20, alnum + "!#%&", 12);
}

// Every five-character piece of `secret` that `shown` gives away.
QStringList revealed(const QByteArray &secret, const QString &shown)
{
    QStringList pieces;
    for (qsizetype i = 0; i + 5 <= secret.size(); ++i) {
        const QString piece = QString::fromLatin1(secret.mid(i, 5));
        if (shown.contains(piece))
            pieces << piece;
    }
    return pieces;
}

QStringList rulesOf(const QList<SecretHit> &hits)
{
    QStringList out;
    for (const SecretHit &hit : hits)
        out << hit.rule;
    return out;
}

} // namespace

class TestSecretScan : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void patterns_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("secret"); // the bytes that must be masked; empty: no hit expected
        QTest::addColumn<QString>("rule");
        const auto hit = [](const char *name, const QByteArray &line, const QByteArray &secret, const char *rule) {
            QTest::newRow(name) << line << secret << QString::fromLatin1(rule);
        };
        const auto miss = [](const char *name, const QByteArray &line) {
            QTest::newRow(name) << line << QByteArray() << QString();
        };

        hit("aws", "aws_access_key_id = " + awsKey(), awsKey(), "aws-access-key-id");
        hit("aws session", "id=" + join("AS", "IA") + generated(16, upperAlnum, 20),
            join("AS", "IA") + generated(16, upperAlnum, 20), "aws-access-key-id");
        miss("aws too short", "id=" + awsKey().left(19));
        miss("aws inside a longer word", "X" + awsKey() + "Y");
        miss("aws documentation example", join("AKIA", "IOSFODNN7EXAMPLE"));

        hit("github", "GITHUB=" + githubToken(), githubToken(), "github-token");
        hit("github fine-grained", "auth: " + githubPat(), githubPat(), "github-token");
        miss("github too short", githubToken().left(30));
        miss("github unknown prefix", join("gh", "x_") + generated(36, alnum, 2));

        hit("slack", "SLACK_BOT=" + slackToken(), slackToken(), "slack-token");
        miss("slack unknown kind", join("xo", "xq-") + "123456789012-" + generated(24, alnum, 5));
        miss("slack too short", join("xo", "xb-") + "12-abc");

        hit("stripe", "key = " + stripeKey(), stripeKey(), "stripe-secret-key");
        hit("stripe restricted", join("rk", "_live_") + generated(30, alnum, 21),
            join("rk", "_live_") + generated(30, alnum, 21), "stripe-secret-key");
        miss("stripe test key", join("sk", "_test_") + generated(24, alnum, 6));

        hit("google", "const key = " + googleKey() + ";", googleKey(), "google-api-key");
        miss("google too short", googleKey().left(25));

        hit("openai", "OPENAI=" + openaiKey(), openaiKey(), "openai-api-key");
        hit("openai project", "OPENAI=" + openaiProjectKey(), openaiProjectKey(), "openai-api-key");
        miss("openai kebab-case name", "pip install sk-learn-and-some-other-very-long-package-name-here");
        miss("openai too short", join("sk", "-") + generated(20, alnum, 8));

        hit("anthropic", "ANTHROPIC=" + anthropicKey(), anthropicKey(), "anthropic-api-key");
        miss("anthropic too short", join("sk", "-ant-") + "abc");

        hit("private key", "-----BEGIN RSA PRIVATE KEY-----", "", "private-key");
        hit("openssh private key", "-----BEGIN OPENSSH PRIVATE KEY-----", "", "private-key");
        hit("pkcs8 private key", "-----BEGIN PRIVATE KEY-----", "", "private-key");
        miss("public key", "-----BEGIN PUBLIC KEY-----");
        miss("certificate", "-----BEGIN CERTIFICATE-----");

        hit("jwt", "Authorization: Bearer " + jwt(), jwt(), "jwt");
        miss("jwt header alone", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9");
        miss("jwt too short", "eyJhbGc.eyJz.abc");

        hit("assignment", "db_password = \"" + password() + "\"", password(), "generic-assignment");
        hit("json", "  \"apiKey\": \"" + password() + "\",", password(), "generic-assignment");
        hit("yaml", "client_secret: '" + password() + "'", password(), "generic-assignment");
        hit("go", "token := `" + password() + "`", password(), "generic-assignment");
        hit("upper case name", "PRIVATE_KEY=\"" + password() + "\"", password(), "generic-assignment");
        miss("assignment too short", "password = \"hunter2\"");
        miss("assignment unquoted", "password = os.environ[\"DB_PASSWORD_OF_THE_APP\"]");
        miss("assignment other name", "greeting = \"hello-there-general-kenobi\"");
        miss("assignment to a tokenizer", "tokenizer_name = \"sentence-transformers/all-MiniLM-L6-v2\"");
        miss("placeholder changeme", "password = \"changeme-changeme-changeme\"");
        miss("placeholder xxxx", "api_key = \"xxxxxxxxxxxxxxxxxxxxxxxx\"");
        miss("placeholder variable", "secret: \"${DATABASE_SECRET_VALUE}\"");
        miss("placeholder angle brackets", "token = \"<your-token-goes-here>\"");
        miss("placeholder template", "password: '{{ vault_db_password }}'");
        miss("placeholder repeated", "token = \"0000000000000000000000\"");
        miss("plain text", "The token and the password are read from the environment.");
    }

    void patterns()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, secret);
        QFETCH(QString, rule);
        const QByteArray text = "first line\n" + line + "\nlast line\n";
        const QList<SecretHit> hits = SecretScan::scan(text);
        if (rule.isEmpty()) {
            QVERIFY2(hits.isEmpty(), qPrintable(rulesOf(hits).join(u',')));
            return;
        }
        QCOMPARE(rulesOf(hits), QStringList{rule});
        const SecretHit &hit = hits.first();
        QCOMPARE(hit.kind, SecretHit::Kind::Pattern);
        QCOMPARE(hit.line, 2);
        QVERIFY(hit.excerpt.size() <= 120);
        if (!secret.isEmpty()) {
            QCOMPARE(revealed(secret, hit.excerpt), QStringList());
            QCOMPARE(revealed(secret, hit.preview), QStringList());
            QVERIFY2(hit.excerpt.contains(QString::fromLatin1(secret.left(4)) + u'*'), qPrintable(hit.excerpt));
            QCOMPARE(hit.preview, QString::fromLatin1(secret.left(4)) + QStringLiteral("****…"));
        }
        const QString sentence = SecretScan::describe(hit);
        QVERIFY2(sentence.startsWith(QStringLiteral("Line 2 ")) && sentence.endsWith(u'.'), qPrintable(sentence));
        QVERIFY2(sentence.contains(hit.preview), qPrintable(sentence));
    }

    void everyRuleHasItsSentence()
    {
        const QStringList rules{
            "aws-access-key-id", "github-token",   "private-key",       "slack-token", "stripe-secret-key",
            "google-api-key",    "openai-api-key", "anthropic-api-key", "jwt",         "generic-assignment"};
        QSet<QString> sentences;
        for (const QString &rule : rules)
            sentences.insert(
                SecretScan::describe({SecretHit::Kind::Pattern, rule, 7, {}, QStringLiteral("abcd****…")}));
        QCOMPARE(sentences.size(), rules.size());
        const QString known =
            SecretScan::describe({SecretHit::Kind::KnownValue, QStringLiteral("GITHUB_TOKEN"), 3, {}, {}});
        QVERIFY2(known.contains(QStringLiteral("GITHUB_TOKEN")) && known.contains(u'3'), qPrintable(known));
    }

    void knownValues_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("text");
        const QByteArray token = "s3cr3t-T0ken-for-the-sandbox";
        const QByteArray awkward = "p@ss w/rd&more=stuff!+~";
        QTest::newRow("raw") << token << "export TOKEN=" + token;
        QTest::newRow("base64 alone") << token << "data: " + token.toBase64();
        // A Basic auth header and a longer blob: the value starts at the second and third byte of a
        // 3-byte group.
        QTest::newRow("base64 offset 1") << token << "Authorization: Basic " + ("u:" + token).toBase64();
        QTest::newRow("base64 offset 2") << token << "blob: " + ("abcde" + token + "tail").toBase64();
        QTest::newRow("base64 url alphabet")
            << QByteArray("\xfb\xff\xfe-binary-ish-value")
            << "x=" + QByteArray("\xfb\xff\xfe-binary-ish-value").toBase64(QByteArray::Base64UrlEncoding);
        QTest::newRow("url encoded") << awkward
                                     << QByteArray(
                                            "https://example.org/login?pw=p%40ss%20w%2Frd%26more%3Dstuff%21%2B~");
        QTest::newRow("url encoded lower hex") << awkward << QByteArray("pw=p%40ss%20w%2frd%26more%3dstuff%21%2b~");
        QTest::newRow("form encoded") << awkward << QByteArray("pw=p%40ss+w%2Frd%26more%3Dstuff%21%2B~");
        QTest::newRow("exactly 8 bytes") << QByteArray("8bytes!!") << QByteArray("x 8bytes!! y");
    }

    void knownValues()
    {
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, text);
        const QList<SecretHit> hits =
            SecretScan::scan("nothing here\r\n" + text + "\r\n", {{QStringLiteral("SANDBOX_TOKEN"), value}});
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().kind, SecretHit::Kind::KnownValue);
        QCOMPARE(hits.first().rule, QStringLiteral("SANDBOX_TOKEN"));
        QCOMPARE(hits.first().line, 2);
        QCOMPARE(revealed(value, hits.first().excerpt), QStringList());
        QVERIFY(SecretScan::describe(hits.first()).contains(QStringLiteral("SANDBOX_TOKEN")));
        // Not there, not found.
        QVERIFY(SecretScan::scan(text, {{QStringLiteral("OTHER"), "another-value-entirely"}}).isEmpty());
    }

    void shortKnownValuesAreIgnored()
    {
        QVERIFY(SecretScan::scan("user=admin1 pass=admin1", {{QStringLiteral("PASS"), "admin1"}}).isEmpty());
        QVERIFY(SecretScan::scan("x 7bytes! y", {{QStringLiteral("PASS"), "7bytes!"}}).isEmpty());
        QVERIFY(SecretScan::scan("anything", {{QStringLiteral("EMPTY"), QByteArray()}}).isEmpty());
    }

    void knownValueWinsOverPattern()
    {
        // The token the sandbox was given, which also looks like a GitHub token: one hit, by its name.
        const QList<SecretHit> hits =
            SecretScan::scan("GH=" + githubToken(), {{QStringLiteral("GITHUB_TOKEN"), githubToken()}});
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().kind, SecretHit::Kind::KnownValue);
        QCOMPARE(hits.first().rule, QStringLiteral("GITHUB_TOKEN"));
        // A specific format wins over the generic assignment holding it.
        const QList<SecretHit> assigned = SecretScan::scan("api_key = \"" + stripeKey() + "\"");
        QCOMPARE(rulesOf(assigned), QStringList{QStringLiteral("stripe-secret-key")});
    }

    void everySecretOnALineIsMasked()
    {
        const QByteArray line = "a=" + githubToken() + " b=" + awsKey() + " c=" + githubToken();
        const QList<SecretHit> hits = SecretScan::scan(line, {{QStringLiteral("KNOWN"), "known-value-123"}});
        // One hit per rule and line, in the order they appear.
        QCOMPARE(rulesOf(hits), (QStringList{QStringLiteral("github-token"), QStringLiteral("aws-access-key-id")}));
        for (const SecretHit &hit : hits) {
            QCOMPARE(revealed(githubToken(), hit.excerpt), QStringList());
            QCOMPARE(revealed(awsKey(), hit.excerpt), QStringList());
        }
    }

    void knownValueMaskedEverywhereItAppears()
    {
        // A multi-line known value: the part on the next line is masked in that line's excerpt too.
        const QByteArray value = "first-half-of-it\nsecond-half-of-it";
        const QByteArray text = "v=" + value + " and " + githubToken() + "\n";
        const QList<SecretHit> hits = SecretScan::scan(text, {{QStringLiteral("MULTI"), value}});
        QCOMPARE(rulesOf(hits), (QStringList{QStringLiteral("MULTI"), QStringLiteral("github-token")}));
        QCOMPARE(hits.at(1).line, 2);
        QVERIFY2(!hits.at(1).excerpt.contains(QStringLiteral("second")), qPrintable(hits.at(1).excerpt));
    }

    void lineNumbersWithCrlf()
    {
        const QByteArray text = "one\r\ntwo\r\n\r\nfour " + awsKey() + "\r\nfive\r\nsix " + githubToken() + "\r\n";
        const QList<SecretHit> hits = SecretScan::scan(text);
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0).line, 4);
        QCOMPARE(hits.at(1).line, 6);
        QVERIFY(hits.at(0).excerpt.startsWith(QStringLiteral("four AKIA*")));
        QVERIFY(!hits.at(0).excerpt.contains(QChar::ReplacementCharacter));
        QVERIFY(!hits.at(0).excerpt.endsWith(u' '));
        // No newline at the end, and the last line holds the secret.
        QCOMPARE(SecretScan::scan("a\nb\n" + awsKey()).first().line, 3);
    }

    void longLinesAreCutAroundTheSecret()
    {
        const QByteArray line = QByteArray(500, 'a') + " " + githubToken() + " " + QByteArray(500, 'b');
        const QList<SecretHit> hits = SecretScan::scan("  \t" + line);
        QCOMPARE(hits.size(), 1);
        const QString excerpt = hits.first().excerpt;
        QVERIFY2(excerpt.size() <= 120, qPrintable(excerpt));
        QVERIFY(excerpt.startsWith(QStringLiteral("…")) && excerpt.endsWith(QStringLiteral("…")));
        QVERIFY(excerpt.contains(QStringLiteral("ghp_****")));
        // A short line is shown whole, without its indentation.
        QCOMPARE(SecretScan::scan("    key: " + awsKey() + "   ").first().excerpt,
                 QStringLiteral("key: AKIA****************"));
    }

    void excerptsHoldNoControlCharacters()
    {
        const QList<SecretHit> hits = SecretScan::scan("\x1b[2J\x1b[31m " + awsKey() +
                                                       "\x07 \xe2\x80\xae"
                                                       "evil");
        QCOMPARE(hits.size(), 1);
        for (const QChar c : hits.first().excerpt)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f && c.unicode() != 0x202e,
                     qPrintable(hits.first().excerpt));
    }

    void binaryTextIsScannedForKnownValuesOnly()
    {
        const QByteArray text = QByteArray("\x89PNG\r\n\x1a\n\0\0\0", 11) + githubToken() + "\nsecret-value-here\n";
        const QList<SecretHit> hits = SecretScan::scan(text, {{QStringLiteral("KNOWN"), "secret-value-here"}});
        QCOMPARE(rulesOf(hits), QStringList{QStringLiteral("KNOWN")});
        // A NUL byte past the first 8000 does not make a text binary.
        const QByteArray late = QByteArray(8000, 'x') + '\n' + githubToken() + '\0';
        QCOMPARE(rulesOf(SecretScan::scan(late)), QStringList{QStringLiteral("github-token")});
    }

    void nonUtf8Text()
    {
        // Latin-1 around a secret: the secret is still found and the line still shown.
        const QList<SecretHit> hits = SecretScan::scan("caf\xe9 " + awsKey() + " \xff\xfe");
        QCOMPARE(hits.size(), 1);
        QVERIFY(hits.first().excerpt.contains(QStringLiteral("AKIA****")));
    }

    void fiveMegabytes()
    {
        // Text shaped like code, with the words and prefixes the expressions start on, and a few
        // secrets in it.
        const QByteArray block = "    const token = request.headers.get(\"Authorization\"); // password checked below\n"
                                 "    if (apiKey.length < 16) return sk-1 + eyJ + AKIA + ghp_ + xoxb;\n"
                                 "    let secretName = `${prefix}-${name}`; int password_length = 12;\n"
                                 "    for (auto &line : lines) { total += line.size(); } /* -----BEGIN */\n";
        QByteArray text;
        text.reserve(5 * 1024 * 1024 + 1024);
        int planted = 0;
        while (text.size() < 5 * 1024 * 1024) {
            text += block;
            if (text.size() / (512 * 1024) > planted) {
                text += "    GH=" + githubToken() + "\n";
                ++planted;
            }
        }
        const QList<KnownSecret> known{{QStringLiteral("A"), "first-known-value"},
                                       {QStringLiteral("B"), "second-known-value"}};
        QElapsedTimer timer;
        timer.start();
        const QList<SecretHit> hits = SecretScan::scan(text, known);
        const qint64 elapsed = timer.elapsed();
        qInfo("scanned %lld bytes in %lld ms", qlonglong(text.size()), elapsed);
        QCOMPARE(hits.size(), planted);
        QVERIFY2(elapsed < 2000, qPrintable(QString::number(elapsed)));
    }
};

QTEST_GUILESS_MAIN(TestSecretScan)
#include "tst_secretscan.moc"
