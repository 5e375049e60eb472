// GPU telemetry files (app/core/telemetry.h) read as a user gives them: every layout and quirk
// of tests/data/telemetry/ (fixtures written from each tool's own writer code and real outputs;
// sources in NOTES.md there), the per-GPU means and sample counts worked out by hand from each
// fixture, the metrics a file leaves out, the kernel share of an nsys summary, the refusals of
// broken files (naming the file and the line), merging files and the summaries over GPUs.

#include "telemetry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace moeplan::core;
using namespace moeplan::core::telemetry;

namespace {

QString dataDir()
{
    return QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/telemetry");
}

QString fixture(const QString &name)
{
    return dataDir() + QLatin1Char('/') + name;
}

Telemetry read(const QString &name)
{
    const ParseResult r = parseFile(fixture(name));
    if (!r.error.ok())
        qWarning("%s", qPrintable(r.error.message()));
    return r.telemetry;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

double meanOf(const QVector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return s / double(v.size());
}

Metric metricOf(const QString &key)
{
    const std::optional<Metric> m = metricFromKey(key);
    if (!m)
        qFatal("unknown metric key %s", qPrintable(key));
    return *m;
}

} // namespace

class TestTelemetry : public QObject
{
    Q_OBJECT
private slots:
    void metricKeys();
    void fixtures_data();
    void fixtures();
    void everyFixtureIsListed();
    void refusals_data();
    void refusals();
    void inlineRefusals_data();
    void inlineRefusals();
    void unreadableFiles();
    void resultFilesAreNotTelemetry();
    void telemetryFilesLookLikeTelemetry();
    void skippedValuesAreCounted();
    void absurdTimestampsAreLeftOut();
    void mergeSameGpusFromTwoTools();
    void mergeDifferentNodes();
    void mergeKernelSummaries();
    void summaries();
    void kernelClassification_data();
    void kernelClassification();
    void largeScrapeKeepsEverySample();

private:
    QStringList m_listed;
};

void TestTelemetry::metricKeys()
{
    for (int i = 0; i < kMetricCount; ++i) {
        const Metric m = static_cast<Metric>(i);
        QCOMPARE(metricFromKey(QString::fromLatin1(metricKey(m))), std::optional<Metric>(m));
    }
    QCOMPARE(QString::fromLatin1(metricKey(Metric::PowerW)), QStringLiteral("power_w"));
    QCOMPARE(QString::fromLatin1(metricKey(Metric::NvlinkTxBytes)),
             QStringLiteral("nvlink_tx_bytes"));
    QVERIFY(!metricFromKey(QStringLiteral("sm_clock")));
}

void TestTelemetry::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QString>("uuid0");
    QTest::addColumn<QString>("name0");
    // "device:metric=mean/samples"; mean "-" with 0 samples: that device lacks the metric.
    QTest::addColumn<QStringList>("means");
    QTest::addColumn<QStringList>("absent"); // metrics no device carries
    // {totalNs, collectiveNs, allToAllNs, allReduceNs, kernels}, empty: no kernel summary
    QTest::addColumn<QList<double>>("kernels");
    QTest::addColumn<QString>("start"); // ISO, empty: the file states no time
    QTest::addColumn<QString>("end");
    QTest::addColumn<QStringList>("notes"); // substrings of some note each

    const QString h100 = QStringLiteral("NVIDIA H100 80GB HBM3");
    const QString u0 = QStringLiteral("GPU-5f1c8a2e-93d1-4b7e-a0c4-2d6e8f9a1b30");
    const QStringList nvlink{QStringLiteral("nvlink_tx_bytes"), QStringLiteral("nvlink_rx_bytes")};
    const QStringList prof{QStringLiteral("sm_active"), QStringLiteral("tensor_active"),
                           QStringLiteral("dram_active")};
    const auto row = [&](const char *name) {
        m_listed << QString::fromLatin1(name);
        return &(QTest::newRow(name) << QString::fromLatin1(name));
    };

