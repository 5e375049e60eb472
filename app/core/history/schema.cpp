#include "schema.h"

#include "historystore.h"
#include "runcodec.h"
#include "sqlite.h"

#include <QFile>
#include <QSet>
#include <QSqlError>

#include <algorithm>

namespace moeplan::core::history {

QStringList schemaV1()
{
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
        QStringLiteral(
            "CREATE TABLE runs (\n"
            "  id INTEGER PRIMARY KEY,\n"
            "  source_id INTEGER NOT NULL REFERENCES sources(id),\n"
            "  measured_at TEXT,\n"
            "  is_reference INTEGER NOT NULL DEFAULT 0 CHECK (is_reference IN (0, 1)),\n"
            "  model TEXT NOT NULL,\n"
            "  precision TEXT,\n"
            "  engine TEXT NOT NULL,\n"
            "  engine_version TEXT,\n"
            "  gpu TEXT NOT NULL,\n"
            "  gpus INTEGER NOT NULL CHECK (gpus >= 1),\n"
            "  topology TEXT NOT NULL CHECK (topology IN ('hgx-ib', 'nvl72')),\n"
            "  nodes INTEGER,\n"
            "  tp INTEGER NOT NULL CHECK (tp >= 1),\n"
            "  ep INTEGER NOT NULL CHECK (ep >= 1),\n"
            "  attn_dp INTEGER NOT NULL CHECK (attn_dp >= 1),\n"
            "  pp INTEGER NOT NULL CHECK (pp >= 1),\n"
            "  serving TEXT NOT NULL CHECK (serving IN ('agg', 'disagg')),\n"
            "  prefill_workers INTEGER,\n"
            "  prefill_tp INTEGER,\n"
            "  prefill_ep INTEGER,\n"
            "  prefill_dp INTEGER,\n"
            "  decode_workers INTEGER,\n"
            "  decode_tp INTEGER,\n"
            "  decode_ep INTEGER,\n"
            "  decode_dp INTEGER,\n"
            "  concurrency_configured REAL CHECK (concurrency_configured IS NULL OR "
            "concurrency_configured > 0),\n"
            "  concurrency_achieved REAL CHECK (concurrency_achieved IS NULL OR "
            "concurrency_achieved >= 0),\n"
            "  batch_per_rank REAL CHECK (batch_per_rank IS NULL OR batch_per_rank >= 0),\n"
            "  isl INTEGER,\n"
            "  osl INTEGER,\n"
            "  drafter_kind TEXT,\n"
            "  draft_tokens INTEGER,\n"
            "  acceptance_length REAL CHECK (acceptance_length IS NULL OR acceptance_length >= "
            "0),\n"
            "  tpot_mean_ms REAL CHECK (tpot_mean_ms IS NULL OR tpot_mean_ms > 0),\n"
            "  tpot_median_ms REAL CHECK (tpot_median_ms IS NULL OR tpot_median_ms > 0),\n"
            "  tpot_p99_ms REAL CHECK (tpot_p99_ms IS NULL OR tpot_p99_ms > 0),\n"
            "  itl_mean_ms REAL CHECK (itl_mean_ms IS NULL OR itl_mean_ms > 0),\n"
            "  ttft_mean_ms REAL CHECK (ttft_mean_ms IS NULL OR ttft_mean_ms > 0),\n"
            "  ttft_median_ms REAL CHECK (ttft_median_ms IS NULL OR ttft_median_ms > 0),\n"
            "  ttft_p99_ms REAL CHECK (ttft_p99_ms IS NULL OR ttft_p99_ms > 0),\n"
            "  e2e_mean_ms REAL CHECK (e2e_mean_ms IS NULL OR e2e_mean_ms > 0),\n"
            "  output_tok_s REAL CHECK (output_tok_s IS NULL OR output_tok_s >= 0),\n"
            "  total_tok_s REAL CHECK (total_tok_s IS NULL OR total_tok_s >= 0),\n"
            "  requests_per_s REAL CHECK (requests_per_s IS NULL OR requests_per_s >= 0),\n"
            "  gpu_util REAL CHECK (gpu_util IS NULL OR gpu_util >= 0),\n"
            "  hbm_bw_util REAL CHECK (hbm_bw_util IS NULL OR hbm_bw_util >= 0),\n"
            "  power_w REAL CHECK (power_w IS NULL OR power_w >= 0),\n"
            "  notes TEXT,\n"
            "  run_key TEXT NOT NULL UNIQUE\n"
            ")"),
        QStringLiteral("CREATE INDEX runs_model_gpu ON runs (model, gpu)"),
        QStringLiteral("CREATE INDEX runs_source ON runs (source_id)"),
        QStringLiteral("PRAGMA application_id = %1").arg(HistoryStore::kApplicationId),
    };
}

