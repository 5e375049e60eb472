#include "historystore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QVariant>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string_view>

#include <sqlite3.h>

namespace moeplan::core {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("HistoryStore", s);
}

QAtomicInteger<int> g_connectionCounter;

/// Starts a write transaction that takes the write lock at once (BEGIN IMMEDIATE): a deferred
/// one would read first and then fail at once with "database is locked" when another process
/// writes, where an immediate one waits its busy timeout for the lock. Committed or rolled back
/// through QSqlDatabase as usual.
bool beginWrite(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("BEGIN IMMEDIATE"));
}

QString newConnectionName()
{
    return QStringLiteral("moeplan-history-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1));
}

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

using R = RunRecord;
constexpr double kMaxCount = 1000000;
const Column kRunColumns[] = {
    textColumn("measured_at", "TEXT", &R::measuredAt),
    flagColumn("is_reference", "INTEGER NOT NULL DEFAULT 0 CHECK (is_reference IN (0, 1))",
               &R::isReference)
        .notKeyed(),
    textColumn("model", "TEXT NOT NULL", &R::model),
    textColumn("precision", "TEXT", &R::precision),
    textColumn("engine", "TEXT NOT NULL", &R::engine),
    textColumn("engine_version", "TEXT", &R::engineVersion),
    textColumn("gpu", "TEXT NOT NULL", &R::gpu),
    intColumn("gpus", "INTEGER NOT NULL CHECK (gpus >= 1)", &R::gpus)
        .checked(Check::Count, "GPUs", 1, kMaxCount),
    textColumn("topology", "TEXT NOT NULL CHECK (topology IN ('hgx-ib', 'nvl72'))", &R::topology),
    intColumn("nodes", "INTEGER", &R::nodes).checked(Check::Count, "nodes", 0, kMaxCount),
    intColumn("tp", "INTEGER NOT NULL CHECK (tp >= 1)", &R::tp)
        .checked(Check::Count, "TP", 1, kMaxCount),
    intColumn("ep", "INTEGER NOT NULL CHECK (ep >= 1)", &R::ep)
        .checked(Check::Count, "EP", 1, kMaxCount),
    intColumn("attn_dp", "INTEGER NOT NULL CHECK (attn_dp >= 1)", &R::attnDp)
        .checked(Check::Count, "attention DP", 1, kMaxCount),
    intColumn("pp", "INTEGER NOT NULL CHECK (pp >= 1)", &R::pp)
        .checked(Check::Count, "PP", 1, kMaxCount),
    textColumn("serving", "TEXT NOT NULL CHECK (serving IN ('agg', 'disagg'))", &R::serving),
    intColumn("prefill_workers", "INTEGER", &R::prefillWorkers)
        .checked(Check::Count, "prefill workers", 0, 100000),
    intColumn("prefill_tp", "INTEGER", &R::prefillTp)
        .checked(Check::Count, "prefill TP", 0, kMaxCount),
    intColumn("prefill_ep", "INTEGER", &R::prefillEp)
        .checked(Check::Count, "prefill EP", 0, kMaxCount),
    intColumn("prefill_dp", "INTEGER", &R::prefillDp)
        .checked(Check::Count, "prefill DP", 0, kMaxCount),
    intColumn("decode_workers", "INTEGER", &R::decodeWorkers)
        .checked(Check::Count, "decode workers", 0, 100000),
    intColumn("decode_tp", "INTEGER", &R::decodeTp)
        .checked(Check::Count, "decode TP", 0, kMaxCount),
    intColumn("decode_ep", "INTEGER", &R::decodeEp)
        .checked(Check::Count, "decode EP", 0, kMaxCount),
    intColumn("decode_dp", "INTEGER", &R::decodeDp)
        .checked(Check::Count, "decode DP", 0, kMaxCount),
    realColumn("concurrency_configured", POSITIVE("concurrency_configured"),
               &R::concurrencyConfigured)
        .checked(Check::Positive, "configured concurrency", 0, 1e7),
    realColumn("concurrency_achieved", NONNEG("concurrency_achieved"), &R::concurrencyAchieved)
        .checked(Check::Rate, "achieved concurrency", 0, 1e7),
    realColumn("batch_per_rank", NONNEG("batch_per_rank"), &R::batchPerRank)
        .checked(Check::Rate, "batch per rank", 0, 1e7),
    intColumn("isl", "INTEGER", &R::isl).checked(Check::Count, "ISL", 0, 10000000),
    intColumn("osl", "INTEGER", &R::osl).checked(Check::Count, "OSL", 0, 10000000),
    textColumn("drafter_kind", "TEXT", &R::drafterKind),
    intColumn("draft_tokens", "INTEGER", &R::draftTokens)
        .checked(Check::Count, "draft tokens", 0, 1024),
    realColumn("acceptance_length", NONNEG("acceptance_length"), &R::acceptanceLength)
        .checked(Check::Rate, "acceptance length", 0, 64),
    latency("tpot_mean_ms", POSITIVE("tpot_mean_ms"), &R::tpotMeanMs, "TPOT (mean)"),
    latency("tpot_median_ms", POSITIVE("tpot_median_ms"), &R::tpotMedianMs, "TPOT (median)"),
    latency("tpot_p99_ms", POSITIVE("tpot_p99_ms"), &R::tpotP99Ms, "TPOT (p99)"),
    latency("itl_mean_ms", POSITIVE("itl_mean_ms"), &R::itlMeanMs, "ITL (mean)"),
    latency("ttft_mean_ms", POSITIVE("ttft_mean_ms"), &R::ttftMeanMs, "TTFT (mean)"),
    latency("ttft_median_ms", POSITIVE("ttft_median_ms"), &R::ttftMedianMs, "TTFT (median)"),
    latency("ttft_p99_ms", POSITIVE("ttft_p99_ms"), &R::ttftP99Ms, "TTFT (p99)"),
    latency("e2e_mean_ms", POSITIVE("e2e_mean_ms"), &R::e2eMeanMs, "E2E latency (mean)"),
    realColumn("output_tok_s", NONNEG("output_tok_s"), &R::outputTokS)
        .checked(Check::Rate, "output tokens/s", 0, 1e10),
    realColumn("total_tok_s", NONNEG("total_tok_s"), &R::totalTokS)
        .checked(Check::Rate, "total tokens/s", 0, 1e10),
    realColumn("requests_per_s", NONNEG("requests_per_s"), &R::requestsPerS)
        .checked(Check::Rate, "requests/s", 0, 1e8),
    realColumn("gpu_util", NONNEG("gpu_util"), &R::gpuUtil)
        .checked(Check::Rate, "GPU utilisation", 0, 1),
    realColumn("hbm_bw_util", NONNEG("hbm_bw_util"), &R::hbmBwUtil)
        .checked(Check::Rate, "HBM bandwidth utilisation", 0, 1),
    realColumn("power_w", NONNEG("power_w"), &R::powerW).checked(Check::Rate, "power (W)", 0, 1e9),
    textColumn("notes", "TEXT", &R::notes).notKeyed(),
};
#undef POSITIVE
#undef NONNEG

constexpr int kColumnCount = int(sizeof(kRunColumns) / sizeof(kRunColumns[0]));

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
    QVariantList out;
    out.reserve(kColumnCount);
    for (const Column &c : kRunColumns) {
        switch (c.type) {
        case Column::Type::Text:
            out << (c.nullable ? nullable(r.*c.text) : QVariant(r.*c.text));
            break;
        case Column::Type::Integer:
            out << (c.nullable ? nullable(r.*c.integer) : QVariant(r.*c.integer));
            break;
        case Column::Type::Real:
            out << nullable(r.*c.real);
            break;
        case Column::Type::Flag:
            out << QVariant(r.*c.flag ? 1 : 0);
            break;
        }
    }
    return out;
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
                problem(i, tr("not a whole number in range"));
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
            problem(i, tr("not a number"));
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
        m_problem = tr("the column %1 holds \"%2\": %3")
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

/// The sqlite3 handle under a QSQLITE connection (the bulk paths use it directly), or null.
sqlite3 *rawHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(v.constData());
    return nullptr;
}

