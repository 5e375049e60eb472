// The first window: the controls drive the document through undo commands, and the chart plots
// what the document computed. Checks the plotted data, never pixels.

// qcustomplot.h uses Qt's foreach, which the project policy switches off: included first.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "breakdownchart.h"
#include "calibration.h"
#include "calibrationjob.h"
#include "calibrationpage.h"
#include "catalogloader.h"
#include "format.h"
#include "frontierchart.h"
#include "helpdialogs.h"
#include "historycontroller.h"
#include "historypage.h"
#include "historystore.h"
#include "language.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "plannerpage.h"
#include "preferencesdialog.h"
#include "resultspanel.h"
#include "scenariopanel.h"
#include "settings.h"
#include "storedtelemetry.h"
#include "telemetry.h"
#include "testruns.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QFontInfo>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>

#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextLayout>
#include <QUndoStack>
#include <QtTest>
#include <cmath>

#include <memory>

using moeplan::kMaxDraftTokens;
using moeplan::kMaxSequence;
using moeplan::Scenario;
using moeplan::Topology;
using moeplan::core::PlannerDocument;
using moeplan::widgets::FrontierChart;
using moeplan::widgets::MainWindow;
using moeplan::widgets::ScenarioPanel;

namespace {

double maxThroughput(const QVector<QPointF> &curve)
{
    double m = 0;
    for (const QPointF &p : curve)
        m = std::max(m, p.x());
    return m;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void editUndoActsOnThePageInFront();

    void fontsAreReal();
    void controlsHaveTooltipsAndMnemonics();
    void chartPlotsTheDocumentsCurves();
    void moreGpusRaiseThroughput();
    void operatingPointShowsTtftAndItsParts();
    void costWrapsBetweenItsFigures();
    void topologySwitchChangesThePlottedData();
    void acceptanceRaisesPerUserSpeed();
    void controlsHoldWhatTheModelAccepts();
    void batchRaisesThroughput();
    void undoRestoresSliderAndChart();
    void dragIsOneUndoStep();
    void dragBackToStartLeavesNoStep();
    void keyboardStepsAreSingleSteps();
    void resultChangedOncePerEffectiveChange_data();
    void resultChangedOncePerEffectiveChange();
    void outOfMemoryIsItsOwnSeries();
    void missingOtherTopologyIsANote();
    void calibrationLineElidesWhatDoesNotFit();
    void errorIsShownInline();
    void chartFollowsPaletteChanges();
    void screenshotMode_data();
    void screenshotMode();
    void modelAndPlanCombosDriveTheDocument();
    void gpuSpinSnapsToUsableCounts();
    void gpuSliderFollowsThePlansCounts();
    void pinOverlaysTheScenarioAndUndoes();
    void axisTogglesReplotTheSameData();
    void measuredRunsAreDrawnAndClickable();
    void droppedScenarioOpensAndOtherFilesGoToImport();
    void droppedResultFileLandsInTheHistory();
    void labelMnemonicsNeverShadowTheMenus();
    void windowStateIsRestored();
    void planSizeControlsDriveTheDocument();
    void refusedPlanSizeIsShownAndReverted();
    void servingControlsShowThePoolsAndUndo();
    void planControlsHaveTooltipsAndMnemonics();
    void sidePanelOnlyWithThePlanner();
    void runOpensInThePlannerWithItsReadings();
    void twoScenarioFilesAreRefused();
    void helpMenuShowsTheGuideAndAbout();
    void preferencesChooseTheLanguage();
    void windowSpeaksTheLanguage_data();
    void windowSpeaksTheLanguage();

private:
    QSlider *slider(const char *name) const;
    QComboBox *topology() const;
    FrontierChart *chart() const { return m_window->chart(); }

    std::unique_ptr<PlannerDocument> m_doc;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::init()
{
    // Settings (recent files, window state) go to a test organisation, never the user's.
    QCoreApplication::setOrganizationName(QStringLiteral("MoEPlannerTests"));
    moeplan::core::settings::recentFiles.set({});
    moeplan::core::settings::chartPerGpu.set(false);
    moeplan::core::settings::chartMsPerToken.set(false);
    m_doc = std::make_unique<PlannerDocument>(moeplan::core::bundledCatalog());
    m_window = std::make_unique<MainWindow>(m_doc.get());
    m_window->resize(1400, 900);
}

void TestMainWindow::editUndoActsOnThePageInFront()
{
    // A history change is undone from the History page; the scenario's from the others. The
    // history's steps do not make the scenario modified.
    QTemporaryDir dir;
    moeplan::core::HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    QCOMPARE(store.open(db), QString());
    moeplan::core::HistoryController controller(&store);
    m_window->attachHistory(&controller, db);
    moeplan::core::RunRecord r;
    r.model = QStringLiteral("deepseek-r1");
    r.engine = QStringLiteral("sglang");
    r.gpu = QStringLiteral("h200");
    r.gpus = 8;
    r.topology = QStringLiteral("hgx-ib");
    r.tp = 8;
    r.tpotMeanMs = 20.0;
    const moeplan::core::ImportOutcome o =
        store.importRuns(testutil::sourceNamed(QStringLiteral("r.json")), {r});
    QCOMPARE(o.imported, 1);
    controller.recordImport(o.runIds);
    m_doc->setGpus(m_doc->scenario().gpus * 2);
    const int gpus = m_doc->scenario().gpus;

    auto *undo = m_window->findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo);
    m_window->showPage(m_window->pageIndex(QStringLiteral("history")));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo Import 1 run(s)"));
    undo->trigger();
    QCOMPARE(store.count(), 0);
    QCOMPARE(m_doc->scenario().gpus, gpus); // the scenario's step stays
    QVERIFY(!undo->isEnabled());            // nothing more to undo in the history

    m_window->showPage(m_window->pageIndex(QStringLiteral("planner")));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(m_doc->scenario().gpus, gpus / 2);
    QCOMPARE(store.count(), 0);
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_doc.reset();
}

QSlider *TestMainWindow::slider(const char *name) const
{
    auto *s = m_window->findChild<QSlider *>(QLatin1String(name));
    if (!s)
        qFatal("no slider %s", name);
    return s;
}

QComboBox *TestMainWindow::topology() const
{
    auto *c = m_window->findChild<QComboBox *>(QStringLiteral("topologyCombo"));
    if (!c)
        qFatal("no topology combo");
    return c;
}

void TestMainWindow::fontsAreReal()
{
    // Without a font database (QT_QPA_PLATFORM=minimal, no fonts installed) every glyph is a box.
    QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
}

void TestMainWindow::controlsHaveTooltipsAndMnemonics()
{
    const QList<QWidget *> controls{slider("gpuSlider"), topology(), slider("acceptanceSlider"),
                                    slider("batchSlider")};
    const QList<QLabel *> labels = m_window->findChildren<QLabel *>();
    for (QWidget *control : controls) {
        QVERIFY2(!control->toolTip().isEmpty(), qPrintable(control->objectName()));
        const QLabel *buddy = nullptr;
        for (const QLabel *l : labels) {
            if (l->buddy() == control)
                buddy = l;
        }
        QVERIFY2(buddy, qPrintable(control->objectName()));
        QVERIFY2(buddy->text().contains(QLatin1Char('&')), qPrintable(buddy->text()));
    }
}

void TestMainWindow::chartPlotsTheDocumentsCurves()
{
    const auto &r = m_doc->result();
    QVERIFY(r.ok);
    QCOMPARE(chart()->curveCount(), int(FrontierChart::SeriesCount));
    QCOMPARE(chart()->curveName(FrontierChart::CurrentFits), r.current.label);
    QCOMPARE(chart()->curveName(FrontierChart::OtherFits), r.other.label);

    int plotted = 0; // the two load curves, fitting and out of memory
    for (int i = FrontierChart::CurrentFits; i <= FrontierChart::OtherOutOfMemory; ++i) {
        for (const QPointF &p : chart()->curveData(i)) {
            QVERIFY(p.x() > 0 && p.y() > 0); // never zero, never NaN
            ++plotted;
        }
    }
    QCOMPARE(plotted, int(r.current.points.size() + r.other.points.size()));
    QVERIFY(!chart()->curveData(FrontierChart::CurrentFits).isEmpty());

    const auto op = chart()->operatingPoint();
    QVERIFY(op.has_value());
    QCOMPARE(op->x(), r.eval.throughputTokensPerSecond);
    QCOMPARE(op->y(), r.eval.tokensPerSecondPerUser);
    QVERIFY(chart()->note().isEmpty());
}

void TestMainWindow::moreGpusRaiseThroughput()
{
    QSlider *gpus = slider("gpuSlider");
    QCOMPARE(m_doc->scenario().gpus, 8);
    const double before = maxThroughput(chart()->curveData(FrontierChart::CurrentFits));
    gpus->setValue(gpus->value() + 1);
    QCOMPARE(m_doc->scenario().gpus, 16);
    QCOMPARE(m_doc->scenario().ep, 16); // EP plan: ep follows the GPU count
    const double after = maxThroughput(chart()->curveData(FrontierChart::CurrentFits));
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
}

void TestMainWindow::operatingPointShowsTtftAndItsParts()
{
    // The operating point lists the TTFT with its parts in the tooltip; a disaggregated
    // scenario adds the wait, the KV transfer and the hand-off between the pools.
    auto *ttft = m_window->findChild<QLabel *>(QStringLiteral("ttftValue"));
    QVERIFY(ttft);
    // With its 80% interval, as `moeplan-cli eval` gives it, unbreakable inside.
    const moeplan::core::PlannerResult &result = m_doc->result();
    QVERIFY(result.ok && result.params.hasInterval);
    const QLocale loc = ttft->locale();
    const auto figure = [&loc](double ms) { return moeplan::widgets::format::number(ms, loc); };
    const QString joiner(QChar(0x2060));
    QCOMPARE(ttft->text(),
             QStringLiteral("%1 ms (%2%3–%3%4)")
                 .arg(figure(result.eval.ttftMs),
                      figure(result.eval.ttftMs * std::exp(result.params.ttftLogLo)), joiner,
                      figure(result.eval.ttftMs * std::exp(result.params.ttftLogHi))));
    auto *tpot = m_window->findChild<QLabel *>(QStringLiteral("tpotValue"));
    QVERIFY(tpot);
    // This document has no history: datasheet parameters, whose band nothing has measured.
    QCOMPARE(int(result.params.provenance), int(moeplan::Provenance::Datasheet));
    QVERIFY2(tpot->text().startsWith(figure(result.eval.tpotMs) + QLatin1String(" ms (")) &&
                 tpot->toolTip().contains(QLatin1String("nominal")),
             qPrintable(tpot->text() + QLatin1Char('|') + tpot->toolTip()));
    QVERIFY2(ttft->toolTip().startsWith(QLatin1String("80% interval")),
             qPrintable(ttft->toolTip()));
    QVERIFY2(ttft->toolTip().contains(QLatin1String("Prefill")) &&
                 ttft->toolTip().contains(QLatin1String("first decode step")) &&
                 !ttft->toolTip().contains(QLatin1String("hand-off")),
             qPrintable(ttft->toolTip()));
    moeplan::widgets::ResultsPanel panel;
    moeplan::core::PlannerResult disagg = m_doc->result();
    disagg.params.provenance = moeplan::Provenance::Calibrated; // a band measured on held-out runs
    disagg.scenario.serving = moeplan::Serving::Disaggregated;
    disagg.eval.handoffMs = 100;
    panel.setResult(disagg, {});
    auto *shown = panel.findChild<QLabel *>(QStringLiteral("ttftValue"));
    QVERIFY(shown);
    QVERIFY2(shown->toolTip().startsWith(QLatin1String("80% prediction interval")),
             qPrintable(shown->toolTip()));
    QVERIFY2(shown->toolTip().contains(QLatin1String("hand-off between the pools 100 ms")),
             qPrintable(shown->toolTip()));
    // A disaggregated deployment's sequences are per decode worker, not per replica.
    disagg.eval.replicas = 5;
    disagg.eval.concurrency = 30;
    panel.setResult(disagg, {});
    auto *inFlight = panel.findChild<QLabel *>(QStringLiteral("concurrencyValue"));
    QVERIFY(inFlight);
    QCOMPARE(inFlight->text(), QStringLiteral("30 (5 decode workers)"));
    // "Ideal" parameters are a bound, not a prediction: no interval.
    disagg.params.hasInterval = false;
    panel.setResult(disagg, {});
    QCOMPARE(shown->text(), QStringLiteral("%1 ms").arg(moeplan::widgets::format::number(
                                disagg.eval.ttftMs, shown->locale())));
    QVERIFY(!shown->toolTip().contains(QLatin1String("interval")));
}

void TestMainWindow::costWrapsBetweenItsFigures()
{
    // In a narrow panel the cost wraps between "$/Mtok" and "$/h", never inside a unit.
    moeplan::widgets::ResultsPanel panel;
    moeplan::core::CostAndPower cost;
    cost.usdPerMTokens = 11.113;
    cost.usdPerHour = 108.96;
    panel.setResult(m_doc->result(), cost);
    auto *label = panel.findChild<QLabel *>(QStringLiteral("costValue"));
    QVERIFY(label);
    QString shown = label->text();
    QCOMPARE(shown.remove(QChar(0x2060)), QStringLiteral("$11.113/Mtok, $108.96/h"));
    // At the width where it wrapped as "$11.113/Mtok, $108.96/" over "h".
    const QFontMetricsF fm(label->font());
    QTextLayout layout(label->text(), label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(fm.horizontalAdvance(QStringLiteral("$11.113/Mtok, $108.96/")) + 2);
        lines << label->text()
                     .mid(line.textStart(), line.textLength())
                     .trimmed()
                     .remove(QChar(0x2060));
    }
    layout.endLayout();
    QCOMPARE(lines.join(u'|'), QStringLiteral("$11.113/Mtok,|$108.96/h"));
}

void TestMainWindow::topologySwitchChangesThePlottedData()
{
    QSlider *gpus = slider("gpuSlider");
    gpus->setValue(int(m_doc->gpuCountChoices().indexOf(16)));
    QCOMPARE(m_doc->scenario().ep, 16);
    QCOMPARE(m_doc->scenario().topology, Topology::HgxIb);
    const QVector<QPointF> hgx = chart()->curveData(FrontierChart::CurrentFits);
    const QString hgxName = chart()->curveName(FrontierChart::CurrentFits);

    topology()->setCurrentIndex(topology()->findData(int(Topology::Nvl72)));
    QCOMPARE(m_doc->scenario().topology, Topology::Nvl72);
    const QVector<QPointF> nvl = chart()->curveData(FrontierChart::CurrentFits);
    QVERIFY(!nvl.isEmpty());
    QVERIFY(nvl != hgx);
    QVERIFY(chart()->curveName(FrontierChart::CurrentFits) != hgxName);
    // The former current curve is now the other one.
    QCOMPARE(chart()->curveData(FrontierChart::OtherFits), hgx);
}

void TestMainWindow::acceptanceRaisesPerUserSpeed()
{
    QSlider *al = slider("acceptanceSlider");
    const double before = chart()->operatingPoint()->y();
    al->setValue(30); // 3.0
    QCOMPARE(m_doc->scenario().acceptanceLength, 3.0);
    QVERIFY(chart()->operatingPoint()->y() > before);
}

// The panel's limits are the model's: a scenario the model accepts (here from a file) shows as
// it is, and nothing in it is clamped by a control on the way back to the document.
void TestMainWindow::controlsHoldWhatTheModelAccepts()
{
    Scenario s = m_doc->scenario();
    s.isl = 2000000;
    s.osl = 1500000;
    s.draftTokens = 40;
    s.acceptanceLength = 30.0;
    m_doc->setScenario(s, QStringLiteral("beyond the old control limits"));
    auto *isl = m_window->findChild<QSpinBox *>(QStringLiteral("islSpin"));
    auto *osl = m_window->findChild<QSpinBox *>(QStringLiteral("oslSpin"));
    auto *draft = m_window->findChild<QSpinBox *>(QStringLiteral("draftSpin"));
    QVERIFY(isl && osl && draft);
    QCOMPARE(isl->value(), 2000000);
    QCOMPARE(osl->value(), 1500000);
    QCOMPARE(draft->value(), 40);
    QCOMPARE(slider("acceptanceSlider")->value(), 300);
    QCOMPARE(m_doc->scenario().isl, 2000000);
    QCOMPARE(m_doc->scenario().draftTokens, 40);
    QCOMPARE(m_doc->scenario().acceptanceLength, 30.0);
    QCOMPARE(isl->maximum(), kMaxSequence);
    QCOMPARE(draft->maximum(), kMaxDraftTokens);
}

void TestMainWindow::batchRaisesThroughput()
{
    QSlider *batch = slider("batchSlider");
    const double before = chart()->operatingPoint()->x();
    const int batchBefore = m_doc->scenario().batch;
    batch->setValue(batch->value() + 2);
    QVERIFY(m_doc->scenario().batch > batchBefore);
    QVERIFY(chart()->operatingPoint()->x() > before);
}

void TestMainWindow::undoRestoresSliderAndChart()
{
    QSlider *gpus = slider("gpuSlider");
    const int value = gpus->value();
    const QVector<QPointF> curve = chart()->curveData(FrontierChart::CurrentFits);
    const QPointF op = *chart()->operatingPoint();

    gpus->setValue(value + 3);
    QVERIFY(chart()->curveData(FrontierChart::CurrentFits) != curve);
    m_doc->undoStack()->undo();
    QCOMPARE(gpus->value(), value);
    QCOMPARE(chart()->curveData(FrontierChart::CurrentFits), curve);
    QCOMPARE(*chart()->operatingPoint(), op);

    m_doc->undoStack()->redo();
    QCOMPARE(gpus->value(), value + 3);
}

void TestMainWindow::dragIsOneUndoStep()
{
    QSlider *batch = slider("batchSlider");
    QUndoStack *undo = m_doc->undoStack();
    QCOMPARE(undo->count(), 0);
    const int start = batch->value();
    batch->setSliderDown(true); // emits sliderPressed
    for (int step = 1; step <= 5; ++step)
        batch->setValue(start + step);
    batch->setSliderDown(false); // emits sliderReleased
    QCOMPARE(undo->count(), 1);
    QCOMPARE(m_doc->scenario().batch, ScenarioPanel::batchChoices().value(start + 5));

    undo->undo();
    QCOMPARE(batch->value(), start);
}

void TestMainWindow::dragBackToStartLeavesNoStep()
{
    QSlider *al = slider("acceptanceSlider");
    QUndoStack *undo = m_doc->undoStack();
    const int start = al->value();
    al->setSliderDown(true);
    for (int v : {start + 5, start + 12, start + 3, start})
        al->setValue(v);
    al->setSliderDown(false);
    QCOMPARE(undo->count(), 0);
    QCOMPARE(m_doc->scenario().acceptanceLength, 1.0);
}

void TestMainWindow::keyboardStepsAreSingleSteps()
{
    QSlider *gpus = slider("gpuSlider");
    const int start = gpus->value();
    QTest::keyClick(gpus, Qt::Key_Right);
    QTest::keyClick(gpus, Qt::Key_Right);
    QCOMPARE(gpus->value(), start + 2);
    QCOMPARE(m_doc->undoStack()->count(), 2);
    m_doc->undoStack()->undo();
    QCOMPARE(gpus->value(), start + 1);
}

void TestMainWindow::resultChangedOncePerEffectiveChange_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<int>("delta");
    QTest::addColumn<int>("emissions");
    QTest::newRow("gpus up") << "gpuSlider" << 1 << 1;
    QTest::newRow("gpus same") << "gpuSlider" << 0 << 0;
    QTest::newRow("acceptance up") << "acceptanceSlider" << 5 << 1;
    QTest::newRow("acceptance same") << "acceptanceSlider" << 0 << 0;
    QTest::newRow("batch down") << "batchSlider" << -1 << 1;
    QTest::newRow("batch same") << "batchSlider" << 0 << 0;
    QTest::newRow("topology other") << "topologyCombo" << 1 << 1;
    QTest::newRow("topology same") << "topologyCombo" << 0 << 0;
}

