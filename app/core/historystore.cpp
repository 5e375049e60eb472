// HistoryStore: opening and migrating a history, imports, reads and queries, notes, deletes and
// their undo. The row codec, the schema, the merge and the profiles live in history/.

#include "historystore.h"

#include "inputerror.h"

#include "teamhistory.h"

#include "history/runcodec.h"
#include "history/schema.h"
#include "history/sqlite.h"
#include "history/telemetryrows.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QThread>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <sqlite3.h>

namespace moeplan::core {

using namespace history;

QString RunRecord::runKey() const
{
    return runKeyOf(runValues(*this));
}

QString RunRecord::rangeError() const
{
    return rangeErrorOf(*this);
}

std::optional<double> RunRecord::derivedOutputTokS() const
{
    if ((outputTokS && *outputTokS > 0) || osl < 1)
        return std::nullopt;
    const double clients = concurrencyAchieved && *concurrencyAchieved > 0
                               ? *concurrencyAchieved
                               : concurrencyConfigured.value_or(0);
    const std::optional<double> ttft = ttftMeanMs ? ttftMeanMs : ttftMedianMs;
    const std::optional<double> tpot = tpotMeanMs ? tpotMeanMs : tpotMedianMs;
    const double e2eMs = e2eMeanMs && *e2eMeanMs > 0              ? *e2eMeanMs
                         : ttft && *ttft > 0 && tpot && *tpot > 0 ? *ttft + (osl - 1) * *tpot
                                                                  : 0;
    if (!(clients > 0) || !(e2eMs > 0))
        return std::nullopt;
    // Beyond what a stated throughput may be (rangeError: 1e10 tokens/s), the latencies are
    // not a closed loop's; no figure rather than a 300-digit one.
    const double tokS = clients * osl * 1e3 / e2eMs;
    return std::isfinite(tokS) && tokS <= 1e10 ? std::optional<double>(tokS) : std::nullopt;
}

HistoryStore::HistoryStore() = default;

HistoryStore::~HistoryStore()
{
    dropConnection(m_db, m_connection);
}

QStringList HistoryStore::runColumns()
{
    QStringList names;
    for (const Column &c : kRunColumns)
        names << QLatin1String(c.name);
    return names;
}

QVariantList HistoryStore::runColumnValues(const RunRecord &run)
{
    return runValues(run);
}

RunRecord HistoryStore::runFromColumnValues(const std::function<QVariant()> &next)
{
    return runFromValues(next);
}

QMap<qint64, SourceInfo> HistoryStore::sources(QString *error) const
{
    QMap<qint64, SourceInfo> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QLatin1String(kSourceSelect))) {
        if (error)
            *error = tr("%1: cannot read the sources: %2").arg(m_path, sqlError(q.lastError()));
        return out;
    }
    while (q.next())
        out.insert(q.value(0).toLongLong(), sourceFromRow([&](int i) { return q.value(i); }));
    return out;
}

bool HistoryStore::looksLikeSqlite(const QString &path)
{
    // Only a regular file is opened: opening a named pipe with no writer would block forever.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(std::filesystem::path(path.toStdString()), ec))
        return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return f.read(16) == QByteArray("SQLite format 3\0", 16);
}

bool HistoryStore::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

