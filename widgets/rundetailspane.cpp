#include "rundetailspane.h"

#include "diagnosisview.h"
#include "format.h"
#include "runcheck.h"
#include "runstablemodel.h"
#include "theme.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace moeplan::widgets {

namespace {

constexpr int kDetailsFieldColumn = 0;
constexpr int kFieldsTab = 0;
constexpr int kDiagnosisTab = 1;
constexpr int kModelTab = 2;

QString rangeText(double lo, double hi)
{
    return RunDetailsPane::tr("%1–%2").arg(format::number(lo), format::number(hi));
}

QString optionalText(const std::optional<double> &v, const QString &unit = {})
{
    if (!v || !std::isfinite(*v))
        return RunDetailsPane::tr("not reported");
    const QString n = QLocale().toString(*v, 'g', 6);
    return unit.isEmpty() ? n : RunDetailsPane::tr("%1 %2").arg(n, unit);
}

QString intText(int v, const QString &unit = {})
{
    if (v == 0)
        return RunDetailsPane::tr("not reported");
    const QString n = QLocale().toString(v);
    return unit.isEmpty() ? n : RunDetailsPane::tr("%1 %2").arg(n, unit);
}

QString textOr(const QString &v)
{
    return v.isEmpty() ? RunDetailsPane::tr("not reported") : v;
}

/// Every stored field of a run, labelled, with units.
QVector<QPair<QString, QString>> runFields(const core::RunRecord &r)
{
    // A run that leaves its worker counts out used at least one worker of each: its GPU and
    // node counts are the least it can have used, as the table's "≥" says, not what ran.
    const bool underdetermined = core::RunsTableModel::underdetermined(r);
    const auto leastText = [underdetermined](int v) {
        return underdetermined && v > 0
                   ? RunDetailsPane::tr("at least %1 (worker counts not stated)")
                         .arg(QLocale().toString(v))
                   : intText(v);
    };
    using P = QPair<QString, QString>;
    const QString ms = RunDetailsPane::tr("ms");
    const QString tokS = RunDetailsPane::tr("tokens/s");
    const std::optional<double> derived = r.derivedOutputTokS(); // the figure it implies
    QVector<P> f{
        {RunDetailsPane::tr("Run id"), QString::number(r.id)},
        {RunDetailsPane::tr("Source file"), textOr(r.sourceFile)},
        {RunDetailsPane::tr("Measured at"), textOr(r.measuredAt)},
        {RunDetailsPane::tr("Reference data"),
         r.isReference ? RunDetailsPane::tr("yes") : RunDetailsPane::tr("no")},
        {RunDetailsPane::tr("Model"), r.model},
        {RunDetailsPane::tr("Precision"), textOr(r.precision)},
        {RunDetailsPane::tr("Engine"), r.engine},
        {RunDetailsPane::tr("Engine version"), textOr(r.engineVersion)},
        {RunDetailsPane::tr("GPU kind"), r.gpu},
        {RunDetailsPane::tr("GPUs"), leastText(r.gpus)},
        {RunDetailsPane::tr("Topology"), r.topology},
        {RunDetailsPane::tr("Nodes"), leastText(r.nodes)},
        {RunDetailsPane::tr("Plan"), core::RunsTableModel::planText(r)},
        {RunDetailsPane::tr("Tensor parallel (attention)"), intText(r.tp)},
        {RunDetailsPane::tr("Expert parallel"), intText(r.ep)},
        {RunDetailsPane::tr("Data parallel (attention)"), intText(r.attnDp)},
        {RunDetailsPane::tr("Pipeline parallel"), intText(r.pp)},
        {RunDetailsPane::tr("Serving"), r.serving},
    };
    if (r.serving == QLatin1String("disagg")) {
        f += {
            {RunDetailsPane::tr("Prefill workers"), intText(r.prefillWorkers)},
            {RunDetailsPane::tr("Prefill TP / EP / DP"),
             RunDetailsPane::tr("%1 / %2 / %3").arg(r.prefillTp).arg(r.prefillEp).arg(r.prefillDp)},
            {RunDetailsPane::tr("Decode workers"), intText(r.decodeWorkers)},
            {RunDetailsPane::tr("Decode TP / EP / DP"),
             RunDetailsPane::tr("%1 / %2 / %3").arg(r.decodeTp).arg(r.decodeEp).arg(r.decodeDp)}};
    }
    f += {
        {RunDetailsPane::tr("Concurrency (configured)"), optionalText(r.concurrencyConfigured)},
        {RunDetailsPane::tr("Concurrency (achieved)"), optionalText(r.concurrencyAchieved)},
        {RunDetailsPane::tr("Batch per rank"), optionalText(r.batchPerRank)},
        {RunDetailsPane::tr("Input length (ISL)"), intText(r.isl, RunDetailsPane::tr("tokens"))},
        {RunDetailsPane::tr("Output length (OSL)"), intText(r.osl, RunDetailsPane::tr("tokens"))},
        {RunDetailsPane::tr("Drafter"), textOr(r.drafterKind)},
        {RunDetailsPane::tr("Draft tokens"), intText(r.draftTokens)},
        {RunDetailsPane::tr("Acceptance length"), optionalText(r.acceptanceLength)},
        {RunDetailsPane::tr("TPOT mean"), optionalText(r.tpotMeanMs, ms)},
        {RunDetailsPane::tr("TPOT median"), optionalText(r.tpotMedianMs, ms)},
        {RunDetailsPane::tr("TPOT p99"), optionalText(r.tpotP99Ms, ms)},
        {RunDetailsPane::tr("ITL mean"), optionalText(r.itlMeanMs, ms)},
        {RunDetailsPane::tr("TTFT mean"), optionalText(r.ttftMeanMs, ms)},
        {RunDetailsPane::tr("TTFT median"), optionalText(r.ttftMedianMs, ms)},
        {RunDetailsPane::tr("TTFT p99"), optionalText(r.ttftP99Ms, ms)},
        {RunDetailsPane::tr("End-to-end mean"), optionalText(r.e2eMeanMs, ms)},
        {RunDetailsPane::tr("Output throughput"),
         derived ? RunDetailsPane::tr("not reported; ≈ %1 %2 from its concurrency, TTFT and TPOT")
                       .arg(format::number(*derived), tokS)
                 : optionalText(r.outputTokS, tokS)},
        {RunDetailsPane::tr("Total throughput"), optionalText(r.totalTokS, tokS)},
        {RunDetailsPane::tr("Requests"),
         optionalText(r.requestsPerS, RunDetailsPane::tr("requests/s"))},
        {RunDetailsPane::tr("GPU utilisation"),
         optionalText(r.gpuUtil, RunDetailsPane::tr("(0..1)"))},
        {RunDetailsPane::tr("HBM bandwidth utilisation"),
         optionalText(r.hbmBwUtil, RunDetailsPane::tr("(0..1)"))},
        {RunDetailsPane::tr("Power per GPU"), optionalText(r.powerW, RunDetailsPane::tr("W"))},
        {RunDetailsPane::tr("Notes"), textOr(r.notes)},
    };
    return f;
}

} // namespace

