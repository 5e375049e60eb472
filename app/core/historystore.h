#pragma once
// The benchmark history: a SQLite database of measured runs (schema in docs/database.md).
// All SQL of the project lives in the store: historystore.cpp and its parts in history/ (row
// codec, schema and migrations, merge, profiles). Errors are returned as values: one translated
// line naming the file and the reason.

#include "inputerror.h"
#include "storedtelemetry.h"

#include <QCoreApplication>
#include <QDate>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

namespace moeplan::core {

class TeamHistory;
struct SourceRuns;

/// Where a batch of runs came from (one imported file, or one source of a merged database).
struct SourceInfo
{
    QString fileName;      ///< the file's name as given (no directory)
    QString tool;          ///< e.g. "vllm-bench-serve", "sglang-bench-serving"
    QString toolVersion;   ///< empty when unknown
    QString host;          ///< host the benchmark ran on; empty when unknown
    QString contentSha256; ///< hex SHA-256 of the file's bytes (de-duplicates whole files)
    QString importedAt;    ///< ISO 8601 UTC; empty = now
};

/// One measured run: the deployment and what was measured. Units are fixed: milliseconds for
/// latencies, tokens/s for throughputs. Integers that do not apply are 0 (stored as NULL);
/// metrics a source did not report are empty optionals (NULL).
struct RunRecord
{
    qint64 id = 0;       ///< row id (filled when read back)
    qint64 sourceId = 0; ///< row id of the source (filled when read back)
    QString measuredAt;  ///< ISO 8601 UTC, empty when unknown
    bool isReference = false;

    QString model;     ///< catalog id
    QString precision; ///< catalog precision id (or the source's name when not in the catalog)
    QString engine;    ///< trtllm, sglang, vllm or the source's name
    QString engineVersion;
    QString gpu; ///< catalog id
    int gpus = 0;
    QString topology; ///< hgx-ib or nvl72
    int nodes = 0;
    int tp = 1;     ///< attention tensor parallel
    int ep = 1;     ///< MoE expert parallel
    int attnDp = 1; ///< attention data parallel
    int pp = 1;
    QString serving = QStringLiteral("agg");                             ///< agg or disagg
    int prefillWorkers = 0, prefillTp = 0, prefillEp = 0, prefillDp = 0; ///< disagg only
    int decodeWorkers = 0, decodeTp = 0, decodeEp = 0, decodeDp = 0;     ///< disagg only

    std::optional<double> concurrencyConfigured; ///< the client's limit
    std::optional<double> concurrencyAchieved;   ///< mean requests in flight
    std::optional<double> batchPerRank;          ///< sequences per attention-DP rank
    int isl = 0;
    int osl = 0;
    QString drafterKind; ///< empty = no speculative decoding recorded
    int draftTokens = 0;
    std::optional<double> acceptanceLength;

    std::optional<double> tpotMeanMs, tpotMedianMs, tpotP99Ms;
    std::optional<double> itlMeanMs;
    std::optional<double> ttftMeanMs, ttftMedianMs, ttftP99Ms;
    std::optional<double> e2eMeanMs;
    std::optional<double> outputTokS, totalTokS, requestsPerS;
    std::optional<double> gpuUtil, hbmBwUtil, powerW; ///< telemetry: fractions 0..1, watts
    QString notes;
    /// File name of the run's source (filled when read back; not stored in `runs`).
    QString sourceFile;

