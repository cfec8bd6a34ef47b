#include "runtime/EngineClient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QThread>
#include <QUrl>

namespace shadowbox {

namespace {

Error canceledError()
{
    return Error::make(Error::Kind::Canceled, EngineClient::tr("The operation was canceled."));
}

QByteArray serialize(const HttpRequest &request, bool upgrade)
{
    QByteArray wire;
    wire.reserve(256 + request.body.size());
    wire += request.method + ' ' + QByteArray("/") + kApiVersion + request.target + " HTTP/1.1\r\n";
    wire += "Host: shadowbox\r\n";
    wire += "User-Agent: Shadowbox/" SHADOWBOX_VERSION "\r\n";
    if (upgrade)
        wire += "Connection: Upgrade\r\nUpgrade: tcp\r\n";
    else
        wire += "Connection: close\r\n";
    for (const auto &[name, value] : request.headers)
        wire += name + ": " + value + "\r\n";
    if (!request.body.isEmpty() || request.method == "POST" || request.method == "PUT") {
        if (!request.contentType.isEmpty())
            wire += "Content-Type: " + request.contentType + "\r\n";
        wire += "Content-Length: " + QByteArray::number(request.body.size()) + "\r\n";
    }
    wire += "\r\n";
    wire += request.body;
    return wire;
}

} // namespace

HttpRequest jsonRequest(QByteArray method, QByteArray target, const QJsonObject &body)
{
    HttpRequest r;
    r.method = std::move(method);
    r.target = std::move(target);
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    r.contentType = "application/json";
    return r;
}

HttpRequest plainRequest(QByteArray method, QByteArray target)
{
    HttpRequest r;
    r.method = std::move(method);
    r.target = std::move(target);
    return r;
}

QMap<QString, QString> labelsFrom(const QJsonValue &value)
{
    QMap<QString, QString> labels;
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        labels.insert(it.key(), it.value().toString());
    return labels;
}

QByteArray urlEncode(const QString &text)
{
    return QUrl::toPercentEncoding(text);
}

QByteArray labelFilter(const QString &label)
{
    const QJsonObject filters{{QStringLiteral("label"), QJsonArray{label}}};
    return urlEncode(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact)));
}

EngineClient::EngineClient(std::shared_ptr<Transport> transport)
    : m_transport(std::move(transport))
{
}

Result<HttpResponse> EngineClient::send(const HttpRequest &request, const CallOptions &options,
                                        const HttpResponseParser::BodySink &sink) const
{
    const CallOptions::Limit callLimit = options.callLimit(options.timeoutMs);
    const QDeadlineTimer deadline = callLimit.deadline;
    if (options.canceled())
        return canceledError();

    auto connection = m_transport->open(deadline);
    if (!connection)
        return connection.error();

    // Hijacked streams (exec) ask for an upgrade like the Docker CLI does; everything else closes.
    const bool upgrade = request.target.startsWith("/exec/") && request.target.endsWith("/start");
    if (Status s = (*connection)->write(serialize(request, upgrade), deadline); !s)
        return s.error();

    HttpResponseParser parser(sink);
    const bool streaming = bool(sink);
    QDeadlineTimer idle =
        options.idleTimeoutMs > 0 ? QDeadlineTimer(options.idleTimeoutMs) : QDeadlineTimer(QDeadlineTimer::Forever);
    while (!parser.done()) {
        if (options.canceled())
            return canceledError();
        // Once a stream has started, only silence counts against it (and the end of the operation
        // it belongs to, if it has one).
        const bool silenceCounts = streaming && parser.headerDone();
        QDeadlineTimer limit = silenceCounts ? idle : deadline;
        const bool operationEnds = silenceCounts && options.deadline < limit;
        if (operationEnds)
            limit = options.deadline;
        if (limit.hasExpired()) {
            const double seconds = !silenceCounts  ? callLimit.statedSeconds
                                   : operationEnds ? options.budgetMs / 1000.0
                                                   : options.idleTimeoutMs / 1000.0;
            return Error::make(Error::Kind::Timeout,
                               EngineClient::tr(
                                   "The container engine at %1 did not answer within %2 seconds (%3 %4). It may be "
                                   "overloaded or hung; the doctor can check it.")
                                   .arg(endpoint().toString())
                                   .arg(seconds)
                                   .arg(QString::fromLatin1(request.method), QString::fromUtf8(request.target)))
                .withCliHint(QStringLiteral("shadowbox doctor"));
        }
        bool eof = false;
        auto data = (*connection)->read(limit, &eof);
        if (!data)
            return data.error();
        if (!data->isEmpty()) {
            if (Status s = parser.feed(*data); !s)
                return s.error();
            if (options.idleTimeoutMs > 0)
                idle.setRemainingTime(options.idleTimeoutMs);
        }
        if (eof) {
            if (Status s = parser.finish(); !s)
                return s.error();
            break;
        }
    }

    HttpResponse response;
    response.status = parser.status();
    response.headers = parser.headers();
    response.body = parser.body();
    return response;
}

