// HistoryStore::mergeFrom(): another history database's sources and runs, checked as imports
// are, in one transaction.

#include "historystore.h"

#include "history/bulkcopy.h"
#include "history/runcodec.h"
#include "history/schema.h"
#include "history/sqlite.h"

#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QUrl>

#include <limits>

namespace moeplan::core {

using namespace history;

ImportOutcome HistoryStore::mergeFrom(const QString &otherDbPath)
{
    for (int attempt = 0;; ++attempt) {
        m_failure = Failure::None;
        ImportOutcome out = mergeOnce(otherDbPath);
        if (out.ok() || m_failure != Failure::Busy || attempt + 1 >= kWriteAttempts)
            return out;
    }
}

ImportOutcome HistoryStore::mergeOnce(const QString &otherDbPath)
{
    ImportOutcome out;
    if (!isOpen()) {
        out.error = tr("the history database is not open");
        return out;
    }
    const QFileInfo info(otherDbPath);
    if (!info.exists() || info.isDir()) {
        out.error = tr("%1: no such database file").arg(otherDbPath);
        return out;
    }
    if (info.canonicalFilePath() == QFileInfo(m_path).canonicalFilePath()) {
        out.error = tr("%1: is this history itself").arg(otherDbPath);
        return out;
    }
    if (const QString e = checkHeader(otherDbPath); !e.isEmpty()) {
        out.error = e;
        return out;
    }
    if (info.size() == 0) {
        out.error = tr("%1: an empty file, not a benchmark history").arg(otherDbPath);
        return out;
    }

    QVector<SourceInfo> sources;
    QVector<qint64> sourceIds;
    {
        const QString connection = newConnectionName();
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        other.setDatabaseName(otherDbPath);
        other.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QString error;
        if (!other.open()) {
            error = tr("%1: cannot open: %2").arg(otherDbPath, sqlError(other.lastError()));
        } else {
            const SchemaState state = inspect(other, otherDbPath);
            if (!state.error.isEmpty())
                error = state.error;
            else if (state.version == 0)
                error = tr("%1: an empty database, not a benchmark history").arg(otherDbPath);
        }
        if (error.isEmpty()) {
            QSqlQuery q(other);
            q.setForwardOnly(true);
            if (!q.exec(QStringLiteral("SELECT id, file_name, tool, tool_version, host, "
                                       "content_sha256, imported_at FROM sources ORDER BY id"))) {
                error =
                    tr("%1: cannot read the sources: %2").arg(otherDbPath, sqlError(q.lastError()));
            } else {
                while (q.next()) {
                    sourceIds << q.value(0).toLongLong();
                    sources << SourceInfo{q.value(1).toString(), q.value(2).toString(),
                                          q.value(3).toString(), q.value(4).toString(),
                                          q.value(5).toString(), q.value(6).toString()};
                }
            }
            q.finish();
        }
        dropConnection(other, connection);
        if (!error.isEmpty()) {
            out.error = error;
            return out;
        }
    }

    // The other file is attached read-only for the copy.
    sqlite3 *db = rawHandle(m_db);
    if (!db) {
        out.error = tr("%1: the SQLite driver gives no handle").arg(otherDbPath);
        return out;
    }
    {
        Stmt attach(db, QStringLiteral("ATTACH DATABASE ? AS merge_src"));
        const QByteArray uri =
            QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded).toUtf8() +
            "?mode=ro";
        if (attach.ok())
            sqlite3_bind_text(attach.get(), 1, uri.constData(), int(uri.size()), SQLITE_TRANSIENT);
        if (!attach.ok() || attach.step() != SQLITE_DONE) {
            out.error = tr("%1: cannot attach: %2").arg(otherDbPath, attach.error());
            return out;
        }
    }
    struct Detach
    {
        sqlite3 *db;
        ~Detach() { sqlite3_exec(db, "DETACH DATABASE merge_src", nullptr, nullptr, nullptr); }
    } detach{db};

