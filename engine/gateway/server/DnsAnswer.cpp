#include "DnsAnswer.h"

#include "HttpRequest.h"

#include <arpa/inet.h>

namespace shadowbox::gateway {

namespace {
constexpr size_t kHeader = 12;
constexpr unsigned kTypeA = 1;
constexpr unsigned kNxDomain = 3;

unsigned u16(std::string_view p, size_t at)
{
    return unsigned(static_cast<unsigned char>(p[at])) << 8 | static_cast<unsigned char>(p[at + 1]);
}

void put16(std::string &out, unsigned v)
{
    out.push_back(char(v >> 8 & 0xff));
    out.push_back(char(v & 0xff));
}

// The offset just past the question, or 0 when it is malformed.
size_t questionEnd(std::string_view packet, std::string *name)
{
    size_t at = kHeader;
    while (true) {
        if (at >= packet.size())
            return 0;
        const unsigned length = static_cast<unsigned char>(packet[at]);
        if (length == 0) {
            ++at;
            break;
        }
        if (length > 63 || at + 1 + length > packet.size()) // no compression in a question
            return 0;
        if (name) {
            if (!name->empty())
                *name += '.';
            name->append(packet.substr(at + 1, length));
        }
        at += 1 + length;
        if (at - kHeader > 255)
            return 0;
    }
    return at + 4 <= packet.size() ? at + 4 : 0;
}

} // namespace

std::optional<DnsQuestion> readDnsQuestion(std::string_view packet)
{
    if (packet.size() < kHeader)
        return std::nullopt;
    const unsigned flags = u16(packet, 2);
    if (flags & 0x8000 || (flags >> 11 & 0xf) != 0 || u16(packet, 4) != 1)
        return std::nullopt; // a response, not a standard query, or not exactly one question
    std::string name;
    const size_t end = questionEnd(packet, &name);
    if (!end)
        return std::nullopt;
    return DnsQuestion{toLower(name), u16(packet, end - 4)};
}

std::string dnsAnswer(std::string_view packet, const std::map<std::string, std::string> &hosts)
{
    const auto question = readDnsQuestion(packet);
    if (!question)
        return {};
    const size_t end = questionEnd(packet, nullptr);
    auto host = hosts.find(question->name);
    in_addr address{};
    const bool known = host != hosts.end() && inet_pton(AF_INET, host->second.c_str(), &address) == 1;
    const bool answer = known && question->type == kTypeA;

    std::string out;
    out.append(packet.substr(0, 2));                                                   // id
    put16(out, 0x8000 | 0x0400 | (u16(packet, 2) & 0x0100) | (known ? 0 : kNxDomain)); // QR AA RD rcode
    put16(out, 1);                                                                     // one question
    put16(out, answer ? 1 : 0);
    put16(out, 0);
    put16(out, 0);
    out.append(packet.substr(kHeader, end - kHeader));
    if (answer) {
        put16(out, 0xc00c); // the name: a pointer to the question's
        put16(out, kTypeA);
        put16(out, 1); // IN
        put16(out, 0);
        put16(out, 5); // TTL 5 s: a policy change is seen quickly
        put16(out, 4);
        out.append(reinterpret_cast<const char *>(&address), 4);
    }
    return out;
}

} // namespace shadowbox::gateway