RunDetailsPane::RunDetailsPane(QWidget *parent)
    : QWidget(parent), m_tabs(new QTabWidget), m_diagnosis(new DiagnosisView),
      m_details(new QTreeWidget), m_check(new QTreeWidget), m_checkFindings(new QLabel),
      m_notes(new QPlainTextEdit), m_save(new QPushButton(tr("&Save notes")))
{
    m_preferredTab = kDiagnosisTab;
    m_details->setObjectName(QStringLiteral("runDetails"));
    m_details->setColumnCount(2);
    m_details->setHeaderLabels({tr("Field"), tr("Value")});
    m_details->setRootIsDecorated(false);
    m_details->setToolTip(tr("Every stored field of the selected run, with units"));
    m_details->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    // The run beside the model and its deployment's other loads: one column per metric.
    m_check->setObjectName(QStringLiteral("runCheck"));
    m_check->setColumnCount(3);
    m_check->setHeaderLabels({QString(), tr("TPOT (ms)"), tr("TTFT (ms)")});
    m_check->setRootIsDecorated(false);
    m_check->setSelectionMode(QAbstractItemView::NoSelection);
    m_check->setToolTip(tr("The run's measured TPOT and TTFT, what the model predicts for its "
                           "deployment and load, and what the deployment's other measured loads "
                           "imply for it (the model moved by its error there)"));
    m_check->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_check->header()->setStretchLastSection(false);
    m_check->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_check->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_check->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_check->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_checkFindings->setObjectName(QStringLiteral("runCheckFindings"));
    m_checkFindings->setWordWrap(true);
    m_checkFindings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkFindings->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *findingsScroll = new QScrollArea;
    findingsScroll->setWidget(m_checkFindings);
    findingsScroll->setWidgetResizable(true);
    findingsScroll->setFrameShape(QFrame::NoFrame);
    auto *modelTab = new QWidget;
    auto *modelLayout = new QVBoxLayout(modelTab);
    modelLayout->addWidget(m_check);
    modelLayout->addWidget(findingsScroll, 1);

    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setToolTip(tr("Notes of the selected run; Save stores them (undoable)"));
    m_notes->setTabChangesFocus(true);
    m_notes->setEnabled(false);
    m_save->setObjectName(QStringLiteral("saveNotesButton"));
    m_save->setToolTip(tr("Store the notes of the selected run (undoable)"));
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString after = m_notes->toPlainText();
        if (m_runId && after != m_storedNotes)
            emit notesSaved(*m_runId, after);
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this,
            [this] { m_save->setEnabled(m_runId && m_notes->toPlainText() != m_storedNotes); });

    // Fields, and for a run with telemetry the four readings (shown first: what the telemetry
    // was attached for). The choice of tab is the user's once made.
    m_tabs->setObjectName(QStringLiteral("runDetailsTabs"));
    m_tabs->addTab(m_details, tr("&Fields"));
    m_tabs->addTab(m_diagnosis, tr("&Diagnosis"));
    m_tabs->setTabToolTip(kDiagnosisTab,
                          tr("Which ceiling binds the run: the four readings from its GPU "
                             "telemetry, next to the model's (import telemetry files with the "
                             "results to get one)"));
    m_tabs->setTabEnabled(kDiagnosisTab, false);
    m_tabs->addTab(modelTab, tr("Mode&l"));
    m_tabs->setTabToolTip(kModelTab,
                          tr("The run beside the model and beside its deployment's other measured "
                             "loads: whether this load agrees with them"));
    m_tabs->setTabEnabled(kModelTab, false);
    // The user's choice, by mouse or keyboard; the pane's own switches block the signal.
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this](int index) { m_preferredTab = index; });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs, 3);
    auto *notesLabel = new QLabel(tr("N&otes:"));
    notesLabel->setBuddy(m_notes);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes, 1);
    layout->addWidget(m_save, 0, Qt::AlignRight);
}

