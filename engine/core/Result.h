#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace shadowbox {

// What went wrong, as a sentence a user can act on. `kind` lets callers branch without parsing text.
struct Error {
    enum class Kind {
        Generic,
        EngineUnreachable, // socket missing, connection refused, engine stopped
        PermissionDenied,  // socket or file permission
        Timeout,
        Canceled,
        NotFound,       // image, container, sandbox
        Conflict,       // duplicate name, wrong state
        CommandRunning, // a command still runs in the sandbox and the operation would stop it
        InvalidInput,   // bad path, not a repository, bad option
        Io,             // disk full, copy failure
        Protocol,       // the engine answered something we cannot read
        Engine,         // the engine refused the request
    };

    Kind kind = Kind::Generic;
    QString message;
    int httpStatus = 0;
    // A command line that helps, e.g. `shadowbox sandbox start web`. Only the command-line
    // interface shows it: the window offers its own buttons and never points to the CLI.
    QString cliHint;

    static Error make(Kind kind, QString message, int httpStatus = 0)
    {
        return Error{kind, std::move(message), httpStatus, QString()};
    }
    Error withCliHint(QString hint) const
    {
        Error e = *this;
        e.cliHint = std::move(hint);
        return e;
    }
};

// An expected-style return value: either a T or an Error. Nothing throws across module boundaries.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(Error error)
        : m_value(std::move(error))
    {
    }

    bool ok() const { return std::holds_alternative<T>(m_value); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_value); }
    T &value() & { return std::get<T>(m_value); }
    T &&value() && { return std::get<T>(std::move(m_value)); }
    const T *operator->() const { return &std::get<T>(m_value); }
    T *operator->() { return &std::get<T>(m_value); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }

    const Error &error() const { return std::get<Error>(m_value); }
    QString errorMessage() const { return ok() ? QString() : error().message; }

private:
    std::variant<T, Error> m_value;
};

template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
    {
    }

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }
    QString errorMessage() const { return ok() ? QString() : m_error->message; }

private:
    std::optional<Error> m_error;
};

using Status = Result<void>;

} // namespace shadowbox
