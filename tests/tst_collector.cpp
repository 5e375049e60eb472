// The node-side collector (packaging/collector/moeplan-collect, Python 3 standard library):
// it writes a history database from result files the test writes, moeplan-cli merges that
// database once and only once, collecting a file twice adds nothing, and its run_key recipe
// equals HistoryStore's (the same files imported directly are duplicates of the collected runs).
// With --exec it runs a benchmark under a telemetry sampler (fake nvidia-smi and dcgmi scripts on
// PATH here) and stores the summary with the runs (schema v4), as the planner reads the same file.

#include "historystore.h"
#include "storedtelemetry.h"
#include "telemetry.h"
#include "testutil.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using moeplan::core::HistoryStore;
using moeplan::core::RunRecord;
using moeplan::core::RunTelemetry;
using moeplan::core::StoredTelemetry;
using moeplan::core::TelemetryGpu;
using moeplan::core::TelemetryStat;

namespace {

using testutil::writeFile;

QByteArray vllmResult()
{
    // vllm bench serve --save-result: one object; values chosen to exercise derived fields.
    return R"({"date": "20260102-030405", "endpoint_type": "openai", "backend": "vllm",
      "label": null, "model_id": "deepseek-ai/DeepSeek-R1", "num_prompts": 100,
      "request_rate": "inf", "burstiness": 1.0, "max_concurrency": 64, "duration": 50.0,
      "completed": 100, "failed": 0, "total_input_tokens": 102437, "total_output_tokens": 99871,
      "request_throughput": 2.0123, "output_throughput": 2048.7, "total_token_throughput": 4100.3,
      "mean_ttft_ms": 200.25, "median_ttft_ms": 190.0, "p99_ttft_ms": 400.0,
      "mean_tpot_ms": 30.1, "median_tpot_ms": 29.0, "p99_tpot_ms": 40.0,
      "mean_itl_ms": 30.5, "mean_e2el_ms": 31000.7,
      "spec_decode_acceptance_length": 2.31})";
}

QByteArray sglangLines()
{
    // SGLang bench_serving --output-file: one line per run, bare Infinity included.
    QByteArray out;
    for (int i = 0; i < 2; ++i) {
        out += QByteArray(R"({"backend": "sglang", "dataset_name": "random", )"
                          R"("request_rate": Infinity, "max_concurrency": )") +
               QByteArray::number(16 << i) +
               R"(, "random_input_len": 1000, "random_output_len": 900, "duration": 10.0, )"
               R"("completed": 50, "total_input_tokens": 50000, "total_output_tokens": 45000, )"
               R"("request_throughput": 5.0, "input_throughput": 5000.0, )"
               R"("output_throughput": 4500.0, "mean_e2e_latency_ms": 6000.0, )"
               R"("mean_ttft_ms": )" +
               QByteArray::number(100.0 + i * 0.1) +
               R"(, "p99_ttft_ms": 300.0, "mean_tpot_ms": 6.5, "mean_itl_ms": 6.4, )"
               R"("concurrency": 30.0, "accept_length": 2.5})"
               "\n";
    }
    return out;
}

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run run(const QString &program, const QStringList &args, const QString &path = QString())
{
    QProcess p;
    if (!path.isNull()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), path);
        p.setProcessEnvironment(env);
    }
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// run_key of every run of a database, by id (read outside the store).
QStringList storedKeys(const QString &path)
{
    QStringList keys;
    const QString name = QStringLiteral("collector-keys");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT run_key FROM runs ORDER BY id"));
            while (q.next())
                keys << q.value(0).toString();
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return keys;
}

