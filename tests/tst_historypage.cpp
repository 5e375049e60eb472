// The History page, offscreen: an import with a deployment lands in the store and the table;
// a bad file is reported inline, naming it, and changes nothing; delete and its undo restore
// the same runs; a notes edit and its undo; historyChanged once per effective change; the Model
// tab sets a run beside the model and its deployment's other loads. Every
// file is written by the test.

#include "catalogloader.h"
#include "deploymentdialog.h"
#include "diagnosisview.h"
#include "historycontroller.h"
#include "historypage.h"
#include "historystore.h"
#include "importers.h"
#include "importpreviewdialog.h"
#include "importsummarydialog.h"
#include "plannerdocument.h"
#include "runcheckjob.h"
#include "rundetailspane.h"
#include "runfilterbar.h"
#include "runstablemodel.h"
#include "testutil.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFont>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace moeplan;
using testutil::writeFile;

namespace {

/// A vLLM `vllm bench serve --save-result` object with this mean TTFT, at this concurrency.
QByteArray vllmRun(double ttftMs, int concurrency = 64)
{
    const QJsonObject o{{"date", "20260102-030405"},
                        {"backend", "vllm"},
                        {"model_id", "deepseek-ai/DeepSeek-R1"},
                        {"num_prompts", 100},
                        {"request_rate", "inf"},
                        {"max_concurrency", concurrency},
                        {"duration", 50.0},
                        {"completed", 100},
                        {"failed", 0},
                        {"total_input_tokens", 102400},
                        {"total_output_tokens", 102400},
                        {"request_throughput", 2.0},
                        {"output_throughput", 2048.0},
                        {"total_token_throughput", 4096.0},
                        {"mean_ttft_ms", ttftMs},
                        {"median_ttft_ms", 190.0},
                        {"p99_ttft_ms", 400.0},
                        {"mean_tpot_ms", 30.0},
                        {"median_tpot_ms", 29.0},
                        {"p99_tpot_ms", 40.0},
                        {"mean_itl_ms", 30.5},
                        {"mean_e2el_ms", 31000.0}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject b200Ep8()
{
    return QJsonObject{{"gpu", "b200"}, {"plan", "ep"}, {"ep", 8}};
}

/// Clicks `button` of the next modal message box and records its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        *text = box->text();
        box->button(button)->click();
    });
}

} // namespace

class TestHistoryPage final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void importsWithDeployment();
    void rejectsBadFileAndChangesNothing();
    void reportsMissingDeployment();
    void deleteAndUndoRestoreSameRuns();
    void importIsOneUndoStep();
    void notesEditAndUndo();
    void showRunClearsHidingFilters();
    void deploymentDialogGivesImportableDeployment();
    void previewListsAFolderBeforeImporting();
    void previewChecksTheRunsAgainstTheHistory();
    void previewListsOnlyTheRunsThatDisagreeOfAManyRunFile();
    void previewChecksTheRunsOfAHistoryDatabase();
    void summaryShowsNotesAndDuplicates();
    void everyColumnFitsAt1400x900();
    void telemetryShowsTheFourReadings();
    void telemetryOnARunThereBeforeIsUndone();
    void modelTabSetsARunBesideItsOtherLoads();
    void underdeterminedRunShowsTheLeastGpusItUsed();
    void disagreeingOnlyFindsTheRunsThatDisagree();
    void tableMarksTheCellsThatDisagree();
    void countsAreInTheLocale();

private:
    /// Imports `paths` with the B200 EP-8 deployment and waits for the end.
    bool importAndWait(const QStringList &paths, const QJsonObject &deployment = b200Ep8());
    /// Imports one vLLM deployment measured at 8, 16, 32 and 64 clients, the last with a TTFT
    /// 300x the others'; the runs' row ids by client count (empty when the import failed).
    QMap<int, qint64> importLoadsWithAnOutlier();
    /// Imports one vLLM deployment measured at 8, 16 and 32 clients with steady TTFTs; the
    /// files (empty when the import failed).
    QStringList importSteadyLoads();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<core::HistoryStore> m_store;
    std::unique_ptr<core::HistoryController> m_history;
    std::unique_ptr<core::PlannerDocument> m_doc;
    std::unique_ptr<widgets::HistoryPage> m_page;
};

void TestHistoryPage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<core::HistoryStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("history.sqlite"))), QString());
    m_doc = std::make_unique<core::PlannerDocument>(core::bundledCatalog());
    m_history = std::make_unique<core::HistoryController>(m_store.get());
    m_page = std::make_unique<widgets::HistoryPage>(m_doc.get(), m_history.get());
    m_page->setSummaryDialogEnabled(false);
    m_page->resize(1200, 700);
    m_page->show();
}

void TestHistoryPage::cleanup()
{
    m_page.reset();
    m_doc.reset();
    m_history.reset();
    m_store.reset();
    m_dir.reset();
}

bool TestHistoryPage::importAndWait(const QStringList &paths, const QJsonObject &deployment)
{
    QSignalSpy finished(m_page.get(), &widgets::HistoryPage::importFinished);
    m_page->importFiles(paths, deployment);
    return finished.wait(30000) && !m_page->isImporting();
}

QStringList TestHistoryPage::importSteadyLoads()
{
    QStringList files;
    for (const auto &[concurrency, ttft] :
         QList<std::pair<int, double>>{{8, 190.0}, {16, 200.0}, {32, 220.0}})
        files << writeFile(*m_dir, QStringLiteral("c%1.json").arg(concurrency),
                           vllmRun(ttft, concurrency));
    return importAndWait(files, b200Ep8()) ? files : QStringList();
}

QMap<int, qint64> TestHistoryPage::importLoadsWithAnOutlier()
{
    const QList<std::pair<int, double>> loads{{8, 190.0}, {16, 200.0}, {32, 220.0}, {64, 60000.0}};
    QStringList files;
    for (const auto &[concurrency, ttft] : loads)
        files << writeFile(*m_dir, QStringLiteral("c%1.json").arg(concurrency),
                           vllmRun(ttft, concurrency));
    QMap<int, qint64> ids;
    if (!importAndWait(files))
        return ids;
    for (const core::RunRecord &r : m_store->runs())
        ids.insert(int(r.concurrencyConfigured.value_or(0)), r.id);
    return ids;
}

