#pragma once
// The run row codec (internal to the store): one table of the `runs` columns (kRunColumns) says
// how each RunRecord member is stored, read back, keyed into run_key and range-checked; binding,
// reading, run_key, the JSON runs file, the CSV export, the merge's checks and the range checks
// all walk it. The schema of each version is frozen SQL (schema.h), checked against this table
// by tst_historystore columnTableIsTheSchema.

#include "historystore.h"
#include "sqlite.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QLocale>
#include <QString>
#include <QVariant>
#include <QVector>

#include <cmath>
#include <cstring>
#include <functional>
#include <optional>
#include <string_view>

#include <sqlite3.h>

namespace moeplan::core::history {

/// How a column's value is range-checked (RunRecord::rangeError()).
enum class Check
{
    None,
    Latency,  ///< milliseconds in (0, 1e8]
    Rate,     ///< [0, max]
    Positive, ///< (0, max]
    Count,    ///< whole number in [min, max]
};

/// One column of `runs` after `id` and `source_id`: the one place that says how a RunRecord
/// member is stored (name, SQL type, NULL rule), read back, keyed and range-checked. Binding,
/// reading, run_key, the JSON runs file, the CSV export and the range checks all walk this
/// table; the schema of each version is frozen SQL (schemaV1() ...), checked against it on open.
struct Column
{
    enum class Type
    {
        Text,
        Integer,
        Real,
        Flag,
    };
    const char *name;
    const char *decl; ///< SQL type and constraints (a NOT NULL column stores 0 and "" as is)
    Type type;
    QString RunRecord::*text = nullptr;
    int RunRecord::*integer = nullptr;
    std::optional<double> RunRecord::*real = nullptr;
    bool RunRecord::*flag = nullptr;
    bool inKey = true;    ///< part of run_key (docs/database.md)
    bool nullable = true; ///< empty text, 0 and no value are stored as NULL
    Check check = Check::None;
    double lo = 0, hi = 0;  ///< bounds of the check
    const char *label = ""; ///< the field in a range message

