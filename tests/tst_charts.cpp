// The breakdown and scaling charts plot what the document computed: the step-time components
// and readings of the evaluation, both topologies' scaling curves, out-of-memory points apart,
// and the reason instead of bars when there is no evaluation. Checks plotted data, not pixels,
// except where annotations sit: their boxes must hide no plotted point or line.

// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "breakdownchart.h"
#include "catalogloader.h"
#include "frontierchart.h"
#include "historystore.h"
#include "messages.h"
#include "plannerdocument.h"
#include "scalingchart.h"
#include "scenarioio.h"
#include "testruns.h"
#include "testscenarios.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <set>

using moeplan::Component;
using moeplan::Topology;
using moeplan::core::PlanChoice;
using moeplan::core::PlannerDocument;
using moeplan::core::PlannerResult;
using moeplan::widgets::BreakdownChart;
using moeplan::widgets::FrontierChart;
using moeplan::widgets::ScalingChart;

namespace {

std::set<int> gpusOf(const QVector<QPointF> &points)
{
    std::set<int> out;
    for (const QPointF &p : points)
        out.insert(int(p.x()));
    return out;
}

/// A scenario of the annotation tests, applied to a fresh document.
void applyScenario(PlannerDocument &doc, const QString &name)
{
    if (name.startsWith(QLatin1String("nvl72"))) { // wide expert parallelism in one NVL72 rack
        doc.setGpuKind(QStringLiteral("gb300"));
        doc.setTopology(Topology::Nvl72);
        doc.setPlan(PlanChoice::EP);
        doc.setGpus(72);
        doc.setBatch(256);
    }
    if (name.endsWith(QLatin1String("batch1")))
        doc.setBatch(1);
    if (name.endsWith(QLatin1String("batch4096")))
        doc.setBatch(4096);
}

/// The first problem with an annotation box in an axis rect: off the axes' inside, or over a
/// plotted point or line of that rect (band areas aside); empty when none.
QString annotationProblem(QCustomPlot *plot, QCPAxisRect *axes, const QRectF &box)
{
    const QRectF inside = QRectF(axes->rect());
    if (!(box.left() > inside.left() && box.right() < inside.right() && box.top() > inside.top() &&
          box.bottom() < inside.bottom()))
        return QStringLiteral("box (%1,%2 %3x%4) is not inside the axes (%5,%6 %7x%8)")
            .arg(box.x())
            .arg(box.y())
            .arg(box.width())
            .arg(box.height())
            .arg(inside.x())
            .arg(inside.y())
            .arg(inside.width())
            .arg(inside.height());
    auto crosses = [&box](const QLineF &s) {
        if (box.contains(s.p1()) || box.contains(s.p2()))
            return true;
        const QLineF edges[] = {{box.topLeft(), box.topRight()},
                                {box.topRight(), box.bottomRight()},
                                {box.bottomRight(), box.bottomLeft()},
                                {box.bottomLeft(), box.topLeft()}};
        for (const QLineF &e : edges)
            if (s.intersects(e, nullptr) == QLineF::BoundedIntersection)
                return true;
        return false;
    };
    constexpr double kMarker = 3; // a marker is at least this far round its point
    const QRectF grown = box.adjusted(-kMarker, -kMarker, kMarker, kMarker);
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        if (!p->visible() || p->keyAxis()->axisRect() != axes || p->brush().style() != Qt::NoBrush)
            continue;
        QVector<QPointF> px;
        bool lines = true;
        auto add = [&](double key, double value) {
            px.append(
                std::isfinite(key) && std::isfinite(value)
                    ? QPointF(p->keyAxis()->coordToPixel(key), p->valueAxis()->coordToPixel(value))
                    : QPointF(qQNaN(), qQNaN()));
        };
        if (auto *g = qobject_cast<QCPGraph *>(p)) {
            lines = g->lineStyle() != QCPGraph::lsNone;
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
                add(it->key, it->value);
        } else if (auto *c = qobject_cast<QCPCurve *>(p)) {
            lines = c->lineStyle() != QCPCurve::lsNone;
            for (auto it = c->data()->constBegin(); it != c->data()->constEnd(); ++it)
                add(it->key, it->value);
        }
        for (qsizetype k = 0; k < px.size(); ++k) {
            if (std::isnan(px.at(k).x()))
                continue;
            if (grown.contains(px.at(k)))
                return QStringLiteral("box covers a point of \"%1\"").arg(p->name());
            if (lines && k > 0 && !std::isnan(px.at(k - 1).x()) &&
                crosses(QLineF(px.at(k - 1), px.at(k))))
                return QStringLiteral("box crosses a line of \"%1\"").arg(p->name());
        }
    }
    return {};
}