void TestHistoryPage::importsWithDeployment()
{
    const QString path = writeFile(*m_dir, QStringLiteral("r1.json"), vllmRun(200.0));
    QSignalSpy changed(m_page.get(), &widgets::HistoryPage::historyChanged);
    QVERIFY(importAndWait({path}));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_page->message(), QString());
    const QVector<core::FileImportResult> summary = m_page->lastImportSummary();
    QCOMPARE(summary.size(), 1);
    QCOMPARE(summary.at(0).imported, 1);
    QCOMPARE(summary.at(0).error, QString());
    QCOMPARE(m_store->count(), 1);
    const core::RunRecord stored = m_store->runs().constFirst();
    QCOMPARE(stored.gpu, QStringLiteral("b200"));
    QCOMPARE(stored.ep, 8);

    core::RunsTableModel *model = m_page->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->data(model->index(0, core::RunsTableModel::SourceFile)).toString(),
             QStringLiteral("r1.json"));
    QCOMPARE(model->data(model->index(0, core::RunsTableModel::Model)).toString(),
             QStringLiteral("deepseek-r1"));

    // The same file again: duplicates only, no change, no signal.
    QVERIFY(importAndWait({path}));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_page->lastImportSummary().at(0).duplicates, 1);
    QCOMPARE(m_store->count(), 1);
}

void TestHistoryPage::rejectsBadFileAndChangesNothing()
{
    const QString good = writeFile(*m_dir, QStringLiteral("good.json"), vllmRun(200.0));
    QVERIFY(importAndWait({good}));
    const QVector<core::RunRecord> before = m_store->runs();
    QSignalSpy changed(m_page.get(), &widgets::HistoryPage::historyChanged);

    const QString bad = writeFile(*m_dir, QStringLiteral("broken.json"), "{\"mean_ttft_ms\": ");
    const QString negative = writeFile(*m_dir, QStringLiteral("negative.json"), vllmRun(-5.0));
    QVERIFY(importAndWait({bad, negative}));
    QCOMPARE(changed.count(), 0);
    QVERIFY2(m_page->message().contains(bad), qPrintable(m_page->message()));
    QVERIFY2(m_page->message().contains(negative), qPrintable(m_page->message()));
    const QVector<core::FileImportResult> summary = m_page->lastImportSummary();
    QCOMPARE(summary.size(), 2);
    QVERIFY(!summary.at(0).ok());
    QVERIFY(!summary.at(1).ok());
    QVERIFY(!summary.at(0).needsDeployment());
    QCOMPARE(m_store->count(), before.size());
    QCOMPARE(m_page->model()->totalCount(), before.size());
}

void TestHistoryPage::reportsMissingDeployment()
{
    m_page->hide(); // a page in a hidden tab imports alike
    const QString path = writeFile(*m_dir, QStringLiteral("nodeploy.json"), vllmRun(200.0));
    QVERIFY(importAndWait({path}, QJsonObject()));
    const QVector<core::FileImportResult> summary = m_page->lastImportSummary();
    QCOMPARE(summary.size(), 1);
    QVERIFY(summary.at(0).needsDeployment());
    QVERIFY(m_page->message().contains(path));
    QCOMPARE(m_store->count(), 0);
    // With the deployment it goes in.
    QVERIFY(importAndWait({path}));
    QCOMPARE(m_store->count(), 1);
}

void TestHistoryPage::deleteAndUndoRestoreSameRuns()
{
    QStringList paths;
    for (int i = 0; i < 3; ++i)
        paths << writeFile(*m_dir, QStringLiteral("run%1.json").arg(i), vllmRun(100.0 + i));
    QVERIFY(importAndWait(paths));
    const QVector<core::RunRecord> before = m_store->runs();
    QCOMPARE(before.size(), 3);
    QSignalSpy changed(m_page.get(), &widgets::HistoryPage::historyChanged);

    auto *view = m_page->findChild<QTableView *>(QStringLiteral("runsView"));
    QVERIFY(view);
    view->selectAll();
    QCOMPARE(m_page->selectedRunIds().size(), 3);
    // Declining the confirmation deletes nothing.
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    m_page->deleteAction()->trigger();
    QVERIFY2(question.contains(QLatin1String("Delete 3 run")), qPrintable(question));
    QCOMPARE(m_store->count(), 3);
    QCOMPARE(changed.count(), 0);

    answerNextMessageBox(QMessageBox::Yes, &question);
    m_page->findChild<QPushButton *>(QStringLiteral("deleteButton"))->click();
    QCOMPARE(m_store->count(), 0);
    QCOMPARE(m_page->model()->totalCount(), 0);
    QCOMPARE(changed.count(), 1);

    auto sameRuns = [&](const QVector<core::RunRecord> &after, bool sameIds) {
        QCOMPARE(after.size(), before.size());
        for (int i = 0; i < before.size(); ++i) {
            if (sameIds)
                QCOMPARE(after.at(i).id, before.at(i).id);
            QCOMPARE(after.at(i).runKey(), before.at(i).runKey());
            QCOMPARE(after.at(i).sourceFile, before.at(i).sourceFile);
        }
    };
    QUndoStack *undo = m_history->undoStack();
    undo->undo();
    QCOMPARE(changed.count(), 2);
    sameRuns(m_store->runs(), true);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(m_page->model()->totalCount(), 3);

    undo->redo();
    QCOMPARE(changed.count(), 3);
    QCOMPARE(m_store->count(), 0);

    // Deleted sources are gone too: another writer (moeplan-cli import on the same file) can
    // import a file, which takes the freed row ids as SQLite reuses them, and undo still brings
    // the three runs back, under new ids.
    {
        core::HistoryStore other;
        QCOMPARE(other.open(m_store->path()), QString());
        const core::FileImportResult r = core::importInput(
            other, writeFile(*m_dir, QStringLiteral("other.json"), vllmRun(300.0)), b200Ep8());
        QCOMPARE(r.imported, 1);
    }
    QCOMPARE(changed.count(), 3);
    undo->undo();
    QCOMPARE(changed.count(), 4);
    QCOMPARE(m_page->message(), QString());
    QVector<core::RunRecord> after = m_store->runs();
    after.removeIf([](const core::RunRecord &r) { return r.sourceFile == "other.json"; });
    sameRuns(after, false);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(m_page->model()->totalCount(), 4);

    // Redo, then the deleted file itself can be imported again.
    undo->redo();
    QCOMPARE(m_store->count(), 1);
    QCOMPARE(m_store->runs().constFirst().sourceFile, QStringLiteral("other.json"));
    QVERIFY(importAndWait({paths.at(0)}));
    QCOMPARE(m_page->lastImportSummary().at(0).imported, 1);
}

