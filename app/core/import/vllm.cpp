// vLLM `vllm bench serve --save-result` (vllm/benchmarks/serve.py), its `--append-result` JSON
// lines, the legacy benchmarks/benchmark_serving.py (as vendored by InferenceX) and the
// multi-turn benchmark's summary; fields and quirks in docs/database.md.

#include "formats.h"

#include <QDate>
#include <QDateTime>
#include <QTime>

namespace moeplan::core::import {

namespace {

int score(const QJsonObject &o)
{
    if (hasSglangKeys(o))
        return 0; // SGLang's
    if (hasKey(o, "mean_ttft_ms") || hasKey(o, "mean_tpot_ms") || hasKey(o, "mean_e2el_ms") ||
        hasKey(o, "median_ttft_ms") || hasKey(o, "median_tpot_ms"))
        return 50;
    // Forks that write seconds without "_ms" beside vLLM's header keys.
    if ((hasKey(o, "mean_ttft") || hasKey(o, "mean_tpot")) &&
        (hasKey(o, "num_prompts") || hasKey(o, "date")))
        return 40;
    return 0;
}

/// vLLM's "%Y%m%d-%H%M%S" (the node's local time, no zone) as ISO 8601 without a zone; an ISO
/// date-time as stored; empty when neither. Parsed by hand: QDateTime::fromString consults the
/// time-zone database on every call, which dominates large imports.
QString vllmDate(const QString &t)
{
    if (t.size() == 15 && t.at(8) == QLatin1Char('-')) {
        auto num = [&](int from, int n) {
            bool ok = false;
            const int v = QStringView(t).mid(from, n).toInt(&ok);
            return ok ? v : -1;
        };
        const QDate date(num(0, 4), num(4, 2), num(6, 2));
        const QTime time(num(9, 2), num(11, 2), num(13, 2));
        if (!date.isValid() || !time.isValid())
            return {};
        return date.toString(Qt::ISODate) + QLatin1Char('T') + time.toString(Qt::ISODate);
    }
    return isoDateTime(t);
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    JsonFields in(o);
    RunRecord &r = rec.run;
    const bool legacy = hasKey(o, "benchmark_start_time_unix") || hasKey(o, "best_of") ||
                        hasKey(o, "request_goodput:");
    if (file.tool.isEmpty())
        file.tool =
            legacy ? QStringLiteral("vllm-benchmark-serving") : QStringLiteral("vllm-bench-serve");

    rec.stated.model = in.string(QStringLiteral("model_id"));
    if (rec.stated.model.isEmpty())
        rec.stated.model = in.string(QStringLiteral("model"));
    if (rec.stated.model.isEmpty())
        rec.stated.model = in.string(QStringLiteral("tokenizer_id"));
    // `backend` is the benchmark client's request function: only a server-specific one names
    // the engine ("vllm" and "openai" both speak OpenAI completions to any server).
    const QString backend = in.string(QStringLiteral("backend")).toLower();
    if (backend != QLatin1String("vllm"))
        rec.stated.engine = serverEngine(backend);
    // --metadata tensor_parallel_size=N: the one metadata key vLLM itself reads (a string).
    if (const auto tp = numberOf(o.value(QLatin1String("tensor_parallel_size")));
        tp && *tp >= 1 && *tp <= 1e6)
        rec.stated.tp = int(*tp);
    if (!in.error.isEmpty()) {
        rec.refusal = in.error;
        return;
    }
    if (hasKey(o, "total_input_sequences") || hasKey(o, "input_sequence_throughput")) {
        rec.refusal = Importers::tr("a pooling (embedding) benchmark, not a generation run");
        return;
    }
    // InferenceX's benchmark_serving.py: {status: "passed"|"failed", ...}.
    const QJsonObject outcome = o.value(QLatin1String("benchmark_outcome")).toObject();
    if (outcome.value(QLatin1String("status")).toString() == QLatin1String("failed")) {
        rec.refusal =
            Importers::tr("benchmark_outcome.status is \"failed\"%1: not a valid measurement")
                .arg(outcome.contains(QLatin1String("error"))
                         ? QStringLiteral(" (") +
                               outcome.value(QLatin1String("error")).toString().left(120) +
                               QLatin1Char(')')
                         : QString());
        return;
    }
    if (!readServeMetrics(in, rec))
        return;
    if (!r.ttftMeanMs && !r.ttftMedianMs && !r.tpotMeanMs && !r.tpotMedianMs) {
        rec.refusal = Importers::tr("no TTFT or TPOT (mean or median)");
        return;
    }

    // The client's concurrency limit (multi-turn: the number of parallel conversations).
    for (const char *k : {"max_concurrency", "multi_turn_concurrency", "num_clients"}) {
        const QString key = QLatin1String(k);
        if (!in.has(key))
            continue;
        const auto v = in.number(key);
        if (v && !(*v > 0)) {
            rec.refusal = Importers::tr("\"%1\" must be positive, not %2").arg(key).arg(*v);
            return;
        }
        r.concurrencyConfigured = v;
        break;
    }
    if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0; // Little's law
    if (!in.error.isEmpty()) {
        rec.refusal = in.error;
        return;
    }

    // Speculative decoding (scraped from the server's /metrics): the mean tokens per step.
    const auto al = in.number(QStringLiteral("spec_decode_acceptance_length"));
    if (al && *al > 0)
        r.acceptanceLength = al;
    in.error.clear();

    // When it ran: vLLM's own date (written as the run ends), else InferenceX's start time.
    r.measuredAt = vllmDate(in.string(QStringLiteral("date")));
    in.error.clear();
    if (r.measuredAt.isEmpty() && in.has(QStringLiteral("benchmark_start_time_unix"))) {
        const auto t = in.number(QStringLiteral("benchmark_start_time_unix"));
        if (t && *t > 0 && *t < 4e9)
            r.measuredAt =
                QDateTime::fromMSecsSinceEpoch(qint64(*t * 1000.0)).toUTC().toString(Qt::ISODate);
    }
    const QString label = in.string(QStringLiteral("label"));
    in.error.clear();
    if (!label.isEmpty())
        r.notes = Importers::tr("label %1").arg(label);
}

int sidecarScore(const QJsonObject &o)
{
    // The PyTorch-benchmark sidecar (*.pytorch.json): {"benchmark": {...}, "model": {...},
    // "metric": {...}} records, one per metric.
    return hasKey(o, "benchmark") && hasKey(o, "metric") && hasKey(o, "model") ? 60 : 0;
}

void readSidecar(const QJsonObject &, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("vllm-pytorch-benchmark");
    rec.refusal =
        Importers::tr("a PyTorch-benchmark sidecar (*.pytorch.json) of a vLLM result: it repeats "
                      "single metrics; import the result file beside it");
}

} // namespace

JsonFormat vllmFormat()
{
    return {"vllm-bench-serve", score, read};
}

JsonFormat vllmSidecarFormat()
{
    return {"vllm-pytorch-benchmark", sidecarScore, readSidecar};
}

} // namespace moeplan::core::import
