#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shadowbox::gateway {

struct Header {
    std::string name;
    std::string value;
};

// One request as the gateway saw it, in the terms WireMock's matchers use. Everything here came
// from the sandbox: names and values are arbitrary bytes.
struct HttpRequest {
    std::string method;
    std::string url; // path and query as sent ("/v1/charges?limit=3")
    std::string scheme = "http";
    std::string host; // without the port
    int port = 80;
    std::string clientIp;
    std::vector<Header> headers;
    std::string body;

    std::string_view path() const;
    std::string_view query() const; // without '?'
    std::string absoluteUrl() const;
    // The first value of a header, names compared without case.
    std::optional<std::string_view> header(std::string_view name) const;
    std::vector<std::string_view> headerValues(std::string_view name) const;
    // Query parameters, percent-decoded, in order; a name may repeat.
    std::vector<std::pair<std::string, std::string>> queryParameters() const;
    std::vector<std::string> queryValues(std::string_view name) const;
    // Cookies from every Cookie header.
    std::vector<std::pair<std::string, std::string>> cookies() const;
    std::vector<std::string> cookieValues(std::string_view name) const;
};

bool equalsIgnoringCase(std::string_view a, std::string_view b);
std::string toLower(std::string_view s);
std::string percentDecode(std::string_view s, bool plusIsSpace);
std::string base64Encode(std::string_view bytes);
std::optional<std::string> base64Decode(std::string_view text);
// The bytes as valid UTF-8, each byte that is not part of a character replaced by U+FFFD.
std::string printable(std::string_view bytes);

} // namespace shadowbox::gateway
