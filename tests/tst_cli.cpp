// moeplan-cli as a user runs it: eval --json, the readable table, sweep CSV, catalog, and one
// clear line with exit code 2 for bad input.

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include "testutil.h"

#include <cmath>

namespace {

using Run = testutil::CliRun;
using testutil::cli;

bool allFinite(const QJsonValue &v)
{
    if (v.isDouble())
        return std::isfinite(v.toDouble());
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!allFinite(it.value()))
                return false;
        }
    }
    return true;
}

/// The sum of an object's numbers (a breakdown's parts).
double sumOf(const QJsonObject &o)
{
    double sum = 0;
    for (auto it = o.begin(); it != o.end(); ++it)
        sum += it.value().toDouble();
    return sum;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void evalJson()
    {
        const Run r =
            cli({"eval", "--model", "kimi-k2.6", "--gpu", "gb300", "--gpus", "72", "--topology",
                 "nvl72", "--plan", "ep", "--ep", "72", "--batch", "256", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError err{};
        const QJsonObject o = QJsonDocument::fromJson(r.out, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        for (const char *key :
             {"step_ms", "breakdown_ms", "binding", "tpot_ms", "tokens_per_s_per_user",
              "throughput_tokens_per_s", "throughput_per_gpu", "ttft_ms", "fits",
              "memory_per_gpu_gb", "replicas", "provenance", "warnings"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(allFinite(o));
        QVERIFY(std::abs(sumOf(o.value(QLatin1String("breakdown_ms")).toObject()) -
                         o.value(QLatin1String("step_ms")).toDouble()) < 1e-6);
        QCOMPARE(o.value(QLatin1String("replicas")).toInt(), 1);
        QCOMPARE(o.value(QLatin1String("provenance")).toString(), QStringLiteral("datasheet"));
        // Every prediction carries its 80% interval (datasheet parameters: the assumed one),
        // around the point.
        const QJsonObject iv = o.value(QLatin1String("interval_80")).toObject();
        for (const char *metric : {"tpot_ms", "ttft_ms"}) {
            const QJsonArray band = iv.value(QLatin1String(metric)).toArray();
            QCOMPARE(band.size(), 2);
            const double point = o.value(QLatin1String(metric)).toDouble();
            QVERIFY2(band.at(0).toDouble() < point && point < band.at(1).toDouble(), metric);
        }
        QCOMPARE(o.value(QLatin1String("corrected_by_runs")).toInt(-1), 0);
        // The TTFT's parts add up to it; aggregated serving has no transfer and no hand-off.
        const QJsonObject t = o.value(QLatin1String("ttft_breakdown_ms")).toObject();
        QVERIFY(std::abs(sumOf(t) - o.value(QLatin1String("ttft_ms")).toDouble()) < 1e-6);
        QCOMPARE(t.value(QLatin1String("handoff")).toDouble(), 0.0);
        QCOMPARE(t.value(QLatin1String("kv_transfer")).toDouble(), 0.0);
        QVERIFY(t.value(QLatin1String("prefill")).toDouble() > 0);
    }

    void evalDisaggregatedTtftParts()
    {
        // A disaggregated scenario file: the hand-off and the KV transfer are in the TTFT, and
        // the parts still add up to it.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.moeplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model": "deepseek-r1", "gpu": "gb200", "topology": "nvl72",
                    "isl": 8192, "osl": 1024, "serving": "disagg", "calibration": "datasheet",
                    "prefill": {"tp": 4, "ep": 4, "workers": 2},
                    "decode": {"dp": 16, "ep": 16, "workers": 1, "batch": 512}})");
        f.close();
        const Run r = cli({"eval", "--scenario", path, "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(allFinite(o));
        const QJsonObject t = o.value(QLatin1String("ttft_breakdown_ms")).toObject();
        const double ttft = o.value(QLatin1String("ttft_ms")).toDouble();
        QVERIFY(std::abs(sumOf(t) - ttft) < 1e-6 * ttft);
        QCOMPARE(t.value(QLatin1String("handoff")).toDouble(), 100.0); // the datasheet prior
        QVERIFY(t.value(QLatin1String("kv_transfer")).toDouble() > 0);
        QVERIFY(t.value(QLatin1String("opening_burst")).toDouble() > 0);
        // The table names the decode worker's batch (not the scenario's default 64) and lists
        // the parts.
        const Run table = cli({"eval", "--scenario", path});
        QCOMPARE(table.code, 0);
        const QString text = QString::fromUtf8(table.out);
        QVERIFY2(text.contains(QLatin1String("batch 512 per decode worker")),
                 table.out.constData());
        for (const char *part : {"prefill", "opening burst", "wait for a prefill worker",
                                 "KV transfer", "hand-off between pools", "first decode step"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
    }

    void helpNamesTheSubcommand()
    {
        // Each command's --help opens with its own usage line, not the program's path; the
        // catalog's verbs name themselves too. Every command listed by --help is covered.
        const Run top = cli({"--help"});
        QCOMPARE(top.code, 0);
        const QString listing = QString::fromUtf8(top.out);
        const QString commands =
            listing.section(QStringLiteral("Commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
        QStringList names;
        for (const QString &line : commands.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   ")))
                names << line.simplified().section(QLatin1Char(' '), 0, 0);
        }
        QVERIFY2(names.size() >= 12, qPrintable(names.join(QLatin1Char(','))));
        names << QStringLiteral("catalog model") << QStringLiteral("catalog add-model");
        for (const QString &name : names) {
            const Run r = cli(name.split(QLatin1Char(' ')) << QStringLiteral("--help"));
            QCOMPARE(r.code, 0);
            const QString first = QString::fromUtf8(r.out).section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(first.startsWith(QStringLiteral("Usage: moeplan-cli %1 [options]").arg(name)),
                     qPrintable(name + QLatin1String(": ") + first));
        }
    }

    void evalIdealUsesOverhead()
    {
        const Run r = cli({"eval", "--calibration", "ideal", "--overhead-ms", "7.5", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("breakdown_ms"))
                     .toObject()
                     .value(QLatin1String("overhead"))
                     .toDouble(),
                 7.5);
        QCOMPARE(o.value(QLatin1String("provenance")).toString(), QStringLiteral("ideal"));
        // "ideal" is a bound, not a prediction: no interval.
        QVERIFY(o.contains(QLatin1String("interval_80")));
        QVERIFY(o.value(QLatin1String("interval_80")).isNull());
    }

    void evalTableAndScenarioFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.moeplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model": "deepseek-r1", "gpu": "b200", "gpus": 16, "plan": "tp-replicas",
                    "tp": 8, "batch": 32})");
        f.close();
        const Run r = cli({"eval", "--scenario", path, "--batch", "64"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("binding ceiling"));
        QVERIFY(r.out.contains("2 x 8"));    // two TP-8 replicas
        QVERIFY(r.out.contains("batch 64")); // the flag overrides the file
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("zero gpus") << QStringList{"eval", "--gpus", "0"} << "GPU count";
        QTest::newRow("zero batch") << QStringList{"eval", "--batch", "0"} << "batch";
        QTest::newRow("not a number") << QStringList{"eval", "--gpus", "abc"} << "--gpus";
        QTest::newRow("unknown model") << QStringList{"eval", "--model", "gpt-9"} << "gpt-9";
        QTest::newRow("unknown gpu") << QStringList{"eval", "--gpu", "tpu"} << "tpu";
        QTest::newRow("indivisible")
            << QStringList{"eval", "--gpus", "24", "--ep", "16"} << "multiple of 16";
        QTest::newRow("AL < 1") << QStringList{"eval", "--acceptance-length", "0.5"}
                                << "acceptance";
        QTest::newRow("AL > d+1") << QStringList{"eval", "--draft-tokens", "1",
                                                 "--acceptance-length", "3"}
                                  << "exceeds";
        QTest::newRow("nvl72 h100")
            << QStringList{"eval", "--gpu", "h100", "--topology", "nvl72"} << "nvl72";
        QTest::newRow("unknown option") << QStringList{"eval", "--gpuz", "8"} << "gpuz";
        // A scenario key's refusal names the flag it came from.
        QTest::newRow("flag named")
            << QStringList{"eval", "--topology", "mesh"} << "\"--topology\" must be one of";
        QTest::newRow("flag with a dash") << QStringList{"eval", "--overhead-ms", "-1"}
                                          << "\"--overhead-ms\" must not be negative";
        QTest::newRow("missing scenario")
            << QStringList{"eval", "--scenario", "/nonexistent.x"} << "/nonexistent.x";
        QTest::newRow("bad range") << QStringList{"sweep", "--batch", "10:1"} << "--batch";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
        QTest::newRow("bad calibration") << QStringList{"eval", "--calibration", "nope"} << "nope";
        QTest::newRow("recommend without target")
            << QStringList{"recommend", "--model", "kimi-k2.6"} << "--target-tokens-per-s";
        QTest::newRow("recommend zero target")
            << QStringList{"recommend", "--target-tokens-per-s", "0"} << "--target-tokens-per-s";
        QTest::newRow("recommend unknown gpu")
            << QStringList{"recommend", "--target-tokens-per-s", "1000", "--gpu", "b300,tpu9"}
            << "tpu9";
        QTest::newRow("recommend bad topology")
            << QStringList{"recommend", "--target-tokens-per-s", "1000", "--topology", "torus"}
            << "torus";
        QTest::newRow("recommend bad price")
            << QStringList{"recommend", "--target-tokens-per-s", "1000", "--price", "b300"}
            << "GPU=NUMBER";
        QTest::newRow("recommend floor twice")
            << QStringList{"recommend", "--target-tokens-per-s",
                           "1000",      "--min-tokens-per-s-per-user",
                           "10",        "--max-tpot-ms",
                           "50"}
            << "not both";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err)); // one line
        QVERIFY(!err.contains(QLatin1String("nan"), Qt::CaseInsensitive));
        QVERIFY(r.out.isEmpty());
    }

    /// A named pipe with no writer, given to import, is refused at once (it used to block
    /// forever while the importer looked for a SQLite header in it).
    void importRefusesAFifoAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("results.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        const Run r = cli(
            {"import", "--db", dir.filePath(QStringLiteral("h.sqlite")), fifo, "--no-calibrate"});
        QVERIFY2(timer.elapsed() < 60000, "import returned");
        QCOMPARE(r.code, 1);
        const QString said = QString::fromUtf8(r.out + r.err);
        QVERIFY2(said.contains(QLatin1String("named pipe")), qPrintable(said));
    }

    /// Each row of recommend --json, given to eval --scenario as it is, meets the target, the
    /// per-user floor and the TTFT limit, with the numbers the row states.
    void recommendRowsMeetTheTargetInEval()
    {
        const double target = 200000, floor = 50, ttft = 3000;
        const Run r = cli({"recommend", "--model", "kimi-k2.6", "--target-tokens-per-s", "200000",
                           "--min-tokens-per-s-per-user", "50", "--max-ttft-ms", "3000",
                           "--calibration", "datasheet", "--top", "0", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError err{};
        const QJsonObject o = QJsonDocument::fromJson(r.out, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonArray rows = o.value(QLatin1String("options")).toArray();
        QVERIFY(rows.size() >= 10);
        QTemporaryDir dir;
        bool sawDisagg = false, sawNvl72 = false;
        double lastCost = 0;
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            for (const char *key : {"scenario", "tokens_per_s", "tokens_per_s_per_user", "gpus",
                                    "usd_per_hour", "usd_per_mtok", "tokens_per_s_per_mw"})
                QVERIFY2(row.contains(QLatin1String(key)), key);
            const double cost = row.value(QLatin1String("usd_per_hour")).toDouble();
            QVERIFY(cost >= lastCost);
            lastCost = cost;
            const QJsonObject scenario = row.value(QLatin1String("scenario")).toObject();
            sawDisagg |= scenario.value(QLatin1String("serving")).toString() == "disagg";
            sawNvl72 |= scenario.value(QLatin1String("topology")).toString() == "nvl72";
            const QString path = dir.filePath(QStringLiteral("row.moeplan"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(scenario).toJson());
            f.close();
            const Run e = cli({"eval", "--scenario", path, "--json"});
            QCOMPARE(e.code, 0);
            const QJsonObject ev = QJsonDocument::fromJson(e.out).object();
            const QByteArray what = row.value(QLatin1String("plan")).toString().toUtf8();
            QVERIFY2(ev.value(QLatin1String("fits")).toBool(), what);
            const double tput = ev.value(QLatin1String("throughput_tokens_per_s")).toDouble();
            QVERIFY2(tput >= target * (1 - 1e-9), what);
            QVERIFY2(ev.value(QLatin1String("tokens_per_s_per_user")).toDouble() >=
                         floor * (1 - 1e-9),
                     what);
            QVERIFY2(ev.value(QLatin1String("ttft_ms")).toDouble() <= ttft, what);
            QVERIFY(std::abs(tput / row.value(QLatin1String("tokens_per_s")).toDouble() - 1) <
                    1e-9);
            QCOMPARE(ev.value(QLatin1String("gpus_used")).toInt(),
                     row.value(QLatin1String("gpus")).toInt());
        }
        QVERIFY(sawDisagg);
        QVERIFY(sawNvl72);
    }

    void recommendTableNamesFailingFamilies()
    {
        const Run r = cli({"recommend", "--model", "kimi-k2.6", "--target-tokens-per-s", "20000",
                           "--min-tokens-per-s-per-user", "300", "--gpu", "gb300", "--topology",
                           "nvl72", "--calibration", "datasheet"});
        QCOMPARE(r.code, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QLatin1String("No deployment meets the target.")), qPrintable(out));
        QVERIFY(out.contains(QLatin1String("overhead wall")));
        QVERIFY(out.contains(QLatin1String("Nearest: GB300 NVL72")));
    }

    void sweepBatchCsv()
    {
        const Run r = cli({"sweep", "--batch", "1:4096", "--points", "13"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 14);
        QVERIFY(lines.first().startsWith("gpus,plan,tp,ep,batch,"));
        QVERIFY(lines.first().endsWith(
            ",tpot_lo_ms,tpot_hi_ms,ttft_lo_ms,ttft_hi_ms,provenance,corrected_by_runs,error"));
        const QList<QByteArray> header = lines.first().split(',');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> row = lines.at(i).split(',');
            QCOMPARE(row.size(), header.size());
            const double tpot = row.at(header.indexOf("tpot_ms")).toDouble();
            QVERIFY(row.at(header.indexOf("tpot_lo_ms")).toDouble() < tpot);
            QVERIFY(tpot < row.at(header.indexOf("tpot_hi_ms")).toDouble());
            QCOMPARE(row.at(header.indexOf("provenance")), QByteArray("datasheet"));
        }
        QVERIFY(lines.at(1).contains(",1,"));
        QVERIFY(lines.last().contains(",4096,"));
        // Aggregate throughput rises with load (column throughput_tokens_per_s).
        const int col = int(lines.first().split(',').indexOf("throughput_tokens_per_s"));
        QVERIFY(lines.last().split(',').at(col).toDouble() >
                lines.at(1).split(',').at(col).toDouble());
    }

    void sweepGpusCsv()
    {
        const Run r = cli({"sweep", "--gpu", "gb300", "--topology", "nvl72", "--gpus", "8,16,36,72",
                           "--batch", "512"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        const int col = int(lines.first().split(',').indexOf("throughput_tokens_per_s"));
        double last = 0;
        for (int i = 1; i < lines.size(); ++i) {
            const double t = lines.at(i).split(',').at(col).toDouble();
            QVERIFY2(t > last, lines.at(i).constData()); // EP widens with the GPU count
            last = t;
        }
    }

    // sweep --gpus follows the GPU slider's rule (core::withGpuCount): replicas keep their
    // shape and change in number, a disaggregated deployment sizes its decode pool; a count
    // that cannot be met moves to the nearest that can and is listed once.
    void sweepGpusFollowsTheSliderRule_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("counts");
        QTest::addColumn<QList<int>>("gpus");
        QTest::newRow("tp-8 replicas")
            << QByteArray(R"({"model": "deepseek-r1", "gpu": "b200", "gpus": 16,
                             "plan": "tp-replicas", "tp": 8, "batch": 32})")
            << "16,20,24,64" << QList<int>{16, 24, 64};
        QTest::newRow("disaggregated")
            << QByteArray(R"({"model": "deepseek-r1", "gpu": "gb300", "gpus": 20,
                             "topology": "nvl72", "serving": "disagg",
                             "prefill": {"tp": 4, "dp": 1, "ep": 4, "workers": 1},
                             "decode": {"tp": 1, "dp": 16, "ep": 16, "workers": 1,
                                        "batch": 256}})")
            << "20,36,40,72" << QList<int>{20, 36, 68};
    }
    void sweepGpusFollowsTheSliderRule()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, counts);
        QFETCH(QList<int>, gpus);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.moeplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenario);
        f.close();
        const Run r = cli({"sweep", "--scenario", path, "--gpus", counts});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QList<int> listed;
        for (int i = 1; i < lines.size(); ++i)
            listed << lines.at(i).split(',').at(0).toInt();
        QCOMPARE(listed, gpus);
        QVERIFY2(!r.out.contains("\""), r.out.constData()); // every point evaluated
    }

    void catalogLists()
    {
        const Run r = cli({"catalog"});
        QCOMPARE(r.code, 0);
        for (const char *id : {"kimi-k2.6", "deepseek-r1", "gb300", "h100"})
            QVERIFY2(r.out.contains(id), id);
        const Run j = cli({"catalog", "--json"});
        QCOMPARE(j.code, 0);
        QVERIFY(QJsonDocument::fromJson(j.out).object().value(QLatin1String("models")).isArray());
    }

    void help()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        for (const char *cmd : {"eval", "sweep", "catalog"})
            QVERIFY(r.out.contains(cmd));
        const Run e = cli({"eval", "--help"});
        QCOMPARE(e.code, 0);
        QVERIFY(e.out.contains("--acceptance-length"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