/// A prepared statement on a raw handle, finalized when it goes.
class Stmt
{
public:
    Stmt(sqlite3 *db, const QString &sql) : m_db(db)
    {
        const QByteArray u = sql.toUtf8();
        if (db)
            m_rc = sqlite3_prepare_v2(db, u.constData(), int(u.size()), &m_s, nullptr);
    }
    ~Stmt() { sqlite3_finalize(m_s); }
    Stmt(const Stmt &) = delete;
    Stmt &operator=(const Stmt &) = delete;
    bool ok() const { return m_rc == SQLITE_OK && m_s; }
    QString error() const
    {
        return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("no connection");
    }
    sqlite3_stmt *get() const { return m_s; }
    void bind(int i, const QVariant &v)
    {
        if (v.isNull()) {
            sqlite3_bind_null(m_s, i);
        } else if (v.metaType() == QMetaType::fromType<double>()) {
            sqlite3_bind_double(m_s, i, v.toDouble());
        } else if (v.metaType() == QMetaType::fromType<int>() ||
                   v.metaType() == QMetaType::fromType<qlonglong>() ||
                   v.metaType() == QMetaType::fromType<bool>()) {
            sqlite3_bind_int64(m_s, i, v.toLongLong());
        } else {
            const QByteArray u = v.toString().toUtf8();
            sqlite3_bind_text(m_s, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
        }
    }
    int step() { return sqlite3_step(m_s); }
    void reset()
    {
        sqlite3_reset(m_s);
        sqlite3_clear_bindings(m_s);
    }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_s = nullptr;
    int m_rc = SQLITE_ERROR;
};

/// SELECT of id, source_id, kRunColumns... and the source's file name, from `runs AS r`.
QString runSelectSql()
{
    QStringList names{QStringLiteral("r.id"), QStringLiteral("r.source_id")};
    for (const Column &c : kRunColumns)
        names << QStringLiteral("r.") + QLatin1String(c.name);
    names << QStringLiteral("s.file_name");
    return QStringLiteral("SELECT ") + names.join(QStringLiteral(", ")) +
           QStringLiteral(" FROM runs AS r LEFT JOIN sources AS s ON s.id = r.source_id");
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
QString runKeyOf(const QVariantList &values)
{
    RunKeyText key;
    for (int i = 0; i < values.size(); ++i) {
        const Column &c = kRunColumns[i];
        if (!c.inKey)
            continue;
        const QVariant &v = values.at(i);
        if (v.isNull())
            key.null();
        else if (c.type == Column::Type::Real)
            key.real(v.toDouble());
        else if (c.type == Column::Type::Text)
            key.text(v.toString().toUtf8());
        else
            key.integer(v.toLongLong());
    }
    return QString::fromLatin1(key.hash());
}

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

// --- The merge's bulk copy ------------------------------------------------------------------
// A merged database's runs are copied by one INSERT ... SELECT where they can be: every row
// the SQL condition bulkCopyCondition() admits is one the strict per-row path (StmtReader in
// strict mode, then RunRecord::rangeError()) would accept and store with the same values and the
// same run_key; the SELECT normalises the values as the binder does (bulkCopyValue()) and
// moeplan_run_key() keys them. Every other row takes the per-row path, which refuses it with a
// message or stores it. So the condition may be stricter than the checks, never looser.

/// moeplan_run_key(keyed column values...): run_key of one row (RunKeyText).
void sqlRunKey(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static thread_local RunKeyText key;
    key.clear();
    int arg = 0;
    for (const Column &c : kRunColumns) {
        if (!c.inKey)
            continue;
        if (arg >= argc) {
            sqlite3_result_error(ctx, "moeplan_run_key: too few arguments", -1);
            return;
        }
        sqlite3_value *v = argv[arg++];
        if (sqlite3_value_type(v) == SQLITE_NULL) {
            key.null();
        } else if (c.type == Column::Type::Real) {
            key.real(sqlite3_value_double(v));
        } else if (c.type == Column::Type::Text) {
            const auto *t = reinterpret_cast<const char *>(sqlite3_value_text(v));
            key.text(QByteArrayView(t, sqlite3_value_bytes(v)));
        } else {
            key.integer(sqlite3_value_int64(v));
        }
    }
    const QByteArray hex = key.hash();
    sqlite3_result_text(ctx, hex.constData(), int(hex.size()), SQLITE_TRANSIENT);
}

/// moeplan_same_text(x): 1 when the text x is valid UTF-8 that QString keeps byte for byte
/// (QString::fromUtf8 drops a leading byte-order mark).
void sqlSameText(sqlite3_context *ctx, int, sqlite3_value **argv)
{
    const auto *t = reinterpret_cast<const char *>(sqlite3_value_text(argv[0]));
    const QByteArrayView u(t, t ? sqlite3_value_bytes(argv[0]) : 0);
    sqlite3_result_int(ctx, u.isValidUtf8() && !u.startsWith("\xEF\xBB\xBF") ? 1 : 0);
}

/// Registers the merge's SQL functions on a connection; an empty string or the problem.
QString registerMergeFunctions(sqlite3 *db)
{
    int keyed = 0;
    for (const Column &c : kRunColumns)
        keyed += c.inKey ? 1 : 0;
    const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC;
    if (sqlite3_create_function(db, "moeplan_run_key", keyed, flags, nullptr, sqlRunKey, nullptr,
                                nullptr) != SQLITE_OK ||
        sqlite3_create_function(db, "moeplan_same_text", 1, flags, nullptr, sqlSameText, nullptr,
                                nullptr) != SQLITE_OK)
        return QString::fromUtf8(sqlite3_errmsg(db));
    return {};
}

/// A column's value from `r` as the binder would store it (NULL rules of visitRun()).
QString bulkCopyValue(const Column &c)
{
    const QString col = QStringLiteral("r.") + QLatin1String(c.name);
    switch (c.type) {
    case Column::Type::Text:
        return c.nullable ? QStringLiteral("nullif(%1, '')").arg(col) : col;
    case Column::Type::Integer:
        return c.nullable ? QStringLiteral("nullif(%1, 0)").arg(col) : col;
    case Column::Type::Flag:
        return QStringLiteral("(%1 != 0)").arg(col);
    case Column::Type::Real:
        break;
    }
    return col;
}

/// The SQL condition a row of `r` must meet for the bulk copy (see above): storage classes as
/// the strict reader wants them, whole numbers within int, finite reals, kRunColumns' bounds and
/// the names rangeErrorOf() requires.
QString bulkCopyCondition()
{
    QStringList all;
    for (const Column &c : kRunColumns) {
        const QString col = QStringLiteral("r.") + QLatin1String(c.name);
        QString stored;
        switch (c.type) {
        case Column::Type::Text:
            stored = QStringLiteral("typeof(%1) = 'text' AND moeplan_same_text(%1)").arg(col);
            break;
        case Column::Type::Integer:
        case Column::Type::Flag:
            stored = QStringLiteral("typeof(%1) = 'integer' AND %1 BETWEEN %2 AND %3")
                         .arg(col)
                         .arg(INT_MIN)
                         .arg(INT_MAX);
            break;
        case Column::Type::Real:
            stored = QStringLiteral("typeof(%1) IN ('real', 'integer') AND abs(%1) <= "
                                    "1.7976931348623157e308")
                         .arg(col);
            break;
        }
        // A NOT NULL column's NULL is read as 0 or "": left to the per-row path.
        all << (c.nullable ? QStringLiteral("(%1 IS NULL OR (%2))").arg(col, stored)
                           : QStringLiteral("(%1)").arg(stored));
        const QString lo = QString::number(c.lo, 'g', 17), hi = QString::number(c.hi, 'g', 17);
        switch (c.check) {
        case Check::None:
            break;
        case Check::Latency:
        case Check::Positive:
            all << QStringLiteral("(%1 IS NULL OR (%1 > %2 AND %1 <= %3))").arg(col, lo, hi);
            break;
        case Check::Rate:
            all << QStringLiteral("(%1 IS NULL OR (%1 >= %2 AND %1 <= %3))").arg(col, lo, hi);
            break;
        case Check::Count:
            all << QStringLiteral("coalesce(%1, 0) BETWEEN %2 AND %3").arg(col, lo, hi);
            break;
        }
    }
    all << QStringLiteral("r.model <> ''") << QStringLiteral("r.gpu <> ''")
        << QStringLiteral("r.engine <> ''") << QStringLiteral("r.topology IN ('hgx-ib', 'nvl72')")
        << QStringLiteral("r.serving IN ('agg', 'disagg')");
    return all.join(QStringLiteral(" AND "));
}

/// The ids of the rows of merge_src.runs that meet bulkCopyCondition(), into temp.merge_bulk
/// (the condition is evaluated once: as a WHERE clause, term by term, each row stopping at its
/// first failed term).
QString bulkSelectSql()
{
    return QStringLiteral("INSERT INTO temp.merge_bulk (id) SELECT r.id FROM merge_src.runs AS r "
                          "WHERE %1")
        .arg(bulkCopyCondition());
}

/// INSERT ... SELECT of the rows of merge_src.runs listed in temp.merge_bulk, keyed by
/// moeplan_run_key(), their sources mapped through temp.merge_map.
QString bulkCopySql()
{
    QStringList names{QStringLiteral("source_id")};
    QStringList values{QStringLiteral("m.ours")};
    QStringList keyed;
    for (const Column &c : kRunColumns) {
        names << QLatin1String(c.name);
        values << bulkCopyValue(c);
        if (c.inKey)
            keyed << bulkCopyValue(c);
    }
    names << QStringLiteral("run_key");
    values << QStringLiteral("moeplan_run_key(%1)").arg(keyed.join(QStringLiteral(", ")));
    return QStringLiteral("INSERT INTO runs (%1) SELECT %2 FROM temp.merge_bulk AS b JOIN "
                          "merge_src.runs AS r ON r.id = b.id JOIN temp.merge_map AS m ON "
                          "m.other = r.source_id ORDER BY b.id ON CONFLICT (run_key) DO NOTHING")
        .arg(names.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
}

/// Inserts runs with the raw statement of insertRunSql(), in the caller's transaction;
/// `sourceIds[i]` is the source row of `runs[i]`. Returns an empty string or the problem
/// (with the 1-based run index in `failedAt`).
QString insertRunsRaw(sqlite3 *db, const QVector<RunRecord> &runs, const QVector<qint64> &sourceIds,
                      ImportOutcome &out, int &failedAt)
{
    Stmt ins(db, insertRunSql());
    if (!ins.ok())
        return ins.error();
    RunBinder binder(ins.get(), 2);
    out.runIds.reserve(out.runIds.size() + runs.size());
    for (qsizetype n = 0; n < runs.size(); ++n) {
        sqlite3_reset(ins.get());
        sqlite3_bind_int64(ins.get(), 1, sourceIds.at(n));
        binder.restart(2);
        visitRun(runs.at(n), binder);
        const QByteArray key = binder.runKey();
        sqlite3_bind_text(ins.get(), binder.next(), key.constData(), int(key.size()),
                          SQLITE_TRANSIENT);
        if (ins.step() != SQLITE_DONE) {
            failedAt = int(n + 1);
            return ins.error();
        }
        if (sqlite3_changes(db) > 0) {
            ++out.imported;
            out.runIds << sqlite3_last_insert_rowid(db);
        } else {
            ++out.duplicates;
        }
    }
    return {};
}

/// Reads one row of runSelectSql() (from column 0) into `r`, in place (a run is ~700 bytes:
/// building it where it is stored saves a move per row).
void runFromStmt(StmtReader &in, RunRecord &r)
{
    in.restart(0);
    r.id = in.int64();
    r.sourceId = in.int64();
    runInto(in, r);
    r.sourceFile = in.text();
}
RunRecord runFromStmt(StmtReader &in)
{
    RunRecord r;
    runFromStmt(in, r);
    return r;
}

/// Runs a SELECT of runSelectSql() with `binds` on a raw handle and appends the runs; returns
/// an empty string or the problem.
QString readRunsRaw(sqlite3 *db, const QString &sql, const QVariantList &binds,
                    QVector<RunRecord> &out, qsizetype expected = 0)
{
    out.reserve(out.size() + expected);
    Stmt q(db, sql);
    if (!q.ok())
        return q.error();
    for (int i = 0; i < binds.size(); ++i)
        q.bind(i + 1, binds.at(i));
    StmtReader in(q.get());
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        runFromStmt(in, out.emplaceBack());
    return rc == SQLITE_DONE ? QString() : q.error();
}

/// Version 1: sources and runs. Frozen: a migration is the SQL of its version, never built from
/// today's column list (a new column is a new version's ALTER TABLE).
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

/// Version 2: fitted calibration profiles and their runs; indexes for the list filters.
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

/// Version 3: whether the stored profiles were fitted on the runs as they are. `runs_changed`
/// grows with every transaction that adds, replaces, deletes or restores runs; a refit stores
/// the value it read before reading the runs in `profiles_fitted_on`. The profiles are stale
/// while fitted_on < runs_changed (NULL: never fitted), so a refit killed before it stored its
/// profiles is redone by the next import. Files of version 2 start stale: one refit tells.
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

/// Migrations: index i takes the schema from version i to i + 1.
const QVector<QStringList> &migrations()
{
    static const QVector<QStringList> m{schemaV1(), schemaV2(), schemaV3()};
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

/// The shape of a schema as SQLite reports it: each object of sqlite_master (its type and
/// table), each table's columns (name, declared type, NOT NULL, default, key position), foreign
/// keys, and each index's table, uniqueness, partiality and key columns. CHECK constraints are
/// not part of it: every row is range-checked on its way in (RunRecord::rangeError).
struct SchemaShape
{
    QMap<QString, QString> objects;     ///< name -> "type" (table, index, trigger, view)
    QMap<QString, QStringList> details; ///< table or index name -> its columns, keys, ...
    QString error;
};

/// Reads the shape of the schema `schema` ("main", "merge_src") on a raw handle.
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

/// The shape a file of schema version `version` (1..kSchemaVersion) must have: its migrations
/// applied to an empty in-memory database, once per process.
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

/// An empty string when the schema `schema` on `db` is exactly that of `version`; else one
/// line naming what is foreign or missing.
QString compareSchema(sqlite3 *db, const QString &schema, const QString &path, int version)
{
    const SchemaShape have = shapeOf(db, schema);
    if (!have.error.isEmpty())
        return tr("%1: cannot read the schema: %2").arg(path, have.error);
    const SchemaShape &want = expectedShape(version);
    for (auto it = have.objects.constBegin(); it != have.objects.constEnd(); ++it) {
        if (!want.objects.contains(it.key()))
            return tr("%1: holds the %2 \"%3\", which is not part of the benchmark history "
                      "schema (version %4); refused, as it could change or hide runs (remove "
                      "it with DROP %5 \"%3\" if you trust the file)")
                .arg(path, it.value(), it.key())
                .arg(version)
                .arg(it.value().toUpper());
    }
    for (auto it = want.objects.constBegin(); it != want.objects.constEnd(); ++it) {
        if (!have.objects.contains(it.key()))
            return tr("%1: lacks the %2 \"%3\" of schema version %4; not a benchmark history "
                      "this program wrote")
                .arg(path, it.value(), it.key())
                .arg(version);
        if (have.objects.value(it.key()) != it.value())
            return tr("%1: \"%2\" is a %3, not a %4 as in schema version %5")
                .arg(path, it.key(), have.objects.value(it.key()), it.value())
                .arg(version);
        const QStringList h = have.details.value(it.key());
        const QStringList w = want.details.value(it.key());
        if (h == w)
            continue;
        for (const QString &line : h)
            if (!w.contains(line))
                return tr("%1: the %2 \"%3\" has %4, which schema version %5 does not; refused")
                    .arg(path, it.value(), it.key(), line)
                    .arg(version);
        for (const QString &line : w)
            if (!h.contains(line))
                return tr("%1: the %2 \"%3\" lacks %4 of schema version %5; refused")
                    .arg(path, it.value(), it.key(), line)
                    .arg(version);
        return tr("%1: the columns of the %2 \"%3\" are not in the order of schema version %4; "
                  "refused")
            .arg(path, it.value(), it.key())
            .arg(version);
    }
    return {};
}

struct SchemaState
{
    int version = 0;
    bool empty = true; ///< no tables at all
    QString error;
};

/// Reads and validates the schema of an open database without changing it.
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

SchemaState inspect(QSqlDatabase &db, const QString &path)
{
    SchemaState s;
    // user_version and the table list must come from one snapshot: read apart, a process
    // creating the schema at the same moment commits between them ("tables of another schema").
    const ReadSnapshot snapshot(db);
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
    if (s.version < 0) {
        s.error = tr("%1: schema version %2 (PRAGMA user_version) is negative: not a history "
                     "this program wrote; refused")
                      .arg(path)
                      .arg(s.version);
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
    if (s.version >= 2 && (!tables.contains(QStringLiteral("profiles")) ||
                           !tables.contains(QStringLiteral("profile_runs")))) {
        s.error = tr("%1: schema version %2 but the tables profiles and profile_runs are "
                     "missing; not a benchmark history")
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
    // Then exactly the app's schema: a foreign trigger, view, index or column is refused.
    if (sqlite3 *raw = rawHandle(db))
        s.error = compareSchema(raw, QStringLiteral("main"), path, s.version);
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

/// The first column of `r` outside its bounds (kRunColumns' checks), as one line naming the
/// field, the value and the bounds; then the names the schema requires. Empty when none.
QString rangeErrorOf(const RunRecord &r)
{
    for (const Column &c : kRunColumns) {
        const QLatin1String what(c.label);
        switch (c.check) {
        case Check::None:
            break;
        case Check::Latency:
            if (const auto &v = r.*c.real; v && !(*v > c.lo && *v <= c.hi))
                return tr("%1 = %2 ms is outside (0, 1e8] ms").arg(what).arg(*v);
            break;
        case Check::Rate:
            if (const auto &v = r.*c.real; v && !(*v >= c.lo && *v <= c.hi))
                return tr("%1 = %2 is outside [0, %3]").arg(what).arg(*v).arg(c.hi);
            break;
        case Check::Positive:
            if (const auto &v = r.*c.real; v && !(*v > c.lo && *v <= c.hi))
                return tr("%1 = %2 is outside (0, %3]").arg(what).arg(*v).arg(c.hi);
            break;
        case Check::Count:
            if (const int v = r.*c.integer; v < c.lo || v > c.hi)
                return tr("%1 = %2 is outside [%3, %4]")
                    .arg(what)
                    .arg(v)
                    .arg(qint64(c.lo))
                    .arg(qint64(c.hi));
            break;
        }
    }
    if (r.model.isEmpty())
        return tr("no model");
    if (r.gpu.isEmpty())
        return tr("no GPU kind");
    if (r.engine.isEmpty())
        return tr("no engine");
    if (r.topology != QLatin1String("hgx-ib") && r.topology != QLatin1String("nvl72"))
        return tr("topology \"%1\" is neither hgx-ib nor nvl72").arg(r.topology);
    if (r.serving != QLatin1String("agg") && r.serving != QLatin1String("disagg"))
        return tr("serving \"%1\" is neither agg nor disagg").arg(r.serving);
    return {};
}

} // namespace

QString RunRecord::runKey() const
{
    return runKeyOf(runValues(*this));
}

QString RunRecord::rangeError() const
{
    return rangeErrorOf(*this);
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
    m_path.clear();
    m_failure = Failure::None;
    const QFileInfo info(path);
    if (info.exists()) {
        if (info.isDir())
            return tr("%1: is a directory, not a database file").arg(path);
        if (const QString e = checkHeader(path); !e.isEmpty())
            return e;
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
    const SchemaState state = inspect(m_db, path);
    if (!state.error.isEmpty()) {
        dropConnection(m_db, m_connection);
        return state.error;
    }

    QString error;
    {
        QSqlQuery q(m_db);
        // WAL with synchronous NORMAL cannot corrupt the file; a power cut may lose the last
        // commit only. A 64 MB page cache keeps bulk imports and merges off the disk; reads map
        // up to 256 MB of the file instead of copying its pages.
        if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) ||
            !q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) ||
            !q.exec(QStringLiteral("PRAGMA synchronous = NORMAL")) ||
            !q.exec(QStringLiteral("PRAGMA cache_size = -65536")) ||
            !q.exec(QStringLiteral("PRAGMA temp_store = MEMORY")) ||
            !q.exec(QStringLiteral("PRAGMA mmap_size = 268435456"))) {
            noteFailure();
            error = failureText(
                tr("%1: cannot configure the database: %2").arg(path, sqlError(q.lastError())),
                sqlError(q.lastError()));
        }
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
                error = compareSchema(raw, QStringLiteral("main"), path, v);
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
    // Every run is range-checked here too: the store is the last gate before the file.
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (const QString e = runs.at(i).rangeError(); !e.isEmpty()) {
            out.error = tr("%1: run %2 was refused: %3").arg(source.fileName).arg(i + 1).arg(e);
            return out;
        }
    }
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
        return {QStringLiteral("r.output_tok_s")};
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
    }
    if (const QString e = markRunsChanged(); !e.isEmpty())
        return rollback(e);
    if (!m_db.commit())
        return rollback(sqlError(m_db.lastError()));
    return {};
}

QString HistoryStore::saveProfiles(const QVector<StoredProfile> &profiles, bool replaceAll,
                                   std::optional<qint64> fittedOn)
{
    if (!isOpen())
        return tr("the history database is not open");
    m_failure = Failure::None;
    if (!beginWrite(m_db)) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        return failureText(tr("%1: cannot start a transaction: %2").arg(m_path, cause), cause);
    }
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        noteFailure();
        const QString cause = sqlError(q.lastError());
        const QString e = failureText(tr("%1: %2: %3").arg(m_path, what, cause), cause);
        m_db.rollback();
        return e;
    };
    if (replaceAll) {
        QSqlQuery clear(m_db);
        if (!clear.exec(QStringLiteral("DELETE FROM profiles")))
            return failWith(tr("cannot remove the previous profiles"), clear);
    }
    {
        QSqlQuery del(m_db), ins(m_db), link(m_db);
        if (!del.prepare(QStringLiteral("DELETE FROM profiles WHERE name = ?")))
            return failWith(tr("cannot prepare the profile delete"), del);
        if (!ins.prepare(QStringLiteral(
                "INSERT INTO profiles (name, gpu, engine, fitted_at, provenance, transferred_from, "
                "params_json, run_count, tpot_median_ape, ttft_median_ape, notes) VALUES (?, ?, "
                "?, ?, ?, ?, ?, ?, ?, ?, ?)")))
            return failWith(tr("cannot prepare the profile insert"), ins);
        if (!link.prepare(QStringLiteral(
                "INSERT OR IGNORE INTO profile_runs (profile_id, run_id) VALUES (?, ?)")))
            return failWith(tr("cannot prepare the profile run links"), link);
        for (const StoredProfile &p : profiles) {
            if (p.name.isEmpty()) {
                m_db.rollback();
                return tr("%1: a profile without a name cannot be stored").arg(m_path);
            }
            del.addBindValue(p.name);
            if (!del.exec())
                return failWith(tr("cannot replace the profile %1").arg(p.name), del);
            ins.addBindValue(p.name);
            ins.addBindValue(nullable(p.gpu));
            ins.addBindValue(nullable(p.engine));
            ins.addBindValue(p.fittedAt.isEmpty()
                                 ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                                 : p.fittedAt);
            ins.addBindValue(nullable(p.provenance));
            ins.addBindValue(nullable(p.transferredFrom));
            ins.addBindValue(p.paramsJson.isNull() ? QString(QLatin1String("")) : p.paramsJson);
            ins.addBindValue(p.runCount);
            ins.addBindValue(nullable(p.tpotMedianApe));
            ins.addBindValue(nullable(p.ttftMedianApe));
            ins.addBindValue(nullable(p.notes));
            if (!ins.exec())
                return failWith(tr("the profile %1 was refused").arg(p.name), ins);
            const qint64 id = ins.lastInsertId().toLongLong();
            for (const qint64 runId : p.runIds) {
                link.addBindValue(id);
                link.addBindValue(runId);
                if (!link.exec())
                    return failWith(
                        tr("the profile %1 cannot refer to run %2").arg(p.name).arg(runId), link);
            }
        }
    }
    if (fittedOn) {
        QSqlQuery state(m_db);
        state.prepare(QStringLiteral("UPDATE calibration_state SET profiles_fitted_on = ?"));
        state.addBindValue(*fittedOn);
        if (!state.exec())
            return failWith(tr("cannot record the calibration state"), state);
    }
    if (!m_db.commit()) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        const QString e =
            failureText(tr("%1: cannot commit the profiles: %2").arg(m_path, cause), cause);
        m_db.rollback();
        return e;
    }
    return {};
}