// One import, of result files and of another history database, is one undo step: undo takes
// its runs (and the sources they leave empty) out, so the same files import again; redo brings
// the same runs back.
void TestHistoryPage::importIsOneUndoStep()
{
    const QString nodeDb = m_dir->filePath(QStringLiteral("node.sqlite"));
    {
        core::HistoryStore node;
        QCOMPARE(node.open(nodeDb), QString());
        QCOMPARE(core::importInput(
                     node, writeFile(*m_dir, QStringLiteral("n1.json"), vllmRun(120.0)), b200Ep8())
                     .imported,
                 1);
    }
    const QStringList paths{writeFile(*m_dir, QStringLiteral("a.json"), vllmRun(100.0)),
                            writeFile(*m_dir, QStringLiteral("b.json"), vllmRun(110.0)), nodeDb};
    QSignalSpy changed(m_page.get(), &widgets::HistoryPage::historyChanged);
    QVERIFY(importAndWait(paths));
    const int bundled = int(m_store->count()) - 3; // a new history may hold reference runs
    QVERIFY(bundled >= 0);
    const QVector<core::RunRecord> imported = m_store->runs();
    QUndoStack *undo = m_history->undoStack();
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Import 3 run(s)"));
    QCOMPARE(changed.count(), 1);

    undo->undo();
    QCOMPARE(m_store->count(), bundled);
    QCOMPARE(m_page->model()->totalCount(), bundled);
    QCOMPARE(changed.count(), 2);

    undo->redo();
    QCOMPARE(changed.count(), 3);
    const QVector<core::RunRecord> back = m_store->runs();
    QCOMPARE(back.size(), imported.size());
    for (int i = 0; i < back.size(); ++i) {
        QCOMPARE(back.at(i).id, imported.at(i).id);
        QCOMPARE(back.at(i).runKey(), imported.at(i).runKey());
        QCOMPARE(back.at(i).sourceFile, imported.at(i).sourceFile);
    }

    // Undone, the files are new again to the history.
    undo->undo();
    QVERIFY(importAndWait(paths));
    int again = 0;
    for (const core::FileImportResult &r : m_page->lastImportSummary())
        again += r.imported;
    QCOMPARE(again, 3);
}

void TestHistoryPage::notesEditAndUndo()
{
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("n.json"), vllmRun(200.0))}));
    const qint64 id = m_store->runs().constFirst().id;
    QSignalSpy changed(m_page.get(), &widgets::HistoryPage::historyChanged);
    m_page->showRun(id);
    QCOMPARE(m_page->selectedRunIds(), QVector<qint64>{id});
    auto *notes = m_page->findChild<QPlainTextEdit *>(QStringLiteral("notesEdit"));
    auto *save = m_page->findChild<QPushButton *>(QStringLiteral("saveNotesButton"));
    QVERIFY(notes && save);
    QVERIFY(!save->isEnabled());
    notes->setPlainText(QStringLiteral("driver 580, new firmware"));
    QVERIFY(save->isEnabled());
    save->click();
    QCOMPARE(m_store->runById(id)->notes, QStringLiteral("driver 580, new firmware"));
    QCOMPARE(
        m_page->model()->data(m_page->model()->index(0, core::RunsTableModel::Notes)).toString(),
        QStringLiteral("driver 580, new firmware"));
    QCOMPARE(m_history->undoStack()->count(), 2); // the import, then the notes

    m_history->undoStack()->undo();
    QCOMPARE(m_store->runById(id)->notes, QString());
    QCOMPARE(notes->toPlainText(), QString());
    m_history->undoStack()->redo();
    QCOMPARE(m_store->runById(id)->notes, QStringLiteral("driver 580, new firmware"));
    QCOMPARE(changed.count(), 0); // notes do not change what calibration sees
}

void TestHistoryPage::showRunClearsHidingFilters()
{
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("a.json"), vllmRun(200.0))}));
    const qint64 id = m_store->runs().constFirst().id;
    QComboBox *modelFilter = nullptr;
    for (QComboBox *c : m_page->findChildren<QComboBox *>())
        if (c->findData(QStringLiteral("deepseek-r1")) >= 0)
            modelFilter = c;
    QVERIFY(modelFilter);
    // A search that hides the run, then showRun.
    auto *search = m_page->findChild<QLineEdit *>(QStringLiteral("searchEdit"));
    QVERIFY(search);
    search->setText(QStringLiteral("no such text"));
    QTRY_COMPARE(m_page->model()->totalCount(), 0);
    m_page->showRun(id);
    QCOMPARE(m_page->selectedRunIds(), QVector<qint64>{id});
    QCOMPARE(search->text(), QString());
}

