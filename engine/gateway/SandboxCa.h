#pragma once

#include "core/Result.h"

#include <QString>

namespace shadowbox {

struct SandboxCaFiles {
    QString certificatePath; // ca.pem: trusted inside the sandbox
    QString keyPath;         // ca-key.pem: given to the gateway's container only, never to the sandbox
};

// A new certificate authority for one sandbox, written into `folder` (created 0700 if missing):
// ca.pem, the certificate (0644), and ca-key.pem, its private key (0600). Each file is written
// under a temporary name and renamed into place, so a crash leaves no half-written key; files of
// an earlier CA in the folder are replaced. The CA is EC P-256, subject CN "Shadowbox sandbox
// <label>", O "Shadowbox", basicConstraints critical CA:TRUE pathlen:0, keyUsage critical
// keyCertSign and cRLSign, valid from a day ago (a sandbox clock a little behind still accepts it)
// for two years: longer than a disposable sandbox is kept in practice, short enough that a
// forgotten copy of the key stops mattering soon. The gateway signs leaves valid for at most 397
// days and never beyond the CA, and refuses an expired one: a sandbox that outlives its CA needs
// a new one. The gateway mints the mocked hosts' certificates with it (CertificateAuthority).
Result<SandboxCaFiles> createSandboxCa(const QString &folder, const QString &label);

} // namespace shadowbox
