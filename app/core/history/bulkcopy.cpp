#include "bulkcopy.h"

#include "runcodec.h"

#include <QStringList>

#include <climits>

namespace moeplan::core::history {

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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

} // namespace moeplan::core::history
