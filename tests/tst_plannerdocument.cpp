// The planner document: one result per effective change, undo of every change, a drag as one
// undo step, topology switches that keep the silicon.

#include "catalogloader.h"
#include "historystore.h"
#include "plannerdocument.h"
#include "testruns.h"
#include "testscenarios.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace moeplan;
using core::PlannerDocument;

using testutil::datasheetProfile;

/// A measured run of the document's one-replica HGX scenario (the model, GPU kind, engine,
/// plan and lengths), at `clients`, `slower` times slower than its current prediction.
static core::RunRecord slowerRunOf(const PlannerDocument &doc, int clients, double slower = 1.5)
{
    const Scenario sc = doc.scenario();
    const Parallelism par = parallelismFor(sc);
    core::RunRecord r;
    r.id = clients;
    r.model = QString::fromStdString(sc.model);
    r.gpu = QString::fromStdString(sc.gpu);
    r.engine = QString::fromStdString(sc.engine);
    r.precision = QString::fromStdString(sc.precision);
    r.gpus = sc.gpus;
    r.topology = QStringLiteral("hgx-ib");
    r.tp = par.attnTp;
    r.ep = par.moeEp;
    r.attnDp = par.attnDp;
    r.concurrencyConfigured = clients;
    r.isl = sc.isl;
    r.osl = sc.osl;
    r.tpotMeanMs = slower * doc.result().eval.tpotMs;
    r.ttftMeanMs = slower * doc.result().eval.ttftMs;
    r.outputTokS = 1000.0;
    return r;
}

class TestPlannerDocument : public QObject
{
    Q_OBJECT

private slots:
    void oneResultPerChange()
    {
        PlannerDocument doc(core::bundledCatalog());
        QSignalSpy spy(&doc, &PlannerDocument::resultChanged);
        doc.setBatch(128);
        QCOMPARE(spy.count(), 1);
        doc.setBatch(128); // nothing changed
        QCOMPARE(spy.count(), 1);
        doc.setGpus(16);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(doc.scenario().ep, 16); // EP plan widens with the GPU count
        QVERIFY(doc.result().ok);
    }