    constexpr Column notKeyed() const
    {
        Column c = *this;
        c.inKey = false;
        return c;
    }
    constexpr Column checked(Check k, const char *what, double min, double max) const
    {
        Column c = *this;
        c.check = k;
        c.label = what;
        c.lo = min;
        c.hi = max;
        return c;
    }
};

constexpr bool notNull(const char *decl)
{
    return std::string_view(decl).find("NOT NULL") != std::string_view::npos;
}

constexpr Column textColumn(const char *name, const char *decl, QString RunRecord::*m)
{
    Column c{name, decl, Column::Type::Text};
    c.text = m;
    c.nullable = !notNull(decl);
    return c;
}

constexpr Column intColumn(const char *name, const char *decl, int RunRecord::*m)
{
    Column c{name, decl, Column::Type::Integer};
    c.integer = m;
    c.nullable = !notNull(decl);
    return c;
}

constexpr Column realColumn(const char *name, const char *decl, std::optional<double> RunRecord::*m)
{
    Column c{name, decl, Column::Type::Real};
    c.real = m;
    return c;
}

constexpr Column flagColumn(const char *name, const char *decl, bool RunRecord::*m)
{
    Column c{name, decl, Column::Type::Flag};
    c.flag = m;
    c.nullable = false;
    return c;
}

constexpr Column latency(const char *name, const char *decl, std::optional<double> RunRecord::*m,
                         const char *label)
{
    return realColumn(name, decl, m).checked(Check::Latency, label, 0, 1e8);
}

// Latencies must be positive, throughputs and telemetry non-negative: other tools write this
// schema too, and the CHECKs keep their mistakes out.
#define POSITIVE(c) "REAL CHECK (" c " IS NULL OR " c " > 0)"

#define NONNEG(c) "REAL CHECK (" c " IS NULL OR " c " >= 0)"

constexpr double kMaxCount = 1000000;

inline constexpr Column kRunColumns[] = {
    textColumn("measured_at", "TEXT", &RunRecord::measuredAt),
    flagColumn("is_reference", "INTEGER NOT NULL DEFAULT 0 CHECK (is_reference IN (0, 1))",
               &RunRecord::isReference)
        .notKeyed(),
    textColumn("model", "TEXT NOT NULL", &RunRecord::model),
    textColumn("precision", "TEXT", &RunRecord::precision),
    textColumn("engine", "TEXT NOT NULL", &RunRecord::engine),
    textColumn("engine_version", "TEXT", &RunRecord::engineVersion),
    textColumn("gpu", "TEXT NOT NULL", &RunRecord::gpu),
    intColumn("gpus", "INTEGER NOT NULL CHECK (gpus >= 1)", &RunRecord::gpus)
        .checked(Check::Count, "GPUs", 1, kMaxCount),
    textColumn("topology", "TEXT NOT NULL CHECK (topology IN ('hgx-ib', 'nvl72'))",
               &RunRecord::topology),
    intColumn("nodes", "INTEGER", &RunRecord::nodes).checked(Check::Count, "nodes", 0, kMaxCount),
    intColumn("tp", "INTEGER NOT NULL CHECK (tp >= 1)", &RunRecord::tp)
        .checked(Check::Count, "TP", 1, kMaxCount),
    intColumn("ep", "INTEGER NOT NULL CHECK (ep >= 1)", &RunRecord::ep)
        .checked(Check::Count, "EP", 1, kMaxCount),
    intColumn("attn_dp", "INTEGER NOT NULL CHECK (attn_dp >= 1)", &RunRecord::attnDp)
        .checked(Check::Count, "attention DP", 1, kMaxCount),
    intColumn("pp", "INTEGER NOT NULL CHECK (pp >= 1)", &RunRecord::pp)
        .checked(Check::Count, "PP", 1, kMaxCount),
    textColumn("serving", "TEXT NOT NULL CHECK (serving IN ('agg', 'disagg'))",
               &RunRecord::serving),
    intColumn("prefill_workers", "INTEGER", &RunRecord::prefillWorkers)
        .checked(Check::Count, "prefill workers", 0, 100000),
    intColumn("prefill_tp", "INTEGER", &RunRecord::prefillTp)
        .checked(Check::Count, "prefill TP", 0, kMaxCount),
    intColumn("prefill_ep", "INTEGER", &RunRecord::prefillEp)
        .checked(Check::Count, "prefill EP", 0, kMaxCount),
    intColumn("prefill_dp", "INTEGER", &RunRecord::prefillDp)
        .checked(Check::Count, "prefill DP", 0, kMaxCount),
    intColumn("decode_workers", "INTEGER", &RunRecord::decodeWorkers)
        .checked(Check::Count, "decode workers", 0, 100000),
    intColumn("decode_tp", "INTEGER", &RunRecord::decodeTp)
        .checked(Check::Count, "decode TP", 0, kMaxCount),
    intColumn("decode_ep", "INTEGER", &RunRecord::decodeEp)
        .checked(Check::Count, "decode EP", 0, kMaxCount),
    intColumn("decode_dp", "INTEGER", &RunRecord::decodeDp)
        .checked(Check::Count, "decode DP", 0, kMaxCount),
    realColumn("concurrency_configured", POSITIVE("concurrency_configured"),
               &RunRecord::concurrencyConfigured)
        .checked(Check::Positive, "configured concurrency", 0, 1e7),
    realColumn("concurrency_achieved", NONNEG("concurrency_achieved"),
               &RunRecord::concurrencyAchieved)
        .checked(Check::Rate, "achieved concurrency", 0, 1e7),
    realColumn("batch_per_rank", NONNEG("batch_per_rank"), &RunRecord::batchPerRank)
        .checked(Check::Rate, "batch per rank", 0, 1e7),
    intColumn("isl", "INTEGER", &RunRecord::isl).checked(Check::Count, "ISL", 0, 10000000),
    intColumn("osl", "INTEGER", &RunRecord::osl).checked(Check::Count, "OSL", 0, 10000000),
    textColumn("drafter_kind", "TEXT", &RunRecord::drafterKind),
    intColumn("draft_tokens", "INTEGER", &RunRecord::draftTokens)
        .checked(Check::Count, "draft tokens", 0, 1024),
    realColumn("acceptance_length", NONNEG("acceptance_length"), &RunRecord::acceptanceLength)
        .checked(Check::Rate, "acceptance length", 0, 64),
    latency("tpot_mean_ms", POSITIVE("tpot_mean_ms"), &RunRecord::tpotMeanMs, "TPOT (mean)"),
    latency("tpot_median_ms", POSITIVE("tpot_median_ms"), &RunRecord::tpotMedianMs,
            "TPOT (median)"),
    latency("tpot_p99_ms", POSITIVE("tpot_p99_ms"), &RunRecord::tpotP99Ms, "TPOT (p99)"),
    latency("itl_mean_ms", POSITIVE("itl_mean_ms"), &RunRecord::itlMeanMs, "ITL (mean)"),
    latency("ttft_mean_ms", POSITIVE("ttft_mean_ms"), &RunRecord::ttftMeanMs, "TTFT (mean)"),
    latency("ttft_median_ms", POSITIVE("ttft_median_ms"), &RunRecord::ttftMedianMs,
            "TTFT (median)"),
    latency("ttft_p99_ms", POSITIVE("ttft_p99_ms"), &RunRecord::ttftP99Ms, "TTFT (p99)"),
    latency("e2e_mean_ms", POSITIVE("e2e_mean_ms"), &RunRecord::e2eMeanMs, "E2E latency (mean)"),
    realColumn("output_tok_s", NONNEG("output_tok_s"), &RunRecord::outputTokS)
        .checked(Check::Rate, "output tokens/s", 0, 1e10),
    realColumn("total_tok_s", NONNEG("total_tok_s"), &RunRecord::totalTokS)
        .checked(Check::Rate, "total tokens/s", 0, 1e10),
    realColumn("requests_per_s", NONNEG("requests_per_s"), &RunRecord::requestsPerS)
        .checked(Check::Rate, "requests/s", 0, 1e8),
    realColumn("gpu_util", NONNEG("gpu_util"), &RunRecord::gpuUtil)
        .checked(Check::Rate, "GPU utilisation", 0, 1),
    realColumn("hbm_bw_util", NONNEG("hbm_bw_util"), &RunRecord::hbmBwUtil)
        .checked(Check::Rate, "HBM bandwidth utilisation", 0, 1),
    realColumn("power_w", NONNEG("power_w"), &RunRecord::powerW)
        .checked(Check::Rate, "power (W)", 0, 1e9),
    textColumn("notes", "TEXT", &RunRecord::notes).notKeyed(),
};

#undef POSITIVE

#undef NONNEG

constexpr int kColumnCount = int(sizeof(kRunColumns) / sizeof(kRunColumns[0]));

QVariant nullable(const QString &s);

QVariant nullable(int v);

QVariant nullable(const std::optional<double> &v);

/// The values of kRunColumns for a run, in order.
QVariantList runValues(const RunRecord &r);

int toInt(const QVariant &v);

std::optional<double> toOpt(const QVariant &v);

/// The profiles table as HistoryStore::profiles() and the team server read it (a row id, then
/// the StoredProfile fields in their order), and a profile from one of its rows.
inline constexpr char kProfileSelect[] =
    "SELECT id, name, gpu, engine, fitted_at, provenance, transferred_from, params_json, "
    "run_count, tpot_median_ape, ttft_median_ape, notes FROM profiles ORDER BY name";
StoredProfile profileFromRow(const std::function<QVariant(int)> &value);
/// The values of a profile for an INSERT INTO profiles (name, gpu, engine, fitted_at,
/// provenance, transferred_from, params_json, run_count, tpot_median_ape, ttft_median_ape,
/// notes), empty texts as NULL.
QVariantList profileValues(const StoredProfile &p);

/// The sources table as HistoryStore::sources() and the team server read it, and a source from
/// one of its rows (value(0) is the row id).
inline constexpr char kSourceSelect[] = "SELECT id, file_name, tool, tool_version, host, "
                                        "content_sha256, imported_at FROM sources ORDER BY id";
SourceInfo sourceFromRow(const std::function<QVariant(int)> &value);

/// Builds a run from the values of kRunColumns in order, read through `in` (text(), integer(),
/// real()).
template <class Reader> void runInto(Reader &in, RunRecord &r)
{
    for (const Column &c : kRunColumns) {
        switch (c.type) {
        case Column::Type::Text:
            r.*c.text = in.text();
            break;
        case Column::Type::Integer:
            r.*c.integer = in.integer();
            break;
        case Column::Type::Real:
            r.*c.real = in.real();
            break;
        case Column::Type::Flag:
            r.*c.flag = in.integer() != 0;
            break;
        }
    }
}

template <class Reader> RunRecord runFrom(Reader &in)
{
    RunRecord r;
    runInto(in, r);
    return r;
}

/// Reads QVariants one by one (a QVariantList, a QSqlQuery row).
template <class Next> struct VariantReader
{
    Next next;
    QString text() { return next().toString(); }
    int integer() { return toInt(next()); }
    std::optional<double> real() { return toOpt(next()); }
};

template <class Next> RunRecord runFromValues(Next next)
{
    VariantReader<Next> in{next};
    return runFrom(in);
}

/// Reads the columns of an SQLite statement's row directly (the bulk paths). Repeated texts
/// (model, GPU, engine, ...) share one QString.
class StmtReader
{
public:
    explicit StmtReader(sqlite3_stmt *s, int first = 0) : m_s(s), m_i(first) {}
    void restart(int first)
    {
        m_i = first;
        m_slot = 0;
    }
    QString text()
    {
        const int i = m_i++;
        const int slot = m_slot++;
        const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(m_s, i));
        if (!t)
            return {};
        const int n = sqlite3_column_bytes(m_s, i);
        Cache &c = m_cache[slot % kSlots];
        if (c.valid && c.bytes.size() == n && std::memcmp(c.bytes.constData(), t, size_t(n)) == 0)
            return c.text;
        c.valid = true;
        c.bytes = QByteArray(t, n);
        c.text = QString::fromUtf8(t, n);
        return c.text;
    }
    int integer()
    {
        const int i = m_i++;
        const int type = sqlite3_column_type(m_s, i);
        if (type == SQLITE_NULL)
            return 0;
        if (m_strict) {
            // Another program's file: a REAL, text or out-of-range value in an integer column
            // is refused, never truncated.
            const qint64 v = sqlite3_column_int64(m_s, i);
            if (type != SQLITE_INTEGER || v < INT_MIN || v > INT_MAX) {
                problem(i, HistoryStore::tr("not a whole number in range"));
                return 0;
            }
            return int(v);
        }
        return sqlite3_column_int(m_s, i);
    }
    qint64 int64() { return sqlite3_column_int64(m_s, m_i++); }
    std::optional<double> real()
    {
        const int i = m_i++;
        const int type = sqlite3_column_type(m_s, i);
        if (type == SQLITE_NULL)
            return std::nullopt;
        if (m_strict && type != SQLITE_FLOAT && type != SQLITE_INTEGER) {
            problem(i, HistoryStore::tr("not a number"));
            return std::nullopt;
        }
        const double d = sqlite3_column_double(m_s, i);
        return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
    }
    /// Strict: values of the wrong storage class are a problem() instead of being converted.
    void setStrict(bool strict) { m_strict = strict; }
    /// The first value of the current row that was refused (strict only); empty when none.
    QString problem() const { return m_problem; }
    void clearProblem() { m_problem.clear(); }

private:
    static constexpr int kSlots = 16;
    struct Cache
    {
        bool valid = false;
        QByteArray bytes;
        QString text;
    };
    void problem(int column, const QString &why)
    {
        if (!m_problem.isEmpty())
            return;
        const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(m_s, column));
        m_problem = HistoryStore::tr("the column %1 holds \"%2\": %3")
                        .arg(QString::fromUtf8(sqlite3_column_name(m_s, column)),
                             t ? QString::fromUtf8(t).left(40) : QString(), why);
    }
    sqlite3_stmt *m_s;
    int m_i;
    int m_slot = 0;
    Cache m_cache[kSlots];
    bool m_strict = false;
    QString m_problem;
};

