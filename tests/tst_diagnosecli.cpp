// moeplan-cli diagnose on telemetry files the project wrote in the tools' formats
// (tests/data/diagnose/NOTES.md), one per verdict: the binding ceiling, the readings in order
// with measured next to expected, and the lever; the traps (GPU_UTIL near 100% while compute
// is ruled out, interconnect "likely" without a trace); the stored path (telemetry attached to
// a run in a history, removed and restored with it); and the refusals of bad telemetry.

#include "historystore.h"
#include "importers.h"
#include "rundiagnosis.h"
#include "storedtelemetry.h"
#include "telemetry.h"
#include "testutil.h"
#include "usercatalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace moeplan::core;
using testutil::cli;

namespace {

QString data(const QString &name)
{
    return QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/diagnose/") + name;
}

const QStringList kScenario{
    QStringLiteral("--model"),    QStringLiteral("kimi-k2.5"), QStringLiteral("--gpu"),
    QStringLiteral("h200"),       QStringLiteral("--gpus"),    QStringLiteral("8"),
    QStringLiteral("--plan"),     QStringLiteral("ep"),        QStringLiteral("--ep"),
    QStringLiteral("8"),          QStringLiteral("--batch"),   QStringLiteral("64"),
    QStringLiteral("--topology"), QStringLiteral("hgx-ib")};

/// The model's TPOT for kScenario (eval --json).
double modelTpotMs()
{
    const auto r = cli(QStringList{QStringLiteral("eval")} + kScenario +
                       QStringList{QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tpot_ms")).toDouble();
}

QJsonObject reading(const QJsonObject &d, const QString &name)
{
    for (const QJsonValue &v : d.value(QStringLiteral("readings")).toArray())
        if (v.toObject().value(QStringLiteral("name")).toString() == name)
            return v.toObject();
    return {};
}

/// Copies a test file into `dir` (made if needed); the copy's path.
QString copyInto(const QString &from, const QString &dir)
{
    QDir().mkpath(dir);
    const QString to = dir + QLatin1Char('/') + QFileInfo(from).fileName();
    QFile::remove(to);
    return QFile::copy(from, to) ? to : QString();
}

QString importData(const QString &name)
{
    return QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import/") + name;
}

/// nvidia-smi --query-gpu CSV of 2 GPUs sampled every minute from `from` for `minutes`.
QByteArray smiCsv(const QDateTime &from, int minutes, int util, int mem)
{
    QByteArray out = "timestamp, index, name, uuid, utilization.gpu [%], utilization.memory [%], "
                     "power.draw [W]\n";
    for (int m = 0; m <= minutes; ++m)
        for (int g = 0; g < 2; ++g)
            out += QByteArray(
                from.addSecs(60 * m).toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz")).toUtf8() +
                ", " + QByteArray::number(g) + ", NVIDIA H200, GPU-0000000" +
                QByteArray::number(g) + "-aaaa-bbbb-cccc-dddddddddddd, " +
                QByteArray::number(util) + " %, " + QByteArray::number(mem) + " %, 500.00 W\n");
    return out;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// The run ids an import's "attached to run(s) ..." line names for `file`.
QList<qint64> attachedIds(const QByteArray &out, const QString &file)
{
    QList<qint64> ids;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.contains(QByteArray(file.toUtf8() + ": attached to run(s) ")))
            continue;
        const QByteArray list = line.mid(line.indexOf("run(s) ") + 7).split('[').value(0);
        for (const QByteArray &id : list.split(','))
            ids << id.trimmed().toLongLong();
    }
    return ids;
}

const QStringList kDeployment{QStringLiteral("--no-calibrate"),
                              QStringLiteral("--gpu"),
                              QStringLiteral("h200"),
                              QStringLiteral("--gpus"),
                              QStringLiteral("8"),
                              QStringLiteral("--plan"),
                              QStringLiteral("tp"),
                              QStringLiteral("--tp"),
                              QStringLiteral("8"),
                              QStringLiteral("--engine"),
                              QStringLiteral("vllm")};

} // namespace

class TestDiagnoseCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qputenv("TZ", "UTC"); // the CLI children read nvidia-smi's local times as UTC
        QVERIFY(modelTpotMs() > 0);
    }

    void oneFixturePerVerdict_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<double>("tpotFactor"); // measured TPOT as a multiple of the model's
        QTest::addColumn<QString>("binding");
        QTest::addColumn<bool>("likely");
        QTest::addColumn<QString>("lever");
        QTest::addColumn<QString>("decidingReading");
        QTest::addColumn<double>("decidingMeasured"); // percent

        // The same readings as DCGM exporter scrapes and as dcgmi dmon text: the verdict is the
        // readings', not the format's.
        for (const QString &format : {QStringLiteral(".prom"), QStringLiteral(".dmon.txt")}) {
            const auto row = [&](const char *name) {
                return format == QLatin1String(".prom") ? QByteArray(name)
                                                        : QByteArray(name) + " (dcgmi dmon)";
            };
            const QString ext = format;
            QTest::newRow(row("compute").constData())
                << QStringList{QStringLiteral("compute") + ext} << 0.0 << "compute" << false
                << "more compute"
                << "compute" << 72.0;
            QTest::newRow(row("memory").constData())
                << QStringList{QStringLiteral("memory") + ext} << 0.0 << "memory" << false
                << "fewer bytes per token"
                << "memory" << 82.0;
            QTest::newRow(row("interconnect, GPU_UTIL near 100%").constData())
                << QStringList{QStringLiteral("interconnect") + ext,
                               QStringLiteral("interconnect-kern.csv")}
                << 0.0 << "interconnect" << false << "placement and overlap"
                << "communication" << composeShare();
            QTest::newRow(row("interconnect likely without a trace").constData())
                << QStringList{QStringLiteral("interconnect") + ext} << 3.0 << "interconnect"
                << true << "placement and overlap"
                << "step time" << -1.0;
            QTest::newRow(row("overhead").constData())
                << QStringList{QStringLiteral("overhead") + ext,
                               QStringLiteral("overhead-kern.csv")}
                << 3.0 << "overhead" << false << "engine overhead"
                << "step time" << -1.0;
            QTest::newRow(row("imbalance").constData())
                << QStringList{QStringLiteral("imbalance") + ext,
                               QStringLiteral("imbalance-kern.csv")}
                << 0.0 << "imbalance" << false << "rebalance"
                << "communication" << 4.5;
        }
    }

    void oneFixturePerVerdict()
    {
        QFETCH(QStringList, files);
        QFETCH(double, tpotFactor);
        QFETCH(QString, binding);
        QFETCH(bool, likely);
        QFETCH(QString, lever);
        QFETCH(QString, decidingReading);
        QFETCH(double, decidingMeasured);

        QStringList args = QStringList{QStringLiteral("diagnose")} + kScenario;
        for (const QString &f : files)
            args << QStringLiteral("--telemetry") << data(f);
        if (tpotFactor > 0)
            args << QStringLiteral("--tpot-ms") << QString::number(modelTpotMs() * tpotFactor);
        args << QStringLiteral("--json");
        const auto r = cli(args);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject d = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(d.value(QStringLiteral("binding")).toString(), binding);
        QCOMPARE(d.value(QStringLiteral("likely")).toBool(), likely);
        QVERIFY(d.value(QStringLiteral("levers")).toArray().contains(lever));
        const QJsonArray readings = d.value(QStringLiteral("readings")).toArray();
        QCOMPARE(readings.size(), 4);
        const QStringList order{QStringLiteral("compute"), QStringLiteral("memory"),
                                QStringLiteral("communication"), QStringLiteral("step time")};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject o = readings.at(i).toObject();
            QCOMPARE(o.value(QStringLiteral("name")).toString(), order.at(i));
            QCOMPARE(o.value(QStringLiteral("unit")).toString(), QStringLiteral("%"));
            QVERIFY(o.value(QStringLiteral("expected")).isDouble());
            QVERIFY(!o.value(QStringLiteral("verdict")).toString().isEmpty());
        }
        QCOMPARE(d.value(QStringLiteral("gpus")).toInt(), 8);
        const QJsonObject deciding = reading(d, decidingReading);
        if (decidingMeasured >= 0)
            QCOMPARE(deciding.value(QStringLiteral("measured")).toDouble(), decidingMeasured);
        else
            QVERIFY(deciding.value(QStringLiteral("measured")).toDouble() >= 30.0);
        // GPU_UTIL is shown, never evidence: busy near 100% while compute is ruled out is a
        // finding in every row but the compute one.
        QVERIFY(d.value(QStringLiteral("gpu_util")).toDouble() >= 95.0);
        const bool trapFound = QJsonDocument(d.value(QStringLiteral("findings")).toArray())
                                   .toJson()
                                   .contains("GPU_UTIL");
        QCOMPARE(trapFound, binding != QLatin1String("compute"));
    }

    void textReportNamesReadingsInOrder()
    {
        const auto r = cli(QStringList{QStringLiteral("diagnose")} + kScenario +
                           QStringList{QStringLiteral("--telemetry"), data("memory.prom")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        const qsizetype a = out.indexOf(QLatin1String("1. Compute utilisation: measured 18%"));
        const qsizetype b = out.indexOf(QLatin1String("2. HBM traffic: measured 82%"));
        const qsizetype c = out.indexOf(QLatin1String("3. Communication: not measured"));
        QVERIFY2(a >= 0 && b > a && c > b, qPrintable(out));
        QVERIFY(out.contains(QLatin1String("Binding: memory bandwidth")));
        QVERIFY(out.contains(QLatin1String("of 4.8 TB/s HBM peak")));
    }

    void modelOnlyWithoutTelemetry()
    {
        const auto r = cli(QStringList{QStringLiteral("diagnose")} + kScenario +
                           QStringList{QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject d = QJsonDocument::fromJson(r.out).object();
        for (const QJsonValue &v : d.value(QStringLiteral("readings")).toArray()) {
            QVERIFY(v.toObject().value(QStringLiteral("measured")).isNull());
            QCOMPARE(v.toObject().value(QStringLiteral("verdict")).toString(),
                     QStringLiteral("not measured"));
        }
        // The same procedure as the planner's label: eval's binding.
        const auto e = cli(QStringList{QStringLiteral("eval")} + kScenario +
                           QStringList{QStringLiteral("--json")});
        const QString evalBinding =
            QJsonDocument::fromJson(e.out).object().value(QStringLiteral("binding")).toString();
        QVERIFY(!evalBinding.isEmpty());
        QCOMPARE(d.value(QStringLiteral("binding")).toString(), evalBinding);
    }

    void badTelemetryIsRefusedWithItsName()
    {
        QTemporaryDir dir;
        const QString bad = testutil::writeFile(dir, QStringLiteral("scrape.prom"),
                                                "# TYPE DCGM_FI_PROF_DRAM_ACTIVE gauge\n"
                                                "DCGM_FI_PROF_DRAM_ACTIVE{gpu=\"0\"} 7.5\n");
        auto r = cli(QStringList{QStringLiteral("diagnose")} + kScenario +
                     QStringList{QStringLiteral("--telemetry"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("scrape.prom"), r.err.constData());
        const QString notTelemetry =
            testutil::writeFile(dir, QStringLiteral("notes.txt"), "hello, these are not samples\n");
        r = cli(QStringList{QStringLiteral("diagnose")} + kScenario +
                QStringList{QStringLiteral("--telemetry"), notTelemetry});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("notes.txt"), r.err.constData());
        r = cli({QStringLiteral("diagnose"), QStringLiteral("--run"), QStringLiteral("3")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--db"));
    }

    void storedWithTheRunAndRestoredWithIt()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("h.sqlite"));
        HistoryStore store;
        QCOMPARE(store.open(db, HistoryStore::NewHistory::Empty), QString());
        SourceInfo src;
        src.fileName = QStringLiteral("bench.json");
        src.tool = QStringLiteral("vllm");
        src.contentSha256 = QStringLiteral("ab");
        RunRecord run;
        run.model = QStringLiteral("kimi-k2.5");
        run.gpu = QStringLiteral("h200");
        run.gpus = 8;
        run.engine = QStringLiteral("vllm");
        run.topology = QStringLiteral("hgx-ib");
        run.tp = 1;
        run.ep = 8;
        run.concurrencyConfigured = 64;
        run.tpotMeanMs = 30;
        const ImportOutcome in = store.importRuns(src, {run});
        QVERIFY2(in.ok(), qPrintable(in.error));
        const qint64 id = in.runIds.value(0);
        QVERIFY(id > 0);

        const auto parsed = telemetry::parseFile(data("imbalance.prom"));
        QVERIFY2(parsed.error.ok(), qPrintable(parsed.error.message()));
        StoredTelemetry t =
            StoredTelemetry::from(parsed.telemetry, QStringLiteral("imbalance.prom"), "x");
        QCOMPARE(store.attachTelemetry({id}, t), QString());
        QVERIFY(store.runsWithTelemetry().contains(id));
        RunTelemetry back = store.telemetryOf(id);
        QCOMPARE(back.files.size(), 1);
        QCOMPARE(back.gpuCount(), 8);
        QCOMPARE(qRound(*back.mean(telemetry::Metric::DramActive) * 100), 35);
        QCOMPARE(qRound(*back.spread(telemetry::Metric::DramActive) * 100), 73);
        // The same content again replaces, never duplicates.
        QCOMPARE(store.attachTelemetry({id}, t), QString());
        QCOMPARE(store.telemetryOf(id).files.size(), 1);
        // No such run: refused with the file's name.
        QVERIFY(store.attachTelemetry({id + 100}, t).contains(QLatin1String("imbalance.prom")));

        // Deleted with its run, back with the undo.
        const RemovedRuns removed = store.deleteRuns({id});
        QCOMPARE(removed.telemetry.size(), 1);
        QVERIFY(store.telemetryOf(id).empty());
        QCOMPARE(store.restoreRuns(removed), QString());
        QCOMPARE(store.telemetryOf(id).gpuCount(), 8);
    }

    // Telemetry found beside a result file is attached to its runs by `import`; the diagnosis of
    // the stored run then reads it.
    void importAttachesTelemetryBesideResults()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("h.sqlite"));
        const QString bench = dir.filePath(QStringLiteral("bench"));
        QVERIFY(!copyInto(importData(QStringLiteral("vllm/serve-0.11.json")), bench).isEmpty());
        QVERIFY(!copyInto(data(QStringLiteral("memory.prom")), bench).isEmpty());
        auto r = cli(QStringList{QStringLiteral("import"), QStringLiteral("--db"), db} +
                     kDeployment + QStringList{bench});
        QVERIFY2(r.code == 0, r.out.constData());
        const QList<qint64> ids = attachedIds(r.out, QStringLiteral("memory.prom"));
        QCOMPARE(ids.size(), 1);
        QVERIFY2(r.out.contains("1 telemetry attached"), r.out.constData());

        r = cli({QStringLiteral("diagnose"), QStringLiteral("--db"), db, QStringLiteral("--run"),
                 QString::number(ids.first()), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject d = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(d.value(QStringLiteral("binding")).toString(), QStringLiteral("memory"));
        QCOMPARE(reading(d, QStringLiteral("memory")).value(QStringLiteral("measured")).toDouble(),
                 82.0);
        QCOMPARE(d.value(QStringLiteral("gpus")).toInt(), 8);

        // Imported again: the same content replaces its row, never a second one.
        r = cli(QStringList{QStringLiteral("import"), QStringLiteral("--db"), db} + kDeployment +
                QStringList{bench});
        QCOMPARE(r.code, 0);
        HistoryStore store;
        QCOMPARE(store.open(db), QString());
        QCOMPARE(store.telemetryOf(ids.first()).files.size(), 1);
    }

    // A file with times goes to the runs measured while it was sampled, not to every run of
    // its folder; one that cannot be placed is refused, naming --run, which places it.
    void importPlacesTelemetryByItsWindow()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("h.sqlite"));
        const QString bench = dir.filePath(QStringLiteral("bench"));
        // serve-0.11.json was measured at 2025-10-07 13:16:35, legacy-... on 2025-04-12.
        copyInto(importData(QStringLiteral("vllm/serve-0.11.json")), bench);
        copyInto(importData(QStringLiteral("vllm/legacy-benchmark-serving.json")), bench);
        const QDateTime start(QDate(2025, 10, 7), QTime(13, 5), Qt::UTC);
        QVERIFY(writeFile(bench + QStringLiteral("/smi.csv"), smiCsv(start, 10, 90, 70)));
        // A kernel summary states no times: with two result files beside it, not placeable.
        copyInto(data(QStringLiteral("overhead-kern.csv")), bench);
        auto r = cli(QStringList{QStringLiteral("import"), QStringLiteral("--db"), db} +
                     kDeployment + QStringList{bench});
        QCOMPARE(r.code, 1);
        const QList<qint64> ids = attachedIds(r.out, QStringLiteral("smi.csv"));
        QCOMPARE(ids.size(), 1);
        QVERIFY2(r.out.contains("overhead-kern.csv: rejected: the file states no times and 2 "
                                "result files were imported beside it"),
                 r.out.constData());
        QVERIFY(r.out.contains("--run ID"));

        {
            HistoryStore store;
            QCOMPARE(store.open(db), QString());
            const std::optional<RunRecord> run = store.runById(ids.first());
            QVERIFY(run);
            QVERIFY2(run->measuredAt.startsWith(QLatin1String("2025-10-07T13:16")),
                     qPrintable(run->measuredAt));
            const RunTelemetry t = store.telemetryOf(ids.first());
            QCOMPARE(t.gpuCount(), 2);
            QCOMPARE(qRound(*t.mean(telemetry::Metric::MemCopyUtil) * 100), 70);
            QVERIFY(!t.files.first().start.isNull());
        }

        // --run places it; a run that is not there is refused by number.
        r = cli({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--run"),
                 QString::number(ids.first()), bench + QStringLiteral("/overhead-kern.csv")});
        QVERIFY2(r.code == 0, r.out.constData());
        QCOMPARE(attachedIds(r.out, QStringLiteral("overhead-kern.csv")), ids);
        r = cli({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--run"),
                 QStringLiteral("99999"), bench + QStringLiteral("/overhead-kern.csv")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("no run 99999"), r.out.constData());

        // Sampled when nothing ran: refused, saying when it was sampled.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("late.csv")),
                          smiCsv(start.addDays(30), 5, 10, 10)));
        r = cli({QStringLiteral("import"), QStringLiteral("--db"), db,
                 dir.filePath(QStringLiteral("late.csv"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("no run of the history was measured while it was sampled"),
                 r.out.constData());
    }

    // A node history's telemetry comes with its runs when it is merged, attached to the same
    // runs here; merging it again adds nothing.
    void mergeBringsTelemetry()
    {
        QTemporaryDir dir;
        const QString node = dir.filePath(QStringLiteral("node.sqlite"));
        qint64 nodeRun = 0;
        {
            HistoryStore store;
            QCOMPARE(store.open(node), QString());
            const ImportedFile file =
                importResultFile(importData(QStringLiteral("vllm/serve-0.11.json")),
                                 QJsonObject{{QStringLiteral("gpu"), QStringLiteral("h200")},
                                             {QStringLiteral("gpus"), 8},
                                             {QStringLiteral("plan"), QStringLiteral("tp")},
                                             {QStringLiteral("tp"), 8}},
                                 appCatalog());
            QVERIFY2(file.ok(), qPrintable(file.error()));
            const ImportOutcome in = store.importRuns(file.source, file.runs);
            QVERIFY2(in.ok(), qPrintable(in.error));
            nodeRun = in.runIds.value(0);
            const auto parsed = telemetry::parseFile(data(QStringLiteral("imbalance.prom")));
            QVERIFY(parsed.error.ok());
            QCOMPARE(store.attachTelemetry(
                         {nodeRun}, StoredTelemetry::from(parsed.telemetry,
                                                          QStringLiteral("imbalance.prom"), "i")),
                     QString());
        }
        const QString db = dir.filePath(QStringLiteral("h.sqlite"));
        for (int pass = 0; pass < 2; ++pass) {
            const auto r = cli({QStringLiteral("import"), QStringLiteral("--db"), db,
                                QStringLiteral("--no-calibrate"), node});
            QVERIFY2(r.code == 0, r.out.constData());
        }
        HistoryStore store;
        QCOMPARE(store.open(db), QString());
        const QSet<qint64> with = store.runsWithTelemetry();
        QCOMPARE(with.size(), 1);
        const RunTelemetry t = store.telemetryOf(*with.begin());
        QCOMPARE(t.files.size(), 1);
        QCOMPARE(t.files.first().fileName, QStringLiteral("imbalance.prom"));
        QCOMPARE(t.gpuCount(), 8);
        QCOMPARE(qRound(*t.spread(telemetry::Metric::DramActive) * 100), 73);
        QCOMPARE(store.runById(*with.begin())->runKey(), [&] {
            HistoryStore n;
            (void)n.open(node);
            return n.runById(nodeRun)->runKey();
        }());
    }

    // A stored run as the planner's scenario: each plan the planner lays out, and a plain
    // refusal for what it cannot.
    void runsBecomePlannerScenarios()
    {
        const moeplan::Catalog &catalog = appCatalog();
        RunRecord r;
        r.id = 7;
        r.model = QStringLiteral("deepseek-r1");
        r.gpu = QStringLiteral("h200");
        r.engine = QStringLiteral("sglang");
        r.topology = QStringLiteral("hgx-ib");
        r.gpus = 16;
        r.tp = 8;
        r.concurrencyConfigured = 64;
        RunScenario s = plannerScenarioOfRun(catalog, r);
        QVERIFY2(s.scenario, qPrintable(s.error));
        QCOMPARE(s.scenario->plan, moeplan::PlanKind::TPReplicas);
        QCOMPARE(s.scenario->batch, 32); // 64 in flight over 2 replicas
        QCOMPARE(s.scenario->engine, std::string("sglang"));

        r.gpus = 8;
        r.ep = 8; // TP-8 attention, EP-8 experts
        s = plannerScenarioOfRun(catalog, r);
        QVERIFY2(s.scenario, qPrintable(s.error));
        QCOMPARE(s.scenario->plan, moeplan::PlanKind::EP);
        QCOMPARE(s.scenario->tp, 8);
        QCOMPARE(s.scenario->ep, 8);
        QCOMPARE(s.scenario->batch, 64);

        r.tp = 4; // TP-4 x DP-1 with EP-8: the experts do not span the attention ranks
        s = plannerScenarioOfRun(catalog, r);
        QVERIFY(!s.scenario);
        QVERIFY2(s.error.contains(QLatin1String("TP-4 x DP-1")), qPrintable(s.error));

        r.serving = QStringLiteral("disagg");
        s = plannerScenarioOfRun(catalog, r);
        QVERIFY(!s.scenario);
        QVERIFY2(s.error.contains(QLatin1String("prefill and decode workers")),
                 qPrintable(s.error));
        r.prefillWorkers = 1;
        r.prefillTp = 8;
        r.decodeWorkers = 2;
        r.decodeTp = 1;
        r.decodeDp = 8;
        r.decodeEp = 8;
        s = plannerScenarioOfRun(catalog, r);
        QVERIFY2(s.scenario, qPrintable(s.error));
        QCOMPARE(s.scenario->serving, moeplan::Serving::Disaggregated);
        QCOMPARE(s.scenario->gpus, 24);
        QCOMPARE(s.scenario->decode.batch, 32);

        r.model = QStringLiteral("no-such-model");
        s = plannerScenarioOfRun(catalog, r);
        QVERIFY(!s.scenario);
        QVERIFY(s.error.contains(QLatin1String("no-such-model")));
    }

private:
    static double composeShare()
    {
        // interconnect-kern.csv: (5.4 + 1.1) s of collectives of 11.3 s of kernel time.
        return std::round(1000.0 * 6.5 / 11.3) / 10.0;
    }
};

QTEST_GUILESS_MAIN(TestDiagnoseCli)
#include "tst_diagnosecli.moc"
