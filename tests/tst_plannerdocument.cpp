// The planner document: one result per effective change, undo of every change, a drag as one
// undo step, topology switches that keep the silicon.

#include "catalogloader.h"
#include "plannerdocument.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace moeplan;
using core::PlannerDocument;

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

        core::Profile p;
        p.gpu = QStringLiteral("b300");
        p.engine = QStringLiteral("any");
        p.provenance = Provenance::Calibrated;
        p.params = CalibrationParams::datasheet();
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
};

QTEST_GUILESS_MAIN(TestPlannerDocument)
#include "tst_plannerdocument.moc"
