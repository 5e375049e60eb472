#include "historypage.h"

#include "calibration.h"
#include "deploymentdialog.h"
#include "historycontroller.h"
#include "historystore.h"
#include "importpreviewdialog.h"
#include "importsummarydialog.h"
#include "messagebanner.h"
#include "plannerdocument.h"
#include "runcheck.h"
#include "runcheckjob.h"
#include "rundetailspane.h"
#include "rundiagnosis.h"
#include "runfilterbar.h"
#include "runstablemodel.h"
#include "runsview.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>

#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace moeplan::widgets {

HistoryPage::HistoryPage(core::PlannerDocument *doc, core::HistoryController *history,
                         QWidget *parent)
    : QWidget(parent), m_doc(doc), m_history(history),
      m_model(new core::RunsTableModel(history->store(), this)), m_job(new core::ImportJob(this)),
      m_checkJob(new core::RunCheckJob(this))
{
    m_model->setCatalog(&doc->catalog());
    // A model or GPU kind added to the catalog: its runs lose the "(not in catalog)" mark.
    connect(doc, &core::PlannerDocument::catalogChanged, m_model, [this] {
        const int rows = m_model->rowCount();
        if (rows > 0)
            emit m_model->dataChanged(m_model->index(0, 0),
                                      m_model->index(rows - 1, m_model->columnCount() - 1));
    });
    setObjectName(QStringLiteral("historyPage"));
    setAcceptDrops(true);
    buildUi();

    connect(m_model, &core::RunsTableModel::errorOccurred, m_banner, &MessageBanner::showMessage);
    // The history's changes and their undo steps (core::HistoryController).
    connect(m_history, &core::HistoryController::notesChanged, this, &HistoryPage::onNotesChanged);
    connect(m_history, &core::HistoryController::runsChanged, this, &HistoryPage::onRunsChanged);
    connect(m_history, &core::HistoryController::telemetryChanged, this,
            &HistoryPage::updateDetails);
    // A refit's profiles: the selected run's Model and Diagnosis tabs follow them.
    connect(m_doc, &core::PlannerDocument::profilesChanged, this, &HistoryPage::updateModelViews);
    // ... and which runs disagree.
    connect(m_doc, &core::PlannerDocument::profilesChanged, this, &HistoryPage::invalidateRunCheck);
    connect(m_checkJob, &core::RunCheckJob::finished, this, &HistoryPage::onRunCheckFinished);
    connect(m_history, &core::HistoryController::runsRestored, this,
            [this](const QVector<qint64> &ids) {
                if (!ids.isEmpty())
                    showRun(ids.constFirst());
            });
    connect(m_history, &core::HistoryController::failed, m_banner,
            [this](const QString &message) { m_banner->showMessage(message); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryPage::updateDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_filters->setCount(m_model->totalCount()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPage::updateDetails);
    connect(m_job, &core::ImportJob::progress, this, &HistoryPage::onImportProgress);
    connect(m_job, &core::ImportJob::finished, this, &HistoryPage::onImportFinished);

    refillFilterChoices();
    m_view->sortByColumn(core::RunsTableModel::MeasuredAt, Qt::DescendingOrder); // queries
    if (m_model->rowCount() > 0)
        m_view->selectRow(0); // the details pane starts with the newest run
    applyAccess();
    startRunCheck(); // the marks on the cells that disagree
}

void HistoryPage::historyOpened()
{
    m_history->undoStack()->clear(); // its steps name runs of the history that was open
    applyAccess();
    reload();
    if (m_model->rowCount() > 0)
        m_view->selectRow(0);
}

void HistoryPage::applyAccess()
{
    core::HistoryStore *store = m_history->store();
    m_readOnly = store->isOpen() && !store->canWrite();
    m_importAction->setEnabled(!m_readOnly && !isImporting());
    m_importFolderAction->setEnabled(!m_readOnly);
    m_importButton->setEnabled(!m_readOnly);
    const QString readOnlyTip =
        tr("Your role may read this team history but not change it: ask its owner for INSERT, "
           "UPDATE and DELETE on runs and sources");
    m_importButton->setToolTip(m_readOnly ? readOnlyTip : m_importAction->toolTip());
    m_refreshAction->setVisible(store->isServer());
    if (store->isServer()) {
        store->watchServer(this, [this] { refreshFromServer(true); });
        if (m_readOnly)
            m_banner->showMessage(tr("%1: read-only. You can browse, plot and calibrate; importing "
                                     "and deleting are off. %2.")
                                      .arg(store->path(), readOnlyTip));
    }
    updateDetails();
}

void HistoryPage::refreshFromServer(bool announced)
{
    core::HistoryStore *store = m_history->store();
    if (!store->isServer())
        return;
    if (announced && isImporting()) {
        // Most likely this window's own import: looked at once it has finished.
        m_refreshPending = true;
        return;
    }
    m_refreshPending = false;
    int added = 0, removed = 0, profiles = 0, notes = 0;
    if (const QString e = store->refresh(&added, &removed, &profiles, &notes); !e.isEmpty()) {
        m_banner->showMessage(e);
        return;
    }
    if (profiles > 0) {
        // A planner published a newer calibration: the charts use it from now on.
        QString error;
        m_doc->setProfiles(core::fromStoredSet(store->profiles(&error), &error));
        if (!error.isEmpty()) {
            m_banner->showMessage(error);
            return;
        }
    }
    if (added == 0 && removed == 0 && notes > 0) {
        m_banner->showMessage(tr("The team changed the notes of %Ln run(s).", nullptr, notes));
        reload();
        return;
    }
    if (added == 0 && removed == 0) {
        if (profiles > 0)
            m_banner->showMessage(
                tr("%Ln calibration profile(s) from the team: the charts use them now.", nullptr,
                   profiles));
        else if (!announced)
            m_banner->showMessage(tr("%1: up to date.").arg(store->path()));
        return;
    }
    const QString what =
        removed == 0 ? tr("%Ln new run(s) from the team.", nullptr, added)
        : added == 0 ? tr("%Ln run(s) removed by the team.", nullptr, removed)
                     : tr("Runs from the team: %1 new, %2 removed.").arg(added).arg(removed);
    m_banner->showMessage(what);
    reload();
    emit historyChanged();
}

HistoryPage::~HistoryPage() = default;

void HistoryPage::buildUi()
{
    m_banner = new MessageBanner;

    m_filters = new RunFilterBar;

    m_importAction = new QAction(tr("&Import…"), this);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importAction->setShortcutContext(Qt::WindowShortcut);
    m_importAction->setToolTip(tr("Import benchmark result files or history databases (Ctrl+I)"));
    m_importAction->setStatusTip(m_importAction->toolTip());
    addAction(m_importAction);
    connect(m_importAction, &QAction::triggered, this, &HistoryPage::chooseFilesToImport);
    m_importFolderAction = new QAction(tr("Import &Folder…"), this);
    m_importFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_importFolderAction->setShortcutContext(Qt::WindowShortcut);
    m_importFolderAction->setToolTip(
        tr("Import every benchmark result in a folder and its subfolders (Ctrl+Shift+I)"));
    m_importFolderAction->setStatusTip(m_importFolderAction->toolTip());
    addAction(m_importFolderAction);
    connect(m_importFolderAction, &QAction::triggered, this, &HistoryPage::chooseFolderToImport);

    m_deleteAction = new QAction(tr("Dele&te"), this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteAction->setToolTip(tr("Delete the selected runs from the history (Delete)"));
    m_deleteAction->setEnabled(false);
    connect(m_deleteAction, &QAction::triggered, this, &HistoryPage::deleteSelected);

    m_refreshAction = new QAction(tr("Refresh from &Server"), this);
    m_refreshAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_refreshAction->setShortcutContext(Qt::WindowShortcut);
    m_refreshAction->setToolTip(
        tr("Bring in the runs others added to the team's history, and drop those they deleted "
           "(Ctrl+Shift+R)"));
    m_refreshAction->setStatusTip(m_refreshAction->toolTip());
    m_refreshAction->setVisible(false);
    addAction(m_refreshAction);
    connect(m_refreshAction, &QAction::triggered, this, [this] { refreshFromServer(false); });

    m_openAction = new QAction(tr("&Open in Planner"), this);
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_openAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_openAction->setToolTip(
        tr("Load the selected run's deployment into the planner, with its measured readings "
           "over the model's when it has telemetry (Ctrl+Enter; undoable there)"));
    m_openAction->setEnabled(false);
    addAction(m_openAction);
    connect(m_openAction, &QAction::triggered, this, &HistoryPage::openSelectedInPlanner);

    m_importButton = new QPushButton(m_importAction->text());
    m_importButton->setToolTip(m_importAction->toolTip());
    connect(m_importButton, &QPushButton::clicked, m_importAction, &QAction::trigger);
    m_deleteButton = new QPushButton(m_deleteAction->text());
    m_deleteButton->setObjectName(QStringLiteral("deleteButton"));
    m_deleteButton->setToolTip(m_deleteAction->toolTip());
    m_deleteButton->setEnabled(false);
    connect(m_deleteButton, &QPushButton::clicked, m_deleteAction, &QAction::trigger);
    connect(m_deleteAction, &QAction::enabledChanged, m_deleteButton, &QWidget::setEnabled);
    m_openButton = new QPushButton(m_openAction->text());
    m_openButton->setObjectName(QStringLiteral("openInPlannerButton"));
    m_openButton->setToolTip(m_openAction->toolTip());
    m_openButton->setEnabled(false);
    connect(m_openButton, &QPushButton::clicked, m_openAction, &QAction::trigger);
    connect(m_openAction, &QAction::enabledChanged, m_openButton, &QWidget::setEnabled);

    m_progress = new QProgressBar;
    m_progress->setToolTip(tr("Files imported so far"));
    m_progressLabel = new QLabel;
    m_cancelButton = new QPushButton(tr("&Cancel import"));
    m_cancelButton->setToolTip(tr("Stop after the file being imported"));
    connect(m_cancelButton, &QPushButton::clicked, this, &HistoryPage::cancelImport);
    m_progressRow = new QWidget;
    auto *progressLayout = new QHBoxLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_progressLabel, 1);
    progressLayout->addWidget(m_progress, 1);
    progressLayout->addWidget(m_cancelButton);
    m_progressRow->setVisible(false);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_importButton);
    actions->addWidget(m_deleteButton);
    actions->addWidget(m_openButton);
    actions->addWidget(m_progressRow, 1);
    actions->addStretch();

    m_view = new RunsView(m_model);
    m_view->addAction(m_deleteAction);
    m_detailsPane = new RunDetailsPane;
    connect(m_detailsPane, &RunDetailsPane::notesSaved, this,
            [this](qint64 id, const QString &notes) {
                m_history->setNotes(id, notes); // a failure reaches the banner through failed()
            });

    // The details pane as wide as its field names and a typical value: the table keeps the
    // rest (at 1400 px, all its columns), and a wider window widens the table.
    const int detailsWidth = m_detailsPane->preferredWidth();
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("historySplitter"));
    splitter->addWidget(m_view);
    splitter->addWidget(m_detailsPane);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({4 * detailsWidth, detailsWidth});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_filters);
    layout->addLayout(actions);
    layout->addWidget(splitter, 1);

    connect(m_filters, &RunFilterBar::changed, this, &HistoryPage::applyFilters);
}

