// core::HistoryController (issue 17, item 1): the history's changes are undo steps on its own
// stack, never the scenario's: a notes edit, an import and a delete are each one step, they do
// not mark the scenario modified, opening another scenario keeps them, and a step the store
// refuses later is reported through failed() and leaves the stack.

#include "catalogloader.h"
#include "historycontroller.h"
#include "historystore.h"
#include "plannerdocument.h"
#include "scenarioio.h"
#include "testruns.h"
#include "testsql.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoGroup>
#include <QUndoStack>
#include <QtTest>

using namespace moeplan::core;

namespace {

RunRecord makeRun(int i)
{
    RunRecord r;
    r.measuredAt = QStringLiteral("2026-01-02T03:04:05Z");
    r.model = QStringLiteral("deepseek-r1");
    r.precision = QStringLiteral("fp8");
    r.engine = QStringLiteral("sglang");
    r.gpu = QStringLiteral("h200");
    r.gpus = 8;
    r.topology = QStringLiteral("hgx-ib");
    r.nodes = 1;
    r.tp = 8;
    r.concurrencyConfigured = 16.0 * (i + 1);
    r.isl = 1024;
    r.osl = 1024;
    r.tpotMeanMs = 20.0 + i;
    r.ttftMeanMs = 300.0 + i;
    r.outputTokS = 4000.0 / (i + 1);
    return r;
}

SourceInfo makeSource(const QString &name)
{
    return testutil::sourceNamed(name);
}

} // namespace

class TestHistoryController final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void notesEditIsOneStep();
    void importIsOneStep();
    void deleteAndUndo();
    void scenarioStackIsUntouched();
    void undoSurvivesOpeningAScenario();
    void groupFollowsTheActiveStack();
    void refusedUndoIsReportedAndDropped();
    void refusedChangePushesNothing();

private:
    QVector<qint64> importThree();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<HistoryStore> m_store;
    std::unique_ptr<HistoryController> m_history;
};

void TestHistoryController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<HistoryStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("h.sqlite"))), QString());
    m_history = std::make_unique<HistoryController>(m_store.get());
}

void TestHistoryController::cleanup()
{
    m_history.reset();
    m_store.reset();
    m_dir.reset();
}

QVector<qint64> TestHistoryController::importThree()
{
    const ImportOutcome o = m_store->importRuns(makeSource(QStringLiteral("three.json")),
                                                {makeRun(0), makeRun(1), makeRun(2)});
    m_history->recordImport(o.runIds);
    return o.runIds;
}

void TestHistoryController::notesEditIsOneStep()
{
    const QVector<qint64> ids = importThree();
    QSignalSpy notes(m_history.get(), &HistoryController::notesChanged);
    QVERIFY(m_history->setNotes(ids.at(1), QStringLiteral("new firmware")));
    QCOMPARE(m_store->runById(ids.at(1))->notes, QStringLiteral("new firmware"));
    QUndoStack *undo = m_history->undoStack();
    QCOMPARE(undo->count(), 2);
    QCOMPARE(undo->undoText(), QStringLiteral("Edit the notes of run %1").arg(ids.at(1)));
    QCOMPARE(notes.count(), 1);
    // The same text again is no step.
    QVERIFY(m_history->setNotes(ids.at(1), QStringLiteral("new firmware")));
    QCOMPARE(undo->count(), 2);

    undo->undo();
    QCOMPARE(m_store->runById(ids.at(1))->notes, QString());
    QCOMPARE(notes.count(), 2);
    QCOMPARE(notes.last().at(0).toLongLong(), ids.at(1));
    undo->redo();
    QCOMPARE(m_store->runById(ids.at(1))->notes, QStringLiteral("new firmware"));
}

void TestHistoryController::importIsOneStep()
{
    QSignalSpy changed(m_history.get(), &HistoryController::runsChanged);
    const QVector<qint64> ids = importThree();
    QUndoStack *undo = m_history->undoStack();
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Import 3 run(s)"));
    QCOMPARE(changed.count(), 0); // the import itself was reported by whoever ran it

    undo->undo();
    QCOMPARE(m_store->count(), 0);
    QCOMPARE(changed.count(), 1);
    QSignalSpy restored(m_history.get(), &HistoryController::runsRestored);
    undo->redo();
    QCOMPARE(m_store->count(), 3);
    QCOMPARE(restored.count(), 1);
    QCOMPARE(restored.first().at(0).value<QVector<qint64>>(), ids);
    // An empty import is no step.
    m_history->recordImport({});
    QCOMPARE(undo->count(), 1);
}

