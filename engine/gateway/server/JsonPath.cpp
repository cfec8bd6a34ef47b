#include "JsonPath.h"

#include "Regex.h"

#include <cctype>
#include <optional>

namespace shadowbox::gateway {

struct JsonPath::Step {
    enum class Kind { Names, Indexes, Wildcard, Slice, Filter };
    Kind kind = Kind::Wildcard;
    bool recursive = false; // ".." before it
    std::vector<std::string> names;
    std::vector<long> indexes;
    std::optional<long> start, end;
    long stride = 1;
    std::shared_ptr<const JsonPath::Filter> filter;
};

struct JsonPath::Filter {
    enum class Kind { Or, And, Not, Exists, Compare };
    struct Operand {
        enum class Kind { Current, Root, Literal, Pattern };
        Kind kind = Kind::Literal;
        std::vector<JsonPath::Step> path;
        Json literal;
        std::optional<Regex> pattern;
    };
    Kind kind = Kind::Exists;
    std::vector<std::shared_ptr<const Filter>> children;
    Operand left, right;
    std::string op;
};

namespace {

using Step = JsonPath::Step;
using Filter = JsonPath::Filter;

class Parser {
public:
    explicit Parser(const std::string &text)
        : m_text(text)
    {
    }

    std::optional<std::vector<Step>> path(bool rootOptional)
    {
        skipSpace();
        if (peek() == '$' || peek() == '@')
            ++m_pos;
        else if (!rootOptional)
            return fail("a JSONPath starts with $");
        return steps();
    }

    bool atEnd()
    {
        skipSpace();
        return m_pos >= m_text.size();
    }
    const std::string &error() const { return m_error; }

private:
    std::optional<std::vector<Step>> steps()
    {
        std::vector<Step> out;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '.') {
                Step step;
                ++m_pos;
                if (peek() == '.') {
                    step.recursive = true;
                    ++m_pos;
                    if (peek() == '[') {
                        if (!bracket(step))
                            return std::nullopt;
                        out.push_back(std::move(step));
                        continue;
                    }
                }
                if (peek() == '*') {
                    ++m_pos;
                    step.kind = Step::Kind::Wildcard;
                } else {
                    std::string name = identifier();
                    if (name.empty())
                        return fail("a name is missing after '.'");
                    step.kind = Step::Kind::Names;
                    step.names.push_back(std::move(name));
                }
                out.push_back(std::move(step));
            } else if (c == '[') {
                Step step;
                if (!bracket(step))
                    return std::nullopt;
                out.push_back(std::move(step));
            } else {
                break;
            }
        }
        return out;
    }

    bool bracket(Step &step)
    {
        ++m_pos; // '['
        skipSpace();
        if (peek() == '*') {
            ++m_pos;
            step.kind = Step::Kind::Wildcard;
        } else if (peek() == '?') {
            ++m_pos;
            skipSpace();
            if (peek() != '(')
                return failed("a filter is written [?( ... )]");
            ++m_pos;
            auto filter = expression();
            if (!filter)
                return false;
            skipSpace();
            if (peek() != ')')
                return failed("a filter's ')' is missing");
            ++m_pos;
            step.kind = Step::Kind::Filter;
            step.filter = std::move(filter);
        } else if (peek() == '\'' || peek() == '"') {
            step.kind = Step::Kind::Names;
            do {
                skipSpace();
                auto name = quoted();
                if (!name)
                    return false;
                step.names.push_back(std::move(*name));
                skipSpace();
            } while (peek() == ',' && ++m_pos);
        } else {
            std::optional<long> first = integer();
            skipSpace();
            if (peek() == ':') {
                step.kind = Step::Kind::Slice;
                step.start = first;
                ++m_pos;
                skipSpace();
                step.end = integer();
                skipSpace();
                if (peek() == ':') {
                    ++m_pos;
                    skipSpace();
                    step.stride = integer().value_or(1);
                    if (step.stride <= 0)
                        return failed("a slice's step must be positive");
                }
            } else {
                if (!first)
                    return failed("expected an index, a quoted name, * or a filter inside [ ]");
                step.kind = Step::Kind::Indexes;
                step.indexes.push_back(*first);
                while (peek() == ',') {
                    ++m_pos;
                    skipSpace();
                    auto next = integer();
                    if (!next)
                        return failed("expected an index after ','");
                    step.indexes.push_back(*next);
                    skipSpace();
                }
            }
        }
        skipSpace();
        if (peek() != ']')
            return failed("a ']' is missing");
        ++m_pos;
        return true;
    }