/// SELECT of id, source_id, kRunColumns... and the source's file name, from `runs AS r`.
QString runSelectSql();

QString insertRunSql();

/// The canonical text run_key hashes (docs/database.md): each keyed column's value in
/// kRunColumns order, NULL as \N, whole numbers in decimal, reals in their shortest round-trip
/// form, texts as UTF-8, each followed by 0x1f. The one definition: the binder, runKeyOf() and
/// the SQL function moeplan_run_key() of the merge all build it here.
class RunKeyText
{
public:
    RunKeyText()
    {
        m_text.reserve(512);
        m_scratch.reserve(64);
    }
    void clear() { m_text.clear(); }
    void null() { add(QByteArrayView("\\N")); }
    void text(QByteArrayView utf8) { add(utf8); }
    // Numbers are formatted into one reused buffer (no allocation per value).
    void integer(qint64 v) { add(m_scratch.setNum(v)); }
    void real(double v) { add(m_scratch.setNum(v, 'g', QLocale::FloatingPointShortest)); }
    /// The key: hex SHA-256 of the text.
    QByteArray hash() const
    {
        return QCryptographicHash::hash(m_text, QCryptographicHash::Sha256).toHex();
    }

private:
    void add(QByteArrayView b)
    {
        m_text += b;
        m_text += '\x1f';
    }
    QByteArray m_text;
    QByteArray m_scratch;
};

