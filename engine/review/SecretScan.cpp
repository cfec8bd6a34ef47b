#include "review/SecretScan.h"

#include <QByteArrayMatcher>
#include <QRegularExpression>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <map>
#include <string_view>
#include <tuple>

namespace shadowbox {

namespace {

constexpr qsizetype ShortestKnownValue = 8;
constexpr qsizetype BinaryProbe = 8000; // as much as git looks at to call a file binary
constexpr qsizetype ExcerptLimit = 120;
constexpr qsizetype KeptBytes = 4;
constexpr qsizetype ContextBefore = 40; // bytes of the line shown before a secret in a long line

struct Rule {
    const char *id;
    QRegularExpression expression;
    int valueGroup = 0; // the capture that is the secret itself
    bool masked = true; // a private key's BEGIN line says what follows, and is no secret itself
};

// Public token formats, the most specific first: where two match the same bytes the earlier one
// names the hit. Every expression starts with a literal where it can so that PCRE skips ahead
// instead of trying each position, which is what keeps megabytes of text fast. Boundaries are
// spelled as lookarounds on token characters, not \b, because several formats hold '-' or '_'.
const QList<Rule> &rules()
{
    static const QList<Rule> all = [] {
        const auto rx = [](const char *pattern, QRegularExpression::PatternOptions options = {}) {
            QRegularExpression expression(QString::fromLatin1(pattern), options);
            Q_ASSERT(expression.isValid());
            // Compiled here, under the lock of this static's initialisation, not by whichever
            // thread scans first.
            expression.optimize();
            return expression;
        };
        return QList<Rule>{
            {"private-key", rx("-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"), 0, false},
            {"aws-access-key-id", rx("(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])")},
            {"github-token", rx("(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{40,244})"
                                "(?![A-Za-z0-9_])")},
            {"slack-token", rx("(?<![A-Za-z0-9])xox[baprs]-[A-Za-z0-9]+-[A-Za-z0-9-]{8,}")},
            {"stripe-secret-key", rx("(?<![A-Za-z0-9_])[rs]k_live_[A-Za-z0-9]{20,247}(?![A-Za-z0-9_])")},
            {"google-api-key", rx("(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])")},
            {"anthropic-api-key", rx("(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{32,}")},
            // Project, service-account and admin keys, and the older plain "sk-" ones; a digit is
            // required in the first kind so that a long kebab-case name is not taken for one.
            {"openai-api-key",
             rx("(?<![A-Za-z0-9_-])sk-(?:(?:proj|svcacct|admin)-(?=[A-Za-z_-]*[0-9])[A-Za-z0-9_-]{40,}"
                "|[A-Za-z0-9]{32,}(?![A-Za-z0-9_-]))")},
            {"jwt", rx("(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}")},
            // name = "value", name: 'value', "name": "value", name := `value`, name => "value", on
            // one line; only the value is the secret. The part of the name before the keyword does
            // not matter, so the expression starts at the keyword ("tokenizer" is not one).
            {"generic-assignment",
             rx("(?:secret|password|passwd|token(?!i[sz])|api[_-]?key|private[_-]?key)[A-Za-z0-9_.-]*[\"']?[ \\t]*"
                "(?::=|=>|=|:)[ \\t]*([\"'`])([^ \\t\\r\\n\"'`]{16,})\\1",
                QRegularExpression::CaseInsensitiveOption),
             2},
        };
    }();
    return all;
}

// A value nobody would use as a real secret: a template or variable reference, an obvious filler,
// a documentation example, or mostly one repeated character ("xxxxxxxx", "0000…"). Called for
// every match, so it works on a lower-case copy on the stack rather than on QStrings.
bool isPlaceholder(QStringView value)
{
    if (value.startsWith(u'$') || (value.startsWith(u'<') && value.endsWith(u'>')))
        return true;
    // The text was read as Latin-1, so every character fits in a char.
    QVarLengthArray<char, 256> lower;
    std::array<int, 256> counts{};
    int most = 0;
    for (const QChar c : value) {
        const auto u = static_cast<unsigned char>(c.unicode());
        const char folded = char(u >= 'A' && u <= 'Z' ? u + ('a' - 'A') : u);
        lower.append(folded);
        most = std::max(most, ++counts[static_cast<unsigned char>(folded)]);
    }
    if (most * 2 > value.size())
        return true;
    const std::string_view text(lower.data(), size_t(lower.size()));
    static constexpr std::string_view fillers[] = {
        "${",    "{{",      "%(",    "changeme", "change_me", "change-me",  "xxxx",     "****",       "...",
        "dummy", "example", "your_", "your-",    "insert_",   "replace_me", "redacted", "placeholder"};
    for (const std::string_view filler : fillers) {
        if (text.find(filler) != std::string_view::npos)
            return true;
    }
    return false;
}

// A secret found, before overlaps and repeats are resolved. `source` says what found it: a known
// value (its index in the caller's list) or a rule (the number of known values plus its index in
// rules()); it doubles as the priority, the lower winning an overlap.
struct Candidate {
    qsizetype source;
    qsizetype start;
    qsizetype end;
};

// The forms a known value can take in a file: as it is, base64 in either alphabet, percent-encoded.
QList<QByteArray> knownForms(const QByteArray &value)
{
    QSet<QByteArray> forms{value};
    // Inside a longer base64 text (a Basic auth header, a Kubernetes secret, a .dockerconfigjson)
    // the value starts at any of three offsets within a 3-byte group, and the characters at its
    // edges mix in its neighbours' bits. So for each offset, only the characters that depend on the
    // value's bytes alone are looked for.
    for (int offset = 0; offset < 3; ++offset) {
        const QByteArray encoded =
            (QByteArray(offset, '\0') + value + QByteArray(2, '\0')).toBase64(QByteArray::OmitTrailingEquals);
        const qsizetype first = (8 * offset + 5) / 6;
        const qsizetype last = 8 * (offset + value.size()) / 6;
        const QByteArray stable = encoded.mid(first, last - first);
        forms.insert(stable);
        forms.insert(QByteArray(stable).replace('+', '-').replace('/', '_'));
    }
    // Percent-encoding: everything but the unreserved characters, with either case of hex digits,
    // and the form variant where a space is '+'.
    QByteArray upper, lower, form;
    for (const char c : value) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || c == '-' || c == '.' || c == '_' || c == '~') {
            upper += c;
            lower += c;
            form += c;
            continue;
        }
        const QByteArray hex = QByteArray(1, c).toHex();
        upper += '%' + hex.toUpper();
        lower += '%' + hex;
        form += c == ' ' ? QByteArray("+") : '%' + hex.toUpper();
    }
    forms << upper << lower << form;
    return QList<QByteArray>(forms.begin(), forms.end());
}

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xc0) == 0x80;
}