QStringList schemaV2()
{
    return {
        QStringLiteral("CREATE TABLE profiles (\n"
                       "  id INTEGER PRIMARY KEY,\n"
                       "  name TEXT UNIQUE NOT NULL,\n"
                       "  gpu TEXT,\n"
                       "  engine TEXT,\n"
                       "  fitted_at TEXT,\n"
                       "  provenance TEXT,\n"
                       "  transferred_from TEXT,\n"
                       "  params_json TEXT NOT NULL,\n"
                       "  run_count INTEGER,\n"
                       "  tpot_median_ape REAL,\n"
                       "  ttft_median_ape REAL,\n"
                       "  notes TEXT\n"
                       ")"),
        QStringLiteral("CREATE TABLE profile_runs (\n"
                       "  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,\n"
                       "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,\n"
                       "  PRIMARY KEY (profile_id, run_id)\n"
                       ")"),
        QStringLiteral("CREATE INDEX profile_runs_run ON profile_runs (run_id)"),
        QStringLiteral("CREATE INDEX runs_gpu ON runs (gpu)"),
        QStringLiteral("CREATE INDEX runs_engine ON runs (engine)"),
    };
}

QStringList schemaV3()
{
    return {
        QStringLiteral("CREATE TABLE calibration_state (\n"
                       "  id INTEGER PRIMARY KEY CHECK (id = 1),\n"
                       "  runs_changed INTEGER NOT NULL,\n"
                       "  profiles_fitted_on INTEGER\n"
                       ")"),
        QStringLiteral("INSERT INTO calibration_state (id, runs_changed, profiles_fitted_on) "
                       "VALUES (1, 1, NULL)"),
    };
}

QStringList schemaV4()
{
    return {
        QStringLiteral("CREATE TABLE telemetry (\n"
                       "  id INTEGER PRIMARY KEY,\n"
                       "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,\n"
                       "  file_name TEXT NOT NULL,\n"
                       "  content_sha256 TEXT NOT NULL,\n"
                       "  formats TEXT NOT NULL,\n"
                       "  window_start TEXT,\n"
                       "  window_end TEXT,\n"
                       "  attached_at TEXT NOT NULL,\n"
                       "  summary_json TEXT NOT NULL,\n"
                       "  UNIQUE (run_id, content_sha256)\n"
                       ")"),
    };
}

const QVector<QStringList> &migrations()
{
    static const QVector<QStringList> m{schemaV1(), schemaV2(), schemaV3(), schemaV4()};
    return m;
}