void TestMainWindow::resultChangedOncePerEffectiveChange()
{
    QFETCH(QString, control);
    QFETCH(int, delta);
    QFETCH(int, emissions);
    QSignalSpy spy(m_doc.get(), &PlannerDocument::resultChanged);
    if (auto *combo = m_window->findChild<QComboBox *>(control)) {
        combo->setCurrentIndex((combo->currentIndex() + delta) % combo->count());
    } else {
        auto *s = m_window->findChild<QSlider *>(control);
        QVERIFY(s);
        s->setValue(s->value() + delta);
    }
    QCOMPARE(spy.count(), emissions);
    QCOMPARE(m_doc->undoStack()->count(), emissions);

    // Setting the document to what it already holds changes nothing.
    spy.clear();
    const Scenario s = m_doc->scenario();
    m_doc->setGpus(s.gpus);
    m_doc->setTopology(s.topology);
    m_doc->setAcceptanceLength(s.acceptanceLength);
    m_doc->setBatch(s.batch);
    QCOMPARE(spy.count(), 0);
}

void TestMainWindow::outOfMemoryIsItsOwnSeries()
{
    Scenario s = m_doc->scenario();
    s.gpu = "h100";
    s.gpus = 16;
    s.ep = 16;
    s.isl = 32768;
    s.osl = 8192;
    s.batch = 1024;
    m_doc->setScenario(s, QStringLiteral("long context on H100"));
    const auto &r = m_doc->result();
    QVERIFY(r.ok);
    QVERIFY(!r.eval.fits);

    const QVector<QPointF> fits = chart()->curveData(FrontierChart::CurrentFits);
    const QVector<QPointF> oom = chart()->curveData(FrontierChart::CurrentOutOfMemory);
    QVERIFY(!fits.isEmpty());
    QVERIFY(!oom.isEmpty());
    qsizetype expectedOom = 0;
    for (const auto &p : r.current.points)
        expectedOom += p.fits ? 0 : 1;
    QCOMPARE(oom.size(), expectedOom);
    for (const QPointF &p : oom)
        QVERIFY(p.x() > 0 && p.y() > 0);
    QVERIFY(chart()->curveName(FrontierChart::CurrentOutOfMemory).contains(r.current.label));
    QVERIFY(chart()->curveName(FrontierChart::CurrentOutOfMemory).contains(u"out of memory"));
    // The operating point is still marked, where the model puts it.
    QCOMPARE(chart()->operatingPoint()->x(), r.eval.throughputTokensPerSecond);
}