    /// Hex SHA-256 of the deployment and measurement fields (not id, source, notes or the
    /// reference flag): equal runs from different sources get the same key.
    QString runKey() const;
    /// Empty when every field is within its physical bounds (latencies in (0, 1e8] ms,
    /// throughputs and counts in their ranges, a known topology and serving mode, the names
    /// stated); else one line naming the first field out of range, its value and the bounds.
    /// Imports, merges and the store's own writes all pass through it.
    QString rangeError() const;
    /// The output tokens/s the run implies where it states none (the AIConfigurator sample
    /// states TTFT and TPOT only): a closed loop of C clients without think time completes
    /// C / E2E requests per second, OSL tokens each (Little's law, so the means where stated).
    /// C is the achieved concurrency, else the configured one; E2E the stated mean, else
    /// TTFT + (OSL - 1) x TPOT. Empty where the run states its throughput, lacks a figure, or
    /// implies more than a stated throughput may be (1e10 tokens/s).
    /// The History page sorts by the same figure in SQL (HistoryStore::runIds).
    std::optional<double> derivedOutputTokS() const;
};

struct ImportOutcome
{
    int imported = 0;
    int duplicates = 0;
    bool duplicateSource = false; ///< the same file (content hash) was imported before
    int replaced = 0;             ///< runs of that earlier import replaced (replaceSource)
    QVector<qint64> runIds;       ///< row ids of the runs added (for undoing the import)
    /// Telemetry rows attached by the import (a merged file's, or files read beside the
    /// results), including those attached to runs that were there before (for undoing).
    QVector<qint64> telemetryIds;
    /// Runs of a merged database that were refused (each: that file, the run's id in it and
    /// the reason); the others were stored.
    QVector<InputError> rejected;
    int refused = 0; ///< runs of a merged database refused (rejected lists the first 1,000)
    QString error;   ///< empty on success; otherwise nothing was written
    /// Set when the input itself was refused (a merged file that is not a benchmark history, a
    /// run out of bounds); `error` is then its message(). Code::None when the history failed.
    InputError refusal;
    bool ok() const { return error.isEmpty(); }
};

/// A fitted calibration profile (table `profiles`) and the runs it was fitted on
/// (`profile_runs`).
struct StoredProfile
{
    qint64 id = 0;
    QString name, gpu, engine, fittedAt, provenance, transferredFrom, paramsJson;
    int runCount = 0;
    std::optional<double> tpotMedianApe, ttftMedianApe;
    QString notes;
    QVector<qint64> runIds;
    /// The run_key of each of runIds, in the same order: how a profile names its runs in another
    /// history (sync, a team server). profiles() fills both.
    QStringList runKeys;
};

struct RunFilter
{
    QString model; ///< empty = any
    QString gpu;
    QString engine;
};

/// What a list of runs can be sorted by (the History page's columns). Ties sort by row id.
enum class RunSortKey
{
    Id,
    MeasuredAt,
    Model,
    Precision,
    Engine,
    Gpu,
    Gpus,
    Topology,
    Plan,            ///< serving, then tp, ep, attention DP, then the prefill/decode plans
    Concurrency,     ///< configured, else achieved
    SequenceLengths, ///< isl, then osl
    TpotMeanMs,
    TtftMeanMs,
    OutputTokS,
    Reference,
    SourceFile,
    Notes
};

/// A filtered, sorted view of the runs (HistoryStore::runIds).
struct RunQuery
{
    QString model; ///< catalog id; empty = any
    QString gpu;
    QString engine;
    QDate measuredFrom; ///< first day (inclusive) of measured_at; null = open
    QDate measuredTo;   ///< last day (inclusive); null = open. Runs without a date match only
                        ///< when both are null.
    QString text;       ///< case-insensitive (ASCII) substring of notes or the source file name
    RunSortKey sortKey = RunSortKey::Id;
    bool descending = false;
};

/// A source row as stored, with its id (what deleteRuns removes and restoreRuns puts back).
struct StoredSource
{
    qint64 id = 0;
    SourceInfo info;
};

/// Everything deleteRuns() removed, so that restoreRuns() can put it back exactly: the same
/// row ids, run keys, sources and calibration-profile links.
struct RemovedRuns
{
    QVector<RunRecord> runs;       ///< with id and sourceId
    QStringList runKeys;           ///< the stored run_key of each run, in the order of runs
    QVector<StoredSource> sources; ///< sources left without runs, removed with them
    QVector<QPair<qint64, qint64>> profileLinks; ///< (profile_id, run_id) rows removed
    QVector<StoredTelemetry> telemetry;          ///< telemetry attached to them (with runId)
    bool isEmpty() const { return runs.isEmpty(); }
};

/// Distinct values of the filterable columns, sorted.
struct RunFacets
{
    QStringList models, gpus, engines;
};

class HistoryStore final
{
    // The store's messages, and those of app/core/history/, translate as HistoryStore::tr().
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::HistoryStore)

public:
    /// The schema version this build writes (PRAGMA user_version).
    static constexpr int kSchemaVersion = 4;
    /// How long a write waits for another process's transaction, per attempt, and how many
    /// times a whole transaction is tried before the history is reported busy.
    static constexpr int kBusyTimeoutMs = 10000;
    static constexpr int kWriteAttempts = 3;

