// NVIDIA AIPerf exports: profile_export_aiperf.json (schema 1.0 to 1.5 and the layouts before
// it), and its per-request profile_export.jsonl records (recognised, not runs). GenAI-Perf's
// flat JSON shares the metric blocks (genaiperf.cpp).

#include "formats.h"
#include "profileexport.h"

#include <QJsonArray>

namespace moeplan::core::import {

namespace {

/// Metric blocks {unit, avg, p50, ...} of an object; non-numeric statistics are errors when
/// they are the ones read.
void readMetricBlocks(const QJsonObject &tags, ProfileExport &p)
{
    for (auto it = tags.constBegin(); it != tags.constEnd(); ++it) {
        if (!it.value().isObject())
            continue;
        const QJsonObject block = it.value().toObject();
        if (!block.contains(QLatin1String("avg")) && !block.contains(QLatin1String("value")) &&
            !block.contains(QLatin1String("p50")))
            continue;
        ProfileMetric m;
        m.unit = block.value(QLatin1String("unit")).toString();
        for (auto s = block.constBegin(); s != block.constEnd(); ++s) {
            if (s.key() == QLatin1String("unit"))
                continue;
            if (s.value().isDouble()) {
                m.stats.insert(s.key(), s.value().toDouble());
            } else if (s.value().isString() &&
                       (s.key() == QLatin1String("avg") || s.key() == QLatin1String("p50") ||
                        s.key() == QLatin1String("p99"))) {
                QString why;
                const auto n = numberOf(s.value(), &why);
                if (n)
                    m.stats.insert(s.key(), *n);
                else if (p.error.isEmpty())
                    p.error = Importers::tr("\"%1.%2\" must be a number, not \"%3\"")
                                  .arg(it.key(), s.key(), s.value().toString().left(40));
            }
        }
        // The earliest layout's tags: "ttft", "ttst".
        QString tag = it.key();
        if (tag == QLatin1String("ttft"))
            tag = QStringLiteral("time_to_first_token");
        else if (tag == QLatin1String("ttst"))
            tag = QStringLiteral("time_to_second_token");
        p.metrics.insert(tag, m);
    }
}

std::optional<double> numberAt(const QJsonObject &o, const QStringList &paths)
{
    for (const QString &path : paths) {
        const QJsonValue v = valueAt(o, path);
        if (v.isDouble())
            return v.toDouble();
        if (v.isArray() && !v.toArray().isEmpty() && v.toArray().first().isDouble())
            return v.toArray().first().toDouble();
    }
    return std::nullopt;
}

int score(const QJsonObject &o)
{
    if (hasKey(o, "aiperf_version") || hasKey(o, "was_cancelled") ||
        (hasKey(o, "schema_version") &&
         (hasKey(o, "benchmark_id") || hasKey(o, "records") || hasKey(o, "time_to_first_token"))))
        return 70;
    return 0;
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("aiperf");
    if (file.toolVersion.isEmpty())
        file.toolVersion = o.value(QLatin1String("aiperf_version")).toString();
    ProfileExport p;
    const QJsonValue cancelled = o.value(QLatin1String("was_cancelled"));
    p.cancelled = cancelled.isBool() && cancelled.toBool();
    // Metric blocks sit at the top level, or under "records"/"metrics" in some versions.
    readMetricBlocks(o, p);
    for (const char *k : {"records", "metrics"}) {
        if (o.value(QLatin1String(k)).isObject())
            readMetricBlocks(o.value(QLatin1String(k)).toObject(), p);
    }
    const QJsonObject config = o.value(QLatin1String("input_config")).toObject();
    p.model =
        firstString(config, {QStringLiteral("endpoint.model_names"), QStringLiteral("model_names"),
                             QStringLiteral("model"), QStringLiteral("models.items.0.name"),
                             QStringLiteral("endpoint.model_name")});
    if (p.model.isEmpty())
        p.model = firstString(o, {QStringLiteral("models.items.0.name"),
                                  QStringLiteral("model_names"), QStringLiteral("model")});
    p.backend =
        firstString(config, {QStringLiteral("endpoint.backend"), QStringLiteral("backend")});
    p.concurrency =
        numberAt(config, {QStringLiteral("loadgen.concurrency"), QStringLiteral("concurrency"),
                          QStringLiteral("phases.0.concurrency"),
                          QStringLiteral("phases.profiling.concurrency")});
    if (!p.concurrency)
        p.concurrency = numberAt(o, {QStringLiteral("phases.0.concurrency"),
                                     QStringLiteral("phases.profiling.concurrency")});
    p.startTime = isoDateTime(o.value(QLatin1String("start_time")).toString());
    rec = recordOfProfile(p);
    const QJsonArray invalid =
        o.value(QLatin1String("runtime_submission_invalid_reasons")).toArray();
    if (rec.refusal.isEmpty() && !invalid.isEmpty())
        rec.run.notes = Importers::tr("AIPerf marked it invalid for submission: %1")
                            .arg(invalid.first().toString().left(120));
}

int recordScore(const QJsonObject &o)
{
    // profile_export.jsonl: {"metadata": {...request_start_ns...}, "metrics": {tag: {value,
    // unit}}, "error": ...}, one line per request.
    if (!o.value(QLatin1String("metadata")).isObject() || !hasKey(o, "metrics"))
        return 0;
    const QJsonObject m = o.value(QLatin1String("metadata")).toObject();
    return hasKey(m, "request_start_ns") || hasKey(m, "x_request_id") ||
                   hasKey(m, "benchmark_phase") || hasKey(m, "session_num")
               ? 80
               : 0;
}

void readRecord(const QJsonObject &, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("aiperf-records");
    rec.refusal = Importers::tr("one request of an AIPerf profile_export.jsonl, not a run: import "
                                "profile_export_aiperf.json from the same folder");
}

} // namespace

JsonFormat aiperfJsonFormat()
{
    return {"aiperf", score, read};
}

JsonFormat aiperfRecordFormat()
{
    return {"aiperf-records", recordScore, readRecord};
}

} // namespace moeplan::core::import