/// The rows of a query on a database (read outside the store); NULL is a null QString.
QList<QStringList> rowsOf(const QString &path, const QString &sql)
{
    QList<QStringList> out;
    const QString name = QStringLiteral("collector-rows");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(sql);
            while (q.next()) {
                QStringList row;
                for (int i = 0; i < q.record().count(); ++i)
                    row << (q.value(i).isNull() ? QString() : q.value(i).toString());
                out << row;
            }
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

QString shellQuote(const QString &s)
{
    return QLatin1Char('\'') + QString(s).replace(QLatin1String("'"), QLatin1String("'\\''")) +
           QLatin1Char('\'');
}

// Fake `nvidia-smi` (nvidia-smi(1) formats: `-L`, the collector's host-facts query, and
// `--query-gpu=timestamp,index,uuid,name,utilization.gpu,utilization.memory,power.draw
// --format=csv -lms N`: the header once, then one row per GPU per loop, "[N/A]" for values the
// GPU does not report) looping until killed. Each printf writes two loops at once, so whatever
// the collector kept holds whole pairs: GPU 0 utilisation 80 and 90 %, memory 40 and 50 %, power
// 400.5 and 420.5 W; GPU 1 utilisation 10 and 20 %, memory 5 % and N/A, power N/A and 120 W.
const char *kFakeNvidiaSmi = R"(#!/bin/sh
case "$1" in
-L) printf 'GPU 0: NVIDIA H200 (UUID: GPU-3b1f0a52-8c4e-4d2a-9f6e-1a2b3c4d5e60)\nGPU 1: NVIDIA H200 (UUID: GPU-7c2e1b63-9d5f-4e3b-8a7f-2b3c4d5e6f71)\n'; exit 0 ;;
--query-gpu=name,*) printf 'NVIDIA H200, 143771 MiB, 550.54.15\nNVIDIA H200, 143771 MiB, 550.54.15\n'; exit 0 ;;
--query-gpu=timestamp,*) ;;
*) echo "fake nvidia-smi: unexpected arguments: $*" >&2; exit 2 ;;
esac
echo 'timestamp, index, uuid, name, utilization.gpu [%], utilization.memory [%], power.draw [W]'
n=0
while :; do
  t=$(printf '2026/12/03 10:%02d:%02d' $((n / 60 % 60)) $((n % 60)))
  printf '%s.100, 0, GPU-3b1f0a52-8c4e-4d2a-9f6e-1a2b3c4d5e60, NVIDIA H200, 80 %%, 40 %%, 400.50 W\n%s.101, 1, GPU-7c2e1b63-9d5f-4e3b-8a7f-2b3c4d5e6f71, NVIDIA H200, 10 %%, 5 %%, [N/A]\n%s.600, 0, GPU-3b1f0a52-8c4e-4d2a-9f6e-1a2b3c4d5e60, NVIDIA H200, 90 %%, 50 %%, 420.50 W\n%s.601, 1, GPU-7c2e1b63-9d5f-4e3b-8a7f-2b3c4d5e6f71, NVIDIA H200, 20 %%, [N/A], 120.00 W\n' "$t" "$t" "$t" "$t"
  n=$((n + 1))
  sleep 0.2
done
)";

// Fake `dcgmi dmon -e 1002,1004,1005,1011,1012,203,155 [-d MS] [-c N]` (NVIDIA/DCGM
// DeviceMonitor.cpp: "#Entity" header of the fields' short names, the "ID" unit line, rows
// "GPU n", N/A for blank values, the header again after 14 samples, the line it prints when
// stopped by a signal). `-c` (the collector's probe) prints one sample and exits. Two samples
// per printf: GPU 0 SMACT 0.75 and 0.85, TENSO 0.3, DRAMA 0.5, NVLTX 1e9, NVLRX 2e9, GPUTL 100,
// POWER 690.123; GPU 1 SMACT N/A and 0.4, TENSO 0.1, DRAMA 0.2, NVLTX always N/A, NVLRX 5e8,
// GPUTL 90, POWER 350.5.
const char *kFakeDcgmi = R"(#!/bin/sh
[ "$1" = "dmon" ] || { echo "fake dcgmi: only dmon" >&2; exit 2; }
count=0; prev=
for a in "$@"; do [ "$prev" = "-c" ] && count=$a; prev=$a; done
header() {
  printf '#Entity   SMACT        TENSO        DRAMA        NVLTX                       NVLRX                       GPUTL             POWER             \nID                                                                                                                        W                 \n'
}
trap 'echo "dmon was stopped do to receiving a signal"; exit 0' INT
header
if [ "$count" -gt 0 ]; then
  printf 'GPU 0     0.750        0.300        0.500        1000000000                  2000000000                  100               690.123           \nGPU 1     N/A          0.100        0.200        N/A                         500000000                   90                350.500           \n'
  exit 0
fi
n=0
while :; do
  [ $n -gt 0 ] && [ $((n % 7)) -eq 0 ] && header
  printf 'GPU 0     0.750        0.300        0.500        1000000000                  2000000000                  100               690.123           \nGPU 1     N/A          0.100        0.200        N/A                         500000000                   90                350.500           \nGPU 0     0.850        0.300        0.500        1000000000                  2000000000                  100               690.123           \nGPU 1     0.400        0.100        0.200        N/A                         500000000                   90                350.500           \n'
  n=$((n + 1))
  sleep 0.2
done
)";

// The fake benchmark: waits until the sampler's kept output (argv 3) has `lines` lines (so at
// least one whole printf of the fake sampler is in it; 0: no wait), then writes the result file
// (copies argv 1 to argv 2) and exits with argv 5.
const char *kFakeBench = R"(import os, shutil, sys, time
src, dst, raw, lines, status = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
deadline = time.time() + 60
while lines and time.time() < deadline:
    if os.path.exists(raw) and open(raw, "rb").read().count(b"\n") >= lines:
        break
    time.sleep(0.05)
shutil.copyfile(src, dst)
sys.exit(status)
)";