    *row("dcgm-exporter-scrapes.prom")
        << "dcgm-exporter" << QStringList{"node1/0", "node1/1"} << u0 << h100
        << QStringList{"0:sm_active=0.8/3",        "1:sm_active=0.5/3",
                       "0:tensor_active=0.3/3",    "1:tensor_active=0.2/3",
                       "0:dram_active=0.6/3",      "1:dram_active=0.3/2",
                       "0:gpu_util=0.99/3",        "1:gpu_util=0.98/3",
                       "0:mem_copy_util=0.5/3",    "1:mem_copy_util=0.3/3",
                       "0:nvlink_tx_bytes=12e9/3", "1:nvlink_tx_bytes=8e9/3",
                       "0:nvlink_rx_bytes=11e9/3", "1:nvlink_rx_bytes=10e9/3",
                       "0:power_w=640.5/3",        "1:power_w=610/2"}
        << QStringList{} << QList<double>{} << QString() << QString()
        << QStringList{"2 values were NaN or infinite"};
    *row("dcgm-exporter-mig-timestamps.prom")
        << "dcgm-exporter" << QStringList{"gpu-node-7/0", "gpu-node-7/0/1", "gpu-node-7/0/2"}
        << "GPU-8e2b4c6d-0f1a-4b3c-9d5e-6f7a8b9c0d1e"
        << "NVIDIA A100-SXM4-80GB"
        << QStringList{"0:power_w=255/2",   "0:sm_active=-/0",      "1:sm_active=0.3/2",
                       "2:sm_active=0.6/2", "1:dram_active=0.15/2", "2:dram_active=-/0"}
        << (QStringList{"tensor_active", "gpu_util", "mem_copy_util"} + nvlink) << QList<double>{}
        << "2024-01-31T12:34:56.000Z"
        << "2024-01-31T12:34:57.000Z" << QStringList{"MIG instances (GPU_I_ID)"};
    *row("dcgm-exporter-default-counters.prom")
        << "dcgm-exporter" << QStringList{"0", "1"} << "GPU-1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809"
        << "NVIDIA L40S"
        << QStringList{"0:gpu_util=1/1",        "1:gpu_util=0.85/2", "0:mem_copy_util=0.25/2",
                       "1:mem_copy_util=0.1/2", "0:power_w=305/2",   "1:power_w=205/2"}
        << (prof + nvlink) << QList<double>{} << QString() << QString()
        << QStringList{"1 values held DCGM's blank marker", "it is no evidence of compute"};
    *row("dcgm-exporter-1x-names.prom")
        << "dcgm-exporter" << QStringList{"0"} << "GPU-a7808c71-c601-b0ea-3161-9cca8c276afe"
        << QString()
        << QStringList{"0:gpu_util=0.5/2", "0:mem_copy_util=0.1/2", "0:power_w=15.101/2"}
        << (prof + nvlink) << QList<double>{} << QString() << QString()
        << QStringList{"1.x metric names"};
    *row("dcgmi-dmon-prof.txt")
        << "dcgmi-dmon" << QStringList{"0", "1"} << QString() << QString()
        << QStringList{"0:sm_active=0.8/16",       "1:sm_active=0.4/15",
                       "0:tensor_active=0.3/16",   "1:tensor_active=0.1/16",
                       "0:dram_active=0.5/16",     "1:dram_active=0.2/16",
                       "0:gpu_util=1/16",          "1:gpu_util=0.9/16",
                       "0:power_w=690.123/16",     "1:power_w=350.5/16",
                       "0:nvlink_tx_bytes=1e9/16", "1:nvlink_tx_bytes=-/0",
                       "0:nvlink_rx_bytes=2e9/16", "1:nvlink_rx_bytes=5e8/16"}
        << QStringList{"mem_copy_util"} << QList<double>{} << QString() << QString()
        << QStringList{"17 values were not available", "1 lines that are neither"};
    *row("dcgmi-dmon-mig.txt")
        << "dcgmi-dmon" << QStringList{"0", "GPU-I 1", "GPU-CI 3"} << QString() << QString()
        << QStringList{"0:sm_active=0.7/2",   "0:dram_active=0.3/2", "1:sm_active=0.3/2",
                       "1:dram_active=0.2/2", "2:sm_active=0.5/2",   "2:dram_active=-/0"}
        << (QStringList{"tensor_active", "gpu_util", "mem_copy_util", "power_w"} + nvlink)
        << QList<double>{} << QString() << QString()
        << QStringList{"MIG instances (GPU-I, GPU-CI rows)"};
    *row("nvidia-smi-query.csv") << "nvidia-smi-csv" << QStringList{"0", "1"} << u0 << h100
                                 << QStringList{"0:gpu_util=0.91/3",      "1:gpu_util=0.2/3",
                                                "0:mem_copy_util=0.45/3", "1:mem_copy_util=0.05/3",
                                                "0:power_w=420.35/3",     "1:power_w=110/2"}
                                 << (prof + nvlink) << QList<double>{} << "2024-01-31T12:34:56.789Z"
                                 << "2024-01-31T12:34:58.802Z"
                                 << QStringList{"it is no evidence of compute", "taken as UTC",
                                                "1 values were not available"};
    *row("nvidia-smi-query-nounits.csv")
        << "nvidia-smi-csv" << QStringList{"0"} << "GPU-0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6"
        << "NVIDIA GeForce RTX 4090" << QStringList{"0:gpu_util=0.6/2", "0:power_w=205.5/2"}
        << (prof + nvlink + QStringList{"mem_copy_util"}) << QList<double>{} << QString()
        << QString() << QStringList{"2 values were not available"};
    *row("nvidia-smi-dmon.txt") << "nvidia-smi-dmon" << QStringList{"0", "1"} << QString()
                                << QString()
                                << QStringList{"0:gpu_util=0.9/3",    "0:mem_copy_util=0.4/3",
                                               "0:power_w=310/3",     "1:gpu_util=0/3",
                                               "1:mem_copy_util=0/3", "1:power_w=70/3"}
                                << (prof + nvlink) << QList<double>{} << QString() << QString()
                                << QStringList{"not SM activity"};
    *row("nvidia-smi-dmon-dt.txt")
        << "nvidia-smi-dmon" << QStringList{"0"} << QString() << QString()
        << QStringList{"0:gpu_util=0.25/4", "0:mem_copy_util=0.025/4", "0:power_w=250/4"}
        << (prof + nvlink) << QList<double>{} << "2024-01-04T13:54:35.000Z"
        << "2024-01-04T13:54:38.000Z" << QStringList{};
    *row("aiperf-gpu-telemetry.jsonl")
        << "aiperf-gpu-telemetry" << QStringList{"h100-node-3/0", "h100-node-3/1"}
        << "GPU-3a4b5c6d-7e8f-4091-a2b3-c4d5e6f70819" << h100
        << QStringList{"0:gpu_util=0.95/3",     "0:sm_active=0.7/3", "0:mem_copy_util=0.4/3",
                       "0:power_w=510/3",       "1:gpu_util=0.5/3",  "1:sm_active=0.3/3",
                       "1:mem_copy_util=0.2/3", "1:power_w=300/3"}
        << (QStringList{"tensor_active", "dram_active"} + nvlink) << QList<double>{}
        << "2024-06-09T12:00:03.004Z"
        << "2024-06-09T12:00:03.670Z" << QStringList{"AIPerf's sm_utilization"};
    *row("aiperf-gpu-telemetry-namespaced.jsonl")
        << "aiperf-gpu-telemetry" << QStringList{"localhost/0"}
        << "GPU-0e6b5a41-77c2-4d3f-b1a8-2c9e0f4d6a15"
        << "NVIDIA B200"
        << QStringList{"0:gpu_util=0.9/3", "0:sm_active=0.6/2", "0:mem_copy_util=0.3/3",
                       "0:power_w=950.25/3"}
        << (QStringList{"tensor_active", "dram_active"} + nvlink) << QList<double>{}
        << "2025-06-09T11:20:03.004Z"
        << "2025-06-09T11:20:05.004Z" << QStringList{};
    *row("nsys-cuda-gpu-kern-sum.csv")
        << "nsys-kernel-summary" << QStringList{} << QString() << QString() << QStringList{}
        << (prof + nvlink + QStringList{"gpu_util", "mem_copy_util", "power_w"})
        << QList<double>{11e6, 3.5e6, 1.5e6, 2.0e6, 8} << QString() << QString() << QStringList{};
    *row("nsys-gpukernsum-2021.csv")
        << "nsys-kernel-summary" << QStringList{} << QString() << QString() << QStringList{}
        << QStringList{} << QList<double>{10e6, 4e6, 1e6, 3e6, 3} << QString() << QString()
        << QStringList{};
    *row("nsys-cuda-gpu-kern-sum-usec.csv")
        << "nsys-kernel-summary" << QStringList{} << QString() << QString() << QStringList{}
        << QStringList{} << QList<double>{5e6, 1.5e6, 0, 1.5e6, 2} << QString() << QString()
        << QStringList{};
    *row("nsys-stats-console.txt")
        << "nsys-kernel-summary" << QStringList{} << QString() << QString() << QStringList{}
        << QStringList{} << QList<double>{10e6, 3.5e6, 1e6, 2.5e6, 3} << QString() << QString()
        << QStringList{};
}

