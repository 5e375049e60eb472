// HistoryStore::mergeFrom(): another history database's sources and runs, checked as imports
// are, in one transaction.

#include "historystore.h"

#include "history/bulkcopy.h"
#include "history/runcodec.h"
#include "history/schema.h"
#include "history/sqlite.h"
#include "history/telemetryrows.h"

#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

#include <limits>

namespace moeplan::core {

using namespace history;

namespace {

/// A step of the merge that failed: what it was doing, and SQLite's words for why.
struct StepFailure
{
    QString what, cause;
    explicit operator bool() const { return !what.isEmpty(); }
};

using Code = InputError::Code;

/// Why `info` cannot be merged into the history at `ownPath` (missing, itself, not SQLite,
/// empty); ok() when it may be.
InputError checkInput(const QFileInfo &info, const QString &path, const QString &ownPath)
{
    if (!info.exists() || info.isDir())
        return InputError::of(Code::Unreadable, path, HistoryStore::tr("no such database file"));
    if (info.canonicalFilePath() == QFileInfo(ownPath).canonicalFilePath())
        return InputError::of(Code::Invalid, path, HistoryStore::tr("is this history itself"));
    if (const QString why = checkHeader(path); !why.isEmpty())
        return InputError::of(Code::NotAResult, path, why);
    if (info.size() == 0)
        return InputError::of(Code::NotAResult, path,
                              HistoryStore::tr("an empty file, not a benchmark history"));
    return {};
}

/// Opens the other file read-only on its own connection, checks its schema is a history's
/// (schema.h inspect()) and reads its sources; returns the refusal, or one that is ok().
InputError readSources(const QString &path, QVector<SourceInfo> &sources, QVector<qint64> &ids)
{
    const QString connection = newConnectionName();
    QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    other.setDatabaseName(path);
    other.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    InputError error;
    if (!other.open()) {
        error =
            InputError::of(Code::Unreadable, path,
                           HistoryStore::tr("cannot open: %1").arg(sqlError(other.lastError())));
    } else {
        const SchemaState state = inspect(other);
        if (!state.error.isEmpty())
            error = InputError::of(Code::Invalid, path, state.error);
        else if (state.version == 0)
            error = InputError::of(Code::NotAResult, path,
                                   HistoryStore::tr("an empty database, not a benchmark history"));
    }
    if (error.ok()) {
        QSqlQuery q(other);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT id, file_name, tool, tool_version, host, "
                                   "content_sha256, imported_at FROM sources ORDER BY id"))) {
            error = InputError::of(
                Code::Invalid, path,
                HistoryStore::tr("cannot read the sources: %1").arg(sqlError(q.lastError())));
        } else {
            while (q.next()) {
                ids << q.value(0).toLongLong();
                sources << SourceInfo{q.value(1).toString(), q.value(2).toString(),
                                      q.value(3).toString(), q.value(4).toString(),
                                      q.value(5).toString(), q.value(6).toString()};
            }
        }
        q.finish();
    }
    dropConnection(other, connection);
    return error;
}

/// Attaches the other file read-only as merge_src (by URI: a path is not parsed as one).
InputError attachReadOnly(sqlite3 *db, const QFileInfo &info, const QString &path)
{
    Stmt attach(db, QStringLiteral("ATTACH DATABASE ? AS merge_src"));
    const QByteArray uri =
        QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded).toUtf8() +
        "?mode=ro";
    if (attach.ok())
        sqlite3_bind_text(attach.get(), 1, uri.constData(), int(uri.size()), SQLITE_TRANSIENT);
    if (!attach.ok() || attach.step() != SQLITE_DONE)
        return InputError::of(Code::Unreadable, path,
                              HistoryStore::tr("cannot attach: %1").arg(attach.error()));
    return {};
}

struct Detach
{
    sqlite3 *db;
    ~Detach() { sqlite3_exec(db, "DETACH DATABASE merge_src", nullptr, nullptr, nullptr); }
};

StepFailure rawFailure(const QString &what, sqlite3 *db)
{
    return {what, QString::fromUtf8(sqlite3_errmsg(db))};
}

