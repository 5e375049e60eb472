// HistoryStore's telemetry: files of GPU telemetry attached to runs, summarised
// (storedtelemetry.h), read back for the diagnosis, removed and restored with their runs.

#include "historystore.h"

#include "history/sqlite.h"
#include "history/telemetryrows.h"

#include <QSet>

namespace moeplan::core {

namespace history {

namespace {

QString columnText(sqlite3_stmt *s, int i)
{
    const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(s, i));
    return t ? QString::fromUtf8(t) : QString();
}

QVariant isoOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toUTC().toString(Qt::ISODateWithMs)) : QVariant();
}

/// Rows of `SELECT id, file_name, content_sha256, formats, window_start, window_end,
/// attached_at, summary_json, run_id FROM telemetry ...` with one bound id.
bool readRows(sqlite3 *db, const QString &where, qint64 key, QVector<StoredTelemetry> &out,
              QString *error)
{
    Stmt q(db, QStringLiteral("SELECT id, file_name, content_sha256, formats, window_start, "
                              "window_end, attached_at, summary_json, run_id FROM telemetry "
                              "WHERE ") +
                   where + QStringLiteral(" ORDER BY id"));
    if (!q.ok()) {
        if (error)
            *error = q.error();
        return false;
    }
    sqlite3_bind_int64(q.get(), 1, key);
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        StoredTelemetry t;
        t.id = sqlite3_column_int64(q.get(), 0);
        t.runId = sqlite3_column_int64(q.get(), 8);
        const qint64 runId = t.runId;
        t.fileName = columnText(q.get(), 1);
        t.contentSha256 = columnText(q.get(), 2);
        t.formats = columnText(q.get(), 3).split(u',', Qt::SkipEmptyParts);
        t.start = QDateTime::fromString(columnText(q.get(), 4), Qt::ISODateWithMs);
        t.end = QDateTime::fromString(columnText(q.get(), 5), Qt::ISODateWithMs);
        t.attachedAt = QDateTime::fromString(columnText(q.get(), 6), Qt::ISODateWithMs);
        QString why;
        if (!t.readSummaryJson(columnText(q.get(), 7).toUtf8(), &why)) {
            if (error)
                *error = HistoryStore::tr("telemetry %1 of run %2 (%3): %4")
                             .arg(t.id)
                             .arg(runId)
                             .arg(t.fileName, why);
            return false;
        }
        out.append(t);
    }
    if (rc != SQLITE_DONE) {
        if (error)
            *error = q.error();
        return false;
    }
    return true;
}

} // namespace

bool readTelemetryRows(sqlite3 *db, qint64 runId, QVector<StoredTelemetry> &out, QString *error)
{
    return readRows(db, QStringLiteral("run_id = ?"), runId, out, error);
}

bool insertTelemetryRow(sqlite3 *db, const StoredTelemetry &t, qint64 runId, bool keepId,
                        qint64 *newId, QString *error)
{
    auto fail = [&](const Stmt &s) {
        if (error)
            *error = s.error();
        return false;
    };
    Stmt del(db, QStringLiteral("DELETE FROM telemetry WHERE run_id = ? AND content_sha256 = ?"));
    Stmt taken(db, QStringLiteral("SELECT 1 FROM telemetry WHERE id = ?"));
    Stmt ins(db, QStringLiteral("INSERT INTO telemetry (id, run_id, file_name, content_sha256, "
                                "formats, window_start, window_end, attached_at, summary_json) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const Stmt *s : {&del, &taken, &ins})
        if (!s->ok())
            return fail(*s);
    del.bind(1, runId);
    del.bind(2, t.contentSha256);
    if (del.step() != SQLITE_DONE)
        return fail(del);
    bool useId = keepId && t.id > 0;
    if (useId) {
        taken.bind(1, t.id);
        useId = taken.step() != SQLITE_ROW;
    }
    if (useId)
        ins.bind(1, t.id);
    else
        sqlite3_bind_null(ins.get(), 1);
    ins.bind(2, runId);
    ins.bind(3, t.fileName);
    ins.bind(4, t.contentSha256);
    ins.bind(5, t.formats.join(u','));
    ins.bind(6, isoOrNull(t.start));
    ins.bind(7, isoOrNull(t.end));
    ins.bind(8, isoOrNull(t.attachedAt.isValid() ? t.attachedAt : QDateTime::currentDateTimeUtc()));
    ins.bind(9, QString::fromUtf8(t.summaryJson()));
    if (ins.step() != SQLITE_DONE)
        return fail(ins);
    if (newId)
        *newId = sqlite3_last_insert_rowid(db);
    return true;
}

} // namespace history

using namespace history;

QString HistoryStore::attachTelemetry(const QVector<qint64> &runIds, const StoredTelemetry &t,
                                      QVector<qint64> *ids)
{
    if (!isOpen())
        return tr("the history database is not open");
    if (runIds.isEmpty())
        return tr("%1: no run to attach the telemetry %2 to").arg(m_path, t.fileName);
    for (int attempt = 0;; ++attempt) {
        m_failure = Failure::None;
        QVector<qint64> added;
        const QString e = attachOnce(runIds, t, added);
        if (e.isEmpty() && ids)
            *ids = added;
        if (e.isEmpty() || m_failure != Failure::Busy || attempt + 1 >= kWriteAttempts)
            return e;
    }
}

QString HistoryStore::attachOnce(const QVector<qint64> &runIds, const StoredTelemetry &t,
                                 QVector<qint64> &added)
{
    if (!beginWrite(m_db)) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        return failureText(tr("%1: cannot start a transaction: %2").arg(m_path, cause), cause);
    }
    sqlite3 *db = rawHandle(m_db);
    auto rollback = [&](qint64 runId, const QString &why) {
        noteFailure();
        m_db.rollback();
        return failureText(tr("%1: cannot attach the telemetry %2 to run %3: %4")
                               .arg(m_path, t.fileName)
                               .arg(runId)
                               .arg(why),
                           why);
    };
    Stmt run(db, QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
    if (!run.ok())
        return rollback(runIds.constFirst(), run.error());
    for (const qint64 runId : runIds) {
        sqlite3_reset(run.get());
        sqlite3_bind_int64(run.get(), 1, runId);
        if (run.step() != SQLITE_ROW) {
            m_db.rollback();
            return tr("%1: no run %2 to attach the telemetry %3 to (see moeplan-cli runs)")
                .arg(m_path)
                .arg(runId)
                .arg(t.fileName);
        }
        QString why;
        qint64 id = 0;
        if (!insertTelemetryRow(db, t, runId, false, &id, &why))
            return rollback(runId, why);
        added << id;
    }
    if (!m_db.commit())
        return rollback(runIds.constFirst(), sqlError(m_db.lastError()));
    return {};
}

QString HistoryStore::detachTelemetry(const QVector<qint64> &telemetryIds)
{
    if (!isOpen())
        return tr("the history database is not open");
    if (!beginWrite(m_db)) {
        noteFailure();
        return tr("%1: cannot remove the telemetry: %2").arg(m_path, sqlError(m_db.lastError()));
    }
    sqlite3 *db = rawHandle(m_db);
    Stmt del(db, QStringLiteral("DELETE FROM telemetry WHERE id = ?"));
    for (const qint64 id : telemetryIds) {
        if (del.ok()) {
            sqlite3_reset(del.get());
            sqlite3_bind_int64(del.get(), 1, id);
        }
        if (!del.ok() || del.step() != SQLITE_DONE) {
            const QString why = del.error();
            noteFailure();
            m_db.rollback();
            return tr("%1: cannot remove the telemetry: %2").arg(m_path, why);
        }
    }
    if (!m_db.commit()) {
        noteFailure();
        return tr("%1: cannot remove the telemetry: %2").arg(m_path, sqlError(m_db.lastError()));
    }
    return {};
}

QVector<qint64> HistoryStore::runIdsOfKeys(const QStringList &keys, QString *error) const
{
    QVector<qint64> out(keys.size(), 0);
    if (!isOpen())
        return out;
    Stmt q(rawHandle(m_db), QStringLiteral("SELECT id FROM runs WHERE run_key = ?"));
    if (!q.ok()) {
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, q.error());
        return out;
    }
    for (int i = 0; i < keys.size(); ++i) {
        sqlite3_reset(q.get());
        q.bind(1, keys.at(i));
        if (q.step() == SQLITE_ROW)
            out[i] = sqlite3_column_int64(q.get(), 0);
    }
    return out;
}