void TestMainWindow::missingOtherTopologyIsANote()
{
    Scenario s = m_doc->scenario();
    s.gpu = "h100"; // has no NVL72 form
    m_doc->setScenario(s, QStringLiteral("H100"));
    QVERIFY(!m_doc->result().other.error.isEmpty());
    QVERIFY(chart()->curveData(FrontierChart::OtherFits).isEmpty());
    QVERIFY(chart()->curveData(FrontierChart::OtherOutOfMemory).isEmpty());
    QVERIFY(chart()->note().contains(m_doc->result().other.error));
}

void TestMainWindow::calibrationLineElidesWhatDoesNotFit()
{
    // A kind without a profile of its own: a long line (the profile it is transferred from,
    // and what would correct it). Where it does not fit it ends in "…", never cut off
    // unmarked, and its tooltip holds the whole of it.
    moeplan::core::Profile p;
    p.gpu = QStringLiteral("b200+gb200+h100+h200");
    p.engine = QStringLiteral("sglang");
    p.provenance = moeplan::Provenance::Transferred;
    p.params = moeplan::CalibrationParams::datasheet();
    moeplan::core::ProfileSet set;
    set.profiles.push_back(p);
    m_doc->setProfiles(set);
    m_doc->setGpuKind(QStringLiteral("mi300x"));
    m_doc->setEngine(QStringLiteral("sglang"));
    auto *line = m_window->findChild<QLabel *>(QStringLiteral("calibrationLine"));
    QVERIFY(line);
    m_window->resize(700, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const QString full = line->toolTip();
    QVERIFY2(full.contains(QLatin1String("no profile of mi300x's own")), qPrintable(full));
    QTRY_VERIFY(line->text().endsWith(QChar(0x2026)));
    QVERIFY(full.startsWith(line->text().chopped(1)));
    QVERIFY(line->fontMetrics().horizontalAdvance(line->text()) <= line->contentsRect().width());
    m_window->resize(3000, 900);
    QTRY_COMPARE(line->text(), full);
}

void TestMainWindow::errorIsShownInline()
{
    auto *error = m_window->findChild<QLabel *>(QStringLiteral("errorLabel"));
    QVERIFY(error);
    QVERIFY(error->isHidden());

    Scenario s = m_doc->scenario();
    s.gpus = 24;
    s.ep = 16; // 24 GPUs cannot hold whole EP-16 replicas
    m_doc->setScenario(s, QStringLiteral("bad plan"));
    QVERIFY(!m_doc->result().ok);
    QVERIFY(!error->isHidden());
    QCOMPARE(error->text(), m_doc->result().error);
    QVERIFY(!chart()->operatingPoint().has_value());

    m_doc->undoStack()->undo();
    QVERIFY(error->isHidden());
    QVERIFY(chart()->operatingPoint().has_value());

    m_window->showError(QStringLiteral("x.moeplan: cannot read"));
    auto *banner = m_window->findChild<QWidget *>(QStringLiteral("messageBanner"));
    QVERIFY(banner && !banner->isHidden());
}

void TestMainWindow::chartFollowsPaletteChanges()
{
    // Colours come from the palette and are re-applied on QEvent::PaletteChange.
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    auto background = [this] { return chart()->grab().toImage().pixelColor(4, 4).lightnessF(); };

    QVERIFY(background() > 0.5);
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    QVERIFY(background() < 0.5);
    QApplication::setPalette(light);
    QCoreApplication::processEvents();
    QVERIFY(background() > 0.5);
}

void TestMainWindow::screenshotMode_data()
{
    QTest::addColumn<QString>("scenarioJson"); // empty: no --scenario
    QTest::addColumn<bool>("writable");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<bool>("positional"); // the file alone, as a file manager passes it
    QTest::newRow("default") << QString() << true << 0 << false;
    const QString nvl72 =
        QStringLiteral(R"({"model":"kimi-k2.6","gpu":"gb300","gpus":72,"topology":"nvl72",)"
                       R"("plan":"ep","ep":72,"batch":256})");
    QTest::newRow("nvl72 scenario") << nvl72 << true << 0 << false;
    QTest::newRow("nvl72 scenario, positional") << nvl72 << true << 0 << true;
    QTest::newRow("bad scenario") << QStringLiteral(R"({"gpus":"many"})") << true << 2 << false;
    QTest::newRow("bad scenario, positional")
        << QStringLiteral(R"({"gpus":"many"})") << true << 2 << true;
    QTest::newRow("unknown model") << QStringLiteral(R"({"model":"gpt-9"})") << true << 2 << false;
    QTest::newRow("unwritable") << QString() << false << 1 << false;
}

void TestMainWindow::screenshotMode()
{
    QFETCH(QString, scenarioJson);
    QFETCH(bool, writable);
    QFETCH(int, exitCode);
    QFETCH(bool, positional);
    const QString app = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan");
    if (!QFile::exists(app))
        QSKIP("build the moeplan target to test --screenshot");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString shot = writable ? dir.filePath(QStringLiteral("shot.png"))
                                  : dir.filePath(QStringLiteral("missing/shot.png"));
    QStringList args{QStringLiteral("--screenshot"), shot};
    QString scenarioPath;
    if (!scenarioJson.isEmpty()) {
        scenarioPath = dir.filePath(QStringLiteral("s.moeplan"));
        QFile f(scenarioPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenarioJson.toUtf8());
        f.close();
        if (positional)
            args << scenarioPath;
        else
            args << QStringLiteral("--scenario") << scenarioPath;
    }
    QProcess p;
    p.start(app, args);
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == exitCode, qPrintable(err));
    if (exitCode == 0) {
        const QImage image(shot);
        QCOMPARE(image.size(), QSize(1400, 900));
    } else {
        // One line naming the file at fault.
        const QString named = exitCode == 2 ? scenarioPath : shot;
        QVERIFY2(err.contains(named), qPrintable(err));
        QVERIFY(!QFile::exists(shot));
    }
}