QString HistoryStore::open(const QString &path, NewHistory creation)
{
    dropConnection(m_db, m_connection);
    m_team.reset();
    m_path.clear();
    m_failure = Failure::None;
    if (isServerUrl(path))
        return openServer(path);
    const QFileInfo info(path);
    if (info.exists()) {
        if (info.isDir())
            return tr("%1: is a directory, not a database file").arg(path);
        if (const QString why = checkHeader(path); !why.isEmpty())
            return InputError::of(InputError::Code::NotAResult, path, why).message();
    } else if (!QDir().mkpath(info.absolutePath())) {
        m_failure = Failure::NotWritable;
        return tr("%1: cannot create the folder %2").arg(path, info.absolutePath());
    }

    m_connection = newConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    // The file by its absolute path: with URI filenames on (merges ATTACH with mode=ro), a path
    // such as "file:x.sqlite" or "file:m?mode=memory" would otherwise be read as a URI and write
    // elsewhere, or nowhere. A writer waits up to kBusyTimeoutMs for another's transaction.
    m_db.setDatabaseName(info.absoluteFilePath());
    // MOEPLAN_BUSY_TIMEOUT_MS shortens (or lengthens) the wait: tests, and scripts that would
    // rather fail fast.
    bool timeoutSet = false;
    const int timeout = qEnvironmentVariableIntValue("MOEPLAN_BUSY_TIMEOUT_MS", &timeoutSet);
    m_busyTimeoutMs = timeoutSet && timeout >= 0 ? timeout : kBusyTimeoutMs;
    m_db.setConnectOptions(
        QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs));
    if (!m_db.open()) {
        const QString cause = sqlError(m_db.lastError());
        // No handle to ask: a file or folder this user may not write is the usual cause.
        if (!QFileInfo(info.absolutePath()).isWritable() || (info.exists() && !info.isWritable()))
            m_failure = Failure::NotWritable;
        const QString e = failureText(tr("%1: cannot open: %2").arg(path, cause), cause);
        dropConnection(m_db, m_connection);
        return e;
    }
    const SchemaState state = inspect(m_db);
    if (!state.error.isEmpty()) {
        dropConnection(m_db, m_connection);
        return InputError::of(InputError::Code::Invalid, path, state.error).message();
    }

    QString error;
    // WAL with synchronous NORMAL cannot corrupt the file; a power cut may lose the last commit
    // only. A 64 MB page cache keeps bulk imports and merges off the disk; reads map up to 256 MB
    // of the file instead of copying its pages. Switching a new file to WAL takes its lock
    // without SQLite's busy wait: while another process creates the same history it answers
    // "database is locked" at once, so the switch is tried again for as long as a write waits.
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        QSqlQuery q(m_db);
        if (q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) &&
            q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) &&
            q.exec(QStringLiteral("PRAGMA synchronous = NORMAL")) &&
            q.exec(QStringLiteral("PRAGMA cache_size = -65536")) &&
            q.exec(QStringLiteral("PRAGMA temp_store = MEMORY")) &&
            q.exec(QStringLiteral("PRAGMA mmap_size = 268435456")))
            break;
        noteFailure();
        if (m_failure == Failure::Busy && waited.elapsed() < m_busyTimeoutMs) {
            q.finish();
            QThread::msleep(20);
            m_failure = Failure::None;
            continue;
        }
        error = failureText(
            tr("%1: cannot configure the database: %2").arg(path, sqlError(q.lastError())),
            sqlError(q.lastError()));
        break;
    }
    if (error.isEmpty() && state.version < kSchemaVersion)
        error = migrate(path, creation);
    if (!error.isEmpty()) {
        dropConnection(m_db, m_connection);
        return error;
    }
    m_path = path;
    return {};
}

QString HistoryStore::migrate(const QString &path, NewHistory creation)
{
    // All migrations in one write transaction, and for a new history its reference runs too: a
    // kill leaves the file as it was, never a schema without them. Another process may have
    // created or migrated the file since it was inspected (several imports creating one history
    // at once): the version is read again under the write lock, and the work left is done.
    for (int attempt = 0;; ++attempt) {
        m_failure = Failure::None;
        QString error;
        if (!beginWrite(m_db)) {
            noteFailure();
            error = failureText(
                tr("%1: cannot start a transaction: %2").arg(path, sqlError(m_db.lastError())),
                sqlError(m_db.lastError()));
        }
        QSqlQuery q(m_db);
        int v = 0;
        if (error.isEmpty()) {
            if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
                error =
                    tr("%1: cannot read the schema version: %2").arg(path, sqlError(q.lastError()));
            else
                v = q.value(0).toInt();
            q.finish();
            if (error.isEmpty() && (v < 0 || v > kSchemaVersion))
                error = tr("%1: another program changed the schema version to %2 while it was "
                           "opened")
                            .arg(path)
                            .arg(v);
        }
        if (error.isEmpty() && v > 0) {
            // Someone else created or migrated it: the tables must be this version's exactly.
            if (sqlite3 *raw = rawHandle(m_db))
                if (const QString why = compareSchema(raw, QStringLiteral("main"), v);
                    !why.isEmpty())
                    error = InputError::of(InputError::Code::Invalid, path, why).message();
        }
        const bool creating = v == 0;
        for (; error.isEmpty() && v < kSchemaVersion; ++v) {
            for (const QString &sql : migrations().at(v)) {
                if (!q.exec(sql)) {
                    noteFailure();
                    error = failureText(tr("%1: migrating to schema version %2 failed: %3")
                                            .arg(path)
                                            .arg(v + 1)
                                            .arg(sqlError(q.lastError())),
                                        sqlError(q.lastError()));
                    break;
                }
            }
        }
        if (error.isEmpty() &&
            !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion))) {
            noteFailure();
            error = failureText(
                tr("%1: cannot set the schema version: %2").arg(path, sqlError(q.lastError())),
                sqlError(q.lastError()));
        }
        q.finish();
        if (error.isEmpty() && creating && creation == NewHistory::WithReferenceRuns) {
            QVector<RunRecord> runs;
            SourceInfo source;
            error = referenceRuns(source, runs);
            if (error.isEmpty()) {
                const ImportOutcome o = importInTransaction(source, runs, false);
                error = o.error;
            }
        }
        if (error.isEmpty() && !m_db.commit()) {
            noteFailure();
            error = failureText(
                tr("%1: cannot commit the migration: %2").arg(path, sqlError(m_db.lastError())),
                sqlError(m_db.lastError()));
        }
        if (error.isEmpty())
            return {};
        m_db.rollback();
        if (m_failure != Failure::Busy || attempt + 1 >= kWriteAttempts)
            return error;
    }
}