QVector<QPair<qint64, QDateTime>>
HistoryStore::runsMeasuredBetween(const QDateTime &from, const QDateTime &to, QString *error) const
{
    QVector<QPair<qint64, QDateTime>> out;
    if (!isOpen() || !from.isValid() || !to.isValid())
        return out;
    // measured_at is ISO 8601 text: select by its date, then compare the parsed times.
    Stmt q(rawHandle(m_db),
           QStringLiteral("SELECT id, measured_at FROM runs WHERE measured_at IS NOT NULL AND "
                          "substr(measured_at, 1, 10) BETWEEN ? AND ? ORDER BY id"));
    if (!q.ok()) {
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, q.error());
        return out;
    }
    q.bind(1, from.toUTC().date().addDays(-1).toString(Qt::ISODate));
    q.bind(2, to.toUTC().date().addDays(1).toString(Qt::ISODate));
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        const QDateTime at = QDateTime::fromString(columnText(q.get(), 1), Qt::ISODateWithMs);
        if (at.isValid() && at >= from && at <= to)
            out.append({sqlite3_column_int64(q.get(), 0), at});
    }
    if (rc != SQLITE_DONE && error)
        *error = tr("%1: cannot read the runs: %2").arg(m_path, q.error());
    return out;
}

QVector<StoredTelemetry> HistoryStore::telemetryRows(const QVector<qint64> &telemetryIds,
                                                     QString *error) const
{
    QVector<StoredTelemetry> out;
    if (!isOpen())
        return out;
    for (const qint64 id : telemetryIds) {
        QString why;
        if (!readRows(rawHandle(m_db), QStringLiteral("id = ?"), id, out, &why)) {
            if (error)
                *error = tr("%1: cannot read the telemetry: %2").arg(m_path, why);
            return {};
        }
    }
    return out;
}

RunTelemetry HistoryStore::telemetryOf(qint64 runId, QString *error) const
{
    RunTelemetry out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QString why;
    if (!readTelemetryRows(rawHandle(m_db), runId, out.files, &why)) {
        if (error)
            *error = tr("%1: cannot read the telemetry: %2").arg(m_path, why);
        out.files.clear();
    }
    return out;
}

QSet<qint64> HistoryStore::runsWithTelemetry(QString *error) const
{
    QSet<qint64> out;
    if (!isOpen())
        return out;
    Stmt q(rawHandle(m_db), QStringLiteral("SELECT DISTINCT run_id FROM telemetry"));
    if (!q.ok()) {
        if (error)
            *error = tr("%1: cannot read the telemetry: %2").arg(m_path, q.error());
        return out;
    }
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.insert(sqlite3_column_int64(q.get(), 0));
    if (rc != SQLITE_DONE && error)
        *error = tr("%1: cannot read the telemetry: %2").arg(m_path, q.error());
    return out;
}

} // namespace moeplan::core
