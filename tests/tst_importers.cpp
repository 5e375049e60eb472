// Importers of benchmark result files: recognition by content, unit normalisation, every kind
// of bad input refused with a message naming the file (and the history unchanged), and the CLI
// (`moeplan-cli import` / `runs`). Every file is written by the test; the AIConfigurator sample
// in ../shared/data is read in place when present.

#include "calibration.h"
#include "catalogloader.h"
#include "historystore.h"
#include "importers.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

#include <sys/stat.h>

using namespace moeplan::core;

namespace {

using testutil::writeFile;

QJsonObject deployment(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

const char *const kB200Ep8 = R"({"gpu": "b200", "plan": "ep", "ep": 8})";

/// A vLLM `vllm bench serve --save-result` object; `extra` replaces or adds keys.
QByteArray vllmRun(const QJsonObject &extra = {}, const QStringList &drop = {})
{
    QJsonObject o{{"date", "20260102-030405"},
                  {"endpoint_type", "openai"},
                  {"backend", "vllm"},
                  {"label", QJsonValue::Null},
                  {"model_id", "deepseek-ai/DeepSeek-R1"},
                  {"tokenizer_id", "deepseek-ai/DeepSeek-R1"},
                  {"num_prompts", 100},
                  {"request_rate", "inf"},
                  {"burstiness", 1.0},
                  {"max_concurrency", 64},
                  {"duration", 50.0},
                  {"completed", 100},
                  {"failed", 0},
                  {"total_input_tokens", 102400},
                  {"total_output_tokens", 102400},
                  {"request_throughput", 2.0},
                  {"output_throughput", 2048.0},
                  {"total_token_throughput", 4096.0},
                  {"mean_ttft_ms", 200.0},
                  {"median_ttft_ms", 190.0},
                  {"p99_ttft_ms", 400.0},
                  {"mean_tpot_ms", 30.0},
                  {"median_tpot_ms", 29.0},
                  {"p99_tpot_ms", 40.0},
                  {"mean_itl_ms", 30.5},
                  {"mean_e2el_ms", 31000.0}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    for (const QString &k : drop)
        o.remove(k);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// An SGLang bench_serving line with a bare Infinity request rate, as Python writes it.
QByteArray sglangLine(double ttft = 100.0)
{
    return QByteArray(
               R"({"backend": "sglang", "dataset_name": "random", "request_rate": Infinity, )"
               R"("max_concurrency": 32, "random_input_len": 1000, "random_output_len": 900, )"
               R"("duration": 10.0, "completed": 50, "total_input_tokens": 50000, )"
               R"("total_output_tokens": 45000, "request_throughput": 5.0, )"
               R"("input_throughput": 5000.0, "output_throughput": 4500.0, )"
               R"("mean_e2e_latency_ms": 6000.0, "mean_ttft_ms": )") +
           QByteArray::number(ttft) +
           R"(, "p99_ttft_ms": 300.0, "mean_tpot_ms": 6.5, "mean_itl_ms": 6.4, "concurrency": 30.0, )"
           R"("accept_length": 2.5, "note": "NaN and Infinity stay text"})";
}

const QByteArray kAicHeader = testutil::kAiConfiguratorHeader;

} // namespace

class TestImporters : public QObject
{
    Q_OBJECT

private slots:
    void quoteNonFinite();
    void vllmSaveResult();
    void vllmLegacyAndAppendResult();
    void sglangInfinityAccepted();
    void tpotFromE2eAndTtft();
    void secondsWithoutMsSuffix();
    void deploymentDefaults();
    void aicCsv();
    void historyRunsFile();
    void rejects_data();
    void rejects();
    void keepsWhatCanBeStored();
    void fileWinsFlagsFillBlanks();
    void overTwoHundredMegabytes();
    void siliconSample();
    void cliImportAndRuns();
    void cliImportsAFolder();
    void onlyRegularFilesAreRead();
    void concurrentImportsLoseNothing();
    void dbIsAPathNotAUri();
    void aiperfJson();
    void aiperfCsv();
    void genaiPerfJsonAndCsv();
    void inferenceXAggregate();
    void measuredRunsCsvForPrediction();
};

void TestImporters::quoteNonFinite()
{
    const QByteArray python = "{\"a\": Infinity, \"b\": -Infinity, \"c\": NaN, "
                              "\"d\": \"NaN \\\" Infinity\"}";
    const QByteArray strict = "{\"a\": \"Infinity\", \"b\": \"-Infinity\", \"c\": \"NaN\", "
                              "\"d\": \"NaN \\\" Infinity\"}";
    QCOMPARE(quoteNonFiniteLiterals(python), strict);
    QCOMPARE(quoteNonFiniteLiterals(R"({"a": 1})"), QByteArray(R"({"a": 1})"));
}

void TestImporters::vllmSaveResult()
{
    const ImportedFile f =
        importResultBytes(vllmRun(), QStringLiteral("r.json"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("vllm-bench-serve"));
    QCOMPARE(f.source.fileName, QStringLiteral("r.json"));
    QCOMPARE(f.source.contentSha256.size(), 64);
    QCOMPARE(f.runs.size(), 1);
    const RunRecord &r = f.runs.first();
    QCOMPARE(r.model, QStringLiteral("deepseek-r1")); // Hugging Face id through the aliases
    QCOMPARE(r.gpu, QStringLiteral("b200"));
    // "backend": "vllm" is the benchmark client's request format, not the server.
    QCOMPARE(r.engine, QStringLiteral("unknown"));
    QVERIFY(f.notes.join(QLatin1Char('\n')).contains(QLatin1String("serving engine")));
    QCOMPARE(r.gpus, 8);
    QCOMPARE(r.ep, 8);
    QCOMPARE(r.attnDp, 8);
    QCOMPARE(r.topology, QStringLiteral("hgx-ib"));
    QCOMPARE(r.isl, 1024);
    QCOMPARE(r.osl, 1024);
    QCOMPARE(*r.ttftMeanMs, 200.0);
    QCOMPARE(*r.ttftP99Ms, 400.0);
    QCOMPARE(*r.tpotMeanMs, 30.0);
    QCOMPARE(*r.e2eMeanMs, 31000.0);
    QCOMPARE(*r.outputTokS, 2048.0);
    QCOMPARE(*r.totalTokS, 4096.0);
    QCOMPARE(*r.concurrencyConfigured, 64.0);
    QCOMPARE(*r.concurrencyAchieved, 62.0); // Little's law: 2 req/s x 31 s
    QCOMPARE(*r.batchPerRank, 8.0);         // 64 over 8 attention-DP ranks
    QCOMPARE(r.measuredAt, QStringLiteral("2026-01-02T03:04:05"));
}

void TestImporters::vllmLegacyAndAppendResult()
{
    // Legacy benchmark_serving.py: "request_goodput:" typo, best_of, start time.
    const QByteArray legacy = vllmRun(
        {{"request_goodput:", 1.5}, {"best_of", 1}, {"benchmark_start_time_unix", 1767225600.0}},
        {"date"});
    ImportedFile f = importResultBytes(legacy, QStringLiteral("l.json"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("vllm-benchmark-serving"));
    QCOMPARE(f.runs.first().measuredAt, QStringLiteral("2026-01-01T00:00:00Z"));

    // --append-result: one object per line.
    const QByteArray lines = vllmRun({{"max_concurrency", 1}}) + '\n' +
                             vllmRun({{"max_concurrency", 8}}) + "\n\n" +
                             vllmRun({{"max_concurrency", 64}}) + '\n';
    f = importResultBytes(lines, QStringLiteral("a.jsonl"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.runs.size(), 3);
    QCOMPARE(*f.runs.at(1).concurrencyConfigured, 8.0);
}

void TestImporters::sglangInfinityAccepted()
{
    const QByteArray text = sglangLine(100) + '\n' + sglangLine(120) + '\n';
    const ImportedFile f = importResultBytes(
        text, QStringLiteral("s.jsonl"),
        deployment(R"({"model": "moonshotai/Kimi-K2.5", "gpu": "gb200", "plan": "tp", "tp": 4})"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("sglang-bench-serving"));
    QCOMPARE(f.runs.size(), 2);
    const RunRecord &r = f.runs.first();
    QCOMPARE(r.model, QStringLiteral("kimi-k2.5"));
    QCOMPARE(r.engine, QStringLiteral("sglang"));
    QCOMPARE(r.topology, QStringLiteral("nvl72")); // from the GPU kind
    QCOMPARE(r.gpus, 4);
    QCOMPARE(r.isl, 1000);
    QCOMPARE(r.osl, 900);
    QCOMPARE(*r.e2eMeanMs, 6000.0);
    QCOMPARE(*r.totalTokS, 9500.0); // input + output throughput
    QCOMPARE(*r.concurrencyConfigured, 32.0);
    QCOMPARE(*r.concurrencyAchieved, 30.0); // SGLang's "concurrency" is the achieved mean
    QCOMPARE(*r.acceptanceLength, 2.5);
    QCOMPARE(*f.runs.at(1).ttftMeanMs, 120.0);
}

void TestImporters::tpotFromE2eAndTtft()
{
    // No TPOT: (e2e - TTFT) / (output tokens per request - 1) = (1100 - 100) / (101 - 1) = 10.
    const QByteArray run = vllmRun({{"mean_ttft_ms", 100.0},
                                    {"mean_e2el_ms", 1100.0},
                                    {"completed", 10},
                                    {"total_output_tokens", 1010}},
                                   {"mean_tpot_ms", "median_tpot_ms", "p99_tpot_ms"});
    const ImportedFile f = importResultBytes(run, QStringLiteral("t.json"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(*f.runs.first().tpotMeanMs, 10.0);
    QCOMPARE(f.runs.first().osl, 101);
}

void TestImporters::secondsWithoutMsSuffix()
{
    const QByteArray run =
        vllmRun({{"mean_ttft", 0.25}, {"mean_tpot", 0.012}}, {"mean_ttft_ms", "mean_tpot_ms"});
    const ImportedFile f = importResultBytes(run, QStringLiteral("s.json"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(*f.runs.first().ttftMeanMs, 250.0);
    QCOMPARE(*f.runs.first().tpotMeanMs, 12.0);
}

void TestImporters::deploymentDefaults()
{
    // Disaggregated: the GPU count from the workers and their plans.
    const ImportedFile f =
        importResultBytes(vllmRun(), QStringLiteral("d.json"),
                          deployment(R"({"gpu": "gb300", "serving": "disagg", "engine": "trtllm",
                      "prefill": {"tp": 4, "workers": 2},
                      "decode": {"tp": 1, "dp": 16, "ep": 16, "workers": 1}})"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    const RunRecord &r = f.runs.first();
    QCOMPARE(r.gpus, 2 * 4 + 16);
    QCOMPARE(r.topology, QStringLiteral("nvl72"));
    QCOMPARE(r.serving, QStringLiteral("disagg"));
    QCOMPARE(r.engine, QStringLiteral("trtllm"));
    QCOMPARE(r.prefillWorkers, 2);
    QCOMPARE(r.decodeDp, 16);
    QCOMPARE(r.ep, 16);
    QCOMPARE(*r.batchPerRank, 4.0); // 64 over 16 decode ranks
}

void TestImporters::historyRunsFile()
{
    // The project's own runs file (the bundled reference history's format) imports as is.
    const ImportedFile f = importResultFile(
        QStringLiteral(MOEPLAN_SOURCE_DIR "/resources/history/reference-runs.json"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("moeplan-history-runs"));
    QVERIFY(f.runs.size() >= 30);
    for (const RunRecord &r : f.runs)
        QVERIFY(!r.model.isEmpty() && !r.gpu.isEmpty() && r.gpus > 0);
    // A broken one is refused whole, naming the file.
    const ImportedFile bad = importResultBytes(
        R"({"format": "moeplan-history-runs", "version": 1, "runs": [{"model": 3}]})",
        QStringLiteral("mine.json"));
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().startsWith(QLatin1String("mine.json: ")));
    QVERIFY(bad.runs.isEmpty());
}

void TestImporters::aicCsv()
{
    QByteArray csv = kAicHeader;
    csv += "row-a,\"dump; config_id=1; silicon_concurrency=96; measured=2026-03-01T00:00:00.000Z; "
           "image=vllm/vllm-openai:v0\",vllm,0.1,deepseek-ai/DeepSeek-R1,b200_sxm,fp8,agg,1024,"
           "1024,fp8,fp8,12,1,1,8,1,8,,,,,,,,,,,,,,,150.5,12.25\n";
    csv += "row-b,dump; silicon_concurrency=32,trtllm,1.0,moonshotai/Kimi-K2.5,gb200,fp4,disagg,"
           "8192,1024,nvfp4,nvfp4,,,,,,,1,2,4,1,1,4,1,8,2,8,1,1,8,1,900,20\n";
    csv += "row-c,dump; silicon_concurrency=8,trtllm,1.0,moonshotai/Kimi-K2.5,gb200,fp4,disagg,"
           "8192,1024,nvfp4,nvfp4,,,,,,,,,4,1,1,4,1,,,8,1,1,8,1,900,20\n";
    csv += "row-d,dump; silicon_concurrency=8,trtllm,1.0,acme/NoSuchModel,gb200,fp4,agg,"
           "8192,1024,nvfp4,nvfp4,8,8,1,1,1,8,,,,,,,,,,,,,,,900,20\n";
    csv += "row-e,dump; silicon_concurrency=8,trtllm,1.0,Qwen/Qwen3-32B,h100_sxm,fp8,agg,"
           "1024,1024,fp8,fp8,4,2,1,1,1,0,,,,,,,,,,,,,,,90,-3\n";
    const ImportedFile f = importResultBytes(csv, QStringLiteral("aic.csv"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("aiconfigurator-csv"));
    QCOMPARE(f.runs.size(), 4);
    QCOMPARE(f.rejectedRows.size(), 1);
    QVERIFY(
        f.rejectedRows.at(0).message().contains(QLatin1String("silicon_tpot_ms must be positive")));
    // Worker counts blank: stored underdetermined, the counts empty, GPUs at the least it used
    // (one worker of each), no batch per rank guessed, and said so.
    const RunRecord &under = f.runs.at(2);
    QCOMPARE(under.serving, QStringLiteral("disagg"));
    QCOMPARE(under.prefillWorkers, 0);
    QCOMPARE(under.decodeWorkers, 0);
    QCOMPARE(under.gpus, 4 + 8);
    QVERIFY(!under.batchPerRank);
    QCOMPARE(*under.concurrencyConfigured, 8.0);
    QVERIFY2(f.notes.join(QLatin1Char('\n'))
                 .contains(QLatin1String("underdetermined (not stated: prefill workers and "
                                         "decode workers)")),
             qPrintable(f.notes.join(QLatin1Char('\n'))));
    const Placement placed = placeRun(bundledCatalog(), under);
    QVERIFY2(placed.obs, qPrintable(placed.reason));
    QCOMPARE(placed.obs->missing,
             QStringList({QStringLiteral("prefill workers"), QStringLiteral("decode workers")}));
    QCOMPARE(placed.obs->concurrency, 8.0);
    // A model the catalog does not know is kept under its normalised name, and said so.
    QCOMPARE(f.runs.at(3).model, QStringLiteral("nosuchmodel"));
    QVERIFY(f.runs.at(3).notes.contains(QLatin1String("model as written: acme/NoSuchModel")));
    QVERIFY(f.notes.join(QLatin1Char('\n'))
                .contains(QLatin1String("model \"acme/NoSuchModel\" is not in the catalog")));

    const RunRecord &agg = f.runs.at(0);
    QCOMPARE(agg.model, QStringLiteral("deepseek-r1"));
    QCOMPARE(agg.gpu, QStringLiteral("b200"));
    QCOMPARE(agg.engine, QStringLiteral("vllm"));
    QCOMPARE(agg.precision, QStringLiteral("fp8"));
    QCOMPARE(agg.gpus, 8);
    QCOMPARE(agg.attnDp, 8);
    QCOMPARE(agg.ep, 8);
    QCOMPARE(*agg.batchPerRank, 12.0);
    QCOMPARE(*agg.concurrencyConfigured, 96.0);
    QCOMPARE(*agg.ttftMeanMs, 150.5);
    QCOMPARE(*agg.tpotMeanMs, 12.25);
    QCOMPARE(agg.measuredAt, QStringLiteral("2026-03-01T00:00:00Z"));
    QVERIFY(agg.notes.contains(QLatin1String("vllm/vllm-openai:v0")));

    const RunRecord &dis = f.runs.at(1);
    QCOMPARE(dis.serving, QStringLiteral("disagg"));
    QCOMPARE(dis.topology, QStringLiteral("nvl72"));
    QCOMPARE(dis.gpus, 2 * 4 + 2 * 8); // prefill 2 x tp4, decode 2 x tp8
    QCOMPARE(dis.decodeWorkers, 2);
    QCOMPARE(dis.tp, 8);
    QCOMPARE(*dis.batchPerRank, 8.0);

    // decode_batch_size is per attention-DP rank: concurrency 128 = 1 worker x 16 x DP-8.
    QByteArray dp = kAicHeader;
    dp += "row-f,dump; silicon_concurrency=128,trtllm,1.0,deepseek-ai/DeepSeek-R1,b200_sxm,fp8,"
          "disagg,8192,1024,fp8,fp8,,,,,,,1,1,1,1,8,1,8,16,1,1,1,8,1,8,1950,31\n";
    const ImportedFile g = importResultBytes(dp, QStringLiteral("dp.csv"));
    QVERIFY2(g.ok() && g.runs.size() == 1, qPrintable(g.error()));
    QCOMPARE(g.runs.at(0).decodeDp, 8);
    QCOMPARE(*g.runs.at(0).batchPerRank, 16.0);
}

void TestImporters::rejects_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("deploymentJson");
    QTest::addColumn<QString>("reason");

    const QString dep = QLatin1String(kB200Ep8);
    QTest::newRow("empty") << QByteArray("  \n") << dep << "empty file";
    QTest::newRow("not json") << QByteArray("hello, world\n") << dep << "not a recognised";
    QTest::newRow("truncated") << vllmRun().left(200) << dep << "not valid JSON";
    QTest::newRow("array of numbers")
        << QByteArray("[1, 2]") << dep << "element 1: not a JSON object";
    QTest::newRow("unknown object")
        << QByteArray(R"({"hello": 1})") << dep << "not a recognised benchmark result";
    QTest::newRow("wrong type") << vllmRun({{"mean_ttft_ms", "fast"}}) << dep
                                << "\"mean_ttft_ms\": \"fast\" is not a number";
    QTest::newRow("no TTFT nor TPOT")
        << vllmRun({}, {"mean_ttft_ms", "median_ttft_ms", "p99_ttft_ms", "mean_tpot_ms",
                        "median_tpot_ms", "p99_tpot_ms"})
        << dep << "no TTFT or TPOT";
    QTest::newRow("NaN latency") << vllmRun().replace("\"mean_tpot_ms\":30", "\"mean_tpot_ms\":NaN")
                                 << dep << "\"mean_tpot_ms\": \"NaN\" is not finite";
    QTest::newRow("infinite latency")
        << vllmRun().replace("\"p99_ttft_ms\":400", "\"p99_ttft_ms\":Infinity") << dep
        << "\"p99_ttft_ms\": \"Infinity\" is not finite";
    QTest::newRow("negative latency")
        << vllmRun({{"mean_ttft_ms", -5.0}}) << dep << "TTFT (mean) = -5 ms is outside (0, 1e8] ms";
    QTest::newRow("absurd latency")
        << vllmRun({{"mean_ttft_ms", 1e308}}) << dep << "TTFT (mean) = 1e+308 ms is outside";
    QTest::newRow("overflowing token count")
        << vllmRun({{"total_output_tokens", 9.3e18}}) << dep
        << "output tokens per request = 9.3e+16 is outside [0, 1e+07]";
    QTest::newRow("fractional completed")
        << vllmRun({{"completed", 1.5}}) << dep << "\"completed\" = 1.5 is not a whole number";
    QTest::newRow("absurd concurrency") << vllmRun({{"max_concurrency", 1e300}}) << dep
                                        << "configured concurrency = 1e+300 is outside (0, 1e+07]";
    QTest::newRow("all zero (failed run)") << vllmRun({{"mean_ttft_ms", 0},
                                                       {"median_ttft_ms", 0},
                                                       {"p99_ttft_ms", 0},
                                                       {"mean_tpot_ms", 0},
                                                       {"median_tpot_ms", 0},
                                                       {"p99_tpot_ms", 0},
                                                       {"mean_itl_ms", 0},
                                                       {"mean_e2el_ms", 0}})
                                           << dep << "every latency is zero";
    QTest::newRow("nothing completed")
        << vllmRun({{"completed", 0}, {"failed", 100}}) << dep << "no request completed";
    QTest::newRow("every line failed")
        << vllmRun({{"completed", 0}}) + '\n' + vllmRun({{"completed", 0}}) << dep
        << "no usable record (2 refused; first: line 1: no request completed";
    QTest::newRow("no gpu kind") << vllmRun() << R"({"plan": "ep", "ep": 8})"
                                 << "no GPU kind";
    QTest::newRow("no plan") << vllmRun() << R"({"gpu": "h200"})"
                             << "no parallel plan";
    QTest::newRow("gpus not whole replicas")
        << vllmRun() << R"({"gpu": "h200", "plan": "ep", "ep": 8, "gpus": 12})"
        << "do not hold whole replicas";
    QTest::newRow("bad deployment key") << vllmRun() << R"({"gpu": "h200", "tp": 8, "colour": 1})"
                                        << "deployment: \"colour\" is not a scenario key";
    QTest::newRow("aiperf cancelled")
        << QByteArray(R"({"aiperf_version": "0.3", "was_cancelled": true,
            "time_to_first_token": {"unit": "ms", "avg": 100, "p50": 90, "p99": 200},
            "request_latency": {"unit": "ms", "avg": 5000},
            "inter_token_latency": {"unit": "ms", "avg": 10}})")
        << dep << "cancelled";
    QTest::newRow("aiperf without core metrics")
        << QByteArray(R"({"aiperf_version": "0.3", "schema_version": "1.5",
            "request_throughput": {"unit": "requests/sec", "avg": 1.5}})")
        << dep << "core metrics missing";
    QTest::newRow("genai-perf all zero")
        << QByteArray(R"({"time_to_first_token": {"unit": "ms", "avg": 0, "p50": 0},
            "request_latency": {"unit": "ms", "avg": 0},
            "inter_token_latency": {"unit": "ms", "avg": 0}})")
        << R"({"gpu": "b200", "plan": "ep", "ep": 8, "model": "deepseek-r1",
               "engine": "vllm"})"
        << "every latency is zero";
    QTest::newRow("aiperf csv without metrics")
        << QByteArray("Metric,avg,min,max\n\nMetric,Value\n") << dep << "without metrics";
    QTest::newRow("aiperf csv bad number")
        << QByteArray("Metric,avg,p50,p99\nTime to First Token (ms),abc,1,2\n") << dep
        << "is not a number";
    QTest::newRow("inferencex zero latency")
        << QByteArray(R"({"hw": "h200", "tp": 8, "ep": 8, "dp_attention": "true", "conc": 64,
            "model": "deepseek-ai/DeepSeek-R1", "framework": "sglang", "precision": "fp8",
            "tput_per_gpu": 100, "output_tput_per_gpu": 50, "mean_ttft": 0, "mean_tpot": 0})")
        << dep << "zero";
    QTest::newRow("inferencex negative tp")
        << QByteArray(R"({"hw": "h200", "tp": -8, "model": "deepseek-ai/DeepSeek-R1",
            "framework": "sglang", "tput_per_gpu": 100, "mean_ttft": 0.1, "mean_tpot": 0.01})")
        << QString() << "\"tp\" must be a whole number in [1, 1e6], not -8";
    QTest::newRow("csv without columns") << QByteArray("id,silicon_ttft_ms\nx,1\n") << dep
                                         << "the column silicon_data_source is missing";
    QTest::newRow("csv with no usable row")
        << kAicHeader + "x,silicon_concurrency=1,vllm,1,acme/None,h100,fp8,agg,1,1,,,,1,1,1,1,1,,,"
                        ",,,,,,,,,,,,5,-5\n"
        << dep << "silicon_tpot_ms must be positive";
    // A plan whose GPU count overflows an int (65536 x 65536) is refused by name, not stored
    // as 0 GPUs (the fuzz smoke found the runs-file form; these are the multiplied forms).
    QTest::newRow("aic agg plan beyond any cluster")
        << kAicHeader + "x,silicon_concurrency=1,vllm,1,acme/None,h100,fp8,agg,1,1,,,1,65536,1,"
                        "65536,1,1,,,,,,,,,,,,,,,5,5\n"
        << dep << "GPUs: the file's plan multiplies out to more than";
    QTest::newRow("aic disagg plan beyond any cluster")
        << kAicHeader + "x,silicon_concurrency=1,vllm,1,acme/None,h100,fp8,disagg,1,1,,,,,,,,,1,1,"
                        "65536,1,65536,1,1,1,1,8,1,1,1,1,5,5\n"
        << dep << "GPUs: the file's plan multiplies out to more than";
    QTest::newRow("runs file run without its GPUs")
        << QByteArray(R"({"format": "moeplan-history-runs", "version": 1, "runs": [
            {"model": "deepseek-r1", "engine": "sglang", "gpu": "h200", "topology": "hgx-ib",
             "serving": "agg", "tpot_mean_ms": 5}]})")
        << dep << "run 1: GPUs = 0 is outside [1, 1000000]";
    QTest::newRow("sqlite header")
        << QByteArray("SQLite format 3\0garbage", 23) << dep << "an SQLite database";
}

void TestImporters::rejects()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, deploymentJson);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("input.json"), content);
    QVERIFY(!path.isEmpty());

    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QVERIFY(store
                .importRuns(
                    {QStringLiteral("seed"),
                     QStringLiteral("t"),
                     {},
                     {},
                     QStringLiteral("seed-hash"),
                     {}},
                    importResultBytes(vllmRun(), QStringLiteral("seed"), deployment(kB200Ep8)).runs)
                .ok());
    const qint64 before = store.count();

    const ImportedFile f =
        importResultFile(path, QJsonDocument::fromJson(deploymentJson.toUtf8()).object());
    QVERIFY2(!f.ok(), "the bad file was accepted");
    QVERIFY(f.runs.isEmpty());
    QVERIFY2(f.error().contains(path), qPrintable(f.error()));
    QVERIFY2(f.error().contains(reason), qPrintable(f.error()));
    QCOMPARE(store.count(), qint64(before));
}

