// AIConfigurator-style measured-runs CSV (the columns of silicon_sample.csv): one measured
// point per row with its deployment. Also read for prediction (moeplan-cli predict), where the
// measurement columns may be blank.

#include "formats.h"
#include "importers.h"

#include <QDateTime>
#include <QHash>

#include <cmath>

namespace moeplan::core::import {

namespace {

const char *const kAicColumns[] = {"id",
                                   "silicon_data_source",
                                   "backend",
                                   "backend_version",
                                   "model_path",
                                   "system",
                                   "precision",
                                   "mode",
                                   "isl",
                                   "osl",
                                   "batch_size",
                                   "tp_size",
                                   "pp_size",
                                   "attention_dp_size",
                                   "moe_tp_size",
                                   "moe_ep_size",
                                   "prefill_batch_size",
                                   "prefill_num_workers",
                                   "prefill_tp_size",
                                   "prefill_pp_size",
                                   "prefill_attention_dp_size",
                                   "prefill_moe_tp_size",
                                   "prefill_moe_ep_size",
                                   "decode_batch_size",
                                   "decode_num_workers",
                                   "decode_tp_size",
                                   "decode_pp_size",
                                   "decode_attention_dp_size",
                                   "decode_moe_tp_size",
                                   "decode_moe_ep_size",
                                   "silicon_ttft_ms",
                                   "silicon_tpot_ms"};

class CsvRow
{
public:
    CsvRow(const QStringList &fields, const QHash<QString, int> &index)
        : m_fields(fields), m_index(index)
    {}
    QString text(const char *col) const
    {
        return m_fields.value(m_index.value(QLatin1String(col), -1)).trimmed();
    }
    /// A whole number >= 1; blank gives `blank` (0 = required). With `zeroIsOne`, 0 means "not
    /// used" (AIConfigurator writes moe_ep_size 0 for dense models) and reads as 1.
    int positive(const char *col, int blank = 0, bool zeroIsOne = false)
    {
        const QString t = text(col);
        if (zeroIsOne && t == QLatin1String("0"))
            return 1;
        if (t.isEmpty()) {
            if (blank == 0)
                fail(Importers::tr("%1 is blank").arg(QLatin1String(col)));
            return blank;
        }
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (!ok || d != std::floor(d) || d < 1 || d > 1e7) {
            fail(Importers::tr("%1 must be a whole number in [1, 1e7], not \"%2\"")
                     .arg(QLatin1String(col), t));
            return 1;
        }
        return int(d);
    }
    std::optional<double> latency(const char *col)
    {
        const QString t = text(col);
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (t.isEmpty())
            fail(Importers::tr("%1 is blank (no measurement)").arg(QLatin1String(col)));
        else if (!ok || !std::isfinite(d))
            fail(Importers::tr("%1 is not a finite number: \"%2\"").arg(QLatin1String(col), t));
        else if (d <= 0)
            fail(Importers::tr("%1 must be positive, not %2").arg(QLatin1String(col), t));
        else
            return d;
        return std::nullopt;
    }
    void fail(const QString &why)
    {
        if (error.isEmpty())
            error = why;
    }
    QString error;

private:
    const QStringList &m_fields;
    const QHash<QString, int> &m_index;
};

/// Reads one row into a record with its stated deployment; returns the refusal.
QString readRow(CsvRow &row, Record &rec, bool requireMeasurements, bool assumeOneWorker,
                bool &assumedWorkers)
{
    assumedWorkers = false;
    Deployment &d = rec.stated;
    RunRecord &r = rec.run;
    d.model = row.text("model_path");
    d.gpu = row.text("system");
    d.precision = row.text("precision");
    d.engine = serverEngine(row.text("backend"));
    if (d.engine.isEmpty())
        return Importers::tr("backend is blank");
    d.engineVersion = row.text("backend_version");
    d.isl = row.positive("isl");
    d.osl = row.positive("osl");
    d.pp = 1;

    const QString mode = row.text("mode").toLower();
    if (mode == QLatin1String("agg")) {
        d.serving = QStringLiteral("agg");
        d.tp = row.positive("tp_size");
        d.pp = row.positive("pp_size", 1);
        d.dp = row.positive("attention_dp_size", 1, true);
        row.positive("moe_tp_size", 1, true);
        d.ep = row.positive("moe_ep_size", 1, true);
        d.gpus = countProduct({d.tp, d.dp, d.pp});
        if (!row.text("batch_size").isEmpty())
            d.batchPerRank = row.positive("batch_size");
    } else if (mode == QLatin1String("disagg")) {
        d.serving = QStringLiteral("disagg");
        // Worker counts left blank: the run is underdetermined (its batch per decode worker is
        // unknown). Imports store it with the counts empty; `predict` reads it with one of each
        // assumed and says so.
        const bool blankWorkers =
            row.text("prefill_num_workers").isEmpty() || row.text("decode_num_workers").isEmpty();
        if (blankWorkers && assumeOneWorker)
            assumedWorkers = true;
        d.prefillWorkers = row.positive("prefill_num_workers", 1);
        d.prefillTp = row.positive("prefill_tp_size");
        const int prefillPp = row.positive("prefill_pp_size", 1);
        d.prefillDp = row.positive("prefill_attention_dp_size", 1, true);
        row.positive("prefill_moe_tp_size", 1, true);
        d.prefillEp = row.positive("prefill_moe_ep_size", 1, true);
        d.decodeWorkers = row.positive("decode_num_workers", 1);
        if (blankWorkers && !assumeOneWorker) {
            if (row.text("prefill_num_workers").isEmpty())
                d.prefillWorkers = 0;
            if (row.text("decode_num_workers").isEmpty())
                d.decodeWorkers = 0;
        }
        d.decodeTp = row.positive("decode_tp_size");
        const int decodePp = row.positive("decode_pp_size", 1);
        d.decodeDp = row.positive("decode_attention_dp_size", 1, true);
        row.positive("decode_moe_tp_size", 1, true);
        d.decodeEp = row.positive("decode_moe_ep_size", 1, true);
        d.pp = decodePp;
        d.gpus =
            blankWorkers && !assumeOneWorker
                ? 0
                : countSum({countProduct({d.prefillWorkers, d.prefillTp, d.prefillDp, prefillPp}),
                            countProduct({d.decodeWorkers, d.decodeTp, d.decodeDp, decodePp})});
        // Per attention-DP rank, like batch_size: in every disaggregated row of the public
        // sample the client concurrency is decode workers x decode_batch_size x decode DP.
        if (!row.text("decode_batch_size").isEmpty())
            d.batchPerRank = row.positive("decode_batch_size");
    } else {
        return Importers::tr("mode must be agg or disagg, not \"%1\"").arg(mode);
    }
    if (requireMeasurements || !row.text("silicon_ttft_ms").isEmpty())
        r.ttftMeanMs = row.latency("silicon_ttft_ms");
    if (requireMeasurements || !row.text("silicon_tpot_ms").isEmpty())
        r.tpotMeanMs = row.latency("silicon_tpot_ms");
    if (!row.error.isEmpty())
        return row.error;

    // "db-dump/...; config_id=759; silicon_concurrency=4; measured=...; image"
    QString image;
    for (const QString &raw : row.text("silicon_data_source").split(QLatin1Char(';'))) {
        const QString p = raw.trimmed();
        if (p.startsWith(QLatin1String("silicon_concurrency="))) {
            bool ok = false;
            const double c = p.mid(20).toDouble(&ok);
            if (!ok || !(c > 0) || !std::isfinite(c) || c > 1e7)
                return Importers::tr("silicon_concurrency must be in (0, 1e7], not \"%1\"")
                    .arg(p.mid(20));
            r.concurrencyConfigured = c;
        } else if (p.startsWith(QLatin1String("measured="))) {
            const QDateTime t = QDateTime::fromString(p.mid(9), Qt::ISODateWithMs);
            if (t.isValid())
                r.measuredAt = t.toUTC().toString(Qt::ISODate);
        } else if (p.startsWith(QLatin1String("image="))) {
            image = p.mid(6);
        } else if (p.contains(QLatin1Char('/')) && p.contains(QLatin1Char(':')) &&
                   !p.contains(QLatin1Char('='))) {
            image = p;
        }
    }
    // Worker counts were assumed and the decode batch is blank: the client's concurrency is
    // spread over the decode workers.
    if (assumedWorkers && !d.batchPerRank && r.concurrencyConfigured && d.decodeWorkers > 0)
        d.batchPerRank =
            *r.concurrencyConfigured / double(d.decodeWorkers) / double(std::max(1, d.decodeDp));
    r.notes = Importers::tr("AIConfigurator row %1").arg(row.text("id"));
    if (assumedWorkers)
        r.notes += Importers::tr("; 1 prefill and 1 decode worker assumed");
    if (!image.isEmpty())
        r.notes += QStringLiteral("; image ") + image;
    return {};
}

bool sniff(const QString &text)
{
    const QString firstLine = text.left(text.indexOf(QLatin1Char('\n')));
    return firstLine.contains(QLatin1String("silicon_ttft_ms")) ||
           firstLine.contains(QLatin1String("silicon_data_source"));
}

/// Reads the data rows of a measured-runs CSV: `take(line, id, record, assumedWorkers)` for each
/// (the record's refusal set for a bad row). Returns why the whole file is refused, or empty.
template <class Take>
QString readRows(const QString &text, bool requireMeasurements, bool assumeOneWorker, Take take)
{
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(text, lineOf);
    if (rows.isEmpty())
        return Importers::tr("empty CSV");
    QHash<QString, int> index;
    const QStringList &header = rows.first();
    for (int i = 0; i < header.size(); ++i)
        index.insert(header.at(i).trimmed(), i);
    for (const char *col : kAicColumns) {
        const QLatin1String name(col);
        const bool measured =
            name == QLatin1String("silicon_ttft_ms") || name == QLatin1String("silicon_tpot_ms");
        if (!index.contains(name) && (requireMeasurements || !measured))
            return Importers::tr(
                       "not an AIConfigurator measured-runs CSV: the column %1 is missing")
                .arg(name);
    }
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &fields = rows.at(i);
        if (fields.size() == 1 && fields.first().trimmed().isEmpty())
            continue; // a blank line
        CsvRow row(fields, index);
        Record rec;
        bool assumed = false;
        if (fields.size() != header.size())
            rec.refusal = Importers::tr("%1 fields where the header has %2 (truncated?)")
                              .arg(fields.size())
                              .arg(header.size());
        else
            rec.refusal = readRow(row, rec, requireMeasurements, assumeOneWorker, assumed);
        take(lineOf.at(i), row.text("id"), std::move(rec), assumed);
    }
    return {};
}

} // namespace