void TestMainWindow::twoScenarioFilesAreRefused()
{
    const QString app = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan");
    if (!QFile::exists(app))
        QSKIP("build the moeplan target to test its arguments");
    QTemporaryDir dir;
    QProcess p;
    p.start(app, {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png")),
                  QStringLiteral("a.moeplan"), QStringLiteral("b.moeplan")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("one scenario file at a time")) &&
                 err.contains(QLatin1String("b.moeplan")),
             qPrintable(err));
}

void TestMainWindow::helpMenuShowsTheGuideAndAbout()
{
    PlannerDocument doc(moeplan::core::bundledCatalog());
    MainWindow window(&doc);
    auto *guideAction = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
    QVERIFY(guideAction);
    QCOMPARE(guideAction->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guideAction->trigger();
    auto *guide = window.findChild<moeplan::widgets::UserGuideDialog *>();
    QVERIFY(guide);
    QVERIFY(guide->isVisible());
    // The guide is the one in docs/, built in, with its screenshots.
    QFile source(QStringLiteral(MOEPLAN_SOURCE_DIR "/docs/user-guide.md"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString firstHeading = QString::fromUtf8(source.readLine()).remove(u'#').trimmed();
    QVERIFY2(guide->plainText().startsWith(firstHeading), qPrintable(guide->plainText().left(80)));
    QVERIFY(guide->plainText().size() > 10000);
    auto *browser = guide->findChild<QTextBrowser *>();
    QVERIFY(browser);
    const QVariant shot = browser->loadResource(QTextDocument::ImageResource,
                                                QUrl(QStringLiteral("screenshots/planner.png")));
    // Loaded, and scaled down to fit beside the text (the file is 1400 px wide).
    const QImage shotImage = shot.value<QImage>();
    QVERIFY(!shotImage.isNull());
    QVERIFY(shotImage.width() <= 820 && shotImage.width() >= 400);
    // Developer aid: MOEPLAN_SHOT_DIR=DIR saves the guide as shown, to look at.
    if (const QString shots = qEnvironmentVariable("MOEPLAN_SHOT_DIR"); !shots.isEmpty())
        guide->grab().save(shots + QStringLiteral("/user-guide.png"));
    // Asked for again: the same window, not a second one.
    guideAction->trigger();
    QCOMPARE(window.findChildren<moeplan::widgets::UserGuideDialog *>().size(), 1);

    // About names the version, the licence and each library with its licence.
    const QString about = moeplan::widgets::aboutText();
    for (const QString &part :
         {QStringLiteral(MOEPLAN_VERSION), QStringLiteral("GPL-3.0-or-later"),
          QStringLiteral("Qt %1 (LGPL-3.0)").arg(QString::fromLatin1(qVersion())),
          QStringLiteral("QCustomPlot 2.1"), QStringLiteral("Eigen 3."),
          QStringLiteral("SQLite 3.")})
        QVERIFY2(about.contains(part), qPrintable(part + QLatin1String(" not in: ") + about));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("aboutAction")));
}

void TestMainWindow::preferencesChooseTheLanguage()
{
    moeplan::core::settings::language.set(QString());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("preferencesAction")));
    {
        moeplan::widgets::PreferencesDialog dialog(m_window.get());
        auto *combo = dialog.findChild<QComboBox *>();
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("restartNote"));
        QVERIFY(combo && note);
        // The system's language first (the stored default), then English and each catalogue.
        QCOMPARE(combo->currentIndex(), 0);
        QCOMPARE(dialog.language(), QString());
        QVERIFY(combo->findData(QStringLiteral("en")) > 0);
        const int german = combo->findData(QStringLiteral("de"));
        QVERIFY(german > 0);
        QCOMPARE(combo->itemText(german), QStringLiteral("Deutsch"));
        QVERIFY(note->isHidden());
        // A change says when it takes effect; cancelled, nothing is stored.
        combo->setCurrentIndex(german);
        QVERIFY(!note->isHidden());
        QVERIFY(note->text().contains(QLatin1String("next started")));
        dialog.reject();
        QCOMPARE(moeplan::core::settings::language.get(), QString());
        combo->setCurrentIndex(german);
        dialog.save();
        QCOMPARE(moeplan::core::settings::language.get(), QStringLiteral("de"));
        QCOMPARE(moeplan::core::uiLocale().language(), QLocale::German);
    }
    {
        // Opened again: the stored choice is selected, and no note until it changes.
        moeplan::widgets::PreferencesDialog dialog(m_window.get());
        QCOMPARE(dialog.language(), QStringLiteral("de"));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("restartNote"))->isHidden());
    }
    moeplan::core::settings::language.set(QString());
}

