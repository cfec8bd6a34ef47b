#pragma once

#include <QCoreApplication>

#include "core/CallOptions.h"
#include "core/Result.h"
#include "runtime/EngineTypes.h"
#include "runtime/HttpResponseParser.h"
#include "runtime/StreamDecoders.h"
#include "runtime/Transport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace shadowbox {

// Client for the Docker Engine REST API v1.41 as spoken by Docker and by Podman's compat layer.
//
// Every method performs blocking I/O with a deadline and a cancel check, so it must be called from a
// worker thread (the services above it return QFutures). The client holds no connection between
// calls, so one instance may be shared by many threads.
class EngineClient {
    Q_DECLARE_TR_FUNCTIONS(EngineClient)
public:
    explicit EngineClient(std::shared_ptr<Transport> transport);

    EngineEndpoint endpoint() const { return m_transport->endpoint(); }

    // Low level: one request, one response. With a sink the body is streamed to it instead of being
    // collected; the timeout then counts silence (idleTimeoutMs) once the header has arrived.
    Result<HttpResponse> send(const HttpRequest &request, const CallOptions &options,
                              const HttpResponseParser::BodySink &sink = {}) const;

    // Sends a request and turns a non-2xx answer into a sentence that starts with `action`.
    Result<HttpResponse> call(const HttpRequest &request, const CallOptions &options, const QString &action,
                              const HttpResponseParser::BodySink &sink = {}) const;
    Result<QJsonDocument> callJson(const HttpRequest &request, const CallOptions &options, const QString &action) const;

    // Who the engine is, from GET /_ping's headers (fast on both engines).
    Result<EngineInfo> identify(const CallOptions &options) const;
    // GET /info. Podman takes about a quarter of a second to answer it: not for every command.
    Result<EngineHostInfo> hostInfo(const CallOptions &options) const;
    // Reads /info's answer: "name=rootless" among SecurityOptions or Rootless=true (Podman's compat
    // API says only the latter), "name=userns" for Docker's userns-remap. Public for tests.
    static UserNamespace userNamespaceFromInfo(const QJsonObject &info);

    Result<QList<ImageInfo>> listImages(const CallOptions &options) const;
    // Images carrying `label` (key=value), e.g. a sandbox's snapshot images.
    Result<QList<ImageInfo>> listImages(const QString &label, const CallOptions &options) const;
    Result<bool> imageExists(const QString &reference, const CallOptions &options) const;
    // The image's name as the engine lists it (Podman adds "localhost/" to local images), or no
    // value when the engine does not have it.
    Result<std::optional<QString>> resolveImage(const QString &reference, const CallOptions &options) const;
    // Imports a root filesystem tar and tags it repository:tag. Podman 4.3's compat import ignores
    // the tag parameter, so the image is tagged explicitly afterwards. Returns the image id.
    Result<QString> importImage(const QByteArray &tar, const QString &repository, const QString &tag,
                                const std::function<void(const ProgressEvent &)> &progress,
                                const CallOptions &options) const;
    // Pulls an image from its registry, reporting each progress line. A pull can fail inside an
    // HTTP 200 stream (Podman) or with an error status (Docker); both become one sentence, which
    // says so plainly when no registry can be reached.
    Status pullImage(const QString &reference, const std::function<void(const ProgressEvent &)> &progress,
                     const CallOptions &options) const;
    Status tagImage(const QString &image, const QString &repository, const QString &tag,
                    const CallOptions &options) const;
    // `force` also removes an image that containers use (Podman removes those containers with it);
    // without it the engine refuses (409) while one does.
    Status removeImage(const QString &reference, const CallOptions &options, bool force = true) const;

    Result<QString> createContainer(const ContainerSpec &spec, const CallOptions &options) const;
    Status startContainer(const QString &id, const CallOptions &options) const;
    Status stopContainer(const QString &id, int timeoutSeconds, const CallOptions &options) const;
    Status removeContainer(const QString &id, const CallOptions &options) const; // force, with volumes
    // Creates, starts and waits for a one-off container, removes it whatever happened, and returns
    // its exit status. For short jobs (the doctor's test, cleanups), not for sandboxes.
    Result<int> runToCompletion(const ContainerSpec &spec, const CallOptions &options) const;
    Result<ContainerInfo> inspectContainer(const QString &id, const CallOptions &options) const;