    void undoRestores()
    {
        PlannerDocument doc(core::bundledCatalog());
        const Scenario start = doc.scenario();
        const double tput = doc.result().eval.throughputTokensPerSecond;
        doc.setGpus(72);
        doc.setTopology(Topology::Nvl72);
        QVERIFY(doc.result().eval.throughputTokensPerSecond != tput);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == start);
        QCOMPARE(doc.result().eval.throughputTokensPerSecond, tput);
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().gpus, 72);
    }

    void dragIsOneStep()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.beginInteraction();
        for (int b : {65, 80, 100, 200, 300})
            doc.setBatch(b);
        doc.endInteraction();
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.scenario().batch, 300);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().batch, Scenario{}.batch);

        // Two separate drags are two steps.
        PlannerDocument two(core::bundledCatalog());
        for (int round = 0; round < 2; ++round) {
            two.beginInteraction();
            two.setBatch(100 + round);
            two.setBatch(200 + round);
            two.endInteraction();
        }
        QCOMPARE(two.undoStack()->count(), 2);
    }

    void dragBackToStartLeavesNoStep()
    {
        PlannerDocument doc(core::bundledCatalog());
        const int start = doc.scenario().batch;
        doc.beginInteraction();
        doc.setBatch(start * 2);
        doc.setBatch(start * 4);
        doc.setBatch(start);
        doc.endInteraction();
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.scenario().batch, start);
    }

    void topologyKeepsSilicon()
    {
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.scenario().gpu, std::string("b300"));
        doc.setTopology(Topology::Nvl72);
        QCOMPARE(doc.scenario().gpu, std::string("gb300")); // B300 in NVL72 form
        QVERIFY(doc.result().ok);
        doc.setTopology(Topology::HgxIb);
        QCOMPARE(doc.scenario().gpu, std::string("b300"));
    }

    void curvesForBothTopologies()
    {
        PlannerDocument doc(core::bundledCatalog());
        const core::PlannerResult &r = doc.result();
        QVERIFY2(r.current.error.isEmpty(), qPrintable(r.current.error));
        QVERIFY2(r.other.error.isEmpty(), qPrintable(r.other.error));
        QVERIFY(r.current.points.size() > 50);
        QVERIFY(r.other.points.size() > 50);
        // More load: more aggregate throughput, less per-user speed (along the curve's ends).
        QVERIFY(r.current.points.last().throughput > r.current.points.first().throughput);
        QVERIFY(r.current.points.last().tokensPerSecondPerUser <
                r.current.points.first().tokensPerSecondPerUser);

        Scenario h100 = doc.scenario();
        h100.gpu = "h100";
        h100.model = "deepseek-r1";
        doc.setScenario(h100, QStringLiteral("H100"));
        QVERIFY(!doc.result().other.error.isEmpty()); // no NVL72 form of H100
    }

    void openedFileIsTheStartingPoint()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setBatch(100);
        Scenario s;
        s.gpus = 16;
        s.ep = 16;
        QSignalSpy spy(&doc, &PlannerDocument::resultChanged);
        doc.resetScenario(s);
        QCOMPARE(spy.count(), 1);
        QVERIFY(doc.scenario() == s);
        QCOMPARE(doc.undoStack()->count(), 0); // nothing to undo back to
    }

    void calibrationProfilesDriveTheNumbers()
    {
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.result().params.provenance, Provenance::Datasheet);
        const double datasheetTpot = doc.result().eval.tpotMs;

        core::Profile p = datasheetProfile("b300", "any");
        p.params.stepOverheadMs = 12.0; // a slower engine than the datasheet assumes
        core::ProfileSet set;
        set.profiles.push_back(p);
        QSignalSpy spy(&doc, &PlannerDocument::resultChanged);
        doc.setProfiles(set);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.result().params.provenance, Provenance::Calibrated);
        QVERIFY(doc.result().params.label.contains(u"b300/any"));
        QVERIFY(doc.result().eval.tpotMs > datasheetTpot + 8.0);
        // The other topology (GB300) has no profile of its own: transferred from B300.
        QVERIFY(!doc.result().other.points.isEmpty());
        QCOMPARE(doc.undoStack()->count(), 0); // not an edit of the scenario
    }

    void invalidScenarioIsAnErrorNotACrash()
    {
        PlannerDocument doc(core::bundledCatalog());
        Scenario s = doc.scenario();
        s.ep = 16;
        s.gpus = 24;
        doc.setScenario(s, QStringLiteral("bad"));
        QVERIFY(!doc.result().ok);
        QVERIFY(doc.result().error.contains(QLatin1String("24")));
    }

    void everyScenarioKeyIsOneUndoableStep()
    {
        PlannerDocument doc(core::bundledCatalog());
        const Scenario start = doc.scenario();
        QSignalSpy spy(&doc, &PlannerDocument::resultChanged);
        doc.setModel(QStringLiteral("deepseek-r1"));
        QCOMPARE(doc.scenario().model, std::string("deepseek-r1"));
        // The model's published MTP default comes with it.
        QCOMPARE(doc.scenario().draftTokens, 3);
        QCOMPARE(doc.scenario().acceptanceLength, 2.82);
        doc.setGpuKind(QStringLiteral("h200"));
        doc.setIsl(8192);
        doc.setOsl(256);
        doc.setEngine(QStringLiteral("sglang"));
        doc.setNicGbps(400);
        doc.setDraftTokens(1); // caps the acceptance length at d + 1
        QCOMPARE(doc.scenario().acceptanceLength, 2.0);
        QCOMPARE(spy.count(), 7);
        QCOMPARE(doc.undoStack()->count(), 7);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.scenario() == start);
    }

    void modelChangeSnapsTheGpuCount()
    {
        // Whatever the model, the document keeps a GPU count the plan can use.
        PlannerDocument doc(core::bundledCatalog());
        for (const ModelSpec &m : doc.catalog().models()) {
            doc.setModel(QString::fromStdString(m.id));
            QVERIFY2(doc.result().gpuCounts.contains(doc.scenario().gpus) ||
                         doc.result().gpuCounts.isEmpty(),
                     m.id.c_str());
        }
    }

    void usableGpuCountsFollowThePlan()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPlan(core::PlanChoice::TPReplicas);
        QCOMPARE(doc.scenario().plan, PlanKind::TPReplicas);
        for (int g : doc.gpuCountChoices())
            QVERIFY2(g % 8 == 0, qPrintable(QString::number(g)));
        doc.setGpus(64);
        QCOMPARE(doc.result().eval.replicas, 8);
        QVERIFY(doc.gpuCountChoices().contains(576));
    }

    void bestPlanFollowsEveryChange()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPlan(core::PlanChoice::EP);
        doc.setGpus(64);
        doc.setBatch(256);
        const double epThroughput = doc.result().eval.throughputTokensPerSecond;
        const int steps = doc.undoStack()->count();
        doc.setPlan(core::PlanChoice::Best);
        QCOMPARE(doc.planChoice(), core::PlanChoice::Best);
        QVERIFY(doc.result().autoPlan);
        // At the same sequences in flight, the chosen plan is at least as fast as EP.
        QVERIFY(doc.result().eval.throughputTokensPerSecond >= epThroughput * 0.999);
        const Scenario chosen = doc.scenario();
        doc.setGpus(8);
        QVERIFY(doc.result().autoPlan); // still automatic after another change
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == chosen);
        doc.undoStack()->undo();
        QCOMPARE(doc.planChoice(), core::PlanChoice::EP);
        QCOMPARE(doc.result().eval.throughputTokensPerSecond, epThroughput);
    }

    // "Plan: best" ranks each candidate as it reads when chosen: a plan the history measured
    // slower than the model says loses to one that is not, and the choice says so.
    void bestPlanRanksAMeasuredPlanAsMeasured()
    {
        PlannerDocument doc(core::bundledCatalog());
        core::ProfileSet set;
        set.profiles.push_back(datasheetProfile("h200", "trtllm"));
        doc.setProfiles(set);
        doc.setGpuKind(QStringLiteral("h200"));
        doc.setEngine(QStringLiteral("trtllm"));
        doc.setGpus(8);
        doc.setBatch(64);
        doc.setPlan(core::PlanChoice::Best);
        const Scenario chosen = doc.scenario();
        QCOMPARE(chosen.gpus, 8);
        const double chosenThroughput = doc.result().eval.throughputTokensPerSecond;
        // The runner-up among the candidates, as the model predicts it.
        double runnerUp = 0;
        Scenario second;
        for (const Scenario &c : core::candidatePlans(doc.catalog(), chosen)) {
            if (c == chosen)
                continue;
            const auto e = doc.result().params.evaluate(doc.catalog(), c);
            QVERIFY(e);
            if (e->fits && e->throughputTokensPerSecond > runnerUp) {
                runnerUp = e->throughputTokensPerSecond;
                second = c;
            }
        }
        QVERIFY(runnerUp > 0 && runnerUp <= chosenThroughput);
        // The history measured the chosen plan at three loads, well below the runner-up.
        const double slower = 3.0 * chosenThroughput / runnerUp;
        QVector<core::RunRecord> runs;
        for (int clients : {1, 4, 16}) {
            doc.setBatch(clients);
            QCOMPARE(doc.scenario().plan, chosen.plan);
            runs << slowerRunOf(doc, clients, slower);
        }
        doc.setBatch(64);
        QCOMPARE(doc.scenario().plan, chosen.plan);
        QTemporaryDir dir;
        QVERIFY(doc.saveFile(dir.filePath(QStringLiteral("best.moeplan"))).isEmpty());
        QVERIFY(!doc.isModified());
        const int steps = doc.undoStack()->count();
        QSignalSpy changed(&doc, &PlannerDocument::scenarioChanged);
        // The measurements arrive (an import): the plan is chosen again at once, in place.
        doc.setHistoryRuns(runs);
        QVERIFY(doc.result().autoPlan);
        QCOMPARE(doc.scenario().plan, second.plan);
        QCOMPARE(doc.result().scenario.plan, second.plan);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.undoStack()->count(), steps); // not an edit of the user's
        QVERIFY(doc.isModified());                 // but no longer the file's scenario
        QVERIFY(!doc.result().params.label.contains(QLatin1String("corrected")));
        // Chosen by hand, the measured plan reads as measured, and below the automatic choice.
        const double best = doc.result().eval.throughputTokensPerSecond;
        doc.setPlan(chosen.plan == PlanKind::EP   ? core::PlanChoice::EP
                    : chosen.plan == PlanKind::TP ? core::PlanChoice::TP
                                                  : core::PlanChoice::TPReplicas);
        QVERIFY2(doc.result().params.label.contains(QLatin1String("corrected")),
                 qPrintable(doc.result().params.label));
        QVERIFY(doc.result().eval.throughputTokensPerSecond < best);

        // From a history source (the window's store), asked per model and GPU kind: moving to
        // the kind the history measured ranks with its measurements at once.
        PlannerDocument other(core::bundledCatalog());
        other.setProfiles(set);
        int asked = 0;
        other.setHistorySource([&runs, &asked](const QString &, const QString &gpu) {
            ++asked;
            return gpu == QLatin1String("h200") ? runs : QVector<core::RunRecord>();
        });
        other.setEngine(QStringLiteral("trtllm"));
        other.setGpuKind(QStringLiteral("b200"));
        other.setGpus(8);
        other.setBatch(64);
        other.setPlan(core::PlanChoice::Best);
        const int before = asked;
        other.setGpuKind(QStringLiteral("h200"));
        QCOMPARE(asked, before + 1); // once, for the ranking and the result alike
        QCOMPARE(other.scenario().plan, second.plan);
    }

    void frontierAcrossPlansDominatesEachPlan()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setGpus(8);
        const core::Curve &front = doc.result().frontier;
        QVERIFY(front.plans.size() >= 2); // EP-8 and TP-8
        QVERIFY(!front.points.isEmpty());
        for (qsizetype i = 1; i < front.points.size(); ++i) {
            // Ascending throughput, descending per-user speed: an upper-left frontier.
            QVERIFY(front.points.at(i).throughput >= front.points.at(i - 1).throughput);
            QVERIFY(front.points.at(i).tokensPerSecondPerUser <=
                    front.points.at(i - 1).tokensPerSecondPerUser);
        }
        // No fitting point of the scenario's own curve lies above and right of the frontier.
        for (const core::CurvePoint &p : doc.result().current.points) {
            if (!p.fits)
                continue;
            for (const core::CurvePoint &f : front.points)
                QVERIFY(!(p.throughput > f.throughput * 1.0001 &&
                          p.tokensPerSecondPerUser > f.tokensPerSecondPerUser * 1.0001));
        }
    }

    /// Beside a disaggregated scenario's pools, the frontier's aggregated plans read as the
    /// planner reads those plans: with the profile's aggregated parameters (the engine's offset
    /// on the GPU kind is aggregated only), not the pools'.
    void frontierPredictsAggregatedPlansWithTheirOwnModesParameters()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setEngine(QStringLiteral("trtllm"));
        doc.setGpus(16);
        const Scenario sc0 = doc.scenario();
        const ModelSpec *model = doc.catalog().model(sc0.model);
        QVERIFY(model && model->precision(sc0.precision));
        core::ProfileSet set;
        set.profiles.push_back(datasheetProfile("b300", "trtllm"));
        const QString key =
            QString::fromStdString(model->id + '|' + model->precision(sc0.precision)->id) +
            QStringLiteral("|trtllm|b300");
        set.kindModelOffsets.insert(key, core::ModelOffset{std::log(1.5), 0, 40});
        doc.setProfiles(set);
        QVERIFY(doc.setServing(Serving::Disaggregated).isEmpty());
        const Scenario sc = doc.scenario();
        const core::Curve &front = doc.result().frontier;
        const QVector<Scenario> plans = core::candidatePlans(doc.catalog(), sc);
        QCOMPARE(front.plans.size(), plans.size());
        int aggregatedPoints = 0;
        for (const core::CurvePoint &p : front.points) {
            const Scenario &c = plans.at(p.plan);
            const core::ParamsChoice params = core::paramsFor(c, &set, &doc.catalog());
            if (c.serving == Serving::Aggregated) {
                ++aggregatedPoints;
                QCOMPARE(params.stepFactor, 1.5);
            }
            const core::Curve own = core::loadCurve(doc.catalog(), c, params);
            bool onIt = false;
            for (const core::CurvePoint &q : own.points)
                onIt = onIt || (q.throughput == p.throughput &&
                                q.tokensPerSecondPerUser == p.tokensPerSecondPerUser);
            QVERIFY2(onIt, qPrintable(front.plans.at(p.plan)));
        }
        QVERIFY(aggregatedPoints > 0);
    }

    void bandComesFromTheProfile()
    {
        PlannerDocument doc(core::bundledCatalog());
        core::Profile p = datasheetProfile("b300", "any");
        p.tpotLogLo = -0.1;
        p.tpotLogHi = 0.3;
        core::ProfileSet set;
        set.profiles.push_back(p);
        doc.setProfiles(set);
        const core::CurvePoint &pt = doc.result().current.points.at(50);
        // A TPOT up to e^0.3 slower is a speed down to e^-0.3 of the prediction.
        QCOMPARE(pt.perUserLo, pt.tokensPerSecondPerUser * std::exp(-0.3));
        QCOMPARE(pt.perUserHi, pt.tokensPerSecondPerUser * std::exp(0.1));
        QCOMPARE(pt.throughputLo, pt.throughput * std::exp(-0.3));
        // "ideal" is a bound, not a prediction: no band.
        doc.setCalibration(QStringLiteral("ideal"));
        QVERIFY(!doc.result().params.hasInterval);
    }

    void pinnedScenarioIsOverlaidAndUndoable()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPinned(true);
        QVERIFY(doc.result().pinned);
        QVERIFY(doc.result().pinned->scenario == doc.scenario());
        doc.setGpus(72);
        doc.setTopology(Topology::Nvl72);
        QCOMPARE(doc.result().pinned->scenario.gpus, 8); // A stays while B moves
        QVERIFY(!doc.result().pinned->curve.points.isEmpty());
        doc.swapPinned();
        QCOMPARE(doc.scenario().gpus, 8);
        QCOMPARE(doc.result().pinned->scenario.gpus, 72);
        doc.undoStack()->undo(); // swap
        doc.undoStack()->undo(); // topology
        doc.undoStack()->undo(); // gpus
        doc.undoStack()->undo(); // pin
        QVERIFY(!doc.result().pinned);
    }

    // A deployment the history measured at other loads: the planner moves the scenario's
    // prediction by the model's error there and says so; a GPU count that makes another
    // deployment is not moved, and undoing back to the measured one moves it again.
    void deploymentMeasuredAtOtherLoadsIsCorrected()
    {
        PlannerDocument doc(core::bundledCatalog());
        core::Profile p = datasheetProfile("h200", "trtllm");
        core::ProfileSet set;
        set.profiles.push_back(p);
        doc.setProfiles(set);
        doc.setModel(QStringLiteral("llama3.1-8b"));
        doc.setGpuKind(QStringLiteral("h200"));
        doc.setEngine(QStringLiteral("trtllm"));
        doc.setGpus(1);
        const Scenario sc = doc.scenario();
        const Parallelism par = parallelismFor(sc);
        QCOMPARE(par.ranks(), 1); // one replica: the batch is the clients
        // The history: this deployment at 1, 4 and 16 clients, 1.5x slower than the model.
        QVector<core::RunRecord> runs;
        for (int clients : {1, 4, 16}) {
            doc.setBatch(clients);
            QVERIFY(doc.result().ok);
            runs << slowerRunOf(doc, clients);
        }
        doc.setBatch(64);
        const double tpot = doc.result().eval.tpotMs, ttft = doc.result().eval.ttftMs;
        const QVector<core::CurvePoint> frontier = doc.result().frontier.points;
        QVERIFY(!frontier.isEmpty());
        QVERIFY(!doc.result().params.label.contains(QLatin1String("corrected")));
        doc.setHistoryRuns(runs);
        // The frontier holds this plan as measured (on one GPU, EP-1 and TP-1 are both this
        // deployment), so it still holds the scenario's own curve.
        QCOMPARE(doc.result().frontier.points.size(), frontier.size());
        QVERIFY(std::abs(doc.result().frontier.points.front().tpotMs / frontier.front().tpotMs -
                         1.5) < 0.01);
        QVERIFY(std::abs(doc.result().frontier.points.back().tpotMs / frontier.back().tpotMs -
                         1.5) < 0.01);
        for (const core::CurvePoint &pt : doc.result().current.points) {
            for (const core::CurvePoint &f : doc.result().frontier.points)
                QVERIFY(!(pt.fits && pt.throughput > f.throughput * 1.0001 &&
                          pt.tokensPerSecondPerUser > f.tokensPerSecondPerUser * 1.0001));
        }
        QVERIFY(doc.result().ok);
        QVERIFY2(doc.result().params.label.contains(
                     QLatin1String("corrected by this deployment's 3 measured run(s)")),
                 qPrintable(doc.result().params.label));
        QVERIFY(std::abs(doc.result().eval.tpotMs / tpot - 1.5) < 0.01);
        QVERIFY(std::abs(doc.result().eval.ttftMs / ttft - 1.5) < 0.01);
        // Pinned, it reads the same, whatever the current scenario is.
        const double corrected = doc.result().eval.tpotMs;
        doc.setPinned(true);
        QVERIFY(doc.result().pinned && doc.result().pinned->ok);
        QCOMPARE(doc.result().pinned->eval.tpotMs, corrected);
        doc.setGpus(2); // a deployment the history did not measure
        QVERIFY(!doc.result().params.label.contains(QLatin1String("corrected")));
        QCOMPARE(doc.result().pinned->eval.tpotMs, corrected);
        doc.undoStack()->undo();
        QVERIFY(std::abs(doc.result().eval.tpotMs / tpot - 1.5) < 0.01);
    }

    // A GPU kind without a profile of its own: the line says one measured load would correct
    // the scenario, until the history holds one; then it is corrected by it.
    void aKindWithoutAProfileSaysOneMeasuredLoadWouldCorrectIt()
    {
        PlannerDocument doc(core::bundledCatalog());
        core::Profile p = datasheetProfile("b200+h200", "trtllm");
        p.provenance = Provenance::Transferred;
        core::ProfileSet set;
        set.profiles.push_back(p);
        doc.setProfiles(set);
        doc.setModel(QStringLiteral("llama3.1-8b"));
        doc.setGpuKind(QStringLiteral("h100"));
        doc.setEngine(QStringLiteral("trtllm"));
        doc.setGpus(1);
        doc.setBatch(4);
        QCOMPARE(doc.result().params.provenance, Provenance::Transferred);
        const QString steer = QStringLiteral("no profile of h100's own: one measured load of this "
                                             "deployment would correct the others");
        QVERIFY2(doc.result().params.label.contains(steer), qPrintable(doc.result().params.label));
        doc.setHistoryRuns({slowerRunOf(doc, 4)});
        doc.setBatch(16);
        QVERIFY2(doc.result().params.label.contains(
                     QLatin1String("corrected by this deployment's 1 measured run(s)")),
                 qPrintable(doc.result().params.label));
        QVERIFY(!doc.result().params.label.contains(steer));
        doc.setGpus(2); // another deployment: nothing measured, the line says so again
        QVERIFY(doc.result().params.label.contains(steer));
    }

    void measuredRunsOfTheScenarioAreOverlaid()
    {
        PlannerDocument doc(core::bundledCatalog());
        auto run = [](qint64 id, const char *model, const char *gpu, int gpus, double tpot) {
            core::RunRecord r;
            r.id = id;
            r.model = QString::fromLatin1(model);
            r.gpu = QString::fromLatin1(gpu);
            r.engine = QStringLiteral("sglang");
            r.gpus = gpus;
            r.topology = QStringLiteral("hgx-ib");
            r.tp = 1;
            r.ep = gpus;
            r.attnDp = gpus;
            r.tpotMedianMs = tpot;
            r.outputTokS = 1000.0;
            return r;
        };
        QVector<core::RunRecord> runs{
            run(1, "kimi-k2.6", "b300", 8, 20), run(2, "kimi-k2.6", "b300", 16, 25),
            run(3, "kimi-k2.6", "h200", 8, 30), run(4, "deepseek-v3", "b300", 8, 30)};
        runs[1].tpotMedianMs.reset(); // no TPOT: cannot be drawn
        doc.setHistoryRuns(runs);
        QCOMPARE(doc.result().measured.size(), 1);
        const core::MeasuredPoint &m = doc.result().measured.front();
        QCOMPARE(m.runId, qint64(1));
        QVERIFY(m.sameDeployment);
        QCOMPARE(m.tokensPerSecondPerUser, 50.0);
        QCOMPARE(m.throughputPerGpu, 125.0);
        doc.setEngine(QStringLiteral("vllm"));
        QVERIFY(doc.result().measured.isEmpty()); // another engine's runs are left out
    }

    // Runs that state TTFT and TPOT but no throughput (the AIConfigurator sample: 3,600 runs)
    // are drawn at the throughput their closed loop implies, and say so; a disaggregated run is
    // this deployment when its pools are the scenario's, and one without worker counts has no
    // throughput per GPU.
    void measuredRunsWithoutThroughputAreDerived()
    {
        PlannerDocument doc(core::bundledCatalog());
        const core::ScenarioParse parsed = testscenarios::parse(testscenarios::kKimiGb200Disagg);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        doc.resetScenario(parsed.scenario);
        auto run = [](qint64 id, int prefillWorkers, int decodeWorkers) {
            core::RunRecord r;
            r.id = id;
            r.model = QStringLiteral("kimi-k2.5");
            r.gpu = QStringLiteral("gb200");
            r.engine = QStringLiteral("trtllm");
            r.serving = QStringLiteral("disagg");
            r.topology = QStringLiteral("nvl72");
            r.prefillWorkers = prefillWorkers;
            r.prefillTp = 1;
            r.prefillDp = 4;
            r.prefillEp = 4;
            r.decodeWorkers = decodeWorkers;
            r.decodeTp = 4;
            r.decodeDp = 1;
            r.decodeEp = 4;
            r.gpus = prefillWorkers > 0 ? 4 * prefillWorkers + 4 * decodeWorkers : 8;
            r.isl = 8192;
            r.osl = 1024;
            r.concurrencyConfigured = 30;
            r.ttftMeanMs = 1000;
            r.tpotMeanMs = 9;
            return r;
        };
        doc.setHistoryRuns({run(1, 1, 5), run(2, 2, 5), run(3, 0, 0)});
        const QVector<core::MeasuredPoint> measured = doc.result().measured;
        QCOMPARE(measured.size(), 3);
        // 30 clients x 1,024 tokens per (1,000 + 1,023 x 9 ms).
        const double expected = 30 * 1024 * 1e3 / (1000 + 1023 * 9);
        for (const core::MeasuredPoint &m : measured) {
            QVERIFY(m.derivedThroughput);
            QVERIFY(qFuzzyCompare(m.throughput, expected));
            QVERIFY2(m.label.contains(QLatin1String("derived")), qPrintable(m.label));
            QCOMPARE(m.sameDeployment, m.runId == 1); // the same pools, listed first
        }
        QCOMPARE(measured.front().runId, qint64(1));
        QVERIFY(qFuzzyCompare(measured.front().throughputPerGpu, expected / 24));
        const auto unstated = std::find_if(measured.begin(), measured.end(),
                                           [](const auto &m) { return m.runId == 3; });
        QVERIFY(std::isnan(unstated->throughputPerGpu));
        QVERIFY2(unstated->label.contains(QLatin1String("worker counts not stated")),
                 qPrintable(unstated->label));
        // A stated throughput is drawn as stated; without concurrency nothing can be derived.
        QVector<core::RunRecord> runs{run(4, 1, 5), run(5, 1, 5)};
        runs[0].outputTokS = 2500.0;
        runs[1].concurrencyConfigured.reset();
        doc.setHistoryRuns(runs);
        QCOMPARE(doc.result().measured.size(), 1);
        QCOMPARE(doc.result().measured.front().throughput, 2500.0);
        QVERIFY(!doc.result().measured.front().derivedThroughput);
    }

    // The derivation against the runs that state both: the bundled reference runs' stated
    // throughput is what their concurrency, TTFT and TPOT imply, a few per cent under it (the
    // benchmark's ramp and the gaps between requests).
    void derivedThroughputAgreesWithStatedThroughput()
    {
        QTemporaryDir dir;
        core::HistoryStore store;
        QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
        QCOMPARE(store.ensureReferenceRuns(), QString());
        const moeplan::Catalog &catalog = core::bundledCatalog();
        std::vector<double> ratios;
        for (core::RunRecord r : store.runs()) {
            if (!r.outputTokS || !(r.concurrencyConfigured || r.concurrencyAchieved) ||
                !(r.ttftMeanMs || r.ttftMedianMs))
                continue;
            const double stated = *r.outputTokS;
            r.outputTokS.reset();
            moeplan::Scenario s;
            s.model = r.model.toStdString();
            s.gpu = r.gpu.toStdString();
            s.engine = "any";
            const QVector<core::MeasuredPoint> points = core::collectMeasured(catalog, s, {r});
            QCOMPARE(points.size(), 1);
            QVERIFY(points.front().derivedThroughput);
            ratios.push_back(points.front().throughput / stated);
        }
        QVERIFY2(ratios.size() >= 15, qPrintable(QString::number(ratios.size())));
        for (double ratio : ratios)
            QVERIFY2(ratio > 1.0 && ratio < 1.15, qPrintable(QString::number(ratio)));
    }

    // A history source is asked for the scenario's model and GPU kind only when those change
    // (never on a drag of batch or GPU count), and again after the history changes.
    void historySourceIsAskedPerModelAndGpu()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setModel(QStringLiteral("kimi-k2.6"));
        doc.setGpuKind(QStringLiteral("b300"));
        QStringList asked;
        int stored = 1;
        doc.setHistorySource([&](const QString &model, const QString &gpu) {
            asked << model + QLatin1Char('/') + gpu;
            QVector<core::RunRecord> out;
            for (int i = 0; i < stored; ++i) {
                core::RunRecord r;
                r.id = i + 1;
                r.model = model;
                r.gpu = gpu;
                r.engine = QStringLiteral("sglang");
                r.gpus = 8;
                r.topology = QStringLiteral("hgx-ib");
                r.ep = 8;
                r.attnDp = 8;
                r.tpotMedianMs = 20.0 + i;
                r.outputTokS = 1000.0;
                out << r;
            }
            return out;
        });
        QCOMPARE(asked, QStringList{QStringLiteral("kimi-k2.6/b300")});
        QCOMPARE(doc.result().measured.size(), 1);

        doc.setBatch(32);
        doc.setGpus(16);
        QCOMPARE(asked.size(), 1); // loads and GPU counts reuse the runs

        doc.setGpuKind(QStringLiteral("h200"));
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.last(), QStringLiteral("kimi-k2.6/h200"));

        stored = 2; // an import
        doc.reloadHistory();
        QCOMPARE(asked.size(), 3);
        QCOMPARE(doc.historyRuns().size(), 2);

        doc.undoStack()->undo(); // back to B300: asked again, the document keeps one set
        QCOMPARE(asked.last(), QStringLiteral("kimi-k2.6/b300"));
    }

    void scenarioFilesRoundTripAndTrackModification()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.moeplan"));
        PlannerDocument doc(core::bundledCatalog());
        QSignalSpy files(&doc, &PlannerDocument::fileStateChanged);
        QVERIFY(!doc.isModified());
        doc.setGpus(72);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.saveFile(path), QString());
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), path);
        QVERIFY(files.count() >= 2);

        PlannerDocument other(core::bundledCatalog());
        QCOMPARE(other.openFile(path), QString());
        QVERIFY(other.scenario() == doc.scenario());
        QVERIFY(!other.isModified());

        // A broken file: one message naming it, and nothing changes.
        const QString bad = dir.filePath(QStringLiteral("bad.moeplan"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"gpus\": \"many\"}");
        f.close();
        const Scenario before = other.scenario();
        const QString error = other.openFile(bad);
        QVERIFY(error.contains(QLatin1String("bad.moeplan")));
        QVERIFY(error.contains(QLatin1String("gpus")));
        QVERIFY(other.scenario() == before);
        QCOMPARE(other.filePath(), path);

        // An unwritable place: the error names the file; the document keeps its own.
        const QString nowhere = dir.filePath(QStringLiteral("missing/dir/x.moeplan"));
        QVERIFY(other.saveFile(nowhere).contains(QLatin1String("x.moeplan")));
        QCOMPARE(other.filePath(), path);
    }

    // Explicit TP, EP, DP-attention and replica sizes: one undo step each, the automatic plan
    // off, the shape kept by later changes, and undo back to the start.
    void explicitPlanSizesAreOneStepEach()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPlan(core::PlanChoice::Best);
        QVERIFY(doc.result().autoPlan);
        doc.setPlan(core::PlanChoice::EP);
        const Scenario start = doc.scenario(); // EP-8 over 8 GPUs
        QCOMPARE(start.ep, 8);
        const int base = doc.undoStack()->count();

        QCOMPARE(doc.setReplicas(2), QString());
        QCOMPARE(doc.scenario().gpus, 16);
        QCOMPARE(doc.scenario().ep, 8);
        QCOMPARE(doc.replicas(), 2);
        QVERIFY(doc.result().ok);
        QCOMPARE(doc.result().eval.replicas, 2);
        QCOMPARE(doc.undoStack()->count(), base + 1);

        QCOMPARE(doc.setTp(2), QString()); // attention TP-2: DP width 8 / 2
        QCOMPARE(doc.scenario().tp, 2);
        QCOMPARE(parallelismFor(doc.scenario()).attnDp, 4);
        QCOMPARE(doc.scenario().gpus, 16);
        QCOMPARE(doc.undoStack()->count(), base + 2);

        QCOMPARE(doc.setAttentionDp(8), QString()); // EP = TP x DP = 16, two replicas
        QCOMPARE(doc.scenario().ep, 16);
        QCOMPARE(doc.scenario().gpus, 32);
        QCOMPARE(doc.undoStack()->count(), base + 3);

        QCOMPARE(doc.setEp(4), QString());
        QCOMPARE(doc.scenario().ep, 4);
        QCOMPARE(doc.scenario().gpus, 8);
        QCOMPARE(doc.replicas(), 2);
        QCOMPARE(doc.undoStack()->count(), base + 4);
        QVERIFY(doc.result().ok);

        // Later changes keep the explicit shape: normalized() re-picks nothing.
        doc.setBatch(32);
        doc.setTopology(Topology::Nvl72);
        QCOMPARE(doc.scenario().ep, 4);
        QCOMPARE(doc.scenario().tp, 2);
        QCOMPARE(doc.replicas(), 2);
        for (int i = 0; i < 6; ++i)
            doc.undoStack()->undo();
        QVERIFY(doc.scenario() == start);
        doc.undoStack()->undo(); // setPlan(EP)
        QVERIFY(doc.result().autoPlan);

        // An explicit size while "Best" is chosen turns it off and stays.
        QCOMPARE(doc.setReplicas(2), QString());
        QVERIFY(!doc.result().autoPlan);
        QCOMPARE(doc.replicas(), 2);
        doc.setBatch(128);
        QCOMPARE(doc.replicas(), 2);
        QVERIFY(!doc.result().autoPlan);
    }

    void replicasOfATpPlanMakeTpReplicas()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPlan(core::PlanChoice::TP);
        QCOMPARE(doc.scenario().tp, 8);
        QCOMPARE(doc.setReplicas(3), QString());
        QCOMPARE(doc.scenario().plan, PlanKind::TPReplicas);
        QCOMPARE(doc.scenario().gpus, 24);
        QCOMPARE(doc.result().eval.replicas, 3);
        QCOMPARE(doc.setTp(4), QString()); // TP replicas keep their count
        QCOMPARE(doc.scenario().gpus, 12);
        QCOMPARE(doc.replicas(), 3);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().plan, PlanKind::TP);
        QCOMPARE(doc.scenario().gpus, 8);
    }

    void invalidPlanSizesAreRefused_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("value");
        QTest::newRow("tp not dividing ep") << "tp" << 3;
        QTest::newRow("tp zero") << "tp" << 0;
        QTest::newRow("tp too wide") << "tp" << 1000;
        QTest::newRow("ep not a multiple of tp") << "ep" << 6;
        QTest::newRow("ep zero") << "ep" << 0;
        QTest::newRow("ep x replicas too many") << "ep" << 512;
        QTest::newRow("dp negative") << "dp" << -2;
        QTest::newRow("dp too wide") << "dp" << 300;
        QTest::newRow("replicas zero") << "replicas" << 0;
        QTest::newRow("replicas too many") << "replicas" << 100;
    }

    void invalidPlanSizesAreRefused()
    {
        QFETCH(QString, what);
        QFETCH(int, value);
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.setTp(4), QString()); // EP-8 with attention TP-4
        QCOMPARE(doc.setReplicas(2), QString());
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        QSignalSpy spy(&doc, &PlannerDocument::resultChanged);
        QString error;
        if (what == QLatin1String("tp"))
            error = doc.setTp(value);
        else if (what == QLatin1String("ep"))
            error = doc.setEp(value);
        else if (what == QLatin1String("dp"))
            error = doc.setAttentionDp(value);
        else
            error = doc.setReplicas(value);
        QVERIFY2(!error.isEmpty(), qPrintable(what));
        QVERIFY2(error.contains(QString::number(value)), qPrintable(error));
        QVERIFY(doc.scenario() == before);
        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(spy.count(), 0);
    }

    void sizesOutsideTheirPlanAreRefused()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setPlan(core::PlanChoice::TP);
        const Scenario tp = doc.scenario();
        QVERIFY(!doc.setEp(8).isEmpty());                     // no expert parallelism in a TP plan
        QVERIFY(!doc.setAttentionDp(2).isEmpty());            // one attention copy per replica
        QCOMPARE(doc.setAttentionDp(1), QString());           // ... which it already has
        QVERIFY(!doc.setPrefillPool(WorkerPlan{}).isEmpty()); // aggregated: no pools
        QVERIFY(!doc.setDecodePool(WorkerPlan{}).isEmpty());
        QVERIFY(doc.scenario() == tp);
    }

    void tpBeyondKvHeadsIsAWarningOnly()
    {
        PlannerDocument doc(core::bundledCatalog());
        doc.setModel(QStringLiteral("qwen3-235b-a22b")); // 4 KV heads
        doc.setPlan(core::PlanChoice::TP);
        QCOMPARE(doc.setTp(8), QString());
        QCOMPARE(doc.scenario().tp, 8);
        QVERIFY(doc.result().ok);
        QVERIFY(doc.result().eval.warnings & WarnTpExceedsKvHeads);
    }

    // Disaggregated serving: seeded from the plan, pools and worker counts as undo steps, the
    // GPU count their sum.
    void disaggregatedPoolsAreUndoable()
    {
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.setReplicas(3), QString()); // 3x EP-8 = 24 GPUs
        const Scenario agg = doc.scenario();
        const int base = doc.undoStack()->count();
        QCOMPARE(doc.setServing(Serving::Disaggregated), QString());
        const Scenario &s = doc.scenario();
        QCOMPARE(s.serving, Serving::Disaggregated);
        QCOMPARE(s.prefill.parallelism, parallelismFor(agg));
        QCOMPARE(s.prefill.workers, 1);
        QCOMPARE(s.decode.parallelism, parallelismFor(agg));
        QCOMPARE(s.decode.workers, 2); // the other replicas decode
        QCOMPARE(s.gpus, 24);          // the same GPUs
        QVERIFY2(doc.result().ok, qPrintable(doc.result().error));
        QCOMPARE(doc.undoStack()->count(), base + 1);
        QVERIFY(!doc.setTp(2).isEmpty()); // the pools set their own sizes
        QVERIFY(!doc.setReplicas(2).isEmpty());

        WorkerPlan decode = s.decode;
        decode.workers = 4;
        decode.batch = 128;
        QCOMPARE(doc.setDecodePool(decode), QString());
        QCOMPARE(doc.scenario().gpus, 8 + 4 * 8);
        QCOMPARE(doc.result().eval.replicas, 4);
        QCOMPARE(doc.undoStack()->count(), base + 2);

        // An EP over the whole worker keeps spanning it when the DP width changes.
        WorkerPlan prefill = doc.scenario().prefill;
        prefill.parallelism.attnDp = 4;
        QCOMPARE(doc.setPrefillPool(prefill), QString());
        QCOMPARE(doc.scenario().prefill.parallelism.moeEp, 4);
        QCOMPARE(doc.scenario().prefill.parallelism.ranks(), 4);
        QCOMPARE(doc.scenario().gpus, 4 + 32);
        QVERIFY(doc.result().ok);
        QCOMPARE(doc.undoStack()->count(), base + 3);

        // The GPU count in disaggregated serving: the decode pool takes what prefill leaves.
        doc.setGpus(68);
        QCOMPARE(doc.scenario().decode.workers, 8);
        QCOMPARE(doc.scenario().gpus, 68);

        // Refused pools change nothing.
        const Scenario before = doc.scenario();
        WorkerPlan bad = before.decode;
        bad.parallelism.moeEp = 3; // does not divide 8 ranks
        QVERIFY(doc.setDecodePool(bad).contains(QLatin1String("3")));
        bad = before.decode;
        bad.workers = 100; // 800 GPUs
        QVERIFY(!doc.setDecodePool(bad).isEmpty());
        bad = before.decode;
        bad.workers = 0;
        QVERIFY(!doc.setDecodePool(bad).isEmpty());
        bad = before.decode;
        bad.batch = -1;
        QVERIFY(!doc.setDecodePool(bad).isEmpty());
        bad = before.prefill;
        bad.parallelism.attnTp = 0;
        QVERIFY(!doc.setPrefillPool(bad).isEmpty());
        QVERIFY(doc.scenario() == before);

        // Back to aggregated: the pools go, the plan stays.
        QCOMPARE(doc.setServing(Serving::Aggregated), QString());
        QCOMPARE(doc.scenario().serving, Serving::Aggregated);
        QVERIFY(doc.scenario().decode == WorkerPlan{});
        QCOMPARE(doc.scenario().plan, PlanKind::EP);
        QVERIFY(doc.result().ok);
        doc.undoStack()->setIndex(base);
        QVERIFY(doc.scenario() == agg);
    }

    void singleReplicaGainsAPrefillWorker()
    {
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.setServing(Serving::Disaggregated), QString());
        QCOMPARE(doc.scenario().prefill.workers, 1);
        QCOMPARE(doc.scenario().decode.workers, 1);
        QCOMPARE(doc.scenario().gpus, 16);
        // Choosing an aggregated plan returns to aggregated serving.
        doc.setPlan(core::PlanChoice::EP);
        QCOMPARE(doc.scenario().serving, Serving::Aggregated);
        QVERIFY(doc.result().ok);

        // EP over 576 GPUs has no room for a prefill worker: refused.
        PlannerDocument wide(core::bundledCatalog());
        wide.setGpus(576);
        QCOMPARE(wide.scenario().ep, 576);
        const Scenario before = wide.scenario();
        QVERIFY(!wide.setServing(Serving::Disaggregated).isEmpty());
        QVERIFY(wide.scenario() == before);
    }

    void planSizesAndPoolsRoundTripThroughTheFile()
    {
        QTemporaryDir dir;
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.setTp(2), QString());
        QCOMPARE(doc.setAttentionDp(8), QString()); // EP-16, TP-2 attention
        QCOMPARE(doc.setReplicas(2), QString());
        const QString aggPath = dir.filePath(QStringLiteral("agg.moeplan"));
        QCOMPARE(doc.saveFile(aggPath), QString());
        PlannerDocument agg(core::bundledCatalog());
        QCOMPARE(agg.openFile(aggPath), QString());
        QVERIFY(agg.scenario() == doc.scenario());
        QCOMPARE(agg.scenario().ep, 16);
        QCOMPARE(agg.scenario().tp, 2);
        QCOMPARE(agg.replicas(), 2);

        QCOMPARE(doc.setServing(Serving::Disaggregated), QString());
        WorkerPlan prefill{{2, 2, 1, 4}, 3, 0}; // TP-2 x DP-2, EP-4
        QCOMPARE(doc.setPrefillPool(prefill), QString());
        WorkerPlan decode{{1, 16, 1, 16}, 2, 96};
        QCOMPARE(doc.setDecodePool(decode), QString());
        QCOMPARE(doc.scenario().gpus, 3 * 4 + 2 * 16);
        const QString path = dir.filePath(QStringLiteral("disagg.moeplan"));
        QCOMPARE(doc.saveFile(path), QString());
        PlannerDocument other(core::bundledCatalog());
        QCOMPARE(other.openFile(path), QString());
        QVERIFY(other.scenario() == doc.scenario());
        QCOMPARE(other.scenario().serving, Serving::Disaggregated);
        QVERIFY(other.scenario().prefill == prefill);
        QVERIFY(other.scenario().decode == decode);
        QVERIFY(other.result().ok);
        QVERIFY(!other.isModified());
    }

    // Disaggregated serving in the planning services: labels, curves, frontier, scaling and
    // the GPU slider describe the pools, not the aggregated plan keys.

    /// P 1x EP-8 (TP-2 attn) + D 2x EP-16 on 8 x B300 + 32 x B300 (HGX+IB).
    static void makeDisaggregated(PlannerDocument &doc)
    {
        QCOMPARE(doc.setServing(Serving::Disaggregated), QString());
        QCOMPARE(doc.setPrefillPool(WorkerPlan{{2, 4, 1, 8}, 1, 0}), QString());
        QCOMPARE(doc.setDecodePool(WorkerPlan{{1, 16, 1, 16}, 2, 0}), QString());
        QCOMPARE(doc.scenario().gpus, 8 + 2 * 16);
        QVERIFY2(doc.result().ok, qPrintable(doc.result().error));
    }

    void labelsNameThePools()
    {
        PlannerDocument doc(core::bundledCatalog());
        // Aggregated labels are the plan keys, as before.
        QCOMPARE(core::scenarioLabel(doc.catalog(), doc.scenario()),
                 QStringLiteral("B300 HGX+IB, EP-8"));
        QCOMPARE(doc.setTp(2), QString());
        QCOMPARE(core::planLabel(doc.scenario()), QStringLiteral("EP-8 (TP-2 attn)"));
        QCOMPARE(doc.setReplicas(2), QString());
        QCOMPARE(core::planLabel(doc.scenario()), QStringLiteral("EP-8 (TP-2 attn)"));
        doc.setPlan(core::PlanChoice::TPReplicas);
        QCOMPARE(core::planLabel(doc.scenario()), QStringLiteral("2x TP-8"));
        doc.setPlan(core::PlanChoice::TP);
        QCOMPARE(core::planLabel(doc.scenario()), QStringLiteral("TP-16"));

        PlannerDocument dis(core::bundledCatalog());
        dis.setPinned(true); // the aggregated default, pinned
        makeDisaggregated(dis);
        const QString pools = QStringLiteral("P 1x EP-8 (TP-2 attn) + D 2x EP-16");
        QCOMPARE(core::planLabel(dis.scenario()), pools);
        QCOMPARE(core::scenarioLabel(dis.catalog(), dis.scenario()),
                 QStringLiteral("B300 HGX+IB, ") + pools);
        QCOMPARE(dis.result().current.label, QStringLiteral("B300 HGX+IB, ") + pools);
        QCOMPARE(dis.result().other.label, QStringLiteral("GB300 NVL72, ") + pools);
        QCOMPARE(dis.result().pinned->label, QStringLiteral("B300 HGX+IB, EP-8"));
        // The other shapes: MoE TP beside EP, and pure TP workers.
        QCOMPARE(core::parallelismLabel({2, 2, 2, 2}), QStringLiteral("TP-2 DP-2 EP-2"));
        QCOMPARE(core::parallelismLabel({8, 1, 8, 1}), QStringLiteral("TP-8"));
    }

    void disaggregatedCurveSweepsTheDecodeBatch()
    {
        PlannerDocument doc(core::bundledCatalog());
        makeDisaggregated(doc);
        const Scenario s = doc.scenario();
        const core::Curve curve = doc.result().current; // a copy: the result changes below
        QVERIFY(curve.error.isEmpty());
        QVERIFY(curve.points.size() > 50);
        QCOMPARE(curve.points.front().batch, 1);
        QCOMPARE(curve.points.back().batch, 4096);
        const core::ParamsChoice &params = doc.result().params;
        for (qsizetype i : {qsizetype(0), curve.points.size() / 2, curve.points.size() - 1}) {
            // Each point is the scenario with that batch per decode worker; the pools stay.
            const core::CurvePoint &p = curve.points.at(i);
            Scenario at = s;
            at.decode.batch = p.batch;
            auto e = evaluate(doc.catalog(), at, params.params);
            QVERIFY(e);
            Evaluation ev = e.value();
            params.apply(ev);
            QCOMPARE(ev.replicas, 2);
            QCOMPARE(ev.gpusUsed, 40);
            QCOMPARE(ev.concurrency, 2.0 * p.batch);
            QCOMPARE(p.throughput, ev.throughputTokensPerSecond);
            QCOMPARE(p.throughputPerGpu, ev.throughputPerGpu);
            QCOMPARE(p.tpotMs, ev.tpotMs);
        }
        // A decode batch of its own: the curve is the same sweep (it overrides the batch).
        WorkerPlan decode = s.decode;
        decode.batch = 96;
        QCOMPARE(doc.setDecodePool(decode), QString());
        const core::Curve &again = doc.result().current;
        QCOMPARE(again.points.size(), curve.points.size());
        for (qsizetype i = 0; i < curve.points.size(); ++i)
            QCOMPARE(again.points.at(i).throughput, curve.points.at(i).throughput);
        QCOMPARE(doc.result().eval.concurrency, 2.0 * 96);
    }

    void disaggregatedFrontierNamesItsPlans()
    {
        PlannerDocument doc(core::bundledCatalog());
        // Aggregated: the plans are named by their keys alone.
        for (const QString &plan : doc.result().frontier.plans)
            QVERIFY2(!plan.contains(QLatin1String("aggregated")), qPrintable(plan));

        makeDisaggregated(doc);
        const core::Curve &front = doc.result().frontier;
        QVERIFY2(front.plans.size() >= 2, qPrintable(front.plans.join(QLatin1Char(','))));
        // The scenario's own pools first, then the aggregated plans on the same 40 GPUs, each
        // said to be aggregated.
        QCOMPARE(front.plans.front(), core::planLabel(doc.scenario()));
        for (qsizetype i = 1; i < front.plans.size(); ++i)
            QVERIFY2(front.plans.at(i).endsWith(QLatin1String(" aggregated")),
                     qPrintable(front.plans.at(i)));
        QVERIFY(front.plans.contains(QStringLiteral("EP-40 aggregated")));
        QVERIFY(!front.points.isEmpty());
        for (const core::CurvePoint &p : front.points)
            QVERIFY(p.plan >= 0 && p.plan < front.plans.size());

        const QVector<Scenario> plans = core::candidatePlans(doc.catalog(), doc.scenario());
        QVERIFY(plans.front() == doc.scenario());
        for (qsizetype i = 1; i < plans.size(); ++i) {
            QCOMPARE(plans.at(i).serving, Serving::Aggregated);
            QCOMPARE(plans.at(i).gpus, 40);
            QVERIFY(plans.at(i).decode == WorkerPlan{});
        }
        // The best plan is one of them: the pools, or an aggregated plan.
        const Scenario best = core::bestPlan(doc.catalog(), doc.scenario(), &doc.profiles());
        QVERIFY(std::find(plans.begin(), plans.end(), best) != plans.end());
    }

    void disaggregatedScalingGrowsTheDecodePool()
    {
        PlannerDocument doc(core::bundledCatalog());
        makeDisaggregated(doc);
        const core::Scaling &sc = doc.result().scaling;
        QVERIFY(sc.current.error.isEmpty());
        QCOMPARE(sc.current.label, QStringLiteral("B300 HGX+IB, D Nx EP-16"));
        QVERIFY(sc.current.points.size() >= 10);
        double lastThroughput = 0, speed = 0;
        bool own = false;
        for (const core::ScalingPoint &p : sc.current.points) {
            // Every point is the prefill pool plus whole decode workers.
            QVERIFY2(p.gpus > 8 && (p.gpus - 8) % 16 == 0, qPrintable(QString::number(p.gpus)));
            QVERIFY2(p.ok, qPrintable(QString::number(p.gpus)));
            own = own || p.gpus == 40;
            // More decode workers: more throughput, the same speed for one user.
            QVERIFY2(p.throughput > lastThroughput, qPrintable(QString::number(p.gpus)));
            lastThroughput = p.throughput;
            if (speed == 0)
                speed = p.singleUserTokS;
            QVERIFY(std::abs(p.singleUserTokS / speed - 1) < 1e-9);
        }
        QVERIFY(own);
        QCOMPARE(sc.current.points.front().gpus, 24);         // one decode worker
        QCOMPARE(sc.current.points.back().gpus, 8 + 35 * 16); // 584 is out of range
        // The scenario's own point matches its evaluation.
        for (const core::ScalingPoint &p : sc.current.points)
            if (p.gpus == 40)
                QCOMPARE(p.throughput, doc.result().eval.throughputTokensPerSecond);
        // The other topology has the same pools at the same counts.
        QCOMPARE(sc.other.points.size(), sc.current.points.size());
        QVERIFY(sc.overheadWallTokS > speed); // the wall at one user per decode worker
    }

    void gpuSliderKeepsReplicas()
    {
        PlannerDocument doc(core::bundledCatalog());
        QCOMPARE(doc.setReplicas(3), QString()); // 3x EP-8
        const QVector<int> counts = doc.gpuCountChoices();
        QCOMPARE(counts.size(), 576 / 8); // every whole number of replicas
        for (int g : counts)
            QVERIFY2(g % 8 == 0, qPrintable(QString::number(g)));
        const int steps = doc.undoStack()->count();
        doc.setGpus(40);
        QCOMPARE(doc.scenario().gpus, 40);
        QCOMPARE(doc.scenario().ep, 8);
        QCOMPARE(doc.replicas(), 5);
        QCOMPARE(doc.result().eval.replicas, 5);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The scaling view moves the same way: copies of EP-8.
        QCOMPARE(doc.result().scaling.current.label, QStringLiteral("B300 HGX+IB, EP-8 replicas"));
        for (const core::ScalingPoint &p : doc.result().scaling.current.points)
            QVERIFY2(p.ok, qPrintable(QString::number(p.gpus)));

        // An explicit TP x EP replica keeps TP, EP and the DP width; a count between whole
        // replicas goes to the nearest.
        PlannerDocument wide(core::bundledCatalog());
        QCOMPARE(wide.setTp(2), QString());
        QCOMPARE(wide.setAttentionDp(8), QString()); // EP-16, TP-2 attention
        QCOMPARE(wide.setReplicas(2), QString());
        wide.setGpus(64);
        QCOMPARE(wide.scenario().ep, 16);
        QCOMPARE(wide.scenario().tp, 2);
        QCOMPARE(wide.replicas(), 4);
        wide.setGpus(50);
        QCOMPARE(wide.scenario().gpus, 48);
        QCOMPARE(wide.replicas(), 3);
        for (int g : wide.gpuCountChoices())
            QVERIFY2(g % 16 == 0, qPrintable(QString::number(g)));
        Scenario four = wide.scenario();
        four.gpus = 64;
        QVERIFY(core::withGpuCount(wide.scenario(), 64) == four); // only the count changes

        // Down to one replica, the slider widens the plan again.
        doc.setGpus(8);
        QCOMPARE(doc.replicas(), 1);
        doc.setGpus(16);
        QCOMPARE(doc.scenario().ep, 16);
        QCOMPARE(doc.replicas(), 1);
    }

    void gpuSliderMovesTheDecodePool()
    {
        PlannerDocument doc(core::bundledCatalog());
        makeDisaggregated(doc);
        const Scenario start = doc.scenario();
        // The offered counts: the prefill pool's 8 GPUs plus whole EP-16 decode workers.
        const QVector<int> counts = doc.gpuCountChoices();
        QCOMPARE(counts.front(), 24);
        QCOMPARE(counts.back(), 8 + 35 * 16);
        for (int g : counts)
            QVERIFY2((g - 8) % 16 == 0, qPrintable(QString::number(g)));
        doc.setGpus(72);
        QCOMPARE(doc.scenario().decode.workers, 4);
        QVERIFY(doc.scenario().prefill == start.prefill);
        QVERIFY(doc.scenario().decode.parallelism == start.decode.parallelism);
        QCOMPARE(doc.scenario().gpus, 72);
        QCOMPARE(doc.result().eval.replicas, 4);
        // One rule: the document's GPU count is withGpuCount()'s.
        QVERIFY(doc.scenario() == core::withGpuCount(start, 72));
        doc.setGpus(60); // 52 GPUs left: 3 decode workers are nearest
        QCOMPARE(doc.scenario().gpus, 56);
        QCOMPARE(doc.scenario().decode.workers, 3);
        doc.setGpus(1); // at least one decode worker
        QCOMPARE(doc.scenario().gpus, 24);
        doc.setGpus(10000); // beyond the planner's range: nothing changes
        QCOMPARE(doc.scenario().gpus, 24);
    }
};

QTEST_GUILESS_MAIN(TestPlannerDocument)
#include "tst_plannerdocument.moc"
