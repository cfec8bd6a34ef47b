#pragma once

#include <ctime>
#include <string>

namespace shadowbox::gateway {

// A file Shadowbox rewrites while the gateway runs (the hosts file, the policy): read again when
// it appears, disappears, or its size or modification time changes. At most 1 MiB is read.
class WatchedFile {
public:
    explicit WatchedFile(std::string path = {})
        : m_path(std::move(path))
    {
    }

    // True when the file is not as it was at the last call (always at the first), with its text
    // in `text` (empty when the file is not there, which `present` tells).
    bool changed(std::string &text, bool &present);
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
    struct timespec m_modified {};
    long long m_size = -1;
    bool m_present = false;
    bool m_checked = false;
};

} // namespace shadowbox::gateway