// How many bytes of a secret stay visible: at most KeptBytes, never half of a UTF-8 character.
qsizetype keptBytes(const QByteArray &text, qsizetype start, qsizetype end)
{
    qsizetype kept = std::min(KeptBytes, end - start);
    while (kept > 0 && start + kept < text.size() && isContinuationByte(text.at(start + kept)))
        --kept;
    return kept;
}

// Text from a hostile file, made safe to show on one line: no control characters (a terminal
// would obey them) and no bidirectional overrides (they can make a line read as something else).
QString displayable(const QByteArray &bytes)
{
    QString s = QString::fromUtf8(bytes);
    for (QChar &c : s) {
        const char16_t u = c.unicode();
        if (u == u'\t')
            c = u' ';
        else if (u < 0x20 || u == 0x7f || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x200e ||
                 u == 0x200f)
            c = QChar::ReplacementCharacter;
    }
    return s;
}

// The masked line around `focus` (an offset into `line`), at most ExcerptLimit characters.
QString excerptOf(const QByteArray &line, qsizetype focus)
{
    qsizetype from = std::max<qsizetype>(0, focus - ContextBefore);
    while (from > 0 && from < line.size() && isContinuationByte(line.at(from)))
        ++from;
    const bool cutFront = from > 0;
    while (!cutFront && from < line.size() && (line.at(from) == ' ' || line.at(from) == '\t'))
        ++from;
    // Enough bytes for ExcerptLimit characters whatever their encoding, ending on a whole one.
    qsizetype to = std::min(line.size(), from + 4 * ExcerptLimit);
    while (to < line.size() && to > from && isContinuationByte(line.at(to)))
        --to;
    QString body = displayable(line.mid(from, to - from));
    while (to == line.size() && body.endsWith(u' '))
        body.chop(1);
    const QString ellipsis = QStringLiteral("…");
    const qsizetype front = cutFront ? 1 : 0;
    if (to < line.size() || front + body.size() > ExcerptLimit) {
        body.truncate(ExcerptLimit - front - 1);
        if (!body.isEmpty() && body.back().isHighSurrogate())
            body.chop(1);
        body += ellipsis;
    }
    return cutFront ? ellipsis + body : body;
}

