// The History page's table model over a 2,000-run history: lazy fetching, sorting both ways by
// a column, filters (model, GPU, engine, dates, text), refresh after a delete, and the store
// operations under it (ids, pages, notes, delete and exact restore). QAbstractItemModelTester
// (fatal) watches the model throughout. Also the background ImportJob: progress, and a cancel
// that stops between files.

#include "catalogloader.h"
#include "historystore.h"
#include "importjob.h"
#include "runstablemodel.h"
#include "testruns.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QFile>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace moeplan::core;

namespace {

constexpr int kRuns = 2000;

RunRecord makeRun(int i)
{
    RunRecord r;
    // Days 2026-01-01 .. 2026-01-20, 100 runs a day.
    r.measuredAt = QDate(2026, 1, 1).addDays(i / 100).toString(Qt::ISODate) +
                   QStringLiteral("T%1:00:00Z").arg(i % 24, 2, 10, QLatin1Char('0'));
    r.model = i % 2 ? QStringLiteral("kimi-k2.5") : QStringLiteral("deepseek-r1");
    r.engine = i % 5 == 0 ? QStringLiteral("vllm") : QStringLiteral("sglang");
    r.gpu = i % 3 ? QStringLiteral("b200") : QStringLiteral("h200");
    r.gpus = 8;
    r.topology = QStringLiteral("hgx-ib");
    r.tp = 1;
    r.ep = 8;
    r.attnDp = 8;
    r.concurrencyConfigured = 1 + i % 64;
    r.isl = 1024;
    r.osl = 1024;
    r.tpotMeanMs = 10.0 + (i * 37 % kRuns) * 0.01; // a permutation: every value distinct
    r.ttftMeanMs = 100.0 + i;
    r.outputTokS = 1000.0 + i;
    if (i == 1234)
        r.notes = QStringLiteral("the needle run");
    return r;
}

SourceInfo source(const QString &name)
{
    return testutil::sourceNamed(name);
}

} // namespace

class TestRunsTableModel final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fetchesLazily();
    void sortsBothWays_data();
    void sortsBothWays();
    void filters_data();
    void filters();
    void refreshAfterDelete();
    void rowOfRunAndFetchTo();
    void planText_data();
    void planText();
    void notesUpdateInPlace();
    void deleteRestoresExactly();
    void facets();
    void importJobCancelsBetweenFiles();
    void marksWhatTheCatalogDoesNotDescribe();
    void measuredShowsWhatTheSourceGave_data();
    void measuredShowsWhatTheSourceGave();
    void outputShowsWhatTheClosedLoopImplies();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<HistoryStore> m_store;
    std::unique_ptr<RunsTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestRunsTableModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<HistoryStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("h.sqlite"))), QString());
    QVector<RunRecord> a, b;
    for (int i = 0; i < kRuns; ++i)
        (i < kRuns / 2 ? a : b) << makeRun(i);
    QCOMPARE(m_store->importRuns(source(QStringLiteral("first.jsonl")), a).imported, kRuns / 2);
    QCOMPARE(m_store->importRuns(source(QStringLiteral("second.jsonl")), b).imported, kRuns / 2);
    m_model = std::make_unique<RunsTableModel>(m_store.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
}

void TestRunsTableModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_store.reset();
    m_dir.reset();
}

void TestRunsTableModel::fetchesLazily()
{
    QCOMPARE(m_model->rowCount(), 0); // nothing read before the first query
    m_model->refresh();
    QCOMPARE(m_model->totalCount(), kRuns);
    QCOMPARE(m_model->rowCount(), RunsTableModel::kPageSize);
    QVERIFY(m_model->canFetchMore({}));
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    m_model->fetchMore({});
    QCOMPARE(m_model->rowCount(), 2 * RunsTableModel::kPageSize);
    QCOMPARE(inserted.count(), 1);
    while (m_model->canFetchMore({}))
        m_model->fetchMore({});
    QCOMPARE(m_model->rowCount(), kRuns);
    // Default order: row id; every run once.
    QSet<qint64> ids;
    for (int row = 0; row < kRuns; ++row)
        ids.insert(m_model->data(m_model->index(row, 0), RunsTableModel::RunIdRole).toLongLong());
    QCOMPARE(ids.size(), kRuns);
    QCOMPARE(m_model->runId(0), 1);
}

