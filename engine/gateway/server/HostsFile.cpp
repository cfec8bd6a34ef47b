#include "HostsFile.h"

#include "HttpRequest.h"

#include <sstream>

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
    m_stale = true;
}

const std::map<std::string, std::string> &HostsFile::current()
{
    std::string text;
    bool present = false;
    if (m_file.changed(text, present)) {
        m_fromFile = parse(text);
        m_stale = true;
    }
    if (m_stale) {
        m_hosts = m_fixed;
        m_hosts.insert(m_fromFile.begin(), m_fromFile.end());
        m_stale = false;
    }
    return m_hosts;
}

} // namespace shadowbox::gateway