Error EngineClient::errorFromResponse(const HttpResponse &response, const QString &action)
{
    QString detail;
    const QJsonDocument doc = QJsonDocument::fromJson(response.body);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        detail = o.value(QLatin1String("message")).toString();
        if (detail.isEmpty())
            detail = o.value(QLatin1String("cause")).toString();
    }
    if (detail.isEmpty())
        detail = QString::fromUtf8(response.body.trimmed().left(300));
    if (detail.isEmpty())
        detail = EngineClient::tr("HTTP status %1").arg(response.status);

    Error::Kind kind = Error::Kind::Engine;
    if (response.status == 404)
        kind = Error::Kind::NotFound;
    else if (response.status == 409)
        kind = Error::Kind::Conflict;
    else if (response.status == 400)
        kind = Error::Kind::InvalidInput;

    QString sentence = EngineClient::tr("%1 failed: the engine said \"%2\".").arg(action, detail);
    return Error::make(kind, sentence, response.status);
}

Result<HttpResponse> EngineClient::call(const HttpRequest &request, const CallOptions &options, const QString &action,
                                        const HttpResponseParser::BodySink &sink) const
{
    auto response = send(request, options, sink);
    if (!response)
        return response;
    // 101: a hijacked stream (exec) that has already been read to its end.
    if ((response->status < 200 || response->status >= 300) && response->status != 101)
        return errorFromResponse(*response, action);
    return response;
}

Result<QJsonDocument> EngineClient::callJson(const HttpRequest &request, const CallOptions &options,
                                             const QString &action) const
{
    auto response = call(request, options, action);
    if (!response)
        return response.error();
    if (response->body.isEmpty())
        return QJsonDocument();
    QJsonParseError err{};
    QJsonDocument doc = QJsonDocument::fromJson(response->body, &err);
    if (err.error != QJsonParseError::NoError)
        return Error::make(
            Error::Kind::Protocol,
            EngineClient::tr("%1 failed: the engine's answer is not valid JSON (%2).").arg(action, err.errorString()));
    return doc;
}

Result<EngineInfo> EngineClient::identify(const CallOptions &given) const
{
    // The ping and, when needed, /version together keep to the one timeout asked for.
    const CallOptions options = given.deadline.isForever() ? given.withBudget(given.timeoutMs) : given;
    // /_ping answers in a millisecond on both engines and its headers say who is speaking
    // (Libpod-Api-Version, Api-Version, Server: Libpod/4.3.1 or Docker/20.10.24). Podman's /version
    // takes about half a second because it asks the runtime and conmon for theirs, and the CLI
    // identifies the engine at every start, so /version is only asked when the headers are silent.
    auto ping = send(plainRequest("GET", "/_ping"), options);
    if (!ping)
        return ping.error();
    if (ping->status != 200)
        return errorFromResponse(*ping, EngineClient::tr("Asking the engine whether it is there"));

    EngineInfo info;
    info.endpoint = endpoint().toString();
    info.apiVersion = QString::fromLatin1(ping->header("Api-Version"));
    info.libpodApiVersion = QString::fromLatin1(ping->header("Libpod-Api-Version"));
    info.os = QString::fromLatin1(ping->header("Ostype"));
    // "Libpod/4.3.1 (linux)", "Docker/20.10.24+dfsg1 (linux)"
    const QString server = QString::fromLatin1(ping->header("Server"));
    const QString product = server.section(u'/', 0, 0).trimmed();
    const QString serverVersion = server.section(u'/', 1).section(u' ', 0, 0).trimmed();
    if (info.os.isEmpty() && server.contains(u'('))
        info.os = server.section(u'(', 1).section(u')', 0, 0);
    if (!info.libpodApiVersion.isEmpty() || product.compare(QLatin1String("Libpod"), Qt::CaseInsensitive) == 0) {
        info.kind = EngineKind::Podman;
        info.version = serverVersion.isEmpty() ? info.libpodApiVersion : serverVersion;
    } else if (product.compare(QLatin1String("Docker"), Qt::CaseInsensitive) == 0 && !serverVersion.isEmpty()) {
        info.kind = EngineKind::Docker;
        info.version = serverVersion;
    }
    if (!info.version.isEmpty())
        return info;

    // An engine whose ping does not name it: ask /version.
    auto version =
        callJson(plainRequest("GET", "/version"), options, EngineClient::tr("Asking the engine for its version"));
    if (!version)
        return version.error();
    const QJsonObject o = version->object();
    info.version = o.value(QLatin1String("Version")).toString();
    if (info.apiVersion.isEmpty())
        info.apiVersion = o.value(QLatin1String("ApiVersion")).toString();
    info.os = o.value(QLatin1String("Os")).toString(info.os);
    info.arch = o.value(QLatin1String("Arch")).toString();
    bool podmanComponent = false;
    const QJsonArray components = o.value(QLatin1String("Components")).toArray();
    for (const QJsonValue &c : components) {
        if (c.toObject().value(QLatin1String("Name")).toString().contains(QLatin1String("Podman"), Qt::CaseInsensitive))
            podmanComponent = true;
    }
    if (podmanComponent)
        info.kind = EngineKind::Podman;
    else if (!info.version.isEmpty())
        info.kind = EngineKind::Docker;
    return info;
}

