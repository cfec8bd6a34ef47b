#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace shadowbox {

// Stubs from a HAR recording (HTTP Archive 1.2, as browsers and proxies save it): one WireMock stub
// per request the recording answered, matching its method, host, path and query parameters, and
// its body (JSON bodies with equalToJson, ignoring array order and extra elements); answering with
// its status, headers and body (jsonBody for JSON, base64Body for binary). Headers that describe
// the recorded connection or encoding (Content-Length, Content-Encoding, Transfer-Encoding,
// Connection, Keep-Alive, Date) are left out. A request recorded twice keeps its first answer.
class HarImport {
    Q_DECLARE_TR_FUNCTIONS(HarImport)
public:
    static bool isHar(const QJsonObject &document);
    // What was left out and why goes to `notes`, one sentence each.
    static Result<QJsonArray> stubs(const QJsonObject &har, QStringList *notes = nullptr);
};

} // namespace shadowbox
