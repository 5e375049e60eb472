// The node-side collector (packaging/collector/moeplan-collect, Python 3 standard library):
// it writes a history database from result files the test writes, moeplan-cli merges that
// database once and only once, collecting a file twice adds nothing, and its run_key recipe
// equals HistoryStore's (the same files imported directly are duplicates of the collected runs).

#include "historystore.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using moeplan::core::HistoryStore;
using moeplan::core::RunRecord;

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

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
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

} // namespace

class TestCollector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void collectMergeOnce();
    void aiperfExportAgreesWithThePlanner();
    void runKeyGoldenVector();

private:
    QString m_python;
    QString m_script = QStringLiteral(MOEPLAN_SOURCE_DIR "/packaging/collector/moeplan-collect");
    QString m_cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
};

void TestCollector::initTestCase()
{
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (m_python.isEmpty())
        QSKIP("python3 is not installed");
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

QTEST_GUILESS_MAIN(TestCollector)
#include "tst_collector.moc"
