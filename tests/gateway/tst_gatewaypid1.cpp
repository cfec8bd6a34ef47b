// The gateway as PID 1, which it is in its container: the real shadowbox-gateway started as the
// first process of a PID namespace of its own (unshare --pid --fork, as root). The kernel gives
// such a process two duties no other process has:
//  - a signal from outside its namespace reaches it only when it handles that signal, so an
//    engine's SIGTERM (stop) would do nothing without a handler and the engine would wait out its
//    timeout and kill it;
//  - every process orphaned in its namespace becomes its child, and stays a zombie until it waits
//    for it.
// The test makes an orphan in the gateway's namespace (nsenter: a shell that leaves a sleep behind),
// checks that the sleep was handed to the gateway and that it is reaped once it ends, then stops the
// gateway with SIGTERM from outside. No container engine is needed; it needs root (setup's CI runs
// as root) and util-linux's unshare and nsenter, and fails without them.
// Its image holds this one file and nothing else, so the test first reads the program's ELF
// headers: it must ask for no loader and no shared library, and hold no Qt.
#include "ServerProcess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>
#include <elf.h>
#include <unistd.h>

using namespace shadowbox;
using namespace shadowbox::test;

namespace {

// A field of /proc/<pid>/status ("PPid", "State", "NSpid"), empty when the process is gone.
QByteArray statusField(qint64 pid, const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed();
    }
    return {};
}

// The processes whose parent is `parent`, as /proc has them now.
QList<qint64> childrenOf(qint64 parent)
{
    QList<qint64> out;
    const QByteArray wanted = QByteArray::number(parent);
    for (const QString &name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        const qint64 pid = name.toLongLong(&number);
        if (number && statusField(pid, "PPid") == wanted)
            out << pid;
    }
    return out;
}

} // namespace