    /// What a new (absent or empty) file gets when open() creates the schema.
    enum class NewHistory
    {
        Empty,
        WithReferenceRuns ///< the bundled reference runs, in the same transaction as the schema
    };
    /// Why the last failed write failed, beyond its message: the CLI maps these to exit
    /// statuses (docs/user-guide.md).
    enum class Failure
    {
        None,
        Busy,        ///< another process kept the history locked past the timeout and retries
        NotWritable, ///< read-only file or folder, disk full, I/O error
        Other        ///< anything else (the message says what)
    };
    /// PRAGMA application_id of a history database ('MoEP').
    static constexpr int kApplicationId = 0x4D6F4550;

    HistoryStore();
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    /// Opens (creating or migrating) the database at `path`. Refuses a file that is not an
    /// SQLite database, is corrupt, has a foreign schema or a newer schema version; the file
    /// is left untouched then. Returns an empty string or the message naming the file.
    /// A new file's schema (and, with WithReferenceRuns, its reference runs) is created in one
    /// transaction; several processes may create or migrate one file at once. An existing file
    /// must have exactly this program's schema of its version: a foreign table, column, index,
    /// trigger or view is refused, named.
    ///
    /// `path` may instead be a server's URL (postgresql://USER@HOST[:PORT]/DBNAME, see
    /// parseServerUrl(); a password from setServerPassword(), else libpq's password file): the
    /// store then works on a local working copy of the team's history
    /// (a file in the cache folder, refreshed from the server here and by refresh()), and every
    /// change of runs goes to the server first, in the server's transaction, then to the copy:
    /// imports, merges, deletes and their undo, notes. Telemetry and calibration profiles stay
    /// in the working copy (a planner calibrates locally). `creation` applies to files only: a
    /// server's history gets no reference runs unasked.
    QString open(const QString &path, NewHistory creation = NewHistory::Empty);
    /// Whether the history is a team's history on a server (opened by URL).
    bool isServer() const { return m_team != nullptr; }
    /// The working copy's file (a server's history); empty for a file.
    QString workingCopy() const { return m_team ? m_db.databaseName() : QString(); }
    /// Whether runs may be added: a file, yes; a server, when the role has INSERT on runs and
    /// sources (a read-only role browses, plots and calibrates, and is told before importing).
    bool canWrite() const;
    /// A server's history: brings the working copy up to date with the server (runs others
    /// added or deleted since, and calibration profiles published since that are newer than the
    /// copy's, and notes others changed). `added` and `removed` count the runs, `profiles` the
    /// profiles taken, `notes` the runs whose notes changed. A file: nothing to do.
    QString refresh(int *added = nullptr, int *removed = nullptr, int *profiles = nullptr,
                    int *notes = nullptr);
    /// A server's history: calls `onChange` in this thread's event loop when another connection
    /// (a node, another planner, this window's import thread) changed its runs, so the window
    /// can refresh(). False for a file, or when the server cannot announce changes.
    bool watchServer(QObject *context, const std::function<void()> &onChange);
    /// Why the last failed call failed (open, importRuns, mergeFrom, saveProfiles, ...).
    Failure lastFailure() const { return m_failure; }
    bool isOpen() const;
    QString path() const { return m_path; }

    /// Adds the runs of one source in one transaction: all or nothing. A source whose content
    /// hash is already stored adds nothing (all its runs count as duplicates); runs whose key
    /// is already stored are counted as duplicates.
    /// With `replaceSource`, a source whose content hash is stored is replaced: its runs (and
    /// their profile links) are deleted and these stored instead, in the same transaction (a
    /// re-import with a corrected deployment).
    ImportOutcome importRuns(const SourceInfo &source, const QVector<RunRecord> &runs,
                             bool replaceSource = false);
    /// Merges another history database, opened read-only, without duplicates (one transaction).
    ImportOutcome mergeFrom(const QString &otherDbPath);
    /// The runs of another history database, read as mergeFrom() would take them (the same
    /// checks and refusals, the file opened read-only) into a scratch database that is removed
    /// afterwards: nothing is written anywhere else. `runs` in the order of their ids there.
    static ImportOutcome readRunsOf(const QString &otherDbPath, QVector<RunRecord> &runs);