void HistoryPage::refillFilterChoices()
{
    QString error;
    const core::RunFacets facets =
        m_history ? m_history->store()->facets(&error) : core::RunFacets{};
    if (!error.isEmpty())
        m_banner->showMessage(error);
    if (m_filters->setChoices(facets))
        applyFilters();
}

void HistoryPage::applyFilters()
{
    const bool disagreeingOnly = m_filters->disagreeingOnly();
    if (disagreeingOnly && !m_checkValid && !m_checkPending)
        startRunCheck();
    // Until the first scan ends, no run is known to disagree; a later scan replaces the set.
    m_model->setOnlyRuns(disagreeingOnly ? std::optional(m_disagreeing) : std::nullopt);
    m_model->setQuery(m_filters->applied(m_model->query()));
    if (disagreeingOnly && m_checkPending)
        m_filters->setChecking();
}

void HistoryPage::startRunCheck()
{
    const QString path = m_history->store()->path();
    if (path.isEmpty() || !m_history->store()->isOpen())
        return;
    m_checkPending = true;
    // The worker reads the runs on a connection of its own.
    m_checkJob->start(m_doc->catalog(), m_doc->profiles(), path);
    if (m_filters->disagreeingOnly())
        m_filters->setChecking();
}

void HistoryPage::invalidateRunCheck()
{
    // Always: the table marks the TPOT and TTFT cells that disagree. The runs shown so far (and
    // their marks) stay until the scan ends.
    m_checkValid = false;
    startRunCheck();
}