    std::shared_ptr<const Filter> expression()
    {
        auto left = conjunction();
        while (left && lookingAt("||")) {
            auto right = conjunction();
            if (!right)
                return nullptr;
            auto node = std::make_shared<Filter>();
            node->kind = Filter::Kind::Or;
            node->children = {left, right};
            left = node;
        }
        return left;
    }

    std::shared_ptr<const Filter> conjunction()
    {
        auto left = unary();
        while (left && lookingAt("&&")) {
            auto right = unary();
            if (!right)
                return nullptr;
            auto node = std::make_shared<Filter>();
            node->kind = Filter::Kind::And;
            node->children = {left, right};
            left = node;
        }
        return left;
    }

    std::shared_ptr<const Filter> unary()
    {
        skipSpace();
        if (peek() == '!' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] != '=') {
            ++m_pos;
            auto inner = unary();
            if (!inner)
                return nullptr;
            auto node = std::make_shared<Filter>();
            node->kind = Filter::Kind::Not;
            node->children = {inner};
            return node;
        }
        if (peek() == '(') {
            ++m_pos;
            auto inner = expression();
            skipSpace();
            if (!inner || peek() != ')') {
                failed("a ')' is missing in the filter");
                return nullptr;
            }
            ++m_pos;
            return inner;
        }
        auto node = std::make_shared<Filter>();
        if (!operand(node->left))
            return nullptr;
        skipSpace();
        for (const char *op : {"==", "!=", "<=", ">=", "=~", "<", ">", "nin", "in"}) {
            const std::string o(op);
            if (m_text.compare(m_pos, o.size(), o) != 0)
                continue;
            const char after = m_pos + o.size() < m_text.size() ? m_text[m_pos + o.size()] : '\0';
            if (std::isalpha(static_cast<unsigned char>(o.front())) && after != ' ' && after != '[')
                continue;
            m_pos += o.size();
            node->kind = Filter::Kind::Compare;
            node->op = o;
            skipSpace();
            if (!operand(node->right))
                return nullptr;
            return node;
        }
        node->kind = Filter::Kind::Exists;
        return node;
    }

    bool operand(Filter::Operand &out)
    {
        skipSpace();
        const char c = peek();
        if (c == '@' || c == '$') {
            ++m_pos;
            out.kind = c == '@' ? Filter::Operand::Kind::Current : Filter::Operand::Kind::Root;
            auto s = steps();
            if (!s)
                return false;
            out.path = std::move(*s);
            return true;
        }
        if (c == '\'' || c == '"') {
            auto s = quoted();
            if (!s)
                return false;
            out.literal = *s;
            return true;
        }
        if (c == '/') {
            const size_t end = m_text.find('/', m_pos + 1);
            if (end == std::string::npos)
                return failed("a regular expression's closing '/' is missing");
            std::string source = m_text.substr(m_pos + 1, end - m_pos - 1);
            m_pos = end + 1;
            std::string flags;
            while (std::isalpha(static_cast<unsigned char>(peek())))
                flags += m_text[m_pos++];
            if (flags.find('i') != std::string::npos)
                source = "(?i)" + source;
            auto re = Regex::compile(source);
            if (!re)
                return failed(re.error());
            out.kind = Filter::Operand::Kind::Pattern;
            out.pattern = std::move(*re);
            return true;
        }
        if (c == '[') {
            // A literal list for in / nin: JSON text.
            const size_t end = m_text.find(']', m_pos);
            if (end == std::string::npos)
                return failed("a list's ']' is missing");
            std::string list = m_text.substr(m_pos, end - m_pos + 1);
            for (char &ch : list) {
                if (ch == '\'')
                    ch = '"';
            }
            Json parsed = Json::parse(list, nullptr, false);
            if (parsed.is_discarded())
                return failed("the list " + list + " is not valid");
            out.literal = std::move(parsed);
            m_pos = end + 1;
            return true;
        }
        size_t end = m_pos;
        while (end < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[end])) || m_text[end] == '.' ||
                                       m_text[end] == '-' || m_text[end] == '+'))
            ++end;
        const std::string word = m_text.substr(m_pos, end - m_pos);
        Json parsed = Json::parse(word, nullptr, false);
        if (word.empty() || parsed.is_discarded())
            return failed("expected a value in the filter at \"" + m_text.substr(m_pos, 20) + "\"");
        out.literal = std::move(parsed);
        m_pos = end;
        return true;
    }

    std::string identifier()
    {
        const size_t start = m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '.' || c == '[' || c == ' ' || c == ')' || c == '=' || c == '!' || c == '<' || c == '>' ||
                c == '&' || c == '|' || c == ',' || c == ']')
                break;
            ++m_pos;
        }
        return m_text.substr(start, m_pos - start);
    }

    std::optional<std::string> quoted()
    {
        const char quote = m_text[m_pos++];
        std::string out;
        while (m_pos < m_text.size() && m_text[m_pos] != quote) {
            if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size())
                ++m_pos;
            out += m_text[m_pos++];
        }
        if (m_pos >= m_text.size()) {
            failed("a quoted name is not closed");
            return std::nullopt;
        }
        ++m_pos;
        return out;
    }

    std::optional<long> integer()
    {
        size_t end = m_pos;
        if (end < m_text.size() && m_text[end] == '-')
            ++end;
        while (end < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[end])))
            ++end;
        if (end == m_pos || (end == m_pos + 1 && m_text[m_pos] == '-'))
            return std::nullopt;
        const std::string digits = m_text.substr(m_pos, end - m_pos);
        m_pos = end;
        try {
            return std::stol(digits);
        } catch (...) {
            failed("the index " + digits + " is out of range");
            return std::nullopt;
        }
    }

    bool lookingAt(const char *token)
    {
        skipSpace();
        const std::string t(token);
        if (m_text.compare(m_pos, t.size(), t) != 0)
            return false;
        m_pos += t.size();
        return true;
    }

    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text[m_pos] == ' ')
            ++m_pos;
    }
    std::nullopt_t fail(const std::string &why)
    {
        failed(why);
        return std::nullopt;
    }
    bool failed(const std::string &why)
    {
        if (m_error.empty())
            m_error = why;
        return false;
    }

    const std::string &m_text;
    size_t m_pos = 0;
    std::string m_error;
};

