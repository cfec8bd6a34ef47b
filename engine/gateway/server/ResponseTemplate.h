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
// alike). Anything else renders as nothing.
// The path, its segments and its parameters, as WireMock 3 gives them to a template: percent-decoded,
// unless the stub matched with a urlPathTemplate, whose templates see the path as it was sent.
struct PathValues {
    bool templated = false;                        // the stub has a urlPathTemplate
    std::map<std::string, std::string> parameters; // what its {names} took, as sent
};
std::string renderTemplate(const std::string &text, const HttpRequest &request, const PathValues &path);

} // namespace shadowbox::gateway