/// A folder for PATH holding the fake tools asked for and `sleep` (the fakes' only external).
QString fakeToolDir(const QTemporaryDir &dir, bool nvidiaSmi, bool dcgmi)
{
    const QString bin = dir.filePath(QStringLiteral("fakebin"));
    QDir().mkpath(bin);
    QFile::link(QStandardPaths::findExecutable(QStringLiteral("sleep")),
                bin + QStringLiteral("/sleep"));
    const auto tool = [&](const QString &name, const char *script) {
        QFile f(bin + QLatin1Char('/') + name);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            f.write(script);
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    };
    if (nvidiaSmi)
        tool(QStringLiteral("nvidia-smi"), kFakeNvidiaSmi);
    if (dcgmi)
        tool(QStringLiteral("dcgmi"), kFakeDcgmi);
    return bin;
}

/// What one GPU's metric must be in the stored summary; a NaN mean: absent (never sampled).
struct Expect
{
    QString gpu; ///< index
    QString metric;
    double mean = 0;
    bool half = false; ///< N/A in every other sample: half the samples of the GPU's other metrics
};

} // namespace

Q_DECLARE_METATYPE(QVector<Expect>)

class TestCollector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void collectMergeOnce();
    void aiperfExportAgreesWithThePlanner();
    void runKeyGoldenVector();
    void sampledTelemetry_data();
    void sampledTelemetry();
    void noTelemetryFlag();
    void noSamplerOnPath();
    void failingCommandRecordsNothing();
    void telemetryFilesAgreeWithThePlanner();
    void brokenTelemetryFileRefused_data();
    void brokenTelemetryFileRefused();
    void migratesV3NodeDatabase();

private:
    /// Runs the collector with --exec (the fake benchmark) on `result`, PATH `path`.
    Run collectExec(const QString &node, const QString &result, const QString &path,
                    const QStringList &flags, const QString &waitFor = QString(), int lines = 0,
                    int status = 0);
    QString m_python;
    QString m_script = QStringLiteral(MOEPLAN_SOURCE_DIR "/packaging/collector/moeplan-collect");
    QString m_cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
};

void TestCollector::initTestCase()
{
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (m_python.isEmpty())
        QSKIP("python3 is not installed");
    // The interpreter itself, not a wrapper (pyenv's shim is a bash script): the --exec tests
    // run it with PATH holding only the fake tools.
    QProcess p;
    p.start(m_python, {QStringLiteral("-c"), QStringLiteral("import sys; print(sys.executable)")});
    if (p.waitForFinished(60000) && p.exitCode() == 0) {
        const QString real = QString::fromLocal8Bit(p.readAllStandardOutput().trimmed());
        if (QFileInfo(real).isExecutable())
            m_python = real;
    }
    if (!QFile::exists(m_cli))
        QSKIP("moeplan-cli is not built");
    QVERIFY(QFile::exists(m_script));
}

void TestCollector::collectMergeOnce()
{
    QTemporaryDir dir;
    const QString vllm = writeFile(dir, QStringLiteral("vllm-64qps.json"), vllmResult());
    const QString sglang = writeFile(dir, QStringLiteral("sglang_0102.jsonl"), sglangLines());
    const QString dep = writeFile(dir, QStringLiteral("dep.json"),
                                  R"({"gpu": "gb200", "plan": "ep", "tp": 1, "ep": 4,
                                      "model": "kimi-k2.5", "precision": "fp4", "batch": 12})");
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QStringList vllmFlags{QStringLiteral("--gpu"),    QStringLiteral("b200"),
                                QStringLiteral("--plan"),   QStringLiteral("ep"),
                                QStringLiteral("--ep"),     QStringLiteral("8"),
                                QStringLiteral("--gpus"),   QStringLiteral("16"),
                                QStringLiteral("--engine"), QStringLiteral("vllm")};

    // On the node: two result files, two deployments.
    Run r = run(m_python, QStringList{m_script, QStringLiteral("--db"), node} + vllmFlags +
                              QStringList{vllm});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 1, duplicates 0"), r.out.constData());
    r = run(m_python,
            {m_script, QStringLiteral("--db"), node, QStringLiteral("--deployment"), dep, sglang});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 2, duplicates 0"), r.out.constData());
    // Collecting the same file again adds nothing.
    r = run(m_python,
            {m_script, QStringLiteral("--db"), node, QStringLiteral("--deployment"), dep, sglang});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("imported 0, duplicates 2"), r.out.constData());
    // A bad input is rejected with the reason; the rest of the node database is unchanged.
    const QString bad = writeFile(dir, QStringLiteral("bad.json"), vllmResult().left(80));
    r = run(m_python,
            QStringList{m_script, QStringLiteral("--db"), node} + vllmFlags + QStringList{bad});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("rejected: not valid JSON"), r.out.constData());

    // The node database is a history of this build's schema, and its keys are the store's.
    {
        HistoryStore store;
        QCOMPARE(store.open(node), QString());
        QCOMPARE(store.count(), qint64(3));
        const QVector<RunRecord> runs = store.runs();
        const QStringList keys = storedKeys(node);
        QCOMPARE(keys.size(), 3);
        for (int i = 0; i < runs.size(); ++i)
            QCOMPARE(keys.at(i), runs.at(i).runKey());
        QCOMPARE(runs.at(0).model, QStringLiteral("deepseek-r1"));
        QCOMPARE(runs.at(0).gpus, 16);
        QCOMPARE(runs.at(0).nodes, 2);
        QCOMPARE(runs.at(1).model, QStringLiteral("kimi-k2.5"));
        QCOMPARE(runs.at(1).topology, QStringLiteral("nvl72"));
        QVERIFY(!runs.at(1).notes.isEmpty()); // host facts
    }

    // The planner merges it: every run once; a second merge adds nothing.
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), history, node});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 3, duplicates 0"), r.out.constData());
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), history, node});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 0, duplicates 3"), r.out.constData());

    // The same files imported directly by the planner give the same runs: merging the node
    // database into that history adds nothing (the run_key recipes agree).
    const QString direct = dir.filePath(QStringLiteral("direct.sqlite"));
    r = run(m_cli, QStringList{QStringLiteral("import"), QStringLiteral("--db"), direct} +
                       vllmFlags + QStringList{vllm});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), direct,
                    QStringLiteral("--deployment"), dep, sglang});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), direct, node});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 0, duplicates 3"), r.out.constData());
}

