// Benchmarks of the cost model on the bundled catalog.
//
//   BM_Evaluate         evaluate() of a resolved scenario: the unit of every sweep (<= 1 us)
//   BM_ResolveEvaluate  resolve() + evaluate(): a scenario edited in the UI or given to the CLI
//   BM_SweepBatch       sweepBatch() over 10,000 batch sizes (<= 10 ms)

#include "catalogloader.h"
#include "costmodel.h"
#include "sweep.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <numeric>
#include <vector>

using namespace moeplan;

namespace {

struct Case
{
    const char *label;
    Scenario scenario;
};

/// Representative deployments: the seed's EP-8 and EP-72, a TP-8 with a drafter, a TP-8
/// replica set, and a disaggregated one.
const std::vector<Case> &cases()
{
    static const std::vector<Case> all = [] {
        std::vector<Case> v;
        Scenario s; // kimi-k2.6, 8 x b300, EP-8, batch 64
        v.push_back({"kimi-k2.6 EP-8 b300 b64", s});

        s.gpu = "gb300";
        s.topology = Topology::Nvl72;
        s.gpus = s.ep = 72;
        s.batch = 2048;
        v.push_back({"kimi-k2.6 EP-72 gb300 nvl72 b2048", s});

        s = Scenario();
        s.model = "deepseek-r1";
        s.plan = PlanKind::TP;
        s.tp = 8;
        s.ep = 1;
        s.batch = 1;
        s.draftTokens = 3;
        s.acceptanceLength = 2.8;
        v.push_back({"deepseek-r1 TP-8 b300 b1 MTP-3", s});

        s = Scenario();
        s.model = "qwen3-235b-a22b";
        s.gpu = "h200";
        s.gpus = 64;
        s.plan = PlanKind::TPReplicas;
        s.tp = 8;
        s.ep = 1;
        v.push_back({"qwen3-235b TP-8 x8 h200 b64", s});

        s = Scenario();
        s.serving = Serving::Disaggregated;
        s.gpus = 64;
        s.prefill = {{4, 1, 1, 4}, 4, 0};
        s.decode = {{1, 16, 1, 16}, 3, 512};
        v.push_back({"kimi-k2.6 disagg 4xTP4 + 3xEP16", s});
        return v;
    }();
    return all;
}

const CalibrationParams kParams = CalibrationParams::datasheet();

ResolvedScenario resolvedOrDie(const Scenario &s, benchmark::State &state)
{
    auto r = resolve(core::bundledCatalog(), s);
    if (!r) {
        state.SkipWithError(errorName(r.error().code).data());
        return {};
    }
    return r.value();
}

void BM_Evaluate(benchmark::State &state)
{
    const Case &c = cases()[std::size_t(state.range(0))];
    state.SetLabel(c.label);
    const ResolvedScenario r = resolvedOrDie(c.scenario, state);
    if (!r.gpu)
        return;
    for (auto _ : state) {
        auto e = evaluate(r, kParams);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_ResolveEvaluate(benchmark::State &state)
{
    const Case &c = cases()[std::size_t(state.range(0))];
    state.SetLabel(c.label);
    const Catalog &catalog = core::bundledCatalog();
    for (auto _ : state) {
        auto e = evaluate(catalog, c.scenario, kParams);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_SweepBatch(benchmark::State &state)
{
    const Case &c = cases()[std::size_t(state.range(0))];
    state.SetLabel(c.label);
    const ResolvedScenario r = resolvedOrDie(c.scenario, state);
    if (!r.gpu)
        return;
    std::vector<int> batches(std::size_t(state.range(1)));
    std::iota(batches.begin(), batches.end(), 1);
    for (auto _ : state) {
        auto pts = sweepBatch(r, kParams, batches);
        benchmark::DoNotOptimize(pts.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(1));
}

void allCases(benchmark::internal::Benchmark *b)
{
    for (std::size_t i = 0; i < cases().size(); ++i)
        b->Arg(int(i));
}

} // namespace

BENCHMARK(BM_Evaluate)->Apply(allCases);
BENCHMARK(BM_ResolveEvaluate)->Apply(allCases);
BENCHMARK(BM_SweepBatch)->Args({0, 10000})->Args({1, 10000})->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    QCoreApplication app(argc, argv); // the bundled catalog is a Qt resource
    (void)moeplan::core::bundledCatalog();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
