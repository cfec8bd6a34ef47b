#include "WatchedFile.h"

#include <fstream>
#include <sys/stat.h>

namespace shadowbox::gateway {

namespace {
constexpr std::streamsize kLongest = 1 << 20;
}

bool WatchedFile::changed(std::string &text, bool &present)
{
    struct stat st {};
    present = !m_path.empty() && ::stat(m_path.c_str(), &st) == 0;
    const bool same = m_checked && present == m_present &&
                      (!present || (st.st_size == m_size && st.st_mtim.tv_sec == m_modified.tv_sec &&
                                    st.st_mtim.tv_nsec == m_modified.tv_nsec));
    if (same)
        return false;
    m_checked = true;
    m_present = present;
    text.clear();
    if (present) {
        m_modified = st.st_mtim;
        m_size = st.st_size;
        std::ifstream in(m_path, std::ios::binary);
        text.resize(size_t(kLongest));
        in.read(text.data(), kLongest);
        text.resize(size_t(std::max<std::streamsize>(in.gcount(), 0)));
    }
    return true;
}

} // namespace shadowbox::gateway
