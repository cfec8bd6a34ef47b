// The checks that turn bad input into a sentence before anything reaches the engine: image
// references (the distribution grammar both engines use) and sandbox limits (none of which may
// switch a limit off).

#include "core/SandboxTypes.h"
#include "runtime/ImageReference.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace shadowbox;

class InputChecksTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void validImageReferences_data()
    {
        QTest::addColumn<QString>("reference");
        const QString digest = QStringLiteral("sha256:") + QString(64, u'a');
        for (const QString &r :
             {QStringLiteral("busybox"), QStringLiteral("debian:bookworm"), QStringLiteral("shadowbox-starter:1"),
              QStringLiteral("localhost/shadowbox-starter:1"), QStringLiteral("ghcr.io/owner/name:1.2"),
              QStringLiteral("registry:5000/a/b_c__d-e:v1"), QStringLiteral("[::1]:5000/x"),
              QStringLiteral("docker.io/library/alpine@") + digest, QStringLiteral("alpine:3.19@") + digest,
              QStringLiteral("My-Registry.example.com/x")})
            QTest::newRow(qPrintable(r)) << r;
    }
    void validImageReferences()
    {
        QFETCH(QString, reference);
        QCOMPARE(ImageReference::problem(reference), QString());
    }

    void invalidImageReferences_data()
    {
        QTest::addColumn<QString>("reference");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << QString() << QStringLiteral("it is empty");
        QTest::newRow("spaces") << QStringLiteral("Bad Image!!") << QStringLiteral("spaces");
        QTest::newRow("punctuation") << QStringLiteral("bad!!") << QStringLiteral("not a valid path component");
        QTest::newRow("uppercase") << QStringLiteral("UPPER/case") << QStringLiteral("lowercase");
        QTest::newRow("empty tag") << QStringLiteral("alpine:") << QStringLiteral("the tag");
        QTest::newRow("tag starts with dash") << QStringLiteral("alpine:-x") << QStringLiteral("the tag");
        QTest::newRow("short digest") << QStringLiteral("alpine@sha256:abc") << QStringLiteral("the digest");
        QTest::newRow("empty component") << QStringLiteral("a//b") << QStringLiteral("not a valid path component");
        QTest::newRow("trailing separator") << QStringLiteral("a_") << QStringLiteral("not a valid path component");
        QTest::newRow("bad registry") << QStringLiteral("bad_host.com/x") << QStringLiteral("the registry");
        QTest::newRow("only a tag") << QStringLiteral(":1") << QStringLiteral("repository name is missing");
    }
    void invalidImageReferences()
    {
        QFETCH(QString, reference);
        QFETCH(QString, why);
        const QString problem = ImageReference::problem(reference);
        QVERIFY2(problem.contains(why), qPrintable(problem));
        QVERIFY(problem.contains(QLatin1String("Image names look like")));
    }

    void limitsInRange()
    {
        SandboxLimits limits; // the defaults are usable on any host with 2 CPUs and 2 GiB
        QCOMPARE(limits.check(), QString());
        QCOMPARE(limits.check(HostCapacity{2, 2LL * 1024 * 1024 * 1024}), QString());
        limits.memoryBytes = SandboxLimits::kMinMemoryBytes;
        limits.cpus = SandboxLimits::kMinCpus;
        limits.pids = SandboxLimits::kMinPids;
        limits.stopTimeoutSeconds = 0;
        QCOMPARE(limits.check(HostCapacity{1, 1LL << 30}), QString());
    }

    void limitsOutOfRange_data()
    {
        QTest::addColumn<qint64>("memory");
        QTest::addColumn<double>("cpus");
        QTest::addColumn<int>("pids");
        QTest::addColumn<int>("stop");
        QTest::addColumn<QString>("why");
        const qint64 gib = 1LL << 30;
        QTest::newRow("memory off") << qint64(0) << 1.0 << 100 << 10 << QStringLiteral("memory limit");
        QTest::newRow("memory negative") << qint64(-1) << 1.0 << 100 << 10 << QStringLiteral("memory limit");
        QTest::newRow("memory above host")
            << 64 * gib << 1.0 << 100 << 10 << QStringLiteral("memory of the engine's host");
        QTest::newRow("cpus off") << gib << 0.0 << 100 << 10 << QStringLiteral("CPU limit");
        QTest::newRow("cpus unlimited to podman")
            << gib << 0.000001 << 100 << 10 << QStringLiteral("between 0.01 and 2");
        QTest::newRow("cpus inf") << gib << std::numeric_limits<double>::infinity() << 100 << 10
                                  << QStringLiteral("CPU limit");
        QTest::newRow("cpus nan") << gib << std::nan("") << 100 << 10 << QStringLiteral("CPU limit");
        QTest::newRow("cpus above host") << gib << 3.0 << 100 << 10 << QStringLiteral("CPUs of the engine's host");
        QTest::newRow("pids 1") << gib << 1.0 << 1 << 10 << QStringLiteral("between 16 and 4194304");
        QTest::newRow("pids huge") << gib << 1.0 << 5'000'000 << 10 << QStringLiteral("process limit");
        QTest::newRow("stop negative") << gib << 1.0 << 100 << -1 << QStringLiteral("stop timeout");
    }
    void limitsOutOfRange()
    {
        QFETCH(qint64, memory);
        QFETCH(double, cpus);
        QFETCH(int, pids);
        QFETCH(int, stop);
        QFETCH(QString, why);
        SandboxLimits limits;
        limits.memoryBytes = memory;
        limits.cpus = cpus;
        limits.pids = pids;
        limits.stopTimeoutSeconds = stop;
        const QString problem = limits.check(HostCapacity{2, 16LL << 30});
        QVERIFY2(problem.contains(why), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("out of range")), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(InputChecksTest)
#include "tst_inputchecks.moc"