SchemaShape shapeOf(sqlite3 *db, const QString &schema)
{
    SchemaShape out;
    auto rows = [&](const QString &sql, const QStringList &binds, int columns) {
        QVector<QStringList> result;
        Stmt q(db, sql);
        if (!q.ok()) {
            out.error = q.error();
            return result;
        }
        for (int i = 0; i < binds.size(); ++i)
            q.bind(i + 1, binds.at(i));
        int rc;
        while ((rc = q.step()) == SQLITE_ROW) {
            QStringList row;
            for (int c = 0; c < columns; ++c) {
                const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(q.get(), c));
                row << (t ? QString::fromUtf8(t) : QStringLiteral("NULL"));
            }
            result << row;
        }
        if (rc != SQLITE_DONE)
            out.error = q.error();
        return result;
    };
    const QVector<QStringList> objects =
        rows(QStringLiteral("SELECT type, name, tbl_name FROM \"%1\".sqlite_master WHERE name NOT "
                            "LIKE 'sqlite_stat%' ORDER BY name")
                 .arg(schema),
             {}, 3);
    for (const QStringList &o : objects) {
        out.objects.insert(o.at(1), o.at(0));
        QStringList &d = out.details[o.at(1)];
        if (o.at(0) == QLatin1String("table")) {
            for (const QStringList &c :
                 rows(QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM "
                                     "pragma_table_xinfo(?1, ?2)"),
                      {o.at(1), schema}, 6))
                d << QStringLiteral("column %1 %2%3%4%5%6")
                         .arg(c.at(0), c.at(1),
                              c.at(2) == QLatin1String("1") ? QStringLiteral(" NOT NULL")
                                                            : QString(),
                              c.at(3) == QLatin1String("NULL")
                                  ? QString()
                                  : QStringLiteral(" DEFAULT ") + c.at(3),
                              c.at(4) == QLatin1String("0") ? QString()
                                                            : QStringLiteral(" KEY ") + c.at(4),
                              c.at(5) == QLatin1String("0") ? QString()
                                                            : QStringLiteral(" HIDDEN ") + c.at(5));
            for (const QStringList &k :
                 rows(QStringLiteral("SELECT \"from\", \"table\", \"to\", on_update, on_delete "
                                     "FROM pragma_foreign_key_list(?1, ?2) ORDER BY id, seq"),
                      {o.at(1), schema}, 5))
                d << QStringLiteral("foreign key %1 -> %2(%3) on update %4 on delete %5")
                         .arg(k.at(0), k.at(1), k.at(2), k.at(3), k.at(4));
        } else if (o.at(0) == QLatin1String("index")) {
            d << QStringLiteral("on %1").arg(o.at(2));
            for (const QStringList &i :
                 rows(QStringLiteral("SELECT \"unique\", partial FROM pragma_index_list(?1, ?2) "
                                     "WHERE name = ?3"),
                      {o.at(2), schema, o.at(1)}, 2))
                d << QStringLiteral("unique %1 partial %2").arg(i.at(0), i.at(1));
            for (const QStringList &c :
                 rows(QStringLiteral("SELECT name, \"desc\", coll FROM pragma_index_xinfo(?1, ?2) "
                                     "WHERE key = 1 ORDER BY seqno"),
                      {o.at(1), schema}, 3))
                d << QStringLiteral("key %1 %2 %3").arg(c.at(0), c.at(1), c.at(2));
        }
    }
    return out;
}

const SchemaShape &expectedShape(int version)
{
    static const QVector<SchemaShape> shapes = [] {
        QVector<SchemaShape> all(HistoryStore::kSchemaVersion + 1);
        sqlite3 *db = nullptr;
        if (sqlite3_open(":memory:", &db) == SQLITE_OK) {
            for (int v = 1; v <= HistoryStore::kSchemaVersion; ++v) {
                for (const QString &sql : migrations().at(v - 1))
                    sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr);
                all[v] = shapeOf(db, QStringLiteral("main"));
            }
        }
        sqlite3_close(db);
        return all;
    }();
    return shapes.at(std::clamp(version, 0, HistoryStore::kSchemaVersion));
}

