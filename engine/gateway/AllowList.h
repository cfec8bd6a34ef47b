#pragma once

#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace shadowbox {

// The allowlist's rules as users write them, and the presets: named sets of rules for the package
// registries and for the model APIs of the agents that run inside a sandbox, so that `npm install`
// or an agent works while every other host stays mocked or refused.
class AllowList {
    Q_DECLARE_TR_FUNCTIONS(AllowList)
public:
    struct Preset {
        QString name;
        QString description;
        QList<AllowRule> rules;
    };

    static const QList<Preset> &presets();
    static const Preset *preset(const QString &name);

    // "pypi.org", "pypi.org:443", "*.pythonhosted.org", "192.0.2.7:8080": a rule, or why not.
    static Result<AllowRule> parseRule(const QString &text);
    // "127.0.1.1:8080", "[::1]:4566": a mock server of the user's on a loopback address of the
    // sandbox's network namespace (no other address: the gateway would refuse the whole file), named
    // `name` in the request log, answering `hosts` too (names no stub of the sandbox names); run by
    // Shadowbox from `image` with `arguments`, when an image is given.
    static Result<MockServer> parseMockServer(const QString &text, const QString &name, const QStringList &hosts = {},
                                              const QString &image = {}, const QStringList &arguments = {});
    // Why `rule` cannot stand in an allowlist (the gateway would refuse the whole file), or empty.
    static QString ruleProblem(const AllowRule &rule);

    // `rules` with `added` (a rule already there is not repeated) and without `removed`: a removed
    // rule with no port takes the host's rules on every port; one with a preset name and no host
    // takes every rule of that preset.
    static QList<AllowRule> edited(QList<AllowRule> rules, const QList<AllowRule> &added,
                                   const QList<AllowRule> &removed);
    // `rules` with recording turned on or off for each of `hosts`: every rule for the host (on the
    // given port, or on any when it names none) records or stops; turned on for a host no rule
    // names, a rule for it is added.
    static QList<AllowRule> recording(QList<AllowRule> rules, const QList<AllowRule> &hosts, bool on);
};

} // namespace shadowbox