/// Stores the sources this history lacks (matched by content hash) and writes the mapping of
/// the other file's source ids to ours into temp.merge_map, which the copy joins.
StepFailure mapSources(QSqlDatabase &ours, sqlite3 *db, const QVector<SourceInfo> &sources,
                       const QVector<qint64> &ids)
{
    QHash<qint64, qint64> mapped; // other's source id -> ours
    QSqlQuery find(ours), add(ours);
    find.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
    add.prepare(QStringLiteral("INSERT INTO sources (file_name, tool, tool_version, host, "
                               "content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, ?)"));
    for (int i = 0; i < sources.size(); ++i) {
        const SourceInfo &s = sources.at(i);
        find.addBindValue(s.contentSha256);
        if (!find.exec())
            return {HistoryStore::tr("cannot look up a source"), sqlError(find.lastError())};
        if (find.next()) {
            mapped.insert(ids.at(i), find.value(0).toLongLong());
            find.finish();
            continue;
        }
        find.finish();
        add.addBindValue(s.fileName);
        add.addBindValue(s.tool);
        add.addBindValue(nullable(s.toolVersion));
        add.addBindValue(nullable(s.host));
        add.addBindValue(s.contentSha256);
        add.addBindValue(s.importedAt);
        if (!add.exec())
            return {HistoryStore::tr("source %1 was refused").arg(s.fileName),
                    sqlError(add.lastError())};
        mapped.insert(ids.at(i), add.lastInsertId().toLongLong());
    }
    find.finish();
    add.finish();
    if (sqlite3_exec(db,
                     "CREATE TEMP TABLE IF NOT EXISTS merge_map (other INTEGER PRIMARY KEY, "
                     "ours INTEGER NOT NULL); DELETE FROM temp.merge_map;",
                     nullptr, nullptr, nullptr) != SQLITE_OK)
        return rawFailure(HistoryStore::tr("cannot map the sources"), db);
    Stmt map(db, QStringLiteral("INSERT INTO temp.merge_map (other, ours) VALUES (?, ?)"));
    if (!map.ok())
        return {HistoryStore::tr("cannot map the sources"), map.error()};
    for (auto it = mapped.constBegin(); it != mapped.constEnd(); ++it) {
        sqlite3_reset(map.get());
        sqlite3_bind_int64(map.get(), 1, it.key());
        sqlite3_bind_int64(map.get(), 2, it.value());
        if (map.step() != SQLITE_DONE)
            return {HistoryStore::tr("cannot map the sources"), map.error()};
    }
    return {};
}

/// A run of the other file whose source it lacks: `refusal` names it.
StepFailure findOrphan(sqlite3 *db, const QString &path, InputError &refusal)
{
    Stmt orphan(db, QStringLiteral("SELECT id, source_id FROM merge_src.runs WHERE source_id "
                                   "NOT IN (SELECT other FROM temp.merge_map) LIMIT 1"));
    if (!orphan.ok())
        return {HistoryStore::tr("cannot read the runs"), orphan.error()};
    if (orphan.step() == SQLITE_ROW)
        refusal =
            InputError::of(Code::Invalid, path,
                           HistoryStore::tr("refers to a missing source %1")
                               .arg(sqlite3_column_int64(orphan.get(), 1)),
                           HistoryStore::tr("run %1").arg(sqlite3_column_int64(orphan.get(), 0)));
    return {};
}

StepFailure scalar(sqlite3 *db, const char *sql, qint64 &value)
{
    Stmt q(db, QString::fromLatin1(sql));
    if (!q.ok() || q.step() != SQLITE_ROW)
        return {HistoryStore::tr("cannot read the runs"), q.error()};
    value = sqlite3_column_int64(q.get(), 0);
    return {};
}

