#include "historystore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <cmath>

namespace moeplan::core {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("HistoryStore", s);
}

QAtomicInteger<int> g_connectionCounter;

QString newConnectionName()
{
    return QStringLiteral("moeplan-history-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1));
}

/// One column of `runs` after `id` and `source_id`, in the order of runValues().
struct Column
{
    const char *name;
    const char *decl;
};

// Latencies must be positive, throughputs and telemetry non-negative: other tools write this
// schema too, and the CHECKs keep their mistakes out.
#define POSITIVE(c) "REAL CHECK (" c " IS NULL OR " c " > 0)"
#define NONNEG(c) "REAL CHECK (" c " IS NULL OR " c " >= 0)"

const Column kRunColumns[] = {
    {"measured_at", "TEXT"},
    {"is_reference", "INTEGER NOT NULL DEFAULT 0 CHECK (is_reference IN (0, 1))"},
    {"model", "TEXT NOT NULL"},
    {"precision", "TEXT"},
    {"engine", "TEXT NOT NULL"},
    {"engine_version", "TEXT"},
    {"gpu", "TEXT NOT NULL"},
    {"gpus", "INTEGER NOT NULL CHECK (gpus >= 1)"},
    {"topology", "TEXT NOT NULL CHECK (topology IN ('hgx-ib', 'nvl72'))"},
    {"nodes", "INTEGER"},
    {"tp", "INTEGER NOT NULL CHECK (tp >= 1)"},
    {"ep", "INTEGER NOT NULL CHECK (ep >= 1)"},
    {"attn_dp", "INTEGER NOT NULL CHECK (attn_dp >= 1)"},
    {"pp", "INTEGER NOT NULL CHECK (pp >= 1)"},
    {"serving", "TEXT NOT NULL CHECK (serving IN ('agg', 'disagg'))"},
    {"prefill_workers", "INTEGER"},
    {"prefill_tp", "INTEGER"},
    {"prefill_ep", "INTEGER"},
    {"prefill_dp", "INTEGER"},
    {"decode_workers", "INTEGER"},
    {"decode_tp", "INTEGER"},
    {"decode_ep", "INTEGER"},
    {"decode_dp", "INTEGER"},
    {"concurrency_configured", POSITIVE("concurrency_configured")},
    {"concurrency_achieved", NONNEG("concurrency_achieved")},
    {"batch_per_rank", NONNEG("batch_per_rank")},
    {"isl", "INTEGER"},
    {"osl", "INTEGER"},
    {"drafter_kind", "TEXT"},
    {"draft_tokens", "INTEGER"},
    {"acceptance_length", NONNEG("acceptance_length")},
    {"tpot_mean_ms", POSITIVE("tpot_mean_ms")},
    {"tpot_median_ms", POSITIVE("tpot_median_ms")},
    {"tpot_p99_ms", POSITIVE("tpot_p99_ms")},
    {"itl_mean_ms", POSITIVE("itl_mean_ms")},
    {"ttft_mean_ms", POSITIVE("ttft_mean_ms")},
    {"ttft_median_ms", POSITIVE("ttft_median_ms")},
    {"ttft_p99_ms", POSITIVE("ttft_p99_ms")},
    {"e2e_mean_ms", POSITIVE("e2e_mean_ms")},
    {"output_tok_s", NONNEG("output_tok_s")},
    {"total_tok_s", NONNEG("total_tok_s")},
    {"requests_per_s", NONNEG("requests_per_s")},
    {"gpu_util", NONNEG("gpu_util")},
    {"hbm_bw_util", NONNEG("hbm_bw_util")},
    {"power_w", NONNEG("power_w")},
    {"notes", "TEXT"},
};
#undef POSITIVE
#undef NONNEG

constexpr int kColumnCount = int(sizeof(kRunColumns) / sizeof(kRunColumns[0]));
constexpr int kIsReferenceIndex = 1;
constexpr int kNotesIndex = kColumnCount - 1;

QVariant nullable(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
}
QVariant nullable(int v)
{
    return v == 0 ? QVariant(QMetaType::fromType<int>()) : QVariant(v);
}
QVariant nullable(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

/// The values of kRunColumns for a run, in order.
QVariantList runValues(const RunRecord &r)
{
    return {nullable(r.measuredAt),
            r.isReference ? 1 : 0,
            r.model,
            nullable(r.precision),
            r.engine,
            nullable(r.engineVersion),
            r.gpu,
            r.gpus,
            r.topology,
            nullable(r.nodes),
            r.tp,
            r.ep,
            r.attnDp,
            r.pp,
            r.serving,
            nullable(r.prefillWorkers),
            nullable(r.prefillTp),
            nullable(r.prefillEp),
            nullable(r.prefillDp),
            nullable(r.decodeWorkers),
            nullable(r.decodeTp),
            nullable(r.decodeEp),
            nullable(r.decodeDp),
            nullable(r.concurrencyConfigured),
            nullable(r.concurrencyAchieved),
            nullable(r.batchPerRank),
            nullable(r.isl),
            nullable(r.osl),
            nullable(r.drafterKind),
            nullable(r.draftTokens),
            nullable(r.acceptanceLength),
            nullable(r.tpotMeanMs),
            nullable(r.tpotMedianMs),
            nullable(r.tpotP99Ms),
            nullable(r.itlMeanMs),
            nullable(r.ttftMeanMs),
            nullable(r.ttftMedianMs),
            nullable(r.ttftP99Ms),
            nullable(r.e2eMeanMs),
            nullable(r.outputTokS),
            nullable(r.totalTokS),
            nullable(r.requestsPerS),
            nullable(r.gpuUtil),
            nullable(r.hbmBwUtil),
            nullable(r.powerW),
            nullable(r.notes)};
}

int toInt(const QVariant &v)
{
    return v.isNull() ? 0 : v.toInt();
}
std::optional<double> toOpt(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok && std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

/// Reads the columns id, source_id, kRunColumns... starting at index 0 of the query's row.
RunRecord runFromQuery(const QSqlQuery &q)
{
    RunRecord r;
    int i = 0;
    auto next = [&] { return q.value(i++); };
    r.id = next().toLongLong();
    r.sourceId = next().toLongLong();
    r.measuredAt = next().toString();
    r.isReference = next().toInt() != 0;
    r.model = next().toString();
    r.precision = next().toString();
    r.engine = next().toString();
    r.engineVersion = next().toString();
    r.gpu = next().toString();
    r.gpus = toInt(next());
    r.topology = next().toString();
    r.nodes = toInt(next());
    r.tp = toInt(next());
    r.ep = toInt(next());
    r.attnDp = toInt(next());
    r.pp = toInt(next());
    r.serving = next().toString();
    r.prefillWorkers = toInt(next());
    r.prefillTp = toInt(next());
    r.prefillEp = toInt(next());
    r.prefillDp = toInt(next());
    r.decodeWorkers = toInt(next());
    r.decodeTp = toInt(next());
    r.decodeEp = toInt(next());
    r.decodeDp = toInt(next());
    r.concurrencyConfigured = toOpt(next());
    r.concurrencyAchieved = toOpt(next());
    r.batchPerRank = toOpt(next());
    r.isl = toInt(next());
    r.osl = toInt(next());
    r.drafterKind = next().toString();
    r.draftTokens = toInt(next());
    r.acceptanceLength = toOpt(next());
    r.tpotMeanMs = toOpt(next());
    r.tpotMedianMs = toOpt(next());
    r.tpotP99Ms = toOpt(next());
    r.itlMeanMs = toOpt(next());
    r.ttftMeanMs = toOpt(next());
    r.ttftMedianMs = toOpt(next());
    r.ttftP99Ms = toOpt(next());
    r.e2eMeanMs = toOpt(next());
    r.outputTokS = toOpt(next());
    r.totalTokS = toOpt(next());
    r.requestsPerS = toOpt(next());
    r.gpuUtil = toOpt(next());
    r.hbmBwUtil = toOpt(next());
    r.powerW = toOpt(next());
    r.notes = next().toString();
    return r;
}

QString columnList()
{
    QStringList names{QStringLiteral("id"), QStringLiteral("source_id")};
    for (const Column &c : kRunColumns)
        names << QLatin1String(c.name);
    return names.join(QStringLiteral(", "));
}

QString insertRunSql()
{
    QStringList names{QStringLiteral("source_id")};
    QStringList params{QStringLiteral("?")};
    for (const Column &c : kRunColumns) {
        names << QLatin1String(c.name);
        params << QStringLiteral("?");
    }
    names << QStringLiteral("run_key");
    params << QStringLiteral("?");
    return QStringLiteral("INSERT INTO runs (") + names.join(QStringLiteral(", ")) +
           QStringLiteral(") VALUES (") + params.join(QStringLiteral(", ")) +
           QStringLiteral(") ON CONFLICT (run_key) DO NOTHING");
}

QStringList schemaV1()
{
    QString runs = QStringLiteral("CREATE TABLE runs (\n"
                                  "  id INTEGER PRIMARY KEY,\n"
                                  "  source_id INTEGER NOT NULL REFERENCES sources(id)");
    for (const Column &c : kRunColumns)
        runs += QStringLiteral(",\n  ") + QLatin1String(c.name) + QLatin1Char(' ') +
                QLatin1String(c.decl);
    runs += QStringLiteral(",\n  run_key TEXT NOT NULL UNIQUE\n)");
    return {
        QStringLiteral("CREATE TABLE sources (\n"
                       "  id INTEGER PRIMARY KEY,\n"
                       "  file_name TEXT NOT NULL,\n"
                       "  tool TEXT NOT NULL,\n"
                       "  tool_version TEXT,\n"
                       "  host TEXT,\n"
                       "  content_sha256 TEXT NOT NULL UNIQUE,\n"
                       "  imported_at TEXT NOT NULL\n"
                       ")"),
        runs,
        QStringLiteral("CREATE INDEX runs_model_gpu ON runs (model, gpu)"),
        QStringLiteral("CREATE INDEX runs_source ON runs (source_id)"),
        QStringLiteral("PRAGMA application_id = %1").arg(HistoryStore::kApplicationId),
    };
}

/// Migrations: index i takes the schema from version i to i + 1.
const QVector<QStringList> &migrations()
{
    static const QVector<QStringList> m{schemaV1()};
    return m;
}

QString sqlError(const QSqlError &e)
{
    QString t = e.databaseText();
    if (t.isEmpty())
        t = e.text();
    return t;
}

/// Closes and removes a connection once every handle on it is gone.
void dropConnection(QSqlDatabase &db, const QString &name)
{
    if (db.isValid())
        db.close();
    db = QSqlDatabase();
    if (!name.isEmpty() && QSqlDatabase::contains(name))
        QSqlDatabase::removeDatabase(name);
}

struct SchemaState
{
    int version = 0;
    bool empty = true; ///< no tables at all
    QString error;
};

/// Reads and validates the schema of an open database without changing it.
SchemaState inspect(QSqlDatabase &db, const QString &path)
{
    SchemaState s;
    QSqlQuery q(db);
    auto corrupt = [&](const QSqlQuery &failed) {
        s.error =
            tr("%1: not a readable SQLite database (%2)").arg(path, sqlError(failed.lastError()));
        return s;
    };
    if (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next())
        return corrupt(q);
    if (q.value(0).toString() != QLatin1String("ok")) {
        s.error = tr("%1: the database is corrupt (%2)").arg(path, q.value(0).toString());
        return s;
    }
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return corrupt(q);
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return corrupt(q);
    s.version = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                               "LIKE 'sqlite_%'")))
        return corrupt(q);
    QSet<QString> tables;
    while (q.next())
        tables.insert(q.value(0).toString());
    s.empty = tables.isEmpty();
    if (appId != 0 && appId != HistoryStore::kApplicationId) {
        s.error = tr("%1: a database of another application (application_id %2), not a "
                     "benchmark history")
                      .arg(path)
                      .arg(appId);
        return s;
    }
    if (s.version > HistoryStore::kSchemaVersion) {
        s.error = tr("%1: schema version %2 is newer than this build reads (%3); update MoE "
                     "Planner")
                      .arg(path)
                      .arg(s.version)
                      .arg(HistoryStore::kSchemaVersion);
        return s;
    }
    if (s.version == 0) {
        if (!s.empty)
            s.error = tr("%1: holds tables of another schema (%2), not a benchmark history")
                          .arg(path, QStringList(tables.values()).join(QStringLiteral(", ")));
        return s;
    }
    if (!tables.contains(QStringLiteral("sources")) || !tables.contains(QStringLiteral("runs"))) {
        s.error = tr("%1: schema version %2 but the tables sources and runs are missing; not a "
                     "benchmark history")
                      .arg(path)
                      .arg(s.version);
        return s;
    }
    // Every column this build reads must be there.
    if (!q.exec(QStringLiteral("PRAGMA table_info(runs)")))
        return corrupt(q);
    QSet<QString> columns;
    while (q.next())
        columns.insert(q.value(1).toString());
    QStringList required{QStringLiteral("id"), QStringLiteral("source_id"),
                         QStringLiteral("run_key")};
    for (const Column &c : kRunColumns)
        required << QLatin1String(c.name);
    for (const QString &c : required) {
        if (!columns.contains(c)) {
            s.error = tr("%1: the runs table lacks the column %2; not a benchmark history of "
                         "schema version %3")
                          .arg(path, c)
                          .arg(s.version);
            return s;
        }
    }
    return s;
}