void TestCollector::aiperfExportAgreesWithThePlanner()
{
    // An AIPerf export collected on a node and the same file imported by the planner give the
    // same run (every field feeds the run key): merging the node database adds nothing.
    QTemporaryDir dir;
    const QString aiperf =
        writeFile(dir, QStringLiteral("profile_export_aiperf.json"),
                  R"({"schema_version": "1.5", "aiperf_version": "0.4.0", "benchmark_id": "b1",
            "start_time": "2026-05-01T10:00:00Z", "was_cancelled": false,
            "input_config": {"endpoint": {"model_names": ["deepseek-ai/DeepSeek-R1"]},
                             "loadgen": {"concurrency": 32}},
            "request_throughput": {"unit": "requests/sec", "avg": 1.6},
            "request_latency": {"unit": "sec", "avg": 20.0, "p50": 19.0, "p99": 25.0},
            "time_to_first_token": {"unit": "ms", "avg": 250.0, "p50": 240.0, "p99": 600.0},
            "inter_token_latency": {"unit": "ms", "avg": 19.5, "p50": 19.0, "p99": 24.0},
            "inter_chunk_latency": {"unit": "ms", "avg": 19.4},
            "output_token_throughput": {"unit": "tokens/sec", "avg": 1600.0},
            "output_sequence_length": {"unit": "tokens", "avg": 1000.0},
            "input_sequence_length": {"unit": "tokens", "avg": 2000.0}})");
    const QString cancelled = writeFile(dir, QStringLiteral("cancelled.json"),
                                        R"({"aiperf_version": "0.4.0", "was_cancelled": true,
            "time_to_first_token": {"unit": "ms", "avg": 1}})");
    const QStringList flags{
        QStringLiteral("--gpu"),    QStringLiteral("h200"),   QStringLiteral("--plan"),
        QStringLiteral("tp"),       QStringLiteral("--tp"),   QStringLiteral("8"),
        QStringLiteral("--engine"), QStringLiteral("trtllm"), QStringLiteral("--no-host-facts")};
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    Run r = run(m_python, QStringList{m_script, QStringLiteral("--db"), node} + flags +
                              QStringList{aiperf, cancelled});
    QCOMPARE(r.code, 1); // the cancelled run is rejected, the other taken
    QVERIFY2(r.out.contains("profile_export_aiperf.json: imported 1, duplicates 0"),
             r.out.constData());
    QVERIFY2(r.out.contains("cancelled.json: rejected: a cancelled run"), r.out.constData());
    {
        HistoryStore store;
        QCOMPARE(store.open(node), QString());
        const QVector<RunRecord> runs = store.runs();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.front().model, QStringLiteral("deepseek-r1"));
        QCOMPARE(*runs.front().tpotMeanMs, 19.5);
        QCOMPARE(*runs.front().e2eMeanMs, 20000.0);
        QCOMPARE(*runs.front().concurrencyAchieved, 32.0);
        QCOMPARE(runs.front().isl, 2000);
        QCOMPARE(storedKeys(node).value(0), runs.front().runKey());
    }
    const QString direct = dir.filePath(QStringLiteral("direct.sqlite"));
    QStringList cliFlags = flags;
    cliFlags.removeAll(QStringLiteral("--no-host-facts"));
    r = run(m_cli, QStringList{QStringLiteral("import"), QStringLiteral("--db"), direct} +
                       cliFlags + QStringList{aiperf});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), direct, node});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 0, duplicates 1"), r.out.constData());
}

