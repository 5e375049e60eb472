#pragma once
// The history's schema (internal to the store): the frozen SQL of each version and the
// migrations between them, and the checks a file must pass before it is used or merged (its
// exact shape, version and header).

#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVector>

#include <sqlite3.h>

namespace moeplan::core::history {

/// Version 1: sources and runs. Frozen: a migration is the SQL of its version, never built from
/// today's column list (a new column is a new version's ALTER TABLE).
QStringList schemaV1();

/// Version 2: fitted calibration profiles and their runs; indexes for the list filters.
QStringList schemaV2();

/// Version 3: whether the stored profiles were fitted on the runs as they are. `runs_changed`
/// grows with every transaction that adds, replaces, deletes or restores runs; a refit stores
/// the value it read before reading the runs in `profiles_fitted_on`. The profiles are stale
/// while fitted_on < runs_changed (NULL: never fitted), so a refit killed before it stored its
/// profiles is redone by the next import. Files of version 2 start stale: one refit tells.
QStringList schemaV3();

/// Version 4: GPU telemetry attached to runs, one row per file: its formats, sampled window
/// and summary (each GPU's mean, lowest and highest sample per metric, the kernel summary's
/// time shares) as JSON. Deleted with its run.
QStringList schemaV4();

/// Migrations: index i takes the schema from version i to i + 1.
const QVector<QStringList> &migrations();

/// The shape of a schema as SQLite reports it: each object of sqlite_master (its type and
/// table), each table's columns (name, declared type, NOT NULL, default, key position), foreign
/// keys, and each index's table, uniqueness, partiality and key columns. CHECK constraints are
/// not part of it: every row is range-checked on its way in (RunRecord::rangeError).
struct SchemaShape
{
    QMap<QString, QString> objects;     ///< name -> "type" (table, index, trigger, view)
    QMap<QString, QStringList> details; ///< table or index name -> its columns, keys, ...
    QString error; ///< why it is not a history this build reads, without the file (callers
                   ///< name it: InputError)
};

/// Reads the shape of the schema `schema` ("main", "merge_src") on a raw handle.
SchemaShape shapeOf(sqlite3 *db, const QString &schema);

/// The shape a file of schema version `version` (1..kSchemaVersion) must have: its migrations
/// applied to an empty in-memory database, once per process.
const SchemaShape &expectedShape(int version);

/// An empty string when the schema `schema` on `db` is exactly that of `version`; else one
/// line naming what is foreign or missing.
QString compareSchema(sqlite3 *db, const QString &schema, int version);

struct SchemaState
{
    int version = 0;
    bool empty = true; ///< no tables at all
    QString error;     ///< why it is not a history this build reads, without the file's name
                       ///< (callers name it: InputError)
};

/// A read transaction for its lifetime (when none is open yet), so that several statements see
/// one snapshot of the file.
class ReadSnapshot
{
public:
    explicit ReadSnapshot(QSqlDatabase &db) : m_db(db)
    {
        m_open = QSqlQuery(m_db).exec(QStringLiteral("BEGIN"));
    }
    ~ReadSnapshot()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("COMMIT"));
    }
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    QSqlDatabase &m_db;
    bool m_open = false;
};

/// Reads and validates the schema of an open database without changing it.
SchemaState inspect(QSqlDatabase &db);

/// An empty string when `path` is empty or starts with the SQLite header; else why not (without
/// the file's name).
QString checkHeader(const QString &path);

} // namespace moeplan::core::history
