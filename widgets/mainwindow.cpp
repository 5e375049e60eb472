#include "mainwindow.h"

#include "breakdownchart.h"

#include "calibration.h"
#include "calibrationpage.h"
#include "catalogdialogs.h"
#include "chartexport.h"
#include "elidedlabel.h"
#include "exportdialog.h"
#include "frontierchart.h"
#include "helpdialogs.h"
#include "hfconfig.h"
#include "historycontroller.h"
#include "historypage.h"
#include "historystore.h"
#include "messagebanner.h"
#include "plannerdocument.h"
#include "plannerpage.h"
#include "preferencesdialog.h"
#include "reportdata.h"
#include "resultspanel.h"
#include "scenariopanel.h"
#include "settings.h"
#include "sizingpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace moeplan::widgets {

namespace {

QString scenarioFilter()
{
    return MainWindow::tr("MoE Planner scenarios (*.moeplan);;JSON "
                          "files (*.json);;All files (*)");
}

bool isScenarioFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("moeplan"), Qt::CaseInsensitive) == 0;
}

} // namespace

MainWindow::MainWindow(core::PlannerDocument *document, QWidget *parent)
    : QMainWindow(parent), m_doc(document), m_scenario(new ScenarioPanel(document)),
      m_results(new ResultsPanel), m_banner(new MessageBanner), m_pages(new QTabWidget),
      m_planner(new PlannerPage), m_calibration(new ElidedLabel), m_undoGroup(new QUndoGroup(this))
{
    setAcceptDrops(true);
    m_economics = core::ReportSettingsStore::load();

    // The side panel: the scenario's controls scroll when the window is short; the operating
    // point below them never does, so its last rows and warnings stay in view.
    auto *scenarioHolder = new QWidget;
    auto *scenarioLayout = new QVBoxLayout(scenarioHolder);
    scenarioLayout->setContentsMargins(0, 0, 6, 0);
    scenarioLayout->addWidget(m_scenario);
    scenarioLayout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(scenarioHolder);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(fontMetrics().height() * 6);
    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("sidePanel"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(8);
    sideLayout->addWidget(scroll, 1);
    sideLayout->addWidget(m_results);
    side->setFixedWidth(fontMetrics().averageCharWidth() * 50 +
                        scroll->verticalScrollBar()->sizeHint().width());

    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_planner->setObjectName(QStringLiteral("planner"));
    m_pages->addTab(m_planner, tr("&Planner"));

    auto *content = new QVBoxLayout;
    content->setSpacing(6);
    content->addWidget(m_banner);
    content->addWidget(m_pages, 1);

    auto *central = new QWidget;
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(8);
    layout->addWidget(side);
    layout->addLayout(content, 1);
    setCentralWidget(central);

    // The scenario's controls and operating point belong to the planner: the other pages (runs,
    // calibration) take the whole width.
    connect(m_pages, &QTabWidget::currentChanged, side,
            [this, side](int index) { side->setVisible(m_pages->widget(index) == m_planner); });
    // Edit > Undo acts on the page in front: the History page undoes history changes, every
    // other page the scenario's.
    m_undoGroup->addStack(m_doc->undoStack());
    m_undoGroup->setActiveStack(m_doc->undoStack());
    connect(m_pages, &QTabWidget::currentChanged, this, &MainWindow::updateActiveUndoStack);

    m_calibration->setObjectName(QStringLiteral("calibrationLine"));
    statusBar()->addWidget(m_calibration, 1);
    createMenus();

    // What to buy for a target: a row chosen there opens in the planner.
    m_sizing = new SizingPage(m_doc);
    m_sizing->setObjectName(QStringLiteral("sizing"));
    addPage(m_sizing, tr("&Size It"));
    // After a row is loaded, the frontier shows the target and the cheapest answer (View >
    // Sizing Target hides them); a price edited there updates the operating point's cost.
    connect(m_sizing, &SizingPage::loaded, this, [this] {
        m_showTarget->setChecked(true);
        showPage(pageIndex(QStringLiteral("planner")));
    });
    connect(m_sizing, &SizingPage::marksChanged, this, [this] {
        chart()->setTargetMarks(m_showTarget->isChecked() ? m_sizing->marks() : TargetMarks{});
        reloadEconomics(); // the page may have saved a price
    });

    connect(m_doc, &core::PlannerDocument::resultChanged, this, &MainWindow::showResult);
    connect(m_doc, &core::PlannerDocument::fileStateChanged, this, &MainWindow::updateTitle);
    connect(chart(), &FrontierChart::axesChanged, this, [this] {
        core::settings::chartPerGpu.set(chart()->perGpu());
        core::settings::chartXAxis.set(int(chart()->xAxis()));
        core::settings::chartMsPerToken.set(chart()->msPerToken());
    });
    showResult();
    updateTitle();

    // A first size that shows the charts well; restoreSettings() brings back the last one.
    const QSize available = screen() ? screen()->availableSize() : QSize(1400, 900);
    resize(QSize(1400, 900).boundedTo(available * 0.9));
}

MainWindow::~MainWindow() = default;

void MainWindow::reloadEconomics()
{
    m_economics = core::ReportSettingsStore::load();
    showResult();
}

FrontierChart *MainWindow::chart() const
{
    return m_planner->frontier();
}

void MainWindow::showError(const QString &message)
{
    m_banner->showMessage(message);
}

void MainWindow::addPage(QWidget *page, const QString &title)
{
    m_pages->addTab(page, title);
    const int index = m_pages->count() - 1;
    QAction *go = m_viewMenu->addAction(QString(title).remove(QLatin1Char('&')), this,
                                        [this, index] { showPage(index); });
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
}

void MainWindow::updateActiveUndoStack()
{
    const bool history = m_historyController && m_pages->currentWidget() == m_history;
    m_undoGroup->setActiveStack(history ? m_historyController->undoStack() : m_doc->undoStack());
}

void MainWindow::attachHistory(core::HistoryController *history, const QString &historyPath)
{
    core::HistoryStore *store = history->store();
    m_historyController = history;
    m_undoGroup->addStack(history->undoStack());
    updateActiveUndoStack();
    m_history = new HistoryPage(m_doc, history);
    m_history->setObjectName(QStringLiteral("history"));
    addPage(m_history, tr("&History"));
    m_calibrationPage = new CalibrationPage(m_doc, historyPath);
    m_calibrationPage->setObjectName(QStringLiteral("calibration"));
    addPage(m_calibrationPage, tr("&Calibration"));
    addDataActions({m_history->importAction(), m_history->importFolderAction(),
                    m_history->refreshAction(), m_calibrationPage->refitAction()});

    // The overlay reads only the scenario's model and GPU kind (an indexed query), when they
    // change and after an import or delete.
    m_doc->setHistorySource([this, store](const QString &model, const QString &gpu) {
        QString error;
        core::RunFilter filter;
        filter.model = model;
        filter.gpu = gpu;
        QVector<core::RunRecord> runs = store->runs(filter, &error);
        if (!error.isEmpty())
            showError(error);
        return runs;
    });
    connect(m_history, &HistoryPage::historyChanged, this, [this] {
        m_doc->reloadHistory();
        m_calibrationPage->refit();
    });
    connect(this, &MainWindow::importRequested, m_history, [this](const QStringList &paths) {
        showPage(pageIndex(QStringLiteral("history")));
        // Queued: the preview is modal, and a drop hands its files over before it returns.
        QMetaObject::invokeMethod(
            m_history, [this, paths] { m_history->previewAndImport(paths); }, Qt::QueuedConnection);
    });
    // Open in Planner: the run's deployment as an undo step of the scenario, and its measured
    // readings over the model's until the scenario changes.
    connect(m_history, &HistoryPage::openInPlanner, this,
            [this](const Scenario &s, const std::array<std::optional<double>, kReadingCount> &m,
                   qint64 runId) {
                m_measuredScenario = s;
                m_doc->setScenario(s, tr("Open run %1 in the planner").arg(runId));
                m_planner->breakdown()->setMeasured(m, tr("Measured: run %1").arg(runId));
                showPage(pageIndex(QStringLiteral("planner")));
            });
    connect(m_doc, &core::PlannerDocument::scenarioChanged, this, [this] {
        if (m_measuredScenario && m_doc->scenario() != *m_measuredScenario) {
            m_measuredScenario.reset();
            m_planner->breakdown()->clearMeasured();
        }
    });
    connect(chart(), &FrontierChart::runClicked, m_history, [this](qint64 id) {
        showPage(pageIndex(QStringLiteral("history")));
        m_history->showRun(id);
    });
}

QString MainWindow::switchHistory(const QString &path)
{
    if (!m_historyController)
        return tr("No history is open to switch from.");
    if (m_history->isImporting() || m_calibrationPage->isRefitting())
        return tr("An import or a refit is running: let it finish, or cancel it, before opening "
                  "another history.");
    core::HistoryStore *store = m_historyController->store();
    const QString previous = store->path();
    if (const QString e = store->open(path); !e.isEmpty()) {
        if (!previous.isEmpty())
            store->open(previous);
        return e;
    }
    QString error;
    m_doc->setProfiles(core::fromStoredSet(store->profiles(&error), &error));
    m_history->historyOpened();
    m_calibrationPage->setHistoryPath(path);
    m_doc->reloadHistory();
    return error;
}

void MainWindow::addDataActions(const QList<QAction *> &actions)
{
    if (!m_dataMenu->isEmpty())
        m_dataMenu->addSeparator();
    m_dataMenu->addActions(actions);
    m_dataMenu->menuAction()->setVisible(true);
}

void MainWindow::showPage(int index)
{
    m_pages->setCurrentIndex(index);
}

int MainWindow::pageIndex(const QString &name) const
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (m_pages->widget(i)->objectName() == name)
            return i;
    return -1;
}

