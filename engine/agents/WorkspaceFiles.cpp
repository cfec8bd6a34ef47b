#include "agents/WorkspaceFiles.h"

#include "core/FileOwner.h"
#include "core/UniqueFd.h"
#include "sandbox/WorkspaceRemover.h"

#include <QFile>
#include <QRandomGenerator>
#include <QStringList>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <deque>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shadowbox {

namespace {

// "Binary" is judged on the start of the file, as git and grep do.
constexpr qsizetype kBinaryProbe = 8 * 1024;
// Counting the lines of a file is read beyond what was asked for only this far: a sparse file of a
// terabyte must not keep a read busy for minutes.
constexpr qint64 kCountLimit = 64 * 1024 * 1024;
// One descriptor per folder level is held while walking.
constexpr int kMaxDepth = 256;

QByteArray join(const QByteArray &folder, const QByteArray &name)
{
    return folder.isEmpty() ? name : folder + '/' + name;
}

QString shown(const QByteArray &relative)
{
    return WorkspaceFiles::displayPath(relative);
}

QString given(const QByteArray &agentPath)
{
    return agentPath.isEmpty() ? QStringLiteral("/workspace") : QString::fromUtf8(agentPath);
}

UniqueFd duplicate(int fd)
{
    return UniqueFd(::fcntl(fd, F_DUPFD_CLOEXEC, 0));
}

Error::Kind kindOf(int err)
{
    if (err == EACCES || err == EPERM)
        return Error::Kind::PermissionDenied;
    if (err == ENOENT)
        return Error::Kind::NotFound;
    return Error::Kind::Io;
}

// What a file that is not a regular file or a folder is, for a sentence.
QString typeName(mode_t mode)
{
    if (S_ISFIFO(mode))
        return WorkspaceFiles::tr("named pipe (FIFO)");
    if (S_ISCHR(mode))
        return WorkspaceFiles::tr("character device");
    if (S_ISBLK(mode))
        return WorkspaceFiles::tr("block device");
    if (S_ISSOCK(mode))
        return WorkspaceFiles::tr("socket");
    if (S_ISLNK(mode))
        return WorkspaceFiles::tr("symbolic link");
    return WorkspaceFiles::tr("special file");
}

Error outsideLink(const QByteArray &link, const QByteArray &target)
{
    return Error::make(Error::Kind::InvalidInput,
                       WorkspaceFiles::tr("%1 is a symbolic link to %2, outside /workspace. Use a path inside "
                                          "/workspace instead of the link.")
                           .arg(shown(link), QString::fromUtf8(target)));
}

Error openFailed(const QByteArray &path, int err)
{
    return Error::make(kindOf(err), WorkspaceFiles::tr("Cannot open %1 (%2).").arg(shown(path), systemErrorText(err)));
}

Error writeFailed(const QByteArray &path, int err)
{
    if (err == ENOSPC || err == EDQUOT)
        return Error::make(Error::Kind::Io,
                           WorkspaceFiles::tr("The disk holding the workspace is full, so %1 was not written. Free "
                                              "some space (remove build output, for example) and try again.")
                               .arg(shown(path)));
    return Error::make(kindOf(err), WorkspaceFiles::tr("Cannot write %1 (%2). Check that its folder is writable.")
                                        .arg(shown(path), systemErrorText(err)));
}

Error readFailed(const QByteArray &path, int err)
{
    return Error::make(kindOf(err), WorkspaceFiles::tr("Cannot read %1 (%2).").arg(shown(path), systemErrorText(err)));
}

// Where a path leads: the folder that holds the entry and the entry's name in it, both reached
// without following anything the host would follow.
struct Location {
    UniqueFd root;   // the workspace folder (O_RDONLY)
    UniqueFd parent; // the folder holding the entry (O_PATH); invalid for /workspace itself
    QByteArray name; // the entry's name in `parent`
    UniqueFd entry;  // the entry itself (O_PATH), invalid when there is nothing of that name
    struct stat st {};
    QByteArray path; // relative to /workspace, after links

    bool exists() const { return entry.valid(); }
    bool isRoot() const { return path.isEmpty(); }
};

enum ResolveFlag {
    FollowFinalLink = 1, // a link as the last component leads to its target (else it is the entry)
    MustExist = 2,       // else a missing last component is a Location without entry
    MakeParents = 4,     // missing folders named by the agent's path are made (0755)
};

// One component still to walk, and the link whose target it comes from (-1: the agent's path).
struct Component {
    QByteArray name;
    int link = -1;
};

class Resolver {
public:
    Resolver(const QString &folder, const QByteArray &agentPath, int flags)
        : m_folder(folder)
        , m_agentPath(agentPath)
        , m_flags(flags)
    {
    }

