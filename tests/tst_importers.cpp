// Importers of benchmark result files: recognition by content, unit normalisation, every kind
// of bad input refused with a message naming the file (and the history unchanged), and the CLI
// (`moeplan-cli import` / `runs`). Every file is written by the test; the AIConfigurator sample
// in ../shared/data is read in place when present.

#include "historystore.h"
#include "importers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace moeplan::core;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(bytes);
    return path;
}

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

const QByteArray kAicHeader =
    "id,silicon_data_source,backend,backend_version,model_path,system,precision,mode,isl,osl,"
    "gemm_quant_mode,moe_quant_mode,batch_size,tp_size,pp_size,attention_dp_size,moe_tp_size,"
    "moe_ep_size,prefill_batch_size,prefill_num_workers,prefill_tp_size,prefill_pp_size,"
    "prefill_attention_dp_size,prefill_moe_tp_size,prefill_moe_ep_size,decode_batch_size,"
    "decode_num_workers,decode_tp_size,decode_pp_size,decode_attention_dp_size,"
    "decode_moe_tp_size,decode_moe_ep_size,silicon_ttft_ms,silicon_tpot_ms\n";

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
    void rejects_data();
    void rejects();
    void overTwoHundredMegabytes();
    void siliconSample();
    void cliImportAndRuns();
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
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.source.tool, QStringLiteral("vllm-bench-serve"));
    QCOMPARE(f.source.fileName, QStringLiteral("r.json"));
    QCOMPARE(f.source.contentSha256.size(), 64);
    QCOMPARE(f.runs.size(), 1);
    const RunRecord &r = f.runs.first();
    QCOMPARE(r.model, QStringLiteral("deepseek-r1")); // Hugging Face id through the aliases
    QCOMPARE(r.gpu, QStringLiteral("b200"));
    QCOMPARE(r.engine, QStringLiteral("vllm"));
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
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.source.tool, QStringLiteral("vllm-benchmark-serving"));
    QCOMPARE(f.runs.first().measuredAt, QStringLiteral("2026-01-01T00:00:00Z"));

    // --append-result: one object per line.
    const QByteArray lines = vllmRun({{"max_concurrency", 1}}) + '\n' +
                             vllmRun({{"max_concurrency", 8}}) + "\n\n" +
                             vllmRun({{"max_concurrency", 64}}) + '\n';
    f = importResultBytes(lines, QStringLiteral("a.jsonl"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.runs.size(), 3);
    QCOMPARE(*f.runs.at(1).concurrencyConfigured, 8.0);
}

void TestImporters::sglangInfinityAccepted()
{
    const QByteArray text = sglangLine(100) + '\n' + sglangLine(120) + '\n';
    const ImportedFile f = importResultBytes(
        text, QStringLiteral("s.jsonl"),
        deployment(R"({"model": "moonshotai/Kimi-K2.5", "gpu": "gb200", "plan": "tp", "tp": 4})"));
    QVERIFY2(f.ok(), qPrintable(f.error));
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
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(*f.runs.first().tpotMeanMs, 10.0);
    QCOMPARE(f.runs.first().osl, 101);
}