QString checkHeader(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("%1: cannot read: %2").arg(path, f.errorString());
    if (f.size() == 0)
        return {};
    if (!HistoryStore::looksLikeSqlite(path))
        return tr("%1: not an SQLite database").arg(path);
    return {};
}

} // namespace

QString RunRecord::runKey() const
{
    const QVariantList values = runValues(*this);
    QByteArray canonical;
    canonical.reserve(512);
    for (int i = 0; i < values.size(); ++i) {
        if (i == kIsReferenceIndex || i == kNotesIndex)
            continue;
        const QVariant &v = values.at(i);
        if (v.isNull())
            canonical += "\\N";
        else if (v.metaType() == QMetaType::fromType<double>())
            canonical += QByteArray::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        else
            canonical += v.toString().toUtf8();
        canonical += '\x1f';
    }
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
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

bool HistoryStore::looksLikeSqlite(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return f.read(16) == QByteArray("SQLite format 3\0", 16);
}

bool HistoryStore::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

QString HistoryStore::open(const QString &path)
{
    dropConnection(m_db, m_connection);
    m_path.clear();
    const QFileInfo info(path);
    if (info.exists()) {
        if (info.isDir())
            return tr("%1: is a directory, not a database file").arg(path);
        if (const QString e = checkHeader(path); !e.isEmpty())
            return e;
    } else if (!QDir().mkpath(info.absolutePath())) {
        return tr("%1: cannot create the folder %2").arg(path, info.absolutePath());
    }

    m_connection = newConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path);
    if (!m_db.open()) {
        const QString e = tr("%1: cannot open: %2").arg(path, sqlError(m_db.lastError()));
        dropConnection(m_db, m_connection);
        return e;
    }
    const SchemaState state = inspect(m_db, path);
    if (!state.error.isEmpty()) {
        dropConnection(m_db, m_connection);
        return state.error;
    }

    QString error;
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) ||
            !q.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
            error = tr("%1: cannot configure the database: %2").arg(path, sqlError(q.lastError()));
        for (int v = state.version; error.isEmpty() && v < kSchemaVersion; ++v) {
            if (!m_db.transaction()) {
                error =
                    tr("%1: cannot start a transaction: %2").arg(path, sqlError(m_db.lastError()));
                break;
            }
            for (const QString &sql : migrations().at(v)) {
                if (!q.exec(sql)) {
                    error = tr("%1: migrating to schema version %2 failed: %3")
                                .arg(path)
                                .arg(v + 1)
                                .arg(sqlError(q.lastError()));
                    break;
                }
            }
            if (error.isEmpty() && !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(v + 1)))
                error =
                    tr("%1: cannot set the schema version: %2").arg(path, sqlError(q.lastError()));
            if (error.isEmpty() && !m_db.commit())
                error =
                    tr("%1: cannot commit the migration: %2").arg(path, sqlError(m_db.lastError()));
            if (!error.isEmpty())
                m_db.rollback();
        }
    }
    if (!error.isEmpty()) {
        dropConnection(m_db, m_connection);
        return error;
    }
    m_path = path;
    return {};
}