QString compareSchema(sqlite3 *db, const QString &schema, int version)
{
    const SchemaShape have = shapeOf(db, schema);
    if (!have.error.isEmpty())
        return HistoryStore::tr("cannot read the schema: %1").arg(have.error);
    const SchemaShape &want = expectedShape(version);
    for (auto it = have.objects.constBegin(); it != have.objects.constEnd(); ++it) {
        if (!want.objects.contains(it.key()))
            return HistoryStore::tr(
                       "holds the %1 \"%2\", which is not part of the benchmark history "
                       "schema (version %3); refused, as it could change or hide runs (remove "
                       "it with DROP %4 \"%2\" if you trust the file)")
                .arg(it.value(), it.key())
                .arg(version)
                .arg(it.value().toUpper());
    }
    for (auto it = want.objects.constBegin(); it != want.objects.constEnd(); ++it) {
        if (!have.objects.contains(it.key()))
            return HistoryStore::tr(
                       "lacks the %1 \"%2\" of schema version %3; not a benchmark history "
                       "this program wrote")
                .arg(it.value(), it.key())
                .arg(version);
        if (have.objects.value(it.key()) != it.value())
            return HistoryStore::tr("\"%1\" is a %2, not a %3 as in schema version %4")
                .arg(it.key(), have.objects.value(it.key()), it.value())
                .arg(version);
        const QStringList h = have.details.value(it.key());
        const QStringList w = want.details.value(it.key());
        if (h == w)
            continue;
        for (const QString &line : h)
            if (!w.contains(line))
                return HistoryStore::tr(
                           "the %1 \"%2\" has %3, which schema version %4 does not; refused")
                    .arg(it.value(), it.key(), line)
                    .arg(version);
        for (const QString &line : w)
            if (!h.contains(line))
                return HistoryStore::tr("the %1 \"%2\" lacks %3 of schema version %4; refused")
                    .arg(it.value(), it.key(), line)
                    .arg(version);
        return HistoryStore::tr(
                   "the columns of the %1 \"%2\" are not in the order of schema version %3; "
                   "refused")
            .arg(it.value(), it.key())
            .arg(version);
    }
    return {};
}

SchemaState inspect(QSqlDatabase &db)
{
    SchemaState s;
    // user_version and the table list must come from one snapshot: read apart, a process
    // creating the schema at the same moment commits between them ("tables of another schema").
    const ReadSnapshot snapshot(db);
    QSqlQuery q(db);
    auto corrupt = [&](const QSqlQuery &failed) {
        s.error = HistoryStore::tr("not a readable SQLite database (%1)")
                      .arg(sqlError(failed.lastError()));
        return s;
    };
    if (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next())
        return corrupt(q);
    if (q.value(0).toString() != QLatin1String("ok")) {
        s.error = HistoryStore::tr("the database is corrupt (%1)").arg(q.value(0).toString());
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
        s.error = HistoryStore::tr("a database of another application (application_id %1), not a "
                                   "benchmark history")
                      .arg(appId);
        return s;
    }
    if (s.version < 0) {
        s.error =
            HistoryStore::tr("schema version %1 (PRAGMA user_version) is negative: not a history "
                             "this program wrote; refused")
                .arg(s.version);
        return s;
    }
    if (s.version > HistoryStore::kSchemaVersion) {
        s.error =
            HistoryStore::tr("schema version %1 is newer than this build reads (%2); update MoE "
                             "Planner")
                .arg(s.version)
                .arg(HistoryStore::kSchemaVersion);
        return s;
    }
    if (s.version == 0) {
        if (!s.empty)
            s.error =
                HistoryStore::tr("holds tables of another schema (%1), not a benchmark history")
                    .arg(QStringList(tables.values()).join(QStringLiteral(", ")));
        return s;
    }
    if (!tables.contains(QStringLiteral("sources")) || !tables.contains(QStringLiteral("runs"))) {
        s.error =
            HistoryStore::tr("schema version %1 but the tables sources and runs are missing; not a "
                             "benchmark history")
                .arg(s.version);
        return s;
    }
    if (s.version >= 2 && (!tables.contains(QStringLiteral("profiles")) ||
                           !tables.contains(QStringLiteral("profile_runs")))) {
        s.error = HistoryStore::tr("schema version %1 but the tables profiles and profile_runs are "
                                   "missing; not a benchmark history")
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
            s.error =
                HistoryStore::tr("the runs table lacks the column %1; not a benchmark history of "
                                 "schema version %2")
                    .arg(c)
                    .arg(s.version);
            return s;
        }
    }
    // Then exactly the app's schema: a foreign trigger, view, index or column is refused.
    if (sqlite3 *raw = rawHandle(db))
        s.error = compareSchema(raw, QStringLiteral("main"), s.version);
    return s;
}

QString checkHeader(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return HistoryStore::tr("cannot read: %1").arg(f.errorString());
    if (f.size() == 0)
        return {};
    if (!HistoryStore::looksLikeSqlite(path))
        return HistoryStore::tr("not an SQLite database");
    return {};
}

} // namespace moeplan::core::history
