#pragma once
// The History page: the measured runs of the history database in a sortable, filterable,
// lazily fetched table, the selected run's every field, its notes (editable), deleting runs,
// and importing result files in the background. Edits, deletes and imports are undo steps of
// core::HistoryController (the history's own stack); SQL stays in core::HistoryStore.

#include "diagnosis.h"
#include "importjob.h"
#include "scenario.h"

#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <array>
#include <optional>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;

namespace moeplan::core {
class HistoryController;
class HistoryStore;
class PlannerDocument;
class RunCheckJob;
class RunsTableModel;
struct RemovedRuns;
struct RunCheckScan;
} // namespace moeplan::core

namespace moeplan::widgets {

class ImportSummaryDialog;
class MessageBanner;
class RunDetailsPane;
class RunFilterBar;
class RunsView;

class HistoryPage final : public QWidget
{
    Q_OBJECT
    /// Whether a finished import opens the (non-modal) summary dialog; lastImportSummary()
    /// holds the results either way.
    Q_PROPERTY(bool summaryDialogEnabled READ summaryDialogEnabled WRITE setSummaryDialogEnabled)
public:
    /// `doc` (its catalog and scenario) and `history` (its store open) must outlive the page.
    HistoryPage(core::PlannerDocument *doc, core::HistoryController *history,
                QWidget *parent = nullptr);
    ~HistoryPage() override;

    /// "Import…" (Ctrl+I): asks for files and imports them (importFiles(paths)).
    QAction *importAction() const { return m_importAction; }
    QAction *importFolderAction() const { return m_importFolderAction; }
    /// "Delete" (Delete key in the table): deletes the selected runs after a confirmation.
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *openInPlannerAction() const { return m_openAction; }
    /// The background check of every run (marks and "Disagreeing only"); isCheckingRuns() while
    /// one runs, until its finished() has been handled.
    core::RunCheckJob *runCheckJob() const { return m_checkJob; }
    bool isCheckingRuns() const { return m_checkPending; }
    /// Data > Refresh from Server: brings a team history's working copy up to date (shown only
    /// for a server's history; the page also refreshes by itself when the server announces that
    /// others changed the runs).
    QAction *refreshAction() const { return m_refreshAction; }
    /// Call after the store was opened on another history: the page reads it afresh, watches a
    /// server for others' changes, and turns importing and deleting off for a read-only role.
    void historyOpened();
    bool isReadOnly() const { return m_readOnly; }
    core::RunsTableModel *model() const { return m_model; }

    /// Imports files in the background; asks for the deployment (DeploymentDialog, prefilled
    /// from the scenario) for each file that needs one, once for all of them when the user
    /// says so. A call while an import runs is queued after it.
    void importFiles(const QStringList &paths);
    /// Shows what importing these files and folders would do (ImportPreviewDialog), then
    /// imports what the user confirms; with the summary dialog disabled (scripted use), imports
    /// them directly.
    void previewAndImport(const QStringList &inputs);
    /// The same without asking: `deployment` (scenario-file keys) is used for every file that
    /// needs one; files it does not complete are reported as rejected.
    void importFiles(const QStringList &paths, const QJsonObject &deployment);
    bool isImporting() const;
    /// Stops the import before its next file.
    void cancelImport();
    /// The results of the last finished import, one per file taken.
    QVector<core::FileImportResult> lastImportSummary() const { return m_lastSummary; }
    bool summaryDialogEnabled() const { return m_summaryEnabled; }
    void setSummaryDialogEnabled(bool enabled) { m_summaryEnabled = enabled; }

    /// Deletes these runs as one undo step (no confirmation); false with the error shown when
    /// nothing was deleted.
    bool deleteRuns(const QVector<qint64> &ids);
    /// Row ids of the selected runs.
    QVector<qint64> selectedRunIds() const;
    /// The message shown inline (errors), empty when none is shown.
    QString message() const;

public slots:
    /// Selects and reveals a run (clearing the filters when they hide it).
    void showRun(qint64 id);
    /// Re-reads the list and the filter choices (after another writer changed the history).
    void reload();

signals:
    /// The runs changed: an import added runs, runs were deleted, or such a delete was undone
    /// or redone. Notes edits do not emit it.
    void historyChanged();
    /// An import finished (lastImportSummary() holds its results).
    void importFinished();
    /// Open in Planner: the run's deployment as a scenario, and its measured readings in %
    /// (compute, HBM, communication, unaccounted step; nullopt where not measured).
    void openInPlanner(const Scenario &scenario,
                       const std::array<std::optional<double>, kReadingCount> &measured,
                       qint64 runId);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    struct Batch
    {
        QStringList paths;
        QJsonObject deployment;
        bool interactive = false;
        bool retry = false; ///< the files were rejected for lack of a deployment before
    };

    void buildUi();
    void applyFilters();
    /// Checks every run in the background (core::RunCheckJob, which reads them): the marks on
    /// the cells that disagree, and "Disagreeing only".
    void startRunCheck();
    /// The runs or the profiles changed: which runs disagree is found again.
    void invalidateRunCheck();
    void onRunCheckFinished(const core::RunCheckScan &scan);
    void refillFilterChoices();
    void updateDetails();
    /// The selected run beside the model: the Model tab, and with telemetry the Diagnosis tab
    /// (again when the profiles change; the fields and the notes being edited stay).
    void updateModelViews();
    /// The history's runs of `run`'s model, GPU kind and engine (one indexed query).
    QVector<core::RunRecord> runsOfSameKind(const core::RunRecord &run, QString *error) const;
    void deleteSelected();
    void openSelectedInPlanner();
    void chooseFilesToImport();
    void chooseFolderToImport();
    void startNextBatch();
    void onImportProgress(int index, int count, const QString &path);
    void onImportFinished();
    void finishImport();
    /// Re-reads the list keeping the selection when the run is still there.
    void refreshKeepingSelection();

    // What the history controller reports.
    void onNotesChanged(qint64 id);
    void onRunsChanged();

    core::PlannerDocument *m_doc;
    core::HistoryController *m_history;
    core::RunsTableModel *m_model;
    core::ImportJob *m_job;
    core::RunCheckJob *m_checkJob;
    QSet<qint64> m_disagreeing;  ///< row ids of the runs that disagree (the last scan's)
    bool m_checkValid = false;   ///< m_disagreeing holds for the runs and profiles shown
    bool m_checkPending = false; ///< a scan runs

    MessageBanner *m_banner;
    RunFilterBar *m_filters;
    RunsView *m_view;
    RunDetailsPane *m_detailsPane;
    QPushButton *m_deleteButton, *m_importButton, *m_cancelButton;
    QWidget *m_progressRow;
    QProgressBar *m_progress;
    QLabel *m_progressLabel;
    QAction *m_importAction, *m_importFolderAction, *m_deleteAction, *m_openAction;
    QAction *m_refreshAction = nullptr;
    bool m_readOnly = false;
    bool m_refreshPending = false;
    /// Pulls what others changed on the team's server; `announced`: the server said so (a
    /// refresh that finds nothing new then says nothing).
    void refreshFromServer(bool announced);
    /// Import and delete on or off by the role's rights; a server watched for others' changes.
    void applyAccess();
    QPushButton *m_openButton;
    ImportSummaryDialog *m_summary = nullptr;

    QVector<Batch> m_queue;
    Batch m_current;
    QVector<core::FileImportResult> m_pending; ///< results of the import in progress
    QVector<core::FileImportResult> m_lastSummary;
    bool m_importing = false; ///< from the first batch of an import to its summary
    bool m_cancelled = false;
    bool m_summaryEnabled = true;
};

} // namespace moeplan::widgets
