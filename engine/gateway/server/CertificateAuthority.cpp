#include "CertificateAuthority.h"

#include "HttpRequest.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <arpa/inet.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iterator>
#include <list>
#include <sstream>
#include <unordered_map>

namespace shadowbox::gateway {

namespace {

template <auto Free> struct FreeWith {
    template <typename T> void operator()(T *p) const { Free(p); }
};
using X509Ptr = std::unique_ptr<X509, FreeWith<X509_free>>;
using KeyPtr = std::unique_ptr<EVP_PKEY, FreeWith<EVP_PKEY_free>>;
using BioPtr = std::unique_ptr<BIO, FreeWith<BIO_free_all>>;
using BignumPtr = std::unique_ptr<BIGNUM, FreeWith<BN_free>>;
using TimePtr = std::unique_ptr<ASN1_TIME, FreeWith<ASN1_TIME_free>>;
using ExtensionPtr = std::unique_ptr<X509_EXTENSION, FreeWith<X509_EXTENSION_free>>;
using NamesPtr = std::unique_ptr<GENERAL_NAMES, FreeWith<GENERAL_NAMES_free>>;
using NamePtr = std::unique_ptr<GENERAL_NAME, FreeWith<GENERAL_NAME_free>>;

// OpenSSL's reason for the last failure, read right after the call that failed, and the queue
// emptied so that the next failure does not report this one.
std::string opensslReason()
{
    const unsigned long code = ERR_peek_last_error();
    std::string reason;
    if (const char *text = code ? ERR_reason_error_string(code) : nullptr)
        reason = text;
    else if (code)
        reason = "OpenSSL error " + std::to_string(code);
    else
        reason = "no reason given";
    ERR_clear_error();
    return reason;
}

Outcome<std::string> readFile(const std::string &path, const std::string &what)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Outcome<std::string>::failure("cannot read " + what + " " + path + ": " + std::strerror(errno));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Refuses to ask for a passphrase: the gateway has no terminal, and Shadowbox writes the key
// without one (the file's mode protects it).
int noPassphrase(char *, int, int, void *)
{
    return -1;
}

bool isIpLiteral(const std::string &name)
{
    unsigned char address[16];
    return inet_pton(AF_INET, name.c_str(), address) == 1 || inet_pton(AF_INET6, name.c_str(), address) == 1;
}

std::string pemOf(X509 *certificate)
{
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (!bio || !certificate || PEM_write_bio_X509(bio.get(), certificate) != 1)
        return {};
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return std::string(data, size_t(size));
}

std::string timeText(const ASN1_TIME *time)
{
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (!bio || ASN1_TIME_print(bio.get(), time) != 1)
        return "an unreadable date";
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return std::string(data, size_t(size));
}

bool addExtension(X509 *certificate, X509V3_CTX *context, int nid, const char *value)
{
    ExtensionPtr extension(X509V3_EXT_conf_nid(nullptr, context, nid, value));
    return extension && X509_add_ext(certificate, extension.get(), -1) == 1;
}

bool addSubjectAltName(X509 *certificate, const std::string &name)
{
    NamesPtr names(GENERAL_NAMES_new());
    NamePtr entry(GENERAL_NAME_new());
    if (!names || !entry)
        return false;
    if (isIpLiteral(name)) {
        ASN1_OCTET_STRING *address = a2i_IPADDRESS(name.c_str());
        if (!address)
            return false;
        GENERAL_NAME_set0_value(entry.get(), GEN_IPADD, address);
    } else {
        ASN1_IA5STRING *dns = ASN1_IA5STRING_new();
        if (!dns || ASN1_STRING_set(dns, name.data(), int(name.size())) != 1) {
            ASN1_IA5STRING_free(dns);
            return false;
        }
        GENERAL_NAME_set0_value(entry.get(), GEN_DNS, dns);
    }
    if (sk_GENERAL_NAME_push(names.get(), entry.get()) == 0)
        return false;
    entry.release(); // the list owns it now
    return X509_add1_ext_i2d(certificate, NID_subject_alt_name, names.get(), 0, X509V3_ADD_DEFAULT) == 1;
}

// A random positive 128-bit serial number (RFC 5280 allows up to 20 bytes; unpredictable
// serials are what the CA/Browser Forum asks for).
bool setRandomSerial(X509 *certificate)
{
    unsigned char bytes[16] = {};
    while (std::all_of(std::begin(bytes), std::end(bytes), [](unsigned char b) { return b == 0; })) {
        if (RAND_bytes(bytes, sizeof bytes) != 1)
            return false;
    }
    BignumPtr serial(BN_bin2bn(bytes, sizeof bytes, nullptr));
    return serial && BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(certificate)) != nullptr;
}

} // namespace