void TestHistoryPage::deploymentDialogGivesImportableDeployment()
{
    // Prefilled from the scenario (8x B300, EP-8 by default); the object imports a file.
    widgets::DeploymentDialog dialog(m_doc->catalog(), m_doc->scenario());
    const QJsonObject agg = dialog.deployment();
    QCOMPARE(agg.value("gpu").toString(), QString::fromStdString(m_doc->scenario().gpu));
    QCOMPARE(agg.value("plan").toString(), QStringLiteral("ep"));
    QCOMPARE(agg.value("serving").toString(), QStringLiteral("agg"));
    const QString path = writeFile(*m_dir, QStringLiteral("d.json"), vllmRun(150.0));
    const core::ImportedFile file = core::importResultFile(path, agg);
    QVERIFY2(file.ok(), qPrintable(file.error()));
    QCOMPARE(file.runs.size(), 1);
    QCOMPARE(file.runs.at(0).gpu, agg.value("gpu").toString());
    QCOMPARE(file.runs.at(0).gpus, m_doc->scenario().gpus);

    // Disaggregated: prefill and decode sides instead of the plan keys.
    QComboBox *serving = nullptr;
    for (QComboBox *c : dialog.findChildren<QComboBox *>())
        if (c->findData(QStringLiteral("disagg")) >= 0)
            serving = c;
    QVERIFY(serving);
    serving->setCurrentIndex(serving->findData(QStringLiteral("disagg")));
    const QJsonObject disagg = dialog.deployment();
    QVERIFY(disagg.contains("prefill") && disagg.contains("decode"));
    QVERIFY(!disagg.contains("plan"));
    QCOMPARE(disagg.value("serving").toString(), QStringLiteral("disagg"));
}

void TestHistoryPage::previewListsAFolderBeforeImporting()
{
    // A folder of a vLLM result (no deployment), a measured-runs CSV (its own deployment), a
    // failed run, and a README: the preview says what each is and what will happen, writes
    // nothing, and takes one deployment for the files that state none.
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("results")));
    writeFile(*m_dir, QStringLiteral("results/a.json"), vllmRun(150.0));
    writeFile(*m_dir, QStringLiteral("results/failed.json"),
              vllmRun(0).replace("\"completed\":100", "\"completed\":0"));
    writeFile(*m_dir, QStringLiteral("results/README.md"), "# the December sweep\n");
    const qint64 before = m_store->count();
    widgets::ImportPreviewDialog preview(core::bundledCatalog(), m_doc->scenario(),
                                         {m_dir->filePath(QStringLiteral("results"))});
    QSignalSpy read(&preview, &widgets::ImportPreviewDialog::readingFinished);
    QVERIFY(read.wait(10000));
    const QVector<core::FilePreview> rows = preview.previews();
    QCOMPARE(rows.size(), 3);
    auto *table = preview.findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3);
    // Sorted: README.md, a.json, failed.json.
    QCOMPARE(table->item(0, 5)->text(), QStringLiteral("skip: not a benchmark result"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("vllm-bench-serve"));
    QVERIFY2(
        table->item(1, 5)->text().startsWith(QLatin1String("needs the deployment: no GPU kind")),
        qPrintable(table->item(1, 5)->text()));
    QVERIFY2(table->item(2, 5)->text().startsWith(QLatin1String("refuse: no request completed")),
             qPrintable(table->item(2, 5)->text()));
    QCOMPARE(preview.filesToImport().size(), 2); // not the README
    QCOMPARE(m_store->count(), before);          // nothing written

    preview.setDeployment(b200Ep8());
    QVERIFY(read.wait(10000));
    QCOMPARE(table->item(1, 5)->text(), QStringLiteral("import 1 run(s)"));
    QCOMPARE(preview.deployment(), b200Ep8());
    if (qEnvironmentVariableIsSet("MOEPLAN_SHOTS")) {
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        preview.grab().save(qEnvironmentVariable("MOEPLAN_SHOTS") + QStringLiteral("/preview.png"));
    }
}

void TestHistoryPage::previewChecksTheRunsAgainstTheHistory()
{
    // Three steady loads in the history; then files of a fourth load far off them (a cold
    // start), a fifth steady one, and one already imported.
    const QStringList stored = importSteadyLoads();
    QCOMPARE(stored.size(), 3);
    const qint64 before = m_store->count();
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("new")));
    writeFile(*m_dir, QStringLiteral("new/a-cold.json"), vllmRun(60000.0, 64));
    writeFile(*m_dir, QStringLiteral("new/b-steady.json"), vllmRun(240.0, 128));
    QFile::copy(stored.at(1), m_dir->filePath(QStringLiteral("new/c-again.json")));

    widgets::ImportPreviewDialog preview(core::bundledCatalog(), m_doc->scenario(),
                                         {m_dir->filePath(QStringLiteral("new"))});
    preview.setHistory(m_store->path(), m_doc->profiles());
    QSignalSpy checked(&preview, &widgets::ImportPreviewDialog::checkFinished);
    preview.setDeployment(b200Ep8());
    QVERIFY(checked.wait(20000));
    auto *table = preview.findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3);
    QVERIFY(!table->isColumnHidden(4));
    QCOMPARE(table->horizontalHeaderItem(4)->text(), QStringLiteral("Against the history"));
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("1 of 1 run(s) disagree"));
    QVERIFY(table->item(0, 4)->font().bold());
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("none disagrees"));
    QCOMPARE(table->item(2, 4)->text(), QStringLiteral("none disagrees; 1 already stored"));
    QCOMPARE(table->item(2, 5)->text(), QStringLiteral("nothing new: the history holds its runs"));
    auto *headline = preview.findChildren<QLabel *>().value(0);
    QVERIFY(headline);
    QVERIFY2(headline->text().contains(QLatin1String("1 run(s) disagree with their deployment")),
             qPrintable(headline->text()));

    // The selected file says why, in the words of the History page's Model tab.
    auto *details = preview.findChild<QPlainTextEdit *>();
    table->selectRow(0);
    const QString why = details->toPlainText();
    // Its other loads: the three stored and the new steady one (the stored copy of c-again
    // counts once).
    QVERIFY2(why.contains(QLatin1String("Run 1 (64 clients): ")) &&
                 why.contains(QLatin1String("TTFT disagrees with this deployment's 4 other")),
             qPrintable(why));
    table->selectRow(2);
    QVERIFY2(details->toPlainText().contains(QLatin1String("is already in the history (run ")),
             qPrintable(details->toPlainText()));
    QCOMPARE(m_store->count(), before); // nothing written

    // The cold file can be left out of the import (Space on its row), and stays out when the
    // files are read again.
    QCOMPARE(preview.filesToImport().size(), 3);
    table->setCurrentCell(0, 0);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Space);
    QCOMPARE(table->item(0, 0)->checkState(), Qt::Unchecked);
    QVERIFY(!preview.filesToImport().contains(m_dir->filePath(QStringLiteral("new/a-cold.json"))));
    QCOMPARE(preview.filesToImport().size(), 2);
    // Left out, it is no longer counted: the headline stops warning of it.
    QCOMPARE(table->item(0, 5)->text(), QStringLiteral("leave out (unticked)"));
    QVERIFY2(headline->text().contains(QLatin1String("1 left out")) &&
                 !headline->text().contains(QLatin1String("disagree with")),
             qPrintable(headline->text()));
    preview.setDeployment(b200Ep8());
    QVERIFY(checked.wait(20000));
    QCOMPARE(table->item(0, 0)->checkState(), Qt::Unchecked);
    QCOMPARE(preview.filesToImport().size(), 2);

    // Ticked again, then left out in one click with the other files that disagree (Alt+O).
    table->item(0, 0)->setCheckState(Qt::Checked);
    QCOMPARE(preview.filesToImport().size(), 3);
    preview.show();
    QVERIFY(QTest::qWaitForWindowActive(&preview));
    QTest::keyClick(&preview, Qt::Key_O, Qt::AltModifier);
    QTRY_COMPARE(table->item(0, 0)->checkState(), Qt::Unchecked); // a shortcut's click is animated
    QCOMPARE(table->item(1, 0)->checkState(), Qt::Checked);
    QCOMPARE(preview.filesToImport().size(), 2);
    if (qEnvironmentVariableIsSet("MOEPLAN_SHOTS")) {
        table->selectRow(0);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        preview.grab().save(qEnvironmentVariable("MOEPLAN_SHOTS") + QStringLiteral("/check.png"));
    }
}

