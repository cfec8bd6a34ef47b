#pragma once

#include "core/Result.h"

#include <QList>
#include <QStringList>

class QSqlDatabase;

namespace shadowbox {

struct Migration {
    int version;
    QStringList statements;
};

// Every schema change ever made, in order of version. Append only: never change what a released
// step does. Each statement is written so that running it again changes nothing (IF NOT EXISTS,
// INSERT OR IGNORE; an ADD COLUMN whose column exists is skipped).
const QList<Migration> &schemaMigrations();
int latestSchemaVersion();

// Brings the database to `target` (default: latest) in one exclusive transaction, recording the
// version in PRAGMA user_version; safe when several processes open a fresh database at once.
// Refuses a database from a newer Shadowbox.
Status migrate(QSqlDatabase &db, int target = -1);
Result<int> schemaVersion(QSqlDatabase &db);

} // namespace shadowbox
