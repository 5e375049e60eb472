// moeplan-cli import / calibrate / predict / validate end to end, on a measured-runs CSV the
// test writes itself (the AIConfigurator measured-runs columns).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "calibration.h"
#include "catalogloader.h"
#include "historystore.h"
#include "plannerdocument.h"
#include "reportdata.h"
#include "scenarioio.h"
#include "testutil.h"

#include <cmath>

using namespace moeplan;

namespace {

using Run = testutil::CliRun;
using testutil::cli;

/// The columns without the newline (rows are appended after their own '\n').
const QByteArray kHeader = QByteArray(testutil::kAiConfiguratorHeader).chopped(1);

/// Aggregated TP runs of two models on H200 with TensorRT-LLM at several loads; TPOT and TTFT
/// follow a smooth made-up law. `measured` false leaves the measured columns empty.
QByteArray measuredCsv(bool measured, bool withUnknownModel)
{
    QByteArray csv = QByteArray(kHeader) + '\n';
    int n = 0;
    for (const char *model : {"deepseek-ai/DeepSeek-R1", "meta-llama/Llama-3.1-70B"}) {
        // DeepSeek-R1 in FP8 needs 8 H200s at least (its weights overflow 4).
        const bool deepseek = model[0] == 'd';
        for (int tp : {deepseek ? 8 : 4, deepseek ? 16 : 8}) {
            for (int isl : {1024, 8192}) {
                for (int c : {1, 4, 16, 64, 128}) {
                    const double tpot =
                        (deepseek ? 14.0 : 9.0) * (8.0 / tp + 1) / 2 + 0.05 * c * (isl / 1024.0);
                    const double ttft = 60.0 * isl / 1024.0 * (1 + 0.02 * c);
                    ++n;
                    csv +=
                        QStringLiteral("run%1,src; silicon_concurrency=%2,trtllm,1.0,%3,h200_sxm,"
                                       "fp8,agg,%4,1024,fp8,fp8,%2,%5,1,1,%5,1,,,,,,,,,,,,,,,")
                            .arg(n)
                            .arg(c)
                            .arg(QLatin1String(model))
                            .arg(isl)
                            .arg(tp)
                            .toUtf8();
                    if (measured)
                        csv += QByteArray::number(ttft) + ',' + QByteArray::number(tpot);
                    else
                        csv += ',';
                    csv += '\n';
                }
            }
        }
    }
    if (!measured) // a load the history did not measure
        csv += "unmeasured,src; silicon_concurrency=32,trtllm,1.0,deepseek-ai/DeepSeek-R1,"
               "h200_sxm,fp8,agg,1024,1024,fp8,fp8,32,8,1,1,8,1,,,,,,,,,,,,,,,,\n";
    if (withUnknownModel)
        csv += "mystery,src; silicon_concurrency=4,trtllm,1.0,acme/Unknown-9B,h200_sxm,fp8,agg,"
               "1024,1024,fp8,fp8,4,8,1,1,8,1,,,,,,,,,,,,,,,,\n";
    return csv;
}

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestCalibrationCli : public QObject
{
    Q_OBJECT

    /// Every option of `recommend --json` reads as the planner shows it: eval of its scenario
    /// with the same history gives its TPOT, TTFT, TPOT interval and the runs that corrected
    /// them.
    void optionsReadAsEval(const QJsonArray &options, const QString &db)
    {
        QVERIFY(!options.isEmpty());
        for (const QJsonValue &v : options) {
            const QJsonObject o = v.toObject();
            const QString file = m_dir.filePath(QStringLiteral("option.moeplan"));
            QVERIFY(
                write(file, QJsonDocument(o.value(QLatin1String("scenario")).toObject()).toJson()));
            const Run e = cli({"eval", "--db", db, "--scenario", file, "--json"});
            QVERIFY2(e.code == 0, e.err);
            const QJsonObject ev = QJsonDocument::fromJson(e.out).object();
            QCOMPARE(ev.value(QLatin1String("corrected_by_runs")).toInt(),
                     o.value(QLatin1String("corrected_by_runs")).toInt(-1));
            QCOMPARE(ev.value(QLatin1String("tpot_ms")).toDouble(),
                     o.value(QLatin1String("tpot_ms")).toDouble());
            QCOMPARE(ev.value(QLatin1String("ttft_ms")).toDouble(),
                     o.value(QLatin1String("ttft_ms")).toDouble());
            const QJsonArray tpot = ev.value(QLatin1String("interval_80"))
                                        .toObject()
                                        .value(QLatin1String("tpot_ms"))
                                        .toArray();
            QCOMPARE(tpot.size(), 2);
            QCOMPARE(1000 / o.value(QLatin1String("tokens_per_s_per_user_hi")).toDouble(),
                     tpot.at(0).toDouble());
            QCOMPARE(1000 / o.value(QLatin1String("tokens_per_s_per_user_lo")).toDouble(),
                     tpot.at(1).toDouble());
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("history.sqlite"));
        m_measured = m_dir.filePath(QStringLiteral("measured.csv"));
        m_deployments = m_dir.filePath(QStringLiteral("deployments.csv"));
        QVERIFY(write(m_measured, measuredCsv(true, false)));
        QVERIFY(write(m_deployments, measuredCsv(false, true)));
        const Run r = cli({"import", "--db", m_db, m_measured});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains("imported 40"), r.out);
        QVERIFY2(r.err.contains("recalibrated"), r.err); // importing refits the profiles
    }