void TestImporters::keepsWhatCanBeStored()
{
    const QJsonObject dep = deployment(kB200Ep8);
    // A model and a GPU the catalog does not know: stored under their normalised names.
    ImportedFile f =
        importResultBytes(vllmRun({{"model_id", "acme/Nonexistent-1T-FP8"}}),
                          QStringLiteral("r.json"), deployment(R"({"gpu": "MI355X", "tp": 8})"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.runs.first().model, QStringLiteral("nonexistent-1t"));
    QCOMPARE(f.runs.first().precision, QStringLiteral("fp8")); // from the name's suffix
    QCOMPARE(f.runs.first().gpu, QStringLiteral("mi355x"));
    QCOMPARE(f.runs.first().topology, QStringLiteral("hgx-ib"));
    QVERIFY(f.runs.first().notes.contains(QLatin1String("acme/Nonexistent-1T-FP8")));

    // No TTFT: the run is kept without it.
    f = importResultBytes(vllmRun({}, {"mean_ttft_ms", "median_ttft_ms", "p99_ttft_ms"}),
                          QStringLiteral("r.json"), dep);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QVERIFY(!f.runs.first().ttftMeanMs);
    QCOMPARE(*f.runs.first().tpotMeanMs, 30.0);

    // Only the median TPOT: stored as the median, and the summary says calibration uses it.
    f = importResultBytes(vllmRun({}, {"mean_tpot_ms", "p99_tpot_ms"}), QStringLiteral("r.json"),
                          dep);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QVERIFY(!f.runs.first().tpotMeanMs);
    QCOMPARE(*f.runs.first().tpotMedianMs, 29.0);
    QVERIFY(
        f.notes.join(QLatin1Char('\n')).contains(QLatin1String("TPOT: the file gives the median")));

    // One bad record of several: the others are stored, the bad one named with its line.
    f = importResultBytes(vllmRun() + '\n' + vllmRun({{"completed", 0}, {"max_concurrency", 8}}) +
                              "\n{\"mean_ttft_ms\": 1,\n" + vllmRun({{"max_concurrency", 16}}),
                          QStringLiteral("many.jsonl"), dep);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.records, 4);
    QCOMPARE(f.runs.size(), 2);
    QCOMPARE(f.rejectedRows.size(), 2);
    QVERIFY2(f.rejectedRows.at(0).message().startsWith(
                 QLatin1String("many.jsonl: line 2: no request completed")),
             qPrintable(f.rejectedRows.at(0).message()));
    QVERIFY2(f.rejectedRows.at(1).message().startsWith(
                 QLatin1String("many.jsonl: line 3: not valid JSON")),
             qPrintable(f.rejectedRows.at(1).message()));
    QCOMPARE(*f.runs.at(1).concurrencyConfigured, 16.0);
}

