// Calibration speed: fitting every profile on 5,000 runs, predicting 5,000 rows, checking one
// run against its deployment's other loads, and checking a whole history that way.
// Runs are generated from datasheet parameters with 5% noise over four GPU kinds, two engines,
// several models, plans, sequence lengths and loads, like a measured history.

#include "calibration.h"
#include "catalogloader.h"
#include "runcheck.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <memory>

#include <cmath>
#include <random>
#include <unordered_map>

using namespace moeplan;
using namespace moeplan::core;

namespace {

std::vector<Observation> generate(std::size_t count)
{
    const Catalog &c = bundledCatalog();
    std::mt19937 rng(42);
    std::normal_distribution<double> noise(0.0, 0.05);
    struct Dep
    {
        const char *model;
        PlanKind plan;
        int tp, ep;
    };
    const Dep deps[] = {
        {"deepseek-r1", PlanKind::EP, 1, 8},     {"deepseek-r1", PlanKind::TP, 8, 1},
        {"qwen3-235b-a22b", PlanKind::TP, 4, 1}, {"llama3.1-70b", PlanKind::TP, 2, 1},
        {"gpt-oss-120b", PlanKind::TP, 1, 1},    {"minimax-m2.5", PlanKind::EP, 2, 4}};
    const char *gpus[] = {"h100", "h200", "b200", "gb200"};
    const char *engines[] = {"trtllm", "vllm"};
    std::vector<Observation> out;
    std::uniform_int_distribution<int> pick(0, 1 << 20);
    while (out.size() < count) {
        const Dep &d = deps[std::size_t(pick(rng)) % std::size(deps)];
        Scenario s;
        s.model = d.model;
        s.gpu = gpus[std::size_t(pick(rng)) % std::size(gpus)];
        s.topology = s.gpu == std::string("gb200") ? Topology::Nvl72 : Topology::HgxIb;
        s.plan = d.plan;
        s.tp = d.tp;
        s.ep = d.ep;
        s.gpus = d.plan == PlanKind::EP ? d.ep : d.tp;
        s.batch = 1 << (pick(rng) % 9);
        s.isl = pick(rng) % 2 ? 1024 : 8192;
        s.osl = 1024;
        auto r = resolve(c, s);
        if (!r)
            continue;
        auto e = evaluate(r.value(), CalibrationParams::datasheet());
        if (!e || !e->fits)
            continue;
        Observation o;
        o.runId = qint64(out.size() + 1);
        o.id = QString::number(o.runId);
        o.gpu = QString::fromStdString(s.gpu);
        o.engine = QLatin1String(engines[std::size_t(pick(rng)) % 2]);
        o.model = QString::fromStdString(s.model);
        o.serving = QStringLiteral("agg");
        o.group =
            QStringLiteral("%1|%2|%3|%4|%5").arg(o.model, o.gpu, o.engine).arg(d.tp).arg(s.isl);
        o.resolved = r.value();
        o.tpotMs = e->tpotMs * std::exp(noise(rng));
        o.ttftMs = e->ttftMs * std::exp(noise(rng));
        out.push_back(o);
    }
    return out;
}

void BM_FitProfiles(benchmark::State &state)
{
    const std::vector<Observation> obs = generate(std::size_t(state.range(0)));
    for (auto _ : state) {
        const ProfileSet set = fitProfiles(obs, FitOptions{});
        benchmark::DoNotOptimize(set.profiles.size());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_FitProfiles)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Predict(benchmark::State &state)
{
    const std::vector<Observation> obs = generate(std::size_t(state.range(0)));
    const ProfileSet set = fitProfiles(obs, FitOptions{});
    const Catalog &c = bundledCatalog();
    for (auto _ : state) {
        double sum = 0;
        for (const Observation &o : obs)
            sum += predict(c, set, o).tpotMs;
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Predict)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime();

/// One run set beside the model and its deployment's other loads (the History page's Model tab,
/// on each selection) over `range(0)` runs of its model, GPU kind and engine: the sample's
/// largest such set holds 299.
void BM_CheckLoad(benchmark::State &state)
{
    const std::vector<Observation> history = generate(std::size_t(state.range(0)));
    ProfileSet set = fitProfiles(history, FitOptions{});
    const Catalog &c = bundledCatalog();
    set.addDeploymentCorrections(c, history);
    std::size_t i = 0;
    for (auto _ : state) {
        const LoadCheck check = checkLoad(c, set, history[i++ % history.size()], history);
        benchmark::DoNotOptimize(check.corrected.tpotMs);
    }
}
BENCHMARK(BM_CheckLoad)->Arg(300)->Unit(benchmark::kMillisecond)->UseRealTime();

/// Every run of a `range(0)`-run history checked as `moeplan-cli check` does: the runs grouped
/// by model, GPU kind and engine, each checked beside its group (the sample holds 3,576 runs).
void BM_CheckHistory(benchmark::State &state)
{
    const std::vector<Observation> history = generate(std::size_t(state.range(0)));
    ProfileSet set = fitProfiles(history, FitOptions{});
    const Catalog &c = bundledCatalog();
    set.addDeploymentCorrections(c, history);
    const auto kind = [](const Observation &o) -> QString {
        return o.model + QLatin1Char('|') + o.gpu + QLatin1Char('|') + o.engine;
    };
    for (auto _ : state) {
        std::unordered_map<QString, std::vector<Observation>> byKind;
        for (const Observation &o : history)
            byKind[kind(o)].push_back(o);
        // One LoadChecker per kind, as checkRuns() keeps them.
        std::unordered_map<QString, std::unique_ptr<LoadChecker>> checkers;
        for (auto &[key, runs] : byKind)
            checkers.emplace(key, std::make_unique<LoadChecker>(c, set, runs));
        int disagreeing = 0;
        for (const Observation &o : history) {
            const auto check = checkRun(*checkers.at(kind(o)), o, nullptr);
            disagreeing += check && (check->tpotDisagrees || check->ttftDisagrees);
        }
        benchmark::DoNotOptimize(disagreeing);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_CheckHistory)->Arg(3600)->Arg(36000)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the catalogs are resources
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