void TestTelemetry::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QStringList, labels);
    QFETCH(QString, uuid0);
    QFETCH(QString, name0);
    QFETCH(QStringList, means);
    QFETCH(QStringList, absent);
    QFETCH(QList<double>, kernels);
    QFETCH(QString, start);
    QFETCH(QString, end);
    QFETCH(QStringList, notes);

    const ParseResult r = parseFile(fixture(file));
    QVERIFY2(r.error.ok(), qPrintable(r.error.message()));
    const Telemetry &t = r.telemetry;
    QCOMPARE(t.formats, QStringList{format});
    QCOMPARE(t.files, QStringList{fixture(file)});
    QStringList got;
    for (const GpuSeries &g : t.gpus)
        got << g.label();
    QCOMPARE(got, labels);
    if (!labels.isEmpty()) {
        QCOMPARE(t.gpus.first().uuid, uuid0);
        QCOMPARE(t.gpus.first().name, name0);
    }
    for (const QString &spec : means) {
        const int colon = int(spec.indexOf(QLatin1Char(':')));
        const int eq = int(spec.indexOf(QLatin1Char('=')));
        const int slash = int(spec.indexOf(QLatin1Char('/'), eq));
        const int device = spec.left(colon).toInt();
        const Metric m = metricOf(spec.mid(colon + 1, eq - colon - 1));
        const int count = spec.mid(slash + 1).toInt();
        QVERIFY2(device < t.gpus.size(), qPrintable(spec));
        const QVector<double> &v = t.gpus[device].series(m);
        QVERIFY2(v.size() == count,
                 qPrintable(QStringLiteral("%1: %2 samples").arg(spec).arg(v.size())));
        if (count > 0) {
            const double want = spec.mid(eq + 1, slash - eq - 1).toDouble();
            QVERIFY2(
                near(meanOf(v), want),
                qPrintable(QStringLiteral("%1: mean %2").arg(spec).arg(meanOf(v), 0, 'g', 12)));
        }
    }
    for (const QString &key : absent) {
        const Metric m = metricOf(key);
        for (const GpuSeries &g : t.gpus)
            QVERIFY2(g.series(m).isEmpty(), qPrintable(g.label() + QLatin1Char(' ') + key));
        QVERIFY(!summarise(t, m));
    }
    if (kernels.isEmpty()) {
        QVERIFY(!t.kernels);
    } else {
        QVERIFY(t.kernels);
        const KernelShare &k = *t.kernels;
        QVERIFY2(near(k.totalNs, kernels[0]), qPrintable(QString::number(k.totalNs)));
        QVERIFY2(near(k.collectiveNs, kernels[1]), qPrintable(QString::number(k.collectiveNs)));
        QVERIFY2(near(k.allToAllNs, kernels[2]), qPrintable(QString::number(k.allToAllNs)));
        QVERIFY2(near(k.allReduceNs, kernels[3]), qPrintable(QString::number(k.allReduceNs)));
        QCOMPARE(k.kernels, int(kernels[4]));
        QVERIFY(near(k.share(), kernels[1] / kernels[0]));
        QVERIFY(t.gpus.isEmpty());
    }
    QCOMPARE(t.start.isValid(), !start.isEmpty());
    if (!start.isEmpty()) {
        QCOMPARE(t.start.toString(Qt::ISODateWithMs), start);
        QCOMPARE(t.end.toString(Qt::ISODateWithMs), end);
    }
    for (const QString &n : notes) {
        bool found = false;
        for (const QString &have : t.notes)
            found = found || have.contains(n);
        QVERIFY2(found, qPrintable(n + QStringLiteral(" not in: ") + t.notes.join(" | ")));
    }
    QVERIFY(!t.empty());
}