void TestRunsTableModel::sortsBothWays_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("ascendingFirst");
    QTest::addColumn<QString>("descendingFirst");
    QLocale locale;
    QTest::newRow("TPOT") << int(RunsTableModel::TpotMs) << locale.toString(10.0, 'f', 1)
                          << locale.toString(10.0 + (kRuns - 1) * 0.01, 'f', 1);
    QTest::newRow("output tokens/s")
        << int(RunsTableModel::OutputTokS) << locale.toString(1000.0, 'f', 0)
        << locale.toString(1000.0 + kRuns - 1, 'f', 0);
    QTest::newRow("measured") << int(RunsTableModel::MeasuredAt)
                              << QStringLiteral("2026-01-01 00:00")
                              << QStringLiteral("2026-01-20 23:00");
    QTest::newRow("source file") << int(RunsTableModel::SourceFile) << QStringLiteral("first.jsonl")
                                 << QStringLiteral("second.jsonl");
}

void TestRunsTableModel::sortsBothWays()
{
    QFETCH(int, column);
    QFETCH(QString, ascendingFirst);
    QFETCH(QString, descendingFirst);
    m_model->sort(column, Qt::AscendingOrder);
    QCOMPARE(m_model->totalCount(), kRuns);
    QCOMPARE(m_model->data(m_model->index(0, column)).toString(), ascendingFirst);
    m_model->sort(column, Qt::DescendingOrder);
    QCOMPARE(m_model->totalCount(), kRuns);
    QCOMPARE(m_model->data(m_model->index(0, column)).toString(), descendingFirst);
    QVERIFY(m_model->runId(0) != 0);
}

void TestRunsTableModel::filters_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QDate>("from");
    QTest::addColumn<QDate>("to");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected");
    const QDate none;
    QTest::newRow("model") << "kimi-k2.5"
                           << ""
                           << "" << none << none << "" << kRuns / 2;
    QTest::newRow("model+gpu+engine") << "deepseek-r1"
                                      << "h200"
                                      << "vllm" << none << none << "" << 67; // i % 30 == 0
    QTest::newRow("one day") << ""
                             << ""
                             << "" << QDate(2026, 1, 3) << QDate(2026, 1, 3) << "" << 100;
    QTest::newRow("from") << ""
                          << ""
                          << "" << QDate(2026, 1, 19) << none << "" << 200;
    QTest::newRow("to") << ""
                        << ""
                        << "" << none << QDate(2026, 1, 2) << "" << 200;
    QTest::newRow("notes text") << ""
                                << ""
                                << "" << none << none << "NEEDLE" << 1;
    QTest::newRow("source text") << ""
                                 << ""
                                 << "" << none << none << "second" << kRuns / 2;
    QTest::newRow("like wildcard is literal") << ""
                                              << ""
                                              << "" << none << none << "%" << 0;
    QTest::newRow("nothing") << "glm-5"
                             << ""
                             << "" << none << none << "" << 0;
}

void TestRunsTableModel::filters()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(QString, engine);
    QFETCH(QDate, from);
    QFETCH(QDate, to);
    QFETCH(QString, text);
    QFETCH(int, expected);
    RunQuery q;
    q.model = model;
    q.gpu = gpu;
    q.engine = engine;
    q.measuredFrom = from;
    q.measuredTo = to;
    q.text = text;
    q.sortKey = RunSortKey::TtftMeanMs;
    m_model->setQuery(q);
    QCOMPARE(m_model->totalCount(), expected);
    QCOMPARE(m_model->rowCount(), std::min(expected, int(RunsTableModel::kPageSize)));
    while (m_model->canFetchMore({}))
        m_model->fetchMore({});
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const RunRecord r = *m_model->run(row);
        if (!model.isEmpty())
            QCOMPARE(r.model, model);
        if (!gpu.isEmpty())
            QCOMPARE(r.gpu, gpu);
        if (!engine.isEmpty())
            QCOMPARE(r.engine, engine);
        if (from.isValid())
            QVERIFY(r.measuredAt >= from.toString(Qt::ISODate));
    }
    QCOMPARE(m_model->query().model, model);
}

