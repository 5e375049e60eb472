#include "mainwindow.h"

#include "frontierchart.h"
#include "messagebanner.h"
#include "plannerdocument.h"
#include "resultspanel.h"
#include "scenariopanel.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace moeplan::widgets {

MainWindow::MainWindow(core::PlannerDocument *document, QWidget *parent)
    : QMainWindow(parent), m_doc(document), m_scenario(new ScenarioPanel(document)),
      m_results(new ResultsPanel), m_banner(new MessageBanner), m_chart(new FrontierChart),
      m_calibration(new QLabel)
{
    setWindowTitle(QApplication::applicationName());

    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("sidePanel"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(12);
    sideLayout->addWidget(m_scenario);
    sideLayout->addWidget(m_results);
    sideLayout->addStretch(1);
    // Wide enough for "Aggregate throughput  1,234,567 tokens/s" in the current font.
    side->setFixedWidth(fontMetrics().averageCharWidth() * 50);

    auto *content = new QVBoxLayout;
    content->setSpacing(8);
    content->addWidget(m_banner);
    content->addWidget(m_chart, 1);

    auto *central = new QWidget;
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(10, 10, 10, 6);
    layout->setSpacing(12);
    layout->addWidget(side);
    layout->addLayout(content, 1);
    setCentralWidget(central);

    statusBar()->addWidget(m_calibration, 1);
    createMenus();

    connect(m_doc, &core::PlannerDocument::resultChanged, this, &MainWindow::showResult);
    showResult();

    // A first size that shows the chart well; later issues restore the last one.
    const QSize available = screen() ? screen()->availableSize() : QSize(1280, 800);
    resize(QSize(1280, 800).boundedTo(available * 0.9));
}

MainWindow::~MainWindow() = default;

void MainWindow::showError(const QString &message)
{
    m_banner->showMessage(message);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About MoE Planner"), this, [this] {
        QMessageBox::about(this, tr("About MoE Planner"),
                           tr("<p><b>MoE Planner %1</b></p><p>Capacity planning for serving "
                              "Mixture-of-Experts language models: decode step time, throughput "
                              "and per-user speed across GPU counts, topologies, speculative "
                              "decoding and batch sizes.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::showResult()
{
    const core::PlannerResult &r = m_doc->result();
    const ModelSpec *model = m_doc->catalog().model(r.scenario.model);
    m_chart->setTitle(tr("%1 · ISL %2 / OSL %3 tokens")
                          .arg(QString::fromStdString(model ? model->name : r.scenario.model))
                          .arg(r.scenario.isl)
                          .arg(r.scenario.osl));
    m_chart->setResult(r);
    m_results->setResult(r);
    const std::string_view provenance = provenanceName(r.params.provenance);
    m_calibration->setText(
        tr("Calibration: %1  ·  provenance: %2")
            .arg(r.params.label,
                 QString::fromUtf8(provenance.data(), qsizetype(provenance.size()))));
}

} // namespace moeplan::widgets
