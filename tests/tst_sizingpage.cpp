// The Size it page as a user drives it: a target gives a ranked table and the families that
// fail; the order follows "Rank by"; a price edit moves the cost columns; choosing a row loads
// it into the planner as one undo step; nothing to search says so. Checks what is shown.

#include "catalogloader.h"
#include "frontierchart.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "settings.h"
#include "sizingpage.h"
#include "sizingtablemodel.h"
#include "testruns.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace moeplan;
using moeplan::widgets::SizingPage;

class TestSizingPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void init()
    {
        QSettings().clear();
        m_doc = std::make_unique<core::PlannerDocument>(core::bundledCatalog());
        Scenario s = m_doc->scenario();
        s.calibration = "datasheet";
        m_doc->resetScenario(s);
        m_page = std::make_unique<SizingPage>(m_doc.get());
        m_page->resize(1000, 800);
    }

    void targetGivesRankedTableAndFailures()
    {
        QAbstractItemModelTester tester(const_cast<core::SizingTableModel *>(m_page->tableModel()),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_page->setTarget(200000, 50);
        const core::Recommendation &r = m_page->recommendation();
        QVERIFY(r.ok());
        QVERIFY(m_page->tableModel()->rowCount() >= 10);
        QCOMPARE(std::size_t(m_page->table()->model()->rowCount()), r.result.options.size());
        QVERIFY(m_page->statusText().contains(QLatin1String("meet the target")));
        QVERIFY(m_page->statusText().contains(QLatin1String("Cheapest:")));
        // The batch of a disaggregated option is per decode worker: the header says so.
        QVERIFY(std::any_of(r.result.options.begin(), r.result.options.end(),
                            [](const auto &o) { return o.serving == Serving::Disaggregated; }));
        QVERIFY(m_page->tableModel()
                    ->headerData(core::SizingTableModel::Batch, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("per decode worker")));
        // Ranked by cost: $/hour ascending down the view.
        const QAbstractItemModel *view = m_page->table()->model();
        double last = 0;
        for (int row = 0; row < view->rowCount(); ++row) {
            const double cost = view->index(row, core::SizingTableModel::UsdPerHour)
                                    .data(core::SizingTableModel::SortRole)
                                    .toDouble();
            QVERIFY(cost >= last);
            last = cost;
        }
        // H100 cannot hold the target within 576 GPUs at 50 tokens/s per user: said per family.
        QVERIFY(m_page->failures()->topLevelItemCount() > 0);
        bool h100 = false;
        for (int i = 0; i < m_page->failures()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = m_page->failures()->topLevelItem(i);
            QVERIFY(!item->text(2).isEmpty());
            h100 |= item->text(0).startsWith(QLatin1String("H100"));
        }
        QVERIFY(h100);
    }

    void rankByGpusAndPower()
    {
        m_page->setTarget(100000, 30);
        m_page->setOrder(SizingOrder::Gpus);
        const QAbstractItemModel *view = m_page->table()->model();
        QVERIFY(view->rowCount() > 3);
        for (int row = 1; row < view->rowCount(); ++row)
            QVERIFY(view->index(row - 1, core::SizingTableModel::Gpus).data().toInt() <=
                    view->index(row, core::SizingTableModel::Gpus).data().toInt());
        QCOMPARE(core::settings::sizingOrder.get(), int(SizingOrder::Gpus));
        m_page->setOrder(SizingOrder::Power);
        const auto &options = m_page->tableModel()->options();
        for (std::size_t i = 1; i < options.size(); ++i)
            QVERIFY(options[i - 1].powerW <= options[i].powerW);
    }

    void priceEditMovesCost()
    {
        m_page->setTarget(100000, 30);
        m_page->setGpuKinds({QStringLiteral("b200")});
        const double before = m_page->tableModel()->options().front().usdPerHour;
        const int gpus = m_page->tableModel()->options().front().gpus;
        QCOMPARE(before, 4.5 * gpus); // the catalog's B200 price
        auto *econ = m_page->findChild<QTableWidget *>(QStringLiteral("sizingEconomics"));
        QVERIFY(econ);
        int row = -1;
        for (int r = 0; r < econ->rowCount(); ++r)
            if (econ->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("b200"))
                row = r;
        QVERIFY(row >= 0);
        econ->item(row, 1)->setData(Qt::EditRole, 9.0);
        m_page->search();
        const auto &after = m_page->tableModel()->options().front();
        QCOMPARE(after.usdPerHour, 9.0 * after.gpus);
        // Saved as the user's price; the catalog default stays under it.
        QCOMPARE(core::ReportSettingsStore::load().usdPerGpuHour.value(QStringLiteral("b200")),
                 9.0);
    }

    void chosenRowLoadsIntoThePlannerAsOneStep()
    {
        m_page->setTarget(200000, 50);
        QSignalSpy loaded(m_page.get(), &SizingPage::loaded);
        const Scenario before = m_doc->scenario();
        const int steps = m_doc->undoStack()->count();
        const SizingOption chosen = m_page->tableModel()->options().at(2);
        QVERIFY(m_page->loadRow(2));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(m_doc->scenario(), chosen.scenario);
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        // The planner evaluates it to what the table said.
        QVERIFY(m_doc->result().ok);
        QVERIFY(std::abs(m_doc->result().eval.throughputTokensPerSecond / chosen.tokensPerSecond -
                         1) < 1e-9);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario(), before);
        QVERIFY(!m_page->loadRow(10000));
    }

    // An option that is a deployment the history measured at other loads reads as the planner
    // shows it: corrected by those runs, at any number of replicas, and the table says so. The
    // history is asked once per model and set of kinds, not on every target.
    void anOptionTheHistoryMeasuredReadsAsThePlannerShowsIt()
    {
        const QVector<core::RunRecord> runs = measuredTp1();
        QCOMPARE(runs.size(), 3);
        QStringList asked;
        m_doc->setHistorySource([&](const QString &model, const QString &gpu) {
            asked << model + QLatin1Char('/') + gpu;
            return gpu == QLatin1String("h200") ? runs : QVector<core::RunRecord>();
        });
        asked.clear(); // the planner's own query
        m_page->setGpuKinds({QStringLiteral("h200")});
        m_page->setTarget(20000, 30);
        QCOMPARE(asked, QStringList{QStringLiteral("llama3.1-8b/h200")});
        const core::SizingTableModel *model = m_page->tableModel();
        int row = -1;
        for (int i = 0; i < model->rowCount(); ++i) {
            if (model->option(i)->shape.ranks() == 1 &&
                model->option(i)->serving == Serving::Aggregated)
                row = i;
        }
        QVERIFY(row >= 0);
        const SizingOption chosen = *model->option(row);
        QCOMPARE(chosen.correctedByRuns, 3);
        QVERIFY(chosen.replicas > 1);
        const QModelIndex cell = model->index(row, core::SizingTableModel::Deployment);
        QVERIFY2(cell.data().toString().contains(QLatin1String("calibrated, 3 run(s) measured")),
                 qPrintable(cell.data().toString()));
        QVERIFY2(cell.data(Qt::ToolTipRole)
                     .toString()
                     .contains(QLatin1String("measured this deployment at 3 other load(s)")),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));
        // Options of shapes the history did not measure are the model's alone.
        for (int i = 0; i < model->rowCount(); ++i) {
            if (model->option(i)->shape.ranks() != 1 ||
                model->option(i)->serving != Serving::Aggregated)
                QCOMPARE(model->option(i)->correctedByRuns, 0);
        }
        // Loaded into the planner, it reads the same.
        QVERIFY(m_page->loadRow(row));
        QVERIFY(m_doc->result().ok);
        QVERIFY2(m_doc->result().params.label.contains(
                     QLatin1String("corrected by this deployment's 3 measured run(s)")),
                 qPrintable(m_doc->result().params.label));
        QCOMPARE(m_doc->result().eval.tpotMs, chosen.tpotMs);
        QCOMPARE(m_doc->result().eval.ttftMs, chosen.ttftMs);
        // Another target: the history is not asked again.
        asked.clear();
        m_page->setTarget(40000, 30);
        QVERIFY2(asked.isEmpty(), qPrintable(asked.join(u' ')));
        // An import or delete: asked again.
        m_doc->reloadHistory();
        asked.clear(); // the planner's own query
        m_page->setTarget(30000, 30);
        QCOMPARE(asked, QStringList{QStringLiteral("llama3.1-8b/h200")});
    }

    // A refit or an import re-sizes the page on screen: the history's corrections come and go
    // with them.
    void aRefitOrAnImportReSizesTheShownPage()
    {
        const QVector<core::RunRecord> runs = measuredTp1();
        QCOMPARE(runs.size(), 3);
        m_page->setGpuKinds({QStringLiteral("h200")});
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->setTarget(20000, 30);
        auto corrected = [this] {
            const auto &options = m_page->recommendation().result.options;
            return std::any_of(options.begin(), options.end(),
                               [](const SizingOption &o) { return o.correctedByRuns > 0; });
        };
        QVERIFY(m_page->recommendation().ok());
        QVERIFY(!corrected());
        m_doc->setHistoryRuns(runs); // an import
        QTRY_VERIFY(corrected());
        m_doc->setProfiles({}); // a refit that calibrates nothing: datasheet, nothing corrected
        QTRY_VERIFY(!corrected());
    }

    void nothingToSearchIsSaid()
    {
        auto *hgx = m_page->findChild<QCheckBox *>();
        QVERIFY(hgx);
        for (QCheckBox *c : m_page->findChildren<QCheckBox *>())
            c->setChecked(false);
        m_page->search();
        QVERIFY(m_page->statusText().contains(QLatin1String("at least one")));
        QCOMPARE(m_page->tableModel()->rowCount(), 0);
    }

    void impossibleTargetShowsTheNearest()
    {
        m_page->setTarget(20000, 400);
        QCOMPARE(m_page->tableModel()->rowCount(), 0);
        QVERIFY2(m_page->statusText().contains(QLatin1String("Nearest:")),
                 qPrintable(m_page->statusText()));
        bool wall = false;
        for (int i = 0; i < m_page->failures()->topLevelItemCount(); ++i)
            wall |= m_page->failures()->topLevelItem(i)->text(2).startsWith(
                QLatin1String("overhead wall"));
        QVERIFY(wall);
    }

    void marksFollowTheTarget()
    {
        QSignalSpy spy(m_page.get(), &SizingPage::marksChanged);
        m_page->setTarget(150000, 40);
        QVERIFY(spy.count() >= 1);
        const widgets::SizingMarks m = m_page->marks();
        QCOMPARE(m.targetTokS, 150000.0);
        QCOMPARE(m.minPerUser, 40.0);
        QVERIFY(m.hasCheapest);
        QVERIFY(m.cheapestTokS >= 150000);
        QVERIFY(m.cheapestPerUser >= 40);
    }

    /// In the window: loading a row shows the planner with the target's lines and the
    /// cheapest deployment's star on the frontier; View > Sizing Target hides them.
    void loadedRowMarksTheFrontier()
    {
        m_page.reset();
        widgets::MainWindow window(m_doc.get());
        window.resize(1400, 900);
        window.show();
        widgets::SizingPage *page = window.sizingPage();
        QVERIFY(page);
        window.showPage(window.pageIndex(QStringLiteral("sizing")));
        page->setTarget(200000, 50);
        widgets::FrontierChart *chart = window.chart();
        QVERIFY(!chart->cheapestPoint()); // not until the user loads one
        QVERIFY(page->loadRow(0));
        QCOMPARE(window.pageIndex(QStringLiteral("planner")), 0);
        QVERIFY(window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentIndex() == 0);
        const auto star = chart->cheapestPoint();
        QVERIFY(star);
        QVERIFY(star->x() >= 200000 && star->y() >= 50);
        QCOMPARE(chart->targetLines().x(), 200000.0);
        QCOMPARE(chart->targetLines().y(), 50.0);
        // The loaded deployment is the cheapest: the operating point sits on the star.
        QVERIFY(std::abs(chart->operatingPoint()->x() / star->x() - 1) < 1e-9);
        if (const QString shot = qEnvironmentVariable("MOEPLAN_SHOT"); !shot.isEmpty()) {
            QCoreApplication::processEvents();
            window.grab().save(shot);
        }
        QAction *toggle = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->text().contains(QLatin1String("Sizing &Target")))
                toggle = a;
        QVERIFY(toggle && toggle->isChecked());
        toggle->setChecked(false);
        QVERIFY(!chart->cheapestPoint());
        QVERIFY(std::isnan(chart->targetLines().x()));
    }

    /// The frontier's cost and power axes put the operating point at the operating-point
    /// panel's $/Mtok and tokens/s per MW.
    void frontierCostAndPowerAxes()
    {
        m_page.reset();
        widgets::MainWindow window(m_doc.get());
        window.resize(1400, 900);
        window.show();
        widgets::FrontierChart *chart = window.chart();
        const core::CostAndPower cost = core::costAndPower(m_doc->catalog(), m_doc->result(),
                                                           core::ReportSettingsStore::load());
        QVERIFY(cost.usdPerMTokens);
        chart->setXAxis(widgets::FrontierChart::XAxis::UsdPerMtok);
        QVERIFY(chart->operatingPoint());
        QVERIFY(std::abs(chart->operatingPoint()->x() / *cost.usdPerMTokens - 1) < 1e-9);
        QVERIFY(chart->curveData(widgets::FrontierChart::CurrentFits).size() > 10);
        chart->setXAxis(widgets::FrontierChart::XAxis::TokensPerMW);
        QVERIFY(std::abs(chart->operatingPoint()->x() / cost.tokensPerSecondPerMW - 1) < 1e-9);
        QVERIFY(chart->curveData(widgets::FrontierChart::OtherFits).size() > 10);
        QCOMPARE(core::settings::chartXAxis.get(), int(widgets::FrontierChart::XAxis::TokensPerMW));
        QVERIFY(!chart->perGpu());
        chart->setPerGpu(true);
        QCOMPARE(chart->xAxis(), widgets::FrontierChart::XAxis::PerGpu);
    }

