// QBENCHMARK of the planner window's live path (docs/performance.md, "Planner window"): one
// control change re-evaluates the scenario (200 load points on both topologies, the frontier
// across plans, the scaling view), and every visible chart redraws, with 1,000 measured runs
// overlaid. Target: <= 16 ms at the 95th percentile. Offscreen:
//   QT_QPA_PLATFORM=offscreen build/bin/bench_planner
// QBENCHMARK reports the mean per change; the test also prints the median and 95th percentile
// of 300 single changes timed one by one.

#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "breakdownchart.h"
#include "catalogloader.h"
#include "frontierchart.h"
#include "historystore.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "plannerpage.h"
#include "scalingchart.h"
#include "testruns.h"

#include <QElapsedTimer>
#include <QSlider>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace moeplan;

class BenchPlanner : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void batchSliderStep();
    void gpuSliderStep();
    void percentiles();
    void documentOnly();
    void documentOnlyBestPlan();
    void frontierReplotOnly();
    void frontierReplotLegendBelow();
    void breakdownReplotOnly();
    void scalingReplotOnly();

private:
    /// One user action: a slider step, then the event loop runs the queued replots and paints.
    void step(QSlider *slider);

    std::unique_ptr<core::PlannerDocument> m_doc;
    std::unique_ptr<widgets::MainWindow> m_window;
    int m_direction = 1;
};

void BenchPlanner::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MoEPlannerBench"));
    m_doc = std::make_unique<core::PlannerDocument>(core::bundledCatalog());
    // 1,000 measured runs of the scenario's model and GPU kind, spread over load.
    QVector<core::RunRecord> runs;
    for (int i = 0; i < 1000; ++i) {
        core::RunRecord r;
        r.id = i + 1;
        r.model = QStringLiteral("kimi-k2.6");
        r.gpu = QStringLiteral("b300");
        r.engine = QStringLiteral("sglang");
        r.gpus = 8 << (i % 4);
        r.topology = QStringLiteral("hgx-ib");
        r.ep = r.gpus;
        r.attnDp = r.gpus;
        r.tpotMedianMs = 8.0 + (i % 97);
        r.outputTokS = 200.0 * (1 + i % 211);
        runs.push_back(r);
    }
    m_doc->setHistoryRuns(runs);
    QCOMPARE(m_doc->result().measured.size(), 1000);
    m_window = std::make_unique<widgets::MainWindow>(m_doc.get());
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCoreApplication::processEvents();
}

void BenchPlanner::cleanupTestCase()
{
    m_window.reset();
    m_doc.reset();
}

void BenchPlanner::step(QSlider *slider)
{
    if (slider->value() + m_direction > slider->maximum() ||
        slider->value() + m_direction < slider->minimum())
        m_direction = -m_direction;
    slider->setValue(slider->value() + m_direction);
    QCoreApplication::processEvents(); // queued replots
    QCoreApplication::processEvents(); // their paints
}

void BenchPlanner::batchSliderStep()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("batchSlider"));
    QVERIFY(slider);
    QBENCHMARK
    {
        step(slider);
    }
}

void BenchPlanner::gpuSliderStep()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("gpuSlider"));
    QVERIFY(slider);
    QBENCHMARK
    {
        step(slider);
    }
}

void BenchPlanner::percentiles()
{
    auto *batch = m_window->findChild<QSlider *>(QStringLiteral("batchSlider"));
    auto *gpus = m_window->findChild<QSlider *>(QStringLiteral("gpuSlider"));
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < 300; ++i) {
        timer.start();
        step(i % 2 ? batch : gpus);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    const double p95 = ms[std::size_t(double(ms.size()) * 0.95)];
    qInfo("one change, re-evaluated and redrawn (300 changes): median %.2f ms, p95 %.2f ms, "
          "max %.2f ms",
          median, p95, ms.back());
}

void BenchPlanner::documentOnly()
{
    // The model's share of a change: the document recomputes without any window attached.
    core::PlannerDocument doc(core::bundledCatalog());
    doc.setHistoryRuns(m_doc->historyRuns());
    int batch = 64;
    QBENCHMARK
    {
        batch = batch == 64 ? 96 : 64;
        doc.setBatch(batch);
    }
}

void BenchPlanner::documentOnlyBestPlan()
{
    // The same with "Plan: best" on a calibrated profile: every change also ranks the candidate
    // plans, each predicted as it reads when chosen (its parameters and its correction).
    core::PlannerDocument doc(core::bundledCatalog());
    core::ProfileSet profiles;
    profiles.profiles.push_back(testutil::datasheetProfile("b300", "sglang"));
    doc.setProfiles(profiles);
    doc.setHistoryRuns(m_doc->historyRuns());
    doc.setPlan(core::PlanChoice::Best);
    QVERIFY(doc.result().params.provenance == Provenance::Calibrated);
    int batch = 64;
    QBENCHMARK
    {
        batch = batch == 64 ? 96 : 64;
        doc.setBatch(batch);
    }
}

void BenchPlanner::frontierReplotOnly()
{
    // The frontier chart's share: set the same result and replot immediately.
    widgets::FrontierChart *chart = m_window->chart();
    QBENCHMARK
    {
        chart->setResult(m_doc->result());
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
}

void BenchPlanner::frontierReplotLegendBelow()
{
    // The frontier chart where every corner of the axes would hide measured runs: the legend
    // sits in rows under them and is laid out again on every replot (a grid of 140 runs of
    // another deployment, per GPU, as tst_charts draws it).
    core::PlannerDocument doc(core::bundledCatalog());
    const QVector<core::RunRecord> runs = testutil::runsAllOverTheChart(doc.scenario());
    doc.setHistoryRuns(runs);
    widgets::FrontierChart chart;
    chart.setXAxis(widgets::FrontierChart::XAxis::PerGpu);
    chart.setResult(doc.result());
    chart.resize(900, 520);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
    QVERIFY(chart.legendBelow());
    QBENCHMARK
    {
        chart.setResult(doc.result());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    QVERIFY(chart.legendBelow());
}

void BenchPlanner::breakdownReplotOnly()
{
    widgets::BreakdownChart *chart = m_window->plannerPage()->breakdown();
    QBENCHMARK
    {
        chart->setResult(m_doc->result());
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
}

void BenchPlanner::scalingReplotOnly()
{
    widgets::ScalingChart *chart = m_window->plannerPage()->scaling();
    QBENCHMARK
    {
        chart->setResult(m_doc->result());
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
}

QTEST_MAIN(BenchPlanner)
#include "bench_planner.moc"
