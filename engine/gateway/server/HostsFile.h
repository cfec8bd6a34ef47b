#pragma once

#include "WatchedFile.h"

#include <map>
#include <string>
#include <string_view>

namespace shadowbox::gateway {

// The mocked host names the DNS answerer knows, read from a file in /etc/hosts format (the very
// file the sandbox sees as its /etc/hosts: Shadowbox rewrites it in place when a host is added).
// Read again whenever its size or time changes; only IPv4 loopback addresses count.
class HostsFile {
public:
    explicit HostsFile(std::string path = {})
        : m_file(std::move(path))
    {
    }

    // Names (lower case) → address; fixed ones (given on the command line) first, the file's after.
    const std::map<std::string, std::string> &current();
    void setFixed(std::map<std::string, std::string> fixed);

    static std::map<std::string, std::string> parse(std::string_view text);

private:
    WatchedFile m_file;
    std::map<std::string, std::string> m_fixed;
    std::map<std::string, std::string> m_fromFile;
    std::map<std::string, std::string> m_hosts;
    bool m_stale = true;
};

} // namespace shadowbox::gateway