    QVector<RunRecord> runs(const RunFilter &filter = {}, QString *error = nullptr) const;
    /// The run with this row id; nullopt (and `error` set) when there is none.
    std::optional<RunRecord> runById(qint64 id, QString *error = nullptr) const;
    /// The ids of the runs stored under these run_keys, in the same order (0 where none).
    QVector<qint64> runIdsOfKeys(const QStringList &keys, QString *error = nullptr) const;
    /// The runs measured between two times (inclusive), with their measured_at, by id.
    QVector<QPair<qint64, QDateTime>>
    runsMeasuredBetween(const QDateTime &from, const QDateTime &to, QString *error = nullptr) const;

    /// Attaches telemetry to runs in one transaction (a file of the same content attached to a
    /// run before is replaced); the new row ids in `ids` (for undoing). An error names the file.
    QString attachTelemetry(const QVector<qint64> &runIds, const StoredTelemetry &telemetry,
                            QVector<qint64> *ids = nullptr);
    /// Removes attached telemetry files by row id, in one transaction (undo of attachTelemetry).
    QString detachTelemetry(const QVector<qint64> &telemetryIds);
    /// Attached telemetry rows by row id (with their run ids), in the order given; rows not
    /// there are left out.
    QVector<StoredTelemetry> telemetryRows(const QVector<qint64> &telemetryIds,
                                           QString *error = nullptr) const;
    /// The telemetry attached to a run; empty when none (or on error, `error` set).
    RunTelemetry telemetryOf(qint64 runId, QString *error = nullptr) const;
    /// The runs that have telemetry attached.
    QSet<qint64> runsWithTelemetry(QString *error = nullptr) const;

    /// The row ids of the runs matching `query`, in its order (ids only: a lazily fetched
    /// view reads the rows it shows with runsByIds()).
    QVector<qint64> runIds(const RunQuery &query, QString *error = nullptr) const;
    /// The runs with these ids, in the order given; ids that are not stored are left out.
    QVector<RunRecord> runsByIds(const QVector<qint64> &ids, QString *error = nullptr) const;
    /// Distinct models, GPU kinds and engines of the stored runs.
    RunFacets facets(QString *error = nullptr) const;
    /// Replaces a run's notes (not part of run_key). Returns an empty string or the error.
    QString setRunNotes(qint64 id, const QString &notes);
    /// Deletes these runs in one transaction, with their calibration-profile links and the
    /// sources left without runs (so the same file can be imported again). Returns what was
    /// removed (empty, with `error` set, when nothing was). Unknown ids are ignored.
    RemovedRuns deleteRuns(const QVector<qint64> &ids, QString *error = nullptr);
    /// Puts back what deleteRuns() removed, with the same row ids, run keys and sources, in one
    /// transaction (profile links only where the profile still exists). A row id that another
    /// import took meanwhile (SQLite reuses the highest ids after a delete) gets a new one.
    /// Fails, changing nothing, when one of the runs or source files was stored again
    /// meanwhile (same run_key or content hash). Returns an empty string or the error;
    /// `restoredIds` gets the runs' row ids as restored, in the order of removed.runs.
    QString restoreRuns(const RemovedRuns &removed, QVector<qint64> *restoredIds = nullptr);

    /// Stores fitted profiles in one transaction; a stored profile of the same name is replaced
    /// (with its run links), and with `replaceAll` every other stored profile is removed (a
    /// recalibration's set replaces the last one whole). Returns an empty string or the error
    /// naming the file.
    /// `fittedOn`: the runsGeneration() read before the runs the profiles were fitted on; stored
    /// with them, so that profilesStale() tells whether runs changed since. When the stored set
    /// was fitted on a later generation (another process's refit finished first), nothing is
    /// stored and the call succeeds: the newer set stands.
    QString saveProfiles(const QVector<StoredProfile> &profiles, bool replaceAll = false,
                         std::optional<qint64> fittedOn = std::nullopt);
    /// A number that grows with every transaction that adds, replaces, deletes or restores runs
    /// (-1 and `error` set when it cannot be read).
    qint64 runsGeneration(QString *error = nullptr) const;
    /// True when runs changed since the stored profiles were fitted, or none were fitted (a
    /// refit was killed, or never ran): the next import refits.
    bool profilesStale(QString *error = nullptr) const;
    /// Stores profiles another history fitted (sync, a team server), each linked to the runs of
    /// its runKeys this history holds: a profile is taken when none of its name is stored or the
    /// stored one was fitted earlier (fitted_at); one fitted at the same time or later stands.
    /// The calibration state is left alone (the runs here may not be those they were fitted on,
    /// so they count as stale until a refit here). `taken` counts the profiles stored.
    QString takeProfiles(const QVector<StoredProfile> &profiles, int *taken = nullptr);
    /// Whether profile `a` was fitted after `b` (their fitted_at times).
    static bool fittedLater(const StoredProfile &a, const StoredProfile &b);
    /// All stored profiles, ordered by name, with runIds and runKeys filled.
    QVector<StoredProfile> profiles(QString *error = nullptr) const;

