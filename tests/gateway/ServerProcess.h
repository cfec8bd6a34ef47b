#pragma once

// A server process under test (the gateway, or WireMock) and plain HTTP/1.1 exchanges with it:
// shared by the gateway's integration tests.

#include "core/Result.h"
#include "runtime/HttpResponseParser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

namespace shadowbox::test {

// A cold JVM on a busy two-core machine takes a few seconds; a minute means something is wrong.
inline constexpr int kStartTimeoutMs = 60'000;
inline constexpr int kAnswerTimeoutMs = 30'000;

// One request, ready to be written to a socket.
struct RawRequest {
    QString name;
    QByteArray method;
    QByteArray target; // path and query, as sent
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

// One HTTP answer as read off the socket.
struct Answer {
    QString error; // why no complete answer came back; empty when one did
    int status = 0;
    QByteArray reason;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    qint64 ms = 0;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[n, v] : headers)
            if (n.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        return {};
    }
    // WireMock names the stub it answered from; its own 404 for a request no stub matched does not.
    bool matchedStub() const { return !header("Matched-Stub-Id").isEmpty(); }
};

// Sends one request on a connection of its own ("Connection: close") and reads the answer.
inline Answer exchange(quint16 port, const RawRequest &r, int timeoutMs = kAnswerTimeoutMs)
{
    Answer a;
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5'000)) {
        a.error = QStringLiteral("cannot connect to port %1: %2").arg(port).arg(socket.errorString());
        return a;
    }
    QByteArray wire = r.method + ' ' + r.target + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\n";
    for (const auto &[name, value] : r.headers)
        wire += name + ": " + value + "\r\n";
    if (!r.body.isEmpty() || r.method == "POST" || r.method == "PUT" || r.method == "PATCH")
        wire += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    wire += "Connection: close\r\n\r\n" + r.body;

    QElapsedTimer timer;
    timer.start();
    socket.write(wire);
    HttpResponseParser parser;
    while (!parser.done()) {
        if (socket.bytesAvailable() > 0) {
            if (const Status fed = parser.feed(socket.readAll()); !fed) {
                a.error = fed.errorMessage();
                return a;
            }
            continue;
        }
        if (socket.state() != QAbstractSocket::ConnectedState)
            break;
        const qint64 left = timeoutMs - timer.elapsed();
        if (left <= 0) {
            a.error = QStringLiteral("no complete answer within %1 s").arg(timeoutMs / 1000);
            return a;
        }
        socket.waitForReadyRead(int(left));
    }
    if (!parser.done()) {
        if (const Status finished = parser.finish(); !finished) {
            a.error = QStringLiteral("the connection closed mid-answer: %1").arg(finished.errorMessage());
            return a;
        }
    }
    a.ms = timer.elapsed();
    a.status = parser.status();
    a.reason = parser.reason();
    a.headers = parser.headers();
    a.body = parser.body();
    return a;
}

// Two ports nothing listens on now; both are held while the second is chosen, so they differ.
inline QPair<quint16, quint16> twoFreePorts()
{
    QTcpServer first;
    QTcpServer second;
    if (!first.listen(QHostAddress::LocalHost, 0) || !second.listen(QHostAddress::LocalHost, 0))
        return {0, 0};
    return {first.serverPort(), second.serverPort()};
}

// A server under test, its output in files (WireMock explains every unmatched request at length;
// a pipe nobody reads while the requests go out would fill and stall it). Stopped when the object
// goes away, whatever way the test function leaves.
class ServerProcess {
public:
    enum class Readiness { Answering, Exited, TimedOut };

    ServerProcess(QString label, const QString &logDir)
        : m_label(std::move(label))
        , m_outPath(QDir(logDir).filePath(m_label + QLatin1String(".out")))
        , m_errPath(QDir(logDir).filePath(m_label + QLatin1String(".err")))
    {
        m_process.setStandardOutputFile(m_outPath);
        m_process.setStandardErrorFile(m_errPath);
    }
    ~ServerProcess() { stop(); }
    ServerProcess(const ServerProcess &) = delete;
    ServerProcess &operator=(const ServerProcess &) = delete;

    void start(const QString &program, const QStringList &args)
    {
        m_command = program + QLatin1Char(' ') + args.join(QLatin1Char(' '));
        m_process.start(program, args);
    }

    // Polls `port` with a request until some complete HTTP answer comes back, the process ends, or
    // the time runs out.
    Readiness waitUntilAnswering(quint16 port, int timeoutMs = kStartTimeoutMs)
    {
        const RawRequest probe{QStringLiteral("probe"), "GET", "/__shadowbox-differential-probe", {}, {}};
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (m_process.state() == QProcess::NotRunning)
                return Readiness::Exited;
            if (exchange(port, probe, 5'000).error.isEmpty())
                return Readiness::Answering;
            QTest::qWait(200); // also lets QProcess notice that the process ended
        }
        return Readiness::TimedOut;
    }

    bool waitForExit(int timeoutMs = kStartTimeoutMs)
    {
        return m_process.state() == QProcess::NotRunning || m_process.waitForFinished(timeoutMs);
    }
    bool exitedWithError() const
    {
        return m_process.state() == QProcess::NotRunning && m_process.exitStatus() == QProcess::NormalExit &&
               m_process.exitCode() != 0;
    }

    QByteArray out() const { return readFile(m_outPath); }
    QByteArray err() const { return readFile(m_errPath); }

    // What the process is and said, for a failure message.
    QString report() const
    {
        QString state = QStringLiteral("running");
        if (m_process.error() == QProcess::FailedToStart)
            state = QStringLiteral("did not start: %1").arg(m_process.errorString());
        else if (m_process.state() == QProcess::NotRunning)
            state = m_process.exitStatus() == QProcess::CrashExit
                        ? QStringLiteral("crashed")
                        : QStringLiteral("exited with code %1").arg(m_process.exitCode());
        return QStringLiteral("%1 (%2), %3\n--- stdout (end) ---\n%4\n--- stderr (end) ---\n%5")
            .arg(m_label, m_command, state, QString::fromUtf8(out().right(3000)), QString::fromUtf8(err().right(3000)));
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(10'000)) {
            m_process.kill();
            m_process.waitForFinished(5'000);
        }
    }

private:
    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QString m_label;
    QString m_outPath;
    QString m_errPath;
    QString m_command;
    QProcess m_process;
};

} // namespace shadowbox::test