void apply(const std::vector<Step> &steps, size_t at, const Json &node, const Json &root,
           std::vector<const Json *> &out);

bool filterHolds(const Filter &f, const Json &current, const Json &root);

void applyHere(const Step &step, const std::vector<Step> &steps, size_t at, const Json &node, const Json &root,
               std::vector<const Json *> &out)
{
    switch (step.kind) {
    case Step::Kind::Names:
        if (node.is_object()) {
            for (const std::string &name : step.names) {
                auto it = node.find(name);
                if (it != node.end())
                    apply(steps, at + 1, *it, root, out);
            }
        }
        break;
    case Step::Kind::Indexes:
        if (node.is_array()) {
            const long size = long(node.size());
            for (long i : step.indexes) {
                const long index = i < 0 ? size + i : i;
                if (index >= 0 && index < size)
                    apply(steps, at + 1, node[size_t(index)], root, out);
            }
        }
        break;
    case Step::Kind::Wildcard:
        if (node.is_array() || node.is_object()) {
            for (const Json &child : node)
                apply(steps, at + 1, child, root, out);
        }
        break;
    case Step::Kind::Slice:
        if (node.is_array()) {
            const long size = long(node.size());
            auto clamp = [size](long v) { return v < 0 ? std::max(0L, size + v) : std::min(size, v); };
            const long from = step.start ? clamp(*step.start) : 0;
            const long to = step.end ? clamp(*step.end) : size;
            for (long i = from; i < to; i += step.stride)
                apply(steps, at + 1, node[size_t(i)], root, out);
        }
        break;
    case Step::Kind::Filter:
        if (node.is_array()) {
            for (const Json &child : node) {
                if (filterHolds(*step.filter, child, root))
                    apply(steps, at + 1, child, root, out);
            }
        } else if (node.is_object() && filterHolds(*step.filter, node, root)) {
            apply(steps, at + 1, node, root, out);
        }
        break;
    }
}

void descend(const Step &step, const std::vector<Step> &steps, size_t at, const Json &node, const Json &root,
             std::vector<const Json *> &out)
{
    applyHere(step, steps, at, node, root, out);
    if (node.is_array() || node.is_object()) {
        for (const Json &child : node)
            descend(step, steps, at, child, root, out);
    }
}