void TestHistoryPage::previewChecksTheRunsOfAHistoryDatabase()
{
    // A history database dropped for a merge (moeplan-collect's, say): its runs are counted and
    // checked like a file's, and it is read without being written.
    const QStringList stored = importSteadyLoads();
    QCOMPARE(stored.size(), 3);
    const QString otherPath = m_dir->filePath(QStringLiteral("collected.sqlite"));
    {
        core::HistoryStore other;
        QCOMPARE(other.open(otherPath), QString());
        for (const QString &path :
             {stored.at(1), writeFile(*m_dir, QStringLiteral("cold.json"), vllmRun(60000.0, 64))}) {
            const core::ImportedFile f = core::importResultFile(path, b200Ep8());
            QVERIFY2(f.ok(), qPrintable(f.error()));
            QVERIFY(other.importRuns(f.source, f.runs).ok());
        }
    }
    QFile file(otherPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    widgets::ImportPreviewDialog preview(core::bundledCatalog(), m_doc->scenario(), {otherPath});
    preview.setHistory(m_store->path(), m_doc->profiles());
    QSignalSpy checked(&preview, &widgets::ImportPreviewDialog::checkFinished);
    preview.setDeployment(b200Ep8());
    QVERIFY(checked.wait(20000));
    auto *table = preview.findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("history database"));
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("2"));
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("1 of 2 run(s) disagree; 1 already stored"));
    QCOMPARE(table->item(0, 5)->text(), QStringLiteral("merge 1 new run(s)"));
    auto *headline = preview.findChildren<QLabel *>().value(0);
    QVERIFY2(headline->text().contains(QLatin1String("1 run(s) disagree with their deployment")),
             qPrintable(headline->text()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    if (qEnvironmentVariableIsSet("MOEPLAN_SHOTS")) {
        table->selectRow(0);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        preview.grab().save(qEnvironmentVariable("MOEPLAN_SHOTS") + QStringLiteral("/merge.png"));
    }

    // Not a history after all: refused by name in the status, before anything is merged.
    const QString broken = m_dir->filePath(QStringLiteral("broken.sqlite"));
    QFile b(broken);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(QByteArray("SQLite format 3\0", 16) + QByteArray(84, '\0'));
    b.close();
    widgets::ImportPreviewDialog refused(core::bundledCatalog(), m_doc->scenario(), {broken});
    QSignalSpy read(&refused, &widgets::ImportPreviewDialog::readingFinished);
    refused.setDeployment(b200Ep8());
    QVERIFY(read.wait(20000));
    auto *rows = refused.findChild<QTableWidget *>();
    QVERIFY2(rows->item(0, 5)->text().startsWith(QLatin1String("refuse: ")),
             qPrintable(rows->item(0, 5)->text()));
}

void TestHistoryPage::previewListsOnlyTheRunsThatDisagreeOfAManyRunFile()
{
    // A sweep of 30 loads in one JSON-lines file, one of them cold: the pane names that one,
    // not the 29 that agree.
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("c8.json"), vllmRun(190.0, 8))},
                          b200Ep8()));
    QByteArray lines;
    for (int c = 10; c < 40; ++c)
        lines += vllmRun(c == 25 ? 60000.0 : 200.0 + c, c) + '\n';
    const QString sweep = writeFile(*m_dir, QStringLiteral("sweep.jsonl"), lines);
    widgets::ImportPreviewDialog preview(core::bundledCatalog(), m_doc->scenario(), {sweep});
    preview.setHistory(m_store->path(), m_doc->profiles());
    QSignalSpy checked(&preview, &widgets::ImportPreviewDialog::checkFinished);
    preview.setDeployment(b200Ep8());
    QVERIFY(checked.wait(20000));
    auto *table = preview.findChild<QTableWidget *>();
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("30"));
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("1 of 30 run(s) disagree"));
    table->selectRow(0);
    const QString why = preview.findChild<QPlainTextEdit *>()->toPlainText();
    QVERIFY2(why.contains(QLatin1String("Run 16 (25 clients): ")), qPrintable(why));
    QCOMPARE(why.count(QLatin1String("Run ")), 1);
}

