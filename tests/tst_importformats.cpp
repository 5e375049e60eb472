// Every result-file layout and quirk of tests/data/import/ (fixtures the project wrote from
// each tool's own writer code and sample outputs; sources in each folder's NOTES.md), imported
// as a user would, and the stored values compared field by field with that folder's
// expected.json: units (ms, tokens/s), statistics (mean, median, p99), concurrency, lengths,
// engine, serving mode, names, and the records that must be refused.

#include "catalogloader.h"
#include "import/importcommon.h"
#include "import/names.h"
#include "importers.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace moeplan::core;

namespace {

QString dataDir()
{
    return QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import");
}

std::optional<double> fieldOf(const RunRecord &r, const QString &key)
{
    static const QHash<QString, std::optional<double> RunRecord::*> fields{
        {QStringLiteral("ttft_mean_ms"), &RunRecord::ttftMeanMs},
        {QStringLiteral("ttft_median_ms"), &RunRecord::ttftMedianMs},
        {QStringLiteral("ttft_p99_ms"), &RunRecord::ttftP99Ms},
        {QStringLiteral("tpot_mean_ms"), &RunRecord::tpotMeanMs},
        {QStringLiteral("tpot_median_ms"), &RunRecord::tpotMedianMs},
        {QStringLiteral("tpot_p99_ms"), &RunRecord::tpotP99Ms},
        {QStringLiteral("itl_mean_ms"), &RunRecord::itlMeanMs},
        {QStringLiteral("e2e_mean_ms"), &RunRecord::e2eMeanMs},
        {QStringLiteral("output_tok_s"), &RunRecord::outputTokS},
        {QStringLiteral("total_tok_s"), &RunRecord::totalTokS},
        {QStringLiteral("requests_per_s"), &RunRecord::requestsPerS},
        {QStringLiteral("concurrency_configured"), &RunRecord::concurrencyConfigured},
        {QStringLiteral("concurrency_achieved"), &RunRecord::concurrencyAchieved},
        {QStringLiteral("acceptance_length"), &RunRecord::acceptanceLength}};
    return r.*fields.value(key);
}

const QStringList kMetricKeys{
    QStringLiteral("ttft_mean_ms"),         QStringLiteral("ttft_median_ms"),
    QStringLiteral("ttft_p99_ms"),          QStringLiteral("tpot_mean_ms"),
    QStringLiteral("tpot_median_ms"),       QStringLiteral("tpot_p99_ms"),
    QStringLiteral("itl_mean_ms"),          QStringLiteral("e2e_mean_ms"),
    QStringLiteral("output_tok_s"),         QStringLiteral("total_tok_s"),
    QStringLiteral("requests_per_s"),       QStringLiteral("concurrency_configured"),
    QStringLiteral("concurrency_achieved"), QStringLiteral("acceptance_length")};

} // namespace

class TestImportFormats : public QObject
{
    Q_OBJECT
private slots:
    void fixtures_data();
    void fixtures();
    void everyFixtureIsListed();
    void names_data();
    void names();
    void damagedFixturesAreRefusedByName();
    void fuzzFindings_data();
    void fuzzFindings();
};