    // Container snapshots (EngineClientCommit.cpp).
    // What changed in the container's writable layer since its image: GET /containers/{id}/changes.
    Result<QList<ContainerChange>> containerChanges(const QString &id, const CallOptions &options) const;
    Status pauseContainer(const QString &id, const CallOptions &options) const;
    Status unpauseContainer(const QString &id, const CallOptions &options) const;
    // Commits the container's writable layer to the image repository:tag and returns the image's
    // id. Never pauses by itself (Podman's compat commit would not anyway): the caller pauses.
    Result<QString> commitContainer(const QString &id, const QString &repository, const QString &tag,
                                    const CallOptions &options) const;
    // Gives the container another name (running, paused or stopped alike).
    Status renameContainer(const QString &id, const QString &name, const CallOptions &options) const;
    // Containers carrying `label` (key or key=value), running or not.
    Result<QList<ContainerInfo>> listContainers(const QString &label, const CallOptions &options) const;

    Result<QString> createNetwork(const QString &name, bool internal, const QMap<QString, QString> &labels,
                                  const CallOptions &options) const;
    Status removeNetwork(const QString &id, const CallOptions &options) const;
    // Streams container events carrying every label in `labels` (each key=value: Podman 4.3
    // ignores a filter that names only the key) until the engine closes the stream or the call is
    // canceled. An idle stream sends nothing at all, so the options' idle timeout should be 0.
    Status streamEvents(const QStringList &labels, const std::function<void(const EngineEvent &)> &sink,
                        const CallOptions &options) const;

    Result<QList<NetworkInfo>> listNetworks(const QString &label, const CallOptions &options) const;
    Result<QStringList> listVolumes(const QString &label, const CallOptions &options) const;
    Status removeVolume(const QString &name, const CallOptions &options) const;

    Result<QString> createExec(const QString &containerId, const QStringList &cmd, const QString &workingDir,
                               const CallOptions &options) const;
    // Streams the exec's stdout/stderr to `sink` until the command ends.
    Status startExec(const QString &execId, const MultiplexedStreamDecoder::Sink &sink,
                     const CallOptions &options) const;
    // Starts the exec without attaching to it: returns as soon as the engine has started it, and the
    // command goes on whatever happens to this process or its connection.
    Status startExecDetached(const QString &execId, const CallOptions &options) const;
    Result<ExecStatus> inspectExec(const QString &execId, const CallOptions &options) const;
    // A short command of Shadowbox's own, run to its end: its exit code and the first `maxOutput`
    // bytes of its stdout and stderr together (what a sandbox prints is not trusted: it is bounded
    // and only ever shown).
    Result<ExecOutcome> runExec(const QString &containerId, const QStringList &cmd, qsizetype maxOutput,
                                const CallOptions &options) const;
    // What an attached exec talks through: a terminal (one raw stream; TERM is set) or pipes
    // (stdout and stderr multiplexed, as startExec reads them).
    enum class ExecIo { Terminal, Pipes };
    // An exec with stdin attached and `env` set. Start it with attachExec.
    Result<QString> createAttachedExec(const QString &containerId, const QStringList &cmd, const QString &workingDir,
                                       const QStringList &env, ExecIo io, const CallOptions &options) const;
    // Starts an attached exec and hands over its connection once the engine has switched it to raw
    // bytes (HTTP 101 from Docker, 200 from Podman). The options bound only the switch.
    Result<HijackedStream> attachExec(const QString &execId, ExecIo io, const CallOptions &options) const;
    // The exec's terminal size; only once it runs.
    Status resizeExec(const QString &execId, int columns, int rows, const CallOptions &options) const;

    // The body of POST /containers/create for `spec`, with the hardening every container gets.
    // Public for tests.
    static QJsonObject createContainerBody(const ContainerSpec &spec);
    static QJsonObject labelsJson(const QMap<QString, QString> &labels);

    // Turns an engine error body ({"message": ...} or Podman's {"cause","message","response"})
    // into a sentence. Public for tests.
    static Error errorFromResponse(const HttpResponse &response, const QString &action);

private:
    // A request answered with JSON progress lines (import, pull): each line goes to `progress`; the
    // last error line, if any, is kept. Failures can come as a status or inside a 200 stream.
    struct ProgressStream {
        int status = 0;
        QString error;
    };
    Result<ProgressStream> sendWithProgress(const HttpRequest &request, const CallOptions &options,
                                            const std::function<void(const ProgressEvent &)> &progress) const;

    std::shared_ptr<Transport> m_transport;
};

QByteArray urlEncode(const QString &text);
QByteArray labelFilter(const QString &label);
// Requests for EngineClient's calls, shared by the files that implement it.
HttpRequest jsonRequest(QByteArray method, QByteArray target, const QJsonObject &body);
HttpRequest plainRequest(QByteArray method, QByteArray target);
QMap<QString, QString> labelsFrom(const QJsonValue &value);

} // namespace shadowbox