void HistoryStore::noteFailure()
{
    sqlite3 *db = rawHandle(m_db);
    const int code = db ? (sqlite3_extended_errcode(db) & 0xff) : SQLITE_ERROR;
    switch (code) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        m_failure = Failure::Busy;
        break;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN:
    case SQLITE_FULL:
    case SQLITE_IOERR:
    case SQLITE_AUTH:
        m_failure = Failure::NotWritable;
        break;
    default:
        if (m_failure == Failure::None)
            m_failure = Failure::Other;
    }
}

QString HistoryStore::failureText(const QString &message, const QString &cause) const
{
    const QString file = m_db.isValid() ? m_db.databaseName() : m_path;
    switch (m_failure) {
    case Failure::Busy:
        return tr("%1: the history is busy: another program (an import or a calibration) kept "
                  "it locked for more than %2 s; nothing was changed, try again when it has "
                  "finished")
            .arg(file)
            .arg(QLocale::c().toString(m_busyTimeoutMs * kWriteAttempts / 1000.0, 'g', 3));
    case Failure::NotWritable:
        return tr("%1: the history cannot be written (%2); nothing was changed. Check that the "
                  "file and its folder are writable and the disk has space")
            .arg(file, cause);
    case Failure::None:
    case Failure::Other:
        break;
    }
    return message;
}

ImportOutcome HistoryStore::importRuns(const SourceInfo &source, const QVector<RunRecord> &runs,
                                       bool replaceSource)
{
    ImportOutcome out;
    if (!isOpen()) {
        out.error = tr("the history database is not open");
        return out;
    }
    // Every run is range-checked here too: the store is the last gate before the file or the
    // server.
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (const QString e = runs.at(i).rangeError(); !e.isEmpty()) {
            out.refusal = InputError::of(InputError::Code::Invalid, source.fileName, e,
                                         tr("run %1").arg(i + 1));
            out.error = out.refusal.message();
            return out;
        }
    }
    if (m_team && !m_localOnly)
        return importToServer(source, runs, replaceSource);
    for (int attempt = 0;; ++attempt) {
        m_failure = Failure::None;
        if (!beginWrite(m_db)) {
            noteFailure();
            out.error = failureText(tr("%1: cannot start a transaction on %2: %3")
                                        .arg(source.fileName, m_path, sqlError(m_db.lastError())),
                                    sqlError(m_db.lastError()));
        } else {
            out = importInTransaction(source, runs, replaceSource);
            if (out.ok() && out.duplicateSource) {
                m_db.rollback(); // nothing was written
                return out;
            }
            if (out.ok() && !m_db.commit()) {
                noteFailure();
                const QString cause = sqlError(m_db.lastError());
                out = {};
                out.error = failureText(
                    tr("%1: cannot commit to %2: %3").arg(source.fileName, m_path, cause), cause);
            }
            if (!out.ok())
                m_db.rollback();
        }
        if (out.ok() || m_failure != Failure::Busy || attempt + 1 >= kWriteAttempts)
            return out;
    }
}

ImportOutcome HistoryStore::importInTransaction(const SourceInfo &source,
                                                const QVector<RunRecord> &runs, bool replaceSource)
{
    ImportOutcome out;
    const QString name = source.fileName;
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        noteFailure();
        const QString cause = sqlError(q.lastError());
        ImportOutcome bad;
        bad.error = failureText(tr("%1: %2: %3").arg(name, what, cause), cause);
        return bad;
    };
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
    q.addBindValue(source.contentSha256);
    if (!q.exec())
        return failWith(tr("cannot look up the source"), q);
    if (q.next()) {
        const qint64 existing = q.value(0).toLongLong();
        q.finish();
        if (!replaceSource) {
            out.duplicates = int(runs.size());
            out.duplicateSource = true;
            return out;
        }
        q.prepare(QStringLiteral("DELETE FROM runs WHERE source_id = ?"));
        q.addBindValue(existing);
        if (!q.exec())
            return failWith(tr("cannot replace the earlier import"), q);
        out.replaced = q.numRowsAffected();
        q.finish();
        q.prepare(QStringLiteral("DELETE FROM sources WHERE id = ?"));
        q.addBindValue(existing);
        if (!q.exec())
            return failWith(tr("cannot replace the earlier import"), q);
        q.finish();
    }
    q.finish();
    q.prepare(QStringLiteral("INSERT INTO sources (file_name, tool, tool_version, host, "
                             "content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(source.fileName);
    q.addBindValue(source.tool);
    q.addBindValue(nullable(source.toolVersion));
    q.addBindValue(nullable(source.host));
    q.addBindValue(source.contentSha256);
    q.addBindValue(source.importedAt.isEmpty()
                       ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                       : source.importedAt);
    if (!q.exec())
        return failWith(tr("cannot record the source"), q);
    const qint64 sourceId = q.lastInsertId().toLongLong();
    q.finish();

    int failedAt = 0;
    const QString e =
        insertRunsRaw(rawHandle(m_db), runs, QVector<qint64>(runs.size(), sourceId), out, failedAt);
    if (!e.isEmpty()) {
        noteFailure();
        ImportOutcome bad;
        bad.error = failureText(
            failedAt > 0 ? tr("%1: run %2 was refused: %3").arg(name).arg(failedAt).arg(e)
                         : tr("%1: cannot prepare the insert: %2").arg(name, e),
            e);
        return bad;
    }
    if (out.imported > 0 || out.replaced > 0) {
        if (const QString changed = markRunsChanged(); !changed.isEmpty()) {
            ImportOutcome bad;
            bad.error = changed;
            return bad;
        }
    }
    return out;
}

QString HistoryStore::markRunsChanged()
{
    sqlite3 *db = rawHandle(m_db);
    if (sqlite3_exec(db, "UPDATE calibration_state SET runs_changed = runs_changed + 1", nullptr,
                     nullptr, nullptr) == SQLITE_OK)
        return {};
    noteFailure();
    const QString cause = QString::fromUtf8(sqlite3_errmsg(db));
    return failureText(tr("%1: cannot record the change of runs: %2").arg(m_path, cause), cause);
}

QVector<RunRecord> HistoryStore::runs(const RunFilter &filter, QString *error) const
{
    QVector<RunRecord> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QStringList where;
    QVariantList binds;
    if (!filter.model.isEmpty()) {
        where << QStringLiteral("r.model = ?");
        binds << filter.model;
    }
    if (!filter.gpu.isEmpty()) {
        where << QStringLiteral("r.gpu = ?");
        binds << filter.gpu;
    }
    if (!filter.engine.isEmpty()) {
        where << QStringLiteral("r.engine = ?");
        binds << filter.engine;
    }
    const QString whereSql = where.isEmpty()
                                 ? QString()
                                 : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    // Without a filter the list is allocated once (COUNT(*) of the whole table is cheap).
    qsizetype expected = 0;
    if (where.isEmpty()) {
        Stmt n(rawHandle(m_db), QStringLiteral("SELECT COUNT(*) FROM runs"));
        if (n.ok() && n.step() == SQLITE_ROW)
            expected = qsizetype(sqlite3_column_int64(n.get(), 0));
    }
    const QString sql = runSelectSql() + whereSql + QStringLiteral(" ORDER BY r.id");
    const QString e = readRunsRaw(rawHandle(m_db), sql, binds, out, expected);
    if (!e.isEmpty()) {
        out.clear();
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, e);
    }
    return out;
}