ImportOutcome HistoryStore::importRuns(const SourceInfo &source, const QVector<RunRecord> &runs)
{
    ImportOutcome out;
    if (!isOpen()) {
        out.error = tr("the history database is not open");
        return out;
    }
    const QString name = source.fileName;
    if (!m_db.transaction()) {
        out.error = tr("%1: cannot start a transaction on %2: %3")
                        .arg(name, m_path, sqlError(m_db.lastError()));
        return out;
    }
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        const QString e = tr("%1: %2: %3").arg(name, what, sqlError(q.lastError()));
        m_db.rollback();
        ImportOutcome bad;
        bad.error = e;
        return bad;
    };
    {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
        q.addBindValue(source.contentSha256);
        if (!q.exec())
            return failWith(tr("cannot look up the source"), q);
        if (q.next()) {
            q.finish();
            m_db.rollback();
            out.duplicates = int(runs.size());
            return out;
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

        QSqlQuery ins(m_db);
        if (!ins.prepare(insertRunSql()))
            return failWith(tr("cannot prepare the insert"), ins);
        int index = 0;
        for (const RunRecord &r : runs) {
            ++index;
            ins.addBindValue(sourceId);
            for (const QVariant &v : runValues(r))
                ins.addBindValue(v);
            ins.addBindValue(r.runKey());
            if (!ins.exec())
                return failWith(tr("run %1 was refused").arg(index), ins);
            if (ins.numRowsAffected() > 0)
                ++out.imported;
            else
                ++out.duplicates;
        }
    }
    if (!m_db.commit()) {
        out = {};
        out.error = tr("%1: cannot commit to %2: %3").arg(name, m_path, sqlError(m_db.lastError()));
        m_db.rollback();
    }
    return out;
}

