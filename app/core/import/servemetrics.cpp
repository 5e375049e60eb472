// What vLLM's and SGLang's serving benchmarks share: percentile keys, throughputs, counts and
// the failed-run checks (docs/database.md, "vLLM" and "SGLang").

#include "formats.h"

#include <cmath>

namespace moeplan::core::import {

int countOf(double v, const QString &field, QString &error, double max)
{
    if (!std::isfinite(v) || v < 0 || v > max) {
        if (error.isEmpty())
            error = Importers::tr("%1 = %2 is outside [0, %3]").arg(field).arg(v).arg(max);
        return 0;
    }
    return int(std::lround(v));
}

bool readServeMetrics(JsonFields &in, Record &rec)
{
    RunRecord &r = rec.run;
    auto refuse = [&](const QString &why) {
        rec.refusal = why;
        return false;
    };
    const auto completed = in.number(QStringLiteral("completed"));
    const auto failed = in.number(QStringLiteral("failed"));
    const auto totalIn = in.number(QStringLiteral("total_input_tokens"));
    const auto totalOut = in.number(QStringLiteral("total_output_tokens"));
    if (!in.error.isEmpty())
        return refuse(in.error);
    if (completed && *completed <= 0)
        return refuse(
            failed && *failed > 0
                ? Importers::tr("no request completed (%1 failed): a failed run").arg(*failed)
                : Importers::tr("no request completed: a failed run"));
    if (completed && *completed != std::floor(*completed))
        return refuse(
            Importers::tr("\"completed\" = %1 is not a whole number of requests").arg(*completed));

    // "_ms" keys in ms; the same names without "_ms" are seconds (some forks).
    auto lat = [&](const char *stat, std::initializer_list<const char *> names) {
        for (const char *n : names) {
            const QString base = QLatin1String(stat) + QLatin1Char('_') + QLatin1String(n);
            if (in.has(base + QStringLiteral("_ms")))
                return in.number(base + QStringLiteral("_ms"));
            if (in.has(base)) {
                const auto v = in.number(base);
                return v ? std::optional<double>(*v * 1000.0) : std::nullopt;
            }
        }
        return std::optional<double>();
    };
    r.ttftMeanMs = lat("mean", {"ttft"});
    r.ttftMedianMs = lat("median", {"ttft"});
    r.ttftP99Ms = lat("p99", {"ttft"});
    r.tpotMeanMs = lat("mean", {"tpot"});
    r.tpotMedianMs = lat("median", {"tpot"});
    r.tpotP99Ms = lat("p99", {"tpot"});
    r.itlMeanMs = lat("mean", {"itl"});
    r.e2eMeanMs = lat("mean", {"e2el", "e2e_latency"});
    if (!in.error.isEmpty())
        return refuse(in.error);
    const std::optional<double> *all[] = {&r.ttftMeanMs, &r.ttftMedianMs, &r.ttftP99Ms,
                                          &r.tpotMeanMs, &r.tpotMedianMs, &r.tpotP99Ms,
                                          &r.itlMeanMs,  &r.e2eMeanMs};
    bool anyPresent = false, allZero = true;
    for (const auto *v : all) {
        if (!*v)
            continue;
        anyPresent = true;
        allZero = allZero && **v == 0;
    }
    if (anyPresent && allZero)
        return refuse(Importers::tr("every latency is zero (a failed run)"));
    // A zero statistic beside non-zero ones (p99 of one request, TPOT of one-token outputs) is
    // not a measurement of that statistic: dropped.
    for (const auto *v : all) {
        auto *m = const_cast<std::optional<double> *>(v);
        if (*m && **m == 0)
            m->reset();
    }

    // Tokens per request (negative: not known).
    const double done = completed.value_or(0);
    const double outPerReq = done > 0 && totalOut ? totalOut.value_or(0) / done : -1.0;
    const double inPerReq = done > 0 && totalIn ? totalIn.value_or(0) / done : -1.0;
    const std::optional<double> ttft = r.ttftMeanMs ? r.ttftMeanMs : r.ttftMedianMs;
    if (!r.tpotMeanMs && !r.tpotMedianMs && r.e2eMeanMs && ttft && outPerReq > 1) {
        const double tpot = (*r.e2eMeanMs - *ttft) / (outPerReq - 1.0);
        if (!(tpot > 0) || !std::isfinite(tpot))
            return refuse(Importers::tr("TPOT derived from e2e latency and TTFT is not positive"));
        r.tpotMeanMs = tpot;
    }

    r.outputTokS = in.firstOf({{"output_throughput", 1.0}});
    r.totalTokS = in.firstOf({{"total_token_throughput", 1.0}, {"total_throughput", 1.0}});
    r.requestsPerS = in.firstOf({{"request_throughput", 1.0}});
    const auto inputTokS = in.firstOf({{"input_throughput", 1.0}});
    if (!in.error.isEmpty())
        return refuse(in.error);
    if (!r.totalTokS && r.outputTokS && inputTokS)
        r.totalTokS = *r.outputTokS + *inputTokS;
    if (r.outputTokS && *r.outputTokS == 0)
        return refuse(Importers::tr("output throughput is zero (a failed run)"));

    QString countError;
    if (inPerReq >= 0)
        r.isl = countOf(inPerReq, Importers::tr("input tokens per request"), countError);
    if (outPerReq >= 0)
        r.osl = countOf(outPerReq, Importers::tr("output tokens per request"), countError);
    if (!countError.isEmpty())
        return refuse(countError);
    return true;
}

} // namespace moeplan::core::import
