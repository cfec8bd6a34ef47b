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

// Every schema change ever made, in order. Append only: never edit a released step.
const QList<Migration> &schemaMigrations();
int latestSchemaVersion();

// Brings the database to `target` (default: latest) one version at a time, each in a transaction,
// recording the version in PRAGMA user_version. Refuses a database from a newer Shadowbox.
Status migrate(QSqlDatabase &db, int target = -1);
Result<int> schemaVersion(QSqlDatabase &db);

}  // namespace shadowbox