void TestTelemetry::everyFixtureIsListed()
{
    // Filled by fixtures_data(); a fixture nobody asserts anything about is a gap.
    if (m_listed.isEmpty())
        fixtures_data();
    QDir dir(dataDir());
    for (const QString &f : dir.entryList(QDir::Files)) {
        if (f == QLatin1String("NOTES.md"))
            continue;
        QVERIFY2(m_listed.contains(f), qPrintable(f + QStringLiteral(" has no fixtures() row")));
    }
    QFile notes(fixture(QStringLiteral("NOTES.md")));
    QVERIFY(notes.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(notes.readAll());
    for (const QString &f : dir.entryList(QDir::Files) +
                                QDir(fixture(QStringLiteral("invalid"))).entryList(QDir::Files)) {
        if (f != QLatin1String("NOTES.md"))
            QVERIFY2(text.contains(f), qPrintable(f + QStringLiteral(" is not in NOTES.md")));
    }
}

void TestTelemetry::refusals_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<InputError::Code>("code");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QStringList>("reason");

    using C = InputError::Code;
    QTest::newRow("cut short") << "invalid/dcgm-exporter-truncated.prom" << C::Invalid << "line 8"
                               << QStringList{"DCGM_FI_PROF_SM_ACTIVE", "not closed"};
    QTest::newRow("ratio above one")
        << "invalid/dcgm-exporter-ratio-above-one.prom" << C::Invalid << "line 4"
        << QStringList{"DCGM_FI_PROF_SM_ACTIVE", "1.700000", "above 1"};
    QTest::newRow("no samples") << "invalid/dcgm-exporter-no-samples.prom" << C::NoRecords
                                << QString() << QStringList{"no sample"};
    QTest::newRow("negative power") << "invalid/nvidia-smi-negative-power.csv" << C::Invalid
                                    << "line 3" << QStringList{"power.draw", "-5.00 W", "negative"};
    QTest::newRow("no header") << "invalid/nvidia-smi-noheader.csv" << C::Invalid << "line 1"
                               << QStringList{"noheader"};
    QTest::newRow("short row") << "invalid/dcgmi-dmon-short-row.txt" << C::Invalid << "line 4"
                               << QStringList{"2 values where the header names 3 fields"};
    QTest::newRow("cut json") << "invalid/aiperf-cut-line.jsonl" << C::Invalid << "line 2"
                              << QStringList{"not a JSON object"};
    QTest::newRow("nsys skipped") << "invalid/nsys-no-kernel-data.txt" << C::NoRecords << "line 3"
                                  << QStringList{"does not contain CUDA kernel data"};
}