void apply(const std::vector<Step> &steps, size_t at, const Json &node, const Json &root,
           std::vector<const Json *> &out)
{
    if (at == steps.size()) {
        out.push_back(&node);
        return;
    }
    const Step &step = steps[at];
    if (step.recursive)
        descend(step, steps, at, node, root, out);
    else
        applyHere(step, steps, at, node, root, out);
}

std::optional<Json> operandValue(const Filter::Operand &o, const Json &current, const Json &root)
{
    switch (o.kind) {
    case Filter::Operand::Kind::Literal:
        return o.literal;
    case Filter::Operand::Kind::Pattern:
        return std::nullopt;
    case Filter::Operand::Kind::Current:
    case Filter::Operand::Kind::Root: {
        std::vector<const Json *> found;
        apply(o.path, 0, o.kind == Filter::Operand::Kind::Current ? current : root, root, found);
        if (found.empty())
            return std::nullopt;
        return *found.front();
    }
    }
    return std::nullopt;
}

bool compare(const Json &a, const std::string &op, const Json &b)
{
    if (op == "==")
        return a == b;
    if (op == "!=")
        return a != b;
    const bool numbers = a.is_number() && b.is_number();
    const bool strings = a.is_string() && b.is_string();
    if (!numbers && !strings)
        return false;
    if (op == "<")
        return numbers ? a.get<double>() < b.get<double>() : a.get<std::string>() < b.get<std::string>();
    if (op == "<=")
        return numbers ? a.get<double>() <= b.get<double>() : a.get<std::string>() <= b.get<std::string>();
    if (op == ">")
        return numbers ? a.get<double>() > b.get<double>() : a.get<std::string>() > b.get<std::string>();
    if (op == ">=")
        return numbers ? a.get<double>() >= b.get<double>() : a.get<std::string>() >= b.get<std::string>();
    return false;
}

bool filterHolds(const Filter &f, const Json &current, const Json &root)
{
    switch (f.kind) {
    case Filter::Kind::Or:
        return filterHolds(*f.children[0], current, root) || filterHolds(*f.children[1], current, root);
    case Filter::Kind::And:
        return filterHolds(*f.children[0], current, root) && filterHolds(*f.children[1], current, root);
    case Filter::Kind::Not:
        return !filterHolds(*f.children[0], current, root);
    case Filter::Kind::Exists: {
        const auto value = operandValue(f.left, current, root);
        return value && !(value->is_boolean() && !value->get<bool>());
    }
    case Filter::Kind::Compare: {
        const auto left = operandValue(f.left, current, root);
        if (!left)
            return false;
        if (f.op == "=~")
            return f.right.pattern && left->is_string() && f.right.pattern->matchesWhole(left->get<std::string>());
        const auto right = operandValue(f.right, current, root);
        if (!right)
            return false;
        if (f.op == "in" || f.op == "nin") {
            bool found = false;
            if (right->is_array()) {
                for (const Json &item : *right)
                    found = found || item == *left;
            }
            return f.op == "in" ? found : !found;
        }
        return compare(*left, f.op, *right);
    }
    }
    return false;
}

} // namespace

Outcome<JsonPath> JsonPath::compile(const std::string &expression)
{
    Parser parser(expression);
    auto steps = parser.path(false);
    if (steps && !parser.atEnd())
        return Outcome<JsonPath>::failure("the JSONPath \"" + expression + "\" has unexpected text at its end");
    if (!steps)
        return Outcome<JsonPath>::failure("the JSONPath \"" + expression + "\" is not valid: " + parser.error());
    JsonPath p;
    p.m_steps = std::make_shared<const std::vector<Step>>(std::move(*steps));
    p.m_expression = expression;
    return p;
}

std::vector<const Json *> JsonPath::select(const Json &document) const
{
    std::vector<const Json *> out;
    if (m_steps)
        apply(*m_steps, 0, document, document, out);
    return out;
}

bool JsonPath::definite() const
{
    if (!m_steps)
        return true;
    for (const Step &s : *m_steps) {
        if (s.recursive || s.kind == Step::Kind::Wildcard || s.kind == Step::Kind::Slice ||
            s.kind == Step::Kind::Filter || s.names.size() > 1 || s.indexes.size() > 1)
            return false;
    }
    return true;
}

} // namespace shadowbox::gateway
