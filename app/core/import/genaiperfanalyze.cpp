// `genai-perf analyze` sweep summary (analyze_export_genai_perf.csv): one row per sweep point,
// "Config Name,Concurrency|Request Rate,ISL,Num Dataset Entries,p99 Time To First Token (ms),
// p99 Inter Token Latency (ms),p99 Request Latency (ms),p99 Output Sequence Length (tokens),
// Avg. Output Token Throughput (tokens/sec),Request Throughput (requests/sec)", then a per-GPU
// table after a blank row (skipped). Only p99 latencies: no means or medians.

#include "formats.h"

#include <QHash>
#include <QRegularExpression>

namespace moeplan::core::import {

namespace {

bool sniff(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String("Config Name,"));
}

Parsed parse(const QString &text, const QString &)
{
    Parsed out;
    out.tool = QStringLiteral("genai-perf-analyze");
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(text, lineOf);
    QHash<QString, int> col;
    const QStringList header = rows.value(0);
    for (int i = 0; i < header.size(); ++i)
        col.insert(header.at(i).trimmed().toLower(), i);
    auto at = [&](const QStringList &row, const char *name) {
        return row.value(col.value(QLatin1String(name), -1));
    };
    static const QRegularExpression suffix(QStringLiteral("_run_config_\\d+$"));
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        if (row.size() == 1 && row.first().trimmed().isEmpty())
            break; // the per-GPU table follows
        Record rec;
        rec.where = Importers::tr("line %1").arg(lineOf.at(i));
        RunRecord &r = rec.run;
        QString model = row.value(0).trimmed();
        model.remove(suffix);
        rec.stated.model = model;
        QString why;
        auto num = [&](const char *name) {
            QString e;
            const auto v = numberOfText(at(row, name), &e);
            if (!e.isEmpty() && why.isEmpty())
                why = Importers::tr("%1: %2").arg(QLatin1String(name), e);
            return v;
        };
        if (const auto c = num("concurrency"); c && *c > 0)
            r.concurrencyConfigured = c;
        r.ttftP99Ms = num("p99 time to first token (ms)");
        r.tpotP99Ms = num("p99 inter token latency (ms)");
        r.outputTokS = num("avg. output token throughput (tokens/sec)");
        r.requestsPerS = num("request throughput (requests/sec)");
        if (!why.isEmpty())
            rec.refusal = why;
        r.notes = Importers::tr("genai-perf analyze sweep point %1 (p99 latencies only)")
                      .arg(row.value(0).trimmed());
        out.add(std::move(rec));
    }
    if (out.count == 0)
        out.error = Importers::tr("a genai-perf analyze CSV without sweep rows");
    return out;
}

} // namespace

TextFormat genaiPerfAnalyzeFormat()
{
    return {"genai-perf-analyze", sniff, parse};
}

} // namespace moeplan::core::import
