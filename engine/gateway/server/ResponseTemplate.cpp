#include "ResponseTemplate.h"

#include "GatewayJson.h"
#include "JsonPath.h"

#include <optional>
#include <vector>

namespace shadowbox::gateway {

namespace {

std::vector<std::string> pathParts(std::string_view expression)
{
    std::vector<std::string> out;
    size_t start = 0;
    while (start < expression.size()) {
        size_t dot = expression.find('.', start);
        if (expression[start] == '[') {
            const size_t close = expression.find(']', start);
            if (close == std::string_view::npos)
                break;
            out.emplace_back(expression.substr(start + 1, close - start - 1));
            dot = expression.find('.', close);
        } else {
            out.emplace_back(expression.substr(start, dot == std::string_view::npos ? dot : dot - start));
        }
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    return out;
}

std::optional<size_t> indexOf(const std::string &part)
{
    if (part.empty() || part.size() > 6)
        return std::nullopt;
    for (char c : part) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    return size_t(std::stoul(part));
}

std::string pick(const std::vector<std::string> &values, const std::vector<std::string> &parts, size_t at)
{
    if (values.empty())
        return {};
    if (at < parts.size()) {
        if (auto i = indexOf(parts[at]))
            return *i < values.size() ? values[*i] : std::string();
    }
    return values.front();
}

std::vector<std::string> segments(std::string_view path)
{
    std::vector<std::string> out;
    size_t start = path.empty() || path.front() != '/' ? 0 : 1;
    while (start < path.size()) {
        const size_t slash = path.find('/', start);
        out.emplace_back(path.substr(start, slash == std::string_view::npos ? slash : slash - start));
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    return out;
}

std::string requestValue(const std::vector<std::string> &parts, const HttpRequest &r, const PathValues &path)
{
    if (parts.size() < 2 || parts[0] != "request")
        return {};
    const std::string &what = parts[1];
    if (what == "url")
        return r.url;
    if (what == "method")
        return r.method;
    if (what == "body")
        return r.body;
    if (what == "scheme")
        return r.scheme;
    if (what == "host")
        return r.host;
    if (what == "port")
        return std::to_string(r.port);
    if (what == "clientIp")
        return r.clientIp;
    if (what == "baseUrl") {
        const std::string absolute = r.absoluteUrl();
        return absolute.substr(0, absolute.size() - r.url.size());
    }
    if (what == "path" || what == "pathSegments") {
        const auto asTheStubHasIt = [&path](std::string_view text) {
            return path.templated ? std::string(text) : percentDecode(text, false);
        };
        if (parts.size() == 2)
            return asTheStubHasIt(r.path());
        if (auto i = indexOf(parts[2])) {
            const auto all = segments(r.path());
            return *i < all.size() ? asTheStubHasIt(all[*i]) : std::string();
        }
        auto it = path.parameters.find(parts[2]);
        return it == path.parameters.end() ? std::string() : it->second;
    }
    if (parts.size() < 3)
        return {};
    if (what == "query")
        return pick(r.queryValues(parts[2]), parts, 3);
    if (what == "headers") {
        std::vector<std::string> values;
        for (std::string_view v : r.headerValues(parts[2]))
            values.emplace_back(v);
        return pick(values, parts, 3);
    }
    if (what == "cookies")
        return pick(r.cookieValues(parts[2]), parts, 3);
    return {};
}

// Splits "jsonPath request.body '$.a b'" into words, keeping quoted ones whole.
std::vector<std::string> words(std::string_view s)
{
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ')
            ++i;
        if (i >= s.size())
            break;
        if (s[i] == '\'' || s[i] == '"') {
            const char quote = s[i];
            const size_t close = s.find(quote, i + 1);
            out.emplace_back(s.substr(i + 1, close == std::string_view::npos ? close : close - i - 1));
            i = close == std::string_view::npos ? s.size() : close + 1;
        } else {
            const size_t end = s.find(' ', i);
            out.emplace_back(s.substr(i, end == std::string_view::npos ? end : end - i));
            i = end == std::string_view::npos ? s.size() : end;
        }
    }
    return out;
}

std::string evaluate(std::string_view expression, const HttpRequest &r, const PathValues &path)
{
    const std::vector<std::string> w = words(expression);
    if (w.empty())
        return {};
    if (w.size() == 3 && w[0] == "jsonPath") {
        const Json document = Json::parse(requestValue(pathParts(w[1]), r, path), nullptr, false);
        auto selector = JsonPath::compile(w[2]);
        if (document.is_discarded() || !selector)
            return {};
        const auto nodes = selector->select(document);
        if (nodes.empty())
            return {};
        if (selector->definite())
            return nodes.front()->is_string() ? nodes.front()->get<std::string>() : nodes.front()->dump();
        Json list = Json::array();
        for (const Json *n : nodes)
            list.push_back(*n);
        return list.dump();
    }
    if (w.size() != 1)
        return {};
    return requestValue(pathParts(w[0]), r, path);
}

} // namespace

std::string renderTemplate(const std::string &text, const HttpRequest &request, const PathValues &path)
{
    std::string out;
    out.reserve(text.size());
    size_t pos = 0;
    while (pos < text.size()) {
        const size_t open = text.find("{{", pos);
        if (open == std::string::npos) {
            out.append(text, pos, std::string::npos);
            break;
        }
        out.append(text, pos, open - pos);
        const bool raw = text.compare(open, 3, "{{{") == 0;
        const std::string closer = raw ? "}}}" : "}}";
        const size_t start = open + (raw ? 3 : 2);
        const size_t close = text.find(closer, start);
        if (close == std::string::npos) {
            out.append(text, open, std::string::npos);
            break;
        }
        std::string_view expression(text.data() + start, close - start);
        while (!expression.empty() && expression.front() == ' ')
            expression.remove_prefix(1);
        while (!expression.empty() && expression.back() == ' ')
            expression.remove_suffix(1);
        const std::string value = evaluate(expression, request, path);
        out += value;
        pos = close + closer.size();
    }
    return out;
}

} // namespace shadowbox::gateway