void TestMainWindow::windowSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus"); // the menu bar's titles, as the catalogue has them
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"),
                                       QStringLiteral("&View"), QStringLiteral("&Help")};
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                       QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")};
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringList{QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"),
                                          QStringLiteral("视图(&V)"), QStringLiteral("帮助(&H)")};
}

void TestMainWindow::windowSpeaksTheLanguage()
{
    // The window built in each language: its menus come from the catalogue, and no label or
    // button is narrower than its text at the size users see (1400x900). MOEPLAN_SHOT_DIR=DIR
    // saves each window to look at.
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    const QLocale locale(language);
    const auto translators = moeplan::core::installTranslators(locale);
    PlannerDocument doc(moeplan::core::bundledCatalog());
    MainWindow window(&doc);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList titles;
    for (const QAction *a : window.menuBar()->actions()) {
        if (a->isVisible())
            titles << a->text();
    }
    for (const QString &m : menus)
        QVERIFY2(titles.contains(m), qPrintable(titles.join(QLatin1String(", "))));
    QStringList cut;
    for (const QLabel *l : window.findChildren<QLabel *>()) {
        if (l->isVisible() && !l->wordWrap() && !l->text().isEmpty() && l->pixmap().isNull() &&
            l->width() + 1 < l->minimumSizeHint().width())
            cut << QStringLiteral("label \"%1\" %2 < %3 px")
                       .arg(l->text())
                       .arg(l->width())
                       .arg(l->minimumSizeHint().width());
    }
    for (const QAbstractButton *b : window.findChildren<QAbstractButton *>()) {
        if (b->isVisible() && !b->text().isEmpty() && b->width() + 1 < b->minimumSizeHint().width())
            cut << QStringLiteral("button \"%1\" %2 < %3 px")
                       .arg(b->text())
                       .arg(b->width())
                       .arg(b->minimumSizeHint().width());
    }
    if (const QString shots = qEnvironmentVariable("MOEPLAN_SHOT_DIR"); !shots.isEmpty())
        window.grab().save(shots + QStringLiteral("/window-%1.png").arg(language));
    window.close();
    QLocale::setDefault(QLocale::c());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
}

void TestMainWindow::modelAndPlanCombosDriveTheDocument()
{
    auto *model = m_window->findChild<QComboBox *>(QStringLiteral("modelCombo"));
    auto *plan = m_window->findChild<QComboBox *>(QStringLiteral("planCombo"));
    auto *planValue = m_window->findChild<QLabel *>(QStringLiteral("planValue"));
    QVERIFY(model && plan && planValue);
    model->setCurrentIndex(model->findData(QStringLiteral("deepseek-r1")));
    QCOMPARE(m_doc->scenario().model, std::string("deepseek-r1"));
    QCOMPARE(chart()->curveName(FrontierChart::CurrentFits), m_doc->result().current.label);
    plan->setCurrentIndex(plan->findData(int(moeplan::core::PlanChoice::Best)));
    QVERIFY(m_doc->result().autoPlan);
    QVERIFY(planValue->text().contains(moeplan::core::planLabel(m_doc->scenario())));
    m_doc->undoStack()->undo();
    QCOMPARE(plan->currentData().toInt(), int(moeplan::core::PlanChoice::EP));
}

void TestMainWindow::gpuSpinSnapsToUsableCounts()
{
    auto *spin = m_window->findChild<QSpinBox *>(QStringLiteral("gpuSpin"));
    QVERIFY(spin);
    spin->setValue(20); // between 16 and 24: the nearest count the plan can use
    QVERIFY(m_doc->gpuCountChoices().contains(m_doc->scenario().gpus));
    QCOMPARE(spin->value(), m_doc->scenario().gpus);
    spin->stepBy(1); // arrows move between usable counts
    const int after = m_doc->scenario().gpus;
    QVERIFY(m_doc->gpuCountChoices().contains(after));
    QCOMPARE(m_doc->gpuCountChoices().indexOf(after),
             m_doc->gpuCountChoices().indexOf(spin->value()));
}

void TestMainWindow::gpuSliderFollowsThePlansCounts()
{
    // A plan change changes the usable GPU counts: the slider's stops follow at once.
    auto *plan = m_window->findChild<QComboBox *>(QStringLiteral("planCombo"));
    plan->setCurrentIndex(plan->findData(int(moeplan::core::PlanChoice::TPReplicas)));
    QSlider *gpus = slider("gpuSlider");
    QCOMPARE(gpus->maximum(), int(m_doc->gpuCountChoices().size()) - 1);
    gpus->setValue(gpus->value() + 1);
    QCOMPARE(m_doc->scenario().gpus % 8, 0);
    QVERIFY(m_doc->scenario().gpus > 8);
}