private:
    /// Calibrated H200/TensorRT-LLM profiles, the planner on Llama 3.1 8B on one H200 (TP 1),
    /// and runs of that deployment at 1, 4 and 16 clients, faster than the model: its replicas
    /// are then the cheapest of their family.
    QVector<core::RunRecord> measuredTp1()
    {
        core::ProfileSet set;
        set.profiles.push_back(testutil::datasheetProfile("h200", "trtllm"));
        m_doc->setProfiles(set);
        Scenario s = m_doc->scenario();
        s.model = "llama3.1-8b";
        s.gpu = "h200";
        s.engine = "trtllm";
        s.calibration = "auto";
        s.precision = "default";
        s.plan = PlanKind::TP;
        s.gpus = 1;
        s.tp = 1;
        s.ep = 1;
        m_doc->resetScenario(s);
        QVector<core::RunRecord> runs;
        for (int clients : {1, 4, 16}) {
            m_doc->setBatch(clients);
            if (!m_doc->result().ok)
                return {}; // the callers check there are three
            core::RunRecord r;
            r.id = clients;
            r.model = QStringLiteral("llama3.1-8b");
            r.gpu = QStringLiteral("h200");
            r.engine = QStringLiteral("trtllm");
            r.precision = QString::fromStdString(m_doc->scenario().precision);
            r.gpus = 1;
            r.topology = QStringLiteral("hgx-ib");
            r.concurrencyConfigured = clients;
            r.isl = s.isl;
            r.osl = s.osl;
            r.tpotMeanMs = 0.6 * m_doc->result().eval.tpotMs;
            r.ttftMeanMs = 0.6 * m_doc->result().eval.ttftMs;
            r.outputTokS = 1000.0;
            runs << r;
        }
        return runs;
    }

    std::unique_ptr<core::PlannerDocument> m_doc;
    std::unique_ptr<SizingPage> m_page;
};

QTEST_MAIN(TestSizingPage)
#include "tst_sizingpage.moc"
