#pragma once

#include "core/Result.h"
#include "review/SecretScan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace shadowbox {

class Store;

// Secrets the user gives Shadowbox (tokens a sandbox may be handed), kept in the system keychain
// (Secret Service, macOS Keychain, Windows Credential Manager, through QtKeychain) under the
// service "io.shadowbox.Shadowbox"; the database holds their names only, never a value. Calls
// block on the keychain (up to its own timeout) and run on workers, never on the GUI thread.
class SecretStore {
    Q_DECLARE_TR_FUNCTIONS(SecretStore)
public:
    static constexpr char kService[] = "io.shadowbox.Shadowbox";

    explicit SecretStore(Store &store)
        : m_store(store)
    {
    }

    // A name is 1 to 64 letters, digits, '_', '-' or '.'; a sentence says why one is not.
    static QString nameProblem(const QString &name);
    Status set(const QString &name, const QByteArray &value) const;
    Result<QByteArray> value(const QString &name) const;
    Status remove(const QString &name) const;
    Result<QStringList> names() const;
    // Every secret's value, for the review's scan: a secret the keychain cannot give is an error
    // that names it (an unchecked secret must not pass for an absent one).
    Result<QList<KnownSecret>> all() const;

private:
    Store &m_store;
};

} // namespace shadowbox
