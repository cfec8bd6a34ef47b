#include "agents/SandboxTools.h"

#include "agents/WorkspaceFiles.h"
#include "core/Formatting.h"
#include "review/ReviewReport.h"
#include "review/Reviewer.h"
#include "runtime/StarterImage.h"
#include "sandbox/RunOutputLog.h"
#include "sandbox/SandboxManager.h"
#include "store/Store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QObject>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace shadowbox {

namespace {

// A few builders, so that each tool's schema reads as what it asks for.
QJsonObject stringArg(const QString &description, int minLength = 0)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("description"), description}};
    if (minLength > 0)
        o.insert(QStringLiteral("minLength"), minLength);
    return o;
}

QJsonObject integerArg(const QString &description, qint64 minimum, qint64 maximum)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("minimum"), minimum},
                       {QStringLiteral("maximum"), maximum}};
}

QJsonObject booleanArg(const QString &description)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                       {QStringLiteral("description"), description}};
}

QJsonObject objectOf(const QJsonObject &properties, const QStringList &required = {})
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("properties"), properties},
                  {QStringLiteral("additionalProperties"), false}};
    if (!required.isEmpty())
        o.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return o;
}

// Output schemas: the fields every result of the tool has (more may come).
QJsonObject outputOf(const QJsonObject &properties, const QStringList &required)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("properties"), properties},
                       {QStringLiteral("required"), QJsonArray::fromStringList(required)}};
}

QJsonObject typed(const QString &type)
{
    return QJsonObject{{QStringLiteral("type"), type}};
}

QJsonObject arrayOf(const QJsonObject &items)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("array")}, {QStringLiteral("items"), items}};
}

QJsonObject hints(bool readOnly, bool destructive, bool idempotent)
{
    QJsonObject o{{QStringLiteral("readOnlyHint"), readOnly}, {QStringLiteral("openWorldHint"), false}};
    if (!readOnly) {
        o.insert(QStringLiteral("destructiveHint"), destructive);
        o.insert(QStringLiteral("idempotentHint"), idempotent);
    }
    return o;
}

QString shown(const QByteArray &path)
{
    return QFile::decodeName(path);
}

QString inWorkspace(const QByteArray &relative)
{
    return relative.isEmpty() ? QStringLiteral("/workspace") : QStringLiteral("/workspace/") + shown(relative);
}

// The path as the log shows it: relative to /workspace when it can be read as one, as given otherwise.
QByteArray normalizedOr(const QString &agentPath)
{
    auto normalized = WorkspaceFiles::normalize(agentPath.toUtf8());
    return normalized ? *normalized : agentPath.toUtf8();
}

QString typeName(WorkspaceFiles::EntryType type)
{
    switch (type) {
    case WorkspaceFiles::EntryType::File:
        return QStringLiteral("file");
    case WorkspaceFiles::EntryType::Folder:
        return QStringLiteral("folder");
    case WorkspaceFiles::EntryType::Link:
        return QStringLiteral("link");
    case WorkspaceFiles::EntryType::Other:
        break;
    }
    return QStringLiteral("other");
}

QJsonObject sandboxJson(const SandboxRecord &r, bool current)
{
    return QJsonObject{{QStringLiteral("name"), r.name},
                       {QStringLiteral("id"), r.id},
                       {QStringLiteral("state"), stateName(r.state)},
                       {QStringLiteral("repository"), r.repository},
                       {QStringLiteral("image"), r.image},
                       {QStringLiteral("createdAt"), r.createdAt.toString(Qt::ISODate)},
                       {QStringLiteral("current"), current}};
}

// What run_command keeps of one stream: the head and the tail, and how much there was.
struct Captured {
    QByteArray head;
    QByteArray tail;
    qint64 total = 0;

    void append(const QByteArray &data)
    {
        total += data.size();
        QByteArray rest = data;
        if (head.size() < SandboxTools::kOutputHeadBytes) {
            const qsizetype room = SandboxTools::kOutputHeadBytes - head.size();
            head += rest.left(room);
            rest = rest.mid(room);
        }
        if (rest.isEmpty())
            return;
        tail += rest;
        if (tail.size() > SandboxTools::kOutputTailBytes)
            tail = tail.right(SandboxTools::kOutputTailBytes);
    }
    bool cut() const { return total > head.size() + tail.size(); }
    QString text(qint64 runId, const QString &stream) const
    {
        if (!cut())
            return QString::fromUtf8(head + tail);
        const qint64 left = total - head.size() - tail.size();
        return QString::fromUtf8(head) +
               SandboxTools::tr("\n[… %1 of %2 cut here. The whole output is kept: call run_output with run_id %3 "
                                "and stream \"%2\" (offset and max_bytes page through it).]\n")
                   .arg(Format::bytes(left), stream)
                   .arg(runId) +
               QString::fromUtf8(tail);
    }
};

} // namespace

SandboxTools::SandboxTools(SandboxManager *manager, QString sandbox)
    : m_manager(manager)
    , m_current(std::move(sandbox))
{
}

QString SandboxTools::currentSandbox() const
{
    const QMutexLocker lock(&m_mutex);
    return m_current;
}