void TestTelemetry::refusals()
{
    QFETCH(QString, file);
    QFETCH(InputError::Code, code);
    QFETCH(QString, where);
    QFETCH(QStringList, reason);
    const ParseResult r = parseFile(fixture(file));
    QCOMPARE(r.error.code, code);
    QCOMPARE(r.error.file, fixture(file));
    QCOMPARE(r.error.where, where);
    const QString message = r.error.message();
    QVERIFY2(message.startsWith(fixture(file)), qPrintable(message));
    if (!where.isEmpty())
        QVERIFY2(message.contains(where), qPrintable(message));
    for (const QString &part : reason)
        QVERIFY2(r.error.reason.contains(part), qPrintable(message));
    QVERIFY(r.telemetry.empty());
}

void TestTelemetry::inlineRefusals_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<InputError::Code>("code");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("reason");
    using C = InputError::Code;
    const QByteArray smi = "index, utilization.gpu [%], power.draw [W]\n";
    const QByteArray dcgm = "# HELP DCGM_FI_DEV_GPU_UTIL GPU utilization (in %).\n";
    QTest::newRow("empty") << QByteArray() << C::NotAResult << QString() << "empty";
    QTest::newRow("blank") << QByteArray("\n \n") << C::NotAResult << QString() << "empty";
    QTest::newRow("binary") << QByteArray("SQLite format 3\0\0\0", 18) << C::NotAResult << QString()
                            << "binary";
    QTest::newRow("prose") << QByteArray("hello, world\n") << C::Unrecognised << QString()
                           << "not a GPU telemetry file";
    QTest::newRow("percent above 100") << smi + "0, 150 %, 300.00 W\n"
                                       << C::Invalid << "line 2"
                                       << "150 %, above 100 %";
    QTest::newRow("rounding above 100 is kept")
        << smi + "0, 100.4 %, 300 W\nX" << C::Invalid << "line 3"
        << "has 1 values";
    QTest::newRow("smi text value") << smi + "0, busy, 300 W\n"
                                    << C::Invalid << "line 2"
                                    << "\"busy\", which is no number";
    QTest::newRow("smi no gpu column")
        << QByteArray("utilization.gpu [%]\n87 %\n") << C::Invalid << "line 1"
        << "names no GPU column";
    QTest::newRow("dcgm text value") << dcgm + "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} lots\n"
                                     << C::Invalid << "line 2"
                                     << "\"lots\", which is no number";
    QTest::newRow("dcgm bad timestamp") << dcgm + "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 5 soon\n"
                                        << C::Invalid << "line 2"
                                        << "no timestamp";
    QTest::newRow("dcgm negative util") << dcgm + "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} -3\n"
                                        << C::Invalid << "line 2"
                                        << "below 0";
    QTest::newRow("dcgm nvlink negative")
        << QByteArray("DCGM_FI_PROF_NVLINK_TX_BYTES{gpu=\"0\"} -1\n") << C::Invalid << "line 1"
        << "cannot be negative";
    QTest::newRow("dcgmi row before header")
        << QByteArray("GPU 0  0.5\n#Entity   SMACT\n") << C::Invalid << "line 1"
        << "before any \"#Entity\" header";
    QTest::newRow("nsys bad total")
        << QByteArray("\"Time (%)\",\"Total Time (ns)\",\"Instances\",\"Name\"\n\"1\",\"x\",\"1\","
                      "\"k\"\n")
        << C::Invalid << "line 2"
        << "no duration";
    QTest::newRow("aiperf not a record")
        << QByteArray("{\"timestamp_ns\":1,\"gpu_uuid\":\"GPU-1\",\"dcgm_url\":\"u\"}\n{\"a\":1}\n")
        << C::Invalid << "line 2"
        << "not a GPU telemetry record";
}