void TestCollector::runKeyGoldenVector()
{
    // The collector's copy of the run_key recipe gives the golden vector's key
    // (tests/data/run-key-golden.json; tst_historystore holds the planner to the same file).
    const QString golden = QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/run-key-golden.json");
    const QString program = QStringLiteral(
        "import importlib.machinery, importlib.util, json, sys\n"
        "loader = importlib.machinery.SourceFileLoader('collect', sys.argv[1])\n"
        "spec = importlib.util.spec_from_loader('collect', loader)\n"
        "m = importlib.util.module_from_spec(spec)\n"
        "loader.exec_module(m)\n"
        "g = json.load(open(sys.argv[2], encoding='utf-8'))\n"
        "assert set(g['values']) == {c[0] for c in m.RUN_COLUMNS}, 'columns differ'\n"
        "print(m.run_key([g['values'][c[0]] for c in m.RUN_COLUMNS]))\n");
    QProcess p;
    p.start(m_python, {QStringLiteral("-c"), program, m_script, golden});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QFile f(golden);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString key =
        QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("key")).toString();
    QVERIFY(!key.isEmpty());
    QCOMPARE(QString::fromLatin1(p.readAllStandardOutput().trimmed()), key);
}

Run TestCollector::collectExec(const QString &node, const QString &result, const QString &path,
                               const QStringList &flags, const QString &waitFor, int lines,
                               int status)
{
    const QString source = QFileInfo(result).dir().filePath(QStringLiteral("source.json"));
    QFile f(source);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(vllmResult());
    f.close();
    const QString command =
        QStringList{shellQuote(m_python),
                    QStringLiteral("-c"),
                    shellQuote(QString::fromLatin1(kFakeBench)),
                    shellQuote(source),
                    shellQuote(result),
                    shellQuote(waitFor.isEmpty() ? QStringLiteral("-") : waitFor),
                    QString::number(lines),
                    QString::number(status)}
            .join(QLatin1Char(' '));
    return run(m_python,
               QStringList{m_script, QStringLiteral("--db"), node, QStringLiteral("--gpu"),
                           QStringLiteral("h200"), QStringLiteral("--plan"), QStringLiteral("ep"),
                           QStringLiteral("--ep"), QStringLiteral("8"),
                           QStringLiteral("--telemetry-interval-ms"), QStringLiteral("200")} +
                   flags + QStringList{QStringLiteral("--exec"), command, result},
               path);
}

void TestCollector::sampledTelemetry_data()
{
    QTest::addColumn<bool>("dcgmi");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("lines"); // the header lines and one printf of the fake
    QTest::addColumn<QVector<Expect>>("expect");
    const double absent = std::nan("");
    // nvidia-smi: percent as fractions, [N/A] skipped (GPU 1's power is 120 W, not 60).
    QTest::newRow("nvidia-smi")
        << false << QStringLiteral("nvidia-smi-csv") << QStringLiteral(".telemetry.csv") << 5
        << QVector<Expect>{{"0", "gpu_util", 0.85, false}, {"0", "mem_copy_util", 0.45, false},
                           {"0", "power_w", 410.5, false}, {"0", "sm_active", absent, false},
                           {"1", "gpu_util", 0.15, false}, {"1", "mem_copy_util", 0.05, true},
                           {"1", "power_w", 120.0, true},  {"1", "tensor_active", absent, false}};
    // dcgmi (preferred when it works; nvidia-smi is on PATH too): ratios as printed, GPUTL
    // percent, NVLink bytes/s; GPU 1's NVLTX is N/A throughout and stays absent.
    QTest::newRow("dcgmi")
        << true << QStringLiteral("dcgmi-dmon") << QStringLiteral(".dmon.txt") << 6
        << QVector<Expect>{
               {"0", "sm_active", 0.8, false},          {"0", "tensor_active", 0.3, false},
               {"0", "dram_active", 0.5, false},        {"0", "nvlink_tx_bytes", 1e9, false},
               {"0", "nvlink_rx_bytes", 2e9, false},    {"0", "gpu_util", 1.0, false},
               {"0", "power_w", 690.123, false},        {"0", "mem_copy_util", absent, false},
               {"1", "sm_active", 0.4, true},           {"1", "tensor_active", 0.1, false},
               {"1", "nvlink_tx_bytes", absent, false}, {"1", "nvlink_rx_bytes", 5e8, false},
               {"1", "gpu_util", 0.9, false},           {"1", "power_w", 350.5, false}};
}