void HistoryPage::onRunCheckFinished(const core::RunCheckScan &scan)
{
    m_checkPending = false;
    if (!scan.error.isEmpty()) {
        if (m_filters->disagreeingOnly()) {
            m_banner->showMessage(scan.error);
            m_filters->setCount(m_model->totalCount()); // not "Checking runs…" forever
        }
        return;
    }
    m_checkValid = true;
    m_disagreeing = scan.disagreeing;
    m_model->setDisagreeing(scan.tpotDisagreeing, scan.ttftDisagreeing);
    if (!m_filters->disagreeingOnly())
        return;
    m_model->setOnlyRuns(m_disagreeing);
    refreshKeepingSelection();
}

void HistoryPage::reload()
{
    refillFilterChoices();
    invalidateRunCheck();
    refreshKeepingSelection();
}

void HistoryPage::refreshKeepingSelection()
{
    const QVector<qint64> selected = selectedRunIds();
    m_model->refresh();
    QItemSelection selection;
    int first = -1;
    for (const qint64 id : selected) {
        const int row = m_model->rowOfRun(id);
        if (row < 0 || row >= m_model->rowCount())
            continue; // not fetched: not worth fetching pages for
        selection.select(m_model->index(row, 0),
                         m_model->index(row, core::RunsTableModel::ColumnCount - 1));
        if (first < 0)
            first = row;
    }
    if (first >= 0) {
        m_view->selectionModel()->setCurrentIndex(m_model->index(first, 0),
                                                  QItemSelectionModel::NoUpdate);
        m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    }
}

