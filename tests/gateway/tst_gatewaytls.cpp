// The certificates behind the gateway's HTTPS, without a network: the sandbox's CA as Shadowbox
// writes it (files, modes, constraints), and the gateway's CertificateAuthority loading it and
// minting leaves that OpenSSL's own verifier accepts against that CA alone, for DNS names and IP
// addresses, within the CA's validity; hostile names refused, and the cache bounded. And the
// server name read from a real ClientHello (OpenSSL's, as a client sends it) without answering it,
// for the hosts that pass through: whole, cut anywhere, split over records, and broken.

#include "CertificateAuthority.h"
#include "ClientHello.h"
#include "gateway/SandboxCa.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/x509v3.h>

#include <climits>
#include <ctime>
#include <memory>
#include <sys/stat.h>
#include <vector>

using namespace shadowbox;
using namespace shadowbox::gateway;
using shadowbox::gateway::CertificateAuthority;

namespace {

template <auto Free> struct FreeWith {
    template <typename T> void operator()(T *p) const { Free(p); }
};
using X509Ptr = std::unique_ptr<X509, FreeWith<X509_free>>;
using KeyPtr = std::unique_ptr<EVP_PKEY, FreeWith<EVP_PKEY_free>>;
using BioPtr = std::unique_ptr<BIO, FreeWith<BIO_free_all>>;
using StorePtr = std::unique_ptr<X509_STORE, FreeWith<X509_STORE_free>>;
using StoreContextPtr = std::unique_ptr<X509_STORE_CTX, FreeWith<X509_STORE_CTX_free>>;
using NamesPtr = std::unique_ptr<GENERAL_NAMES, FreeWith<GENERAL_NAMES_free>>;
using ConstraintsPtr = std::unique_ptr<BASIC_CONSTRAINTS, FreeWith<BASIC_CONSTRAINTS_free>>;
using KeyIdPtr = std::unique_ptr<ASN1_OCTET_STRING, FreeWith<ASN1_OCTET_STRING_free>>;
using AuthorityKeyIdPtr = std::unique_ptr<AUTHORITY_KEYID, FreeWith<AUTHORITY_KEYID_free>>;
using TimePtr = std::unique_ptr<ASN1_TIME, FreeWith<ASN1_TIME_free>>;
using BignumPtr = std::unique_ptr<BIGNUM, FreeWith<BN_free>>;

int mode(const QString &path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

X509Ptr certificateFromPem(const QByteArray &pem)
{
    BioPtr bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return X509Ptr(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
}

KeyPtr keyFromPem(const QByteArray &pem)
{
    BioPtr bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return KeyPtr(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
}

QString entryText(X509_NAME *name, int nid)
{
    const int at = X509_NAME_get_index_by_NID(name, nid, -1);
    if (at < 0)
        return {};
    unsigned char *utf8 = nullptr;
    const int size = ASN1_STRING_to_UTF8(&utf8, X509_NAME_ENTRY_get_data(X509_NAME_get_entry(name, at)));
    const QString text = size < 0 ? QString() : QString::fromUtf8(reinterpret_cast<char *>(utf8), size);
    OPENSSL_free(utf8);
    return text;
}

bool extensionCritical(X509 *certificate, int nid)
{
    const int at = X509_get_ext_by_NID(certificate, nid, -1);
    return at >= 0 && X509_EXTENSION_get_critical(X509_get_ext(certificate, at)) == 1;
}

// Seconds from now to `time` (negative: in the past).
long long secondsFromNow(const ASN1_TIME *time)
{
    int days = 0;
    int seconds = 0;
    if (ASN1_TIME_diff(&days, &seconds, nullptr, time) != 1)
        return LLONG_MIN;
    return 86400LL * days + seconds;
}

// Whether OpenSSL's verifier accepts `leaf` as a TLS server certificate for `host` (a DNS name or
// an IP address), trusting `ca` alone. The reason when it does not.
QString verifyAgainst(X509 *ca, X509 *leaf, const QByteArray &host)
{
    StorePtr store(X509_STORE_new());
    StoreContextPtr context(X509_STORE_CTX_new());
    if (!store || !context || X509_STORE_add_cert(store.get(), ca) != 1 ||
        X509_STORE_CTX_init(context.get(), store.get(), leaf, nullptr) != 1)
        return QStringLiteral("cannot set up the verification");
    X509_STORE_CTX_set_purpose(context.get(), X509_PURPOSE_SSL_SERVER);
    X509_VERIFY_PARAM *param = X509_STORE_CTX_get0_param(context.get());
    X509_VERIFY_PARAM_set_flags(param, X509_V_FLAG_X509_STRICT);
    if (X509_VERIFY_PARAM_set1_ip_asc(param, host.constData()) != 1) {
        ERR_clear_error(); // not an IP address: a host name
        X509_VERIFY_PARAM_set1_host(param, host.constData(), size_t(host.size()));
    }
    if (X509_verify_cert(context.get()) == 1)
        return {};
    return QString::fromLatin1(X509_verify_cert_error_string(X509_STORE_CTX_get_error(context.get())));
}

// The subjectAltName entries, as "DNS:name" or "IP:a.b.c.d".
QStringList altNames(X509 *certificate)
{
    QStringList out;
    NamesPtr names(static_cast<GENERAL_NAMES *>(X509_get_ext_d2i(certificate, NID_subject_alt_name, nullptr, nullptr)));
    for (int i = 0; names && i < sk_GENERAL_NAME_num(names.get()); ++i) {
        const GENERAL_NAME *name = sk_GENERAL_NAME_value(names.get(), i);
        if (name->type == GEN_DNS) {
            out << QStringLiteral("DNS:") +
                       QString::fromLatin1(reinterpret_cast<const char *>(ASN1_STRING_get0_data(name->d.dNSName)),
                                           ASN1_STRING_length(name->d.dNSName));
        } else if (name->type == GEN_IPADD && ASN1_STRING_length(name->d.iPAddress) == 4) {
            const unsigned char *a = ASN1_STRING_get0_data(name->d.iPAddress);
            out << QStringLiteral("IP:%1.%2.%3.%4").arg(a[0]).arg(a[1]).arg(a[2]).arg(a[3]);
        } else {
            out << QStringLiteral("other:%1").arg(name->type);
        }
    }
    return out;
}

QByteArray keyId(const ASN1_OCTET_STRING *id)
{
    return id ? QByteArray(reinterpret_cast<const char *>(ASN1_STRING_get0_data(id)), ASN1_STRING_length(id))
              : QByteArray();
}

// A self-signed certificate valid for `days` only, and its key, written as PEM files ca.pem and
// ca-key.pem into `folder`: a CA that a leaf must not outlive, or (`constraints` CA:FALSE) no CA.
bool writeSelfSigned(const QString &folder, long days, const char *constraints = "critical,CA:TRUE")
{
    KeyPtr key(EVP_EC_gen("P-256"));
    X509Ptr ca(X509_new());
    if (!key || !ca)
        return false;
    X509_set_version(ca.get(), X509_VERSION_3);
    ASN1_INTEGER_set(X509_get_serialNumber(ca.get()), 7);
    X509_NAME *name = X509_get_subject_name(ca.get());
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char *>("short-lived"), -1, -1,
                               0);
    X509_set_issuer_name(ca.get(), name);
    X509_gmtime_adj(X509_getm_notBefore(ca.get()), -3600);
    X509_time_adj_ex(X509_getm_notAfter(ca.get()), days, 0, nullptr);
    X509_set_pubkey(ca.get(), key.get());
    X509V3_CTX context;
    X509V3_set_ctx_nodb(&context);
    X509V3_set_ctx(&context, ca.get(), ca.get(), nullptr, nullptr, 0);
    for (const auto &[nid, value] :
         {std::pair{NID_basic_constraints, constraints}, std::pair{NID_key_usage, "critical,keyCertSign"},
          std::pair{NID_subject_key_identifier, "hash"}}) {
        X509_EXTENSION *extension = X509V3_EXT_conf_nid(nullptr, &context, nid, value);
        X509_add_ext(ca.get(), extension, -1);
        X509_EXTENSION_free(extension);
    }
    if (X509_sign(ca.get(), key.get(), EVP_sha256()) == 0)
        return false;
    BioPtr certificateOut(BIO_new_file(QFile::encodeName(folder + QLatin1String("/ca.pem")).constData(), "w"));
    BioPtr keyOut(BIO_new_file(QFile::encodeName(folder + QLatin1String("/ca-key.pem")).constData(), "w"));
    return certificateOut && keyOut && PEM_write_bio_X509(certificateOut.get(), ca.get()) == 1 &&
           PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) == 1;
}

} // namespace

class GatewayTlsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    SandboxCaFiles m_ca;

