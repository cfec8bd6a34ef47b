#pragma once

#include "core/CallOptions.h"
#include "runtime/EngineClient.h"

#include <QObject>

#include <memory>
#include <thread>

namespace shadowbox {

// Follows the engine's event stream for the containers of one Shadowbox database, so that a
// sandbox stopped, started or removed outside Shadowbox (by the CLI, by docker/podman, by an OOM
// kill) shows its true state within a second. The stream runs on a thread of its own; when it
// ends, the watcher checks that the engine still answers and reconnects with backoff, saying when
// the engine is lost and when it is back. Signals arrive on the thread that owns the watcher.
class EngineEventWatcher : public QObject {
    Q_OBJECT
public:
    EngineEventWatcher(std::shared_ptr<EngineClient> client, QString storeId, QObject *parent = nullptr);
    // Stops the stream; returns within about one read slice (50 ms).
    ~EngineEventWatcher() override;

    void start();

Q_SIGNALS:
    // A container event of one sandbox; `action` as the engine names it (start, die, stop, …).
    void sandboxEvent(const QString &sandboxId, const QString &action);
    // The stream ended and the engine does not answer any more.
    void engineLost(const QString &message);
    // The engine answers again after engineLost; the stream is followed again.
    void engineBack();

private:
    void run();
    // Sleeps up to `ms`, returning early (false) when the watcher is stopped.
    bool pause(int ms) const;

    std::shared_ptr<EngineClient> m_client;
    QString m_storeId;
    CancelToken m_stop;
    std::thread m_thread;
};

} // namespace shadowbox
