// Flat CSV databases of many runs with human-readable headers: one run per row of the first
// table (later tables after a blank line, such as telemetry, are skipped). Columns are matched
// by name after folding case and punctuation ("1st Token Latency (ms)", "ttft-avg" with a
// "ttft-unit" column beside it, "input/output tokens" as "1024-128", "isl,osl" as "128,128");
// the unit comes from the header's "(ms)"/"(s)"/"(ns)" or the row's -unit column. A latency
// column whose unit is stated nowhere is refused, not guessed. Rules in docs/database.md.

#include "formats.h"

#include <QHash>
#include <QRegularExpression>

namespace moeplan::core::import {

namespace {

enum class Field
{
    None,
    Model,
    Gpu,
    Gpus,
    Tp,
    Ep,
    Pp,
    Engine,
    Precision,
    Concurrency,
    Isl,
    Osl,
    IslOsl,
    TtftMean,
    TtftMedian,
    TtftP99,
    TpotMean,
    TpotMedian,
    TpotP99,
    ItlMean,
    E2eMean,
    OutputTokS,
    TotalTokS,
    RequestsPerS,
    Unit ///< the unit of the metric named before "-unit"
};

struct Column
{
    Field field = Field::None;
    double unitScale = 0; ///< to ms; 0 = from a unit column or not a latency
    QString metric;       ///< for -avg/-p50/-unit triples: the metric's stem ("ttft")
    QString header;
};

bool isLatency(Field f)
{
    switch (f) {
    case Field::TtftMean:
    case Field::TtftMedian:
    case Field::TtftP99:
    case Field::TpotMean:
    case Field::TpotMedian:
    case Field::TpotP99:
    case Field::ItlMean:
    case Field::E2eMean:
        return true;
    default:
        return false;
    }
}

/// The metric family of a header stem: "ttft", "tpot", "itl", "e2e"; empty otherwise.
QString familyOf(const QString &stem)
{
    static const QList<QPair<QRegularExpression, QString>> families{
        // built once
        {QRegularExpression(QStringLiteral("^(ttft|time to first token|1st token( avg)? latency|"
                                           "first token( avg)? latency)$")),
         QStringLiteral("ttft")},
        {QRegularExpression(QStringLiteral("^(tpot|time per output token|2\\+ avg latency|"
                                           "2nd\\+ token avg latency|next token latency|"
                                           "inter token latency)$")),
         QStringLiteral("tpot")},
        {QRegularExpression(QStringLiteral("^(itl|inter chunk latency)$")), QStringLiteral("itl")},
        {QRegularExpression(QStringLiteral("^(e2e|e2el|e2e latency|end to end latency|request "
                                           "latency|latency)$")),
         QStringLiteral("e2e")}};
    for (const auto &[re, name] : families) {
        if (re.match(stem).hasMatch())
            return name;
    }
    return {};
}

Field latencyField(const QString &family, const QString &stat)
{
    const bool median = stat == QLatin1String("p50") || stat == QLatin1String("median");
    const bool p99 = stat == QLatin1String("p99");
    const bool mean = stat.isEmpty() || stat == QLatin1String("avg") ||
                      stat == QLatin1String("mean") || stat == QLatin1String("average");
    if (family == QLatin1String("ttft"))
        return mean     ? Field::TtftMean
               : median ? Field::TtftMedian
               : p99    ? Field::TtftP99
                        : Field::None;
    if (family == QLatin1String("tpot"))
        return mean     ? Field::TpotMean
               : median ? Field::TpotMedian
               : p99    ? Field::TpotP99
                        : Field::None;
    if (family == QLatin1String("itl"))
        return mean ? Field::ItlMean : Field::None;
    if (family == QLatin1String("e2e"))
        return mean ? Field::E2eMean : Field::None;
    return Field::None;
}

Column columnOf(const QString &raw)
{
    Column c;
    c.header = raw.trimmed();
    QString h = c.header.toLower();
    // "(ms)", "(ms/token)", "(s)", "(ns)": the unit.
    static const QRegularExpression unitRe(QStringLiteral("\\(([^()]*)\\)\\s*$"));
    QString unit;
    if (const auto m = unitRe.match(h); m.hasMatch()) {
        unit = m.captured(1).trimmed();
        h = h.left(m.capturedStart()).trimmed();
    }
    const double scale = msPerUnit(unit.section(QLatin1Char('/'), 0, 0));
    h.replace(QLatin1Char('_'), QLatin1Char(' '));
    h = h.simplified();
    // "ttft-avg", "ttft p95", "mean ttft", "avg ttft", "ttft-unit".
    QString stem = h, stat;
    static const QRegularExpression tail(
        QStringLiteral("^(.*?)[ -](avg|mean|average|median|p50|p90|p95|p99|min|max|std|unit)$"));
    static const QRegularExpression head(
        QStringLiteral("^(avg|mean|average|median|p50|p90|p95|p99)[ -](.*)$"));
    if (const auto m = tail.match(h); m.hasMatch()) {
        stem = m.captured(1).trimmed();
        stat = m.captured(2);
    } else if (const auto m2 = head.match(h); m2.hasMatch()) {
        stem = m2.captured(2).trimmed();
        stat = m2.captured(1);
    }
    // ipex-llm: "1st token avg latency", "2+ avg latency".
    if (stem.isEmpty())
        stem = h;
    const QString family = familyOf(stem);
    if (!family.isEmpty()) {
        if (stat == QLatin1String("unit")) {
            c.field = Field::Unit;
            c.metric = family;
            return c;
        }
        c.field = latencyField(family, stat);
        c.metric = family;
        c.unitScale = scale;
        return c;
    }
    static const QHash<QString, Field> names{
        {QStringLiteral("model"), Field::Model},
        {QStringLiteral("model name"), Field::Model},
        {QStringLiteral("model id"), Field::Model},
        {QStringLiteral("model path"), Field::Model},
        {QStringLiteral("gpu"), Field::Gpu},
        {QStringLiteral("gpu type"), Field::Gpu},
        {QStringLiteral("gpu name"), Field::Gpu},
        {QStringLiteral("hardware"), Field::Gpu},
        {QStringLiteral("hw"), Field::Gpu},
        {QStringLiteral("accelerator"), Field::Gpu},
        {QStringLiteral("gpus"), Field::Gpus},
        {QStringLiteral("num gpus"), Field::Gpus},
        {QStringLiteral("gpu count"), Field::Gpus},
        {QStringLiteral("#gpus"), Field::Gpus},
        {QStringLiteral("tp"), Field::Tp},
        {QStringLiteral("tp size"), Field::Tp},
        {QStringLiteral("tensor parallel size"), Field::Tp},
        {QStringLiteral("ep"), Field::Ep},
        {QStringLiteral("ep size"), Field::Ep},
        {QStringLiteral("pp"), Field::Pp},
        {QStringLiteral("pp size"), Field::Pp},
        {QStringLiteral("engine"), Field::Engine},
        {QStringLiteral("framework"), Field::Engine},
        {QStringLiteral("precision"), Field::Precision},
        {QStringLiteral("dtype"), Field::Precision},
        {QStringLiteral("quantization"), Field::Precision},
        {QStringLiteral("low bit"), Field::Precision},
        {QStringLiteral("concurrency"), Field::Concurrency},
        {QStringLiteral("max concurrency"), Field::Concurrency},
        {QStringLiteral("num concurrent requests"), Field::Concurrency},
        {QStringLiteral("batch size"), Field::Concurrency},
        {QStringLiteral("isl"), Field::Isl},
        {QStringLiteral("input length"), Field::Isl},
        {QStringLiteral("input tokens"), Field::Isl},
        {QStringLiteral("input len"), Field::Isl},
        {QStringLiteral("osl"), Field::Osl},
        {QStringLiteral("output length"), Field::Osl},
        {QStringLiteral("output tokens"), Field::Osl},
        {QStringLiteral("output len"), Field::Osl},
        {QStringLiteral("isl,osl"), Field::IslOsl},
        {QStringLiteral("input/output tokens"), Field::IslOsl},
        {QStringLiteral("input/output length"), Field::IslOsl},
        {QStringLiteral("isl/osl"), Field::IslOsl},
        {QStringLiteral("output tok/s"), Field::OutputTokS},
        {QStringLiteral("output tokens/s"), Field::OutputTokS},
        {QStringLiteral("output throughput"), Field::OutputTokS},
        {QStringLiteral("output token throughput"), Field::OutputTokS},
        {QStringLiteral("tokens per second"), Field::OutputTokS},
        {QStringLiteral("total tok/s"), Field::TotalTokS},
        {QStringLiteral("total token throughput"), Field::TotalTokS},
        {QStringLiteral("request throughput"), Field::RequestsPerS},
        {QStringLiteral("requests/s"), Field::RequestsPerS},
        {QStringLiteral("qps"), Field::RequestsPerS}};
    // Throughput headers keep their "(tokens/sec)" out of the name.
    c.field = names.value(h, names.value(stem, Field::None));
    if (c.field == Field::None &&
        (h.contains(QLatin1String("output")) &&
         (unit.contains(QLatin1String("tok")) || h.contains(QLatin1String("tok/s")))))
        c.field = Field::OutputTokS;
    return c;
}

bool sniff(const QString &text)
{
    const QString header = text.trimmed().section(QLatin1Char('\n'), 0, 0);
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(header, lineOf);
    if (rows.isEmpty() || rows.first().size() < 3)
        return false;
    bool model = false, metric = false;
    for (const QString &h : rows.first()) {
        const Column c = columnOf(h);
        model = model || c.field == Field::Model;
        metric = metric || isLatency(c.field) || c.field == Field::OutputTokS;
    }
    return model && metric;
}

Parsed parse(const QString &text, const QString &)
{
    Parsed out;
    out.tool = QStringLiteral("csv-runs");
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(text, lineOf);
    QVector<Column> cols;
    for (const QString &h : rows.value(0))
        cols << columnOf(h);
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        if (row.size() == 1 && row.first().trimmed().isEmpty())
            break; // the first table ends; telemetry or other tables follow
        Record rec;
        rec.where = Importers::tr("line %1").arg(lineOf.at(i));
        RunRecord &r = rec.run;
        Deployment &d = rec.stated;
        if (row.size() != cols.size()) {
            rec.refusal =
                Importers::tr("%1 fields where the header has %2").arg(row.size()).arg(cols.size());
            out.add(std::move(rec));
            continue;
        }
        // Units of -unit columns in this row, by metric family.
        QHash<QString, double> rowUnits;
        for (int c = 0; c < cols.size(); ++c) {
            if (cols.at(c).field == Field::Unit) {
                const double s = msPerUnit(row.at(c));
                if (s == 0 && rec.refusal.isEmpty() && !row.at(c).trimmed().isEmpty())
                    rec.refusal = Importers::tr("%1: \"%2\" is not a time unit")
                                      .arg(cols.at(c).header, row.at(c));
                rowUnits.insert(cols.at(c).metric, s);
            }
        }
        auto setIfEmpty = [](std::optional<double> &slot, double v) {
            if (!slot)
                slot = v;
        };
        for (int c = 0; c < cols.size() && rec.refusal.isEmpty(); ++c) {
            const Column &col = cols.at(c);
            const QString cell = row.at(c).trimmed();
            if (col.field == Field::None || col.field == Field::Unit || cell.isEmpty())
                continue;
            QString why;
            auto number = [&]() {
                const auto v = numberOfText(cell, &why);
                if (!why.isEmpty())
                    rec.refusal = Importers::tr("%1: %2").arg(col.header, why);
                return v;
            };
            auto count = [&](int &slot) {
                const auto v = number();
                if (v && *v >= 1 && *v <= 1e6 && *v == std::floor(*v))
                    slot = int(*v);
                else if (v)
                    rec.refusal = Importers::tr("%1 = %2 is not a whole number in [1, 1e6]")
                                      .arg(col.header, cell);
            };
            switch (col.field) {
            case Field::Model:
                d.model = cell;
                break;
            case Field::Gpu:
                d.gpu = cell;
                break;
            case Field::Engine:
                d.engine = serverEngine(cell);
                break;
            case Field::Precision:
                d.precision = cell.startsWith(QLatin1String("sym_")) ||
                                      cell.startsWith(QLatin1String("asym_"))
                                  ? cell.section(QLatin1Char('_'), 1)
                                  : cell;
                break;
            case Field::Gpus:
                count(d.gpus);
                break;
            case Field::Tp:
                count(d.tp);
                break;
            case Field::Ep:
                count(d.ep);
                break;
            case Field::Pp:
                count(d.pp);
                break;
            case Field::Concurrency:
                if (const auto v = number(); v && *v > 0)
                    r.concurrencyConfigured = v;
                break;
            case Field::Isl:
            case Field::Osl:
                if (const auto v = number(); v && *v > 0)
                    (col.field == Field::Isl ? d.isl : d.osl) = countOf(*v, col.header, why);
                break;
            case Field::IslOsl: {
                static const QRegularExpression pair(
                    QStringLiteral("^\\s*(\\d+)\\s*[,/x-]\\s*(\\d+)\\s*$"));
                const auto m = pair.match(cell);
                if (!m.hasMatch()) {
                    rec.refusal = Importers::tr("%1: \"%2\" is not \"input,output\" lengths")
                                      .arg(col.header, cell);
                    break;
                }
                d.isl = countOf(m.captured(1).toDouble(), col.header, why);
                d.osl = countOf(m.captured(2).toDouble(), col.header, why);
                break;
            }
            case Field::OutputTokS:
                if (const auto v = number())
                    setIfEmpty(r.outputTokS, *v);
                break;
            case Field::TotalTokS:
                if (const auto v = number())
                    setIfEmpty(r.totalTokS, *v);
                break;
            case Field::RequestsPerS:
                if (const auto v = number())
                    setIfEmpty(r.requestsPerS, *v);
                break;
            default: {
                const auto v = number();
                if (!v)
                    break;
                const double scale =
                    col.unitScale > 0 ? col.unitScale : rowUnits.value(col.metric, 0);
                if (scale == 0) {
                    rec.refusal =
                        Importers::tr("%1: no unit stated (neither in the header nor in a %2-unit "
                                      "column); not guessed")
                            .arg(col.header, col.metric);
                    break;
                }
                std::optional<double> *slot = nullptr;
                switch (col.field) {
                case Field::TtftMean:
                    slot = &r.ttftMeanMs;
                    break;
                case Field::TtftMedian:
                    slot = &r.ttftMedianMs;
                    break;
                case Field::TtftP99:
                    slot = &r.ttftP99Ms;
                    break;
                case Field::TpotMean:
                    slot = &r.tpotMeanMs;
                    break;
                case Field::TpotMedian:
                    slot = &r.tpotMedianMs;
                    break;
                case Field::TpotP99:
                    slot = &r.tpotP99Ms;
                    break;
                case Field::ItlMean:
                    slot = &r.itlMeanMs;
                    break;
                case Field::E2eMean:
                    slot = &r.e2eMeanMs;
                    break;
                default:
                    break;
                }
                if (slot)
                    setIfEmpty(*slot, *v * scale);
            }
            }
            if (!why.isEmpty() && rec.refusal.isEmpty())
                rec.refusal = why;
        }
        out.add(std::move(rec));
    }
    if (out.count == 0)
        out.error = Importers::tr("a CSV of runs without data rows");
    return out;
}

} // namespace

TextFormat csvDatabaseFormat()
{
    return {"csv-runs", sniff, parse};
}

} // namespace moeplan::core::import