void TestImporters::fileWinsFlagsFillBlanks()
{
    // SGLang's server_info states the plan (DP-attention 8, EP 8) and the model: they win over
    // the flags, which only fill the GPU kind; each conflict is reported.
    const QByteArray line =
        R"({"backend": "sglang", "dataset_name": "random", "request_rate": Infinity, )"
        R"("max_concurrency": 64, "server_info": {"model_path": "/models/DeepSeek-R1-0528", )"
        R"("tp_size": 8, "dp_size": 8, "ep_size": 8, "enable_dp_attention": true, )"
        R"("version": "0.5.2"}, "duration": 10.0, "completed": 50, "total_input_tokens": 50000, )"
        R"("total_output_tokens": 45000, "request_throughput": 5.0, "output_throughput": 4500.0, )"
        R"("mean_e2e_latency_ms": 6000.0, "mean_ttft_ms": 100.0, "mean_tpot_ms": 6.5, )"
        R"("concurrency": 30.0})";
    const ImportedFile f = importResultBytes(
        line, QStringLiteral("s.jsonl"),
        deployment(R"({"gpu": "h200", "plan": "tp", "tp": 4, "model": "qwen3-32b"})"));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    const RunRecord &r = f.runs.first();
    QCOMPARE(r.model, QStringLiteral("deepseek-r1"));
    QCOMPARE(r.gpu, QStringLiteral("h200"));
    QCOMPARE(r.engine, QStringLiteral("sglang"));
    QCOMPARE(r.engineVersion, QStringLiteral("0.5.2"));
    QCOMPARE(r.tp, 1);
    QCOMPARE(r.attnDp, 8);
    QCOMPARE(r.ep, 8);
    QCOMPARE(r.gpus, 8);
    QCOMPARE(*r.batchPerRank, 8.0); // 64 over 8 attention-DP ranks
    const QString notes = f.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("plan: the file says TP1 DP8 EP8, the deployment TP4 "
                                          "DP1 EP1; the file's is kept")),
             qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1String("model: the file says \"/models/DeepSeek-R1-0528\", "
                                          "the deployment \"qwen3-32b\"")),
             qPrintable(notes));
}

