#pragma once
// A team's shared history on a PostgreSQL server (Qt's QPSQL driver over libpq): the same runs
// table, keys and validation as the SQLite file, written by many GPU nodes and planners at once.
// Passwords never pass through here: libpq reads PGPASSFILE / ~/.pgpass and service files.

#include "historystore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace moeplan::core {

/// Where a team history lives: postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&sslrootcert=...]
struct ServerAddress
{
    QString user;
    QString host; ///< a name, an address, or a socket directory (starting with '/')
    int port = 5432;
    QString database;
    QString sslMode;     ///< disable, allow, prefer, require, verify-ca or verify-full
    QString sslRootCert; ///< a CA file (verify-ca, verify-full)

    /// The URL again, without any password: what the window remembers and messages name.
    QString url() const;
    /// A local host (a socket directory, localhost or a loopback address).
    bool isLocal() const;
};

/// The password for a server's URL (ServerAddress::url()), for every connection this process
/// opens to it afterwards (the window's import and refit threads too): the window's, from the
/// system keyring or typed. Kept in this process's memory only; an empty one forgets it.
void setServerPassword(const QString &url, const QString &password);
QString serverPassword(const QString &url);

/// Whether `text` names a server ("postgresql://" or "postgres://") rather than a file.
bool isServerUrl(const QString &text);

/// Parses a connection URL. A password in it is refused (it would sit in the shell's history and
/// the process list): libpq's password file holds it. TLS defaults to "prefer" for a local host
/// and "require" for any other; a weaker mode for a remote host is refused.
std::optional<ServerAddress> parseServerUrl(const QString &text, QString *error);

/// The runs of one source (one imported file), as sync copies them.
struct SourceRuns
{
    SourceInfo source;
    QVector<RunRecord> runs;
};

/// What a push to the server or a pull from it did.
struct SyncOutcome
{
    int sources = 0;          ///< sources read from the origin
    int added = 0;            ///< runs new to the destination
    int duplicates = 0;       ///< runs the destination already held (same run_key)
    int retries = 0;          ///< transactions retried after a serialization failure or deadlock
    int replaced = 0;         ///< runs of replaced sources deleted first (PushMode::Replace)
    bool sourceKnown = false; ///< a source's content hash was stored before (PushMode::Sync
                              ///< then adds none of its runs)
    QStringList addedKeys;    ///< the run_key of each run added
    int profiles = 0;         ///< calibration profiles the destination took (newer than its own)
    QString error;            ///< empty on success; one line naming the history and the reason
    bool readOnly = false;    ///< refused because the role may not write (exit status 4)
    bool ok() const { return error.isEmpty(); }
};

/// How push() treats a source whose content hash the server holds already.
enum class PushMode
{
    Sync,    ///< the source was imported before: none of its runs are added (as a file import)
    Replace, ///< its runs are deleted first and these stored (import --replace)
    AddRuns  ///< the runs are added to it, each unless its run_key is stored (merge, undo)
};

class TeamHistory
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::TeamHistory)

