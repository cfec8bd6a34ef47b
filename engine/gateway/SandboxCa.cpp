#include "gateway/SandboxCa.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <memory>
#include <unistd.h>

namespace shadowbox {

// The translation context of this file's messages, as lupdate and the runtime both see it.
class SandboxCaText {
    Q_DECLARE_TR_FUNCTIONS(SandboxCa)
};

namespace {

constexpr long kValidDays = 2 * 365;
// X.520 allows a common name of 64 characters at most; OpenSSL refuses a longer one.
constexpr qsizetype kCommonNameLength = 64;

template <auto Free> struct FreeWith {
    template <typename T> void operator()(T *p) const { Free(p); }
};
using X509Ptr = std::unique_ptr<X509, FreeWith<X509_free>>;
using KeyPtr = std::unique_ptr<EVP_PKEY, FreeWith<EVP_PKEY_free>>;
using BioPtr = std::unique_ptr<BIO, FreeWith<BIO_free_all>>;
using BignumPtr = std::unique_ptr<BIGNUM, FreeWith<BN_free>>;
using ExtensionPtr = std::unique_ptr<X509_EXTENSION, FreeWith<X509_EXTENSION_free>>;

// OpenSSL's reason for what just failed, taken before anything else can add to its queue.
Error opensslFailure(const char *step)
{
    const unsigned long code = ERR_peek_last_error();
    const char *reason = code ? ERR_reason_error_string(code) : nullptr;
    ERR_clear_error();
    const QString why = reason ? QString::fromLatin1(reason) : QStringLiteral("error %1").arg(code);
    return Error::make(Error::Kind::Generic,
                       SandboxCaText::tr("Cannot make the sandbox's certificate authority: OpenSSL failed to %1 (%2).")
                           .arg(QLatin1String(step), why));
}

bool addExtension(X509 *certificate, X509V3_CTX *context, int nid, const char *value)
{
    ExtensionPtr extension(X509V3_EXT_conf_nid(nullptr, context, nid, value));
    return extension && X509_add_ext(certificate, extension.get(), -1) == 1;
}

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

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return QByteArray(data, qsizetype(size));
}

QString commonName(const QString &label)
{
    const QString prefix = QStringLiteral("Shadowbox sandbox");
    const QString trimmed = label.simplified();
    if (trimmed.isEmpty())
        return prefix;
    // Cut by code points, so that no surrogate pair is split.
    QList<uint> codePoints = (prefix + QLatin1Char(' ') + trimmed).toUcs4();
    codePoints.resize(std::min<qsizetype>(codePoints.size(), kCommonNameLength));
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(codePoints.constData()), codePoints.size());
}

struct MadeCa {
    QByteArray certificatePem;
    QByteArray keyPem;
};

Result<MadeCa> makeCa(const QString &label)
{
    ERR_clear_error();
    KeyPtr key(EVP_EC_gen("P-256"));
    if (!key)
        return opensslFailure("generate an EC P-256 key");
    X509Ptr ca(X509_new());
    if (!ca || X509_set_version(ca.get(), X509_VERSION_3) != 1 || !setRandomSerial(ca.get()))
        return opensslFailure("start a certificate");

    X509_NAME *subject = X509_get_subject_name(ca.get());
    const QByteArray cn = commonName(label).toUtf8();
    if (X509_NAME_add_entry_by_txt(subject, "O", MBSTRING_UTF8, reinterpret_cast<const unsigned char *>("Shadowbox"),
                                   -1, -1, 0) != 1 ||
        X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8,
                                   reinterpret_cast<const unsigned char *>(cn.constData()), int(cn.size()), -1,
                                   0) != 1 ||
        X509_set_issuer_name(ca.get(), subject) != 1)
        return opensslFailure("name the certificate");

    if (!X509_gmtime_adj(X509_getm_notBefore(ca.get()), -24L * 60 * 60) ||
        !X509_time_adj_ex(X509_getm_notAfter(ca.get()), kValidDays, 0, nullptr) ||
        X509_set_pubkey(ca.get(), key.get()) != 1)
        return opensslFailure("set the certificate's validity and key");

    X509V3_CTX context;
    X509V3_set_ctx_nodb(&context);
    X509V3_set_ctx(&context, ca.get(), ca.get(), nullptr, nullptr, 0);
    if (!addExtension(ca.get(), &context, NID_basic_constraints, "critical,CA:TRUE,pathlen:0") ||
        !addExtension(ca.get(), &context, NID_key_usage, "critical,keyCertSign,cRLSign") ||
        !addExtension(ca.get(), &context, NID_subject_key_identifier, "hash") ||
        !addExtension(ca.get(), &context, NID_authority_key_identifier, "keyid:always"))
        return opensslFailure("add the certificate's extensions");
    if (X509_sign(ca.get(), key.get(), EVP_sha256()) == 0)
        return opensslFailure("sign the certificate");

    BioPtr certificateBio(BIO_new(BIO_s_mem()));
    BioPtr keyBio(BIO_new(BIO_s_mem()));
    if (!certificateBio || !keyBio || PEM_write_bio_X509(certificateBio.get(), ca.get()) != 1 ||
        PEM_write_bio_PrivateKey(keyBio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1)
        return opensslFailure("write the certificate and key as PEM");
    return MadeCa{bioBytes(certificateBio.get()), bioBytes(keyBio.get())};
}

