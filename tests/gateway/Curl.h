#pragma once

// curl as a real HTTP and TLS client for the gateway's integration tests: no ~/.curlrc (-q) and no
// proxy or CA bundle from the environment, only what the test says.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace shadowbox::test {

// curl's exit code for "the peer's certificate cannot be verified" (CURLE_PEER_FAILED_VERIFICATION).
inline constexpr int kCurlVerificationFailed = 60;

struct CurlRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString command;

    QString report() const
    {
        return QStringLiteral("%1\nexit code %2\n--- stdout ---\n%3\n--- stderr ---\n%4")
            .arg(command, QString::number(exitCode), QString::fromUtf8(out), QString::fromUtf8(err));
    }
};

inline CurlRun runCurl(const QString &curl, const QStringList &args)
{
    const QStringList all =
        QStringList{QStringLiteral("-q"), QStringLiteral("--silent"), QStringLiteral("--show-error"),
                    QStringLiteral("--max-time"), QStringLiteral("20")} +
        args;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy",
                             "NO_PROXY", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"})
        environment.remove(QLatin1String(name));
    process.setProcessEnvironment(environment);
    process.start(curl, all);
    CurlRun run;
    run.command = curl + QLatin1Char(' ') + all.join(QLatin1Char(' '));
    if (!process.waitForFinished(30'000)) {
        process.kill();
        process.waitForFinished(5'000);
        run.err = "curl did not finish within 30 s";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace shadowbox::test