void TestTelemetry::inlineRefusals()
{
    QFETCH(QByteArray, bytes);
    QFETCH(InputError::Code, code);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    if (QByteArray(QTest::currentDataTag()).startsWith("rounding")) {
        // 100.4 % is rounding: line 2 is read (clamped to 1) and only line 3 is refused.
        const ParseResult ok = parse(bytes.left(bytes.size() - 1), QStringLiteral("in.csv"));
        QVERIFY2(ok.error.ok(), qPrintable(ok.error.message()));
        QCOMPARE(ok.telemetry.gpus.first().series(Metric::GpuUtil), QVector<double>{1.0});
    }
    const ParseResult r = parse(bytes, QStringLiteral("in.txt"));
    QCOMPARE(r.error.code, code);
    QCOMPARE(r.error.file, QStringLiteral("in.txt"));
    QCOMPARE(r.error.where, where);
    QVERIFY2(r.error.reason.contains(reason), qPrintable(r.error.message()));
}

void TestTelemetry::unreadableFiles()
{
    const ParseResult missing = parseFile(fixture(QStringLiteral("no-such-file.prom")));
    QCOMPARE(missing.error.code, InputError::Code::Unreadable);
    QVERIFY(missing.error.message().contains(QStringLiteral("no-such-file.prom")));
    const ParseResult folder = parseFile(dataDir());
    QCOMPARE(folder.error.code, InputError::Code::Unreadable);
}

void TestTelemetry::resultFilesAreNotTelemetry()
{
    // Every benchmark result the importer reads (vLLM, SGLang, AIPerf profile exports with their
    // telemetry block, GenAI-Perf with its GPU telemetry CSV section, ...) is no telemetry file.
    QDirIterator it(QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import"), QDir::Files,
                    QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY2(!looksLikeTelemetry(bytes), qPrintable(path));
        QCOMPARE(parse(bytes, path).error.code, InputError::Code::Unrecognised);
        ++files;
    }
    QVERIFY(files > 40);
}

void TestTelemetry::telemetryFilesLookLikeTelemetry()
{
    QDirIterator it(dataDir(), QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("NOTES.md")))
            continue;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(looksLikeTelemetry(f.readAll()), qPrintable(path));
        ++files;
    }
    QCOMPARE(files, 24);
}

void TestTelemetry::skippedValuesAreCounted()
{
    const QByteArray bytes = "# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n"
                             "DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",UUID=\"GPU-a\"} NaN\n"
                             "DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",UUID=\"GPU-a\"} -Inf\n"
                             "DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",UUID=\"GPU-a\"} 1.004\n"
                             "DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",UUID=\"GPU-a\"} 140737488355330\n"
                             "DCGM_FI_PROF_SM_ACTIVE{nvswitch=\"0\"} 0.5\n"
                             "DCGM_FI_PROF_SM_ACTIVE_total{gpu=\"0\",UUID=\"GPU-a\"} 0.2\n";
    const ParseResult r = parse(bytes, QStringLiteral("scrape.prom"));
    QVERIFY2(r.error.ok(), qPrintable(r.error.message()));
    // 1.004 is rounding (clamped to 1); NaN, -Inf and the FP64 blank are skipped, never stored.
    QCOMPARE(r.telemetry.gpus.size(), 1);
    QCOMPARE(r.telemetry.gpus[0].series(Metric::SmActive), (QVector<double>{1.0, 0.2}));
    const QString notes = r.telemetry.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("2 values were NaN or infinite and were skipped (the "
                                           "first at line 2)")),
             qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("1 values held DCGM's blank marker")),
             qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("1 samples of a metric this planner reads carry no gpu "
                                           "label")),
             qPrintable(notes));
}