/// The runs the SQL checks admit, in one INSERT ... SELECT (bulkcopy.h): their ids go to
/// temp.merge_bulk and `out`, their count to `added`. Skipped (nothing copied) when the new
/// ids would not fit after the largest (no AUTOINCREMENT).
StepFailure copyInBulk(sqlite3 *db, qint64 total, int &added, ImportOutcome &out)
{
    added = 0;
    qint64 lastId = 0;
    if (StepFailure f = scalar(db, "SELECT coalesce(max(id), 0) FROM runs", lastId))
        return f;
    if (sqlite3_exec(db,
                     "DROP TABLE IF EXISTS temp.merge_bulk; "
                     "CREATE TEMP TABLE merge_bulk (id INTEGER PRIMARY KEY);",
                     nullptr, nullptr, nullptr) != SQLITE_OK)
        return rawFailure(HistoryStore::tr("cannot copy the runs"), db);
    if (lastId >= std::numeric_limits<qint64>::max() - total - 1)
        return {};
    for (const QString &sql : {bulkSelectSql(), bulkCopySql()})
        if (sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr) != SQLITE_OK)
            return rawFailure(HistoryStore::tr("cannot copy the runs"), db);
    added = sqlite3_changes(db);
    Stmt ids(db, QStringLiteral("SELECT id FROM runs WHERE id > ? ORDER BY id"));
    if (!ids.ok())
        return {HistoryStore::tr("cannot read the runs"), ids.error()};
    sqlite3_bind_int64(ids.get(), 1, lastId);
    out.runIds.reserve(added);
    while (ids.step() == SQLITE_ROW)
        out.runIds << sqlite3_column_int64(ids.get(), 0);
    out.imported = int(out.runIds.size());
    return {};
}

/// The runs the bulk copy left, one by one: each read, checked as an imported one is (types,
/// then physical bounds) and written with its run_key recomputed (other writers' keys are not
/// trusted); a run that fails is refused with its id in that file, the others are stored.
/// `copied` counts the runs read.
StepFailure copyOneByOne(sqlite3 *db, const QString &path, ImportOutcome &out, qint64 &copied)
{
    copied = 0;
    QStringList columns{QStringLiteral("r.id"), QStringLiteral("m.ours")};
    for (const Column &c : kRunColumns)
        columns << QStringLiteral("r.") + QLatin1String(c.name);
    columns << QStringLiteral("NULL");
    Stmt read(db, QStringLiteral("SELECT ") + columns.join(QStringLiteral(", ")) +
                      QStringLiteral(" FROM merge_src.runs AS r JOIN temp.merge_map AS m ON "
                                     "m.other = r.source_id WHERE r.id NOT IN (SELECT id "
                                     "FROM temp.merge_bulk) ORDER BY r.id"));
    Stmt ins(db, insertRunSql());
    if (!read.ok())
        return {HistoryStore::tr("cannot read the runs"), read.error()};
    if (!ins.ok())
        return {HistoryStore::tr("cannot prepare the copy"), ins.error()};
    StmtReader in(read.get());
    in.setStrict(true);
    RunBinder binder(ins.get(), 2);
    RunRecord r;
    int rc;
    while ((rc = read.step()) == SQLITE_ROW) {
        ++copied;
        in.clearProblem();
        runFromStmt(in, r);
        QString why = in.problem();
        if (why.isEmpty())
            why = r.rangeError();
        if (!why.isEmpty()) {
            if (out.rejected.size() < 1000)
                out.rejected << InputError::of(Code::Invalid, path, why,
                                               HistoryStore::tr("run %1").arg(r.id));
            ++out.refused;
            continue;
        }
        sqlite3_reset(ins.get());
        sqlite3_bind_int64(ins.get(), 1, r.sourceId);
        binder.restart(2);
        visitRun(r, binder);
        const QByteArray key = binder.runKey();
        sqlite3_bind_text(ins.get(), binder.next(), key.constData(), int(key.size()),
                          SQLITE_TRANSIENT);
        if (ins.step() != SQLITE_DONE)
            return {HistoryStore::tr("run %1 was refused").arg(r.id), ins.error()};
        if (sqlite3_changes(db) > 0) {
            ++out.imported;
            out.runIds << sqlite3_last_insert_rowid(db);
        } else {
            ++out.duplicates;
        }
    }
    if (rc != SQLITE_DONE)
        return {HistoryStore::tr("cannot read the runs"), read.error()};
    return {};
}

