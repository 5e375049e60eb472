// The ordered procedure of model/diagnosis.h on readings given directly: one row per verdict
// and per trap the three-ceilings document names (GPU_UTIL is no evidence, a stalled exchange
// versus imbalance, interconnect "likely" without a trace), and the planner's label derived
// from the model's readings alone.

#include "diagnosis.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace moeplan;

Q_DECLARE_METATYPE(moeplan::Binding)

namespace {

constexpr double kNone = -1; // not measured

std::optional<double> opt(double v)
{
    return v < 0 ? std::nullopt : std::optional<double>(v);
}

} // namespace

class TestDiagnosis : public QObject
{
    Q_OBJECT

private slots:
    void verdicts_data()
    {
        QTest::addColumn<double>("compute");
        QTest::addColumn<double>("memory");
        QTest::addColumn<double>("comm");
        QTest::addColumn<double>("gap");
        QTest::addColumn<double>("spread");
        QTest::addColumn<double>("gpuUtil");
        QTest::addColumn<bool>("exchange");
        QTest::addColumn<Binding>("binding");
        QTest::addColumn<bool>("likely");
        QTest::addColumn<QString>("levers");

        // Expected readings of the model for all rows: compute 0.2, memory 0.5, comm 0.2,
        // overhead 0.1 (memory nearest its ceiling).
        QTest::newRow("compute near peak") << 0.72 << 0.40 << 0.05 << 0.05 << 0.05 << 0.99 << true
                                           << Binding::Compute << false << "more compute";
        QTest::newRow("memory near peak") << 0.25 << 0.81 << 0.05 << 0.05 << 0.05 << 0.99 << true
                                          << Binding::Memory << false << "fewer bytes per token";
        QTest::newRow("traced exchange, GPU_UTIL busy")
            << 0.12 << 0.20 << 0.55 << 0.10 << 0.05 << 0.99 << true << Binding::Interconnect
            << false << "placement and overlap";
        QTest::newRow("stalled exchange: uneven and traced")
            << 0.12 << 0.20 << 0.45 << 0.10 << 0.60 << 0.99 << true << Binding::Interconnect
            << false << "placement and overlap";
        QTest::newRow("imbalance: uneven, trace shows little exchange")
            << 0.30 << 0.45 << 0.08 << 0.10 << 0.55 << 0.90 << true << Binding::Imbalance << false
            << "rebalance";
        QTest::newRow("uneven without a trace: imbalance likely")
            << 0.30 << 0.45 << kNone << 0.10 << 0.55 << 0.90 << true << Binding::Imbalance << true
            << "rebalance,take a trace";
        QTest::newRow("long step without a trace: interconnect likely")
            << 0.15 << 0.30 << kNone << 0.50 << 0.05 << 0.97 << true << Binding::Interconnect
            << true << "placement and overlap,take a trace";
        QTest::newRow("long step, trace rules the exchange out: overhead")
            << 0.15 << 0.30 << 0.05 << 0.50 << 0.05 << 0.97 << true << Binding::Overhead << false
            << "engine overhead";
        QTest::newRow("long step on one GPU: overhead")
            << 0.15 << 0.30 << kNone << 0.50 << 0.05 << 0.97 << false << Binding::Overhead << false
            << "engine overhead";
        QTest::newRow("nothing near: nearest ceiling")
            << 0.20 << 0.50 << 0.10 << 0.10 << 0.05 << 0.50 << true << Binding::Memory << true
            << "fewer bytes per token";
    }

    void verdicts()
    {
        QFETCH(double, compute);
        QFETCH(double, memory);
        QFETCH(double, comm);
        QFETCH(double, gap);
        QFETCH(double, spread);
        QFETCH(double, gpuUtil);
        QFETCH(bool, exchange);
        QFETCH(Binding, binding);
        QFETCH(bool, likely);
        QFETCH(QString, levers);

        DiagnosisInput in;
        in[ReadingKind::Compute] = {opt(compute), false, 0.2, opt(spread)};
        in[ReadingKind::Memory] = {opt(memory), false, 0.5, opt(spread)};
        in[ReadingKind::Communication] = {opt(comm), false, 0.2, {}};
        in[ReadingKind::StepTime] = {opt(gap), false, 0.1, {}};
        in.exchange = exchange;
        in.gpuUtil = gpuUtil;
        const Diagnosis d = diagnose(in);
        QCOMPARE(bindingName(d.binding), bindingName(binding));
        QCOMPARE(d.likely, likely);
        QStringList got;
        for (Lever l : d.levers)
            got << QString::fromLatin1(leverName(l).data(), int(leverName(l).size()));
        QCOMPARE(got.join(u','), levers);
        // GPU_UTIL never counts as compute evidence: busy while compute is ruled out is flagged.
        QCOMPARE(d.gpuUtilMisleading, gpuUtil >= 0.8 && compute < 0.6);
        for (const Reading &r : d.readings) {
            QVERIFY(std::isfinite(r.expected));
            QVERIFY(!r.measured || std::isfinite(*r.measured));
        }
    }