    Result<Location> resolve()
    {
        auto normal = WorkspaceFiles::normalize(m_agentPath);
        if (!normal)
            return normal.error();
        Location loc;
        loc.root =
            UniqueFd(::open(QFile::encodeName(m_folder).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (!loc.root) {
            const int err = errno;
            return Error::make(kindOf(err), WorkspaceFiles::tr("Cannot open the workspace folder %1 (%2). Check that "
                                                               "the sandbox still exists.")
                                                .arg(m_folder, systemErrorText(err)));
        }
        m_root = loc.root.get();
        for (const QByteArray &part : normal->split('/')) {
            if (!part.isEmpty())
                m_pending.push_back({part, -1});
        }

        while (!m_pending.empty()) {
            const Component c = m_pending.front();
            m_pending.pop_front();
            if (c.name == ".")
                continue;
            if (c.name == "..") {
                // Back to the descriptor the walk came through, never openat(".."): a folder the
                // container moved meanwhile must not lead anywhere the walk has not been.
                if (m_dirs.empty())
                    return climbedOut(c.link);
                m_dirs.pop_back();
                m_names.removeLast();
                continue;
            }
            const bool last = m_pending.empty();
            const QByteArray path = join(here(), c.name);
            UniqueFd fd(::openat(top(), c.name.constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
            if (!fd && errno == ENOENT && !last && (m_flags & MakeParents) && c.link < 0) {
                if (Status made = makeFolder(c.name, path); !made)
                    return made.error();
                fd = UniqueFd(::openat(top(), c.name.constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
            }
            if (!fd) {
                const int err = errno;
                if (err == ENOENT && last && !(m_flags & MustExist)) {
                    loc.parent = duplicate(top());
                    loc.name = c.name;
                    loc.path = path;
                    return loc;
                }
                if (err == ENOENT)
                    return Error::make(Error::Kind::NotFound,
                                       WorkspaceFiles::tr("%1 does not exist in /workspace. Check the path; listing "
                                                          "its folder shows what is there.")
                                           .arg(shown(path)));
                return openFailed(path, err);
            }
            struct stat st {};
            if (::fstat(fd.get(), &st) != 0)
                return openFailed(path, errno);
            if (S_ISLNK(st.st_mode) && (!last || (m_flags & FollowFinalLink))) {
                if (Status s = follow(fd.get(), st, path); !s)
                    return s.error();
                continue;
            }
            if (S_ISDIR(st.st_mode)) {
                if (m_dirs.size() >= size_t(kMaxDepth))
                    return Error::make(Error::Kind::InvalidInput,
                                       WorkspaceFiles::tr("%1 is nested more than %2 folders deep, which is more than "
                                                          "Shadowbox follows. Use a shorter path.")
                                           .arg(given(m_agentPath))
                                           .arg(kMaxDepth));
                m_dirs.push_back(std::move(fd));
                m_names.append(c.name);
                continue;
            }
            if (!last)
                return Error::make(Error::Kind::InvalidInput,
                                   WorkspaceFiles::tr("%1 is not a folder, so the path %2 cannot go through it. "
                                                      "Check the path.")
                                       .arg(shown(path), given(m_agentPath)));
            loc.parent = duplicate(top());
            loc.name = c.name;
            loc.entry = std::move(fd);
            loc.st = st;
            loc.path = path;
            return loc;
        }

        // The walk ended on a folder: /workspace itself, or the last folder it entered.
        if (m_dirs.empty()) {
            loc.entry = duplicate(m_root);
        } else {
            loc.entry = std::move(m_dirs.back());
            m_dirs.pop_back();
            loc.name = m_names.takeLast();
            loc.parent = duplicate(top());
        }
        loc.path = join(here(), loc.name);
        if (!loc.entry || ::fstat(loc.entry.get(), &loc.st) != 0)
            return openFailed(loc.path, errno);
        return loc;
    }

private:
    struct Link {
        QByteArray path;
        QByteArray target;
    };

    int top() const { return m_dirs.empty() ? m_root : m_dirs.back().get(); }
    QByteArray here() const { return m_names.join('/'); }

    Error climbedOut(int link) const
    {
        if (link >= 0) {
            const Link &l = m_links.at(link);
            return Error::make(Error::Kind::InvalidInput,
                               WorkspaceFiles::tr("%1 is a symbolic link to %2, which leads outside /workspace. Use a "
                                                  "path inside /workspace instead of the link.")
                                   .arg(shown(l.path), QString::fromUtf8(l.target)));
        }
        return Error::make(Error::Kind::InvalidInput,
                           WorkspaceFiles::tr("%1 leads outside /workspace: '..' cannot go above /workspace. Use a "
                                              "path inside /workspace.")
                               .arg(given(m_agentPath)));
    }

    // Puts the link's target in front of what is left to walk, as the container's kernel would.
    Status follow(int fd, const struct stat &st, const QByteArray &path)
    {
        if (++m_followed > WorkspaceFiles::kMaxLinks)
            return Error::make(Error::Kind::InvalidInput,
                               WorkspaceFiles::tr("%1 goes through more than %2 symbolic links: the links form a loop "
                                                  "or a chain too long to follow. Fix or remove the links on the way.")
                                   .arg(given(m_agentPath))
                                   .arg(WorkspaceFiles::kMaxLinks));
        // The descriptor is the link itself (O_PATH | O_NOFOLLOW): its target is read from that
        // very inode, not from a name the container could swap meanwhile.
        const QByteArray target = readLinkAt(fd, QByteArray(""), st.st_size);
        if (target.isEmpty())
            return Error::make(
                Error::Kind::Io,
                WorkspaceFiles::tr("Cannot read the symbolic link %1 (%2).").arg(shown(path), systemErrorText(errno)));
        m_links.append({path, target});
        const int index = int(m_links.size() - 1);
        QList<QByteArray> parts = target.split('/');
        if (target.startsWith('/')) {
            // An absolute target names a place in the container: only /workspace is this folder.
            // `/workspace/../workspace/x` is refused although the container would reach x: the
            // container's root is not here to walk through.
            parts.removeIf([](const QByteArray &p) { return p.isEmpty() || p == "."; });
            if (parts.isEmpty() || parts.first() != "workspace")
                return outsideLink(path, target);
            parts.removeFirst();
            m_dirs.clear();
            m_names.clear();
        }
        for (auto it = parts.crbegin(); it != parts.crend(); ++it) {
            if (!it->isEmpty())
                m_pending.push_front({*it, index});
        }
        return {};
    }

    Status makeFolder(const QByteArray &name, const QByteArray &path)
    {
        if (::mkdirat(top(), name.constData(), 0755) != 0)
            return errno == EEXIST ? Status() : writeFailed(path, errno); // made by the container meanwhile
        // 0755 whatever the umask. Through a descriptor that does not follow a link: the folder
        // could already have been swapped for one.
        const UniqueFd made(::openat(top(), name.constData(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        struct stat st {};
        if (made && ::fstat(made.get(), &st) == 0 && (st.st_mode & 07777) != 0755)
            (void)chmodFd(made.get(), 0755);
        // Root in the sandbox's, where that is another user of this machine (userns-remap).
        if (const auto owner = fileowner::toGiveIn(top()); owner && made && st.st_uid != owner->uid) {
            if (const int err = fileowner::give(top(), name, *owner); err != 0)
                return writeFailed(path, err);
        }
        return {};
    }

    const QString &m_folder;
    const QByteArray &m_agentPath;
    const int m_flags;
    int m_root = -1;
    std::deque<Component> m_pending;
    std::vector<UniqueFd> m_dirs; // below the workspace folder, down to where the walk is
    QList<QByteArray> m_names;    // the names of m_dirs
    QList<Link> m_links;
    int m_followed = 0;
};

Result<Location> resolve(const QString &folder, const QByteArray &agentPath, int flags)
{
    return Resolver(folder, agentPath, flags).resolve();
}

// The refusal for anything that is not a regular file, with what to do instead.
Error notAFile(const Location &loc)
{
    if (S_ISDIR(loc.st.st_mode))
        return Error::make(
            Error::Kind::InvalidInput,
            WorkspaceFiles::tr("%1 is a folder, not a file. List it to see what it holds.").arg(shown(loc.path)));
    return Error::make(Error::Kind::InvalidInput,
                       WorkspaceFiles::tr("%1 is not a regular file (type: %2), so Shadowbox does not open it. "
                                          "Only regular files can be read, written or edited.")
                           .arg(shown(loc.path), typeName(loc.st.st_mode)));
}

// Opens the regular file at `loc` for reading. Anything else is refused from the walk's fstat,
// before any open that could block (a FIFO) or act (a device); the open itself does not follow a
// link and does not block, in case the entry was swapped since.
Result<UniqueFd> openRegular(Location &loc)
{
    if (!S_ISREG(loc.st.st_mode))
        return notAFile(loc);
    UniqueFd fd(
        ::openat(loc.parent.get(), loc.name.constData(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC));
    if (!fd) {
        if (errno == ELOOP)
            return Error::make(Error::Kind::Conflict,
                               WorkspaceFiles::tr("%1 was replaced by a symbolic link while it was being opened. Try "
                                                  "again.")
                                   .arg(shown(loc.path)));
        return openFailed(loc.path, errno);
    }
    if (::fstat(fd.get(), &loc.st) != 0)
        return readFailed(loc.path, errno);
    if (!S_ISREG(loc.st.st_mode))
        return notAFile(loc);
    return fd;
}

// read(2) until `buffer` is full or the file ends; the bytes read, or -1 with errno.
qint64 readSome(int fd, char *buffer, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::read(fd, buffer + done, size_t(size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += n;
    }
    return done;
}

// Replaces the entry `loc.name` in its folder with `content`: a temporary file of its own is
// written, synced and renamed over it. rename replaces the directory entry, so a hard link to the
// old file keeps the old bytes, a reader sees either file whole, and a link or FIFO swapped in
// meanwhile is replaced, not followed.
Status replaceFile(const Location &loc, const QByteArray &content, mode_t mode)
{
    const int dir = loc.parent.get();
    QByteArray temporary;
    UniqueFd out;
    // O_EXCL: a name the container made (even a link) is never opened; another name is tried.
    for (int attempt = 0; attempt < 100 && !out; ++attempt) {
        temporary = ".shadowbox-write-" + QByteArray::number(::getpid()) + '-' +
                    QByteArray::number(QRandomGenerator::global()->generate64(), 36);
        out =
            UniqueFd(::openat(dir, temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode));
        if (!out && errno != EEXIST)
            return writeFailed(loc.path, errno);
    }
    if (!out)
        return writeFailed(loc.path, EEXIST);
    auto fail = [&](int err) {
        ::unlinkat(dir, temporary.constData(), 0);
        return writeFailed(loc.path, err);
    };
    // The file stays the container user's where the host may give it away (a host process running
    // as root). Before the chmod, which sets the final bits whatever chown cleared.
    if (loc.exists() && (loc.st.st_uid != ::geteuid() || loc.st.st_gid != ::getegid())) {
        if (::fchown(out.get(), loc.st.st_uid, loc.st.st_gid) != 0) {
            // Not allowed for an ordinary host user: the file is then the host user's, as a new one.
        }
    } else if (const auto owner = loc.exists() ? std::nullopt : fileowner::toGiveIn(dir)) {
        // A new file in a folder of root in the sandbox, where that is another user of this
        // machine (userns-remap): that user's, or root inside could not change it.
        if (::fchown(out.get(), owner->uid, owner->gid) != 0)
            return fail(errno);
    }
    // The exact bits, whatever the umask; never setuid, setgid or sticky.
    if (::fchmod(out.get(), mode & 0777) != 0)
        return fail(errno);
    for (qsizetype done = 0; done < content.size();) {
        const ssize_t n = ::write(out.get(), content.constData() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(errno);
        done += n;
    }
    if (::fsync(out.get()) != 0 && errno != EINVAL)
        return fail(errno);
    out.reset();
    if (::renameat(dir, temporary.constData(), dir, loc.name.constData()) != 0)
        return fail(errno);
    return {};
}

// One component of a glob (no '/') against one name, byte by byte except that `?` and the
// backtracking of `*` step over whole UTF-8 characters.
class NameMatcher {
public:
    static bool matches(const QByteArray &pattern, const QByteArray &name)
    {
        const char *p = pattern.constData();
        const char *const pe = p + pattern.size();
        const char *s = name.constData();
        const char *const se = s + name.size();
        const char *starP = nullptr;
        const char *starS = nullptr;
        while (s < se) {
            if (p < pe && *p == '*') {
                starP = ++p;
                starS = s;
                continue;
            }
            if (p < pe) {
                const char *np = p;
                const char *ns = s;
                if (one(np, pe, ns, se)) {
                    p = np;
                    s = ns;
                    continue;
                }
            }
            if (!starP)
                return false;
            starS = nextCharacter(starS, se);
            p = starP;
            s = starS;
        }
        while (p < pe && *p == '*')
            ++p;
        return p == pe;
    }

private:
    static const char *nextCharacter(const char *s, const char *se)
    {
        ++s;
        while (s < se && (uchar(*s) & 0xC0) == 0x80)
            ++s;
        return s;
    }

    // Matches one pattern element (`?`, a set, an escaped or a plain byte) at s; advances both.
    static bool one(const char *&p, const char *pe, const char *&s, const char *se)
    {
        if (*p == '?') {
            ++p;
            s = nextCharacter(s, se);
            return true;
        }
        if (*p == '[') {
            const char *q = p + 1;
            const bool negated = q < pe && (*q == '!' || *q == '^');
            if (negated)
                ++q;
            bool hit = false;
            bool first = true;
            while (q < pe && (*q != ']' || first)) {
                first = false;
                uchar low = uchar(*q);
                if (*q == '\\' && q + 1 < pe)
                    low = uchar(*++q);
                uchar high = low;
                if (q + 2 < pe && q[1] == '-' && q[2] != ']') {
                    q += 2;
                    if (*q == '\\' && q + 1 < pe)
                        ++q;
                    high = uchar(*q);
                }
                hit = hit || (uchar(*s) >= low && uchar(*s) <= high);
                ++q;
            }
            if (q < pe) { // a closed set; an unclosed '[' is a plain byte
                p = q + 1;
                if (hit == negated)
                    return false;
                ++s;
                return true;
            }
        }
        if (*p == '\\' && p + 1 < pe)
            ++p;
        if (*p != *s)
            return false;
        ++p;
        ++s;
        return true;
    }
};

// A glob split in components, run as a small automaton over the components of a path: a state is
// the index of the glob component still to match; `**` stays in place or steps over.
class Glob {
public:
    explicit Glob(QList<QByteArray> parts)
        : m_parts(std::move(parts))
    {
    }

    using States = std::vector<char>;

    States start() const
    {
        States s(size_t(m_parts.size() + 1), 0);
        s[0] = 1;
        close(s);
        return s;
    }
    States step(const States &from, const QByteArray &name) const
    {
        States next(from.size(), 0);
        for (qsizetype i = 0; i < m_parts.size(); ++i) {
            if (!from[size_t(i)])
                continue;
            if (m_parts.at(i) == "**")
                next[size_t(i)] = 1;
            else if (NameMatcher::matches(m_parts.at(i), name))
                next[size_t(i + 1)] = 1;
        }
        close(next);
        return next;
    }
    bool matches(const States &s) const { return s.back() != 0; }
    // Whether something below a folder in this state can still match.
    bool goesDeeper(const States &s) const
    {
        return std::any_of(s.begin(), s.end() - 1, [](char c) { return c; });
    }

private:
    void close(States &s) const
    {
        for (qsizetype i = 0; i < m_parts.size(); ++i) {
            if (s[size_t(i)] && m_parts.at(i) == "**")
                s[size_t(i + 1)] = 1;
        }
    }

    QList<QByteArray> m_parts;
};

class Lister {
public:
    Lister(const Glob &glob, bool intoGit, qsizetype limit, WorkspaceFiles::Listing &out)
        : m_glob(glob)
        , m_intoGit(intoGit)
        , m_limit(limit)
        , m_out(out)
    {
    }

    // Walks the folder open at `fd` (O_RDONLY); `relative` is its path below the listed folder.
    void walk(int fd, const QByteArray &relative, const Glob::States &states, int depth)
    {
        auto names = readDirectoryNames(fd);
        if (!names)
            return; // unreadable: listed as a folder, its contents stay unknown
        std::sort(names->begin(), names->end());
        for (const QByteArray &name : std::as_const(*names)) {
            if (m_stop)
                return;
            struct stat st {};
            if (::fstatat(fd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue; // gone since the folder was read
            const Glob::States next = m_glob.step(states, name);
            const QByteArray child = join(relative, name);
            if (m_glob.matches(next)) {
                if (m_out.entries.size() >= m_limit) {
                    m_out.truncated = true;
                    m_stop = true;
                    return;
                }
                m_out.entries.append(entry(fd, name, join(m_out.folder, child), st));
            }
            const bool gitContents = depth == 0 && name == ".git" && !m_intoGit;
            if (S_ISDIR(st.st_mode) && m_glob.goesDeeper(next) && !gitContents && depth + 1 < kMaxDepth) {
                const UniqueFd sub(::openat(fd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
                if (sub)
                    walk(sub.get(), child, next, depth + 1);
            }
        }
    }

private:
    static WorkspaceFiles::Entry entry(int fd, const QByteArray &name, const QByteArray &path, const struct stat &st)
    {
        WorkspaceFiles::Entry e;
        e.path = path;
        e.size = st.st_size;
        if (S_ISREG(st.st_mode)) {
            e.type = WorkspaceFiles::EntryType::File;
        } else if (S_ISDIR(st.st_mode)) {
            e.type = WorkspaceFiles::EntryType::Folder;
        } else if (S_ISLNK(st.st_mode)) {
            e.type = WorkspaceFiles::EntryType::Link;
            e.linkTarget = readLinkAt(fd, name, st.st_size);
        }
        return e;
    }

    const Glob &m_glob;
    const bool m_intoGit;
    const qsizetype m_limit;
    WorkspaceFiles::Listing &m_out;
    bool m_stop = false;
};

} // namespace

WorkspaceFiles::WorkspaceFiles(QString workspaceFolder)
    : m_folder(std::move(workspaceFolder))
{
}

Result<QByteArray> WorkspaceFiles::normalize(const QByteArray &agentPath)
{
    if (agentPath.contains('\0'))
        return Error::make(Error::Kind::InvalidInput,
                           tr("The path %1 holds a NUL byte, which no file name can hold. Check the path.")
                               .arg(QString::fromUtf8(agentPath).replace(QChar(0), QStringLiteral("\\0"))));
    const QList<QByteArray> parts = agentPath.split('/');
    qsizetype i = 0;
    if (agentPath.startsWith('/')) {
        while (i < parts.size() && (parts.at(i).isEmpty() || parts.at(i) == "."))
            ++i;
        if (i == parts.size() || parts.at(i) != "workspace")
            return Error::make(
                Error::Kind::InvalidInput,
                tr("%1 is outside /workspace: every path must be inside /workspace.").arg(given(agentPath)));
        ++i;
    }
    QList<QByteArray> kept;
    int depth = 0;
    for (; i < parts.size(); ++i) {
        const QByteArray &part = parts.at(i);
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..") {
            if (depth == 0)
                return Error::make(Error::Kind::InvalidInput,
                                   tr("%1 leads outside /workspace: '..' cannot go above /workspace. Use a path "
                                      "inside /workspace.")
                                       .arg(given(agentPath)));
            --depth;
        } else {
            ++depth;
        }
        kept.append(part);
    }
    return kept.join('/');
}

QString WorkspaceFiles::displayPath(const QByteArray &relativePath)
{
    return relativePath.isEmpty() ? QStringLiteral("/workspace") : QString::fromUtf8(relativePath);
}

Result<WorkspaceFiles::Text> WorkspaceFiles::read(const QByteArray &path, const ReadOptions &options) const
{
    if (options.firstLine < 1)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The first line to read must be 1 or more, not %1.").arg(options.firstLine));
    if (options.lastLine != 0 && options.lastLine < options.firstLine)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The last line to read (%1) comes before the first (%2). Give a last line after the "
                              "first, or none to read to the end.")
                               .arg(options.lastLine)
                               .arg(options.firstLine));
    if (options.maxBytes < 1)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The most bytes to read must be 1 or more, not %1.").arg(options.maxBytes));
    auto loc = resolve(m_folder, path, FollowFinalLink | MustExist);
    if (!loc)
        return loc.error();
    auto fd = openRegular(*loc);
    if (!fd)
        return fd.error();

    Text text;
    text.path = loc->path;
    text.firstLine = options.firstLine;
    text.totalBytes = loc->st.st_size;
    const qint64 wantFirst = options.firstLine;
    const qint64 wantLast = options.lastLine;
    qint64 line = 1;              // the line the next byte belongs to
    qint64 completeEnd = 0;       // content's size after the last whole line in it
    qint64 completeLine = 0;      // that line
    bool contentDone = false;     // nothing more goes into content
    qint64 seen = 0;              // bytes read
    bool endsWithNewline = false; // the last byte read is '\n'
    bool counted = true;          // every byte was read, so `line` counts them all
    std::vector<char> buffer(64 * 1024);
    for (;;) {
        if (contentDone && seen >= kCountLimit) {
            counted = false;
            break;
        }
        const qint64 n = readSome(fd->get(), buffer.data(), qint64(buffer.size()));
        if (n < 0)
            return readFailed(loc->path, errno);
        if (n == 0)
            break;
        if (seen < kBinaryProbe)
            text.binary = text.binary || std::memchr(buffer.data(), 0, size_t(qMin<qint64>(n, kBinaryProbe - seen)));
        const char *p = buffer.data();
        const char *const end = p + n;
        while (p < end) {
            const char *newline = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
            const char *segmentEnd = newline ? newline + 1 : end;
            if (!contentDone && line >= wantFirst && (wantLast == 0 || line <= wantLast)) {
                text.content.append(p, segmentEnd - p);
                text.lastLine = line;
                if (text.content.size() > options.maxBytes) {
                    text.truncated = true;
                    contentDone = true;
                    if (completeEnd > 0) {
                        text.content.truncate(completeEnd);
                        text.lastLine = completeLine;
                    } else {
                        // One line longer than the cap: its start, cut between UTF-8 characters.
                        qsizetype cut = qsizetype(options.maxBytes);
                        while (cut > 0 && (uchar(text.content.at(cut)) & 0xC0) == 0x80)
                            --cut;
                        text.content.truncate(cut > 0 ? cut : qsizetype(options.maxBytes));
                    }
                } else if (newline) {
                    completeEnd = text.content.size();
                    completeLine = line;
                }
            }
            if (newline) {
                ++line;
                if (wantLast != 0 && line > wantLast)
                    contentDone = true;
            }
            p = segmentEnd;
        }
        seen += n;
        endsWithNewline = buffer[size_t(n - 1)] == '\n';
    }
    if (counted)
        text.totalLines = (seen > 0 && !endsWithNewline) ? line : line - 1;
    if (counted && wantFirst > 1 && wantFirst > text.totalLines)
        return Error::make(Error::Kind::InvalidInput, tr("%1 has %n line(s), so there is no line %2 to start from.",
                                                         nullptr, int(qMin<qint64>(text.totalLines, INT_MAX)))
                                                          .arg(shown(loc->path))
                                                          .arg(wantFirst));
    return text;
}

Result<WorkspaceFiles::Written> WorkspaceFiles::write(const QByteArray &path, const QByteArray &content) const
{
    auto loc = resolve(m_folder, path, FollowFinalLink | MakeParents);
    if (!loc)
        return loc.error();
    if (loc->exists() && S_ISDIR(loc->st.st_mode))
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is a folder, so a file cannot be written there. Choose a file name inside it, or "
                              "remove the folder first.")
                               .arg(shown(loc->path)));
    if (loc->exists() && !S_ISREG(loc->st.st_mode))
        return notAFile(*loc);
    const mode_t mode = loc->exists() ? (loc->st.st_mode & 0777) : 0644;
    if (Status s = replaceFile(*loc, content, mode); !s)
        return s.error();
    return Written{loc->path, content.size(), !loc->exists()};
}

Result<WorkspaceFiles::Edited> WorkspaceFiles::edit(const QByteArray &path, const QByteArray &oldText,
                                                    const QByteArray &newText, bool replaceAll) const
{
    if (oldText.isEmpty())
        return Error::make(Error::Kind::InvalidInput,
                           tr("The text to replace is empty. Give the exact text to replace, copied from the file, or "
                              "write the whole file instead."));
    if (oldText == newText)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The replacement is the same as the text to replace, so nothing would change."));
    auto loc = resolve(m_folder, path, FollowFinalLink | MustExist);
    if (!loc)
        return loc.error();
    auto fd = openRegular(*loc);
    if (!fd)
        return fd.error();
    if (loc->st.st_size > kMaxEditBytes)
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is larger than %2 MiB, too large to edit in place. Write the whole file instead.")
                               .arg(shown(loc->path))
                               .arg(kMaxEditBytes / (1024 * 1024)));
    QByteArray content(qsizetype(kMaxEditBytes + 1), Qt::Uninitialized);
    const qint64 n = readSome(fd->get(), content.data(), content.size());
    if (n < 0)
        return readFailed(loc->path, errno);
    if (n > kMaxEditBytes) // it grew since the fstat
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is larger than %2 MiB, too large to edit in place. Write the whole file instead.")
                               .arg(shown(loc->path))
                               .arg(kMaxEditBytes / (1024 * 1024)));
    content.truncate(qsizetype(n));
    if (QByteArrayView(content).first(qMin(content.size(), kBinaryProbe)).contains('\0'))
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is not a text file (it holds NUL bytes), so it cannot be edited. Write the whole "
                              "file instead.")
                               .arg(shown(loc->path)));

    QList<qsizetype> found;
    for (qsizetype at = content.indexOf(oldText); at >= 0; at = content.indexOf(oldText, at + oldText.size()))
        found.append(at);
    if (found.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("The text to replace was not found in %1. Read the file again and copy the text "
                              "exactly, including whitespace.")
                               .arg(shown(loc->path)));
    // The line of each match, counting newlines once from the start.
    QList<qint64> lines;
    qint64 line = 1;
    qsizetype counted = 0;
    for (qsizetype at : std::as_const(found)) {
        line += QByteArrayView(content).sliced(counted, at - counted).count('\n');
        counted = at;
        if (lines.isEmpty() || lines.last() != line)
            lines.append(line);
    }
    if (found.size() > 1 && !replaceAll) {
        QStringList shownLines;
        for (qsizetype i = 0; i < qMin<qsizetype>(lines.size(), 20); ++i)
            shownLines.append(QString::number(lines.at(i)));
        if (lines.size() > 20)
            shownLines.append(QStringLiteral("…"));
        return Error::make(Error::Kind::Conflict,
                           tr("The text to replace occurs %n times in %1 (lines %2). Include more of the surrounding "
                              "text so that it occurs only once, or set replace_all to replace every occurrence.",
                              nullptr, int(qMin<qsizetype>(found.size(), INT_MAX)))
                               .arg(shown(loc->path), shownLines.join(QStringLiteral(", "))));
    }

    QByteArray edited;
    edited.reserve(content.size() + found.size() * (newText.size() - oldText.size()));
    qsizetype from = 0;
    for (qsizetype at : std::as_const(found)) {
        edited.append(QByteArrayView(content).sliced(from, at - from));
        edited.append(newText);
        from = at + oldText.size();
    }
    edited.append(QByteArrayView(content).sliced(from));
    fd->reset();
    if (Status s = replaceFile(*loc, edited, loc->st.st_mode & 0777); !s)
        return s.error();
    return Edited{loc->path, int(qMin<qsizetype>(found.size(), INT_MAX)), lines.first()};
}

Result<WorkspaceFiles::Listing> WorkspaceFiles::list(const QByteArray &folder, const QByteArray &glob,
                                                     qsizetype limit) const
{
    if (limit < 1)
        return Error::make(Error::Kind::InvalidInput,
                           tr("The most entries to list must be 1 or more, not %1.").arg(limit));
    const QByteArray pattern = glob.isEmpty() ? QByteArray("*") : glob;
    const QList<QByteArray> given = pattern.split('/');
    if (pattern.startsWith('/') || pattern.contains('\0') || given.contains(QByteArray("..")))
        return Error::make(Error::Kind::InvalidInput,
                           tr("The pattern %1 must be relative to the folder being listed, without a leading '/' or "
                              "'..'. List the folder the pattern starts from instead.")
                               .arg(QString::fromUtf8(pattern)));
    QList<QByteArray> parts;
    for (const QByteArray &part : given) {
        // `**/**` means what `**` means, and the automaton stays small.
        if (part.isEmpty() || part == "." || (part == "**" && !parts.isEmpty() && parts.last() == "**"))
            continue;
        parts.append(part);
    }
    // A trailing `**` is everything below, not the folder before it: `src/**` lists what src
    // holds, as `src/**/*` would.
    if (parts.isEmpty() || parts.last() == "**")
        parts.append("*");
    auto loc = resolve(m_folder, folder, FollowFinalLink | MustExist);
    if (!loc)
        return loc.error();
    if (!S_ISDIR(loc->st.st_mode))
        return Error::make(Error::Kind::InvalidInput,
                           tr("%1 is not a folder, so it cannot be listed. Read it, or list the folder that holds it.")
                               .arg(shown(loc->path)));
    const UniqueFd dir(::openat(loc->entry.get(), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!dir)
        return openFailed(loc->path, errno);

    Listing listing;
    listing.folder = loc->path;
    const bool intoGit = parts.contains(QByteArray(".git"));
    const Glob matcher(parts);
    Lister(matcher, intoGit, limit, listing).walk(dir.get(), QByteArray(), matcher.start(), 0);
    return listing;
}

Result<WorkspaceFiles::Removed> WorkspaceFiles::remove(const QByteArray &path, bool recursive) const
{
    // The last component is never followed: removing a link removes the link.
    auto loc = resolve(m_folder, path, MustExist);
    if (!loc)
        return loc.error();
    if (loc->isRoot())
        return Error::make(Error::Kind::InvalidInput,
                           tr("/workspace itself cannot be removed. Remove the entries inside it instead."));
    if (!S_ISDIR(loc->st.st_mode)) {
        if (::unlinkat(loc->parent.get(), loc->name.constData(), 0) != 0)
            return Error::make(kindOf(errno),
                               tr("Cannot remove %1 (%2).").arg(shown(loc->path), systemErrorText(errno)));
        return Removed{loc->path, 1};
    }
    if (!recursive)
        return Error::make(
            Error::Kind::InvalidInput,
            tr("%1 is a folder. Set recursive to remove it with everything in it.").arg(shown(loc->path)));
    loc->entry.reset();
    const WorkspaceRemoval removal = WorkspaceRemover::removeWithin(loc->root.get(), loc->parent.get(), loc->name,
                                                                    loc->path, int(loc->path.count('/')));
    if (!removal.removed)
        return Error::make(Error::Kind::Io, tr("%1 was not removed completely: %2. What could be removed is gone.")
                                                .arg(shown(loc->path), removal.failure));
    return Removed{loc->path, removal.entries};
}

} // namespace shadowbox
