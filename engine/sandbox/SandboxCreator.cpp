#include "sandbox/SandboxCreator.h"

#include "core/Formatting.h"
#include "gateway/GatewayMocks.h"
#include "git/GitRepository.h"
#include "git/WorkspaceGit.h"
#include "runtime/ImageReference.h"
#include "sandbox/SandboxCreation.h"
#include "sandbox/WorkspaceCopier.h"
#include "snapshot/Snapshotter.h"
#include "store/Store.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <future>

namespace shadowbox {

namespace {
QString deriveBaseName(const QString &repository)
{
    QString base = QFileInfo(repository).fileName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9_.-]+")), QStringLiteral("-"));
    while (base.startsWith(u'-') || base.startsWith(u'.') || base.startsWith(u'_'))
        base.remove(0, 1);
    base.truncate(40);
    return base.isEmpty() ? QStringLiteral("sandbox") : base;
}
} // namespace

QString SandboxCreator::historyDetail(const WorkspaceGitStats &stats)
{
    const QString where =
        stats.branch.isEmpty() ? tr("HEAD detached at the baseline commit") : tr("on the branch %1").arg(stats.branch);
    if (stats.unborn)
        return tr("A repository without commits, %1.").arg(where);
    if (stats.shallow && stats.commits > 0)
        return tr("The last %L1 commits of the history (%2), %3.")
            .arg(stats.commits)
            .arg(Format::bytes(stats.bytes), where);
    return tr("The whole history (%1 in %L2 files; branches and tags: %L3), %4.")
        .arg(Format::bytes(stats.bytes))
        .arg(stats.files)
        .arg(stats.refs)
        .arg(where);
}

QString SandboxCreator::validateName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$"));
    if (!valid.match(name).hasMatch())
        return tr("The name \"%1\" cannot be used: use 1 to 63 letters, digits, '.', '_' or '-', starting with a "
                  "letter or digit.")
            .arg(name);
    return {};
}

QString SandboxCreator::networkModeProblem(NetworkMode mode)
{
    if (mode == NetworkMode::None || mode == NetworkMode::Gateway)
        return {};
    return tr("The internal network mode is no longer offered: on Docker a sandbox on an internal network still "
              "reaches services on the host through the bridge address, and Podman's DNS may forward its queries "
              "outside. Use the gateway instead (--network gateway): the sandbox then sees only its own "
              "loopback, and the gateway answers the hosts it mocks.");
}

