#include "support/FakeEngine.h"

namespace shadowbox::test {

FakeEngine::FakeEngine(Script script, const QString &socketPath)
{
    m_path = socketPath.isEmpty() ? m_dir.path() + QStringLiteral("/engine.sock") : socketPath;
    m_anchor.moveToThread(&m_thread);
    m_thread.start();
    QMetaObject::invokeMethod(
        &m_anchor,
        [this, script = std::move(script)] {
            m_server = new QLocalServer;
            m_server->setSocketOptions(QLocalServer::WorldAccessOption);
            m_server->listen(m_path);
            QObject::connect(m_server, &QLocalServer::newConnection, m_server, [this, script] {
                while (QLocalSocket *s = m_server->nextPendingConnection()) {
                    // Wait for the whole request head before answering, like a real server.
                    QObject::connect(s, &QLocalSocket::readyRead, s, [s, script] {
                        if (s->property("answered").toBool())
                            return;
                        s->setProperty("head", s->property("head").toByteArray() + s->readAll());
                        if (!s->property("head").toByteArray().contains("\r\n\r\n"))
                            return;
                        s->setProperty("answered", true);
                        script(s);
                    });
                }
            });
        },
        Qt::BlockingQueuedConnection);
}

FakeEngine::~FakeEngine()
{
    QMetaObject::invokeMethod(
        &m_anchor, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

EngineEndpoint FakeEngine::endpoint() const
{
    EngineEndpoint e;
    e.path = m_path;
    return e;
}

void answer(QLocalSocket *s, const QByteArray &bytes, bool close)
{
    s->write(bytes);
    s->flush();
    if (close)
        s->disconnectFromServer();
}

} // namespace shadowbox::test