void TestImporters::overTwoHundredMegabytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxImportBytes + 1)); // sparse: nothing is written
    }
    const ImportedFile f = importResultFile(path, deployment(kB200Ep8));
    QVERIFY(!f.ok());
    QVERIFY2(f.error().contains(path), qPrintable(f.error()));
    QVERIFY2(f.error().contains(QLatin1String("larger than 200 MB")), qPrintable(f.error()));
}

void TestImporters::siliconSample()
{
    const QString path = QStringLiteral(MOEPLAN_SHARED_DIR "/data/silicon_sample_train.csv");
    if (!QFile::exists(path))
        QSKIP(qPrintable(QStringLiteral("%1 is absent").arg(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    qsizetype rows = 0;
    for (const QByteArray &line : file.readAll().split('\n'))
        rows += line.trimmed().isEmpty() ? 0 : 1;
    --rows; // the header

    const ImportedFile f = importResultFile(path);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.runs.size() + f.rejectedRows.size(), rows);
    qInfo("%s: %lld rows, %lld runs, %lld rejected", qPrintable(path), qlonglong(rows),
          qlonglong(f.runs.size()), qlonglong(f.rejectedRows.size()));
    QHash<QString, int> reasons;
    for (const InputError &r : f.rejectedRows)
        ++reasons[r.reason];
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        qInfo("  rejected %d x: %s", it.value(), qPrintable(it.key()));

    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    const ImportOutcome outcome = store.importRuns(f.source, f.runs);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    QCOMPARE(qsizetype(outcome.imported + outcome.duplicates), f.runs.size());
    QCOMPARE(store.count(), qint64(outcome.imported));
    qInfo("  stored %d, %d rows repeat a stored measurement", outcome.imported, outcome.duplicates);
    const ImportOutcome again = store.importRuns(f.source, f.runs);
    QCOMPARE(again.imported, 0);
    QCOMPARE(store.count(), qint64(outcome.imported));
}

void TestImporters::cliImportAndRuns()
{
    const QString cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
    if (!QFile::exists(cli))
        QSKIP("moeplan-cli is not built");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.sqlite"));
    const QString good = writeFile(dir, QStringLiteral("good.json"), vllmRun());
    const QString sglang = writeFile(dir, QStringLiteral("s.jsonl"), sglangLine());
    const QString bad = writeFile(dir, QStringLiteral("bad.json"), vllmRun().left(100));
    const QString depFile = writeFile(dir, QStringLiteral("dep.json"),
                                      R"({"gpu": "gb200", "plan": "ep", "tp": 1, "ep": 4,
                                          "model": "kimi-k2.5"})");
    auto run = [&](const QStringList &args, QByteArray *out = nullptr) {
        QProcess p;
        p.start(cli, args);
        p.waitForFinished(60000);
        if (out)
            *out = p.readAllStandardOutput();
        return p.exitCode();
    };
    // A database the CLI creates starts with the bundled reference runs.
    QFile refFile(QStringLiteral(MOEPLAN_SOURCE_DIR "/resources/history/reference-runs.json"));
    QVERIFY(refFile.open(QIODevice::ReadOnly));
    const QJsonArray refRuns = QJsonDocument::fromJson(refFile.readAll())[u"runs"].toArray();
    const int ref = int(refRuns.size());
    int refGb200 = 0;
    for (const QJsonValue &v : refRuns)
        refGb200 += v[u"gpu"].toString() == QLatin1String("gb200") ? 1 : 0;
    QVERIFY(ref > 10);

    QByteArray out;
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("b200"), QStringLiteral("--plan"), QStringLiteral("ep"),
                  QStringLiteral("--ep"), QStringLiteral("8"), good, bad},
                 &out),
             1);
    QVERIFY2(out.contains("good.json: imported 1, duplicates 0"), out.constData());
    QVERIFY2(out.contains("bad.json: rejected: not valid JSON"), out.constData());
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db,
                  QStringLiteral("--deployment"), depFile, sglang},
                 &out),
             0);
    QVERIFY2(out.contains("s.jsonl: imported 1"), out.constData());

    // A second database is merged; merging again adds nothing.
    const QString other = dir.filePath(QStringLiteral("node.sqlite"));
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), other,
                  QStringLiteral("--deployment"), depFile, good}),
             0);
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, other}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("imported 1, duplicates %1").arg(ref).toUtf8()),
             out.constData());
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, other}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("imported 0, duplicates %1").arg(ref + 1).toUtf8()),
             out.constData());

    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("json")},
                 &out),
             0);
    QCOMPARE(QJsonDocument::fromJson(out).array().size(), 3 + ref);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("GB200 NVL72")},
                 &out),
             0);
    QCOMPARE(out.count('\n'), 1 + 2 + refGb200); // header + the two gb200 runs + reference

    // Usage errors: exit 2, history unchanged.
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db}), 2);
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--tp"),
                  QStringLiteral("x"), good}),
             2);
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), good, good}), 2);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("xml")}),
             2);
    // Any model name filters (no run of it here: only the header).
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--model"),
                  QStringLiteral("acme/Nope-FP8")},
                 &out),
             0);
    QCOMPARE(out.count('\n'), 1);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("json")},
                 &out),
             0);
    QCOMPARE(QJsonDocument::fromJson(out).array().size(), 3 + ref);
}