void TestMainWindow::pinOverlaysTheScenarioAndUndoes()
{
    auto *pin = m_window->findChild<QAction *>(QStringLiteral("pinAction"));
    QVERIFY(pin);
    QVERIFY(chart()->curveData(FrontierChart::Pinned).isEmpty());
    pin->trigger();
    QVERIFY(pin->isChecked());
    const QVector<QPointF> pinned = chart()->curveData(FrontierChart::Pinned);
    QVERIFY(!pinned.isEmpty());
    slider("batchSlider")->setValue(slider("batchSlider")->value() + 3);
    QCOMPARE(chart()->curveData(FrontierChart::Pinned), pinned); // A stays while B moves
    slider("gpuSlider")->setValue(slider("gpuSlider")->value() + 2);
    QVERIFY(chart()->curveData(FrontierChart::CurrentFits) != pinned);
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QVERIFY(!pin->isChecked());
    QVERIFY(chart()->curveData(FrontierChart::Pinned).isEmpty());
}

void TestMainWindow::axisTogglesReplotTheSameData()
{
    const auto &e = m_doc->result().eval;
    QCOMPARE(chart()->operatingPoint()->x(), e.throughputTokensPerSecond);
    chart()->setPerGpu(true);
    QCOMPARE(chart()->operatingPoint()->x(), e.throughputPerGpu);
    QVERIFY(chart()->plot()->xAxis->label().contains(u"GPU"));
    chart()->setMsPerToken(true);
    QCOMPARE(chart()->operatingPoint()->y(), 1e3 / e.tokensPerSecondPerUser);
    QVERIFY(chart()->plot()->yAxis->label().contains(u"ms"));
    // Per-GPU throughput of the whole curve is the aggregate divided by the GPU count.
    const QVector<QPointF> perGpu = chart()->curveData(FrontierChart::CurrentFits);
    chart()->setPerGpu(false);
    const QVector<QPointF> aggregate = chart()->curveData(FrontierChart::CurrentFits);
    QCOMPARE(perGpu.size(), aggregate.size());
    QVERIFY(qAbs(aggregate.front().x() / perGpu.front().x() - m_doc->scenario().gpus) < 1e-6);
}

void TestMainWindow::measuredRunsAreDrawnAndClickable()
{
    moeplan::core::RunRecord r;
    r.id = 42;
    r.model = QStringLiteral("kimi-k2.6");
    r.gpu = QStringLiteral("b300");
    r.engine = QStringLiteral("sglang");
    r.gpus = 8;
    r.topology = QStringLiteral("hgx-ib");
    r.tp = 1;
    r.ep = 8;
    r.attnDp = 8;
    r.tpotMedianMs = 20;
    r.outputTokS = 2000;
    m_doc->setHistoryRuns({r});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCoreApplication::processEvents();
    const QVector<QPointF> same = chart()->measuredData(FrontierChart::MeasuredSame);
    QCOMPARE(same.size(), 1);
    QCOMPARE(same.front(), QPointF(2000, 50));

    QCustomPlot *plot = chart()->plot();
    plot->replot();
    const QPoint at(int(plot->xAxis->coordToPixel(2000)), int(plot->yAxis->coordToPixel(50)));
    QCOMPARE(chart()->runAt(at), qint64(42));
    QSignalSpy clicked(chart(), &FrontierChart::runClicked);
    QTest::mouseClick(plot, Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().front().toLongLong(), qint64(42));
    QTest::mouseClick(plot, Qt::LeftButton, {}, at + QPoint(40, 40)); // nothing there
    QCOMPARE(clicked.count(), 1);
}

void TestMainWindow::droppedScenarioOpensAndOtherFilesGoToImport()
{
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("b.moeplan"));
    QFile f(scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"gpus": 16, "ep": 16, "batch": 32})");
    f.close();
    const QString result = dir.filePath(QStringLiteral("result.json"));

    QSignalSpy imports(m_window.get(), &MainWindow::importRequested);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(scenario), QUrl::fromLocalFile(result)});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY2(drop.isAccepted(), "drop not accepted");
    QCOMPARE(m_doc->filePath(), scenario);
    QCOMPARE(m_doc->scenario().gpus, 16);
    QCOMPARE(moeplan::core::settings::recentFiles.get().value(0),
             QFileInfo(scenario).absoluteFilePath());
    QCOMPARE(imports.count(), 1);
    QCOMPARE(imports.front().front().toStringList(), QStringList{result});
}

void TestMainWindow::droppedResultFileLandsInTheHistory()
{
    QTemporaryDir dir;
    moeplan::core::HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    QCOMPARE(store.open(db), QString());
    moeplan::core::HistoryController controller(&store);
    m_window->attachHistory(&controller, db);
    auto *history = m_window->historyPage();
    QVERIFY(history && m_window->calibrationPage());
    history->setSummaryDialogEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    auto drop = [this](const QString &path) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QDropEvent event(QPointF(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &event);
    };

    // A measured-runs CSV carries its own deployment: no dialog, it lands in the history, the
    // runs drawn over the charts are reloaded, and the calibration is refitted.
    const QString csv = dir.filePath(QStringLiteral("runs.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("id,silicon_data_source,backend,backend_version,model_path,system,precision,mode,isl,"
            "osl,gemm_quant_mode,moe_quant_mode,batch_size,tp_size,pp_size,attention_dp_size,"
            "moe_tp_size,moe_ep_size,prefill_batch_size,prefill_num_workers,prefill_tp_size,"
            "prefill_pp_size,prefill_attention_dp_size,prefill_moe_tp_size,prefill_moe_ep_size,"
            "decode_batch_size,decode_num_workers,decode_tp_size,decode_pp_size,"
            "decode_attention_dp_size,decode_moe_tp_size,decode_moe_ep_size,silicon_ttft_ms,"
            "silicon_tpot_ms\n"
            "row-a,dump; silicon_concurrency=96,vllm,0.1,deepseek-ai/DeepSeek-R1,b200_sxm,fp8,agg,"
            "1024,1024,fp8,fp8,12,1,1,8,1,8,,,,,,,,,,,,,,,150.5,12.25\n");
    f.close();
    QSignalSpy imported(history, &moeplan::widgets::HistoryPage::importFinished);
    QSignalSpy changed(history, &moeplan::widgets::HistoryPage::historyChanged);
    drop(csv);
    QCOMPARE(m_window->pageIndex(QStringLiteral("history")),
             m_window->findChild<QTabWidget *>(QStringLiteral("pages"))->currentIndex());
    QVERIFY(imported.wait(10000));
    QCOMPARE(store.count(), qint64(1));
    QCOMPARE(changed.count(), 1);
    // The overlay reads the runs of the scenario's model and GPU kind only, when they change.
    QCOMPARE(m_doc->historyRuns().size(), 0); // the default scenario is another model
    m_doc->setModel(QStringLiteral("deepseek-r1"));
    m_doc->setGpuKind(QStringLiteral("b200"));
    QCOMPARE(m_doc->historyRuns().size(), 1);
    QCOMPARE(m_doc->historyRuns().front().model, QStringLiteral("deepseek-r1"));
    QVERIFY(m_window->calibrationPage()->isRefitting() ||
            !m_window->calibrationPage()->statusText().isEmpty());

    // A file that is not a result file: an error naming it, and the history unchanged.
    const QString bad = dir.filePath(QStringLiteral("notes.txt"));
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("not a benchmark result");
    b.close();
    drop(bad);
    QVERIFY(imported.wait(10000));
    QCOMPARE(store.count(), qint64(1));
    QCOMPARE(changed.count(), 1);
    QVERIFY2(history->message().contains(QLatin1String("notes.txt")),
             qPrintable(history->message()));
    // Let a refit started by the import finish before the database goes away.
    if (m_window->calibrationPage()->isRefitting()) {
        QSignalSpy done(m_window->calibrationPage()->job(),
                        &moeplan::core::CalibrationJob::finished);
        QVERIFY(done.wait(30000));
    }
    m_window.reset(); // before the store
}

void TestMainWindow::labelMnemonicsNeverShadowTheMenus()
{
    // Alt+<letter> of a menu (File, Edit, View, Data, Help) must open that menu on every page,
    // never move the focus to a control instead.
    QTemporaryDir dir;
    moeplan::core::HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    QCOMPARE(store.open(db), QString());
    moeplan::core::HistoryController controller(&store);
    m_window->attachHistory(&controller, db);
    auto mnemonic = [](const QString &text) -> QChar {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) == QLatin1Char('&')) {
                if (text.at(i + 1) != QLatin1Char('&'))
                    return text.at(i + 1).toLower();
                ++i;
            }
        }
        return {};
    };
    QSet<QChar> menus;
    for (QAction *a : m_window->menuBar()->actions())
        if (a->isVisible() && !mnemonic(a->text()).isNull()) // Model and GPU have none
            menus.insert(mnemonic(a->text()));
    QVERIFY(menus.contains(QLatin1Char('f')) && menus.contains(QLatin1Char('h')));
    for (const QLabel *l : m_window->findChildren<QLabel *>()) {
        if (!l->buddy())
            continue;
        const QChar m = mnemonic(l->text());
        QVERIFY2(!menus.contains(m), qPrintable(l->text()));
    }
    for (const QAbstractButton *b : m_window->findChildren<QAbstractButton *>()) {
        const QChar m = mnemonic(b->text());
        QVERIFY2(m.isNull() || !menus.contains(m), qPrintable(b->text()));
    }
    m_window.reset(); // before the store
}