Status EngineClient::streamEvents(const QStringList &labels, const std::function<void(const EngineEvent &)> &sink,
                                  const CallOptions &options) const
{
    const QJsonObject filters{{QStringLiteral("type"), QJsonArray{QStringLiteral("container")}},
                              {QStringLiteral("label"), QJsonArray::fromStringList(labels)}};
    const QByteArray target =
        "/events?filters=" + urlEncode(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact)));
    JsonLinesDecoder lines([&](const QJsonObject &line) {
        EngineEvent event;
        event.type = line.value(QLatin1String("Type")).toString();
        event.action = line.value(QLatin1String("Action")).toString(line.value(QLatin1String("status")).toString());
        const QJsonObject actor = line.value(QLatin1String("Actor")).toObject();
        event.id = actor.value(QLatin1String("ID")).toString(line.value(QLatin1String("id")).toString());
        event.attributes = labelsFrom(actor.value(QLatin1String("Attributes")));
        event.timeNano = qint64(line.value(QLatin1String("timeNano")).toDouble());
        if (!event.type.isEmpty() && !event.action.isEmpty())
            sink(event);
    });
    Status decoded;
    auto response = send(plainRequest("GET", target), options, [&](const char *data, size_t size) {
        if (decoded)
            decoded = lines.feed(data, size);
    });
    if (!response)
        return response.error();
    if (response->status != 200)
        return errorFromResponse(*response, EngineClient::tr("Following the engine's events"));
    return decoded;
}

Result<EngineHostInfo> EngineClient::hostInfo(const CallOptions &options) const
{
    auto doc = callJson(plainRequest("GET", "/info"), options, EngineClient::tr("Asking the engine about its host"));
    if (!doc)
        return doc.error();
    const QJsonObject o = doc->object();
    EngineHostInfo info;
    info.cpus = o.value(QLatin1String("NCPU")).toInt();
    info.memoryBytes = qint64(o.value(QLatin1String("MemTotal")).toDouble());
    for (const QJsonValue &v : o.value(QLatin1String("SecurityOptions")).toArray())
        info.securityOptions << v.toString();
    info.rootless =
        o.value(QLatin1String("Rootless")).toBool() || info.securityOptions.contains(QLatin1String("name=rootless"));
    info.userNamespace = userNamespaceFromInfo(o);
    if (info.userNamespace == UserNamespace::Remapped) {
        // dockerd keeps a remapped daemon's images and containers in <data-root>/<uid>.<gid>.
        const QString root = o.value(QLatin1String("DockerRootDir")).toString();
        const QStringList ids = root.section(u'/', -1).split(u'.');
        bool uidOk = false;
        bool gidOk = false;
        const uint uid = ids.size() == 2 ? ids.at(0).toUInt(&uidOk) : 0;
        const uint gid = ids.size() == 2 ? ids.at(1).toUInt(&gidOk) : 0;
        if (uidOk && gidOk) {
            info.remappedRootUid = uid;
            info.remappedRootGid = gid;
        }
    }
    return info;
}

Result<QList<ImageInfo>> EngineClient::listImages(const CallOptions &options) const
{
    return listImages(QString(), options);
}

Result<QList<ImageInfo>> EngineClient::listImages(const QString &label, const CallOptions &options) const
{
    QByteArray target = "/images/json";
    if (!label.isEmpty())
        target += "?filters=" + labelFilter(label);
    auto doc = callJson(plainRequest("GET", target), options, EngineClient::tr("Listing images"));
    if (!doc)
        return doc.error();
    QList<ImageInfo> images;
    const QJsonArray array = doc->array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        ImageInfo image;
        image.id = o.value(QLatin1String("Id")).toString();
        const QJsonArray tags = o.value(QLatin1String("RepoTags")).toArray();
        for (const QJsonValue &t : tags) {
            const QString tag = t.toString();
            if (!tag.isEmpty() && tag != QLatin1String("<none>:<none>"))
                image.tags.append(tag);
        }
        image.size = qint64(o.value(QLatin1String("Size")).toDouble());
        image.created = QDateTime::fromSecsSinceEpoch(qint64(o.value(QLatin1String("Created")).toDouble()));
        image.labels = labelsFrom(o.value(QLatin1String("Labels")));
        images.append(image);
    }
    return images;
}

Result<bool> EngineClient::imageExists(const QString &reference, const CallOptions &options) const
{
    auto resolved = resolveImage(reference, options);
    if (!resolved)
        return resolved.error();
    return resolved->has_value();
}