QVector<CsvRowResult> measuredRunsCsvRows(const QString &text, const QString &fileName,
                                          bool requireMeasurements, bool assumeOneWorker,
                                          const NameResolver &names, QString *fileError)
{
    QVector<CsvRowResult> out;
    const QString e = readRows(text, requireMeasurements, assumeOneWorker,
                               [&](int line, const QString &id, Record &&rec, bool assumed) {
                                   CsvRowResult result;
                                   result.line = line;
                                   result.id = id;
                                   result.assumedWorkers = assumed;
                                   if (!rec.refusal.isEmpty()) {
                                       result.reason = rec.refusal;
                                   } else {
                                       Finished f =
                                           finish(std::move(rec), {}, names, requireMeasurements);
                                       if (f.run)
                                           result.run = std::move(f.run);
                                       else
                                           result.reason = f.refusal;
                                       result.notes = f.notes;
                                   }
                                   out << result;
                               });
    if (fileError)
        *fileError = e.isEmpty() ? QString() : Importers::tr("%1: %2").arg(fileName, e);
    return e.isEmpty() ? out : QVector<CsvRowResult>();
}

namespace {

Parsed parse(const QString &text, const QString &)
{
    // Rows carry their whole deployment; the registry finishes them.
    Parsed out;
    out.tool = QStringLiteral("aiconfigurator-csv");
    out.error = readRows(text, true, false, [&](int line, const QString &, Record &&rec, bool) {
        rec.where = Importers::tr("line %1").arg(line);
        out.add(std::move(rec));
    });
    if (!out.error.isEmpty())
        out.records.clear();
    return out;
}

} // namespace

TextFormat aicCsvFormat()
{
    return {"aiconfigurator-csv", sniff, parse};
}

} // namespace moeplan::core::import
