// Google Benchmark of sizing for a target (docs/performance.md, "Sizing"): one model across six
// GPU kinds and both topologies, aggregated and disaggregated, every GPU count up to 576.
// Target: <= 200 ms.
//   build/bin/bench_sizing --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

#include "catalogloader.h"
#include "recommend.h"

#include <benchmark/benchmark.h>

using namespace moeplan;

namespace {

void runRecommend(benchmark::State &state, const char *model, double tokS, double perUser,
                  double maxTtft)
{
    core::RecommendInput in;
    in.workload.model = model;
    in.workload.calibration = "datasheet";
    in.target = {tokS, perUser, maxTtft};
    in.gpus = {QStringLiteral("h100"), QStringLiteral("h200"),  QStringLiteral("b200"),
               QStringLiteral("b300"), QStringLiteral("gb200"), QStringLiteral("gb300")};
    const Catalog &catalog = core::bundledCatalog();
    long evaluations = 0;
    std::size_t options = 0;
    for (auto _ : state) {
        core::Recommendation r = core::recommend(catalog, in, nullptr);
        if (!r.ok())
            state.SkipWithError(r.error.toUtf8().constData());
        evaluations = r.result.evaluations;
        options = r.result.options.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["evaluations"] = double(evaluations);
    state.counters["options"] = double(options);
}

void BM_RecommendKimi200kAt50(benchmark::State &state)
{
    runRecommend(state, "kimi-k2.6", 200000, 50, 0);
}
void BM_RecommendKimi200kAt50Ttft2s(benchmark::State &state)
{
    runRecommend(state, "kimi-k2.6", 200000, 50, 2000);
}
void BM_RecommendDeepSeek50kAt20(benchmark::State &state)
{
    runRecommend(state, "deepseek-r1", 50000, 20, 0);
}
void BM_RecommendQwen1MAt20(benchmark::State &state)
{
    runRecommend(state, "qwen3-235b-a22b", 1e6, 20, 0);
}

} // namespace

BENCHMARK(BM_RecommendKimi200kAt50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RecommendKimi200kAt50Ttft2s)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RecommendDeepSeek50kAt20)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RecommendQwen1MAt20)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
