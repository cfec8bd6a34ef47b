#pragma once

#include "GatewayJson.h"
#include "Outcome.h"

#include <memory>
#include <string>
#include <vector>

namespace shadowbox::gateway {

// The JSONPath that WireMock's matchesJsonPath uses (Jayway's dialect), the common part of it:
// $, .name, ['name'], [n] (negative from the end), [a,b], [start:end], *, .. (recursive descent),
// and filters [?(...)] with @ and $ paths, == != < <= > >= =~ /regex/, in, nin, ! && || and
// parentheses. Compiled once per stub; evaluated against request bodies, which are hostile input
// (no recursion deeper than the document, which nlohmann already bounds by parsing).
class JsonPath {
public:
    static Outcome<JsonPath> compile(const std::string &expression);

    // The nodes the path selects, in document order.
    std::vector<const Json *> select(const Json &document) const;
    // A path with only names and indexes selects at most one node and is "definite"; Jayway then
    // returns the node itself rather than a list of nodes.
    bool definite() const;
    const std::string &expression() const { return m_expression; }

    struct Step;
    struct Filter;

private:
    std::shared_ptr<const std::vector<Step>> m_steps;
    std::string m_expression;
};

} // namespace shadowbox::gateway