// Offsets where each line starts, for turning a byte offset into a line number.
QList<qsizetype> lineStarts(const QByteArray &text)
{
    QList<qsizetype> starts{0};
    const char *data = text.constData();
    const char *end = data + text.size();
    for (const char *p = data; (p = static_cast<const char *>(std::memchr(p, '\n', end - p))) != nullptr; ++p)
        starts.append(p - data + 1);
    return starts;
}

} // namespace

QList<SecretHit> SecretScan::scan(const QByteArray &text, const QList<KnownSecret> &known)
{
    const QList<Rule> &all = rules();
    const qsizetype knownCount = known.size();
    QList<Candidate> candidates;
    for (qsizetype k = 0; k < knownCount; ++k) {
        const KnownSecret &secret = known.at(k);
        if (secret.value.size() < ShortestKnownValue)
            continue;
        for (const QByteArray &form : knownForms(secret.value)) {
            const QByteArrayMatcher matcher(form);
            for (qsizetype at = matcher.indexIn(text); at >= 0; at = matcher.indexIn(text, at + form.size()))
                candidates.append({k, at, at + form.size()});
        }
    }

    const bool binary = text.left(BinaryProbe).contains('\0');
    if (!binary) {
        // Latin-1 maps each byte to one character, so offsets in the string are offsets in the bytes,
        // whatever the file's real encoding; the expressions need nothing beyond ASCII.
        const QString latin = QString::fromLatin1(text);
        for (qsizetype r = 0; r < all.size(); ++r) {
            const Rule &rule = all.at(r);
            for (auto it = rule.expression.globalMatch(latin); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                const qsizetype start = match.capturedStart(rule.valueGroup);
                const qsizetype end = match.capturedEnd(rule.valueGroup);
                if (rule.masked && isPlaceholder(QStringView(latin).sliced(start, end - start)))
                    continue;
                candidates.append({knownCount + r, start, end});
            }
        }
    }

    // Where two candidates share bytes, the one found first in this order takes them.
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return std::tie(a.source, a.start) < std::tie(b.source, b.start);
    });
    std::map<qsizetype, qsizetype> taken; // start -> end of every accepted candidate
    QList<Candidate> accepted;
    for (const Candidate &c : std::as_const(candidates)) {
        const auto next = taken.lower_bound(c.start);
        if (next != taken.end() && next->first < c.end)
            continue;
        if (next != taken.begin() && std::prev(next)->second > c.start)
            continue;
        taken.emplace(c.start, c.end);
        accepted.append(c);
    }
    std::sort(accepted.begin(), accepted.end(),
              [](const Candidate &a, const Candidate &b) { return a.start < b.start; });

    const QList<qsizetype> starts = lineStarts(text);
    const auto lineOf = [&starts](qsizetype offset) {
        return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
    };

    const auto masks = [&](const Candidate &c) {
        return c.source < knownCount || all.at(c.source - knownCount).masked;
    };

    QList<SecretHit> hits;
    int reportedLine = 0;
    QVarLengthArray<qsizetype, 16> reported; // what found the hits already reported on reportedLine
    qsizetype first = 0;                     // the first accepted candidate that may reach the line
    for (const Candidate &c : std::as_const(accepted)) {
        const int line = lineOf(c.start);
        if (line != reportedLine) {
            reportedLine = line;
            reported.clear();
        }
        if (reported.contains(c.source))
            continue;
        reported.append(c.source);
        const qsizetype lineStart = starts.at(line - 1);
        qsizetype lineEnd = line < starts.size() ? starts.at(line) - 1 : text.size();
        if (lineEnd > lineStart && text.at(lineEnd - 1) == '\r')
            --lineEnd;
        // Mask every secret on the line, not only this one, and the part of any secret that
        // started on an earlier line and runs into this one.
        while (first < accepted.size() && accepted.at(first).end <= lineStart)
            ++first;
        QByteArray masked = text.mid(lineStart, lineEnd - lineStart);
        for (qsizetype j = first; j < accepted.size() && accepted.at(j).start < lineEnd; ++j) {
            const Candidate &other = accepted.at(j);
            if (!masks(other))
                continue;
            const qsizetype from = std::max(lineStart, other.start + keptBytes(text, other.start, other.end));
            for (qsizetype at = from; at < std::min(lineEnd, other.end); ++at)
                masked[at - lineStart] = '*';
        }

        SecretHit hit;
        if (c.source < knownCount) {
            hit.kind = SecretHit::Kind::KnownValue;
            hit.rule = known.at(c.source).name;
        } else {
            hit.kind = SecretHit::Kind::Pattern;
            hit.rule = QString::fromLatin1(all.at(c.source - knownCount).id);
        }
        hit.line = line;
        hit.excerpt = excerptOf(masked, c.start - lineStart);
        hit.preview = masks(c)
                          ? displayable(text.mid(c.start, keptBytes(text, c.start, c.end))) + QStringLiteral("****…")
                          : displayable(text.mid(c.start, c.end - c.start));
        hits.append(hit);
    }
    return hits;
}