    CertificateAuthority loadCa(size_t cacheSize = CertificateAuthority::kDefaultCacheSize)
    {
        auto loaded =
            CertificateAuthority::load(m_ca.certificatePath.toStdString(), m_ca.keyPath.toStdString(), cacheSize);
        if (!loaded)
            qFatal("cannot load the CA: %s", loaded.error().c_str());
        return std::move(*loaded);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
        const auto ca = createSandboxCa(m_tmp.filePath(QStringLiteral("ca")), QStringLiteral("web"));
        QVERIFY2(ca.ok(), qPrintable(ca.errorMessage()));
        m_ca = *ca;
    }

    void createSandboxCaWritesTheFiles()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("new/sandbox-ca"));
        const auto ca = createSandboxCa(folder, QStringLiteral("api"));
        QVERIFY2(ca.ok(), qPrintable(ca.errorMessage()));
        QCOMPARE(ca->certificatePath, QDir(folder).absoluteFilePath(QStringLiteral("ca.pem")));
        QCOMPARE(ca->keyPath, QDir(folder).absoluteFilePath(QStringLiteral("ca-key.pem")));
        QCOMPARE(mode(folder), 0700);
        QCOMPARE(mode(ca->certificatePath), 0644);
        QCOMPARE(mode(ca->keyPath), 0600);
        QVERIFY(readAll(ca->certificatePath).startsWith("-----BEGIN CERTIFICATE-----\n"));
        QVERIFY(readAll(ca->keyPath).startsWith("-----BEGIN PRIVATE KEY-----\n"));
        // No temporary file stays behind.
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 QStringList({QStringLiteral("ca-key.pem"), QStringLiteral("ca.pem")}));

        // A second CA in the same folder replaces the first, modes and all.
        const QByteArray firstKey = readAll(ca->keyPath);
        const auto again = createSandboxCa(folder, QStringLiteral("api"));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QVERIFY(readAll(again->keyPath) != firstKey);
        QCOMPARE(mode(again->keyPath), 0600);
        QCOMPARE(mode(again->certificatePath), 0644);
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void createSandboxCaSaysWhyItCannot()
    {
        const QString blocker = m_tmp.filePath(QStringLiteral("a-file"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const auto ca = createSandboxCa(blocker + QLatin1String("/ca"), QStringLiteral("web"));
        QVERIFY(!ca.ok());
        QCOMPARE(ca.error().kind, Error::Kind::Io);
        QVERIFY2(ca.errorMessage().contains(blocker), qPrintable(ca.errorMessage()));
    }

    void theCaCertificateIsAConstrainedCa()
    {
        const X509Ptr ca = certificateFromPem(readAll(m_ca.certificatePath));
        QVERIFY(ca);
        const KeyPtr key = keyFromPem(readAll(m_ca.keyPath));
        QVERIFY(key);
        QCOMPARE(X509_check_private_key(ca.get(), key.get()), 1);
        QCOMPARE(EVP_PKEY_get_base_id(key.get()), EVP_PKEY_EC);
        char group[64] = {};
        QVERIFY(EVP_PKEY_get_group_name(key.get(), group, sizeof group, nullptr) == 1);
        QCOMPARE(QByteArray(group), QByteArray("prime256v1"));

        QCOMPARE(X509_get_version(ca.get()), long(X509_VERSION_3));
        QCOMPARE(entryText(X509_get_subject_name(ca.get()), NID_commonName), QStringLiteral("Shadowbox sandbox web"));
        QCOMPARE(entryText(X509_get_subject_name(ca.get()), NID_organizationName), QStringLiteral("Shadowbox"));
        QCOMPARE(X509_NAME_cmp(X509_get_subject_name(ca.get()), X509_get_issuer_name(ca.get())), 0);
        KeyPtr publicKey(X509_get_pubkey(ca.get()));
        QCOMPARE(X509_verify(ca.get(), publicKey.get()), 1); // self-signed

        int critical = -1;
        ConstraintsPtr constraints(
            static_cast<BASIC_CONSTRAINTS *>(X509_get_ext_d2i(ca.get(), NID_basic_constraints, &critical, nullptr)));
        QVERIFY(constraints);
        QCOMPARE(critical, 1);
        QVERIFY(constraints->ca);
        QVERIFY(constraints->pathlen);
        QCOMPARE(ASN1_INTEGER_get(constraints->pathlen), 0L);
        QVERIFY(extensionCritical(ca.get(), NID_key_usage));
        QCOMPARE(X509_get_key_usage(ca.get()), uint32_t(KU_KEY_CERT_SIGN | KU_CRL_SIGN));
        QVERIFY(!keyId(X509_get0_subject_key_id(ca.get())).isEmpty());

        // From a day ago (a few minutes' slack for a slow test) for about two years.
        const long long day = 86400;
        const long long from = secondsFromNow(X509_get0_notBefore(ca.get()));
        const long long until = secondsFromNow(X509_get0_notAfter(ca.get()));
        QVERIFY2(from <= -day + 600 && from >= -day - 600, qPrintable(QString::number(from)));
        QVERIFY2(until >= 729 * day && until <= 731 * day, qPrintable(QString::number(until)));
        const BignumPtr serial(ASN1_INTEGER_to_BN(X509_get0_serialNumber(ca.get()), nullptr));
        QVERIFY(serial && BN_num_bits(serial.get()) > 64 && BN_num_bits(serial.get()) <= 128);
    }

    void aLongLabelIsCutToACommonName()
    {
        const QString label = QString(80, QChar(0x00e9)); // é, two bytes each in UTF-8
        const auto ca = createSandboxCa(m_tmp.filePath(QStringLiteral("long")), label);
        QVERIFY2(ca.ok(), qPrintable(ca.errorMessage()));
        const X509Ptr certificate = certificateFromPem(readAll(ca->certificatePath));
        const QString cn = entryText(X509_get_subject_name(certificate.get()), NID_commonName);
        QCOMPARE(cn.size(), 64);
        QVERIFY(cn.startsWith(QStringLiteral("Shadowbox sandbox ") + QChar(0x00e9)));
    }

    void mintsALeafForAHostName()
    {
        CertificateAuthority authority = loadCa();
        const auto leaf = authority.certificateFor("API.Stripe.com");
        QVERIFY2(leaf, leaf.error().c_str());
        QCOMPARE(QByteArray::fromStdString(leaf->name()), QByteArray("api.stripe.com"));
        const X509Ptr ca = certificateFromPem(readAll(m_ca.certificatePath));
        const X509Ptr certificate = certificateFromPem(QByteArray::fromStdString(leaf->pem()));
        QVERIFY(certificate);

        const QString verdict = verifyAgainst(ca.get(), certificate.get(), "api.stripe.com");
        QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
        QCOMPARE(altNames(certificate.get()), QStringList(QStringLiteral("DNS:api.stripe.com")));
        QCOMPARE(entryText(X509_get_subject_name(certificate.get()), NID_commonName), QStringLiteral("api.stripe.com"));
        // The name is what makes it valid: another host's name is refused.
        QVERIFY(!verifyAgainst(ca.get(), certificate.get(), "api.github.com").isEmpty());
        // And only this CA vouches for it.
        const auto other = createSandboxCa(m_tmp.filePath(QStringLiteral("other")), QStringLiteral("other"));
        QVERIFY(other.ok());
        const X509Ptr otherCa = certificateFromPem(readAll(other->certificatePath));
        QVERIFY(!verifyAgainst(otherCa.get(), certificate.get(), "api.stripe.com").isEmpty());

        // A TLS server's leaf: not a CA, signs for key exchange, serves TLS, names its issuer's key.
        int critical = -1;
        ConstraintsPtr constraints(static_cast<BASIC_CONSTRAINTS *>(
            X509_get_ext_d2i(certificate.get(), NID_basic_constraints, &critical, nullptr)));
        QVERIFY(constraints);
        QVERIFY(!constraints->ca);
        QCOMPARE(X509_get_key_usage(certificate.get()), uint32_t(KU_DIGITAL_SIGNATURE));
        QCOMPARE(X509_get_extended_key_usage(certificate.get()), uint32_t(XKU_SSL_SERVER));
        QVERIFY(!keyId(X509_get0_subject_key_id(certificate.get())).isEmpty());
        QCOMPARE(keyId(X509_get0_authority_key_id(certificate.get())), keyId(X509_get0_subject_key_id(ca.get())));
        const BignumPtr serial(ASN1_INTEGER_to_BN(X509_get0_serialNumber(certificate.get()), nullptr));
        QVERIFY(serial && BN_num_bits(serial.get()) > 64 && BN_num_bits(serial.get()) <= 128);

        // Within the CA's validity, and for 397 days at most.
        QVERIFY(ASN1_TIME_compare(X509_get0_notBefore(certificate.get()), X509_get0_notBefore(ca.get())) >= 0);
        QVERIFY(ASN1_TIME_compare(X509_get0_notAfter(certificate.get()), X509_get0_notAfter(ca.get())) <= 0);
        QVERIFY(secondsFromNow(X509_get0_notBefore(certificate.get())) <= 0);
        QVERIFY(secondsFromNow(X509_get0_notAfter(certificate.get())) <= 397LL * 86400);
    }

    void mintsALeafForAnIpAddress()
    {
        CertificateAuthority authority = loadCa();
        const auto leaf = authority.certificateFor("127.0.0.2");
        QVERIFY2(leaf, leaf.error().c_str());
        const X509Ptr ca = certificateFromPem(readAll(m_ca.certificatePath));
        const X509Ptr certificate = certificateFromPem(QByteArray::fromStdString(leaf->pem()));
        QVERIFY(certificate);
        QCOMPARE(altNames(certificate.get()), QStringList(QStringLiteral("IP:127.0.0.2")));
        const QString verdict = verifyAgainst(ca.get(), certificate.get(), "127.0.0.2");
        QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
        QVERIFY(!verifyAgainst(ca.get(), certificate.get(), "127.0.0.3").isEmpty());
        QVERIFY(ASN1_TIME_compare(X509_get0_notAfter(certificate.get()), X509_get0_notAfter(ca.get())) <= 0);

        const auto v6 = authority.certificateFor("::1");
        QVERIFY2(v6, v6.error().c_str());
        const X509Ptr v6Certificate = certificateFromPem(QByteArray::fromStdString(v6->pem()));
        const QString v6Verdict = verifyAgainst(ca.get(), v6Certificate.get(), "::1");
        QVERIFY2(v6Verdict.isEmpty(), qPrintable(v6Verdict));
    }

    void everyLeafCertifiesTheSameKey()
    {
        CertificateAuthority authority = loadCa();
        const auto a = authority.certificateFor("a.example");
        const auto b = authority.certificateFor("b.example");
        QVERIFY(a && b);
        const X509Ptr first = certificateFromPem(QByteArray::fromStdString(a->pem()));
        const X509Ptr second = certificateFromPem(QByteArray::fromStdString(b->pem()));
        QCOMPARE(EVP_PKEY_eq(X509_get0_pubkey(first.get()), X509_get0_pubkey(second.get())), 1);
        QVERIFY(ASN1_INTEGER_cmp(X509_get0_serialNumber(first.get()), X509_get0_serialNumber(second.get())) != 0);
    }

    void aLeafNeverOutlivesItsCa()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("short"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(writeSelfSigned(folder, 10));
        auto authority = CertificateAuthority::load((folder + QLatin1String("/ca.pem")).toStdString(),
                                                    (folder + QLatin1String("/ca-key.pem")).toStdString());
        QVERIFY2(authority, authority.error().c_str());
        const auto leaf = authority->certificateFor("api.stripe.com");
        QVERIFY2(leaf, leaf.error().c_str());
        const X509Ptr ca = certificateFromPem(readAll(folder + QLatin1String("/ca.pem")));
        const X509Ptr certificate = certificateFromPem(QByteArray::fromStdString(leaf->pem()));
        QCOMPARE(ASN1_TIME_compare(X509_get0_notAfter(certificate.get()), X509_get0_notAfter(ca.get())), 0);
        // Nor starts before it: the CA here dates from an hour ago, not a day.
        QCOMPARE(ASN1_TIME_compare(X509_get0_notBefore(certificate.get()), X509_get0_notBefore(ca.get())), 0);
        const QString verdict = verifyAgainst(ca.get(), certificate.get(), "api.stripe.com");
        QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
    }

    void hostileNamesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("254 bytes") << QByteArray(63, 'a') + '.' + QByteArray(63, 'b') + '.' + QByteArray(63, 'c') +
                                          '.' + QByteArray(62, 'd');
        QTest::newRow("space") << QByteArray("api stripe.com");
        QTest::newRow("newline") << QByteArray("api.stripe.com\n");
        QTest::newRow("NUL") << QByteArray("api.stripe.com\0.evil", 20);
        QTest::newRow("slash") << QByteArray("api.stripe.com/x");
        QTest::newRow("comma, as in a SAN list") << QByteArray("a.com,DNS:b.com");
        QTest::newRow("colon, not an IPv6 address") << QByteArray("DNS:evil");
        QTest::newRow("UTF-8") << QByteArray("b\xc3\xa4r.example");
        QTest::newRow("a megabyte") << QByteArray(1 << 20, 'a');
    }

    void hostileNamesAreRefused()
    {
        QFETCH(QByteArray, name);
        const std::string_view view(name.constData(), size_t(name.size()));
        QVERIFY(!CertificateAuthority::acceptableName(view));
        CertificateAuthority authority = loadCa();
        const auto leaf = authority.certificateFor(view);
        QVERIFY(!leaf);
        QVERIFY(!leaf.error().empty());
        QCOMPARE(authority.cachedNames(), size_t(0));
    }

    void acceptableNames_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("253 bytes") << QByteArray(63, 'a') + '.' + QByteArray(63, 'b') + '.' + QByteArray(63, 'c') +
                                          '.' + QByteArray(61, 'd');
        QTest::newRow("wildcard") << QByteArray("*.example.com");
        QTest::newRow("underscore") << QByteArray("_dmarc.example.com");
        QTest::newRow("single label") << QByteArray("localhost");
        QTest::newRow("IPv4") << QByteArray("127.0.0.2");
        QTest::newRow("IPv6") << QByteArray("fd00::2");
    }

    void acceptableNames()
    {
        QFETCH(QByteArray, name);
        const std::string_view view(name.constData(), size_t(name.size()));
        QVERIFY(CertificateAuthority::acceptableName(view));
        CertificateAuthority authority = loadCa();
        const auto leaf = authority.certificateFor(view);
        QVERIFY2(leaf, leaf.error().c_str());
    }

    void theCacheStaysBounded()
    {
        CertificateAuthority authority = loadCa(8);
        std::vector<std::string> pems;
        const auto name = [](int i) { return "host" + std::to_string(i) + ".example"; };
        for (int i = 0; i < 20; ++i) {
            const auto leaf = authority.certificateFor(name(i));
            QVERIFY2(leaf, leaf.error().c_str());
            pems.push_back(leaf->pem());
            QVERIFY(authority.cachedNames() <= 8);
        }
        QCOMPARE(authority.cachedNames(), size_t(8));
        // host12 to host19 are cached, host12 the oldest. Asked for again, whatever the case, it
        // comes back as it was, and is now the most recently used.
        const auto oldest = authority.certificateFor("HOST12.example");
        QVERIFY(oldest);
        QCOMPARE(oldest->pem(), pems[12]);
        // So a new name pushes out host13 instead, and host0, long gone, is minted anew.
        const auto first = authority.certificateFor(name(0));
        QVERIFY(first);
        QVERIFY(first->pem() != pems[0]);
        QCOMPARE(authority.cachedNames(), size_t(8));
        QCOMPARE(authority.certificateFor(name(12))->pem(), pems[12]);
        QCOMPARE(authority.certificateFor(name(19))->pem(), pems[19]);
        QVERIFY(authority.certificateFor(name(13))->pem() != pems[13]);
    }

    void theDefaultCacheHoldsAThousandNames()
    {
        QCOMPARE(CertificateAuthority::kDefaultCacheSize, size_t(1000));
        CertificateAuthority authority = loadCa();
        for (int i = 0; i < 1010; ++i)
            QVERIFY(authority.certificateFor("n" + std::to_string(i) + ".example"));
        QCOMPARE(authority.cachedNames(), size_t(1000));
    }

    void loadingSaysWhatIsWrong()
    {
        const std::string certificate = m_ca.certificatePath.toStdString();
        const std::string key = m_ca.keyPath.toStdString();
        const std::string missing = m_tmp.filePath(QStringLiteral("missing.pem")).toStdString();

        auto noFile = CertificateAuthority::load(missing, key);
        QVERIFY(!noFile);
        QVERIFY2(noFile.error().find(missing) != std::string::npos &&
                     noFile.error().find("No such file") != std::string::npos,
                 noFile.error().c_str());

        auto keyAsCertificate = CertificateAuthority::load(key, key);
        QVERIFY(!keyAsCertificate);
        QVERIFY2(keyAsCertificate.error().find("is not a PEM certificate") != std::string::npos,
                 keyAsCertificate.error().c_str());

        const auto other = createSandboxCa(m_tmp.filePath(QStringLiteral("mismatch")), QStringLiteral("x"));
        QVERIFY(other.ok());
        auto mismatched = CertificateAuthority::load(certificate, other->keyPath.toStdString());
        QVERIFY(!mismatched);
        QVERIFY2(mismatched.error().find("does not belong to the certificate") != std::string::npos,
                 mismatched.error().c_str());

        const QString notCaFolder = m_tmp.filePath(QStringLiteral("not-a-ca"));
        QVERIFY(QDir().mkpath(notCaFolder));
        QVERIFY(writeSelfSigned(notCaFolder, 10, "critical,CA:FALSE"));
        const std::string notCaPath = (notCaFolder + QLatin1String("/ca.pem")).toStdString();
        auto notACa = CertificateAuthority::load(notCaPath, (notCaFolder + QLatin1String("/ca-key.pem")).toStdString());
        QVERIFY(!notACa);
        QVERIFY2(notACa.error().find(notCaPath + " is not a certificate authority") != std::string::npos,
                 notACa.error().c_str());
    }

    // What OpenSSL's client sends first, for `name` (none: no server name at all).
    static std::string clientHello(const char *name)
    {
        SSL_CTX *context = SSL_CTX_new(TLS_client_method());
        SSL *ssl = SSL_new(context);
        BIO *in = BIO_new(BIO_s_mem());
        BIO *out = BIO_new(BIO_s_mem());
        SSL_set_bio(ssl, in, out);
        if (name)
            SSL_set_tlsext_host_name(ssl, name);
        SSL_connect(ssl); // wants to read the answer: the hello is in `out`
        char *data = nullptr;
        const long size = BIO_get_mem_data(out, &data);
        std::string hello(data, size_t(size));
        SSL_free(ssl);
        SSL_CTX_free(context);
        return hello;
    }

    void serverNameOfARealClientHello()
    {
        const std::string hello = clientHello("Registry.NPMJS.org");
        QVERIFY(hello.size() > 100);
        std::string name;
        QCOMPARE(readServerName(hello, name), ClientHelloStatus::Found);
        QCOMPARE(name, std::string("registry.npmjs.org"));
        // Any shorter prefix asks for more, whatever arrived with it.
        for (size_t cut = 0; cut < hello.size(); ++cut) {
            std::string partial;
            if (readServerName(std::string_view(hello).substr(0, cut), partial) != ClientHelloStatus::NeedMore)
                QFAIL(qPrintable(QStringLiteral("a ClientHello cut at %1 bytes was not asked for more").arg(cut)));
        }
        // Bytes after it (the client's next records) change nothing.
        name.clear();
        QCOMPARE(readServerName(hello + std::string("\x17\x03\x03\x00\x05hello", 10), name), ClientHelloStatus::Found);
        QCOMPARE(name, std::string("registry.npmjs.org"));
    }

    void aClientHelloSplitOverRecords()
    {
        const std::string hello = clientHello("files.pythonhosted.org");
        const std::string body = hello.substr(5); // the handshake message without its record header
        std::string split;
        for (size_t at = 0; at < body.size(); at += 40) {
            const std::string part = body.substr(at, 40);
            split += std::string("\x16\x03\x01", 3) + char(part.size() >> 8) + char(part.size() & 0xff) + part;
        }
        std::string name;
        QCOMPARE(readServerName(split, name), ClientHelloStatus::Found);
        QCOMPARE(name, std::string("files.pythonhosted.org"));
    }

    void helloesWithoutAUsableName()
    {
        std::string name;
        QCOMPARE(readServerName(clientHello(nullptr), name), ClientHelloStatus::NoName);
        QCOMPARE(readServerName("GET / HTTP/1.1\r\nHost: pypi.org\r\n\r\n", name), ClientHelloStatus::NotTls);
        QCOMPARE(readServerName(std::string("\x16\x02\x00", 3), name), ClientHelloStatus::NotTls);
        QCOMPARE(readServerName(std::string("\x16\x03\x01\x00\x00", 5), name), ClientHelloStatus::NotTls);
        // A record that says it is longer than any TLS record.
        QCOMPARE(readServerName(std::string("\x16\x03\x01\xff\xff", 5), name), ClientHelloStatus::NotTls);
        // A name with a byte no host name has, put where the real one was.
        std::string hostile = clientHello("aaaa.example");
        const size_t at = hostile.find("aaaa.example");
        QVERIFY(at != std::string::npos);
        hostile[at + 1] = '/';
        QCOMPARE(readServerName(hostile, name), ClientHelloStatus::NotTls);
        // An extension length that runs past the message.
        std::string overlong = clientHello("bbbb.example");
        const size_t nameAt = overlong.find("bbbb.example");
        overlong[nameAt - 2] = char(0x7f); // the host name's own length, now far too long
        QCOMPARE(readServerName(overlong, name), ClientHelloStatus::NotTls);
    }
};

QTEST_GUILESS_MAIN(GatewayTlsTest)
#include "tst_gatewaytls.moc"