struct CertificateAuthority::State {
    X509Ptr certificate;
    KeyPtr key;
    std::shared_ptr<EVP_PKEY> leafKey;
    size_t cacheSize = kDefaultCacheSize;
    std::list<LeafCertificate> recent; // most recently used first
    std::unordered_map<std::string, std::list<LeafCertificate>::iterator> byName;
};

std::string LeafCertificate::pem() const
{
    return pemOf(m_certificate.get());
}

bool LeafCertificate::presentOn(ssl_st *connection) const
{
    return m_certificate && m_key && SSL_use_certificate(connection, m_certificate.get()) == 1 &&
           SSL_use_PrivateKey(connection, m_key.get()) == 1;
}

CertificateAuthority::CertificateAuthority(std::unique_ptr<State> state)
    : m_state(std::move(state))
{
}

CertificateAuthority::CertificateAuthority(CertificateAuthority &&) noexcept = default;
CertificateAuthority &CertificateAuthority::operator=(CertificateAuthority &&) noexcept = default;
CertificateAuthority::~CertificateAuthority() = default;

Outcome<CertificateAuthority> CertificateAuthority::load(const std::string &certificatePath, const std::string &keyPath,
                                                         size_t cacheSize)
{
    using Failure = Outcome<CertificateAuthority>;
    ERR_clear_error();
    auto state = std::make_unique<State>();
    state->cacheSize = std::max<size_t>(cacheSize, 1);

    const auto certificateText = readFile(certificatePath, "the CA certificate");
    if (!certificateText)
        return Failure::failure(certificateText.error());
    BioPtr certificateBio(BIO_new_mem_buf(certificateText->data(), int(certificateText->size())));
    state->certificate.reset(PEM_read_bio_X509(certificateBio.get(), nullptr, noPassphrase, nullptr));
    if (!state->certificate)
        return Failure::failure("the CA certificate " + certificatePath + " is not a PEM certificate (" +
                                opensslReason() + ")");

    const auto keyText = readFile(keyPath, "the CA key");
    if (!keyText)
        return Failure::failure(keyText.error());
    BioPtr keyBio(BIO_new_mem_buf(keyText->data(), int(keyText->size())));
    state->key.reset(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, noPassphrase, nullptr));
    if (!state->key)
        return Failure::failure("the CA key " + keyPath + " is not an unencrypted PEM private key (" + opensslReason() +
                                ")");

    if (X509_check_private_key(state->certificate.get(), state->key.get()) != 1) {
        ERR_clear_error();
        return Failure::failure("the CA key " + keyPath + " does not belong to the certificate " + certificatePath +
                                ": make the pair anew");
    }
    if (X509_check_ca(state->certificate.get()) == 0)
        return Failure::failure("the certificate " + certificatePath +
                                " is not a certificate authority (it lacks basicConstraints CA:TRUE)");
    const ASN1_TIME *notAfter = X509_get0_notAfter(state->certificate.get());
    if (X509_cmp_current_time(notAfter) <= 0)
        return Failure::failure("the CA certificate " + certificatePath + " expired on " + timeText(notAfter) +
                                ": make a new one");

    EVP_PKEY *leafKey = EVP_EC_gen("P-256");
    if (!leafKey)
        return Failure::failure("cannot make the key of the gateway's certificates: " + opensslReason());
    state->leafKey.reset(leafKey, EVP_PKEY_free);
    return CertificateAuthority(std::move(state));
}

bool CertificateAuthority::acceptableName(std::string_view name)
{
    if (name.empty() || name.size() > 253)
        return false;
    const bool dnsCharacters = std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' ||
               c == '_' || c == '*';
    });
    return dnsCharacters || isIpLiteral(std::string(name));
}

Outcome<LeafCertificate> CertificateAuthority::certificateFor(std::string_view requested)
{
    if (!acceptableName(requested))
        return Outcome<LeafCertificate>::failure(
            "the gateway makes certificates only for IP addresses and DNS names of at most 253 letters, digits "
            "and . - _ *");
    const std::string name = toLower(requested);
    State &s = *m_state;
    if (auto found = s.byName.find(name); found != s.byName.end()) {
        s.recent.splice(s.recent.begin(), s.recent, found->second);
        return *found->second;
    }
    auto minted = mint(name);
    if (!minted)
        return minted;
    s.recent.push_front(*minted);
    s.byName[name] = s.recent.begin();
    if (s.recent.size() > s.cacheSize) {
        s.byName.erase(s.recent.back().name());
        s.recent.pop_back();
    }
    return minted;
}