void TestImporters::cliImportsAFolder()
{
    const QString cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
    if (!QFile::exists(cli))
        QSKIP("moeplan-cli is not built");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.sqlite"));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("results/node2")));
    writeFile(dir, QStringLiteral("results/a.json"), vllmRun());
    writeFile(dir, QStringLiteral("results/node2/b.jsonl"),
              vllmRun({{"max_concurrency", 8}}) + '\n' +
                  vllmRun({{"completed", 0}, {"failed", 10}, {"max_concurrency", 16}}));
    writeFile(dir, QStringLiteral("results/README.md"), "# runs of the 1 December sweep\n");
    writeFile(dir, QStringLiteral("results/.hidden.json"), "{}");
    auto run = [&](const QStringList &args, QByteArray *out) {
        QProcess p;
        p.start(cli, args);
        p.waitForFinished(60000);
        *out = p.readAllStandardOutput();
        return p.exitCode();
    };
    const QString folder = dir.filePath(QStringLiteral("results"));
    QByteArray out;
    // One refused record: exit 1; every file has its line, the notes and a summary.
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("h100"), QStringLiteral("--tp"), QStringLiteral("8"),
                  QStringLiteral("--no-calibrate"), folder},
                 &out),
             1);
    QVERIFY2(out.contains("a.json: imported 1, duplicates 0 [vllm-bench-serve]"), out.constData());
    QVERIFY2(out.contains("b.jsonl: imported 1, duplicates 0, rejected records 1"),
             out.constData());
    QVERIFY2(out.contains("README.md: skipped: not a benchmark result"), out.constData());
    QVERIFY2(!out.contains(".hidden.json"), out.constData());
    QVERIFY2(out.contains("note: the file does not name the serving engine"), out.constData());
    QVERIFY2(out.contains("3 files: 2 imported (2 new runs), 0 already imported, 0 rejected, 1 "
                          "skipped"),
             out.constData());

    // The same files again: already imported, and how to correct the deployment.
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("h200"), QStringLiteral("--tp"), QStringLiteral("8"),
                  QStringLiteral("--no-calibrate"), dir.filePath(QStringLiteral("results/a.json"))},
                 &out),
             0);
    QVERIFY2(out.contains("imported 0, duplicates 1"), out.constData());
    QVERIFY2(out.contains("add --replace"), out.constData());
    // --replace stores it again with the corrected deployment, in place of the old runs.
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("h200"), QStringLiteral("--tp"), QStringLiteral("8"),
                  QStringLiteral("--no-calibrate"), QStringLiteral("--replace"),
                  dir.filePath(QStringLiteral("results/a.json"))},
                 &out),
             0);
    QVERIFY2(out.contains("imported 1, duplicates 0, replaced 1"), out.constData());
    QCOMPARE(
        run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
             QStringLiteral("NVIDIA H200"), QStringLiteral("--format"), QStringLiteral("json")},
            &out),
        0);
    QJsonArray h200;
    for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
        if (v[u"is_reference"].toInt() == 0)
            h200.append(v);
    }
    QCOMPARE(h200.size(), 1); // the replaced run, now on H200
    QCOMPARE(h200.first()[u"gpu_in_catalog"].toBool(), true);
    QCOMPARE(h200.first()[u"model_in_catalog"].toBool(), true);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("h100"), QStringLiteral("--format"), QStringLiteral("json")},
                 &out),
             0);
    int fromFolder = 0;
    for (const QJsonValue &v : QJsonDocument::fromJson(out).array())
        fromFolder += v[u"is_reference"].toInt() == 0 ? 1 : 0;
    QCOMPARE(fromFolder, 1); // b.jsonl's run; a.json's moved to H200
}