void TestTelemetry::absurdTimestampsAreLeftOut()
{
    // A fuzzer found a stamp of 1.7e24 ms; stamps outside 2000..2100 never become a window.
    const ParseResult dcgm =
        parse("DCGM_FI_DEV_POWER_USAGE{gpu=\"0\"} 300 1749468003004190000000000\n"
              "DCGM_FI_DEV_POWER_USAGE{gpu=\"0\"} 310 1706704496000\n",
              QStringLiteral("t.prom"));
    QVERIFY2(dcgm.error.ok(), qPrintable(dcgm.error.message()));
    QCOMPARE(dcgm.telemetry.start, dcgm.telemetry.end);
    QCOMPARE(dcgm.telemetry.start.toString(Qt::ISODate), QStringLiteral("2024-01-31T12:34:56Z"));
    const ParseResult aiperf =
        parse("{\"gpu_index\":0,\"timestamp_ns\":1.7e33,\"dcgm_url\":\"http://n:9400/metrics\","
              "\"telemetry_data\":{\"gpu_power_usage\":300}}\n",
              QStringLiteral("t.jsonl"));
    QVERIFY2(aiperf.error.ok(), qPrintable(aiperf.error.message()));
    QVERIFY(!aiperf.telemetry.start.isValid());
    QCOMPARE(aiperf.telemetry.gpus.first().label(), QStringLiteral("n/0"));
}

void TestTelemetry::mergeSameGpusFromTwoTools()
{
    // The same two H100s (same UUIDs) seen by the DCGM exporter and by nvidia-smi.
    Telemetry t = read(QStringLiteral("dcgm-exporter-scrapes.prom"));
    merge(t, read(QStringLiteral("nvidia-smi-query.csv")));
    QCOMPARE(t.formats, (QStringList{"dcgm-exporter", "nvidia-smi-csv"}));
    QCOMPARE(t.files.size(), 2);
    QCOMPARE(t.gpus.size(), 2);
    QCOMPARE(t.gpus[0].label(), QStringLiteral("node1/0"));
    QCOMPARE(t.gpus[0].series(Metric::GpuUtil).size(), 6);
    // (1.00 + 1.00 + 0.97 + 0.87 + 0.91 + 0.95) / 6
    QVERIFY(near(meanOf(t.gpus[0].series(Metric::GpuUtil)), 0.95));
    // 600, 620 (DCGM) and 100, 120 (nvidia-smi) W
    QCOMPARE(t.gpus[1].series(Metric::PowerW), (QVector<double>{600, 620, 100, 120}));
    QCOMPARE(t.gpus[1].series(Metric::SmActive).size(), 3);
    QCOMPARE(t.start.toString(Qt::ISODateWithMs), QStringLiteral("2024-01-31T12:34:56.789Z"));
}

void TestTelemetry::mergeDifferentNodes()
{
    Telemetry t = read(QStringLiteral("dcgm-exporter-scrapes.prom"));
    merge(t, read(QStringLiteral("aiperf-gpu-telemetry.jsonl")));
    QStringList labels;
    for (const GpuSeries &g : t.gpus)
        labels << g.label();
    QCOMPARE(labels, (QStringList{"node1/0", "node1/1", "h100-node-3/0", "h100-node-3/1"}));
    const std::optional<MetricSummary> sm = summarise(t, Metric::SmActive);
    QVERIFY(sm);
    QCOMPARE(sm->gpus, 4);
    QCOMPARE(sm->samples, 12);
    QVERIFY(near(sm->mean, (0.8 + 0.5 + 0.7 + 0.3) / 4));
    QVERIFY(near(sm->min, 0.3));
    QVERIFY(near(sm->max, 0.8));
}

void TestTelemetry::mergeKernelSummaries()
{
    Telemetry t = read(QStringLiteral("nsys-gpukernsum-2021.csv"));
    merge(t, read(QStringLiteral("nsys-cuda-gpu-kern-sum-usec.csv")));
    QVERIFY(t.kernels);
    QVERIFY(near(t.kernels->totalNs, 15e6));
    QVERIFY(near(t.kernels->collectiveNs, 5.5e6));
    QVERIFY(near(t.kernels->allReduceNs, 4.5e6));
    QVERIFY(near(t.kernels->allToAllNs, 1e6));
    QCOMPARE(t.kernels->kernels, 5);
    QVERIFY(near(t.kernels->share(), 5.5 / 15));
    QCOMPARE(t.formats, QStringList{"nsys-kernel-summary"});
    // A telemetry file and a kernel summary together.
    Telemetry both = read(QStringLiteral("dcgmi-dmon-prof.txt"));
    merge(both, t);
    QCOMPARE(both.gpus.size(), 2);
    QVERIFY(both.kernels && near(both.kernels->share(), 5.5 / 15));
}