void TestCollector::sampledTelemetry()
{
    QFETCH(bool, dcgmi);
    QFETCH(QString, format);
    QFETCH(QString, suffix);
    QFETCH(int, lines);
    QFETCH(QVector<Expect>, expect);
    QTemporaryDir dir;
    const QString path = fakeToolDir(dir, true, dcgmi);
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QString result = dir.filePath(QStringLiteral("r.json"));
    const QString raw = result + suffix;
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const Run r = collectExec(node, result, path, {}, raw, lines);
    const QDateTime after = QDateTime::currentDateTimeUtc().addSecs(1);
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains(
                 QByteArray(QByteArray("r.json: imported 1, duplicates 0; telemetry: r.json") +
                            suffix.toUtf8() + " (" + format.toUtf8() + ", 2 GPUs)")),
             r.out.constData());
    QVERIFY(QFile::exists(raw)); // kept for the planner to read again

    // The planner reads the row: one file, its format, the command's window, the host's GPUs.
    HistoryStore store;
    QCOMPARE(store.open(node), QString());
    const QVector<RunRecord> runs = store.runs();
    QCOMPARE(runs.size(), 1);
    QString error;
    const RunTelemetry t = store.telemetryOf(runs.front().id, &error);
    QCOMPARE(error, QString());
    QCOMPARE(t.files.size(), 1);
    const StoredTelemetry &f = t.files.front();
    QCOMPARE(f.fileName, QFileInfo(raw).fileName());
    QCOMPARE(f.formats, QStringList{format});
    QVERIFY(f.start.isValid() && f.end.isValid() && f.attachedAt.isValid());
    QVERIFY2(before <= f.start && f.start <= f.end && f.end <= after,
             qPrintable(f.start.toString(Qt::ISODateWithMs) + QLatin1Char(' ') +
                        f.end.toString(Qt::ISODateWithMs)));
    const QList<QStringList> row = rowsOf(node, QStringLiteral("SELECT window_start, window_end, "
                                                               "attached_at FROM telemetry"));
    QCOMPARE(row.size(), 1);
    for (const QString &stamp : row.front()) // Qt::ISODateWithMs of UTC: ...T10:00:00.000Z
        QVERIFY2(QRegularExpression(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)"))
                     .match(stamp)
                     .hasMatch(),
                 qPrintable(stamp));
    QCOMPARE(f.gpus.size(), 2);
    const QString host = QSysInfo::machineHostName();
    for (const Expect &e : expect) {
        const TelemetryGpu &g = f.gpus.at(e.gpu.toInt());
        QCOMPARE(g.label, host.isEmpty() ? e.gpu : host + QLatin1Char('/') + e.gpu);
        const auto metric = moeplan::core::telemetry::metricFromKey(e.metric);
        QVERIFY(metric);
        const TelemetryStat *s = g.stat(*metric);
        if (std::isnan(e.mean)) {
            QVERIFY2(!s, qPrintable(e.gpu + QLatin1Char(' ') + e.metric + " was invented"));
            continue;
        }
        QVERIFY2(s, qPrintable(e.gpu + QLatin1Char(' ') + e.metric + " is missing"));
        QVERIFY2(std::abs(s->mean - e.mean) <= 1e-9 * std::max(1.0, e.mean),
                 qPrintable(QStringLiteral("%1 %2: mean %3, expected %4")
                                .arg(e.gpu, e.metric)
                                .arg(s->mean, 0, 'g', 17)
                                .arg(e.mean)));
        int full = 0;
        for (const TelemetryStat &o : g.stats)
            full = std::max(full, o.samples);
        QVERIFY(full >= 2 && full % 2 == 0); // whole printfs of the fake
        QCOMPARE(s->samples, e.half ? full / 2 : full);
    }

    // The same numbers the planner gets from reading the kept file itself.
    QFile rawFile(raw);
    QVERIFY(rawFile.open(QIODevice::ReadOnly));
    const QByteArray bytes = rawFile.readAll();
    const auto parsed = moeplan::core::telemetry::parse(bytes, raw);
    QVERIFY2(parsed.error.ok(), qPrintable(parsed.error.message()));
    const StoredTelemetry planner =
        StoredTelemetry::from(parsed.telemetry, QFileInfo(raw).fileName(), bytes);
    QCOMPARE(f.contentSha256, planner.contentSha256);
    QCOMPARE(f.notes, planner.notes);
    QCOMPARE(f.gpus.size(), planner.gpus.size());
    for (int i = 0; i < f.gpus.size(); ++i) {
        QCOMPARE(f.gpus.at(i).uuid, planner.gpus.at(i).uuid);
        QCOMPARE(f.gpus.at(i).name, planner.gpus.at(i).name);
        QCOMPARE(f.gpus.at(i).stats.size(), planner.gpus.at(i).stats.size());
        for (const TelemetryStat &p : planner.gpus.at(i).stats) {
            const TelemetryStat *s = f.gpus.at(i).stat(p.metric);
            QVERIFY(s);
            QCOMPARE(s->mean, p.mean);
            QCOMPARE(s->min, p.min);
            QCOMPARE(s->max, p.max);
            QCOMPARE(s->samples, p.samples);
        }
    }

    // The planner's merge carries the row to the run it merges, unchanged.
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    const Run merged =
        run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), history, node});
    QVERIFY2(merged.code == 0, QByteArray(merged.out + merged.err).constData());
    QVERIFY2(merged.out.contains("imported 1, duplicates 0"), merged.out.constData());
    const QString summary = QStringLiteral("SELECT formats, summary_json FROM telemetry");
    QCOMPARE(rowsOf(history, summary), rowsOf(node, summary));
}