int MainWindow::pageCount() const
{
    return m_pages->count();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New Scenario"), this, [this] {
        if (maybeSave())
            m_doc->newScenario();
    });
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open Scenario…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QAction *team =
        file->addAction(tr("Open &Team History…"), this, &MainWindow::openTeamHistoryRequested);
    team->setStatusTip(tr("Work on a history that many GPU nodes and planners share, on a "
                          "PostgreSQL server"));
    QAction *saveAction = file->addAction(tr("&Save Scenario"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save Scenario &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    // Exports: the charts as PNG/SVG/PDF (and their data as CSV), the one-page report.
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    const std::pair<core::ChartKind, QString> charts[] = {
        {core::ChartKind::Frontier, tr("&Latency vs Throughput Chart…")},
        {core::ChartKind::Breakdown, tr("&Step-Time Breakdown Chart…")},
        {core::ChartKind::Scaling, tr("S&caling Chart…")}};
    for (const auto &[kind, text] : charts) {
        QAction *a = exportMenu->addAction(text, this, [this, kind = kind] {
            exportChartInteractive(this, kind, m_doc->result(), m_doc->catalog());
        });
        if (kind == core::ChartKind::Frontier)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    }
    exportMenu->addSeparator();
    QAction *report = exportMenu->addAction(tr("One-Page &Report (PDF)…"), this, [this] {
        exportReportInteractive(this, m_doc->result(), m_doc->catalog(), &m_doc->sizingProfiles());
        reloadEconomics(); // the dialog may have saved a price
    });
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QAction *copy = file->addAction(tr("&Copy Chart"), this, [this] {
        copyChartToClipboard(core::ChartKind::Frontier, m_doc->result(), m_doc->catalog(), {});
        statusBar()->showMessage(tr("Latency-vs-throughput chart copied to the clipboard"), 4000);
    });
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *pin = edit->addAction(tr("&Pin Scenario for Comparison"));
    pin->setObjectName(QStringLiteral("pinAction"));
    pin->setCheckable(true);
    pin->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    pin->setToolTip(tr("Keep the current scenario on the charts (A) while you explore (B)"));
    connect(pin, &QAction::triggered, m_doc, &core::PlannerDocument::setPinned);
    QAction *swap =
        edit->addAction(tr("S&wap with Pinned"), m_doc, &core::PlannerDocument::swapPinned);
    swap->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(m_doc, &core::PlannerDocument::resultChanged, pin, [this, pin, swap] {
        pin->setChecked(m_doc->state().pinned.has_value());
        swap->setEnabled(m_doc->state().pinned.has_value());
    });
    swap->setEnabled(false);
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pre&ferences..."), this, [this] {
        PreferencesDialog dialog(this);
        dialog.exec();
    });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setStatusTip(tr("Choose the interface's language"));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *perGpu = m_viewMenu->addAction(tr("Throughput per &GPU"));
    perGpu->setCheckable(true);
    connect(perGpu, &QAction::toggled, chart(), &FrontierChart::setPerGpu);
    QAction *ms = m_viewMenu->addAction(tr("Latency in &ms per Token"));
    ms->setCheckable(true);
    connect(ms, &QAction::toggled, chart(), &FrontierChart::setMsPerToken);
    connect(chart(), &FrontierChart::axesChanged, this, [this, perGpu, ms] {
        perGpu->setChecked(chart()->perGpu());
        ms->setChecked(chart()->msPerToken());
    });
    m_showTarget = m_viewMenu->addAction(tr("Sizing &Target on the Frontier"));
    m_showTarget->setCheckable(true);
    m_showTarget->setToolTip(tr("The Size It page's target (per-user floor and tokens/s) and its "
                                "cheapest deployment, drawn over the frontier"));
    connect(m_showTarget, &QAction::toggled, this, [this](bool on) {
        if (m_sizing)
            chart()->setTargetMarks(on ? m_sizing->marks() : TargetMarks{});
    });
    m_viewMenu->addSeparator();
    QAction *planner = m_viewMenu->addAction(tr("Planner"), this, [this] { showPage(0); });
    planner->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));

    // Model and GPU carry no mnemonic: every letter of them is a scenario label's already.
    QMenu *model = menuBar()->addMenu(tr("Model"));
    m_addModel = model->addAction(tr("&Add from config.json..."), this,
                                  [this] { addModelFromConfig(QString()); });
    m_addModel->setStatusTip(tr("Add a model to your catalog from its Hugging Face config.json "
                                "(or drop the file on the window)"));
    QMenu *gpu = menuBar()->addMenu(tr("GPU"));
    m_newGpu = gpu->addAction(tr("&New GPU Kind..."), this, [this] { newGpuKind(); });
    m_newGpu->setStatusTip(tr("Describe a GPU the catalog lacks, starting from a known kind"));
    m_addModel->setEnabled(false); // until setEditableCatalog()
    m_newGpu->setEnabled(false);

    m_dataMenu = menuBar()->addMenu(tr("&Data"));
    m_dataMenu->menuAction()->setVisible(false); // until a page brings its actions

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"), this, [this] {
        // One guide window, raised again when asked for again.
        if (!m_userGuide)
            m_userGuide = new UserGuideDialog(this);
        m_userGuide->show();
        m_userGuide->raise();
        m_userGuide->activateWindow();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("Read the user guide (F1)"));
    guide->setObjectName(QStringLiteral("userGuideAction"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About MoE Planner"), this, [this] {
        QMessageBox::about(this, tr("About MoE Planner"), aboutText());
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::setEditableCatalog(Catalog *catalog, const QString &userDir)
{
    m_editableCatalog = catalog;
    m_userCatalogDir = userDir;
    m_addModel->setEnabled(catalog != nullptr);
    m_newGpu->setEnabled(catalog != nullptr);
}

bool MainWindow::addModelFromConfig(QString path)
{
    if (!m_editableCatalog)
        return false;
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(this, tr("Add Model from config.json"),
                                            core::settings::lastDirectory.get(),
                                            tr("Hugging Face config (*.json);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    AddModelDialog dialog(*m_editableCatalog, path, m_userCatalogDir, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_doc->notifyCatalogChanged();
    m_doc->setModel(dialog.savedId()); // plan with it now (one undo step)
    m_banner->showMessage(tr("Model %1 added to your catalog; its runs in the history join "
                             "calibration at the next refit.")
                              .arg(dialog.savedId()));
    return true;
}

bool MainWindow::newGpuKind()
{
    if (!m_editableCatalog)
        return false;
    GpuKindDialog dialog(*m_editableCatalog, QString::fromStdString(m_doc->scenario().gpu),
                         m_userCatalogDir, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_doc->notifyCatalogChanged();
    m_doc->setGpuKind(dialog.savedId());
    m_banner->showMessage(tr("GPU kind %1 added to your catalog. Its predictions use its "
                             "datasheet and efficiencies transferred from measured kinds.")
                              .arg(dialog.savedId()));
    return true;
}

void MainWindow::showResult()
{
    const core::PlannerResult &r = m_doc->result();
    const ModelSpec *model = m_doc->catalog().model(r.scenario.model);
    chart()->setTitle(tr("%1 · ISL %2 / OSL %3 tokens")
                          .arg(QString::fromStdString(model ? model->name : r.scenario.model))
                          .arg(r.scenario.isl)
                          .arg(r.scenario.osl));
    m_planner->setResult(r);
    const core::ReportSettings &economics = m_economics;
    m_results->setResult(r, core::costAndPower(m_doc->catalog(), r, economics));
    // The frontier's cost and power axes: the scenario's GPU kind and the other topology's.
    const Catalog &catalog = m_doc->catalog();
    const GpuSpec *gpu = catalog.gpu(r.scenario.gpu);
    const core::OtherTopology other = core::otherTopology(catalog, r.scenario);
    const GpuSpec *otherGpu = other.error.isEmpty() ? catalog.gpu(other.scenario.gpu) : nullptr;
    chart()->setEconomics(gpu ? core::economicsFor(*gpu, economics) : GpuEconomics{},
                          otherGpu ? core::economicsFor(*otherGpu, economics) : GpuEconomics{});
    const std::string_view provenance = provenanceName(r.params.provenance);
    m_calibration->setFullText(
        tr("Calibration: %1  ·  provenance: %2")
            .arg(r.params.label,
                 QString::fromUtf8(provenance.data(), qsizetype(provenance.size()))));
}

void MainWindow::updateTitle()
{
    const QString path = m_doc->filePath();
    setWindowFilePath(path);
    setWindowTitle(tr("%1[*] — %2")
                       .arg(path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName(),
                            QApplication::applicationName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = core::settings::recentFiles.get();
    int n = 0;
    for (const QString &path : files) {
        ++n;
        QAction *a = m_recentMenu->addAction(
            tr("&%1 %2").arg(n).arg(QDir::toNativeSeparators(path)), this, [this, path] {
                if (maybeSave())
                    openScenario(path);
            });
        a->setToolTip(path);
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            core::settings::recentFiles.set({});
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool MainWindow::openScenario(const QString &path)
{
    QString fallback;
    const QString error = m_doc->openFile(path, &fallback);
    if (!error.isEmpty()) {
        showError(error);
        return false;
    }
    m_banner->showMessage(fallback);
    core::settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    core::settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), core::settings::lastDirectory.get(), scenarioFilter());
    if (!path.isEmpty())
        openScenario(path);
}

bool MainWindow::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    const QString error = m_doc->saveFile(m_doc->filePath());
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Save Scenario"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    QString dir = core::settings::lastDirectory.get();
    if (dir.isEmpty())
        dir = QDir::homePath();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Scenario"), dir + QStringLiteral("/scenario.moeplan"), scenarioFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".moeplan");
    const QString error = m_doc->saveFile(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Save Scenario"), error);
        return false;
    }
    core::settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    core::settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, QApplication::applicationName(),
        tr("The scenario has been modified.\nDo you want to save your changes?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::restoreSettings()
{
    restoreGeometry(core::settings::windowGeometry.get());
    restoreState(core::settings::windowState.get());
    m_planner->restoreState(core::settings::plannerSplitter.get());
    showPage(qBound(0, core::settings::currentPage.get(), m_pages->count() - 1));
    chart()->setPerGpu(core::settings::chartPerGpu.get());
    if (const int x = core::settings::chartXAxis.get();
        x >= int(FrontierChart::XAxis::Total) && x <= int(FrontierChart::XAxis::TokensPerMW))
        chart()->setXAxis(FrontierChart::XAxis(x));
    chart()->setMsPerToken(core::settings::chartMsPerToken.get());
}

void MainWindow::saveSettings()
{
    core::settings::windowGeometry.set(saveGeometry());
    core::settings::windowState.set(saveState());
    core::settings::plannerSplitter.set(m_planner->saveState());
    core::settings::currentPage.set(m_pages->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList scenarios, others, configs;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (m_editableCatalog && core::looksLikeHfConfig(path))
            configs.append(path);
        else
            (isScenarioFile(path) ? scenarios : others).append(path);
    }
    if (scenarios.isEmpty() && others.isEmpty() && configs.isEmpty())
        return;
    event->acceptProposedAction();
    if (!configs.isEmpty()) {
        // Queued: the dialog is modal, and the drop must return first.
        QMetaObject::invokeMethod(
            this, [this, configs] { addModelFromConfig(configs.front()); }, Qt::QueuedConnection);
    }
    if (!scenarios.isEmpty() && maybeSave())
        openScenario(scenarios.front());
    if (!others.isEmpty())
        emit importRequested(others);
}

} // namespace moeplan::widgets
