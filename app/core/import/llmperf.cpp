// LLMPerf (ray-project/llmperf) token_benchmark_ray.py summary JSON: flattened "results_*"
// statistics in seconds, the model, the concurrency and the requested lengths.

#include "formats.h"

#include <QDateTime>
#include <QTimeZone>

namespace moeplan::core::import {

namespace {

int score(const QJsonObject &o)
{
    return o.contains(QLatin1String("results_ttft_s_mean")) ||
                   o.contains(QLatin1String("results_inter_token_latency_s_mean")) ||
                   o.contains(QLatin1String("results_end_to_end_latency_s_mean"))
               ? 60
               : 0;
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("llmperf");
    JsonFields in(o);
    RunRecord &r = rec.run;
    rec.stated.model = in.string(QStringLiteral("model"));
    r.ttftMeanMs = in.firstOf({{"results_ttft_s_mean", 1000.0}});
    r.ttftMedianMs = in.firstOf({{"results_ttft_s_quantiles_p50", 1000.0}});
    r.ttftP99Ms = in.firstOf({{"results_ttft_s_quantiles_p99", 1000.0}});
    // LLMPerf's inter_token_latency is the sum of the gaps between streamed chunks (the first
    // one included) over the output tokens: stored as ITL, not TPOT.
    r.itlMeanMs = in.firstOf({{"results_inter_token_latency_s_mean", 1000.0}});
    r.e2eMeanMs = in.firstOf({{"results_end_to_end_latency_s_mean", 1000.0}});
    r.outputTokS = in.firstOf({{"results_mean_output_throughput_token_per_s", 1.0}});
    const auto rpm = in.number(QStringLiteral("results_num_completed_requests_per_min"));
    if (rpm)
        r.requestsPerS = *rpm / 60.0;
    const auto completed = in.number(QStringLiteral("results_num_completed_requests"));
    const auto errors = in.number(QStringLiteral("results_number_errors"));
    const auto conc = in.number(QStringLiteral("num_concurrent_requests"));
    // The requested lengths (the settings), and the measured means.
    const auto inSet = in.number(QStringLiteral("mean_input_tokens"));
    const auto outSet = in.number(QStringLiteral("mean_output_tokens"));
    const auto inTok = in.number(QStringLiteral("results_number_input_tokens_mean"));
    const auto outTok = in.number(QStringLiteral("results_number_output_tokens_mean"));
    if (!in.error.isEmpty()) {
        rec.refusal = in.error;
        return;
    }
    if (completed && *completed <= 0) {
        rec.refusal =
            errors && *errors > 0
                ? Importers::tr("no request completed (%1 errors): a failed run").arg(*errors)
                : Importers::tr("no request completed: a failed run");
        return;
    }
    if (conc && *conc > 0)
        r.concurrencyConfigured = conc;
    QString e;
    if (inTok && *inTok > 0)
        r.isl = countOf(*inTok, QStringLiteral("input tokens"), e);
    if (outTok && *outTok > 0)
        r.osl = countOf(*outTok, QStringLiteral("output tokens"), e);
    if (inSet && *inSet > 0)
        rec.stated.isl = countOf(*inSet, QStringLiteral("mean_input_tokens"), e);
    if (outSet && *outSet > 0)
        rec.stated.osl = countOf(*outSet, QStringLiteral("mean_output_tokens"), e);
    if (!e.isEmpty())
        rec.refusal = e;
    if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0;
    // TPOT by its definition, from the means: (e2e - TTFT) / (OSL - 1).
    const int osl = r.osl > 1 ? r.osl : rec.stated.osl;
    if (r.e2eMeanMs && r.ttftMeanMs && osl > 1 && *r.e2eMeanMs > *r.ttftMeanMs) {
        r.tpotMeanMs = (*r.e2eMeanMs - *r.ttftMeanMs) / double(osl - 1);
        r.notes = Importers::tr("TPOT derived from the mean e2e latency, TTFT and output length");
    }
    if (const auto t = in.number(QStringLiteral("timestamp")); t && *t > 1e9 && *t < 4e9)
        r.measuredAt =
            QDateTime::fromSecsSinceEpoch(qint64(*t), QTimeZone::utc()).toString(Qt::ISODate);
    in.error.clear();
}

} // namespace

JsonFormat llmperfFormat()
{
    return {"llmperf", score, read};
}

} // namespace moeplan::core::import