void TestImportFormats::fixtures_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("expected");
    const QStringList folders = QDir(dataDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY(!folders.isEmpty());
    for (const QString &folder : folders) {
        QFile f(dataDir() + QLatin1Char('/') + folder + QStringLiteral("/expected.json"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonArray entries = QJsonDocument::fromJson(f.readAll()).array();
        QVERIFY2(!entries.isEmpty(), qPrintable(f.fileName()));
        for (const QJsonValue &e : entries) {
            const QJsonObject o = e.toObject();
            const QString file = o.value(QLatin1String("file")).toString();
            QTest::newRow(qPrintable(folder + QLatin1Char('/') + file))
                << dataDir() + QLatin1Char('/') + folder + QLatin1Char('/') + file << o;
        }
    }
}

void TestImportFormats::fixtures()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, expected);
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const QJsonArray runs = expected.value(QLatin1String("runs")).toArray();
    QVector<QJsonObject> kept;
    bool anyModel = false;
    for (const QJsonValue &v : runs) {
        const QJsonObject r = v.toObject();
        anyModel = anyModel || r.contains(QLatin1String("model_raw"));
        if (!r.contains(QLatin1String("refused")))
            kept << r;
    }
    // The deployment a user gives for files that do not state one; the file's facts win.
    QJsonObject flags{{"gpu", "h200"}, {"plan", "tp"}, {"tp", 8}};
    if (!anyModel)
        flags.insert(QStringLiteral("model"), QStringLiteral("deepseek-r1"));
    const ImportedFile file = importResultFile(path, flags);
    QString context = file.error();
    for (const InputError &row : file.rejectedRows)
        context += QLatin1Char('\n') + row.message();
    QCOMPARE(file.runs.size(), kept.size());
    if (kept.isEmpty()) {
        QVERIFY2(!file.ok(), "a file of refused records was accepted");
        return;
    }
    QVERIFY2(file.ok(), qPrintable(context));
    QCOMPARE(file.rejectedRows.size(), runs.size() - kept.size());
    const import::NameResolver names(bundledCatalog());
    for (qsizetype i = 0; i < kept.size(); ++i) {
        const QJsonObject &e = kept.at(i);
        const RunRecord &r = file.runs.at(i);
        const QString where = QStringLiteral("run %1: ").arg(i + 1);
        for (const QString &key : kMetricKeys) {
            const QJsonValue want = e.value(key);
            if (want.isUndefined())
                continue;
            const std::optional<double> got = fieldOf(r, key);
            if (want.isNull()) {
                QVERIFY2(!got, qPrintable(where + key + QStringLiteral(" should be absent, is ") +
                                          QString::number(got.value_or(0))));
                continue;
            }
            QVERIFY2(got, qPrintable(where + key + QStringLiteral(" missing")));
            const double w = want.toDouble();
            QVERIFY2(
                std::abs(*got - w) <= 1e-3 * std::max(1.0, std::abs(w)),
                qPrintable(where + key + QStringLiteral(": got %1, want %2").arg(*got).arg(w)));
        }
        for (const char *k : {"isl", "osl"}) {
            const QJsonValue want = e.value(QLatin1String(k));
            if (want.isDouble()) {
                const int got = QLatin1String(k) == QLatin1String("isl") ? r.isl : r.osl;
                QVERIFY2(
                    std::abs(got - want.toDouble()) <= 1.0,
                    qPrintable(where + QLatin1String(k) +
                               QStringLiteral(": got %1, want %2").arg(got).arg(want.toDouble())));
            }
        }
        // Engines as the file names them ("trt", "dynamo-trt", "sglang-disagg"), by the rule.
        if (e.value(QLatin1String("engine")).isString()) {
            const QString want = import::serverEngine(e.value(QLatin1String("engine")).toString());
            QCOMPARE(r.engine, want.isEmpty() ? QStringLiteral("unknown") : want);
        }
        if (e.value(QLatin1String("serving")).isString())
            QCOMPARE(
                r.serving,
                e.value(QLatin1String("serving")).toString().startsWith(QLatin1String("disagg"))
                    ? QStringLiteral("disagg")
                    : QStringLiteral("agg"));
        if (e.value(QLatin1String("gpus")).isDouble())
            QCOMPARE(r.gpus, e.value(QLatin1String("gpus")).toInt());
        if (e.value(QLatin1String("model_raw")).isString())
            QCOMPARE(r.model, names.model(e.value(QLatin1String("model_raw")).toString()).id);
        if (e.value(QLatin1String("gpu_raw")).isString())
            QCOMPARE(r.gpu, names.gpu(e.value(QLatin1String("gpu_raw")).toString()).id);
        if (e.value(QLatin1String("measured_at")).isString())
            QCOMPARE(r.measuredAt.left(19), e.value(QLatin1String("measured_at"))
                                                .toString()
                                                .left(19)
                                                .replace(QLatin1Char(' '), QLatin1Char('T')));
    }
}