void TestMainWindow::windowStateIsRestored()
{
    namespace settings = moeplan::core::settings;
    settings::windowGeometry.set({});
    settings::currentPage.set(0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    chart()->setPerGpu(true); // the chart's toggles are settings as soon as they change
    QVERIFY(settings::chartPerGpu.get());
    QVERIFY(!settings::chartMsPerToken.get());
    m_window->resize(1100, 700);
    QVERIFY(m_window->close()); // unmodified: closes without asking, saving the window state
    QVERIFY(!settings::windowGeometry.get().isEmpty());

    MainWindow again(m_doc.get());
    QVERIFY(!again.chart()->perGpu());
    again.restoreSettings();
    QVERIFY(again.chart()->perGpu());
    QCOMPARE(again.size(), QSize(1100, 700));
    settings::chartPerGpu.set(false);
}

void TestMainWindow::planSizeControlsDriveTheDocument()
{
    auto *tp = m_window->findChild<QSpinBox *>(QStringLiteral("tpSpin"));
    auto *ep = m_window->findChild<QSpinBox *>(QStringLiteral("epSpin"));
    auto *dp = m_window->findChild<QSpinBox *>(QStringLiteral("dpSpin"));
    auto *replicas = m_window->findChild<QSpinBox *>(QStringLiteral("replicasSpin"));
    auto *gpus = m_window->findChild<QSpinBox *>(QStringLiteral("gpuSpin"));
    QVERIFY(tp && ep && dp && replicas && gpus);
    QCOMPARE(m_doc->scenario().plan, moeplan::PlanKind::EP); // EP-8 over 8 GPUs
    QVERIFY(ep->isEnabled() && dp->isEnabled());
    QCOMPARE(ep->value(), 8);
    QCOMPARE(dp->value(), 8);
    const Scenario start = m_doc->scenario();

    replicas->setValue(2);
    QCOMPARE(m_doc->scenario().gpus, 16);
    QCOMPARE(gpus->value(), 16);
    QCOMPARE(m_doc->undoStack()->count(), 1);
    tp->setValue(2);
    QCOMPARE(m_doc->scenario().tp, 2);
    QCOMPARE(dp->value(), 4); // EP / TP
    dp->setValue(8);
    QCOMPARE(m_doc->scenario().ep, 16);
    QCOMPARE(ep->value(), 16);
    QCOMPARE(gpus->value(), 32);
    ep->stepBy(-1); // arrows step to sizes the TP divides
    QCOMPARE(m_doc->scenario().ep % 2, 0);
    QVERIFY(m_doc->scenario().ep < 16);
    QCOMPARE(m_doc->undoStack()->count(), 4);

    for (int i = 0; i < 4; ++i)
        m_doc->undoStack()->undo();
    QVERIFY(m_doc->scenario() == start);
    QCOMPARE(tp->value(), 1);
    QCOMPARE(ep->value(), 8);
    QCOMPARE(replicas->value(), 1);

    // A TP plan has no expert parallelism: EP and DP are shown, not editable.
    auto *plan = m_window->findChild<QComboBox *>(QStringLiteral("planCombo"));
    plan->setCurrentIndex(plan->findData(int(moeplan::core::PlanChoice::TP)));
    QVERIFY(!ep->isEnabled() && !dp->isEnabled());
    QCOMPARE(ep->value(), 1);
    QCOMPARE(dp->value(), 1);
    replicas->setValue(2);
    QCOMPARE(m_doc->scenario().plan, moeplan::PlanKind::TPReplicas);
    QCOMPARE(plan->currentData().toInt(), int(moeplan::core::PlanChoice::TPReplicas));
}

void TestMainWindow::refusedPlanSizeIsShownAndReverted()
{
    auto *tp = m_window->findChild<QSpinBox *>(QStringLiteral("tpSpin"));
    auto *message = m_window->findChild<QLabel *>(QStringLiteral("planMessage"));
    QVERIFY(tp && message);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!message->isVisible());
    const Scenario before = m_doc->scenario();
    tp->setValue(3); // does not divide EP-8
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QLatin1String("3")), qPrintable(message->text()));
    QCOMPARE(tp->value(), 1); // back to the document's value
    QVERIFY(m_doc->scenario() == before);
    QCOMPARE(m_doc->undoStack()->count(), 0);
    tp->setValue(2); // accepted: the message goes
    QVERIFY(!message->isVisible());
    QCOMPARE(m_doc->scenario().tp, 2);
}

void TestMainWindow::servingControlsShowThePoolsAndUndo()
{
    auto *serving = m_window->findChild<QComboBox *>(QStringLiteral("servingCombo"));
    auto *tp = m_window->findChild<QSpinBox *>(QStringLiteral("tpSpin"));
    auto *prefillBox = m_window->findChild<QWidget *>(QStringLiteral("prefillPool"));
    auto *decodeBox = m_window->findChild<QWidget *>(QStringLiteral("decodePool"));
    auto *decodeWorkers = m_window->findChild<QSpinBox *>(QStringLiteral("decodeWorkersSpin"));
    auto *decodeBatch = m_window->findChild<QSpinBox *>(QStringLiteral("decodeBatchSpin"));
    auto *prefillDp = m_window->findChild<QSpinBox *>(QStringLiteral("prefillDpSpin"));
    auto *planValue = m_window->findChild<QLabel *>(QStringLiteral("planValue"));
    QVERIFY(serving && tp && prefillBox && decodeBox && decodeWorkers && decodeBatch && prefillDp);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(tp->isVisible());
    QVERIFY(!prefillBox->isVisible() && !decodeBox->isVisible());

    serving->setCurrentIndex(serving->findData(int(moeplan::Serving::Disaggregated)));
    QCOMPARE(m_doc->scenario().serving, moeplan::Serving::Disaggregated);
    QVERIFY(prefillBox->isVisible() && decodeBox->isVisible());
    QVERIFY(!tp->isVisible());
    QVERIFY(!slider("gpuSlider")->isEnabled()); // the GPUs are the pools' sum
    QCOMPARE(m_doc->scenario().gpus, 16);
    QVERIFY(planValue->text().contains(QLatin1String("16")));

    decodeWorkers->setValue(3);
    QCOMPARE(m_doc->scenario().decode.workers, 3);
    QCOMPARE(m_doc->scenario().gpus, 32);
    prefillDp->setValue(4); // EP over the whole worker follows: EP-4
    QCOMPARE(m_doc->scenario().prefill.parallelism.moeEp, 4);
    QCOMPARE(m_doc->scenario().gpus, 28);
    decodeBatch->setValue(96);
    QCOMPARE(m_doc->scenario().decode.batch, 96);
    QCOMPARE(m_doc->undoStack()->count(), 4);

    m_doc->undoStack()->undo();
    QCOMPARE(decodeBatch->value(), 0); // "as Batch"
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QCOMPARE(decodeWorkers->value(), 1);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->scenario().serving, moeplan::Serving::Aggregated);
    QCOMPARE(serving->currentData().toInt(), int(moeplan::Serving::Aggregated));
    QVERIFY(!prefillBox->isVisible() && tp->isVisible());
    QVERIFY(slider("gpuSlider")->isEnabled());
}