void TestCollector::noTelemetryFlag()
{
    QTemporaryDir dir;
    const QString path = fakeToolDir(dir, true, true);
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QString result = dir.filePath(QStringLiteral("r.json"));
    const Run r = collectExec(node, result, path, {QStringLiteral("--no-telemetry")});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("r.json: imported 1, duplicates 0\n"), r.out.constData());
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM runs")).value(0).value(0),
             QStringLiteral("1"));
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM telemetry")).value(0).value(0),
             QStringLiteral("0"));
    QVERIFY(!QFile::exists(result + QStringLiteral(".telemetry.csv")));
    QVERIFY(!QFile::exists(result + QStringLiteral(".dmon.txt")));
}

void TestCollector::noSamplerOnPath()
{
    QTemporaryDir dir;
    const QString path = fakeToolDir(dir, false, false); // neither nvidia-smi nor dcgmi
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QString result = dir.filePath(QStringLiteral("r.json"));
    const Run r = collectExec(node, result, path, {});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("r.json: imported 1, duplicates 0\n"), r.out.constData());
    QVERIFY2(r.err.contains("telemetry not sampled: neither dcgmi nor nvidia-smi is on PATH"),
             r.err.constData());
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM runs")).value(0).value(0),
             QStringLiteral("1"));
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM telemetry")).value(0).value(0),
             QStringLiteral("0"));
}

void TestCollector::failingCommandRecordsNothing()
{
    // The command writes its result file, then fails: nothing is recorded.
    QTemporaryDir dir;
    const QString path = fakeToolDir(dir, true, false);
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QString result = dir.filePath(QStringLiteral("r.json"));
    const Run r =
        collectExec(node, result, path, {}, result + QStringLiteral(".telemetry.csv"), 5, 3);
    QVERIFY2(r.code != 0, r.out.constData());
    QVERIFY2(r.err.contains("the benchmark command exited with status 3; nothing recorded"),
             r.err.constData());
    QVERIFY(QFile::exists(result));
    QVERIFY2(!r.out.contains("imported"), r.out.constData());
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM runs")).value(0).value(0),
             QStringLiteral("0"));
}

void TestCollector::telemetryFilesAgreeWithThePlanner()
{
    // Files collected elsewhere, attached with --telemetry: each stored summary is byte for byte
    // what the planner stores for the same file, the window is the file's own timestamps.
    QTemporaryDir dir;
    const QString vllm = writeFile(dir, QStringLiteral("r.json"), vllmResult());
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QStringList files{
        QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry/nvidia-smi-query.csv"),
        QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry/dcgmi-dmon-prof.txt"),
        QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry/dcgmi-dmon-mig.txt"),
        QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry/nvidia-smi-query-nounits.csv")};
    QStringList args{m_script,
                     QStringLiteral("--db"),
                     node,
                     QStringLiteral("--gpu"),
                     QStringLiteral("h200"),
                     QStringLiteral("--plan"),
                     QStringLiteral("tp"),
                     QStringLiteral("--tp"),
                     QStringLiteral("8"),
                     QStringLiteral("--no-host-facts")};
    for (const QString &f : files)
        args << QStringLiteral("--telemetry") << f;
    const Run r = run(m_python, args << vllm);
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 1, duplicates 0; telemetry: nvidia-smi-query.csv "
                            "(nvidia-smi-csv, 2 GPUs), dcgmi-dmon-prof.txt (dcgmi-dmon, 2 GPUs)"),
             r.out.constData());
    const QList<QStringList> rows =
        rowsOf(node, QStringLiteral("SELECT file_name, content_sha256, formats, window_start, "
                                    "window_end, summary_json FROM telemetry ORDER BY id"));
    QCOMPARE(rows.size(), files.size());
    for (int i = 0; i < files.size(); ++i) {
        QFile f(files.at(i));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const auto parsed = moeplan::core::telemetry::parse(bytes, files.at(i));
        QVERIFY2(parsed.error.ok(), qPrintable(parsed.error.message()));
        const StoredTelemetry planner =
            StoredTelemetry::from(parsed.telemetry, QFileInfo(files.at(i)).fileName(), bytes);
        QCOMPARE(rows.at(i).at(0), planner.fileName);
        QCOMPARE(rows.at(i).at(1), planner.contentSha256);
        QCOMPARE(rows.at(i).at(2), planner.formats.join(QLatin1Char(',')));
        const auto iso = [](const QDateTime &t) {
            return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
        };
        QCOMPARE(rows.at(i).at(3), iso(planner.start));
        QCOMPARE(rows.at(i).at(4), iso(planner.end));
        QCOMPARE(rows.at(i).at(5), QString::fromUtf8(planner.summaryJson()));
    }
    QCOMPARE(rows.at(0).at(3), QStringLiteral("2024-01-31T12:34:56.789Z"));
    QVERIFY(rows.at(1).at(3).isNull()); // dcgmi dmon prints no times
}

