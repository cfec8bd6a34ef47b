#include "Regex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

namespace shadowbox::gateway {

namespace {
constexpr uint32_t kMatchLimit = 1'000'000;
constexpr uint32_t kDepthLimit = 10'000;
} // namespace

struct Regex::Code {
    pcre2_code *whole = nullptr;
    pcre2_code *partial = nullptr;
    pcre2_match_context *context = nullptr;
    ~Code()
    {
        pcre2_code_free(whole);
        pcre2_code_free(partial);
        pcre2_match_context_free(context);
    }
};

namespace {

pcre2_code *compiled(const std::string &pattern, uint32_t extra, std::string &error)
{
    int code = 0;
    PCRE2_SIZE offset = 0;
    pcre2_code *re = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                   PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | extra, &code, &offset, nullptr);
    if (!re) {
        PCRE2_UCHAR message[256];
        pcre2_get_error_message(code, message, sizeof message);
        error = "the regular expression \"" + pattern + "\" is not valid at offset " + std::to_string(offset) + ": " +
                reinterpret_cast<const char *>(message);
        return nullptr;
    }
    pcre2_jit_compile(re, PCRE2_JIT_COMPLETE); // without JIT (no executable memory), it interprets
    return re;
}

bool run(const pcre2_code *re, pcre2_match_context *context, std::string_view subject)
{
    pcre2_match_data *data = pcre2_match_data_create_from_pattern(re, nullptr);
    const int rc = pcre2_match(re, reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(), 0, 0, data, context);
    pcre2_match_data_free(data);
    return rc >= 0;
}

} // namespace

Outcome<Regex> Regex::compile(const std::string &pattern)
{
    auto code = std::make_shared<Code>();
    std::string error;
    code->whole = compiled(pattern, PCRE2_ANCHORED | PCRE2_ENDANCHORED, error);
    if (!code->whole)
        return Outcome<Regex>::failure(error);
    code->partial = compiled(pattern, 0, error);
    if (!code->partial)
        return Outcome<Regex>::failure(error);
    code->context = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(code->context, kMatchLimit);
    pcre2_set_depth_limit(code->context, kDepthLimit);
    Regex r;
    r.m_code = std::move(code);
    r.m_pattern = pattern;
    return r;
}

bool Regex::matchesWhole(std::string_view subject) const
{
    return m_code && run(m_code->whole, m_code->context, subject);
}

bool Regex::findsIn(std::string_view subject) const
{
    return m_code && run(m_code->partial, m_code->context, subject);
}

} // namespace shadowbox::gateway