QVector<qint64> HistoryPage::selectedRunIds() const
{
    QVector<qint64> ids;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        ids << m_model->runId(i.row());
    std::sort(ids.begin(), ids.end());
    return ids;
}

QString HistoryPage::message() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

void HistoryPage::updateDetails()
{
    const QVector<qint64> ids = selectedRunIds();
    m_deleteAction->setEnabled(!ids.isEmpty() && !m_readOnly);
    m_openAction->setEnabled(ids.size() == 1);
    const std::optional<core::RunRecord> run =
        ids.size() == 1 ? m_model->run(m_model->rowOfRun(ids.constFirst())) : std::nullopt;
    m_detailsPane->showRun(run, int(ids.size()));
    updateModelViews();
}

QVector<core::RunRecord> HistoryPage::runsOfSameKind(const core::RunRecord &run,
                                                     QString *error) const
{
    core::RunFilter filter;
    filter.model = run.model;
    filter.gpu = run.gpu;
    filter.engine = run.engine;
    return m_history->store()->runs(filter, error);
}

void HistoryPage::updateModelViews()
{
    const QVector<qint64> ids = selectedRunIds();
    const std::optional<core::RunRecord> run =
        ids.size() == 1 ? m_model->run(m_model->rowOfRun(ids.constFirst())) : std::nullopt;
    if (!run)
        return;
    // The run beside the model and its deployment's other loads (the runs of its model, GPU kind
    // and engine: one indexed query); they also settle worker counts it leaves out.
    QString sameKindError;
    const QVector<core::RunRecord> sameKind = runsOfSameKind(*run, &sameKindError);
    {
        QString error = sameKindError;
        std::optional<core::RunCheck> check;
        if (error.isEmpty())
            check = core::checkRun(m_doc->catalog(), m_doc->profiles(), *run, sameKind, &error);
        if (check)
            m_detailsPane->showCheck(*check);
        else
            m_detailsPane->showCheckProblem(error);
    }
    // A run with telemetry: the four readings, measured next to the model's.
    QString error;
    const core::RunTelemetry telemetry = m_history->store()->telemetryOf(run->id, &error);
    if (!error.isEmpty()) {
        m_detailsPane->showDiagnosisProblem(error);
        return;
    }
    if (telemetry.empty())
        return;
    const std::optional<core::RunDiagnosis> d =
        core::diagnoseRun(m_doc->catalog(), m_doc->profiles(), *run, telemetry, &error, sameKind);
    if (d)
        m_detailsPane->showDiagnosis(*d);
    else
        m_detailsPane->showDiagnosisProblem(error);
}

void HistoryPage::openSelectedInPlanner()
{
    const QVector<qint64> ids = selectedRunIds();
    if (ids.size() != 1)
        return;
    const std::optional<core::RunRecord> run = m_model->run(m_model->rowOfRun(ids.constFirst()));
    if (!run)
        return;
    const core::RunScenario s = core::plannerScenarioOfRun(m_doc->catalog(), *run);
    if (!s.scenario) {
        m_banner->showMessage(s.error);
        return;
    }
    // With telemetry, its measured readings go over the planner's; without, the deployment.
    std::array<std::optional<double>, kReadingCount> measured{};
    QString error;
    const core::RunTelemetry telemetry = m_history->store()->telemetryOf(run->id, &error);
    if (!telemetry.empty()) {
        if (const auto d = core::diagnoseRun(m_doc->catalog(), m_doc->profiles(), *run, telemetry,
                                             &error, runsOfSameKind(*run, nullptr)))
            measured = core::measuredPercents(*d);
    }
    emit openInPlanner(*s.scenario, measured, run->id);
}