QVector<StoredProfile> HistoryStore::profiles(QString *error) const
{
    QVector<StoredProfile> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name, gpu, engine, fitted_at, provenance, "
                               "transferred_from, params_json, run_count, tpot_median_ape, "
                               "ttft_median_ape, notes FROM profiles ORDER BY name"))) {
        if (error)
            *error = tr("%1: cannot read the profiles: %2").arg(m_path, sqlError(q.lastError()));
        return out;
    }
    QHash<qint64, int> index;
    while (q.next()) {
        StoredProfile p;
        p.id = q.value(0).toLongLong();
        p.name = q.value(1).toString();
        p.gpu = q.value(2).toString();
        p.engine = q.value(3).toString();
        p.fittedAt = q.value(4).toString();
        p.provenance = q.value(5).toString();
        p.transferredFrom = q.value(6).toString();
        p.paramsJson = q.value(7).toString();
        p.runCount = toInt(q.value(8));
        p.tpotMedianApe = toOpt(q.value(9));
        p.ttftMedianApe = toOpt(q.value(10));
        p.notes = q.value(11).toString();
        index.insert(p.id, int(out.size()));
        out << p;
    }
    if (!q.exec(QStringLiteral(
            "SELECT profile_id, run_id FROM profile_runs ORDER BY profile_id, run_id"))) {
        if (error)
            *error =
                tr("%1: cannot read the profile runs: %2").arg(m_path, sqlError(q.lastError()));
        return {};
    }
    while (q.next()) {
        const auto it = index.constFind(q.value(0).toLongLong());
        if (it != index.constEnd())
            out[it.value()].runIds << q.value(1).toLongLong();
    }
    return out;
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

qint64 HistoryStore::runsGeneration(QString *error) const
{
    QSqlQuery q(m_db);
    if (!isOpen() || !q.exec(QStringLiteral("SELECT runs_changed FROM calibration_state")) ||
        !q.next()) {
        if (error)
            *error = tr("%1: cannot read the calibration state: %2")
                         .arg(m_path, isOpen() ? sqlError(q.lastError()) : tr("not open"));
        return -1;
    }
    return q.value(0).toLongLong();
}

bool HistoryStore::profilesStale(QString *error) const
{
    QSqlQuery q(m_db);
    if (!isOpen() ||
        !q.exec(QStringLiteral("SELECT profiles_fitted_on IS NULL OR profiles_fitted_on < "
                               "runs_changed FROM calibration_state")) ||
        !q.next()) {
        if (error)
            *error = tr("%1: cannot read the calibration state: %2")
                         .arg(m_path, isOpen() ? sqlError(q.lastError()) : tr("not open"));
        return false;
    }
    return q.value(0).toBool();
}

} // namespace moeplan::core
