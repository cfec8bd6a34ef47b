// The details pane says what the sandbox boundary is for the selected sandbox: whether root inside
// is root on the host's files, and the limits as they were applied (memory with or without swap).

#include "WidgetTestMain.h"
#include "sandbox/SandboxDetailsPanel.h"

#include <QTest>

using namespace shadowbox;

namespace {
SandboxRecord sample()
{
    SandboxRecord r;
    r.id = QStringLiteral("0123456789ab");
    r.name = QStringLiteral("app");
    r.state = SandboxState::Running;
    r.image = QStringLiteral("localhost/shadowbox-starter:1");
    r.workspace = QStringLiteral("/home/ada/.local/share/shadowbox/workspaces/0123456789ab");
    r.limits.memoryBytes = 2LL * 1024 * 1024 * 1024;
    r.createdAt = QDateTime::currentDateTimeUtc();
    return r;
}
} // namespace

class TestSandboxDetails : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rootInsideIsExplained_data()
    {
        QTest::addColumn<int>("ns");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("rootful") << int(UserNamespace::None)
                                 << QStringLiteral(
                                        "No user namespace: root in the sandbox is root on the host's files");
        QTest::newRow("rootless") << int(UserNamespace::Rootless)
                                  << QStringLiteral(
                                         "Root in the sandbox is mapped to an unprivileged user on the host.");
        QTest::newRow("remapped") << int(UserNamespace::Remapped)
                                  << QStringLiteral(
                                         "Root in the sandbox is mapped to an unprivileged user on the host.");
        QTest::newRow("older record") << int(UserNamespace::Unknown) << QStringLiteral("Not recorded");
    }

    void rootInsideIsExplained()
    {
        QFETCH(int, ns);
        QFETCH(QString, phrase);
        SandboxDetailsPanel panel;
        SandboxRecord r = sample();
        r.userNamespace = UserNamespace(ns);
        panel.setRecord(r);
        const QString text = panel.fieldText(QStringLiteral("userNamespaceValue"));
        QVERIFY2(text.contains(phrase), qPrintable(text));
    }

    void memoryShowsSwap()
    {
        SandboxDetailsPanel panel;
        SandboxRecord r = sample();
        panel.setRecord(r);
        QCOMPARE(panel.fieldText(QStringLiteral("memoryValue")), QStringLiteral("2 GiB, no swap"));
        r.limits.swapBytes = 512LL * 1024 * 1024;
        panel.setRecord(r);
        QCOMPARE(panel.fieldText(QStringLiteral("memoryValue")), QStringLiteral("2 GiB + 512 MiB swap"));
    }

    void workspaceLimit()
    {
        SandboxDetailsPanel panel;
        SandboxRecord r = sample();
        r.limits.workspaceBytes = 10LL * 1024 * 1024 * 1024;
        panel.setRecord(r);
        QCOMPARE(panel.fieldText(QStringLiteral("workspaceLimitValue")), QStringLiteral("up to 10 GiB on the disk"));
        r.limits.workspaceBytes = 0;
        panel.setRecord(r);
        QCOMPARE(panel.fieldText(QStringLiteral("workspaceLimitValue")),
                 QStringLiteral("no limit (made before workspace limits)"));
    }

    void scanStepSaysWhatWasNotCopied()
    {
        SandboxDetailsPanel panel;
        SandboxRecord r = sample();
        r.steps = {{QStringLiteral("scan"), 12, true,
                    QStringLiteral("Submodules not copied because they are not checked out: vendor/x.")}};
        panel.setRecord(r);
        QVERIFY2(panel.fieldText(QStringLiteral("scanStepValue")).contains(QStringLiteral("not checked out: vendor/x")),
                 qPrintable(panel.fieldText(QStringLiteral("scanStepValue"))));
    }
};

SHADOWBOX_OFFSCREEN_TEST_MAIN(TestSandboxDetails)
#include "tst_sandboxdetails.moc"