void TestHistoryController::deleteAndUndo()
{
    const QVector<qint64> ids = importThree();
    const QVector<RunRecord> before = m_store->runs();
    QVERIFY(m_history->deleteRuns({ids.at(0), ids.at(2)}));
    QCOMPARE(m_store->count(), 1);
    QCOMPARE(m_history->undoStack()->undoText(), QStringLiteral("Delete 2 run(s)"));
    m_history->undoStack()->undo();
    const QVector<RunRecord> after = m_store->runs();
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < after.size(); ++i) {
        QCOMPARE(after.at(i).id, before.at(i).id);
        QCOMPARE(after.at(i).runKey(), before.at(i).runKey());
    }
    m_history->undoStack()->redo();
    QCOMPARE(m_store->count(), 1);
}

void TestHistoryController::scenarioStackIsUntouched()
{
    // A history change does not make the scenario modified (closing would ask to save it).
    PlannerDocument doc(bundledCatalog());
    QVERIFY(!doc.isModified());
    const QVector<qint64> ids = importThree();
    QVERIFY(m_history->setNotes(ids.at(0), QStringLiteral("x")));
    QVERIFY(m_history->deleteRuns({ids.at(1)}));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestHistoryController::undoSurvivesOpeningAScenario()
{
    PlannerDocument doc(bundledCatalog());
    const QVector<qint64> ids = importThree();
    QVERIFY(m_history->deleteRuns(ids));
    QCOMPARE(m_store->count(), 0);

    // Opening a scenario resets the scenario's stack, not the history's.
    const QString path = m_dir->filePath(QStringLiteral("s.moeplan"));
    QCOMPARE(writeScenarioFile(path, doc.scenario()), QString());
    QCOMPARE(doc.openFile(path), QString());
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(m_history->undoStack()->count(), 2);
    m_history->undoStack()->undo();
    QCOMPARE(m_store->count(), 3);
}

void TestHistoryController::groupFollowsTheActiveStack()
{
    // Edit > Undo is the group's action: it undoes on the active stack only.
    PlannerDocument doc(bundledCatalog());
    QUndoGroup group;
    group.addStack(doc.undoStack());
    group.addStack(m_history->undoStack());
    const QVector<qint64> ids = importThree();
    doc.setGpus(doc.scenario().gpus * 2);
    QCOMPARE(doc.undoStack()->count(), 1);

    group.setActiveStack(m_history->undoStack());
    QVERIFY(group.canUndo());
    QCOMPARE(group.undoText(), QStringLiteral("Import 3 run(s)"));
    group.undo();
    QCOMPARE(m_store->count(), 0);
    QCOMPARE(doc.undoStack()->index(), 1); // the scenario's step is still done

    group.setActiveStack(doc.undoStack());
    group.undo();
    QCOMPARE(doc.undoStack()->index(), 0);
    QCOMPARE(m_history->undoStack()->index(), 0);
    Q_UNUSED(ids);
}

void TestHistoryController::refusedUndoIsReportedAndDropped()
{
    const QVector<qint64> ids = importThree();
    QVERIFY(m_history->setNotes(ids.at(0), QStringLiteral("kept")));
    // Another writer deletes the run behind the window's back: undoing the notes edit cannot
    // work, says why, and the step goes instead of staying as a step that does nothing.
    testutil::execOn(m_store->path(),
                     {QStringLiteral("DELETE FROM runs WHERE id = %1").arg(ids.at(0))});
    QSignalSpy failed(m_history.get(), &HistoryController::failed);
    QUndoStack *undo = m_history->undoStack();
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(failed.count(), 1);
    const QString message = failed.first().at(0).toString();
    QVERIFY2(message.contains(QString::number(ids.at(0))), qPrintable(message));
    QVERIFY(!m_history->lastError().isEmpty());
    QCOMPARE(undo->count(), 1); // only the import is left
    QCOMPARE(undo->undoText(), QStringLiteral("Import 3 run(s)"));
}

void TestHistoryController::refusedChangePushesNothing()
{
    QSignalSpy failed(m_history.get(), &HistoryController::failed);
    QVERIFY(!m_history->setNotes(12345, QStringLiteral("x")));
    QVERIFY(!m_history->deleteRuns({12345}));
    QCOMPARE(failed.count(), 2);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("12345")),
             qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(m_history->undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestHistoryController)
#include "tst_historycontroller.moc"
