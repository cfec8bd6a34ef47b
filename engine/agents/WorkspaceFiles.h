#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace shadowbox {

// Reads and writes the files of a sandbox's workspace for an agent on the host, as the agent's
// commands would see them inside the container at /workspace, directly on the host folder that is
// bind-mounted there.
//
// Everything in that folder was written by root in the container and is hostile: links anywhere
// (to /etc, to ../victim, in loops), FIFOs, device nodes, setuid files, huge files, names that are
// not UTF-8. So nothing here resolves a path on the host's namespace (no realpath, no open of a
// joined string): a path is walked one component at a time from a descriptor of the workspace
// folder, each step an openat(O_PATH | O_NOFOLLOW) relative to the previous step's descriptor, and a
// link found on the way is followed the way the container would follow it, by reading it and
// walking its target from the descriptors already held. An absolute target is in the container's
// namespace: `/workspace/x` is the workspace's x, anything else is outside and refused. `..` pops
// the walk back to a descriptor it already holds and never goes above the workspace. A folder the
// container swaps for a link between two steps is therefore seen as a link and followed (or
// refused) like any other, never by the kernel on the host.
//
// Paths, globs and names are bytes (QByteArray), because a file name in the workspace is bytes: a
// name that is not UTF-8 is listed, read and written by its exact bytes. The protocol layer passes
// what the agent sent (QString::toUtf8() for a JSON string). A path is either absolute under
// /workspace (`/workspace/src/a.c`, `/workspace`) or relative to it (`src/a.c`, `./src`, `.`, the
// empty path). Paths in results are relative to /workspace, after links ("src/a.c"; "" is
// /workspace itself). Every failure is an Error whose message names the cause and what to do.
//
// Stateless apart from the folder's path: every call opens the workspace afresh, and calls may run
// on several threads at once.
class WorkspaceFiles {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceFiles)
public:
    static constexpr qint64 kDefaultReadBytes = 256 * 1024;
    static constexpr qsizetype kDefaultListLimit = 1000;
    // As the Linux kernel: a path that goes through more links than this is refused (ELOOP).
    static constexpr int kMaxLinks = 40;
    // Edit holds the whole file in memory twice; anything larger is written whole instead.
    static constexpr qint64 kMaxEditBytes = 16 * 1024 * 1024;

    struct ReadOptions {
        qint64 firstLine = 1; // 1-based
        qint64 lastLine = 0;  // inclusive; 0 reads to the end
        qint64 maxBytes = kDefaultReadBytes;
    };

    struct Text {
        QByteArray path;        // relative to /workspace, after links
        QByteArray content;     // the lines asked for, at most maxBytes of them
        qint64 firstLine = 1;   // the line content starts with
        qint64 lastLine = 0;    // the last line content holds (0 when it holds none)
        bool truncated = false; // maxBytes cut the lines asked for: content ends after lastLine,
                                // or, when that single line alone is longer than maxBytes, within it
        qint64 totalBytes = 0;  // the file's size
        qint64 totalLines = -1; // lines in the whole file; -1 when the file is too large to count
                                // them all (more than 64 MiB beyond the lines asked for)
        bool binary = false;    // a NUL byte in the file's first 8 KiB
    };

    struct Written {
        QByteArray path;
        qint64 bytes = 0;
        bool created = false; // there was no file at that path before
    };

    struct Edited {
        QByteArray path;
        int replacements = 0;
        qint64 firstChangedLine = 0; // 1-based line of the first replacement in the file as it was
    };

    enum class EntryType { File, Folder, Link, Other };

    struct Entry {
        QByteArray path; // relative to /workspace
        EntryType type = EntryType::Other;
        qint64 size = 0;       // bytes; for a link, the length of its target
        QByteArray linkTarget; // for a link, its target exactly as stored (never followed)
    };

    struct Listing {
        QByteArray folder; // the folder listed, relative to /workspace, after links
        QList<Entry> entries;
        bool truncated = false; // more entries matched than the limit allowed
    };

    struct Removed {
        QByteArray path;
        qint64 entries = 0; // files, links and folders removed (a folder counts with its contents)
    };

    // `workspaceFolder` is the host path of the folder mounted at /workspace.
    explicit WorkspaceFiles(QString workspaceFolder);

    // The lexical part of resolving an agent path, for the protocol layer too: the path relative to
    // /workspace, '/'-separated, without `.`, empty components or a /workspace prefix. `..` stays:
    // what it means depends on the links before it (as in the container, `lib/..` is the parent of
    // the folder lib points to), so only the walk can apply it; here a `..` that climbs above
    // /workspace counting every component as a folder is already refused. An absolute path outside
    // /workspace and a path holding a NUL byte are refused.
    static Result<QByteArray> normalize(const QByteArray &agentPath);
    // A relative path as messages show it: "/workspace" for the workspace itself.
    static QString displayPath(const QByteArray &relativePath);

    // A regular file's bytes, or the lines asked for. Folders, FIFOs, devices and sockets are
    // refused without being opened for reading, so a FIFO never blocks.
    Result<Text> read(const QByteArray &path) const { return read(path, ReadOptions()); }
    Result<Text> read(const QByteArray &path, const ReadOptions &options) const;

    // Replaces the whole file, or creates it and the folders it needs (0755). The bytes go to a
    // temporary file in the same folder that is then renamed over the target, so no reader sees
    // half a file and a hard link to the old file keeps the old bytes. A new file is 0644; an
    // existing one keeps its permission bits, but never setuid, setgid or sticky. A last component
    // that is a link is followed when it stays inside: its target is written.
    Result<Written> write(const QByteArray &path, const QByteArray &content) const;

    // Replaces `oldText` with `newText` in a text file, written the same way as write. `oldText`
    // must occur exactly once unless `replaceAll` is set. The bytes are compared exactly; a file
    // holding a NUL byte in its first 8 KiB or larger than kMaxEditBytes is refused.
    Result<Edited> edit(const QByteArray &path, const QByteArray &oldText, const QByteArray &newText,
                        bool replaceAll = false) const;

    // The entries under `folder` whose path relative to it matches `glob`: `*` and `?` within one
    // name (and match names starting with a dot: nothing hidden is skipped), `[...]` a set of
    // bytes (`[!...]` or `[^...]` its complement), `\` escapes, and a `**` component any number of
    // folders, none included (`**/*.c` finds a.c and src/lib/b.c); a trailing `**` is everything
    // below (`src/**` does not list src itself). An empty glob is `*`: what the folder holds, like
    // ls. Links are listed as links with their target and never followed while walking; a `.git`
    // folder directly inside `folder` is listed but not walked into unless a component of the glob
    // is `.git`. Depth first, each folder's entries in byte order, a folder before what it holds,
    // at most `limit` entries. Entry paths start from the folder as reached after links (listing
    // `lib`, a link to src, gives src/...).
    Result<Listing> list(const QByteArray &folder, const QByteArray &glob = QByteArray(),
                         qsizetype limit = kDefaultListLimit) const;

    // Removes a file or a link (the link itself, never its target), or a folder with everything in
    // it when `recursive` is set, without following any link inside. /workspace itself is refused.
    Result<Removed> remove(const QByteArray &path, bool recursive = false) const;

private:
    QString m_folder;
};

} // namespace shadowbox