void TestImporters::onlyRegularFilesAreRead()
{
    // Devices and pipes are refused before anything is read (a FIFO with no writer would block
    // forever; /dev/zero would grow without end); a directory names itself.
    ImportedFile f = importResultFile(QStringLiteral("/dev/zero"));
    QVERIFY(!f.ok());
    QVERIFY2(f.error().contains(QLatin1String("/dev/zero: a device, not a file")),
             qPrintable(f.error()));
    QTemporaryDir dir;
    const QByteArray fifo = dir.filePath(QStringLiteral("pipe")).toLocal8Bit();
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    f = importResultFile(QString::fromLocal8Bit(fifo));
    QVERIFY2(f.error().contains(QLatin1String("a named pipe, not a file")), qPrintable(f.error()));
    f = importResultFile(dir.path());
    QVERIFY2(f.error().contains(QLatin1String("is a directory")), qPrintable(f.error()));
    f = importResultFile(dir.filePath(QStringLiteral("absent.json")));
    QVERIFY2(f.error().contains(QLatin1String("no such file")), qPrintable(f.error()));
    // A symlink to a regular file is read as that file.
    const QString target = writeFile(dir, QStringLiteral("r.json"), vllmRun());
    QVERIFY(QFile::link(target, dir.filePath(QStringLiteral("link.json"))));
    f = importResultFile(dir.filePath(QStringLiteral("link.json")), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
}

void TestImporters::concurrentImportsLoseNothing()
{
    // Four imports into one history at once, each refitting the calibration afterwards: every
    // one waits for the others' write lock (BEGIN IMMEDIATE with a busy timeout) and succeeds.
    const QString cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
    if (!QFile::exists(cli))
        QSKIP("moeplan-cli is not built");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.sqlite"));
    {
        QProcess p;
        p.start(cli, {QStringLiteral("import"), QStringLiteral("--db"), db,
                      QStringLiteral("--no-calibrate"), QStringLiteral("--gpu"),
                      QStringLiteral("b200"), QStringLiteral("--tp"), QStringLiteral("8"),
                      writeFile(dir, QStringLiteral("seed.json"), vllmRun())});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
    }
    HistoryStore store;
    QCOMPARE(store.open(db), QString());
    const qint64 before = store.count();
    std::vector<std::unique_ptr<QProcess>> procs;
    for (int i = 0; i < 4; ++i) {
        const QString file = writeFile(dir, QStringLiteral("r%1.json").arg(i),
                                       vllmRun({{"max_concurrency", 100 + i}}));
        procs.push_back(std::make_unique<QProcess>());
        procs.back()->start(cli, {QStringLiteral("import"), QStringLiteral("--db"), db,
                                  QStringLiteral("--gpu"), QStringLiteral("b200"),
                                  QStringLiteral("--tp"), QStringLiteral("8"), file});
    }
    for (auto &p : procs) {
        QVERIFY(p->waitForFinished(120000));
        const QByteArray said = p->readAllStandardOutput() + p->readAllStandardError();
        QVERIFY2(p->exitCode() == 0, said.constData());
    }
    QCOMPARE(store.count(), before + 4);

    // Four imports creating one new history at once: the schema is created once, the reference
    // runs are stored once, and every import lands.
    const QString fresh = dir.filePath(QStringLiteral("new.sqlite"));
    procs.clear();
    for (int i = 0; i < 4; ++i) {
        procs.push_back(std::make_unique<QProcess>());
        procs.back()->start(cli,
                            {QStringLiteral("import"), QStringLiteral("--db"), fresh,
                             QStringLiteral("--no-calibrate"), QStringLiteral("--gpu"),
                             QStringLiteral("b200"), QStringLiteral("--tp"), QStringLiteral("8"),
                             dir.filePath(QStringLiteral("r%1.json").arg(i))});
    }
    for (auto &p : procs) {
        QVERIFY(p->waitForFinished(120000));
        const QByteArray said = p->readAllStandardOutput() + p->readAllStandardError();
        QVERIFY2(p->exitCode() == 0, said.constData());
    }
    HistoryStore created;
    QCOMPARE(created.open(fresh), QString());
    QCOMPARE(created.count(), before - 1 + 4); // the reference runs once, and the four files
}

void TestImporters::dbIsAPathNotAUri()
{
    // "file:x.sqlite" is a file of that name in the current folder, not an SQLite URI (which
    // would write elsewhere, or with ?mode=memory nowhere at all).
    QTemporaryDir dir;
    const QString old = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    HistoryStore store;
    const QString error = store.open(QStringLiteral("file:m.sqlite?mode=memory"));
    QDir::setCurrent(old);
    QCOMPARE(error, QString());
    QVERIFY(
        store
            .importRuns(
                {QStringLiteral("r.json"), QStringLiteral("t"), {}, {}, QStringLiteral("hash"), {}},
                importResultBytes(vllmRun(), QStringLiteral("r.json"), deployment(kB200Ep8)).runs)
            .ok());
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("file:m.sqlite?mode=memory"))));
    HistoryStore again;
    QCOMPARE(again.open(dir.filePath(QStringLiteral("file:m.sqlite?mode=memory"))), QString());
    QCOMPARE(again.count(), qint64(1));
}

namespace {

const char *const kH200Tp8 =
    R"({"gpu": "h200", "plan": "tp", "tp": 8, "model": "deepseek-r1", "engine": "trtllm"})";

QByteArray aiperfJsonExport()
{
    return R"({"schema_version": "1.5", "aiperf_version": "0.4.0", "benchmark_id": "b1",
      "start_time": "2026-05-01T10:00:00Z", "end_time": "2026-05-01T10:10:00Z",
      "was_cancelled": false,
      "input_config": {"endpoint": {"model_names": ["deepseek-ai/DeepSeek-R1"],
                                    "streaming": true},
                       "loadgen": {"concurrency": 32}},
      "request_throughput": {"unit": "requests/sec", "avg": 1.6},
      "request_latency": {"unit": "sec", "avg": 20.0, "p50": 19.0, "p99": 25.0},
      "request_count": {"unit": "requests", "avg": 400},
      "time_to_first_token": {"unit": "ms", "avg": 250.0, "p50": 240.0, "p99": 600.0},
      "inter_token_latency": {"unit": "ms", "avg": 19.5, "p50": 19.0, "p99": 24.0},
      "inter_chunk_latency": {"unit": "ms", "avg": 19.4},
      "output_token_throughput": {"unit": "tokens/sec", "avg": 1600.0},
      "output_sequence_length": {"unit": "tokens", "avg": 1000.0},
      "input_sequence_length": {"unit": "tokens", "avg": 2000.0},
      "error_summary": []})";
}

} // namespace