qint64 HistoryStore::count() const
{
    if (!isOpen())
        return -1;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM runs")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

std::optional<RunRecord> HistoryStore::runById(qint64 id, QString *error) const
{
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return std::nullopt;
    }
    QVector<RunRecord> found;
    const QString e = readRunsRaw(
        rawHandle(m_db), runSelectSql() + QStringLiteral(" WHERE r.id = ?"), {QVariant(id)}, found);
    if (!e.isEmpty()) {
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, e);
        return std::nullopt;
    }
    if (found.isEmpty()) {
        if (error)
            *error = tr("%1: no run with id %2").arg(m_path).arg(id);
        return std::nullopt;
    }
    return found.constFirst();
}

namespace {

/// The ORDER BY terms of a sort key (columns of `runs AS r` and `sources AS s`; no user text).
QStringList sortTerms(RunSortKey key)
{
    switch (key) {
    case RunSortKey::Id:
        return {};
    case RunSortKey::MeasuredAt:
        return {QStringLiteral("r.measured_at")};
    case RunSortKey::Model:
        return {QStringLiteral("r.model")};
    case RunSortKey::Precision:
        return {QStringLiteral("r.precision")};
    case RunSortKey::Engine:
        return {QStringLiteral("r.engine")};
    case RunSortKey::Gpu:
        return {QStringLiteral("r.gpu")};
    case RunSortKey::Gpus:
        return {QStringLiteral("r.gpus")};
    case RunSortKey::Topology:
        return {QStringLiteral("r.topology")};
    case RunSortKey::Plan:
        return {QStringLiteral("r.serving"),
                QStringLiteral("r.tp"),
                QStringLiteral("r.ep"),
                QStringLiteral("r.attn_dp"),
                QStringLiteral("r.prefill_workers"),
                QStringLiteral("r.prefill_tp"),
                QStringLiteral("r.prefill_ep"),
                QStringLiteral("r.prefill_dp"),
                QStringLiteral("r.decode_workers"),
                QStringLiteral("r.decode_tp"),
                QStringLiteral("r.decode_ep"),
                QStringLiteral("r.decode_dp")};
    case RunSortKey::Concurrency:
        return {QStringLiteral("COALESCE(r.concurrency_configured, r.concurrency_achieved)")};
    case RunSortKey::SequenceLengths:
        return {QStringLiteral("r.isl"), QStringLiteral("r.osl")};
    case RunSortKey::TpotMeanMs:
        return {QStringLiteral("r.tpot_mean_ms")};
    case RunSortKey::TtftMeanMs:
        return {QStringLiteral("r.ttft_mean_ms")};
    case RunSortKey::OutputTokS:
        // The stated throughput, else the one the closed loop implies, as the table shows it
        // (RunRecord::derivedOutputTokS: C x OSL x 1000 / E2E, E2E = TTFT + (OSL - 1) x TPOT
        // where not stated). Columns that do not apply are NULL, and so is then the figure.
        return {QStringLiteral(
            "COALESCE(NULLIF(r.output_tok_s, 0), COALESCE(NULLIF(r.concurrency_achieved, 0), "
            "r.concurrency_configured) * r.osl * 1000 / COALESCE(r.e2e_mean_ms, "
            "COALESCE(r.ttft_mean_ms, r.ttft_median_ms) + (r.osl - 1) * "
            "COALESCE(r.tpot_mean_ms, r.tpot_median_ms)))")};
    case RunSortKey::Reference:
        return {QStringLiteral("r.is_reference")};
    case RunSortKey::SourceFile:
        return {QStringLiteral("s.file_name")};
    case RunSortKey::Notes:
        return {QStringLiteral("r.notes")};
    }
    return {};
}

/// `text` as a LIKE pattern matching it anywhere (with '\' escaping % and _).
QString likePattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('%'), QStringLiteral("\\%"))
        .replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

} // namespace