Result<std::optional<QString>> EngineClient::resolveImage(const QString &reference, const CallOptions &options) const
{
    auto response = send(plainRequest("GET", "/images/" + urlEncode(reference) + "/json"), options);
    if (!response)
        return response.error();
    if (response->status == 404)
        return std::optional<QString>();
    if (response->status != 200)
        return errorFromResponse(*response, EngineClient::tr("Looking up image %1").arg(reference));
    // Podman lists "shadowbox-starter:1" as "localhost/shadowbox-starter:1", and both engines may
    // list an image pulled as "debian" under "docker.io/library/debian:latest".
    const QString tagged =
        reference.section(u'/', -1).contains(u':') ? reference : reference + QStringLiteral(":latest");
    const QJsonArray tags = QJsonDocument::fromJson(response->body).object().value(QLatin1String("RepoTags")).toArray();
    for (const QString &candidate : {reference, tagged}) {
        for (const QJsonValue &t : tags) {
            const QString tag = t.toString();
            if (tag == candidate || tag.endsWith(u'/' + candidate))
                return std::optional<QString>(tag);
        }
    }
    return std::optional<QString>(reference); // an id or a digest: kept as given
}

Result<EngineClient::ProgressStream>
EngineClient::sendWithProgress(const HttpRequest &request, const CallOptions &options,
                               const std::function<void(const ProgressEvent &)> &progress) const
{
    ProgressStream out;
    JsonLinesDecoder lines([&](const QJsonObject &line) {
        const ProgressEvent event = ProgressEvent::fromJson(line);
        if (!event.error.isEmpty())
            out.error = event.error;
        if (progress)
            progress(event);
    });
    Status decoded;
    auto response = send(request, options, [&](const char *data, size_t size) {
        if (decoded)
            decoded = lines.feed(data, size);
    });
    if (!response)
        return response.error();
    if (decoded)
        decoded = lines.finish();
    out.status = response->status;
    // An error status may come with a body that is not JSON; the status then speaks for itself.
    if (!decoded && out.status >= 200 && out.status < 300)
        return decoded.error();
    return out;
}

Result<QString> EngineClient::importImage(const QByteArray &tar, const QString &repository, const QString &tag,
                                          const std::function<void(const ProgressEvent &)> &progress,
                                          const CallOptions &options) const
{
    HttpRequest request;
    request.method = "POST";
    request.target = "/images/create?fromSrc=-&repo=" + urlEncode(repository) + "&tag=" + urlEncode(tag);
    request.body = tar;
    request.contentType = "application/x-tar";

    QString imageId;
    auto stream = sendWithProgress(request, options, [&](const ProgressEvent &event) {
        // Both engines end the import with {"status": "sha256:<id>"}.
        if (event.status.startsWith(QLatin1String("sha256:")))
            imageId = event.status;
        if (progress)
            progress(event);
    });
    if (!stream)
        return stream.error();
    // Failures arrive as an error status or inside a 200 stream; either way as a progress error.
    if (!stream->error.isEmpty() || stream->status < 200 || stream->status >= 300)
        return Error::make(
            stream->status == 404 ? Error::Kind::NotFound : Error::Kind::Engine,
            EngineClient::tr("Importing image %1:%2 failed: the engine said \"%3\".")
                .arg(repository, tag,
                     stream->error.isEmpty() ? EngineClient::tr("HTTP status %1").arg(stream->status) : stream->error),
            stream->status);
    if (imageId.isEmpty())
        return Error::make(Error::Kind::Protocol,
                           EngineClient::tr("Importing image %1:%2 failed: the engine did not say which image it made.")
                               .arg(repository, tag));
    if (Status s = tagImage(imageId, repository, tag, options); !s)
        return s.error();
    return imageId;
}

namespace {
// Splits "registry:5000/name:tag" into name and tag; a digest reference stays whole.
std::pair<QString, QString> splitReference(const QString &reference)
{
    if (reference.contains(u'@'))
        return {reference, QString()};
    const qsizetype slash = reference.lastIndexOf(u'/');
    const qsizetype colon = reference.lastIndexOf(u':');
    if (colon > slash)
        return {reference.left(colon), reference.mid(colon + 1)};
    return {reference, QStringLiteral("latest")};
}

bool looksOffline(const QString &message)
{
    static const char *const signs[] = {"no such host",           "dial tcp",
                                        "connection refused",     "i/o timeout",
                                        "network is unreachable", "temporary failure in name resolution"};
    for (const char *sign : signs)
        if (message.contains(QLatin1String(sign), Qt::CaseInsensitive))
            return true;
    return false;
}

Error pullError(const QString &reference, const QString &engineMessage, int status)
{
    QString text = EngineClient::tr("Pulling %1 failed: the engine said \"%2\".").arg(reference, engineMessage);
    if (looksOffline(engineMessage))
        text +=
            u' ' + EngineClient::tr("No registry can be reached from the engine. Connect this machine to a network (or "
                                    "configure a registry mirror), or build the offline starter image.");
    else if (engineMessage.contains(QLatin1String("not found"), Qt::CaseInsensitive) ||
             engineMessage.contains(QLatin1String("manifest unknown"), Qt::CaseInsensitive))
        text += u' ' + EngineClient::tr("Check the image name and tag.");
    Error error = Error::make(status == 404 ? Error::Kind::NotFound : Error::Kind::Engine, text, status);
    if (looksOffline(engineMessage))
        error = error.withCliHint(QStringLiteral("shadowbox image starter"));
    return error;
}
} // namespace

