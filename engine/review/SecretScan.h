#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace shadowbox {

// A secret found in text a review is about to write into the user's repository.
struct SecretHit {
    enum class Kind {
        KnownValue, // a value the caller named (a token the sandbox was given), as it is or encoded
        Pattern,    // something shaped like a well-known kind of credential
    };
    Kind kind = Kind::Pattern;
    // Pattern: a stable identifier ("aws-access-key-id", "github-token", "private-key", "slack-token",
    // "stripe-secret-key", "google-api-key", "openai-api-key", "anthropic-api-key", "jwt",
    // "generic-assignment"); KnownValue: the name the caller gave the value.
    QString rule;
    int line = 0; // 1-based line in the scanned text
    // The line, decoded as UTF-8, with every secret on it masked (its first 4 characters kept, the
    // rest turned into '*'), control characters replaced, cut to at most 120 characters around the
    // secret.
    QString excerpt;
    // The secret alone as describe() shows it: its first 4 characters and "****…", which gives away
    // neither the rest nor its length. For a private key, its "-----BEGIN … PRIVATE KEY-----" line.
    QString preview;
};

struct KnownSecret {
    QString name;
    QByteArray value;
};

// Looks for secrets in what a review would apply, so that a token handed to the sandbox, or one an
// agent wrote into a file, does not end up committed. Needs nothing but the bytes.
class SecretScan {
    Q_DECLARE_TR_FUNCTIONS(SecretScan)
public:
    // Hits in `text` (bytes as they are; any encoding), in line order. Known values shorter than 8
    // bytes are ignored (too many false hits); a known value is also found when it appears
    // base64-encoded (standard or URL alphabet, at any offset within a longer base64 text) or
    // URL-encoded. Binary text (a NUL byte in its first 8000 bytes) is scanned for known values
    // only. One hit per rule and line; where hits overlap, a known value wins over a pattern and a
    // specific pattern over "generic-assignment".
    static QList<SecretHit> scan(const QByteArray &text, const QList<KnownSecret> &known = {});
    // One sentence, e.g. "Line 12 holds what looks like a GitHub token (ghp_****…)."
    static QString describe(const SecretHit &hit);
};

} // namespace shadowbox
