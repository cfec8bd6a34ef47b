#include "Destination.h"

namespace shadowbox::gateway {

namespace asio = boost::asio;

namespace {

bool inV4(const asio::ip::address_v4 &a, uint32_t network, int bits)
{
    const uint32_t mask = bits == 0 ? 0 : ~uint32_t(0) << (32 - bits);
    return (a.to_uint() & mask) == (network & mask);
}

} // namespace

std::string destinationProblem(const asio::ip::address &address, bool namedExactly)
{
    asio::ip::address_v4 v4;
    bool isV4 = address.is_v4();
    if (isV4) {
        v4 = address.to_v4();
    } else if (address.to_v6().is_v4_mapped()) {
        v4 = asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6());
        isV4 = true;
    }
    if (isV4) {
        if (v4.is_loopback())
            return "a loopback address";
        if (v4.is_unspecified() || inV4(v4, 0x00000000, 8))
            return "an unspecified address";
        if (inV4(v4, 0xA9FE0000, 16))
            return "a link-local address (where cloud metadata services answer)";
        if (v4.is_multicast() || inV4(v4, 0xF0000000, 4))
            return "a multicast or reserved address";
        const bool isPrivate =
            inV4(v4, 0x0A000000, 8) || inV4(v4, 0xAC100000, 12) || inV4(v4, 0xC0A80000, 16) || inV4(v4, 0x64400000, 10);
        if (isPrivate && !namedExactly)
            return "a private address (allowed only for a host an allow rule names exactly)";
        return {};
    }
    const asio::ip::address_v6 v6 = address.to_v6();
    if (v6.is_loopback())
        return "a loopback address";
    if (v6.is_unspecified())
        return "an unspecified address";
    if (v6.is_link_local())
        return "a link-local address";
    if (v6.is_multicast())
        return "a multicast address";
    const auto bytes = v6.to_bytes();
    if ((bytes[0] & 0xfe) == 0xfc && !namedExactly)
        return "a private (unique-local) address (allowed only for a host an allow rule names exactly)";
    return {};
}

} // namespace shadowbox::gateway