void TestImporters::aiperfJson()
{
    const ImportedFile f = importResultBytes(
        aiperfJsonExport(), QStringLiteral("profile_export_aiperf.json"), deployment(kH200Tp8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("aiperf"));
    QCOMPARE(f.runs.size(), 1);
    const RunRecord &r = f.runs.at(0);
    QCOMPARE(r.model, QStringLiteral("deepseek-r1"));
    QCOMPARE(r.engine, QStringLiteral("trtllm"));
    QCOMPARE(r.gpu, QStringLiteral("h200"));
    QCOMPARE(r.gpus, 8);
    QCOMPARE(r.tp, 8);
    QCOMPARE(*r.ttftMeanMs, 250.0);
    QCOMPARE(*r.ttftMedianMs, 240.0);
    QCOMPARE(*r.ttftP99Ms, 600.0);
    QCOMPARE(*r.tpotMeanMs, 19.5); // inter_token_latency is TPOT
    QCOMPARE(*r.tpotP99Ms, 24.0);
    QCOMPARE(*r.itlMeanMs, 19.4);
    QCOMPARE(*r.e2eMeanMs, 20000.0); // seconds -> ms
    QCOMPARE(*r.outputTokS, 1600.0);
    QCOMPARE(*r.requestsPerS, 1.6);
    QCOMPARE(*r.concurrencyConfigured, 32.0);
    QCOMPARE(*r.concurrencyAchieved, 32.0); // 1.6 req/s x 20 s
    QCOMPARE(*r.batchPerRank, 32.0);
    QCOMPARE(r.isl, 2000);
    QCOMPARE(r.osl, 1000);
    QCOMPARE(r.measuredAt, QStringLiteral("2026-05-01T10:00:00Z"));

    // AIPerf never names the server: without --engine it is stored as unknown, and said so.
    const ImportedFile noEngine =
        importResultBytes(aiperfJsonExport(), QStringLiteral("p.json"),
                          deployment(R"({"gpu": "h200", "plan": "tp", "tp": 8})"));
    QVERIFY2(noEngine.ok(), qPrintable(noEngine.error()));
    QCOMPARE(noEngine.runs.first().engine, QStringLiteral("unknown"));
    QVERIFY(noEngine.notes.join(QLatin1Char('\n')).contains(QLatin1String("give --engine")));
}

void TestImporters::aiperfCsv()
{
    const QByteArray csv =
        "Metric,avg,min,max,p1,p5,p10,p25,p50,p75,p90,p95,p99,std\n"
        "Time to First Token (ms),250.00,100.00,700.00,110,120,130,200,240.00,260,300,400,"
        "600.00,50\n"
        "Inter Token Latency (ms),19.50,15,30,15,16,17,18,19.00,20,21,22,24.00,1\n"
        "Request Latency (ms),\"20,000.00\",10000,30000,,,,,19000,,,,25000,100\n"
        "Output Sequence Length (tokens),1000,900,1100,,,,,1000,,,,1100,10\n"
        "Input Sequence Length (tokens),2000,2000,2000,,,,,2000,,,,2000,0\n"
        "\n"
        "Metric,Value\n"
        "Output Token Throughput (tokens/sec),\"1,600.00\"\n"
        "Request Throughput (requests/sec),1.60\n"
        "Request Count (requests),400\n"
        "\n"
        "Metric,GPU,avg,min,max\n"
        "GPU Power Usage (W),gpu_0,600,500,700\n";
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("profile_export_aiperf.csv"), csv);
    const ImportedFile f = importResultFile(path, deployment(kH200Tp8));
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f.source.tool, QStringLiteral("aiperf"));
    QCOMPARE(f.source.fileName, QStringLiteral("profile_export_aiperf.csv"));
    const RunRecord &r = f.runs.at(0);
    QCOMPARE(*r.ttftMeanMs, 250.0);
    QCOMPARE(*r.ttftMedianMs, 240.0);
    QCOMPARE(*r.tpotMeanMs, 19.5);
    QCOMPARE(*r.e2eMeanMs, 20000.0);
    QCOMPARE(*r.outputTokS, 1600.0);
    QCOMPARE(*r.requestsPerS, 1.6);
    QCOMPARE(r.osl, 1000);
    QCOMPARE(r.isl, 2000);
    // Same measurement as the JSON export: the same run key.
    const ImportedFile j =
        importResultBytes(aiperfJsonExport(), QStringLiteral("p.json"), deployment(kH200Tp8));
    RunRecord fromJson = j.runs.at(0);
    fromJson.concurrencyConfigured.reset(); // the CSV does not carry the client's settings
    fromJson.batchPerRank.reset();
    fromJson.itlMeanMs.reset();
    fromJson.measuredAt.clear();
    QCOMPARE(r.runKey(), fromJson.runKey());
}

void TestImporters::genaiPerfJsonAndCsv()
{
    const QByteArray json = R"({
      "request_throughput": {"unit": "requests/sec", "avg": 2.0},
      "request_latency": {"unit": "ms", "avg": 10190.0, "p50": 10000, "p99": 12000, "std": 10},
      "time_to_first_token": {"unit": "ms", "avg": 190.0, "p50": 180.0, "p99": 400.0, "std": 5},
      "time_to_second_token": {"unit": "ms", "avg": 30.0},
      "inter_token_latency": {"unit": "ms", "avg": 20.0, "p50": 20.0, "p99": 25.0},
      "output_token_throughput": {"unit": "tokens/sec", "avg": 1019.69},
      "output_token_throughput_per_user": {"unit": "tokens/sec/user", "avg": 50.0},
      "output_sequence_length": {"unit": "tokens", "avg": 501.0},
      "input_sequence_length": {"unit": "tokens", "avg": 1000.0},
      "input_config": {"model": ["deepseek-ai/DeepSeek-R1"], "backend": "tensorrtllm",
                       "service_kind": "triton", "concurrency": 16}})";
    const QJsonObject dep = deployment(R"({"gpu": "b200", "plan": "ep", "ep": 8})");
    const ImportedFile j =
        importResultBytes(json, QStringLiteral("profile_export_genai_perf.json"), dep);
    QVERIFY2(j.ok(), qPrintable(j.error()));
    QCOMPARE(j.source.tool, QStringLiteral("genai-perf"));
    const RunRecord &r = j.runs.at(0);
    QCOMPARE(r.model, QStringLiteral("deepseek-r1"));
    QCOMPARE(r.engine, QStringLiteral("trtllm")); // input_config.backend of the triton service
    QCOMPARE(*r.tpotMeanMs, 20.0);
    QCOMPARE(*r.outputTokS, 1019.69);
    QCOMPARE(*r.concurrencyConfigured, 16.0);
    QCOMPARE(*r.batchPerRank, 2.0); // 16 over 8 attention-DP ranks

    // The CSV: two tables separated by a blank row, numbers with thousands separators.
    const QByteArray csv = "Metric,avg,min,max,p99,p95,p90,p75,p50,p25\n"
                           "Time To First Token (ms),190.00,100,500,400.00,300,250,200,180.00,150\n"
                           "Inter Token Latency (ms),20.00,15,30,25.00,24,23,22,20.00,18\n"
                           "Request Latency (ms),\"10,190.00\",\"9,000\",\"12,500\",\"12,000\","
                           "11000,10800,10500,\"10,000\",9500\n"
                           "Output Sequence Length,501.00,400,600,600,590,580,550,500,450\n"
                           "Input Sequence Length,\"1,000.00\",1000,1000,1000,1000,1000,1000,"
                           "1000,1000\n"
                           "\n"
                           "Metric,Value\n"
                           "Output Token Throughput (per sec),\"1,019.69\"\n"
                           "Request Throughput (per sec),2.00\n";
    const ImportedFile c = importResultBytes(
        csv, QStringLiteral("profile_export_genai_perf.csv"),
        deployment(R"({"gpu": "b200", "plan": "ep", "ep": 8, "model": "deepseek-r1",
                       "engine": "trtllm"})"));
    QVERIFY2(c.ok(), qPrintable(c.error()));
    QCOMPARE(c.source.tool, QStringLiteral("genai-perf"));
    const RunRecord &k = c.runs.at(0);
    QCOMPARE(*k.e2eMeanMs, 10190.0);
    QCOMPARE(*k.ttftP99Ms, 400.0);
    QCOMPARE(*k.outputTokS, 1019.69);
    QCOMPARE(*k.requestsPerS, 2.0);
    QCOMPARE(k.isl, 1000);
    QCOMPARE(k.osl, 501);
}