void RunDetailsPane::showRun(const std::optional<core::RunRecord> &run, int selected)
{
    m_details->clear();
    const QSignalBlocker blockTabs(m_tabs);
    m_tabs->setTabEnabled(kDiagnosisTab, false);
    m_tabs->setTabEnabled(kModelTab, false);
    m_check->clear();
    m_checkFindings->clear();
    m_tabs->setCurrentIndex(kFieldsTab);
    m_runId = run ? std::optional<qint64>(run->id) : std::nullopt;
    m_storedNotes = run ? run->notes : QString();
    m_notes->setEnabled(bool(run));
    {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(m_storedNotes);
    }
    m_save->setEnabled(false);
    if (run) {
        for (const auto &[field, value] : runFields(*run)) {
            auto *item = new QTreeWidgetItem(m_details, {field, value});
            item->setToolTip(1, value);
        }
    } else if (selected > 1) {
        new QTreeWidgetItem(m_details, {tr("Selection"), tr("%Ln run(s)", nullptr, selected)});
    }
    applyColours();
}

void RunDetailsPane::showDiagnosis(const core::RunDiagnosis &d)
{
    m_diagnosis->showDiagnosis(d);
    const QSignalBlocker block(m_tabs);
    m_tabs->setTabEnabled(kDiagnosisTab, true);
    if (m_preferredTab == kDiagnosisTab)
        m_tabs->setCurrentIndex(kDiagnosisTab);
}

void RunDetailsPane::showDiagnosisProblem(const QString &message)
{
    m_diagnosis->showProblem(message);
    const QSignalBlocker block(m_tabs);
    m_tabs->setTabEnabled(kDiagnosisTab, true);
    if (m_preferredTab == kDiagnosisTab)
        m_tabs->setCurrentIndex(kDiagnosisTab);
}