    void calibrateReportsProfilesAndErrors()
    {
        const Run r = cli({"calibrate", "--db", m_db, "--folds", "2", "--json"});
        QVERIFY2(r.code == 0, r.err);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        bool found = false;
        for (const QJsonValue &pv : o.value(QLatin1String("profiles")).toArray()) {
            const QJsonObject p = pv.toObject();
            if (p.value(QLatin1String("name")).toString() != QLatin1String("h200/trtllm"))
                continue;
            found = true;
            QVERIFY(p.value(QLatin1String("runs")).toInt() >= 35);
            const QJsonObject params = p.value(QLatin1String("parameters")).toObject();
            QVERIFY(params.contains(QLatin1String("hbm_efficiency")));
            for (auto it = params.begin(); it != params.end(); ++it) {
                const QJsonObject e = it.value().toObject();
                QVERIFY2(std::isfinite(e.value(QLatin1String("value")).toDouble(NAN)),
                         qPrintable(it.key()));
                QVERIFY2(std::isfinite(e.value(QLatin1String("std_error")).toDouble(NAN)),
                         qPrintable(it.key()));
            }
        }
        QVERIFY2(found, r.out.left(2000));
        // The offsets per architecture and per engine build are listed as factors with their
        // runs: every run names build 1.0, so its offset is what the architecture's leave, ~x1.
        const QJsonObject arch = o.value(QLatin1String("architecture_offsets"))
                                     .toObject()
                                     .value(QLatin1String("deepseek-r1|fp8"))
                                     .toObject();
        QVERIFY(arch.value(QLatin1String("runs")).toInt() >= 20); // the runs the first pass kept
        const QJsonObject build = o.value(QLatin1String("engine_build_offsets"))
                                      .toObject()
                                      .value(QLatin1String("trtllm|1.0"))
                                      .toObject();
        QVERIFY(build.value(QLatin1String("runs")).toInt() >= 30);
        for (const char *key : {"tpot_factor", "ttft_factor"}) {
            const double f = build.value(QLatin1String(key)).toDouble(NAN);
            QVERIFY2(f > 0.8 && f < 1.25, qPrintable(QStringLiteral("%1 %2").arg(key).arg(f)));
        }
        // And per GPU kind, on aggregated TPOT only.
        const QJsonObject onKind = o.value(QLatin1String("kind_model_offsets"))
                                       .toObject()
                                       .value(QLatin1String("deepseek-r1|fp8|trtllm|h200"))
                                       .toObject();
        QVERIFY2(onKind.value(QLatin1String("runs")).toInt() >= 20, r.out.constData());
        QCOMPARE(onKind.value(QLatin1String("ttft_factor")).toDouble(NAN), 1.0);
        const QJsonObject cv = o.value(QLatin1String("cross_validation")).toObject();
        // The same as text.
        const Run text = cli({"calibrate", "--db", m_db, "--folds", "0", "--no-store"});
        QVERIFY2(text.code == 0, text.err);
        const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("Engine-build offsets (runs that name their "
                                               "engine's version, after the architecture's):")),
                 text.out.constData());
        QVERIFY2(!lines
                      .filter(QRegularExpression(
                          QStringLiteral("^  trtllm 1\\.0: TPOT x[0-9.]+, TTFT x[0-9.]+ "
                                         "\\(\\d+ run\\(s\\)\\)$")))
                      .isEmpty(),
                 text.out.constData());
        QVERIFY2(!lines
                      .filter(QRegularExpression(
                          QStringLiteral("^  deepseek-r1 fp8 trtllm h200: TPOT x[0-9.]+ "
                                         "\\(\\d+ run\\(s\\)\\)$")))
                      .isEmpty(),
                 text.out.constData());

        QVERIFY(
            cv.value(QLatin1String("overall")).toObject().value(QLatin1String("tpot_n")).toInt() >
            0);
    }

    void predictWritesOneRowPerInput()
    {
        const QString out = m_dir.filePath(QStringLiteral("predicted.csv"));
        const Run r = cli({"predict", "--db", m_db, "--runs", m_deployments, "--out", out});
        QVERIFY2(r.code == 0, r.err);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 42);
        QVERIFY(lines.first().startsWith(
            "id,predicted_tpot_ms,predicted_ttft_ms,tpot_lo_ms,tpot_hi_ms,ttft_lo_ms,ttft_hi_ms,"
            "provenance,reason"));
        const QList<QByteArray> first = lines.at(1).split(',');
        QCOMPARE(first.at(0), QByteArray("run1"));
        const double tpot = first.at(1).toDouble();
        QVERIFY(tpot > 0 && std::isfinite(tpot));
        QVERIFY(first.at(3).toDouble() < tpot && tpot < first.at(4).toDouble()); // 80% band
        QCOMPARE(first.at(7), QByteArray("measured")); // the history measured this load
        const QList<QByteArray> unmeasured = lines.at(lines.size() - 2).split(',');
        QCOMPARE(unmeasured.at(0), QByteArray("unmeasured"));
        // A load the history did not measure of a deployment it measured at five others: the
        // model, corrected by its error on them (the provenance says so, quoted: it has commas).
        QVERIFY2(unmeasured.at(7).startsWith("\"calibrated; corrected by this deployment's 5 "
                                             "measured run(s) at other loads (TPOT x"),
                 unmeasured.at(7));
        // The row the model cannot place: empty prediction and the reason, not a crash.
        const QByteArray last = lines.last();
        QVERIFY2(last.startsWith("mystery,,,,,,,,"), last);
        QVERIFY2(last.contains("unknown-9b"), last);

        // A GPU kind the history never measured: transferred, and the row says what would
        // correct it.
        const QString h100 = m_dir.filePath(QStringLiteral("h100.csv"));
        QVERIFY(write(h100, QByteArray(kHeader) + '\n' +
                                "onh100,src; silicon_concurrency=4,trtllm,1.0,deepseek-ai/"
                                "DeepSeek-R1,h100_sxm,fp8,agg,1024,1024,fp8,fp8,4,16,1,1,16,1,"
                                ",,,,,,,,,,,,,,,\n"));
        const QString h100Out = m_dir.filePath(QStringLiteral("h100-predicted.csv"));
        const Run t = cli({"predict", "--db", m_db, "--runs", h100, "--out", h100Out});
        QVERIFY2(t.code == 0, t.err);
        QFile g(h100Out);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QByteArray row = g.readAll();
        QVERIFY2(row.contains("transferred from") &&
                     row.contains("no profile of h100's own: one measured load of this "
                                  "deployment would correct the others"),
                 row);
    }

    void validatePrintsTheErrorTable()
    {
        const Run r = cli({"validate", "--db", m_db, "--runs", m_measured, "--json"});
        QVERIFY2(r.code == 0, r.err);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject all = o.value(QLatin1String("overall")).toObject();
        QCOMPARE(all.value(QLatin1String("tpot_n")).toInt(), 40);
        const double ape = all.value(QLatin1String("tpot_median_ape")).toDouble(NAN);
        QVERIFY(std::isfinite(ape) && ape < 0.5);
        QVERIFY(o.value(QLatin1String("by_model")).toArray().size() == 2);
    }

    void evalUsesTheProfiles()
    {
        Run r = cli({"eval", "--db", m_db, "--model", "deepseek-r1", "--gpu", "h200", "--plan",
                     "tp", "--tp", "8", "--engine", "trtllm", "--json"});
        QVERIFY2(r.code == 0, r.err);
        QCOMPARE(
            QJsonDocument::fromJson(r.out).object().value(QLatin1String("provenance")).toString(),
            QStringLiteral("calibrated"));
        // No runs on MI300X: transferred from calibrated kinds.
        r = cli({"eval", "--db", m_db, "--model", "deepseek-r1", "--gpu", "mi300x", "--plan", "tp",
                 "--tp", "8", "--engine", "trtllm", "--json"});
        QVERIFY2(r.code == 0, r.err);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("provenance")).toString(), QStringLiteral("transferred"));
        QVERIFY(o.value(QLatin1String("calibration")).toString().startsWith(u"transferred from"));
    }

    // eval and sweep with --db give the window's numbers: a load the history did not measure
    // of a deployment it measured at others is corrected by them, as the planner corrects it.
    void evalAndSweepCorrectADeploymentAsTheWindowDoes()
    {
        const QStringList scenario{
            "--model",     "deepseek-r1", "--gpu",    "h200",   "--gpus",        "8",     "--plan",
            "tp",          "--tp",        "8",        "--isl",  "1024",          "--osl", "1024",
            "--precision", "fp8",         "--engine", "trtllm", "--calibration", "auto"};
        Run r = cli(QStringList{"eval", "--db", m_db, "--batch", "32", "--json"} + scenario);
        QVERIFY2(r.code == 0, r.err);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QString label = o.value(QLatin1String("calibration")).toString();
        QVERIFY2(label.contains(u"corrected by this deployment's 5 measured run(s) at other loads"),
                 qPrintable(label));
        const double tpot = o.value(QLatin1String("tpot_ms")).toDouble();
        const double ttft = o.value(QLatin1String("ttft_ms")).toDouble();
        QCOMPARE(o.value(QLatin1String("corrected_by_runs")).toInt(), 5);

        // The window: the planner with the history's profiles and the runs of the scenario's
        // model and GPU kind.
        core::HistoryStore store;
        QCOMPARE(store.open(m_db), QString());
        core::PlannerDocument doc(core::bundledCatalog());
        doc.setProfiles(core::fromStoredSet(store.profiles()));
        core::RunFilter filter;
        filter.model = QStringLiteral("deepseek-r1");
        filter.gpu = QStringLiteral("h200");
        doc.setHistoryRuns(store.runs(filter));
        const core::ScenarioParse parsed =
            core::scenarioFromJson(o.value(QLatin1String("scenario")).toObject());
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        doc.resetScenario(parsed.scenario);
        QVERIFY(doc.result().ok);
        QCOMPARE(doc.result().params.label, label);
        QCOMPARE(doc.result().eval.tpotMs, tpot);
        QCOMPARE(doc.result().eval.ttftMs, ttft);
        // The charts' and the report's footnote says where that band comes from.
        QVERIFY2(core::assumptionsFootnote(doc.catalog(), doc.result())
                     .contains(u"80% band of TPOT from how far the history's measured loads fall "
                               "from their deployments' other loads"),
                 qPrintable(core::assumptionsFootnote(doc.catalog(), doc.result())));

        // sweep: the same point, and the other loads of the same deployment corrected too.
        r = cli(QStringList{"sweep", "--db", m_db} + scenario + QStringList{"--batch", "32"});
        QVERIFY2(r.code == 0, r.err);
        const QList<QByteArray> rows = r.out.trimmed().split('\n');
        QCOMPARE(rows.size(), 2);
        const QList<QByteArray> header = rows.at(0).split(',');
        const QList<QByteArray> row = rows.at(1).split(',');
        QCOMPARE(row.at(header.indexOf("tpot_ms")).toDouble(), std::round(tpot * 1e4) / 1e4);
        QCOMPARE(row.at(header.indexOf("corrected_by_runs")), QByteArray("5"));
        QCOMPARE(row.at(header.indexOf("provenance")), QByteArray("calibrated"));

        // A deployment the history did not measure (another ISL): the model alone.
        QStringList other = scenario;
        other[other.indexOf(QStringLiteral("--isl")) + 1] = QStringLiteral("2048");
        r = cli(QStringList{"eval", "--db", m_db, "--batch", "32", "--json"} + other);
        QVERIFY2(r.code == 0, r.err);
        const QJsonObject alone = QJsonDocument::fromJson(r.out).object();
        QVERIFY(!alone.value(QLatin1String("calibration")).toString().contains(u"corrected"));
        QCOMPARE(alone.value(QLatin1String("corrected_by_runs")).toInt(-1), 0);
    }

    // recommend with --db sizes as Size It does: an option that is a deployment the history
    // measured at other loads (any number of its replicas) is predicted as the planner predicts
    // it, corrected by those runs; the others by the model alone.
    void recommendCorrectsTheOptionsTheHistoryMeasured()
    {
        const QStringList workload{"--model",    "deepseek-r1", "--gpu",       "h200",
                                   "--isl",      "1024",        "--osl",       "1024",
                                   "--engine",   "trtllm",      "--precision", "fp8",
                                   "--topology", "hgx-ib",      "--serving",   "agg"};
        const QStringList target{"--target-tokens-per-s", "20000", "--min-tokens-per-s-per-user",
                                 "20", "--json"};
        Run r = cli(QStringList{"recommend", "--db", m_db} + workload + target);
        QVERIFY2(r.code == 0, r.err);
        const QJsonArray options =
            QJsonDocument::fromJson(r.out).object().value(QLatin1String("options")).toArray();
        QSet<int> corrections;
        for (const QJsonValue &v : options) {
            const QJsonObject o = v.toObject();
            const QJsonObject shape = o.value(QLatin1String("shape")).toObject();
            const int corrected = o.value(QLatin1String("corrected_by_runs")).toInt(-1);
            corrections.insert(corrected);
            if (shape.value(QLatin1String("attn_tp")).toInt() == 8 &&
                shape.value(QLatin1String("attn_dp")).toInt() == 1 &&
                shape.value(QLatin1String("moe_ep")).toInt() == 1) {
                // TP-8 replicas, however many: the deployment measured at 5 loads.
                QCOMPARE(corrected, 5);
                QVERIFY2(o.value(QLatin1String("replicas")).toInt() > 1, r.out);
            }
        }
        QVERIFY2(corrections.contains(5) && corrections.contains(0), r.out);
        optionsReadAsEval(options, m_db);
        if (QTest::currentTestFailed())
            return;

        // The table says which options the history measured.
        r = cli(QStringList{"recommend", "--db", m_db} + workload + target.mid(0, 4));
        QVERIFY2(r.code == 0, r.err);
        QVERIFY2(r.out.contains("calibrated, 5 run(s) measured"), r.out);
        // Without the history: the model alone.
        r = cli(QStringList{"recommend"} + workload + target);
        QVERIFY2(r.code == 0, r.err);
        QVERIFY2(!r.out.contains("\"corrected_by_runs\": 5"), r.out);
    }

    // A disaggregated deployment the history measured at three loads (2 decode workers of
    // EP-8 with DP attention, prefill workers of EP-8): sized for a target its two workers
    // carry, it is the EP family's option, corrected; every disaggregated option reads as eval
    // of its scenario, whose offsets and intervals are the profile's for disaggregated runs.
    void recommendCorrectsADisaggregatedDeploymentTheHistoryMeasured()
    {
        const QString db = m_dir.filePath(QStringLiteral("disagg-measured.sqlite"));
        const QString csv = m_dir.filePath(QStringLiteral("disagg-measured.csv"));
        QByteArray data = QByteArray(kHeader) + '\n';
        for (int c : {32, 128, 512})
            data += QStringLiteral("d%1,src; silicon_concurrency=%1,trtllm,1.0,"
                                   "deepseek-ai/DeepSeek-R1,h200_sxm,fp8,disagg,1024,1024,fp8,"
                                   "fp8,,,,,,,%1,1,1,1,8,1,8,%1,2,1,1,8,1,8,%2,%3\n")
                        .arg(c)
                        .arg(900 + 3 * c)
                        .arg(30 + 0.02 * c)
                        .toUtf8();
        QVERIFY(write(csv, data));
        Run r = cli({"import", "--db", db, m_measured, csv});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        const QStringList args{"recommend",   "--model",
                               "deepseek-r1", "--gpu",
                               "h200",        "--engine",
                               "trtllm",      "--precision",
                               "fp8",         "--isl",
                               "1024",        "--osl",
                               "1024",        "--topology",
                               "hgx-ib",      "--serving",
                               "disagg",      "--target-tokens-per-s",
                               "40000",       "--min-tokens-per-s-per-user",
                               "20",          "--json"};
        r = cli(QStringList{args} << "--db" << db);
        QVERIFY2(r.code == 0, r.err);
        const QJsonArray options =
            QJsonDocument::fromJson(r.out).object().value(QLatin1String("options")).toArray();
        const QJsonObject ep8{{"attn_tp", 1}, {"attn_dp", 8}, {"moe_tp", 1}, {"moe_ep", 8}};
        int measured = 0;
        for (const QJsonValue &v : options) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(QLatin1String("serving")).toString(), QStringLiteral("disagg"));
            if (o.value(QLatin1String("corrected_by_runs")).toInt() == 0)
                continue;
            ++measured;
            QCOMPARE(o.value(QLatin1String("corrected_by_runs")).toInt(), 3);
            QCOMPARE(o.value(QLatin1String("shape")).toObject(), ep8);
            QCOMPARE(o.value(QLatin1String("replicas")).toInt(), 2);
            QCOMPARE(o.value(QLatin1String("prefill_shape")).toObject(), ep8);
        }
        QVERIFY2(measured == 1, r.out);
        optionsReadAsEval(options, db);
        if (QTest::currentTestFailed())
            return;
        // The table says so; without the history nothing is corrected.
        r = cli(QStringList{args.mid(0, args.size() - 1)} << "--db" << db);
        QVERIFY2(r.out.contains("P 1×EP-8 + D 2×EP-8") && r.out.contains("3 run(s) measured"),
                 r.out);
        r = cli(args);
        QVERIFY2(r.code == 0 && !r.out.contains("\"corrected_by_runs\": 3"), r.out);
    }

    // A disaggregated row without worker counts whose deployment the history measured with
    // them: the counts are taken from those runs, which all ran one prefill and two decode
    // workers; the row is fitted and predicted as a point that says so, not spanned.
    void workerCountsTheHistoryStatesSettleARowThatLeavesThemOut()
    {
        const QString db = m_dir.filePath(QStringLiteral("settled.sqlite"));
        const QString csv = m_dir.filePath(QStringLiteral("disagg.csv"));
        auto row = [](const char *id, int clients, const char *prefill, const char *decode,
                      bool measured) {
            return QStringLiteral("%1,src; silicon_concurrency=%2,trtllm,1.0,"
                                  "deepseek-ai/DeepSeek-R1,gb200,fp4,disagg,1024,1024,nvfp4,"
                                  "nvfp4,,,,,,,,%3,4,1,1,1,4,,%4,8,1,1,1,8,%5\n")
                .arg(QLatin1String(id))
                .arg(clients)
                .arg(QLatin1String(prefill), QLatin1String(decode),
                     measured
                         ? QStringLiteral("%1,%2").arg(200 + 2 * clients).arg(8 + 0.05 * clients)
                         : QStringLiteral(","))
                .toUtf8();
        };
        QByteArray data = QByteArray(kHeader) + '\n';
        for (int c : {8, 16, 64, 128})
            data += row(qPrintable(QStringLiteral("stated%1").arg(c)), c, "1", "2", true);
        data += row("unstated32", 32, "", "", true);
        QVERIFY(write(csv, data));
        Run r = cli({"import", "--db", db, csv});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains("imported 5"), r.out);
        // The import notes what the file leaves out; the stored run keeps its counts empty.
        QVERIFY2(r.out.contains("underdetermined (not stated: prefill workers and decode workers)"),
                 r.out);
        r = cli({"runs", "--db", db, "--format", "json"});
        QVERIFY2(r.code == 0, r.err);
        int unstated = 0;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array()) {
            const QJsonObject run = v.toObject();
            if (run.value(QLatin1String("notes")).toString() !=
                QLatin1String("AIConfigurator row unstated32"))
                continue;
            ++unstated;
            QVERIFY(run.value(QLatin1String("prefill_workers")).isNull());
            QVERIFY(run.value(QLatin1String("decode_workers")).isNull());
        }
        QCOMPARE(unstated, 1);

        r = cli({"calibrate", "--db", db, "--folds", "0"});
        QVERIFY2(r.code == 0, r.err);
        QVERIFY2(r.out.contains("1 run(s) leave out their worker counts, which the stated runs "
                                "of the same deployment settle"),
                 r.out);
        QVERIFY2(!r.out.contains("not fitted"), r.out);

        // A load nobody measured, again without worker counts: a point with the profile's
        // interval, corrected by the deployment's five measured loads (the settled one among
        // them), saying where its counts came from: the four runs that state them.
        const QString query = m_dir.filePath(QStringLiteral("disagg-query.csv"));
        QVERIFY(write(query, QByteArray(kHeader) + '\n' + row("at48", 48, "", "", false)));
        const QString out = m_dir.filePath(QStringLiteral("disagg-predicted.csv"));
        r = cli({"predict", "--db", db, "--runs", query, "--out", out});
        QVERIFY2(r.code == 0, r.err);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.contains("worker counts not stated: 1 prefill and 2 decode, as the 4 "
                               "stated run(s) of this deployment ran"),
                 text);
        QVERIFY2(text.contains("corrected by this deployment's 5 measured run(s)"), text);
        QVERIFY2(!text.contains("underdetermined"), text);

        // Diagnosed, the run without counts is evaluated with the ones the stated runs settle;
        // a run of another ISL, which nothing settles, says its readings rest on assumed ones.
        const QString other = m_dir.filePath(QStringLiteral("disagg-2k.csv"));
        QByteArray otherRow = row("unstated2k", 32, "", "", true);
        otherRow.replace(",1024,1024,", ",2048,1024,");
        QVERIFY(write(other, QByteArray(kHeader) + '\n' + otherRow));
        r = cli({"import", "--db", db, other});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        r = cli({"runs", "--db", db, "--format", "json"});
        QVERIFY2(r.code == 0, r.err);
        QHash<QString, QString> idOf;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array())
            idOf.insert(v.toObject().value(QLatin1String("notes")).toString(),
                        QString::number(v.toObject().value(QLatin1String("id")).toInteger()));
        const QString settled = idOf.value(QStringLiteral("AIConfigurator row unstated32"));
        const QString unsettled = idOf.value(QStringLiteral("AIConfigurator row unstated2k"));
        QVERIFY(!settled.isEmpty() && !unsettled.isEmpty());
        r = cli({"diagnose", "--db", db, "--run", settled});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains("parameters: calibrated; worker counts not stated: 1 prefill and "
                                "2 decode, as the 4 stated run(s) of this deployment ran"),
                 r.out);
        QVERIFY2(!r.out.contains("assume"), r.out);
        r = cli({"diagnose", "--db", db, "--run", unsettled});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains("The run leaves out prefill workers and decode workers: "
                                "the model's readings assume 1 prefill and 1 decode worker(s), 32 "
                                "sequence(s) per decode worker, which may not be what ran."),
                 r.out);
    }

    // A history database among check's inputs (moeplan-collect's on a GPU node, a
    // colleague's): its runs are checked as import would merge them, and neither it nor the
    // history is written. A run of it without worker counts is checked with those of the
    // stated run of its deployment, and says so.
    void checkReadsAHistoryDatabaseWithoutWritingIt()
    {
        const QString collected = m_dir.filePath(QStringLiteral("collected.sqlite"));
        const QString csv = m_dir.filePath(QStringLiteral("collected.csv"));
        QVERIFY(write(csv, QByteArray(kHeader) + '\n' +
                               "stated8,src; silicon_concurrency=8,trtllm,1.0,deepseek-ai/"
                               "DeepSeek-R1,gb200,fp4,disagg,1024,1024,nvfp4,nvfp4,,,,,,,,1,4,1,"
                               "1,1,4,,2,8,1,1,1,8,216,8.4\n"
                               "unstated32,src; silicon_concurrency=32,trtllm,1.0,deepseek-ai/"
                               "DeepSeek-R1,gb200,fp4,disagg,1024,1024,nvfp4,nvfp4,,,,,,,,,4,1,1,"
                               "1,4,,,8,1,1,1,8,264,9.6\n"));
        Run r = cli({"import", "--db", collected, csv});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        r = cli({"runs", "--db", collected, "--format", "json"});
        QCOMPARE(r.code, 0);
        const qsizetype collectedRuns = QJsonDocument::fromJson(r.out).array().size();
        QVERIFY(collectedRuns >= 2);
        r = cli({"runs", "--db", m_db, "--format", "json"});
        const qsizetype historyRuns = QJsonDocument::fromJson(r.out).array().size();
        auto bytes = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = bytes(collected);
        QVERIFY(!before.isEmpty());

        r = cli({"check", "--db", m_db, collected});
        QVERIFY2(r.code == 0 || r.code == 1, QByteArray(r.out + r.err).constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + collectedRuns);
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(lines.at(i).startsWith(
                         QByteArray(collected.toUtf8() + ',' + QByteArray::number(i) + ',')),
                     lines.at(i));
        QVERIFY2(lines.last().contains("The run does not state its worker counts; it is checked as "
                                       "1 prefill and 2 decode worker(s), which the 1 stated "
                                       "run(s) of its deployment all ran."),
                 lines.last());
        QCOMPARE(bytes(collected), before);
        r = cli({"runs", "--db", m_db, "--format", "json"});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), historyRuns);

        // A file that only looks like SQLite: refused by name, exit 2.
        const QString broken = m_dir.filePath(QStringLiteral("broken.sqlite"));
        QVERIFY(write(broken, QByteArray("SQLite format 3\0", 16) + QByteArray(84, '\0')));
        r = cli({"check", "--db", m_db, broken});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(broken.toUtf8()), r.err);
        QCOMPARE(r.out.trimmed().split('\n').size(), 1); // the header only
    }

    void unplacedRunsAreCountedByReason()
    {
        // Two runs without any load: one line counts them both (the reason names no run id).
        const QString db = m_dir.filePath(QStringLiteral("unplaced.sqlite"));
        const QString runs = m_dir.filePath(QStringLiteral("noload.json"));
        QVERIFY(write(runs, R"({"format": "moeplan-history-runs", "version": 1, "runs": [
            {"model": "deepseek-r1", "engine": "sglang", "gpu": "h200", "gpus": 8, "tp": 8,
             "topology": "hgx-ib", "serving": "agg", "tpot_mean_ms": 20, "isl": 1024,
             "osl": 1024},
            {"model": "deepseek-r1", "engine": "sglang", "gpu": "h200", "gpus": 8, "tp": 8,
             "topology": "hgx-ib", "serving": "agg", "tpot_mean_ms": 25, "isl": 2048,
             "osl": 1024}]})"));
        Run r = cli({"import", "--db", db, runs});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        r = cli({"calibrate", "--db", db, "--folds", "2"});
        QVERIFY2(r.code == 0, r.err);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        const QStringList noLoad = lines.filter(QStringLiteral("x no load"));
        QCOMPARE(noLoad.size(), 1);
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("not placed: (\\d+) x no load"))
                .match(noLoad.first());
        QVERIFY2(m.hasMatch() && m.captured(1).toInt() >= 2, qPrintable(noLoad.first()));
    }

    void checkListsTheRunThatDisagreesWithItsDeployment()
    {
        // One more load of a deployment measured.csv holds at five: its TTFT 300x the law the
        // others follow (a cold start, say). Each run is checked against its deployment's other
        // loads (its own load, repeats included, left out).
        const QString db = m_dir.filePath(QStringLiteral("check.sqlite"));
        const QString outlier = m_dir.filePath(QStringLiteral("outlier.csv"));
        const double law = 60.0 * (1 + 0.02 * 16);
        QVERIFY(write(outlier, QByteArray(kHeader) + '\n' +
                                   "cold,src; silicon_concurrency=16,trtllm,1.0,"
                                   "deepseek-ai/DeepSeek-R1,h200_sxm,fp8,agg,1024,1024,fp8,fp8,"
                                   "16,8,1,1,8,1,,,,,,,,,,,,,,," +
                                   QByteArray::number(300 * law) + ',' +
                                   QByteArray::number(14.0 * 2 / 2 + 0.05 * 16) + '\n'));
        Run r = cli({"import", "--db", db, m_measured, outlier});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        // The ids of the runs the two files added (a new history also holds the reference runs).
        r = cli({"runs", "--db", db, "--format", "json"});
        QCOMPARE(r.code, 0);
        QStringList ours;
        qint64 coldId = 0;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("is_reference")).toInt() != 0)
                continue;
            ours << QString::number(o.value(QStringLiteral("id")).toInteger());
            if (o.value(QStringLiteral("ttft_mean_ms")).toDouble() > 100 * law)
                coldId = o.value(QStringLiteral("id")).toInteger();
        }
        QCOMPARE(ours.size(), 41);
        QVERIFY(coldId > 0);

        // Exit 1 and only the cold run, with the verdict and what it was checked against.
        r = cli({"check", "--db", db, "--run", ours.join(QLatin1Char(',')), "--disagreeing",
                 "--format", "json"});
        QVERIFY2(r.code == 1, QByteArray(r.out + r.err).constData());
        const QJsonArray listed = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(listed.size(), 1);
        const QJsonObject cold = listed.first().toObject();
        QCOMPARE(cold.value(QStringLiteral("id")).toInteger(), coldId);
        QVERIFY(cold.value(QStringLiteral("disagrees")).toBool());
        const QJsonObject ttft = cold.value(QStringLiteral("ttft")).toObject();
        QCOMPARE(ttft.value(QStringLiteral("verdict")).toString(), QStringLiteral("disagrees"));
        QCOMPARE(ttft.value(QStringLiteral("other_loads")).toInt(), 4);
        QVERIFY(ttft.value(QStringLiteral("hi_ms")).toDouble() < 300 * law / 3);
        QVERIFY(cold.value(QStringLiteral("findings"))
                    .toVariant()
                    .toStringList()
                    .join(u' ')
                    .contains(QStringLiteral("TTFT disagrees")));
        QVERIFY2(r.err.contains("41 run(s) checked, 1 disagree"), r.err);

        // Without --disagreeing every selected run is listed (CSV); the cold run's steady twin
        // at the same load agrees, and a selection without it exits 0.
        ours.removeAll(QString::number(coldId));
        r = cli({"check", "--db", db, "--run", ours.join(QLatin1Char(','))});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 41); // the header and 40 runs
        QVERIFY(lines.first().startsWith(QLatin1String("id,model,gpu,engine,serving")));
        QVERIFY(!r.out.contains(",disagrees,"));
        QVERIFY(r.out.contains(",agrees,"));

        // Bad input: one line naming the value, exit 2.
        r = cli({"check", "--db", db, "--run", "x7"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("\"x7\""));
        r = cli({"check", "--db", db, "--run", "999999"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("999999"));
        r = cli({"check", "--db", m_dir.filePath(QStringLiteral("missing.sqlite"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing.sqlite"));
    }

    void checkTellsOfResultFilesBeforeTheyAreImported()
    {
        // A history of measured.csv's deployments; then new result files for one of them.
        const QString db = m_dir.filePath(QStringLiteral("precheck.sqlite"));
        Run r = cli({"import", "--db", db, m_measured});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        const auto storedRuns = [&] {
            const Run listed = cli({"runs", "--db", db, "--format", "json"});
            return QJsonDocument::fromJson(listed.out).array().size();
        };
        const qsizetype before = storedRuns();
        QVERIFY(before >= 40);

        // A cold run at a load the history measured (16 clients) and a steady new load (32).
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.csv"));
        const double law16 = 60.0 * (1 + 0.02 * 16), law32 = 60.0 * (1 + 0.02 * 32);
        QVERIFY(write(fresh, QByteArray(kHeader) + '\n' +
                                 "cold,src; silicon_concurrency=16,trtllm,1.0,"
                                 "deepseek-ai/DeepSeek-R1,h200_sxm,fp8,agg,1024,1024,fp8,fp8,"
                                 "16,8,1,1,8,1,,,,,,,,,,,,,,," +
                                 QByteArray::number(300 * law16) + ',' +
                                 QByteArray::number(14.0 + 0.05 * 16) + '\n' +
                                 "new,src; silicon_concurrency=32,trtllm,1.0,"
                                 "deepseek-ai/DeepSeek-R1,h200_sxm,fp8,agg,1024,1024,fp8,fp8,"
                                 "32,8,1,1,8,1,,,,,,,,,,,,,,," +
                                 QByteArray::number(law32) + ',' +
                                 QByteArray::number(14.0 + 0.05 * 32) + '\n'));
        r = cli({"check", "--db", db, fresh, "--format", "json"});
        QVERIFY2(r.code == 1, QByteArray(r.out + r.err).constData());
        const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(rows.size(), 2);
        const QJsonObject cold = rows.at(0).toObject(), steady = rows.at(1).toObject();
        QCOMPARE(cold.value(QStringLiteral("file")).toString(), fresh);
        QCOMPARE(cold.value(QStringLiteral("run")).toInt(), 1);
        QVERIFY(cold.value(QStringLiteral("stored_id")).isNull());
        QVERIFY(cold.value(QStringLiteral("disagrees")).toBool());
        // Its other loads: the four the history measured at other batches, and the file's new
        // one (the stored twin at its own load is not one of them).
        const QJsonObject coldTtft = cold.value(QStringLiteral("ttft")).toObject();
        QCOMPARE(coldTtft.value(QStringLiteral("verdict")).toString(), QStringLiteral("disagrees"));
        QCOMPARE(coldTtft.value(QStringLiteral("other_loads")).toInt(), 5);
        QCOMPARE(steady.value(QStringLiteral("run")).toInt(), 2);
        QVERIFY(!steady.value(QStringLiteral("disagrees")).toBool());
        QCOMPARE(steady.value(QStringLiteral("ttft")).toObject().value("other_loads").toInt(), 6);
        QVERIFY2(r.err.contains("2 run(s) checked, 1 disagree"), r.err);
        QCOMPARE(storedRuns(), before); // nothing was stored

        // A file the history holds: each run names its stored copy and is checked as it is.
        r = cli({"check", "--db", db, m_measured});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 41);
        QVERIFY(lines.first().startsWith(QLatin1String("file,run,stored_id,model,gpu")));
        for (const QString &line : lines.mid(1))
            QVERIFY2(line.section(u',', 2, 2).toLongLong() > 0, qPrintable(line));

        // A vLLM result names no GPU or plan: refused, as import refuses it, until given.
        const QString vllm =
            QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import/vllm/serve-0.11.json");
        r = cli({"check", "--db", db, vllm});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("serve-0.11.json") && r.err.contains("--gpu"), r.err);
        r = cli({"check", "--db", db, "--gpu", "h200", "--plan", "tp", "--tp", "8", vllm,
                 "--format", "json"});
        QVERIFY2(r.code == 0 || r.code == 1, QByteArray(r.out + r.err).constData());
        const QJsonArray one = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.first().toObject().value(QStringLiteral("gpu")).toString(),
                 QStringLiteral("h200"));
        QVERIFY(one.first()
                    .toObject()
                    .value(QStringLiteral("tpot"))
                    .toObject()
                    .value(QStringLiteral("expected_ms"))
                    .toDouble() > 0);
        QCOMPARE(storedRuns(), before);

        // GPU telemetry beside the results (import attaches it) is passed over with a note.
        const QString dcgm =
            QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry/dcgm-exporter-scrapes.prom");
        r = cli({"check", "--db", db, m_measured, dcgm});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.err.contains("dcgm-exporter-scrapes.prom: GPU telemetry"), r.err);

        // Bad usage: one line naming the option or file, exit 2.
        r = cli({"check", "--db", db, "--plan", "ep"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--plan"), r.err);
        r = cli({"check", "--db", db, "--run", "1", fresh});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--run"), r.err);
        const QString notes = m_dir.filePath(QStringLiteral("notes.txt"));
        QVERIFY(write(notes, "nothing to see\n"));
        r = cli({"check", "--db", db, notes});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("notes.txt"), r.err);
    }

    void badInput()
    {
        Run r = cli({"predict", "--db", m_db, "--runs", m_deployments});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--out"));
        r = cli({"predict", "--db", m_db, "--runs", m_dir.filePath(QStringLiteral("none.csv")),
                 "--out", m_dir.filePath(QStringLiteral("x.csv"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("none.csv"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.csv"))));
        r = cli({"calibrate", "--db", m_db, "--folds", "1"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--folds"));
        r = cli({"eval", "--db", m_dir.filePath(QStringLiteral("missing.sqlite"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing.sqlite"));
    }

private:
    QTemporaryDir m_dir;
    QString m_db, m_measured, m_deployments;
};

QTEST_GUILESS_MAIN(TestCalibrationCli)
#include "tst_calibrationcli.moc"