/// The telemetry of the other file (schema 4 on) attached to the runs it belongs to here: each
/// of its runs with telemetry is read strictly and keyed as the copy keys it (the other file's
/// run_key is not trusted), and its telemetry rows go to our run of that key (imported now or
/// before). A summary this build cannot read is refused with the row's id; the row ids added
/// go to `out.telemetryIds`.
StepFailure copyTelemetry(sqlite3 *db, const QString &path, ImportOutcome &out)
{
    qint64 hasTable = 0;
    if (StepFailure f = scalar(db,
                               "SELECT count(*) FROM merge_src.sqlite_master WHERE type = "
                               "'table' AND name = 'telemetry'",
                               hasTable))
        return f;
    if (hasTable == 0)
        return {};
    QStringList columns;
    for (const Column &c : kRunColumns)
        columns << QStringLiteral("r.") + QLatin1String(c.name);
    Stmt read(db, QStringLiteral("SELECT r.id, r.source_id, ") +
                      columns.join(QStringLiteral(", ")) +
                      QStringLiteral(", NULL FROM merge_src.runs AS r WHERE r.id IN (SELECT "
                                     "run_id FROM merge_src.telemetry) ORDER BY r.id"));
    Stmt rows(db, QStringLiteral("SELECT id, file_name, content_sha256, formats, window_start, "
                                 "window_end, attached_at, summary_json FROM merge_src.telemetry "
                                 "WHERE run_id = ? ORDER BY id"));
    Stmt ours(db, QStringLiteral("SELECT id FROM runs WHERE run_key = ?"));
    for (const Stmt *s : {&read, &rows, &ours})
        if (!s->ok())
            return {HistoryStore::tr("cannot read the telemetry"), s->error()};
    StmtReader in(read.get());
    in.setStrict(true);
    RunRecord r;
    int rc;
    while ((rc = read.step()) == SQLITE_ROW) {
        in.clearProblem();
        runFromStmt(in, r);
        if (!in.problem().isEmpty() || !r.rangeError().isEmpty())
            continue; // the run itself was refused above, and its telemetry with it
        sqlite3_reset(ours.get());
        ours.bind(1, r.runKey());
        if (ours.step() != SQLITE_ROW)
            continue;
        const qint64 ourRun = sqlite3_column_int64(ours.get(), 0);
        sqlite3_reset(rows.get());
        sqlite3_bind_int64(rows.get(), 1, r.id);
        int trc;
        while ((trc = rows.step()) == SQLITE_ROW) {
            const auto text = [&](int i) {
                const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(rows.get(), i));
                return t ? QString::fromUtf8(t) : QString();
            };
            StoredTelemetry t;
            t.fileName = text(1);
            t.contentSha256 = text(2);
            t.formats = text(3).split(u',', Qt::SkipEmptyParts);
            t.start = QDateTime::fromString(text(4), Qt::ISODateWithMs);
            t.end = QDateTime::fromString(text(5), Qt::ISODateWithMs);
            t.attachedAt = QDateTime::fromString(text(6), Qt::ISODateWithMs);
            QString why;
            if (t.fileName.isEmpty() || t.contentSha256.isEmpty() ||
                !t.readSummaryJson(text(7).toUtf8(), &why)) {
                if (why.isEmpty())
                    why = HistoryStore::tr("the telemetry row names no file or content");
                if (out.rejected.size() < 1000)
                    out.rejected << InputError::of(Code::Invalid, path, why,
                                                   HistoryStore::tr("telemetry %1 of run %2")
                                                       .arg(sqlite3_column_int64(rows.get(), 0))
                                                       .arg(r.id));
                ++out.refused;
                continue;
            }
            qint64 id = 0;
            if (!insertTelemetryRow(db, t, ourRun, false, &id, &why))
                return {HistoryStore::tr("the telemetry %1 was refused").arg(t.fileName), why};
            out.telemetryIds << id;
        }
        if (trc != SQLITE_DONE)
            return {HistoryStore::tr("cannot read the telemetry"), rows.error()};
    }
    if (rc != SQLITE_DONE)
        return {HistoryStore::tr("cannot read the telemetry"), read.error()};
    return {};
}

} // namespace

ImportOutcome HistoryStore::mergeFrom(const QString &otherDbPath)
{
    if (m_team && !m_localOnly)
        return mergeToServer(otherDbPath);
    for (int attempt = 0;; ++attempt) {
        m_failure = Failure::None;
        ImportOutcome out = mergeOnce(otherDbPath);
        if (out.ok() || m_failure != Failure::Busy || attempt + 1 >= kWriteAttempts)
            return out;
    }
}