class GatewayPid1Test : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(::geteuid() == 0, "A PID namespace of its own needs root: run the integration tests as root "
                                   "(scripts/test.sh does in CI).");
        for (const char *tool : {"unshare", "nsenter", "sleep", "sh"})
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(),
                     qPrintable(QStringLiteral("%1 is not installed (util-linux, coreutils).").arg(tool)));
    }

    void isOneProgramThatNeedsNothingElse()
    {
        QFile file(QStringLiteral(SHADOWBOX_GATEWAY_BINARY));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName() + u' ' + file.errorString()));
        const QByteArray bytes = file.readAll();
        Elf64_Ehdr header;
        QVERIFY(size_t(bytes.size()) >= sizeof header);
        std::memcpy(&header, bytes.constData(), sizeof header);
        QVERIFY(std::memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 && header.e_ident[EI_CLASS] == ELFCLASS64);
        // A program the kernel starts by itself: no interpreter (ld.so) to find in the image, and
        // no dynamic section naming libraries.
        QCOMPARE(int(header.e_type), int(ET_EXEC));
        QCOMPARE(size_t(header.e_phentsize), sizeof(Elf64_Phdr));
        QVERIFY(header.e_phoff + size_t(header.e_phnum) * sizeof(Elf64_Phdr) <= size_t(bytes.size()));
        for (int i = 0; i < header.e_phnum; ++i) {
            Elf64_Phdr segment;
            std::memcpy(&segment, bytes.constData() + header.e_phoff + size_t(i) * sizeof segment, sizeof segment);
            QVERIFY2(segment.p_type != PT_INTERP, "the gateway asks for a loader: it is not linked statically");
            QVERIFY2(segment.p_type != PT_DYNAMIC, "the gateway has a dynamic section: it needs shared libraries");
        }
        // Qt's classes leave their type names (RTTI) in any program that links them.
        QVERIFY2(!bytes.contains("7QObject") && !bytes.contains("QCoreApplication"), "the gateway holds Qt");
        qInfo("shadowbox-gateway: one static program of %.1f MB", double(bytes.size()) / (1024 * 1024));
    }

    void reapsOrphansAndStopsOnSigterm()
    {
        const QString gateway = QStringLiteral(SHADOWBOX_GATEWAY_BINARY);
        QVERIFY2(QFileInfo(gateway).isExecutable(), qPrintable(gateway + QLatin1String(" is not built")));
        QTemporaryDir root(QStringLiteral("/tmp/sbx-gateway-pid1-XXXXXX"));
        QVERIFY(root.isValid() && QDir(root.path()).mkpath(QStringLiteral("mappings")));
        const auto [port, unused] = twoFreePorts();
        QVERIFY(port);

        QProcess outer;
        outer.setProcessChannelMode(QProcess::MergedChannels);
        outer.start(QStringLiteral("unshare"),
                    {QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--kill-child"), gateway,
                     QStringLiteral("--http"), QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--root-dir"),
                     root.path()});
        QVERIFY2(outer.waitForStarted(), qPrintable(outer.errorString()));
        const auto cleanup = qScopeGuard([&outer] {
            if (outer.state() != QProcess::NotRunning) {
                outer.kill();
                outer.waitForFinished(5'000);
            }
        });

        // The gateway: unshare's one child, the first process of its namespace.
        qint64 gatewayPid = 0;
        QVERIFY(QTest::qWaitFor(
            [&] {
                const QList<qint64> children = childrenOf(outer.processId());
                gatewayPid = children.size() == 1 ? children.first() : 0;
                return gatewayPid && QFileInfo(QStringLiteral("/proc/%1/exe").arg(gatewayPid)).symLinkTarget() ==
                                         QFileInfo(gateway).canonicalFilePath();
            },
            10'000));
        const QByteArray nsPids = statusField(gatewayPid, "NSpid");
        QVERIFY2(nsPids.endsWith("\t1") || nsPids.endsWith(" 1"), nsPids.constData()); // PID 1 inside
        const RawRequest probe{QStringLiteral("probe"), "GET", "/nothing", {}, {}};
        QVERIFY(QTest::qWaitFor([&] { return exchange(port, probe, 2'000).status == 404; }, 20'000));

        // An orphan of its namespace: the shell leaves a sleep behind and exits.
        QProcess enter;
        enter.start(QStringLiteral("nsenter"), {QStringLiteral("--target"), QString::number(gatewayPid),
                                                QStringLiteral("--pid"), QStringLiteral("--"), QStringLiteral("sh"),
                                                QStringLiteral("-c"), QStringLiteral("sleep 3 & exit 0")});
        QVERIFY(enter.waitForFinished(10'000) && enter.exitCode() == 0);
        QList<qint64> adopted;
        QVERIFY(QTest::qWaitFor(
            [&] {
                adopted = childrenOf(gatewayPid);
                return !adopted.isEmpty();
            },
            1'000));
        QCOMPARE(adopted.size(), 1);
        const qint64 orphan = adopted.first();
        // It may be adopted before its exec has finished: until then its command line is the shell's,
        // or empty while the kernel sets up the new one.
        QByteArray command;
        const bool execed = QTest::qWaitFor(
            [&] {
                QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(orphan));
                command = cmdline.open(QIODevice::ReadOnly) ? cmdline.readAll() : QByteArray();
                return command.startsWith(QByteArrayLiteral("sleep\0"));
            },
            1'000);
        QVERIFY2(execed, command.replace('\0', ' ').constData());
        // Once the sleep ends it is waited for: no zombie stays behind.
        QVERIFY2(QTest::qWaitFor([&] { return statusField(orphan, "State").isEmpty(); }, 10'000),
                 qPrintable(QStringLiteral("process %1 is still there: %2")
                                .arg(orphan)
                                .arg(QString::fromLatin1(statusField(orphan, "State")))));
        QVERIFY(childrenOf(gatewayPid).isEmpty());

        // SIGTERM from outside its namespace ends it, at once and cleanly.
        QElapsedTimer stopping;
        stopping.start();
        QVERIFY(::kill(pid_t(gatewayPid), SIGTERM) == 0);
        QVERIFY2(outer.waitForFinished(5'000), "the gateway did not stop on SIGTERM within 5 s");
        qInfo("stopped %lld ms after SIGTERM, exit code %d", stopping.elapsed(), outer.exitCode());
        QCOMPARE(outer.exitStatus(), QProcess::NormalExit);
        QVERIFY2(outer.exitCode() == 0, outer.readAll().constData());
    }
};

QTEST_GUILESS_MAIN(GatewayPid1Test)
#include "tst_gatewaypid1.moc"
