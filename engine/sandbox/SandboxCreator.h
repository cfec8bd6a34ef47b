#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"
#include "sandbox/SandboxContext.h"

#include <QCoreApplication>

#include <optional>

namespace shadowbox {

struct WorkspaceGitStats;

struct CreateRequest {
    QString repository; // a folder inside a git working tree
    QString image;
    QString name;                                   // empty: derived from the repository's folder name
    NetworkMode networkMode = NetworkMode::Gateway; // None or Gateway (see networkModeProblem)
    SandboxLimits limits;
    // Commits of history in the sandbox's /workspace/.git, counted from the baseline commit; 0: all
    // of it (see WorkspaceGit).
    int historyDepth = 0;
    // Stubs the sandbox starts with (a mocks file: WireMock mappings or a HAR recording, as
    // GatewayMocks::add takes them); `mocksFile` names it in messages. Gateway sandboxes only.
    QByteArray mocks;
    QString mocksFile;
};

// A new sandbox made from a snapshot of another one (a fork), so that two approaches can be tried
// side by side from the same point.
struct ForkRequest {
    QString source;                      // the sandbox, by id or name
    qint64 snapshotId = 0;               // one of its snapshots; 0: the newest
    QString name;                        // empty: "<source>-fork", "<source>-fork-2", …
    std::optional<SandboxLimits> limits; // empty: the source's
};

// Creates a sandbox: checks everything that can be checked first, then copies the workspace, makes
// the container and starts it. Each step is timed; if one fails, every earlier one is undone. A
// fork goes the same way (SandboxCreation holds what the two share), with the snapshot's workspace
// and container image in place of the repository's copy and the chosen image.
class SandboxCreator {
    Q_DECLARE_TR_FUNCTIONS(SandboxCreator)
public:
    explicit SandboxCreator(const SandboxContext &context)
        : m_context(context)
    {
    }

    Result<SandboxRecord> create(const CreateRequest &request, const CancelToken &cancel) const;
    // The new sandbox has a private workspace written from the snapshot (entry by entry, exactly as
    // the snapshot holds it), a container made from the snapshot's image (or the source's when the
    // snapshot saved no system) through an image of its own, the source's baseline and limits, a
    // record of where it came from, and one snapshot of its own to undo back to. In SandboxFork.cpp.
    Result<SandboxRecord> fork(const ForkRequest &request, const CancelToken &cancel) const;
    // The name a fork of `source` gets when none is asked for.
    Result<QString> forkName(const QString &source) const;

    static QString validateName(const QString &name); // empty if fine, else the reason
    // Why a network mode is not offered, or empty when it is. A sandbox joins no network: Docker's
    // internal networks still reach the host's services through the bridge address.
    static QString networkModeProblem(NetworkMode mode);

private:
    // What the "history" step made, for its detail line.
    static QString historyDetail(const WorkspaceGitStats &stats);

    const SandboxContext &m_context;
};

} // namespace shadowbox