void TestTelemetry::summaries()
{
    const Telemetry t = read(QStringLiteral("dcgm-exporter-scrapes.prom"));
    const std::optional<MetricSummary> sm = summarise(t, Metric::SmActive);
    QVERIFY(sm);
    QCOMPARE(sm->metric, Metric::SmActive);
    QCOMPARE(sm->gpus, 2);
    QCOMPARE(sm->samples, 6);
    QVERIFY(near(sm->mean, 0.65));
    QVERIFY(near(sm->min, 0.5));
    QVERIFY(near(sm->max, 0.8));
    QVERIFY(near(sm->spread(), 0.375)); // (0.8 - 0.5) / 0.8
    const std::optional<MetricSummary> power = summarise(t, Metric::PowerW);
    QVERIFY(power);
    QCOMPARE(power->samples, 5);
    QVERIFY(near(power->mean, 625.25));
    QVERIFY(near(power->spread(), 30.5 / 640.5));
    QCOMPARE(perGpuMeans(t, Metric::DramActive).size(), 2);
    QVERIFY(near(perGpuMeans(t, Metric::DramActive)[1], 0.3));

    const Telemetry one = read(QStringLiteral("nvidia-smi-dmon-dt.txt"));
    const std::optional<MetricSummary> single = summarise(one, Metric::PowerW);
    QVERIFY(single);
    QCOMPARE(single->spread(), 0.0);
    QVERIFY(!summarise(one, Metric::SmActive));
    // Idle GPUs: a max of 0 has no spread.
    const Telemetry idle = read(QStringLiteral("nvidia-smi-dmon.txt"));
    Telemetry zero;
    zero.gpus << idle.gpus[1];
    QCOMPARE(summarise(zero, Metric::GpuUtil)->spread(), 0.0);
}

void TestTelemetry::kernelClassification_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("share");
    // One row of 100 ns named so, with a compute kernel of 300 ns: share 0.25 when collective.
    QTest::newRow("nccl 2.19 all-reduce")
        << "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)" << 0.25;
    QTest::newRow("nccl old all-gather")
        << "ncclKernel_AllGather_RING_LL_Sum_int8_t(ncclWorkElem)" << 0.25;
    QTest::newRow("nccl generic") << "ncclDevKernel_Generic_1(ncclDevKernelArgsStorage<4096ul>)"
                                  << 0.25;
    QTest::newRow("deepep notify")
        << "void deep_ep::intranode::notify_dispatch<8>(int const*)" << 0.25;
    QTest::newRow("vllm custom all-reduce")
        << "void vllm::cross_device_reduce_1stage<__nv_bfloat16, 8>(vllm::RankData*)" << 0.25;
    QTest::newRow("gemm") << "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n" << 0.0;
    QTest::newRow("dispatch outside a comm library")
        << "void vllm::moe::dispatch_tokens_kernel<int>(int*)" << 0.0;
}

void TestTelemetry::kernelClassification()
{
    QFETCH(QString, name);
    QFETCH(double, share);
    QByteArray csv = "\"Time (%)\",\"Total Time (ns)\",\"Instances\",\"Name\"\n"
                     "\"75.0\",\"300\",\"1\",\"gemm_kernel\"\n\"25.0\",\"100\",\"1\",\"";
    csv += name.toUtf8() + "\"\n";
    const ParseResult r = parse(csv, QStringLiteral("kern.csv"));
    QVERIFY2(r.error.ok(), qPrintable(r.error.message()));
    QVERIFY(near(r.telemetry.kernels->share(), share));
}

void TestTelemetry::largeScrapeKeepsEverySample()
{
    // 20,000 scrapes of 8 GPUs appended (one per second for 5.5 hours): every repetition of a
    // series is a sample, none is lost or merged.
    QByteArray bytes;
    bytes.reserve(40 * 1024 * 1024);
    for (int s = 0; s < 20000; ++s) {
        bytes += "# HELP DCGM_FI_PROF_SM_ACTIVE The ratio of cycles an SM has at least 1 warp "
                 "assigned.\n# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n";
        for (int g = 0; g < 8; ++g) {
            bytes += "DCGM_FI_PROF_SM_ACTIVE{gpu=\"" + QByteArray::number(g) +
                     "\",UUID=\"GPU-00000000-0000-0000-0000-00000000000" + QByteArray::number(g) +
                     "\",device=\"nvidia" + QByteArray::number(g) +
                     "\",modelName=\"NVIDIA H200\",Hostname=\"n1\"} " +
                     (s % 2 ? "0.250000" : "0.750000") + '\n';
        }
    }
    const ParseResult r = parse(bytes, QStringLiteral("big.prom"));
    QVERIFY2(r.error.ok(), qPrintable(r.error.message()));
    QCOMPARE(r.telemetry.gpus.size(), 8);
    const std::optional<MetricSummary> sm = summarise(r.telemetry, Metric::SmActive);
    QCOMPARE(sm->samples, 160000);
    QVERIFY(near(sm->mean, 0.5));
}

QTEST_GUILESS_MAIN(TestTelemetry)
#include "tst_telemetry.moc"
