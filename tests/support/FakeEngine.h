#pragma once

#include "runtime/EngineEndpoint.h"

#include <QByteArray>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QThread>

#include <functional>

namespace shadowbox::test {

// A scripted fake engine on a private Unix socket, for the fault tests: each connection is served
// by `script` on the server's own thread once the whole request head has arrived (the head is in
// the socket's "head" property).
class FakeEngine {
public:
    using Script = std::function<void(QLocalSocket *)>;

    // `socketPath` empty: a fresh private path.
    explicit FakeEngine(Script script, const QString &socketPath = {});
    ~FakeEngine();
    FakeEngine(const FakeEngine &) = delete;
    FakeEngine &operator=(const FakeEngine &) = delete;

    EngineEndpoint endpoint() const;
    QString path() const { return m_path; }
    QString dir() const { return m_dir.path(); }

private:
    struct Anchor : QObject {};
    QTemporaryDir m_dir;
    QString m_path;
    QThread m_thread;
    Anchor m_anchor;
    QLocalServer *m_server = nullptr;
};

// Writes `bytes` and, unless told otherwise, closes the connection.
void answer(QLocalSocket *s, const QByteArray &bytes, bool close = true);

} // namespace shadowbox::test