    void readingsInOrderWithVerdicts()
    {
        DiagnosisInput in;
        in[ReadingKind::Compute] = {0.12, false, 0.2, 0.05};
        in[ReadingKind::Memory] = {0.20, false, 0.85, 0.05};
        in[ReadingKind::Communication] = {0.55, false, 0.2, {}};
        in[ReadingKind::StepTime] = {{}, false, 0.1, {}};
        const Diagnosis d = diagnose(in);
        QCOMPARE(int(d.readings[0].kind), int(ReadingKind::Compute));
        QCOMPARE(int(d.readings[3].kind), int(ReadingKind::StepTime));
        QCOMPARE(int(d[ReadingKind::Compute].verdict), int(ReadingVerdict::RuledOut));
        QCOMPARE(int(d[ReadingKind::Memory].verdict), int(ReadingVerdict::RuledOut));
        QCOMPARE(int(d[ReadingKind::Communication].verdict), int(ReadingVerdict::Binds));
        QCOMPARE(int(d[ReadingKind::StepTime].verdict), int(ReadingVerdict::NotMeasured));
        QVERIFY(d[ReadingKind::StepTime].fromModel);
        // HBM 20% where the model expects 85%: a disagreement, and a finding of its own.
        QVERIFY(d[ReadingKind::Memory].disagrees);
        QVERIFY(!d[ReadingKind::Compute].disagrees);
        QVERIFY(d[ReadingKind::Communication].disagrees);
    }

    void upperBoundsRuleOutButNeverIn()
    {
        // SM_ACTIVE 0.9 (the SMs host NCCL kernels too) proves no compute binding; the model's
        // expected compute decides, and the reading is marked as resting on the model.
        DiagnosisInput in;
        in[ReadingKind::Compute] = {0.9, true, 0.2, {}};
        in[ReadingKind::Memory] = {0.7, false, 0.6, {}};
        Diagnosis d = diagnose(in);
        QCOMPARE(bindingName(d.binding), bindingName(Binding::Memory));
        QVERIFY(d[ReadingKind::Compute].fromModel);
        QVERIFY(!d[ReadingKind::Compute].disagrees);
        // A low upper bound rules compute out on its own.
        in[ReadingKind::Compute] = {0.1, true, 0.9, {}};
        d = diagnose(in);
        QVERIFY(!d[ReadingKind::Compute].fromModel);
        QCOMPARE(int(d[ReadingKind::Compute].verdict), int(ReadingVerdict::RuledOut));
    }

    void hostileValuesNeverPropagate()
    {
        DiagnosisInput in;
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        in[ReadingKind::Compute] = {nan, false, inf, nan};
        in[ReadingKind::Memory] = {-inf, false, nan, inf};
        in[ReadingKind::Communication] = {1e300, false, -5, {}};
        in[ReadingKind::StepTime] = {inf, false, nan, {}};
        in.gpuUtil = nan;
        const Diagnosis d = diagnose(in);
        for (const Reading &r : d.readings) {
            QVERIFY(std::isfinite(r.expected));
            QVERIFY(r.expected >= 0 && r.expected <= 1);
            QVERIFY(!r.measured || (*r.measured >= 0 && *r.measured <= 1));
        }
        QVERIFY(!d[ReadingKind::Compute].measured);
        QVERIFY(!d.gpuUtil);
    }

    void plannerLabelFollowsTheReadings_data()
    {
        QTest::addColumn<double>("compute");
        QTest::addColumn<double>("hbm");
        QTest::addColumn<double>("comm");
        QTest::addColumn<double>("overhead");
        QTest::addColumn<int>("ceiling");
        // The case the issue names: memory the largest share of the step at HBM 24%, with a
        // third of the step overhead: the overhead wall binds, not memory bandwidth.
        QTest::newRow("HBM 24%, overhead 33%")
            << 0.05 << 0.24 << 0.10 << 0.33 << int(Ceiling::Overhead);
        QTest::newRow("HBM 75%") << 0.10 << 0.75 << 0.05 << 0.10 << int(Ceiling::Memory);
        QTest::newRow("compute first") << 0.65 << 0.70 << 0.05 << 0.05 << int(Ceiling::Compute);
        QTest::newRow("exchange 40%") << 0.05 << 0.30 << 0.40 << 0.20 << int(Ceiling::Interconnect);
        QTest::newRow("none near: nearest") << 0.05 << 0.45 << 0.12 << 0.10 << int(Ceiling::Memory);
    }

    void plannerLabelFollowsTheReadings()
    {
        QFETCH(double, compute);
        QFETCH(double, hbm);
        QFETCH(double, comm);
        QFETCH(double, overhead);
        QFETCH(int, ceiling);
        QCOMPARE(int(bindingOfReadings(compute, hbm, comm, overhead)), ceiling);
    }
};

QTEST_APPLESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
