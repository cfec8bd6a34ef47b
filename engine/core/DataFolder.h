#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace shadowbox {

// A permission change made to keep the data folder private.
struct ModeRepair {
    QString path;
    uint before = 0; // permission bits, e.g. 0755
    uint after = 0;
};

// Shadowbox's data folder: the database and the sandboxes' workspaces. Everything in it is private
// to the user who runs Shadowbox: a workspace holds a copy of the user's code (secrets included),
// and with a rootful engine the sandbox's root user can plant setuid-root programs and device nodes
// there. So the folder, its workspaces folder and every workspace are 0700, and the database files
// 0600. Links inside the data folder are never followed.
class DataFolder {
    Q_DECLARE_TR_FUNCTIONS(DataFolder)
public:
    struct Report {
        QList<ModeRepair> repaired;
        QStringList problems; // sentences: what was wrong and could not be repaired here

        bool isEmpty() const { return repaired.isEmpty() && problems.isEmpty(); }
        // One or two sentences for the window's status bar and the command line's stderr.
        QString summary() const;
    };

    static QString workspacesPath(const QString &dataDir);
    static QString databasePath(const QString &dataDir);
    // The sandboxes' snapshot stores, one private repository per sandbox (0700 each).
    static QString snapshotsPath(const QString &dataDir);

    // Creates the data folder if needed, then checks and repairs the modes: the folder, its
    // workspaces folder and each workspace 0700, the database and its -wal/-shm/-journal 0600.
    // Entries that belong to someone else are reported, not changed.
    static Result<Report> secure(const QString &dataDir);

    // Creates `path` and any missing parents; the folders it creates are 0700, existing ones are
    // left as they are.
    static Status makePrivateDir(const QString &path);
    // Creates an empty file with mode 0600 unless it exists already (then leaves it alone).
    static Status createPrivateFile(const QString &path);

private:
    static void secureWorkspaces(int dataFd, const QString &workspacesDir, Report &report);
};

} // namespace shadowbox
