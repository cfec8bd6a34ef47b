#include "gateway/AllowList.h"
#include "gateway/SandboxGateway.h"
#include "runtime/ImageReference.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace shadowbox {

namespace {

AllowRule rule(const char *host, int port, const char *preset)
{
    return {QString::fromLatin1(host), port, QString::fromLatin1(preset)};
}

// One rule for each of the usual ports of a package archive that is reached over both.
QList<AllowRule> webRules(std::initializer_list<const char *> hosts, const char *preset)
{
    QList<AllowRule> rules;
    for (const char *host : hosts)
        rules << rule(host, 80, preset) << rule(host, 443, preset);
    return rules;
}

QList<AllowRule> httpsRules(std::initializer_list<const char *> hosts, const char *preset)
{
    QList<AllowRule> rules;
    for (const char *host : hosts)
        rules << rule(host, 443, preset);
    return rules;
}

} // namespace

const QList<AllowList::Preset> &AllowList::presets()
{
    static const QList<Preset> all{
        {QStringLiteral("npm"), tr("npm and Yarn packages"),
         httpsRules({"registry.npmjs.org", "registry.yarnpkg.com"}, "npm")},
        {QStringLiteral("pypi"), tr("Python packages (pip, uv, Poetry)"),
         httpsRules({"pypi.org", "files.pythonhosted.org"}, "pypi")},
        {QStringLiteral("crates"), tr("Rust crates (Cargo)"),
         httpsRules({"crates.io", "index.crates.io", "static.crates.io"}, "crates")},
        {QStringLiteral("go"), tr("Go modules"), httpsRules({"proxy.golang.org", "sum.golang.org"}, "go")},
        {QStringLiteral("debian"), tr("Debian archives (apt)"),
         webRules({"deb.debian.org", "security.debian.org"}, "debian")},
        {QStringLiteral("ubuntu"), tr("Ubuntu archives (apt)"),
         webRules({"archive.ubuntu.com", "security.ubuntu.com", "ports.ubuntu.com"}, "ubuntu")},
        {QStringLiteral("alpine"), tr("Alpine packages (apk)"), webRules({"dl-cdn.alpinelinux.org"}, "alpine")},
        {QStringLiteral("claude"), tr("Claude Code's model API"), httpsRules({"api.anthropic.com"}, "claude")},
        {QStringLiteral("codex"), tr("Codex's model API"), httpsRules({"api.openai.com"}, "codex")},
        {QStringLiteral("aider"), tr("aider's model APIs (OpenAI and Anthropic)"),
         httpsRules({"api.openai.com", "api.anthropic.com"}, "aider")},
    };
    return all;
}