void RunDetailsPane::showCheck(const core::RunCheck &c)
{
    m_check->clear();
    const core::Prediction &model = c.check.model;
    const core::Prediction &corrected = c.check.corrected;
    auto measured = [](const std::optional<double> &v) {
        return v ? format::number(*v) : tr("not reported");
    };
    auto row = [this](const QString &label, const QString &tpot, const QString &ttft) {
        auto *item = new QTreeWidgetItem(m_check, {label, tpot, ttft});
        item->setToolTip(1, tpot);
        item->setToolTip(2, ttft);
        return item;
    };
    QTreeWidgetItem *measuredRow =
        row(tr("Measured"), measured(c.measuredTpotMs), measured(c.measuredTtftMs));
    row(tr("Model"), format::number(model.tpotMs), format::number(model.ttftMs))
        ->setToolTip(0, model.underdetermined
                            ? tr("The model's median over the deployments the run may have been")
                            : tr("The model's prediction for this deployment and load"));
    row(tr("80% band"), rangeText(model.tpotLoMs, model.tpotHiMs),
        rangeText(model.ttftLoMs, model.ttftHiMs))
        ->setToolTip(0, tr("The model's 80% prediction interval"));
    if (corrected.ok) {
        const int loads = std::max(c.check.otherTpotLoads, c.check.otherTtftLoads);
        auto value = [](int runs, double v) {
            return runs > 0 ? format::number(v) : tr("not measured");
        };
        row(tr("Other loads"), value(c.check.otherTpotLoads, corrected.tpotMs),
            value(c.check.otherTtftLoads, corrected.ttftMs))
            ->setToolTip(0, tr("What this deployment's %Ln other measured load(s) imply for this "
                               "one: the model moved by its median error on them",
                               nullptr, loads));
        row(tr("80% band"),
            c.check.otherTpotLoads > 0 ? rangeText(corrected.tpotLoMs, corrected.tpotHiMs)
                                       : QString(),
            c.check.otherTtftLoads > 0 ? rangeText(corrected.ttftLoMs, corrected.ttftHiMs)
                                       : QString())
            ->setToolTip(0, tr("Where 80% of a deployment's loads fall around what its other "
                               "loads imply"));
    }
    const QColor warning = theme::warningText(palette());
    if (c.tpotDisagrees)
        measuredRow->setForeground(1, warning);
    if (c.ttftDisagrees)
        measuredRow->setForeground(2, warning);
    QStringList lines{tr("Model: %1.").arg(model.provenanceText)};
    lines += c.findings;
    m_checkFindings->setText(lines.join(QStringLiteral("\n\n")));
    const QSignalBlocker block(m_tabs);
    m_tabs->setTabEnabled(kModelTab, true);
    if (m_preferredTab == kModelTab)
        m_tabs->setCurrentIndex(kModelTab);
    applyColours();
}

void RunDetailsPane::showCheckProblem(const QString &message)
{
    m_check->clear();
    m_checkFindings->setText(message);
    const QSignalBlocker block(m_tabs);
    m_tabs->setTabEnabled(kModelTab, true);
    if (m_preferredTab == kModelTab)
        m_tabs->setCurrentIndex(kModelTab);
}

QString RunDetailsPane::checkText() const
{
    QStringList lines;
    for (int i = 0; i < m_check->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_check->topLevelItem(i);
        lines << QStringList{item->text(0), item->text(1), item->text(2)}.join(QLatin1Char('\t'));
    }
    lines << m_checkFindings->text();
    return lines.join(QLatin1Char('\n'));
}

bool RunDetailsPane::diagnosisShown() const
{
    return m_tabs->isTabEnabled(kDiagnosisTab) && m_tabs->currentIndex() == kDiagnosisTab;
}

int RunDetailsPane::preferredWidth() const
{
    const QFontMetrics fm = fontMetrics();
    int fieldWidth = 0;
    for (const QString &field : {tr("Tensor parallel (attention)"), tr("HBM bandwidth utilisation"),
                                 tr("Concurrency (configured)")})
        fieldWidth = std::max(fieldWidth, fm.horizontalAdvance(field));
    const int fields = fieldWidth + fm.horizontalAdvance(QStringLiteral("413.6 tokens/s")) +
                       4 * fm.averageCharWidth() +
                       m_details->verticalScrollBar()->sizeHint().width();
    return fields; // the diagnosis wraps its reading names to this width
}

void RunDetailsPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void RunDetailsPane::applyColours()
{
    const QBrush muted(theme::muted(palette()));
    for (int i = 0; i < m_details->topLevelItemCount(); ++i)
        m_details->topLevelItem(i)->setForeground(kDetailsFieldColumn, muted);
    for (int i = 0; i < m_check->topLevelItemCount(); ++i)
        m_check->topLevelItem(i)->setForeground(0, muted);
}

} // namespace moeplan::widgets