Status EngineClient::pullImage(const QString &reference, const std::function<void(const ProgressEvent &)> &progress,
                               const CallOptions &options) const
{
    const auto [name, tag] = splitReference(reference.trimmed());
    if (name.isEmpty())
        return Error::make(Error::Kind::InvalidInput, EngineClient::tr("No image name was given to pull."));
    HttpRequest request;
    request.method = "POST";
    request.target = "/images/create?fromImage=" + urlEncode(name);
    if (!tag.isEmpty())
        request.target += "&tag=" + urlEncode(tag);

    auto stream = sendWithProgress(request, options, progress);
    if (!stream)
        return stream.error();
    // Docker answers an error status with a {"message": ...} body; Podman streams the error with 200.
    if (!stream->error.isEmpty() || stream->status < 200 || stream->status >= 300)
        return pullError(
            reference, stream->error.isEmpty() ? EngineClient::tr("HTTP status %1").arg(stream->status) : stream->error,
            stream->status);
    return {};
}

Status EngineClient::tagImage(const QString &image, const QString &repository, const QString &tag,
                              const CallOptions &options) const
{
    auto r = call(plainRequest("POST", "/images/" + urlEncode(image) + "/tag?repo=" + urlEncode(repository) +
                                           "&tag=" + urlEncode(tag)),
                  options, EngineClient::tr("Tagging image %1 as %2:%3").arg(image, repository, tag));
    if (!r)
        return r.error();
    return {};
}

Status EngineClient::removeImage(const QString &reference, const CallOptions &options, bool force) const
{
    auto r = call(plainRequest("DELETE", "/images/" + urlEncode(reference) + (force ? "?force=1" : "")), options,
                  EngineClient::tr("Removing image %1").arg(reference));
    if (!r)
        return r.error();
    return {};
}

Result<QString> EngineClient::createContainer(const ContainerSpec &spec, const CallOptions &options) const
{
    const QJsonObject body = createContainerBody(spec);
    QByteArray target = "/containers/create";
    if (!spec.name.isEmpty())
        target += "?name=" + urlEncode(spec.name);
    auto doc = callJson(jsonRequest("POST", target, body), options, EngineClient::tr("Creating the container"));
    if (!doc)
        return doc.error();
    const QString id = doc->object().value(QLatin1String("Id")).toString();
    if (id.isEmpty())
        return Error::make(Error::Kind::Protocol,
                           EngineClient::tr("Creating the container failed: the engine returned no id."));
    return id;
}

Status EngineClient::startContainer(const QString &id, const CallOptions &options) const
{
    auto r = send(plainRequest("POST", "/containers/" + urlEncode(id) + "/start"), options);
    if (!r)
        return r.error();
    if (r->status == 304 || (r->status >= 200 && r->status < 300)) // 304: already running
        return {};
    return errorFromResponse(*r, EngineClient::tr("Starting the container"));
}

Status EngineClient::stopContainer(const QString &id, int timeoutSeconds, const CallOptions &options) const
{
    CallOptions o = options;
    // The engine waits up to the stop timeout before it kills; give the call room for that.
    o.timeoutMs = qMax(options.timeoutMs, (timeoutSeconds + 15) * 1000);
    auto r =
        send(plainRequest("POST", "/containers/" + urlEncode(id) + "/stop?t=" + QByteArray::number(timeoutSeconds)), o);
    if (!r)
        return r.error();
    if (r->status == 304 || (r->status >= 200 && r->status < 300)) // 304: already stopped
        return {};
    return errorFromResponse(*r, EngineClient::tr("Stopping the container"));
}