void TestCollector::brokenTelemetryFileRefused_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: the file does not exist
    QTest::addColumn<QByteArray>("reason");
    QTest::newRow("unrecognised") << QByteArray("hello\nworld\n")
                                  << QByteArray("not a GPU telemetry file the collector reads");
    QTest::newRow("missing") << QByteArray() << QByteArray("No such file");
    QTest::newRow("noheader") << QByteArray("2024/01/31 12:34:56.789, 0, 87 %, 40 %\n")
                              << QByteArray("line 1: the file has no header line");
    QTest::newRow("percent above 100")
        << QByteArray("index, utilization.gpu [%]\n0, 87 %\n0, 150 %\n")
        << QByteArray("line 3: utilization.gpu is 150 %, above 100 %");
    QTest::newRow("dcgmi row before header")
        << QByteArray("GPU 0     0.750\n#Entity   SMACT\n")
        << QByteArray("line 1: a sample comes before any \"#Entity\" header");
    QTest::newRow("dcgmi short row")
        << QByteArray("#Entity   SMACT        DRAMA\nID\nGPU 0     0.750\n")
        << QByteArray("line 3: the row has 1 values where the header names 2 fields");
    QTest::newRow("only N/A") << QByteArray("#Entity   SMACT\nGPU 0     N/A\n")
                              << QByteArray("holds no sample");
}

void TestCollector::brokenTelemetryFileRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, reason);
    QTemporaryDir dir;
    const QString vllm = writeFile(dir, QStringLiteral("r.json"), vllmResult());
    const QString broken = content.isEmpty()
                               ? dir.filePath(QStringLiteral("gone.csv"))
                               : writeFile(dir, QStringLiteral("broken-telemetry.txt"), content);
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const Run r = run(m_python, {m_script, QStringLiteral("--db"), node, QStringLiteral("--gpu"),
                                 QStringLiteral("h200"), QStringLiteral("--plan"),
                                 QStringLiteral("tp"), QStringLiteral("--tp"), QStringLiteral("8"),
                                 QStringLiteral("--no-host-facts"), QStringLiteral("--telemetry"),
                                 broken, vllm});
    QCOMPARE(r.code, 2);
    const QByteArray err = r.err.trimmed();
    QVERIFY2(!err.contains('\n'), err.constData()); // one line
    QVERIFY2(err.startsWith(QByteArray(QByteArray("moeplan-collect: ") + broken.toUtf8() + ": ")),
             err.constData());
    QVERIFY2(err.contains(reason), err.constData());
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(node)); // refused before anything was recorded
}

void TestCollector::migratesV3NodeDatabase()
{
    // A node database a version-3 collector wrote (the collector's own v1..v3 statements)
    // becomes version 4 on the next collection, with the planner's telemetry table.
    QTemporaryDir dir;
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    const QString program =
        QStringLiteral("import importlib.machinery, importlib.util, sqlite3, sys\n"
                       "loader = importlib.machinery.SourceFileLoader('collect', sys.argv[1])\n"
                       "spec = importlib.util.spec_from_loader('collect', loader)\n"
                       "m = importlib.util.module_from_spec(spec)\n"
                       "loader.exec_module(m)\n"
                       "con = sqlite3.connect(sys.argv[2])\n"
                       "for step in m.schema_statements()[:3]:\n"
                       "    for sql in step:\n"
                       "        con.execute(sql)\n"
                       "con.execute('PRAGMA application_id = %d' % m.APPLICATION_ID)\n"
                       "con.execute('PRAGMA user_version = 3')\n"
                       "con.commit()\n");
    QProcess p;
    p.start(m_python, {QStringLiteral("-c"), program, m_script, node});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QCOMPARE(rowsOf(node, QStringLiteral("PRAGMA user_version")).value(0).value(0),
             QStringLiteral("3"));

    const QString vllm = writeFile(dir, QStringLiteral("r.json"), vllmResult());
    Run r = run(m_python, {m_script, QStringLiteral("--db"), node, QStringLiteral("--gpu"),
                           QStringLiteral("h200"), QStringLiteral("--plan"), QStringLiteral("tp"),
                           QStringLiteral("--tp"), QStringLiteral("8"),
                           QStringLiteral("--no-host-facts"), vllm});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QCOMPARE(rowsOf(node, QStringLiteral("PRAGMA user_version")).value(0).value(0),
             QStringLiteral("4"));
    QCOMPARE(rowsOf(node, QStringLiteral("SELECT count(*) FROM telemetry")).value(0).value(0),
             QStringLiteral("0"));
    // The planner merges it: its schema check compares every table, column and index exactly.
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    r = run(m_cli, {QStringLiteral("import"), QStringLiteral("--db"), history, node});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("imported 1, duplicates 0"), r.out.constData());
}

QTEST_GUILESS_MAIN(TestCollector)
#include "tst_collector.moc"