Result<SandboxRecord> SandboxCreator::create(const CreateRequest &request, const CancelToken &cancel) const
{
    const EngineClient &client = m_context.client();
    const ConnectedEngine &engine = m_context.engine();
    SandboxCreation creation(m_context, cancel);
    SandboxRecord &record = creation.record();
    const CallOptions &options = creation.options();
    record.image = request.image.trimmed();
    record.networkMode = request.networkMode;
    record.networkPolicy = request.networkMode == NetworkMode::Gateway ? NetworkPolicy::MocksOnly : NetworkPolicy::None;
    record.limits = request.limits;

    // 1. Check everything that can be checked before anything is made.
    creation.progress(tr("Checking the repository"), 2);
    if (record.image.isEmpty())
        return Error::make(Error::Kind::InvalidInput, tr("No image was chosen. Pick an image, or build the starter "
                                                         "image."))
            .withCliHint(QStringLiteral("shadowbox image starter"));
    if (const QString why = networkModeProblem(request.networkMode); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (const QString why = ImageReference::problem(record.image); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (const QString why = request.limits.check(); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    if (request.historyDepth < 0)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The history depth %1 is not a number of commits: use 0 for all of the history, or a "
                              "positive number.")
                               .arg(request.historyDepth));
    if (!request.mocks.isEmpty()) {
        if (request.networkMode != NetworkMode::Gateway)
            return Error::make(Error::Kind::InvalidInput,
                               tr("A sandbox with no network has no gateway to answer mocks: leave out the mocks "
                                  "file %1, or make the sandbox with the gateway.")
                                   .arg(request.mocksFile));
        QJsonParseError parseError;
        if (QJsonDocument::fromJson(request.mocks, &parseError).isNull())
            return Error::make(Error::Kind::InvalidInput,
                               tr("The mocks file %1 is not valid JSON: %2 at byte %3. Fix the file, or make the "
                                  "sandbox without it.")
                                   .arg(request.mocksFile, parseError.errorString())
                                   .arg(parseError.offset));
    }
    auto repo = GitRepository::open(request.repository);
    if (!repo)
        return repo.error();
    record.repository = repo->workdir();
    if (Status named = creation.chooseName(request.name, deriveBaseName(record.repository)); !named)
        return named.error();

    // What the engine's host has decides the largest limits. Podman takes a quarter of a second to
    // answer /info, so it is asked while the repository is scanned.
    auto hostInfo = std::async(std::launch::async, [&client, options] { return client.hostInfo(options); });
    auto baseline = creation.timed(QStringLiteral("scan"), [&] { return repo->baseline(); });
    if (!baseline)
        return baseline.error();
    const Result<EngineHostInfo> host = hostInfo.get();
    if (!host)
        return host.error();
    if (const QString why = request.limits.check(HostCapacity{host->cpus, host->memoryBytes}); !why.isEmpty())
        return Error::make(Error::Kind::InvalidInput, why);
    // Whether root inside will be root on the host's files, recorded with the sandbox.
    record.userNamespace = host->userNamespace;
    if (Status root = creation.useEngineHost(*host); !root)
        return root.error();
    record.baselineCommit = baseline->commitId;
    record.baselineModified = baseline->modifiedCount;
    record.baselineUntracked = baseline->untrackedCount;
    // Said with the scan step, so the window's details and the command line's report show it.
    QStringList submoduleNotes;
    if (!baseline->submodulesCopied.isEmpty())
        submoduleNotes << tr("Submodules copied from their working trees, without their .git files: %1.")
                              .arg(baseline->submodulesCopied.join(QStringLiteral(", ")));
    if (!baseline->submodulesNotCheckedOut.isEmpty())
        submoduleNotes << tr("Submodules not copied because they are not checked out: %1.")
                              .arg(baseline->submodulesNotCheckedOut.join(QStringLiteral(", ")));
    record.steps.last().detail = submoduleNotes.join(u' ');

    auto imageOk = creation.timed(QStringLiteral("image"), [&] { return client.resolveImage(record.image, options); });
    if (!imageOk)
        return imageOk.error();
    if (!imageOk->has_value())
        return Error::make(Error::Kind::NotFound,
                           tr("The image \"%1\" is not available on %2. Pick one of the local images, build the "
                              "starter image, or pull it.")
                               .arg(record.image, engine.info.displayName()))
            .withCliHint(QStringLiteral("shadowbox image starter  or  shadowbox image pull %1").arg(record.image));

    record.image = **imageOk; // one name for it everywhere: the engine's

    // 2. From here on, every step is undone if a later one fails.
    if (Status begun = creation.begin(); !begun)
        return begun.error();

    creation.progress(tr("Copying files (0 of %1)").arg(baseline->files.size()), 10);
    WorkspaceCopier copier(record.repository, record.workspace);
    auto copied = creation.timed(QStringLiteral("copy"), [&]() -> Result<CopyStats> {
        return copier.copy(
            baseline->files,
            [&](qint64 done, qint64 totalFiles) {
                creation.progress(tr("Copying files (%1 of %2)").arg(done).arg(totalFiles),
                                  10 + int(60 * done / qMax<qint64>(1, totalFiles)));
            },
            options);
    });
    if (!copied)
        return creation.undo(copied.error());
    record.fileCount = copied->files + copied->symlinks;
    record.byteCount = copied->bytes;
    // Said with the copy step: on a file system with reflinks the copy took (almost) no space.
    if (copied->cloned > 0)
        record.steps.last().detail =
            tr("Cloned %L1 of %L2 files (%3), sharing their blocks on the disk with the repository.")
                .arg(copied->cloned)
                .arg(copied->files)
                .arg(Format::bytes(copied->clonedBytes));

    // The sandbox's own /workspace/.git, a copy of the history that never leads back to the user's.
    // The workspace limit is decided once it is in place: the history takes room like any file.
    creation.progress(tr("Copying the history"), 70);
    auto history = creation.timed(QStringLiteral("history"), [&]() -> Result<WorkspaceGitStats> {
        auto stats = WorkspaceGit::create(record.repository, record.workspace, *baseline,
                                          WorkspaceGitOptions{request.historyDepth}, options);
        if (!stats)
            return stats;
        if (Status limited = creation.applyWorkspaceLimit(request.limits.workspaceBytes); !limited) {
            Error e = limited.error();
            if (e.kind == Error::Kind::InvalidInput)
                e.message += u' ' + tr("The history in its .git takes %1 of that; a history depth keeps less of it.")
                                        .arg(Format::bytes(stats->bytes));
            return e;
        }
        return stats;
    });
    if (!history)
        return creation.undo(history.error());
    record.steps.last().detail = historyDetail(*history);

    // The workspace as copied, before anything runs in it: what a review compares the sandbox's
    // final state with, and a snapshot to start over from. Reading it now costs what the first
    // command's snapshot would otherwise have cost: that one then reads only what changed.
    creation.progress(tr("Recording the baseline"), 75);
    auto baselineSnapshot = creation.timed(QStringLiteral("baseline"), [&] {
        return Snapshotter(m_context).takeOf(record, {SnapshotTrigger::Baseline, QString(), QString()}, cancel);
    });
    if (!baselineSnapshot)
        return creation.undo(baselineSnapshot.error());

    if (Status running = creation.runContainer(record.image, 80, 90); !running)
        return creation.undo(running.error());
    if (!request.mocks.isEmpty()) {
        creation.progress(tr("Loading the mocks"), 95);
        auto loaded = creation.timed(QStringLiteral("mocks"), [&]() -> Status {
            QStringList notes; // what a HAR recording left out: not a reason to refuse it
            if (auto added = GatewayMocks(m_context).add(record, request.mocks, &notes); !added)
                return Error::make(added.error().kind,
                                   tr("The mocks file %1 was refused: %2 Nothing was made; fix the file, or make the "
                                      "sandbox without it.")
                                       .arg(request.mocksFile, added.error().message));
            // The baseline is the state the sandbox was made in: with these mocks.
            auto kept = m_context.store().currentMockSet(record.id).result();
            if (!kept)
                return kept.error();
            return m_context.store().setSnapshotMockSet(baselineSnapshot->id, kept->id).result();
        });
        if (!loaded)
            return creation.undo(loaded.error());
    }
    return creation.finish();
}

} // namespace shadowbox
