#pragma once

#include <optional>
#include <string>
#include <utility>

namespace shadowbox::gateway {

// A value or a sentence saying why there is none. The gateway has no Qt, so it cannot use the
// engine's Result<T>; it follows the same rule: the message names the cause and, where it can,
// the fix.
template <typename T> class Outcome {
public:
    Outcome(T value)
        : m_value(std::move(value))
    {
    }
    static Outcome failure(std::string why)
    {
        Outcome o;
        o.m_error = std::move(why);
        return o;
    }

    explicit operator bool() const { return m_value.has_value(); }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }
    const std::string &error() const { return m_error; }

private:
    Outcome() = default;
    std::optional<T> m_value;
    std::string m_error;
};

} // namespace shadowbox::gateway
