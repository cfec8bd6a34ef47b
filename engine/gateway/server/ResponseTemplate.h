#pragma once

#include "HttpRequest.h"

#include <map>
#include <string>

namespace shadowbox::gateway {

// WireMock's response templating, the basic part: {{request.url}}, {{request.path}},
// {{request.pathSegments.[n]}}, {{request.path.<parameter>}} (urlPathTemplate),
// {{request.query.<name>}} (.[n] for the n-th value), {{request.headers.<name>}},
// {{request.cookies.<name>}}, {{request.method}}, {{request.body}}, {{request.scheme}},
// {{request.host}}, {{request.port}}, {{request.baseUrl}}, {{request.clientIp}} and
// {{jsonPath request.body '$.x'}}. As in WireMock 3, nothing is HTML-escaped ({{ }} and {{{ }}}
// alike) and the path and its segments are percent-decoded. Anything else renders as nothing.
std::string renderTemplate(const std::string &text, const HttpRequest &request,
                           const std::map<std::string, std::string> &pathParameters);

} // namespace shadowbox::gateway