const AllowList::Preset *AllowList::preset(const QString &name)
{
    for (const Preset &p : presets()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

namespace {

// `host` as the gateway keeps an IPv6 address ("2001:db8::1"), or empty when it is not one (a zone
// such as "%eth0" names nothing the sandbox could reach).
QString canonicalIpv6(const QString &host)
{
    QHostAddress address;
    if (!host.contains(u':') || host.contains(u'%') || !address.setAddress(host) ||
        address.protocol() != QAbstractSocket::IPv6Protocol)
        return {};
    return address.toString();
}

} // namespace

QString AllowList::ruleProblem(const AllowRule &rule)
{
    if (!canonicalIpv6(rule.host).isEmpty()) {
        if (rule.port < 0 || rule.port > 65535)
            return tr("%1 is not a port: ports go from 1 to 65535.").arg(rule.port);
        return {};
    }
    // As the gateway reads it (NetworkPolicy.cpp): DNS labels, an optional leading "*.".
    static const QRegularExpression valid(QStringLiteral("^(\\*\\.)?(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)"
                                                         "(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (!valid.match(rule.host).hasMatch())
        return tr("\"%1\" is not a host an allow rule can name: write a host name (pypi.org), every name under a "
                  "domain (*.pythonhosted.org), an IPv4 address or an IPv6 address in brackets "
                  "([2001:db8::1]), with an optional :PORT.")
            .arg(rule.host);
    if (rule.port < 0 || rule.port > 65535)
        return tr("%1 is not a port: ports go from 1 to 65535.").arg(rule.port);
    return {};
}

Result<AllowRule> AllowList::parseRule(const QString &text)
{
    AllowRule rule;
    rule.host = text.trimmed().toLower();
    const auto noPort = [&] {
        return Error::make(Error::Kind::InvalidInput,
                           tr("\"%1\" does not end in a port: write HOST or HOST:PORT, like pypi.org:443 or "
                              "[2001:db8::1]:443.")
                               .arg(text));
    };
    const auto takePort = [&](const QString &digits) {
        bool ok = false;
        rule.port = digits.toInt(&ok);
        return ok && rule.port != 0;
    };
    if (rule.host.startsWith(u'[')) {
        // An IPv6 address, written as in a URL: "[2001:db8::1]" or "[2001:db8::1]:443".
        const qsizetype close = rule.host.indexOf(u']');
        if (close < 0)
            return Error::make(Error::Kind::InvalidInput,
                               tr("\"%1\" opens an IPv6 address with [ but does not close it with ].").arg(text));
        const QString after = rule.host.mid(close + 1);
        if (!after.isEmpty() && (!after.startsWith(u':') || !takePort(after.mid(1))))
            return noPort();
        rule.host = canonicalIpv6(rule.host.mid(1, close - 1));
        if (rule.host.isEmpty())
            return Error::make(Error::Kind::InvalidInput,
                               tr("\"%1\" holds no IPv6 address between its brackets.").arg(text));
    } else if (const QString v6 = canonicalIpv6(rule.host); !v6.isEmpty()) {
        rule.host = v6; // a bare IPv6 address names no port: its colons are its own
    } else if (const qsizetype colon = rule.host.lastIndexOf(u':'); colon >= 0) {
        if (!takePort(rule.host.mid(colon + 1)))
            return noPort();
        rule.host.truncate(colon);
        if (rule.host.contains(u':')) // "1:2:3:4:5:6:7:8:9" is no address, and no address and port
            return Error::make(Error::Kind::InvalidInput,
                               tr("\"%1\" is not an IPv6 address: with a port, write the address in brackets, "
                                  "like [2001:db8::1]:443.")
                                   .arg(text));
    }
    if (const QString why = ruleProblem(rule); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    return rule;
}

Result<MockServer> AllowList::parseMockServer(const QString &text, const QString &name, const QStringList &hosts,
                                              const QString &image, const QStringList &arguments)
{
    const auto notLoopback = [&] {
        return Error::make(Error::Kind::InvalidInput,
                           tr("A mock server listens on a loopback address of the sandbox, with its port: write "
                              "ADDRESS:PORT, like 127.0.1.1:8080 or [::1]:8080, not \"%1\".")
                               .arg(text));
    };
    auto rule = parseRule(text);
    if (!rule || rule->port == 0 || rule->host.startsWith(u'*'))
        return notLoopback();
    const QHostAddress address(rule->host);
    const bool loopback = address.protocol() == QAbstractSocket::IPv4Protocol
                              ? (address.toIPv4Address() >> 24) == 127
                              : address == QHostAddress(QHostAddress::LocalHostIPv6);
    if (address.isNull() || !loopback)
        return notLoopback();
    if (name.size() > 64)
        return Error::make(Error::Kind::InvalidInput, tr("A mock server's name has at most 64 characters."));
    if (!image.isEmpty()) {
        if (const QString why = ImageReference::problem(image); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
    } else if (!arguments.isEmpty()) {
        return Error::make(Error::Kind::InvalidInput,
                           tr("Arguments for a mock server go with the image Shadowbox runs it from: give the "
                              "image too, or run the server yourself."));
    }
    MockServer server{name.trimmed(), address.toString(), rule->port, {}, image, arguments};
    for (const QString &host : hosts) {
        if (const QString why = SandboxGateway::hostNameProblem(host); !why.isEmpty())
            return Error::make(Error::Kind::InvalidInput, why);
        if (!server.hosts.contains(host.toLower()))
            server.hosts << host.toLower();
    }
    return server;
}

QList<AllowRule> AllowList::edited(QList<AllowRule> rules, const QList<AllowRule> &added,
                                   const QList<AllowRule> &removed)
{
    rules.removeIf([&](const AllowRule &r) {
        for (const AllowRule &gone : removed) {
            if (gone.host.isEmpty() ? r.preset == gone.preset
                                    : r.host == gone.host && (gone.port == 0 || r.port == gone.port))
                return true;
        }
        return false;
    });
    for (AllowRule rule : added) {
        rule.host = rule.host.toLower();
        const bool there = std::any_of(rules.cbegin(), rules.cend(),
                                       [&](const AllowRule &r) { return r.host == rule.host && r.port == rule.port; });
        if (!there)
            rules << rule;
    }
    return rules;
}

QList<AllowRule> AllowList::recording(QList<AllowRule> rules, const QList<AllowRule> &hosts, bool on)
{
    for (const AllowRule &wanted : hosts) {
        const QString host = wanted.host.toLower();
        bool named = false;
        for (AllowRule &rule : rules) {
            if (rule.host == host && (wanted.port == 0 || rule.port == wanted.port)) {
                rule.record = on;
                named = true;
            }
        }
        if (on && !named)
            rules << AllowRule{host, wanted.port, QString(), true};
    }
    return rules;
}

} // namespace shadowbox