void HistoryPage::onNotesChanged(qint64 id)
{
    m_model->updateRun(id);
    if (selectedRunIds() == QVector<qint64>{id})
        updateDetails();
}

void HistoryPage::deleteSelected()
{
    const QVector<qint64> ids = selectedRunIds();
    if (ids.isEmpty())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Delete runs"),
        tr("Delete %Ln run(s) from the history? Undo (Ctrl+Z) brings them back.", nullptr,
           int(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteRuns(ids);
}

bool HistoryPage::deleteRuns(const QVector<qint64> &ids)
{
    return m_history->deleteRuns(ids);
}

void HistoryPage::onRunsChanged()
{
    refillFilterChoices();
    invalidateRunCheck();
    refreshKeepingSelection();
    emit historyChanged();
}

void HistoryPage::showRun(qint64 id)
{
    int row = m_model->rowOfRun(id);
    if (row < 0) {
        // The filters hide it: show all runs (the order stays).
        m_filters->clear();
        applyFilters();
        row = m_model->rowOfRun(id);
    }
    if (row < 0) {
        m_banner->showMessage(
            tr("%1: no run with id %2 in the history").arg(m_history->store()->path()).arg(id));
        return;
    }
    m_model->fetchTo(row);
    const QModelIndex index = m_model->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

// ---------------------------------------------------------------------------------------------
// Import

void HistoryPage::chooseFilesToImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import benchmark results"), QString(),
        tr("Benchmark results and histories (*.json *.jsonl *.csv *.txt *.sqlite *.db);;All "
           "files (*)"));
    if (!paths.isEmpty())
        previewAndImport(paths);
}

void HistoryPage::chooseFolderToImport()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Import a folder of benchmark results"));
    if (!folder.isEmpty())
        previewAndImport({folder});
}

void HistoryPage::previewAndImport(const QStringList &inputs)
{
    if (inputs.isEmpty())
        return;
    if (m_readOnly) {
        m_banner->showMessage(tr("%1: read-only for your role; nothing was imported.")
                                  .arg(m_history->store()->path()));
        return;
    }
    if (!m_summaryEnabled) { // no dialogs (tests, scripted use): import what is given
        importFiles(core::expandInputs(inputs));
        return;
    }
    ImportPreviewDialog preview(m_doc->catalog(), m_doc->scenario(), inputs, this);
    preview.setHistory(m_history->store()->path(), m_doc->profiles());
    if (preview.exec() != QDialog::Accepted || preview.filesToImport().isEmpty())
        return;
    // Interactive: files still lacking a deployment are asked for after the import, as before.
    m_queue << Batch{preview.filesToImport(), preview.deployment(), true, false};
    if (!isImporting())
        startNextBatch();
}

void HistoryPage::importFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    m_queue << Batch{paths, QJsonObject(), true, false};
    if (!isImporting())
        startNextBatch();
}

void HistoryPage::importFiles(const QStringList &paths, const QJsonObject &deployment)
{
    if (paths.isEmpty())
        return;
    m_queue << Batch{paths, deployment, false, false};
    if (!isImporting())
        startNextBatch();
}

bool HistoryPage::isImporting() const
{
    return m_importing;
}

void HistoryPage::cancelImport()
{
    if (!isImporting())
        return;
    m_cancelled = true;
    m_queue.clear();
    m_job->cancel();
    m_cancelButton->setEnabled(false);
}

void HistoryPage::startNextBatch()
{
    if (m_queue.isEmpty()) {
        finishImport();
        return;
    }
    if (!m_importing) {
        m_importing = true;
        m_pending.clear();
        m_cancelled = false;
        m_banner->showMessage({});
        m_progressRow->setVisible(true);
        m_cancelButton->setEnabled(true);
        m_importAction->setEnabled(false);
    }
    m_current = m_queue.takeFirst();
    m_progress->setRange(0, int(m_current.paths.size()));
    m_progress->setValue(0);
    m_job->setCatalog(m_doc->catalog());
    if (!m_job->start(m_history->store()->path(), m_current.paths, m_current.deployment)) {
        m_banner->showMessage(tr("%1: the import could not start").arg(m_history->store()->path()));
        startNextBatch();
    }
}