/// run_key of a run's column values (runValues() order).
QString runKeyOf(const QVariantList &values);

/// Visits a run's column values in kRunColumns order with the types and NULL rules of
/// runValues(): `text` (NOT NULL text), `textOrNull` (empty = NULL), `integer` (NOT NULL),
/// `intOrNull` (0 = NULL), `real` (empty or non-finite = NULL). `skipKey` marks the columns that
/// are not part of run_key.
template <class V> void visitRun(const RunRecord &r, V &v)
{
    for (const Column &c : kRunColumns) {
        v.skipKey(!c.inKey);
        switch (c.type) {
        case Column::Type::Text:
            c.nullable ? v.textOrNull(r.*c.text) : v.text(r.*c.text);
            break;
        case Column::Type::Integer:
            c.nullable ? v.intOrNull(r.*c.integer) : v.integer(r.*c.integer);
            break;
        case Column::Type::Real:
            v.real(r.*c.real);
            break;
        case Column::Type::Flag:
            v.integer(r.*c.flag ? 1 : 0);
            break;
        }
    }
    v.skipKey(false);
}

/// Binds a run's values to a statement (from parameter `first`) and builds its run_key
/// canonical text on the way (the same text as runKeyOf(runValues(run))).
class RunBinder
{
public:
    RunBinder(sqlite3_stmt *s, int first) : m_s(s), m_i(first) {}
    /// The next row: binds again from parameter `first`, the key starts empty (its buffers kept).
    void restart(int first)
    {
        m_i = first;
        m_key.clear();
    }
    void skipKey(bool skip) { m_skip = skip; }
    void text(const QString &t)
    {
        const QByteArray u = t.toUtf8();
        sqlite3_bind_text(m_s, m_i++, u.constData(), int(u.size()), SQLITE_TRANSIENT);
        if (!m_skip)
            m_key.text(u);
    }
    void textOrNull(const QString &t)
    {
        if (t.isEmpty())
            null();
        else
            text(t);
    }
    void integer(int v)
    {
        sqlite3_bind_int64(m_s, m_i++, v);
        if (!m_skip)
            m_key.integer(v);
    }
    void intOrNull(int v)
    {
        if (v == 0)
            null();
        else
            integer(v);
    }
    void real(const std::optional<double> &v)
    {
        if (!v || !std::isfinite(*v))
            return null();
        sqlite3_bind_double(m_s, m_i++, *v);
        if (!m_skip)
            m_key.real(*v);
    }
    int next() const { return m_i; }
    QByteArray runKey() const { return m_key.hash(); }

private:
    void null()
    {
        sqlite3_bind_null(m_s, m_i++);
        if (!m_skip)
            m_key.null();
    }
    sqlite3_stmt *m_s;
    int m_i;
    bool m_skip = false;
    RunKeyText m_key;
};

/// Inserts runs with the raw statement of insertRunSql(), in the caller's transaction;
/// `sourceIds[i]` is the source row of `runs[i]`. Returns an empty string or the problem
/// (with the 1-based run index in `failedAt`).
QString insertRunsRaw(sqlite3 *db, const QVector<RunRecord> &runs, const QVector<qint64> &sourceIds,
                      ImportOutcome &out, int &failedAt);

/// Reads one row of runSelectSql() (from column 0) into `r`, in place (a run is ~700 bytes:
/// building it where it is stored saves a move per row).
void runFromStmt(StmtReader &in, RunRecord &r);

RunRecord runFromStmt(StmtReader &in);

/// Runs a SELECT of runSelectSql() with `binds` on a raw handle and appends the runs; returns
/// an empty string or the problem.
QString readRunsRaw(sqlite3 *db, const QString &sql, const QVariantList &binds,
                    QVector<RunRecord> &out, qsizetype expected = 0);

/// The first column of `r` outside its bounds (kRunColumns' checks), as one line naming the
/// field, the value and the bounds; then the names the schema requires. Empty when none.
QString rangeErrorOf(const RunRecord &r);

} // namespace moeplan::core::history
