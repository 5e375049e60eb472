// The breakdown and scaling charts plot what the document computed: the step-time components
// and readings of the evaluation, both topologies' scaling curves, out-of-memory points apart,
// and the reason instead of bars when there is no evaluation. Checks plotted data, not pixels.

#include "breakdownchart.h"
#include "catalogloader.h"
#include "messages.h"
#include "plannerdocument.h"
#include "scalingchart.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <set>

using moeplan::Component;
using moeplan::Topology;
using moeplan::core::PlannerDocument;
using moeplan::core::PlannerResult;
using moeplan::widgets::BreakdownChart;
using moeplan::widgets::ScalingChart;

namespace {

std::set<int> gpusOf(const QVector<QPointF> &points)
{
    std::set<int> out;
    for (const QPointF &p : points)
        out.insert(int(p.x()));
    return out;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void breakdownPlotsTheEvaluation()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        BreakdownChart chart;
        chart.setResult(doc.result());
        const PlannerResult &r = doc.result();
        QVERIFY(r.ok);
        QCOMPARE(chart.barCount(), 1);
        const QVector<double> values = chart.componentValues();
        QCOMPARE(values.size(), moeplan::kComponentCount);
        for (int i = 0; i < moeplan::kComponentCount; ++i)
            QCOMPARE(values.at(i), r.eval.breakdownMs[std::size_t(i)]);
        // Every component with time is named in the legend.
        const QStringList legend = chart.legendNames();
        for (int i = 0; i < moeplan::kComponentCount; ++i) {
            if (r.eval.breakdownMs[std::size_t(i)] > 0)
                QVERIFY(legend.contains(moeplan::core::componentLabel(Component(i))));
        }
        const QVector<double> readings = chart.readings();
        QCOMPARE(readings.size(), 4);
        QCOMPARE(readings.at(0), 100 * r.eval.computeUtilization);
        QCOMPARE(readings.at(1), 100 * r.eval.hbmUtilization);
        QCOMPARE(readings.at(2), 100 * r.eval.exposedCommShare);
        QCOMPARE(readings.at(3), 100 * r.eval.overheadShare);
        for (double v : readings)
            QVERIFY(v >= 0 && v <= 100);
        QVERIFY2(chart.bindingText().contains(moeplan::core::ceilingLabel(r.eval.binding)),
                 qPrintable(chart.bindingText()));
        QVERIFY(chart.bindingText().contains(QStringLiteral(" ms")));
        QVERIFY(chart.message().isEmpty());
    }

