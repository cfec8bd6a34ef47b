#include "HostsFile.h"

#include "HttpRequest.h"

#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace shadowbox::gateway {

std::map<std::string, std::string> HostsFile::parse(std::string_view text)
{
    std::map<std::string, std::string> out;
    std::istringstream lines{std::string(text)};
    std::string line;
    while (std::getline(lines, line)) {
        if (const size_t hash = line.find('#'); hash != std::string::npos)
            line.resize(hash);
        std::istringstream fields(line);
        std::string address, name;
        if (!(fields >> address) || address.rfind("127.", 0) != 0)
            continue;
        while (fields >> name)
            out.emplace(toLower(name), address);
    }
    return out;
}

void HostsFile::setFixed(std::map<std::string, std::string> fixed)
{
    m_fixed = std::move(fixed);
    m_loaded = false;
}

const std::map<std::string, std::string> &HostsFile::current()
{
    struct stat st {};
    const bool present = !m_path.empty() && ::stat(m_path.c_str(), &st) == 0;
    const bool same = m_loaded && (!present || (st.st_size == m_size && st.st_mtim.tv_sec == m_modified.tv_sec &&
                                                st.st_mtim.tv_nsec == m_modified.tv_nsec));
    if (same)
        return m_hosts;
    m_hosts = m_fixed;
    if (present) {
        std::ifstream in(m_path, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        for (auto &[name, address] : parse(text.str().substr(0, 1 << 20)))
            m_hosts.emplace(name, address);
        m_modified = st.st_mtim;
        m_size = st.st_size;
    }
    m_loaded = true;
    return m_hosts;
}

} // namespace shadowbox::gateway
