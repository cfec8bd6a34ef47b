#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>

namespace shadowbox {

struct CreateRequest {
    QString repository; // a folder inside a git working tree
    QString image;
    QString name;                                // empty: derived from the repository's folder name
    NetworkMode networkMode = NetworkMode::None; // only None is offered (see networkModeProblem)
    SandboxLimits limits;
};

// Creates a sandbox: checks everything that can be checked first, then copies the workspace, makes
// the container and starts it. Each step is timed; if one fails, every earlier one is undone.
class SandboxCreator {
    Q_DECLARE_TR_FUNCTIONS(SandboxCreator)
public:
    explicit SandboxCreator(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<SandboxRecord> create(const CreateRequest &request, const CancelToken &cancel) const;

    static QString validateName(const QString &name); // empty if fine, else the reason
    // Why a network mode is not offered, or empty when it is. A sandbox joins no network: Docker's
    // internal networks still reach the host's services through the bridge address.
    static QString networkModeProblem(NetworkMode mode);

private:
    // Sets the record's workspace limit once the copy is in place: the one asked for (refused when
    // the copy alone takes more), or the automatic one for `requested` 0.
    static Status applyWorkspaceLimit(SandboxRecord &record, qint64 requested);

    const SandboxContext &m_context;
};

} // namespace shadowbox
