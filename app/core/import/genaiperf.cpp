// GenAI-Perf's profile_export_genai_perf.json: a flat object of metric blocks {unit, avg, min,
// max, p1..p99, std} plus input_config (where the model, backend and concurrency sit).

#include "formats.h"
#include "profileexport.h"

namespace moeplan::core::import {

namespace {

int score(const QJsonObject &o)
{
    for (const char *k : {"time_to_first_token", "request_latency", "inter_token_latency"}) {
        if (o.value(QLatin1String(k)).isObject())
            return 40;
    }
    return 0;
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("genai-perf");
    ProfileExport p;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.value().isObject() || it.key() == QLatin1String("input_config"))
            continue;
        const QJsonObject block = it.value().toObject();
        ProfileMetric m;
        m.unit = block.value(QLatin1String("unit")).toString();
        for (auto s = block.constBegin(); s != block.constEnd(); ++s) {
            if (s.key() == QLatin1String("unit"))
                continue;
            QString why;
            const auto n = numberOf(s.value(), &why);
            if (n)
                m.stats.insert(s.key(), *n);
            else if (!why.isEmpty() && p.error.isEmpty() &&
                     (s.key() == QLatin1String("avg") || s.key() == QLatin1String("p50")))
                p.error = Importers::tr("\"%1.%2\": %3").arg(it.key(), s.key(), why);
        }
        if (!m.stats.isEmpty())
            p.metrics.insert(it.key(), m);
    }
    const QJsonObject config = o.value(QLatin1String("input_config")).toObject();
    p.model = firstString(config, {QStringLiteral("model"), QStringLiteral("model_names"),
                                   QStringLiteral("model_name")});
    // "backend" (tensorrtllm, vllm) names the Triton server's engine; the OpenAI service kind
    // names none.
    // "backend" (tensorrtllm, vllm) names the Triton server's engine only for the triton service
    // kind; it is written (default tensorrtllm) for the OpenAI service kind too.
    const QString service = firstString(
        config, {QStringLiteral("service_kind"), QStringLiteral("endpoint.service_kind")});
    if (service == QLatin1String("triton"))
        p.backend =
            firstString(config, {QStringLiteral("backend"), QStringLiteral("endpoint.backend")});
    else if (service == QLatin1String("tensorrtllm_engine"))
        p.backend = QStringLiteral("trtllm");
    for (const char *k : {"concurrency", "perf_analyzer.stimulus.concurrency"}) {
        const QJsonValue v = valueAt(config, QLatin1String(k));
        if (v.isDouble()) {
            p.concurrency = v.toDouble();
            break;
        }
    }
    // Non-streaming runs: time_to_first_token is the whole request latency, and there is no
    // per-token timing at all.
    const QJsonValue streaming = config.contains(QLatin1String("streaming"))
                                     ? config.value(QLatin1String("streaming"))
                                     : valueAt(config, QStringLiteral("endpoint.streaming"));
    if (streaming.isBool() && !streaming.toBool()) {
        p.metrics.remove(QStringLiteral("time_to_first_token"));
        p.metrics.remove(QStringLiteral("time_to_second_token"));
        p.metrics.remove(QStringLiteral("inter_token_latency"));
        p.streamingOff = true;
    }
    rec = recordOfProfile(p);
}

} // namespace

JsonFormat genaiPerfJsonFormat()
{
    return {"genai-perf", score, read};
}

} // namespace moeplan::core::import