void TestRunsTableModel::refreshAfterDelete()
{
    m_model->sort(RunsTableModel::TpotMs, Qt::AscendingOrder);
    const qint64 first = m_model->runId(0);
    const qint64 second = m_model->runId(1);
    QString error;
    const RemovedRuns removed = m_store->deleteRuns({first}, &error);
    QCOMPARE(error, QString());
    QCOMPARE(removed.runs.size(), 1);
    m_model->refresh();
    QCOMPARE(m_model->totalCount(), kRuns - 1);
    QCOMPARE(m_model->runId(0), second);
    QCOMPARE(m_model->rowOfRun(first), -1);
    QCOMPARE(m_store->restoreRuns(removed), QString());
    m_model->refresh();
    QCOMPARE(m_model->runId(0), first);
}

void TestRunsTableModel::rowOfRunAndFetchTo()
{
    m_model->sort(RunsTableModel::OutputTokS, Qt::DescendingOrder);
    // Run 1 (the first stored, lowest throughput) is last.
    QCOMPARE(m_model->rowOfRun(1), kRuns - 1);
    QVERIFY(!m_model->run(kRuns - 1));
    m_model->fetchTo(kRuns - 1);
    QCOMPARE(m_model->rowCount(), kRuns);
    QCOMPARE(m_model->run(kRuns - 1)->id, 1);
    QCOMPARE(m_model->rowOfRun(999999), -1);
}

void TestRunsTableModel::planText_data()
{
    QTest::addColumn<QString>("serving");
    QTest::addColumn<QVector<int>>("v"); // tp ep dp gpus | pw ptp pep pdp dw dtp dep ddp
    QTest::addColumn<QString>("expected");
    QTest::newRow("ep") << "agg" << QVector<int>{1, 8, 8, 8} << "TP-1 · EP-8 · DP-8";
    QTest::newRow("replicas") << "agg" << QVector<int>{8, 1, 1, 16} << "2× TP-8 · EP-1 · DP-1";
    QTest::newRow("disagg") << "disagg" << QVector<int>{1, 16, 16, 32, 2, 8, 1, 1, 1, 1, 16, 16}
                            << "P 2×TP-8 / D 1×EP-16·DP-16";
    // Worker counts not stated: shown as unknown, never as the one-of-each lower bound.
    QTest::newRow("underdetermined")
        << "disagg" << QVector<int>{8, 8, 1, 12, 0, 4, 4, 1, 0, 8, 8, 1}
        << "P ?×TP-4·EP-4 / D ?×TP-8·EP-8";
}

void TestRunsTableModel::planText()
{
    QFETCH(QString, serving);
    QFETCH(QVector<int>, v);
    QFETCH(QString, expected);
    RunRecord r;
    r.serving = serving;
    r.tp = v[0];
    r.ep = v[1];
    r.attnDp = v[2];
    r.gpus = v[3];
    if (v.size() > 4) {
        r.prefillWorkers = v[4];
        r.prefillTp = v[5];
        r.prefillEp = v[6];
        r.prefillDp = v[7];
        r.decodeWorkers = v[8];
        r.decodeTp = v[9];
        r.decodeEp = v[10];
        r.decodeDp = v[11];
    }
    QCOMPARE(RunsTableModel::planText(r), expected);
    QCOMPARE(RunsTableModel::underdetermined(r),
             QTest::currentDataTag() == QByteArray("underdetermined"));
}

void TestRunsTableModel::notesUpdateInPlace()
{
    m_model->refresh();
    const qint64 id = m_model->runId(3);
    QCOMPARE(m_store->setRunNotes(id, QStringLiteral("rerun with new driver")), QString());
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_model->updateRun(id));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_model->data(m_model->index(3, RunsTableModel::Notes)).toString(),
             QStringLiteral("rerun with new driver"));
    QVERIFY(!m_store->setRunNotes(999999, QStringLiteral("x")).isEmpty());
}

