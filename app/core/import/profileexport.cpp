#include "profileexport.h"

#include <cmath>

namespace moeplan::core::import {

Record recordOfProfile(const ProfileExport &p)
{
    Record rec;
    RunRecord &r = rec.run;
    auto refuse = [&](const QString &why) {
        rec.refusal = why;
        return rec;
    };
    if (p.cancelled)
        return refuse(
            Importers::tr("a cancelled run (was_cancelled is true): not a valid measurement"));
    if (!p.error.isEmpty())
        return refuse(p.error);
    auto has = [&](const char *tag) { return p.metrics.contains(QLatin1String(tag)); };
    if (!has("time_to_first_token") && !has("request_latency") && !has("inter_token_latency") &&
        !(p.streamingOff && has("request_throughput")))
        return refuse(Importers::tr("core metrics missing (time_to_first_token, request_latency, "
                                    "inter_token_latency): a cancelled or failed run"));
    if (has("request_count")) {
        const auto it = p.metrics.constFind(QStringLiteral("request_count"));
        const double n =
            it->stats.value(QStringLiteral("avg"), it->stats.value(QStringLiteral("value"), 1));
        if (n <= 0)
            return refuse(Importers::tr("no request completed (request_count 0): a failed run"));
    }
    rec.stated.model = p.model;
    if (p.streamingOff)
        r.notes = Importers::tr("a non-streaming run: no TTFT or TPOT");
    rec.stated.engine = serverEngine(
        p.backend == QLatin1String("tensorrtllm") ? QStringLiteral("trtllm") : p.backend);

    QString error;
    auto timeStat = [&](const char *tag,
                        std::initializer_list<const char *> stats) -> std::optional<double> {
        const auto it = p.metrics.constFind(QLatin1String(tag));
        if (it == p.metrics.constEnd())
            return std::nullopt;
        for (const char *stat : stats) {
            if (!it->stats.contains(QLatin1String(stat)))
                continue;
            const double scale = it->unit.isEmpty() ? 1.0 : msPerUnit(it->unit);
            if (scale == 0.0) {
                if (error.isEmpty())
                    error = Importers::tr("%1 has the unit \"%2\", not a time")
                                .arg(QLatin1String(tag), it->unit);
                return std::nullopt;
            }
            return it->stats.value(QLatin1String(stat)) * scale;
        }
        return std::nullopt;
    };
    auto plain = [&](const char *tag, const char *stat = "avg") -> std::optional<double> {
        const auto it = p.metrics.constFind(QLatin1String(tag));
        if (it == p.metrics.constEnd())
            return std::nullopt;
        if (it->stats.contains(QLatin1String(stat)))
            return it->stats.value(QLatin1String(stat));
        if (it->stats.contains(QStringLiteral("value")))
            return it->stats.value(QStringLiteral("value"));
        return std::nullopt;
    };
    r.ttftMeanMs = timeStat("time_to_first_token", {"avg", "mean"});
    r.ttftMedianMs = timeStat("time_to_first_token", {"p50", "median"});
    r.ttftP99Ms = timeStat("time_to_first_token", {"p99"});
    // AIPerf's and GenAI-Perf's inter_token_latency is (latency - TTFT) / (OSL - 1): TPOT.
    r.tpotMeanMs = timeStat("inter_token_latency", {"avg", "mean"});
    r.tpotMedianMs = timeStat("inter_token_latency", {"p50", "median"});
    r.tpotP99Ms = timeStat("inter_token_latency", {"p99"});
    r.itlMeanMs = timeStat("inter_chunk_latency", {"avg", "mean"});
    r.e2eMeanMs = timeStat("request_latency", {"avg", "mean"});
    if (!error.isEmpty())
        return refuse(error);
    const std::optional<double> osl = plain("output_sequence_length");
    const std::optional<double> isl = plain("input_sequence_length");
    const std::optional<double> ttft = r.ttftMeanMs ? r.ttftMeanMs : r.ttftMedianMs;
    if (!r.tpotMeanMs && !r.tpotMedianMs && r.e2eMeanMs && ttft && osl && *osl > 1)
        r.tpotMeanMs = (*r.e2eMeanMs - *ttft) / (*osl - 1.0);
    const std::optional<double> *all[] = {&r.ttftMeanMs, &r.ttftMedianMs, &r.ttftP99Ms,
                                          &r.tpotMeanMs, &r.tpotMedianMs, &r.tpotP99Ms,
                                          &r.itlMeanMs,  &r.e2eMeanMs};
    bool allZero = true;
    for (const auto *v : all)
        allZero = allZero && (!*v || **v == 0);
    if (allZero)
        return refuse(Importers::tr("every latency is zero (a failed run)"));
    for (const auto *v : all) {
        if (*v && !(**v > 0))
            return refuse(Importers::tr("a latency is not positive (%1 ms)").arg(**v));
    }

    r.outputTokS = plain("output_token_throughput");
    r.requestsPerS = plain("request_throughput");
    r.totalTokS = plain("total_token_throughput");
    for (const auto *v : {&r.outputTokS, &r.requestsPerS, &r.totalTokS}) {
        if (*v && (!std::isfinite(**v) || **v < 0))
            return refuse(Importers::tr("a throughput is negative or not finite"));
    }
    if (r.outputTokS && *r.outputTokS == 0)
        return refuse(Importers::tr("output throughput is zero (a failed run)"));
    r.concurrencyConfigured = p.concurrency && *p.concurrency > 0 ? p.concurrency : std::nullopt;
    if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0; // Little's law
    QString countError;
    if (isl && *isl > 0)
        r.isl = countOf(*isl, QStringLiteral("input_sequence_length"), countError);
    if (osl && *osl > 0)
        r.osl = countOf(*osl, QStringLiteral("output_sequence_length"), countError);
    if (!countError.isEmpty())
        return refuse(countError);
    r.measuredAt = p.startTime;
    return rec;
}

} // namespace moeplan::core::import