    if (!beginWrite(m_db)) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        out.error = failureText(
            tr("%1: cannot start a transaction on %2: %3").arg(otherDbPath, m_path, cause), cause);
        return out;
    }
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        noteFailure();
        const QString cause = sqlError(q.lastError());
        const QString e = failureText(tr("%1: %2: %3").arg(otherDbPath, what, cause), cause);
        m_db.rollback();
        ImportOutcome bad;
        bad.error = e;
        return bad;
    };
    {
        QHash<qint64, qint64> mapped; // other's source id -> ours
        QSqlQuery find(m_db), add(m_db);
        find.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
        add.prepare(QStringLiteral("INSERT INTO sources (file_name, tool, tool_version, host, "
                                   "content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, ?)"));
        for (int i = 0; i < sources.size(); ++i) {
            const SourceInfo &s = sources.at(i);
            find.addBindValue(s.contentSha256);
            if (!find.exec())
                return failWith(tr("cannot look up a source"), find);
            if (find.next()) {
                mapped.insert(sourceIds.at(i), find.value(0).toLongLong());
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
                return failWith(tr("source %1 was refused").arg(s.fileName), add);
            mapped.insert(sourceIds.at(i), add.lastInsertId().toLongLong());
        }
        find.finish();
        add.finish();
        auto failRaw = [&](const QString &what, const QString &why) {
            noteFailure();
            m_db.rollback();
            ImportOutcome bad;
            bad.error = failureText(tr("%1: %2: %3").arg(otherDbPath, what, why), why);
            return bad;
        };
        // The source mapping, as a temporary table the copy joins.
        if (sqlite3_exec(db,
                         "CREATE TEMP TABLE IF NOT EXISTS merge_map (other INTEGER PRIMARY KEY, "
                         "ours INTEGER NOT NULL); DELETE FROM temp.merge_map;",
                         nullptr, nullptr, nullptr) != SQLITE_OK)
            return failRaw(tr("cannot map the sources"), QString::fromUtf8(sqlite3_errmsg(db)));
        {
            Stmt map(db, QStringLiteral("INSERT INTO temp.merge_map (other, ours) VALUES (?, ?)"));
            if (!map.ok())
                return failRaw(tr("cannot map the sources"), map.error());
            for (auto it = mapped.constBegin(); it != mapped.constEnd(); ++it) {
                sqlite3_reset(map.get());
                sqlite3_bind_int64(map.get(), 1, it.key());
                sqlite3_bind_int64(map.get(), 2, it.value());
                if (map.step() != SQLITE_DONE)
                    return failRaw(tr("cannot map the sources"), map.error());
            }
        }
        {
            Stmt orphan(db, QStringLiteral("SELECT id, source_id FROM merge_src.runs WHERE "
                                           "source_id NOT IN (SELECT other FROM temp.merge_map) "
                                           "LIMIT 1"));
            if (!orphan.ok())
                return failRaw(tr("cannot read the runs"), orphan.error());
            if (orphan.step() == SQLITE_ROW) {
                m_db.rollback();
                out = {};
                out.error = tr("%1: run %2 refers to a missing source %3")
                                .arg(otherDbPath)
                                .arg(sqlite3_column_int64(orphan.get(), 0))
                                .arg(sqlite3_column_int64(orphan.get(), 1));
                return out;
            }
        }
        // The runs: those the SQL checks admit in one INSERT ... SELECT (see bulkCopySql()),
        // the others one by one: each read, checked as an imported one is (types, then physical
        // bounds) and written with its run_key recomputed (other writers' keys are not
        // trusted); a run that fails is refused with its id in that file, the others are stored.
        if (const QString e = registerMergeFunctions(db); !e.isEmpty())
            return failRaw(tr("cannot prepare the copy"), e);
        auto scalar = [&](const char *sql, qint64 &value) {
            Stmt q(db, QString::fromLatin1(sql));
            if (!q.ok() || q.step() != SQLITE_ROW)
                return q.error();
            value = sqlite3_column_int64(q.get(), 0);
            return QString();
        };
        qint64 lastId = 0, total = 0;
        if (QString e = scalar("SELECT coalesce(max(id), 0) FROM runs", lastId); !e.isEmpty())
            return failRaw(tr("cannot read the runs"), e);
        if (QString e = scalar("SELECT count(*) FROM merge_src.runs", total); !e.isEmpty())
            return failRaw(tr("cannot read the runs"), e);
        // New rows take ids after the largest (no AUTOINCREMENT), unless the id space is used up.
        const bool bulk = lastId < std::numeric_limits<qint64>::max() - total - 1;
        int bulkAdded = 0;
        if (sqlite3_exec(db,
                         "DROP TABLE IF EXISTS temp.merge_bulk; "
                         "CREATE TEMP TABLE merge_bulk (id INTEGER PRIMARY KEY);",
                         nullptr, nullptr, nullptr) != SQLITE_OK)
            return failRaw(tr("cannot copy the runs"), QString::fromUtf8(sqlite3_errmsg(db)));
        if (bulk) {
            if (sqlite3_exec(db, bulkSelectSql().toUtf8().constData(), nullptr, nullptr, nullptr) !=
                SQLITE_OK)
                return failRaw(tr("cannot copy the runs"), QString::fromUtf8(sqlite3_errmsg(db)));
            if (sqlite3_exec(db, bulkCopySql().toUtf8().constData(), nullptr, nullptr, nullptr) !=
                SQLITE_OK)
                return failRaw(tr("cannot copy the runs"), QString::fromUtf8(sqlite3_errmsg(db)));
            bulkAdded = sqlite3_changes(db);
            Stmt ids(db, QStringLiteral("SELECT id FROM runs WHERE id > ? ORDER BY id"));
            if (!ids.ok())
                return failRaw(tr("cannot read the runs"), ids.error());
            sqlite3_bind_int64(ids.get(), 1, lastId);
            out.runIds.reserve(bulkAdded);
            while (ids.step() == SQLITE_ROW)
                out.runIds << sqlite3_column_int64(ids.get(), 0);
            out.imported = int(out.runIds.size());
        }
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
            return failRaw(tr("cannot read the runs"), read.error());
        if (!ins.ok())
            return failRaw(tr("cannot prepare the copy"), ins.error());
        StmtReader in(read.get());
        in.setStrict(true);
        RunBinder binder(ins.get(), 2);
        RunRecord r;
        qint64 oneByOne = 0;
        int rc;
        while ((rc = read.step()) == SQLITE_ROW) {
            ++oneByOne;
            in.clearProblem();
            runFromStmt(in, r);
            QString why = in.problem();
            if (why.isEmpty())
                why = r.rangeError();
            if (!why.isEmpty()) {
                if (out.rejected.size() < 1000)
                    out.rejected << tr("%1: run %2: %3").arg(otherDbPath).arg(r.id).arg(why);
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
            if (ins.step() != SQLITE_DONE) {
                noteFailure();
                return failRaw(tr("run %1 was refused").arg(r.id), ins.error());
            }
            if (sqlite3_changes(db) > 0) {
                ++out.imported;
                out.runIds << sqlite3_last_insert_rowid(db);
            } else {
                ++out.duplicates;
            }
        }
        // The bulk copy's rows that were already there (run_key).
        out.duplicates += int(total - oneByOne - bulkAdded);
        if (rc != SQLITE_DONE)
            return failRaw(tr("cannot read the runs"), read.error());
        if (out.imported > 0) {
            if (const QString e = markRunsChanged(); !e.isEmpty()) {
                m_db.rollback();
                ImportOutcome bad;
                bad.error = e;
                return bad;
            }
        }
        sqlite3_exec(db, "DELETE FROM temp.merge_map; DROP TABLE temp.merge_bulk;", nullptr,
                     nullptr, nullptr);
    }
    if (!m_db.commit()) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        out = {};
        out.error =
            failureText(tr("%1: cannot commit to %2: %3").arg(otherDbPath, m_path, cause), cause);
        m_db.rollback();
    }
    return out;
}

} // namespace moeplan::core
