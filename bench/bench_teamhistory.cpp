// Benchmarks of a team's history on a PostgreSQL server (docs/performance.md, "Team history"),
// on a throwaway cluster this benchmark starts on this machine (tests/pgcluster.h; skipped with
// a message where PostgreSQL is not installed), next to bench_history's figures for a file.
//
//   BM_ServerImport      import 100,000 runs into a server's history as `moeplan-cli import
//                        --db URL` stores them: the server's transaction, then the working copy
//   BM_ServerPush        the server's part of that alone (TeamHistory::push)
//   BM_OpenFirst         open a server history of 100,000 runs without a working copy: every run
//                        pulled into a new copy (a planner's first open)
//   BM_OpenUpToDate      open it with an up-to-date working copy: the check against the server
//                        that starts every command and the window
//   BM_RefreshNewRuns    refresh after another node added 100 runs
//   BM_ListAll           read all 100,000 runs of the opened server history (from the copy)
//   BM_FilterModelGpu    one model, GPU kind and engine: 10,000 of them (from the copy)
//   BM_ServerFilterSql   the same filter as one SELECT on the server, rows decoded as runs: what
//                        reading the server directly would cost
//
//   build/bin/bench_teamhistory --benchmark_repetitions=3 --benchmark_report_aggregates_only=true

#include "benchdata.h"
#include "historystore.h"
#include "pgcluster.h"
#include "teamhistory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

using namespace moeplan::core;
using namespace moeplan::bench;

namespace {

QTemporaryDir *g_dir = nullptr;
testutil::PgCluster *g_cluster = nullptr;

QString url(const QString &database)
{
    return QStringLiteral("postgresql://teamowner@127.0.0.1:%1/%2")
        .arg(g_cluster->port())
        .arg(database);
}

/// An empty database `name` owned by the schema owner (dropped first if it exists).
bool freshDatabase(const QString &name)
{
    return g_cluster->admin({QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name),
                             QStringLiteral("CREATE DATABASE %1 OWNER teamowner").arg(name)});
}

/// Working copies live in their own folder per benchmark; this empties it.
void dropWorkingCopies()
{
    QDir(g_dir->filePath(QStringLiteral("cache"))).removeRecursively();
}

/// The database "team" holding the 100,000 runs (built once, through TeamHistory::push).
bool loadedServer()
{
    static const bool ok = [] {
        if (!freshDatabase(QStringLiteral("team")))
            return false;
        TeamHistory team;
        if (!team.open(*parseServerUrl(url(QStringLiteral("team")), nullptr)).isEmpty())
            return false;
        const ImportedFile &f = importedRuns();
        return team.push({{f.source, f.runs}}).added == kRuns;
    }();
    return ok;
}

/// A server history opened with an up-to-date working copy.
std::unique_ptr<HistoryStore> openLoaded()
{
    auto store = std::make_unique<HistoryStore>();
    if (!loadedServer() || !store->open(url(QStringLiteral("team"))).isEmpty())
        return nullptr;
    return store;
}

void BM_ServerImport(benchmark::State &state)
{
    const ImportedFile &f = importedRuns();
    for (auto _ : state) {
        state.PauseTiming();
        dropWorkingCopies();
        auto store = std::make_unique<HistoryStore>();
        if (!freshDatabase(QStringLiteral("imports")) ||
            !store->open(url(QStringLiteral("imports"))).isEmpty()) {
            state.SkipWithError("cannot open the server history");
            break;
        }
        state.ResumeTiming();
        const ImportOutcome o = store->importRuns(f.source, f.runs);
        if (!o.ok() || o.imported != kRuns)
            state.SkipWithError(qPrintable(o.error));
        state.PauseTiming();
        store.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kRuns);
}

void BM_ServerPush(benchmark::State &state)
{
    const ImportedFile &f = importedRuns();
    for (auto _ : state) {
        state.PauseTiming();
        auto team = std::make_unique<TeamHistory>();
        if (!freshDatabase(QStringLiteral("pushes")) ||
            !team->open(*parseServerUrl(url(QStringLiteral("pushes")), nullptr)).isEmpty()) {
            state.SkipWithError("cannot open the server");
            break;
        }
        state.ResumeTiming();
        const SyncOutcome o = team->push({{f.source, f.runs}});
        if (!o.ok() || o.added != kRuns)
            state.SkipWithError(qPrintable(o.error));
        state.PauseTiming();
        team.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kRuns);
}

void BM_OpenFirst(benchmark::State &state)
{
    if (!loadedServer()) {
        state.SkipWithError("cannot load the server");
        return;
    }
    for (auto _ : state) {
        state.PauseTiming();
        dropWorkingCopies();
        state.ResumeTiming();
        HistoryStore store;
        if (!store.open(url(QStringLiteral("team"))).isEmpty() || store.count() != kRuns)
            state.SkipWithError("open failed");
    }
}

void BM_OpenUpToDate(benchmark::State &state)
{
    if (!openLoaded()) { // brings the copy up to date
        state.SkipWithError("cannot open the server history");
        return;
    }
    for (auto _ : state) {
        HistoryStore store;
        if (!store.open(url(QStringLiteral("team"))).isEmpty() || store.count() != kRuns)
            state.SkipWithError("open failed");
    }
}

