// Benchmarks of the benchmark history (docs/performance.md, "History").
//
//   BM_ImportJsonLines   100,000 generated vLLM --append-result JSON lines: parse, convert and
//                        store in one transaction (<= 5 s)
//   BM_ParseJsonLines    the parse and convert part of that import
//   BM_StoreRuns         the store part of that import
//   BM_MergeNodeDb       merge a 100,000-run node database into an empty history (<= 2 s)
//   BM_ListAll           read all 100,000 runs (<= 100 ms)
//   BM_FilterModelGpu    read the runs of one model, GPU kind and engine (indexed; 10,000 of
//                        the 100,000 runs: 5 models x 2 engines, SGLang's named by its
//                        backend field, vLLM's by the deployment) (<= 100 ms)
//   BM_ModelFirstScreen  the History page's first screen over the 100,000 runs: RunsTableModel
//                        refresh() (ids of the whole view sorted by measured date, newest first,
//                        then the first page of 256 runs) (<= 100 ms)
//   BM_ModelSortTpot     the same sorted by TPOT (a REAL column; no index)
//   BM_ModelSortOutput   the same sorted by output throughput (stated, else derived from the
//                        concurrency, TTFT and TPOT: an expression per row)
//   BM_ModelSearchText   the same filtered by a notes/source-file text search (all match)
//   BM_ModelNextPage     one fetchMore(): the next 256 runs of a view
//
// Every database lives in a temporary folder; the generated inputs are built once.

#include "benchdata.h"
#include "catalogloader.h"
#include "historystore.h"
#include "importers.h"
#include "runstablemodel.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

using namespace moeplan::core;
using namespace moeplan::bench;

namespace {

/// A node database with the 100,000 runs (built once).
const QString &nodeDb()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(QStringLiteral("node.sqlite"));
        HistoryStore store;
        if (!store.open(p).isEmpty())
            std::abort();
        const ImportedFile &f = importedRuns();
        if (!f.ok() || !store.importRuns(f.source, f.runs).ok())
            std::abort();
        return p;
    }();
    return path;
}

void BM_ImportJsonLines(benchmark::State &state)
{
    const QByteArray &bytes = jsonLines();
    for (auto _ : state) {
        state.PauseTiming();
        auto dir = std::make_unique<QTemporaryDir>();
        auto store = std::make_unique<HistoryStore>();
        if (!store->open(dir->filePath(QStringLiteral("h.sqlite"))).isEmpty())
            state.SkipWithError("cannot open");
        state.ResumeTiming();
        const ImportedFile f = importResultBytes(bytes, QStringLiteral("runs.jsonl"), deployment());
        const ImportOutcome o = store->importRuns(f.source, f.runs);
        if (!o.ok() || o.imported != kRuns)
            state.SkipWithError("import failed");
        state.PauseTiming();
        store.reset();
        dir.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kRuns);
}

void BM_ParseJsonLines(benchmark::State &state)
{
    for (auto _ : state) {
        const ImportedFile f =
            importResultBytes(jsonLines(), QStringLiteral("runs.jsonl"), deployment());
        if (f.runs.size() != kRuns)
            state.SkipWithError("parse failed");
    }
}

void BM_StoreRuns(benchmark::State &state)
{
    const ImportedFile &f = importedRuns();
    for (auto _ : state) {
        state.PauseTiming();
        auto dir = std::make_unique<QTemporaryDir>();
        auto store = std::make_unique<HistoryStore>();
        if (!store->open(dir->filePath(QStringLiteral("h.sqlite"))).isEmpty())
            state.SkipWithError("cannot open");
        state.ResumeTiming();
        if (store->importRuns(f.source, f.runs).imported != kRuns)
            state.SkipWithError("store failed");
        state.PauseTiming();
        store.reset();
        dir.reset();
        state.ResumeTiming();
    }
}

void BM_MergeNodeDb(benchmark::State &state)
{
    const QString &node = nodeDb();
    for (auto _ : state) {
        state.PauseTiming();
        auto dir = std::make_unique<QTemporaryDir>();
        auto store = std::make_unique<HistoryStore>();
        if (!store->open(dir->filePath(QStringLiteral("h.sqlite"))).isEmpty())
            state.SkipWithError("cannot open");
        state.ResumeTiming();
        const ImportOutcome o = store->mergeFrom(node);
        if (!o.ok() || o.imported != kRuns)
            state.SkipWithError("merge failed");
        state.PauseTiming();
        store.reset();
        dir.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kRuns);
}