ImportOutcome HistoryStore::mergeFrom(const QString &otherDbPath)
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
    QVector<RunRecord> runs;
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
            if (error.isEmpty() && !q.exec(QStringLiteral("SELECT ") + columnList() +
                                           QStringLiteral(" FROM runs ORDER BY id"))) {
                error =
                    tr("%1: cannot read the runs: %2").arg(otherDbPath, sqlError(q.lastError()));
            } else if (error.isEmpty()) {
                while (q.next())
                    runs << runFromQuery(q);
                if (q.lastError().isValid())
                    error = tr("%1: cannot read the runs: %2")
                                .arg(otherDbPath, sqlError(q.lastError()));
            }
        }
        dropConnection(other, connection);
        if (!error.isEmpty()) {
            out.error = error;
            return out;
        }
    }

    if (!m_db.transaction()) {
        out.error = tr("%1: cannot start a transaction on %2: %3")
                        .arg(otherDbPath, m_path, sqlError(m_db.lastError()));
        return out;
    }
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        const QString e = tr("%1: %2: %3").arg(otherDbPath, what, sqlError(q.lastError()));
        m_db.rollback();
        ImportOutcome bad;
        bad.error = e;
        return bad;
    };
    {
        QHash<qint64, qint64> mapped; // other's source id -> ours
        QSqlQuery find(m_db), add(m_db), ins(m_db);
        find.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
        add.prepare(QStringLiteral("INSERT INTO sources (file_name, tool, tool_version, host, "
                                   "content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, ?)"));
        if (!ins.prepare(insertRunSql()))
            return failWith(tr("cannot prepare the insert"), ins);
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
        for (const RunRecord &r : runs) {
            const auto it = mapped.constFind(r.sourceId);
            if (it == mapped.constEnd()) {
                m_db.rollback();
                out = {};
                out.error = tr("%1: run %2 refers to a missing source %3")
                                .arg(otherDbPath)
                                .arg(r.id)
                                .arg(r.sourceId);
                return out;
            }
            ins.addBindValue(it.value());
            for (const QVariant &v : runValues(r))
                ins.addBindValue(v);
            ins.addBindValue(r.runKey()); // recomputed: other writers' keys are not trusted
            if (!ins.exec())
                return failWith(tr("run %1 was refused").arg(r.id), ins);
            if (ins.numRowsAffected() > 0)
                ++out.imported;
            else
                ++out.duplicates;
        }
    }
    if (!m_db.commit()) {
        out = {};
        out.error =
            tr("%1: cannot commit to %2: %3").arg(otherDbPath, m_path, sqlError(m_db.lastError()));
        m_db.rollback();
    }
    return out;
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
        where << QStringLiteral("model = ?");
        binds << filter.model;
    }
    if (!filter.gpu.isEmpty()) {
        where << QStringLiteral("gpu = ?");
        binds << filter.gpu;
    }
    if (!filter.engine.isEmpty()) {
        where << QStringLiteral("engine = ?");
        binds << filter.engine;
    }
    QString sql = QStringLiteral("SELECT ") + columnList() + QStringLiteral(" FROM runs");
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec()) {
        if (error)
            *error = tr("%1: cannot read the runs: %2").arg(m_path, sqlError(q.lastError()));
        return out;
    }
    while (q.next())
        out << runFromQuery(q);
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

} // namespace moeplan::core