QString SecretScan::describe(const SecretHit &hit)
{
    const QString line = QString::number(hit.line);
    if (hit.kind == SecretHit::Kind::KnownValue)
        return tr("Line %1 holds the value of %2 (%3).").arg(line, hit.rule, hit.preview);
    const QString &rule = hit.rule;
    if (rule == u"private-key")
        return tr("Line %1 begins a private key (%2).").arg(line, hit.preview);
    if (rule == u"aws-access-key-id")
        return tr("Line %1 holds what looks like an AWS access key ID (%2).").arg(line, hit.preview);
    if (rule == u"github-token")
        return tr("Line %1 holds what looks like a GitHub token (%2).").arg(line, hit.preview);
    if (rule == u"slack-token")
        return tr("Line %1 holds what looks like a Slack token (%2).").arg(line, hit.preview);
    if (rule == u"stripe-secret-key")
        return tr("Line %1 holds what looks like a Stripe secret key (%2).").arg(line, hit.preview);
    if (rule == u"google-api-key")
        return tr("Line %1 holds what looks like a Google API key (%2).").arg(line, hit.preview);
    if (rule == u"openai-api-key")
        return tr("Line %1 holds what looks like an OpenAI API key (%2).").arg(line, hit.preview);
    if (rule == u"anthropic-api-key")
        return tr("Line %1 holds what looks like an Anthropic API key (%2).").arg(line, hit.preview);
    if (rule == u"jwt")
        return tr("Line %1 holds what looks like a JSON Web Token (%2).").arg(line, hit.preview);
    if (rule == u"generic-assignment")
        return tr("Line %1 sets what looks like a password, token or key in plain text (%2).").arg(line, hit.preview);
    return tr("Line %1 holds what looks like a secret (%2).").arg(line, hit.preview);
}

} // namespace shadowbox
