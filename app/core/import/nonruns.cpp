// Files the benchmark tools write that are not run results: recognised, and refused with what
// to import instead, so that a folder of a tool's artifacts says what each file is.

#include "formats.h"

namespace moeplan::core::import {

namespace {

int oneBatchScore(const QJsonObject &o)
{
    // sglang.bench_one_batch_server: {run_name, batch_size, input_len, output_len, latency, ...}
    return hasKey(o, "run_name") && hasKey(o, "batch_size") && hasKey(o, "input_len") &&
                   hasKey(o, "latency")
               ? 65
               : 0;
}

void readOneBatch(const QJsonObject &, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("sglang-bench-one-batch");
    rec.refusal =
        Importers::tr("an SGLang bench_one_batch_server result: the latency of one static batch, "
                      "not a serving benchmark (import bench_serving results instead)");
}

int multiTurnScore(const QJsonObject &o)
{
    // vLLM's benchmarks/multi_turn --stats-json-output: per-request statistics.
    return hasKey(o, "ttft_ms") && hasKey(o, "tpot_ms") && hasKey(o, "latency_ms") &&
                   (hasKey(o, "conversation_id") || hasKey(o, "input_num_turns"))
               ? 65
               : 0;
}

void readMultiTurn(const QJsonObject &, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("vllm-multi-turn-stats");
    rec.refusal =
        Importers::tr("one request of vLLM's multi-turn benchmark statistics (no run summary, "
                      "model or date): not a run");
}

int aggregateScore(const QJsonObject &o)
{
    // profile_export_aiperf_aggregate.json (--num-profile-runs >= 2).
    const QJsonObject meta = o.value(QLatin1String("metadata")).toObject();
    return hasKey(meta, "aggregation_type") || hasKey(meta, "num_profile_runs") ? 85 : 0;
}

void readAggregate(const QJsonObject &, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("aiperf-aggregate");
    rec.refusal =
        Importers::tr("an AIPerf multi-run aggregate (confidence statistics over runs, no model "
                      "or configuration): import each run's profile_export_aiperf.json instead");
}

} // namespace

JsonFormat sglangOneBatchFormat()
{
    return {"sglang-bench-one-batch", oneBatchScore, readOneBatch};
}

JsonFormat vllmMultiTurnStatsFormat()
{
    return {"vllm-multi-turn-stats", multiTurnScore, readMultiTurn};
}

JsonFormat aiperfAggregateFormat()
{
    return {"aiperf-aggregate", aggregateScore, readAggregate};
}

} // namespace moeplan::core::import