void SandboxTools::remember(const SandboxRecord &record)
{
    const QMutexLocker lock(&m_mutex);
    m_current = record.name;
}

Result<SandboxRecord> SandboxTools::target(const QJsonObject &arguments) const
{
    QString wanted = arguments.value(QLatin1String("sandbox")).toString();
    if (wanted.isEmpty())
        wanted = currentSandbox();
    if (wanted.isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           tr("No sandbox is chosen yet. Call sandbox_list to see the sandboxes, then sandbox_select "
                              "one, or sandbox_create a new one from a repository."));
    return m_manager->context().find(wanted);
}

void SandboxTools::logActivity(const SandboxRecord &record, const QString &kind, const QByteArray &target,
                               qint64 durationMs, qint64 bytes, bool ok, const QString &detail) const
{
    ActivityRecord entry;
    entry.sandboxId = record.id;
    entry.startedAt = QDateTime::currentDateTimeUtc().addMSecs(-durationMs);
    entry.origin = kOriginMcp;
    entry.kind = kind;
    entry.target = target;
    entry.durationMs = durationMs;
    entry.bytes = bytes;
    entry.ok = ok;
    entry.detail = detail;
    (void)m_manager->store()->addActivity(entry).result();
}

Result<qint64> SandboxTools::guardedChange(const SandboxRecord &record, const QString &description,
                                           const CancelToken &cancel, const std::function<Status()> &change) const
{
    if (record.state != SandboxState::Running && record.state != SandboxState::Stopped)
        return Error::make(Error::Kind::Conflict, tr("Sandbox \"%1\" is %2: its workspace cannot be changed.")
                                                      .arg(record.name, stateLabel(record.state).toLower()));
    const SandboxContext &context = m_manager->context();
    auto activity = FileLock::lockShared(context.activityLockPath(record.id), QDeadlineTimer(60'000),
                                         [cancel] { return cancel.isCanceled(); });
    if (!activity)
        return Error::make(activity.error().kind,
                           tr("Sandbox \"%1\" is being restored to a snapshot; try again once that has finished. %2")
                               .arg(record.name, activity.error().message));
    // The snapshot before the change, so that rollback undoes it like a command.
    auto taken = m_manager->snapshotter().takeOf(record, {SnapshotTrigger::Command, QString(), description}, cancel);
    if (!taken)
        return Error::make(taken.error().kind,
                           tr("Nothing was changed: the snapshot that comes before every change could not be taken. "
                              "%1")
                               .arg(taken.error().message));
    context.notifySnapshotsChanged(record.id);
    if (Status done = change(); !done)
        return done.error();
    return taken->id;
}

QList<McpTool> SandboxTools::tools()
{
    const QJsonObject sandboxArg =
        stringArg(tr("The sandbox to work in, by name. Optional: the sandbox chosen with sandbox_select or made with "
                     "sandbox_create (or given to `shadowbox mcp --sandbox NAME`)."));
    const QJsonObject pathArg =
        stringArg(tr("A path inside the sandbox: absolute under /workspace, or relative to /workspace."), 1);
    const auto bind = [this](ToolResult (SandboxTools::*handler)(const ToolCall &)) {
        return [this, handler](const ToolCall &call) { return (this->*handler)(call); };
    };

    QList<McpTool> tools;
    tools.append(McpTool{
        QStringLiteral("sandbox_list"), tr("List sandboxes"),
        tr("Lists the Shadowbox sandboxes on this machine: name, state, the repository each was copied from, its "
           "image, and which one this server works in now."),
        objectOf({}),
        outputOf({{QStringLiteral("sandboxes"), arrayOf(typed(QStringLiteral("object")))},
                  {QStringLiteral("current"), typed(QStringLiteral("string"))}},
                 {QStringLiteral("sandboxes")}),
        hints(true, false, true), bind(&SandboxTools::sandboxList)});
    tools.append(McpTool{
        QStringLiteral("sandbox_create"), tr("Create a sandbox"),
        tr("Makes a new sandbox from a git repository on the host: a private copy of the repository (HEAD plus "
           "uncommitted and untracked files) at /workspace in a container with no network, where you are root. "
           "The user's repository is not touched; they review your changes at the end. The new sandbox becomes the "
           "one the other tools work in. Takes a few seconds; progress is reported."),
        objectOf({{QStringLiteral("repository"),
                   stringArg(tr("Absolute path of a git repository's top folder on the host."), 1)},
                  {QStringLiteral("image"),
                   stringArg(tr("Container image to run (default: Shadowbox's offline starter image, busybox)."))},
                  {QStringLiteral("name"), stringArg(tr("Name for the sandbox (default: from the folder's name)."))}},
                 {QStringLiteral("repository")}),
        outputOf({{QStringLiteral("name"), typed(QStringLiteral("string"))},
                  {QStringLiteral("id"), typed(QStringLiteral("string"))},
                  {QStringLiteral("state"), typed(QStringLiteral("string"))}},
                 {QStringLiteral("name"), QStringLiteral("id"), QStringLiteral("state")}),
        hints(false, false, false), bind(&SandboxTools::sandboxCreate)});
    tools.append(
        McpTool{QStringLiteral("sandbox_select"), tr("Work in a sandbox"),
                tr("Chooses the sandbox the other tools work in, by name (see sandbox_list)."),
                objectOf({{QStringLiteral("name"), stringArg(tr("The sandbox's name."), 1)}}, {QStringLiteral("name")}),
                outputOf({{QStringLiteral("name"), typed(QStringLiteral("string"))},
                          {QStringLiteral("state"), typed(QStringLiteral("string"))}},
                         {QStringLiteral("name"), QStringLiteral("state")}),
                hints(false, false, true), bind(&SandboxTools::sandboxSelect)});
    tools.append(McpTool{
        QStringLiteral("run_command"), tr("Run a command"),
        tr("Runs a shell command (/bin/sh -c) in the sandbox, as root, starting in /workspace (or cwd). A snapshot "
           "is taken first, so `rollback` undoes it. Returns the exit code, the duration, stdout and stderr. Each "
           "stream returns at most its first %1 and last %2; the whole output is kept and run_output reads it. A "
           "command that fails is a result with its exit code and isError, not an error of the call. The sandbox "
           "has no network.")
            .arg(Format::bytes(kOutputHeadBytes), Format::bytes(kOutputTailBytes)),
        objectOf({{QStringLiteral("command"), stringArg(tr("The shell command line."), 1)},
                  {QStringLiteral("timeout_seconds"),
                   integerArg(tr("Stop the command after this many seconds (default %1).").arg(kDefaultTimeoutSeconds),
                              1, 86400)},
                  {QStringLiteral("cwd"), stringArg(tr("Folder to start in, under /workspace (default /workspace)."))},
                  {QStringLiteral("sandbox"), sandboxArg}},
                 {QStringLiteral("command")}),
        outputOf({{QStringLiteral("exitCode"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("durationMs"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("stdout"), typed(QStringLiteral("string"))},
                  {QStringLiteral("stderr"), typed(QStringLiteral("string"))},
                  {QStringLiteral("stdoutBytes"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("stderrBytes"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("truncated"), typed(QStringLiteral("boolean"))},
                  {QStringLiteral("timedOut"), typed(QStringLiteral("boolean"))},
                  {QStringLiteral("canceled"), typed(QStringLiteral("boolean"))},
                  {QStringLiteral("runId"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("snapshotId"), typed(QStringLiteral("integer"))}},
                 {QStringLiteral("exitCode"), QStringLiteral("durationMs"), QStringLiteral("stdout"),
                  QStringLiteral("stderr"), QStringLiteral("truncated"), QStringLiteral("runId")}),
        hints(false, true, false), bind(&SandboxTools::runCommand)});
    tools.append(McpTool{
        QStringLiteral("run_output"), tr("Read a command's whole output"),
        tr("Reads what a past command printed, as kept by Shadowbox (up to 16 MiB per run), a page at a time: for "
           "output run_command cut."),
        objectOf(
            {{QStringLiteral("run_id"), integerArg(tr("The runId run_command returned."), 1, 9007199254740991)},
             {QStringLiteral("stream"),
              QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                          {QStringLiteral("enum"),
                           QJsonArray{QStringLiteral("stdout"), QStringLiteral("stderr"), QStringLiteral("both")}},
                          {QStringLiteral("description"), tr("Which stream (default both, in the order printed).")}}},
             {QStringLiteral("offset"), integerArg(tr("Byte to start at (default 0)."), 0, 1LL << 40)},
             {QStringLiteral("max_bytes"), integerArg(tr("Bytes to return at most (default 65536)."), 1, 1 << 20)},
             {QStringLiteral("sandbox"), sandboxArg}},
            {QStringLiteral("run_id")}),
        outputOf(
            {{QStringLiteral("text"), typed(QStringLiteral("string"))},
             {QStringLiteral("offset"), typed(QStringLiteral("integer"))},
             {QStringLiteral("totalBytes"), typed(QStringLiteral("integer"))},
             {QStringLiteral("more"), typed(QStringLiteral("boolean"))}},
            {QStringLiteral("text"), QStringLiteral("offset"), QStringLiteral("totalBytes"), QStringLiteral("more")}),
        hints(true, false, true), bind(&SandboxTools::runOutput)});
    tools.append(McpTool{
        QStringLiteral("read_file"), tr("Read a file"),
        tr("Reads a text file of the sandbox, whole or a range of lines (1-based, inclusive). At most %1 is "
           "returned per call; the result says when it was cut and how many lines the file has.")
            .arg(Format::bytes(kReadLimitBytes)),
        objectOf({{QStringLiteral("path"), pathArg},
                  {QStringLiteral("first_line"), integerArg(tr("First line to read (default 1)."), 1, 1LL << 40)},
                  {QStringLiteral("last_line"), integerArg(tr("Last line to read (default: the end)."), 1, 1LL << 40)},
                  {QStringLiteral("sandbox"), sandboxArg}},
                 {QStringLiteral("path")}),
        outputOf({{QStringLiteral("path"), typed(QStringLiteral("string"))},
                  {QStringLiteral("content"), typed(QStringLiteral("string"))},
                  {QStringLiteral("firstLine"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("lastLine"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("totalLines"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("sizeBytes"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("truncated"), typed(QStringLiteral("boolean"))}},
                 {QStringLiteral("path"), QStringLiteral("content"), QStringLiteral("truncated")}),
        hints(true, false, true), bind(&SandboxTools::readFile)});
    tools.append(McpTool{
        QStringLiteral("write_file"), tr("Write a file"),
        tr("Writes a whole file in the sandbox (made, or replaced), making its folders as needed. A snapshot is "
           "taken first, so `rollback` undoes it."),
        objectOf({{QStringLiteral("path"), pathArg},
                  {QStringLiteral("content"), stringArg(tr("The file's new content (UTF-8)."))},
                  {QStringLiteral("sandbox"), sandboxArg}},
                 {QStringLiteral("path"), QStringLiteral("content")}),
        outputOf({{QStringLiteral("path"), typed(QStringLiteral("string"))},
                  {QStringLiteral("bytes"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("created"), typed(QStringLiteral("boolean"))},
                  {QStringLiteral("snapshotId"), typed(QStringLiteral("integer"))}},
                 {QStringLiteral("path"), QStringLiteral("bytes"), QStringLiteral("created")}),
        hints(false, true, true), bind(&SandboxTools::writeFile)});
    tools.append(McpTool{
        QStringLiteral("edit_file"), tr("Edit a file"),
        tr("Replaces an exact piece of text in a file of the sandbox. old_text must occur exactly once (or set "
           "replace_all); whitespace and line ends count. A snapshot is taken first."),
        objectOf({{QStringLiteral("path"), pathArg},
                  {QStringLiteral("old_text"), stringArg(tr("The text to replace, exactly as in the file."), 1)},
                  {QStringLiteral("new_text"), stringArg(tr("The text to put in its place."))},
                  {QStringLiteral("replace_all"), booleanArg(tr("Replace every occurrence (default false)."))},
                  {QStringLiteral("sandbox"), sandboxArg}},
                 {QStringLiteral("path"), QStringLiteral("old_text"), QStringLiteral("new_text")}),
        outputOf({{QStringLiteral("path"), typed(QStringLiteral("string"))},
                  {QStringLiteral("replacements"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("firstChangedLine"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("snapshotId"), typed(QStringLiteral("integer"))}},
                 {QStringLiteral("path"), QStringLiteral("replacements")}),
        hints(false, true, false), bind(&SandboxTools::editFile)});
    tools.append(McpTool{
        QStringLiteral("list_files"), tr("List files"),
        tr("Lists files and folders under a folder of the sandbox that match a glob (* and ? within a name, ** for "
           "any depth, [abc]). Symbolic links are listed, not followed. The workspace's .git is skipped unless "
           "the glob names it."),
        objectOf({{QStringLiteral("path"), stringArg(tr("Folder to list (default /workspace)."))},
                  {QStringLiteral("glob"), stringArg(tr("Pattern relative to that folder (default **)."))},
                  {QStringLiteral("limit"), integerArg(tr("Entries to return at most (default 1000)."), 1, 100000)},
                  {QStringLiteral("sandbox"), sandboxArg}}),
        outputOf({{QStringLiteral("entries"), arrayOf(typed(QStringLiteral("object")))},
                  {QStringLiteral("truncated"), typed(QStringLiteral("boolean"))}},
                 {QStringLiteral("entries"), QStringLiteral("truncated")}),
        hints(true, false, true), bind(&SandboxTools::listFiles)});
    tools.append(
        McpTool{QStringLiteral("delete_file"), tr("Delete a file"),
                tr("Deletes a file or a symbolic link (never what it points to) in the sandbox; a folder only with "
                   "recursive. A snapshot is taken first."),
                objectOf({{QStringLiteral("path"), pathArg},
                          {QStringLiteral("recursive"), booleanArg(tr("Delete a folder and everything in it."))},
                          {QStringLiteral("sandbox"), sandboxArg}},
                         {QStringLiteral("path")}),
                outputOf({{QStringLiteral("path"), typed(QStringLiteral("string"))},
                          {QStringLiteral("snapshotId"), typed(QStringLiteral("integer"))}},
                         {QStringLiteral("path")}),
                hints(false, true, true), bind(&SandboxTools::deleteFile)});
    tools.append(McpTool{
        QStringLiteral("changes"), tr("See what changed"),
        tr("Lists the files changed in the sandbox since its baseline (the repository as copied), as the user's "
           "review will show them, with a unified diff on request (at most %1).")
            .arg(Format::bytes(kDiffLimitBytes)),
        objectOf({{QStringLiteral("diff"), booleanArg(tr("Include a unified diff (default false)."))},
                  {QStringLiteral("sandbox"), sandboxArg}}),
        outputOf({{QStringLiteral("files"), arrayOf(typed(QStringLiteral("object")))},
                  {QStringLiteral("added"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("removed"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("diff"), typed(QStringLiteral("string"))}},
                 {QStringLiteral("files")}),
        hints(true, false, true), bind(&SandboxTools::changes)});
    tools.append(McpTool{
        QStringLiteral("snapshot"), tr("Take a snapshot"),
        tr("Records the sandbox's workspace and system now, with an optional label, to come back to with rollback. "
           "(One is taken by itself before every command and file change.)"),
        objectOf({{QStringLiteral("label"), stringArg(tr("A name for it, e.g. \"tests pass\"."))},
                  {QStringLiteral("sandbox"), sandboxArg}}),
        outputOf({{QStringLiteral("snapshotId"), typed(QStringLiteral("integer"))},
                  {QStringLiteral("files"), typed(QStringLiteral("integer"))}},
                 {QStringLiteral("snapshotId")}),
        hints(false, false, false), bind(&SandboxTools::snapshot)});
    tools.append(
        McpTool{QStringLiteral("rollback"), tr("Roll back"),
                tr("Puts the sandbox's workspace and system back as a snapshot holds them, in about a second: without "
                   "snapshot_id, as they were before the last command or file change. Processes running in the sandbox "
                   "are stopped. The state replaced is kept as a snapshot of its own."),
                objectOf({{QStringLiteral("snapshot_id"),
                           integerArg(tr("The snapshot to go back to (default: the one before the last command)."), 1,
                                      9007199254740991)},
                          {QStringLiteral("sandbox"), sandboxArg}}),
                outputOf({{QStringLiteral("restored"), typed(QStringLiteral("integer"))},
                          {QStringLiteral("before"), typed(QStringLiteral("integer"))},
                          {QStringLiteral("elapsedMs"), typed(QStringLiteral("integer"))}},
                         {QStringLiteral("restored")}),
                hints(false, true, false), bind(&SandboxTools::rollback)});
    return tools;
}

ToolResult SandboxTools::sandboxList(const ToolCall &)
{
    auto list = m_manager->store()->sandboxes(false).result();
    if (!list)
        return ToolResult::failure(list.error().message);
    const QString current = currentSandbox();
    QJsonArray sandboxes;
    for (const SandboxRecord &r : std::as_const(*list))
        sandboxes.append(sandboxJson(r, !current.isEmpty() && (r.name == current || r.id == current)));
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("sandboxes"), sandboxes}, {QStringLiteral("current"), current}};
    return result;
}

ToolResult SandboxTools::sandboxCreate(const ToolCall &call)
{
    CreateRequest request;
    request.repository = call.arguments.value(QLatin1String("repository")).toString();
    request.image = call.arguments.value(QLatin1String("image")).toString();
    if (request.image.isEmpty())
        request.image = starter::reference();
    request.name = call.arguments.value(QLatin1String("name")).toString();
    if (QDir::isRelativePath(request.repository))
        return ToolResult::failure(
            tr("\"%1\" is a relative path: give the repository's absolute path on the host.").arg(request.repository));
    if (request.image == starter::reference()) {
        if (Status built = starter::ensureImage(m_manager->context().client(), {},
                                                m_manager->context().callOptions(120'000).withCancel(call.cancel));
            !built)
            return ToolResult::failure(built.error().message);
    }
    QObject progressContext;
    QObject::connect(
        m_manager, &SandboxManager::createProgress, &progressContext,
        [&call](const QString &, const QString &step, int percent) { call.progress(percent, 100, step); },
        Qt::DirectConnection);
    auto created = m_manager->createBlocking(request, call.cancel);
    if (!created)
        return ToolResult::failure(created.error().message);
    remember(*created);
    ToolResult result;
    result.structured = sandboxJson(*created, true);
    return result;
}

ToolResult SandboxTools::sandboxSelect(const ToolCall &call)
{
    auto found = m_manager->context().find(call.arguments.value(QLatin1String("name")).toString());
    if (!found)
        return ToolResult::failure(found.error().message);
    remember(*found);
    ToolResult result;
    result.structured = sandboxJson(*found, true);
    return result;
}

ToolResult SandboxTools::runCommand(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString command = call.arguments.value(QLatin1String("command")).toString();
    ExecOptions options;
    options.origin = kOriginMcp;
    if (const QString cwd = call.arguments.value(QLatin1String("cwd")).toString(); !cwd.isEmpty()) {
        // Listing one entry resolves the folder as the container would, links included, and refuses
        // one that leads outside /workspace or is not a folder.
        auto folder = WorkspaceFiles(record->workspace).list(cwd.toUtf8(), QByteArray(), 1);
        if (!folder)
            return ToolResult::failure(folder.error().message);
        options.workingDir = QFile::decodeName(folder->folder);
    }
    const int timeoutSeconds = call.arguments.value(QLatin1String("timeout_seconds")).toInt(kDefaultTimeoutSeconds);

    // The command stops when the client cancels the call or the timeout passes; meanwhile progress
    // goes out every second, so a client that resets its own timeout on progress keeps waiting.
    CancelToken stop;
    std::atomic_bool timedOut{false};
    std::atomic<qint64> printed{0};
    std::mutex tickMutex;
    std::condition_variable tick;
    bool finished = false;
    QElapsedTimer clock;
    clock.start();
    std::thread ticker([&] {
        std::unique_lock lock(tickMutex);
        qint64 nextProgress = 1000;
        while (!finished) {
            tick.wait_for(lock, std::chrono::milliseconds(100));
            if (finished)
                break;
            if (call.cancel.isCanceled())
                stop.cancel();
            if (clock.elapsed() >= qint64(timeoutSeconds) * 1000 && !timedOut.exchange(true))
                stop.cancel();
            if (clock.elapsed() >= nextProgress) {
                nextProgress += 1000;
                call.progress(double(clock.elapsed()) / 1000.0, 0,
                              tr("Running for %1, %2 printed")
                                  .arg(Format::duration(clock.elapsed()), Format::bytes(printed.load())));
            }
        }
    });
    Captured out;
    Captured err;
    auto run = m_manager->execBlocking(
        record->id, command,
        [&](OutputChannel channel, const QByteArray &data) {
            (channel == OutputChannel::Stderr ? err : out).append(data);
            printed += data.size();
        },
        stop, options);
    {
        const std::lock_guard lock(tickMutex);
        finished = true;
    }
    tick.notify_all();
    ticker.join();
    if (!run)
        return ToolResult::failure(timedOut ? tr("The command was stopped after %1 seconds, before it started: %2")
                                                  .arg(timeoutSeconds)
                                                  .arg(run.error().message)
                                            : run.error().message);

    ToolResult result;
    result.structured = QJsonObject{
        {QStringLiteral("exitCode"), run->exitCode},
        {QStringLiteral("durationMs"), run->durationMs},
        {QStringLiteral("stdout"), out.text(run->id, QStringLiteral("stdout"))},
        {QStringLiteral("stderr"), err.text(run->id, QStringLiteral("stderr"))},
        {QStringLiteral("stdoutBytes"), out.total},
        {QStringLiteral("stderrBytes"), err.total},
        {QStringLiteral("truncated"), out.cut() || err.cut()},
        {QStringLiteral("timedOut"), bool(timedOut)},
        {QStringLiteral("canceled"), run->canceled && !timedOut},
        {QStringLiteral("runId"), run->id},
        {QStringLiteral("snapshotId"), run->snapshotId},
    };
    if (timedOut)
        result.structured.insert(QStringLiteral("note"),
                                 tr("Stopped after %1 seconds (timeout_seconds); the command and everything it started "
                                    "were stopped.")
                                     .arg(timeoutSeconds));
    result.isError = run->exitCode != 0 || run->canceled || timedOut;
    return result;
}

ToolResult SandboxTools::runOutput(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const qint64 runId = qint64(call.arguments.value(QLatin1String("run_id")).toDouble());
    auto output = RunOutputLog::read(RunOutputLog::path(m_manager->context().dataDir(), record->id, runId));
    if (!output)
        return ToolResult::failure(tr("Sandbox \"%1\" has no kept output for run %2: %3")
                                       .arg(record->name)
                                       .arg(runId)
                                       .arg(output.error().message));
    const QString stream = call.arguments.value(QLatin1String("stream")).toString(QStringLiteral("both"));
    QByteArray all;
    for (const RunOutput::Chunk &chunk : std::as_const(output->chunks)) {
        if (stream == QLatin1String("both") ||
            (stream == QLatin1String("stderr")) == (chunk.channel == OutputChannel::Stderr))
            all += chunk.data;
    }
    const qint64 offset = qint64(call.arguments.value(QLatin1String("offset")).toDouble(0));
    const qint64 maxBytes = qint64(call.arguments.value(QLatin1String("max_bytes")).toDouble(65536));
    const QByteArray page = all.mid(offset, maxBytes);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("text"), QString::fromUtf8(page)},
                                    {QStringLiteral("offset"), offset},
                                    {QStringLiteral("totalBytes"), qint64(all.size())},
                                    {QStringLiteral("more"), offset + page.size() < all.size()}};
    if (output->cutBytes > 0)
        result.structured.insert(QStringLiteral("note"),
                                 tr("The command printed %1 more after the kept %2; that part was not kept.")
                                     .arg(Format::bytes(output->cutBytes), Format::bytes(output->keptBytes)));
    return result;
}

ToolResult SandboxTools::readFile(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString path = call.arguments.value(QLatin1String("path")).toString();
    QElapsedTimer timer;
    timer.start();
    const qint64 first = qint64(call.arguments.value(QLatin1String("first_line")).toDouble(1));
    const qint64 last = qint64(call.arguments.value(QLatin1String("last_line")).toDouble(0));
    auto slice = WorkspaceFiles(record->workspace).read(path.toUtf8(), {first, last, kReadLimitBytes});
    const QByteArray relative = slice ? slice->path : normalizedOr(path);
    if (!slice) {
        logActivity(*record, kActivityRead, relative, timer.elapsed(), 0, false, slice.error().message);
        return ToolResult::failure(slice.error().message);
    }
    logActivity(*record, kActivityRead, relative, timer.elapsed(), slice->content.size(), true, QString());
    if (slice->binary)
        return ToolResult::failure(tr("%1 is a binary file (%2); read_file returns text. Use run_command with a tool "
                                      "such as od or xxd to look at it.")
                                       .arg(inWorkspace(relative), Format::bytes(slice->totalBytes)));
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("path"), inWorkspace(relative)},
                                    {QStringLiteral("content"), QString::fromUtf8(slice->content)},
                                    {QStringLiteral("firstLine"), slice->firstLine},
                                    {QStringLiteral("lastLine"), slice->lastLine},
                                    {QStringLiteral("totalLines"), slice->totalLines},
                                    {QStringLiteral("sizeBytes"), slice->totalBytes},
                                    {QStringLiteral("truncated"), slice->truncated}};
    if (slice->truncated)
        result.structured.insert(
            QStringLiteral("note"),
            slice->lastLine >= slice->firstLine
                ? tr("Cut after line %1 (read_file returns at most %2): ask for first_line %3 to read on.")
                      .arg(slice->lastLine)
                      .arg(Format::bytes(kReadLimitBytes))
                      .arg(slice->lastLine + 1)
                : tr("Line %1 alone is longer than %2: only its start is shown. Use run_command (cut, head -c) "
                     "to read it in pieces.")
                      .arg(slice->firstLine)
                      .arg(Format::bytes(kReadLimitBytes)));
    return result;
}

ToolResult SandboxTools::writeFile(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString path = call.arguments.value(QLatin1String("path")).toString();
    const QByteArray content = call.arguments.value(QLatin1String("content")).toString().toUtf8();
    const WorkspaceFiles files(record->workspace);
    QElapsedTimer timer;
    timer.start();
    // A path outside /workspace is refused before the snapshot, so it leaves nothing behind.
    auto normalized = WorkspaceFiles::normalize(path.toUtf8());
    if (!normalized) {
        logActivity(*record, kActivityWrite, path.toUtf8(), timer.elapsed(), 0, false, normalized.error().message);
        return ToolResult::failure(normalized.error().message);
    }
    QByteArray relative = *normalized;
    WorkspaceFiles::Written written;
    auto snapshotId = guardedChange(*record, QStringLiteral("write_file %1").arg(inWorkspace(relative)), call.cancel,
                                    [&]() -> Status {
                                        auto w = files.write(relative, content);
                                        if (!w)
                                            return w.error();
                                        written = *w;
                                        relative = w->path;
                                        return {};
                                    });
    logActivity(*record, kActivityWrite, relative, timer.elapsed(), snapshotId ? written.bytes : 0, bool(snapshotId),
                snapshotId ? QString() : snapshotId.error().message);
    if (!snapshotId)
        return ToolResult::failure(snapshotId.error().message);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("path"), inWorkspace(relative)},
                                    {QStringLiteral("bytes"), written.bytes},
                                    {QStringLiteral("created"), written.created},
                                    {QStringLiteral("snapshotId"), *snapshotId}};
    return result;
}

ToolResult SandboxTools::editFile(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString path = call.arguments.value(QLatin1String("path")).toString();
    const QString oldText = call.arguments.value(QLatin1String("old_text")).toString();
    const QString newText = call.arguments.value(QLatin1String("new_text")).toString();
    const bool all = call.arguments.value(QLatin1String("replace_all")).toBool(false);
    const WorkspaceFiles files(record->workspace);
    QElapsedTimer timer;
    timer.start();
    auto normalized = WorkspaceFiles::normalize(path.toUtf8());
    if (!normalized) {
        logActivity(*record, kActivityEdit, path.toUtf8(), timer.elapsed(), 0, false, normalized.error().message);
        return ToolResult::failure(normalized.error().message);
    }
    QByteArray relative = *normalized;
    WorkspaceFiles::Edited edited;
    auto snapshotId =
        guardedChange(*record, QStringLiteral("edit_file %1").arg(inWorkspace(relative)), call.cancel, [&]() -> Status {
            auto e = files.edit(relative, oldText.toUtf8(), newText.toUtf8(), all);
            if (!e)
                return e.error();
            edited = *e;
            relative = e->path;
            return {};
        });
    logActivity(*record, kActivityEdit, relative, timer.elapsed(), 0, bool(snapshotId),
                snapshotId ? tr("%n replacement(s)", nullptr, edited.replacements) : snapshotId.error().message);
    if (!snapshotId)
        return ToolResult::failure(snapshotId.error().message);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("path"), inWorkspace(relative)},
                                    {QStringLiteral("replacements"), edited.replacements},
                                    {QStringLiteral("firstChangedLine"), edited.firstChangedLine},
                                    {QStringLiteral("snapshotId"), *snapshotId}};
    return result;
}

ToolResult SandboxTools::listFiles(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString folder = call.arguments.value(QLatin1String("path")).toString();
    const QString glob = call.arguments.value(QLatin1String("glob")).toString(QStringLiteral("**"));
    const int limit = call.arguments.value(QLatin1String("limit")).toInt(1000);
    QElapsedTimer timer;
    timer.start();
    auto listing = WorkspaceFiles(record->workspace).list(folder.toUtf8(), glob.toUtf8(), limit);
    const QByteArray relative = listing ? listing->folder : normalizedOr(folder);
    logActivity(*record, kActivityList, relative + (relative.isEmpty() ? "" : "/") + glob.toUtf8(), timer.elapsed(),
                listing ? listing->entries.size() : 0, bool(listing), listing ? QString() : listing.error().message);
    if (!listing)
        return ToolResult::failure(listing.error().message);
    QJsonArray entries;
    for (const WorkspaceFiles::Entry &e : std::as_const(listing->entries)) {
        QJsonObject entry{{QStringLiteral("path"), inWorkspace(e.path)},
                          {QStringLiteral("type"), typeName(e.type)},
                          {QStringLiteral("size"), e.size}};
        if (e.type == WorkspaceFiles::EntryType::Link)
            entry.insert(QStringLiteral("target"), shown(e.linkTarget));
        entries.append(entry);
    }
    ToolResult result;
    result.structured =
        QJsonObject{{QStringLiteral("entries"), entries}, {QStringLiteral("truncated"), listing->truncated}};
    if (listing->truncated)
        result.structured.insert(QStringLiteral("note"),
                                 tr("Only the first %1 entries: narrow the glob or raise limit.").arg(limit));
    return result;
}

ToolResult SandboxTools::deleteFile(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    const QString path = call.arguments.value(QLatin1String("path")).toString();
    const bool recursive = call.arguments.value(QLatin1String("recursive")).toBool(false);
    const WorkspaceFiles files(record->workspace);
    QElapsedTimer timer;
    timer.start();
    auto normalized = WorkspaceFiles::normalize(path.toUtf8());
    if (!normalized) {
        logActivity(*record, kActivityDelete, path.toUtf8(), timer.elapsed(), 0, false, normalized.error().message);
        return ToolResult::failure(normalized.error().message);
    }
    QByteArray relative = *normalized;
    qint64 removedEntries = 0;
    auto snapshotId = guardedChange(*record, QStringLiteral("delete_file %1").arg(inWorkspace(relative)), call.cancel,
                                    [&]() -> Status {
                                        auto removed = files.remove(relative, recursive);
                                        if (!removed)
                                            return removed.error();
                                        removedEntries = removed->entries;
                                        relative = removed->path;
                                        return {};
                                    });
    logActivity(*record, kActivityDelete, relative, timer.elapsed(), 0, bool(snapshotId),
                snapshotId ? tr("%n entries removed", nullptr, int(removedEntries)) : snapshotId.error().message);
    if (!snapshotId)
        return ToolResult::failure(snapshotId.error().message);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("path"), inWorkspace(relative)},
                                    {QStringLiteral("removed"), removedEntries},
                                    {QStringLiteral("snapshotId"), *snapshotId}};
    return result;
}

ToolResult SandboxTools::changes(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    auto session = Reviewer(m_manager->context()).changesNow(record->id, {}, call.cancel);
    if (!session)
        return ToolResult::failure(session.error().message);
    QJsonArray files;
    for (const ReviewFile &f : std::as_const(session->changes.files)) {
        QJsonObject file{{QStringLiteral("path"), shown(f.path)},
                         {QStringLiteral("status"), ReviewDiff::statusName(f.status)},
                         {QStringLiteral("added"), f.added},
                         {QStringLiteral("removed"), f.removed}};
        if (f.oldPath != f.path)
            file.insert(QStringLiteral("oldPath"), shown(f.oldPath));
        if (f.binary)
            file.insert(QStringLiteral("binary"), true);
        files.append(file);
    }
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("files"), files},
                                    {QStringLiteral("added"), session->changes.added()},
                                    {QStringLiteral("removed"), session->changes.removed()},
                                    {QStringLiteral("ignored"), session->changes.ignored}};
    if (call.arguments.value(QLatin1String("diff")).toBool(false)) {
        auto patch = ReviewReport::patch(*session);
        if (!patch)
            return ToolResult::failure(patch.error().message);
        QString diff = QString::fromUtf8(patch->left(kDiffLimitBytes));
        if (patch->size() > kDiffLimitBytes)
            diff += tr("\n[… the diff goes on for %1 more; read the files with read_file.]\n")
                        .arg(Format::bytes(patch->size() - kDiffLimitBytes));
        result.structured.insert(QStringLiteral("diff"), diff);
    }
    return result;
}

ToolResult SandboxTools::snapshot(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    SnapshotRequest request{SnapshotTrigger::Manual, call.arguments.value(QLatin1String("label")).toString(),
                            QString()};
    auto taken = m_manager->takeSnapshot(record->id, request).result();
    if (!taken)
        return ToolResult::failure(taken.error().message);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("snapshotId"), taken->id},
                                    {QStringLiteral("files"), taken->files},
                                    {QStringLiteral("label"), taken->label}};
    return result;
}

ToolResult SandboxTools::rollback(const ToolCall &call)
{
    auto record = target(call.arguments);
    if (!record)
        return ToolResult::failure(record.error().message);
    qint64 snapshotId = qint64(call.arguments.value(QLatin1String("snapshot_id")).toDouble(0));
    if (snapshotId == 0) {
        auto last = m_manager->snapshotter().beforeLastCommand(record->id);
        if (!last)
            return ToolResult::failure(last.error().message);
        snapshotId = last->id;
    }
    RestoreOptions options;
    options.stopRunningCommands = true;
    auto restored = m_manager->restoreSnapshot(record->id, snapshotId, options).result();
    if (!restored)
        return ToolResult::failure(restored.error().message);
    ToolResult result;
    result.structured = QJsonObject{{QStringLiteral("restored"), restored->restored.id},
                                    {QStringLiteral("before"), restored->before.id},
                                    {QStringLiteral("elapsedMs"), restored->elapsedMs}};
    return result;
}

} // namespace shadowbox