Result<int> EngineClient::runToCompletion(const ContainerSpec &spec, const CallOptions &given) const
{
    // Create, start and wait share the one timeout asked for, instead of each having all of it.
    const CallOptions options = given.deadline.isForever() ? given.withBudget(given.timeoutMs) : given;
    auto id = createContainer(spec, options);
    if (!id)
        return id.error();
    Result<int> result = Error::make(Error::Kind::Generic, QString());
    if (Status started = startContainer(*id, options); !started) {
        result = started.error();
    } else {
        auto waited = callJson(plainRequest("POST", "/containers/" + urlEncode(*id) + "/wait"), options,
                               EngineClient::tr("Waiting for container %1").arg(spec.name));
        if (waited)
            result = waited->object().value(QLatin1String("StatusCode")).toInt(-1);
        else
            result = waited.error();
    }
    (void)removeContainer(*id, CallOptions::withTimeout(15'000));
    return result;
}

Status EngineClient::removeContainer(const QString &id, const CallOptions &given) const
{
    // Docker answers 409 "removal … is already in progress" while another client's removal of the
    // same container goes on (one whose process was killed, for instance): wait for that one.
    const CallOptions options = given.deadline.isForever() ? given.withBudget(given.timeoutMs) : given;
    for (;;) {
        auto r = send(plainRequest("DELETE", "/containers/" + urlEncode(id) + "?force=1&v=1"), options);
        if (!r)
            return r.error();
        if (r->status == 404 || (r->status >= 200 && r->status < 300))
            return {};
        const Error error = errorFromResponse(*r, EngineClient::tr("Removing the container"));
        // Podman under load can give up waiting for conmon's exit file while stopping the
        // container ("could not be stopped: timed out waiting for file …/exits/…"); the container
        // is stopped by then, and asking again removes it.
        const bool inProgress = r->status == 409 && error.message.contains(QLatin1String("already in progress"));
        const bool exitNotYetRecorded =
            r->status == 500 && error.message.contains(QLatin1String("timed out waiting for file"));
        if ((!inProgress && !exitNotYetRecorded) || options.deadline.hasExpired() || options.canceled())
            return error;
        QThread::msleep(100);
    }
}

namespace {
ContainerInfo containerFromInspect(const QJsonObject &o)
{
    ContainerInfo info;
    info.id = o.value(QLatin1String("Id")).toString();
    info.name = o.value(QLatin1String("Name")).toString();
    if (info.name.startsWith(u'/'))
        info.name.remove(0, 1);
    const QJsonObject config = o.value(QLatin1String("Config")).toObject();
    info.image = config.value(QLatin1String("Image")).toString();
    info.labels = labelsFrom(config.value(QLatin1String("Labels")));
    const QJsonObject state = o.value(QLatin1String("State")).toObject();
    info.state = state.value(QLatin1String("Status")).toString();
    info.running = state.value(QLatin1String("Running")).toBool();
    info.exitCode = state.value(QLatin1String("ExitCode")).toInt();
    const QJsonObject driver = o.value(QLatin1String("GraphDriver")).toObject();
    if (driver.value(QLatin1String("Name")).toString() == QLatin1String("overlay") ||
        driver.value(QLatin1String("Name")).toString() == QLatin1String("overlay2"))
        info.upperDir = driver.value(QLatin1String("Data")).toObject().value(QLatin1String("UpperDir")).toString();
    return info;
}
} // namespace

Result<ContainerInfo> EngineClient::inspectContainer(const QString &id, const CallOptions &options) const
{
    // Podman 4.3 answers 500 "read /proc/<pid>/cgroup: no such process" when the container's
    // process ends while it is being inspected; asked again a moment later, it says it exited.
    for (int attempt = 1;; ++attempt) {
        auto doc = callJson(plainRequest("GET", "/containers/" + urlEncode(id) + "/json"), options,
                            EngineClient::tr("Inspecting the container"));
        if (doc)
            return containerFromInspect(doc->object());
        if (attempt == 5 || doc.error().kind != Error::Kind::Engine ||
            !doc.error().message.contains(QLatin1String("no such process")) || options.canceled())
            return doc.error();
        QThread::msleep(50);
    }
}

Result<QList<ContainerInfo>> EngineClient::listContainers(const QString &label, const CallOptions &options) const
{
    auto doc = callJson(plainRequest("GET", "/containers/json?all=1&filters=" + labelFilter(label)), options,
                        EngineClient::tr("Listing containers"));
    if (!doc)
        return doc.error();
    QList<ContainerInfo> result;
    const QJsonArray array = doc->array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        ContainerInfo info;
        info.id = o.value(QLatin1String("Id")).toString();
        const QJsonArray names = o.value(QLatin1String("Names")).toArray();
        if (!names.isEmpty())
            info.name = names.first().toString().mid(names.first().toString().startsWith(u'/') ? 1 : 0);
        info.image = o.value(QLatin1String("Image")).toString();
        info.state = o.value(QLatin1String("State")).toString();
        // A paused container is alive; only a snapshot's commit pauses one, for a moment.
        info.running = info.state == QLatin1String("running") || info.state == QLatin1String("paused");
        info.labels = labelsFrom(o.value(QLatin1String("Labels")));
        result.append(info);
    }
    return result;
}

Result<QString> EngineClient::createNetwork(const QString &name, bool internal, const QMap<QString, QString> &labels,
                                            const CallOptions &options) const
{
    const QJsonObject body{
        {QStringLiteral("Name"), name},
        {QStringLiteral("Internal"), internal},
        {QStringLiteral("CheckDuplicate"), true},
        {QStringLiteral("Labels"), labelsJson(labels)},
    };
    auto doc = callJson(jsonRequest("POST", "/networks/create", body), options,
                        EngineClient::tr("Creating network %1").arg(name));
    if (!doc)
        return doc.error();
    return doc->object().value(QLatin1String("Id")).toString();
}

Status EngineClient::removeNetwork(const QString &id, const CallOptions &options) const
{
    auto r = send(plainRequest("DELETE", "/networks/" + urlEncode(id)), options);
    if (!r)
        return r.error();
    if (r->status == 404 || (r->status >= 200 && r->status < 300))
        return {};
    return errorFromResponse(*r, EngineClient::tr("Removing network %1").arg(id));
}

Result<QList<NetworkInfo>> EngineClient::listNetworks(const QString &label, const CallOptions &options) const
{
    auto doc = callJson(plainRequest("GET", "/networks?filters=" + labelFilter(label)), options,
                        EngineClient::tr("Listing networks"));
    if (!doc)
        return doc.error();
    QList<NetworkInfo> result;
    const QJsonArray array = doc->array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        result.append(NetworkInfo{o.value(QLatin1String("Id")).toString(), o.value(QLatin1String("Name")).toString(),
                                  o.value(QLatin1String("Internal")).toBool(),
                                  labelsFrom(o.value(QLatin1String("Labels")))});
    }
    return result;
}

