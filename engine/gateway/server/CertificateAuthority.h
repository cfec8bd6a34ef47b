#pragma once

#include "Outcome.h"

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

// OpenSSL's own types, opaque here: only CertificateAuthority.cpp sees inside them.
struct x509_st;
struct evp_pkey_st;
struct ssl_st;

namespace shadowbox::gateway {

// A certificate minted for one host name or IP address, with the key it certifies.
class LeafCertificate {
public:
    const std::string &name() const { return m_name; }
    // The certificate in PEM, for a test or a log to look at.
    std::string pem() const;
    // Makes a TLS connection that is shaking hands present this certificate and key.
    bool presentOn(ssl_st *connection) const;

private:
    friend class CertificateAuthority;
    std::string m_name;
    std::shared_ptr<x509_st> m_certificate;
    std::shared_ptr<evp_pkey_st> m_key;
};

// The certificate authority of one sandbox, made by Shadowbox (SandboxCa on the host side) and
// trusted inside the sandbox. It mints, on demand, a certificate for every name the sandbox asks
// for over TLS, so that the gateway can answer https://api.stripe.com as it answers
// http://api.stripe.com. Every leaf certifies the same EC P-256 key, generated at load and never
// written anywhere. Names come from the hostile sandbox, so the certificates are cached per name
// and the cache is bounded (the least recently used name goes first).
class CertificateAuthority {
public:
    static constexpr size_t kDefaultCacheSize = 1000;
    // Browsers refuse leaves valid for longer (CA/Browser Forum baseline requirements).
    static constexpr auto kLeafLifetime = std::chrono::hours(24 * 397);

    // Reads the CA's certificate and private key (PEM). The error names the file and the cause.
    static Outcome<CertificateAuthority> load(const std::string &certificatePath, const std::string &keyPath,
                                              size_t cacheSize = kDefaultCacheSize);

    CertificateAuthority(CertificateAuthority &&) noexcept;
    CertificateAuthority &operator=(CertificateAuthority &&) noexcept;
    ~CertificateAuthority();

    // Whether a certificate may be minted for `name`: a DNS name of at most 253 bytes made of
    // letters, digits, '.', '-', '_' and '*', or an IPv4 or IPv6 literal.
    static bool acceptableName(std::string_view name);

    // The certificate for `name` (compared without case), minted now or found in the cache.
    Outcome<LeafCertificate> certificateFor(std::string_view name);

    size_t cachedNames() const;
    // The CA's own certificate in PEM.
    std::string pem() const;

private:
    struct State;
    explicit CertificateAuthority(std::unique_ptr<State> state);
    Outcome<LeafCertificate> mint(const std::string &name) const;

    std::unique_ptr<State> m_state;
};

} // namespace shadowbox::gateway