void TestRunsTableModel::deleteRestoresExactly()
{
    // Every run of "first.jsonl" and one of "second.jsonl": the first source goes with them,
    // so the same file can be imported again; restore brings back ids, keys and the source.
    StoredProfile p;
    p.name = QStringLiteral("b200/sglang");
    p.paramsJson = QStringLiteral("{}");
    p.runIds = {1, 2, 1500};
    QCOMPARE(m_store->saveProfiles({p}), QString());
    const QVector<RunRecord> before = m_store->runs();
    QVector<qint64> ids;
    for (qint64 id = 1; id <= kRuns / 2; ++id)
        ids << id;
    ids << 1500;
    QString error;
    const RemovedRuns removed = m_store->deleteRuns(ids, &error);
    QCOMPARE(error, QString());
    QCOMPARE(removed.runs.size(), kRuns / 2 + 1);
    QCOMPARE(removed.sources.size(), 1);
    QCOMPARE(removed.sources.constFirst().info.fileName, QStringLiteral("first.jsonl"));
    QCOMPARE(removed.profileLinks.size(), 3);
    QCOMPARE(m_store->count(), kRuns / 2 - 1);
    QCOMPARE(m_store->profiles().constFirst().runIds.size(), 0);

    QCOMPARE(m_store->restoreRuns(removed), QString());
    const QVector<RunRecord> after = m_store->runs();
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < before.size(); ++i) {
        QCOMPARE(after.at(i).id, before.at(i).id);
        QCOMPARE(after.at(i).sourceId, before.at(i).sourceId);
        QCOMPARE(after.at(i).runKey(), before.at(i).runKey());
        QCOMPARE(after.at(i).sourceFile, before.at(i).sourceFile);
    }
    QCOMPARE(m_store->profiles().constFirst().runIds, (QVector<qint64>{1, 2, 1500}));

    // After a delete the file can be imported again; restoring then fails and changes nothing.
    const RemovedRuns again = m_store->deleteRuns(ids, &error);
    QVector<RunRecord> a;
    for (int i = 0; i < kRuns / 2; ++i)
        a << makeRun(i);
    QCOMPARE(m_store->importRuns(source(QStringLiteral("first.jsonl")), a).imported, kRuns / 2);
    const qint64 count = m_store->count();
    QVERIFY(!m_store->restoreRuns(again).isEmpty());
    QCOMPARE(m_store->count(), count);

    // Unknown ids delete nothing.
    QVERIFY(m_store->deleteRuns({999999}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestRunsTableModel::facets()
{
    const RunFacets f = m_store->facets();
    QCOMPARE(f.models, (QStringList{QStringLiteral("deepseek-r1"), QStringLiteral("kimi-k2.5")}));
    QCOMPARE(f.gpus, (QStringList{QStringLiteral("b200"), QStringLiteral("h200")}));
    QCOMPARE(f.engines, (QStringList{QStringLiteral("sglang"), QStringLiteral("vllm")}));
}

void TestRunsTableModel::importJobCancelsBetweenFiles()
{
    // 200 vLLM result files; cancel right after the start: the job stops before the next
    // file, every file it took is whole, and the history holds exactly what it reports.
    QStringList paths;
    for (int i = 0; i < 200; ++i) {
        const QJsonObject o{{"backend", "vllm"},
                            {"model_id", "deepseek-ai/DeepSeek-R1"},
                            {"max_concurrency", 64},
                            {"completed", 100},
                            {"total_input_tokens", 102400},
                            {"total_output_tokens", 102400},
                            {"request_throughput", 2.0},
                            {"output_throughput", 2048.0},
                            {"mean_ttft_ms", 100.0 + i},
                            {"mean_tpot_ms", 30.0},
                            {"mean_e2el_ms", 31000.0}};
        const QString path = m_dir->filePath(QStringLiteral("r%1.json").arg(i));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
        paths << path;
    }
    const qint64 before = m_store->count();
    const QJsonObject deployment{{"gpu", "b200"}, {"plan", "ep"}, {"ep", 8}};
    ImportJob job;
    QSignalSpy progress(&job, &ImportJob::progress);
    QSignalSpy finished(&job, &ImportJob::finished);
    QVERIFY(job.start(m_store->path(), paths, deployment));
    QVERIFY(job.isRunning());
    QVERIFY(!job.start(m_store->path(), paths, deployment)); // one import at a time
    job.cancel();
    QVERIFY(finished.wait(30000));
    QVERIFY(!job.isRunning());
    QVERIFY(job.wasCancelled());
    QCOMPARE(job.error(), QString());
    QVERIFY(job.results().size() < paths.size());
    QCOMPARE(progress.count(), job.results().size());
    for (int i = 0; i < job.results().size(); ++i) {
        QCOMPARE(job.results().at(i).path, paths.at(i));
        QCOMPARE(job.results().at(i).imported, 1);
    }
    QCOMPARE(m_store->count(), before + job.importedRuns());
    const int taken = int(job.results().size());

    // Without a cancel every file is taken; the first ones again are duplicates.
    QVERIFY(job.start(m_store->path(), paths.mid(0, 20), deployment));
    QVERIFY(finished.wait(30000));
    QVERIFY(!job.wasCancelled());
    QCOMPARE(job.results().size(), 20);
    int duplicates = 0;
    for (const FileImportResult &r : job.results())
        duplicates += r.duplicates;
    QCOMPARE(duplicates, std::min(taken, 20));
    QCOMPARE(job.importedRuns() + duplicates, 20);
    QCOMPARE(m_store->count(), before + std::max(taken, 20));
}

void TestRunsTableModel::marksWhatTheCatalogDoesNotDescribe()
{
    RunRecord r = makeRun(0);
    r.model = QStringLiteral("llama-3.1-405b");
    r.gpu = QStringLiteral("mi355x");
    QCOMPARE(m_store->importRuns(source(QStringLiteral("amd.json")), {r}).imported, 1);
    m_model->setCatalog(&bundledCatalog());
    RunQuery q;
    q.gpu = QStringLiteral("mi355x");
    m_model->setQuery(q);
    QCOMPARE(m_model->rowCount(), 1);
    const QModelIndex model = m_model->index(0, RunsTableModel::Model);
    const QModelIndex gpu = m_model->index(0, RunsTableModel::Gpu);
    QCOMPARE(model.data().toString(), QStringLiteral("llama-3.1-405b (not in catalog)"));
    QCOMPARE(gpu.data().toString(), QStringLiteral("mi355x (not in catalog)"));
    QVERIFY(model.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(model.data(Qt::ToolTipRole).toString().contains(QLatin1String("not calibrated on")));
    // A catalogued run is shown as it is.
    q.gpu = QStringLiteral("b200");
    m_model->setQuery(q);
    QCOMPARE(m_model->index(0, RunsTableModel::Gpu).data().toString(), QStringLiteral("b200"));
}

void TestRunsTableModel::measuredShowsWhatTheSourceGave_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("shown");
    // A source that gave only the day (the bundled reference runs, InferenceX summaries) is
    // stored as the day: no invented "00:00".
    QTest::newRow("date only") << "2026-01-14"
                               << "2026-01-14";
    // A real midnight (a Unix time stamp) is a time like any other.
    QTest::newRow("midnight UTC") << "2026-01-01T00:00:00Z"
                                  << "2026-01-01 00:00";
    QTest::newRow("local, no zone") << "2026-01-02T03:04:05"
                                    << "2026-01-02 03:04";
    QTest::newRow("not a date") << "last tuesday"
                                << "last tuesday";
}

void TestRunsTableModel::measuredShowsWhatTheSourceGave()
{
    QFETCH(QString, stored);
    QFETCH(QString, shown);
    RunRecord r = makeRun(0);
    r.gpu = QStringLiteral("gb300");
    r.measuredAt = stored;
    QCOMPARE(m_store->importRuns(source(QStringLiteral("dated.json")), {r}).imported, 1);
    RunQuery q;
    q.gpu = QStringLiteral("gb300");
    m_model->setQuery(q);
    QCOMPARE(m_model->rowCount(), 1);
    QCOMPARE(m_model->index(0, RunsTableModel::MeasuredAt).data().toString(), shown);
}

// The AIConfigurator sample states TTFT and TPOT but no throughput for nearly all its runs: the
// Output column shows, marked, what the run's clients imply, and sorts by it with the stated
// figures, so a user can rank the history by throughput at all.
void TestRunsTableModel::outputShowsWhatTheClosedLoopImplies()
{
    const auto run = [](std::optional<double> output) {
        RunRecord r = makeRun(0);
        r.gpu = QStringLiteral("gb300");
        r.outputTokS = output;
        r.concurrencyConfigured = 64;
        r.ttftMeanMs = 500;
        r.tpotMeanMs = 20;
        return r;
    };
    RunRecord stated = run(5000.0);
    // 64 clients, each request 500 + 1023 x 20 = 20,960 ms: 64 x 1024 x 1000 / 20960 tokens/s.
    RunRecord fromLatencies = run(std::nullopt);
    fromLatencies.tpotMeanMs = 9.996; // shown as 10.0, not 10.00
    fromLatencies.ttftMeanMs = 20960.0 - 1023 * 9.996;
    // The achieved concurrency and the stated end-to-end time win: 32 x 1024 x 1000 / 10,000.
    RunRecord fromE2e = run(std::nullopt);
    fromE2e.concurrencyAchieved = 32;
    fromE2e.e2eMeanMs = 10000;
    RunRecord unknown = run(std::nullopt);
    unknown.ttftMeanMs.reset(); // no end-to-end time: nothing to derive
    unknown.notes = QStringLiteral("no ttft");
    // Latencies the store accepts (> 0 ms) that no closed loop runs: 1e300 tokens/s is not
    // shown as a 301-digit figure.
    RunRecord hostile = run(std::nullopt);
    hostile.osl = 1;
    hostile.ttftMeanMs = 1e-290;
    QVERIFY(hostile.rangeError().isEmpty());
    QVERIFY(!hostile.derivedOutputTokS());
    QVERIFY(!unknown.derivedOutputTokS());
    QCOMPARE(m_store
                 ->importRuns(source(QStringLiteral("aic.csv")),
                              {stated, fromLatencies, fromE2e, unknown})
                 .imported,
             4);
    QLocale locale;
    const QString fromLatenciesText =
        QStringLiteral("≈ %1").arg(locale.toString(64.0 * 1024 * 1000 / 20960.0, 'f', 0));
    const QString fromE2eText = QStringLiteral("≈ %1").arg(locale.toString(3276.8, 'f', 0));
    RunQuery q;
    q.gpu = QStringLiteral("gb300");
    q.sortKey = RunSortKey::OutputTokS;
    m_model->setQuery(q);
    QCOMPARE(m_model->rowCount(), 4);
    const auto column = [this](int c) {
        QStringList out;
        for (int row = 0; row < m_model->rowCount(); ++row)
            out << m_model->index(row, c).data().toString();
        return out;
    };
    // Ascending: the run that implies nothing first (NULL), then by the figure shown.
    QCOMPARE(column(RunsTableModel::OutputTokS),
             (QStringList{QString(), fromLatenciesText, fromE2eText, locale.toString(5000)}));
    q.descending = true;
    m_model->setQuery(q);
    QCOMPARE(column(RunsTableModel::OutputTokS),
             (QStringList{locale.toString(5000), fromE2eText, fromLatenciesText, QString()}));
    // The mark is explained; a stated figure needs no explanation.
    QVERIFY(m_model->index(1, RunsTableModel::OutputTokS)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("states no throughput")));
    QVERIFY(m_model->index(0, RunsTableModel::OutputTokS).data(Qt::ToolTipRole).isNull());
    // A client limit is a count: "64", not "64.0"; a latency rounds to its magnitude.
    QCOMPARE(column(RunsTableModel::Concurrency).first(), locale.toString(64));
    QCOMPARE(column(RunsTableModel::TpotMs).at(2), locale.toString(10.0, 'f', 1));
}

QTEST_GUILESS_MAIN(TestRunsTableModel)
#include "tst_runstablemodel.moc"