public:
    TeamHistory();
    ~TeamHistory();
    TeamHistory(const TeamHistory &) = delete;
    TeamHistory &operator=(const TeamHistory &) = delete;

    /// Connects and checks the schema. An empty database gets the schema when the role may
    /// create tables (the schema owner's first connection); an older one is migrated by its
    /// owner. Returns an empty string, or one line naming the server and the reason.
    /// `password` is for the window (from the system keyring); the CLI leaves it empty and libpq
    /// reads its password file.
    QString open(const ServerAddress &address, const QString &password = {});
    bool isOpen() const;
    const ServerAddress &address() const { return m_address; }

    /// Whether this role may add runs (INSERT on runs and sources).
    bool canWrite() const;
    /// The number of runs stored.
    qint64 count(QString *error = nullptr) const;

    /// Adds the runs of each source, all sources in one transaction (retried on a serialization
    /// failure or deadlock): runs whose run_key is stored count as duplicates; a source whose
    /// content hash is stored is reused.
    SyncOutcome push(const QVector<SourceRuns> &sources, PushMode mode = PushMode::Sync);
    /// Every source with its runs.
    QString pull(QVector<SourceRuns> &out) const;
    /// Every source by its row id on the server.
    QString sources(QMap<qint64, SourceInfo> &out) const;
    /// The runs of these sources (row ids on the server, as sources() gives them), by source.
    QString pullSources(const QMap<qint64, SourceInfo> &wanted, QVector<SourceRuns> &out) const;
    /// What changes whenever runs are added or deleted or their notes change: the database's
    /// identity, the number of runs, the highest run id (ids only grow) and a sum of hashes of
    /// every noted run's key and notes, as one text to compare with a later one.
    QString runsMark(QString *error) const;
    /// The MD5 (hex) of the notes of every run that has notes, by run_key.
    QString notesDigests(QHash<QString, QString> &out) const;
    /// The notes of the runs with these keys (a key without notes is left out).
    QString notesOf(const QStringList &keys, QHash<QString, QString> &out) const;
    /// The run_key of every stored run, with its source's row id.
    QString runKeys(QHash<QString, qint64> &out) const;
    /// Deletes the runs with these keys, and the sources left without runs, in one transaction.
    /// `readOnly` is set when the role may not delete.
    QString deleteRuns(const QStringList &keys, int *deleted = nullptr, bool *readOnly = nullptr);
    /// Calls `onChange` (in this thread's event loop) when another connection changes the runs
    /// (LISTEN moeplan_runs; every push, delete and notes change NOTIFYs it on commit). False
    /// when the driver cannot listen.
    bool watch(QObject *context, const std::function<void()> &onChange);
    /// Replaces the notes of the run with this key.
    QString setNotes(const QString &runKey, const QString &notes, bool *readOnly = nullptr);

    /// Whether this role may publish calibration profiles (INSERT and DELETE on profiles and
    /// profile_runs).
    bool canPublishProfiles() const;
    /// Every stored calibration profile, ordered by name, with the run_key of each of its runs.
    QString profiles(QVector<StoredProfile> &out) const;
    /// Publishes calibration profiles, linked to the stored runs of their runKeys, in one
    /// transaction: a profile replaces the stored one of its name only when it was fitted later
    /// (fitted_at), so publishing again changes nothing and an older set never overwrites a newer
    /// one. With `replaceOthers` (a whole refit's set), stored profiles of other names fitted
    /// before all of these are removed. `stored` counts the profiles written.
    QString pushProfiles(const QVector<StoredProfile> &profiles, bool replaceOthers = false,
                         int *stored = nullptr, bool *readOnly = nullptr);

    /// The statements that take an empty PostgreSQL database to schema `version`: the SQLite
    /// history's migrations, translated in this one place (ids as identity columns, REAL as
    /// double precision, no PRAGMAs), plus the version table.
    static QStringList schemaStatements(int fromVersion, int toVersion);

private:
    QString failure(const QString &what, const QString &cause) const;
    /// Runs `body` in a transaction, committed when it returns true (else `err` says why). A
    /// serialization failure or deadlock rolls back and runs it again, up to kMaxRetries times
    /// (`retries` counts them), so `body` starts each attempt from nothing. Its statements are
    /// declared by the caller: freed inside a failed transaction, the driver warns.
    bool transact(const std::function<bool()> &body, QSqlError &err, int *retries = nullptr);
    QString migrate();

    ServerAddress m_address;
    QString m_connection;
    QSqlDatabase m_db;
};

/// Copies every run (with its source) from one history to another, each a file path or a server
/// URL, without duplicates: running it again adds nothing. The calibration profiles go along: the
/// destination takes each one it lacks or holds fitted earlier.
SyncOutcome syncHistories(const QString &from, const QString &to);

} // namespace moeplan::core
