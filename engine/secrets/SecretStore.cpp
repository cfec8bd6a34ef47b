#include "secrets/SecretStore.h"

#include "store/Store.h"

#include <QEventLoop>
#include <QRegularExpression>

#include <qt6keychain/keychain.h>

namespace shadowbox {

namespace {

QString keyOf(const QString &name)
{
    return QStringLiteral("secret/") + name;
}

// Runs a keychain job to its end on this thread, whichever thread that is (a worker has no event
// loop of its own; the job's D-Bus replies need one).
void runJob(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

Error keychainError(const QString &what, const QKeychain::Job &job)
{
    const Error::Kind kind = job.error() == QKeychain::EntryNotFound ? Error::Kind::NotFound : Error::Kind::Io;
    return Error::make(kind, SecretStore::tr("%1: %2. Unlock the system keychain (or start its service) and try "
                                             "again.")
                                 .arg(what, job.errorString()));
}

} // namespace

QString SecretStore::nameProblem(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    if (!valid.match(name).hasMatch())
        return tr("\"%1\" cannot name a secret: use 1 to 64 letters, digits, '_', '-' or '.'.").arg(name);
    return {};
}

Status SecretStore::set(const QString &name, const QByteArray &value) const
{
    if (const QString why = nameProblem(name); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (value.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("The secret %1 is empty: give it a value.").arg(name));
    QKeychain::WritePasswordJob job(QString::fromLatin1(kService));
    job.setKey(keyOf(name));
    job.setBinaryData(value);
    runJob(job);
    if (job.error() != QKeychain::NoError)
        return keychainError(tr("The secret %1 could not be saved in the system keychain").arg(name), job);
    return m_store.addSecretName(name).result();
}

Result<QByteArray> SecretStore::value(const QString &name) const
{
    QKeychain::ReadPasswordJob job(QString::fromLatin1(kService));
    job.setKey(keyOf(name));
    runJob(job);
    if (job.error() != QKeychain::NoError)
        return keychainError(tr("The secret %1 could not be read from the system keychain").arg(name), job);
    return job.binaryData();
}

Status SecretStore::remove(const QString &name) const
{
    QKeychain::DeletePasswordJob job(QString::fromLatin1(kService));
    job.setKey(keyOf(name));
    runJob(job);
    if (job.error() != QKeychain::NoError && job.error() != QKeychain::EntryNotFound)
        return keychainError(tr("The secret %1 could not be removed from the system keychain").arg(name), job);
    return m_store.removeSecretName(name).result();
}

Result<QStringList> SecretStore::names() const
{
    return m_store.secretNames().result();
}

Result<QList<KnownSecret>> SecretStore::all() const
{
    auto listed = names();
    if (!listed)
        return listed.error();
    QList<KnownSecret> out;
    for (const QString &name : std::as_const(*listed)) {
        auto v = value(name);
        if (!v)
            return v.error();
        out.append({name, *v});
    }
    return out;
}

} // namespace shadowbox