QVector<qint64> HistoryStore::runIds(const RunQuery &query, QString *error) const
{
    QVector<qint64> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QStringList where;
    QVariantList binds;
    auto equals = [&](const char *column, const QString &value) {
        if (value.isEmpty())
            return;
        where << QStringLiteral("r.%1 = ?").arg(QLatin1String(column));
        binds << value;
    };
    equals("model", query.model);
    equals("gpu", query.gpu);
    equals("engine", query.engine);
    if (query.measuredFrom.isValid()) {
        where << QStringLiteral("r.measured_at >= ?");
        binds << query.measuredFrom.toString(Qt::ISODate);
    }
    if (query.measuredTo.isValid()) {
        where << QStringLiteral("r.measured_at < ?");
        binds << query.measuredTo.addDays(1).toString(Qt::ISODate);
    }
    const QString text = query.text.trimmed();
    if (!text.isEmpty()) {
        where << QStringLiteral("(r.notes LIKE ? ESCAPE '\\' OR s.file_name LIKE ? ESCAPE '\\')");
        binds << likePattern(text) << likePattern(text);
    }
    const QStringList terms = sortTerms(query.sortKey);
    const bool needsSource = !text.isEmpty() || query.sortKey == RunSortKey::SourceFile;
    QString sql = QStringLiteral("SELECT r.id FROM runs AS r");
    if (needsSource)
        sql += QStringLiteral(" LEFT JOIN sources AS s ON s.id = r.source_id");
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    const QString dir = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QStringList order;
    for (const QString &t : terms)
        order << t + dir;
    order << QStringLiteral("r.id") + dir;
    sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));

    Stmt q(rawHandle(m_db), sql);
    QString e;
    if (q.ok()) {
        for (int i = 0; i < binds.size(); ++i)
            q.bind(i + 1, binds.at(i));
        int rc;
        while ((rc = q.step()) == SQLITE_ROW)
            out.append(sqlite3_column_int64(q.get(), 0));
        if (rc != SQLITE_DONE)
            e = q.error();
    } else {
        e = q.error();
    }
    if (!e.isEmpty()) {
        out.clear();
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, e);
    }
    return out;
}

QVector<RunRecord> HistoryStore::runsByIds(const QVector<qint64> &ids, QString *error) const
{
    QVector<RunRecord> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    out.reserve(ids.size());
    Stmt q(rawHandle(m_db), runSelectSql() + QStringLiteral(" WHERE r.id = ?"));
    QString e = q.ok() ? QString() : q.error();
    StmtReader in(q.get());
    for (qsizetype i = 0; e.isEmpty() && i < ids.size(); ++i) {
        sqlite3_reset(q.get());
        sqlite3_bind_int64(q.get(), 1, ids.at(i));
        const int rc = q.step();
        if (rc == SQLITE_ROW)
            out.append(runFromStmt(in));
        else if (rc != SQLITE_DONE)
            e = q.error();
    }
    if (!e.isEmpty()) {
        out.clear();
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, e);
    }
    return out;
}

RunFacets HistoryStore::facets(QString *error) const
{
    RunFacets out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    sqlite3 *db = rawHandle(m_db);
    auto read = [&](const char *sql, QStringList &values) {
        Stmt q(db, QString::fromLatin1(sql));
        if (!q.ok())
            return q.error();
        int rc;
        while ((rc = q.step()) == SQLITE_ROW)
            values << QString::fromUtf8(
                reinterpret_cast<const char *>(sqlite3_column_text(q.get(), 0)),
                sqlite3_column_bytes(q.get(), 0));
        return rc == SQLITE_DONE ? QString() : q.error();
    };
    QString e = read("SELECT DISTINCT model FROM runs ORDER BY model", out.models);
    if (e.isEmpty())
        e = read("SELECT DISTINCT gpu FROM runs ORDER BY gpu", out.gpus);
    if (e.isEmpty())
        e = read("SELECT DISTINCT engine FROM runs ORDER BY engine", out.engines);
    if (!e.isEmpty()) {
        out = {};
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, e);
    }
    return out;
}