    /// Imports the bundled reference runs (:/history/reference-runs.json, is_reference = 1).
    /// Idempotent: the file's content hash makes a second call add nothing. Returns an empty
    /// string or the error.
    QString ensureReferenceRuns();
    /// Parses a history runs file (the project's own JSON format, docs/database.md) into runs;
    /// returns an empty string or the error (without the file name).
    static QString runsFromJson(const QByteArray &json, QVector<RunRecord> &runs);
    /// Number of stored runs, or -1 when the store is not open or cannot be read.
    qint64 count() const;

    /// The columns of the runs table after id and source_id, in schema order, and a run's
    /// values for them (NULL for what does not apply), for exports.
    static QStringList runColumns();
    /// A run from the values of runColumns() in order, read one by one through `next` (a row of
    /// another database's runs table).
    static RunRecord runFromColumnValues(const std::function<QVariant()> &next);
    /// Every source (imported file) by row id.
    QMap<qint64, SourceInfo> sources(QString *error = nullptr) const;
    static QVariantList runColumnValues(const RunRecord &run);

    /// True when the file starts with the SQLite header.
    static bool looksLikeSqlite(const QString &path);

private:
    QString attachOnce(const QVector<qint64> &runIds, const StoredTelemetry &t,
                       QVector<qint64> &added);
    QString migrate(const QString &path, NewHistory creation);
    // Server histories (history/teamcopy.cpp).
    QString openServer(const QString &url);
    ImportOutcome importToServer(const SourceInfo &source, const QVector<RunRecord> &runs,
                                 bool replaceSource);
    ImportOutcome mergeToServer(const QString &otherDbPath);
    RemovedRuns deleteOnServer(const QVector<qint64> &ids, QString *error);
    QString restoreToServer(const RemovedRuns &removed, QVector<qint64> *restoredIds);
    QString notesToServer(qint64 id, const QString &notes);
    QString profilesToServer(const QVector<StoredProfile> &profiles, bool replaceAll,
                             std::optional<qint64> fittedOn);
    /// The runs part of refresh(): the server's run_keys against the copy's.
    QString refreshRuns(int *added, int *removed);
    /// The notes part: the copy's notes made the server's (compared by their MD5).
    QString refreshNotes(int *changed);
    /// The working copy takes the server's profiles fitted later than its own.
    QString takeServerProfiles(int *taken);
    /// The runs with these ids grouped by their sources, as the server takes them.
    QString sourceRunsOf(const QVector<qint64> &ids, QVector<SourceRuns> &out) const;
    ImportOutcome mergeOnce(const QString &otherDbPath);
    /// Sets m_failure from the connection's last SQLite error code.
    void noteFailure();
    /// The message for m_failure: one sentence for Busy and NotWritable (with `cause`), else
    /// `message` as it is.
    QString failureText(const QString &message, const QString &cause) const;
    ImportOutcome importInTransaction(const SourceInfo &source, const QVector<RunRecord> &runs,
                                      bool replaceSource);
    QString markRunsChanged();
    static QString referenceRuns(SourceInfo &source, QVector<RunRecord> &runs);

    Failure m_failure = Failure::None;
    std::unique_ptr<TeamHistory> m_team; ///< set for a server's history
    bool m_localOnly = false; ///< a server history's change is being applied to the working copy
    int m_busyTimeoutMs = kBusyTimeoutMs;
    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
};

} // namespace moeplan::core

// RunRecord holds only Qt value types and optionals of double: QVector may move it by memcpy.
Q_DECLARE_TYPEINFO(moeplan::core::RunRecord, Q_RELOCATABLE_TYPE);