void TestHistoryPage::summaryShowsNotesAndDuplicates()
{
    core::FileImportResult r;
    r.path = QStringLiteral("/data/agg.json");
    r.imported = 1;
    r.notes << QStringLiteral("GPU: the file says \"b200_sxm\", the deployment \"h200\"; the "
                              "file's is kept");
    core::FileImportResult again;
    again.path = QStringLiteral("/data/a.json");
    again.duplicates = 2;
    again.duplicateSource = true;
    widgets::ImportSummaryDialog dialog;
    dialog.setResults({r, again}, false);
    const QString text = dialog.findChild<QPlainTextEdit *>()->toPlainText();
    QVERIFY2(text.contains(QLatin1String("agg.json: note: GPU: the file says \"b200_sxm\"")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("a.json: imported before; to store it with another "
                                         "deployment")),
             qPrintable(text));
}

void TestHistoryPage::disagreeingOnlyFindsTheRunsThatDisagree()
{
    const QMap<int, qint64> ids = importLoadsWithAnOutlier();
    const qint64 outlier = ids.value(64);
    QVERIFY(outlier);
    core::RunsTableModel *model = m_page->model();
    QCOMPARE(model->rowCount(), 4);
    auto *only = m_page->findChild<QCheckBox *>(QStringLiteral("disagreeingOnly"));
    QVERIFY(only);

    // Checked: the runs are checked in the background, then only the one that disagrees shows.
    only->setChecked(true);
    QTRY_COMPARE(model->totalCount(), 1);
    QCOMPARE(model->runId(0), outlier);

    // Deleting it (an undo step) checks the runs again: none disagrees.
    auto *job = m_page->findChild<core::RunCheckJob *>();
    QVERIFY(job);
    QSignalSpy scanned(job, &core::RunCheckJob::finished);
    QVERIFY(m_page->deleteRuns({outlier}));
    QVERIFY(scanned.wait(10000));
    QCOMPARE(scanned.last().at(0).value<core::RunCheckScan>().checked, 3);
    QCOMPARE(model->totalCount(), 0);
    // Its undo reveals the run brought back, clearing the filters that hide it.
    m_history->undoStack()->undo();
    QVERIFY(!only->isChecked());
    QCOMPARE(model->totalCount(), 4);
    QCOMPARE(m_page->selectedRunIds(), QVector<qint64>{outlier});
    only->setChecked(true);
    QTRY_COMPARE(model->totalCount(), 1);
    QCOMPARE(model->runId(0), outlier);
    // A refit checks them again, against its profiles.
    const int scans = int(scanned.count());
    core::Profile fitted;
    fitted.gpu = QStringLiteral("b200");
    fitted.engine = QStringLiteral("any");
    fitted.params = CalibrationParams::datasheet();
    core::ProfileSet profiles;
    profiles.profiles.push_back(fitted);
    m_doc->setProfiles(profiles);
    QTRY_COMPARE(int(scanned.count()), scans + 1);
    QCOMPARE(model->totalCount(), 1);
    // An import checks them again: a steady fifth load stays hidden, the outlier still shows.
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("c128.json"), vllmRun(240.0, 128))}));
    QTRY_COMPARE(int(scanned.count()), scans + 2);
    QCOMPARE(scanned.last().at(0).value<core::RunCheckScan>().checked, 5);
    QCOMPARE(model->totalCount(), 1);
    QCOMPARE(model->runId(0), outlier);

    // Unchecked: every run again.
    only->setChecked(false);
    QCOMPARE(model->totalCount(), 5);
}

void TestHistoryPage::tableMarksTheCellsThatDisagree()
{
    // Without any filter, the outlier's TTFT cell is bold with a tooltip; its TPOT (steady)
    // and the other runs' cells are not.
    const QMap<int, qint64> ids = importLoadsWithAnOutlier();
    const qint64 outlier = ids.value(64);
    QVERIFY(outlier);
    core::RunsTableModel *model = m_page->model();
    QCOMPARE(model->rowCount(), 4);
    const auto cell = [model](qint64 id, int column) {
        return model->index(model->rowOfRun(id), column);
    };
    const auto bold = [](const QModelIndex &i) {
        return i.data(Qt::FontRole).value<QFont>().bold();
    };
    QTRY_VERIFY(bold(cell(outlier, core::RunsTableModel::TtftMs)));
    QVERIFY(!bold(cell(outlier, core::RunsTableModel::TpotMs)));
    QVERIFY(!bold(cell(ids.value(16), core::RunsTableModel::TtftMs)));
    QVERIFY2(
        cell(outlier, core::RunsTableModel::TtftMs)
            .data(Qt::ToolTipRole)
            .toString()
            .startsWith(QLatin1String("This TTFT disagrees")),
        qPrintable(cell(outlier, core::RunsTableModel::TtftMs).data(Qt::ToolTipRole).toString()));
    QVERIFY(cell(ids.value(16), core::RunsTableModel::TtftMs).data(Qt::ToolTipRole).isNull());

    // A fifth load far off the other way (a TTFT of 1 ms) disagrees too: the scan the import
    // starts marks it, and the outlier stays marked.
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("c128.json"), vllmRun(1.0, 128))}));
    qint64 fast = 0;
    for (const core::RunRecord &r : m_store->runs())
        if (r.concurrencyConfigured.value_or(0) == 128)
            fast = r.id;
    QVERIFY(fast);
    QTRY_VERIFY(bold(cell(fast, core::RunsTableModel::TtftMs)));
    QVERIFY(bold(cell(outlier, core::RunsTableModel::TtftMs)));
}