Result<QStringList> EngineClient::listVolumes(const QString &label, const CallOptions &options) const
{
    auto doc = callJson(plainRequest("GET", "/volumes?filters=" + labelFilter(label)), options,
                        EngineClient::tr("Listing volumes"));
    if (!doc)
        return doc.error();
    QStringList names;
    const QJsonArray volumes = doc->object().value(QLatin1String("Volumes")).toArray();
    for (const QJsonValue &v : volumes)
        names.append(v.toObject().value(QLatin1String("Name")).toString());
    return names;
}

Status EngineClient::removeVolume(const QString &name, const CallOptions &options) const
{
    auto r = send(plainRequest("DELETE", "/volumes/" + urlEncode(name) + "?force=1"), options);
    if (!r)
        return r.error();
    if (r->status == 404 || (r->status >= 200 && r->status < 300))
        return {};
    return errorFromResponse(*r, EngineClient::tr("Removing volume %1").arg(name));
}

Result<QString> EngineClient::createExec(const QString &containerId, const QStringList &cmd, const QString &workingDir,
                                         const CallOptions &options) const
{
    QJsonObject body{
        {QStringLiteral("Cmd"), QJsonArray::fromStringList(cmd)},
        {QStringLiteral("AttachStdout"), true},
        {QStringLiteral("AttachStderr"), true},
        {QStringLiteral("AttachStdin"), false},
        {QStringLiteral("Tty"), false},
    };
    if (!workingDir.isEmpty())
        body.insert(QStringLiteral("WorkingDir"), workingDir);
    auto doc = callJson(jsonRequest("POST", "/containers/" + urlEncode(containerId) + "/exec", body), options,
                        EngineClient::tr("Preparing the command"));
    if (!doc)
        return doc.error();
    return doc->object().value(QLatin1String("Id")).toString();
}

Status EngineClient::startExec(const QString &execId, const MultiplexedStreamDecoder::Sink &sink,
                               const CallOptions &options) const
{
    // Tty must match the create call: Podman ignores the start body's value.
    const QJsonObject body{{QStringLiteral("Detach"), false}, {QStringLiteral("Tty"), false}};
    MultiplexedStreamDecoder decoder(sink);
    Status decodeStatus;
    auto r = call(jsonRequest("POST", "/exec/" + urlEncode(execId) + "/start", body), options,
                  EngineClient::tr("Running the command"), [&](const char *data, size_t size) {
                      if (decodeStatus)
                          decodeStatus = decoder.feed(data, size);
                  });
    if (!r)
        return r.error();
    return decodeStatus;
}

Status EngineClient::startExecDetached(const QString &execId, const CallOptions &options) const
{
    // Tty must match the create call (Podman ignores the start body's value); dockerd requires the
    // JSON content type.
    const QJsonObject body{{QStringLiteral("Detach"), true}, {QStringLiteral("Tty"), false}};
    auto r = call(jsonRequest("POST", "/exec/" + urlEncode(execId) + "/start", body), options,
                  EngineClient::tr("Starting a command in the background"));
    if (!r)
        return r.error();
    return {};
}

Result<ExecStatus> EngineClient::inspectExec(const QString &execId, const CallOptions &options) const
{
    auto doc = callJson(plainRequest("GET", "/exec/" + urlEncode(execId) + "/json"), options,
                        EngineClient::tr("Reading the command's exit code"));
    if (!doc)
        return doc.error();
    const QJsonObject o = doc->object();
    ExecStatus status;
    status.running = o.value(QLatin1String("Running")).toBool();
    const QJsonValue code = o.value(QLatin1String("ExitCode"));
    status.exitCode = code.isNull() || code.isUndefined() ? -1 : code.toInt();
    return status;
}