ImportOutcome HistoryStore::readRunsOf(const QString &otherDbPath, QVector<RunRecord> &runs)
{
    runs.clear();
    const QTemporaryDir dir;
    ImportOutcome out;
    if (!dir.isValid()) {
        out.error =
            tr("%1: no temporary folder to read it in: %2").arg(otherDbPath, dir.errorString());
        return out;
    }
    HistoryStore scratch; // destroyed (closed) before the folder
    if (const QString e = scratch.open(dir.filePath(QStringLiteral("scratch.sqlite")));
        !e.isEmpty()) {
        out.error = e;
        return out;
    }
    out = scratch.mergeFrom(otherDbPath);
    if (!out.ok())
        return out;
    QString error;
    runs = scratch.runs({}, &error);
    if (!error.isEmpty()) {
        runs.clear();
        out.error = error;
    }
    return out;
}

ImportOutcome HistoryStore::mergeOnce(const QString &otherDbPath)
{
    auto refused = [](const QString &why) {
        ImportOutcome bad;
        bad.error = why;
        return bad;
    };
    auto refusedInput = [](const InputError &refusal) {
        ImportOutcome bad;
        bad.refusal = refusal;
        bad.error = refusal.message();
        return bad;
    };
    if (!isOpen())
        return refused(tr("the history database is not open"));
    const QFileInfo info(otherDbPath);
    if (const InputError e = checkInput(info, otherDbPath, m_path); !e.ok())
        return refusedInput(e);
    QVector<SourceInfo> sources;
    QVector<qint64> sourceIds;
    if (const InputError e = readSources(otherDbPath, sources, sourceIds); !e.ok())
        return refusedInput(e);

    // The other file is attached read-only for the copy, and the copy is one transaction.
    sqlite3 *db = rawHandle(m_db);
    if (!db)
        return refused(tr("%1: the SQLite driver gives no handle").arg(otherDbPath));
    if (const InputError e = attachReadOnly(db, info, otherDbPath); !e.ok())
        return refusedInput(e);
    const Detach detach{db};
    if (!beginWrite(m_db)) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        return refused(failureText(
            tr("%1: cannot start a transaction on %2: %3").arg(otherDbPath, m_path, cause), cause));
    }
    auto failed = [&](const StepFailure &f) {
        noteFailure();
        m_db.rollback();
        return refused(failureText(tr("%1: %2: %3").arg(otherDbPath, f.what, f.cause), f.cause));
    };

    if (StepFailure f = mapSources(m_db, db, sources, sourceIds))
        return failed(f);
    InputError orphan;
    if (StepFailure f = findOrphan(db, otherDbPath, orphan))
        return failed(f);
    if (!orphan.ok()) {
        m_db.rollback();
        return refusedInput(orphan);
    }
    if (const QString e = registerMergeFunctions(db); !e.isEmpty())
        return failed({tr("cannot prepare the copy"), e});
    qint64 total = 0, oneByOne = 0;
    int bulkAdded = 0;
    ImportOutcome out;
    if (StepFailure f = scalar(db, "SELECT count(*) FROM merge_src.runs", total))
        return failed(f);
    if (StepFailure f = copyInBulk(db, total, bulkAdded, out))
        return failed(f);
    if (StepFailure f = copyOneByOne(db, otherDbPath, out, oneByOne))
        return failed(f);
    out.duplicates += int(total - oneByOne - bulkAdded); // bulk rows already there (run_key)
    if (StepFailure f = copyTelemetry(db, otherDbPath, out))
        return failed(f);
    if (out.imported > 0) {
        if (const QString e = markRunsChanged(); !e.isEmpty()) {
            m_db.rollback();
            return refused(e);
        }
    }
    sqlite3_exec(db, "DELETE FROM temp.merge_map; DROP TABLE temp.merge_bulk;", nullptr, nullptr,
                 nullptr);
    if (!m_db.commit()) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        m_db.rollback();
        return refused(
            failureText(tr("%1: cannot commit to %2: %3").arg(otherDbPath, m_path, cause), cause));
    }
    return out;
}

} // namespace moeplan::core