void TestImporters::inferenceXAggregate()
{
    // A single-node row as process_result.py writes it: latencies in seconds, throughput per GPU.
    const QByteArray agg = R"({"hw": "h200", "tp": 8, "ep": 8, "dp_attention": "true",
      "conc": 256, "model": "deepseek-ai/DeepSeek-R1", "framework": "trt", "precision": "fp8",
      "isl": 1024, "osl": 1024, "tput_per_gpu": 1500.0, "output_tput_per_gpu": 750.0,
      "input_tput_per_gpu": 750.0, "disagg": false, "spec_decoding": "mtp",
      "mean_ttft": 3.0, "median_ttft": 2.9, "p99_ttft": 6.0, "mean_tpot": 0.037,
      "median_tpot": 0.036, "p99_tpot": 0.05, "mean_itl": 0.036, "mean_e2el": 40.0,
      "mean_intvty": 27.0, "image": "nvcr.io/nvidia/tensorrt-llm:1.1.0"})";
    const ImportedFile a = importResultBytes(agg, QStringLiteral("agg_dsr1.json"));
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QCOMPARE(a.source.tool, QStringLiteral("inferencex-agg"));
    const RunRecord &r = a.runs.at(0);
    QCOMPARE(r.model, QStringLiteral("deepseek-r1"));
    QCOMPARE(r.gpu, QStringLiteral("h200"));
    QCOMPARE(r.engine, QStringLiteral("trtllm"));
    QCOMPARE(r.precision, QStringLiteral("fp8"));
    QCOMPARE(r.gpus, 8);
    QCOMPARE(r.tp, 1);
    QCOMPARE(r.attnDp, 8);
    QCOMPARE(r.ep, 8);
    QCOMPARE(r.topology, QStringLiteral("hgx-ib"));
    QCOMPARE(*r.ttftMeanMs, 3000.0);
    QCOMPARE(*r.tpotMeanMs, 37.0);
    QCOMPARE(*r.e2eMeanMs, 40000.0);
    QCOMPARE(*r.outputTokS, 6000.0);
    QCOMPARE(*r.totalTokS, 12000.0);
    QCOMPARE(*r.concurrencyConfigured, 256.0);
    QCOMPARE(*r.batchPerRank, 32.0);
    QCOMPARE(r.drafterKind, QStringLiteral("mtp"));
    QCOMPARE(r.isl, 1024);
    QVERIFY(r.notes.contains(QLatin1String("tensorrt-llm:1.1.0")));

    // A multinode disaggregated row: output per decode GPU.
    const QByteArray dis = R"({"hw": "gb200", "conc": 1024, "model": "deepseek-r1",
      "framework": "dynamo-sglang", "precision": "fp4", "isl": 8192, "osl": 1024,
      "disagg": true, "is_multinode": true,
      "prefill_tp": 4, "prefill_ep": 4, "prefill_dp_attention": true, "prefill_num_workers": 3,
      "decode_tp": 32, "decode_ep": 32, "decode_dp_attention": true, "decode_num_workers": 1,
      "num_prefill_gpu": 12, "num_decode_gpu": 32,
      "tput_per_gpu": 4000.0, "output_tput_per_gpu": 1000.0,
      "mean_ttft": 2.0, "mean_tpot": 0.02, "mean_e2el": 22.0})";
    const ImportedFile d = importResultBytes(dis, QStringLiteral("agg_multinode.json"));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    const RunRecord &m = d.runs.at(0);
    QCOMPARE(m.engine, QStringLiteral("sglang"));
    QCOMPARE(m.serving, QStringLiteral("disagg"));
    QCOMPARE(m.topology, QStringLiteral("nvl72"));
    QCOMPARE(m.gpus, 44);
    QCOMPARE(m.prefillWorkers, 3);
    QCOMPARE(m.prefillDp, 4);
    QCOMPARE(m.decodeDp, 32);
    QCOMPARE(m.decodeTp, 1);
    QCOMPARE(*m.outputTokS, 32000.0);
    QCOMPARE(*m.totalTokS, 4000.0 * 44);
    QCOMPARE(*m.batchPerRank, 32.0);
}

void TestImporters::measuredRunsCsvForPrediction()
{
    // Deployment columns only (no silicon_ttft_ms / silicon_tpot_ms), as `predict --runs` reads.
    QByteArray header = kAicHeader;
    header.replace(",silicon_ttft_ms,silicon_tpot_ms", "");
    QByteArray csv = header;
    csv += "p-agg,dump; silicon_concurrency=96,vllm,0.9,deepseek-ai/DeepSeek-R1,b200_sxm,fp8,agg,"
           "1024,1024,fp8,fp8,12,1,1,8,1,8,,,,,,,,,,,,,,\n";
    csv += "p-dis,dump; silicon_concurrency=64,trtllm,1.0,moonshotai/Kimi-K2.5,gb200,fp4,disagg,"
           "8192,1024,nvfp4,nvfp4,,,,,,,,,4,1,1,4,1,,,8,1,2,8,8\n";
    csv += "p-bad,dump,trtllm,1.0,acme/NoSuchModel,gb200,fp4,agg,"
           "8192,1024,nvfp4,nvfp4,8,8,1,1,1,8,,,,,,,,,,,,,,\n";
    QString fileError;
    QVector<CsvRowResult> rows =
        parseMeasuredRunsCsv(csv, QStringLiteral("in.csv"), false, true, &fileError);
    QCOMPARE(fileError, QString());
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).id, QStringLiteral("p-agg"));
    QCOMPARE(rows.at(0).line, 2);
    QVERIFY(rows.at(0).run);
    QVERIFY(!rows.at(0).run->tpotMeanMs);
    QCOMPARE(rows.at(0).run->gpus, 8);
    QVERIFY(!rows.at(0).assumedWorkers);
    QVERIFY(rows.at(1).run);
    QVERIFY(rows.at(1).assumedWorkers);
    QCOMPARE(rows.at(1).run->prefillWorkers, 1);
    QCOMPARE(rows.at(1).run->decodeWorkers, 1);
    QCOMPARE(rows.at(1).run->gpus, 4 + 8 * 2);
    // decode_batch_size blank, workers unknown: concurrency / decode workers, per decode rank.
    QCOMPARE(*rows.at(1).run->batchPerRank, 64.0 / 1 / 2);
    // A model the catalog does not know is read (under its normalised name); predicting it is
    // refused later, by placement, with that reason.
    QVERIFY(rows.at(2).run);
    QVERIFY(!placeRun(bundledCatalog(), *rows.at(2).run).obs);
    QVERIFY(placeRun(bundledCatalog(), *rows.at(2).run)
                .reason.contains(QLatin1String("is not in the catalog")));

    // Without the assumption the disaggregated row is read underdetermined: counts empty.
    rows = parseMeasuredRunsCsv(csv, QStringLiteral("in.csv"), false, false, &fileError);
    QVERIFY(rows.at(1).run);
    QVERIFY(!rows.at(1).assumedWorkers);
    QCOMPARE(rows.at(1).run->prefillWorkers, 0);
    QCOMPARE(rows.at(1).run->decodeWorkers, 0);
    QVERIFY(!rows.at(1).run->batchPerRank);
    // Requiring measurements, the file lacks columns.
    rows = parseMeasuredRunsCsv(csv, QStringLiteral("in.csv"), true, false, &fileError);
    QVERIFY(rows.isEmpty());
    QVERIFY(fileError.contains(QLatin1String("silicon_ttft_ms")));
    // Measured columns present but blank are allowed when not required; bad values are not.
    QByteArray withMeasured = kAicHeader;
    withMeasured += "m1,dump; silicon_concurrency=96,vllm,0.9,deepseek-ai/DeepSeek-R1,b200,fp8,"
                    "agg,1024,1024,fp8,fp8,12,1,1,8,1,8,,,,,,,,,,,,,,,,\n";
    withMeasured += "m2,dump; silicon_concurrency=96,vllm,0.9,deepseek-ai/DeepSeek-R1,b200,fp8,"
                    "agg,1024,1024,fp8,fp8,12,1,1,8,1,8,,,,,,,,,,,,,,,150,-1\n";
    rows = parseMeasuredRunsCsv(withMeasured, QStringLiteral("m.csv"), false, false, &fileError);
    QCOMPARE(fileError, QString());
    QVERIFY(rows.at(0).run);
    QVERIFY(!rows.at(1).run);
    QVERIFY(rows.at(1).reason.contains(QLatin1String("silicon_tpot_ms")));
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