Result<ExecOutcome> EngineClient::runExec(const QString &containerId, const QStringList &cmd, qsizetype maxOutput,
                                          const CallOptions &options) const
{
    auto execId = createExec(containerId, cmd, QString(), options);
    if (!execId)
        return execId.error();
    ExecOutcome outcome;
    const Status streamed = startExec(
        *execId,
        [&](OutputChannel, const QByteArray &chunk) {
            outcome.output += chunk.left(std::max<qsizetype>(0, maxOutput - outcome.output.size()));
        },
        options);
    if (!streamed)
        return streamed.error();
    // Both engines have the exit code once the stream ends; an engine that records it a moment
    // later is asked again, briefly.
    for (int attempt = 0; attempt < 50; ++attempt) {
        auto status = inspectExec(*execId, options);
        if (!status)
            return status.error();
        if (!status->running) {
            outcome.exitCode = status->exitCode;
            return outcome;
        }
        QThread::msleep(20);
    }
    return Error::make(Error::Kind::Timeout, EngineClient::tr("The command had ended its output but the engine "
                                                              "still said it ran a second later."));
}

Result<QString> EngineClient::createAttachedExec(const QString &containerId, const QStringList &cmd,
                                                 const QString &workingDir, const QStringList &env, ExecIo io,
                                                 const CallOptions &options) const
{
    const bool tty = io == ExecIo::Terminal;
    QJsonObject body{
        {QStringLiteral("Cmd"), QJsonArray::fromStringList(cmd)},
        {QStringLiteral("AttachStdin"), true},
        {QStringLiteral("AttachStdout"), true},
        {QStringLiteral("AttachStderr"), true},
        {QStringLiteral("Tty"), tty},
        {QStringLiteral("Env"),
         QJsonArray::fromStringList(tty ? QStringList{QStringLiteral("TERM=xterm-256color")} + env : env)},
    };
    if (!workingDir.isEmpty())
        body.insert(QStringLiteral("WorkingDir"), workingDir);
    auto doc = callJson(jsonRequest("POST", "/containers/" + urlEncode(containerId) + "/exec", body), options,
                        tty ? EngineClient::tr("Preparing the terminal") : EngineClient::tr("Preparing the command"));
    if (!doc)
        return doc.error();
    return doc->object().value(QLatin1String("Id")).toString();
}

Result<HijackedStream> EngineClient::attachExec(const QString &execId, ExecIo io, const CallOptions &options) const
{
    const bool tty = io == ExecIo::Terminal;
    const CallOptions::Limit callLimit = options.callLimit(options.timeoutMs);
    const QDeadlineTimer deadline = callLimit.deadline;
    if (options.canceled())
        return canceledError();
    auto connection = m_transport->open(deadline);
    if (!connection)
        return connection.error();
    // Tty again in the start body: Podman 4.3 takes it from create, dockerd from here.
    const HttpRequest request =
        jsonRequest("POST", "/exec/" + urlEncode(execId) + "/start",
                    QJsonObject{{QStringLiteral("Detach"), false}, {QStringLiteral("Tty"), tty}});
    if (Status s = (*connection)->write(serialize(request, true), deadline); !s)
        return s.error();

    // The headers are read by hand: after them the connection is no longer HTTP, and whatever came
    // with them is the program's first output.
    QByteArray received;
    qsizetype headerEnd = -1;
    bool eof = false;
    while ((headerEnd = received.indexOf("\r\n\r\n")) < 0) {
        if (options.canceled())
            return canceledError();
        if (deadline.hasExpired() || eof || received.size() > 64 * 1024)
            return Error::make(eof ? Error::Kind::Protocol : Error::Kind::Timeout,
                               EngineClient::tr("The container engine at %1 did not start the command (no answer "
                                                "to the exec's start within %2 seconds).")
                                   .arg(endpoint().toString())
                                   .arg(callLimit.statedSeconds));
        auto data = (*connection)->read(deadline, &eof);
        if (!data)
            return data.error();
        received += *data;
    }
    const QByteArray statusLine = received.left(received.indexOf("\r\n"));
    const int status = statusLine.split(' ').value(1).toInt();
    if (status == 101 || status == 200)
        return HijackedStream{std::move(*connection), received.mid(headerEnd + 4)};

    // An error: an ordinary response, read to its end for the engine's message.
    HttpResponseParser parser;
    Status fed = parser.feed(received);
    while (fed && !parser.done() && !eof && !deadline.hasExpired()) {
        auto data = (*connection)->read(deadline, &eof);
        if (!data)
            return data.error();
        fed = parser.feed(*data);
    }
    if (eof)
        (void)parser.finish();
    HttpResponse response;
    response.status = parser.status() ? parser.status() : status;
    response.headers = parser.headers();
    response.body = parser.body();
    return errorFromResponse(response,
                             tty ? EngineClient::tr("Opening the terminal") : EngineClient::tr("Starting the command"));
}

Status EngineClient::resizeExec(const QString &execId, int columns, int rows, const CallOptions &options) const
{
    auto r = call(plainRequest("POST", "/exec/" + urlEncode(execId) + "/resize?h=" + QByteArray::number(rows) +
                                           "&w=" + QByteArray::number(columns)),
                  options, EngineClient::tr("Resizing the terminal"));
    if (!r)
        return r.error();
    return {};
}

} // namespace shadowbox
