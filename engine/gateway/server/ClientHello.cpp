#include "ClientHello.h"

#include <algorithm>
#include <cstdint>

namespace shadowbox::gateway {

namespace {

constexpr uint8_t kHandshakeRecord = 0x16;
constexpr uint8_t kClientHello = 0x01;
constexpr uint16_t kServerNameExtension = 0x0000;
constexpr uint8_t kHostName = 0x00;
constexpr size_t kRecordHeader = 5;
constexpr size_t kLongestRecord = 16384 + 2048; // TLSPlaintext, with room for what some stacks send

// Reads big-endian numbers off the front of a view; any read past the end fails the reader.
class Reader {
public:
    explicit Reader(std::string_view bytes)
        : m_bytes(bytes)
    {
    }
    bool ok() const { return m_ok; }
    size_t left() const { return m_bytes.size(); }

    uint32_t number(size_t width)
    {
        if (!m_ok || m_bytes.size() < width) {
            m_ok = false;
            return 0;
        }
        uint32_t n = 0;
        for (size_t i = 0; i < width; ++i)
            n = (n << 8) | uint8_t(m_bytes[i]);
        m_bytes.remove_prefix(width);
        return n;
    }
    std::string_view take(size_t size)
    {
        if (!m_ok || m_bytes.size() < size) {
            m_ok = false;
            return {};
        }
        std::string_view part = m_bytes.substr(0, size);
        m_bytes.remove_prefix(size);
        return part;
    }
    // A vector with a length prefix of `width` bytes.
    std::string_view vector(size_t width) { return take(number(width)); }

private:
    std::string_view m_bytes;
    bool m_ok = true;
};

bool acceptableName(std::string_view name)
{
    if (name.empty() || name.size() > 253)
        return false;
    for (char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                        c == '.' || c == '_';
        if (!ok)
            return false;
    }
    return true;
}

// The server name in a complete ClientHello body (after its four-byte header).
ClientHelloStatus nameInHello(std::string_view body, std::string &name)
{
    Reader r(body);
    r.take(2);   // legacy_version
    r.take(32);  // random
    r.vector(1); // legacy_session_id
    r.vector(2); // cipher_suites
    r.vector(1); // legacy_compression_methods
    if (!r.ok())
        return ClientHelloStatus::NotTls;
    if (r.left() == 0)
        return ClientHelloStatus::NoName; // no extensions at all
    Reader extensions(r.vector(2));
    if (!r.ok())
        return ClientHelloStatus::NotTls;
    while (extensions.left() > 0) {
        const uint32_t type = extensions.number(2);
        Reader data(extensions.vector(2));
        if (!extensions.ok())
            return ClientHelloStatus::NotTls;
        if (type != kServerNameExtension)
            continue;
        Reader list(data.vector(2));
        while (data.ok() && list.left() > 0) {
            const uint32_t kind = list.number(1);
            const std::string_view host = list.vector(2);
            if (!list.ok())
                return ClientHelloStatus::NotTls;
            if (kind != kHostName)
                continue;
            if (!acceptableName(host))
                return ClientHelloStatus::NotTls;
            name.assign(host);
            if (name.back() == '.')
                name.pop_back();
            for (char &c : name)
                c = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
            return name.empty() ? ClientHelloStatus::NotTls : ClientHelloStatus::Found;
        }
        return data.ok() ? ClientHelloStatus::NoName : ClientHelloStatus::NotTls;
    }
    return ClientHelloStatus::NoName;
}

} // namespace

ClientHelloStatus readServerName(std::string_view bytes, std::string &name)
{
    // The handshake message may span records: their payloads are joined until it is whole.
    std::string handshake;
    while (true) {
        if (bytes.empty())
            return ClientHelloStatus::NeedMore;
        if (uint8_t(bytes[0]) != kHandshakeRecord)
            return ClientHelloStatus::NotTls;
        if (bytes.size() >= 2 && uint8_t(bytes[1]) != 0x03)
            return ClientHelloStatus::NotTls;
        if (bytes.size() < kRecordHeader)
            return ClientHelloStatus::NeedMore;
        const size_t length = (size_t(uint8_t(bytes[3])) << 8) | uint8_t(bytes[4]);
        if (length == 0 || length > kLongestRecord)
            return ClientHelloStatus::NotTls;
        const size_t available = std::min(length, bytes.size() - kRecordHeader);
        handshake.append(bytes.substr(kRecordHeader, available));
        if (handshake.size() > kClientHelloLimit)
            return ClientHelloStatus::NotTls;
        if (!handshake.empty() && uint8_t(handshake[0]) != kClientHello)
            return ClientHelloStatus::NotTls;
        if (handshake.size() >= 4) {
            const size_t helloLength =
                (size_t(uint8_t(handshake[1])) << 16) | (size_t(uint8_t(handshake[2])) << 8) | uint8_t(handshake[3]);
            if (helloLength + 4 > kClientHelloLimit)
                return ClientHelloStatus::NotTls;
            if (handshake.size() >= helloLength + 4)
                return nameInHello(std::string_view(handshake).substr(4, helloLength), name);
        }
        if (available < length)
            return ClientHelloStatus::NeedMore;
        bytes.remove_prefix(kRecordHeader + length);
    }
}

} // namespace shadowbox::gateway