    void breakdownFollowsTheBatch()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        BreakdownChart chart;
        doc.setBatch(8);
        chart.setResult(doc.result());
        const QVector<double> small = chart.componentValues();
        doc.setBatch(512);
        chart.setResult(doc.result());
        const QVector<double> large = chart.componentValues();
        QVERIFY(small != large);
        const double smallTotal = std::accumulate(small.begin(), small.end(), 0.0);
        const double largeTotal = std::accumulate(large.begin(), large.end(), 0.0);
        QVERIFY2(largeTotal > smallTotal, "a larger batch takes longer per step");
        for (int i = 0; i < moeplan::kComponentCount; ++i)
            QCOMPARE(large.at(i), doc.result().eval.breakdownMs[std::size_t(i)]);
    }

    void pinnedScenarioIsBesideTheCurrent()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        doc.setBatch(16);
        doc.setPinned(true);
        doc.setBatch(256);
        BreakdownChart chart;
        chart.setResult(doc.result());
        QVERIFY(doc.result().pinned);
        QCOMPARE(chart.barCount(), 2);
        QVERIFY(chart.barLabels().at(1).contains(QStringLiteral("Pinned")));
        const QVector<double> pinned = chart.componentValues(BreakdownChart::PinnedBar);
        for (int i = 0; i < moeplan::kComponentCount; ++i)
            QCOMPARE(pinned.at(i), doc.result().pinned->eval.breakdownMs[std::size_t(i)]);
        QVERIFY(pinned != chart.componentValues(BreakdownChart::CurrentBar));
        QCOMPARE(chart.readings(BreakdownChart::PinnedBar).size(), 4);
    }

    void outOfMemoryIsSaid()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        doc.setBatch(200000);
        QVERIFY(doc.result().ok);
        QVERIFY2(!doc.result().eval.fits, "the test needs a scenario that does not fit");
        BreakdownChart chart;
        chart.setResult(doc.result());
        QVERIFY(chart.memoryText().contains(QStringLiteral("Out of memory")));
        doc.setBatch(8);
        chart.setResult(doc.result());
        QVERIFY(chart.memoryText().isEmpty());
    }

    void noEvaluationShowsTheReasonNotZeros()
    {
        PlannerResult r;
        r.ok = false;
        r.error = QStringLiteral("model \"nope\" is not in the catalog");
        BreakdownChart breakdown;
        breakdown.setResult(r);
        QCOMPARE(breakdown.barCount(), 0);
        QVERIFY(breakdown.componentValues().isEmpty());
        QVERIFY(breakdown.readings().isEmpty());
        QCOMPARE(breakdown.message(), r.error);
        QVERIFY(breakdown.bindingText().isEmpty());

        ScalingChart scaling;
        scaling.setResult(r);
        for (int s = 0; s < ScalingChart::SeriesCount; ++s)
            QVERIFY(scaling.seriesData(ScalingChart::Throughput, s).isEmpty());
        QVERIFY2(scaling.note().contains(r.error), qPrintable(scaling.note()));
    }

    void scalingShowsBothTopologies()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        ScalingChart chart;
        chart.setResult(doc.result());
        const PlannerResult &r = doc.result();
        const QVector<QPointF> hgx =
            chart.seriesData(ScalingChart::SingleUserSpeed, ScalingChart::CurrentFits);
        const QVector<QPointF> nvl =
            chart.seriesData(ScalingChart::SingleUserSpeed, ScalingChart::OtherFits);
        QVERIFY(hgx.size() > 3);
        QVERIFY(nvl.size() > 3);
        QVERIFY(hgx != nvl);
        QCOMPARE(chart.seriesName(ScalingChart::CurrentFits), r.scaling.current.label);
        QCOMPARE(chart.seriesName(ScalingChart::OtherFits), r.scaling.other.label);
        QCOMPARE(chart.gpuRange().first < 8, true);
        QCOMPARE(chart.gpuRange().second > 576, true);
        QCOMPARE(chart.markedGpus(), r.scenario.gpus);
        QVERIFY(chart.overheadWall() > 0);
        QVERIFY(chart.overheadWallText().startsWith(QStringLiteral("overhead wall: ")));
        QVERIFY(chart.overheadWallText().contains(QStringLiteral("ms/step")));
        QCOMPARE(chart.nvl72AheadFrom(), r.scaling.nvl72AheadFrom);
        if (r.scaling.nvl72AheadFrom > 0)
            QVERIFY(chart.nvl72Text().contains(QString::number(r.scaling.nvl72AheadFrom)));
    }

    void moreGpusMoreThroughputForEp()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        QCOMPARE(doc.scenario().plan, moeplan::PlanKind::EP);
        ScalingChart chart;
        chart.setResult(doc.result());
        const QVector<QPointF> t =
            chart.seriesData(ScalingChart::Throughput, ScalingChart::CurrentFits);
        QVERIFY(t.size() > 3);
        // Doubling the GPUs raises aggregate throughput (neighbouring counts such as 128 and
        // 144 may trade places: EP over a count that does not divide the experts evenly).
        int doublings = 0;
        for (const QPointF &a : t) {
            for (const QPointF &b : t) {
                if (b.x() != 2 * a.x())
                    continue;
                ++doublings;
                QVERIFY2(b.y() > a.y(), qPrintable(QStringLiteral("%1 GPUs: %2 <= %3 GPUs: %4")
                                                       .arg(b.x())
                                                       .arg(b.y())
                                                       .arg(a.x())
                                                       .arg(a.y())));
            }
        }
        QVERIFY(doublings >= 4);
        QVERIFY(t.last().y() > 10 * t.first().y());
    }

    void outOfMemoryPointsAreNotPlottedAsFitting()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        // Enough sequences per GPU, with long contexts, that small deployments run out of memory
        // while large ones (more HBM for the same weights) fit.
        doc.setIsl(32768);
        doc.setBatch(1536);
        ScalingChart chart;
        chart.setResult(doc.result());
        const auto &curve = doc.result().scaling.current;
        const auto fits =
            gpusOf(chart.seriesData(ScalingChart::Throughput, ScalingChart::CurrentFits));
        const auto oom =
            gpusOf(chart.seriesData(ScalingChart::Throughput, ScalingChart::CurrentOutOfMemory));
        int oomPoints = 0;
        for (const auto &p : curve.points) {
            if (!p.ok) {
                QVERIFY(!fits.count(p.gpus) && !oom.count(p.gpus));
            } else if (p.fits) {
                QVERIFY(fits.count(p.gpus) && !oom.count(p.gpus));
            } else {
                ++oomPoints;
                QVERIFY2(!fits.count(p.gpus) && oom.count(p.gpus),
                         qPrintable(QString::number(p.gpus)));
            }
        }
        QVERIFY2(oomPoints > 0, "the test needs out-of-memory points");
        QVERIFY2(!fits.empty(), "the test needs points that fit");
        for (const QPointF &p :
             chart.seriesData(ScalingChart::Throughput, ScalingChart::CurrentOutOfMemory))
            QVERIFY(p.y() > 0); // never drawn as zero
    }

    void paletteChangeKeepsTheData()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        BreakdownChart breakdown;
        ScalingChart scaling;
        breakdown.setResult(doc.result());
        scaling.setResult(doc.result());
        const auto before = breakdown.componentValues();
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        breakdown.setPalette(dark);
        scaling.setPalette(dark);
        QCOMPARE(breakdown.componentValues(), before);
        QVERIFY(!scaling.seriesData(ScalingChart::Throughput, ScalingChart::CurrentFits).isEmpty());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