// `bytes` in a temporary file beside `path`, with `permissions` from the start and on disk
// (fsync) before the caller renames it into place.
Result<std::unique_ptr<QTemporaryFile>> writeTemporary(const QString &path, const QByteArray &bytes,
                                                       QFileDevice::Permissions permissions)
{
    // QTemporaryFile creates the file 0600, so a key is never readable by others, not even briefly.
    auto file = std::make_unique<QTemporaryFile>(path + QStringLiteral(".XXXXXX"));
    const auto failed = [&](const QString &why) {
        return Error::make(Error::Kind::Io, SandboxCaText::tr("Cannot write %1: %2.").arg(path, why));
    };
    if (!file->open())
        return failed(file->errorString());
    if (!file->setPermissions(permissions))
        return failed(file->errorString());
    if (file->write(bytes) != bytes.size() || !file->flush())
        return failed(file->errorString());
    if (::fsync(file->handle()) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    return file;
}

Status moveIntoPlace(QTemporaryFile &file, const QString &path)
{
    // rename(2) replaces an earlier file atomically; QFile::rename would refuse to.
    if (std::rename(QFile::encodeName(file.fileName()).constData(), QFile::encodeName(path).constData()) != 0)
        return Error::make(
            Error::Kind::Io,
            SandboxCaText::tr("Cannot write %1: %2.").arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    file.setAutoRemove(false);
    return {};
}

} // namespace

Result<SandboxCaFiles> createSandboxCa(const QString &folder, const QString &label)
{
    if (!QFileInfo(folder).isDir()) {
        if (!QDir().mkpath(folder) ||
            !QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
            return Error::make(Error::Kind::Io,
                               SandboxCaText::tr("Cannot create the folder %1 for the sandbox's certificate "
                                                 "authority; check that its parent exists and is writable.")
                                   .arg(folder));
    }
    const auto made = makeCa(label);
    if (!made)
        return made.error();

    const QDir dir(folder);
    SandboxCaFiles files{dir.absoluteFilePath(QStringLiteral("ca.pem")),
                         dir.absoluteFilePath(QStringLiteral("ca-key.pem"))};
    constexpr auto kPublic =
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    constexpr auto kPrivate = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    // Both files are complete on disk before either is renamed; the key goes first. A crash
    // between the two renames leaves a new key beside the old certificate, which the gateway
    // refuses as a mismatched pair rather than using.
    auto certificate = writeTemporary(files.certificatePath, made->certificatePem, kPublic);
    if (!certificate)
        return certificate.error();
    auto key = writeTemporary(files.keyPath, made->keyPem, kPrivate);
    if (!key)
        return key.error();
    if (const Status moved = moveIntoPlace(**key, files.keyPath); !moved)
        return moved.error();
    if (const Status moved = moveIntoPlace(**certificate, files.certificatePath); !moved)
        return moved.error();
    return files;
}

} // namespace shadowbox
