#include "runcodec.h"

#include <limits>

namespace moeplan::core::history {

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

StoredProfile profileFromRow(const std::function<QVariant(int)> &value)
{
    StoredProfile p;
    p.id = value(0).toLongLong();
    p.name = value(1).toString();
    p.gpu = value(2).toString();
    p.engine = value(3).toString();
    p.fittedAt = value(4).toString();
    p.provenance = value(5).toString();
    p.transferredFrom = value(6).toString();
    p.paramsJson = value(7).toString();
    p.runCount = toInt(value(8));
    p.tpotMedianApe = toOpt(value(9));
    p.ttftMedianApe = toOpt(value(10));
    p.notes = value(11).toString();
    return p;
}

QVariantList profileValues(const StoredProfile &p)
{
    return {p.name,
            nullable(p.gpu),
            nullable(p.engine),
            p.fittedAt,
            nullable(p.provenance),
            nullable(p.transferredFrom),
            p.paramsJson.isNull() ? QString(QLatin1String("")) : p.paramsJson,
            p.runCount,
            nullable(p.tpotMedianApe),
            nullable(p.ttftMedianApe),
            nullable(p.notes)};
}

SourceInfo sourceFromRow(const std::function<QVariant(int)> &value)
{
    SourceInfo s;
    s.fileName = value(1).toString();
    s.tool = value(2).toString();
    s.toolVersion = value(3).toString();
    s.host = value(4).toString();
    s.contentSha256 = value(5).toString();
    s.importedAt = value(6).toString();
    return s;
}

std::optional<double> toOpt(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok && std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

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

QString readRunsRaw(sqlite3 *db, const QString &sql, const QVariantList &binds,
                    QVector<RunRecord> &out, qsizetype expected)
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

QString rangeErrorOf(const RunRecord &r)
{
    for (const Column &c : kRunColumns) {
        const QLatin1String what(c.label);
        switch (c.check) {
        case Check::None:
            break;
        case Check::Latency:
            if (const auto &v = r.*c.real; v && !(*v > c.lo && *v <= c.hi))
                return HistoryStore::tr("%1 = %2 ms is outside (0, 1e8] ms").arg(what).arg(*v);
            break;
        case Check::Rate:
            if (const auto &v = r.*c.real; v && !(*v >= c.lo && *v <= c.hi))
                return HistoryStore::tr("%1 = %2 is outside [0, %3]").arg(what).arg(*v).arg(c.hi);
            break;
        case Check::Positive:
            if (const auto &v = r.*c.real; v && !(*v > c.lo && *v <= c.hi))
                return HistoryStore::tr("%1 = %2 is outside (0, %3]").arg(what).arg(*v).arg(c.hi);
            break;
        case Check::Count:
            if (const int v = r.*c.integer; v == std::numeric_limits<int>::max())
                return HistoryStore::tr(
                           "%1: the file's plan multiplies out to more than %2 (at most %3)")
                    .arg(what)
                    .arg(v)
                    .arg(qint64(c.hi));
            else if (v < c.lo || v > c.hi)
                return HistoryStore::tr("%1 = %2 is outside [%3, %4]")
                    .arg(what)
                    .arg(v)
                    .arg(qint64(c.lo))
                    .arg(qint64(c.hi));
            break;
        }
    }
    if (r.model.isEmpty())
        return HistoryStore::tr("no model");
    if (r.gpu.isEmpty())
        return HistoryStore::tr("no GPU kind");
    if (r.engine.isEmpty())
        return HistoryStore::tr("no engine");
    if (r.topology != QLatin1String("hgx-ib") && r.topology != QLatin1String("nvl72"))
        return HistoryStore::tr("topology \"%1\" is neither hgx-ib nor nvl72").arg(r.topology);
    if (r.serving != QLatin1String("agg") && r.serving != QLatin1String("disagg"))
        return HistoryStore::tr("serving \"%1\" is neither agg nor disagg").arg(r.serving);
    return {};
}

} // namespace moeplan::core::history