void TestImporters::secondsWithoutMsSuffix()
{
    const QByteArray run =
        vllmRun({{"mean_ttft", 0.25}, {"mean_tpot", 0.012}}, {"mean_ttft_ms", "mean_tpot_ms"});
    const ImportedFile f = importResultBytes(run, QStringLiteral("s.json"), deployment(kB200Ep8));
    QVERIFY2(f.ok(), qPrintable(f.error));
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
    QVERIFY2(f.ok(), qPrintable(f.error));
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
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.source.tool, QStringLiteral("aiconfigurator-csv"));
    QCOMPARE(f.runs.size(), 2);
    QCOMPARE(f.rejectedRows.size(), 3);
    QVERIFY(f.rejectedRows.at(0).contains(QLatin1String("aic.csv: line 4")));
    QVERIFY(f.rejectedRows.at(0).contains(QLatin1String("worker counts")));
    QVERIFY(f.rejectedRows.at(1).contains(QLatin1String("unknown model \"acme/NoSuchModel\"")));
    QVERIFY(f.rejectedRows.at(2).contains(QLatin1String("silicon_tpot_ms must be positive")));

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
    QTest::newRow("array of numbers") << QByteArray("[1, 2]") << dep << "not an object";
    QTest::newRow("unknown object")
        << QByteArray(R"({"hello": 1})") << dep << "not a vLLM or SGLang";
    QTest::newRow("wrong type") << vllmRun({{"mean_ttft_ms", "fast"}}) << dep
                                << "\"mean_ttft_ms\" must be a number";
    QTest::newRow("missing ttft") << vllmRun({}, {"mean_ttft_ms", "median_ttft_ms", "p99_ttft_ms"})
                                  << dep << "missing required metric mean_ttft_ms";
    QTest::newRow("missing tpot") << vllmRun({}, {"mean_tpot_ms", "median_tpot_ms", "p99_tpot_ms",
                                                  "mean_e2el_ms"})
                                  << dep << "missing required metric mean_tpot_ms";
    QTest::newRow("NaN latency") << vllmRun().replace("\"mean_tpot_ms\":30", "\"mean_tpot_ms\":NaN")
                                 << dep << "\"mean_tpot_ms\" is NaN";
    QTest::newRow("infinite latency")
        << vllmRun().replace("\"p99_ttft_ms\":400", "\"p99_ttft_ms\":Infinity") << dep
        << "\"p99_ttft_ms\" is infinite";
    QTest::newRow("negative latency")
        << vllmRun({{"mean_ttft_ms", -5.0}}) << dep << "negative latency";
    QTest::newRow("zero latency") << vllmRun({{"median_tpot_ms", 0.0}}) << dep << "zero latency";
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
    QTest::newRow("bad second line") << vllmRun() + "\n{\"mean_ttft_ms\": 1,\n" << dep << "line 2";
    QTest::newRow("second line failed run")
        << vllmRun() + '\n' + vllmRun({{"completed", 0}}) << dep << "line 2: no request completed";
    QTest::newRow("unknown model") << vllmRun({{"model_id", "acme/Nonexistent-1T"}}) << dep
                                   << "unknown model \"acme/Nonexistent-1T\"";
    QTest::newRow("no gpu kind") << vllmRun() << R"({"plan": "ep", "ep": 8})"
                                 << "no GPU kind";
    QTest::newRow("unknown gpu") << vllmRun() << R"({"gpu": "tpu-v9", "tp": 8})"
                                 << "unknown GPU \"tpu-v9\"";
    QTest::newRow("no plan") << vllmRun() << R"({"gpu": "h200"})"
                             << "no parallel plan";
    QTest::newRow("gpus not whole replicas")
        << vllmRun() << R"({"gpu": "h200", "plan": "ep", "ep": 8, "gpus": 12})"
        << "do not hold whole replicas";
    QTest::newRow("bad deployment key") << vllmRun() << R"({"gpu": "h200", "tp": 8, "colour": 1})"
                                        << "deployment: key \"colour\"";
    QTest::newRow("aiperf") << QByteArray(R"({"aiperf_version": "0.3", "request_latency": {}})")
                            << dep << "not supported yet";
    QTest::newRow("csv without columns") << QByteArray("id,silicon_ttft_ms\nx,1\n") << dep
                                         << "the column silicon_data_source is missing";
    QTest::newRow("csv with no usable row")
        << kAicHeader + "x,silicon_concurrency=1,vllm,1,acme/None,h100,fp8,agg,1,1,,,,1,1,1,1,1,,,"
                        ",,,,,,,,,,,,5,5\n"
        << dep << "no usable row";
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
    QVERIFY2(f.error.contains(path), qPrintable(f.error));
    QVERIFY2(f.error.contains(reason), qPrintable(f.error));
    QCOMPARE(store.count(), qint64(before));
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
    QVERIFY2(f.error.contains(path), qPrintable(f.error));
    QVERIFY2(f.error.contains(QLatin1String("larger than 200 MB")), qPrintable(f.error));
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
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.runs.size() + f.rejectedRows.size(), rows);
    qInfo("%s: %lld rows, %lld runs, %lld rejected", qPrintable(path), qlonglong(rows),
          qlonglong(f.runs.size()), qlonglong(f.rejectedRows.size()));
    QHash<QString, int> reasons;
    for (const QString &r : f.rejectedRows)
        ++reasons[r.section(QStringLiteral(": "), 2)];
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
    QVERIFY2(out.contains("imported 1, duplicates 0"), out.constData());
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, other}, &out), 0);
    QVERIFY2(out.contains("imported 0, duplicates 1"), out.constData());

    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("json")},
                 &out),
             0);
    QCOMPARE(QJsonDocument::fromJson(out).array().size(), 3);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--gpu"),
                  QStringLiteral("GB200 NVL72")},
                 &out),
             0);
    QCOMPARE(out.count('\n'), 1 + 2); // header + the two gb200 runs

    // Usage errors: exit 2, history unchanged.
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db}), 2);
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--tp"),
                  QStringLiteral("x"), good}),
             2);
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--db"), good, good}), 2);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("xml")}),
             2);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--model"),
                  QStringLiteral("nope")}),
             2);
    QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                  QStringLiteral("json")},
                 &out),
             0);
    QCOMPARE(QJsonDocument::fromJson(out).array().size(), 3);
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