Outcome<LeafCertificate> CertificateAuthority::mint(const std::string &name) const
{
    using Failure = Outcome<LeafCertificate>;
    const State &s = *m_state;
    ERR_clear_error();
    X509Ptr leaf(X509_new());
    if (!leaf || X509_set_version(leaf.get(), X509_VERSION_3) != 1 || !setRandomSerial(leaf.get()))
        return Failure::failure("cannot start a certificate for " + name + ": " + opensslReason());

    X509_NAME *subject = X509_get_subject_name(leaf.get());
    X509_NAME_add_entry_by_txt(subject, "O", MBSTRING_ASC, reinterpret_cast<const unsigned char *>("Shadowbox"), -1, -1,
                               0);
    // A common name is at most 64 characters; the subjectAltName is what clients check anyway.
    if (name.size() <= 64)
        X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char *>(name.c_str()),
                                   -1, -1, 0);
    X509_set_issuer_name(leaf.get(), X509_get_subject_name(s.certificate.get()));

    // Valid from a day ago (a sandbox clock a little behind still accepts it) for 397 days, but
    // never outside the CA's own validity.
    const std::time_t now = std::time(nullptr);
    const long leafDays = long(std::chrono::duration_cast<std::chrono::hours>(kLeafLifetime).count() / 24);
    const ASN1_TIME *caNotBefore = X509_get0_notBefore(s.certificate.get());
    const ASN1_TIME *caNotAfter = X509_get0_notAfter(s.certificate.get());
    std::time_t when = now;
    TimePtr notBefore(X509_time_adj_ex(nullptr, -1, 0, &when));
    when = now;
    TimePtr notAfter(X509_time_adj_ex(nullptr, leafDays, 0, &when));
    if (!notBefore || !notAfter)
        return Failure::failure("cannot compute the validity of a certificate: " + opensslReason());
    const ASN1_TIME *from = ASN1_TIME_compare(notBefore.get(), caNotBefore) < 0 ? caNotBefore : notBefore.get();
    const ASN1_TIME *until = ASN1_TIME_compare(notAfter.get(), caNotAfter) > 0 ? caNotAfter : notAfter.get();
    if (X509_cmp_current_time(until) <= 0)
        return Failure::failure("the CA certificate expired on " + timeText(caNotAfter) +
                                ": restart the gateway with a new one");
    if (X509_set1_notBefore(leaf.get(), from) != 1 || X509_set1_notAfter(leaf.get(), until) != 1 ||
        X509_set_pubkey(leaf.get(), s.leafKey.get()) != 1)
        return Failure::failure("cannot fill in the certificate for " + name + ": " + opensslReason());

    X509V3_CTX context;
    X509V3_set_ctx_nodb(&context);
    X509V3_set_ctx(&context, s.certificate.get(), leaf.get(), nullptr, nullptr, 0);
    const bool extended = addExtension(leaf.get(), &context, NID_basic_constraints, "critical,CA:FALSE") &&
                          addExtension(leaf.get(), &context, NID_key_usage, "critical,digitalSignature") &&
                          addExtension(leaf.get(), &context, NID_ext_key_usage, "serverAuth") &&
                          addExtension(leaf.get(), &context, NID_subject_key_identifier, "hash") &&
                          addExtension(leaf.get(), &context, NID_authority_key_identifier, "keyid:always") &&
                          addSubjectAltName(leaf.get(), name);
    if (!extended)
        return Failure::failure("cannot write the extensions of the certificate for " + name + ": " + opensslReason());

    // EdDSA keys sign without a separate digest; every other key type signs SHA-256.
    const int keyType = EVP_PKEY_get_base_id(s.key.get());
    const EVP_MD *digest = keyType == EVP_PKEY_ED25519 || keyType == EVP_PKEY_ED448 ? nullptr : EVP_sha256();
    if (X509_sign(leaf.get(), s.key.get(), digest) == 0)
        return Failure::failure("cannot sign the certificate for " + name + ": " + opensslReason());

    LeafCertificate out;
    out.m_name = name;
    out.m_certificate.reset(leaf.release(), X509_free);
    out.m_key = s.leafKey;
    return out;
}

size_t CertificateAuthority::cachedNames() const
{
    return m_state->recent.size();
}

std::string CertificateAuthority::pem() const
{
    return pemOf(m_state->certificate.get());
}

} // namespace shadowbox::gateway