QString HistoryStore::setRunNotes(qint64 id, const QString &notes)
{
    if (!isOpen())
        return tr("the history database is not open");
    if (m_team && !m_localOnly)
        return notesToServer(id, notes);
    if (!beginWrite(m_db))
        return tr("%1: cannot start a transaction: %2").arg(m_path, sqlError(m_db.lastError()));
    sqlite3 *db = rawHandle(m_db);
    Stmt q(db, QStringLiteral("UPDATE runs SET notes = ? WHERE id = ?"));
    QString e;
    if (!q.ok()) {
        e = q.error();
    } else {
        q.bind(1, nullable(notes));
        sqlite3_bind_int64(q.get(), 2, id);
        if (q.step() != SQLITE_DONE)
            e = q.error();
        else if (sqlite3_changes(db) == 0)
            e = tr("no run with id %1").arg(id);
    }
    if (e.isEmpty() && !m_db.commit())
        e = sqlError(m_db.lastError());
    if (!e.isEmpty()) {
        m_db.rollback();
        return tr("%1: cannot change the notes of run %2: %3").arg(m_path).arg(id).arg(e);
    }
    return {};
}

RemovedRuns HistoryStore::deleteRuns(const QVector<qint64> &ids, QString *error)
{
    RemovedRuns out;
    auto fail = [&](const QString &why) {
        if (error)
            *error = tr("%1: cannot delete the runs: %2").arg(m_path, why);
        return RemovedRuns{};
    };
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    if (m_team && !m_localOnly)
        return deleteOnServer(ids, error);
    if (!beginWrite(m_db))
        return fail(sqlError(m_db.lastError()));
    auto rollback = [&](const QString &why) {
        m_db.rollback();
        return fail(why);
    };
    sqlite3 *db = rawHandle(m_db);
    {
        Stmt read(db, runSelectSql() + QStringLiteral(" WHERE r.id = ?"));
        Stmt key(db, QStringLiteral("SELECT run_key FROM runs WHERE id = ?"));
        Stmt links(db, QStringLiteral(
                           "SELECT profile_id, run_id FROM profile_runs WHERE run_id = ? ORDER BY "
                           "profile_id"));
        Stmt del(db, QStringLiteral("DELETE FROM runs WHERE id = ?"));
        for (const Stmt *s : {&read, &key, &links, &del})
            if (!s->ok())
                return rollback(s->error());
        StmtReader in(read.get());
        QSet<qint64> seen;
        for (const qint64 id : ids) {
            if (seen.contains(id))
                continue;
            seen.insert(id);
            sqlite3_reset(read.get());
            sqlite3_bind_int64(read.get(), 1, id);
            int rc = read.step();
            if (rc == SQLITE_DONE)
                continue;
            if (rc != SQLITE_ROW)
                return rollback(read.error());
            out.runs.append(runFromStmt(in));
            sqlite3_reset(key.get());
            sqlite3_bind_int64(key.get(), 1, id);
            if (key.step() != SQLITE_ROW)
                return rollback(key.error());
            out.runKeys << QString::fromLatin1(
                reinterpret_cast<const char *>(sqlite3_column_text(key.get(), 0)));
            sqlite3_reset(links.get());
            sqlite3_bind_int64(links.get(), 1, id);
            while ((rc = links.step()) == SQLITE_ROW)
                out.profileLinks.append(
                    {sqlite3_column_int64(links.get(), 0), sqlite3_column_int64(links.get(), 1)});
            if (rc != SQLITE_DONE)
                return rollback(links.error());
            if (QString why; !readTelemetryRows(db, id, out.telemetry, &why))
                return rollback(why);
            sqlite3_reset(del.get());
            sqlite3_bind_int64(del.get(), 1, id);
            if (del.step() != SQLITE_DONE)
                return rollback(del.error());
        }
    }
    {
        // Sources left without runs go too: their content hash would block a re-import.
        QVector<qint64> sourceIds;
        for (const RunRecord &r : std::as_const(out.runs))
            if (!sourceIds.contains(r.sourceId))
                sourceIds << r.sourceId;
        std::sort(sourceIds.begin(), sourceIds.end());
        Stmt left(db, QStringLiteral("SELECT 1 FROM runs WHERE source_id = ? LIMIT 1"));
        Stmt read(db, QStringLiteral("SELECT file_name, tool, tool_version, host, "
                                     "content_sha256, imported_at FROM sources WHERE id = ?"));
        Stmt del(db, QStringLiteral("DELETE FROM sources WHERE id = ?"));
        for (const Stmt *s : {&left, &read, &del})
            if (!s->ok())
                return rollback(s->error());
        auto text = [&](int i) {
            const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(read.get(), i));
            return t ? QString::fromUtf8(t, sqlite3_column_bytes(read.get(), i)) : QString();
        };
        for (const qint64 sourceId : std::as_const(sourceIds)) {
            sqlite3_reset(left.get());
            sqlite3_bind_int64(left.get(), 1, sourceId);
            const int rc = left.step();
            if (rc == SQLITE_ROW)
                continue;
            if (rc != SQLITE_DONE)
                return rollback(left.error());
            sqlite3_reset(read.get());
            sqlite3_bind_int64(read.get(), 1, sourceId);
            if (read.step() != SQLITE_ROW)
                continue; // an orphan run: nothing to remove
            out.sources.append(StoredSource{
                sourceId, SourceInfo{text(0), text(1), text(2), text(3), text(4), text(5)}});
            sqlite3_reset(del.get());
            sqlite3_bind_int64(del.get(), 1, sourceId);
            if (del.step() != SQLITE_DONE)
                return rollback(del.error());
        }
    }
    if (!out.runs.isEmpty()) {
        if (const QString e = markRunsChanged(); !e.isEmpty())
            return rollback(e);
    }
    if (!m_db.commit())
        return rollback(sqlError(m_db.lastError()));
    if (out.runs.isEmpty() && error)
        *error = tr("%1: none of the runs to delete is stored").arg(m_path);
    return out;
}