void HistoryPage::onImportProgress(int index, int count, const QString &path)
{
    m_progress->setValue(index);
    m_progressLabel->setText(tr("Importing %1 (file %2 of %3)…")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(index + 1)
                                 .arg(count));
}

void HistoryPage::onImportFinished()
{
    m_progress->setValue(m_progress->maximum());
    if (!m_job->error().isEmpty()) {
        for (const QString &p : std::as_const(m_current.paths)) {
            core::FileImportResult r;
            r.path = p;
            r.error = m_job->error();
            m_pending << r;
        }
    }
    // Results of a retry replace the first attempt's.
    for (const core::FileImportResult &r : m_job->results()) {
        bool replaced = false;
        if (m_current.retry) {
            for (core::FileImportResult &old : m_pending) {
                if (old.path == r.path && old.needsDeployment()) {
                    old = r;
                    replaced = true;
                    break;
                }
            }
        }
        if (!replaced)
            m_pending << r;
    }
    if (m_job->wasCancelled())
        m_cancelled = true;

    // Ask for the deployments the files lacked (interactive imports only, once per file).
    if (m_current.interactive && !m_current.retry && !m_cancelled) {
        QStringList lacking;
        for (const core::FileImportResult &r : m_job->results())
            if (r.needsDeployment())
                lacking << r.path;
        QVector<Batch> retries;
        for (int i = 0; i < lacking.size(); ++i) {
            DeploymentDialog dialog(m_doc->catalog(), m_doc->scenario(), this);
            dialog.setFileName(QFileInfo(lacking.at(i)).fileName());
            dialog.setRemainingFiles(int(lacking.size()) - i - 1);
            if (dialog.exec() != QDialog::Accepted)
                continue;
            if (dialog.applyToRemaining()) {
                retries << Batch{lacking.mid(i), dialog.deployment(), false, true};
                break;
            }
            retries << Batch{{lacking.at(i)}, dialog.deployment(), false, true};
        }
        m_queue = retries + m_queue;
    }
    startNextBatch();
}

void HistoryPage::finishImport()
{
    m_importing = false;
    m_progressRow->setVisible(false);
    m_importAction->setEnabled(!m_readOnly);
    if (m_refreshPending)
        QMetaObject::invokeMethod(
            this, [this] { refreshFromServer(true); }, Qt::QueuedConnection);
    m_lastSummary = m_pending;
    m_pending.clear();

    int imported = 0;
    QVector<qint64> added;
    QStringList errors;
    for (const core::FileImportResult &r : std::as_const(m_lastSummary)) {
        imported += r.imported;
        added += r.runIds;
        if (r.ok())
            continue;
        errors << (r.needsDeployment() ? tr("%1: rejected: the file does not say how the model was "
                                            "deployed (GPU kind, GPU count and plan); import it "
                                            "again and give the deployment")
                                             .arg(r.path)
                                       : r.error);
    }
    if (m_cancelled)
        errors << tr("The import was cancelled; the files after the one in progress were not "
                     "imported.");
    m_banner->showMessage(errors.join(QLatin1Char('\n')));
    if (imported > 0) {
        refillFilterChoices();
        invalidateRunCheck();
        refreshKeepingSelection();
    } else {
        updateDetails(); // telemetry attached to the run shown changes its diagnosis
    }
    if (m_summaryEnabled && !m_lastSummary.isEmpty()) {
        if (!m_summary)
            m_summary = new ImportSummaryDialog(this);
        m_summary->setResults(m_lastSummary, m_cancelled);
        m_summary->show();
        m_summary->raise();
    }
    // One undo step for the whole import: Ctrl+Z takes its runs out again, and the telemetry
    // it attached to runs that were there before.
    QVector<qint64> telemetry;
    for (const core::FileImportResult &r : std::as_const(m_lastSummary))
        telemetry += r.telemetryIds;
    m_history->recordImport(std::move(added), std::move(telemetry));
    if (imported > 0)
        emit historyChanged();
    emit importFinished();
}

// ---------------------------------------------------------------------------------------------

void HistoryPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void HistoryPage::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // The preview is modal: open it once the drop has returned to the platform.
    QMetaObject::invokeMethod(
        this, [this, paths] { previewAndImport(paths); }, Qt::QueuedConnection);
}

} // namespace moeplan::widgets