void showAt(QWidget &chart, QCustomPlot *plot, const QSize &size)
{
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    plot->replot(QCustomPlot::rpImmediateRefresh); // lays out, then places the annotations
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

    void breakdownAxisTitleFitsItsAxes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("full");
        // Wide, the chart's size in the window at 1400x900 and at 1280x800, and narrower.
        QTest::newRow("wide") << QSize(900, 420) << true;
        QTest::newRow("1400x900") << QSize(560, 460) << false;
        QTest::newRow("1280x800") << QSize(515, 390) << false;
        QTest::newRow("narrow") << QSize(380, 330) << false;
    }

    void breakdownAxisTitleFitsItsAxes()
    {
        QFETCH(QSize, size);
        QFETCH(bool, full);
        PlannerDocument doc(moeplan::core::bundledCatalog());
        BreakdownChart chart;
        chart.setResult(doc.result());
        showAt(chart, chart.plot(), size);
        const QString title = chart.readingAxisTitle();
        QVERIFY(!title.isEmpty());
        QVERIFY(title.contains(QLatin1Char('%'))); // the unit stays
        const int width = QFontMetrics(chart.font()).horizontalAdvance(title);
        QVERIFY2(width < chart.readingAxisWidth(),
                 qPrintable(QStringLiteral("\"%1\": %2 px under %3 px of axes")
                                .arg(title)
                                .arg(width)
                                .arg(chart.readingAxisWidth())));
        if (full)
            QVERIFY2(title.contains(QLatin1String("Model's")), qPrintable(title));
    }

    // The readings' names never overprint each other: two lines each where the bars' rows have
    // the room, one on a small chart (the one-page report's).
    void breakdownReadingNamesFitTheirRows_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("lines");
        QTest::newRow("tall") << QSize(900, 760) << 2;
        // The size the one-page report lays the chart out at.
        QTest::newRow("report") << QSize(1090, 340) << 1;
    }

    void breakdownReadingNamesFitTheirRows()
    {
        QFETCH(QSize, size);
        QFETCH(int, lines);
        PlannerDocument doc(moeplan::core::bundledCatalog());
        BreakdownChart chart;
        chart.setResult(doc.result());
        showAt(chart, chart.plot(), size);
        const QStringList names = chart.readingKeyLabels();
        QCOMPARE(names.size(), int(BreakdownChart::kReadings));
        const int rowHeight = chart.readingAxisHeight() / BreakdownChart::kReadings;
        const int lineSpacing = QFontMetrics(chart.font()).lineSpacing();
        for (const QString &name : names) {
            QCOMPARE(int(name.count(QLatin1Char('\n'))) + 1, lines);
            QVERIFY2(lines * lineSpacing <= rowHeight,
                     qPrintable(QStringLiteral("\"%1\": %2 line(s) of %3 px on a row of %4 px")
                                    .arg(name)
                                    .arg(lines)
                                    .arg(lineSpacing)
                                    .arg(rowHeight)));
            QVERIFY(name.contains(QLatin1Char('%'))); // each says what its 100% is
        }
    }

    // The legend sits in a corner of the axes where it hides no curve: top right over a
    // falling frontier, another corner where the curves rise into it (ms per token).
    void frontierLegendHidesNoCurve_data()
    {
        QTest::addColumn<bool>("msPerToken");
        QTest::addColumn<int>("corner");
        QTest::newRow("tokens/s") << false << int(Qt::AlignTop | Qt::AlignRight);
        QTest::newRow("ms per token") << true << int(Qt::AlignTop | Qt::AlignLeft);
    }

    void frontierLegendHidesNoCurve()
    {
        QFETCH(bool, msPerToken);
        QFETCH(int, corner);
        PlannerDocument doc(moeplan::core::bundledCatalog());
        FrontierChart chart;
        chart.setMsPerToken(msPerToken);
        chart.setResult(doc.result());
        showAt(chart, chart.plot(), QSize(900, 520));
        const QString problem = annotationProblem(chart.plot(), chart.plot()->axisRect(),
                                                  QRectF(chart.plot()->legend->outerRect()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(int(chart.legendCorner()), corner);
    }

    // Where every corner of the axes would hide measured runs, the legend goes in rows under
    // the axes (it hid two of a deployment's three runs in the window), and comes back into a
    // free corner when there is one.
    void frontierLegendGoesUnderTheAxesWhenNoCornerIsFree()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        const moeplan::Scenario &s = doc.scenario();
        // Runs of the scenario's model and GPU kind all over the chart: a grid of loads.
        const QVector<moeplan::core::RunRecord> runs = testutil::runsAllOverTheChart(s);
        doc.setHistoryRuns(runs);
        FrontierChart chart;
        chart.setXAxis(FrontierChart::XAxis::PerGpu); // every run sets the range per GPU
        chart.setResult(doc.result());
        showAt(chart, chart.plot(), QSize(900, 520));
        QVERIFY(chart.legendBelow());
        const QRect legend = chart.plot()->legend->outerRect();
        const QRect axes = chart.plot()->axisRect()->outerRect();
        QVERIFY2(!legend.intersects(chart.plot()->axisRect()->rect()) &&
                     legend.top() >= axes.bottom() && chart.plot()->rect().contains(legend),
                 qPrintable(QStringLiteral("legend %1,%2 %3x%4; axes end at %5; chart %6x%7")
                                .arg(legend.x())
                                .arg(legend.y())
                                .arg(legend.width())
                                .arg(legend.height())
                                .arg(axes.bottom())
                                .arg(chart.plot()->width())
                                .arg(chart.plot()->height())));
        QVERIFY(chart.plot()->legend->columnCount() > 1); // rows across the width
        doc.setHistoryRuns({});
        chart.setResult(doc.result());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!chart.legendBelow());
        QCOMPARE(int(chart.legendCorner()), int(Qt::AlignTop | Qt::AlignRight));
        const QString problem = annotationProblem(chart.plot(), chart.plot()->axisRect(),
                                                  QRectF(chart.plot()->legend->outerRect()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A disaggregated scenario's best-plans entry lists its pools and the aggregated plans on
    // its GPUs on short lines under the name, so the legend does not span the chart.
    void frontierLegendWrapsManyPlans()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        const moeplan::core::ScenarioParse parsed = moeplan::core::scenarioFromJson(
            QJsonDocument::fromJson(R"({"model": "deepseek-r1", "gpu": "gb200",
                "topology": "nvl72", "isl": 8192, "osl": 1024, "serving": "disagg",
                "calibration": "datasheet", "prefill": {"tp": 4, "ep": 4, "workers": 2},
                "decode": {"dp": 16, "ep": 16, "workers": 1, "batch": 512}})")
                .object());
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        doc.resetScenario(parsed.scenario);
        const QStringList plans = doc.result().frontier.plans;
        QVERIFY2(plans.size() >= 3, qPrintable(plans.join(u'|')));
        FrontierChart chart;
        chart.setResult(doc.result());
        const QStringList lines = chart.curveName(FrontierChart::Frontier).split(u'\n');
        QCOMPARE(lines.constFirst(), QStringLiteral("Best across plans:"));
        QVERIFY(lines.size() >= 2);
        for (const QString &line : lines)
            QVERIFY2(line.size() <= 48, qPrintable(line));
        QCOMPARE(lines.mid(1).join(QStringLiteral(" · ")), plans.join(QStringLiteral(" · ")));
    }

    // The scaling chart's legend fits its width: two entries per row where they fit, one per
    // row where a disaggregated scenario's long names do not (they were cut off at both ends
    // in the window's half-width chart).
    void scalingLegendFitsItsWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("columns");
        QTest::newRow("window's half width") << 470 << 1;
        QTest::newRow("wide") << 1000 << 2;
    }

    void scalingLegendFitsItsWidth()
    {
        QFETCH(int, width);
        QFETCH(int, columns);
        PlannerDocument doc(moeplan::core::bundledCatalog());
        const moeplan::core::ScenarioParse parsed =
            testscenarios::parse(testscenarios::kKimiGb200Disagg);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        doc.resetScenario(parsed.scenario);
        ScalingChart chart;
        chart.setResult(doc.result());
        showAt(chart, chart.plot(), QSize(width, 420));
        QCOMPARE(chart.legendColumns(), columns);
        const QRect legend = chart.legendRect();
        QVERIFY2(chart.plot()->rect().contains(legend),
                 qPrintable(QStringLiteral("legend %1,%2 %3x%4 in a chart %5 wide")
                                .arg(legend.x())
                                .arg(legend.y())
                                .arg(legend.width())
                                .arg(legend.height())
                                .arg(chart.plot()->width())));
    }

    // A chart's note wraps to its axes: "Other topology not shown: NVIDIA H200 SXM (HGX) has
    // no NVL72 form" ran past the right edge of the window's half-width scaling chart.
    void chartNotesWrapInsideTheirAxes()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        doc.setGpuKind(QStringLiteral("h200"));
        ScalingChart scaling;
        scaling.setResult(doc.result());
        FrontierChart frontier;
        frontier.setResult(doc.result());
        QVERIFY2(scaling.note().contains(QLatin1String("no NVL72 form")),
                 qPrintable(scaling.note()));
        QVERIFY(!scaling.note().contains(u'\n')); // one line as given, whatever the width
        showAt(scaling, scaling.plot(), QSize(470, 420));
        showAt(frontier, frontier.plot(), QSize(470, 360));
        for (QCustomPlot *plot : {scaling.plot(), frontier.plot()}) {
            int notes = 0;
            for (int i = 0; i < plot->itemCount(); ++i) {
                auto *text = qobject_cast<QCPItemText *>(plot->item(i));
                if (!text || !text->visible() ||
                    !text->text().contains(QLatin1String("NVL72 form")))
                    continue;
                ++notes;
                const QRectF box(text->topLeft->pixelPosition(),
                                 text->bottomRight->pixelPosition());
                const QRect axes = text->position->axisRect()->rect();
                QVERIFY2(box.left() >= axes.left() && box.right() <= axes.right() + 1,
                         qPrintable(QStringLiteral("note %1-%2 in axes %3-%4: %5")
                                        .arg(box.left())
                                        .arg(box.right())
                                        .arg(axes.left())
                                        .arg(axes.right())
                                        .arg(text->text())));
            }
            QCOMPARE(notes, 1);
        }
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

    void annotationsHideNoData_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QSize>("scalingSize");
        QTest::addColumn<QSize>("frontierSize");
        // The charts' sizes in the window at 1400x900 and at 1280x800.
        for (const char *scenario : {"default", "nvl72-ep", "default-batch1", "default-batch4096",
                                     "nvl72-ep-batch1", "nvl72-ep-batch4096"}) {
            QTest::addRow("%s 1400x900", scenario)
                << QString::fromLatin1(scenario) << QSize(500, 400) << QSize(1000, 370);
            QTest::addRow("%s 1280x800", scenario)
                << QString::fromLatin1(scenario) << QSize(440, 350) << QSize(900, 330);
        }
    }

    void annotationsHideNoData()
    {
        QFETCH(QString, scenario);
        QFETCH(QSize, scalingSize);
        QFETCH(QSize, frontierSize);
        PlannerDocument doc(moeplan::core::bundledCatalog());
        applyScenario(doc, scenario);
        QVERIFY(doc.result().ok);

        ScalingChart scaling;
        scaling.setResult(doc.result());
        showAt(scaling, scaling.plot(), scalingSize);
        QCPAxisRect *top = scaling.plot()->axisRects().value(0);
        QVERIFY(top);
        const QVector<QRectF> labels = scaling.annotationRects();
        QCOMPARE(labels.size(),
                 int(!scaling.overheadWallText().isEmpty()) + int(!scaling.nvl72Text().isEmpty()));
        QVERIFY2(!labels.isEmpty(), "the test needs the overhead wall drawn");
        for (const QRectF &box : labels) {
            const QString problem = annotationProblem(scaling.plot(), top, box);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        if (labels.size() == 2)
            QVERIFY(!labels.at(0).intersects(labels.at(1)));

        for (const bool perGpu : {false, true}) {
            for (const bool ms : {false, true}) {
                FrontierChart frontier;
                frontier.setPerGpu(perGpu);
                frontier.setMsPerToken(ms);
                frontier.setResult(doc.result());
                showAt(frontier, frontier.plot(), frontierSize);
                const QVector<QRectF> callout = frontier.annotationRects();
                QCOMPARE(callout.size(), 1);
                const QString problem = annotationProblem(
                    frontier.plot(), frontier.plot()->axisRect(), callout.front());
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("per GPU %1, ms per token %2: %3")
                                        .arg(perGpu)
                                        .arg(ms)
                                        .arg(problem)));
                QVERIFY(!callout.front().intersects(QRectF(frontier.plot()->legend->outerRect())));
            }
        }
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
