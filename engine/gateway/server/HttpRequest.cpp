#include "HttpRequest.h"

#include <array>
#include <cctype>

namespace shadowbox::gateway {

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

std::string toLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

std::string percentDecode(std::string_view s, bool plusIsSpace)
{
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '%' && i + 2 < s.size()) {
            const int hi = hexValue(s[i + 1]);
            const int lo = hexValue(s[i + 2]);
            if (hi >= 0 && lo >= 0) {
                out.push_back(char(hi * 16 + lo));
                i += 2;
                continue;
            }
        }
        out.push_back(plusIsSpace && c == '+' ? ' ' : c);
    }
    return out;
}

std::string_view HttpRequest::path() const
{
    const std::string_view u(url);
    const size_t q = u.find('?');
    return q == std::string_view::npos ? u : u.substr(0, q);
}

std::string_view HttpRequest::query() const
{
    const std::string_view u(url);
    const size_t q = u.find('?');
    return q == std::string_view::npos ? std::string_view() : u.substr(q + 1);
}

std::string HttpRequest::absoluteUrl() const
{
    std::string out = scheme + "://" + host;
    const bool defaultPort = (scheme == "http" && port == 80) || (scheme == "https" && port == 443);
    if (!defaultPort)
        out += ":" + std::to_string(port);
    return out + url;
}

std::optional<std::string_view> HttpRequest::header(std::string_view name) const
{
    for (const Header &h : headers) {
        if (equalsIgnoringCase(h.name, name))
            return std::string_view(h.value);
    }
    return std::nullopt;
}

std::vector<std::string_view> HttpRequest::headerValues(std::string_view name) const
{
    std::vector<std::string_view> out;
    for (const Header &h : headers) {
        if (equalsIgnoringCase(h.name, name))
            out.emplace_back(h.value);
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> HttpRequest::queryParameters() const
{
    std::vector<std::pair<std::string, std::string>> out;
    std::string_view q = query();
    while (!q.empty()) {
        const size_t amp = q.find('&');
        const std::string_view part = q.substr(0, amp);
        q = amp == std::string_view::npos ? std::string_view() : q.substr(amp + 1);
        if (part.empty())
            continue;
        const size_t eq = part.find('=');
        if (eq == std::string_view::npos)
            out.emplace_back(percentDecode(part, true), std::string());
        else
            out.emplace_back(percentDecode(part.substr(0, eq), true), percentDecode(part.substr(eq + 1), true));
    }
    return out;
}

std::vector<std::string> HttpRequest::queryValues(std::string_view name) const
{
    std::vector<std::string> out;
    for (auto &[key, value] : queryParameters()) {
        if (key == name)
            out.push_back(std::move(value));
    }
    return out;
}

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

std::vector<std::pair<std::string, std::string>> HttpRequest::cookies() const
{
    std::vector<std::pair<std::string, std::string>> out;
    for (std::string_view line : headerValues("Cookie")) {
        while (!line.empty()) {
            const size_t semi = line.find(';');
            const std::string_view part = trimmed(line.substr(0, semi));
            line = semi == std::string_view::npos ? std::string_view() : line.substr(semi + 1);
            const size_t eq = part.find('=');
            if (part.empty() || eq == std::string_view::npos)
                continue;
            std::string_view value = trimmed(part.substr(eq + 1));
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            out.emplace_back(std::string(trimmed(part.substr(0, eq))), std::string(value));
        }
    }
    return out;
}

std::vector<std::string> HttpRequest::cookieValues(std::string_view name) const
{
    std::vector<std::string> out;
    for (auto &[key, value] : cookies()) {
        if (key == name)
            out.push_back(std::move(value));
    }
    return out;
}

namespace {
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
}

std::string base64Encode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    size_t i = 0;
    for (; i + 2 < bytes.size(); i += 3) {
        const unsigned v =
            (unsigned char)bytes[i] << 16 | (unsigned char)bytes[i + 1] << 8 | (unsigned char)bytes[i + 2];
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += kAlphabet[v >> 6 & 63];
        out += kAlphabet[v & 63];
    }
    if (i + 1 == bytes.size()) {
        const unsigned v = (unsigned char)bytes[i] << 16;
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += "==";
    } else if (i + 2 == bytes.size()) {
        const unsigned v = (unsigned char)bytes[i] << 16 | (unsigned char)bytes[i + 1] << 8;
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += kAlphabet[v >> 6 & 63];
        out += '=';
    }
    return out;
}

std::optional<std::string> base64Decode(std::string_view text)
{
    std::array<int, 256> table;
    table.fill(-1);
    for (size_t i = 0; i < kAlphabet.size(); ++i)
        table[(unsigned char)kAlphabet[i]] = int(i);
    table['-'] = 62; // the URL-safe alphabet too
    table['_'] = 63;
    std::string out;
    unsigned buffer = 0;
    int bits = 0;
    for (char c : text) {
        if (c == '=' || c == '\n' || c == '\r' || c == ' ')
            continue;
        const int v = table[(unsigned char)c];
        if (v < 0)
            return std::nullopt;
        buffer = buffer << 6 | unsigned(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(char(buffer >> bits & 0xff));
        }
    }
    return out;
}

// Text for JSON: nlohmann refuses invalid UTF-8 when writing, and request bytes are anything.
// Strictly UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF, as
// nlohmann checks it; anything else becomes U+FFFD, one per byte.
std::string printable(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    size_t i = 0;
    while (i < bytes.size()) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        const size_t length = c < 0x80                 ? 1
                              : c >= 0xC2 && c <= 0xDF ? 2
                              : c >= 0xE0 && c <= 0xEF ? 3
                              : c >= 0xF0 && c <= 0xF4 ? 4
                                                       : 0;
        bool valid = length > 0 && i + length <= bytes.size();
        if (valid && length > 1) {
            // The second byte's range depends on the first (the table of RFC 3629, section 4).
            const unsigned char second = static_cast<unsigned char>(bytes[i + 1]);
            const unsigned char low = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
            const unsigned char high = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
            valid = second >= low && second <= high;
        }
        for (size_t k = 2; valid && k < length; ++k)
            valid = (static_cast<unsigned char>(bytes[i + k]) >> 6) == 2;
        if (valid) {
            out.append(bytes.substr(i, length));
            i += length;
        } else {
            out += "\xEF\xBF\xBD";
            ++i;
        }
    }
    return out;
}

} // namespace shadowbox::gateway