void TestImportFormats::everyFixtureIsListed()
{
    // A fixture nobody asserts is a fixture nobody reads.
    QSet<QString> listed;
    for (const QString &folder : QDir(dataDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(dataDir() + QLatin1Char('/') + folder + QStringLiteral("/expected.json"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        for (const QJsonValue &e : QJsonDocument::fromJson(f.readAll()).array())
            listed << folder + QLatin1Char('/') +
                          e.toObject().value(QLatin1String("file")).toString();
    }
    QDirIterator it(dataDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString p = QDir(dataDir()).relativeFilePath(it.next());
        if (p.endsWith(QLatin1String("NOTES.md")) || p.endsWith(QLatin1String("expected.json")) ||
            !p.contains(QLatin1Char('/')) || p.contains(QLatin1String("/systems/")))
            continue;
        QVERIFY2(listed.contains(p), qPrintable(p + QStringLiteral(" is not in expected.json")));
    }
}

void TestImportFormats::names_data()
{
    // Names as real result files, configs and benchmark repositories write them (names.tsv:
    // kind, raw, what it denotes, precision, where seen, then the id and precision the rules
    // must give, reviewed by hand).
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("precision");
    QFile f(dataDir() + QStringLiteral("/names.tsv"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList c = lines.at(i).split(QLatin1Char('\t'));
        if (c.size() < 7)
            continue;
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(i + 1).arg(c.at(1))))
            << c.at(0) << c.at(1) << c.at(5) << c.at(6);
    }
}

void TestImportFormats::names()
{
    QFETCH(QString, kind);
    QFETCH(QString, raw);
    QFETCH(QString, id);
    QFETCH(QString, precision);
    const import::NameResolver names(bundledCatalog());
    if (kind == QLatin1String("model")) {
        const import::ModelName m = names.model(raw);
        QCOMPARE(m.id, id);
        QCOMPARE(m.precision, precision);
        QCOMPARE(m.inCatalog, bundledCatalog().model(id.toStdString()) != nullptr);
    } else {
        const import::GpuName g = names.gpu(raw);
        QCOMPARE(g.id, id);
        QCOMPARE(g.inCatalog, bundledCatalog().gpu(id.toStdString()) != nullptr);
    }
}

void TestImportFormats::damagedFixturesAreRefusedByName()
{
    // Every fixture cut short at 40 places and with 40 bytes overwritten (a fixed seed): no
    // crash, no hang, no run with a non-finite or non-positive latency, and every refusal names
    // the file.
    QRandomGenerator rng(20261201);
    int files = 0, tried = 0, refused = 0;
    QDirIterator it(dataDir(),
                    {QStringLiteral("*.json"), QStringLiteral("*.jsonl"), QStringLiteral("*.csv"),
                     QStringLiteral("*.txt")},
                    QDir::Files, QDirIterator::Subdirectories);
    const QJsonObject flags{{"gpu", "h200"}, {"tp", 8}, {"model", "deepseek-r1"}};
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("expected.json")))
            continue;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        ++files;
        for (int i = 0; i < 80; ++i) {
            QByteArray damaged = bytes;
            if (i < 40) {
                damaged.truncate(qsizetype(rng.bounded(quint32(bytes.size()))));
            } else {
                for (int k = 0; k < 4; ++k)
                    damaged[qsizetype(rng.bounded(quint32(bytes.size())))] = char(rng.bounded(256));
            }
            const ImportedFile r =
                importResultBytes(damaged, QStringLiteral("damaged.json"), flags);
            ++tried;
            if (!r.ok()) {
                ++refused;
                QVERIFY2(r.error().startsWith(QLatin1String("damaged.json")),
                         qPrintable(r.error()));
            }
            for (const RunRecord &run : r.runs) {
                for (const auto *v : {&run.ttftMeanMs, &run.tpotMeanMs, &run.tpotMedianMs,
                                      &run.e2eMeanMs, &run.itlMeanMs})
                    QVERIFY(!*v || (std::isfinite(**v) && **v > 0));
                QVERIFY(run.gpus >= 1 && run.tp >= 1 && run.ep >= 1 && run.attnDp >= 1);
                QVERIFY(run.isl >= 0 && run.osl >= 0);
            }
            for (const InputError &row : r.rejectedRows)
                QVERIFY2(row.file == QLatin1String("damaged.json"), qPrintable(row.message()));
        }
    }
    QVERIFY(files >= 40);
    qInfo("%d fixtures, %d damaged copies, %d refused as a whole", files, tried, refused);
}

void TestImportFormats::fuzzFindings_data()
{
    // Inputs tests/fuzz/ found (docs/reliability.md, "Fuzzing"), cut down to what triggered the
    // bug, and the field the refusal must name. Under scripts/sanitize.sh these also guard the
    // undefined behaviour each one caused.
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("mentions");
    // fuzz_trtllmbench: "EP Size: 1E+13" was converted to int (undefined behaviour).
    const QByteArray report("= PERFORMANCE OVERVIEW\nRequest Throughput (req/sec): 8.03\n"
                            "Total Output Throughput (tokens/sec): 1000\n");
    QTest::newRow("trtllm-bench EP Size 1e13") << report + "EP Size: 1E+13\n"
                                               << "EP Size";
    QTest::newRow("trtllm-bench TP Size -3e9") << report + "TP Size: -3e9\n"
                                               << "TP Size";
    QTest::newRow("trtllm-bench PP Size 1.5") << report + "PP Size: 1.5\n"
                                              << "PP Size";
}

void TestImportFormats::fuzzFindings()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, mentions);
    const QJsonObject flags{{"gpu", "h200"}, {"plan", "tp"}, {"tp", 8}, {"model", "deepseek-r1"}};
    for (const QJsonObject &deployment : {QJsonObject(), flags}) {
        const ImportedFile r =
            importResultBytes(input, QStringLiteral("finding.txt"), deployment, bundledCatalog());
        QVERIFY2(r.runs.isEmpty(), "the damaged record was stored");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(mentions), qPrintable(r.error()));
    }
}

QTEST_GUILESS_MAIN(TestImportFormats)
#include "tst_importformats.moc"