/// Undo, then redo, of a 100,000-run import as the History page does them: undo deletes the runs
/// the import added (keeping what redo needs), redo restores them. Argument 0 times the undo,
/// 1 the redo.
void BM_UndoRedoImport(benchmark::State &state)
{
    const ImportedFile &f = importedRuns();
    const bool timeRedo = state.range(0) == 1;
    for (auto _ : state) {
        state.PauseTiming();
        auto dir = std::make_unique<QTemporaryDir>();
        auto store = std::make_unique<HistoryStore>();
        if (!store->open(dir->filePath(QStringLiteral("h.sqlite"))).isEmpty())
            state.SkipWithError("cannot open");
        const ImportOutcome o = store->importRuns(f.source, f.runs);
        if (o.runIds.size() != kRuns)
            state.SkipWithError("import failed");
        if (!timeRedo)
            state.ResumeTiming();
        QString error;
        const RemovedRuns removed = store->deleteRuns(o.runIds, &error);
        if (removed.runs.size() != kRuns)
            state.SkipWithError("undo failed");
        if (timeRedo)
            state.ResumeTiming();
        else
            state.PauseTiming();
        QVector<qint64> restored;
        if (!store->restoreRuns(removed, &restored).isEmpty() || restored.size() != kRuns)
            state.SkipWithError("redo failed");
        if (timeRedo)
            state.PauseTiming();
        store.reset();
        dir.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kRuns);
}

void BM_ListAll(benchmark::State &state)
{
    HistoryStore store;
    if (!store.open(nodeDb()).isEmpty())
        state.SkipWithError("cannot open");
    for (auto _ : state) {
        const QVector<RunRecord> runs = store.runs();
        if (runs.size() != kRuns)
            state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(runs.data());
    }
}

void BM_FilterModelGpu(benchmark::State &state)
{
    HistoryStore store;
    if (!store.open(nodeDb()).isEmpty())
        state.SkipWithError("cannot open");
    RunFilter filter;
    filter.model = QStringLiteral("deepseek-r1");
    filter.gpu = QStringLiteral("b200");
    filter.engine = QStringLiteral("vllm");
    for (auto _ : state) {
        const QVector<RunRecord> runs = store.runs(filter);
        if (runs.size() != kRuns / 10)
            state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(runs.data());
    }
    RunFilter none;
    none.gpu = QStringLiteral("h100");
    if (!store.runs(none).isEmpty())
        state.SkipWithError("filter matched");
}

/// RunsTableModel::refresh() over the node database with `query`; `expected` rows in the view.
void modelFirstScreen(benchmark::State &state, const RunQuery &query, int expected)
{
    HistoryStore store;
    if (!store.open(nodeDb()).isEmpty())
        state.SkipWithError("cannot open");
    RunsTableModel model(&store);
    for (auto _ : state) {
        model.setQuery(query);
        if (model.totalCount() != expected || model.rowCount() != RunsTableModel::kPageSize)
            state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(model.data(model.index(0, RunsTableModel::TpotMs)));
    }
}

void BM_ModelFirstScreen(benchmark::State &state)
{
    RunQuery q;
    q.sortKey = RunSortKey::MeasuredAt;
    q.descending = true;
    modelFirstScreen(state, q, kRuns);
}

void BM_ModelSortTpot(benchmark::State &state)
{
    RunQuery q;
    q.sortKey = RunSortKey::TpotMeanMs;
    modelFirstScreen(state, q, kRuns);
}

void BM_ModelSortOutput(benchmark::State &state)
{
    RunQuery q;
    q.sortKey = RunSortKey::OutputTokS;
    modelFirstScreen(state, q, kRuns);
}

void BM_ModelSearchText(benchmark::State &state)
{
    RunQuery q;
    q.sortKey = RunSortKey::MeasuredAt;
    q.descending = true;
    q.text = QStringLiteral("RUNS.JSONL"); // the source file of every run (case-insensitive)
    modelFirstScreen(state, q, kRuns);
}

void BM_ModelNextPage(benchmark::State &state)
{
    HistoryStore store;
    if (!store.open(nodeDb()).isEmpty())
        state.SkipWithError("cannot open");
    RunsTableModel model(&store);
    RunQuery q;
    q.sortKey = RunSortKey::TtftMeanMs;
    q.descending = true;
    model.setQuery(q);
    for (auto _ : state) {
        if (!model.canFetchMore({})) {
            state.PauseTiming();
            model.refresh();
            state.ResumeTiming();
        }
        const int before = model.rowCount();
        model.fetchMore({});
        if (model.rowCount() != before + RunsTableModel::kPageSize)
            state.SkipWithError("wrong count");
    }
}

} // namespace

BENCHMARK(BM_ImportJsonLines)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_ParseJsonLines)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_StoreRuns)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MergeNodeDb)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_UndoRedoImport)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_ListAll)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_FilterModelGpu)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ModelFirstScreen)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ModelSortTpot)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ModelSortOutput)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ModelSearchText)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ModelNextPage)->Unit(benchmark::kMillisecond)->Iterations(50);

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    QCoreApplication app(argc, argv); // the bundled catalog is a Qt resource
    (void)bundledCatalog();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