void BM_RefreshNewRuns(benchmark::State &state)
{
    auto store = openLoaded();
    TeamHistory other;
    if (!store || !other.open(*parseServerUrl(url(QStringLiteral("team")), nullptr)).isEmpty()) {
        state.SkipWithError("cannot open the server history");
        return;
    }
    const ImportedFile &f = importedRuns();
    int round = 0;
    for (auto _ : state) {
        state.PauseTiming();
        // Another node adds 100 runs of a new source (new run_keys: another TPOT).
        QVector<RunRecord> runs = f.runs.mid(0, 100);
        for (RunRecord &r : runs)
            r.tpotMeanMs = r.tpotMeanMs.value_or(10.0) + 1000.0 + round;
        SourceInfo source = f.source;
        source.contentSha256 = QString::number(round).rightJustified(64, QLatin1Char('0'));
        ++round;
        const SyncOutcome pushed = other.push({{source, runs}});
        if (pushed.added != 100) {
            state.SkipWithError(qPrintable(
                QStringLiteral("push: %1 added: %2").arg(pushed.added).arg(pushed.error)));
            break;
        }
        state.ResumeTiming();
        int added = 0;
        const QString e = store->refresh(&added);
        if (!e.isEmpty() || added != 100) {
            state.SkipWithError(
                qPrintable(QStringLiteral("refresh: %1 added: %2").arg(added).arg(e)));
            break;
        }
    }
    // The team's history back to its 100,000 runs for the benchmarks after this one.
    QStringList extra;
    for (const RunRecord &r : store->runs())
        if (r.tpotMeanMs.value_or(0) >= 1000.0)
            extra << r.runKey();
    if (!other.deleteRuns(extra).isEmpty() || !store->refresh().isEmpty() ||
        store->count() != kRuns)
        state.SkipWithError("cannot restore the server");
}

void BM_ListAll(benchmark::State &state)
{
    auto store = openLoaded();
    if (!store) {
        state.SkipWithError("cannot open the server history");
        return;
    }
    for (auto _ : state) {
        const QVector<RunRecord> runs = store->runs();
        if (runs.size() != kRuns)
            state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(runs.data());
    }
}

RunFilter oneModelGpuEngine()
{
    RunFilter filter;
    filter.model = QStringLiteral("deepseek-r1");
    filter.gpu = QStringLiteral("b200");
    filter.engine = QStringLiteral("vllm");
    return filter;
}

void BM_FilterModelGpu(benchmark::State &state)
{
    auto store = openLoaded();
    if (!store) {
        state.SkipWithError("cannot open the server history");
        return;
    }
    const RunFilter filter = oneModelGpuEngine();
    for (auto _ : state) {
        const QVector<RunRecord> runs = store->runs(filter);
        if (runs.size() != kRuns / 10)
            state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(runs.data());
    }
}

void BM_ServerFilterSql(benchmark::State &state)
{
    if (!loadedServer()) {
        state.SkipWithError("cannot load the server");
        return;
    }
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("direct"));
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(g_cluster->port());
        db.setUserName(QStringLiteral("teamowner"));
        db.setDatabaseName(QStringLiteral("team"));
        if (!db.open()) {
            state.SkipWithError("cannot connect");
            return;
        }
        const RunFilter filter = oneModelGpuEngine();
        const QString sql =
            QStringLiteral("SELECT %1 FROM runs WHERE model = ? AND gpu = ? AND engine = ? "
                           "ORDER BY id")
                .arg(HistoryStore::runColumns().join(QStringLiteral(", ")));
        for (auto _ : state) {
            QSqlQuery q(db);
            q.setForwardOnly(true);
            q.prepare(sql);
            q.addBindValue(filter.model);
            q.addBindValue(filter.gpu);
            q.addBindValue(filter.engine);
            QVector<RunRecord> runs;
            if (q.exec()) {
                while (q.next()) {
                    int i = 0;
                    runs << HistoryStore::runFromColumnValues([&] { return q.value(i++); });
                }
            }
            if (runs.size() != kRuns / 10)
                state.SkipWithError("wrong count");
            benchmark::DoNotOptimize(runs.data());
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("direct"));
}

} // namespace

BENCHMARK(BM_ServerImport)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_ServerPush)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_OpenFirst)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_OpenUpToDate)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_RefreshNewRuns)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ListAll)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_FilterModelGpu)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_ServerFilterSql)->Unit(benchmark::kMillisecond)->Iterations(10);

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    QCoreApplication app(argc, argv);
    if (const QString why = testutil::PgCluster::unavailable(); !why.isEmpty()) {
        std::fprintf(stderr, "bench_teamhistory: skipped: %s\n", qPrintable(why));
        return 0;
    }
    QTemporaryDir dir;
    testutil::PgCluster cluster;
    g_dir = &dir;
    g_cluster = &cluster;
    if (!cluster.init(dir.path()) || !cluster.start() ||
        !cluster.admin({QStringLiteral("CREATE ROLE teamowner LOGIN PASSWORD 'ownerpass'")})) {
        std::fprintf(stderr, "bench_teamhistory: cannot start a PostgreSQL cluster\n");
        return 1;
    }
    const QString pgpass = dir.filePath(QStringLiteral("pgpass"));
    QFile pass(pgpass);
    if (!pass.open(QIODevice::WriteOnly))
        return 1;
    pass.write(QStringLiteral("127.0.0.1:%1:*:teamowner:ownerpass\n").arg(cluster.port()).toUtf8());
    pass.close();
    QFile::setPermissions(pgpass, QFile::ReadOwner | QFile::WriteOwner);
    qputenv("PGPASSFILE", pgpass.toLocal8Bit());
    qputenv("MOEPLAN_CACHE_DIR", dir.filePath(QStringLiteral("cache")).toLocal8Bit());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    cluster.stop();
    return 0;
}