QString HistoryStore::restoreRuns(const RemovedRuns &removed, QVector<qint64> *restoredIds)
{
    if (!isOpen())
        return tr("the history database is not open");
    if (removed.runKeys.size() != removed.runs.size())
        return tr("%1: cannot restore the runs: a run key is missing").arg(m_path);
    if (m_team && !m_localOnly)
        return restoreToServer(removed, restoredIds);
    if (!beginWrite(m_db))
        return tr("%1: cannot restore the runs: %2").arg(m_path, sqlError(m_db.lastError()));
    sqlite3 *db = rawHandle(m_db);
    auto rollback = [&](const QString &why) {
        m_db.rollback();
        return tr("%1: cannot restore the runs: %2").arg(m_path, why);
    };
    {
        // A row id that was taken meanwhile (SQLite reuses the highest ids after a delete)
        // gets a new one; everything else comes back under its old id.
        Stmt taken(db, QStringLiteral("SELECT 1 FROM sources WHERE id = ?"));
        Stmt takenRun(db, QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
        Stmt src(db, QStringLiteral("INSERT INTO sources (id, file_name, tool, tool_version, "
                                    "host, content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, "
                                    "?, ?)"));
        for (const Stmt *s : {&taken, &takenRun, &src})
            if (!s->ok())
                return rollback(s->error());
        auto isTaken = [](Stmt &q, qint64 id) {
            sqlite3_reset(q.get());
            sqlite3_bind_int64(q.get(), 1, id);
            return q.step() == SQLITE_ROW;
        };
        QHash<qint64, qint64> sourceIds, runIds; // old -> new, where they differ
        QVector<qint64> restored;
        for (const StoredSource &s : removed.sources) {
            src.reset();
            if (isTaken(taken, s.id))
                sqlite3_bind_null(src.get(), 1);
            else
                sqlite3_bind_int64(src.get(), 1, s.id);
            src.bind(2, s.info.fileName);
            src.bind(3, s.info.tool);
            src.bind(4, nullable(s.info.toolVersion));
            src.bind(5, nullable(s.info.host));
            src.bind(6, s.info.contentSha256);
            src.bind(7, s.info.importedAt);
            if (src.step() != SQLITE_DONE)
                return rollback(tr("source %1: %2").arg(s.info.fileName, src.error()));
            if (const qint64 id = sqlite3_last_insert_rowid(db); id != s.id)
                sourceIds.insert(s.id, id);
        }
        QStringList names{QStringLiteral("id"), QStringLiteral("source_id")};
        QStringList params{QStringLiteral("?"), QStringLiteral("?")};
        for (const Column &c : kRunColumns) {
            names << QLatin1String(c.name);
            params << QStringLiteral("?");
        }
        names << QStringLiteral("run_key");
        params << QStringLiteral("?");
        Stmt ins(db, QStringLiteral("INSERT INTO runs (") + names.join(QStringLiteral(", ")) +
                         QStringLiteral(") VALUES (") + params.join(QStringLiteral(", ")) +
                         QLatin1Char(')'));
        if (!ins.ok())
            return rollback(ins.error());
        for (qsizetype n = 0; n < removed.runs.size(); ++n) {
            const RunRecord &r = removed.runs.at(n);
            const bool idTaken = isTaken(takenRun, r.id);
            sqlite3_reset(ins.get());
            if (idTaken)
                sqlite3_bind_null(ins.get(), 1);
            else
                sqlite3_bind_int64(ins.get(), 1, r.id);
            sqlite3_bind_int64(ins.get(), 2, sourceIds.value(r.sourceId, r.sourceId));
            RunBinder binder(ins.get(), 3);
            visitRun(r, binder);
            ins.bind(binder.next(), removed.runKeys.at(n));
            if (ins.step() != SQLITE_DONE)
                return rollback(tr("run %1: %2").arg(r.id).arg(ins.error()));
            restored << sqlite3_last_insert_rowid(db);
            if (idTaken)
                runIds.insert(r.id, restored.constLast());
        }
        if (restoredIds)
            *restoredIds = restored;
        Stmt link(db, QStringLiteral("INSERT OR IGNORE INTO profile_runs (profile_id, run_id) "
                                     "SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM profiles WHERE "
                                     "id = ?1)"));
        if (!link.ok())
            return rollback(link.error());
        for (const auto &l : removed.profileLinks) {
            sqlite3_reset(link.get());
            sqlite3_bind_int64(link.get(), 1, l.first);
            sqlite3_bind_int64(link.get(), 2, runIds.value(l.second, l.second));
            if (link.step() != SQLITE_DONE)
                return rollback(link.error());
        }
        for (const StoredTelemetry &t : removed.telemetry) {
            QString why;
            if (!insertTelemetryRow(db, t, runIds.value(t.runId, t.runId), true, nullptr, &why))
                return rollback(tr("telemetry %1: %2").arg(t.fileName, why));
        }
    }
    if (const QString e = markRunsChanged(); !e.isEmpty())
        return rollback(e);
    if (!m_db.commit())
        return rollback(sqlError(m_db.lastError()));
    return {};
}

QString HistoryStore::runsFromJson(const QByteArray &json, QVector<RunRecord> &runs)
{
    runs.clear();
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return tr("not valid JSON at offset %1: %2").arg(err.offset).arg(err.errorString());
    const QJsonObject top = doc.object();
    if (top.value(QLatin1String("format")).toString() != QLatin1String("moeplan-history-runs"))
        return tr("not a MoE Planner runs file (\"format\" is not \"moeplan-history-runs\")");
    if (top.value(QLatin1String("version")).toInt() != 1)
        return tr("runs file version %1 is not supported")
            .arg(top.value(QLatin1String("version")).toVariant().toString());
    const QJsonArray array = top.value(QLatin1String("runs")).toArray();
    const QVariantList defaults = runValues(RunRecord{});
    for (qsizetype n = 0; n < array.size(); ++n) {
        const QJsonObject o = array.at(n).toObject();
        if (o.isEmpty())
            return tr("run %1 is not an object").arg(n + 1);
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (it.key() == QLatin1String("source"))
                continue;
            bool known = false;
            for (const Column &c : kRunColumns)
                known = known || it.key() == QLatin1String(c.name);
            if (!known)
                return tr("run %1: unknown column \"%2\"").arg(n + 1).arg(it.key());
        }
        QVariantList values;
        for (int i = 0; i < kColumnCount; ++i) {
            const Column &c = kRunColumns[i];
            const QJsonValue v = o.value(QLatin1String(c.name));
            const bool text = c.type == Column::Type::Text;
            const bool integer = c.type != Column::Type::Text && c.type != Column::Type::Real;
            if (v.isUndefined()) {
                values << defaults.at(i);
            } else if (v.isNull()) {
                values << QVariant();
            } else if (text) {
                if (!v.isString())
                    return tr("run %1: \"%2\" must be a string").arg(n + 1).arg(c.name);
                values << v.toString();
            } else if (v.isBool() && integer) {
                values << (v.toBool() ? 1 : 0);
            } else if (!v.isDouble() || !std::isfinite(v.toDouble())) {
                return tr("run %1: \"%2\" must be a number").arg(n + 1).arg(c.name);
            } else if (integer) {
                const double d = v.toDouble();
                if (d != std::floor(d) || std::fabs(d) > 1e9)
                    return tr("run %1: \"%2\" must be a whole number").arg(n + 1).arg(c.name);
                values << int(d);
            } else {
                values << v.toDouble();
            }
        }
        int i = 0;
        RunRecord r = runFromValues([&] { return values.at(i++); });
        // The bounds every stored run meets (a runs file is read before it reaches a store,
        // e.g. by the import preview).
        if (const QString e = r.rangeError(); !e.isEmpty())
            return tr("run %1: %2").arg(n + 1).arg(e);
        const QString source = o.value(QLatin1String("source")).toString();
        if (!source.isEmpty())
            r.notes = r.notes.isEmpty() ? tr("source: %1").arg(source)
                                        : tr("source: %1; %2").arg(source, r.notes);
        runs << r;
    }
    if (runs.isEmpty())
        return tr("holds no runs");
    return {};
}

QString HistoryStore::referenceRuns(SourceInfo &source, QVector<RunRecord> &runs)
{
    const QString resource = QStringLiteral(":/history/reference-runs.json");
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly))
        return tr("%1: the bundled reference history is missing").arg(resource);
    const QByteArray bytes = f.readAll();
    if (const QString e = runsFromJson(bytes, runs); !e.isEmpty())
        return tr("%1: %2").arg(resource, e);
    for (RunRecord &r : runs)
        r.isReference = true;
    source = {};
    source.fileName = QStringLiteral("reference-runs.json");
    source.tool = QStringLiteral("moeplan-reference");
    source.contentSha256 =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    return {};
}

QString HistoryStore::ensureReferenceRuns()
{
    SourceInfo source;
    QVector<RunRecord> runs;
    if (const QString e = referenceRuns(source, runs); !e.isEmpty())
        return e;
    return importRuns(source, runs).error;
}

} // namespace moeplan::core