QTEST_MAIN(TestHistoryPage)
void TestHistoryPage::everyColumnFitsAt1400x900()
{
    // A few runs with long values: a long engine version, long notes and a long file name.
    QStringList paths;
    for (int i = 0; i < 3; ++i)
        paths << writeFile(*m_dir,
                           QStringLiteral("a-rather-long-benchmark-result-name-%1.json").arg(i),
                           vllmRun(12345.0 + i));
    QVERIFY(importAndWait(paths));
    QVERIFY(m_page->model()->rowCount() >= 3);

    auto *view = m_page->findChild<QTableView *>(QStringLiteral("runsView"));
    QVERIFY(view);
    QHeaderView *header = view->horizontalHeader();
    // The wrapping header still sorts on a click, its indicator shown.
    QVERIFY(header->isSortIndicatorShown());
    const int tpot = core::RunsTableModel::TpotMs;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(tpot) + header->sectionSize(tpot) / 2,
                             header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), tpot);
    QCOMPARE(m_page->model()->query().sortKey, core::RunsTableModel::sortKeyFor(tpot));
    // The page's size in a 1400x900 window (the tab pane and the window's margins aside), and
    // in a 1280x800 one, where the columns up to TTFT stay in view.
    struct Size
    {
        int width, height, lastColumn;
    };
    for (const Size size : {Size{1370, 800, core::RunsTableModel::ColumnCount - 1},
                            Size{1250, 700, core::RunsTableModel::TtftMs}}) {
        m_page->resize(size.width, size.height);
        QCoreApplication::processEvents();
        QVERIFY(view->viewport()->width() > 0);
        int sum = 0;
        for (int c = 0; c <= size.lastColumn; ++c) {
            QVERIFY2(!header->isSectionHidden(c), qPrintable(QString::number(c)));
            sum += header->sectionSize(c);
        }
        const int last =
            header->sectionViewportPosition(size.lastColumn) + header->sectionSize(size.lastColumn);
        QVERIFY2(sum <= view->viewport()->width(),
                 qPrintable(QStringLiteral("%1 px of columns in a %2 px viewport at %3 px")
                                .arg(sum)
                                .arg(view->viewport()->width())
                                .arg(size.width)));
        QVERIFY(last <= view->viewport()->width());
        if (size.lastColumn == core::RunsTableModel::ColumnCount - 1)
            QVERIFY(!view->horizontalScrollBar()->isVisible());
        // Every header label's longest word fits its column (the page abbreviates two, to
        // "Conc." and "Ref.", the model's label in their tooltips).
        for (int c = 0; c <= size.lastColumn; ++c) {
            if (c == core::RunsTableModel::Concurrency || c == core::RunsTableModel::Reference)
                continue;
            const QString label = header->model()->headerData(c, Qt::Horizontal).toString();
            for (const QString &word : label.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                QVERIFY2(header->fontMetrics().horizontalAdvance(word) < header->sectionSize(c),
                         qPrintable(label));
        }
    }
}

#include "tst_historypage.moc"

