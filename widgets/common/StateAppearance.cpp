#include "common/StateAppearance.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace shadowbox {

QColor stateColor(SandboxState state)
{
    switch (state) {
    case SandboxState::Creating:
        return QColor(0xd4, 0x9a, 0x00);
    case SandboxState::Running:
        return QColor(0x2e, 0x9d, 0x48);
    case SandboxState::Stopped:
        return QColor(0x80, 0x86, 0x8f);
    case SandboxState::Failed:
        return QColor(0xd0, 0x38, 0x3e);
    case SandboxState::Lost:
        return QColor(0xc8, 0x61, 0x1f);
    case SandboxState::Destroyed:
    case SandboxState::Destroying:
        return QColor(0xb8, 0xbc, 0xc2);
    }
    return Qt::gray;
}

QIcon stateIcon(SandboxState state)
{
    // Built once per state on the GUI thread; QIcon is implicitly shared, so copies are cheap.
    static QHash<int, QIcon> cache;
    if (auto it = cache.constFind(int(state)); it != cache.constEnd())
        return *it;
    QIcon icon;
    for (int size : {12, 16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor color = stateColor(state);
        p.setPen(QPen(color.darker(130), size / 12.0));
        p.setBrush(color);
        const qreal margin = size * 0.22;
        p.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
        p.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(int(state), icon);
    return icon;
}

QString networkPolicyLabel(NetworkPolicy policy)
{
    switch (policy) {
    case NetworkPolicy::MocksOnly:
        return QCoreApplication::translate("shadowbox::Network", "Mocks only");
    case NetworkPolicy::Allowlist:
        return QCoreApplication::translate("shadowbox::Network", "Allowlist");
    case NetworkPolicy::Open:
        return QCoreApplication::translate("shadowbox::Network", "Open");
    case NetworkPolicy::None:
        break;
    }
    return QCoreApplication::translate("shadowbox::Network", "None");
}

namespace {
QString policyDescription(const SandboxRecord &r)
{
    if (r.networkMode == NetworkMode::Internal)
        return QCoreApplication::translate("shadowbox::Network",
                                           "Internal network, made by an earlier Shadowbox (on Docker it reaches "
                                           "the host's services)");
    if (r.networkMode != NetworkMode::Gateway)
        return QCoreApplication::translate("shadowbox::Network", "None: no gateway, nothing answers");
    switch (r.networkPolicy) {
    case NetworkPolicy::MocksOnly:
        return QCoreApplication::translate("shadowbox::Network",
                                           "Gateway, mocks only: mocked hosts answer from their stubs; no route out");
    case NetworkPolicy::Allowlist: {
        QStringList hosts;
        for (const AllowRule &rule : r.networkAllow)
            hosts << (rule.record ? QCoreApplication::translate("shadowbox::Network", "%1 (recorded)").arg(rule.text())
                                  : rule.text());
        return hosts.isEmpty()
                   ? QCoreApplication::translate(
                         "shadowbox::Network",
                         "Gateway, allowlist with no hosts yet: mocked hosts answer, the rest is refused")
                   : QCoreApplication::translate("shadowbox::Network",
                                                 "Gateway, allowlist: mocked hosts answer; %1 pass through; "
                                                 "the rest is refused")
                         .arg(hosts.join(QLatin1String(", ")));
    }
    case NetworkPolicy::Open:
        return QCoreApplication::translate("shadowbox::Network",
                                           "Gateway, open: mocked hosts answer; every other host passes through "
                                           "(never this computer's own addresses)");
    case NetworkPolicy::None:
        break;
    }
    return QCoreApplication::translate("shadowbox::Network",
                                       "Gateway, policy none: nothing answers until the policy changes");
}
} // namespace

QString networkDescription(const SandboxRecord &r)
{
    const QString policy = policyDescription(r);
    if (r.networkMode != NetworkMode::Gateway || r.networkPolicy == NetworkPolicy::None || !r.networkMockServer)
        return policy;
    if (!r.networkMockServer->image.isEmpty())
        return QCoreApplication::translate("shadowbox::Network",
                                           "%1. The mocked hosts are answered by %2, which Shadowbox runs from %3")
            .arg(policy, r.networkMockServer->text(), r.networkMockServer->image);
    return QCoreApplication::translate("shadowbox::Network", "%1. The mocked hosts are answered by %2")
        .arg(policy, r.networkMockServer->text());
}

} // namespace shadowbox