void TestMainWindow::planControlsHaveTooltipsAndMnemonics()
{
    const QList<QLabel *> labels = m_window->findChildren<QLabel *>();
    for (const char *name :
         {"servingCombo", "tpSpin", "epSpin", "dpSpin", "replicasSpin", "prefillTpSpin",
          "prefillDpSpin", "prefillEpSpin", "prefillWorkersSpin", "decodeTpSpin", "decodeDpSpin",
          "decodeEpSpin", "decodeWorkersSpin", "decodeBatchSpin"}) {
        auto *control = m_window->findChild<QWidget *>(QLatin1String(name));
        QVERIFY2(control, name);
        QVERIFY2(!control->toolTip().isEmpty(), name);
        const QLabel *buddy = nullptr;
        for (const QLabel *l : labels)
            if (l->buddy() == control)
                buddy = l;
        QVERIFY2(buddy, name);
        QVERIFY2(buddy->text().contains(QLatin1Char('&')), qPrintable(buddy->text()));
    }
}

QTEST_MAIN(TestMainWindow)

void TestMainWindow::sidePanelOnlyWithThePlanner()
{
    // The scenario controls and the operating point are the planner's: the History and
    // Calibration pages get the whole width, and going back to the planner brings them back.
    QTemporaryDir dir;
    moeplan::core::HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    QCOMPARE(store.open(db), QString());
    moeplan::core::HistoryController controller(&store);
    m_window->attachHistory(&controller, db);
    m_window->historyPage()->setSummaryDialogEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    auto *side = m_window->findChild<QWidget *>(QStringLiteral("sidePanel"));
    QVERIFY(side);
    auto *results = side->findChild<moeplan::widgets::ResultsPanel *>();
    QVERIFY(results);
    QVERIFY(side->isAncestorOf(m_window->scenarioPanel()));
    auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
    QVERIFY(pages);
    const int planner = m_window->pageIndex(QStringLiteral("planner"));
    const int history = m_window->pageIndex(QStringLiteral("history"));
    const int calibration = m_window->pageIndex(QStringLiteral("calibration"));
    QVERIFY(planner >= 0 && history >= 0 && calibration >= 0);

    auto panelShown = [&] {
        return side->isVisible() && m_window->scenarioPanel()->isVisible() && results->isVisible();
    };
    QCOMPARE(pages->currentIndex(), planner);
    QVERIFY(panelShown());
    for (const int page : {history, calibration, planner, calibration, history, planner}) {
        m_window->showPage(page);
        QCoreApplication::processEvents();
        QCOMPARE(pages->currentIndex(), page);
        const bool onPlanner = page == planner;
        QCOMPARE(panelShown(), onPlanner);
        QCOMPARE(side->isHidden(), !onPlanner);
        if (!onPlanner) { // the page has the window's width, the panel's too
            QWidget *shown = pages->widget(page);
            QVERIFY2(shown->width() > m_window->width() - side->width(),
                     qPrintable(
                         QStringLiteral("%1 px of %2").arg(shown->width()).arg(m_window->width())));
        }
    }
    // Clicking the tabs does the same as the shortcuts.
    pages->setCurrentIndex(history);
    QVERIFY(!side->isVisible());
    pages->setCurrentIndex(planner);
    QVERIFY(panelShown());
}

#include "tst_mainwindow.moc"

// Open in Planner on the History page: the run's deployment becomes the scenario (one undo
// step), its measured readings go over the model's on the readings chart, and they leave when
// the scenario changes (their deployment is no longer the one shown).
void TestMainWindow::runOpensInThePlannerWithItsReadings()
{
    QTemporaryDir dir;
    moeplan::core::HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    QCOMPARE(store.open(db), QString());
    moeplan::core::HistoryController controller(&store);
    m_window->attachHistory(&controller, db);
    moeplan::core::RunRecord r;
    r.model = QStringLiteral("kimi-k2.5");
    r.engine = QStringLiteral("vllm");
    r.gpu = QStringLiteral("h200");
    r.gpus = 8;
    r.topology = QStringLiteral("hgx-ib");
    r.tp = 1;
    r.ep = 8;
    r.attnDp = 8;
    r.isl = 2048;
    r.osl = 512;
    r.concurrencyConfigured = 128;
    r.tpotMeanMs = 40.0;
    const moeplan::core::ImportOutcome o =
        store.importRuns(testutil::sourceNamed(QStringLiteral("r.json")), {r});
    QCOMPARE(o.imported, 1);
    const qint64 id = o.runIds.constFirst();
    const auto parsed = moeplan::core::telemetry::parseFile(
        QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/diagnose/memory.prom"));
    QVERIFY(parsed.error.ok());
    QCOMPARE(store.attachTelemetry({id}, moeplan::core::StoredTelemetry::from(
                                             parsed.telemetry, QStringLiteral("memory.prom"), "m")),
             QString());
    const Scenario before = m_doc->scenario();

    auto *history = m_window->historyPage();
    history->reload();
    history->showRun(id);
    QAction *open = history->openInPlannerAction();
    QVERIFY(open->isEnabled());
    open->trigger();
    auto *pages = m_window->findChild<QTabWidget *>();
    QVERIFY(pages);
    QCOMPARE(pages->currentIndex(), m_window->pageIndex(QStringLiteral("planner")));
    const Scenario &s = m_doc->scenario();
    QCOMPARE(s.model, std::string("kimi-k2.5"));
    QCOMPARE(s.gpu, std::string("h200"));
    QCOMPARE(s.plan, moeplan::PlanKind::EP);
    QCOMPARE(s.ep, 8);
    QCOMPARE(s.tp, 1);
    QCOMPARE(s.gpus, 8);
    QCOMPARE(s.batch, 128);
    QCOMPARE(s.isl, 2048);
    QCOMPARE(s.osl, 512);
    QCOMPARE(s.engine, std::string("vllm"));

    auto *breakdown = m_window->findChild<moeplan::widgets::PlannerPage *>()->breakdown();
    const QVector<double> measured = breakdown->measuredReadings();
    QCOMPARE(measured.size(), 4);
    QCOMPARE(measured.at(0), 18.0);      // tensor pipes
    QCOMPARE(measured.at(1), 82.0);      // DRAM
    QVERIFY(std::isnan(measured.at(2))); // no kernel summary: not measured
    QVERIFY(breakdown->legendNames().contains(QStringLiteral("Measured: run %1").arg(id)));

    // One undo step, which also takes the readings away; so does any other change.
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->scenario(), before);
    QVERIFY(breakdown->measuredReadings().isEmpty());
    m_doc->undoStack()->redo();
    open->trigger();
    QCOMPARE(breakdown->measuredReadings().size(), 4);
    m_doc->setGpus(16);
    QVERIFY(breakdown->measuredReadings().isEmpty());
}