// A telemetry file imported beside a result file is attached to its run; selecting the run
// brings the Diagnosis tab to the front with the four readings in order, measured next to the
// model's, and the binding ceiling. A run without telemetry has no Diagnosis tab to show.
void TestHistoryPage::telemetryShowsTheFourReadings()
{
    QDir(m_dir->path()).mkpath(QStringLiteral("bench"));
    const QString result = writeFile(*m_dir, QStringLiteral("bench/r.json"), vllmRun(200.0));
    const QString prom = m_dir->filePath(QStringLiteral("bench/memory.prom"));
    QVERIFY(
        QFile::copy(QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/diagnose/memory.prom"), prom));
    // The telemetry first: the import takes results first whatever the order given.
    QVERIFY(importAndWait({prom, result}));
    const QVector<core::FileImportResult> summary = m_page->lastImportSummary();
    QCOMPARE(summary.size(), 2);
    QCOMPARE(summary.at(0).path, result);
    QVERIFY2(summary.at(1).telemetry && summary.at(1).ok(), qPrintable(summary.at(1).error));
    const qint64 id = m_store->runs().constFirst().id;
    QCOMPARE(summary.at(1).attachedTo, QVector<qint64>{id});

    m_page->showRun(id);
    auto *pane = m_page->findChild<widgets::RunDetailsPane *>();
    QVERIFY(pane);
    QVERIFY(pane->diagnosisShown());
    widgets::DiagnosisView *view = pane->diagnosisView();
    QCOMPARE(view->bindingText(), QStringLiteral("Bound by: memory bandwidth"));
    QCOMPARE(view->row(0).value(0), QStringLiteral("1. Compute utilisation"));
    QCOMPARE(view->row(0).value(1), QStringLiteral("18%"));
    QCOMPARE(view->row(1).value(1), QStringLiteral("82%"));
    QCOMPARE(view->row(1).value(3), QStringLiteral("near its ceiling: memory binds"));
    QCOMPARE(view->row(2).value(1), QStringLiteral("\u2014"));
    QCOMPARE(view->row(2).value(3), QStringLiteral("not measured"));
    QCOMPARE(view->row(3).value(0), QStringLiteral("4. Step time vs tokens"));

    // Another run, without telemetry: the fields, and no diagnosis.
    QVERIFY(importAndWait({writeFile(*m_dir, QStringLiteral("other.json"), vllmRun(300.0))}));
    qint64 other = 0;
    for (const core::RunRecord &r : m_store->runs())
        if (r.id != id)
            other = r.id;
    m_page->showRun(other);
    QVERIFY(!pane->diagnosisShown());
    m_page->showRun(id);
    QVERIFY(pane->diagnosisShown());
}

// Telemetry imported later, beside its result file again, goes to the run that is already
// there; the import's undo detaches it (the run stays) and its redo attaches it again.
void TestHistoryPage::telemetryOnARunThereBeforeIsUndone()
{
    QDir(m_dir->path()).mkpath(QStringLiteral("bench"));
    const QString result = writeFile(*m_dir, QStringLiteral("bench/r.json"), vllmRun(200.0));
    QVERIFY(importAndWait({result}));
    const qint64 id = m_store->runs().constFirst().id;
    const QString prom = m_dir->filePath(QStringLiteral("bench/memory.prom"));
    QVERIFY(
        QFile::copy(QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/diagnose/memory.prom"), prom));
    QVERIFY(importAndWait({result, prom}));
    QCOMPARE(m_page->lastImportSummary().at(0).duplicates, 1);
    QCOMPARE(m_page->lastImportSummary().at(1).attachedTo, QVector<qint64>{id});
    QCOMPARE(m_store->telemetryOf(id).files.size(), 1);

    QUndoStack *undo = m_history->undoStack();
    QCOMPARE(undo->undoText(), QStringLiteral("Attach telemetry to 1 run(s)"));
    m_page->showRun(id);
    auto *pane = m_page->findChild<widgets::RunDetailsPane *>();
    QVERIFY(pane->diagnosisShown());
    undo->undo();
    QVERIFY(m_store->telemetryOf(id).empty());
    QCOMPARE(m_store->count(), 1);
    QVERIFY(!pane->diagnosisShown());
    undo->redo();
    QCOMPARE(m_store->telemetryOf(id).files.size(), 1);
    QVERIFY(pane->diagnosisShown());
}

// The page's counts read as the table's figures beside them do: "3,576 run(s)", not "3576".
void TestHistoryPage::countsAreInTheLocale()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    moeplan::widgets::RunFilterBar bar;
    bar.setCount(3576);
    QLocale::setDefault(before);
    QStringList texts;
    for (const QLabel *label : bar.findChildren<QLabel *>())
        texts << label->text();
    QVERIFY2(texts.contains(QStringLiteral("3,576 run(s)")), qPrintable(texts.join(u'|')));
}

// A disaggregated run that leaves out its worker counts: its GPU and node counts are the least
// it used (one worker of each), and its fields say so as the table's "≥" does.
void TestHistoryPage::underdeterminedRunShowsTheLeastGpusItUsed()
{
    // AIConfigurator's measured-runs columns: one row leaves the worker counts out, one states
    // one prefill and one decode worker (TP-4 each on GB200).
    const QByteArray header = testutil::kAiConfiguratorHeader;
    const QString csv = writeFile(
        *m_dir, QStringLiteral("runs.csv"),
        header +
            "unstated,src; silicon_concurrency=10,trtllm,1.0,deepseek-ai/DeepSeek-R1,gb200,fp4,"
            "disagg,8192,1024,nvfp4,nvfp4,,,,,,,,,4,1,1,1,4,,,4,1,1,1,4,1135,13.5\n"
            "stated,src; silicon_concurrency=20,trtllm,1.0,deepseek-ai/DeepSeek-R1,gb200,fp4,"
            "disagg,8192,1024,nvfp4,nvfp4,,,,,,,,1,4,1,1,1,4,,1,4,1,1,1,4,1200,14.1\n");
    QVERIFY(importAndWait({csv}));
    QCOMPARE(m_store->runs().size(), 2);
    auto *details = m_page->findChild<QTreeWidget *>(QStringLiteral("runDetails"));
    QVERIFY(details);
    const auto fieldsOf = [&](const core::RunRecord &run) {
        m_page->showRun(run.id);
        QMap<QString, QString> fields;
        for (int i = 0; i < details->topLevelItemCount(); ++i)
            fields.insert(details->topLevelItem(i)->text(0), details->topLevelItem(i)->text(1));
        return fields;
    };
    for (const core::RunRecord &run : m_store->runs()) {
        const QMap<QString, QString> fields = fieldsOf(run);
        QCOMPARE(run.gpus, 8);
        if (run.prefillWorkers < 1) {
            QCOMPARE(fields.value(QStringLiteral("GPUs")),
                     QStringLiteral("at least 8 (worker counts not stated)"));
            QCOMPARE(fields.value(QStringLiteral("Prefill workers")),
                     QStringLiteral("not reported"));
        } else {
            QCOMPARE(fields.value(QStringLiteral("GPUs")), QStringLiteral("8"));
        }
    }
}

// The Model tab: a run beside the model and beside its deployment's other measured loads. Four
// loads of one deployment, one with a TTFT 300x the others': that one disagrees with its
// deployment, and a load like the others agrees with them (the outlier is one of three others
// and the median does not follow it). A refit's profiles reach the tab without touching the
// notes being edited.
void TestHistoryPage::modelTabSetsARunBesideItsOtherLoads()
{
    const QMap<int, qint64> ids = importLoadsWithAnOutlier();
    QCOMPARE(m_store->runs().size(), 4);
    const qint64 outlier = ids.value(64), steady = ids.value(16);
    QVERIFY(outlier && steady);
    auto *pane = m_page->findChild<widgets::RunDetailsPane *>();
    auto *tabs = m_page->findChild<QTabWidget *>(QStringLiteral("runDetailsTabs"));
    QVERIFY(pane && tabs);

    m_page->showRun(outlier);
    QVERIFY(tabs->isTabEnabled(2));
    QString text = pane->checkText();
    QVERIFY2(text.contains(QStringLiteral("Measured\t30.0\t60,000")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Other loads\t")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("TTFT disagrees with this deployment's 3 other measured "
                                          "load(s): measured 60,000 ms")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Model: datasheet")), qPrintable(text));

    m_page->showRun(steady);
    text = pane->checkText();
    QVERIFY2(text.contains(QStringLiteral("TTFT agrees with")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("disagrees")), qPrintable(text));

    // The tab chosen stays in front for the next run; nothing selected: it is disabled.
    tabs->tabBar()->setCurrentIndex(2); // as a click or Alt+L does
    m_page->showRun(outlier);
    QCOMPARE(tabs->currentIndex(), 2);
    // A refit's profiles reach the tab at once; the notes being edited stay as typed.
    auto *notes = m_page->findChild<QPlainTextEdit *>(QStringLiteral("notesEdit"));
    QVERIFY(notes);
    notes->setPlainText(QStringLiteral("typed, not saved"));
    core::Profile fitted;
    fitted.gpu = QStringLiteral("b200");
    fitted.engine = QStringLiteral("any"); // the kind's profile pooled over engines
    fitted.params = CalibrationParams::datasheet();
    core::ProfileSet profiles;
    profiles.profiles.push_back(fitted);
    m_doc->setProfiles(profiles);
    text = pane->checkText();
    QVERIFY2(text.contains(QStringLiteral("Model: calibrated")), qPrintable(text));
    QCOMPARE(notes->toPlainText(), QStringLiteral("typed, not saved"));
    QCOMPARE(tabs->currentIndex(), 2);

    auto *view = m_page->findChild<QTableView *>();
    QVERIFY(view);
    view->clearSelection();
    QVERIFY(!tabs->isTabEnabled(2));
}
